"""The side panel of Tokaido: the decision hero for the top of the column, the action bar's main
button and hint, and one journey card per traveller below (the shown seat's first).

The cards never show cut by the view's foot: the panel says what its view needs (``ViewNeeds``:
every traveller's one-row card), the game log below takes the rest of the column up to its
readable lines, and in the view left the cards from the top are whole where they fit, the others
one row each (a click shows the whole card beside the column). Decided by the room alone (the
view's height and width, never the turn): nothing in the column moves between turns.

The shell pins the hero (``hero()``) above its action bar and lays the bar parts
(``bar_parts()``) into it; the panel itself, the journey cards, lies in the column's scroll area.
Everything is re-projected from the table on each change: the decision of the moment comes from
``decisions_spec.decision_spec``, the same spec for the hero's tiles and the main button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from tabibito.games.tokaido import rules

from ..kit import style
from ..kit.panel import PanelBase, ScrollView, height_at
from ..kit.views import view_as
from .colours import seat_colour
from .decisions import DecisionHero
from .decisions_now import decision_spec
from .decisions_replay import replay_spec
from .decisions_spec import DecisionSpec
from .decisions_words import word
from .journeys import JourneyCard

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table

# The parts of a journey card a tutorial lesson may point at: its key -> the card's attribute.
TUTORIAL_PARTS = {
    "points": "points", "coins": "coins", "traveller": "traveller_label",
    "souvenirs": "souvenirs", "meals": "meals", "hot_springs": "hot_springs",
    "encounters": "encounters", "temple": "temple", "achievements": "achievements",
    "cherry_trees": "cherry_trees", "bath_houses": "bath_houses",
    "legendary_objects": "legendary", "calligraphies": "calligraphies", "amulets": "amulets",
}
# Room a whole card keeps to grow in (its groups of cards wrapping onto one more line) before
# it is shown whole: a card never outgrows the view in the middle of the game.
CARD_RESERVE = 26
CARD_SPACING, ROW_SPACING, PANEL_SPACING = 6, 3, 6


class TokaidoPanel(PanelBase):
    """See the module docstring."""

    MAIN_NAME, UNDO_NAME = "tokaidoMain", "tokaidoUndo"

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(table, parent)
        self.spec = DecisionSpec("idle", "")
        self.setObjectName("tokaidoPanel")
        self.setMinimumWidth(220)
        self._hero = DecisionHero(table, self)
        self._hero.hide()  # until the shell pins it above the bar
        self._hero.relabel.connect(self.refresh)
        self._fit_timer = QTimer(self, singleShot=True, interval=0)
        self._fit_timer.timeout.connect(self._fit_cards)
        self._view = ScrollView(self, self._fit_timer.start)  # the shell's around the panel
        self._fitted: tuple[object, ...] | None = None  # the room the cards were fitted to
        self._least = 0  # every card one row: all the view must keep (ViewRoom)
        self._needs = 0  # the cards as shown, whole or one row (ViewNeeds)
        self._room: int | None = None  # what the shell can give the view (ViewFit)
        self._language = 0  # counts language changes: words of other lengths, fitted again
        self._popup: QFrame | None = None  # a whole card beside the column, on a click
        self._build()
        self.watch_table()
        self.retranslate()

    # -- what the shell asks -------------------------------------------------------------------

    def hero(self) -> DecisionHero:
        """The decision of the moment, for the top of the side column (``HeroSource``)."""
        return self._hero

    def turn_colour(self, seat: int) -> QColor | None:
        """The colour of ``seat``'s pawn: the "your turn" strip of a shared screen."""
        view = view_as(self.table.view(), rules.TokaidoState)
        if not 0 <= seat < len(view.journeys) or view.is_over():
            return None
        return seat_colour(seat)

    def tutorial_target(self, key: str) -> QWidget | None:
        """What a lesson or a hint points at in the panel (TutorialTargets): "main" (the bar's
        main button), "tile:KEY" (the hero's tile of that spec key: a souvenir, a meal, an
        amulet, "crossroads", "donate_2" ...), "tiles" (all of them, where the hero shows them:
        in the panel or in the list over the board), "fortune" (the hero's Fortune amulet button),
        "journey" or "journey:N" (a traveller's card) and the parts of the shown seat's card
        ("coins", "traveller", "panorama:sea", "souvenirs", "meals", ...); None for any other
        key, or a part hidden now."""
        self._fit_cards()  # a lesson just begun: every card whole, its parts to point at
        name, _, rest = key.partition(":")
        widget: QWidget | None
        if name == "journey":
            seat = int(rest) if rest.isdigit() else self.table.shown_seat
            widget = next((card for card in self.cards if card.seat == seat), None)
        elif name == "tile":
            widget = self._hero.grid.tile(rest)
        elif key == "tiles":
            widget = self._hero.grid if self._hero.grid.visible_tiles() else None
        elif key == "fortune":
            widget = next((button for button in self._hero.extras
                           if button.property("action") == rules.USE_FORTUNE), None)
        elif key == "main":
            widget = self.main_button
        else:
            widget = self._journey_part(key)
        return widget if widget is not None and not widget.isHidden() else None

    def _journey_part(self, key: str) -> QWidget | None:
        card = next((card for card in self.cards if card.seat == self.table.shown_seat), None)
        if card is None:
            return None
        name, _, panorama = key.partition(":")
        if name == "panorama":
            return next((track for track in card.panoramas if track.panorama == panorama), None)
        return getattr(card, TUTORIAL_PARTS[key], None) if key in TUTORIAL_PARTS else None

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(PANEL_SPACING)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "heading")
        self.heading.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.heading)
        self.cards_layout = QVBoxLayout()
        self.cards_layout.setSpacing(CARD_SPACING)
        layout.addLayout(self.cards_layout)
        layout.addStretch(1)
        self.cards = [JourneyCard(self.table, seat, self)
                      for seat in range(len(self.table.seat_names))]
        for card in self.cards:
            card.opened.connect(self.open_card)
        self._order_cards()

    # -- the room of the side column -------------------------------------------------------------

    def least_view_height(self) -> int:
        """Every traveller's card in one row (``ViewRoom``): the hero gives up room for it,
        so that every traveller stays in sight over the log's lines (four at 1024×700)."""
        return self._least

    def view_needs(self) -> int:
        """The cards as shown (``ViewNeeds``): the game log under them takes the rest."""
        return self._needs

    def fit_view(self, room: int) -> None:
        """The room the column can give the cards over the log's readable lines (``ViewFit``):
        whole cards where they fit in it."""
        self._room = room
        self._fit_timer.start()

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.Show):
            self._view.find()
            self._fit_timer.start()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_timer.start()

    def _fit_cards(self) -> None:
        """Whole cards from the top while they fit the view (each with CARD_RESERVE to grow),
        the rest one row each; in a lesson every card whole (it points at their parts, the
        view scrolls to them). Decided again only when the room, the width or the language
        changes."""
        area = self._view.area
        if area is None:
            return
        room = self._room if self._room is not None else area.viewport().height()
        width = self.width()
        lesson = getattr(self.table, "lesson_guard", None) is not None
        key = (room, width, self._language, lesson, self.table.shown_seat)
        # A whole card grown past its reserve (late in a long game) folds up rather than cut.
        grown = not lesson and self._needs < height_at(self, width) > room
        if key == self._fitted and not grown or width <= 0:
            return
        self._fitted = key
        order = self._ordered()
        self._fold(order, 0)
        least = needs = height_at(self, width)
        for whole in range(1, len(order) + 1):
            self._fold(order, whole)
            height = height_at(self, width) + whole * CARD_RESERVE
            if not lesson and height > room:
                self._fold(order, whole - 1)
                break
            needs = min(height, room)
        if lesson:  # the hero keeps its room for the lesson's choices (the cards scroll)
            least = 0
        if (least, needs) != (self._least, self._needs):
            self._least, self._needs = least, needs
            area.updateGeometry()

    def _fold(self, order: list[JourneyCard], whole: int) -> None:
        """The first ``whole`` cards whole under the heading, the others one row each; rows
        alone, closer together, need no heading (each names its player and traveller)."""
        for index, card in enumerate(order):
            card.set_compact(index >= whole)
        self.heading.setVisible(whole > 0)
        self.cards_layout.setSpacing(CARD_SPACING if whole else ROW_SPACING)

    def open_card(self, seat: int) -> None:
        """A one-row card clicked: the traveller's whole card beside the column, over the
        board's edge, until the next click anywhere."""
        row = next((card for card in self.cards if card.seat == seat), None)
        if row is None:
            return
        if self._popup is not None:
            self._popup.close()
            self._popup.deleteLater()
        popup = self._popup = QFrame(self, Qt.WindowType.Popup)
        popup.setObjectName("journeyPopup")
        popup.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        box = QVBoxLayout(popup)
        box.setContentsMargins(0, 0, 0, 0)
        card = JourneyCard(self.table, seat, popup)
        box.addWidget(card)
        width = max(row.width(), 300)
        popup.resize(width, height_at(card, width))
        corner = row.mapToGlobal(QPoint(0, 0))
        popup.move(corner.x() - width - 8, corner.y())
        screen = row.screen().availableGeometry() if row.screen() is not None else None
        if screen is not None and popup.geometry().bottom() > screen.bottom():
            popup.move(popup.x(), max(screen.top(), screen.bottom() - popup.height()))
        popup.show()

    def popup_card(self) -> JourneyCard | None:
        """The whole card shown on a click, while it shows (for tests)."""
        popup = self._popup
        if popup is None or not popup.isVisible():
            return None
        return popup.findChild(JourneyCard)

    def _ordered(self) -> list[JourneyCard]:
        """The shown seat's journey first, the others in seat order."""
        shown = self.table.shown_seat
        return sorted(self.cards, key=lambda card: (card.seat != shown, card.seat))

    def _order_cards(self) -> None:
        order = self._ordered()
        for card in order:
            self.cards_layout.removeWidget(card)
        for card in order:
            self.cards_layout.addWidget(card)

    # -- reacting to the table -----------------------------------------------------------------

    def on_changed(self, events: list[Event]) -> None:
        self.refresh()
        self._fit_timer.start()  # nothing moves unless a whole card outgrew its room
        if events:  # [] after undo, load or hand-off: nothing happened that could be shown
            self._hero.play(events)

    def on_shown_seat(self, seat: int) -> None:
        self._order_cards()
        self.refresh()
        self._fit_timer.start()  # the seat on screen first: its card the one to show whole

    def refresh(self) -> None:
        replayed = replay_spec(self.table) if self.table.replaying else None
        self.spec = replayed or decision_spec(self.table)
        self._hero.show_spec(self.spec)
        self._show_main(self.spec)
        self.hint.setText(self.spec.hint)
        self.undo_button.setEnabled(self.table.can_undo())
        # A finished journey is final, a replay only shows it: no dead buttons in the bar.
        self.show_bar_buttons(self.spec.kind != "game_over" and not self.table.replaying)
        if self.spec.main is None and self.spec.kind == "others_draw":
            self.main_button.hide()  # another's draw goes on by itself: nothing to press

    def _show_main(self, spec: DecisionSpec) -> None:
        main = spec.main
        button = self.main_button
        if main is None:
            button.setText(word("go_on"))
            button.setEnabled(False)
            style.set_role(button, None)
            return
        button.setText(main.label)
        button.setEnabled(main.resolve or main.action is not None)
        style.set_role(button, "primary" if main.loud else None)

    # -- the buttons ---------------------------------------------------------------------------

    def press_main(self) -> None:
        main = self.spec.main
        if main is None or not self._hero.guard_passed():
            return
        if main.resolve:
            self.table.resolve()
        else:
            self.submit(self.spec.seat, main.action)

    # -- language ------------------------------------------------------------------------------

    def undo_help(self) -> str:
        return word("undo_help")

    def retranslate(self) -> None:
        self.heading.setText(word("travellers"))
        self._language += 1
        self._fit_timer.start()
        super().retranslate()


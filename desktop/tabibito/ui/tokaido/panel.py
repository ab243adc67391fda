"""The side panel of Tokaido: the decision hero for the top of the column, the action bar's main
button and hint, and one journey card per traveller below (the shown seat's first).

The shell pins the hero (``hero()``) above its action bar and lays the bar parts
(``bar_parts()``) into it; the panel itself, the journey cards, lies in the column's scroll area.
Everything is re-projected from the table on each change: the decision of the moment comes from
``decisions_spec.decision_spec``, the same spec for the hero's tiles and the main button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tabibito.games.tokaido import rules

from ..kit import style
from ..kit.panel import PanelBase
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
        layout.setSpacing(6)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "heading")
        self.heading.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.heading)
        self.cards_layout = QVBoxLayout()
        self.cards_layout.setSpacing(6)
        layout.addLayout(self.cards_layout)
        layout.addStretch(1)
        self.cards = [JourneyCard(self.table, seat, self)
                      for seat in range(len(self.table.seat_names))]
        self._order_cards()

    def _order_cards(self) -> None:
        """The shown seat's journey first, the others in seat order."""
        shown = self.table.shown_seat
        order = sorted(self.cards, key=lambda card: (card.seat != shown, card.seat))
        for card in order:
            self.cards_layout.removeWidget(card)
        for card in order:
            self.cards_layout.addWidget(card)

    # -- reacting to the table -----------------------------------------------------------------

    def on_changed(self, events: list[Event]) -> None:
        self.refresh()
        if events:  # [] after undo, load or hand-off: nothing happened that could be shown
            self._hero.play(events)

    def on_shown_seat(self, seat: int) -> None:
        self._order_cards()
        self.refresh()

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
        super().retranslate()

"""The side column of Next Station: Tokyo: the card to follow, the round, and the live score sheet.

The hero on top shows the flipped card(s) of this decision big, the round and its pencil, how
many subway cards may still end the round and the round's symbol + effect pair; once the game is
over, the sheet's total and the solo rating (or who won). The panel below it holds the score
sheet of the shown map sheet laid out like the paper one (four line boxes with D × M,
interchanges, tourist stamps, missed green, the shared objectives' points and the total), then
the card's name and what it allows and the cards flipped earlier in the round; Pass and Undo go
to the shell's action bar. The shared objectives themselves lie beside the map on the board
(``objectives``), where there is room for them at every window size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Action, Event, Prompt
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import CARDS
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState

from ..kit import style, words
from ..kit.action_bar import refuse_keys
from ..kit.animation import animate
from ..kit.panel import DecisionGuard, PanelBase, ScrollView, height_at, watch
from ..kit.views import view_as
from . import texts
from .card_art import CardFace
from .hero import HERO_TARGETS, NextStationHero, sheet_seat, text_label
from .items import pencil_colour
from .motion import COUNT_MS, SLIDE_MS
from .sheet import COMPACT_CATEGORIES, CategoryBox, LineRow
from .sheet_focus import confirm_hint, focus_for, no_section_text

if TYPE_CHECKING:
    from ..plugin_api import Table


# Not a rule's action: the main button's "Next card", which takes the resolution the match holds
# for the human once everybody has decided (the shell's Confirm step).
NEXT_CARD = Action.of("next_card")
# How much of the score sheet the side column has room for (NextStationPanel._fit_sheet).
ROOMY, COMPACT, TIGHT = "roomy", "compact", "tight"


class Section(QFrame):
    """A card of the panel under its heading; ``box`` is the column of what it holds."""

    def __init__(self, title: QLabel) -> None:
        super().__init__()
        self.setProperty("role", "card")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(12, 8, 12, 10)
        self.box.setSpacing(6)
        title.setProperty("role", "heading")
        title.setWordWrap(True)
        self.box.addWidget(title)



class NextStationPanel(PanelBase):
    """See the module docstring. Reads everything from ``table.view()`` on each change.

    A plain widget: the shell owns the one scroll area of the side column, and pins the hint with
    Pass / Next card and Undo in its action bar (``bar_parts``), out of the part that scrolls.
    The score sheet comes first, so that nothing shown below it (the cards flipped earlier, the
    log) ever pushes its total out of sight; when the roomy sheet does not fit the room the
    scroll area shows, the compact one is shown (``compact``)."""

    MAIN_NAME, UNDO_NAME = "nextStationPass", "nextStationUndo"

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(table, parent)
        self.focus = focus_for(table)
        self.guard = DecisionGuard()  # what the main button decides on, and since when
        self._hero: NextStationHero | None = None
        self._view = ScrollView(self, self._fit_soon)  # the shell's scroll area around the panel
        self._fitted: tuple[Any, ...] | None = None  # what the sheet's size was decided for
        self._least = 0  # the tightest sheet's height, for the shell's scroll view
        self._least_for: tuple[Any, ...] | None = None  # the width etc. it was measured at
        self._needs = 0  # the tight sheet's height at that width: all the view must keep
        self._language = 0  # counts language changes: texts of other lengths, fitted again
        self._fit_timer = QTimer(self, singleShot=True, interval=0)
        self._fit_timer.timeout.connect(self._fit_sheet)
        self.mode = ROOMY
        self.compact = False
        self.total = 0
        self.points: dict[str, int] = {}
        self.interchange_counts: list[int] = []
        self.setObjectName("nextStationPanel")
        self.setMinimumWidth(240)
        self.setStyleSheet(
            '#nextStationPanel QLabel[role="heading"] { font-size: 11pt; }'
            ' #nextStationPanel QLabel[role="status"] { font-size: 10pt; }')
        self._build(self)
        self._watch = watch(table, changed=self.on_changed, state=self.refresh,
                            undo=self._update_buttons)
        self.focus.changed.connect(self.refresh)  # another sheet looked at, or the seat shown
        self.focus.hint_changed.connect(self._show_hint)
        self.retranslate()

    def hero(self) -> NextStationHero:
        """The flipped card drawn big, for the top of the shell's side column (``HeroSource``)."""
        if self._hero is None:
            self._hero = NextStationHero(self.table)
        return self._hero

    @property
    def pass_button(self) -> QPushButton:
        """The main button: Pass, or Next card (the bar's main action)."""
        return self.main_button

    def turn_colour(self, seat: int) -> QColor | None:
        """The pencil ``seat`` draws with this round: the colour of the "your turn" strip."""
        state = view_as(self.table.view(), NextStationState)
        if not 0 <= seat < state.players or state.is_over():
            return None
        return QColor(pencil_colour(state.pencil(seat)))

    def tutorial_target(self, key: str) -> QWidget | None:
        """What a tutorial's lesson may point at in the side column (TutorialTargets): the
        hero's ``card``, ``subway_left`` (the dots) and ``pencil``; the score sheet's ``line1``
        to ``line4``, its categories (as the sheet shows them now, roomy or compact) and
        ``total``. None for any other key."""
        hero = self._hero
        if hero is not None and key in HERO_TARGETS:
            return getattr(hero, HERO_TARGETS[key])
        if key in scoring.LINE_CATEGORIES:
            return self.line_boxes[scoring.LINE_CATEGORIES.index(key)]
        if key in COMPACT_CATEGORIES:
            return self.category_boxes[key] if self.compact else self.category_names[key]
        if key == "total":
            return self.total_row
        return None

    # -- layout --------------------------------------------------------------------------------

    def _build(self, inner: QWidget) -> None:
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(8)
        self.sheet = self._build_sheet()
        layout.addWidget(self.sheet)
        self.turn = self._build_turn()
        layout.addWidget(self.turn)
        layout.addStretch(1)

    def _build_sheet(self) -> Section:
        """The score sheet of the shown map sheet, laid out like the paper one."""
        self.sheet_title = text_label()
        sheet = Section(self.sheet_title)
        box = sheet.box
        # The sheet's head: whose sheet it is, and (when room is tightest) the total beside it.
        self.chooser_row = QWidget()
        self.head_layout = QHBoxLayout(self.chooser_row)
        self.head_layout.setContentsMargins(0, 0, 0, 0)
        self.chooser_label = text_label("subtle")
        self.chooser = QComboBox()
        self.chooser.setObjectName("nextStationSheetChooser")
        self.chooser.activated.connect(self._chosen)
        self.head_layout.addWidget(self.chooser_label)
        self.head_layout.addWidget(self.chooser, 1)
        box.addWidget(self.chooser_row)
        self.line_row = LineRow()
        self.line_boxes = self.line_row.boxes
        box.addWidget(self.line_row)
        # Roomy: one row per category, with what was counted; compact: four boxes in a row.
        self.category_table = QWidget()
        self.grid = QGridLayout(self.category_table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(0)
        self.category_names: dict[str, QLabel] = {}
        self.category_formula: dict[str, QLabel] = {}
        self.category_points: dict[str, QLabel] = {}
        # What was counted goes under the category's name, not beside it: a name of one long
        # word ("Umsteigemöglichkeiten") keeps the column's whole width.
        for row, key in enumerate(COMPACT_CATEGORIES):
            name = text_label(wrap=True)
            formula = text_label("subtle", wrap=True)
            points = self._points_label()
            self.grid.addWidget(name, 2 * row, 0)
            self.grid.addWidget(formula, 2 * row + 1, 0)
            self.grid.addWidget(points, 2 * row, 1, 2, 1)
            self.category_names[key] = name
            self.category_formula[key] = formula
            self.category_points[key] = points
        self.grid.setColumnStretch(0, 1)
        box.addWidget(self.category_table)
        self.category_row = QWidget()
        row_layout = QHBoxLayout(self.category_row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.setSpacing(4)
        self.category_boxes = {key: CategoryBox(key) for key in COMPACT_CATEGORIES}
        for category_box in self.category_boxes.values():
            row_layout.addWidget(category_box)
        self.category_row.hide()
        box.addWidget(self.category_row)
        self.total_rule = QFrame()
        self.total_rule.setFrameShape(QFrame.Shape.HLine)
        self.total_rule.setStyleSheet(f"color: {style.INK};")
        box.addWidget(self.total_rule)
        self.total_row = QWidget()
        total_layout = QHBoxLayout(self.total_row)
        total_layout.setContentsMargins(0, 0, 0, 0)
        self.total_name = text_label()
        self.total_points = self._points_label(big=True)
        total_layout.addWidget(self.total_name, 1)
        total_layout.addWidget(self.total_points)
        box.addWidget(self.total_row)
        return sheet

    def _build_turn(self) -> Section:
        """What the hero above does not show: the card's name and what it allows, the cards
        flipped earlier this round."""
        self.cards_title = text_label()
        turn = Section(self.cards_title)
        box = turn.box
        self.card_text = text_label(wrap=True)
        box.addWidget(self.card_text)
        self.flipped_caption = text_label("subtle", wrap=True)
        box.addWidget(self.flipped_caption)
        self.flipped_strip = QWidget()  # the cards flipped earlier this round, small
        self.flipped_row = QHBoxLayout(self.flipped_strip)
        self.flipped_row.setContentsMargins(0, 0, 0, 0)
        self.flipped_row.setSpacing(2)
        self.flipped_faces: list[CardFace] = []
        for _ in range(len(CARDS)):
            face = CardFace(small=True)
            face.hide()
            self.flipped_faces.append(face)
            self.flipped_row.addWidget(face)
        self.flipped_row.addStretch(1)
        box.addWidget(self.flipped_strip)
        return turn

    def _points_label(self, big: bool = False) -> QLabel:
        label = QLabel()
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = QFont(label.font())
        font.setBold(True)
        if big:
            font.setPointSizeF(font.pointSizeF() * 1.3)
        label.setFont(font)
        # Room for the widest score from the start: a tally rolling up never widens the column.
        label.setMinimumWidth(QFontMetrics(font).horizontalAdvance("−000") + 4)
        return label

    # -- the room of the side column -------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.Show):
            self._view.find()  # the sheet must fit the shell's scroll view
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_soon()

    def _fit_soon(self) -> None:
        """Fit the sheet once the layouts have settled: showing and hiding rows from inside a
        resize would lay the column out again while it is being laid out."""
        self._fit_timer.start()

    def _fit_sheet(self) -> None:
        """The roomiest sheet that fits the room above the fold: every row named, or compact
        (the categories as boxes in a row), or tight (the total moved up beside whose sheet it
        is, so that it stays in sight however little room the shell leaves). Decided anew only
        when the room, the width or what the sheet holds changes, never for a new card: the
        sheet does not change its layout in the middle of a round."""
        room = self._view.area.viewport().height() if self._view.area is not None else None
        holds = len(self.table.seat_names) > 1  # a sheet chooser in the head, or none
        key = (room, self.width(), holds, self._language)
        if room is None or key == self._fitted:
            return
        self._fitted = key
        column = self.layout()
        top = column.contentsMargins().top() if column is not None else 0
        fresh = key[1:] != self._least_for  # another width, sheet head or language
        if fresh:
            self._least, self._least_for = 0, key[1:]
        least = self._least
        for mode in (ROOMY, COMPACT):
            self._set_mode(mode)
            if top + self._height_of(self.sheet, self.width()) <= room:
                break
        else:
            self._set_mode(TIGHT)
            # The shell keeps the view this tall (``least_view_height``), the hero giving up
            # room; kept while the width is the same: the sheet then fitting roomier changes
            # nothing.
            least = max(least, top + self._height_of(self.sheet, self.width()))
        needs = self._needs if not fresh else least if self.mode == TIGHT \
            else self._tight_height(top)
        if (least, needs) != (self._least, self._needs):
            self._least, self._needs = least, needs
            if self._view.area is not None:
                self._view.area.updateGeometry()

    def least_view_height(self) -> int:
        """The tightest sheet's height: the shell's scroll view never ends across it
        (``ViewRoom``; four players at 1366×768 cut its category boxes in half)."""
        return self._least

    def _tight_height(self, top: int) -> int:
        """The sheet's height tight, the sheet shown as it was chosen again after."""
        chosen = self.mode
        self._set_mode(TIGHT)
        height = top + self._height_of(self.sheet, self.width())
        self._set_mode(chosen)
        return height

    def view_needs(self) -> int:
        """The tight sheet's height (``ViewNeeds``): the game log under the panel takes the
        rest of the column, up to its readable lines (four players at 1024×700 read two of
        them), and the sheet fits the room left, compact or tight."""
        return self._needs

    @staticmethod
    def _height_of(widget: QWidget, width: int) -> int:
        return height_at(widget, width)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.compact = mode != ROOMY
        self.line_row.set_compact(self.compact)
        self.category_table.setVisible(not self.compact)
        self.category_row.setVisible(self.compact)
        self.sheet_title.setVisible(not self.compact)  # the line boxes and the total say it
        box = self.sheet.box
        margins = (12, 8, 12, 10) if not self.compact else (10, 2, 10, 2) if mode == TIGHT \
            else (10, 6, 10, 6)
        box.setContentsMargins(*margins)
        box.setSpacing(4 if self.compact else 6)
        tight = mode == TIGHT
        self.head_layout.removeWidget(self.total_row)
        box.removeWidget(self.total_row)
        if tight:  # up to the head of the sheet, beside the chooser
            self.head_layout.addWidget(self.total_row, 0)
        else:
            box.addWidget(self.total_row)
        # Moved to another parent it is hidden until the layout shows it (queued): shown now,
        # so that the sheet measured at once counts it (``_tight_height`` and back).
        self.total_row.show()
        self.total_rule.setVisible(not tight)
        self._show_head()
        self._show_round(view_as(self.table.view(), NextStationState), sheet_seat(self.table, self.focus))

    def _show_head(self) -> None:
        several = len(self.table.seat_names) > 1
        tight = self.mode == TIGHT
        # Tight with several players (four at 1024×700), the shell's list of scores above
        # already names each player with their total, and a click on a row shows that sheet:
        # the head would only repeat it, and its room goes to the lines (the one row in sight).
        self.chooser_row.setVisible(several != tight)
        self.chooser.setVisible(several)
        self.chooser_label.setVisible(several and not tight)

    # -- actions -------------------------------------------------------------------------------

    def _finish_turn(self) -> Action | None:
        """What the main button does now: the next card (the held resolution, see _next_card),
        stop going straight on, or pass."""
        if self.table.resolution_held():
            return NEXT_CARD
        seat = self.focus.acting_seat()
        if seat is None:
            return None
        legal = self.table.state().legal_actions(seat)
        return STOP if STOP in legal else PASS if PASS in legal else None

    def press_main(self) -> None:
        """Pass, or the next card: never for a decision that has just changed (the second
        click of a double-click on "Next card" must not pass the card it turned up)."""
        if not self.guard.passed():
            return
        action = self._finish_turn()
        if action == NEXT_CARD:
            self.table.resolve()
        else:
            self.submit(self.focus.acting_seat(), action)

    def prompt_words(self, prompt: Prompt) -> str | None:
        """The top bar's status when the card lets nothing be drawn: the words of the panel's
        hint (``PromptWords``), never "Draw a section…" above "No section can be drawn"."""
        seat = self.table.shown_seat
        if seat is None or prompt.kind not in ("draw_section", "straight_on"):
            return None
        state = view_as(self.table.view(), NextStationState)
        return no_section_text(state, seat, prompt.kind == "straight_on")

    def _chosen(self, index: int) -> None:
        seat = self.chooser.itemData(index)
        self.focus.choose(seat if isinstance(seat, int) else None)

    # -- re-projecting the state ---------------------------------------------------------------

    def on_changed(self, events: list[Event]) -> None:
        marked = self.line_row.current_index()
        self.refresh()
        if events:  # [] after undo, load or hand-off: nothing happened that could be shown
            self._animate(events, marked)

    def _animate(self, events: list, marked: int | None) -> None:
        """The round end as it happens on the shown sheet: the line's score counted, the pencil
        mark moving on. (The game end counts up on the shell's final table, the objectives met
        glow on the board.)"""
        state, seat = view_as(self.table.view(), NextStationState), sheet_seat(self.table, self.focus)
        for event in events:
            if event.kind == "line_scored" and event.params.get("seat") == seat:
                index = self._line_index(state, seat, event.params.get("pencil"))
                if index is not None:
                    animate(self.table, COUNT_MS, self.line_boxes[index].set_count,
                            easing=QEasingCurve.Type.OutCubic)
        now = self.line_row.current_index()
        if any(event.kind == "round_started" for event in events) and marked is not None \
                and now is not None and marked != now:
            self.line_row.start_slide(marked, now)
            animate(self.table, SLIDE_MS, self.line_row.slide_to)

    @staticmethod
    def _line_index(state: NextStationState, seat: int, pencil: object) -> int | None:
        """The box of the line drawn with ``pencil`` (the event names the pencil, not the round)."""
        return next((index for index in range(state.rounds)
                     if state.pencil_in(seat, index) == pencil), None)

    def _show_points(self) -> None:
        """Every category's points and the total, in the rows and in the compact boxes."""
        for key, label in self.category_points.items():
            points = self.points.get(key, 0)
            label.setText(str(points))
            self.category_boxes[key].show_points(points, self._category_detail(key))
        self.total_points.setText(str(self.total))

    def refresh(self) -> None:
        state = view_as(self.table.view(), NextStationState)
        seat = sheet_seat(self.table, self.focus)
        self._note_decision(state)
        self._show_round(state, seat)
        self._show_chooser(seat)
        self._show_sheet(state, seat)
        self._update_buttons()
        self._show_hint(self.focus.hint)
        self._fit_soon()

    def _note_decision(self, state: NextStationState) -> None:
        # A new card, another player at the screen, or the main button turned from Pass into
        # Next card: a click just after it was meant for what was there before.
        self.guard.note((state.round, tuple(state.current_cards), len(state.flipped),
                         self.table.shown_seat, self._finish_turn()))

    def _show_round(self, state: NextStationState, seat: int) -> None:
        over = state.is_over()
        cards = tuple(state.current_cards)
        # Over: the hero says what the game came to; the card box only shows the last round.
        self.cards_title.setText(" + ".join(texts.card_name(card) for card in cards))
        # Short of room the hero's big card says which it is (its name in the tooltip).
        self.cards_title.setVisible(bool(cards) and not over and not self.compact)
        self.card_text.setText(self._card_text(state, seat))
        self.card_text.setVisible(bool(self.card_text.text()))
        flipped = tuple(state.flipped)
        earlier = flipped[:len(flipped) - len(cards)] if cards else flipped
        self.flipped_caption.setText(texts.flipped_last_round_title() if over
                                     else texts.flipped_title())
        for widget in (self.flipped_caption, self.flipped_strip):
            widget.setVisible(bool(earlier))
        for index, face in enumerate(self.flipped_faces):
            face.setVisible(index < len(earlier))
            if index < len(earlier):
                face.set_card(earlier[index])
        self.turn.setVisible(self.cards_title.isVisibleTo(self) or bool(earlier)
                             or bool(self.card_text.text()))

    def _card_text(self, state: NextStationState, seat: int) -> str:
        """What this decision's card allows beyond its symbol (the name is the box's title)."""
        if not state.current_cards:
            return ""
        lines = []
        if state.double_track:
            lines.append(texts.double_track_text())
        if state.branching:
            lines.append(texts.branching_text())
        elif state.switch_ignored:
            lines.append(texts.switch_ignored_text())
        if state.pending_straight_on(seat) is not None:
            lines.append(texts.effect_name("straight_on"))
        return "\n".join(lines)

    def _show_sheet(self, state: NextStationState, seat: int) -> None:
        tokyo = state.map
        lines = state.sheet(seat).lines_in_order()
        breakdown = state.scores().breakdown[seat]
        self.points = dict(breakdown)
        current = None if state.is_over() else state.round
        for index, line_box in enumerate(self.line_boxes):
            pencil = state.pencil_in(seat, index)
            if index < len(lines):
                line = lines[index]
                districts, most, _points = scoring.line_score(tokyo, line.stations, line.doubled)
                points = breakdown.get(scoring.LINE_CATEGORIES[index], _points)
                line_box.show_line(pencil, districts, most, points, index == current)
            else:
                line_box.show_line(pencil, None, None, None, False)
        if self.line_row.current_index() != current:  # a mark on its way there goes on
            self.line_row.show_current(current)
        lines_at = scoring.lines_at_stations(tokyo, lines)
        counts = [sum(1 for n in lines_at.values() if n == lines_count)
                  for lines_count in sorted(scoring.INTERCHANGE_POINTS)]
        self.interchange_counts = counts
        self.category_formula["interchanges"].setText(
            "  ".join(f"{mark}{count}" for mark, count in zip("③④⑤", counts, strict=True)))
        self.category_formula["interchanges"].setToolTip(texts.interchange_help(counts))
        self.category_names["interchanges"].setToolTip(texts.interchange_help(counts))
        stamped = scoring.stamped_districts(tokyo, lines_at)
        self.category_formula["stamps"].setText(texts.stamps_text(len(stamped)))
        missed = scoring.missed_green(tokyo, lines_at)
        self.category_formula["missed_green"].setText(
            texts.missed_text(len(missed)) if state.is_over()
            else texts.PLURALS.green_to_reach(len(missed)))
        achieved = scoring.achieved_objectives(tokyo, lines, state.objectives)
        self.category_formula["objectives"].setText(
            f"{len(achieved)} / {len(state.objectives)}" if state.objectives else "")
        self.total = sum(breakdown.values())
        self._show_points()
        self._show_total(state)

    def _category_detail(self, key: str) -> str:
        """What a compact category box says in its tooltip under its name: what was counted."""
        detail = self.category_formula[key].text()
        if key == "interchanges" and self.interchange_counts:
            detail += "\n" + texts.interchange_help(self.interchange_counts)
        return detail

    def _show_total(self, state: NextStationState) -> None:
        """Ink, and red below zero as on any account. It starts below zero: every green
        station not reached yet counts against it (the sheet says "still to reach"), which the
        tooltip explains."""
        colour = style.VERMILION if self.total < 0 else style.INK
        self.total_points.setStyleSheet(f"color: {colour};")
        help_text = "" if state.is_over() else texts.total_help()
        for widget in (self.total_name, self.total_points):
            widget.setToolTip(help_text)

    def _show_chooser(self, seat: int) -> None:
        names = self.table.seat_names
        self.chooser.blockSignals(True)
        if self.chooser.count() != len(names):
            self.chooser.clear()
            for index, name in enumerate(names):
                self.chooser.addItem(name, index)
        else:
            for index, name in enumerate(names):
                self.chooser.setItemText(index, name)
        self.chooser.setCurrentIndex(seat)
        self.chooser.blockSignals(False)
        self._show_head()

    def _update_buttons(self) -> None:
        action = self._finish_turn()
        self.pass_button.setEnabled(action is not None)
        self._label_pass_button(action)
        # Loud only when it is the one sensible move: while a section can be drawn, passing is
        # the exception and must not look like the way on.
        only = self._only_move(action)
        style.set_role(self.pass_button, "primary" if only else None)
        # Nor the key of the way on: a stray Space or Enter must not throw the card away.
        refuse_keys(self.pass_button, texts.pass_by_click() if action == PASS and not only else "")
        self.undo_button.setEnabled(self.table.can_undo())
        # A finished game has nothing to pass and nothing to take back: no buttons for it.
        self.show_bar_buttons(not self.table.match.is_over())

    def _only_move(self, action: Action | None) -> bool:
        if action is None:
            return False
        if action == NEXT_CARD:
            return True
        seat = self.focus.acting_seat()
        return seat is not None and len(self.table.state().legal_actions(seat)) == 1

    def _label_pass_button(self, action: Action | None) -> None:
        if action in (STOP, NEXT_CARD):
            self.pass_button.setText(texts.confirm_text())
            self.pass_button.setToolTip(texts.confirm_help())
        else:
            self.pass_button.setText(texts.pass_text())
            self.pass_button.setToolTip(texts.pass_help())

    def _show_hint(self, text: str) -> None:
        if self.table.match.is_over():
            text = texts.game_over_hint(solo=len(self.table.seat_names) == 1)
        elif not text and self.focus.acting_seat() is None:
            text = self._waiting_text()
        self.hint.setText(text)

    def _waiting_text(self) -> str:
        table = self.table
        if table.busy:
            return texts.bots_drawing_text()
        if self.focus.chosen is not None:
            return texts.other_sheet_text()
        seat = table.shown_seat
        if table.resolution_held():
            return confirm_hint(table)
        if seat is not None and view_as(table.view(), NextStationState).decided(seat):
            return texts.waiting_text()
        return ""

    # -- language ------------------------------------------------------------------------------

    def undo_help(self) -> str:
        return texts.undo_help()

    def retranslate(self) -> None:
        self._language += 1
        self._label_pass_button(self._finish_turn())
        self.sheet_title.setText(texts.sheet_title())
        self.chooser_label.setText(texts.chooser_text())
        for key, label in self.category_names.items():
            label.setText(texts.category_label(key))
        for line_box in self.line_boxes:
            line_box.retranslate()
        self.total_name.setText(words.total())
        for face in self.flipped_faces:
            face.retranslate()
        super().retranslate()

"""The game screen: the board (fitted to the window), scores, the game's own panel and the log."""

from __future__ import annotations

import re
import unicodedata
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QCursor, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Event

from .board_view import BoardView
from .controller import MatchController
from .game_side import Scoreboard, SideSplit
from .hints import HintView, offers_hints
from .kit import sound, style, words
from .kit.action_bar import ActionBar, HintLabel
from .kit.board import BoardSceneBase
from .kit.i18n import fill
from .kit.log_pane import LogList, LogPane
from .kit.moment import after_moments
from .kit.panel import Watch, watch
from .kit.relabel import Relabelled
from .kit.rules_links import section_of
from .plugin_api import (
    RULES_SECTION_PROPERTY,
    ActionSource,
    BarParts,
    HeroSource,
    KeyboardItem,
    PromptWords,
    TurnColours,
    ViewFit,
    ViewNeeds,
    ViewRoom,
)
from .score_sheet import ScoreSheet
from .score_sums import live_scores
from .seat_look import LookBar, SeatLook

if TYPE_CHECKING:
    from .handoff import TurnCurtain

TOAST_MS = 3500  # the least a note over the board stays
TOAST_MS_PER_CHARACTER = 60  # and the time it takes to read a longer one
SIDE_SHARE = 0.3  # of the window's width for the side column, within the bounds below
SIDE_MIN_CHARS = 34
SIDE_MAX_CHARS = 54
# The hero (a game's card on top of the column) gets this share of the screen's height, within
# these bounds: big on a tall window, yet the action bar under it always in sight at 700 px; at
# 1920×1080 no taller than the score sheet and the card's words below it leave it (Next Station's
# card at 252 px left them a scroll bar, the card's words under the fold).
HERO_SHARE = 0.24
HERO_MIN = 110
HERO_MAX = 212
# Less still when the column would not fit otherwise (four players at 1024×700): the card
# shrinks before anything in the column overlaps anything else.
HERO_LEAST = 104
# The least the hero gives a panel's view that asks for room (ViewRoom): Next Station's card
# keeps the words beside it (the subway cards left) with three players at 1024×700.
HERO_FOR_VIEW = 136
# The panel's scroll area may come down to this in a short column (four players at 1024×700 in
# Polish): its first row (Next Station's line boxes, each line's points) in sight, the rest
# scrolls, while the action bar above it must never be squeezed.
PANEL_LEAST = 50
# Below this height of the game screen (a 1024×700 window), with at least CROWDED players, the
# turn's strip takes small type and the side column's parts stand closer (keyed by "short"): with
# four players, two of them at the screen, the score sheet's category boxes stay in sight, in
# Japanese too. Fewer players keep the column as it is: three with two at the screen have room for
# the whole hero, the words under the subway dots, and would lose them to the panel's view.
SHORT_SCREEN = 700
CROWDED = 4
# Each seat over CROWDED raises that height by a traveller's row and the log's lines: five
# Tokaido players at 1366×768 (a 738 px screen) had the last traveller's row under a scroll bar in
# Japanese and a log of one line and a half.
SHORT_PER_SEAT = 60
PINNED_SPACING = {False: 6, True: 4}
COLUMN_SPACING = {False: 8, True: 6}


def without_mnemonic(text: str) -> str:
    """A menu text without its mnemonic: "(&U)" as CJK menus append it, or a lone "&"."""
    text = _APPENDED_MNEMONIC.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


_APPENDED_MNEMONIC = re.compile(r"\s*\(&[^)]\)")


def reading_ms(text: str) -> int:
    """How long a note over the board stays: the time to read it, where a wide character (as
    in Japanese) says about as much as two narrow ones; never less than TOAST_MS."""
    width = sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)
    return max(TOAST_MS, width * TOAST_MS_PER_CHARACTER)


TYPING_WIDGETS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)
MAIN_ACTION_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)




def rules_section_of_widget(widget: QWidget | None, within: QWidget) -> str | None:
    """The section a widget inside ``within`` names (RULES_SECTION_PROPERTY), or its nearest
    ancestor's."""
    while widget is not None and widget is not within:
        section = widget.property(RULES_SECTION_PROPERTY)
        if isinstance(section, str) and section:
            return section
        widget = widget.parentWidget()
    return None


def main_action_key(event: QKeyEvent) -> bool:
    """Space, Return or the keypad's Enter, without Ctrl/Alt/Shift (those mean other things)."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in MAIN_ACTION_KEYS and modifiers == Qt.KeyboardModifier.NoModifier


class GameScreen(Relabelled, QWidget):
    """Hosts one match at a time; the main window attaches and detaches controllers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.controller: MatchController | None = None
        self._attached_count = 0  # one more with each match shown: a late wait knows its own
        self._watch: Watch | None = None  # the controller's signals the screen listens to
        self.hints: HintView | None = None  # the Hint button's answers, for games that give them
        self._curtain: TurnCurtain | None = None  # names the next player at a shared screen
        self._shown_before: int | None = None  # the seat on screen before the last change
        self.board = BoardView()
        self.scene: QGraphicsScene | None = None
        self.panel: QWidget | None = None
        self.hero: QWidget | None = None
        self.title = QLabel()
        self.title.setProperty("role", "heading")
        # Two lines of room whatever it says: a longer status never makes the bar taller and so
        # never moves the side column's buttons.
        self.status = HintLabel(lines=2)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # The shell's own step: a resolution a human's decision brought due (the next card, a
        # reveal) waits for this button, so the decision can still be taken back until then.
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setProperty("role", "primary")
        self.confirm_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.confirm_button.clicked.connect(self._confirm)
        self.confirm_button.hide()
        self.undo_button = QPushButton()  # the bar's own, for games whose panel has none
        self.undo_button.setObjectName("barUndo")
        self.undo_button.clicked.connect(self._undo)
        self.action_bar = ActionBar()
        self.scoreboard = Scoreboard()
        self.look = SeatLook(self)
        self.look_bar = LookBar()
        self.scoreboard.seat_clicked.connect(self.look.look_at)
        self.look_bar.back.connect(self.look.back)
        self.look.changed.connect(self._on_look_changed)
        self.log_pane = LogPane()
        self._scores_label = QLabel()
        self._scores_label.setProperty("role", "heading")
        self._turn_legend = QLabel()  # what the ▶ before a name means, while one shows
        self._turn_legend.setObjectName("turnLegend")
        self._turn_legend.setProperty("role", "subtle")
        self._turn_legend.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.side = QFrame()
        self.side_scroll = QScrollArea()
        self.side_split = SideSplit()
        self.toast = QLabel(self)
        self.toast.setObjectName("toast")
        self.toast.setWordWrap(True)
        self.toast.hide()
        self._toast_timer = QTimer(self, singleShot=True, interval=TOAST_MS)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.score_sheet = ScoreSheet(self)
        self._bar = QHBoxLayout()
        self._panel_slot = QVBoxLayout()
        self._hero_slot = QVBoxLayout()
        self._live_buttons: list[QToolButton] = []  # the bar's buttons a replay has no use for
        self._lay_out()
        self.retranslate()

    # -- layout --------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        bar = self._top = QFrame()
        bar.setProperty("role", "bar")
        self._bar.setContentsMargins(10, 4, 14, 4)
        self._bar.setSpacing(6)
        self._bar.addWidget(self.title)
        self._bar.addSpacing(16)
        self._bar.addWidget(self.status, 1)
        bar.setLayout(self._bar)
        self._lay_out_side()
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.board, 1)
        body.addWidget(self.side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addLayout(body, 1)

    def _lay_out_side(self) -> None:
        """Pinned on top, in the order a player looks: the game's hero (the card), what to do
        now (the action bar), the players' scores; below them the game's panel in the column's
        scroll area, and the game log under it, always in sight."""
        side = self.side
        side.setProperty("role", "panel")
        side.setObjectName("sidePanel")
        column = QVBoxLayout(side)
        column.setContentsMargins(14, 12, 4, 8)
        column.setSpacing(COLUMN_SPACING[False])
        pinned = self._pinned = QVBoxLayout()
        pinned.setContentsMargins(0, 0, 10, 0)  # in line with the scrolling part's content
        pinned.setSpacing(PINNED_SPACING[False])  # close enough for four players' rows
        self._hero_slot.setContentsMargins(0, 0, 0, 0)
        pinned.addLayout(self._hero_slot)
        pinned.addWidget(self.action_bar)
        heading = QHBoxLayout()
        heading.setContentsMargins(0, 0, 0, 0)
        heading.addWidget(self._scores_label)
        heading.addWidget(self._turn_legend, 1)
        pinned.addLayout(heading)
        pinned.addWidget(self.scoreboard)
        pinned.addWidget(self.look_bar)
        column.addLayout(pinned)
        content = QWidget()
        content.setObjectName("sideContent")
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 10, 0)  # room for the scroll bar, shown or not
        inner.setSpacing(8)
        inner.addLayout(self._panel_slot)
        inner.addStretch(1)
        scroll = self.side_scroll
        scroll.setObjectName("sideScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setWidget(content)
        scroll.setMinimumHeight(PANEL_LEAST)  # below its scroll bar's own least height
        # The log below the panel, outside its scroll area: always in sight, its share of the
        # column the player's to drag.
        split = self.side_split
        split.setObjectName("sideSplit")
        split.setChildrenCollapsible(False)
        split.addWidget(scroll)
        split.addWidget(self.log_pane)
        self.log_pane.setContentsMargins(0, 0, 10, 0)  # in line with the panel above
        column.addWidget(split, 1)
        side.installEventFilter(self)  # the parts' heights change: the hero's room with them
        self._fit_side()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.side and event.type() == QEvent.Type.LayoutRequest:
            self._fit_side()  # the same height again changes nothing: no loop
        return super().eventFilter(watched, event)

    def _fit_side(self) -> None:
        # A width set by the window alone: texts changing inside never move the column's buttons.
        char = self.fontMetrics().averageCharWidth()
        width = round(self.width() * SIDE_SHARE)
        self.side.setFixedWidth(max(char * SIDE_MIN_CHARS, min(width, char * SIDE_MAX_CHARS)))
        least = self.panel.least_view_height() if isinstance(self.panel, ViewRoom) else 0
        needs = self.panel.view_needs() if isinstance(self.panel, ViewNeeds) else None
        self.side_split.set_room(least, needs)
        players = len(self.controller.match.seats) if self.controller is not None else 0
        short_below = SHORT_SCREEN + SHORT_PER_SEAT * (players - CROWDED)
        self._fit_short(players >= CROWDED and self.height() < short_below)
        if self.hero is not None:  # fixed: a card turning over never moves the buttons below
            wanted, room = self._hero_room(self.hero)
            # The column's slack goes to the split under the hero: the panel's least view
            # (ViewRoom) takes it from the hero's room, down to HERO_FOR_VIEW, unless the column
            # already leaves the hero less than it wants (its words first); in a short window
            # then down to HERO_LEAST: four players with two at the screen at 1024×700 see the
            # score sheet's category boxes, the words under the subway dots give way first.
            # A panel that says what its view needs (ViewNeeds) has the log under it read its
            # lines too: four players at 1024×700 read two of them, the hero taking the rest.
            log = self.log_pane
            reading = log.readable_height() - log.minimumHeight() if needs is not None else 0
            least_hero = HERO_LEAST if self.action_bar.strip.compact \
                else HERO_FOR_VIEW if room >= wanted else room
            spare = room - least_hero
            extra = min(max(0, least - PANEL_LEAST) + reading, max(0, spare))
            self.hero.setFixedHeight(max(HERO_LEAST, min(wanted, room - extra)))

    def _fit_short(self, short: bool) -> None:
        """A short window (by its height alone: the same at every turn) tightens the column."""
        if short == self.action_bar.strip.compact:
            return  # each change re-lays the column: made once
        self.action_bar.strip.set_compact(short)
        self._pinned.setSpacing(PINNED_SPACING[short])
        column = self.side.layout()
        if column is not None:
            column.setSpacing(COLUMN_SPACING[short])
        # The list's heading in body type, bold: the ▶ legend beside it keeps its line.
        self._scores_label.setStyleSheet("font-size: 11pt;" if short else "")
        self.log_pane.set_compact(short)  # its lines in sight: four where two were

    def _hero_room(self, hero: QWidget) -> tuple[int, int]:
        """The hero's wanted height, HERO_SHARE of the screen's height within its bounds, and
        the room the rest of the column leaves it (many players, a short window, the turn's
        strip)."""
        wanted = max(HERO_MIN, min(round(self.height() * HERO_SHARE), HERO_MAX))
        column = self.side.layout()
        if column is None or self.height() <= 0:
            return wanted, wanted
        others = column.minimumSize().height() - hero.minimumHeight()
        return wanted, self.height() - self._top.sizeHint().height() - others

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_side()

    @property
    def log(self) -> LogList:
        """The game log's lines (the pane's list)."""
        return self.log_pane.lines

    def add_bar_actions(self, leading: list[QAction], trailing: list[QAction]) -> None:
        """The window's actions as buttons in the bar: ``leading`` (home) stays in a replay,
        ``trailing`` (hint, save) is for a game being played and hides in a replay."""
        for index, action in enumerate(leading):
            self._bar.insertWidget(index, self._bar_button(action))
        for action in trailing:
            button = self._bar_button(action)
            self._live_buttons.append(button)
            self._bar.addWidget(button)

    def _bar_button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setIconSize(QSize(22, 22))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setCursor(Qt.CursorShape.PointingHandCursor)

        # The menu's text carries its keyboard mnemonic ("&Undo", Japanese "元に戻す(&U)"); a
        # button in the bar is clicked, so it shows the words alone.
        def show_words() -> None:
            button.setText(without_mnemonic(action.text()))

        action.changed.connect(show_words)
        show_words()
        return button

    # -- attaching a match ---------------------------------------------------------------------

    def attach(self, controller: MatchController) -> None:
        self.detach()
        self.controller = controller
        self._attached_count += 1
        self.scene = controller.plugin.create_board(controller)
        self.board.setScene(self.scene)
        self.look.attach(controller, self.scene)
        self.panel = controller.plugin.create_panel(controller)
        if self.panel is not None:
            self._panel_slot.addWidget(self.panel)
        self.side_split.follow(self.panel.fit_view if isinstance(self.panel, ViewFit) else None)
        self._attach_hero(controller)
        # Alone at the table the list would only repeat the panel's total: its room goes to
        # the game (Next Station's score sheet stays in sight at 1024×700).
        solo = len(controller.match.seats) == 1
        self.scoreboard.setVisible(not solo)
        # The turn's strip comes and goes with the curtain: its room stays, nothing below it moves
        # (its room counted apart was counted twice while hidden: the hero jumped 10 px).
        self.action_bar.strip.keep_room(len(controller.human_seats) > 1)
        self._scores_label.setVisible(not solo)
        self._turn_legend.setVisible(False)
        if isinstance(self.panel, ActionSource):
            self.action_bar.set_parts(self.panel.bar_parts(), owner=self.panel)
        else:  # the shell's own Confirm and Undo
            self.action_bar.set_parts(BarParts(self.confirm_button, (self.undo_button,)))
        self._show_live_parts(not controller.replaying)
        self._watch = watch(controller, changed=self._on_changed, state=self._update_status,
                            shown_seat=self._on_shown_seat, game_over=self._on_game_over,
                            error=self.show_toast)
        if (director := sound.director_of(self)) is not None:
            director.follow(controller)  # the table's sounds and its game's music
        self._shown_before = controller.shown_seat
        if offers_hints(controller.plugin):
            self.hints = HintView(self, controller)
        self.log_pane.colour_of = self._seat_colour
        self.log_pane.attach(controller)
        self.retranslate()
        self._fit_side()  # the hero's room, now that the column holds every player's row
        self.board.setFocus()  # Space / Enter press the main action from the start

    def _show_live_parts(self, live: bool) -> None:
        """A replay shows no button that looks as if it could be pressed: the action bar (the
        main action, Confirm, Undo) and the top bar's Hint and Save are hidden, not greyed. The
        panel stays, greyed: it shows what was on offer at the move."""
        self.action_bar.setVisible(live)
        self.action_bar.setEnabled(live)
        for button in self._live_buttons:
            button.setVisible(live)
        if self.panel is not None:
            self.panel.setEnabled(live)

    def _seat_colour(self, seat: int) -> QColor:
        """A player's colour in the log: the game's, where its panel has them."""
        colour = self.panel.turn_colour(seat) if isinstance(self.panel, TurnColours) else None
        return colour if colour is not None else QColor(style.INK)

    def _attach_hero(self, controller: MatchController) -> None:
        """The game's hero, if its panel makes one (``HeroSource``)."""
        hero = self.panel.hero() if isinstance(self.panel, HeroSource) else None
        self.hero = hero
        if hero is not None:
            self._hero_slot.addWidget(hero)
            hero.show()
            self._fit_side()

    def detach(self) -> None:
        if self.controller is None:
            return
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        if self.hints is not None:
            self.hints.dispose()
            self.hints = None
        self.look.detach()
        self.board.setScene(None)
        if self.scene is not None:
            self.scene.deleteLater()
        self.action_bar.release_parts()  # the panel's parts end with the panel
        self.action_bar.strip.hide()
        for widget, slot in ((self.hero, self._hero_slot), (self.panel, self._panel_slot)):
            if widget is not None:
                # Out of the layout at once: deleteLater alone leaves it on screen until the
                # loop runs.
                slot.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self.scene = self.panel = self.hero = self.controller = None
        self.side_split.follow(None)
        self.score_sheet.hide()
        self.toast.hide()
        if self._curtain is not None:
            self._curtain.finish()
        self.log_pane.detach()

    # -- reacting to the match -----------------------------------------------------------------

    def _attached(self) -> MatchController:
        """The controller of the match shown: the match's signals come only while attached."""
        assert self.controller is not None, "no match is attached"
        return self.controller

    def _on_changed(self, events: list[Event]) -> None:
        self._show_scores(self._attached())
        self._update_status()
        self._keys_to_the_board()
        self._fit_side()  # the column's parts may have changed height (the turn's strip)

    def _keys_to_the_board(self) -> None:
        """After a move the keyboard rests on the board, never on a button of the bar: the
        button may mean something else now (Next Station's "Next card" turns into "Pass"), and
        a stray Space would press it."""
        focused = QApplication.focusWidget()
        if focused is not None and self.action_bar.isAncestorOf(focused):
            self.board.setFocus()

    def _show_scores(self, controller: MatchController) -> None:
        """The list of scores, and the legend of its ▶ while a row is marked."""
        marked = self.scoreboard.show_controller(controller, self.look)
        self._turn_legend.setVisible(marked and self.scoreboard.isVisibleTo(self))

    def _on_look_changed(self) -> None:
        self.look_bar.show_look(self.look)
        if self.controller is not None:
            self._show_scores(self.controller)

    def _on_game_over(self) -> None:
        self._update_status()
        self.toast.hide()
        # The final scores after the last move's motion and moments (a trip's last day, the
        # final inn): the flourish never plays over them. The wait holds no controller.
        after_moments(self._attached(), self.board, partial(self._show_final, self._attached_count))

    def _show_final(self, attached: int) -> None:
        if self.controller is None or attached != self._attached_count:
            return  # the game was left, or another shown, before its moments ended
        self.score_sheet.celebrate(self._winner_colours())
        self.score_sheet.show_table(self.controller)

    def _winner_colours(self) -> list[QColor]:
        """The winners' own colours (pawn, pencil) for their flourish, where the panel has them."""
        scores = live_scores(self._attached())
        if scores is None or not isinstance(self.panel, TurnColours):
            return []
        colours = (self.panel.turn_colour(seat) for seat in scores.winners)
        return [colour for colour in colours if colour is not None]

    def _update_status(self, *_: object) -> None:
        self.status.setText(self._status_text())
        controller = self.controller
        held = controller is not None and controller.resolution_held() and not (
            controller.plugin.shows_confirm)  # a board may offer it in its own panel
        if held:
            self.confirm_button.setText(self._confirm_label())
        if self.action_bar.main is self.confirm_button:
            self.confirm_button.setVisible(held)
        self.undo_button.setEnabled(controller is not None and controller.can_undo())
        self._update_strip()

    def _on_shown_seat(self, _seat: int) -> None:
        self._update_status()
        before, now = self._shown_before, self._turn_at_shared_screen()
        self._shown_before = self._attached().shown_seat
        if before is not None and now is not None and now != before:
            self._draw_curtain(now)

    def _draw_curtain(self, seat: int) -> None:
        """The screen went straight from one player's sheet to the next one's (no hand-off
        screen: nothing private): name the next player over it for a moment."""
        from .handoff import TurnCurtain

        if self._curtain is None:
            self._curtain = TurnCurtain(self)
        controller = self._attached()
        colour = self.panel.turn_colour(seat) if isinstance(self.panel, TurnColours) else None
        #: the curtain over the table when several people share the screen and the next one is to
        #: play: %1 that player's name
        self._curtain.show_turn(fill(self.tr("Your turn, %1"), controller.seat_names[seat]),
                                colour, controller.animation_factor)

    def _update_strip(self) -> None:
        """Several players at one screen with no hand-off between them: name whose turn it is."""
        seat = self._turn_at_shared_screen()
        if seat is None:
            self.action_bar.strip.hide()
            return
        colour = None
        if isinstance(self.panel, TurnColours):
            colour = self.panel.turn_colour(seat)
        self.action_bar.strip.show_turn(
            #: the strip over the action bar when several people share the screen: %1 the name of
            #: the player to move
            fill(self.tr("Your turn, %1"), self._attached().seat_names[seat]), colour)

    def _turn_at_shared_screen(self) -> int | None:
        controller = self.controller
        if controller is None or len(controller.human_seats) < 2 or controller.match.is_over():
            return None
        seat = controller.shown_seat
        if seat is None or controller.pending_handoff is not None:
            return None
        acting = seat in controller.match.state.to_act() or controller.resolution_held()
        return seat if acting else None

    def _confirm_label(self) -> str:
        label = getattr(self._attached().plugin, "confirm_label", None)
        #: the action bar's button that takes a held step (a card drawn, the end of a turn) when the
        #: game has no word of its own
        return label() if label is not None else self.tr("Confirm")

    def _confirm(self) -> None:
        if self.controller is not None:
            self.controller.resolve()

    def _undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    # -- keyboard ------------------------------------------------------------------------------

    def rules_section(self) -> str | None:
        """The section F1 opens: that of what is under the pointer (the topmost board item
        that names a section, itself or through an ancestor; a panel's widget that names one),
        else of what the keyboard is on; None: the rules' start."""
        if self.controller is None:
            return None
        spot = self.mapFromGlobal(QCursor.pos())
        pointed = self.childAt(spot) if self.rect().contains(spot) else None
        section = self._section_on_board() if pointed is self.board.viewport() else (
            rules_section_of_widget(pointed, self))
        return section or self._focused_section()

    def _section_on_board(self) -> str | None:
        spot = self.board.viewport().mapFromGlobal(QCursor.pos())
        for item in self.board.items(spot):  # the topmost first
            section = section_of(item)
            if section is not None:
                return section
        return None

    def _focused_section(self) -> str | None:
        scene = self.board.scene()
        if scene is not None:
            focused = scene.keyboard_item() if isinstance(scene, KeyboardItem) else None
            section = section_of(focused or scene.focusItem())
            if section is not None:
                return section
        return rules_section_of_widget(QApplication.focusWidget(), self)

    def press_main(self) -> bool:
        """Space / Enter: the main action of the moment (Next card, Pass, Confirm); one a key
        must not press now (``refuse_keys``) says why over the board instead."""
        if self.controller is None:
            return False
        refusal = self.action_bar.key_refusal()
        if refusal:
            self.show_toast(refusal)
            return True
        return self.action_bar.press_main()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys the board and the focused widget did not take come here.
        if main_action_key(event) and self._press_focused_or_main():
            event.accept()
            return
        super().keyPressEvent(event)

    def _press_focused_or_main(self) -> bool:
        focused = QApplication.focusWidget()
        if isinstance(focused, TYPING_WIDGETS):
            return False  # Enter ends typing; it never plays a move
        if isinstance(focused, QAbstractButton) and focused.isEnabled() and focused.isVisible():
            focused.click()  # Enter on a focused button presses that button, as Space does
            return True
        return self.press_main()

    def _status_text(self) -> str:
        controller = self.controller
        if controller is None:
            return ""
        match, names = controller.match, controller.seat_names
        if controller.replaying:  # a game that was played: nothing to do now
            #: the status of the game screen while a finished game is replayed
            return self.tr("Replay of a finished game")
        if match.is_over():
            #: the top bar's status once the game has ended
            return self.tr("Game over")
        if controller.pending_handoff is not None:
            #: the top bar's status while the device is to be passed on: %1 the next player's name
            return fill(self.tr("Waiting for %1"), names[controller.pending_handoff])
        seat = controller.shown_seat
        if controller.resolution_held():
            if controller.can_undo():
                #: the top bar's status after a move that waits to be confirmed
                return self.tr("You can still take this back with Undo.")
            #: the top bar's status in a tutorial after a move that waits to be confirmed (no Undo
            #: there)
            return self.tr("Confirm to go on.")  # a tutorial follows the game forward only
        prompt = controller.prompt()
        if prompt is not None:
            own = self.panel.prompt_words(prompt) if isinstance(self.panel, PromptWords) else None
            text = own or controller.plugin.prompt_text(prompt, names)
            if text:
                return text
        thinking = controller.thinking_seat
        if controller.busy and thinking is not None and seat not in match.state.to_act():
            return words.thinking(names[thinking])
        if seat is not None and seat in match.state.to_act():
            if len(controller.human_seats) == 1:
                #: the top bar's status when the only person at the screen is to move
                return self.tr("Your turn")
            #: the top bar's status when one of several people at the screen is to move: %1 their
            #: name
            return fill(self.tr("Your turn, %1"), names[seat])
        return ""

    def show_toast(self, text: str) -> None:
        """A short note over the board (an illegal click, a failed autosave); it goes by itself
        once it could be read."""
        self.toast.setText(text)
        width = min(self.board.width() - 40, self.fontMetrics().averageCharWidth() * 70)
        self.toast.setFixedWidth(max(width, 200))
        self.toast.adjustSize()
        x = self.board.x() + (self.board.width() - self.toast.width()) // 2
        # Above what lies over the board's foot (a replay's bar), never over it.
        foot = self.board.viewportMargins().bottom()
        y = self.board.y() + self.board.height() - foot - self.toast.height() - 24
        self.toast.move(x, y)
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(reading_ms(text))

    # -- hints ---------------------------------------------------------------------------------

    def can_hint(self) -> bool:
        return self.hints is not None and self.controller is not None and (
            self.hints.showing() or self.controller.can_hint())

    def close_topmost(self) -> bool:
        """Esc: close what lies on top of the game (the final scores, the hint bubble, then the
        board's chooser, note or keyboard cursor, then another player's board looked at); False
        when nothing is open, so Esc may leave the game."""
        if self.score_sheet.isVisible():
            self.score_sheet.hide()
            return True
        if self.hints is not None and self.hints.showing():
            self.hints.close()
            return True
        scene = self.scene
        if isinstance(scene, BoardSceneBase) and scene.can_back_out():
            scene.back_out()
            return True
        if self.look.looked_at() is not None:  # another player's board: back to one's own
            self.look.back()
            return True
        return False

    def ask_hint(self) -> bool:
        """The Hint button (H): what the hard computer player would do; again: away with it."""
        if self.hints is None or self.controller is None:
            return False
        if self.hints.showing():
            self.hints.close()
            return True
        if not self.controller.ask_hint():
            return False
        self.hints.thinking()
        return True

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        #: the heading of the list of players and their scores beside the board
        self._scores_label.setText(self.tr("Scores"))
        #: beside the heading of the list of scores: what the ▶ before a player's name means
        self._turn_legend.setText(self.tr("▶ still to play"))
        self.undo_button.setText(words.undo())
        if self.controller is not None:
            self.title.setText(self.controller.plugin.title())
            for part in (self.scene, self.hero, self.panel):  # board items carry text too
                retranslate = getattr(part, "retranslate", None)
                if retranslate is not None:
                    retranslate()
            self._show_scores(self.controller)
        self.look_bar.show_look(self.look)
        if self.hints is not None:
            self.hints.retranslate()
        self._update_status()


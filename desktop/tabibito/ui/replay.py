"""A finished game played back move by move on its own board (the save is the replay).

``ReplayController`` is a match controller over a copy of the finished match's start: it plays
nothing by itself, refuses every click, and steps through the finished log. ``ReplayBar`` is what
the player holds: first, back, play or pause at a chosen speed, forward, last, the move's own log
line, and the way back to the final scores. It lies under the board, never over it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStyle, QToolButton

from tabibito.engine import Action, Match, Move, Prompt, State, TabibitoError

from . import messages
from .controller import MatchController
from .kit import style
from .kit.i18n import fill
from .kit.log_lines import worded_for
from .plugin_api import GameUI, MoveWords

if TYPE_CHECKING:
    from pathlib import Path

    from .game_screen import GameScreen
    from .kit.settings import Settings

SPEED_FACTORS = (1, 2, 4)  # how much faster than the slowest the moves follow
SPEEDS = tuple(1600 // factor for factor in SPEED_FACTORS)  # milliseconds per move
BAR_GAP = 12  # between the bar and the foot of the board's space


class _WatchOnly:
    """The replay's guard: the board shows a game that was played; it takes no moves."""

    def __init__(self, controller: ReplayController) -> None:
        self.controller = controller

    def allows(self, seat: int, action: Action) -> bool:
        return self._refused()

    def allows_confirm(self) -> bool:
        return self._refused()

    def would_allow(self, seat: int, action: Action) -> bool:
        return False

    def _refused(self) -> bool:
        #: the status line when a click on the board of a replay asks for a move
        self.controller.error.emit(QCoreApplication.translate(
            "Replay", "This is a replay: step through it with the arrows."))
        return False

    def moved(self) -> None:
        pass

    def confirmed(self) -> None:
        pass

    def lesson_move(self) -> Action | None:
        return None


class ReplayController(MatchController):
    """Shows ``finished``'s game from its start, as ``viewer`` saw it (None: the open table)."""

    position_changed = Signal(int)
    replaying = True  # the game screen shows no live prompt and no live buttons

    def __init__(self, finished: Match, plugin: GameUI, viewer: int | None, *,
                 animation_factor: float = 1.0, parent: QObject | None = None) -> None:
        match = Match(finished.game, finished.options, finished.seats, finished.seed,
                      setup=finished.setup)
        super().__init__(match, plugin, animation_factor=animation_factor, parent=parent)
        self.finished = finished
        self.moves: Sequence[Move] = tuple(finished.log)
        self.position = 0
        self._move_events: list[list] = []  # what each shown move did, for its log line
        self._shown = self._holder = viewer
        self._pending = None
        self.lesson_guard = _WatchOnly(self)
        if self.moves:  # the start as the table showed it: what came before the first move
            self._resolutions_before(self.moves[0])

    def _advance(self) -> None:
        """A replay plays nothing by itself: no computer players, no hand-offs."""

    def start(self) -> None:
        self._announce([])

    def can_hint(self) -> bool:
        return False

    def prompt(self) -> Prompt | None:
        """Nothing is being decided in a game that was played: no panel asks a question."""
        return None

    def resolution_held(self) -> bool:
        return False  # nothing waits for a confirmation in a game that was played

    def step_to(self, position: int) -> None:
        """Show the game after ``position`` moves (forward one by one, so the board moves as it
        did; backward from the start)."""
        position = max(0, min(position, len(self.moves)))
        match = self._match
        if position < self.position:
            match.start_over()
            self.position = 0
            self._move_events = []
            self.animations.finish_all()
            events = self._forward_to(position)
            events.clear()  # a jump back is shown at once, not animated
        else:
            events = self._forward_to(position)
        self.changed.emit(events)
        self.position_changed.emit(self.position)

    def _forward_to(self, position: int) -> list:
        events: list = []
        match = self._match
        try:
            for move in self.moves[self.position:position]:
                done = match.replay_move(move)
                self._move_events.append(done)
                events += done
            if position == len(self.moves):
                events += match.settle()
            else:  # shown as the table stood after the move, as the game went on
                events += self._resolutions_before(self.moves[position])
        except TabibitoError:  # the finished game replayed once already; never expected here
            self.error.emit(self.message(TabibitoError(messages.BOT_FAILED)))
        self.position = position
        return events

    def _resolutions_before(self, move: Move) -> list:
        """The resolutions the game took before ``move`` (travellers revealed, a round ended):
        the table showed them at once, before anybody decided again, and so does the replay
        (the board, the panel and the hero then read one position)."""
        match, events = self._match, []
        while match.step < move.step and match.state.needs_resolution():
            events += match.resolve()
        return events

    def next_decision(self) -> tuple[Move, State] | None:
        """The move taken next from the position shown and the view (as the replay's viewer
        saw it) it was decided on (the position shows the resolutions before it taken: a
        market opened, cards drawn): what a board may show was on offer. None at the end."""
        if self.position >= len(self.moves):
            return None
        return self.moves[self.position], self._match.state.view(self._shown)

    def move_line(self) -> str:
        """The last shown move in the game log's words (its first line worth one)."""
        if self.position == 0:
            #: the replay bar's line before the first move
            return QCoreApplication.translate("Replay", "The start of the game")
        move = self.moves[self.position - 1]
        names, state, plugin = self.seat_names, self._match.state, self.plugin
        # The move's own events come after those of the resolution taken before it.
        with worded_for(plugin, state):
            for event in reversed(self._move_events[self.position - 1]):
                line = plugin.event_text(event, names, self._shown)
                if line:
                    return line
        # No line yet (a secret draft's cards turn over later): the move said itself.
        if isinstance(plugin, MoveWords):
            line = plugin.move_text(state, move.seat, move.action, names, self._shown)
            if line:
                return line
        #: the replay bar's line for a move the log has no words for: %1 the player
        return fill(QCoreApplication.translate("Replay", "%1 decided"), names[move.seat])


class ReplayBar(QFrame):
    """The replay's controls, pinned over the foot of the board."""

    closed = Signal()

    def __init__(self, screen: GameScreen, controller: ReplayController) -> None:
        super().__init__(screen)
        self.game_screen, self.controller = screen, controller
        self.setObjectName("replayBar")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"QFrame#replayBar {{ background: {style.CARD}; border: 2px solid {style.INK};"
            " border-radius: 12px; }")
        self.timer = QTimer(self)  # playing: one move on at each tick
        self.timer.timeout.connect(self._tick)
        self.speed = 0  # the index into SPEEDS
        self.play = QToolButton()
        self.play.setObjectName("replayPlay")
        self.play.setIconSize(QSize(18, 18))
        self.play.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play.clicked.connect(self.toggle_play)
        self.speed_button = QToolButton()
        self.speed_button.setObjectName("replaySpeed")
        self.speed_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.speed_button.clicked.connect(self.next_speed)
        self.buttons = {name: self._button(glyph, step) for name, glyph, step in (
            ("first", "|◀", lambda: 0), ("back", "◀", lambda: controller.position - 1),
            ("forward", "▶", lambda: controller.position + 1),
            ("last", "▶|", lambda: len(controller.moves)))}
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.line = QLabel()
        self.line.setObjectName("replayLine")
        self.line.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replayClose")
        self.close_button.setProperty("role", "primary")
        self.close_button.clicked.connect(self.closed)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        for name in ("first", "back"):
            row.addWidget(self.buttons[name])
        row.addWidget(self.play)
        row.addWidget(self.speed_button)
        row.addWidget(self.where)
        for name in ("forward", "last"):
            row.addWidget(self.buttons[name])
        row.addWidget(self.line, 1)
        row.addWidget(self.close_button)
        for key, name in ((Qt.Key.Key_Left, "back"), (Qt.Key.Key_Right, "forward"),
                          (Qt.Key.Key_Home, "first"), (Qt.Key.Key_End, "last")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.buttons[name].click)
        pause = QShortcut(QKeySequence(Qt.Key.Key_P), self)
        pause.setContext(Qt.ShortcutContext.WindowShortcut)
        pause.activated.connect(self.play.click)
        controller.position_changed.connect(self.update_text)
        screen.installEventFilter(self)
        self.retranslate()

    def _button(self, glyph: str, target) -> QToolButton:
        button = QToolButton()
        button.setText(glyph)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: self._step(target()))
        return button

    def _step(self, position: int) -> None:
        """A step by hand stops the playing."""
        self.pause()
        self.controller.step_to(position)

    # -- playing by itself ---------------------------------------------------------------------

    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        if self.playing():
            self.pause()
            return
        if self.controller.position >= len(self.controller.moves):
            self.controller.step_to(0)  # played to the end: from the start again
        self.timer.start(SPEEDS[self.speed])
        self.update_text()

    def pause(self) -> None:
        self.timer.stop()
        self.update_text()

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        if self.playing():
            self.timer.start(SPEEDS[self.speed])
        self.update_text()

    def _tick(self) -> None:
        controller = self.controller
        if controller.position >= len(controller.moves):
            self.pause()
            return
        controller.step_to(controller.position + 1)

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        #: the replay bar's button that leaves the replay for the final scores
        self.close_button.setText(QCoreApplication.translate("Replay", "Back to the scores"))
        tips = {
            #: the tooltip of the replay bar's button to the game's start; Home is its key
            "first": QCoreApplication.translate("Replay", "The start (Home)"),
            #: the tooltip of the replay bar's button one move back; ← is its key
            "back": QCoreApplication.translate("Replay", "One move back (←)"),
            #: the tooltip of the replay bar's button one move on; → is its key
            "forward": QCoreApplication.translate("Replay", "One move on (→)"),
            #: the tooltip of the replay bar's button to the game's end; End is its key
            "last": QCoreApplication.translate("Replay", "The end (End)"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        #: the replay bar's button that plays the moves one after another, or pauses (P)
        self.play.setToolTip(QCoreApplication.translate("Replay", "Play or pause (P)"))
        #: the replay bar's button that changes how fast the moves follow each other
        self.speed_button.setToolTip(QCoreApplication.translate("Replay", "Speed"))
        self.update_text()

    def update_text(self, *_: object) -> None:
        controller = self.controller
        #: the replay bar: %1 the move shown (0 before the first), %2 the number of moves
        self.where.setText(fill(QCoreApplication.translate("Replay", "Move %1 of %2"),
                                controller.position, len(controller.moves)))
        self.line.setText(controller.move_line())
        self.buttons["first"].setEnabled(controller.position > 0)
        self.buttons["back"].setEnabled(controller.position > 0)
        self.buttons["forward"].setEnabled(controller.position < len(controller.moves))
        self.buttons["last"].setEnabled(controller.position < len(controller.moves))
        # The style's own media icons: a glyph for "play" is missing from many fonts.
        media = (QStyle.StandardPixmap.SP_MediaPause if self.playing()
                 else QStyle.StandardPixmap.SP_MediaPlay)
        self.play.setIcon(self.style().standardIcon(media))
        self.speed_button.setText(f"{SPEED_FACTORS[self.speed]}×")
        self.place()

    def place(self) -> None:
        board = self.game_screen.board
        width = min(board.width() - 24, 900)
        # The move's line wraps: as tall as it needs at this width, never cut.
        layout = self.layout()
        height = max(self.sizeHint().height(),
                     layout.totalHeightForWidth(width) if layout is not None else 0)
        self.resize(width, height)
        board.keep_free_below(self.height() + 2 * BAR_GAP)
        self.move(board.x() + (board.width() - width) // 2,
                  board.y() + board.height() - self.height() - BAR_GAP)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.game_screen and event.type() == event.Type.Resize:
            self.place()
        return False

    def dispose(self) -> None:
        self.timer.stop()
        self.game_screen.board.keep_free_below(0)
        self.game_screen.removeEventFilter(self)
        self.hide()
        self.deleteLater()


class ReplayHost(Protocol):
    """What a replay needs of the main window."""

    plugins: Mapping[str, GameUI]
    settings: Settings

    @property
    def game_screen(self) -> GameScreen: ...

    def attach(self, match: Match, *, save_path: Path | None,
               controller: MatchController | None = None) -> None: ...


def open_replay(window: ReplayHost, finished: Match, save_path: Path | None) -> ReplayBar:
    """Show ``finished`` from its start in ``window``, as its first human saw it, with the bar
    that steps through it; closing the bar shows the finished game (its scores) again."""
    humans = [index for index, seat in enumerate(finished.seats) if seat.is_human]
    viewer = humans[0] if humans else 0
    replay = ReplayController(finished, window.plugins[finished.game.id], viewer,
                              animation_factor=window.settings.animation_factor)
    window.attach(replay.match, save_path=None, controller=replay)
    bar = ReplayBar(window.game_screen, replay)
    bar.closed.connect(lambda: window.attach(finished, save_path=save_path))
    bar.show()
    bar.place()
    return bar

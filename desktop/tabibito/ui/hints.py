"""The Hint button's answer on the game screen: what the hard computer player would do, ringed
on the board, with the game's reason and gain in a bubble, and a button that plays it.

The controller works the move out (from the seat's own view), has the game put it into words
(``GameUI.hint``, on the worker thread) and counts the hint; this module only shows it. Any change to the table takes the
hint away: advice for a moment that has passed would mislead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tabibito.engine import Action

from .kit import style
from .kit.bubble import Bubble, PointerRing
from .kit.panel import watch
from .plugin_api import GameUI, Hint
from .tutorial.overlay import target_on_screen


def offers_hints(plugin: GameUI) -> bool:
    """Whether the game explains hints (a game without its own words gives none)."""
    return type(plugin).hint is not GameUI.hint


class HintBubble(Bubble):
    """The hint: a heading, the game's words for the move, Close and "Play it"."""

    # A little wider than a lesson's at most: besides the move it says what it gains now and
    # later and why not the best other move, and a tall narrow bubble covers more of the board.
    CHARS, MIN_WIDTH, MAX_WIDTH = 52, 300, 460

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "hintBubble", style.INDIGO)
        self.title = QLabel()
        self.title.setProperty("role", "heading")
        self.text.setObjectName("hintText")
        self.close_button = QPushButton()
        self.close_button.setObjectName("hintClose")
        self.play_button = QPushButton()
        self.play_button.setObjectName("hintPlay")
        self.play_button.setProperty("role", "primary")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.play_button)
        self.body.addWidget(self.title)
        self.body.addWidget(self.text)
        self.body.addLayout(buttons)
        self.take_keys(self.play_button, self.close_button)  # Enter: Play it; Esc: Close
        self.hide()


class HintView(QObject):
    """Shows ``controller``'s hints on the game ``screen``."""

    def __init__(self, screen, controller) -> None:
        super().__init__(controller)
        self.screen, self.controller = screen, controller
        self.ring = PointerRing(screen)
        self.ring.hide()
        self.bubble = HintBubble(screen)
        self.action: Action | None = None
        self.seat: int | None = None
        self.bubble.close_button.clicked.connect(self.close)
        self.bubble.play_button.clicked.connect(self.play)
        controller.hint_ready.connect(self.show_hint)
        watch(controller, changed=self._on_changed, shown_seat=self.close)
        self.retranslate()

    def dispose(self) -> None:
        self._stop_watching()
        for widget in (self.ring, self.bubble):
            widget.hide()
            widget.deleteLater()

    def retranslate(self) -> None:
        #: the heading of the hint bubble (what the hard computer player would do now)
        self.bubble.title.setText(QCoreApplication.translate("Hints", "Hint"))
        #: the hint bubble's button that closes it (Esc)
        self.bubble.close_button.setText(QCoreApplication.translate("Hints", "Close"))
        #: the hint bubble's button that makes the move it recommends (Enter)
        self.bubble.play_button.setText(QCoreApplication.translate("Hints", "Play it"))

    def thinking(self) -> None:
        """The hint was asked for: say so while the computer player works it out. A click
        anywhere but on the bubble meanwhile cancels it, and the bubble goes."""
        self.action, self.seat = None, self.controller.shown_seat
        #: the hint bubble while the hint is being worked out; a click elsewhere cancels it
        self._show(QCoreApplication.translate(
            "Hints", "The computer player is thinking it over…"), None)
        self.bubble.play_button.setEnabled(False)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the hint is worked out, a press elsewhere cancels it (the press goes on)."""
        if event.type() == QEvent.Type.MouseButtonPress and self._waiting() \
                and isinstance(event, QMouseEvent) and isinstance(watched, QWidget):
            # Seen once per widget it passes through (a label hands it to its parents): where
            # it was pressed decides.
            bubble = self.bubble
            inside = QRect(bubble.mapToGlobal(QPoint(0, 0)), bubble.size())
            if not inside.contains(event.globalPosition().toPoint()):
                self.close()
        return False

    def _on_changed(self, _events: list) -> None:
        """Another seat's move at the same time leaves the advice standing; anything that
        changes the seat's own choice takes it away."""
        if self._waiting():
            return  # the controller says whether the answer still stands
        state = self.controller.match.state
        seat, action = self.seat, self.action
        if action is None or seat is None or seat not in state.to_act() \
                or action not in state.legal_actions(seat):
            self.close()

    def _waiting(self) -> bool:
        return self.bubble.isVisible() and self.action is None

    def show_hint(self, seat: int, action: Action | None, hint: Hint | None) -> None:
        controller = self.controller
        if action is None or hint is None or seat != controller.shown_seat:
            self.close()
            return
        self._stop_watching()
        self.seat, self.action = seat, action
        self._show(hint.text, hint.target)
        self.bubble.play_button.setEnabled(True)

    def _stop_watching(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def _show(self, text: str, target: str | None) -> None:
        screen, bubble = self.screen, self.bubble
        bubble.text.setText(text)
        ring = target_on_screen(screen, target) if target is not None else None
        bubble.speak_of(self.ring, ring, moving=self.controller.animation_factor > 0,
                        within=self._board_room(), clear=self._side_column())
        bubble.open_with_keys()

    def _side_column(self) -> QRect | None:
        """The side column on the screen: the bubble leaves its controls uncovered where the
        board has room (at 1920×1080 it sat right of a ring near the board's edge, over it)."""
        side = getattr(self.screen, "side", None)
        if not isinstance(side, QWidget) or not side.isVisible():
            return None
        return QRect(side.mapTo(self.screen, QPoint(0, 0)), side.size())

    def _board_room(self) -> QRect | None:
        """The board on the screen, for a game whose hint must leave its side column (the
        card it speaks of, the action bar) uncovered (``GameUI.hint_over_board``)."""
        board = getattr(self.screen, "board", None)
        if not getattr(self.controller.plugin, "hint_over_board", False) \
                or not isinstance(board, QWidget):
            return None
        return QRect(board.mapTo(self.screen, QPoint(0, 0)), board.size())

    def showing(self) -> bool:
        return self.bubble.isVisible()

    def play(self) -> None:
        """Make the hinted move, as if the player had clicked it."""
        action, seat = self.action, self.seat
        self.close()
        if action is not None and seat is not None:
            self.controller.submit(seat, action)

    def close(self, *_: object) -> None:
        if self._waiting():
            self.controller.cancel_hint()  # closed while still worked out: no answer comes
        self._stop_watching()
        self.action = None
        self.bubble.close_giving_keys_to(self.screen.board)
        self.ring.point_at(None, moving=False)

"""A tutorial being played: the lesson's guard on the match controller, the bubble and the ring.

The controller asks the run before a learner's move or confirmation reaches the match
(``allows`` / ``allows_confirm``) and tells it what was done (``moved`` / ``confirmed``); the run
moves its ``Progress`` on and redraws the bubble once the board has shown the change. The main
window owns the run, stores where it stands, and handles leaving, restarting and finishing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction

from tabibito.engine import Action

from ..kit.bubble import PointerRing
from ..kit.i18n import QT_TRANSLATE_NOOP, fill
from ..kit.panel import watch
from ..plugin_api import CONFIRM, FREE, MOVE, READ, Tutorial
from .overlay import SpeechBubble, always_in_sight, result_in_sight, target_on_screen
from .progress import CONFIRM_FIRST, LEARNER, MOVE_FIRST, NOT_NOW, READ_FIRST, Progress, Refusal

CONTEXT = "Tutorial"
REFUSALS = {
    #: the tutorial bubble's note when the learner clicks the table during a lesson to read;
    #: “Next” is the bubble's button
    READ_FIRST: QT_TRANSLATE_NOOP("Tutorial", "Read this step first, then press “Next”."),
    #: the tutorial bubble's note when the learner should press the ringed Confirm button
    CONFIRM_FIRST: QT_TRANSLATE_NOOP("Tutorial", "First confirm, with the button the ring "
                                                 "points at."),
    #: the tutorial bubble's note when the learner presses Next before making the lesson's move
    MOVE_FIRST: QT_TRANSLATE_NOOP("Tutorial", "Not yet: first make the move this step asks for."),
    #: the tutorial bubble's note for a legal move that is not the lesson's;
    #: “Show me” is the bubble's button
    NOT_NOW: QT_TRANSLATE_NOOP("Tutorial", "That move is allowed, but it is not this lesson. "
                                           "Do what the bubble says, or press “Show me”."),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class TutorialRun(QObject):
    """One tutorial on the game screen (``screen``) of ``controller``'s match."""

    progressed = Signal(int)  # the lesson index now (len(lessons): done)
    finished = Signal()       # the last lesson was taken
    leave_requested = Signal()
    restart_requested = Signal()
    skip_requested = Signal()
    play_requested = Signal()  # the finishing card's "Play a real game"
    lesson_requested = Signal(str)  # the finishing card's offer of another lesson (its key)

    def __init__(self, tutorial: Tutorial, screen, controller, index: int = 0) -> None:
        super().__init__(controller)
        self.tutorial, self.screen, self.controller = tutorial, screen, controller
        self.progress = Progress(tutorial, index)
        self.ring = PointerRing(screen)
        self.bubble = SpeechBubble(screen)
        self._announced_finish = self.progress.done
        self._shown: int | None = None  # the lesson the bubble shows (None: none yet)
        self._held = False  # a new lesson waits for the computer players' moves to be shown
        self._lesson_actions: list[QAction] = []  # the finishing card's other lessons
        self._disposed = False
        self._lesson_words: list[Callable[[], str]] = []
        self._connect()
        controller.lesson_guard = self
        # The board fits itself to its view after the screen has resized: the ring follows both.
        self._watched = (screen, screen.board.viewport())
        for watched in self._watched:
            watched.installEventFilter(self)
        self.retranslate()
        QTimer.singleShot(0, self.show_lesson)  # once the board has laid itself out

    def _connect(self) -> None:
        bubble, controller = self.bubble, self.controller
        bubble.next_pressed.connect(self.read)
        bubble.show_me_pressed.connect(self.show_me)
        bubble.leave_pressed.connect(self.leave_requested)
        bubble.restart_pressed.connect(self.restart_requested)
        bubble.skip_pressed.connect(self.skip_requested)
        bubble.primary_pressed.connect(self.play_requested)
        bubble.language_changed.connect(self.retranslate)
        # The game's own explanation of a refused move goes into the bubble.
        watch(controller, changed=self._on_changed, busy=self._update_buttons,
              game_over=self.show_lesson, error=self.bubble.show_note)
        # A lesson held back while the table moves shows once the last motion has played.
        controller.animations.idle.connect(self._on_table_still)

    def dispose(self) -> None:
        """The game screen lets the match go: the guard comes off and the bubble goes."""
        self._disposed = True
        if getattr(self.controller, "lesson_guard", None) is self:
            self.controller.lesson_guard = None
        for watched in self._watched:
            watched.removeEventFilter(self)
        self.controller.animations.idle.disconnect(self._on_table_still)
        for widget in (self.ring, self.bubble):
            widget.hide()
            widget.deleteLater()

    # -- the controller's guard ----------------------------------------------------------------

    def allows(self, seat: int, action: Action) -> bool:
        refusal = self.progress.refusal(self.controller.view(), action) \
            if seat == LEARNER else None
        self._say(refusal)
        return refusal is None

    def would_allow(self, seat: int, action: Action) -> bool:
        return seat != LEARNER or self.progress.refusal(self.controller.view(), action) is None

    def allows_confirm(self) -> bool:
        refusal = self.progress.confirm_refusal()
        self._say(refusal)
        return refusal is None

    def moved(self) -> None:
        self.progress.moved(self.controller.view())
        self._progressed()

    def confirmed(self) -> None:
        self.progress.confirmed(self.controller.view())
        self._progressed()

    def lesson_move(self) -> Action | None:
        """The move the lesson asks for now (the Hint button shows it in a tutorial)."""
        state = self.controller.match.state
        if LEARNER not in state.to_act():
            return None
        return self.progress.scripted_move(self.controller.view(), state.legal_actions(LEARNER))

    def tell(self, text: str) -> None:
        """A word from the shell for the learner (the game is not saved automatically), in the
        bubble where the lesson is read: a note over the board would lie under it."""
        self.bubble.show_note(text)
        self._place()

    def _say(self, refusal: Refusal | None) -> None:
        if refusal is None:
            self.bubble.show_note(None)
            return
        if refusal.lesson_text is not None:
            self.bubble.show_note(QCoreApplication.translate(self.tutorial.context,
                                                             refusal.lesson_text))
        else:
            self.bubble.show_note(tr(REFUSALS[refusal.key]))
        self._place()

    # -- the learner's buttons -----------------------------------------------------------------

    def read(self) -> None:
        if self.progress.read():
            self._progressed()
            self.show_lesson()

    def show_me(self) -> None:
        """Make the lesson's move for the learner (how a stuck learner gets on)."""
        controller = self.controller
        if self.progress.kind == CONFIRM or (self.progress.kind == FREE
                                             and controller.resolution_held()):
            controller.resolve()
            return
        action = self.lesson_move()
        if action is not None:
            controller.submit(LEARNER, action)

    def _progressed(self) -> None:
        self.progressed.emit(self.progress.index)
        if self.progress.done and not self._announced_finish:
            self._announced_finish = True
            self.finished.emit()

    def _on_changed(self, _events: list) -> None:
        before = self.progress.index
        self.progress.changed(self.controller.view())
        if self.progress.index != before:
            self._progressed()
        self.show_lesson()

    # -- showing the lesson --------------------------------------------------------------------

    def retranslate(self) -> None:
        bubble = self.bubble
        #: the tutorial bubble's button after a lesson that is only read
        bubble.next.setText(QCoreApplication.translate("Tutorial", "Next"))
        #: the tutorial bubble's button that makes the lesson's move for the learner
        bubble.show_me.setText(QCoreApplication.translate("Tutorial", "Show me"))
        #: the tutorial bubble's button that leaves the tutorial for the home screen
        bubble.leave.setText(QCoreApplication.translate("Tutorial", "Leave"))
        #: the tutorial bubble's menu button (start the lesson again, skip the tutorial)
        bubble.more.setText(QCoreApplication.translate("Tutorial", "More"))
        #: an item of the tutorial bubble's “More” menu
        bubble.restart_action.setText(
            QCoreApplication.translate("Tutorial", "Start the lesson again"))
        #: an item of the tutorial bubble's “More” menu: play on without lessons
        bubble.skip_action.setText(QCoreApplication.translate("Tutorial", "Skip the tutorial"))
        #: the tutorial bubble's button after the last lesson: a new game against the computer
        bubble.primary.setText(QCoreApplication.translate("Tutorial", "Play a real game"))
        for action, words in zip(self._lesson_actions, self._lesson_words, strict=True):
            action.setText(words())
        if self.bubble.isVisible():
            self.show_lesson()

    def offer_lessons(self, lessons: list[tuple[str, Callable[[], str]]]) -> None:
        """The finishing card's "More" menu offers these lessons of the same game (their key
        and their entry's words, asked again on a language switch), as "Learn to play" does."""
        menu = self.bubble.more.menu()
        for key, words in lessons:
            action = menu.addAction(words())
            action.triggered.connect(lambda _=False, key=key: self.lesson_requested.emit(key))
            action.setProperty("lesson", key)
            self._lesson_actions.append(action)
            self._lesson_words.append(words)
        self._update_buttons()

    def lesson_text(self) -> str:
        lesson = self.progress.lesson
        if lesson is None:
            title = QCoreApplication.translate(self.tutorial.context, self.tutorial.title)
            if self.controller.match.is_over():  # nothing left of it to play
                #: the tutorial bubble after the last lesson, its game over; %1 the tutorial's
                #: title (a game's name, or Tokaido's “the Crossroads expansion”)
                return fill(QCoreApplication.translate(
                    "Tutorial", "<b>Well done!</b> You know how to play %1. Play a real game "
                                "against the easy computer player."), title)
            #: the tutorial bubble after the last lesson; %1 the tutorial's title (a game's name,
            #: or Tokaido's “the Crossroads expansion”)
            return fill(QCoreApplication.translate(
                "Tutorial", "<b>Well done!</b> You know how to play %1. Play a real game "
                            "against the easy computer player, or play this one to its end."),
                title)
        return QCoreApplication.translate(self.tutorial.context, lesson.text)

    def computer_to_move(self) -> bool:
        """Whether a computer player is still to move (or thinking)."""
        controller = self.controller
        return controller.busy or bool(controller.match.bots_to_act())

    def _on_table_still(self) -> None:
        if self._held:
            self.show_lesson()

    def show_lesson(self) -> None:
        """The lesson in the bubble, its ring on its target. A new lesson that comes while the
        computer players are to move waits for them: its words tell of the table after their
        moves (Kenji at the inn), so they show once those moves are made and shown, not while
        the pawns still walk."""
        if self._disposed:  # the first showing, queued, came after another lesson replaced this
            return
        progress, bubble = self.progress, self.bubble
        if self._shown != progress.index and self.computer_to_move():
            self._held = True
        if self._held and (self.computer_to_move() or self.controller.animations.busy()):
            bubble.hide()
            self.ring.point_at(None, moving=False)
            return
        self._held = False
        self._shown = progress.index
        total = len(self.tutorial.lessons)
        # Over the final scores every line counts: the bubble stands beside the result's words.
        bubble.set_compact(progress.done or result_in_sight(self.screen) is not None)
        if progress.done:
            #: the tutorial bubble's heading after the last lesson
            bubble.step.setText(QCoreApplication.translate("Tutorial", "Tutorial finished"))
        else:
            #: the tutorial bubble's heading: %1 the lesson's number (from 1), %2 the number of lessons
            bubble.step.setText(fill(QCoreApplication.translate("Tutorial", "Step %1 of %2"),
                                     progress.index + 1, total))
        bubble.text.setText(self.lesson_text())
        self._update_buttons()
        bubble.show()
        self._place()
        # Again once the panel has laid out the move's outcome: a decision gone moves up what
        # stood below it (Let's Go's tokens after the passport is kept).
        QTimer.singleShot(0, self._place)

    def _update_buttons(self, *_: object) -> None:
        kind, bubble, controller = self.progress.kind, self.bubble, self.controller
        bubble.next.setVisible(kind == READ)
        waiting = controller.busy or controller.match.is_over()
        bubble.show_me.setVisible(kind in (MOVE, FREE, CONFIRM))
        bubble.show_me.setEnabled(not waiting and (kind != CONFIRM
                                                   or controller.resolution_held()))
        bubble.primary.setVisible(kind is None)
        for action in self._lesson_actions:  # the game's other lessons: once this one is done
            action.setVisible(kind is None)
        if bubble.next.isVisible():
            bubble.next.setFocus()

    def _place(self) -> None:
        if self._disposed or self.bubble.isHidden():
            return  # a lesson waiting for the table to come to rest
        self.bubble.speak_of(self.ring, self.target_rect(),
                             moving=self.controller.animation_factor > 0,
                             keep=self.kept_in_sight(), clear=result_in_sight(self.screen))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self._watched and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self._place)  # after the board has fitted itself
        return False

    # -- where the lesson points ---------------------------------------------------------------

    def target_rect(self) -> QRect | None:
        """The lesson's target in the screen's coordinates; None without one (or not found)."""
        lesson = self.progress.lesson
        key = None if lesson is None else lesson.target
        if key is None:
            return None
        return self.find_target(key)

    def kept_in_sight(self) -> list[QRect]:
        """What the bubble must not cover besides the ring: the other parts the lesson names,
        and the score sheet's buttons."""
        lesson = self.progress.lesson
        named = [self.find_target(key) for key in (lesson.beside if lesson else ())]
        return [rect for rect in named if rect is not None] + always_in_sight(self.screen)

    def find_target(self, key: str) -> QRect | None:
        return target_on_screen(self.screen, key)

"""One queue for the board's motion: events become animations played one after another, scaled
by the global speed setting, and whatever must wait for the table (the next computer move) waits
for the queue to fall idle instead of for a fixed pause."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QVariantAnimation,
    Signal,
)


class AnimationQueue(QObject):
    idle = Signal()
    skipped = Signal()  # motion cut short (undo, load, scrubbing, leaving): its sounds stop too

    def __init__(self, factor: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = factor  # 1.0 normal, 0.5 fast, 0 = no motion (tests, "off")
        self._waiting: deque[QAbstractAnimation] = deque()
        self._playing: QAbstractAnimation | None = None
        self._idle_callbacks: list[Callable[[], None]] = []

    def play(self, animation: QAbstractAnimation) -> None:
        """Queue ``animation`` (its durations are for speed 1.0); with motion off it ends at once."""
        animation.setParent(self)
        if self.factor <= 0:
            _finish_now(animation)
            animation.deleteLater()
            return
        _scale(animation, self.factor)
        self._waiting.append(animation)
        if self._playing is None:
            self._next()

    def busy(self) -> bool:
        return self._playing is not None

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once nothing is playing (at once if nothing is)."""
        if self._playing is None:
            callback()
        else:
            self._idle_callbacks.append(callback)

    def finish_all(self) -> None:
        """Jump every queued animation to its end (undo, load, leaving the game)."""
        playing, pending = self._playing, list(self._waiting)
        self._waiting.clear()
        self._playing = None
        if playing is not None:
            playing.finished.disconnect(self._on_finished)
            pending.insert(0, playing)
        for animation in pending:
            _finish_now(animation)
            animation.deleteLater()
        if pending:
            self.skipped.emit()
        self._fall_idle()

    def _next(self) -> None:
        if not self._waiting:
            self._playing = None
            self._fall_idle()
            return
        self._playing = self._waiting.popleft()
        self._playing.finished.connect(self._on_finished)
        self._playing.start()

    def _on_finished(self) -> None:
        done = self._playing
        self._playing = None
        if done is not None:
            done.deleteLater()
        self._next()

    def _fall_idle(self) -> None:
        callbacks, self._idle_callbacks = self._idle_callbacks, []
        for callback in callbacks:
            callback()
        self.idle.emit()


def _scale(animation: QAbstractAnimation, factor: float) -> None:
    duration = getattr(animation, "setDuration", None)
    if duration is not None and animation.duration() > 0:
        duration(max(1, int(animation.duration() * factor)))
    if isinstance(animation, QAnimationGroup):
        for index in range(animation.animationCount()):
            _scale(animation.animationAt(index), factor)


def _finish_now(animation: QAbstractAnimation) -> None:
    """Show the end state of an animation without playing it (Qt applies a time only to a
    running animation; reaching the end stops it again)."""
    if animation.state() != QAbstractAnimation.State.Running:
        animation.start()
    animation.setCurrentTime(max(animation.totalDuration(), 0))
    animation.stop()


Step = Callable[[float], None]


def progress_motion(parent: QObject, step: Step,
                    done: Callable[[], None] | None = None) -> QVariantAnimation:
    """A motion of ``step(0 → 1)``, linear, owned by ``parent`` and started by the caller: for
    what plays beside the table's queue, not in it (a moment's banner, the winner's flourish, a
    number's glow), so that it holds back no computer move."""
    motion = QVariantAnimation(parent)
    motion.setStartValue(0.0)
    motion.setEndValue(1.0)
    motion.setEasingCurve(QEasingCurve.Type.Linear)
    motion.valueChanged.connect(step)
    if done is not None:
        motion.finished.connect(done)
    return motion


def animate(table: object, duration: int, step: Step, *,
            easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
            done: Callable[[], None] | None = None) -> None:
    """Queue ``step(0 → 1)`` over ``duration`` ms (speed 1) on ``table``'s animation queue.

    Every game's boards and panels move this way, so all motion follows the speed setting and
    holds back the next computer move while it plays. The start state is shown at once: a motion
    queued behind another one must not show its end before it plays. Without a queue there is no
    speed setting to follow, so the end state is shown straight away."""
    step(0.0)
    queue = getattr(table, "animations", None)
    if queue is None or not hasattr(queue, "play"):
        step(1.0)
        if done is not None:
            done()
        return
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(duration)
    animation.setEasingCurve(easing)
    animation.valueChanged.connect(step)
    if done is not None:
        animation.finished.connect(done)
    queue.play(animation)


class FirstFrame:
    """A picture that says when its first visible frame is painted (``first_frame``, called
    once, then forgotten): a moment's sound starts as its picture shows, never before it (the
    event loop may paint a good while after the picture is made, on a busy machine)."""

    first_frame: Callable[[], None] | None = None

    def shown_now(self) -> None:
        """Called by ``paint``/``paintEvent`` as it draws something visible."""
        call, self.first_frame = self.first_frame, None
        if call is not None:
            call()

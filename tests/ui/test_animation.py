"""The animation queue: one animation after another, scaled by the speed setting, and callers
that wait for the table to fall idle."""

from PySide6.QtCore import Property, QObject, QPropertyAnimation

from tabibito.ui.kit.animation import AnimationQueue


class Dot(QObject):

    def __init__(self) -> None:
        super().__init__()
        self._x = 0.0

    def get_x(self) -> float:
        return self._x

    def set_x(self, value: float) -> None:
        self._x = value

    x = Property(float, get_x, set_x)


def slide(dot: Dot, to: float, ms: int = 200) -> QPropertyAnimation:
    animation = QPropertyAnimation(dot, b"x")
    animation.setStartValue(dot.x)
    animation.setEndValue(to)
    animation.setDuration(ms)
    return animation


def test_with_motion_off_an_animation_ends_at_once_and_nothing_waits(qtbot):
    queue, dot, woken = AnimationQueue(0), Dot(), []
    queue.play(slide(dot, 10.0))
    assert dot.x == 10.0 and not queue.busy()
    queue.when_idle(lambda: woken.append(True))
    assert woken == [True]


def test_animations_play_one_after_another_and_then_wake_the_waiting(qtbot):
    queue, first, second, woken = AnimationQueue(0.5), Dot(), Dot(), []
    queue.play(slide(first, 5.0))
    queue.play(slide(second, 7.0))
    queue.when_idle(lambda: woken.append((first.x, second.x)))
    assert queue.busy() and woken == []
    assert second.x == 0.0  # the second waits for the first
    qtbot.waitUntil(lambda: bool(woken), timeout=3000)
    assert woken == [(5.0, 7.0)] and not queue.busy()


def test_the_speed_setting_scales_each_duration(qtbot):
    queue, dot = AnimationQueue(2.0), Dot()
    animation = slide(dot, 1.0, ms=100)
    queue.play(animation)
    assert animation.duration() == 200


def test_finish_all_shows_every_end_state_and_wakes_the_waiting(qtbot):
    queue, first, second, woken = AnimationQueue(1.0), Dot(), Dot(), []
    queue.play(slide(first, 3.0, ms=5000))
    queue.play(slide(second, 4.0, ms=5000))
    queue.when_idle(lambda: woken.append(True))
    queue.finish_all()
    assert (first.x, second.x) == (3.0, 4.0) and woken == [True] and not queue.busy()

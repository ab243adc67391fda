"""Answers from worker threads, carried to the GUI thread without keeping their receiver alive.

A computer player, a hint or the trip planner works on a daemon thread, and its answer may come
after its window or panel is gone. Two things must then not happen: an emit on a Qt object that
was deleted (a crash), and the thread dropping the last reference to a Qt object (its C++ side
would be destroyed on the wrong thread, with its timers: another crash). So the thread holds only
a weak reference to the receiver and emits on one relay object that lives as long as the app;
on the GUI thread the relay calls the receiver's method if the receiver still lives, else drops
the answer.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal


class _Relay(QObject):
    carried = Signal(object, str, tuple)  # weak reference to the receiver, its method, arguments

    def __init__(self) -> None:
        super().__init__()
        self.carried.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, receiver: weakref.ref[QObject], method: str,
                 args: tuple[object, ...]) -> None:
        target = receiver()
        if target is not None and shiboken6.isValid(target):
            getattr(target, method)(*args)


_RELAY: list[_Relay] = []  # made on the GUI thread by the first receiver, kept for the app's life


def to_gui_thread(receiver: QObject, method: str) -> Callable[..., None]:
    """A function any thread may call: it calls ``receiver.<method>(*args)`` on the GUI thread,
    later, if the receiver still lives. Ask for it on the GUI thread (the relay is made there)."""
    if not _RELAY:
        _RELAY.append(_Relay())
    carried = _RELAY[0].carried
    reference = weakref.ref(receiver)

    def send(*args: object) -> None:
        carried.emit(reference, method, args)

    return send

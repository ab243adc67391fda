"""A widget that says when it was first painted (the start-up's first frame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

# The mixin always sits before a QWidget class; the checker is told so.
if TYPE_CHECKING:
    _Widget = QWidget
else:
    _Widget = object


class FirstPaint(_Widget):
    """Mixin: ``after_next_paint(then)`` calls ``then`` once the widget is next painted (once
    the paint pass has returned to the event loop). A paint pass paints a window before
    anything inside it. Its own paintEvent, not an event filter: a filter takes events of Qt's
    base class, and the first such event makes PySide6 build the Python classes of all Qt's
    events (some 60, with their enums), which a first frame does not need."""

    _after_paint: Callable[[], None] | None = None

    def after_next_paint(self, then: Callable[[], None]) -> None:
        self._after_paint = then

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        then, self._after_paint = self._after_paint, None
        if then is not None:
            QTimer.singleShot(0, then)

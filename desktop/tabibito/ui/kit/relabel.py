"""Widgets that re-label themselves when the language changes at runtime, and overlays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

# The mixin always sits before a QWidget class; the checker is told so.
if TYPE_CHECKING:
    _Widget = QWidget
else:
    _Widget = object


class Relabelled(_Widget):
    """Mixin for a widget with a ``retranslate()``: Qt announces a new language with a
    LanguageChange event to every widget, and each one then fetches its texts again."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Overlay(Relabelled, QWidget):
    """A cover over the whole of its parent (hand-off, final scores) that follows its size."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

"""Widgets that re-label themselves when the language changes at runtime, and overlays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal, SignalInstance
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


class RelabelledOnSwitch(_Widget):
    """Mixin for a widget of the first frame with a ``retranslate()``: re-labelled when any
    ``LanguageManager`` switches the language (``language_switches``), not by Qt's
    LanguageChange. A widget whose Python code takes an event of Qt's base class (changeEvent,
    event, an event filter) makes PySide6 build the Python classes of every event that Qt has
    (some 60, with their enums) the first time one arrives: about 11 M instructions of a start
    that needs none of them. Call ``follow_language`` once built."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def follow_language(self) -> None:
        language_switches().connect(self.retranslate)


class _Switches(QObject):
    switched = Signal(str)


_switches: list[_Switches] = []  # made when first needed


def language_switches() -> SignalInstance:
    """Emitted with the language's code when a ``LanguageManager`` has switched to it."""
    if not _switches:
        _switches.append(_Switches())
    return _switches[0].switched


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

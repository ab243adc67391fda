"""A one-line label for Tokaido's narrow side column: the hero's title and caption, a journey
card's names."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_WIDTH = 24  # the column decides the width; the label never asks for its whole text


class ElidedLabel(QLabel):
    """One line that never widens the column: a longer text ends in "…". Cut, it shows whole in
    the tooltip, unless the label's tooltip says something else (a traveller's ability)."""

    def __init__(self, parent: QWidget | None = None, *, cut_in_tooltip: bool = True) -> None:
        super().__init__(parent)
        self._full = ""
        self._cut_in_tooltip = cut_in_tooltip
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(MIN_WIDTH, super().minimumSizeHint().height())

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(0, self.width()))
        super().setText(shown)
        if self._cut_in_tooltip:
            self.setToolTip(self._full if shown != self._full else "")

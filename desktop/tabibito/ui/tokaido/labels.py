"""A one-line label for Tokaido's narrow side column: the hero's title and caption, a journey
card's names."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_WIDTH = 24  # the column decides the width; the label never asks for its whole text


class ElidedLabel(QLabel):
    """One line that never widens the column: a longer text first shrinks (down to ``shrink_to``
    of its size), then ends in "…". Cut, it shows whole in the tooltip, unless the label's tooltip
    says something else (a traveller's ability)."""

    def __init__(self, parent: QWidget | None = None, *, cut_in_tooltip: bool = True,
                 shrink_to: float = 1.0) -> None:
        super().__init__(parent)
        self._full = ""
        self._cut_in_tooltip = cut_in_tooltip
        self._shrink_to = shrink_to
        self._scale = 1.0  # of the label's font, as the text is painted
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

    def shown_font(self) -> QFont:
        """The font the text is painted in: the label's, shrunk to fit if it had to."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * self._scale)
        return font

    def _elide(self) -> None:
        width = max(0, self.width())
        whole = self.fontMetrics().horizontalAdvance(self._full)
        # A style sheet's font size overrides setFont, so a shrunk text is painted by hand.
        self._scale = max(self._shrink_to, min(1.0, width / whole)) if whole else 1.0
        metrics = QFontMetricsF(self.shown_font())
        # The sizes a font is drawn at come in steps (11.5 and 11 points can be as wide): a
        # notch at a time down to the least size allowed, until the text fits.
        while metrics.horizontalAdvance(self._full) > width and self._scale > self._shrink_to:
            self._scale = max(self._shrink_to, self._scale * 0.97)
            metrics = QFontMetricsF(self.shown_font())
        shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        super().setText(shown)
        if self._cut_in_tooltip:
            self.setToolTip(self._full if shown != self._full else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._scale == 1.0:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setFont(self.shown_font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self.text())

"""The final table's headline: the result on a ribbon of ochre paper with notched ends."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

from .kit import style


class ResultBanner(QLabel):
    """The result on a ribbon of ochre paper with notched ends, like a prize ribbon: the one
    festive thing on the sheet, so it stays flat and in the palette."""

    NOTCH = 14  # how deep the ribbon's ends are cut

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultBanner")
        self.setProperty("role", "heading")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setContentsMargins(self.NOTCH * 3, 10, self.NOTCH * 3, 10)

    def words_rect(self) -> QRect:
        """Where its words stand, in its own coordinates (a lesson's bubble leaves them in
        sight; the ribbon's empty ends it may cover)."""
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        return self.fontMetrics().boundingRect(self.contentsRect(), int(flags), self.text())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(style.pen(style.INK, 1.5))
        painter.setBrush(style.color(style.OCHRE, 110))
        painter.drawPath(self._ribbon(QRectF(self.rect()).adjusted(1, 1, -1, -1)))
        painter.end()
        super().paintEvent(event)

    def _ribbon(self, area: QRectF) -> QPainterPath:
        notch, middle = self.NOTCH, area.center().y()
        path = QPainterPath()
        path.moveTo(area.left(), area.top())
        path.lineTo(area.right(), area.top())
        path.lineTo(area.right() - notch, middle)
        path.lineTo(area.right(), area.bottom())
        path.lineTo(area.left(), area.bottom())
        path.lineTo(area.left() + notch, middle)
        path.closeSubpath()
        return path

"""The score track round the edge of Tokaido's board: its points, each seat's marker, and the
temple tally under the last row. Where each stands is ``RoadLayout``'s to say; these only paint.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..kit import style
from ..kit.style import font
from . import art
from .road_items import Z_INN_LABEL, Z_MARKER, Z_TRACK, ink, paint_initial
from .road_layout import TRACK_REACH, RoadLayout


class ScoreTrackItem(QGraphicsItem):
    """The points 0..length around the board's edge; every 5th numbered, every 10th stronger."""

    def __init__(self, layout: RoadLayout) -> None:
        super().__init__()
        self.layout = layout
        self.length = 100
        self.setZValue(Z_TRACK)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_length(self, length: int) -> None:
        if length != self.length:
            self.length = length
            self.update()

    def boundingRect(self) -> QRectF:
        return self.layout.rect

    def shape(self) -> QPainterPath:
        """The band of points only: the board inside it is the road's (tooltips, F1)."""
        path = QPainterPath()
        path.addRect(self.layout.track_rect.adjusted(-TRACK_REACH, -TRACK_REACH,
                                                     TRACK_REACH, TRACK_REACH))
        inner = QPainterPath()
        inner.addRect(self.layout.track_rect.adjusted(TRACK_REACH, TRACK_REACH,
                                                      -TRACK_REACH, -TRACK_REACH))
        return path.subtracted(inner)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.layout.track_rect
        painter.setPen(QPen(ink(60), 12.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        painter.setPen(QPen(style.color(style.CARD, 230), 8.0))
        painter.drawRect(rect)
        painter.setFont(font(15, bold=True))
        for value in range(self.length):
            self._paint_point(painter, value)

    def _paint_point(self, painter: QPainter, value: int) -> None:
        point = self.layout.track_point(value, self.length)
        if value % 5:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink(110))
            painter.drawEllipse(point, 3.2, 3.2)
            return
        radius = 16.0
        tenth = value % 10 == 0
        painter.setPen(QPen(ink(), 2.0 if tenth else 1.4))
        painter.setBrush(QColor(style.OCHRE) if value == 0 else
                         QColor("#efe0bd") if tenth else QColor(style.CARD))
        painter.drawEllipse(point, radius, radius)
        painter.setPen(ink())
        box = QRectF(point.x() - radius, point.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))


class ScoreMarkerItem(QGraphicsObject):
    """A seat's marker on the score track: a disc in its colour."""

    RADIUS = 13.0

    def __init__(self, seat: int, colour: QColor) -> None:
        super().__init__()
        self.seat = seat
        self.colour = QColor(colour)
        self.initial = ""
        self.value = 0.0  # where it stands now (between two points while it glides)
        self.target = 0  # the seat's total at the last refresh
        self.motion: object | None = None
        self.setZValue(Z_MARKER + seat * 0.01)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 3
        return QRectF(-r, -r, 2 * r, 2 * r + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink(80))
        painter.drawEllipse(QPointF(1, 2.5), r, r)
        painter.setPen(QPen(QColor(style.CARD), 3.0))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(ink(), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r + 1.5, r + 1.5)
        if self.initial:
            paint_initial(painter, QRectF(-r, -r, 2 * r, 2 * r), self.initial, self.colour, 14)

    def set_initial(self, initial: str) -> None:
        if initial != self.initial:
            self.initial = initial
            self.update()


class TempleTallyItem(QGraphicsItem):
    """The coins each traveller gave to the temples, as stacks in their colours beside a
    temple: who leads the temple ranking, at a glance."""

    COIN = 9.0  # a coin's radius
    SHOWN = 10  # coins drawn in a stack at most; the number below says the rest
    STACK_GAP = 40.0
    BASE_Y = 8.0  # the stacks' foot: ten coins stay under the frame's top, the count above its foot

    def __init__(self) -> None:
        super().__init__()
        self.counts: list[tuple[QColor, int]] = []
        self.setZValue(Z_INN_LABEL)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_counts(self, counts: Sequence[tuple[QColor, int]]) -> None:
        counts = [(QColor(colour), coins) for colour, coins in counts]
        if counts != self.counts:
            self.prepareGeometryChange()
            self.counts = counts
            self.update()

    def _frame(self) -> QRectF:
        width = 74 + self.STACK_GAP * len(self.counts)
        return QRectF(-width / 2, -44, width, 88)

    def boundingRect(self) -> QRectF:
        return self._frame().adjusted(-2, -2, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self._frame()
        painter.setPen(QPen(ink(150), 1.6))
        painter.setBrush(style.color(style.CARD, 235))
        painter.drawRoundedRect(frame, 10, 10)
        art.render_icon(painter, QRectF(frame.left() + 10, -26, 52, 52), "temple")
        painter.setFont(font(17, bold=True))
        for number, (colour, coins) in enumerate(self.counts):
            self._paint_stack(painter, self.stack_base(number), colour, coins)

    def stack_base(self, number: int) -> QPointF:
        """Where the ``number``th stack stands: its count below it reads inside the frame, at
        the height of the Crossroads supply's counts beside it."""
        return QPointF(self._frame().left() + 74 + self.STACK_GAP * (number + 0.5), self.BASE_Y)

    @staticmethod
    def count_rect(base: QPointF) -> QRectF:
        """The box the count under a stack standing at ``base`` is centred in."""
        return QRectF(base.x() - 20, base.y() + 9, 40, 20)

    def _paint_stack(self, painter: QPainter, base: QPointF, colour: QColor, coins: int) -> None:
        """Coins seen from the side, a little apart, on a foot in the seat's colour."""
        painter.setPen(QPen(ink(200), 1.2))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(base.x() - 14, base.y() + 2, 28, 6), 3, 3)
        for n in range(min(coins, self.SHOWN)):
            centre = base - QPointF(0, 4.5 * n + 3)
            painter.setBrush(QColor("#e3b341"))
            painter.drawEllipse(centre, self.COIN + 3, self.COIN * 0.42)
        painter.setPen(ink())
        painter.drawText(self.count_rect(base), Qt.AlignmentFlag.AlignCenter, str(coins))

"""The graphics items of Tokaido's road: the paper's motifs, the road, its stops (what a player
clicks), the inns' names, the pawns, the mover's name and the label a stop explains itself in.
An item carries a key into the state (a stop's index, a pawn's number), never a copy of it: the
board tells it what to show on each refresh, and ``RoadLayout`` where it stands.

Texts that must be read at any scale (the hover label, the mover's name) ignore the view's scale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..kit import style
from ..kit.board import ClickableItem
from ..kit.chooser import paint_tag
from ..kit.style import font
from . import art, colours
from .road_layout import (
    BOARD_HEIGHT,
    BOARD_WIDTH,
    HALO,
    INN_RADIUS,
    OFF_ROAD,
    ROAD_WIDTH,
    ROW_PITCH,
    ROW_TOP,
    SLOT_RADIUS,
    STOP_RADIUS,
    TRACK_INSET,
    RoadLayout,
)

# Z order: paper, motifs, track, road, stops, labels, markers, pawns, the mover, tags.
Z_BACKDROP, Z_TRACK, Z_ROAD, Z_STOP, Z_INN_LABEL = -10, -5, 0, 5, 6
Z_MARKER, Z_PAWN, Z_MOVER, Z_TAG = 8, 10, 12, 30

PANORAMA_TINTS = {  # the three panoramas in their own colours, like the cards' skies and fields
    "paddy_panorama": "#c9dd8f",
    "mountain_panorama": "#b7b2d6",
    "sea_panorama": "#9fc8ea",
}
STOP_FILL = style.CARD
INN_FILL = "#f7e4bf"
ROAD_FILL = "#e2cfa5"  # packed earth
SHU = style.VERMILION
FLASH_RED = "#d0302a"



# -- small painting helpers --------------------------------------------------------------------


def ink(alpha: int = 255) -> QColor:
    return style.color(colours.INK, alpha)


def mixed(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of the way from colour a to colour b."""
    t = max(0.0, min(share, 1.0))
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                           a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t,
                           a.alphaF() + (b.alphaF() - a.alphaF()) * t)


def stop_fill(kind: str) -> QColor:
    if kind == "inn":
        return QColor(INN_FILL)
    return QColor(PANORAMA_TINTS.get(kind, STOP_FILL))



# -- the road and its backdrop -----------------------------------------------------------------


class BackdropItem(QGraphicsItem):
    """Quiet motifs on the paper: Fuji between the rows, seigaiha waves along the foot."""

    def __init__(self, layout: RoadLayout) -> None:
        super().__init__()
        self._rect = layout.rect
        self.setZValue(Z_BACKDROP)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # it never changes
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner = self._rect.adjusted(TRACK_INSET + 22, TRACK_INSET + 22,
                                    -TRACK_INSET - 22, -TRACK_INSET - 22)
        painter.setPen(QPen(ink(40), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 18, 18)
        waves = QRectF(inner.left() + 200, inner.bottom() - 80, inner.width() - 220, 76)
        painter.save()
        painter.setOpacity(0.28)
        style.paint_waves(painter, waves, ink=style.INDIGO, ground=None, strength=10)
        painter.restore()
        self._paint_fuji(painter, QPointF(BOARD_WIDTH / 2, ROW_TOP + 2.5 * ROW_PITCH - 20))

    @staticmethod
    def _paint_fuji(painter: QPainter, foot: QPointF) -> None:
        """A wide pale cone with a snow cap, drawn under the road like a watermark."""
        width, height = 620.0, 250.0
        x, y = foot.x(), foot.y()
        body = QPainterPath(QPointF(x - width / 2, y))
        body.cubicTo(QPointF(x - width * 0.22, y - height * 0.25),
                     QPointF(x - width * 0.1, y - height * 0.9), QPointF(x - 38, y - height))
        body.lineTo(QPointF(x + 38, y - height))
        body.cubicTo(QPointF(x + width * 0.1, y - height * 0.9),
                     QPointF(x + width * 0.22, y - height * 0.25), QPointF(x + width / 2, y))
        body.closeSubpath()
        gradient = QLinearGradient(QPointF(x, y - height), QPointF(x, y))
        gradient.setColorAt(0.0, style.color(style.INDIGO, 46))
        gradient.setColorAt(1.0, style.color(style.INDIGO, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(body)
        cap = QPainterPath(QPointF(x - 38, y - height))
        cap.lineTo(QPointF(x + 38, y - height))
        for dx, dy in ((62, 70), (34, 52), (12, 74), (-14, 50), (-40, 72), (-66, 62)):
            cap.lineTo(QPointF(x + dx, y - height + dy))
        cap.closeSubpath()
        painter.setBrush(style.color(style.CARD, 150))
        painter.setPen(QPen(style.color(style.INDIGO, 40), 1.5))
        painter.drawPath(cap)


class RoadItem(QGraphicsItem):
    """The road: a band of packed earth with ink edges and a dotted middle, stop to stop."""

    def __init__(self, path: QPainterPath) -> None:
        super().__init__()
        self.path = path
        self.setZValue(Z_ROAD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-ROAD_WIDTH, -ROAD_WIDTH, ROAD_WIDTH, ROAD_WIDTH)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(ink(200), ROAD_WIDTH + 5))
        painter.drawPath(self.path)
        painter.setPen(_round_pen(QColor(ROAD_FILL), ROAD_WIDTH))
        painter.drawPath(self.path)
        middle = _round_pen(ink(70), 2.2)
        middle.setDashPattern([1.5, 4.0])
        painter.setPen(middle)
        painter.drawPath(self.path)


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


# -- stops -----------------------------------------------------------------------------------


class StopItem(ClickableItem[int]):
    """One stop of the road, known by its index: a round token with its icon, the off-road slot
    of a double stop, and what the board says about it now (lit in the mover's colour, the
    keyboard's cursor, hovered, refused)."""

    def __init__(self, index: int, kind: str, double_slot: bool) -> None:
        super().__init__(index)
        self.index = index
        self.kind = kind
        self.double_slot = double_slot
        self.radius = INN_RADIUS if kind == "inn" else STOP_RADIUS
        self.lit_colour = QColor(SHU)
        self.setZValue(Z_STOP)

    def boundingRect(self) -> QRectF:
        reach = self.radius + HALO + 6  # the halo at its widest (_paint_halo), and a pixel
        rect = QRectF(-reach, -reach, 2 * reach, 2 * reach)
        if self.double_slot:
            top = OFF_ROAD.y() - SLOT_RADIUS - 6
            rect = rect.united(QRectF(-SLOT_RADIUS - 6, top, 2 * SLOT_RADIUS + 12, -top))
        return rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius + 4, self.radius + 4)
        if self.double_slot:
            path.addEllipse(OFF_ROAD, SLOT_RADIUS + 4, SLOT_RADIUS + 4)
        return path

    def set_lit(self, lit: bool, colour: QColor | None = None) -> None:
        """Lit (in ``colour``: the mover's) or not."""
        if colour is not None and colour != self.lit_colour:
            self.lit_colour = QColor(colour)
            self.update()
        super().set_lit(lit)

    # -- painting ----------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            self._paint_halo(painter)
        if self.double_slot:
            self._paint_off_road(painter)
        self._paint_token(painter)
        if self.flash > 0:
            self._paint_flash(painter)
        if self.focused or self.hovered:
            self._paint_ring(painter)

    def _paint_halo(self, painter: QPainter) -> None:
        halo = QColor(self.lit_colour)
        halo.setAlpha(int(40 + 80 * self.pulse))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(halo)
        reach = self.radius + 5 + HALO * (0.55 + 0.45 * self.pulse)
        painter.drawEllipse(QPointF(0, 0), reach, reach)
        if self.double_slot:
            painter.drawEllipse(OFF_ROAD, SLOT_RADIUS + 8, SLOT_RADIUS + 8)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(style.CARD), 6.0))
        painter.drawEllipse(QPointF(0, 0), self.radius + 4, self.radius + 4)
        painter.setPen(QPen(self.lit_colour, 3.5))
        painter.drawEllipse(QPointF(0, 0), self.radius + 4, self.radius + 4)

    def _paint_off_road(self, painter: QPainter) -> None:
        painter.setPen(QPen(ink(150), 3.0))
        painter.drawLine(QPointF(0, -self.radius), OFF_ROAD + QPointF(0, SLOT_RADIUS))
        painter.setBrush(mixed(stop_fill(self.kind), QColor(style.CARD), 0.35))
        ring = QPen(ink(220), 2.4)
        ring.setDashPattern([2.4, 1.6])
        painter.setPen(ring)
        painter.drawEllipse(OFF_ROAD, SLOT_RADIUS, SLOT_RADIUS)
        art.render_icon(painter, QRectF(OFF_ROAD.x() - 10, OFF_ROAD.y() - 10, 20, 20),
                        self.kind)

    def _paint_token(self, painter: QPainter) -> None:
        r = self.radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink(45))  # a soft shadow: the token lies on the paper
        painter.drawEllipse(QPointF(1.5, 3.0), r, r)
        painter.setBrush(stop_fill(self.kind))
        painter.setPen(QPen(ink(), 3.0 if self.kind != "inn" else 3.6))
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self.kind == "inn":
            painter.setPen(QPen(style.color(SHU, 200), 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r - 6, r - 6)
            art.render_icon(painter, QRectF(-27, -44, 54, 54), "inn")
            return
        side = r * 1.32
        art.render_icon(painter, QRectF(-side / 2, -side / 2, side, side), self.kind)

    def _paint_flash(self, painter: QPainter) -> None:
        painter.setPen(QPen(style.color(FLASH_RED, int(255 * self.flash)), 6.0))
        painter.setBrush(style.color(FLASH_RED, int(90 * self.flash)))
        painter.drawEllipse(QPointF(0, 0), self.radius + 4, self.radius + 4)

    def _paint_ring(self, painter: QPainter) -> None:
        """Hover or keyboard focus: an indigo ring on a paper ring, visible on every tint."""
        radius = self.radius + 7
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(style.CARD), 7.0))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        painter.setPen(QPen(QColor(style.INDIGO), 3.5 if self.focused else 2.5))
        painter.drawEllipse(QPointF(0, 0), radius, radius)


class InnLabelItem(QGraphicsItem):
    """An inn's name on a paper slip; ``align`` says which side of its anchor it grows to."""

    FONT = 25.0

    def __init__(self, align: Qt.AlignmentFlag) -> None:
        super().__init__()
        self.text = ""
        self.align = align
        self._font = font(self.FONT, bold=True)
        self._rect = QRectF()
        self.setZValue(Z_INN_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 22
        height = self.FONT + 14
        if self.align == Qt.AlignmentFlag.AlignLeft:
            left = 0.0
        elif self.align == Qt.AlignmentFlag.AlignRight:
            left = -width
        else:
            left = -width / 2
        self._rect = QRectF(left, -height / 2, width, height)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ink(170), 1.6))
        painter.setBrush(style.color(style.CARD, 235))
        painter.drawRoundedRect(self._rect, 7, 7)
        painter.setFont(self._font)
        painter.setPen(ink())
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


# -- pawns -----------------------------------------------------------------------------------


@cache
def pawn_shapes() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A traveller seen from the front, feet at (0, 0): a robe, a face and a wide straw hat."""
    robe = QPainterPath(QPointF(-15, 0))
    robe.cubicTo(QPointF(-15, -12), QPointF(-12, -24), QPointF(-6, -29))
    robe.lineTo(QPointF(6, -29))
    robe.cubicTo(QPointF(12, -24), QPointF(15, -12), QPointF(15, 0))
    robe.closeSubpath()
    face = QPainterPath()
    face.addEllipse(QPointF(0, -34), 6.5, 6.5)
    hat = QPainterPath()
    hat.addPolygon(QPolygonF([QPointF(-19, -37), QPointF(0, -50), QPointF(19, -37),
                              QPointF(0, -34)]))
    hat.closeSubpath()
    return robe, face, hat


class PawnItem(QGraphicsObject):
    """A traveller's pawn, standing at its stop; the one who moves now is lifted, with a halo.

    Key: the pawn's number (a seat, or the neutral traveller). Its position is its feet."""

    LIFT = 14.0
    SCALE = 1.2  # the figure of pawn_shapes, a little larger on the board

    def __init__(self, pawn: int, colour: QColor) -> None:
        super().__init__()
        self.pawn = pawn
        self.colour = QColor(colour)
        self.lifted = False
        self.hop = 0.0  # 0..1: the little hop of a walk between two stops
        self.initial = ""  # the seat's initial on the robe: told apart without colour too
        self.traveller: str | None = None  # their portrait is the pawn's head, once chosen
        self.place = (0, pawn)  # the stop and slot it was last shown at
        self.depth = 0.0  # pawns standing lower on the board are drawn in front
        self.motion: object | None = None  # the walk or shuffle playing now, if any
        self.setZValue(Z_PAWN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        top = 52 * self.SCALE + self.LIFT + 14
        return QRectF(-36, -top, 72, top + 8)

    def shape(self) -> QPainterPath:
        """The figure itself, where it stands now: the stop around it stays the stop's."""
        figure = QPainterPath()
        for part in pawn_shapes():
            figure.addPath(part)
        figure = QTransform.fromScale(self.SCALE, self.SCALE).map(figure)
        return figure.translated(0, -self.rise())

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted
            self._raise()
            self.update()

    def set_depth(self, feet: float) -> None:
        """Who stands lower on the board stands in front."""
        self.depth = feet / BOARD_HEIGHT
        self._raise()

    def _raise(self) -> None:
        self.setZValue((Z_MOVER if self.lifted else Z_PAWN) + self.depth)

    def set_initial(self, initial: str) -> None:
        if initial != self.initial:
            self.initial = initial
            self.update()

    def set_traveller(self, traveller: str | None) -> None:
        if traveller != self.traveller:
            self.traveller = traveller
            self.update()

    def set_hop(self, hop: float) -> None:
        if hop != self.hop:
            self.hop = hop
            self.update()

    def rise(self) -> float:
        return (self.LIFT if self.lifted else 0.0) + 12.0 * self.hop

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rise = self.rise()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink(70 if rise else 55))
        shadow = 15 - rise * 0.25
        painter.drawEllipse(QPointF(0, 0), shadow, shadow * 0.32)
        if self.lifted:
            halo = QColor(self.colour)
            halo.setAlpha(90)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, -28 - rise), 34, 37)
        painter.translate(0, -rise)
        painter.scale(self.SCALE, self.SCALE)
        robe, face, hat = pawn_shapes()
        outline = QPen(ink(), 2.2)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(outline)
        painter.setBrush(self.colour)
        painter.drawPath(robe)
        if self.traveller:  # the traveller's portrait, ringed in the seat's colour
            painter.setPen(QPen(self.colour, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, -38), 14.5, 14.5)
            art.render_icon(painter, QRectF(-14, -52, 28, 28), art.traveller_picture(self.traveller))
        else:
            painter.setBrush(QColor("#f6e3c6"))
            painter.drawPath(face)
            painter.setBrush(mixed(QColor("#e4c77e"), self.colour, 0.18))
            painter.drawPath(hat)
        if self.initial:
            paint_initial(painter, QRectF(-12, -26, 24, 24), self.initial, self.colour, 15)


def paint_initial(painter: QPainter, rect: QRectF, initial: str, ground: QColor,
                  size: float) -> None:
    """A seat's initial on its colour, in white or ink, whichever reads better."""
    painter.setFont(font(size, bold=True))
    painter.setPen(QColor("#ffffff") if ground.lightnessF() < 0.62 else ink())
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, initial)


class NameTagItem(QGraphicsItem):
    """The moving traveller's name above their lifted pawn, in their colour; it ignores the
    view's scale so it reads at any window size."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.colour = QColor(style.INK)
        self._font = font(14, bold=True)
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_TAG - 1)
        self.hide()

    def show_name(self, text: str, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.text, self.colour = text, QColor(colour)
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 16
        self._rect = QRectF(-width / 2, -30, width, 22)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ink(200), 1.2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(self._rect, 11, 11)
        bottom = self._rect.bottom() - 0.5
        tip = QPolygonF([QPointF(-5, bottom), QPointF(5, bottom), QPointF(0, bottom + 6.5)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(tip)
        painter.setFont(self._font)
        painter.setPen(QColor("#ffffff") if self.colour.lightnessF() < 0.62 else ink())
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class InnQueueItem(QGraphicsItem):
    """The numbered places of an inn's queue, under the pawns' feet: 1 for the first to arrive
    (the last to arrive leaves first)."""

    RADIUS = 11.0

    def __init__(self, layout: RoadLayout, inn: int) -> None:
        super().__init__()
        centre = layout.centres[inn]
        self.setPos(centre)
        self.places = [layout.queue_point(inn, rank) - centre + QPointF(0, 4)
                       for rank in range(layout.pawns)]
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_INN_LABEL)

    def boundingRect(self) -> QRectF:
        area = QRectF()
        for place in self.places:
            r = self.RADIUS + 2
            area = area.united(QRectF(place.x() - r, place.y() - r, 2 * r, 2 * r))
        return area

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(13, bold=True))
        for rank, place in enumerate(self.places, start=1):
            painter.setPen(QPen(ink(), 1.5))
            painter.setBrush(QColor(style.CARD))
            painter.drawEllipse(place, self.RADIUS, self.RADIUS)
            painter.drawText(QRectF(place.x() - self.RADIUS, place.y() - self.RADIUS,
                                    2 * self.RADIUS, 2 * self.RADIUS),
                             int(Qt.AlignmentFlag.AlignCenter), str(rank))


# -- the hover label -------------------------------------------------------------------------


class StopLabelItem(QGraphicsItem):
    """A paper label beside a stop: its name, what it gives, and (in vermilion) why the moving
    traveller may not stop there, or a hint that a click stops there. It ignores the view's
    scale, so its text stays the size of the app's text at any window size."""

    MAX_WIDTH = 270.0
    PAD = 9.0
    GAP = 6.0  # from the anchor, in pixels

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        self.reason = ""
        self.hint = ""
        self._above = False
        self._shift = 0.0
        self._title_font = font(15, bold=True)
        self._font = font(13)
        self._blocks: list[tuple[QRectF, QFont, QColor, str]] = []
        self._size = (0.0, 0.0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z_TAG)
        self.hide()

    def show_text(self, title: str, lines: Sequence[str], reason: str, hint: str,
                  anchor: QPointF, *, above: bool) -> None:
        """Above or below ``anchor`` (off the stop's own row, where the choices are), centred
        on it until ``set_shift`` keeps it inside the board."""
        self.prepareGeometryChange()
        self.title, self.lines, self.reason, self.hint = title, list(lines), reason, hint
        self._above = above
        self._shift = 0.0
        self._lay_out()
        self.setPos(anchor)
        self.show()
        self.update()

    def frame_width(self) -> float:
        return self._size[0] + 2 * self.PAD + 4

    def set_shift(self, shift: float) -> None:
        """Move the label sideways by ``shift`` pixels (its tip stays at the anchor)."""
        self.prepareGeometryChange()
        self._shift = shift
        self.update()

    def _lay_out(self) -> None:
        blocks = [(self._title_font, ink(), self.title)]
        blocks += [(self._font, style.color(style.INK_SOFT), line) for line in self.lines]
        if self.reason:
            blocks.append((font(13, bold=True), QColor(FLASH_RED), self.reason))
        if self.hint:
            blocks.append((font(13, bold=True), QColor(style.PINE), self.hint))
        flags = int(Qt.TextFlag.TextWordWrap)
        y, width = 0.0, 0.0
        self._blocks = []
        for block_font, colour, text in blocks:
            rect = QFontMetricsF(block_font).boundingRect(
                QRectF(0, 0, self.MAX_WIDTH, 1000), flags, text)
            self._blocks.append((QRectF(0, y, self.MAX_WIDTH, rect.height()), block_font,
                                 colour, text))
            y += rect.height() + 3
            width = max(width, rect.width())
        self._size = (width, y - 3)

    def _frame(self) -> QRectF:
        width, height = self.frame_width(), self._size[1] + 2 * self.PAD
        top = -self.GAP - height if self._above else self.GAP
        return QRectF(-width / 2 + self._shift, top, width, height)

    def boundingRect(self) -> QRectF:
        return self._frame().adjusted(-2, -2, 3, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self._frame()
        edge = QColor(FLASH_RED if self.reason else style.PINE if self.hint else style.INDIGO)
        paint_tag(painter, frame, edge, rim=ink(200), paper=250, radius=7, shadow=ink(40))
        origin = QPointF(frame.left() + self.PAD + 4, frame.top() + self.PAD)
        for rect, block_font, colour, text in self._blocks:
            painter.setFont(block_font)
            painter.setPen(colour)
            painter.drawText(rect.translated(origin), int(Qt.TextFlag.TextWordWrap), text)


def hop(progress: float, stops: int) -> float:
    """The height of a walking pawn's hop (0..1): one hop per stop passed."""
    if stops <= 0:
        return 0.0
    return abs(math.sin(math.pi * progress * stops))

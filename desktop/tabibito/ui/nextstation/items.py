"""The graphics items of the Next Station: Tokyo board, drawn as vector paths in our own style.

Every item carries a key into the game state (a station id, a track id, a district id, a pencil),
never a copy of the state: the board scene tells an item what to show on each refresh.
One lattice unit of the map is ``UNIT`` scene units, so the scene keeps the same coordinates at any
window size and the view simply scales it.
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
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..kit import style
from ..kit.board import ClickableItem

UNIT = 100.0  # scene units per lattice step of the map

# Next Station's own colours: the four pencils and the pre-printed green loop.
PENCIL_COLOURS = {
    "blue": "#2b6cc4",
    "pink": "#e0609f",
    "purple": "#7b4bb3",
    "brown": "#8b5a2b",
    "green": "#3f9a4b",
}
# Told apart without colour too: each pencil's stroke carries its own pattern in paper white.
# (dash pattern in pen widths, or None for a plain line; "rail" is a thin line along the middle)
PENCIL_PATTERNS: dict[str, tuple[float, ...] | str | None] = {
    "blue": None,
    "pink": "rail",
    "purple": (0.01, 2.2),  # dots
    "brown": (2.6, 1.8),  # dashes
}
DISTRICT_TINTS = {
    "corner": "#f1dcb4",
    "side": "#f5ecd6",
    "inner": "#e7ecd4",
    "centre": "#f4ddd0",
}
DISTRICT_BORDER = "#e5b52a"  # the yellow lines between districts
DISTRICT_BORDER_WIDTH = 2.6
GUIDE_DOT = 4.2  # the dots of a guide: their size and the gap between them, in pen widths
GUIDE_GAP = 2.3
STATION_FILL = "#fffaf0"

LINE_WIDTH = 11.0
SHARED_LINE_WIDTH = 8.0
SHARED_OFFSET = 5.5
SYMBOL_SIZE = 21.0  # about the radius of a station symbol
STATION_HIT = 34.0  # radius that reacts to the mouse

Z_DISTRICT, Z_LANDMARK, Z_GUIDE, Z_GREEN, Z_SECTION, Z_PREVIEW = 0, 0.5, 1, 2, 3, 4
DOUBLE_TAG_PX = 24  # the "×2" tag's text: readable on the smallest board (it was 15)
Z_STATION, Z_BADGE, Z_TAG = 10, 12, 30  # Z_TAG: the reason tag over the map


def scene_point(x: float, y: float) -> QPointF:
    return QPointF(x * UNIT, y * UNIT)


def pencil_colour(pencil: str, alpha: int = 255) -> QColor:
    return style.color(PENCIL_COLOURS.get(pencil, style.INK), alpha)


# --- symbols ------------------------------------------------------------------------------------


def _regular(corners: int, radius: float, turn: float = -90.0, dy: float = 0.0) -> QPolygonF:
    points = []
    for index in range(corners):
        angle = math.radians(turn + 360.0 * index / corners)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + dy))
    return QPolygonF(points)


@cache
def symbol_path(symbol: str, size: float = SYMBOL_SIZE) -> QPainterPath:
    """A station symbol centred on (0, 0); the four shapes have about the same visual weight."""
    path = QPainterPath()
    if symbol == "circle":
        radius = size * 0.9
        path.addEllipse(QPointF(0, 0), radius, radius)
    elif symbol == "triangle":
        # The centroid sits low in an upward triangle; shift it so it looks centred.
        path.addPolygon(_regular(3, size * 1.22, dy=size * 0.18))
    elif symbol == "square":
        half = size * 0.8
        path.addRect(QRectF(-half, -half, 2 * half, 2 * half))
    else:
        path.addPolygon(_regular(5, size * 1.02, dy=size * 0.06))
    path.closeSubpath()
    return path


def paint_symbol(painter: QPainter, symbol: str, centre: QPointF, size: float,
                 fill: QColor, ink: QColor, width: float) -> None:
    """Draw a symbol anywhere (board stations, card faces in the panel)."""
    painter.save()
    painter.translate(centre)
    scale = size / SYMBOL_SIZE
    painter.scale(scale, scale)
    pen = QPen(ink, width / scale)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(QBrush(fill))
    painter.drawPath(symbol_path(symbol))
    painter.restore()


# --- paths --------------------------------------------------------------------------------------


def offset_polyline(points: Sequence[QPointF], distance: float) -> list[QPointF]:
    """The polyline moved sideways (to the left of its direction) by ``distance``."""
    if distance == 0 or len(points) < 2:
        return list(points)
    moved = []
    for index, point in enumerate(points):
        before = points[max(index - 1, 0)]
        after = points[min(index + 1, len(points) - 1)]
        dx, dy = after.x() - before.x(), after.y() - before.y()
        length = math.hypot(dx, dy) or 1.0
        moved.append(QPointF(point.x() + dy / length * distance,
                             point.y() - dx / length * distance))
    return moved


def smooth_path(points: Sequence[QPointF]) -> QPainterPath:
    """A straight segment for two points; a Catmull-Rom curve through more (the loop's arcs)."""
    path = QPainterPath(points[0])
    if len(points) == 2:
        path.lineTo(points[1])
        return path
    extended = [points[0], *points, points[-1]]
    for i in range(1, len(extended) - 2):
        p0, p1, p2, p3 = extended[i - 1], extended[i], extended[i + 1], extended[i + 2]
        c1 = p1 + (p2 - p0) / 6.0
        c2 = p2 - (p3 - p1) / 6.0
        path.cubicTo(c1, c2, p2)
    return path


def track_points(path: Sequence[tuple[float, float]]) -> list[QPointF]:
    return [scene_point(x, y) for x, y in path]


# --- districts, guides, the green loop ----------------------------------------------------------


class DistrictItem(QGraphicsPathItem):
    """A district: a pale tint, bounded by the map's yellow lines. Key: the district id.

    The border is thin, as on the paper sheet: it tells districts apart without competing with
    the lines the players draw.
    """

    def __init__(self, district_id: str, kind: str,
                 polygon: Sequence[tuple[float, float]]) -> None:
        super().__init__()
        self.key = district_id
        self.kind = kind
        path = QPainterPath()
        path.addPolygon(QPolygonF([scene_point(x, y) for x, y in polygon]))
        path.closeSubpath()
        self.setPath(path)
        self.setBrush(style.color(DISTRICT_TINTS.get(kind, style.PAPER), 170))
        border = QPen(style.color(DISTRICT_BORDER, 230), DISTRICT_BORDER_WIDTH)
        border.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(border)
        self.setZValue(Z_DISTRICT)


GUIDE_BAND = 2.6  # the paper band under a guide's dots, in dot widths


class GuideItem(QGraphicsPathItem):
    """A dotted guide along which a section may be drawn. Key: the track id.

    The dots sit on a faint paper band, so a guide reads on any district tint; both stop short
    of the stations, so a guide visibly joins two neighbours instead of running through them.
    """

    def __init__(self, track_id: str, points: Sequence[QPointF]) -> None:
        super().__init__(smooth_path(_trimmed(points, SYMBOL_SIZE + 6)))
        self.key = track_id
        pen = QPen(style.color(style.INK, 170), GUIDE_DOT)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([0.01, GUIDE_GAP])
        self.setPen(pen)
        self.setZValue(Z_GUIDE)

    def boundingRect(self) -> QRectF:
        # The band is wider than the dots' pen the path item allows for: all of it is repainted.
        margin = GUIDE_BAND * GUIDE_DOT / 2
        return super().boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QPen(style.color(STATION_FILL, 150), GUIDE_DOT * GUIDE_BAND)
        band.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(band)
        painter.drawPath(self.path())
        painter.setPen(self.pen())
        painter.drawPath(self.path())


def _trimmed(points: Sequence[QPointF], gap: float) -> list[QPointF]:
    """A straight guide shortened by ``gap`` at both ends (curves are left as they are)."""
    if len(points) != 2:
        return list(points)
    a, b = points
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    if length <= 2 * gap:
        return list(points)
    step = (b - a) * (gap / length)
    return [a + step, b - step]


class GreenArcItem(QGraphicsPathItem):
    """An arc of the pre-printed green loop. Key: the track id.

    A dark casing under the green sets the printed loop apart from the pencil lines.
    """

    def __init__(self, track_id: str, points: Sequence[QPointF]) -> None:
        super().__init__(smooth_path(points))
        self.key = track_id
        pen = QPen(pencil_colour("green"), LINE_WIDTH + 1)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.setPen(pen)
        self.setZValue(Z_GREEN)

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        casing = QPen(QColor(style.PINE).darker(140), LINE_WIDTH + 6)
        casing.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(casing)
        painter.drawPath(self.path())
        painter.setPen(self.pen())
        painter.drawPath(self.path())


class SectionItem(QGraphicsItem):
    """One drawn section of a line on the shown sheet. Key: (pencil, track id).

    Drawn as the pencil's colour with the pencil's own pattern in paper white on top, so that the
    four lines can be told apart without colour. ``progress`` below 1 shows only the part of the
    section the pencil has drawn so far, from ``reverse``'s end (the stroke animation).
    """

    def __init__(self, pencil: str, track_id: str, points: Sequence[QPointF],
                 width: float = LINE_WIDTH, preview: bool = False) -> None:
        super().__init__()
        self.key = (pencil, track_id)
        self.pencil = pencil
        self.preview = preview
        self.width = width
        self.points = list(points)
        self.path = smooth_path(points)
        self.progress = 1.0
        self.reverse = False  # drawn from the path's last point towards its first
        stroker = QPainterPathStroker()
        stroker.setWidth(width + 2)
        self._shape = stroker.createStroke(self.path)
        self._bounds = self._shape.boundingRect().adjusted(-2, -2, 2, 2)
        self.setZValue(Z_PREVIEW if preview else Z_SECTION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def set_progress(self, progress: float) -> None:
        self.progress = max(0.0, min(1.0, progress))
        self.update()

    def drawn_path(self) -> QPainterPath:
        """The part of the section drawn so far."""
        if self.progress >= 1.0:
            return self.path
        return partial_path(self.path, self.progress, self.reverse)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.progress <= 0.0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_line(painter, self.drawn_path(), self.pencil, self.width,
                   alpha=150 if self.preview else 255)


def partial_path(path: QPainterPath, fraction: float, reverse: bool = False,
                 samples: int = 24) -> QPainterPath:
    """The first ``fraction`` of ``path`` by length (from its end when ``reverse``), as a
    polyline fine enough for the loop's curves."""
    length = path.length()
    if length <= 0 or fraction <= 0:
        return QPainterPath()
    lengths = [length * fraction * i / samples for i in range(samples + 1)]
    if reverse:
        lengths = [length - along for along in lengths]
    points = [path.pointAtPercent(path.percentAtLength(along)) for along in lengths]
    part = QPainterPath(points[0])
    for point in points[1:]:
        part.lineTo(point)
    return part


def paint_line(painter: QPainter, path: QPainterPath, pencil: str, width: float,
               alpha: int = 255) -> None:
    """A pencil's line: its colour, then its pattern in paper white along the middle."""
    base = QPen(pencil_colour(pencil, alpha), width)
    base.setCapStyle(Qt.PenCapStyle.RoundCap)
    base.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(base)
    painter.drawPath(path)
    pattern = PENCIL_PATTERNS.get(pencil)
    if pattern is None:
        return
    paper = style.color(STATION_FILL, min(alpha, 235))
    if isinstance(pattern, str):  # "rail"
        overlay = QPen(paper, width * 0.26)
        overlay.setCapStyle(Qt.PenCapStyle.FlatCap)
    else:
        overlay = QPen(paper, width * 0.38)
        overlay.setCapStyle(Qt.PenCapStyle.RoundCap)
        overlay.setDashPattern(list(pattern))
    painter.setPen(overlay)
    painter.drawPath(path)


# --- badges and stamps --------------------------------------------------------------------------


class LineBadgeItem(QGraphicsItem):
    """The line number of a pencil on the shown sheet, beside its departure station.

    Key: the pencil. The number is the round in which this sheet draws with that pencil, the same
    number as the line's box on the score sheet.
    """

    RADIUS = 17.0

    def __init__(self, pencil: str) -> None:
        super().__init__()
        self.key = pencil
        self.number = ""
        self.active = False
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def show_number(self, number: int | None, active: bool) -> None:
        self.number = "" if number is None else str(number)
        self.active = active
        self.setVisible(number is not None)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor(style.INK)
        painter.setPen(QPen(ink, 4.0 if self.active else 2.5))
        painter.setBrush(QBrush(pencil_colour(self.key)))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(STATION_FILL))
        painter.drawText(QRectF(-self.RADIUS, -self.RADIUS, 2 * self.RADIUS, 2 * self.RADIUS),
                         Qt.AlignmentFlag.AlignCenter, self.number)


class StampItem(QGraphicsItem):
    """The tourist stamp of an edge district, a small seal in the margin. Key: the district id."""

    RADIUS = 27.0

    def __init__(self, district_id: str, points: int) -> None:
        super().__init__()
        self.key = district_id
        self.points = points
        self.earned = False
        self.setZValue(Z_BADGE)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_earned(self, earned: bool) -> None:
        if earned != self.earned:
            self.earned = earned
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seal = QColor(style.VERMILION)
        painter.rotate(-8)
        if self.earned:
            painter.setPen(QPen(seal.darker(130), 3.0))
            painter.setBrush(QBrush(seal))
            text_colour = QColor(STATION_FILL)
        else:
            faint = style.color(style.VERMILION, 140)
            pen = QPen(faint, 2.5)
            pen.setDashPattern([2.0, 1.5])
            painter.setPen(pen)
            painter.setBrush(style.color(STATION_FILL, 160))
            text_colour = faint
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        painter.setPen(QPen(text_colour, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.RADIUS - 5, self.RADIUS - 5)
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(text_colour)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.points))


# --- stations -----------------------------------------------------------------------------------

# What a station shows in the current interaction. CANDIDATE: a start the player may pick for the
# ASKED target, which more than one start reaches.
PLAIN, START, SELECTED, TARGET = "plain", "start", "selected", "target"
CANDIDATE, ASKED = "candidate", "asked"
PULSING = (TARGET, CANDIDATE)


class StationItem(ClickableItem[str]):
    """A station, known by its id: its symbol, green and departure marks, and the interaction's
    highlight (``mode``, with the pencil drawing now). Lit: a target that pulses."""

    def __init__(self, station_id: str, symbol: str, green: bool, start: str | None) -> None:
        super().__init__(station_id)
        self.symbol = symbol
        self.green = green
        self.start = start
        self.mode = PLAIN
        self.pencil = "blue"  # the colour of the line being drawn, for highlights
        self.blocked = False  # hovered, and not possible now: a grey "no" ring
        self.doubled = False  # counts twice for its district (the double station effect)
        self.setZValue(Z_STATION)

    def boundingRect(self) -> QRectF:
        r = STATION_HIT + 14
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), STATION_HIT, STATION_HIT)
        return path

    def set_mode(self, mode: str, pencil: str) -> None:
        if (mode, pencil) != (self.mode, self.pencil):
            self.mode, self.pencil = mode, pencil
            self.set_lit(mode in PULSING)
            self.setCursor(Qt.CursorShape.PointingHandCursor if mode != PLAIN
                           else Qt.CursorShape.ArrowCursor)  # a start is clicked too
            self.update()

    def set_doubled(self, doubled: bool) -> None:
        if doubled != self.doubled:
            self.doubled = doubled
            self.update()

    def set_blocked(self, blocked: bool) -> None:
        if blocked != self.blocked:
            self.blocked = blocked
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor(style.INK)
        self._paint_highlight(painter)
        if self.green:
            # A green station sits on the loop: a green ring around a paper disc.
            painter.setPen(QPen(pencil_colour("green"), 6.0))
            painter.setBrush(QBrush(QColor(STATION_FILL)))
            painter.drawEllipse(QPointF(0, 0), SYMBOL_SIZE + 8, SYMBOL_SIZE + 8)
        if self.start is not None:
            # A departure: a ring of its pencil's colour around it, as printed on the sheet.
            painter.setPen(QPen(pencil_colour(self.start), 4.0))
            painter.setBrush(QBrush(QColor(STATION_FILL)))
            painter.drawEllipse(QPointF(0, 0), SYMBOL_SIZE + 9, SYMBOL_SIZE + 9)
            fill = pencil_colour(self.start)
            paint_symbol(painter, self.symbol, QPointF(0, 0), SYMBOL_SIZE + 2, fill, ink, 4.5)
            # A paper dot in the middle marks a departure station without relying on colour.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(STATION_FILL)))
            painter.drawEllipse(QPointF(0, 2 if self.symbol == "triangle" else 0), 5.5, 5.5)
        else:
            paint_symbol(painter, self.symbol, QPointF(0, 0), SYMBOL_SIZE,
                         QColor(STATION_FILL), ink, 4.0)
        if self.doubled:
            self._paint_double_mark(painter)
        if self.focused:
            self._paint_focus(painter)

    def _paint_focus(self, painter: QPainter) -> None:
        """A double ring, ink outside indigo, visible on every tint and highlight."""
        radius = STATION_HIT + 9
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(STATION_FILL), 8.0))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        painter.setPen(QPen(QColor(style.INDIGO), 4.5))
        painter.drawEllipse(QPointF(0, 0), radius, radius)

    def _paint_double_mark(self, painter: QPainter) -> None:
        """A small ochre "×2" tag: this station counts twice for its district."""
        corner = -STATION_HIT - 14  # the item's bounding corner: the tag stays inside it
        tag = QRectF(corner, corner, DOUBLE_TAG_PX * 2, DOUBLE_TAG_PX * 1.4)
        painter.setPen(QPen(QColor(style.INK), 2.0))
        painter.setBrush(QColor(style.OCHRE))
        painter.drawRoundedRect(tag, 6, 6)
        font = QFont()
        font.setPixelSize(DOUBLE_TAG_PX)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(style.INK))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "×2")

    def _paint_highlight(self, painter: QPainter) -> None:
        if self.blocked:
            ring = QPen(style.color(style.INK_SOFT, 200), 3.0)
            ring.setDashPattern([1.5, 1.5])
            painter.setPen(ring)
            painter.setBrush(style.color(style.INK, 25))
            painter.drawEllipse(QPointF(0, 0), STATION_HIT, STATION_HIT)
            painter.drawLine(QPointF(-STATION_HIT * 0.7, STATION_HIT * 0.7),
                             QPointF(STATION_HIT * 0.7, -STATION_HIT * 0.7))
        if self.mode == PLAIN:
            return
        colour = pencil_colour(self.pencil)
        if self.mode in PULSING:
            # A candidate start is lit in vermilion, like the ends it is chosen among.
            lit = colour if self.mode == TARGET else QColor(style.VERMILION)
            halo = QColor(lit)
            halo.setAlpha(int(60 + 70 * self.pulse))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(halo))
            painter.drawEllipse(QPointF(0, 0), STATION_HIT + 6, STATION_HIT + 6)
            painter.setPen(QPen(lit, 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), STATION_HIT + 2, STATION_HIT + 2)
        elif self.mode == ASKED:
            painter.setPen(QPen(colour, 7.0))
            painter.setBrush(style.color(colour.name(), 70))
            painter.drawEllipse(QPointF(0, 0), STATION_HIT + 4, STATION_HIT + 4)
        elif self.mode == START:
            ring = QPen(style.color(style.VERMILION, 200), 3.5)
            ring.setDashPattern([2.2, 1.6])
            painter.setPen(ring)
            painter.setBrush(style.color(style.VERMILION, 30))
            painter.drawEllipse(QPointF(0, 0), STATION_HIT + 2, STATION_HIT + 2)
        elif self.mode == SELECTED:
            painter.setPen(QPen(QColor(style.VERMILION), 7.0))
            painter.setBrush(style.color(style.VERMILION, 60))
            painter.drawEllipse(QPointF(0, 0), STATION_HIT + 4, STATION_HIT + 4)

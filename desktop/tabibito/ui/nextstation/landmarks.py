"""Tokyo's landmarks on the map sheet: our own silhouettes (no publisher art) in quiet tints, each
in a free corner of the sheet where it covers no station, guide, loop or line badge. Where they
fit is worked out once per map (``landmark_spots``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsPathItem

from tabibito.games.nextstation.tokyo_map import TokyoMap

from ..kit import style
from .items import STATION_HIT, UNIT, Z_LANDMARK, LineBadgeItem

LANDMARK_STEP = 0.25 * UNIT  # the grid on which the board looks for room for a landmark
LANDMARK_CLEAR = 10.0  # the free margin around a landmark
LANDMARK_SCALES = (1.0, 0.85, 0.7)  # a landmark shrinks a little rather than cover anything

# Our own silhouettes, drawn in a box of -0.5..0.5 on both axes (y down) and scaled to the room
# the board finds for them. Quiet tints: they give the sheet a sense of Tokyo without competing
# with stations, guides or lines.


def _box(path: QPainterPath, x0: float, y0: float, x1: float, y1: float) -> None:
    path.addRect(QRectF(QPointF(x0, y0), QPointF(x1, y1)))


def _poly(path: QPainterPath, *points: tuple[float, float]) -> None:
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()


def _tokyo_tower() -> QPainterPath:
    """The lattice tower: the antenna, the two decks, the legs spread under an arch; the bands
    of its paint cut out of the shaft, so that it reads as Tokyo Tower, not as a letter A."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    _box(path, -0.025, -0.5, 0.025, -0.26)  # the antenna
    _poly(path, (-0.06, -0.28), (0.06, -0.28), (0.13, 0.02), (-0.13, 0.02))
    _box(path, -0.15, -0.12, 0.15, -0.06)  # the top deck
    _box(path, -0.24, 0.06, 0.24, 0.13)  # the main deck
    _poly(path, (-0.14, 0.0), (0.14, 0.0), (0.5, 0.5), (0.3, 0.5), (0.0, 0.24),
          (-0.3, 0.5), (-0.5, 0.5))
    bands = QPainterPath()
    for top in (-0.2, 0.22, 0.38):
        _box(bands, -0.5, top, 0.5, top + 0.022)
    arch = QPainterPath(QPointF(-0.3, 0.5))  # the arch between the legs
    arch.quadTo(QPointF(0.0, 0.12), QPointF(0.3, 0.5))
    arch.closeSubpath()
    bands.addPath(arch)
    return path.simplified().subtracted(bands)


def _skytree() -> QPainterPath:
    path = QPainterPath()
    _box(path, -0.05, -0.5, 0.05, -0.22)
    path.addEllipse(QPointF(0, -0.2), 0.3, 0.045)  # the Tembo galleria
    _poly(path, (-0.12, -0.2), (0.12, -0.2), (0.2, 0.2), (-0.2, 0.2))
    path.addEllipse(QPointF(0, 0.0), 0.4, 0.05)  # the Tembo deck
    _poly(path, (-0.18, 0.15), (0.18, 0.15), (0.5, 0.5), (-0.5, 0.5))
    return path


def _torii() -> QPainterPath:
    path = QPainterPath()
    beam = QPainterPath(QPointF(-0.5, -0.5))  # the kasagi, its ends turned up
    beam.quadTo(QPointF(0, -0.34), QPointF(0.5, -0.5))
    beam.lineTo(QPointF(0.45, -0.32))
    beam.quadTo(QPointF(0, -0.2), QPointF(-0.45, -0.32))
    beam.closeSubpath()
    path.addPath(beam)
    _box(path, -0.4, -0.27, 0.4, -0.2)
    _box(path, -0.04, -0.27, 0.04, -0.06)
    _box(path, -0.46, -0.08, 0.46, 0.0)  # the nuki
    _poly(path, (-0.37, -0.3), (-0.27, -0.3), (-0.25, 0.5), (-0.39, 0.5))
    _poly(path, (0.27, -0.3), (0.37, -0.3), (0.39, 0.5), (0.25, 0.5))
    return path


def _rainbow_bridge() -> QPainterPath:
    path = QPainterPath()
    _box(path, -0.29, -0.5, -0.21, 0.3)
    _box(path, 0.21, -0.5, 0.29, 0.3)
    _box(path, -0.5, 0.1, 0.5, 0.2)  # the deck
    cable = QPainterPath(QPointF(-0.5, 0.1))
    cable.quadTo(QPointF(-0.4, -0.2), QPointF(-0.25, -0.46))
    cable.quadTo(QPointF(0.0, 0.2), QPointF(0.25, -0.46))
    cable.quadTo(QPointF(0.4, -0.2), QPointF(0.5, 0.1))
    for x in (-0.12, 0.0, 0.12):  # hangers
        cable.moveTo(QPointF(x, 0.1))
        cable.lineTo(QPointF(x, -0.1 + abs(x) * 1.2))
    waves = QPainterPath()
    for y in (0.34, 0.46):
        waves.moveTo(QPointF(-0.44, y))
        for step in range(4):
            x = -0.44 + 0.22 * step
            waves.quadTo(QPointF(x + 0.055, y - 0.05), QPointF(x + 0.11, y))
            waves.quadTo(QPointF(x + 0.165, y + 0.05), QPointF(x + 0.22, y))
    stroker = QPainterPathStroker()
    stroker.setWidth(0.035)
    path.addPath(stroker.createStroke(cable))
    path.addPath(stroker.createStroke(waves))
    return path


# name: (the silhouette, its size in scene units, its tint)
LANDMARKS: dict[str, tuple[Callable[[], QPainterPath], tuple[float, float], str]] = {
    "tokyo_tower": (_tokyo_tower, (58.0, 92.0), style.VERMILION),
    "skytree": (_skytree, (40.0, 100.0), style.INDIGO),
    "torii": (_torii, (76.0, 62.0), style.VERMILION),
    "rainbow_bridge": (_rainbow_bridge, (104.0, 52.0), style.PLUM),
}


class LandmarkItem(QGraphicsPathItem):
    """A Tokyo landmark of our own drawing, in a free corner of the sheet. Key: its name."""

    def __init__(self, name: str, scale: float = 1.0) -> None:
        build, (width, height), tint = LANDMARKS[name]
        transform = QTransform.fromScale(width * scale, height * scale)
        silhouette = transform.map(build())
        silhouette.setFillRule(Qt.FillRule.WindingFill)
        super().__init__(silhouette.simplified())
        self.key = name
        self.setBrush(style.color(tint, 95))
        pen = QPen(style.color(style.INK, 120), 1.6)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(Z_LANDMARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def landmark_size(name: str, scale: float = 1.0) -> tuple[float, float]:
    width, height = LANDMARKS[name][1]
    return width * scale, height * scale


# -- room for the landmarks ----------------------------------------------------------------------


@lru_cache(maxsize=4)
def landmark_spots(tokyo: TokyoMap, badges: tuple[tuple[float, float], ...]
                   ) -> dict[str, tuple[float, float, float]]:
    """Where each landmark fits without covering a station, a guide, the loop or a badge:
    name -> (x, y, scale). Spread over the sheet, corners first; a landmark with no room left
    is left out. Computed once per map."""
    obstacles = _Obstacles(tokyo, badges)
    width, height = tokyo.size
    centre = QPointF((width - 1) / 2 * UNIT, (height - 1) / 2 * UNIT)
    xs = _steps(-0.5 * UNIT, (width - 0.5) * UNIT)
    ys = _steps(-0.5 * UNIT, (height - 0.5) * UNIT)
    placed: dict[str, tuple[float, float, float]] = {}
    for name in LANDMARKS:
        for scale in LANDMARK_SCALES:
            w, h = landmark_size(name, scale)
            free = [QPointF(x, y) for x in xs for y in ys
                    if obstacles.clear(QRectF(x - w / 2, y - h / 2, w, h), w, h)]
            if free:
                spot = max(free, key=lambda p: _spread(p, placed, centre))
                placed[name] = (spot.x(), spot.y(), scale)
                obstacles.rects.append(QRectF(spot.x() - w / 2, spot.y() - h / 2, w, h))
                break
    return placed


def _steps(low: float, high: float) -> list[float]:
    count = int((high - low) / LANDMARK_STEP)
    return [low + LANDMARK_STEP * i for i in range(count + 1)]


def _spread(point: QPointF, placed: dict, centre: QPointF) -> tuple[float, float]:
    """Far from the landmarks placed so far (up to a point), then far from the middle."""
    nearest = min((math.dist((point.x(), point.y()), (x, y)) for x, y, _ in placed.values()),
                  default=math.inf)
    return min(nearest, 4 * UNIT), math.dist((point.x(), point.y()), (centre.x(), centre.y()))


class _Obstacles:
    """What a landmark must keep clear of, as circles, segments and rectangles in scene units."""

    def __init__(self, tokyo: TokyoMap, badges: tuple[tuple[float, float], ...]) -> None:
        width, height = tokyo.size
        self.frame = QRectF(-0.5 * UNIT, -0.5 * UNIT, width * UNIT, height * UNIT)
        self.circles = [(s.x * UNIT, s.y * UNIT, STATION_HIT + LANDMARK_CLEAR)
                        for s in tokyo.stations.values()]
        self.circles += [(x, y, LineBadgeItem.RADIUS + LANDMARK_CLEAR) for x, y in badges]
        self.segments = []
        for track in tokyo.tracks.values():
            points = [(x * UNIT, y * UNIT) for x, y in track.path]
            self.segments += list(zip(points, points[1:], strict=False))
        self.rects: list[QRectF] = []

    def clear(self, rect: QRectF, w: float, h: float) -> bool:
        if not self.frame.contains(rect):
            return False
        grown = rect.adjusted(-LANDMARK_CLEAR, -LANDMARK_CLEAR, LANDMARK_CLEAR, LANDMARK_CLEAR)
        if any(grown.intersects(other) for other in self.rects):
            return False
        for x, y, r in self.circles:
            dx = max(rect.left() - x, 0.0, x - rect.right())
            dy = max(rect.top() - y, 0.0, y - rect.bottom())
            if dx * dx + dy * dy < r * r:
                return False
        return not any(_segment_meets(a, b, grown) for a, b in self.segments)


def _segment_meets(a: tuple[float, float], b: tuple[float, float], rect: QRectF) -> bool:
    """Whether segment ab meets the rectangle (Liang–Barsky clipping)."""
    if (max(a[0], b[0]) < rect.left() or min(a[0], b[0]) > rect.right()
            or max(a[1], b[1]) < rect.top() or min(a[1], b[1]) > rect.bottom()):
        return False
    dx, dy = b[0] - a[0], b[1] - a[1]
    low, high = 0.0, 1.0
    for p, q in ((-dx, a[0] - rect.left()), (dx, rect.right() - a[0]),
                 (-dy, a[1] - rect.top()), (dy, rect.bottom() - a[1])):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True

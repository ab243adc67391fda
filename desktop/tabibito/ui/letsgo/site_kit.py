"""The brush set the Let's Go site pictures are drawn with: a woodblock print's flat colours
under sumi outlines, on a sky shaded like a print's bokashi band.

Every picture is drawn on a PICTURE_W × PICTURE_H canvas (the middle of a card, between the
strip and the highlight) with ``Ink``'s shapes; the shapes are few and large so that a picture
still reads on a card 90 pixels wide.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from ..kit import style

PICTURE_W, PICTURE_H = 180.0, 106.0
GROUND = 92.0  # where the ground meets the sky in most pictures

# The woodblock palette of the site pictures (style's colours plus the few a landscape needs).
SKY, DUSK, NIGHT = "#c9dce8", "#f1cfae", "#2c3a5e"
VERMILION, INDIGO, PINE, OCHRE, PLUM = (style.VERMILION, style.INDIGO, style.PINE, style.OCHRE,
                                        style.PLUM)
PAPER, INK, SUMI_SOFT = style.CARD, style.INK, style.INK_SOFT
LEAF, GRASS, MOSS = "#6f9a4a", "#a9c27a", "#7d9a3c"
SAKURA, BLOSSOM = "#f0b5c4", "#fbe0e7"
MAPLE, GOLD, BRASS = "#c8432e", "#e0b43a", "#b98a2a"
WOOD, DARK_WOOD, BAMBOO = "#a8744a", "#5b3b28", "#8fb356"
STONE, GREY_ROOF, SAND = "#a39d92", "#54595f", "#e8dcc0"
WATER, DEEP_WATER = "#7fa6c6", "#4d79a3"
STEEL, GLASS, BRICK = "#8e99a4", "#b3cbdc", "#b4553a"
RICE, SALMON, NORI, EGG = "#fdfbf4", "#ef8c5a", "#2f3b2c", "#f4c542"
SKIN, WHITE = "#f3d6b8", "#ffffff"


class Gallery(dict[str, Callable[["Ink"], None]]):
    """Site pictures by site key; ``add(key)`` registers the function that draws one."""

    def add(self, key: str) -> Callable[[Callable[[Ink], None]], Callable[[Ink], None]]:
        def register(draw: Callable[[Ink], None]) -> Callable[[Ink], None]:
            self[key] = draw
            return draw
        return register


class Ink:
    """A painter with the picture's outline: every shape is filled and outlined in sumi."""

    def __init__(self, painter: QPainter, outline: float = 1.4) -> None:
        self.painter = painter
        self.outline = outline

    # -- the basic shapes --------------------------------------------------------------------

    def _set(self, fill: str | None, outline: bool | float = True) -> None:
        if outline:
            width = self.outline if outline is True else float(outline)
            pen = QPen(QColor(INK), width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self.painter.setPen(pen)
        else:
            self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(fill) if fill else Qt.BrushStyle.NoBrush)

    def poly(self, fill: str | None, points: Sequence[tuple[float, float]],
             outline: bool | float = True) -> None:
        self._set(fill, outline)
        self.painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))

    def rect(self, fill: str | None, x: float, y: float, w: float, h: float,
             radius: float = 0.0, outline: bool | float = True) -> None:
        self._set(fill, outline)
        self.painter.drawRoundedRect(QRectF(x, y, w, h), radius, radius)

    def oval(self, fill: str | None, cx: float, cy: float, rx: float, ry: float | None = None,
             outline: bool | float = True) -> None:
        self._set(fill, outline)
        self.painter.drawEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)

    def path(self, fill: str | None, path: QPainterPath, outline: bool | float = True) -> None:
        self._set(fill, outline)
        self.painter.drawPath(path)

    def line(self, colour: str, width: float, points: Sequence[tuple[float, float]]) -> None:
        pen = QPen(QColor(colour), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in points]))

    def arc(self, colour: str, width: float, cx: float, cy: float, r: float, start: float,
            span: float) -> None:
        """An arc of the circle at (cx, cy), ``start`` and ``span`` in degrees (Qt's sense)."""
        pen = QPen(QColor(colour), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawArc(QRectF(cx - r, cy - r, 2 * r, 2 * r), round(start * 16),
                             round(span * 16))

    # -- the scenery ---------------------------------------------------------------------------

    def sky(self, top: str = SKY, bottom: str = PAPER) -> None:
        """The whole canvas shaded from ``top`` down to ``bottom`` (a print's bokashi)."""
        gradient = QLinearGradient(0, 0, 0, PICTURE_H * 0.8)
        gradient.setColorAt(0, QColor(top))
        gradient.setColorAt(1, QColor(bottom))
        self.painter.fillRect(QRectF(0, 0, PICTURE_W, PICTURE_H), gradient)

    def ground(self, colour: str = GRASS, y: float = GROUND) -> None:
        self.rect(colour, -2, y, PICTURE_W + 4, PICTURE_H - y + 2, outline=False)
        self.line(INK, self.outline, [(0, y), (PICTURE_W, y)])

    def water(self, y: float, colour: str = WATER, bottom: float = PICTURE_H) -> None:
        """A band of water with the waves of a print."""
        self.rect(colour, -2, y, PICTURE_W + 4, bottom - y, outline=False)
        for row, wave_y in enumerate(range(round(y) + 5, round(bottom) - 1, 6)):
            shift = 9 * (row % 2)
            for x in range(-shift, round(PICTURE_W), 18):
                self.arc(WHITE, 1.0, x + 9, wave_y + 4, 5, 30, 120)

    def hills(self, colour: str, base: float, peaks: Sequence[tuple[float, float]]) -> None:
        """Far hills, no outline: ``peaks`` are (x, height) tops joined by soft curves."""
        path = QPainterPath(QPointF(-2, base))
        last = QPointF(-2, base - peaks[0][1] * 0.6)
        path.lineTo(last)
        for x, height in peaks:
            top = QPointF(x, base - height)
            path.quadTo(QPointF((last.x() + x) / 2, top.y()), top)
            last = top
        path.quadTo(QPointF(PICTURE_W, last.y()), QPointF(PICTURE_W + 2, base - peaks[-1][1] / 2))
        path.lineTo(PICTURE_W + 2, base)
        path.closeSubpath()
        self.path(colour, path, outline=False)

    def sun(self, x: float, y: float, r: float, colour: str = VERMILION) -> None:
        self.oval(colour, x, y, r, outline=False)

    # -- buildings -----------------------------------------------------------------------------

    def roof(self, cx: float, y: float, w: float, h: float, colour: str = GREY_ROOF,
             lift: float = 0.35) -> None:
        """A temple roof: the eaves at ``y`` turned up at both ends, the ridge ``h`` above."""
        half, ridge = w / 2, w * 0.3
        path = QPainterPath(QPointF(cx - half, y - h * lift))
        path.quadTo(QPointF(cx - half * 0.7, y), QPointF(cx, y))
        path.quadTo(QPointF(cx + half * 0.7, y), QPointF(cx + half, y - h * lift))
        path.quadTo(QPointF(cx + ridge * 1.2, y - h * 0.55), QPointF(cx + ridge, y - h))
        path.lineTo(cx - ridge, y - h)
        path.quadTo(QPointF(cx - ridge * 1.2, y - h * 0.55), QPointF(cx - half, y - h * lift))
        self.path(colour, path)

    def hall(self, cx: float, base: float, w: float, h: float, roof: str = GREY_ROOF,
             wall: str = VERMILION, roof_h: float | None = None, posts: int = 4) -> None:
        """A temple or shrine hall: a body of posts under one big roof."""
        self.rect(PAPER, cx - w / 2, base - h, w, h)
        for n in range(posts):
            x = cx - w / 2 + n * w / (posts - 1)
            self.rect(wall, x - 2, base - h, 4, h)
        self.rect(wall, cx - w / 2, base - h, w, 4)
        self.roof(cx, base - h + 2, w * 1.35, roof_h or h * 0.9, roof)

    def pagoda(self, cx: float, base: float, w: float, h: float, tiers: int = 5,
               roof: str = GREY_ROOF, wall: str = VERMILION) -> None:
        """A pagoda of ``tiers`` roofs, each narrower, and its spire."""
        storey = h * 0.8 / tiers
        self.line(INK, 1.6, [(cx, base - h * 0.8), (cx, base - h)])
        for ring in range(5):
            self.oval(GOLD, cx, base - h * 0.82 - ring * h * 0.035, 1.6, outline=0.6)
        for n in range(tiers):
            width = w * (1 - 0.11 * n)
            bottom = base - n * storey
            self.rect(wall, cx - width * 0.3, bottom - storey * 0.7, width * 0.6, storey * 0.7)
            self.roof(cx, bottom - storey * 0.55, width, storey * 0.5, roof, lift=0.5)

    def torii(self, cx: float, base: float, w: float, h: float, colour: str = VERMILION,
              beam: str = INK) -> None:
        """A torii: two posts, the tie beam and the top beam with its ends swept up."""
        post = max(2.0, w * 0.08)
        for side in (-1, 1):
            x = cx + side * w * 0.32
            self.poly(colour, [(x - post / 2, base - h * 0.85), (x + post / 2, base - h * 0.85),
                               (x + post / 2 + side * 1.5, base), (x - post / 2 + side * 1.5, base)])
        self.rect(colour, cx - w * 0.42, base - h * 0.72, w * 0.84, h * 0.08)
        top = QPainterPath(QPointF(cx - w / 2, base - h))
        top.quadTo(QPointF(cx, base - h * 0.86), QPointF(cx + w / 2, base - h))
        top.lineTo(cx + w * 0.46, base - h * 0.86)
        top.quadTo(QPointF(cx, base - h * 0.76), QPointF(cx - w * 0.46, base - h * 0.86))
        top.closeSubpath()
        self.path(beam, top)
        self.rect(colour, cx - w * 0.44, base - h * 0.86, w * 0.88, h * 0.07)

    def building(self, x: float, base: float, w: float, h: float, colour: str = STEEL,
                 windows: str = GLASS, rows: int = 0, cols: int = 0) -> None:
        """A modern block with a grid of windows (``rows`` × ``cols``, none when 0)."""
        self.rect(colour, x, base - h, w, h)
        if not rows or not cols:
            return
        gap_x, gap_y = w / cols, (h - 4) / rows
        for r in range(rows):
            for c in range(cols):
                self.rect(windows, x + c * gap_x + gap_x * 0.25, base - h + 3 + r * gap_y,
                          gap_x * 0.5, gap_y * 0.55, outline=False)

    def awning(self, x: float, y: float, w: float, h: float, colours: Sequence[str]) -> None:
        """A striped shop awning, scalloped below: stripes about 8 wide, whatever its width."""
        count = max(2, round(w / 8))
        stripe = w / count
        for n in range(count):
            colour = colours[n % len(colours)]
            self.rect(colour, x + n * stripe, y, stripe, h, outline=False)
            self.oval(colour, x + (n + 0.5) * stripe, y + h, stripe / 2, stripe / 3,
                      outline=False)
        self.rect(None, x, y, w, h)

    def noren(self, x: float, y: float, w: float, h: float, colour: str = INDIGO,
              panels: int = 3) -> None:
        """A shop curtain in ``panels`` hanging from a rod."""
        width = w / panels
        for n in range(panels):
            self.rect(colour, x + n * width + 0.6, y, width - 1.2, h)
        self.line(DARK_WOOD, 2.0, [(x - 2, y), (x + w + 2, y)])

    def lantern(self, cx: float, cy: float, r: float, colour: str = VERMILION,
                bands: str = INK) -> None:
        """A paper chōchin: a round body between black caps."""
        self.oval(colour, cx, cy, r * 0.85, r)
        for side in (-1, 1):
            self.rect(bands, cx - r * 0.45, cy + side * r - (r * 0.22 if side > 0 else 0),
                      r * 0.9, r * 0.22, outline=False)
        for k in (-0.4, 0.0, 0.4):
            self.line(INK, 0.6, [(cx - r * 0.8, cy + k * r), (cx + r * 0.8, cy + k * r)])

    def stone_lantern(self, cx: float, base: float, h: float) -> None:
        """A tōrō: foot, post, fire box and a little roof."""
        self.rect(STONE, cx - h * 0.2, base - h * 0.12, h * 0.4, h * 0.12)
        self.rect(STONE, cx - h * 0.07, base - h * 0.6, h * 0.14, h * 0.5)
        self.rect(STONE, cx - h * 0.17, base - h * 0.78, h * 0.34, h * 0.2)
        self.rect(EGG, cx - h * 0.07, base - h * 0.74, h * 0.14, h * 0.12, outline=False)
        self.poly(STONE, [(cx - h * 0.3, base - h * 0.78), (cx + h * 0.3, base - h * 0.78),
                          (cx, base - h)])

    # -- nature --------------------------------------------------------------------------------

    def tree(self, cx: float, base: float, r: float, colour: str = LEAF,
             trunk: str = DARK_WOOD) -> None:
        """A round-crowned tree: three lobes over a trunk."""
        self.rect(trunk, cx - r * 0.12, base - r * 1.2, r * 0.24, r * 1.2)
        for dx, dy, k in ((-0.5, -1.5, 0.7), (0.5, -1.5, 0.7), (0.0, -2.0, 0.8)):
            self.oval(colour, cx + dx * r, base + dy * r, r * k)

    def pine(self, cx: float, base: float, s: float, colour: str = PINE) -> None:
        """A pine: a leaning trunk under flat layered pads."""
        self.poly(DARK_WOOD, [(cx - s * 0.08, base), (cx + s * 0.08, base),
                              (cx + s * 0.12, base - s * 0.8), (cx, base - s * 0.8)])
        for dx, dy, w in ((-0.25, 0.55, 0.55), (0.25, 0.75, 0.5), (0.05, 0.95, 0.45)):
            self.oval(colour, cx + dx * s, base - dy * s, w * s, s * 0.11)

    def bamboo(self, x: float, base: float, h: float, width: float = 4.0,
               colour: str = BAMBOO) -> None:
        self.rect(colour, x - width / 2, base - h, width, h)
        for y in range(round(base - h + 10), round(base), 12):
            self.line(INK, 0.9, [(x - width / 2, y), (x + width / 2, y)])

    def blossom_tree(self, cx: float, base: float, r: float, colour: str = SAKURA) -> None:
        """A cherry in bloom: a dark crooked trunk and a cloud of pink with petals."""
        self.poly(DARK_WOOD, [(cx - r * 0.15, base), (cx + r * 0.15, base),
                              (cx + r * 0.05, base - r), (cx - r * 0.25, base - r * 1.1)])
        for dx, dy, k in ((-0.7, -1.3, 0.6), (0.7, -1.3, 0.6), (0.0, -1.8, 0.75),
                          (-0.35, -1.1, 0.55), (0.35, -1.1, 0.55)):
            self.oval(colour, cx + dx * r, base + dy * r, r * k)
        for dx, dy in ((-0.6, -1.5), (0.3, -1.9), (0.6, -1.2), (-0.1, -1.3)):
            self.oval(BLOSSOM, cx + dx * r, base + dy * r, r * 0.1, outline=False)

    def petals(self, points: Sequence[tuple[float, float]], colour: str = SAKURA) -> None:
        for x, y in points:
            self.oval(colour, x, y, 2.2, 1.4, outline=0.6)

    def rock(self, cx: float, base: float, w: float, h: float, colour: str = STONE) -> None:
        path = QPainterPath(QPointF(cx - w / 2, base))
        path.quadTo(QPointF(cx - w * 0.45, base - h), QPointF(cx - w * 0.05, base - h))
        path.quadTo(QPointF(cx + w * 0.45, base - h * 0.9), QPointF(cx + w / 2, base))
        path.closeSubpath()
        self.path(colour, path)

    # -- people, animals and things ---------------------------------------------------------------

    def figure(self, cx: float, base: float, h: float, robe: str = INDIGO,
               hair: str = INK) -> None:
        """A person in a robe: a head on a flared body."""
        self.poly(robe, [(cx - h * 0.22, base), (cx + h * 0.22, base), (cx + h * 0.12,
                  base - h * 0.72), (cx - h * 0.12, base - h * 0.72)])
        self.oval(SKIN, cx, base - h * 0.84, h * 0.14)
        self.path(hair, cap(cx, base - h * 0.86, h * 0.15))

    def bowl(self, cx: float, y: float, w: float, colour: str = VERMILION,
             inside: str = PAPER) -> None:
        """A bowl seen from the side, its rim at ``y`` showing what is inside."""
        body = QPainterPath(QPointF(cx - w / 2, y))
        body.quadTo(QPointF(cx - w / 2, y + w * 0.45), QPointF(cx, y + w * 0.45))
        body.quadTo(QPointF(cx + w / 2, y + w * 0.45), QPointF(cx + w / 2, y))
        body.closeSubpath()
        self.path(colour, body)
        self.rect(colour, cx - w * 0.15, y + w * 0.42, w * 0.3, w * 0.07)
        self.oval(inside, cx, y, w / 2, w * 0.1)

    def chopsticks(self, x: float, y: float, length: float, angle: float = -30.0) -> None:
        for dy in (0.0, 3.0):
            rad = math.radians(angle)
            end = (x + length * math.cos(rad), y + dy + length * math.sin(rad))
            self.line(DARK_WOOD, 2.0, [(x, y + dy), end])

    def steam(self, x: float, y: float, h: float, count: int = 3, gap: float = 7.0) -> None:
        """Wisps of steam rising from ``y``."""
        for n in range(count):
            left = x + (n - (count - 1) / 2) * gap
            path = QPainterPath(QPointF(left, y))
            path.cubicTo(QPointF(left - 4, y - h * 0.3), QPointF(left + 4, y - h * 0.6),
                         QPointF(left, y - h))
            self.path(None, path, outline=1.1)

    def sparkle(self, x: float, y: float, r: float, colour: str = GOLD) -> None:
        self.poly(colour, [(x, y - r), (x + r * 0.25, y - r * 0.25), (x + r, y),
                           (x + r * 0.25, y + r * 0.25), (x, y + r), (x - r * 0.25, y + r * 0.25),
                           (x - r, y), (x - r * 0.25, y - r * 0.25)], outline=0.6)

    def star(self, x: float, y: float, r: float, colour: str = GOLD) -> None:
        corners = []
        for n in range(10):
            radius = r if n % 2 == 0 else r * 0.42
            angle = -math.pi / 2 + n * math.pi / 5
            corners.append((x + math.cos(angle) * radius, y + math.sin(angle) * radius))
        self.poly(colour, corners, outline=0.8)

    def note(self, x: float, y: float, s: float, colour: str = INK) -> None:
        """A musical note."""
        self.oval(colour, x, y, s * 0.35, s * 0.26, outline=False)
        self.line(colour, s * 0.14, [(x + s * 0.3, y), (x + s * 0.3, y - s * 1.1),
                                     (x + s * 0.75, y - s * 0.8)])


def arch(cx: float, base: float, w: float, h: float) -> QPainterPath:
    """A round arch (a bridge's, a dome's) ``w`` wide standing ``h`` high on ``base``."""
    path = QPainterPath(QPointF(cx - w / 2, base))
    path.cubicTo(QPointF(cx - w / 2, base - h * 1.3), QPointF(cx + w / 2, base - h * 1.3),
                 QPointF(cx + w / 2, base))
    path.closeSubpath()
    return path


def fan(cx: float, cy: float, r: float) -> QPainterPath:
    """An open folding fan: a sector of radius ``r`` pivoting at (cx, cy), opened upwards."""
    path = QPainterPath(QPointF(cx, cy))
    path.arcTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), 40, 100)
    path.closeSubpath()
    return path


def cap(cx: float, cy: float, r: float) -> QPainterPath:
    """The hair on a head: the top half of a circle."""
    path = QPainterPath(QPointF(cx - r, cy))
    path.arcTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), 180, -180)
    path.closeSubpath()
    return path

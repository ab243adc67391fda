"""Achievement badges, drawn here in the woodblock palette: a seal (each game its own outline and
ink: Tokaido's round hanko, Next Station's station sign, Let's Go's blossom) with an emblem in
its middle (a bowl, a torii, five lines meeting ...). One not yet earned is drawn in faint grey.

Every emblem is drawn in a box 100 units across, centred on the origin, with round pens, so one
drawing serves every size. ``EarnedBadges`` is the line of badges at the end of a game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..plugin_api import AchievementLook
from . import style
from .i18n import fill, named
from .relabel import Relabelled

UNIT = 100.0  # the drawing box's side
BADGE_SIZE = 44  # a badge beside its name, in logical pixels
GREY_INK = 120  # the alpha of a badge not yet earned
EARNED_COLUMNS = 2
COMPACT_SIZE = 30  # a badge in the compact row

Emblem = Callable[[QPainter], None]


def look(context: str, names: Mapping[str, str], descriptions: Mapping[str, str],
         emblems: Mapping[str, str], seal: str, achievement: str) -> AchievementLook:
    """A game's achievement as its tables name and draw it (``GameUI.achievement_look``); an id
    this version does not know is named by itself, on a star."""
    description = named(context, descriptions, achievement) if achievement in descriptions else ""
    return AchievementLook(named(context, names, achievement), description,
                           emblems.get(achievement, "star"), seal)


# -- the seals: the badge's outline, and its ink ------------------------------------------------

def _round_seal() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 46, 46)
    return path


def _square_seal() -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(-44, -44, 88, 88), 18, 18)
    return path


def _flower_seal() -> QPainterPath:
    """Five round petals about a round heart: a cherry blossom's outline."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # the union of the circles, not their overlaps
    path.addEllipse(QPointF(0, 0), 34, 34)
    for petal in range(5):
        angle = math.radians(petal * 72 - 90)
        path.addEllipse(QPointF(26 * math.cos(angle), 26 * math.sin(angle)), 20, 20)
    return path.simplified()


SEALS: dict[str, tuple[Callable[[], QPainterPath], str]] = {
    "round": (_round_seal, style.VERMILION),
    "square": (_square_seal, style.INDIGO),
    "flower": (_flower_seal, style.PINE),
}


# -- the emblems --------------------------------------------------------------------------------

def _points(*xy: float) -> QPolygonF:
    return QPolygonF([QPointF(xy[i], xy[i + 1]) for i in range(0, len(xy), 2)])


def _star_polygon(radius: float, centre: QPointF) -> QPolygonF:
    corners = []
    for corner in range(10):
        reach = radius if corner % 2 == 0 else radius * 0.42
        angle = math.radians(corner * 36 - 90)
        corners.append(QPointF(centre.x() + reach * math.cos(angle),
                               centre.y() + reach * math.sin(angle)))
    return QPolygonF(corners)


def _filled(painter: QPainter) -> None:
    painter.setBrush(painter.pen().color())


def _text(painter: QPainter, text: str, size: float) -> None:
    font = QFont(style.font(size, bold=True))
    font.setPixelSize(round(size))
    painter.setFont(font)
    painter.drawText(QRectF(-40, -30, 80, 60), Qt.AlignmentFlag.AlignCenter, text)


def _mountain(painter: QPainter) -> None:
    painter.drawPolyline(_points(-28, 16, -9, -12, 1, 2, 10, -8, 28, 16))
    painter.drawLine(QPointF(-30, 16), QPointF(30, 16))
    painter.drawEllipse(QPointF(15, -20), 5, 5)


def _first(painter: QPainter) -> None:
    _text(painter, "1", 48)


def _bowl(painter: QPainter) -> None:
    bowl = QPainterPath(QPointF(-24, 0))
    bowl.arcTo(QRectF(-24, -22, 48, 44), 180, 180)
    bowl.closeSubpath()
    painter.drawPath(bowl)
    painter.drawArc(QRectF(-18, -14, 36, 24), 0, 180 * 16)  # the rice
    painter.drawLine(QPointF(4, -8), QPointF(24, -28))  # the chopsticks
    painter.drawLine(QPointF(11, -6), QPointF(29, -22))


def _temple(painter: QPainter) -> None:
    roof = QPainterPath(QPointF(-30, -6))
    roof.quadTo(QPointF(-10, -10), QPointF(0, -24))
    roof.quadTo(QPointF(10, -10), QPointF(30, -6))
    painter.drawPath(roof)
    painter.drawRect(QRectF(-17, -6, 34, 24))
    painter.drawLine(QPointF(0, -6), QPointF(0, 18))  # the doors


def _gift(painter: QPainter) -> None:
    painter.drawRect(QRectF(-20, -6, 40, 28))
    painter.drawLine(QPointF(-22, -6), QPointF(22, -6))
    painter.drawLine(QPointF(0, -6), QPointF(0, 22))
    painter.drawEllipse(QRectF(-14, -20, 14, 12))  # the bow
    painter.drawEllipse(QRectF(0, -20, 14, 12))


def _steam(painter: QPainter) -> None:
    """♨: three rising wisps over a pool."""
    painter.drawArc(QRectF(-26, 0, 52, 26), 200 * 16, 140 * 16)
    for x in (-12.0, 0.0, 12.0):
        wisp = QPainterPath(QPointF(x, 10))
        wisp.cubicTo(QPointF(x - 8, 2), QPointF(x + 8, -8), QPointF(x, -18))
        wisp.cubicTo(QPointF(x - 5, -22), QPointF(x + 3, -26), QPointF(x, -28))
        painter.drawPath(wisp)


def _people(painter: QPainter) -> None:
    for x in (-11.0, 11.0):
        painter.drawEllipse(QPointF(x, -10), 7, 7)
        painter.drawArc(QRectF(x - 13, 2, 26, 28), 0, 180 * 16)


def _laurel(painter: QPainter) -> None:
    _filled(painter)
    for centre in (QPointF(0, -14), QPointF(-15, 12), QPointF(15, 12)):
        painter.drawPolygon(_star_polygon(11, centre))


def _road(painter: QPainter) -> None:
    road = QPainterPath(QPointF(-18, 28))
    road.cubicTo(QPointF(28, 14), QPointF(-28, -6), QPointF(16, -26))
    painter.drawPath(road)
    painter.save()
    _filled(painter)
    painter.drawEllipse(QPointF(16, -26), 4, 4)  # the traveller, near the journey's end
    painter.restore()


def _finish(painter: QPainter) -> None:
    painter.drawLine(QPointF(-18, 28), QPointF(-18, -26))
    for row in range(3):
        for column in range(4):
            square = QRectF(-18 + column * 10, -26 + row * 10, 10, 10)
            if (row + column) % 2 == 0:
                painter.fillRect(square, painter.pen().color())
    painter.drawRect(QRectF(-18, -26, 40, 30))


def _sun(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, 0), 11, 11)
    for ray in range(8):
        angle = math.radians(ray * 45)
        painter.drawLine(QPointF(18 * math.cos(angle), 18 * math.sin(angle)),
                         QPointF(27 * math.cos(angle), 27 * math.sin(angle)))


def _smile(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, 0), 25, 25)
    painter.drawArc(QRectF(-14, -12, 28, 26), 200 * 16, 140 * 16)
    painter.save()
    _filled(painter)
    for x in (-9.0, 9.0):
        painter.drawEllipse(QPointF(x, -7), 3, 3)
    painter.restore()


def _compass(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, 0), 25, 25)
    painter.drawPolygon(_points(0, 16, 7, 0, 0, -16, -7, 0))
    painter.save()
    _filled(painter)
    painter.drawPolygon(_points(0, -16, 7, 0, -7, 0))  # the needle's north
    painter.restore()


def _train(painter: QPainter) -> None:
    painter.drawRoundedRect(QRectF(-18, -26, 36, 40), 8, 8)
    painter.drawRect(QRectF(-11, -18, 22, 12))
    painter.drawLine(QPointF(-12, 14), QPointF(-20, 26))
    painter.drawLine(QPointF(12, 14), QPointF(20, 26))
    painter.save()
    _filled(painter)
    for x in (-9.0, 9.0):
        painter.drawEllipse(QPointF(x, 5), 2.5, 2.5)
    painter.restore()


def _book(painter: QPainter) -> None:
    painter.drawPolygon(_points(0, -14, -26, -20, -26, 16, 0, 22))
    painter.drawPolygon(_points(0, -14, 26, -20, 26, 16, 0, 22))
    for y in (-6.0, 3.0):
        painter.drawLine(QPointF(-19, y - 4), QPointF(-7, y - 1))
        painter.drawLine(QPointF(7, y - 1), QPointF(19, y - 4))


def _star(painter: QPainter) -> None:
    _filled(painter)
    painter.drawPolygon(_star_polygon(27, QPointF(0, 2)))


def _torii(painter: QPainter) -> None:
    top = QPainterPath(QPointF(-30, -20))
    top.quadTo(QPointF(0, -12), QPointF(30, -20))
    painter.drawPath(top)
    painter.drawLine(QPointF(-24, -8), QPointF(24, -8))
    painter.drawLine(QPointF(-15, -16), QPointF(-18, 26))
    painter.drawLine(QPointF(15, -16), QPointF(18, 26))


def _flag(painter: QPainter) -> None:
    painter.drawLine(QPointF(-16, 28), QPointF(-16, -28))
    painter.save()
    _filled(painter)
    painter.drawPolygon(_points(-16, -26, 24, -14, -16, -2))
    painter.restore()


def _crown(painter: QPainter) -> None:
    painter.drawPolygon(_points(-26, 16, -26, -14, -13, 0, 0, -22, 13, 0, 26, -14, 26, 16))
    painter.drawLine(QPointF(-26, 8), QPointF(26, 8))


def _hub(painter: QPainter) -> None:
    """Five lines meeting at one station."""
    for spoke in range(5):
        angle = math.radians(spoke * 72 - 90)
        painter.drawLine(QPointF(0, 0), QPointF(28 * math.cos(angle), 28 * math.sin(angle)))
    painter.save()
    painter.setBrush(style.color(style.CARD))
    painter.drawEllipse(QPointF(0, 0), 9, 9)
    painter.restore()


def _stamp(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, -20), 8, 8)
    painter.drawLine(QPointF(-5, -12), QPointF(-8, 2))
    painter.drawLine(QPointF(5, -12), QPointF(8, 2))
    painter.drawRoundedRect(QRectF(-22, 2, 44, 12), 3, 3)
    painter.drawLine(QPointF(-24, 24), QPointF(24, 24))


def _loop(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, 0), 24, 24)
    painter.save()
    painter.setBrush(style.color(style.CARD))
    for station in range(8):
        angle = math.radians(station * 45)
        painter.drawEllipse(QPointF(24 * math.cos(angle), 24 * math.sin(angle)), 4.5, 4.5)
    painter.restore()


def _grid(painter: QPainter) -> None:
    painter.drawRect(QRectF(-26, -26, 52, 52))
    for offset in (-26 / 3, 26 / 3):
        painter.drawLine(QPointF(offset, -26), QPointF(offset, 26))
        painter.drawLine(QPointF(-26, offset), QPointF(26, offset))
    painter.save()
    _filled(painter)
    painter.drawEllipse(QPointF(0, 0), 4, 4)
    painter.restore()


def _nodes(painter: QPainter) -> None:
    corners = [QPointF(x, y) for x in (-16.0, 16.0) for y in (-16.0, 16.0)]
    for corner in corners:
        painter.drawLine(corner, QPointF(0, 0))
        painter.drawLine(corner, QPointF(corner.x(), -corner.y()))
    painter.save()
    painter.setBrush(style.color(style.CARD))
    for corner in corners:
        painter.drawEllipse(corner, 7, 7)
    painter.restore()


def _line(painter: QPainter) -> None:
    stations = [QPointF(-26, 18), QPointF(-10, 18), QPointF(2, -4), QPointF(26, -4)]
    pen = QPen(painter.pen())
    pen.setWidthF(pen.widthF() * 1.8)
    painter.save()
    painter.setPen(pen)
    painter.drawPolyline(QPolygonF(stations))
    painter.restore()
    painter.save()
    painter.setBrush(style.color(style.CARD))
    for station in stations:
        painter.drawEllipse(station, 5.5, 5.5)
    painter.restore()


def _lines(painter: QPainter) -> None:
    for row in range(4):
        y = -21 + row * 14
        painter.drawLine(QPointF(-26, y), QPointF(26, y))
        painter.save()
        _filled(painter)
        painter.drawEllipse(QPointF(26, y), 3.5, 3.5)
        painter.restore()


def _check(painter: QPainter) -> None:
    painter.drawPolyline(_points(-28, -2, -18, 10, -2, -14))
    painter.drawPolyline(_points(-4, 6, 6, 18, 26, -14))


def _hundred(painter: QPainter) -> None:
    _text(painter, "100", 30)


def _medal(painter: QPainter) -> None:
    painter.drawPolyline(_points(-14, -30, 0, -8, 14, -30))
    painter.drawEllipse(QPointF(0, 8), 17, 17)
    painter.save()
    _filled(painter)
    painter.drawPolygon(_star_polygon(10, QPointF(0, 9)))
    painter.restore()


EMBLEMS: dict[str, Emblem] = {
    "mountain": _mountain, "first": _first, "bowl": _bowl, "temple": _temple, "gift": _gift,
    "steam": _steam, "people": _people, "laurel": _laurel, "road": _road, "finish": _finish,
    "sun": _sun, "smile": _smile, "compass": _compass, "train": _train, "book": _book,
    "star": _star, "torii": _torii, "flag": _flag, "crown": _crown, "hub": _hub,
    "stamp": _stamp, "loop": _loop, "grid": _grid, "nodes": _nodes, "line": _line,
    "lines": _lines, "check": _check, "hundred": _hundred, "medal": _medal,
}


# -- painting -----------------------------------------------------------------------------------

def badge_ink(seal: str, earned: bool) -> QColor:
    """The colour a badge is drawn in: its game's ink, or grey until it is earned."""
    ink = SEALS.get(seal, SEALS["round"])[1]
    return style.color(ink) if earned else style.color(style.INK_SOFT, GREY_INK)


def paint_badge(painter: QPainter, area: QRectF, emblem: str, seal: str,
                earned: bool = True) -> None:
    """A badge filling the square centred in ``area``."""
    side = min(area.width(), area.height())
    outline, _ = SEALS.get(seal, SEALS["round"])
    ink = badge_ink(seal, earned)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(area.center())
    painter.scale(side / UNIT, side / UNIT)
    painter.setPen(QPen(ink, 5))
    painter.setBrush(style.color(style.CARD) if earned else style.color(style.PAPER))
    painter.drawPath(outline())
    painter.setPen(QPen(ink, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_inner_ring(outline()))
    pen = QPen(ink, 4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    EMBLEMS.get(emblem, _star)(painter)
    painter.restore()


def _inner_ring(outline: QPainterPath) -> QPainterPath:
    """The seal's outline drawn again a little inside: the double rim of a carved seal."""
    width = outline.boundingRect().width()
    shrink = (width - 12) / width
    return QTransform.fromScale(shrink, shrink).map(outline)


def badge_pixmap(achievement: AchievementLook, earned: bool, size: int,
                 ratio: float = 1.0) -> QPixmap:
    """The badge as a picture ``size`` logical pixels square (an item view's icon), painted
    once and then taken from Qt's pixmap cache: the Records screen shows every badge of a
    game again whenever it shows a player."""
    key = f"tabibito-badge/{achievement.emblem}/{achievement.seal}/{earned}/{size}/{ratio}"
    pixmap = QPixmap()
    if QPixmapCache.find(key, pixmap):
        return pixmap
    pixmap = QPixmap(QSize(round(size * ratio), round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_badge(painter, QRectF(0, 0, size, size), achievement.emblem, achievement.seal, earned)
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


class Badge(QWidget):
    """One achievement's badge, its name and description in the tooltip."""

    def __init__(self, achievement: AchievementLook, earned: bool = True,
                 size: int = BADGE_SIZE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.achievement, self.earned = achievement, earned
        self.setFixedSize(size, size)
        self.setToolTip(f"<b>{escape(achievement.name)}</b><br>{escape(achievement.description)}")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_badge(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.achievement.emblem,
                    self.achievement.seal, self.earned)
        painter.end()


class EarnedBadges(Relabelled, QWidget):
    """The achievements earned in the game just finished: a heading, then each badge with its
    name (after its player's, when several people played) and what earned it; or, compact for a
    short window where the final scores need the room, one row of small badges (beside the
    sheet's buttons), their words in their tooltips."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("earnedBadges")
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(self.grid)
        self.earned: list[tuple[str, str]] = []
        self.look: Callable[[str], AchievementLook] = lambda key: AchievementLook(key, "")
        self.names: list[str] = []  # each badge's line, as shown (or its tooltip's first line)
        self.compact = False
        self.hide()

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            self.retranslate()

    def show_earned(self, earned: Sequence[tuple[str, str]],
                    look: Callable[[str], AchievementLook] | None = None) -> None:
        """``earned``: (the player's name, or "" to leave it out; the achievement's id), each
        shown as ``look`` words and draws it (in the language of the moment)."""
        self.earned = list(earned)
        if look is not None:
            self.look = look
        self.retranslate()
        self.setVisible(bool(self.earned))

    def _show_badges(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater leaves it on screen until the loop runs
                widget.deleteLater()
        self.heading.setVisible(not self.compact)
        self.names = []
        for index, (player, key) in enumerate(self.earned):
            achievement = self.look(key)
            #: the achievements earned at a game's end: %1 the player, %2 the achievement's name
            name = fill(self.tr("%1: %2"), player, achievement.name) if player else achievement.name
            self.names.append(name)
            if self.compact:
                self.grid.addWidget(Badge(replace(achievement, name=name), size=COMPACT_SIZE),
                                    0, index)
            else:
                self.grid.addWidget(self._entry(name, achievement), index // EARNED_COLUMNS,
                                    index % EARNED_COLUMNS)

    @staticmethod
    def _entry(name: str, achievement: AchievementLook) -> QWidget:
        entry = QWidget()
        row = QHBoxLayout(entry)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(Badge(achievement), 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(0)
        title = QLabel(name)
        title.setTextFormat(Qt.TextFormat.PlainText)
        bold = title.font()
        bold.setBold(True)
        title.setFont(bold)
        about = QLabel(achievement.description)
        about.setProperty("role", "subtle")
        about.setWordWrap(True)
        words.addWidget(title)
        words.addWidget(about)
        row.addLayout(words, 1)
        return entry

    def retranslate(self) -> None:
        #: the heading of the achievements box on the final scores
        self.heading.setText(self.tr("Achievements earned in this game"))
        self.setToolTip(self.heading.text() if self.compact else "")
        self._show_badges()

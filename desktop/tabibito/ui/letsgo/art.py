"""Let's Go! To Japan drawn in our own art: card faces, the walk backs, icons, city colours and
tokens, all with QPainter (no publisher images, no words on the pictures but numbers and the
site's name, which the caller gives in the current language).

A card is designed on a CARD_W × CARD_H canvas and scaled to the rectangle it is painted in. Its
top strip (STRIP_H: the icons, the points and the site's name) is what shows of a card covered by
the next one of its day, so everything a player compares at a glance sits there; the bottom is
the highlight of the day: the condition's icons above, an arrow and the reward below.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from tabibito.games.letsgo.data import (
    CHEAP,
    EXPENSIVE,
    EXPERIENCES,
    FOOD,
    HAPPINESS,
    KYOTO,
    NATURE,
    PER_CITY_DAYS,
    PER_SETS,
    PER_TRAINS,
    RELAXING,
    SHOPPING,
    STRENUOUS,
    TEMPLE,
    TOKYO,
    UNIQUE,
    WILD,
    Card,
    Condition,
    Reward,
    WalkBack,
)

from ..kit import style
from .site_pictures import paint_site

CARD_W, CARD_H = 180.0, 252.0
STRIP_H = 64.0        # the top of a card that shows under the next card of its day
HIGHLIGHT_TOP = 170.0  # where the highlight of the day begins on the card
CORNER = 10.0
BORDER = 5.0
# The site's name under the strip's icons: one line at TITLE_PIXELS, shrinking to TITLE_TWO_LINES
# for a long name; a name longer still breaks into two lines of TITLE_TWO_LINES (two fill the
# box), before either shrinks further, down to TITLE_SMALLEST (the strip shows under the next
# card of its day, so the name must stay whole there: a long German or Polish name keeps a
# readable size on two lines rather than a tiny one on one). Only a name too long even for two
# lines of TITLE_SMALLEST loses its end.
TITLE_PIXELS, TITLE_TWO_LINES, TITLE_SMALLEST = 15, 12, 10

# City colours: Tokyo blue, Kyoto pink, and the yellow of the generic cards (city chosen later).
CITY_COLOURS = {TOKYO: "#2f64a8", KYOTO: "#c2406e"}
CITY_LIGHT = {TOKYO: "#d9e5f2", KYOTO: "#f5dce3"}
YELLOW_CARD, YELLOW_LIGHT = "#d9a514", "#f7ebc0"
# The five experiences in the colours of their tracks; the two moods.
EXPERIENCE_COLOURS = {TEMPLE: "#c8372d", FOOD: "#4f8f33", NATURE: "#d9679b",
                      SHOPPING: "#e0a81c", UNIQUE: "#1f9c9a"}
GREEN_INK, RED_INK = "#2e8b4e", "#c0392b"
MOOD_COLOURS = {RELAXING: GREEN_INK, CHEAP: GREEN_INK, STRENUOUS: RED_INK, EXPENSIVE: RED_INK}
LIGHTNING, YEN = frozenset((RELAXING, STRENUOUS)), frozenset((CHEAP, EXPENSIVE))
GOLD = "#c99a2e"

# Token and picture codes beyond the card icons.
WALK, TRAIN, LUXURY, STANDARD, START, RESEARCH, POINTS = (
    "walk", "train", "luxury", "standard", "start", "research", "points")
CITY_DAY = "city_day"


def city_colour(city: str, light: bool = False) -> QColor:
    return QColor((CITY_LIGHT if light else CITY_COLOURS).get(city, style.RULE))


def card_colour(card: Card, light: bool = False) -> QColor:
    """The card's border: its city's colour, or yellow for a generic card."""
    if card.yellow:
        return QColor(YELLOW_LIGHT if light else YELLOW_CARD)
    return city_colour(card.deck, light)


def icon_colour(code: str) -> QColor:
    if code in EXPERIENCE_COLOURS:
        return QColor(EXPERIENCE_COLOURS[code])
    return QColor(MOOD_COLOURS.get(code, style.INK))


def font(size: float, bold: bool = False) -> QFont:
    value = QFont()
    value.setPixelSize(max(1, round(size)))
    value.setBold(bold)
    return value


# -- icons --------------------------------------------------------------------------------------


def paint_icon(painter: QPainter, code: str, rect: QRectF) -> None:
    """One icon in ``rect`` (square): experiences are filled discs with a white sign, moods are
    white discs ringed and signed in green or red, tokens have their own shapes."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    painter.translate(box.topLeft())
    painter.scale(side / 32.0, side / 32.0)
    _ICON_PAINTERS.get(code, _paint_unknown)(painter, code)
    painter.restore()


def _disc(painter: QPainter, fill: QColor | str, ring: QColor | str | None = None,
          ring_width: float = 2.0) -> None:
    painter.setBrush(QColor(fill))
    painter.setPen(QPen(QColor(ring), ring_width) if ring is not None
                   else QPen(QColor(style.INK), 1.0))
    painter.drawEllipse(QRectF(1.5, 1.5, 29, 29))


def _white_pen(width: float = 2.4) -> QPen:
    pen = QPen(QColor("white"), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _paint_temple(painter: QPainter, code: str) -> None:
    """A torii: two posts, the curved top beam and the tie beam."""
    _disc(painter, EXPERIENCE_COLOURS[TEMPLE])
    painter.setPen(_white_pen(2.6))
    painter.drawLine(QPointF(11, 12), QPointF(10, 25))
    painter.drawLine(QPointF(21, 12), QPointF(22, 25))
    path = QPainterPath(QPointF(6, 9))
    path.quadTo(QPointF(16, 12), QPointF(26, 9))
    painter.drawPath(path)
    painter.drawLine(QPointF(8.5, 15), QPointF(23.5, 15))


def _paint_food(painter: QPainter, code: str) -> None:
    """A bowl with chopsticks."""
    _disc(painter, EXPERIENCE_COLOURS[FOOD])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    bowl = QPainterPath(QPointF(7, 16))
    bowl.lineTo(25, 16)
    bowl.quadTo(QPointF(24, 25), QPointF(16, 25))
    bowl.quadTo(QPointF(8, 25), QPointF(7, 16))
    painter.drawPath(bowl)
    painter.setPen(_white_pen(1.8))
    painter.drawLine(QPointF(14, 13), QPointF(22, 6))
    painter.drawLine(QPointF(17, 13), QPointF(25, 7.5))


def _paint_nature(painter: QPainter, code: str) -> None:
    """A pine: three tiers on a trunk."""
    _disc(painter, EXPERIENCE_COLOURS[NATURE])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    for top, half, base in ((6, 5, 13), (10, 7, 18), (14, 9, 23)):
        painter.drawPolygon(QPolygonF([QPointF(16, top), QPointF(16 - half, base),
                                       QPointF(16 + half, base)]))
    painter.drawRect(QRectF(14.5, 22, 3, 5))


def _paint_shopping(painter: QPainter, code: str) -> None:
    """A shopping bag: taller than wide and flaring to its foot, with two thin handles whose
    ends go in through holes (a body wider than tall under one thick loop read as a padlock)."""
    colour = EXPERIENCE_COLOURS[SHOPPING]
    _disc(painter, colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPolygon(QPolygonF([QPointF(11, 11.5), QPointF(21, 11.5), QPointF(23, 27.5),
                                   QPointF(9, 27.5)]))
    painter.setPen(_white_pen(1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(12.5, 5.5, 7, 18), 0, 180 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    for x in (12.5, 19.5):
        painter.drawEllipse(QPointF(x, 14.5), 1.2, 1.2)


def _star(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPolygonF:
    corners = []
    for n in range(points * 2):
        radius = outer if n % 2 == 0 else inner
        angle = -math.pi / 2 + n * math.pi / points
        corners.append(centre + QPointF(math.cos(angle) * radius, math.sin(angle) * radius))
    return QPolygonF(corners)


def _paint_unique(painter: QPainter, code: str) -> None:
    """A star: an experience found nowhere else."""
    _disc(painter, EXPERIENCE_COLOURS[UNIQUE])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPolygon(_star(QPointF(16, 16.5), 10, 4.2))


def _bolt() -> QPolygonF:
    return QPolygonF([QPointF(18, 5), QPointF(9, 18), QPointF(15, 18), QPointF(13, 27),
                      QPointF(23, 13), QPointF(17, 13), QPointF(19, 5)])


def _paint_mood(painter: QPainter, code: str) -> None:
    """A lightning (relaxing or strenuous) or a yen sign (cheap or expensive): green moves the
    mood towards happiness, red towards stress."""
    ink = QColor(MOOD_COLOURS[code])
    _disc(painter, "white", ink, 2.6)
    if code in LIGHTNING:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPolygon(_bolt())
        return
    pen = QPen(ink, 2.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(10, 7), QPointF(16, 16))
    painter.drawLine(QPointF(22, 7), QPointF(16, 16))
    painter.drawLine(QPointF(16, 16), QPointF(16, 26))
    painter.drawLine(QPointF(10.5, 17), QPointF(21.5, 17))
    painter.drawLine(QPointF(10.5, 21.5), QPointF(21.5, 21.5))


def _paint_happiness(painter: QPainter, code: str) -> None:
    """The happiness condition: a smile (both green mood icons match it)."""
    _disc(painter, GREEN_INK)
    painter.setPen(_white_pen(2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(9, 9, 14, 13), -20 * 16, -140 * 16)
    painter.setBrush(QColor("white"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QPointF(12, 13), 1.8, 1.8)
    painter.drawEllipse(QPointF(20, 13), 1.8, 1.8)


def _paint_wild(painter: QPainter, code: str) -> None:
    """A wild token: five slices in the experiences' colours, a white star on top."""
    box = QRectF(1.5, 1.5, 29, 29)
    painter.setPen(Qt.PenStyle.NoPen)
    for n, kind in enumerate(EXPERIENCES):
        painter.setBrush(QColor(EXPERIENCE_COLOURS[kind]))
        painter.drawPie(box, (90 - n * 72) * 16, -72 * 16)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(style.INK), 1.0))
    painter.drawEllipse(box)
    painter.setPen(QPen(QColor(style.INK), 0.8))
    painter.setBrush(QColor("white"))
    painter.drawPolygon(_star(QPointF(16, 16.5), 8, 3.4))


def _paint_walk(painter: QPainter, code: str) -> None:
    """A walk: two footprints on paper."""
    _disc(painter, style.CARD)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(style.INK))
    for x, y, tilt in ((11, 17, -12), (20, 12, 12)):
        painter.save()
        painter.translate(x, y)
        painter.rotate(tilt)
        painter.drawEllipse(QRectF(-3, -6, 6, 9))
        painter.drawEllipse(QRectF(-2.3, 4, 4.6, 4.2))
        painter.restore()


def _paint_train(painter: QPainter, code: str) -> None:
    """A train's front: gold for a luxury train, indigo for a standard one, paper for the start
    train."""
    fill = {LUXURY: GOLD, STANDARD: style.INDIGO}.get(code, style.CARD)
    ink = QColor("white") if code in (LUXURY, STANDARD) else QColor(style.INK)
    painter.setPen(QPen(QColor(style.INK), 1.0))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(QRectF(5, 3, 22, 23), 6, 6)
    painter.setBrush(ink)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(8.5, 7, 15, 8), 2, 2)
    painter.drawEllipse(QPointF(11, 20), 2, 2)
    painter.drawEllipse(QPointF(21, 20), 2, 2)
    painter.setPen(QPen(QColor(style.INK), 2.0))
    painter.drawLine(QPointF(9, 26), QPointF(6, 30))
    painter.drawLine(QPointF(23, 26), QPointF(26, 30))
    if code == LUXURY:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPolygon(_star(QPointF(16, 11), 3.4, 1.5))


def _paint_research(painter: QPainter, code: str) -> None:
    """A research token: a magnifying glass over a card."""
    _disc(painter, "#5a4e8c")
    painter.setPen(_white_pen(2.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(14, 14), 6, 6)
    painter.drawLine(QPointF(18.5, 18.5), QPointF(24, 24))


def _paint_city_day(painter: QPainter, code: str) -> None:
    """A day spent in one city: a calendar leaf (the city's colour is the caller's frame)."""
    painter.setPen(QPen(QColor(style.INK), 1.0))
    painter.setBrush(QColor(style.CARD))
    painter.drawRoundedRect(QRectF(5, 6, 22, 22), 3, 3)
    painter.setBrush(QColor(style.VERMILION))
    painter.drawRect(QRectF(5, 6, 22, 6))
    painter.setBrush(QColor(style.INK))
    for x in (10, 16, 22):
        for y in (16, 22):
            painter.drawEllipse(QPointF(x, y), 1.3, 1.3)


def _paint_unknown(painter: QPainter, code: str) -> None:
    _disc(painter, style.RULE)


_ICON_PAINTERS = {
    TEMPLE: _paint_temple, FOOD: _paint_food, NATURE: _paint_nature, SHOPPING: _paint_shopping,
    UNIQUE: _paint_unique, RELAXING: _paint_mood, CHEAP: _paint_mood, STRENUOUS: _paint_mood,
    EXPENSIVE: _paint_mood, HAPPINESS: _paint_happiness, WILD: _paint_wild, WALK: _paint_walk,
    TRAIN: _paint_train, LUXURY: _paint_train, STANDARD: _paint_train, START: _paint_train,
    RESEARCH: _paint_research, CITY_DAY: _paint_city_day,
}


def paint_points(painter: QPainter, centre: QPointF, radius: float, points: int | str,
                 fill: str = GOLD) -> None:
    """Victory points: a number on a gold coin."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(style.INK), max(1.0, radius / 12)))
    painter.setBrush(QColor(fill))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor(style.INK))
    painter.setFont(font(radius * 1.25, bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(points))
    painter.restore()


def _number(painter: QPainter, rect: QRectF, text: str, ink: QColor | str = style.INK) -> None:
    painter.setPen(QColor(ink))
    painter.setFont(font(rect.height() * 0.8, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# -- the highlight of the day as icons ----------------------------------------------------------

Glyph = tuple[str, str]  # (kind, value): ("icon", code), ("count", "3"), ("no", code), ...


def condition_glyphs(condition: Condition) -> list[Glyph]:
    """What a condition shows: each count before its icon, a crossed icon for "not a single",
    walks and rides as footprints and trains."""
    glyphs: list[Glyph] = []
    for icon, n in condition.at_least:
        glyphs += [("count", str(n)), ("icon", icon)]
    for icon in condition.absent:
        glyphs.append(("no", icon))
    if condition.walks:
        glyphs += [("count", str(condition.walks)), ("icon", WALK)]
    if condition.trains:
        glyphs += [("count", str(condition.trains)), ("icon", TRAIN)]
    return glyphs


def reward_glyphs(reward: Reward) -> list[Glyph]:
    """What a reward shows: its points, "n per" a set, a ride or a day in one city, the gains."""
    glyphs: list[Glyph] = []
    if reward.points or not (reward.per or reward.gains):
        glyphs.append(("points", str(reward.points)))
    if reward.per is not None:
        glyphs += [("plus", "+") if glyphs else ("none", ""), ("points", str(reward.per_points)),
                   ("per", "/")]
        if reward.per == PER_SETS:
            glyphs += [("set", icon) for icon in reward.per_icons]
        elif reward.per == PER_TRAINS:
            glyphs.append(("icon", TRAIN))
        elif reward.per == PER_CITY_DAYS:
            glyphs.append(("city", reward.per_city or TOKYO))
    glyphs += [("gain", gain) for gain in reward.gains]
    return [glyph for glyph in glyphs if glyph[0] != "none"]


def _glyph_width(glyph: Glyph, size: float) -> float:
    kind = glyph[0]
    if kind in ("count", "per", "plus"):
        return size * 0.55
    return size + 2


def paint_glyphs(painter: QPainter, glyphs: Sequence[Glyph], rect: QRectF,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """A row of glyphs, shrunk to fit ``rect``'s width."""
    if not glyphs:
        return
    size = rect.height()
    width = sum(_glyph_width(glyph, size) for glyph in glyphs)
    if width > rect.width():
        size *= rect.width() / width
        width = rect.width()
    x = rect.left() if align == Qt.AlignmentFlag.AlignLeft else rect.right() - width
    if align == Qt.AlignmentFlag.AlignHCenter:
        x = rect.center().x() - width / 2
    top = rect.center().y() - size / 2
    for glyph in glyphs:
        step = _glyph_width(glyph, size)
        _paint_glyph(painter, glyph, QRectF(x, top, step, size), size)
        x += step


def _paint_glyph(painter: QPainter, glyph: Glyph, cell: QRectF, size: float) -> None:
    kind, value = glyph
    square = QRectF(cell.left() + 1, cell.top(), size, size)
    if kind in ("count", "per", "plus"):
        painter.save()
        _number(painter, cell, value)
        painter.restore()
    elif kind in ("icon", "set", "gain"):
        paint_icon(painter, value, square)
    elif kind == "no":
        paint_icon(painter, value, square)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.VERMILION), size * 0.13))
        painter.drawLine(square.topRight() + QPointF(-size * 0.1, size * 0.1),
                         square.bottomLeft() + QPointF(size * 0.1, -size * 0.1))
        painter.restore()
    elif kind == "points":
        paint_points(painter, square.center(), size * 0.47, value)
    elif kind == "city":
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(city_colour(value))
        painter.drawRoundedRect(square, size * 0.18, size * 0.18)
        painter.restore()
        paint_icon(painter, CITY_DAY, square.adjusted(size * 0.12, size * 0.12,
                                                      -size * 0.12, -size * 0.12))


# -- cards --------------------------------------------------------------------------------------


def _card_frame(painter: QPainter, rect: QRectF, border: QColor) -> QPainterPath:
    frame = QPainterPath()
    frame.addRoundedRect(rect.adjusted(BORDER / 2, BORDER / 2, -BORDER / 2, -BORDER / 2),
                         CORNER, CORNER)
    return frame


def _begin(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_W, rect.height() / CARD_H)


def paint_card(painter: QPainter, rect: QRectF, card: Card, title: str,
               city: str | None = None, title_pixels: int = TITLE_PIXELS) -> None:
    """A card's face: the city's colour around it, the icons and the points in the top strip
    with the site's name (at most ``title_pixels`` high: the size its row shares), the site's
    own picture, the highlight at the bottom. A yellow card whose city was chosen on the trip
    (``city``) wears that city's border."""
    _begin(painter, rect)
    border = city_colour(city) if card.yellow and city in CITY_COLOURS else card_colour(card)
    whole = QRectF(0, 0, CARD_W, CARD_H)
    frame = _card_frame(painter, whole, border)
    painter.setPen(QPen(border, BORDER))
    painter.setBrush(QColor(style.CARD))
    painter.drawPath(frame)
    painter.save()
    painter.setClipPath(frame)
    painter.fillRect(QRectF(0, 0, CARD_W, STRIP_H), card_colour(card, light=True))
    paint_site(painter, card.site, QRectF(0, STRIP_H, CARD_W, HIGHLIGHT_TOP - STRIP_H))
    painter.fillRect(QRectF(0, HIGHLIGHT_TOP, CARD_W, CARD_H - HIGHLIGHT_TOP),
                     QColor(style.PAPER_DEEP))
    painter.restore()
    painter.setPen(QPen(border, BORDER))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(frame)
    painter.setPen(QPen(QColor(style.RULE), 1.0))
    painter.drawLine(QPointF(BORDER, STRIP_H), QPointF(CARD_W - BORDER, STRIP_H))
    _paint_strip(painter, card.icons, card.points, title, title_pixels)
    _paint_highlight(painter, card)
    painter.restore()


def _paint_strip(painter: QPainter, icons: Sequence[str], points: int, title: str,
                 title_pixels: int) -> None:
    """The top strip: icons from the left, the points on the right, the name under them."""
    size = 30.0
    room = CARD_W - 2 * BORDER - 46
    step = min(size + 2, room / max(len(icons), 1))
    for n, icon in enumerate(icons):
        paint_icon(painter, icon, QRectF(BORDER + 4 + n * step, 6, size, size))
    paint_points(painter, QPointF(CARD_W - BORDER - 21, 22), 17, points)
    paint_title(painter, title, title_pixels)


TITLE_BOX = QRectF(BORDER + 4, 37, CARD_W - 2 * BORDER - 8, STRIP_H - 39)


def paint_title(painter: QPainter, title: str, largest: int = TITLE_PIXELS) -> None:
    painter.setPen(QColor(style.INK))
    name_font, lines = title_layout(title, largest)
    painter.setFont(name_font)
    box = TITLE_BOX
    if len(lines) == 1:
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        return
    half = QRectF(box.left(), box.top(), box.width(), box.height() / 2)
    painter.drawText(half, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, lines[0])
    painter.drawText(half.translated(0, half.height()),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, lines[1])


def title_layout(title: str, largest: int = TITLE_PIXELS) -> tuple[QFont, tuple[str, ...]]:
    """The font and the line or two lines a card's name is painted in (see TITLE_PIXELS), at
    most ``largest`` high."""
    width = TITLE_BOX.width()
    two_lines = min(largest, TITLE_TWO_LINES)
    name_font = shrunk(title, largest, width, two_lines, bold=True)
    metrics = QFontMetricsF(name_font)
    if metrics.horizontalAdvance(title) <= width:
        return name_font, (title,)
    for size in range(two_lines, TITLE_SMALLEST - 1, -1):
        name_font.setPixelSize(size)
        metrics = QFontMetricsF(name_font)
        lines = _two_lines(title, metrics, width)
        if not lines[1].endswith("…"):  # whole: the break left no end to cut
            return name_font, lines
    return name_font, lines


def shrunk(text: str, pixels: int, width: float, smallest: int, bold: bool = False) -> QFont:
    """The font for ``text`` in ``width``: ``pixels`` high, or the largest size down to
    ``smallest`` at which it fits (``smallest`` when it fits at none: the caller elides or
    wraps)."""
    value = font(pixels, bold)
    for size in range(pixels, smallest - 1, -1):
        value.setPixelSize(size)
        if QFontMetricsF(value).horizontalAdvance(text) <= width:
            break
    return value


def _two_lines(title: str, metrics: QFontMetricsF, width: float) -> tuple[str, str]:
    """The title broken at the last space that leaves a first line of ``width``; the second
    line elided if it is still too long. A title without such a space (Japanese has none
    between words) is broken at the last character that fits."""
    words = title.split(" ")
    first = ""
    for count in range(len(words) - 1, 0, -1):
        candidate = " ".join(words[:count])
        if metrics.horizontalAdvance(candidate) <= width:
            first = candidate
            rest = " ".join(words[count:])
            break
    if not first:
        cut = len(title)
        while cut > 1 and metrics.horizontalAdvance(title[:cut]) > width:
            cut -= 1
        first, rest = title[:cut], title[cut:]
    return first, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)


def _paint_highlight(painter: QPainter, card: Card) -> None:
    """The highlight of the day: the condition's icons, then an arrow and the reward."""
    left, right = BORDER + 6, CARD_W - BORDER - 6
    paint_glyphs(painter, condition_glyphs(card.condition),
                 QRectF(left, HIGHLIGHT_TOP + 8, right - left, 30), Qt.AlignmentFlag.AlignHCenter)
    arrow_y = HIGHLIGHT_TOP + 56
    painter.setPen(QPen(QColor(style.INK), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(left + 2, arrow_y), QPointF(left + 22, arrow_y))
    painter.drawLine(QPointF(left + 15, arrow_y - 6), QPointF(left + 22, arrow_y))
    painter.drawLine(QPointF(left + 15, arrow_y + 6), QPointF(left + 22, arrow_y))
    paint_glyphs(painter, reward_glyphs(card.reward),
                 QRectF(left + 30, arrow_y - 15, right - left - 30, 30),
                 Qt.AlignmentFlag.AlignHCenter)


def _paint_silhouette(painter: QPainter, city: str, area: QRectF, ink: QColor) -> None:
    colour = QColor(ink)
    colour.setAlpha(60)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    base = area.bottom()
    if city == KYOTO:  # a pagoda's roofs on the right
        x = area.right() - 36
        for n in range(4):
            width, y = 40 - n * 7, base - 14 - n * 18
            painter.drawPolygon(QPolygonF([QPointF(x - width / 2, y), QPointF(x + width / 2, y),
                                           QPointF(x + width / 3, y - 7),
                                           QPointF(x - width / 3, y - 7)]))
            painter.drawRect(QRectF(x - 6, y, 12, 11))
        painter.drawRect(QRectF(x - 1, base - 92, 2, 16))
    else:  # towers and the red-white tower on the left
        for x, w, h in ((12, 14, 40), (28, 10, 58), (40, 16, 30), (140, 14, 46), (156, 12, 34)):
            painter.drawRect(QRectF(area.left() + x, base - h, w, h))
        painter.drawPolygon(QPolygonF([QPointF(area.left() + 60, base),
                                       QPointF(area.left() + 72, base - 90),
                                       QPointF(area.left() + 84, base)]))


def paint_back(painter: QPainter, rect: QRectF, city: str, walk: WalkBack | None = None,
               highlight: bool = True, title: str = "", title_pixels: int = TITLE_PIXELS) -> None:
    """The back of a card of ``city``'s deck. Given the walk back, a face-down walk: its icons,
    point and ``title`` (at most ``title_pixels`` high) in the strip, footprints in the middle and its highlight (always met)
    below."""
    _begin(painter, rect)
    whole = QRectF(0, 0, CARD_W, CARD_H)
    frame = _card_frame(painter, whole, city_colour(city))
    painter.setPen(QPen(QColor(style.INK), 1.5))
    painter.setBrush(city_colour(city))
    painter.drawPath(frame)
    painter.save()
    painter.setClipPath(frame)
    style.paint_waves(painter, whole.adjusted(0, STRIP_H if walk else 0, 0, 0),
                      ink="#ffffff", ground=None, strength=70)
    painter.restore()
    if walk is not None:
        painter.save()
        painter.setClipPath(frame)
        painter.fillRect(QRectF(0, 0, CARD_W, STRIP_H), city_colour(city, light=True))
        painter.restore()
        painter.setPen(QPen(QColor(style.INK), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        for n, icon in enumerate(walk.icons):
            paint_icon(painter, icon, QRectF(BORDER + 4 + n * 32, 6, 30, 30))
        paint_points(painter, QPointF(CARD_W - BORDER - 21, 22), 17, walk.points)
        if title:
            paint_title(painter, title, title_pixels)
        else:
            paint_icon(painter, WALK, QRectF(BORDER + 4, 38, 22, 22))
        side = 74.0
        paint_icon(painter, WALK, QRectF((CARD_W - side) / 2, 84, side, side))
        if highlight:
            band = QRectF(BORDER + 8, HIGHLIGHT_TOP + 22, CARD_W - 2 * BORDER - 16, 44)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(style.CARD))
            painter.drawRoundedRect(band, 8, 8)
            paint_glyphs(painter, [("points", str(walk.highlight_points))], band.adjusted(
                0, 5, 0, -5), Qt.AlignmentFlag.AlignHCenter)
    else:
        side = 90.0
        painter.setBrush(QColor(style.CARD))
        painter.setPen(QPen(QColor(style.INK), 1.5))
        painter.drawEllipse(QPointF(CARD_W / 2, CARD_H / 2), side / 2, side / 2)
        _paint_silhouette(painter, city, QRectF(CARD_W / 2 - 45, CARD_H / 2 - 45, 90, 80),
                          QColor(style.INK))
    painter.restore()


def paint_slot(painter: QPainter, rect: QRectF, colour: QColor, strength: float = 1.0) -> None:
    """An empty place for a card: a dashed outline (lit in ``colour`` when a card may go)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, 3.0, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    fill = QColor(colour)
    fill.setAlphaF(0.12 * strength)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, CORNER, CORNER)
    painter.restore()


# -- images -------------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def icon_image(code: str, side: int, ratio: float = 2.0) -> QImage:
    image = QImage(round(side * ratio), round(side * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, code, QRectF(0, 0, side, side))
    painter.end()
    return image

"""The pictures of the Next Station rules, drawn with the board's own items (issue 10 §2).

Each picture is a small scene of the real item classes (stations, guides, sections, districts,
stamps) or the panel's own card faces, rendered at about PICTURE_SIZE logical pixels and
PICTURE_DPR device pixels per pixel, on a transparent ground. ``picture(key)`` is what the
plugin's ``rules_picture`` hook returns.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabibito.games.nextstation.cards import STREET_CARDS, SUBWAY_CARDS
from tabibito.games.nextstation.tokyo_map import load_map

from ..kit import style
from ..kit.rules_pictures import built_picture
from .card_art import CARD_HEIGHT, CARD_WIDTH, paint_card
from .items import (
    UNIT,
    DistrictItem,
    GreenArcItem,
    GuideItem,
    SectionItem,
    StampItem,
    StationItem,
    scene_point,
    track_points,
)

KEYS = ("cards", "section", "interchange", "districts")
DISTRICTS_ROWS = 5.4  # the districts picture shows the top of the real sheet, this many rows


def picture(key: str) -> QImage | None:
    """The picture for a ``![…](picture:key)`` of the rules, or None for a key it lacks."""
    return built_picture(BUILDERS, key)


def _station(scene: QGraphicsScene, x: float, y: float, symbol: str, *, green: bool = False,
             start: str | None = None) -> StationItem:
    item = StationItem(f"{symbol}@{x},{y}", symbol, green, start)
    item.setPos(scene_point(x, y))
    scene.addItem(item)
    return item


def _sheet(scene: QGraphicsScene, rect: QRectF, tint: str) -> None:
    """A piece of map sheet under the picture: a district's tint on the card paper."""
    sheet = QGraphicsRectItem(rect)
    sheet.setBrush(QBrush(QColor(style.CARD)))
    sheet.setPen(QPen(QColor(style.INK), 3.0))
    sheet.setZValue(-2)
    scene.addItem(sheet)
    corners = [(rect.left(), rect.top()), (rect.right(), rect.top()),
               (rect.right(), rect.bottom()), (rect.left(), rect.bottom())]
    district = DistrictItem("picture", tint, [(x / UNIT, y / UNIT) for x, y in corners])
    district.setPen(QPen(Qt.PenStyle.NoPen))
    scene.addItem(district)


class PaintedItem(QGraphicsItem):
    """An item that paints with one of the panel's painters (a card face) into ``rect``."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None]) -> None:
        super().__init__()
        self._rect = rect
        self._paint = paint

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(painter, self._rect)


def _card(scene: QGraphicsScene, rect: QRectF, card_id: str) -> None:
    """A card face painted at the panel's card size and scaled, as the hero scales it: the
    strokes and the band's words grow with the card."""
    def paint(painter: QPainter, target: QRectF) -> None:
        painter.save()
        painter.translate(target.center())
        painter.scale(target.width() / CARD_WIDTH, target.height() / CARD_HEIGHT)
        base = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        paint_card(painter, base.adjusted(1.5, 1.5, -1.5, -1.5), card_id, font=QFont())
        painter.restore()

    scene.addItem(PaintedItem(rect, paint))


# -- the pictures ------------------------------------------------------------------------------


def cards_picture(scene: QGraphicsScene) -> QRectF:
    """The eleven station cards as the panel draws them: street cards above, the round-ending
    subway cards (the red band) below."""
    width, height, gap = 86.0, 120.0, 14.0
    for row, cards in enumerate((STREET_CARDS, SUBWAY_CARDS)):
        left = (len(STREET_CARDS) - len(cards)) * (width + gap) / 2
        for index, card in enumerate(cards):
            rect = QRectF(left + index * (width + gap), row * (height + gap * 1.6), width, height)
            _card(scene, rect, card.id)
    return scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)


def section_picture(scene: QGraphicsScene) -> QRectF:
    """The flipped card's symbol, a section drawn to a station with that symbol, and the dotted
    guide on to the next station where the line may go on."""
    _sheet(scene, QRectF(-0.7 * UNIT, -0.8 * UNIT, 5.4 * UNIT, 2.6 * UNIT), "inner")
    a = _station(scene, 0, 1, "circle", start="blue")
    b = _station(scene, 2, 0, "square")
    c = _station(scene, 4, 1, "triangle")
    scene.addItem(SectionItem("blue", "ab", [a.pos(), b.pos()]))
    scene.addItem(GuideItem("bc", [b.pos(), c.pos()]))
    _card(scene, QRectF(-2.3 * UNIT, -0.6 * UNIT, 1.3 * UNIT, 1.8 * UNIT), "street_square")
    return scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)


def interchange_picture(scene: QGraphicsScene) -> QRectF:
    """A station where three lines of different pencils meet: an interchange. Beside it the
    green loop, which counts as a line at its stations."""
    _sheet(scene, QRectF(-2.6 * UNIT, -1.6 * UNIT, 7.4 * UNIT, 3.2 * UNIT), "centre")
    hub = _station(scene, 0, 0, "pentagon")
    ends = {"blue": (-2, 0, "circle"), "pink": (0, -1, "triangle"), "purple": (1, 1, "square")}
    for pencil, (x, y, symbol) in ends.items():
        end = _station(scene, x, y, symbol)
        scene.addItem(SectionItem(pencil, pencil, [end.pos(), hub.pos()]))
    # The green loop's arc between two green stations, with a coloured line at one of them.
    left, right = (2.4, 0.6), (4.2, -0.6)
    arc = [scene_point(*left), scene_point(3.0, -0.5), scene_point(*right)]
    scene.addItem(GreenArcItem("loop", arc))
    green = _station(scene, *left, "circle", green=True)
    _station(scene, *right, "triangle", green=True)
    other = _station(scene, 3.8, 1.0, "square")
    scene.addItem(SectionItem("brown", "green", [other.pos(), green.pos()]))
    return QRectF(-2.7 * UNIT, -1.7 * UNIT, 7.6 * UNIT, 3.4 * UNIT)


def districts_picture(scene: QGraphicsScene) -> QRectF:
    """The top of the real map sheet: its districts in their tints between the yellow lines,
    with the tourist stamps of the edge districts in the margin."""
    tokyo = load_map()
    width, height = tokyo.size
    for district in tokyo.districts.values():
        scene.addItem(DistrictItem(district.id, district.kind, district.polygon))
    for track in tokyo.tracks.values():
        points = track_points(track.path)
        scene.addItem(GreenArcItem(track.id, points) if track.green
                      else GuideItem(track.id, points))
    for station in tokyo.stations.values():
        _station(scene, station.x, station.y, station.symbol, green=station.green,
                 start=station.start)
    for district in tokyo.edge_districts():
        xs = [x for x, _y in district.polygon]
        ys = [y for _x, y in district.polygon]
        if min(ys) > 0:  # only the top row's stamps are in the picture
            continue
        stamp = StampItem(district.id, district.stamp)
        stamp.setPos(scene_point((min(xs) + max(xs)) / 2, -0.96))
        scene.addItem(stamp)
    sheet = QRectF(-0.5 * UNIT - 14, -0.5 * UNIT - 14, width * UNIT + 28, height * UNIT + 28)
    frame = QGraphicsRectItem(sheet)
    frame.setBrush(QBrush(QColor(style.CARD)))
    frame.setPen(QPen(QColor(style.INK), 3.0))
    frame.setZValue(-1)
    scene.addItem(frame)
    return QRectF(sheet.left() - 0.4 * UNIT, -1.4 * UNIT, sheet.width() + 0.8 * UNIT,
                  DISTRICTS_ROWS * UNIT)


BUILDERS: dict[str, Callable[[QGraphicsScene], QRectF]] = {
    "cards": cards_picture,
    "section": section_picture,
    "interchange": interchange_picture,
    "districts": districts_picture,
}

"""The pictures of the Tokaido rules, drawn with the road's own items (issue 10 §2).

Each picture is a small stretch of road laid out by ``RoadLayout`` and drawn with the real items
(road, stops, pawns, inn label), rendered at about PICTURE_SIZE logical pixels and PICTURE_DPR
device pixels per pixel, on a transparent ground. ``picture(key)`` is what the plugin's
``rules_picture`` hook returns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..kit import style
from ..kit.rules_pictures import built_picture
from ..kit.style import font
from . import colours, texts
from .road_items import InnLabelItem, PawnItem, RoadItem, StopItem
from .road_layout import INN_RADIUS, STOP_RADIUS, RoadLayout

KEYS = ("stops", "inn", "traveller")
STEP = 170.0  # between two stops of a picture's road
ROW = 230.0  # between the two rows of the stops picture
# Where a picture's road starts: the layout turns an inn right of the board's middle rightwards.
X0 = 400.0
CAPTION_WIDTH = 150.0
CAPTION_FONT = 21.0
# The stops picture: Kyoto, four stops, an inn at the turn, four stops back, the next inn; one
# stop of each kind, two of them double as on the road.
STOPS_ROAD = ("inn", "village", "farm", "temple", "encounter", "inn",
              "hot_spring", "paddy_panorama", "mountain_panorama", "sea_panorama", "inn")
STOPS_DOUBLE = ("village", "hot_spring")


def picture(key: str) -> QImage | None:
    """The picture for a ``![…](picture:key)`` of the rules, or None for a key it lacks."""
    return built_picture(BUILDERS, key)


class CaptionItem(QGraphicsItem):
    """A stop's name under it, wrapped and centred, in the soft ink of the hover label."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def boundingRect(self) -> QRectF:
        return QRectF(-CAPTION_WIDTH / 2, 0, CAPTION_WIDTH, CAPTION_FONT * 2.6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(font(CAPTION_FONT, bold=True))
        painter.setPen(QColor(style.INK_SOFT))
        wrap = QTextOption(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.drawText(self.boundingRect(), self.text, wrap)


def _road(scene: QGraphicsScene, kinds: Sequence[str], inns: Sequence[int],
          centres: Sequence[QPointF], double: Sequence[int] = ()) -> list[StopItem]:
    """A stretch of road through ``centres`` (the layout's own turns at the inns between two
    rows), with its stops."""
    layout = RoadLayout(kinds, inns, 0)
    layout.centres = list(centres)
    layout.segments = [layout._segment(i) for i in range(len(centres) - 1)]
    scene.addItem(RoadItem(layout.road_path()))
    stops = []
    for index, kind in enumerate(kinds):
        item = StopItem(index, kind, index in double)
        item.setPos(centres[index])
        scene.addItem(item)
        stops.append(item)
    return stops


def _pawn(scene: QGraphicsScene, pawn: int, feet: QPointF, lifted: bool = False) -> PawnItem:
    item = PawnItem(pawn, colours.seat_colour(pawn))
    item.setPos(feet)
    item.set_depth(feet.y())
    item.set_lifted(lifted)
    scene.addItem(item)
    return item


def _row(count: int, y: float, x0: float = 0.0, step: float = STEP) -> list[QPointF]:
    return [QPointF(x0 + step * n, y) for n in range(count)]


# -- the pictures ------------------------------------------------------------------------------


def stops_picture(scene: QGraphicsScene) -> QRectF:
    """One stop of each kind as on the road, each named under it; the road turns at an inn."""
    first = _row(4, 0.0, X0)
    second = list(reversed(_row(4, ROW, X0)))
    turn = QPointF(first[-1].x() + ROW / 2, ROW / 2)
    centres = [QPointF(X0 - ROW / 2, 0.0), *first, turn, *second, QPointF(X0 - ROW / 2, ROW)]
    double = [i for i, kind in enumerate(STOPS_ROAD) if kind in STOPS_DOUBLE]
    stops = _road(scene, STOPS_ROAD, (0, 5, len(STOPS_ROAD) - 1), centres, double)
    for stop in stops:
        if stop.kind == "inn":
            continue
        caption = CaptionItem(texts.stop_name(stop.kind))
        caption.setPos(stop.pos() + QPointF(0, STOP_RADIUS + 8))
        scene.addItem(caption)
    return scene.itemsBoundingRect().adjusted(-8, -8, 8, 8)


def inn_picture(scene: QGraphicsScene) -> QRectF:
    """Travellers wait at the inn, side by side in the order they arrived, while the last one
    is still on the road."""
    kinds = ("temple", "sea_panorama", "farm", "inn")
    inn = len(kinds) - 1
    centres = _row(inn, 0.0, step=STEP * 0.8) + [QPointF(inn * STEP * 0.8 + INN_RADIUS, 0.0)]
    _road(scene, kinds, (inn,), centres, double=(0,))
    waiting = 3
    layout = RoadLayout(kinds, (inn,), waiting)
    layout.centres = centres
    for rank in range(waiting):
        _pawn(scene, rank, layout.slot_point(inn, rank))
    _pawn(scene, waiting, layout.slot_point(1, 0))
    label = InnLabelItem(Qt.AlignmentFlag.AlignHCenter)
    label.set_text(texts.inn_name("first_inn"))
    label.setPos(centres[inn] + QPointF(0, INN_RADIUS + 34))
    scene.addItem(label)
    return scene.itemsBoundingRect().adjusted(-8, -8, 8, 8)


def traveller_picture(scene: QGraphicsScene) -> QRectF:
    """The traveller furthest back moves next (lifted, with a halo) to a free stop ahead: the
    stops it may choose are lit in its colour."""
    kinds = ("encounter", "village", "hot_spring", "temple", "mountain_panorama")
    centres = _row(len(kinds), 0.0, step=STEP * 0.82)
    stops = _road(scene, kinds, (), centres, double=(3,))
    layout = RoadLayout(kinds, (), 0)
    layout.centres = centres
    mover = 0
    _pawn(scene, mover, layout.slot_point(0, 0), lifted=True)
    _pawn(scene, 1, layout.slot_point(2, 0))
    _pawn(scene, 2, layout.slot_point(3, 0))
    lit = colours.seat_colour(mover)
    for stop in stops:
        if stop.index in (1, 3, 4):  # free stops ahead of the mover (3's road slot is taken)
            stop.set_lit(True, lit)
    return scene.itemsBoundingRect().adjusted(-8, -8, 8, 8)


BUILDERS: dict[str, Callable[[QGraphicsScene], QRectF]] = {
    "stops": stops_picture,
    "inn": inn_picture,
    "traveller": traveller_picture,
}

"""A card on the Let's Go! board: its face, a walk's back or a hidden card's deck, lit when it
may be chosen, raised when chosen, ticked or crossed on the trip. Hovering enlarges it (kept on
the board) and its tooltip explains it in words. A card of the hand is a target of the board
(``HandCard``): a press and a release is a click, a press and a move a drag (the board says which
cards may be dragged and where they land), and the keyboard's cursor enlarges it too.

The item holds an entry of the state (a card id, "~" + id for a walk, a deck letter with "?" or
"+" for what is not seen or not drawn yet) and the game's data; the words come from texts.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabibito.games.letsgo.data import Card, LetsGoData
from tabibito.games.letsgo.rules import FACE_DOWN, HIDDEN, PENDING, city_of

from ..kit import style
from ..kit.board import ClickableItem, retire
from ..kit.rules_links import hinted, link
from . import art, texts
from .targets import HandCard, Target

ENLARGE = 1.6        # a hovered card grows by this much, kept on the board
ENLARGED_Z = 500.0   # above everything else of the board
CHOSEN_RISE = 26.0   # a chosen hand card stands this far above its row
DRAG_DISTANCE = 10.0  # scene units a press must move before it is a drag
LIFT_Z = 600.0

# Rules sections (the ids of the rules contract for "letsgo").
CARDS, ROUNDS, PLACING, HIGHLIGHT, DAY_BONUS, WALKS, RESEARCH = (
    "cards", "rounds", "placing", "highlight", "day-bonus", "walks", "research")
CLOSED_DAYS, TRIP_HIGHLIGHTS, TRIP_WILDS, TRIP_TRAINS, AGENCY, SCORE_DAYS = (
    "closed-days", "trip-highlights", "trip-wilds", "trip-trains", "agency", "score-days")
TRIP_MOOD = "trip-mood"
BOARD_SECTIONS = (CARDS, ROUNDS, PLACING, HIGHLIGHT, DAY_BONUS, WALKS, RESEARCH, CLOSED_DAYS,
                  TRIP_HIGHLIGHTS, TRIP_WILDS, TRIP_TRAINS, AGENCY, TRIP_MOOD, SCORE_DAYS)

MET, MISSED = "met", "missed"


# Sentences are written where they are used as translate("LetsGo", "..."): lupdate reads them.
translate = QCoreApplication.translate


def kept_or_made(shown: Sequence[CardItem], entries: Sequence[str],
                 make: Callable[[str], CardItem]) -> list[CardItem]:
    """The items for ``entries``: a card shown already stays the same item (so that it can
    glide to its new place), another is made by ``make``; the cards no longer shown retire."""
    old = list(shown)
    items = []
    for entry in entries:
        item = next((i for i in old if i.entry == entry), None)
        if item is not None:
            old.remove(item)
        else:
            item = make(entry)
        items.append(item)
    for item in old:
        retire(item)
    return items


# -- words ---------------------------------------------------------------------------------------


def is_face_down(entry: str) -> bool:
    return entry.startswith(FACE_DOWN)


def is_unseen(entry: str) -> bool:
    """A card whose face this view does not show: a walk, a hidden or a not yet drawn card."""
    return is_face_down(entry) or entry.endswith((HIDDEN, PENDING))


def card_of(data: LetsGoData, entry: str) -> Card | None:
    return None if is_unseen(entry) else data.cards.get(entry)


def card_title(entry: str, data: LetsGoData) -> str:
    return texts.card_title(entry, data)


def back_explanation(entry: str, data: LetsGoData) -> str:
    """A card seen from its back: a walk (face down until the trip) or a card of a deck."""
    if is_face_down(entry):
        return f"{texts.walk_title(city_of(entry))}\n{texts.walk_back_explanation(data)}"
    return texts.face_down_title(city_of(entry))


def share_names(row: Sequence[CardItem]) -> None:
    """A row of cards shows its names at one size: the largest at which every name of the row
    fits its strip whole (a long name on two lines, art.title_layout), so that a long name
    breaks before its neighbours shrink with it."""
    titles = [title for title in (item.title() for item in row) if title]
    pixels = min((art.title_layout(title)[0].pixelSize() for title in titles),
                 default=art.TITLE_PIXELS)
    for item in row:
        item.set_title_pixels(pixels)


# -- the item -----------------------------------------------------------------------------------


class CardItem(ClickableItem[Target]):
    """One card of a hand, an itinerary, a pile; see the module docstring."""

    def __init__(self, data: LetsGoData, entry: str, width: float = art.CARD_W,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(HandCard(entry), parent)
        self.game_data = data
        self.entry = entry
        self.width = width
        self.height = width * art.CARD_H / art.CARD_W
        self.in_hand = False         # a card of the shown hand: the board's target
        self.chosen = False          # chosen, waiting for its slot
        self.walking = False         # chosen to be discarded for a walk
        self.mark: str | None = None  # MET / MISSED on the trip
        self.city: str | None = None  # a yellow card's city once chosen on the trip
        self.dim = False
        self.on_drag: Callable[[CardItem, QPointF], None] | None = None
        self.on_drop: Callable[[CardItem, QPointF], None] | None = None
        # A click on a card that is no target of the board (the agency's strip swaps views).
        self.on_click: Callable[[], None] | None = None
        self.draggable = False
        self._press: QPointF | None = None
        self._dragging = False
        self._parent_z: float | None = None  # the row's depth while this card is grown
        self.home = QPointF()  # where it lies in its row or column (in its parent)
        self.depth = 0.0
        self.title_pixels = art.TITLE_PIXELS  # its name's largest size: its row's (share_names)
        link(self, WALKS if is_face_down(entry) else CARDS)

    @property
    def card(self) -> Card | None:
        return card_of(self.game_data, self.entry)

    @property
    def card_id(self) -> str:
        return self.entry

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    # -- state ---------------------------------------------------------------------------------

    def set_entry(self, entry: str) -> None:
        if entry != self.entry:
            self.entry = entry
            self.key = HandCard(entry)
            link(self, WALKS if is_face_down(entry) else CARDS)
            self.update()

    def set_place(self, point: QPointF, z: float) -> None:
        """Where the card lies in its row or column (a drag or an enlargement returns here)."""
        self.home = QPointF(point)
        self.depth = z
        if not self._dragging:
            self.setPos(point + QPointF(0, -CHOSEN_RISE if self.chosen else 0))
            self.setZValue(ENLARGED_Z if self.isUnderMouse() and self.scale() > 1 else z)

    def set_state(self, *, lit: bool = False, chosen: bool = False, walking: bool = False,
                  dim: bool = False) -> None:
        changed = (lit, chosen, walking, dim) != (self.lit, self.chosen, self.walking, self.dim)
        self.chosen, self.walking, self.dim = chosen, walking, dim
        self.set_lit(lit)
        if changed:
            self.set_place(self.home, self.depth)
            self.update()

    def set_city(self, city: str | None) -> None:
        if city != self.city:
            self.city = city
            self.update()

    def set_mark(self, mark: str | None) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def explanation(self) -> str:
        card = self.card
        if card is not None:
            return texts.card_explanation(card)
        return back_explanation(self.entry, self.game_data)

    def title(self) -> str:
        """The name in its strip: the card's, a walk's, or none (a deck's back)."""
        if self.card is not None:
            return card_title(self.entry, self.game_data)
        return texts.walk_title() if is_face_down(self.entry) else ""

    def set_title_pixels(self, pixels: int) -> None:
        if pixels != self.title_pixels:
            self.title_pixels = pixels
            self.update()

    def refresh_tooltip(self, extra: str = "") -> None:
        text = self.explanation()
        if extra:
            text = f"{text}\n{extra}"
        self.setToolTip(hinted(text))

    # -- painting ------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        card = self.card
        if card is not None:
            art.paint_card(painter, rect, card, self.title(), self.city, self.title_pixels)
        elif is_face_down(self.entry):
            city = city_of(self.entry)
            # The back's colour shows the deck: the strip says only "walk".
            art.paint_back(painter, rect, city, self.game_data.walk_back,
                           title=self.title(), title_pixels=self.title_pixels)
        else:
            art.paint_back(painter, rect, city_of(self.entry))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = art.CORNER * self.width / art.CARD_W
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.color(style.PAPER, 130))
            painter.drawRoundedRect(rect, radius, radius)
        if self.focused:  # the keyboard's cursor: indigo, as on every board
            painter.setPen(QPen(QColor(style.INDIGO), 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        elif self.lit or self.chosen:
            colour = QColor(style.VERMILION if self.chosen else style.PINE)
            colour.setAlphaF(0.55 + 0.45 * self.pulse if self.lit and not self.chosen else 1.0)
            painter.setPen(QPen(colour, 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        if self.walking:
            self._paint_walking(painter, rect)
        if self.mark is not None:
            self._paint_mark(painter, rect)
        if self.flash > 0:
            colour = QColor(style.VERMILION)
            colour.setAlphaF(0.45 * self.flash)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, radius, radius)

    def _paint_walking(self, painter: QPainter, rect: QRectF) -> None:
        """Chosen for a walk: the card will be discarded, a footprint says so."""
        side = rect.width() * 0.36
        art.paint_icon(painter, art.WALK, QRectF(rect.center().x() - side / 2,
                                                 rect.center().y() - side / 2, side, side))

    def _paint_mark(self, painter: QPainter, rect: QRectF) -> None:
        """The trip's verdict on a highlight: a green tick or a red cross in the corner."""
        side = rect.width() * 0.26
        # On the picture, just above the highlight: the condition and reward stay readable.
        bottom = rect.top() + rect.height() * art.HIGHLIGHT_TOP / art.CARD_H
        box = QRectF(rect.right() - side - 6, bottom - side - 6, side, side)
        met = self.mark == MET
        painter.setPen(QPen(QColor("white"), 2.0))
        painter.setBrush(QColor(style.PINE if met else style.VERMILION))
        painter.drawEllipse(box)
        pen = QPen(QColor("white"), side * 0.14)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        c, r = box.center(), side * 0.25
        if met:
            painter.drawLine(c + QPointF(-r, 0), c + QPointF(-r * 0.2, r * 0.8))
            painter.drawLine(c + QPointF(-r * 0.2, r * 0.8), c + QPointF(r, -r * 0.8))
        else:
            painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
            painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))

    # -- hover: enlarged, kept on the board ----------------------------------------------------

    def set_hovered(self, entered: bool) -> None:
        """A card of the hand is pointed at through its board (which enlarges one card at a
        time, the mouse's or the keyboard's); another card grows by itself."""
        if self._dragging:
            return
        if self.in_hand:
            super().set_hovered(entered)
        else:
            self.hovered = entered
            self.enlarge(entered)

    def enlarge(self, on: bool) -> None:
        """Grow (or shrink back); the card's row or column comes up with it, so the grown card
        lies over the rest of the board."""
        parent = self.parentItem()
        if not on:
            self.setScale(1.0)
            self.setZValue(self.depth)
            if parent is not None and self._parent_z is not None:
                parent.setZValue(self._parent_z)
                self._parent_z = None
            return
        if parent is not None and self._parent_z is None:
            self._parent_z = parent.zValue()
            parent.setZValue(ENLARGED_Z)
        factor = ENLARGE * (art.CARD_W * 0.9 / self.width if self.width < art.CARD_W * 0.7
                            else 1.0)
        self.setTransformOriginPoint(self._origin(factor))
        self.setScale(factor)
        self.setZValue(ENLARGED_Z)

    def _origin(self, factor: float) -> QPointF:
        """The point to grow from so that the grown card stays inside the scene."""
        scene = self.scene()
        centre = QPointF(self.width / 2, self.height / 2)
        if scene is None or factor <= 1:
            return centre
        area = scene.sceneRect()
        top_left = self.parentItem().mapToScene(self.pos()) if self.parentItem() else self.pos()
        x = _clamp(centre.x(), (top_left.x() + self.width * factor - area.right()) / (factor - 1),
                   (top_left.x() - area.left()) / (factor - 1))
        y = _clamp(centre.y(), (top_left.y() + self.height * factor - area.bottom())
                   / (factor - 1), (top_left.y() - area.top()) / (factor - 1))
        return QPointF(x, y)

    # -- mouse: click or drag ------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging:
            if (event.scenePos() - self._press).manhattanLength() < DRAG_DISTANCE:
                return
            self._dragging = True
            self.setScale(1.0)
            self.setZValue(LIFT_Z)
        self.setPos(self.home + self._parent_delta(event.scenePos() - self._press))
        if self.on_drag is not None:
            self.on_drag(self, event.scenePos())

    def _parent_delta(self, delta: QPointF) -> QPointF:
        parent = self.parentItem()
        if parent is None:
            return delta
        return parent.mapFromScene(delta) - parent.mapFromScene(QPointF())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._press = self._press, None
        if self._dragging:
            self._dragging = False
            self.setPos(self.home)
            self.setZValue(self.depth)
            if self.on_drop is not None:
                self.on_drop(self, event.scenePos())
            return
        if pressed is not None and self.in_hand:
            self.clicked()
        elif pressed is not None and self.on_click is not None:
            self.on_click()


def _clamp(value: float, low: float, high: float) -> float:
    if low > high:
        return (low + high) / 2
    return max(low, min(high, value))


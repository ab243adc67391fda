"""The board of Let's Go! To Japan: the round board on top, the shown seat's six-day itinerary
(large: it is what everyone looks at) with the days' favourable conditions, the tokens, decks and
incoming piles beside it, the hand below (on the trip: the trip area), and in solo the travel
agency's itinerary at the bottom.

The board holds no copy of the state: ``refresh`` re-projects ``table.view()``. Every draft
decision that is about a card or a place is made here, through ``table.submit``, with legality
from the state (``legal_actions``; the reason of a refusal from ``table.explain``):

* play: click a hand card, then "Place" or a walk from a deck in the small chooser by it (or drag
  the card onto a lit slot: the card is taken, then placed); the slots then light up;
* research: click the hand cards to discard; solo: click the card for the agency;
* the day bonus's extra walk: the bonus day's slots light up, a click asks for the deck.

A click that decides nothing says why beside what was clicked, and the thing flashes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from tabibito.engine import Action, Event
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import CITIES, DAYS
from tabibito.games.letsgo.rules import (
    BONUS,
    DISCARD,
    EXTRA_WALK,
    FACE_DOWN,
    GIVE,
    HIDDEN,
    PENDING,
    PLAY,
    ROUNDS,
    SLOT,
    TAKE,
    WALK,
    card_action,
    slot_action,
)

from ..kit import style, words
from ..kit.animation import animate
from ..kit.i18n import fill
from ..kit.rules_links import hinted, link
from . import art, texts
from .cards import (
    MET,
    MISSED,
    RESEARCH,
    TRIP_MOOD,
    TRIP_TRAINS,
    TRIP_WILDS,
    CardItem,
    retire,
    translate,
)
from .cards import (
    ROUNDS as ROUNDS_SECTION,
)
from .itinerary import (
    AGENCY_H,
    COLUMN_W,
    ITINERARY_H,
    ITINERARY_W,
    AgencyItem,
    ItineraryItem,
    SlotItem,
)
from .trip_items import TripArea

if TYPE_CHECKING:
    from ..plugin_api import Table

BOARD_W = 1400.0
ROUND_H = 86.0
ITINERARY_Y = ROUND_H + 14
SIDE_X = ITINERARY_W + 12
SIDE_W = BOARD_W - SIDE_X
HAND_Y = ITINERARY_Y + ITINERARY_H + 22
HAND_H = 300.0   # the trip area's height too
HAND_GAP = 12.0
AGENCY_Y = HAND_Y + HAND_H + 14
CELL_W = 64.0
OWNER_H = 84.0     # the itinerary's owner over the side column (two or three lines)
TOKEN_PITCH = 46.0
PULSE_MS = 1100
FLASH_MS = 650
GLIDE_MS = 380   # a card gliding from the hand, a deck or its old place to its new one
GLIDE_Z = 400.0  # gliding cards pass over the others
TRIP = rules.TRIP

# The chooser's keys (tests click them by key).
PLACE, WALK_TOKYO, WALK_KYOTO = "place", "walk_tokyo", "walk_kyoto"
GIVE_TOKYO, GIVE_KYOTO, GIVE_PLAIN = "give_tokyo", "give_kyoto", "give"
WALK_KEYS = {"tokyo": WALK_TOKYO, "kyoto": WALK_KYOTO}
GIVE_KEYS = {"tokyo": GIVE_TOKYO, "kyoto": GIVE_KYOTO}


def start_of_round(entries: Sequence[str]) -> list[str]:
    """Another seat's day as it stood at the round's start: this round's cards (hidden ones
    placed face up, walks not drawn yet) left out."""
    return [entry for entry in entries if not entry.endswith(PENDING)
            and not (entry.endswith(HIDDEN) and not entry.startswith(FACE_DOWN))]


def trip_faces(days: Sequence[Sequence[str]], snapshot: dict[str, Any] | None) -> list[list[str]]:
    """On the trip a walk turned to its front shows its front."""
    if snapshot is None:
        return [list(day) for day in days]
    faces = snapshot.get("faces", [])
    shown, index = [], 0
    for day in days:
        column = []
        for entry in day:
            front = index < len(faces) and faces[index] == "front"
            column.append(entry[1:] if front and entry.startswith(FACE_DOWN) else entry)
            index += 1
        shown.append(column)
    return shown


def highlight_marks(snapshot: dict[str, Any] | None) -> list[str | None]:
    """Each day's highlight on the trip: met, missed, or not checked yet."""
    verdicts = (snapshot or {}).get("highlights", [None] * DAYS)
    return [None if met is None else MET if met else MISSED for met in verdicts]


def mark_reason(mark: str | None) -> str:
    if mark == MET:
        #: tooltip of a day's highlight on the trip once it was checked
        return translate("LetsGo", "Highlight scored: its condition was met.")
    if mark == MISSED:
        return translate("LetsGo", "Highlight not scored: its condition was not met by this day.")
    return ""


# -- the small items of the board ---------------------------------------------------------------


class RoundCellItem(QGraphicsObject):
    """One round of the round board: its number, where the hand comes from, which way the rest
    goes; the current round stands out."""

    def __init__(self, round_: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.round = round_
        self.current = False
        self.past = False
        self.solo = False
        link(self, ROUNDS_SECTION)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL_W - 4, ROUND_H - 8)

    def set_state(self, current: bool, past: bool, solo: bool) -> None:
        self.current, self.past, self.solo = current, past, solo
        self.retranslate()

    def retranslate(self) -> None:
        lines = [words.round_of(self.round, rules.ROUNDS), texts.round_source_text(self.round),
                 texts.pass_direction_text(self.round, self.solo)]
        self.setToolTip(hinted("\n".join(lines)))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        fill_colour = style.VERMILION if self.current else (
            style.PAPER_DEEP if self.past else style.CARD)
        painter.setPen(QPen(QColor(style.INK if self.current else style.RULE), 1.2))
        painter.setBrush(QColor(fill_colour))
        painter.drawRoundedRect(rect, 9, 9)
        ink = QColor("white" if self.current else style.INK)
        painter.setPen(ink)
        painter.setFont(art.font(24, bold=True))
        painter.drawText(QRectF(0, 2, rect.width(), 30), Qt.AlignmentFlag.AlignCenter,
                         str(self.round))
        plan = rules.ROUND_TABLE[self.round]
        self._paint_source(painter, plan, QRectF(4, 34, rect.width() - 8, 20))
        self._paint_pass(painter, QRectF(4, 56, rect.width() - 8, 20), ink)

    def _paint_source(self, painter: QPainter, plan: rules.RoundPlan, box: QRectF) -> None:
        """Small card backs: Tokyo and Kyoto drawn, a chosen deck, or the piles picked up."""
        backs: list[str] = ["tokyo"] * plan.tokyo + ["kyoto"] * plan.kyoto
        width, height = 11.0, 15.0
        if plan.chosen:
            backs += ["chosen"] * plan.chosen
        if plan.picks_up:
            backs += ["passed"] * len(plan.picks_up)
        step = min(width + 2, box.width() / max(len(backs), 1))
        left = box.center().x() - step * len(backs) / 2
        for n, back in enumerate(backs):
            rect = QRectF(left + n * step, box.top() + 2, width, height)
            colour = (art.city_colour(back) if back in CITIES
                      else QColor(art.YELLOW_CARD if back == "chosen" else style.INK_SOFT))
            painter.setPen(QPen(QColor("white"), 1.0))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 2, 2)

    def _paint_pass(self, painter: QPainter, box: QRectF, ink: QColor) -> None:
        """The pass arrow: left in rounds 1-7, right from 8 on; none after the last round."""
        if self.round >= ROUNDS and not self.solo:
            return
        painter.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        y = box.center().y()
        left, right = box.left() + 10, box.right() - 10
        tip, tail = (left, right) if rules.pass_direction(self.round) == rules.LEFT else (
            right, left)
        painter.drawLine(QPointF(tail, y), QPointF(tip, y))
        head = 6 if tip > tail else -6
        painter.drawLine(QPointF(tip, y), QPointF(tip - head, y - 5))
        painter.drawLine(QPointF(tip, y), QPointF(tip - head, y + 5))


TEXT_MIN_SCALE, TEXT_SCALE_STEP = 0.7, 0.05  # how far a box's words may shrink to fit


class TextItem(QGraphicsObject):
    """Lines of text in a box (the round's words, the itinerary's owner)."""

    def __init__(self, width: float, height: float, size: float = 19,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.height, self.size = width, height, size
        self.lines: list[tuple[str, bool]] = []
        self.colour = QColor(style.INK)

    def set_lines(self, lines: Sequence[tuple[str, bool]]) -> None:
        self.lines = list(lines)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # Longer languages wrap onto more lines: the words shrink until all of them fit.
        scale = 1.0
        while scale > TEXT_MIN_SCALE and self._laid_out(painter, scale) > self.height:
            scale -= TEXT_SCALE_STEP
        self._laid_out(painter, scale, draw=True)

    def _laid_out(self, painter: QPainter, scale: float, *, draw: bool = False) -> float:
        """The height the lines take at ``scale`` of the size (drawn too when ``draw``)."""
        y = 0.0
        for text, bold in self.lines:
            painter.setFont(art.font(self.size * scale * (1.1 if bold else 1.0), bold))
            box = QRectF(0, y, self.width, max(self.height - y, 1.0))
            used = painter.boundingRect(QRectF(0, y, self.width, 10_000),
                                        Qt.TextFlag.TextWordWrap, text)
            if draw:
                painter.setPen(self.colour if bold else QColor(style.INK_SOFT))
                painter.drawText(box, Qt.TextFlag.TextWordWrap, text)
            y += used.height() + 2
        return y


class TokenItem(QGraphicsObject):
    """A token or pile of the side column: its picture and how many there are."""

    def __init__(self, code: str, section: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.code = code
        self.count = ""
        self.label = ""
        link(self, section)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SIDE_W, 44)

    def set_count(self, count: str, label: str, tooltip: str) -> None:
        self.count, self.label = count, label
        self.setToolTip(hinted(tooltip))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        icon = QRectF(2, 4, 36, 36)
        if self.code in CITIES:
            art.paint_back(painter, QRectF(9, 2, 28, 40), self.code)
        elif self.code == "discard":
            painter.setPen(QPen(QColor(style.INK_SOFT), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(9, 2, 28, 40), 4, 4)
        else:
            art.paint_icon(painter, self.code, icon)
        painter.setPen(QColor(style.INK))
        painter.setFont(art.font(24, bold=True))
        painter.drawText(QRectF(44, 0, 42, 44), Qt.AlignmentFlag.AlignVCenter, self.count)
        box = QRectF(86, 0, SIDE_W - 88, 44)
        # A long word shrinks a little before it loses its end.
        painter.setFont(art.shrunk(self.label, 15, box.width(), 11))
        painter.setPen(QColor(style.INK_SOFT))
        text = painter.fontMetrics().elidedText(self.label, Qt.TextElideMode.ElideRight,
                                                int(box.width()))
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, text)


class ChooserItem(QGraphicsObject):
    """A few buttons by a card or a slot: place or walk, a deck."""

    BUTTON_W, BUTTON_H = 250.0, 46.0

    def __init__(self, chosen: Callable[[str], None],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.chosen = chosen
        self.options: list[tuple[str, str]] = []  # (key, label)
        self.context: Any = None
        self.button_w = self.BUTTON_W
        self.setZValue(800)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.button_w, self.BUTTON_H * len(self.options) + 4)

    def offer(self, options: Sequence[tuple[str, str]], context: Any, anchor: QPointF,
              area: QRectF) -> None:
        """Show ``options`` just above ``anchor`` (the middle of a card's top), on the board."""
        self.prepareGeometryChange()
        self.options = list(options)
        self.context = context
        metrics = QFontMetricsF(art.font(19, bold=True))
        widest = max((metrics.horizontalAdvance(label) for _key, label in self.options),
                     default=0.0)
        self.button_w = max(self.BUTTON_W, widest + 60)
        height = self.boundingRect().height()
        x = min(max(anchor.x() - self.button_w / 2, area.left()), area.right() - self.button_w)
        y = max(anchor.y() - height - 8, area.top())
        self.setPos(x, y)
        self.show()
        self.update()

    def close(self) -> None:
        # Hidden first, then shrunk after telling the scene: else the view repaints only the
        # shrunk rectangle, and the buttons stay on screen as a ghost over the board.
        self.hide()
        self.prepareGeometryChange()
        self.options, self.context = [], None

    def keys(self) -> list[str]:
        return [key for key, _label in self.options]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for n, (key, label) in enumerate(self.options):
            rect = QRectF(0, n * self.BUTTON_H + 2, self.button_w, self.BUTTON_H - 4)
            primary = key in (PLACE, GIVE_PLAIN)
            painter.setPen(QPen(QColor(style.INK), 1.2))
            painter.setBrush(QColor(style.VERMILION if primary else style.CARD))
            painter.drawRoundedRect(rect, 10, 10)
            if key in (WALK_TOKYO, WALK_KYOTO):
                art.paint_icon(painter, art.WALK, QRectF(rect.left() + 6, rect.top() + 6, 30, 30))
            painter.setPen(QColor("white" if primary else style.INK))
            painter.setFont(art.font(19, bold=True))
            painter.drawText(rect.adjusted(40, 0, -8, 0), Qt.AlignmentFlag.AlignVCenter, label)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        index = int(event.pos().y() // self.BUTTON_H)
        if 0 <= index < len(self.options):
            self.chosen(self.options[index][0])


class NoteItem(QGraphicsObject):
    """Why a click decided nothing, in a bubble by the thing clicked."""

    WIDTH = 360.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.height = 60.0
        self.setZValue(900)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.height)

    def say(self, text: str, anchor: QPointF, area: QRectF) -> None:
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(art.font(19))
        box = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 24, 1000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        self.height = box.height() + 22
        x = min(max(anchor.x() - self.WIDTH / 2, area.left()), area.right() - self.WIDTH)
        y = anchor.y() - self.height - 10
        if y < area.top():
            y = anchor.y() + 10
        self.setPos(x, y)
        self.show()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(style.VERMILION), 2.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor(style.INK))
        painter.setFont(art.font(19))
        painter.drawText(rect.adjusted(12, 11, -12, -11), Qt.TextFlag.TextWordWrap, self.text)


# -- the board ----------------------------------------------------------------------------------


class LetsGoBoard(QGraphicsScene):
    """See the module docstring."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else table)
        self.table = table
        self._view: Any = table.view()
        self.data = self._view.data
        self.solo = self._view.agency is not None
        self.focus: int | None = None
        self.seat: int | None = None      # the seat deciding on this board now
        self.step: str | None = None
        self.actions: list[Action] = []    # its legal actions now
        self.refusal: str | None = None    # the last click's explanation
        self.hand: list[CardItem] = []
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(style.paper_brush())
        self._build()
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._on_pulse)
        table.changed.connect(self._on_changed)
        table.shown_seat_changed.connect(self._on_table_state)
        table.busy_changed.connect(self._on_table_state)
        table.handoff_changed.connect(self._on_table_state)
        self.retranslate()
        self.refresh()

    def _build(self) -> None:
        height = (AGENCY_Y + AGENCY_H) if self.solo else (HAND_Y + HAND_H)
        self.setSceneRect(QRectF(0, 0, BOARD_W, height))
        self.cells = []
        for n in range(1, ROUNDS + 1):
            cell = RoundCellItem(n)
            cell.setPos((n - 1) * CELL_W, 0)
            self.addItem(cell)
            self.cells.append(cell)
        self.round_words = TextItem(BOARD_W - ROUNDS * CELL_W - 12, ROUND_H, 16)
        self.round_words.setPos(ROUNDS * CELL_W + 12, 2)
        link(self.round_words, ROUNDS_SECTION)
        self.addItem(self.round_words)
        self.itinerary = ItineraryItem(self.data, self._slot_clicked, self._day_clicked)
        self.itinerary.setPos(0, ITINERARY_Y)
        self.addItem(self.itinerary)
        self.owner = TextItem(SIDE_W, OWNER_H, 17)
        self.owner.setPos(SIDE_X, ITINERARY_Y)
        self.addItem(self.owner)
        self.tokens = {}
        rows = (("research", art.RESEARCH, RESEARCH), ("wilds", "wild", TRIP_WILDS),
                ("luxury", art.LUXURY, TRIP_TRAINS), ("mood", "hL", TRIP_MOOD),
                ("tokyo", "tokyo", ROUNDS_SECTION), ("kyoto", "kyoto", ROUNDS_SECTION),
                ("discard", "discard", RESEARCH))
        for n, (key, code, section) in enumerate(rows):
            item = TokenItem(code, section)
            item.setPos(SIDE_X, ITINERARY_Y + OWNER_H + n * TOKEN_PITCH + (12 if n >= 4 else 0))
            self.addItem(item)
            self.tokens[key] = item
        top = OWNER_H + len(rows) * TOKEN_PITCH + 20
        self.incoming_item = TextItem(SIDE_W, ITINERARY_H - top, 16)
        self.incoming_item.setPos(SIDE_X, ITINERARY_Y + top)
        link(self.incoming_item, ROUNDS_SECTION)
        self.addItem(self.incoming_item)
        self.agency = None
        if self.solo:
            self.agency = AgencyItem(self.data)
            self.agency.setPos(0, AGENCY_Y)
            self.addItem(self.agency)
        self.trip_area = TripArea(self.table)
        self.trip_area.setPos((BOARD_W - self.trip_area.boundingRect().width()) / 2, HAND_Y)
        self.addItem(self.trip_area)
        self.trip_area.hide()
        self.chooser = ChooserItem(self._chosen)
        self.addItem(self.chooser)
        self.note = NoteItem()
        self.addItem(self.note)

    # -- what is shown -------------------------------------------------------------------------

    def shown(self) -> int:
        """The seat whose itinerary the board shows."""
        if self.focus is not None:
            return self.focus
        seat = self.table.shown_seat
        return seat if seat is not None and 0 <= seat < self._view.players else 0

    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s itinerary as it stood at the round's start (None: the shown seat's)."""
        if seat is not None and (seat == self.table.shown_seat
                                 or not 0 <= seat < self._view.players):
            seat = None
        self.focus = seat
        self.refresh()

    def _on_table_state(self, _value: object) -> None:
        self.refresh()

    def _on_changed(self, events: list[Event]) -> None:
        was = {item: item.scenePos() for item in self._card_items()}
        hand = {item.entry: item.scenePos() for item in self.hand}
        self.refresh()
        if events:
            self._glide(was, hand)
            if self.trip_area.isVisible():
                self.trip_area.play(events)

    def refresh(self) -> None:
        view = self._view = self.table.view()
        seat = self.shown()
        sheet = view.sheets[seat]
        # Between two players (the hand-off) nobody's private view shows: the itinerary is
        # shown as everybody sees it.
        own = self.focus is None and self.table.shown_seat is not None
        trip = view.phase in (TRIP, rules.OVER)
        snapshot = view.trips[seat].snapshot() if trip and seat < len(view.trips) else None
        days = [list(day) for day in sheet.days]
        if not own and not trip:
            days = [start_of_round(day) for day in days]
        self.itinerary.set_days(trip_faces(days, snapshot), view.conditions)
        marks = highlight_marks(snapshot)
        self.itinerary.set_marks(marks, [mark_reason(mark) for mark in marks])
        cities = (snapshot or {}).get("cities", [])
        for index, item in enumerate(self.itinerary.card_items()):
            item.set_city(cities[index] if index < len(cities) else None)
        self._project_round(view)
        self._project_side(view, seat)
        self._project_agency(view, trip)
        self._project_decision(view, own and not trip)
        self._project_hand(view, sheet, own, trip)
        self._keep_chooser()
        self.trip_area.setVisible(trip)
        if trip:
            self.trip_area.refresh()
        self._update_pulse()

    def _project_round(self, view: Any) -> None:
        current = view.round
        trip = view.phase in (TRIP, rules.OVER)
        for cell in self.cells:
            cell.set_state(cell.round == current and not trip, cell.round < current or trip,
                           self.solo)
        if trip:
            #: the round board once the draft is over
            self.round_words.set_lines([(translate("LetsGo", "The trip"), True)])
            return
        self.round_words.set_lines([
            (words.round_of(current, rules.ROUNDS), True),
            (texts.round_source_text(current), False),
            (texts.pass_direction_text(current, self.solo), False)])

    def _project_side(self, view: Any, seat: int) -> None:
        sheet = view.sheets[seat]
        names = self.table.seat_names
        name = names[seat] if seat < len(names) else str(seat + 1)
        #: over the itinerary the board shows: %1 the player
        lines = [(fill(translate("LetsGo", "%1's itinerary"), name), True)]
        if self.focus is not None:
            #: under the name when another player's itinerary is looked at
            lines.append((translate("LetsGo", "as it stood at the round's start"), False))
        self.owner.set_lines(lines)
        self._project_tokens(sheet)
        for city in CITIES:
            count = len(view.decks[city])
            left = texts.PLURALS.deck_left(count)
            self.tokens[city].set_count(str(count), texts.city_name(city),
                                        fill(left, texts.city_name(city)))
        discarded = len(view.discard)
        self.tokens["discard"].set_count(
            str(discarded), translate("LetsGo", "Discard"),
            texts.PLURALS.discard_count(discarded))
        self._project_incoming(sheet)

    def _project_tokens(self, sheet: Any) -> None:
        tokens = self.tokens
        #: tooltip of the research tokens: %1 how many
        research = translate("LetsGo", "Research tokens: %1. Before placing a card, spend one "
                             "to draw 3 cards (each from either deck), then discard 3. Each "
                             "one left scores 1 point at the end.")
        tokens["research"].set_count(str(sheet.research), translate("LetsGo", "Research"),
                                     fill(research, sheet.research))
        #: tooltip of the wild tokens: %1 how many
        wilds = translate("LetsGo", "Wild tokens: %1. On the trip each one moves an experience "
                          "track one step.")
        tokens["wilds"].set_count(str(sheet.wilds), texts.icon_name("wild"),
                                  fill(wilds, sheet.wilds))
        #: tooltip of the luxury trains: %1 how many
        luxury = translate("LetsGo", "Luxury trains: %1. On the trip one used at a city "
                           "change scores 2 points and a green lightning.")
        tokens["luxury"].set_count(str(sheet.luxury), translate("LetsGo", "Luxury trains"),
                                   fill(luxury, sheet.luxury))
        mood = f"{sheet.mood:+d}" if sheet.mood else "0"
        #: tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps
        marker = translate("LetsGo", "Mood marker: %1, happiness steps: %2. A day bonus of "
                           "one matching icon moves it toward happiness.")
        tokens["mood"].set_count(mood, translate("LetsGo", "Mood"),
                                 fill(marker, mood, sheet.happiness))

    def _project_incoming(self, sheet: Any) -> None:
        """The face-down piles passed to the seat, each with the round it is picked up in."""
        lines: list[tuple[str, bool]] = []
        tips = []
        waiting: dict[int, int] = {}  # the round they are picked up in -> cards
        for passed, pile in enumerate(sheet.incoming, start=1):
            if not pile:
                continue
            pickup = next((r for r, plan in rules.ROUND_TABLE.items()
                           if passed in plan.picks_up), 0)
            cards = len(pile)
            waiting[pickup] = waiting.get(pickup, 0) + cards
            tip = texts.PLURALS.passed_pile(cards)
            tips.append(fill(tip, passed, pickup or "-"))
        for pickup, cards in sorted(waiting.items()):
            text = texts.PLURALS.cards_for_round(cards)
            lines.append((fill(text, pickup or "-"), False))
        if lines:
            lines.insert(0, (translate("LetsGo", "Incoming"), True))
        self.incoming_item.set_lines(lines)
        self.incoming_item.setToolTip(hinted("\n".join(tips)))

    def _project_agency(self, view: Any, trip: bool) -> None:
        if self.agency is None:
            return
        cards = view.agency_cards
        days = [cards[day * 3:(day + 1) * 3] for day in range(DAYS)]
        self.agency.set_cards(days)
        snapshot = view.agency_trip.snapshot() if trip and view.agency_trip else None
        self.agency.set_marks(highlight_marks(snapshot), days)

    def _project_decision(self, view: Any, own: bool) -> None:
        """The seat deciding on this board now, its step and its legal actions."""
        seat = self.table.shown_seat
        self.seat, self.step, self.actions = None, None, []
        if (not own or seat is None or self.table.pending_handoff is not None
                or self.table.resolution_held() or view.phase != rules.DRAFT):
            self.itinerary.set_slots([])
            return
        if seat not in view.to_act():
            self.itinerary.set_slots([])
            return
        self.seat = seat
        self.step = view.sheets[seat].step
        self.actions = view.legal_actions(seat)
        slots = [(a["day"], a["position"]) for a in self.actions if a.kind == SLOT]
        slots += sorted({(view.sheets[seat].bonus_day, a["position"]) for a in self.actions
                         if a.kind == BONUS and a["reward"] == EXTRA_WALK})
        self.itinerary.set_slots(slots)

    def _project_hand(self, view: Any, sheet: Any, own: bool, trip: bool) -> None:
        entries = [] if trip else list(sheet.hand)
        old = list(self.hand)
        items = []
        for entry in entries:
            item = next((i for i in old if i.entry == entry), None)
            if item is not None:
                old.remove(item)
            else:
                item = CardItem(self.data, entry)
                item.on_click = self._hand_clicked
                item.on_drag = self._hand_dragged
                item.on_drop = self._hand_dropped
                self.addItem(item)
                item.setPos(BOARD_W / 2 - art.CARD_W / 2, HAND_Y + 20)
            items.append(item)
        for item in old:
            retire(item)
        self.hand = items
        choosable = self._choosable()
        chosen = sheet.chosen if self.step == SLOT else -1
        for n, item in enumerate(items):
            item.set_state(lit=item.entry in choosable, chosen=n == chosen,
                           walking=n == chosen and sheet.walk_deck is not None,
                           dim=not own)
            item.draggable = self.step == PLAY and item.entry in choosable
            item.refresh_tooltip(self._click_hint() if item.lit else "")
        self._lay_out_hand()

    def _click_hint(self) -> str:
        """What a click on a lit hand card does now (its tooltip's last line)."""
        if self.step == PLAY:
            #: tooltip line of a hand card that may be played now
            return translate("LetsGo", "Click to place it or to walk instead, or drag it onto "
                             "a day.")
        if self.step == DISCARD:
            #: tooltip line of a hand card during a research
            return translate("LetsGo", "Click to discard it.")
        if self.step == GIVE:
            #: tooltip line of a hand card in solo, once the round's cards are placed
            return translate("LetsGo", "Click to give it to the travel agency.")
        return ""

    def _choosable(self) -> set[str]:
        kinds = {PLAY: (TAKE, WALK), DISCARD: (DISCARD,), GIVE: (GIVE,)}.get(self.step or "", ())
        return {a["card"] for a in self.actions if a.kind in kinds}

    def _lay_out_hand(self) -> None:
        count = len(self.hand)
        if not count:
            return
        step = art.CARD_W + HAND_GAP
        if count > 1:
            step = min(step, (BOARD_W - art.CARD_W - 20) / (count - 1))
        width = art.CARD_W + step * (count - 1)
        left = (BOARD_W - width) / 2
        for n, item in enumerate(self.hand):
            item.set_place(QPointF(left + n * step, HAND_Y + 24), 20.0 + n)

    def _card_items(self) -> list[CardItem]:
        agency = self.agency.cards if self.agency is not None else []
        return [*self.hand, *self.itinerary.card_items(), *agency]

    def _deck_point(self, entry: str) -> QPointF:
        return self.tokens[rules.city_of(entry)].scenePos()

    def _glide(self, was: dict[CardItem, QPointF], hand: dict[str, QPointF]) -> None:
        """Every card that moved glides to its place: a placed or given card from the hand,
        a walk and a card drawn from its deck, the cards of a day making room."""
        moving = []
        in_hand = set(self.hand)
        for item in self._card_items():
            start = was.get(item)
            if start is None:
                if item not in in_hand and item.entry in hand:
                    start = hand[item.entry]
                elif item in in_hand or item.entry.startswith(FACE_DOWN):
                    start = self._deck_point(item.entry)
                else:
                    continue
            end = item.scenePos()
            if (end - start).manhattanLength() > 1:
                moving.append((item, start, end))
        if not moving:
            return
        for item, _start, _end in moving:
            item.setZValue(item.zValue() + GLIDE_Z)

        def step(progress: float) -> None:
            for item, start, end in moving:
                if isValid(item) and item.scene() is self:
                    point = start + (end - start) * progress
                    parent = item.parentItem()
                    item.setPos(parent.mapFromScene(point) if parent is not None else point)

        def done() -> None:
            for item, _start, _end in moving:
                if isValid(item) and item.scene() is self:
                    item.set_place(item.home, item.depth)

        animate(self.table, GLIDE_MS, step, easing=QEasingCurve.Type.OutCubic, done=done)

    # -- clicks --------------------------------------------------------------------------------

    def _area(self) -> QRectF:
        return self.sceneRect()

    def _hand_clicked(self, item: CardItem) -> None:
        self.note.hide()
        card = item.entry
        actions = [a for a in self.actions if a.get("card") == card]
        if self.seat is None or not actions:
            self._refuse(item, self._hand_reason(card))
            return
        if self.step == PLAY:
            options = []
            if card_action(TAKE, card) in actions:
                #: the chooser by a hand card: place it face up in the itinerary
                options.append((PLACE, translate("LetsGo", "Place")))
            for city in CITIES:
                if card_action(WALK, card, city) in actions:
                    options.append((WALK_KEYS[city], texts.walk_title(city)))
            self._offer(options, card, item)
        elif self.step == GIVE and len(actions) > 1:
            #: the chooser by a card given to the agency: %1 the deck the card in return
            #: comes from
            give = translate("LetsGo", "Give it: a %1 card in return")
            options = [(GIVE_KEYS[a["deck"]], fill(give, texts.city_name(a["deck"])))
                       for a in actions]
            self._offer(options, card, item)
        else:
            self._submit(actions[0])

    def _hand_reason(self, card: str) -> str:
        seat = self.table.shown_seat
        if self.focus is not None:
            #: a click on a hand card while another player's itinerary is looked at
            return translate("LetsGo", "You are looking at another player's itinerary.")
        if self.step == SLOT:
            #: a click on a hand card while the chosen card waits for its slot
            return translate("LetsGo", "Choose one of the lit places for the chosen card first.")
        if seat is None:
            return translate("LetsGo", "Not now.")
        kind = {DISCARD: DISCARD, GIVE: GIVE}.get(self.step or "", TAKE)
        return self.table.explain(seat, card_action(kind, card)) or translate("LetsGo", "Not now.")

    def _offer(self, options: list[tuple[str, str]], context: Any, item: QGraphicsItem) -> None:
        anchor = item.mapToScene(QPointF(item.boundingRect().center().x(), 0))
        self.chooser.offer(options, context, anchor, self._area())

    def _keep_chooser(self) -> None:
        """Another seat's move changes nothing of this seat's open question: the chooser stays
        while what it offers is still legal."""
        context = self.chooser.context
        if isinstance(context, str):
            still = any(a.get("card") == context for a in self.actions)
        elif isinstance(context, tuple):
            still = self.step == BONUS and any(
                a.kind == BONUS and a.get("position") == context[1] for a in self.actions)
        else:
            still = False
        if not still:
            self.chooser.close()

    def _chosen(self, key: str) -> None:
        context = self.chooser.context
        self.chooser.close()
        if isinstance(context, str):  # a hand card
            if key == PLACE:
                self._submit(card_action(TAKE, context))
            elif key in (WALK_TOKYO, WALK_KYOTO):
                self._submit(card_action(WALK, context, "tokyo" if key == WALK_TOKYO
                                         else "kyoto"))
            elif key in (GIVE_TOKYO, GIVE_KYOTO):
                self._submit(card_action(GIVE, context, "tokyo" if key == GIVE_TOKYO
                                         else "kyoto"))
        elif isinstance(context, tuple):  # a bonus walk's slot
            deck = "tokyo" if key == WALK_TOKYO else "kyoto"
            self._submit(rules.bonus_walk_action(deck, context[1]))

    def _submit(self, action: Action) -> bool:
        if self.seat is None:
            return False
        self.refusal = None
        self.note.hide()
        return self.table.submit(self.seat, action)

    def _slot_clicked(self, slot: SlotItem) -> None:
        self.note.hide()
        if self.seat is None:
            return
        if self.step == SLOT:
            self._submit(slot_action(slot.day, slot.position))
        elif self.step == BONUS:
            options = [(WALK_KEYS[city], texts.walk_title(city)) for city in CITIES
                       if rules.bonus_walk_action(city, slot.position) in self.actions]
            self.chooser.offer(options, (slot.day, slot.position),
                               slot.mapToScene(QPointF(slot.boundingRect().center().x(), 0)),
                               self._area())

    def _day_clicked(self, day: int) -> None:
        """A click on a day where no slot is lit: why nothing can go there now."""
        self.note.hide()
        column = self.itinerary.columns[day]
        if self.seat is not None and self.step in (SLOT, BONUS):
            if len(self.itinerary.entries[day]) >= rules.DAY_CARDS:
                reason = translate("LetsGo", "This day is closed: it takes no more cards.")
            else:
                reason = self.table.explain(self.seat, slot_action(day, 0)) or ""
        elif self.seat is not None and self.step == PLAY:
            #: a click on a day before a card is chosen
            reason = translate("LetsGo", "First choose a card of your hand (or drag it here).")
        else:
            return
        self._refuse(column, reason)

    def _refuse(self, item: QGraphicsItem, reason: str) -> None:
        self.refusal = reason
        anchor = item.mapToScene(QPointF(item.boundingRect().center().x(), 0))
        if reason:
            self.note.say(reason, anchor, self._area())
        if isinstance(item, CardItem):
            def flash(value: float) -> None:
                if isValid(item):
                    item.set_flash(value)

            animate(self.table, FLASH_MS, lambda p: flash(1.0 - p), done=lambda: flash(0.0))

    # -- dragging a card onto a slot -----------------------------------------------------------

    def _drop_slots(self, card: str) -> list[tuple[int, int]]:
        """Where ``card`` could go if it were taken now: the state's own answer, asked of a
        copy that took it."""
        if self.seat is None or card_action(TAKE, card) not in self.actions:
            return []
        probe = self._view.clone()
        probe.apply_trusted(self.seat, card_action(TAKE, card))
        return [(a["day"], a["position"]) for a in probe.legal_actions(self.seat)
                if a.kind == SLOT]

    def _hand_dragged(self, item: CardItem, point: QPointF) -> None:
        self.chooser.close()
        if not self.itinerary.slots:
            self.itinerary.set_slots(self._drop_slots(item.entry), QColor(style.OCHRE))
        target = self._slot_at(point)
        for slot in self.itinerary.slots:  # the slot the card would land in stands out
            if slot.hovered != (slot is target):
                slot.hovered = slot is target
                slot.update()

    def _slot_at(self, point: QPointF) -> SlotItem | None:
        """The lit slot under ``point``, else the nearest lit slot of the day under it."""
        slots = self.itinerary.slots
        hit = next((slot for slot in slots
                    if slot.sceneBoundingRect().adjusted(0, -14, 0, 14).contains(point)), None)
        if hit is not None:
            return hit
        local = self.itinerary.mapFromScene(point)
        if not 0 <= local.y() <= ITINERARY_H:
            return None
        day = int(local.x() // COLUMN_W)
        column = [slot for slot in slots if slot.day == day]
        return min(column, key=lambda slot: abs(slot.sceneBoundingRect().center().y()
                                                - point.y()), default=None)

    def _hand_dropped(self, item: CardItem, point: QPointF) -> None:
        target = self._slot_at(point)
        if target is None or self.seat is None:
            self.refresh()
            return
        day, position = target.day, target.position
        if self._submit(card_action(TAKE, item.entry)) and self.seat is not None:
            self._submit(slot_action(day, position))

    # -- motion --------------------------------------------------------------------------------

    def _update_pulse(self) -> None:
        lit = bool(self.itinerary.slots) or any(item.lit for item in self.hand)
        running = self._pulse.state() == QVariantAnimation.State.Running
        if lit and self.table.animation_factor > 0 and not running:
            self._pulse.start()
        elif not (lit and self.table.animation_factor > 0):
            self._pulse.stop()
            self._on_pulse(1.0)

    def _on_pulse(self, value: float) -> None:
        for slot in self.itinerary.slots:
            slot.set_pulse(float(value))
        for item in self.hand:
            item.set_pulse(float(value))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on the bare board puts away the chooser and the last explanation."""
        super().mousePressEvent(event)
        if not event.isAccepted():
            self.chooser.close()
            self.note.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and (self.chooser.isVisible()
                                                 or self.note.isVisible()):
            self.chooser.close()
            self.note.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- the tutorial's pointer ----------------------------------------------------------------

    def tutorial_target(self, key: str) -> QGraphicsItem | QRectF | None:
        """Where a tutorial lesson points (plugin_api.TutorialTargets), None when not shown now:
        "rounds" (the round board), "itinerary", "hand", "agency", "incoming" (the cards
        waiting), "card:ID" (a card in the hand, the itinerary or the agency's), "trip" (the
        trip area), a token ("research", "wilds", "luxury", "mood", "decks"), and the
        itinerary's own keys (day, condition, highlight, walk, slot: ``ItineraryItem``)."""
        target = self._tutorial_target(key)
        if isinstance(target, QGraphicsItem) and not target.isVisible():
            return None
        return target

    def _tutorial_target(self, key: str) -> QGraphicsItem | QRectF | None:
        if key == "rounds":
            area = self.round_words.sceneBoundingRect()
            for cell in self.cells:
                area = area.united(cell.sceneBoundingRect())
            return area
        if key == "itinerary":
            return self.itinerary
        if key == "hand":
            if not self.hand:
                return None
            area = self.hand[0].sceneBoundingRect()
            for item in self.hand[1:]:
                area = area.united(item.sceneBoundingRect())
            return area
        if key == "agency":
            return self.agency
        if key == "incoming":
            return self.incoming_item if self.incoming_item.lines else None
        if key == "trip":
            return self.trip_area
        if key == "decks":
            return self.tokens["tokyo"].sceneBoundingRect().united(
                self.tokens["kyoto"].sceneBoundingRect())
        if key in ("research", "wilds", "luxury", "mood"):
            return self.tokens[key]
        if key.startswith("card:"):
            return self.card_item(key[len("card:"):])
        return self.itinerary.tutorial_target(key)

    # -- for tests -----------------------------------------------------------------------------

    def hand_items(self) -> list[CardItem]:
        return list(self.hand)

    def slot_items(self) -> list[SlotItem]:
        return list(self.itinerary.slots)

    def card_item(self, entry: str) -> CardItem | None:
        for item in [*self.hand, *self.itinerary.card_items(),
                     *(self.agency.cards if self.agency is not None else [])]:
            if item.entry == entry:
                return item
        return None

    def click_hand(self, card_id: str) -> None:
        item = next((i for i in self.hand if i.entry == card_id), None)
        if item is not None:
            item.click()

    def click_slot(self, day: int, position: int) -> None:
        slot = next((s for s in self.itinerary.slots
                     if s.day == day and s.position == position), None)
        if slot is not None:
            slot.click()
        else:
            self._day_clicked(day)

    def chooser_keys(self) -> list[str]:
        return self.chooser.keys() if self.chooser.isVisible() else []

    def click_choice(self, key: str) -> None:
        if key in self.chooser_keys():
            self._chosen(key)

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.itinerary.retranslate()
        if self.agency is not None:
            self.agency.retranslate()
        for cell in self.cells:
            cell.retranslate()
        self.trip_area.retranslate()
        self.chooser.close()
        self.note.hide()
        self.refresh()


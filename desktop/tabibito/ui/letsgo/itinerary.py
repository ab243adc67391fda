"""A six-day itinerary: per day a header (the day, its favourable condition, how many icons of
the day match it) and a column of overlapping cards, the last one (the day's highlight) fully
visible, the others showing their top strip. Where a card may go the column opens up and lit
slots show: above the first card, between two, below the last; an empty day shows a lit place.

The travel agency's itinerary (solo) is a smaller row of the same six days, its cards fanned
side by side in the order it received them (its last card of a day is the highlight).

The items project what the board gives them (entries of the state); a click on a slot or a day's
column goes to the board by its key (``targets``). They decide nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabibito.games.letsgo.data import DAYS, LetsGoData, favourable_matches
from tabibito.games.letsgo.rules import DAY_CARDS

from ..kit import style
from ..kit.board import ClickableItem, retire
from ..kit.i18n import fill
from ..kit.rules_links import hinted, link
from . import art, texts
from .cards import (
    CARDS,
    CLOSED_DAYS,
    DAY_BONUS,
    HIGHLIGHT,
    PLACING,
    SCORE_DAYS,
    TRIP_HIGHLIGHTS,
    TRIP_TRAINS,
    WALKS,
    CardItem,
    card_of,
    is_face_down,
    kept_or_made,
    share_names,
    translate,
)
from .targets import DayColumn, DaySlot, Target

TRAIN_MARK_Z = 60.0  # over every card of a column (their depths are 10 + n)
COLUMN_W = 196.0
HEADER_H = 58.0
SLOT_BAR = 22.0         # the height of a lit slot between two cards, and of the gap it opens
COLUMN_TOP = HEADER_H + SLOT_BAR
# Room for the tallest column: a bonus walk's day of three cards opened up for its 4th card.
COLUMN_H = 2 * (art.STRIP_H + SLOT_BAR) + art.CARD_H + SLOT_BAR
ITINERARY_W = DAYS * COLUMN_W
ITINERARY_H = COLUMN_TOP + COLUMN_H
CARD_LEFT = (COLUMN_W - art.CARD_W) / 2
CONDITION_SIDE = 34.0

# The agency's row.
AGENCY_CARD_W = 84.0
AGENCY_LABEL_H = 26.0
AGENCY_H = AGENCY_LABEL_H + AGENCY_CARD_W * art.CARD_H / art.CARD_W


def entry_icons(data: LetsGoData, entry: str) -> tuple[str, ...]:
    """The icons a day bonus counts of an entry: a walk shows its back's; a hidden card none."""
    if is_face_down(entry):
        return data.walk_back.icons
    card = card_of(data, entry)
    return card.icons if card is not None else ()


def day_matches(data: LetsGoData, token: str, entries: Sequence[str]) -> int:
    icons = [icon for entry in entries for icon in entry_icons(data, entry)]
    return favourable_matches(token, icons)


def card_tops(count: int, opened: bool) -> list[float]:
    """The top of each card of a column (local to the itinerary); an opened column leaves a
    slot's room between cards."""
    step = art.STRIP_H + (SLOT_BAR if opened else 0.0)
    return [COLUMN_TOP + n * step for n in range(count)]


def slot_centre(count: int, position: int, opened: bool = True) -> float:
    """Where the lit slot for ``position`` (0: above the first card, ``count``: below the last)
    sits in a column of ``count`` cards."""
    if count == 0:
        return COLUMN_TOP + art.CARD_H / 2
    tops = card_tops(count, opened)
    if position < count:
        return tops[position] - SLOT_BAR / 2
    return tops[-1] + art.CARD_H + SLOT_BAR / 2


class SlotItem(ClickableItem[Target]):
    """A place a card may go now: a lit bar between cards, or a lit card-sized place."""

    def __init__(self, day: int, position: int, count: int,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(DaySlot(day, position), parent)
        self.day, self.position, self.count = day, position, count
        self.colour = QColor(style.PINE)
        self.set_lit(True)
        self.setZValue(300)
        link(self, PLACING)
        self.setToolTip(hinted(self.explanation()))

    @property
    def whole(self) -> bool:
        return self.count == 0

    def explanation(self) -> str:
        if self.whole:
            #: tooltip of a lit place in an empty day of the itinerary
            return translate("LetsGo", "Place the card here: the day's first card.")
        if self.position == 0:
            #: tooltip of a lit slot above a day's first card
            return translate("LetsGo", "Place the card here, above the day's first card.")
        if self.position == self.count:
            #: tooltip of a lit slot below a day's last card
            return translate("LetsGo", "Place the card here, below the day's last card: it "
                             "becomes the day's highlight.")
        #: tooltip of a lit slot between two cards of a day
        return translate("LetsGo", "Place the card here, between two cards of the day.")

    def boundingRect(self) -> QRectF:
        if self.whole:
            return QRectF(-4, -4, art.CARD_W + 8, art.CARD_H + 8)
        return QRectF(-4, -SLOT_BAR / 2 - 2, art.CARD_W + 8, SLOT_BAR + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        strength = 0.55 + 0.45 * self.pulse if not self.hovered else 1.4
        if self.whole:
            art.paint_slot(painter, QRectF(0, 0, art.CARD_W, art.CARD_H), self.colour, strength)
            centre = QPointF(art.CARD_W / 2, art.CARD_H / 2)
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colour = QColor(self.colour)
            colour.setAlphaF(min(1.0, 0.5 + 0.5 * strength))
            painter.setPen(QPen(QColor("white"), 2.0))
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(0, -SLOT_BAR / 2 + 2, art.CARD_W, SLOT_BAR - 4), 8, 8)
            centre = QPointF(art.CARD_W / 2, 0)
        if self.focused:  # the keyboard's cursor: an indigo ring round the place
            painter.setPen(QPen(QColor(style.INDIGO), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 9, 9)
        radius = 13.0 if self.whole else 9.0
        painter.setPen(QPen(QColor("white"), 3.0))
        painter.setBrush(self.colour)
        painter.drawEllipse(centre, radius, radius)
        painter.drawLine(centre + QPointF(-radius * 0.55, 0), centre + QPointF(radius * 0.55, 0))
        painter.drawLine(centre + QPointF(0, -radius * 0.55), centre + QPointF(0, radius * 0.55))



class DayHeaderItem(QGraphicsObject):
    """A day's name, its favourable-condition token and how many icons of the day match it."""

    def __init__(self, day: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.day = day
        self.token = ""
        self.matches = 0
        self.cards = 0
        self.name = ""
        self.marked: str | None = None  # the trip's verdict on the day's highlight
        link(self, DAY_BONUS)

    def set_day(self, token: str, matches: int, cards: int) -> None:
        self.token, self.matches, self.cards = token, matches, cards
        self.retranslate()

    def retranslate(self) -> None:
        self.name = texts.day_name(self.day)
        lines = [self.name]
        if self.token:
            #: a day's header: %1 its favourable condition ("Temples & shrines")
            condition = translate("LetsGo", "Favourable condition: %1.")
            lines.append(fill(condition, texts.condition_name(self.token)))
            #: a day's header: %1 how many icons of the day's cards match its condition
            matching = translate("LetsGo", "Matching icons so far: %1. At the day's third "
                                 "card: 1 gives a mood step, 2 research tokens or a wild, 3 a "
                                 "luxury train or an extra walk.")
            lines.append(fill(matching, self.matches))
        if self.cards >= DAY_CARDS:
            #: a day's header once it has its three cards
            lines.append(translate("LetsGo", "This day is closed: it takes no more cards."))
        self.setToolTip(hinted("\n".join(lines)))
        link(self, CLOSED_DAYS if self.cards >= DAY_CARDS else DAY_BONUS)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, COLUMN_W - 8, HEADER_H - 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        closed = self.cards >= DAY_CARDS
        painter.setPen(QPen(QColor(style.RULE), 1.0))
        painter.setBrush(QColor(style.PAPER_DEEP if closed else style.CARD))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor(style.INK))
        text_box = QRectF(10, 0, rect.width() - 70, rect.height())
        size = 21.0
        painter.setFont(art.font(size, bold=True))
        wide = painter.fontMetrics().horizontalAdvance(self.name)
        if wide > text_box.width():  # a long day name shrinks before it loses its end
            painter.setFont(art.font(max(13, int(size * text_box.width() / wide)), bold=True))
        name = painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                int(text_box.width()))
        painter.drawText(text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        if self.token:
            icon = QRectF(rect.right() - CONDITION_SIDE - 22, (rect.height() - CONDITION_SIDE) / 2,
                          CONDITION_SIDE, CONDITION_SIDE)
            art.paint_icon(painter, self.token, icon)
            painter.setFont(art.font(17, bold=True))
            painter.setPen(QColor(style.INK))
            painter.drawText(QRectF(icon.right(), 0, 22, rect.height()),
                             Qt.AlignmentFlag.AlignCenter, str(self.matches))
        if closed:
            painter.setPen(QPen(QColor(style.PINE), 3.0))
            y = rect.bottom() - 6
            painter.drawLine(QPointF(10, y), QPointF(rect.width() - 10, y))


class DayColumnItem(ClickableItem[Target]):
    """The area under a day's header: a click on it that places nothing is explained."""

    def __init__(self, day: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(DayColumn(day), parent)
        self.day = day
        self.setZValue(-10)
        self.setAcceptHoverEvents(False)  # nothing to point at: a click explains itself
        link(self, PLACING)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, COLUMN_W - 8, COLUMN_H + SLOT_BAR)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.color(style.PAPER_DEEP, 90))
        painter.drawRoundedRect(self.boundingRect(), 12, 12)


class ItineraryItem(QGraphicsObject):
    """A seat's six days; see the module docstring."""

    def __init__(self, data: LetsGoData, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.train_marks: list[TrainMark] = []  # the trip's tickets, on the joins
        self._train_places: list[tuple[str, QPointF]] = []  # what they were drawn for
        self.game_data = data
        self.headers = [DayHeaderItem(day, self) for day in range(DAYS)]
        self.columns = [DayColumnItem(day, self) for day in range(DAYS)]
        for day in range(DAYS):
            self.headers[day].setPos(day * COLUMN_W + 4, 0)
            self.columns[day].setPos(day * COLUMN_W + 4, HEADER_H)
        self.cards: list[list[CardItem]] = [[] for _ in range(DAYS)]
        self.slots: list[SlotItem] = []
        self.entries: list[list[str]] = [[] for _ in range(DAYS)]
        self.opened: set[int] = set()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, ITINERARY_W, ITINERARY_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass

    # -- projecting ----------------------------------------------------------------------------

    def set_days(self, days: Sequence[Sequence[str]], conditions: Sequence[str]) -> None:
        """The entries of each day, top to bottom; cards already shown keep their items (a card
        inserted above moves the others down)."""
        for day in range(DAYS):
            entries = list(days[day]) if day < len(days) else []
            self._set_column(day, entries)
            token = conditions[day] if day < len(conditions) else ""
            self.headers[day].set_day(token, day_matches(self.game_data, token, entries)
                                      if token else 0, len(entries))
        self._share_names()
        self._lay_out()

    def _share_names(self) -> None:
        """The n-th cards of the days are a row across the itinerary: one name size each."""
        for n in range(max(len(column) for column in self.cards)):
            share_names([column[n] for column in self.cards if n < len(column)])

    def _set_column(self, day: int, entries: list[str]) -> None:
        def new_card(entry: str) -> CardItem:
            item = CardItem(self.game_data, entry, parent=self)
            item.setPos(day * COLUMN_W + CARD_LEFT, COLUMN_TOP)
            return item

        items = kept_or_made(self.cards[day], entries, new_card)
        self.cards[day] = items
        self.entries[day] = entries
        for item in items:
            item.refresh_tooltip()

    def set_slots(self, slots: Sequence[tuple[int, int]], colour: QColor | None = None) -> None:
        """Light these (day, position) slots; their days open up to make room."""
        for item in self.slots:
            retire(item)
        self.slots = []
        self.opened = {day for day, _position in slots}
        for day, position in slots:
            count = len(self.cards[day])
            item = SlotItem(day, position, count, self)
            if colour is not None:
                item.colour = QColor(colour)
            self.slots.append(item)
        self._lay_out()

    def _lay_out(self) -> None:
        for day in range(DAYS):
            items = self.cards[day]
            tops = card_tops(len(items), day in self.opened)
            for n, (item, top) in enumerate(zip(items, tops, strict=True)):
                item.set_place(QPointF(day * COLUMN_W + CARD_LEFT, top), 10.0 + n)
        for slot in self.slots:
            x = slot.day * COLUMN_W + CARD_LEFT
            if slot.whole:
                slot.setPos(x, COLUMN_TOP)
            else:
                slot.setPos(x, slot_centre(slot.count, slot.position))

    def set_marks(self, marks: Sequence[str | None], reasons: Sequence[str]) -> None:
        """The trip's tick or cross on each day's highlight (its last card), with the reason."""
        trip = any(mark is not None for mark in marks)
        for day in range(DAYS):
            items = self.cards[day]
            for n, item in enumerate(items):
                last = n == len(items) - 1
                mark = marks[day] if last and day < len(marks) else None
                item.set_mark(mark)
                item.refresh_tooltip(reasons[day] if mark is not None else "")
                if is_face_down(item.entry):
                    link(item, WALKS)
                elif last:  # the day's highlight
                    link(item, TRIP_HIGHLIGHTS if mark is not None else HIGHLIGHT)
                else:
                    link(item, CARDS)
            # On the trip a day's header leads to how the days score.
            if trip:
                link(self.headers[day], SCORE_DAYS)

    def card_items(self) -> list[CardItem]:
        return [item for column in self.cards for item in column]

    def set_trains(self, trains: Sequence[str | None]) -> None:
        """The train tickets of the trip, each drawn where it was used: on the join above the
        card it reached (``trains``: per card in itinerary order, None where the city stays)."""
        places = [(train, item.home) for item, train in zip(self.card_items(), trains,
                                                               strict=False) if train is not None]
        if places == self._train_places:  # every refresh of the trip asks: most change nothing
            return
        self._train_places = places
        for mark in self.train_marks:
            retire(mark)
        self.train_marks = []
        for train, home in places:
            mark = TrainMark(train, self)
            mark.setPos(home + QPointF(-1, 0))  # on the edge: names and icons stay clear
            self.train_marks.append(mark)

    def tutorial_target(self, key: str) -> QGraphicsItem | QRectF | None:
        """A tutorial's pointer (plugin_api.TutorialTargets), in scene coordinates: "day:N"
        (its header and column), "condition:N" (its header), "highlight:N" (its last card),
        "walk:N" (its first face-down card), "slot:N:P" (a lit slot); None when not there."""
        name, _, rest = key.partition(":")
        parts = rest.split(":")
        if not all(part.isdigit() for part in parts) or not 0 <= int(parts[0]) < DAYS:
            return None
        day = int(parts[0])
        if name == "day":
            return self.headers[day].sceneBoundingRect().united(
                self.columns[day].sceneBoundingRect())
        if name == "condition":
            return self.headers[day]
        if name == "highlight":
            return self.cards[day][-1] if self.cards[day] else None
        if name == "walk":
            return next((item for item in self.cards[day] if is_face_down(item.entry)), None)
        if name == "slot" and len(parts) == 2:
            position = int(parts[1])
            return next((item for item in self.slots
                         if item.day == day and item.position == position), None)
        return None

    def retranslate(self) -> None:
        for header in self.headers:
            header.retranslate()
        self._share_names()
        for item in self.card_items():
            item.refresh_tooltip()
            item.update()
        for slot in self.slots:
            slot.setToolTip(hinted(slot.explanation()))


TRAIN_MARK_R = 14.0  # the radius of a train ticket drawn on the join of two cards


class TrainMark(QGraphicsItem):
    """A train ticket used on the trip, over the top edge of the card it reached."""

    def __init__(self, train: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.train = train
        self.setZValue(TRAIN_MARK_Z)
        self.setToolTip(hinted(texts.train_choice_label(train)))
        link(self, TRIP_TRAINS)

    def boundingRect(self) -> QRectF:
        return QRectF(-TRAIN_MARK_R - 1, -TRAIN_MARK_R - 1, 2 * TRAIN_MARK_R + 2,
                      2 * TRAIN_MARK_R + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.INK), 1.5))
        painter.setBrush(QColor(style.CARD))
        painter.drawEllipse(QPointF(0, 0), TRAIN_MARK_R, TRAIN_MARK_R)
        side = TRAIN_MARK_R * 1.5
        art.paint_icon(painter, self.train, QRectF(-side / 2, -side / 2, side, side))


class AgencyItem(QGraphicsObject):
    """The travel agency's itinerary (solo): six days of up to three small cards each."""

    def __init__(self, data: LetsGoData, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.game_data = data
        self.cards: list[CardItem] = []
        self.title = ""
        self.marks: list[str | None] = [None] * DAYS
        self.on_click: Callable[[], None] | None = None  # the board's swap_agency
        self.swap_offered = False  # a click shows it full size (on the trip and after it)
        self.shown_above = False  # the itinerary above shows the agency's now
        link(self, "agency")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, ITINERARY_W, AGENCY_H)

    def set_cards(self, days: Sequence[Sequence[str]]) -> None:
        entries = [(day, n, entry) for day, cards in enumerate(days)
                   for n, entry in enumerate(cards)]
        while len(self.cards) > len(entries):
            item = self.cards.pop()
            retire(item)
        offset = (COLUMN_W - 16 - AGENCY_CARD_W) / (DAY_CARDS - 1)
        for index, (day, n, entry) in enumerate(entries):
            if index < len(self.cards):
                item = self.cards[index]
                item.set_entry(entry)
            else:
                item = CardItem(self.game_data, entry, AGENCY_CARD_W, self)
                item.on_click = self._clicked
                self.cards.append(item)
            item.set_place(QPointF(day * COLUMN_W + 8 + n * offset, AGENCY_LABEL_H), 10.0 + n)
            item.refresh_tooltip()
        self.update()

    def set_marks(self, marks: Sequence[str | None], days: Sequence[Sequence[str]]) -> None:
        last = {sum(len(d) for d in days[:day + 1]) - 1: day for day in range(len(days))
                if days[day]}
        for index, item in enumerate(self.cards):
            day = last.get(index)
            item.set_mark(marks[day] if day is not None and day < len(marks) else None)

    def set_swap(self, *, offered: bool, shown_above: bool) -> None:
        if (offered, shown_above) != (self.swap_offered, self.shown_above):
            self.swap_offered, self.shown_above = offered, shown_above
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered
                           else Qt.CursorShape.ArrowCursor)
            self.retranslate()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.setAccepted(self.swap_offered)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._clicked()

    def _clicked(self) -> None:
        """A click on the strip or one of its cards."""
        if self.swap_offered and self.on_click is not None:
            self.on_click()

    def retranslate(self) -> None:
        self.title = texts.agency_name()
        tip = self.title
        if self.shown_above and self.swap_offered:
            #: tooltip of the travel agency's strip while its itinerary is shown full size
            tip += "\n" + translate("LetsGo", "Click to see your own itinerary again.")
        elif self.swap_offered:
            #: tooltip of the travel agency's strip on the trip and after the game
            tip += "\n" + translate("LetsGo", "Click to see its itinerary full size.")
        self.setToolTip(hinted(tip))
        for item in self.cards:
            item.refresh_tooltip()
            item.update()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(style.PLUM))
        painter.setFont(art.font(19, bold=True))
        painter.drawText(QRectF(6, 0, ITINERARY_W, AGENCY_LABEL_H - 2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setPen(QPen(style.color(style.PLUM, 90), 1.5))
        painter.drawLine(QPointF(0, AGENCY_LABEL_H - 3), QPointF(ITINERARY_W, AGENCY_LABEL_H - 3))
        if self.shown_above:  # its itinerary is the big one now: the strip says so
            painter.setPen(QPen(QColor(style.PLUM), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(1.5, 1.5, ITINERARY_W - 3, AGENCY_H - 3), 8, 8)

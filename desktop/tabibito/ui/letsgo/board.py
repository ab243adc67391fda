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

A click that decides nothing says why beside what was clicked, and the thing flashes. The
keyboard does all of it too (``kit.board``): the arrows and Tab go over the lit cards and slots,
or the chooser's buttons while it is open; Enter clicks; Escape puts the chooser away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent
from shiboken6 import isValid

from tabibito.engine import Action, Event
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import CITIES, DAYS
from tabibito.games.letsgo.draft import AGENCY
from tabibito.games.letsgo.rules import (
    BONUS,
    DISCARD,
    EXTRA_WALK,
    FACE_DOWN,
    GIVE,
    PLAY,
    ROUNDS,
    SLOT,
    TAKE,
    WALK,
    card_action,
    slot_action,
)
from tabibito.games.letsgo.trip import WALK as TRIP_WALK

from ..kit import style, words
from ..kit.animation import animate
from ..kit.board import BoardSceneBase, ClickableItem
from ..kit.chooser import NoteItem
from ..kit.focused_seat import FocusedSeat
from ..kit.i18n import fill
from ..kit.rules_links import link
from . import art, day_closing, texts
from .board_items import (
    CELL_W,
    ROUND_H,
    RoundCellItem,
    SideColumnItem,
    TextItem,
    card_chooser,
)
from .cards import ROUNDS as ROUNDS_SECTION
from .cards import CardItem, card_of, kept_or_made, share_names, translate
from .itinerary import COLUMN_W, ITINERARY_H, AgencyItem, ItineraryItem, SlotItem
from .layout import AGENCY_Y, HAND_GAP, HAND_H, HAND_Y, ITINERARY_Y, BoardLayout, layout_for
from .shown_days import agency_days, highlight_marks, mark_reason, start_of_round, trip_faces
from .targets import (
    GIVE_KEYS,
    GIVE_KYOTO,
    GIVE_TOKYO,
    PLACE,
    WALK_KEYS,
    WALK_KYOTO,
    WALK_TOKYO,
    ChooserOption,
    DayColumn,
    DaySlot,
    HandCard,
    Target,
)
from .trip_items import TripArea

if TYPE_CHECKING:
    from ..plugin_api import Table

GLIDE_MS = 380   # a card gliding from the hand, a deck or its old place to its new one
GLIDE_Z = 400.0  # gliding cards pass over the others
TRIP = rules.TRIP


# -- the board ----------------------------------------------------------------------------------


class LetsGoBoard(BoardSceneBase[Target]):
    """See the module docstring. Its targets (``targets``): the hand's cards, the lit slots, the
    days' columns and the chooser's buttons. It shows another seat's itinerary on request
    (plugin_api.SeatFocus)."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(table, parent)
        self._view = self.view()
        self.data = self._view.data
        self.solo = self._view.agency is not None
        self.layout = BoardLayout(narrow=False, solo=self.solo)  # the view says (arrange_for)
        self.seats = FocusedSeat.of(table)  # whose itinerary is shown
        self._agency_chosen = False  # solo: the agency's itinerary shown instead, by a click
        self.seat: int | None = None      # the seat deciding on this board now
        self.step: str | None = None
        self.actions: list[Action] = []    # its legal actions now
        self.refusal: str | None = None    # the last click's explanation
        self.hand: list[CardItem] = []
        self._enlarged: CardItem | None = None  # the card pointed at, grown
        self.setBackgroundBrush(style.paper_brush())
        self._build()
        self.seats.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def _build(self) -> None:
        self.cells: list[RoundCellItem] = []
        for n in range(1, ROUNDS + 1):
            cell = RoundCellItem(n)
            cell.setPos((n - 1) * CELL_W, 0)
            self.addItem(cell)
            self.cells.append(cell)
        self.round_words = TextItem(self.layout.round_words_width(), ROUND_H, 16)
        self.round_words.setPos(ROUNDS * CELL_W + 12, 2)
        link(self.round_words, ROUNDS_SECTION)
        self.addItem(self.round_words)
        self.itinerary = ItineraryItem(self.data)
        self.itinerary.setPos(0, ITINERARY_Y)
        self.addItem(self.itinerary)
        self.side = SideColumnItem(ITINERARY_H)
        self.addItem(self.side)
        self.tokens = self.side.tokens
        self.agency: AgencyItem | None = None
        if self.solo:
            self.agency = AgencyItem(self.data)
            self.agency.on_click = self.swap_agency
            self.agency.setPos(0, AGENCY_Y)
            self.addItem(self.agency)
        self.trip_area = TripArea(self.table)
        self.addItem(self.trip_area)
        self.trip_area.hide()
        self._lay_out_board()
        self.chooser = card_chooser()
        self.addItem(self.chooser)
        self.note = NoteItem()
        self.addItem(self.note)

    # -- its shape: the side column beside the days, or in the hand row (layout.py) ------------

    def arrange_for(self, room: QSizeF) -> None:
        shape = layout_for(room, self.solo)
        if shape != self.layout:
            self.layout = shape
            self._lay_out_board()
            self.refresh()

    def _lay_out_board(self) -> None:
        shape = self.layout
        self.setSceneRect(QRectF(0, 0, shape.width, shape.height))
        self.round_words.resize(shape.round_words_width(), ROUND_H)
        self.side.arrange(block=shape.narrow, height=HAND_H if shape.narrow else ITINERARY_H)
        self.side.setPos(shape.side_pos())
        scale = shape.trip_scale()
        self.trip_area.setScale(scale)
        self.trip_area.setPos(
            (shape.width - self.trip_area.boundingRect().width() * scale) / 2, HAND_Y)

    # -- what is shown -------------------------------------------------------------------------

    def shown(self) -> int:
        """The seat whose itinerary the board shows."""
        seat = self.seats.seat()
        return seat if 0 <= seat < self._view.players else 0

    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s itinerary as it stood at the round's start (plugin_api.SeatFocus);
        None: the shown seat's."""
        self.seats.choose(seat)

    def _on_changed(self, events: list[Event]) -> None:
        was = {item: item.scenePos() for item in self._card_items()}
        hand = {item.entry: item.scenePos() for item in self.hand}
        cards = [header.cards for header in self.itinerary.headers]
        self.refresh()
        if events:
            self._glide(was, hand)
            day_closing.mark(self, events, self.shown(), cards, self.itinerary)  # its moment
            if self.trip_area.isVisible():
                self.trip_area.play(events)
                self._mark_trip_days(events)

    def _mark_trip_days(self, events: list[Event]) -> None:
        """The days the shown trip travelled in ``events``: their moments (day_closing)."""
        view = self._view
        seat = self.shown()
        traveller: int | str = seat
        trip = view.trips[seat] if seat < len(view.trips) else None
        if self.agency_in_sight(view):
            traveller, trip = AGENCY, view.agency_trip
        if trip is not None:
            day_closing.mark_trip(self, self.itinerary, events, traveller, trip.breakdown())

    def refresh(self) -> None:
        view = self._view = self.view()
        seat = self.shown()
        sheet = view.sheets[seat]
        # Between two players (the hand-off) nobody's private view shows: the itinerary is
        # shown as everybody sees it.
        own = self.seats.chosen is None and self.table.shown_seat is not None
        trip = view.phase in (TRIP, rules.OVER)
        agency = self.agency_in_sight(view)
        if agency:
            days = agency_days(view.agency_cards)
            snapshot = view.agency_trip.snapshot() if view.agency_trip else None
        else:
            snapshot = view.trips[seat].snapshot() if trip and seat < len(view.trips) else None
            days = [list(day) for day in sheet.days]
            if not own and not trip:
                days = [start_of_round(day) for day in days]
        self.itinerary.set_days(trip_faces(days, snapshot), view.conditions)
        marks = highlight_marks(snapshot)
        self.itinerary.set_marks(marks, [mark_reason(mark) for mark in marks])
        self.itinerary.set_trains((snapshot or {}).get("trains", []))
        cities = (snapshot or {}).get("cities", [])
        for index, item in enumerate(self.itinerary.card_items()):
            item.set_city(cities[index] if index < len(cities) else None)
        self._tell_walk_front(view)
        if agency:
            self.side.show_agency(view, texts.agency_name(), not self._agency_deciding())
        else:
            self._project_side(view, seat, at_round_start=not own and not trip, trip=snapshot)
        # The narrow board's trip area takes the hand row whole: the trip area shows the tokens
        # left, and the round board names whose itinerary it is.
        self.side.setVisible(not (trip and self.layout.narrow))
        self._project_round(view)
        self._project_agency(view, trip, agency)
        self._project_decision(view, own and not trip)
        self._project_hand(view, sheet, own, trip)
        self._keep_chooser()
        self.trip_area.setVisible(trip)
        if trip:
            self.trip_area.refresh()  # the trip of the seat shown (the same FocusedSeat)
        self.targets_changed()

    def _tell_walk_front(self, view: Any) -> None:
        """While the player turns a walk over, its card (still its back) says its front too, as
        the panel's faces show it (review point 3)."""
        prompt = self.table.prompt() if self.seats.chosen is None else None
        if prompt is None or prompt.kind != f"trip_{TRIP_WALK}":
            return
        card = card_of(view.data, prompt.params["card"])
        for item in self.itinerary.card_items():
            if card is not None and item.entry == FACE_DOWN + card.id:
                #: tooltip of a walk on the board while its player chooses its front or back,
                #: under the back's text: %1 the front's text (its site, icons, VP, highlight)
                item.refresh_tooltip(fill(translate("LetsGo", "Its front:\n%1"),
                                          texts.card_explanation(card)))

    def _project_round(self, view: Any) -> None:
        current = view.round
        trip = view.phase in (TRIP, rules.OVER)
        for cell in self.cells:
            cell.set_state(cell.round == current and not trip, cell.round < current or trip,
                           self.solo)
        if trip:
            #: the round board once the draft is over
            lines = [(translate("LetsGo", "The trip"), True)]
            if not self.side.isVisible():
                lines += [(text, False) for text, _bold in self.side.owner.lines]
            self.round_words.set_lines(lines)
            return
        self.round_words.set_lines([
            (words.round_of(current, rules.ROUNDS), True),
            (texts.round_source_text(current), False),
            (texts.pass_direction_text(current, self.solo), False)])

    def _project_side(self, view: Any, seat: int, *, at_round_start: bool,
                      trip: dict[str, Any] | None) -> None:
        names = self.table.seat_names
        name = names[seat] if seat < len(names) else str(seat + 1)
        self.side.show_sheet(view, seat, name, at_round_start=at_round_start, trip=trip)

    def _project_agency(self, view: Any, trip: bool, in_sight: bool) -> None:
        if self.agency is None:
            return
        days = agency_days(view.agency_cards)
        self.agency.set_cards(days)
        snapshot = view.agency_trip.snapshot() if trip and view.agency_trip else None
        self.agency.set_marks(highlight_marks(snapshot), days)
        self.agency.set_swap(offered=trip and not self._agency_deciding(),
                             shown_above=in_sight)

    # -- the travel agency's itinerary, full size (solo) ---------------------------------------

    def agency_in_sight(self, view: Any) -> bool:
        """Whether the itinerary shows the travel agency's: on the trip and after it, while
        the player decides for it, or since they clicked its strip."""
        if not self.solo or view.phase not in (TRIP, rules.OVER):
            return False
        return self._agency_chosen or self._agency_deciding()

    def _agency_deciding(self) -> bool:
        prompt = self.table.prompt()
        return prompt is not None and bool(prompt.params.get("agency"))

    def swap_agency(self) -> None:
        """A click on the agency's strip: its itinerary full size, or the player's again."""
        view = self.view()
        if self.solo and view.phase in (TRIP, rules.OVER) and not self._agency_deciding():
            self._agency_chosen = self.trip_area.agency_shown = not self._agency_chosen
            self.refresh()

    def _project_decision(self, view: Any, own: bool) -> None:
        """The seat deciding on this board now, its step and its legal actions."""
        seat = self.table.shown_seat
        self.seat, self.step, self.actions = None, None, []
        if (not own or seat is None or self.table.pending_handoff is not None
                or self.table.resolution_held() or view.phase != rules.DRAFT
                or self.table.replaying):  # a replay lights no place and no card
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
        items = kept_or_made(self.hand, [] if trip else list(sheet.hand), self._new_hand_card)
        self.hand = items
        share_names(items)
        choosable = self._choosable()
        chosen = sheet.chosen if self.step == SLOT else -1
        for n, item in enumerate(items):
            item.set_state(lit=item.entry in choosable, chosen=n == chosen,
                           walking=n == chosen and sheet.walk_deck is not None,
                           dim=not own)
            item.draggable = self.step == PLAY and item.entry in choosable
            item.refresh_tooltip(self._click_hint() if item.lit else "")
        self._lay_out_hand()

    def _new_hand_card(self, entry: str) -> CardItem:
        item = CardItem(self.data, entry)
        item.in_hand = True
        item.on_drag = self._hand_dragged
        item.on_drop = self._hand_dropped
        self.addItem(item)
        left, right = self.layout.hand_span()
        item.setPos((left + right - art.CARD_W) / 2, HAND_Y + 20)
        return item

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
        start, end = self.layout.hand_span()
        step = art.CARD_W + HAND_GAP
        if count > 1:
            step = min(step, (end - start - art.CARD_W - 20) / (count - 1))
        width = art.CARD_W + step * (count - 1)
        left = (start + end - width) / 2
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

    def _hand_clicked(self, item: CardItem) -> None:
        self.note.hide()
        card = item.entry
        if self.step == SLOT and self.seat is not None and self.table.can_undo():
            self._choose_again(card)
            return
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
            # Where it would go lights up at once: a click there places it (BGA's card → slot).
            self.itinerary.set_slots(self._drop_slots(card), QColor(style.OCHRE))
            self.targets_changed()
        elif self.step == GIVE and len(actions) > 1:
            #: the chooser by a card given to the agency: %1 the deck the card in return
            #: comes from
            give = translate("LetsGo", "Give it: a %1 card in return")
            options = [(GIVE_KEYS[a["deck"]], fill(give, texts.city_name(a["deck"])))
                       for a in actions]
            self._offer(options, card, item)
        else:
            self._submit(actions[0])

    def _choose_again(self, card: str) -> None:
        """A hand card clicked while the chosen one waits for its slot: that choice is taken
        back, and another card is taken up in its place (the chosen card again: none)."""
        chosen = self.view().sheets[self.seat].chosen if self.seat is not None else -1
        was = self.hand[chosen].entry if 0 <= chosen < len(self.hand) else None
        self.table.undo()
        again = next((item for item in self.hand if item.entry == card), None)
        if card != was and again is not None and self.step == PLAY:
            self._hand_clicked(again)

    def _hand_reason(self, card: str) -> str:
        seat = self.table.shown_seat
        if self.seats.chosen is not None:
            #: a click on a hand card while another player's itinerary is looked at
            return translate("LetsGo", "You are looking at another player's itinerary.")
        if self.step == SLOT:
            #: a click on a hand card while the chosen card waits for its slot
            return translate("LetsGo", "Choose one of the lit places for the chosen card first.")
        if seat is None:
            return translate("LetsGo", "Not now.")
        kind = {DISCARD: DISCARD, GIVE: GIVE}.get(self.step or "", TAKE)
        return self.refusal_reason(seat, card_action(kind, card)) or translate("LetsGo", "Not now.")

    def _offer(self, options: list[tuple[str, str]], context: Any, item: QGraphicsItem) -> None:
        anchor = item.mapToScene(QPointF(item.boundingRect().center().x(), 0))
        self.chooser.offer(options, context, anchor, self.sceneRect())
        self.targets_changed()  # the keyboard goes over the chooser's buttons now

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
        self._unlight_preview()
        self.targets_changed()
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
        card = self.chooser.context
        if self.step == PLAY and isinstance(card, str):  # a place lit for the card clicked
            self.chooser.close()
            if self._submit(card_action(TAKE, card)) and self.seat is not None:
                self._submit(slot_action(slot.day, slot.position))
        elif self.step == SLOT:
            self._submit(slot_action(slot.day, slot.position))
        elif self.step == BONUS:
            options = [(WALK_KEYS[city], texts.walk_title(city)) for city in CITIES
                       if rules.bonus_walk_action(city, slot.position) in self.actions]
            self._offer(options, (slot.day, slot.position), slot)

    def _day_clicked(self, day: int) -> None:
        """A click on a day where no slot is lit: why nothing can go there now."""
        self.note.hide()
        column = self.itinerary.columns[day]
        if self.seat is not None and self.step in (SLOT, BONUS):
            if len(self.itinerary.entries[day]) >= rules.DAY_CARDS:
                reason = translate("LetsGo", "This day is closed: it takes no more cards.")
            else:
                reason = self.refusal_reason(self.seat, slot_action(day, 0))
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
            self.note.say(reason, anchor, self.sceneRect())
        if isinstance(item, CardItem):
            self.flash(item)

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

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on the bare board puts away the chooser and the last explanation."""
        super().mousePressEvent(event)
        if not event.isAccepted():
            self._put_away()

    def _put_away(self) -> None:
        self.chooser.close()
        self.note.hide()
        self._unlight_preview()
        self.targets_changed()

    def _unlight_preview(self) -> None:
        """The places lit for a card clicked (before "Place") go out with its chooser."""
        if self.step == PLAY and self.itinerary.slots:
            self.itinerary.set_slots([])

    # -- the targets (``targets``): what the mouse and the keyboard act on ---------------------

    def focusable(self) -> list[Target]:
        """The chooser's buttons while it is open; else the lit hand cards, then the lit slots
        day by day."""
        if self.chooser.isVisible():
            return [button.key for button in self.chooser.buttons]
        slots = sorted(self.itinerary.slots, key=lambda slot: (slot.day, slot.position))
        return [*(item.key for item in self.hand if item.lit), *(slot.key for slot in slots)]

    def target_item(self, key: Target) -> ClickableItem[Target] | None:
        if isinstance(key, HandCard):
            return next((item for item in self.hand if item.entry == key.entry), None)
        if isinstance(key, DaySlot):
            return next((slot for slot in self.itinerary.slots if slot.key == key), None)
        if isinstance(key, DayColumn):
            return self.itinerary.columns[key.day] if 0 <= key.day < DAYS else None
        return self.chooser.button(key.key)

    def lit_items(self) -> list[ClickableItem[Target]]:
        return [*self.itinerary.slots, *(item for item in self.hand if item.lit)]

    def activate(self, key: Target) -> None:
        item = self.target_item(key)
        if isinstance(item, CardItem):
            self._hand_clicked(item)
        elif isinstance(item, SlotItem):
            self._slot_clicked(item)
        elif isinstance(key, DayColumn):
            self._day_clicked(key.day)
        elif isinstance(key, ChooserOption):
            self._chosen(key.key)

    def activate_by_key(self, key: Target) -> None:
        """Enter: what a click does. The cursor stays with the decision: on the chooser that
        opened, or on the first target lit next (the slots for the card just taken)."""
        self.activate(key)
        order = self.focusable()
        if self.key_focus is None and order:
            self.set_key_focus(order[0])

    def point_at(self, item: ClickableItem[Target]) -> None:
        """A card pointed at grows, one at a time."""
        self._enlarge(item if isinstance(item, CardItem) else None)

    def point_away(self) -> None:
        self._enlarge(None)

    def _enlarge(self, card: CardItem | None) -> None:
        grown = self._enlarged
        if grown is not None and grown is not card and isValid(grown):
            grown.enlarge(False)
        self._enlarged = card
        if card is not None:
            card.enlarge(True)

    def can_back_out(self) -> bool:
        return self.chooser.isVisible() or self.note.isVisible() or super().can_back_out()

    def back_out(self) -> None:
        """Escape: the chooser and the last explanation go (the cursor back to what opened the
        chooser); with neither, the cursor leaves the targets."""
        if not (self.chooser.isVisible() or self.note.isVisible()):
            super().back_out()
            return
        context, on_button = self.chooser.context, isinstance(self.key_focus, ChooserOption)
        self._put_away()
        opener = HandCard(context) if isinstance(context, str) else (
            DaySlot(*context) if isinstance(context, tuple) else None)
        if on_button and opener in self.focusable():
            self.set_key_focus(opener)

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
            return self.side.incoming if self.side.incoming.lines else None
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

    def card_item(self, entry: str) -> CardItem | None:
        for item in [*self.hand, *self.itinerary.card_items(),
                     *(self.agency.cards if self.agency is not None else [])]:
            if item.entry == entry:
                return item
        return None

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


"""What a Let's Go state shows and copies: clones, a seat's view (what it withholds of the
other seats' itineraries and of the decks), the worlds a search samples behind a view, snapshots;
a part of LetsGoState."""

from __future__ import annotations

from itertools import product
from typing import Any, Self

from tabibito.engine import Rng

from .base import LetsGoBase
from .data import CITIES, DAYS, KYOTO, TOKYO
from .draft import (
    AGENCY_DAY_CARDS,
    BONUS,
    CHOICE_MATCHES,
    DAY_CARDS,
    DRAFT,
    FACE_DOWN,
    HIDDEN,
    LETTER,
    PASSPORT,
    PENDING,
    Sheet,
    is_placeholder,
)


class Worlds(LetsGoBase):
    """LetsGoState's clones, views, worlds and snapshots."""

    # -- clones, views, worlds, snapshots ------------------------------------------------------

    def clone(self) -> Self:
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin._forget()  # a determinized world is changed after its clone is made
        twin.rng = self.rng.clone()
        twin.decks = {city: cards[:] for city, cards in self.decks.items()}
        twin.discard = self.discard[:]
        twin.sheets = [sheet.copy() for sheet in self.sheets]
        twin.agency_cards = self.agency_cards[:]
        twin.trips = [trip.clone() for trip in self.trips]
        twin.agency_trip = None if self.agency_trip is None else self.agency_trip.clone()
        twin._opening = list(self._opening)
        return twin

    def view(self, seat: int | None) -> Self:
        """Open: every itinerary as far as it stood at the round's start, the agency's cards,
        tokens, every seat's step, and the trip. Hidden (the back's deck shown): the decks'
        order and the discard, the other seats' hands and the cards they placed face up this
        round, every incoming pile, face-down walks until the trip, the other seats' passport
        offers and choice until all have chosen, and the generator."""
        seen = object.__new__(type(self))
        seen.__dict__.update(self.__dict__)
        seen._forget()  # a view's hands are not the state's
        seen.viewer = seat
        seen.rng = Rng(0)
        seen.decks = {city: [LETTER[city] + HIDDEN] * len(cards)
                      for city, cards in self.decks.items()}
        seen.discard = [card[0] + HIDDEN for card in self.discard]
        seen.agency_cards = self.agency_cards[:]
        seen.trips = [trip.clone() for trip in self.trips]
        seen.agency_trip = None if self.agency_trip is None else self.agency_trip.clone()
        seen._opening = list(self._opening)
        seen.sheets = [self._sheet_seen(sheet, other == seat) for other, sheet
                       in enumerate(self.sheets)]
        return seen

    def _sheet_seen(self, sheet: Sheet, mine: bool) -> Sheet:
        seen = sheet.copy()
        before_trip = self.phase in (PASSPORT, DRAFT)
        if before_trip:
            fresh = () if mine else sheet.fresh
            for day in seen.days:
                for index, entry in enumerate(day):
                    if entry[0] == FACE_DOWN and entry[-1] not in (HIDDEN, PENDING):
                        day[index] = FACE_DOWN + entry[1] + HIDDEN
                    elif entry in fresh:
                        day[index] = entry[0] + HIDDEN
        if any(seen.incoming):
            seen.incoming = [[_hide(entry) for entry in pile] for pile in sheet.incoming]
        if mine:
            return seen
        if before_trip:
            seen.fresh = sorted(card[0] + HIDDEN for card in sheet.fresh)
            if sheet.step == BONUS and not set(sheet.fresh).isdisjoint(
                    sheet.days[sheet.bonus_day]):
                seen.bonus_matches = CHOICE_MATCHES  # the exact count tells the hidden card
        seen.hand = [card[0] + HIDDEN for card in sheet.hand]
        if self.phase == PASSPORT:
            seen.offer = [0] * len(sheet.offer)
            if sheet.passport is not None:
                seen.passport = 0
        return seen

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        """A full state behind this view: every hidden card dealt from the cards of its deck
        the seat has not seen, the decks in a sampled order, hidden passports from the ones the
        seat has not seen."""
        world = self.clone()
        world.viewer = None
        world.rng = Rng(rng.next_u64())
        seen = set(self._visible_cards())
        pools = {letter: rng.shuffled([card for card in self.data.deck(city) if card not in seen])
                 for city, letter in LETTER.items()}
        bonus_days = self._deal_bonus_days(pools)  # first, from every card: a choice to match

        def deal(entry: str) -> str:
            if not entry.endswith(HIDDEN):
                return entry
            if entry.startswith(FACE_DOWN):
                return FACE_DOWN + pools[entry[1]].pop()
            return pools[entry[0]].pop()

        for city in CITIES:
            world.decks[city] = [deal(card) for card in self.decks[city]]
        world.discard = [deal(card) for card in self.discard]
        for other, sheet in enumerate(world.sheets):
            sheet.hand = [deal(card) for card in sheet.hand]
            fresh = [card for card in sheet.fresh if not card.endswith(HIDDEN)]
            for day_index, day in enumerate(sheet.days):
                for index, entry in enumerate(day):
                    card = bonus_days.get((other, day_index, index)) or deal(entry)
                    if entry.endswith(HIDDEN) and not entry.startswith(FACE_DOWN):
                        fresh.append(card)
                    day[index] = card
            sheet.fresh = fresh
            sheet.incoming = [[deal(card) for card in pile] for pile in sheet.incoming]
            if sheet.step == BONUS:
                sheet.bonus_matches = world.matches(sheet, sheet.bonus_day)
        if self.phase == PASSPORT:
            self._deal_passports(world, seat, rng)
        return world

    def _deal_bonus_days(self, pools: dict[str, list[str]]) -> dict[tuple[int, int, int], str]:
        """The hidden cards of the days whose bonus is being chosen, by (seat, day, position):
        the first ones in the pools' order with which the day matches CHOICE_MATCHES or more
        (the true cards do, so some do), taken out of the pools."""
        dealt = {}
        for seat, sheet in enumerate(self.sheets):
            day = sheet.days[sheet.bonus_day] if sheet.step == BONUS else []
            hidden = [index for index, entry in enumerate(day)
                      if entry.endswith(HIDDEN) and not entry.startswith(FACE_DOWN)]
            if not hidden:
                continue
            for cards in product(*(pools[day[index][0]] for index in hidden)):
                trial = list(day)
                for index, card in zip(hidden, cards, strict=True):
                    trial[index] = card
                if len(set(cards)) == len(cards) and self._day_matches(
                        trial, sheet.bonus_day) >= CHOICE_MATCHES:
                    break
            for index, card in zip(hidden, cards, strict=True):
                pools[card[0]].remove(card)
                dealt[seat, sheet.bonus_day, index] = card
        return dealt

    def _visible_cards(self) -> list[str]:
        cards = [*self.decks[TOKYO], *self.decks[KYOTO], *self.discard, *self.agency_cards]
        for sheet in self.sheets:
            cards += sheet.hand
            cards += (entry.lstrip(FACE_DOWN) for day in sheet.days for entry in day)
            cards += (card for pile in sheet.incoming for card in pile)
        return [card for card in cards if not is_placeholder(card)]

    def _deal_passports(self, world: Self, seat: int | None, rng: Rng) -> None:
        shown = {n for sheet in self.sheets for n in sheet.offer if n}
        pool = rng.shuffled([p.number for p in self.data.passports if p.number not in shown])
        for sheet in world.sheets:
            if sheet.offer and not all(sheet.offer):
                sheet.offer = sorted(pool.pop() for _ in sheet.offer)
                if sheet.passport == 0:
                    sheet.passport = sheet.offer[rng.below(len(sheet.offer))]

    def snapshot(self) -> dict[str, Any]:
        return {
            "options": {"passport": self.passport, "agency": self.agency},
            "phase": self.phase, "round": self.round, "conditions": list(self.conditions),
            "decks": {city: list(cards) for city, cards in self.decks.items()},
            "discard": list(self.discard), "rng": self.rng.state,
            "sheets": [sheet.snapshot() for sheet in self.sheets],
            "agency": list(self.agency_cards),
            "trips": [_plain(trip.snapshot()) for trip in self.trips],
            "agency_trip": None if self.agency_trip is None else _plain(self.agency_trip.snapshot()),
        }

    def invariant_problems(self) -> list[str]:
        problems = []
        cards = self._visible_cards()
        if self.viewer is None and len(cards) != len(set(cards)):
            problems.append("a card is in two places")
        hidden = sum(1 for card in self._all_entries() if card.endswith(HIDDEN))
        if self.viewer is None and (hidden or len(cards) != len(self.data.cards)):
            problems.append(f"{len(cards)} cards and {hidden} hidden ones in a full state")
        if self.phase in (PASSPORT, DRAFT):
            for seat, sheet in enumerate(self.sheets):
                if sum(len(day) for day in sheet.days) > 3 * DAYS + DAYS:
                    problems.append(f"seat {seat} has too many cards")
                if any(len(day) > DAY_CARDS + 1 for day in sheet.days):
                    problems.append(f"seat {seat} has a day of more than four cards")
                if sheet.step == BONUS and self.viewer is None and (
                        sheet.bonus_matches != self.matches(sheet, sheet.bonus_day)):
                    problems.append(f"seat {seat}'s day bonus is not what its day matches")
        if len(self.agency_cards) > AGENCY_DAY_CARDS * DAYS:
            problems.append("the agency has more than 18 cards")
        return problems

    def _all_entries(self) -> list[str]:
        entries = [*self.decks[TOKYO], *self.decks[KYOTO], *self.discard]
        for sheet in self.sheets:
            entries += sheet.hand
            entries += (entry for day in sheet.days for entry in day)
            entries += (card for pile in sheet.incoming for card in pile)
        return entries


def _plain(value: Any) -> Any:
    """JSON's own shapes (a trip's snapshot may hold tuples, e.g. the agency's tied tracks)."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def _hide(entry: str) -> str:
    return entry if entry.endswith(PENDING) else entry[0] + HIDDEN

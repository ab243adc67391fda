"""The rules of Let's Go! To Japan: the 13 simultaneous rounds of the draft (the round table of
§1.4, passing, placing, walks, research, the day bonus), the solo travel agency (§1.11), the
Passport expansion's deal (§1.12), then the trip, every seat playing its own ``trip.Trip``.

Every seat acts at once. A seat's step says what it is deciding (placing a card, a day bonus's
reward, the deck of a research draw, ...). Chance never happens inside ``apply``: a seat that
asked for a card (research, the deck of round 13) waits, and once no seat can decide the
resolution step draws for everyone waiting, or ends the round: the face-down cards owed are
drawn (walks, the agency's replacements), hands are passed and the next round dealt.

Cards are strings. A card id ("T12") is a face-up card, "~" before it a face-down walk. What is
not drawn yet (a walk of this round, a replacement card for the agency) is the deck's letter with
"+" ("~T+", "K+"); what a view withholds is the deck's letter with "?" (the back shows the deck).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabibito.engine import Action, Event, IllegalAction, Prompt, Rival, Rng, Scores, State

from .data import CITIES, CONDITION_TOKENS, DAYS, KYOTO, TOKYO, LetsGoData

# rules.X stays the whole vocabulary of the game, here by star (draft): its UI and tests read
# it from here.
from .draft import *  # noqa: F403
from .draft import (
    ACTION_KINDS,
    AGENCY,
    AGENCY_DAY_CARDS,
    BONUS,
    BONUS_ACTIONS,
    BONUS_LUXURY,
    BONUS_RESEARCH,
    BONUS_WILDS,
    CARD_PLACED,
    CHOOSE_DECK,
    CHOOSE_PASSPORT,
    DAY_CARDS,
    DECISIONS,
    DECK_ACTIONS,
    DEFAULT_AGENCY,
    DISCARD,
    DISCARDED,
    DONE,
    DRAFT,
    DRAWING,
    DRAWN,
    EXTRA_WALK,
    FACE_DOWN,
    GIVE,
    HAPPINESS_STEPS,
    LETTER,
    LUXURY,
    MOOD,
    MOOD_END,
    OVER,
    PASSPORT,
    PASSPORTS_DEALT,
    PENDING,
    PLACED,
    PLACED_ENTRIES,
    PLAY,
    RESEARCH,
    RESEARCH_ACTIONS,
    RESEARCH_BEFORE_PLACING,
    RESEARCH_DECK,
    RESEARCH_DISCARDS,
    RESEARCH_DRAWS,
    RESEARCHED,
    ROUND_TABLE,
    ROUNDS,
    SHEET_TOKENS,
    SLOT,
    SLOTS_BY_SIZES,
    TAKE,
    TAKE_ACTIONS,
    TRIP,
    TRIP_CHOICE,
    WALK,
    WALK_ACTIONS,
    WALK_RESEARCH,
    WALKED,
    WILD,
    RoundPlan,
    Sheet,
    _sheet_tokens,
    bonus_rewards,
    bonus_walk_action,
    card_action,
    city_of,
    pass_target,
    trip_actions,
)
from .trip import Placed, Traveller, Trip
from .worlds import Worlds


class LetsGoState(Worlds, State):
    """A game of Let's Go! To Japan; see the module docstring for how a round runs."""

    action_kinds = ACTION_KINDS

    def __init__(self, data: LetsGoData, players: int, rng: Rng, *, passport: bool = False,
                 agency: str = DEFAULT_AGENCY) -> None:
        self.data = data
        self.players = players
        self.rng = rng
        self._forget()
        self.passport = passport
        self.agency = agency if players == 1 else None
        self.viewer = None
        self.conditions = tuple(rng.shuffled(list(CONDITION_TOKENS)))  # Monday..Saturday
        self.decks = {city: rng.shuffled(list(data.deck(city))) for city in CITIES}
        self.discard = []
        self.sheets = [Sheet() for _ in range(players)]
        self.agency_cards = []
        self.round = 1
        self.phase = PASSPORT if passport else DRAFT
        self.trips = []
        self.agency_trip = None
        self._opening = [Event.of("conditions", days=list(self.conditions))]
        self._deal_round(None)
        if passport:  # deal 2, keep 1 (§1.12), before round 1 is played
            numbers = rng.shuffled([p.number for p in data.passports])
            for seat, sheet in enumerate(self.sheets):
                sheet.offer = sorted(numbers[seat * PASSPORTS_DEALT:(seat + 1) * PASSPORTS_DEALT])
                sheet.step = CHOOSE_PASSPORT

    # -- the round -----------------------------------------------------------------------------

    def plan(self) -> RoundPlan:
        return ROUND_TABLE[self.round]

    def _draw(self, city: str) -> str:
        """The top card of a deck; an empty deck is reshuffled from its cards in the discard
        (binding decision 11); with none there either, the other deck gives the card."""
        cards = self.decks[city]
        if cards:  # the deck itself, nearly always
            return cards.pop()
        for deck in (city, KYOTO if city == TOKYO else TOKYO):
            cards = self.decks[deck]
            if not cards:
                letter = LETTER[deck]
                cards.extend(self.rng.shuffled([c for c in self.discard if c[0] == letter]))
                self.discard = [c for c in self.discard if c[0] != letter]
            if cards:
                return cards.pop()
        raise RuntimeError("both decks and the discard are empty")

    def _deal_round(self, log: list[Event] | None) -> None:
        plan = self.plan()
        for sheet in self.sheets:
            hand = [self._draw(TOKYO) for _ in range(plan.tokyo)]
            hand += [self._draw(KYOTO) for _ in range(plan.kyoto)]
            for passed in plan.picks_up:
                hand += sheet.incoming[passed - 1]
                sheet.incoming[passed - 1] = []
            sheet.hand = hand
            sheet.placed = 0
            sheet.fresh = []
            sheet.step = CHOOSE_DECK if plan.chosen else PLAY
        if log is not None:  # Event.of's events, made at once from literal dicts
            log.append(Event.made("round_started", {"round": self.round}, None, True))
            for seat, sheet in enumerate(self.sheets):
                log.append(Event.made("hand", {"seat": seat, "cards": list(sheet.hand)},
                                      (seat,)))

    def to_act(self) -> tuple[int, ...]:
        acting = self._acting
        if acting is None:
            acting = self._acting = self._find_to_act()
        return acting

    def needs_resolution(self) -> bool:
        acting = self._acting
        if acting is None:
            acting = self._acting = self._find_to_act()
        return not acting and self.phase != OVER

    def _find_to_act(self) -> tuple[int, ...]:
        if self.phase == TRIP:  # _trip_kind for every seat, in one pass over the trips
            acting = [seat for seat, trip in enumerate(self.trips) if not trip.is_over()]
            agency = self.agency_trip
            if (agency is not None and self.trips and not agency.is_over()
                    and (not acting or acting[0] != 0)):
                acting.insert(0, 0)
            return tuple(acting)
        if self.phase == OVER:
            return ()
        return tuple([seat for seat, sheet in enumerate(self.sheets) if sheet.step in DECISIONS])

    def is_over(self) -> bool:
        return self.phase == OVER

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    # -- legal actions -------------------------------------------------------------------------

    def legal_actions(self, seat: int) -> list[Action]:
        offered = self._offered
        if offered is not None and offered[0] == seat:
            return list(offered[1])
        actions = self._legal_tuple(seat)
        self._offered = (seat, actions)
        return list(actions)

    def offered(self, seat: int, action: Action) -> bool:
        """The very object ``legal_actions`` just offered for this position (as a match plays
        it), with the seats to act as found for it: apply need not search the legal actions
        again. An equal action from elsewhere (a save's, a test's) is checked as usual."""
        offered, acting = self._offered, self._acting
        if offered is None or offered[0] != seat or acting is None or seat not in acting:
            return False
        for legal in offered[1]:  # the very object, not an equal one
            if legal is action:
                break
        else:
            return False
        return True

    def _find_legal_actions(self, seat: int) -> list[Action]:
        return list(self._legal_tuple(seat))

    def _legal_tuple(self, seat: int) -> tuple[Action, ...]:
        if not 0 <= seat < self.players:
            return ()
        phase = self.phase
        if phase == TRIP:
            kind = self._trip_kind(seat)
            if kind is None:
                return ()
            return trip_actions(kind, self._decided_trip(seat, kind).choices())
        if phase == OVER:
            return ()
        sheet = self.sheets[seat]
        step = sheet.step
        if step == SLOT:  # the draft's two steps of every card first
            return SLOTS_BY_SIZES[tuple(map(len, sheet.days))]
        if step == PLAY:
            return self._play_actions(sheet)
        if step == CHOOSE_PASSPORT:
            return tuple([Action.of(CHOOSE_PASSPORT, number=n) for n in sheet.offer])
        if step in (CHOOSE_DECK, RESEARCH_DECK):
            return tuple(DECK_ACTIONS[step].values())
        if step == DISCARD:
            return tuple([card_action(DISCARD, card) for card in sheet.hand])
        if step == BONUS:
            return tuple(self._bonus_actions(sheet))
        if step == GIVE:
            return tuple(self._give_actions(sheet))
        return ()

    def _play_actions(self, sheet: Sheet) -> tuple[Action, ...]:
        """A card to place, or to discard for a walk (then its slot), or a research."""
        hand = sheet.hand
        takes, walks = TAKE_ACTIONS, WALK_ACTIONS
        actions = [takes[card] for card in hand]
        for card in hand:
            actions += walks[card]
        if sheet.research and (sheet.placed == 0 or not RESEARCH_BEFORE_PLACING):
            actions += RESEARCH_ACTIONS
        return tuple(actions)

    def _bonus_actions(self, sheet: Sheet) -> list[Action]:
        actions = []
        for reward in bonus_rewards(sheet.bonus_matches):
            if reward == EXTRA_WALK:
                size = len(sheet.days[sheet.bonus_day])
                actions += [bonus_walk_action(city, position) for city in CITIES
                            for position in range(size + 1)]
            else:
                actions.append(BONUS_ACTIONS[reward])
        return actions

    def _give_actions(self, sheet: Sheet) -> list[Action]:
        """Solo: the next card for the agency's itinerary, with the deck of the face-down card
        it brings to the incoming pile (a yellow card's deck is the player's choice)."""
        last = self.round == ROUNDS  # nothing comes back in the last round
        actions = []
        for card in sheet.hand:
            if last:
                actions.append(card_action(GIVE, card))
            elif self.data.cards[card].yellow:
                actions += [card_action(GIVE, card, city) for city in CITIES]
            else:
                actions.append(card_action(GIVE, card, city_of(card)))
        return actions

    def prompt(self, seat: int) -> Prompt | None:
        if seat not in self.to_act():
            return None
        if self.phase == TRIP:
            kind = self._trip_kind(seat)
            decision = self._decided_trip(seat, kind).decision()
            assert decision is not None, "the seat to act has a trip decision"
            return Prompt(f"{kind}_{decision.kind}",
                          {"agency": kind == AGENCY, **dict(decision.params)})
        sheet = self.sheets[seat]
        params: dict[str, Any] = {"round": self.round, "place": self.plan().place,
                                  "placed": sheet.placed}
        if sheet.step == BONUS:
            params.update(day=sheet.bonus_day, matches=sheet.bonus_matches)
        elif sheet.step == DISCARD:
            params["discards"] = sheet.discards_left
        elif sheet.step == RESEARCH_DECK:
            params["draws"] = sheet.draws_left
        elif sheet.step == SLOT:
            params.update(card=sheet.hand[sheet.chosen], walk=sheet.walk_deck)
        return Prompt(sheet.step, params)

    def has_secrets(self, seat: int) -> bool:
        """A seat's hand (and its passport offer) is its own until the trip."""
        return self.phase in (PASSPORT, DRAFT)

    # -- decisions -----------------------------------------------------------------------------

    def perform(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._act(seat, action, events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        self._act(seat, action, None)

    def checkpoint(self, seat: int, action: Action) -> tuple[Any, ...]:
        """What ``action`` of ``seat`` can change, kept at a fraction of a clone's cost (a
        random game's every move pays for it). In the draft: the seat's tokens and step, its
        hand, the day a card may be put on (the slot's, or the day whose bonus brings a walk),
        and how long the lists are that a decision only adds to (this round's face-up cards and
        incoming pile, the discard, the agency's cards); and the answers kept for speed. While
        passports are kept every sheet (the last one starts the round); on the trip the seat's
        trip and the agency's, with the state's attributes."""
        if self.phase != DRAFT:
            saved = self.__dict__.copy()
            if self.phase == PASSPORT:
                saved["sheets"] = [sheet.copy() for sheet in self.sheets]
            else:
                trips = self.trips
                saved["trips"] = [*trips[:seat], trips[seat].clone(), *trips[seat + 1:]]
                if self.agency_trip is not None:
                    saved["agency_trip"] = self.agency_trip.clone()
            return (saved,)
        sheet = self.sheets[seat]
        kind = action.kind
        day = action["day"] if kind == SLOT else sheet.bonus_day if kind == BONUS else -1
        return (self._acting, self._offered, sheet, _sheet_tokens(sheet), sheet.hand[:], day,
                sheet.days[day][:] if day >= 0 else None, len(sheet.fresh),
                len(sheet.incoming[self.round - 1]), len(self.discard), len(self.agency_cards))

    def restore(self, saved: tuple[Any, ...]) -> None:
        if len(saved) == 1:
            super().restore(saved[0])
            return
        (self._acting, self._offered, sheet, tokens, sheet.hand, day, cards, fresh, incoming,
         discard, agency) = saved
        for name, value in zip(SHEET_TOKENS, tokens, strict=True):
            setattr(sheet, name, value)
        if day >= 0:
            sheet.days[day] = cards
        del sheet.fresh[fresh:]
        del sheet.incoming[self.round - 1][incoming:]
        del self.discard[discard:]
        del self.agency_cards[agency:]

    def _act(self, seat: int, action: Action, log: list[Event] | None) -> None:
        acting = self._acting
        self._forget()
        if self.phase == TRIP:
            if self._trip_choice(seat, action, log) and acting is not None and seat in acting:
                self._acting = acting  # only this seat's trip moved on, and it goes on
            return
        sheet = self.sheets[seat]
        kind = action.kind
        if kind == SLOT:
            day, position = action["day"], action["position"]
            deck = sheet.walk_deck
            if deck is None:
                self._place(seat, sheet, day, position, log)
            else:
                self._walk(seat, sheet, deck, day, position, log)
        elif kind == TAKE:
            sheet.chosen, sheet.walk_deck, sheet.step = sheet.hand.index(action["card"]), None, SLOT
        elif kind == WALK:
            sheet.chosen = sheet.hand.index(action["card"])
            sheet.walk_deck, sheet.step = action["deck"], SLOT
        elif kind == CHOOSE_PASSPORT:
            self._keep_passport(seat, action["number"], log)
            return  # the last passport kept sets every seat's step
        elif kind == RESEARCH:
            sheet.research -= 1
            sheet.draws_left = RESEARCH_DRAWS
            sheet.draw_deck, sheet.step = action["deck"], DRAWING
            if log is not None:
                log.append(RESEARCHED[seat,])
        elif kind in (RESEARCH_DECK, CHOOSE_DECK):
            sheet.draw_deck, sheet.step = action["deck"], DRAWING
        elif kind == DISCARD:
            self._discard(seat, sheet, action["card"], log)
        elif kind == BONUS:
            self._take_bonus(seat, sheet, action, log)
        elif kind == GIVE:
            self._give(seat, sheet, action["card"], action.get("deck"), log)
        # In the draft a decision changes its own seat's step only: the seats to act are the
        # ones before, this seat out if it now waits.
        if acting is not None and seat in acting:
            self._acting = acting if sheet.step in DECISIONS else tuple(
                [other for other in acting if other != seat])

    def _keep_passport(self, seat: int, number: int, log: list[Event] | None) -> None:
        sheet = self.sheets[seat]
        sheet.passport, sheet.step = number, DONE
        if log is not None:
            log.append(Event.of("passport_kept", visible_to=(seat,), seat=seat, number=number))
        if any(s.step == CHOOSE_PASSPORT for s in self.sheets):
            return
        # Everyone has chosen: the start-of-game effects (§1.12), then round 1.
        for other, kept in enumerate(self.sheets):
            assert kept.passport is not None, "every seat has kept its passport"
            card = self.data.passport(kept.passport)
            kept.luxury += card.luxury_trains
            kept.wilds += card.wilds
            kept.research += card.research
            kept.offer = []
            kept.step = PLAY
            if log is not None:
                log.append(Event.of("passport", seat=other, number=kept.passport))
        self.phase = DRAFT

    def _place(self, seat: int, sheet: Sheet, day: int, position: int,
               log: list[Event] | None) -> None:
        card = sheet.hand.pop(sheet.chosen)
        sheet.chosen = -1
        sheet.days[day].insert(position, card)
        sheet.fresh.append(card)
        if log is not None:
            log.append(CARD_PLACED[seat, card, day, position])
            log.append(PLACED[seat, day])
        self._placed(seat, sheet, day, log)

    def _walk(self, seat: int, sheet: Sheet, deck: str, day: int, position: int,
              log: list[Event] | None) -> None:
        """A walk: the chosen card is discarded, a card of the chosen deck comes face down (drawn
        at the round's end: nobody sees it before the trip), and a research token."""
        card = sheet.hand.pop(sheet.chosen)
        sheet.chosen, sheet.walk_deck = -1, None
        self.discard.append(card)
        sheet.days[day].insert(position, FACE_DOWN + LETTER[deck] + PENDING)
        sheet.research += WALK_RESEARCH
        if log is not None:
            log.append(WALKED[seat, deck, day, position])
            log.append(DISCARDED[seat, card])
        self._placed(seat, sheet, day, log)

    def _placed(self, seat: int, sheet: Sheet, day: int, log: list[Event] | None) -> None:
        """After a card: the day bonus at the day's 3rd card (before the round's next card)."""
        sheet.placed += 1
        if len(sheet.days[day]) == DAY_CARDS:
            matches = self.matches(sheet, day)
            rewards = bonus_rewards(matches)
            if len(rewards) == 1:  # one match: the mood step, nothing to choose
                self._gain(seat, sheet, rewards[0], log)
            elif rewards:
                sheet.step, sheet.bonus_day, sheet.bonus_matches = BONUS, day, matches
                return
        self._next_card(sheet)

    def _next_card(self, sheet: Sheet) -> None:
        if sheet.placed < ROUND_TABLE[self.round].place:
            sheet.step = PLAY
        elif self.players == 1 and sheet.hand:
            sheet.step = GIVE
            self._give_alone(sheet)
        else:
            sheet.step = DONE

    def _give_alone(self, sheet: Sheet) -> None:
        """A single card with a single deck goes to the agency without asking."""
        actions = self._give_actions(sheet)
        if len(actions) == 1:
            self._give(0, sheet, actions[0]["card"], actions[0].get("deck"), None)

    def _gain(self, seat: int, sheet: Sheet, reward: str, log: list[Event] | None) -> None:
        if reward == MOOD:
            sheet.mood += 1
            if sheet.mood >= MOOD_END:
                sheet.mood = 0
                sheet.happiness = min(HAPPINESS_STEPS, sheet.happiness + 1)
        elif reward == RESEARCH:
            sheet.research += BONUS_RESEARCH
        elif reward == WILD:
            sheet.wilds += BONUS_WILDS
        elif reward == LUXURY:
            sheet.luxury += BONUS_LUXURY
        if log is not None:
            log.append(Event.made("day_bonus", {"seat": seat, "reward": reward}))

    def _take_bonus(self, seat: int, sheet: Sheet, action: Action,
                    log: list[Event] | None) -> None:
        reward = action["reward"]
        if reward == EXTRA_WALK:  # a 4th card, face down, without a research token
            sheet.days[sheet.bonus_day].insert(action["position"],
                                               FACE_DOWN + LETTER[action["deck"]] + PENDING)
            if log is not None:
                log.append(Event.of("day_bonus", seat=seat, reward=reward, day=sheet.bonus_day,
                                    deck=action["deck"], position=action["position"]))
        else:
            self._gain(seat, sheet, reward, log)
        sheet.bonus_day, sheet.bonus_matches = -1, 0
        self._next_card(sheet)

    def _discard(self, seat: int, sheet: Sheet, card: str, log: list[Event] | None) -> None:
        sheet.hand.remove(card)
        self.discard.append(card)
        sheet.discards_left -= 1
        if sheet.discards_left == 0:
            sheet.step = PLAY
        if log is not None:
            log.append(DISCARDED[seat, card])

    def _give(self, seat: int, sheet: Sheet, card: str, deck: str | None,
              log: list[Event] | None) -> None:
        sheet.hand.remove(card)
        self.agency_cards.append(card)
        if deck is not None:
            sheet.incoming[self.round - 1].append(LETTER[deck] + PENDING)
        if log is not None:
            log.append(Event.of("given", seat=seat, card=card, deck=deck))
        if not sheet.hand:
            sheet.step = DONE
        else:
            self._give_alone(sheet)

    # -- the resolution step -------------------------------------------------------------------

    def resolve(self) -> list[Event]:
        if not self.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        events: list[Event] = []
        self._resolve(events)
        return events

    def resolve_trusted(self) -> None:
        self._resolve(None)

    def _resolve(self, log: list[Event] | None) -> None:
        self._forget()
        waiting = [seat for seat, sheet in enumerate(self.sheets) if sheet.step == DRAWING]
        if waiting:
            for seat in waiting:
                self._draw_for(seat, self.sheets[seat], log)
            return
        self._end_round(log)

    def _draw_for(self, seat: int, sheet: Sheet, log: list[Event] | None) -> None:
        assert sheet.draw_deck is not None, "a seat waits to draw once it has chosen the deck"
        card = self._draw(sheet.draw_deck)
        sheet.hand.append(card)
        sheet.draw_deck = None
        if log is not None:
            log.append(DRAWN[seat, card])
        if sheet.draws_left:  # a research
            sheet.draws_left -= 1
            if sheet.draws_left:
                sheet.step = RESEARCH_DECK
            else:
                sheet.step, sheet.discards_left = DISCARD, RESEARCH_DISCARDS
        else:  # round 13's card of a chosen deck
            sheet.step = PLAY

    def _draw_owed(self) -> None:
        """The face-down cards of this round: walks, and the agency's replacements."""
        # Only a pending entry holds PENDING: a sheet, then a day, without one is passed over
        # at once. Every round ends with all owed cards drawn, so the incoming piles owe cards
        # only in this round's pile (the agency's replacements, given this round).
        for sheet in self.sheets:
            if PENDING in "".join(map("".join, sheet.days)):
                for day in sheet.days:
                    if PENDING in "".join(day):
                        for index, entry in enumerate(day):
                            if entry.endswith(PENDING):
                                day[index] = FACE_DOWN + self._draw(city_of(entry))
            pile = sheet.incoming[self.round - 1]
            for index, entry in enumerate(pile):
                if entry.endswith(PENDING):
                    pile[index] = self._draw(city_of(entry))

    def _end_round(self, log: list[Event] | None) -> None:
        self._draw_owed()
        if self.players > 1:
            hands = [sheet.hand for sheet in self.sheets]
            for seat, hand in enumerate(hands):
                if self.round == ROUNDS:
                    self.discard.extend(hand)  # round 13's last cards are never used
                else:
                    target = pass_target(seat, self.players, self.round)
                    self.sheets[target].incoming[self.round - 1].extend(hand)
            for sheet in self.sheets:
                sheet.hand = []
        if log is not None:
            log.append(Event.made("round_ended", {"round": self.round}))
        if self.round == ROUNDS:
            self._start_trip(log)
            return
        self.round += 1
        self._deal_round(log)

    # -- the trip ------------------------------------------------------------------------------

    def traveller(self, seat: int) -> Traveller:
        sheet = self.sheets[seat]
        placed = PLACED_ENTRIES.__getitem__
        days = tuple(tuple(map(placed, day)) for day in sheet.days)
        return Traveller(days=days, research=sheet.research, wilds=sheet.wilds,
                         luxury_trains=sheet.luxury, mood=sheet.mood,
                         happiness=sheet.happiness, stress=0, passport=sheet.passport)

    def agency_days(self) -> tuple[tuple[Placed, ...], ...]:
        """The agency's cards, Monday slot 1 to 3, then Tuesday (its last card of a day is the
        day's highlight)."""
        cards = self.agency_cards
        return tuple(tuple(Placed(card, False)
                           for card in cards[day * AGENCY_DAY_CARDS:(day + 1) * AGENCY_DAY_CARDS])
                     for day in range(DAYS))

    def _start_trip(self, log: list[Event] | None) -> None:
        self.phase = TRIP
        if log is not None:
            walks = [[entry.lstrip(FACE_DOWN) for day in sheet.days for entry in day
                      if entry.startswith(FACE_DOWN)] for sheet in self.sheets]
            log.append(Event.of("trip_started", reveals=True, walks=walks))
        # What each trip scores before its first decision (research, cards) goes to the log.
        self.trips = [Trip.start(self.data, self.traveller(seat), log, seat)
                      for seat in range(self.players)]
        if self.agency is not None:
            self.agency_trip = Trip.for_agency(self.data, self.agency_days(), self.agency,
                                               self.passport, log, AGENCY)
        for seat in range(self.players):
            self._trip_alone(seat, log)
        self._trip_over()

    def _trip_kind(self, seat: int) -> str | None:
        """What the seat decides on the trip: its own trip, then (solo) the agency's."""
        if self.phase != TRIP or not 0 <= seat < len(self.trips):
            return None
        if not self.trips[seat].is_over():
            return "trip"
        if seat == 0 and self.agency_trip is not None and not self.agency_trip.is_over():
            return AGENCY
        return None

    def _decided_trip(self, seat: int, kind: str | None) -> Trip:
        """The trip ``kind`` (``_trip_kind``'s answer for a seat that decides on the trip)
        names: the seat's own, or the agency's."""
        if kind == "trip":
            return self.trips[seat]
        agency = self.agency_trip
        assert agency is not None, "_trip_kind names the agency's trip only while it travels"
        return agency

    def _trip_choice(self, seat: int, action: Action, log: list[Event] | None) -> bool:
        """A trip decision (known legal); returns whether the seat still decides."""
        kind = self._trip_kind(seat)
        trip = self._decided_trip(seat, kind)
        ((_, choice),) = action.args
        if log is None:
            trip.choose_trusted(choice)
        else:
            log.append(TRIP_CHOICE[seat, kind == AGENCY, choice])
            trip.choose_logged(choice, log, AGENCY if kind == AGENCY else seat)
        if self._trip_alone(seat, log) is None:  # this seat is done: perhaps everyone is
            self._trip_over()
            return False
        return True

    def _trip_alone(self, seat: int, log: list[Event] | None) -> str | None:
        """Trip decisions with a single choice are taken at once; returns what the seat
        decides next (``_trip_kind``)."""
        while True:
            kind = self._trip_kind(seat)
            if kind is None:
                return None
            trip = self._decided_trip(seat, kind)
            choices = trip.choices()
            if len(choices) != 1:
                return kind
            if log is None:
                trip.choose_trusted(choices[0])
            else:
                trip.choose_logged(choices[0], log, AGENCY if kind == AGENCY else seat)

    def _trip_over(self) -> None:
        """Over once no seat has a trip decision left (``_trip_kind`` None for every seat)."""
        agency = self.agency_trip
        if all(trip.is_over() for trip in self.trips) and (
                agency is None or agency.is_over() or not self.trips):
            self.phase = OVER

    # -- scores --------------------------------------------------------------------------------

    def scores(self) -> Scores:
        if self.phase in (PASSPORT, DRAFT):
            rivals: tuple[Rival, ...] = (Rival(AGENCY, 0, {}),) if self.agency is not None else ()
            return Scores(tuple(0 for _ in range(self.players)),
                          tuple({} for _ in range(self.players)), (), rivals)
        breakdowns = tuple(dict(trip.breakdown()) for trip in self.trips)
        totals = tuple(trip.total() for trip in self.trips)
        rivals = ()
        if self.agency_trip is not None:
            rivals = (Rival(AGENCY, self.agency_trip.total(),
                            dict(self.agency_trip.breakdown())),)
        winners: tuple[int, ...] = ()
        rival_winners: tuple[str, ...] = ()
        if self.phase == OVER:  # binding decision 12: ties share the victory
            best = max([*totals, *(rival.total for rival in rivals)])
            winners = tuple(seat for seat, total in enumerate(totals) if total == best)
            rival_winners = tuple(rival.id for rival in rivals if rival.total == best)
        return Scores(totals, breakdowns, winners, rivals, rival_winners)

    def live_scores(self) -> Scores | None:
        """Nothing scores before the trip."""
        return None if self.phase in (PASSPORT, DRAFT) else self.scores()

def new_state(data: LetsGoData, players: int, seed: int,
              options: Mapping[str, Any]) -> LetsGoState:
    return LetsGoState(data, players, Rng(seed), passport=bool(options.get("passport", False)),
                       agency=options.get(AGENCY, DEFAULT_AGENCY))


def lets_go_state(state: State) -> LetsGoState:
    """``state`` as the Let's Go state it is: what the engine and the UI hold as a ``State``
    (a match's state, a seat's view), typed for this game's own reading."""
    if not isinstance(state, LetsGoState):
        raise TypeError(f"not a Let's Go state: {type(state).__name__}")
    return state

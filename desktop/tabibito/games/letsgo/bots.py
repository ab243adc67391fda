"""Computer players for Let's Go! To Japan.

easy drafts at random and takes its trip's points as normal does. normal is greedy: each card is valued where it would go by what it gives
at once (points, icons, moods, the day bonus it completes, its highlight if it ends up last and
the itinerary already meets its condition); on the trip it takes the choice that scores most at
once. hard plans its itinerary: the greedy's best few cards and slots are each valued by the
trip of the itinerary they would make, its empty slots filled with cards it has not seen (the
same samples for every slot, the greedy trip played on each, face-down walks on their back), so
it goes for highlights it can meet, for day bonuses and for the experience, mood and trains the
trip pays; a day bonus's reward is valued the same way; it researches when the hand is poor,
and plays its trip with the exact planner. In solo both bots weigh what the cards passed give
the travel agency (hard plays the agency's trip too), and the solo player's choices for the
agency keep it low. The expert (expert.py) is a search built on these players.

Every bot sees only its view; nothing here reads hidden cards (the view has none to read).
"""

from __future__ import annotations

import zlib
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabibito.engine import Action, Bot, Budget, Rng

from . import planner, rules
from .data import (
    DAYS,
    EXPERIENCES,
    GREEN_MOOD,
    RED_MOOD,
    Card,
    LetsGoData,
    favourable_matches,
)
from .draft import BONUS_LUXURY, BONUS_RESEARCH, BONUS_WILDS, HAPPINESS_STEPS, letter_of
from .rules import FACE_DOWN, LetsGoState, Sheet
from .trip import (
    BACK,
    DONE,
    FREE_HIGHLIGHT,
    LUXURY_TRAIN,
    SCORE,
    STANDARD_TRAIN,
    START_TRAIN,
    TRAIN,
    WILD_TOKEN,
    Placed,
    Traveller,
    Trip,
    experience_points,
)
from .trip import WALK as FLIP  # the trip's decision of a face-down walk: front or back

# What things are worth to the greedy bot, in points.
EXPERIENCE_ICON = 1.1  # about a point per step on a track, more near a threshold
GREEN_ICON, RED_ICON = 0.8, -0.9  # a mood step: a sixth of the way to +5 / -3 happiness/stress
RESEARCH_TOKEN = 1.0  # worth a point at the end if unused
WALK_WORTH = 1.0 + 0.8 + RESEARCH_TOKEN  # the back's point and green icon, the token
BONUS_WORTH = {rules.MOOD: 1.2, rules.RESEARCH: 2.0, rules.WILD: 1.8, rules.LUXURY: 2.6,
               rules.EXTRA_WALK: 3.0}
MATCH_PROMISE = 0.6  # a matching icon on a day still open: a step toward its day bonus
UNMET_HIGHLIGHT = 0.35  # the share of an unmet highlight's reward the greedy bot still counts
HIGHLIGHT_LOSS = 0.8  # covering a day's highlight gives up most of its value
AGENCY_ICON_SHARE = 0.7  # the agency's icons are worth a little less: it takes no day bonus
AGENCY_EASY_SHARE = 0.5  # the easy agency scores a highlight only if its condition holds
# The hard bot: research when the best slot of the hand is worth less than this.
HARD_RESEARCH_BELOW = 3.0
HARD_CANDIDATES = 4  # the greedy's best slots of a card the hard bot plays the trip of
HARD_CARDS = 4  # and the greedy's best cards of the hand
HARD_SAMPLES = 16  # completions of the itinerary (unseen cards in the empty slots) per slot
# The expert: the same look ahead, wider and over more samples.
EXPERT_CANDIDATES = 6
EXPERT_CARDS = 6
EXPERT_SAMPLES = 40
PLANNER_MEMOS = 8  # itineraries whose planner memo is kept between decisions
# The passports the bots like best (a static order: the effects that pay most often).
PASSPORT_ORDER = (13, 4, 5, 1, 16, 11, 15, 6, 10, 12, 14, 8, 2, 9, 3, 7, 18, 17)


def make_bot(level: str) -> Bot[LetsGoState]:
    """easy, normal or hard (the expert is a search of its own: expert.py)."""
    if level == "easy":
        return EasyBot()
    return PlanningBot(hard=level == "hard")


class EasyBot(Bot[LetsGoState]):
    """Easy: gentle, not careless. It drafts at random (any card, slot and deck), but on its
    own trip it takes what scores most at once, as the normal player does: it never leaves the
    trip's points on the table."""

    def choose(self, view: LetsGoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        if len(legal_actions) > 1 and legal_actions[0].kind == "trip":
            trip = view.trips[seat]
            assert trip is not None  # a trip choice is offered only on a trip
            choice = greedy_choice(trip)
            return next(a for a in legal_actions if a["choice"] == choice)
        return rng.choice(legal_actions)


class PlanningBot(Bot[LetsGoState]):
    """The normal (greedy) and hard (trip-evaluating) bot; see the module docstring."""

    def __init__(self, hard: bool, judge: type[Judge] | None = None) -> None:
        self.hard = hard
        self.judge = judge or Judge

    def choose(self, view: LetsGoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        actions = list(legal_actions)
        if len(actions) == 1:
            return actions[0]
        kind = actions[0].kind
        if kind in ("trip", rules.AGENCY):
            return self._trip(view, seat, actions)
        sheet = view.sheets[seat]
        judge = self.judge(view, seat, hard=self.hard)
        if kind == rules.CHOOSE_PASSPORT:
            return min(actions, key=lambda a: PASSPORT_ORDER.index(a["number"]))
        if sheet.step == rules.PLAY:
            return judge.play(actions, rng)
        if sheet.step == rules.SLOT:
            return judge.best_slot(sheet.hand[sheet.chosen], sheet.walk_deck, actions, rng)
        if sheet.step == rules.BONUS:
            return max(actions, key=judge.bonus_value)
        if sheet.step == rules.DISCARD:
            return min(actions, key=lambda a: judge.card_value(a["card"]))
        if sheet.step == rules.GIVE:
            return judge.give(actions)
        return rng.choice(actions)  # a deck to draw from: the backs say nothing more

    def _trip(self, view: LetsGoState, seat: int, actions: list[Action]) -> Action:
        """hard: the planner's choice, always: its exact answer is what hints promise, on any
        machine (a cancel ends the worker's process)."""
        kind = actions[0].kind
        trip = view.trips[seat] if kind == "trip" else view.agency_trip
        assert trip is not None  # a trip choice is offered only on a trip
        choice = best_choice(trip) if self.hard else greedy_choice(trip)
        return next(a for a in actions if a["choice"] == choice)


# -- the trip ------------------------------------------------------------------------------------


_MEMOS: OrderedDict[Any, dict] = OrderedDict()


def planner_memo(trip: Trip) -> dict:
    """The planner's memo of ``trip``'s itinerary, kept for the next decisions of the same trip
    and for the hints that explain them: a position once solved stays solved (a cache of
    results that never change), for the few itineraries used last."""
    shot = trip.snapshot()
    itinerary = (repr(shot["itinerary"]), shot["agency"], shot["passport"])
    memo = _MEMOS.pop(itinerary, None)
    if memo is None:
        memo = {}
    _MEMOS[itinerary] = memo
    while len(_MEMOS) > PLANNER_MEMOS:
        _MEMOS.popitem(last=False)
    return memo


def best_choice(trip: Trip) -> Any:
    """The planner's choice: the best final total (the lowest for the agency's trip).

    The planner's search is exact; its memo of one itinerary is kept for the next decisions of
    the same trip (a cache of results that never change: the choices are the same without it).
    """
    pick = min if trip.agency is not None else max
    memo = planner_memo(trip)
    outcomes = {}
    for choice in trip.choices():
        child = trip.clone()
        child.choose_trusted(choice)
        outcomes[choice] = child.total() + planner._still_to_come(child.planning_copy(), memo,
                                                                   pick)
    return pick(outcomes, key=outcomes.__getitem__)


def greedy_choice(trip: Trip) -> Any:
    """The choice that scores most at once; wilds go where they cross a threshold."""
    decision = trip.decision()
    choices = trip.choices()
    if decision is not None and decision.kind == WILD_TOKEN:
        return _wild_choice(trip, choices, final=decision.params.get("day") is None)
    sign = -1 if trip.agency is not None else 1

    def gain(choice: Any) -> int:
        child = trip.clone()
        child.choose_trusted(choice)
        return sign * child.total()

    return max(choices, key=gain)


def _wild_choice(trip: Trip, choices: tuple[Any, ...], final: bool) -> Any:
    if not final:
        return DONE
    best, best_gain = DONE, 0
    for kind in EXPERIENCES:
        if kind not in choices:
            continue
        track = trip.track(kind)
        step = experience_points(track + 1) - experience_points(track)
        if step > best_gain:
            best, best_gain = kind, step
    if best == DONE and any(kind in choices for kind in EXPERIENCES):
        # no threshold one step away: the track nearest to its next one
        return min((kind for kind in EXPERIENCES if kind in choices),
                   key=lambda kind: _to_next_threshold(trip.track(kind)))
    return best if best in choices else choices[0]


def _to_next_threshold(track: int) -> int:
    for distance in range(1, 13):
        if experience_points(track + distance) > experience_points(track):
            return distance
    return 99


def quick_choice(trip: Trip) -> Any:
    """A cheap trip policy for valuing itineraries: luxury trains first, the free highlights
    at once, face-down walks on their back, wilds on the last day, the rest greedy."""
    decision = trip.decision()
    assert decision is not None  # asked only of a trip waiting for a choice
    choices = trip.choices()
    if decision.kind == TRAIN:
        return next(t for t in (LUXURY_TRAIN, START_TRAIN, STANDARD_TRAIN) if t in choices)
    if decision.kind == FREE_HIGHLIGHT:
        return SCORE
    if decision.kind == FLIP:  # unseen in the draft: its front is a stand-in's, never counted
        return BACK
    return greedy_choice(trip)


def play_trip(trip: Trip) -> int:
    """The trip's total with quick choices (the hard bot's evaluation of an itinerary)."""
    trip = trip.clone()
    while not trip.is_over():
        trip.choose_trusted(quick_choice(trip))
    return trip.total()


# -- the draft -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Planned:
    """A draft move as the hard player values it: the planned trip's mean total (less what the
    travel agency gains) and the move, with the slot its card goes to (a card taken)."""

    value: float
    action: Action
    slot: Action | None = None


class Judge:
    """Values of cards, slots and rewards for one seat, read from its view."""

    # The hard player's look ahead: how many cards, slots and sampled itineraries it weighs.
    cards = HARD_CARDS
    candidates = HARD_CANDIDATES
    samples = HARD_SAMPLES
    plans_bonus = True  # the hard player values a day bonus by its planned trip

    def __init__(self, view: LetsGoState, seat: int, hard: bool) -> None:
        self.view = view
        self.seat = seat
        self.sheet: Sheet = view.sheets[seat]
        self.data: LetsGoData = view.data
        self.hard = hard
        self._filler = _filler_card(self.data)
        self._fillers = {letter: _filler_card(self.data, city)
                         for city, letter in rules.LETTER.items()}
        self._values: dict[str, float] = {}
        self._samples: list[list[str]] = []
        self._agency_samples: list[list[str]] = []
        self._agency_totals: dict[tuple[str, ...], float] = {}

    # the hand

    def card_value(self, card: str) -> float:
        """A card's worth in its best slot (what a discard gives up)."""
        known = self._values.get(card)
        if known is None:
            known = self._values[card] = max(
                (self.slot_value(card, None, day, pos) for day in self.sheet.open_days()
                 for pos in range(len(self.sheet.days[day]) + 1)), default=0.0)
        return known

    def agency_value(self, card: str, slot: int) -> float:
        """What a card is worth to the agency in its itinerary's ``slot`` (0-17): its points
        and icons, and its highlight if it is a day's third card (scored without condition from
        the normal agency up)."""
        info = self.data.cards[card]
        value = info.points + AGENCY_ICON_SHARE * self._icons_value(info.icons)
        if slot % rules.AGENCY_DAY_CARDS == rules.AGENCY_DAY_CARDS - 1:
            reward = info.reward
            highlight = reward.points + 2.0 * reward.per_points + 0.8 * len(reward.gains)
            value += highlight * (AGENCY_EASY_SHARE if self.view.agency == "easy" else 1.0)
        return value

    def agency_cost(self, cards: list[str]) -> float:
        """The least the agency gains from ``cards`` given in the best order."""
        if self.hard:
            orders = [cards, cards[::-1]] if len(cards) == 2 else [cards]
            return min(self.agency_planned(order) for order in orders)
        slot = len(self.view.agency_cards)
        if len(cards) == 2:
            first, second = cards
            return min(self.agency_value(first, slot) + self.agency_value(second, slot + 1),
                       self.agency_value(second, slot) + self.agency_value(first, slot + 1))
        return sum(self.agency_value(card, slot + n) for n, card in enumerate(cards))

    def give(self, actions: list[Action]) -> Action:
        """The card to give now: the order that gives the agency least."""
        slot = len(self.view.agency_cards)
        hand = self.sheet.hand

        def cost(action: Action) -> float:
            rest = [card for card in hand if card != action["card"]]
            if self.hard:
                return self.agency_planned([action["card"], *rest])
            return (self.agency_value(action["card"], slot)
                    + sum(self.agency_value(card, slot + 1 + n) for n, card in enumerate(rest)))

        return min(actions, key=cost)

    def gives_to_agency(self) -> bool:
        """Solo, the round's last placement: the cards left go to the travel agency."""
        return self.view.agency is not None and self.sheet.placed + 1 >= self.view.plan().place

    def _solo_cost(self, card: str) -> float:
        """Solo, on the round's last placement: what the agency gets from the rest."""
        if not self.gives_to_agency():
            return 0.0
        return self.agency_cost([c for c in self.sheet.hand if c != card])

    def play(self, actions: list[Action], rng: Rng) -> Action:
        """The card of best slot value, or a walk (discarding the card worth least) when no
        card is worth more than a walk."""
        takes = self._takes(actions)
        walks = [a for a in actions if a.kind == rules.WALK]
        research = [a for a in actions if a.kind == rules.RESEARCH]
        best_value, best = max(takes, key=lambda item: item[0])
        if self.hard:
            if research and best_value < HARD_RESEARCH_BELOW:
                return rng.choice(research)
            return self.planned_play(actions)[0].action
        if walks and best_value < WALK_WORTH:
            best = min(walks, key=lambda a: (self.card_value(a["card"]), a["deck"]))
        return best

    def _takes(self, actions: list[Action]) -> list[tuple[float, Action]]:
        return [(self.card_value(a["card"]) - self._solo_cost(a["card"]), a)
                for a in actions if a.kind == rules.TAKE]

    def planned_play(self, actions: list[Action]) -> list[Planned]:
        """The hard player's look at the hand: the greedy's best cards (and the walk for the
        card worth least), each by the planned trip of its best slot less what the agency
        gains, best first (its choice; the hints compare it with the next)."""
        takes = sorted(self._takes(actions), key=lambda item: -item[0])
        walks = [a for a in actions if a.kind == rules.WALK]
        self._samples = self._completions()
        options = []
        for _, take in takes[:self.cards]:
            value, slot = self._best_planned(take["card"], None)
            options.append(Planned(value - self._solo_cost(take["card"]), take, slot))
        if walks:
            walk = min(walks, key=lambda a: (self.card_value(a["card"]), a["deck"]))
            value, slot = self._best_planned(walk["card"], walk["deck"])
            options.append(Planned(value - self._solo_cost(walk["card"]), walk, slot))
        return sorted(options, key=lambda option: -option.value)  # stable: ties keep order

    def best_slot(self, card: str, walk_deck: str | None, actions: list[Action],
                  rng: Rng) -> Action:
        if self.hard:
            return self.planned_slots(card, walk_deck)[0].action
        return max(actions, key=lambda a: self.slot_value(card, walk_deck, a["day"],
                                                          a["position"]))

    def planned_slots(self, card: str, walk_deck: str | None) -> list[Planned]:
        """The greedy's best slots for ``card`` (or a walk for it) by their planned trip, best
        first (the hard player's choice)."""
        self._samples = self._completions()
        return self._planned_slots(card, walk_deck)

    def _best_planned(self, card: str, walk_deck: str | None) -> tuple[float, Action]:
        best = self._planned_slots(card, walk_deck)[0]
        return best.value, best.action

    def _planned_slots(self, card: str, walk_deck: str | None) -> list[Planned]:
        slots = [(self.slot_value(card, walk_deck, day, position), day, position)
                 for day in self.sheet.open_days()
                 for position in range(len(self.sheet.days[day]) + 1)]
        slots.sort(key=lambda item: -item[0])
        planned = [Planned(self.planned_value(card, walk_deck, day, position),
                           rules.slot_action(day, position))
                   for _, day, position in slots[:self.candidates]]
        assert planned  # a seat that must place has an open day
        return sorted(planned, key=lambda option: -option.value)  # stable: ties keep order

    def _completions(self) -> list[list[str]]:
        """Unseen cards for the slots still empty, a few times over: drawn from what the seat
        has seen, so that the card chosen and, next, its slot come from one plan. Each day
        has cards of its own in a sample (DAY_CARDS, the first ones fill its empty slots):
        the itineraries compared differ only in the day the card goes to, so the samples tell
        the slots apart rather than their luck (common random numbers)."""
        seen = set(self.view._visible_cards())
        pool = sorted(card for card in self.data.cards if card not in seen)
        drawn = Rng(zlib.crc32(" ".join(pool).encode()))
        size = rules.DAY_CARDS * DAYS
        return [(drawn.shuffled(pool) + [self._filler] * size)[:size]  # a small pool: poor cards
                for _ in range(self.samples)]

    # slots

    def slot_value(self, card: str, walk_deck: str | None, day: int, position: int) -> float:
        """The greedy worth of ``card`` (or a walk for it) at a slot."""
        cards = self.sheet.days[day]
        last = position == len(cards)
        if walk_deck is not None:
            value = WALK_WORTH + (self.data.walk_back.highlight_points if last else 0)
            icons = self.data.walk_back.icons
        else:
            info = self.data.cards[card]
            icons = info.icons
            value = info.points + self._icons_value(icons)
            if last:
                value += self.highlight_value(info, day)
        if last and cards:
            covered = cards[-1]
            if not covered.startswith(FACE_DOWN) and not covered.endswith("?"):
                value -= HIGHLIGHT_LOSS * self.highlight_value(self.data.cards[covered], day)
            else:
                value -= HIGHLIGHT_LOSS * self.data.walk_back.highlight_points
        return value + self._bonus_promise(day, icons)

    def _icons_value(self, icons: tuple[str, ...]) -> float:
        value = 0.0
        for icon in icons:
            if icon in GREEN_MOOD:
                value += GREEN_ICON
            elif icon in RED_MOOD:
                value += RED_ICON
            else:
                value += EXPERIENCE_ICON
        return value

    def _bonus_promise(self, day: int, icons: tuple[str, ...]) -> float:
        token = self.view.conditions[day]
        mine = favourable_matches(token, icons)
        size = len(self.sheet.days[day]) + 1
        if size < rules.DAY_CARDS:
            return MATCH_PROMISE * mine
        if size > rules.DAY_CARDS:
            return 0.0
        total = self.view.matches(self.sheet, day) + mine
        rewards = rules.bonus_rewards(total)
        return max((BONUS_WORTH[r] for r in rewards), default=0.0)

    def highlight_value(self, card: Card, day: int) -> float:
        """The highlight's reward, in full if the cards up to ``day`` already meet its
        condition, else a share (later cards may still meet it)."""
        reward = card.reward
        value = reward.points + 2.0 * reward.per_points + 0.8 * len(reward.gains)
        if self._met(card, day):
            return value
        share = UNMET_HIGHLIGHT * (DAYS - 1 - day) / (DAYS - 1) + 0.1
        return value * share

    def _met(self, card: Card, day: int) -> bool:
        counts: dict[str, int] = {}
        walks = 0
        for d in range(day + 1):
            for entry in self.sheet.days[d]:
                if entry.startswith(FACE_DOWN):
                    walks += 1
                    icons = self.data.walk_back.icons
                elif entry.endswith("?"):
                    continue
                else:
                    icons = self.data.cards[entry].icons
                for icon in icons:
                    counts[icon] = counts.get(icon, 0) + 1
        for icon in card.icons:
            counts[icon] = counts.get(icon, 0) + 1
        condition = card.condition
        return (all(counts.get(icon, 0) >= n for icon, n in condition.at_least)
                and all(counts.get(icon, 0) == 0 for icon in condition.absent)
                and walks >= condition.walks and condition.trains == 0)

    def bonus_value(self, action: Action) -> float:
        """The greedy's worth of a day bonus's reward; the hard player's is its planned trip."""
        if self.hard and self.plans_bonus:
            return self.planned_bonus(action)
        reward = action["reward"]
        if reward != rules.EXTRA_WALK:
            return BONUS_WORTH[reward]
        last = action["position"] == len(self.sheet.days[self.sheet.bonus_day])
        return BONUS_WORTH[reward] - (HIGHLIGHT_LOSS * 2 if last else 0)

    # the hard bot's look at the whole trip

    def planned_value(self, card: str, walk_deck: str | None, day: int, position: int) -> float:
        """The mean greedy trip of the itinerary with this card at this slot, its empty slots
        filled with unseen cards (before the cards of each day: the day's last card stays its
        highlight), plus the day bonus the slot completes."""
        days = [list(d) for d in self.sheet.days]
        entry = FACE_DOWN + rules.LETTER[walk_deck] if walk_deck is not None else card
        days[day].insert(position, entry)
        icons = (self.data.walk_back.icons if walk_deck is not None
                 else self.data.cards[card].icons)
        totals = []
        for sample in self._samples:
            traveller = self.traveller(completed(days, sample), walk_deck is not None)
            totals.append(play_trip(Trip.start(self.data, traveller)))
        return sum(totals) / len(totals) + self._bonus_promise(day, icons)

    def planned_bonus(self, action: Action) -> float:
        """The mean trip of the itinerary completed as a slot's is, with the day bonus's reward:
        a luxury train is a standard train saved on the trip, a wild token goes where a
        threshold wants it, the extra walk counts with its deck's city and its place."""
        if not self._samples:
            self._samples = self._completions()
        reward = action["reward"]
        days = [list(d) for d in self.sheet.days]
        if reward == rules.EXTRA_WALK:
            days[self.sheet.bonus_day].insert(action["position"],
                                              FACE_DOWN + rules.LETTER[action["deck"]])
        totals = [play_trip(Trip.start(self.data, self.traveller(completed(days, sample), False,
                                                                  gain=reward)))
                  for sample in self._samples]
        return sum(totals) / len(totals)

    def agency_planned(self, given: list[str]) -> float:
        """The agency's mean trip (its open choices made to keep it low) with ``given`` as its
        next cards and unseen cards in its slots still empty."""
        known = self._agency_totals.get(tuple(given))
        if known is None:
            known = self._agency_totals[tuple(given)] = self._agency_trips(given)
        return known

    def _agency_trips(self, given: list[str]) -> float:
        view = self.view
        agency = view.agency
        assert agency is not None  # asked only in a solo game, where the agency travels
        cards = [*view.agency_cards, *given]
        if not self._agency_samples:
            seen = set(view._visible_cards())
            pool = sorted(card for card in self.data.cards if card not in seen)
            rng = Rng(len(cards) * 131 + len(pool))
            self._agency_samples = [rng.shuffled(pool) for _ in range(self.samples)]
        totals = []
        size = rules.AGENCY_DAY_CARDS * DAYS
        for sample in self._agency_samples:
            filler = [card for card in sample if card not in given][:max(0, size - len(cards))]
            full = cards + filler
            per_day = rules.AGENCY_DAY_CARDS
            days = tuple(tuple(Placed(card, False)
                               for card in full[d * per_day:(d + 1) * per_day])
                         for d in range(DAYS))
            trip = Trip.for_agency(self.data, days, agency, view.passport)
            totals.append(play_trip(trip))
        return sum(totals) / len(totals)

    def traveller(self, days: list[list[str]], walked: bool, gain: str | None = None
                  ) -> Traveller:
        """The seat's traveller on ``days``, with a walk's research token and a day bonus's
        reward (``gain``) still to come."""
        sheet = self.sheet
        placed = []
        for day in days:
            entries = [self._placed(entry) for entry in day] or [Placed(self._filler, True)]
            placed.append(tuple(entries))
        research = (sheet.research + (rules.WALK_RESEARCH if walked else 0)
                    + (BONUS_RESEARCH if gain == rules.RESEARCH else 0))
        mood, happiness = sheet.mood, sheet.happiness
        if gain == rules.MOOD:
            mood += 1
            if mood >= rules.MOOD_END:
                mood, happiness = 0, min(HAPPINESS_STEPS, happiness + 1)
        return Traveller(days=tuple(placed), research=research,
                         wilds=sheet.wilds + (BONUS_WILDS if gain == rules.WILD else 0),
                         luxury_trains=sheet.luxury + (BONUS_LUXURY if gain == rules.LUXURY
                                                       else 0),
                         mood=mood, happiness=happiness, stress=0,
                         passport=sheet.passport or None)

    def _placed(self, entry: str) -> Placed:
        if entry.startswith(FACE_DOWN):  # unseen: valued as its back, in its deck's city
            return Placed(self._fillers[letter_of(entry)], True)
        return Placed(entry, False)


class ExpertJudge(Judge):
    """The expert's judge before its search (expert.py): the hard player's look ahead over
    more cards, slots and sampled itineraries (worlds of the unseen cards)."""

    cards = EXPERT_CARDS
    candidates = EXPERT_CANDIDATES
    samples = EXPERT_SAMPLES


def completed(days: list[list[str]], sample: list[str]) -> list[list[str]]:
    """An itinerary's ``days`` with their empty slots filled from a sample of unseen cards
    (DAY_CARDS of them a day), before the cards of each day: the day's last card stays its
    highlight, and a day's fillers never depend on another day's cards."""
    filled = []
    for first, cards in zip(range(0, len(sample), rules.DAY_CARDS), days, strict=True):
        missing = max(0, rules.DAY_CARDS - len(cards))
        filled.append(sample[first:first + missing] + cards)
    return filled


_FILLERS: dict[tuple[int, str | None], str] = {}


def _filler_card(data: LetsGoData, city: str | None = None) -> str:
    known = _FILLERS.get((id(data), city))
    if known is None:
        known = _FILLERS[id(data), city] = _lowest_card(data, city)
    return known


def _lowest_card(data: LetsGoData, city: str | None) -> str:
    """A card (of ``city``'s deck if given) whose front is never better than the walk's back
    (no icons, fewest points): the stand-in for a face-down card nobody has seen."""
    cards = [card for card in data.cards.values()
             if not card.yellow and city in (None, card.deck)]
    return min(cards, key=lambda card: (card.points + len(card.icons) + card.reward.points,
                                        card.id)).id

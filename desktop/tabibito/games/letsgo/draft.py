"""The draft's vocabulary (§1.4-§1.6, §1.11, §1.12): the rounds and the passing of hands, the
phases and a seat's steps, the day bonus's tiers, the actions of the game with their arguments,
the events shared between games, and a seat's itinerary sheet."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tabibito.engine import Action, ActionKinds, Omittable

from .data import CITIES, DAYS, DECK_PREFIX
from .shared import SharedEvents
from .trip import Placed

MIN_PLAYERS, MAX_PLAYERS = 1, 5
ROUNDS = 13
SWITCH_ROUND = 8  # binding decision 2: the cards passed from round 8 on go right
LEFT, RIGHT = 1, -1  # the seat cards are passed to: the next one, or the one before
DAY_CARDS = 3  # a day closes at its 3rd card (binding decision 9)
AGENCY_DAY_CARDS = 3
WALK_RESEARCH = 1  # a walk instead of placing a card gives one research token
RESEARCH_DRAWS = RESEARCH_DISCARDS = 3
RESEARCH_BEFORE_PLACING = True  # research belongs to the drawing, before the round's placing
MOOD_END = 3  # the mood marker reaching +3 goes back to the centre, happiness one step up
HAPPINESS_STEPS = 3
# The day bonus (§1.6): the rewards of each tier; a lower tier may always be chosen.
MOOD, RESEARCH, WILD, LUXURY, EXTRA_WALK = "mood", "research", "wild", "luxury", "walk"
BONUS_TIERS = ((MOOD,), (RESEARCH, WILD), (LUXURY, EXTRA_WALK))
# The fewest matches that give a choice of rewards: all another seat can tell of a day bonus
# being chosen while the day holds a card placed face up this round (hidden until its end).
CHOICE_MATCHES = 2
BONUS_RESEARCH, BONUS_WILDS, BONUS_LUXURY = 2, 1, 1
AGENCY, AGENCY_LEVELS, DEFAULT_AGENCY = "agency", ("easy", "normal", "hard"), "normal"
PASSPORTS_DEALT = 2
LETTER = dict(DECK_PREFIX)  # city -> letter of its card ids
CITY = {letter: city for city, letter in LETTER.items()}
FACE_DOWN, HIDDEN, PENDING = "~", "?", "+"

# Phases and the steps of a seat.
PASSPORT, DRAFT, TRIP, OVER = "passport", "draft", "trip", "over"
CHOOSE_PASSPORT, CHOOSE_DECK, PLAY = "passport", "choose_deck", "play"
RESEARCH_DECK, DISCARD, BONUS, GIVE = "research_deck", "discard", "bonus", "give"
SLOT = "slot"  # where the card just chosen (to place, or to discard for a walk) goes
TAKE, WALK = "take", "walk"  # the card to place face up; the card discarded for a walk
DRAWING, DONE = "drawing", "done"  # waiting: for a card, for the others
DECISIONS = frozenset((CHOOSE_PASSPORT, CHOOSE_DECK, PLAY, SLOT, RESEARCH_DECK, DISCARD, BONUS,
                       GIVE))


@dataclass(frozen=True)
class RoundPlan:
    """Where a round's hand comes from (§1.4) and how many cards are placed from it."""

    tokyo: int = 0  # cards drawn from each deck
    kyoto: int = 0
    chosen: int = 0  # cards drawn from a deck of the seat's choice
    picks_up: tuple[int, ...] = ()  # the rounds whose passed cards are picked up
    place: int = 1


# Binding decision 3: the table of §1.4 (round 13: a card of a chosen deck plus round 12's).
ROUND_TABLE: Mapping[int, RoundPlan] = {
    1: RoundPlan(1, 1), 2: RoundPlan(1, 1), 3: RoundPlan(1, 1), 4: RoundPlan(1, 1),
    5: RoundPlan(picks_up=(1, 2, 3, 4), place=2),
    6: RoundPlan(2, 2, place=2),
    7: RoundPlan(picks_up=(5, 6), place=2),
    8: RoundPlan(2, 2, place=2),
    9: RoundPlan(picks_up=(7, 8), place=2),
    10: RoundPlan(picks_up=(9,)),
    11: RoundPlan(1, 1),
    12: RoundPlan(picks_up=(10, 11)),
    13: RoundPlan(chosen=1, picks_up=(12,)),
}


def pass_direction(round_: int) -> int:
    """Binding decision 2: left in rounds 1-7, right with the cards passed in round 8."""
    return LEFT if round_ < SWITCH_ROUND else RIGHT


def pass_target(seat: int, players: int, round_: int) -> int:
    return (seat + pass_direction(round_)) % players


def bonus_rewards(matches: int) -> tuple[str, ...]:
    """The day bonus rewards open to ``matches`` matching icons: its tier and every lower one."""
    return tuple(reward for tier in BONUS_TIERS[:min(matches, len(BONUS_TIERS))]
                 for reward in tier)


def letter_of(entry: str) -> str:
    """The deck letter of a card, face up or down, drawn or not."""
    return entry[1] if entry.startswith(FACE_DOWN) else entry[0]


def is_placeholder(entry: str) -> bool:
    return entry.endswith((HIDDEN, PENDING))


def city_of(entry: str) -> str:
    return CITY[letter_of(entry)]


@lru_cache(maxsize=64)
def slot_action(day: int, position: int) -> Action:
    return Action.of(SLOT, day=day, position=position)


@lru_cache(maxsize=512)
def card_action(kind: str, card: str, deck: str | None = None) -> Action:
    return Action.of(kind, card=card) if deck is None else Action.of(kind, card=card, deck=deck)


# The actions offered again and again, each list made once (bounded by the cards, the days'
# sizes and the trip's choices): finding the legal actions is most of a random player's turn.
@lru_cache(maxsize=256)
def take_action(card: str) -> Action:
    return card_action(TAKE, card)


@lru_cache(maxsize=256)
def walk_actions(card: str) -> tuple[Action, ...]:
    """The card discarded for a walk from each deck, in the order of CITIES."""
    return tuple(card_action(WALK, card, city) for city in CITIES)


class Made(dict):
    """A dict that makes a missing value from its key with ``make`` and keeps it: the values
    made once and then looked up at a dict's speed (a random player's turn is mostly finding
    its actions). Only for values bounded by the game (cards, days' sizes)."""

    def __init__(self, make: Callable[[Any], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Any:
        value = self[key] = self.make(key)
        return value


TAKE_ACTIONS = Made(take_action)  # card -> its take action
WALK_ACTIONS = Made(walk_actions)  # card -> its walks, in the order of CITIES

# DAY_SLOTS[day][size]: the slots of a day holding ``size`` cards (fewer than DAY_CARDS).
DAY_SLOTS = tuple(tuple(tuple(slot_action(day, position) for position in range(size + 1))
                        for size in range(DAY_CARDS)) for day in range(DAYS))


def _slots_of_sizes(sizes: tuple[int, ...]) -> tuple[Action, ...]:
    actions: list[Action] = []
    for slots, size in zip(DAY_SLOTS, sizes, strict=True):
        if size < DAY_CARDS:
            actions += slots[size]
    return tuple(actions)


# The slots by the days' sizes (at most 5**DAYS keys, far fewer in play).
SLOTS_BY_SIZES = Made(_slots_of_sizes)


DECK_ACTIONS = {kind: {city: Action.of(kind, deck=city) for city in CITIES}
                for kind in (CHOOSE_DECK, RESEARCH_DECK, RESEARCH)}
RESEARCH_ACTIONS = tuple(DECK_ACTIONS[RESEARCH].values())
BONUS_ACTIONS = {reward: Action.of(BONUS, reward=reward) for reward in BONUS_TIERS[0]
                 + BONUS_TIERS[1] + (LUXURY,)}


@lru_cache(maxsize=64)
def bonus_walk_action(deck: str, position: int) -> Action:
    return Action.of(BONUS, reward=EXTRA_WALK, deck=deck, position=position)


# Every action of the game, with its arguments: the draft's above and the trip's decisions
# (trip_action, for the seat's own trip or the agency's).
ACTION_KINDS = ActionKinds({
    CHOOSE_PASSPORT: {"number": int},
    **{kind: {"deck": str} for kind in (CHOOSE_DECK, RESEARCH_DECK, RESEARCH)},
    TAKE: {"card": str},
    WALK: {"card": str, "deck": str},
    SLOT: {"day": int, "position": int},
    DISCARD: {"card": str},
    BONUS: {"reward": str, "deck": Omittable(str), "position": Omittable(int)},
    GIVE: {"card": str, "deck": Omittable(str)},
    "trip": {"choice": str},
    AGENCY: {"choice": str},
})


def _placed_entry(entry: str) -> Placed:
    return Placed(entry.lstrip(FACE_DOWN), entry.startswith(FACE_DOWN))


PLACED_ENTRIES = Made(_placed_entry)  # an itinerary's entry -> the trip's card (immutable)

# The draft's recurring events, by their values in the order of their names.
CARD_PLACED = SharedEvents("card_placed", ("seat", "card", "day", "position"), private=True)
PLACED = SharedEvents("placed", ("seat", "day"))
WALKED = SharedEvents("walked", ("seat", "deck", "day", "position"))
DISCARDED = SharedEvents("discarded", ("seat", "card"), private=True)
DRAWN = SharedEvents("drawn", ("seat", "card"), private=True, reveals=True)
RESEARCHED = SharedEvents("research", ("seat",))
TRIP_CHOICE = SharedEvents("trip_choice", ("seat", "agency", "choice"))


@lru_cache(maxsize=4096)
def trip_action(kind: str, choice: Any) -> Action:
    return Action.of(kind, choice=choice)


@lru_cache(maxsize=1024)
def trip_actions(kind: str, choices: tuple[Any, ...]) -> tuple[Action, ...]:
    return tuple(trip_action(kind, choice) for choice in choices)


# A sheet's values besides its lists: tokens, the passport, and where it is in the round.
SHEET_TOKENS = ("research", "wilds", "luxury", "mood", "happiness", "passport", "step", "placed",
                "draws_left", "discards_left", "draw_deck", "bonus_day", "bonus_matches",
                "chosen", "walk_deck")


def _sheet_tokens(sheet: Sheet) -> tuple[Any, ...]:
    """SHEET_TOKENS' values, read one by one (thrice as quick as an attrgetter of them)."""
    return (sheet.research, sheet.wilds, sheet.luxury, sheet.mood, sheet.happiness,
            sheet.passport, sheet.step, sheet.placed, sheet.draws_left, sheet.discards_left,
            sheet.draw_deck, sheet.bonus_day, sheet.bonus_matches, sheet.chosen, sheet.walk_deck)


class Sheet:
    """One seat's board: hand, itinerary, tokens, incoming piles, and where it is in the round."""

    __slots__ = ("hand", "days", "incoming", "research", "wilds", "luxury", "mood", "happiness",
                 "offer", "passport", "step", "placed", "draws_left", "discards_left",
                 "draw_deck", "bonus_day", "bonus_matches", "fresh", "chosen", "walk_deck")

    def __init__(self) -> None:
        self.hand: list[str] = []
        self.days: list[list[str]] = [[] for _ in range(DAYS)]
        self.incoming: list[list[str]] = [[] for _ in range(ROUNDS)]  # by the round passed - 1
        self.research = self.wilds = self.luxury = self.mood = self.happiness = 0
        self.offer: list[int] = []  # the passports dealt (0: hidden in a view)
        self.passport: int | None = None  # kept (0: chosen, hidden in a view)
        self.step = DONE
        self.placed = 0  # cards placed this round
        self.draws_left = self.discards_left = 0  # of a research
        self.draw_deck: str | None = None  # the deck a waiting seat draws from
        self.bonus_day = -1
        self.bonus_matches = 0
        self.fresh: list[str] = []  # cards placed face up this round (hidden from the others)
        self.chosen = -1  # the hand's card chosen, waiting for its slot
        self.walk_deck: str | None = None  # the chosen card is discarded for a walk from it

    def copy(self) -> Sheet:
        twin = Sheet.__new__(Sheet)
        twin.research, twin.wilds, twin.luxury = self.research, self.wilds, self.luxury
        twin.mood, twin.happiness, twin.passport = self.mood, self.happiness, self.passport
        twin.step, twin.placed, twin.draw_deck = self.step, self.placed, self.draw_deck
        twin.draws_left, twin.discards_left = self.draws_left, self.discards_left
        twin.bonus_day, twin.bonus_matches = self.bonus_day, self.bonus_matches
        twin.chosen, twin.walk_deck = self.chosen, self.walk_deck
        twin.hand = self.hand[:]
        twin.days = [day[:] for day in self.days]
        twin.incoming = [pile[:] for pile in self.incoming]
        twin.offer = self.offer[:]
        twin.fresh = self.fresh[:]
        return twin

    def open_days(self) -> list[int]:
        return [day for day in range(DAYS) if len(self.days[day]) < DAY_CARDS]

    def snapshot(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "days": [list(day) for day in self.days],
                "incoming": [list(pile) for pile in self.incoming],
                "tokens": {"research": self.research, "wilds": self.wilds,
                           "luxury": self.luxury, "mood": self.mood,
                           "happiness": self.happiness},
                "offer": list(self.offer), "passport": self.passport, "step": self.step,
                "placed": self.placed, "research_left": [self.draws_left, self.discards_left],
                "draw_deck": self.draw_deck, "bonus": [self.bonus_day, self.bonus_matches],
                "fresh": list(self.fresh), "chosen": [self.chosen, self.walk_deck]}

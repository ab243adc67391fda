"""The trip planner: for every legal choice now, the best final total reachable (issue 9 §3).

An exact search, not a heuristic: a trip is a deterministic puzzle once the draft is over, so a
depth-first search over every decision finds the optimum. It is memoised on ``Trip.key()``,
which holds everything still relevant and nothing already scored, so every position is solved
once; the points still to come from a position depend only on its key. For the travel agency's
trip the open decisions are the solo player's, who wants the agency's total as low as possible.
"""

from __future__ import annotations

from typing import Any

from tabibito.engine import Rng

from .data import DAYS, LetsGoData
from .trip import Placed, Traveller, Trip

# A dealt itinerary (bench, tests): 18 cards, sometimes a 4th card on one day, some walks.
DEALT_WALK_CHANCE = 0.15
DEALT_BONUS_WALK_CHANCE = 0.3
DEALT_NO_TOKEN, DEALT_ONE_TOKEN = 6, 9  # in tenths: 60 % none, 30 % one, 10 % two


def best_choices(trip: Trip, memo: dict[tuple, int] | None = None) -> dict[Any, int]:
    """Every legal choice now with the best final total it leads to (the lowest for an agency).

    ``memo``: the search's memo of earlier decisions of the same trip (positions solved once
    stay solved), so a trip's later decisions are quick; a fresh one when None.
    """
    memo = {} if memo is None else memo
    pick = min if trip.agency is not None else max
    result = {}
    for choice in trip.choices():
        child = trip.clone()
        child.choose_trusted(choice)
        child = child.planning_copy()
        result[choice] = child.total() + _still_to_come(child, memo, pick)
    return result


def best_total(trip: Trip, memo: dict[tuple, int] | None = None) -> int:
    """The best final total from here (the lowest for an agency); the total once it is over.
    ``memo``: where the search keeps the positions it solved (its size tells what it cost)."""
    pick = min if trip.agency is not None else max
    copy = trip.planning_copy()
    return copy.total() + _still_to_come(copy, {} if memo is None else memo, pick)


def _still_to_come(trip: Trip, memo: dict[tuple, int], pick) -> int:
    """The best points still to come from ``trip``, which is the search's own: its last
    choice is taken on it in place (a clone fewer per position; most have a single choice)."""
    if trip.is_over():
        return 0
    key = trip.key()
    known = memo.get(key)
    if known is not None:
        return known
    if trip.at_last_wilds():
        memo[key] = best = trip.best_finish()
        return best
    base = trip.total()
    *others, last = trip.search_choices()
    outcomes = []
    for choice in others:
        child = trip.clone()
        child.choose_trusted(choice)
        outcomes.append(child.total() - base + _still_to_come(child, memo, pick))
    trip.choose_trusted(last)
    outcomes.append(trip.total() - base + _still_to_come(trip, memo, pick))
    memo[key] = best = pick(outcomes)
    return best


def dealt_traveller(data: LetsGoData, rng: Rng, passport: int | None = None) -> Traveller:
    """A finished itinerary from random cards, with the tokens a draft might leave."""
    cards = rng.shuffled(list(data.cards))
    bonus_day = rng.below(DAYS) if rng.random() < DEALT_BONUS_WALK_CHANCE else None
    days, taken = [], 0
    for day in range(DAYS):
        size = 4 if day == bonus_day else 3
        days.append(tuple(Placed(card, rng.random() < DEALT_WALK_CHANCE)
                          for card in cards[taken:taken + size]))
        taken += size
    return Traveller(tuple(days), research=rng.below(4), wilds=_few_tokens(rng),
                     luxury_trains=_few_tokens(rng), mood=rng.below(5) - 2,
                     happiness=rng.below(2), stress=0, passport=passport)


def _few_tokens(rng: Rng) -> int:
    """0, 1 or 2 tokens, the fewer the likelier (day bonuses of tiers 2 and 3 are rare)."""
    draw = rng.below(10)
    return 0 if draw < DEALT_NO_TOKEN else 1 if draw < DEALT_ONE_TOKEN else 2

"""The points ledger: every change to a seat's score is an event that says so.

An event that changes a score carries ``seat`` (whose score), ``points`` (the change, may be
negative) and ``category`` (the key of the score sheet's row it counts toward, one of the keys of
``Scores.breakdown``). Events without ``points`` change no score. A rival that scores without a
seat (``Scores.rivals``: Let's Go's solo travel agency) is named by ``rival`` (its ``Rival.id``)
instead of ``seat``; the seats' readers pass such events by, ``rival_scored`` and
``rival_by_category`` read them. Read in order, a match's
events then tell every score: the game log prints them with the running total, the final score
sheet explains each cell from them, and the tests check that they add up to ``State.scores()``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Event

POINTS = "points"
SEAT = "seat"
CATEGORY = "category"
RIVAL = "rival"


@dataclass(frozen=True, slots=True)
class Entry:
    """One change to one seat's score: ``events[index]`` gave ``seat`` ``points`` in
    ``category``, and the seat's score is ``total`` after it."""

    index: int
    seat: int
    points: int
    category: str
    total: int


def scored(event: Event) -> tuple[int, int, str] | None:
    """``(seat, points, category)`` when ``event`` changes a score, else None."""
    params = event.params
    points = params.get(POINTS)
    if points is None or CATEGORY not in params or RIVAL in params:
        return None  # a "points" without a category is a figure for the log, not a change
    return params[SEAT], points, params[CATEGORY]


def rival_scored(event: Event) -> tuple[str, int, str] | None:
    """``(rival, points, category)`` when ``event`` changes a rival's score, else None."""
    params = event.params
    if RIVAL not in params or POINTS not in params or CATEGORY not in params:
        return None
    return params[RIVAL], params[POINTS], params[CATEGORY]


def entries(events: Sequence[Event], seats: int) -> list[Entry]:
    """The score changes among ``events``, in order, each with its seat's running total."""
    totals = [0] * seats
    found: list[Entry] = []
    for index, event in enumerate(events):
        change = scored(event)
        if change is None:
            continue
        seat, points, category = change
        totals[seat] += points
        found.append(Entry(index, seat, points, category, totals[seat]))
    return found


def totals(events: Iterable[Event], seats: int) -> list[int]:
    """Each seat's score as the events tell it."""
    sums = [0] * seats
    for event in events:
        change = scored(event)
        if change is not None:
            sums[change[0]] += change[1]
    return sums


def by_category(events: Iterable[Event], seat: int) -> dict[str, int]:
    """``seat``'s points per category, as the events tell them."""
    return _by_category(map(scored, events), seat)


def rival_by_category(events: Iterable[Event], rival: str) -> dict[str, int]:
    """The points per category the events gave ``rival`` (a ``Rival.id``)."""
    return _by_category(map(rival_scored, events), rival)


def _by_category(changes: Iterable[tuple[Any, int, str] | None], whose: Any) -> dict[str, int]:
    sums: dict[str, int] = {}
    for change in changes:
        if change is not None and change[0] == whose:
            sums[change[2]] = sums.get(change[2], 0) + change[1]
    return sums

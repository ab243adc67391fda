"""Let's Go! To Japan's achievements: a trip to remember, beyond the points (issue 26 §3).

They read each traveller's finished trip (``Trip.snapshot``: highlights, mood, breakdown)."""

from __future__ import annotations

from typing import Any

from tabibito.engine import Scores
from tabibito.engine.achievements import Achievement, photo_finish, won

from .rules import LetsGoState
from .trip import DAY_KEYS, EXPERIENCE_TABLE, MOOD_STEPS

BIG_DAY_POINTS = 20
SCHOLAR_POINTS = 15
GRAND_TOUR_POINTS = 120
SEASONED_POINTS = EXPERIENCE_TABLE[0][1]  # the table's best row


def _trip(state: LetsGoState, seat: int) -> dict[str, Any]:
    snapshot: dict[str, Any] = state.trips[seat].snapshot()
    return snapshot


def highlight_every_day(state: LetsGoState, scores: Scores, seat: int) -> bool:
    """A highlight scored on all six days, Monday to Saturday."""
    return all(_trip(state, seat)["highlights"])


def perfect_mood(state: LetsGoState, scores: Scores, seat: int) -> bool:
    """Happiness at the top of its track and not a step of stress."""
    trip = _trip(state, seat)
    return trip["happiness"] == MOOD_STEPS and trip["stress"] == 0


def seasoned_traveller(state: LetsGoState, scores: Scores, seat: int) -> bool:
    return scores.breakdown[seat].get("experience", 0) >= SEASONED_POINTS


def first_class(state: LetsGoState, scores: Scores, seat: int) -> bool:
    """The trains cost nothing overall: luxury trains made up for every standard one."""
    return scores.breakdown[seat].get("trains", 0) >= 0


def scholar(state: LetsGoState, scores: Scores, seat: int) -> bool:
    return scores.breakdown[seat].get("research", 0) >= SCHOLAR_POINTS


def big_day(state: LetsGoState, scores: Scores, seat: int) -> bool:
    breakdown = scores.breakdown[seat]
    return max(breakdown.get(day, 0) for day in DAY_KEYS) >= BIG_DAY_POINTS


def grand_tour(state: LetsGoState, scores: Scores, seat: int) -> bool:
    return scores.totals[seat] >= GRAND_TOUR_POINTS


def beat_the_agency(state: LetsGoState, scores: Scores, seat: int) -> bool:
    """Alone, a better trip than the travel agency's (a tie shares the victory)."""
    return state.agency is not None and won(scores, seat)


def beat_the_hard_agency(state: LetsGoState, scores: Scores, seat: int) -> bool:
    return state.agency == "hard" and won(scores, seat)


ACHIEVEMENTS = (
    Achievement("highlight_every_day", highlight_every_day),
    Achievement("perfect_mood", perfect_mood),
    Achievement("seasoned_traveller", seasoned_traveller),
    Achievement("first_class", first_class),
    Achievement("scholar", scholar),
    Achievement("big_day", big_day),
    Achievement("grand_tour", grand_tour),
    Achievement("beat_the_agency", beat_the_agency),
    Achievement("beat_the_hard_agency", beat_the_hard_agency),
    Achievement("photo_finish", photo_finish),
)

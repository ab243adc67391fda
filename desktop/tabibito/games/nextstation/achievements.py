"""Next Station: Tokyo's achievements: a network a planner would be proud of (issue 26 §3).

Five read the sheet with the objective cards' own checks, so an achievement and the card of the
same goal always agree (the cards need not be in play for the achievement).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from tabibito.engine import Scores
from tabibito.engine.achievements import Achievement, Test

from .rules import NextStationState
from .scoring import LINE_CATEGORIES, SOLO_RATINGS, LineLike, achieved_objectives

BIG_LINE_POINTS = 30
EVERY_LINE_POINTS = 10
HUNDRED_POINTS = 100
TOP_RATING = len(SOLO_RATINGS) - 1


def _lines(state: NextStationState, seat: int) -> Sequence[LineLike]:
    """The sheet's lines as scoring reads them (a Line's fields are read-only, which mypy does
    not match with LineLike's plain attributes; scoring only reads them)."""
    return cast("Sequence[LineLike]", state.sheets[seat].lines_in_order())


def _meets(objective: str) -> Test:
    """Earned when the sheet meets the objective card ``objective``."""
    def earned(state: NextStationState, scores: Scores, seat: int) -> bool:
        return bool(achieved_objectives(state.map, _lines(state, seat), (objective,)))

    return earned


def big_line(state: NextStationState, scores: Scores, seat: int) -> bool:
    """One line worth 30 points or more (districts × stations in its busiest district)."""
    breakdown = scores.breakdown[seat]
    return max(breakdown.get(line, 0) for line in LINE_CATEGORIES) >= BIG_LINE_POINTS


def every_line_counts(state: NextStationState, scores: Scores, seat: int) -> bool:
    """All four lines worth 10 points or more: no pencil wasted."""
    breakdown = scores.breakdown[seat]
    return all(breakdown.get(line, 0) >= EVERY_LINE_POINTS for line in LINE_CATEGORIES)


def both_objectives(state: NextStationState, scores: Scores, seat: int) -> bool:
    """With the objectives module: both shared objectives met."""
    objectives = state.objectives
    met = achieved_objectives(state.map, _lines(state, seat), objectives)
    return bool(objectives) and len(met) == len(objectives)


def hundred_points(state: NextStationState, scores: Scores, seat: int) -> bool:
    return scores.totals[seat] >= HUNDRED_POINTS


def top_solo_rating(state: NextStationState, scores: Scores, seat: int) -> bool:
    """Alone, the best band of the solo rating table."""
    return state.solo_rating() == TOP_RATING


ACHIEVEMENTS = (
    Achievement("interchange_of_five", _meets("grand_interchange")),
    Achievement("every_stamp", _meets("all_stamps")),
    Achievement("whole_green_loop", _meets("green_loop")),
    Achievement("every_district", _meets("all_districts")),
    Achievement("four_big_interchanges", _meets("interchanges")),
    Achievement("big_line", big_line),
    Achievement("every_line_counts", every_line_counts),
    Achievement("both_objectives", both_objectives),
    Achievement("hundred_points", hundred_points),
    Achievement("top_solo_rating", top_solo_rating),
)

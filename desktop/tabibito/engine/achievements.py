"""Achievements: goals a player reaches in one game, beyond its score (issue 26 §3).

Each is a pure function of the finished game: the final state, its scores and a seat. The id is
the game's own and stable (the records keep it with the game's id, the UI words it); games list
theirs in ``games/<g>/achievements.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .game import Scores

# An achievement's test: (final state, its scores, seat) -> earned. The state is the game's own
# class, which the engine does not know.
Test = Callable[[Any, Scores, int], bool]


@dataclass(frozen=True)
class Achievement:
    id: str
    earned: Test


def earned(achievements: Sequence[Achievement], state: Any, seat: int,
           scores: Scores | None = None) -> tuple[str, ...]:
    """The ids of the ``achievements`` that ``seat`` earned in the finished ``state``."""
    final = scores if scores is not None else state.scores()
    return tuple(item.id for item in achievements if item.earned(state, final, seat))


def won(scores: Scores, seat: int) -> bool:
    return seat in scores.winners


def margin_over_the_next(scores: Scores, seat: int) -> int | None:
    """How far ``seat`` finished ahead of the best other seat or rival; None if nobody else."""
    others = [total for other, total in enumerate(scores.totals) if other != seat]
    others += [rival.total for rival in scores.rivals]
    return scores.totals[seat] - max(others) if others else None


def photo_finish(state: Any, scores: Scores, seat: int) -> bool:
    """The winner by a single point, over every other seat and rival (a game's own achievement
    of that name uses this test)."""
    return won(scores, seat) and margin_over_the_next(scores, seat) == 1

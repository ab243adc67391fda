"""Next Station's expert: the hard player's best few sections, each drawn on the same worlds
(the deck's unseen order sampled from the view) and played out to the end of the game with the
normal player's greedy drawing for every sheet; the section of best mean final result wins, the
hard player's value breaking near-ties."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import Action, Budget, Rng, State, WorldSearch

from .bots import GreedyBot, hard_values
from .rules import NextStationState

# Its work, in worlds (never in seconds): about 2 s a decision early in a game on the slow
# reference machine, a fraction of that later.
EXPERT_WORLDS = 12
EXPERT_CANDIDATES = 4
EXPERT_PRIOR_WEIGHT = 0.5  # per point of the hard player's value
_GREEDY = GreedyBot()


def hard_prior(view: State, actions: Sequence[Action], seat: int, rng: Rng) -> list[float]:
    value = hard_values(_state(view), seat)
    return [value(action) for action in actions]


def greedy_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    return _GREEDY.choose(_state(world), actions, rng, seat, Budget())


def _state(state: State) -> NextStationState:
    assert isinstance(state, NextStationState)
    return state


def expert() -> WorldSearch:
    return WorldSearch(hard_prior, greedy_policy, worlds=EXPERT_WORLDS,
                       candidates=EXPERT_CANDIDATES, prior_weight=EXPERT_PRIOR_WEIGHT)

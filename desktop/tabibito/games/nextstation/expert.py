"""Next Station's expert: the hard player's best few sections, each drawn on the same worlds
(the deck's unseen order sampled from the view) and its own sheet played out to the end of the
game by the normal player's greedy drawing; the section of best mean final score wins, the hard
player's value breaking near-ties.

The sheets never touch each other (every player draws on the same cards, and the shared
objectives pay each sheet that achieves them alike), so a world's result is the expert's own
total, and the other seats only pass through the playouts at the least cost: their choices would
change nothing but the noise."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import Action, Budget, Rng, State, WorldSearch

from .bots import GreedyBot, hard_values
from .rules import PASS, NextStationState

# Its work, in worlds (never in seconds). Only its own sheet is played out, so a world costs about
# a quarter of what it did when every sheet was drawn greedily.
EXPERT_WORLDS = 24
EXPERT_CANDIDATES = 4
EXPERT_PRIOR_WEIGHT = 0.5  # per point of the hard player's value
_GREEDY = GreedyBot()


def hard_prior(view: State, actions: Sequence[Action], seat: int, rng: Rng) -> list[float]:
    value = hard_values(_state(view), seat)
    return [value(action) for action in actions]


def greedy_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    return _GREEDY.choose(_state(world), actions, rng, seat, Budget())


def passing_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    """Another seat's turn in a playout: it cannot change the expert's score, so the cheapest
    legal action (a pass where one is allowed)."""
    return PASS if PASS in actions else actions[0]


def own_total(world: State, seat: int) -> float:
    return float(world.scores().totals[seat])


def _state(state: State) -> NextStationState:
    assert isinstance(state, NextStationState)
    return state


def expert() -> WorldSearch:
    return WorldSearch(hard_prior, passing_policy, own_policy=greedy_policy, evaluation=own_total,
                       worlds=EXPERT_WORLDS, candidates=EXPERT_CANDIDATES,
                       prior_weight=EXPERT_PRIOR_WEIGHT)

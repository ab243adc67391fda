"""Next Station's expert: the hard player's best few sections, each drawn on the same worlds
(the deck's unseen order sampled from the view) and its own sheet played out to the end of the
game; the section of best mean final score wins, the hard player's value breaking near-ties.

In a playout the rest of the decision's round is drawn as the hard player draws: the round's
cards, in the world's order, are what the decision is about, and the normal player's greedy
drawing there would judge a section by a weaker follow-up than the expert will play (with greedy
playouts all through, the expert gained only 3 points a game on the hard player). The later
rounds are drawn greedily, at a tenth of the cost: they only need to value roughly the stations
this round's line leaves for later lines. It plays each candidate on 48 worlds: with 16, the best
section's lead over the next (2.5 points) was within the spread between worlds (8.6 points), and
over 48 seeded 4-player games against three hard players 48 worlds scored 4.9 points a game more
than 16 (127.2 against 122.3).

The sheets never touch each other (every player draws on the same cards, and the shared
objectives pay each sheet that achieves them alike), so a world's result is the expert's own
total, and the other seats only pass through the playouts at the least cost: their choices would
change nothing but the noise."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import Action, Budget, Policy, Rng, State, WorldSearch

from .bots import GreedyBot, LookaheadBot, hard_values
from .rules import PASS, NextStationState

# Its work, in worlds (never in seconds).
EXPERT_WORLDS = 48  # 16 left the best section's lead within the worlds' spread
EXPERT_CANDIDATES = 4
EXPERT_PRIOR_WEIGHT = 0.5  # per point of the hard player's value
_GREEDY = GreedyBot()
_HARD = LookaheadBot()


def hard_prior(view: State, actions: Sequence[Action], seat: int, rng: Rng) -> list[float]:
    value = hard_values(_state(view), seat)
    return [value(action) for action in actions]


def greedy_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    return _GREEDY.choose(_state(world), actions, rng, seat, Budget())


def hard_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    return _HARD.choose(_state(world), actions, rng, seat, Budget())


def round_then_greedy(view: State, seat: int) -> Policy:
    """The expert's own playout policy for a decision in ``view``: hard to the end of the view's
    round, greedy after it."""
    this_round = _state(view).round

    def policy(world: State, actor: int, actions: Sequence[Action], rng: Rng) -> Action:
        in_round = _state(world).round == this_round
        return (hard_policy if in_round else greedy_policy)(world, actor, actions, rng)

    return policy


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
    return WorldSearch(hard_prior, passing_policy, own_policy_for=round_then_greedy,
                       evaluation=own_total, worlds=EXPERT_WORLDS,
                       candidates=EXPERT_CANDIDATES, prior_weight=EXPERT_PRIOR_WEIGHT)

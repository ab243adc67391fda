"""Play to the end on the trusted path, at random or by a policy: the search bots' playouts and
the benchmark's."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Action
from .game import State
from .rng import Rng

# A playout's policy: the action a seat takes on a world, given its legal actions and a stream.
Policy = Callable[[State, int, Sequence[Action], Rng], Action]

# A game that has not ended after this many steps is broken; stop rather than spin forever.
MAX_PLAYOUT_STEPS = 100_000


def random_playout(state: State, rng: Rng) -> int:
    """Play ``state`` (a determinized or full state, changed in place) to its end: random legal
    actions seat by seat, resolutions as they fall due. Returns the steps taken."""
    steps = 0
    while not state.is_over():
        if steps >= MAX_PLAYOUT_STEPS:
            raise RuntimeError("a random playout did not end")
        seats = state.to_act()
        if not seats:
            state.resolve_trusted()
        else:
            seat = seats[0]
            state.apply_trusted(seat, rng.choice(state.legal_actions(seat)))
        steps += 1
    return steps


def policy_playout(state: State, policy: Policy, rng: Rng,
                   until: Callable[[State], bool] | None = None) -> int:
    """``random_playout`` with every seat playing ``policy`` (a forced move is taken without
    asking it), to the end or, if given, to the first state ``until`` holds of (a search that
    values a position before the end). Returns the steps taken."""
    steps = 0
    while not state.is_over() and (until is None or not until(state)):
        if steps >= MAX_PLAYOUT_STEPS:
            raise RuntimeError("a playout did not end")
        seats = state.to_act()
        if not seats:
            state.resolve_trusted()
        else:
            seat = seats[0]
            actions = state.legal_actions(seat)
            action = actions[0] if len(actions) == 1 else policy(state, seat, actions, rng)
            state.apply_trusted(seat, action)
        steps += 1
    return steps

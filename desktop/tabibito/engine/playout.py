"""Random play to the end on the trusted path: the search bots' playouts and the benchmark's."""

from __future__ import annotations

from .game import State
from .rng import Rng

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

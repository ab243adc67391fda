"""A computer player's decision depends only on the position it sees and its seed (issue 24 §1):
asked twice it answers the same, and a machine so slow that every look at the clock finds 50 ms
gone changes nothing, at every level of every game. The budget's time is a safety ceiling."""

from __future__ import annotations

import pytest

from tabibito.engine import BOT_LEVELS, Budget, Rng
from tabibito.engine import budget as budget_module
from tests.engine.conformance import Case, all_games, applicable, step_randomly

# Random steps into a game before the bots are asked: a position with choices behind it.
STEPS = (6, 25)


class SlowClock:
    """The clock of a very slow machine: every look at it finds 50 ms gone."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 0.05
        return self.now


def positions(game, seed: int):
    """Mid-game states of the full game (every expansion on) at two depths, with the seat to
    decide and its choices."""
    players = min(max(game.min_players, 3), game.max_players)
    case = Case(game, players, applicable(game, game.full_options, players), "full")
    found = []
    for steps in STEPS:
        state = case.new_state(seed)
        rng = Rng(seed)
        for _ in range(steps):
            if state.is_over():
                break
            step_randomly(state, rng)
        while not state.to_act() and state.needs_resolution():
            state.resolve()
        if state.to_act():
            seat = state.to_act()[0]
            found.append((state, seat, state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.id)
def test_a_decision_is_the_same_asked_twice_and_on_a_slow_machine(game, level, monkeypatch):
    bot = game.make_bot(level)
    found = positions(game, seed=7)
    assert found, f"{game.id}: no position to decide in"
    for state, seat, legal in found:
        view = state.view(seat)
        first = bot.choose(view, legal, Rng(11), seat, Budget())
        assert bot.choose(view, legal, Rng(11), seat, Budget()) == first  # asked again
        clock = SlowClock()
        with monkeypatch.context() as patched:
            patched.setattr(budget_module, "time", clock)
            slow = bot.choose(view, legal, Rng(11), seat, Budget(20, started=clock.monotonic()))
        assert slow == first, f"{game.id} {level}: {slow} on a slow machine, {first} otherwise"
        assert clock.now < 20, "the safety ceiling was reached: the test says nothing"

"""Seeded random games of Tokaido for 2-5 players and every base variant: every game ends, every
state keeps its invariants, and the trusted path plays the same game as the checked one."""

import pytest

from tabibito.engine import Rng, Seat, random_playout
from tabibito.games.tokaido import GAME
from tests.engine.conformance import check_state

VARIANTS = [{}, {"gastronomy": True, "preparations": True}, {"initiation": True},
            {"return_trip": True}]
GAMES_PER_SET_UP = 15


def new(players, options, seed):
    resolved = GAME.resolve_options(options, players)
    return GAME.new_state(resolved, [Seat(f"P{i}") for i in range(players)], seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_random_games_end_and_keep_their_invariants(players, variant):
    actions = 0
    for seed in range(GAMES_PER_SET_UP):
        state = new(players, VARIANTS[variant], seed)
        rng = Rng(seed)
        while not state.is_over():
            if state.needs_resolution():
                state.resolve()
            else:
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
                actions += 1
            check_state(GAME, state, players)
        assert all(stop == state.rules.final for stop in state.stop)
        assert all(len(j.meals) <= 4 for j in state.journeys)
    assert actions > 500


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_trusted_path_plays_the_same_game(players):
    for seed in range(10):
        trusted, checked = new(players, {}, seed), new(players, {}, seed)
        random_playout(trusted, Rng(seed))
        rng = Rng(seed)
        while not checked.is_over():
            seats = checked.to_act()
            if not seats:
                checked.resolve()
            else:
                checked.apply(seats[0], rng.choice(checked.legal_actions(seats[0])))
        assert trusted.snapshot() == checked.snapshot()

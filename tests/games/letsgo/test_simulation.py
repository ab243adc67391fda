"""Seeded games of Let's Go for 1, 2 and 5 players: random games end with every state's
invariants kept, bot games end, and ``simulate --json`` lists the solo agency as a rival."""

from __future__ import annotations

import json

import pytest

from tabibito.cli import main
from tabibito.engine import Match, Rng, Seat
from tabibito.games.letsgo import GAME, rules
from tests.engine.conformance import check_state

GAMES_PER_SET_UP = 2


def new(players, options, seed):
    resolved = GAME.resolve_options(options, players)
    return GAME.new_state(resolved, [Seat(f"P{i}") for i in range(players)], seed)


@pytest.mark.parametrize("players", [1, 2, 5])
@pytest.mark.parametrize("passport", [False, True])
def test_random_games_end_and_keep_their_invariants(players, passport):
    for seed in range(GAMES_PER_SET_UP):
        state = new(players, {"passport": passport}, seed)
        rng = Rng(seed)
        while not state.is_over():
            if state.needs_resolution():
                state.resolve()
            else:
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            check_state(GAME, state, players)
        for sheet in state.sheets:
            assert all(3 <= len(day) <= 4 for day in sheet.days)
            assert sum(len(day) for day in sheet.days) - sum(
                1 for day in sheet.days if len(day) == 4) == 18
        assert len(state.agency_cards) == (18 if players == 1 else 0)
        assert state.scores().winners or state.scores().rival_winners


@pytest.mark.parametrize(("players", "bots"), [(1, "normal"), (2, "easy,normal"),
                                               (5, "easy,normal,easy,normal,easy")])
def test_bot_games_end(players, bots):
    seats = [Seat(f"{level} {i}", level) for i, level in enumerate(bots.split(","))]
    match = Match(GAME, {}, seats, 3)
    match.play_bots()
    assert match.is_over()
    assert match.state.phase == rules.OVER


def test_simulate_lists_the_agency_under_rivals(capsys):
    code = main(["simulate", "--game", "letsgo", "--players", "1", "--games", "2",
                 "--bots", "easy", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    for game in report["games"]:
        assert [rival["id"] for rival in game["rivals"]] == ["agency"]
        assert isinstance(game["rivals"][0]["score"], int)

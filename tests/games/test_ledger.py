"""Every change to a score is an event, and the events add up to the score (engine/ledger.py).

In seeded random games of every registered game, at every player count and with its option
combinations (tests/engine/conformance.py's set-ups), the ledger's totals equal the live scores
after every action wherever the game shows them, and at the end the final totals, category by
category. Worked examples of single scorings live beside each game's own tests."""

from __future__ import annotations

import pytest

from tabibito.engine import Event, Rng, State, ledger
from tabibito.engine.game import Game
from tests.engine.conformance import Case, applicable, cases, registered_games

GAMES, _ = registered_games()
SEEDS = (0, 1)


def each_option_flipped(game: Game) -> list[Case]:
    """Beyond the conformance set-ups (defaults, everything on, few combinations): each option
    at each of its values, from the defaults and from everything on, at the fewest and the most
    players, so that each expansion, module and variant is played on and off."""
    found = []
    for players in sorted({game.min_players, game.max_players}):
        for label, base in (("default", {}), ("full", dict(game.full_options))):
            for spec in game.options:
                for value in spec.choices:
                    options = applicable(game, {**base, spec.key: value}, players)
                    found.append(Case(game, players, options, f"{label}-{spec.key}={value}"))
    return found


def set_ups(game: Game) -> list[Case]:
    unique: list[Case] = []
    for case in cases(game) + each_option_flipped(game):
        if all((case.players, case.options) != (seen.players, seen.options) for seen in unique):
            unique.append(case)
    return unique


CASES = [case for game in GAMES for case in set_ups(game)]


def rival_totals(events: list[Event]) -> dict[str, int]:
    """What the events gave the rivals that score without a seat (Let's Go's agency)."""
    sums: dict[str, int] = {}
    for event in events:
        change = ledger.rival_scored(event)
        if change is not None:
            sums[change[0]] = sums.get(change[0], 0) + change[1]
    return sums


def nonzero(points: dict[str, int]) -> dict[str, int]:
    return {category: value for category, value in points.items() if value}


def assert_adds_up(state: State, events: list[Event], players: int, when: str,
                   final: bool = False) -> None:
    scores = state.scores() if final else state.live_scores()
    if scores is None:  # hidden until the end (Let's Go before the trip): nothing scored yet
        assert ledger.totals(events, players) == [0] * players, when
        return
    assert ledger.totals(events, players) == list(scores.totals), when
    for rival in scores.rivals:
        assert rival_totals(events).get(rival.id, 0) == rival.total, f"{when}: {rival.id}"
    if final:
        for seat in range(players):
            assert nonzero(ledger.by_category(events, seat)) == nonzero(
                dict(scores.breakdown[seat])), f"{when}: seat {seat}'s categories"
        for rival in scores.rivals:
            assert nonzero(ledger.rival_by_category(events, rival.id)) == nonzero(
                dict(rival.breakdown)), f"{when}: {rival.id}'s categories"


def play_logged(case: Case, seed: int) -> tuple[State, list[Event]]:
    """A seeded random game, checked against the ledger after every action and resolution."""
    state = case.new_state(seed)
    events = list(state.opening_events())
    rng = Rng(seed)
    while not state.is_over():
        to_act = state.to_act()
        if to_act:
            seat = to_act[0]
            action = rng.choice(state.legal_actions(seat))
            events += state.apply(seat, action)
            what = f"seed {seed}, after seat {seat}'s {action!r}"
        else:
            events += state.resolve()
            what = f"seed {seed}, after a resolution"
        assert_adds_up(state, events, case.players, what)
    return state, events


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_the_logged_points_add_up_to_every_score(case):
    for seed in SEEDS:
        state, events = play_logged(case, seed)
        assert_adds_up(state, events, case.players, f"seed {seed}, at the end", final=True)

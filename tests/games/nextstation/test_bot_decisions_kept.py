"""The hard and normal players' quick appraisal decides as the plain one did: seeded games keep
every decision, and the hard player's value of every legal action, to the last bit.

The fingerprints (crc32 of a game's actions; of the hard player's values, as their reprs) were
recorded with the code before the appraisal was made incremental (main at 71c05bf): a change
that moves a single decision or value anywhere in these games fails here."""

import json
import zlib

import pytest

from tabibito.engine import Budget, Rng, Seat, WorldSearch
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.bots import Appraiser, GreedyBot, LookaheadBot, hard_values
from tabibito.games.nextstation.expert import (
    hard_prior,
    own_total,
    passing_policy,
    round_then_greedy,
)
from tabibito.games.nextstation.network import ALL_SYMBOLS, network, open_guides

# (players, options, seed) -> (actions' crc32, hard values' crc32, actions, valued positions)
RECORDED = {
    (2, "base", 1): (166926489, 4219732500, 72, 33),
    (2, "base", 2): (576732267, 3811209477, 70, 33),
    (2, "base", 3): (3311847137, 2132501119, 70, 33),
    (2, "full", 1): (3735370364, 292368535, 72, 33),
    (2, "full", 2): (2235604380, 3097766688, 70, 32),
    (2, "full", 3): (564040441, 2731309829, 72, 34),
    (4, "base", 1): (1792145655, 645887452, 144, 68),
    (4, "base", 2): (3905319421, 4015501037, 140, 63),
    (4, "base", 3): (3244751124, 4159388147, 140, 68),
    (4, "full", 1): (108741042, 173989750, 144, 63),
    (4, "full", 2): (3449735363, 3206231674, 139, 63),
    (4, "full", 3): (882551315, 4132935274, 143, 67),
}
OPTIONS = {"base": {}, "full": dict(GAME.full_options)}
# The expert's first decisions of seat 0 (4 players, hard seats beside it), seeds 1 and 2: its
# playouts run the hard player to the round's end and the normal one after it.
EXPERT_DECISIONS = 3
EXPERT_RECORDED = {1: 3108594864, 2: 810164111}


def levels(players: int, seed: int) -> list[str]:
    if players == 4:
        return ["hard", "normal", "hard", "normal"]
    return ["hard", "normal"] if seed % 2 else ["normal", "hard"]


def play(players: int, options: dict, seed: int) -> tuple[int, int, int, int]:
    bots = {"hard": LookaheadBot(), "normal": GreedyBot()}
    seats = levels(players, seed)
    state = GAME.new_state(GAME.resolve_options(options, players),
                           [Seat(f"P{s}") for s in range(players)], seed)
    rngs = [Rng(seed * 10 + s) for s in range(players)]
    actions, values = [], []
    while not state.is_over():
        if state.needs_resolution():
            state.resolve()
            continue
        seat = state.to_act()[0]
        view = state.view(seat)
        legal = view.legal_actions(seat)
        if seats[seat] == "hard" and len(legal) > 1:
            value = hard_values(view, seat)
            values.append([repr(value(action)) for action in legal])
        action = bots[seats[seat]].choose(view, legal, rngs[seat], seat, Budget())
        actions.append(repr(action))
        state.apply(seat, action)
    return (zlib.crc32("|".join(actions).encode()), zlib.crc32(json.dumps(values).encode()),
            len(actions), len(values))


def expert_choices(seed: int) -> int:
    state = GAME.new_state(GAME.resolve_options({}, 4), [Seat(f"P{s}") for s in range(4)], seed)
    # The expert as it was recorded (16 worlds), whatever its work is set to now.
    expert = WorldSearch(hard_prior, passing_policy, own_policy_for=round_then_greedy,
                         evaluation=own_total, worlds=16, candidates=4, prior_weight=0.5)
    hard = LookaheadBot()
    rngs = [Rng(seed * 10 + s) for s in range(4)]
    chosen: list[str] = []
    while len(chosen) < EXPERT_DECISIONS:
        if state.needs_resolution():
            state.resolve()
            continue
        seat = state.to_act()[0]
        view = state.view(seat)
        bot = expert if seat == 0 else hard
        action = bot.choose(view, view.legal_actions(seat), rngs[seat], seat, Budget())
        if seat == 0:
            chosen.append(repr(action))
        state.apply(seat, action)
    return zlib.crc32("|".join(chosen).encode())


@pytest.mark.parametrize(("players", "options", "seed"), sorted(RECORDED))
def test_seeded_games_keep_every_decision_and_hard_value(players, options, seed):
    assert play(players, OPTIONS[options], seed) == RECORDED[players, options, seed]


@pytest.mark.parametrize("seed", sorted(EXPERT_RECORDED))
def test_the_expert_keeps_its_decisions(seed):
    assert expert_choices(seed) == EXPERT_RECORDED[seed]


def test_a_line_one_station_longer_is_appraised_as_a_whole_line():
    net = network(GAME.new_state({}, [Seat("P0")], 1).map)
    for options in OPTIONS.values():
        state = GAME.new_state(GAME.resolve_options(options, 2), [Seat("P0"), Seat("P1")], 5)
        rng = Rng(5)
        while not state.is_over():
            if state.needs_resolution():
                state.resolve()
                continue
            seat = state.to_act()[0]
            view = state.view(seat)
            appraiser = Appraiser(view, seat)
            sheet = view.sheet(seat)
            line = sheet.lines[view.pencil(seat)]
            summary = appraiser.summary(line)
            for guide in open_guides(net, sheet, line, ALL_SYMBOLS, True, True):
                longer = line.extended(guide.frm, guide.to, guide.track, guide.bit)
                whole = appraiser.points(longer)
                assert appraiser.extended_points(summary, guide.to) == whole
                assert appraiser.points(longer, appraiser.extended_summary(summary, guide.to)) \
                    == whole
            state.apply(seat, rng.choice(state.legal_actions(seat)))

"""Seeded random games of Next Station: Tokyo with every state's invariants checked, and saves
that replay to the same scores."""

import json
from collections import Counter

import pytest

from tabibito.engine import Action, IllegalAction, Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.cards import CARDS, DECK, SUBWAY_PER_ROUND
from tabibito.games.nextstation.network import MAX_LINES_PER_SECTION, network
from tabibito.games.nextstation.rules import PASS, ROUNDS, STOP, NextStationState, pencil_for
from tabibito.games.nextstation.tokyo_map import load_map

TOKYO = load_map()
NET = network(TOKYO)
# Seeds cycle through the table's sizes (4), effects (3) and objectives (5): every combination
# is played four times.
GAMES = 4 * 3 * 5 * 4


def check_sheet(state: NextStationState, seat: int) -> None:
    sheet = state.sheet(seat)
    assert list(sheet.lines) == [pencil_for(seat, r) for r in range(state.round + 1)]
    drawn = NET.green_mask
    riders: Counter[str] = Counter(t for t in TOKYO.tracks if TOKYO.tracks[t].green)
    for pencil, line in sheet.lines.items():
        check_line(pencil, line)
        riders.update(line.tracks)
        for track in line.tracks:
            drawn |= NET.bit[track]
    assert sheet.drawn == drawn
    for track in riders:  # no section crosses another, the green loop included
        assert NET.crossing[track] & drawn == 0, (seat, track)
    assert max(riders.values()) <= MAX_LINES_PER_SECTION


def check_line(pencil, line) -> None:
    """A line is a tree grown from its departure station, each station once."""
    assert line.pencil == pencil and line.stations[0] == TOKYO.starts[pencil]
    assert len(set(line.stations)) == len(line.stations)
    assert len(line.tracks) == len(line.stations) - 1 == len(set(line.tracks))
    degree: Counter[str] = Counter()
    for index, track_id in enumerate(line.tracks):
        track = TOKYO.tracks[track_id]
        new = line.stations[index + 1]
        assert new in (track.a, track.b)
        assert track.other(new) in line.stations[:index + 1]
        degree.update((track.a, track.b))
    if line.tracks:
        assert sorted(line.ends()) == sorted(s for s, n in degree.items() if n == 1)
    else:
        assert line.ends() == (line.stations[0],)
    assert set(line.doubled) <= set(line.stations)


def check_cards(state: NextStationState) -> None:
    assert sorted(state.flipped + state.remaining_cards) == sorted(c.id for c in DECK)
    subway_seen = sum(CARDS[c].subway for c in state.flipped)
    assert state.subway_left == SUBWAY_PER_ROUND - subway_seen >= 0
    assert 0 <= state.round < ROUNDS
    if state.is_over():
        assert state.round == ROUNDS - 1 and state.to_act() == ()
        assert state.subway_left == 0
        return
    assert state.flipped[-len(state.current_cards):] == state.current_cards
    before = state.flipped[:-len(state.current_cards)]
    assert sum(CARDS[c].subway for c in before) < SUBWAY_PER_ROUND  # the round was not over yet
    assert state.to_act() == tuple(s for s in range(state.players) if not state.decided(s))
    assert state.to_act() or state.needs_resolution()


def check_scores(state: NextStationState) -> None:
    scores = state.scores()
    for total, breakdown in zip(scores.totals, scores.breakdown, strict=True):
        assert total == sum(breakdown.values())
    assert scores.winners and max(scores.totals) == scores.totals[scores.winners[0]]


def check(state: NextStationState) -> None:
    assert state.invariant_problems() == []
    check_cards(state)
    for seat in range(state.players):
        check_sheet(state, seat)
    check_scores(state)


def refused_draw(state: NextStationState, seat: int, rng: Rng) -> Action | None:
    """A draw along a guide of the map that the rules do not allow now, if one comes to hand."""
    legal = set(state.legal_actions(seat))
    station = rng.choice(sorted(TOKYO.stations))
    for guide in NET.guides[station]:
        action = Action.of("draw", frm=station, to=guide.to)
        if action not in legal:
            return action
    return None


def play_random_game(seed: int) -> NextStationState:
    rng = Rng(seed)
    players = 1 + seed % 4
    options = {"effects": seed % 3 == 1, "objectives": seed % 5 < 2}
    # The rules never know which seats are human: mix both.
    seats = [Seat("p", None if (seed + i) % 2 else "easy") for i in range(players)]
    state = GAME.new_state(GAME.resolve_options(options), seats, seed)
    check(state)
    while not state.is_over():
        if state.needs_resolution():
            state.resolve()
            check(state)
            continue
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        assert legal and legal[-1] in (PASS, STOP)  # a turn can always be ended
        refused = refused_draw(state, seat, rng)
        if refused is not None:
            before = (state.sheets, state.to_act(), state.flipped, state.round)
            with pytest.raises(IllegalAction):
                state.apply(seat, refused)
            assert (state.sheets, state.to_act(), state.flipped, state.round) == before
        state.apply(seat, rng.choice(legal))
        check(state)
    return state


@pytest.mark.parametrize("options", [{}, {"effects": True, "objectives": True}])
def test_the_trusted_path_plays_the_same_games_as_the_checked_one(options):
    """apply_trusted and resolve_trusted skip the checks and the events, nothing else."""
    for seed in range(40):
        players = 1 + seed % 4
        seats = [Seat("p")] * players
        checked = GAME.new_state(GAME.resolve_options(options), seats, seed)
        trusted = checked.clone()
        rng = Rng(seed)
        while not checked.is_over():
            if checked.needs_resolution():
                checked.resolve()
                trusted.resolve_trusted()
            else:
                seat = rng.choice(checked.to_act())
                action = rng.choice(checked.legal_actions(seat))
                checked.apply(seat, action)
                trusted.apply_trusted(seat, action)
            assert trusted.snapshot() == checked.snapshot()
        assert trusted.is_over() and trusted.scores() == checked.scores()


@pytest.mark.slow
def test_random_games_keep_every_invariant():
    rounds_played = Counter()
    for seed in range(GAMES):
        state = play_random_game(seed)
        assert state.is_over()
        rounds_played[len(state.sheet(0).lines)] += 1
    assert rounds_played == {ROUNDS: GAMES}


@pytest.mark.parametrize("options", [{}, {"effects": True, "objectives": True}])
def test_a_saved_match_replays_to_the_same_scores(options):
    seats = [Seat("Aki", "hard"), Seat("Ben", "easy"), Seat("Chie", "normal")]
    match = Match(GAME, options, seats, 2024)
    match.play_bots()
    assert match.is_over()
    saved = json.loads(json.dumps(match.to_save()))
    loaded = Match.from_save(saved, REGISTRY)
    assert loaded.is_over()
    assert loaded.state.scores() == match.state.scores()
    assert loaded.state.sheets == match.state.sheets


def test_a_half_played_save_replays_to_the_same_state():
    match = Match(GAME, {"effects": True}, [Seat("Aki"), Seat("Bot", "normal")], 77)
    for _ in range(25):
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
        match.play_bots()
    loaded = Match.from_save(json.loads(json.dumps(match.to_save())), REGISTRY)
    assert loaded.state.sheets == match.state.sheets
    assert loaded.state.flipped == match.state.flipped
    assert loaded.state.to_act() == match.state.to_act()
    assert loaded.state.scores() == match.state.scores()

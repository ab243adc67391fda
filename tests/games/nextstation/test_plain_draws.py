"""The quick paths of a decision say what the construction rules say: plain_draws (a card with
neither switch nor double track) leaves out what the rules leave out (the conformance suite
holds it to open_guides at every decision: NextStationState.fast_twins); a line grows its ends
as before; a stamp is counted from the edge stations alone."""

import pytest

from tabibito.engine import Action, IllegalAction, Match, Seat
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation import scoring as S
from tabibito.games.nextstation.network import ALL_SYMBOLS, Line, network, plain_draws
from tabibito.games.nextstation.rules import PASS
from tabibito.games.nextstation.tokyo_map import load_map
from tests.wanderers import easy_wandering

TOKYO = load_map()
NET = network(TOKYO)


def positions(seed: int, options: dict) -> list:
    """(sheet, line) of every seat before each decision of a game of random players."""
    match = easy_wandering(Match(GAME, options, [Seat(f"bot {s}", "easy") for s in range(4)], seed))
    seen = []
    while not match.is_over():
        state = match.state
        for seat in state.to_act():
            seen.append((state.sheet(seat), state.line(seat)))
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    return seen


def test_plain_draws_leave_out_a_drawn_section_and_a_crossing_one():
    sheet, line = next((s, ln) for s, ln in positions(3, {}) if len(ln.tracks) >= 3)
    toward = NET.toward[ALL_SYMBOLS]
    offered = plain_draws(toward, sheet.drawn, line)
    for start in line.termini:
        for guide in toward[start]:
            blocked = guide.bit & sheet.drawn or guide.crossing & sheet.drawn
            assert (guide.draw in offered) == (not blocked and guide.to not in line.stations)


def test_a_plain_card_offers_the_pass_after_its_sections():
    match = easy_wandering(Match(GAME, {}, [Seat(f"bot {s}", "easy") for s in range(4)], 6))
    state = match.state
    actions = state.legal_actions(0)
    assert actions[-1] == PASS and PASS not in actions[:-1]
    assert all(action.kind == "draw" for action in actions[:-1])


def test_a_line_grows_at_its_ends():
    start = TOKYO.starts["blue"]
    first = NET.guides[start][0]
    line = Line.at("blue", start).extended(start, first.to, first.track, first.bit)
    assert line.termini == (start, first.to)
    onward = next(g for g in NET.guides[first.to] if g.to != start)
    grown = line.extended(first.to, onward.to, onward.track, onward.bit, doubled=True)
    assert grown.termini == (start, onward.to)  # the other end stays first
    assert grown.stations == (start, first.to, onward.to) and grown.doubled == (onward.to,)
    assert grown.track_mask == first.bit | onward.bit
    back = next(g for g in NET.guides[start] if g.to not in grown.stations)
    at_start = grown.extended(start, back.to, back.track, back.bit)
    assert at_start.termini == (onward.to, back.to)
    branch = next(g for g in NET.guides[first.to] if g.to not in at_start.stations)
    branched = at_start.extended(first.to, branch.to, branch.track, branch.bit)
    assert branched.termini == (onward.to, back.to, branch.to)  # a branch: one end more


def stamped_by_every_station(lines_at) -> tuple[str, ...]:
    """The stamps as first counted: every station with a line looked at."""
    facts = S.map_facts(TOKYO)
    busy = {facts.district[s] for s, n in lines_at.items() if n >= S.STAMP_MIN_LINES}
    return tuple(d for d in facts.edge_districts if d in busy)


def test_stamps_from_the_edge_stations_are_the_stamps_of_every_station():
    earned = 0
    for seed in range(4):
        match = easy_wandering(Match(GAME, {}, [Seat(f"bot {s}", "easy") for s in range(4)], seed))
        match.play_bots()
        for seat in range(4):
            lines = match.state.sheet(seat).lines_in_order()
            lines_at = S.lines_at_stations(TOKYO, lines)
            stamped = S.stamped_districts(TOKYO, lines_at)
            assert stamped == stamped_by_every_station(lines_at)
            breakdown = S.sheet_breakdown(TOKYO, lines)
            assert breakdown["stamps"] == S.stamp_points(TOKYO, stamped)
            earned += len(stamped)
    assert earned > 0


def test_the_edge_stations_are_those_of_the_corner_and_side_districts():
    edge = S.map_facts(TOKYO).edge_district_of
    for station in TOKYO.stations.values():
        kind = TOKYO.districts[station.district].kind
        assert (station.id in edge) == (kind in ("corner", "side"))
    assert all(edge[s] == TOKYO.stations[s].district for s in edge)


def test_apply_checks_what_legal_actions_did_not_offer():
    match = easy_wandering(Match(GAME, {}, [Seat(f"bot {s}", "easy") for s in range(4)], 7))
    state = match.state
    offered = state.legal_actions(0)
    draw = next(action for action in offered if action.kind == "draw")
    line = state.line(0)
    far = next(g.draw for g in NET.guides[line.departure] if g.draw not in offered)
    with pytest.raises(IllegalAction):
        state.apply(0, far)  # asked right after legal_actions, still checked
    copy = Action.of("draw", frm=draw["frm"], to=draw["to"])
    assert copy is not draw
    assert state.apply(0, copy)[0].kind == "section_drawn"  # an equal one is checked, and legal
    assert state.line(0).stations[-1] == draw["to"]

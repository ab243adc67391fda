"""Next Station's score changes as events (engine/ledger.py): the sheet scores as it is drawn,
so each section logs what it changes, row by row, and a round's line adds up to its score."""

from tabibito.engine import Match, Seat, ledger
from tabibito.games.nextstation import GAME, scoring
from tabibito.games.nextstation.rules import NextStationState


def test_an_empty_sheet_logs_its_missed_green_stations():
    match = Match(GAME, {}, [Seat("a", None), Seat("b", None)], 1)
    tokyo, events = match.state.map, match.events
    assert ledger.by_category(events, 1) == {
        "missed_green": -scoring.GREEN_MISS_PENALTY * len(tokyo.green_loop)}


def test_a_round_s_sections_add_up_to_the_line_it_scores():
    match = Match(GAME, {}, [Seat("a", "easy")], 4)
    while not any(event.kind == "line_scored" for event in match.events):
        if match.state.needs_resolution():
            match.resolve()
        else:
            seat = match.bots_to_act()[0]
            match.apply(seat, match.bot_action(seat))
    first = next(event for event in match.events if event.kind == "line_scored")
    sections = [event for event in match.events[:match.events.index(first)]
                if event.kind == "points_scored" and event["category"] == "line1"]
    assert len(sections) > 1  # the line grew section by section
    assert sum(event["points"] for event in sections) == first["points"] > 0
    state = match.state
    assert isinstance(state, NextStationState)
    assert ledger.totals(match.events, 1) == list(state.scores().totals)

"""Next Station's score changes as events (engine/ledger.py): the sheet scores as it is drawn,
so each section logs what it changes, row by row, and a round's line adds up to its score."""

from tabibito.engine import Match, Seat, ledger
from tabibito.games.nextstation import GAME, score_events, scoring
from tabibito.games.nextstation.rules import NextStationState
from tests.wanderers import easy_wandering


def test_an_empty_sheet_logs_its_missed_green_stations():
    match = Match(GAME, {}, [Seat("a", None), Seat("b", None)], 1)
    tokyo, events = match.state.map, match.events
    assert ledger.by_category(events, 1) == {
        "missed_green": -scoring.GREEN_MISS_PENALTY * len(tokyo.green_loop)}


def test_a_round_s_sections_add_up_to_the_line_it_scores():
    match = easy_wandering(Match(GAME, {}, [Seat("a", "easy")], 4))
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


def tally_figures(tally: score_events.Tally) -> tuple[object, ...]:
    return (tally.lines_at, tally.districts, tally.reached, tally.achieved)


def test_the_tally_carried_from_section_to_section_is_the_sheet_s_own():
    """A section's points come from the tally of the sheet before it, changed in place rather
    than worked out again: after every section, a new round and an undo, each sheet's tally is
    what counting the sheet from scratch gives (the ledger test checks the points it gives)."""
    full = dict(GAME.full_options)
    for options, seed in (({}, 3), (full, 5), (full, 8)):
        match = easy_wandering(Match(GAME, options, [Seat("a", None), Seat("b", "easy")], seed))
        undone, compared = False, 0
        while not match.is_over():
            if match.state.needs_resolution():
                match.resolve()
                continue
            seat = match.state.to_act()[0]
            if seat == 0:  # the person takes the last section offered
                match.apply(seat, match.state.legal_actions(seat)[-1])
            else:
                match.apply(seat, match.bot_action(seat))
            if not undone and match.state.round == 2 and match.can_undo():
                match.undo()  # the state is built again: its sheets' tallies are worked out
                undone = True
            state = match.state
            assert isinstance(state, NextStationState)
            for sheet in state.sheets:
                remembered = score_events._TALLIES.get(id(sheet))
                if remembered is not None and remembered.sheet is sheet:
                    fresh = score_events.Tally(state.map, sheet, state.objectives)
                    assert tally_figures(remembered) == tally_figures(fresh)
                    compared += 1
        assert undone and compared > 20
        assert ledger.totals(match.events, 2) == list(match.state.scores().totals)

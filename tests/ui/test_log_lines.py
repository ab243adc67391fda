"""The game log's lines (ui/kit/log_lines.py): points and running totals from the ledger, one line
per decision, and "since my last turn"."""

from __future__ import annotations

from tabibito.engine import Event, Match, Seat, ledger
from tabibito.ui.kit.log_lines import LogLine, gains, log_lines, since_last_turn
from tests.engine.toygame import GAME
from tests.ui.toy_ui import PLUGIN

NAMES = ["Aiko", "Botan", "Chie"]


def played(seed: int = 3) -> Match:
    match = Match(GAME, {}, [Seat(name, "easy") for name in NAMES], seed)
    match.play_bots()
    assert match.is_over()
    return match


def test_every_score_change_has_its_line_with_the_ledgers_running_total():
    match = played()
    lines = log_lines(match.events, PLUGIN, NAMES, None)
    scoring = [line for line in lines if line.points is not None]
    entries = ledger.entries(match.events, len(NAMES))
    assert entries, "the toy game scored nothing: the test would show nothing"
    assert [(line.seat, line.points, line.total, line.event) for line in scoring] == [
        (entry.seat, entry.points, entry.total, entry.index) for entry in entries]
    for seat, final in enumerate(match.state.scores().totals):
        last = [line.total for line in scoring if line.seat == seat]
        assert (last[-1] if last else 0) == final


def test_a_leading_event_folds_into_its_seats_next_line():
    match = played()
    lines = log_lines(match.events, PLUGIN, NAMES, 0)
    placed = [line for line in lines if line.text == "Aiko placed a card."]
    assert placed and all(line.details and line.details[0].startswith("You picked")
                          for line in placed)
    assert not any(line.text.startswith("You picked") for line in lines)  # one line a decision
    # The others' picks are hidden from seat 0: their lines are the placing alone.
    assert all(not line.details for line in lines if line.text == "Botan placed a card.")


def test_a_leading_line_with_no_follower_stands_alone():
    events = [Event.of("picked", seat=0, card=4, visible_to=(0,)),
              Event.of("placed", seat=1)]
    lines = log_lines(events, PLUGIN, NAMES, 0)
    assert [line.text for line in lines] == ["You picked 4.", "Botan placed a card."]
    twice = [Event.of("picked", seat=0, card=4, visible_to=(0,)),
             Event.of("picked", seat=0, card=6, visible_to=(0,))]
    assert log_lines(twice, PLUGIN, NAMES, 0) == [
        LogLine(0, "You picked 6.", details=("You picked 4.",), event=1)]


def test_a_hidden_score_still_has_a_line_so_the_totals_add_up():
    events = [Event.of("scored", seat=1, points=5, category="cards", visible_to=(1,))]
    assert log_lines(events, PLUGIN, NAMES, 0) == [
        LogLine(1, "Botan scores 5.", 5, 5, (), 0)]


def test_since_my_last_turn_is_the_others_lines_after_my_last_one():
    lines = [LogLine(0, "a"), LogLine(1, "b", 2, 2), LogLine(0, "c", 1, 1),
             LogLine(None, "d"), LogLine(1, "e", 3, 5), LogLine(2, "f", 4, 4)]
    assert since_last_turn(lines, 0) == lines[3:]
    assert since_last_turn(lines, 2) == []  # "f", the last line, is its own
    assert since_last_turn(lines[:5], 2) == lines[:5]  # no line of its own yet: all of them
    assert since_last_turn(lines, 1) == [lines[5]]
    assert gains(since_last_turn(lines, 0)) == {1: 3, 2: 4}

"""Saves of older rules versions still load and replay exactly as they were played.

``fixtures/rules2-*.tabibito`` are the golden playthroughs of rules version 2 (copied from
tests/golden before rules version 3 changed how the pencils pass on), with their sidecars. They
were played with the pencils passed to the previous seat: loading names that passing in the
set-up (``NextStationGame.upgrade_setup``), and the replay reaches the stored fingerprint (the
snapshot holds each seat's pencils in its sheets, no flag of its own) and the stored scores.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabibito.engine import Match, Registry, SaveError, Seat, fingerprint, read_save
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.game import PENCILS_TO_PREVIOUS_SEAT_UNTIL, RULES_VERSION
from tabibito.games.nextstation.rules import pencil_for
from tabibito.games.nextstation.setup import PASS_TO_NEXT_SEAT, PASS_TO_PREVIOUS_SEAT

FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_SAVES = sorted(FIXTURES.glob("rules2-*.tabibito"))
REGISTRY = Registry([GAME])


def expected_for(path: Path) -> dict:
    return json.loads(path.with_suffix(".expected.json").read_text("utf-8"))


def test_the_rules_version_that_passes_the_pencils_on():
    assert RULES_VERSION == 3 and PENCILS_TO_PREVIOUS_SEAT_UNTIL == 2
    assert len(OLD_SAVES) == 2


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_a_rules_2_save_loads_and_reaches_its_fingerprint_and_scores(path):
    data = read_save(path)
    expected = expected_for(path)
    assert data["game_version"] == 2 and data["fingerprint"] == expected["fingerprint"]
    match = Match.load(path, REGISTRY)  # checks the stored fingerprint on the way
    assert match.is_over()
    assert match.state.pencil_passing == PASS_TO_PREVIOUS_SEAT
    assert fingerprint(match.state.snapshot()) == expected["fingerprint"]
    scores = match.state.scores()
    assert list(scores.totals) == expected["totals"]
    assert list(scores.winners) == expected["winners"]
    assert (len(match.log), match.step) == (expected["moves"], expected["steps"])
    players = len(data["seats"])
    for seat in range(players):
        assert list(match.state.sheet(seat).lines) == [
            pencil_for(seat, r, PASS_TO_PREVIOUS_SEAT) for r in range(4)]


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_a_loaded_rules_2_game_saves_as_rules_3_and_loads_again(path):
    match = Match.load(path, REGISTRY)
    saved = json.loads(json.dumps(match.to_save()))
    assert saved["game_version"] == RULES_VERSION
    assert saved["setup"] == {"pencils": PASS_TO_PREVIOUS_SEAT}
    again = Match.from_save(saved, REGISTRY)
    assert again.state.snapshot() == match.state.snapshot()


def test_a_rules_2_save_of_several_players_needs_the_old_passing():
    """Replayed with today's passing, the four-player game goes another way: the old passing is
    what makes it load."""
    path = FIXTURES / "rules2-nextstation-4p-full.tabibito"
    data = read_save(path)
    as_if_new = {**data, "game_version": RULES_VERSION}
    with pytest.raises(SaveError):
        Match.from_save(as_if_new, REGISTRY)


def test_upgrade_setup_keeps_a_scripted_start():
    decks = [["street_circle"]]
    assert GAME.upgrade_setup(None, 2) == {"pencils": PASS_TO_PREVIOUS_SEAT}
    assert GAME.upgrade_setup(None, 1) == {"pencils": PASS_TO_PREVIOUS_SEAT}
    assert GAME.upgrade_setup({"decks": decks}, 2) == {"decks": decks,
                                                       "pencils": PASS_TO_PREVIOUS_SEAT}
    assert GAME.upgrade_setup({"decks": decks}, 3) == {"decks": decks}
    assert GAME.upgrade_setup(None, 3) is None


@pytest.mark.parametrize("passing", [PASS_TO_NEXT_SEAT, PASS_TO_PREVIOUS_SEAT])
def test_the_pencil_passing_is_a_checked_setup_key(passing):
    seats = [Seat("Aiko"), Seat("Ben")]
    state = GAME.new_state({"effects": False, "objectives": False}, seats, 3,
                           setup={"pencils": passing})
    assert state.pencil_passing == passing
    assert [state.pencil_in(1, r) for r in range(4)] == [pencil_for(1, r, passing)
                                                         for r in range(4)]


@pytest.mark.parametrize("bad", ["left", 3, None, ["previous_seat"]])
def test_a_pencil_passing_the_rules_never_had_is_refused(bad):
    from tabibito.engine import OptionError

    seats = [Seat("Aiko"), Seat("Ben")]
    if bad is None:  # left out: today's passing
        state = GAME.new_state({}, seats, 3, setup={"pencils": None})
        assert state.pencil_passing == PASS_TO_NEXT_SEAT
        return
    with pytest.raises(OptionError) as raised:
        GAME.new_state({}, seats, 3, setup={"pencils": bad})
    assert raised.value.key == "setup.invalid"

"""Saves of Tokaido's rules version 1 still load and replay exactly as they were played.

Version 2 (issue 19) offers Health's, Miyataka's and Kita's "both" in each order whose payments
can be made when they fall due, and gives the coins of Sasayakko's free souvenir back from where
Devotion put them. ``fixtures/rules1-*.tabibito`` were written by version 1 (commit 11649b0):
the Crossroads golden playthrough of then, and two random games of a policy fond of amulets
(seeds 45 and 64 of three hundred, Sasayakko in every game) that version 2 would play
otherwise: in one Sasayakko's free souvenir was the one Devotion paid, in the other a stop whose
only option was taken at once now offers Health's "both". Loading names version 1 in the set-up
(``TokaidoGame.upgrade_setup``), and the replay reaches the stored fingerprint.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabibito.engine import Match, OptionError, Registry, SaveError, Seat, read_save
from tabibito.games.tokaido import GAME
from tabibito.games.tokaido.rules import FIRST_RULES, RULES_VERSION
from tabibito.games.tokaido.setup import RULES_KEY

FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_SAVES = sorted(FIXTURES.glob("rules1-*.tabibito"))
PLAYED_OTHERWISE = ("rules1-tokaido-health-both", "rules1-tokaido-sasayakko-devotion")
REGISTRY = Registry([GAME])


def test_the_rules_version_that_pays_both_effects_when_they_fall_due():
    assert (FIRST_RULES, RULES_VERSION) == (1, 2) and GAME.rules_version == RULES_VERSION
    assert len(OLD_SAVES) == 3


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_a_rules_1_save_loads_and_reaches_its_fingerprint(path):
    data = read_save(path)
    assert data["game_version"] == FIRST_RULES
    match = Match.load(path, REGISTRY)  # checks the stored fingerprint on the way
    assert match.is_over() and match.state.rules_version == FIRST_RULES
    assert len(match.log) == len(data["actions"])


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_a_loaded_rules_1_game_saves_as_rules_2_and_loads_again(path):
    match = Match.load(path, REGISTRY)
    saved = json.loads(json.dumps(match.to_save()))
    assert saved["game_version"] == RULES_VERSION
    assert saved["setup"] == {**(read_save(path)["setup"] or {}), RULES_KEY: FIRST_RULES}
    again = Match.from_save(saved, REGISTRY)
    assert again.state.rules_version == FIRST_RULES
    assert again.state.snapshot() == match.state.snapshot()


@pytest.mark.parametrize("name", PLAYED_OTHERWISE)
def test_version_2_would_play_these_saves_otherwise(name):
    """Replayed by today's rules, each goes another way: version 1 is what makes it load."""
    data = read_save(FIXTURES / f"{name}.tabibito")
    with pytest.raises(SaveError):
        Match.from_save({**data, "game_version": RULES_VERSION}, REGISTRY)


def test_upgrade_setup_keeps_a_scripted_start():
    start = {"travellers": [["kinko"], None]}
    assert GAME.upgrade_setup(None, 1) == {RULES_KEY: 1}
    assert GAME.upgrade_setup(start, 1) == {**start, RULES_KEY: 1}
    assert GAME.upgrade_setup(start, RULES_VERSION) is start
    assert GAME.upgrade_setup("not a set-up", 1) == "not a set-up"  # new_state refuses it


@pytest.mark.parametrize("version", [0, 3, True, 1.0, "1", None])
def test_a_set_up_naming_rules_that_never_were_is_refused(version):
    with pytest.raises(OptionError):
        GAME.new_state(GAME.resolve_options({"crossroads": True}, 2), [Seat("A"), Seat("B")], 1,
                       {RULES_KEY: version})

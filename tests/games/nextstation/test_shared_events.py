"""Next Station makes each of its recurring events once and shares it (a seat passing, a card
flipped, a section drawn, a line scored): a game's events must be exactly those it would make
afresh, whatever other games filled the store before."""

import pytest

from tabibito.engine import Match, Seat
from tabibito.games.nextstation import GAME, score_events
from tabibito.games.nextstation import rules as R
from tests.wanderers import easy_wandering

# Each store with its module: the rules' own, and the score changes' (score_events.py).
STORES = ((R, "_PASSED_EVENTS"), (R, "_FLIP_EVENTS"), (R, "_SECTION_EVENTS"),
          (score_events, "_SCORE_EVENTS"), (score_events, "_POINTS_EVENTS"))
OPTION_SETS = [{}, {"effects": True}, {"effects": True, "objectives": True}]


class Forgetful(dict):
    """A store that keeps nothing: every event is made afresh."""

    def __setitem__(self, key, value) -> None:
        pass


def events_of(seed: int, options: dict, players: int = 4) -> list:
    match = easy_wandering(
        Match(GAME, options, [Seat(f"bot {s}", "easy") for s in range(players)], seed))
    match.play_bots()
    return match.events


@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "effects", "full"])
def test_shared_events_are_those_made_afresh_after_many_other_games(options, monkeypatch):
    for seed in range(40):  # fill the stores with other games' events (every effect comes up)
        events_of(seed, options, players=1 + seed % 4)
    shared = {seed: events_of(seed, options) for seed in (100, 101, 102)}
    for module, store in STORES:
        monkeypatch.setattr(module, store, Forgetful())
    for seed, events in shared.items():
        assert events == events_of(seed, options)


def test_the_stores_hand_out_one_event_for_one_happening():
    first, again = events_of(7, {}), events_of(7, {})
    assert first == again
    drawn = [(a, b) for a, b in zip(first, again, strict=True) if a.kind == "section_drawn"]
    assert drawn and all(a is b for a, b in drawn)


def test_a_pass_names_the_seat_that_passed():
    match = easy_wandering(Match(GAME, {}, [Seat(f"bot {s}", "easy") for s in range(4)], 3))
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.bots_to_act()[0]
        action = match.bot_action(seat)
        events = match.apply(seat, action)
        if action == R.PASS:
            assert [(e.kind, dict(e.params)) for e in events][0] == ("passed", {"seat": seat})


def test_the_store_of_sections_is_emptied_when_full_and_the_events_stay_right(monkeypatch):
    monkeypatch.setattr(R, "MAX_SHARED_SECTIONS", 5)
    monkeypatch.setattr(R, "_SECTION_EVENTS", {})
    events = events_of(11, {"effects": True})
    assert 0 < len(R._SECTION_EVENTS) <= 5
    for module, store in STORES:
        monkeypatch.setattr(module, store, Forgetful())
    assert events == events_of(11, {"effects": True})

"""An action whose arguments have another JSON type than its kind declares (true for 1, 2.0 for
2, 1 for true) is refused before anything changes: in play and in a save (issue 19 §4)."""

import json
import subprocess
import sys

import pytest

from tabibito.engine import Action, Match, Registry, Rng, SaveError, Seat
from tabibito.games.tokaido import GAME
from tabibito.games.tokaido.rules import DONATE, GOOD_LUCK, VITALITY_MOVE, new_state
from tests.engine.conformance import Shared, assert_refused
from tests.games.tokaido.helpers import DATA, place, play, started

TEMPLE, PADDY, FARM = 2, 4, 7
AHEAD = [11, 12, 13]  # the other pawns, out of the way


def refused(state, seat: int, action: Action) -> None:
    """Refused with the typed error, and the state as it was: snapshot and every attribute."""
    shared = Shared(new_state(DATA, len(state.journeys), 99, {"crossroads": state.crossroads}))
    assert_refused(state, lambda: state.apply(seat, action), str(action),
                   lambda: state.why_illegal(seat, action), shared)


def at_the_temple(coins: int = 5):
    state = started(4, [None])
    place(state, [0, *AHEAD])
    state.journeys[0].coins = coins
    play(state, 0, Action.of("move", stop=TEMPLE))
    assert state.step() == DONATE
    return state


@pytest.mark.parametrize("coins", [True, 2.0, "2", None, [2]])
def test_a_donation_of_another_type_is_refused(coins):
    state = at_the_temple()
    refused(state, 0, Action.of("donate", coins=coins))
    play(state, 0, Action.of("donate", coins=2))  # the true one still goes through
    assert state.temple[0] == 2 and state.journeys[0].coins == 3


def test_good_luck_taken_as_1_is_refused():
    state = new_state(DATA, 3, 4, {"crossroads": True, "good_luck": True, "initiation": True})
    assert state.step() == GOOD_LUCK
    refused(state, state.to_act()[0], Action.of("good_luck", take=1))


def test_vitality_used_as_1_is_refused():
    state = started(4, [None], crossroads=True)
    place(state, [0, 0, 0, 0], [3, 0, 1, 2])
    state.amulet_supply.remove("vitality")
    state.journeys[0].amulets.append("vitality")
    play(state, 0, Action.of("move", stop=FARM))
    play(state, 0, Action.of("effect", choice="base"))
    assert state.step() == VITALITY_MOVE
    refused(state, 0, Action.of("vitality", use=1))
    play(state, 0, Action.of("vitality", use=True))
    assert state.stop[0] == FARM and state.to_act() == (0,)


def test_a_move_to_a_stop_of_another_type_is_refused_with_or_without_friendship():
    """move(stop=4.0, amulet=friendship) crashed half-way: the amulet used, the pawn on a stop
    4.0, and the error a bare TypeError."""
    state = started(4, [None], crossroads=True)
    place(state, [0, *AHEAD])
    state.amulet_supply.remove("friendship")
    state.journeys[0].amulets.append("friendship")
    state.stop[1], state.slot[1] = PADDY, 0  # a single stop another traveller holds
    assert Action.of("move", stop=PADDY, amulet="friendship") in state.legal_actions(0)
    for stop in (4.0, True, "4"):
        refused(state, 0, Action.of("move", stop=stop, amulet="friendship"))
        refused(state, 0, Action.of("move", stop=stop))
    play(state, 0, Action.of("move", stop=PADDY, amulet="friendship"))
    assert state.stop[0] == PADDY and "friendship" in state.amulet_supply


# -- through a save ----------------------------------------------------------------------------


def save_with_a_donation_of(coins) -> dict:
    """A save of a game that reached a temple, then donated ``coins``; its fingerprint is the one
    the true donation of 1 coin gives, so only the action's type is wrong."""
    match = Match(GAME, {}, [Seat("Ann"), Seat("Ben")], seed=3)
    rng = Rng(8)
    while not (match.state.step() == DONATE and match.state.journeys[match.state.actor].coins):
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    seat = match.state.to_act()[0]
    data = match.to_save()
    match.apply(seat, Action.of("donate", coins=1))
    data["actions"].append({"seat": seat, "step": match.log[-1].step,
                            "action": {"kind": "donate", "coins": coins}})
    data["fingerprint"] = match.to_save()["fingerprint"]
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("coins", [True, 1.0])
def test_a_save_holding_a_donation_of_another_type_is_damaged(coins):
    data = save_with_a_donation_of(coins)
    assert Match.from_save(save_with_a_donation_of(1), Registry([GAME])).log  # the true one
    with pytest.raises(SaveError) as caught:
        Match.from_save(data, Registry([GAME]))
    assert caught.value.key == "save.corrupt"


def test_replay_refuses_such_a_save_in_one_line_without_a_traceback(tmp_path):
    path = tmp_path / "twin.tabibito"
    path.write_text(json.dumps(save_with_a_donation_of(True)), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "tabibito", "replay", str(path)],
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        f"tabibito: {path}: This saved game is damaged and cannot be loaded."]

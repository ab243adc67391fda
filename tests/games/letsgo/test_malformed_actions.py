"""An action whose arguments have another JSON type than its kind declares (false for 0, true
for 1, 2.0 for 2, 18.0 for 18) is refused before anything changes: in play and in a save
(issue 19 §4)."""

from __future__ import annotations

import json

import pytest

from tabibito.engine import Action, Match, Registry, SaveError, Seat
from tabibito.games.letsgo import GAME, rules
from tests.engine.conformance import Shared, assert_refused
from tests.games.letsgo.helpers import started


def refused(state, seat: int, action: Action) -> None:
    """Refused with the typed error, and the state as it was: snapshot and every attribute."""
    shared = Shared(started(len(state.sheets), 99, passport=state.passport))
    assert_refused(state, lambda: state.apply(seat, action), str(action),
                   lambda: state.why_illegal(seat, action), shared)


def choosing_a_slot():
    """Seat 0 has taken a card and chooses where it goes: Monday to Saturday, position 0."""
    state = started(3, 5)
    state.apply(0, Action.of("take", card=state.sheets[0].hand[0]))
    assert state.sheets[0].step == rules.SLOT
    return state


@pytest.mark.parametrize("args", [
    {"day": False, "position": 0}, {"day": 2, "position": False}, {"day": 1, "position": True},
    {"day": 2.0, "position": 0}, {"day": True, "position": False}, {"day": "2", "position": 0},
    {"day": 2},
])
def test_a_slot_of_another_type_is_refused(args):
    """slot(day=2.0) crashed with a bare TypeError after the card had left the hand; the
    others were taken for Monday or Tuesday, position 0 or 1."""
    state = choosing_a_slot()
    card = state.sheets[0].hand[state.sheets[0].chosen]
    refused(state, 0, Action.of("slot", **args))
    state.apply(0, Action.of("slot", day=2, position=0))
    assert state.sheets[0].days[2] == [card]


def test_a_passport_number_of_another_type_is_refused():
    state = started(3, 3, passport=True)
    number = state.sheets[0].offer[0]
    refused(state, 0, Action.of("passport", number=float(number)))
    state.apply(0, Action.of("passport", number=number))
    assert state.sheets[0].passport == number


def test_a_save_holding_a_slot_of_another_type_is_damaged():
    """It ended loading (and ``tabibito replay``) in a traceback."""
    match = Match(GAME, {}, [Seat("Ann"), Seat("Ben")], seed=5)
    match.apply(0, match.state.legal_actions(0)[0])  # a card taken: its slot is next
    data = json.loads(json.dumps(match.to_save()))
    data["actions"].append({"seat": 0, "step": match.step,
                            "action": {"kind": "slot", "day": 2.0, "position": 0}})
    with pytest.raises(SaveError) as caught:
        Match.from_save(data, Registry([GAME]))
    assert caught.value.key == "save.corrupt"

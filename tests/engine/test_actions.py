"""Actions are small immutable values with a stable JSON form."""

import pytest

from tabibito.engine import Action, Event, SaveError


def test_action_json_round_trip_and_equality():
    action = Action.of("draw", frm="s01", to="s02", path=["a", "b"])
    data = action.to_json()
    assert data == {"kind": "draw", "frm": "s01", "to": "s02", "path": ["a", "b"]}
    assert Action.from_json(data) == action
    assert hash(Action.from_json(data)) == hash(action)
    assert action["to"] == "s02" and action.get("missing", 3) == 3


def test_argument_order_does_not_matter():
    assert Action.of("x", a=1, b=2) == Action.of("x", b=2, a=1)


@pytest.mark.parametrize("data", [None, [], {"to": "s1"}, {"kind": 3}, {"kind": "x", "v": {"a": 1}}])
def test_malformed_action_json_is_a_save_error(data):
    with pytest.raises(SaveError):
        Action.from_json(data)


def test_event_visibility():
    assert Event.of("drew", card=3, visible_to=(1,)).visible_for(1)
    assert not Event.of("drew", card=3, visible_to=(1,)).visible_for(0)
    assert not Event.of("drew", visible_to=(1,)).visible_for(None)
    assert Event.of("flip").visible_for(None)

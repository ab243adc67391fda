"""Actions are small immutable values with a stable JSON form."""

import pytest

from tabibito.engine import Action, ActionKinds, Event, ListOf, Omittable, SaveError


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


KINDS = ActionKinds({"move": {"stop": int, "amulet": Omittable(str)}, "pass": {},
                     "mark": {"cells": ListOf(ListOf(int))}, "gamble": {"bet": bool}})


@pytest.mark.parametrize("action", [
    Action.of("move", stop=4), Action.of("move", stop=4, amulet="friendship"), Action.of("pass"),
    Action.of("mark", cells=[[1, 2], [3]]), Action.of("mark", cells=[]),
    Action.of("gamble", bet=False), Action("move", (("stop", 4), ("amulet", "x"))),
])
def test_an_action_of_a_declared_kind_and_shape_passes(action):
    assert KINDS.problem(action) is None


@pytest.mark.parametrize("action", [
    Action.of("move", stop=4.0), Action.of("move", stop=True), Action.of("move", stop="4"),
    Action.of("move", stop=None), Action.of("move", stop=[4]), Action.of("move"),
    Action.of("move", amulet="friendship"), Action.of("move", stop=4, amulet=None),
    Action.of("move", stop=4, extra=1), Action.of("move", stops=4), Action.of("Move", stop=4),
    Action.of("pass", now=1), Action.of("fly"), Action.of("gamble", bet=1),
    Action.of("gamble", bet=1.0), Action.of("gamble", bet="true"),
    Action.of("mark", cells=[[1, 2.0]]), Action.of("mark", cells=[1, 2]),
    Action.of("mark", cells=[[True]]), Action("move", (("stop", 4), ("stop", 5))),
    Action("move", (("amulet", "x"), ("amulet", "y"), ("stop", 4))), None, {"kind": "pass"},
])
def test_anything_else_is_refused_as_illegal(action):
    """A bool is never a number, a float never a whole number, lists are typed, and an argument
    is missing, extra, renamed or twice only in an Action made by hand."""
    problem = KINDS.problem(action)
    assert problem is not None and problem.key == "action.illegal"

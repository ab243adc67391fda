"""What the log keeps (issue 19 §6): an event never changes after it is emitted."""

from tabibito.engine import Action, Event
from tabibito.games.tokaido.rules import GOOD_LUCK, new_state
from tests.games.tokaido.helpers import DATA


def test_the_departure_event_keeps_its_order_while_good_luck_is_decided():
    """The "departed" event and the state shared one list, the seats still to decide on Good
    luck: each decision took one from it, and the log later showed an empty order."""
    state = new_state(DATA, 3, 4, {"crossroads": True, "good_luck": True, "initiation": True})
    departed = next(event for event in state.opening_events() if event.kind == "departed")
    order = list(departed["order"])
    assert state.step() == GOOD_LUCK and len(order) == 3
    while state.step() == GOOD_LUCK:
        state.apply(state.to_act()[0], Action.of("good_luck", take=False))
    assert departed["order"] == order


def test_an_events_parameters_cannot_be_changed():
    event = Event.of("departed", order=[2, 0, 1])
    for change in (lambda: event.params.update(order=[]), lambda: event.params.pop("order"),
                   lambda: event.params.__setitem__("order", []), event.params.clear):
        try:
            change()
        except TypeError:
            continue
        raise AssertionError("an event's parameters changed")
    assert event["order"] == [2, 0, 1]

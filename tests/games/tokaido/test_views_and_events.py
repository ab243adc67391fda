"""What a view holds and what the log keeps (issue 19 §3, §6): a view holds nothing its seat may
not see, at any depth; an event never changes after it is emitted."""

from tabibito.engine import Action, Event, Rng
from tabibito.games.tokaido.rules import GOOD_LUCK, new_state
from tests.engine.conformance import differences, hidden_events
from tests.games.tokaido.helpers import DATA


def test_a_view_holds_no_other_seats_traveller_offer_even_in_the_deals_events():
    """The deal's events (one per seat, each visible to its seat) were kept in the state and
    copied into every view: another seat's two travellers could be read there."""
    state = new_state(DATA, 3, 7, {})
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert hidden_events(view, seat) == []
        kept = [event for event in view.opening_events() if event.kind == "travellers_dealt"]
        assert [event["seat"] for event in kept] == ([] if seat is None else [seat])
        world = view.determinize(seat, Rng(3))
        assert differences(view, world.view(seat)) == []


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

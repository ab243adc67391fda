"""Human seats confirm a drawn section before the next card, so it can still be taken back."""

import pytest

from tabibito.engine import IllegalAction, Match, Seat
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.rules import CONFIRM, PASS


def first_draw(match, seat):
    """Pass until the seat has a section to draw; return that draw."""
    while True:
        draws = [a for a in match.state.legal_actions(seat) if a.kind == "draw"]
        if draws:
            return draws[0]
        match.apply(seat, PASS)


def test_a_human_section_waits_for_confirmation_and_can_be_undone():
    match = Match(GAME, {}, [Seat("Aiko")], 5)
    draw = first_draw(match, 0)
    flipped = match.state.flipped
    assert flipped == ("street_circle",)  # seed 5: a section on the first card of the round
    match.apply(0, draw)
    assert match.state.flipped == flipped  # no card revealed yet
    assert match.state.awaiting_confirmation(0)
    assert match.state.legal_actions(0) == [CONFIRM]
    assert match.state.legal_starts(0) == ()
    assert match.can_undo()
    match.undo()
    assert draw in match.state.legal_actions(0)
    match.apply(0, draw)
    match.apply(0, CONFIRM)
    assert match.state.round == 0 and match.state.flipped == ("street_circle", "street_square")
    assert not match.can_undo()


def test_a_second_draw_before_confirming_is_refused():
    match = Match(GAME, {}, [Seat("Aiko")], 5)
    match.apply(0, first_draw(match, 0))
    problem = match.state.why_illegal(0, match.state.legal_actions(0)[0])
    assert problem is None  # confirming is legal
    with pytest.raises(IllegalAction) as caught:
        match.apply(0, PASS)
    assert caught.value.key == "action.illegal"


def test_confirm_without_a_section_is_illegal():
    match = Match(GAME, {}, [Seat("Aiko")], 5)
    with pytest.raises(IllegalAction):
        match.apply(0, CONFIRM)


def test_computer_seats_never_wait_for_confirmation():
    match = Match(GAME, {}, [Seat("Kuro", "hard")], 5)
    match.play_bots()
    assert match.is_over()
    assert all(action != CONFIRM for _, action in match.log)


def test_each_human_confirms_on_their_own_sheet():
    match = Match(GAME, {}, [Seat("Aiko"), Seat("Ben")], 8)
    draw = first_draw(match, 0)
    assert match.state.flipped == ("subway_joker",)  # seed 8: Aiko draws on the first card
    match.apply(0, draw)
    assert match.state.to_act() == (0, 1)  # Aiko still has to confirm; Ben has to decide
    match.apply(1, PASS)
    assert match.state.to_act() == (0,)
    match.apply(0, CONFIRM)
    # The next decision is the switch with its partner, still in the first round.
    assert match.state.flipped == ("subway_joker", "street_switch", "street_triangle")
    assert match.state.round == 0 and match.state.to_act() == (0, 1)

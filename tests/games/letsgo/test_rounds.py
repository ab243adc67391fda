"""The round table (binding decisions 2 and 3): where each round's hand comes from, how many
cards are placed, which way the rest goes."""

from __future__ import annotations

import pytest

from tabibito.engine import Rng
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.rules import (
    LEFT,
    RIGHT,
    ROUND_TABLE,
    ROUNDS,
    SWITCH_ROUND,
    pass_direction,
    pass_target,
)
from tests.games.letsgo.helpers import play_round_simply, started


def test_the_table_places_three_cards_a_day_over_thirteen_rounds():
    assert len(ROUND_TABLE) == ROUNDS == 13
    assert sum(plan.place for plan in ROUND_TABLE.values()) == 18
    assert [ROUND_TABLE[r].place for r in range(1, 14)] == [1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1,
                                                             1, 1]


def test_passing_switches_to_the_right_with_the_cards_of_round_eight():
    assert SWITCH_ROUND == 8
    assert [pass_direction(r) for r in (1, 7)] == [LEFT, LEFT]
    assert [pass_direction(r) for r in (8, 13)] == [RIGHT, RIGHT]
    assert pass_target(2, 3, 7) == 0 and pass_target(0, 3, 8) == 2


def hands_by_round(players: int, seed: int = 3):
    """Each round's dealt hand of every seat and what every seat passed on."""
    state = started(players, seed)
    dealt, passed = {}, {}
    while not state.is_over() and state.phase == rules.DRAFT:
        number = state.round
        dealt[number] = [list(sheet.hand) for sheet in state.sheets]
        play_round_simply(state)  # cards placed face up, no research: the rest is passed
        passed[number] = [[card for card in hand if not _kept(state, seat, card)]
                          for seat, hand in enumerate(dealt[number])]
    return dealt, passed, state


def _kept(state, seat, card):
    days = state.sheets[seat].days
    return any(card == entry for day in days for entry in day)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_hands_come_from_the_round_table(players):
    dealt, passed, state = hands_by_round(players)
    for number in (1, 2, 3, 4, 6, 8, 11):
        plan = ROUND_TABLE[number]
        for hand in dealt[number]:
            assert len(hand) == plan.tokyo + plan.kyoto
            assert sum(card[0] == "T" for card in hand) == plan.tokyo
    right = [(seat - 1) % players for seat in range(players)]  # who passes to me, leftwards
    left = [(seat + 1) % players for seat in range(players)]
    for seat in range(players):
        # Round 5: the four cards the right neighbour passed in rounds 1-4.
        assert sorted(dealt[5][seat]) == sorted(
            card for r in (1, 2, 3, 4) for card in _still(passed, r, right[seat]))
        # Round 7: what was passed in rounds 5 and 6, still leftwards.
        assert sorted(dealt[7][seat]) == sorted(
            card for r in (5, 6) for card in _still(passed, r, right[seat]))
        # Round 9: round 7's cards came from the right, round 8's from the left.
        assert sorted(dealt[9][seat]) == sorted(
            [*_still(passed, 7, right[seat]), *_still(passed, 8, left[seat])])
        assert sorted(dealt[10][seat]) == sorted(_still(passed, 9, left[seat]))
        assert sorted(dealt[12][seat]) == sorted(
            [*_still(passed, 10, left[seat]), *_still(passed, 11, left[seat])])


def _still(passed, number, seat):
    return passed[number][seat]


def test_round_13_draws_one_card_of_a_chosen_deck_to_the_card_of_round_12():
    state = started(3, 5)
    rng = Rng(5)
    while state.round < ROUNDS - 1:
        play_round_simply(state, rng)
    while not state.needs_resolution():  # round 12 up to its passing
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        settle_draws(state)
    left_over = [list(sheet.hand) for sheet in state.sheets]
    state.resolve()
    assert state.round == ROUNDS
    # Passed to the right in round 12: each seat holds its left neighbour's last card.
    assert [sheet.hand for sheet in state.sheets] == [left_over[(seat + 1) % 3]
                                                      for seat in range(3)]
    assert all(s.step == rules.CHOOSE_DECK for s in state.sheets)
    for seat in range(3):
        state.apply(seat, rules.DECK_ACTIONS[rules.CHOOSE_DECK]["kyoto"])
    assert state.needs_resolution()
    state.resolve()
    for sheet in state.sheets:
        assert len(sheet.hand) == 2 and sheet.hand[-1][0] == "K"
        assert sheet.step == rules.PLAY


def settle_draws(state):
    """Research draws, but never the round's end."""
    while state.needs_resolution() and any(s.step == rules.DRAWING for s in state.sheets):
        state.resolve()


def test_round_13_leftovers_are_discarded_and_the_trip_begins():
    state = started(2, 8)
    rng = Rng(8)
    while state.phase == rules.DRAFT:
        play_round_simply(state, rng)
    assert state.phase in (rules.TRIP, rules.OVER)
    for sheet in state.sheets:
        assert sum(len(day) for day in sheet.days) >= 18
        assert all(len(day) >= 3 for day in sheet.days)
        assert sheet.hand == []
    assert len(state.trips) == 2

"""The playouts' fast paths say what the plain rules say: the move generator's classes of stops
(the conformance suite holds its moves to the checked ones at every decision:
TokaidoState.fast_twins), the rearmost pawn, the decision tables, the deck's quick answers and
the end scores."""

import pytest

from tabibito.engine import Rng, Seat, random_playout
from tabibito.games.tokaido import GAME, scoring
from tabibito.games.tokaido.cards import Deck
from tabibito.games.tokaido.rules import ALONE, DECIDE, DECISIONS, MOVE, STOP_CLASS
from tests.games.tokaido.helpers import FIRST_INN, place, started


def test_every_stop_kind_has_a_class():
    kinds = {stop.kind for stop in GAME.new_state({}, [Seat("a"), Seat("b")], 1).rules.road.stops}
    assert kinds <= set(STOP_CLASS)


@pytest.mark.parametrize("stops, slots, expected", [
    ([3, 5, 7, 9], [0, 0, 0, 0], 0),  # alone farthest behind
    ([9, 7, 5, 3], [0, 0, 0, 0], 3),
    ([FIRST_INN] * 4, [2, 0, 3, 1], 2),  # all at an inn: the last to arrive
    ([8, 8, 12, 20], [0, 1, 0, 0], 1),  # two at one stop: the later arrival is behind
])
def test_the_rearmost_pawn_is_the_one_of_least_place(stops, slots, expected):
    state = started(4)
    state.stop, state.slot = list(stops), list(slots)
    assert state.rearmost() == expected
    assert state.rearmost() == min(range(4), key=state._place)


def test_every_decision_has_an_effect_and_only_decisions_are_taken_alone():
    assert set(DECIDE) == DECISIONS
    assert set(ALONE) <= DECISIONS and MOVE not in ALONE


def test_a_deck_with_cards_only_under_it_still_has_cards():
    deck = Deck([], [("a", "b")])
    assert deck and len(deck) == 2
    assert sorted(deck.draw(Rng(1), 2)) == ["a", "b"]
    assert not deck and len(deck) == 0


def test_a_draw_from_the_top_reaches_under_the_deck_when_the_top_runs_out():
    deck = Deck(["a", "b"], [("c",)])
    assert deck.draw(Rng(1), 1) == ["a"]  # from the top alone
    assert deck.draw(Rng(1), 2) == ["b", "c"]  # the top, then the batch under it
    assert deck.draw(Rng(1), 1) == []


@pytest.mark.parametrize("crossroads", [False, True])
def test_the_end_scores_are_each_seats_breakdown(crossroads):
    state = GAME.new_state({"crossroads": crossroads}, [Seat(f"p{i}") for i in range(4)], 7)
    random_playout(state, Rng(3))
    scores = state.scores()
    held = state.achievements()
    ranking = scoring.temple_ranking(state.temple)
    for seat in range(4):
        alone = state.breakdown(seat)
        assert alone == state.breakdown(seat, held, ranking) == scores.breakdown[seat]
        assert alone["temple_ranking"] == ranking[seat]
        assert scores.totals[seat] == sum(alone.values())


def test_the_neutral_traveller_may_stop_at_any_free_stop():
    state = place(started(2), [1, 2, 0])  # the neutral (pawn 2) is rearmost
    assert state.actor == 2
    stops = [a["stop"] for a in state.legal_actions(state.to_act()[0])]
    assert 1 not in stops and 2 not in stops
    assert stops == [to for to in range(1, FIRST_INN + 1) if state.stop_problem(2, to) is None]

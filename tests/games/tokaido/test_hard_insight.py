"""Tokaido's hint comparison, without Qt: the hint's move is the hard player's own choice, set
against its best other candidate by that player's own playouts (their points now, the mean
final points and lead), the same each time it is asked; a worked example from the review: a
panorama's first part (1 point) beats the cherry tree (2 points and a coin) in the end."""

from __future__ import annotations

from functools import cache

from tabibito.engine import Budget, Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import bots, insights, rules

GAME = REGISTRY.get("tokaido")


@cache
def first_panorama_choice(seed: int = 1):
    """Seat 0's first either/or at a panorama in a seeded Crossroads game of normal players:
    (full state, seat)."""
    match = Match(GAME, {"crossroads": True}, [Seat(f"P{n}", "normal") for n in range(3)], seed)
    while not match.is_over():
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and legal[0].kind == "effect" \
                and state.rules.kinds[state.stop[state.actor]].endswith("_panorama"):
            return state.clone(), seat
        match.apply(seat, match.bot_action(seat))
    raise AssertionError("no either/or at a panorama")


def hard_choice(view, seat, rng_seed: int):
    return bots.SearchingBot().choose(view, view.legal_actions(seat), Rng(rng_seed), seat,
                                      Budget(None))


def test_the_panorama_beats_the_cherry_tree_in_the_end_though_it_brings_less_now():
    state, seat = first_panorama_choice()
    view = state.view(seat)
    action = hard_choice(view, seat, 0)
    assert action["choice"] == rules.BASE_EFFECT  # the panorama's next part
    told = insights.hard_insight(view, seat, action, Rng(0))
    cherry_tree = told.alternative
    assert cherry_tree is not None and cherry_tree["choice"] == rules.CROSSROADS_EFFECT
    # Now: the panorama's first part is 1 point, the cherry tree 2 (and a coin).
    assert told.now == insights.gain_now(view, seat, action).points == 1
    cherry = insights.gain_now(view, seat, cherry_tree)
    assert told.alternative_now == cherry.points == 2 and cherry.coins == 1
    # In the end, played out the same 16 times each: the panorama leads by more.
    assert told.reason is not None and told.reason.key == "playouts"
    assert told.reason["count"] == bots.HARD_OTHER_PLAYOUTS // 2
    assert told.alternative_value is not None and told.measure > told.alternative_value
    assert told.versus is not None and told.versus.key == "more_later"


def test_the_comparison_is_the_hard_player_s_own_and_the_same_when_asked_again():
    state, seat = first_panorama_choice(2)
    view = state.view(seat)
    for rng_seed in (3, 4):
        action = hard_choice(view, seat, rng_seed)
        told = insights.hard_insight(view, seat, action, Rng(rng_seed))
        assert told == insights.hard_insight(view, seat, action, Rng(rng_seed))
        assert told.alternative is not None and told.alternative != action
        assert told.alternative in view.legal_actions(seat)
        versus = told.versus
        assert versus is not None
        # Never a winner named that is shown worth less than what it beats.
        assert versus.key == "close" or told.measure >= told.alternative_value


def test_a_move_other_than_the_hard_player_s_is_compared_with_nothing():
    state, seat = first_panorama_choice()
    view = state.view(seat)
    action = hard_choice(view, seat, 0)
    other = next(a for a in view.legal_actions(seat) if a != action)
    told = insights.hard_insight(view, seat, other, Rng(0))
    assert told.alternative is None and told.versus is None
    assert told.now == insights.gain_now(view, seat, other).points


def test_a_panorama_s_part_says_the_parts_to_come_and_the_race_for_it():
    state, seat = first_panorama_choice()
    view = state.view(seat)
    panorama = next(a for a in view.legal_actions(seat) if a["choice"] == rules.BASE_EFFECT)
    after = view.clone()
    after.apply_trusted(seat, panorama)
    prospect = insights.panorama_prospect(view, after, seat)
    assert prospect is not None and prospect.key == "panorama_later"
    index = rules.PANORAMAS.index(prospect["panorama"])
    taken = after.journeys[seat].panoramas[index]
    assert taken == view.journeys[seat].panoramas[index] + 1
    # Each part scores its number: the first taken, the rest to come (2+3 for the paddies...).
    total = {"paddy": 3, "mountain": 4, "sea": 5}[prospect["panorama"]]
    assert prospect["parts"] == tuple(range(taken + 1, total + 1))
    rivals = [j.panoramas[index] for s, j in enumerate(after.journeys) if s != seat]
    assert prospect["leads"] == all(count < taken for count in rivals)
    # Here: the paddies' first part, 2+3 to come, and nobody else has a part of them yet.
    assert (prospect["panorama"], prospect["parts"], prospect["leads"]) == ("paddy", (2, 3), True)
    cherry_tree = next(a for a in view.legal_actions(seat)
                       if a["choice"] == rules.CROSSROADS_EFFECT)
    after = view.clone()
    after.apply_trusted(seat, cherry_tree)
    assert insights.panorama_prospect(view, after, seat) is None  # no part taken


def test_the_hint_s_choice_is_the_hard_player_s_move_and_comparison_from_one_search(monkeypatch):
    state, seat = first_panorama_choice(2)
    view = state.view(seat)
    searches = []
    appraise = bots.SearchingBot.appraise

    def counted(self, *args):
        searches.append(args[3])
        return appraise(self, *args)

    monkeypatch.setattr(bots.SearchingBot, "appraise", counted)
    told = insights.hard_choice(view, seat, Rng(3))
    assert searches == [seat]
    assert told.action == bots.SearchingBot().choose(view, view.legal_actions(seat), Rng(3),
                                                     seat, Budget(None))
    assert told == insights.hard_insight(view, seat, told.action, Rng(3))
    assert told == insights.hard_choice(view, seat, Rng(3))  # asked again, the same

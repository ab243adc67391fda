"""Let's Go's draft hints, without Qt: a card taken is named with the slot the hard player's
plan puts it in, and the next hint (where to put it) names that very slot; the comparison is
the plan's own (the card, walk or slot against the best other by its planned trip), the same
whenever it is asked and whatever stream the player draws with."""

from __future__ import annotations

from tabibito.engine import Budget, Match, Rng, Seat
from tabibito.games.letsgo import bots, insights, rules
from tabibito.games.letsgo.game import LetsGoGame

GAME = LetsGoGame()


def hard_draft(seed: int, players: int, count: int, **options):
    """The first ``count`` placements of seat 0 in a seeded game of hard players: (view at
    the card's choice, its choice, view at the slot's choice, the slot chosen)."""
    match = Match(GAME, options, [Seat(f"P{s}", "hard") for s in range(players)], seed)
    found, pending = [], None
    while not match.is_over() and len(found) < count:
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        action = match.bot_action(seat)
        if seat == 0 and action.kind in (rules.TAKE, rules.WALK):
            pending = (state.view(0), action)
        elif seat == 0 and action.kind == rules.SLOT and pending is not None:
            found.append((*pending, state.view(0), action))
            pending = None
        match.apply(seat, action)
    return found


def test_a_card_taken_is_named_with_the_slot_the_next_hint_names():
    takes = 0
    for view, action, slot_view, slot in hard_draft(4, 2, 10):
        told = insights.hard_insight(view, 0, action)
        assert told.move is not None
        if action.kind == rules.TAKE:
            assert told.move.key == "take_to" and told.move["card"] == action["card"]
            takes += 1
        assert (told.move["day"], told.move["position"]) == (slot["day"], slot["position"])
        next_told = insights.hard_insight(slot_view, 0, slot)
        assert next_told.move is not None and next_told.move.key == "slot"
        assert (next_told.move["day"], next_told.move["position"]) == (slot["day"],
                                                                        slot["position"])
    assert takes >= 3


def test_the_plan_s_choice_does_not_depend_on_the_stream_it_is_drawn_with():
    for _, _, slot_view, slot in hard_draft(4, 2, 4):
        sheet = slot_view.sheets[0]
        judge = bots.Judge(slot_view, 0, hard=True)
        for seed in (1, 2):
            chosen = judge.best_slot(sheet.hand[sheet.chosen], sheet.walk_deck,
                                     slot_view.legal_actions(0), Rng(seed))
            assert chosen == slot


def test_the_comparison_is_the_plan_s_best_other_and_never_a_better_one():
    checked = 0
    for view, action, slot_view, slot in hard_draft(6, 2, 8):
        for seen, move in ((view, action), (slot_view, slot)):
            told = insights.hard_insight(seen, 0, move)
            assert told == insights.hard_insight(seen, 0, move)  # asked again, the same
            judge = bots.Judge(seen, 0, hard=True)
            if move.kind == rules.SLOT:
                sheet = seen.sheets[0]
                options = judge.planned_slots(sheet.hand[sheet.chosen], sheet.walk_deck)
            else:
                options = judge.planned_play(seen.legal_actions(0))
            assert options[0].action == move and told.value == round(options[0].value)
            if len(options) > 1:
                assert told.alternative == options[1].action
                assert told.alternative_value == round(options[1].value) <= told.value
                checked += 1
    assert checked >= 10


def test_a_lesson_s_move_that_is_not_the_plan_s_choice_is_compared_with_nothing():
    view, action, _, _ = hard_draft(4, 2, 1)[0]
    other = next(a for a in view.legal_actions(0)
                 if a.kind in (rules.TAKE, rules.WALK) and a != action)
    told = insights.hard_insight(view, 0, other)
    assert told.alternative is None and told.versus is None


def test_the_solo_round_s_last_card_is_valued_against_the_agency():
    found = None
    match = Match(GAME, {"agency": "normal"}, [Seat("Solo", "hard")], 4)
    while not match.is_over() and found is None:
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        action = match.bot_action(0)
        if action.kind in (rules.TAKE, rules.WALK) \
                and bots.Judge(state.view(0), 0, hard=True).gives_to_agency():
            found = state.view(0), action
        match.apply(0, action)
    assert found is not None
    view, action = found
    told = insights.hard_insight(view, 0, action)
    assert any(reason.key == "agency_margin" for reason in told.reasons)
    assert bots.PlanningBot(hard=True).choose(view, view.legal_actions(0), Rng(9), 0,
                                              Budget(None)) == action

"""Let's Go's draft hints, without Qt: a card taken is named with the slot the hard player's
plan puts it in, and the next hint (where to put it) names that very slot; the comparison is
the plan's own (the card, walk or slot against the best other by its planned trip), the same
whenever it is asked and whatever stream the player draws with."""

from __future__ import annotations

from itertools import islice

from tabibito.engine import Budget, Match, Rng, Seat
from tabibito.games.letsgo import bots, insights, rules
from tabibito.games.letsgo.game import LetsGoGame

GAME = LetsGoGame()


def hard_moves(seed: int, players: int, **options):
    """The decisions of a seeded game of hard players, in order: (state, seat, its choice),
    each made once the caller has seen it."""
    match = Match(GAME, options, [Seat(f"P{s}", "hard") for s in range(players)], seed)
    while not match.is_over():
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        action = match.bot_action(seat)
        yield state, seat, action
        match.apply(seat, action)


def hard_draft(seed: int, players: int, count: int, **options):
    """The first ``count`` placements of seat 0 in a seeded game of hard players: (view at
    the card's choice, its choice, view at the slot's choice, the slot chosen)."""
    found, pending = [], None
    for state, seat, action in hard_moves(seed, players, **options):
        if len(found) == count:
            break
        if seat == 0 and action.kind in (rules.TAKE, rules.WALK):
            pending = (state.view(0), action)
        elif seat == 0 and action.kind == rules.SLOT and pending is not None:
            found.append((*pending, state.view(0), action))
            pending = None
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


# -- the other draft decisions: each against its best other, by the hard player's own measure ----


def hard_decisions(kind: str, seeds=range(1, 6), players: int = 1, goal=None, **options):
    """Seat 0's decisions of ``kind`` in seeded games of hard players (in solo against the
    normal travel agency): (its view, the hard player's choice), the first ``goal`` accepts
    of each game."""
    if players == 1:
        options = {"agency": "normal", **options}
    for seed in seeds:
        yield from islice(((state.view(0), action)
                           for state, seat, action in hard_moves(seed, players, **options)
                           if seat == 0 and action.kind == kind
                           and (goal is None or goal(state.view(0)))), 1)


def test_the_passport_kept_is_compared_by_the_hard_player_s_order():
    view, action = next(hard_decisions(rules.CHOOSE_PASSPORT, passport=True))
    told = insights.hard_insight(view, 0, action)
    other = next(a for a in view.legal_actions(0) if a != action)
    assert told.alternative == other
    assert told.value == -(bots.PASSPORT_ORDER.index(action["number"]) + 1)
    assert told.alternative_value == -(bots.PASSPORT_ORDER.index(other["number"]) + 1)
    assert told.versus is not None and told.versus.key == "worth_more"
    # The passport the hard player would not keep (a lesson's) is compared with nothing.
    assert insights.hard_insight(view, 0, other).versus is None


def test_either_deck_is_as_good_by_the_hard_player_s_measure():
    for kind in (rules.CHOOSE_DECK, rules.RESEARCH_DECK):
        view, action = next(hard_decisions(kind, range(1, 12)))
        told = insights.hard_insight(view, 0, action)
        assert told.alternative is not None and told.alternative["deck"] != action["deck"]
        assert told.versus is not None and told.versus.key == "as_good"


def test_a_research_is_compared_with_the_best_card_of_the_hand():
    # Solo: the hard player researches there most (a card's worth is less what the cards
    # left give the travel agency on the round's last placement).
    view, action = next(hard_decisions(rules.RESEARCH, range(1, 40)))
    told = insights.hard_insight(view, 0, action)
    judge = bots.Judge(view, 0, hard=True)
    hand = view.sheets[0].hand

    def agency_gets(card: str) -> float:
        rest = [other for other in hand if other != card]
        return judge.agency_cost(rest) if judge.gives_to_agency() else 0.0

    best = max(judge.card_value(card) - agency_gets(card) for card in hand)
    assert told.value == insights.tenths(bots.HARD_RESEARCH_BELOW) == 30
    assert told.alternative is not None and told.alternative.kind == rules.TAKE
    assert told.alternative_value == insights.tenths(best) < told.value
    assert told.versus is not None and told.versus.key == "worth_more"


def test_a_discard_is_compared_by_the_worth_of_the_cards_it_keeps():
    view, action = next(hard_decisions(rules.DISCARD, range(1, 20)))  # solo: research is common
    told = insights.hard_insight(view, 0, action)
    judge = bots.Judge(view, 0, hard=True)
    hand = view.sheets[0].hand
    kept = {card: insights.tenths(sum(judge.card_value(c) for c in hand if c != card))
            for card in hand}
    assert told.value == kept[action["card"]] == max(kept.values())
    assert told.alternative is not None and told.alternative["card"] != action["card"]
    assert told.alternative_value == max(v for c, v in kept.items() if c != action["card"])


def test_a_day_bonus_is_compared_with_the_best_other_reward():
    view, action = next(hard_decisions(rules.BONUS, range(1, 20), players=2,
                                       goal=lambda v: v.sheets[0].bonus_matches >= 2))
    told = insights.hard_insight(view, 0, action)
    judge = bots.Judge(view, 0, hard=True)
    others = [a for a in view.legal_actions(0) if a["reward"] != action["reward"]]
    assert told.value == insights.tenths(judge.bonus_value(action))
    assert told.alternative is not None and told.alternative["reward"] != action["reward"]
    assert told.alternative_value == max(insights.tenths(judge.bonus_value(a)) for a in others)
    assert told.margin is not None and told.margin >= 0


def test_the_card_given_first_is_compared_by_the_agency_s_planned_trip():
    view, action = next(hard_decisions(rules.GIVE, goal=lambda v: len(set(v.sheets[0].hand)) > 1))
    told = insights.hard_insight(view, 0, action)
    assert any(reason.key == "agency_margin" for reason in told.reasons)
    assert told.alternative is not None and told.alternative["card"] != action["card"]
    judge = bots.Judge(view, 0, hard=True)
    hand = view.sheets[0].hand
    first = told.alternative["card"]
    assert told.alternative_value == -round(judge.agency_planned(
        [first, *(c for c in hand if c != first)]))
    assert told.margin is not None and told.margin >= 0


def test_the_last_card_to_give_says_there_is_no_other():
    view, action = next(hard_decisions(rules.GIVE, goal=lambda v: len(v.sheets[0].hand) == 1))
    told = insights.hard_insight(view, 0, action)
    assert told.alternative is None
    assert any(reason.key == "only_choice" for reason in told.reasons)

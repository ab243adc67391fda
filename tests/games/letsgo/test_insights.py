"""Let's Go's insights, without Qt: every move of seeded games has one; a placement's fact is the
rules' own count (the day bonus a third card brings, a highlight's condition), a card taken is
placed where its fact tells most, and on the trip the planner's best final totals give the value
and the best other choice; all from the seat's own view."""

from __future__ import annotations

from collections.abc import Iterator

from tabibito.engine import Match, Rng, Seat
from tabibito.games.letsgo import bots, insights, planner, rules
from tabibito.games.letsgo.game import LetsGoGame
from tabibito.games.letsgo.rules import LetsGoState

GAME = LetsGoGame()


def decisions(seed: int, players: int, **options) -> Iterator[tuple[LetsGoState, int]]:
    """Every decision of a seeded game of random choices (a copy of the full state)."""
    match = Match(GAME, options, [Seat(f"P{s}") for s in range(players)], seed)
    rng = Rng(seed)
    while not match.is_over():
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        yield state.clone(), seat
        legal = state.legal_actions(seat)
        match.apply(seat, legal[rng.below(len(legal))])


def test_every_move_of_a_draft_has_an_insight_that_says_what_it_is():
    kinds = set()
    for state, seat in decisions(3, 1, passport=True):
        if state.phase == rules.TRIP:
            break
        view = state.view(seat)
        for action in view.legal_actions(seat)[:6]:
            told = insights.insight(view, seat, action)
            assert told.action == action and told.move is not None
            kinds.add(told.move.key)
    assert {"passport", "take", "walk", "slot", "give"} <= kinds


def test_a_third_card_completes_its_day_with_the_matches_the_rules_count():
    seen = 0
    for state, seat in decisions(5, 2):
        if state.phase != rules.DRAFT or state.sheets[seat].step != rules.SLOT:
            continue
        view = state.view(seat)
        for action in view.legal_actions(seat):
            fact = insights.insight(view, seat, action).reasons[0]
            placed = insights.after(view, seat, action)
            day = action["day"]
            if len(placed.sheets[seat].days[day]) != rules.DAY_CARDS:
                continue
            matches = placed.matches(placed.sheets[seat], day)
            if matches == 0:
                assert fact.key == "no_bonus"
            else:
                assert fact.key == "completes" and fact["matches"] == matches
                assert fact["rewards"] == tuple(rules.BONUS_TIERS[fact["tier"] - 1])
            seen += 1
    assert seen >= 5


def test_a_card_taken_names_the_best_placement_over_the_open_days():
    checked = 0
    for state, seat in decisions(7, 2):
        if state.phase != rules.DRAFT or state.sheets[seat].step != rules.PLAY or checked >= 30:
            continue
        view = state.view(seat)
        for action in view.legal_actions(seat):
            if action.kind != rules.TAKE:
                continue
            told = insights.insight(view, seat, action)
            ranks = [insights.rank(insights.placement_fact(
                view, seat, insights.after(view, seat, action, rules.slot_action(day, position)),
                day, position, short_highlights=False))
                for day in view.sheets[seat].open_days()
                for position in sorted({0, len(view.sheets[seat].days[day])})]
            assert told.value == max(ranks) == insights.rank(told.reasons[0])
            assert (told.move["day"] is None) == (max(ranks) <= insights.RANK_PLAIN)
            checked += 1
    assert checked >= 20


def test_a_trip_choice_is_valued_by_the_planner_against_the_best_other():
    checked = 0
    for state, seat in decisions(2, 2, passport=True):
        if state.phase != rules.TRIP or checked >= 12:
            continue
        view = state.view(seat)
        for action in view.legal_actions(seat):
            agency = action.kind == rules.AGENCY
            journey = view.agency_trip if agency else view.trips[seat]
            outcomes = planner.best_choices(journey, bots.planner_memo(journey))
            told = insights.insight(view, seat, action)
            assert told.value == told.later == outcomes[action["choice"]]
            others = {c: t for c, t in outcomes.items() if c != action["choice"]}
            if not others:
                assert told.alternative is None and told.margin is None
                continue
            best = (min if agency else max)(others.values())
            assert told.alternative_value == best == others[told.alternative["choice"]]
            assert told.margin == outcomes[action["choice"]] - best
            checked += 1
    assert checked >= 10


def test_an_insight_reads_nothing_hidden():
    for state, seat in list(decisions(4, 3))[:120:6]:
        view = state.view(seat)
        for action in view.legal_actions(seat)[:4]:
            told = insights.insight(view, seat, action)
            world = view.determinize(seat, Rng(11)).view(seat)
            assert insights.insight(world, seat, action) == told

"""Next Station's insights, without Qt: what a move brings the sheet is what the engine's scores
count, the reason is the category gaining most, the best other move is the best by the points
now, the set-up's promise is kept by the next card, and a refused station names the most
telling refusal; all from the seat's own view."""

from __future__ import annotations

from functools import cache

from tabibito.engine import Action, IllegalAction, Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import insights, scoring
from tabibito.games.nextstation.cards import CARDS
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tests.wanderers import easy_wandering

GAME = REGISTRY.get("nextstation")
FULL = {"effects": True, "objectives": True}
GAMES = ((1, FULL, 2), (3, {}, 2), (5, {}, 4), (20, FULL, 2))


@cache
def decisions(seed: int, options: tuple, players: int) -> tuple[tuple[NextStationState, int], ...]:
    seats = [Seat(f"Bot {s + 1}", "normal" if s % 2 == 0 else "easy") for s in range(players)]
    match = easy_wandering(Match(GAME, dict(options), seats, seed))
    found = []
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        found.append((match.state.clone(), seat))
        match.apply(seat, match.bot_action(seat))
    return tuple(found)


def moves():
    for seed, options, players in GAMES:
        for state, seat in decisions(seed, tuple(sorted(options.items())), players):
            for action in state.legal_actions(seat):
                yield state, seat, action


def gain(state: NextStationState, seat: int, action: Action) -> int:
    after = state.clone()
    before = after.scores().totals[seat]
    after.apply(seat, action)
    return after.scores().totals[seat] - before


def test_the_points_now_are_what_the_engine_counts_and_the_alternative_is_the_best_other():
    checked = 0
    for state, seat, action in moves():
        if checked >= 400:
            break
        told = insights.insight(state.view(seat), seat, action)
        assert told.action == action
        others = [gain(state, seat, a) for a in state.legal_actions(seat) if a != action]
        if action.kind == "draw":
            assert told.now == gain(state, seat, action)
            assert told.move is not None and told.move["to"] == action["to"]
            assert told.alternative_value == max(others, default=None)
            if told.alternative is not None:
                assert gain(state, seat, told.alternative) == told.alternative_value
                assert told.margin == told.now - told.alternative_value
        else:
            draws = [gain(state, seat, a) for a in state.legal_actions(seat) if a.kind == "draw"]
            assert told.now == 0 and told.alternative_value == max(draws, default=None)
            assert told.reason is not None and told.reason.key == (
                ("blocked" if action == STOP else "no_section") if not draws
                else "no_gain" if max(draws) == 0 else "small_gain")
        assert told.setup is not None
        checked += 1
    assert checked >= 200


def test_the_reason_is_the_category_that_gains_most():
    seen = set()
    for state, seat, action in moves():
        if action.kind != "draw" or gain(state, seat, action) == 0:
            continue
        result = insights.outcome(state.view(seat), seat, action)
        best = max(insights.REASON_ORDER,
                   key=lambda c: (result.gains.get(c, 0), -insights.REASON_ORDER.index(c)))
        reason = insights.insight(state.view(seat), seat, action).reason
        assert reason is not None and reason.key == best
        seen.add(best)
    assert seen == set(insights.REASON_ORDER)


def test_an_interchange_reason_counts_the_lines_at_the_station():
    for state, seat, action in moves():
        reason = action.kind == "draw" and insights.insight(state.view(seat), seat, action).reason
        if reason and reason.key == "interchanges":
            after = state.clone()
            after.apply(seat, action)
            lines = scoring.lines_at_stations(after.map, after.sheet(seat).lines_in_order())
            assert reason["lines"] == lines[action["to"]] >= 3
            return
    raise AssertionError("no sampled section makes an interchange")


def test_the_next_symbol_promised_is_what_such_a_card_brings():
    checked = 0
    for state, seat, action in moves():
        if action.kind != "draw" or state.subway_left == 0 or checked >= 20:
            continue
        told = insights.insight(state.view(seat), seat, action)
        if told.setup is None or told.setup.key != "next_symbol":
            continue
        after = state.clone()
        after.apply(seat, action)
        world = after.determinize(seat, Rng(1))
        card = next(c for c in world.remaining_cards if CARDS[c].symbol == told.setup["symbol"])
        world._deck = (card, *[c for c in world.remaining_cards if c != card])
        for other in world.to_act():
            world.apply(other, STOP if world.pending_straight_on(other) else PASS)
        world.resolve()
        best = max([gain(world, seat, a) for a in world.legal_actions(seat) if a.kind == "draw"],
                   default=0)
        assert best == told.setup["points"] == told.later
        checked += 1
    assert checked >= 10


def test_an_insight_reads_nothing_hidden():
    for state, seat, action in list(moves())[:300:7]:
        view = state.view(seat)
        told = insights.insight(view, seat, action)
        world = view.determinize(seat, Rng(9))
        assert insights.insight(world, seat, action) == told


def test_a_refused_station_names_the_most_telling_refusal():
    found = set()
    for state, seat in decisions(1, tuple(sorted(FULL.items())), 2)[:60]:
        if state.pending_straight_on(seat) is not None:
            continue
        starts = state.legal_starts(seat)
        for station in state.map.stations:
            refused = insights.refusal(state, seat, station, starts)
            reachable = any(state.why_illegal(seat, Action.of("draw", frm=frm, to=station))
                            is None for frm in starts)
            if refused is None:
                assert reachable or not starts
                continue
            assert not reachable
            found.add(refused.key)
            if refused.frm is not None:
                problem = state.why_illegal(seat, Action.of("draw", frm=refused.frm, to=station))
                assert isinstance(problem, IllegalAction) and problem.key == refused.key
                others = [state.why_illegal(seat, Action.of("draw", frm=f, to=station))
                          for f in starts]
                assert insights.rank(problem) == min(insights.rank(p) for p in others if p)
    assert {"nextstation.wrong_symbol", "nextstation.revisit", "nextstation.no_guide"} <= found


def test_a_refusal_without_facts_of_its_own_names_its_key():
    """A refusal the insights know nothing more of is told by its key alone (this raised a
    TypeError: Reason.of's first parameter is itself named key)."""
    state, seat = decisions(1, tuple(sorted(FULL.items())), 2)[0]
    frm = state.legal_starts(seat)[0]
    to = state.map.stations[frm].id
    told = insights.refusal_facts(state, seat, frm, to, "nextstation.unheard_of")
    assert told.key == "other" and told["key"] == "nextstation.unheard_of"

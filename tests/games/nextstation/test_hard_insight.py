"""Next Station's hint comparison, without Qt: the hard player's move against its best other by
that player's own worth (points now, the next cards' expected follow-up, the line's openings
and prospects), never naming a winner shown worth less; a worked example where the hinted
section brings less now than the best other but more in all."""

from __future__ import annotations

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import bots, insights

GAME = REGISTRY.get("nextstation")


def hard_decisions(seed: int, count: int):
    """The first ``count`` decisions of a seeded solo game of the hard player: (view, seat,
    its choice)."""
    match = Match(GAME, {}, [Seat("Solo", "hard")], seed)
    found = []
    while not match.is_over() and len(found) < count:
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        action = match.bot_action(seat)
        found.append((match.state.view(seat), seat, action))
        match.apply(seat, action)
    return found


def test_a_section_worth_less_now_but_more_in_all_says_so():
    view, seat, action = hard_decisions(3, 3)[2]
    assert (action["frm"], action["to"]) == ("s05", "s08")
    told = insights.hard_insight(view, seat, action)
    other = told.alternative
    assert other is not None and (other["frm"], other["to"]) == ("s10", "s15")
    # 2 points now and about 11 to come; the other 5 now but about 7 to come.
    assert (told.now, told.measure, told.later) == (2, 13, 11)
    assert (told.alternative_now, told.alternative_value) == (5, 12)
    assert told.alternative_now == insights.outcome(view, seat, other).points
    assert told.versus is not None and told.versus.key == "more_later"


def test_the_alternative_is_the_best_other_by_the_hard_player_s_worth():
    checked = 0
    for view, seat, action in hard_decisions(5, 40):
        told = insights.hard_insight(view, seat, action)
        worth = bots.hard_values(view, seat)
        others = [a for a in view.legal_actions(seat) if a != action]
        if not others:
            assert told.alternative is None
            continue
        assert told.alternative is not None
        assert worth(told.alternative) == max(worth(a) for a in others)
        assert told.measure >= told.alternative_value  # the hard player's choice, never beaten
        assert told.later == told.measure - told.now
        assert told.now == insights.insight(view, seat, action).now
        assert told == insights.hard_insight(view, seat, action)  # asked again, the same
        checked += 1
    assert checked >= 20

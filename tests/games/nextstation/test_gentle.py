"""Next Station's easy player is gentle but plausible (issue 24 §2): it never leaves points on the
table for no reason. It draws a section that scores, at random among them (so it is no match for
the normal player, who takes the most), takes an interchange or a tourist stamp when one is
there, and never passes while a section would score; the random player it replaced often did.
Worked examples from a seeded solo game of the normal player (seed 1)."""

from __future__ import annotations

from collections import Counter

from tabibito.engine import Action, Budget, RandomBot, Rng
from tabibito.games.nextstation.bots import GentleBot, make_bot
from tabibito.games.nextstation.rules import PASS, NextStationState
from tests.games.nextstation.test_insights import decisions as seeded_decisions

TRIES = 30  # decisions of each player from one position, each with a stream of its own


def decisions(seed: int = 1) -> tuple[tuple[NextStationState, int], ...]:
    """Every decision of a seeded solo game of the normal player: (full state, seat)."""
    return seeded_decisions(seed, (), 1)


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


def gain(state: NextStationState, seat: int, action: Action) -> int:
    """The points the move brings, as the engine's scores count them."""
    after = state.clone()
    before = after.scores().totals[seat]
    after.apply(seat, action)
    return after.scores().totals[seat] - before


def choices(bot, state: NextStationState, seat: int) -> Counter:
    legal = state.legal_actions(seat)
    return Counter(bot.choose(state.view(seat), legal, Rng(seed), seat, Budget())
                   for seed in range(TRIES))


def test_the_easy_player_is_the_gentle_one():
    assert isinstance(make_bot("easy"), GentleBot)


def test_easy_takes_the_interchange_the_random_player_mostly_walked_past():
    state, seat = decisions()[35]  # round 4: four sections and a pass score nothing
    legal = state.legal_actions(seat)
    assert {action: gain(state, seat, action) for action in legal} == {
        draw("s30", "s21"): 0, draw("s30", "s31"): 0, draw("s38", "s31"): 0,
        draw("s38", "s39"): 5, draw("s38", "s42"): 0, PASS: 0}
    after = state.clone()
    after.apply(seat, draw("s38", "s39"))
    before, now = state.breakdown(seat), after.breakdown(seat)
    # s39 becomes an interchange of this line and earlier ones: 5 points more.
    assert {name: now[name] - before[name] for name in now if now[name] != before[name]} == {
        "interchanges": 5}
    assert choices(GentleBot(), state, seat) == {draw("s38", "s39"): TRIES}
    old = choices(RandomBot(), state, seat)
    assert old[draw("s38", "s39")] < TRIES // 2 and old[PASS] > 0  # left 5 points, or passed


def test_easy_draws_any_section_that_scores_never_one_that_does_not():
    state, seat = decisions()[8]  # round 1: four sections score (4, 4, 4 and 7 points)
    legal = state.legal_actions(seat)
    scoring = {action for action in legal if gain(state, seat, action) > 0}
    assert sorted(gain(state, seat, action) for action in scoring) == [4, 4, 4, 7]
    easy = choices(GentleBot(), state, seat)
    # Gentle: any of them, not always the best (the normal player's); but never nothing.
    assert set(easy) == scoring and easy[draw("s15", "s22")] < TRIES


def test_easy_never_passes_while_a_section_would_score():
    for state, seat in decisions(2):
        legal = state.legal_actions(seat)
        chosen = GentleBot().choose(state.view(seat), legal, Rng(len(legal)), seat, Budget())
        best = max(gain(state, seat, action) for action in legal)
        assert gain(state, seat, chosen) > 0 or best == 0
        assert chosen.kind == "draw" or all(action.kind != "draw" for action in legal)

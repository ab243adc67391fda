"""The expert's search over determinized worlds (``engine.WorldSearch``): it plays the prior's
best candidates out on sampled worlds, beats a random player, and lets the prior decide when it
keeps one candidate only."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import (
    Action,
    Budget,
    Match,
    RandomBot,
    Rng,
    Seat,
    State,
    WorldSearch,
    policy_playout,
)
from tests.engine.toygame import GAME

SEATS = [Seat("Aiko", "hard"), Seat("Botan", "easy")]


def no_prior(view: State, actions: Sequence[Action], seat: int, rng: Rng) -> list[float]:
    return [0.0] * len(actions)


def last_first(view: State, actions: Sequence[Action], seat: int, rng: Rng) -> list[float]:
    return [float(index) for index in range(len(actions))]


def random_policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
    return rng.choice(actions)


def test_a_world_search_beats_the_random_player():
    search = WorldSearch(no_prior, random_policy, worlds=8, candidates=8, prior_weight=0.0)
    random = RandomBot()
    wins = margin = 0
    for seed in range(10):
        for searcher in (0, 1):
            match = Match(GAME, {"hand": 2}, SEATS, seed)
            bots = {searcher: search, 1 - searcher: random}
            while not match.is_over():
                seat = match.state.to_act()[0]
                request = match.bot_request(seat, seconds=None)
                request.bot = bots[seat]
                match.apply(seat, request.run())
            totals = match.state.scores().totals
            wins += totals[searcher] > totals[1 - searcher]
            margin += totals[searcher] - totals[1 - searcher]
    assert margin > 0
    assert wins >= 13, f"the world search won {wins} of 20"


def test_with_one_candidate_the_prior_decides_without_a_world():
    match = Match(GAME, {"hand": 3}, SEATS, 4)
    seat = match.state.to_act()[0]
    legal = match.state.legal_actions(seat)
    assert len(legal) > 1
    search = WorldSearch(last_first, random_policy, worlds=10**9, candidates=1,
                         prior_weight=1.0)
    assert search.choose(match.state.view(seat), legal, Rng(1), seat, Budget()) == legal[-1]


def test_the_searching_seat_plays_its_own_policy_out_the_others_theirs():
    """With ``own_policy_for`` the playouts ask the policy it makes for the searching seat's
    decisions only, and the shared ``policy`` for every other seat's (Next Station's expert plays
    its own sheet out and leaves the others' sheets, which cannot touch its score, to the
    cheapest)."""
    asked: dict[str, set[int]] = {"own": set(), "others": set()}

    def recording(name: str):
        def policy(world: State, seat: int, actions: Sequence[Action], rng: Rng) -> Action:
            asked[name].add(seat)
            return rng.choice(actions)
        return policy

    match = Match(GAME, {"hand": 3}, SEATS, 4)
    seat = match.state.to_act()[0]
    legal = match.state.legal_actions(seat)
    made_for: list[tuple[State, int]] = []

    def own_policy_for(view: State, searcher: int):
        made_for.append((view, searcher))
        return recording("own")

    view = match.state.view(seat)
    search = WorldSearch(no_prior, recording("others"), own_policy_for=own_policy_for,
                         worlds=2, candidates=2, prior_weight=0.0)
    assert search.choose(view, legal, Rng(1), seat, Budget()) in legal
    assert asked == {"own": {seat}, "others": {1 - seat}}
    assert made_for == [(view, seat)]  # once a decision, from what the searcher sees


def test_a_policy_playout_stops_where_it_is_told_to():
    """A search that values a position before the end (Let's Go's expert: the end of the
    draft) plays out only to there."""
    match = Match(GAME, {}, [Seat(name, "easy") for name in "ab"], 3)
    whole, part = match.state.clone(), match.state.clone()
    policy_playout(whole, random_policy, Rng(1))
    steps = policy_playout(part, random_policy, Rng(1), until=lambda state: len(state.played) >= 2)
    assert whole.is_over() and not part.is_over()
    assert len(part.played) == 2 and steps > 0

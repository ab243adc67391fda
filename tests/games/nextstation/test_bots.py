"""Computer players of Next Station: Tokyo: legal, sighted only through their view, and ranked."""

import statistics

import pytest

from tabibito.engine import Budget, Match, RandomBot, Rng, Seat, policy_playout
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.bots import (
    Appraiser,
    GentleBot,
    GreedyBot,
    LookaheadBot,
    make_bot,
)
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tabibito.games.nextstation.tokyo_map import load_map

TOKYO = load_map()
SOLO_GAMES = 200
HARD_OVER_EASY = 1.25


def test_levels():
    assert isinstance(make_bot("easy"), GentleBot)
    assert isinstance(make_bot("normal"), GreedyBot)
    assert isinstance(make_bot("hard"), LookaheadBot)


def mid_game_states(seed: int, players: int = 2, **options):
    """States met while random players play a game (each one a fresh clone)."""
    rng = Rng(seed)
    state = NextStationState(TOKYO, players, Rng(seed), **options)
    while not state.is_over():
        if state.needs_resolution():
            state.resolve()
            continue
        yield state.clone()
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_choose_legal_actions_with_every_module(level):
    bot = make_bot(level)
    for state in mid_game_states(3, players=3, effects=True, objectives=True):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            assert bot.choose(state.view(seat), legal, Rng(seat), seat, Budget()) in legal


def test_the_appraiser_agrees_with_the_score_sheet():
    for state in mid_game_states(8, effects=True, objectives=True):
        for seat in state.to_act():
            view = state.view(seat)
            appraiser = Appraiser(view, seat)
            for action in state.legal_actions(seat):
                sheet = view.sheet_after(seat, action)
                after = state.clone()
                after.sheets = tuple(sheet if s == seat else state.sheets[s]
                                     for s in range(state.players))
                assert appraiser.sheet_points(sheet, view.pencil(seat)) == sum(
                    after.breakdown(seat).values())


def test_normal_takes_the_best_immediate_gain():
    bot = GreedyBot()
    for state in mid_game_states(5, players=1):
        legal = state.legal_actions(0)
        chosen = bot.choose(state.view(0), legal, Rng(1), 0, Budget())
        gains = {}
        for action in legal:
            twin = state.clone()
            twin.sheets = (twin.sheet_after(0, action),)
            gains[action] = sum(twin.breakdown(0).values())
        assert gains[chosen] == max(gains.values())


def test_bots_decide_the_same_way_from_the_same_view():
    for level in ("normal", "hard"):
        match = Match(GAME, {}, [Seat("a", level), Seat("b", level)], 99)
        again = Match(GAME, {}, [Seat("a", level), Seat("b", level)], 99)
        match.play_bots()
        again.play_bots()
        assert match.log == again.log


def solo_scores(level: str) -> list[int]:
    scores = []
    for seed in range(SOLO_GAMES):
        match = Match(GAME, {}, [Seat("solo", level)], 10_000 + seed)
        match.play_bots()
        scores.append(match.state.scores().totals[0])
    return scores


@pytest.mark.slow
def test_hard_scores_at_least_a_quarter_more_than_easy_over_200_solo_games():
    easy = statistics.mean(solo_scores("easy"))
    hard = statistics.mean(solo_scores("hard"))
    assert hard >= HARD_OVER_EASY * easy, (easy, hard)


def test_bots_stop_straight_on_never_by_passing():
    """Seed 0 with three bots: the straight-on effect fires, and the bots stop three times after
    their first section instead of going on; the log then shows no "passed" after a section on one card."""
    match = Match(GAME, {"effects": True},
                  [Seat("a", "easy"), Seat("b", "normal"), Seat("c", "hard")], 0)
    match.play_bots()
    assert match.is_over()
    assert sum(1 for move in match.log if move.action == STOP) == 3
    drew: set[int] = set()  # the seats that drew on the current card
    for event in match.events:
        if event.kind == "card_flipped":
            drew.clear()
        elif event.kind == "section_drawn":
            drew.add(event["seat"])
        elif event.kind == "passed":
            assert event["seat"] not in drew


def cancelled() -> Budget:
    budget = Budget()
    budget.cancel()
    return budget


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_cancelled_budget_still_gets_a_legal_answer(level):
    bot = make_bot(level)
    for state in mid_game_states(4, players=2, effects=True):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            assert bot.choose(state.view(seat), legal, Rng(seat), seat, cancelled()) in legal


def test_hard_stops_weighing_candidates_once_the_budget_is_spent():
    """Under a cancelled budget only the first candidate is valued: it is the answer."""
    bot = LookaheadBot()
    for state in mid_game_states(6, players=1):
        legal = state.legal_actions(0)
        assert bot.choose(state.view(0), legal, Rng(2), 0, cancelled()) == legal[0]


def test_bots_decide_by_the_seat_they_are_given_not_by_the_view():
    """A spectator's view (viewer None) serves any seat: the bot reads the seat argument."""
    bot = GreedyBot()
    for state in mid_game_states(9, players=2):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            assert (bot.choose(state.view(None), legal, Rng(3), seat, Budget())
                    == bot.choose(state.view(seat), legal, Rng(3), seat, Budget()))
            assert PASS in legal or STOP in legal


@pytest.mark.parametrize("options", [{}, dict(GAME.full_options)], ids=["base", "full"])
def test_another_seats_play_never_changes_a_sheets_score(options):
    """What the expert's search relies on (it plays only its own sheet out and counts its own
    total): with the same seed and the same player on seat 0, seat 0 ends on the same score
    whether the others draw greedily or at random."""
    for seed in range(3):
        totals = []
        for others in (GreedyBot(), RandomBot()):
            match = Match(GAME, options, [Seat(name, "normal") for name in "abc"], seed)
            match.use_bot(1, others)
            match.use_bot(2, others)
            match.play_bots()
            totals.append(match.state.scores().totals[0])
        assert totals[0] == totals[1], (seed, totals)


def test_the_expert_plays_only_its_own_sheet_out_and_counts_its_own_total():
    expert = GAME.make_bot("expert")
    assert expert.own_policy_for is not None
    match = Match(GAME, {}, [Seat(name, "normal") for name in "ab"], 5)
    match.play_bots()
    assert expert.evaluation(match.state, 1) == match.state.scores().totals[1]


def test_the_expert_draws_its_playouts_as_hard_to_the_rounds_end_then_as_normal():
    """In a playout from a decision of round r, the expert's own sheet is drawn by the hard
    player's choice while round r lasts (what the decision is about) and by the normal player's
    after it. Checked where the two players choose differently."""
    expert = GAME.make_bot("expert")
    players = {"hard": GAME.make_bot("hard"), "normal": GAME.make_bot("normal")}
    seen = {"this round": 0, "a later round": 0}
    for seed in range(4):
        match = Match(GAME, {}, [Seat(name, "hard") for name in "ab"], seed)
        view = match.state.view(0)
        own = expert.own_policy_for(view, 0)

        def checked(state, seat, legal, rng, own=own, view=view):
            action = own(state, seat, legal, Rng(1))
            if seat == 0:
                chosen = {name: bot.choose(state, legal, Rng(1), 0, Budget())
                          for name, bot in players.items()}
                if chosen["hard"] != chosen["normal"]:
                    now = "this round" if state.round == view.round else "a later round"
                    assert action == chosen["hard" if now == "this round" else "normal"]
                    seen[now] += 1
            return action

        policy_playout(match.state.clone(), checked, Rng(seed))
    assert min(seen.values()) > 0, seen

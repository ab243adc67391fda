"""The match's quick path for the random player: it draws the random player's choice itself,
from the very stream ``bot_rng`` names, so a game of random players is the log it always was; a
bot that chooses its own way is still asked; and a bot that decides at once is given the shared
clock without a deadline instead of one of its own (on Secret Draft)."""

from tabibito.engine import BOT_SECONDS, Budget, Match, RandomBot, Rng, Seat, bot_rng
from tabibito.engine.match import AT_ONCE
from tests.engine.toygame import GAME

SEATS = [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")]


def played_the_long_way(seed: int) -> list:
    """Every decision asked of RandomBot.choose with bot_rng, the match only applying it."""
    match = Match(GAME, {}, SEATS, seed)
    bot = RandomBot()
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.bots_to_act()[0]
        rng = bot_rng(seed, seat, match.decisions(seat))
        match.apply(seat, bot.choose(None, match.state.legal_actions(seat), rng, seat,
                                     Budget(BOT_SECONDS)))
    return match.log


def test_random_players_through_the_match_play_what_their_choose_would():
    for seed in (0, 1, 7, 2**64 + 3):
        match = Match(GAME, {}, SEATS, seed)
        match.play_bots()
        assert match.log == played_the_long_way(seed)


def test_bot_action_draws_for_the_random_player_what_its_request_would():
    match = Match(GAME, {}, SEATS, 4)
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.bots_to_act()[0]
        action = match.bot_action(seat)
        assert action == match.bot_request(seat, seconds=None).run()
        match.apply(seat, action)


class Recorder(RandomBot):
    """A random player of its own making: notes the streams and clocks it was given."""

    def __init__(self) -> None:
        self.rngs: list[int] = []
        self.budgets: list[Budget] = []

    def choose(self, view, legal_actions, rng, seat, budget):
        self.rngs.append(rng.state)
        self.budgets.append(budget)
        return super().choose(view, legal_actions, rng, seat, budget)


class Timed(Recorder):
    reads_budget = True


def test_a_random_player_that_chooses_its_own_way_is_asked_and_plays_the_same():
    quick, asked = Match(GAME, {}, SEATS, 9), Match(GAME, {}, SEATS, 9)
    asked._bots = {seat: Recorder() for seat in range(len(SEATS))}
    quick.play_bots()
    asked.play_bots()
    assert asked.log == quick.log
    for seat, bot in asked._bots.items():
        assert bot.rngs == [bot_rng(9, seat, n).state for n in range(len(bot.rngs))]
        assert len(bot.rngs) == asked.decisions(seat) > 0


def test_a_bot_that_decides_at_once_gets_the_shared_clock_and_others_one_of_their_own():
    match = Match(GAME, {}, SEATS, 2)
    match._bots = {0: Recorder(), 1: Timed(), 2: Timed()}
    match.play_bots()
    assert RandomBot.reads_budget is False
    assert match._bots[0].budgets and all(b is AT_ONCE for b in match._bots[0].budgets)
    timed = match._bots[1].budgets
    assert timed and all(b is not AT_ONCE and b.seconds == BOT_SECONDS for b in timed)
    assert len({id(b) for b in timed}) == len(timed)  # a fresh clock for every decision


def test_the_shared_clock_never_runs_out():
    assert AT_ONCE.seconds is None and not AT_ONCE.expired() and not AT_ONCE.is_cancelled()


def test_the_random_player_still_chooses_among_any_sequence():
    legal = ("x", "y", "z")
    for seed in range(20):
        assert RandomBot().choose(None, legal, Rng(seed), 0, AT_ONCE) == Rng(seed).choice(legal)

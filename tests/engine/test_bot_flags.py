"""What a bot declares it needs (``Bot.reads_view``, ``reads_budget``, ``runs_apart``) and what
the match gives it: a bot that never reads its view is given none, one that decides at once the
shared clock; every bot draws from the stream ``bot_rng`` names, so a game of bots is the same
log whichever way it is played (on Secret Draft)."""

from tabibito.engine import BOT_SECONDS, Bot, Budget, Match, RandomBot, Rng, Seat, State, bot_rng
from tabibito.engine.match import AT_ONCE
from tests.engine.toygame import GAME

SEATS = [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")]


class Recorder(RandomBot):
    """A random player that notes the views, streams and clocks it was given."""

    def __init__(self, reads_view: bool = False) -> None:
        self.reads_view = reads_view  # type: ignore[misc]
        self.views: list[object] = []
        self.rngs: list[int] = []
        self.budgets: list[Budget] = []

    def choose(self, view, legal_actions, rng, seat, budget):
        self.views.append(view)
        self.rngs.append(rng.state)
        self.budgets.append(budget)
        return super().choose(view, legal_actions, rng, seat, budget)


class Timed(Recorder):
    reads_budget = True


def bots_match(seed: int = 5, seats=SEATS[:2]) -> Match:
    return Match(GAME, {}, seats, seed)


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


def test_the_flags_have_defaults_for_every_bot_and_the_random_player_says_what_it_needs():
    class Plain(Bot[State]):
        def choose(self, view, legal_actions, rng, seat, budget):
            return legal_actions[0]

    assert (Plain.reads_view, Plain.reads_budget, Plain.runs_apart) == (True, True, False)
    assert (RandomBot.reads_view, RandomBot.reads_budget) == (False, False)


def test_a_bot_that_never_reads_its_view_is_given_none_and_decides_the_same():
    blind, seeing = bots_match(), bots_match()
    blind._bots = {seat: Recorder(reads_view=False) for seat in (0, 1)}
    seeing._bots = {seat: Recorder(reads_view=True) for seat in (0, 1)}
    blind.play_bots()
    seeing.play_bots()
    assert blind.log == seeing.log
    assert all(view is None for bot in blind._bots.values() for view in bot.views)
    assert all(view is not None and view is not seeing.state
               for bot in seeing._bots.values() for view in bot.views)


def test_random_players_through_the_match_play_what_their_choose_would():
    for seed in (0, 1, 7, 2**64 + 3):
        match = Match(GAME, {}, SEATS, seed)
        match.play_bots()
        assert match.log == played_the_long_way(seed)


def test_bot_action_is_the_decision_of_the_bot_request():
    match, again = bots_match(9), bots_match(9)
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            again.resolve()
            continue
        seat = match.bots_to_act()[0]
        action = match.bot_action(seat)
        assert action == again.bot_request(seat, seconds=None).run()
        match.apply(seat, action)
        again.apply(seat, action)


def test_every_bot_draws_from_its_seats_stream():
    asked = Match(GAME, {}, SEATS, 9)
    asked._bots = {seat: Recorder() for seat in range(len(SEATS))}
    asked.play_bots()
    assert asked.log == played_the_long_way(9)
    for seat, bot in asked._bots.items():
        assert bot.rngs == [bot_rng(9, seat, n).state for n in range(len(bot.rngs))]
        assert len(bot.rngs) == asked.decisions(seat) > 0
    for seed in (0, 1, 2**64 + 5, -3):
        match = Match(GAME, {}, SEATS[:2], seed)
        for seat in (0, 1):
            assert match.bot_rng(seat).state == bot_rng(seed, seat, 0).state


def test_a_bot_that_decides_at_once_gets_the_shared_clock_and_others_one_of_their_own():
    match = Match(GAME, {}, SEATS, 2)
    match._bots = {0: Recorder(), 1: Timed(), 2: Timed()}
    match.play_bots()
    assert match._bots[0].budgets and all(b is AT_ONCE for b in match._bots[0].budgets)
    timed = match._bots[1].budgets
    assert timed and all(b is not AT_ONCE and b.seconds == BOT_SECONDS for b in timed)
    assert len({id(b) for b in timed}) == len(timed)  # a fresh clock for every decision


def test_the_shared_clock_never_runs_out():
    assert AT_ONCE.seconds is None and not AT_ONCE.expired() and not AT_ONCE.is_cancelled()


def test_a_bots_only_match_has_nothing_to_take_back():
    match = bots_match()
    match.play_bots()
    assert not match.can_undo() and not match.undo()


def test_a_match_with_a_human_still_takes_back_a_move():
    match = Match(GAME, {}, [Seat("Aiko"), Seat("b", "easy")], 3)
    before = match.state.snapshot()
    match.apply(0, match.state.legal_actions(0)[0])
    assert match.undo()
    assert match.state.snapshot() == before


def test_the_random_player_chooses_among_any_sequence_without_a_view():
    legal = ("x", "y", "z")
    for seed in range(20):
        assert RandomBot().choose(None, legal, Rng(seed), 0, AT_ONCE) == Rng(seed).choice(legal)

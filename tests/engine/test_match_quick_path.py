"""What the match leaves out when nobody needs it, and the streams it folds once: a bot that
never reads its view is given none, a bots-only match keeps no copy for undo, and every bot's
stream is still the one ``bot_rng`` names (on Secret Draft)."""

from tabibito.engine import (
    Budget,
    Match,
    RandomBot,
    Rng,
    Seat,
    bot_rng,
    mix_seed,
)
from tabibito.engine.rng import mix_seed_onto
from tests.engine.toygame import GAME


class Recorder(RandomBot):
    """A random player that notes the views it was given."""

    def __init__(self, reads_view: bool) -> None:
        self.reads_view = reads_view
        self.views: list[object] = []

    def choose(self, view, legal_actions, rng, seat, budget):
        self.views.append(view)
        return super().choose(view, legal_actions, rng, seat, budget)


def bots_match(seed: int = 5) -> Match:
    return Match(GAME, {}, [Seat("a", "easy"), Seat("b", "easy")], seed)


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


def test_the_random_player_says_it_never_reads_its_view():
    assert RandomBot.reads_view is False


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


def test_a_bots_only_match_keeps_no_copy_for_undo_and_has_nothing_to_take_back():
    match = bots_match()
    match.play_bots()
    assert match._floor_state is None
    assert not match.can_undo() and not match.undo()


def test_a_match_with_a_human_still_takes_back_a_move():
    match = Match(GAME, {}, [Seat("Aiko"), Seat("b", "easy")], 3)
    before = match.state.snapshot()
    match.apply(0, match.state.legal_actions(0)[0])
    assert match.undo()
    assert match.state.snapshot() == before


def test_the_streams_folded_once_are_those_of_bot_rng():
    for seed in (0, 1, 2**64 + 5, -3):
        match = Match(GAME, {}, [Seat("a", "easy"), Seat("b", "easy")], seed)
        for seat in (0, 1):
            assert match.bot_rng(seat).state == bot_rng(seed, seat, 0).state
    for parts in ((1, 2), (7, 0, 3), (2**70, -1, 5)):
        assert mix_seed_onto(mix_seed(*parts[:-1]), parts[-1]) == mix_seed(*parts)


def test_a_random_players_choice_is_one_of_the_legal_actions_without_a_view():
    match = bots_match()
    legal = match.state.legal_actions(0)
    for seed in range(10):
        assert RandomBot().choose(None, legal, Rng(seed), 0, Budget()) in legal

"""The match: log, simultaneous decisions, undo/redo floors, replay and bots (on Secret Draft)."""

import threading
import time
from collections import Counter
from concurrent.futures import CancelledError, wait
from contextlib import suppress

import pytest

from tabibito.engine import (
    Action,
    Bot,
    BotRequest,
    Budget,
    IllegalAction,
    Match,
    Move,
    OptionError,
    OptionSpec,
    RandomBot,
    Registry,
    Rng,
    SearchBot,
    Seat,
    State,
    Worker,
    bot_rng,
    decision,
)
from tests.engine.toygame import GAME, HIDDEN, SecretDraft

HUMANS = [Seat("Aiko"), Seat("Botan")]


def new_match(seats=HUMANS, seed=11, **options):
    return Match(GAME, options, seats, seed)


def test_simultaneous_decision_waits_for_everybody():
    match = new_match()
    assert match.state.to_act() == (0, 1)
    card = match.state.legal_actions(0)[0]
    match.apply(0, card)
    match.apply(0, Action.of("place", where="bank"))
    assert match.state.to_act() == (1,)
    assert not any(event.reveals for event in match.events)


def test_two_step_decision_offers_the_second_step():
    match = new_match()
    match.apply(0, match.state.legal_actions(0)[0])
    assert {a.kind for a in match.state.legal_actions(0)} == {"place"}


def test_private_hand_is_hidden_from_the_other_seat():
    match = new_match()
    view = match.state.view(1)
    assert view.hands[0] == [HIDDEN] * len(match.state.hands[0])
    assert view.hands[1] == match.state.hands[1]
    assert set(view.deck) == {HIDDEN}


def test_picked_event_is_visible_to_its_seat_only():
    match = new_match()
    events = match.apply(0, match.state.legal_actions(0)[0])
    assert events[0].visible_for(0) and not events[0].visible_for(1)


def test_illegal_action_raises_a_typed_error_and_changes_nothing():
    match = new_match()
    before = match.to_save()
    with pytest.raises(IllegalAction) as caught:
        match.apply(0, Action.of("pick", card=999))
    assert caught.value.key == "action.illegal"
    with pytest.raises(IllegalAction):
        match.apply(0, Action.of("place", where="bank"))
    assert match.to_save() == before


def test_undo_and_redo_before_the_reveal():
    match = new_match()
    pick = match.state.legal_actions(0)[-1]
    match.apply(0, pick)
    hand_after = list(match.state.hands[0])
    assert match.undo()
    assert pick["card"] in match.state.hands[0]
    assert match.redo()
    assert match.state.hands[0] == hand_after


def test_a_reveal_ends_what_can_be_undone():
    match = new_match()
    for seat in (0, 1):
        match.apply(seat, match.state.legal_actions(seat)[0])
        match.apply(seat, Action.of("place", where="bid"))
    assert any(event.reveals for event in match.events)
    assert not match.can_undo()
    assert not match.undo()


def test_handoff_ends_what_can_be_undone():
    match = new_match()
    match.apply(0, match.state.legal_actions(0)[0])
    match.mark_handoff()
    assert not match.can_undo()


def test_undo_takes_back_the_bot_moves_after_the_human_one():
    match = new_match(seats=[Seat("Aiko"), Seat("Kuro", "easy")])
    match.play_bots()  # the bot picks and places first
    bot_moves = len(match.log)
    match.apply(0, match.state.legal_actions(0)[0])
    assert match.undo()
    assert len(match.log) == bot_moves


def test_new_action_clears_redo():
    match = new_match()
    match.apply(0, match.state.legal_actions(0)[0])
    match.undo()
    match.apply(0, match.state.legal_actions(0)[1])
    assert not match.can_redo()


def test_replay_of_the_log_reproduces_the_game():
    match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")], seed=5)
    match.play_bots()
    assert match.is_over()
    again = Match.from_save(match.to_save(), Registry([GAME]))
    assert again.state.scores() == match.state.scores()
    assert again.log == match.log


def test_bot_games_are_deterministic_for_a_seed():
    def play(seed):
        match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy")], seed=seed)
        match.play_bots()
        return match.state.scores(), match.log
    assert play(3) == play(3)
    assert play(3) != play(4)


def test_options_are_checked():
    with pytest.raises(OptionError) as caught:
        new_match(hand=9)
    assert caught.value.key == "option.value"
    with pytest.raises(OptionError) as caught:
        new_match(colour="red")
    assert caught.value.key == "option.unknown"
    with pytest.raises(OptionError) as caught:
        Match(GAME, {}, [Seat("solo")], 1)
    assert caught.value.key == "seats.count"
    with pytest.raises(OptionError) as caught:
        Match(GAME, {}, [Seat("a"), Seat("b", "grandmaster")], 1)
    assert caught.value.key == "seats.level"


def test_registry_lists_and_refuses():
    registry = Registry([GAME])
    assert registry.ids() == ("secretdraft",)
    with pytest.raises(OptionError):
        registry.get("chess")
    with pytest.raises(ValueError):
        registry.register(GAME)


def test_a_registry_imports_a_game_when_it_is_first_asked_for():
    loaded = []

    def load_secret_draft():
        loaded.append(GAME.id)
        return GAME

    registry = Registry.of_loaders({"secretdraft": load_secret_draft})
    assert registry.ids() == ("secretdraft",) and "secretdraft" in registry and loaded == []
    assert registry.get("secretdraft") is GAME and list(registry) == [GAME]
    assert loaded == ["secretdraft"]  # once
    with pytest.raises(ValueError):
        registry.register_loader("secretdraft", load_secret_draft)
    wrong = Registry.of_loaders({"chess": load_secret_draft})
    with pytest.raises(ValueError, match="chess"):
        wrong.get("chess")


def test_the_log_records_seat_step_and_action():
    match = new_match()
    pick = match.state.legal_actions(1)[0]
    match.apply(1, pick)
    match.apply(1, Action.of("place", where="bid"))
    assert match.log == [Move(1, 0, pick), Move(1, 0, Action.of("place", where="bid"))]
    for seat in (0,):
        match.apply(seat, match.state.legal_actions(seat)[0])
        match.apply(seat, Action.of("place", where="bank"))
    assert match.step == 1  # the reveal was the first resolution
    later = match.state.legal_actions(0)[0]
    match.apply(0, later)
    assert match.log[-1] == Move(0, 1, later)
    assert match.log[-1].step == 1 and match.log[-1].action == later


def test_the_reveal_is_the_resolution_not_the_last_decision():
    state = GAME.new_state({"hand": 3}, HUMANS, 11)
    for seat in (0, 1):
        state.apply(seat, state.legal_actions(seat)[0])
        events = state.apply(seat, Action.of("place", where="bank"))
        assert not any(event.reveals for event in events)
    assert state.to_act() == () and state.needs_resolution()
    events = state.resolve()
    assert any(event.reveals for event in events)
    assert not state.needs_resolution()
    with pytest.raises(IllegalAction) as caught:
        state.resolve()
    assert caught.value.key == "action.nothing_to_resolve"


# -- a held resolution --------------------------------------------------------------------------


def place_both(match, seats=(0, 1)):
    for seat in seats:
        match.apply(seat, match.state.legal_actions(seat)[0])
        match.apply(seat, Action.of("place", where="bank"))


def test_a_held_resolution_waits_for_confirmation_and_can_be_undone():
    match = Match(GAME, {}, HUMANS, 11, hold_resolution=True)
    place_both(match)
    assert match.resolution_held() and match.state.needs_resolution()
    assert match.step == 0
    assert not any(event.reveals for event in match.events)
    assert match.can_undo()
    assert match.undo()  # the last decision is taken back: nothing waits any more
    assert match.state.to_act() == (1,)
    assert not match.resolution_held()
    assert match.redo()
    assert match.resolution_held(), "a redone decision is held again"
    match.resolve()
    assert match.step == 1
    assert any(event.reveals for event in match.events)
    assert not match.can_undo(), "the reveal ended what can be undone"
    with pytest.raises(IllegalAction):
        match.resolve()


def test_without_hold_the_resolution_falls_at_once():
    match = Match(GAME, {}, HUMANS, 11)
    place_both(match)
    assert match.step == 1 and not match.state.needs_resolution()


def test_bots_never_hold_a_resolution():
    seats = [Seat("Kuro", "easy"), Seat("Shiro", "easy")]
    match = Match(GAME, {}, seats, 11, hold_resolution=True)
    match.play_bots()
    assert match.is_over(), "a game of bots stopped at a resolution"
    mixed = Match(GAME, {}, [Seat("Kuro", "easy"), Seat("Aiko")], 11, hold_resolution=True)
    mixed.play_bots()  # the bot decides first, and nothing is held behind it
    assert mixed.state.to_act() == (1,) and not mixed.resolution_held()
    place_both(mixed, seats=(1,))
    assert mixed.resolution_held(), "the human's last decision waits for confirmation"
    mixed.resolve()
    assert mixed.play_bots() == 2


# -- bots ---------------------------------------------------------------------------------------


def test_bot_rng_depends_on_seed_seat_and_own_decisions_only():
    match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy")], seed=8)
    assert match.bot_rng(1).state == bot_rng(8, 1, 0).state
    match.apply(0, match.state.legal_actions(0)[0])
    assert match.bot_rng(1).state == bot_rng(8, 1, 0).state, "another seat's move moved it"
    assert match.bot_rng(0).state == bot_rng(8, 0, 1).state
    streams = {bot_rng(seed, seat, n).state
               for seed in (1, 2) for seat in (0, 1, 2) for n in (0, 1, 2)}
    assert len(streams) == 18


def play_in_order(seed, first_or_last):
    seats = [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")]
    match = Match(GAME, {}, seats, seed)
    while not match.is_over():
        acting = match.state.to_act()
        seat = acting[0] if first_or_last == "first" else acting[-1]
        match.apply(seat, match.bot_request(seat, seconds=None).run())
    return match


def test_a_bot_game_is_the_same_whichever_seat_acts_first():
    forward, backward = play_in_order(4, "first"), play_in_order(4, "last")
    assert forward.log != backward.log, "the order did not change, so the test shows nothing"
    assert Counter(forward.log) == Counter(backward.log)
    for seat in range(3):
        own = [move for move in forward.log if move.seat == seat]
        assert own == [move for move in backward.log if move.seat == seat]
    assert forward.state.snapshot() == backward.state.snapshot()


def test_bot_request_is_detached_from_the_live_state():
    match = new_match(seats=[Seat("a", "hard"), Seat("b", "easy")])
    request = match.bot_request(0, seconds=None)
    assert isinstance(request, BotRequest) and request.seat == 0
    assert request.legal_actions == match.state.legal_actions(0)
    assert request.view.hands[1] == [HIDDEN] * len(match.state.hands[1])
    before = match.state.snapshot()
    request.view.hands[0].clear()
    request.legal_actions.clear()
    assert match.state.snapshot() == before


def test_bot_worker_decides_off_the_calling_thread():
    match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy")])
    worker = Worker()
    names = []

    class Recorder(Bot[State]):
        def choose(self, view, legal, rng, seat, budget):
            names.append(threading.current_thread().name)
            return legal[0]

    request = match.bot_request(0)
    request.bot = Recorder()
    action = worker.submit(request.budget, decision(request)).result(timeout=10)
    worker.shutdown()
    assert action == request.legal_actions[0]
    assert names and names[0] != threading.current_thread().name


class Stubborn(Bot[State]):
    """Searches until its budget is cancelled, then hangs on until released."""

    def __init__(self):
        self.searching = threading.Event()
        self.saw_cancel = threading.Event()
        self.release = threading.Event()

    def choose(self, view, legal, rng, seat, budget):
        self.searching.set()
        while not budget.expired():
            time.sleep(0.001)
        self.saw_cancel.set()
        self.release.wait(10)
        return legal[-1]


def test_cancel_all_stops_a_stale_decision_and_the_next_one_does_not_wait():
    match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy")])
    worker = Worker()
    stale = Stubborn()
    request = BotRequest(stale, match.state.view(0), match.state.legal_actions(0), Rng(1), 0,
                         Budget(None))
    stale_future = worker.submit(request.budget, decision(request))
    assert stale.searching.wait(10)
    worker.cancel_all()
    assert stale.saw_cancel.wait(10), "a cancelled search went on"
    fresh = match.bot_request(1, seconds=None)
    started = time.monotonic()
    action = worker.submit(fresh.budget, decision(fresh)).result(timeout=10)
    delay = time.monotonic() - started
    assert action in fresh.legal_actions
    assert not stale_future.done(), "the fresh decision waited for the stale one"
    assert not fresh.budget.is_cancelled(), "cancel_all cancelled a later decision"
    stale.release.set()
    assert stale_future.result(timeout=10) == request.legal_actions[-1]
    worker.shutdown()
    print(f"fresh decision answered {delay * 1000:.1f} ms after a stale one was cancelled")


@pytest.mark.parametrize("processes", [False, True], ids=["thread", "process"])
def test_cancel_all_stops_a_search_bot_without_a_deadline(processes):
    match = new_match(seats=[Seat("a", "hard"), Seat("b", "easy")])
    worker = Worker()
    request = match.bot_request(0, seconds=None)
    request.bot = SearchBot(playouts=10**9)
    future = worker.submit(request.budget, decision(request, processes=processes))
    time.sleep(0.2)
    assert not future.done(), "a billion playouts ended at once"
    worker.cancel_all()
    done, _ = wait([future], timeout=30)
    assert done, "a cancelled search went on"
    with suppress(CancelledError):  # no answer at all is fine: the decision was stale
        assert future.result() in request.legal_actions  # the best found so far
    worker.shutdown()
    late = match.bot_request(1)
    after = worker.submit(late.budget, decision(late))
    assert after.cancelled(), "a closed worker took another decision"


def test_search_bot_beats_random_bot():
    search, random = SearchBot(playouts=8), RandomBot()
    wins = margin = 0
    for seed in range(10):
        for searcher in (0, 1):
            match = Match(GAME, {"hand": 2}, HUMANS, seed)
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
    assert wins >= 13, f"the search bot won {wins} of 20"


# -- options that depend on others and on the player count -------------------------------------


class OptionedDraft(SecretDraft):
    id = "optioneddraft"
    max_players = 4
    options = (*SecretDraft.options,
               OptionSpec("jokers", False),
               OptionSpec("wild_jokers", False, requires=("jokers",)),
               OptionSpec("pace", "calm", ("calm", "fast"), requires=("jokers", "wild_jokers")),
               OptionSpec("duel", False, players=(2, 2)))


def test_resolve_options_fills_defaults_and_keeps_what_applies():
    game = OptionedDraft()
    assert game.resolve_options({}, 3) == {"hand": 3, "jokers": False, "wild_jokers": False,
                                           "pace": "calm", "duel": False}
    full = {"jokers": True, "wild_jokers": True, "pace": "fast", "duel": True}
    assert game.resolve_options(full, 2) == {"hand": 3, **full}


@pytest.mark.parametrize("given, players, key", [
    ({"wild_jokers": True}, 3, "option.requires"),
    ({"jokers": False, "wild_jokers": True}, 3, "option.requires"),
    ({"jokers": True, "pace": "fast"}, 3, "option.requires"),
    ({"duel": True}, 3, "option.players"),
    ({"duel": True}, 4, "option.players"),
    ({"pace": "slow"}, 2, "option.value"),
    ({"jokers": 1}, 2, "option.value"),
])
def test_resolve_options_refuses_options_that_do_not_apply(given, players, key):
    with pytest.raises(OptionError) as caught:
        OptionedDraft().resolve_options(given, players)
    assert caught.value.key == key


def test_an_option_that_does_not_apply_keeps_its_default():
    game = OptionedDraft()
    # Set to its default where it does not apply: accepted, and the default stays.
    assert game.resolve_options({"duel": False}, 4)["duel"] is False
    assert game.resolve_options({"wild_jokers": False}, 2)["wild_jokers"] is False
    match = Match(game, {"jokers": True, "wild_jokers": True}, HUMANS, 1)
    assert match.options["wild_jokers"] is True and match.options["pace"] == "calm"
    with pytest.raises(OptionError):
        Match(game, {"duel": True}, [Seat("a"), Seat("b"), Seat("c")], 1)


def test_resolve_options_accepts_every_listed_choice():
    class Chosen(SecretDraft):
        options = (OptionSpec("traveller", None, (None, "chihiro", "hiroshi")),
                   OptionSpec("speed", 1, (1, 1.5)))

    assert Chosen().resolve_options({"traveller": "chihiro", "speed": 1.5}, 2) == {
        "traveller": "chihiro", "speed": 1.5}
    with pytest.raises(OptionError):
        Chosen().resolve_options({"speed": True}, 2)  # True == 1, but it is no choice

"""The match: log, simultaneous decisions, undo/redo floors, replay and bots (on Secret Draft)."""

import threading

import pytest

from tabibito.engine import (
    Action,
    BotWorker,
    IllegalAction,
    Match,
    OptionError,
    Registry,
    Seat,
)
from tests.engine.toygame import GAME, HIDDEN

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


def test_bot_worker_decides_off_the_calling_thread():
    match = new_match(seats=[Seat("a", "easy"), Seat("b", "easy")])
    worker = BotWorker()
    names = []

    class Recorder:
        def choose(self, view, legal, rng):
            names.append(threading.current_thread().name)
            return legal[0]

    _, view, legal, rng = match.bot_request(0)
    action = worker.submit(Recorder(), view, legal, rng).result(timeout=10)
    worker.shutdown()
    assert action == legal[0]
    assert names and names[0] != threading.current_thread().name

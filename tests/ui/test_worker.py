"""One mechanism for every piece of background work (ui.kit.worker): a computer player's decision
on a thread or in a process of its own, a hint, the trip planner's search. Cancelling each kind
stops it part-way, and nothing is delivered afterwards."""

from __future__ import annotations

import multiprocessing
import threading
import time
from concurrent.futures import CancelledError

import pytest

from tabibito.engine import Budget, Match, SearchBot, Seat
from tabibito.ui.controller import NO_SEAT, MatchController
from tabibito.ui.kit.worker import CancellableMemo, Worker, decision
from tabibito.ui.letsgo import planner_view
from tabibito.ui.letsgo.planner_view import PlannerAdvice
from tests.engine.toygame import GAME
from tests.ui.toy_ui import ToyUI

ENDLESS = 10**9  # playouts: a search that never ends by itself


def threads_named(name: str) -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == name]


@pytest.mark.parametrize("processes", [False, True], ids=["thread", "process"])
def test_a_cancelled_decision_stops_and_delivers_nothing(qtbot, processes):
    match = Match(GAME, {}, [Seat("a", "hard"), Seat("b", "easy")], 11)
    request = match.bot_request(0, seconds=None)
    request.bot = SearchBot(playouts=ENDLESS)
    worker, delivered = Worker(), []
    worker.submit(request.budget, decision(request, processes=processes), delivered.append)
    if processes:
        qtbot.waitUntil(lambda: bool(multiprocessing.active_children()))
    time.sleep(0.2)
    assert worker.working(), "an endless search ended by itself"
    worker.cancel_all()
    qtbot.waitUntil(lambda: not worker.working(), timeout=30_000)  # it stopped
    assert not multiprocessing.active_children()  # the searching process is gone
    time.sleep(0.1)
    assert delivered == []


def test_a_decision_not_cancelled_is_delivered_with_its_answer(qtbot):
    match = Match(GAME, {}, [Seat("a", "easy"), Seat("b", "easy")], 11)
    request = match.bot_request(0, seconds=None)
    worker, delivered = Worker(), []
    worker.submit(request.budget, decision(request), delivered.append)
    qtbot.waitUntil(lambda: bool(delivered))
    assert delivered[0].result() in request.legal_actions


@pytest.mark.parametrize("how", ["closed", "moved_on"])
def test_a_hint_asked_then_cancelled_stops_and_says_nothing(qtbot, monkeypatch, how):
    """Closing the game, or the table moving to another timeline (undo, load), cancels the hint's
    search; a table that moved on answers the hint asked with none at once, so that the player
    may ask again."""
    easy = GAME.make_bot("easy")
    monkeypatch.setattr(GAME, "make_bot", lambda level: SearchBot(playouts=ENDLESS)
                        if level == "hard" else easy)
    controller = MatchController(Match(GAME, {}, [Seat("Ann"), Seat("Bo", "easy")], 11), ToyUI(),
                                 animation_factor=0)
    hints: list = []
    controller.hint_ready.connect(lambda *answer: hints.append(answer))
    controller.start()
    assert controller.ask_hint()
    qtbot.waitUntil(lambda: bool(multiprocessing.active_children()))  # the hard bot searches apart
    assert threads_named("tabibito-hint")
    if how == "closed":
        controller.dispose()
    else:
        controller.refresh()
        assert hints == [(NO_SEAT, None, None)] and controller.can_hint()
    qtbot.waitUntil(lambda: not threads_named("tabibito-hint"), timeout=30_000)
    assert not multiprocessing.active_children()
    qtbot.wait(100)
    assert hints == ([] if how == "closed" else [(NO_SEAT, None, None)])
    controller.dispose()


@pytest.fixture
def endless_search(monkeypatch):
    """A trip search that looks up position after position and never ends by itself."""
    searching = threading.Event()

    def search(trip, memo):
        searching.set()
        while True:
            memo.get(("a position",))
            time.sleep(0.001)

    monkeypatch.setattr(planner_view.planner, "best_choices", search)
    return searching


class Trip:
    def clone(self):
        return self


@pytest.mark.parametrize("how", ["cancel", "delete"])
def test_the_trip_planner_stops_when_cancelled_or_deleted_and_says_nothing(qtbot, endless_search,
                                                                            how):
    advice = PlannerAdvice()
    answers: list = []
    advice.ready.connect(lambda *answer: answers.append(answer))
    assert advice.ask("decision", "trip", Trip()) is None
    assert endless_search.wait(10)
    assert threads_named("tabibito-trip-planner")
    if how == "cancel":
        advice.cancel()
    else:
        advice.deleteLater()
    qtbot.waitUntil(lambda: not threads_named("tabibito-trip-planner"), timeout=10_000)
    qtbot.wait(50)
    assert answers == []


def test_a_cancelled_memo_keeps_what_was_solved_for_the_next_search():
    memo = CancellableMemo()
    memo.budget = Budget()
    memo[("solved",)] = 12
    memo.budget.cancel()
    with pytest.raises(CancelledError):
        memo.get(("solved",))
    memo.budget = Budget()
    assert memo.get(("solved",)) == 12

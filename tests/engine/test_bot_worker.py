"""The bot worker: decisions off the caller's thread, searching bots in a process of their own,
and stale decisions cancelled without delaying the next one."""

import threading
import time

import pytest

from tabibito.engine import BotRequest, BotWorker, Budget, RandomBot, Rng, SearchBot
from tabibito.engine.bots import run_apart
from tests.engine.toygame import SecretDraftState


def request(bot, budget=None, seed=1):
    state = SecretDraftState(2, 4, Rng(seed))
    return BotRequest(bot, state.view(0), state.legal_actions(0), Rng(seed), 0,
                      budget or Budget())


def test_a_search_in_its_own_process_answers_with_a_legal_action():
    job = request(SearchBot(playouts=4))
    assert run_apart(job) in job.legal_actions


def test_a_search_apart_answers_like_the_same_search_here():
    assert run_apart(request(SearchBot(playouts=6))) == request(SearchBot(playouts=6)).run()


def test_cancelling_ends_a_search_apart():
    job = request(SearchBot(playouts=10**9))
    threading.Timer(0.3, job.budget.cancel).start()
    with pytest.raises(Exception) as caught:
        run_apart(job)
    assert type(caught.value).__name__ == "CancelledError"


def test_a_stale_decision_never_holds_up_the_next_one():
    worker = BotWorker(processes=False)  # in a thread: the stale search shares this process
    stale = request(SearchBot(playouts=10**9))
    stale_answer = worker.submit(stale)
    time.sleep(0.05)
    worker.cancel_all()
    fresh = worker.submit(request(RandomBot()))
    assert fresh.result(timeout=10) in stale.legal_actions
    assert stale_answer.result(timeout=10) in stale.legal_actions  # it stopped early, by itself
    assert stale.budget.is_cancelled()
    worker.shutdown()


def test_a_deadline_makes_a_search_answer_with_what_it_has():
    job = request(SearchBot(playouts=10**9), Budget(0.2))
    assert job.run() in job.legal_actions


def test_a_shut_down_worker_takes_no_more_decisions():
    worker = BotWorker()
    worker.shutdown()
    assert worker.submit(request(RandomBot())).cancelled()

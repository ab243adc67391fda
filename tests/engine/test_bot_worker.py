"""The bot worker: decisions off the caller's thread, searching bots in a process of their own,
and stale decisions cancelled without delaying the next one."""

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tabibito.engine import BotRequest, Budget, RandomBot, Rng, SearchBot, Worker, decision
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
    worker = Worker()
    stale = request(SearchBot(playouts=10**9))
    # in a thread: the stale search shares this process
    stale_answer = worker.submit(stale.budget, decision(stale, processes=False))
    time.sleep(0.05)
    worker.cancel_all()
    next_one = request(RandomBot())
    fresh = worker.submit(next_one.budget, decision(next_one))
    assert fresh.result(timeout=10) in stale.legal_actions
    assert stale_answer.result(timeout=10) in stale.legal_actions  # it stopped early, by itself
    assert stale.budget.is_cancelled()
    worker.shutdown()


def test_a_deadline_makes_a_search_answer_with_what_it_has():
    job = request(SearchBot(playouts=10**9), Budget(0.2))
    assert job.run() in job.legal_actions


def test_a_shut_down_worker_takes_no_more_decisions():
    worker = Worker()
    worker.shutdown()
    late = request(RandomBot())
    assert worker.submit(late.budget, decision(late)).cancelled()


# -- a worker process ends with its app ------------------------------------------------------

# "The app": starts a search that never ends in a process of its own, says its pid, then waits.
APP = """
import multiprocessing, threading, time
from tabibito.engine import SearchBot
from tabibito.engine.bots import run_apart
from tests.engine.test_bot_worker import request

threading.Thread(target=run_apart, args=(request(SearchBot(playouts=10**9)),), daemon=True).start()
while not multiprocessing.active_children():
    time.sleep(0.01)
print(multiprocessing.active_children()[0].pid, flush=True)
time.sleep(600)
"""
ROOT = Path(__file__).resolve().parents[2]


def alive(pid: int) -> bool:
    """Whether the process runs (a zombie left for its new parent to reap has ended)."""
    if os.name == "nt":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    with contextlib.suppress(OSError):
        return stat.read_text(encoding="utf-8").rsplit(")", 1)[1].split()[0] != "Z"
    return True


def test_a_search_apart_ends_with_its_app_and_says_nothing():
    """Killing the app left a hard player's search running on for seconds, then printing the
    traceback of a broken pipe (issue 19 §6): it ends at once, without a word."""
    app = subprocess.Popen([sys.executable, "-c", APP], cwd=ROOT, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    child = int(app.stdout.readline())
    try:
        assert alive(child)
        app.kill()
        # The search holds the app's stderr too: it reaches its end once the search has ended.
        _, said = app.communicate(timeout=30)
        deadline = time.monotonic() + 30
        while alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(child), "the search outlived its app"
        assert said == ""
    finally:
        if alive(child):
            os.kill(child, signal.SIGTERM)
        app.kill()

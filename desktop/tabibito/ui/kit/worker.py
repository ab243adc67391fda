"""Background work: the one way the window hands a job off its thread, whatever the job is (a
computer player's decision, a hint, the trip planner's advice).

Every job runs on a daemon thread of its own with a ``Budget``, the engine's cancel switch, and
is cancelled through it: a bot stops at its next look at the budget, a searching bot's process is
ended at once (``run_apart``), the planner stops at the next position it looks up
(``CancellableMemo``). A cancelled job delivers nothing, whenever it ends: what it worked out
belongs to a moment that has passed (undo, load, a closed game or panel).

``done`` runs on the worker's thread: hand it a ``relay.to_gui_thread`` sender, which carries
the answer to the GUI thread and drops it if its receiver is gone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import CancelledError, Future
from functools import partial
from typing import Any, TypeVar

from tabibito.engine import Action, BotRequest, Budget
from tabibito.engine.bots import run_apart

R = TypeVar("R")


class Worker:
    """The jobs in flight for one owner (a match's controller, a panel's planner), each with
    its budget; ``cancel_all`` pulls every budget's switch, ``shutdown`` also refuses new
    jobs."""

    def __init__(self) -> None:
        self._open: set[Budget] = set()
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, budget: Budget, job: Callable[[], R],
               done: Callable[[Future[R]], None] | None = None,
               name: str = "tabibito-worker") -> Future[R]:
        """Run ``job`` on a thread of its own; ``done`` gets its future (a result, or the
        job's exception) unless ``budget`` was cancelled before it ended."""
        future: Future[R] = Future()
        with self._lock:
            if self._closed:
                future.cancel()
                return future
            self._open.add(budget)
        threading.Thread(target=self._run, args=(budget, job, future, done), daemon=True,
                         name=name).start()
        return future

    def _run(self, budget: Budget, job: Callable[[], R], future: Future[R],
             done: Callable[[Future[R]], None] | None) -> None:
        try:
            result = job()
        except BaseException as problem:  # reported to ``done``, which logs it
            future.set_exception(problem)
        else:
            future.set_result(result)
        finally:
            with self._lock:
                self._open.discard(budget)
        if not budget.is_cancelled() and done is not None:
            done(future)

    def working(self) -> bool:
        """Whether a job is still running (a cancelled one too, until it has stopped)."""
        with self._lock:
            return bool(self._open)

    def cancel_all(self) -> None:
        """Every job in flight is stale: pull its budget's switch."""
        with self._lock:
            for budget in self._open:
                budget.cancel()

    def shutdown(self) -> None:
        with self._lock:
            self._closed = True
        self.cancel_all()


def decision(request: BotRequest, *, processes: bool = True) -> Callable[[], Action]:
    """A computer player's decision as a job: a searching bot (``runs_apart``) decides in a
    process of its own, which its budget's cancel ends; any other on the worker's thread."""
    if processes and getattr(request.bot, "runs_apart", False):
        return partial(run_apart, request)
    return request.run


class CancellableMemo(dict[tuple[Any, ...], int]):
    """A search's memo that stops the search once its ``budget`` is cancelled: the trip
    planner looks up every position it reaches here first (``games.letsgo.planner``), so its
    next look-up raises CancelledError. What it solved before stays, each entry whole, for the
    next search of the same trip (under that search's budget)."""

    budget = Budget()

    def get(self, key: tuple[Any, ...], default: int | None = None) -> int | None:  # type: ignore[override]
        if self.budget.is_cancelled():
            raise CancelledError
        return super().get(key, default)

"""Background work: the engine's ``Worker`` is the one way the window hands a job off its thread,
whatever the job is (a computer player's decision, a hint, the trip planner's advice).

Every job runs on a daemon thread of its own with a ``Budget``, the engine's cancel switch, and
is cancelled through it: a bot stops at its next look at the budget, a searching bot's process is
ended at once (``run_apart``), the planner stops at the next position it looks up
(``CancellableMemo``). A cancelled job delivers nothing, whenever it ends: what it worked out
belongs to a moment that has passed (undo, load, a closed game or panel).

``done`` runs on the worker's thread: hand it a ``relay.to_gui_thread`` sender, which carries
the answer to the GUI thread and drops it if its receiver is gone.
"""

from __future__ import annotations

from concurrent.futures import CancelledError
from typing import Any

from tabibito.engine import Budget
from tabibito.engine.bots import Worker, decision

__all__ = ["CancellableMemo", "Worker", "decision"]  # the engine's worker, the window's way


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

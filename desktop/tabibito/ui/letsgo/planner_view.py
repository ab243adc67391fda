"""The trip planner's advice for the panel: for every choice of a trip decision, the final total
it leads to with best play from there (``games.letsgo.planner.best_choices``, an exact search).

The search runs on a daemon thread (a job of the kit's Worker), never on the GUI thread: most
decisions take well under a second, the worst itineraries a few seconds, and the window must stay
responsive meanwhile (the panel says "thinking…"); it stops when the panel goes. Each question carries a token naming the decision it was asked for; the
answer comes back through a queued signal with its token, and the panel shows it only while that
is still the decision on screen (after an undo or a new decision the answer is kept for later but
not shown). The memo of one itinerary's search is kept for its next decisions, so the later ones
come quickly; the answers never change with it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from concurrent.futures import CancelledError
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabibito.engine import Budget
from tabibito.games.letsgo import planner
from tabibito.games.letsgo.trip import Trip

from ..kit.relay import to_gui_thread
from ..kit.worker import CancellableMemo, Worker

MEMOS_KEPT = 4      # itineraries whose search memo is kept (the seats of a pass-and-play game)
ANSWERS_KEPT = 256  # decisions whose answer is kept (undo, redo, looking again)


def decision_token(seat: int, trip: Trip) -> tuple:
    """What names one decision of one trip: the seat, whose trip, and where the trip stands
    (the snapshot holds the itinerary, every choice so far and the decision open now)."""
    return (seat, trip.agency, repr(trip.snapshot()))


def itinerary_key(seat: int, trip: Trip) -> tuple:
    """The trip a search memo belongs to: its positions are solved for this itinerary only."""
    shot = trip.snapshot()
    return (seat, trip.agency, repr(shot["itinerary"]), shot["passport"])


def best_of(outcomes: Mapping[Any, int], agency: bool) -> set[Any]:
    """The choices the planner recommends: the highest total, for the agency's trip the lowest
    (the solo player plays the agency's decisions against it)."""
    if not outcomes:
        return set()
    target = min(outcomes.values()) if agency else max(outcomes.values())
    return {choice for choice, total in outcomes.items() if total == target}


class _Questions:
    """The question waiting for the search, and the search's loop, run as one job of the
    kit's Worker. Plain Python: the thread holds this and no Qt object (see ``ui.kit.relay``)."""

    def __init__(self, solved: Callable[[Hashable, dict[Any, int]], None]) -> None:
        self._solved = solved
        self._lock = threading.Lock()
        self._waiting: tuple[Hashable, Trip, CancellableMemo] | None = None
        self._searching = False
        self.worker = Worker()

    def put(self, token: Hashable, trip: Trip, memo: CancellableMemo) -> Hashable | None:
        """Queue a question; the one it replaced before its search began (if any) is returned."""
        with self._lock:
            replaced = None if self._waiting is None else self._waiting[0]
            self._waiting = (token, trip, memo)
            start = not self._searching
            self._searching = True
        if start:
            budget = Budget()
            self.worker.submit(budget, partial(self._work, budget), name="tabibito-trip-planner")
        return replaced

    def _work(self, budget: Budget) -> None:
        """The search's loop: the questions one after another until none waits, or until
        the budget is cancelled (the search stops at its next position, and says nothing)."""
        while True:
            with self._lock:
                job, self._waiting = self._waiting, None
                if job is None or budget.is_cancelled():
                    self._searching = False
                    return
            token, trip, memo = job
            memo.budget = budget
            try:
                outcomes = planner.best_choices(trip, memo)
            except CancelledError:
                continue  # ends the loop above
            except Exception:  # an advice that fails is no advice; the game goes on without it
                outcomes = {}
            if not budget.is_cancelled():
                self._solved(token, outcomes)


class PlannerAdvice(QObject):
    """Asks the planner off the GUI thread. ``ask`` answers at once when the decision was
    solved before; else the search is queued and ``ready(token, outcomes)`` follows.

    One search thread works through the questions: a question asked while another search runs
    waits for it and replaces any question still waiting (that one went stale). A new question
    does not stop the search running, which fills the memo its successor needs: the next
    decision of a trip lies inside the search of the one before, so it is answered almost at
    once afterwards. Only ``cancel`` (or deleting the advice) stops it, half-way.
    """

    ready = Signal(object, object)       # token, {choice: final total}

    def cancel(self) -> None:
        """Stop the search (the panel is going): nothing it finds is delivered any more, and
        nothing more is asked."""
        self._questions.worker.shutdown()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answers: OrderedDict[Hashable, dict[Any, int]] = OrderedDict()
        self._memos: OrderedDict[Hashable, CancellableMemo] = OrderedDict()
        self._asked: set[Hashable] = set()  # waiting or being searched
        # A search may end after its panel closed: the answer comes back through the relay.
        self._questions = _Questions(to_gui_thread(self, "_on_solved"))
        # Bound to the plain-Python worker, not to this object: called as it is deleted.
        self.destroyed.connect(self._questions.worker.shutdown)

    def known(self, token: Hashable) -> dict[Any, int] | None:
        return self._answers.get(token)

    def searching(self, token: Hashable) -> bool:
        return token in self._asked

    def ask(self, token: Hashable, memo_key: Hashable, trip: Trip) -> dict[Any, int] | None:
        """The answer for ``token`` if known; else None and a search is queued (once)."""
        known = self._answers.get(token)
        if known is not None:
            return known
        if token in self._asked:
            return None
        self._asked.add(token)
        stale = self._questions.put(token, trip.clone(), self._memo(memo_key))
        self._asked.discard(stale)  # replaced before its search began: never searched
        return None

    def _memo(self, key: Hashable) -> CancellableMemo:
        memo = self._memos.pop(key, None)
        self._memos[key] = memo = CancellableMemo() if memo is None else memo
        while len(self._memos) > MEMOS_KEPT:
            self._memos.popitem(last=False)
        return memo

    def _on_solved(self, token: Hashable, outcomes: dict[Any, int]) -> None:
        self._asked.discard(token)
        self._answers[token] = outcomes
        while len(self._answers) > ANSWERS_KEPT:
            self._answers.popitem(last=False)
        self.ready.emit(token, outcomes)

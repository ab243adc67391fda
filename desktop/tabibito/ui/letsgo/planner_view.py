"""The trip planner's advice for the panel: for every choice of a trip decision, the final total
it leads to with best play from there (``games.letsgo.planner.best_choices``, an exact search).

The search runs on a daemon thread, never on the GUI thread: most decisions take well under a
second, the worst itineraries a few seconds, and the window must stay responsive meanwhile (the
panel says "thinking…"). Each question carries a token naming the decision it was asked for; the
answer comes back through a queued signal with its token, and the panel shows it only while that
is still the decision on screen (after an undo or a new decision the answer is kept for later but
not shown). The memo of one itinerary's search is kept for its next decisions, so the later ones
come quickly; the answers never change with it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from tabibito.games.letsgo import planner
from tabibito.games.letsgo.trip import Trip

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


class _Relay(QObject):
    """Carries the search threads' answers to the GUI thread. It is never deleted, so a search
    that ends after its panel closed (the worst take seconds) still emits on a live object: an
    emit on the deleted advice itself could crash the app. Qt drops the queued answer of an
    advice already deleted, since its connection went with it."""

    solved = Signal(object, object, object)  # the asking advice's key, token, outcomes


_RELAY: list[_Relay] = []  # made on the GUI thread by the first advice, kept for the app's life


def _relay() -> _Relay:
    if not _RELAY:
        _RELAY.append(_Relay())
    return _RELAY[0]


class PlannerAdvice(QObject):
    """Asks the planner off the GUI thread. ``ask`` answers at once when the decision was
    solved before; else the search is queued and ``ready(token, outcomes)`` follows.

    One search thread works through the questions: a question asked while another search runs
    waits for it and replaces any question still waiting (that one went stale). A search
    cannot be stopped half-way, but the one running fills the memo its successor needs: the
    next decision of a trip lies inside the search of the one before, so it is answered
    almost at once afterwards.
    """

    ready = Signal(object, object)       # token, {choice: final total}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answers: OrderedDict[Hashable, dict[Any, int]] = OrderedDict()
        self._memos: OrderedDict[Hashable, dict] = OrderedDict()
        self._asked: set[Hashable] = set()  # waiting or being searched
        self._lock = threading.Lock()
        self._waiting: tuple[Hashable, Trip, dict] | None = None
        self._searching = False
        self._key = object()  # names this advice's answers on the shared relay
        self._relay = _relay()
        self._relay.solved.connect(self._on_relayed, Qt.ConnectionType.QueuedConnection)

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
        memo = self._memo(memo_key)
        with self._lock:
            if self._waiting is not None:  # stale before it began: never searched
                self._asked.discard(self._waiting[0])
            self._waiting = (token, trip.clone(), memo)
            self._asked.add(token)
            start = not self._searching
            self._searching = True
        if start:
            threading.Thread(target=self._work, daemon=True,
                             name="tabibito-trip-planner").start()
        return None

    def _memo(self, key: Hashable) -> dict:
        memo = self._memos.pop(key, None)
        self._memos[key] = memo = {} if memo is None else memo
        while len(self._memos) > MEMOS_KEPT:
            self._memos.popitem(last=False)
        return memo

    def _work(self) -> None:
        """The search thread: the questions one after another until none waits."""
        while True:
            with self._lock:
                job, self._waiting = self._waiting, None
                if job is None:
                    self._searching = False
                    return
            token, trip, memo = job
            try:
                outcomes = planner.best_choices(trip, memo)
            except Exception:  # an advice that fails is no advice; the game goes on without it
                outcomes = {}
            self._relay.solved.emit(self._key, token, outcomes)

    def _on_relayed(self, key: object, token: Hashable, outcomes: dict[Any, int]) -> None:
        if key is not self._key:  # another panel's answer
            return
        self._asked.discard(token)
        self._answers[token] = outcomes
        while len(self._answers) > ANSWERS_KEPT:
            self._answers.popitem(last=False)
        self.ready.emit(token, outcomes)

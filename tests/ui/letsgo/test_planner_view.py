"""The planner's advice off the GUI thread: the best marked (the lowest for the agency), a memo
kept across a trip's decisions changing no answer, one search at a time, a question gone stale
before its search began never searched, every answer delivered with its own token."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

from tabibito.games.letsgo import planner
from tabibito.ui.letsgo import planner_view
from tabibito.ui.letsgo.planner_view import PlannerAdvice, best_of, decision_token

from .lgp_match import find, in_trip


def trip_with_decisions():
    match = find(lambda m: in_trip(m) and m.state.prompt(0) is not None)
    return match.state.trips[0]


def test_the_best_choices_are_the_highest_or_for_the_agency_the_lowest():
    outcomes = {"a": 80, "b": 91, "c": 91, "d": 75}
    assert best_of(outcomes, agency=False) == {"b", "c"}
    assert best_of(outcomes, agency=True) == {"d"}
    assert best_of({}, agency=False) == set()


def test_a_memo_kept_across_the_trip_changes_no_answer():
    trip = trip_with_decisions().clone()
    memo: dict = {}
    while not trip.is_over():
        kept = planner.best_choices(trip, memo)
        assert kept == planner.best_choices(trip)
        trip.choose(max(kept, key=kept.get))


def test_each_decision_has_its_own_token():
    trip = trip_with_decisions().clone()
    before = decision_token(0, trip)
    assert decision_token(0, trip.clone()) == before
    assert decision_token(1, trip) != before
    trip.choose(trip.choices()[0])
    assert decision_token(0, trip) != before


@pytest.fixture
def held_search(monkeypatch):
    """The planner waits for the test's go before it answers; it answers with the call's
    number, so each answer shows which question it belongs to."""
    go = threading.Event()
    asked: list[int] = []

    def search(trip, memo=None):
        asked.append(len(asked))
        go.wait(10)
        return {"answer": len(asked)}

    monkeypatch.setattr(planner_view.planner, "best_choices", search)
    return go, asked


def test_one_search_at_a_time_and_a_stale_question_is_never_searched(qtbot, held_search):
    go, asked = held_search
    advice = PlannerAdvice()
    answers: dict = {}
    advice.ready.connect(lambda token, outcomes: answers.__setitem__(token, outcomes))
    trip = trip_with_decisions()
    assert advice.ask("first", "trip", trip) is None
    qtbot.waitUntil(lambda: asked == [0])  # the first search runs and waits
    assert advice.ask("stale", "trip", trip) is None
    assert advice.ask("latest", "trip", trip) is None  # replaces "stale" before it began
    assert advice.ask("latest", "trip", trip) is None  # asked again: still one question
    assert not advice.searching("stale") and advice.searching("latest")
    go.set()
    qtbot.waitUntil(lambda: set(answers) == {"first", "latest"})
    assert asked == [0, 1]
    assert answers == {"first": {"answer": 1}, "latest": {"answer": 2}}
    assert advice.ask("latest", "trip", trip) == {"answer": 2}  # known: at once


def test_a_search_that_ends_after_its_panel_closed_is_dropped_safely(qtbot, held_search,
                                                                     monkeypatch):
    """Leaving the game while the planner searches: the panel and its advice are deleted, the
    search ends later, and its answer goes nowhere (no emit on the deleted advice, no error).
    Another panel's advice, asking meanwhile, gets only its own answer."""
    from PySide6.QtWidgets import QWidget
    from shiboken6 import isValid

    go, asked = held_search
    thread_errors: list = []
    monkeypatch.setattr(threading, "excepthook", thread_errors.append)
    panel = QWidget()
    gone = PlannerAdvice(panel)
    trip = trip_with_decisions()
    assert gone.ask("left", "trip", trip) is None
    qtbot.waitUntil(lambda: asked == [0])  # searching when the panel closes
    panel.deleteLater()
    qtbot.waitUntil(lambda: not isValid(gone))
    other = PlannerAdvice()
    answers: dict = {}
    other.ready.connect(lambda token, outcomes: answers.__setitem__(token, outcomes))
    assert other.ask("stayed", "trip", trip) is None
    go.set()
    qtbot.waitUntil(lambda: "stayed" in answers)
    qtbot.wait(50)  # the deleted advice's answer has been relayed by now, to nobody
    assert answers == {"stayed": {"answer": 2}}  # its own answer only, not the closed panel's
    assert thread_errors == []  # the closed panel's search thread ended without an error


def test_an_advice_let_go_while_it_searches_goes_at_once(qtbot, held_search, monkeypatch):
    """The search thread holds no reference to the advice (see ui.kit.relay): an advice nobody
    keeps goes at once, on the GUI thread, and its late answer is dropped without an error."""
    go, asked = held_search
    thread_errors: list = []
    monkeypatch.setattr(threading, "excepthook", thread_errors.append)
    advice = PlannerAdvice()
    assert advice.ask("left", "trip", trip_with_decisions()) is None
    qtbot.waitUntil(lambda: asked == [0])
    gone = weakref.ref(advice)
    del advice
    gc.collect()
    assert gone() is None  # while its search still runs
    go.set()
    qtbot.waitUntil(lambda: not any(thread.name == "tabibito-trip-planner"
                                    for thread in threading.enumerate()))
    qtbot.wait(50)
    assert thread_errors == []

"""Let's Go's achievements, each with a worked example: a finished trip as its score sheet and
its snapshot show it, earning it and one step short."""

from types import SimpleNamespace

import pytest

from tabibito.engine import Match, Rival, Scores, Seat
from tabibito.engine.achievements import photo_finish
from tabibito.games.letsgo import GAME
from tabibito.games.letsgo import achievements as A


def finished(players=2, options=None):
    match = Match(GAME, options or {}, [Seat(f"bot {i}", "easy") for i in range(players)], 4)
    match.play_bots()
    return match.state.clone()


@pytest.fixture
def state():
    return finished()


def with_trip(state, **snapshot):
    """``state`` with seat 0's finished trip showing ``snapshot``."""
    trip = {"highlights": [True] * 6, "happiness": 0, "stress": 0, **snapshot}
    state.trips = [SimpleNamespace(snapshot=lambda: trip), *state.trips[1:]]
    return state


def scores(breakdown=None, totals=(50, 40), winners=(0,), rivals=()):
    return Scores(tuple(totals), (dict(breakdown or {}), {}), tuple(winners), tuple(rivals))


def test_ten_with_stable_distinct_ids():
    ids = [achievement.id for achievement in A.ACHIEVEMENTS]
    # The records keep these: a stored id never changes meaning.
    assert ids == [
        "highlight_every_day",
        "perfect_mood",
        "seasoned_traveller",
        "first_class",
        "scholar",
        "big_day",
        "grand_tour",
        "beat_the_agency",
        "beat_the_hard_agency",
        "photo_finish",
    ]


def test_a_highlight_on_all_six_days(state):
    assert A.highlight_every_day(with_trip(state, highlights=[True] * 6), scores(), 0)
    missed_saturday = [True] * 5 + [False]
    assert not A.highlight_every_day(with_trip(state, highlights=missed_saturday), scores(), 0)


def test_a_perfect_mood_is_full_happiness_and_no_stress(state):
    assert A.perfect_mood(with_trip(state, happiness=3, stress=0), scores(), 0)
    assert not A.perfect_mood(with_trip(state, happiness=3, stress=1), scores(), 0)
    assert not A.perfect_mood(with_trip(state, happiness=2, stress=0), scores(), 0)


def test_a_seasoned_traveller_reaches_the_experience_tables_best_row(state):
    assert A.seasoned_traveller(state, scores({"experience": 15}), 0)
    assert not A.seasoned_traveller(state, scores({"experience": 12}), 0)


def test_first_class_trains_cost_nothing_overall(state):
    assert A.first_class(state, scores({"trains": 0}), 0)
    assert A.first_class(state, scores({"trains": 4}), 0)
    assert not A.first_class(state, scores({"trains": -2}), 0)


def test_a_scholar_researched_fifteen_points(state):
    assert A.scholar(state, scores({"research": 15}), 0)
    assert not A.scholar(state, scores({"research": 14}), 0)


def test_a_big_day_is_worth_twenty(state):
    assert A.big_day(state, scores({"monday": 4, "friday": 20}), 0)
    assert not A.big_day(state, scores({"monday": 19, "mood": 20}), 0)


def test_a_grand_tour_is_a_hundred_and_twenty_points(state):
    assert A.grand_tour(state, scores(totals=(120, 40)), 0)
    assert not A.grand_tour(state, scores(totals=(119, 40)), 0)


def test_beating_the_agency_alone_and_the_hard_one():
    hard = finished(1, {"agency": "hard"})
    agency = Rival("agency", 70)
    win = Scores((71,), ({},), (0,), (agency,))
    loss = Scores((69,), ({},), (), (agency,), ("agency",))
    assert A.beat_the_agency(hard, win, 0) and A.beat_the_hard_agency(hard, win, 0)
    assert not A.beat_the_agency(hard, loss, 0)
    assert not A.beat_the_hard_agency(hard, loss, 0)
    easy = finished(1, {"agency": "easy"})
    assert A.beat_the_agency(easy, win, 0) and not A.beat_the_hard_agency(easy, win, 0)
    duo = finished()
    assert not A.beat_the_agency(duo, scores(), 0)


def test_a_photo_finish_counts_the_agency_too(state):
    assert photo_finish(state, scores(totals=(61, 60)), 0)
    assert not photo_finish(state, scores(totals=(62, 60)), 0)
    solo = Scores((61,), ({},), (0,), (Rival("agency", 60),))
    assert photo_finish(state, solo, 0)
    assert not photo_finish(state, Scores((61,), ({},), (0,), (Rival("agency", 59),)), 0)

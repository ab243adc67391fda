"""Next Station's achievements, each with a worked example: sheets drawn on the real map (as the
scoring tests draw them), earning it and one line short."""

from types import SimpleNamespace

import pytest

from tabibito.engine import Match, Scores, Seat
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation import achievements as A
from tests.games.nextstation.test_scoring import (
    TOKYO,
    Drawn,
    all_green,
    green_station,
    in_district,
    one_station_each,
    plain_station,
)
from tests.wanderers import easy_wandering


def finished(players=2, options=None):
    match = easy_wandering(
        Match(GAME, options or {}, [Seat(f"bot {i}", "easy") for i in range(players)], 3))
    match.play_bots()
    return match.state.clone()


@pytest.fixture
def state():
    return finished()


def with_lines(state, lines):
    """``state`` with seat 0's sheet drawn as ``lines``."""
    sheet = SimpleNamespace(lines_in_order=lambda: tuple(lines))
    state.sheets = (sheet, *state.sheets[1:])
    return state


def scores(breakdown=None, total=0):
    return Scores((total, 0), (dict(breakdown or {}), {}), (0,))


def test_ten_with_stable_distinct_ids():
    ids = [achievement.id for achievement in A.ACHIEVEMENTS]
    # The records keep these: a stored id never changes meaning.
    assert ids == [
        "interchange_of_five",
        "every_stamp",
        "whole_green_loop",
        "every_district",
        "four_big_interchanges",
        "big_line",
        "every_line_counts",
        "both_objectives",
        "hundred_points",
        "top_solo_rating",
    ]


def earned_by_id(achievement_id):
    return next(a.earned for a in A.ACHIEVEMENTS if a.id == achievement_id)


def test_an_interchange_of_five_lines(state):
    interchange = earned_by_id("interchange_of_five")
    four = [Drawn((green_station(), plain_station())) for _ in range(4)]  # and the green loop
    assert interchange(with_lines(state, four), scores(), 0)
    assert not interchange(with_lines(state, four[:3]), scores(), 0)


def test_every_tourist_stamp(state):
    stamps = earned_by_id("every_stamp")
    edge = one_station_each("corner") + one_station_each("side")
    assert stamps(with_lines(state, [Drawn(tuple(edge)), Drawn(tuple(edge))]), scores(), 0)
    short = [Drawn(tuple(edge[1:])), Drawn(tuple(edge))]
    assert not stamps(with_lines(state, short), scores(), 0)


def test_the_whole_green_loop(state):
    loop = earned_by_id("whole_green_loop")
    assert loop(with_lines(state, all_green()), scores(), 0)
    missing_one = [Drawn(tuple(TOKYO.green_loop[1:]))]
    assert not loop(with_lines(state, missing_one), scores(), 0)


def test_every_district(state):
    districts = earned_by_id("every_district")
    every = [in_district(d.kind, district=d.id)[0] for d in TOKYO.districts.values()]
    assert districts(with_lines(state, [Drawn(tuple(every[:7])), Drawn(tuple(every[7:]))]),
                     scores(), 0)
    assert not districts(with_lines(state, [Drawn(tuple(every[:7]))]), scores(), 0)


def test_four_big_interchanges(state):
    big = earned_by_id("four_big_interchanges")
    green = TOKYO.green_loop[:4]  # each with the loop and two lines: three lines
    lines = [Drawn(tuple(green)), Drawn(tuple(green))]
    assert big(with_lines(state, lines), scores(), 0)
    assert not big(with_lines(state, [Drawn(tuple(green[:3])), Drawn(tuple(green))]), scores(), 0)


def test_a_big_line_is_worth_thirty(state):
    assert A.big_line(state, scores({"line1": 5, "line3": 30}), 0)
    assert not A.big_line(state, scores({"line1": 29, "line2": 28}), 0)


def test_every_line_counts_ten_or_more(state):
    lines = {"line1": 10, "line2": 12, "line3": 18, "line4": 10}
    assert A.every_line_counts(state, scores(lines), 0)
    assert not A.every_line_counts(state, scores({**lines, "line4": 9}), 0)


def test_both_objectives_only_with_the_module():
    state = finished(options={"objectives": True})
    state.objectives = ("green_loop", "grand_interchange")
    both = all_green() + [Drawn((TOKYO.green_loop[0], plain_station()))] * 3
    assert A.both_objectives(with_lines(state, both), scores(), 0)
    assert not A.both_objectives(with_lines(state, all_green()), scores(), 0)
    state.objectives = ()
    assert not A.both_objectives(with_lines(state, both), scores(), 0)


def test_a_hundred_points(state):
    assert A.hundred_points(state, scores(total=100), 0)
    assert not A.hundred_points(state, scores(total=99), 0)


def test_the_top_solo_rating_needs_151_alone(monkeypatch):
    solo = finished(players=1)
    monkeypatch.setattr(type(solo), "scores", lambda self: Scores((151,), ({},), (0,)))
    assert A.top_solo_rating(solo, solo.scores(), 0)
    monkeypatch.setattr(type(solo), "scores", lambda self: Scores((150,), ({},), (0,)))
    assert not A.top_solo_rating(solo, solo.scores(), 0)
    duo = finished()
    monkeypatch.setattr(type(duo), "scores", lambda self: Scores((200, 0), ({}, {}), (0,)))
    assert not A.top_solo_rating(duo, duo.scores(), 0)

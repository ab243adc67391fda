"""Tokaido's achievements, each with a worked example on a finished journey: the journey made to
earn it, and the same journey one step short."""

import pytest

from tabibito.engine import Match, Scores, Seat
from tabibito.engine.achievements import earned, photo_finish
from tabibito.games.tokaido import GAME
from tabibito.games.tokaido import achievements as A


@pytest.fixture
def state():
    """A finished three-player game, every journey emptied of what the examples fill in."""
    match = Match(GAME, {}, [Seat(f"bot {i}", "easy") for i in range(3)], 7)
    match.play_bots()
    final = match.state.clone()
    for journey in final.journeys:
        journey.panoramas = [0, 0, 0]
        journey.meals, journey.hot_springs, journey.encounters = [], [], []
        journey.families = [0] * len(journey.families)
    final.achievers = {}
    return final


def scores(totals=(50, 40, 30), breakdown=None, winners=(0,)):
    breakdowns = tuple(dict(breakdown or {}) if seat == 0 else {} for seat in range(3))
    return Scores(tuple(totals), breakdowns, tuple(winners))


def test_every_game_has_about_ten_with_stable_distinct_ids():
    ids = [achievement.id for achievement in A.ACHIEVEMENTS]
    # The records keep these: a stored id never changes meaning.
    assert ids == [
        "every_panorama",
        "first_at_every_panorama",
        "meal_at_every_inn",
        "greatest_donor",
        "every_souvenir_family",
        "long_soak",
        "many_friends",
        "three_accolades",
        "great_journey",
        "photo_finish",
    ]


def test_every_panorama_completed(state):
    state.journeys[0].panoramas = [3, 4, 5]  # paddy 3 parts, mountain 4, sea 5
    assert A.every_panorama(state, scores(), 0)
    state.journeys[0].panoramas = [3, 4, 4]
    assert not A.every_panorama(state, scores(), 0)


def test_first_at_every_panorama(state):
    state.achievers = {"paddy": 0, "mountain": 0, "sea": 0}
    assert A.first_at_every_panorama(state, scores(), 0)
    assert not A.first_at_every_panorama(state, scores(), 1)
    state.achievers["sea"] = 1
    assert not A.first_at_every_panorama(state, scores(), 0)


def test_a_meal_at_every_inn(state):
    state.journeys[0].meals = ["a", "b", "c", "d"]  # the four inns after Kyoto
    assert A.meal_at_every_inn(state, scores(), 0)
    state.journeys[0].meals.pop()
    assert not A.meal_at_every_inn(state, scores(), 0)


def test_the_temples_greatest_donor_shares_a_tie(state):
    assert A.greatest_donor(state, scores(breakdown={"temple_ranking": 10}), 0)
    assert not A.greatest_donor(state, scores(breakdown={"temple_ranking": 7}), 0)
    tied = Scores((50, 40, 30), ({"temple_ranking": 10}, {"temple_ranking": 10}, {}), (0,))
    assert A.greatest_donor(state, tied, 1)


def test_every_souvenir_family(state):
    state.journeys[0].families[:4] = [1, 2, 1, 1]
    assert A.every_souvenir_family(state, scores(), 0)
    state.journeys[0].families[:4] = [1, 2, 0, 1]  # no clothing
    assert not A.every_souvenir_family(state, scores(), 0)


def test_a_long_soak_is_three_hot_springs(state):
    state.journeys[0].hot_springs = ["h1", "h2"]
    assert not A.long_soak(state, scores(), 0)
    state.journeys[0].hot_springs.append("h3")
    assert A.long_soak(state, scores(), 0)


def test_many_friends_is_five_encounters(state):
    state.journeys[0].encounters = ["e1", "e2", "e3", "e4"]
    assert not A.many_friends(state, scores(), 0)
    state.journeys[0].encounters.append("e5")
    assert A.many_friends(state, scores(), 0)


def test_three_accolades_of_the_four_end_cards(state):
    three = {"gourmet": 3, "collector": 3, "bather": 3, "chatterbox": 0}
    assert A.three_accolades(state, scores(breakdown=three), 0)
    assert not A.three_accolades(state, scores(breakdown={**three, "bather": 0}), 0)


def test_a_great_journey_is_a_hundred_points(state):
    assert A.great_journey(state, scores(totals=(100, 40, 30)), 0)
    assert not A.great_journey(state, scores(totals=(99, 40, 30)), 0)


def test_a_photo_finish_is_a_win_by_one_point(state):
    assert photo_finish(state, scores(totals=(61, 60, 30)), 0)
    assert not photo_finish(state, scores(totals=(62, 60, 30)), 0)
    assert not photo_finish(state, scores(totals=(60, 61, 30), winners=(1,)), 0)
    tie = scores(totals=(60, 60, 30), winners=(0, 1))
    assert not photo_finish(state, tie, 0)


def test_earned_lists_the_ids_in_order(state):
    state.journeys[0].panoramas = [3, 4, 5]
    state.journeys[0].meals = ["a", "b", "c", "d"]
    final = scores(totals=(61, 60, 30))
    assert earned(A.ACHIEVEMENTS, state, 0, final) == (
        "every_panorama", "meal_at_every_inn", "photo_finish")
    assert earned(A.ACHIEVEMENTS, state, 2, final) == ()

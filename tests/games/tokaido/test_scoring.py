"""The scoring rules of §8 with the rulebook's examples."""

import pytest

from tabibito.games.tokaido.scoring import most, souvenir_total, temple_ranking, winners

A, B, C, D = 0, 1, 2, 3


@pytest.mark.parametrize(("cards", "points"), [
    ([A], 1), ([A, B], 4), ([A, B, C], 9), ([A, B, C, D], 16),
    ([A, A, B], 5), ([A, A, A], 3), ([A, A, B, B], 8), ([B, A, A], 5),
])
def test_souvenir_sets(cards, points):
    assert souvenir_total(cards) == points


@pytest.mark.parametrize(("coins", "points"), [
    ([4, 3, 3, 2, 1], [10, 7, 7, 4, 2]),  # binding decision 3: dense ranking
    ([3, 2, 2, 0], [10, 7, 7, 0]),  # the French rulebook's example
    ([5, 5, 1], [10, 10, 7]),
    ([0, 0], [0, 0]),
    ([6, 5, 4, 3, 2], [10, 7, 4, 2, 2]),
])
def test_temple_ranking(coins, points):
    assert temple_ranking(coins) == points


def test_end_achievements_go_to_every_tied_traveller_with_at_least_one_card():
    assert most([3, 3, 1]) == [True, True, False]
    assert most([0, 0]) == [False, False]


def test_ties_go_to_the_most_achievements_then_are_shared():
    assert winners([50, 50, 40], [1, 2, 5]) == (1,)
    assert winners([50, 50, 40], [2, 2, 5]) == (0, 1)
    assert winners([30, 50], [4, 0]) == (1,)


def test_the_end_achievements_count_the_crossroads_cards_too():
    from types import SimpleNamespace

    from tabibito.games.tokaido.scoring import achievement_counts

    tableau = SimpleNamespace(meals=["fugu_1", "dango_1"], souvenirs=["koma"],
                              legendary=["shodo", "ema"], hot_springs=[], bath_houses=2,
                              encounters=["samurai_1"], calligraphies=["patience"])
    assert achievement_counts(tableau, {"fugu_1": 3, "dango_1": 1}) == {
        "gourmet": 4, "collector": 3, "bather": 2, "chatterbox": 2}

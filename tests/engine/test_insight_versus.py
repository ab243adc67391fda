"""Why a move beats the best other (Insight.versus), worked examples: the kind a hint words is
read off the two moves' points now and their values, and a move shown worth less than the
other it rejects is never said to beat it."""

from __future__ import annotations

import pytest

from tabibito.engine import Action
from tabibito.engine.insights import Insight

PANORAMA, CHERRY_TREE = Action("effect", {"choice": "base"}), Action("effect", {"choice": "x"})


@pytest.mark.parametrize(("now", "value", "other_now", "other_value", "kind"), [
    # The review's sea panorama: 1 point now, 4 ahead at the end; the cherry tree 2 points
    # now but only 1 ahead.
    (1, 4, 2, 1, "more_later"),
    # 3 now and 3 more to come (6) against 1 now and 4 to come (5): more now, less later.
    (3, 6, 1, 5, "more_now"),
    (3, 8, 2, 5, "more_both"),
    (3, 8, 3, 5, "more_both"),  # as much now, more later
    (2, 7, 2, 7, "as_good"),
    # Shown worth less (a near tie the finer count decided): no winner is named.
    (2, 4, 1, 5, "close"),
])
def test_the_kind_of_comparison_follows_the_points_now_and_the_values(now, value, other_now,
                                                                      other_value, kind):
    told = Insight(PANORAMA, now, value=value, alternative=CHERRY_TREE,
                   alternative_value=other_value, alternative_now=other_now)
    assert told.versus is not None and told.versus.key == kind
    assert told.margin == value - other_value


def test_a_game_that_does_not_split_now_from_later_says_only_worth_more():
    told = Insight(PANORAMA, value=112, alternative=CHERRY_TREE, alternative_value=108)
    assert told.versus is not None and told.versus.key == "worth_more"


def test_no_other_move_no_comparison():
    assert Insight(PANORAMA, 3).versus is None
    assert Insight(PANORAMA, 3, value=5).versus is None

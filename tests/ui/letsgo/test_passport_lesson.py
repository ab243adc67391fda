"""The Passport expansion's lesson of Let's Go! To Japan (issue 22 §5): the plugin offers it after
the base game's, it plays to its end whichever passport the learner keeps, what its texts say of
the two passports dealt is true of the game, and every lesson points at something on screen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import load_data
from tabibito.ui.letsgo import tutorial as lg
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.plugin_api import MOVE
from tabibito.ui.tutorial.auto import walk_through
from tabibito.ui.tutorial.progress import LEARNER, new_match, rehearse
from tests.ui.play import all_games_window

TUTORIAL = lg.PASSPORT_TUTORIAL
DATA = load_data()
KEPT = (lg.FREE_SPIRIT, lg.HIGHS_AND_LOWS)


def test_the_plugin_offers_the_passport_lesson_after_the_base_game():
    tutorials = LetsGoUI().tutorials()
    assert [t.key for t in tutorials] == ["base", "passport"]
    assert TUTORIAL.options == {"passport": True}  # what ticking Passport in the dialog says
    assert TUTORIAL.seats == lg.TUTORIAL.seats  # solo, against the travel agency
    assert TUTORIAL.context == lg.CONTEXT


@pytest.mark.parametrize("number", KEPT)
def test_the_lesson_plays_to_its_end_whichever_passport_is_kept(number):
    lessons = tuple(replace(lesson, expect=(lg.keep_passport(number),))
                    if lesson.kind == MOVE else lesson for lesson in TUTORIAL.lessons)
    assert rehearse(replace(TUTORIAL, lessons=lessons), REGISTRY) == []


def test_the_two_passports_dealt_are_the_ones_the_texts_describe():
    match = new_match(TUTORIAL, REGISTRY)
    state = match.state
    assert state.phase == rules.PASSPORT
    assert [a["number"] for a in state.legal_actions(LEARNER)] == list(KEPT)
    free_spirit, highs_and_lows = (DATA.passport(number) for number in KEPT)
    assert free_spirit.wilds == 3  # "gives you 3 wild tokens right away"
    assert highs_and_lows.wilds == 0 and not highs_and_lows.icons  # it scores at the end only
    match.apply(LEARNER, lg.keep_passport(lg.FREE_SPIRIT))
    sheet = match.state.sheets[LEARNER]
    assert (sheet.passport, sheet.wilds) == (lg.FREE_SPIRIT, 3)  # "counted above it"
    assert match.state.phase == rules.DRAFT and match.state.round == 1


def test_every_lesson_points_at_something_on_screen(qtbot):
    """And the ring is where its target is now: keeping the passport takes the decision out of
    the panel, and the tokens it names move up (the ring once stayed where they had been)."""
    rings = []

    def look(run) -> None:
        if run.progress.lesson.target == "tokens":
            rings.append((run.ring.target, run.target_rect()))

    window = all_games_window(qtbot, size=(1024, 700))
    walk = walk_through(window, TUTORIAL, look=look)
    assert walk.problems == []
    assert len(rings) == 2 and all(ring == target for ring, target in rings)
    assert walk.steps == len(TUTORIAL.lessons)
    assert window.lessons.run.progress.done

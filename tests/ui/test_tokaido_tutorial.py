"""Tokaido's tutorials: they play to their end as the ``--auto`` check walks them, every lesson's
pointer finds its part of the real board or panel when the lesson shows, and the scripted start
survives a save."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from tabibito.engine import Action, Match
from tabibito.games import REGISTRY
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import MOVE, SHELL_TARGETS
from tabibito.ui.tokaido.plugin import PLUGIN
from tabibito.ui.tokaido.tutorial import (
    BASE_TUTORIAL,
    CONTEXT,
    CROSSROADS_TUTORIAL,
    FIRST_DINNER,
    FIRST_INN,
)
from tabibito.ui.tutorial.auto import walk_through
from tabibito.ui.tutorial.progress import LEARNER, Progress, new_match, rehearse

TUTORIALS = {"base": BASE_TUTORIAL, "crossroads": CROSSROADS_TUTORIAL}


def test_the_plugin_offers_the_base_tutorial_first_then_crossroads():
    tutorials = PLUGIN.tutorials()
    assert [t.key for t in tutorials] == ["base", "crossroads"]
    assert all(t.game == "tokaido" and t.context == CONTEXT for t in tutorials)
    assert tutorials[1].options == {"crossroads": True}
    assert [seat.bot for seat in tutorials[0].seats] == [None, "easy", "easy"]
    assert tutorials[0].seats[LEARNER].name == ""  # the shell names the learner "You"


@pytest.mark.parametrize("key", TUTORIALS)
def test_the_tutorial_plays_to_its_end(key):
    assert rehearse(TUTORIALS[key], REGISTRY) == []


@pytest.mark.parametrize("dinner", FIRST_DINNER)
def test_every_first_dinner_the_lesson_allows_leads_on_to_the_end(dinner):
    """The first meal is the learner's choice: the lessons after it hold whichever it is."""
    lessons = tuple(replace(lesson, expect=(dinner,)) if lesson.expect == FIRST_DINNER
                    else lesson for lesson in BASE_TUTORIAL.lessons)
    assert lessons != BASE_TUTORIAL.lessons or dinner == FIRST_DINNER[0]
    assert rehearse(replace(BASE_TUTORIAL, lessons=lessons), REGISTRY) == []


@pytest.mark.parametrize("key", TUTORIALS)
def test_a_move_lesson_says_why_another_move_is_not_the_lesson(key):
    moves = [lesson for lesson in TUTORIALS[key].lessons if lesson.kind == MOVE]
    assert moves and all(lesson.why_not for lesson in moves)


def test_the_base_tutorial_ends_on_the_final_score_sheet():
    lessons = BASE_TUTORIAL.lessons
    assert lessons[-1].target == "scores" and lessons[-2].target == "scores"
    free = [n for n, lesson in enumerate(lessons) if lesson.kind == "free"]
    # After free play nothing is foreseeable: only reading follows.
    assert all(lesson.kind == "read" for lesson in lessons[free[0] + 1:])


def _resolves(board, panel, key: str) -> bool:
    if key in SHELL_TARGETS:
        return key != "hero" or panel.hero() is not None  # the rest is the shell's own
    found = board.tutorial_target(key)
    if isinstance(found, QGraphicsItem):
        return found.isVisible()
    if isinstance(found, QRectF):
        return not found.isEmpty()
    found = panel.tutorial_target(key)
    return isinstance(found, QWidget) and not found.isHidden()


class _Pinned:
    """A lesson's guard that lets every move through: as in the lesson, a computer player's
    draw waits for the learner's press (its "main" button is there to point at)."""

    def allows(self, seat: int, action: Action) -> bool:
        return True

    def allows_confirm(self) -> bool:
        return True

    def would_allow(self, seat: int, action: Action) -> bool:
        return True

    def moved(self) -> None:
        pass

    def confirmed(self) -> None:
        pass

    def lesson_move(self) -> Action | None:
        return None


@pytest.mark.parametrize("key", TUTORIALS)
def test_every_lesson_points_at_something_there(qtbot, key):
    """Walk the tutorial through the real controller, board and panel, as the window does."""
    tutorial = TUTORIALS[key]
    match = new_match(tutorial, REGISTRY)
    controller = MatchController(match, PLUGIN, animation_factor=0.0)
    controller.lesson_guard = _Pinned()
    board = PLUGIN.create_board(controller)
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    controller.start()
    progress = Progress(tutorial)
    missing = []
    while not progress.done:
        qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
        progress.changed(match.state.view(LEARNER))
        if progress.done:
            break
        lesson = progress.lesson
        if lesson.target is not None and not _resolves(board, panel, lesson.target):
            missing.append((progress.index + 1, lesson.target))
        if progress.kind == "read":
            progress.read()
        elif progress.kind == "confirm" or controller.resolution_held():
            if controller.resolution_held():  # a computer player's draw too: pinned
                assert controller.resolve(), f"lesson {progress.index + 1}"
            progress.confirmed(match.state.view(LEARNER))
        else:
            view = match.state.view(LEARNER)
            action = progress.scripted_move(view, match.state.legal_actions(LEARNER))
            assert action is not None, f"lesson {progress.index + 1}"
            assert controller.submit(LEARNER, action)
            progress.moved(match.state.view(LEARNER))
    assert missing == []
    controller.dispose()


def test_board_and_panel_answer_only_their_own_keys(qtbot):
    match = new_match(BASE_TUTORIAL, REGISTRY)
    controller = MatchController(match, PLUGIN, animation_factor=0.0)
    board = PLUGIN.create_board(controller)
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    assert board.tutorial_target("stop:1") is board.stops[1]
    assert board.tutorial_target("pawn:2") is board.pawns[2]
    assert board.tutorial_target("mover") is board.pawns[LEARNER]  # the learner leaves first
    assert not board.tutorial_target("lit").isEmpty()
    assert board.tutorial_target("stop:99") is None and board.tutorial_target("coins") is None
    assert panel.tutorial_target("coins") is panel.cards[LEARNER].coins
    assert panel.tutorial_target("panorama:sea").panorama == "sea"
    assert panel.tutorial_target("journey:1").seat == 1
    assert panel.tutorial_target("amulets") is None  # no Crossroads: its parts are hidden
    assert panel.tutorial_target("stop:1") is None and panel.tutorial_target("nothing") is None
    controller.dispose()


@pytest.mark.parametrize("key", TUTORIALS)
def test_the_scripted_start_survives_a_save(key):
    tutorial = TUTORIALS[key]
    match = new_match(tutorial, REGISTRY)
    for _ in range(6):  # the learner's first moves, the computers' answers
        match.play_bots()
        if match.resolution_held():
            match.resolve()
        else:
            match.apply(LEARNER, match.state.legal_actions(LEARNER)[0])
    again = Match.from_save(json.loads(json.dumps(match.to_save())), REGISTRY,
                            hold_resolution=True)
    assert again.setup == match.setup == json.loads(json.dumps(tutorial.setup))
    assert again.state.snapshot() == match.state.snapshot()


def test_another_move_than_the_lesson_asks_for_is_explained_by_the_lesson():
    match = new_match(BASE_TUTORIAL, REGISTRY)
    progress = Progress(BASE_TUTORIAL)
    while progress.kind == "read":
        progress.read()
    view = match.state.view(LEARNER)
    far = Action.of("move", stop=7)  # the farm: legal, but the lesson is the village
    assert far in match.state.legal_actions(LEARNER)
    refusal = progress.refusal(view, far)
    assert refusal is not None and refusal.lesson_text == progress.lesson.why_not
    assert progress.refusal(view, progress.lesson.expect[0]) is None


@pytest.mark.parametrize("key", TUTORIALS)
def test_the_window_walks_the_tutorial_by_the_bubbles_buttons(qtbot, key):
    """What ``tabibito tutorial --game tokaido --auto`` checks, in English."""
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    walk = walk_through(window, TUTORIALS[key])
    assert walk.problems == []
    assert walk.steps == len(TUTORIALS[key].lessons)


def first_leg(key: str, level: str, monkeypatch) -> dict[int, list[Action]]:
    """Each computer player's moves up to the first inn (the first leg the lessons tell of), as
    the tutorial plays to its end with seats of ``level``."""
    import tabibito.ui.tutorial.progress as progress

    tutorial = TUTORIALS[key]
    seats = tuple(replace(seat, bot=level) if seat.bot else seat for seat in tutorial.seats)
    matches: list[Match] = []
    made = progress.new_match
    monkeypatch.setattr(progress, "new_match",
                        lambda *args, **kwargs: matches.append(made(*args, **kwargs))
                        or matches[-1])
    assert rehearse(replace(tutorial, seats=seats), REGISTRY) == []
    legs: dict[int, list[Action]] = {1: [], 2: []}
    left = set()  # the seats that walked on from the first inn
    for move in matches[0].log:
        if move.seat == LEARNER or move.seat in left:
            continue
        if move.action.kind == "move" and move.action.get("stop") > FIRST_INN:
            left.add(move.seat)
        else:
            legs[move.seat].append(move.action)
    return legs


@pytest.mark.parametrize("key", TUTORIALS)
def test_the_computer_moves_the_lessons_tell_of_are_pinned(key, monkeypatch):
    """Hana walks on to the hot spring before the first inn, Kenji right to the inn, where he
    eats the Fugu (base): whatever the level of their seats, so a change to the easy player
    never turns the lessons' story false."""
    hana, kenji = first_leg(key, "easy", monkeypatch).values()
    assert hana[0] == Action.of("move", stop=13)
    assert kenji[0] == Action.of("move", stop=FIRST_INN)
    assert kenji[-1].kind == "eat"
    if key == "base":  # (the Crossroads lessons end before Hana reaches the inn)
        assert kenji[-1] == Action.of("eat", card="fugu_1")
        assert hana[-2:] == [Action.of("move", stop=FIRST_INN), Action.of("eat", card="sushi_1")]
    assert first_leg(key, "normal", monkeypatch) == {1: hana, 2: kenji}


@pytest.mark.parametrize("tutorial", TUTORIALS.values(), ids=list(TUTORIALS))
def test_a_retry_marks_the_names_of_cards_and_buttons_as_the_lessons_do(tutorial):
    """ "Keep your coins this time: press Done buying" named the button bare: every card or button
    name that the lessons mark (<b>Done buying</b>, <b>Health</b>) is marked in the retries too,
    so that the learner sees the same words as on the table."""
    names = {name for lesson in tutorial.lessons
             for name in re.findall(r"<b>(.*?)</b>", lesson.text)
             if name[:1].isupper()}  # a card's or a button's name, not a stop's kind
    assert {"Done buying", "Health"} & names
    for lesson in tutorial.lessons:
        bare = re.sub(r"<b>.*?</b>", "", lesson.why_not or "")
        for name in names:
            assert name not in bare, (name, lesson.why_not)

"""The tutorial's shell on the test game: the bubble and its buttons, the guard on the learner's
moves, leaving and resuming, restarting, finishing, and the first-start offer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from tabibito.engine import Action, Registry, Seat
from tabibito.ui.app import wait_idle
from tabibito.ui.kit.paths import tutorial_save_path
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import Lesson, Tutorial
from tabibito.ui.tutorial.auto import untranslated, walk_through
from tabibito.ui.tutorial.progress import new_match, rehearse
from tabibito.ui.tutorial.runner import REFUSALS, tr
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.play import leave_and_come_back
from tests.ui.toy_ui import ToyUI

SEED = 7
CONTEXT = "ToyTutorial"
WRONG = QT_TRANSLATE_NOOP("ToyTutorial", "Your lowest card first: it is the safe one to bank.")


def _lowest_card() -> int:
    """The learner's lowest card on the scripted start (the deal is the seed's)."""
    match = new_match(_tutorial(0), Registry([TOY_GAME]))
    return min(match.state.hands[0])


def _tutorial(lowest: int) -> Tutorial:
    lessons = (
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "Welcome to Secret Draft."), target="board"),
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "Pick your lowest card."), target="board",
               expect=(Action.of("pick", card=lowest),), why_not=WRONG),
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "Bank it."),
               expect=(Action.of("place", where="bank"),)),
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "Confirm: the cards are revealed."),
               target="confirm", confirm=True),
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "Play on to the end."),
               accepts=lambda view, action: True, until=lambda view: view.is_over()),
        Lesson(QT_TRANSLATE_NOOP("ToyTutorial", "These are the scores."), target="scores"),
    )
    return Tutorial("secretdraft", "base", QT_TRANSLATE_NOOP("ToyTutorial", "Secret Draft"),
                    CONTEXT, {"hand": 2}, (Seat("", None), Seat("Kenji", "easy")), SEED, None,
                    lessons, minutes=3)


class LessonToyUI(ToyUI):
    def __init__(self, tutorial: Tutorial) -> None:
        self._tutorial = tutorial

    def tutorials(self):
        return (self._tutorial,)


@pytest.fixture
def tutorial() -> Tutorial:
    return _tutorial(_lowest_card())


@pytest.fixture
def window(qtbot, tutorial) -> MainWindow:
    registry = Registry([TOY_GAME])
    window = MainWindow(registry, {TOY_GAME.id: LessonToyUI(tutorial)}, settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _started(qtbot, window) -> object:
    assert window.learn(TOY_GAME.id)
    run = window.lessons.run
    window.controller.animation_factor = 0
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    wait_idle(window.controller)
    return run


def test_the_script_rehearses_without_a_window(tutorial):
    assert rehearse(tutorial, Registry([TOY_GAME])) == []


def test_a_move_no_lesson_allows_is_named_by_its_lesson():
    broken = _tutorial(999)  # no such card in the learner's hand
    assert rehearse(broken, Registry([TOY_GAME])) == ["lesson 2: none of its moves is legal now"]


def test_the_walk_plays_every_step_by_the_bubbles_buttons(qtbot, window, tutorial):
    walk = walk_through(window, tutorial)
    assert walk.problems == []
    assert walk.steps == len(tutorial.lessons)
    assert window.controller.match.is_over()
    assert window.lessons.run.bubble.primary.isVisible()  # "Play a real game"


def test_the_learner_plays_the_first_seat_under_the_word_for_a_player(qtbot, window):
    _started(qtbot, window)
    assert window.controller.match.seats[0].name == tr("Player")
    assert window.controller.match.seats[0].is_human


def test_the_learner_plays_under_the_name_they_last_played_with(qtbot, window):
    window.settings.set_last_seats(TOY_GAME.id, [Seat("Kenji", "easy"), Seat("Mariko")])
    _started(qtbot, window)
    assert window.controller.match.seats[0].name == "Mariko"


def test_a_move_while_reading_is_held_back_with_a_word(qtbot, window):
    run = _started(qtbot, window)
    move = window.controller.match.state.legal_actions(0)[0]
    assert not window.controller.submit(0, move)
    assert window.controller.match.log == [] or all(m.seat != 0 for m in window.controller.match.log)
    assert run.bubble.note.text() == tr(REFUSALS["read_first"])
    assert run.progress.index == 0


def test_another_legal_move_gets_the_lessons_reason_and_changes_nothing(qtbot, window):
    run = _started(qtbot, window)
    qtbot.mouseClick(run.bubble.next, Qt.MouseButton.LeftButton)
    assert run.progress.index == 1
    hand = window.controller.match.state.hands[0]
    other = Action.of("pick", card=max(hand))
    assert window.controller.match.state.why_illegal(0, other) is None  # legal, not the lesson
    assert not window.controller.submit(0, other)
    assert run.bubble.note.isVisibleTo(run.bubble)
    assert run.bubble.note.text() == WRONG
    assert max(hand) in window.controller.match.state.hands[0]
    assert run.progress.index == 1


def test_the_ring_circles_the_lessons_target_and_the_bubble_stays_off_it(qtbot, window):
    run = _started(qtbot, window)
    ring = run.target_rect()
    board = window.game_screen.board
    assert ring is not None and ring.contains(board.geometry().center())
    assert run.ring.isVisible()
    for _ in range(3):  # to the "confirm" lesson
        run.bubble.show_me.click() if run.progress.index else run.bubble.next.click()
        wait_idle(window.controller)
    assert run.progress.lesson.confirm
    target = run.target_rect()
    assert target is not None and not run.bubble.geometry().intersects(target)


def test_show_me_makes_the_lessons_move(qtbot, window, tutorial):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()
    picks = [move.action for move in window.controller.match.log if move.seat == 0]
    assert picks == [tutorial.lessons[1].expect[0]]
    assert run.progress.index == 2


def test_undo_is_off_in_a_tutorial(qtbot, window):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()
    assert not window.controller.can_undo()


def test_left_and_resumed_where_it_was(qtbot, window, tutorial):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()  # the pick: lesson 3 now
    assert tutorial_save_path(TOY_GAME.id, "base").is_file()
    resumed = leave_and_come_back(qtbot, window, _started)
    assert resumed.progress.index == 2
    assert [move.action for move in window.controller.match.log if move.seat == 0] \
        == [tutorial.lessons[1].expect[0]]


def test_a_damaged_tutorial_save_starts_it_again(qtbot, window):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()
    window._drop_controller()
    tutorial_save_path(TOY_GAME.id, "base").write_text("{ not json", encoding="utf-8")
    resumed = _started(qtbot, window)
    assert resumed.progress.index == 0
    assert window.controller.match.log == [] or all(m.seat != 0
                                                    for m in window.controller.match.log)


def test_restart_begins_at_the_first_step_with_a_new_game(qtbot, window):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()
    run.bubble.restart_action.trigger()
    again = window.lessons.run
    assert again is not run and again.progress.index == 0
    assert all(move.seat != 0 for move in window.controller.match.log)


def test_skipping_goes_home_and_ends_the_offer(qtbot, window):
    run = _started(qtbot, window)
    run.bubble.skip_action.trigger()
    assert window.screens.currentWidget() is window.home
    assert window.settings.has_learned(TOY_GAME.id)
    assert not window._offers_tutorial(TOY_GAME.id)


def test_finishing_offers_a_real_game_against_the_easy_computer(qtbot, window, tutorial):
    assert walk_through(window, tutorial).problems == []
    run = window.lessons.run
    assert window.settings.has_learned(TOY_GAME.id)
    assert run.bubble.text.text().startswith(tr("<b>Well done!</b>")[:12])
    run.bubble.primary.click()
    assert window.lessons.run is None
    seats = window.controller.match.seats
    assert seats[0].is_human and [seat.bot for seat in seats[1:]] == ["easy"]


def test_the_home_tile_offers_learning_and_starts_the_tutorial(qtbot, window):
    tile = window.home.tiles[TOY_GAME.id]
    assert tile.learn is not None and tile.learn.text() == "Learn to play"
    qtbot.mouseClick(tile.learn, Qt.MouseButton.LeftButton)
    assert window.lessons.run is not None
    assert window.screens.currentWidget() is window.game_screen


def test_the_new_game_dialog_offers_the_tutorial_at_a_games_first_start(qtbot, window,
                                                                        monkeypatch):
    from tabibito.ui.new_game import LEARN_FIRST, NewGameDialog

    offered = []

    def learn_instead(dialog):
        offered.append(dialog.learn_button.isVisibleTo(dialog))
        return LEARN_FIRST

    monkeypatch.setattr(NewGameDialog, "exec", learn_instead)
    window.new_game_of(TOY_GAME.id)
    assert offered == [True]
    assert window.lessons.run is not None


def test_a_game_already_learned_is_not_offered_it_again(qtbot, window, monkeypatch):
    from tabibito.ui.new_game import NewGameDialog

    window.settings.set_learned(TOY_GAME.id)
    offered = []

    def cancel(dialog):
        offered.append(dialog.learn_button.isVisibleTo(dialog))
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", cancel)
    window.new_game_of(TOY_GAME.id)
    assert offered == [False]


def test_words_without_a_translation_are_named_by_their_step(qtbot, window, tutorial):
    window.languages.set_language("de")
    try:
        problems = untranslated(tutorial, window.languages)
        assert window.languages.has_translation("Tutorial", "Next")
    finally:
        window.languages.set_language("en")
    assert problems[0] == "step 1: its text is not translated into de"
    assert len(problems) == len(tutorial.lessons) + 1  # and the title
    assert untranslated(tutorial, window.languages) == []


def test_the_bubble_goes_beside_the_ring_when_there_is_room():
    from PySide6.QtCore import QRect, QSize

    from tabibito.ui.kit.bubble import bubble_place

    room = QRect(0, 0, 1920, 1080)
    ring = QRect(300, 230, 120, 110)
    place = QRect(bubble_place(QSize(400, 150), ring, room), QSize(400, 150))
    assert place.left() > ring.right() and place.intersects(QRect(0, ring.top(), 1920,
                                                                  ring.height()))
    cornered = QRect(1700, 230, 200, 110)  # no room to its right: it goes to its left
    place = QRect(bubble_place(QSize(400, 150), cornered, room), QSize(400, 150))
    assert place.right() < cornered.left()


def test_a_language_switch_relabels_the_bubble(qtbot, window):
    run = _started(qtbot, window)
    window.languages.set_language("de")
    try:
        qtbot.waitUntil(lambda: run.bubble.next.text() == "Weiter")
        assert run.bubble.leave.text() == "Verlassen"
        assert run.bubble.step.text() == f"Schritt 1 von {len(run.tutorial.lessons)}"
    finally:
        window.languages.set_language("en")
    qtbot.waitUntil(lambda: run.bubble.next.text() == "Next")


def test_learning_the_tutorial_on_screen_goes_back_to_it_as_it_was(qtbot, window, monkeypatch):
    run = _started(qtbot, window)
    run.bubble.next.click()
    window.go_home()
    asked = []
    monkeypatch.setattr(window, "_may_leave_game", lambda **_: asked.append(1) or True)
    assert window.learn(TOY_GAME.id)
    assert window.lessons.run is run and run.progress.index == 1
    assert window.screens.currentWidget() is window.game_screen
    assert asked == []


def test_a_real_game_replaces_a_tutorial_without_asking(qtbot, window, monkeypatch):
    _started(qtbot, window)
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.exec",
                        lambda self: pytest.fail("asked to leave a tutorial"))
    assert window._may_leave_game()


def test_in_a_tutorial_the_hint_is_the_lessons_move(qtbot, tutorial):
    from tests.ui.test_hints_and_replay import HintingToyUI

    class HintingLessons(HintingToyUI):
        def tutorials(self):
            return (tutorial,)

    window = MainWindow(Registry([TOY_GAME]), {TOY_GAME.id: HintingLessons()},
                        settings=Settings())
    qtbot.addWidget(window)
    window.show()
    run = _started(qtbot, window)
    run.bubble.next.click()  # to the lesson that asks for the lowest card
    window.actions_by_name["hint"].trigger()
    hints = window.game_screen.hints
    qtbot.waitUntil(lambda: hints.action is not None, timeout=10_000)
    assert hints.action == tutorial.lessons[1].expect[0]
    hints.play()  # the lesson allows it
    assert run.progress.index == 2


def test_a_place_kept_in_another_version_of_the_script_starts_it_again(qtbot, window):
    run = _started(qtbot, window)
    run.bubble.next.click()
    run.bubble.show_me.click()
    window._drop_controller()
    window.settings.set_tutorial_lesson(TOY_GAME.id, "base", 2, 99)  # a script of 99 lessons
    resumed = _started(qtbot, window)
    assert resumed.progress.index == 0


@pytest.mark.parametrize("value", ["abc", "-3", "5000", "@Invalid()"])
def test_a_damaged_lesson_setting_starts_the_tutorial_at_its_beginning(value):
    settings = Settings()
    settings.store.setValue("tutorial/secretdraft-base", value)
    settings.store.setValue("tutorial/secretdraft-base-lessons", 6)
    assert settings.tutorial_lesson("secretdraft", "base", 6) == 0

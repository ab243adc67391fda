"""A game with several tutorials offers each (issue 22 §5): Tokaido's "Learn to play" is a menu
of its base lesson and its Crossroads lesson, and ticking Crossroads in the new-game dialog
offers that lesson until the player learned it or started a game with the expansion; Let's Go's
Passport lesson is offered the same way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tabibito.games import REGISTRY
from tabibito.ui.main_window import MainWindow
from tabibito.ui.new_game import LEARN_FIRST, NewGameDialog
from tabibito.ui.tokaido.tutorial import BASE_TUTORIAL
from tabibito.ui.tutorial.auto import walk_through
from tabibito.ui.tutorial.overlay import SpeechBubble
from tests.ui.play import all_games_window

TOKAIDO = "tokaido"
LETSGO = "letsgo"


@pytest.fixture
def window(qtbot) -> MainWindow:
    return all_games_window(qtbot)


# Each game with an expansion lesson: its base lesson's entry, the expansion's, its option and
# lesson key, and a word of the lesson's title.
EXPANSIONS = {
    TOKAIDO: ("Learn Tokaido", "Learn the Crossroads expansion", "crossroads", "Crossroads"),
    LETSGO: ("Learn Let's Go! To Japan", "Learn the Passport expansion", "passport", "Passport"),
}


@pytest.mark.parametrize("game_id", EXPANSIONS)
def test_learn_to_play_offers_each_lesson_of_the_game(qtbot, window, game_id):
    base, expansion, key, _ = EXPANSIONS[game_id]
    qtbot.mouseClick(window.home.tiles[game_id].learn, Qt.MouseButton.LeftButton)
    menu = window.lessons.lesson_menu
    assert menu is not None and menu.isVisible()
    titles = [action.text() for action in menu.actions()]
    assert titles == [base, expansion]
    menu.actions()[1].trigger()
    assert window.lessons.run is not None and window.lessons.run.tutorial.key == key


def test_a_game_with_one_tutorial_starts_it_at_once(qtbot, window):
    qtbot.mouseClick(window.home.tiles["nextstation"].learn, Qt.MouseButton.LeftButton)
    assert window.lessons.run is not None and window.lessons.lesson_menu is None


@pytest.mark.parametrize("game_id", EXPANSIONS)
def test_ticking_an_expansion_offers_its_lesson(qtbot, window, game_id):
    *_, key, name = EXPANSIONS[game_id]
    lessons = window.lessons.expansion_lessons(game_id)
    assert [lesson.key for lesson in lessons] == [key]
    dialog = NewGameDialog(REGISTRY.get(game_id), window.plugins[game_id], window.settings,
                           window, lessons=lessons)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.lesson_offer.isVisible()
    dialog.option_widgets[key].setChecked(True)
    assert dialog.lesson_offer.isVisible() and name in dialog.lesson_offer.note.text()
    dialog.option_widgets[key].setChecked(False)
    assert not dialog.lesson_offer.isVisible()
    dialog.option_widgets[key].setChecked(True)
    qtbot.mouseClick(dialog.lesson_offer.button, Qt.MouseButton.LeftButton)
    assert dialog.result() == LEARN_FIRST and dialog.learn_key == key


def test_the_lesson_chosen_in_the_dialog_starts(qtbot, window, monkeypatch):
    def learn_crossroads(dialog):
        dialog.option_widgets["crossroads"].setChecked(True)
        dialog.lesson_offer.button.click()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", learn_crossroads)
    window.new_game_of(TOKAIDO)
    assert window.lessons.run is not None and window.lessons.run.tutorial.key == "crossroads"


def test_a_game_started_with_the_expansion_answers_the_offer(qtbot, window, monkeypatch):
    assert not window.settings.has_learned(TOKAIDO, "crossroads")
    window.settings.set_learned(TOKAIDO)  # the base game: not the expansion
    assert window.lessons.expansion_lessons(TOKAIDO)

    def start_with_crossroads(dialog):
        dialog.option_widgets["crossroads"].setChecked(True)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", start_with_crossroads)
    window.new_game_of(TOKAIDO)
    assert window.settings.has_learned(TOKAIDO, "crossroads")
    assert window.lessons.expansion_lessons(TOKAIDO) == []


def test_the_finished_base_lesson_offers_the_crossroads_lesson(qtbot, window):
    """tokaido-ux 5: the base lesson's finishing card offered only "Play a real game"; its
    "More" menu now offers the game's lessons still to learn, as "Learn to play" does, and
    only once the lesson is done."""
    def offers(run) -> list[str]:
        return [action.text() for action in run.bubble.more.menu().actions()
                if action.property("lesson") and action.isVisible()]

    assert window.learn(TOKAIDO)
    assert offers(window.lessons.run) == []  # not while the lesson goes on
    walk = walk_through(window, BASE_TUTORIAL)  # started again at once, from its start
    assert walk.problems == []
    run = window.lessons.run
    assert run.progress.done
    # the lesson replaced at once never shows its bubble again (its first showing was queued)
    shown = [b for b in window.game_screen.findChildren(SpeechBubble) if b.isVisible()]
    assert shown == [run.bubble]
    assert offers(run) == ["Learn the Crossroads expansion"]
    entry = next(action for action in run.bubble.more.menu().actions()
                 if action.property("lesson") == "crossroads")
    entry.trigger()
    assert window.lessons.run is not None and window.lessons.run.tutorial.key == "crossroads"

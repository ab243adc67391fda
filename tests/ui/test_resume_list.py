"""A new game never hides or silently replaces one that can be resumed: the home screen offers
every unfinished game (game, players, how far it came, when), a new game asks first and says
what becomes of them, and File ▸ Open starts in the saves folder and shows the autosaves."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.kit.paths import MAX_AUTOSAVES, data_dir
from tabibito.ui.kit.settings import Settings
from tabibito.ui.letsgo import PLUGIN as LETSGO
from tabibito.ui.main_window import MainWindow
from tabibito.ui.new_game import NewGameDialog
from tabibito.ui.nextstation import PLUGIN as NEXTSTATION
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.test_resume import autosave


@pytest.fixture
def folder(private_folders) -> Path:
    private_folders.mkdir(parents=True)
    return private_folders


def open_window(qtbot, registry, plugins) -> MainWindow:
    window = MainWindow(registry, plugins, settings=Settings())
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


class Asked:
    """The question a QMessageBox asked, answered with the button named ``choice``."""

    def __init__(self, monkeypatch, choice: str = "Cancel") -> None:
        self.choice, self.questions, self.details, self.dialogs = choice, [], [], 0
        self.buttons: list[list[str]] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self._answer(box))
        monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: self.clicked)
        monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: self._dialog())

    def _answer(self, box) -> int:
        self.questions.append(box.text())
        self.details.append(box.informativeText())
        self.buttons.append([button.text() for button in box.buttons()])
        self.clicked = next(button for button in box.buttons()
                            if button.text().replace("&", "") == self.choice)
        return 0

    def _dialog(self) -> int:
        self.dialogs += 1
        return NewGameDialog.DialogCode.Rejected


def test_the_home_screen_offers_every_unfinished_game(qtbot, folder, toy_registry, toy_plugins):
    oldest = autosave(folder, ("Ann", "Hana"), 1_000)
    middle = autosave(folder, ("Ben", "Hana"), 2_000)
    newest = autosave(folder, ("Cleo", "Hana"), 3_000)

    window = open_window(qtbot, toy_registry, toy_plugins)

    card = window.home.resume_card
    assert card.isVisible() and "Cleo" in card.detail.text()
    more = card.more
    assert more.isVisible() and "(2)" in more.text()
    assert [entry.path for entry in more.entries] == [middle, oldest]  # the newest first
    lines = [action.text() for action in more.games.actions()]
    assert "Ben" in lines[0] and "Ann" in lines[1]
    assert all("saved" in line for line in lines)
    more.games.actions()[1].trigger()  # the oldest, continued from the list
    assert Path(window.controller.match.autosave_path) == oldest
    assert newest.exists() and middle.exists()

    window.go_home()  # the game on screen first; the two others listed under it
    assert "Ann" in card.detail.text()
    assert [entry.path for entry in card.more.entries] == [newest, middle]


def test_the_list_of_more_games_leaves_the_card_its_width(qtbot, folder, toy_registry,
                                                          toy_plugins):
    """With more unfinished games the card's words wrapped to the width of the "More unfinished
    games (2)" link, four lines beside a Continue button stretched over the rest of the card:
    the words take the card's width, the button keeps its own."""
    for stamp in (1_000, 2_000, 3_000):
        autosave(folder, ("Aiko", "Hana"), stamp)
    window = open_window(qtbot, toy_registry, toy_plugins)
    card = window.home.resume_card
    qtbot.waitUntil(lambda: card.more.isVisible())
    qtbot.wait(50)
    assert card.button.width() <= card.button.sizeHint().width() + 8
    assert card.detail.width() > 2 * card.more.width()
    assert card.detail.height() <= 2 * card.detail.fontMetrics().lineSpacing() + 4


def test_an_unfinished_game_says_how_far_it_came(qtbot, folder):
    match = Match(REGISTRY.get("nextstation"), {}, [Seat("Aiko"), Seat("Ben")], 3,
                  hold_resolution=True)
    path = folder / "autosave-nextstation-20240101T000100.000000Z.json"
    match.save(path)
    os.utime(path, (1_000, 1_000))

    window = open_window(qtbot, REGISTRY, {NEXTSTATION.game_id: NEXTSTATION})

    detail = window.home.resume_card.detail.text()
    assert "Aiko" in detail and "Ben" in detail
    assert "Round 1 of 4 · saved" in detail


@pytest.mark.parametrize(("plugin", "seats", "words"), [
    (NEXTSTATION, ["Aiko"], "Round 1 of 4"),
    (TOKAIDO, ["Aiko", "Ben"], "On the way to inn 1 of 4"),
    (LETSGO, ["Aiko", "Ben"], "Round 1 of 13"),
])
def test_each_game_says_how_far_a_game_came(plugin, seats, words):
    match = Match(REGISTRY.get(plugin.game_id), {}, [Seat(name) for name in seats], 5)
    assert plugin.progress_text(match.state) == words


def test_a_new_game_asks_first_while_an_unfinished_game_waits_on_disk(
        qtbot, folder, toy_registry, toy_plugins, monkeypatch):
    waiting = autosave(folder, ("Ann", "Hana"), 1_000)
    window = open_window(qtbot, toy_registry, toy_plugins)
    asked = Asked(monkeypatch, "Cancel")

    window.new_game_of(TOY_GAME.id)
    assert asked.questions == ["Start a new game?"] and asked.dialogs == 0
    assert "unfinished games stay on the home screen" in asked.details[0]
    assert "Save it first…" not in asked.buttons[0]  # no game on screen to save
    asked.choice = "Start a new game"
    window.new_game_of(TOY_GAME.id)
    assert asked.dialogs == 1 and waiting.exists()


def test_the_question_names_a_game_a_new_autosave_would_remove(
        qtbot, folder, toy_registry, toy_plugins, monkeypatch):
    paths = [autosave(folder, (f"P{stamp}", "Hana"), stamp)
             for stamp in range(1_000, 1_000 * (MAX_AUTOSAVES + 1), 1_000)]
    window = open_window(qtbot, toy_registry, toy_plugins)
    asked = Asked(monkeypatch, "Cancel")

    window.new_game_of(TOY_GAME.id)

    assert "the oldest unfinished game is deleted" in asked.details[0]
    assert "P1000" in asked.details[0] and "P2000" not in asked.details[0]
    assert all(path.exists() for path in paths)  # cancelled: nothing removed


def test_leaving_an_autosaved_game_says_it_stays(qtbot, folder, toy_registry, toy_plugins,
                                                 monkeypatch):
    window = open_window(qtbot, toy_registry, toy_plugins)
    assert window.start_match(TOY_GAME.id, {}, [Seat("Ann"), Seat("Hana", "easy")], seed=3)
    asked = Asked(monkeypatch, "Cancel")
    window.new_game_of(TOY_GAME.id)
    assert "Nothing is lost" in asked.details[0] and "Save it first…" in asked.buttons[0]
    assert "ends here" not in asked.details[0]


def test_file_open_starts_in_the_saves_folder_and_shows_the_autosaves(
        qtbot, folder, toy_registry, toy_plugins, monkeypatch):
    waiting = autosave(folder, ("Ann", "Hana"), 1_000)
    window = open_window(qtbot, toy_registry, toy_plugins)
    window.settings.last_folder = str(folder.parent)
    shown = []

    def choose(parent, caption, directory, filters):
        shown.append((directory, filters))
        return str(waiting), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    window.open_dialog()

    (directory, filters), = shown
    assert Path(directory) == data_dir()
    assert "*.tabibito" in filters.split(";;")[0] and "autosave-*.json" in filters.split(";;")[0]
    assert Path(window.controller.match.autosave_path) == waiting  # goes on in its own file
    assert window.settings.last_folder == str(folder.parent)  # Save as… keeps the player's

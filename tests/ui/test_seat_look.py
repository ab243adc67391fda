"""Any player's board from the list of scores (issue 22 §1): in games with a board per seat, a
click on a player's row shows theirs, read only, with a bar back to one's own; games with one
shared table offer nothing of the kind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.look_menu import LookMenu
from tabibito.ui.main_window import MainWindow
from tests.ui.play import all_games_window

THREE = [Seat("Mira"), Seat("Kenji", "normal"), Seat("Yuki", "hard")]


@pytest.fixture
def window(qtbot) -> MainWindow:
    return all_games_window(qtbot)


def start(qtbot, window: MainWindow, game: str) -> None:
    assert window.start_match(game, {}, THREE, seed=5)
    qtbot.waitUntil(lambda: not window.controller.busy)


def click_row(qtbot, window: MainWindow, row: int) -> None:
    scoreboard = window.game_screen.scoreboard
    cell = scoreboard.visualRect(scoreboard.model().index(row, 0))
    QTest.mouseClick(scoreboard.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())


@pytest.mark.parametrize("game", ["letsgo", "nextstation"])
def test_a_row_click_shows_that_players_board_and_the_bar_brings_back_ones_own(
        qtbot, window, game):
    start(qtbot, window, game)
    screen = window.game_screen
    board = screen.scene
    assert screen.look.offered() and not screen.look_bar.isVisible()
    assert "Kenji" in screen.scoreboard.item(1, 0).toolTip()
    click_row(qtbot, window, 1)
    assert screen.look.looked_at() == 1
    assert screen.look_bar.isVisible() and "Kenji" in screen.look_bar.words.text()
    shown = board.shown() if game == "letsgo" else board.focus.sheet_seat()
    assert shown == 1
    click_row(qtbot, window, 2)  # straight on to the next player
    assert screen.look.looked_at() == 2
    QTest.mouseClick(screen.look_bar.back_button, Qt.MouseButton.LeftButton)
    assert screen.look.looked_at() is None and not screen.look_bar.isVisible()
    shown = board.shown() if game == "letsgo" else board.focus.sheet_seat()
    assert shown == 0
    click_row(qtbot, window, 1)
    click_row(qtbot, window, 1)  # the looked-at row again: back to one's own
    assert screen.look.looked_at() is None


def test_a_shared_table_offers_no_other_board(qtbot, window):
    start(qtbot, window, "tokaido")
    screen = window.game_screen
    click_row(qtbot, window, 1)
    assert not screen.look.offered() and not screen.look_bar.isVisible()
    assert screen.scoreboard.item(1, 0).toolTip() == ""


def test_after_the_game_each_players_whole_trip_can_be_looked_at(qtbot, window, tmp_path):
    """A finished Let's Go game: another player's itinerary is shown whole, with its trip, and
    not "as it stood at the round's start"."""
    bots = [Seat("Mira", "easy"), Seat("Kenji", "easy"), Seat("Yuki", "easy")]
    match = Match(REGISTRY.get("letsgo"), {}, bots, 5)
    match.play_bots()  # played out without the window, then opened as a finished game
    assert match.is_over()
    window.show_match(match, save_path=None, autosave=lambda: tmp_path / "finished.tabibito")
    controller = window.controller
    screen = window.game_screen
    board = screen.scene
    click_row(qtbot, window, 2)
    assert board.shown() == 2 and board.trip_area.isVisible()
    final = controller.state().sheets[2].days
    face_up = [[card.lstrip("~") for card in day] for day in board.itinerary.entries]
    assert face_up == [[card.lstrip("~") for card in day] for day in final]  # whole
    assert [text for text, _ in board.side.owner.lines] == ["Yuki's itinerary"]


def test_escape_goes_back_to_ones_own_board_before_it_leaves_the_game(qtbot, window):
    """Another player's board is what lies on top (issue 22 §5): Esc closes it first."""
    start(qtbot, window, "nextstation")
    screen = window.game_screen
    click_row(qtbot, window, 1)
    assert screen.look.looked_at() == 1
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert screen.look.looked_at() is None and not screen.look_bar.isVisible()
    assert window.screens.currentWidget() is screen
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.screens.currentWidget() is not screen)


def players_boards(window: MainWindow) -> LookMenu:
    view = window.menus["view"]
    view.aboutToShow.emit()  # as the View menu opens
    return next(action.menu() for action in view.actions() if isinstance(action.menu(), LookMenu))


def test_the_view_menu_lists_every_players_board(qtbot, window):
    """View ▸ Players' boards: the boards of the list of scores, found in the menu (the review
    looked there first) and reached by the keyboard; the one in sight ticked."""
    assert not players_boards(window).menuAction().isEnabled()  # no game on screen
    start(qtbot, window, "letsgo")
    screen = window.game_screen
    menu = players_boards(window)
    assert menu.menuAction().isEnabled()
    assert [a.text() for a in menu.actions()] == ["My own board", "Kenji's board", "Yuki's board"]
    assert [a.isChecked() for a in menu.actions()] == [True, False, False]
    menu.actions()[2].trigger()
    assert screen.look.looked_at() == 2 and screen.scene.shown() == 2
    assert screen.look_bar.isVisible()
    menu = players_boards(window)
    assert [a.isChecked() for a in menu.actions()] == [False, False, True]
    menu.actions()[2].trigger()  # the board in sight again: it stays
    assert screen.look.looked_at() == 2
    menu.actions()[0].trigger()
    assert screen.look.looked_at() is None and screen.scene.shown() == 0


def test_a_shared_table_has_no_players_boards_in_the_view_menu(qtbot, window):
    start(qtbot, window, "tokaido")
    assert not players_boards(window).menuAction().isEnabled()

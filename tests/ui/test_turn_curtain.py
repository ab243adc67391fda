"""Pass-and-play at one screen with nothing private: when the screen goes straight to the next
player's sheet, a curtain names that player for a moment, and a click during it (meant for the
sheet that was there) does nothing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.ui import test_nextstation_board as base
from tests.ui.test_nextstation_board import (
    PASS,
    TWO_HUMANS,
    WITH_BOT,
    board,
    draws,
    panel,
    played,
    start,
    station_point,
)

# The board tests' fixtures: the real main window, animations off, no double-click guard.
settings, window, no_double_click_guard = base.settings, base.window, base.no_double_click_guard


def real_click(window, widget, pos: QPoint) -> None:
    """A click as the window system delivers it: to whatever lies on top at that point."""
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, widget.mapTo(window, pos))


def ben_after_aikos_pass(qtbot, window):
    controller = start(qtbot, window, TWO_HUMANS)
    assert controller.shown_seat == 0
    curtain = window.game_screen._curtain
    assert curtain is None or not curtain.showing()  # the game's start switches no sheet
    qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    assert played(controller.match) == [(0, PASS)] and controller.shown_seat == 1
    return controller


def test_the_next_players_sheet_comes_with_their_name(qtbot, window):
    ben_after_aikos_pass(qtbot, window)
    curtain = window.game_screen._curtain
    assert curtain is not None and curtain.showing()
    assert curtain.text == "Your turn, Ben"
    assert curtain.colour == panel(window).turn_colour(1)  # Ben's pencil
    assert curtain.geometry() == window.game_screen.rect()  # over the board and the buttons
    qtbot.waitUntil(lambda: not curtain.showing(), timeout=3000)  # it goes by itself


def test_a_click_during_the_curtain_does_nothing(qtbot, window):
    controller = ben_after_aikos_pass(qtbot, window)
    view = window.game_screen.board
    legal = draws(controller, 1)
    assert legal, "Ben can draw on this card"
    target = station_point(window, legal[0]["to"])
    real_click(window, view.viewport(), target)  # Aiko's hurried second click
    assert played(controller.match) == [(0, PASS)]
    real_click(window, panel(window).pass_button, QPoint(5, 5))
    assert played(controller.match) == [(0, PASS)]
    window.game_screen._curtain.finish()
    real_click(window, view.viewport(), target)  # Ben's own click, once he has the screen
    assert len(played(controller.match)) == 2 and played(controller.match)[1][0] == 1


def test_no_curtain_with_one_player_at_the_screen(qtbot, window):
    controller = start(qtbot, window, WITH_BOT)
    qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not controller.busy)
    curtain = window.game_screen._curtain
    assert curtain is None or not curtain.showing()
    assert board(window) is window.game_screen.scene

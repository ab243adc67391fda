"""Esc closes what lies on top of a game before it leaves the game (issue 22 §5): the board's
chooser, even when the keyboard's focus is elsewhere (a button of the side column)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from tabibito.engine import Seat
from tests.ui.letsgo.clicks import chooser_keys, click_hand
from tests.ui.play import all_games_window


def test_escape_closes_the_chooser_first_then_leaves_the_game(qtbot):
    window = all_games_window(qtbot)
    assert window.start_match("letsgo", {}, [Seat("Mira"), Seat("Kenji", "easy")], seed=3)
    qtbot.waitUntil(lambda: not window.controller.busy)
    screen = window.game_screen
    board = screen.scene
    card = window.controller.state().sheets[0].hand[0]
    click_hand(board, card)
    assert chooser_keys(board)
    button = next(b for b in screen.findChildren(QAbstractButton)
                  if b.isVisible() and b.focusPolicy() != Qt.FocusPolicy.NoFocus)
    button.setFocus()  # the focus is not on the board
    qtbot.waitUntil(lambda: window.focusWidget() is button)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    assert chooser_keys(board) == [] and (window.screens.currentWidget() is screen)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.screens.currentWidget() is not screen)

"""Next Station at 1920×1080 (issue 22): nothing in the side panel scrolls. With one or two
players the score sheet and the card's words under it ("Any symbol; …", the cards flipped
earlier) ran 7–17 px below the view's foot, beside a scroll bar, while the board had room to
spare: the hero's card is no taller than leaves them their room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from tabibito.engine import Seat
from tabibito.ui.app import autoplay
from tests.ui.play import all_games_window, settle
from tests.ui.test_nextstation_recheck import start

SEATS = [Seat("Aiko"), Seat("Ben", "hard"), Seat("Chie", "hard"), Seat("Dai", "hard")]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_at_1920x1080_the_panel_shows_whole_without_a_scroll_bar(qtbot, players):
    window = all_games_window(qtbot, (1920, 1080))
    controller = start(qtbot, window, seats=SEATS[:players], seed=11, effects=True,
                       objectives=True)
    autoplay(controller, 30 if players < 4 else 14)
    settle(qtbot)
    qtbot.wait(50)
    settle(qtbot)
    screen = window.game_screen
    scroll = screen.side_scroll
    assert scroll.verticalScrollBar().maximum() == 0
    view = scroll.viewport()
    turn = screen.panel.turn
    if turn.isVisible():  # the card's words, the cards flipped earlier: whole in sight
        assert view.rect().contains(QRect(turn.mapTo(view, QPoint(0, 0)), turn.size()))

"""Let's Go with four players at 1024×700, the tightest side column: every choice of a trip
decision stands whole in the side view over the game log's least height. In Japanese the
sixth of a wild token's choices ("Keep the rest") was cut by 9 px under the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from tabibito.ui.kit.i18n import LanguageManager
from tests.ui.play import all_games_window, settle

from .lgp_match import deciding, find


@pytest.fixture
def japanese():
    languages = LanguageManager()
    languages.set_language("ja")
    yield
    languages.set_language("en")


def test_every_choice_of_a_wild_token_stands_whole_in_the_side_view(qtbot, japanese):
    match = find(deciding("trip_wild"),
                 players=4, passport=True)
    window = all_games_window(qtbot, (1024, 700))
    window.attach(match, save_path=None)
    settle(qtbot)
    screen = window.game_screen
    view = screen.side_scroll.viewport()
    buttons = [button for button in screen.panel.choice_buttons().values()
               if not button.isHidden()]
    assert len(buttons) >= 6  # five experiences and keeping the token
    for button in buttons:
        top = button.mapTo(view, QPoint(0, 0)).y()
        assert top >= 0 and top + button.height() <= view.height(), button.text()

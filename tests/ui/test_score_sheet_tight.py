"""The final table in a short window, in the app's real look: when even the compact sheet would
scroll, its rows lose their padding, so Next Station's nine rows and the total row fit 1008×660
(the first window on a 1024×700 screen)."""

from __future__ import annotations

import pytest

from tabibito.engine import Seat
from tabibito.games import REGISTRY
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tests.ui.play import play_to_the_end
from tests.ui.test_nextstation_objectives import app_look  # noqa: F401 (a fixture)

SEATS = [Seat("Aiko"), Seat("Bence", "easy"), Seat("Csilla", "easy")]


@pytest.fixture
def window(qtbot) -> MainWindow:
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, ui_plugins(), settings=settings)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.usefixtures("app_look")
def test_a_short_window_shows_every_row_of_the_final_table(qtbot, window):
    window.resize(1008, 660)
    play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=5)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    table = sheet.table
    assert table.compact and table.property("tight")
    assert table.full_height() <= table.height()  # the total row too: nothing scrolls
    assert table.verticalScrollBar().maximum() == 0


@pytest.mark.usefixtures("app_look")
def test_a_tall_window_keeps_the_roomy_rows(qtbot, window):
    window.resize(1280, 1000)
    play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=5)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert not sheet.table.compact and not sheet.table.property("tight")

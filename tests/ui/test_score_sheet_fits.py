"""Every final table reads without scrolling at 1024×700 and 1366×768 (issue 22, tokaido-ux: the
twenty rows of Tokaido with Crossroads scrolled), its ribbon and the winner's flourish with it."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetricsF

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.score_cells import DETAIL_PADDING, _detail_font
from tests.ui.play import finished_match
from tests.ui.test_nextstation_objectives import app_look  # noqa: F401 (a fixture)

NAMES = ("Aiko", "Bence", "Csilla", "Dani", "Emi")
# The game screen's size in a 1024×700 window and in the window a 1366×768 screen opens.
SIZES = [(1024, 700), (1280, 728)]


def finished(game_id: str, options: dict, players: int, seed: int = 7) -> Match:
    match = finished_match(game_id, options, [Seat(name, "easy") for name in NAMES[:players]],
                           seed)
    match.autosave_path = None
    return match


def final_table(qtbot, size, game_id: str, options: dict, players: int):
    """The final table of a finished game, shown in a window of ``size``."""
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, ui_plugins(), settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.attach(finished(game_id, options, players), save_path=None)
    sheet = window.game_screen.score_sheet
    sheet.show_table(window.controller)
    qtbot.waitUntil(sheet.isVisible)
    qtbot.wait(50)
    return sheet


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1366x768"])
@pytest.mark.parametrize(("game_id", "options", "players"), [
    ("tokaido", {"crossroads": True}, 4), ("tokaido", {"crossroads": True}, 5),
    ("letsgo", {}, 4), ("nextstation", {}, 4)],
    ids=["tokaido-crossroads-4", "tokaido-crossroads-5", "letsgo-4", "nextstation-4"])
def test_the_final_table_reads_without_scrolling(qtbot, size, game_id, options, players):
    sheet = final_table(qtbot, size, game_id, options, players)
    table = sheet.table
    assert table.rowCount() >= 9
    assert table.verticalScrollBar().maximum() == 0
    assert table.full_height() <= table.height()  # the total row too
    card = sheet._card
    assert sheet.rect().contains(QRect(card.mapTo(sheet, QPoint(0, 0)), card.size()))
    assert sheet.result_text()  # the ribbon with the result
    assert min(table.rowHeight(row) for row in range(table.rowCount())) \
        >= table.fontMetrics().height()  # every row still a whole line of print


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_the_temple_ranking_note_fits_its_cell(qtbot, size):
    """Tokaido's temple ranking said "4 coins on the temples · second most generous" under its
    points, cut short in a four-player Crossroads table (the temples' row above already says
    where the coins are): now "4 coins · second most generous", whole in its column, and
    whole in the cell's tooltip."""
    sheet = final_table(qtbot, size, "tokaido", {"crossroads": True}, 4)
    table = sheet.table
    row = next(row for row in range(table.rowCount() - 1)
               if table.verticalHeaderItem(row).data(Qt.ItemDataRole.UserRole)
               == "temple_ranking")
    small = QFontMetricsF(_detail_font(table.font()))
    notes = 0
    for column in range(table.columnCount()):
        note = table.detail(row, column)
        if not note:
            continue
        notes += 1
        assert "generous" in note and "temples" not in note, note
        need = math.ceil(small.horizontalAdvance(note)) + DETAIL_PADDING
        assert need <= table.columnWidth(column), (note, need, table.columnWidth(column))
        assert note in table.item(row, column).toolTip()
    assert notes >= 3

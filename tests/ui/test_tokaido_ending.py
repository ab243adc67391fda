"""A Tokaido game played in the main window to Edo: the score sheet lists every category of the
paper score track and the end bonuses per player, each explained, in rank order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from tabibito.engine import Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import scoring
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.tokaido import texts
from tests.ui.play import play_to_the_end

SEATS = [Seat("Aiko"), Seat("Kenji", "easy"), Seat("Yuki", "easy"), Seat("Sora", "easy")]


@pytest.fixture
def window(qtbot) -> MainWindow:
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, ui_plugins(), settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def play_to_edo(qtbot, window: MainWindow, **options):
    """Aiko takes the first legal choice (the nearest stop, the first card) and confirms every
    reveal; the computer players answer."""
    return play_to_the_end(qtbot, window, "tokaido", options, SEATS, seed=11, moves=2000)


def table_seats(table) -> list[int]:
    return sorted(range(len(SEATS)), key=table.column_of)


def assert_totals_in_sight(table, headers: list[str], totals: list[int]) -> None:
    """Either the whole sheet shows, total row included, or the column heads carry the totals
    and the detail lines went into the tooltips."""
    if table.full_height() <= table.viewport().height() + table.horizontalHeader().height():
        return
    assert table.compact
    assert [header.split("\n")[-1] for header in headers] == [str(total) for total in totals]


def test_at_1024x700_the_totals_stay_in_sight(qtbot, window):
    window.resize(1024, 700)
    controller = play_to_edo(qtbot, window, crossroads=True)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    table = sheet.table
    assert table.compact  # eighteen rows with their details cannot fit a 700-pixel window
    headers = [table.horizontalHeaderItem(c).text() for c in range(len(SEATS))]
    totals = controller.match.state.scores().totals
    assert_totals_in_sight(table, headers, [totals[seat] for seat in table_seats(table)])
    assert table.item(0, 0).toolTip()  # the panorama parts, now in the tooltip
    again = sheet._again
    assert sheet.rect().contains(QRect(again.mapTo(sheet, QPoint(0, 0)), again.size()))


def test_a_crossroads_journey_ends_with_every_category_explained(qtbot, window):
    controller = play_to_edo(qtbot, window, crossroads=True)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    table = sheet.table
    state = controller.match.state
    scores = state.scores()
    rows = [table.verticalHeaderItem(row).text() for row in range(table.rowCount())]
    categories = list(scores.breakdown[0])
    assert set(scoring.CATEGORIES + scoring.CROSSROADS_CATEGORIES
               + scoring.CROSSROADS_END_CATEGORIES) >= set(categories)
    assert rows[:-1] == [texts.category_label(key) for key in categories]
    for seat in range(len(SEATS)):
        column = table.column_of(seat)
        assert table.total(seat) == scores.totals[seat]
        for row, key in enumerate(categories):
            assert int(table.item(row, column).text()) == scores.breakdown[seat][key]
    # Columns go by rank, the winner first with the star; the temple ranking says who gave most.
    headers = [table.horizontalHeaderItem(c).text() for c in range(len(SEATS))]
    ranked = [header.split("\n")[0].lstrip("★ ") for header in headers]
    assert ranked[0] == SEATS[scores.winners[0]].name
    assert_totals_in_sight(table, headers, [scores.totals[seat] for seat in table_seats(table)])
    temple = categories.index("temple_ranking")
    generous = max(range(len(SEATS)), key=lambda seat: state.temple[seat])
    assert str(state.temple[generous]) in table.detail(temple, table.column_of(generous))
    headline = sheet.result_text()
    assert SEATS[scores.winners[0]].name in headline and str(scores.totals[scores.winners[0]]) in headline


def test_a_traveller_outgiven_by_the_neutral_traveller_is_told_so(qapp):
    """Review point 7: in a 2-player game the neutral traveller's temple coins compete in the
    ranking (§8.4); the temple-ranking detail of a traveller it outgave says so."""
    from tabibito.engine import Match
    from tabibito.ui.tokaido import PLUGIN

    for seed in range(1, 80):
        match = Match(REGISTRY.get("tokaido"), {}, [Seat("A", "easy"), Seat("B", "easy")], seed)
        match.play_bots()
        state = match.state
        neutral = state.temple[2]
        outgiven = [seat for seat in range(2) if 0 < state.temple[seat] < neutral]
        if outgiven:
            break
    else:
        raise AssertionError("no seeded game where the neutral traveller outgave a traveller")
    detail = PLUGIN.breakdown_detail("temple_ranking", outgiven[0], state)
    assert f"neutral traveller ahead, {neutral} coin" in detail and len(detail) < 60
    ahead = [seat for seat in range(2) if state.temple[seat] >= neutral]
    for seat in ahead:
        assert "neutral" not in (PLUGIN.breakdown_detail("temple_ranking", seat, state) or "")

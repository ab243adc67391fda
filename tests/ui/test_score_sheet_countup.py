"""The game end celebrated on the shell's final table (issue 7 point 3), for every game: the
categories count up one after another, then the totals, then the result comes in. It plays on
the match's animation queue: with motion off the final numbers stand at once, with motion on they
start from nothing and stand once the queue has played (or was cut short)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QApplication, QWidget

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.controller import MatchController
from tabibito.ui.kit import style
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.nextstation import PLUGIN as NEXT_STATION
from tabibito.ui.score_sheet import (
    COUNT_ROW_MS,
    COUNT_ROWS_MS,
    COUNT_TOTAL_MS,
    DETAIL_PADDING,
    REVEAL_MS,
    STAGE_HEIGHT,
    STAGE_MAX_SCALE,
    CountUp,
    ScoreSheet,
    _detail_font,
    categories,
    counted,
    stage_scale,
)
from tests.ui.test_nextstation_objectives import app_look
from tests.wanderers import easy_wandering

real_look = app_look  # the fixture, under the name the tests below ask for


@pytest.fixture
def sheet(qtbot) -> ScoreSheet:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 700)
    parent.show()
    sheet = ScoreSheet(parent)
    sheet.host = parent  # the overlay's parent must outlive the fixture
    return sheet


@pytest.fixture(scope="module")
def finished() -> Match:
    """A finished two-player game of Next Station: eight categories and a total."""
    match = easy_wandering(Match(REGISTRY.get("nextstation"), {},
                                 [Seat("Hana", "easy"), Seat("Kenji", "easy")], 3))
    match.play_bots()
    assert match.is_over()
    return match


@pytest.fixture(scope="module")
def finished_four() -> Match:
    """A finished four-player game: four columns to share the table's width."""
    seats = [Seat(name, "easy") for name in ("Hana", "Kenji", "Sora", "Yuki")]
    match = easy_wandering(Match(REGISTRY.get("nextstation"), {}, seats, 5))
    match.play_bots()
    assert match.is_over()
    return match


@pytest.fixture
def table_for():
    made: list[MatchController] = []

    def make(match: Match, factor: float) -> MatchController:
        made.append(MatchController(match, NEXT_STATION, animation_factor=factor))
        return made[-1]

    yield make
    for controller in made:
        controller.dispose()


def cells(sheet: ScoreSheet) -> list[list[int]]:
    table = sheet.table
    return [[table.shown(row, column) for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def final_cells(match: Match, sheet: ScoreSheet) -> list[list[int]]:
    """What every cell must come to: the engine's breakdown in the table's column order."""
    scores = match.state.scores()
    seats = [sheet.table._columns[column].seat for column in range(sheet.table.columnCount())]
    keys = categories(sheet.table._columns)
    rows = [[scores.breakdown[seat].get(key, 0) for seat in seats] for key in keys]
    return [*rows, [scores.totals[seat] for seat in seats]]


# -- the schedule ----------------------------------------------------------------------------------

def test_the_categories_count_one_after_another_then_the_total_then_the_result():
    count = CountUp(8)
    starts = [next(t for t in range(0, 10_000, 5) if count.row(row, t + 1) > 0)
              for row in range(9)]
    assert starts == sorted(starts) and len(set(starts)) == 9  # in sheet order, one by one
    assert all(count.row(row, count.total_start) == 1.0 for row in range(8))
    assert count.row(8, count.total_start) == 0.0  # the total waits for every category
    assert count.row(8, count.reveal_start) == 1.0 and count.reveal(count.reveal_start) == 0.0
    assert count.reveal(count.duration) == 1.0
    assert count.row(0, 2 * count.step) == 1.0 and count.row(1, count.step) == 0.0


def test_a_long_sheet_counts_no_longer_than_a_short_one_allows():
    long, short = CountUp(17), CountUp(3)  # Tokaido's rows, a small game's
    assert long.duration <= COUNT_ROWS_MS + COUNT_TOTAL_MS + REVEAL_MS
    assert short.step == COUNT_ROW_MS / 2
    assert CountUp(0).total_start == 0.0  # only a total: it counts at once


def test_counting_reaches_the_value_and_goes_down_for_a_penalty():
    assert counted(45, 0.0) == 0 and counted(45, 1.0) == 45 and counted(45, 2.0) == 45
    assert counted(-6, 0.5) == -3


# -- on the final table ----------------------------------------------------------------------------

def test_with_motion_off_the_final_table_shows_every_number_at_once(sheet, finished, table_for):
    sheet.show_table(table_for(finished, 0))
    assert not sheet.counting() and sheet.revealed() == 1.0
    assert cells(sheet) == final_cells(finished, sheet)
    assert [sheet.table.total(seat) for seat in range(2)] == list(finished.state.scores().totals)


def test_with_motion_on_the_final_table_counts_up_from_nothing(sheet, finished, table_for):
    controller = table_for(finished, 1.0)
    sheet.show_table(controller)
    widths = [sheet.table.columnWidth(column) for column in range(sheet.table.columnCount())]
    assert sheet.counting() and controller.animations.busy()
    assert all(value == 0 for row in cells(sheet) for value in row)
    assert sheet.revealed() == 0.0  # the result comes in once the numbers stand
    assert sheet._winners.text()  # laid out from the start: nothing moves when it comes in
    controller.animations.finish_all()  # cut short (undo, leaving): the end state
    assert not sheet.counting() and sheet.revealed() == 1.0
    assert cells(sheet) == final_cells(finished, sheet)
    assert widths == [sheet.table.columnWidth(c) for c in range(sheet.table.columnCount())]


def test_the_categories_stand_before_the_totals_count(sheet, finished, table_for):
    controller = table_for(finished, 1.0)
    sheet.show_table(controller)
    count = CountUp(sheet.table.rowCount() - 1)
    sheet.table.count_to(count.total_start)
    shown, final = cells(sheet), final_cells(finished, sheet)
    assert shown[:-1] == final[:-1] and shown[-1] == [0, 0]
    sheet.table.count_to(count.total_start + COUNT_TOTAL_MS / 2)
    assert all(0 < value < total for value, total in zip(cells(sheet)[-1], final[-1],
                                                          strict=True))


def test_the_row_being_counted_is_written_in_vermilion(sheet, finished, table_for):
    sheet.show_table(table_for(finished, 1.0))
    count = CountUp(sheet.table.rowCount() - 1)
    sheet.table.count_to(count.step)  # the first row half-way
    first, later = sheet.table.item(0, 1), sheet.table.item(3, 1)
    assert first.foreground().color() == QColor(style.VERMILION)
    assert later.foreground().color() != QColor(style.VERMILION)
    sheet.table.count_to(count.duration)
    assert first.foreground().color() != QColor(style.VERMILION)


def test_what_still_moved_behind_the_table_jumps_to_its_end(sheet, finished, table_for):
    controller = table_for(finished, 1.0)
    seen: list[float] = []
    behind = QVariantAnimation()
    behind.setStartValue(0.0)
    behind.setEndValue(1.0)
    behind.setDuration(5000)
    behind.valueChanged.connect(seen.append)
    controller.animations.play(behind)  # a side panel's last line, still counting
    sheet.show_table(controller)
    assert seen[-1] == 1.0  # ended, so the count-up plays now, not after it
    assert sheet.counting() and controller.animations.busy()


def test_showing_the_table_again_starts_one_count_not_two(sheet, finished, table_for):
    controller = table_for(finished, 1.0)
    sheet.show_table(controller)
    sheet.table.count_to(CountUp(sheet.table.rowCount() - 1).total_start)
    sheet.show_table(controller)
    assert all(value == 0 for row in cells(sheet) for value in row)  # counting anew
    controller.animations.finish_all()
    assert cells(sheet) == final_cells(finished, sheet) and not sheet.counting()


def test_a_language_switch_in_the_middle_of_the_count_goes_on_counting(sheet, finished,
                                                                         table_for):
    sheet.show_table(table_for(finished, 1.0))
    count = CountUp(sheet.table.rowCount() - 1)
    sheet.table.count_to(count.total_start)
    before = cells(sheet)
    sheet.retranslate()
    sheet.table.retranslate()
    assert cells(sheet) == before and sheet.counting()


def test_a_compact_table_counts_the_totals_over_its_columns_too(sheet, finished, table_for):
    sheet.show_table(table_for(finished, 1.0))
    sheet.table.set_compact(True)  # a window too short for the detail lines
    header = sheet.table.horizontalHeaderItem(0).text()
    assert header.endswith("\n0")
    sheet.table.count_to(CountUp(sheet.table.rowCount() - 1).duration)
    total = max(finished.state.scores().totals)
    assert sheet.table.horizontalHeaderItem(0).text().endswith(f"\n{total}")


# -- big and in the middle -----------------------------------------------------------------------

def test_a_big_window_prints_the_final_table_bigger():
    assert stage_scale(700) == 1.0 and stage_scale(STAGE_HEIGHT) == 1.0
    assert 1.2 < stage_scale(1080) <= STAGE_MAX_SCALE and stage_scale(3000) == STAGE_MAX_SCALE


@pytest.fixture
def speak():
    """Switch the app's language for a test; English again after it."""
    languages = LanguageManager()
    yield languages.set_language
    languages.set_language("en")


@pytest.mark.parametrize(("size", "language"), [
    ((1024, 700), "en"), ((1920, 1080), "en"),
    # German's missed green stations ended in "…" at 1024×700 ("2 nicht angebundene …"): the
    # detail under a row's heading need not say the heading again
    ((1024, 700), "de"), ((1024, 700), "ja"), ((1024, 700), "hu"), ((1024, 700), "pl")])
def test_every_detail_line_fits_its_column(qtbot, real_look, finished_four, table_for, size,
                                           speak, language):
    speak(language)
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(*size)
    parent.show()
    sheet = ScoreSheet(parent)
    sheet.show_table(table_for(finished_four, 0))
    table = sheet.table
    qtbot.waitUntil(lambda: table.width() >= table.wanted_width())
    small = QFontMetricsF(_detail_font(table.font()))
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            detail = table.detail(row, column)
            room = table.columnWidth(column) - 1 - DETAIL_PADDING  # as the delegate paints it
            if detail:
                assert small.elidedText(detail, Qt.TextElideMode.ElideRight, room) == detail
    scale = table.font().pointSizeF() / QApplication.font().pointSizeF()
    assert scale == pytest.approx(stage_scale(size[1]), abs=0.05)

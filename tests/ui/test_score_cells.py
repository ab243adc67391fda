"""A game's picture beside the points of a score cell gives way to them: Tokaido's three
landscapes, drawn at the sheet's row height, were wider than a 4-player column at 1024×700 and
hid the panoramas' points."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPixmap
from PySide6.QtWidgets import QStyleOptionViewItem, QTableWidget, QTableWidgetItem, QToolTip

from tabibito.ui.score_cells import DETAIL_ROLE, PICTURE_GAP, DetailDelegate, picture_tooltip


def option_for(qtbot, width: int, picture_width: int) -> QStyleOptionViewItem:
    table = QTableWidget(1, 1)
    qtbot.addWidget(table)
    item = QTableWidgetItem("13")
    picture = QPixmap(picture_width, 20)
    picture.fill(QColor("#2f6db5"))
    item.setData(Qt.ItemDataRole.DecorationRole, picture)
    table.setItem(0, 0, item)
    delegate = DetailDelegate(table)
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, width, 24)
    option.font = table.font()
    delegate.initStyleOption(option, table.model().index(0, 0))
    return option


def test_a_picture_too_wide_for_its_cell_shrinks_to_leave_the_points_room(qtbot):
    option = option_for(qtbot, width=160, picture_width=160)
    size = option.decorationSize
    assert size.width() <= 160 - PICTURE_GAP - 10  # the number's width and the gap stay free
    assert size.height() < 20 and size.width() * 20 // 160 - 1 <= size.height()  # in proportion


def test_a_picture_with_room_keeps_its_size(qtbot):
    assert option_for(qtbot, width=300, picture_width=160).decorationSize == QSize(160, 20)


# -- a picture to look at: the cell's tooltip shows it big ---------------------------------------


def sheet_cell(qtbot, ratio: float):
    """A table of one cell with points, words and a 100 × 20 picture drawn at ``ratio``."""
    table = QTableWidget(1, 1)
    qtbot.addWidget(table)
    table.resize(900, 300)
    item = QTableWidgetItem("13")
    picture = QPixmap(round(100 * ratio), round(20 * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(QColor("#2f6db5"))
    item.setData(Qt.ItemDataRole.DecorationRole, picture)
    item.setToolTip("Sea: 5 parts\n+3 for the first")
    table.setItem(0, 0, item)
    delegate = DetailDelegate(table)
    table.setItemDelegate(delegate)
    table.show()
    qtbot.waitExposed(table)
    return table, delegate, table.model().index(0, 0)


def ask_tooltip(table, delegate, index) -> bool:
    centre = table.visualRect(index).center()
    event = QHelpEvent(QEvent.Type.ToolTip, centre, table.viewport().mapToGlobal(centre))
    return delegate.helpEvent(event, table, QStyleOptionViewItem(), index)


def test_a_picture_drawn_with_more_pixels_shows_them_in_the_cells_tooltip(qtbot):
    """Tokaido's landscapes are 20 px high on the sheet: the tooltip shows them 4 times that,
    with the cell's own words under them."""
    table, delegate, index = sheet_cell(qtbot, 4.0 * table_ratio(qtbot))
    assert table.visualRect(index).height() < 60  # the row stays low
    assert ask_tooltip(table, delegate, index)
    shown = QToolTip.text()
    assert 'width="400" height="80"' in shown and "data:image/png;base64," in shown
    assert "Sea: 5 parts<br>+3 for the first" in shown
    QToolTip.hideText()


def test_a_big_picture_in_a_tooltip_stays_inside_the_window(qtbot):
    words = picture_tooltip(QPixmap(2000, 200), "", 1.0, widest=500.0)
    assert 'width="500" height="50"' in words


def test_a_picture_with_no_more_pixels_leaves_the_plain_tooltip(qtbot):
    table, delegate, index = sheet_cell(qtbot, table_ratio(qtbot))
    assert not ask_tooltip(table, delegate, index) or "<img" not in QToolTip.text()
    QToolTip.hideText()


def table_ratio(qtbot) -> float:
    probe = QTableWidget()
    qtbot.addWidget(probe)
    return probe.devicePixelRatioF()


def test_tokaido_draws_its_landscapes_with_the_pixels_for_the_tooltip(qtbot):
    from tabibito.engine import Match, Seat
    from tabibito.games import REGISTRY
    from tabibito.ui.tokaido import PLUGIN
    from tabibito.ui.tokaido.plugin import SHEET_LANDSCAPE, SHEET_LANDSCAPE_ZOOM

    match = Match(REGISTRY.get("tokaido"), {}, [Seat("Aiko"), Seat("Bence")], 7)
    state = match.state
    state.journeys[0].panoramas[0] = 2  # two parts of the rice paddy
    picture = PLUGIN.breakdown_picture("panoramas", 0, state)
    assert picture is not None
    assert picture.deviceIndependentSize().height() == SHEET_LANDSCAPE + 2  # in the cell
    assert picture.height() >= (SHEET_LANDSCAPE + 2) * SHEET_LANDSCAPE_ZOOM  # the tooltip's


def test_a_cell_with_a_picture_leaves_its_detail_line_to_the_tooltip(qtbot):
    """At 1920×1080 the points of Tokaido's panoramas were drawn over their landscapes, the
    detail line under both: beside a picture the cell shows the points alone."""
    table, delegate, index = sheet_cell(qtbot, 1.0)
    plain = QTableWidgetItem("7")
    table.setColumnCount(2)
    table.setItem(0, 1, plain)
    for item in (table.item(0, 0), plain):
        item.setData(DETAIL_ROLE, "3/3 · 4/4 · 4/5")
    option = QStyleOptionViewItem()
    option.font = table.font()
    with_picture = delegate.sizeHint(option, index).height()
    with_words = delegate.sizeHint(option, table.model().index(0, 1)).height()
    assert with_picture < with_words  # no second line beside the picture

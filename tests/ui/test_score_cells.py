"""A game's picture beside the points of a score cell gives way to them: Tokaido's three
landscapes, drawn at the sheet's row height, were wider than a 4-player column at 1024×700 and
hid the panoramas' points."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QStyleOptionViewItem, QTableWidget, QTableWidgetItem

from tabibito.ui.score_cells import PICTURE_GAP, DetailDelegate


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

"""The end-of-game score breakdown: categories × players, totals, winners highlighted."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Scores

from . import style
from .i18n import fill
from .plugins import GameUI
from .relabel import Overlay, Relabelled

WINNER_MARK = "★ "


def categories(scores: Scores) -> list[str]:
    """Every category in sheet order (the first seat's order, then any only others have)."""
    keys: list[str] = []
    for breakdown in scores.breakdown:
        keys += [key for key in breakdown if key not in keys]
    return keys


class ScoreTable(Relabelled, QTableWidget):
    """Rows are categories and the total, columns are players; winners' columns glow ochre."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self._scores: Scores | None = None
        self._names: Sequence[str] = ()
        self._plugin: GameUI | None = None

    def show_scores(self, scores: Scores, names: Sequence[str], plugin: GameUI) -> None:
        self._scores, self._names, self._plugin = scores, names, plugin
        self.retranslate()

    def total(self, seat: int) -> int:
        """The number in the total row, as shown (tests read the table, not the engine)."""
        return int(self.item(self.rowCount() - 1, seat).text())

    def retranslate(self) -> None:
        if self._scores is None or self._plugin is None:
            return
        scores, keys = self._scores, categories(self._scores)
        self.clear()
        self.setRowCount(len(keys) + 1)
        self.setColumnCount(len(self._names))
        self.setHorizontalHeaderLabels([
            (WINNER_MARK if seat in scores.winners else "") + name
            for seat, name in enumerate(self._names)])
        self.setVerticalHeaderLabels(
            [self._plugin.category_label(key) for key in keys] + [self.tr("Total")])
        for seat, breakdown in enumerate(scores.breakdown):
            for row, key in enumerate(keys):
                self._cell(row, seat, breakdown.get(key, 0), seat in scores.winners)
            self._cell(len(keys), seat, scores.totals[seat], seat in scores.winners, total=True)

    def _cell(self, row: int, column: int, value: int, winner: bool, total: bool = False) -> None:
        item = QTableWidgetItem(str(value))
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if winner:
            item.setBackground(QBrush(style.color(style.OCHRE, 70 if not total else 150)))
        if total:
            font = QFont(self.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            item.setFont(font)
            item.setForeground(QBrush(QColor(style.VERMILION if winner else style.INK)))
        self.setItem(row, column, item)


class ScoreSheet(Overlay):
    """An overlay over the game screen with the final breakdown and what to do next."""

    closed = Signal()
    home_requested = Signal()
    again_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self._card = QFrame(self)
        self._card.setProperty("role", "card")
        self._heading = QLabel()
        self._heading.setProperty("role", "title")
        self._heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._winners = QLabel()
        self._winners.setProperty("role", "heading")
        self._winners.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._winners.setWordWrap(True)
        self.table = ScoreTable()
        self._look = QPushButton()
        self._look.clicked.connect(self.closed)
        self._home = QPushButton()
        self._home.clicked.connect(self.home_requested)
        self._again = QPushButton()
        self._again.setProperty("role", "primary")
        self._again.clicked.connect(self.again_requested)
        self._scores: Scores | None = None
        self._names: Sequence[str] = ()
        self._lay_out()
        self.hide()
        self.retranslate()

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self._look)
        buttons.addStretch(1)
        buttons.addWidget(self._home)
        buttons.addWidget(self._again)
        inner = QVBoxLayout(self._card)
        inner.setContentsMargins(32, 24, 32, 24)
        inner.setSpacing(14)
        inner.addWidget(self._heading)
        inner.addWidget(self._winners)
        inner.addWidget(self.table)
        inner.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 40, 40, 40)
        outer.addStretch(1)
        outer.addWidget(self._card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self._card.setMinimumWidth(560)

    def show_scores(self, scores: Scores, names: Sequence[str], plugin: GameUI) -> None:
        self._scores, self._names = scores, names
        self.table.show_scores(scores, names, plugin)
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self._again.setFocus()

    def retranslate(self) -> None:
        self._heading.setText(self.tr("Final scores"))
        self._look.setText(self.tr("Look at the board"))
        self._home.setText(self.tr("Home"))
        self._again.setText(self.tr("Play again"))
        if self._scores is not None:
            winners = QLocale().createSeparatedList([self._names[seat] for seat in self._scores.winners])
            text = (self.tr("%1 wins!") if len(self._scores.winners) == 1
                    else self.tr("Shared victory: %1"))
            self._winners.setText(fill(text, winners))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.color(style.INK, 120))  # the board dims behind
        painter.end()

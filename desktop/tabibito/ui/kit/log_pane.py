"""The game log, one pane for every game: a heading that folds it away, and one line for every
event worth one (the game's ``event_text``), newest first, as the seat on screen may read it.

The game screen owns the pane and lays it out; the pane follows the table itself. A line is
never cut: it wraps, and the list is as tall as its lines (it lies in the side column's one
scroll area instead of scrolling on its own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QListView,
    QListWidget,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .panel import Watch, watch
from .relabel import Relabelled

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table


class LogList(QListWidget):
    """The log's lines, newest first, as tall as its lines: never a line cut, never a scroll
    bar of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrap lines when the column resizes
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._fit()

    def add_line(self, text: str) -> None:
        self.insertItem(0, text)
        self._fit()

    def clear(self) -> None:
        super().clear()
        self._fit()

    def lines(self) -> list[str]:
        """The lines shown, newest first."""
        return [item.text() for item in map(self.item, range(self.count())) if item is not None]

    def _fit(self) -> None:
        self.doItemsLayout()  # the rows' heights at the current width
        rows = sum(self.sizeHintForRow(row) for row in range(self.count()))
        self.setFixedHeight(rows + 2 * self.frameWidth() + 6)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()  # wrapped lines need another height at another width


class LogPane(Relabelled, QWidget):
    """See the module docstring. ``attach`` a table to follow it, ``detach`` to let it go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPane")
        self.table: Table | None = None
        self._watch: Watch | None = None
        self._logged = 0  # the match's events the lines were made from
        self._viewer: int | None = None  # whose view of them
        self.toggle = QToolButton()
        self.toggle.setObjectName("logToggle")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.toggled.connect(self.show_lines)
        self.lines = LogList()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.toggle)
        layout.addWidget(self.lines)
        self.show_lines(True)
        self.retranslate()

    def show_lines(self, shown: bool) -> None:
        """Unfold the lines, or fold them away under the heading."""
        self.lines.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    # -- following a table ---------------------------------------------------------------------

    def attach(self, table: Table) -> None:
        self.detach()
        self.table = table
        self._watch = watch(table, changed=self._on_changed, shown_seat=self.rebuild)
        self.rebuild()

    def detach(self) -> None:
        if self._watch is not None:
            self._watch.stop()
        self.table, self._watch = None, None
        self.lines.clear()

    def _on_changed(self, events: list[Event]) -> None:
        table = self.table
        if table is not None and events and self._viewer == table.shown_seat:
            self._append(table.match.events[self._logged:])
        else:  # undone, loaded or handed over: the lines are made again
            self.rebuild()

    def rebuild(self) -> None:
        """Every line again: what may be read in the log depends on who is looking."""
        self.lines.clear()
        self._logged = 0
        if self.table is not None:
            self._viewer = self.table.shown_seat
            self._append(self.table.match.events)

    def _append(self, events: list[Event]) -> None:
        table = self.table
        if table is None:
            return
        viewer = table.shown_seat
        for event in events:
            if event.visible_for(viewer):
                line = table.plugin.event_text(event, table.seat_names, viewer)
                if line:
                    self.lines.add_line(line)
        self._logged = len(table.match.events)

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.toggle.setText(QCoreApplication.translate("GameScreen", "Game log"))
        self.rebuild()

"""The game screen's side column parts: the list of scores and the split between the panel and
the game log (ui/game_screen.py lays them out)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .controller import MatchController
from .kit import style
from .kit.i18n import fill
from .kit.log_pane import LogPane
from .seat_look import SeatLook

TURN_MARK = "▶ "
LOG_SHARE = 0.4  # of the column's lower part for the log, until the player drags the divider


def still_to_play_text(name: str) -> str:
    """The tooltip of a row marked ▶ in the list of scores."""
    #: tooltip of a row marked ▶ in the list of scores: %1 that player, whose move the table
    #: still waits for (in Next Station every player draws on each card, so several may be marked)
    return fill(QCoreApplication.translate("GameScreen", "▶ %1 still has to play"), name)


class Scoreboard(QTableWidget):
    """Live totals: one row per player, whose turn it is, and who is a computer; a click on a
    row shows that player's board where each has one (``SeatLook``)."""

    seat_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setObjectName("scoreboard")
        self.cellClicked.connect(lambda row, _column: self.seat_clicked.emit(row))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.setShowGrid(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        # Every player in sight, always: the list is as tall as its rows and never scrolls.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_controller(self, controller: MatchController, look: SeatLook) -> bool:
        """Fill the rows; True when a row is marked (▶) as still to play."""
        match = controller.match
        live = controller.view().live_scores()  # what the seat on screen may see; None: hidden
        totals = live.totals if live is not None else None
        acting = set(match.state.to_act())
        self.setRowCount(len(match.seats))
        looked_at = look.looked_at()
        marked = False
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if look.offered()
                                  else Qt.CursorShape.ArrowCursor)
        for row, seat in enumerate(match.seats):
            mark = TURN_MARK if row in acting and not match.is_over() else ""
            marked = marked or bool(mark)
            name = QTableWidgetItem(mark + seat.name)
            picture = "person" if seat.is_human else "robot"
            name.setIcon(style.icon("eye" if row == looked_at else picture))
            tips = [still_to_play_text(seat.name)] if mark else []
            name.setToolTip("\n".join(tips + [tip for tip in [look.row_tooltip(row)] if tip]))
            if row in acting:
                font = QFont(self.font())
                font.setBold(True)
                name.setFont(font)
            points = QTableWidgetItem("–" if totals is None else str(totals[row]))
            points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            color = QColor(style.INK if seat.is_human else style.PLUM)
            for item in (name, points):
                item.setForeground(QBrush(color))
                if row == looked_at:
                    item.setBackground(QBrush(QColor(style.PAPER_DEEP)))
            self.setItem(row, 0, name)
            self.setItem(row, 1, points)
        self._fit_rows()
        return marked

    def _fit_rows(self) -> None:
        self.resizeRowsToContents()
        if self.rowCount() > 2:  # three players or more: closer rows leave the game its room
            snug = self.fontMetrics().height() + 3
            for row in range(self.rowCount()):
                self.setRowHeight(row, min(self.rowHeight(row), snug))
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(rows + 2 * self.frameWidth())


class SideSplit(QSplitter):
    """The side column's lower part: the panel's scroll area over the game log, which keeps
    LOG_SHARE of it (at least its few lines) until the player drags the divider, less what the
    panel's view needs (``panel_least``, the game screen's ViewRoom) over its few lines. A panel
    that says all it needs in sight (``panel_needs``, ViewNeeds; None: it does not say) leaves
    the log the rest, up to its readable lines (Let's Go's four players at 1024×700 read one
    or two lines of it). A panel told its room (``fit_view``, ViewFit: the split less the log's
    readable lines) fits itself to it and says what it took: the log takes all the rest."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.by_hand = False
        self.panel_least = 0
        self.panel_needs: int | None = None
        self.fit_view: Callable[[int], None] | None = None
        self._told: int | None = None  # the room the panel was last told of
        self.splitterMoved.connect(self._dragged)

    def set_room(self, least: int, needs: int | None) -> None:
        """What the panel's view needs (ViewRoom, ViewNeeds): shared again when it changes."""
        if (least, needs) != (self.panel_least, self.panel_needs):
            self.panel_least, self.panel_needs = least, needs
            self._share()

    def follow(self, fit_view: Callable[[int], None] | None) -> None:
        """The panel to tell its room (a ViewFit's ``fit_view``), or None."""
        self.fit_view, self._told = fit_view, None
        self._share()

    def _dragged(self, *_: int) -> None:
        self.by_hand = True
        self._tell(self.sizes()[0])  # the panel's room is what the player left it

    def _tell(self, room: int) -> None:
        if self.fit_view is not None and room != self._told:
            self._told = room
            self.fit_view(room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share()

    def _share(self) -> None:
        total = sum(self.sizes())
        log = self.widget(1)
        if self.by_hand or total <= 0 or log is None:
            return
        wanted, panel = round(total * LOG_SHARE), self.panel_least
        if self.panel_needs is not None and isinstance(log, LogPane):
            wanted = max(wanted, log.readable_height())
            panel = max(panel, self.panel_needs)
            if self.fit_view is not None:
                self._tell(total - log.readable_height())
                wanted = total  # all the panel leaves
        share = max(log.minimumHeight(), min(wanted, total - panel))
        self.setSizes([total - share, share])

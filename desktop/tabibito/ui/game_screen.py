"""The game screen: the board (fitted to the window), scores, the game's own panel and the log."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Event

from . import style
from .board_view import BoardView
from .controller import MatchController
from .i18n import fill
from .relabel import Relabelled
from .score_sheet import ScoreSheet

TOAST_MS = 3500
TURN_MARK = "▶ "


class Scoreboard(QTableWidget):
    """Live totals: one row per player, whose turn it is, and who is a computer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setObjectName("scoreboard")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.setShowGrid(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def show_controller(self, controller: MatchController) -> None:
        match = controller.match
        live = controller.view().live_scores()  # what the seat on screen may see; None: hidden
        totals = live.totals if live is not None else None
        acting = set(match.state.to_act())
        self.setRowCount(len(match.seats))
        for row, seat in enumerate(match.seats):
            mark = TURN_MARK if row in acting and not match.is_over() else ""
            name = QTableWidgetItem(mark + seat.name)
            name.setIcon(style.icon("person" if seat.is_human else "robot"))
            if row in acting:
                font = QFont(self.font())
                font.setBold(True)
                name.setFont(font)
            points = QTableWidgetItem("–" if totals is None else str(totals[row]))
            points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            color = QColor(style.INK if seat.is_human else style.PLUM)
            for item in (name, points):
                item.setForeground(QBrush(color))
            self.setItem(row, 0, name)
            self.setItem(row, 1, points)


class GameScreen(Relabelled, QWidget):
    """Hosts one match at a time; the main window attaches and detaches controllers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.controller: MatchController | None = None
        self.board = BoardView()
        self.scene = None
        self.panel: QWidget | None = None
        self.title = QLabel()
        self.title.setProperty("role", "heading")
        self.status = QLabel()
        self.status.setProperty("role", "status")
        self.status.setWordWrap(True)
        # The shell's own step: a resolution a human's decision brought due (the next card, a
        # reveal) waits for this button, so the decision can still be taken back until then.
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setProperty("role", "primary")
        self.confirm_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.confirm_button.clicked.connect(self._confirm)
        self.confirm_button.hide()
        self.scoreboard = Scoreboard()
        self.log = QListWidget()
        self.log.setObjectName("gameLog")
        self.log.setWordWrap(True)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrap lines when the panel resizes
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A scroll bar that comes and goes changes the width after lines were wrapped, and Qt
        # then elides a line that no longer fits: keep the width fixed and never elide.
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setMinimumHeight(self.fontMetrics().height() * 4)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._scores_label = QLabel()
        self._scores_label.setProperty("role", "heading")
        self._log_label = QLabel()
        self._log_label.setProperty("role", "heading")
        self.toast = QLabel(self)
        self.toast.setObjectName("toast")
        self.toast.setWordWrap(True)
        self.toast.hide()
        self._toast_timer = QTimer(self, singleShot=True, interval=TOAST_MS)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.score_sheet = ScoreSheet(self)
        self._bar = QHBoxLayout()
        self._panel_slot = QVBoxLayout()
        self._logged = 0
        self._log_viewer: int | None = None
        self._lay_out()
        self.retranslate()

    # -- layout --------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        bar = QFrame()
        bar.setProperty("role", "bar")
        self._bar.setContentsMargins(10, 4, 14, 4)
        self._bar.setSpacing(6)
        self._bar.addWidget(self.title)
        self._bar.addSpacing(16)
        self._bar.addWidget(self.status, 1)
        self._bar.addWidget(self.confirm_button)
        bar.setLayout(self._bar)
        side = QFrame()
        side.setProperty("role", "panel")
        side.setObjectName("sidePanel")
        side.setMinimumWidth(self.fontMetrics().averageCharWidth() * 34)
        side.setMaximumWidth(self.fontMetrics().averageCharWidth() * 48)
        column = QVBoxLayout(side)
        column.setContentsMargins(14, 14, 14, 14)
        column.setSpacing(8)
        column.addWidget(self._scores_label)
        column.addWidget(self.scoreboard)
        column.addLayout(self._panel_slot)
        column.addWidget(self._log_label)
        column.addWidget(self.log, 1)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.board, 1)
        body.addWidget(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addLayout(body, 1)

    def add_bar_actions(self, leading: list[QAction], trailing: list[QAction]) -> None:
        """The window's actions (home, undo, redo, save) as buttons in the bar."""
        for index, action in enumerate(leading):
            self._bar.insertWidget(index, self._bar_button(action))
        for action in trailing:
            self._bar.addWidget(self._bar_button(action))

    def _bar_button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setIconSize(QSize(22, 22))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        return button

    # -- attaching a match ---------------------------------------------------------------------

    def attach(self, controller: MatchController) -> None:
        self.detach()
        self.controller = controller
        self.scene = controller.plugin.create_board(controller)
        self.board.setScene(self.scene)
        self.panel = controller.plugin.create_panel(controller)
        if self.panel is not None:
            self._panel_slot.addWidget(self.panel)
        controller.changed.connect(self._on_changed)
        controller.undo_changed.connect(self._update_status)
        controller.shown_seat_changed.connect(self._on_shown_seat)
        controller.busy_changed.connect(self._update_status)
        controller.handoff_changed.connect(self._update_status)
        controller.game_over.connect(self._on_game_over)
        controller.error.connect(self.show_toast)
        self._rebuild_log()
        self.retranslate()

    def detach(self) -> None:
        if self.controller is None:
            return
        for signal, slot in ((self.controller.changed, self._on_changed),
                             (self.controller.undo_changed, self._update_status),
                             (self.controller.shown_seat_changed, self._on_shown_seat),
                             (self.controller.busy_changed, self._update_status),
                             (self.controller.handoff_changed, self._update_status),
                             (self.controller.game_over, self._on_game_over),
                             (self.controller.error, self.show_toast)):
            signal.disconnect(slot)
        self.board.setScene(None)
        if self.scene is not None:
            self.scene.deleteLater()
        if self.panel is not None:
            # Out of the layout at once: deleteLater alone leaves it on screen until the loop runs.
            self._panel_slot.removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
        self.scene = self.panel = self.controller = None
        self.score_sheet.hide()
        self.toast.hide()
        self.log.clear()

    # -- reacting to the match -----------------------------------------------------------------

    def _on_changed(self, events: list[Event]) -> None:
        if events and self._log_viewer == self.controller.shown_seat:
            self._append_log(self.controller.match.events[self._logged:])
        else:
            self._rebuild_log()
        self.scoreboard.show_controller(self.controller)
        self._update_status()
        if not self.controller.match.is_over():
            self.score_sheet.hide()  # an undo from the final state reopens the game

    def _on_shown_seat(self, _seat: int) -> None:
        self._rebuild_log()  # what may be read in the log depends on who is looking
        self._update_status()

    def _on_game_over(self) -> None:
        self._update_status()
        self.toast.hide()
        controller = self.controller
        self.score_sheet.show_scores(controller.match.state.scores(), controller.seat_names,
                                     controller.plugin)

    def _rebuild_log(self) -> None:
        self.log.clear()
        self._logged = 0
        if self.controller is not None:
            self._log_viewer = self.controller.shown_seat
            self._append_log(self.controller.match.events)

    def _append_log(self, events: list[Event]) -> None:
        controller = self.controller
        viewer = controller.shown_seat
        for event in events:
            if event.visible_for(viewer):
                line = controller.plugin.event_text(event, controller.seat_names, viewer)
                if line:
                    self.log.addItem(line)
        self._logged = len(controller.match.events)
        self.log.scrollToBottom()

    def _update_status(self, *_: object) -> None:
        self.status.setText(self._status_text())
        controller = self.controller
        held = controller is not None and controller.resolution_held() and not (
            controller.plugin.shows_confirm)  # a board may offer it in its own panel
        if held:
            self.confirm_button.setText(self._confirm_label())
        self.confirm_button.setVisible(held)

    def _confirm_label(self) -> str:
        label = getattr(self.controller.plugin, "confirm_label", None)
        return label() if label is not None else self.tr("Confirm")

    def _confirm(self) -> None:
        if self.controller is not None:
            self.controller.resolve()

    def _status_text(self) -> str:
        controller = self.controller
        if controller is None:
            return ""
        match, names = controller.match, controller.seat_names
        if match.is_over():
            return self.tr("Game over")
        if controller.pending_handoff is not None:
            return fill(self.tr("Waiting for %1"), names[controller.pending_handoff])
        seat = controller.shown_seat
        if controller.resolution_held():
            return self.tr("You can still take this back with Undo.")
        prompt = controller.prompt()
        if prompt is not None:
            text = controller.plugin.prompt_text(prompt, names)
            if text:
                return text
        thinking = controller.thinking_seat
        if controller.busy and thinking is not None and seat not in match.state.to_act():
            return fill(self.tr("%1 is thinking…"), names[thinking])
        if seat is not None and seat in match.state.to_act():
            if len(controller.human_seats) == 1:
                return self.tr("Your turn")
            return fill(self.tr("Your turn, %1"), names[seat])
        return ""

    def show_toast(self, text: str) -> None:
        """A short note over the board (an illegal click, a failed autosave); it fades by itself."""
        self.toast.setText(text)
        width = min(self.board.width() - 40, self.fontMetrics().averageCharWidth() * 70)
        self.toast.setFixedWidth(max(width, 200))
        self.toast.adjustSize()
        x = self.board.x() + (self.board.width() - self.toast.width()) // 2
        y = self.board.y() + self.board.height() - self.toast.height() - 24
        self.toast.move(x, y)
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start()

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._scores_label.setText(self.tr("Scores"))
        self._log_label.setText(self.tr("Game log"))
        if self.controller is not None:
            self.title.setText(self.controller.plugin.title())
            for part in (self.scene, self.panel):  # board items carry text too
                retranslate = getattr(part, "retranslate", None)
                if retranslate is not None:
                    retranslate()
            self._rebuild_log()
            self.scoreboard.show_controller(self.controller)
        self._update_status()


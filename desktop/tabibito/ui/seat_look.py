"""Looking at another player's board from the list of scores (plugin_api.SeatFocus): games with a
board per seat (an itinerary, a map sheet) show any player's on a click on their row, read only,
and a bar under the list says whose board is in sight, with the way back to one's own."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .controller import MatchController
from .kit.focused_seat import FocusedSeat
from .kit.i18n import fill
from .plugin_api import SeatFocus


class SeatLook(QObject):
    """The scoreboard's rows as a way to look at boards; only for a board that is a SeatFocus.
    The board is asked to show a seat (``focus_seat``); whose board is shown is read from the
    table's one FocusedSeat, which the board keeps."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board: SeatFocus | None = None
        self._focus: FocusedSeat | None = None
        self._names: list[str] = []

    def attach(self, controller: MatchController, board: object) -> None:
        self.detach()
        focus = FocusedSeat.existing(controller)
        if not isinstance(board, SeatFocus) or focus is None or len(controller.seat_names) < 2:
            return
        self._names = list(controller.seat_names)
        self._board, self._focus = board, focus
        self._focus.changed.connect(self.changed)
        self.changed.emit()

    def detach(self) -> None:
        if self._focus is not None:
            self._focus.changed.disconnect(self.changed)
            self._board = self._focus = None
            self.changed.emit()

    def offered(self) -> bool:
        """Whether the board shown has a board per seat to look at."""
        return self._focus is not None

    def looked_at(self) -> int | None:
        """The other seat whose board is in sight, or None: one's own."""
        return None if self._focus is None else self._focus.chosen

    def own_seat(self) -> int | None:
        return None if self._focus is None else self._focus.own_seat()

    def look_at(self, seat: int) -> None:
        """A click on ``seat``'s row: their board; on the row looked at already, one's own."""
        if self._board is not None:
            self._board.focus_seat(None if seat == self.looked_at() else seat)

    def back(self) -> None:
        if self._board is not None:
            self._board.focus_seat(None)

    def name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else ""

    def seats(self) -> int:
        return len(self._names)

    def row_tooltip(self, seat: int) -> str:
        """The tooltip of ``seat``'s row in the list of scores: what a click on it does."""
        if not self.offered() or seat == self.own_seat() and self.looked_at() is None:
            return ""
        if seat == self.looked_at():
            #: tooltip of the row of the player whose board is being looked at
            return self.tr("Click to go back to your own board")
        #: tooltip of another player's row in the list of scores: %1 that player
        return fill(self.tr("Click to look at %1's board"), self.name(seat))


class LookBar(QFrame):
    """Under the scores while another player's board is shown: whose, and the way back."""

    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lookBar")
        self.setProperty("role", "card")
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.back_button = QPushButton()
        self.back_button.setObjectName("lookBack")
        self.back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.back_button.clicked.connect(self.back)
        # The words over the button: the narrow column at 1024 px keeps them on one or two lines.
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 4, 4)
        column.setSpacing(4)
        column.addWidget(self.words)
        column.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def show_look(self, look: SeatLook) -> None:
        seat = look.looked_at()
        self.setVisible(seat is not None)
        if seat is None:
            return
        #: under the list of scores while another player's board (itinerary, map sheet) is
        #: shown, read only: %1 that player
        self.words.setText(fill(self.tr("You are looking at %1's board."), look.name(seat)))
        #: the button beside it, back to the board of the player at the screen
        self.back_button.setText(self.tr("Back to my board"))



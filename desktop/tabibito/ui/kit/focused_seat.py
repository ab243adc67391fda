"""Whose board a game with a board per seat shows (a map sheet, an itinerary): the seat at the
device by default, or another seat the player chose to look at (plugin_api.SeatFocus: the
shell's list of players asks for it), read only, until the device passes to the next player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

from PySide6.QtCore import QObject, Signal

from .board import table_object

if TYPE_CHECKING:
    from ..plugin_api import Table


class FocusedSeat(QObject):
    """See the module docstring. One per table, shared by its board and side panel (``of``); it
    lives as a child of the table, so it goes when the match goes."""

    changed = Signal()
    NAME = "tabibitoFocusedSeat"

    def __init__(self, table: Table) -> None:
        super().__init__(table_object(table))
        self.setObjectName(self.NAME)
        self._table = table
        self._chosen: int | None = None
        # Before the device was first given to anyone (a finished game loaded): the first
        # player at the device.
        humans = table.human_seats
        first = humans[0] if humans else 0
        self._last_shown = table.shown_seat if table.shown_seat is not None else first
        table.shown_seat_changed.connect(self._on_shown_seat)

    @classmethod
    def of(cls, table: Table) -> Self:
        """The table's one focus (made by whichever of board and panel asks first)."""
        focus = table_object(table).findChild(cls, cls.NAME)
        return focus if isinstance(focus, cls) else cls(table)

    @classmethod
    def existing(cls, table: Table) -> FocusedSeat | None:
        """The focus the table's board made, of whichever game's kind, or None (a game with
        one shared table has none)."""
        return table_object(table).findChild(FocusedSeat)

    @property
    def chosen(self) -> int | None:
        """The other seat looked at, or None: the own seat's board is shown."""
        return self._chosen

    def choose(self, seat: int | None) -> None:
        """Look at ``seat``'s board (None, the own seat or no seat of this table: the own)."""
        if seat is not None and (seat == self.own_seat()
                                 or not 0 <= seat < len(self._table.seat_names)):
            seat = None
        if seat != self._chosen:
            self._chosen = seat
            self.changed.emit()

    def seat(self) -> int:
        """The seat whose board is shown."""
        return self._chosen if self._chosen is not None else self.own_seat()

    def own_seat(self) -> int:
        """The seat at the device (the last one it was given to while it passes on)."""
        seat = self._table.shown_seat
        return self._last_shown if seat is None else seat

    def _on_shown_seat(self, seat: int) -> None:
        if seat >= 0:
            self._last_shown = seat
            self._chosen = None  # the device went to someone: show their own board
        self.changed.emit()

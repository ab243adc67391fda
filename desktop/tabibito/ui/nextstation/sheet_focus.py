"""What the board and the side panel of one Next Station match share: whose map sheet is shown
(the kit's ``FocusedSeat``: the device's own, or another player's looked at from the panel's sheet
chooser or the shell's list of players), who may draw on it now, and the hint line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal

from tabibito.games.nextstation.rules import PASS, NextStationState

from ..kit.focused_seat import FocusedSeat
from . import texts

if TYPE_CHECKING:
    from ..plugin_api import Table


class SheetFocus(FocusedSeat):
    """Whose sheet the board and the panel show, and the hint line they share.

    By default the board follows the seat acting on this device; another player's sheet can be
    shown (read only) until the device passes to the next player.
    """

    NAME = "nextStationFocus"
    hint_changed = Signal(str)
    # A shared objective met just now: how far its celebration has come (0..1). The board plays
    # it (its card glows) and the hero announces it over the card meanwhile.
    celebrating = Signal(float)

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.hint = ""

    def sheet_seat(self) -> int:
        """The seat whose sheet the board shows."""
        return self.seat()

    def acting_seat(self) -> int | None:
        """The seat that may draw on the board now, or None (bots, hand-off, another sheet)."""
        table = self._table
        seat = table.shown_seat
        if seat is None or self.chosen not in (None, seat) or table.busy:
            return None
        if table.pending_handoff is not None or table.match.is_over():
            return None
        return seat if seat in table.match.human_to_act() else None

    def set_hint(self, text: str) -> None:
        if text != self.hint:
            self.hint = text
            self.hint_changed.emit(text)


def confirm_hint(table: Table) -> str:
    """Everybody has decided and the next card waits for the player: say what they did on this
    card (a section or a pass), and point to Undo only when it works (not right after loading a
    game, whose moves are all final)."""
    match, seat = table.match, table.shown_seat
    mine = next((move.action for move in reversed(match.log)
                 if move.step == match.step and move.seat == seat), None)
    if mine == PASS:
        return texts.hint_passed_confirm() if table.can_undo() else texts.hint_passed_final()
    return texts.hint_confirm() if table.can_undo() else texts.hint_confirm_final()


def no_section_text(state: NextStationState, seat: int, straight_on: bool) -> str | None:
    """What the seat is told when the card lets it draw nothing (the engine's legal draws are
    none), in the panel's hint and the top bar alike; None: a section can be drawn."""
    if any(action.kind == "draw" for action in state.legal_actions(seat)):
        return None
    return texts.hint_straight_on_blocked() if straight_on else texts.hint_no_section()


def focus_for(table: Table) -> SheetFocus:
    """The one SheetFocus of a table (created by whichever of board and panel comes first)."""
    return SheetFocus.of(table)

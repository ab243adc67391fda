"""View ▸ Players' boards (issue 22 §1): the boards of a game with a board per seat, as the list of
scores offers them (seat_look.SeatLook), in the menu too. Light: built with the window's menus,
before any game (it imports nothing of a game's screen)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from .kit.i18n import fill

if TYPE_CHECKING:
    from .seat_look import SeatLook


class LookMenu(QMenu):
    """View ▸ Players' boards: each player's board, the one in sight ticked; the same as a click
    on their row of the list of scores, found in the menu and reached by the keyboard. Filled
    as the View menu opens, from the look of the game on screen (None: no game shown)."""

    def __init__(self, view_menu: QMenu, shown_look: Callable[[], SeatLook | None]) -> None:
        super().__init__(view_menu)
        self._shown_look = shown_look
        view_menu.addMenu(self)
        view_menu.aboutToShow.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        #: View menu: the submenu that lists every player's board (itinerary, map sheet)
        self.setTitle(self.tr("&Players' boards"))
        self.clear()
        look = self._shown_look()
        offered = look is not None and look.offered()
        self.menuAction().setEnabled(offered)
        if look is None or not offered:
            return
        own, shown = look.own_seat(), look.looked_at()
        for seat in range(look.seats()):
            #: View ▸ Players' boards: the board of the player at the screen
            text = self.tr("My own board") if seat == own else fill(
                #: View ▸ Players' boards: another player's board; %1 that player
                self.tr("%1's board"), look.name(seat))
            action = self.addAction(text)
            action.setCheckable(True)
            action.setChecked(seat == shown or shown is None and seat == own)
            action.triggered.connect(partial(self._choose, look, seat))

    @staticmethod
    def _choose(look: SeatLook, seat: int) -> None:
        if seat == look.own_seat():
            look.back()
        elif seat != look.looked_at():
            look.look_at(seat)

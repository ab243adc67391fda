"""Clicks on Let's Go's board the way a player makes them: on the item showing a target (a
released left click calls the item's ``clicked``, which activates its key on its board)."""

from __future__ import annotations

from tabibito.ui.letsgo.board import LetsGoBoard
from tabibito.ui.letsgo.cards import CardItem
from tabibito.ui.letsgo.itinerary import SlotItem
from tabibito.ui.letsgo.targets import ChooserOption, DayColumn, DaySlot, HandCard, Target


def click(board: LetsGoBoard, key: Target) -> bool:
    """Click the item showing ``key``; False when none shows it now."""
    item = board.target_item(key)
    if item is None or not item.isVisible():
        return False
    item.clicked()
    return True


def hand_items(board: LetsGoBoard) -> list[CardItem]:
    return list(board.hand)


def slot_items(board: LetsGoBoard) -> list[SlotItem]:
    """The lit slots."""
    return list(board.itinerary.slots)


def chooser_keys(board: LetsGoBoard) -> list[str]:
    """The buttons of the chooser on the board (none when it is closed)."""
    return board.chooser.keys() if board.chooser.isVisible() else []


def click_hand(board: LetsGoBoard, card: str) -> None:
    click(board, HandCard(card))


def click_slot(board: LetsGoBoard, day: int, position: int) -> None:
    """A click on a slot of a day: on the lit slot there, else on the day's column."""
    if not click(board, DaySlot(day, position)):
        click(board, DayColumn(day))


def click_choice(board: LetsGoBoard, key: str) -> None:
    click(board, ChooserOption(key))

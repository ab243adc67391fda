"""What the window shows of Let's Go's board at the screen sizes players have (issue 22 §2,
review point 4): the itinerary grows into the board's empty bands, its cards, icons and names
stay above a floor on screen, a row of cards shares one name size, no name is cut, and nothing
needed to play lies outside the view, for two and four players and solo with the agency, on the
draft and on the trip.

The floors are those of the narrow board (layout.py) at 1024×700: before it, the side column
beside the days left the board bound by its width there, its cards 90 px wide (icons 15 px,
names 6 px) under a 130 px empty band.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem

from tabibito.engine import Seat
from tabibito.games.letsgo import rules
from tabibito.ui.letsgo import art
from tabibito.ui.letsgo.cards import CardItem
from tests.ui.play import all_games_window

from .lgp_match import deciding, drive, in_trip, seeded

# window size: (card width, strip icon, name height) at least, in screen pixels
FLOORS = {(1024, 700): (96.0, 16.0, 6.4), (1366, 768): (105.0, 18.0, 7.0),
          (1920, 1080): (150.0, 25.0, 10.0)}
ICON = 30.0  # a strip icon's side on the card (art._paint_strip)
TABLES = {"two": (2, {}), "four": (4, {}), "solo": (1, {"passport": True})}


def shown(window):
    """The board's view, its scale, and the board after the window settled at its size."""
    for _ in range(4):
        QCoreApplication.processEvents()
    view = window.game_screen.board
    return view, view.transform().m11(), window.game_screen.scene


def on_screen(view, item: QGraphicsItem) -> QRect:
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def needed(board) -> list[QGraphicsItem]:
    """What a player needs to see: the round board, the days, the hand or the trip, the side
    column's tokens and piles, the agency's strip."""
    items = [*board.cells, board.itinerary, *board.hand]
    items += [token for token in board.tokens.values() if token.isVisible()]
    if board.trip_area.isVisible():
        items.append(board.trip_area)
    if board.agency is not None:
        items.append(board.agency)
    return items


def check_names(cards: list[CardItem], scale: float, floor: float) -> None:
    """Every name whole and at least ``floor`` pixels high on screen."""
    for item in cards:
        title = item.title()
        if not title:
            continue
        font, lines = art.title_layout(title, item.title_pixels)
        assert not lines[-1].endswith("…"), title
        assert font.pixelSize() * scale >= floor, (title, font.pixelSize(), scale)


def check_rows(board) -> None:
    """The hand and each row of the itinerary (the n-th cards of the days) share a name size;
    a row shows its names at the size of its longest, two lines before shrinking further."""
    columns = board.itinerary.cards
    rows = [list(board.hand)]
    rows += [[column[n] for column in columns if n < len(column)]
             for n in range(max(len(column) for column in columns))]
    for row in rows:
        titled = [item for item in row if item.title()]
        if not titled:
            continue
        sizes = {item.title_pixels for item in titled}
        assert len(sizes) == 1, [(item.title(), item.title_pixels) for item in titled]
        own = min(art.title_layout(item.title())[0].pixelSize() for item in titled)
        assert sizes == {own}


def check_window(window, size: tuple[int, int], solo: bool) -> None:
    window.resize(*size)
    view, scale, board = shown(window)
    card_floor, icon_floor, name_floor = FLOORS[size]
    cards = board.itinerary.card_items() + list(board.hand)
    assert cards
    for item in cards:
        assert on_screen(view, item).width() >= card_floor - 8, (size, item.entry)  # its margin
    assert art.CARD_W * scale >= card_floor, (size, scale)
    assert ICON * scale >= icon_floor, (size, scale)
    check_names(cards, scale, name_floor)
    check_rows(board)
    room = view.viewport().rect()
    for item in needed(board):
        assert room.contains(on_screen(view, item).adjusted(3, 3, -3, -3)), (size, item)
    board_on_screen = view.mapFromScene(QRectF(board.sceneRect())).boundingRect()
    if size == (1024, 700) and not solo:
        # The band under the days is filled: the board is as tall as the view, nearly.
        assert board_on_screen.height() >= 0.9 * room.height(), (board_on_screen, room)


@pytest.mark.parametrize("table", TABLES)
def test_the_itinerary_fills_the_window_at_every_size(qtbot, table):
    players, options = TABLES[table]
    window = all_games_window(qtbot, (1024, 700))
    seats = [Seat("Aiko")] + [Seat(name, "easy") for name in ("Kenji", "Hana", "Sora")][
        :players - 1]
    assert window.start_match("letsgo", options, seats, seed=424242)
    controller = window.controller
    match = controller.match

    def draft_round(match) -> bool:
        return match.state.round >= 5 and deciding(rules.PLAY)(match)

    assert drive(match, draft_round, seeded(7))
    controller.refresh()
    for size in FLOORS:
        check_window(window, size, solo=players == 1)
    assert drive(match, in_trip, seeded(7))
    controller.refresh()
    for size in FLOORS:
        check_window(window, size, solo=players == 1)

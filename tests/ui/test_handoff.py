"""The pass-and-play hand-off screen (review 17): an indigo noren over the whole window at any
size, and the two travellers in the colours of the player handing the device on and the one
taking it."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tabibito.engine import Seat
from tabibito.ui.handoff import HandoffOverlay, handoff_colours
from tabibito.ui.kit import style

BLUE, ORANGE = QColor("#2f6db5"), QColor("#e08a2c")


class Panel(QWidget):
    def turn_colour(self, seat: int) -> QColor | None:
        return (BLUE, ORANGE, None)[seat]


def table(moves: list[int]):
    seats = (Seat("Anna"), Seat("Ben"), Seat("Kenji", "easy"))
    match = SimpleNamespace(seats=seats, log=[SimpleNamespace(seat=seat) for seat in moves])
    return SimpleNamespace(match=match)


def test_the_figures_are_the_giver_and_the_taker_in_their_own_colours(qtbot):
    panel = Panel()
    qtbot.addWidget(panel)
    # Anna moved last among the humans (the computer player after her does not hand anything on)
    assert handoff_colours(table([1, 0, 2]), panel, 1) == (BLUE, ORANGE)
    assert handoff_colours(table([]), panel, 0) == (None, BLUE)  # the first hand-off
    assert handoff_colours(table([0]), QWidget(), 1) == (None, None)  # a game without colours


def test_the_noren_covers_the_whole_window_at_1920_by_1080(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    overlay = HandoffOverlay(window)
    overlay.show_for("Ben", can_take_back=False, colours=(BLUE, ORANGE))
    assert overlay._art.colours == (BLUE, ORANGE)
    image = overlay.grab().toImage()
    indigo = style.color(style.INDIGO)
    for x, y in ((5, 5), (1910, 60), (5, 900), (960, 120)):  # above and beside the card
        assert image.pixelColor(x, y) == indigo, (x, y)

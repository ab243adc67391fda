"""The colours of Tokaido's travellers, shared by the road, the panels and the score track.

One colour per seat (a pawn and its score marker), and a pale one for the neutral traveller of a
two-player game. Chosen to stay apart for the common colour-vision deficiencies (blue/orange
first) and against the road's paper background.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

SEAT_COLOURS = ("#2f5d9e", "#d9822b", "#3f8f5a", "#8a4fa3", "#c23b3b")
NEUTRAL_COLOUR = "#9a948a"
PAPER = "#f4ecdc"  # the road's background: washi paper
INK = "#2b2622"


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def pawn_colour(pawn: int, neutral: int | None) -> QColor:
    """A pawn's colour: its seat's, or the neutral traveller's."""
    return QColor(NEUTRAL_COLOUR) if pawn == neutral else seat_colour(pawn)

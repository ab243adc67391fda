"""Where the parts of Let's Go's board lie, for the room its view gives it.

The board is fitted whole into its view (``BoardView``), so what decides the cards' size is the
board's shape against the view's. Two shapes:

* wide: the side column (the owner, the tokens, the decks, the incoming piles) beside the days,
  the hand under them across the whole board. A wide view (1920×1080) shows it by its height.
* narrow: the days over the board's whole width, the side column as a block in the hand row
  beside the hand, and the trip area scaled to the days' width. A narrower view (1024×700, where
  the wide board is bound by its width and leaves empty bands above and below) shows the
  itinerary about a fifth larger.

The board takes the shape that shows its cards larger (the narrow one only for a clear gain, so
that a small resize does not swap the board's parts back and forth).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QSizeF

from tabibito.games.letsgo.rules import ROUNDS

from ..kit.board import FIT_MARGIN
from .board_items import BOARD_W, CELL_W, ROUND_H, SIDE_BLOCK_W, SIDE_X
from .itinerary import AGENCY_H, ITINERARY_H, ITINERARY_W
from .trip_items import AREA_WIDTH

ITINERARY_Y = ROUND_H + 14
HAND_Y = ITINERARY_Y + ITINERARY_H + 22
HAND_H = 300.0   # the trip area's height too
HAND_GAP = 12.0
AGENCY_Y = HAND_Y + HAND_H + 14
NARROW_GAIN = 1.03  # how much larger the cards must show for the narrow shape to be taken


@dataclass(frozen=True)
class BoardLayout:
    """One shape of the board (see the module docstring), in scene units."""

    narrow: bool
    solo: bool

    @property
    def width(self) -> float:
        return ITINERARY_W if self.narrow else BOARD_W

    @property
    def height(self) -> float:
        return AGENCY_Y + AGENCY_H if self.solo else HAND_Y + HAND_H

    def side_pos(self) -> QPointF:
        if self.narrow:
            return QPointF(self.width - SIDE_BLOCK_W, HAND_Y)
        return QPointF(SIDE_X, ITINERARY_Y)

    def hand_span(self) -> tuple[float, float]:
        """The left and right ends of the hand's row."""
        return (0.0, self.width - SIDE_BLOCK_W - HAND_GAP) if self.narrow else (0.0, self.width)

    def trip_scale(self) -> float:
        return min(1.0, self.width / AREA_WIDTH)

    def round_words_width(self) -> float:
        return self.width - ROUNDS * CELL_W - 12

    def scale_in(self, room: QSizeF) -> float:
        """The scale the view shows this shape at in ``room`` (BoardView.fit's margins)."""
        return min(room.width() / (self.width + 2 * FIT_MARGIN),
                   room.height() / (self.height + 2 * FIT_MARGIN))


def layout_for(room: QSizeF, solo: bool) -> BoardLayout:
    """The shape that shows the cards larger in a view of ``room``."""
    wide, narrow = BoardLayout(False, solo), BoardLayout(True, solo)
    return narrow if narrow.scale_in(room) > wide.scale_in(room) * NARROW_GAIN else wide

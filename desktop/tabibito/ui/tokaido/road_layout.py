"""Where everything of Tokaido's board stands: the road runs in four legs, one per row, inn to
inn, each row the other way round, and turns at the inns (a serpentine that shows all of it at once
on a landscape board); the score track runs round the edge. ``RoadLayout`` says where every stop,
every slot and every point of the score track is; the items (``road_items``, ``track_items``) only
paint.

Sizes are scene units; the board view scales the whole scene to its window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

# Landscape, a little taller than 3:2: the board view beside the side column is about that
# shape from 1024 × 700 to 1920 × 1080.
BOARD_WIDTH, BOARD_HEIGHT = 1600.0, 1100.0
TRACK_INSET = 34.0  # the score track's line from the board's edge
ROW_TOP, ROW_PITCH = 212.0, 220.0  # the first leg's row, and the distance between rows
FIRST_X, LAST_X = 285.0, 1315.0  # the first and the last road stop of every row
BEND = ROW_PITCH / 2  # the turn at an inn between two rows: a half circle of this radius
STOP_RADIUS = 31.0
INN_RADIUS = 56.0
SLOT_RADIUS = 18.0  # the off-road slot of a double stop
OFF_ROAD = QPointF(0.0, -60.0)  # where the off-road slot sits from its stop (above the road)
PAWN_FOOT = 24.0  # a pawn on a stop stands this far below the stop's centre
SLOT_FOOT = 13.0  # and on an off-road slot, this far below the slot's centre
QUEUE_SPACING = 48.0  # between the numbered places of an inn's queue: pawns side by side
# The queue's feet below an inn: at a turn, clear of the next row; at the two ends of the road,
# clear of the first (last) stop beside the inn.
QUEUE_FOOT, END_QUEUE_FOOT = 56.0, 92.0
# An inn's name stays clear of its queue: under it at the ends (this far below the feet, to the
# label's middle), raised beside the inn at a turn (its middle this far above the inn's).
END_LABEL_DROP, TURN_LABEL_RISE = 40.0, 30.0
PAWN_HALF = 24.0  # half a pawn's width (its hat)
ROAD_WIDTH = 22.0
HALO = 12.0  # how far a lit stop's halo reaches beyond the token
TRACK_REACH = 18.0  # the score track's band reaches this far either side of its line


class RoadLayout:
    """Where everything stands: the stops of a road in travel order (the inns at the turns), the
    road's path between them, the pawns' places and the score track around the edge."""

    def __init__(self, kinds: Sequence[str], inns: Sequence[int], pawns: int) -> None:
        self.kinds = tuple(kinds)
        self.inns = tuple(inns)
        self.pawns = pawns
        self.centres = self._centres()
        self.segments = [self._segment(i) for i in range(len(self.centres) - 1)]

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, BOARD_WIDTH, BOARD_HEIGHT)

    def _centres(self) -> list[QPointF]:
        centres: list[QPointF] = [QPointF()] * len(self.kinds)
        for leg, (start, end) in enumerate(zip(self.inns, self.inns[1:], strict=False)):
            y = ROW_TOP + leg * ROW_PITCH
            count = end - start - 1
            for n in range(count):
                share = n / (count - 1) if count > 1 else 0.5
                x = FIRST_X + share * (LAST_X - FIRST_X)
                if leg % 2:
                    x = LAST_X - share * (LAST_X - FIRST_X)
                centres[start + 1 + n] = QPointF(x, y)
        for number, inn in enumerate(self.inns):
            centres[inn] = self._inn_centre(number)
        return centres

    def _inn_centre(self, number: int) -> QPointF:
        """Kyoto starts the first row, the last inn ends the last one; the others sit at the
        apex of the turn between the row they end and the next."""
        legs = len(self.inns) - 1
        if number == 0:
            return QPointF(FIRST_X - BEND, ROW_TOP)
        if number == legs:
            leg = legs - 1
            x = FIRST_X - BEND if leg % 2 else LAST_X + BEND
            return QPointF(x, ROW_TOP + leg * ROW_PITCH)
        leg = number - 1
        x = LAST_X + BEND if leg % 2 == 0 else FIRST_X - BEND
        return QPointF(x, ROW_TOP + leg * ROW_PITCH + BEND)

    def is_turn(self, stop: int) -> bool:
        return stop in self.inns[1:-1]

    def turns_right(self, stop: int) -> bool:
        return self.centres[stop].x() > BOARD_WIDTH / 2

    def _segment(self, stop: int) -> QPainterPath:
        """The road from ``stop`` to the next one: straight along a row, a quarter circle into
        and out of an inn at a turn."""
        a, b = self.centres[stop], self.centres[stop + 1]
        path = QPainterPath(a)
        turn = stop + 1 if self.is_turn(stop + 1) else stop if self.is_turn(stop) else None
        if turn is None:
            path.lineTo(b)
            return path
        k = 0.5523 * BEND  # a cubic's handles for a quarter circle
        apex = self.centres[turn]
        out = 1.0 if self.turns_right(turn) else -1.0
        if turn == stop + 1:  # along the row, then down to the apex
            path.cubicTo(QPointF(a.x() + out * k, a.y()), QPointF(b.x(), b.y() - k), b)
        else:  # from the apex down, then back along the next row
            path.cubicTo(QPointF(apex.x(), apex.y() + k), QPointF(b.x() + out * k, b.y()), b)
        return path

    def road_path(self) -> QPainterPath:
        path = QPainterPath(self.centres[0])
        for segment in self.segments:
            path.connectPath(segment)
        return path

    def walk_path(self, start: QPointF, frm: int, to: int, end: QPointF) -> QPainterPath:
        """A pawn's way from where it stands, along the road through every stop between, to its
        place at ``to``."""
        path = QPainterPath(start)
        path.lineTo(self.centres[frm])
        low, high = sorted((frm, to))
        segments = self.segments[low:high]
        if to < frm:  # undone or the road walked back: the same road the other way
            segments = [segment.toReversed() for segment in reversed(segments)]
        for segment in segments:
            path.connectPath(segment)
        path.lineTo(end)
        return path

    def slot_point(self, stop: int, slot: int) -> QPointF:
        """Where a pawn in ``slot`` of ``stop`` stands (its feet); at an inn ``slot`` is the
        pawn's rank in arrival order (``queue_point``)."""
        centre = self.centres[stop]
        if self.kinds[stop] == "inn":
            return self.queue_point(stop, slot)
        if slot == 0:
            return centre + QPointF(0.0, PAWN_FOOT)
        # The off-road slot; a third traveller there (never by the rules) steps aside.
        return centre + OFF_ROAD + QPointF(28.0 * (slot - 1), SLOT_FOOT)

    def queue_point(self, inn: int, rank: int) -> QPointF:
        """Where the traveller who arrived ``rank``-th (0: first) at ``inn`` stands: a row of
        numbered places across the inn's foot, one for each traveller of the game, so that who
        came last (and leaves first) can be read; kept clear of the score track at the edges."""
        places = max(self.pawns, rank + 1)
        centre = self.centres[inn]
        half = (places - 1) / 2 * QUEUE_SPACING
        room = TRACK_INSET + TRACK_REACH + PAWN_HALF
        shift = (max(0.0, room - (centre.x() - half))
                 - max(0.0, centre.x() + half - (BOARD_WIDTH - room)))
        foot = QUEUE_FOOT if self.is_turn(inn) else END_QUEUE_FOOT
        return QPointF(centre.x() - half + rank * QUEUE_SPACING + shift, centre.y() + foot)

    # -- the score track ---------------------------------------------------------------------

    @property
    def track_rect(self) -> QRectF:
        return self.rect.adjusted(TRACK_INSET, TRACK_INSET, -TRACK_INSET, -TRACK_INSET)

    def track_point(self, value: float, length: int) -> QPointF:
        """A point of the score track, clockwise from 0 at the top left corner; ``value`` may
        fall between two points (a marker gliding)."""
        rect = self.track_rect
        w, h = rect.width(), rect.height()
        distance = (value / length) % 1.0 * 2 * (w + h)
        if distance <= w:
            return QPointF(rect.left() + distance, rect.top())
        distance -= w
        if distance <= h:
            return QPointF(rect.right(), rect.top() + distance)
        distance -= h
        if distance <= w:
            return QPointF(rect.right() - distance, rect.bottom())
        return QPointF(rect.left(), rect.bottom() - (distance - w))

    def inward(self, point: QPointF) -> QPointF:
        """The unit step from a track point into the board (for markers side by side)."""
        rect = self.track_rect
        gaps = {(0.0, 1.0): point.y() - rect.top(), (0.0, -1.0): rect.bottom() - point.y(),
                (1.0, 0.0): point.x() - rect.left(), (-1.0, 0.0): rect.right() - point.x()}
        dx, dy = min(gaps, key=lambda step: gaps[step])
        return QPointF(dx, dy)

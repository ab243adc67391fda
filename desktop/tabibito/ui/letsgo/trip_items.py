"""The trip area of Let's Go! To Japan: the experience tracks, the mood track with happiness and
stress, and the score pad filling in, day by day and category by category, as the trip goes.

``TripArea`` is one QGraphicsObject of a fixed 1400 × 300 scene units that the board places where
the hand lies during the draft. It projects the trip of the seat on screen (the travel agency's
while the solo player decides the agency's trip) from ``table.view()``: ``trip_picture`` reads
what to show from the engine's trip, the area only paints and moves. Markers glide to their new
places on the table's animation queue (``animation_factor`` 0: at once); a mood marker reaching an
end runs onto it, lifts happiness or stress and starts again from the centre. A category appears
on the pad once it is settled; the final total is stamped like a seal.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from tabibito.games.letsgo import data as letsgo_data
from tabibito.games.letsgo import trip as trips
from tabibito.games.letsgo.draft import AGENCY

from ..kit import style, words
from ..kit.animation import animate
from ..kit.focused_seat import FocusedSeat
from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.sums import rival_score_sum, score_sum
from . import texts
from .art import (
    EXPERIENCE_COLOURS,  # the tracks wear the colours of the cards' icons
    shrunk,
)

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table

CONTEXT = "LetsGo"
translate = QCoreApplication.translate
WORDS = {
    "experience": QT_TRANSLATE_NOOP("LetsGo", "Experience"),
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood"),
    "happiness": QT_TRANSLATE_NOOP("LetsGo", "Happiness"),
    "stress": QT_TRANSLATE_NOOP("LetsGo", "Stress"),
    "pad": QT_TRANSLATE_NOOP("LetsGo", "Score pad"),
    #: the score pad's column of the solo travel agency (narrow)
    "agency": QT_TRANSLATE_NOOP("LetsGo", "Agency"),
    #: the trip area's title while the solo player decides the agency's trip
    "agency_tracks": QT_TRANSLATE_NOOP("LetsGo", "The travel agency's trip"),
    "wilds": QT_TRANSLATE_NOOP("LetsGo", "Wild tokens: %1"),
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "Luxury trains: %1"),
    "start": QT_TRANSLATE_NOOP("LetsGo", "Start train unused"),
    #: the score pad's last row once the trip is over
    "final": QT_TRANSLATE_NOOP("LetsGo", "Final score"),
}

# -- geometry (scene units) -------------------------------------------------------------------------

AREA_WIDTH, AREA_HEIGHT = 1400.0, 300.0
TITLE_TOP, TITLE_HEIGHT = 6.0, 34.0
# Experience tracks: one row per experience, a cell per step 0..TRACK_CELLS - 1.
TRACK_LEFT, TRACK_CELLS_LEFT, TRACK_CELL = 12.0, 222.0, 26.0
TRACK_CELLS = 14  # 0..13: the last threshold is 12; a marker beyond shows its number
TRACK_TOP, TRACK_PITCH, TRACK_CELL_HEIGHT = 46.0, 50.0, 36.0
# The mood track (-3..+3) and the happiness and stress tracks (0..3) under it.
MOOD_LEFT, MOOD_CELL, MOOD_TOP, MOOD_HEIGHT = 604.0, 38.0, 50.0, 40.0
MOOD_WIDTH = 7 * MOOD_CELL
LEVEL_CELL, LEVEL_HEIGHT = 38.0, 34.0
# Happiness under the +3 end (its label to the left), stress under the -3 end (label right).
HAPPINESS_LEFT = MOOD_LEFT + 3 * MOOD_CELL
STRESS_LEFT = MOOD_LEFT
HAPPINESS_TOP, STRESS_TOP = 124.0, 180.0
TOKENS_TOP = 232.0
# The score pad: two blocks of rows (the days; the rest), a value column per traveller.
PAD_LEFT, PAD_RIGHT = 884.0, 1392.0
PAD_TOP, PAD_ROW = 46.0, 34.0
PAD_ROWS = 6
PAD_VALUE_W, PAD_VALUE_W_ALONE = 58.0, 64.0  # a traveller's column beside the agency's, alone
TOTAL_TOP, TOTAL_HEIGHT, TOTAL_PITCH = 256.0, 40.0, 86.0
MARKER_RADIUS = 13.0

# -- motion (ms at speed 1) -----------------------------------------------------------------------

MARKER_MS = 450      # a marker gliding to its new place
MOOD_RESET_MS = 350  # each mood end reached: onto the end, then back to the centre
CELL_MS = 260        # one category appearing on the pad
STAMP_MS = 900       # the final total stamped

HAPPY_COLOUR, STRESS_COLOUR = style.PINE, style.VERMILION


def icon_word(code: str) -> str:
    return texts.icon_name(code)


def category_word(key: str) -> str:
    return texts.category_label(key)


# -- what to show ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class PadColumn:
    """One traveller's column of the score pad: the points of every settled category."""

    filled: Mapping[str, int]      # category -> points, only the settled ones
    categories: tuple[str, ...]    # every category of this trip, in the pad's order
    total: int                     # the points so far (all of them, settled or not)
    over: bool


@dataclass(frozen=True)
class TripPicture:
    """What the trip area shows: the tracks of one trip and the score pad of the traveller (and
    the agency beside, in solo)."""

    seat: int                      # whose trip (and pad) it is
    agency: bool                   # the tracks are the travel agency's
    tracks: Mapping[str, int]
    thresholds: tuple[tuple[int, int], ...]
    mood: int
    happiness: int
    stress: int
    wilds: int
    luxury: int
    start_train: bool
    trains_settled: bool
    columns: tuple[PadColumn, ...] = field(default_factory=tuple)  # the traveller, the agency


def settled_categories(snapshot: Mapping[str, Any]) -> set[str]:
    """The categories whose points can no longer change: each day once its highlight is scored,
    the trains once the trip's first day begins (every train is chosen before it), research
    from the start, mood, experience and passport at the end."""
    decision = snapshot["decision"]
    over = decision is None
    settled = {"research"}
    settled |= {day for day, met in zip(trips.DAY_KEYS, snapshot["highlights"], strict=True)
                if met is not None}
    if over or decision["kind"] not in (trips.YELLOW_CITY, trips.TRAIN):
        settled.add("trains")
    if over:
        settled |= {"mood", "experience", "passport"}
    return settled


def pad_column(trip: trips.Trip, rows: Sequence[str] = ()) -> PadColumn:
    """The trip's column on the pad's ``rows`` (default: its own categories). A settled row
    the trip has no points for is a 0, as the final table says: the travel agency's passport."""
    snapshot = trip.snapshot()
    breakdown = snapshot["breakdown"]
    settled = settled_categories(snapshot)
    rows = tuple(rows) or tuple(breakdown)
    return PadColumn({key: breakdown.get(key, 0) for key in rows if key in settled},
                     rows, trip.total(), trip.is_over())


def tracked_trip(view: Any, seat: int, agency_shown: bool = False) -> trips.Trip | None:
    """The trip the tracks show: the seat's own, or the agency's while the seat decides it or
    while the board shows its itinerary (``agency_shown``: its strip was clicked)."""
    if not view.trips or not 0 <= seat < len(view.trips):
        return None
    own = view.trips[seat]
    agency = view.agency_trip
    if agency is not None and seat == 0 and (agency_shown or own.is_over()
                                             and not agency.is_over()):
        return agency
    return own


def trip_picture(view: Any, seat: int, agency_shown: bool = False) -> TripPicture | None:
    """What to show of ``seat``'s trip in ``view`` (None before the trip)."""
    trip = tracked_trip(view, seat, agency_shown)
    if trip is None:
        return None
    snapshot = trip.snapshot()
    rich = snapshot["passport"] == trips.RICH_EXPERIENCE
    columns = [pad_column(view.trips[seat])]
    agency = view.agency_trip
    if agency is not None:
        columns.append(pad_column(agency, columns[0].categories))
    return TripPicture(
        seat=seat, agency=trip.agency is not None,
        tracks=dict(snapshot["tracks"]),
        thresholds=trips.RICH_EXPERIENCE_TABLE if rich else trips.EXPERIENCE_TABLE,
        mood=snapshot["mood"], happiness=snapshot["happiness"], stress=snapshot["stress"],
        wilds=snapshot["wilds"], luxury=snapshot["luxury_trains"],
        start_train=snapshot["start_train"],
        trains_settled="trains" in settled_categories(snapshot), columns=tuple(columns))


def mood_path(before: TripPicture, after: TripPicture) -> list[tuple[float, int, int]]:
    """The mood marker's way from ``before`` to ``after`` as (mood, happiness, stress) stops:
    each step of happiness (stress) reached runs onto the +3 (-3) end, then starts again from
    the centre (binding decision 4)."""
    stops: list[tuple[float, int, int]] = [(before.mood, before.happiness, before.stress)]
    happy, stress = before.happiness, before.stress
    for _ in range(max(after.happiness - happy, 0)):
        stops.append((trips.MOOD_END, happy, stress))
        happy += 1
        stops.append((0, happy, stress))
    for _ in range(max(after.stress - stress, 0)):
        stops.append((-trips.MOOD_END, happy, stress))
        stress += 1
        stops.append((0, happy, stress))
    stops.append((after.mood, after.happiness, after.stress))
    return stops


# -- the item ---------------------------------------------------------------------------------------

class TripArea(QGraphicsObject):
    """See the module docstring. Exposed for tests: ``picture`` (the target of the motion),
    ``shown`` (the markers' places now), ``pad_cells()`` and ``stamp`` (0..1, the final seal)."""

    def __init__(self, table: Table, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.picture: TripPicture | None = None
        self.shown: dict[str, float] = {}
        self._appeared: dict[tuple[int, str], float] = {}  # pad cell -> 0..1 shown
        self.stamp = 0.0
        self._sealed = False  # the seal is on the pad, or on its way there
        self.seats = FocusedSeat.of(table)  # whose trip is shown: the board's seat
        # The travel agency's itinerary is on the board by the player's choice (its strip was
        # clicked): the tracks show its trip too, never the player's beside its cards.
        self.agency_shown = False
        self._labels: dict[str, str] = {}
        self._names: tuple[str, ...] = ()
        self.setZValue(5)
        self.setAcceptHoverEvents(True)  # each row of the pad explains its sum
        self.retranslate()

    def boundingRect(self) -> QRectF:
        return QRectF(0.0, 0.0, AREA_WIDTH, AREA_HEIGHT)

    # -- what the board asks ------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the trip as it stands now; what changed since the last look moves there."""
        picture = trip_picture(self.table.view(), self._seat(), self.agency_shown)
        if picture is not None and picture == self.picture:
            return  # asked again for the same moment (the board's refresh, then its events)
        before, self.picture = self.picture, picture
        if picture is None:
            self.shown, self._appeared, self.stamp, self._sealed = {}, {}, 0.0, False
        elif before is None or before.seat != picture.seat:  # a first look, or another seat's
            self._jump(picture)
        else:
            if before.agency != picture.agency:  # the tracks show another trip now
                self.shown = _marker_places(picture, picture.mood, picture.happiness,
                                            picture.stress)
            else:
                self._move_markers(before, picture)
            self._fill_pad(picture)
        self.update()

    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s trip (the table's ``FocusedSeat``, which the board shares); None: the
        shown seat's. Another traveller's trip is shown as it stands, without motion."""
        self.seats.choose(seat)
        self.refresh()

    def play(self, events: Sequence[Event]) -> None:
        """The events of a move: the trip moves on from what was shown before them."""
        self.refresh()

    def retranslate(self) -> None:
        self._labels = {key: translate(CONTEXT, str(text)) for key, text in WORDS.items()}
        self._names = tuple(self.table.seat_names)
        self.update()

    # -- each row of the pad explains its sum --------------------------------------------------

    def row_at(self, pos: QPointF) -> str | None:
        """The pad's category whose row is under ``pos`` (the area's coordinates), if any."""
        if self.picture is None or not self.picture.columns:
            return None
        block = (PAD_RIGHT - PAD_LEFT) / 2
        if not (PAD_LEFT <= pos.x() < PAD_RIGHT and PAD_TOP <= pos.y() < TOTAL_TOP):
            return None
        categories = self.picture.columns[0].categories
        rows = (categories[:PAD_ROWS], categories[PAD_ROWS:])[int((pos.x() - PAD_LEFT) // block)]
        row = int((pos.y() - PAD_TOP) // PAD_ROW)
        return rows[row] if row < len(rows) else None

    def row_sum(self, key: str) -> str:
        """How the row's cells on show add up, in the final table's words ("Kanda Shrine 4 +
        … + highlight 10 = 20"), the agency's under the traveller's; empty: nothing to explain."""
        if self.picture is None:
            return ""
        events = self.table.match.events
        plugin = self.table.plugin
        columns = self.picture.columns
        lines = []
        for n, column in enumerate(columns):
            if key not in column.filled or self._appeared.get((n, key), 0.0) <= 0.0:
                continue
            points = column.filled[key]
            summed = (rival_score_sum(events, AGENCY, key, points, plugin) if n
                      else score_sum(events, self.picture.seat, key, points, plugin))
            if n and summed is None:  # a row the agency never scores says why, as the table
                summed = plugin.rival_breakdown_detail(key, AGENCY, self.table.view())
            if summed is not None:
                head = self._labels["agency"] if n else self._seat_name()
                lines.append(f"{head}: {summed}" if len(columns) > 1 else summed)
        return "\n".join(lines)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        key = self.row_at(event.pos())
        self.setToolTip("" if key is None else self.row_sum(key))

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip("")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a row shows its sum at once (a touch screen has no hover)."""
        key = self.row_at(event.pos())
        text = "" if key is None else self.row_sum(key)
        if not text:
            event.ignore()
            return
        QToolTip.showText(event.screenPos(), text)

    # -- for tests ----------------------------------------------------------------------------

    def pad_cells(self) -> dict[tuple[int, str], int]:
        """The pad's cells on show: (column, category) -> points (0: the traveller, 1: agency)."""
        if self.picture is None:
            return {}
        return {(n, key): column.filled[key] for n, column in enumerate(self.picture.columns)
                for key in column.filled if self._appeared.get((n, key), 0.0) > 0.0}

    # -- motion -------------------------------------------------------------------------------

    def _seat(self) -> int:
        return self.seats.seat()

    def _jump(self, picture: TripPicture) -> None:
        """A first look (a loaded game, the start of the trip): everything in place at once."""
        self.shown = _marker_places(picture, picture.mood, picture.happiness, picture.stress)
        self._appeared = {(n, key): 1.0 for n, column in enumerate(picture.columns)
                          for key in column.filled}
        self._sealed = bool(picture.columns) and picture.columns[0].over
        self.stamp = 1.0 if self._sealed else 0.0

    def _move_markers(self, before: TripPicture, after: TripPicture) -> None:
        start = dict(self.shown) or _marker_places(before, before.mood, before.happiness,
                                                   before.stress)
        path = mood_path(before, after)
        if start != _marker_places(after, after.mood, after.happiness, after.stress):
            legs = len(path) - 1
            duration = MARKER_MS + MOOD_RESET_MS * max(legs - 1, 0)
            animate(self.table, duration, lambda t: self._markers_at(start, after, path, t),
                    easing=QEasingCurve.Type.Linear)

    def _fill_pad(self, after: TripPicture) -> None:
        """Newly settled categories appear one after another; the end is stamped."""
        appearing = [(n, key) for n, column in enumerate(after.columns)
                     for key in column.categories
                     if key in column.filled and (n, key) not in self._appeared]
        gone = [cell for cell in self._appeared
                if cell[0] >= len(after.columns) or cell[1] not in after.columns[cell[0]].filled]
        for cell in gone:  # undone: the cell is empty again
            del self._appeared[cell]
        for cell in appearing:
            self._appeared[cell] = 0.0
            animate(self.table, CELL_MS, partial(self._cell_at, cell),
                    easing=QEasingCurve.Type.OutCubic)
        over = bool(after.columns) and after.columns[0].over
        if over and not self._sealed:
            self._sealed = True
            animate(self.table, STAMP_MS, self._stamp_at, easing=QEasingCurve.Type.OutBack)
        elif not over:
            self._sealed, self.stamp = False, 0.0

    def _markers_at(self, start: Mapping[str, float], after: TripPicture,
                    path: Sequence[tuple[float, int, int]], t: float) -> None:
        """The markers at time ``t`` (0..1): the experience markers glide straight, the mood
        marker walks its path leg by leg."""
        end = _marker_places(after, after.mood, after.happiness, after.stress)
        places = {key: start.get(key, value) + (value - start.get(key, value)) * t
                  for key, value in end.items() if not key.startswith("mood")}
        legs = len(path) - 1
        at = min(t * legs, legs - 1e-9) if legs else 0.0
        leg = int(at)
        mood0, happy0, stress0 = path[leg]
        mood1, happy1, stress1 = path[min(leg + 1, legs)]
        frac = at - leg
        if legs and t >= 1.0:
            frac = 1.0
        mood_start = start.get("mood", mood0) if leg == 0 else mood0
        places["mood"] = mood_start + (mood1 - mood_start) * frac
        # A level steps up as the marker, having landed on its end, sets off back to the centre.
        places["mood_happiness"] = happy1 if frac > 0.0 else happy0
        places["mood_stress"] = stress1 if frac > 0.0 else stress0
        if t >= 1.0:
            places.update(mood=after.mood, mood_happiness=after.happiness,
                          mood_stress=after.stress)
        self.shown = places
        self.update()

    def _cell_at(self, cell: tuple[int, str], t: float) -> None:
        if cell in self._appeared:
            self._appeared[cell] = t
            self.update()

    def _stamp_at(self, t: float) -> None:
        if self._sealed:  # an undo may have taken the end back while the seal was queued
            self.stamp = t
            self.update()

    # -- painting -----------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(style.color(style.INK), 2.0))
        painter.setBrush(style.color(style.CARD))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)
        if self.picture is None:
            return
        self._paint_tracks(painter, self.picture)
        self._paint_mood(painter, self.picture)
        self._paint_pad(painter, self.picture)

    def _title(self, painter: QPainter, left: float, width: float, text: str) -> None:
        """A part's title in ``width``: a long one (Polish, German) shrinks before it loses
        its end."""
        font = shrunk(text, 22, width, SMALLEST_LABEL, bold=True)
        painter.setFont(font)
        painter.setPen(style.color(style.INK))
        painter.drawText(QRectF(left, TITLE_TOP, width, TITLE_HEIGHT),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elided(text, font, width))

    def _paint_tracks(self, painter: QPainter, picture: TripPicture) -> None:
        title = self._labels["agency_tracks"] if picture.agency else self._labels["experience"]
        self._title(painter, TRACK_LEFT + 8, TRACK_CELLS_LEFT + TRACK_CELLS * TRACK_CELL - 20,
                    title)
        points = dict(picture.thresholds)
        for row, kind in enumerate(letsgo_data.EXPERIENCES):
            top = TRACK_TOP + row * TRACK_PITCH
            colour = QColor(EXPERIENCE_COLOURS[kind])
            centre = QPointF(TRACK_LEFT + 18, top + TRACK_CELL_HEIGHT / 2)
            painter.setPen(QPen(style.color(style.INK), 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(centre, 12, 12)
            painter.setPen(style.color(style.INK))
            width = TRACK_CELLS_LEFT - TRACK_LEFT - 44
            painter.drawText(QRectF(TRACK_LEFT + 36, top, width, TRACK_CELL_HEIGHT),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             _fitted(painter, icon_word(kind), 17, width))
            for step in range(TRACK_CELLS):
                cell = QRectF(TRACK_CELLS_LEFT + step * TRACK_CELL, top, TRACK_CELL,
                              TRACK_CELL_HEIGHT)
                reward = points.get(step)
                painter.setPen(QPen(style.color(style.RULE), 1.2))
                painter.setBrush(colour.lighter(175) if reward else style.color(style.PAPER))
                painter.drawRect(cell)
                if reward:
                    painter.setFont(_font(13, bold=True))
                    painter.setPen(colour.darker(150))
                    painter.drawText(cell.adjusted(0, 1, 0, 0), Qt.AlignmentFlag.AlignHCenter
                                     | Qt.AlignmentFlag.AlignTop, str(reward))
            value = self.shown.get(kind, 0.0)
            place = min(value, TRACK_CELLS - 1)
            centre = QPointF(TRACK_CELLS_LEFT + (place + 0.5) * TRACK_CELL,
                             top + TRACK_CELL_HEIGHT / 2 + 3)
            _marker(painter, centre, colour, str(round(value)))

    def _paint_mood(self, painter: QPainter, picture: TripPicture) -> None:
        self._title(painter, MOOD_LEFT, MOOD_WIDTH, self._labels["mood"])
        end = trips.MOOD_END
        for n, value in enumerate(range(-end, end + 1)):
            cell = QRectF(MOOD_LEFT + n * MOOD_CELL, MOOD_TOP, MOOD_CELL, MOOD_HEIGHT)
            tint = (HAPPY_COLOUR if value == end else STRESS_COLOUR if value == -end
                    else style.PAPER)
            painter.setPen(QPen(style.color(style.RULE), 1.2))
            painter.setBrush(style.color(tint, 90 if abs(value) == end else 255))
            painter.drawRect(cell)
            painter.setFont(_font(13))
            painter.setPen(style.color(style.INK_SOFT))
            label = f"{value:+d}" if value else "0"
            painter.drawText(cell.adjusted(0, 1, 0, 0),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        mood = self.shown.get("mood", 0.0)
        _marker(painter, QPointF(MOOD_LEFT + (mood + end + 0.5) * MOOD_CELL,
                                 MOOD_TOP + MOOD_HEIGHT / 2 + 5), style.color(style.INDIGO), "")
        self._paint_level(painter, HAPPINESS_LEFT, HAPPINESS_TOP, self._labels["happiness"],
                          trips.HAPPINESS_POINTS, HAPPY_COLOUR,
                          self.shown.get("mood_happiness", 0.0), label_left=True)
        self._paint_level(painter, STRESS_LEFT, STRESS_TOP, self._labels["stress"],
                          trips.STRESS_POINTS, STRESS_COLOUR,
                          self.shown.get("mood_stress", 0.0), label_left=False)
        # The two arrows: an end of the mood track reached moves happiness or stress.
        right = MOOD_LEFT + (2 * end + 0.5) * MOOD_CELL
        left = MOOD_LEFT + 0.5 * MOOD_CELL
        _arrow(painter, QPointF(right, MOOD_TOP + MOOD_HEIGHT),
               QPointF(right, HAPPINESS_TOP - 1), HAPPY_COLOUR)
        _arrow(painter, QPointF(left, MOOD_TOP + MOOD_HEIGHT),
               QPointF(left, STRESS_TOP - 1), STRESS_COLOUR)
        tokens = [self._labels["wilds"].replace("%1", str(picture.wilds)),
                  self._labels["luxury"].replace("%1", str(picture.luxury))]
        if picture.start_train and not picture.agency and not picture.trains_settled:
            tokens.append(self._labels["start"])
        room = QRectF(MOOD_LEFT, TOKENS_TOP, MOOD_WIDTH, AREA_HEIGHT - TOKENS_TOP - 4)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        text = " · ".join(tokens)
        for pixels in range(18, SMALLEST_LABEL - 1, -1):  # three lines of Polish fit smaller
            painter.setFont(_font(pixels))
            if painter.boundingRect(room, flags, text).height() <= room.height():
                break
        painter.setPen(style.color(style.INK_SOFT))
        painter.drawText(room, flags, text)

    def _paint_level(self, painter: QPainter, left: float, top: float, label: str,
                     points: Sequence[int], colour: str, level: float, *,
                     label_left: bool) -> None:
        painter.setPen(style.color(style.INK))
        cells = len(points) * LEVEL_CELL
        room = (QRectF(MOOD_LEFT, top, HAPPINESS_LEFT - MOOD_LEFT, LEVEL_HEIGHT) if label_left
                else QRectF(left + cells + 8, top, 3 * MOOD_CELL, LEVEL_HEIGHT))
        align = Qt.AlignmentFlag.AlignRight if label_left else Qt.AlignmentFlag.AlignLeft
        painter.drawText(room.adjusted(0, 0, -6 if label_left else 0, 0),
                         align | Qt.AlignmentFlag.AlignVCenter,
                         _fitted(painter, label, 17, room.width() - 6))
        for step, value in enumerate(points):
            cell = QRectF(left + step * LEVEL_CELL, top, LEVEL_CELL, LEVEL_HEIGHT)
            reached = step <= round(level) and step > 0
            painter.setPen(QPen(style.color(style.RULE), 1.2))
            painter.setBrush(style.color(colour, 200) if reached else style.color(style.PAPER))
            painter.drawRect(cell)
            painter.setFont(_font(15, bold=True))
            painter.setPen(style.color(style.CARD if reached else style.INK_SOFT))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(value))

    def _paint_pad(self, painter: QPainter, picture: TripPicture) -> None:
        columns = picture.columns
        block = (PAD_RIGHT - PAD_LEFT) / 2
        value_width = PAD_VALUE_W if len(columns) > 1 else PAD_VALUE_W_ALONE
        label_width = block - value_width * max(len(columns), 1) - 10
        # The title keeps clear of the first block's column heads beside it.
        self._title(painter, PAD_LEFT + 6, label_width - 8 if columns else 200,
                    self._labels["pad"])
        if not columns:
            return
        heads = [self._seat_name()] + ([self._labels["agency"]] if len(columns) > 1 else [])
        categories = columns[0].categories
        blocks = (categories[:PAD_ROWS], categories[PAD_ROWS:])
        for b in range(2):
            left = PAD_LEFT + b * block
            for n, head in enumerate(heads):
                cell = QRectF(left + label_width + n * value_width, TITLE_TOP + 8, value_width,
                              TITLE_HEIGHT - 8)
                # A long name (the German "Reisebüro") shrinks before it loses its end.
                head_font = shrunk(head, PAD_HEAD_PIXELS, value_width - 2, SMALLEST_HEAD, bold=True)
                painter.setFont(head_font)
                painter.setPen(style.color(style.INK_SOFT))
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter,
                                 _elided(head, head_font, value_width - 2))
            for row, key in enumerate(blocks[b]):
                self._paint_row(painter, columns, QRectF(left, PAD_TOP + row * PAD_ROW,
                                                         block - 8, PAD_ROW),
                                key, label_width, value_width)
        self._paint_total(painter, picture)

    def _paint_row(self, painter: QPainter, columns: Sequence[PadColumn], rect: QRectF, key: str,
                   label_width: float, value_width: float) -> None:
        painter.setPen(QPen(style.color(style.RULE), 1.0))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.setPen(style.color(style.INK))
        painter.drawText(QRectF(rect.left() + 6, rect.top(), label_width - 8, rect.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _fitted(painter, category_word(key), PAD_LABEL_PIXELS, label_width - 8))
        for n, column in enumerate(columns):
            shown = self._appeared.get((n, key), 0.0)
            if key not in column.filled or shown <= 0.0:
                continue
            cell = QRectF(rect.left() + label_width + n * value_width, rect.top(), value_width,
                          rect.height())
            if shown < 1.0:  # just settled: a flash of ochre behind the number
                painter.fillRect(cell.adjusted(2, 3, -2, -3),
                                 style.color(style.OCHRE, int(160 * (1 - shown))))
            painter.save()
            painter.setOpacity(shown)
            points = column.filled[key]
            painter.setFont(_font(20, bold=True))
            painter.setPen(style.color(style.VERMILION if points < 0 else
                                       style.PLUM if n else style.INK))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(points))
            painter.restore()

    def _paint_total(self, painter: QPainter, picture: TripPicture) -> None:
        top = TOTAL_TOP
        painter.setPen(QPen(style.color(style.INK), 2.0))
        painter.drawLine(QPointF(PAD_LEFT + 4, top - 2), QPointF(PAD_RIGHT - 4, top - 2))
        painter.drawLine(QPointF(PAD_LEFT + 4, top + 1), QPointF(PAD_RIGHT - 4, top + 1))
        over = picture.columns[0].over
        font = _font(22, bold=True)
        painter.setFont(font)
        painter.setPen(style.color(style.INK))
        label = self._labels["final"] if over else words.total()
        width = PAD_RIGHT - PAD_LEFT - 16 - TOTAL_PITCH * len(picture.columns)
        painter.drawText(QRectF(PAD_LEFT + 8, top + 2, width, TOTAL_HEIGHT),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elided(label, font, width))
        right = PAD_RIGHT - 8
        for n, column in reversed(list(enumerate(picture.columns))):
            shown = sum(points for (c, key), points in self.pad_cells().items() if c == n)
            total = column.total if column.over else shown
            cell = QRectF(right - TOTAL_PITCH + 8, top + 2, TOTAL_PITCH - 8, TOTAL_HEIGHT)
            painter.setFont(_font(26, bold=True))
            painter.setPen(style.color(style.PLUM if n else style.INK))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(total))
            if n == 0 and self.stamp > 0.0:
                _seal(painter, cell.center(), self.stamp)
            right -= TOTAL_PITCH

    def _seat_name(self) -> str:
        seat = self._seat()
        names = self._names or tuple(self.table.seat_names)
        return names[seat] if 0 <= seat < len(names) else ""


# -- painting helpers -------------------------------------------------------------------------------

def _marker_places(picture: TripPicture, mood: float, happiness: float,
                   stress: float) -> dict[str, float]:
    places = {kind: float(value) for kind, value in picture.tracks.items()}
    places.update(mood=float(mood), mood_happiness=float(happiness), mood_stress=float(stress))
    return places


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(width, 10))


SMALLEST_LABEL = 12  # pixels: a long label (German, Hungarian) shrinks to this before eliding
SMALLEST_HEAD = 10  # the same for a column head of the score pad (a name over a number)
# The score pad's row labels and column heads: as large as a row holds, for they shrink to
# about half on a 1024×700 window (9 px were hard to read there).
PAD_LABEL_PIXELS, PAD_HEAD_PIXELS = 20, 16


def _fitted(painter: QPainter, text: str, pixels: int, width: float) -> str:
    """Set the painter's font for a label: ``pixels`` high, smaller if the label is wider than
    ``width``, down to SMALLEST_LABEL; returns the label, elided only if it fits not even so."""
    font = shrunk(text, pixels, width, SMALLEST_LABEL)
    painter.setFont(font)
    return _elided(text, font, width)


def _marker(painter: QPainter, centre: QPointF, colour: QColor, text: str) -> None:
    painter.setPen(QPen(style.color(style.INK), 2.0))
    painter.setBrush(colour)
    painter.drawEllipse(centre, MARKER_RADIUS, MARKER_RADIUS)
    if text:
        painter.setFont(_font(15, bold=True))
        painter.setPen(style.color(style.CARD))
        painter.drawText(QRectF(centre.x() - MARKER_RADIUS, centre.y() - MARKER_RADIUS,
                                2 * MARKER_RADIUS, 2 * MARKER_RADIUS),
                         Qt.AlignmentFlag.AlignCenter, text)


def _arrow(painter: QPainter, start: QPointF, end: QPointF, colour: str, *,
           bend: QPointF | None = None, to: QPointF | None = None) -> None:
    """An arrow from ``start`` to ``end`` (or on through ``bend`` to ``to``)."""
    pen = QPen(style.color(colour), 2.5)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    path = QPainterPath(start)
    tip, before = end, start
    if bend is not None and to is not None:
        path.lineTo(bend)
        path.lineTo(to)
        tip, before = to, bend
    else:
        path.lineTo(end)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    direction = QPointF(tip.x() - before.x(), tip.y() - before.y())
    length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1e-6)
    ux, uy = direction.x() / length, direction.y() / length
    head = QPolygonF([tip, QPointF(tip.x() - 9 * ux + 5 * uy, tip.y() - 9 * uy - 5 * ux),
                      QPointF(tip.x() - 9 * ux - 5 * uy, tip.y() - 9 * uy + 5 * ux)])
    painter.setBrush(style.color(colour))
    painter.drawPolygon(head)


def _seal(painter: QPainter, centre: QPointF, t: float) -> None:
    """The final total's seal: a vermilion ring stamped down, rays fading round it."""
    painter.save()
    scale = 2.2 - 1.2 * min(t, 1.0)
    radius = 30.0 * scale
    painter.setOpacity(min(1.0, 0.25 + t))
    pen = QPen(style.color(style.VERMILION), 3.5)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius + 10, radius * 0.6)
    if t < 1.0:
        painter.setOpacity(1.0 - t)
        painter.setPen(QPen(style.color(style.OCHRE), 3.0))
        for n in range(12):
            angle = n * 30.0
            ray = QPainterPath()
            direction = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
            inner, outer = radius + 14, radius + 14 + 26 * t
            ray.moveTo(centre + direction * inner)
            ray.lineTo(centre + direction * outer)
            painter.drawPath(ray)
    painter.restore()

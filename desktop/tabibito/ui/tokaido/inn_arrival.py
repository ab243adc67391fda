"""The arrival at an inn as a moment of the journey: when a traveller reaches an inn, its lantern
lights and a banner names the inn ("First inn", "Final inn: Edo") with the travellers there in
their order of arrival (the order in which they will choose their meals). See ``kit.moment``:
clicks go through, it never holds back the meal choice that comes right after, none with
animations off. The inn's bell (the arrival's cue, ``sounds``) rings with the moment, as the
lantern lights after the walk, not as the move is applied.

With four travellers an inn sees four arrivals, sixteen a game: the banner plays for the first
(the inn reached) and the last (everybody in, the queue whole, the order of the road's next
leg set); an arrival in between lights the lantern only. The banner keeps clear of the score
track round the board's edge and of the inn with its queue.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from tabibito.engine import Event
from tabibito.games.tokaido.data import Road

from ..kit.board import BoardSceneBase
from ..kit.i18n import QT_TRANSLATE_NOOP, fill
from ..kit.moment import MIDDLE, Showing, Spot, moment_on
from ..kit.sound_cues import Cue
from . import texts
from .road_layout import INN_RADIUS, TRACK_REACH, RoadLayout
from .texts.common import tr

LANTERN = INN_RADIUS * 1.7  # the lantern's light around the inn
MARKERS_IN = 4 * 24.0  # the score markers on one total stand side by side this far inwards

#: the banner when a traveller reaches the end of the road; %1 the inn (Edo, or Kyoto on the
#: Return trip)
FINAL_INN = QT_TRANSLATE_NOOP("Tokaido", "Final inn: %1")
#: the banner when a traveller reaches an inn; %1 the travellers there, first come first
ARRIVED = QT_TRANSLATE_NOOP("Tokaido", "In order of arrival: %1")


def reached_inn(events: list[Event]) -> int | None:
    """The inn a traveller reached in ``events`` (its stop), if one did."""
    for event in events:
        if event.kind == "moved" and event.params.get("stop_kind") == "inn":
            return int(event.params["stop"])
    return None


def arrival_title(road: Road, inn: int) -> str:
    name = texts.inn_name(road.stops[inn].inn or "")
    if inn != road.inns[-1]:
        return name
    return fill(tr(FINAL_INN), name)


def arrival_line(view: Any, seat_names: Sequence[str], inn: int) -> str:
    """The travellers at ``inn`` in ``view``, in their order of arrival."""
    here = sorted((view.slot[pawn], pawn) for pawn in range(len(view.stop))
                  if view.stop[pawn] == inn)
    names = [texts.pawn_name(pawn, seat_names) for _slot, pawn in here]
    return fill(tr(ARRIVED), " · ".join(names))


def whole_banner(view: Any, inn: int) -> bool:
    """Whether an arrival at ``inn`` plays the whole moment: the first there, or the last."""
    here = sum(1 for stop in view.stop if stop == inn)
    return here in (1, len(view.stop))


def track_bands(layout: RoadLayout) -> tuple[QRectF, ...]:
    """The score track's four bands round the board's edge, with the markers' room inside."""
    outer = layout.track_rect.adjusted(-TRACK_REACH, -TRACK_REACH, TRACK_REACH, TRACK_REACH)
    reach = TRACK_REACH + MARKERS_IN
    inner = layout.track_rect.adjusted(reach, reach, -reach, -reach)
    return (QRectF(outer.left(), outer.top(), outer.width(), inner.top() - outer.top()),
            QRectF(outer.left(), inner.bottom(), outer.width(), outer.bottom() - inner.bottom()),
            QRectF(outer.left(), outer.top(), inner.left() - outer.left(), outer.height()),
            QRectF(inner.right(), outer.top(), outer.right() - inner.right(), outer.height()))


def inn_area(board: BoardSceneBase[int], inn: int, stops: Sequence[QGraphicsItem]) -> QRectF:
    """The inn, its label and its queue of travellers (where the player looks)."""
    area = stops[inn].sceneBoundingRect()
    label = getattr(board, "inn_labels", {}).get(inn)
    if label is not None:
        area = area.united(label.sceneBoundingRect())
    layout = getattr(board, "layout", None)
    if isinstance(layout, RoadLayout):
        for rank in range(layout.pawns):
            place = layout.queue_point(inn, rank)
            area = area.united(QRectF(place.x() - INN_RADIUS, place.y() - 2 * INN_RADIUS,
                                      2 * INN_RADIUS, 3 * INN_RADIUS))
    return area


def mark(board: BoardSceneBase[int], events: list[Event], road: Road,
         stops: Sequence[QGraphicsItem]) -> None:
    """A traveller reached an inn of ``road`` in ``events``: its moment over the board's view,
    its lantern on ``stops[inn]`` (the lantern alone for an arrival in between)."""
    inn = reached_inn(events)
    moment = moment_on(board) if inn is not None else None
    if inn is None or moment is None:
        return
    lantern = Spot(stops[inn], QRectF(-LANTERN, -LANTERN, 2 * LANTERN, 2 * LANTERN),
                   round_light=True)
    view = board.view()
    if not whole_banner(view, inn):
        moment.play_all(board.table, [Showing("", cue=Cue.ROUND_END, spot=lantern)])
        return
    layout = getattr(board, "layout", None)
    clear_of = track_bands(layout) if isinstance(layout, RoadLayout) else ()
    line = arrival_line(view, list(board.table.seat_names), inn)
    moment.play(board.table, arrival_title(road, inn), line, Cue.ROUND_END, lantern, seal="宿",
                clear_of=(*clear_of, inn_area(board, inn, stops)), prefer=MIDDLE)

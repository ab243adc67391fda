"""The arrival at an inn as a moment of the journey: when a traveller reaches an inn, its lantern
lights and a banner names the inn ("First inn", "Final inn: Edo") with the travellers there in
their order of arrival (the order in which they will choose their meals). See ``kit.moment``:
clicks go through, it never holds back the meal choice that comes right after, none with
animations off. The inn's bell is the arrival's own cue (``sounds``): the moment rings no other.
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
from ..kit.moment import Spot, cue_heard, moment_on
from ..kit.sound_cues import Cue
from . import texts
from .road_layout import INN_RADIUS
from .texts.common import tr

LANTERN = INN_RADIUS * 1.7  # the lantern's light around the inn

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


def mark(board: BoardSceneBase[int], events: list[Event], road: Road,
         stops: Sequence[QGraphicsItem]) -> None:
    """A traveller reached an inn of ``road`` in ``events``: its moment over the board's view,
    its lantern on ``stops[inn]``."""
    inn = reached_inn(events)
    moment = moment_on(board) if inn is not None else None
    if inn is None or moment is None:
        return
    cue = None if cue_heard(board.table.plugin, events, Cue.ROUND_END) else Cue.ROUND_END
    lantern = QRectF(-LANTERN, -LANTERN, 2 * LANTERN, 2 * LANTERN)
    line = arrival_line(board.view(), list(board.table.seat_names), inn)
    moment.play(board.table, arrival_title(road, inn), line, cue,
                Spot(stops[inn], lantern, round_light=True), seal="宿")

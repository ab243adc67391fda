"""A day closing as a moment of the trip: when the shown itinerary's day takes its third card,
its column glows and a banner names the day with its matching icons (and the bonus it brought
at once). See ``kit.moment``: clicks go through, it never holds back the bonus chooser or the
next card, none with animations off; it rings the day's cue unless the move's own bonus rang
it already.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRectF

from tabibito.engine import Event
from tabibito.games.letsgo.rules import DAY_CARDS

from ..kit.board import BoardSceneBase
from ..kit.moment import Spot, cue_heard, moment_on
from ..kit.sound_cues import Cue
from . import texts
from .itinerary import COLUMN_W, ITINERARY_H, ItineraryItem

PLACING = frozenset({"placed", "walked"})


class LetsGo(QObject):
    """The game's translation context for the banner's count (pyside6-lupdate marks a text as
    plural only when it goes to ``self.tr`` with a count)."""

    def day_closed(self, matches: int) -> str:
        #: the banner when a day of the itinerary takes its third card
        return self.tr("Day closed: %n matching icon(s)", "", matches)


WORDS = LetsGo()


def closed_day(events: Sequence[Event], seat: int, before: Sequence[int],
               itinerary: ItineraryItem) -> int | None:
    """The day of ``seat``'s itinerary that ``events`` closed: a card placed on it (or a walk)
    brought it to its third card (``before``: each day's cards before)."""
    for event in events:
        if event.kind in PLACING and event.params.get("seat") == seat:
            day = int(event.params.get("day", -1))
            if (0 <= day < len(before) and before[day] < DAY_CARDS
                    <= itinerary.headers[day].cards):
                return day
    return None


def closing_line(matches: int, events: Sequence[Event]) -> str:
    line = WORDS.day_closed(matches)
    reward = next((event.params.get("reward") for event in events
                   if event.kind == "day_bonus"), None)
    return f"{line} · {texts.bonus_reward_label(reward)}" if reward else line


def mark(board: BoardSceneBase[Any], events: list[Event], seat: int, before: Sequence[int],
         itinerary: ItineraryItem) -> None:
    """A day of ``seat``'s itinerary (shown on ``itinerary``) closed in ``events``: its
    moment over the board's view."""
    day = closed_day(events, seat, before, itinerary)
    moment = moment_on(board) if day is not None else None
    if day is None or moment is None:
        return
    cue = None if cue_heard(board.table.plugin, events, Cue.DAY_CLOSED) else Cue.DAY_CLOSED
    column = QRectF(day * COLUMN_W + 2, 0, COLUMN_W - 4, ITINERARY_H)
    moment.play(board.table, texts.day_name(day),
                closing_line(itinerary.headers[day].matches, events), cue,
                Spot(itinerary, column), seal="日")

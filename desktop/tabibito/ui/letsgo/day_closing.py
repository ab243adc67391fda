"""A day closing as a moment of the trip: when the shown itinerary's day takes its third card,
its column glows, the day's seal is pressed at its foot, and a banner names the day with its
matching icons (and the bonus it brought at once); when the trip has travelled a day (its cards
and its highlight scored), the same moment names the day's points, once the trip's motion of
the move has played (the markers, the pad's cells), one day after another when a move
travelled several. See ``kit.moment``: clicks go through, it never holds back the bonus chooser,
the next card or the trip's next choice, none with animations off; it rings the day's cue as
the column lights (the move's own bonus leaves its bell to it, and so does a bonus chosen
after, in a move of its own: a day closes once, its bell rings once).

The banner keeps clear of the round board and the day headers, of the column itself, and of
what the player turns to next (the hand and the chooser in the draft, the trip area on the
trip): over the board's lower band where it is free (the travel agency's strip), else over the
other days' cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF

from tabibito.engine import Event
from tabibito.games.letsgo.itinerary import DAY_KEYS
from tabibito.games.letsgo.rules import DAY_CARDS

from ..kit.board import BoardSceneBase
from ..kit.i18n import QT_TRANSLATE_NOOP, fill
from ..kit.moment import LOWER_BAND, Showing, Spot, moment_on
from ..kit.sound_cues import Cue
from . import texts
from .itinerary import COLUMN_W, ITINERARY_H, ItineraryItem

PLACING = frozenset({"placed", "walked"})
SEAL = "日"  # the day's hanko

#: the banner when the trip has travelled a day (its cards and its highlight scored); %1 the
#: day's victory points ("12 VP")
TRAVELLED = QT_TRANSLATE_NOOP("LetsGo", "Day travelled: %1")


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


def bonus_chosen(events: Sequence[Event], seat: int) -> bool:
    """Whether ``events`` are ``seat``'s day bonus chosen, a move of its own after the move
    that closed the day (two icons matched or more: a choice)."""
    return (any(event.kind == "day_bonus" and event.params.get("seat") == seat
                for event in events)
            and not any(event.kind in PLACING and event.params.get("seat") == seat
                        for event in events))


def closing_line(matches: int, events: Sequence[Event]) -> str:
    line = WORDS.day_closed(matches)
    reward = next((event.params.get("reward") for event in events
                   if event.kind == "day_bonus"), None)
    return f"{line} · {texts.bonus_reward_label(reward)}" if reward else line


def travelled_days(events: Sequence[Event], traveller: int | str) -> list[int]:
    """The days of ``traveller``'s trip (a seat, or the travel agency) that ``events``
    travelled to their end: their highlights scored, in the trip's order."""
    return [DAY_KEYS.index(str(event.params.get("day"))) for event in events
            if event.kind == "trip.highlight" and event.params.get("traveller") == traveller
            and event.params.get("day") in DAY_KEYS]


def travelled_line(points: int) -> str:
    return fill(QCoreApplication.translate("LetsGo", TRAVELLED), texts.vp_text(points))


def column(itinerary: ItineraryItem, day: int) -> Spot:
    """The day's column, lit, its seal pressed at its foot."""
    return Spot(itinerary, QRectF(day * COLUMN_W + 2, 0, COLUMN_W - 4, ITINERARY_H), stamp=True)


def read_now(board: Any) -> tuple[QRectF, ...]:
    """What the player reads as a day closes on ``board`` (a LetsGoBoard), which the banner
    leaves in sight: the round board, the day headers, and what comes next (the hand, the
    chooser, the trip area)."""
    shown = [cell.sceneBoundingRect() for cell in board.cells]
    shown += [header.sceneBoundingRect() for header in board.itinerary.headers]
    shown += [card.sceneBoundingRect() for card in board.hand if card.isVisible()]
    shown += [item.sceneBoundingRect() for item in (board.chooser, board.trip_area)
              if item.isVisible()]
    return tuple(shown)


def mark(board: BoardSceneBase[Any], events: list[Event], seat: int, before: Sequence[int],
         itinerary: ItineraryItem) -> None:
    """A day of ``seat``'s itinerary (shown on ``itinerary``) closed in ``events``: its
    moment over the board's view."""
    day = closed_day(events, seat, before, itinerary)
    chosen = day is None and bonus_chosen(events, seat)
    moment = moment_on(board) if day is not None or chosen else None
    if moment is None:
        return
    if day is None:  # the bonus chosen: the day's bell rang with its moment, as it closed
        moment.rang_before(Cue.DAY_CLOSED)
        return
    moment.play(board.table, texts.day_name(day),
                closing_line(itinerary.headers[day].matches, events), Cue.DAY_CLOSED,
                column(itinerary, day), seal=SEAL, clear_of=read_now(board), prefer=LOWER_BAND)


def mark_trip(board: BoardSceneBase[Any], itinerary: ItineraryItem, events: list[Event],
              traveller: int | str, breakdown: dict[str, Any]) -> None:
    """The days of ``traveller``'s trip (the one the itinerary shows; ``breakdown``: its points
    by category now) that ``events`` travelled: their moments, one after another, each with
    the day's points."""
    days = travelled_days(events, traveller)
    moment = moment_on(board) if days else None
    if moment is None:
        return
    clear_of = read_now(board)
    moment.play_all(board.table, [
        Showing(texts.day_name(day), travelled_line(int(breakdown.get(DAY_KEYS[day], 0))),
                Cue.DAY_CLOSED, column(itinerary, day), SEAL, clear_of, LOWER_BAND)
        for day in days])

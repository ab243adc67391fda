"""What Let's Go's itinerary shows of a seat's days: another seat's as it stood at the round's
start, a walk turned to its front on the trip, the travel agency's cards as six days, and each
day's highlight once the trip checked it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabibito.games.letsgo.data import DAYS
from tabibito.games.letsgo.rules import FACE_DOWN, HIDDEN, PENDING

from .cards import MET, MISSED, translate


def start_of_round(entries: Sequence[str]) -> list[str]:
    """Another seat's day as it stood at the round's start: this round's cards (hidden ones
    placed face up, walks not drawn yet) left out."""
    return [entry for entry in entries if not entry.endswith(PENDING)
            and not (entry.endswith(HIDDEN) and not entry.startswith(FACE_DOWN))]


def trip_faces(days: Sequence[Sequence[str]], snapshot: dict[str, Any] | None) -> list[list[str]]:
    """On the trip a walk turned to its front shows its front."""
    if snapshot is None:
        return [list(day) for day in days]
    faces = snapshot.get("faces", [])
    shown, index = [], 0
    for day in days:
        column = []
        for entry in day:
            front = index < len(faces) and faces[index] == "front"
            column.append(entry[1:] if front and entry.startswith(FACE_DOWN) else entry)
            index += 1
        shown.append(column)
    return shown


def agency_days(cards: Sequence[str]) -> list[list[str]]:
    """The travel agency's cards, in the order filled, as its six days of three."""
    return [list(cards[day * 3:(day + 1) * 3]) for day in range(DAYS)]


def highlight_marks(snapshot: dict[str, Any] | None) -> list[str | None]:
    """Each day's highlight on the trip: met, missed, or not checked yet."""
    verdicts = (snapshot or {}).get("highlights", [None] * DAYS)
    return [None if met is None else MET if met else MISSED for met in verdicts]


def mark_reason(mark: str | None) -> str:
    if mark == MET:
        #: tooltip of a day's highlight on the trip once it was checked
        return translate("LetsGo", "Highlight scored: its condition was met.")
    if mark == MISSED:
        return translate("LetsGo", "Highlight not scored: its condition was not met by this day.")
    return ""

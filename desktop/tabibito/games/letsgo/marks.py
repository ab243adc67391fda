"""The marks of a trip in progress: what ``trip.Trip`` holds as it goes (its slots), declared
with their types."""

from __future__ import annotations

from typing import Any, Self

from tabibito.engine import Event
from tabibito.engine.ledger import RIVAL, SEAT

from .data import EXPERIENCES
from .itinerary import CATEGORIES, TRAIN_POINTS, _Plan
from .shared import SharedEvents

# The trip's recurring events (a card visited, a walk flipped, a train taken), each made once
# and shared: bounded by the travellers, the cards, their ids, days, faces, points and trains.
# Every event of a trip names its traveller (a seat, or "agency"): the game log says whose.
# Those that score name it again for the ledger, as a seat or as a rival (the agency).
TRIP_CARD, AGENCY_CARD = (SharedEvents("trip.card", ("card", "day", "face", "points", "traveller",
                                                     "category", whose)) for whose in (SEAT, RIVAL))
TRIP_WALK = SharedEvents("trip.walk", ("card", "face", "traveller"))
TRIP_TRAIN, AGENCY_TRAIN = (SharedEvents("trip.train", ("card", "train", "points", "traveller",
                                                        "category", whose))
                            for whose in (SEAT, RIVAL))
_PASSPORT = CATEGORIES.index("passport")


class TripMarks:
    """A trip's slots; ``Trip`` reads and moves them (see trip.py for the steps and trains)."""

    __slots__ = ("_plan", "_step", "_cursor", "_day", "_cities", "_changes", "_trains", "_faces",
                 "_icons", "_extra", "_mood", "_happy", "_stress", "_wilds", "_luxury", "_start",
                 "_points", "_free", "_doubled", "_walks", "_rides", "_pure", "_gains",
                 "_tied", "_highlights", "_late", "_log", "_traveller")
    _plan: _Plan
    _step: int  # trip.py's _YELLOW .. _LATE_TRAIN
    _cursor: int  # the yellow card, the city change, the walk or the card the step is at
    _day: int
    _cities: tuple[str, ...]  # the city of each slot of the itinerary
    _changes: tuple[int, ...]  # the slots where the city changes (a train is taken)
    _trains: tuple[int, ...]  # per slot: trip.py's _NO_TRAIN .. _PENDING
    _faces: tuple[bool, ...]  # True: face up (a walk shown from its front)
    _icons: list[int]  # owned, per ICONS
    _extra: list[int]  # wild steps, per experience
    _mood: int
    _happy: int
    _stress: int
    _wilds: int
    _luxury: int
    _start: bool  # the start train is left
    _points: list[int]  # per CATEGORIES
    _free: int
    _doubled: int
    _walks: int
    _rides: int
    _pure: tuple[int, int]  # days spent in Tokyo alone, in Kyoto alone
    _gains: tuple[str, ...]  # the highlight's gains still to come
    _tied: tuple[str, ...]  # the experiences an agency's wild is tied between
    _highlights: tuple[bool | None, ...]  # per day: met, missed, not yet scored
    _late: bool  # the planner's order: trains chosen when their card is reached
    _log: list[Event] | None
    _traveller: int | str | None

    def clone(self) -> Self:
        """A copy whose marks move on their own (the plan is shared: it never changes)."""
        other = type(self).__new__(type(self))
        other._plan, other._step, other._cursor, other._day = (
            self._plan, self._step, self._cursor, self._day)
        other._cities, other._changes, other._trains, other._faces = (
            self._cities, self._changes, self._trains, self._faces)
        other._icons, other._extra, other._points = (
            self._icons[:], self._extra[:], self._points[:])
        other._mood, other._happy, other._stress, other._wilds, other._luxury, other._start = (
            self._mood, self._happy, self._stress, self._wilds, self._luxury, self._start)
        other._free, other._doubled, other._walks, other._rides, other._pure = (
            self._free, self._doubled, self._walks, self._rides, self._pure)
        other._gains, other._tied, other._highlights, other._late = (
            self._gains, self._tied, self._highlights, self._late)
        other._log = other._traveller = None
        return other

    def _emit(self, kind: str, **params: Any) -> None:
        if self._log is not None:
            params["traveller"] = self._traveller  # last, as in the shared events
            self._log.append(Event.made(kind, params))  # Event.of's, params this call's own

    def _train_logged(self, index: int, train: str) -> None:
        if self._log is not None:
            whose = self._traveller
            events = TRIP_TRAIN if type(whose) is int else AGENCY_TRAIN
            self._log.append(events[self._plan.slots[index].card.id, train, TRAIN_POINTS[train],
                                    whose, "trains", whose])

    def _passport_points(self, points: int) -> None:
        """What the passport card scores now, on the sheet and in the log."""
        if points:
            self._points[_PASSPORT] += points
            if self._log is not None:
                self._score_logged("trip.passport", {"passport": self._plan.passport,
                                                     "points": points, "category": "passport"})

    def _mood_logged(self, happy: int, stress: int) -> None:
        """The mood's points at the end of the days: happiness's and stress's apart."""
        for track, points in (("happiness", happy), ("stress", stress)):
            if points:
                self._score_logged("trip.mood", {"track": track, "points": points,
                                                 "category": "mood"})

    def _experiences_logged(self, tracks: list[int], earned: list[int]) -> None:
        """Each experience track's points at the end of the trip."""
        for kind, track, points in zip(EXPERIENCES, tracks, earned, strict=True):
            if points:
                self._score_logged("trip.experience", {"experience": kind, "track": track,
                                                       "points": points, "category": "experience"})

    def _score_logged(self, kind: str, params: dict[str, Any]) -> None:
        """Log a change to the trip's score (``params`` hold its ``points`` and ``category``):
        a seat's trip names the seat, the travel agency's names it as a rival, for the ledger
        (engine/ledger.py). Called only while the trip is logged."""
        traveller = self._traveller
        params["traveller"] = traveller
        params[SEAT if type(traveller) is int else RIVAL] = traveller
        assert self._log is not None, "a trip logs its scores only while it is logged"
        self._log.append(Event.made(kind, params))

"""The marks of a trip in progress: what ``trip.Trip`` holds as it goes (its slots), declared
with their types."""

from __future__ import annotations

from tabibito.engine import Event

from .itinerary import _Plan


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

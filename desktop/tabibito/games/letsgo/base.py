"""What every part of a Let's Go state holds (LetsGoState and its part Worlds, which reads what
the rules keep): the state's attributes, declared once with their types, and the readings both
parts make (the answers kept for a position, a day's matches)."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import Action, Event, Rng

from .data import LetsGoData, favourable_matches
from .draft import FACE_DOWN, Sheet
from .trip import Trip


class LetsGoBase:
    """The attributes of a Let's Go state; ``LetsGoState.__init__`` sets them."""

    data: LetsGoData
    players: int
    rng: Rng
    passport: bool  # the Passport expansion is played
    agency: str | None  # the solo travel agency's level (solo games only)
    viewer: int | None  # the seat whose view this is; None: the full state (or a spectator's)
    conditions: tuple[str, ...]  # each day's favourable condition, Monday to Saturday
    decks: dict[str, list[str]]  # by city, the top card last
    discard: list[str]
    sheets: list[Sheet]
    agency_cards: list[str]  # the agency's itinerary, in the order filled
    round: int
    phase: str  # PASSPORT, DRAFT, TRIP or OVER
    trips: list[Trip]
    agency_trip: Trip | None
    _opening: list[Event]
    # What was worked out for this position (``_forget``): the seats to act, and the seat
    # and actions last offered.
    _acting: tuple[int, ...] | None
    _offered: tuple[int, tuple[Action, ...]] | None

    def _forget(self) -> None:
        """Drop what was worked out for this position: the seats to act and the last legal
        actions offered. A match asks for both several times per decision (the seats to act,
        whether a resolution is due, the actions, then apply's check), so each is found once
        per position; every decision and resolution (``_act``, ``_resolve``) starts with this
        (a decision that changes only its own seat's step then keeps the seats to act, that
        seat out if it now waits), and clones and views start without them. Code that changes
        a sheet from outside the rules (a test dealing a hand) calls it before asking again."""
        self._acting = None
        self._offered = None

    def matches(self, sheet: Sheet, day: int) -> int:
        """The icons of the day's cards that match its favourable condition (a face-down walk
        shows the walk back's icons)."""
        return self._day_matches(sheet.days[day], day)

    def _day_matches(self, entries: Sequence[str], day: int) -> int:
        icons: list[str] = []
        for entry in entries:
            if entry.startswith(FACE_DOWN):
                icons += self.data.walk_back.icons
            else:
                icons += self.data.cards[entry].icons
        return favourable_matches(self.conditions[day], icons)

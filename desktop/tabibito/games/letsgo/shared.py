"""Recurring events made once and shared (events are immutable values): a random game makes
thousands of them (a card placed, a walk, a card drawn, a trip's card visited)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabibito.engine import Event

# Each cache is bounded by the seats, cards, days and positions (a few tens of thousands of
# events at most); emptied if it ever reaches this size all the same.
MAX_SHARED_EVENTS = 50_000


class SharedEvents(dict):
    """The events of one kind by their parameters' values: ``cache[values]`` is
    ``Event.of(kind, **dict(zip(names, values)))``, the same values giving the very same event,
    and a hit costs one dict look-up. ``private``: visible to the seat that is the first value
    only."""

    def __init__(self, kind: str, names: Sequence[str], *, private: bool = False,
                 reveals: bool = False) -> None:
        super().__init__()
        self.kind, self.names, self.private, self.reveals = kind, tuple(names), private, reveals

    def __missing__(self, values: tuple[Any, ...]) -> Event:
        if len(self) >= MAX_SHARED_EVENTS:
            self.clear()
        visible_to = (values[0],) if self.private else None
        event = self[values] = Event.made(self.kind, dict(zip(self.names, values, strict=True)),
                                          visible_to, self.reveals)
        return event

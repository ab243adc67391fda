"""What a move gains, why, and what it gives up, as the rules see it: the one shape of every
game's hint and preview analysis (``games/<g>/insights.py``), which the UI only words.

A game fills what it knows: the points now and later in its own terms (Next Station's points
on the sheet, Let's Go's best final total, Tokaido's points on the road), its reasons as keys
with the values their sentences need, and the best other move with the value it would have had.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .actions import Action


@dataclass(frozen=True)
class Reason:
    """Why (or how) a move does what it does: a key the UI words, and the values its sentence
    needs (read-only)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))

    @classmethod
    def of(cls, key: str, **params: Any) -> Reason:
        return cls(key, params)

    def __getitem__(self, name: str) -> Any:
        return self.params[name]


@dataclass(frozen=True)
class Insight:
    """One move as the rules see it.

    ``now``: the points it brings at once; ``later``: what it sets up or can still reach (None:
    the game does not say); ``move``: how it is made, where the move itself needs words (a
    branch, double track); ``reasons``: why it is worth making, the most telling first;
    ``setup``: what it leaves for the next decision; ``value``: the measure moves are compared
    by (by default the points now); ``alternative``: the best other move by that measure,
    ``alternative_value`` its value (None: there is none) and ``alternative_now`` the points it
    would bring at once (None: the game does not say).
    """

    action: Action
    now: int = 0
    later: int | None = None
    move: Reason | None = None
    reasons: tuple[Reason, ...] = ()
    setup: Reason | None = None
    value: int | None = None
    alternative: Action | None = None
    alternative_value: int | None = None
    alternative_now: int | None = None

    @property
    def reason(self) -> Reason | None:
        """The most telling reason, if any."""
        return self.reasons[0] if self.reasons else None

    @property
    def measure(self) -> int:
        """The value moves are compared by: ``value``, else the points now."""
        return self.now if self.value is None else self.value

    @property
    def margin(self) -> int | None:
        """How much more this move is worth than the best other one (None: no other)."""
        if self.alternative_value is None:
            return None
        return self.measure - self.alternative_value

    @property
    def versus(self) -> Reason | None:
        """Why the move beats the best other one (None: there is none), a key the UI words:
        ``more_later`` (the other brings more now, this one more in all), ``more_now`` (the
        other sets up more for later, this one is worth more in all), ``more_both``,
        ``worth_more`` (the game does not split now from later), ``as_good`` (worth the same)
        or ``close`` (worth less by the measure shown: the chooser's finer count, a near tie,
        decided; a hint then names no winner, so it never contradicts itself)."""
        margin = self.margin
        if margin is None:
            return None
        if margin < 0:
            return Reason.of("close")
        if margin == 0:
            return Reason.of("as_good")
        if self.alternative_now is None:
            return Reason.of("worth_more")
        assert self.alternative_value is not None  # a margin has one
        if self.now < self.alternative_now:
            return Reason.of("more_later")
        if self.measure - self.now < self.alternative_value - self.alternative_now:
            return Reason.of("more_now")
        return Reason.of("more_both")

"""A small seeded random generator that lives inside a game state.

The standard library does not promise that ``random.shuffle`` keeps its sequence across Python
versions, and a save is replayed from its seed, so chance is ours: SplitMix64 for the numbers and
a Fisher-Yates shuffle on top of them.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableSequence, Sequence
from typing import ClassVar, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_TWO_GOLDEN = 2 * _GOLDEN
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB


def mix_seed(*parts: int) -> int:
    """Fold several integers into one 64-bit seed (used to derive independent streams)."""
    value = 0
    for part in parts:
        value = mix_seed_onto(value, part)
    return value


def mix_seed_onto(folded: int, part: int) -> int:
    """Fold one more integer onto a seed ``mix_seed`` gave: ``mix_seed_onto(mix_seed(a), b)`` is
    ``mix_seed(a, b)``, so a stream's fixed parts are folded once, not at every decision."""
    # One SplitMix64 step from the state (folded ^ part) + golden.
    return _splitmix(((folded ^ (part & _MASK)) + _TWO_GOLDEN) & _MASK)


def _splitmix(state: int) -> int:
    """SplitMix64's output for a state already advanced by the golden gamma."""
    z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
    return z ^ (z >> 31)


# below(n) keeps the draws under the largest multiple of n below 2**64 (no modulo bias): that
# bound, worked out once for the small n the games draw among.
_SMALL_BOUNDS = 64
_LIMITS = (0, *((1 << 64) - ((1 << 64) % n) for n in range(1, _SMALL_BOUNDS)))


class Rng:
    """Deterministic SplitMix64 stream; its whole state is one integer."""

    __slots__ = ("state",)

    # Written-out fast twins, as a game's state declares them (``State.fast_twins``): the
    # twin's name -> the method it stands in for, which is the reference; the conformance
    # suite plays seeded games and playouts with each twin and with its reference alone.
    fast_twins: ClassVar[Mapping[str, str]] = {"choice": "choice_by_below",
                                               "shuffle": "shuffle_by_below",
                                               "stream_choice": "stream_choice_by_rng"}

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        state = self.state = (self.state + _GOLDEN) & _MASK
        return _splitmix(state)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL_BOUNDS else (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def choice(self, items: Sequence[T]) -> T:
        """An item drawn as ``choice_by_below`` draws it, with ``below`` and SplitMix written
        out: every decision of a random player and of a search bot's playouts draws here."""
        n = len(items)
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL_BOUNDS else (1 << 64) - ((1 << 64) % n)
        while True:
            state = self.state = (self.state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                return items[value % n]

    def choice_by_below(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    @staticmethod
    def stream_choice(folded: int, part: int, items: Sequence[T]) -> T:
        """An item drawn as ``stream_choice_by_rng`` draws it, the stream's seed, ``below`` and
        SplitMix written out and no Rng made: a random player's every decision in a match."""
        z = ((folded ^ (part & _MASK)) + _TWO_GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
        state = z ^ (z >> 31)
        n = len(items)
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL_BOUNDS else (1 << 64) - ((1 << 64) % n)
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                return items[value % n]

    @staticmethod
    def stream_choice_by_rng(folded: int, part: int, items: Sequence[T]) -> T:
        """The choice of a stream's generator for one decision (``mix_seed_onto``'s seed)."""
        return Rng(mix_seed_onto(folded, part)).choice(items)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place as ``shuffle_by_below`` shuffles, with ``below`` and SplitMix
        written out: every deal of a game shuffles here."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL_BOUNDS else (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
                value = z ^ (z >> 31)
                if value < limit:
                    break
            j = value % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def shuffle_by_below(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place; the same seed gives the same order on every platform."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        result = list(items)
        self.shuffle(result)
        return result

    def clone(self) -> Rng:
        return Rng(self.state)


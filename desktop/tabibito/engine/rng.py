"""A small seeded random generator that lives inside a game state.

The standard library does not promise that ``random.shuffle`` keeps its sequence across Python
versions, and a save is replayed from its seed, so chance is ours: SplitMix64 for the numbers and
a Fisher-Yates shuffle on top of them.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

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
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
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

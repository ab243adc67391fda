"""The generator's quick forms draw exactly what its plain form draws: ``below``, ``choice`` and
``shuffle`` write SplitMix64 out, and the match draws a random player's choice without making an
Rng. Every save replays from these numbers, so each form is held to a reference written here
from the textbook algorithm (SplitMix64, rejection of the biased top, and Fisher-Yates)."""

import pytest

from tabibito.engine import Rng, mix_seed
from tabibito.engine.rng import mix_seed_onto, stream_choice, stream_rng

MASK = (1 << 64) - 1
SEEDS = (0, 1, 42, 2**63 + 11, MASK, -7)
# Bounds around the table of small bounds (below 64) and far past it.
BOUNDS = (*range(1, 70), 100, 1000, 2**33 + 1, 2**62 + 1)


class Reference:
    """SplitMix64 as published: no shortcuts."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = 2**64 - 2**64 % n
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("seed", SEEDS)
def test_below_and_choice_draw_what_the_reference_draws(seed):
    rng, choosing, reference = Rng(seed), Rng(seed), Reference(seed)
    for n in BOUNDS:
        expected = reference.below(n)
        assert rng.below(n) == expected
        assert choosing.choice(range(n)) == expected
    assert rng.state == choosing.state == reference.state


@pytest.mark.parametrize("seed", SEEDS)
def test_shuffle_orders_and_leaves_the_stream_as_the_reference_does(seed):
    rng, reference = Rng(seed), Reference(seed)
    for size in (0, 1, 2, 11, 64, 65, 200):
        mine, theirs = list(range(size)), list(range(size))
        rng.shuffle(mine)
        reference.shuffle(theirs)
        assert mine == theirs
        assert rng.state == reference.state


def test_a_bound_that_rejects_draws_more_than_once():
    # 2**62 + 1 rejects every draw of 3 * (2**62 + 1) or more: about a quarter of them. Some
    # seed's first draw is rejected, and the written-out loop must draw again as the reference.
    n = 2**62 + 1
    seed = next(s for s in range(100) if Reference(s).next_u64() >= 3 * n)
    reference = Reference(seed)
    assert Rng(seed).below(n) == reference.below(n)
    folded = next(f for f in range(100) if Reference(mix_seed_onto(f, 0)).next_u64() >= 3 * n)
    assert stream_choice(folded, 0, range(n)) == Reference(mix_seed_onto(folded, 0)).below(n)


def test_a_clone_is_a_twin_that_goes_its_own_way():
    rng = Rng(5)
    twin = rng.clone()
    assert type(twin) is Rng and twin.state == rng.state
    twin.next_u64()
    assert twin.state != rng.state


@pytest.mark.parametrize("seed", SEEDS)
def test_a_stream_rng_is_the_rng_of_the_folded_seed(seed):
    folded = mix_seed(seed, 2)
    for part in (0, 1, 39, 2**64 + 3, -1):
        assert stream_rng(folded, part).state == Rng(mix_seed_onto(folded, part)).state


@pytest.mark.parametrize("seed", SEEDS)
def test_a_choice_drawn_from_a_stream_is_the_choice_of_its_rng(seed):
    folded = mix_seed(seed, 1)
    items = [f"action {i}" for i in range(80)]
    for part in range(40):
        for n in (1, 2, 5, 13, 63, 64, 80):
            assert stream_choice(folded, part, items[:n]) == stream_rng(folded, part).choice(
                items[:n])


def test_nothing_is_drawn_among_no_items():
    with pytest.raises(ValueError):
        stream_choice(1, 2, [])
    with pytest.raises(ValueError):
        Rng(1).choice([])

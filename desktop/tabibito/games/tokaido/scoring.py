"""Tokaido's scoring rules as pure functions: souvenir sets, the temple ranking, the end
achievements and the winners (§8 and binding decisions 3 and 16)."""

from __future__ import annotations

from collections.abc import Sequence

# The categories of a traveller's score, in the order of the end screen: what the road gives
# during the journey, then what is scored at Edo.
JOURNEY_CATEGORIES = ("panoramas", "hot_springs", "souvenirs", "meals", "encounters", "temples",
                      "panorama_achievements", "traveller")
END_CATEGORIES = ("temple_ranking", "gourmet", "collector", "bather", "chatterbox")
CATEGORIES = JOURNEY_CATEGORIES + END_CATEGORIES

MEAL_POINTS = 6
ACHIEVEMENT_POINTS = 3
# Binding decision 3: dense ranking, ties share a rank and no rank is skipped.
TEMPLE_RANK_POINTS = (10, 7, 4)
TEMPLE_OTHER_DONOR_POINTS = 2


def souvenir_points(family_counts: Sequence[int], family: int) -> int:
    """What a new souvenir of ``family`` scores: it joins the first set without its family and
    scores 1, 3, 5, 7 as that set's 1st, 2nd, 3rd, 4th card (§8.2)."""
    own = family_counts[family]
    set_size = sum(1 for count in family_counts if count > own)  # that set before this card
    return 2 * set_size + 1


def souvenir_total(families: Sequence[int]) -> int:
    """The points of a whole collection, given each card's family: its order does not matter."""
    counts = [0] * (max(families, default=0) + 1)
    total = 0
    for family in families:
        total += souvenir_points(counts, family)
        counts[family] += 1
    return total


def temple_ranking(coins: Sequence[int]) -> list[int]:
    """The end points of each donor: the most generous 10, then 7 and 4, every other donor 2;
    ties share a rank and no rank is skipped; no coin, no points (§8.4, decision 3)."""
    levels = sorted({c for c in coins if c > 0}, reverse=True)
    rank = {level: index for index, level in enumerate(levels)}
    return [0 if c <= 0 else
            TEMPLE_RANK_POINTS[rank[c]] if rank[c] < len(TEMPLE_RANK_POINTS)
            else TEMPLE_OTHER_DONOR_POINTS
            for c in coins]


def most(values: Sequence[int]) -> list[bool]:
    """Who takes an end achievement: every traveller with the highest count, if it is above 0
    (a tie gives the card to each of them, §8.3)."""
    best = max(values, default=0)
    return [best > 0 and value == best for value in values]


def winners(totals: Sequence[int], achievements: Sequence[int]) -> tuple[int, ...]:
    """Most points; a tie goes to the most achievement cards; still tied, a shared victory
    (binding decision 16)."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    most_cards = max(achievements[seat] for seat in tied)
    return tuple(seat for seat in tied if achievements[seat] == most_cards)

"""Tokaido's scoring rules as pure functions: souvenir sets, the temple ranking, the end
achievements and the winners (§8 and binding decisions 3 and 16)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

# The categories of a traveller's score, in the order of the end screen: what the road gives
# during the journey, then what is scored at Edo.
JOURNEY_CATEGORIES = ("panoramas", "hot_springs", "souvenirs", "meals", "encounters", "temples",
                      "panorama_achievements", "traveller")
END_CATEGORIES = ("temple_ranking", "gourmet", "collector", "bather", "chatterbox")
CATEGORIES = JOURNEY_CATEGORIES + END_CATEGORIES
# With Crossroads (§12): scored on the road, and the calligraphies at the end.
CROSSROADS_CATEGORIES = ("cherry_trees", "bath_houses", "legendary_objects")
CROSSROADS_END_CATEGORIES = ("calligraphies",)

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


def souvenir_sets(families: Sequence[int]) -> list[list[int]]:
    """The sets a collection forms, given how many cards of each family it holds (§8.2): each
    new souvenir joins the first set without its family, so set k holds every family with more
    than k cards. A set of n cards scored 1 + 3 + ... + (2n - 1) = n² points."""
    deepest = max(families, default=0)
    return [[family for family, count in enumerate(families) if count > depth]
            for depth in range(deepest)]


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


# §8.3: the end achievements, in the order of the end screen.
END_ACHIEVEMENTS = ("gourmet", "collector", "bather", "chatterbox")


class Tableau(Protocol):
    """The cards of a journey the end achievements count (a ``journey.Journey``)."""

    @property
    def meals(self) -> Sequence[str]: ...
    @property
    def souvenirs(self) -> Sequence[str]: ...
    @property
    def legendary(self) -> Sequence[str]: ...
    @property
    def hot_springs(self) -> Sequence[str]: ...
    @property
    def bath_houses(self) -> int: ...
    @property
    def encounters(self) -> Sequence[str]: ...
    @property
    def calligraphies(self) -> Sequence[str]: ...


def achievement_counts(tableau: Tableau, meal_prices: Mapping[str, int]) -> dict[str, int]:
    """What each end achievement compares for one journey (§8.3): the printed prices of the meals
    eaten, the souvenirs, the hot springs, the encounters; with Crossroads (§12) the legendary
    objects count as souvenirs, the bath houses as hot springs, the calligraphies as
    encounters (all none without it)."""
    return {
        "gourmet": sum(meal_prices[meal] for meal in tableau.meals),
        "collector": len(tableau.souvenirs) + len(tableau.legendary),
        "bather": len(tableau.hot_springs) + tableau.bath_houses,
        "chatterbox": len(tableau.encounters) + len(tableau.calligraphies),
    }


def winners(totals: Sequence[int], achievements: Sequence[int]) -> tuple[int, ...]:
    """Most points; a tie goes to the most achievement cards; still tied, a shared victory
    (binding decision 16)."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    most_cards = max(achievements[seat] for seat in tied)
    return tuple(seat for seat in tied if achievements[seat] == most_cards)


# §12.11 and binding decision 6: the calligraphies' end points.
CONTEMPLATION_PER_PANORAMA, CONTEMPLATION_PER_CHERRY_TREE = 3, 1
NOSTALGIA_PER_OBJECT, NOSTALGIA_PER_SOUVENIR = 2, 1
PATIENCE_POINTS = (6, 4)  # the last to reach Edo, the one before; everyone else 2
PATIENCE_OTHERS = 2
PERFECTION_PER_ACHIEVEMENT, PERFECTION_PER_CALLIGRAPHY = 2, 1
FORESIGHT_PER_COIN = 2
FASTING_PER_MEAL = 2  # binding decision 6: as the Hungarian rules print it
MEALS_IN_A_JOURNEY = 4  # the four inns after Kyoto


@dataclass(frozen=True)
class JourneyFacts:
    """What the calligraphies count at the end of one journey."""

    completed_panoramas: int = 0
    cherry_trees: int = 0
    legendary_objects: int = 0
    souvenirs: int = 0
    arrived_after: int = 0  # travellers who reached Edo after this one
    achievements: int = 0
    calligraphies: int = 0
    coins: int = 0
    meals: int = 0


def calligraphy_points(name: str, facts: JourneyFacts) -> int:
    """The end points of one calligraphy card (§12.11)."""
    if name == "contemplation":
        return (CONTEMPLATION_PER_PANORAMA * facts.completed_panoramas
                + CONTEMPLATION_PER_CHERRY_TREE * facts.cherry_trees)
    if name == "nostalgia":
        return (NOSTALGIA_PER_OBJECT * facts.legendary_objects
                + NOSTALGIA_PER_SOUVENIR * facts.souvenirs)
    if name == "patience":
        after = facts.arrived_after
        return PATIENCE_POINTS[after] if after < len(PATIENCE_POINTS) else PATIENCE_OTHERS
    if name == "perfection":
        return (PERFECTION_PER_ACHIEVEMENT * facts.achievements
                + PERFECTION_PER_CALLIGRAPHY * facts.calligraphies)
    if name == "foresight":
        return FORESIGHT_PER_COIN * facts.coins
    if name == "fasting":
        return FASTING_PER_MEAL * max(0, MEALS_IN_A_JOURNEY - facts.meals)
    raise ValueError(f"no calligraphy {name!r}")

"""What the Crossroads board offers, as a seat may know it (§12): the supply left of each of the
five stacks, and what a calligraphy on offer would score at the end as the journey stands.

The board's supply strip and the choosers read these; the rules decide, the UI only words it.
Every function reads a state or a seat's view and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import rules, scoring
from .rules import TokaidoState


@dataclass(frozen=True)
class CrossroadsSupply:
    """The five Crossroads stacks as the viewer sees them. Amulets are hidden cards: only how
    many are left is public, and which ones only to the seat looking through them."""

    cherry_trees: int
    bath_houses: int
    legendary_objects: tuple[str, ...]
    calligraphies: tuple[str, ...]
    amulets: int  # left in the supply
    amulets_seen: tuple[str, ...]  # which, when the viewer looks through them (else empty)
    amulets_in_game: tuple[str, ...]  # the amulets laid out at the start ("Rare and precious")
    rare_and_precious: int  # the cards of each stack laid out with "Rare and precious" (0: off)


def crossroads_supply(state: TokaidoState) -> CrossroadsSupply | None:
    """What is left of the Crossroads supply (None: a game without Crossroads)."""
    if not state.crossroads:
        return None
    seen = tuple(state.amulet_supply)
    return CrossroadsSupply(
        cherry_trees=state.cherry_left, bath_houses=state.bath_left,
        legendary_objects=tuple(state.legendary_supply),
        calligraphies=tuple(state.calligraphy_supply),
        amulets=len(seen) + state.hidden_supply, amulets_seen=seen,
        amulets_in_game=tuple(state.amulets_in_game),
        rare_and_precious=(rules.RARE_AND_PRECIOUS[state.rules.players]
                           if state.rare_and_precious else 0))


def left_at(state: TokaidoState, kind: str) -> int | None:
    """What is left of the Crossroads stack a stop of ``kind`` sells from, as any seat may know
    it (the stop's info card says it; how many amulets remain is public): None without
    Crossroads, or at a stop without a stack (the farm's gaming room)."""
    supply = crossroads_supply(state)
    if supply is None:
        return None
    if kind.endswith("_panorama"):
        return supply.cherry_trees
    stacks = {"hot_spring": supply.bath_houses, "village": len(supply.legendary_objects),
              "temple": supply.amulets, "encounter": len(supply.calligraphies)}
    return stacks.get(kind)


# The calligraphies whose end points depend only on the journey so far; Patience counts the
# arrivals at Edo, unknown before the last inn.
COUNTED_NOW = frozenset(("contemplation", "nostalgia", "perfection", "foresight", "fasting"))


def calligraphy_worth(state: TokaidoState, seat: int, card: str) -> int | None:
    """What ``card`` would score at the end if the seat bought it now (its printed price
    paid) and the journey ended there; None for Patience, which counts the arrival order."""
    if card not in COUNTED_NOW:
        return None
    journey = state.journeys[seat]
    price = state.rules.data.crossroads.calligraphy_price
    facts = scoring.JourneyFacts(
        completed_panoramas=sum(journey.completed(p) for p in range(len(rules.PANORAMAS))),
        cherry_trees=journey.cherry_trees, legendary_objects=len(journey.legendary),
        souvenirs=len(journey.souvenirs), achievements=len(state.achievements()[seat]),
        calligraphies=len(journey.calligraphies) + 1, coins=max(0, journey.coins - price),
        meals=len(journey.meals))
    return scoring.calligraphy_points(card, facts)

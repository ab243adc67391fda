"""The cards of Next Station: Tokyo: the 11 station cards, and the advanced module's piles.

A round flips station cards from a freshly shuffled deck of all 11 until the fifth subway card has
come up. With the effects module every round also pairs one blue symbol card with one orange effect
card; with the objectives module two shared objectives are dealt for the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .tokyo_map import SYMBOLS


@dataclass(frozen=True, slots=True)
class Card:
    """A station card. ``symbol`` is None for the joker and the switch."""

    id: str
    symbol: str | None
    subway: bool
    joker: bool = False
    switch: bool = False


def _street(symbol: str) -> Card:
    return Card(f"street_{symbol}", symbol, subway=False)


def _subway(symbol: str) -> Card:
    return Card(f"subway_{symbol}", symbol, subway=True)


# Binding decision 2: six street cards (one per symbol, a joker with double track, the switch) and
# five round-ending subway cards (one per symbol, a joker with double track).
STREET_CARDS = (
    *(_street(symbol) for symbol in SYMBOLS),
    Card("street_joker", None, subway=False, joker=True),
    Card("street_switch", None, subway=False, switch=True),
)
SUBWAY_CARDS = (
    *(_subway(symbol) for symbol in SYMBOLS),
    Card("subway_joker", None, subway=True, joker=True),
)
DECK: tuple[Card, ...] = STREET_CARDS + SUBWAY_CARDS
CARDS: dict[str, Card] = {card.id: card for card in DECK}
SUBWAY_PER_ROUND = len(SUBWAY_CARDS)  # the round ends with the turn of the last of these

# Advanced module: four blue symbol cards and four orange effect cards, one of each per round.
SYMBOL_CARDS = SYMBOLS
EFFECTS = ("joker_double", "switch", "double_station", "straight_on")

# Advanced module: the project's own five shared objectives (spec §1.10's placeholder set).
OBJECTIVES = (
    "green_loop",  # all 8 green stations reached by a coloured line
    "interchanges",  # at least 4 stations where three or more lines meet
    "grand_interchange",  # a station where five lines meet
    "all_districts",  # a station in each of the 13 districts
    "all_stamps",  # all 8 tourist stamps
)
# Binding decision 8: two of the five shared objectives are dealt per game.
OBJECTIVES_DEALT = 2


def card(card_id: str) -> Card:
    return CARDS[card_id]

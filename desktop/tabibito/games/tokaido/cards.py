"""Indexes over the card data the rules look up thousands of times, and the decks they draw from."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabibito.engine import Rng

from .data import SOUVENIR_FAMILIES, Encounter, LegendaryObject, Meal, Souvenir, TokaidoData


class Deck:
    """A face-down deck: ``cards`` top first, and the batches put under it since (unbought
    souvenirs, the meals left at an inn), each to be shuffled when the draw reaches it: the
    rules put them "under the deck in random order", and chance only happens when drawing."""

    __slots__ = ("cards", "under")

    def __init__(self, cards: list[str], under: list[tuple[str, ...]] | None = None) -> None:
        self.cards = cards
        self.under = under if under is not None else []

    def __len__(self) -> int:
        return len(self.cards) + sum(map(len, self.under))

    def __bool__(self) -> bool:  # asked at every move: no count needed (no batch is empty)
        return bool(self.cards or self.under)

    def draw(self, rng: Rng, count: int) -> list[str]:
        """Up to ``count`` cards from the top (fewer when the deck runs out)."""
        cards = self.cards
        if len(cards) >= count:  # the usual draw: no batch to shuffle in
            drawn = cards[:count]
            del cards[:count]
            return drawn
        drawn = []
        while len(drawn) < count:
            if not self.cards:
                if not self.under:
                    break
                self.cards = rng.shuffled(self.under.pop(0))
            take = min(count - len(drawn), len(self.cards))
            drawn += self.cards[:take]
            del self.cards[:take]
        return drawn

    def put_under(self, cards: list[str] | tuple[str, ...]) -> None:
        if cards:
            self.under.append(tuple(cards))

    def unseen(self) -> list[str]:
        """Every card of the deck, batches included, in a canonical order (what a view shows)."""
        return sorted(self.cards + [card for batch in self.under for card in batch])

    def copy(self) -> Deck:
        return Deck(self.cards[:], self.under[:])

    def snapshot(self) -> dict[str, list]:
        return {"cards": list(self.cards), "under": [list(batch) for batch in self.under]}


@dataclass(frozen=True)
class CardIndex:
    """The cards by id."""

    souvenirs: dict[str, Souvenir]
    family: dict[str, int]  # a souvenir's family as an index into SOUVENIR_FAMILIES
    meals: dict[str, Meal]
    dish: dict[str, str]  # a meal card's dish
    meal_price: dict[str, int]  # a meal card's printed price
    encounters: dict[str, Encounter]
    hot_springs: dict[str, int]  # a hot spring card's value
    legendary: dict[str, LegendaryObject]  # Crossroads' legendary objects
    legendary_price: dict[str, int]


@lru_cache(maxsize=4)
def card_index(data: TokaidoData) -> CardIndex:
    return CardIndex(
        souvenirs={s.id: s for s in data.souvenirs},
        family={s.id: SOUVENIR_FAMILIES.index(s.family) for s in data.souvenirs},
        meals={m.id: m for m in data.meals},
        dish={m.id: m.dish for m in data.meals},
        meal_price={m.id: m.price for m in data.meals},
        encounters={e.id: e for e in data.encounters},
        hot_springs={h.id: h.value for h in data.hot_springs},
        legendary={o.id: o for o in data.crossroads.legendary_objects},
        legendary_price={o.id: o.price for o in data.crossroads.legendary_objects},
    )

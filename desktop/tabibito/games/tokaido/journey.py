"""A traveller's journey (one seat's tableau, §8) and the rules every state of one set-up
shares: the road, its lookups and its moves."""

from __future__ import annotations

from typing import Any

from tabibito.engine import Action

from . import scoring
from .cards import CardIndex, card_index
from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES, Road, TokaidoData
from .steps import DOUBLE_SLOTS_FROM, NEUTRAL_AT, PANORAMAS, STOP_CLASS


class Journey:
    """One seat's traveller and everything gathered on the road (the tableau of §8)."""

    __slots__ = ("traveller", "ability", "coins", "panoramas", "souvenirs", "families", "meals",
                 "hot_springs", "encounters", "points", "cherry_trees", "bath_houses", "amulets",
                 "fresh", "hidden_amulets", "hidden_fresh", "legendary", "calligraphies",
                 "souvenir_bonus")

    def __init__(self, crossroads: bool = False) -> None:
        self.traveller: str | None = None
        self.ability: str | None = None
        self.coins = 0
        self.panoramas = [0] * len(PANORAMAS)  # parts taken per panorama type
        self.souvenirs: list[str] = []
        self.families = [0] * (len(SOUVENIR_FAMILIES) + 1)  # the fifth: Buppatsu and Ema
        self.meals: list[str] = []
        self.hot_springs: list[str] = []
        self.encounters: list[str] = []
        categories: tuple[str, ...] = scoring.JOURNEY_CATEGORIES
        if crossroads:
            categories += scoring.CROSSROADS_CATEGORIES
        self.points = dict.fromkeys(categories, 0)
        self.cherry_trees = self.bath_houses = 0
        self.amulets: list[str] = []  # held, in the order taken
        self.fresh: list[str] = []  # taken this turn: usable from the next one (decision 13)
        self.hidden_amulets = self.hidden_fresh = 0  # what a view withholds of another seat's
        self.legendary: list[str] = []
        self.calligraphies: list[str] = []
        self.souvenir_bonus = 0  # Shodo and Emaki owned: points for each later souvenir

    def copy(self) -> Journey:
        twin = Journey.__new__(Journey)
        twin.traveller, twin.ability, twin.coins = self.traveller, self.ability, self.coins
        twin.panoramas = self.panoramas[:]
        twin.souvenirs = self.souvenirs[:]
        twin.families = self.families[:]
        twin.meals = self.meals[:]
        twin.hot_springs = self.hot_springs[:]
        twin.encounters = self.encounters[:]
        twin.points = self.points.copy()
        twin.cherry_trees, twin.bath_houses = self.cherry_trees, self.bath_houses
        twin.amulets, twin.fresh = self.amulets[:], self.fresh[:]
        twin.hidden_amulets, twin.hidden_fresh = self.hidden_amulets, self.hidden_fresh
        twin.legendary, twin.calligraphies = self.legendary[:], self.calligraphies[:]
        twin.souvenir_bonus = self.souvenir_bonus
        return twin

    def usable(self, amulet: str) -> bool:
        """Held since before this turn (binding decision 13)."""
        return amulet in self.amulets and amulet not in self.fresh

    def completed(self, panorama: int) -> bool:
        return self.panoramas[panorama] >= PANORAMA_PARTS[PANORAMAS[panorama]]

    def snapshot(self, crossroads: bool = False) -> dict[str, Any]:
        shot = {"traveller": self.traveller, "coins": self.coins,
                "panoramas": list(self.panoramas), "souvenirs": list(self.souvenirs),
                "meals": list(self.meals), "hot_springs": list(self.hot_springs),
                "encounters": list(self.encounters), "points": dict(self.points)}
        if crossroads:
            shot.update(cherry_trees=self.cherry_trees, bath_houses=self.bath_houses,
                        amulets=list(self.amulets), fresh=list(self.fresh),
                        hidden_amulets=[self.hidden_amulets, self.hidden_fresh],
                        legendary=list(self.legendary), calligraphies=list(self.calligraphies),
                        souvenir_bonus=self.souvenir_bonus)
        return shot


def meal_hand_size(players: int, gastronomy: bool = False) -> int:
    """How many meals the first arrival at an inn draws (§6.1, §11 Gastronomy, decision 4)."""
    pawns = players + 1 if players == NEUTRAL_AT else players
    return pawns if gastronomy else pawns + 1


class Rules:
    """What every state of one set-up shares: the data, the road, its lookups and actions."""

    def __init__(self, data: TokaidoData, players: int, *, return_trip: bool = False,
                 gastronomy: bool = False) -> None:
        self.data = data
        self.cards: CardIndex = card_index(data)
        self.road: Road = data.road.reversed() if return_trip else data.road
        self.players = players
        self.pawns = players + 1 if players == NEUTRAL_AT else players
        self.neutral = players if players == NEUTRAL_AT else None
        self.meal_hand = meal_hand_size(players, gastronomy)
        stops = self.road.stops
        self.kinds = tuple(stop.kind for stop in stops)
        self.capacity = tuple(
            self.pawns if stop.kind == "inn"
            else 2 if stop.double and players >= DOUBLE_SLOTS_FROM else 1
            for stop in stops)
        self.panorama_of = tuple(
            PANORAMAS.index(stop.panorama) if stop.panorama else -1 for stop in stops)
        self.next_inn = tuple(self.road.next_inn(i) if i < self.road.final else i
                              for i in range(len(stops)))
        self.final = self.road.final
        self.intermediate_inns = frozenset(self.road.inns[1:-1])
        self.moves = tuple(Action.of("move", stop=i) for i in range(len(stops)))
        self.stop_class = tuple(STOP_CLASS[kind] for kind in self.kinds)
        # From each stop: the moves in reach (up to the next inn) and their stops' classes.
        self.reach = tuple(self.moves[here + 1:self.next_inn[here] + 1]
                           for here in range(len(stops)))
        self.reach_classes = tuple(self.stop_class[here + 1:self.next_inn[here] + 1]
                                   for here in range(len(stops)))
        # One stop of each class, to ask the Crossroads effect of the class.
        self.class_stop = {cls: self.stop_class.index(cls) for cls in set(self.stop_class)}

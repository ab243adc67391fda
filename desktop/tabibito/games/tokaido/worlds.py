"""What a Tokaido state shows and copies: clones, a seat's view, the worlds a search samples
behind a view, snapshots; and the invariants the conformance suite asks for; a part of
TokaidoState."""

from __future__ import annotations

from typing import Any, Self

from tabibito.engine import Action, Rng

from . import scoring
from .cards import Deck
from .data import PANORAMA_PARTS
from .parts import StateParts
from .steps import (
    BUY_AMULET,
    DECISIONS,
    FIFTH_FAMILY,
    HIDDEN,
    PANORAMAS,
    TRAVELLERS_DEALT,
    VITALITY,
    VITALITY_MOVE,
)

# What a clone copies (the rest of a state is shared or replaced, never changed in place).
CLONED_LISTS = ("stop", "slot", "temple", "revealed", "village_prices", "drawn", "hand",
                "hand_seen", "queue", "offers", "chosen", "box", "hidden_offers",
                "amulet_supply", "legendary_supply", "calligraphy_supply", "luck_order")
CLONED_DECKS = ("souvenirs", "encounters", "hot_springs", "meals")


class Worlds(StateParts):
    """TokaidoState's clones, views, worlds, snapshots and invariants."""

    # -- views, worlds, clones, snapshots ------------------------------------------------------

    def checkpoint(self, seat: int, action: Action) -> tuple[dict[str, Any], list[list[str]]]:
        """What a decision can change, kept at half a clone's cost (a random game's every move
        pays for it): the state's attributes with the lists a clone copies, the journey of the
        traveller deciding, what went under each deck (a decision never draws: chance waits for
        the resolution), and the amulets each traveller took this turn (a new turn replaces
        them)."""
        saved = self.__dict__.copy()
        for name in CLONED_LISTS:
            saved[name] = saved[name][:]
        for name in CLONED_DECKS:
            deck = saved[name]
            saved[name] = Deck(deck.cards, deck.under[:])
        saved["achievers"] = dict(self.achievers)
        journeys, actor = self.journeys, self.actor
        if actor < len(journeys):  # not the neutral traveller
            saved["journeys"] = [*journeys[:actor], journeys[actor].copy(), *journeys[actor + 1:]]
        return saved, [journey.fresh for journey in saved["journeys"]]

    def restore(self, saved: tuple[dict[str, Any], list[list[str]]]) -> None:
        attributes, fresh = saved
        super().restore(attributes)
        for journey, taken in zip(self.journeys, fresh, strict=True):
            journey.fresh = taken

    def clone(self) -> Self:
        twin = object.__new__(type(self))
        fields = self.__dict__.copy()  # every search playout starts with a clone
        for name in CLONED_LISTS:
            fields[name] = fields[name][:]
        for name in CLONED_DECKS:
            fields[name] = fields[name].copy()
        fields["rng"] = self.rng.clone()
        fields["journeys"] = [j.copy() for j in self.journeys]
        fields["achievers"] = dict(self.achievers)
        twin.__dict__.update(fields)
        return twin

    def view(self, seat: int | None) -> Self:
        """Open: the road, every tableau, the village display. Hidden: the order of every deck
        (and what went under it), the meal hand from those who did not look at it, Satsuki's
        free meal and Yoshiyasu's two encounters from the others, the other seats' traveller
        offers and choices before the departure (and the deal's events that name them), and
        the generator."""
        seen = self.clone()
        seen.viewer = seat
        seen.rng = Rng(0)
        seen._opening = tuple(event for event in self._opening if event.visible_for(seat))
        meal_pool = self.meals.unseen()
        if seat not in self.hand_seen:
            meal_pool += self.hand
            seen.hidden_hand, seen.hand = len(self.hand), []
        decider = None if self.over or not self.queue else self.seat_of(self.actor)
        if self.peeked is not None and seat != decider:
            meal_pool.append(self.peeked)
            seen.hidden_peek, seen.peeked = True, None
        encounter_pool = self.encounters.unseen()
        if self.drawn and seat != decider:
            encounter_pool += self.drawn
            seen.hidden_drawn, seen.drawn = len(self.drawn), []
        seen.meals = Deck(sorted(meal_pool))
        seen.encounters = Deck(sorted(encounter_pool))
        seen.souvenirs = Deck(self.souvenirs.unseen())
        seen.hot_springs = Deck(self.hot_springs.unseen())
        box = list(self.box)
        seen.hidden_offers = []
        for other in range(len(self.journeys)):
            if other != seat and self.offers[other]:
                box += self.offers[other]
                seen.offers[other] = ()
                seen.chosen[other] = HIDDEN if self.chosen[other] else None
                seen.hidden_offers.append(other)
        seen.box = sorted(box)
        if self.crossroads:  # amulets: another seat's only as a count; the supply to its chooser
            if not (self.queue and self.queue[0] == BUY_AMULET and seat == decider):
                seen.hidden_supply, seen.amulet_supply = len(self.amulet_supply), []
            for other, journey in enumerate(seen.journeys):
                if other != seat and journey.amulets:
                    journey.hidden_amulets, journey.hidden_fresh = (len(journey.amulets),
                                                                    len(journey.fresh))
                    journey.amulets, journey.fresh = [], []
        return seen

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        """A full state behind this view: every hidden card dealt from what the seat has not
        seen, in a sampled order."""
        world = self.clone()
        world.viewer = None
        world.rng = Rng(rng.next_u64())
        meals = rng.shuffled(self.meals.unseen())
        world.hand = self.hand + meals[:self.hidden_hand]
        del meals[:self.hidden_hand]
        if self.hidden_peek:
            world.peeked = meals.pop()
        encounters = rng.shuffled(self.encounters.unseen())
        if self.hidden_drawn:
            world.drawn = encounters[-self.hidden_drawn:]
            del encounters[-self.hidden_drawn:]
        world.hidden_hand = world.hidden_drawn = 0
        world.hidden_peek = False
        world.meals, world.encounters = Deck(meals), Deck(encounters)
        world.souvenirs = Deck(rng.shuffled(self.souvenirs.unseen()))
        world.hot_springs = Deck(rng.shuffled(self.hot_springs.unseen()))
        box = rng.shuffled(self.box)
        for other in self.hidden_offers:
            world.offers[other] = tuple(box[:TRAVELLERS_DEALT])
            del box[:TRAVELLERS_DEALT]
            if self.chosen[other] == HIDDEN:
                world.chosen[other] = world.offers[other][rng.below(TRAVELLERS_DEALT)]
        world.box = box
        world.hidden_offers = []
        if self.crossroads:
            held = {a for j in self.journeys for a in j.amulets}
            required = self._required_amulets()
            pool = rng.shuffled(sorted(set(self.amulets_in_game) - held - required
                                       - set(self.amulet_supply)))
            world.amulet_supply = sorted(self.amulet_supply + pool[:self.hidden_supply])
            del pool[:self.hidden_supply]
            world.hidden_supply = 0
            for seat, journey in enumerate(world.journeys):
                if journey.hidden_amulets:
                    needed = sorted(required) if seat == self.actor else []
                    count = journey.hidden_amulets - len(needed)
                    journey.fresh = pool[:journey.hidden_fresh]
                    journey.amulets = pool[:count] + needed
                    del pool[:count]
                    journey.hidden_amulets = journey.hidden_fresh = 0
        return world

    def _required_amulets(self) -> set[str]:
        """The amulets the hidden hand of the traveller deciding now must hold: Vitality's extra
        move is only offered to a traveller who has it (every other decision has an option
        without amulets)."""
        if self.actor >= len(self.journeys) or not self.journeys[self.actor].hidden_amulets:
            return set()
        return {VITALITY} if VITALITY_MOVE in self.queue else set()

    def snapshot(self) -> dict[str, Any]:
        shot = self._base_snapshot()
        if self.crossroads:
            shot["options"].update(crossroads=True, rare_and_precious=self.rare_and_precious,
                                   good_luck=self.good_luck)
            shot["journeys"] = [j.snapshot(True) for j in self.journeys]
            shot["crossroads"] = {
                "cherry_left": self.cherry_left, "bath_left": self.bath_left,
                "amulets_in_game": list(self.amulets_in_game),
                "amulet_supply": list(self.amulet_supply), "hidden_supply": self.hidden_supply,
                "legendary_supply": list(self.legendary_supply),
                "calligraphy_supply": list(self.calligraphy_supply),
                "luck_order": list(self.luck_order)}
            if self.village_devotion is not None:  # only while Sasayakko buys (version 2)
                shot["crossroads"]["village_devotion"] = self.village_devotion
        return shot

    def _base_snapshot(self) -> dict[str, Any]:
        return {
            "players": self.rules.players,
            "options": {"initiation": self.initiation, "preparations": self.preparations},
            "rng": self.rng.state,
            "journeys": [j.snapshot() for j in self.journeys],
            "stop": list(self.stop), "slot": list(self.slot), "temple": list(self.temple),
            "achievers": dict(sorted(self.achievers.items())),
            "decks": {name: getattr(self, name).snapshot()
                      for name in ("souvenirs", "encounters", "hot_springs", "meals")},
            "revealed": list(self.revealed), "village_prices": list(self.village_prices),
            "one_coin_used": self.one_coin_used, "drawn": list(self.drawn),
            "hand": list(self.hand), "hand_drawn": self.hand_drawn,
            "hand_seen": list(self.hand_seen), "peeked": self.peeked,
            "hidden": [self.hidden_hand, self.hidden_drawn, self.hidden_peek,
                       list(self.hidden_offers)],
            "actor": self.actor, "queue": list(self.queue), "over": self.over,
            "to_act": list(self._to_act),
            "offers": [list(o) for o in self.offers], "chosen": list(self.chosen),
            "box": list(self.box),
        }

    # -- invariants ----------------------------------------------------------------------------

    def invariant_problems(self) -> list[str]:
        problems = self._card_problems() + self._pawn_problems() + self._journey_problems()
        return problems + self._crossroads_problems() if self.crossroads else problems

    def _crossroads_problems(self) -> list[str]:
        problems = []
        tables = self.rules.data.crossroads
        journeys = self.journeys
        amulets = self.amulet_supply + [a for j in journeys for a in j.amulets]
        if sorted(amulets) != list(self.amulets_in_game) or self.hidden_supply:
            problems.append(f"the amulets {sorted(amulets)} are not {self.amulets_in_game}")
        for seat, journey in enumerate(journeys):
            if not set(journey.fresh) <= set(journey.amulets):
                problems.append(f"seat {seat} has fresh amulets it does not hold")
        objects = self.legendary_supply + [o for j in journeys for o in j.legendary]
        if len(set(objects)) != len(objects) or not set(objects) <= set(self.rules.cards.legendary):
            problems.append("a legendary object is twice in the game")
        texts = self.calligraphy_supply + [c for j in journeys for c in j.calligraphies]
        if len(set(texts)) != len(texts) or not set(texts) <= set(tables.calligraphies):
            problems.append("a calligraphy is twice in the game")
        if self.cherry_left + sum(j.cherry_trees for j in journeys) > tables.cherry_trees:
            problems.append("too many cherry trees")
        if self.bath_left + sum(j.bath_houses for j in journeys) > tables.bath_houses:
            problems.append("too many bath houses")
        return problems

    def _card_problems(self) -> list[str]:
        data = self.rules.data
        journeys = self.journeys
        where = {
            "souvenirs": (self.souvenirs.unseen() + self.revealed
                          + [c for j in journeys for c in j.souvenirs],
                          [card.id for card in data.souvenirs]),
            "encounters": (self.encounters.unseen() + self.drawn
                           + [c for j in journeys for c in j.encounters],
                           [card.id for card in data.encounters]),
            "hot springs": (self.hot_springs.unseen()
                            + [c for j in journeys for c in j.hot_springs],
                            [card.id for card in data.hot_springs]),
            "meals": (self.meals.unseen() + self.hand + ([self.peeked] if self.peeked else [])
                      + [c for j in journeys for c in j.meals], [card.id for card in data.meals]),
        }
        return [f"the {name} are not the deck's cards" for name, (cards, deck) in where.items()
                if sorted(cards) != sorted(deck)]

    def _pawn_problems(self) -> list[str]:
        problems = []
        places = list(zip(self.stop, self.slot, strict=True))
        if len(set(places)) != len(places):
            problems.append(f"two pawns share a slot: {places}")
        for pawn, (stop, slot) in enumerate(places):
            # Friendship (§12.9) puts a second pawn on a single stop.
            room = self.rules.capacity[stop] + (self.crossroads and self.rules.kinds[stop] != "inn")
            if not 0 <= slot < room:
                problems.append(f"pawn {pawn} in slot {slot} of stop {stop}")
        if self.over and any(stop != self.rules.final for stop in self.stop):
            problems.append("the game ended before everyone reached the end")
        deciding = not self.over and self.queue and self.queue[0] in DECISIONS
        if deciding and self._to_act != self._deciders(self.queue[0]):
            problems.append(f"to_act {self._to_act} is not who decides {self.queue[0]}")
        return problems

    def _journey_problems(self) -> list[str]:
        problems = []
        meals = self.rules.cards.meals
        families = self.rules.cards.family
        for seat, journey in enumerate(self.journeys):
            if journey.coins < 0:
                problems.append(f"seat {seat} has {journey.coins} coins")
            dishes = [meals[card].dish for card in journey.meals]
            if len(set(dishes)) != len(dishes):
                problems.append(f"seat {seat} ate a dish twice")
            if any(parts > PANORAMA_PARTS[p] for p, parts in zip(PANORAMAS, journey.panoramas,
                                                                  strict=True)):
                problems.append(f"seat {seat} has too many panorama parts")
            expected = scoring.souvenir_total([families[c] for c in journey.souvenirs]
                                              + [FIFTH_FAMILY] * journey.families[FIFTH_FAMILY])
            if journey.points["souvenirs"] != expected:
                problems.append(f"seat {seat}'s souvenirs score {journey.points['souvenirs']}, "
                                f"not {expected}")
        return problems

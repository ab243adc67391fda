"""The Crossroads expansion (§12) in play: the choice of effect at each stop, the amulets, the
legendary objects, calligraphies and bath houses, the gaming room and the new travellers' steps;
a part of TokaidoState."""

from __future__ import annotations

from tabibito.engine import Action, Event

from . import scoring
from .journey import Journey
from .parts import StateParts
from .steps import (
    ABILITY_BOTH,
    BASE_EFFECT,
    BASE_STEPS,
    BET,
    BOTH_BY_ABILITY,
    BUY_AMULET,
    BUY_CALLIGRAPHY,
    BUY_LEGENDARY,
    CHOOSE_EFFECT,
    CROSSROADS_EFFECT,
    CROSSROADS_STEPS,
    DEVOTION,
    DIE_MULTIPLIER,
    DRAW_LUCKY_AMULET,
    FARM_COINS,
    FIFTH_FAMILY,
    FIRST_RULES,
    FORTUNE,
    FRIENDSHIP,
    GAMBLE,
    GOOD_LUCK,
    GOOD_LUCK_PRICE,
    GOTOZAEMON,
    GOTOZAEMON_COINS,
    HEALTH,
    HEALTH_BASE_FIRST,
    HEALTH_BOTH,
    HEALTH_CROSSROADS_FIRST,
    JIROCHO_STAKE,
    KEEP_VITALITY,
    KUGE_COINS,
    MOVE,
    NO_BET,
    REFUSE_GOOD_LUCK,
    ROLL_JIROCHO,
    TAKE_BASE,
    TAKE_BOTH,
    TAKE_CROSSROADS,
    TAKE_GOOD_LUCK,
    UMEGAE_COINS,
    UMEGAE_POINTS,
    USE_FORTUNE,
    USE_VITALITY,
    VITALITY,
    VITALITY_MOVE,
    card_action,
)


class Crossroads(StateParts):
    """TokaidoState's Crossroads steps and decisions."""

    # -- Crossroads (§12) ----------------------------------------------------------------------

    def _pay(self, journey: Journey, coins: int, devotion: bool, log: list[Event] | None) -> None:
        """Pay for a card; with Devotion the coins go onto the temple, 1 point each (§12.9,
        decision 12: what was actually paid for that one card)."""
        journey.coins -= coins
        if devotion:
            self._use_amulet(DEVOTION, log)
            self.temple[self.actor] += coins
            journey.points["temples"] += coins
            if log is not None:
                log.append(Event.made("donated", {
                    "seat": self.actor, "coins": coins, "total": self.temple[self.actor],
                    "points": coins, "category": "temples"}))

    def _use_amulet(self, amulet: str, log: list[Event] | None) -> None:
        """Used once, shown, and back to the supply (§12.8)."""
        self.journeys[self.actor].amulets.remove(amulet)
        self.amulet_supply = sorted((*self.amulet_supply, amulet))
        if log is not None:
            log.append(Event.of("amulet_used", seat=self.actor, amulet=amulet))

    def _leads(self, pawn: int) -> bool:
        place = self._place(pawn)
        return all(self._place(other) < place for other in range(self.rules.pawns)
                   if other != pawn)

    def _amulet_moves(self, pawn: int) -> list[Action]:
        """Fortune before the move; Friendship onto a single stop another traveller holds."""
        journey = self.journeys[pawn]
        legal = []
        if journey.usable(FRIENDSHIP):
            rules = self.rules
            here = self.stop[pawn]
            for to in range(here + 1, rules.next_inn[here]):
                if (rules.capacity[to] == 1 and self.occupants(to) == 1
                        and self._offer_problem(journey, to) is None):
                    legal.append(Action.of("move", stop=to, amulet=FRIENDSHIP))
        if journey.usable(FORTUNE):
            legal.append(USE_FORTUNE)
        return legal

    def _crossroads_possible(self, journey: Journey, to: int, coins: int | None = None) -> bool:
        """Whether the Crossroads effect of the stop can be taken with ``coins`` (those held:
        None), decision 9, §12.14."""
        if self.rules.panorama_of[to] >= 0:  # decision 9: even at a completed panorama
            return self.cherry_left > 0
        kind = self.rules.kinds[to]
        tables = self.rules.data.crossroads
        if coins is None:
            coins = journey.coins
        if kind == "village":  # an object within the coins
            prices = self.rules.cards.legendary_price
            return any(map(coins.__ge__, map(prices.__getitem__, self.legendary_supply)))
        if kind == "temple":
            return coins >= tables.amulet_price and bool(self.amulet_supply or self.hidden_supply)
        if kind == "encounter":
            return coins >= tables.calligraphy_price and bool(self.calligraphy_supply)
        if kind == "hot_spring":
            return coins >= tables.bath_house_price and self.bath_left > 0
        if kind == "farm":
            return coins >= tables.gaming_room_stake
        return False  # an inn: no Crossroads effect (never asked)

    def _arrive_crossroads(self, pawn: int, journey: Journey, to: int, kind: str,
                           log: list[Event] | None) -> None:
        if self.rules.panorama_of[to] >= 0 and journey.ability == GOTOZAEMON:
            self._gain_coins(journey, GOTOZAEMON_COINS, log)
        self.queue = [CHOOSE_EFFECT]
        if journey.amulets and journey.usable(VITALITY) and self._leads(pawn):  # §12.9
            self.queue.append(VITALITY_MOVE)

    def _effect_choices(self) -> list[Action]:
        """The either/or of the stop, and both with Health or, at their own stop, for Miyataka
        and Kita: in each order that can be paid, every payment judged when it falls due
        (§12.9, §12.12, §12.14)."""
        journey = self.journeys[self.actor]
        to = self.stop[self.actor]
        base = self.rules.kinds[to] == "farm" or self._base_problem(journey, to) is None
        cross = self._crossroads_possible(journey, to)
        choices = []
        if base:
            choices.append(TAKE_BASE)
        if cross:
            choices.append(TAKE_CROSSROADS)
        if self.rules_version == FIRST_RULES:
            return self._first_rules_both(journey, to, base and cross, choices)
        if BOTH_BY_ABILITY.get(journey.ability) == self.rules.kinds[to]:
            both = ABILITY_BOTH
        elif journey.amulets and journey.usable(HEALTH):
            both = HEALTH_BOTH
        else:
            return choices
        if base and self._then_payable(journey, to, BASE_EFFECT):
            choices.append(both[BASE_EFFECT])
        if cross and self._then_payable(journey, to, CROSSROADS_EFFECT):
            choices.append(both[CROSSROADS_EFFECT])
        return choices

    def _first_rules_both(self, journey: Journey, to: int, each: bool,
                          choices: list[Action]) -> list[Action]:
        """Rules version 1: both only when ``each`` effect could be paid on arrival, and a
        traveller's own both took the stop's effect first."""
        if each:
            health = bool(journey.amulets) and journey.usable(HEALTH)
            if BOTH_BY_ABILITY.get(journey.ability) == self.rules.kinds[to]:
                choices.append(TAKE_BOTH)
            elif health:
                choices.append(HEALTH_BASE_FIRST)
            if health:
                choices.append(HEALTH_CROSSROADS_FIRST)
        return choices

    def _then_payable(self, journey: Journey, to: int, first: str) -> bool:
        """Whether the stop's other effect may still be paid after the ``first``: with the most
        coins the first can leave (§12.14: a payment is judged when it is made)."""
        coins = self._most_coins_after(journey, to, first)
        if first == BASE_EFFECT:
            return self._crossroads_possible(journey, to, coins)
        return self._base_problem(journey, to, coins) is None

    def _most_coins_after(self, journey: Journey, to: int, first: str) -> int:
        """The most coins the traveller may hold once the ``first`` effect of the stop is
        taken: the least it costs paid, the most it may bring received."""
        kind = self.rules.kinds[to]
        tables = self.rules.data.crossroads
        coins = journey.coins
        if first == BASE_EFFECT:
            if kind == "farm":
                return coins + FARM_COINS
            if kind == "temple":
                return coins - 1  # the least gift
            if kind == "encounter":
                return coins + self._most_encounter_coins(journey)
            return coins  # a village where nothing is bought, a hot spring, a panorama part
        if kind == "farm":  # the die's best face
            best = max(DIE_MULTIPLIER[face] for face in tables.fortune_die)
            return coins + tables.gaming_room_stake * (best - 1)
        if kind == "village":  # the cheapest object within the coins
            prices = self.rules.cards.legendary_price
            return coins - min(price for price in map(prices.__getitem__, self.legendary_supply)
                               if price <= coins)
        if kind == "temple":
            return coins - tables.amulet_price
        if kind == "encounter":  # Umegae's coin comes with a calligraphy too
            return coins - tables.calligraphy_price + self._most_encounter_coins(journey, False)
        if kind == "hot_spring":
            return coins - tables.bath_house_price
        return coins + tables.cherry_tree_coins

    def _most_encounter_coins(self, journey: Journey, card: bool = True) -> int:
        """Umegae's coin, and with a ``card`` drawn a Kuge's coins while one is left to draw."""
        coins = UMEGAE_COINS if journey.ability == "encounter_bonus" else 0
        encounters = self.rules.cards.encounters
        if card and any(encounters[c].kind == "kuge" for c in self.encounters.unseen()):
            coins += KUGE_COINS
        return coins

    def _crossroads_actions(self, step: str) -> list[Action]:
        if self.actor >= len(self.journeys):  # the neutral traveller
            return []
        if step == CHOOSE_EFFECT:
            return self._effect_choices()
        journey = self.journeys[self.actor]
        tables = self.rules.data.crossroads
        devotion = journey.usable(DEVOTION)
        if step == GOOD_LUCK:
            if journey.coins < GOOD_LUCK_PRICE or not (self.amulet_supply or self.hidden_supply):
                return []
            return [TAKE_GOOD_LUCK, REFUSE_GOOD_LUCK]
        if step == VITALITY_MOVE:
            return [USE_VITALITY, KEEP_VITALITY] if journey.usable(VITALITY) else []
        if step == GAMBLE:
            return [BET, NO_BET] if journey.coins >= JIROCHO_STAKE else []
        if step == BUY_LEGENDARY:
            objects = self.rules.cards.legendary
            return self._purchases("legendary", [o for o in self.legendary_supply
                                                 if objects[o].price <= journey.coins], devotion)
        if step == BUY_AMULET:
            if journey.coins < tables.amulet_price:
                return []
            return self._purchases("amulet_buy", self.amulet_supply, devotion)
        if step == BUY_CALLIGRAPHY:
            if journey.coins < tables.calligraphy_price:
                return []
            return self._purchases("calligraphy", self.calligraphy_supply, devotion)
        # BUY_BATH_HOUSE
        if journey.coins < tables.bath_house_price or not self.bath_left:
            return []
        return self._purchases("bath_house", [None], devotion)

    @staticmethod
    def _purchases(kind: str, cards: list, devotion: bool) -> list[Action]:
        """Each card, then (with a usable Devotion) each card paid onto the temple."""
        actions = [card_action(kind, card, False) for card in cards]
        if devotion:
            actions += [card_action(kind, card, True) for card in cards]
        return actions

    def _crossroads_decision(self, step: str, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        if step == CHOOSE_EFFECT:  # the most common by far
            self._choose_effect(action, log)
            return
        journey = self.journeys[self.actor]
        devotion = bool(action.get("devotion"))
        if step == GOOD_LUCK:
            self.luck_order.pop(0)
            follow = [GOOD_LUCK] if self.luck_order else []
            if action["take"]:
                journey.coins -= GOOD_LUCK_PRICE
                follow.insert(0, DRAW_LUCKY_AMULET)
            self.queue[:0] = follow
        elif step == VITALITY_MOVE:
            if action["use"]:
                self._use_amulet(VITALITY, log)
                self.queue.insert(0, MOVE)
        elif step == GAMBLE:
            if action["bet"]:
                self.queue.insert(0, ROLL_JIROCHO)
        elif step == BUY_LEGENDARY:
            self._buy_legendary(action["id"], devotion, log)
        elif step == BUY_AMULET:
            self._buy_amulet(action["id"], devotion, log)
        elif step == BUY_CALLIGRAPHY:
            self._buy_calligraphy(action["id"], devotion, log)
        else:
            self._buy_bath_house(devotion, log)

    def _choose_effect(self, action: Action, log: list[Event] | None) -> None:
        kind = self.rules.kinds[self.stop[self.actor]]
        base, cross = BASE_STEPS[kind], CROSSROADS_STEPS[kind]
        choice = action["choice"]
        if choice == BASE_EFFECT:
            steps = base
        elif choice == CROSSROADS_EFFECT:
            steps = cross
        else:
            if action.get("amulet") == HEALTH:
                self._use_amulet(HEALTH, log)
            steps = base + cross if action["first"] == BASE_EFFECT else cross + base
        if log is not None:
            log.append(Event.of("effect_chosen", seat=self.actor, choice=choice,
                                first=action.get("first")))
        self.queue[:0] = steps

    def _farm_coins(self, log: list[Event] | None) -> None:
        self._gain_coins(self.journeys[self.actor], FARM_COINS, log)

    def _panorama_part(self, log: list[Event] | None) -> None:
        panorama = self.rules.panorama_of[self.stop[self.actor]]
        if not self.journeys[self.actor].completed(panorama):
            self._take_panorama(self.actor, panorama, log)

    def _cherry_tree(self, log: list[Event] | None) -> None:
        """§12: a cherry tree gives 2 points and a coin; no set, no achievement."""
        if not self.cherry_left:
            return
        tables = self.rules.data.crossroads
        journey = self.journeys[self.actor]
        self.cherry_left -= 1
        journey.cherry_trees += 1
        journey.points["cherry_trees"] += tables.cherry_tree_points
        journey.coins += tables.cherry_tree_coins
        if log is not None:
            log.append(Event.made("cherry_tree", {
                "seat": self.actor, "points": tables.cherry_tree_points,
                "coins": tables.cherry_tree_coins, "category": "cherry_trees"}))

    def _umegae_bonus(self, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        if journey.ability == "encounter_bonus":
            journey.coins += UMEGAE_COINS
            self._ability_points(self.actor, UMEGAE_POINTS, log)

    def _buy_bath_house(self, devotion: bool, log: list[Event] | None) -> None:
        """A bath house: 1 coin, 4 points; it counts as a hot spring for the Bather (§12)."""
        tables = self.rules.data.crossroads
        journey = self.journeys[self.actor]
        self._pay(journey, tables.bath_house_price, devotion, log)
        self.bath_left -= 1
        journey.bath_houses += 1
        journey.points["bath_houses"] += tables.bath_house_points
        if log is not None:
            log.append(Event.made("bath_house", {"seat": self.actor,
                                                 "points": tables.bath_house_points,
                                                 "category": "bath_houses"}))
            self._mitsukuni_point(self.actor, log)

    def _buy_legendary(self, card: str, devotion: bool, log: list[Event] | None) -> None:
        """§12.10 and decision 11."""
        obj = self.rules.cards.legendary[card]
        journey = self.journeys[self.actor]
        self._pay(journey, obj.price, devotion, log)
        self.legendary_supply.remove(card)
        points = legendary_points(journey, obj.effect, obj.points)
        journey.legendary.append(card)
        # Buppatsu and Ema are souvenirs of a fifth family, the others score as objects.
        category = "souvenirs" if obj.effect == "fifth_family" else "legendary_objects"
        journey.points[category] += points
        if obj.effect == "fifth_family":
            journey.families[FIFTH_FAMILY] += 1
        elif obj.effect == "souvenir_points":
            journey.souvenir_bonus += 1
        if log is not None:
            log.append(Event.made("legendary_object", {
                "seat": self.actor, "object": card, "paid": obj.price, "points": points,
                "category": category}))

    def _buy_amulet(self, card: str, devotion: bool, log: list[Event] | None) -> None:
        """§12.8: a coin to the bank (or the temple, with Devotion); hidden until used."""
        journey = self.journeys[self.actor]
        self._pay(journey, self.rules.data.crossroads.amulet_price, devotion, log)
        self._take_amulet(card, log)

    def _take_amulet(self, card: str, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        self.amulet_supply.remove(card)
        journey.amulets.append(card)
        journey.fresh.append(card)
        if log is not None:
            log.append(Event.of("amulet_taken", seat=self.actor))
            log.append(Event.of("amulet_gained", visible_to=(self.actor,), seat=self.actor,
                                amulet=card))

    def _draw_lucky_amulet(self, log: list[Event] | None) -> None:
        """Good luck (§12.13): a random amulet from the supply, usable from the first turn."""
        if self.amulet_supply:
            card = self.amulet_supply[self.rng.below(len(self.amulet_supply))]
            self._take_amulet(card, log)
            self.journeys[self.actor].fresh = []

    def _buy_calligraphy(self, card: str, devotion: bool, log: list[Event] | None) -> None:
        """§12.11: a coin, a calligraphy of the traveller's choice; Umegae +1 point +1 coin."""
        journey = self.journeys[self.actor]
        self._pay(journey, self.rules.data.crossroads.calligraphy_price, devotion, log)
        self.calligraphy_supply.remove(card)
        journey.calligraphies.append(card)
        self._umegae_bonus(log)
        if log is not None:
            log.append(Event.of("calligraphy", seat=self.actor, calligraphy=card))

    def _roll(self) -> int:
        """The fortune die (decision 5): its multiplier."""
        faces = self.rules.data.crossroads.fortune_die
        return DIE_MULTIPLIER[faces[self.rng.below(len(faces))]]

    def _bet(self, stake: int, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        if journey.coins < stake:
            return
        times = self._roll()
        journey.coins += stake * times - stake
        if log is not None:
            log.append(Event.of("die_rolled", seat=self.actor, times=times, stake=stake,
                                coins=stake * times, reveals=True))

    def _roll_gaming_room(self, log: list[Event] | None) -> None:
        """§12.7: bet 2 coins; the die loses, returns or multiplies them."""
        self._bet(self.rules.data.crossroads.gaming_room_stake, log)

    def _roll_jirocho(self, log: list[Event] | None) -> None:
        self._bet(JIROCHO_STAKE, log)

    def _roll_fortune(self, log: list[Event] | None) -> None:
        """The Fortune amulet: as many coins as the die's multiplier (X = 0)."""
        times = self._roll()
        self.journeys[self.actor].coins += times
        if log is not None:
            log.append(Event.of("die_rolled", seat=self.actor, times=times, stake=0,
                                coins=times, reveals=True))

    def _daigoro_souvenir(self, log: list[Event] | None) -> None:
        self._craftsman_souvenir(log)


def legendary_points(journey: Journey, effect: str, points: int) -> int:
    """What a legendary object scores when bought (§12.10, decision 11): Shodo and Emaki a point
    per souvenir and legendary object already owned, Buppatsu and Ema as a fifth-family
    souvenir, Murasame and Masamune their printed points."""
    if effect == "souvenir_points":
        return len(journey.souvenirs) + len(journey.legendary)
    if effect == "fifth_family":
        return scoring.souvenir_points(journey.families, FIFTH_FAMILY)
    return points

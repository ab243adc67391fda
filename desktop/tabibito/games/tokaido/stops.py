"""What each stop does when a traveller arrives (§5): villages, temples, hot springs and
encounters, panoramas, and the inns with their meals (§6); a part of TokaidoState."""

from __future__ import annotations

from typing import Any

from tabibito.engine import Action, Event

from . import scoring
from .journey import Journey
from .parts import StateParts
from .steps import (
    BUY_MEAL,
    BUY_SOUVENIR,
    CHUUBEI,
    CRAFTSMAN_SOUVENIR,
    DAIGORO,
    DAIGORO_SOUVENIR,
    DONATE,
    DRAW_ENCOUNTER,
    DRAW_HOT_SPRING,
    DRAW_MEALS,
    ENCOUNTER_POINTS,
    FARM_COINS,
    FIRST_RULES,
    FREE_MEAL,
    FREE_SOUVENIR_DONATES_NOTHING,
    GAMBLE,
    GUIDE_PANORAMA,
    HIROSHIGE,
    HIROTADA_BANK_COINS,
    JIROCHO,
    KEEP_ENCOUNTER,
    KUGE_COINS,
    LEAVE_TABLE,
    MIKO_TEMPLE_COINS,
    MITSUKUNI,
    MITSUKUNI_POINTS,
    NAMPO,
    NEUTRAL_MEAL,
    NEUTRAL_TEMPLE_COINS,
    PANORAMAS,
    PEEK_MEAL,
    REVEAL_SOUVENIRS,
    SAMURAI_POINTS,
    SASAYAKKO,
    SATSUKI,
    UMEGAE_COINS,
    UMEGAE_POINTS,
    VILLAGE_SOUVENIRS,
    YOSHIYASU_DRAWS,
    ZEN_EMON_PRICE,
)


class Stops(StateParts):
    """TokaidoState's steps at the stops of the road, and its inns and meals."""

    # -- arriving at a stop (§5) ---------------------------------------------------------------

    def _arrive(self, pawn: int, to: int, log: list[Event] | None) -> None:
        self.slot[pawn] = self.stop.count(to)  # the occupants before it
        self.stop[pawn] = to
        kind = self.rules.kinds[to]
        if log is not None:
            log.append(Event.of("moved", pawn=pawn, stop=to, slot=self.slot[pawn], stop_kind=kind))
        if pawn == self.rules.neutral:
            self._neutral_arrives(pawn, kind)
            return
        journey = self.journeys[pawn]
        if self.crossroads and kind != "inn":
            self._arrive_crossroads(pawn, journey, to, kind, log)
            return
        panorama = self.rules.panorama_of[to]
        if panorama >= 0:  # the most common stops first
            self._take_panorama(pawn, panorama, log)
        elif kind == "farm":
            self._gain_coins(journey, FARM_COINS, log)
        elif kind == "village":
            self.queue = [REVEAL_SOUVENIRS, BUY_SOUVENIR]
        elif kind == "temple":
            self.queue = [DONATE]
        elif kind == "hot_spring":
            self.queue = [DRAW_HOT_SPRING]
        elif kind == "encounter":
            if journey.ability == "encounter_bonus":  # Umegae, before the card (§9)
                journey.coins += UMEGAE_COINS
                self._ability_points(pawn, UMEGAE_POINTS, log)
            self.queue = [DRAW_ENCOUNTER]
        else:  # an inn
            self.queue = self._inn_steps(journey, to)

    def _neutral_arrives(self, pawn: int, kind: str) -> None:
        """§10.2: the neutral traveller gives a bank coin at a temple and spoils a meal at an
        inn; elsewhere it does nothing."""
        if kind == "temple":
            self.temple[pawn] += NEUTRAL_TEMPLE_COINS
        elif kind == "inn":
            self.queue = [NEUTRAL_MEAL, LEAVE_TABLE]

    def _inn_steps(self, journey: Journey, inn: int) -> list[str]:
        steps = []
        if inn in self.rules.intermediate_inns:  # §9: before eating, at the three inns between
            if journey.ability == HIROSHIGE:
                steps.append(GUIDE_PANORAMA)
            elif journey.ability == CHUUBEI:
                steps.append(DRAW_ENCOUNTER)
            elif journey.ability == JIROCHO:
                steps.append(GAMBLE)
            elif journey.ability == DAIGORO:
                steps.append(DAIGORO_SOUVENIR)
        steps.append(DRAW_MEALS)
        if journey.ability == SATSUKI:
            steps += [PEEK_MEAL, FREE_MEAL]
        steps += [BUY_MEAL, LEAVE_TABLE]
        return steps

    def _gain_coins(self, journey: Journey, coins: int, log: list[Event] | None) -> None:
        journey.coins += coins
        if log is not None:
            log.append(Event.of("coins_gained", seat=self.actor, coins=coins))

    def _ability_points(self, seat: int, points: int, log: list[Event] | None) -> None:
        """What the seat's traveller's own ability scores now (Umegae, Hirotada, Nampo)."""
        journey = self.journeys[seat]
        journey.points["traveller"] += points
        if log is not None:
            log.append(Event.made("traveller_points", {
                "seat": seat, "traveller": journey.traveller, "points": points,
                "category": "traveller"}))

    def _mitsukuni_point(self, seat: int, log: list[Event] | None) -> None:
        """Mitsukuni's +1 for a hot spring, bath house or achievement (§9, §12): counted from
        the tableau by the breakdown, logged as it comes."""
        journey = self.journeys[seat]
        if log is not None and journey.ability == MITSUKUNI:
            log.append(Event.made("traveller_points", {
                "seat": seat, "traveller": journey.traveller, "points": MITSUKUNI_POINTS,
                "category": "traveller"}))

    def _take_panorama(self, seat: int, panorama: int, log: list[Event] | None) -> None:
        """The next part of a panorama scores its number; the first to complete a type takes its
        achievement (§5)."""
        journey = self.journeys[seat]
        journey.panoramas[panorama] += 1
        part = journey.panoramas[panorama]
        journey.points["panoramas"] += part
        name = PANORAMAS[panorama]
        if log is not None:
            log.append(Event.made("panorama_taken", {"seat": seat, "panorama": name, "part": part,
                                                     "points": part, "category": "panoramas"}))
        if journey.completed(panorama) and name not in self.achievers:
            self.achievers[name] = seat
            journey.points["panorama_achievements"] += scoring.ACHIEVEMENT_POINTS
            if log is not None:
                log.append(Event.made("achievement", {
                    "seat": seat, "achievement": name, "points": scoring.ACHIEVEMENT_POINTS,
                    "category": "panorama_achievements"}))
                self._mitsukuni_point(seat, log)

    def _donate(self, coins: int, log: list[Event] | None) -> None:
        """§5 Temple: 1 to 3 coins, 1 point each; Hirotada adds a coin from the bank (§9)."""
        pawn = self.actor
        journey = self.journeys[pawn]
        journey.coins -= coins
        self.temple[pawn] += coins
        journey.points["temples"] += coins
        if log is not None:
            log.append(Event.made("donated", {"seat": pawn, "coins": coins,
                                              "total": self.temple[pawn], "points": coins,
                                              "category": "temples"}))
        if journey.ability == "temple_bank_coin":
            self.temple[pawn] += HIROTADA_BANK_COINS
            self._ability_points(pawn, HIROTADA_BANK_COINS, log)

    # -- villages ------------------------------------------------------------------------------

    def _reveal_souvenirs(self, log: list[Event] | None) -> None:
        self.revealed = self.souvenirs.draw(self.rng, VILLAGE_SOUVENIRS)
        self.village_prices = []
        self.village_devotion = None
        self.one_coin_used = False
        if log is not None:
            log.append(Event.of("souvenirs_revealed", seat=self.actor,
                                souvenirs=list(self.revealed), reveals=True))

    def _buy_souvenir(self, action: Action, log: list[Event] | None) -> None:
        if action.kind == "stop":
            self.queue.pop(0)
            self._leave_village(log)
            return
        card = action["card"]
        journey = self.journeys[self.actor]
        price = self.rules.cards.souvenirs[card].price
        paid = ZEN_EMON_PRICE if action.get("one_coin") else price
        self.one_coin_used = self.one_coin_used or bool(action.get("one_coin"))
        devotion = bool(action.get("devotion"))
        self._pay(journey, paid, devotion, log)
        if devotion and journey.ability == SASAYAKKO and self.rules_version > FIRST_RULES:
            self.village_devotion = paid
        self.village_prices.append(paid)
        self.revealed.remove(card)
        self._gain_souvenir(self.actor, card, log, paid=paid)

    def _gain_souvenir(self, seat: int, card: str, log: list[Event] | None, paid: int) -> None:
        journey = self.journeys[seat]
        family = self.rules.cards.family[card]
        points = scoring.souvenir_points(journey.families, family)
        journey.families[family] += 1
        journey.souvenirs.append(card)
        journey.points["souvenirs"] += points
        if log is not None:
            log.append(Event.made("souvenir_gained", {
                "seat": seat, "souvenir": card, "paid": paid, "points": points,
                "category": "souvenirs"}))
        bonus = journey.souvenir_bonus
        if bonus:  # Shodo and Emaki: +1 for each later souvenir (decision 11)
            journey.points["legendary_objects"] += bonus
            if log is not None:
                log.append(Event.made("souvenir_bonus", {
                    "seat": seat, "objects": self._souvenir_bonus_objects(journey),
                    "points": bonus, "category": "legendary_objects"}))

    def _souvenir_bonus_objects(self, journey: Journey) -> list[str]:
        """The legendary objects that give a point for each later souvenir (Shodo, Emaki)."""
        legendary = self.rules.cards.legendary
        return [card for card in journey.legendary
                if legendary[card].effect == "souvenir_points"]

    def _leave_village(self, log: list[Event] | None) -> None:
        """Unbought souvenirs go under the deck; Sasayakko gets her cheapest one free (§9)."""
        journey = self.journeys[self.actor]
        if journey.ability == SASAYAKKO and len(self.village_prices) >= 2:
            self._free_souvenir(journey, log)
        self.souvenirs.put_under(self.revealed)
        self.revealed = []
        self.village_prices = []
        self.village_devotion = None
        self.one_coin_used = False

    def _free_souvenir(self, journey: Journey, log: list[Event] | None) -> None:
        """The coins of Sasayakko's cheapest souvenir come back from where they went: from the
        bank, or off the temple if Devotion paid that one there (FREE_SOUVENIR_DONATES_NOTHING).
        Of equally cheap ones the one paid to the bank is free, so that the gift stands."""
        refund = min(self.village_prices)
        from_temple = (self.village_devotion == refund
                       and self.village_prices.count(refund) == 1)
        if from_temple:
            if not FREE_SOUVENIR_DONATES_NOTHING:
                return
            self.temple[self.actor] -= refund
            journey.points["temples"] -= refund
        journey.coins += refund
        if log is not None:
            params: dict[str, Any] = {"from_temple": True, "points": -refund,
                                      "category": "temples"} if from_temple else {}
            log.append(Event.of("souvenir_free", seat=self.actor, coins=refund, **params))

    # -- hot springs and encounters ------------------------------------------------------------

    def _draw_hot_spring(self, log: list[Event] | None) -> None:
        for card in self.hot_springs.draw(self.rng, 1):
            journey = self.journeys[self.actor]
            value = self.rules.cards.hot_springs[card]
            journey.hot_springs.append(card)
            journey.points["hot_springs"] += value
            if log is not None:
                log.append(Event.made("hot_spring", {
                    "seat": self.actor, "card": card, "points": value,
                    "category": "hot_springs"}, reveals=True))
                self._mitsukuni_point(self.actor, log)

    def _draw_encounter(self, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        at_encounter = self.rules.kinds[self.stop[self.actor]] == "encounter"
        count = YOSHIYASU_DRAWS if at_encounter and journey.ability == "encounter_draw_two" else 1
        cards = self.encounters.draw(self.rng, count)
        if len(cards) > 1:  # Yoshiyasu keeps one; the other goes under the deck unseen (§9)
            self.drawn = cards
            self.queue.insert(0, KEEP_ENCOUNTER)
            if log is not None:
                log.append(Event.of("encounters_drawn", visible_to=(self.actor,),
                                    seat=self.actor, cards=list(cards)))
        elif cards:
            self._meet(cards[0], log)

    def _keep_encounter(self, card: str, log: list[Event] | None) -> None:
        self.encounters.put_under([c for c in self.drawn if c != card])
        self.drawn = []
        self._meet(card, log)

    def _meet(self, card: str, log: list[Event] | None) -> None:
        """Keep the encounter card and apply it (§7.4)."""
        journey = self.journeys[self.actor]
        journey.encounters.append(card)
        encounter = self.rules.cards.encounters[card]
        if log is not None:
            params: dict[str, Any] = {"seat": self.actor, "card": card,
                                      "encounter": encounter.kind}
            points = ENCOUNTER_POINTS.get(encounter.kind)
            if points:  # the Samurai's points, the Miko's coin on the temple
                params["points"], params["category"] = points, "encounters"
            log.append(Event.made("encounter", params, reveals=True))
        if encounter.kind == "shokunin":
            self.queue.insert(0, CRAFTSMAN_SOUVENIR)
        elif encounter.kind == "annaibito":
            panorama = PANORAMAS.index(encounter.panorama)
            if journey.completed(panorama):
                self.queue.insert(0, GUIDE_PANORAMA)  # any panorama of the traveller's choice
            else:
                self._take_panorama(self.actor, panorama, log)
        elif encounter.kind == "samurai":
            journey.points["encounters"] += SAMURAI_POINTS
        elif encounter.kind == "kuge":
            journey.coins += KUGE_COINS
        else:  # miko: a coin from the bank on the temple, 1 point
            self.temple[self.actor] += MIKO_TEMPLE_COINS
            journey.points["encounters"] += MIKO_TEMPLE_COINS

    def _craftsman_souvenir(self, log: list[Event] | None) -> None:
        for card in self.souvenirs.draw(self.rng, 1):
            self._gain_souvenir(self.actor, card, log, paid=0)

    # -- inns and meals (§6) -------------------------------------------------------------------

    def _draw_meals(self, log: list[Event] | None) -> None:
        """The first arrival draws the inn's hand; every arrival looks at what is left."""
        if not self.hand_drawn:
            self.hand = self.meals.draw(self.rng, self.rules.meal_hand)
            self.hand_drawn = True
        seat = self.actor
        if seat not in self.hand_seen:
            self.hand_seen = sorted((*self.hand_seen, seat))
        if log is not None:
            log.append(Event.of("meal_hand", visible_to=(seat,), seat=seat,
                                meals=list(self.hand), reveals=True))

    def _peek_meal(self, log: list[Event] | None) -> None:
        """Binding decision 8: Satsuki's free meal is the top card of the meal deck."""
        drawn = self.meals.draw(self.rng, 1)
        self.peeked = drawn[0] if drawn else None
        if log is not None and self.peeked is not None:
            log.append(Event.of("free_meal_offered", visible_to=(self.actor,), seat=self.actor,
                                meal=self.peeked, reveals=True))

    def _free_meal(self, take: bool, log: list[Event] | None) -> None:
        card, self.peeked = self.peeked, None
        if card is None:
            return
        if take:
            self._eat(card, log, paid=0)
            self.queue.remove(BUY_MEAL)  # never two meals
        else:
            self.meals.put_under([card])

    def _eat(self, card: str, log: list[Event] | None, paid: int | None = None,
             devotion: bool = False) -> None:
        journey = self.journeys[self.actor]
        if paid is None:
            paid = self.meal_price(journey, card)
            self.hand.remove(card)
        self._pay(journey, paid, devotion, log)
        journey.meals.append(card)
        journey.points["meals"] += scoring.MEAL_POINTS
        if log is not None:
            log.append(Event.made("meal_eaten", {
                "seat": self.actor, "meal": card, "paid": paid, "points": scoring.MEAL_POINTS,
                "category": "meals"}))
        if journey.ability == NAMPO:  # §12.12: the printed price in points
            self._ability_points(self.actor, self.rules.cards.meals[card].price, log)

    def _has_eaten(self, journey: Journey, card: str) -> bool:
        dish = self.rules.cards.dish
        return dish[card] in set(map(dish.__getitem__, journey.meals))

    def _neutral_meal(self, log: list[Event] | None) -> None:
        """§10.2: the hand (drawn if the neutral arrives first) loses a random card, unseen."""
        if not self.hand_drawn:
            self.hand = self.meals.draw(self.rng, self.rules.meal_hand)
            self.hand_drawn = True
        if self.hand:
            card = self.hand.pop(self.rng.below(len(self.hand)))
            self.meals.put_under([card])
            if log is not None:
                log.append(Event.of("meal_discarded", seat=self.seat_of(self.actor)))

    def _leave_table(self, log: list[Event] | None) -> None:
        """Once everyone has arrived and eaten, the meals left go under the deck (§6.3)."""
        inn = self.stop[self.actor]
        if self.stop.count(inn) < self.rules.pawns:  # not everyone has arrived
            return
        self.meals.put_under(self.hand)
        self.hand = []
        self.hand_drawn = False
        self.hand_seen = []

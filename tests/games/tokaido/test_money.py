"""Money in Tokaido with Crossroads is never made from nothing (issue 19): Sasayakko's free
souvenir against Devotion as worked examples, then a ledger kept apart from the rules, by the
rule tables alone, over seeded random games with every traveller: every coin the bank gives or
takes and every coin put on a temple, checked against the purses and temples after every step.

The ledger reads what happened from the actions and the events (which card, which die face,
which stop) but never how much the rules paid for it: it prices everything itself.
"""

from collections import Counter

import pytest

from tabibito.engine import Action, Rng, Seat
from tabibito.games.tokaido import GAME, rules, stops
from tabibito.games.tokaido.rules import (
    BUY_SOUVENIR,
    FREE_SOUVENIR_DONATES_NOTHING,
    PREPARATIONS,
    STOP_BUYING,
)
from tests.games.tokaido.helpers import (
    DATA,
    ONE,
    OTHER_ONE,
    TWO,
    play,
    sasayakko_at_a_village,
)

TABLES = DATA.crossroads
SOUVENIR_PRICE = {s.id: s.price for s in DATA.souvenirs}
MEAL_PRICE = {m.id: m.price for m in DATA.meals}
LEGENDARY_PRICE = {o.id: o.price for o in TABLES.legendary_objects}
ENCOUNTER_KIND = {e.id: e.kind for e in DATA.encounters}
TRAVELLERS = {t.id: t for t in DATA.travellers}


# -- Sasayakko and Devotion: worked examples ---------------------------------------------------


def buy(state, *purchases):
    """Buy each (card, with Devotion), then leave the village."""
    events = []
    for card, devotion in purchases:
        action = (Action.of("buy", card=card, devotion=True) if devotion
                  else Action.of("buy", card=card))
        events += play(state, 0, action)
    events += play(state, 0, STOP_BUYING)
    return events


EITHER_ORDER = pytest.mark.parametrize("order", [1, -1], ids=["devotion_first", "devotion_last"])


def bought(purchases, order, cards=(ONE, TWO, OTHER_ONE)):
    """Sasayakko with 4 coins and Devotion buys ``purchases`` (the one with Devotion first, or
    last: ``order``) and leaves: the state and the events."""
    state = sasayakko_at_a_village(list(cards))
    return state, buy(state, *purchases[::order])


def purse_and_temple(state):
    """Her coins, her coins on the temple, the points they scored."""
    return state.journeys[0].coins, state.temple[0], state.journeys[0].points["temples"]


@EITHER_ORDER
def test_sasayakkos_free_souvenir_paid_with_devotion_gives_nothing_to_the_temple(order):
    """The issue's case: 4 coins, the 1-coin card with Devotion, a 2-coin card. The 1-coin card
    is the free one, so nothing of it stays on the temple: 2 coins left, really paid 2."""
    state, events = bought([(ONE, True), (TWO, False)], order)
    assert FREE_SOUVENIR_DONATES_NOTHING
    assert purse_and_temple(state) == (2, 0, 0)
    assert state.journeys[0].coins + state.temple[0] == 4 - 2
    assert [e.params for e in events if e.kind == "souvenir_free"] == [
        {"seat": 0, "coins": 1, "from_temple": True,
         "points": -1, "category": "temples"}]  # the temple's point goes with the coin
    assert "devotion" not in state.journeys[0].amulets  # used, though it gave nothing at last


@EITHER_ORDER
def test_the_other_reading_keeps_the_gift_and_gives_nothing_back(order, monkeypatch):
    monkeypatch.setattr(stops, "FREE_SOUVENIR_DONATES_NOTHING", False)
    state, events = bought([(ONE, True), (TWO, False)], order)
    assert purse_and_temple(state) == (1, 1, 1)
    assert not [e for e in events if e.kind == "souvenir_free"]


@EITHER_ORDER
def test_devotion_on_the_dearer_souvenir_stands_and_the_bank_refunds_the_cheapest(order):
    state, _events = bought([(TWO, True), (ONE, False)], order)
    assert purse_and_temple(state) == (4 - 2 - 1 + 1, 2, 2)


@EITHER_ORDER
def test_of_two_equally_cheap_souvenirs_the_one_paid_to_the_bank_is_free(order):
    state, _events = bought([(ONE, True), (OTHER_ONE, False)], order, (ONE, OTHER_ONE, TWO))
    assert purse_and_temple(state) == (4 - 1 - 1 + 1, 1, 1)


def test_a_version_1_game_refunds_sasayakko_from_the_bank_as_it_did():
    """Saves of rules version 1 replay as they were played (the coin made from nothing)."""
    state = sasayakko_at_a_village([ONE, TWO, OTHER_ONE])
    state.rules_version = rules.FIRST_RULES
    buy(state, (ONE, True), (TWO, False))
    assert (state.journeys[0].coins, state.temple[0]) == (2, 1)


# -- the ledger --------------------------------------------------------------------------------


class Ledger:
    """Each seat's purse, each pawn's temple coins and the points the seat's own gifts scored
    there, as the rule tables say (§5, §6, §7, §9, §10, §12), followed step by step from the
    actions and the events."""

    def __init__(self, state):
        self.state = state
        self.players = state.rules.players
        self.purse = [0] * self.players
        self.temple = [0] * state.rules.pawns
        self.given = [0] * self.players  # of which the seat's own coins: a point each (§5)
        self.at = ["inn"] * state.rules.pawns  # the kind of stop each pawn is at
        self.fortune: set[int] = set()  # seats whose Fortune die is to be rolled
        self.lucky: set[int] = set()  # seats that paid for a Good luck amulet
        self.village: list[tuple[int, bool]] = []  # the purchases there: (price, Devotion)
        self.village_seat = 0
        self.one_coin_used = False  # Zen-emon's souvenir for 1 coin at this village
        self.seen = Counter()  # what the games did, to show what they covered

    def ability(self, seat):
        return self.state.journeys[seat].ability

    def pay(self, seat, price, devotion, card):
        """A card's price: to the bank, or onto the temple with Devotion (§12.9)."""
        self.purse[seat] -= price
        if devotion:
            self.temple[seat] += price
            self.given[seat] += price
            self.seen["devotion", self.state.journeys[seat].traveller, card] += 1

    # One step: the traveller deciding, the action (None for a resolution) and its events.

    def step(self, actor, action, events):
        purchase = action if action is not None and action.kind in (
            "buy", "eat", "legendary", "amulet_buy", "calligraphy", "bath_house") else None
        if action is not None:
            self.decided(actor, action)
        for event in events:
            self.happened(event, purchase)
        if self.village and self.state.step() != BUY_SOUVENIR:
            self.left_village(self.village_seat)

    def decided(self, actor, action):
        if action.kind == "donate":  # §5; Hirotada adds a bank coin (§9)
            coins = action["coins"]
            self.purse[actor] -= coins
            self.temple[actor] += coins
            self.given[actor] += coins
            if self.ability(actor) == "temple_bank_coin":
                self.temple[actor] += rules.HIROTADA_BANK_COINS
                self.seen["hirotada"] += 1
        elif action.kind == "good_luck" and action["take"]:  # §12.13
            self.purse[actor] -= rules.GOOD_LUCK_PRICE
            self.lucky.add(actor)
            self.seen["good luck"] += 1
        elif action == rules.USE_FORTUNE:
            self.fortune.add(actor)
        elif action.kind == "effect":
            self.seen["effect", action["choice"], action.get("first")] += 1

    def happened(self, event, purchase):
        params = event.params
        seat = params.get("seat")
        handler = getattr(self, f"on_{event.kind}", None)
        if handler is not None:
            handler(seat, params, purchase)

    def on_departed(self, seat, params, purchase):
        for player, traveller in enumerate(params["travellers"]):
            self.purse[player] = TRAVELLERS[traveller].coins
        if self.state.preparations:  # binding decision 14
            for change, player in zip(PREPARATIONS[self.players], params["order"], strict=True):
                self.purse[player] = max(0, self.purse[player] + change)

    def on_moved(self, seat, params, purchase):
        pawn, kind = params["pawn"], params["stop_kind"]
        self.at[pawn] = kind
        if pawn >= self.players and kind == "temple":  # the neutral traveller (§10.2)
            self.temple[pawn] += rules.NEUTRAL_TEMPLE_COINS
            self.seen["neutral"] += 1

    def umegae(self, seat):
        if self.ability(seat) == "encounter_bonus":  # §9, and with a calligraphy (§12.12)
            self.purse[seat] += rules.UMEGAE_COINS
            self.seen["umegae"] += 1

    def on_effect_chosen(self, seat, params, purchase):
        if self.at[seat] == "encounter" and params["choice"] != "crossroads":
            self.umegae(seat)

    def on_coins_gained(self, seat, params, purchase):
        kind = self.at[seat]
        if kind == "farm":
            self.purse[seat] += rules.FARM_COINS
        else:
            assert kind.endswith("_panorama") and self.ability(seat) == "panorama_coin"
            self.purse[seat] += rules.GOTOZAEMON_COINS
        self.seen[kind if kind == "farm" else "gotozaemon"] += 1

    def on_encounter(self, seat, params, purchase):
        kind = ENCOUNTER_KIND[params["card"]]
        if kind == "kuge":
            self.purse[seat] += rules.KUGE_COINS
        elif kind == "miko":
            self.temple[seat] += rules.MIKO_TEMPLE_COINS
        self.seen[kind] += 1

    def on_cherry_tree(self, seat, params, purchase):
        self.purse[seat] += TABLES.cherry_tree_coins
        self.seen["cherry tree"] += 1

    def on_die_rolled(self, seat, params, purchase):
        times = params["times"]
        assert times in rules.DIE_MULTIPLIER.values()
        if seat in self.fortune:  # the Fortune amulet: the face in coins
            self.fortune.discard(seat)
            self.purse[seat] += times
            self.seen["fortune"] += 1
            return
        stake = TABLES.gaming_room_stake if self.at[seat] == "farm" else rules.JIROCHO_STAKE
        assert self.at[seat] in ("farm", "inn")
        self.purse[seat] += stake * times - stake
        self.seen["gaming room" if self.at[seat] == "farm" else "jirocho"] += 1

    def on_souvenirs_revealed(self, seat, params, purchase):
        self.village, self.village_seat, self.one_coin_used = [], seat, False

    def on_souvenir_gained(self, seat, params, purchase):
        card = params["souvenir"]
        if purchase is None or purchase.kind != "buy":  # Shokunin, Daigoro: a gift
            return
        assert purchase["card"] == card
        one_coin = bool(purchase.get("one_coin"))
        if one_coin:  # Zen-emon, one souvenir a village (§9)
            assert self.ability(seat) == "souvenir_for_one_coin" and not self.one_coin_used
            self.one_coin_used = True
        price = rules.ZEN_EMON_PRICE if one_coin else SOUVENIR_PRICE[card]
        devotion = bool(purchase.get("devotion"))
        self.pay(seat, price, devotion, "one_coin" if one_coin else "souvenir")
        self.village.append((price, devotion))

    def left_village(self, seat):
        """§9: Sasayakko's cheapest souvenir is free; decision 12: Devotion gave what was
        really paid, so if it paid the free one, that comes back off the temple."""
        bought, self.village = self.village, []
        if self.ability(seat) != "cheapest_souvenir_free" or len(bought) < 2:
            return
        cheapest = min(price for price, _ in bought)
        if any(price == cheapest and not devotion for price, devotion in bought):
            self.purse[seat] += cheapest
            self.seen["free souvenir"] += 1
            return
        self.seen["free souvenir paid with devotion"] += 1
        if FREE_SOUVENIR_DONATES_NOTHING:
            self.temple[seat] -= cheapest
            self.given[seat] -= cheapest
            self.purse[seat] += cheapest

    def on_meal_eaten(self, seat, params, purchase):
        if purchase is None or purchase.kind != "eat":  # Satsuki's free meal
            return
        if purchase.get("amulet") == rules.HOSPITALITY:
            self.seen["hospitality"] += 1
            return
        price = MEAL_PRICE[params["meal"]]
        if self.ability(seat) == "meal_discount":  # Kinko (§9)
            price = max(0, price - rules.KINKO_DISCOUNT)
        self.pay(seat, price, bool(purchase.get("devotion")), "meal")

    def crossroads_purchase(self, seat, price, purchase, kind):
        devotion = purchase is not None and purchase.kind == kind and purchase.get("devotion")
        self.pay(seat, price, bool(devotion), kind)

    def on_legendary_object(self, seat, params, purchase):
        self.crossroads_purchase(seat, LEGENDARY_PRICE[params["object"]], purchase, "legendary")

    def on_amulet_taken(self, seat, params, purchase):
        if seat in self.lucky:  # paid for when the seat took Good luck
            self.lucky.discard(seat)
            return
        self.crossroads_purchase(seat, TABLES.amulet_price, purchase, "amulet_buy")

    def on_calligraphy(self, seat, params, purchase):
        self.crossroads_purchase(seat, TABLES.calligraphy_price, purchase, "calligraphy")
        self.umegae(seat)

    def on_bath_house(self, seat, params, purchase):
        self.crossroads_purchase(seat, TABLES.bath_house_price, purchase, "bath_house")

    def problems(self):
        state = self.state
        purses = [journey.coins for journey in state.journeys]
        points = [journey.points["temples"] for journey in state.journeys]
        if purses != self.purse or state.temple != self.temple or points != self.given:
            return [f"purses {purses}, temples {state.temple}, temple points {points}; the "
                    f"rules say {self.purse}, {self.temple}, {self.given}"]
        return []


# What each traveller's price rule meets Devotion on: the purchases the games steer it to.
DISCOUNTED = {"cheapest_souvenir_free": "buy", "souvenir_for_one_coin": "buy",
              "meal_discount": "eat", "encounter_bonus": "calligraphy"}


def interesting(action):
    """What brings the money rules together: amulets, both effects, discounts, buying."""
    return bool(action.get("amulet") or action.get("one_coin") or action.get("choice") == "both"
                or action.kind in ("buy", "good_luck") or action.get("id") == rules.DEVOTION)


def chosen(state, seat, rng):
    """Mostly what brings the money rules together; Devotion kept for the purchase the
    traveller's own price rule meets it on (any purchase for the others), and the stops
    steered to that purchase; sometimes anything but Devotion spent elsewhere."""
    legal = state.legal_actions(seat)
    actor = state.actor
    target = DISCOUNTED.get(state.journeys[actor].ability) if actor < len(
        state.journeys) else None
    devotion = [a for a in legal if a.get("devotion") and target in (None, a.kind)]
    devotion = [a for a in devotion if a.get("one_coin")] or devotion  # Zen-emon's price
    if target == "buy":  # Sasayakko's free card: the cheapest
        prices = {a: SOUVENIR_PRICE[a["card"]] for a in devotion}
        devotion = [a for a in devotion if prices[a] == min(prices.values())]
    if devotion and rng.random() < 0.9:
        return rng.choice(devotion)
    plain = [a for a in legal if not a.get("devotion")] or legal
    if target == "buy" and state.step() == rules.CHOOSE_EFFECT and rng.random() < 0.8:
        souvenirs = [a for a in plain if a.get("choice") in ("base", "both")
                     and state.rules.kinds[state.stop[actor]] == "village"]
        if souvenirs:
            return rng.choice(souvenirs)
    liked = [a for a in plain if interesting(a)]
    if liked and rng.random() < 0.8:
        return rng.choice(liked)
    return rng.choice(plain)


def hand_out(state, amulets):
    """Before the first move: each seat takes the amulet named for it, if it is in the game
    (a start no rule deals, but one that moves no coin)."""
    for journey, amulet in zip(state.journeys, amulets, strict=False):
        if amulet in state.amulet_supply:
            state.amulet_supply.remove(amulet)
            journey.amulets.append(amulet)


def play_with_a_ledger(players, travellers, seed, options, amulets=()):
    """A random game with the travellers kept and ``amulets`` handed out before the first move;
    the ledger checks every step."""
    setup = {"travellers": [[t] for t in travellers]}
    resolved = GAME.resolve_options({"crossroads": True, **options}, players)
    state = GAME.new_state(resolved, [Seat(f"P{i}") for i in range(players)], seed, setup)
    ledger = Ledger(state)
    ledger.step(None, None, state.opening_events())
    rng = Rng(seed)
    steps = 0
    while not state.is_over():
        if amulets and state.step() == rules.MOVE:
            hand_out(state, amulets)
            amulets = ()
        actor = state.actor  # before the action moves the turn on
        if state.needs_resolution():
            action = None
            events = state.resolve()
        else:
            seat = state.to_act()[0]
            action = chosen(state, seat, rng)
            events = state.apply(seat, action)
        ledger.step(actor, action, events)
        steps += 1
        assert ledger.problems() == [], (seed, steps, action, [e.kind for e in events])
    return ledger


GAMES_PER_TRAVELLER = 10


def test_a_ledger_kept_by_the_rule_tables_agrees_with_every_step_of_random_games():
    """Every traveller holding Devotion from the start, the others Health, Hospitality and
    Good luck's amulets, in 2-5 player games: no coin and no temple coin appears or vanishes
    but as the rules give or take it."""
    names = sorted(TRAVELLERS)
    seen = Counter()
    for index, traveller in enumerate(names):
        others = [name for name in names if name != traveller]
        for game in range(GAMES_PER_TRAVELLER):
            seed = index * GAMES_PER_TRAVELLER + game
            players = 2 + game % 4
            travellers = [traveller] + [others[(seed * 5 + i) % len(others)]
                                        for i in range(players - 1)]
            options = {"good_luck": True, "preparations": game % 3 == 0,
                       "rare_and_precious": game % 5 == 4}
            amulets = (rules.DEVOTION, rules.HEALTH, rules.HOSPITALITY)
            seen += play_with_a_ledger(players, travellers, seed, options, amulets).seen
    # The games met what the ledger is for: every traveller paid with Devotion, Sasayakko's
    # free souvenir was one Devotion paid, and both effects were taken in either order.
    assert {key[1] for key in seen if key[0] == "devotion"} == set(names)
    # Each price rule met Devotion: Sasayakko's free souvenir paid with it, Zen-emon's one-coin
    # souvenir, Kinko's cheaper meal, Umegae's calligraphy.
    assert seen["free souvenir paid with devotion"]
    for traveller, card in (("zen_emon", "one_coin"), ("kinko", "meal"),
                            ("umegae", "calligraphy"), ("sasayakko", "souvenir")):
        assert seen["devotion", traveller, card], (traveller, card)
    # And every other way the bank gives or takes came about.
    for source in ("hospitality", "free souvenir", "hirotada", "neutral", "umegae", "farm",
                   "gotozaemon", "kuge", "miko", "cherry tree", "fortune", "gaming room",
                   "jirocho", "good luck"):
        assert seen[source], source
    assert seen["effect", "both", "base"] and seen["effect", "both", "crossroads"]

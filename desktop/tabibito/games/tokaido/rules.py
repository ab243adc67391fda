"""The rules of Tokaido: the road, the stops, the inns, the travellers, two players, and the
Crossroads expansion (§12) as an option: at each stop an explicit choice of the base or the
Crossroads effect, the amulets (hidden from the other seats), the new travellers and cards.
With Crossroads off nothing of the base game changes (snapshots, chance and all).

The traveller farthest behind on the road always moves next (§4). Everything a stop does is a
queue of steps for the traveller who just moved: a decision (where to go, what to buy), a chance
step (a card drawn, a hand of meals) taken in the resolution step, or an automatic one. Once the
queue is empty the next rearmost traveller moves, until everyone has eaten at Edo.

Pawns are numbered like the seats; with two players a third pawn is the neutral traveller (§10),
moved by the seat whose traveller leads.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import compress
from operator import ge, neg
from typing import Any

from tabibito.engine import (
    Action,
    ActionKinds,
    Event,
    IllegalAction,
    Omittable,
    Prompt,
    Rng,
    Scores,
    State,
)

from . import scoring
from .cards import CardIndex, Deck, card_index
from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES, Road, TokaidoData

# Crossroads (§12); the tables (prices, points, the die) are in resources/tokaido/crossroads.json.
BASE_EFFECT, CROSSROADS_EFFECT, BOTH_EFFECTS = "base", "crossroads", "both"
FIFTH_FAMILY = len(SOUVENIR_FAMILIES)  # Buppatsu and Ema: a souvenir of a fifth family (§12.10)
DIE_MULTIPLIER = {"lose": 0, "times_1": 1, "times_2": 2, "times_3": 3, "times_4": 4}
JIROCHO_STAKE = 1  # §12.12: Jirocho bets 1 coin at each intermediate inn
GOTOZAEMON_COINS = 1  # §12.12: a coin for each panorama stop he stops at
RARE_AND_PRECIOUS = {2: 4, 3: 4, 4: 5, 5: 5}  # binding decision 7: cards of each Crossroads type
GOOD_LUCK_PRICE = 1  # §12.13: a coin to the bank for a random amulet at the start
VITALITY, FORTUNE, HEALTH, FRIENDSHIP, HOSPITALITY, DEVOTION = (
    "vitality", "fortune", "health", "friendship", "hospitality", "devotion")
JIROCHO, DAIGORO, NAMPO = "inn_gamble", "inn_souvenir", "meal_price_bonus"
GOTOZAEMON, MIYATAKA, KITA = "panorama_coin", "temple_both", "encounter_both"
# Miyataka and Kita may take both effects of their stop (§12.12).
BOTH_BY_ABILITY = {MIYATAKA: "temple", KITA: "encounter"}
# Version 2 (issue 19) offers "both" in each order whose payments can be made when they fall due
# and gives back the coins of Sasayakko's free souvenir from where they went; a save of version 1
# replays by version 1 (game.py upgrade_setup sets TokaidoState.rules_version).
RULES_VERSION = 2
FIRST_RULES = 1

MIN_PLAYERS, MAX_PLAYERS = 2, 5
PANORAMAS = tuple(PANORAMA_PARTS)  # paddy, mountain, sea
PANORAMA_SIZES = tuple(PANORAMA_PARTS.values())  # the parts of each, by panorama index
PADDY_PARTS, MOUNTAIN_PARTS, SEA_PARTS = PANORAMA_SIZES
TRAVELLERS_DEALT = 2  # §2.2: deal two, keep one
INITIATION_COINS = 7  # §11: no travellers, 7 coins each
# Binding decision 14: Preparations, the coins given or taken by departure order from Kyoto.
PREPARATIONS = {2: (0, 1), 3: (-1, 0, 1), 4: (-1, 0, 1, 2), 5: (-1, -1, 0, 1, 2)}
DOUBLE_SLOTS_FROM = 4  # §4.3: the off-road slot of a double stop only with 4-5 players
PLACES_PER_STOP = 8  # more than the pawns a stop can hold: a pawn's place on the road
NEUTRAL_AT = 2  # §10: a neutral traveller joins a two-player game
FARM_COINS = 3
VILLAGE_SOUVENIRS = 3
TEMPLE_MAX_DONATION = 3
NEUTRAL_TEMPLE_COINS = 1
SAMURAI_POINTS = 3
KUGE_COINS = 3
MIKO_TEMPLE_COINS = 1
# Travellers' abilities (§9), by the ability ids of the data.
HIROSHIGE, CHUUBEI = "inn_panorama", "inn_encounter"
KINKO, KINKO_DISCOUNT = "meal_discount", 1
YOSHIYASU_DRAWS = 2
SATSUKI = "free_meal"
MITSUKUNI = "bath_and_achievement_bonus"
SASAYAKKO, ZEN_EMON = "cheapest_souvenir_free", "souvenir_for_one_coin"
ZEN_EMON_PRICE = 1
# §9 and decision 12: Sasayakko's cheapest souvenir is free, and Devotion puts on the temple "the
# coins actually paid for one card"; a free card is not paid, so nothing of it stays on the temple:
# if Devotion paid it, its coins come back off the temple. (False would read it the other way:
# the gift stands and nothing comes back.) Either way no coin is made from nothing.
FREE_SOUVENIR_DONATES_NOTHING = True
HIROTADA_BANK_COINS = 1
UMEGAE_POINTS = UMEGAE_COINS = 1

# Steps: decisions, chance (taken in the resolution step) and automatic ones.
CHOOSE_TRAVELLER, MOVE, DONATE, BUY_SOUVENIR = "choose_traveller", "move", "donate", "buy_souvenir"
KEEP_ENCOUNTER, GUIDE_PANORAMA, FREE_MEAL, BUY_MEAL = (
    "keep_encounter", "guide_panorama", "free_meal", "buy_meal")
DEPART, REVEAL_SOUVENIRS, DRAW_HOT_SPRING, DRAW_ENCOUNTER = (
    "depart", "reveal_souvenirs", "draw_hot_spring", "draw_encounter")
CRAFTSMAN_SOUVENIR, DRAW_MEALS, PEEK_MEAL, NEUTRAL_MEAL = (
    "craftsman_souvenir", "draw_meals", "peek_meal", "neutral_meal")
LEAVE_TABLE = "leave_table"
# Crossroads steps.
CHOOSE_EFFECT, BUY_LEGENDARY, BUY_AMULET, BUY_CALLIGRAPHY, BUY_BATH_HOUSE = (
    "choose_effect", "buy_legendary", "buy_amulet", "buy_calligraphy", "buy_bath_house")
VITALITY_MOVE, GOOD_LUCK, GAMBLE = "vitality_move", "good_luck", "gamble"
ROLL_GAMING_ROOM, ROLL_FORTUNE, ROLL_JIROCHO, DRAW_LUCKY_AMULET, DAIGORO_SOUVENIR = (
    "roll_gaming_room", "roll_fortune", "roll_jirocho", "draw_lucky_amulet", "daigoro_souvenir")
FARM_STEP, PANORAMA_STEP, CHERRY_TREE, UMEGAE_BONUS = (
    "farm_coins", "panorama_part", "cherry_tree", "umegae_bonus")
CROSSROADS_DECISIONS = frozenset((CHOOSE_EFFECT, BUY_LEGENDARY, BUY_AMULET, BUY_CALLIGRAPHY,
                                  BUY_BATH_HOUSE, VITALITY_MOVE, GOOD_LUCK, GAMBLE))
# Decisions with a single choice are taken at once.
TAKEN_WHEN_ALONE = frozenset((CHOOSE_EFFECT, BUY_BATH_HOUSE, BUY_LEGENDARY, BUY_CALLIGRAPHY,
                              BUY_AMULET))
DECISIONS = frozenset((CHOOSE_TRAVELLER, MOVE, DONATE, BUY_SOUVENIR, KEEP_ENCOUNTER,
                       GUIDE_PANORAMA, FREE_MEAL, BUY_MEAL)) | CROSSROADS_DECISIONS
CHANCES = frozenset((DEPART, REVEAL_SOUVENIRS, DRAW_HOT_SPRING, DRAW_ENCOUNTER,
                     CRAFTSMAN_SOUVENIR, DRAW_MEALS, PEEK_MEAL, NEUTRAL_MEAL, ROLL_GAMING_ROOM,
                     ROLL_FORTUNE, ROLL_JIROCHO, DRAW_LUCKY_AMULET, DAIGORO_SOUVENIR))
HIDDEN = "hidden"  # what a view shows for another seat's secret choice
# The steps of each stop's base and Crossroads effect, by stop kind (§12).
BASE_STEPS = {"village": (REVEAL_SOUVENIRS, BUY_SOUVENIR), "temple": (DONATE,),
              "encounter": (UMEGAE_BONUS, DRAW_ENCOUNTER), "hot_spring": (DRAW_HOT_SPRING,),
              "farm": (FARM_STEP,),
              **{f"{p}_panorama": (PANORAMA_STEP,) for p in PANORAMAS}}
CROSSROADS_STEPS = {"village": (BUY_LEGENDARY,), "temple": (BUY_AMULET,),
                    "encounter": (BUY_CALLIGRAPHY,), "hot_spring": (BUY_BATH_HOUSE,),
                    "farm": (ROLL_GAMING_ROOM,),
                    **{f"{p}_panorama": (CHERRY_TREE,) for p in PANORAMAS}}

# The move generator's classes of stops: whether a stop is a destination (binding decision 10)
# depends only on its kind, so the generator asks once per class, not once per stop.
ALWAYS_OPEN, VILLAGE_CLASS, TEMPLE_CLASS, ENCOUNTER_CLASS, HOT_SPRING_CLASS = range(5)
PANORAMA_CLASS = 5  # plus the panorama's index
STOP_CLASS = {"farm": ALWAYS_OPEN, "inn": ALWAYS_OPEN, "village": VILLAGE_CLASS,
              "temple": TEMPLE_CLASS, "encounter": ENCOUNTER_CLASS,
              "hot_spring": HOT_SPRING_CLASS,
              **{f"{p}_panorama": PANORAMA_CLASS + i for i, p in enumerate(PANORAMAS)}}

STOP_BUYING = Action.of("stop")
PASS_MEAL = Action.of("pass")
TAKE_FREE_MEAL = Action.of("free_meal", take=True)
REFUSE_FREE_MEAL = Action.of("free_meal", take=False)
PANORAMA_ACTIONS = {p: Action.of("panorama", panorama=p) for p in PANORAMAS}
DONATIONS = {n: Action.of("donate", coins=n) for n in range(1, TEMPLE_MAX_DONATION + 1)}
USE_VITALITY, KEEP_VITALITY = Action.of("vitality", use=True), Action.of("vitality", use=False)
TAKE_GOOD_LUCK, REFUSE_GOOD_LUCK = (Action.of("good_luck", take=True),
                                    Action.of("good_luck", take=False))
BET, NO_BET = Action.of("gamble", bet=True), Action.of("gamble", bet=False)
USE_FORTUNE = Action.of("amulet", amulet=FORTUNE)
TAKE_BASE, TAKE_CROSSROADS = (Action.of("effect", choice=BASE_EFFECT),
                              Action.of("effect", choice=CROSSROADS_EFFECT))
TAKE_BOTH, TAKE_BOTH_CROSSROADS_FIRST = (Action.of("effect", choice=BOTH_EFFECTS, first=first)
                                         for first in (BASE_EFFECT, CROSSROADS_EFFECT))
HEALTH_BASE_FIRST, HEALTH_CROSSROADS_FIRST = (
    Action.of("effect", choice=BOTH_EFFECTS, first=first, amulet=HEALTH)
    for first in (BASE_EFFECT, CROSSROADS_EFFECT))
# "Both" by the effect taken first: a traveller's own (Miyataka, Kita) and Health's.
ABILITY_BOTH = {BASE_EFFECT: TAKE_BOTH, CROSSROADS_EFFECT: TAKE_BOTH_CROSSROADS_FIRST}
HEALTH_BOTH = {BASE_EFFECT: HEALTH_BASE_FIRST, CROSSROADS_EFFECT: HEALTH_CROSSROADS_FIRST}
# What a purchase step that cannot be paid when it falls due was to buy (the "cannot_pay" event).
PURCHASED_AT = {BUY_LEGENDARY: "legendary_object", BUY_AMULET: "amulet",
                BUY_CALLIGRAPHY: "calligraphy", BUY_BATH_HOUSE: "bath_house"}
# Every action of the game, with its arguments: the ones above, the travellers, the moves
# (Rules.moves, Friendship's), the cards bought, kept or eaten (card_choice, card_action).
ACTION_KINDS = ActionKinds({
    "traveller": {"id": str},
    "move": {"stop": int, "amulet": Omittable(str)},
    "amulet": {"amulet": str},
    "donate": {"coins": int},
    "buy": {"card": str, "one_coin": Omittable(bool), "devotion": Omittable(bool)},
    "stop": {},
    "keep": {"card": str},
    "panorama": {"panorama": str},
    "free_meal": {"take": bool},
    "eat": {"card": str, "devotion": Omittable(bool), "amulet": Omittable(str)},
    "pass": {},
    "effect": {"choice": str, "first": Omittable(str), "amulet": Omittable(str)},
    "vitality": {"use": bool},
    "good_luck": {"take": bool},
    "gamble": {"bet": bool},
    **{kind: {"id": str, "devotion": Omittable(bool)}
       for kind in ("legendary", "amulet_buy", "calligraphy")},
    "bath_house": {"devotion": Omittable(bool)},
})


@lru_cache(maxsize=512)
def card_choice(kind: str, card: str) -> Action:
    """Buying, eating or keeping one card (made once: playouts ask for them thousands of times)."""
    return Action.of(kind, card=card)


@lru_cache(maxsize=256)
def card_action(kind: str, card: str | None, devotion: bool) -> Action:
    """A Crossroads purchase (made once: playouts ask for them thousands of times)."""
    args: dict[str, Any] = {} if card is None else {"id": card}
    if devotion:
        args["devotion"] = True
    return Action.of(kind, **args)


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
        categories = scoring.JOURNEY_CATEGORIES
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



class TokaidoState(State):
    """A game of Tokaido; see the module docstring for the turn structure."""

    action_kinds = ACTION_KINDS
    fast_twins = {"_moves_fast": "_moves"}

    def __init__(self, rules: Rules, rng: Rng, *, initiation: bool = False,
                 preparations: bool = False, crossroads: bool = False,
                 rare_and_precious: bool = False, good_luck: bool = False) -> None:
        self.rules = rules
        self.rng = rng
        self.initiation = initiation
        self.preparations = preparations
        self.crossroads = crossroads
        self.rare_and_precious = crossroads and rare_and_precious
        self.good_luck = crossroads and good_luck
        self.viewer: int | None = None
        # Left out of the snapshot: a version-1 save must reach its own fingerprint.
        self.rules_version = RULES_VERSION
        players, pawns = rules.players, rules.pawns
        self.journeys = [Journey(crossroads) for _ in range(players)]
        self.stop = [0] * pawns
        self.slot = list(range(pawns))  # set at departure
        self.temple = [0] * pawns  # coins each pawn gave to the temples
        self.achievers: dict[str, int] = {}  # panorama achievement -> seat
        data = rules.data
        self.souvenirs = Deck(rng.shuffled([s.id for s in data.souvenirs]))
        self.encounters = Deck(rng.shuffled([e.id for e in data.encounters]))
        self.hot_springs = Deck(rng.shuffled([h.id for h in data.hot_springs]))
        self.meals = Deck(rng.shuffled([m.id for m in data.meals]))
        self.revealed: list[str] = []  # the souvenirs on display at a village
        self.village_prices: list[int] = []  # the full prices of what was bought there
        self.one_coin_used = False  # Zen-emon's one souvenir for 1 coin at this village
        self.village_devotion: int | None = None  # what Devotion paid for Sasayakko's souvenir
        self.drawn: list[str] = []  # Yoshiyasu's two encounters to keep one of
        self.hand: list[str] = []  # the inn's meal hand
        self.hand_drawn = False
        self.hand_seen: list[int] = []  # seats that looked at the hand
        self.peeked: str | None = None  # Satsuki's free meal on offer
        # What a view withholds (always empty in a full state).
        self.hidden_hand = 0
        self.hidden_drawn = 0
        self.hidden_peek = False
        self.actor = 0  # the pawn whose steps run
        self.queue: list[str] = []
        self.over = False
        self._to_act: tuple[int, ...] = ()
        self._final: Scores | None = None
        self.offers: list[tuple[str, ...]] = [() for _ in range(players)]
        self.chosen: list[str | None] = [None] * players
        self.box: list[str] = []
        opening: list[Event] = []
        self.hidden_offers: list[int] = []  # seats whose offer a view withholds
        # Crossroads supplies: cherry trees and bath houses are alike, the rest chosen by name.
        self.cherry_left = self.bath_left = 0
        self.amulets_in_game: tuple[str, ...] = ()
        self.amulet_supply: list[str] = []  # hidden but from the seat choosing one
        self.hidden_supply = 0
        self.legendary_supply: list[str] = []
        self.calligraphy_supply: list[str] = []
        self.luck_order: list[int] = []  # seats still to decide on Good luck
        if crossroads:
            self._lay_out_crossroads()
        if initiation:
            self._depart(opening)
        else:
            self._deal_travellers(opening)
            self.queue = [CHOOSE_TRAVELLER, DEPART]
        self._carry_on(opening, chance=False)
        self._opening = tuple(opening)

    # -- set-up --------------------------------------------------------------------------------

    def _lay_out_crossroads(self) -> None:
        """§12 set-up; "Rare and precious" keeps a random few of each type (decision 7)."""
        tables = self.rules.data.crossroads
        amulets = list(tables.amulets)
        legendary = [o.id for o in tables.legendary_objects]
        calligraphies = list(tables.calligraphies)
        self.cherry_left, self.bath_left = tables.cherry_trees, tables.bath_houses
        if self.rare_and_precious:
            keep = RARE_AND_PRECIOUS[self.rules.players]
            self.cherry_left = min(self.cherry_left, keep)
            self.bath_left = min(self.bath_left, keep)
            amulets = self.rng.shuffled(amulets)[:keep]
            legendary = self.rng.shuffled(legendary)[:keep]
            calligraphies = self.rng.shuffled(calligraphies)[:keep]
        self.amulets_in_game = tuple(sorted(amulets))
        self.amulet_supply = sorted(amulets)
        self.legendary_supply = sorted(legendary)
        self.calligraphy_supply = sorted(calligraphies)

    def _deal_travellers(self, log: list[Event]) -> None:
        """§2.2: two travellers each; the set-up is the state's own chance (Next Station flips
        its first card the same way), so the first decision is already open."""
        data = self.rules.data
        pool = data.travellers if self.crossroads else data.base_travellers()
        tiles = self.rng.shuffled([t.id for t in pool])
        for seat in range(self.rules.players):
            self.offers[seat] = tuple(tiles[:TRAVELLERS_DEALT])
            del tiles[:TRAVELLERS_DEALT]
            log.append(Event.of("travellers_dealt", visible_to=(seat,), seat=seat,
                                travellers=list(self.offers[seat])))
        self.box = tiles

    def _depart(self, log: list[Event] | None) -> None:
        """Reveal the travellers, give the coins, put the pawns at Kyoto in random order."""
        travellers = {t.id: t for t in self.rules.data.travellers}
        for seat, journey in enumerate(self.journeys):
            if self.initiation:
                journey.coins = INITIATION_COINS
            else:
                traveller = travellers[self.chosen[seat]]
                journey.traveller, journey.ability = traveller.id, traveller.ability
                journey.coins = traveller.coins
        self.offers = [() for _ in self.journeys]
        self.chosen = [None] * len(self.journeys)
        self.box = []
        self.slot = self.rng.shuffled(list(range(self.rules.pawns)))
        order = self.departure_order()
        if self.preparations:
            for change, seat in zip(PREPARATIONS[self.rules.players], order, strict=True):
                self.journeys[seat].coins = max(0, self.journeys[seat].coins + change)
        if self.good_luck:
            self.luck_order = order
            self.queue.append(GOOD_LUCK)
        if log is not None:
            log.append(Event.of("departed", order=list(order),  # its own: Good luck pops
                                travellers=[j.traveller for j in self.journeys],
                                coins=[j.coins for j in self.journeys], reveals=True))

    def departure_order(self) -> list[int]:
        """The seats in the order they leave Kyoto: the rearmost slot first (§2.4)."""
        return [p for p in sorted(range(self.rules.pawns), key=lambda p: -self.slot[p])
                if p != self.rules.neutral]

    # -- where the pawns are -------------------------------------------------------------------

    def _place(self, pawn: int) -> int:
        """Order on the road: farther on is more; at a stop the later arrival is behind."""
        return self.stop[pawn] * PLACES_PER_STOP - self.slot[pawn]

    def rearmost(self) -> int:
        """The pawn of least place: at the stop farthest behind, the last to arrive there (the
        highest slot). Asked at every turn, so the pawns are not placed one by one."""
        stop = self.stop
        last = min(stop)
        if stop.count(last) == 1:
            return stop.index(last)
        return min(zip(stop, map(neg, self.slot), range(len(stop)), strict=True))[2]

    def leader(self) -> int:
        """The seat whose traveller leads: it moves the neutral traveller (§10.1)."""
        return max(range(self.rules.players), key=self._place)

    def seat_of(self, pawn: int) -> int:
        return self.leader() if pawn == self.rules.neutral else pawn

    def occupants(self, stop: int) -> int:
        return self.stop.count(stop)

    def stop_problem(self, pawn: int, to: int) -> str | None:
        """Why ``pawn`` may not stop at ``to`` now, as a message key, or None (§4.2-4.5)."""
        rules = self.rules
        here = self.stop[pawn]
        if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= rules.final:
            return "tokaido.no_such_stop"
        if to <= here:
            return "tokaido.behind"
        if to > rules.next_inn[here]:
            return "tokaido.past_inn"
        if self.occupants(to) >= rules.capacity[to]:
            return "tokaido.occupied"
        if pawn == rules.neutral:
            return None  # the neutral traveller does nothing, so it may stop anywhere free
        return self._offer_problem(self.journeys[pawn], to)

    def _offer_problem(self, journey: Journey, to: int) -> str | None:
        """Binding decision 10: a stop whose only option cannot be taken is no destination."""
        kind = self.rules.kinds[to]
        if self.crossroads and kind != "inn":
            problem = self._base_problem(journey, to)
            if problem is None or self._crossroads_possible(journey, to):
                return None
            return problem
        return self._base_problem(journey, to)

    def _base_problem(self, journey: Journey, to: int, coins: int | None = None) -> str | None:
        """Why the stop's own effect cannot be taken with ``coins`` (those held: None)."""
        panorama = self.rules.panorama_of[to]
        if panorama >= 0:  # the most common stops first
            if journey.panoramas[panorama] >= PANORAMA_SIZES[panorama]:
                return "tokaido.panorama_complete"
            return None
        kind = self.rules.kinds[to]
        if coins is None:
            coins = journey.coins
        if kind == "village":
            if coins < 1:
                return "tokaido.village_needs_coin"
            return None if self.souvenirs else "tokaido.no_souvenirs_left"
        if kind == "temple":  # decision 15: Hirotada too needs a coin of his own
            return None if coins >= 1 else "tokaido.temple_needs_coin"
        if kind == "encounter":
            return None if self.encounters else "tokaido.no_encounters_left"
        if kind == "hot_spring":
            return None if self.hot_springs else "tokaido.no_hot_springs_left"
        return None

    # -- the engine contract -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def is_over(self) -> bool:
        return self.over

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def step(self) -> str | None:
        return self.queue[0] if self.queue else None

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self._to_act:
            return []
        step = self.queue[0]
        if step == MOVE:
            return self._moves_fast(seat)
        if step == CHOOSE_EFFECT:  # the next most common: at every Crossroads stop
            return self._effect_choices()
        return self._legal(seat, step)

    def _legal(self, seat: int, step: str) -> list[Action]:
        if step == MOVE:
            return self._moves_fast(seat)
        if step in CROSSROADS_DECISIONS:
            return self._crossroads_actions(step)
        if step == CHOOSE_TRAVELLER:
            return [Action.of("traveller", id=t) for t in self.offers[seat]]
        journey = self.journeys[self.actor]
        if step == DONATE:
            return [DONATIONS[n] for n in range(1, min(TEMPLE_MAX_DONATION, journey.coins) + 1)]
        if step == BUY_SOUVENIR:
            return self._souvenir_purchases(journey) + [STOP_BUYING]
        if step == KEEP_ENCOUNTER:
            return [card_choice("keep", card) for card in self.drawn]
        if step == GUIDE_PANORAMA:
            return [PANORAMA_ACTIONS[p] for p in self._open_panoramas(journey)]
        if step == FREE_MEAL:
            return [TAKE_FREE_MEAL, REFUSE_FREE_MEAL]
        return self._meal_purchases(journey) + [PASS_MEAL]

    def _moves(self, seat: int) -> list[Action]:
        """The moves of the pawn ``seat`` moves (its own or the neutral traveller, the actor):
        the stops ``stop_problem`` allows up to the next inn, and the amulets' moves."""
        pawn = self.actor
        rules = self.rules
        here = self.stop[pawn]
        legal = [move for move in rules.reach[here]
                 if self.stop_problem(pawn, move.args[0][1]) is None]
        if self.crossroads and pawn != rules.neutral and self.journeys[pawn].amulets:
            legal += self._amulet_moves(pawn)
        return legal

    def _moves_fast(self, seat: int) -> list[Action]:
        """``_moves``, found without asking ``stop_problem`` stop by stop, by classes of stops
        (``_open_classes``): the search bots' playouts spend most of their time here, and
        `tabibito bench` plays a tenth more of them a second so. The conformance suite holds
        it to ``_moves`` (``fast_twins``)."""
        pawn = self.actor
        rules = self.rules
        stops = self.stop
        here = stops[pawn]
        classes = rules.reach_classes[here]
        if pawn == rules.neutral:  # it does nothing at a stop, so any free one will do
            wanted = [True] * len(classes)
        else:  # the stops of the classes open to the traveller
            wanted = list(map(self._open_classes(self.journeys[pawn]).__getitem__, classes))
        last, capacity = rules.next_inn[here], rules.capacity
        for stop in stops:  # only where the pawns are can a stop be full
            if here < stop <= last and stops.count(stop) >= capacity[stop]:
                wanted[stop - here - 1] = False
        legal = list(compress(rules.reach[here], wanted))
        if self.crossroads and pawn != rules.neutral and self.journeys[pawn].amulets:
            legal += self._amulet_moves(pawn)
        return legal

    def _open_classes(self, journey: Journey) -> list[bool]:
        """For each class of stop, whether its stops are destinations for ``journey``: what
        ``_offer_problem`` says of each of them."""
        coins = journey.coins
        souvenirs, encounters, springs = self.souvenirs, self.encounters, self.hot_springs
        paddy, mountain, sea = journey.panoramas  # not yet completed: open
        # A deck holds cards while it has some on top or under it (read here without a call).
        open_classes = [True, coins >= 1 and bool(souvenirs.cards or souvenirs.under),
                        coins >= 1, bool(encounters.cards or encounters.under),
                        bool(springs.cards or springs.under),
                        paddy < PADDY_PARTS, mountain < MOUNTAIN_PARTS, sea < SEA_PARTS]
        if self.crossroads and not all(open_classes):
            self._open_by_crossroads(journey, open_classes)
        return open_classes

    def _open_by_crossroads(self, journey: Journey, open_classes: list[bool]) -> None:
        """The Crossroads effect opens what the base effect leaves closed."""
        class_stop = self.rules.class_stop
        for cls in range(VILLAGE_CLASS, PANORAMA_CLASS):
            if not open_classes[cls]:
                open_classes[cls] = self._crossroads_possible(journey, class_stop[cls])
        if self.cherry_left:  # every panorama offers a cherry tree, a completed one too
            open_classes[PANORAMA_CLASS:] = [True] * len(PANORAMAS)

    def _souvenir_purchases(self, journey: Journey) -> list[Action]:
        souvenirs = self.rules.cards.souvenirs
        actions = []
        devotion = self.crossroads and bool(journey.amulets) and journey.usable(DEVOTION)
        for card in self.revealed:
            price = souvenirs[card].price
            if price <= journey.coins:
                actions.append(card_choice("buy", card))
                if devotion:
                    actions.append(Action.of("buy", card=card, devotion=True))
            if (journey.ability == ZEN_EMON and not self.one_coin_used
                    and price > ZEN_EMON_PRICE and journey.coins >= ZEN_EMON_PRICE):
                actions.append(Action.of("buy", card=card, one_coin=True))
                if devotion:
                    actions.append(Action.of("buy", card=card, one_coin=True, devotion=True))
        return actions

    def _meal_purchases(self, journey: Journey) -> list[Action]:
        cards = self.rules.cards
        dish, printed = cards.dish, cards.meal_price
        eaten = set(map(dish.__getitem__, journey.meals))
        # What meal_price allows, asked of the printed price (coins are never below 0).
        affordable = journey.coins + (KINKO_DISCOUNT if journey.ability == KINKO else 0)
        actions = [card_choice("eat", card) for card in self.hand
                   if dish[card] not in eaten and printed[card] <= affordable]
        if self.crossroads and journey.amulets:
            if journey.usable(DEVOTION):
                actions += [Action.of("eat", card=a["card"], devotion=True) for a in actions
                            if self.meal_price(journey, a["card"]) > 0]
            if journey.usable(HOSPITALITY):  # §12.9: the meal for free
                actions += [Action.of("eat", card=card, amulet=HOSPITALITY) for card in self.hand
                            if dish[card] not in eaten]
        return actions

    def meal_price(self, journey: Journey, card: str) -> int:
        """What a meal costs this traveller: Kinko pays 1 coin less (§9)."""
        price = self.rules.cards.meal_price[card]
        return max(0, price - KINKO_DISCOUNT) if journey.ability == KINKO else price

    @staticmethod
    def _open_panoramas(journey: Journey) -> list[str]:
        return [p for index, p in enumerate(PANORAMAS) if not journey.completed(index)]

    def rule_problem(self, seat: int, action: Action) -> IllegalAction | None:
        if seat not in self._to_act:
            return IllegalAction("tokaido.not_your_turn", seat=seat)
        if self.queue[0] == MOVE and action.kind == "move" and len(action.args) == 1:
            problem = self.stop_problem(self.actor, action.get("stop"))
            return None if problem is None else IllegalAction(problem, stop=action.get("stop"))
        if action not in self.legal_actions(seat):
            return IllegalAction("action.illegal", action=str(action))
        return None

    def prompt(self, seat: int) -> Prompt | None:
        if seat not in self._to_act:
            return None
        step = self.queue[0]
        if step == CHOOSE_TRAVELLER:
            return Prompt(step, {"travellers": list(self.offers[seat])})
        params: dict[str, Any] = {"pawn": self.actor, "neutral": self.actor == self.rules.neutral}
        if step == BUY_SOUVENIR:
            params["souvenirs"] = list(self.revealed)
        elif step == KEEP_ENCOUNTER:
            params["encounters"] = list(self.drawn)
        elif step == FREE_MEAL:
            params["meal"] = self.peeked
        elif step == BUY_MEAL:
            params["meals"] = list(self.hand)
        elif step == BUY_LEGENDARY:
            params["objects"] = list(self.legendary_supply)
        elif step == BUY_AMULET:
            params["amulets"] = list(self.amulet_supply)
        elif step == BUY_CALLIGRAPHY:
            params["calligraphies"] = list(self.calligraphy_supply)
        elif step == CHOOSE_EFFECT:
            params["stop_kind"] = self.rules.kinds[self.stop[self.actor]]
        return Prompt(step, params)

    def has_secrets(self, seat: int) -> bool:
        """A seat's view shows its own traveller offer, the meal hand it looked at, Satsuki's
        free meal or Yoshiyasu's two encounters."""
        if self.offers[seat] or seat in self.hand_seen and self.hand:
            return True
        if self.crossroads:  # amulets held, or the amulet supply being looked through
            if self.journeys[seat].amulets:
                return True
            if self.queue and self.queue[0] == BUY_AMULET and self.seat_of(self.actor) == seat:
                return True
        return bool(self.peeked or self.drawn) and self.seat_of(self.actor) == seat

    # -- decisions -----------------------------------------------------------------------------

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

    def perform(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._act(seat, action, events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        DECIDE[self.queue[0]](self, seat, action, None)  # what _act does, a call less
        self._carry_on(None, chance=False)

    def _act(self, seat: int, action: Action, log: list[Event] | None) -> None:
        DECIDE[self.queue[0]](self, seat, action, log)
        self._carry_on(log, chance=False)

    # Each decision step's effect (DECIDE below): the decision leaves the queue, then acts.

    def _decide_move(self, seat: int, action: Action, log: list[Event] | None) -> None:
        if action.kind == "amulet":  # Fortune, before the move
            self._use_amulet(FORTUNE, log)
            self.queue.insert(0, ROLL_FORTUNE)
            return
        self.queue.pop(0)
        if self.crossroads and len(action.args) > 1 and action.get("amulet") == FRIENDSHIP:
            self._use_amulet(FRIENDSHIP, log)
        self._arrive(self.actor, action["stop"], log)

    def _decide_crossroads(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._crossroads_decision(self.queue[0], action, log)

    def _decide_traveller(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._choose_traveller(seat, action["id"], log)

    def _decide_donation(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._donate(action["coins"], log)

    def _decide_souvenir(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._buy_souvenir(action, log)

    def _decide_encounter(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._keep_encounter(action["card"], log)

    def _decide_panorama(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._take_panorama(self.actor, PANORAMAS.index(action["panorama"]), log)

    def _decide_free_meal(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._free_meal(action["take"], log)

    def _decide_meal(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        if action.kind != "eat":
            if log is not None:
                log.append(Event.of("meal_passed", seat=self.actor))
            return
        card = action["card"]
        if not self.crossroads:  # no amulet pays for a base-game meal
            self._eat(card, log)
        elif action.get("amulet") == HOSPITALITY:
            self._use_amulet(HOSPITALITY, log)
            self.hand.remove(card)
            self._eat(card, log, paid=0)
        else:
            self._eat(card, log, devotion=bool(action.get("devotion")))

    def _choose_traveller(self, seat: int, traveller: str, log: list[Event] | None) -> None:
        self.chosen[seat] = traveller
        if log is not None:
            log.append(Event.of("traveller_chosen", visible_to=(seat,), seat=seat,
                                traveller=traveller))
        if all(self.chosen):
            self.queue.pop(0)

    # -- the resolution step -------------------------------------------------------------------

    def resolve(self) -> list[Event]:
        if not self.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        events: list[Event] = []
        self._carry_on(events, chance=True)
        return events

    def resolve_trusted(self) -> None:
        self._carry_on(None, chance=True)

    def _carry_on(self, log: list[Event] | None, *, chance: bool) -> None:
        """Run the queue until a decision is due, a chance step is due outside the resolution
        step, or the journey ends at Edo."""
        while True:
            queue = self.queue  # read again each time: arriving at a stop sets a new queue
            if not queue:
                self._next_turn(log)
                return
            step = queue[0]
            if step in DECISIONS:
                if step == GOOD_LUCK:
                    self.actor = self.luck_order[0]
                alone = ALONE.get(step)  # nothing to decide: taken at once
                if alone is not None and alone(self, step, log):
                    continue
                actor = self.actor
                if step == CHOOSE_TRAVELLER or actor == self.rules.neutral:
                    self._to_act = self._deciders(step)
                else:
                    self._to_act = (actor,)  # what _deciders gives, a call less
                return
            if step in CHANCES and not chance:
                self._to_act = ()
                return
            queue.pop(0)
            STEPS[step](self, log)

    def _next_turn(self, log: list[Event] | None) -> None:
        """The rearmost traveller moves (a move is always a decision), or the journey ends."""
        rules = self.rules
        if min(self.stop) == rules.final:  # everyone at the end: no stop is past it
            self._end(log)
            return
        actor = self.actor = self.rearmost()
        self.queue.append(MOVE)
        if actor == rules.neutral:
            self._to_act = (self.leader(),)  # seat_of: the leading seat moves the neutral
            return
        if self.crossroads:
            self.journeys[actor].fresh = []  # a new turn (decision 13)
        self._to_act = (actor,)

    def _deciders(self, step: str) -> tuple[int, ...]:
        if step == CHOOSE_TRAVELLER:
            return tuple(seat for seat, chosen in enumerate(self.chosen) if chosen is None)
        return (self.seat_of(self.actor),)

    # Each decision step that may have nothing to decide (ALONE below): whether it had not,
    # and was taken at once (it then leaves the queue); _carry_on asks them.

    def _crossroads_alone(self, step: str, log: list[Event] | None) -> bool:
        actions = self._effect_choices() if step == CHOOSE_EFFECT else self._crossroads_actions(
            step)
        if len(actions) > 1 or actions and step not in TAKEN_WHEN_ALONE:
            return False
        if actions:
            self._crossroads_decision(step, actions[0], log)
        else:
            self.queue.pop(0)
            if log is not None and step in PURCHASED_AT:  # the second of both, not payable now
                log.append(Event.of("cannot_pay", seat=self.actor, option=PURCHASED_AT[step]))
        return True

    def _donation_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.journeys[self.actor].coins >= 1:
            return False
        self.queue.pop(0)  # a Crossroads "both" with no coin left for the temple
        return True

    def _souvenir_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.revealed and self._souvenir_purchases(self.journeys[self.actor]):
            return False
        self.queue.pop(0)
        self._leave_village(log)
        return True

    def _panorama_alone(self, step: str, log: list[Event] | None) -> bool:
        open_panoramas = self._open_panoramas(self.journeys[self.actor])
        if len(open_panoramas) > 1:
            return False
        self.queue.pop(0)
        if open_panoramas:
            self._take_panorama(self.actor, PANORAMAS.index(open_panoramas[0]), log)
        return True

    def _free_meal_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.peeked is not None and not self._has_eaten(self.journeys[self.actor],
                                                           self.peeked):
            return False
        self.queue.pop(0)
        self._free_meal(False, log)
        return True

    def _meal_alone(self, step: str, log: list[Event] | None) -> bool:
        if self._meal_purchases(self.journeys[self.actor]):
            return False
        self.queue.pop(0)
        return True

    def _end(self, log: list[Event] | None) -> None:
        self.over = True
        self._to_act = ()
        self._final = None
        self._final = self.scores()
        if log is not None:
            log.append(Event.of("game_over", totals=list(self._final.totals),
                                winners=list(self._final.winners)))

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
                journey.points["traveller"] += UMEGAE_POINTS
                journey.coins += UMEGAE_COINS
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

    def _take_panorama(self, seat: int, panorama: int, log: list[Event] | None) -> None:
        """The next part of a panorama scores its number; the first to complete a type takes its
        achievement (§5)."""
        journey = self.journeys[seat]
        journey.panoramas[panorama] += 1
        part = journey.panoramas[panorama]
        journey.points["panoramas"] += part
        name = PANORAMAS[panorama]
        if log is not None:
            log.append(Event.of("panorama_taken", seat=seat, panorama=name, part=part))
        if journey.completed(panorama) and name not in self.achievers:
            self.achievers[name] = seat
            journey.points["panorama_achievements"] += scoring.ACHIEVEMENT_POINTS
            if log is not None:
                log.append(Event.of("achievement", seat=seat, achievement=name,
                                    points=scoring.ACHIEVEMENT_POINTS))

    def _donate(self, coins: int, log: list[Event] | None) -> None:
        """§5 Temple: 1 to 3 coins, 1 point each; Hirotada adds a coin from the bank (§9)."""
        pawn = self.actor
        journey = self.journeys[pawn]
        journey.coins -= coins
        self.temple[pawn] += coins
        journey.points["temples"] += coins
        if journey.ability == "temple_bank_coin":
            self.temple[pawn] += HIROTADA_BANK_COINS
            journey.points["traveller"] += HIROTADA_BANK_COINS
        if log is not None:
            log.append(Event.of("donated", seat=pawn, coins=coins, total=self.temple[pawn]))

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
        if journey.souvenir_bonus:  # Shodo and Emaki: +1 for each later souvenir (decision 11)
            journey.points["legendary_objects"] += journey.souvenir_bonus
        if log is not None:
            log.append(Event.of("souvenir_gained", seat=seat, souvenir=card, paid=paid,
                                points=points))

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
            params = {"from_temple": True} if from_temple else {}
            log.append(Event.of("souvenir_free", seat=self.actor, coins=refund, **params))

    # -- hot springs and encounters ------------------------------------------------------------

    def _draw_hot_spring(self, log: list[Event] | None) -> None:
        for card in self.hot_springs.draw(self.rng, 1):
            journey = self.journeys[self.actor]
            value = self.rules.cards.hot_springs[card]
            journey.hot_springs.append(card)
            journey.points["hot_springs"] += value
            if log is not None:
                log.append(Event.of("hot_spring", seat=self.actor, card=card, points=value,
                                    reveals=True))

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
            log.append(Event.of("encounter", seat=self.actor, card=card, encounter=encounter.kind,
                                reveals=True))
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
        if journey.ability == NAMPO:  # §12.12: the printed price in points
            journey.points["traveller"] += self.rules.cards.meals[card].price
        if log is not None:
            log.append(Event.of("meal_eaten", seat=self.actor, meal=card, paid=paid,
                                points=scoring.MEAL_POINTS))

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
                log.append(Event.of("donated", seat=self.actor, coins=coins,
                                    total=self.temple[self.actor]))

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
            log.append(Event.of("cherry_tree", seat=self.actor, points=tables.cherry_tree_points,
                                coins=tables.cherry_tree_coins))

    def _umegae_bonus(self, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        if journey.ability == "encounter_bonus":
            journey.points["traveller"] += UMEGAE_POINTS
            journey.coins += UMEGAE_COINS

    def _buy_bath_house(self, devotion: bool, log: list[Event] | None) -> None:
        """A bath house: 1 coin, 4 points; it counts as a hot spring for the Bather (§12)."""
        tables = self.rules.data.crossroads
        journey = self.journeys[self.actor]
        self._pay(journey, tables.bath_house_price, devotion, log)
        self.bath_left -= 1
        journey.bath_houses += 1
        journey.points["bath_houses"] += tables.bath_house_points
        if log is not None:
            log.append(Event.of("bath_house", seat=self.actor, points=tables.bath_house_points))

    def _buy_legendary(self, card: str, devotion: bool, log: list[Event] | None) -> None:
        """§12.10 and decision 11."""
        obj = self.rules.cards.legendary[card]
        journey = self.journeys[self.actor]
        self._pay(journey, obj.price, devotion, log)
        self.legendary_supply.remove(card)
        points = legendary_points(journey, obj.effect, obj.points)
        journey.legendary.append(card)
        if obj.effect == "fifth_family":
            journey.families[FIFTH_FAMILY] += 1
            journey.points["souvenirs"] += points
        else:
            journey.points["legendary_objects"] += points
            if obj.effect == "souvenir_points":
                journey.souvenir_bonus += 1
        if log is not None:
            log.append(Event.of("legendary_object", seat=self.actor, object=card, paid=obj.price,
                                points=points))

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

    # -- scores (§8) ---------------------------------------------------------------------------

    def achievements(self) -> list[list[str]]:
        """Each seat's achievement cards: the panoramas during play, the rest at the end."""
        held: list[list[str]] = [[] for _ in self.journeys]
        for name, seat in self.achievers.items():
            held[seat].append(name)
        if self.over:
            for name, takers in self._end_achievers().items():
                for seat, takes in enumerate(takers):
                    if takes:
                        held[seat].append(name)
        return held

    def _end_achievers(self) -> dict[str, list[bool]]:
        price = self.rules.cards.meal_price.__getitem__
        gourmet, collector, bather, chatterbox = [], [], [], []  # counted in one pass
        for j in self.journeys:
            # §12: legendary objects count for the Collector, bath houses for the Bather,
            # calligraphies for the Chatterbox (all zero without Crossroads).
            gourmet.append(sum(map(price, j.meals)))
            collector.append(len(j.souvenirs) + len(j.legendary))
            bather.append(len(j.hot_springs) + j.bath_houses)
            chatterbox.append(len(j.encounters) + len(j.calligraphies))
        return {"gourmet": scoring.most(gourmet), "collector": scoring.most(collector),
                "bather": scoring.most(bather), "chatterbox": scoring.most(chatterbox)}

    def breakdown(self, seat: int, held: list[list[str]] | None = None,
                  ranking: list[int] | None = None) -> dict[str, int]:
        """The seat's points by category; ``held`` (the achievements) and ``ranking`` (the
        temple ranking's points) when already known for every seat."""
        journey = self.journeys[seat]
        points = dict(journey.points)
        held = self.achievements() if held is None else held
        if journey.ability == MITSUKUNI:  # +1 per hot spring, bath house, achievement (§9, §12)
            points["traveller"] += (len(journey.hot_springs) + journey.bath_houses
                                    + len(held[seat]))
        categories = scoring.END_CATEGORIES
        if self.crossroads:
            categories += scoring.CROSSROADS_END_CATEGORIES
        end = dict.fromkeys(categories, 0)
        if self.over:
            if ranking is None:
                ranking = scoring.temple_ranking(self.temple)
            end["temple_ranking"] = ranking[seat]
            for name in ("gourmet", "collector", "bather", "chatterbox"):
                if name in held[seat]:
                    end[name] = scoring.ACHIEVEMENT_POINTS
            if self.crossroads:
                end["calligraphies"] = self._calligraphy_points(seat, held[seat])
        points.update(end)
        return points

    def _calligraphy_points(self, seat: int, held: list[str]) -> int:
        journey = self.journeys[seat]
        if not journey.calligraphies:  # nothing to count (the end of every playout asks)
            return 0
        facts = scoring.JourneyFacts(
            completed_panoramas=sum(map(ge, journey.panoramas, PANORAMA_SIZES)),
            cherry_trees=journey.cherry_trees, legendary_objects=len(journey.legendary),
            souvenirs=len(journey.souvenirs),
            arrived_after=self.rules.pawns - 1 - self.slot[seat],
            achievements=len(held), calligraphies=len(journey.calligraphies),
            coins=journey.coins, meals=len(journey.meals))
        return sum(scoring.calligraphy_points(name, facts) for name in journey.calligraphies)

    def scores(self) -> Scores:
        if self._final is not None:
            return self._final
        held = self.achievements()
        ranking = scoring.temple_ranking(self.temple) if self.over else None
        breakdowns = tuple(self.breakdown(seat, held, ranking)
                           for seat in range(len(self.journeys)))
        totals = tuple(sum(b.values()) for b in breakdowns)
        return Scores(totals, breakdowns, scoring.winners(totals, [len(h) for h in held]))

    # -- views, worlds, clones, snapshots ------------------------------------------------------

    def clone(self) -> TokaidoState:
        twin = object.__new__(TokaidoState)
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

    def view(self, seat: int | None) -> TokaidoState:
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

    def determinize(self, seat: int | None, rng: Rng) -> TokaidoState:
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
                          + [c for j in journeys for c in j.souvenirs], data.souvenirs),
            "encounters": (self.encounters.unseen() + self.drawn
                           + [c for j in journeys for c in j.encounters], data.encounters),
            "hot springs": (self.hot_springs.unseen()
                            + [c for j in journeys for c in j.hot_springs], data.hot_springs),
            "meals": (self.meals.unseen() + self.hand + ([self.peeked] if self.peeked else [])
                      + [c for j in journeys for c in j.meals], data.meals),
        }
        return [f"the {name} are not the deck's cards" for name, (cards, deck) in where.items()
                if sorted(cards) != sorted(card.id for card in deck)]

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


def legendary_points(journey: Journey, effect: str, points: int) -> int:
    """What a legendary object scores when bought (§12.10, decision 11): Shodo and Emaki a point
    per souvenir and legendary object already owned, Buppatsu and Ema as a fifth-family
    souvenir, Murasame and Masamune their printed points."""
    if effect == "souvenir_points":
        return len(journey.souvenirs) + len(journey.legendary)
    if effect == "fifth_family":
        return scoring.souvenir_points(journey.families, FIFTH_FAMILY)
    return points


# What a clone copies (the rest of a state is shared or replaced, never changed in place).
CLONED_LISTS = ("stop", "slot", "temple", "revealed", "village_prices", "drawn", "hand",
                "hand_seen", "queue", "offers", "chosen", "box", "hidden_offers",
                "amulet_supply", "legendary_supply", "calligraphy_supply", "luck_order")
CLONED_DECKS = ("souvenirs", "encounters", "hot_springs", "meals")

# What each decision does (TokaidoState._act), and for those that may offer a single choice or
# none, how they are taken alone (TokaidoState._carry_on; the others always wait).
DECIDE = {
    MOVE: TokaidoState._decide_move,
    CHOOSE_TRAVELLER: TokaidoState._decide_traveller,
    DONATE: TokaidoState._decide_donation,
    BUY_SOUVENIR: TokaidoState._decide_souvenir,
    KEEP_ENCOUNTER: TokaidoState._decide_encounter,
    GUIDE_PANORAMA: TokaidoState._decide_panorama,
    FREE_MEAL: TokaidoState._decide_free_meal,
    BUY_MEAL: TokaidoState._decide_meal,
    **dict.fromkeys(CROSSROADS_DECISIONS, TokaidoState._decide_crossroads),
}
ALONE = {
    DONATE: TokaidoState._donation_alone,
    BUY_SOUVENIR: TokaidoState._souvenir_alone,
    GUIDE_PANORAMA: TokaidoState._panorama_alone,
    FREE_MEAL: TokaidoState._free_meal_alone,
    BUY_MEAL: TokaidoState._meal_alone,
    **dict.fromkeys(CROSSROADS_DECISIONS, TokaidoState._crossroads_alone),
}

STEPS = {
    ROLL_GAMING_ROOM: TokaidoState._roll_gaming_room,
    ROLL_FORTUNE: TokaidoState._roll_fortune,
    ROLL_JIROCHO: TokaidoState._roll_jirocho,
    DRAW_LUCKY_AMULET: TokaidoState._draw_lucky_amulet,
    DAIGORO_SOUVENIR: TokaidoState._daigoro_souvenir,
    FARM_STEP: TokaidoState._farm_coins,
    PANORAMA_STEP: TokaidoState._panorama_part,
    CHERRY_TREE: TokaidoState._cherry_tree,
    UMEGAE_BONUS: TokaidoState._umegae_bonus,
    DEPART: TokaidoState._depart,
    REVEAL_SOUVENIRS: TokaidoState._reveal_souvenirs,
    DRAW_HOT_SPRING: TokaidoState._draw_hot_spring,
    DRAW_ENCOUNTER: TokaidoState._draw_encounter,
    CRAFTSMAN_SOUVENIR: TokaidoState._craftsman_souvenir,
    DRAW_MEALS: TokaidoState._draw_meals,
    PEEK_MEAL: TokaidoState._peek_meal,
    NEUTRAL_MEAL: TokaidoState._neutral_meal,
    LEAVE_TABLE: TokaidoState._leave_table,
}


@lru_cache(maxsize=64)
def rules_for(data: TokaidoData, players: int, return_trip: bool, gastronomy: bool) -> Rules:
    """One Rules per set-up, shared by all its states (and their clones and views)."""
    return Rules(data, players, return_trip=return_trip, gastronomy=gastronomy)


def new_state(data: TokaidoData, players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> TokaidoState:
    """A fresh game for ``players`` with the base variants of ``options``."""
    options = options or {}
    rules = rules_for(data, players, bool(options.get("return_trip")),
                      bool(options.get("gastronomy")))
    return TokaidoState(rules, Rng(seed), initiation=bool(options.get("initiation")),
                        preparations=bool(options.get("preparations")),
                        crossroads=bool(options.get("crossroads")),
                        rare_and_precious=bool(options.get("rare_and_precious")),
                        good_luck=bool(options.get("good_luck")))


def tokaido_state(state: State) -> TokaidoState:
    """``state`` as the Tokaido state it is: what the engine and the UI hold as a ``State``
    (a match's state, a seat's view), typed for this game's own reading."""
    if not isinstance(state, TokaidoState):
        raise TypeError(f"not a Tokaido state: {type(state).__name__}")
    return state

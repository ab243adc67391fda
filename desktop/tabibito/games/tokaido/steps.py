"""Tokaido's vocabulary of play: the numbers of the rules and of Crossroads (§12), the steps a
stop queues (decisions, chance and automatic ones), the base and Crossroads steps of each kind of
stop, and every action of the game with its arguments."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabibito.engine import Action, ActionKinds, Omittable

from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES

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
# (Keyed by str | None: it is asked of any journey's ability, none before the departure.)
BOTH_BY_ABILITY: dict[str | None, str] = {MIYATAKA: "temple", KITA: "encounter"}
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
# What an encounter card scores at once (the Miko's coin on the temple is a point).
ENCOUNTER_POINTS = {"samurai": SAMURAI_POINTS, "miko": MIKO_TEMPLE_COINS}
# Travellers' abilities (§9), by the ability ids of the data.
HIROSHIGE, CHUUBEI = "inn_panorama", "inn_encounter"
KINKO, KINKO_DISCOUNT = "meal_discount", 1
YOSHIYASU_DRAWS = 2
SATSUKI = "free_meal"
MITSUKUNI = "bath_and_achievement_bonus"
MITSUKUNI_POINTS = 1  # per hot spring, bath house and achievement card
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

"""The spec of Tokaido's decision hero: its data (``DecisionSpec``, tiles, chips, the main
button), what every builder reads (``Context``), and the builders of the base game's decisions:
the travellers, the move, the market, the inn, the encounter kept, the guide's panorama, the
temple. The Crossroads decisions are built in ``decisions_crossroads``; which decision is shown
now, in ``decisions_now``.

Nothing here decides a rule: every tile's action is one of ``view.legal_actions(seat)``; what
it costs, scores and brings now is the rules' preview of that action (``insights.gain_now``,
travellers' abilities included); a price paid only at a later step is the one printed in the
game's data. The widgets only paint the spec.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabibito.engine import Action, Prompt
from tabibito.games.tokaido import insights, rules
from tabibito.games.tokaido.data import PANORAMA_PARTS, SOUVENIR_FAMILIES

from ..kit.i18n import fill
from . import art, texts
from .colours import pawn_colour, seat_colour
from .decisions_tiles import ACCENTS, FAMILY_ACCENTS, TileSpec
from .decisions_words import word


@dataclass(frozen=True)
class Chip:
    """A variant switched on before clicking a tile (an amulet, a traveller's ability)."""

    key: str
    label: str
    tooltip: str = ""
    icon: str = ""


@dataclass(frozen=True)
class Extra:
    """A secondary button beside the tiles (the Fortune amulet before a move)."""

    label: str
    action: Action
    icon: str = ""
    tooltip: str = ""


@dataclass(frozen=True)
class Main:
    """The main button of the bar: an action, or (``resolve``) the held resolution's confirm."""

    label: str
    action: Action | None = None
    resolve: bool = False
    loud: bool = False  # the one way on: drawn as the primary button


@dataclass
class DecisionSpec:
    kind: str
    title: str
    seat: int | None = None  # who decides (the colour dot, the coins shown)
    interactive: bool = False  # the shown seat decides: the tiles can be clicked
    caption: str = ""  # one line under the title
    message: str = ""  # words in the body (where to click, who wins)
    tiles: list[TileSpec] = field(default_factory=list)
    rows: bool = False  # a list, one row per card with all its words (cards whose rules differ)
    chips: list[Chip] = field(default_factory=list)
    extras: list[Extra] = field(default_factory=list)
    main: Main | None = None
    hint: str = ""  # the bar's "what to do now"
    coins: int | None = None
    points: int | None = None
    colour: str | None = None


def stop_accent(kind: str) -> str:
    if kind.endswith("_panorama"):
        return ACCENTS["panorama"]
    return {"village": FAMILY_ACCENTS["small_objects"], "temple": ACCENTS["temple"],
            "encounter": ACCENTS["encounter"], "hot_spring": ACCENTS["hot_spring"],
            "farm": ACCENTS["coin"], "inn": ACCENTS["meal"]}.get(kind, ACCENTS["plain"])


def flags(action: Action) -> frozenset[str]:
    """The variant chips an action stands for: Devotion, Zen-emon's one coin, an amulet."""
    found = set()
    if action.get("devotion"):
        found.add("devotion")
    if action.get("one_coin"):
        found.add("one_coin")
    amulet = action.get("amulet")
    if amulet in (rules.HOSPITALITY, rules.HEALTH):
        found.add(amulet)
    return frozenset(found)


def grouped(legal: list[Action], match: Callable[[Action], bool]) -> dict[frozenset[str], Action]:
    """The legal actions of one tile, by the chips they need."""
    return {flags(action): action for action in legal if match(action)}


def of_card(kind: str, card: str, key: str = "card") -> Callable[[Action], bool]:
    """Whether an action is of ``kind`` for ``card`` (its argument ``key``): one tile's."""
    return lambda action: action.kind == kind and action.get(key) == card


class Context:
    """What every builder reads: the view, the seat deciding, its journey and legal actions."""

    def __init__(self, table: Any, seat: int, prompt: Prompt, interactive: bool) -> None:
        self.table = table
        self.view = table.view()
        self.seat = seat
        self.prompt = prompt
        self.interactive = interactive
        self.journey = self.view.journeys[seat]
        self.cards = self.view.rules.cards
        self.legal = self.view.legal_actions(seat)
        self.names = table.seat_names
        self._gains: dict[Action, insights.Gain | None] = {}

    def param(self, name: str, default: Any = None) -> Any:
        return self.prompt.params.get(name, default)

    def pawn_name(self, pawn: int) -> str:
        return texts.pawn_name(pawn, self.names)

    def too_dear(self, price: int) -> str:
        return word("not_enough_coins") if price > self.journey.coins else ""

    def gain(self, action: Action) -> insights.Gain | None:
        """What the rules say ``action`` brings now (None: not legal)."""
        if action not in self._gains:
            self._gains[action] = insights.gain_now(self.view, self.seat, action)
        return self._gains[action]


def previewed(ctx: Context, tile: TileSpec, *, pays_now: bool = True) -> TileSpec:
    """The tile's price, points and coins under each variant, from the rules' preview of its
    actions. ``pays_now``: the tile's price is what its action pays at once (else a printed
    price paid at a later step stays, unless the action already pays something)."""
    for key, action in sorted(tile.actions.items(), key=lambda item: len(item[0]),
                              reverse=True):  # the plain action last: it sets the defaults
        gain = ctx.gain(action)
        if gain is None:
            continue
        if pays_now or gain.paid:
            tile.prices[key] = gain.paid
            tile.price = gain.paid if not key else tile.price
        tile.points_by[key], tile.coins_by[key] = gain.points, gain.coins
        if not key or tile.points is None:
            tile.points, tile.coins = gain.points, gain.coins
    return tile


def only_if_legal(ctx: Context, action: Action) -> dict[frozenset[str], Action]:
    """A tile's one action, if it is legal now (else the tile stays disabled)."""
    return {frozenset(): action} if action in ctx.legal else {}


# -- the builders, one per decision step -----------------------------------------------------------


def _choose_traveller(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("choose_traveller")
    spec.rows = True
    travellers = {t.id: t for t in ctx.view.rules.data.travellers}
    chosen = ctx.view.chosen[ctx.seat]
    for traveller in ctx.view.offers[ctx.seat]:
        action = Action.of("traveller", id=traveller)
        spec.tiles.append(TileSpec(
            traveller, art.traveller_picture(traveller), texts.traveller_name(traveller),
            texts.traveller_ability(traveller), purse=travellers[traveller].coins,
            accent=seat_colour(ctx.seat).name(),
            actions={frozenset(): action} if action in ctx.legal else {},
            chosen=chosen == traveller))
    if not spec.tiles:
        spec.message = word("travellers_hidden")


def _move(ctx: Context, spec: DecisionSpec) -> None:
    """Moving is the road's (a click on a lit stop); the hero offers what the road cannot: the
    Fortune amulet before the move, the stops Friendship opens."""
    neutral = ctx.param("neutral", False)
    spec.title = word("move_neutral_traveller") if neutral else word("on_road")
    for action in ctx.legal:
        if action == rules.USE_FORTUNE:
            spec.extras.append(Extra(fill(word("fortune_button"), texts.amulet_name("fortune")),
                                     action, "fortune", texts.amulet_effect("fortune")))
        elif action.kind == "move" and action.get("amulet") == rules.FRIENDSHIP:
            spec.tiles.append(_friendship_tile(ctx, action))
    if spec.tiles:
        spec.message = word("move_or_friendship")
        return
    pawn = ctx.param("pawn", ctx.seat)
    inn = ctx.view.rules.road.stops[ctx.view.rules.next_inn[ctx.view.stop[pawn]]].inn
    if not ctx.interactive:
        title = fill(word("choosing_stop"), ctx.pawn_name(ctx.seat))
    else:
        title = word("move_neutral_message") if neutral else word("move_tile_title")
    traveller = ctx.view.journeys[pawn].traveller if pawn < len(ctx.view.journeys) else None
    spec.tiles.append(TileSpec(
        "road", art.traveller_picture(traveller), title, fill(word("next_inn"), texts.inn_name(inn)) if inn else "",
        accent=pawn_colour(pawn, ctx.view.rules.neutral).name(), info=True))


def _friendship_tile(ctx: Context, action: Action) -> TileSpec:
    stop = action["stop"]
    kind = ctx.view.rules.kinds[stop]
    there = next((pawn for pawn, at in enumerate(ctx.view.stop) if at == stop), None)
    note = fill(word("beside"), ctx.pawn_name(there)) if there is not None else ""
    return previewed(ctx, TileSpec(f"friendship_{stop}", kind, texts.stop_name(kind), note,
                                   accent=stop_accent(kind), actions={frozenset(): action}),
                     pays_now=False)


def _buy_souvenir(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("village_market")
    for card in ctx.param("souvenirs", []):
        souvenir = ctx.cards.souvenirs[card]
        family = ctx.cards.family[card]
        actions = grouped(ctx.legal, of_card("buy", card))
        spec.tiles.append(previewed(ctx, TileSpec(
            card, art.picture("souvenir", card), texts.souvenir_name(card),
            texts.family_name(SOUVENIR_FAMILIES[family]), price=souvenir.price,
            accent=FAMILY_ACCENTS[SOUVENIR_FAMILIES[family]], actions=actions,
            reason="" if actions else ctx.too_dear(souvenir.price))))
    if not spec.tiles:
        spec.message = word("market_empty")
    spec.caption = word("market_caption")
    spec.main = Main(word("done_buying"), rules.STOP_BUYING,
                     loud=not any(t.actions for t in spec.tiles))


def _buy_meal(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = _inn_title(ctx)
    meals = ctx.cards.meals
    eaten = {meals[card].dish for card in ctx.journey.meals}
    for card in ctx.param("meals", []):
        price = ctx.view.meal_price(ctx.journey, card)
        actions = grouped(ctx.legal, of_card("eat", card))
        reason = word("eaten_before") if meals[card].dish in eaten else (
            "" if actions else ctx.too_dear(price))
        spec.tiles.append(previewed(ctx, TileSpec(
            card, art.picture("dish", meals[card].dish), texts.meal_name(card), price=price, accent=ACCENTS["meal"],
            actions=actions, reason=reason)))
    if not spec.tiles:
        spec.message = word("meals_hidden")
    if rules.PASS_MEAL in ctx.legal:
        spec.main = Main(word("no_meal"), rules.PASS_MEAL,
                         loud=not any(t.actions for t in spec.tiles))


def _inn_title(ctx: Context) -> str:
    stop = ctx.view.stop[ctx.param("pawn", ctx.seat)]
    inn = ctx.view.rules.road.stops[stop].inn
    return fill(word("dinner_at"), texts.inn_name(inn)) if inn else word("dinner")


def _free_meal(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = _inn_title(ctx)
    meal = ctx.param("meal")
    if meal is not None:
        spec.tiles.append(previewed(ctx, TileSpec(
            meal, art.picture("dish", ctx.cards.dish[meal]), texts.meal_name(meal),
            word("free_meal_note"), price=0,
            accent=ACCENTS["meal"], actions=only_if_legal(ctx, rules.TAKE_FREE_MEAL))))
    else:
        spec.message = word("free_meal_hidden")
    spec.tiles.append(TileSpec("refuse", "inn", word("choose_at_inn"),
                               word("refuse_note"), accent=ACCENTS["plain"],
                               actions=only_if_legal(ctx, rules.REFUSE_FREE_MEAL)))


def _keep_encounter(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("keep_one_encounter")
    for card in ctx.param("encounters", []):
        action = Action.of("keep", card=card)
        kind = ctx.cards.encounters[card].kind
        spec.tiles.append(previewed(ctx, TileSpec(
            card, kind, texts.encounter_name(card), texts.encounter_effect(card),
            accent=ACCENTS["encounter"], actions=only_if_legal(ctx, action))))
    if not spec.tiles:
        spec.message = word("encounters_hidden")


def _guide_panorama(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("choose_panorama")
    for action in ctx.legal:
        panorama = action["panorama"]
        part = ctx.journey.panoramas[rules.PANORAMAS.index(panorama)] + 1
        spec.tiles.append(previewed(ctx, TileSpec(
            panorama, f"{panorama}_panorama", texts.panorama_name(panorama),
            fill(word("part_of"), part, PANORAMA_PARTS[panorama]),
            accent=ACCENTS["panorama"], actions={frozenset(): action})))


def _donate(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = texts.stop_name("temple")
    given = ctx.view.temple[ctx.param("pawn", ctx.seat)]
    spec.caption = fill(word("temple_given"), texts.coins_text(given))
    for coins, action in rules.DONATIONS.items():
        spec.tiles.append(previewed(ctx, TileSpec(
            f"donate_{coins}", "temple", texts.coins_text(coins), price=coins,
            accent=ACCENTS["temple"], actions=only_if_legal(ctx, action),
            reason="" if action in ctx.legal else ctx.too_dear(coins))))


Builder = Callable[["Context", DecisionSpec], None]

BASE_BUILDERS: dict[str, Builder] = {
    rules.CHOOSE_TRAVELLER: _choose_traveller, rules.MOVE: _move,
    rules.BUY_SOUVENIR: _buy_souvenir, rules.BUY_MEAL: _buy_meal, rules.FREE_MEAL: _free_meal,
    rules.KEEP_ENCOUNTER: _keep_encounter, rules.GUIDE_PANORAMA: _guide_panorama,
    rules.DONATE: _donate,
}

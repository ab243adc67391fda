"""The Crossroads decisions of Tokaido's hero: the either/or at a stop (the stop's own effect or
the Crossroads one, both with Health or for Miyataka and Kita), the purchases it leads to (a
legendary object, an amulet, a calligraphy, a bath house), Vitality's second move, the Good luck
amulet before departure and Jirocho's bet at an inn. See ``decisions_spec`` for the rules of
the game here: every tile is one of the legal actions.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from tabibito.engine import Action
from tabibito.games.tokaido import offers, rules

from ..kit.i18n import fill
from . import art, texts
from .colours import seat_colour
from .decisions_spec import (
    Builder,
    Chip,
    Context,
    DecisionSpec,
    Main,
    grouped,
    of_card,
    only_if_legal,
    previewed,
    stop_accent,
)
from .decisions_tiles import ACCENTS, TileSpec
from .decisions_words import word

# The Crossroads option of each stop kind: its icon and its name on the either/or tile.
CROSSROADS_ICON = {"village": "legendary", "temple": "amulet_hidden", "encounter": "calligraphy",
                   "hot_spring": "bath_house", "farm": "gaming_room", "panorama": "cherry_tree"}


def crossroads_title(kind: str) -> str:
    if kind == "hot_spring":
        return texts.bath_house_name()
    if kind == "farm":
        return texts.gaming_room_name()
    if kind == "panorama":
        return texts.cherry_tree_name()
    titles = {"village": word("legendary_object"), "temple": word("amulet"),
              "encounter": word("calligraphy")}
    return titles[kind]


def _choose_effect(ctx: Context, spec: DecisionSpec) -> None:
    stop_kind = ctx.param("stop_kind", "village")
    kind = "panorama" if stop_kind.endswith("_panorama") else stop_kind
    spec.title = texts.stop_name(stop_kind)
    spec.caption = word("either_or")
    base = {frozenset(): rules.TAKE_BASE, frozenset({rules.HEALTH}): rules.HEALTH_BASE_FIRST}
    cross = {frozenset(): rules.TAKE_CROSSROADS,
             frozenset({rules.HEALTH}): rules.HEALTH_CROSSROADS_FIRST}
    tables = ctx.view.rules.data.crossroads
    base_tile = TileSpec("base", stop_kind, texts.stop_name(stop_kind),
                         texts.stop_effect(stop_kind), accent=stop_accent(stop_kind),
                         actions={k: a for k, a in base.items() if a in ctx.legal})
    cross_actions = {k: a for k, a in cross.items() if a in ctx.legal}
    # Shut only where Health's "both" opens the stop's own effect first: its price is paid later.
    cross_tile = TileSpec("crossroads", CROSSROADS_ICON[kind], crossroads_title(kind),
                          texts.crossroads_effect(stop_kind, tables),
                          accent=ACCENTS["crossroads"], price=later_price(ctx, kind),
                          actions=cross_actions,
                          reason="" if cross_actions else ctx.too_dear(cheapest(ctx, kind)))
    spec.tiles += [previewed(ctx, base_tile, pays_now=False),
                   previewed(ctx, cross_tile, pays_now=False)]
    own, other = texts.stop_name(stop_kind), crossroads_title(kind)
    # Miyataka's and Kita's own "both": a tile for each order they may pay.
    for key, icon, action, order in (
            ("both", stop_kind, rules.TAKE_BOTH, (own, other)),
            ("both_crossroads_first", CROSSROADS_ICON[kind], rules.TAKE_BOTH_CROSSROADS_FIRST,
             (other, own))):
        if action in ctx.legal:
            spec.tiles.append(previewed(ctx, TileSpec(
                key, icon, word("both"), fill(word("both_in_order"), *order),
                accent=seat_colour(ctx.seat).name(), actions={frozenset(): action}),
                pays_now=False))
    if any(rules.HEALTH in key for tile in spec.tiles for key in tile.actions):
        spec.chips.append(Chip(rules.HEALTH, fill(word("health_chip"),
                                                  texts.amulet_name(rules.HEALTH)),
                               texts.amulet_effect(rules.HEALTH), rules.HEALTH))


def cheapest(ctx: Context, kind: str) -> int:
    """The least the Crossroads side of the stop costs: its price, or the cheapest legendary
    object left."""
    if kind == "village":
        prices = ctx.view.rules.cards.legendary_price
        return min((prices[card] for card in ctx.view.legendary_supply), default=0)
    return later_price(ctx, kind) or 0


def later_price(ctx: Context, kind: str) -> int | None:
    """The printed price of what the Crossroads side leads to (paid at its own step, so the
    preview of the either/or does not hold it): an amulet, a calligraphy, a bath house, the
    gaming room's stake."""
    tables = ctx.view.rules.data.crossroads
    return {"temple": tables.amulet_price, "encounter": tables.calligraphy_price,
            "hot_spring": tables.bath_house_price, "farm": tables.gaming_room_stake}.get(kind)


class TokaidoChoosers(QObject):
    """The choosers' sentences with a count (the QObject's class name is their context)."""

    def worth_now(self, n: int) -> str:
        #: a legendary object in the list to buy from: what it scores at once, all counted
        return self.tr("→ %n point(s) now", "", n)

    def worth_at_end(self, n: int) -> str:
        #: a calligraphy in the list to buy from: what it would score at the end if the journey
        #: ended right after buying it
        return self.tr("→ %n point(s) at the end, as your journey stands now", "", n)


WORDS = TokaidoChoosers()


def _buy_legendary(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("legendary_objects")
    spec.rows = True
    objects = ctx.cards.legendary
    for card in sorted(ctx.param("objects", []), key=lambda c: (objects[c].price, c)):
        obj = objects[card]
        actions = grouped(ctx.legal, of_card("legendary", card, "id"))
        tile = previewed(ctx, TileSpec(
            card, art.picture("legendary", card), texts.legendary_name(card),
            texts.legendary_effect(card, ctx.view.rules.data.crossroads),
            price=obj.price, accent=ACCENTS["crossroads"], actions=actions,
            reason="" if actions else ctx.too_dear(obj.price)))
        if tile.points is not None:  # what the rules' preview says it scores at once
            tile.worth = WORDS.worth_now(tile.points)
        spec.tiles.append(tile)


def _buy_amulet(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("amulets")
    spec.rows = True
    price = ctx.view.rules.data.crossroads.amulet_price
    for card in ctx.param("amulets", []):
        actions = grouped(ctx.legal, of_card("amulet_buy", card, "id"))
        spec.tiles.append(previewed(ctx, TileSpec(
            card, card, texts.amulet_name(card), texts.amulet_effect(card), price=price,
            accent=ACCENTS["crossroads"], actions=actions)))
    if not spec.tiles:
        spec.message = word("amulets_hidden")


def _buy_calligraphy(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("calligraphies")
    spec.rows = True
    price = ctx.view.rules.data.crossroads.calligraphy_price
    for card in ctx.param("calligraphies", []):
        actions = grouped(ctx.legal,
                          of_card("calligraphy", card, "id"))
        worth = offers.calligraphy_worth(ctx.view, ctx.seat, card)
        spec.tiles.append(previewed(ctx, TileSpec(
            card, art.picture("calligraphy", card), texts.calligraphy_name(card),
            texts.calligraphy_effect(card),
            price=price, accent=ACCENTS["crossroads"], actions=actions,
            worth="" if worth is None else WORDS.worth_at_end(worth))))


def _buy_bath_house(ctx: Context, spec: DecisionSpec) -> None:
    tables = ctx.view.rules.data.crossroads
    spec.title = texts.bath_house_name()
    actions = grouped(ctx.legal, lambda a: a.kind == "bath_house")
    spec.tiles.append(previewed(ctx, TileSpec(
        "bath_house", "bath_house", texts.bath_house_name(), texts.bath_house_effect(tables),
        price=tables.bath_house_price, accent=ACCENTS["hot_spring"], actions=actions)))


def _yes_no(ctx: Context, spec: DecisionSpec, yes: TileSpec, no: TileSpec,
            yes_action: Action, no_action: Action) -> None:
    """A yes-or-no decision: two tiles, and "no" on the main button too."""
    yes.actions, no.actions = only_if_legal(ctx, yes_action), only_if_legal(ctx, no_action)
    spec.tiles += [yes, no]
    if no_action in ctx.legal:
        spec.main = Main(no.title, no_action)


def _vitality_move(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = texts.amulet_name(rules.VITALITY)
    _yes_no(ctx, spec,
            TileSpec("use", rules.VITALITY, word("move_again"), texts.amulet_effect(rules.VITALITY),
                     accent=ACCENTS["crossroads"]),
            TileSpec("keep", "traveller", word("stay_here"), word("stay_note"),
                     accent=ACCENTS["plain"]),
            rules.USE_VITALITY, rules.KEEP_VITALITY)


def _good_luck(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("good_luck")
    _yes_no(ctx, spec,
            TileSpec("take", "amulet_hidden", word("draw_amulet"),
                     word("good_luck_note"), price=rules.GOOD_LUCK_PRICE,
                     accent=ACCENTS["crossroads"]),
            TileSpec("refuse", "coin", word("no_thanks"), word("keep_coin"),
                     accent=ACCENTS["plain"]),
            rules.TAKE_GOOD_LUCK, rules.REFUSE_GOOD_LUCK)


def _gamble(ctx: Context, spec: DecisionSpec) -> None:
    spec.title = word("bet_at_inn")
    _yes_no(ctx, spec,
            TileSpec("bet", "die", fill(word("bet"), texts.coins_text(rules.JIROCHO_STAKE)),
                     word("bet_note"),
                     price=rules.JIROCHO_STAKE, accent=ACCENTS["crossroads"]),
            TileSpec("no_bet", "coin", word("no_bet"), word("no_bet_note"),
                     accent=ACCENTS["plain"]),
            rules.BET, rules.NO_BET)


CROSSROADS_BUILDERS: dict[str, Builder] = {
    rules.CHOOSE_EFFECT: _choose_effect, rules.BUY_LEGENDARY: _buy_legendary,
    rules.BUY_AMULET: _buy_amulet, rules.BUY_CALLIGRAPHY: _buy_calligraphy,
    rules.BUY_BATH_HOUSE: _buy_bath_house, rules.VITALITY_MOVE: _vitality_move,
    rules.GOOD_LUCK: _good_luck, rules.GAMBLE: _gamble,
}

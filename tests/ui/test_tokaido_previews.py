"""The points and coins printed on the hero's tiles are the rules' preview: every tile of every
decision of seeded games, against its action really applied on a clone of the full state
(travellers' bonuses included: Nampo's meals, Hirotada's gifts, Mitsukuni, Umegae...)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont

from tabibito.engine import Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import rules
from tabibito.games.tokaido.data import load_data
from tabibito.ui.controller import MatchController
from tabibito.ui.tokaido import PLUGIN
from tabibito.ui.tokaido.decisions_now import decision_spec
from tabibito.ui.tokaido.decisions_tiles import Look, _badges

NAMES = ("Aiko", "Hana", "Kenji", "Yuki")
SET_UPS = [(4, 11, {}), (3, 12, {"crossroads": True}), (4, 13, {"crossroads": True}),
           (2, 14, {"crossroads": True, "good_luck": True})]
# The travellers whose abilities change what a tile brings.
BONUSES = ("nampo", "hirotada", "mitsukuni", "umegae", "zen_emon", "kinko", "sasayakko",
           "gotozaemon", "miyataka", "kita")
ABILITY = {t.id: t.ability for t in load_data().travellers}


def aiko_decisions(players, seed, options, traveller=None):
    """Aiko (seat 0, human) walks to the nearest stop and decides the rest at random; the others
    are easy bots. Yields the controller at each of her decisions."""
    seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
    match = Match(REGISTRY.get("tokaido"), options, seats, seed)
    controller = MatchController(match, PLUGIN, animation_factor=0)
    rng = Rng(seed)
    try:
        while not match.is_over():
            if match.state.needs_resolution():
                match.resolve()
            elif match.bots_to_act():
                match.play_bots()
            else:
                if traveller and match.state.step() != rules.CHOOSE_TRAVELLER:
                    journey = match.state.journeys[0]  # Aiko plays this one from Kyoto on
                    journey.traveller, journey.ability = traveller, ABILITY[traveller]
                yield controller
                legal = match.state.legal_actions(0)
                if match.state.step() == rules.MOVE:  # the nearest stop: she sees every kind
                    legal = sorted(legal, key=lambda a: a.get("stop", 0))[:1]
                match.apply(0, legal[rng.below(len(legal))])
    finally:
        controller.dispose()


def check_tiles(decisions) -> set[str]:
    """Each tile's points, coins and price against its action applied; the kinds checked."""
    checked = set()
    for controller in decisions:
        spec = decision_spec(controller)
        state = controller.state()
        before = state.scores().totals[0], state.journeys[0].coins
        for tile in spec.tiles:
            for variants, action in tile.actions.items():
                twin = state.clone()
                twin.apply(0, action)
                if twin.is_over():  # Edo's bonuses are not the decision's
                    continue
                points = twin.scores().totals[0] - before[0]
                assert (tile.points_with(variants) or 0) == points, (spec.kind, action)
                if spec.kind != rules.CHOOSE_EFFECT:  # there a price is paid at the next step
                    coins = (tile.coins_with(variants) or 0) - (tile.price_with(variants) or 0)
                    assert coins == twin.journeys[0].coins - before[1], (spec.kind, action)
                checked.add(spec.kind)
    return checked


@pytest.mark.parametrize(("players", "seed", "options"), SET_UPS)
def test_every_tile_shows_what_its_action_brings(qtbot, players, seed, options):
    checked = check_tiles(aiko_decisions(players, seed, options))
    assert {rules.BUY_SOUVENIR, rules.BUY_MEAL} <= checked and len(checked) >= 4


@pytest.mark.parametrize("traveller", BONUSES)
def test_the_tiles_count_the_traveller_s_ability(qtbot, traveller):
    checked = check_tiles(aiko_decisions(4, 21, {"crossroads": True}, traveller))
    assert {rules.BUY_MEAL, rules.CHOOSE_EFFECT} <= checked


def test_a_tile_paints_its_points_and_coins_beside_its_price(qtbot):
    from tabibito.ui.tokaido.decisions_tiles import TileSpec

    tile = TileSpec("calligraphy", "calligraphy", "Foresight", price=1, points=1, coins=1,
                    points_by={frozenset({"devotion"}): 2})
    plain = [text for _icon, text, _colour in _badges(tile, Look(QFont()))]
    assert plain == ["1", "+1", "+1"]
    devoted = _badges(tile, Look(QFont(), frozenset({"devotion"})))
    assert [text for _icon, text, _colour in devoted] == ["1", "+2", "+1"]
    assert [icon for icon, _text, _colour in devoted] == ["coin", "point", "coin"]

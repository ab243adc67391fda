"""Tokaido's scripted start (``setup``): stacked decks, travellers dealt or kept, the order at
Kyoto, Crossroads' cards in the game; refused when the box could not have dealt it; kept by a
save and replayed to the same state."""

import json

import pytest

from tabibito.engine import Match, OptionError, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import GAME
from tabibito.games.tokaido import game as tokaido_game
from tabibito.games.tokaido.rules import CHOOSE_TRAVELLER, MOVE, RARE_AND_PRECIOUS
from tests.games.tokaido.helpers import COINS, DATA

SOUVENIRS = [s.id for s in DATA.souvenirs]
MEALS = [m.id for m in DATA.meals]


def seats(players: int) -> list[Seat]:
    return [Seat("a")] + [Seat(f"b{n}", "easy") for n in range(1, players)]


def new(setup, players: int = 3, seed: int = 1, **options):
    return GAME.new_state(GAME.resolve_options(options, players), seats(players), seed, setup)


def test_no_setup_and_an_empty_one_deal_the_same_game():
    assert new({}).snapshot() == new(None).snapshot()


def test_a_setup_is_checked_before_anything_is_dealt(monkeypatch):
    dealt = []
    monkeypatch.setattr(tokaido_game, "new_state", lambda *deal: dealt.append(deal))
    with pytest.raises(OptionError):
        new({"travellers": [["kinko"]]})  # one seat's entry for three players
    assert dealt == []


def test_a_deck_is_stacked_from_the_top_and_the_rest_keeps_its_shuffled_order():
    plain = new(None)
    state = new({"souvenirs": ["ukiyoe", "koma"], "meals": MEALS[::-1]})
    assert state.souvenirs.cards[:2] == ["ukiyoe", "koma"]
    assert state.souvenirs.cards[2:] == [c for c in plain.souvenirs.cards
                                         if c not in ("ukiyoe", "koma")]
    assert state.meals.cards == MEALS[::-1]
    assert state.encounters.cards == plain.encounters.cards  # what is not named stays dealt


def test_dealt_travellers_are_chosen_as_usual_and_the_others_come_from_the_rest():
    state = new({"travellers": [["kinko", "satsuki"], None, ["umegae", "zen_emon"]]})
    assert state.step() == CHOOSE_TRAVELLER and state.to_act() == (0, 1, 2)
    assert state.offers[0] == ("kinko", "satsuki") and state.offers[2] == ("umegae", "zen_emon")
    assert len(state.offers[1]) == 2
    named = {"kinko", "satsuki", "umegae", "zen_emon"}
    assert not named & set(state.offers[1]) and not named & set(state.box)
    every = sorted([t for offer in state.offers for t in offer] + state.box)
    assert every == sorted(t.id for t in DATA.base_travellers())
    dealt = [e for e in state.opening_events() if e.kind == "travellers_dealt"]
    assert [e.params["travellers"] for e in dealt] == [list(o) for o in state.offers]
    assert dealt[0].visible_to == (0,)


def test_a_kept_traveller_leaves_only_the_others_to_choose():
    state = new({"travellers": [["kinko"], None, ["umegae", "zen_emon"]]})
    assert state.to_act() == (1, 2)
    assert state.chosen[0] == "kinko"


def test_every_traveller_kept_brings_the_departure_due():
    state = new({"travellers": [["kinko"], ["hiroshige"], ["umegae"]]})
    assert state.needs_resolution()
    state.resolve()
    assert [j.traveller for j in state.journeys] == ["kinko", "hiroshige", "umegae"]
    assert [j.coins for j in state.journeys] == [COINS["kinko"], COINS["hiroshige"],
                                                 COINS["umegae"]]


@pytest.mark.parametrize("order", [[0, 1, 2], [2, 0, 1], [1, 2, 0]])
def test_an_order_puts_the_pawns_at_kyoto_and_the_first_to_leave_moves(order):
    state = new({"travellers": [["kinko"], ["hiroshige"], ["umegae"]], "order": order})
    assert state.departure_order() == order
    assert state.step() == MOVE and state.to_act() == (order[0],)
    assert state.opening_events()[-1].kind == "departed"


def test_with_two_players_the_order_names_the_neutral_traveller_too():
    state = new({"travellers": [["kinko"], ["umegae"]], "order": [2, 0, 1]}, players=2)
    assert state.rearmost() == 2  # the neutral pawn leaves first, moved by the leading seat
    assert state.departure_order() == [0, 1]


def test_preparations_follow_the_scripted_order():
    state = new({"travellers": [["kinko"], ["hiroshige"], ["umegae"]], "order": [1, 2, 0]},
                preparations=True)
    # 3 players: -1, 0, +1 from the first to leave to the last (§11)
    assert [j.coins for j in state.journeys] == [COINS["kinko"] + 1, COINS["hiroshige"] - 1,
                                                 COINS["umegae"]]


def test_rare_and_precious_keeps_the_scripted_crossroads_cards():
    kept = RARE_AND_PRECIOUS[3]
    state = new({"amulets": ["health", "vitality", "devotion", "fortune"][:kept],
                 "calligraphies": ["patience", "fasting", "nostalgia", "foresight"][:kept]},
                crossroads=True, rare_and_precious=True)
    assert state.amulet_supply == sorted(["health", "vitality", "devotion", "fortune"][:kept])
    assert state.amulets_in_game == tuple(state.amulet_supply)
    assert state.calligraphy_supply == sorted(["patience", "fasting", "nostalgia",
                                               "foresight"][:kept])


def test_crossroads_travellers_may_be_dealt_with_crossroads():
    state = new({"travellers": [["kita"], ["jirocho", "kinko"], None]}, crossroads=True)
    assert state.chosen[0] == "kita" and state.offers[1] == ("jirocho", "kinko")


@pytest.mark.parametrize("setup, options", [
    (["souvenirs"], {}),  # not a mapping
    ({"souvenir": ["koma"]}, {}),  # an unknown key
    ({"souvenirs": "koma"}, {}),  # a string is not a deck
    ({"souvenirs": ["koma", "koma"]}, {}),  # a card twice
    ({"souvenirs": ["dango_1"]}, {}),  # a meal among the souvenirs
    ({"meals": ["dango_4"]}, {}),  # three dango cards, not four
    ({"hot_springs": [2]}, {}),
    ({"travellers": [["kinko"], ["umegae"]]}, {}),  # three seats, two entries
    ({"travellers": [["kinko"], ["kinko"], None]}, {}),  # one tile dealt twice
    ({"travellers": [["kinko", "umegae", "zen_emon"], None, None]}, {}),  # three tiles
    ({"travellers": [[], None, None]}, {}),
    ({"travellers": [["kita"], None, None]}, {}),  # a Crossroads traveller without Crossroads
    ({"travellers": [["kinko"], None, None]}, {"initiation": True}),  # no travellers at all
    ({"order": [0, 1, 2]}, {}),  # an order needs every traveller kept
    ({"travellers": [["kinko"], ["umegae", "satsuki"], ["zen_emon"]], "order": [0, 1, 2]}, {}),
    ({"travellers": [["kinko"], ["umegae"], ["zen_emon"]], "order": [0, 1, 1]}, {}),
    ({"travellers": [["kinko"], ["umegae"], ["zen_emon"]], "order": [0, 1]}, {}),
    ({"travellers": [["kinko"], ["umegae"], ["zen_emon"]], "order": [0, True, 2]}, {}),
    # pawns of mixed types: sorting them raised a TypeError (a save's set-up: no SaveError)
    ({"travellers": [["kinko"], ["umegae"], ["zen_emon"]], "order": [1, "a", 2]}, {}),
    ({"travellers": [["kinko"], ["umegae"], ["zen_emon"]], "order": [None, [0], 1]}, {}),
    ({"amulets": ["health"]}, {}),  # Crossroads cards without Crossroads
    ({"amulets": ["health"]}, {"crossroads": True}),  # every amulet is in the full game
    ({"amulets": ["health", "vitality", "devotion", "fortune", "friendship"]},
     {"crossroads": True, "rare_and_precious": True}),  # 4 with 3 players
    ({"legendary_objects": ["shodo", "emaki", "ema", "excalibur"]},
     {"crossroads": True, "rare_and_precious": True}),
])
def test_an_impossible_setup_is_refused(setup, options):
    with pytest.raises(OptionError) as caught:
        new(setup, **options)
    assert caught.value.key == "setup.invalid"


TUTORIAL_LIKE = {"travellers": [["kinko"], ["hiroshige"], ["umegae"]], "order": [0, 2, 1],
                 "souvenirs": ["koma", "haori", "ukiyoe"], "meals": MEALS[:8],
                 "encounters": ["samurai_1"], "hot_springs": ["hot_spring_3_1"]}


def test_a_setup_game_saves_reloads_and_replays_to_the_same_state():
    match = Match(GAME, {}, [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")], 11,
                  setup=TUTORIAL_LIKE)
    while len(match.log) < 40 and not match.is_over():  # well past the first inn
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_action(seat))
    saved = json.loads(json.dumps(match.to_save()))  # through the file format's JSON
    assert saved["setup"] == json.loads(json.dumps(TUTORIAL_LIKE))
    again = Match.from_save(saved, REGISTRY)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.events == match.events


def test_a_setup_game_replays_to_its_end_as_it_was_played():
    match = Match(GAME, {}, [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")], 3,
                  setup=TUTORIAL_LIKE)
    match.play_bots()
    assert match.is_over()
    again = Match.from_save(json.loads(json.dumps(match.to_save())), REGISTRY)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.state.scores() == match.state.scores()

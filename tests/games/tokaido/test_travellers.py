"""A worked example per traveller (§9, binding decisions 8 and 15)."""

from tabibito.engine import Action
from tabibito.games.tokaido.rules import (
    BUY_MEAL,
    FREE_MEAL,
    GUIDE_PANORAMA,
    KEEP_ENCOUNTER,
    PASS_MEAL,
)
from tests.games.tokaido.helpers import FIRST_INN, place, play, stack, started

VILLAGE, TEMPLE, ENCOUNTER, HOT_SPRING = 1, 2, 3, 5
REST = [30, 30, 30]
SLOTS = [0, 0, 1, 2]


def traveller(name):
    return place(started(4, [name]), [0, *REST], SLOTS)



def test_hiroshige_takes_a_panorama_part_at_an_inn_before_eating():
    state = place(started(4, ["hiroshige"]), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert state.step() == GUIDE_PANORAMA
    play(state, 0, Action.of("panorama", panorama="sea"))
    assert state.journeys[0].panoramas == [0, 0, 1]
    assert state.step() == BUY_MEAL


def test_chuubei_meets_someone_at_an_inn_before_eating():
    state = place(started(4, ["chuubei"]), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    stack(state.encounters, ["kuge_1"])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert state.journeys[0].encounters == ["kuge_1"] and state.journeys[0].coins == 10


def test_kinko_pays_one_coin_less_for_a_meal():
    state = place(started(4, ["kinko"]), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    stack(state.meals, ["dango_1", "unagi_1", "sushi_1", "tofu_1", "soba_1"])
    state.journeys[0].coins = 0
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert [a["card"] for a in state.legal_actions(0) if a.kind == "eat"] == ["dango_1"]
    play(state, 0, Action.of("eat", card="dango_1"))
    assert state.journeys[0].coins == 0 and state.journeys[0].meals == ["dango_1"]


def test_yoshiyasu_draws_two_encounters_and_keeps_one():
    state = traveller("yoshiyasu")
    stack(state.encounters, ["samurai_1", "kuge_1"])
    play(state, 0, Action.of("move", stop=ENCOUNTER))
    assert state.step() == KEEP_ENCOUNTER and state.drawn == ["samurai_1", "kuge_1"]
    assert state.view(1).drawn == [] and state.view(0).drawn == ["samurai_1", "kuge_1"]
    play(state, 0, Action.of("keep", card="samurai_1"))
    assert state.journeys[0].encounters == ["samurai_1"]
    assert state.encounters.under == [("kuge_1",)]


def test_satsuki_takes_the_top_meal_for_free_or_buys_instead():  # binding decision 8
    state = place(started(4, ["satsuki"]), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    state.hand_drawn, state.hand = True, []
    stack(state.meals, ["fugu_1"])
    state.journeys[0].coins = 0
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert state.step() == FREE_MEAL and state.peeked == "fugu_1"
    play(state, 0, Action.of("free_meal", take=True))
    assert state.journeys[0].meals == ["fugu_1"] and state.journeys[0].coins == 0
    assert state.step() != BUY_MEAL  # never two meals


def test_satsuki_refusing_her_free_meal_buys_from_the_hand():
    state = place(started(4, ["satsuki"]), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    state.meals.cards.remove("sushi_1")
    state.hand_drawn, state.hand = True, ["sushi_1"]
    stack(state.meals, ["fugu_1"])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    play(state, 0, Action.of("free_meal", take=False))
    assert state.step() == BUY_MEAL and state.meals.under == [("fugu_1",)]
    play(state, 0, Action.of("eat", card="sushi_1"))
    assert state.journeys[0].meals == ["sushi_1"]


def test_mitsukuni_scores_one_more_per_hot_spring_and_achievement():
    state = traveller("mitsukuni")
    stack(state.hot_springs, ["hot_spring_2_1"])
    play(state, 0, Action.of("move", stop=HOT_SPRING))
    state.achievers["sea"] = 0
    assert state.breakdown(0)["traveller"] == 2


def test_sasayakko_gets_the_cheapest_of_two_souvenirs_free():
    state = traveller("sasayakko")
    state.journeys[0].coins = 5
    stack(state.souvenirs, ["koma", "ukiyoe", "geta"])
    play(state, 0, Action.of("move", stop=VILLAGE))
    play(state, 0, Action.of("buy", card="ukiyoe"))
    play(state, 0, Action.of("buy", card="koma"))  # 1 coin left: geta (2) is out of reach
    assert state.step() != "buy_souvenir"
    assert state.journeys[0].coins == 5 - 3 - 1 + 1


def test_hirotada_adds_a_bank_coin_at_a_temple_but_needs_one_of_his_own():  # decision 15
    state = traveller("hirotada")
    play(state, 0, Action.of("move", stop=TEMPLE))
    play(state, 0, Action.of("donate", coins=1))
    assert state.temple[0] == 2 and state.journeys[0].points["traveller"] == 1
    state = traveller("hirotada")
    state.journeys[0].coins = 0
    assert state.why_illegal(0, Action.of("move", stop=TEMPLE)).key == "tokaido.temple_needs_coin"


def test_umegae_scores_a_point_and_a_coin_at_each_encounter():
    state = traveller("umegae")
    stack(state.encounters, ["samurai_1"])
    play(state, 0, Action.of("move", stop=ENCOUNTER))
    journey = state.journeys[0]
    assert journey.points["traveller"] == 1 and journey.coins == 8
    assert journey.points["encounters"] == 3


def test_zen_emon_buys_one_souvenir_per_village_for_one_coin():
    state = traveller("zen_emon")
    state.journeys[0].coins = 2
    stack(state.souvenirs, ["ukiyoe", "sumie", "koma"])
    play(state, 0, Action.of("move", stop=VILLAGE))
    play(state, 0, Action.of("buy", card="ukiyoe", one_coin=True))
    assert Action.of("buy", card="sumie", one_coin=True) not in state.legal_actions(0)
    play(state, 0, Action.of("buy", card="koma"))
    assert state.journeys[0].souvenirs == ["ukiyoe", "koma"] and state.journeys[0].coins == 0


def test_a_traveller_without_an_ability_passes_at_the_inn():
    state = place(started(4), [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    if state.step() == BUY_MEAL:
        play(state, 0, PASS_MEAL)
    assert state.journeys[0].meals == []

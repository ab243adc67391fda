"""Crossroads (§12, binding decisions 5-7, 9-13): a worked example per card type, amulet and
traveller, the either/or at each stop, the options and what views hide."""

import pytest

from tabibito.engine import Action, OptionError, Rng
from tabibito.games.tokaido import GAME, scoring
from tabibito.games.tokaido.rules import (
    BUY_AMULET,
    BUY_CALLIGRAPHY,
    BUY_LEGENDARY,
    BUY_MEAL,
    BUY_SOUVENIR,
    CHOOSE_EFFECT,
    GAMBLE,
    GOOD_LUCK,
    HEALTH_BASE_FIRST,
    HEALTH_CROSSROADS_FIRST,
    MOVE,
    RARE_AND_PRECIOUS,
    STOP_BUYING,
    TAKE_BOTH,
    TAKE_BOTH_CROSSROADS_FIRST,
    USE_FORTUNE,
    VITALITY_MOVE,
    new_state,
)
from tests.games.tokaido.helpers import DATA, FIRST_INN, place, play, stack, started

VILLAGE, TEMPLE, ENCOUNTER, PADDY, HOT_SPRING, MOUNTAIN, FARM = 1, 2, 3, 4, 5, 6, 7
AHEAD = [11, 12, 13]  # the other pawns, out of the way
BASE = Action.of("effect", choice="base")
CROSS = Action.of("effect", choice="crossroads")


def crossroads(traveller=None, coins=7, **options):
    state = started(4, [traveller], crossroads=True, **options)
    place(state, [0, *AHEAD])
    state.journeys[0].coins = coins
    return state


def arrive(state, stop, choice=None):
    play(state, 0, Action.of("move", stop=stop))
    if choice is not None:
        assert state.step() == CHOOSE_EFFECT
        play(state, 0, choice)
    return state.journeys[0]


def give_amulet(state, amulet, seat=0):
    state.amulet_supply.remove(amulet)
    state.journeys[seat].amulets.append(amulet)


def fix_die(state, times):
    state._roll = lambda: times


# -- options ----------------------------------------------------------------------------------


def test_the_crossroads_variants_need_crossroads():
    with pytest.raises(OptionError) as refused:
        GAME.resolve_options({"rare_and_precious": True}, 4)
    assert refused.value.key == "option.requires"
    with pytest.raises(OptionError):
        GAME.resolve_options({"good_luck": True}, 4)
    full = GAME.resolve_options(GAME.full_options, 4)
    assert full["crossroads"] and full["rare_and_precious"] and full["good_luck"]
    assert not full["initiation"]


def test_crossroads_off_changes_nothing_in_the_snapshot():
    state = new_state(DATA, 4, 3, {})
    assert "crossroads" not in state.snapshot()
    assert "cherry_trees" not in state.journeys[0].points


def test_the_six_crossroads_travellers_join_the_deal():
    state = new_state(DATA, 5, 1, {"crossroads": True})
    dealt = {t for offer in state.offers for t in offer} | set(state.box)
    assert dealt == {t.id for t in DATA.travellers} and len(dealt) == 16


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rare_and_precious_keeps_four_or_five_of_each_type(players):  # binding decision 7
    state = new_state(DATA, players, 2, {"crossroads": True, "rare_and_precious": True})
    keep = RARE_AND_PRECIOUS[players]
    assert keep == (4 if players <= 3 else 5)
    assert state.cherry_left == state.bath_left == keep
    assert len(state.amulet_supply) == len(state.legendary_supply) == keep
    assert len(state.calligraphy_supply) == keep


def test_good_luck_buys_a_random_amulet_usable_from_the_first_turn():
    state = new_state(DATA, 3, 4, {"crossroads": True, "good_luck": True, "initiation": True})
    assert state.step() == GOOD_LUCK
    first = state.to_act()[0]
    play(state, first, Action.of("good_luck", take=True))
    journey = state.journeys[first]
    assert journey.coins == 6 and len(journey.amulets) == 1 and journey.fresh == []
    while state.step() == GOOD_LUCK:
        play(state, state.to_act()[0], Action.of("good_luck", take=False))
    assert state.step() == MOVE


# -- the either/or and the stops ---------------------------------------------------------------


def test_each_stop_offers_the_base_or_the_crossroads_effect():
    state = crossroads()
    arrive(state, FARM)
    assert state.legal_actions(0) == [BASE, CROSS]
    play(state, 0, BASE)
    assert state.journeys[0].coins == 10


def test_a_cherry_tree_gives_two_points_and_a_coin():
    state = crossroads()
    journey = arrive(state, PADDY, CROSS)
    assert journey.cherry_trees == 1 and journey.points["cherry_trees"] == 2
    assert journey.coins == 8 and journey.panoramas == [0, 0, 0] and state.cherry_left == 5


def test_a_completed_panorama_is_a_stop_only_for_a_cherry_tree():  # binding decision 9
    state = crossroads()
    state.journeys[0].panoramas[0] = 3
    assert state.stop_problem(0, PADDY) is None
    arrive(state, PADDY)
    assert state.journeys[0].cherry_trees == 1  # the only option, taken at once
    state.cherry_left = 0
    state.stop[0] = 0
    assert state.stop_problem(0, PADDY) == "tokaido.panorama_complete"


def test_a_bath_house_costs_a_coin_scores_four_and_counts_for_the_bather():
    state = crossroads("mitsukuni")
    journey = arrive(state, HOT_SPRING, CROSS)
    assert journey.coins == 6 and journey.points["bath_houses"] == 4 and state.bath_left == 5
    assert state._end_achievers()["bather"][0]
    assert state.breakdown(0)["traveller"] >= 1  # Mitsukuni: +1 per bath house


@pytest.mark.parametrize(("times", "coins"), [(0, 5), (1, 7), (2, 9), (3, 11), (4, 13)])
def test_the_gaming_room_bets_two_coins_on_the_die(times, coins):
    state = crossroads()
    fix_die(state, times)
    journey = arrive(state, FARM, CROSS)  # the roll happens in the resolution step
    assert journey.coins == coins


def test_the_fortune_die_has_two_losing_faces():  # binding decision 5
    assert DATA.crossroads.fortune_die == ("lose", "lose", "times_1", "times_2", "times_3",
                                           "times_4")


def test_a_legendary_object_is_bought_instead_of_souvenirs():
    state = crossroads()
    journey = arrive(state, VILLAGE, CROSS)
    assert state.step() == BUY_LEGENDARY
    play(state, 0, Action.of("legendary", id="murasame"))
    assert journey.points["legendary_objects"] == 8 and journey.coins == 4
    assert "murasame" not in state.legendary_supply


def test_buppatsu_is_a_fifth_family_and_completes_a_25_point_set():
    state = crossroads()
    journey = state.journeys[0]
    for card in ("small_objects", "food_and_drink"):
        state._gain_souvenir(0, next(s.id for s in DATA.souvenirs if s.family == card), None, 0)
    assert journey.points["souvenirs"] == 1 + 3
    arrive(state, VILLAGE, CROSS)
    play(state, 0, Action.of("legendary", id="buppatsu"))
    assert journey.points["souvenirs"] == 1 + 3 + 5
    for family in ("clothing", "art"):
        state._gain_souvenir(0, next(s.id for s in DATA.souvenirs if s.family == family),
                             None, 0)
    assert journey.points["souvenirs"] == 1 + 3 + 5 + 7 + 9 == 25
    assert state._journey_problems() == []


def test_shodo_scores_what_is_owned_then_each_later_souvenir():  # binding decision 11
    state = crossroads()
    journey = state.journeys[0]
    state._gain_souvenir(0, DATA.souvenirs[0].id, None, 0)
    journey.legendary.append("masamune")
    state.legendary_supply.remove("masamune")
    arrive(state, VILLAGE, CROSS)
    play(state, 0, Action.of("legendary", id="shodo"))
    assert journey.points["legendary_objects"] == 2  # one souvenir, one object, not itself
    state._gain_souvenir(0, DATA.souvenirs[1].id, None, 0)
    assert journey.points["legendary_objects"] == 3


def test_a_calligraphy_costs_a_coin_and_umegae_gets_her_bonus():
    state = crossroads("umegae")
    journey = arrive(state, ENCOUNTER, CROSS)
    play(state, 0, Action.of("calligraphy", id="foresight"))
    assert journey.calligraphies == ["foresight"] and journey.coins == 7
    assert journey.points["traveller"] == 1
    assert journey.encounters == []  # the encounter was not drawn


def test_an_amulet_costs_a_coin_to_the_bank_and_is_hidden():
    state = crossroads()
    journey = arrive(state, TEMPLE, CROSS)
    assert state.step() == BUY_AMULET and state.has_secrets(0) and not state.has_secrets(1)
    assert state.view(1).amulet_supply == []
    play(state, 0, Action.of("amulet_buy", id="fortune"))
    assert journey.amulets == ["fortune"] and journey.coins == 6 and state.temple[0] == 0
    assert state.has_secrets(0)
    other = state.view(1).journeys[0]
    assert other.amulets == [] and other.hidden_amulets == 1
    assert state.view(0).journeys[0].amulets == ["fortune"]


def test_an_amulet_is_usable_only_from_the_next_turn():  # binding decision 13
    state = crossroads(coins=9)
    arrive(state, TEMPLE, CROSS)
    state.queue.insert(1, MOVE)  # were it still this turn, Fortune would not be offered
    play(state, 0, Action.of("amulet_buy", id="fortune"))
    assert state.journeys[0].fresh == ["fortune"]
    assert USE_FORTUNE not in state.legal_actions(0)
    play(state, 0, Action.of("move", stop=ENCOUNTER))
    play(state, 0, BASE)
    assert state.to_act() == (0,) and state.step() == MOVE  # still the rearmost: a new turn
    assert USE_FORTUNE in state.legal_actions(0)


# -- the amulets (§12.9) ------------------------------------------------------------------------


def test_devotion_puts_the_price_of_one_card_on_the_temple():  # the seed's example
    state = crossroads()
    give_amulet(state, "devotion")
    one, three = (next(s.id for s in DATA.souvenirs if s.price == p and s.family == f)
                  for p, f in ((1, "small_objects"), (3, "art")))
    stack(state.souvenirs, [one, three, DATA.souvenirs[-1].id])
    arrive(state, VILLAGE, BASE)
    play(state, 0, Action.of("buy", card=one))
    play(state, 0, Action.of("buy", card=three, devotion=True))
    journey = state.journeys[0]
    assert state.temple[0] == 3 and journey.points["temples"] == 3 and journey.coins == 3
    assert "devotion" in state.amulet_supply and "devotion" not in journey.amulets


def test_fortune_rolls_for_coins_before_the_move():
    state = crossroads()
    give_amulet(state, "fortune")
    fix_die(state, 3)
    play(state, 0, USE_FORTUNE)
    assert state.journeys[0].coins == 10 and state.step() == MOVE
    assert "fortune" in state.amulet_supply


def test_health_takes_both_effects_in_either_order():
    state = crossroads()
    give_amulet(state, "health")
    arrive(state, FARM)
    both = Action.of("effect", choice="both", first="crossroads", amulet="health")
    assert both in state.legal_actions(0)
    fix_die(state, 2)
    play(state, 0, both)
    assert state.journeys[0].coins == 7 + 2 + 3


# -- both effects, in the order you like (§12.9, §12.12, §12.14; issue 19) ----------------------


def met_elsewhere(state, kind):
    """Every encounter card of ``kind`` met by another traveller: none left to draw."""
    cards = [c for c in state.encounters.cards if c.startswith(kind)]
    state.encounters.cards = [c for c in state.encounters.cards if c not in cards]
    state.journeys[1].encounters += cards


def test_health_at_a_farm_with_one_coin_bets_what_the_farm_gave():
    state = crossroads(coins=1)
    give_amulet(state, "health")
    arrive(state, FARM)
    # The bet cannot be paid first, but after the farm's 3 coins it can.
    assert state.step() == CHOOSE_EFFECT
    assert state.legal_actions(0) == [BASE, HEALTH_BASE_FIRST]
    fix_die(state, 2)
    events = play(state, 0, HEALTH_BASE_FIRST)
    assert state.journeys[0].coins == 1 + 3 - 2 + 4
    assert [e.kind for e in events if e.kind in ("coins_gained", "die_rolled")] == [
        "coins_gained", "die_rolled"]


def test_umegae_with_health_and_no_coin_pays_the_calligraphy_with_the_encounters_coin():
    state = crossroads("umegae", coins=0)
    give_amulet(state, "health")
    met_elsewhere(state, "kuge")  # only her own coin can pay
    stack(state.encounters, ["samurai_1"])
    arrive(state, ENCOUNTER)
    assert state.legal_actions(0) == [BASE, HEALTH_BASE_FIRST]
    play(state, 0, HEALTH_BASE_FIRST)
    assert state.step() == BUY_CALLIGRAPHY
    play(state, 0, Action.of("calligraphy", id="patience"))
    journey = state.journeys[0]
    assert journey.encounters == ["samurai_1"] and journey.calligraphies == ["patience"]
    assert journey.coins == 0 + 1 - 1 + 1 and journey.points["traveller"] == 2


def test_both_is_not_offered_when_no_order_can_be_paid():
    state = crossroads(coins=1)
    give_amulet(state, "health")
    arrive(state, TEMPLE)  # a gift and an amulet need two coins, in either order
    assert state.legal_actions(0) == [BASE, CROSS]
    state = crossroads(coins=0)
    give_amulet(state, "health")
    met_elsewhere(state, "kuge")
    arrive(state, ENCOUNTER)  # no coin for a calligraphy, and no encounter that brings one
    assert state.journeys[0].encounters  # the only option, taken at once


def test_a_temple_with_two_coins_offers_health_in_either_order():
    state = crossroads(coins=2)
    give_amulet(state, "health")
    arrive(state, TEMPLE)
    assert state.legal_actions(0) == [BASE, CROSS, HEALTH_BASE_FIRST, HEALTH_CROSSROADS_FIRST]


def test_a_village_offers_the_legendary_object_first_only_with_a_coin_left_for_souvenirs():
    state = crossroads(coins=1)
    give_amulet(state, "health")
    arrive(state, VILLAGE)  # Shodo and Emaki cost 1: then nothing is left for a souvenir
    assert state.legal_actions(0) == [BASE, CROSS, HEALTH_BASE_FIRST]
    state = crossroads(coins=2)
    give_amulet(state, "health")
    arrive(state, VILLAGE)
    assert HEALTH_CROSSROADS_FIRST in state.legal_actions(0)


def test_a_kuge_still_to_draw_may_pay_the_calligraphy_paid_when_it_falls_due():
    state = crossroads("kita", coins=0)
    stack(state.encounters, ["kuge_1"])
    arrive(state, ENCOUNTER)
    assert state.legal_actions(0) == [BASE, TAKE_BOTH]  # the Kuge's coins may pay it
    play(state, 0, TAKE_BOTH)
    assert state.step() == BUY_CALLIGRAPHY
    play(state, 0, Action.of("calligraphy", id="patience"))
    assert state.journeys[0].coins == 3 - 1 and state.journeys[0].calligraphies == ["patience"]
    state = crossroads("kita", coins=0)
    stack(state.encounters, ["samurai_1"])
    arrive(state, ENCOUNTER)
    events = play(state, 0, TAKE_BOTH)  # the samurai brings no coin: nothing is bought
    assert [(e.kind, e.params) for e in events if e.kind == "cannot_pay"] == [
        ("cannot_pay", {"seat": 0, "option": "calligraphy"})]
    assert state.journeys[0].calligraphies == [] and state.step() == MOVE


def test_miyataka_and_kita_take_both_in_the_order_they_like():
    state = crossroads("miyataka", coins=1)
    arrive(state, TEMPLE)
    assert state.legal_actions(0) == [BASE, CROSS]  # two coins needed for both
    state = crossroads("miyataka", coins=2)
    arrive(state, TEMPLE)
    assert state.legal_actions(0) == [BASE, CROSS, TAKE_BOTH, TAKE_BOTH_CROSSROADS_FIRST]
    events = play(state, 0, TAKE_BOTH_CROSSROADS_FIRST)
    assert state.step() == BUY_AMULET
    events += play(state, 0, Action.of("amulet_buy", id="health"))
    assert state.legal_actions(0) == [Action.of("donate", coins=1)]  # the one coin left
    events += play(state, 0, Action.of("donate", coins=1))
    kinds = [e.kind for e in events]
    assert kinds.index("amulet_taken") < kinds.index("donated")
    assert state.temple[0] == 1 and state.journeys[0].coins == 0
    state = crossroads("kita", coins=1)
    stack(state.encounters, ["samurai_1"])
    arrive(state, ENCOUNTER)
    assert state.legal_actions(0) == [BASE, CROSS, TAKE_BOTH, TAKE_BOTH_CROSSROADS_FIRST]


# The event of each effect of each stop, to see which came first.
EFFECT_EVENTS = {
    FARM: ("coins_gained", "die_rolled"), VILLAGE: ("souvenirs_revealed", "legendary_object"),
    TEMPLE: ("donated", "amulet_taken"), ENCOUNTER: ("encounter", "calligraphy"),
    HOT_SPRING: ("hot_spring", "bath_house"), PADDY: ("panorama_taken", "cherry_tree")}


@pytest.mark.parametrize("stop", list(EFFECT_EVENTS))
@pytest.mark.parametrize("first", ["base", "crossroads"])
def test_the_order_chosen_is_the_order_played(stop, first):
    state = crossroads()
    give_amulet(state, "health")
    fix_die(state, 1)
    events = play(state, 0, Action.of("move", stop=stop))
    events += play(state, 0, Action.of("effect", choice="both", first=first, amulet="health"))
    while state.step() != MOVE:  # the cheapest choice of each decision the effects bring
        actions = state.legal_actions(0)
        events += play(state, 0, STOP_BUYING if STOP_BUYING in actions else actions[0])
    kinds = [e.kind for e in events]
    base_event, cross_event = EFFECT_EVENTS[stop]
    assert (kinds.index(base_event) < kinds.index(cross_event)) == (first == "base")


def test_a_version_1_game_offers_both_as_version_1_did():
    """Saves of rules version 1 replay by them (game.upgrade_setup)."""
    state = crossroads(coins=1)
    state.rules_version = 1
    give_amulet(state, "health")
    arrive(state, TEMPLE)
    assert state.legal_actions(0) == [BASE, CROSS, HEALTH_BASE_FIRST, HEALTH_CROSSROADS_FIRST]
    state = crossroads(coins=1)
    state.rules_version = 1
    give_amulet(state, "health")
    arrive(state, FARM)  # the farm's coins alone, taken at once
    assert state.journeys[0].coins == 4 and state.step() == MOVE
    state = crossroads("miyataka", coins=2)
    state.rules_version = 1
    arrive(state, TEMPLE)
    assert state.legal_actions(0) == [BASE, CROSS, TAKE_BOTH]


def test_friendship_shares_a_single_stop_and_counts_behind():
    state = crossroads()
    give_amulet(state, "friendship")
    state.stop[1] = PADDY  # a single stop
    state.slot[1] = 0
    move = Action.of("move", stop=PADDY, amulet="friendship")
    assert move in state.legal_actions(0)
    play(state, 0, move)
    assert state.stop[0] == PADDY and state.slot[0] == 1
    play(state, 0, BASE)
    assert state.rearmost() == 0 and state.invariant_problems() == []


def test_hospitality_gives_the_meal_for_free():
    state = started(4, [None], crossroads=True)
    place(state, [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    state.journeys[0].coins = 0
    give_amulet(state, "hospitality")
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert state.step() == BUY_MEAL
    meal = state.legal_actions(0)[0]
    assert meal.get("amulet") == "hospitality"
    play(state, 0, meal)
    assert len(state.journeys[0].meals) == 1 and state.journeys[0].coins == 0


def test_vitality_moves_again_from_the_lead():
    state = crossroads()
    state.stop = [0, 0, 0, 0]
    state.slot = [3, 0, 1, 2]
    state.queue = []
    state._carry_on(None, chance=False)
    give_amulet(state, "vitality")
    arrive(state, FARM, BASE)
    assert state.step() == VITALITY_MOVE
    play(state, 0, Action.of("vitality", use=True))
    assert state.step() == MOVE and state.to_act() == (0,) and state.stop[0] == FARM


# -- the calligraphies (§12.11, decision 6) ---------------------------------------------------


@pytest.mark.parametrize(("name", "facts", "points"), [
    ("contemplation", scoring.JourneyFacts(completed_panoramas=2, cherry_trees=3), 9),
    ("nostalgia", scoring.JourneyFacts(legendary_objects=2, souvenirs=5), 9),
    ("patience", scoring.JourneyFacts(arrived_after=0), 6),
    ("patience", scoring.JourneyFacts(arrived_after=1), 4),
    ("patience", scoring.JourneyFacts(arrived_after=3), 2),
    ("perfection", scoring.JourneyFacts(achievements=2, calligraphies=1), 5),
    ("foresight", scoring.JourneyFacts(coins=4), 8),
    ("fasting", scoring.JourneyFacts(meals=3), 2),  # 2 per meal not eaten
])
def test_each_calligraphy_scores_at_the_end(name, facts, points):
    assert scoring.calligraphy_points(name, facts) == points


# -- the Crossroads travellers (§12.12) --------------------------------------------------------


def test_miyataka_gives_coins_and_buys_an_amulet():
    state = crossroads("miyataka")
    arrive(state, TEMPLE)
    both = Action.of("effect", choice="both", first="base")
    assert both in state.legal_actions(0)
    play(state, 0, both)
    play(state, 0, Action.of("donate", coins=2))
    play(state, 0, Action.of("amulet_buy", id="health"))
    journey = state.journeys[0]
    assert state.temple[0] == 2 and journey.amulets == ["health"] and journey.coins == 4


def test_kita_meets_someone_and_buys_a_calligraphy():
    state = crossroads("kita")
    stack(state.encounters, ["kuge_1"])
    arrive(state, ENCOUNTER, Action.of("effect", choice="both", first="base"))
    play(state, 0, Action.of("calligraphy", id="patience"))
    journey = state.journeys[0]
    assert journey.encounters == ["kuge_1"] and journey.calligraphies == ["patience"]


def test_gotozaemon_gets_a_coin_at_a_panorama_and_two_with_a_cherry_tree():
    state = crossroads("gotozaemon", coins=0)
    journey = arrive(state, PADDY, CROSS)
    assert journey.coins == 2 and journey.points["cherry_trees"] == 2


def test_nampo_scores_the_price_of_his_meal():
    state = started(4, ["nampo"], crossroads=True)
    place(state, [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    meal = state.legal_actions(0)[0]
    price = state.rules.cards.meals[meal["card"]].price
    play(state, 0, meal)
    assert state.journeys[0].points["traveller"] == price


def test_daigoro_draws_a_souvenir_at_an_intermediate_inn():
    state = started(4, ["daigoro"], crossroads=True)
    place(state, [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert len(state.journeys[0].souvenirs) == 1


def test_jirocho_may_bet_a_coin_at_an_intermediate_inn():
    state = started(4, ["jirocho"], crossroads=True)
    place(state, [13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
    fix_die(state, 4)
    play(state, 0, Action.of("move", stop=FIRST_INN))
    assert state.step() == GAMBLE
    play(state, 0, Action.of("gamble", bet=True))
    assert state.journeys[0].coins == 7 - 1 + 4


def test_encounters_never_give_crossroads_cards():
    state = crossroads()
    guide = next(e.id for e in DATA.encounters if e.kind == "annaibito")
    stack(state.encounters, [guide])
    journey = arrive(state, ENCOUNTER, BASE)
    assert journey.cherry_trees == 0 and sum(journey.panoramas) == 1


def test_a_crossroads_game_plays_to_the_end():
    state = new_state(DATA, 4, 11, {"crossroads": True})
    rng = Rng(3)
    while not state.is_over():
        if state.needs_resolution():
            state.resolve()
        else:
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert state.invariant_problems() == []
    assert all("calligraphies" in b for b in state.scores().breakdown)
    assert STOP_BUYING and BUY_SOUVENIR  # imported names in use


def test_determinize_samples_the_hidden_amulets_from_what_the_seat_has_not_seen():
    state = crossroads()
    give_amulet(state, "health", seat=1)
    give_amulet(state, "fortune", seat=2)
    view = state.view(2)
    assert view.journeys[1].amulets == [] and view.journeys[1].hidden_amulets == 1
    assert view.amulet_supply == [] and view.hidden_supply == 4
    seen = set()
    for key in range(20):
        world = view.determinize(2, Rng(key))
        assert world.journeys[2].amulets == ["fortune"] and world.invariant_problems() == []
        seen.add(world.journeys[1].amulets[0])
    assert "fortune" not in seen and len(seen) > 1

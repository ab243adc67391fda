"""The rules of the base game, one test (or a few) per rule."""

import pytest

from tabibito.engine import Action, IllegalAction, Seat
from tabibito.games.tokaido import GAME
from tabibito.games.tokaido.rules import (
    BUY_MEAL,
    BUY_SOUVENIR,
    CHOOSE_TRAVELLER,
    DONATE,
    FARM_COINS,
    GUIDE_PANORAMA,
    INITIATION_COINS,
    MOVE,
    PASS_MEAL,
    STOP_BUYING,
    meal_hand_size,
    new_state,
)
from tests.games.tokaido.helpers import (
    COINS,
    DATA,
    FINAL,
    FIRST_INN,
    place,
    play,
    stack,
    started,
    stop_of,
)

VILLAGE, TEMPLE, ENCOUNTER = 1, 2, 3
PADDY, HOT_SPRING, MOUNTAIN, FARM = 4, 5, 6, 7
SEA = 11


def move(stop):
    return Action.of("move", stop=stop)


def moves(state):
    return [a["stop"] for a in state.legal_actions(state.to_act()[0])]


# -- set-up ------------------------------------------------------------------------------------


def test_each_player_is_dealt_two_travellers_and_keeps_one_at_once():
    state = new_state(DATA, 3, 4)
    assert state.step() == CHOOSE_TRAVELLER and state.to_act() == (0, 1, 2)
    offers = [state.legal_actions(seat) for seat in range(3)]
    assert all(len(o) == 2 for o in offers)
    assert len({a["id"] for o in offers for a in o}) == 6
    for seat in range(3):
        state.apply(seat, offers[seat][1])
    assert state.needs_resolution()  # the travellers are revealed in the resolution step
    state.resolve()
    assert [j.traveller for j in state.journeys] == [o[1]["id"] for o in offers]
    assert [j.coins for j in state.journeys] == [COINS[o[1]["id"]] for o in offers]
    assert state.step() == MOVE


def test_pawns_start_in_random_order_and_the_rearmost_leaves_first():
    orders = set()
    for seed in range(20):
        state = started(4, seed=seed)
        assert sorted(state.slot) == [0, 1, 2, 3] and state.stop == [0] * 4
        assert state.to_act() == (state.slot.index(3),)
        orders.add(tuple(state.departure_order()))
    assert len(orders) > 5


def test_initiation_gives_seven_coins_and_no_traveller():
    state = started(5)
    assert [j.coins for j in state.journeys] == [INITIATION_COINS] * 5
    assert all(j.traveller is None for j in state.journeys)


@pytest.mark.parametrize(("players", "changes"), [
    (2, (0, 1)), (3, (-1, 0, 1)), (4, (-1, 0, 1, 2)), (5, (-1, -1, 0, 1, 2))])
def test_preparations_change_the_coins_by_departure_order(players, changes):
    state = started(players, preparations=True)
    order = state.departure_order()
    assert [state.journeys[seat].coins for seat in order] == [7 + c for c in changes]


def test_preparations_never_go_below_zero_coins():
    state = new_state(DATA, 4, 0, {"preparations": True})
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    state.chosen = ["gotozaemon"] * 4  # a traveller with 0 coins, for the test
    state.resolve()
    assert min(j.coins for j in state.journeys) == 0


# -- movement (§4) -------------------------------------------------------------------------------


def test_the_rearmost_traveller_moves_again_while_still_last():
    state = place(started(3), [0, 5, 6], [0, 0, 0])
    assert state.to_act() == (0,)
    play(state, 0, move(FARM - 3))  # stop 4 is a panorama: still behind the others
    assert state.to_act() == (0,)
    play(state, 0, move(FARM))
    assert state.to_act() == (1,)


def test_travellers_move_forward_only_and_never_past_the_next_inn():
    state = place(started(4), [10, 12, 13, 13], [0, 0, 0, 1])
    assert moves(state) == [11, FIRST_INN]
    assert state.why_illegal(0, move(9)).key == "tokaido.behind"
    assert state.why_illegal(0, move(FIRST_INN + 1)).key == "tokaido.past_inn"


def test_double_stops_have_a_second_slot_only_with_four_or_five_players():
    for players, free in ((3, False), (4, True), (5, True)):
        state = started(players)
        stops = [0] + [FIRST_INN] * (players - 1)
        stops[1] = VILLAGE  # the village at stop 1 is double
        place(state, stops, list(range(players)))
        assert (VILLAGE in moves(state)) == free
        if not free:
            assert state.why_illegal(0, move(VILLAGE)).key == "tokaido.occupied"


def test_the_off_road_slot_counts_as_behind():
    state = place(started(4), [5, 5, 20, 20], [0, 1, 0, 1])
    assert state.to_act() == (1,)  # the later arrival at the double stop 5


def test_at_an_inn_the_last_to_arrive_leaves_first():
    state = place(started(4), [FIRST_INN] * 4, [0, 1, 2, 3])
    assert state.to_act() == (3,)


def test_a_village_and_a_temple_need_a_coin():
    state = started(4)
    state.journeys[0].coins = 0
    place(state, [0, 30, 30, 30], [0, 0, 1, 2])
    assert VILLAGE not in moves(state) and TEMPLE not in moves(state)
    assert state.why_illegal(0, move(VILLAGE)).key == "tokaido.village_needs_coin"
    assert state.why_illegal(0, move(TEMPLE)).key == "tokaido.temple_needs_coin"


def test_no_stop_on_a_panorama_already_completed():
    state = started(4)
    state.journeys[0].panoramas[0] = 3  # the paddy is complete
    place(state, [0, 30, 30, 30], [0, 0, 1, 2])
    assert PADDY not in moves(state)
    assert state.why_illegal(0, move(PADDY)).key == "tokaido.panorama_complete"


def test_a_stop_whose_deck_is_empty_is_no_destination_but_an_inn_always_is():  # decision 10
    state = started(4)
    state.hot_springs.cards, state.encounters.cards = [], []
    place(state, [0, 30, 30, 30], [0, 0, 1, 2])
    assert HOT_SPRING not in moves(state) and ENCOUNTER not in moves(state)
    assert FIRST_INN in moves(state)


# -- the stops (§5) ------------------------------------------------------------------------------


def test_a_farm_gives_three_coins():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    play(state, 0, move(FARM))
    assert state.journeys[0].coins == INITIATION_COINS + FARM_COINS


def test_panorama_parts_score_their_number_and_the_first_complete_takes_the_achievement():
    state = started(4)
    state.journeys[1].panoramas[0] = 3  # seat 1 already has the paddy, but not its card
    place(state, [0, 30, 30, 30], [0, 0, 1, 2])
    state.journeys[0].panoramas[0] = 2
    play(state, 0, move(PADDY))
    assert state.journeys[0].points["panoramas"] == 3
    assert state.achievers == {"paddy": 0}
    assert state.journeys[0].points["panorama_achievements"] == 3


def test_a_hot_spring_scores_its_card():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    stack(state.hot_springs, ["hot_spring_3_1"])
    play(state, 0, move(HOT_SPRING))
    assert state.journeys[0].hot_springs == ["hot_spring_3_1"]
    assert state.journeys[0].points["hot_springs"] == 3


def test_a_temple_takes_one_to_three_coins_one_point_each():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    state.journeys[0].coins = 2
    play(state, 0, move(TEMPLE))
    assert state.step() == DONATE
    assert [a["coins"] for a in state.legal_actions(0)] == [1, 2]
    play(state, 0, Action.of("donate", coins=2))
    assert state.temple[0] == 2 and state.journeys[0].points["temples"] == 2
    assert state.journeys[0].coins == 0


def village(state, cards):
    stack(state.souvenirs, cards)
    play(state, 0, move(VILLAGE))
    assert state.step() == BUY_SOUVENIR and state.revealed == cards


def test_a_village_shows_three_souvenirs_to_buy_one_by_one():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    state.journeys[0].coins = 4
    village(state, ["koma", "sake", "ukiyoe"])
    play(state, 0, Action.of("buy", card="ukiyoe"))
    assert Action.of("buy", card="sake") not in state.legal_actions(0)  # 1 coin left
    play(state, 0, Action.of("buy", card="koma"))
    assert state.step() == MOVE  # nothing more to afford: the village is done
    journey = state.journeys[0]
    assert journey.souvenirs == ["ukiyoe", "koma"] and journey.coins == 0
    assert journey.points["souvenirs"] == 1 + 3
    assert state.souvenirs.under == [("sake",)]


def test_stopping_at_a_village_puts_the_rest_under_the_deck():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    village(state, ["koma", "sake", "ukiyoe"])
    play(state, 0, STOP_BUYING)
    assert state.revealed == [] and sorted(state.souvenirs.under[0]) == ["koma", "sake", "ukiyoe"]


def encounter(state, card, seat=0):
    stack(state.encounters, [card])
    play(state, seat, move(ENCOUNTER))


@pytest.mark.parametrize(("card", "coins", "points"), [
    ("samurai_1", 0, {"encounters": 3}),
    ("kuge_1", 3, {}),
    ("miko_1", 0, {"encounters": 1}),
])
def test_simple_encounters(card, coins, points):
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    encounter(state, card)
    journey = state.journeys[0]
    assert journey.encounters == [card] and journey.coins == INITIATION_COINS + coins
    for category, value in points.items():
        assert journey.points[category] == value
    assert state.temple[0] == (1 if card.startswith("miko") else 0)


def test_shokunin_gives_the_top_souvenir():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    stack(state.souvenirs, ["geta"])
    encounter(state, "shokunin_1")
    assert state.journeys[0].souvenirs == ["geta"]
    assert state.journeys[0].points["souvenirs"] == 1


def test_annaibito_gives_the_shown_panorama_or_any_if_it_is_complete():
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    encounter(state, "annaibito_sea_1")
    assert state.journeys[0].panoramas == [0, 0, 1]
    state = place(started(4), [0, 30, 30, 30], [0, 0, 1, 2])
    state.journeys[0].panoramas = [0, 0, 5]
    encounter(state, "annaibito_sea_2")
    assert state.step() == GUIDE_PANORAMA
    assert {a["panorama"] for a in state.legal_actions(0)} == {"paddy", "mountain"}
    play(state, 0, Action.of("panorama", panorama="mountain"))
    assert state.journeys[0].panoramas == [0, 1, 5]


# -- inns (§6) -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "gastronomy", "cards"), [
    (2, False, 4), (3, False, 4), (4, False, 5), (5, False, 6), (4, True, 4), (2, True, 3)])
def test_the_meal_hand_is_players_plus_one(players, gastronomy, cards):
    assert meal_hand_size(players, gastronomy) == cards  # decision 4: the neutral counts


def arrive_at_inn(state, seat=0):
    play(state, seat, move(FIRST_INN))
    assert state.step() == BUY_MEAL


def test_the_first_arrival_draws_the_hand_and_each_arrival_buys_one_dish():
    state = place(started(4), [13, 13, 13, 13], [0, 1, 2, 3])
    stack(state.meals, ["dango_1", "dango_2", "sushi_1", "unagi_1", "tofu_1"])
    arrive_at_inn(state, 3)
    assert state.hand == ["dango_1", "dango_2", "sushi_1", "unagi_1", "tofu_1"]
    play(state, 3, Action.of("eat", card="unagi_1"))
    assert state.journeys[3].meals == ["unagi_1"] and state.journeys[3].coins == 4
    assert state.journeys[3].points["meals"] == 6
    arrive_at_inn(state, 2)
    assert state.hand == ["dango_1", "dango_2", "sushi_1", "tofu_1"]


def test_nobody_eats_the_same_dish_twice():
    state = place(started(4), [13, 13, 13, 13], [0, 1, 2, 3])
    state.journeys[3].meals = ["dango_3"]
    stack(state.meals, ["dango_1", "dango_2", "sushi_1", "unagi_1", "tofu_1"])
    arrive_at_inn(state, 3)
    eats = {a["card"] for a in state.legal_actions(3) if a.kind == "eat"}
    assert eats == {"sushi_1", "unagi_1", "tofu_1"}


def test_the_meals_left_go_under_the_deck_once_everyone_has_arrived():
    state = place(started(2), [13, 13, 13], [0, 1, 2])
    for _ in range(3):
        seat = state.to_act()[0]
        play(state, seat, move(FIRST_INN))
        if state.step() == BUY_MEAL:
            play(state, seat, PASS_MEAL)
    assert state.hand == [] and not state.hand_drawn
    assert sum(len(b) for b in state.meals.under) == 4  # 4 drawn: 1 spoiled by the neutral, 3 left


def test_the_game_ends_when_everyone_has_eaten_at_edo():
    state = place(started(3), [53, FINAL, FINAL], [0, 0, 1])
    play(state, 0, move(FINAL))
    if not state.is_over():
        play(state, 0, PASS_MEAL)
    assert state.is_over() and state.to_act() == ()


# -- two players (§10) ---------------------------------------------------------------------------


def test_the_leading_player_moves_the_neutral_traveller():
    state = place(started(2), [20, 25, 3], [0, 0, 0])
    assert state.actor == 2 and state.to_act() == (1,)  # seat 1 leads
    state.journeys[1].coins = 0
    temple = stop_of("temple", 3)
    play(state, 1, move(temple))
    assert state.temple[2] == 1  # a bank coin on the temple in its colour
    assert state.journeys[1].coins == 0


def test_the_neutral_spoils_one_meal_of_the_hand():
    state = place(started(2), [FIRST_INN, FIRST_INN, 13], [0, 1, 0])
    state.hand, state.hand_drawn = ["dango_1", "sushi_1", "unagi_1"], True
    state.meals.cards.remove("dango_1"), state.meals.cards.remove("sushi_1")
    state.meals.cards.remove("unagi_1")
    play(state, state.to_act()[0], move(FIRST_INN))
    assert state.hand == [] and sum(len(b) for b in state.meals.under) == 3


def test_the_neutral_competes_in_the_temple_ranking():
    state = place(started(2), [FINAL - 1, FINAL, FINAL], [0, 0, 1])
    state.temple = [2, 1, 3]
    state.journeys[0].coins = 0
    play(state, state.to_act()[0], move(FINAL))
    while not state.is_over():
        play(state, state.to_act()[0], state.legal_actions(state.to_act()[0])[-1])
    assert [b["temple_ranking"] for b in state.scores().breakdown] == [7, 4]


# -- end scoring (§8) ----------------------------------------------------------------------------


def finish(state):
    """Everybody at Edo, nothing left to eat: the game ends."""
    state.meals.cards = []
    place(state, [53] + [FINAL] * (state.rules.pawns - 1), list(range(state.rules.pawns)))
    seat = state.to_act()[0]
    play(state, seat, move(FINAL))
    assert state.is_over()
    return state.scores()


def test_end_scoring_with_a_breakdown_per_category():
    state = started(3)
    a, b, c = state.journeys
    a.meals, b.meals = ["unagi_1"], ["dango_1", "tofu_1"]
    a.souvenirs, b.souvenirs = ["koma", "gofu"], ["koma"]
    a.hot_springs, c.hot_springs = ["hot_spring_2_1"], ["hot_spring_3_1"]
    c.encounters = ["samurai_1"]
    for journey in (a, b, c):  # keep the invariants: take the cards out of the decks
        for deck, cards in ((state.meals, journey.meals), (state.souvenirs, journey.souvenirs)):
            deck.cards = [card for card in deck.cards if card not in cards]
    state.temple = [4, 3, 3]
    scores = finish(state)
    assert [s["temple_ranking"] for s in scores.breakdown] == [10, 7, 7]
    assert [s["gourmet"] for s in scores.breakdown] == [3, 3, 0]  # 3 coins each: a tie
    assert [s["collector"] for s in scores.breakdown] == [3, 0, 0]
    assert [s["bather"] for s in scores.breakdown] == [3, 0, 3]
    assert [s["chatterbox"] for s in scores.breakdown] == [0, 0, 3]
    assert scores.totals == tuple(sum(s.values()) for s in scores.breakdown)


# -- the game object -----------------------------------------------------------------------------


def test_the_game_refuses_a_wrong_number_of_players():
    from tabibito.engine import OptionError
    with pytest.raises(OptionError):
        GAME.check_seats([Seat("solo")])
    with pytest.raises(OptionError):
        GAME.check_seats([Seat(str(i)) for i in range(6)])


def test_an_illegal_action_changes_nothing():
    state = started(4)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(state.to_act()[0], move(FINAL))
    assert state.snapshot() == before


def test_the_return_trip_starts_at_edo():
    state = started(4, return_trip=True)
    assert state.rules.road.stops[0].inn == "edo"
    assert state.rules.kinds[1] == "village"  # the old stop 53


@pytest.mark.parametrize("players, crossroads", [(2, False), (4, False), (5, True), (3, True)])
def test_the_moves_offered_are_exactly_the_stops_without_a_problem(players, crossroads):
    """``_moves`` finds the free stops without asking ``stop_problem`` one by one (the playouts'
    hot path): over whole random games both must agree at every move."""
    from tabibito.engine import Match, Rng

    match = Match(GAME, {"crossroads": crossroads},
                  [Seat(f"bot {seat}", "easy") for seat in range(players)], players)
    rng, checked = Rng(players), 0
    while not match.is_over():
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if state.step() == "move":
            here = state.stop[state.actor]
            expected = [to for to in range(here + 1, state.rules.final + 1)
                        if state.stop_problem(state.actor, to) is None]
            plain = [a["stop"] for a in legal if a.kind == "move" and len(a.args) == 1]
            assert plain == expected
            checked += 1
        match.apply(seat, legal[rng.below(len(legal))])
    assert checked > 20

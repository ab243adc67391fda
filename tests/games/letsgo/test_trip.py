"""The trip, rule by rule: worked examples with made-up cards (and a few real ones).

Made-up cards keep each example to the rule it shows: a blank card has no icons, no VP and a
highlight that is never met; the rest of the week is filled with blank Kyoto cards.
"""

import json
from dataclasses import replace

import pytest

from tabibito.engine import Event, IllegalAction
from tabibito.games.letsgo.data import (
    KYOTO,
    PER_CITY_DAYS,
    PER_SETS,
    TOKYO,
    WILD,
    Card,
    Condition,
    Reward,
    load_data,
)
from tabibito.games.letsgo.trip import (
    AGENCY_WILD,
    BACK,
    CATEGORIES,
    DAY_KEYS,
    DONE,
    EXPERIENCE_TABLE,
    FREE_HIGHLIGHT,
    FRONT,
    HAPPINESS_POINTS,
    RICH_EXPERIENCE_TABLE,
    SCORE,
    SKIP,
    STRESS_POINTS,
    TRAIN,
    WALK,
    WILD_PAIRS,
    WILD_TOKEN,
    YELLOW_CITY,
    Placed,
    Traveller,
    Trip,
    experience_points,
)

DATA = load_data()
NEVER = Condition(walks=99)
NOTHING = Reward()
ALWAYS = Condition()


def card(cid, *icons, deck=KYOTO, points=0, condition=NEVER, reward=NOTHING, yellow=False,
         site="test_site"):
    return Card(cid, deck, yellow, site, "Test", tuple(icons), points, condition, reward)


def flat(points, *gains):
    return Reward(points=points, gains=tuple(gains))


BLANK = card("blank")
BLANK_TOKYO = card("blank_tokyo", deck=TOKYO)


def world(cards):
    return replace(DATA, cards={**DATA.cards, **{c.id: c for c in (BLANK, BLANK_TOKYO, *cards)}})


def week(*days):
    """The days given, then blank Kyoto days; "~id" is a face-down walk."""
    days = [list(day) for day in days] + [["blank"]] * (6 - len(days))
    return tuple(tuple(Placed(c.lstrip("~"), c.startswith("~")) for c in day) for day in days)


def travel(cards, *days, **tokens):
    return Trip.start(world(cards), Traveller(week(*days), **tokens))


def agency(cards, *days, level="normal", passport=False):
    return Trip.for_agency(world(cards), week(*days), level, passport)


def play(trip, *choices):
    """Take the given choices, then the defaults: front, done, start train, first city."""
    for choice in choices:
        trip.choose(choice)
    while not trip.is_over():
        options = trip.choices()
        trip.choose(next((c for c in (FRONT, DONE, SKIP) if c in options), options[0]))
    return trip


# --- the score sheet -------------------------------------------------------------------------------


def test_card_vp_and_the_highlight_score_on_their_day():
    cards = [card("a", points=3), card("b", points=2, condition=ALWAYS, reward=flat(5))]
    trip = play(travel(cards, ["blank"], ["a", "b"], research=2))
    sheet = trip.breakdown()
    assert list(sheet) == [c for c in CATEGORIES if c != "passport"]
    assert sheet["tuesday"] == 3 + 2 + 5
    assert sheet["monday"] == 0
    assert sheet["research"] == 2
    assert trip.total() == sum(sheet.values()) == 12
    assert trip.decision() is None and trip.choices() == ()


def test_a_trip_without_choices_is_over_at_once():
    trip = travel([], ["blank"])
    assert trip.is_over()
    assert trip.total() == 0


# --- mood (binding decision 4) ---------------------------------------------------------------------


def test_two_arrows_with_a_reset_between():
    cards = [card("relax2", "hL", "hL")]
    trip = play(travel(cards, ["relax2"], mood=2))
    snap = trip.snapshot()
    assert (snap["happiness"], snap["mood"]) == (1, 1)  # +3: reset to 0, happiness; then +1
    assert trip.breakdown()["mood"] == HAPPINESS_POINTS[1] == 5


def test_green_icons_before_red_ones_on_one_card():
    cards = [card("mixed", "aL", "hL")]
    trip = play(travel(cards, ["mixed"], mood=2))
    snap = trip.snapshot()
    # Green first: +3 resets and gives happiness, then red: -1. (Red first would end on +2.)
    assert (snap["happiness"], snap["stress"], snap["mood"]) == (1, 0, -1)


def test_red_arrows_reach_stress_and_reset():
    cards = [card("pricey", "aY", "aY")]
    trip = play(travel(cards, ["pricey"], mood=-2))
    snap = trip.snapshot()
    assert (snap["stress"], snap["mood"]) == (1, -1)
    assert trip.breakdown()["mood"] == STRESS_POINTS[1] == -3


def test_happiness_and_stress_steps_and_caps():
    assert HAPPINESS_POINTS == (0, 5, 12, 20) and STRESS_POINTS == (0, -3, -8, -15)
    cards = [card("hard", "aL", "aL", "aL", "aL")]
    trip = play(travel(cards, ["hard", "hard", "hard"]))  # 12 red arrows from the centre
    snap = trip.snapshot()
    assert (snap["stress"], snap["mood"]) == (3, 0)  # a 4th step is lost
    assert trip.breakdown()["mood"] == -15
    capped = play(travel([card("calm", "hL")], ["calm"], mood=2, happiness=3))
    assert capped.snapshot()["happiness"] == 3
    assert capped.breakdown()["mood"] == 20
    both = play(travel([card("calm", "hL")], ["calm"], mood=2, happiness=1, stress=1))
    assert both.breakdown()["mood"] == 12 - 3


# --- experience (§1.9) -----------------------------------------------------------------------------


@pytest.mark.parametrize(("track", "points"), [(0, 0), (3, 0), (4, 4), (6, 4), (7, 8), (9, 8),
                                               (10, 12), (11, 12), (12, 15), (20, 15)])
def test_experience_thresholds(track, points):
    assert experience_points(track, EXPERIENCE_TABLE) == points


def test_experience_per_kind_on_the_trip():
    icons = ("R",) * 4 + ("G",) * 7 + ("P",) * 10 + ("Y",) * 12 + ("B",) * 3
    trip = play(travel([card("many", *icons)], ["many"]))
    assert trip.breakdown()["experience"] == 4 + 8 + 12 + 15 + 0


def test_a_track_goes_on_past_twelve():
    cards = [card("temples", *("R",) * 13),
             card("thirteen", condition=Condition(at_least=(("R", 13),)), reward=flat(5))]
    trip = play(travel(cards, ["temples", "thirteen"]))
    assert trip.snapshot()["tracks"]["R"] == 13
    assert trip.breakdown()["monday"] == 5
    assert trip.breakdown()["experience"] == 15


# --- trains (binding decision 6) -------------------------------------------------------------------


RIDE = Condition(trains=1)


def test_a_city_change_across_a_day_boundary_belongs_to_the_next_day():
    cards = [card("t_ride", deck=TOKYO, condition=RIDE, reward=flat(5)),
             card("k_ride", condition=RIDE, reward=flat(7))]
    trip = travel(cards, ["blank_tokyo", "t_ride"], ["k_ride"])
    decision = trip.decision()
    assert decision.kind == TRAIN
    assert (decision.params["card"], decision.params["day"]) == ("k_ride", 1)
    assert trip.choices() == ("start", "standard")
    play(trip, "start")
    assert trip.breakdown()["monday"] == 0      # no ride yet on Monday
    assert trip.breakdown()["tuesday"] == 7
    assert trip.breakdown()["trains"] == 0


def test_a_luxury_train_scores_two_and_brings_a_relaxing_icon_on_its_day():
    cards = [card("k_relaxed", condition=Condition(at_least=(("hL", 1),)), reward=flat(6))]
    trip = travel(cards, ["blank_tokyo"], ["k_relaxed"], luxury_trains=1)
    assert trip.choices() == ("start", "luxury", "standard")
    play(trip, "luxury")
    assert trip.breakdown()["trains"] == 2
    assert trip.breakdown()["tuesday"] == 6
    assert trip.snapshot()["icons"]["hL"] == 1 and trip.snapshot()["mood"] == 1


def test_standard_trains_cost_two_and_are_taken_without_asking():
    # Tokyo, Kyoto, Tokyo, then Kyoto to Saturday: three changes.
    trip = travel([], ["blank_tokyo"], ["blank"], ["blank_tokyo"], luxury_trains=1)
    trip.choose("luxury")
    assert trip.choices() == ("start", "standard")
    trip.choose("standard")
    assert trip.choices() == ("start", "standard")
    trip.choose("start")
    assert trip.breakdown()["trains"] == 2 - 2 + 0
    again = travel([], ["blank_tokyo"], ["blank"], ["blank_tokyo"])
    events = again.choose("start")
    assert again.is_over()  # the other changes had only standard trains left
    assert again.breakdown()["trains"] == -4
    assert [e["train"] for e in events if e.kind == "trip.train"] == ["start", "standard",
                                                                      "standard"]


def test_unused_luxury_trains_are_worth_nothing():
    trip = play(travel([], ["blank"], luxury_trains=3))
    assert trip.breakdown()["trains"] == 0


def test_yellow_cards_choose_their_city_first():
    cards = [card("festival", "R", deck=TOKYO, yellow=True)]
    trip = travel(cards, ["festival"])
    assert trip.decision().kind == YELLOW_CITY
    kyoto = trip.clone()
    kyoto.choose(KYOTO)
    assert kyoto.is_over()  # all Kyoto: no train
    trip.choose(TOKYO)
    assert trip.decision().kind == TRAIN  # Tokyo Monday, Kyoto Tuesday


# --- walks (binding decision 5) --------------------------------------------------------------------


def test_a_walk_shown_from_the_back_is_one_vp_one_relaxing_and_a_two_vp_highlight():
    trip = travel([], ["~K28"])  # geisha show: B, 3 VP, "R2: 5 VP and two B"
    decision = trip.decision()
    assert decision.kind == WALK and decision.params == {"card": "K28", "day": 0}
    play(trip, BACK)
    assert trip.breakdown()["monday"] == 1 + 2
    assert trip.snapshot()["icons"]["hL"] == 1 and trip.snapshot()["icons"]["B"] == 0


def test_a_walk_shown_from_the_front_is_the_card():
    trip = play(travel([], ["~K28"]), FRONT)
    assert trip.breakdown()["monday"] == 3  # its highlight (R2) is not met
    assert trip.snapshot()["icons"]["B"] == 1


def test_walks_count_on_either_face():
    cards = [card("two_walks", condition=Condition(walks=2), reward=flat(9))]
    trip = play(travel(cards, ["~K28"], ["~K29", "two_walks"]), FRONT, BACK)
    assert trip.breakdown()["tuesday"] == 1 + 9
    one = play(travel(cards, ["blank"], ["~K29", "two_walks"]), FRONT)
    assert one.breakdown()["tuesday"] == 3


def test_a_flipped_yellow_walk_keeps_the_city_of_its_deck():
    trip = travel([], ["~T72"])  # a Tokyo yellow card, drawn face down, on a Kyoto week
    assert trip.decision().kind == TRAIN  # no city to choose: it is Tokyo
    play(trip, "start", FRONT)
    assert trip.snapshot()["cities"][0] == TOKYO


# --- highlights (binding decision 8) ---------------------------------------------------------------


TWO_TEMPLES = Condition(at_least=(("R", 2),))


def test_highlights_count_monday_through_today():
    cards = [card("temple", "R"), card("monday_two", condition=TWO_TEMPLES, reward=flat(6)),
             card("tuesday_two", condition=TWO_TEMPLES, reward=flat(6))]
    trip = play(travel(cards, ["temple", "monday_two"], ["temple", "tuesday_two"]))
    assert trip.breakdown()["monday"] == 0   # Tuesday's temple does not count yet
    assert trip.breakdown()["tuesday"] == 6
    assert trip.snapshot()["highlights"][:2] == [False, True]


def test_per_icon_rewards_count_only_what_exists_now():
    per_food = Reward(points=3, per=PER_SETS, per_points=1, per_icons=("G",))
    cards = [card("food2", "G", "G"), card("food3", "G", "G", "G"),
             card("per_food", condition=ALWAYS, reward=per_food)]
    trip = play(travel(cards, ["food2", "per_food"], ["food3"]))
    assert trip.breakdown()["monday"] == 3 + 2


def test_set_rewards_count_complete_sets():
    sets = Reward(points=0, per=PER_SETS, per_points=2, per_icons=("Y", "B"))
    cards = [card("shops", "Y", "Y", "Y", "B"), card("sets", condition=ALWAYS, reward=sets)]
    trip = play(travel(cards, ["shops", "sets"]))
    assert trip.breakdown()["monday"] == 2


def test_rewards_per_train_ride_and_per_day_in_one_city():
    # K34 Kyoto Railway Museum (3 VP, "2 rides: 5 VP + 2 per ride"), its own ride included.
    trip = play(travel([], ["blank_tokyo"], ["blank"], ["blank_tokyo"], ["K34"]), "start")
    assert trip.breakdown()["thursday"] == 3 + 5 + 2 * 3
    city_days = Reward(points=0, per=PER_CITY_DAYS, per_points=3, per_city=TOKYO)
    cards = [card("tokyo_days", deck=TOKYO, condition=ALWAYS, reward=city_days)]
    trip = play(travel(cards, ["blank_tokyo"], ["blank"], ["blank_tokyo", "tokyo_days"]), "start")
    assert trip.breakdown()["wednesday"] == 3 * 2  # Monday and Wednesday so far


def test_gained_icons_move_markers_at_once():
    cards = [card("gift", condition=ALWAYS, reward=flat(2, "hL", "hL", "R")),
             card("one_temple", condition=Condition(at_least=(("R", 1),)), reward=flat(4))]
    trip = play(travel(cards, ["gift"], ["one_temple"], mood=1))
    snap = trip.snapshot()
    assert (snap["happiness"], snap["mood"]) == (1, 0)
    assert trip.breakdown()["tuesday"] == 4


def test_a_gained_wild_can_be_spent_later():
    cards = [card("palette", condition=ALWAYS, reward=flat(0, WILD)),
             card("needs_b", condition=Condition(at_least=(("B", 1),)), reward=flat(8))]
    trip = travel(cards, ["palette"], ["needs_b"])
    assert trip.decision().kind == WILD_TOKEN and trip.decision().params["day"] == "tuesday"
    play(trip, "B")
    assert trip.breakdown()["tuesday"] == 8


# --- wilds (binding decision 7) --------------------------------------------------------------------


def test_wilds_before_a_highlight_meet_its_condition():
    cards = [card("temple", "R"), card("monday_two", condition=TWO_TEMPLES, reward=flat(6))]
    trip = travel(cards, ["temple", "monday_two"], wilds=1)
    decision = trip.decision()
    assert decision == type(decision)(WILD_TOKEN, {"day": "monday", "wilds": 1})
    assert trip.choices() == ("R", "G", "P", "Y", "B", DONE)
    play(trip, "R")
    assert trip.breakdown()["monday"] == 6
    assert trip.snapshot()["wilds"] == 0


def test_wilds_before_experience_scoring_cross_a_threshold():
    cards = [card("temples", "R", "R", "R")]
    trip = travel(cards, ["temples"], wilds=1)
    for _ in range(6):
        trip.choose(DONE)  # keep it through the six days
    decision = trip.decision()
    assert decision.kind == WILD_TOKEN and decision.params["day"] is None
    trip.choose("R")
    assert trip.is_over()
    assert trip.breakdown()["experience"] == 4


# --- passports (§1.12) -----------------------------------------------------------------------------


def test_passport_1_and_4_come_as_tokens():  # the draft puts them into the Traveller
    trip = travel([], ["blank_tokyo"], ["blank"], luxury_trains=3, wilds=3, passport=1)
    assert trip.choices() == ("start", "luxury", "standard")


def test_passport_2_cheap_moves_two_steps_and_scores():
    trip = play(travel([card("cheap", "hY")], ["cheap"], mood=1, passport=2))
    snap = trip.snapshot()
    assert (snap["happiness"], snap["mood"]) == (1, 0)
    assert trip.breakdown()["passport"] == 1


def test_passport_3_two_strenuous_icons_and_two_doubled_highlights():
    tired = card("tired", condition=Condition(at_least=(("aL", 2),)), reward=flat(5))
    trip = play(travel([tired], ["tired"], ["tired"], ["tired"], passport=3))
    sheet = trip.breakdown()
    assert (sheet["monday"], sheet["tuesday"], sheet["wednesday"]) == (10, 10, 5)
    assert trip.snapshot()["mood"] == 0  # the start icons move no marker


def test_passport_5_starts_with_a_cheap_icon():
    cheap = card("cheap_seen", condition=Condition(at_least=(("hY", 1),)), reward=flat(5))
    trip = play(travel([cheap], ["cheap_seen"], research=5, passport=5))
    assert trip.breakdown()["monday"] == 5 and trip.breakdown()["research"] == 5


def test_passport_6_starts_with_one_of_each_experience():
    cards = [card("temples", "R", "R", "R"),
             card("a_shop", condition=Condition(at_least=(("Y", 1),)), reward=flat(5))]
    trip = play(travel(cards, ["temples", "a_shop"], passport=6))
    assert trip.breakdown()["monday"] == 5
    assert trip.breakdown()["experience"] == 4


def test_passport_7_expensive_moves_no_mood_and_scores():
    trip = play(travel([card("pricey", "aY", "aY")], ["pricey"], mood=-2, passport=7))
    assert (trip.snapshot()["mood"], trip.snapshot()["stress"]) == (-2, 0)
    assert trip.breakdown()["passport"] == 2


def test_passport_8_lightning_points():
    trip = play(travel([card("storm", "hL", "aL", "aL")], ["storm"], passport=8))
    assert trip.breakdown()["passport"] == 1 + 2 * 2


def test_passport_9_unique_lifts_the_mood_and_scores():
    trip = play(travel([card("unique", "B")], ["unique"], mood=2, passport=9))
    assert trip.snapshot()["happiness"] == 1
    assert trip.breakdown()["passport"] == 1


def test_passport_10_two_highlights_without_conditions():
    cards = [card("hard_one", condition=TWO_TEMPLES, reward=flat(6))]
    trip = travel(cards, ["hard_one"], ["hard_one"], ["hard_one"], passport=10)
    decision = trip.decision()
    assert decision.kind == FREE_HIGHLIGHT and decision.params["left"] == 2
    assert trip.choices() == (SCORE, SKIP)
    trip.choose(SKIP)
    trip.choose(SCORE)
    trip.choose(SCORE)
    assert trip.is_over()  # none left for Thursday's (a blank) and later
    sheet = trip.breakdown()
    assert (sheet["monday"], sheet["tuesday"], sheet["wednesday"]) == (0, 6, 6)


def test_passport_11_doubles_the_mood_result():
    trip = play(travel([], ["blank"], happiness=1, stress=1, passport=11))
    assert trip.breakdown()["mood"] == 2 * (5 - 3)


def test_passport_12_doubles_icons_and_wilds_from_highlights():
    cards = [card("gift", condition=ALWAYS, reward=flat(3, "B", WILD))]
    trip = travel(cards, ["gift"], passport=12)
    assert trip.breakdown()["monday"] == 3  # VP stay single
    assert trip.snapshot()["icons"]["B"] == 2 and trip.snapshot()["wilds"] == 2


@pytest.mark.parametrize(("track", "points"), [(3, 0), (4, 4), (7, 13), (9, 13), (10, 22),
                                               (12, 22), (15, 22)])
def test_passport_13_rich_experience_table(track, points):
    assert experience_points(track, RICH_EXPERIENCE_TABLE) == points
    trip = play(travel([card("temples", *("R",) * track)], ["temples"], passport=13))
    assert trip.breakdown()["experience"] == points


def test_passport_14_days_with_four_different_experiences():
    cards = [card("four", "R", "G", "P"), card("fourth", "Y"), card("three", "R", "G", "P")]
    trip = play(travel(cards, ["four", "fourth"], ["three", "three"], passport=14))
    assert trip.breakdown()["passport"] == 6


def test_passport_15_a_wild_moves_two_different_experiences():
    trip = travel([], ["blank"], wilds=1, passport=15)
    for _ in range(6):
        trip.choose(DONE)
    assert trip.choices() == WILD_PAIRS + (DONE,)
    assert "R+R" not in trip.choices()
    trip.choose("R+G")
    assert trip.snapshot()["tracks"]["R"] == trip.snapshot()["tracks"]["G"] == 1


def test_passport_16_most_collected_experience_and_the_few_ones():
    trip = play(travel([card("temples", *("R",) * 5)], ["temples"], passport=16))
    assert trip.breakdown()["passport"] == 5 + 6 * 4


def test_passport_17_as_many_tokyo_as_kyoto_cards():
    # Tokyo: blank_tokyo and the T72 walk; Kyoto: blank, blank, and Thursday to Saturday.
    uneven = play(travel([], ["blank_tokyo", "blank"], ["~T72", "blank"], ["K72"],
                         passport=17), KYOTO)
    assert uneven.breakdown()["passport"] == 0
    # Tokyo: blank_tokyo, the T72 walk, two on Thursday; Kyoto: Monday, Tuesday, Fri, Sat.
    balanced = play(travel([], ["blank_tokyo", "blank"], ["~T72", "blank"], ["K72"],
                           ["blank_tokyo", "blank_tokyo"], passport=17), KYOTO)
    assert balanced.breakdown()["passport"] == 14  # the face-up yellow K72 is not counted
    blanks = play(travel([], ["blank"], passport=17))
    assert blanks.breakdown()["passport"] == 0     # six Kyoto cards, no Tokyo one


def test_passport_18_museums_and_classes():
    trip = play(travel([], ["K69", "K35"], ["~K22"], ["~K23"], passport=18), FRONT, BACK)
    # Kyoto National Museum, Railway Museum, the Manga museum walk shown: three; the back: no.
    assert trip.breakdown()["passport"] == 3 * 4


def test_no_passport_no_passport_line():
    assert "passport" not in play(travel([], ["blank"])).breakdown()
    assert "passport" in play(travel([], ["blank"], passport=1)).breakdown()


# --- the travel agency (§1.11, binding decision 10) ------------------------------------------------


def test_easy_agency_needs_conditions_and_takes_no_trains():
    cards = [card("ride", condition=RIDE, reward=flat(5)),
             card("met", condition=ALWAYS, reward=flat(4))]
    trip = agency(cards, ["blank_tokyo"], ["ride"], ["met"], level="easy")
    assert trip.is_over()  # no train to choose
    sheet = trip.breakdown()
    assert (sheet["tuesday"], sheet["wednesday"], sheet["trains"]) == (0, 4, 0)


def test_normal_agency_scores_every_highlight_without_trains():
    cards = [card("ride", condition=RIDE, reward=flat(5))]
    trip = agency(cards, ["blank_tokyo"], ["ride"], level="normal")
    assert trip.breakdown()["tuesday"] == 5 and trip.breakdown()["trains"] == 0
    assert trip.snapshot()["rides"] == 0


def test_hard_agency_takes_a_luxury_train_at_every_change():
    trip = agency([], ["blank_tokyo"], ["blank"], ["blank_tokyo"], level="hard")
    assert trip.is_over()
    assert trip.breakdown()["trains"] == 2 * 3  # Tokyo-Kyoto-Tokyo-Kyoto
    assert trip.snapshot()["icons"]["hL"] == 3
    assert trip.snapshot()["happiness"] == 1


def test_agency_experience_starts_at_two_or_three_with_passport():
    cards = [card("temple", "R")]
    assert agency(cards, ["temple"]).breakdown()["experience"] == 0          # 1 + 2
    assert agency(cards, ["temple"], passport=True).breakdown()["experience"] == 4  # 1 + 3
    assert agency(cards, ["temple"]).snapshot()["tracks"] == {"R": 3, "G": 2, "P": 2, "Y": 2,
                                                               "B": 2}


def test_agency_head_start_does_not_count_for_conditions():
    cards = [card("no_temple", condition=Condition(absent=("R",)), reward=flat(5))]
    assert agency(cards, ["no_temple"], level="easy").breakdown()["monday"] == 5


def test_agency_wild_goes_to_its_highest_track_the_player_breaks_ties():
    cards = [card("temple", "R"), card("wild", condition=ALWAYS, reward=flat(0, WILD))]
    trip = agency(cards, ["temple", "wild"])
    assert trip.is_over() and trip.snapshot()["tracks"]["R"] == 2 + 1 + 1
    tied = agency(cards, ["wild"])
    decision = tied.decision()
    assert decision.kind == AGENCY_WILD and decision.params["tied"] == ("R", "G", "P", "Y", "B")
    tied.choose("P")
    assert tied.is_over() and tied.snapshot()["tracks"]["P"] == 3


def test_the_agency_yellow_cities_are_the_players_choice():
    cards = [card("festival", "R", deck=TOKYO, yellow=True)]
    trip = agency(cards, ["festival"], level="hard")
    assert trip.decision().kind == YELLOW_CITY
    trip.choose(TOKYO)
    assert trip.breakdown()["trains"] == 2


def test_an_unknown_agency_level_is_refused():
    with pytest.raises(IllegalAction):
        agency([], ["blank"], level="lazy")


# --- the contract ----------------------------------------------------------------------------------


def test_illegal_choices_are_refused_and_change_nothing():
    trip = travel([], ["~K28"])
    before = trip.snapshot()
    with pytest.raises(IllegalAction) as error:
        trip.choose("sideways")
    assert error.value.key == "letsgo.trip.illegal"
    assert trip.snapshot() == before
    play(trip)
    with pytest.raises(IllegalAction) as error:
        trip.choose(FRONT)
    assert error.value.key == "letsgo.trip.over"


def test_choose_tells_what_happened():
    cards = [card("met", points=1, condition=ALWAYS, reward=flat(4))]
    events = travel(cards, ["~K28", "met"]).choose(BACK)
    assert all(isinstance(e, Event) for e in events)
    kinds = [e.kind for e in events]
    assert kinds[0] == "trip.walk" and kinds[-1] == "trip.over"
    highlight = next(e for e in events if e.kind == "trip.highlight")
    assert (highlight["card"], highlight["met"], highlight["points"]) == ("met", True, 4)


def test_a_clone_is_independent_and_snapshots_are_canonical():
    trip = travel([], ["~K28"], ["~K29"])
    copy = trip.clone()
    copy.choose(BACK)
    assert trip.snapshot() != copy.snapshot()
    other = travel([], ["~K28"], ["~K29"])
    other.choose(BACK)
    assert json.dumps(other.snapshot(), sort_keys=True) == json.dumps(copy.snapshot(),
                                                                      sort_keys=True)
    assert other.key() == copy.key()


def test_trusted_choices_reach_the_same_end():
    a, b = travel([], ["~K28"], ["~K29"], wilds=1), travel([], ["~K28"], ["~K29"], wilds=1)
    for choice in (FRONT, "R", BACK):
        a.choose(choice)
        b.choose_trusted(choice)
    play(a)
    play(b)
    assert a.snapshot() == b.snapshot() and a.total() == b.total()


def test_a_real_itinerary_scores_by_the_card_table():
    days = (("T3", "T4", "T5"), ("T6", "T7", "T8"), ("K1", "K2", "K3"),
            ("K4", "K5", "K6"), ("K7", "K8", "K9"), ("K10", "K11", "K12"))
    trip = Trip.start(DATA, Traveller(tuple(tuple(Placed(c, False) for c in d) for d in days)))
    play(trip, "start")
    sheet = trip.breakdown()
    # Monday: 3+3+2 VP; T5 "G2 R2" not met (R2 G1). Tuesday: 1+3+3; T8 "B3" not met.
    assert (sheet["monday"], sheet["tuesday"]) == (8, 7)
    assert set(DAY_KEYS) <= set(sheet)

"""What the Crossroads board offers (games/tokaido/offers.py): the supply left as a seat may know
it, following "Rare and precious", and a calligraphy's end points counted now (worked examples)."""

from tabibito.engine import Action
from tabibito.games.tokaido import offers
from tabibito.games.tokaido.rules import BUY_AMULET, RARE_AND_PRECIOUS, new_state
from tests.games.tokaido.helpers import DATA, play, started
from tests.games.tokaido.test_crossroads import CROSS, ENCOUNTER, TEMPLE, VILLAGE, arrive
from tests.games.tokaido.test_crossroads import crossroads as crossroads_at


def test_no_supply_without_crossroads():
    assert offers.crossroads_supply(started(4)) is None


def test_the_full_supply_lists_every_card_of_the_catalogue():
    supply = offers.crossroads_supply(started(4, crossroads=True))
    tables = DATA.crossroads
    assert supply is not None and supply.rare_and_precious == 0
    assert (supply.cherry_trees, supply.bath_houses) == (tables.cherry_trees, tables.bath_houses)
    assert set(supply.legendary_objects) == {o.id for o in tables.legendary_objects}
    assert set(supply.calligraphies) == set(tables.calligraphies)
    assert supply.amulets == len(set(tables.amulets))


def test_rare_and_precious_leaves_five_of_each_stack_at_four_players():
    state = new_state(DATA, 4, 2, {"crossroads": True, "rare_and_precious": True})
    supply = offers.crossroads_supply(state)
    keep = RARE_AND_PRECIOUS[4]
    assert supply is not None and supply.rare_and_precious == keep == 5
    assert supply.cherry_trees == supply.bath_houses == supply.amulets == keep
    assert len(supply.legendary_objects) == len(supply.calligraphies) == keep
    assert supply.legendary_objects == tuple(state.legendary_supply)


def test_a_legendary_object_bought_leaves_the_supply():
    state = crossroads_at()
    before = offers.crossroads_supply(state)
    arrive(state, VILLAGE, CROSS)
    play(state, 0, Action.of("legendary", id="murasame"))
    after = offers.crossroads_supply(state)
    assert "murasame" in before.legendary_objects and "murasame" not in after.legendary_objects
    assert len(after.legendary_objects) == len(before.legendary_objects) - 1


def test_the_amulets_are_a_count_to_the_others_and_a_list_to_their_chooser():
    state = crossroads_at()
    arrive(state, TEMPLE, CROSS)
    assert state.step() == BUY_AMULET
    mine, theirs = (offers.crossroads_supply(state.view(seat)) for seat in (0, 1))
    assert mine.amulets == theirs.amulets == len(state.amulet_supply) == 6
    assert set(mine.amulets_seen) == set(state.amulet_supply)
    assert theirs.amulets_seen == ()  # hidden cards: only how many
    play(state, 0, Action.of("amulet_buy", id=state.amulet_supply[0]))
    assert offers.crossroads_supply(state.view(1)).amulets == 5


def test_nostalgia_counts_two_per_legendary_object_and_one_per_souvenir():
    """2 legendary objects and 3 souvenirs: 2 × 2 + 3 × 1 = 7 points at the end."""
    state = crossroads_at()
    journey = state.journeys[0]
    journey.legendary += ["murasame", "masamune"]
    journey.souvenirs += [s.id for s in DATA.souvenirs[:3]]
    assert offers.calligraphy_worth(state, 0, "nostalgia") == 2 * 2 + 3 * 1 == 7


def test_foresight_counts_the_coins_left_after_paying_for_it():
    """7 coins, 1 paid for the calligraphy: 6 × 2 = 12 points at the end."""
    state = crossroads_at(coins=7)
    assert offers.calligraphy_worth(state, 0, "foresight") == (7 - 1) * 2 == 12


def test_perfection_counts_itself_and_the_calligraphies_held():
    """One calligraphy held, this one bought, no achievement yet: 2 × 1 = 2 points."""
    state = crossroads_at()
    state.journeys[0].calligraphies.append("fasting")
    assert offers.calligraphy_worth(state, 0, "perfection") == 2


def test_patience_is_not_counted_before_the_arrival_at_edo():
    assert offers.calligraphy_worth(crossroads_at(), 0, "patience") is None


def test_the_worth_is_what_the_calligraphy_then_scores_at_the_end():
    """Bought now, the journey ended: the final breakdown gives it what it was worth."""
    state = crossroads_at(coins=5)
    worth = offers.calligraphy_worth(state, 0, "foresight")
    arrive(state, ENCOUNTER, CROSS)
    play(state, 0, Action.of("calligraphy", id="foresight"))
    state.over = True
    assert state.breakdown(0, state.achievements())["calligraphies"] == worth == 8

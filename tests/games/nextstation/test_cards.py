"""The station deck and the advanced module's cards (binding decisions 2, 6 and 8)."""

from collections import Counter

from tabibito.games.nextstation.cards import (
    CARDS,
    DECK,
    EFFECTS,
    OBJECTIVES,
    SUBWAY_PER_ROUND,
    SYMBOL_CARDS,
    card,
)
from tabibito.games.nextstation.tokyo_map import SYMBOLS


def test_the_deck_has_six_street_and_five_subway_cards():
    assert len(DECK) == 11
    assert Counter(c.subway for c in DECK) == {False: 6, True: 5}
    assert SUBWAY_PER_ROUND == 5


def test_each_half_has_one_card_per_symbol_and_a_joker():
    for subway in (False, True):
        half = [c for c in DECK if c.subway == subway]
        assert sorted(c.symbol for c in half if c.symbol) == sorted(SYMBOLS)
        assert [c.id for c in half if c.joker] == ["subway_joker" if subway else "street_joker"]


def test_the_switch_is_the_only_special_street_card_besides_the_joker():
    switches = [c for c in DECK if c.switch]
    assert [c.id for c in switches] == ["street_switch"]
    assert switches[0].symbol is None and not switches[0].subway and not switches[0].joker


def test_card_ids_are_stable_and_unique():
    expected = {f"street_{s}" for s in SYMBOLS} | {f"subway_{s}" for s in SYMBOLS}
    expected |= {"street_joker", "street_switch", "subway_joker"}
    assert set(CARDS) == expected and len(CARDS) == len(DECK)
    assert card("subway_circle").symbol == "circle" and card("subway_circle").subway


def test_advanced_module_piles():
    assert sorted(SYMBOL_CARDS) == sorted(SYMBOLS)
    assert EFFECTS == ("joker_double", "switch", "double_station", "straight_on")
    assert len(OBJECTIVES) == 5 and len(set(OBJECTIVES)) == 5

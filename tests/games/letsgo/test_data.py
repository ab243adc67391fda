"""The card data: the counts and figures of the rules, and clear errors when a file is broken."""

import json
import shutil
from collections import Counter

import pytest

from tabibito.games.letsgo.data import (
    CHEAP,
    CONDITION_TOKENS,
    DAYS,
    EXPERIENCES,
    GREEN_MOOD,
    HAPPINESS,
    KYOTO,
    PER_CITY_DAYS,
    PER_SETS,
    PER_TRAINS,
    RELAXING,
    STRENUOUS,
    TEMPLE,
    TOKYO,
    WILD,
    DataError,
    default_folder,
    favourable_matches,
    load_data,
)

DATA = load_data()


def test_two_decks_of_eighty_with_nine_yellow_cards_each():
    assert DATA.tokyo == tuple(f"T{n}" for n in range(1, 81))
    assert DATA.kyoto == tuple(f"K{n}" for n in range(1, 81))
    for city in (TOKYO, KYOTO):
        yellow = [DATA.cards[c].id for c in DATA.deck(city) if DATA.cards[c].yellow]
        assert [int(c[1:]) for c in yellow] == list(range(72, 81))
        assert all(DATA.cards[c].deck == city for c in DATA.deck(city))


def test_icon_totals_of_the_card_table():  # research notes §2.1
    icons = Counter(icon for card in DATA.cards.values() for icon in card.icons)
    assert icons == {"R": 40, "G": 40, "P": 40, "Y": 39, "B": 26,
                     "hY": 24, "hL": 16, "aY": 23, "aL": 24}
    per_card = Counter(len(card.icons) for card in DATA.cards.values())
    assert per_card == {0: 6, 1: 62, 2: 71, 3: 18, 4: 1, 5: 2}


def test_a_card_reads_as_printed():
    hotel = DATA.cards["T56"]
    assert (hotel.deck, hotel.yellow, hotel.site, hotel.icons, hotel.points) == (
        TOKYO, False, "luxury_hotel", ("aY", "aY"), 7)
    assert hotel.condition.at_least == ((STRENUOUS, 2),)
    assert (hotel.reward.points, hotel.reward.gains) == (5, (RELAXING,) * 4)
    museum = DATA.cards["K34"]
    assert museum.condition.trains == 2
    assert (museum.reward.points, museum.reward.per, museum.reward.per_points) == (5, PER_TRAINS, 2)


def test_the_reward_grammar():
    assert DATA.cards["T1"].reward.per == PER_SETS
    assert DATA.cards["T1"].reward.per_icons == ("Y", "B")
    assert DATA.cards["T7"].reward.per == PER_CITY_DAYS and DATA.cards["T7"].reward.per_city == TOKYO
    assert DATA.cards["K30"].reward.per_city == KYOTO
    ramen = DATA.cards["T75"].reward  # "3+1/G": 3 VP and 1 per food icon
    assert (ramen.points, ramen.per_icons, ramen.per_points) == (3, ("G",), 1)
    assert DATA.cards["T36"].reward.gains == (WILD, "Y")
    assert DATA.cards["K62"].reward.points == 0
    assert DATA.cards["T40"].condition.absent == (STRENUOUS,)
    assert DATA.cards["T67"].condition.walks == 2
    assert dict(DATA.cards["K48"].condition.at_least) == dict.fromkeys(EXPERIENCES, 1)


def test_the_walk_back_is_one_vp_one_relaxing_and_a_two_vp_highlight():  # decision 5
    back = DATA.walk_back
    assert (back.icons, back.points, back.highlight_points) == ((RELAXING,), 1, 2)


def test_every_site_has_one_snake_case_key_and_one_english_name():
    sites = DATA.sites()
    assert len(sites) == 87
    assert sites["anime_museum"] == "Anime museum"
    # The yellow activities are the same site in both decks.
    assert DATA.cards["T72"].site == DATA.cards["K72"].site == "festival"


def test_eighteen_passports_with_their_start_effects():
    assert [p.number for p in DATA.passports] == list(range(1, 19))
    assert len({p.key for p in DATA.passports}) == 18
    assert DATA.passport(1).luxury_trains == 3
    assert DATA.passport(4).wilds == 3
    assert (DATA.passport(5).research, DATA.passport(5).icons) == (5, (CHEAP,))
    assert DATA.passport(3).icons == (STRENUOUS, STRENUOUS)
    assert DATA.passport(6).icons == EXPERIENCES
    assert len(DATA.passport(18).sites) == 8
    assert all(not p.sites for p in DATA.passports if p.number != 18)


def test_six_favourable_conditions_for_six_days():
    assert len(CONDITION_TOKENS) == DAYS == 6
    assert CONDITION_TOKENS[-1] == HAPPINESS


def test_happiness_counts_both_green_moods():
    icons = (RELAXING, CHEAP, STRENUOUS, TEMPLE, TEMPLE)
    assert favourable_matches(HAPPINESS, icons) == 2
    assert favourable_matches(TEMPLE, icons) == 2
    assert favourable_matches("G", icons) == 0
    assert favourable_matches(HAPPINESS, GREEN_MOOD * 2) == 4


def test_the_shipped_data_is_loaded_once():
    assert load_data() is load_data()


@pytest.fixture
def copy(tmp_path):
    shutil.copytree(default_folder(), tmp_path / "letsgo")
    return tmp_path / "letsgo"


def _edit(folder, name, change):
    path = folder / f"{name}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_missing_file_is_a_clear_error(copy):
    (copy / "passports.json").unlink()
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "letsgo.data.missing"


def test_a_foreign_file_is_corrupt(copy):
    _edit(copy, "cards", lambda d: d.update(format="something-else"))
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "letsgo.data.corrupt"


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["cards"].pop(), "the kyoto deck"),
    (lambda d: d["cards"][0].update(icons=["X"]), "unknown icons"),
    (lambda d: d["cards"][0].update(yellow=True), "72-80"),
    (lambda d: d["cards"][0].update(site="Anime Museum"), "snake_case"),
    (lambda d: d["cards"][0].update(points=9), "9 VP"),
    (lambda d: d["cards"][0]["reward"].update(gain=["coin"]), "unknown gains"),
    (lambda d: d["cards"][0].update(condition={}), "empty"),
    (lambda d: d["cards"][1].update(name="Another name"), "two English names"),
])
def test_broken_cards_are_invalid(copy, change, words):
    _edit(copy, "cards", change)
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "letsgo.data.invalid"
    assert words in error.value.detail


def test_broken_passports_are_invalid(copy):
    _edit(copy, "passports", lambda d: d["passports"][17].update(sites=["nowhere"]))
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert "nowhere" in error.value.detail

"""The data files: the road and the cards as the rules count them, and clear errors when broken."""

import json
import shutil
from collections import Counter

import pytest

from tabibito.games.tokaido.data import (
    DataError,
    default_folder,
    load_data,
)

DATA = load_data()


def test_the_road_has_fifty_stops_between_five_inns():
    road = DATA.road
    assert len(road.stops) == 55
    assert road.inns == (0, 14, 27, 41, 54)
    assert [road.stops[i].inn for i in road.inns] == ["kyoto", "first_inn", "second_inn",
                                                      "third_inn", "edo"]
    assert sum(stop.double for stop in road.stops) == 24


def test_the_road_is_the_table_of_section_3():
    kinds = list("VTEPHMFVTESMH" "I" "STFPMETHMSVF" "I" "PVEFMHSPTFESV" "I" "HTEVSFHEMPSV")
    letter = {"village": "V", "temple": "T", "encounter": "E", "paddy_panorama": "P",
              "hot_spring": "H", "mountain_panorama": "M", "farm": "F", "sea_panorama": "S",
              "inn": "I"}
    assert [letter[s.kind] for s in DATA.road.stops[1:-1]] == kinds
    doubles = {1, 5, 6, 7, 9, 11, 17, 18, 19, 20, 22, 24, 30, 32, 34, 36, 37, 40, 43, 45, 47, 48,
               51, 52}
    assert {s.index for s in DATA.road.stops if s.double} == doubles


def test_the_return_trip_reverses_the_road():
    back = DATA.road.reversed()
    assert [s.kind for s in back.stops] == [s.kind for s in reversed(DATA.road.stops)]
    assert back.stops[0].inn == "edo" and back.stops[-1].inn == "kyoto"
    assert [s.index for s in back.stops] == list(range(55))


def test_card_counts():
    assert sum(copies for *_, copies in DATA.panoramas) == 60
    assert len(DATA.hot_springs) == 12
    assert Counter(h.value for h in DATA.hot_springs) == {2: 6, 3: 6}
    assert len(DATA.souvenirs) == 24
    assert Counter(s.family for s in DATA.souvenirs) == dict.fromkeys(
        ("small_objects", "food_and_drink", "clothing", "art"), 6)
    assert len(DATA.meals) == 25
    assert Counter(m.price for m in DATA.meals) == {1: 9, 2: 10, 3: 6}
    assert len(DATA.encounters) == 14
    guides = Counter(e.panorama for e in DATA.encounters if e.kind == "annaibito")
    assert guides == {"paddy": 1, "mountain": 2, "sea": 3}  # binding decision 2
    assert len(DATA.achievements) == 7


def test_ocha_costs_two_coins():  # binding decision 2
    assert {s.id: s.price for s in DATA.souvenirs}["ocha"] == 2


def test_travellers_and_their_coins():
    coins = {t.id: t.coins for t in DATA.travellers}
    assert coins == {"hiroshige": 3, "chuubei": 4, "kinko": 7, "yoshiyasu": 9, "satsuki": 2,
                     "mitsukuni": 6, "sasayakko": 5, "hirotada": 8, "umegae": 5, "zen_emon": 6,
                     "jirocho": 5, "daigoro": 3, "nampo": 2, "gotozaemon": 0, "miyataka": 4,
                     "kita": 4}
    assert len(DATA.base_travellers()) == 10


def test_crossroads_tables():
    cards = DATA.crossroads
    assert cards.fortune_die == ("lose", "lose", "times_1", "times_2", "times_3", "times_4")
    assert len(cards.amulets) == len(cards.calligraphies) == len(cards.legendary_objects) == 6
    assert cards.cherry_trees == cards.bath_houses == 6
    assert {o.id: o.price for o in cards.legendary_objects} == {
        "shodo": 1, "emaki": 1, "buppatsu": 2, "ema": 2, "murasame": 3, "masamune": 3}


@pytest.fixture
def copy(tmp_path):
    folder = tmp_path / "tokaido"
    shutil.copytree(default_folder(), folder)
    return folder


def test_a_copy_loads(copy):
    assert load_data(copy) == DATA


def test_a_missing_file_fails_clearly(copy):
    (copy / "cards.json").unlink()
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "tokaido.data.missing"


@pytest.mark.parametrize("text", ["{not json", "[]", '{"format": "other", "version": 1}'])
def test_a_corrupt_file_fails_clearly(copy, text):
    (copy / "road.json").write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "tokaido.data.corrupt"


def test_a_file_of_a_newer_version_fails(copy):
    raw = json.loads((copy / "road.json").read_text(encoding="utf-8"))
    raw["version"] = 99
    (copy / "road.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match="corrupt"):
        load_data(copy)


def edit(folder, name, change):
    raw = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    change(raw)
    (folder / f"{name}.json").write_text(json.dumps(raw), encoding="utf-8")


@pytest.mark.parametrize(("name", "change", "words"), [
    ("road", lambda r: r["stops"].pop(3), "legs"),
    ("road", lambda r: r["stops"][1].pop("double"), "double stops"),
    ("road", lambda r: r["stops"][2].update(kind="farm"), "stops per kind"),
    ("cards", lambda r: r["hot_springs"][0].update(copies=5), "hot springs"),
    ("cards", lambda r: r["souvenirs"].pop(), "souvenirs per family"),
    ("cards", lambda r: r["meals"][0].update(copies=4), "meals"),
    ("cards", lambda r: r["encounters"][0].update(copies=3), "encounters"),
    ("cards", lambda r: r["panoramas"][0].update(copies=4), "copies"),
    ("travellers", lambda r: r["travellers"].pop(), "travellers per edition"),
    ("crossroads", lambda r: r["amulets"].pop(), "amulets"),
    ("crossroads", lambda r: r.update(fortune_die=["lose"] * 6), "fortune die"),
])
def test_broken_data_is_refused_with_what_is_wrong(copy, name, change, words):
    edit(copy, name, change)
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "tokaido.data.invalid"
    assert words in error.value.detail


def test_a_missing_field_is_corrupt_not_a_crash(copy):
    edit(copy, "cards", lambda r: r["souvenirs"][0].pop("price"))
    with pytest.raises(DataError) as error:
        load_data(copy)
    assert error.value.key == "tokaido.data.corrupt"

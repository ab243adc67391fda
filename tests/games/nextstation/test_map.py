"""The Next Station: Tokyo map: the shipped map meets the map checks of the rules (§4.4),
broken maps are refused with the right message key, and the geometry answers hold."""

import copy
import json
from collections import Counter
from pathlib import Path

import pytest

from tabibito.engine import TabibitoError
from tabibito.games.nextstation.tokyo_map import (
    PENCILS,
    SYMBOLS,
    MapError,
    TokyoMap,
    Track,
    default_map_path,
    load_map,
    paths_cross,
    point_in_polygon,
    validate,
)


@pytest.fixture(scope="module")
def tokyo() -> TokyoMap:
    return load_map()


@pytest.fixture(scope="module")
def raw() -> dict:
    return json.loads(default_map_path().read_text(encoding="utf-8"))


def at(tokyo: TokyoMap, x: int, y: int) -> str:
    """The id of the station at a lattice point."""
    (found,) = [s.id for s in tokyo.stations.values() if (s.x, s.y) == (x, y)]
    return found


def guide(tokyo: TokyoMap, p: tuple[int, int], q: tuple[int, int]) -> Track:
    track = tokyo.track_between(at(tokyo, *p), at(tokyo, *q))
    assert track is not None and not track.green
    return track


def guides(tokyo: TokyoMap) -> list[Track]:
    return [t for t in tokyo.tracks.values() if not t.green]


def guide_degree(tokyo: TokyoMap, station_id: str) -> int:
    return sum(1 for _, t in tokyo.neighbours(station_id) if not tokyo.tracks[t].green)


# --- the shipped map, check by check --------------------------------------


def test_shipped_map_passes_every_validation(raw):
    assert validate(raw) == []


def test_ids_are_unique(raw):
    for ids in (
        [s["id"] for s in raw["stations"]],
        [d["id"] for d in raw["districts"]],
        [g["id"] for g in raw["guides"]] + [a["id"] for a in raw["green_arcs"]],
    ):
        assert len(ids) == len(set(ids))


def test_station_ids_follow_reading_order(tokyo):
    by_reading = sorted(tokyo.stations.values(), key=lambda s: (s.y, s.x))
    assert [s.id for s in by_reading] == sorted(tokyo.stations)


def test_fifty_two_stations_thirteen_of_each_symbol(tokyo):
    assert len(tokyo.stations) == 52
    assert Counter(s.symbol for s in tokyo.stations.values()) == dict.fromkeys(SYMBOLS, 13)


def test_four_departures_one_per_pencil_each_with_its_own_symbol(tokyo):
    assert sorted(tokyo.starts) == sorted(PENCILS)
    assert all(tokyo.stations[s].start == colour for colour, s in tokyo.starts.items())
    assert len({tokyo.stations[s].symbol for s in tokyo.starts.values()}) == 4


def test_green_loop_is_a_cycle_of_eight_stations_joined_by_arcs(tokyo):
    loop = tokyo.green_loop
    assert len(loop) == len(set(loop)) == 8
    assert set(loop) == {s.id for s in tokyo.stations.values() if s.green}
    arcs = [t for t in tokyo.tracks.values() if t.green]
    assert len(arcs) == 8
    for a, b in zip(loop, loop[1:] + loop[:1], strict=True):
        arc = tokyo.track_between(a, b)
        assert arc is not None and arc.green
        assert len(arc.path) >= 3  # drawn curved, not as the chord


def test_green_arcs_bulge_away_from_the_centre(tokyo):
    for arc in (t for t in tokyo.tracks.values() if t.green):
        middle = arc.path[len(arc.path) // 2]
        chord_middle = tuple((p + q) / 2 for p, q in zip(arc.path[0], arc.path[-1], strict=True))
        assert distance_from_centre(middle) > distance_from_centre(chord_middle)


def distance_from_centre(point) -> float:
    return ((point[0] - 5) ** 2 + (point[1] - 5) ** 2) ** 0.5


def test_every_guide_is_straight_and_passes_over_no_station(tokyo):
    for track in guides(tokyo):
        (ax, ay), (bx, by) = track.path
        assert len(track.path) == 2 and (ax, ay) != (bx, by)
        for s in tokyo.stations.values():
            if s.id in (track.a, track.b):
                continue
            on_line = (bx - ax) * (s.y - ay) == (by - ay) * (s.x - ax)
            within = min(ax, bx) <= s.x <= max(ax, bx) and min(ay, by) <= s.y <= max(ay, by)
            assert not (on_line and within), f"{track.id} passes over {s.id}"


def test_no_guide_crosses_the_green_loop(tokyo):
    for arc in (t for t in tokyo.tracks.values() if t.green):
        assert tokyo.crossings(arc.id) == frozenset()


def test_centre_is_entered_only_through_green_stations(tokyo):
    centre = {s.id for s in tokyo.stations.values() if s.district == "centre"}
    for track in guides(tokyo):
        ends = {track.a, track.b}
        for outside in ends - centre:
            if ends & centre:
                assert tokyo.stations[outside].green, f"{track.id} enters the centre"


def test_every_district_has_stations_and_every_station_lies_in_its_own_district_only(tokyo):
    for district in tokyo.districts.values():
        assert any(s.district == district.id for s in tokyo.stations.values())
    for station in tokyo.stations.values():
        holders = [
            d.id for d in tokyo.districts.values() if point_in_polygon(station.point, d.polygon)
        ]
        assert holders == [station.district]


def test_thirteen_districts_with_their_kinds_and_stamps(tokyo):
    kinds = Counter(d.kind for d in tokyo.districts.values())
    assert kinds == {"corner": 4, "side": 4, "inner": 4, "centre": 1}
    stamps = {"corner": 10, "side": 5, "inner": 0, "centre": 0}
    assert all(d.stamp == stamps[d.kind] for d in tokyo.districts.values())
    edge = tokyo.edge_districts()
    assert sorted(d.stamp for d in edge) == [5] * 4 + [10] * 4
    assert {d.id for d in edge} == {
        *("corner_nw", "corner_ne", "corner_se", "corner_sw"),
        *("side_n", "side_e", "side_s", "side_w"),
    }


def test_district_sizes_are_one_six_four_and_eight(tokyo):
    sizes = {"corner": 1, "side": 6, "inner": 4, "centre": 8}
    held = Counter(s.district for s in tokyo.stations.values())
    assert all(held[d.id] == sizes[d.kind] for d in tokyo.districts.values())


def test_each_inner_district_holds_two_green_stations(tokyo):
    green = Counter(s.district for s in tokyo.stations.values() if s.green)
    assert green == {d.id: 2 for d in tokyo.districts.values() if d.kind == "inner"}


def test_each_departure_reaches_all_four_symbols_in_one_step(tokyo):
    for station_id in tokyo.starts.values():
        reached = {tokyo.stations[n].symbol for n, _ in tokyo.neighbours(station_id)}
        assert reached == set(SYMBOLS)


def test_guide_degrees_meet_the_design_targets(tokyo):
    """§4.1: every station 3-7 guides, departures at least 4."""
    for station in tokyo.stations.values():
        assert 3 <= guide_degree(tokyo, station.id) <= 7, station.id
    for station_id in tokyo.starts.values():
        assert guide_degree(tokyo, station_id) >= 4


def test_the_four_departures_are_not_copies_of_each_other(tokyo):
    """The generator perturbs each quadrant, so no departure sees a turned copy of another's
    neighbourhood (offsets turned back to north, symbols shifted back)."""

    def seen_from(colour_index: int, station_id: str) -> tuple:
        here = tokyo.stations[station_id]
        view = []
        for other, _ in tokyo.neighbours(station_id):
            there = tokyo.stations[other]
            dx, dy = there.x - here.x, there.y - here.y
            for _ in range(colour_index):
                dx, dy = dy, -dx
            symbol = SYMBOLS[(SYMBOLS.index(there.symbol) - colour_index) % 4]
            view.append((dx, dy, symbol))
        return tuple(sorted(view))

    views = {seen_from(i, tokyo.starts[c]) for i, c in enumerate(PENCILS)}
    assert len(views) == 4


# --- lookups ---------------------------------------------------------------


def test_track_between_works_both_ways_and_knows_its_ends(tokyo):
    track = guide(tokyo, (4, 4), (5, 4))
    assert tokyo.track_between(track.b, track.a) is track
    assert track.other(track.a) == track.b and track.other(track.b) == track.a
    with pytest.raises(ValueError):
        track.other(at(tokyo, 0, 0))
    assert tokyo.track_between(at(tokyo, 0, 0), at(tokyo, 10, 10)) is None


def test_neighbours_of_a_green_station_include_its_two_arcs(tokyo):
    station_id = tokyo.green_loop[0]
    arcs = [t for _, t in tokyo.neighbours(station_id) if tokyo.tracks[t].green]
    assert len(arcs) == 2
    assert {tokyo.tracks[t].other(station_id) for t in arcs} == {
        tokyo.green_loop[1],
        tokyo.green_loop[-1],
    }


def test_the_two_centre_diagonals_cross(tokyo):
    down = guide(tokyo, (4, 4), (6, 6))
    up = guide(tokyo, (6, 4), (4, 6))
    assert up.id in tokyo.crossings(down.id)
    assert down.id in tokyo.crossings(up.id)


def test_sections_meeting_at_a_station_do_not_cross(tokyo):
    one = guide(tokyo, (4, 4), (5, 4))
    two = guide(tokyo, (5, 4), (6, 4))
    assert two.id not in tokyo.crossings(one.id)


def test_crossings_are_symmetric(tokyo):
    for track_id in tokyo.tracks:
        assert track_id not in tokyo.crossings(track_id)
        assert all(track_id in tokyo.crossings(other) for other in tokyo.crossings(track_id))


def test_continuation_goes_straight_on_through_the_centre(tokyo):
    first = guide(tokyo, (4, 4), (5, 4))
    second = guide(tokyo, (5, 4), (6, 4))
    third = guide(tokyo, (6, 4), (7, 4))
    assert tokyo.continuation(first.id, at(tokyo, 4, 4)) == second.id
    assert tokyo.continuation(second.id, at(tokyo, 5, 4)) == third.id
    assert tokyo.continuation(third.id, at(tokyo, 7, 4)) == second.id  # the other way


def test_continuation_stops_at_the_map_edge_and_on_arcs(tokyo):
    edge = guide(tokyo, (0, 0), (3, 0))
    assert tokyo.continuation(edge.id, at(tokyo, 3, 0)) is None
    arc = tokyo.track_between(tokyo.green_loop[0], tokyo.green_loop[1])
    assert tokyo.continuation(arc.id, arc.a) is None


def test_default_map_is_loaded_once(tokyo):
    assert load_map() is tokyo


def test_a_frozen_app_finds_the_map_among_its_bundled_resources(monkeypatch, tmp_path):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert default_map_path() == tmp_path / "resources" / "nextstation" / "map.json"


# --- geometry --------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "cross"),
    [
        (((0, 0), (2, 2)), ((0, 2), (2, 0)), True),  # an X
        (((0, 0), (2, 0)), ((2, 0), (2, 2)), False),  # meeting at a shared station
        (((0, 0), (2, 2)), ((2, 2), (4, 0)), False),
        (((0, 0), (2, 0)), ((1, 0), (3, 0)), True),  # running along each other
        (((0, 0), (2, 0)), ((2, 0), (4, 0)), False),  # in line, end to end
        (((0, 0), (4, 0)), ((0, 0), (2, 0)), True),  # in line, one over the other
        (((0, 0), (2, 0)), ((0, 0), (2, 0)), False),  # the same pair of stations
        (((0, 0), (2, 0)), ((1, 1), (1, 3)), False),  # apart
        (((0, 0), (2, 0)), ((1, 0), (1, 2)), True),  # touching away from any shared station
        (((0, 1), (2, 1)), ((0, 0), (1, 1.5), (2, 0)), True),  # a curved arc over a guide
        (((0, 0), (2, 0)), ((0, 0), (1, -0.5), (2, 0)), False),  # an arc and a guide, same ends
    ],
)
def test_paths_cross(first, second, cross):
    assert paths_cross(first, second) is cross
    assert paths_cross(second, first) is cross


# --- broken maps are refused -------------------------------------------------


def write(tmp_path, data) -> Path:
    path = tmp_path / "map.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_missing_file_is_map_missing(tmp_path):
    with pytest.raises(MapError) as caught:
        load_map(tmp_path / "nowhere.json")
    assert caught.value.key == "map.missing"


def test_bad_json_is_map_corrupt(tmp_path):
    path = tmp_path / "map.json"
    path.write_text('{"format": "tabibito-tokyo-map", "stations": [', encoding="utf-8")
    with pytest.raises(MapError) as caught:
        load_map(path)
    assert caught.value.key == "map.corrupt"


@pytest.mark.parametrize("format_field", ["tabibito-save", None])
def test_a_foreign_file_is_map_corrupt(tmp_path, raw, format_field):
    data = dict(raw, format=format_field)
    with pytest.raises(MapError) as caught:
        load_map(write(tmp_path, data))
    assert caught.value.key == "map.corrupt"


def test_a_good_copy_loads(tmp_path, raw, tokyo):
    copy_of = load_map(write(tmp_path, raw))
    assert copy_of is not tokyo
    assert copy_of.starts == tokyo.starts


def station_at(data: dict, x: int, y: int) -> dict:
    (found,) = [s for s in data["stations"] if (s["x"], s["y"]) == (x, y)]
    return found


def guide_through_a_station(data):
    a, b = station_at(data, 0, 0), station_at(data, 4, 0)  # (3, 0) lies between
    data["guides"].append({"id": "g999", "a": a["id"], "b": b["id"]})


def twelve_circles(data):
    next(s for s in data["stations"] if s["symbol"] == "circle")["symbol"] = "square"


def duplicate_station_id(data):
    data["stations"][1]["id"] = data["stations"][0]["id"]


def two_blue_departures(data):
    next(s for s in data["stations"] if s["start"] == "pink")["start"] = "blue"


def missing_green_arc(data):
    data["green_arcs"].pop()


def guide_over_the_green_loop(data):
    a, b = station_at(data, 5, 2), station_at(data, 5, 4)  # cuts the loop's north arc
    data["guides"].append({"id": "g999", "a": a["id"], "b": b["id"]})


def station_in_the_wrong_district(data):
    station_at(data, 0, 0)["district"] = "side_n"


def wrong_corner_stamp(data):
    next(d for d in data["districts"] if d["kind"] == "corner")["stamp"] = 5


def departure_with_one_symbol(data):
    blue = next(s for s in data["stations"] if s["start"] == "blue")
    symbols = {s["id"]: s["symbol"] for s in data["stations"]}
    kept = None
    for g in list(data["guides"]):
        if blue["id"] in (g["a"], g["b"]):
            other = g["b"] if g["a"] == blue["id"] else g["a"]
            kept = kept or symbols[other]
            if symbols[other] != kept:
                data["guides"].remove(g)


def no_stations_list(data):
    data["stations"] = {}


@pytest.mark.parametrize(
    ("break_map", "complaint"),
    [
        (guide_through_a_station, "passes through station"),
        (twelve_circles, "12 circle stations"),
        (duplicate_station_id, "duplicate station id"),
        (two_blue_departures, "departure stations"),
        (missing_green_arc, "green arcs must join"),
        (guide_over_the_green_loop, "crosses green arc"),
        (guide_over_the_green_loop, "centre stations"),
        (station_in_the_wrong_district, "lies in the area"),
        (station_in_the_wrong_district, "has 0 stations"),
        (wrong_corner_stamp, "stamp 5"),
        (departure_with_one_symbol, "blue departure"),
        (no_stations_list, "stations must be a list"),
    ],
)
def test_validation_reports_a_broken_map(raw, break_map, complaint):
    data = copy.deepcopy(raw)
    break_map(data)
    problems = validate(data)
    assert any(complaint in p for p in problems), problems


@pytest.mark.parametrize(
    "garbage",
    [[], "map", {}, {"stations": [1], "green_loop": [[1]]}, {"districts": [{"polygon": []}]}],
)
def test_validation_reports_garbage_without_raising(garbage):
    assert validate(garbage)


@pytest.mark.parametrize("break_map", [guide_through_a_station, twelve_circles])
def test_loading_a_broken_map_is_map_invalid(tmp_path, raw, break_map):
    data = copy.deepcopy(raw)
    break_map(data)
    with pytest.raises(MapError) as caught:
        load_map(write(tmp_path, data))
    assert caught.value.key == "map.invalid"
    assert caught.value.detail


def test_map_errors_are_tabibito_errors_with_their_detail(tmp_path):
    """The app shows any TabibitoError by its key; the detail stays for logs and reports."""
    with pytest.raises(TabibitoError) as caught:
        load_map(tmp_path / "nowhere.json")
    error = caught.value
    assert isinstance(error, MapError) and error.key == "map.missing"
    assert error.detail == str(tmp_path / "nowhere.json")
    assert error.params == {"detail": error.detail}
    assert MapError("map.corrupt").params == {"detail": ""}

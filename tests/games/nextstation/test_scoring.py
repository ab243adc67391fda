"""Scoring of a Next Station: Tokyo sheet, each rule with a worked example on the real map."""

from dataclasses import dataclass, replace

import pytest

from tabibito.engine import Rng
from tabibito.games.nextstation import scoring as S
from tabibito.games.nextstation.rules import NextStationState
from tabibito.games.nextstation.tokyo_map import STAMPS, TokyoMap, load_map
from tests.games.nextstation.play import act

TOKYO = load_map()


@dataclass(frozen=True)
class Drawn:
    """A line as scoring sees it: its stations (the departure first) and at least one section."""

    stations: tuple[str, ...]
    doubled: tuple[str, ...] = ()
    tracks: tuple[str, ...] = ("section",)


def in_district(kind: str, count: int = 1, *, green: bool | None = None,
                district: str | None = None) -> list[str]:
    """``count`` stations of one district of ``kind`` (optionally green or not green)."""
    for d in sorted(TOKYO.districts.values(), key=lambda d: d.id):
        if d.kind != kind or (district is not None and d.id != district):
            continue
        found = sorted(s.id for s in TOKYO.stations.values() if s.district == d.id
                       and (green is None or s.green == green))
        if len(found) >= count:
            return found[:count]
    raise AssertionError(f"no {kind} district with {count} such stations")


def districts_of_kind(kind: str) -> list[str]:
    return sorted(d.id for d in TOKYO.districts.values() if d.kind == kind)


def one_station_each(kind: str) -> list[str]:
    return [in_district(kind, district=d)[0] for d in districts_of_kind(kind)]


def green_station() -> str:
    return TOKYO.green_loop[0]


def plain_station() -> str:
    return in_district("side")[0]


def all_green() -> list[Drawn]:
    """A line through every green station, so no penalty blurs the other examples."""
    return [Drawn(tuple(TOKYO.green_loop))]


# --- constants ----------------------------------------------------------------------------------


def test_scoring_constants():
    assert S.INTERCHANGE_POINTS == {3: 5, 4: 15, 5: 30}
    assert STAMPS == {"corner": 10, "side": 5, "inner": 0, "centre": 0}
    assert S.STAMP_MIN_LINES == 2
    assert S.GREEN_MISS_PENALTY == 3 and S.OBJECTIVE_POINTS == 10
    assert S.DEPARTURE_STATION_COUNTS is True
    assert S.CATEGORIES == ("line1", "line2", "line3", "line4", "interchanges", "stamps",
                            "missed_green", "objectives")


# --- lines --------------------------------------------------------------------------------------


def test_seed_example_five_districts_with_at_most_three_in_one_score_15():
    stations = in_district("centre", 3) + one_station_each("side")
    assert S.line_score(TOKYO, stations) == (5, 3, 15)


def test_line_counts_districts_and_most_stations_in_one():
    stations = in_district("side", 4) + one_station_each("corner")[:2]
    assert S.line_score(TOKYO, stations) == (3, 4, 12)


def test_the_departure_station_counts():
    departure = TOKYO.starts["blue"]
    elsewhere = next(s for s in TOKYO.stations.values()
                     if s.district != TOKYO.stations[departure].district)
    assert S.line_score(TOKYO, [departure, elsewhere.id]) == (2, 1, 2)


def test_a_doubled_station_counts_twice_towards_m_only():
    stations = in_district("centre", 2) + one_station_each("corner")[:1]
    assert S.line_score(TOKYO, stations) == (2, 2, 4)
    assert S.line_score(TOKYO, stations, doubled=[stations[0]]) == (2, 3, 6)
    assert S.line_score(TOKYO, stations, doubled=[stations[-1]]) == (2, 2, 4)


def test_a_line_that_never_left_its_departure_scores_nothing():
    assert S.line_score(TOKYO, [TOKYO.starts["pink"]]) == (0, 0, 0)


def test_lines_are_scored_by_round_and_unplayed_rounds_score_zero():
    first = in_district("centre", 3) + one_station_each("side")
    second = in_district("side", 2)
    breakdown = S.sheet_breakdown(TOKYO, [Drawn(tuple(first)), Drawn(tuple(second))])
    assert (breakdown["line1"], breakdown["line2"], breakdown["line3"], breakdown["line4"]) == (
        15, 2, 0, 0)


# --- interchanges -------------------------------------------------------------------------------


@pytest.mark.parametrize(("coloured", "on_green", "points"), [
    (2, False, 0), (3, False, 5), (4, False, 15),
    (1, True, 0), (2, True, 5), (3, True, 15), (4, True, 30),
])
def test_interchange_points(coloured, on_green, points):
    """n lines at one station, the green loop counting as one: 3 → 5, 4 → 15, 5 → 30."""
    station = green_station() if on_green else in_district("centre", green=False)[0]
    ends = in_district("side", 4)  # each reached by one line only
    lines = [Drawn((station, end)) for end in ends[:coloured]]
    assert S.lines_at_stations(TOKYO, lines)[station] == coloured + on_green
    assert S.sheet_breakdown(TOKYO, lines)["interchanges"] == points


def test_undrawn_lines_make_no_interchange():
    station = plain_station()
    lines = [Drawn((station, "x"), tracks=()) for _ in range(3)]
    assert S.lines_at_stations(TOKYO, lines)[station] == 0


# --- tourist stamps -----------------------------------------------------------------------------


def test_stamps_need_a_station_with_two_lines_in_an_edge_district():
    corner = in_district("corner")[0]
    side = in_district("side")[0]
    inner = in_district("inner", green=False)[0]
    far = in_district("centre")[0]
    one_line = [Drawn((far, corner))]
    assert S.sheet_breakdown(TOKYO, one_line)["stamps"] == 0
    both = [Drawn((far, corner, side)), Drawn((corner, side)), Drawn((far, inner)),
            Drawn((inner, far))]
    assert S.stamped_districts(TOKYO, S.lines_at_stations(TOKYO, both)) == tuple(
        d.id for d in TOKYO.edge_districts()
        if d.id in (TOKYO.stations[corner].district, TOKYO.stations[side].district))
    assert S.sheet_breakdown(TOKYO, both)["stamps"] == 10 + 5  # a corner and a side; inner: none


def test_stamp_points_are_the_map_data():
    """One table (tokyo_map.STAMPS) checks the map's stamps at load; scoring reads the map."""
    assert not hasattr(S, "STAMP_POINTS")
    assert all(d.stamp == STAMPS[d.kind] for d in TOKYO.districts.values())
    districts = {i: replace(d, stamp=2 * d.stamp) for i, d in TOKYO.districts.items()}
    doubled = TokyoMap(TOKYO.size, TOKYO.stations, districts, TOKYO.tracks, TOKYO.green_loop)
    edge = [d.id for d in TOKYO.edge_districts()]
    assert S.stamp_points(TOKYO, edge) == 60 and S.stamp_points(doubled, edge) == 120


def test_all_eight_stamps_make_60():
    edge = one_station_each("corner") + one_station_each("side")
    lines = [Drawn(tuple(edge)), Drawn(tuple(reversed(edge)))]
    assert S.sheet_breakdown(TOKYO, lines)["stamps"] == 60


# --- the green loop -----------------------------------------------------------------------------


def test_each_green_station_no_line_reaches_costs_3():
    reached = list(TOKYO.green_loop[:3])
    lines = [Drawn((plain_station(), *reached))]
    assert S.sheet_breakdown(TOKYO, lines)["missed_green"] == -3 * 5
    assert S.sheet_breakdown(TOKYO, [])["missed_green"] == -24
    assert S.sheet_breakdown(TOKYO, all_green())["missed_green"] == 0


# --- objectives ---------------------------------------------------------------------------------


def test_objective_green_loop():
    assert S.achieved_objectives(TOKYO, all_green(), ["green_loop"]) == ("green_loop",)
    half = [Drawn(tuple(TOKYO.green_loop[:7]))]
    assert S.achieved_objectives(TOKYO, half, ["green_loop"]) == ()


def test_objective_four_interchanges_of_three_lines():
    stations = in_district("side", 4)
    lines = [Drawn(tuple(stations)) for _ in range(3)]
    assert S.achieved_objectives(TOKYO, lines, ["interchanges"]) == ("interchanges",)
    assert S.achieved_objectives(TOKYO, lines[:2], ["interchanges"]) == ()
    short = [Drawn(tuple(stations[:3])) for _ in range(3)]
    assert S.achieved_objectives(TOKYO, short, ["interchanges"]) == ()


def test_objective_grand_interchange():
    station = green_station()
    lines = [Drawn((station, plain_station())) for _ in range(4)]
    assert S.achieved_objectives(TOKYO, lines, ["grand_interchange"]) == ("grand_interchange",)
    assert S.achieved_objectives(TOKYO, lines[:3], ["grand_interchange"]) == ()


def test_objective_all_districts():
    every = [in_district(d.kind, district=d.id)[0] for d in TOKYO.districts.values()]
    lines = [Drawn(tuple(every[:7])), Drawn(tuple(every[7:]))]
    assert S.achieved_objectives(TOKYO, lines, ["all_districts"]) == ("all_districts",)
    assert S.achieved_objectives(TOKYO, lines[:1], ["all_districts"]) == ()


def test_objective_all_stamps():
    edge = one_station_each("corner") + one_station_each("side")
    both = [Drawn(tuple(edge)), Drawn(tuple(edge))]
    assert S.achieved_objectives(TOKYO, both, ["all_stamps"]) == ("all_stamps",)
    assert S.achieved_objectives(TOKYO, [Drawn(tuple(edge[1:])), Drawn(tuple(edge))],
                                 ["all_stamps"]) == ()


def test_objectives_score_10_each_and_only_the_dealt_ones():
    lines = all_green() + [Drawn(tuple(TOKYO.green_loop[:1]) + (plain_station(),))] * 3
    assert S.sheet_breakdown(TOKYO, lines, ["green_loop", "grand_interchange"])["objectives"] == 20
    assert S.sheet_breakdown(TOKYO, lines, ["green_loop", "all_stamps"])["objectives"] == 10
    assert S.sheet_breakdown(TOKYO, lines)["objectives"] == 0


# --- totals, winners, solo ----------------------------------------------------------------------


def test_breakdown_is_in_sheet_order_and_the_total_is_its_sum():
    state = NextStationState(TOKYO, 2, Rng(5), objectives=True)
    while not state.is_over():
        seat = state.to_act()[0]
        act(state, seat, state.legal_actions(seat)[0])
        scores = state.scores()  # the live score sheet works mid-game
        for total, breakdown in zip(scores.totals, scores.breakdown, strict=True):
            assert tuple(breakdown) == S.CATEGORIES
            assert total == sum(breakdown.values())


def test_live_score_counts_the_line_being_drawn():
    state = NextStationState(TOKYO, 1, Rng(5))
    before = state.scores().breakdown[0]["line1"]
    action = next(a for a in state.legal_actions(0) if a.kind == "draw")
    state.apply(0, action)
    assert before == 0 and state.scores().breakdown[0]["line1"] == 2  # 2 × 1 or 1 × 2


def line_sheet(best: int) -> dict[str, int]:
    return {**dict.fromkeys(S.CATEGORIES, 0), "line1": best}


def test_winner_has_the_highest_total():
    assert S.winners([50, 61, 40], [line_sheet(10)] * 3) == (1,)


def test_tie_is_broken_by_the_highest_single_line():
    assert S.winners([50, 50, 40], [line_sheet(20), line_sheet(25), line_sheet(30)]) == (1,)


def test_a_tie_on_both_is_shared():
    assert S.winners([50, 50, 50], [line_sheet(20), line_sheet(25), line_sheet(25)]) == (1, 2)


@pytest.mark.parametrize(("total", "modules", "band"), [
    (0, 0, 0), (89, 0, 0), (90, 0, 1), (105, 0, 1), (106, 0, 2), (120, 0, 2), (121, 0, 3),
    (135, 0, 3), (136, 0, 4), (150, 0, 4), (151, 0, 5), (400, 0, 5),
    (115, 1, 1), (116, 1, 2), (170, 2, 4), (99, 1, 0),
])
def test_solo_rating(total, modules, band):
    assert len(S.SOLO_RATINGS) == 6 and S.SOLO_MODULE_PENALTY == 10
    assert S.solo_rating(total, modules) == band

"""Scoring of a Next Station: Tokyo sheet: lines, interchanges, tourist stamps, the green loop.

Pure functions over a map and a sheet's lines, so the live score sheet, the end of a round, the
final scoring and the bots all count the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, repeat
from typing import Protocol

from .tokyo_map import EDGE_KINDS, TokyoMap

# Binding decision 3: D counts the districts holding at least one of the line's stations (the
# departure station included), M is the line's most stations in one district; a line scores D × M.
DEPARTURE_STATION_COUNTS = True
# A pencil that never left its departure station drew no line, so it scores nothing.
MIN_STATIONS_TO_SCORE = 2
# Binding decision 7: a station where n lines meet (the green loop counts as one) scores these.
INTERCHANGE_POINTS = {3: 5, 4: 15, 5: 30}
# A tourist stamp needs an interchange in the edge district: a station with at least two lines.
# What a stamp is worth is map data (``District.stamp``, checked against ``tokyo_map.STAMPS``).
STAMP_MIN_LINES = 2
GREEN_MISS_PENALTY = 3
# Binding decision 8: each achieved shared objective.
OBJECTIVE_POINTS = 10
OBJECTIVE_BIG_INTERCHANGE_LINES = 3
OBJECTIVE_BIG_INTERCHANGES = 4
OBJECTIVE_GRAND_INTERCHANGE_LINES = 5

ROUNDS = 4
LINE_CATEGORIES = tuple(f"line{number}" for number in range(1, ROUNDS + 1))
CATEGORIES = (*LINE_CATEGORIES, "interchanges", "stamps", "missed_green", "objectives")

# Binding decision 9: the solo rating bands (London's, as placeholders): (lowest, highest) score.
SOLO_RATINGS: tuple[tuple[int | None, int | None], ...] = (
    (None, 89), (90, 105), (106, 120), (121, 135), (136, 150), (151, None),
)
SOLO_MODULE_PENALTY = 10  # subtracted per advanced module used, before the table is read


class LineLike(Protocol):
    @property
    def stations(self) -> tuple[str, ...]: ...
    @property
    def tracks(self) -> tuple[str, ...]: ...
    @property
    def doubled(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class MapFacts:
    """What scoring asks of the map, looked up once per map."""

    district: Mapping[str, str]
    stamp: Mapping[str, int]  # district id -> the points of its tourist stamp
    green: frozenset[str]
    edge_districts: tuple[str, ...]
    all_districts: frozenset[str]
    # The stations of the edge districts, each with its district: the only ones a stamp asks of.
    edge_district_of: Mapping[str, str]
    edge_stations: Mapping[str, tuple[str, ...]]  # edge district id -> its stations


@lru_cache(maxsize=4)
def map_facts(tokyo: TokyoMap) -> MapFacts:
    return MapFacts(
        district={s.id: s.district for s in tokyo.stations.values()},
        stamp={d.id: d.stamp for d in tokyo.districts.values()},
        green=frozenset(tokyo.green_loop),
        edge_districts=tuple(d.id for d in tokyo.districts.values() if d.kind in EDGE_KINDS),
        all_districts=frozenset(tokyo.districts),
        edge_district_of={s.id: s.district for s in tokyo.stations.values()
                          if tokyo.districts[s.district].kind in EDGE_KINDS},
        edge_stations={d.id: tuple(s.id for s in tokyo.stations.values() if s.district == d.id)
                       for d in tokyo.districts.values() if d.kind in EDGE_KINDS},
    )


def line_score(tokyo: TokyoMap, stations: Sequence[str],
               doubled: Iterable[str] = ()) -> tuple[int, int, int]:
    """(D, M, D × M) of one line; a station in ``doubled`` counts twice towards M."""
    if len(stations) < MIN_STATIONS_TO_SCORE:
        return 0, 0, 0
    return district_score(district_counts(tokyo, stations, doubled))


def district_counts(tokyo: TokyoMap, stations: Sequence[str],
                    doubled: Iterable[str] = ()) -> Counter[str]:
    """What M counts: a line's stations per district, a doubled one twice."""
    counted = stations if DEPARTURE_STATION_COUNTS else stations[1:]
    in_district = map_facts(tokyo).district.__getitem__
    # Counted in C, a line's stations and its doubled ones in one pass.
    return Counter(map(in_district, chain(counted, doubled)))


def district_score(per_district: Mapping[str, int]) -> tuple[int, int, int]:
    """(D, M, D × M) of a line of at least MIN_STATIONS_TO_SCORE stations, from its
    ``district_counts``."""
    most = max(per_district.values())
    return len(per_district), most, len(per_district) * most


def scored_line(tokyo: TokyoMap, line: LineLike) -> tuple[int, int, int]:
    """``line_score`` of a sheet's line, remembered: a line is scored as its round ends and
    again in every score of its sheet after that (the final one included)."""
    stations, doubled = line.stations, line.doubled
    if type(stations) is tuple and type(doubled) is tuple:  # a Line's: hashable
        return _remembered_line_score(tokyo, stations, doubled)
    return line_score(tokyo, stations, doubled)


@lru_cache(maxsize=1024)
def _remembered_line_score(tokyo: TokyoMap, stations: tuple[str, ...],
                           doubled: tuple[str, ...]) -> tuple[int, int, int]:
    return line_score(tokyo, stations, doubled)


def drawn(line: LineLike) -> bool:
    return bool(line.tracks)


def lines_at_stations(tokyo: TokyoMap, lines: Iterable[LineLike]) -> Counter[str]:
    """n for every station that has a line: the drawn lines through it, plus the green loop."""
    drawn_lines = [line.stations for line in lines if drawn(line)]
    return Counter(chain(map_facts(tokyo).green, *drawn_lines))


def interchange_points(lines_at: Mapping[str, int]) -> int:
    return sum(map(INTERCHANGE_POINTS.get, lines_at.values(), repeat(0)))


def stamped_districts(tokyo: TokyoMap, lines_at: Mapping[str, int]) -> tuple[str, ...]:
    """The edge districts holding an interchange, i.e. the tourist stamps earned."""
    facts = map_facts(tokyo)
    busy = _busy_edge_districts(facts, lines_at)
    return tuple(d for d in facts.edge_districts if d in busy)


def _busy_edge_districts(facts: MapFacts, lines_at: Mapping[str, int]) -> set[str]:
    """The edge districts with an interchange. Only the edge stations a line reaches are
    looked at (the keys' intersection is made in C): a fraction of the stations with a line."""
    edge = facts.edge_district_of
    return {edge[station] for station in edge.keys() & lines_at.keys()
            if lines_at[station] >= STAMP_MIN_LINES}


def stamp_points(tokyo: TokyoMap, stamped: Iterable[str]) -> int:
    stamp = map_facts(tokyo).stamp
    return sum(stamp[district] for district in stamped)


def missed_green(tokyo: TokyoMap, lines_at: Mapping[str, int]) -> tuple[str, ...]:
    """Green stations no coloured line reaches (the loop alone gives them n = 1)."""
    return tuple(s for s in tokyo.green_loop if lines_at.get(s, 0) < 2)


def achieved_objectives(tokyo: TokyoMap, lines: Sequence[LineLike],
                        objectives: Iterable[str],
                        lines_at: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """The objectives the lines achieve; ``lines_at``: their ``lines_at_stations``, if known."""
    objectives = tuple(objectives)
    if not objectives:
        return ()
    if lines_at is None:
        lines_at = lines_at_stations(tokyo, lines)
    return tuple(o for o in objectives if _OBJECTIVE_CHECKS[o](tokyo, lines, lines_at))


def _green_loop(tokyo: TokyoMap, lines: Sequence[LineLike], lines_at: Mapping[str, int]) -> bool:
    return not missed_green(tokyo, lines_at)


def _interchanges(tokyo: TokyoMap, lines: Sequence[LineLike], lines_at: Mapping[str, int]) -> bool:
    big = sum(1 for n in lines_at.values() if n >= OBJECTIVE_BIG_INTERCHANGE_LINES)
    return big >= OBJECTIVE_BIG_INTERCHANGES


def _grand_interchange(tokyo: TokyoMap, lines: Sequence[LineLike],
                       lines_at: Mapping[str, int]) -> bool:
    return any(n >= OBJECTIVE_GRAND_INTERCHANGE_LINES for n in lines_at.values())


def _all_districts(tokyo: TokyoMap, lines: Sequence[LineLike], lines_at: Mapping[str, int]) -> bool:
    facts = map_facts(tokyo)
    reached = {facts.district[s] for line in lines if drawn(line) for s in line.stations}
    return reached == facts.all_districts


def _all_stamps(tokyo: TokyoMap, lines: Sequence[LineLike], lines_at: Mapping[str, int]) -> bool:
    return len(stamped_districts(tokyo, lines_at)) == len(map_facts(tokyo).edge_districts)


_OBJECTIVE_CHECKS = {
    "green_loop": _green_loop,
    "interchanges": _interchanges,
    "grand_interchange": _grand_interchange,
    "all_districts": _all_districts,
    "all_stamps": _all_stamps,
}


def sheet_breakdown(tokyo: TokyoMap, lines: Sequence[LineLike],
                    objectives: Iterable[str] = ()) -> dict[str, int]:
    """Points per category in sheet order; ``lines`` are the sheet's lines in round order."""
    breakdown = dict.fromkeys(CATEGORIES, 0)
    for category, line in zip(LINE_CATEGORIES, lines, strict=False):
        breakdown[category] = scored_line(tokyo, line)[2]
    lines_at = lines_at_stations(tokyo, lines)
    breakdown["interchanges"] = interchange_points(lines_at)
    facts = map_facts(tokyo)  # stamp_points of stamped_districts: a sum, in any order
    breakdown["stamps"] = sum(facts.stamp[d] for d in _busy_edge_districts(facts, lines_at))
    breakdown["missed_green"] = -GREEN_MISS_PENALTY * len(missed_green(tokyo, lines_at))
    breakdown["objectives"] = OBJECTIVE_POINTS * len(
        achieved_objectives(tokyo, lines, objectives, lines_at))
    return breakdown


def winners(totals: Sequence[int], breakdowns: Sequence[Mapping[str, int]]) -> tuple[int, ...]:
    """Highest total; on a tie the highest single line; still tied, the win is shared."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    best_line = {seat: max(breakdowns[seat][c] for c in LINE_CATEGORIES) for seat in tied}
    top = max(best_line.values())
    return tuple(seat for seat in tied if best_line[seat] == top)


def rated_score(total: int, modules_used: int = 0) -> int:
    """The score the solo table is read with: each advanced module used costs a penalty."""
    return total - SOLO_MODULE_PENALTY * modules_used


def solo_rating(total: int, modules_used: int = 0) -> int:
    """The index into SOLO_RATINGS reached by a solo score."""
    adjusted = rated_score(total, modules_used)
    for index, (_low, high) in enumerate(SOLO_RATINGS):
        if high is None or adjusted <= high:
            return index
    raise AssertionError("the last band is open")

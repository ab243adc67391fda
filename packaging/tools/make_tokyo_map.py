"""Generate resources/nextstation/map.json, the project's own Next Station: Tokyo map.

The construction follows the rules notes (§4.3): an 11x11 lattice whose north
quadrant is drawn by hand, then turned a quarter at a time around the centre
(x, y) -> (10 - y, x) while every symbol moves one step along SYMBOLS, which
keeps 13 stations per symbol. Pure symmetry would make the four departures
play the same, so each quadrant then moves a few of its outer stations
(PERTURBATIONS, fixed here, no randomness) before the guides are traced.

Guides join each station to the first station met along each of the 8 compass
rays, up to 4 steps, unless the ray crosses the green loop. The loop's 8 chords
are not guides: they become curved green arcs.

Run:  python packaging/tools/make_tokyo_map.py
The script checks the result with the game's own map validation, and the
degree targets of §4.1, before it writes anything.
"""

from __future__ import annotations

import json
import math
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


sys.path.insert(0, str(ROOT / "desktop"))  # the tool runs from a checkout, not an install
from tabibito.games.nextstation import tokyo_map  # noqa: E402

FORMAT, VERSION = tokyo_map.FORMAT, tokyo_map.VERSION
PENCILS, STAMPS, SYMBOLS = tokyo_map.PENCILS, tokyo_map.STAMPS, tokyo_map.SYMBOLS
TokyoMap, paths_cross, validate = tokyo_map.TokyoMap, tokyo_map.paths_cross, tokyo_map.validate

OUTPUT = ROOT / "resources" / "nextstation" / "map.json"
SIZE = 11
CENTRE = (5, 5)
MAX_GUIDE_STEPS = 4
ARC_POINTS = 6
MIN_GUIDES, MAX_GUIDES = 3, 7  # every station, corners included, keeps three ways out
MIN_START_GUIDES = 4
COMPASS = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0)]

# The north quadrant (§4.3): (x, y) -> (symbol, district kind); its departure
# and its two green stations follow.
NORTH_STATIONS = {
    (0, 0): ("pentagon", "corner"),
    (2, 1): ("circle", "side"),
    (3, 0): ("triangle", "side"),
    (5, 1): ("square", "side"),
    (6, 0): ("pentagon", "side"),
    (7, 1): ("circle", "side"),
    (8, 0): ("triangle", "side"),
    (2, 2): ("square", "inner"),
    (5, 2): ("triangle", "inner"),
    (4, 3): ("circle", "inner"),
    (6, 3): ("square", "inner"),
    (4, 4): ("pentagon", "centre"),
    (5, 4): ("triangle", "centre"),
}
NORTH_START = (5, 2)
NORTH_GREEN = ((4, 3), (6, 3))
NORTH_CELLS = {
    "corner": {(x, y) for x in range(2) for y in range(2)},
    "side": {(x, y) for x in range(2, 9) for y in range(2)},
    "inner": {(x, 2) for x in range(2, 8)} | {(x, 3) for x in range(3, 7)},
}
CENTRE_CELLS = {(x, y) for x in range(4, 7) for y in range(4, 7)}

# Quadrant q is the north quadrant turned q quarter turns clockwise.
QUADRANTS = (
    {"corner": "corner_nw", "side": "side_n", "inner": "inner_n"},
    {"corner": "corner_ne", "side": "side_e", "inner": "inner_e"},
    {"corner": "corner_se", "side": "side_s", "inner": "inner_s"},
    {"corner": "corner_sw", "side": "side_w", "inner": "inner_w"},
)

# Outer stations moved within their side district, in north-quadrant
# coordinates (before turning): (from, to). Picked so that each departure sees
# a different neighbourhood yet keeps 6 guides and all four symbols, and every
# check still holds.
PERTURBATIONS = (
    (((5, 1), (4, 0)), ((6, 0), (6, 1))),  # north
    (((5, 1), (4, 0)), ((7, 1), (6, 1)), ((8, 0), (7, 0))),  # east
    (((5, 1), (6, 1)), ((6, 0), (7, 0)), ((7, 1), (8, 1))),  # south
    (((2, 1), (3, 1)), ((8, 0), (8, 1))),  # west
)


def turn(point: tuple[int, int], quarters: int) -> tuple[int, int]:
    x, y = point
    for _ in range(quarters):
        x, y = SIZE - 1 - y, x
    return x, y


def shifted(symbol: str, quarters: int) -> str:
    return SYMBOLS[(SYMBOLS.index(symbol) + quarters) % len(SYMBOLS)]


def layout_stations() -> dict[tuple[int, int], dict]:
    """Every station by lattice point, before ids are given."""
    stations = {}
    for quarter, names in enumerate(QUADRANTS):
        moves = dict(PERTURBATIONS[quarter])
        for base, (symbol, kind) in NORTH_STATIONS.items():
            placed = moves.get(base, base)
            assert kind != "side" or placed in NORTH_CELLS["side"], f"{base} left its district"
            point = turn(placed, quarter)
            assert point not in stations, f"two stations at {point}"
            stations[point] = {
                "symbol": shifted(symbol, quarter),
                "district": "centre" if kind == "centre" else names[kind],
                "green": base in NORTH_GREEN,
                "start": PENCILS[quarter] if base == NORTH_START else None,
            }
    return stations


def green_loop_points() -> list[tuple[int, int]]:
    """The loop in cyclic (clockwise) order, starting from the north quadrant."""
    return [turn(p, q) for q in range(4) for p in NORTH_GREEN]


def arc_path(a: tuple[int, int], b: tuple[int, int]) -> list[list[float]]:
    """A circle arc around the centre from a to b, bulging outward like the printed loop."""
    cx, cy = CENTRE
    start = math.atan2(a[1] - cy, a[0] - cx)
    sweep = math.atan2(b[1] - cy, b[0] - cx) - start
    sweep = (sweep + math.pi) % (2 * math.pi) - math.pi  # the short way round
    radius = (math.dist(a, CENTRE) + math.dist(b, CENTRE)) / 2
    path = [[a[0], a[1]]]
    for i in range(1, ARC_POINTS - 1):
        angle = start + sweep * i / (ARC_POINTS - 1)
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        path.append([round(x, 3), round(y, 3)])
    path.append([b[0], b[1]])
    return path


def trace_guides(points: set[tuple[int, int]], arcs: list[list[list[float]]]) -> set[tuple]:
    """Pairs of lattice points joined by a guide."""
    loop = green_loop_points()
    chords = {frozenset(pair) for pair in zip(loop, loop[1:] + loop[:1], strict=True)}
    arc_paths = [tuple(tuple(p) for p in arc) for arc in arcs]
    guides = set()
    for x, y in points:
        for dx, dy in COMPASS:
            ray = ((x + k * dx, y + k * dy) for k in range(1, MAX_GUIDE_STEPS + 1))
            met = next((p for p in ray if p in points), None)
            if met is None or frozenset(((x, y), met)) in chords:
                continue
            segment = ((x, y), met)
            if not any(paths_cross(segment, arc) for arc in arc_paths):
                guides.add(tuple(sorted(segment)))
    return guides


def cell_outline(cells: set[tuple[int, int]]) -> list[list[float]]:
    """The outline of a simply connected union of lattice cells, corners joined clockwise.

    Cell (i, j) is the square [i - 0.5, i + 0.5] x [j - 0.5, j + 0.5]; corner (i, j)
    below stands for the point (i - 0.5, j - 0.5).
    """
    edges = {}
    for i, j in cells:
        sides = (
            ((i, j - 1), (i, j), (i + 1, j)),
            ((i + 1, j), (i + 1, j), (i + 1, j + 1)),
            ((i, j + 1), (i + 1, j + 1), (i, j + 1)),
            ((i - 1, j), (i, j + 1), (i, j)),
        )
        for neighbour, frm, to in sides:
            if neighbour not in cells:
                assert frm not in edges, f"cells {sorted(cells)} touch only at a corner"
                edges[frm] = to
    first = min(edges)
    corners, corner = [first], edges.pop(first)
    while corner != first:
        corners.append(corner)
        corner = edges.pop(corner)
    assert not edges, "a district must be one piece without holes"
    kept = [
        c
        for k, c in enumerate(corners)
        if not _collinear(corners[k - 1], c, corners[(k + 1) % len(corners)])
    ]
    return [[x - 0.5, y - 0.5] for x, y in kept]


def _collinear(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> bool:
    return (b[0] - a[0]) * (c[1] - b[1]) == (b[1] - a[1]) * (c[0] - b[0])


def build_districts() -> list[dict]:
    districts = []
    for quarter, names in enumerate(QUADRANTS):
        for kind in ("corner", "side", "inner"):
            cells = {turn(c, quarter) for c in NORTH_CELLS[kind]}
            districts.append(_district(names[kind], kind, cells))
    districts.append(_district("centre", "centre", CENTRE_CELLS))
    order = {"corner": 0, "side": 1, "inner": 2, "centre": 3}
    return sorted(districts, key=lambda d: (order[d["kind"]], d["id"]))


def _district(district_id: str, kind: str, cells: set) -> dict:
    return {"id": district_id, "kind": kind, "stamp": STAMPS[kind], "polygon": cell_outline(cells)}


def build_map() -> dict:
    by_point = layout_stations()
    reading_order = sorted(by_point, key=lambda p: (p[1], p[0]))
    ids = {p: f"s{n:02d}" for n, p in enumerate(reading_order)}
    stations = [{"id": ids[p], "x": p[0], "y": p[1], **by_point[p]} for p in reading_order]
    loop = green_loop_points()
    links = list(zip(loop, loop[1:] + loop[:1], strict=True))
    arcs = [
        {"id": f"arc{n}", "a": ids[a], "b": ids[b], "path": arc_path(a, b)}
        for n, (a, b) in enumerate(links)
    ]
    pairs = sorted(
        tuple(sorted((ids[p], ids[q])))
        for p, q in trace_guides(set(by_point), [arc["path"] for arc in arcs])
    )
    guides = [{"id": f"g{n:03d}", "a": a, "b": b} for n, (a, b) in enumerate(pairs)]
    return {
        "format": FORMAT,
        "version": VERSION,
        "size": [SIZE, SIZE],
        "stations": stations,
        "districts": build_districts(),
        "guides": guides,
        "green_loop": [ids[p] for p in loop],
        "green_arcs": arcs,
    }


def design_problems(tokyo: TokyoMap) -> list[str]:
    """The §4.1 targets beyond the load-time checks: guide degrees and lively departures."""
    degree = guide_degrees(tokyo)
    problems = [
        f"{station_id} has {n} guides"
        for station_id, n in degree.items()
        if not MIN_GUIDES <= n <= MAX_GUIDES
    ]
    for colour, station_id in tokyo.starts.items():
        reached = {tokyo.stations[n].symbol for n, _ in tokyo.neighbours(station_id)}
        if degree[station_id] < MIN_START_GUIDES or len(reached) < len(SYMBOLS):
            problems.append(f"the {colour} departure reaches only {sorted(reached)}")
    if len({tokyo.stations[s].symbol for s in tokyo.starts.values()}) != len(PENCILS):
        problems.append("two departures share a symbol")
    return problems


def guide_degrees(tokyo: TokyoMap) -> dict[str, int]:
    degree = dict.fromkeys(tokyo.stations, 0)
    for track in tokyo.tracks.values():
        if not track.green:
            degree[track.a] += 1
            degree[track.b] += 1
    return degree


def dumps(data: dict) -> str:
    """JSON with one station, district, guide or arc per line: small diffs, easy review."""
    lines = ["{"]
    items = list(data.items())
    for n, (key, value) in enumerate(items):
        comma = "," if n < len(items) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            rows = ",\n".join(f"    {json.dumps(v)}" for v in value)
            lines.append(f'  "{key}": [\n{rows}\n  ]{comma}')
        else:
            lines.append(f'  "{key}": {json.dumps(value)}{comma}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    data = build_map()
    problems = validate(data)
    if not problems:
        tokyo = TokyoMap.from_data(data)
        problems = design_problems(tokyo)
    if problems:
        print("map rejected:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(dumps(data), encoding="utf-8")
    degree = guide_degrees(tokyo)
    guides = sum(degree.values()) // 2
    print(
        f"wrote {OUTPUT.relative_to(ROOT)}: {len(data['stations'])} stations, "
        f"{guides} guides, {len(data['green_arcs'])} green arcs"
    )
    print("guide degree histogram:", dict(sorted(Counter(degree.values()).items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())

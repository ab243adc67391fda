"""Next Station's score changes as events (engine/ledger.py): the sheet scores as it is drawn,
so each section brings the changes it makes to the rows of the score sheet, worked out from
that one section rather than by scoring the sheet again (a random game draws thousands)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from tabibito.engine import Event

from . import scoring
from .network import Line, Sheet
from .tokyo_map import TokyoMap

MAX_SHARED_POINTS = 10_000
# The events of a score change by (seat, category, points): made once and shared.
_POINTS_EVENTS: dict[tuple[int, str, int], Event] = {}
_SCORE_EVENTS: dict[tuple[int, str, int, int, int], Event] = {}


def line_scores(tokyo: TokyoMap, lines: Sequence[Line]) -> list[Event]:
    """Each seat's line of the round as the round ends, ``lines`` by seat: D, M and its points
    (a figure for the log: the points came with each section, as ``points_scored``)."""
    events = []
    for seat, line in enumerate(lines):
        districts, most, points = scoring.scored_line(tokyo, line)
        key = (seat, line.pencil, districts, most, points)
        event = _SCORE_EVENTS.get(key)
        if event is None:
            event = _SCORE_EVENTS[key] = Event.made("line_scored", {
                "seat": seat, "pencil": line.pencil, "districts": districts, "most": most,
                "points": points})
        events.append(event)
    return events


def points_event(seat: int, category: str, points: int) -> Event:
    key = (seat, category, points)
    event = _POINTS_EVENTS.get(key)
    if event is None:
        if len(_POINTS_EVENTS) >= MAX_SHARED_POINTS:
            _POINTS_EVENTS.clear()
        event = _POINTS_EVENTS[key] = Event.made("points_scored", {
            "seat": seat, "category": category, "points": points})
    return event


def opening_points(tokyo: TokyoMap, players: int) -> list[Event]:
    """An empty sheet already scores: each green station no line reaches costs its points."""
    missed = scoring.missed_green(tokyo, scoring.lines_at_stations(tokyo, ()))
    points = -scoring.GREEN_MISS_PENALTY * len(missed)
    return [points_event(seat, "missed_green", points) for seat in range(players) if points]


def section_points(tokyo: TokyoMap, objectives: Sequence[str], seat: int, before: Sheet,
                   line: Line, log: list[Event]) -> None:
    """What drawing ``line`` (the pencil's line one section longer) on ``before`` changes on
    the score sheet of ``seat``, each row an event in ``log``."""
    pencil = line.pencil
    lines = before.lines
    old = lines[pencil]
    category = scoring.LINE_CATEGORIES[list(lines).index(pencil)]
    change = scoring.scored_line(tokyo, line)[2] - scoring.scored_line(tokyo, old)[2]
    if change:
        log.append(points_event(seat, category, change))
    # A line counts at its stations once it has a section: its first one brings its departure
    # station too, any other only the station it reaches.
    reached = line.stations if not old.tracks else line.stations[-1:]
    drawn = [other.stations for other in lines.values() if other.tracks]
    facts = scoring.map_facts(tokyo)
    interchanges = green = stamps = 0
    stamped: set[str] = set()  # the edge districts this section gives their stamp
    for station in reached:
        before_count = (station in facts.green) + sum(s.count(station) for s in drawn)
        interchanges += (scoring.INTERCHANGE_POINTS.get(before_count + 1, 0)
                         - scoring.INTERCHANGE_POINTS.get(before_count, 0))
        if before_count + 1 == scoring.STAMP_MIN_LINES:  # the station becomes an interchange
            green += scoring.GREEN_MISS_PENALTY if station in facts.green else 0
            district = facts.edge_district_of.get(station)
            if (district is not None and district not in stamped
                    and not _busy(facts, drawn, district)):
                stamped.add(district)
                stamps += facts.stamp[district]
    for row, points in (("interchanges", interchanges), ("stamps", stamps),
                        ("missed_green", green)):
        if points:
            log.append(points_event(seat, row, points))
    if objectives:
        _objective_points(tokyo, objectives, seat, before, line, log)


def _busy(facts: scoring.MapFacts, drawn: list[tuple[str, ...]], district: str) -> bool:
    """Whether the edge district holds an interchange on the lines ``drawn``."""
    edge = facts.edge_district_of
    stations = {s for line in drawn for s in line if edge.get(s) == district}
    return any((s in facts.green) + sum(line.count(s) for line in drawn)
               >= scoring.STAMP_MIN_LINES for s in stations)


def _objective_points(tokyo: TokyoMap, objectives: Sequence[str], seat: int, before: Sheet,
                      line: Line, log: list[Event]) -> None:
    chosen = tuple(objectives)
    had = _achieved(tokyo, before.lines_in_order(), chosen)
    after = before.with_line(line).lines_in_order()
    for objective in _achieved(tokyo, after, chosen):
        if objective not in had:
            log.append(Event.made("objective_achieved", {
                "seat": seat, "objective": objective, "points": scoring.OBJECTIVE_POINTS,
                "category": "objectives"}))


@lru_cache(maxsize=64)
def _achieved(tokyo: TokyoMap, lines: tuple[Line, ...],
              objectives: tuple[str, ...]) -> tuple[str, ...]:
    """``scoring.achieved_objectives``, remembered: the lines after one section are the lines
    before the next, so each sheet is checked once rather than twice."""
    return scoring.achieved_objectives(tokyo, lines, objectives)

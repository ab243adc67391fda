"""Next Station's score changes as events (engine/ledger.py): the sheet scores as it is drawn,
so each section brings the changes it makes to the rows of the score sheet, worked out from
that one section rather than by scoring the sheet again (a random game draws thousands)."""

from __future__ import annotations

from collections.abc import Sequence

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


class Tally:
    """What a sheet's score rows are worked out from. It moves on with each section to the new
    sheet (and is changed in place), so that a section's changes follow from the sheet before
    it without scoring the sheet again."""

    __slots__ = ("sheet", "lines_at", "districts", "reached", "objectives", "achieved")

    def __init__(self, tokyo: TokyoMap, sheet: Sheet, objectives: tuple[str, ...]) -> None:
        lines = sheet.lines_in_order()
        lines_at = scoring.lines_at_stations(tokyo, lines)
        self.sheet = sheet  # held, so that no other sheet takes its id while it is remembered
        self.lines_at: dict[str, int] = dict(lines_at)  # scoring.lines_at_stations
        # Per drawn line's pencil: its scoring.district_counts.
        self.districts: dict[str, dict[str, int]] = {
            line.pencil: scoring.district_counts(tokyo, line.stations, line.doubled)
            for line in lines if line.tracks}
        self.reached = set().union(*self.districts.values())  # the districts the lines reach
        self.objectives = objectives  # the game's, and those of them the sheet achieves:
        self.achieved = frozenset(
            scoring.achieved_objectives(tokyo, lines, objectives, lines_at))

    def move_to(self, sheet: Sheet) -> None:
        """The tally is now ``sheet``'s (the sheet it was made for is not asked again: after
        an undo, its tally is worked out anew)."""
        self.sheet = sheet
        if len(_TALLIES) >= MAX_TALLIES:  # sheets of games no longer played
            _TALLIES.clear()
        _TALLIES[id(sheet)] = self


def _tally_of(tokyo: TokyoMap, sheet: Sheet, objectives: tuple[str, ...]) -> Tally:
    """The sheet's tally, taken from the remembered ones (it moves on to the next sheet), or
    worked out (a loaded game, an undo)."""
    tally = _TALLIES.pop(id(sheet), None)
    if tally is None or tally.sheet is not sheet or tally.objectives != objectives:
        return Tally(tokyo, sheet, objectives)
    return tally


# The tallies of the latest sheets by their id: the sheet after one section is the sheet
# before the next, so the tally moved on to one is asked for at the next section.
MAX_TALLIES = 64
_TALLIES: dict[int, Tally] = {}


def section_points(tokyo: TokyoMap, objectives: tuple[str, ...], seat: int, before: Sheet,
                   after: Sheet, pencil: str, log: list[Event]) -> None:
    """What drawing a section of ``pencil``'s line (``before`` the sheet without it, ``after``
    with it) changes on the score sheet of ``seat``, each row an event in ``log``."""
    old, line = before.lines[pencil], after.lines[pencil]
    tally = _tally_of(tokyo, before, objectives)
    facts = scoring.map_facts(tokyo)
    change = _line_change(tokyo, tally.districts, old, line)
    if change:
        category = scoring.LINE_CATEGORIES[list(after.lines).index(pencil)]
        log.append(points_event(seat, category, change))
    lines_at, reached = tally.lines_at, tally.reached
    districts_reached = len(reached)
    interchanges = green = stamps = 0
    stamped: set[str] = set()  # the edge districts this section gives their stamp
    # A line counts at its stations once it has a section: its first one brings its departure
    # station too, any other only the station it reaches.
    for station in line.stations[-1:] if old.tracks else line.stations:
        count = lines_at.get(station, 0)
        lines_at[station] = count + 1
        reached.add(facts.district[station])
        interchanges += (scoring.INTERCHANGE_POINTS.get(count + 1, 0)
                         - scoring.INTERCHANGE_POINTS.get(count, 0))
        if count + 1 == scoring.STAMP_MIN_LINES:  # the station becomes an interchange
            green += scoring.GREEN_MISS_PENALTY if station in facts.green else 0
            district = facts.edge_district_of.get(station)
            # A district stamped before has another interchange; one stamped now is this
            # section's (its departure's and its station's district alike).
            if district is not None and district not in stamped and not any(
                    lines_at[s] >= scoring.STAMP_MIN_LINES
                    for s in facts.edge_stations[district] if s != station and s in lines_at):
                stamped.add(district)
                stamps += facts.stamp[district]
    if interchanges:
        log.append(points_event(seat, "interchanges", interchanges))
    if stamps:
        log.append(points_event(seat, "stamps", stamps))
    if green:
        log.append(points_event(seat, "missed_green", green))
    # An objective is achieved by a station of three or five lines (its interchange points
    # change), a green station a line reaches (its penalty goes), a stamp or a district no line
    # reached: a section bringing none of these achieves none.
    if len(tally.achieved) < len(objectives) and (
            interchanges or green or stamps or len(reached) > districts_reached):
        _objective_points(tokyo, tally, seat, after, log)
    tally.move_to(after)


def _line_change(tokyo: TokyoMap, districts: dict[str, dict[str, int]], old: Line,
                 line: Line) -> int:
    """What ``line``, ``old`` one section longer, scores more, its district counts updated in
    ``districts``: the reached station's district counted once more (twice if it doubles)."""
    pencil = line.pencil
    if not old.tracks or len(line.stations) != len(old.stations) + 1:
        fresh = districts[pencil] = scoring.district_counts(tokyo, line.stations, line.doubled)
        return scoring.district_score(fresh)[2] - scoring.scored_line(tokyo, old)[2]
    counts = districts[pencil]
    scored = len(counts) * max(counts.values())
    district = scoring.map_facts(tokyo).district[line.stations[-1]]
    counts[district] = counts.get(district, 0) + 1 + (len(line.doubled) - len(old.doubled))
    return len(counts) * max(counts.values()) - scored


def _objective_points(tokyo: TokyoMap, tally: Tally, seat: int, after: Sheet,
                      log: list[Event]) -> None:
    """The objectives the section achieves, each an event in ``log``, added to the tally's.
    An achieved objective stays achieved (lines only grow): only the others are checked."""
    left = tuple(o for o in tally.objectives if o not in tally.achieved)
    new = scoring.achieved_objectives(tokyo, after.lines_in_order(), left, tally.lines_at)
    for objective in new:
        log.append(Event.made("objective_achieved", {
            "seat": seat, "objective": objective, "points": scoring.OBJECTIVE_POINTS,
            "category": "objectives"}))
    if new:
        tally.achieved = tally.achieved.union(new)


def departures_drawn(before: Sequence[Sheet], after: Sequence[Sheet]) -> None:
    """A round's new pencils stand at their departure stations (``after``): no row of the
    score sheet changes, so each sheet's tally moves on to the sheet ``before`` it."""
    for old, new in zip(before, after, strict=True):
        tally = _TALLIES.pop(id(old), None)
        if tally is not None and tally.sheet is old:
            tally.move_to(new)

"""Next Station's map as the construction rules read it, and what is drawn on it: the guides
(a track seen from one of its stations), the network of their lookups computed once, the lines
and the sheets, and the sections a line may be extended by."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from tabibito.engine import Action

from .tokyo_map import SYMBOLS, TokyoMap

# Binding decision 4: a section never carries more than two lines.
MAX_LINES_PER_SECTION = 2
ALL_SYMBOLS = frozenset(SYMBOLS)
# What a card lets a section reach: its one symbol, or any symbol (a joker).
SYMBOL_TARGETS = {symbol: frozenset((symbol,)) for symbol in SYMBOLS}
CARD_TARGETS = (*SYMBOL_TARGETS.values(), ALL_SYMBOLS)


@dataclass(frozen=True, slots=True)
class Guide:
    """A track as seen from one of its stations: where it goes and what it conflicts with."""

    to: str
    track: str
    bit: int
    crossing: int  # bitmask of the tracks crossing this one
    green: bool
    draw: Action  # the action drawing this section from the station it is seen from
    frm: str = ""  # the station it is seen from
    blocking: int = 0  # bitmask of the track and those crossing it: a line on any may block


class Network:
    """The map with the lookups the construction rules ask thousands of times, computed once."""

    def __init__(self, tokyo: TokyoMap) -> None:
        self.map = tokyo
        order = sorted(tokyo.tracks)
        self.bit = {track_id: 1 << index for index, track_id in enumerate(order)}
        self.green_mask = sum(self.bit[t] for t, track in tokyo.tracks.items() if track.green)
        self.crossing = {
            track_id: sum(self.bit[other] for other in tokyo.crossings(track_id))
            for track_id in order
        }
        self.symbol = {s.id: s.symbol for s in tokyo.stations.values()}
        self.guides = {
            station: tuple(self._guide(station, other, track)
                           for other, track in tokyo.neighbours(station))
            for station in tokyo.stations
        }
        # Per card's symbols, the guides from each station toward them, in the order of
        # ``guides``: a card of one symbol looks at a quarter of them.
        self.toward = {
            targets: {station: tuple(g for g in guides if self.symbol[g.to] in targets)
                      for station, guides in self.guides.items()}
            for targets in CARD_TARGETS
        }
        self.between: dict[tuple[str, str], Guide] = {
            (station, guide.to): guide
            for station, guides in self.guides.items()
            for guide in guides
        }
        self.draw = {pair: guide.draw for pair, guide in self.between.items()}
        self.beyond = self._pairs_beyond_a_station()

    def _guide(self, station: str, other: str, track_id: str) -> Guide:
        track = self.map.tracks[track_id]
        # Actions are immutable, so every decision can share these instead of building them.
        draw = Action.of("draw", frm=station, to=other)
        bit, crossing = self.bit[track_id], self.crossing[track_id]
        return Guide(other, track_id, bit, crossing, track.green, draw, station, bit | crossing)

    def _pairs_beyond_a_station(self) -> frozenset[tuple[str, str]]:
        """(from, to) pairs lying on one straight run of guides with a station in between."""
        pairs = set()
        for start in self.map.stations:
            for guide in self.guides[start]:
                if guide.green:
                    continue
                near, track = start, guide.track
                while (onward := self.map.continuation(track, near)) is not None:
                    near = self.map.tracks[track].other(near)
                    track = onward
                    pairs.add((start, self.map.tracks[track].other(near)))
        return frozenset(pairs)

    def guide(self, frm: str, to: str) -> Guide | None:
        return self.between.get((frm, to))


@lru_cache(maxsize=4)
def network(tokyo: TokyoMap) -> Network:
    return Network(tokyo)


# --- sheets and lines ---------------------------------------------------------------------------


class Line(NamedTuple):
    """One pencil's line on a sheet: its departure station first, then stations as drawn.

    A named tuple rather than a frozen dataclass: as immutable, and much quicker to make, which
    counts when search bots draw thousands of sections a second."""

    pencil: str
    stations: tuple[str, ...]
    tracks: tuple[str, ...] = ()
    termini: tuple[str, ...] = ()  # stations with one section of this line: where it may grow
    doubled: tuple[str, ...] = ()  # stations counting twice towards M (the double station effect)
    track_mask: int = 0

    @classmethod
    def at(cls, pencil: str, departure: str) -> Line:
        return _new_line(cls, (pencil, (departure,), (), (departure,), (), 0))

    @property
    def departure(self) -> str:
        return self.stations[0]

    def ends(self) -> tuple[str, ...]:
        return self.termini

    def extended(self, frm: str, to: str, track: str, bit: int, *, doubled: bool = False) -> Line:
        pencil, stations, tracks, termini, doubles, mask = self  # one unpacking, six fields
        if not tracks:
            termini = (frm, to)
        elif len(termini) == 2 and frm in termini:  # an end of an unbranched line grows on;
            termini = (termini[1] if termini[0] == frm else termini[0], to)  # the other is first
        elif frm in termini:  # a terminus of a branched line grows on
            termini = tuple(end for end in termini if end != frm) + (to,)
        else:  # a branch from the middle of the line (switch): one end more
            termini = termini + (to,)
        return _new_line(Line, (pencil, stations + (to,), tracks + (track,), termini,
                                doubles + (to,) if doubled else doubles, mask | bit))


_new_line = tuple.__new__  # Line's fields in order, without the keyword handling of Line(...)


@dataclass(frozen=True, slots=True)
class Sheet:
    """One player's map sheet: a line per pencil used so far, in round order.

    ``lines`` is never changed in place: a new section makes a new sheet, so clones share sheets.
    """

    lines: Mapping[str, Line]
    drawn: int  # bitmask of the tracks carrying a line, the green loop's arcs included

    def riders(self, guide: Guide) -> tuple[str, ...]:
        """The lines on a track: pencils, and "green" for an arc of the loop."""
        pencils = tuple(p for p, line in self.lines.items() if line.track_mask & guide.bit)
        return ("green", *pencils) if guide.green else pencils

    def with_line(self, line: Line) -> Sheet:
        lines = {**self.lines, line[0]: line}  # line[0]: its pencil
        sheet = _new_sheet(Sheet)
        _set_lines(sheet, lines)
        _set_drawn(sheet, self.drawn | line.track_mask)
        return sheet

    def lines_in_order(self) -> tuple[Line, ...]:
        return tuple(self.lines.values())

    def snapshot(self) -> list[dict[str, Any]]:
        """The lines in the order they were drawn (the sheet's order is the rounds')."""
        return [{"pencil": line.pencil, "stations": list(line.stations),
                 "tracks": list(line.tracks), "termini": list(line.termini),
                 "doubled": list(line.doubled)}
                for line in self.lines.values()]


# A new sheet is made for every section drawn: made field by field through its slots, at half
# the cost of the frozen dataclass's __init__ (which goes through object.__setattr__).
_new_sheet = object.__new__
_set_lines = Sheet.lines.__set__  # type: ignore[attr-defined,misc]
_set_drawn = Sheet.drawn.__set__  # type: ignore[attr-defined,misc]


def reuse_problem(sheet: Sheet, line: Line, guide: Guide, double_track: bool) -> str | None:
    """Laying a section on a drawn one needs double track, another colour and room."""
    if not double_track:
        return "green_arc" if guide.green else "track_taken"
    riders = sheet.riders(guide)
    if line.pencil in riders or len(riders) >= MAX_LINES_PER_SECTION:
        return "track_taken"
    return None


def open_sections(net: Network, sheet: Sheet, line: Line, targets: frozenset[str], *,
                  branching: bool, double_track: bool) -> list[tuple[str, Guide]]:
    """Every (start, guide) a card allows on ``line``."""
    return [(guide.frm, guide)
            for guide in open_guides(net, sheet, line, targets, branching, double_track)]


def open_guides(net: Network, sheet: Sheet, line: Line, targets: frozenset[str],
                branching: bool, double_track: bool) -> list[Guide]:
    """Every guide a card allows on ``line``, each seen from its start (``frm``): the
    construction rules in one loop."""
    drawn, stations = sheet.drawn, line.stations
    toward = net.toward.get(targets)
    if toward is None:  # not a card's symbols: filter the guides here
        toward = {start: tuple(g for g in net.guides[start] if net.symbol[g.to] in targets)
                  for start in stations}
    found = []
    for start in stations if branching else line.termini:
        for guide in toward[start]:
            # Mostly neither the section nor one crossing it is drawn: one test says so, and
            # only then are the line's stations searched (a tuple: no set made per decision).
            if guide.blocking & drawn:
                if guide.crossing & drawn or guide.to in stations or reuse_problem(
                        sheet, line, guide, double_track):
                    continue
            elif guide.to in stations:
                continue
            found.append(guide)
    return found


def plain_draws(toward: Mapping[str, tuple[Guide, ...]], drawn: int, line: Line) -> list[Action]:
    """``open_guides``' draws for the common card: no switch, no double track, one of
    ``net.toward``'s symbol sets (``toward``). Without double track a drawn section, or one
    crossing a drawn one, is never open: a single test of ``blocking`` rules out both, before
    the line's stations are searched (a handful of guides get that far: no set is made)."""
    stations = line.stations
    return [guide.draw for start in line.termini for guide in toward[start]
            if not guide.blocking & drawn and guide.to not in stations]

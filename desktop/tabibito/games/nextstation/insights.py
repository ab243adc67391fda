"""What a move brings a sheet, why, and what it sets up, said by the rules so that the UI only
words it (the Hint button; issue 21): and why a station cannot be reached now.

Every number is worked out from the seat's own view: the points now by playing the move on a
clone and comparing the sheet's breakdown, the set-up by trying each kind of card still in the
round's deck (which cards are left is open; their order is not, and is never asked for).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from tabibito.engine import Action, IllegalAction
from tabibito.engine.insights import Insight, Reason

from . import bots, scoring
from .cards import CARDS
from .network import ALL_SYMBOLS, Guide, Line, Sheet, open_sections
from .rules import STOP, NextStationState
from .tokyo_map import SYMBOLS, TokyoMap

# When two parts of the sheet gain equally, the reason named is the first here: the rarer
# gain says more about why this section was chosen.
REASON_ORDER = ("objectives", "interchanges", "stamps", "missed_green", "line")
# When several starts refuse a section for different reasons, the one a player can least guess
# is named: a section that exists but is blocked says more than "no guide".
TELLING = (
    "nextstation.crossing",
    "nextstation.track_taken",
    "nextstation.green_arc",
    "nextstation.revisit",
    "nextstation.not_straight_on",
    "nextstation.passes_station",
    "nextstation.no_guide",
)


# --- what a move does to the sheet --------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """A move's effect on the seat's sheet: the points per score category, and the sheet."""

    gains: Mapping[str, int]
    sheet: Sheet
    straight_on_next: bool  # the move leaves the seat a section straight on (the effect)

    @property
    def points(self) -> int:
        return sum(self.gains.values())

    def main_gain(self) -> str | None:
        """The category that gains most (ties: REASON_ORDER), None if nothing gains."""
        best = max(REASON_ORDER, key=lambda c: (self.gains.get(c, 0), -REASON_ORDER.index(c)))
        return best if self.gains.get(best, 0) > 0 else None


def outcome(view: NextStationState, seat: int, action: Action) -> Outcome:
    """What ``action`` does to the seat's sheet, found by playing it on a clone of ``view``."""
    after = view.clone()
    after.apply(seat, action)
    before, now = view.breakdown(seat), after.breakdown(seat)
    gains = {category(c): now[c] - before[c] for c in before if now[c] != before[c]}
    return Outcome(gains, after.sheet(seat), after.pending_straight_on(seat) is not None)


def category(name: str) -> str:
    """The earlier lines never change now: any line category is this round's line."""
    return "line" if name in scoring.LINE_CATEGORIES else name


def sheet_points(view: NextStationState, sheet: Sheet) -> int:
    return sum(scoring.sheet_breakdown(view.map, sheet.lines_in_order(), view.objectives).values())


# --- what the next card may bring ---------------------------------------------------------------


@dataclass(frozen=True)
class Prospect:
    """What the next card may bring the line: the best symbol card and its points, the joker's
    points (None: no joker left), and the sections the line's ends could take at all."""

    symbol: str | None
    symbol_points: int
    joker_points: int | None
    ways: int


def best_next_gain(view: NextStationState, sheet: Sheet, line: Line, targets: frozenset[str],
                   double_track: bool) -> int:
    """The most one section for a card of ``targets`` would add to ``sheet``'s points (0: no
    section, or none gains). The switch's branching is not counted: it comes too seldom."""
    base = sheet_points(view, sheet)
    best = 0
    for start, guide in open_sections(view.net, sheet, line, targets, branching=False,
                                      double_track=double_track):
        grown = line.extended(start, guide.to, guide.track, guide.bit)
        best = max(best, sheet_points(view, sheet.with_line(grown)) - base)
    return best


def prospect(view: NextStationState, seat: int, sheet: Sheet) -> Prospect:
    """The next card's chances for the seat's line on ``sheet``, over the cards left (which are
    open in the view; their order is not)."""
    line = sheet.lines[view.pencil(seat)]
    left = [CARDS[card] for card in view.remaining_cards if not CARDS[card].switch]
    symbols = [s for s in SYMBOLS if any(card.symbol == s for card in left)]
    best_symbol, best_points = None, 0
    for symbol in symbols:
        points = best_next_gain(view, sheet, line, frozenset((symbol,)), False)
        if points > best_points:
            best_symbol, best_points = symbol, points
    joker = None
    if any(card.joker for card in left):
        joker = best_next_gain(view, sheet, line, ALL_SYMBOLS, True)
    ways = len(open_sections(view.net, sheet, line, ALL_SYMBOLS, branching=False,
                             double_track=False))
    return Prospect(best_symbol, best_points, joker, ways)


def setup(view: NextStationState, seat: int, sheet: Sheet,
          straight_on_next: bool = False) -> tuple[Reason, int | None]:
    """What the sheet sets up for the next card, and the points it may bring then (None:
    nothing to count): one more section straight on, the last card of the round, the best
    symbol card, the joker, the ways the line keeps open, or none."""
    if straight_on_next:
        return Reason.of("straight_on_next"), None
    if view.subway_left == 0:
        return Reason.of("last_card"), None
    chances = prospect(view, seat, sheet)
    if chances.symbol is not None and chances.symbol_points >= (chances.joker_points or 0):
        return (Reason.of("next_symbol", symbol=chances.symbol, points=chances.symbol_points),
                chances.symbol_points)
    if chances.joker_points:
        return Reason.of("next_joker", points=chances.joker_points), chances.joker_points
    if chances.ways:
        return Reason.of("ways_open", ways=chances.ways), 0
    return Reason.of("line_closed"), 0


# --- how a section is drawn, and why ------------------------------------------------------------


def how_drawn(view: NextStationState, seat: int, action: Action) -> Reason:
    """How the section is drawn: straight on, as a branch of the switch, on double track along
    the green loop or another line, from the end named (both ends reach the station), or
    plainly; ``to`` (and ``frm``, ``pencil``) name the stations and the line."""
    frm, to = action["frm"], action["to"]
    if view.pending_straight_on(seat) is not None:
        return Reason.of("straight_on", to=to)
    line = view.line(seat)
    if view.branching and frm not in line.ends():
        return Reason.of("branch", frm=frm, to=to)
    guide = view.net.guide(frm, to)
    if guide is not None and guide.bit & view.sheet(seat).drawn:
        riders = [p for p in view.sheet(seat).riders(guide) if p != line.pencil]
        if not riders or riders[0] == "green":
            return Reason.of("double_track_green", to=to)
        return Reason.of("double_track", to=to, pencil=riders[0])
    if len([a for a in view.legal_actions(seat) if a.kind == "draw" and a["to"] == to]) > 1:
        return Reason.of("from_end", frm=frm, to=to)
    return Reason.of("draw", to=to)


# The eight headings of a section, counter-clockwise from east, each 45° wide.
HEADINGS = ("east", "north_east", "north", "north_west", "west", "south_west", "south",
            "south_east")


def heading(tokyo: TokyoMap, frm: str, to: str) -> str:
    """Where a section leads on the map, one of HEADINGS (north is up): two sections from one
    station to stations of the same symbol in districts of the same kind never share one (a
    test checks the map), so a hint can tell such draws apart by it."""
    start, end = tokyo.stations[frm], tokyo.stations[to]
    angle = math.degrees(math.atan2(start.y - end.y, end.x - start.x)) % 360
    return HEADINGS[int((angle + 22.5) % 360 // 45)]


def why_drawn(view: NextStationState, seat: int, action: Action,
              result: Outcome) -> Reason | None:
    """Why the section is worth drawing: the part of the sheet that gains most, or the
    interchange it begins when nothing gains now; None: nothing to say beyond the set-up."""
    to = action["to"]
    gain = result.main_gain()
    lines_at = scoring.lines_at_stations(view.map, result.sheet.lines_in_order())
    if gain == "objectives":
        return objective_reason(view, seat, result)
    if gain == "interchanges":
        return Reason.of("interchanges", lines=lines_at[to])
    if gain == "stamps":
        kind = view.map.districts[view.map.stations[to].district].kind
        return Reason.of("stamps", corner=kind == "corner")
    if gain == "missed_green":
        return Reason.of("missed_green", penalty=scoring.GREEN_MISS_PENALTY)
    if gain == "line":
        return line_reason(view, seat, result)
    return meeting_reason(view, seat, to, lines_at)


def objective_reason(view: NextStationState, seat: int, result: Outcome) -> Reason:
    tokyo, objectives = view.map, view.objectives
    before = scoring.achieved_objectives(tokyo, view.sheet(seat).lines_in_order(), objectives)
    after = scoring.achieved_objectives(tokyo, result.sheet.lines_in_order(), objectives)
    new = [objective for objective in after if objective not in before]
    return Reason.of("objectives", objective=new[0])


def line_reason(view: NextStationState, seat: int, result: Outcome) -> Reason:
    """How the line's own score D × M grows: a first section, a new district, a double station
    counted twice, or a busier district."""
    before = view.line(seat)
    after = result.sheet.lines[before.pencil]
    districts, most, _ = scoring.scored_line(view.map, after)
    if not before.tracks:
        how = "first_section"
    elif districts > scoring.scored_line(view.map, before)[0]:
        how = "new_district"
    elif after.doubled != before.doubled:
        how = "double_station"
    else:
        how = "busier_district"
    return Reason.of("line", how=how, districts=districts, most=most)


def meeting_reason(view: NextStationState, seat: int, to: str,
                   lines_at: Mapping[str, int]) -> Reason | None:
    """A section that scores nothing now but meets an earlier line: the start of an
    interchange a third line would score."""
    if lines_at[to] != min(scoring.INTERCHANGE_POINTS) - 1:
        return None
    pencil = view.pencil(seat)
    met = [p for p, line in view.sheet(seat).lines.items() if p != pencil and to in line.stations]
    if not met:
        return None
    return Reason.of("meets_line", pencil=met[0])


def best_draw(view: NextStationState, seat: int) -> tuple[Action | None, int | None]:
    """The legal section that would bring most points now, and its points (None: none)."""
    draws = [a for a in view.legal_actions(seat) if a.kind == "draw"]
    if not draws:
        return None, None
    points = [outcome(view, seat, draw).points for draw in draws]
    best = max(range(len(draws)), key=points.__getitem__)
    return draws[best], points[best]


# --- the insight ----------------------------------------------------------------------------


def insight(view: NextStationState, seat: int, action: Action) -> Insight:
    """``action``, a legal move of ``seat`` in ``view`` (that seat's own view), as the rules
    see it: for a section its points now, how it is drawn, why, and what it sets up; for a pass
    or a stop why not draw (the best section's points), and the set-up of the sheet as it is.
    The alternative is the best other move by the points now."""
    if action.kind == "draw":
        result = outcome(view, seat, action)
        ahead, later = setup(view, seat, result.sheet, result.straight_on_next)
        reason = why_drawn(view, seat, action, result)
        others = [(other, outcome(view, seat, other).points)
                  for other in view.legal_actions(seat) if other != action]
        best = max(others, key=lambda pair: pair[1], default=(None, None))
        return Insight(action, result.points, later, how_drawn(view, seat, action),
                       () if reason is None else (reason,), ahead,
                       alternative=best[0], alternative_value=best[1])
    draw, points = best_draw(view, seat)
    if points is None:
        reason = Reason.of("blocked" if action == STOP else "no_section")
    elif points == 0:
        reason = Reason.of("no_gain")
    else:
        reason = Reason.of("small_gain", points=points)
    ahead, later = setup(view, seat, view.sheet(seat))
    return Insight(action, 0, later, None, (reason,), ahead, alternative=draw,
                   alternative_value=points)


def hard_insight(view: NextStationState, seat: int, action: Action) -> Insight:
    """``insight`` compared by the hard player's own evaluation (``bots.hard_values``: the
    points now, the next cards' expected follow-up, the line's openings and prospects): its
    ``value`` is the move's worth in points over the sheet as it stands, ``later`` the part
    still to come, and the alternative the best other move by that worth, with its points now."""
    told = insight(view, seat, action)
    worth = bots.hard_values(view, seat)
    appraiser = bots.Appraiser(view, seat)
    standing = appraiser.sheet_points(view.sheet(seat), view.pencil(seat))
    worths = {move: worth(move) - standing for move in view.legal_actions(seat)}
    value = round(worths[action])
    others = [move for move in worths if move != action]
    if not others:
        return replace(told, later=value - told.now, value=value, alternative=None,
                       alternative_value=None)
    rival = max(others, key=worths.__getitem__)
    rival_now = outcome(view, seat, rival).points
    return replace(told, later=value - told.now, value=value, alternative=rival,
                   alternative_value=round(worths[rival]), alternative_now=rival_now)


# --- why a station cannot be reached now ------------------------------------------------------


@dataclass(frozen=True)
class Refusal:
    """Why no start reaches a station: the engine's key, the start it was tried from (None:
    true from every start), and what the sentence names (a line, the station in between, the
    ends of the line...)."""

    key: str
    frm: str | None
    facts: Reason


def refusal(state: NextStationState, seat: int, station: str,
            starts: Sequence[str]) -> Refusal | None:
    """Why no start in ``starts`` reaches ``station`` on this card, or None if one does. The
    station is hovered on the board, so the section is tried from every start of the line and
    the most telling refusal (TELLING) is the one named."""
    line = state.line(seat)
    symbol = state.map.stations[station].symbol
    if station in line.stations:  # hovering the line itself: no guide can lead back to it
        return Refusal("nextstation.revisit", None, Reason.of("revisit", symbol=symbol))
    card = state.target_symbols(seat)
    if symbol not in card:  # the first thing a player checks, and true from every start
        return Refusal("nextstation.wrong_symbol", None,
                       Reason.of("wrong_symbol", symbol=symbol, card=tuple(sorted(card))))
    refusals = []
    for frm in starts:
        problem = state.why_illegal(seat, Action.of("draw", frm=frm, to=station))
        if problem is None:
            return None
        refusals.append((frm, problem))
    if not refusals:
        return None
    frm, problem = min(refusals, key=lambda pair: rank(pair[1]))
    return Refusal(problem.key, frm, refusal_facts(state, seat, frm, station, problem.key))


def rank(problem: IllegalAction) -> int:
    return TELLING.index(problem.key) if problem.key in TELLING else len(TELLING)


def refusal_facts(state: NextStationState, seat: int, frm: str, to: str, key: str) -> Reason:
    """What a refusal's sentence names, by its key: the line crossed, the line already on the
    section (or the seat's own, or a full section), the station in between, the ends of the
    line; the key alone otherwise."""
    net, sheet, line = state.net, state.sheet(seat), state.line(seat)
    symbol = state.map.stations[to].symbol
    guide = net.guide(frm, to)
    if key == "nextstation.crossing" and guide is not None:
        return Reason.of("crossing", pencil=crossed_line(sheet, guide))
    if key == "nextstation.track_taken" and guide is not None:
        if guide.bit & line.track_mask:
            return Reason.of("own_track")
        riders = [p for p in sheet.riders(guide) if p != line.pencil]
        if len(riders) >= 2 or not riders:
            return Reason.of("track_full")
        return Reason.of("track_taken", pencil=riders[0])
    if key == "nextstation.green_arc":
        return Reason.of("green_arc")
    if key == "nextstation.revisit":
        return Reason.of("revisit", symbol=symbol)
    if key == "nextstation.passes_station":
        between = station_between(state.map, frm, to)
        if between is not None:
            return Reason.of("passes_station", symbol=state.map.stations[between].symbol)
    if key == "nextstation.no_guide":
        ends = tuple(state.map.stations[end].symbol for end in line.ends())
        return Reason.of("no_guide", symbol=symbol, branching=bool(state.branching), ends=ends)
    if key == "nextstation.not_straight_on":
        return Reason.of("not_straight_on")
    return Reason("other", {"key": key})  # Reason.of's own first parameter is named key


def crossed_line(sheet: Sheet, guide: Guide) -> str:
    """The pencil of a line that the section would cross ("green" for the loop)."""
    for line in sheet.lines_in_order():
        if guide.crossing & line.track_mask:
            return line.pencil
    return "green"


def station_between(tokyo: TokyoMap, frm: str, to: str) -> str | None:
    """The first station on the straight run of guides from ``frm`` towards ``to``."""
    for near, track in tokyo.neighbours(frm):
        if tokyo.tracks[track].green:
            continue
        station: str = frm
        current: str | None = track
        while current is not None:
            station = tokyo.tracks[current].other(station)
            if station == to:
                return near
            current = tokyo.continuation(current, tokyo.tracks[current].other(station))
    return None


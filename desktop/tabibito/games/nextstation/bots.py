"""Computer players for Next Station: Tokyo.

easy draws a section that scores, at random among them, but takes an obvious station (an
interchange, a tourist stamp, a shared objective) when there is one; normal takes the section worth
most points right now; hard also weighs what the cards still in the deck let the line do next, and
keeps its line able to grow.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from tabibito.engine import Action, Bot, Budget, Rng

from . import scoring
from .cards import CARDS
from .network import ALL_SYMBOLS, Guide, Line, Sheet, open_guides
from .rules import NextStationState
from .tokyo_map import TokyoMap

# A line as ``Appraiser.extended_points`` sees it: stations per district, the most in one, its
# points but D × M, the districts it stamps that the earlier lines do not.
Summary = tuple[Mapping[str, int], int, int, set[str]]


class Appraiser:
    """A seat's sheet points, fast, while only the line of this round changes.

    Everything the earlier lines settle is counted once (and kept while the round lasts: the
    earlier lines are the same at every decision of a round); a candidate line then costs one
    pass over its stations instead of a full sheet scoring, and a line one station longer than
    a line already appraised (``summary``) a few lookups (``extended_points``).
    """

    def __init__(self, view: NextStationState, seat: int) -> None:
        self.map = view.map
        self.objectives = view.objectives
        pencil = view.pencil(seat)
        ground = _ground(self.map, tuple(
            line for p, line in view.sheet(seat).lines.items() if p != pencil))
        (self.base, self.stamped, self.missed, self.fixed, self.interchange_gain,
         self.stamp_district, self._empty, self._station, self._step) = ground
        self._stamp = scoring.map_facts(self.map).stamp
        self._rest = self._empty  # a line's points but D × M, before its stations

    def points(self, line: Line, summary: Summary | None = None) -> int:
        """The sheet's points with ``line`` as the round's line (``summary``: its own, if
        known)."""
        if not line.tracks:
            return self._empty
        counts, most, rest, _stamped = self.summary(line) if summary is None else summary
        return rest + len(counts) * most

    def summary(self, line: Line) -> Summary:
        """What ``extended_points`` needs of ``line`` (drawn or not): its stations per district,
        the most in one, its points but D × M, the districts it stamps that the earlier lines do
        not."""
        table, stamp = self._station, self._stamp
        counts: dict[str, int] = {}
        rest = self._rest
        stamped: set[str] = set()
        for station in line.stations:
            district, gain, stamp_district = table[station]
            counts[district] = counts.get(district, 0) + 1
            rest += gain
            if stamp_district is not None and stamp_district not in stamped:
                stamped.add(stamp_district)
                rest += stamp[stamp_district]
        for station in line.doubled:
            district = table[station][0]
            counts[district] += 1
        rest += scoring.GREEN_MISS_PENALTY * len(self.missed.intersection(line.stations))
        return counts, max(counts.values()), rest, stamped

    def extended_points(self, summary: Summary, to: str) -> int:
        """``points`` of the line of ``summary`` extended by a section to ``to``, a station not
        on it yet (not doubled)."""
        counts, most, rest, stamped = summary
        district, gain, stamp_district = self._step[to]
        count = counts.get(district, 0) + 1
        points = rest + gain + (len(counts) + 1 if count == 1 else len(counts)) * (
            count if count > most else most)
        if stamp_district is not None and stamp_district not in stamped:
            points += self._stamp[stamp_district]
        return points

    def extended_summary(self, summary: Summary, to: str) -> Summary:
        """``summary`` of the line of ``summary`` extended by a section to ``to`` (as in
        ``extended_points``)."""
        counts, most, rest, stamped = summary
        district, gain, stamp_district = self._step[to]
        counts = dict(counts)
        count = counts[district] = counts.get(district, 0) + 1
        rest += gain
        if stamp_district is not None and stamp_district not in stamped:
            rest += self._stamp[stamp_district]
            stamped = stamped | {stamp_district}
        return counts, count if count > most else most, rest, stamped

    def objective_points(self, sheet: Sheet) -> int:
        """The shared objectives a sheet achieves: checked on whole sheets, so only for the
        candidates themselves, not inside the look-ahead."""
        if not self.objectives:
            return 0
        achieved = scoring.achieved_objectives(self.map, sheet.lines_in_order(), self.objectives)
        return scoring.OBJECTIVE_POINTS * len(achieved)

    def sheet_points(self, sheet: Sheet, pencil: str) -> int:
        return self.points(sheet.lines[pencil]) + self.objective_points(sheet)

    def makes_interchange_or_stamp(self, station: str) -> bool:
        """Whether this round's line reaching ``station`` makes an interchange that scores, or
        earns its district's tourist stamp: what even a newcomer sees on the sheet."""
        district = self.stamp_district.get(station)
        return self.interchange_gain[station] > 0 or (
            district is not None and district not in self.stamped)


class _Ground(NamedTuple):
    """What a sheet's earlier lines settle for every line of the round (``Appraiser``)."""

    base: Counter[str]  # lines at each station
    stamped: frozenset[str]
    missed: frozenset[str]
    fixed: int  # the earlier lines' points and the interchanges they make
    interchange_gain: dict[str, int]  # per station: what one more line through it adds
    stamp_district: dict[str, str]  # stations whose edge district one more line stamps
    empty: int  # the points while the round's line is not drawn yet
    # Per station: its district, the interchange points one more line through it adds, and the
    # edge district it stamps if one more line makes it an interchange (None if already stamped).
    station: dict[str, tuple[str, int, str | None]]
    # The same for a station the line reaches: its gain also counts a green station no longer
    # missed.
    step: dict[str, tuple[str, int, str | None]]


# A line one station longer scores by its district counts, its departure station's included; a
# line of one station never scores; one line alone through a station never earns a stamp.
assert scoring.MIN_STATIONS_TO_SCORE <= 2 and scoring.DEPARTURE_STATION_COUNTS
assert scoring.STAMP_MIN_LINES >= 2


@lru_cache(maxsize=64)
def _ground(tokyo: TokyoMap, earlier: tuple[Line, ...]) -> _Ground:
    """Remembered: every decision of a round (and the expert's playouts of it) has the same."""
    facts = scoring.map_facts(tokyo)
    base = scoring.lines_at_stations(tokyo, earlier)
    stamped = frozenset(scoring.stamped_districts(tokyo, base))
    missed = frozenset(scoring.missed_green(tokyo, base))
    fixed = (sum(scoring.line_score(tokyo, line.stations, line.doubled)[2] for line in earlier)
             + scoring.interchange_points(base))
    points = scoring.INTERCHANGE_POINTS
    unreached_gain, unreached = _unreached(tokyo)
    gain = dict(unreached_gain)  # then the stations with a line
    station: dict[str, tuple[str, int, str | None]] = dict(unreached)
    stamp_district: dict[str, str] = {}
    for at, lines in base.items():
        gain[at] = points.get(lines + 1, 0) - points.get(lines, 0)
        edge = facts.edge_district_of.get(at)
        stamps = edge if lines + 1 >= scoring.STAMP_MIN_LINES else None
        if stamps is not None:
            stamp_district[at] = stamps
        station[at] = (facts.district[at], gain[at], None if stamps in stamped else stamps)
    empty = (fixed + scoring.stamp_points(tokyo, stamped)
             - scoring.GREEN_MISS_PENALTY * len(missed))
    step = dict(station)
    for at in missed:
        district, at_gain, stamps = station[at]
        step[at] = (district, at_gain + scoring.GREEN_MISS_PENALTY, stamps)
    return _Ground(base, stamped, missed, fixed, gain, stamp_district, empty, station, step)


@lru_cache(maxsize=4)
def _unreached(tokyo: TokyoMap) -> tuple[dict[str, int], dict[str, tuple[str, int, str | None]]]:
    """``_Ground``'s gain and station entries of the stations no line reaches yet: the most."""
    points, district = scoring.INTERCHANGE_POINTS, scoring.map_facts(tokyo).district
    gain = points.get(1, 0) - points.get(0, 0)
    return (dict.fromkeys(tokyo.stations, gain),
            {station: (district[station], gain, None) for station in tokyo.stations})


def _best(actions: Sequence[Action], value: Callable[[Action], float], rng: Rng,
          budget: Budget | None = None) -> Action:
    """The action of highest value; ties go to the rng, so equal choices vary between games.
    Once ``budget`` runs out the candidates not yet valued are left out: the first one is
    always valued, so there is an answer."""
    scored: list[tuple[float, Action]] = []
    for action in actions:
        if scored and budget is not None and budget.expired():
            break
        scored.append((value(action), action))
    top = max(v for v, _ in scored)
    best = [action for v, action in scored if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


class GentleBot(Bot[NextStationState]):
    """Easy: draws as a newcomer does, at random among the sections that score now, but never
    walks past an obvious one (an interchange, a tourist stamp, a shared objective) and never
    passes while a section would score. With nothing to score it still draws, so that its line
    goes on growing; it passes (or stops) only when no section can be drawn."""

    def choose(self, view: NextStationState, legal_actions: Sequence[Action], rng: Rng,
               seat: int, budget: Budget) -> Action:
        draws = [action for action in legal_actions if action.kind == "draw"]
        if not draws:
            return legal_actions[0]
        appraiser = Appraiser(view, seat)
        sheet, pencil = view.sheet(seat), view.pencil(seat)
        standing = appraiser.points(sheet.lines[pencil])
        objectives = appraiser.objective_points(sheet)
        scoring_draws, obvious = [], []
        for action in draws:
            after = view.sheet_after(seat, action)
            line_gain = appraiser.points(after.lines[pencil]) - standing
            objective_gain = appraiser.objective_points(after) - objectives
            if line_gain + objective_gain <= 0:
                continue
            scoring_draws.append(action)
            if objective_gain > 0 or appraiser.makes_interchange_or_stamp(action["to"]):
                obvious.append(action)
        return rng.choice(obvious or scoring_draws or draws)


class GreedyBot(Bot[NextStationState]):
    """Normal: the section that gains the most points now (a pass when nothing gains)."""

    def choose(self, view: NextStationState, legal_actions: Sequence[Action], rng: Rng,
               seat: int, budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        appraiser = Appraiser(view, seat)
        pencil = view.pencil(seat)
        return _best(legal_actions,
                     lambda a: appraiser.sheet_points(view.sheet_after(seat, a), pencil), rng,
                     budget)


# The hard bot's weights, tuned on seeded solo games. The expected follow-up carries most of the
# strength (it already rewards open line ends, district spread, interchanges and green stations);
# the positional terms are kept small because larger weights measurably lowered the scores.
LOOKAHEAD_CARDS = 2  # how many cards ahead the follow-up looks (the 2nd only for the best move)
OPENING_WEIGHT = 0.05  # per drawable guide at a line end, per turn expected after the next
PROSPECT_WEIGHT = 0.1  # per point one more line through this one's stations would add later


class LookaheadBot(Bot[NextStationState]):
    """Hard: immediate points, plus the expected best follow-up over the cards still unseen,
    plus a positional sense (open line ends, stations later lines can turn into interchanges).
    """

    def choose(self, view: NextStationState, legal_actions: Sequence[Action], rng: Rng,
               seat: int, budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        # Valuing a candidate looks two cards ahead: the budget is asked between candidates.
        return _best(legal_actions, _Plan(view, seat).value, rng, budget)


def hard_values(view: NextStationState, seat: int) -> Callable[[Action], float]:
    """The hard player's value of each move of ``seat`` (what ``LookaheadBot`` maximises): the
    hints compare its choice with the best other by it."""
    return _Plan(view, seat).value


class _Plan:
    """What one decision of the hard bot needs: the sheet, the unseen cards, the turns left."""

    def __init__(self, view: NextStationState, seat: int) -> None:
        self.view = view
        self.seat = seat
        self.pencil = view.pencil(seat)
        self.appraiser = Appraiser(view, seat)
        self.net = view.net
        self.facts = scoring.map_facts(view.map)
        self.next_cards = _next_card_chances(view)
        self.goes_on = _chance_round_goes_on(view)
        self.turns_after_next = max(0.0, _expected_turns(view) - 1.0)
        self.later_rounds = view.round + 1 < view.rounds

    def value(self, action: Action) -> float:
        sheet = self.view.sheet_after(self.seat, action)
        line = sheet.lines[self.pencil]
        appraiser = self.appraiser
        summary = appraiser.summary(line)
        now = appraiser.points(line, summary)
        value: float = now + appraiser.objective_points(sheet)
        sections = self._sections(sheet, line)
        value += self._follow_up(sheet, line, summary, now, sections, LOOKAHEAD_CARDS)
        if line.tracks:  # the sections open to a plain card: no double track
            drawn = sheet.drawn
            openings = sum(1 for guide in sections if not guide.blocking & drawn)
            value += OPENING_WEIGHT * self.turns_after_next * openings
        if self.later_rounds:
            value += PROSPECT_WEIGHT * self._prospects(line)
        return value

    def _sections(self, sheet: Sheet, line: Line) -> list[Guide]:
        """Every section a joker (any symbol, double track) allows: those of the other cards are
        among them, in the same order (``_follow_up``)."""
        return open_guides(self.net, sheet, line, ALL_SYMBOLS, False, True)

    def _follow_up(self, sheet: Sheet, line: Line, summary: Summary, now: int,
                   sections: list[Guide], cards: int) -> float:
        """The expected gain of the best section for the next card (0 if passing is best); with
        more cards to look at, the best section also counts what the card after it may add.
        ``summary`` and ``sections``: the line's (``Appraiser.summary``, ``_sections``)."""
        if not self.next_cards:
            return 0.0
        appraiser, symbol, drawn = self.appraiser, self.net.symbol, sheet.drawn
        # Each section's gain, once for every card: a card of a symbol (no double track) allows
        # the sections toward its symbol where neither the track nor one crossing it is drawn.
        gains = [(appraiser.extended_points(summary, guide.to) - now, guide,
                  symbol[guide.to], not guide.blocking & drawn) for guide in sections]
        expected = 0.0
        for targets, double_track, chance in self.next_cards:
            best_gain, best = 0, None
            for gain, guide, to_symbol, plain in gains:
                if gain > best_gain and to_symbol in targets and (plain or double_track):
                    best_gain, best = gain, guide
            value = float(best_gain)
            if best is not None and cards > 1 and self.goes_on:
                best_line = line.extended(best.frm, best.to, best.track, best.bit)
                best_sheet = sheet.with_line(best_line)
                value += self.goes_on * self._follow_up(
                    best_sheet, best_line, appraiser.extended_summary(summary, best.to),
                    now + best_gain, self._sections(best_sheet, best_line), cards - 1)
            expected += chance * value
        return expected

    def _prospects(self, line: Line) -> int:
        """What one more line through this line's stations would add in a later round:
        interchange points, and stamps of edge districts it would make interchanges in."""
        if not line.tracks:
            return 0
        base, points = self.appraiser.base, scoring.INTERCHANGE_POINTS
        total = 0
        stampable = set()
        for station in line.stations:
            n = base[station] + 1
            total += points.get(n + 1, 0) - points.get(n, 0)
            if n + 1 >= scoring.STAMP_MIN_LINES:
                stampable.add(self.facts.district[station])
        stamped = self.appraiser.stamped.union(
            self.appraiser.stamp_district[s] for s in line.stations
            if s in self.appraiser.stamp_district)
        total += sum(self.facts.stamp[d] for d in stampable - stamped)
        return total


def _next_card_chances(view: NextStationState) -> list[tuple[frozenset[str], bool, float]]:
    """(target symbols, double track, chance) of the next card, if the round goes on. The switch
    brings another card at once, so its chance is spread over the others."""
    if view.subway_left == 0:
        return []
    kinds: Counter[str | None] = Counter(
        CARDS[card_id].symbol for card_id in view.remaining_cards if not CARDS[card_id].switch)
    others = sum(kinds.values())
    return [(ALL_SYMBOLS if symbol is None else frozenset((symbol,)), symbol is None,
             count / others) for symbol, count in kinds.items()]


def _chance_round_goes_on(view: NextStationState) -> float:
    """The chance that another card follows the next one."""
    if view.subway_left >= 2:
        return 1.0
    if view.subway_left == 0:
        return 0.0
    remaining = [CARDS[card_id] for card_id in view.remaining_cards]
    return sum(1 for card in remaining if not card.subway) / len(remaining)


def _expected_turns(view: NextStationState) -> float:
    """Turns expected in this round from the next card on: every subway card left, and each
    street card with the chance that it comes before the last of them."""
    subway = view.subway_left
    if subway == 0:
        return 0.0
    street = sum(1 for card_id in view.remaining_cards if not CARDS[card_id].subway)
    return subway + street * subway / (subway + 1)


def make_bot(level: str) -> Bot[NextStationState]:
    if level == "hard":
        return LookaheadBot()
    if level == "normal":
        return GreedyBot()
    return GentleBot()

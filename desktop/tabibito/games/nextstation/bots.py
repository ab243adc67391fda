"""Computer players for Next Station: Tokyo.

easy draws a section that scores, at random among them, but takes an obvious station (an
interchange, a tourist stamp, a shared objective) when there is one; normal takes the section worth
most points right now; hard also weighs what the cards still in the deck let the line do next, and
keeps its line able to grow.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from tabibito.engine import Action, Bot, Budget, Rng

from . import scoring
from .cards import CARDS
from .network import ALL_SYMBOLS, Line, Sheet, open_sections
from .rules import NextStationState


class Appraiser:
    """A seat's sheet points, fast, while only the line of this round changes.

    Everything the earlier lines settle is counted once; a candidate line then costs one pass over
    its stations instead of a full sheet scoring.
    """

    def __init__(self, view: NextStationState, seat: int) -> None:
        tokyo = view.map
        facts = scoring.map_facts(tokyo)
        self.map = tokyo
        self.objectives = view.objectives
        pencil = view.pencil(seat)
        earlier = [line for p, line in view.sheet(seat).lines.items() if p != pencil]
        base = scoring.lines_at_stations(tokyo, earlier)
        self.base = base
        self.stamped = frozenset(scoring.stamped_districts(tokyo, base))
        self.missed = frozenset(scoring.missed_green(tokyo, base))
        self.fixed = (sum(scoring.line_score(tokyo, line.stations, line.doubled)[2]
                          for line in earlier)
                      + scoring.interchange_points(base))
        points = scoring.INTERCHANGE_POINTS
        self.interchange_gain = {
            station: points.get(base[station] + 1, 0) - points.get(base[station], 0)
            for station in tokyo.stations
        }
        edge = set(facts.edge_districts)
        self.stamp_district = {
            station: facts.district[station]
            for station in tokyo.stations
            if facts.district[station] in edge and base[station] + 1 >= scoring.STAMP_MIN_LINES
        }

    def points(self, line: Line) -> int:
        if not line.tracks:
            return self.fixed + self._stamps(self.stamped) - self._penalty(self.missed)
        line_points = scoring.line_score(self.map, line.stations, line.doubled)[2]
        gain = self.interchange_gain
        stamped = set(self.stamped)
        for station in line.stations:
            line_points += gain[station]
            district = self.stamp_district.get(station)
            if district is not None:
                stamped.add(district)
        missed = self.missed.difference(line.stations)
        return self.fixed + line_points + self._stamps(stamped) - self._penalty(missed)

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

    def _stamps(self, stamped: frozenset[str] | set[str]) -> int:
        return scoring.stamp_points(self.map, stamped)

    @staticmethod
    def _penalty(missed: frozenset[str]) -> int:
        return scoring.GREEN_MISS_PENALTY * len(missed)


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
        now = self.appraiser.points(line)
        value: float = now + self.appraiser.objective_points(sheet)
        value += self._follow_up(sheet, line, now, LOOKAHEAD_CARDS)
        value += OPENING_WEIGHT * self.turns_after_next * self._openings(sheet, line)
        if self.later_rounds:
            value += PROSPECT_WEIGHT * self._prospects(line)
        return value

    def _follow_up(self, sheet: Sheet, line: Line, now: int, cards: int) -> float:
        """The expected gain of the best section for the next card (0 if passing is best); with
        more cards to look at, the best section also counts what the card after it may add."""
        expected = 0.0
        for targets, double_track, chance in self.next_cards:
            best_gain, best_line = 0, None
            for start, guide in open_sections(self.net, sheet, line, targets, branching=False,
                                              double_track=double_track):
                after = line.extended(start, guide.to, guide.track, guide.bit)
                gain = self.appraiser.points(after) - now
                if gain > best_gain:
                    best_gain, best_line = gain, after
            value = float(best_gain)
            if best_line is not None and cards > 1 and self.goes_on:
                value += self.goes_on * self._follow_up(sheet.with_line(best_line), best_line,
                                                        now + best_gain, cards - 1)
            expected += chance * value
        return expected

    def _openings(self, sheet: Sheet, line: Line) -> int:
        if not line.tracks:
            return 0
        return len(open_sections(self.net, sheet, line, ALL_SYMBOLS, branching=False,
                                 double_track=False))

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

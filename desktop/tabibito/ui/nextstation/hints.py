"""The Hint button's words for Next Station: Tokyo: what the hard computer player would draw (or
why it passes), why, and what it gains.

A hint has two short sentences. The first names the move in bold (the section's station by its
symbol and district, on double track, as a branch of the switch, straight on) and its main
reason; the second says the points it brings now and what it sets up for the next card. Every
number is computed from the seat's own view: the points now by applying the move to a clone and
comparing the sheet's breakdown, the set-up by trying each kind of card still in the round's
deck (which cards are left is open; their order is not, and is never asked for).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from tabibito.engine import Action
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import CARDS
from tabibito.games.nextstation.rules import (
    ALL_SYMBOLS,
    STOP,
    Line,
    NextStationState,
    Sheet,
    open_sections,
)
from tabibito.games.nextstation.tokyo_map import SYMBOLS

from ..kit.i18n import fill
from ..plugin_api import Hint
from . import texts

# The translation context of every hint sentence, written out in each translate() call (and
# the name of the plural class below) so that pyside6-lupdate extracts them.
CONTEXT = "NextStationHints"
# Where the ring goes for a pass or a stop: the shell's main action (the panel's Pass / Next
# card button in the pinned bar); a drawn section rings both its ends on the board.
BUTTON_TARGET = "confirm"
# When two parts of the sheet gain equally, the reason named is the first here: the rarer
# gain says more about why this section was chosen.
REASON_ORDER = ("objectives", "interchanges", "stamps", "missed_green", "line")


class NextStationHints(QObject):
    """The hints' sentences with a count: pyside6-lupdate marks a text as plural only when it
    is passed to ``self.tr`` with a count, so they live on a QObject named as the context."""

    def points_now(self, points: int) -> str:
        #: the points a hinted move brings at once (never negative); the start of the hint's
        #: second sentence, inserted as %1 into the set-up sentences
        return self.tr("+%n point(s) now", "", points)

    def lines_meet(self, lines: int) -> str:
        #: why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the
        #: station it reaches, which scores as an interchange
        return self.tr("%n lines meet at this station", "", lines)

    def next_symbol(self, points: int) -> str:
        #: the hint's set-up: %1 "+3 points now" or "No points now", %2 a symbol (of a card),
        #: %n the points the best section for such a card would add after this move
        return self.tr("%1; a %2 card next would add %n more point(s).", "", points)

    def next_joker(self, points: int) -> str:
        #: like "a %2 card next…": %1 "+3 points now" or "No points now", %n the points the best
        #: section for a joker would add after this move
        return self.tr("%1; a joker next would add %n more point(s).", "", points)

    def ways_open(self, ways: int) -> str:
        #: the hint's set-up when no card would add points next: %1 "+3 points now" or "No
        #: points now", %n the sections (any symbol) the line's ends could take next
        return self.tr("%1; your line keeps %n way(s) open for the next card.", "", ways)

    def pass_small(self, points: int) -> str:
        #: why the hint passes although a section would score: %n its points now
        return self.tr("the best section would gain only %n point(s) now and spoil better ones "
                       "on the cards to come", "", points)

    def stop_small(self, points: int) -> str:
        #: why the hint stops instead of going straight on: %n the points that section would
        #: gain now
        return self.tr("the section straight on would gain only %n point(s) now and spoil "
                       "better ones on the cards to come", "", points)


PLURALS = NextStationHints()


# --- what the move brings -----------------------------------------------------------------------


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
    gains = {_category(c): now[c] - before[c] for c in before if now[c] != before[c]}
    return Outcome(gains, after.sheet(seat), after.pending_straight_on(seat) is not None)


def _category(category: str) -> str:
    """The earlier lines never change now: any line category is this round's line."""
    return "line" if category in scoring.LINE_CATEGORIES else category


def sheet_points(view: NextStationState, sheet: Sheet) -> int:
    return sum(scoring.sheet_breakdown(view.map, sheet.lines_in_order(), view.objectives).values())


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


# --- the sentences ------------------------------------------------------------------------------


def station_words(view: NextStationState, station: str) -> tuple[str, str]:
    """A station's symbol and district kind, as the hints name it."""
    where = view.map.stations[station]
    district = view.map.districts[where.district]
    return texts.symbol_name(where.symbol), texts.district_kind(district.kind)


def move_words(view: NextStationState, seat: int, action: Action) -> str:
    """The drawn section in words: where it goes, and how (straight on, branch, double track)."""
    frm, to = action["frm"], action["to"]
    symbol, district = station_words(view, to)
    if view.pending_straight_on(seat) is not None:
        #: the hinted move: %1 a symbol (of the station), %2 its district kind ("centre
        #: district"); the section the "Straight on" effect allows
        text = QCoreApplication.translate(
            "NextStationHints", "Go straight on to the %1 station in the %2")
        return fill(text, symbol, district)
    line = view.line(seat)
    if view.branching and frm not in line.ends():
        #: the hinted move with the switch: %1 a symbol (of the station of the line it starts
        #: from), %2 a symbol (of the station reached), %3 its district kind
        text = QCoreApplication.translate(
            "NextStationHints", "Branch off at the %1 station and draw to the %2 station in the %3")
        return fill(text, texts.symbol_name(view.map.stations[frm].symbol), symbol, district)
    guide = view.net.guide(frm, to)
    if guide is not None and guide.bit & view.sheet(seat).drawn:
        riders = [p for p in view.sheet(seat).riders(guide) if p != line.pencil]
        if not riders or riders[0] == "green":
            #: the hinted move: %1 a symbol (of the station), %2 its district kind; the
            #: section doubles an arc of the green loop (a joker's double track)
            text = QCoreApplication.translate(
                "NextStationHints",
                "Draw to the %1 station in the %2 on double track along the green loop")
            return fill(text, symbol, district)
        #: the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil
        #: colour (of the line the section doubles with a joker's double track)
        text = QCoreApplication.translate(
            "NextStationHints",
            "Draw to the %1 station in the %2 on double track along the %3 line")
        return fill(text, symbol, district, texts.pencil_name(riders[0]))
    if len([a for a in view.legal_actions(seat) if a.kind == "draw" and a["to"] == to]) > 1:
        #: the hinted move when both ends of the line reach the station: %1 a symbol (of the
        #: end it starts from), %2 a symbol (of the station reached), %3 its district kind
        text = QCoreApplication.translate(
            "NextStationHints", "Draw from the %1 station to the %2 station in the %3")
        return fill(text, texts.symbol_name(view.map.stations[frm].symbol), symbol, district)
    #: the hinted move: %1 a symbol (of the station), %2 its district kind ("centre district")
    text = QCoreApplication.translate("NextStationHints", "Draw to the %1 station in the %2")
    return fill(text, symbol, district)


def reason_words(view: NextStationState, seat: int, action: Action,
                 result: Outcome) -> str | None:
    """Why the section is worth drawing: the part of the sheet that gains most, or the
    interchange it begins when nothing gains now; None: nothing to say beyond the set-up."""
    to = action["to"]
    gain = result.main_gain()
    lines_at = scoring.lines_at_stations(view.map, result.sheet.lines_in_order())
    if gain == "objectives":
        return objective_reason(view, seat, result)
    if gain == "interchanges":
        return PLURALS.lines_meet(lines_at[to])
    if gain == "stamps":
        if view.map.districts[view.map.stations[to].district].kind == "corner":
            return QCoreApplication.translate(
                "NextStationHints",
                "it makes an interchange there and earns this corner district's tourist stamp")
        return QCoreApplication.translate(
            "NextStationHints",
            "it makes an interchange there and earns this edge district's tourist stamp")
    if gain == "missed_green":
        #: why a section is hinted: %1 the points a green station no line reaches costs
        text = QCoreApplication.translate(
            "NextStationHints",
            "it reaches a green station, which no longer costs −%1 at the end")
        return fill(text, scoring.GREEN_MISS_PENALTY)
    if gain == "line":
        return line_reason(view, seat, result)
    return meeting_reason(view, seat, to, lines_at)


def objective_reason(view: NextStationState, seat: int, result: Outcome) -> str:
    tokyo, objectives = view.map, view.objectives
    before = scoring.achieved_objectives(tokyo, view.sheet(seat).lines_in_order(), objectives)
    after = scoring.achieved_objectives(tokyo, result.sheet.lines_in_order(), objectives)
    new = [objective for objective in after if objective not in before]
    #: why a section is hinted: %1 a shared objective ("Reach all 8 green stations")
    text = QCoreApplication.translate(
        "NextStationHints", "it achieves the shared objective “%1”")
    return fill(text, texts.objective_text(new[0]))


def line_reason(view: NextStationState, seat: int, result: Outcome) -> str:
    """How the line's own score D × M grows: a new district, a busier one, or a first section."""
    before = view.line(seat)
    after = result.sheet.lines[before.pencil]
    districts, most, _ = scoring.scored_line(view.map, after)
    if not before.tracks:
        #: why a section is hinted: %1 × %2 the line's districts × its most stations in one
        #: district, as the line scores with this first section
        text = QCoreApplication.translate(
            "NextStationHints", "your line leaves its departure station (%1 × %2)")
    elif districts > scoring.scored_line(view.map, before)[0]:
        #: why a section is hinted: %1 × %2 the line's districts × its most stations in one
        #: district, with this section
        text = QCoreApplication.translate(
            "NextStationHints", "your line enters a new district (%1 × %2)")
    elif after.doubled != before.doubled:
        #: the "Double station" effect: %1 × %2 as in "your line enters a new district"
        text = QCoreApplication.translate(
            "NextStationHints", "the double station counts twice in its district (%1 × %2)")
    else:
        #: why a section is hinted: %1 × %2 as in "your line enters a new district"
        text = QCoreApplication.translate(
            "NextStationHints", "your line's busiest district gains a station (%1 × %2)")
    return fill(text, districts, most)


def meeting_reason(view: NextStationState, seat: int, to: str,
                   lines_at: Mapping[str, int]) -> str | None:
    """A section that scores nothing now but meets an earlier line: the start of an
    interchange a third line would score."""
    if lines_at[to] != min(scoring.INTERCHANGE_POINTS) - 1:
        return None
    pencil = view.pencil(seat)
    met = [p for p, line in view.sheet(seat).lines.items() if p != pencil and to in line.stations]
    if not met:
        return None
    #: why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line
    #: at the station reached)
    text = QCoreApplication.translate(
        "NextStationHints",
        "it meets your %1 line there; a third line later would score this interchange")
    return fill(text, texts.pencil_name(met[0]))


def now_words(points: int) -> str:
    if points > 0:
        return PLURALS.points_now(points)
    #: the start of the hint's second sentence when the move brings nothing at once
    return QCoreApplication.translate("NextStationHints", "No points now")


def setup_words(view: NextStationState, seat: int, points: int, sheet: Sheet,
                straight_on_next: bool = False) -> str:
    """The hint's second sentence: the points now, and what the next card may bring."""
    now = now_words(points)
    if straight_on_next:
        #: %1 "+3 points now" or "No points now"; the "Straight on" effect lets the seat draw
        #: one more section in the same direction
        text = QCoreApplication.translate("NextStationHints", "%1; then you may go straight on.")
        return fill(text, now)
    if view.subway_left == 0:
        #: %1 "+3 points now" or "No points now"; the fifth subway card is flipped
        text = QCoreApplication.translate(
            "NextStationHints", "%1; this is the last card of the round.")
        return fill(text, now)
    chances = prospect(view, seat, sheet)
    if chances.symbol is not None and chances.symbol_points >= (chances.joker_points or 0):
        return fill(PLURALS.next_symbol(chances.symbol_points), now,
                    texts.symbol_name(chances.symbol))
    if chances.joker_points:
        return fill(PLURALS.next_joker(chances.joker_points), now)
    if chances.ways:
        return fill(PLURALS.ways_open(chances.ways), now)
    #: %1 "+3 points now" or "No points now"; no section can leave the line's ends any more
    text = QCoreApplication.translate(
        "NextStationHints", "%1; your line cannot grow any further this round.")
    return fill(text, now)


def headed(move: str, reason: str | None) -> str:
    """The hint's first sentence: the move in bold, and its reason after a colon."""
    if reason is None:
        #: the hint's first sentence: %1 the move ("Draw to the square station in the centre
        #: district"), in bold
        return fill(QCoreApplication.translate("NextStationHints", "<b>%1</b>."), move)
    #: the hint's first sentence: %1 the move, in bold, %2 why ("your line enters a new
    #: district (4 × 3)")
    return fill(QCoreApplication.translate("NextStationHints", "<b>%1</b>: %2."), move, reason)


def joined(first: str, second: str) -> str:
    #: the hint's two sentences, %1 the move and why, %2 the points and the set-up
    return fill(QCoreApplication.translate("NextStationHints", "%1 %2"), first, second)


# --- the hints ----------------------------------------------------------------------------------


def hint(view: NextStationState, seat: int, action: Action) -> Hint:
    """Explain ``action``, a legal move of ``seat`` in ``view`` (that seat's own view)."""
    if action.kind == "draw":
        return draw_hint(view, seat, action)
    if action == STOP:
        return stop_hint(view, seat)
    return pass_hint(view, seat)


def draw_hint(view: NextStationState, seat: int, action: Action) -> Hint:
    result = outcome(view, seat, action)
    first = headed(move_words(view, seat, action), reason_words(view, seat, action, result))
    second = setup_words(view, seat, result.points, result.sheet, result.straight_on_next)
    return Hint(joined(first, second), f"section:{action['frm']}-{action['to']}")


def best_draw_points(view: NextStationState, seat: int) -> int | None:
    """The most points a legal section would bring now; None: no section is legal."""
    draws = [a for a in view.legal_actions(seat) if a.kind == "draw"]
    if not draws:
        return None
    return max(outcome(view, seat, draw).points for draw in draws)


def pass_hint(view: NextStationState, seat: int) -> Hint:
    best = best_draw_points(view, seat)
    #: the hinted move: drawing nothing with this card (the Pass button)
    move = QCoreApplication.translate("NextStationHints", "Pass")
    if best is None:
        reason = QCoreApplication.translate(
            "NextStationHints", "no section can be drawn with this card")
    elif best == 0:
        reason = QCoreApplication.translate(
            "NextStationHints",
            "no section gains a point with this card; keep your line's ends for a better one")
    else:
        reason = PLURALS.pass_small(best)
    second = setup_words(view, seat, 0, view.sheet(seat))
    return Hint(joined(headed(move, reason), second), BUTTON_TARGET)


def stop_hint(view: NextStationState, seat: int) -> Hint:
    best = best_draw_points(view, seat)
    #: the hinted move: not drawing the extra section of "Straight on" (the Next card button)
    move = QCoreApplication.translate("NextStationHints", "Stop here")
    if best is None:
        reason = QCoreApplication.translate("NextStationHints", "the way straight on is blocked")
    elif best == 0:
        reason = QCoreApplication.translate(
            "NextStationHints", "the section straight on would gain nothing")
    else:
        reason = PLURALS.stop_small(best)
    second = setup_words(view, seat, 0, view.sheet(seat))
    return Hint(joined(headed(move, reason), second), BUTTON_TARGET)

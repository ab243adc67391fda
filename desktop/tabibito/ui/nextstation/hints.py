"""The Hint button's words for Next Station: Tokyo: what the hard computer player would draw (or
why it passes), why, and what it gains.

A hint has two short sentences. The first names the move in bold (the section's station by its
symbol and district, on double track, as a branch of the switch, straight on) and its main
reason; the second says the points it brings now and what it sets up for the next card. The
rules work all of it out from the seat's own view (``games.nextstation.insights``); this module
only words their insight.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from tabibito.engine import Action
from tabibito.engine.insights import Insight, Reason
from tabibito.games.nextstation import insights
from tabibito.games.nextstation.insights import REASON_ORDER as REASON_ORDER
from tabibito.games.nextstation.rules import STOP, NextStationState

from ..kit.i18n import QT_TRANSLATE_NOOP, fill
from ..kit.versus import versus_text
from ..plugin_api import Hint
from . import texts

# The translation context of every hint sentence, written out in each translate() call (and
# the name of the plural class below) so that pyside6-lupdate extracts them.
CONTEXT = "NextStationHints"
# Where the ring goes for a pass or a stop: the shell's main action (the panel's Pass / Next
# card button in the pinned bar); a drawn section rings both its ends on the board.
BUTTON_TARGET = "confirm"
# The ways a section leads on the map (insights.HEADINGS), where two draws would read alike.
HEADING_NAMES = {
    #: the way a section leads on the sheet (north is up), inserted as %2 in "%1, heading %2"
    #: ("Draw to the square station in the edge district, heading north")
    "north": QT_TRANSLATE_NOOP("NextStationHints", "north"),
    #: the way a section leads, inserted like "north" ("…, heading north-east")
    "north_east": QT_TRANSLATE_NOOP("NextStationHints", "north-east"),
    #: the way a section leads, inserted like "north"
    "east": QT_TRANSLATE_NOOP("NextStationHints", "east"),
    #: the way a section leads, inserted like "north"
    "south_east": QT_TRANSLATE_NOOP("NextStationHints", "south-east"),
    #: the way a section leads, inserted like "north"
    "south": QT_TRANSLATE_NOOP("NextStationHints", "south"),
    #: the way a section leads, inserted like "north"
    "south_west": QT_TRANSLATE_NOOP("NextStationHints", "south-west"),
    #: the way a section leads, inserted like "north"
    "west": QT_TRANSLATE_NOOP("NextStationHints", "west"),
    #: the way a section leads, inserted like "north"
    "north_west": QT_TRANSLATE_NOOP("NextStationHints", "north-west"),
}


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


    def worth(self, points: int) -> str:
        #: hint, a move's worth as the computer player counts it: %n the points it brings now
        #: and those the cards to come are expected to add with it
        return self.tr("about %n point(s), now and from the cards to come", "", points)

    def plus(self, points: int) -> str:
        #: hint: what the best other move would bring at once, in brackets ("would bring more
        #: now (+5 points)")
        return self.tr("+%n point(s)", "", points)

    def about(self, points: int) -> str:
        #: hint, the best other move's worth as the computer player counts it (after "about
        #: 12 points, now and from the cards to come, against")
        return self.tr("about %n point(s)", "", points)


PLURALS = NextStationHints()


# --- the sentences ------------------------------------------------------------------------------


def station_words(view: NextStationState, station: str) -> tuple[str, str]:
    """A station's symbol and district kind, as the hints name it."""
    where = view.map.stations[station]
    district = view.map.districts[where.district]
    return texts.symbol_name(where.symbol), texts.district_kind(district.kind)


def move_words(view: NextStationState, how: Reason) -> str:
    """The drawn section in words: where it goes, and how (straight on, branch, double track)."""
    symbol, district = station_words(view, how["to"])
    if how.key == "straight_on":
        #: the hinted move: %1 a symbol (of the station), %2 its district kind ("centre
        #: district"); the section the "Straight on" effect allows
        text = QCoreApplication.translate(
            "NextStationHints", "Go straight on to the %1 station in the %2")
        return fill(text, symbol, district)
    if how.key == "branch":
        #: the hinted move with the switch: %1 a symbol (of the station of the line it starts
        #: from), %2 a symbol (of the station reached), %3 its district kind
        text = QCoreApplication.translate(
            "NextStationHints", "Branch off at the %1 station and draw to the %2 station in the %3")
        return fill(text, texts.symbol_name(view.map.stations[how["frm"]].symbol), symbol,
                    district)
    if how.key == "double_track_green":
        #: the hinted move: %1 a symbol (of the station), %2 its district kind; the
        #: section doubles an arc of the green loop (a joker's double track)
        text = QCoreApplication.translate(
            "NextStationHints",
            "Draw to the %1 station in the %2 on double track along the green loop")
        return fill(text, symbol, district)
    if how.key == "double_track":
        #: the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil
        #: colour (of the line the section doubles with a joker's double track)
        text = QCoreApplication.translate(
            "NextStationHints",
            "Draw to the %1 station in the %2 on double track along the %3 line")
        return fill(text, symbol, district, texts.pencil_name(how["pencil"]))
    if how.key == "from_end":
        #: the hinted move when both ends of the line reach the station: %1 a symbol (of the
        #: end it starts from), %2 a symbol (of the station reached), %3 its district kind
        text = QCoreApplication.translate(
            "NextStationHints", "Draw from the %1 station to the %2 station in the %3")
        return fill(text, texts.symbol_name(view.map.stations[how["frm"]].symbol), symbol,
                    district)
    #: the hinted move: %1 a symbol (of the station), %2 its district kind ("centre district")
    text = QCoreApplication.translate("NextStationHints", "Draw to the %1 station in the %2")
    return fill(text, symbol, district)


def reason_words(reason: Reason | None) -> str | None:
    """Why the section is worth drawing: the part of the sheet that gains most, or the
    interchange it begins when nothing gains now; None: nothing to say beyond the set-up."""
    if reason is None:
        return None
    if reason.key == "objectives":
        #: why a section is hinted: %1 a shared objective ("Reach all 8 green stations")
        text = QCoreApplication.translate(
            "NextStationHints", "it achieves the shared objective “%1”")
        return fill(text, texts.objective_text(reason["objective"]))
    if reason.key == "interchanges":
        return PLURALS.lines_meet(reason["lines"])
    if reason.key == "stamps":
        if reason["corner"]:
            return QCoreApplication.translate(
                "NextStationHints",
                "it makes an interchange there and earns this corner district's tourist stamp")
        return QCoreApplication.translate(
            "NextStationHints",
            "it makes an interchange there and earns this edge district's tourist stamp")
    if reason.key == "missed_green":
        #: why a section is hinted: %1 the points a green station no line reaches costs
        text = QCoreApplication.translate(
            "NextStationHints",
            "it reaches a green station, which no longer costs −%1 at the end")
        return fill(text, reason["penalty"])
    if reason.key == "line":
        return line_words(reason)
    #: why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line
    #: at the station reached)
    text = QCoreApplication.translate(
        "NextStationHints",
        "it meets your %1 line there; a third line later would score this interchange")
    return fill(text, texts.pencil_name(reason["pencil"]))


def line_words(reason: Reason) -> str:
    """How the line's own score D × M grows: a new district, a busier one, or a first section."""
    how = reason["how"]
    if how == "first_section":
        #: why a section is hinted: %1 × %2 the line's districts × its most stations in one
        #: district, as the line scores with this first section
        text = QCoreApplication.translate(
            "NextStationHints", "your line leaves its departure station (%1 × %2)")
    elif how == "new_district":
        #: why a section is hinted: %1 × %2 the line's districts × its most stations in one
        #: district, with this section
        text = QCoreApplication.translate(
            "NextStationHints", "your line enters a new district (%1 × %2)")
    elif how == "double_station":
        #: the "Double station" effect: %1 × %2 as in "your line enters a new district"
        text = QCoreApplication.translate(
            "NextStationHints", "the double station counts twice in its district (%1 × %2)")
    else:
        #: why a section is hinted: %1 × %2 as in "your line enters a new district"
        text = QCoreApplication.translate(
            "NextStationHints", "your line's busiest district gains a station (%1 × %2)")
    return fill(text, reason["districts"], reason["most"])


def now_words(points: int) -> str:
    if points > 0:
        return PLURALS.points_now(points)
    #: the start of the hint's second sentence when the move brings nothing at once
    return QCoreApplication.translate("NextStationHints", "No points now")


def setup_words(points: int, setup: Reason | None) -> str:
    """The hint's second sentence: the points now, and what the next card may bring."""
    now = now_words(points)
    key = "line_closed" if setup is None else setup.key
    if key == "straight_on_next":
        #: %1 "+3 points now" or "No points now"; the "Straight on" effect lets the seat draw
        #: one more section in the same direction
        text = QCoreApplication.translate("NextStationHints", "%1; then you may go straight on.")
        return fill(text, now)
    if key == "last_card":
        #: %1 "+3 points now" or "No points now"; the fifth subway card is flipped
        text = QCoreApplication.translate(
            "NextStationHints", "%1; this is the last card of the round.")
        return fill(text, now)
    if setup is not None and key == "next_symbol":
        return fill(PLURALS.next_symbol(setup["points"]), now, texts.symbol_name(setup["symbol"]))
    if setup is not None and key == "next_joker":
        return fill(PLURALS.next_joker(setup["points"]), now)
    if setup is not None and key == "ways_open":
        return fill(PLURALS.ways_open(setup["ways"]), now)
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
    """Explain ``action``, a legal move of ``seat`` in ``view`` (that seat's own view), and why
    the hard player prefers it to its best other move (``insights.hard_insight``)."""
    told = insights.hard_insight(view, seat, action)
    mine, theirs = told_apart(view, seat, action, told.alternative)
    if action.kind == "draw":
        said = draw_hint(told, mine)
    elif action == STOP:
        said = stop_hint(told)
    else:
        said = pass_hint(told)
    versus = versus_words(told, theirs)
    return said if versus is None else Hint(joined(said.text, versus), said.target)


def versus_words(told: Insight, other: str | None) -> str | None:
    """Why the move beats the best other (named ``other``) by the hard player's count."""
    if other is None or told.alternative_value is None:
        return None
    return versus_text(told.versus, other, PLURALS.plus(told.alternative_now or 0),
                       PLURALS.worth(told.measure), PLURALS.about(told.alternative_value))


def told_apart(view: NextStationState, seat: int, action: Action,
               other: Action | None) -> tuple[str, str | None]:
    """The names of the hinted move and of its best other (None: there is none). Two draws
    that would read alike (stations of one symbol in districts of one kind) are told apart:
    each by its heading where they lead different ways, else the other by the other end of
    the line it starts from."""
    mine = move_name(view, seat, action)
    theirs = None if other is None else move_name(view, seat, other)
    if other is None or theirs != mine or action.kind != "draw" or other.kind != "draw":
        return mine, theirs
    ways = [insights.heading(view.map, move["frm"], move["to"]) for move in (action, other)]
    if ways[0] != ways[1]:
        return heading_words(mine, ways[0]), heading_words(theirs, ways[1])
    if action["frm"] != other["frm"]:
        #: a hinted move's best other, when it reads like the hinted one: %1 its name ("Draw
        #: to the square station in the edge district"), drawn from the line's other end
        text = QCoreApplication.translate("NextStationHints", "%1, from the other end of your line")
        return mine, fill(text, theirs)
    return mine, theirs


def heading_words(move: str, heading: str) -> str:
    """A move's name with the way its section leads ("…, heading north-east")."""
    #: a move's name when another would read alike: %1 the name ("Draw to the square station
    #: in the edge district"), %2 the way the section leads on the map ("north-east")
    text = QCoreApplication.translate("NextStationHints", "%1, heading %2")
    return fill(text, move, QCoreApplication.translate("NextStationHints", HEADING_NAMES[heading]))


def move_name(view: NextStationState, seat: int, action: Action) -> str:
    """A move named as the hint names it ("Draw to the square station in the centre district",
    "Pass")."""
    if action.kind == "draw":
        return move_words(view, insights.how_drawn(view, seat, action))
    if action == STOP:
        return QCoreApplication.translate("NextStationHints", "Stop here")
    return QCoreApplication.translate("NextStationHints", "Pass")


def draw_hint(told: Insight, name: str) -> Hint:
    """The hint for a section, named ``name`` (``told_apart``)."""
    first = headed(name, reason_words(told.reason))
    second = setup_words(told.now, told.setup)
    return Hint(joined(first, second), f"section:{told.action['frm']}-{told.action['to']}")


def pass_hint(told: Insight) -> Hint:
    #: the hinted move: drawing nothing with this card (the Pass button)
    move = QCoreApplication.translate("NextStationHints", "Pass")
    reason = told.reason
    if reason is None or reason.key == "no_section":
        why = QCoreApplication.translate(
            "NextStationHints", "no section can be drawn with this card")
    elif reason.key == "no_gain":
        why = QCoreApplication.translate(
            "NextStationHints",
            "no section gains a point with this card; keep your line's ends for a better one")
    else:
        why = PLURALS.pass_small(reason["points"])
    return Hint(joined(headed(move, why), setup_words(0, told.setup)), BUTTON_TARGET)


def stop_hint(told: Insight) -> Hint:
    #: the hinted move: not drawing the extra section of "Straight on" (the Next card button)
    move = QCoreApplication.translate("NextStationHints", "Stop here")
    reason = told.reason
    if reason is None or reason.key == "blocked":
        why = QCoreApplication.translate("NextStationHints", "the way straight on is blocked")
    elif reason.key == "no_gain":
        why = QCoreApplication.translate(
            "NextStationHints", "the section straight on would gain nothing")
    else:
        why = PLURALS.stop_small(reason["points"])
    return Hint(joined(headed(move, why), setup_words(0, told.setup)), BUTTON_TARGET)

"""The tutorial of Next Station: Tokyo: one solo game on stacked decks, a rule per lesson.

Round 1 (blue) and round 2 (pink) are scripted card by card, so that every lesson finds the
position it talks about: the departure station, symbols, passing, the joker and the round's end
first; then the pencil passed on, crossing, interchanges, revisiting, double track and the
switch. The score sheet's categories are explained on the live sheet after round 2, where the
two lines have earned an interchange, a tourist stamp and their missed green stations. Rounds 3
and 4 are the learner's own (five subway cards each, so they stay short); the final table ends it.

What a lesson points at on the map is a key of the board (``section:<from>-<to>`` for the
section a move asks for, ``station:<id>``, ``stamp:<district>``, ``departure``); the hero's and
the score sheet's parts are keys of the panel (``card``, ``subway_left``, ``pencil``, ``line1``,
the categories). The tests prove the script against the engine: every expected move is legal,
and each station a text calls unlit is refused for the reason the text gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tabibito.engine import Action, Seat, State
from tabibito.games.nextstation.cards import DECK
from tabibito.games.nextstation.rules import PASS, NextStationState

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..plugin_api import Lesson, Tutorial

GAME = "nextstation"
KEY = "base"
CONTEXT = "NextStationTutorial"
#: the tutorial's title in "Learn to play" and in the bubble's heading (the game's name)
TITLE = QT_TRANSLATE_NOOP("NextStationTutorial", "Next Station: Tokyo")
OPTIONS = {"effects": False, "objectives": False}  # the base game
SEATS = (Seat("", None),)  # the learner alone: solo, the pencils in their fixed order
SEED = 2023  # nothing is shuffled (every deck is stacked); a seed is still part of a game
MINUTES = 10

# Each round's deck: the cards the lessons need first, the rest after them in the box's order
# (a round ends with the fifth subway card, so those are never flipped).
ROUND_1 = ("street_circle", "subway_triangle", "subway_pentagon", "subway_circle",
           "street_triangle", "subway_square", "subway_joker")
ROUND_2 = ("subway_pentagon", "street_triangle", "subway_triangle", "subway_square",
           "subway_joker", "street_switch", "subway_circle")
# The learner's own rounds: five subway cards each, the third of round 3 with the switch.
ROUND_3 = ("subway_circle", "subway_square", "street_switch", "subway_joker",
           "subway_triangle", "subway_pentagon")
ROUND_4 = ("subway_triangle", "subway_joker", "subway_pentagon", "subway_square",
           "subway_circle")


def stacked(first: tuple[str, ...]) -> list[str]:
    """A whole deck that flips ``first`` first."""
    return list(first) + [card.id for card in DECK if card.id not in first]


SETUP = {"decks": [stacked(deck) for deck in (ROUND_1, ROUND_2, ROUND_3, ROUND_4)]}

# The stations of the script (their symbols and districts are the map's, see the tests).
BLUE_DEPARTURE, PINK_DEPARTURE = "s10", "s28"
BLOCKED_BY_BLUE = "s11"  # the pentagon beside the pink departure behind the blue line
INTERCHANGE = "s22"  # where the blue line meets the green loop, and the pink line joins them
EDGE_MEETING = "s12"  # the station where pink meets blue in the east edge district
EDGE_DISTRICT = "side_e"


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


# -- when free play ends ------------------------------------------------------------------------

def round_over(round_index: int) -> Callable[[State], bool]:
    """Whether the round ``round_index`` (0-based) has been played to its end."""
    def over(view: State) -> bool:
        # The tutorial's own game: its view has rounds (a cast, as tests hand in stand-ins).
        return view.is_over() or cast(NextStationState, view).round > round_index
    return over


def game_over(view: State) -> bool:
    return view.is_over()


def any_move(view: State, action: Action) -> bool:
    """Free play: whatever the rules allow (a section or a pass)."""
    return True


# -- the texts ----------------------------------------------------------------------------------

# Said again and again: one message each.
#: Next Station tutorial: the lesson after each drawn section; its ring marks the Next card
#: button. <b>…</b>: the button's name as on the table.
NEXT_CARD = QT_TRANSLATE_NOOP(
    "NextStationTutorial", "Press <b>Next card</b> to flip the next card.")
#: Next Station tutorial: the lesson after the fifth subway card of a round; its ring marks
#: the subway cards still to come. <b>…</b>: the button's name as on the table.
ROUND_ENDS = QT_TRANSLATE_NOOP(
    "NextStationTutorial", "That was the fifth subway card, so the round ends with this turn. "
                           "Press <b>Next card</b> to score your line.")
#: Next Station tutorial: the note shown when the learner draws another legal section than
#: the one in the lesson's ring.
BUILD_ON = QT_TRANSLATE_NOOP(
    "NextStationTutorial", "That section is allowed, but the next lessons build on the one in "
                           "the ring: draw that one.")


def _read(text: str, target: str | None) -> Lesson:
    return Lesson(text, target)


def section(action: Action) -> str:
    """The board's key for the two ends of a drawn section: the ring shows where it runs."""
    return f"section:{action['frm']}-{action['to']}"


def _move(text: str, action: Action, why_not: str = BUILD_ON) -> Lesson:
    """The learner's move: a section (the ring around both its ends) or the pass (the ring on
    the button)."""
    target = section(action) if action.kind == "draw" else "confirm"
    return Lesson(text, target, expect=(action,), why_not=why_not)


def _confirm(text: str = NEXT_CARD, target: str = "confirm") -> Lesson:
    return Lesson(text, target, confirm=True)


def _free(text: str, until: Callable[[State], bool]) -> Lesson:
    return Lesson(text, "board", accepts=any_move, until=until)


FIRST_ROUND = (
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the board. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "<b>Welcome to Tokyo!</b> In four rounds you draw four subway lines on your map sheet, "
        "one line per round, each with another pencil. Station cards tell you where to draw."),
        "board"),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the flipped card.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "This is the flipped card: a circle. Its symbol says where your next section must end: "
        "at a station showing that symbol."), "card"),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Your blue line starts at the blue departure station. The lit station beside it shows "
        "a circle: click it to draw your first section."),
        draw(BLUE_DEPARTURE, "s14"),
        #: Next Station tutorial, round 1: the note shown when the learner
        #: makes another move than the lesson asks for.
        QT_TRANSLATE_NOOP("NextStationTutorial",
                          "Not yet: click the lit circle station to draw your first section.")),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the Next card button. <b>…</b>: a name or term as on the table.
    _confirm(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Well drawn! Once you have drawn or passed, press <b>Next card</b> to flip the next "
        "one.")),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the subway cards still to come. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A triangle with a red band: a <b>subway card</b>. The round ends with the fifth subway "
        "card; the dots beside the card show how many are still to come."), "subway_left"),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Your line has two ends now, and every section starts at one of them. Draw the triangle "
        "in the ring, from the green station into the centre district."),
        draw("s14", "s20")),
    _confirm(),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw. <b>…</b>: a name or term as on the table.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A pentagon. Drawing is never required: passing keeps your line ends free for a better "
        "card. Press <b>Pass</b> this time."),
        PASS,
        #: Next Station tutorial, round 1: the note shown when the learner
        #: makes another move than the lesson asks for.
        QT_TRANSLATE_NOOP("NextStationTutorial",
                          "This lesson is about passing: press <b>Pass</b> instead of drawing.")),
    _confirm(),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A section follows a dotted guide, one straight stroke to the next station: it never "
        "runs through a station. Draw the circle in the ring."),
        draw("s20", "s21")),
    _confirm(),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Every district your line visits makes it score more. Draw the triangle in the ring: "
        "that green station lies in a new district."),
        draw("s21", INTERCHANGE)),
    _confirm(),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Your line grows at either end. Draw the square in the ring, from the departure "
        "station."),
        draw(BLUE_DEPARTURE, "s09")),
    _confirm(),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw. <b>…</b>: a name or term as on the table.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A <b>joker</b>: you choose any symbol, so stations of every symbol are lit. Draw the "
        "section in the ring, to the triangle in the edge district."),
        draw(INTERCHANGE, EDGE_MEETING)),
    _confirm(ROUND_ENDS, "subway_left"),
    #: Next Station tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the score sheet's line box.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Your blue line is scored in the first box of your score sheet: the districts it "
        "visits times its most stations in one district."), "line1"),
)

SECOND_ROUND = (
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks the pencil (this round's colour).
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A new round, a new pencil: each round you draw a new line in another colour, and the "
        "deck is shuffled again. Your pink line starts at the pink departure station."),
        "pencil"),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks a station.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "The card is a pentagon, yet the ringed pentagon is not lit: that section would cross "
        "your blue line. Sections never cross a line, the green loop included."),
        "station:" + BLOCKED_BY_BLUE),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial", "Draw to the other pentagon, the lit one on the green loop."),
        draw(PINK_DEPARTURE, "s33"),
        #: Next Station tutorial, round 2: the note shown when the learner
        #: makes another move than the lesson asks for.
        QT_TRANSLATE_NOOP("NextStationTutorial", "Draw to the lit pentagon first.")),
    _confirm(),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial", "Draw the triangle in the ring, into the edge district."),
        draw("s33", "s34")),
    _confirm(),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw. <b>…</b>: a name or term as on the table.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Lines may share stations. Draw the triangle in the ring, to where your blue line "
        "meets the green loop: a station where lines meet is an <b>interchange</b>."),
        draw(PINK_DEPARTURE, INTERCHANGE)),
    _confirm(),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks a station.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A square, yet the ringed square is not lit: your pink line already visits it. A line "
        "never comes back to one of its stations, so it never closes into a loop."),
        "station:" + PINK_DEPARTURE),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Draw the square in the ring, on from your line's end in the edge district."),
        draw("s34", "s40")),
    _confirm(),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw. <b>…</b>: a name or term as on the table.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "A joker brings <b>double track</b>: one section may run on top of a section of "
        "another colour, or along the green loop. Draw the section in the ring, along your "
        "blue line."),
        draw(INTERCHANGE, EDGE_MEETING)),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks the Next card button. <b>…</b>: a name or term as on the table.
    _confirm(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Your pink and blue lines now meet in this edge district: it earns its <b>tourist "
        "stamp</b>. Press <b>Next card</b>."), "stamp:" + EDGE_DISTRICT),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks the flipped card. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "The <b>switch</b>! The card flipped with it gives the symbol, a circle, and this time "
        "a section may start at any station of your line. (As the 1st or 2nd card of a round "
        "the switch does nothing.)"), "card"),
    #: Next Station tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the section to draw.
    _move(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Start in the middle of your line: draw the circle in the ring, from the interchange. "
        "Your line branches and gets one more end."),
        draw(INTERCHANGE, "s07"),
        #: Next Station tutorial, round 2: the note shown when the learner
        #: makes another move than the lesson asks for.
        QT_TRANSLATE_NOOP("NextStationTutorial",
                          "Use the switch: draw the circle in the ring, from the interchange in "
                          "the middle of your line.")),
    _confirm(ROUND_ENDS, "subway_left"),
)

SCORE_SHEET = (
    #: Next Station tutorial, score sheet: a lesson's text in the tutorial bubble.
    #: Its ring marks the interchanges. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Now your score sheet. <b>Interchanges</b>: each station where 3 lines meet scores 5 "
        "points, 4 lines 15, 5 lines 30. The green loop counts as a line."), "interchanges"),
    #: Next Station tutorial, score sheet: a lesson's text in the tutorial bubble.
    #: Its ring marks the stamps. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "<b>Tourist stamps</b>: an edge district with an interchange (two lines or more) scores "
        "5 points, a corner district 10."), "stamps"),
    #: Next Station tutorial, score sheet: a lesson's text in the tutorial bubble.
    #: Its ring marks the missed green. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "<b>Missed green</b>: every green station that none of your lines reaches costs 3 "
        "points at the end."), "missed_green"),
    #: Next Station tutorial, score sheet: a lesson's text in the tutorial bubble.
    #: Its ring marks the objectives. <b>…</b>: a name or term as on the table.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "<b>Objectives</b> score only with the option Shared objectives, which this game leaves "
        "out."), "objectives"),
)

OWN_ROUNDS = (
    #: Next Station tutorial, rounds 3-4: a lesson's text in the tutorial bubble.
    #: Its ring marks the pencil (this round's colour).
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Round 3, with the purple pencil: now it is your game. Draw or pass on each card as you "
        "like until the round ends."), "pencil"),
    #: Next Station tutorial, rounds 3-4: a lesson's text in the tutorial bubble.
    #: Its ring marks the board. <b>…</b>: a name or term as on the table.
    _free(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Click a lit station to draw, or pass; then press <b>Next card</b>. Watch for the "
        "switch in this round!"), round_over(2)),
    #: Next Station tutorial, rounds 3-4: a lesson's text in the tutorial bubble.
    #: Its ring marks the departure station.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "The last round: the brown line starts at the brown departure station. Try to reach "
        "the green stations still missing, and to make interchanges of three lines or more."),
        "departure"),
    #: Next Station tutorial, rounds 3-4: a lesson's text in the tutorial bubble.
    #: Its ring marks the board.
    _free(QT_TRANSLATE_NOOP(
        "NextStationTutorial", "Play the last round as you like."), game_over),
)

FINAL_TABLE = (
    #: Next Station tutorial, final table: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "The game is over. The final table adds up your four lines, the interchanges and the "
        "tourist stamps, less the missed green stations."), "scores"),
    #: Next Station tutorial, final table: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    _read(QT_TRANSLATE_NOOP(
        "NextStationTutorial",
        "Alone, you play against the rating table: your title says how well you did. Now you "
        "know every rule of the base game!"), "scores"),
)

LESSONS = FIRST_ROUND + SECOND_ROUND + SCORE_SHEET + OWN_ROUNDS + FINAL_TABLE

TUTORIAL = Tutorial(GAME, KEY, TITLE, CONTEXT, OPTIONS, SEATS, SEED, SETUP, LESSONS,
                    minutes=MINUTES)

"""Next Station's sentences with a count, on the QObject whose class name is their context
(``PLURALS``), and the result of a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, QObject

from tabibito.engine import Scores

from ...kit.i18n import fill


class NextStation(QObject):
    """The translation context of the game, for sentences with a count.

    pyside6-lupdate marks a text as plural (%n) only when it is passed to ``self.tr`` with a
    count, so these live on a QObject whose class name is the context.
    """

    # A total can be negative (every missed green station costs points), and Qt fills %n only
    # for a count of 0 or more: these ask for the form of |n| and write the sign in (signed).

    def solo_result(self, total: int) -> str:
        #: The result of a solo game: %1 is the solo rating's title with its band of scores,
        #: "Trainee (below 90)". %n may be negative.
        return signed(total, lambda n: self.tr("%1 — %n point(s)", "", n))

    def winner(self, points: int) -> str:
        #: %1 is the winner's name. %n may be negative.
        return signed(points, lambda n: self.tr("%1 wins with %n point(s)!", "", n))

    def shared_victory(self, points: int) -> str:
        #: %1 lists the winners' names. %n may be negative.
        return signed(points, lambda n: self.tr("Shared victory with %n point(s): %1", "", n))

    def subway_left(self, left: int) -> str:
        return self.tr("%n subway card(s) left this round", "", left)

    def stations_missed(self, count: int) -> str:
        return self.tr("%n green station(s) missed", "", count)

    def missed_count(self, count: int) -> str:
        #: the final scores' cell under the row of missed green stations: how many no line
        #: reached (the row's heading names them; the long form ended in "…" in German)
        return self.tr("%n station(s)", "", count)

    def green_to_reach(self, count: int) -> str:
        #: on the score sheet while the game is played: green stations no line has reached yet
        #: (they cost points only if still unreached at the end)
        return self.tr("%n green station(s) still to reach", "", count)

    def stamps_earned(self, count: int) -> str:
        return self.tr("%n stamp(s)", "", count)

    def line_scored(self, districts: int) -> str:
        #: %1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one
        #: district, %4 the line's points
        return self.tr("%1 scores the %2 line: %n district(s) × %3 = %4 points.", "", districts)

    def round_line(self, districts: int) -> str:
        #: the round's summary over the board: %1 the line's number (1-4), %2 its pencil
        #: colour, %n the districts it crosses, %3 the most stations in one district, %4 points
        return self.tr("Line %1 (%2): %n district(s) × %3 = %4 points", "", districts)

    def new_interchanges(self, count: int) -> str:
        #: the round's summary: stations where the line just finished made 3 or more lines meet
        return self.tr("%n new interchange(s)", "", count)

    def new_stamps(self, count: int) -> str:
        #: the round's summary: tourist stamps the line just finished earned
        return self.tr("%n new tourist stamp(s)", "", count)

    def objectives_met(self, count: int) -> str:
        #: the round's summary: shared objectives the line just finished met
        return self.tr("%n shared objective(s) met", "", count)

    def rated_with_modules(self, modules: int) -> str:
        #: %1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)
        return self.tr("Rated on %1 points: %2 fewer for each of the %n advanced module(s).",
                       "", modules)

    def rated_after_modules(self, modules: int) -> str:
        #: under a solo result with advanced modules: %1 the score, %2 the points taken off,
        #: %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band
        #: ("136–150")
        return self.tr("%1 points − %2 for %n advanced module(s) = %3, in the band %4.", "",
                       modules)

    def next_rating(self, missing: int) -> str:
        #: the last line of a solo result: %n points more (rated) would have reached the next
        #: rating, %1 its title
        return self.tr("%n more point(s) for %1.", "", missing)

    def districts(self, count: int) -> str:
        #: the D of a line's score D × M: inserted as %1 into "%1 × %2 = %n point(s)"
        return self.tr("%n district(s)", "", count)

    def busiest(self, count: int) -> str:
        #: the M of a line's score D × M: its most stations in one district; inserted as %2
        #: into "%1 × %2 = %n point(s)"
        return self.tr("%n station(s) in its busiest district", "", count)

    def line_formula(self, points: int) -> str:
        #: a line's score: %1 "%n district(s)", %2 "%n station(s) in its busiest district",
        #: %n the points
        return self.tr("%1 × %2 = %n point(s)", "", points)

    def player_points(self, points: int) -> str:
        #: one player's final total in the game-over log line: %1 the player, %n the points
        #: (may be negative)
        return signed(points, lambda n: self.tr("%1: %n point(s)", "", n))

    def ends_of_line(self, ends: int) -> str:
        #: a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the
        #: line's ends as a list ("triangle and square"), %n how many ends the line has
        return self.tr("No dotted guide joins this %1 station to the end(s) of your line: the %2 "
                       "station(s).", "", ends)

    def lines_meet(self, lines: int) -> str:
        #: station tooltip on the shown sheet: %n how many lines (the green loop counted) meet
        return self.tr("Interchange: %n line(s) meet here.", "", lines)

    def green_penalty(self, points: int) -> str:
        #: tooltip of a green station: %n the points lost if no line reaches it by the end
        return self.tr("If no line reaches it, it costs %n point(s) at the end.", "", points)

    def stamp_points(self, corner: bool, points: int) -> str:
        if corner:
            #: tooltip of a corner district's tourist stamp; %n its points
            return self.tr("Tourist stamp: %n point(s) for an interchange in this corner "
                           "district", "", points)
        #: tooltip of an edge district's tourist stamp; %n its points
        return self.tr("Tourist stamp: %n point(s) for an interchange in this edge district",
                       "", points)


def signed(number: int, translate: Callable[[int], str]) -> str:
    """``translate(n)`` (a message with %n) for ``number``, also when it is negative.

    Qt fills %n only for a count of 0 or more, so the form is the one of ``abs(number)`` and
    the sign is written in here. For 1 a negative count makes Qt keep %n and take the first
    form (the singular in every language). For another count, the place Qt wrote it is where
    that translation differs from the one for a count 100 higher (the same form in every
    language: the plural rules look at the last two digits), so a digit the translator wrote
    elsewhere in the sentence is never taken for it."""
    if number >= 0:
        return translate(number)
    written = QLocale().toString(number)
    count = -number
    if count == 1:
        return translate(-1).replace("%n", written, 1)
    text, other = translate(count), translate(count + 100)
    digits, other_digits = str(count), str(count + 100)
    at = text.find(digits)
    while at >= 0:
        after = at + len(digits)
        if text[:at] == other[:at] and text[after:] == other[at + len(other_digits):]:
            return text[:at] + written + text[after:]
        at = text.find(digits, at + 1)
    return text


PLURALS = NextStation()  # the sentences with a count, for this module and the plugin


def subway_left_text(left: int) -> str:
    return PLURALS.subway_left(left)


def missed_text(count: int) -> str:
    return PLURALS.stations_missed(count)


def stamps_text(count: int) -> str:
    return PLURALS.stamps_earned(count)


def winners_text(scores: Scores, seat_names: Sequence[str]) -> str | None:
    """The winner with their score; a tie the tie-break leaves is a shared victory."""
    if not scores.winners:
        return None
    points = scores.totals[scores.winners[0]]  # winners share their total
    names = QLocale().createSeparatedList([seat_names[seat] for seat in scores.winners])
    if len(scores.winners) > 1:
        return fill(PLURALS.shared_victory(points), names)
    return fill(PLURALS.winner(points), names)


def line_score_text(districts: int, most: int, points: int) -> str:
    """A line's D × M with proper plural forms: "2 districts × 1 station in its busiest district
    = 2 points"."""
    return fill(PLURALS.line_formula(points), PLURALS.districts(districts),
                PLURALS.busiest(most))

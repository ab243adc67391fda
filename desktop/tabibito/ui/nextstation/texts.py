"""Every user-facing text of Next Station: Tokyo, in one translation context.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts them)
and are translated when shown; sentences are translated first and their placeholders (%1, %2, …)
filled afterwards; counts use Qt's %n plural forms. A ``#:`` comment above a message reaches the
translators as its extracomment (pyside6-lupdate): it says where a name is inserted and which
grammatical form the sentence needs, or how much room a text has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tabibito.engine import Event, Scores, TabibitoError
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.tokyo_map import District, Station

from ..kit.i18n import QT_TRANSLATE_NOOP, fill

CONTEXT = "NextStation"


def tr(text: str) -> str:
    """Translate a name taken from one of the NOOP tables below."""
    return QCoreApplication.translate(CONTEXT, text)


GAME_TITLE = QT_TRANSLATE_NOOP("NextStation", "Next Station: Tokyo")
TAGLINE = QT_TRANSLATE_NOOP(
    "NextStation", "Draw four subway lines across Tokyo, one flipped card at a time.")

SYMBOLS = {
    #: symbol name, lower case, inserted where a card or station has this symbol: "to a %3
    #: station", "The first %2 card", "this %2 card". Use the form that fits "with the symbol …".
    "circle": QT_TRANSLATE_NOOP("NextStation", "circle"),
    #: symbol name, inserted like "circle" (a card or station with this symbol)
    "triangle": QT_TRANSLATE_NOOP("NextStation", "triangle"),
    #: symbol name, inserted like "circle" (a card or station with this symbol)
    "square": QT_TRANSLATE_NOOP("NextStation", "square"),
    #: symbol name, inserted like "circle" (a card or station with this symbol)
    "pentagon": QT_TRANSLATE_NOOP("NextStation", "pentagon"),
}

PENCILS = {
    #: pencil colour, lower case, inserted as an adjective of a line or a pencil: "the %2 line",
    #: "a %2 section", "Line %1 · %2", "(%2 pencil)", "%1 pencil: line %2"
    "blue": QT_TRANSLATE_NOOP("NextStation", "blue"),
    #: pencil colour, inserted like "blue" (of a line, a section or a pencil)
    "pink": QT_TRANSLATE_NOOP("NextStation", "pink"),
    #: pencil colour, inserted like "blue" (of a line, a section or a pencil)
    "purple": QT_TRANSLATE_NOOP("NextStation", "purple"),
    #: pencil colour, inserted like "blue" (of a line, a section or a pencil)
    "brown": QT_TRANSLATE_NOOP("NextStation", "brown"),
    #: the pre-printed green line, named where a colour would be: "the %2 line"
    "green": QT_TRANSLATE_NOOP("NextStation", "green loop"),
}

STATION_KINDS = {
    "circle": QT_TRANSLATE_NOOP("NextStation", "Circle station"),
    "triangle": QT_TRANSLATE_NOOP("NextStation", "Triangle station"),
    "square": QT_TRANSLATE_NOOP("NextStation", "Square station"),
    "pentagon": QT_TRANSLATE_NOOP("NextStation", "Pentagon station"),
}

CARDS = {
    "street_circle": QT_TRANSLATE_NOOP("NextStation", "Circle"),
    "street_triangle": QT_TRANSLATE_NOOP("NextStation", "Triangle"),
    "street_square": QT_TRANSLATE_NOOP("NextStation", "Square"),
    "street_pentagon": QT_TRANSLATE_NOOP("NextStation", "Pentagon"),
    "street_joker": QT_TRANSLATE_NOOP("NextStation", "Joker"),
    "street_switch": QT_TRANSLATE_NOOP("NextStation", "Switch"),
    "subway_circle": QT_TRANSLATE_NOOP("NextStation", "Circle"),
    "subway_triangle": QT_TRANSLATE_NOOP("NextStation", "Triangle"),
    "subway_square": QT_TRANSLATE_NOOP("NextStation", "Square"),
    "subway_pentagon": QT_TRANSLATE_NOOP("NextStation", "Pentagon"),
    "subway_joker": QT_TRANSLATE_NOOP("NextStation", "Joker"),
}

CARD_KINDS = {
    #: kind of station card (the six above-ground cards), inserted after the card's name:
    #: "%1 (%2 card)" and "Card flipped: %1 (%2)". Usually an adjective.
    "street": QT_TRANSLATE_NOOP("NextStation", "Street"),
    #: kind of station card (the five round-ending underground cards), inserted like "Street"
    "subway": QT_TRANSLATE_NOOP("NextStation", "Subway"),
}

#: painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px
#: wide at 9 px, so a short word (or an abbreviation) only
CARD_BAND = QT_TRANSLATE_NOOP("NextStation", "SUBWAY")

EFFECTS = {
    "joker_double": QT_TRANSLATE_NOOP("NextStation", "Joker + double track"),
    "switch": QT_TRANSLATE_NOOP("NextStation", "Switch"),
    "double_station": QT_TRANSLATE_NOOP("NextStation", "Double station"),
    "straight_on": QT_TRANSLATE_NOOP("NextStation", "Straight on"),
}

EFFECT_HELP = {
    "joker_double": QT_TRANSLATE_NOOP(
        "NextStation", "The card acts as a joker: any symbol, and the section may double "
                       "one section of another colour."),
    "switch": QT_TRANSLATE_NOOP(
        "NextStation", "The section may start at any station of your line."),
    "double_station": QT_TRANSLATE_NOOP(
        "NextStation", "The station reached counts twice for its district."),
    "straight_on": QT_TRANSLATE_NOOP(
        "NextStation", "After drawing, you may draw one more section straight on."),
}

OBJECTIVES = {
    "green_loop": QT_TRANSLATE_NOOP("NextStation", "Reach all 8 green stations"),
    "interchanges": QT_TRANSLATE_NOOP(
        "NextStation", "At least 4 stations where 3 or more lines meet"),
    "grand_interchange": QT_TRANSLATE_NOOP("NextStation", "A station where 5 lines meet"),
    "all_districts": QT_TRANSLATE_NOOP("NextStation", "A station in each of the 13 districts"),
    "all_stamps": QT_TRANSLATE_NOOP("NextStation", "All 8 tourist stamps"),
}

CATEGORIES = {
    "line1": QT_TRANSLATE_NOOP("NextStation", "Line 1"),
    "line2": QT_TRANSLATE_NOOP("NextStation", "Line 2"),
    "line3": QT_TRANSLATE_NOOP("NextStation", "Line 3"),
    "line4": QT_TRANSLATE_NOOP("NextStation", "Line 4"),
    "interchanges": QT_TRANSLATE_NOOP("NextStation", "Interchanges"),
    "stamps": QT_TRANSLATE_NOOP("NextStation", "Tourist stamps"),
    "missed_green": QT_TRANSLATE_NOOP("NextStation", "Missed green"),
    "objectives": QT_TRANSLATE_NOOP("NextStation", "Objectives"),
}

OPTIONS = {
    "effects": QT_TRANSLATE_NOOP("NextStation", "Symbol and effect cards"),
    "objectives": QT_TRANSLATE_NOOP("NextStation", "Shared objectives"),
}

DISTRICT_KINDS = {
    #: the kind of district a station lies in, in the station tooltip "%1, %2" (e.g. "Circle
    #: station, corner district"); one noun for all four kinds
    "corner": QT_TRANSLATE_NOOP("NextStation", "corner district"),
    #: kind of district in the station tooltip, like "corner district"
    "side": QT_TRANSLATE_NOOP("NextStation", "edge district"),
    #: kind of district in the station tooltip, like "corner district"
    "inner": QT_TRANSLATE_NOOP("NextStation", "inner district"),
    #: kind of district in the station tooltip, like "corner district"
    "centre": QT_TRANSLATE_NOOP("NextStation", "centre district"),
}

# Binding decision 9: one title per band of scoring.SOLO_RATINGS, lowest first.
SOLO_RATINGS = (
    QT_TRANSLATE_NOOP("NextStation", "Trainee"),
    QT_TRANSLATE_NOOP("NextStation", "Ticket inspector"),
    QT_TRANSLATE_NOOP("NextStation", "Train driver"),
    QT_TRANSLATE_NOOP("NextStation", "Station master"),
    QT_TRANSLATE_NOOP("NextStation", "Network planner"),
    QT_TRANSLATE_NOOP("NextStation", "Legend of the Tokyo subway"),
)

ERRORS = {
    "nextstation.crossing": QT_TRANSLATE_NOOP(
        "NextStation", "This section would cross a line already drawn."),
    "nextstation.revisit": QT_TRANSLATE_NOOP(
        "NextStation", "Your line already visits this station."),
    "nextstation.wrong_symbol": QT_TRANSLATE_NOOP(
        "NextStation", "This station does not show the symbol of the card."),
    "nextstation.passes_station": QT_TRANSLATE_NOOP(
        "NextStation", "A section may not pass through a station."),
    "nextstation.no_guide": QT_TRANSLATE_NOOP(
        "NextStation", "No dotted guide joins these two stations."),
    "nextstation.not_a_line_end": QT_TRANSLATE_NOOP(
        "NextStation", "A section must start at an end of your line."),
    "nextstation.track_taken": QT_TRANSLATE_NOOP(
        "NextStation", "This section is already drawn; only a joker's double track may run "
                       "along one line of another colour."),
    "nextstation.green_arc": QT_TRANSLATE_NOOP(
        "NextStation", "Only a joker's double track may run along the green loop."),
    "nextstation.already_drawn": QT_TRANSLATE_NOOP(
        "NextStation", "You have drawn your section for this card: undo it or go to the next card."),
    "nextstation.not_straight_on": QT_TRANSLATE_NOOP(
        "NextStation", "The extra section must go straight on."),
    "nextstation.not_your_turn": QT_TRANSLATE_NOOP(
        "NextStation", "You have already decided for this card."),
    "nextstation.not_on_line": QT_TRANSLATE_NOOP(
        "NextStation", "Start from a station of this round's line."),
}


def _named(table: Mapping[str, str], key: str) -> str:
    text = table.get(key)
    return tr(text) if text is not None else key


def symbol_name(symbol: str) -> str:
    return _named(SYMBOLS, symbol)


def pencil_name(pencil: str) -> str:
    return _named(PENCILS, pencil)


def card_name(card: str) -> str:
    return _named(CARDS, card)


def card_kind(card: str) -> str:
    """The card's kind as inserted into sentences (tooltip, log); not for the card's band."""
    return tr(CARD_KINDS["subway" if card.startswith("subway") else "street"])


def card_band_text() -> str:
    """What is painted on a subway card's band: a message of its own, in its own case."""
    return tr(CARD_BAND)


def effect_name(effect: str) -> str:
    return _named(EFFECTS, effect)


def effect_help(effect: str) -> str:
    return _named(EFFECT_HELP, effect)


def objective_text(objective: str) -> str:
    return _named(OBJECTIVES, objective)


def category_label(category: str) -> str:
    return _named(CATEGORIES, category)


def option_label(option: str) -> str:
    return _named(OPTIONS, option)


def district_kind(kind: str) -> str:
    return _named(DISTRICT_KINDS, kind)


def solo_rating_name(index: int) -> str:
    return tr(SOLO_RATINGS[max(0, min(index, len(SOLO_RATINGS) - 1))])


def error_text(error: TabibitoError) -> str | None:
    text = ERRORS.get(error.key)
    return tr(text) if text is not None else None


def line_label(number: int, pencil: str) -> str:
    """The box heading of one line on the score sheet, e.g. "Line 2 · pink"."""
    #: %1 the line's number (1-4), %2 its pencil colour
    text = QCoreApplication.translate("NextStation", "Line %1 · %2")
    return fill(text, number, pencil_name(pencil))


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

    def stamps_earned(self, count: int) -> str:
        return self.tr("%n stamp(s)", "", count)

    def line_scored(self, districts: int) -> str:
        #: %1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one
        #: district, %4 the line's points
        return self.tr("%1 scores the %2 line: %n district(s) × %3 = %4 points.", "", districts)

    def rated_with_modules(self, modules: int) -> str:
        #: %1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)
        return self.tr("Rated on %1 points: %2 fewer for each of the %n advanced module(s).",
                       "", modules)

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


def event_text(event: Event, seat_names: Sequence[str], viewer: int | None) -> str | None:
    """One line of the game log for an event, or None for events the log leaves out."""
    params = event.params

    def name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else str(seat)

    kind = event.kind
    if kind == "round_started":
        pair = params.get("pair")
        if not pair:
            return fill(QCoreApplication.translate("NextStation", "Round %1 begins."),
                        params["round"] + 1)
        # One sentence pair per message: languages differ in how sentences are joined.
        #: %1 the round (1-4), %2 the round's blue symbol (a card with that symbol), %3 the
        #: orange effect it triggers
        text = QCoreApplication.translate(
            "NextStation", "Round %1 begins. The first %2 card brings “%3”.")
        return fill(text, params["round"] + 1, symbol_name(pair[0]), effect_name(pair[1]))
    if kind == "card_flipped":
        #: %1 the card ("Circle", "Joker"…), %2 its kind ("Street" or "Subway"), %3 the
        #: sentence "%n subway card(s) left this round"
        text = QCoreApplication.translate("NextStation", "Card flipped: %1 (%2). %3")
        return fill(text, card_name(params["card"]), card_kind(params["card"]),
                    subway_left_text(params["subway_left"]))
    if kind == "section_drawn":
        if params.get("double_track"):
            #: %1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)
            text = QCoreApplication.translate(
                "NextStation", "%1 drew a %2 section to a %3 station on double track.")
        else:
            #: %1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)
            text = QCoreApplication.translate("NextStation", "%1 drew a %2 section to a %3 station.")
        return fill(text, name(params["seat"]), pencil_name(params["pencil"]),
                    symbol_name(params["symbol"]))
    if kind == "passed":
        return fill(QCoreApplication.translate("NextStation", "%1 passed."), name(params["seat"]))
    if kind == "effect_triggered":
        #: %1 an orange effect's name, %2 a symbol (of the card)
        text = QCoreApplication.translate("NextStation", "“%1” applies to this %2 card.")
        return fill(text, effect_name(params["effect"]), symbol_name(params["symbol"]))
    if kind == "line_scored":
        text = PLURALS.line_scored(params["districts"])  # a line may lie in one district
        return fill(text, name(params["seat"]), pencil_name(params["pencil"]),
                    params["most"], params["points"])
    if kind == "game_over":
        totals = params.get("totals") or []
        parts = [fill(PLURALS.player_points(total), name(seat))
                 for seat, total in enumerate(totals)]
        # The locale joins the list ("A, B and C"; Japanese uses its own separator).
        return fill(QCoreApplication.translate("NextStation", "Game over. %1"),
                    QLocale().createSeparatedList(parts))
    return None


# --- the board ----------------------------------------------------------------------------------


def caption_text() -> str:
    return QCoreApplication.translate("NextStation", "Map sheet of %1")


def hint_draw_here() -> str:
    return QCoreApplication.translate("NextStation", "Click to draw the section to this station.")


def hint_start_here() -> str:
    return QCoreApplication.translate("NextStation", "Click to start the section here.")


def hint_no_section() -> str:
    return QCoreApplication.translate(
        "NextStation", "No section can be drawn with this card: pass.")


def hint_dead_end() -> str:
    return QCoreApplication.translate(
        "NextStation", "No section can be drawn from this station with this card.")


def hint_straight_on() -> str:
    return QCoreApplication.translate(
        "NextStation",
        "Straight on: you may draw one more section in the same direction, or go to the next card.")


def hint_straight_on_blocked() -> str:
    return QCoreApplication.translate(
        "NextStation", "Straight on: the way ahead is blocked. Go to the next card.")


def hint_confirm() -> str:
    return QCoreApplication.translate(
        "NextStation", "Section drawn. Take it back with Undo, or go to the next card.")


def hint_passed_confirm() -> str:
    return QCoreApplication.translate(
        "NextStation", "You passed. Take it back with Undo, or go to the next card.")


def hint_passed_final() -> str:
    """The pass can no longer be taken back (a loaded game starts after its last move)."""
    return QCoreApplication.translate("NextStation", "You passed. Go on to the next card.")


def hint_confirm_final() -> str:
    """The section can no longer be taken back (a loaded game starts after its last move)."""
    return QCoreApplication.translate("NextStation", "Section drawn. Go on to the next card.")


def station_text(station: Station, district: District) -> str:
    """A station's tooltip: its symbol and district, and whether it is green or a departure."""
    #: station tooltip: %1 "Circle station" etc., %2 its district kind ("corner district"…)
    text = fill(QCoreApplication.translate("NextStation", "%1, %2"),
                _named(STATION_KINDS, station.symbol), district_kind(district.kind))
    if station.green:
        text += "\n" + QCoreApplication.translate("NextStation", "On the green loop")
    if station.start is not None:
        #: %1 a pencil colour (of the line)
        text += "\n" + fill(QCoreApplication.translate("NextStation", "Departure of the %1 line"),
                            pencil_name(station.start))
    return text


def stamp_text(district, earned: bool) -> str:
    text = PLURALS.stamp_points(district.kind == "corner", district.stamp)
    if earned:
        text += "\n" + QCoreApplication.translate("NextStation", "Earned")
    return text


def badge_text(number: str, pencil: str) -> str:
    #: %1 the line's number (1-4), %2 a pencil colour (of the pencil)
    return fill(QCoreApplication.translate("NextStation", "Line %1 starts here (%2 pencil)"),
                number, pencil_name(pencil))


# --- the panel ----------------------------------------------------------------------------------


def card_tooltip() -> str:
    #: card tooltip: %1 the card ("Circle", "Joker"…), %2 its kind ("Street" or "Subway")
    return QCoreApplication.translate("NextStation", "%1 (%2 card)")


def game_over_title() -> str:
    return QCoreApplication.translate("NextStation", "Game over")


def game_over_hint(solo: bool = False) -> str:
    if solo:  # no other sheet to compare with
        return QCoreApplication.translate(
            "NextStation", "All four lines are drawn. Your solo rating is above, "
                           "each line's score below.")
    return QCoreApplication.translate(
        "NextStation", "All four lines are drawn. Pick a sheet below to compare the maps.")


def pencil_line_text() -> str:
    #: %1 a pencil colour (of the pencil), %2 the line's number (1-4)
    return QCoreApplication.translate("NextStation", "%1 pencil: line %2")


def double_track_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Any symbol; the section may double one line of another colour.")


def branching_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Switch: start from any station of your line.")


def switch_ignored_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "The switch came too early in the round: no branching.")


def pair_text() -> str:
    #: %1 the round's blue symbol (a card with that symbol), %2 the effect's name, %3 a
    #: sentence on whether it applies now
    return QCoreApplication.translate("NextStation", "First %1 card: %2. %3")


def effect_now_text() -> str:
    return QCoreApplication.translate("NextStation", "Applies to this card.")


def effect_used_text() -> str:
    return QCoreApplication.translate("NextStation", "Already used this round.")


def effect_waiting_text() -> str:
    return QCoreApplication.translate("NextStation", "Waiting for its card.")


def objectives_title() -> str:
    return QCoreApplication.translate(
        "NextStation", "A shared objective: its points go to every sheet that achieves it.")


def flipped_title() -> str:
    return QCoreApplication.translate("NextStation", "Flipped earlier this round:")


def pass_text() -> str:
    return QCoreApplication.translate("NextStation", "Pass")


def pass_help() -> str:
    return QCoreApplication.translate("NextStation", "Draw nothing with this card.")


def confirm_text() -> str:
    return QCoreApplication.translate("NextStation", "Next card")


def confirm_help() -> str:
    return QCoreApplication.translate(
        "NextStation", "Keep the section you drew and flip the next card.")


def undo_help() -> str:
    return QCoreApplication.translate(
        "NextStation", "Take back your section (possible until the next card is flipped).")


def sheet_title() -> str:
    return QCoreApplication.translate("NextStation", "Score sheet")


def chooser_text() -> str:
    return QCoreApplication.translate("NextStation", "Sheet of")


def interchange_help(counts: Sequence[int]) -> str:
    """%1–%3 the stations where 3, 4 and 5 lines meet; %4–%6 the points each of them scores."""
    text = QCoreApplication.translate(
        "NextStation", "Stations with 3 lines: %1 (%4 points each)\n"
                       "with 4 lines: %2 (%5 points each)\nwith 5 lines: %3 (%6 points each)")
    points = [scoring.INTERCHANGE_POINTS[lines] for lines in sorted(scoring.INTERCHANGE_POINTS)]
    return fill(text, *counts, *points)


def band_below() -> str:
    return QCoreApplication.translate("NextStation", "below %1")


def band_above() -> str:
    return QCoreApplication.translate("NextStation", "above %1")


def rating_text() -> str:
    return QCoreApplication.translate("NextStation", "Solo rating: %1 (%2)")


def rating_band(index: int) -> str:
    """The scores of a solo rating's band: "below 90", "136–150", "above 150"."""
    low, high = scoring.SOLO_RATINGS[max(0, min(index, len(scoring.SOLO_RATINGS) - 1))]
    if low is None:
        return fill(band_below(), high + 1)
    if high is None:
        return fill(band_above(), low - 1)
    return f"{low}–{high}"


def rated_name(index: int) -> str:
    """The solo rating's title with its band of scores: "Trainee (below 90)"."""
    #: a solo rating with its band of scores: %1 the title ("Trainee"), %2 the band
    #: ("below 90", "136–150", "above 150")
    text = QCoreApplication.translate("NextStation", "%1 (%2)")
    return fill(text, solo_rating_name(index), rating_band(index))


def final_score_title() -> str:
    """Over the big card's place once the game is over: the shown sheet's total lies there."""
    return QCoreApplication.translate("NextStation", "Final score")


def solo_rating_title() -> str:
    return QCoreApplication.translate("NextStation", "Solo rating")


def total_help() -> str:
    #: tooltip of the score sheet's total while the game is played; %1 the points a missed
    #: green station costs
    text = QCoreApplication.translate(
        "NextStation", "Every green station your lines have not reached yet counts −%1, so the "
                       "total starts below zero and rises as your lines reach them.")
    return fill(text, scoring.GREEN_MISS_PENALTY)


def bots_drawing_text() -> str:
    return QCoreApplication.translate("NextStation", "The computer players are drawing…")


def other_sheet_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "You are looking at another player's sheet.")


def waiting_text() -> str:
    return QCoreApplication.translate("NextStation", "Waiting for the other players.")


def line_score_text(districts: int, most: int, points: int) -> str:
    """A line's D × M with proper plural forms: "2 districts × 1 station in its busiest district
    = 2 points"."""
    return fill(PLURALS.line_formula(points), PLURALS.districts(districts),
                PLURALS.busiest(most))


def flipped_last_round_title() -> str:
    return QCoreApplication.translate("NextStation", "Flipped in the last round:")


def rating_modules_text(adjusted: int, modules: int, penalty: int) -> str:
    return fill(PLURALS.rated_with_modules(modules), adjusted, penalty)


def doubled_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Counts twice for its district (double station).")


# --- what a board element is, in brief (its tooltip; F1 opens the rules there) -------------------


def station_rules_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "A section may end here when the flipped card shows its symbol or a joker.")


def district_text(kind: str) -> str:
    """A district's tooltip: its kind, as a heading, and what districts are for."""
    name = district_kind(kind)
    return name[:1].upper() + name[1:] + "\n" + QCoreApplication.translate(
        "NextStation", "A line scores more for every district it visits.")


def guide_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Dotted guide: a section may be drawn along it.")


def green_loop_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "The green loop, printed on the map: no line may cross it, "
                       "and only a double track may run along it.")


def hero_card_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "The flipped card: every player draws one section it allows, or passes.")

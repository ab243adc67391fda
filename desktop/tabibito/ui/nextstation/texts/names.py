"""The names of Next Station: the symbols, the pencils, the kinds of station, the cards, the
round's effects, the shared objectives and the districts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named, tr

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


def symbol_name(symbol: str) -> str:
    return named(SYMBOLS, symbol)


def pencil_name(pencil: str) -> str:
    return named(PENCILS, pencil)


def card_name(card: str) -> str:
    return named(CARDS, card)


def card_kind(card: str) -> str:
    """The card's kind as inserted into sentences (tooltip, log); not for the card's band."""
    return tr(CARD_KINDS["subway" if card.startswith("subway") else "street"])


def card_band_text() -> str:
    """What is painted on a subway card's band: a message of its own, in its own case."""
    return tr(CARD_BAND)


def effect_name(effect: str) -> str:
    return named(EFFECTS, effect)


def effect_help(effect: str) -> str:
    return named(EFFECT_HELP, effect)


def objective_text(objective: str) -> str:
    return named(OBJECTIVES, objective)


def district_kind(kind: str) -> str:
    return named(DISTRICT_KINDS, kind)


def line_label(number: int, pencil: str) -> str:
    """The box heading of one line on the score sheet, e.g. "Line 2 · pink"."""
    #: %1 the line's number (1-4), %2 its pencil colour
    text = QCoreApplication.translate("NextStation", "Line %1 · %2")
    return fill(text, number, pencil_name(pencil))

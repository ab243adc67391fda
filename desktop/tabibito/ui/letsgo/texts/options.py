"""Let's Go's options and their help, the travel agency's levels, the
score categories and the score sheet's details.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabibito.games.letsgo import rules
from tabibito.games.letsgo.itinerary import AGENCY_LUXURY

from ...kit import words
from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named, tr, translate
from .names import DAY_NAMES, ICON_NAMES
from .plurals import PLURALS

CATEGORIES = {
    "monday": DAY_NAMES[0],
    "tuesday": DAY_NAMES[1],
    "wednesday": DAY_NAMES[2],
    "thursday": DAY_NAMES[3],
    "friday": DAY_NAMES[4],
    "saturday": DAY_NAMES[5],
    #: a row of the score sheet: the happiness and stress tracks
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood"),
    #: a row of the score sheet: the five experience tracks
    "experience": QT_TRANSLATE_NOOP("LetsGo", "Experience"),
    #: a row of the score sheet: the train tickets used
    "trains": QT_TRANSLATE_NOOP("LetsGo", "Trains"),
    #: a row of the score sheet: 1 VP per unused research token
    "research": QT_TRANSLATE_NOOP("LetsGo", "Research tokens"),
    #: a row of the score sheet: what the passport card scored
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport"),
}

# --- options ------------------------------------------------------------------------------------

OPTIONS = {
    #: the expansion (its official name)
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport expansion"),
    #: the solo opponent's difficulty
    "agency": QT_TRANSLATE_NOOP("LetsGo", "Travel agency"),
}

OPTION_HELP = {
    "passport": QT_TRANSLATE_NOOP(
        "LetsGo", "Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way "
                  "to score on the trip."),
    "agency": QT_TRANSLATE_NOOP(
        "LetsGo", "Solo: the travel agency builds its own itinerary from the cards you give "
                  "it. Easy: its highlights need their conditions. Normal: every highlight "
                  "scores. Hard: every highlight scores and it rides luxury trains."),
}

AGENCY_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("LetsGo", "Easy"),
    "normal": QT_TRANSLATE_NOOP("LetsGo", "Normal"),
    "hard": QT_TRANSLATE_NOOP("LetsGo", "Hard"),
}

#: the solo opponent, as a name on the score sheet
AGENCY_NAME = QT_TRANSLATE_NOOP("LetsGo", "Travel agency")


def category_label(key: str) -> str:
    return named(CATEGORIES, key)


def option_label(key: str) -> str:
    return named(OPTIONS, key)


def option_help(key: str) -> str | None:
    text = OPTION_HELP.get(key)
    return tr(text) if text is not None else None


def option_value_label(key: str, value: Any) -> str:
    if isinstance(value, bool):
        return words.on_off(value)
    if key == rules.AGENCY:
        return named(AGENCY_LEVELS, value)
    return str(value)


def agency_name() -> str:
    return tr(AGENCY_NAME)


# --- the score sheet's details ------------------------------------------------------------------


def highlight_detail(met: bool | None) -> str | None:
    """Under a day's points: whether its highlight scored."""
    if met is None:
        return None
    #: score detail under a day's points: whether its highlight scored
    return translate("LetsGo", "highlight scored") if met else translate("LetsGo",
                                                                          "highlight missed")


def mood_detail(happiness: int, stress: int) -> str:
    #: score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)
    return fill(translate("LetsGo", "happiness %1 · stress %2"), happiness, stress)


def experience_detail(tracks: Mapping[str, int]) -> str:
    """The five experience tracks, in card colour order: "7 · 4 · 10 · 3 · 2"."""
    return " · ".join(str(tracks.get(kind, 0)) for kind in ICON_NAMES if kind in tracks)


def trains_detail(luxury: int, standard: int) -> str | None:
    parts = []
    if luxury:
        parts.append(PLURALS.luxury_trains(luxury))
    if standard:
        parts.append(PLURALS.standard_trains(standard))
    return " · ".join(parts) or None


def agency_detail(category: str, level: str | None) -> str | None:
    """Under the travel agency's points that none of its scores explains: why they are 0 (it
    has no research tokens and no passport, and rides trains only at the hard level)."""
    if category == "trains":
        if level in AGENCY_LUXURY:
            #: score detail under the hard travel agency's trains: it rides a luxury train at
            #: each change of city, and its cities never changed
            return translate("LetsGo", "no change of city, no train")
        #: score detail under the travel agency's trains at the easy and normal levels
        return translate("LetsGo", "takes no trains at this level")
    if category == "research":
        #: score detail under the travel agency's research tokens (always 0)
        return translate("LetsGo", "gets no research tokens")
    if category == "passport":
        #: score detail under the travel agency's passport points (always 0)
        return translate("LetsGo", "travels without a passport")
    return None

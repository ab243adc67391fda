"""Tokaido's options, its score categories, and the small words that
join and count things in a score detail.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tabibito.games.tokaido import rules

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named

# --- the score sheet and the options ------------------------------------------------------------

CATEGORIES = {
    #: a row of the score sheet: the points of the panorama parts
    "panoramas": QT_TRANSLATE_NOOP("Tokaido", "Panoramas"),
    #: a row of the score sheet
    "hot_springs": QT_TRANSLATE_NOOP("Tokaido", "Hot springs"),
    #: a row of the score sheet
    "souvenirs": QT_TRANSLATE_NOOP("Tokaido", "Souvenirs"),
    #: a row of the score sheet
    "meals": QT_TRANSLATE_NOOP("Tokaido", "Meals"),
    #: a row of the score sheet: Samurai and Miko
    "encounters": QT_TRANSLATE_NOOP("Tokaido", "Encounters"),
    #: a row of the score sheet: a point per coin given during the journey
    "temples": QT_TRANSLATE_NOOP("Tokaido", "Temple gifts"),
    #: a row of the score sheet: the first to complete each panorama
    "panorama_achievements": QT_TRANSLATE_NOOP("Tokaido", "Panorama achievements"),
    #: a row of the score sheet: what the traveller's own ability scored
    "traveller": QT_TRANSLATE_NOOP("Tokaido", "Traveller's ability"),
    #: a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)
    "temple_ranking": QT_TRANSLATE_NOOP("Tokaido", "Temple ranking"),
    #: a row of the score sheet (the achievement card Gourmet)
    "gourmet": QT_TRANSLATE_NOOP("Tokaido", "Gourmet"),
    #: a row of the score sheet (the achievement card Collector)
    "collector": QT_TRANSLATE_NOOP("Tokaido", "Collector"),
    #: a row of the score sheet (the achievement card Bather)
    "bather": QT_TRANSLATE_NOOP("Tokaido", "Bather"),
    #: a row of the score sheet (the achievement card Chatterbox)
    "chatterbox": QT_TRANSLATE_NOOP("Tokaido", "Chatterbox"),
    #: a row of the score sheet (Crossroads)
    "cherry_trees": QT_TRANSLATE_NOOP("Tokaido", "Cherry trees"),
    #: a row of the score sheet (Crossroads)
    "bath_houses": QT_TRANSLATE_NOOP("Tokaido", "Bath houses"),
    #: a row of the score sheet (Crossroads)
    "legendary_objects": QT_TRANSLATE_NOOP("Tokaido", "Legendary objects"),
    #: a row of the score sheet (Crossroads), scored at the end
    "calligraphies": QT_TRANSLATE_NOOP("Tokaido", "Calligraphies"),
}

OPTIONS = {
    #: an official variant: no traveller tiles, 7 coins each
    "initiation": QT_TRANSLATE_NOOP("Tokaido", "Initiation (first journey)"),
    #: an official variant: from Edo to Kyoto
    "return_trip": QT_TRANSLATE_NOOP("Tokaido", "Return trip"),
    #: an official variant: one meal fewer at each inn
    "gastronomy": QT_TRANSLATE_NOOP("Tokaido", "Gastronomy"),
    #: an official variant: starting coins by the order of departure
    "preparations": QT_TRANSLATE_NOOP("Tokaido", "Preparations"),
    #: the expansion (its official name)
    "crossroads": QT_TRANSLATE_NOOP("Tokaido", "Crossroads expansion"),
    #: a Crossroads variant: fewer cards of each new type
    "rare_and_precious": QT_TRANSLATE_NOOP("Tokaido", "Rare and precious"),
    #: a Crossroads variant: a random amulet at the start for 1 coin
    "good_luck": QT_TRANSLATE_NOOP("Tokaido", "Good luck"),
}

OPTION_HELP = {
    "initiation": QT_TRANSLATE_NOOP(
        "Tokaido", "No traveller tiles: everyone sets off with 7 coins."),
    "return_trip": QT_TRANSLATE_NOOP("Tokaido", "Travel the road the other way, from Edo."),
    "gastronomy": QT_TRANSLATE_NOOP(
        "Tokaido", "The first arrival at an inn draws one meal fewer."),
    "preparations": QT_TRANSLATE_NOOP(
        "Tokaido", "Starting coins change with the order of departure: the last to leave gets "
                   "more."),
    "crossroads": QT_TRANSLATE_NOOP(
        "Tokaido", "A second option at every stop but the inns, and six new travellers."),
    #: %1 and %2 the cards of each Crossroads type in the game with 2–3 and with 4–5 players
    "rare_and_precious": QT_TRANSLATE_NOOP(
        "Tokaido", "Only %1 cards of each Crossroads type with 2 or 3 players, %2 with 4 or 5; "
                   "the others stay in the box."),
    "good_luck": QT_TRANSLATE_NOOP(
        "Tokaido", "Before departure, each traveller may pay 1 coin for a random amulet."),
}


def detail_pair() -> str:
    #: two short facts side by side in a score-sheet cell: "5 coins on the temples · most generous"
    return QCoreApplication.translate("Tokaido", "%1 · %2")


def plus_pair() -> str:
    #: two things together: the sizes of two souvenir sets in a score detail ("4 + 1"), or two
    #: switches a tile needs on at once ("Devotion + Zen-emon: for 1 coin")
    return QCoreApplication.translate("Tokaido", "%1 + %2")


def joined(pair: str, parts: Sequence[str]) -> str:
    """``parts`` joined two by two with ``pair`` (a translated "%1 · %2"): "a · b · c"."""
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = fill(pair, text, part)
    return text


def parts_of(taken: int, parts: int) -> str:
    #: a panorama in a score detail: %1 the parts taken, %2 the parts it has ("2/4")
    return fill(QCoreApplication.translate("Tokaido", "%1/%2"), taken, parts)


def counted(name: str, times: int) -> str:
    #: a card and how many of it, in a list: %1 its name, %2 how many ("Samurai ×2")
    return name if times == 1 else fill(QCoreApplication.translate("Tokaido", "%1 ×%2"), name,
                                        times)


def category_label(category: str) -> str:
    return named(CATEGORIES, category)


def option_label(key: str) -> str:
    return named(OPTIONS, key)


def option_help(key: str) -> str:
    text = named(OPTION_HELP, key)
    if key == "rare_and_precious":  # how few, from the rules (the review asked "4 or 5?")
        return fill(text, rules.RARE_AND_PRECIOUS[2], rules.RARE_AND_PRECIOUS[4])
    return text

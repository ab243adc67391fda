"""What the things on Next Station's board are, in brief (their tooltips; F1 opens the rules
there): stations, districts, stamps, line badges, cards, the guide and the green loop.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tabibito.games.nextstation.tokyo_map import District, Station

from ...kit.i18n import fill
from .common import named
from .names import STATION_KINDS, district_kind, pencil_name
from .plurals import PLURALS


def station_text(station: Station, district: District) -> str:
    """A station's tooltip: its symbol and district, and whether it is green or a departure."""
    #: station tooltip: %1 "Circle station" etc., %2 its district kind ("corner district"…)
    text = fill(QCoreApplication.translate("NextStation", "%1, %2"),
                named(STATION_KINDS, station.symbol), district_kind(district.kind))
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


def objectives_title() -> str:
    return QCoreApplication.translate(
        "NextStation", "A shared objective: its points go to every sheet that achieves it.")


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

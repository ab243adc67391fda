"""Tokaido's moves named as their tile or stop is, for the hint's comparison with the best other
move ("“Cherry tree” would bring more now...")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Action
from tabibito.games.tokaido import rules
from tabibito.games.tokaido.rules import TokaidoState

from ..kit.i18n import fill
from . import texts
from .decisions_crossroads import crossroads_title
from .decisions_words import word


def stop_title(view: TokaidoState, stop: int) -> str:
    """A stop's name: an inn by its own ("First inn"), any other by its kind ("Temple")."""
    if view.rules.kinds[stop] == "inn":
        return texts.inn_name(view.rules.road.stops[stop].inn or "")
    return texts.stop_name(view.rules.kinds[stop])


def choice_name(view: TokaidoState, action: Action) -> str:
    """A move named as its tile or stop is ("Sea panorama", "Dango", "Give 2 coins")."""
    kind = action.kind
    if kind == "move":
        return stop_title(view, action["stop"])
    named = NAMES.get(kind)
    if named is not None:
        return named(action)
    if kind == "donate":
        #: a gift to the temple named as a move ("Give 2 coins")
        return fill(QCoreApplication.translate("TokaidoHints", "Give %1"),
                    texts.coins_text(action["coins"]))
    if kind == "effect":
        stop = view.rules.kinds[view.stop[view.actor]]
        if action["choice"] == rules.CROSSROADS_EFFECT:
            return crossroads_title("panorama" if stop.endswith("_panorama") else stop)
        if action["choice"] == rules.BASE_EFFECT:
            return texts.stop_name(stop)
        return QCoreApplication.translate("TokaidoHints", "Both effects")
    if kind == "pass":
        return word("no_meal")
    if kind == "stop":
        return word("done_buying")
    if kind == "bath_house":
        return texts.bath_house_name()
    return QCoreApplication.translate("TokaidoHints", "The other choice")


NAMES: dict[str, Callable[[Action], str]] = {
    "buy": lambda a: texts.souvenir_name(a["card"]),
    "eat": lambda a: texts.meal_name(a["card"]),
    "panorama": lambda a: texts.panorama_name(a["panorama"]),
    "keep": lambda a: texts.encounter_name(a["card"]),
    "traveller": lambda a: texts.traveller_name(a["id"]),
    "legendary": lambda a: texts.legendary_name(a["id"]),
    "amulet_buy": lambda a: texts.amulet_name(a["id"]),
    "calligraphy": lambda a: texts.calligraphy_name(a["id"]),
}

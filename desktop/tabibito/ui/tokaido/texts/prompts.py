"""The status line of each Tokaido decision (``State.prompt``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Prompt

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import tr
from .road import stop_name

# --- prompts ------------------------------------------------------------------------------------

PROMPTS = {
    "choose_traveller": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose your traveller: keep one of the two tiles."),
    "move": QT_TRANSLATE_NOOP("Tokaido", "Choose a stop ahead for your traveller."),
    "donate": QT_TRANSLATE_NOOP("Tokaido", "Give 1 to 3 coins to the temple."),
    "buy_souvenir": QT_TRANSLATE_NOOP(
        "Tokaido", "Buy souvenirs from the village display, or leave the village."),
    "keep_encounter": QT_TRANSLATE_NOOP("Tokaido", "Keep one of the two encounters."),
    "guide_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose the panorama that gets its next part."),
    "free_meal": QT_TRANSLATE_NOOP(
        "Tokaido", "Take the free meal, or turn it down and buy one from the inn."),
    "buy_meal": QT_TRANSLATE_NOOP(
        "Tokaido", "Buy one meal you have not eaten yet, or go without."),
    "choose_effect": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose the usual effect of the stop or its Crossroads option."),
    "buy_legendary": QT_TRANSLATE_NOOP("Tokaido", "Choose a legendary object to buy."),
    "buy_amulet": QT_TRANSLATE_NOOP("Tokaido", "Choose an amulet to buy."),
    "buy_calligraphy": QT_TRANSLATE_NOOP("Tokaido", "Choose a calligraphy to buy."),
    "buy_bath_house": QT_TRANSLATE_NOOP("Tokaido", "Buy a bath house."),
    "vitality_move": QT_TRANSLATE_NOOP(
        "Tokaido", "You lead: use the Vitality amulet to move again, or keep it?"),
    "good_luck": QT_TRANSLATE_NOOP(
        "Tokaido", "Pay 1 coin for a random amulet before setting off?"),
    "gamble": QT_TRANSLATE_NOOP("Tokaido", "Bet 1 coin on the fortune die, or not?"),
}

# The same decisions taken for the neutral traveller of a two-player game: only moving it is
# one, taken by the player whose traveller leads.
NEUTRAL_MOVE = QT_TRANSLATE_NOOP(
    "Tokaido", "Your traveller leads: move the neutral traveller to a stop ahead.")


def prompt_text(prompt: Prompt, seat_names: Sequence[str]) -> str:
    """The status line of the decision in ``prompt`` (a step of rules.DECISIONS)."""
    params = prompt.params
    if prompt.kind == "move" and params.get("neutral"):
        return tr(NEUTRAL_MOVE)
    if prompt.kind == "choose_effect" and params.get("stop_kind"):
        #: prompt at a stop with Crossroads: %1 the stop ("Temple", "Sea panorama"…)
        text = QCoreApplication.translate(
            "Tokaido", "%1: choose its usual effect or its Crossroads option.")
        return fill(text, stop_name(params["stop_kind"]))
    marked = PROMPTS.get(prompt.kind)
    if marked is None:
        return QCoreApplication.translate("Tokaido", "Make your decision.")
    return tr(marked)

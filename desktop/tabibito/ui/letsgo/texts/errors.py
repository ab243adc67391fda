"""Why a Let's Go move is refused (an error key's sentence), and the game data's errors."""

from __future__ import annotations

from tabibito.engine import TabibitoError

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import tr

# --- errors -------------------------------------------------------------------------------------

ERRORS = {
    "letsgo.trip.itinerary": QT_TRANSLATE_NOOP(
        "LetsGo", "This itinerary cannot be travelled: every day needs its cards."),
    "letsgo.trip.agency": QT_TRANSLATE_NOOP(
        "LetsGo", "The travel agency can only be easy, normal or hard."),
    "letsgo.trip.over": QT_TRANSLATE_NOOP("LetsGo", "The trip is over: nothing is left to "
                                                    "decide."),
    "letsgo.trip.illegal": QT_TRANSLATE_NOOP(
        "LetsGo", "That is not one of the choices of this trip decision."),
    #: the round cannot go on yet: some traveller still has a card to place or a choice
    "action.nothing_to_resolve": QT_TRANSLATE_NOOP(
        "LetsGo", "Nothing is waiting to be drawn or passed on yet."),
}
DATA_ERRORS = ("letsgo.data.missing", "letsgo.data.corrupt", "letsgo.data.invalid")
DATA_ERROR = QT_TRANSLATE_NOOP(
    "LetsGo", "The cards of Let's Go! To Japan could not be loaded; reinstall Tabibito.")


# --- errors -------------------------------------------------------------------------------------


def error_text(error: TabibitoError) -> str | None:
    if error.key in DATA_ERRORS:
        return tr(DATA_ERROR)
    text = ERRORS.get(error.key)
    return tr(text) if text is not None else None

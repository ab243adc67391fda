"""Why a Tokaido move is refused (an error key's sentence), and the game data's errors."""

from __future__ import annotations

from tabibito.engine import TabibitoError

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import tr

# --- errors -------------------------------------------------------------------------------------

# The illegal-stop reasons are shown as a stop's tooltip: why it cannot be chosen now.
ERRORS = {
    "tokaido.no_such_stop": QT_TRANSLATE_NOOP("Tokaido", "There is no such stop on the road."),
    "tokaido.behind": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop is not ahead of the traveller: the road only leads forward."),
    "tokaido.past_inn": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop lies beyond the next inn, and every traveller must stop at "
                   "each inn."),
    "tokaido.occupied": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop is full: other travellers hold every space of it."),
    "tokaido.village_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a village."),
    "tokaido.temple_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins."),
    "tokaido.panorama_complete": QT_TRANSLATE_NOOP(
        "Tokaido", "You have already completed this panorama."),
    "tokaido.no_souvenirs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The souvenir deck is empty: there is nothing to buy in this village."),
    "tokaido.no_encounters_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The encounter deck is empty: nobody is left to meet here."),
    "tokaido.no_hot_springs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The hot spring deck is empty."),
    "tokaido.not_your_turn": QT_TRANSLATE_NOOP(
        "Tokaido", "It is another traveller's turn."),
}
DATA_ERRORS = ("tokaido.data.missing", "tokaido.data.corrupt", "tokaido.data.invalid")
DATA_ERROR = QT_TRANSLATE_NOOP(
    "Tokaido", "The Tokaido game data could not be loaded; reinstall Tabibito.")
# With Crossroads a stop is closed only when neither of its options can be taken (binding
# decision 10), so the reason names both.
CROSSROADS_ERRORS = {
    "tokaido.village_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a village, for a souvenir or a legendary "
                   "object."),
    "tokaido.temple_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a temple, to give it or to buy an "
                   "amulet."),
    "tokaido.panorama_complete": QT_TRANSLATE_NOOP(
        "Tokaido", "You have already completed this panorama, and no cherry tree is left."),
    "tokaido.no_souvenirs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The souvenir deck is empty, and you cannot pay for any legendary object "
                   "left."),
    "tokaido.no_encounters_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The encounter deck is empty, and you cannot buy a calligraphy."),
    "tokaido.no_hot_springs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The hot spring deck is empty, and you cannot buy a bath house."),
}


def error_text(error: TabibitoError, crossroads: bool = False) -> str | None:
    """The sentence for an error key; ``crossroads``: the wording when a stop offers two
    options (only the illegal-stop reasons differ)."""
    if error.key in DATA_ERRORS:
        return tr(DATA_ERROR)
    text = (CROSSROADS_ERRORS.get(error.key) if crossroads else None) or ERRORS.get(error.key)
    return tr(text) if text is not None else None


def error_key_text(key: str, crossroads: bool = False) -> str | None:
    """The same as ``error_text`` from a bare key (``TokaidoState.stop_problem`` gives keys)."""
    return error_text(TabibitoError(key), crossroads)

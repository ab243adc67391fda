"""Why a Next Station move is refused (an error key's sentence)."""

from __future__ import annotations

from tabibito.engine import TabibitoError

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import tr

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


def error_text(error: TabibitoError) -> str | None:
    text = ERRORS.get(error.key)
    return tr(text) if text is not None else None

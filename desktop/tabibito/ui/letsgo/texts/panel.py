"""The words of Let's Go's side panel: the decisions taken there, the planner's advice, the
tokens and the scores.
"""

from __future__ import annotations

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import tr

# --- the side panel -----------------------------------------------------------------------------

PANEL_WORDS = {
    #: the panel's scores: %1 a traveller's final total
    "final": QT_TRANSLATE_NOOP("LetsGo", "%1 (final)"),
    #: a button: draw from this deck; %1 a city ("Tokyo")
    "deck": QT_TRANSLATE_NOOP("LetsGo", "%1 deck"),
    #: the panel's scores during the trip: %1 the points of the categories settled so far
    "so_far": QT_TRANSLATE_NOOP("LetsGo", "%1 so far"),
    "confirm": QT_TRANSLATE_NOOP("LetsGo", "Confirm"),
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "Luxury trains: %1"),
    #: the panel's tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood: %1 · happiness %2"),
    "or_play": QT_TRANSLATE_NOOP("LetsGo", "Or play a card from your hand on the board."),
    "or_walk": QT_TRANSLATE_NOOP(
        "LetsGo", "Or take the bonus walk: click a lit slot of %1 on the board."),
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport: %1"),
    #: a check box: show the trip planner's final score on each trip choice
    "advice": QT_TRANSLATE_NOOP("LetsGo", "Planner advice"),
    "advice_shown": QT_TRANSLATE_NOOP(
        "LetsGo", "Planner: final score with best play from each choice."),
    "no_advice": QT_TRANSLATE_NOOP("LetsGo", "Planner: no advice for this decision."),
    "planner_thinking": QT_TRANSLATE_NOOP("LetsGo", "Planner: thinking…"),
    "research": QT_TRANSLATE_NOOP("LetsGo", "Research tokens: %1"),
    "scores": QT_TRANSLATE_NOOP("LetsGo", "Scores"),
    "undo_help": QT_TRANSLATE_NOOP("LetsGo", "Take back your last decision"),
    "over": QT_TRANSLATE_NOOP("LetsGo", "The trip is over: see the score pad."),
    "waiting": QT_TRANSLATE_NOOP("LetsGo", "Waiting for the other travellers."),
    "wilds": QT_TRANSLATE_NOOP("LetsGo", "Wild tokens: %1"),
    "agency_note": QT_TRANSLATE_NOOP(
        "LetsGo", "You decide for the travel agency: the planner's ★ keeps its score lowest."),
    "held": QT_TRANSLATE_NOOP("LetsGo", "Your choice is made: confirm to go on, or undo it."),
    #: the bar's hint at a decision of the trip (the question is in the panel below)
    "trip_hint": QT_TRANSLATE_NOOP("LetsGo", "Your trip: choose below."),
    #: the bar's hint at a decision of the travel agency's trip, taken by the solo player
    "agency_hint": QT_TRANSLATE_NOOP("LetsGo", "The travel agency's trip: choose for it below."),
    "tokens": QT_TRANSLATE_NOOP("LetsGo", "Your tokens"),
    "advice_help": QT_TRANSLATE_NOOP(
        "LetsGo", "Show the final score each choice leads to with the best play from there "
                  "(an exact search)."),
}


def panel_word(key: str) -> str:
    """The side panel's words (``PANEL_WORDS``) in the language of the moment."""
    return tr(PANEL_WORDS[key])

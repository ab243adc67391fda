"""The words of Next Station's side column: the hero (the round, the pencil, the card, the
effect), the score sheet and the bar's buttons.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tabibito.games.nextstation import scoring

from ...kit.i18n import fill

# --- the board ----------------------------------------------------------------------------------


def caption_text() -> str:
    return QCoreApplication.translate("NextStation", "Map sheet of %1")


def pencil_line_text() -> str:
    #: %1 a pencil colour (of the pencil), %2 the line's number (1-4)
    return QCoreApplication.translate("NextStation", "%1 pencil: line %2")


def double_track_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Any symbol; the section may double one line of another colour.")


def branching_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "Switch: start from any station of your line.")


def switch_ignored_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "The switch came too early in the round: no branching.")


def pair_text() -> str:
    #: %1 the round's blue symbol (a card with that symbol), %2 the effect's name, %3 a
    #: sentence on whether it applies now
    return QCoreApplication.translate("NextStation", "First %1 card: %2. %3")


def effect_now_text() -> str:
    return QCoreApplication.translate("NextStation", "Applies to this card.")


def effect_used_text() -> str:
    return QCoreApplication.translate("NextStation", "Already used this round.")


def effect_waiting_text() -> str:
    return QCoreApplication.translate("NextStation", "Waiting for its card.")


def flipped_title() -> str:
    return QCoreApplication.translate("NextStation", "Flipped earlier this round:")


def pass_text() -> str:
    return QCoreApplication.translate("NextStation", "Pass")


def pass_help() -> str:
    return QCoreApplication.translate("NextStation", "Draw nothing with this card.")


def pass_by_click() -> str:
    return QCoreApplication.translate(
        "NextStation", "Space and Enter never pass while a section can be drawn: click Pass,"
        " or reach it with Tab.")


def confirm_text() -> str:
    return QCoreApplication.translate("NextStation", "Next card")


def confirm_help() -> str:
    return QCoreApplication.translate(
        "NextStation", "Keep the section you drew and flip the next card.")


def undo_help() -> str:
    return QCoreApplication.translate(
        "NextStation", "Take back your section (possible until the next card is flipped).")


def sheet_title() -> str:
    return QCoreApplication.translate("NextStation", "Score sheet")


def chooser_text() -> str:
    return QCoreApplication.translate("NextStation", "Sheet of")


def interchange_help(counts: Sequence[int]) -> str:
    """%1–%3 the stations where 3, 4 and 5 lines meet; %4–%6 the points each of them scores."""
    text = QCoreApplication.translate(
        "NextStation", "Stations with 3 lines: %1 (%4 points each)\n"
                       "with 4 lines: %2 (%5 points each)\nwith 5 lines: %3 (%6 points each)")
    points = [scoring.INTERCHANGE_POINTS[lines] for lines in sorted(scoring.INTERCHANGE_POINTS)]
    return fill(text, *counts, *points)


def final_score_title() -> str:
    """Over the big card's place once the game is over: the shown sheet's total lies there."""
    return QCoreApplication.translate("NextStation", "Final score")


def total_help() -> str:
    #: tooltip of the score sheet's total while the game is played; %1 the points a missed
    #: green station costs
    text = QCoreApplication.translate(
        "NextStation", "Every green station your lines have not reached yet counts −%1, so the "
                       "total starts below zero and rises as your lines reach them.")
    return fill(text, scoring.GREEN_MISS_PENALTY)


def flipped_last_round_title() -> str:
    return QCoreApplication.translate("NextStation", "Flipped in the last round:")

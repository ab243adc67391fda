"""The action bar's line on what to do now in Next Station, and while waiting."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def hint_draw_here() -> str:
    return QCoreApplication.translate("NextStation", "Click to draw the section to this station.")


def hint_start_here() -> str:
    return QCoreApplication.translate("NextStation", "Click to start the section here.")


def hint_no_section() -> str:
    return QCoreApplication.translate(
        "NextStation", "No section can be drawn with this card: pass.")


def hint_dead_end() -> str:
    return QCoreApplication.translate(
        "NextStation", "No section can be drawn from this station with this card.")


def hint_straight_on() -> str:
    return QCoreApplication.translate(
        "NextStation",
        "Straight on: you may draw one more section in the same direction, or go to the next card.")


def hint_straight_on_blocked() -> str:
    return QCoreApplication.translate(
        "NextStation", "Straight on: the way ahead is blocked. Go to the next card.")


def hint_confirm() -> str:
    return QCoreApplication.translate(
        "NextStation", "Section drawn. Take it back with Undo, or go to the next card.")


def hint_passed_confirm() -> str:
    return QCoreApplication.translate(
        "NextStation", "You passed. Take it back with Undo, or go to the next card.")


def hint_passed_final() -> str:
    """The pass can no longer be taken back (a loaded game starts after its last move)."""
    return QCoreApplication.translate("NextStation", "You passed. Go on to the next card.")


def hint_confirm_final() -> str:
    """The section can no longer be taken back (a loaded game starts after its last move)."""
    return QCoreApplication.translate("NextStation", "Section drawn. Go on to the next card.")


def game_over_title() -> str:
    return QCoreApplication.translate("NextStation", "Game over")


def game_over_hint(solo: bool = False) -> str:
    if solo:  # no other sheet to compare with
        return QCoreApplication.translate(
            "NextStation", "All four lines are drawn. Your solo rating is above, "
                           "each line's score below.")
    return QCoreApplication.translate(
        "NextStation", "All four lines are drawn. Pick a sheet below to compare the maps.")


def bots_drawing_text() -> str:
    return QCoreApplication.translate("NextStation", "The computer players are drawing…")


def other_sheet_text() -> str:
    return QCoreApplication.translate(
        "NextStation", "You are looking at another player's sheet.")


def waiting_text() -> str:
    return QCoreApplication.translate("NextStation", "Waiting for the other players.")

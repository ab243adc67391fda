"""Words every game says alike: one message each in the "Words" context, so that a translator
writes it once and the games never drift apart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .i18n import fill


def on_off(value: bool) -> str:
    """An option switched on or off (the new-game dialog's choices)."""
    if value:
        #: the value of a game option that is switched on (new-game dialog, saved games'
        #: descriptions), in every game
        return QCoreApplication.translate("Words", "On")
    #: the value of a game option that is switched off, in every game
    return QCoreApplication.translate("Words", "Off")


def undo() -> str:
    """The button that takes the last move back."""
    #: the button (top bar and panels) that takes the last move back
    return QCoreApplication.translate("Words", "Undo")


def total() -> str:
    """The row or column of a score that adds up the others."""
    #: the row or column of a score table that adds up the others
    return QCoreApplication.translate("Words", "Total")


def thinking(name: str) -> str:
    """The status while the computer player ``name`` decides."""
    #: the status line while a computer player decides: %1 its name
    return fill(QCoreApplication.translate("Words", "%1 is thinking…"), name)


def round_of(number: int, rounds: int) -> str:
    """"Round 2 of 4": ``number`` counts from 1."""
    #: %1 the round (from 1), %2 the number of rounds
    return fill(QCoreApplication.translate("Words", "Round %1 of %2"), number, rounds)

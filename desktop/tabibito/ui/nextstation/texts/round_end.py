"""The words of the round's end over the board (``round_end``): the line just scored, what else
the round brought, the pencil for the next line and the other players' lines."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["round_over_title", "next_pencil_text", "others_title", "skip_text"]


def round_over_title() -> str:
    #: heading of the summary over the board when a round ends: %1 the round (1-4)
    return QCoreApplication.translate("NextStation", "End of round %1")


def next_pencil_text() -> str:
    #: the summary's last line: the pencil of the next round. %1 the line's number (2-4),
    #: %2 a pencil colour
    return QCoreApplication.translate("NextStation", "Next: line %1 with the %2 pencil")


def others_title() -> str:
    #: in a game of several players, above the other players' line scores of this round
    return QCoreApplication.translate("NextStation", "The other players' lines:")


def skip_text() -> str:
    #: at the foot of the round's summary: it closes by itself, or at once on a click or key
    return QCoreApplication.translate("NextStation", "Click or press a key to go on")

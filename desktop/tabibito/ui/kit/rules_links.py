"""The helpers with which a game's board items and side widgets name the rules section F1 opens
over them and say so in their tooltips (the shell's game screen reads them back)."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ..plugin_api import RULES_SECTION_PROPERTY, RULES_SECTION_ROLE


def rules_hint() -> str:
    #: the last line of a hover card on the board: F1 opens the rules at what the card shows
    return QCoreApplication.translate("Rules", "F1: the rules about this")


def with_rules_hint(text: str) -> str:
    """A board tooltip's ``text`` with the line saying F1 opens the rules at it; the hint is
    set apart (a new line, and in italics where the tooltip is rich text)."""
    hint = rules_hint()
    if not text:
        return hint
    if QtGui.Qt.mightBeRichText(text):  # Qt's guess, as a tooltip makes it
        return f"{text}<br><i>{hint}</i>"
    return f"{text}\n{hint}"


def hinted(text: str) -> str:
    """A tooltip with the rules line under it (none for an empty tooltip)."""
    return with_rules_hint(text) if text else ""


def link(item: QGraphicsItem, section: str) -> None:
    """``item`` (and its children without a section of their own) opens ``section`` on F1."""
    item.setData(RULES_SECTION_ROLE, section)


def link_widget(widget: QWidget, section: str) -> None:
    """A side column's widget names its section as a property (the game screen's F1 reads it)."""
    widget.setProperty(RULES_SECTION_PROPERTY, section)


def section_of(item: QGraphicsItem | None) -> str | None:
    """The section F1 opens over ``item``: its own, or its nearest ancestor's."""
    while item is not None:
        section = item.data(RULES_SECTION_ROLE)
        if isinstance(section, str) and section:
            return section
        item = item.parentItem()
    return None

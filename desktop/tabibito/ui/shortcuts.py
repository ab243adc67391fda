"""The main window's keyboard shortcuts, by action name.

A plain start binds them right after its first frame (``app.open_window``): that frame shows no
shortcut, and PySide6 builds the key sequence's class, with its 76 enum members, the first time
one is made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence


def settings_keys() -> list[QKeySequence]:
    """The platform's Preferences key where it has one (Cmd+, on macOS) and Ctrl+, everywhere:
    X11 and Windows define none."""
    from PySide6.QtGui import QKeySequence

    return unique([QKeySequence(QKeySequence.StandardKey.Preferences), QKeySequence("Ctrl+,")])


def unique(keys: list[QKeySequence]) -> list[QKeySequence]:
    """``keys`` without the empty ones and without repeats (a standard key may be one of them)."""
    kept: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in kept:
            kept.append(key)
    return kept


def bind(actions: Mapping[str, QAction]) -> None:
    """Give each of the window's ``actions`` its keys."""
    from PySide6.QtGui import QKeySequence

    standard = QKeySequence.StandardKey
    keys: dict[str, Sequence[QKeySequence | QKeySequence.StandardKey | str]] = {
        "new": ["Ctrl+N"], "open": ["Ctrl+O"], "save": ["Ctrl+S"], "save_as": ["Ctrl+Shift+S"],
        "settings": settings_keys(), "quit": ["Ctrl+Q"], "undo": ["Ctrl+Z"],
        "redo": ["Ctrl+Shift+Z", "Ctrl+Y"], "hint": ["H"], "fullscreen": ["F11"],
        "back": ["Esc"], "rules": [standard.HelpContents, "F1"], "quick": ["Shift+F1"],
    }
    for name, shortcuts in keys.items():
        actions[name].setShortcuts(unique([QKeySequence(key) for key in shortcuts]))

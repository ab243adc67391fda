"""Players' names: what a seat, a save or a remembered setting may call a player."""

from __future__ import annotations

import unicodedata
from typing import Any

# The new-game dialog allows this many characters; a save or a setting may not hold more.
MAX_NAME_LENGTH = 24
# Zero-width (non-)joiners are format characters that names in some scripts need.
NAME_FORMAT_CHARACTERS = frozenset({"\u200c", "\u200d"})


def check_player_name(name: Any) -> str | None:
    """Why ``name`` cannot be a player's name (a message key), or None if it can."""
    if not isinstance(name, str) or not name.strip():
        return "seats.name_empty"
    if len(name) > MAX_NAME_LENGTH:
        return "seats.name_long"
    for char in name:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Co", "Cn") or (
                category == "Cf" and char not in NAME_FORMAT_CHARACTERS):
            return "seats.name_character"
    return None

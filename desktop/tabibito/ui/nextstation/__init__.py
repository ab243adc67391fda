"""Next Station: Tokyo in the shell: the map sheet board, the side panel and every text.

Importing the package reads only its cover (what the home screen shows); the plugin, and with
it the game's rules, board and words, is imported when it is first asked for (``PLUGIN``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cover import COVER

if TYPE_CHECKING:
    from ..plugin_api import GameUI

__all__ = ["COVER", "PLUGIN"]


def __getattr__(name: str) -> GameUI:
    if name == "PLUGIN":
        from .plugin import PLUGIN

        return PLUGIN
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

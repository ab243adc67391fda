"""Next Station: Tokyo in the shell: the map sheet board, the side panel and every text.

Importing the package reads only its cover (what the home screen shows); the plugin, and with
it the game's rules, board and words, is imported when it is first asked for (``PLUGIN``).
"""

from __future__ import annotations

from ..plugin_cover import plugin_hook
from .cover import COVER

__all__ = ["COVER", "PLUGIN"]

__getattr__ = plugin_hook(__name__)

"""Next Station: Tokyo in the shell: the map sheet board, the side panel and every text."""

from .plugin import PLUGIN, NextStationUI

__all__ = ["PLUGIN", "NextStationUI"]

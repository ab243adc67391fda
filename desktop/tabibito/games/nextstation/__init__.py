"""Next Station: Tokyo: draw four subway lines across your own map of Tokyo."""

from .game import NextStationGame

GAME = NextStationGame()

__all__ = ["GAME", "NextStationGame"]

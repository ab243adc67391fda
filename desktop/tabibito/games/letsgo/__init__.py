"""Let's Go! To Japan: draft a week in Tokyo and Kyoto, then take the trip."""

from .game import LetsGoGame

GAME = LetsGoGame()

__all__ = ["GAME", "LetsGoGame"]

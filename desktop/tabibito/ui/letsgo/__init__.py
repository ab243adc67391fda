"""The window of Let's Go! To Japan: words (texts), the board scene, the panel and the trip."""

from .plugin import PLUGIN

__all__ = ["PLUGIN"]

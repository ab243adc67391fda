"""The games of the collection, listed explicitly (no import magic, so PyInstaller sees them).

Each game's rules and data are imported when the game is first asked for (``REGISTRY.get``,
iterating): listing the games, as the home screen does, imports none of them.
"""

from tabibito.engine import Game, Registry


def _next_station() -> Game:
    from .nextstation import GAME

    return GAME


def _tokaido() -> Game:
    from .tokaido import GAME

    return GAME


def _lets_go() -> Game:
    from .letsgo import GAME

    return GAME


REGISTRY = Registry.of_loaders({"nextstation": _next_station, "tokaido": _tokaido,
                                "letsgo": _lets_go})

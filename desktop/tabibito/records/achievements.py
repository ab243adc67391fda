"""Which achievements each game has: listed explicitly, as the games' registry is (PyInstaller sees
every import), and imported when a game of that kind is first recorded."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabibito.engine.achievements import Achievement


def _lets_go() -> Sequence[Achievement]:
    from tabibito.games.letsgo.achievements import ACHIEVEMENTS

    return ACHIEVEMENTS


def _next_station() -> Sequence[Achievement]:
    from tabibito.games.nextstation.achievements import ACHIEVEMENTS

    return ACHIEVEMENTS


def _tokaido() -> Sequence[Achievement]:
    from tabibito.games.tokaido.achievements import ACHIEVEMENTS

    return ACHIEVEMENTS


_LOADERS: dict[str, Callable[[], Sequence[Achievement]]] = {
    "letsgo": _lets_go, "nextstation": _next_station, "tokaido": _tokaido}


def achievements_of(game_id: str) -> Sequence[Achievement]:
    """The achievements of the game ``game_id`` (none for a game without any)."""
    loader = _LOADERS.get(game_id)
    return loader() if loader is not None else ()

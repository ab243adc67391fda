"""The one explicit list of games: the UI, the command line and PyInstaller all read it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .errors import OptionError
from .game import Game


class Registry:
    def __init__(self, games: Iterable[Game] = ()) -> None:
        self._games: dict[str, Game] = {}
        for game in games:
            self.register(game)

    def register(self, game: Game) -> None:
        if game.id in self._games:
            raise ValueError(f"game id registered twice: {game.id}")
        self._games[game.id] = game

    def get(self, game_id: str) -> Game:
        try:
            return self._games[game_id]
        except KeyError:
            raise OptionError("game.unknown", game=game_id) from None

    def ids(self) -> tuple[str, ...]:
        return tuple(self._games)

    def __iter__(self) -> Iterator[Game]:
        return iter(self._games.values())

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games

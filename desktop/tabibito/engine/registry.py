"""The one explicit list of games: the UI, the command line and PyInstaller all read it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping

from .errors import OptionError
from .game import Game

GameLoader = Callable[[], Game]


class Registry:
    """The games by id, in the order they were registered.

    A game may be registered by a loader, a function that imports it and returns it: the game's
    modules are then imported when it is first asked for (``get``, iterating), and listing the
    ids costs nothing. The window's first frame waits for no game's rules that way.
    """

    def __init__(self, games: Iterable[Game] = ()) -> None:
        self._ids: list[str] = []  # in the order registered
        self._games: dict[str, Game] = {}
        self._loaders: dict[str, GameLoader] = {}  # of the games not imported yet
        for game in games:
            self.register(game)

    @classmethod
    def of_loaders(cls, loaders: Mapping[str, GameLoader]) -> Registry:
        """A registry of the games that ``loaders`` import, by id, each when first asked for."""
        registry = cls()
        for game_id, loader in loaders.items():
            registry.register_loader(game_id, loader)
        return registry

    def register(self, game: Game) -> None:
        self._new_id(game.id)
        self._games[game.id] = game

    def register_loader(self, game_id: str, loader: GameLoader) -> None:
        self._new_id(game_id)
        self._loaders[game_id] = loader

    def _new_id(self, game_id: str) -> None:
        if game_id in self:
            raise ValueError(f"game id registered twice: {game_id}")
        self._ids.append(game_id)

    def get(self, game_id: str) -> Game:
        if game_id in self._loaders:
            self._load(game_id)
        try:
            return self._games[game_id]
        except KeyError:
            raise OptionError("game.unknown", game=game_id) from None

    def _load(self, game_id: str) -> None:
        game = self._loaders[game_id]()
        if game.id != game_id:
            raise ValueError(f"the loader of {game_id!r} gave the game {game.id!r}")
        self._games[game_id] = game
        del self._loaders[game_id]

    def ids(self) -> tuple[str, ...]:
        return tuple(self._ids)

    def __iter__(self) -> Iterator[Game]:
        return (self.get(game_id) for game_id in self._ids)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games or game_id in self._loaders

"""The catalogue of game UIs: one explicit entry per registered game.

It is the only shell module that imports the games' UI packages (import-linter checks it); the
interface they implement lives in ``plugin_api``. An entry is the game's cover (what its home
tile shows) and the import of its plugin, written out so that PyInstaller follows it: a game's
UI, and with it its rules, words and art, is imported when the game is first opened, never for
the window's first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from tabibito.engine.registry import Registry

from .plugin_cover import Cover

if TYPE_CHECKING:
    from tabibito.engine import Game

    from .plugin_api import GameUI

__all__ = ["Catalogue", "covers", "default_registry", "ui_plugins"]


def default_registry() -> Registry:
    from tabibito.games import REGISTRY

    return REGISTRY


def _next_station() -> GameUI:
    from tabibito.ui.nextstation import PLUGIN

    return PLUGIN


def _tokaido() -> GameUI:
    from tabibito.ui.tokaido import PLUGIN

    return PLUGIN


def _lets_go() -> GameUI:
    from tabibito.ui.letsgo import PLUGIN

    return PLUGIN


def _known_plugins() -> list[tuple[Cover, Callable[[], GameUI]]]:
    """Every game UI this build has, with its cover: importing a UI package reads its cover only.
    A game UI that cannot be imported fails loudly here instead of vanishing from the home
    screen."""
    from tabibito.ui.letsgo import COVER as LETS_GO
    from tabibito.ui.nextstation import COVER as NEXT_STATION
    from tabibito.ui.tokaido import COVER as TOKAIDO

    return [(NEXT_STATION, _next_station), (TOKAIDO, _tokaido), (LETS_GO, _lets_go)]


class Catalogue(Mapping[str, "GameUI"]):  # the interface is imported with the first game
    """The game UIs by game id: each plugin is imported when it is first looked up, while its
    cover is at hand from the start."""

    def __init__(self, entries: list[tuple[Cover, Callable[[], GameUI]]]) -> None:
        self._covers = {cover.game_id: cover for cover, _ in entries}
        self._loaders = {cover.game_id: load for cover, load in entries}
        self._plugins: dict[str, GameUI] = {}

    def cover(self, game_id: str) -> Cover:
        return self._covers[game_id]

    def __getitem__(self, game_id: str) -> GameUI:
        if game_id not in self._plugins:
            self._plugins[game_id] = self._loaders[game_id]()
        return self._plugins[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._covers)

    def __len__(self) -> int:
        return len(self._covers)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._covers


def ui_plugins(registry: Registry | None = None) -> Catalogue:
    """The plugins of the games in ``registry`` (the real one by default), in registry order."""
    games = default_registry() if registry is None else registry
    found = {cover.game_id: (cover, load) for cover, load in _known_plugins()}
    return Catalogue([found[game_id] for game_id in games.ids() if game_id in found])


def covers(registry: Registry, plugins: Mapping[str, GameUI]) -> list[Cover]:
    """The home tiles of the games that have a plugin, in registry order. A catalogue has them
    without importing a game; other plugins (a test's) are read off with their games."""
    ids = [game_id for game_id in registry.ids() if game_id in plugins]
    if isinstance(plugins, Catalogue):
        return [plugins.cover(game_id) for game_id in ids]
    return [cover_of(registry.get(game_id), plugins[game_id]) for game_id in ids]


def cover_of(game: Game, plugin: GameUI) -> Cover:
    """The cover of a game whose rules and plugin are at hand."""
    return Cover(game.id, plugin.title, plugin.tagline, plugin.tile_art(), game.min_players,
                 game.max_players, bool(plugin.tutorials()))

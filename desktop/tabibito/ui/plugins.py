"""The catalogue of game UIs: one explicit entry per registered game.

It is the only shell module that imports the games' UI packages (import-linter checks it); the
interface they implement lives in ``plugin_api``.
"""

from __future__ import annotations

from tabibito.engine import Registry

from .plugin_api import GameUI

__all__ = ["default_registry", "ui_plugins"]


def default_registry() -> Registry:
    from tabibito.games import REGISTRY

    return REGISTRY


def _known_plugins() -> list[GameUI]:
    """Every game UI this build has: one explicit import per game (PyInstaller sees each). A game
    UI that cannot be imported fails loudly here instead of vanishing from the home screen."""
    from tabibito.ui.letsgo import PLUGIN as LETS_GO
    from tabibito.ui.nextstation import PLUGIN as NEXT_STATION
    from tabibito.ui.tokaido import PLUGIN as TOKAIDO

    return [NEXT_STATION, TOKAIDO, LETS_GO]


def ui_plugins(registry: Registry | None = None) -> dict[str, GameUI]:
    """The plugins of the games in ``registry`` (the real one by default), in registry order."""
    games = default_registry() if registry is None else registry
    found = {plugin.game_id: plugin for plugin in _known_plugins()}
    return {game_id: found[game_id] for game_id in games.ids() if game_id in found}

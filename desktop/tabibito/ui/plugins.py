"""The per-game UI plugin interface, and the explicit list of plugins (one per registered game).

A plugin turns a game's keys into translated words (options, score categories, log lines, errors),
draws its board scene, and may add a side panel. The shell knows nothing else about a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from tabibito.engine import Event, Registry, TabibitoError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene, QWidget

    from .controller import MatchController


@runtime_checkable
class GameUI(Protocol):
    """What the shell needs from a game's UI package.

    The scene from ``create_board`` must offer ``refresh()`` (re-project ``controller.view()``) and
    ``retranslate()``; the panel from ``create_panel`` (if any) offers ``retranslate()``. Both listen
    to the controller's signals themselves.
    """

    game_id: str
    screenshot_moves: int  # bot moves to play for the mid-game screenshot

    def title(self) -> str: ...

    def tagline(self) -> str: ...

    def tile_art(self) -> str: ...

    def option_label(self, key: str) -> str: ...

    def option_value_label(self, key: str, value: Any) -> str: ...

    def category_label(self, key: str) -> str: ...

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None: ...

    def error_text(self, error: TabibitoError) -> str | None: ...

    def create_board(self, controller: MatchController) -> QGraphicsScene: ...

    def create_panel(self, controller: MatchController) -> QWidget | None: ...


def default_registry() -> Registry:
    from tabibito.games import REGISTRY

    return REGISTRY


def _known_plugins() -> list[GameUI]:
    """Every game UI this build has: one explicit import per game (PyInstaller sees each)."""
    from tabibito.ui.nextstation import PLUGIN as NEXT_STATION

    return [NEXT_STATION]


def ui_plugins(registry: Registry | None = None) -> dict[str, GameUI]:
    """The plugins of the games in ``registry`` (the real one by default), in registry order."""
    games = default_registry() if registry is None else registry
    found = {plugin.game_id: plugin for plugin in _known_plugins()}
    return {game_id: found[game_id] for game_id in games.ids() if game_id in found}

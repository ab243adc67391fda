"""The Next Station: Tokyo plugin of the shell: names, log lines, errors, board and panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Event, TabibitoError

from ..paths import resource_path
from . import texts

if TYPE_CHECKING:
    from ..controller import MatchController
    from .board import NextStationBoard
    from .panel import NextStationPanel

MAP_ERRORS = ("map.missing", "map.corrupt", "map.invalid")


class NextStationUI:
    """The GameUI of "nextstation" (see ``tabibito.ui.plugins.GameUI``)."""

    game_id = "nextstation"
    screenshot_moves = 40  # decisions before the mid-game screenshot: two to three lines drawn

    def title(self) -> str:
        return texts.tr(texts.GAME_TITLE)

    def tagline(self) -> str:
        return texts.tr(texts.TAGLINE)

    def tile_art(self) -> str:
        return str(resource_path("art", "nextstation", "tile.svg"))

    def option_label(self, key: str) -> str:
        return texts.option_label(key)

    def option_value_label(self, key: str, value: Any) -> str:
        if value is True:
            return QCoreApplication.translate("NextStation", "On")
        if value is False:
            return QCoreApplication.translate("NextStation", "Off")
        return str(value)

    def category_label(self, key: str) -> str:
        return texts.category_label(key)

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        return texts.event_text(event, seat_names, viewer)

    def error_text(self, error: TabibitoError) -> str | None:
        if error.key in MAP_ERRORS:
            return QCoreApplication.translate(
                "NextStation", "The map of Tokyo could not be loaded; reinstall Tabibito.")
        return texts.error_text(error)

    # Board and panel are imported when a game starts: the home screen needs only the texts above.
    def create_board(self, controller: MatchController) -> NextStationBoard:
        from .board import NextStationBoard

        return NextStationBoard(controller)

    def create_panel(self, controller: MatchController) -> NextStationPanel:
        from .panel import NextStationPanel

        return NextStationPanel(controller)


PLUGIN = NextStationUI()

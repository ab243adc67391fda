"""The Next Station: Tokyo plugin of the shell: names, prompts, log lines, errors, board, panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Event, Prompt, TabibitoError

from ..paths import resource_path
from ..plugin_api import GameUI, Table, TutorialStep
from . import texts

if TYPE_CHECKING:
    from .board import NextStationBoard
    from .panel import NextStationPanel

MAP_ERRORS = ("map.missing", "map.corrupt", "map.invalid")


class NextStationUI(GameUI):
    """The GameUI of "nextstation" (see ``tabibito.ui.plugin_api``)."""

    game_id = "nextstation"
    screenshot_moves = 40  # decisions before the mid-game screenshot: two to three lines drawn
    shows_confirm = True  # the panel's main button turns the next card

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

    def rival_label(self, rival_id: str) -> str:
        return rival_id  # every player scores on a seat of their own: no rivals to name

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        if prompt.kind == "draw_section":
            return QCoreApplication.translate(
                "NextStation", "Draw a section on the card's symbol, or pass.")
        if prompt.kind == "straight_on":
            return QCoreApplication.translate(
                "NextStation", "Draw one more section straight on, or go to the next card.")
        return QCoreApplication.translate("NextStation", "Make your move.")

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        return texts.event_text(event, seat_names, viewer)

    def error_text(self, error: TabibitoError) -> str | None:
        if error.key in MAP_ERRORS:
            return QCoreApplication.translate(
                "NextStation", "The map of Tokyo could not be loaded; reinstall Tabibito.")
        return texts.error_text(error)

    # Board and panel are imported when a game starts: the home screen needs only the texts above.
    def create_board(self, table: Table) -> NextStationBoard:
        from .board import NextStationBoard

        return NextStationBoard(table)

    def create_panel(self, table: Table) -> NextStationPanel:
        from .panel import NextStationPanel

        return NextStationPanel(table)

    # Not written yet: the shell offers no rules page and no tutorial for the game until they are.
    def rules_page(self) -> str | None:
        return None

    def tutorial_steps(self) -> Sequence[TutorialStep] | None:
        return None


PLUGIN = NextStationUI()

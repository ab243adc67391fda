"""Translated text for every error key the engine, the command line and the shell raise.

The engine speaks in keys with parameters; here each key becomes a sentence through
``QCoreApplication.translate("Messages", ...)``, and the parameters are filled in *after*
translation so that translators can move them. Game-specific keys (``map.missing``, ...) come from
the game's UI plugin.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabibito.engine import TabibitoError
from tabibito.engine.names import MAX_NAME_LENGTH

from .kit.i18n import fill

if TYPE_CHECKING:
    from .plugin_api import GameUI

# Keys raised by the shell itself (not by the engine).
BUSY = "ui.busy"
HANDOFF = "ui.handoff"
SAVE_FAILED = "ui.save_failed"
NO_BOARD = "ui.no_board"
BOT_FAILED = "ui.bot_failed"
DATA_FOLDER_UNWRITABLE = "ui.data_folder_unwritable"


def _game(params: Mapping[str, Any], plugin: GameUI | None) -> str:
    """A game's translated title when we know it, else its id as the file had it."""
    if plugin is not None and params.get("game") in (None, plugin.game_id):
        return plugin.title()
    return str(params.get("game", "?"))


def _option(params: Mapping[str, Any], plugin: GameUI | None) -> str:
    option = str(params.get("option", "?"))
    return plugin.option_label(option) if plugin is not None else option


def _move(params: Mapping[str, Any]) -> str:
    index = params.get("index")
    return str(index + 1) if isinstance(index, int) else "?"  # people count moves from 1


_Text = Callable[[Mapping[str, Any], "GameUI | None"], str]

_TEXTS: dict[str, _Text] = {
    #: an error message in a dialog or on the status line, when a saved game is opened: the file
    #: cannot be read
    "save.unreadable": lambda p, g: QCoreApplication.translate(
        "Messages", "The file could not be read. Check that it still exists and that you may open it."),
    #: an error message in a dialog or on the status line, when a saved game is opened: its contents
    #: are broken
    "save.corrupt": lambda p, g: QCoreApplication.translate(
        "Messages", "This saved game is damaged and cannot be loaded."),
    #: an error message in a dialog or on the status line, when a saved game is opened: the file
    #: ends too early
    "save.truncated": lambda p, g: QCoreApplication.translate(
        "Messages", "This saved game is incomplete: it was cut off while it was written or copied."),
    #: an error message in a dialog or on the status line, when a file that is not a saved game is
    #: opened
    "save.foreign": lambda p, g: QCoreApplication.translate(
        "Messages", "This file is not a Tabibito saved game."),
    #: an error message in a dialog or on the status line, when a file far too large for a saved
    #: game is opened
    "save.too_large": lambda p, g: QCoreApplication.translate(
        "Messages", "This file is too large to be a Tabibito saved game."),
    #: an error message in a dialog or on the status line, when a saved game of a newer app version
    #: is opened
    "save.newer": lambda p, g: QCoreApplication.translate(
        "Messages", "This game was saved by a newer version of Tabibito. Update the app to open it."),
    #: %1 the game's identifier written in the file (such as "tokaido")
    "save.unknown_game": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "This saved game is of a game this version of Tabibito does not have (%1)."),
        _game(p, None)),
    #: %1 the number of the move, counted from 1
    "save.illegal_action": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "This saved game breaks the rules at move %1, so it cannot be replayed."),
        _move(p)),
    #: %1 the game's title
    "save.newer_game": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "This game of %1 was saved with newer rules than this version of Tabibito "
        "knows. Update the app to open it."), _game(p, g)),
    #: an error message in a dialog or on the status line, when a saved game replays to another
    #: position than the one it recorded
    "save.fingerprint": lambda p, g: QCoreApplication.translate(
        "Messages", "This saved game does not replay to the game that was saved: it was changed "
        "or damaged."),
    #: an error message in a dialog or on the status line of the new-game dialog: a player's name is
    #: left empty
    "seats.name_empty": lambda p, g: QCoreApplication.translate(
        "Messages", "Every player needs a name."),
    #: %1 the largest number of characters
    "seats.name_long": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "A player's name may have at most %1 characters."), MAX_NAME_LENGTH),
    #: an error message in a dialog or on the status line of the new-game dialog: a name holds a
    #: tab, a line break or an invisible character
    "seats.name_character": lambda p, g: QCoreApplication.translate(
        "Messages", "A player's name may not hold control or invisible characters."),
    #: %1 the game's title, %2 the option as written on the command line
    "option.unknown": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "%1 has no option “%2”."), _game(p, g), p.get("option", "?")),
    #: %1 the value as written on the command line, %2 the option's name
    "option.value": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "“%1” is not a possible value of the option “%2”."),
        p.get("value", "?"), _option(p, g)),
    #: %1 what was written on the command line
    "option.syntax": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "Write options as KEY=VALUE, not “%1”."), p.get("option", "?")),
    #: %1 the game's title, %2 the fewest and %3 the most players, %4 the number asked for
    "seats.count": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "%1 is played by %2 to %3 players, not %4."),
        _game(p, g), p.get("low", "?"), p.get("high", "?"), p.get("count", "?")),
    #: %1 the level as written on the command line, %2 the game's title
    "seats.level": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "“%1” is not a level of the computer players of %2."),
        p.get("level", "?"), _game(p, g)),
    #: an error of the command line (tabibito simulate --levels): too few or too many levels for the
    #: seats
    "seats.levels_count": lambda p, g: QCoreApplication.translate(
        "Messages", "Give one computer level for every seat, or one level for all of them."),
    #: an error of the command line (tabibito simulate --games 0)
    "simulate.games": lambda p, g: QCoreApplication.translate(
        "Messages", "The number of games to simulate must be at least one."),
    #: %1 the game as written on the command line or in a file
    "game.unknown": lambda p, g: fill(QCoreApplication.translate(
        "Messages", "This version of Tabibito does not have the game “%1”."), _game(p, None)),
    #: on the status line when a player clicks the table while another player is to move
    "action.not_your_turn": lambda p, g: QCoreApplication.translate("Messages", "It is not your turn."),
    #: on the status line when a click asks for a move the rules refuse and the game has no more
    #: precise reason
    "action.illegal": lambda p, g: QCoreApplication.translate("Messages", "That move is not allowed now."),
    #: the shell's Confirm (a game's "Next card", "Go on") pressed while a decision is still open
    "action.nothing_to_resolve": lambda p, g: QCoreApplication.translate(
        "Messages", "There is nothing to confirm yet."),
    #: on the status line when a player clicks while a computer player is thinking
    BUSY: lambda p, g: QCoreApplication.translate("Messages", "Please wait: a computer player is deciding."),
    #: on the status line when a click reaches the table while the hand-off screen asks to pass the
    #: device
    HANDOFF: lambda p, g: QCoreApplication.translate("Messages", "Pass the device to the next player first."),
    #: %1 the system's reason (such as "Permission denied"), in the system's language
    SAVE_FAILED: lambda p, g: fill(QCoreApplication.translate(
        "Messages", "The game could not be saved (%1). Your game goes on; try another folder."),
        p.get("detail", "?")),
    #: %1 the game's title
    NO_BOARD: lambda p, g: fill(QCoreApplication.translate(
        "Messages", "%1 cannot be shown: this version has no board for it."), _game(p, g)),
    #: a dialog when a computer player's search fails with an internal error; the game stays on
    #: screen
    BOT_FAILED: lambda p, g: QCoreApplication.translate(
        "Messages", "A computer player could not decide. Save the game and report the problem."),
    #: %1 the folder's path
    DATA_FOLDER_UNWRITABLE: lambda p, g: fill(QCoreApplication.translate(
        "Messages", "Tabibito cannot write to its folder %1, so games are not saved "
        "automatically: use “Save as…” to keep this one."), p.get("path", "?")),
}


def error_text(error: TabibitoError, plugin: GameUI | None = None) -> str:
    """The translated sentence for ``error``: the game's own words first, then ours."""
    if plugin is not None:
        special = plugin.error_text(error)
        if special:
            return special
    text = _TEXTS.get(error.key)
    if text is None:
        #: %1 an internal code of the problem, for a bug report (such as "save.corrupt")
        return fill(QCoreApplication.translate("Messages", "Something went wrong (%1)."), error.key)
    return text(error.params, plugin)

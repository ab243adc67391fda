"""A table's view as the game's own state. The table serves every game, so it types a view as the
engine's ``State``; a game's UI reads its own state's parts through ``view_as``, which checks that
the view is the game's (where a cast would only assume it)."""

from __future__ import annotations

from typing import TypeVar

from tabibito.engine import State

GameState = TypeVar("GameState", bound=State)


def view_as(view: State, game_state: type[GameState]) -> GameState:
    """``view`` (a table's view, or a state) as ``game_state``, the game's state class."""
    if not isinstance(view, game_state):
        raise TypeError(f"a {game_state.__name__} was expected, not {type(view).__name__}")
    return view

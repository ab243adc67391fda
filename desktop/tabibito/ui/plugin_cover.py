"""The part of the game UI interface that the window's first frame reads: a game's ``Cover``
(its home tile) and ``plugin_hook``, which imports the game's plugin when it is first asked for.

The rest of the interface (``plugin_api``: the plugin's protocols, tutorials, hints) is imported
with the first game opened: its dataclasses alone took a few milliseconds of every start
(the three read before the first frame are named tuples, which cost a fraction of that).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .plugin_api import GameUI


class Cover(NamedTuple):
    """What the home screen shows of a game before the game is first opened: its tile.

    A game UI package gives it from a module of its own (``cover.py``) that imports nothing of
    the game's rules, board or words, so the window's first frame waits for none of them; its
    plugin says the same (``title``, ``tagline``, ``tile_art``). ``title`` and ``tagline`` give
    the words in the current language; ``art`` is the path of the tile's SVG; the player counts
    are the rules' and ``tutorial`` says whether the plugin has a tutorial (a test checks both).
    """

    game_id: str
    title: Callable[[], str]
    tagline: Callable[[], str]
    art: str
    min_players: int
    max_players: int
    tutorial: bool


def plugin_hook(package: str) -> Callable[[str], GameUI]:
    """A game UI package's module ``__getattr__``: its ``PLUGIN``, imported from the package's
    ``plugin`` module when first asked for, so that importing the package reads only its cover
    (the window's first frame waits for no game). PyInstaller is told of each plugin module by
    the spec, which reads the registry."""

    def attribute(name: str) -> GameUI:
        if name == "PLUGIN":
            plugin: GameUI = import_module(f"{package}.plugin").PLUGIN
            return plugin
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return attribute

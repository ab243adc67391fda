"""One form for every game's scripted start: what a tutorial, a puzzle or a test fixes of the
deal (decks stacked, cards dealt, travellers kept) instead of leaving it to the shuffle.

A match names its start as plain JSON values, ``Match(..., setup={...})``; the save keeps it
and replays from it, and ``Game.upgrade_setup`` adds what an older save's rules need. Every key
may be left out: what a setup leaves out is dealt at random, and without a setup the game is
dealt exactly as if there were none. Each game reads it the same way, through the
``ScriptedStart`` of its ``setup.py``: a frozen dataclass on this base whose fields (each with a
default: dealt at random) are what a setup may fix. ``Game.new_state`` begins with

    start = ScriptedStart.from_setup(setup, options, len(seats))

so a setup is checked before anything is dealt: one the box could not have dealt raises
``OptionError("setup.invalid", game=<the game's id>, detail=<what is wrong>)``, ``detail``
"keys" for one that is not a mapping of the game's keys. ``new_state`` then deals with the
start: it lays it on the freshly dealt state (``start.apply(state)``, the generator used as in a
game without a setup), or, where a stacked card replaces a shuffle and stays part of the state,
gives it to the state's constructor. Which of the two a game does is fixed by its saves: they
replay from the seed and the setup to their stored fingerprint.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from .errors import OptionError


class ScriptedStart(ABC):
    """A game's scripted start, checked; its subclass is a frozen dataclass whose fields all
    have defaults (the empty start: everything dealt)."""

    game: ClassVar[str]  # the game's id, named by a refusal
    keys: ClassVar[frozenset[str]]  # the keys a setup of the game may hold

    @classmethod
    def from_setup(cls, setup: object, options: Mapping[str, Any], players: int) -> Self:
        """The start ``setup`` asks for (None: the empty start), checked against the game's
        resolved ``options`` and its number of ``players``."""
        if setup is None:
            return cls()
        if not isinstance(setup, Mapping) or not set(setup) <= cls.keys:
            raise cls.invalid("keys")
        return cls.checked(setup, options, players)

    @classmethod
    @abstractmethod
    def checked(cls, setup: Mapping[str, Any], options: Mapping[str, Any],
                players: int) -> Self:
        """The start of a mapping of the game's keys, each value checked against what the box
        and the options could deal (else ``invalid``)."""

    @classmethod
    def invalid(cls, detail: str) -> OptionError:
        return OptionError("setup.invalid", game=cls.game, detail=detail)


def is_list(value: object) -> bool:
    """Whether a setup's ``value`` is a list of ids (a string is a sequence too, but never one)."""
    return isinstance(value, Sequence) and not isinstance(value, str)

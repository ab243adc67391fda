"""The sounds the table makes: one name per kind of moment, and the files behind each.

A game says which of its events sounds like which cue (``GameUI.event_sound``); the shell adds
its own moments (the device handed on, a refused click, the winner). The files are made by
``packaging/tools/make_sounds.py``: ``resources/sounds/<cue>-<n>.wav``, a few variants of each,
and ``music-<name>.wav``, one calm loop per game and one for the home screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from .paths import resource_path

if TYPE_CHECKING:
    from tabibito.engine import Event

HOME_MUSIC = "home"


class Cue(StrEnum):
    CARD_FLIP = "card_flip"      # a card turned face up
    CARD_DEAL = "card_deal"      # cards dealt or drawn into a hand
    CARD_PLACE = "card_place"    # a card, tile or token laid down
    PAWN_STEP = "pawn_step"      # a pawn walking on
    COINS = "coins"              # coins paid or gained
    DIE = "die"                  # the die rolled
    PENCIL = "pencil"            # a stroke of the pencil (or the brush)
    DAY_CLOSED = "day_closed"    # a day of the trip closed with its bonus
    POINTS = "points"            # points counted
    COMPLETED = "completed"      # a panorama, an objective, an achievement completed
    ROUND_END = "round_end"      # the round's end (an inn reached, a line counted)
    WINNER = "winner"            # the game's end, its winner
    HANDOFF = "handoff"          # the device goes to the next player
    REFUSED = "refused"          # a click the table refused


def sounds_folder() -> Path:
    return resource_path("sounds")


def cue_files(cue: Cue) -> list[Path]:
    """The variants of ``cue``, in order."""
    return sorted(sounds_folder().glob(f"{cue.value}-*.wav"))


def music_file(name: str) -> Path:
    """The music loop of a game (its id) or of the home screen (``HOME_MUSIC``)."""
    return sounds_folder() / f"music-{name}.wav"


def music_files() -> list[Path]:
    """Every music loop in the sounds' folder."""
    return sorted(sounds_folder().glob("music-*.wav"))


def cue_of(event: Event, cues: Mapping[str, Cue]) -> Cue | None:
    """A game's cue for ``event``'s kind (``cues``); a kind without one is silent unless it
    scores points, which are heard."""
    cue = cues.get(event.kind)
    if cue is None and event.params.get("points", 0) > 0:
        return Cue.POINTS
    return cue

"""Tokaido as a game of the collection: player counts, options (the base variants, Crossroads
and its two variants) and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Bot, Game, OptionSpec, Seat

from .bots import make_bot
from .data import load_data
from .rules import MAX_PLAYERS, MIN_PLAYERS, TokaidoState, new_state
from .setup import scripted_state

RULES_VERSION = 1  # with Crossroads off the base game plays exactly as before
# §11, the official base variants; §12 Crossroads and its two variants, which need it.
BASE_VARIANTS = ("initiation", "return_trip", "gastronomy", "preparations")
CROSSROADS = "crossroads"
CROSSROADS_VARIANTS = ("rare_and_precious", "good_luck")


class TokaidoGame(Game):
    id = "tokaido"
    rules_version = RULES_VERSION
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = (tuple(OptionSpec(key, False) for key in BASE_VARIANTS)
               + (OptionSpec(CROSSROADS, False),)
               + tuple(OptionSpec(key, False, requires=(CROSSROADS,))
                       for key in CROSSROADS_VARIANTS))
    # Every expansion and variant that combine; Initiation takes the travellers away, so the
    # full game keeps them.
    full_options = {"return_trip": True, "gastronomy": True, "preparations": True,
                    CROSSROADS: True, "rare_and_precious": True, "good_luck": True}

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> TokaidoState:
        # A scripted start (a tutorial's) replaces what it names of the dealt game (setup.py).
        return scripted_state(new_state(load_data(), len(seats), seed, options), setup)

    def make_bot(self, level: str) -> Bot:
        return make_bot(level)

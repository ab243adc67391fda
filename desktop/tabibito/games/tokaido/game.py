"""Tokaido as a game of the collection: player counts, options (the base variants, Crossroads
and its two variants) and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Bot, Game, OptionSpec, Seat

from .bots import make_bot
from .data import load_data
from .rules import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION, TokaidoState, new_state
from .setup import RULES_KEY, ScriptedStart

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
        start = ScriptedStart.from_setup(setup, options, len(seats))
        # Laid on the dealt state: it replaces what it names of the deal (setup.py).
        return start.apply(new_state(load_data(), len(seats), seed, options))

    def upgrade_setup(self, setup: Mapping[str, Any] | None,
                      from_version: int) -> Mapping[str, Any] | None:
        """An older save replays by the rules it was played by (rules.RULES_VERSION says what
        changed; with Crossroads off nothing did): its set-up names them. A set-up that is not
        a mapping is left for ``new_state`` to refuse."""
        if from_version >= RULES_VERSION:
            return setup
        if setup is None:
            return {RULES_KEY: from_version}
        if not isinstance(setup, Mapping):
            return setup
        return {**setup, RULES_KEY: from_version}

    def make_bot(self, level: str) -> Bot[TokaidoState]:
        return make_bot(level)

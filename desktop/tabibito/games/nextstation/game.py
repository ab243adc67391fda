"""Next Station: Tokyo as a game of the collection: options, set-up, old saves and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Action, Bot, Game, OptionSpec, Rng, Seat, State

from .bots import make_bot
from .expert import expert
from .rules import STOP, NextStationState
from .setup import PASS_TO_PREVIOUS_SEAT, ScriptedStart
from .tokyo_map import load_map

# Rules version 1 let a human confirm each drawn section before the next card was flipped;
# version 2 flips it in the resolution step, once every seat has decided. Version 3 passes the
# pencils on to the next seat at a new round (rules.PENCIL_PASSING); versions 1 and 2 passed
# them to the previous one.
RULES_VERSION = 3
CONFIRMED_SECTIONS_UNTIL = 1
PENCILS_TO_PREVIOUS_SEAT_UNTIL = 2


class NextStationGame(Game):
    id = "nextstation"
    rules_version = RULES_VERSION
    min_players = 1
    max_players = 4
    options = (OptionSpec("effects", False), OptionSpec("objectives", False))
    full_options = {"effects": True, "objectives": True}

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> NextStationState:
        start = ScriptedStart.from_setup(setup, options, len(seats))
        # Into the constructor: a stacked deck replaces a round's shuffle (setup.py).
        return NextStationState(load_map(), len(seats), Rng(seed),
                                effects=bool(options.get("effects", False)),
                                objectives=bool(options.get("objectives", False)),
                                decks=start.decks, pairs=start.pairs,
                                shared_objectives=start.objectives, pencils=start.pencils)

    def upgrade_setup(self, setup: Mapping[str, Any] | None,
                      from_version: int) -> Mapping[str, Any] | None:
        """A save of rules version 1 or 2 was played with the pencils passed to the previous
        seat: its set-up says so, and the game replays as it was played (the sheets of the
        snapshot hold the pencils, so its fingerprint still matches). A set-up that is not a
        mapping is left for ``new_state`` to refuse."""
        if from_version > PENCILS_TO_PREVIOUS_SEAT_UNTIL:
            return setup
        if setup is None:
            return {"pencils": PASS_TO_PREVIOUS_SEAT}
        if not isinstance(setup, Mapping):
            return setup
        return {**setup, "pencils": PASS_TO_PREVIOUS_SEAT}

    def upgrade_action(self, state: State, seat: int, action: Action,
                       from_version: int) -> Action | None:
        """A version-1 save holds a human's confirmation after every drawn section; now the seat
        is done with the section itself, so such a confirmation is dropped. A confirmation that
        is still legal stops straight on, as it did then."""
        if (from_version <= CONFIRMED_SECTIONS_UNTIL and action == STOP
                and action not in state.legal_actions(seat)):
            return None
        return action

    def make_bot(self, level: str) -> Bot[NextStationState]:
        if level == "expert":  # a search over the levels below (a module of its own)
            return expert()
        return make_bot(level)

"""Next Station: Tokyo as a game of the collection: options, set-up and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Bot, Game, OptionSpec, Rng, Seat

from .bots import make_bot
from .rules import NextStationState
from .tokyo_map import load_map


class NextStationGame(Game):
    id = "nextstation"
    min_players = 1
    max_players = 4
    options = (OptionSpec("effects", False), OptionSpec("objectives", False))

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat],
                  seed: int) -> NextStationState:
        return NextStationState(load_map(), len(seats), Rng(seed),
                                effects=bool(options.get("effects", False)),
                                objectives=bool(options.get("objectives", False)),
                                confirming=[i for i, seat in enumerate(seats) if seat.is_human])

    def make_bot(self, level: str) -> Bot:
        return make_bot(level)

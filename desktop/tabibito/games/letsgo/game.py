"""Let's Go! To Japan as a game of the collection: player counts, the Passport expansion, the
solo travel agency's level, and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Bot, Game, OptionSpec, Seat

from .bots import make_bot
from .data import load_data
from .rules import (
    AGENCY,
    AGENCY_LEVELS,
    DEFAULT_AGENCY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    LetsGoState,
    new_state,
)
from .setup import StackedStart

RULES_VERSION = 1
PASSPORT_OPTION = "passport"


class LetsGoGame(Game):
    id = "letsgo"
    rules_version = RULES_VERSION
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bench_players = 4  # issue 9 sets its speed goal for random 4-player games
    options = (OptionSpec(PASSPORT_OPTION, False),
               OptionSpec(AGENCY, DEFAULT_AGENCY, choices=AGENCY_LEVELS, players=(1, 1)))
    full_options = {PASSPORT_OPTION: True}

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> LetsGoState:
        data = load_data()
        stacked = StackedStart.from_setup(setup, options, len(seats), data)
        state = new_state(data, len(seats), seed, options)
        stacked.apply(state)  # a scripted start (tutorials): the decks stacked, tokens laid
        return state

    def make_bot(self, level: str) -> Bot:
        return make_bot(level)

"""Let's Go! To Japan as a game of the collection: player counts, the Passport expansion, the
solo travel agency's level, and bots."""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Bot, Game, Match, OptionSpec, Seat

from .bots import make_bot
from .data import load_data
from .expert import ExpertBot
from .planner import best_choices
from .rules import (
    AGENCY,
    AGENCY_LEVELS,
    DEFAULT_AGENCY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    LetsGoState,
    lets_go_state,
    new_state,
)
from .setup import ScriptedStart
from .trip import Trip

RULES_VERSION = 1
PASSPORT_OPTION = "passport"


class LetsGoGame(Game):
    id = "letsgo"
    rules_version = RULES_VERSION
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bench_players: int = 4  # issue 9 sets its speed goal for random 4-player games
    options = (OptionSpec(PASSPORT_OPTION, False),
               OptionSpec(AGENCY, DEFAULT_AGENCY, choices=AGENCY_LEVELS, players=(1, 1)))
    full_options = {PASSPORT_OPTION: True}

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> LetsGoState:
        start = ScriptedStart.from_setup(setup, options, len(seats))
        # Laid on the dealt state: the decks restacked, the tokens laid (setup.py).
        return start.apply(new_state(load_data(), len(seats), seed, options))

    def make_bot(self, level: str) -> Bot[LetsGoState]:
        if level == "expert":  # a search over the levels below (a module of its own)
            return ExpertBot()
        return make_bot(level)

    def bench_figures(self, quick: bool) -> dict[str, dict[str, float]]:
        return {"trip_planner_seconds": trip_planner_seconds(self, 4 if quick else 100)}


def trip_planner_seconds(game: LetsGoGame, itineraries: int = 100) -> dict[str, float]:
    """The trip planner: seconds for its first answer (the whole trip searched) on the finished
    itineraries of seeded random drafts, median and worst, in the CPU time of this process like
    the bench's speeds (a quick run takes a handful of itineraries only)."""
    times = []
    for trip in finished_trips(game, itineraries):
        tick = time.process_time()
        best_choices(trip)
        times.append(time.process_time() - tick)
    return {"median": round(statistics.median(times), 6), "max": round(max(times), 6),
            "itineraries": len(times)}


def finished_trips(game: LetsGoGame, count: int) -> list[Trip]:
    """The trips of seeded games of easy bots at the bench's table (4 players), taken as the
    draft ends (half of them with the Passport expansion)."""
    seats = [Seat(f"bot {i}", "easy") for i in range(game.bench_players)]
    trips: list[Trip] = []
    seed = 0
    while len(trips) < count:
        match = Match(game, {PASSPORT_OPTION: seed % 2 == 1}, seats, seed)
        while not match.is_over() and not lets_go_state(match.state).trips:
            seat = match.bots_to_act()[0]
            match.apply(seat, match.bot_action(seat))
        trips.extend(trip.clone() for trip in lets_go_state(match.state).trips)
        seed += 1
    return trips[:count]

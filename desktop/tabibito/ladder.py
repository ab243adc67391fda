"""The ladder of computer levels, measured (issue 24 §2): in every game one player of a level
against three of the level below (the level above should win at least 40 % of those games, a
quarter being chance), each level's mean score alone (solo games), and in Let's Go's solo game
each level against the travel agency. ``tabibito simulate --ladder`` prints it.

Games are seeded (seed, seed + 1, ...), so a run is the same on any machine; the seat of the
player of the higher level turns round the table, so no seat's place in the turn order favours
it. A shared win counts as a share (two winners: half a win each)."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from tabibito import engine

# Let's Go's solo levels of the travel agency, and the option that names them.
AGENCY_OPTION = "agency"
AGENCY_LEVELS = ("normal", "hard")
TABLE = 4  # the ladder's table: one of a level against three of the level below


@dataclass(frozen=True)
class Played:
    """One game of a run: the totals of the seats, the share of the win of the seat measured
    (``seat``), and the rival's total (the travel agency) if there is one."""

    totals: tuple[int, ...]
    seat: int
    won: float
    rival: int | None = None


def play(registry: engine.Registry, game_id: str, levels: Sequence[str],
         options: Mapping[str, Any], seed: int, seat: int) -> Played:
    """A seeded game of computer players, ``levels`` per seat, to its end."""
    game = registry.get(game_id)
    seats = [engine.Seat(f"{level.capitalize()} {index + 1}", level)
             for index, level in enumerate(levels)]
    match = engine.Match(game, dict(options), seats, seed)
    match.play_bots()
    scores = match.state.scores()
    rival = scores.rivals[0].total if scores.rivals else None
    if rival is not None:  # solo against the agency: beating it is winning
        mine = scores.totals[seat]
        won = 1.0 if mine > rival else 0.5 if mine == rival else 0.0
    else:
        won = 1.0 / len(scores.winners) if seat in scores.winners else 0.0
    return Played(tuple(scores.totals), seat, won, rival)


@dataclass(frozen=True)
class Run:
    """A run's games and what they come to."""

    name: str
    games: tuple[Played, ...]

    def figures(self) -> dict[str, Any]:
        mine = [game.totals[game.seat] for game in self.games]
        others = [total for game in self.games
                  for seat, total in enumerate(game.totals) if seat != game.seat]
        rivals = [game.rival for game in self.games if game.rival is not None]
        figures: dict[str, Any] = {
            "games": len(self.games),
            "win_rate": round(statistics.fmean(game.won for game in self.games), 3),
            "mean": round(statistics.fmean(mine), 2)}
        if others:
            figures["others_mean"] = round(statistics.fmean(others), 2)
        if rivals:
            figures["rival_mean"] = round(statistics.fmean(rivals), 2)
        return figures


Job = tuple[str, Sequence[str], Mapping[str, Any], int, int]


def runs(game: engine.Game, games: int, seed: int) -> dict[str, list[Job]]:
    """The ladder's runs of ``game``, each a list of games to play: ``<upper>_vs_<lower>`` one
    of a level against three of the level below (fewer where the game seats fewer); ``solo:<level>`` one alone (games with a
    solo mode); ``agency:<level>:<agency>`` Let's Go's solo game against that travel agency."""
    found: dict[str, list[Job]] = {}
    levels = game.bot_levels
    players = min(TABLE, game.max_players)
    for lower, upper in zip(levels, levels[1:], strict=False):
        found[f"{upper}_vs_{lower}"] = [
            (game.id, [upper if seat == n % players else lower for seat in range(players)],
             {}, seed + n, n % players)
            for n in range(games)]
    if game.min_players == 1:
        agency = any(spec.key == AGENCY_OPTION for spec in game.options)
        for level in levels:
            found[f"solo:{level}"] = [(game.id, [level], {}, seed + n, 0) for n in range(games)]
            if agency and level in ("hard", "expert"):
                for rival in AGENCY_LEVELS:
                    found[f"agency:{level}:{rival}"] = [
                        (game.id, [level], {AGENCY_OPTION: rival}, seed + n, 0)
                        for n in range(games)]
    return found


def measure(registry: engine.Registry, game: engine.Game, games: int, seed: int = 1,
            jobs: int = 1, only: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """Every run of the ladder of ``game`` (those ``only`` keeps), played over ``jobs``
    processes: its figures by name."""
    planned = {name: todo for name, todo in runs(game, games, seed).items()
               if only is None or only(name)}
    results: dict[str, Any] = {}
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            pending = {name: [pool.submit(_play_default, *job) for job in todo]
                       for name, todo in planned.items()}
            for name, futures in pending.items():
                results[name] = Run(name, tuple(f.result() for f in futures)).figures()
        return results
    for name, todo in planned.items():
        results[name] = Run(name, tuple(play(registry, *job) for job in todo)).figures()
    return results


def _play_default(game_id: str, levels: Sequence[str], options: Mapping[str, Any], seed: int,
                  seat: int) -> Played:
    """``play`` in a worker process, with the app's registry of games."""
    from tabibito.games import REGISTRY

    return play(REGISTRY, game_id, levels, options, seed, seat)

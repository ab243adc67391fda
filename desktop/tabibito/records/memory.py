"""What the home screen's tiles remember of each game (nextstation-ux point 10): how many games
were finished, the best score a person made and by whom, and the best solo rating reached.

Read-only, over the connection of ``Records.db``; computer players' scores are not a person's
best, and a game never finished leaves no memory."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class GameMemory:
    """One game's memory on its home tile."""

    played: int
    best: int | None  # the best score of a person at the table (None: only computers scored)
    best_by: str | None  # who made it (the earliest to make it, on a tie)
    best_solo_rating: int | None  # the best solo rating's index (None: no rated solo game)


def game_memories(db: sqlite3.Connection) -> dict[str, GameMemory]:
    """Each recorded game's memory, by game id (a game with no finished game is absent)."""
    played = dict(db.execute("SELECT game, count(*) FROM games GROUP BY game").fetchall())
    ratings = dict(db.execute(
        "SELECT game, max(solo_rating) FROM games WHERE solo_rating IS NOT NULL "
        "GROUP BY game").fetchall())
    best: dict[str, tuple[int, str]] = {}
    rows = db.execute(
        "SELECT g.game, s.total, s.name FROM seats s JOIN games g ON g.id = s.game_id "
        "WHERE s.level IS NULL ORDER BY g.game, s.total DESC, g.finished, g.id, s.seat")
    for game, total, name in rows:
        best.setdefault(game, (total, name))  # the first row of a game is its best
    memories = {}
    for game, count in played.items():
        score, name = best.get(game, (None, None))
        memories[game] = GameMemory(count, score, name, ratings.get(game))
    return memories

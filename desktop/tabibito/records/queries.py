"""What the Records screen and ``tabibito stats`` show: per player and game, the games played and
won (against each computer level, against people, against each travel agency), the best and mean
score and its make-up, the solo ratings over time, the recent games, and the history as CSV.

Read-only: every function takes the connection of ``Records.db``.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any

# Who a game was played against: a computer level, or this for people at the other seats.
PEOPLE = "people"
# A seat without a computer level, in the CSV's level column.
HUMAN = "human"
RECENT_LIMIT = 50
CSV_COLUMNS = ("game_number", "finished", "game", "options", "seat", "player", "level", "score",
               "winner", "categories", "hints", "moves", "seconds")


@dataclass(frozen=True)
class Tally:
    """Games played and won."""

    played: int = 0
    won: int = 0


@dataclass(frozen=True)
class ScorePoint:
    """One finished game on a player's line over time."""

    finished: str
    score: int
    won: bool


@dataclass(frozen=True)
class PlayerStats:
    """One profile's record at one game."""

    player: str
    game: str
    played: int
    won: int
    best: int | None
    mean: float | None
    # Games against each computer level and against PEOPLE; a game against several counts
    # for each of them.
    against: dict[str, Tally]
    # Mean points per category over the games played (a category a game lacked counts 0), in
    # the score sheet's order: they add up to the mean score.
    mean_breakdown: dict[str, float]
    # Solo games against a rival (Let's Go's agency), per its level.
    against_rivals: dict[str, Tally]
    # Next Station's solo ratings, oldest first: (date, index into the solo rating bands).
    solo_ratings: list[tuple[str, int]]
    scores: list[ScorePoint] = field(default_factory=list)


@dataclass(frozen=True)
class SeatResult:
    name: str
    level: str | None
    score: int
    winner: bool


@dataclass(frozen=True)
class GameSummary:
    """A line of the recent games; ``game_id`` opens its save (``saved_game``)."""

    game_id: int
    game: str
    finished: str
    seats: list[SeatResult]
    rivals: list[dict[str, Any]]
    moves: int
    seconds: float | None


def player_stats(db: sqlite3.Connection, player: str, game: str) -> PlayerStats:
    """``player``'s record at ``game`` (all zero for a name that never played it)."""
    played, won, best, mean = db.execute(
        "SELECT count(*), coalesce(sum(s.winner), 0), max(s.total), avg(s.total) "
        "FROM seats s JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id "
        "WHERE p.name = ? AND g.game = ?", (player, game)).fetchone()
    return PlayerStats(
        player, game, played, won, best, None if mean is None else round(mean, 2),
        _against(db, player, game), _mean_breakdown(db, player, game, played),
        _against_rivals(db, player, game), _solo_ratings(db, player, game),
        score_history(db, player, game))


def _against(db: sqlite3.Connection, player: str, game: str) -> dict[str, Tally]:
    rows = db.execute(
        f"SELECT coalesce(o.level, '{PEOPLE}'), count(DISTINCT s.game_id), "
        "count(DISTINCT CASE WHEN s.winner THEN s.game_id END) "
        "FROM seats s JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id "
        "JOIN seats o ON o.game_id = s.game_id AND o.seat != s.seat "
        "WHERE p.name = ? AND g.game = ? GROUP BY 1 ORDER BY 1", (player, game))
    return {kind: Tally(played, won) for kind, played, won in rows}


def _mean_breakdown(db: sqlite3.Connection, player: str, game: str,
                    played: int) -> dict[str, float]:
    if not played:
        return {}
    rows = db.execute(
        "SELECT c.category, sum(c.points) FROM seat_scores c "
        "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
        "JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id "
        "WHERE p.name = ? AND g.game = ? GROUP BY c.category ORDER BY min(c.position), 1",
        (player, game))
    return {category: round(points / played, 2) for category, points in rows}


def _against_rivals(db: sqlite3.Connection, player: str, game: str) -> dict[str, Tally]:
    # A solo game has one rival at most (Let's Go's agency): the first is the one.
    rows = db.execute(
        "SELECT json_extract(g.rivals, '$[0].level'), count(*), coalesce(sum(s.winner), 0) "
        "FROM seats s JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id "
        "WHERE p.name = ? AND g.game = ? AND json_array_length(g.rivals) > 0 "
        "GROUP BY 1 ORDER BY 1", (player, game))
    return {str(level): Tally(played, won) for level, played, won in rows}


def _solo_ratings(db: sqlite3.Connection, player: str, game: str) -> list[tuple[str, int]]:
    rows = db.execute(
        "SELECT g.finished, g.solo_rating FROM seats s JOIN games g ON g.id = s.game_id "
        "JOIN profiles p ON p.id = s.profile_id "
        "WHERE p.name = ? AND g.game = ? AND g.solo_rating IS NOT NULL "
        "ORDER BY g.finished, g.id", (player, game))
    return [(finished, rating) for finished, rating in rows]


def score_history(db: sqlite3.Connection, player: str, game: str) -> list[ScorePoint]:
    """``player``'s scores at ``game``, oldest first (the chart of scores over time)."""
    rows = db.execute(
        "SELECT g.finished, s.total, s.winner FROM seats s JOIN games g ON g.id = s.game_id "
        "JOIN profiles p ON p.id = s.profile_id WHERE p.name = ? AND g.game = ? "
        "ORDER BY g.finished, g.id", (player, game))
    return [ScorePoint(finished, total, bool(won)) for finished, total, won in rows]


def games_played(db: sqlite3.Connection, player: str | None = None) -> dict[str, int]:
    """How many games of each game are recorded (with ``player`` at the table)."""
    where, values = _filters(None, player)
    rows = db.execute(f"SELECT g.game, count(*) FROM games g {where} GROUP BY g.game "
                      "ORDER BY g.game", values)
    return dict(rows.fetchall())


def players(db: sqlite3.Connection, game: str | None = None) -> list[str]:
    """The profiles that played (``game``), most games first."""
    games = "JOIN games g ON g.id = s.game_id WHERE g.game = ?" if game else ""
    rows = db.execute(
        "SELECT p.name FROM (SELECT s.profile_id, count(*) AS played FROM seats s "
        f"{games} GROUP BY s.profile_id) AS t JOIN profiles p ON p.id = t.profile_id "
        "ORDER BY t.played DESC, p.name", (game,) if game else ())
    return [name for (name,) in rows]


@dataclass(frozen=True)
class Standing:
    """One profile's line in a game's table of everyone who played it."""

    player: str
    played: int
    won: int
    best: int


def standings(db: sqlite3.Connection, game: str) -> list[Standing]:
    """Everyone who played ``game``: most games won first, then the best score, then the name."""
    rows = db.execute(
        "SELECT p.name, count(*), coalesce(sum(s.winner), 0), max(s.total) FROM seats s "
        "JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id "
        "WHERE g.game = ? GROUP BY p.id ORDER BY 3 DESC, 4 DESC, p.name", (game,))
    return [Standing(*row) for row in rows]


def _filters(game: str | None, player: str | None) -> tuple[str, tuple[str, ...]]:
    """A WHERE clause over ``games g`` for the recent games' filters."""
    clauses, values = [], []
    if game:
        clauses.append("g.game = ?")
        values.append(game)
    if player:
        clauses.append("g.id IN (SELECT s.game_id FROM seats s JOIN profiles p "
                       "ON p.id = s.profile_id WHERE p.name = ?)")
        values.append(player)
    return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(values)


def recent_games(db: sqlite3.Connection, *, game: str | None = None, player: str | None = None,
                 limit: int = RECENT_LIMIT, offset: int = 0) -> list[GameSummary]:
    """The latest finished games, newest first, of ``game`` and with ``player`` if given."""
    where, values = _filters(game, player)
    rows = db.execute(
        "SELECT g.id, g.game, g.finished, g.rivals, g.moves, g.seconds FROM games g "
        f"{where} ORDER BY g.finished DESC, g.id DESC LIMIT ? OFFSET ?",
        (*values, limit, offset)).fetchall()
    seats = _seat_results(db, [row[0] for row in rows])
    return [GameSummary(game_id, game_name, finished, seats.get(game_id, []), json.loads(rivals),
                        moves, seconds)
            for game_id, game_name, finished, rivals, moves, seconds in rows]


def _seat_results(db: sqlite3.Connection, game_ids: list[int]) -> dict[int, list[SeatResult]]:
    if not game_ids:
        return {}
    marks = ",".join("?" * len(game_ids))
    results: dict[int, list[SeatResult]] = {}
    for game_id, name, level, total, winner in db.execute(
            "SELECT game_id, name, level, total, winner FROM seats "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, seat", game_ids):
        results.setdefault(game_id, []).append(SeatResult(name, level, total, bool(winner)))
    return results


@dataclass(frozen=True)
class EarnedAchievement:
    """An achievement a player earned: when and in which game first, and how often since."""

    achievement: str
    game: str
    first_finished: str
    first_game_id: int
    times: int


def achievements_earned(db: sqlite3.Connection, player: str,
                        game: str | None = None) -> list[EarnedAchievement]:
    """The achievements ``player`` earned (at ``game``), the first earned first. An id is the
    game's own: two games may both have one of the same name."""
    # SQLite takes a bare column of a min() query from the row of the minimum: the first game.
    rows = db.execute(
        "SELECT a.achievement, g.game, min(g.finished || '#' || printf('%012d', g.id)), "
        "count(*) FROM achievements a "
        "JOIN seats s ON s.game_id = a.game_id AND s.seat = a.seat "
        "JOIN games g ON g.id = a.game_id JOIN profiles p ON p.id = s.profile_id "
        "WHERE p.name = ? AND (? IS NULL OR g.game = ?) GROUP BY g.game, a.achievement ORDER BY 3",
        (player, game, game))
    earned = []
    for achievement, game_name, first, times in rows:
        finished, _, game_id = first.partition("#")
        earned.append(EarnedAchievement(achievement, game_name, finished, int(game_id), times))
    return earned


def saved_game(db: sqlite3.Connection, game_id: int) -> dict[str, Any] | None:
    """The save of a recorded game (``Match.from_save`` reopens it on its final scores)."""
    row = db.execute("SELECT save FROM saves WHERE game_id = ?", (game_id,)).fetchone()
    return None if row is None else dict(json.loads(row[0]))


def export_csv(db: sqlite3.Connection, stream: IO[str], *, game: str | None = None,
               player: str | None = None) -> int:
    """Write the history as CSV, a row per seat of every game (oldest first); the rows written.
    Options and categories are ``key=value`` pairs joined by ``;`` so that every game's rows
    share the columns."""
    writer = csv.writer(stream)
    writer.writerow(CSV_COLUMNS)
    count = 0
    for row in _csv_rows(db, game, player):
        writer.writerow(row)
        count += 1
    return count


def _csv_rows(db: sqlite3.Connection, game: str | None,
              player: str | None) -> Iterator[tuple[Any, ...]]:
    where, values = _filters(game, player)
    rows = db.execute(
        "SELECT g.id, g.finished, g.game, g.options, s.seat, s.name, s.level, s.total, s.winner, "
        "(SELECT group_concat(category || '=' || points, ';') FROM "
        "(SELECT category, points FROM seat_scores c WHERE c.game_id = s.game_id "
        "AND c.seat = s.seat ORDER BY c.position)), s.hints, g.moves, g.seconds "
        f"FROM games g JOIN seats s ON s.game_id = g.id {where} ORDER BY g.finished, g.id, s.seat",
        values)
    for (game_id, finished, game_name, options, seat, name, level, total, winner, categories,
         hints, moves, seconds) in rows:
        pairs = ";".join(f"{key}={_option_text(value)}"
                         for key, value in json.loads(options).items())
        yield (game_id, finished, game_name, pairs, seat + 1, name, level or HUMAN,
               total, int(winner), categories or "", hints, moves, "" if seconds is None else seconds)


def _option_text(value: Any) -> str:
    """An option's value as the command line takes it (``--option passport=true``)."""
    return value if isinstance(value, str) else json.dumps(value)


def latest_breakdown(db: sqlite3.Connection, player: str, game: str) -> dict[str, int]:
    """``player``'s points per category in their latest game of ``game``, in the score sheet's
    order (the chart sets it against their mean, ``PlayerStats.mean_breakdown``)."""
    rows = db.execute(
        "SELECT c.category, c.points FROM seat_scores c "
        "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
        "WHERE s.rowid = (SELECT s2.rowid FROM seats s2 JOIN games g ON g.id = s2.game_id "
        "JOIN profiles p ON p.id = s2.profile_id WHERE p.name = ? AND g.game = ? "
        "ORDER BY g.finished DESC, g.id DESC LIMIT 1) ORDER BY c.position", (player, game))
    return dict(rows.fetchall())

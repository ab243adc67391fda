"""The records database: one SQLite file in the data folder, with a versioned schema.

Opening never fails on what is in the file: a file that is not ours, is damaged, or was written by
a newer schema is kept aside under a new name (never deleted) and a new database takes its place,
which the caller rebuilds from the saves. Every write is one transaction, taken with
``BEGIN IMMEDIATE`` so that two running copies of the app wait for each other instead of failing
half-way; WAL lets the one read while the other writes.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

DATABASE_NAME = "records.sqlite3"
# Marks the file as ours in its header (PRAGMA application_id): "TBBT".
APPLICATION_ID = 0x54424254
# How long a write waits for another copy of the app to finish its own.
BUSY_SECONDS = 10.0
# The files SQLite keeps beside the database in WAL mode: they belong to it and move with it.
SIDECARS = ("-wal", "-shm")


class RecordsBusy(Exception):
    """Another process has held the database longer than BUSY_SECONDS."""


def _schema_1(db: sqlite3.Connection) -> None:
    """Profiles, finished games, their saves (a table of their own: the figures of the Records
    screen then read small rows), the seats of each game and their scores."""
    _run_script(db, """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            finished TEXT NOT NULL,
            options TEXT NOT NULL,
            players INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            seconds REAL,
            rivals TEXT NOT NULL,
            solo_rating INTEGER
        );
        CREATE TABLE saves (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            save TEXT NOT NULL
        );
        CREATE INDEX games_by_game ON games (game, finished);
        CREATE INDEX games_by_date ON games (finished);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile_id INTEGER NOT NULL REFERENCES profiles (id),
            name TEXT NOT NULL,
            level TEXT,
            total INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            hints INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX seats_by_profile ON seats (profile_id, game_id);
        CREATE TABLE seat_scores (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            position INTEGER NOT NULL,
            category TEXT NOT NULL,
            points INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, category),
            FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
        );
    """)


def _run_script(db: sqlite3.Connection, script: str) -> None:
    """The statements of ``script`` one by one: ``executescript`` would commit the migration's
    transaction first."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _schema_2(db: sqlite3.Connection) -> None:
    """The achievements each seat earned in a game."""
    _run_script(db, """
        CREATE TABLE achievements (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            achievement TEXT NOT NULL,
            PRIMARY KEY (game_id, seat, achievement),
            FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
        );
        CREATE INDEX achievements_by_id ON achievements (achievement)
    """)


def _schema_3(db: sqlite3.Connection) -> None:
    """Covering indexes for the Records screen's figures: a player's seats with their scores
    and wins, and each seat's points by category, read from the indexes alone rather than
    from a table row per seat and per category (10,000 games: 300,000 category rows)."""
    _run_script(db, """
        CREATE INDEX seats_by_profile_scored ON seats (profile_id, game_id, seat, total, winner);
        DROP INDEX seats_by_profile;
        CREATE INDEX seat_scores_points ON seat_scores (game_id, seat, category, position, points)
    """)


# The migrations, in order: MIGRATIONS[n] takes schema n to n + 1. Never change one that shipped;
# add the next.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_schema_1, _schema_2, _schema_3]


def schema_version() -> int:
    return len(MIGRATIONS)


class Damaged(Exception):
    """The file cannot be our database (why: a short word for the report)."""


@dataclass(frozen=True)
class Opened:
    """A connection to the records, and what opening had to do: the path a damaged file was kept
    aside under (the caller then rebuilds from the saves), and why."""

    connection: sqlite3.Connection
    path: Path
    kept_aside: Path | None = None
    reason: str | None = None


def open_database(path: Path) -> Opened:
    """Open (or make) the records at ``path``, keeping a damaged file aside; RecordsBusy when
    another process holds it for too long (then nothing is moved: it is in use, not damaged)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        _check(path)
        return Opened(_connect(path), path)
    except Damaged as damage:
        kept = keep_aside(path)
        return Opened(_connect(path), path, kept, str(damage))


# The files this process read through and found in good order, as they were then (device,
# inode, size, time written): the pages are read through again only when the file changed, not
# at every opening (the window opens the records at every game's end and every showing of the
# Records screen: 0.2 s with 10,000 games). The header is checked at every opening.
_CHECKED: set[tuple[int, int, int, int]] = set()


def _identity(path: Path) -> tuple[int, int, int, int]:
    status = path.stat()
    return status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns


def _check(path: Path) -> None:
    """Damaged if the file at ``path`` is not our database in good order. Read-only: closing a
    writing connection would delete the WAL files, which belong to the file being kept."""
    if path.is_dir():
        raise Damaged("folder")
    if not path.exists():
        return
    seen = _identity(path)  # before the reading: a change made meanwhile is read next time
    with _reporting_damage():
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", timeout=BUSY_SECONDS,
                             isolation_level=None, uri=True)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            application = db.execute("PRAGMA application_id").fetchone()[0]
            tables = db.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
            if application != APPLICATION_ID and (tables or version):
                raise Damaged("foreign")
            if version > schema_version():
                raise Damaged("newer")
            if seen not in _CHECKED and (
                    db.execute("PRAGMA quick_check").fetchone()[0] != "ok"):
                raise Damaged("damaged")
        finally:
            db.close()
    _CHECKED.add(seen)


@contextlib.contextmanager
def _reporting_damage() -> Iterator[None]:
    """SQLite's errors as what they mean here: busy (another process), else damage."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        if _is_busy(exc):
            raise RecordsBusy(str(exc)) from exc
        raise Damaged(_short(exc)) from exc
    except sqlite3.DatabaseError as exc:  # not a database, a malformed image
        raise Damaged(_short(exc)) from exc


def _connect(path: Path) -> sqlite3.Connection:
    with _reporting_damage():
        db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            if db.execute("PRAGMA journal_mode = WAL").fetchone()[0] != "wal":
                raise Damaged("unwritable")
            _migrate(db)
        except BaseException:
            db.close()
            raise
    return db


def _is_busy(error: sqlite3.Error) -> bool:
    return getattr(error, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) \
        or "locked" in str(error)


def _short(error: sqlite3.Error) -> str:
    return getattr(error, "sqlite_errorname", None) or type(error).__name__


def _migrate(db: sqlite3.Connection) -> None:
    """Bring the schema up to date in one transaction; another process doing the same at once
    waits for the lock, then finds the work done. An up-to-date schema takes no lock, so that
    the records can be read while another copy of the app writes."""
    if db.execute("PRAGMA user_version").fetchone()[0] == schema_version():
        return
    with transaction(db):
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > schema_version():
            raise Damaged("newer")
        for migration in MIGRATIONS[version:]:
            migration(db)
        if version < schema_version():
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {schema_version()}")


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write: all of it or nothing, with the write lock taken at the start (so that two
    writers never both read, then both try to write)."""
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if _is_busy(exc):
            raise RecordsBusy(str(exc)) from exc
        raise
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def keep_aside(path: Path) -> Path:
    """Move a damaged database (and its WAL files, which belong to it and must never meet a new
    database) to ``<name>.damaged-<UTC time>``, a name not yet taken; the new path."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    number = 0
    while True:
        suffix = f".damaged-{stamp}" + (f"-{number}" if number else "")
        target = path.with_name(path.name + suffix)
        if not any(Path(f"{target}{extra}").exists() for extra in ("", *SIDECARS)):
            break
        number += 1
    for extra in SIDECARS:  # the sidecars first: the main file's name frees last
        with contextlib.suppress(FileNotFoundError):
            os.replace(f"{path}{extra}", f"{target}{extra}")
    with contextlib.suppress(FileNotFoundError):
        os.replace(path, target)
    return target

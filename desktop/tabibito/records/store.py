"""Recording finished games: from a match at its end, from a save, or from a folder of saves.

A recorded game keeps its save (so that it reopens on its final scores and replays), the seats
with their profiles and levels, each seat's points per category, the winners, the hints, the
length and the date. The same finished game is recorded once: its key is a fingerprint of the
save. Tutorials and other scripted starts (a save with a set-up) are not games played, and are
never recorded.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabibito.engine import Match, Registry, SaveError, check_save, name_problem, read_save
from tabibito.engine.achievements import earned

from .achievements import achievements_of
from .database import DATABASE_NAME, Opened, open_database, transaction

# The files a folder of saves holds: the window's saves and the autosaves.
SAVE_SUFFIXES = (".tabibito", ".json")


class ProfileError(Exception):
    """A profile cannot be renamed so: ``key`` says why (the UI words it)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


@dataclass(frozen=True)
class Recorded:
    """A game in the records: its row, whether this call added it (False: it was there), and
    the achievements earned in it, (seat, id) in seat order (what the end of a game shows)."""

    game_id: int
    new: bool
    achievements: tuple[tuple[int, str], ...] = ()


@dataclass
class ImportReport:
    """What recording a folder of saves did, file by file counted."""

    recorded: int = 0
    already: int = 0  # recorded before
    unfinished: int = 0  # games in progress, and tutorials
    unreadable: list[tuple[str, SaveError]] = field(default_factory=list)  # (file, why)

    def add(self, other: ImportReport) -> None:
        self.recorded += other.recorded
        self.already += other.already
        self.unfinished += other.unfinished
        self.unreadable += other.unreadable


def now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_fingerprint(save: Mapping[str, Any]) -> str:
    """The key of a finished game: its checked save, canonically written, hashed. The hints are
    left out: asking for one more hint after the end changes nothing that was played."""
    played = {key: value for key, value in check_save(dict(save)).items() if key != "hints"}
    text = json.dumps(played, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


class Records:
    """The record of finished games in one data folder."""

    def __init__(self, opened: Opened, registry: Registry) -> None:
        self.db: sqlite3.Connection = opened.connection
        self.path = opened.path
        self.kept_aside = opened.kept_aside  # a damaged file moved aside while opening
        self.damage = opened.reason
        self.registry = registry
        self.rebuilt: ImportReport | None = None  # the saves recorded into a new database

    @classmethod
    def open(cls, folder: str | os.PathLike[str], registry: Registry | None = None,
             *, saves: str | os.PathLike[str] | None = None) -> Records:
        """The records of the data folder ``folder``. A new database (the first start, or one
        that replaces a damaged file) is filled from the finished games among the saves in
        ``saves`` (default: the data folder itself)."""
        path = Path(folder) / DATABASE_NAME
        fresh = not path.exists()
        records = cls(open_database(path), registry or _default_registry())
        if fresh or records.kept_aside is not None:
            records.rebuilt = records.import_folder(Path(saves) if saves else Path(folder))
        return records

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- recording -------------------------------------------------------------------------------

    def record_match(self, match: Match, *, finished: str | None = None,
                     seconds: float | None = None) -> Recorded | None:
        """Record ``match`` if it is a finished game (not a tutorial); None otherwise."""
        if not match.is_over() or match.setup is not None:
            return None
        save = match.to_save()
        return self._insert(match, save, save_fingerprint(save), finished or now_iso(), seconds)

    def record_save(self, save: Mapping[str, Any], *, finished: str | None = None,
                    seconds: float | None = None) -> Recorded | None:
        """Record the game of a save if it is finished (replayed and checked first: a SaveError
        if it cannot be); None for a game in progress or a tutorial."""
        checked = check_save(dict(save))
        if checked["setup"] is not None:
            return None
        key = save_fingerprint(checked)
        known = self._game_with(key)
        if known is not None:
            return self._known(known)
        match = Match.from_save(checked, self.registry)
        if not match.is_over():
            return None
        return self._insert(match, checked, key, finished or now_iso(), seconds)

    def import_folder(self, folder: Path) -> ImportReport:
        """Record the finished games among the saves in ``folder`` (not its subfolders, where the
        tutorials keep theirs). A save's date is the time it was last written."""
        report = ImportReport()
        for path in _save_files(folder):
            report.add(self._import_file(path))
        return report

    def _import_file(self, path: Path) -> ImportReport:
        report = ImportReport()
        try:
            save = read_save(path)
            finished = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            recorded = self.record_save(save, finished=finished.strftime("%Y-%m-%dT%H:%M:%SZ"))
        except SaveError as error:
            report.unreadable.append((str(path), error))
        except OSError as error:
            report.unreadable.append((str(path), SaveError(
                "save.unreadable", path=str(path), detail=type(error).__name__)))
        except Exception:  # noqa: BLE001 - a save no check foresaw: damaged, as the window says
            report.unreadable.append((str(path), SaveError("save.corrupt", path=str(path))))
        else:
            if recorded is None:
                report.unfinished += 1
            elif recorded.new:
                report.recorded += 1
            else:
                report.already += 1
        return report

    def _game_with(self, key: str) -> int | None:
        row = self.db.execute("SELECT id FROM games WHERE fingerprint = ?", (key,)).fetchone()
        return None if row is None else int(row[0])

    def _insert(self, match: Match, save: Mapping[str, Any], key: str, finished: str,
                seconds: float | None) -> Recorded:
        scores = match.state.scores()
        options = dict(match.options)
        # A rival's level is the option named after it (Let's Go's "agency": easy to hard).
        rivals = [{"id": rival.id, "level": options.get(rival.id), "total": rival.total,
                   "breakdown": dict(rival.breakdown), "winner": rival.id in scores.rival_winners}
                  for rival in scores.rivals]
        rating = getattr(match.state, "solo_rating", None)
        hints = list(match.hints)
        listed = achievements_of(match.game.id)
        achieved = tuple((seat, achievement) for seat in range(len(match.seats))
                         for achievement in earned(listed, match.state, seat, scores))
        with transaction(self.db) as db:
            known = self._game_with(key)  # another copy of the app may have recorded it
            if known is not None:
                return self._known(known)
            game_id = db.execute(
                "INSERT INTO games (fingerprint, game, finished, options, players, moves, "
                "seconds, rivals, solo_rating) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (key, match.game.id, finished, _json(options), len(match.seats), len(match.log),
                 seconds, _json(rivals), rating() if callable(rating) else None)).lastrowid
            assert game_id is not None
            db.execute("INSERT INTO saves (game_id, save) VALUES (?, ?)", (game_id, _json(save)))
            for seat, player in enumerate(match.seats):
                db.execute(
                    "INSERT INTO seats (game_id, seat, profile_id, name, level, total, winner, "
                    "hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seat, self._profile(player.name), player.name, player.bot,
                     scores.totals[seat], seat in scores.winners, hints[seat]))
                db.executemany(
                    "INSERT INTO seat_scores (game_id, seat, position, category, points) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [(game_id, seat, position, category, points) for position, (category, points)
                     in enumerate(scores.breakdown[seat].items())])
            if achieved:
                db.executemany("INSERT INTO achievements (game_id, seat, achievement) VALUES (?, ?, ?)",
                               [(game_id, seat, achievement) for seat, achievement in achieved])
        return Recorded(game_id, True, achieved)

    def _known(self, game_id: int) -> Recorded:
        rows = self.db.execute("SELECT seat, achievement FROM achievements WHERE game_id = ? "
                               "ORDER BY seat, rowid", (game_id,))
        return Recorded(game_id, False, tuple((seat, achievement) for seat, achievement in rows))

    # -- profiles --------------------------------------------------------------------------------

    def _profile(self, name: str) -> int:
        """The profile of ``name``, made on first use (inside the caller's transaction)."""
        self.db.execute("INSERT OR IGNORE INTO profiles (name) VALUES (?)", (name,))
        row = self.db.execute("SELECT id FROM profiles WHERE name = ?", (name,)).fetchone()
        return int(row[0])

    def profiles(self, *, humans_only: bool = True) -> list[str]:
        """The names played, most recently played first: those that sat at a human seat (what
        the new-game dialog offers), or every one, computer players' too."""
        where = "WHERE seats.level IS NULL" if humans_only else ""
        rows = self.db.execute(
            "SELECT profiles.name FROM profiles JOIN seats ON seats.profile_id = profiles.id "
            f"JOIN games ON games.id = seats.game_id {where} "
            "GROUP BY profiles.id ORDER BY max(games.finished) DESC, profiles.name")
        return [row[0] for row in rows]

    def rename_profile(self, old: str, new: str) -> None:
        """Rename a profile, keeping its history (the seats keep the name they played under).
        A ProfileError if ``new`` is no name, or another profile's, or ``old`` is nobody's."""
        problem = name_problem(new)
        if problem is not None:
            raise ProfileError(problem)
        with transaction(self.db) as db:
            if db.execute("SELECT 1 FROM profiles WHERE name = ?", (new,)).fetchone():
                raise ProfileError("profile.taken")
            changed = db.execute("UPDATE profiles SET name = ? WHERE name = ?", (new, old))
            if changed.rowcount != 1:
                raise ProfileError("profile.unknown")


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _save_files(folder: Path) -> Iterable[Path]:
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return []
    return [path for path in entries
            if path.suffix in SAVE_SUFFIXES and not path.name.startswith(".") and path.is_file()]


def _default_registry() -> Registry:
    from tabibito.games import REGISTRY

    return REGISTRY

"""Where things live: bundled resources (from source or frozen) and the user's data folder."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from tabibito.engine.datafiles import resources_root

DATA_DIR_ENV = "TABIBITO_DATA_DIR"
SAVE_SUFFIX = ".tabibito"


def resource_path(*parts: str) -> Path:
    return resources_root().joinpath(*parts)


def data_dir() -> Path:
    """The user's data folder (autosaves), which may not exist yet: it is made when something
    is first written there. Tests and the self-test point it elsewhere by env var."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:  # no home for the app's data: never the current folder instead
        raise FileNotFoundError(errno.ENOENT, "the system names no folder for the app's data")
    return Path(location)


def writable_folder(folder: Path) -> None:
    """Make ``folder`` if need be and write a file in it; an OSError says why that cannot be
    done (a read-only disk, no permission, a file in the way). The file written has no name on
    Linux and is gone once closed elsewhere: nothing is left behind."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass


AUTOSAVE_PREFIX = "autosave-"
AUTOSAVE_SUFFIX = ".json"
MAX_AUTOSAVES = 10  # the newest ones stay; older ones are pruned when a new game starts


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave slot of one match: ``autosave-<game>-<UTC time>.json``, never an existing
    file, so no match ever writes over another one's autosave."""
    from datetime import UTC, datetime, timedelta  # with a game: not before the first frame

    folder = data_dir()
    now = datetime.now(UTC)
    while True:
        stamp = now.strftime("%Y%m%dT%H%M%S.%fZ")
        path = folder / f"{AUTOSAVE_PREFIX}{game_id}-{stamp}{AUTOSAVE_SUFFIX}"
        if not path.exists():
            return path
        now += timedelta(microseconds=1)


def tutorial_save_path(game_id: str, key: str) -> Path:
    """Where a tutorial's game is kept between sessions: its own folder, so that it is never
    offered as a game to resume (nor pruned as an old autosave). Writing it makes the folder."""
    return data_dir() / "tutorials" / f"{game_id}-{key}{AUTOSAVE_SUFFIX}"


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is one of the autosaves in the data folder (then resuming it goes on in
    the same file)."""
    name = path.name
    if not (name.startswith(AUTOSAVE_PREFIX) and name.endswith(AUTOSAVE_SUFFIX)):
        return False
    try:
        return path.resolve().parent == data_dir().resolve()
    except OSError:
        return False


def autosaves() -> list[Path]:
    """Every autosave, the most recently written first; none when the data folder cannot be
    made or read (the app starts all the same, without a game to continue)."""
    found = []
    try:
        candidates = list(data_dir().glob(f"{AUTOSAVE_PREFIX}*{AUTOSAVE_SUFFIX}"))
    except OSError:
        return []
    for path in candidates:
        try:
            found.append((path.stat().st_mtime_ns, path.name, path))
        except OSError:  # removed meanwhile
            continue
    return [path for _mtime, _name, path in sorted(found, reverse=True)]


def clean_autosave_folder() -> int:
    """Remove what autosaves killed mid-write left behind (their temporary files); the number
    removed. Called at start; never fails it."""
    try:
        folder = data_dir()
    except OSError:
        return 0
    from tabibito.engine.saves import clean_stale_temp_files  # the saves' code, JSON and all

    return clean_stale_temp_files(folder)


def prune_autosaves(current: Path | None = None, keep: int = MAX_AUTOSAVES) -> list[Path]:
    """Remove the oldest autosaves so that at most ``keep`` remain, counting ``current`` (the
    match being played, whose file may not be written yet), which is never removed."""
    others = [path for path in autosaves() if current is None or path != current]
    room = keep - 1 if current is not None else keep
    removed = []
    for path in others[max(room, 0):]:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            continue
        removed.append(path)
    return removed

"""Versioned JSON save files, written atomically and read with typed errors.

A save is ``{format, version, game, options, seats, seed, actions}``; loading replays the actions,
so the file never holds a state that the rules could not have produced.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import SaveError

SAVE_FORMAT = "tabibito-save"
SAVE_VERSION = 1
_REQUIRED = {"game": str, "options": dict, "seats": list, "seed": int, "actions": list}


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write to a temporary file beside ``path``, then replace: a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, separators=(",", ":"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def read_save(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The checked content of a save file, or a SaveError saying what is wrong with it."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError("save.unreadable", path=str(path), detail=type(exc).__name__) from exc
    return parse_save(text, str(path))


def parse_save(text: str, where: str = "") -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        key = "save.truncated" if _looks_cut_off(text) else "save.corrupt"
        raise SaveError(key, path=where, detail=f"line {exc.lineno}") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("save.foreign", path=where)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("save.corrupt", path=where, detail="version")
    if version > SAVE_VERSION:
        raise SaveError("save.newer", path=where, version=version, supported=SAVE_VERSION)
    for name, kind in _REQUIRED.items():
        value = data.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError("save.corrupt", path=where, detail=name)
    return data


def _looks_cut_off(text: str) -> bool:
    """A file that starts like our JSON but stops early was truncated, not scrambled."""
    stripped = text.strip()
    return not stripped or (stripped.startswith("{") and not stripped.endswith("}"))

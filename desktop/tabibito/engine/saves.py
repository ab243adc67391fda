"""Versioned JSON save files, written atomically and read with typed errors.

A save is ``{format, version, game, options, seats, seed, actions}``; loading replays the actions,
so the file never holds a state that the rules could not have produced.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from .errors import SaveError

SAVE_FORMAT = "tabibito-save"
SAVE_VERSION = 1
# A save holds one game's actions: far below this. A bigger file is not ours, and reading it
# whole would only tie up memory before failing.
MAX_SAVE_BYTES = 16 * 1024 * 1024
_REQUIRED = {"game": str, "options": dict, "seats": list, "seed": int, "actions": list}
# What may stand at the decoder's error position when the text was merely cut short: the start of
# a literal or the rest of a number (the decoder reports the start of such a token, not the end).
_CUT_TOKEN = re.compile(r"t(r(u)?)?|f(a(l(s)?)?)?|n(u(l)?)?|-|\.|[eE][-+]?")


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
        # mkstemp makes the file private (0600); a save gets the permissions of any new file.
        os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    """The process umask. Linux shows it in /proc; elsewhere it can only be read by setting it,
    so it is set back at once (saves are written from one thread, bots never write files)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def read_save(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The checked content of a save file, or a SaveError saying what is wrong with it."""
    file = Path(path)
    try:
        size = file.stat().st_size
        if size <= MAX_SAVE_BYTES:
            with file.open("rb") as stream:
                raw = stream.read(MAX_SAVE_BYTES + 1)  # it may have grown since the stat
            size = max(size, len(raw))
        if size > MAX_SAVE_BYTES:
            raise SaveError("save.too_large", path=str(path), size=size)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError("save.unreadable", path=str(path), detail=type(exc).__name__) from exc
    return parse_save(text, str(path))


def parse_save(text: str, where: str = "") -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        key = "save.truncated" if _cut_off(text, exc) else "save.corrupt"
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


def _cut_off(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the decoder failed only because the input ended: the file was cut short (while it
    was written or copied), not scrambled. That holds even when the cut falls right after a "}"."""
    if error.msg == "Extra data":  # a whole value, then more: never a cut
        return False
    end = len(text.rstrip())
    if error.pos >= end:
        return True
    if error.msg.startswith("Unterminated string"):  # reported where the string began
        return True
    return _CUT_TOKEN.fullmatch(text, error.pos, end) is not None

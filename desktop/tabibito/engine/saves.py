"""Versioned JSON save files, written atomically and read with typed errors.

A save (format 2) is ``{format, version, game, game_version, options, seats, seed, setup,
actions: [{seat, step, action}], fingerprint}``; loading replays the actions, so the file never
holds a state that the rules could not have produced. Format 1 (no rules version, set-up, steps or
fingerprint; an action's kind and arguments beside its seat) still loads. ``check_save`` refuses
anything the app never writes and hands back the format-2 shape, so that the match reads one shape.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

from .errors import SaveError
from .names import NAME_FORMAT_CHARACTERS, check_player_name

SAVE_FORMAT = "tabibito-save"
SAVE_VERSION = 2
# A save holds one game's actions: far below this. A bigger file is not ours, and reading it
# whole would only tie up memory before failing.
MAX_SAVE_BYTES = 16 * 1024 * 1024
# Seeds are 64-bit and scores small: a longer number is damage (and Python refuses to convert
# more than 4,300 digits with an untyped ValueError).
MAX_INT_DIGITS = 40
# Action arguments are values or short lists (of lists); the set-up is a small object. Deeper
# nesting is damage, and walking it would risk the recursion limit.
MAX_NESTING = 16
# A temporary file of an atomic write that is older than this was left by a killed process.
STALE_TEMP_SECONDS = 60.0

_FINGERPRINT = re.compile(r"[0-9a-f]{64}")
# What tempfile.mkstemp names a temporary file of write_json_atomic: ".<name>.<8 random>.tmp".
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
# A game id as the registry spells it: also keeps newlines and escapes out of messages.
_GAME_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
_BOT_LEVELS = (None, "easy", "normal", "hard", "expert")
_KEYS = {
    1: {"format", "version", "game", "options", "seats", "seed", "actions"},
    2: {"format", "version", "game", "game_version", "options", "seats", "seed", "setup",
        "actions", "fingerprint"},
}
# Written only when there is something to say: the hints each seat asked for (issue 10 §3).
_OPTIONAL_KEYS = {1: set(), 2: {"hints"}}
MAX_HINTS = 1_000_000  # per seat: more is damage
_SEAT_KEYS = {"name", "bot"}
_ENTRY_KEYS = {"seat", "step", "action"}
_SCALARS = (str, int, float, bool, type(None))
_SHOWN_LIMIT = 60  # characters of a value from the file that an error message repeats
# What may stand at the decoder's error position when the text was merely cut short: the start of
# a literal or the rest of a number (the decoder reports the start of such a token, not the end).
_CUT_TOKEN = re.compile(r"t(r(u)?)?|f(a(l(s)?)?)?|n(u(l)?)?|-|\.|[eE][-+]?")


# -- text that must stay on one line --------------------------------------------------------------

def _hidden(char: str) -> bool:
    """Characters that break, recolour or reorder a line of text, or cannot be encoded."""
    category = unicodedata.category(char)
    if category == "Cf":
        return char not in NAME_FORMAT_CHARACTERS  # a name may need them
    return category in ("Cc", "Cs", "Zl", "Zp")


def _escape(char: str) -> str:
    special = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
    if char in special:
        return special[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def escape_for_line(text: str) -> str:
    """``text`` fit for one line of a terminal or a log: control characters, line breaks, ANSI
    escapes, direction overrides and lone surrogates shown as ``\\n``, ``\\x1b``, ``\\ud800``."""
    return "".join(_escape(char) if _hidden(char) else char for char in str(text))


def _shown(text: str) -> str:
    """A value from the file as an error may repeat it: one line, and short."""
    line = escape_for_line(text)
    return line if len(line) <= _SHOWN_LIMIT else line[:_SHOWN_LIMIT - 1] + "…"


# -- writing --------------------------------------------------------------------------------------

def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write to a temporary file beside ``path``, replace, then sync the folder: a crash leaves
    the old file or the new one, never half a file, and the new name survives a power cut."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
            stream.flush()
            os.fsync(stream.fileno())
        # mkstemp makes the file private (0600); a save gets the permissions of any new file.
        os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder for this and needs no sync."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse to sync a folder: the data itself is synced
        pass
    finally:
        os.close(fd)


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


def clean_stale_temp_files(folder: str | os.PathLike[str],
                           older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temporary files (``.<name>.*.tmp``) that a killed write left in ``folder``;
    the number removed. Younger ones may belong to a write going on now and stay."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        candidates = list(Path(folder).glob(".*.*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        if not _TEMP_NAME.fullmatch(path.name):  # not one of ours: leave it
            continue
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                path.unlink()
                removed += 1
        except OSError:  # gone meanwhile, or not ours to remove: leave it
            continue
    return removed


# -- reading --------------------------------------------------------------------------------------

def read_save(path: str | os.PathLike[str], *, limit: int | None = None) -> dict[str, Any]:
    """The checked content of a save file (format-2 shape), or a SaveError saying what is wrong.
    A file of more than ``limit`` bytes (default MAX_SAVE_BYTES) is refused as too large
    before it is read."""
    where = str(path)
    try:
        raw = _read_regular_file(path, where, MAX_SAVE_BYTES if limit is None else limit)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError, ValueError) as exc:  # ValueError: a NUL in the path
        raise SaveError("save.unreadable", path=where, detail=type(exc).__name__) from exc
    return parse_save(text, where)


def _read_regular_file(path: str | os.PathLike[str], where: str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. A FIFO or a device is refused
    without waiting: opening without blocking returns at once even when nobody writes to it."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    with os.fdopen(fd, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("save.unreadable", path=where, detail="not a file")
        if info.st_size > limit:
            raise SaveError("save.too_large", path=where, size=info.st_size)
        raw = _read_at_most(stream, limit + 1)  # it may have grown since the stat
    if len(raw) > limit:
        raise SaveError("save.too_large", path=where, size=max(info.st_size, len(raw)))
    return raw


def _read_at_most(stream: Any, limit: int) -> bytes:
    data: bytes = stream.read(limit)
    return data


class _Refused(Exception):
    """A number the decoder must not build; turned into a SaveError by ``_decode``."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused("number")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999: the app never writes an infinity
        raise _Refused("number")
    return value


def _parse_constant(name: str) -> Any:
    raise _Refused("number")  # NaN and Infinity are no JSON, and the app never writes them


def _decode(text: str, where: str) -> Any:
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        key = "save.truncated" if _cut_off(text, exc) else "save.corrupt"
        raise SaveError(key, path=where, detail=f"line {exc.lineno}") from exc
    except _Refused as exc:
        raise SaveError("save.corrupt", path=where, detail=str(exc)) from exc
    except RecursionError as exc:  # thousands of nested brackets: nothing the app writes
        raise SaveError("save.corrupt", path=where, detail="nesting") from exc


def parse_save(text: str, where: str = "") -> dict[str, Any]:
    """The checked content of a save's text (format-2 shape), or a SaveError."""
    return check_save(_decode(text, where), where)


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


# -- checking -------------------------------------------------------------------------------------

class _Checker:
    """Checks one decoded save; every problem is a SaveError naming the field."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field: str) -> SaveError:
        return SaveError("save.corrupt", path=self.where, detail=_shown(field))

    def integer(self, value: Any, field: str, low: int | None = None) -> int:
        # bool is an int to Python, never to a save
        if not isinstance(value, int) or isinstance(value, bool) or (
                low is not None and value < low):
            raise self.fail(field)
        return value

    def text(self, value: Any, field: str) -> str:
        if not isinstance(value, str) or not value or _has_surrogate(value):
            raise self.fail(field)
        return value

    def plain(self, value: Any, field: str, *, objects: bool) -> Any:
        """A copy of a JSON value of scalars and lists (and objects if allowed), shallow enough
        to walk, with no text that cannot be written back."""
        if not _plain_json(value, objects):
            raise self.fail(field)
        return _copy_json(value)


def _has_surrogate(text: str) -> bool:
    """A lone surrogate ("\\ud800" in the JSON) decodes, but could never be written back."""
    return any("\ud800" <= char <= "\udfff" for char in text)


def _plain_json(value: Any, objects: bool) -> bool:
    """Scalars, lists and (if ``objects``) string-keyed objects, at most MAX_NESTING deep; walked
    without recursion, so no nesting can reach the recursion limit."""
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, str):
            if _has_surrogate(item):
                return False
        elif isinstance(item, float):
            if not math.isfinite(item):
                return False
        elif isinstance(item, _SCALARS):
            continue
        elif depth >= MAX_NESTING:
            return False
        elif isinstance(item, list):
            pending.extend((child, depth + 1) for child in item)
        elif objects and isinstance(item, dict):
            if not all(isinstance(key, str) and not _has_surrogate(key) for key in item):
                return False
            pending.extend((child, depth + 1) for child in item.values())
        else:
            return False
    return True


def _copy_json(value: Any) -> Any:
    """A copy, so that the normalised save shares no lists with the caller's data. The depth is
    already bounded by ``_plain_json``."""
    if isinstance(value, list):
        return [_copy_json(item) for item in value]
    if isinstance(value, dict):
        return {key: _copy_json(item) for key, item in value.items()}
    return value


class FormatOneSave(dict[str, Any]):
    """A format-1 save in the format-2 shape (``check_save`` makes them): no fingerprint, no
    steps. The mark is the type, never a key, so no file can claim it: a format-2 file whose
    fingerprint and steps are null is damaged, not a format-1 save."""

    __slots__ = ()


def check_save(data: Any, where: str = "") -> dict[str, Any]:
    """Check a decoded save of format 1 or 2 strictly and return it in the format-2 shape (a new
    dict). Format 1 gets ``game_version`` 1, no set-up, no fingerprint and actions without steps
    (``"step": None``), as a FormatOneSave. Anything the app never writes is a SaveError.

    What this returns passes again unchanged, so that the match may check what it is handed."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("save.foreign", path=where)
    check = _Checker(where)
    version = check.integer(data.get("version"), "version", low=1)
    if version > SAVE_VERSION:
        raise SaveError("save.newer", path=where, version=version, supported=SAVE_VERSION)
    # a key the app never writes, or one missing
    wrong = sorted((set(data) - _OPTIONAL_KEYS[version]) ^ _KEYS[version])
    if wrong:
        raise check.fail(wrong[0])
    game = check.text(data["game"], "game")
    if not _GAME_ID.fullmatch(game):
        raise check.fail("game")
    seats = _check_seats(check, data["seats"])
    converted = version == 1 or isinstance(data, FormatOneSave)
    checked = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game,
        "game_version": check.integer(data.get("game_version", 1), "game_version", low=1),
        "options": _check_options(check, data["options"]),
        "seats": seats,
        "seed": check.integer(data["seed"], "seed"),
        "setup": _check_setup(check, data.get("setup")),
        "actions": _check_actions(check, data["actions"], version, len(seats),
                                  converted=converted),
        "fingerprint": None if converted else _check_fingerprint(check, data["fingerprint"]),
    }
    if "hints" in data:
        checked["hints"] = _check_hints(check, data["hints"], len(seats))
    return FormatOneSave(checked) if converted else checked


def _check_hints(check: _Checker, hints: Any, seats: int) -> list[int]:
    """One count per seat, as ``Match.to_save`` writes it when a hint was asked for."""
    if not isinstance(hints, list) or len(hints) != seats:
        raise check.fail("hints")
    counts = [check.integer(count, f"hints[{index}]", low=0) for index, count in enumerate(hints)]
    if max(counts) > MAX_HINTS or not any(counts):
        raise check.fail("hints")
    return counts


def _check_options(check: _Checker, options: Any) -> dict[str, Any]:
    if not isinstance(options, dict):
        raise check.fail("options")
    for key, value in options.items():
        if not isinstance(value, _SCALARS):
            raise check.fail(f"options.{key}")
    checked: dict[str, Any] = check.plain(options, "options", objects=True)
    return checked


def _check_seats(check: _Checker, seats: Any) -> list[dict[str, Any]]:
    if not isinstance(seats, list) or not seats:
        raise check.fail("seats")
    return [_check_seat(check, seat, index) for index, seat in enumerate(seats)]


def _check_seat(check: _Checker, seat: Any, index: int) -> dict[str, Any]:
    field = f"seats[{index}]"
    if not isinstance(seat, dict) or set(seat) - _SEAT_KEYS or "name" not in seat:
        raise check.fail(field)
    if check_player_name(seat["name"]) is not None:
        raise check.fail(f"{field}.name")
    bot = seat.get("bot")
    if bot not in _BOT_LEVELS:
        raise check.fail(f"{field}.bot")
    return {"name": seat["name"], "bot": bot}


def _check_setup(check: _Checker, setup: Any) -> dict[str, Any] | None:
    if setup is None:
        return None
    if not isinstance(setup, dict):
        raise check.fail("setup")
    checked: dict[str, Any] = check.plain(setup, "setup", objects=True)
    return checked


def _check_fingerprint(check: _Checker, fingerprint: Any) -> str:
    if not isinstance(fingerprint, str) or not _FINGERPRINT.fullmatch(fingerprint):
        raise check.fail("fingerprint")
    return fingerprint


def _check_actions(check: _Checker, actions: Any, version: int, seats: int,
                   *, converted: bool) -> list[dict[str, Any]]:
    if not isinstance(actions, list):
        raise check.fail("actions")
    checked = []
    for index, item in enumerate(actions):
        field = f"actions[{index}]"
        if version == 1:
            checked.append(_check_entry_v1(check, item, field, seats))
        else:
            checked.append(_check_entry_v2(check, item, field, seats, stepped=not converted))
    return checked


def _check_seat_index(check: _Checker, item: Any, field: str, seats: int) -> int:
    if not isinstance(item, dict) or "seat" not in item:
        raise check.fail(field)
    seat = check.integer(item["seat"], f"{field}.seat", low=0)
    if seat >= seats:
        raise check.fail(f"{field}.seat")
    return seat


def _check_entry_v1(check: _Checker, item: Any, field: str, seats: int) -> dict[str, Any]:
    """``{"seat": s, "kind": k, ...args}``: every other key is an argument of the action."""
    seat = _check_seat_index(check, item, field, seats)
    action = {key: value for key, value in item.items() if key != "seat"}
    return {"seat": seat, "step": None, "action": _check_action(check, action, field)}


def _check_entry_v2(check: _Checker, item: Any, field: str, seats: int,
                    *, stepped: bool) -> dict[str, Any]:
    """``{"seat", "step", "action"}``; the step is None only in a converted format-1 save."""
    seat = _check_seat_index(check, item, field, seats)
    if set(item) != _ENTRY_KEYS:
        raise check.fail(field)
    if stepped:
        step = check.integer(item["step"], f"{field}.step", low=0)
    elif item["step"] is not None:
        raise check.fail(f"{field}.step")
    else:
        step = None
    return {"seat": seat, "step": step,
            "action": _check_action(check, item["action"], f"{field}.action")}


def _check_action(check: _Checker, action: Any, field: str) -> dict[str, Any]:
    """``{"kind": k, ...args}``: arguments are scalars or (nested) lists of scalars."""
    if not isinstance(action, dict) or "kind" not in action:
        raise check.fail(field)
    check.text(action["kind"], f"{field}.kind")
    for name, value in action.items():
        if not name or _has_surrogate(name) or not _plain_json(value, objects=False):
            raise check.fail(f"{field}.{name}")
    copied: dict[str, Any] = _copy_json(action)
    return copied

"""User settings: an INI file through QSettings, read and written with types."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from tabibito import engine  # a seat's parts load when seats are first read

from .i18n import LANGUAGES, QT_TRANSLATE_NOOP, system_language

log = logging.getLogger(__name__)

# Animation speeds: how long motion takes relative to "normal"; "off" shows the end state at once.
SPEED_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
SPEED_NAMES = {
    #: a choice of the Animations setting: no animations (and no pauses between computer moves)
    "off": QT_TRANSLATE_NOOP("Settings", "Off"),
    #: a choice of the Animations setting
    "fast": QT_TRANSLATE_NOOP("Settings", "Fast"),
    #: a choice of the Animations setting (the default)
    "normal": QT_TRANSLATE_NOOP("Settings", "Normal"),
    #: a choice of the Animations setting
    "slow": QT_TRANSLATE_NOOP("Settings", "Slow"),
}
# A remembered table or set of options is a few hundred characters; a longer value is damage.
MAX_JSON_SETTING = 10_000
_SCALARS = (str, int, float, bool, type(None))
MAX_LESSON = 1000  # no tutorial is longer: a larger stored lesson is damage
# Sound levels (0-100): gentle at first, the music softer than the table's own sounds.
MAX_LEVEL = 100
SOUND_DEFAULTS = {"master": 70, "effects": 70, "music": 45}


def open_store() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Tabibito", "Tabibito")


BASE_LESSON = "base"  # the key of a game's tutorial that teaches the base game


def _learned_key(game_id: str, lesson: str) -> str:
    # The base game's under the key it had before expansions had lessons of their own.
    return f"learned/{game_id}" if lesson == BASE_LESSON else f"learned/{game_id}/{lesson}"


class Settings:
    """Typed access to the settings; a damaged value falls back to its default.

    The INI file is the user's to edit, and a hand-edited value may be of any type: "a, b" reads
    as a list, "@Invalid()" as None. Every getter checks the type before it looks at the value,
    so that no setting can stop the app from starting.
    """

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else open_store()

    # -- appearance ----------------------------------------------------------------------------

    @property
    def language(self) -> str:
        value = self.store.value("language", "")
        return value if isinstance(value, str) and value in LANGUAGES else system_language()

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("language", code)

    @property
    def animation_speed(self) -> str:
        value = self.store.value("animation/speed", "normal")
        return value if isinstance(value, str) and value in SPEED_FACTORS else "normal"

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        self.store.setValue("animation/speed", speed)

    @property
    def animation_factor(self) -> float:
        return SPEED_FACTORS[self.animation_speed]

    # -- sound (levels 0-100) -------------------------------------------------------------------

    def sound_level(self, part: str) -> int:
        """The level of one part of the sound (``SOUND_DEFAULTS``' keys: master, effects,
        music), 0-100."""
        level = _setting_int(self.store.value(f"sound/{part}", SOUND_DEFAULTS[part]), MAX_LEVEL)
        return SOUND_DEFAULTS[part] if level < 0 else level

    def set_sound_level(self, part: str, level: int) -> None:
        self.store.setValue(f"sound/{part}", level)

    @property
    def sound_muted(self) -> bool:
        return self.store.value("sound/muted", False) in (True, "true")

    @sound_muted.setter
    def sound_muted(self, muted: bool) -> None:
        self.store.setValue("sound/muted", muted)

    # -- window --------------------------------------------------------------------------------

    @property
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def last_folder(self) -> str:
        value = self.store.value("files/folder", "")
        return value if isinstance(value, str) and "\0" not in value else ""

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self.store.setValue("files/folder", folder)

    # -- the last table of each game -----------------------------------------------------------

    def last_seats(self, game_id: str) -> list[engine.Seat]:
        """Last time's table; none (the dialog's default table) if any seat of it is damaged."""
        data = self._json(f"seats/{game_id}", [])
        if not isinstance(data, list):
            return []
        seats = [_seat(entry) for entry in data]
        kept = [seat for seat in seats if seat is not None]
        if len(kept) < len(seats):
            log.warning("ignoring a damaged setting seats/%s", game_id)
            return []
        return kept

    def set_last_seats(self, game_id: str, seats: list[engine.Seat]) -> None:
        import json

        self.store.setValue(f"seats/{game_id}", json.dumps([seat.to_json() for seat in seats]))

    def last_options(self, game_id: str) -> dict[str, Any]:
        data = self._json(f"options/{game_id}", {})
        if not isinstance(data, dict):
            return {}
        return {key: value for key, value in data.items() if isinstance(value, _SCALARS)}

    def set_last_options(self, game_id: str, options: dict[str, Any]) -> None:
        import json

        self.store.setValue(f"options/{game_id}", json.dumps(options))

    # -- learning to play ----------------------------------------------------------------------

    def tutorial_lesson(self, game_id: str, key: str, lessons: int) -> int:
        """The lesson a tutorial of ``lessons`` lessons was left at; 0: not begun, a damaged
        value, or left in a tutorial of another length (an older version of its script)."""
        name = f"tutorial/{game_id}-{key}"
        lesson, length = (_setting_int(self.store.value(f"{name}{part}", 0))
                          for part in ("", "-lessons"))
        return lesson if length == lessons and 0 <= lesson <= lessons else 0

    def set_tutorial_lesson(self, game_id: str, key: str, lesson: int, lessons: int) -> None:
        self.store.setValue(f"tutorial/{game_id}-{key}", lesson)
        self.store.setValue(f"tutorial/{game_id}-{key}-lessons", lessons)

    def has_learned(self, game_id: str, lesson: str = BASE_LESSON) -> bool:
        """Whether the player finished or skipped a tutorial of the game (``lesson``: the base
        game's, or an expansion's by its key), or played it: then the new-game dialog no
        longer offers it."""
        return self.store.value(_learned_key(game_id, lesson), False) in (True, "true")

    def set_learned(self, game_id: str, lesson: str = BASE_LESSON) -> None:
        self.store.setValue(_learned_key(game_id, lesson), True)

    def _json(self, key: str, default: Any) -> Any:
        import json  # the settings of a new game: not read before the window's first frame

        text = self.store.value(key)
        if not isinstance(text, str) or len(text) > MAX_JSON_SETTING:
            return default
        try:
            return json.loads(text)
        except (ValueError, RecursionError):  # bad JSON, a huge number, deep nesting
            log.warning("ignoring a damaged setting %s", key)
            return default


def _setting_int(value: Any, most: int = MAX_LESSON) -> int:
    """A whole number from the INI file, 0 to ``most``; -1 for anything else (a hand-edited
    "abc")."""
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):
        return -1
    return number if 0 <= number <= most else -1


def _seat(entry: Any) -> engine.Seat | None:
    """A remembered seat, or None if the entry is not one the dialog could have written."""
    from tabibito.engine.names import check_player_name

    if not isinstance(entry, dict) or set(entry) - {"name", "bot"}:
        return None
    name, bot = entry.get("name"), entry.get("bot")
    if not isinstance(name, str) or check_player_name(name) is not None:
        return None
    if bot not in (None, *engine.BOT_LEVELS):
        return None
    return engine.Seat(name, bot)

"""The games' shipped data files: where they lie, and reading one checked JSON file of them.

Every game keeps its data in ``resources/<game>/<name>.json``, each file naming its format
(``tabibito-<game>-<name>``) and version, so a file put in the wrong place, or left over from
another version, fails clearly instead of loading half-right.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .errors import TabibitoError


class DataError(TabibitoError):
    """A data file could not be used: ``key`` for the UI, ``detail`` for logs and bug reports."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(key, detail=detail)
        self.detail = detail


_PACKAGE = Path(__file__).resolve().parents[1]  # tabibito/, the folder above engine/
# An installed package carries resources/ inside it (the wheel's build puts it there); a source
# checkout has it at the repository's root, two folders above desktop/tabibito/.
_INSTALLED_RESOURCES = _PACKAGE / "resources"
_UNFROZEN_RESOURCES = (_INSTALLED_RESOURCES if _INSTALLED_RESOURCES.is_dir()
                       else _PACKAGE.parents[1] / "resources")


def resources_root() -> Path:
    """The app's resources/ (data, art, fonts, catalogues): inside the frozen bundle
    (PyInstaller's _MEIPASS), inside the installed package, or in the source checkout."""
    frozen_root = getattr(sys, "_MEIPASS", None)  # set by PyInstaller in a frozen app
    return Path(frozen_root) / "resources" if frozen_root else _UNFROZEN_RESOURCES


def data_folder(game_id: str) -> Path:
    """Where a game's shipped data lives: ``resources/<game>/``."""
    return resources_root() / game_id


def read_data_file(folder: Path, game_id: str, name: str, version: int) -> dict[str, Any]:
    """``folder/name.json`` as a dict, checked to be this game's file of this name and version;
    anything else raises DataError("<game>.data.missing" or "<game>.data.corrupt")."""
    import json  # with a game's first data: the window's first frame reads no JSON

    path = folder / f"{name}.json"
    missing, corrupt = f"{game_id}.data.missing", f"{game_id}.data.corrupt"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DataError(missing, str(path)) from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(corrupt, f"{path}: {exc}") from exc
    except OSError as exc:
        raise DataError(missing, f"{path}: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != f"tabibito-{game_id}-{name}":
        raise DataError(corrupt, f"{path}: not a tabibito-{game_id}-{name} file")
    if data.get("version") != version:
        raise DataError(corrupt, f"{path}: unsupported version {data.get('version')!r}")
    return data

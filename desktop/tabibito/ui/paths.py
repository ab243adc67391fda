"""Where things live: bundled resources (from source or frozen) and the user's data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths

# desktop/tabibito/ui/paths.py -> the repository root is three folders up from ui/.
_SOURCE_ROOT = Path(__file__).resolve().parents[3]
DATA_DIR_ENV = "TABIBITO_DATA_DIR"
SAVE_SUFFIX = ".tabibito"


def resources_root() -> Path:
    """``resources/`` beside the sources, or inside the frozen bundle (PyInstaller's _MEIPASS)."""
    frozen = getattr(sys, "_MEIPASS", None)
    base = Path(frozen) if frozen else _SOURCE_ROOT
    return base / "resources"


def resource_path(*parts: str) -> Path:
    return resources_root().joinpath(*parts)


def data_dir() -> Path:
    """The user's data folder (autosaves); tests and the self-test point it elsewhere by env var."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.StandardLocation.AppDataLocation
        folder = Path(QStandardPaths.writableLocation(location))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path(game_id: str) -> Path:
    return data_dir() / f"autosave-{game_id}.json"


def autosaves() -> list[Path]:
    """Every autosave, newest first."""
    found = data_dir().glob("autosave-*.json")
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)

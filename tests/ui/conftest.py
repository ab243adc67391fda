"""UI tests: offscreen Qt, settings and saves in a temporary folder, the test game's registry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tabibito.engine import Registry
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.toy_ui import PLUGIN as TOY_UI


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Never touch the developer's real settings or autosaves."""
    data = tmp_path / "data"
    monkeypatch.setenv("TABIBITO_DATA_DIR", str(data))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    return data


@pytest.fixture
def toy_registry() -> Registry:
    return Registry([TOY_GAME])


@pytest.fixture
def toy_plugins() -> dict:
    return {TOY_UI.game_id: TOY_UI}

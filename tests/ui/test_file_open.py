"""Saves opened from outside the app: ``tabibito FILE`` (Windows' file association, a shell)
and macOS's QFileOpenEvent (a double-clicked save, Finder's Open With)."""

from __future__ import annotations

import gc
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tabibito import cli
from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui import app as gui_app
from tabibito.ui.file_open import FileOpenRelay
from tabibito.ui.kit.sound import director_of
from tabibito.ui.main_window import MainWindow
from tests.wanderers import easy_wandering


def next_station_save(folder: Path) -> Path:
    match = easy_wandering(Match(REGISTRY.get("nextstation"), {},
                                 [Seat("Aiko", "easy"), Seat("Kenji", "easy")], 5))
    for _ in range(3):
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    path = folder / "trip.tabibito"
    match.save(path)
    return path


def test_the_relay_hands_on_each_file_the_system_opens(qapp, tmp_path):
    opened: list[Path] = []
    relay = FileOpenRelay(opened.append)
    qapp.installEventFilter(relay)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "a.tabibito")))
        QCoreApplication.sendEvent(qapp, QEvent(QEvent.Type.User))
    finally:
        qapp.removeEventFilter(relay)
    assert opened == [tmp_path / "a.tabibito"]


@pytest.fixture
def opened_window(monkeypatch):
    """Runs the GUI's event loop as one pass: what the window shows once started."""
    seen: dict[str, str | None] = {}

    def one_pass(app) -> int:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        seen["before"] = window.controller.match.game.id if window.controller else None
        seen["collecting at start"] = gc.isenabled()
        seen["sound at start"] = director_of(window) is not None
        deadline = time.monotonic() + 10
        while not gc.isenabled() and time.monotonic() < deadline:  # until the first frame
            QCoreApplication.processEvents()
        seen["collecting once painted"] = gc.isenabled()
        seen["sound once painted"] = director_of(window) is not None
        for event in seen.pop("events", []):
            QCoreApplication.sendEvent(app, event)
        seen["game"] = window.controller.match.game.id if window.controller else None
        for translator in window.languages._installed:  # the other tests read source texts
            QCoreApplication.removeTranslator(translator)
        window.close()
        window.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", one_pass)
    return seen


def test_tabibito_file_opens_the_window_with_that_save(qapp, tmp_path, opened_window):
    save = next_station_save(tmp_path)
    assert cli.main([str(save)]) == 0
    assert opened_window["game"] == "nextstation"


def test_finder_opening_a_save_shows_it_in_the_running_window(qapp, tmp_path, opened_window,
                                                             monkeypatch):
    monkeypatch.setattr(gui_app, "FINDER_OPENS_FILES", True)  # macOS's; this test runs anywhere
    save = next_station_save(tmp_path)
    opened_window["events"] = [QFileOpenEvent(str(save))]
    assert cli.main([]) == 0
    assert opened_window["before"] is None and opened_window["game"] == "nextstation"


def test_a_game_being_played_is_not_left_without_asking(qtbot, tmp_path, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    asked: list[bool] = []

    def may_leave(*, opening: bool = False) -> bool:
        asked.append(opening)
        return False  # the player keeps the game

    monkeypatch.setattr(window, "_may_leave_game", may_leave)
    window.open_from_system(next_station_save(tmp_path))
    assert asked == [True] and window.controller is None


def test_the_collector_and_the_sound_wait_for_the_first_frame(qapp, opened_window):
    assert cli.main([]) == 0
    assert not opened_window["collecting at start"] and not opened_window["sound at start"]
    assert opened_window["collecting once painted"] and opened_window["sound once painted"]
    assert gc.isenabled()

"""What "Continue" offers: only an autosave that replays, found without holding up the window. A
file too big to replay at once is replayed in a process of its own, never on the GUI thread."""

from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tabibito.engine import Match, Seat, replay_check
from tabibito.ui import resume
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tests.engine.toygame import GAME as TOY_GAME

CHECK_SECONDS = 60  # a spawned check on a busy machine: its verdict comes when it comes


def autosave(folder: Path, names: tuple[str, str], stamp: int, human_moves: int = 0) -> Path:
    """An autosave of a game of the test game in progress, written by the match at ``stamp``."""
    match = Match(TOY_GAME, {}, [Seat(names[0]), Seat(names[1], "easy")], 11)
    match.play_bots()
    for _ in range(human_moves):
        match.apply(0, match.state.legal_actions(0)[0])
        if match.state.needs_resolution():
            match.resolve()
        match.play_bots()
    path = folder / f"autosave-secretdraft-20240101T{stamp:06d}.000000Z.json"
    match.save(path)
    os.utime(path, (stamp, stamp))
    return path


def damaged_copy(good: Path, stamp: int, size: int) -> Path:
    """A newer autosave that reads as a save of ``size`` bytes and more, whose moves go on long
    after the game could: only replaying it shows the damage."""
    data = json.loads(good.read_text(encoding="utf-8"))
    entry = len(json.dumps(data["actions"][0]))
    data["actions"] = data["actions"] * (size // entry // len(data["actions"]) + 1)
    path = good.with_name(f"autosave-secretdraft-20240102T{stamp:06d}.000000Z.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    os.utime(path, (stamp, stamp))
    return path


@pytest.fixture
def folder(private_folders) -> Path:
    private_folders.mkdir(parents=True)
    return private_folders


@pytest.fixture
def replayed_here(monkeypatch) -> list[Path]:
    """The files the window's own process reads to replay them."""
    read: list[Path] = []
    real = replay_check.read_save
    monkeypatch.setattr(replay_check, "read_save",
                        lambda path, **limits: read.append(Path(path)) or real(path, **limits))
    return read


def open_window(qtbot, toy_registry, toy_plugins) -> MainWindow:
    window = MainWindow(toy_registry, toy_plugins, settings=Settings())
    qtbot.addWidget(window)
    window.show()
    return window


def check_apart_running() -> bool:
    return any(child.name == "tabibito-replay-check"
               for child in multiprocessing.active_children())


def test_a_newest_autosave_too_big_to_replay_at_once_is_replayed_apart_then_offered(
        qtbot, folder, toy_registry, toy_plugins, replayed_here, monkeypatch):
    older = autosave(folder, ("Ann", "Hana"), 1_000)
    newer = autosave(folder, ("Ben", "Hana"), 2_000, human_moves=2)
    assert newer.stat().st_size > older.stat().st_size
    monkeypatch.setattr(resume, "GUI_CHECK_BYTES", newer.stat().st_size - 1)

    window = open_window(qtbot, toy_registry, toy_plugins)

    card = window.home.resume_card
    assert card.isVisible() and "Ann" in card.detail.text()  # the good one at hand, at once
    qtbot.waitUntil(lambda: "Ben" in card.detail.text(), timeout=CHECK_SECONDS * 1000)
    assert replayed_here == [older]  # the newer one was replayed apart
    card.button.click()
    assert Path(window.controller.match.autosave_path) == newer


def test_huge_damaged_newest_autosaves_never_hold_up_the_window(
        qtbot, folder, toy_registry, toy_plugins, replayed_here, caplog):
    good = autosave(folder, ("Ann", "Hana"), 1_000)
    huge = [damaged_copy(good, stamp, 4 * resume.GUI_CHECK_BYTES) for stamp in (2_000, 3_000)]
    kept = {path: path.read_bytes() for path in huge}

    window = open_window(qtbot, toy_registry, toy_plugins)

    card = window.home.resume_card
    assert card.isVisible() and "Ann" in card.detail.text()
    assert replayed_here == [good]
    qtbot.waitUntil(lambda: all(f"skipping autosave {path}" in caplog.text for path in huge),
                    timeout=CHECK_SECONDS * 1000)
    assert replayed_here == [good] and "Ann" in card.detail.text()
    assert all(path.read_bytes() == content for path, content in kept.items())  # left alone
    card.button.click()
    assert Path(window.controller.match.autosave_path) == good


def test_the_check_apart_ends_with_the_window(qtbot, folder, toy_registry, toy_plugins):
    good = autosave(folder, ("Ann", "Hana"), 1_000)
    for stamp in range(2_000, 10_000, 1_000):
        damaged_copy(good, stamp, 4 * resume.GUI_CHECK_BYTES)
    window = open_window(qtbot, toy_registry, toy_plugins)
    qtbot.waitUntil(check_apart_running)

    window.close()

    assert not check_apart_running()


def test_an_offer_that_no_longer_opens_is_explained_and_withdrawn(
        qtbot, folder, toy_registry, toy_plugins, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    good = autosave(folder, ("Ann", "Hana"), 1_000)
    window = open_window(qtbot, toy_registry, toy_plugins)
    assert window.home.resume_card.isVisible()
    # Changed since it was checked, to the byte count and the second: only opening it shows it.
    text = good.read_text(encoding="utf-8")
    good.write_text(text.replace('"Ann"', '"An\x01"'), encoding="utf-8")  # a raw control
    assert good.stat().st_size == len(text.encode())
    os.utime(good, (1_000, 1_000))

    window.home.resume_card.button.click()

    assert window.controller is None
    assert shown == ["This saved game is damaged and cannot be loaded."]
    assert not window.home.resume_card.isVisible()

"""A data folder that cannot be written never stops the app: new games, opened saves, "Continue"
and tutorials go on without autosave, the player is told once, and saving elsewhere still works.

The folder really refuses writes, root included (CI runs the tests as root): it is missing with a
file where its parent should be, or it is there and read-only, with this thread holding no power
to override the permissions, as a player's account holds none.
"""

from __future__ import annotations

import ctypes
import os
import types
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QSettings
from PySide6.QtWidgets import QMessageBox

from tabibito.engine import Match, Seat
from tabibito.ui import messages
from tabibito.ui.game_screen import TOAST_MS, TOAST_MS_PER_CHARACTER, reading_ms
from tabibito.ui.kit import paths
from tabibito.ui.kit.paths import DATA_DIR_ENV, autosaves, clean_autosave_folder
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import Lesson, Tutorial
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.play import play_on
from tests.ui.toy_ui import ToyUI

SOLO = [Seat("Ann"), Seat("Hana", "easy")]
KINDS = ["missing", "read-only"] if os.name == "posix" else ["missing"]


# -- a folder that really refuses writes ---------------------------------------------------------

class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                ("inheritable", ctypes.c_uint32)]


_CAPABILITY_VERSION_3 = 0x20080522
_CAP_DAC_OVERRIDE = 1  # writes where the permissions forbid it: what root has and players lack


@contextmanager
def permissions_bind_this_thread():
    """As root, this thread gives up CAP_DAC_OVERRIDE until the end (capabilities are the
    thread's own on Linux, and the window writes on this thread), so a read-only folder is
    read-only to it too; not root, there is nothing to give up."""
    if os.geteuid() != 0:
        yield
        return
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = _CapHeader(_CAPABILITY_VERSION_3, 0), (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    kept = [(part.effective, part.permitted, part.inheritable) for part in data]
    data[0].effective &= ~(1 << _CAP_DAC_OVERRIDE)
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")
    try:
        yield
    finally:
        for part, (effective, permitted, inheritable) in zip(data, kept, strict=True):
            part.effective, part.permitted, part.inheritable = effective, permitted, inheritable
        libc.capset(ctypes.byref(header), data)


def autosave_in_progress(folder: Path) -> Path:
    match = Match(TOY_GAME, {}, SOLO, 11)
    match.play_bots()
    path = folder / "autosave-secretdraft-20240101T001000.000000Z.json"
    match.save(path)
    return path


@pytest.fixture(params=KINDS)
def data_folder(request, tmp_path, monkeypatch, private_folders):
    """The data folder, unwritable: "missing" (a file stands where its parent should be, so it
    cannot be made) or "read-only" (there, with one game in progress autosaved before)."""
    if request.param == "missing":
        blocker = tmp_path / "blocker"
        blocker.write_text("not a folder", encoding="utf-8")
        folder = blocker / "data"
        monkeypatch.setenv(DATA_DIR_ENV, str(folder))
        with pytest.raises(OSError):  # the failure is real
            folder.mkdir(parents=True)
        yield folder
        return
    folder = tmp_path / "read-only"
    folder.mkdir()
    autosave_in_progress(folder)
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    folder.chmod(0o555)
    try:
        with permissions_bind_this_thread():
            with pytest.raises(OSError):  # the failure is real, root or not
                (folder / "probe").write_bytes(b"")
            yield folder
    finally:
        folder.chmod(0o755)


@pytest.fixture
def told(monkeypatch) -> list[str]:
    """Every message the player sees: the notes over the board and the message boxes."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(
        f"{box.text()} {box.informativeText()}"))
    return shown


@pytest.fixture
def window(qtbot, toy_registry, told) -> MainWindow:
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(toy_registry, {TOY_GAME.id: LessonToyUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    screen = window.game_screen  # the notes over the board, heard from the start
    shown_note = screen.show_toast

    def hear(_screen, text: str) -> None:
        told.append(text)
        shown_note(text)

    # A bound method, as the screen's signal watch (kit.panel.watch) holds its slots weakly;
    # ``hear`` lives as long as this fixture.
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(screen, "show_toast", types.MethodType(hear, screen))
    yield window
    monkeypatch.undo()


def unwritable_sentence(folder: Path) -> str:
    return messages.error_text(messages.TabibitoError(
        messages.DATA_FOLDER_UNWRITABLE, path=QDir.toNativeSeparators(str(folder))))


def said_once(qtbot, told: list[str], folder: Path) -> None:
    sentence = unwritable_sentence(folder)
    qtbot.waitUntil(lambda: sentence in told)
    assert told == [sentence]
    assert str(folder) in sentence or QDir.toNativeSeparators(str(folder)) in sentence


# -- the tests --------------------------------------------------------------------------------------

def test_a_new_game_is_played_to_its_end_without_autosave_and_says_so_once(
        qtbot, window, data_folder, told):
    before = sorted(os.listdir(data_folder)) if data_folder.is_dir() else None

    assert window.start_match(TOY_GAME.id, {}, SOLO, seed=5)
    controller = window.controller
    assert controller.match.autosave_path is None
    play_on(qtbot, controller)

    assert controller.match.is_over()
    said_once(qtbot, told, data_folder)  # once for the game, not per move, and no dialog
    assert (sorted(os.listdir(data_folder)) if data_folder.is_dir() else None) == before


def test_a_valid_save_from_elsewhere_opens_and_can_be_saved_elsewhere(
        qtbot, window, data_folder, told, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    match = Match(TOY_GAME, {}, SOLO, 3)
    match.play_bots()
    match.save(elsewhere / "kept.tabibito")

    assert window.open_file(elsewhere / "kept.tabibito")
    assert window.controller.match.log == match.log
    assert window.controller.match.autosave_path is None
    said_once(qtbot, told, data_folder)

    assert window.save_to(elsewhere / "again.tabibito")  # nothing is lost
    assert Match.load(elsewhere / "again.tabibito", window.registry).log == match.log


@pytest.mark.skipif(os.name != "posix", reason="a read-only folder needs POSIX permissions")
@pytest.mark.parametrize("data_folder", ["read-only"], indirect=True)
def test_continue_goes_on_without_autosave_in_a_read_only_folder(qtbot, window, data_folder,
                                                                 told):
    [autosave] = autosaves()
    kept = autosave.read_bytes()
    window.go_home()
    assert window.home.resume_card.isVisible()

    window.home.resume_card.button.click()

    controller = window.controller
    assert controller is not None and controller.match.autosave_path is None
    seat = controller.shown_seat
    assert controller.submit(seat, controller.state().legal_actions(seat)[0])
    said_once(qtbot, told, data_folder)
    assert autosave.read_bytes() == kept


LESSONS = (Lesson("Welcome to Secret Draft.", target="board"),
           Lesson("Play on to the end.", accepts=lambda view, action: True,
                  until=lambda view: view.is_over()))
TUTORIAL = Tutorial("secretdraft", "base", "Secret Draft", "ToyTutorial", {"hand": 2},
                    (Seat("", None), Seat("Kenji", "easy")), 7, None, LESSONS, minutes=3)


class LessonToyUI(ToyUI):
    def tutorials(self):
        return (TUTORIAL,)


def test_a_tutorial_runs_without_keeping_its_place(qtbot, window, data_folder, told):
    before = sorted(os.listdir(data_folder)) if data_folder.is_dir() else None

    assert window.learn(TOY_GAME.id)

    controller = window.controller
    assert controller.match.autosave_path is None
    run = window.lessons.run
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    sentence = unwritable_sentence(data_folder)
    qtbot.waitUntil(lambda: run.bubble.note.text() == sentence)  # where the lesson is read
    assert run.bubble.note.isVisible()
    run.bubble.next.click()
    seat = controller.shown_seat
    assert controller.submit(seat, controller.state().legal_actions(seat)[0])
    assert told == []  # said once, in the bubble: no note under it, no dialog
    assert (sorted(os.listdir(data_folder)) if data_folder.is_dir() else None) == before


def test_with_no_data_folder_named_the_game_is_not_saved_in_the_current_one(
        qtbot, window, told, tmp_path, monkeypatch):
    monkeypatch.delenv(DATA_DIR_ENV)
    monkeypatch.setattr(paths.QStandardPaths, "writableLocation", lambda location: "")
    monkeypatch.chdir(tmp_path)
    before = sorted(os.listdir(tmp_path))

    assert window.start_match(TOY_GAME.id, {}, SOLO, seed=5)
    play_on(qtbot, window.controller)

    assert window.controller.match.autosave_path is None
    qtbot.waitUntil(lambda: len(told) == 1)
    assert sorted(os.listdir(tmp_path)) == before


def test_the_app_starts_and_cleans_up_nothing_it_cannot(qtbot, data_folder, toy_registry):
    assert clean_autosave_folder() == 0
    window = MainWindow(toy_registry, {TOY_GAME.id: LessonToyUI()}, settings=Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.home.isVisible()


def test_settings_that_cannot_be_written_last_the_session(qtbot, tmp_path, toy_registry):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder", encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(blocker / "cfg"))
    settings = Settings()
    window = MainWindow(toy_registry, {TOY_GAME.id: LessonToyUI()}, settings=settings)
    qtbot.addWidget(window)
    window.show()

    window.apply_settings("de", "fast")
    settings.store.sync()

    assert settings.store.status() == QSettings.Status.AccessError  # really not written
    assert settings.animation_speed == "fast" and window.languages.language == "de"
    window.apply_settings("en", "normal")


def test_a_long_note_over_the_board_stays_until_it_could_be_read():
    assert reading_ms("It is not your turn.") == TOAST_MS
    sentence = unwritable_sentence(Path("/home/ann/.local/share/Tabibito/Tabibito"))
    assert reading_ms(sentence) == len(sentence) * TOAST_MS_PER_CHARACTER > TOAST_MS
    wide = "ゲームは自動保存されません" * 3  # a wide character says about as much as two narrow
    assert reading_ms(wide) == reading_ms("ab" * len(wide))

"""The app shell with the test game: home, new game, play, undo, hand-off, saves, language, bots."""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtWidgets import QMessageBox

from tabibito.engine import (
    MAX_SAVE_BYTES,
    Action,
    Match,
    RandomBot,
    SaveError,
    Seat,
    TabibitoError,
    read_save,
)
from tabibito.ui import app as gui_app
from tabibito.ui import messages, plugins
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.paths import MAX_AUTOSAVES, autosaves, resource_path
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.messages import error_text
from tabibito.ui.new_game import NewGameDialog
from tabibito.ui.nextstation import texts as nextstation_texts
from tabibito.ui.nextstation.plugin import MAP_ERRORS
from tabibito.ui.nextstation.plugin import PLUGIN as NEXT_STATION_UI
from tests.engine.toygame import GAME as TOY_GAME
from tests.engine.toygame import HIDDEN
from tests.ui.toy_ui import PLUGIN as TOY_UI

SOLO = [Seat("Ann"), Seat("Hana", "easy")]
TWO_HUMANS = [Seat("Ann"), Seat("Ben"), Seat("Hana", "easy")]


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"  # no pauses between computer moves in tests
    return settings


@pytest.fixture
def window(qtbot, toy_registry, toy_plugins, settings) -> MainWindow:
    window = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    return window


def start(qtbot, window: MainWindow, seats=SOLO, seed: int = 7, **options):
    assert window.start_match("secretdraft", options, seats, seed=seed)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    return controller


def play_one(qtbot, controller) -> None:
    """The shown human makes their first legal decision (or confirms the reveal it brought
    due); then the bots answer."""
    if controller.resolution_held():
        assert controller.resolve()
    else:
        seat = controller.shown_seat
        assert controller.submit(seat, controller.state().legal_actions(seat)[0])
    qtbot.waitUntil(lambda: not controller.busy)


# -- home and new game --------------------------------------------------------------------------

def test_home_shows_a_tile_per_game_with_its_player_counts(window):
    assert list(window.home.tiles) == ["secretdraft"]
    tile = window.home.tiles["secretdraft"]
    assert tile.title.text() == "Secret Draft"
    assert tile.players.text() == "2–3 players"
    assert not window.home.resume_card.isVisible()


def test_new_game_dialog_builds_seats_and_options_and_remembers_them(qtbot, settings):
    dialog = NewGameDialog(TOY_GAME, TOY_UI, settings)
    qtbot.addWidget(dialog)
    dialog.set_player_count(3)
    dialog.rows[0].name.setText("Ann")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("hard"))
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("human"))
    dialog.option_widgets["hand"].setCurrentIndex(2)
    assert dialog.option_widgets["hand"].currentText() == "4 cards"
    assert dialog.seats() == [Seat("Ann"), Seat("Kenji", "hard"), Seat("Player 3")]
    assert dialog.options() == {"hand": 4}
    dialog.accept()

    again = NewGameDialog(TOY_GAME, TOY_UI, settings)
    qtbot.addWidget(again)
    assert again.player_count() == 3
    assert again.seats() == [Seat("Ann"), Seat("Kenji", "hard"), Seat("Player 3")]
    assert again.options() == {"hand": 4}


def test_settings_are_an_ini_file(settings):
    assert settings.store.format() == QSettings.Format.IniFormat
    assert settings.store.fileName().endswith(".ini")


# -- playing --------------------------------------------------------------------------------------

def test_a_full_game_against_a_bot_ends_with_the_score_breakdown(qtbot, window):
    controller = start(qtbot, window)
    scene = window.game_screen.scene
    card = next(item for item in scene.items() if str(item.data(0)).startswith("card-"))
    value = int(card.data(0)[5:])
    view = window.game_screen.board
    point = view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: controller.match.log[-1][::2] == (0, Action.of("pick", card=value)))
    while not controller.match.is_over():
        play_one(qtbot, controller)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    totals = controller.match.state.scores().totals
    assert [sheet.table.total(seat) for seat in range(2)] == list(totals)
    assert sheet.table.verticalHeaderItem(0).text() == "Cards"
    winner = controller.match.state.scores().winners[0]
    assert sheet.table.horizontalHeaderItem(sheet.table.column_of(winner)).text().startswith("★")
    assert not Path(controller.match.autosave_path).exists()  # nothing left to continue
    assert autosaves() == []


def test_undo_and_redo_restore_the_state(qtbot, window):
    controller = start(qtbot, window)
    before = controller.view().hands[0]
    play_one(qtbot, controller)  # a pick: private, so it can be taken back
    after = list(controller.view().hands[0])
    assert window.actions_by_name["undo"].isEnabled()
    window.actions_by_name["undo"].trigger()
    assert controller.view().hands[0] == before
    assert controller.can_redo() and not controller.can_undo()
    window.actions_by_name["redo"].trigger()
    assert controller.view().hands[0] == after
    play_one(qtbot, controller)  # the place waits for the confirmation that reveals the trick
    assert controller.resolution_held() and controller.can_undo()
    window.game_screen.confirm_button.click()  # the reveal: the floor moves
    assert not controller.resolution_held() and not controller.can_undo()


def test_a_human_decision_with_a_choice_waits_for_confirmation(qtbot, window):
    controller = start(qtbot, window)
    play_one(qtbot, controller)  # the pick
    play_one(qtbot, controller)  # the place: everybody has decided
    assert controller.resolution_held() and window.game_screen.confirm_button.isVisible()
    step = controller.match.step
    window.game_screen.confirm_button.click()
    assert controller.match.step == step + 1 and not controller.resolution_held()


def test_forced_moves_leave_nothing_to_confirm(qtbot, window, monkeypatch):
    state_type = type(TOY_GAME.new_state({"hand": 3}, SOLO, 1))
    every_choice = state_type.legal_actions
    monkeypatch.setattr(state_type, "legal_actions",
                        lambda self, seat: every_choice(self, seat)[:1])  # one move each time
    controller = start(qtbot, window)
    step = controller.match.step
    play_one(qtbot, controller)
    play_one(qtbot, controller)
    assert not controller.resolution_held() and controller.match.step == step + 1
    assert not window.game_screen.confirm_button.isVisible()


def test_an_illegal_move_explains_itself_and_changes_nothing(qtbot, window):
    controller = start(qtbot, window)
    log, events = list(controller.match.log), list(controller.match.events)
    with qtbot.waitSignal(controller.error) as caught:
        assert not controller.submit(0, Action.of("pick", card=999))
    assert caught.args == ["That move is not allowed now."]
    assert controller.match.log == log and controller.match.events == events
    play_one(qtbot, controller)
    again = Action.of("pick", card=controller.view().hands[0][0])
    assert controller.explain(0, again) == "You already picked a card."  # the plugin's words
    assert controller.explain(1, Action.of("place", where="bank")) == "It is not your turn."


def test_a_click_as_the_handoff_screen_comes_up_does_nothing(qtbot, window):
    """The previous player's hurried second click lands on "I am Ann: show my turn": it must
    not show Ann's hand to them. Once the screen has been up for a moment the button works."""
    controller = start(qtbot, window, TWO_HUMANS)
    overlay = window.handoff
    now = [time.monotonic() * 1000.0]
    overlay.guard.clock = lambda: now[0]
    overlay.show_for("Ann", can_take_back=False)  # shown again: noted on the stepped clock
    now[0] += 150
    overlay.ready.click()
    assert overlay.isVisible() and controller.shown_seat is None
    now[0] += 300
    overlay.ready.click()
    assert not overlay.isVisible() and controller.shown_seat == 0


def test_handoff_between_two_humans_hides_private_information(qtbot, window):
    controller = start(qtbot, window, TWO_HUMANS)
    overlay = window.handoff
    assert overlay.isVisible() and "Ann" in overlay.ready.text()
    assert controller.shown_seat is None
    assert all(card == HIDDEN for card in controller.view().hands[0])
    assert not any(str(item.data(0)).startswith("card-")
                   for item in window.game_screen.scene.items())
    qtbot.waitUntil(overlay.guard.passed)  # the screen takes no click at once
    overlay.ready.click()
    assert not overlay.isVisible() and controller.shown_seat == 0
    play_one(qtbot, controller)
    assert not overlay.isVisible()  # Ann still has to place her card: no hand-off yet
    play_one(qtbot, controller)
    assert overlay.isVisible() and "Ben" in overlay.ready.text()
    assert all(card == HIDDEN for card in controller.view().hands[0])
    log = [window.game_screen.log.item(i).text() for i in range(window.game_screen.log.count())]
    assert not any(line.startswith("You picked") for line in log)
    overlay.take_back.click()  # Ann changes her mind before passing the device
    assert not overlay.isVisible() and controller.shown_seat == 0
    play_one(qtbot, controller)
    assert overlay.isVisible()
    qtbot.waitUntil(overlay.guard.passed)  # the screen takes no click at once
    overlay.ready.click()
    assert controller.shown_seat == 1 and not controller.can_undo()


# -- saves ----------------------------------------------------------------------------------------

def test_save_then_load_gives_the_same_log(qtbot, window, tmp_path):
    controller = start(qtbot, window)
    for _ in range(3):
        play_one(qtbot, controller)
    path = tmp_path / "trip.tabibito"
    assert window.save_to(path)
    log, events = list(controller.match.log), len(controller.match.events)
    assert window.open_file(path)
    assert window.controller is not controller
    assert window.controller.match.log == log
    assert len(window.controller.match.events) == events


def test_autosave_and_continue_last_game(qtbot, window, toy_registry, toy_plugins, settings):
    controller = start(qtbot, window)
    play_one(qtbot, controller)
    log = list(controller.match.log)
    [autosave] = autosaves()
    assert autosave == Path(controller.match.autosave_path)
    assert autosave.name.startswith("autosave-secretdraft-")
    assert json.loads(autosave.read_text(encoding="utf-8"))["game"] == "secretdraft"
    other = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(other)
    assert other.home.resume_card.isVisibleTo(other.home)
    other.home.resume_card.button.click()
    assert other.controller.match.log == log
    assert Path(other.controller.match.autosave_path) == autosave  # goes on in the same file


def finished_save(folder: Path, seed: int = 3) -> Path:
    """A .tabibito file of a game of the test game played to its end by two computer players."""
    match = Match(TOY_GAME, {}, [Seat("Kenji", "easy"), Seat("Hana", "easy")], seed)
    match.play_bots()
    assert match.is_over()
    path = folder / "finished.tabibito"
    match.save(path)
    return path


def test_opening_a_finished_save_keeps_the_autosave_of_a_game_in_progress(qtbot, window,
                                                                          tmp_path):
    controller = start(qtbot, window)
    play_one(qtbot, controller)
    log = list(controller.match.log)
    autosave = Path(controller.match.autosave_path)
    kept = autosave.read_bytes()

    assert window.open_file(finished_save(tmp_path))

    assert window.controller.match.is_over()
    assert autosaves() == [autosave] and autosave.read_bytes() == kept
    window.go_home()
    assert window.home.resume_card.isVisible()
    window.home.resume_card.button.click()
    assert window.controller.match.log == log


def test_each_match_autosaves_into_its_own_file_and_continue_takes_the_newest(
        qtbot, window, toy_registry, toy_plugins, settings):
    first = start(qtbot, window)
    play_one(qtbot, first)
    first_file, first_log = Path(first.match.autosave_path), list(first.match.log)
    second = start(qtbot, window, seed=8)
    play_one(qtbot, second)
    play_one(qtbot, second)
    second_file = Path(second.match.autosave_path)
    assert first_file != second_file
    assert set(autosaves()) == {first_file, second_file}
    assert len(read_save(first_file)["actions"]) == len(first_log)
    os.utime(first_file, (1_000_000, 1_000_000))  # the first game was played long ago

    other = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(other)
    other.home.resume_card.button.click()
    assert other.controller.match.log == second.match.log


def test_a_game_opened_from_a_file_autosaves_into_a_new_slot(qtbot, window, tmp_path):
    first = start(qtbot, window)
    play_one(qtbot, first)
    first_file = Path(first.match.autosave_path)
    kept = first_file.read_bytes()
    path = tmp_path / "trip.tabibito"
    assert window.save_to(path)

    assert window.open_file(path)
    opened = window.controller
    play_one(qtbot, opened)

    slot = Path(opened.match.autosave_path)
    assert slot != first_file and slot.parent == first_file.parent and slot.exists()
    assert first_file.read_bytes() == kept
    assert len(read_save(path)["actions"]) == len(first.match.log)  # the file itself: untouched


def test_ending_a_game_drops_only_its_own_autosave(qtbot, window):
    first = start(qtbot, window)
    play_one(qtbot, first)
    first_file = Path(first.match.autosave_path)
    second = start(qtbot, window, seed=9)
    while not second.match.is_over():
        play_one(qtbot, second)
    assert not Path(second.match.autosave_path).exists()
    assert autosaves() == [first_file]


def test_old_autosaves_are_pruned_but_never_the_current_one(qtbot, window, tmp_path,
                                                            private_folders):
    content = finished_save(tmp_path).read_bytes()
    old = []
    private_folders.mkdir(parents=True)
    for number in range(MAX_AUTOSAVES + 2):  # oldest first
        path = private_folders / f"autosave-secretdraft-2020010{number:02d}T000000.000000Z.json"
        path.write_bytes(content)
        os.utime(path, (1_000_000 + number, 1_000_000 + number))
        old.append(path)

    assert window.open_file(old[0], remember_path=False)  # continuing the oldest of them

    assert Path(window.controller.match.autosave_path) == old[0]
    assert len(autosaves()) == MAX_AUTOSAVES
    assert set(autosaves()) == {old[0], *old[-(MAX_AUTOSAVES - 1):]}

    controller = start(qtbot, window)
    play_one(qtbot, controller)
    current = Path(controller.match.autosave_path)
    assert autosaves()[0] == current and len(autosaves()) == MAX_AUTOSAVES


HEADER = '"format": "tabibito-save", "version": 1'
TABLE = '"options": {}, "seats": [{"name": "Ann"}, {"name": "Hana", "bot": "easy"}], "seed": 1'
BAD_SAVES = {
    "corrupt": ('{' + HEADER + ', "game": 3}', SaveError("save.corrupt")),
    "truncated": ('{' + HEADER + ', "game": "secr', SaveError("save.truncated")),
    "foreign": ('{"hello": "world"}', SaveError("save.foreign")),
    "newer": ('{"format": "tabibito-save", "version": 99}', SaveError("save.newer")),
    "unknown game": ('{' + HEADER + ', "game": "tokaido", ' + TABLE + ', "actions": []}',
                     SaveError("save.unknown_game", game="tokaido")),
    "illegal move": ('{' + HEADER + ', "game": "secretdraft", ' + TABLE
                     + ', "actions": [{"seat": 0, "kind": "pick", "card": 999}]}',
                     SaveError("save.illegal_action", index=0)),
}


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_save_is_explained_and_nothing_is_lost(qtbot, window, tmp_path, monkeypatch, case):
    text, error = BAD_SAVES[case]
    shown = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: shown.append((box.text(), box.informativeText())))
    controller = start(qtbot, window)
    play_one(qtbot, controller)
    good = tmp_path / "good.tabibito"
    window.save_to(good)
    keep = {path: path.read_bytes() for path in (good, Path(controller.match.autosave_path))}
    bad = tmp_path / "bad.tabibito"
    bad.write_text(text, encoding="utf-8")
    log = list(controller.match.log)

    assert not window.open_file(bad)

    assert shown == [("“bad.tabibito” could not be opened.", error_text(error, TOY_UI))]
    assert window.controller is controller and controller.match.log == log
    assert {path: path.read_bytes() for path in keep} == keep
    assert bad.read_text(encoding="utf-8") == text
    play_one(qtbot, controller)  # the app is still up and playing


def test_a_huge_file_is_refused_for_what_it_is(qtbot, window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: shown.append((box.text(), box.informativeText())))
    huge = tmp_path / "huge.tabibito"
    with huge.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)  # sparse: no disk space needed
    assert not window.open_file(huge)
    assert shown == [("“huge.tabibito” could not be opened.",
                      "This file is too large to be a Tabibito saved game.")]


def test_an_impossible_option_is_explained(qtbot, window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    assert not window.start_match("secretdraft", {"hand": 9}, SOLO)
    assert shown == ["“9” is not a possible value of the option “Hand size”."]
    assert window.controller is None and window.screens.currentWidget() is window.home


def test_the_plugins_are_imported_plainly(monkeypatch):
    """A game UI that cannot be imported fails loudly instead of vanishing from the home screen."""
    monkeypatch.setitem(sys.modules, "tabibito.ui.nextstation", None)
    with pytest.raises(ImportError):
        plugins._known_plugins()


GAME_ERRORS = sorted(set(nextstation_texts.ERRORS) | set(MAP_ERRORS))
# Keys the engine and the game raise that the tables must cover (their absence fails below).
RAISED_KEYS = ["save.too_large", "nextstation.not_on_line"]
PARAMS = {"game": "secretdraft", "option": "hand", "value": 9, "count": 5, "low": 2, "high": 3,
          "level": "wild", "index": 4, "detail": "disk full", "path": "x", "size": 10**9}


@pytest.mark.parametrize("key", sorted(set(messages._TEXTS) | set(GAME_ERRORS) | set(RAISED_KEYS)))
def test_every_error_key_has_a_text_of_its_own(key):
    plugin = NEXT_STATION_UI if key.startswith(("nextstation.", "map.")) else TOY_UI
    text = error_text(TabibitoError(key, **PARAMS), plugin)
    fallback = error_text(TabibitoError("no.such_key"), plugin)
    assert fallback.startswith("Something went wrong")
    assert text.strip() and text != fallback and "Something went wrong" not in text
    assert "%" not in text and "{" not in text


def test_engine_error_texts_differ_and_fill_their_values():
    keys = sorted(messages._TEXTS)
    texts = [error_text(TabibitoError(key, **PARAMS), TOY_UI) for key in keys]
    assert len(set(texts)) == len(texts)
    assert "Secret Draft is played by 2 to 3 players, not 5." in texts
    assert "move 5" in texts[keys.index("save.illegal_action")]


# -- language -------------------------------------------------------------------------------------

class MarkerTranslator(QTranslator):
    """Stands in for a German catalogue: every text of the main window comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"[de] {source}" if context == "MainWindow" else None

    def isEmpty(self) -> bool:
        return False  # Qt announces only non-empty catalogues to the widgets


def test_switching_language_at_runtime_relabels_the_menu(qtbot, window):
    file_menu = window.menus["file"]
    assert file_menu.title() == "&File"
    catalogue = resource_path("i18n", "tabibito_de.qm")
    if catalogue.is_file():
        window.languages.set_language("de")
        qtbot.waitUntil(lambda: file_menu.title() != "&File")
        window.languages.set_language("en")
    else:
        translator = MarkerTranslator()
        QCoreApplication.installTranslator(translator)
        try:
            qtbot.waitUntil(lambda: file_menu.title() == "[de] &File")
            assert window.actions_by_name["undo"].text() == "[de] &Undo"
        finally:
            QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: file_menu.title() == "&File")


def test_a_missing_catalogue_falls_back_to_english(qtbot, window, caplog):
    manager = LanguageManager()
    assert manager.set_language("pl") == "pl"  # no crash, whatever files exist
    assert manager.set_language("xx") == "en"
    manager.set_language("en")
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&File")


# -- bots -----------------------------------------------------------------------------------------

class ThreadSpy(RandomBot):
    threads: list[str] = []

    def choose(self, view, legal_actions, rng, seat, budget):
        self.threads.append(threading.current_thread().name)
        return super().choose(view, legal_actions, rng, seat, budget)


def test_bots_decide_off_the_gui_thread(qtbot, window, monkeypatch):
    ThreadSpy.threads = []
    monkeypatch.setattr(TOY_GAME, "make_bot", lambda level: ThreadSpy())
    controller = start(qtbot, window)
    assert ThreadSpy.threads
    assert threading.main_thread().name not in ThreadSpy.threads
    assert all(name.startswith("tabibito-bot") for name in ThreadSpy.threads)
    assert controller.match.log[0].seat == 1  # the bot acted first in the simultaneous trick


class HeldBot(RandomBot):
    """Thinks until the test lets it answer."""

    def __init__(self, answer: threading.Event, thinking: threading.Event) -> None:
        self.answer, self.thinking = answer, thinking

    def choose(self, view, legal_actions, rng, seat, budget):
        self.thinking.set()
        self.answer.wait(10)
        return super().choose(view, legal_actions, rng, seat, budget)


def test_a_game_left_while_a_bot_thinks_is_let_go_and_the_late_answer_dropped(
        qtbot, window, monkeypatch):
    """The bot's thread holds no reference to the game it thinks for: left, the game's
    controller goes at once on the GUI thread (were the thread to drop it last, its Qt side would
    be destroyed on that thread, a crash), and the answer that comes later goes nowhere."""
    thread_errors: list = []
    monkeypatch.setattr(threading, "excepthook", thread_errors.append)
    late, at_once, thinking = threading.Event(), threading.Event(), threading.Event()
    at_once.set()
    answers = [late]  # the first game's bot waits; the next game's bots answer at once
    monkeypatch.setattr(TOY_GAME, "make_bot", lambda level: HeldBot(
        answers.pop() if answers else at_once, thinking))
    assert window.start_match("secretdraft", {}, SOLO, seed=7)
    qtbot.waitUntil(thinking.is_set)  # the bot moves first in the simultaneous trick
    left = weakref.ref(window.controller)
    assert window.start_match("secretdraft", {}, SOLO, seed=8)
    qtbot.waitUntil(lambda: not window.controller.busy)
    gc.collect()
    assert left() is None  # while its bot still thinks
    late.set()
    qtbot.waitUntil(lambda: not any(thread.name.startswith("tabibito-bot")
                                    for thread in threading.enumerate()))
    qtbot.wait(50)  # the late answer has been relayed by now, to nobody
    assert thread_errors == [] and window.controller.match.log[0].seat == 1


def test_the_board_stays_fitted_when_the_window_resizes(qtbot, window):
    start(qtbot, window)
    view = window.game_screen.board
    window.resize(1500, 950)
    qtbot.waitUntil(lambda: view.transform().m11() > 0)
    big = view.transform().m11()
    window.resize(900, 600)
    qtbot.waitUntil(lambda: view.transform().m11() < big)
    shown = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown)


def test_escape_during_a_handoff_goes_home_and_the_handoff_waits(qtbot, window):
    controller = start(qtbot, window, TWO_HUMANS)
    assert window.handoff.isVisible()
    window.actions_by_name["back"].trigger()
    assert window.screens.currentWidget() is window.home and not window.handoff.isVisible()
    assert controller.shown_seat is None  # still nobody's private view
    window.home.resume_card.button.click()
    assert window.handoff.isVisible()


def test_settings_change_the_speed_of_motion(qtbot, window):
    controller = start(qtbot, window)
    window.apply_settings("en", "slow")
    assert controller.animation_factor == 2.0 and controller.animations.factor == 2.0
    window.apply_settings("en", "off")
    assert controller.animation_factor == 0 and window.settings.animation_speed == "off"


def test_shortcuts(window):
    keys = {name: [key.toString() for key in action.shortcuts()]
            for name, action in window.actions_by_name.items()}
    assert keys["new"] == ["Ctrl+N"] and keys["open"] == ["Ctrl+O"] and keys["save"] == ["Ctrl+S"]
    assert keys["undo"] == ["Ctrl+Z"] and keys["redo"] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert keys["fullscreen"] == ["F11"] and keys["back"] == ["Esc"] and keys["quit"] == ["Ctrl+Q"]


def test_escape_goes_back_home(qtbot, window):
    start(qtbot, window)
    window.actions_by_name["back"].trigger()
    assert window.screens.currentWidget() is window.home
    assert window.home.resume_card.isVisible()
    window.home.resume_card.button.click()
    assert window.screens.currentWidget() is window.game_screen


# -- entry points ---------------------------------------------------------------------------------

def test_self_test_and_screenshots_with_the_test_game(qtbot, tmp_path, toy_registry, toy_plugins):
    assert gui_app.self_test(toy_registry, toy_plugins) == 0
    assert gui_app.write_screenshots(tmp_path, toy_registry, toy_plugins) == 0
    for name in ("home.png", "secretdraft.png", "secretdraft-finished.png"):
        assert (tmp_path / name).stat().st_size > 1000


def test_the_self_test_fails_when_saves_cannot_be_replayed_apart(
        qtbot, monkeypatch, toy_registry, toy_plugins, capsys):
    from tabibito.engine.replay_check import ReplayCheck

    monkeypatch.setattr(ReplayCheck, "wait", lambda check, seconds: [])  # its process said nothing
    assert gui_app.self_test(toy_registry, toy_plugins, tutorials=False) == 1
    assert "a replay check in its own process found []" in capsys.readouterr().err


@pytest.mark.parametrize(("argument", "walks"), [("full", True), ("quick", False)])
def test_the_quick_self_test_leaves_only_the_tutorials_out(qtbot, monkeypatch, toy_registry,
                                                            toy_plugins, argument, walks):
    """``--self-test quick`` (the installed .deb's check) opens the games but walks no tutorial;
    ``--self-test`` walks them, and a tutorial that fails fails it."""
    from tabibito import cli
    from tabibito.ui.tutorial import auto

    walked = []
    monkeypatch.setattr(auto, "check_every_tutorial",
                        lambda window, languages: walked.append(window) or ["a step failed"])
    real = gui_app.self_test
    monkeypatch.setattr(gui_app, "self_test", lambda tutorials: real(
        toy_registry, toy_plugins, tutorials=tutorials))
    assert cli.main(["--self-test", argument]) == (1 if walks else 0)
    assert bool(walked) == walks



# -- start-up with damaged files --------------------------------------------------------------------

def autosave_in_progress(folder: Path, names=("Ann", "Hana"), stamp: int = 1_000) -> Path:
    """An autosave of a game of the test game that waits for its human, written by the match."""
    match = Match(TOY_GAME, {}, [Seat(names[0]), Seat(names[1], "easy")], 11)
    match.play_bots()
    path = folder / f"autosave-secretdraft-20240101T{stamp:06d}.000000Z.json"
    match.save(path)
    os.utime(path, (stamp, stamp))
    return path


def damaged_autosaves(folder: Path, good: Path) -> dict[str, Path]:
    """Newer autosaves than ``good``, each damaged its own way."""
    text = good.read_text(encoding="utf-8")
    data = json.loads(text)
    illegal = {**data, "actions": [{**data["actions"][0],
                                    "action": {**data["actions"][0]["action"], "card": 999}}]}
    contents = {
        "truncated": text[:len(text) // 2].encode(),
        "nested": b"[" * 100_000,
        "huge number": text.replace('"seed":11', '"seed":' + "1" * 5000).encode(),
        "bad name": text.replace('"Ann"', '"Ann\\ud800"').encode(),
        "not utf-8": b"\xff\xfe" + text.encode("utf-16-le"),
        "illegal move": json.dumps(illegal).encode(),
        "empty": b"",
    }
    assert all(content != text.encode() for content in contents.values())
    paths = {}
    for number, (case, content) in enumerate(contents.items()):
        path = folder / f"autosave-secretdraft-20240102T{number:06d}.000000Z.json"
        path.write_bytes(content)
        os.utime(path, (5_000 + number, 5_000 + number))
        paths[case] = path
    return paths


def test_the_newest_autosave_that_replays_is_the_one_to_continue(qapp, private_folders,
                                                                  toy_registry):
    from tabibito.ui.resume import ResumeScout

    private_folders.mkdir(parents=True, exist_ok=True)
    good = autosave_in_progress(private_folders)
    damaged = damaged_autosaves(private_folders, good)
    assert autosaves()[0] == damaged["empty"] and autosaves()[-1] == good

    offer = ResumeScout(toy_registry, {"secretdraft"}).offer()

    assert offer.path == good and offer.seat_names == ("Ann", "Hana")
    assert ResumeScout(toy_registry, set()).offer() is None  # a game the window cannot show
    assert all(path.exists() for path in damaged.values())  # never deleted: they are the player's


def test_the_app_starts_with_damaged_newest_autosaves_and_offers_the_good_one(
        qtbot, private_folders, toy_registry, toy_plugins, settings):
    private_folders.mkdir(parents=True, exist_ok=True)
    good = autosave_in_progress(private_folders)
    damaged = damaged_autosaves(private_folders, good)
    damaged.pop("illegal move").unlink()  # reads, but does not replay: see the next test
    window = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(window)
    window.show()

    assert window.home.resume_card.isVisible()
    assert "Ann" in window.home.resume_card.detail.text()
    window.home.resume_card.button.click()
    assert Path(window.controller.match.autosave_path) == good


def test_continue_skips_a_newest_autosave_that_reads_but_does_not_replay(
        qtbot, private_folders, toy_registry, toy_plugins, settings, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    private_folders.mkdir(parents=True, exist_ok=True)
    good = autosave_in_progress(private_folders)
    illegal = damaged_autosaves(private_folders, good)["illegal move"]
    for path in autosaves():
        if path not in (good, illegal):
            path.unlink()
    window = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(window)
    window.home.resume_card.button.click()
    assert shown == [] and Path(window.controller.match.autosave_path) == good


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
def test_a_fifo_or_folder_in_place_of_the_newest_autosave_does_not_block_the_start(
        qtbot, private_folders, toy_registry, toy_plugins, settings):
    private_folders.mkdir(parents=True, exist_ok=True)
    good = autosave_in_progress(private_folders)
    os.mkfifo(private_folders / "autosave-secretdraft-20240103T000000.000000Z.json")
    (private_folders / "autosave-secretdraft-20240104T000000.000000Z.json").mkdir()
    window = MainWindow(toy_registry, toy_plugins, settings=settings)  # returns: nothing blocks
    qtbot.addWidget(window)
    window.home.resume_card.button.click()
    assert Path(window.controller.match.autosave_path) == good


def test_stale_temporary_files_of_autosaves_are_cleaned_at_start(private_folders):
    from tabibito.ui.kit.paths import clean_autosave_folder

    private_folders.mkdir(parents=True, exist_ok=True)
    stale = private_folders / ".autosave-secretdraft-x.json.a1b2c3d4.tmp"
    young = private_folders / ".autosave-secretdraft-y.json.e5f6g7h9.tmp"
    for path in (stale, young):
        path.write_text('{"format": "tabi', encoding="utf-8")
    os.utime(stale, (1_000, 1_000))
    assert clean_autosave_folder() == 1
    assert not stale.exists() and young.exists()


DAMAGED_SETTINGS = r"""[General]
language=xx
a line that is no setting
[animation]
speed=very, fast
[window]
geometry=@ByteArray(\x1\x2 no geometry at all)
[files]
folder=1, 2
[seats]
secretdraft="[{\"name\": \"Ann\\n\", \"bot\": null}, {\"name\": \"Ben\", \"bot\": \"easy\"}]"
[options]
secretdraft=[[[[[[[[
"""


@pytest.mark.parametrize("language", ["xx", "de, ja", "@Invalid()", "1e999"])
def test_damaged_settings_fall_back_to_their_defaults_and_the_app_starts(
        qtbot, tmp_path, toy_registry, toy_plugins, language):
    from tabibito.ui.kit.i18n import system_language

    ini = tmp_path / "cfg" / "Tabibito" / "Tabibito.ini"  # conftest's folder: read nowhere yet
    ini.parent.mkdir(parents=True)
    ini.write_text(DAMAGED_SETTINGS.replace("language=xx", f"language={language}"),
                   encoding="utf-8")
    settings = Settings()
    assert settings.store.fileName() == str(ini)

    assert settings.language == system_language()
    assert settings.animation_speed == "normal" and settings.animation_factor == 1.0
    assert settings.last_folder == ""
    assert settings.last_seats("secretdraft") == [] and settings.last_options("secretdraft") == {}

    window = MainWindow(toy_registry, toy_plugins, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.screens.currentWidget() is window.home
    dialog = NewGameDialog(TOY_GAME, TOY_UI, settings)  # the default table, not a broken one
    qtbot.addWidget(dialog)
    assert dialog.player_count() == 2 and dialog.options() == {"hand": 3}


@pytest.mark.parametrize("value", [["de", "ja"], 7, b"\x00\x01", {"a": 1}])
def test_settings_of_the_wrong_type_fall_back_to_their_defaults(value):
    from tabibito.ui.kit.i18n import system_language

    store = Settings().store
    for key in ("language", "animation/speed", "files/folder", "seats/secretdraft",
                "options/secretdraft", "window/geometry"):
        store.setValue(key, value)
    settings = Settings(store)
    assert settings.language == system_language()
    assert settings.animation_speed == "normal" and settings.last_folder == ""
    assert settings.last_seats("secretdraft") == [] and settings.last_options("secretdraft") == {}


@pytest.mark.parametrize("seats", [
    [{"name": "Ann\ud800"}], [{"name": "x" * 10**6}], [{"name": "Ann", "bot": "genius"}],
    [{"name": "Ann", "colour": "red"}], [{"name": 5}], ["Ann"], {"name": "Ann"},
])
def test_a_damaged_remembered_table_falls_back_to_the_default_one(seats):
    settings = Settings()
    settings.store.setValue("seats/secretdraft", json.dumps(seats))
    assert settings.last_seats("secretdraft") == []
    settings.set_last_seats("secretdraft", [Seat("Ann"), Seat("Ben", "hard")])
    assert settings.last_seats("secretdraft") == [Seat("Ann"), Seat("Ben", "hard")]

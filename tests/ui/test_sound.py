"""Sound: each game's events sound as its plugin says, the files behind every cue are there and
play, and nothing sounds where it must not (muted, minimised, animations off, moves too fast,
tests, no audio device). The director plays through a recording output here: tests never
touch a sound card."""

from __future__ import annotations

import subprocess
import sys
import wave
from array import array
from collections import Counter

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from tabibito.engine import Event, Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.controller import MatchController
from tabibito.ui.kit import sound
from tabibito.ui.kit.settings import SOUND_DEFAULTS, Settings
from tabibito.ui.kit.sound_cues import HOME_MUSIC, Cue, cue_files, music_file
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.settings_dialog import SettingsDialog

PLUGINS = ui_plugins()


class Recorder:
    """An output that keeps what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[Cue] = []
        self.music: list[str | None] = []
        self.silenced = 0  # times the effects sounding were stopped
        self.ready = False  # the effects' stream kept running (a game shown)

    def play(self, cue: Cue, volume: float) -> None:
        assert 0 < volume <= 1
        self.played.append(cue)

    def play_music(self, name: str, volume: float) -> None:
        assert 0 < volume <= 1
        self.music.append(name)

    def stop_music(self) -> None:
        self.music.append(None)

    def stop_effects(self) -> None:
        self.silenced += 1

    def keep_ready(self, ready: bool) -> None:
        self.ready = ready


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def recorder(monkeypatch) -> Recorder:
    monkeypatch.setattr(sound, "silent_here", lambda: False)  # as on a player's desktop
    return Recorder()


@pytest.fixture
def window(qtbot) -> QMainWindow:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def director_for(window, recorder, clock=None, settings=None) -> sound.SoundDirector:
    opened: list[QObject] = []

    def open_output(parent: QObject) -> Recorder:
        opened.append(parent)
        return recorder

    director = sound.SoundDirector(window, settings or Settings(), open_output, clock or Clock())
    director.opened = opened  # type: ignore[attr-defined]  # what the test looks at
    return director


def tokaido_table(factor: float = 1.0) -> MatchController:
    match = Match(REGISTRY.get("tokaido"), {}, [Seat("Ann"), Seat("Bo", "easy")], 5)
    return MatchController(match, PLUGINS["tokaido"], animation_factor=factor)


DIE = Event.of("die_rolled", seat=0, times=1, stake=2, coins=3)
STEP = Event.of("moved", pawn=0, stop=3, slot=0, stop_kind="village")
COINS = Event.of("coins_gained", seat=0, coins=3)
HOT = Event.of("hot_spring", seat=0, points=2)
BATH = Event.of("bath_house", seat=0, points=4)


# -- the games' cues and the files behind them ---------------------------------------------------


@pytest.mark.parametrize("cue", list(Cue))
def test_every_cue_has_its_variants_as_short_mono_wav(cue):
    files = cue_files(cue)
    assert 1 <= len(files) <= 3
    for path in files:
        with wave.open(str(path)) as clip:
            assert (clip.getnchannels(), clip.getsampwidth()) == (1, 2)  # 16-bit PCM
            assert 0.05 < clip.getnframes() / clip.getframerate() < 3  # short
            assert any(clip.readframes(clip.getnframes()))  # not silence


@pytest.mark.parametrize("name", [HOME_MUSIC, *sorted(PLUGINS)])
def test_the_home_screen_and_every_game_have_a_music_loop(name):
    with wave.open(str(music_file(name))) as loop:
        assert (loop.getnchannels(), loop.getsampwidth()) == (1, 2)
        assert 15 < loop.getnframes() / loop.getframerate() < 40
        samples = array("h", loop.readframes(loop.getnframes()))
    # Seamless: from the last sample back to the first is a step like most in the loop.
    steps = sorted(abs(b - a) for a, b in zip(samples, samples[1:], strict=False))
    assert abs(samples[0] - samples[-1]) <= steps[len(steps) * 99 // 100]


def _played_cues(game_id: str, options: dict) -> Counter:
    match = Match(REGISTRY.get(game_id), options,
                  [Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")], 3)
    match.play_bots()
    plugin = PLUGINS[game_id]
    return Counter(plugin.event_sound(event) for event in match.events)


@pytest.mark.parametrize(("game_id", "options", "heard"), [
    ("tokaido", {"crossroads": True},
     {Cue.PAWN_STEP, Cue.CARD_DEAL, Cue.COINS, Cue.POINTS, Cue.ROUND_END}),
    ("letsgo", {}, {Cue.CARD_DEAL, Cue.CARD_PLACE, Cue.PAWN_STEP, Cue.DAY_CLOSED, Cue.CARD_FLIP,
                    Cue.ROUND_END, Cue.COMPLETED}),
    ("nextstation", {"effects": True},
     {Cue.CARD_DEAL, Cue.CARD_FLIP, Cue.PENCIL, Cue.ROUND_END}),
])
def test_a_whole_game_sounds_with_the_kits_cues(game_id, options, heard):
    cues = _played_cues(game_id, options)
    assert set(cues) - {None} <= set(Cue)
    assert heard <= set(cues)
    assert cues[None] > 0  # and some moments are silent (a pass, the opening's conditions)


def test_tokaido_rings_at_an_inn_and_completes_a_panorama_with_its_last_part():
    sounds = PLUGINS["tokaido"].event_sound
    assert sounds(Event.of("moved", pawn=0, stop=7, slot=1, stop_kind="inn")) == Cue.ROUND_END
    assert sounds(STEP) == Cue.PAWN_STEP
    assert sounds(DIE) == Cue.DIE
    assert sounds(Event.of("panorama_taken", seat=0, panorama="sea", part=4)) == Cue.CARD_PLACE
    assert sounds(Event.of("panorama_taken", seat=0, panorama="sea", part=5)) == Cue.COMPLETED
    assert sounds(Event.of("effect_chosen", seat=0, choice="x", first=None)) is None


def test_a_kind_without_a_cue_is_heard_only_when_it_scores():
    sounds = PLUGINS["nextstation"].event_sound
    assert sounds(Event.of("passed", seat=1)) is None
    assert sounds(Event.of("bonus", seat=1, points=3)) == Cue.POINTS
    assert sounds(Event.of("bonus", seat=1, points=0)) is None


def test_the_shells_default_hook_is_silent(toy_plugins):
    (toy,) = toy_plugins.values()
    assert toy.event_sound(DIE) is None


# -- the director --------------------------------------------------------------------------------


def test_a_move_plays_its_cues_once_each_a_moment_apart(qtbot, window, recorder):
    director = director_for(window, recorder)
    table = tokaido_table()
    director.follow(table)
    assert recorder.music == ["tokaido"]
    table.changed.emit([STEP, COINS, STEP, DIE, BATH, HOT])
    assert recorder.played == [Cue.PAWN_STEP]  # at once; the others follow
    qtbot.waitUntil(lambda: len(recorder.played) == sound.CUES_PER_MOVE)
    assert recorder.played == [Cue.PAWN_STEP, Cue.COINS, Cue.DIE]  # three at most
    table.dispose()


def test_the_shells_own_moments(qtbot, window, recorder):
    director = director_for(window, recorder)
    table = tokaido_table()
    director.follow(table)
    table.handoff_changed.emit(1)
    table.handoff_changed.emit(-1)  # the hand-off taken: no second chime
    table.error.emit("not now")
    assert recorder.played == [Cue.HANDOFF, Cue.REFUSED]
    table.game_over.emit()  # a finished game only opened: no fanfare
    director.celebrate()  # (its flourish, if any, as the final scores show)
    table.changed.emit([DIE])
    table.game_over.emit()
    assert recorder.played[-1] == Cue.DIE  # not yet: the fanfare comes with the flourish
    director.celebrate()
    director.celebrate()  # the table shown again: one fanfare a game
    assert recorder.played == [Cue.HANDOFF, Cue.REFUSED, Cue.DIE, Cue.WINNER]
    table.dispose()


def test_no_sound_with_animations_off_nor_for_moves_faster_than_the_eye(window, recorder):
    clock = Clock()
    director = director_for(window, recorder, clock)
    table = tokaido_table(factor=0.0)
    director.follow(table)
    table.changed.emit([DIE])
    table.handoff_changed.emit(1)
    assert recorder.played == []
    table.animation_factor = 0.5  # fast: the gap between moves shrinks with it
    clock.now = 1000
    table.changed.emit([DIE])
    clock.now += sound.FASTEST_MOVES_MS * 0.5 - 1  # a replay scrubbed
    table.changed.emit([COINS])
    clock.now += sound.FASTEST_MOVES_MS * 0.5 - 1
    table.changed.emit([COINS])
    clock.now += sound.FASTEST_MOVES_MS * 0.5 + 1  # the pace of play again
    table.changed.emit([STEP])
    table.changed.emit([])  # an undo: nothing moved
    assert recorder.played == [Cue.DIE, Cue.PAWN_STEP]
    table.dispose()


def test_muted_nothing_plays_and_the_music_stops(window, recorder):
    director = director_for(window, recorder)
    table = tokaido_table()
    director.follow(table)
    director.toggle_mute()
    assert Settings().sound_muted  # remembered
    table.changed.emit([DIE])
    assert recorder.played == []
    assert recorder.music == ["tokaido", None]
    director.toggle_mute()
    assert recorder.music == ["tokaido", None, "tokaido"]
    assert director.mute_shortcut.key().toString() == sound.MUTE_KEY
    table.dispose()


def test_minimised_nothing_plays_until_the_window_comes_back(qtbot, window, recorder):
    director = director_for(window, recorder)
    table = tokaido_table()
    director.follow(table)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    table.changed.emit([DIE])
    assert recorder.played == []
    assert recorder.music[-1] is None
    window.showNormal()
    qtbot.waitUntil(lambda: recorder.music[-1] == "tokaido")
    table.dispose()


def test_the_effects_are_kept_ready_while_a_game_is_shown_and_heard(window, recorder):
    """While a table is shown the effects' stream keeps running (a cue after a long quiet, the
    winner's fanfare, comes at once); muted, at home, or with the effects at 0, it rests."""
    settings = Settings()
    director = director_for(window, recorder, settings=settings)
    table = tokaido_table()
    director.follow(table)
    assert recorder.ready
    director.toggle_mute()
    assert not recorder.ready
    director.toggle_mute()
    assert recorder.ready
    settings.set_sound_level("effects", 0)
    director.apply_settings()
    assert not recorder.ready
    settings.set_sound_level("effects", 60)
    director.apply_settings()
    assert recorder.ready
    director.show_home()
    assert not recorder.ready
    table.dispose()


def test_a_zero_level_silences_effects_or_music(window, recorder):
    settings = Settings()
    settings.set_sound_level("effects", 0)
    director = director_for(window, recorder, settings=settings)
    table = tokaido_table()
    director.follow(table)
    table.changed.emit([DIE])
    assert recorder.played == []
    assert recorder.music == ["tokaido"]
    settings.set_sound_level("master", 0)
    director.apply_settings()
    assert recorder.music == ["tokaido", None]
    table.dispose()


def test_in_tests_and_headless_nothing_is_opened_at_all(window):
    assert sound.silent_here()  # the offscreen platform
    director = director_for(window, Recorder())
    table = tokaido_table()
    director.follow(table)
    table.changed.emit([DIE])
    director.show_home()
    assert director.opened == [] and director.output() is None
    table.dispose()


def test_without_an_audio_device_the_table_plays_on_in_silence(window, monkeypatch):
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    asked: list[QObject] = []
    director = sound.SoundDirector(window, Settings(), lambda parent: asked.append(parent))
    table = tokaido_table()
    director.follow(table)
    table.changed.emit([DIE])
    table.changed.emit([COINS])
    assert asked == [director]  # asked once, then never again
    table.dispose()


def test_the_home_screen_has_its_music(window, recorder):
    director = director_for(window, recorder)
    director.show_home()
    table = tokaido_table()
    director.follow(table)
    director.show_home()  # back home: the table's moments are no longer heard
    table.changed.emit([DIE])
    assert recorder.music == [HOME_MUSIC, "tokaido", HOME_MUSIC]
    assert recorder.played == []
    table.dispose()


def test_the_window_plays_the_home_music_whenever_home_is_shown_again(window):
    screens, home, board = QStackedWidget(), QWidget(), QWidget()
    screens.addWidget(home)
    screens.addWidget(board)
    window.setCentralWidget(screens)
    director = sound.attach(window, Settings(), screens, home)
    assert sound.director_of(board) is director
    assert sound.director_of(None) is None
    table = tokaido_table()
    director.follow(table)
    screens.setCurrentWidget(board)
    assert director.music == "tokaido"
    screens.setCurrentWidget(home)
    assert director.music == HOME_MUSIC and director.table is None
    table.dispose()


def test_start_up_imports_neither_qtmultimedia_nor_the_game_screens_kit():
    """The window and its director load without QtMultimedia (imported when the first sound
    is due) and without the panels' kit (which comes with the game screen)."""
    code = ("import sys; import tabibito.ui.app, tabibito.ui.main_window, tabibito.ui.kit.sound; "
            "print(sorted({'PySide6.QtMultimedia', 'tabibito.ui.kit.panel'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120)
    assert done.stdout.split("\n")[0] == "[]"


# -- settings ------------------------------------------------------------------------------------


def test_the_sound_settings_are_gentle_at_first_and_remembered():
    settings = Settings()
    assert {part: settings.sound_level(part) for part in ("master", "effects", "music")} == (
        SOUND_DEFAULTS)
    assert SOUND_DEFAULTS["music"] < SOUND_DEFAULTS["effects"] < 100
    assert not settings.sound_muted
    settings.set_sound_level("music", 20)
    settings.sound_muted = True
    again = Settings()
    assert (again.sound_level("music"), again.sound_muted) == (20, True)


@pytest.mark.parametrize("damaged", ["loud", 250, -3, None])
def test_a_damaged_sound_level_falls_back_to_its_default(damaged):
    settings = Settings()
    settings.store.setValue("sound/effects", damaged)
    assert settings.sound_level("effects") == SOUND_DEFAULTS["effects"]


def test_the_settings_dialog_keeps_the_sound_when_accepted(qtbot):
    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.levels["music"].value() == SOUND_DEFAULTS["music"]
    dialog.levels["music"].setValue(10)
    dialog.levels["master"].setValue(90)
    dialog.muted.setChecked(True)
    dialog.accept()
    again = Settings()
    assert (again.sound_level("music"), again.sound_level("master"), again.sound_muted) == (
        10, 90, True)


def test_the_settings_dialog_cancelled_keeps_nothing(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.levels["effects"].setValue(5)
    dialog.reject()
    assert Settings().sound_level("effects") == SOUND_DEFAULTS["effects"]


def test_the_tutorial_window_sounds_as_the_app_does(qtbot):
    """``tabibito tutorial GAME`` opens the app's window with the lesson: it has the app's sound
    director (it had none, so a lesson was silent)."""
    from tabibito.ui.app import tutorial_window

    window = tutorial_window("nextstation", None, "en")
    assert window is not None
    qtbot.addWidget(window)
    director = sound.director_of(window)
    assert director is not None
    assert window.screens.currentWidget() is window.game_screen  # the lesson is on the table
    assert tutorial_window("nextstation", "no_such_lesson", "en") is None


def test_motion_cut_short_silences_the_moves_sounds(qtbot, window, recorder):
    """Undo, a load or scrubbing a replay jumps the table's motion to its end: the move's
    effects stop, and its later cues never sound."""
    from PySide6.QtCore import QVariantAnimation

    director = director_for(window, recorder)
    table = tokaido_table()
    director.follow(table)
    table.changed.emit([STEP, COINS, DIE])
    assert recorder.played == [Cue.PAWN_STEP]
    motion = QVariantAnimation()
    motion.setDuration(5000)
    table.animations.play(motion)  # the move's motion, still playing
    table.animations.finish_all()
    assert recorder.silenced == 1
    qtbot.wait(int(3 * sound.CUE_GAP_MS) + 50)
    assert recorder.played == [Cue.PAWN_STEP]  # the coins and the die never came
    table.dispose()

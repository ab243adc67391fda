"""What plays the sounds (``kit.sound_output``): no effect is ever left to end by itself (in
Qt 6.11 a voice that ends by itself may be freed on the audio thread, and with it a notifier of
the GUI thread: the window then hangs), and the effects' stream is kept running while a game is
shown. Nothing is played here: the effects' sounds are swapped for recorders before any play."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtMultimedia import QSoundEffect

from tabibito.ui.kit import sound_output
from tabibito.ui.kit.sound_cues import Cue, cue_files
from tabibito.ui.kit.sound_output import PAD_SECONDS, STOP_AFTER_MS, SoundOutput, padded


class Sound:
    """Stands for an effect's QSoundEffect: keeps what it is asked."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def setVolume(self, volume: float) -> None:  # noqa: N802 - Qt's name
        self.calls.append("volume")

    def play(self) -> None:
        self.calls.append("play")

    def stop(self) -> None:
        self.calls.append("stop")


@pytest.fixture
def output(qapp):
    made = SoundOutput()
    yield made
    made.deleteLater()


def test_an_effect_plays_its_clip_then_silence(tmp_path):
    clip = cue_files(Cue.REFUSED)[0]
    copy, clip_ms = padded(clip, tmp_path)
    with wave.open(str(clip)) as source, wave.open(str(copy)) as looped:
        assert looped.getparams()[:3] == source.getparams()[:3]  # one format: one stream
        pad = round(source.getframerate() * PAD_SECONDS)
        assert looped.getnframes() == source.getnframes() + pad
        assert looped.readframes(source.getnframes()) == source.readframes(source.getnframes())
        assert not any(looped.readframes(pad))  # silence after the clip
        assert clip_ms == round(source.getnframes() * 1000 / source.getframerate()) == 120


def test_no_effect_is_left_to_end_by_itself(output):
    """Every variant loops (its clip and silence) until the GUI thread stops it."""
    effects = [effect for variants in output._variants.values() for effect in variants]
    assert len(effects) == sum(len(cue_files(cue)) for cue in Cue)
    assert all(effect.sound.loopCount() == QSoundEffect.Loop.Infinite.value
               for effect in effects)


def test_an_effect_is_stopped_as_its_clip_ends_and_the_latest_play_counts(qtbot, output):
    output.rng.seed(1)
    effect = output._variants[Cue.REFUSED][0]
    effect.sound = Sound()
    effect.play(0.5)
    assert effect.done.isActive() and effect.done.interval() == effect.clip_ms + STOP_AFTER_MS
    effect.play(0.5)  # again before the first has ended: its timer starts over
    assert effect.sound.calls == ["volume", "play", "volume", "play"]
    with qtbot.waitSignal(effect.done.timeout, timeout=1000):
        pass
    assert effect.sound.calls[-1] == "stop"


def test_stopping_the_effects_stops_their_timers_too(output):
    effect = output._variants[Cue.COINS][0]
    effect.sound = Sound()
    effect.play(0.5)
    output.stop_effects()
    assert not effect.done.isActive() and effect.sound.calls[-1] == "stop"


def test_the_keeper_loops_silence_at_a_volume_above_zero(output):
    """Silence, but never volume 0: Qt 6.11 blanks the whole mix under a voice at volume 0."""
    keeper = output.keeper
    assert keeper.loopCount() == QSoundEffect.Loop.Infinite.value and keeper.volume() > 0
    with wave.open(keeper.source().toLocalFile()) as silence:
        assert silence.getnframes() > 0 and not any(silence.readframes(silence.getnframes()))
        with wave.open(str(cue_files(Cue.WINNER)[0])) as clip:
            assert silence.getparams()[:3] == clip.getparams()[:3]  # the effects' stream


def test_music_never_starts_at_volume_zero(output, monkeypatch):
    started: list[float] = []
    monkeypatch.setattr(QSoundEffect, "play", lambda sound: started.append(sound.volume()))
    output.play_music("home", 0.5)
    assert started and started[0] > 0
    output.stop_music()


def test_the_output_keeps_its_clips_in_a_folder_of_its_own(output):
    folder = Path(output._folder.path())
    assert sound_output.Path(folder).is_dir()
    assert {path.name for path in folder.iterdir()} >= {"keeper.wav", "winner-1.wav"}


def test_the_self_test_hears_a_build_that_could_not_play(qapp, monkeypatch):
    """The app only logs a QtMultimedia that does not load and plays on in silence: the
    self-test (which the release workflow runs in each frozen build) must say so instead."""
    from tabibito.ui.kit import sound

    assert sound.sound_problems() == []
    assert len(sound.music_files()) == 4  # the home screen's and each game's
    from tabibito.ui import kit

    monkeypatch.delattr(kit, "sound_output")  # as if it had never loaded, and could not
    monkeypatch.setitem(sys.modules, "tabibito.ui.kit.sound_output", None)
    problems = sound.sound_problems()
    assert len(problems) == 1 and problems[0].startswith("QtMultimedia does not load")


def test_with_an_audio_device_a_clip_that_does_not_load_is_named(qapp, monkeypatch, tmp_path):
    broken = tmp_path / "music-broken.wav"
    broken.write_bytes(b"RIFF not a wave at all")
    monkeypatch.setattr(sound_output.QMediaDevices, "audioOutputs", staticmethod(lambda: ["device"]))
    named = [problem for problem in sound_output.load_problems([broken]) if "broken" in problem]
    assert named == ["the sound music-broken.wav does not load (Error)"]

"""What actually plays the sounds: QtMultimedia's ``QSoundEffect``, for effects and music alike.

This module is the only one that imports QtMultimedia, and it is imported only when the first
sound is due (``sound.SoundDirector``): start-up does not pay for it. ``QSoundEffect`` plays WAV
without the FFmpeg media backend, so the app need not bundle FFmpeg, and it loops a loaded sound
without a gap (the music).

No sound is ever left to end by itself. In Qt 6.11 a ``QSoundEffect`` that plays to its end can
be freed on the audio thread (QRtAudioEngine's callback may hold the last reference to the
finished voice), and with it the voice's event notifier, which belongs to the GUI thread: Qt
warns "Socket notifiers cannot be enabled or disabled from another thread", the GUI thread's
event loop keeps polling the closed descriptor ("Invalid socket N") and the window stops. It
happens at random, more often on a busy machine and in games of computer players (a cue every
few hundred milliseconds). So every effect loops its clip followed by silence (``PAD_SECONDS``),
and is stopped from the GUI thread once its clip has played: a voice that is stopped goes back
to the GUI thread whole, and is freed there.

A silent loop (``keeper``) keeps the effects' stream running while a game is shown: the audio
engine pauses its stream whenever no voice plays, and a cue after a long quiet (the winner's
fanfare after the final count) then waited ~250 ms for the stream to start again.
"""

from __future__ import annotations

import random
import wave
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEventLoop,
    QObject,
    QPropertyAnimation,
    QTemporaryDir,
    QTimer,
    QUrl,
)
from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

from .sound_cues import Cue, cue_files, music_file

MUSIC_FADE_MS = 1500  # music comes in gently
GAIN_JITTER = 0.15  # each effect a little softer or louder than the last: less mechanical
# The silence after each clip in its loop: the stop may come this late (a GUI thread held up by
# a busy machine) before the clip would sound again.
PAD_SECONDS = 3.0
STOP_AFTER_MS = 40  # the clip has surely played by then (the stream's own latency)
KEEPER_SECONDS = 1.0
LOAD_WAIT_MS = 5000  # the self-test's patience with a device loading every clip


def padded(clip: Path, folder: Path) -> tuple[Path, int]:
    """A copy of ``clip`` in ``folder`` with ``PAD_SECONDS`` of silence after it, and the
    clip's length (ms)."""
    with wave.open(str(clip)) as source:
        params = source.getparams()
        frames = source.readframes(params.nframes)
    copy = _written(folder / clip.name, params, frames + _silence(params, PAD_SECONDS))
    return copy, round(params.nframes * 1000 / params.framerate)


def silence_like(clip: Path, folder: Path) -> Path:
    """``KEEPER_SECONDS`` of silence in ``clip``'s format (so that it plays on the same stream)."""
    with wave.open(str(clip)) as source:
        params = source.getparams()
    return _written(folder / "keeper.wav", params, _silence(params, KEEPER_SECONDS))


def _silence(params: wave._wave_params, seconds: float) -> bytes:
    return bytes(params.sampwidth * params.nchannels * round(params.framerate * seconds))


def _written(path: Path, params: wave._wave_params, frames: bytes) -> Path:
    with wave.open(str(path), "wb") as target:
        target.setparams(params)
        target.writeframes(frames)
    return path


class Effect(QObject):
    """One variant of a cue: its clip and silence looped, stopped once the clip has played."""

    def __init__(self, clip: Path, folder: Path, parent: QObject) -> None:
        super().__init__(parent)
        copy, self.clip_ms = padded(clip, folder)
        self.sound = _looping(copy, self)
        self.done = QTimer(self)
        self.done.setSingleShot(True)
        self.done.timeout.connect(self.stop)

    def play(self, volume: float) -> None:
        self.sound.setVolume(volume)
        self.sound.play()
        self.done.start(self.clip_ms + STOP_AFTER_MS)  # the latest voice's end: all stop then

    def stop(self) -> None:
        self.done.stop()
        self.sound.stop()


def _looping(path: Path, parent: QObject) -> QSoundEffect:
    sound = QSoundEffect(parent)
    sound.setSource(QUrl.fromLocalFile(str(path)))
    sound.setLoopCount(QSoundEffect.Loop.Infinite.value)
    return sound


class SoundOutput(QObject):
    """Every cue's variants loaded once, and the one music loop playing (or none)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = QTemporaryDir()  # the clips with their silence; gone with the output
        folder = Path(self._folder.path())
        self._variants = {cue: [Effect(path, folder, self) for path in cue_files(cue)]
                          for cue in Cue}
        any_clip = next(path for cue in Cue for path in cue_files(cue))
        self.keeper = _looping(silence_like(any_clip, folder), self)
        self.keeper.setVolume(1.0)  # silence, but never volume 0: Qt 6.11 then blanks the mix
        self._last: dict[Cue, int] = {}
        self._music: QSoundEffect | None = None
        self._music_name: str | None = None
        self._fade: QPropertyAnimation | None = None
        self.rng = random.Random()

    def play(self, cue: Cue, volume: float) -> None:
        """One of ``cue``'s variants, never the one played last time if there are others."""
        variants = self._variants[cue]
        if not variants:
            return
        choices = [i for i in range(len(variants)) if i != self._last.get(cue)] or [0]
        index = self.rng.choice(choices)
        self._last[cue] = index
        variants[index].play(volume * (1 - GAIN_JITTER * self.rng.random()))

    def stop_effects(self) -> None:
        """Silence every effect still sounding (the music plays on)."""
        for variants in self._variants.values():
            for effect in variants:
                effect.stop()

    def keep_ready(self, ready: bool) -> None:
        """Keep the effects' stream running (a game is shown: a cue may come any moment), or
        let it rest."""
        if ready and not self.keeper.isPlaying():
            self.keeper.play()
        elif not ready:
            self.keeper.stop()

    def play_music(self, name: str, volume: float) -> None:
        """Loop ``name``'s music at ``volume`` (fading in if it was not already playing)."""
        if self._music is not None and self._music_name == name:
            self._music.setVolume(volume)
            if not self._music.isPlaying():
                self._music.play()
            return
        self.stop_music()
        music = _looping(music_file(name), self)
        music.setVolume(0.001)  # not 0: Qt 6.11 blanks the mix under a voice at volume 0
        music.play()
        self._fade = QPropertyAnimation(music, b"volume", music)
        self._fade.setDuration(MUSIC_FADE_MS)
        self._fade.setStartValue(0.001)
        self._fade.setEndValue(volume)
        self._fade.start()
        self._music, self._music_name = music, name

    def stop_music(self) -> None:
        if self._music is not None:
            self._music.stop()
            self._music.deleteLater()
        self._music = self._music_name = self._fade = None


def load_problems(musics: Sequence[Path]) -> list[str]:
    """The clips (each cue's and the ``musics``) that do not load on this machine's audio
    device; none to check without a device, where nothing is ever played."""
    if not QMediaDevices.audioOutputs():
        return []
    clips = [path for cue in Cue for path in cue_files(cue)] + list(musics)
    sounds = [QSoundEffect() for _ in clips]
    for sound, clip in zip(sounds, clips, strict=True):
        sound.setSource(QUrl.fromLocalFile(str(clip)))
    waited = QElapsedTimer()
    waited.start()
    while (any(sound.status() == QSoundEffect.Status.Loading for sound in sounds)
           and waited.elapsed() < LOAD_WAIT_MS):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return [f"the sound {clip.name} does not load ({sound.status().name})"
            for sound, clip in zip(sounds, clips, strict=True)
            if sound.status() != QSoundEffect.Status.Ready]


def open_output(parent: QObject) -> SoundOutput | None:
    """The output, or None where there is no audio device (then nothing is played, and nothing
    waits for a device)."""
    if not QMediaDevices.audioOutputs():
        return None
    return SoundOutput(parent)

"""What actually plays the sounds: QtMultimedia's ``QSoundEffect``, for effects and music alike.

This module is the only one that imports QtMultimedia, and it is imported only when the first
sound is due (``sound.SoundDirector``): start-up does not pay for it. ``QSoundEffect`` plays WAV
without the FFmpeg media backend, so the app need not bundle FFmpeg, and it loops a loaded sound
without a gap (the music).
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QObject, QPropertyAnimation, QUrl
from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

from .sound_cues import Cue, cue_files, music_file

MUSIC_FADE_MS = 1500  # music comes in gently
GAIN_JITTER = 0.15  # each effect a little softer or louder than the last: less mechanical


class SoundOutput(QObject):
    """Every cue's variants loaded once, and the one music loop playing (or none)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._variants = {cue: [self._effect(path) for path in cue_files(cue)] for cue in Cue}
        self._last: dict[Cue, int] = {}
        self._music: QSoundEffect | None = None
        self._music_name: str | None = None
        self._fade: QPropertyAnimation | None = None
        self.rng = random.Random()

    def _effect(self, path: Path) -> QSoundEffect:
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        return effect

    def play(self, cue: Cue, volume: float) -> None:
        """One of ``cue``'s variants, never the one played last time if there are others."""
        variants = self._variants[cue]
        if not variants:
            return
        choices = [i for i in range(len(variants)) if i != self._last.get(cue)] or [0]
        index = self.rng.choice(choices)
        self._last[cue] = index
        effect = variants[index]
        effect.setVolume(volume * (1 - GAIN_JITTER * self.rng.random()))
        effect.play()

    def stop_effects(self) -> None:
        """Silence every effect still sounding (the music plays on)."""
        for variants in self._variants.values():
            for effect in variants:
                effect.stop()

    def play_music(self, name: str, volume: float) -> None:
        """Loop ``name``'s music at ``volume`` (fading in if it was not already playing)."""
        if self._music is not None and self._music_name == name:
            self._music.setVolume(volume)
            if not self._music.isPlaying():
                self._music.play()
            return
        self.stop_music()
        music = self._effect(music_file(name))
        music.setLoopCount(QSoundEffect.Loop.Infinite.value)
        music.setVolume(0.0)
        music.play()
        self._fade = QPropertyAnimation(music, b"volume", music)
        self._fade.setDuration(MUSIC_FADE_MS)
        self._fade.setStartValue(0.0)
        self._fade.setEndValue(volume)
        self._fade.start()
        self._music, self._music_name = music, name

    def stop_music(self) -> None:
        if self._music is not None:
            self._music.stop()
            self._music.deleteLater()
        self._music = self._music_name = self._fade = None


def open_output(parent: QObject) -> SoundOutput | None:
    """The output, or None where there is no audio device (then nothing is played, and nothing
    waits for a device)."""
    if not QMediaDevices.audioOutputs():
        return None
    return SoundOutput(parent)

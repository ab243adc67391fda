"""Synthesise the app's sounds into resources/sounds/: the table's effects and a calm music loop
per game and for the home screen, all made here from sine waves and filtered noise (no samples,
no third-party recordings).

    python3 packaging/tools/make_sounds.py

numpy is needed here only (a developer's tool: the app plays the committed WAV files). The
random numbers are seeded, so running it again writes the very same files.

Everything is 16-bit mono PCM WAV, the one format ``QSoundEffect`` plays on every platform
without the FFmpeg libraries (about 19 MB that the app would otherwise have to bundle). Effects
are 22 050 Hz; the music loops 16 000 Hz (plucked strings, a bamboo flute and bells have little
above 8 kHz). Each effect has a few variants, so that a repeated action never sounds the same
twice in a row. A music loop is rendered on a circle: whatever rings past the loop's end is
added to its beginning, so the loop joins without a seam.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "resources" / "sounds"
EFFECT_RATE = 22_050
MUSIC_RATE = 16_000
RNG = np.random.default_rng(23)

# --- building blocks --------------------------------------------------------------------------


def _time(seconds: float, rate: int) -> np.ndarray:
    return np.arange(int(seconds * rate)) / rate


def _band_noise(seconds: float, rate: int, low: float, high: float) -> np.ndarray:
    """White noise kept between ``low`` and ``high`` Hz (a mask over its spectrum)."""
    n = int(seconds * rate)
    spectrum = np.fft.rfft(RNG.standard_normal(n))
    freqs = np.fft.rfftfreq(n, 1 / rate)
    spectrum[(freqs < low) | (freqs > high)] = 0
    noise = np.fft.irfft(spectrum, n)
    return noise / (np.abs(noise).max() + 1e-9)


def _envelope(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    """A quick rise over ``attack`` seconds, then an exponential fall (``decay``: time constant)."""
    rise = np.clip(t / max(attack, 1e-4), 0, 1)
    return rise * np.exp(-np.maximum(t - attack, 0) / decay)


def pluck(freq: float, seconds: float, rate: int, bright: float = 1.0) -> np.ndarray:
    """A koto- or shamisen-like plucked string: harmonics that fade the faster the higher they
    are, a slight rise of pitch as the string is pressed, and a tiny click of the plectrum."""
    t = _time(seconds, rate)
    bend = 1 + 0.004 * np.exp(-t / 0.05)
    out = np.zeros_like(t)
    for k in range(1, 9):
        if freq * k > rate / 2.2:
            break
        amp = bright ** (k - 1) / k ** 1.1
        out += amp * np.sin(2 * np.pi * freq * k * bend * t) * np.exp(-t * (1.6 + 1.4 * k))
    click = _band_noise(seconds, rate, 1500, 5000) * np.exp(-t / 0.004) * 0.15
    return (out + click) * np.clip(t / 0.002, 0, 1)


def flute(freq: float, seconds: float, rate: int) -> np.ndarray:
    """A shakuhachi-like breathy tone: a soft swell, a slow vibrato and the breath's hiss
    around the note."""
    t = _time(seconds, rate)
    vibrato = 1 + 0.006 * np.sin(2 * np.pi * 4.8 * t) * np.clip(t / 0.8, 0, 1)
    phase = 2 * np.pi * np.cumsum(freq * vibrato) / rate
    tone = np.sin(phase) + 0.18 * np.sin(2 * phase) + 0.06 * np.sin(3 * phase)
    breath = _band_noise(seconds, rate, freq * 0.8, freq * 3.5) * 0.35
    swell = np.clip(t / 0.25, 0, 1) * np.clip((seconds - t) / 0.5, 0, 1)
    return (tone + breath) * swell * (0.85 + 0.15 * np.sin(np.pi * t / seconds))


def bell(freq: float, seconds: float, rate: int, decay: float = 0.9) -> np.ndarray:
    """A small bell: inharmonic partials, the higher ones dying first."""
    t = _time(seconds, rate)
    out = np.zeros_like(t)
    for ratio, amp in ((1.0, 1.0), (2.0, 0.45), (2.76, 0.35), (5.4, 0.15), (8.93, 0.06)):
        if freq * ratio < rate / 2.2:
            out += amp * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t * ratio / decay)
    return out * np.clip(t / 0.003, 0, 1)


def wood(freq: float, seconds: float, rate: int) -> np.ndarray:
    """A wooden knock (a pawn set down, a woodblock): a damped low tone with a dry click."""
    t = _time(seconds, rate)
    tone = np.sin(2 * np.pi * freq * t) * np.exp(-t / 0.03)
    tone += 0.4 * np.sin(2 * np.pi * freq * 2.3 * t) * np.exp(-t / 0.012)
    click = _band_noise(seconds, rate, 2000, 6000) * np.exp(-t / 0.002) * 0.3
    return (tone + click) * np.clip(t / 0.001, 0, 1)


def paper(seconds: float, rate: int, low: float, high: float, attack: float,
          decay: float) -> np.ndarray:
    """Paper or card against paper: a burst of band-limited noise."""
    return _band_noise(seconds, rate, low, high) * _envelope(_time(seconds, rate), attack, decay)


def place(parts: list[tuple[float, np.ndarray]], seconds: float, rate: int) -> np.ndarray:
    """Sounds laid at their start times (seconds) into one clip."""
    out = np.zeros(int(seconds * rate))
    for start, sound in parts:
        i = int(start * rate)
        piece = sound[: max(0, len(out) - i)]
        out[i:i + len(piece)] += piece
    return out


def _fade_tail(sound: np.ndarray, rate: int, seconds: float = 0.02) -> np.ndarray:
    n = min(len(sound), int(seconds * rate))
    sound = sound.copy()
    sound[len(sound) - n:] *= np.linspace(1, 0, n)
    return sound


# --- the scales -------------------------------------------------------------------------------

A4 = 440.0


def hz(semitones_from_a4: float) -> float:
    return A4 * 2 ** (semitones_from_a4 / 12)


# In-scale (miyako-bushi) on E: E F A B C, the koto's classic mood; yo-scale on D: D E G A B,
# brighter, for the journey; major pentatonic on C for the station jingle.
IN_SCALE = (-5, -4, 0, 2, 3)       # E4 F4 A4 B4 C5
YO_SCALE = (-7, -5, -2, 0, 2)      # D4 E4 G4 A4 B4
MAJOR_PENTA = (-9, -7, -5, -2, 0)  # C4 D4 E4 G4 A4


def degree(scale: tuple[int, ...], step: int, octave: int = 0) -> float:
    """The ``step``-th note of a pentatonic ``scale`` (steps past 4 climb an octave)."""
    octave += step // len(scale)
    return hz(scale[step % len(scale)] + 12 * octave)


# --- the effects ------------------------------------------------------------------------------


def card_flip(v: int, r: int) -> np.ndarray:
    return paper(0.16, r, 1200 + 300 * v, 7000, 0.01, 0.03) * 0.8 + \
        place([(0.05, paper(0.08, r, 300, 1500, 0.002, 0.015))], 0.16, r)


def card_deal(v: int, r: int) -> np.ndarray:
    swish = paper(0.22, r, 2000 + 400 * v, 8000, 0.06, 0.05) * 0.6
    return swish + place([(0.12 + 0.01 * v, paper(0.1, r, 200, 1200, 0.002, 0.02))], 0.22, r)


def card_place(v: int, r: int) -> np.ndarray:
    return paper(0.14, r, 150 + 40 * v, 1800, 0.002, 0.025) + \
        0.3 * paper(0.14, r, 2500, 6000, 0.001, 0.01)


def pawn_step(v: int, r: int) -> np.ndarray:
    return wood(420 + 35 * v, 0.14, r) * 0.9


def coins(v: int, r: int) -> np.ndarray:
    pings = [(0.0, bell(2100 + 150 * v, 0.35, r, 0.25)),
             (0.06 + 0.01 * v, bell(2650 - 100 * v, 0.3, r, 0.2) * 0.7),
             (0.13, bell(2400, 0.25, r, 0.15) * 0.4)]
    return place(pings, 0.42, r)


def die(v: int, r: int) -> np.ndarray:
    times = np.cumsum(RNG.uniform(0.04, 0.09, 6))
    knocks = [(float(t), wood(RNG.uniform(600, 900), 0.08, r) * (1 - i * 0.12))
              for i, t in enumerate(times)]
    return place(knocks, 0.6, r) * 0.7


def pencil(v: int, r: int) -> np.ndarray:
    t = _time(0.32, r)
    scratch = _band_noise(0.32, r, 2500, 9000)
    grain = 0.6 + 0.4 * np.sin(2 * np.pi * (38 + 6 * v) * t)
    return scratch * grain * _envelope(t, 0.04, 0.12) * 0.6


def day_closed(v: int, r: int) -> np.ndarray:
    notes = [(0.0, bell(degree(YO_SCALE, 3 + v, 1), 1.0, r)),
             (0.16, bell(degree(YO_SCALE, 1 + v, 1), 0.9, r) * 0.8)]
    return place(notes, 1.1, r)


def points(v: int, r: int) -> np.ndarray:
    steps = (0, 2, 4) if v == 0 else (1, 3, 5) if v == 1 else (2, 4, 6)
    notes = [(0.07 * i, pluck(degree(MAJOR_PENTA, s, 1), 0.4, r, 0.55) * 0.6)
             for i, s in enumerate(steps)]
    return place(notes, 0.6, r)


def completed(v: int, r: int) -> np.ndarray:
    notes = [(0.09 * i, pluck(degree(YO_SCALE, s + v), 0.9, r, 0.6))
             for i, s in enumerate((0, 2, 4, 5))]
    return place(notes + [(0.3, bell(degree(YO_SCALE, 5 + v, 1), 0.9, r) * 0.4)], 1.2, r)


def round_end(v: int, r: int) -> np.ndarray:
    base = degree(IN_SCALE, 0 + v, -1)
    return place([(0.0, bell(base, 1.8, r, 2.0)), (0.0, pluck(base, 1.5, r, 0.4) * 0.6)], 1.8, r)


def winner(v: int, r: int) -> np.ndarray:
    run = [(0.08 * i, pluck(degree(YO_SCALE, s), 1.2, r, 0.65) * 0.8)
           for i, s in enumerate((0, 1, 2, 3, 4, 5, 6, 7))]
    chord = [(0.7, bell(degree(YO_SCALE, s, 1), 1.6, r, 1.4) * 0.35) for s in (0, 2, 4)]
    return place(run + chord, 2.4, r)


def handoff(v: int, r: int) -> np.ndarray:
    return place([(0.0, bell(degree(MAJOR_PENTA, 4, 1), 0.8, r)),
                  (0.2, bell(degree(MAJOR_PENTA, 2, 1), 1.0, r) * 0.8)], 1.2, r)


def refused(v: int, r: int) -> np.ndarray:
    t = _time(0.12, r)
    return np.sin(2 * np.pi * (180 + 10 * v) * t) * _envelope(t, 0.005, 0.03) * 0.6


EFFECTS = {  # cue: (how it is made, how many variants, its loudness against the others)
    "card_flip": (card_flip, 3, 0.5),
    "card_deal": (card_deal, 3, 0.45),
    "card_place": (card_place, 3, 0.55),
    "pawn_step": (pawn_step, 3, 0.5),
    "coins": (coins, 3, 0.4),
    "die": (die, 2, 0.5),
    "pencil": (pencil, 3, 0.45),
    "day_closed": (day_closed, 2, 0.45),
    "points": (points, 3, 0.45),
    "completed": (completed, 2, 0.5),
    "round_end": (round_end, 1, 0.5),
    "winner": (winner, 1, 0.55),
    "handoff": (handoff, 1, 0.45),
    "refused": (refused, 2, 0.35),
}

# --- the music --------------------------------------------------------------------------------


def _ring(length: float, rate: int, notes: list[tuple[float, np.ndarray]]) -> np.ndarray:
    """Notes laid on a loop of ``length`` seconds; what rings past its end wraps to the start."""
    n = int(length * rate)
    out = np.zeros(n)
    for start, sound in notes:
        i = int(start * rate) % n
        while len(sound):
            piece = sound[: n - i]
            out[i:i + len(piece)] += piece
            sound, i = sound[len(piece):], 0
    return out


def _phrase(scale: tuple[int, ...], beat: float, pattern: list[tuple[float, int, int]],
            voice, rate: int, gain: float) -> list[tuple[float, np.ndarray]]:
    """(beats from the start, scale step, octave) → notes of ``voice``."""
    return [(at * beat, voice(degree(scale, step, octave), rate) * gain)
            for at, step, octave in pattern]


def music_home(rate: int) -> np.ndarray:
    """Koto over a low drone, in the in-scale: calm and unhurried."""
    beat, bars = 0.75, 8
    length = beat * 4 * bars
    koto = lambda f, r: pluck(f, 2.5, r, 0.55)  # noqa: E731
    melody = [(0, 2, 0), (1, 3, 0), (2, 4, 0), (3.5, 3, 0), (4, 2, 0), (6, 0, 0), (8, 1, 0),
              (9, 2, 0), (10, 0, 0), (12, 4, -1), (14, 0, 0), (16, 2, 0), (17, 4, 0),
              (18, 5, 0), (19.5, 4, 0), (20, 3, 0), (22, 2, 0), (24, 1, 0), (25, 0, 0),
              (26, 4, -1), (28, 0, 0)]
    bass = [(b * 4, step, -1) for b, step in enumerate((0, 0, 3, 0, 0, 2, 3, 0))]
    notes = _phrase(IN_SCALE, beat, melody, koto, rate, 0.5)
    notes += _phrase(IN_SCALE, beat, bass, lambda f, r: pluck(f, 3.5, r, 0.3), rate, 0.35)
    return _ring(length, rate, notes)


def music_tokaido(rate: int) -> np.ndarray:
    """A shakuhachi's long breaths over a sparse koto: a walk along the coast road."""
    beat, bars = 0.8, 8
    length = beat * 4 * bars
    flute_line = [(0, 2, 0, 3.5), (4, 3, 0, 1.8), (6, 1, 0, 1.8), (8, 0, 0, 3.5), (13, 2, 0, 2.5),
                  (16, 4, 0, 3.0), (19, 3, 0, 1.0), (20, 2, 0, 3.5), (25, 0, 0, 2.5),
                  (28, 1, 0, 3.0)]
    notes = [(at * beat, flute(degree(IN_SCALE, step, octave), hold * beat, rate) * 0.28)
             for at, step, octave, hold in flute_line]
    koto = [(b * 2 + (1 if b % 4 == 3 else 0), (0, 2, 0, 4, 3, 2, 0, 1, 0, 2, 0, 4, 3, 2, 1, 0)[b],
             -1) for b in range(16)]
    notes += _phrase(IN_SCALE, beat, koto, lambda f, r: pluck(f, 2.2, r, 0.5), rate, 0.3)
    return _ring(length, rate, notes)


def music_letsgo(rate: int) -> np.ndarray:
    """A shamisen-like plucked tune in the yo-scale with a light woodblock: off on a trip."""
    beat, bars = 0.42, 12
    length = beat * 4 * bars
    shamisen = lambda f, r: pluck(f, 1.0, r, 0.75)  # noqa: E731
    line = (0, 1, 2, 4, 3, 2, 1, 2, 3, 4, 5, 4, 2, 1, 0, 1, 2, 2, 4, 5, 6, 5, 4, 2,
            3, 2, 1, 0, 1, 2, 4, 2, 0, 1, 2, 1, 0, -1, 0, 0, 2, 4, 3, 2, 1, 0, -1, 0)
    melody = [(i, step, 0) for i, step in enumerate(line) if i % 8 != 7]
    notes = _phrase(YO_SCALE, beat, melody, shamisen, rate, 0.4)
    bass = [(b * 4, (0, 3, 1, 0, 3, 4, 0, 1, 3, 0, 4, 0)[b], -1) for b in range(bars)]
    notes += _phrase(YO_SCALE, beat, bass, lambda f, r: pluck(f, 1.8, r, 0.35), rate, 0.35)
    notes += [(beat * (b * 4 + 2), wood(700, 0.1, rate) * 0.12) for b in range(bars)]
    return _ring(length, rate, notes)


def music_nextstation(rate: int) -> np.ndarray:
    """A station jingle's bells over a soft marimba-like pulse: the platform between trains."""
    beat, bars = 0.5, 8
    length = beat * 4 * bars
    jingle = [(0, 4, 0), (0.5, 2, 0), (1, 3, 0), (1.5, 4, 0), (2, 5, 0), (4, 7, 0)]
    answer = [(16, 5, 0), (16.5, 4, 0), (17, 2, 0), (17.5, 3, 0), (18, 1, 0), (20, 2, 0)]
    chime = lambda f, r: bell(f, 1.4, r, 0.8)  # noqa: E731
    notes = _phrase(MAJOR_PENTA, beat, jingle + answer, chime, rate, 0.3)
    pulse = [(i, (0, 2, 4, 2)[i % 4] + (0 if i < 16 else 1), -1) for i in range(32)]
    notes += _phrase(MAJOR_PENTA, beat, pulse, lambda f, r: pluck(f, 0.6, r, 0.3), rate, 0.22)
    return _ring(length, rate, notes)


MUSIC = {"home": music_home, "tokaido": music_tokaido, "letsgo": music_letsgo,
         "nextstation": music_nextstation}

# --- writing ----------------------------------------------------------------------------------


def _pcm(sound: np.ndarray, peak: float) -> bytes:
    sound = sound / (np.abs(sound).max() + 1e-9) * peak
    return (sound * 32767).astype("<i2").tobytes()


def write_wav(path: Path, sound: np.ndarray, rate: int, peak: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(_pcm(sound, peak))


def main() -> None:
    for old in OUT.glob("*.wav"):
        old.unlink()
    for cue, (make, variants, loudness) in EFFECTS.items():
        for v in range(variants):
            sound = _fade_tail(make(v, EFFECT_RATE), EFFECT_RATE)
            write_wav(OUT / f"{cue}-{v + 1}.wav", sound, EFFECT_RATE, loudness)
    for name, make in MUSIC.items():
        write_wav(OUT / f"music-{name}.wav", make(MUSIC_RATE), MUSIC_RATE, 0.6)
    total = sum(path.stat().st_size for path in OUT.glob("*.wav"))
    print(f"wrote {len(list(OUT.glob('*.wav')))} files, {total / 1024:.0f} KiB, into {OUT}")


if __name__ == "__main__":
    main()

"""The sound director: it hears what happens on the table and plays the matching cues, and plays
the music of the screen in front of the player.

It follows the shell's match controller like any panel does (``watch``): each event the game
gives a cue (``GameUI.event_sound``) sounds as it is applied, a few at most per move and a
moment apart, save a cue that a moment of the move rings as its picture comes (an inn's bell,
a day's: ``leave_to_moment``). The shell's own moments have cues of their own: the device
handed on, a refused click, and the winner's fanfare, rung as the flourish begins
(``celebrate``). Sound follows the animations: none when they are off, none for moves that
come faster than the eye follows (a replay scrubbed, a jump); none while the window is
minimised or muted; none at all in tests (the offscreen platform, or ``TABIBITO_SOUND=off``)
or without an audio device. QtMultimedia is first imported when a sound is first due
(``sound_output``), never at start-up.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QStackedWidget, QWidget

from .animation import AnimationQueue
from .settings import Settings
from .sound_cues import HOME_MUSIC, Cue, cue_files, music_file, music_files

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table
    from .panel import Watch

log = logging.getLogger(__name__)

SOUND_ENV = "TABIBITO_SOUND"  # "off": silent whatever the platform
SILENT_PLATFORMS = frozenset({"offscreen", "minimal"})  # tests, the self-test, screenshots
MUTE_KEY = "M"
CUES_PER_MOVE = 3  # more at once is noise, not information
CUE_GAP_MS = 140  # between the cues of one move, at normal speed
# Moves closer together than this (at normal speed) come too fast to follow: no sound.
FASTEST_MOVES_MS = 120
HOME_MUSIC_DELAY_MS = 2500  # after start-up, never during it


class Output(Protocol):
    """What the director plays through (``sound_output.SoundOutput``; tests record instead)."""

    def play(self, cue: Cue, volume: float) -> None: ...

    def play_music(self, name: str, volume: float) -> None: ...

    def stop_music(self) -> None: ...

    def stop_effects(self) -> None: ...

    def keep_ready(self, ready: bool) -> None: ...


def _open_real_output(parent: QObject) -> Output | None:
    try:
        from .sound_output import open_output  # QtMultimedia: only now
    except ImportError as error:  # a system without its audio library (libpulse): silence
        log.warning("no sound: %s", error)
        return None
    return open_output(parent)


def sound_problems() -> list[str]:
    """What would keep this build silent, for the self-test: a cue or the home screen's music
    missing from the sounds' folder, or QtMultimedia not loading. The app itself only logs the
    latter and plays on in silence, so a frozen build that lacked the module's libraries would
    otherwise pass unheard. Where there is an audio device, every clip and music loop in the
    folder must also load on it (``sound_output.load_problems``). (That each game has its music
    is checked on the sources: the self-test also runs the tests' own game, which has none.)"""
    problems = [f"no sound file for the cue {cue.value}" for cue in Cue if not cue_files(cue)]
    if not music_file(HOME_MUSIC).is_file():
        problems.append(f"no music file {music_file(HOME_MUSIC).name}")
    try:
        from . import sound_output  # QtMultimedia
    except ImportError as error:
        return [*problems, f"QtMultimedia does not load: {error}"]
    return problems + sound_output.load_problems(music_files())


def silent_here() -> bool:
    """Whether this process plays nothing at all (tests, CI, headless runs)."""
    return (os.environ.get(SOUND_ENV, "").lower() == "off"
            or QGuiApplication.platformName() in SILENT_PLATFORMS)


def _loudness(*levels: int) -> float:
    """Slider levels (0-100) as a gain: squared, as the ear hears loudness roughly so."""
    gain = 1.0
    for level in levels:
        gain *= level / 100
    return gain * gain


class SoundDirector(QObject):
    """See the module docstring. One per window, living as long as the window."""

    def __init__(self, window: QWidget, settings: Settings,
                 open_output: Callable[[QObject], Output | None] = _open_real_output,
                 clock: Callable[[], float] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self._open_output = open_output
        self._output: Output | None = None
        self._opened = False
        self.clock = clock or (lambda: time.monotonic() * 1000)
        self.table: Table | None = None
        self._watch: Watch | None = None
        self._last_move = -1e12
        self._heard_moves = False  # the match was played here, not only opened finished
        self._winner_due = False  # its game ended here: the flourish rings the fanfare
        self._due: list[QTimer] = []  # a move's later cues, still to sound
        self._for_moments: set[Cue] = set()  # the move's cues its moments ring (kit.moment)
        self.music: str | None = None  # what the screen in front wants
        window.installEventFilter(self)
        self.mute_shortcut = QShortcut(QKeySequence(MUTE_KEY), window)
        self.mute_shortcut.activated.connect(self.toggle_mute)

    # -- the output ----------------------------------------------------------------------------

    def output(self) -> Output | None:
        """The output, opened the first time a sound is due; None: this process is silent."""
        if not self._opened:
            self._opened = True
            if not silent_here():
                self._output = self._open_output(self)
        return self._output

    def _audible(self) -> bool:
        return not self.settings.sound_muted and not self.window.isMinimized()

    def effects_volume(self) -> float:
        return _loudness(self.settings.sound_level("master"), self.settings.sound_level("effects"))

    def music_volume(self) -> float:
        return _loudness(self.settings.sound_level("master"), self.settings.sound_level("music"))

    def play(self, cue: Cue) -> None:
        volume = self.effects_volume()
        if volume > 0 and self._audible() and (output := self.output()) is not None:
            output.play(cue, volume)

    # -- music ---------------------------------------------------------------------------------

    def set_music(self, name: str | None) -> None:
        """The screen in front wants ``name``'s loop (None: silence)."""
        self.music = name
        self.apply_settings()

    def apply_settings(self) -> None:
        """Start, re-level or stop the music as the settings and the window now say, and keep
        the effects ready while a game is shown (a cue after a long quiet comes at once)."""
        volume = self.music_volume()
        wanted = self.music if volume > 0 and self._audible() else None
        ready = self.table is not None and self.effects_volume() > 0 and self._audible()
        if wanted is None and not ready and not self._opened:
            return  # nothing was ever played: nothing to stop, and no output to open for it
        output = self.output()
        if output is None:
            return
        output.keep_ready(ready)
        if wanted is None:
            output.stop_music()
        else:
            output.play_music(wanted, volume)

    def toggle_mute(self) -> None:
        self.settings.sound_muted = not self.settings.sound_muted
        self.apply_settings()

    def start_home_music(self) -> None:
        """The home screen's loop, a moment after start-up (which it must not slow down)."""
        QTimer.singleShot(HOME_MUSIC_DELAY_MS, self._home_music_if_still_home)

    def _home_music_if_still_home(self) -> None:
        if self.table is None:
            self.show_home()

    def show_home(self) -> None:
        """Back home: the table is left (a finished game's winner no longer due)."""
        self._leave_table()
        self.table = self._watch = None
        self.set_music(HOME_MUSIC)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            self.apply_settings()  # minimised: the music pauses; restored: it comes back
        return False

    # -- the table -----------------------------------------------------------------------------

    def follow(self, table: Table) -> None:
        """Listen to ``table`` (a match just shown) and play its game's music."""
        from .panel import watch  # with the game screen, never at start-up

        self._leave_table()
        self.table = table
        self._heard_moves = self._winner_due = False
        self._watch = watch(table, changed=self._on_changed, handoff=self._on_handoff,
                            game_over=self._on_game_over, error=self._on_refused)
        queue = getattr(table, "animations", None)
        if isinstance(queue, AnimationQueue):
            queue.skipped.connect(self.silence_moves)
        self.set_music(table.plugin.game_id)

    def _leave_table(self) -> None:
        if self._watch is not None:
            self._watch.stop()
        queue = getattr(self.table, "animations", None)
        if isinstance(queue, AnimationQueue):
            queue.skipped.disconnect(self.silence_moves)
        self.silence_moves()

    def silence_moves(self) -> None:
        """The table's motion was cut short: the sounds of its moves stop with it."""
        for timer in self._due:
            timer.stop()
            timer.deleteLater()
        self._due = []
        self._for_moments = set()
        if self._output is not None:
            self._output.stop_effects()

    def _factor(self) -> float:
        return self.table.animation_factor if self.table is not None else 0.0

    def leave_to_moment(self, cue: Cue) -> None:
        """A moment of the move being applied rings ``cue`` as its picture comes, after the
        move's motion (``kit.moment``): the move's events do not ring it now. The boards hear
        a move before the director does (the board is made before the director follows its
        table), so the moment says so before the move's cues are played."""
        self._for_moments.add(cue)

    def cues_for(self, events: Sequence[Event], leaving: frozenset[Cue] = frozenset()
                 ) -> list[Cue]:
        """The cues of a move's events, each once, in order, at most ``CUES_PER_MOVE``, but
        those in ``leaving`` (rung by the move's moments)."""
        if self.table is None:
            return []
        cues: list[Cue] = []
        for event in events:
            cue = self.table.plugin.event_sound(event)
            if cue is not None and Cue(cue) not in cues and Cue(cue) not in leaving:
                cues.append(Cue(cue))
        return cues[:CUES_PER_MOVE]

    def _on_changed(self, events: list[Event]) -> None:
        now, factor = self.clock(), self._factor()
        too_fast = now - self._last_move < FASTEST_MOVES_MS * factor
        self._last_move = now
        leaving, self._for_moments = frozenset(self._for_moments), set()
        if not events or factor <= 0 or too_fast:
            return  # undo, a load, a hand-off; animations off; a replay scrubbed
        self._heard_moves = True
        self._due = [timer for timer in self._due if timer.isActive()]
        for index, cue in enumerate(self.cues_for(events, leaving)):
            if index == 0:
                self.play(cue)
            else:
                self._due.append(self._later(int(index * CUE_GAP_MS * factor), cue))

    def _later(self, delay: int, cue: Cue) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(partial(self.play, cue))
        timer.start(delay)
        return timer

    def _on_handoff(self, seat: int) -> None:
        if seat >= 0 and self._factor() > 0:
            self.play(Cue.HANDOFF)

    def _on_refused(self, _message: str) -> None:
        self.play(Cue.REFUSED)

    def _on_game_over(self) -> None:
        self._winner_due = self._heard_moves and self._factor() > 0

    def celebrate(self) -> None:
        """The winner's flourish begins (``score_sheet``): its fanfare with it, once, for a game
        played here (not one opened finished), with animations on."""
        if self._winner_due:
            self._winner_due = False
            self.play(Cue.WINNER)


# -- the window's director -----------------------------------------------------------------------


def attach(window: QWidget, settings: Settings, screens: QStackedWidget,
           home: QWidget) -> SoundDirector:
    """Give ``window`` its director: the home screen's music whenever ``home`` is the screen
    in front (the first time a moment after start-up), a game's while its table is."""
    director = SoundDirector(window, settings)
    screens.currentChanged.connect(partial(_screen_shown, director, screens, home))
    director.start_home_music()
    return director


def _screen_shown(director: SoundDirector, screens: QStackedWidget, home: QWidget,
                  _index: int) -> None:
    if screens.currentWidget() is home:
        director.show_home()


def director_of(widget: QWidget | None) -> SoundDirector | None:
    """The director of the window ``widget`` lies in (the game screen, the settings dialog's
    parent); None where the window has none (tests that build screens alone, the self-test)."""
    if widget is None:
        return None
    return widget.window().findChild(SoundDirector, options=Qt.FindChildOption.FindDirectChildrenOnly)

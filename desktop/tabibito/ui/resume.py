"""Which autosaves the home screen offers to continue: every one that replays (an unfinished
game each, the newest first), found without holding up the window.

A file that reads but does not replay (a move the rules refuse, a wrong fingerprint) would make
"Continue" fail, and a broken newest file must not hide a good older one: so each is replayed,
newest first. Replaying a real autosave takes milliseconds, a damaged one of 15 MiB seconds. The
window replays small files itself, up to GUI_CHECK_BYTES each time it looks, and leaves the rest
to a ReplayCheck in a process of its own, whose verdicts come in while the player looks at the
home screen. Broken files are left alone, never deleted: the player may want them.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from tabibito.engine.registry import Registry

from .kit.paths import autosaves

if TYPE_CHECKING:
    from tabibito.engine import State
    from tabibito.engine.replay_check import ReplayCheck, Verdict

log = logging.getLogger(__name__)

# What the window replays itself each time it looks at the folder. Real autosaves are a few KiB
# (a whole game of Let's Go: 10 KiB), so this covers every one of a normal folder, and replaying
# this much of a damaged file costs some tens of milliseconds at the most.
GUI_CHECK_BYTES = 64 * 1024
POLL_MS = 100  # how often the window asks the background check for its verdicts


class _Seen(NamedTuple):
    """An autosave as listed: a verdict holds for these very bytes only."""

    path: Path
    mtime_ns: int
    size: int


class Offer(NamedTuple):
    """An autosave known to replay: "Continue" shows its game, players and how far it came
    (``state``: the game as saved, when the window replayed it itself; None: not known)."""

    path: Path
    game_id: str
    seat_names: tuple[str, ...]
    state: State | None = None


class ResumeScout(QObject):
    """Owned by the main window: ``offer()`` says what "Continue" may offer now, and
    ``changed`` tells when a verdict from the background may have changed it."""

    changed = Signal()

    def __init__(self, registry: Registry, games: Collection[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.registry, self.games = registry, tuple(games)
        self._verdicts: dict[_Seen, Verdict] = {}
        self._states: dict[_Seen, State] = {}  # the saves the window replayed itself, as saved
        self._check: ReplayCheck | None = None
        self._checking: dict[str, _Seen] = {}  # what the background check was given, by path
        self._poll = QTimer(self, interval=POLL_MS)
        self._poll.timeout.connect(self._collect)

    def offer(self) -> Offer | None:
        """The newest autosave known to replay (see ``offers``)."""
        offers = self.offers()
        return offers[0] if offers else None

    def offers(self) -> list[Offer]:
        """Every autosave known to replay, the newest first. The window replays them itself up
        to GUI_CHECK_BYTES each look; the others still unknown are checked in the background
        (``changed`` then says to look again)."""
        budget = GUI_CHECK_BYTES
        unknown: list[_Seen] = []
        found: list[Offer] = []
        listed = _listing()
        self._verdicts = {seen: self._verdicts[seen] for seen in listed if seen in self._verdicts}
        self._states = {seen: self._states[seen] for seen in listed if seen in self._states}
        for seen in listed:
            verdict = self._verdicts.get(seen)
            # One judged apart is replayed here too when there is room: how far it came.
            stateless = verdict is not None and verdict.replays and seen not in self._states
            if (verdict is None or stateless) and seen.size <= budget:
                verdict = self._replay_here(seen, budget)
                budget -= seen.size
            if verdict is None:
                unknown.append(seen)
            elif verdict.replays:
                found.append(Offer(seen.path, verdict.game, verdict.seat_names,
                                   self._states.get(seen)))
        self._check_in_background(unknown)
        return found

    def _replay_here(self, seen: _Seen, budget: int) -> Verdict:
        # The match's modules, when there is a save to replay (not for an empty folder).
        from tabibito.engine.replay_check import replayed

        verdict, match = replayed(seen.path, self.registry, self.games, limit=budget)
        if match is not None:
            self._states[seen] = match.state
        return self._judge(seen, verdict)

    def note_damaged(self, path: Path, problem: str) -> None:
        """``path`` did not open after all (it changed since it was checked): offer it no more."""
        from tabibito.engine.replay_check import Verdict

        for seen in _listing():
            if seen.path == path:
                self._judge(seen, Verdict(problem=problem))

    def stop(self) -> None:
        """End the check under way: the window closes, or the autosaves changed under it."""
        self._poll.stop()
        if self._check is not None:
            self._check.stop()
            self._check = None

    def _judge(self, seen: _Seen, verdict: Verdict) -> Verdict:
        if not verdict.replays:
            log.warning("skipping autosave %s: %s", seen.path, verdict.problem)
        self._verdicts[seen] = verdict
        return verdict

    def _check_in_background(self, unknown: list[_Seen]) -> None:
        """Start a check of ``unknown`` unless one is under way for all of them already."""
        if not unknown or all(self._checking.get(str(seen.path)) == seen for seen in unknown):
            return
        self.stop()
        self._checking = {str(seen.path): seen for seen in unknown}
        self._poll.start()  # the check starts at the first tick: after the window's first frame

    def _collect(self) -> None:
        check = self._check
        if check is None:
            from tabibito.engine.replay_check import ReplayCheck

            self._check = ReplayCheck(list(self._checking), self.registry, self.games)
            return
        verdicts = check.verdicts()
        for path, verdict in verdicts:
            self._judge(self._checking[path], verdict)
        if check.done:
            self._poll.stop()
            self._check = None
            self._give_up_unjudged()
            self.changed.emit()
        elif verdicts:
            self.changed.emit()

    def _give_up_unjudged(self) -> None:
        """The check ended: what it left unjudged before a save that replays is not offered
        (its process failed, or was ended), rather than checked again at every look. What it
        left after one (it stops at the first that replays) is looked at again."""
        from tabibito.engine.replay_check import Verdict

        for seen in self._checking.values():
            verdict = self._verdicts.get(seen)
            if verdict is None:
                self._judge(seen, Verdict(problem="its check ended early"))
            elif verdict.replays:
                break
        self._checking = {}


def _listing() -> list[_Seen]:
    """The autosaves, newest first, each with what identifies its content."""
    listed = []
    for path in autosaves():
        try:
            info = path.stat()
        except OSError:  # removed meanwhile
            continue
        listed.append(_Seen(path, info.st_mtime_ns, info.st_size))
    return listed


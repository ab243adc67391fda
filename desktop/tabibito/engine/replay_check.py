"""Whether saves replay, checked where nobody waits for it.

"Continue" may only offer a save that replays, and only replaying tells: a damaged autosave of
15 MiB takes seconds to decode, check and replay until its first wrong move. The shell replays
the small files itself (a real autosave is a few KiB, milliseconds) and hands the others to a
``ReplayCheck``: a process of its own, at low priority, which replays them newest first and
sends a verdict for each until one replays. The window never waits for it, and never shares its
interpreter lock with it.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import TabibitoError
from .match import Match
from .registry import Registry
from .saves import read_save

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


@dataclass(frozen=True)
class Verdict:
    """What replaying a save showed: its game and players, or why it cannot be continued."""

    game: str = ""
    seat_names: tuple[str, ...] = ()
    problem: str = ""  # empty: it replays

    @property
    def replays(self) -> bool:
        return not self.problem


def replay_verdict(path: str | os.PathLike[str], registry: Registry, games: Collection[str],
                   *, limit: int | None = None) -> Verdict:
    """Whether the save at ``path`` replays to a game of ``games``. A file of more than
    ``limit`` bytes is not read (see ``read_save``)."""
    return replayed(path, registry, games, limit=limit)[0]


def replayed(path: str | os.PathLike[str], registry: Registry, games: Collection[str],
             *, limit: int | None = None) -> tuple[Verdict, Match | None]:
    """``replay_verdict``, with the match it replayed to (None: it does not replay)."""
    try:
        match = Match.from_save(read_save(path, limit=limit), registry)
    except TabibitoError as error:
        return Verdict(problem=str(error)), None
    except Exception as error:  # a damage nobody foresaw must not end the check
        return Verdict(problem=f"{type(error).__name__}: {error}"), None
    if match.game.id not in games:
        return Verdict(problem=f"no board for {match.game.id}"), None
    return Verdict(match.game.id, tuple(seat.name for seat in match.seats)), match


def _check_apart(connection: Connection, registry: Registry, games: tuple[str, ...],
                 paths: list[str]) -> None:
    """The child process's whole life: a verdict for each save, in order, until one replays."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(10)  # the window and the computer players go first
    try:
        for path in paths:
            verdict = replay_verdict(path, registry, games)
            connection.send((path, verdict))
            if verdict.replays:
                break
    except OSError:  # the pipe is broken: the app is gone, and nobody is left to tell
        pass
    finally:
        connection.close()


class ReplayCheck:
    """Replays ``paths`` (newest first) in a process of its own; ``verdicts()`` hands over what
    it found so far without waiting, and ``done`` says when it will find no more."""

    def __init__(self, paths: Sequence[str], registry: Registry, games: Collection[str]) -> None:
        import multiprocessing  # kept out of the window's start-up until a check is needed

        context = multiprocessing.get_context("spawn")  # never a fork of a process with threads
        self._receiving, sending = context.Pipe(duplex=False)
        self._child = context.Process(target=_check_apart,
                                      args=(sending, registry, tuple(games), list(paths)),
                                      daemon=True, name="tabibito-replay-check")
        self._child.start()
        sending.close()  # the child holds the only writing end: its exit is our end of file
        self.done = False

    def verdicts(self) -> list[tuple[str, Verdict]]:
        found = []
        try:
            while not self.done and self._receiving.poll():
                found.append(self._receiving.recv())
        except (EOFError, OSError):  # the child has ended: all it had to say is said
            self._close()
        return found

    def wait(self, seconds: float) -> list[tuple[str, Verdict]]:
        """What it finds, waiting up to ``seconds`` for it to end: for a check that may take
        its time (the self-test), never for the window."""
        found = []
        deadline = time.monotonic() + seconds
        while not self.done and time.monotonic() < deadline:
            self._receiving.poll(min(0.05, max(deadline - time.monotonic(), 0)))
            found += self.verdicts()
        return found

    def stop(self) -> None:
        """End the check now (the app closes, or the folder changed under it)."""
        if not self.done:
            self._child.terminate()
            self._close()

    def _close(self) -> None:
        self.done = True
        self._child.join(timeout=1)
        self._receiving.close()

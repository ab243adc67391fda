"""The motion of Next Station's table: the card turning over, a line's score being counted, the
pencil mark moving to the next line and the "objective met" flash (the game end's count-up plays
on the shell's final table, ``tabibito.ui.score_sheet``).

Every motion is one ``tabibito.ui.kit.animation.animate`` on the table's animation queue, so it
follows the speed setting, waits its turn behind the board's pencil strokes, holds back the next
computer move while it plays, and with motion off (factor 0) jumps to its end state at once. The
widgets only offer "show progress p"; this module says how long and in which order.
"""

from __future__ import annotations

from collections.abc import Iterable

FLIP_MS = 350  # the card turning over: half for the back to narrow, half for the face to widen
COUNT_MS = 600  # a line's D × M counted up to its points
SLIDE_MS = 320  # the pencil mark moving to the next line's box
FLASH_MS = 1400  # an objective met: its card lights up and fades, the banner shows meanwhile


def counted(value: int, progress: float) -> int:
    """``value`` counted ``progress`` of the way up from 0 (down, for a penalty)."""
    return round(value * max(0.0, min(progress, 1.0)))


def halves(progress: float) -> tuple[bool, float]:
    """A card turning over: (face shown, width 0..1). The back narrows to an edge in the first
    half, the face widens from it in the second."""
    if progress < 0.5:
        return False, 1.0 - 2.0 * progress
    return True, 2.0 * progress - 1.0


class ObjectiveWatch:
    """Which shared objectives the shown sheet has met, remembered between two event batches,
    so that only an objective met by this batch is celebrated (not one met before an undo, a
    load or a switch to another sheet)."""

    def __init__(self) -> None:
        self._seen: tuple[int, frozenset[str]] | None = None

    def update(self, seat: int, achieved: Iterable[str]) -> frozenset[str]:
        """Remember ``achieved`` for ``seat``; return what is new since the last batch of the
        same seat (nothing for another seat: the player switched sheets, nothing was met)."""
        now = frozenset(achieved)
        before = self._seen
        self._seen = (seat, now)
        if before is None or before[0] != seat:
            return frozenset()
        return now - before[1]

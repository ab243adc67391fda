"""The switch that cancels a computer player's decision, and its safety ceiling in time."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass(eq=False)
class Budget:
    """A decision's cancel switch (undo, load, leaving the game) and a safety ceiling in time
    (``seconds``: None for none). Bots measure their thinking in work (playouts, positions), so
    that a decision depends only on what they see and their seed, never on the machine: the
    ceiling is a net for a machine far too slow, rare and logged. Bots that think for long ask
    ``expired()`` between steps of their search and answer with the best they have when it says
    so."""

    seconds: float | None = None
    started: float = field(default_factory=time.monotonic)
    # A plain flag: set from the window's thread, read by the bot's (one assignment is atomic).
    _cancelled: bool = field(default=False, repr=False)
    _ceiling_told: bool = field(default=False, repr=False)

    def is_cancelled(self) -> bool:
        return self._cancelled

    def expired(self) -> bool:
        if self._cancelled:
            return True
        if self.seconds is None or time.monotonic() - self.started < self.seconds:
            return False
        if not self._ceiling_told:  # once per decision: the search asks again and again
            self._ceiling_told = True
            log.warning("a computer player's decision reached its safety ceiling of %s s: "
                        "it answers with what it has, and may differ on a faster machine",
                        self.seconds)
        return True

    def cancel(self) -> None:
        self._cancelled = True

    def left(self) -> float | None:
        if self.seconds is None:
            return None
        return max(0.0, self.seconds - (time.monotonic() - self.started))

    def __reduce__(self) -> tuple[type[Budget], tuple[float | None]]:
        """Sent to another process, a budget keeps the time it has left; its cancel switch is
        the sender's to pull (by ending that process)."""
        return (Budget, (self.left(),))

"""How long a computer player may think, and the switch that cancels its decision."""

from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass(eq=False)
class Budget:
    """A decision's time (``seconds``: None for no deadline) and its cancel switch (undo, load,
    leaving the game). Bots that think for long ask ``expired()`` between steps of their search
    and answer with the best they have when it says so."""

    seconds: float | None = None
    started: float = field(default_factory=time.monotonic)
    # A plain flag: set from the window's thread, read by the bot's (one assignment is atomic).
    _cancelled: bool = field(default=False, repr=False)

    def is_cancelled(self) -> bool:
        return self._cancelled

    def expired(self) -> bool:
        if self._cancelled:
            return True
        return self.seconds is not None and time.monotonic() - self.started >= self.seconds

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

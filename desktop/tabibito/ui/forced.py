"""When a held resolution falls without a "Confirm": the rule the window's controller and the
tutorial's window-less rehearsal share (Qt-free)."""

from __future__ import annotations

from tabibito.engine import Match


class ForcedMoves:
    """A human's forced move (a single legal action) takes a held resolution at once, unless the
    human had a real choice since the last resolution: then that choice may still be taken back,
    and the table waits for the confirmation as usual."""

    def __init__(self) -> None:
        self.chose_in_step: int | None = None  # the last step in which a human had a choice

    def resolves_now(self, match: Match, forced: bool) -> bool:
        """After a human's move in ``match`` (``forced``: it was the only legal action): whether
        the resolution it leaves held is to be taken without asking."""
        if not forced:
            self.chose_in_step = match.step
            return False
        return match.resolution_held() and self.chose_in_step != match.step

    def forget(self) -> None:
        """After an undo, a redo or a load: no choice of this step is known any more."""
        self.chose_in_step = None

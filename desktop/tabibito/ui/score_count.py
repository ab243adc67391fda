"""The final count-up of the score sheet, as times: when each row counts, how far a number has
come. Qt-free arithmetic, so the sheet and its tests read the same schedule."""

from __future__ import annotations

from dataclasses import dataclass

# The final count-up, at speed 1 (the animation queue scales it): each category row counts up in
# COUNT_ROW_MS, the next one starting half-way through; all of them together take at most
# COUNT_ROWS_MS however many categories a game has (Tokaido has 17); then the total row, then
# the ribbon with the result fades in.
COUNT_ROW_MS = 420
COUNT_ROWS_MS = 2600
COUNT_TOTAL_MS = 900
REVEAL_MS = 500


def counted(value: int, progress: float) -> int:
    """``value`` counted ``progress`` (0..1) of the way up from 0 (down, for a penalty)."""
    return round(value * max(0.0, min(progress, 1.0)))


@dataclass(frozen=True)
class CountUp:
    """When each row of the final table counts up, for a table of ``rows`` category rows and a
    total row under them: the categories in sheet order, each overlapping the next by half, then
    the total, then the ribbon. Times in ms at speed 1."""

    rows: int

    @property
    def step(self) -> float:
        """How long after one category row the next one starts."""
        return min(COUNT_ROW_MS / 2, COUNT_ROWS_MS / (self.rows + 1))

    @property
    def total_start(self) -> float:
        return (self.rows + 1) * self.step if self.rows else 0.0

    @property
    def reveal_start(self) -> float:
        return self.total_start + COUNT_TOTAL_MS

    @property
    def duration(self) -> float:
        return self.reveal_start + REVEAL_MS

    def row(self, row: int, elapsed: float) -> float:
        """How far row ``row`` (``rows`` is the total row) has counted at ``elapsed`` ms, 0..1."""
        if row >= self.rows:
            return _window(elapsed, self.total_start, COUNT_TOTAL_MS)
        return _window(elapsed, row * self.step, 2 * self.step)

    def reveal(self, elapsed: float) -> float:
        """How far the ribbon with the result has come in, 0..1."""
        return _window(elapsed, self.reveal_start, REVEAL_MS)


def _window(elapsed: float, start: float, length: float) -> float:
    return max(0.0, min((elapsed - start) / length, 1.0)) if length > 0 else 1.0

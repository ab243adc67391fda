"""What the score sheet reads of a match: the scores the shown seat may see, and how a cell adds
up, from the points ledger (``engine.ledger``): "Kanda Shrine 4 + Kiyomizu-dera 2 + highlight 10
= 20", each item named short by the game (``GameUI.score_item``), for the cell's tooltip."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabibito.engine import ledger

if TYPE_CHECKING:
    from tabibito.engine import Event, Scores

    from .plugin_api import GameUI, Table


def live_scores(table: Table) -> Scores | None:
    """What the shown seat may see of the scores now: the final ones once the game is over,
    else the game's live scores (None where the game hides them until its end)."""
    if table.match.is_over():
        return table.state().scores()
    return table.view().live_scores()


def score_sum(events: Sequence[Event], seat: int, category: str, cell: int,
              plugin: GameUI) -> str | None:
    """The sum behind ``seat``'s ``cell`` points in ``category``; None where the events do not
    tell it (nothing scored there, or a game whose scoring the ledger does not yet cover: a
    sum that disagrees with the sheet is never shown)."""
    items = [(plugin.score_item(event), change[1]) for event in events
             if (change := ledger.scored(event)) is not None
             and change[0] == seat and change[2] == category]
    if not items or sum(points for _, points in items) != cell:
        return None
    counts = Counter(items)  # the same item scored alike again: "Standard train ticket 2 × 6"
    text = ""
    for label, points in dict.fromkeys(items):  # each once, in the order they scored
        times = counts[label, points]
        amount = f"{abs(points)}" + (f" × {times}" if times > 1 else "")
        if not text:
            text = f"{label} {'−' if points < 0 else ''}{amount}"
        else:
            text += f" {'−' if points < 0 else '+'} {label} {amount}"
    return f"{text} = {cell}" if len(items) > 1 else text

def cell_tooltip(events: Sequence[Event], seat: int | None, category: str, detail: str | None,
                 plugin: GameUI, cell: int) -> str:
    """A cell's tooltip: its detail line whole (the cell may elide it), then its sum."""
    summed = None if seat is None else score_sum(events, seat, category, cell, plugin)
    return "\n".join(part for part in (detail, summed) if part)

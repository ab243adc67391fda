"""How a score adds up, from the points ledger (``engine.ledger``): "Kanda Shrine 4 + Kiyomizu-dera
2 + highlight 10 = 20", each item named short by the game (``GameUI.score_item``): the final
score sheet's cell tooltips and a game's own score pad (Let's Go's trip) say it alike."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabibito.engine import ledger

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import GameUI


def score_sum(events: Sequence[Event], seat: int, category: str, cell: int,
              plugin: GameUI) -> str | None:
    """The sum behind ``seat``'s ``cell`` points in ``category``; None where the events do not
    tell it (nothing scored there, or a game whose scoring the ledger does not yet cover: a
    sum that disagrees with the sheet is never shown)."""
    return _summed([(plugin.score_item(event), change[1]) for event in events
                    if (change := ledger.scored(event)) is not None
                    and change[0] == seat and change[2] == category], cell)


def rival_score_sum(events: Sequence[Event], rival: str, category: str, cell: int,
                    plugin: GameUI) -> str | None:
    """``score_sum`` for a rival without a seat (Let's Go's solo travel agency)."""
    return _summed([(plugin.score_item(event), change[1]) for event in events
                    if (change := ledger.rival_scored(event)) is not None
                    and change[0] == rival and change[2] == category], cell)


def _summed(items: Sequence[tuple[str, int]], cell: int) -> str | None:
    """"Kanda Shrine 4 + highlight 10 = 14" from the items scored, if they add up to ``cell``."""
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

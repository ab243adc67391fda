"""What the score sheet reads of a match: the scores the shown seat may see, and how a cell adds
up, from the points ledger (``engine.ledger``): "Kanda Shrine 4 + Kiyomizu-dera 2 + highlight 10
= 20", each item named short by the game (``GameUI.score_item``, summed by ``kit.sums``, which
the games' own score pads share), for the cell's tooltip."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .kit.sums import rival_score_sum, score_sum

if TYPE_CHECKING:
    from tabibito.engine import Event, Scores

    from .plugin_api import GameUI, Table


def live_scores(table: Table) -> Scores | None:
    """What the shown seat may see of the scores now: the final ones once the game is over,
    else the game's live scores (None where the game hides them until its end)."""
    if table.match.is_over():
        return table.state().scores()
    return table.view().live_scores()


def cell_tooltip(events: Sequence[Event], seat: int | None, category: str, detail: str | None,
                 plugin: GameUI, cell: int, rival: str | None = None) -> str:
    """A cell's tooltip: its detail line whole (the cell may elide it), then its sum (a seat's,
    or a rival's such as Let's Go's travel agency)."""
    if seat is not None:
        summed = score_sum(events, seat, category, cell, plugin)
    else:
        summed = None if rival is None else rival_score_sum(events, rival, category, cell, plugin)
    return "\n".join(part for part in (detail, summed) if part)

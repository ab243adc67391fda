"""What Tokaido's hero shows while a finished game is replayed (issue 22 §4): at each position,
the decision the next move was taken from, as the replay's viewer saw it (the souvenirs revealed,
the meals, the encounters, the Crossroads cards on offer), read-only, with the card chosen
framed. Nothing in it can be clicked and nothing asks the watcher to act.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..kit.i18n import fill
from .colours import seat_colour
from .decisions_crossroads import CROSSROADS_BUILDERS
from .decisions_spec import BASE_BUILDERS, Context, DecisionSpec
from .decisions_words import word

BUILDERS = {**BASE_BUILDERS, **CROSSROADS_BUILDERS}


def replay_spec(table: Any) -> DecisionSpec | None:
    """The decision behind the replay's next move (None at the end: the game's own ending)."""
    found = getattr(table, "next_decision", lambda: None)()  # the replay's controller has it
    if found is None:
        return None
    move, view = found
    seat = move.seat
    if view.is_over() or seat not in view.to_act():
        return DecisionSpec("idle", word("on_road"), message=word("idle_message"))
    prompt = view.prompt(seat)
    ctx = Context(AtTheMove(table, view), seat, prompt, interactive=False)
    name = table.seat_names[seat]
    spec = DecisionSpec(prompt.kind, "", seat, coins=ctx.journey.coins,
                        colour=seat_colour(seat).name())
    builder = BUILDERS.get(prompt.kind)
    if builder is not None:
        builder(ctx, spec)
    spec.title = fill(word("who_decides_what"), name, spec.title)
    spec.main = None
    for tile in spec.tiles:
        tile.chosen = move.action in tile.actions.values()
    if any(tile.chosen for tile in spec.tiles):
        #: in a replay, over the cards a player chose from: %1 the player
        spec.caption = fill(QCoreApplication.translate(
            "TokaidoReplay", "What %1 chose from: the framed one was taken"), name)
    return spec


class AtTheMove:
    """The replay's table as it stood when the next move was decided: its view is the one
    before the move, the rest is the table's."""

    def __init__(self, table: Any, view: Any) -> None:
        self._table, self._view = table, view

    def view(self) -> Any:
        return self._view

    def __getattr__(self, name: str) -> Any:
        return getattr(self._table, name)

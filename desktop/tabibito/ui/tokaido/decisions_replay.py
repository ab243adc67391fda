"""What Tokaido's hero shows while a finished game is replayed (issue 22 §4): at each position,
the decision the next move was taken from, as the replay's viewer saw it (the souvenirs revealed,
the meals, the encounters, the Crossroads cards on offer), read-only, with the card chosen
framed. Nothing in it can be clicked and nothing asks the watcher to act.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from tabibito.games.tokaido import rules

from ..kit.i18n import QT_TRANSLATE_NOOP, fill
from .colours import seat_colour
from .decisions_crossroads import CROSSROADS_BUILDERS
from .decisions_spec import BASE_BUILDERS, Context, DecisionSpec
from .decisions_words import word

BUILDERS = {**BASE_BUILDERS, **CROSSROADS_BUILDERS}
# The hero's title of a replayed decision whose live title is an order to the player ("Choose
# your traveller"): what the player did, never a prompt (tokaido-ux 14).
REPLAY_TITLES = {
    #: a replay's hero, before a player keeps one of the two traveller tiles: %1 the player
    rules.CHOOSE_TRAVELLER: QT_TRANSLATE_NOOP("TokaidoReplay", "%1 keeps a traveller"),
    #: a replay's hero, before a player keeps one of two encounters: %1 the player
    rules.KEEP_ENCOUNTER: QT_TRANSLATE_NOOP("TokaidoReplay", "%1 keeps an encounter"),
    #: a replay's hero, before a player takes the panorama part of their choice: %1 the player
    rules.GUIDE_PANORAMA: QT_TRANSLATE_NOOP("TokaidoReplay", "%1 chooses a panorama part"),
    #: a replay's hero, before a player moves the two-player game's neutral traveller: %1 the
    #: player
    "neutral": QT_TRANSLATE_NOOP("TokaidoReplay", "%1 moves the neutral traveller"),
}


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
    # No purse before the traveller is kept (it sets the coins): the title has the room.
    coins = None if prompt.kind == rules.CHOOSE_TRAVELLER else ctx.journey.coins
    spec = DecisionSpec(prompt.kind, "", seat, coins=coins, colour=seat_colour(seat).name())
    builder = BUILDERS.get(prompt.kind)
    if builder is not None:
        builder(ctx, spec)
    told = REPLAY_TITLES.get("neutral" if prompt.params.get("neutral") else prompt.kind)
    spec.title = (fill(QCoreApplication.translate("TokaidoReplay", told), name) if told
                  else fill(word("who_decides_what"), name, spec.title))
    spec.main = None
    for tile in spec.tiles:
        tile.chosen = move.action in tile.actions.values()
    if any(tile.chosen for tile in spec.tiles):
        # Short: the hero's one caption line ("What Anna chose from: the framed one was tak…"
        # at 1024 px, longer still in German).
        #: in a replay, over the cards a player chose from, the one taken framed: %1 the player
        spec.caption = fill(QCoreApplication.translate(
            "TokaidoReplay", "%1's choice: the framed card"), name)
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

"""What Tokaido sounds like: each event kind's cue (``GameUI.event_sound``)."""

from __future__ import annotations

from tabibito.engine import Event
from tabibito.games.tokaido.data import PANORAMA_PARTS

from ..kit.sound_cues import Cue, cue_of

CUES = {
    "travellers_dealt": Cue.CARD_DEAL,
    "traveller_chosen": Cue.CARD_PLACE,
    "departed": Cue.PAWN_STEP,
    "moved": Cue.PAWN_STEP,
    "meal_hand": Cue.CARD_DEAL,
    "meal_eaten": Cue.COINS,
    "meal_discarded": Cue.CARD_PLACE,
    "encounters_drawn": Cue.CARD_DEAL,
    "encounter": Cue.CARD_FLIP,
    "hot_spring": Cue.CARD_FLIP,
    "souvenirs_revealed": Cue.CARD_FLIP,
    "souvenir_gained": Cue.COINS,
    "souvenir_free": Cue.CARD_PLACE,
    "coins_gained": Cue.COINS,
    "donated": Cue.COINS,
    "cherry_tree": Cue.POINTS,
    "bath_house": Cue.POINTS,
    "die_rolled": Cue.DIE,
    "amulet_taken": Cue.CARD_PLACE,
    "amulet_gained": Cue.CARD_FLIP,
    "amulet_used": Cue.COINS,
    "legendary_object": Cue.CARD_PLACE,
    "calligraphy": Cue.PENCIL,  # the brush
    "achievement": Cue.COMPLETED,
    "cannot_pay": Cue.REFUSED,
}


def event_sound(event: Event) -> Cue | None:
    """A pawn's step, or the bell of an inn reached; a panorama's last part completes it; an
    event the table has no sound for (a choice of effect, the hand passed on) is silent, save
    that points scored are heard."""
    if event.kind == "moved" and event.params.get("stop_kind") == "inn":
        return Cue.ROUND_END
    if event.kind == "panorama_taken":
        whole = event["part"] == PANORAMA_PARTS.get(event["panorama"])
        return Cue.COMPLETED if whole else Cue.CARD_PLACE
    return cue_of(event, CUES)

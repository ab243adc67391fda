"""What Next Station: Tokyo sounds like: each event kind's cue (``GameUI.event_sound``)."""

from __future__ import annotations

from tabibito.engine import Event

from ..kit.sound_cues import Cue, cue_of

CUES = {
    "round_started": Cue.CARD_DEAL,  # the pencils passed on, the deck shuffled
    "card_flipped": Cue.CARD_FLIP,
    "section_drawn": Cue.PENCIL,
    "effect_triggered": Cue.COMPLETED,
    "line_scored": Cue.ROUND_END,  # the round's line counted on the sheet
}


def event_sound(event: Event) -> Cue | None:
    """The cue of ``event``; a pass is silent, and points scored are heard."""
    return cue_of(event, CUES)

"""What Let's Go! To Japan sounds like: each event kind's cue (``GameUI.event_sound``)."""

from __future__ import annotations

from tabibito.engine import Event

from ..kit.sound_cues import Cue, cue_of

CUES = {
    "hand": Cue.CARD_DEAL,
    "drawn": Cue.CARD_DEAL,
    "given": Cue.CARD_DEAL,  # the travel agency's card
    "placed": Cue.CARD_PLACE,
    "discarded": Cue.CARD_PLACE,
    "walked": Cue.PAWN_STEP,
    "research": Cue.PENCIL,  # a mark on the research track
    "day_bonus": Cue.DAY_CLOSED,
    "passport": Cue.CARD_FLIP,
    "passport_kept": Cue.CARD_PLACE,
    "trip_started": Cue.ROUND_END,  # planning is over: the week's trip begins
    "trip.walk": Cue.PAWN_STEP,
    "trip.train": Cue.PAWN_STEP,
    "trip.card": Cue.CARD_FLIP,
    "trip.yellow": Cue.CARD_FLIP,
    "trip.wild": Cue.CARD_FLIP,
    "trip.mood_step": Cue.POINTS,
    "trip.over": Cue.COMPLETED,
}


def event_sound(event: Event) -> Cue | None:
    """The cue of ``event``; a highlight of the trip sounds only when it scores, and events
    the table shows without a sound (a card placed twice over, a round's bookkeeping) are
    silent, save that points scored are heard."""
    if event.kind == "trip.highlight":
        return Cue.POINTS if event.params.get("points", 0) > 0 else None
    return cue_of(event, CUES)

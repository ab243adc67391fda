"""What a player clicks on Let's Go's board, by key: a card of the hand, a lit slot of a day, a
day's column (a click there says why nothing goes there now), and a button of the small chooser
by a card or a slot. The mouse and the keyboard both act on these keys (``kit.board``).

Frozen dataclasses, not tuples: a card "T1" and a chooser button "T1" are different targets.
"""

from __future__ import annotations

from dataclasses import dataclass

# The chooser's buttons: place the card, or walk instead (a card from a deck, face down); give a
# card to the travel agency (solo), with a card in return from a deck.
PLACE, WALK_TOKYO, WALK_KYOTO = "place", "walk_tokyo", "walk_kyoto"
GIVE_TOKYO, GIVE_KYOTO, GIVE_PLAIN = "give_tokyo", "give_kyoto", "give"
WALK_KEYS = {"tokyo": WALK_TOKYO, "kyoto": WALK_KYOTO}
GIVE_KEYS = {"tokyo": GIVE_TOKYO, "kyoto": GIVE_KYOTO}


@dataclass(frozen=True)
class HandCard:
    """A card of the shown hand (its entry: a card id)."""

    entry: str


@dataclass(frozen=True)
class DaySlot:
    """A lit place of a day for a card: ``position`` 0 is above the day's first card."""

    day: int
    position: int


@dataclass(frozen=True)
class DayColumn:
    """A day's column of the itinerary, where no slot is lit."""

    day: int


@dataclass(frozen=True)
class ChooserOption:
    """A button of the chooser (PLACE, WALK_TOKYO, …)."""

    key: str


Target = HandCard | DaySlot | DayColumn | ChooserOption

"""Let's Go's scripted start (the form of ``engine.scripted``) for tutorials and puzzles: stacked
decks, the days' favourable conditions, the passport cards dealt.

As JSON: ``{"decks": {"tokyo": [card ids], "kyoto": [card ids]}, "conditions": [six tokens,
Monday first], "passports": [[two numbers] per seat]}``. A deck's list names its top cards, the
first one dealt first; the rest of that deck lies below them in the shuffled order.

The start is dealt as usual first (so the generator is used exactly as in a game without a
setup) and then re-dealt from the stacked decks: round 1's hands go back on their decks in the
order they were drawn, the stacked cards are put on top, and the hands are drawn again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabibito.engine import Event, OptionError
from tabibito.engine.scripted import ScriptedStart as Start
from tabibito.engine.scripted import is_list as _is_list

from .data import CITIES, CONDITION_TOKENS, DAYS, LetsGoData, load_data
from .rules import LETTER, PASSPORTS_DEALT, LetsGoState

SETUP_KEYS = frozenset({"decks", "conditions", "passports"})
PASSPORT_OPTION = "passport"


@dataclass(frozen=True, slots=True)
class ScriptedStart(Start):
    """What a scripted start fixes instead of shuffling. None: dealt at random."""

    game = "letsgo"
    keys = SETUP_KEYS

    decks: Mapping[str, tuple[str, ...]] | None = None  # city -> its top cards, first dealt first
    conditions: tuple[str, ...] | None = None           # Monday..Saturday
    passports: tuple[tuple[int, ...], ...] | None = None  # per seat, the passports offered

    @classmethod
    def checked(cls, setup: Mapping[str, Any], options: Mapping[str, Any],
                players: int) -> ScriptedStart:
        """The cards must be the decks' own, the tokens the six of the box, the passports dealt
        only with the Passport expansion."""
        data = load_data()
        decks, conditions, passports = (setup.get(key) for key in ("decks", "conditions",
                                                                   "passports"))
        if passports is not None and not options.get(PASSPORT_OPTION):
            raise _invalid("passports_without_expansion")
        return cls(None if decks is None else _checked_decks(decks, data),
                   None if conditions is None else _checked_conditions(conditions),
                   None if passports is None else _checked_passports(passports, players, data))

    def apply(self, state: LetsGoState) -> LetsGoState:
        """Deal the stacked start into a freshly made ``state`` (round 1, nothing played;
        changed in place)."""
        if self.conditions is not None:
            state.conditions = self.conditions
            state._opening = [Event.of("conditions", days=list(self.conditions))]
        if self.decks is not None:
            _restack(state, self.decks)
        if self.passports is not None:
            for sheet, offer in zip(state.sheets, self.passports, strict=True):
                sheet.offer = sorted(offer)
        state._forget()
        return state


def _restack(state: LetsGoState, decks: Mapping[str, tuple[str, ...]]) -> None:
    """Round 1's hands back on their decks, the stacked cards on top, the hands drawn again."""
    plan = state.plan()
    for city in CITIES:
        letter = LETTER[city]
        drawn = [card for sheet in state.sheets for card in sheet.hand if card[0] == letter]
        order = state.decks[city] + drawn[::-1]  # the deck before the deal (its top at the end)
        top = decks.get(city)
        if top is not None:
            stacked = set(top)
            order = [card for card in order if card not in stacked] + list(reversed(top))
        state.decks[city] = order
    for sheet in state.sheets:
        hand = [state._draw(CITIES[0]) for _ in range(plan.tokyo)]
        hand += [state._draw(CITIES[1]) for _ in range(plan.kyoto)]
        sheet.hand = hand


def _invalid(detail: str) -> OptionError:
    return ScriptedStart.invalid(detail)


def _checked_decks(decks: Any, data: LetsGoData) -> dict[str, tuple[str, ...]]:
    """The top of either deck: cards of that deck, each once."""
    if not isinstance(decks, Mapping) or not set(decks) <= set(CITIES):
        raise _invalid("decks")
    checked = {}
    for city, top in decks.items():
        own = set(data.deck(city))
        if not _is_list(top) or not all(isinstance(card, str) and card in own for card in top):
            raise _invalid(f"decks.{city}")
        if len(set(top)) != len(top):
            raise _invalid(f"decks.{city}")
        checked[city] = tuple(top)
    return checked


def _checked_conditions(conditions: Any) -> tuple[str, ...]:
    """One favourable-condition token per day, all different (§1.2)."""
    if (not _is_list(conditions) or len(conditions) != DAYS
            or not all(isinstance(token, str) for token in conditions)
            or sorted(conditions) != sorted(CONDITION_TOKENS)):
        raise _invalid("conditions")
    return tuple(conditions)


def _checked_passports(passports: Any, players: int, data: LetsGoData) -> tuple[tuple[int, ...],
                                                                                ...]:
    """Two passport cards per seat, none dealt twice."""
    numbers = {passport.number for passport in data.passports}
    if not _is_list(passports) or len(passports) != players:
        raise _invalid("passports")
    dealt: list[int] = []
    for offer in passports:
        if not _is_list(offer) or len(offer) != PASSPORTS_DEALT:
            raise _invalid("passports")
        if not all(isinstance(n, int) and not isinstance(n, bool) and n in numbers
                   for n in offer):
            raise _invalid("passports")
        dealt += offer
    if len(set(dealt)) != len(dealt):
        raise _invalid("passports")
    return tuple(tuple(offer) for offer in passports)

"""Next Station's scripted start (the form of ``engine.scripted``) for tutorials and puzzles:
stacked station decks, round pairs, objectives.

As JSON: ``{"decks": [[card ids] * 4], "pairs": [[symbol, effect] * 4], "objectives": [two
objective ids], "pencils": passing}``. The state's constructor takes the start: a stacked deck
replaces a round's shuffle (the rounds after the first are dealt later, so the stacked decks are
part of the state and of its snapshot).

``pencils`` is not a tutorial's choice but a save's: how the pencils pass on at a new round.
Left out, they pass as the rules say (``PASS_TO_NEXT_SEAT``); the saves of rules versions 1 and 2
were played with the old passing (``PASS_TO_PREVIOUS_SEAT``), and ``Game.upgrade_setup`` names
it for them so that they replay exactly as they were played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabibito.engine import OptionError
from tabibito.engine.scripted import ScriptedStart as Start
from tabibito.engine.scripted import is_list as _is_list

from .cards import DECK, EFFECTS, OBJECTIVES, OBJECTIVES_DEALT, SYMBOL_CARDS
from .scoring import ROUNDS

SETUP_KEYS = frozenset({"decks", "pairs", "objectives", "pencils"})

# How the pencils pass on at each new round (rules.PENCIL_PASSING is the one in force):
# "next_seat": seat s takes the pencil seat s - 1 used in the round before (rules version 3 on);
# "previous_seat": seat s took the pencil seat s + 1 had used (rules versions 1 and 2).
PASS_TO_NEXT_SEAT = "next_seat"
PASS_TO_PREVIOUS_SEAT = "previous_seat"
PENCIL_PASSINGS = (PASS_TO_NEXT_SEAT, PASS_TO_PREVIOUS_SEAT)

_WHOLE_DECK = sorted(card.id for card in DECK)


@dataclass(frozen=True, slots=True)
class ScriptedStart(Start):
    """What a scripted start fixes instead of shuffling: a card order per round, a blue symbol
    and an orange effect per round, the shared objectives. None: dealt at random. ``pencils``:
    the pencil passing an old save was played with (None: the rules' passing)."""

    game = "nextstation"
    keys = SETUP_KEYS

    decks: tuple[tuple[str, ...], ...] | None = None
    pairs: tuple[tuple[str, str], ...] | None = None
    objectives: tuple[str, ...] | None = None
    pencils: str | None = None

    @classmethod
    def of(cls, decks: Sequence[Sequence[str]] | None = None,
           pairs: Sequence[Sequence[str]] | None = None,
           objectives: Sequence[str] | None = None,
           pencils: str | None = None) -> ScriptedStart:
        """The checked start; a deck, pair or objective the box does not hold is refused, and
        so is a pencil passing the rules never had."""
        return cls(
            None if decks is None else _checked_decks(decks),
            None if pairs is None else _checked_pairs(pairs),
            None if objectives is None else _checked_objectives(objectives),
            None if pencils is None else _checked_pencils(pencils),
        )

    @classmethod
    def checked(cls, setup: Mapping[str, Any], options: Mapping[str, Any],
                players: int) -> ScriptedStart:
        """Pairs need the effects module and objectives the objectives module."""
        if setup.get("pairs") is not None and not options.get("effects"):
            raise _invalid("pairs_without_effects")
        if setup.get("objectives") is not None and not options.get("objectives"):
            raise _invalid("objectives_without_module")
        return cls.of(setup.get("decks"), setup.get("pairs"), setup.get("objectives"),
                      setup.get("pencils"))


def _invalid(detail: str) -> OptionError:
    return ScriptedStart.invalid(detail)


def _checked_decks(decks: Any) -> tuple[tuple[str, ...], ...]:
    """One order of all eleven station cards per round."""
    if not _is_list(decks) or len(decks) != ROUNDS:
        raise _invalid("decks")
    for deck in decks:
        if not _is_list(deck) or not all(isinstance(card, str) for card in deck):
            raise _invalid("decks")
        if sorted(deck) != _WHOLE_DECK:
            raise _invalid("decks")
    return tuple(tuple(deck) for deck in decks)


def _checked_pairs(pairs: Any) -> tuple[tuple[str, str], ...]:
    """A symbol card and an effect card per round, each card used once (they are drawn from
    two piles of four)."""
    if not _is_list(pairs) or len(pairs) != ROUNDS:
        raise _invalid("pairs")
    if not all(_is_list(pair) and len(pair) == 2 for pair in pairs):
        raise _invalid("pairs")
    symbols = [pair[0] for pair in pairs]
    effects = [pair[1] for pair in pairs]
    if not _is_arrangement(symbols, SYMBOL_CARDS) or not _is_arrangement(effects, EFFECTS):
        raise _invalid("pairs")
    return tuple((symbol, effect) for symbol, effect in pairs)


def _checked_objectives(objectives: Any) -> tuple[str, ...]:
    if not _is_list(objectives) or len(objectives) != OBJECTIVES_DEALT:
        raise _invalid("objectives")
    if len(set(objectives)) != len(objectives) or not all(
            isinstance(o, str) and o in OBJECTIVES for o in objectives):
        raise _invalid("objectives")
    return tuple(objectives)


def _checked_pencils(pencils: Any) -> str:
    if not isinstance(pencils, str) or pencils not in PENCIL_PASSINGS:
        raise _invalid("pencils")
    return pencils


def _is_arrangement(items: list[Any], box: Sequence[str]) -> bool:
    """Whether ``items`` orders all of ``box``, each once."""
    return all(isinstance(item, str) for item in items) and sorted(items) == sorted(box)

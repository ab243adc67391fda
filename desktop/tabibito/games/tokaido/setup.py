"""Tokaido's scripted start (the form of ``engine.scripted``) for tutorials: the travellers dealt
or kept, the order at Kyoto, the top of every deck and, with Crossroads' "Rare and precious",
the cards in the game.

As JSON, every key optional::

    {"travellers": [["kinko"], ["hiroshige", "umegae"], None],  # kept, or dealt two of
     "order": [0, 2, 1],                          # pawns from first to leave Kyoto to last
     "souvenirs": [...], "encounters": [...], "hot_springs": [...], "meals": [...],
     "amulets": [...], "legendary_objects": [...], "calligraphies": [...],
     "rules_version": 1}

A seat's travellers are the two tiles it is dealt (it chooses one as usual) or the one it keeps
(it has chosen already); None deals it two at random. ``order`` names every pawn, the neutral
traveller's too with two players, and needs every traveller kept: the pawns leave Kyoto as soon
as the game begins. A deck lists its top cards, top first; the cards it does not name follow in
their shuffled order. The three Crossroads lists are the cards "Rare and precious" keeps.
``rules_version`` is not a start but the rules an old save was played by
(``TokaidoGame.upgrade_setup`` writes it): the game replays by them.

The start is laid on the state dealt as usual (``ScriptedStart.apply``): it replaces what the
setup names, and the generator is used as in a game without a setup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabibito.engine import Event, OptionError
from tabibito.engine.scripted import ScriptedStart as Start
from tabibito.engine.scripted import is_list as _is_list

from .cards import Deck
from .data import load_data
from .rules import (
    DEPART,
    FIRST_RULES,
    RARE_AND_PRECIOUS,
    RULES_VERSION,
    TRAVELLERS_DEALT,
    Rules,
    TokaidoState,
    rules_for,
)

DECKS = ("souvenirs", "encounters", "hot_springs", "meals")
# The Crossroads cards chosen by name: setup key -> the state's supply of them.
SUPPLIES = {"amulets": "amulet_supply", "legendary_objects": "legendary_supply",
            "calligraphies": "calligraphy_supply"}
RULES_KEY = "rules_version"
SETUP_KEYS = frozenset({"travellers", "order", *DECKS, *SUPPLIES, RULES_KEY})
KEPT, DEALT = 1, TRAVELLERS_DEALT  # a seat's entry: the traveller kept, or the two tiles dealt
Tiles = tuple[tuple[str, ...] | None, ...]  # per seat: the tiles scripted, or None (dealt)


def _invalid(detail: str) -> OptionError:
    return ScriptedStart.invalid(detail)


@dataclass(frozen=True, slots=True)
class _Box:
    """What the box holds for the game a setup is for: its rules (the players, the pawns, the
    cards) and the variants that choose the travellers and the Crossroads cards, read from the
    options as ``rules.new_state`` reads them."""

    rules: Rules
    initiation: bool
    crossroads: bool
    rare_and_precious: bool

    @classmethod
    def of(cls, options: Mapping[str, Any], players: int) -> _Box:
        crossroads = bool(options.get("crossroads"))
        return cls(rules_for(load_data(), players, bool(options.get("return_trip")),
                             bool(options.get("gastronomy"))),
                   bool(options.get("initiation")), crossroads,
                   crossroads and bool(options.get("rare_and_precious")))


def _distinct_ids(value: Any, cards_in_box: Sequence[str], detail: str) -> tuple[str, ...]:
    """Cards of ``cards_in_box``, none twice."""
    if not _is_list(value) or not all(isinstance(card, str) for card in value):
        raise _invalid(detail)
    if len(set(value)) != len(value) or not set(value) <= set(cards_in_box):
        raise _invalid(detail)
    return tuple(value)


@dataclass(frozen=True, slots=True)
class ScriptedStart(Start):
    """What a setup fixes, checked against the game's options and players; None: dealt."""

    game = "tokaido"
    keys = SETUP_KEYS

    travellers: Tiles | None = None
    order: tuple[int, ...] | None = None
    decks: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (deck, its top cards)
    supplies: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (setup key, the cards kept)
    rules_version: int = RULES_VERSION

    @classmethod
    def checked(cls, setup: Mapping[str, Any], options: Mapping[str, Any],
                players: int) -> ScriptedStart:
        box = _Box.of(options, players)
        travellers = _checked_travellers(setup.get("travellers"), box)
        order = _checked_order(setup.get("order"), travellers, box)
        data = box.rules.data
        boxes = {"souvenirs": [s.id for s in data.souvenirs],
                 "encounters": [e.id for e in data.encounters],
                 "hot_springs": [h.id for h in data.hot_springs],
                 "meals": [m.id for m in data.meals]}
        decks = tuple((name, _distinct_ids(setup[name], boxes[name], name))
                      for name in DECKS if setup.get(name) is not None)
        supplies = tuple((key, _checked_supply(key, setup[key], box))
                         for key in SUPPLIES if setup.get(key) is not None)
        version = setup.get(RULES_KEY, RULES_VERSION)
        if (not isinstance(version, int) or isinstance(version, bool)
                or not FIRST_RULES <= version <= RULES_VERSION):
            raise _invalid(RULES_KEY)
        return cls(travellers, order, decks, supplies, version)

    def apply(self, state: TokaidoState) -> TokaidoState:
        """Put the scripted cards and travellers into the dealt ``state`` (changed in place)."""
        state.rules_version = self.rules_version
        for name, top in self.decks:
            deck: Deck = getattr(state, name)
            deck.cards = list(top) + [card for card in deck.cards if card not in top]
        for key, cards in self.supplies:
            setattr(state, SUPPLIES[key], sorted(cards))
            if key == "amulets":
                state.amulets_in_game = tuple(sorted(cards))
        if self.travellers is not None:
            _deal(state, self.travellers, self.order)
        return state


def _pool(box: _Box) -> list[str]:
    data = box.rules.data
    return [t.id for t in (data.travellers if box.crossroads else data.base_travellers())]


def _checked_travellers(value: Any, box: _Box) -> Tiles | None:
    """Per seat the traveller kept or the two dealt; no tile twice, none outside the game."""
    if value is None:
        return None
    if box.initiation:  # Initiation plays without travellers
        raise _invalid("travellers_in_initiation")
    if not _is_list(value) or len(value) != box.rules.players:
        raise _invalid("travellers")
    entries = [None if entry is None else _distinct_ids(entry, _pool(box), "travellers")
               for entry in value]
    named = [tile for entry in entries if entry for tile in entry]
    if len(set(named)) != len(named):
        raise _invalid("travellers")
    if any(entry is not None and len(entry) not in (KEPT, DEALT) for entry in entries):
        raise _invalid("travellers")
    return tuple(entries)


def _checked_order(value: Any, travellers: Tiles | None, box: _Box) -> tuple[int, ...] | None:
    """Every pawn once; only when the pawns leave at once (every traveller kept)."""
    if value is None:
        return None
    if travellers is None or any(entry is None or len(entry) != KEPT for entry in travellers):
        raise _invalid("order_without_travellers")
    pawns = box.rules.pawns
    # whole numbers first: sorting pawns of mixed types ([1, "a"]) would raise a TypeError
    if not _is_list(value) or not all(
            isinstance(pawn, int) and not isinstance(pawn, bool) for pawn in value) or sorted(
            value) != list(range(pawns)):
        raise _invalid("order")
    return tuple(value)


def _checked_supply(key: str, value: Any, box: _Box) -> tuple[str, ...]:
    """The cards of one Crossroads type in the game: as many as the options keep."""
    if not box.crossroads:
        raise _invalid(f"{key}_without_crossroads")
    tables = box.rules.data.crossroads
    cards_in_box = {"amulets": list(tables.amulets),
                    "legendary_objects": [o.id for o in tables.legendary_objects],
                    "calligraphies": list(tables.calligraphies)}[key]
    cards = _distinct_ids(value, cards_in_box, key)
    kept = RARE_AND_PRECIOUS[box.rules.players] if box.rare_and_precious else len(cards_in_box)
    if len(cards) != min(kept, len(cards_in_box)):
        raise _invalid(key)
    return cards


def _deal(state: TokaidoState, travellers: Tiles,
          order: tuple[int, ...] | None) -> None:
    """The scripted tiles, the unscripted seats dealt from the rest in its shuffled order;
    the travellers kept are chosen, and with an order the pawns leave Kyoto at once."""
    named = {tile for entry in travellers if entry for tile in entry}
    rest = [tile for offer in state.offers for tile in offer] + state.box
    rest = [tile for tile in rest if tile not in named]
    log: list[Event] = [event for event in state.opening_events()
                        if event.kind != "travellers_dealt"]
    dealt: list[Event] = []
    for seat, entry in enumerate(travellers):
        if entry is None:
            entry = tuple(rest[:DEALT])
            del rest[:DEALT]
        state.offers[seat] = tuple(entry)
        dealt.append(Event.of("travellers_dealt", visible_to=(seat,), seat=seat,
                              travellers=list(entry)))
    state.box = rest
    log = dealt + log
    for seat, entry in enumerate(travellers):
        if entry is not None and len(entry) == KEPT:
            state._choose_traveller(seat, entry[0], log)
    if order is not None and state.queue[:1] == [DEPART]:
        state.queue.pop(0)
        _depart_in_order(state, order, log)
    state._carry_on(log, chance=False)  # who chooses now, the departure due, or the first move
    state._opening = tuple(log)


class _Slots:
    """Stands in for the state's generator while the pawns are put at Kyoto: the one shuffle
    of a departure (the slots) comes out as scripted."""

    def __init__(self, slots: list[int]) -> None:
        self.slots = slots

    def shuffled(self, _items: Sequence[int]) -> list[int]:
        return list(self.slots)


def _depart_in_order(state: TokaidoState, order: tuple[int, ...], log: list[Event]) -> None:
    """The departure with the pawns in ``order``: the first to leave waits in the slot farthest
    from the road (the highest), §2.4."""
    slots = [0] * len(order)
    for rank, pawn in enumerate(order):
        slots[pawn] = len(order) - 1 - rank
    rng = state.rng
    state.rng = _Slots(slots)  # type: ignore[assignment]
    try:
        state._depart(log)
    finally:
        state.rng = rng


"""What the parts of TokaidoState (stops, crossroads, journey_end, worlds) know of the whole:
its attributes with their types, and the methods one part calls in another. Each part inherits
it, so the type checker holds every part to the state it is a part of.

Nothing here exists at run time but the class: the attributes are declared, never given a value
(``TokaidoState.__init__`` sets them), and the methods are declared for the type checker alone
(their bodies are in ``rules.py`` and the parts), so that the state's lookups stay as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabibito.engine import Event, Rng, Scores, State

from .cards import Deck
from .journey import Journey, Rules


class StateParts(State):
    """TokaidoState as its parts see it."""

    # -- the set-up ----------------------------------------------------------------------------
    rules: Rules
    rng: Rng
    initiation: bool
    preparations: bool
    crossroads: bool
    rare_and_precious: bool
    good_luck: bool
    viewer: int | None
    rules_version: int
    _opening: tuple[Event, ...]

    # -- the road and the travellers -----------------------------------------------------------
    journeys: list[Journey]
    stop: list[int]
    slot: list[int]
    temple: list[int]
    achievers: dict[str, int]
    offers: list[tuple[str, ...]]
    chosen: list[str | None]
    box: list[str]

    # -- the decks and what is on the table ----------------------------------------------------
    souvenirs: Deck
    encounters: Deck
    hot_springs: Deck
    meals: Deck
    revealed: list[str]
    village_prices: list[int]
    one_coin_used: bool
    village_devotion: int | None
    drawn: list[str]
    hand: list[str]
    hand_drawn: bool
    hand_seen: list[int]
    peeked: str | None

    # -- what a view withholds -----------------------------------------------------------------
    hidden_hand: int
    hidden_drawn: int
    hidden_peek: bool
    hidden_offers: list[int]
    hidden_supply: int

    # -- the turn ------------------------------------------------------------------------------
    actor: int
    queue: list[str]
    over: bool
    _to_act: tuple[int, ...]
    _final: Scores | None

    # -- Crossroads ----------------------------------------------------------------------------
    cherry_left: int
    bath_left: int
    amulets_in_game: tuple[str, ...]
    amulet_supply: list[str]
    legendary_supply: list[str]
    calligraphy_supply: list[str]
    luck_order: list[int]

    if TYPE_CHECKING:
        # rules.py's TokaidoState
        def _place(self, pawn: int) -> int: ...
        def occupants(self, stop: int) -> int: ...
        def seat_of(self, pawn: int) -> int: ...
        def _offer_problem(self, journey: Journey, to: int) -> str | None: ...
        def _base_problem(self, journey: Journey, to: int,
                          coins: int | None = None) -> str | None: ...
        def meal_price(self, journey: Journey, card: str) -> int: ...
        def _deciders(self, step: str) -> tuple[int, ...]: ...

        # stops.py's Stops
        def _gain_coins(self, journey: Journey, coins: int, log: list[Event] | None) -> None: ...
        def _take_panorama(self, seat: int, panorama: int, log: list[Event] | None) -> None: ...
        def _craftsman_souvenir(self, log: list[Event] | None) -> None: ...
        def _ability_points(self, seat: int, points: int, log: list[Event] | None) -> None: ...
        def _mitsukuni_point(self, seat: int, log: list[Event] | None) -> None: ...

        # crossroads.py's Crossroads
        def _pay(self, journey: Journey, coins: int, devotion: bool,
                 log: list[Event] | None) -> None: ...
        def _arrive_crossroads(self, pawn: int, journey: Journey, to: int, kind: str,
                               log: list[Event] | None) -> None: ...

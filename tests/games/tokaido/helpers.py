"""Set-ups for the rule tests: a state with chosen travellers and pawns where a test wants them."""

from tabibito.engine import Rng
from tabibito.games.tokaido.data import load_data
from tabibito.games.tokaido.rules import TokaidoState, new_state

DATA = load_data()
ABILITY = {t.id: t.ability for t in DATA.travellers}
COINS = {t.id: t.coins for t in DATA.travellers}
ROAD = DATA.road
FIRST_INN, FINAL = 14, 54


def stop_of(kind: str, after: int = 0) -> int:
    """The first stop of ``kind`` after ``after`` on the road."""
    return next(s.index for s in ROAD.stops if s.kind == kind and s.index > after)


def started(players: int = 4, travellers=None, seed: int = 1, **options) -> TokaidoState:
    """A game past the departure (Initiation: 7 coins each), travellers given by hand."""
    state = new_state(DATA, players, seed, {"initiation": True, **options})
    for seat, traveller in enumerate(travellers or []):
        if traveller is not None:
            journey = state.journeys[seat]
            journey.traveller, journey.ability = traveller, ABILITY[traveller]
    return state


def place(state: TokaidoState, stops, slots=None) -> TokaidoState:
    """Put the pawns at ``stops`` (slots in order of arrival) and let the rearmost move."""
    state.stop = list(stops)
    state.slot = list(slots) if slots is not None else [0] * len(stops)
    state.queue = []
    state._carry_on(None, chance=False)
    return state


def play(state: TokaidoState, seat: int, action) -> list:
    """Apply and take every resolution that falls due, as the match does."""
    events = state.apply(seat, action)
    while state.needs_resolution():
        events += state.resolve()
    return events


def stack(deck, cards) -> None:
    """Put ``cards`` on top of ``deck`` in this order (taken from wherever they are in it)."""
    rest = [c for c in deck.cards if c not in cards]
    deck.cards = list(cards) + rest
    deck.under = []


def rng() -> Rng:
    return Rng(5)

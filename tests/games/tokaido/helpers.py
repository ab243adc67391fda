"""Set-ups for the rule tests: a state with chosen travellers and pawns where a test wants them."""

from tabibito.engine import Action, Rng
from tabibito.games.tokaido.data import load_data
from tabibito.games.tokaido.rules import BUY_SOUVENIR, TokaidoState, new_state

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


def souvenir(price: int, family: str) -> str:
    """A souvenir of that price and family."""
    return next(s.id for s in DATA.souvenirs if s.price == price and s.family == family)


ONE, TWO = souvenir(1, "small_objects"), souvenir(2, "clothing")
OTHER_ONE = souvenir(1, "food_and_drink")


def sasayakko_at_a_village(cards, coins=4):
    """Sasayakko with ``coins`` and Devotion (Crossroads) buying at the first village, which
    shows ``cards``."""
    state = started(4, ["sasayakko"], crossroads=True)
    place(state, [0, 11, 12, 13])
    state.journeys[0].coins = coins
    state.amulet_supply.remove("devotion")
    state.journeys[0].amulets.append("devotion")
    stack(state.souvenirs, cards)
    play(state, 0, Action.of("move", stop=stop_of("village")))
    play(state, 0, Action.of("effect", choice="base"))
    assert state.step() == BUY_SOUVENIR
    return state

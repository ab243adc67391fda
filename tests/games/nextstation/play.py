"""Helpers the Next Station tests share: a decision with the resolution it brings due, and
complete round pairs for a stacked start."""

from tabibito.engine import Action, Event
from tabibito.games.nextstation.cards import EFFECTS, SYMBOL_CARDS
from tabibito.games.nextstation.rules import NextStationState


def act(state: NextStationState, seat: int, action: Action) -> list[Event]:
    """``seat`` decides; once every seat has, the resolution step follows (as the match takes
    it). Returns the events of both."""
    events = state.apply(seat, action)
    if state.needs_resolution():
        events += state.resolve()
    return events


def round_pairs(symbol: str, effect: str) -> list[tuple[str, str]]:
    """Four round pairs, ``(symbol, effect)`` first, every symbol and effect card once."""
    symbols = [symbol, *(s for s in SYMBOL_CARDS if s != symbol)]
    effects = [effect, *(e for e in EFFECTS if e != effect)]
    return list(zip(symbols, effects, strict=True))

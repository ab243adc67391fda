"""Set-ups for the Let's Go rule tests: states at a chosen moment, cards with chosen icons."""

from __future__ import annotations

from tabibito.engine import Action, Rng
from tabibito.games.letsgo.data import load_data
from tabibito.games.letsgo.rules import (
    DONE,
    SLOT,
    LetsGoState,
    new_state,
)

DATA = load_data()


def started(players: int = 3, seed: int = 1, **options) -> LetsGoState:
    return new_state(DATA, players, seed, options)


def cards_with(icon: str, count: int, *, deck: str | None = None, exactly: bool = True,
               yellow: bool = False) -> list[str]:
    """Card ids with ``count`` icons ``icon`` (and, when ``exactly``, no other icons)."""
    found = []
    for card in DATA.cards.values():
        if card.yellow != yellow or (deck is not None and card.deck != deck):
            continue
        if card.icons.count(icon) == count and (not exactly or len(card.icons) == count):
            found.append(card.id)
    return found


def plain_cards(token: str, deck: str | None = None) -> list[str]:
    """Cards without a single icon matching ``token`` (a day condition)."""
    from tabibito.games.letsgo.data import favourable_matches

    return [card.id for card in DATA.cards.values() if not card.yellow
            and (deck is None or card.deck == deck)
            and favourable_matches(token, card.icons) == 0]


def give_hand(state: LetsGoState, seat: int, cards: list[str]) -> None:
    """Swap cards into a seat's hand from wherever they are (decks, discard, other hands)."""
    sheet = state.sheets[seat]
    for card in cards:
        if card in sheet.hand:
            continue
        _take_out(state, card)
        sheet.hand.append(card)


def _take_out(state: LetsGoState, card: str) -> None:
    for cards in (*state.decks.values(), state.discard, state.agency_cards,
                  *(s.hand for s in state.sheets),
                  *(pile for s in state.sheets for pile in s.incoming),
                  *(day for s in state.sheets for day in s.days)):
        if card in cards:
            cards.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def fill_day(state: LetsGoState, seat: int, day: int, cards: list[str]) -> None:
    """Put cards straight onto a day (from wherever they are), no day bonus."""
    for card in cards:
        if not card.endswith(("+", "?")):
            _take_out(state, card.lstrip("~"))
    state.sheets[seat].days[day] = list(cards)


def place(state: LetsGoState, seat: int, card: str, day: int, position: int = -1) -> list:
    """Choose a card and put it on a day (at the end of the column by default)."""
    events = state.apply(seat, Action.of("take", card=card))
    assert state.sheets[seat].step == SLOT
    if position < 0:
        position = len(state.sheets[seat].days[day])
    return events + state.apply(seat, Action.of("slot", day=day, position=position))


def settle(state: LetsGoState) -> None:
    """Take every resolution that falls due, as the match does."""
    while state.needs_resolution():
        state.resolve()


def play_round_simply(state: LetsGoState, rng: Rng | None = None) -> None:
    """Every seat takes the first legal action (or a random one) until the round has moved on."""
    start = state.round
    while state.round == start and not state.is_over():
        if state.needs_resolution():
            state.resolve()
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(legal) if rng else _simple(legal))


def _simple(legal: list[Action]) -> Action:
    """A plain choice: place face up, the first slot, no research, the first reward."""
    for action in legal:
        if action.kind in ("take", SLOT, "give", "choose_deck", "passport", "bonus", "discard",
                           "research_deck", "trip", "agency"):
            return action
    return legal[0]


def seats_done(state: LetsGoState) -> bool:
    return all(sheet.step == DONE for sheet in state.sheets)

"""Secret Draft: a tiny test game that exercises every part of the engine contract.

Each player holds a private hand dealt from a shuffled deck (chance, hidden information). Every
trick, all players decide at once (simultaneous): first which card to play, then whether to *bank*
it (score its value) or *bid* it (the highest bid scores double, ties score nothing) — a decision in
two steps. When everybody has placed, the cards are revealed and each player draws a new card.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    RandomBot,
    Rng,
    Scores,
    Seat,
    State,
)

HIDDEN = 0  # a card another seat may not see


class SecretDraftState(State):
    def __init__(self, players: int, hand_size: int, rng: Rng) -> None:
        self.rng = rng
        self.deck = rng.shuffled(range(1, 10 + 3 * players))
        self.hands = [sorted(self._draw() for _ in range(hand_size)) for _ in range(players)]
        self.picked: list[int | None] = [None] * players
        self.placed: list[str | None] = [None] * players
        self.points = [0] * players
        self.viewer: int | None = None

    def _draw(self) -> int:
        return self.deck.pop()

    @property
    def players(self) -> int:
        return len(self.hands)

    def to_act(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        return tuple(seat for seat in range(self.players) if self.placed[seat] is None)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.picked[seat] is None:
            return [Action.of("pick", card=card) for card in self.hands[seat]]
        return [Action.of("place", where="bank"), Action.of("place", where="bid")]

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check(seat, action)
        if action.kind == "pick":
            self.picked[seat] = action["card"]
            self.hands[seat].remove(action["card"])
            return [Event.of("picked", seat=seat, card=action["card"], visible_to=(seat,))]
        self.placed[seat] = action["where"]
        events = [Event.of("placed", seat=seat)]
        if all(self.placed):
            events += self._reveal()
        return events

    def _reveal(self) -> list[Event]:
        cards = [card for card in self.picked if card is not None]
        bids = {seat: self.picked[seat] for seat in range(self.players) if self.placed[seat] == "bid"}
        best = max(bids.values(), default=None)
        bidders_at_best = [seat for seat, card in bids.items() if card == best]
        for seat in range(self.players):
            if self.placed[seat] == "bank":
                self.points[seat] += self.picked[seat]
        if len(bidders_at_best) == 1:
            self.points[bidders_at_best[0]] += 2 * best
        events = [Event.of("revealed", cards=cards, reveals=True)]
        if len(self.deck) >= self.players:  # everybody draws, or nobody does
            for seat in range(self.players):
                card = self._draw()
                self.hands[seat].append(card)
                events.append(Event.of("drew", seat=seat, card=card, visible_to=(seat,)))
        self.picked = [None] * self.players
        self.placed = [None] * self.players
        return events

    def is_over(self) -> bool:
        return all(not hand for hand in self.hands) and not any(self.picked)

    def scores(self) -> Scores:
        best = max(self.points)
        return Scores(tuple(self.points), tuple({"cards": p} for p in self.points),
                      tuple(seat for seat, p in enumerate(self.points) if p == best))

    def view(self, seat: int | None) -> SecretDraftState:
        seen = self.clone()
        seen.viewer = seat
        seen.deck = [HIDDEN] * len(self.deck)
        seen.rng = Rng(0)
        for other in range(self.players):
            if other != seat:
                seen.hands[other] = [HIDDEN] * len(self.hands[other])
                seen.picked[other] = HIDDEN if self.picked[other] is not None else None
        return seen

    def clone(self) -> SecretDraftState:
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        twin.deck = list(self.deck)
        twin.hands = [list(hand) for hand in self.hands]
        twin.picked = list(self.picked)
        twin.placed = list(self.placed)
        twin.points = list(self.points)
        return twin

    def why_illegal(self, seat: int, action: Action) -> IllegalAction | None:
        if action.kind == "pick" and seat in self.to_act() and self.picked[seat] is not None:
            return IllegalAction("toy.already_picked", seat=seat)
        return super().why_illegal(seat, action)


class SecretDraft(Game):
    id = "secretdraft"
    min_players = 2
    max_players = 3
    options = (OptionSpec("hand", 3, (2, 3, 4)),)

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> State:
        return SecretDraftState(len(seats), options["hand"], Rng(seed))

    def make_bot(self, level: str) -> RandomBot:
        return RandomBot()


GAME = SecretDraft()

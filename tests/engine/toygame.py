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
    ActionKinds,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Prompt,
    RandomBot,
    Rng,
    Scores,
    SearchBot,
    Seat,
    State,
)

HIDDEN = 0  # a card another seat may not see
# The two decisions of a trick: which card, and whether to bank or bid it.
ACTION_KINDS = ActionKinds({"pick": {"card": int}, "place": {"where": str}})


class SecretDraftState(State):
    action_kinds = ACTION_KINDS

    def __init__(self, players: int, hand_size: int, rng: Rng) -> None:
        self.rng = rng
        self.cards = tuple(range(1, 10 + 3 * players))
        self.deck = rng.shuffled(self.cards)
        self.hands = [sorted(self._draw() for _ in range(hand_size)) for _ in range(players)]
        self.picked: list[int | None] = [None] * players
        self.placed: list[str | None] = [None] * players
        self.points = [0] * players
        self.played: list[int] = []
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

    def perform(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "pick":
            self.picked[seat] = action["card"]
            self.hands[seat].remove(action["card"])
            return [Event.of("picked", seat=seat, card=action["card"], visible_to=(seat,))]
        self.placed[seat] = action["where"]
        return [Event.of("placed", seat=seat)]

    def resolve(self) -> list[Event]:
        """Everybody has placed: the cards are revealed, scored, and new ones drawn."""
        if not self.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        cards = [card for card in self.picked if card is not None]
        self.played.extend(cards)
        bids = {seat: self.picked[seat] for seat in range(self.players) if self.placed[seat] == "bid"}
        best = max(bids.values(), default=None)
        bidders_at_best = [seat for seat, card in bids.items() if card == best]
        events = [Event.of("revealed", cards=cards, reveals=True)]
        for seat in range(self.players):
            if self.placed[seat] == "bank":
                events.append(self._score(seat, self.picked[seat]))
        if len(bidders_at_best) == 1:
            events.append(self._score(bidders_at_best[0], 2 * best))
        if len(self.deck) >= self.players:  # everybody draws, or nobody does
            for seat in range(self.players):
                card = self._draw()
                self.hands[seat].append(card)
                events.append(Event.of("drew", seat=seat, card=card, visible_to=(seat,)))
        self.picked = [None] * self.players
        self.placed = [None] * self.players
        return events

    def _score(self, seat: int, points: int) -> Event:
        """The points ledger's event (engine/ledger.py) for a score change."""
        self.points[seat] += points
        return Event.of("scored", seat=seat, points=points, category="cards")

    def is_over(self) -> bool:
        return all(not hand for hand in self.hands) and not any(self.picked)

    def has_secrets(self, seat: int) -> bool:
        return bool(self.hands[seat]) or self.picked[seat] is not None

    def prompt(self, seat: int) -> Prompt | None:
        if seat not in self.to_act():
            return None
        return Prompt("pick" if self.picked[seat] is None else "place")

    def snapshot(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "deck": list(self.deck),
                "hands": [list(hand) for hand in self.hands], "picked": list(self.picked),
                "placed": list(self.placed), "points": list(self.points),
                "played": list(self.played), "viewer": self.viewer}

    def determinize(self, seat: int | None, rng: Rng) -> SecretDraftState:
        """Deal what ``seat`` cannot see (the deck, the others' hands and picks) from the cards
        it has not seen, at random."""
        world = self.clone()
        seen = set(self.played)
        if seat is not None:
            seen.update(self.hands[seat])
            if self.picked[seat] is not None:
                seen.add(self.picked[seat])
        unseen = rng.shuffled([card for card in self.cards if card not in seen])
        for other in range(self.players):
            if other == seat:
                continue
            world.hands[other] = sorted(unseen.pop() for _ in self.hands[other])
            if self.picked[other] is not None:
                world.picked[other] = unseen.pop()
        world.deck = [unseen.pop() for _ in self.deck]
        world.rng = Rng(rng.next_u64())
        world.viewer = None
        return world

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
        twin.played = list(self.played)
        return twin

    def invariant_problems(self) -> list[str]:
        """Every card is in exactly one place, players hold as many cards as each other, and
        only a picked card can be placed."""
        problems = []
        picked = [card for card in self.picked if card is not None]
        places = [*self.deck, *(card for hand in self.hands for card in hand), *picked,
                  *self.played]
        if len(places) != len(self.cards):
            problems.append(f"{len(places)} cards in play, the game has {len(self.cards)}")
        elif self.viewer is None and sorted(places) != list(self.cards):
            problems.append("a card is lost or doubled")
        holding = {len(hand) + (card is not None)
                   for hand, card in zip(self.hands, self.picked, strict=True)}
        if len(holding) > 1:
            problems.append(f"players hold different numbers of cards: {sorted(holding)}")
        if any(where is not None and card is None
               for where, card in zip(self.placed, self.picked, strict=True)):
            problems.append("a card was placed before it was picked")
        if len(self.played) % self.players:
            problems.append("a trick was played without every player")
        if any(points < 0 for points in self.points):
            problems.append("negative points")
        return problems

    def rule_problem(self, seat: int, action: Action) -> IllegalAction | None:
        if action.kind == "pick" and seat in self.to_act() and self.picked[seat] is not None:
            return IllegalAction("toy.already_picked", seat=seat)
        return super().rule_problem(seat, action)


class SecretDraft(Game):
    id = "secretdraft"
    min_players = 2
    max_players = 3
    options = (OptionSpec("hand", 3, (2, 3, 4)),)

    full_options = {"hand": 4}

    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> State:
        return SecretDraftState(len(seats), options["hand"], Rng(seed))

    def make_bot(self, level: str) -> RandomBot | SearchBot:
        if level == "expert":
            return SearchBot(playouts=96)
        return SearchBot(playouts=24) if level == "hard" else RandomBot()


GAME = SecretDraft()

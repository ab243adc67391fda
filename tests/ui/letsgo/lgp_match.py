"""Seeded Let's Go matches driven to the moment a panel or trip test needs (no Qt here)."""

from __future__ import annotations

from collections.abc import Callable

from tabibito.engine import Action, Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules

NAMES = ("Aiko", "Hana", "Kenji", "Yuki", "Ren")
Goal = Callable[[Match], bool]
Policy = Callable[[Match, int, list[Action]], Action]


def new_match(seed: int, players: int = 1, humans: int = 1, **options) -> Match:
    """``humans`` people first (Aiko, ...), then easy computer players; resolutions wait."""
    seats = [Seat(name) if n < humans else Seat(name, "easy")
             for n, name in enumerate(NAMES[:players])]
    return Match(REGISTRY.get("letsgo"), options, seats, seed, hold_resolution=True)


def seeded(seed: int) -> Policy:
    """A person choosing at random among the legal actions (the same ones for a seed)."""
    rng = Rng(seed)
    return lambda match, seat, legal: legal[rng.below(len(legal))]


def first(match: Match, seat: int, legal: list[Action]) -> Action:
    return legal[0]


def drive(match: Match, goal: Goal, policy: Policy, limit: int = 3000) -> bool:
    """Play on until ``goal`` holds: bots decide, resolutions are taken, people follow
    ``policy``."""
    for _ in range(limit):
        if goal(match):
            return True
        if match.is_over():
            return False
        if match.state.needs_resolution():
            match.resolve()
        elif match.bots_to_act():
            match.play_bots()
        else:
            seat = match.human_to_act()[0]
            match.apply(seat, policy(match, seat, match.state.legal_actions(seat)))
    return False


def deciding(kind: str, seat: int = 0) -> Goal:
    def goal(match: Match) -> bool:
        prompt = match.state.prompt(seat)
        return (prompt is not None and prompt.kind == kind
                and not match.state.needs_resolution())
    return goal


def in_trip(match: Match) -> bool:
    return match.state.phase in (rules.TRIP, rules.OVER) and not match.state.needs_resolution()


def find(goal: Goal, seeds=range(1, 40), players: int = 1, humans: int = 1,
         **options) -> Match:
    """The first seeded match (people at random) that reaches ``goal``."""
    for seed in seeds:
        match = new_match(seed, players, humans, **options)
        if drive(match, goal, seeded(seed)):
            return match
    raise AssertionError("no seed reached the moment")

"""Wanderers: seeded computer players for the tests that reach the states they check (a fresh
amulet, a purchase, a replay's offers, the supply's counts, a long log) through seeded games.

The easy players are gentle now (issue 24: they eat when they can, take their trip's points,
draw the sections that score), and a gentle player's games reach fewer odd corners. These tests therefore name their own
player, one that wanders as the easy players used to: Tokaido's walks to any stop that gives
something and takes any action there, every other game's takes any legal action. Each is seeded
by the match's own stream per decision, so a test's game is the same on every run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabibito.engine import Action, Bot, Budget, Game, Match, RandomBot, Rng
from tabibito.games.tokaido.bots import useful_moves
from tabibito.games.tokaido.rules import TokaidoState


class TokaidoWanderer(Bot[TokaidoState]):
    """Any legal action at random, but never a stop that would give nothing while a useful one
    is in reach (Tokaido's easy player before issue 24)."""

    def choose(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        return rng.choice(useful_moves(view, legal_actions, seat))


def wanderer(game_id: str) -> Bot[Any]:
    return TokaidoWanderer() if game_id == "tokaido" else RandomBot()


def wandering(match: Match) -> Match:
    """``match`` with a wanderer in every seat: the computer players', and the humans' for the
    tests that move them by ``bot_action``."""
    bot = wanderer(match.game.id)
    for seat in range(len(match.seats)):
        match.use_bot(seat, bot)
    return match


def easy_wandering(match: Match) -> Match:
    """``match`` with a wanderer in every easy seat, and in every human's (a human moved by
    ``bot_action`` plays as the easy player); the other levels play as themselves."""
    bot = wanderer(match.game.id)
    for seat, taken in enumerate(match.seats):
        if taken.bot in (None, "easy"):
            match.use_bot(seat, bot)
    return match


def easy_wanders(monkeypatch: Any, game: Game) -> None:
    """The easy computer players that ``game`` makes wander, for the tests whose window makes
    its own players (through ``Game.make_bot``); the other levels are as they are."""
    make_bot = game.make_bot
    monkeypatch.setattr(game, "make_bot", lambda level: wanderer(game.id) if level == "easy"
                        else make_bot(level))

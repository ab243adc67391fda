"""Computer players: one interface, a random player, and a worker so no bot blocks the window."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from .actions import Action
from .game import State
from .rng import Rng


class Bot(Protocol):
    """A bot sees only ``view`` (its seat's view of the state), never hidden information."""

    def choose(self, view: State, legal_actions: Sequence[Action], rng: Rng) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions: the easy level of every game."""

    def choose(self, view: State, legal_actions: Sequence[Action], rng: Rng) -> Action:
        return rng.choice(list(legal_actions))


class BotWorker:
    """Runs bot decisions on a background thread and reports back through a callback.

    The callback runs on the worker thread; the UI forwards it to its own thread with a queued
    signal. One thread is enough: bots of one match decide one after another.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabibito-bot")

    def submit(self, bot: Bot, view: State, legal_actions: Sequence[Action], rng: Rng,
               done: Callable[[Future[Action]], None] | None = None) -> Future[Action]:
        future = self._pool.submit(bot.choose, view, list(legal_actions), rng)
        if done is not None:
            future.add_done_callback(done)
        return future

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

"""Computer players: one interface, a random player, a searching player for hidden information,
and a worker so that no bot blocks the window and no stale decision delays the next one.

The worker is the one way background work is handed off a thread, whatever the job is (a
computer player's decision, a hint, the trip planner's advice): each job runs on a daemon thread of
its own with a ``Budget``, the engine's cancel switch, and is cancelled through it (see ``Worker``;
the window's use of it is told in ``ui.kit.worker``)."""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import multiprocessing.spawn
import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError, Future
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from .actions import Action
from .budget import Budget
from .game import Bot, State
from .playout import Policy, policy_playout, random_playout
from .rng import Rng, mix_seed

# A searching bot's process is started on a worker thread (run_apart), and starting one imports
# the machinery below when first needed. It is imported here instead, with the engine's bots, on
# the thread that loads them (the window's): an import on a worker thread passes through
# PySide's import hook while the window's thread may be freeing Qt objects, and a test run
# crashed there once.
if sys.platform == "win32":
    import multiprocessing.popen_spawn_win32  # noqa: F401
else:
    import multiprocessing.popen_spawn_posix  # noqa: F401
    import multiprocessing.resource_tracker  # noqa: F401

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

R = TypeVar("R")


class RandomBot(Bot[State]):
    """Picks uniformly among the legal actions: the easy level of every game."""

    # It never looks at its view, so the match need not make one (a copy of the state) for it;
    # and it decides at once, so it need not be given a clock of its own.
    reads_view = False
    reads_budget = False

    def choose(self, view: State | None, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        return rng.choice(legal_actions)  # a Sequence already: no copy


Evaluation = Callable[[State, int], float]


def margin(state: State, seat: int) -> float:
    """The seat's total less the best other total (rivals included): what a search maximises."""
    scores = state.scores()
    others = [t for s, t in enumerate(scores.totals) if s != seat]
    others += [rival.total for rival in scores.rivals]
    return scores.totals[seat] - (max(others) if others else 0)


class SearchBot(Bot[State]):
    """Determinized Monte Carlo: for every legal action, sample the hidden things with
    ``determinize``, play the game out at random on the trusted path, and keep the action of best
    mean ``evaluation``. Rounds of one playout per action run until the budget or ``playouts``
    per action is spent, so the answer improves with time and a cancel stops it at once."""

    runs_apart = True  # the worker runs its decisions in a process of their own

    def __init__(self, playouts: int = 64, evaluation: Evaluation = margin) -> None:
        self.playouts = playouts
        self.evaluation = evaluation

    def choose(self, view: State, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        actions = list(legal_actions)
        if len(actions) == 1:
            return actions[0]
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        for _ in range(self.playouts):
            for index, action in enumerate(actions):
                # Checked before every playout, so a cancel stops the search within one; a
                # deadline only once every action has been tried.
                if budget.is_cancelled() or counts[-1] and budget.expired():
                    return self._best(actions, totals, counts)
                world = view.determinize(seat, Rng(rng.next_u64()))
                world.apply_trusted(seat, action)
                random_playout(world, Rng(rng.next_u64()))
                totals[index] += self.evaluation(world, seat)
                counts[index] += 1
        return self._best(actions, totals, counts)

    @staticmethod
    def _best(actions: list[Action], totals: list[float], counts: list[int]) -> Action:
        """The action of best mean over the playouts it had (every action had at least one)."""
        return actions[max(range(len(actions)), key=lambda i: totals[i] / max(counts[i], 1))]


# A search's prior: the value of each legal action for the seat, as a cheaper player judges it.
Prior = Callable[[State, Sequence[Action], int, Rng], Sequence[float]]
# The searching seat's own playout policy, made for one decision (its view, its seat).
PolicyMaker = Callable[[State, int], Policy]


class WorldSearch(Bot[State]):
    """Search over determinized worlds (an expert): the ``prior``'s best ``candidates``
    actions, each tried on the same ``worlds`` sampled from the view (``determinize``: nothing
    hidden is read) and played out to the end on the trusted path, every seat by ``policy`` (the
    searching seat by the policy ``own_policy_for`` makes for the decision's view, if it is
    given: a stronger player, where only its own play counts). The action of best mean ``evaluation`` wins, ``prior_weight`` of its prior value breaking
    near-ties. Its work is a count of worlds, so its choice depends only on what it sees and
    its seed; the budget is a cancel switch and a safety ceiling, never its measure."""

    runs_apart = True  # the worker runs its decisions in a process of their own

    def __init__(self, prior: Prior, policy: Policy, *, worlds: int, candidates: int,
                 prior_weight: float, evaluation: Evaluation = margin,
                 own_policy_for: PolicyMaker | None = None) -> None:
        self.prior = prior
        self.policy = policy
        self.own_policy_for = own_policy_for
        self.worlds = worlds
        self.candidates = candidates
        self.prior_weight = prior_weight
        self.evaluation = evaluation

    def choose(self, view: State, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        actions = list(legal_actions)
        if len(actions) == 1:
            return actions[0]
        values = list(self.prior(view, actions, seat, rng))
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])[:self.candidates]
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        policy = self._policy_of(view, seat)
        for _ in range(self.worlds if len(ranked) > 1 else 0):
            # Every candidate meets the same world and the same luck in it: their difference is
            # the action's, not the dice's.
            world_seed, play_seed = rng.next_u64(), rng.next_u64()
            for slot, index in enumerate(ranked):
                # A cancel stops at once; the safety ceiling only once every candidate has met
                # a world.
                if budget.is_cancelled() or counts[-1] and budget.expired():
                    return self._best(actions, ranked, totals, counts, values)
                world = view.determinize(seat, Rng(world_seed))
                world.apply_trusted(seat, actions[index])
                policy_playout(world, policy, Rng(play_seed))
                totals[slot] += self.evaluation(world, seat)
                counts[slot] += 1
        return self._best(actions, ranked, totals, counts, values)

    def _policy_of(self, view: State, seat: int) -> Policy:
        """The playouts' policy when ``seat`` searches from ``view``."""
        others = self.policy
        if self.own_policy_for is None:
            return others
        own = self.own_policy_for(view, seat)

        def policy(world: State, actor: int, actions: Sequence[Action], rng: Rng) -> Action:
            return (own if actor == seat else others)(world, actor, actions, rng)

        return policy

    def _best(self, actions: list[Action], ranked: list[int], totals: list[float],
              counts: list[int], values: list[float]) -> Action:
        def score(slot: int) -> float:
            mean = totals[slot] / counts[slot] if counts[slot] else 0.0
            return mean + self.prior_weight * values[ranked[slot]]

        return actions[ranked[max(range(len(ranked)), key=score)]]


def bot_rng(seed: int, seat: int, decisions: int) -> Rng:
    """A seat's stream for its n-th decision: the same whoever else acted first."""
    return Rng(mix_seed(seed, seat, decisions))


@dataclass
class BotRequest:
    """Everything a bot needs to decide, detached from the live state (safe off-thread)."""

    bot: Bot[Any]
    view: State
    legal_actions: list[Action]
    rng: Rng
    seat: int
    budget: Budget

    def run(self) -> Action:
        return self.bot.choose(self.view, self.legal_actions, self.rng, self.seat, self.budget)


def _decide_apart(connection: Connection, payload: bytes) -> None:
    """The child process's whole life: one decision, sent back through the pipe. It ends with
    the app that started it, silently: an app that was killed leaves no search running on, and
    no traceback of a pipe that nobody reads any more."""
    import multiprocessing
    import pickle

    app = multiprocessing.parent_process()
    if app is not None:
        threading.Thread(target=_end_with, args=(app,), daemon=True).start()
    request: BotRequest = pickle.loads(payload)
    answer: tuple[str, Action | str]
    try:
        answer = ("action", request.run())
    except BaseException as problem:  # noqa: BLE001 - reported to the parent, which logs it
        answer = ("error", repr(problem))
    try:
        connection.send(answer)
    except OSError:  # the app went away meanwhile: nobody is left to tell
        pass
    finally:
        connection.close()


def _end_with(app: BaseProcess) -> None:
    """Wait for the app's end (its sentinel: a pipe that closes, or a process handle), then
    end this process at once, without a word."""
    app.join()
    os._exit(0)


class ApartDecisionError(RuntimeError):
    """A decision taken in its own process failed there (the message is the child's)."""


def run_apart(request: BotRequest, poll_seconds: float = 0.01) -> Action:
    """Run a searching bot's decision in a process of its own, so that its search neither
    freezes the window nor competes with it for the interpreter lock. Cancelling the budget
    ends the process at once."""
    context = multiprocessing.get_context("spawn")
    receiving, sending = context.Pipe(duplex=False)
    budget = request.budget
    child = context.Process(target=_decide_apart, args=(sending, pickle.dumps(request)),
                            daemon=True, name=f"tabibito-bot-{request.seat}")
    child.start()
    sending.close()
    try:
        while not receiving.poll(poll_seconds):
            if budget.is_cancelled():
                raise CancelledError
            if not child.is_alive() and not receiving.poll():
                raise ApartDecisionError(f"the bot process ended with {child.exitcode}")
        kind, value = receiving.recv()
    finally:
        if child.is_alive():
            child.terminate()
        child.join(timeout=1)
        receiving.close()
    if kind == "error":
        raise ApartDecisionError(value)
    action: Action = value
    return action


class Worker:
    """The jobs in flight for one owner (a match's controller, a panel's planner), each with
    its budget; ``cancel_all`` pulls every budget's switch, ``shutdown`` also refuses new
    jobs."""

    def __init__(self) -> None:
        self._open: set[Budget] = set()
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, budget: Budget, job: Callable[[], R],
               done: Callable[[Future[R]], None] | None = None,
               name: str = "tabibito-worker") -> Future[R]:
        """Run ``job`` on a thread of its own; ``done`` gets its future (a result, or the
        job's exception) unless ``budget`` was cancelled before it ended."""
        future: Future[R] = Future()
        with self._lock:
            if self._closed:
                future.cancel()
                return future
            self._open.add(budget)
        threading.Thread(target=self._run, args=(budget, job, future, done), daemon=True,
                         name=name).start()
        return future

    def _run(self, budget: Budget, job: Callable[[], R], future: Future[R],
             done: Callable[[Future[R]], None] | None) -> None:
        try:
            result = job()
        except BaseException as problem:  # reported to ``done``, which logs it
            future.set_exception(problem)
        else:
            future.set_result(result)
        finally:
            with self._lock:
                self._open.discard(budget)
        if not budget.is_cancelled() and done is not None:
            done(future)

    def working(self) -> bool:
        """Whether a job is still running (a cancelled one too, until it has stopped)."""
        with self._lock:
            return bool(self._open)

    def cancel_all(self) -> None:
        """Every job in flight is stale: pull its budget's switch."""
        with self._lock:
            for budget in self._open:
                budget.cancel()

    def shutdown(self) -> None:
        with self._lock:
            self._closed = True
        self.cancel_all()


def decision(request: BotRequest, *, processes: bool = True) -> Callable[[], Action]:
    """A computer player's decision as a job: a searching bot (``runs_apart``) decides in a
    process of its own, which its budget's cancel ends; any other on the worker's thread."""
    if processes and getattr(request.bot, "runs_apart", False):
        return partial(run_apart, request)
    return request.run

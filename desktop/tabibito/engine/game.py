"""The game contract: one small shape that serves every game of the collection."""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self, TypeVar

from .actions import Action, ActionKinds, Event
from .budget import Budget
from .errors import IllegalAction, OptionError, SaveError
from .names import check_player_name as name_problem
from .rng import Rng

BOT_LEVELS = ("easy", "normal", "hard", "expert")
@dataclass(frozen=True)
class OptionSpec:
    """A rule option, variant or expansion: a key, its default and the values it allows.

    ``requires`` names switches that must be on for this option to apply (Crossroads' variants
    need Crossroads); ``players`` is the range of player counts it applies to (the solo agency).
    An option that does not apply keeps its default.
    """

    key: str
    default: Any
    choices: tuple[Any, ...] = (False, True)
    requires: tuple[str, ...] = ()
    players: tuple[int, int] | None = None

    @property
    def is_switch(self) -> bool:
        return set(self.choices) == {False, True}

    def allows(self, value: Any) -> bool:
        """Whether ``value`` is one of the choices, of the same type (True is not 1)."""
        return any(value == choice and type(value) is type(choice) for choice in self.choices)

    def applies(self, options: Mapping[str, Any], players: int | None) -> bool:
        if any(not options.get(key) for key in self.requires):
            return False
        if self.players is not None and players is not None:
            low, high = self.players
            return low <= players <= high
        return True


@dataclass(frozen=True)
class Seat:
    """A place at the table: a named human, or a computer player of some level."""

    name: str
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, Mapping) or set(data) - {"name", "bot"}:
            raise SaveError("save.corrupt", detail="seats")
        if name_problem(data.get("name")) is not None:
            raise SaveError("save.corrupt", detail="seats")
        bot = data.get("bot")
        if bot is not None and bot not in BOT_LEVELS:
            raise SaveError("save.corrupt", detail="seats")
        return cls(data["name"], bot)


@dataclass(frozen=True)
class Rival:
    """Someone who scores without being a seat (the solo travel agency of Let's Go)."""

    id: str
    total: int
    breakdown: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Scores:
    """Totals per seat, each seat's points per category (in sheet order), and the winners.

    ``rivals`` score beside the seats; a rival among the winners is named in ``rival_winners``.
    """

    totals: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    winners: tuple[int, ...] = field(default=())
    rivals: tuple[Rival, ...] = field(default=())
    rival_winners: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class Prompt:
    """What a seat is deciding now: a kind the UI words ("draw_section", "buy_souvenirs") and the
    values its sentence needs. The shell shows it as the status line; the tutorial points at it."""

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)


def fingerprint(snapshot: Any) -> str:
    """A stable hash of a canonical snapshot: saves carry it, loading checks it."""
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


class State(ABC):
    """A game in progress. ``apply`` and ``resolve`` are the only mutators; an illegal action
    changes nothing.

    Chance and reveals (a card flip, passing hands, a die roll) never happen inside ``apply``:
    once no seat must decide and the game is not over, the state waits for ``resolve``, which the
    match takes (the shell may hold it behind a "Confirm" so a human can still take a move back).
    """

    # The game's action kinds, each with its arguments and their JSON types: ``apply`` refuses
    # any other action before a rule is asked.
    action_kinds: ClassVar[ActionKinds]
    # Written-out fast twins of the game's own checked methods: the twin's name -> the name of
    # the method it stands in for, both taking the seat to act. The checked one is the reference:
    # the conformance suite holds every twin to it at every decision it plays, so a twin is kept
    # only where `tabibito bench` shows it pays, and a rule is fixed in the reference first.
    fast_twins: ClassVar[Mapping[str, str]] = {}

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now (several at once for simultaneous decisions)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action the seat may take now; empty when it is not the seat's turn."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out the action and return what happened. An action that is not legal now, or
        not of a kind and shape the game declares, raises IllegalAction before anything changes.
        Atomic: whatever goes wrong while the action is carried out, the state is as it was.
        One for all games (they ``perform``); the trusted path (``apply_trusted``) skips it."""
        if type(seat) is not int or not self.offered(seat, action):  # True is 1 to Python
            self.check(seat, action)
        saved = self.checkpoint(seat, action)
        try:
            return self.perform(seat, action)
        except BaseException:
            self.restore(saved)
            raise

    @abstractmethod
    def perform(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action known to be legal and return what happened (``apply`` checks
        it first and undoes what a failure left half-done)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> Scores:
        """Current points (final once the game is over), with a per-category breakdown."""

    @abstractmethod
    def view(self, seat: int | None) -> Self:
        """What ``seat`` may see (``None``: a spectator): a copy with hidden things withheld.
        A view never holds the true hidden values, and shares nothing mutable with the state."""

    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state as canonical JSON values: equal states give equal snapshots."""

    # -- resolution ----------------------------------------------------------------------------

    def needs_resolution(self) -> bool:
        """Whether chance or a reveal is due: nobody must decide, and the game goes on."""
        return not self.to_act() and not self.is_over()

    def resolve(self) -> list[Event]:
        """Take the due resolution step and carry the game on to the next decision (or its end)."""
        raise IllegalAction("action.nothing_to_resolve")

    # -- the trusted path: search bots and benchmarks ------------------------------------------

    def apply_trusted(self, seat: int, action: Action) -> None:
        """``apply`` for an action known to be legal: no checks, no events (games make it fast)."""
        self.perform(seat, action)

    def resolve_trusted(self) -> None:
        self.resolve()

    # -- what seats see and decide -------------------------------------------------------------

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        """A full state consistent with what ``seat`` sees here, every hidden thing sampled with
        ``rng``. Called on a view; it never reads hidden values (a view has none to read)."""
        return self.clone()

    def has_secrets(self, seat: int) -> bool:
        """Whether ``seat``'s view shows something the other seats may not see (a hand, an
        amulet): only then must the device be handed over behind a privacy screen."""
        return False

    def prompt(self, seat: int) -> Prompt | None:
        """What ``seat`` is deciding now, or None when it has nothing to decide."""
        return Prompt("choose") if seat in self.to_act() else None

    def live_scores(self) -> Scores | None:
        """The scores to show during play (called on a view), or None where the game hides them
        until its end (Let's Go scores only on the trip)."""
        return self.scores()

    def opening_events(self) -> list[Event]:
        """What happened while the game was set up (e.g. the first card flipped)."""
        return []

    def why_illegal(self, seat: int, action: Action) -> IllegalAction | None:
        """Why ``action`` is not allowed now, or None if it is: first its shape (a seat that is
        not a whole number, an action of no declared kind and arguments: Python takes true for 1
        and 1.0 for 1, a rule must never), then ``rule_problem``."""
        if type(seat) is not int:
            return IllegalAction("action.not_your_turn", seat=str(seat))
        problem = self.action_kinds.problem(action)
        if problem is not None:
            return problem
        return self.rule_problem(seat, action)

    def rule_problem(self, seat: int, action: Action) -> IllegalAction | None:
        """Which rule a well-formed action breaks now, or None; games give sharper reasons."""
        if seat not in self.to_act():
            return IllegalAction("action.not_your_turn", seat=seat)
        if action not in self.legal_actions(seat):
            return IllegalAction("action.illegal", action=str(action))
        return None

    def check(self, seat: int, action: Action) -> None:
        problem = self.why_illegal(seat, action)
        if problem is not None:
            raise problem

    def offered(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is the very object ``legal_actions`` just offered ``seat`` for
        this position, so that ``apply`` need not check it again (a game that keeps its last
        legal actions says so; an equal action from elsewhere, a save's, is checked)."""
        return False

    def checkpoint(self, seat: int, action: Action) -> Any:
        """What ``restore`` needs should ``action`` of ``seat`` (known legal) fail half-way: a
        clone's attributes, unless a game keeps less (what such a decision can change; every
        checked move pays for it, so a random game's speed depends on it)."""
        return vars(self.clone())

    def restore(self, saved: Any) -> None:
        """Back to the ``checkpoint`` taken: every attribute as it was."""
        attributes = vars(self)
        attributes.clear()
        attributes.update(saved)

    def invariant_problems(self) -> list[str]:
        """Broken invariants, in words for a developer (the conformance suite asks after every
        action); games add their own."""
        return []


ViewT = TypeVar("ViewT", bound=State, contravariant=True)


class Bot(Protocol[ViewT]):
    """A computer player. It sees only ``view`` (its seat's view of the state, of its game's
    own state type), never hidden information, honours ``budget``, and keeps no memory of its
    own: what a seat remembers lives in its view.

    A bot says what it needs, so that the match and the worker spare the rest (bots subclass
    this protocol to take the defaults)."""

    # False: ``choose`` never reads its view, and the match passes None instead of making one.
    reads_view: ClassVar[bool] = True
    # False: it decides at once, and the match gives it a clock without a deadline (AT_ONCE).
    reads_budget: ClassVar[bool] = True
    # True: the worker runs its decisions in a process of their own (a long search).
    runs_apart: ClassVar[bool] = False

    def choose(self, view: ViewT, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action: ...


class Game(ABC):
    """A game of the collection: its id, rules version, player counts, options and set-up."""

    id: str
    rules_version: int = 1
    min_players: int
    max_players: int
    bench_players: int | None = None  # the table `tabibito bench` times (None: max_players)
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[str, ...] = BOT_LEVELS
    # Option combinations the conformance suite and the benchmark play: every expansion on.
    full_options: Mapping[str, Any] = {}

    @abstractmethod
    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                  setup: Mapping[str, Any] | None = None) -> State:
        """A fresh game; ``options`` are already resolved (see ``resolve_options``). ``setup``
        scripts the start (stacked decks, chosen travellers) for tutorials and puzzles, read in
        the one form of ``engine.scripted``; a setup the game cannot use raises
        OptionError("setup.invalid")."""

    @abstractmethod
    def make_bot(self, level: str) -> Bot[Any]: ...

    def bench_figures(self, quick: bool) -> dict[str, dict[str, float]]:
        """What ``tabibito bench`` times of this game beyond what it times of every game (Let's
        Go's trip planner): name -> {"median", "max" seconds, and how many were timed}, in the
        CPU time of the process. ``quick``: a short run, a handful of samples."""
        return {}

    def upgrade_setup(self, setup: Mapping[str, Any] | None,
                      from_version: int) -> Mapping[str, Any] | None:
        """The set-up a save of an older rules version replays with: a game whose rules changed
        in a way later moves depend on (who holds which pencil) records the old way here, so the
        old game replays as it was played."""
        return setup

    def upgrade_action(self, state: State, seat: int, action: Action,
                       from_version: int) -> Action | None:
        """A saved action of an older rules version as this version plays it (None: drop it)."""
        return action

    def resolve_options(self, given: Mapping[str, Any],
                        players: int | None = None) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys, values the option does not allow, and options
        set where they do not apply (another option is off, or the player count is wrong)."""
        specs = {spec.key: spec for spec in self.options}
        for key, value in given.items():
            spec = specs.get(key)
            if spec is None:
                raise OptionError("option.unknown", game=self.id, option=key)
            if not spec.allows(value):
                raise OptionError("option.value", game=self.id, option=key, value=value)
        resolved = {key: given.get(key, spec.default) for key, spec in specs.items()}
        for key, spec in specs.items():
            if spec.applies(resolved, players):
                continue
            if key in given and given[key] != spec.default:
                if any(not resolved.get(need) for need in spec.requires):
                    raise OptionError("option.requires", game=self.id, option=key,
                                      requires=",".join(spec.requires))
                raise OptionError("option.players", game=self.id, option=key, count=players)
            resolved[key] = spec.default
        return resolved

    def check_seats(self, seats: Sequence[Seat]) -> None:
        if not self.min_players <= len(seats) <= self.max_players:
            raise OptionError("seats.count", game=self.id, count=len(seats),
                              low=self.min_players, high=self.max_players)
        for seat in seats:
            if seat.bot is not None and seat.bot not in self.bot_levels:
                raise OptionError("seats.level", game=self.id, level=seat.bot)
            problem = name_problem(seat.name)
            if problem is not None:
                raise OptionError(problem, game=self.id)

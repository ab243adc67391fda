"""The game contract: one small shape that serves every game of the collection."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action, Event
from .errors import IllegalAction, OptionError, SaveError

if TYPE_CHECKING:
    from .bots import Bot

BOT_LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class OptionSpec:
    """A rule option, variant or expansion: a key, its default and the values it allows."""

    key: str
    default: Any
    choices: tuple[Any, ...] = (False, True)

    @property
    def is_switch(self) -> bool:
        return set(self.choices) == {False, True}


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
        if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
            raise SaveError("save.corrupt", detail="seats")
        bot = data.get("bot")
        if bot is not None and bot not in BOT_LEVELS:
            raise SaveError("save.corrupt", detail="seats")
        return cls(data["name"], bot)


@dataclass(frozen=True)
class Scores:
    """Totals per seat, each seat's points per category (in sheet order), and the winners."""

    totals: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    winners: tuple[int, ...] = field(default=())


class State(ABC):
    """A game in progress. ``apply`` is the only mutator; an illegal action changes nothing."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now (several at once for simultaneous decisions)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action the seat may take now; empty when it is not the seat's turn."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out the action and return what happened; raise IllegalAction if it is not legal."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> Scores:
        """Current points (final once the game is over), with a per-category breakdown."""

    @abstractmethod
    def view(self, seat: int | None) -> State:
        """What ``seat`` may see (``None``: a spectator): a copy with hidden things withheld."""

    @abstractmethod
    def clone(self) -> State: ...

    def opening_events(self) -> list[Event]:
        """What happened while the game was set up (e.g. the first card flipped)."""
        return []

    def why_illegal(self, seat: int, action: Action) -> IllegalAction | None:
        """Why ``action`` is not allowed now, or None if it is; games give sharper reasons."""
        if seat not in self.to_act():
            return IllegalAction("action.not_your_turn", seat=seat)
        if action not in self.legal_actions(seat):
            return IllegalAction("action.illegal", action=str(action))
        return None

    def check(self, seat: int, action: Action) -> None:
        problem = self.why_illegal(seat, action)
        if problem is not None:
            raise problem


class Game(ABC):
    """A game of the collection: its id, player counts, options and how to set it up."""

    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[str, ...] = BOT_LEVELS

    @abstractmethod
    def new_state(self, options: Mapping[str, Any], seats: Sequence[Seat], seed: int) -> State:
        """A fresh game; ``options`` are already resolved (see ``resolve_options``)."""

    @abstractmethod
    def make_bot(self, level: str) -> Bot: ...

    def resolve_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values the option does not allow."""
        specs = {spec.key: spec for spec in self.options}
        for key, value in given.items():
            spec = specs.get(key)
            if spec is None:
                raise OptionError("option.unknown", game=self.id, option=key)
            if value not in spec.choices:
                raise OptionError("option.value", game=self.id, option=key, value=value)
        return {key: given.get(key, spec.default) for key, spec in specs.items()}

    def check_seats(self, seats: Sequence[Seat]) -> None:
        if not self.min_players <= len(seats) <= self.max_players:
            raise OptionError("seats.count", game=self.id, count=len(seats),
                              low=self.min_players, high=self.max_players)
        for seat in seats:
            if seat.bot is not None and seat.bot not in self.bot_levels:
                raise OptionError("seats.level", game=self.id, level=seat.bot)

"""A match: one game being played, with its action log, undo/redo, replay, bots and saves."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from .actions import Action, Event
from .bots import Bot
from .errors import IllegalAction, OptionError, SaveError
from .game import Game, Seat, State
from .registry import Registry
from .rng import Rng, mix_seed
from .saves import SAVE_FORMAT, SAVE_VERSION, read_save, write_json_atomic


class Match:
    """Owns the state; every change goes through ``apply``, ``undo`` or ``redo``.

    Undo replays from the *floor*: the point after which nothing hidden was revealed and the device
    was not handed to another human. Actions below the floor are final.
    """

    def __init__(self, game: Game, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                 *, autosave: str | os.PathLike[str] | None = None) -> None:
        game.check_seats(seats)
        self.game = game
        self.options = game.resolve_options(options)
        self.seats = tuple(seats)
        self.seed = seed
        self.autosave_path = autosave
        self.state: State = game.new_state(self.options, self.seats, seed)
        self.log: list[tuple[int, Action]] = []
        self.events: list[Event] = list(self.state.opening_events())
        self._event_marks: list[int] = []
        self._floor = 0
        self._floor_state = self.state.clone()
        self._redo: list[list[tuple[int, Action]]] = []
        self._bots: dict[int, Bot] = {}

    # -- playing -------------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        events = self._apply(seat, action)
        self._redo.clear()
        self._autosave()
        return events

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = self.state.apply(seat, action)
        self._event_marks.append(len(self.events))
        self.log.append((seat, action))
        self.events.extend(events)
        if any(event.reveals for event in events):
            self._set_floor()
        return events

    def is_over(self) -> bool:
        return self.state.is_over()

    def human_to_act(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.state.to_act() if self.seats[seat].is_human)

    def bots_to_act(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.state.to_act() if not self.seats[seat].is_human)

    # -- bots ----------------------------------------------------------------------------------

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            level = self.seats[seat].bot or "easy"
            self._bots[seat] = self.game.make_bot(level)
        return self._bots[seat]

    def bot_rng(self, seat: int) -> Rng:
        """A stream of its own per decision, so bots never disturb the game's chance."""
        return Rng(mix_seed(self.seed, len(self.log), seat))

    def bot_request(self, seat: int) -> tuple[Bot, State, list[Action], Rng]:
        """Everything a bot needs to decide, detached from the live state (safe off-thread)."""
        return self.bot(seat), self.state.view(seat), self.state.legal_actions(seat), self.bot_rng(seat)

    def bot_action(self, seat: int) -> Action:
        bot, view, legal, rng = self.bot_request(seat)
        return bot.choose(view, legal, rng)

    def play_bots(self) -> int:
        """Let every computer seat act until a human must decide or the game ends."""
        played = 0
        while not self.state.is_over():
            seats = self.bots_to_act()
            if not seats:
                break
            self._apply(seats[0], self.bot_action(seats[0]))
            played += 1
        if played:
            self._redo.clear()
            self._autosave()
        return played

    # -- undo / redo ---------------------------------------------------------------------------

    def mark_handoff(self) -> None:
        """The device went to another human: what came before can no longer be taken back."""
        if self._floor < len(self.log):
            self._set_floor()

    def _set_floor(self) -> None:
        self._floor = len(self.log)
        self._floor_state = self.state.clone()

    def _last_human_index(self) -> int | None:
        for index in range(len(self.log) - 1, self._floor - 1, -1):
            if self.seats[self.log[index][0]].is_human:
                return index
        return None

    def can_undo(self) -> bool:
        return self._last_human_index() is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Take back the last human decision and the computer moves that followed it."""
        cut = self._last_human_index()
        if cut is None:
            return False
        self._redo.append(self.log[cut:])
        self._rebuild(self.log[:cut])
        self._autosave()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        for seat, action in self._redo.pop():
            self._apply(seat, action)
        self._autosave()
        return True

    def _rebuild(self, kept: list[tuple[int, Action]]) -> None:
        floor = self._floor
        if floor < len(self._event_marks):
            del self.events[self._event_marks[floor]:]
        del self._event_marks[floor:]
        del self.log[floor:]
        self.state = self._floor_state.clone()
        for seat, action in kept[floor:]:
            self._apply(seat, action)

    # -- saves ---------------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "actions": [{"seat": seat, **action.to_json()} for seat, action in self.log],
        }

    def save(self, path: str | os.PathLike[str]) -> None:
        write_json_atomic(path, self.to_save())

    def _autosave(self) -> None:
        if self.autosave_path is not None:
            self.save(self.autosave_path)

    @classmethod
    def from_save(cls, data: Mapping[str, Any], registry: Registry,
                  *, autosave: str | os.PathLike[str] | None = None) -> Match:
        """Rebuild a match by replaying its actions; any inconsistency is a SaveError."""
        try:
            game = registry.get(data["game"])
        except OptionError as exc:
            raise SaveError("save.unknown_game", game=data.get("game")) from exc
        seats = [Seat.from_json(seat) for seat in data["seats"]]
        try:
            match = cls(game, data["options"], seats, data["seed"])
        except OptionError as exc:
            raise SaveError("save.corrupt", detail=exc.key) from exc
        for index, entry in enumerate(data["actions"]):
            seat = entry.get("seat") if isinstance(entry, Mapping) else None
            if not isinstance(seat, int) or not 0 <= seat < len(seats):
                raise SaveError("save.corrupt", detail=f"action {index}")
            action = Action.from_json({k: v for k, v in entry.items() if k != "seat"})
            try:
                match._apply(seat, action)
            except IllegalAction as exc:
                raise SaveError("save.illegal_action", index=index, detail=exc.key) from exc
        # A loaded game starts a fresh session: what was played before it is final.
        match._set_floor()
        match.autosave_path = autosave
        return match

    @classmethod
    def load(cls, path: str | os.PathLike[str], registry: Registry,
             *, autosave: str | os.PathLike[str] | None = None) -> Match:
        return cls.from_save(read_save(path), registry, autosave=autosave)

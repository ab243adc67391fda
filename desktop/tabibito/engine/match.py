"""A match: one game being played, with its move log, resolutions, undo/redo, replay, bots and
saves."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from .actions import Action, Event
from .bots import BotRequest, RandomBot
from .budget import Budget
from .errors import IllegalAction, OptionError, SaveError
from .game import Bot, Game, Seat, State, fingerprint
from .registry import Registry
from .rng import Rng, mix_seed, mix_seed_onto
from .saves import SAVE_FORMAT, SAVE_VERSION, check_save, read_save, write_json_atomic

# The safety ceiling of a computer player's decision. Bots count their work (playouts,
# positions), so that a seeded game plays the same on any machine; only a machine far too slow
# reaches this, and the budget logs it.
BOT_SECONDS = 20.0
# What a bot that decides at once (``reads_budget = False``: the random player) is given instead
# of a clock of its own: no deadline, and nothing ever cancels a decision taken in the match.
AT_ONCE = Budget(None)


class Move(NamedTuple):
    """One decision in the log: who took it, in which resolution step, and what it was."""

    seat: int
    step: int
    action: Action


_new_move = tuple.__new__  # Move's fields in order, without NamedTuple's keyword handling


class Match:
    """Owns the state; every change goes through ``apply``, ``resolve``, ``undo`` or ``redo``.

    ``step`` counts the resolutions taken. With ``hold_resolution`` a resolution that falls due
    after a human's decision waits for ``resolve()`` (the shell's "Confirm" button), so the move
    can still be taken back; otherwise it is taken at once.

    Undo replays from the *floor*: the point after which nothing hidden was revealed and the device
    was not handed to another human. Moves below the floor are final.
    """

    # Written-out fast twins, as a game's state declares them (``State.fast_twins``): the
    # twin's name -> the method it stands in for, which is the reference; the conformance
    # suite plays seeded matches with each twin and with its reference alone.
    fast_twins: ClassVar[Mapping[str, str]] = {"_play_bots_fast": "_play_bots"}

    def __init__(self, game: Game, options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
                 *, setup: Mapping[str, Any] | None = None,
                 autosave: str | os.PathLike[str] | None = None,
                 hold_resolution: bool = False) -> None:
        game.check_seats(seats)
        self.game = game
        self.options = game.resolve_options(options, len(seats))
        self.seats = tuple(seats)
        self.seed = seed
        self.setup = dict(setup) if setup is not None else None
        self.autosave_path = autosave
        self.hold_resolution = hold_resolution
        self.state: State = game.new_state(self.options, self.seats, seed, self.setup)
        self.log: list[Move] = []
        self._decisions = [0] * len(self.seats)  # moves per seat in the log: the bots' streams
        self._humans = tuple(seat.is_human for seat in self.seats)
        # Each seat's stream folded over (seed, seat) once: a decision then mixes in its count.
        folded = mix_seed(seed)
        self._streams = tuple(mix_seed_onto(folded, seat) for seat in range(len(self.seats)))
        self.step = 0
        self.events: list[Event] = list(self.state.opening_events())
        self._floor = 0
        self._floor_step = 0
        self._floor_events = len(self.events)
        # Only a human's move can be taken back: without one the floor needs no state of its own.
        self._undoable = any(self._humans)
        self._floor_state: State | None = self.state.clone() if self._undoable else None
        self._redo: list[list[Move]] = []
        self._bots: dict[int, Bot[Any]] = {}
        self.hints = [0] * len(self.seats)  # hints each seat asked for: the end screen counts them

    # -- playing -------------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        """A decision of ``seat``, and the resolution it brings due unless that is held."""
        events = self._apply(seat, action)
        if not self.resolution_held():
            events += self._resolve_due()
        self._redo.clear()
        self._autosave()
        return events

    def resolve(self) -> list[Event]:
        """Take a held resolution (the shell's "Confirm" / "Next card")."""
        if not self.state.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        events = self._resolve()
        self._redo.clear()
        self._autosave()
        return events

    def resolution_held(self) -> bool:
        """Whether a resolution waits for a human's confirmation: a human decided in this step."""
        if not (self.hold_resolution and self.state.needs_resolution()):
            return False
        for move in reversed(self.log):
            if move.step != self.step:
                return False
            if self.seats[move.seat].is_human:
                return True
        return False

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = self.state.apply(seat, action)
        self.log.append(_new_move(Move, (seat, self.step, action)))
        self._decisions[seat] += 1
        self._record(events)
        return events

    def _resolve_due(self) -> list[Event]:
        return self._resolve() if self.state.needs_resolution() else []

    def _resolve(self) -> list[Event]:
        events = self.state.resolve()
        self.step += 1
        self._record(events)
        return events

    def _record(self, events: list[Event]) -> None:
        self.events.extend(events)
        for event in events:
            if event.reveals:
                self._set_floor()
                return

    def is_over(self) -> bool:
        return self.state.is_over()

    def human_to_act(self) -> tuple[int, ...]:
        humans = self._humans
        return tuple(seat for seat in self.state.to_act() if humans[seat])

    def bots_to_act(self) -> tuple[int, ...]:
        humans = self._humans
        return tuple(seat for seat in self.state.to_act() if not humans[seat])

    # -- bots ----------------------------------------------------------------------------------

    def bot(self, seat: int) -> Bot[Any]:
        bot = self._bots.get(seat)
        if bot is None:
            level = self.seats[seat].bot or "easy"
            bot = self._bots[seat] = self.game.make_bot(level)
        return bot

    def use_bot(self, seat: int, bot: Bot[Any]) -> None:
        """Give ``seat`` this computer player instead of its level's: a tutorial's players,
        whose moves its lessons pin. A save keeps the level only, so whoever loads the game
        gives the player again."""
        self._bots[seat] = bot

    def decisions(self, seat: int) -> int:
        return self._decisions[seat]

    def bot_rng(self, seat: int) -> Rng:
        """A stream of its own per decision of the seat, so bots never disturb the game's chance
        and the same game is the same log whichever seat acted first."""
        return Rng(mix_seed_onto(self._streams[seat], self._decisions[seat]))

    def bot_request(self, seat: int, seconds: float | None = BOT_SECONDS) -> BotRequest:
        """Everything a bot needs to decide, detached from the live state (safe off-thread)."""
        return BotRequest(self.bot(seat), self.state.view(seat), self.state.legal_actions(seat),
                          self.bot_rng(seat), seat, Budget(seconds))

    def bot_action(self, seat: int) -> Action:
        """The decision ``bot_request(seat).run()`` takes, asked of the bot directly. A bot
        that never reads its view (``Bot.reads_view``: the random player) is given none, and
        the match makes none; one that decides at once (``Bot.reads_budget``) is given AT_ONCE
        rather than a clock of its own."""
        bot = self.bot(seat)
        state = self.state
        return bot.choose(state.view(seat) if bot.reads_view else None,
                          state.legal_actions(seat), self.bot_rng(seat), seat,
                          Budget(BOT_SECONDS) if bot.reads_budget else AT_ONCE)

    def play_bots(self) -> int:
        """Let every computer seat act (and every resolution not held for a human fall) until a
        human must decide or the game ends; returns the decisions taken."""
        played = self._play_bots_fast()
        if played:
            self._redo.clear()
            self._autosave()
        return played

    def _play_bots(self) -> int:
        """``play_bots``'s decisions, each ``bot_action``'s and ``_apply``'s: the reference of
        ``_play_bots_fast``."""
        played = 0
        while True:
            to_act = self.state.to_act()
            if not to_act:  # by the contract: the game is over, or a resolution is due
                if self.state.is_over() or self.resolution_held():
                    break
                self._resolve()
                continue
            seat = next((seat for seat in to_act if not self._humans[seat]), None)
            if seat is None:
                break
            self._apply(seat, self.bot_action(seat))
            played += 1
        return played

    def _play_bots_fast(self) -> int:
        """``_play_bots`` written out: each seat's bot is asked what it needs once, the random
        player's choice is drawn from its stream as its ``choose`` draws it, and ``_apply``
        and ``_record`` are inline. Whole random games run here."""
        played = 0
        humans, streams, decisions = self._humans, self._streams, self._decisions
        log, seen, stream_choice = self.log, self.events, Rng.stream_choice
        deciders: dict[int, tuple[Bot[Any] | None, bool, Budget | None]] = {}
        while True:
            state = self.state
            to_act = state.to_act()
            if not to_act:
                if state.is_over() or self.resolution_held():
                    break
                self._resolve()
                continue
            for seat in to_act:  # the first computer seat to act, if any
                if not humans[seat]:
                    break
            else:
                break
            decider = deciders.get(seat)
            if decider is None:
                decider = deciders[seat] = self._decider(seat)
            bot, reads_view, budget = decider
            if bot is None:
                action = stream_choice(streams[seat], decisions[seat], state.legal_actions(seat))
            else:
                action = bot.choose(state.view(seat) if reads_view else None,
                                    state.legal_actions(seat),
                                    Rng(mix_seed_onto(streams[seat], decisions[seat])), seat,
                                    budget or Budget(BOT_SECONDS))
            events = state.apply(seat, action)
            log.append(_new_move(Move, (seat, self.step, action)))
            decisions[seat] += 1
            if events:
                seen.extend(events)
                for event in events:
                    if event.reveals:
                        self._set_floor()
                        break
            played += 1
        return played

    def _decider(self, seat: int) -> tuple[Bot[Any] | None, bool, Budget | None]:
        """The seat's bot (None for the random player, whose choice ``_play_bots_fast`` draws
        for it), whether it reads its view, and its budget (a fresh clock per decision: None)."""
        bot = self.bot(seat)
        if type(bot).choose is RandomBot.choose:  # not a subclass that chooses otherwise
            return None, False, AT_ONCE
        return bot, bot.reads_view, AT_ONCE if not bot.reads_budget else None

    # -- undo / redo ---------------------------------------------------------------------------

    def mark_handoff(self) -> None:
        """The device went to another human: what came before can no longer be taken back."""
        if self._floor < len(self.log):
            self._set_floor()

    def _set_floor(self) -> None:
        self._floor = len(self.log)
        self._floor_step = self.step
        self._floor_events = len(self.events)
        if self._undoable:  # a card flip of a bots-only game is not worth a copy
            self._floor_state = self.state.clone()

    def _last_human_index(self) -> int | None:
        for index in range(len(self.log) - 1, self._floor - 1, -1):
            if self.seats[self.log[index].seat].is_human:
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
        taken_back = self.log[cut:]
        self._redo.append(taken_back)
        self._rebuild(self.log[:cut])
        # Resolutions that revealed nothing lie above the floor: take them again up to the step
        # the taken-back decision was made in.
        while self.step < taken_back[0].step and self.state.needs_resolution():
            self._resolve()
        self._autosave()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        for move in self._redo.pop():
            self._replay(move)
        if not self.resolution_held():
            self._resolve_due()
        self._autosave()
        return True

    def _rebuild(self, kept: list[Move]) -> None:
        floor = self._floor
        del self.events[self._floor_events:]
        del self.log[floor:]
        self._decisions = [0] * len(self.seats)
        for move in self.log:
            self._decisions[move.seat] += 1
        assert self._floor_state is not None, "undo takes back a human's move"
        self.state = self._floor_state.clone()
        self.step = self._floor_step
        for move in kept[floor:]:
            self._replay(move)

    def _replay(self, move: Move) -> None:
        """Apply a logged move, first taking the resolutions it was taken after."""
        while self.step < move.step and self.state.needs_resolution():
            self._resolve()
        if self.step != move.step:
            raise IllegalAction("action.wrong_step", step=move.step)
        self._apply(move.seat, move.action)

    # -- replaying a finished game ---------------------------------------------------------------

    def start_over(self) -> None:
        """Back to the start (a replay steps backwards so): no moves, nothing to take back."""
        self.state = self.game.new_state(self.options, self.seats, self.seed, self.setup)
        self.log = []
        self._decisions = [0] * len(self.seats)
        self.step = 0
        self.events = list(self.state.opening_events())
        self._redo = []
        self._set_floor()

    def replay_move(self, move: Move) -> list[Event]:
        """A logged move of another match of the same start, as loading replays it (the
        resolutions taken before it first); its events and theirs."""
        before = len(self.events)
        self._replay(move)
        return self.events[before:]

    def settle(self) -> list[Event]:
        """After the last logged move of a finished match: the resolution it was confirmed with
        (the game's end), held or not."""
        before = len(self.events)
        if self.state.needs_resolution():
            self._resolve()
        return self.events[before:]

    # -- saves ---------------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "game_version": self.game.rules_version,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "setup": self.setup,
            "actions": [{"seat": move.seat, "step": move.step, "action": move.action.to_json()}
                        for move in self.log],
            "fingerprint": fingerprint(self.state.snapshot()),
            **({"hints": list(self.hints)} if any(self.hints) else {}),
        }

    def save(self, path: str | os.PathLike[str]) -> None:
        write_json_atomic(path, self.to_save())

    def _autosave(self) -> None:
        if self.autosave_path is not None:
            self.save(self.autosave_path)

    @classmethod
    def from_save(cls, data: Mapping[str, Any], registry: Registry,
                  *, autosave: str | os.PathLike[str] | None = None,
                  hold_resolution: bool = False) -> Match:
        """Rebuild a match by replaying a save; any inconsistency is a SaveError."""
        data = check_save(data)
        try:
            game = registry.get(data["game"])
        except OptionError as exc:
            raise SaveError("save.unknown_game", game=data.get("game")) from exc
        version = data.get("game_version") or 1
        if version > game.rules_version:
            raise SaveError("save.newer_game", game=game.id, version=version,
                            supported=game.rules_version)
        seats = [Seat.from_json(seat) for seat in data["seats"]]
        setup = data.get("setup")
        if version < game.rules_version:
            setup = game.upgrade_setup(setup, version)
        try:
            match = cls(game, data["options"], seats, data["seed"], setup=setup,
                        hold_resolution=hold_resolution)
        except OptionError as exc:
            raise SaveError("save.corrupt", detail=exc.key) from exc
        for index, entry in enumerate(data["actions"]):
            match._load_move(index, entry, version)
        match._settle(data.get("fingerprint"))
        match.hints = list(data.get("hints") or match.hints)
        # A loaded game starts a fresh session: what was played before it is final.
        match._set_floor()
        match.autosave_path = autosave
        return match

    def _load_move(self, index: int, entry: Mapping[str, Any], version: int) -> None:
        seat = entry["seat"]
        if not 0 <= seat < len(self.seats):
            raise SaveError("save.corrupt", detail=f"action {index}")
        action = Action.from_json(entry["action"])
        step = entry.get("step")
        try:
            if step is None:  # format 1 kept no steps: resolutions fell due on their own
                self._resolve_due()
                step = self.step
            if version < self.game.rules_version:
                upgraded = self.game.upgrade_action(self.state, seat, action, version)
                if upgraded is None:
                    return
                action = upgraded
            # No kind of the game's (or arguments of another type, true for 1): the app never
            # wrote it, so the file is damaged, not merely against the rules.
            malformed = self.state.action_kinds.problem(action)
            if malformed is not None:
                raise SaveError("save.corrupt", detail=f"action {index}") from malformed
            self._replay(Move(seat, step, action))
        except IllegalAction as exc:
            raise SaveError("save.illegal_action", index=index, detail=exc.key) from exc

    def _settle(self, expected: str | None) -> None:
        """Take the resolution that was taken before the save, and check the fingerprint: the
        replay must reach the very state that was saved."""
        if self.state.needs_resolution() and (
                expected is None and not self.resolution_held()
                or expected is not None and fingerprint(self.state.snapshot()) != expected):
            self._resolve()
        if expected is not None and fingerprint(self.state.snapshot()) != expected:
            raise SaveError("save.fingerprint")

    @classmethod
    def load(cls, path: str | os.PathLike[str], registry: Registry,
             *, autosave: str | os.PathLike[str] | None = None,
             hold_resolution: bool = False) -> Match:
        return cls.from_save(read_save(path), registry, autosave=autosave,
                             hold_resolution=hold_resolution)

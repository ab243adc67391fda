"""The match controller: the one object boards and screens talk to while a game is played.

It applies human decisions (after checking them), holds a resolution that a human's decision
brought due until that human confirms it, lets computer players decide on worker threads, and
decides when the device must be handed to another human. Undo is the match's: the controller only
asks it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from tabibito.engine import (
    BOT_SECONDS,
    Action,
    Bot,
    BotRequest,
    Budget,
    Event,
    IllegalAction,
    Match,
    Prompt,
    Rng,
    State,
    TabibitoError,
)

from . import messages
from .forced import ForcedMoves
from .kit.animation import AnimationQueue
from .kit.relay import to_gui_thread
from .kit.worker import Worker, decision
from .plugin_api import DrawOwner, GameUI

log = logging.getLogger(__name__)

NO_SEAT = -1  # how signals say "nobody" (Qt signals carry int, not None)
HINT_LEVEL = "hard"  # a hint is what the best computer player would do
# How long a computer player's held hidden draw waits for the human's Undo before it goes on
# (scaled by the Animations setting: none when animations are off).
OTHERS_DRAW_SECONDS = 1.5


class LessonGuard(Protocol):
    """A tutorial's say over the learner's moves (``tutorial.runner.TutorialRun``)."""

    def allows(self, seat: int, action: Action) -> bool: ...  # False: it told the learner why
    def allows_confirm(self) -> bool: ...
    def would_allow(self, seat: int, action: Action) -> bool: ...  # allows(), saying nothing
    def moved(self) -> None: ...        # a move it allowed was applied
    def confirmed(self) -> None: ...    # a confirmation it allowed was taken
    def lesson_move(self) -> Action | None: ...  # the move the lesson asks for, if it asks one


class _Decided(Bot[State]):
    """A "bot" that has decided already: the lesson's move, explained as a hint."""

    reads_view = False

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: State | None, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        return self.action


def _hint(plugin: GameUI, request: BotRequest, view: State,
          rng: Rng) -> tuple[Action | None, object]:
    """The hint's move and the game's words for it, worked out on the worker thread (a game
    may search to explain, as Let's Go's planner does): one decision where the game words its
    own (``GameUI.decided_hint``), else the hard player's move (or the lesson's) explained
    on ``view`` (the seat's, apart from the request's), ``rng`` a copy of the stream it was
    chosen with. A hint that cannot be put into words is no hint, never a crash: (action,
    None), or (None, None) without a move."""
    if not isinstance(request.bot, _Decided):
        try:
            decided = plugin.decided_hint(request.view, request.seat, request.rng,
                                          request.budget)
        except Exception:
            log.exception("the hint could not be decided")
            return None, None
        if decided is not None:
            return decided
    action = decision(request)()
    try:
        return action, plugin.hint(view, request.seat, action, rng)
    except Exception:
        log.exception("the hint could not be explained")
        return action, None


def _answer(future: Future[tuple[Action | None, object]]) -> tuple[Action | None, object]:
    """A finished hint job's answer; (None, None) when it was cancelled or failed."""
    if future.cancelled() or future.exception() is not None:
        return None, None
    return future.result()


class MatchController(QObject):
    changed = Signal(list)             # list[Event] just applied ([] after undo/redo/load/hand-off)
    shown_seat_changed = Signal(int)   # the seat whose private view the board shows (-1: none)
    game_over = Signal()
    error = Signal(str)                # a translated message (illegal click etc.)
    busy_changed = Signal(bool)        # a computer player is thinking
    handoff_changed = Signal(int)      # the seat the device must go to now (-1: no hand-off pending)
    undo_changed = Signal()            # can_undo()/can_redo()/resolution_held() may have changed
    # seat, the Action the hard computer player would take and the game's Hint for it (None, None:
    # the table moved on first, or it failed: no advice)
    hint_ready = Signal(int, object, object)
    replaying = False  # a finished game played back (replay.ReplayController): nothing is live
    others_draw_seconds = OTHERS_DRAW_SECONDS  # tests make it short

    def __init__(self, match: Match, plugin: GameUI, *, animation_factor: float = 1.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = match
        match.hold_resolution = True  # a human's decision can be taken back until confirmed
        self._plugin = plugin
        self.animations = AnimationQueue(animation_factor, self)
        self._worker = Worker()  # the computer players' decisions and the hints
        self._epoch = 0          # bumped whenever a pending bot decision becomes stale
        self._busy = False
        self._thinking: int | None = None  # the computer seat deciding now
        self._humans = tuple(i for i, seat in enumerate(match.seats) if seat.is_human)
        solo = self._humans[0] if len(self._humans) == 1 else None
        self._holder: int | None = solo   # the human holding the device
        self._shown: int | None = solo
        self._pending: int | None = None
        self._forced = ForcedMoves()
        self._autosave_warned = False
        # A game that was already over when it was opened keeps its autosave: only a move made
        # here may end a game and so drop the autosave (see _finish).
        self._over_when_opened = match.is_over()
        # A tutorial's lesson, which holds back the learner's moves it is not about (and takes
        # undo away: a lesson follows the game forward only). None in every other game.
        self.lesson_guard: LessonGuard | None = None
        # The worker threads answer through these, holding no reference to the controller.
        self._bot_decided = to_gui_thread(self, "_on_bot_decided")
        self._hint_decided = to_gui_thread(self, "_on_hint_decided")
        # the moment a hint is being worked out for
        self._hint_asked: tuple[int, int, int] | None = None
        self._hint_budget: Budget | None = None  # the hint being worked out: its cancel switch

    # -- what boards read ----------------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self._match

    @property
    def plugin(self) -> GameUI:
        return self._plugin

    @property
    def animation_factor(self) -> float:
        """How boards scale their motion: 1 normal, 0 none."""
        return self.animations.factor

    @animation_factor.setter
    def animation_factor(self, factor: float) -> None:
        self.animations.factor = factor

    @property
    def shown_seat(self) -> int | None:
        return self._shown

    @property
    def pending_handoff(self) -> int | None:
        return self._pending

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self._humans

    @property
    def seat_names(self) -> list[str]:
        return [seat.name for seat in self._match.seats]

    def view(self) -> State:
        return self._match.state.view(self._shown)

    def state(self) -> State:
        return self._match.state

    def prompt(self) -> Prompt | None:
        """What the seat on screen is deciding now (None: nothing, or a held resolution)."""
        if self._shown is None or self._pending is not None:
            return None
        return self._match.state.prompt(self._shown)

    def message(self, error: TabibitoError) -> str:
        return messages.error_text(error, self._plugin)

    # -- playing -------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or resume) play once the screens listen: bots act first, then a human."""
        self._announce([])
        self._advance()

    def submit(self, seat: int, action: Action) -> bool:
        """A human decision; a refused one emits ``error`` with the reason and changes nothing."""
        problem = self._refusal(seat, action)
        if problem is not None:
            self.error.emit(self.message(problem))
            return False
        guard = self.lesson_guard
        if guard is not None and not guard.allows(seat, action):
            return False  # the lesson said why
        forced = len(self._match.state.legal_actions(seat)) == 1
        events = self._apply(seat, action)
        if events is None:
            return False
        if self._forced.resolves_now(self._match, forced):
            # Only forced moves since the last resolution: there is nothing to take back, so
            # nothing to confirm.
            events += self._take_resolution()
        if guard is not None:
            guard.moved()
        self._announce(events)
        self._advance()
        return True

    def resolution_held(self) -> bool:
        """Whether the table waits for the shown human's "Confirm" (the next card, the reveal)."""
        return self._pending is None and self._match.resolution_held()

    def resolve(self) -> bool:
        """The human confirms: the held resolution is taken, and what it reveals is final."""
        if not self.resolution_held():
            return False
        guard = self.lesson_guard
        if guard is not None and not guard.allows_confirm():
            return False
        events = self._take_resolution()
        if guard is not None:
            guard.confirmed()
        self._announce(events)
        self._advance()
        return True

    def others_draw(self) -> int | None:
        """The computer seat whose own hidden draw the table holds now (the human's last move may
        still be taken back until it is drawn), or a number past the seats: a traveller nobody
        plays (Tokaido's neutral one); None: nothing held, or the human's own draw, or the whole
        table's (a shared card flip), which the human confirms."""
        owner = self._plugin.draw_owner if isinstance(self._plugin, DrawOwner) else None
        if owner is None or not self.resolution_held():
            return None
        seat = owner(self._match.state)
        seats = self._match.seats
        if seat is None or seat < len(seats) and seats[seat].is_human:
            return None
        return seat

    def others_draw_goes_on(self) -> bool:
        """Whether another player's held draw goes on by itself: always but in a lesson, whose
        steps ask the learner to press for it."""
        return self.lesson_guard is None and self.others_draw() is not None

    def _let_others_draw(self) -> None:
        """Another player's held draw goes on after a pause (after the move that brought it
        shows), unless an undo, a load or a lesson's step comes first."""
        if not self.others_draw_goes_on():
            return
        epoch, step = self._epoch, self._match.step
        pause = round(self.others_draw_seconds * 1000 * self.animations.factor)
        self.animations.when_idle(lambda: QTimer.singleShot(
            pause, self, partial(self._others_draw_due, epoch, step)))

    def _others_draw_due(self, epoch: int, step: int) -> None:
        if epoch != self._epoch or step != self._match.step or not self.others_draw_goes_on():
            return  # undone, loaded or taken meanwhile
        self._announce(self._take_resolution())
        self._advance()

    def _take_resolution(self) -> list[Event]:
        try:
            return self._match.resolve()
        except OSError as problem:  # resolved, but the autosave failed
            self._autosave_failed(problem)
            return []

    def lesson_allows(self, seat: int, action: Action) -> bool:
        """Whether a tutorial's lesson would take ``action`` now (always, outside a lesson): a
        board invites a click only where the lesson lets it through."""
        guard = self.lesson_guard
        return guard is None or guard.would_allow(seat, action)

    def explain(self, seat: int, action: Action) -> str | None:
        """Why ``action`` is not possible now (translated), or None if it is (hover help)."""
        problem = self._refusal(seat, action)
        return None if problem is None else self.message(problem)

    def accept_handoff(self) -> None:
        """The next human has the device: show their view; what came before is now final."""
        seat = self._pending
        if seat is None:
            return
        self._holder = seat
        self._set_pending(None)
        self._match.mark_handoff()
        self._set_shown(seat)
        self._announce([])
        self._advance()

    def refresh(self) -> None:
        """The match was changed behind the controller's back (screenshots, tests): catch up."""
        self._forget_bots()
        self._announce([])
        self._advance()

    def dispose(self) -> None:
        """Stop listening to bots; a decision still being computed is cancelled and dropped."""
        self._epoch += 1
        self._worker.shutdown()
        self.animations.finish_all()

    def _refusal(self, seat: int, action: Action) -> TabibitoError | None:
        if self._pending is not None:
            return TabibitoError(messages.HANDOFF)
        if seat != self._shown:
            return IllegalAction("action.not_your_turn", seat=seat)
        if self._busy and seat not in self._match.state.to_act():
            return TabibitoError(messages.BUSY)
        return self._match.state.why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event] | None:
        before = len(self._match.events)
        try:
            return self._match.apply(seat, action)
        except IllegalAction as problem:  # the rules disagreed with why_illegal: say so, go on
            self.error.emit(self.message(problem))
            return None
        except OSError as problem:  # applied, but the autosave failed
            self._autosave_failed(problem)
            return self._match.events[before:]

    def _advance(self) -> None:
        """After any change: computer players, the next human, a held confirmation, or the end.

        In a simultaneous decision the humans may act while the computer players think."""
        match = self._match
        if match.is_over():
            self._finish()
            return
        if match.state.needs_resolution() and not match.resolution_held():
            self._resolve_now()
            return
        bots = match.bots_to_act()
        if bots and self._thinking is None:
            self._think(bots[0])
        elif not bots:
            self._set_busy(False)
        if not match.resolution_held():
            self._pass_to(self._next_human())
        else:
            self._let_others_draw()

    def _resolve_now(self) -> None:
        """A resolution no human has to confirm (it fell due after a loaded or a bot's move)."""
        self._announce(self._take_resolution())
        self._advance()

    def _finish(self) -> None:
        self._set_busy(False)
        self._set_pending(None)
        if len(self._humans) > 1:
            self._set_shown(None)  # the table is open again: nobody's private view
        if not self._over_when_opened:
            self._drop_autosave()
        self.game_over.emit()

    # -- hand-off ------------------------------------------------------------------------------

    def _next_human(self) -> int | None:
        humans = self._match.human_to_act()
        if self._holder in humans:
            return self._holder  # whoever has the device finishes first: no needless hand-off
        return humans[0] if humans else None

    def _pass_to(self, seat: int | None) -> None:
        if seat is None or seat == self._pending:
            return
        if seat == self._holder or len(self._humans) <= 1 or not self._needs_privacy(seat):
            # Public turns go straight on: no privacy screen, and what was played stays undoable.
            self._holder = seat
            self._set_pending(None)
            self._set_shown(seat)
            return
        self._set_shown(None)  # hide the previous player's hand before the device changes hands
        self._set_pending(seat)

    def _needs_privacy(self, seat: int) -> bool:
        """A hand-off screen only where one player's private things would show to another."""
        state = self._match.state
        holder = self._holder
        return state.has_secrets(seat) or (holder is not None and state.has_secrets(holder))

    def _set_pending(self, seat: int | None) -> None:
        if seat != self._pending:
            self._pending = seat
            self.handoff_changed.emit(NO_SEAT if seat is None else seat)

    def _set_shown(self, seat: int | None) -> None:
        if seat != self._shown:
            self._shown = seat
            self.shown_seat_changed.emit(NO_SEAT if seat is None else seat)

    # -- computer players ----------------------------------------------------------------------

    def _think(self, seat: int) -> None:
        self._thinking = seat  # set first: busy_changed's listeners ask who is thinking
        self._set_busy(True)
        epoch = self._epoch
        request = self._match.bot_request(seat)
        decided = self._bot_decided
        self._worker.submit(request.budget, decision(request),
                            done=lambda future: decided(epoch, seat, future),
                            name=f"tabibito-bot-{seat}")

    def _on_bot_decided(self, epoch: int, seat: int, future: Future[Action]) -> None:
        if epoch != self._epoch:
            return  # undone, redone or replaced while the bot was thinking
        if future.cancelled() or future.exception() is not None:
            log.error("computer player failed", exc_info=None if future.cancelled()
                      else future.exception())
            self._thinking = None
            self._set_busy(False)
            self.error.emit(self.message(TabibitoError(messages.BOT_FAILED)))
            return
        action = future.result()
        # The table shows the last move before the next one is made.
        self.animations.when_idle(lambda: self._play_bot(epoch, seat, action))

    def _play_bot(self, epoch: int, seat: int, action: Action) -> None:
        if epoch != self._epoch:
            return
        self._thinking = None
        if self._match.state.why_illegal(seat, action) is not None:
            self._advance()  # the table changed while it thought (a human acted): think again
            return
        events = self._apply(seat, action)
        if events is None or not self._match.bots_to_act():
            # Idle before announcing, so boards highlight the human's moves on this refresh.
            self._set_busy(False)
        if events is not None:
            self._announce(events)
            self._advance()

    def _forget_bots(self) -> None:
        """Every decision in flight belongs to an old timeline: cancel it, never wait for it.
        A cancelled hint says nothing (see kit.worker): the hint asked is answered with none
        here, so that another may be asked."""
        self._epoch += 1
        self._worker.cancel_all()
        self._thinking = None
        if self._hint_asked is not None:
            self._hint_asked = None
            self.hint_ready.emit(NO_SEAT, None, None)
            self.undo_changed.emit()  # can_hint() changed

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    # -- hints ---------------------------------------------------------------------------------

    def can_hint(self) -> bool:
        """Whether the human on screen has a decision a hint could help with, now."""
        seat = self._shown
        match = self._match
        return (seat is not None and self._pending is None and not match.is_over()
                and not self.resolution_held() and seat in match.state.to_act()
                and self._hint_asked is None)

    def ask_hint(self) -> bool:
        """Ask the hard computer player what the shown seat should do, from that seat's view
        only (never the hidden cards); ``hint_ready`` brings the answer, counted in the save."""
        if not self.can_hint():
            return False
        seat, match = self._shown, self._match
        assert seat is not None  # can_hint(): a seat is shown
        moment = self._hint_moment(seat)
        self._hint_asked = moment
        # In a tutorial the hint is the lesson's own move: that is how a stuck learner gets on.
        lesson_move = self.lesson_guard.lesson_move() if self.lesson_guard is not None else None
        bot = match.game.make_bot(HINT_LEVEL) if lesson_move is None else _Decided(lesson_move)
        request = BotRequest(bot, match.state.view(seat), match.state.legal_actions(seat),
                             match.bot_rng(seat), seat, Budget(BOT_SECONDS))  # a ceiling, as any bot's
        # the words read a view and stream of their own: the ones the move is chosen with
        job = partial(_hint, self._plugin, request, match.state.view(seat), match.bot_rng(seat))
        decided = self._hint_decided
        self._hint_budget = request.budget
        self._worker.submit(request.budget, job,
                            done=lambda future: decided(moment, seat, _answer(future)),
                            name="tabibito-hint")
        self.undo_changed.emit()  # can_hint() changed
        return True

    def cancel_hint(self) -> None:
        """The player turned away from the hint being worked out (closed its bubble, clicked
        elsewhere): its work stops, its answer is never shown, and another may be asked."""
        if self._hint_asked is None:
            return
        self._hint_asked = None
        if self._hint_budget is not None:
            self._hint_budget.cancel()
        self.undo_changed.emit()  # can_hint() changed

    def _hint_moment(self, seat: int) -> tuple[int, int, int]:
        """What a hint depends on: the timeline, the seat's own decisions, the resolutions taken
        (other seats deciding at the same time leave the seat's choice as it was)."""
        return self._epoch, self._match.decisions(seat), self._match.step

    def _on_hint_decided(self, moment: tuple[int, int, int], seat: int,
                         answer: tuple[Action | None, object]) -> None:
        if moment != self._hint_asked:
            return
        self._hint_asked = None
        self.undo_changed.emit()
        action, hint = answer
        if moment != self._hint_moment(seat) or hint is None:
            self.hint_ready.emit(seat, None, None)  # the table moved on first: no stale advice
            return
        self._match.hints[seat] += 1
        self.hint_ready.emit(seat, action, hint)

    # -- undo / redo ---------------------------------------------------------------------------

    def can_undo(self) -> bool:
        # A finished game is final: its result is not taken back (and its dropped autosave is
        # not written again). The hand-off screen offers undo too: "take back".
        return (self.lesson_guard is None and not self._match.is_over()
                and self._match.can_undo())

    def can_redo(self) -> bool:
        return (self.lesson_guard is None and not self._match.is_over()
                and self._match.can_redo())

    def undo(self) -> None:
        if self.can_undo():
            # The player whose decision is taken back makes it again: the device is theirs.
            seat = next(move.seat for move in reversed(self._match.log)
                        if self._match.seats[move.seat].is_human)
            self._holder = seat
            self._jump(self._match.undo)

    def redo(self) -> None:
        if self.can_redo():
            self._jump(self._match.redo)

    def _jump(self, step: Callable[[], object]) -> None:
        self._forget_bots()
        self._forced.forget()
        self.animations.finish_all()
        try:
            step()
        except OSError as problem:
            self._autosave_failed(problem)
        self._set_busy(False)
        self._announce([])
        self._advance()

    def _announce(self, events: list[Event]) -> None:
        self.changed.emit(events)
        self.undo_changed.emit()

    # -- autosave ------------------------------------------------------------------------------

    def _autosave_failed(self, problem: OSError) -> None:
        log.warning("autosave failed: %s", problem)
        if not self._autosave_warned:  # once per game: the game goes on without it
            self._autosave_warned = True
            error = TabibitoError(messages.SAVE_FAILED, detail=problem.strerror or str(problem))
            self.error.emit(self.message(error))

    def _drop_autosave(self) -> None:
        """A game finished here has nothing to continue; its autosave (its own file, never another
        match's) would only shadow the games still in progress."""
        if self._match.autosave_path is None:
            return
        try:
            Path(self._match.autosave_path).unlink(missing_ok=True)
        except OSError as problem:
            log.warning("could not remove the autosave: %s", problem)

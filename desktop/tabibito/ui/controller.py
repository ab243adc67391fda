"""The match controller: the one object boards and screens talk to while a game is played.

It applies human decisions (after checking them), lets computer players decide on a worker thread,
keeps a QUndoStack in step with what the match allows to take back, and decides when the device
must be handed to another human.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabibito.engine import Action, BotWorker, Event, IllegalAction, Match, State, TabibitoError

from . import messages
from .plugins import GameUI

log = logging.getLogger(__name__)

NO_SEAT = -1  # how signals say "nobody" (Qt signals carry int, not None)


class _Decision(QUndoCommand):
    """One human decision on the undo stack; the match itself knows how to take it back.

    The decision is already applied when the command is pushed, so its first ``redo`` (which
    QUndoStack calls on push) does nothing.
    """

    def __init__(self, controller: MatchController, text: str) -> None:
        super().__init__(text)
        self._controller = controller
        self._pushed = False

    def redo(self) -> None:
        if self._pushed:
            self._controller._redo_in_match()
        self._pushed = True

    def undo(self) -> None:
        self._controller._undo_in_match()


class MatchController(QObject):
    changed = Signal(list)             # list[Event] just applied ([] after undo/redo/load/hand-off)
    shown_seat_changed = Signal(int)   # the seat whose private view the board shows (-1: none)
    game_over = Signal()
    error = Signal(str)                # a translated message (illegal click etc.)
    busy_changed = Signal(bool)        # a computer player is thinking
    handoff_changed = Signal(int)      # the seat the device must go to now (-1: no hand-off pending)
    undo_changed = Signal()            # can_undo()/can_redo() may have changed
    _bot_decided = Signal(int, int, object)  # epoch, seat, Future: emitted on the worker thread

    def __init__(self, match: Match, plugin: GameUI, *, bot_pause_ms: int = 0,
                 animation_factor: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = match
        self._plugin = plugin
        self.bot_pause_ms = bot_pause_ms
        self.animation_factor = animation_factor  # boards scale their motion by it; 0 = no motion
        self._stack = QUndoStack(self)
        self._worker = BotWorker()
        self._epoch = 0          # bumped whenever a pending bot decision becomes stale
        self._quiet = False      # while the stack is rebuilt its commands must not touch the match
        self._busy = False
        self._clock = QElapsedTimer()
        self._humans = tuple(i for i, seat in enumerate(match.seats) if seat.is_human)
        solo = self._humans[0] if len(self._humans) == 1 else None
        self._holder: int | None = solo   # the human holding the device
        self._shown: int | None = solo
        self._pending: int | None = None
        self._autosave_warned = False
        # A game that was already over when it was opened keeps its autosave: only a move made
        # here may end a game and so drop the autosave (see _finish).
        self._over_when_opened = match.is_over()
        self._bot_decided.connect(self._on_bot_decided, Qt.ConnectionType.QueuedConnection)

    # -- what boards read ----------------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self._match

    @property
    def plugin(self) -> GameUI:
        return self._plugin

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
    def human_seats(self) -> tuple[int, ...]:
        return self._humans

    @property
    def seat_names(self) -> list[str]:
        return [seat.name for seat in self._match.seats]

    @property
    def undo_stack(self) -> QUndoStack:
        return self._stack

    def view(self) -> State:
        return self._match.state.view(self._shown)

    def state(self) -> State:
        return self._match.state

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
        events = self._apply(seat, action)
        if events is None:
            return False
        self._stack.push(_Decision(self, str(action)))
        self._announce(events)
        self._advance()
        return True

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

    def refresh(self) -> None:
        """The match was changed behind the controller's back (screenshots, tests): catch up."""
        self._epoch += 1
        self._stack.clear()
        self._announce([])
        self._advance()

    def dispose(self) -> None:
        """Stop listening to bots; a decision still being computed is dropped."""
        self._epoch += 1
        self._worker.shutdown()

    def _refusal(self, seat: int, action: Action) -> TabibitoError | None:
        if self._busy:
            return TabibitoError(messages.BUSY)
        if self._pending is not None:
            return TabibitoError(messages.HANDOFF)
        if seat != self._shown:
            return IllegalAction("action.not_your_turn", seat=seat)
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
        """After any change: computer players first, then the next human, or the end."""
        if self._match.is_over():
            self._finish()
            return
        bots = self._match.bots_to_act()
        if bots:
            self._think(bots[0])
            return
        self._set_busy(False)
        self._pass_to(self._next_human())

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
        if seat is None:
            return
        if seat == self._holder or len(self._humans) <= 1:
            self._holder = seat
            self._set_pending(None)
            self._set_shown(seat)
            return
        self._set_shown(None)  # hide the previous player's hand before the device changes hands
        self._set_pending(seat)

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
        self._set_busy(True)
        epoch = self._epoch
        bot, view, legal, rng = self._match.bot_request(seat)
        self._clock.start()
        self._worker.submit(bot, view, legal, rng,
                            done=lambda future: self._bot_decided.emit(epoch, seat, future))

    def _on_bot_decided(self, epoch: int, seat: int, future: Future[Action]) -> None:
        if epoch != self._epoch:
            return  # undone, redone or replaced while the bot was thinking
        if future.cancelled() or future.exception() is not None:
            log.error("computer player failed", exc_info=None if future.cancelled()
                      else future.exception())
            self._set_busy(False)
            self.error.emit(self.message(TabibitoError(messages.BOT_FAILED)))
            return
        wait = self.bot_pause_ms - self._clock.elapsed()
        action = future.result()
        if wait > 0:
            QTimer.singleShot(wait, self, lambda: self._play_bot(epoch, seat, action))
        else:
            self._play_bot(epoch, seat, action)

    def _play_bot(self, epoch: int, seat: int, action: Action) -> None:
        if epoch != self._epoch:
            return
        events = self._apply(seat, action)
        if events is None or not self._match.bots_to_act():
            # Idle before announcing, so boards highlight the human's moves on this refresh.
            self._set_busy(False)
        if events is not None:
            self._announce(events)
            self._advance()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    # -- undo / redo ---------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self._stack.canUndo() and self._match.can_undo()

    def can_redo(self) -> bool:
        return self._stack.canRedo() and self._match.can_redo()

    def undo(self) -> None:
        if self.can_undo():
            self._stack.undo()
            self._after_jump()

    def redo(self) -> None:
        if self.can_redo():
            self._stack.redo()
            self._after_jump()

    # The commands call these from inside QUndoStack.undo()/redo(); the stack may only be
    # trimmed once that call has returned, hence the separate _after_jump.
    def _undo_in_match(self) -> None:
        if not self._quiet:
            self._jump(self._match.undo)

    def _redo_in_match(self) -> None:
        if not self._quiet:
            self._jump(self._match.redo)

    def _jump(self, step: Callable[[], bool]) -> None:
        self._epoch += 1  # a bot decision in flight belongs to the old timeline
        try:
            step()
        except OSError as problem:
            self._autosave_failed(problem)

    def _after_jump(self) -> None:
        self._announce([])
        self._advance()

    def _sync_stack(self) -> None:
        """Trim the stack to what the match can take back: the floor may have moved (a reveal, a
        hand-off), and a computer move after an undo ends what can be redone."""
        stack = self._stack
        done, count = stack.index(), stack.count()
        keep_done = done if self._match.can_undo() else 0
        keep_undone = count - done if self._match.can_redo() else 0
        if (keep_done, keep_undone) == (done, count - done):
            return
        texts = [stack.text(i) for i in range(count)]
        self._quiet = True
        try:
            stack.clear()
            for text in texts[:keep_done] + texts[done:done + keep_undone]:
                stack.push(_Decision(self, text))
            for _ in range(keep_undone):
                stack.undo()
        finally:
            self._quiet = False

    def _announce(self, events: list[Event]) -> None:
        self._sync_stack()
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

"""Where a learner stands in a tutorial, and what the lesson allows: no Qt, so that a game's tests
and the ``tutorial --auto`` check walk a tutorial exactly as the window does.

The window asks ``refusal`` before a move or a confirmation reaches the match and reports each
change back; the lesson index moves on only here. Refusals are keys (``NOT_NOW`` ...) or a
lesson's own ``why_not``; the window translates them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

from tabibito.engine import Action, Match, Registry, State

from ..forced import ForcedMoves
from ..plugin_api import CONFIRM, FREE, LEARNER, MOVE, READ, Lesson, Tutorial

# Why the learner may not do that now (keys the window translates).
READ_FIRST = "read_first"        # a move while the bubble only wants to be read
CONFIRM_FIRST = "confirm_first"  # a move while the lesson waits for the confirmation
MOVE_FIRST = "move_first"        # a confirmation before the lesson's move
NOT_NOW = "not_now"              # another legal move than the lesson's


@dataclass(frozen=True)
class Refusal:
    """A move the tutorial holds back: a shell key, or the lesson's own words (its context)."""

    key: str
    lesson_text: str | None = None


class Progress:
    """The lesson the learner is on; ``index == len(lessons)`` once the tutorial is over."""

    def __init__(self, tutorial: Tutorial, index: int = 0) -> None:
        self.tutorial = tutorial
        self.index = max(0, min(index, len(tutorial.lessons)))

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.lessons)

    @property
    def lesson(self) -> Lesson | None:
        return None if self.done else self.tutorial.lessons[self.index]

    @property
    def kind(self) -> str | None:
        lesson = self.lesson
        return None if lesson is None else lesson.kind

    # -- what the learner may do ---------------------------------------------------------------

    def refusal(self, view: State, action: Action) -> Refusal | None:
        """Why the lesson holds ``action`` back (it is legal: the rules said so first)."""
        lesson = self.lesson
        if lesson is None:
            return None  # the tutorial is over: the rest of the game is the learner's
        kind = lesson.kind
        if kind == READ:
            return Refusal(READ_FIRST)
        if kind == CONFIRM:
            return Refusal(CONFIRM_FIRST)
        if kind == MOVE and action in lesson.expect:
            return None
        if kind == FREE and lesson.accepts is not None and lesson.accepts(view, action):
            return None
        return Refusal(NOT_NOW, lesson.why_not)

    def confirm_refusal(self) -> Refusal | None:
        kind = self.kind
        if kind in (None, CONFIRM, FREE):
            return None
        return Refusal(MOVE_FIRST if kind == MOVE else READ_FIRST)

    # -- what happened -------------------------------------------------------------------------

    def read(self) -> bool:
        """The learner pressed Next; False when the lesson wants more than reading."""
        if self.kind != READ:
            return False
        self.index += 1
        return True

    def moved(self, view: State) -> None:
        """The learner's move (allowed by ``refusal``) was applied."""
        lesson = self.lesson
        if lesson is None:
            return
        if lesson.kind == MOVE or (lesson.kind == FREE and (lesson.until is None
                                                             or lesson.until(view))):
            self.index += 1

    def confirmed(self, view: State) -> None:
        if self.kind == CONFIRM:
            self.index += 1
        else:
            self.changed(view)

    def changed(self, view: State) -> None:
        """Any change (a computer player's move): a free lesson may have reached its end."""
        lesson = self.lesson
        if lesson is not None and lesson.kind == FREE and lesson.until is not None \
                and lesson.until(view):
            self.index += 1

    # -- playing it for the learner --------------------------------------------------------------

    def scripted_move(self, view: State, legal: list[Action]) -> Action | None:
        """The move the lesson asks for (the first of its moves; in free play the first legal
        move it accepts); None when no legal move fits, which is a fault of the script."""
        lesson = self.lesson
        if lesson is None:
            return None
        if lesson.kind == MOVE:
            return next((action for action in lesson.expect if action in legal), None)
        if lesson.kind == FREE:
            accepts = lesson.accepts
            return next((action for action in legal
                         if accepts is not None and accepts(view, action)), None)
        return None


def new_match(tutorial: Tutorial, registry: Registry, learner_name: str = "You",
              autosave: str | os.PathLike[str] | None = None) -> Match:
    """The tutorial's scripted game, as the window starts it: the learner's seat, left unnamed
    by the script, takes ``learner_name`` (the window's translated "You")."""
    seats = [replace(seat, name=seat.name or learner_name) for seat in tutorial.seats]
    match = Match(registry.get(tutorial.game), tutorial.options, seats, tutorial.seed,
                  setup=tutorial.setup, autosave=autosave, hold_resolution=True)
    return seat_players(match, tutorial)


def seat_players(match: Match, tutorial: Tutorial) -> Match:
    """``match`` (new or resumed) with the computer players whose moves the lessons pin."""
    for seat, player in tutorial.players.items():
        match.use_bot(seat, player)
    return match


def rehearse(tutorial: Tutorial, registry: Registry, max_moves: int = 5000) -> list[str]:
    """Walk ``tutorial`` as the ``--auto`` check does, without a window: every scripted move is
    checked legal and made, computer players move, confirmations are given (a forced move's
    resolution falls at once, by the controller's own ForcedMoves). The faults, each with
    its lesson's number (1-based); [] when the tutorial plays to its end."""
    match = new_match(tutorial, registry)
    progress = Progress(tutorial)
    moves = 0
    forced_moves = ForcedMoves()  # the controller's own rule for a forced move
    while not progress.done:
        number = progress.index + 1
        match.play_bots()
        view = match.state.view(LEARNER)
        progress.changed(view)
        if progress.done:
            break
        kind = progress.kind
        if kind == READ:
            progress.read()
            continue
        if kind == CONFIRM or (kind == FREE and match.resolution_held()):
            if not match.resolution_held():
                return [f"lesson {number}: waits for a confirmation, but nothing is held"]
            match.resolve()
            progress.confirmed(match.state.view(LEARNER))
            continue
        if match.is_over():
            return [f"lesson {number}: the game is over before the lesson's move"]
        if LEARNER not in match.state.to_act():
            return [f"lesson {number}: the learner has nothing to decide"]
        legal = match.state.legal_actions(LEARNER)
        action = progress.scripted_move(view, legal)
        if action is None:
            return [f"lesson {number}: none of its moves is legal now"]
        match.apply(LEARNER, action)
        if forced_moves.resolves_now(match, forced=len(legal) == 1):
            match.resolve()
        moves += 1
        if moves > max_moves:
            return [f"lesson {number}: free play never reaches its end"]
        progress.moved(match.state.view(LEARNER))
    return []

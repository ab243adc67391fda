"""The game log's lines as one seat may read them, made once for the window's pane and for
``tabibito replay --log``, so that the two never differ.

A line is the game's own words for an event (``GameUI.event_text``) with what the event did to
its seat's score, from the points ledger (``engine.ledger``): ``points`` the change, ``total``
the seat's score after it, both None where the line scores nothing. One decision reads as one
line: an event the game marks as leading up to the next line of the same seat
(``GameUI.folded_events``, "Anna stops at a village.") folds into that line as its detail;
with no such line after them, the leading lines fold into their last.

Every score change has a line, even one the reader may not see the event of (the event's own
neutral words, else its score item): the running totals then always add up.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabibito.engine import ledger

from ..plugin_api import LogContext

if TYPE_CHECKING:
    from tabibito.engine import Event, State

    from ..plugin_api import GameUI


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log: ``seat`` whose line (None: the table's, such as a card turned over),
    ``text`` the game's words, ``points`` and ``total`` its score change and the seat's score
    after it (None: it scores nothing). ``details``: the lines folded into it, oldest first;
    ``event``: the index of its event among the match's events."""

    seat: int | None
    text: str
    points: int | None = None
    total: int | None = None
    details: tuple[str, ...] = ()
    event: int = 0


@contextmanager
def worded_for(plugin: GameUI, state: State | None) -> Iterator[None]:
    """``plugin`` words events (``event_text``) as those of the game ``state`` is of, where a
    line needs more than its event (``LogContext``: Tokaido's road, Let's Go's walks): every
    caller gives its own table's state, so two tables shown at once each read their own game."""
    context = plugin if isinstance(plugin, LogContext) else None
    if context is not None:
        context.log_context(state)
    try:
        yield
    finally:
        if context is not None:
            context.log_context(None)


def log_lines(events: Sequence[Event], plugin: GameUI, seat_names: Sequence[str],
              viewer: int | None, state: State | None = None) -> list[LogLine]:
    """The log of ``events`` for ``viewer`` (None: the public view, as after the game), oldest
    first; ``state``: the game they are of (``worded_for``)."""
    with worded_for(plugin, state):
        return _lines(events, plugin, seat_names, viewer)


def _lines(events: Sequence[Event], plugin: GameUI, seat_names: Sequence[str],
           viewer: int | None) -> list[LogLine]:
    scored = {entry.index: entry for entry in ledger.entries(events, len(seat_names))}
    lines: list[LogLine] = []
    leading: list[LogLine] = []  # folded lines waiting for their seat's next line
    for index, event in enumerate(events):
        entry = scored.get(index)
        if entry is None and not event.visible_for(viewer):
            continue
        text = plugin.event_text(event, seat_names, viewer)
        if not text and entry is not None:
            text = f"{seat_names[entry.seat]}: {plugin.score_item(event)}"
        if not text:
            continue
        seat = entry.seat if entry is not None else _seat_of(event, len(seat_names))
        points, total = (entry.points, entry.total) if entry is not None else (None, None)
        line = LogLine(seat, text, points, total, (), index)
        if leading and leading[0].seat != seat:
            lines.append(_folded(leading[:-1], leading[-1]))  # no line of theirs followed
            leading = []
        if seat is not None and entry is None and event.kind in plugin.folded_events:
            leading.append(line)
            continue
        lines.append(_folded(leading, line))
        leading = []
    return [*lines, _folded(leading[:-1], leading[-1])] if leading else lines


def _folded(leading: Sequence[LogLine], line: LogLine) -> LogLine:
    """``line`` with the lines that led up to it as its details."""
    if not leading:
        return line
    return LogLine(line.seat, line.text, line.points, line.total,
                   tuple(lead.text for lead in leading), line.event)


def _seat_of(event: Event, seats: int) -> int | None:
    # Whose event: its seat, or the pawn that moved (Tokaido's pawns are numbered as the seats;
    # the neutral traveller's, past them, is no seat's).
    seat = event.params.get(ledger.SEAT, event.params.get("pawn"))
    return seat if isinstance(seat, int) and 0 <= seat < seats else None


def since_last_turn(lines: Sequence[LogLine], seat: int) -> list[LogLine]:
    """The others' lines since ``seat``'s last one (its last decision); all of them before its
    first."""
    start = next((at + 1 for at in range(len(lines) - 1, -1, -1) if lines[at].seat == seat), 0)
    return [line for line in lines[start:] if line.seat != seat]


def gains(lines: Sequence[LogLine]) -> dict[int, int]:
    """Each seat's points among ``lines``, for the seats that scored, in seat order."""
    sums: dict[int, int] = {}
    for line in lines:
        if line.seat is not None and line.points is not None:
            sums[line.seat] = sums.get(line.seat, 0) + line.points
    return dict(sorted(sums.items()))


def signed(points: int) -> str:
    """Points with their sign, as the log shows them: "+3", "−2" (a true minus sign), "0"."""
    if points > 0:
        return f"+{points}"
    return f"−{-points}" if points < 0 else "0"

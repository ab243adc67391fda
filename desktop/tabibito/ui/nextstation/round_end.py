"""The end of a round as a moment: a short summary over the board when a pencil's line is done.

"Line 1 (blue): 5 districts × 4 = 20 points", then what else the line brought (interchanges,
tourist stamps, shared objectives met) and the pencil of the next line. With several players
it is the summary of the sheet on the screen, with the other players' line scores under it:
every sheet is public and one screen is shared, so one summary tells every player their
figure at once, where one per seat would stop the table four times at every round's end.

It plays on the table's animation queue, so it follows the Animations setting (none when off,
shorter when fast) and holds back the next computer move only while it shows; a click or a key
closes it at once, and the board under it takes clicks all the while. The round's bell rings
as the summary first shows, not as the line is counted (the stroke still being drawn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from tabibito.engine import Event
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import NextStationState

from ..kit import sound, style
from ..kit.animation import FirstFrame, animate
from ..kit.i18n import fill
from ..kit.sound_cues import Cue
from . import texts

if TYPE_CHECKING:
    from ..plugin_api import Table

SUMMARY_MS = 1800  # at normal speed: long enough to read the line's score and what came with it


@dataclass(frozen=True)
class RoundFacts:
    """What a round brought one sheet: its line's score and what that line added."""

    round: int  # the round that ended, from 0
    pencil: str
    districts: int
    most: int
    points: int
    interchanges: int  # stations where the line made 3 or more lines meet
    stamps: int  # tourist stamps earned by it
    objectives: int  # shared objectives it met
    next_pencil: str | None  # the pencil of the next round (None: the game is over)
    others: tuple[tuple[int, int], ...]  # the other seats' (seat, line points) this round


def round_facts(state: NextStationState, seat: int, events: list[Event]) -> RoundFacts | None:
    """The round that ``events`` ended, as ``seat``'s sheet saw it (None: no round ended)."""
    scored = {event.params.get("seat"): event.params for event in events
              if event.kind == "line_scored"}
    own = scored.get(seat)
    if own is None:
        return None
    lines = state.sheet(seat).lines_in_order()
    finished = next((index for index, line in enumerate(lines)
                     if line.pencil == own.get("pencil")), None)
    if finished is None:
        return None
    before = lines[:finished] + lines[finished + 1:]
    tokyo = state.map
    at_before = scoring.lines_at_stations(tokyo, before)
    at_after = scoring.lines_at_stations(tokyo, lines)
    over = state.is_over()
    return RoundFacts(
        round=finished, pencil=str(own.get("pencil")), districts=int(own.get("districts", 0)),
        most=int(own.get("most", 0)), points=int(own.get("points", 0)),
        interchanges=_meetings(at_after) - _meetings(at_before),
        stamps=len(scoring.stamped_districts(tokyo, at_after))
        - len(scoring.stamped_districts(tokyo, at_before)),
        objectives=len(scoring.achieved_objectives(tokyo, lines, state.objectives, at_after))
        - len(scoring.achieved_objectives(tokyo, before, state.objectives, at_before)),
        next_pencil=None if over else state.pencil(seat),
        others=tuple((other, int(params.get("points", 0)))
                     for other, params in sorted(scored.items())
                     if isinstance(other, int) and other != seat))


def _meetings(lines_at: Mapping[str, int]) -> int:
    """The stations where 3 or more lines meet (the green loop counts as one)."""
    least = min(scoring.INTERCHANGE_POINTS)
    return sum(1 for count in lines_at.values() if count >= least)


def summary_lines(facts: RoundFacts, seat_names: Sequence[str]) -> list[str]:
    """The summary's lines under its heading, in the language shown."""
    lines = [fill(texts.PLURALS.round_line(facts.districts), facts.round + 1,
                  texts.pencil_name(facts.pencil), facts.most, facts.points)]
    for count, words in ((facts.interchanges, texts.PLURALS.new_interchanges),
                         (facts.stamps, texts.PLURALS.new_stamps),
                         (facts.objectives, texts.PLURALS.objectives_met)):
        if count > 0:
            lines.append(words(count))
    if facts.others:
        others = " · ".join(f"{seat_names[seat]} {points}"
                            for seat, points in facts.others if seat < len(seat_names))
        lines.append(f"{texts.others_title()} {others}")
    if facts.next_pencil is not None:
        lines.append(fill(texts.next_pencil_text(), facts.round + 2,
                          texts.pencil_name(facts.next_pencil)))
    return lines


class RoundSummary(FirstFrame, QFrame):
    """The summary card over the board's view; see the module docstring."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("nextStationRoundSummary")
        self.setStyleSheet(
            f"QFrame#nextStationRoundSummary {{ background: {style.CARD};"
            f" border: 3px solid {style.INK}; border-radius: 14px; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 12)
        layout.setSpacing(6)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading = self.title.font()
        heading.setBold(True)
        heading.setPointSizeF(heading.pointSizeF() * 1.5)
        self.title.setFont(heading)
        self.body = QLabel()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        font = self.body.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.body.setFont(font)
        self.skip = QLabel()
        self.skip.setProperty("role", "subtle")
        self.skip.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.title, self.body, self.skip):
            layout.addWidget(label)
        self.hide()

    def say(self, facts: RoundFacts, seat_names: Sequence[str]) -> None:
        self.title.setText(fill(texts.round_over_title(), facts.round + 1))
        self.body.setText("\n".join(summary_lines(facts, seat_names)))
        self.skip.setText(texts.skip_text())
        parent = self.parentWidget()
        room = parent.rect() if parent is not None else self.rect()
        width = min(room.width() - 40, max(360, self.fontMetrics().averageCharWidth() * 52))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(room.center().x() - self.width() // 2, room.center().y() - self.height() // 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.shown_now()
        super().paintEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a click on the summary closes it, and never reaches the board under it


class RoundEnd(QObject):
    """Shows a ``RoundSummary`` over ``view`` when a round ends on the sheet ``seat_of()`` names;
    a click or a key anywhere closes it (and the queued motion jumps to its end).

    It lives as long as its board (``owner``), not as long as the view, which the shell keeps
    for the next game: a new game on the same window left the old summary and its table on the
    view, where the next game's summary was looked for in vain."""

    def __init__(self, table: Table, view: QWidget, owner: QObject) -> None:
        super().__init__(owner)
        self.table = table
        self.summary = RoundSummary(view)
        self.destroyed.connect(self.summary.deleteLater)

    def show_round(self, state: NextStationState, seat: int, events: list[Event]) -> None:
        facts = round_facts(state, seat, events)
        if facts is None or facts.next_pencil is None:  # the final scores are the game's moment
            return
        self.summary.say(facts, tuple(self.table.seat_names))
        if (director := sound.director_of(self.summary)) is not None:
            director.leave_to_moment(Cue.ROUND_END)  # rung as the summary shows (``_show``)
        # After the motion the same change queues (the stroke, the count, the new card): the
        # summary comes once the line is counted.
        QTimer.singleShot(0, self, lambda: animate(self.table, SUMMARY_MS, self._show))

    def _show(self, progress: float) -> None:
        showing = 0.0 < progress < 1.0
        if showing == self.summary.isVisible():
            return
        app = QCoreApplication.instance()
        if showing:
            self.summary.first_frame = self._ring
            self.summary.show()
            self.summary.raise_()
            if app is not None:
                app.installEventFilter(self)
        else:
            self.summary.hide()
            if app is not None:
                app.removeEventFilter(self)

    def _ring(self) -> None:
        if (director := sound.director_of(self.summary)) is not None:
            director.play(Cue.ROUND_END)

    def skip(self) -> None:
        """Close the summary now: the rest of the queued motion shows its end at once."""
        if self.summary.isVisible():
            queue = getattr(self.table, "animations", None)
            if queue is not None:
                queue.finish_all()
            self._show(1.0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut either: the key press comes here, below
            return True
        if kind == QEvent.Type.KeyPress:
            self.skip()
            return True  # the key that closes the summary does nothing else
        if kind == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget):
            on_summary = isinstance(watched, QWidget) and (
                watched is self.summary or self.summary.isAncestorOf(watched))
            self.skip()
            return on_summary  # a click on the board acts there too
        return False

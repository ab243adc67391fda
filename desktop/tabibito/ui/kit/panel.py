"""What every game's side panel is built on: listening to the table (``watch``), a click guard
for a decision that just changed (``DecisionGuard``), and the panel itself (``PanelBase``): the
action bar's parts, refresh on every change, and the table's word on a refused move.

The panel re-projects the table on every change: it keeps keys into the state, never a copy.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from functools import partial
from inspect import ismethod
from typing import TYPE_CHECKING
from weakref import WeakMethod, ref

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QWidget

from tabibito.engine import Action

from ..plugin_api import BarParts
from . import words
from .action_bar import HintLabel
from .relabel import Relabelled

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from tabibito.engine import Event

    from ..plugin_api import Table

Slot = Callable[..., object]

# A click this soon after the decision changed was meant for the one before: the second click
# of a double-click on "Next card" must not pass the card it turned up, nor one on "Open the
# market" leave the market at once.
DECISION_GUARD_MS = 400


def _itself(slot: Slot) -> Slot:
    return slot


class Watch:
    """The table's signals one listener is connected to (``watch``); ``stop`` lets them go.

    It keeps its listener's bound methods weakly: a listener holding its Watch would otherwise
    be in a reference cycle, which Python's collector frees at any moment, even while Qt walks
    the listener's widgets (a crash); without one a closed panel is deleted as soon as it is
    let go. Any other callable (a function put in a method's place) is kept as it is."""

    def __init__(self, connections: list[tuple[SignalInstance, Slot]]) -> None:
        self._connections: list[tuple[SignalInstance, Callable[[], Slot | None]]] = []
        for signal, slot in connections:
            signal.connect(slot)
            kept = WeakMethod(slot) if ismethod(slot) else partial(_itself, slot)
            self._connections.append((signal, kept))

    def stop(self) -> None:
        for signal, reference in self._connections:
            slot = reference()
            if slot is not None:
                signal.disconnect(slot)
        self._connections = []


def watch(table: Table, *, changed: Slot | None = None, state: Slot | None = None,
          undo: Slot | None = None, busy: Slot | None = None, handoff: Slot | None = None,
          shown_seat: Slot | None = None, game_over: Slot | None = None,
          error: Slot | None = None) -> Watch:
    """Connect a listener's bound methods to the table's signals: ``changed`` gets the events
    just applied; ``state`` is for everything else that may change what the listener shows (what
    can be undone, a computer player thinking, a hand-off, the seat shown, the end of the game),
    unless one of them has its own method; ``error`` gets the table's refusals in words.

    Bound methods, never lambdas: Qt lets them go with their object when it is deleted, so a
    panel closed with its match is never called again."""
    chosen = ((table.changed, changed), (table.undo_changed, undo or state),
              (table.busy_changed, busy or state), (table.handoff_changed, handoff or state),
              (table.shown_seat_changed, shown_seat or state), (table.game_over, game_over or state),
              (table.error, error))
    return Watch([(signal, slot) for signal, slot in chosen if slot is not None])


class DecisionGuard:
    """Whether a click is meant for the decision on screen: for DECISION_GUARD_MS after the
    decision changed (``note`` says what it is now) a click is taken for the one before.

    ``clock`` says the time in milliseconds, monotonic (never set back with the wall clock);
    tests put their own in to step it."""

    def __init__(self, clock: Callable[[], float] | None = None) -> None:
        self._decision: Hashable | None = None
        self.clock = clock or _monotonic_ms
        self._since: float | None = None

    def note(self, decision: Hashable) -> bool:
        """What is being decided now (a key that changes with the decision); True when it is
        another decision than the one noted before."""
        if decision == self._decision:
            return False
        self._decision = decision
        self._since = self.clock()
        return True

    def passed(self) -> bool:
        return self._since is None or self.clock() - self._since >= DECISION_GUARD_MS


def scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    """The scroll area ``widget`` lies in (the shell's side column), or None."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QAbstractScrollArea):
        area = area.parentWidget()
    return area


class ScrollView(QObject):
    """Follows the scroll view ``widget`` lies in (``area``, the shell's side column): calls
    ``changed`` when another view holds it (``find``, on a new parent or a show) and whenever
    the view is resized."""

    def __init__(self, widget: QWidget, changed: Callable[[], object]) -> None:
        super().__init__(widget)
        # Weakly: this object is the widget's child, so a strong reference back would keep the
        # widget alive (through Qt's ownership, out of Python's sight) once its owner lets go.
        self._widget = ref(widget)
        self._changed = WeakMethod(changed) if ismethod(changed) else (lambda: changed)
        self.area: QAbstractScrollArea | None = None
        self._viewport: QWidget | None = None

    def find(self) -> None:
        widget = self._widget()
        area = None if widget is None else scroll_area_around(widget)
        if area is self.area:
            return
        if self._viewport is not None:
            self._viewport.removeEventFilter(self)
        self.area = area
        self._viewport = None if area is None else area.viewport()
        if self._viewport is not None:
            self._viewport.installEventFilter(self)
        self._call_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first, and the viewport as remembered: while the scroll area is
        # being destroyed its viewport still sends events (its children removed) through this
        # filter, and asking the half-destroyed area for its viewport then is not safe.
        if event.type() == QEvent.Type.Resize and watched is self._viewport:
            self._call_changed()
        return False

    def _call_changed(self) -> None:
        changed = self._changed()
        if changed is not None:
            changed()


def height_at(widget: QWidget, width: int) -> int:
    """``widget``'s height at ``width``, as its layout would make it now."""
    layout = widget.layout()
    if layout is not None:
        if layout.hasHeightForWidth():
            return layout.totalHeightForWidth(width)
        return layout.totalSizeHint().height()
    return widget.sizeHint().height()


def _monotonic_ms() -> float:
    return time.monotonic() * 1000.0


class PanelBase(Relabelled, QWidget):
    """A game's side panel: the table it shows, the parts it lends the shell's action bar (what
    to do now, the main action, Undo) and a ``refresh`` on every change of the table.

    A subclass builds its widgets, then calls ``watch_table``; it defines ``refresh`` (re-project
    the table), ``press_main`` (the main button) and ``undo_help`` (Undo's tooltip), and may
    take the events of a change (``on_changed``) or a change of the seat shown
    (``on_shown_seat``) for itself."""

    MAIN_NAME = "panelMain"  # the buttons' object names (a game's own: tests find them by it)
    UNDO_NAME = "panelUndo"

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._watch: Watch | None = None
        # Parented here, laid out in the shell's action bar (``bar_parts``).
        self.hint = HintLabel(parent=self)
        self.main_button = QPushButton(self)
        self.main_button.setObjectName(self.MAIN_NAME)
        self.main_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.main_button.clicked.connect(self.press_main)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName(self.UNDO_NAME)
        self.undo_button.clicked.connect(self.undo)
        for button in (self.main_button, self.undo_button):
            # Reached by Tab, never kept by a click: the keyboard stays on the board, where
            # Space and Enter cannot press a button that has meanwhile changed its meaning.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for widget in (self.hint, self.main_button, self.undo_button):
            widget.hide()  # until the bar shows them

    def watch_table(self) -> None:
        """Listen to the table from now on (once the panel's widgets are built)."""
        self._watch = watch(self.table, changed=self.on_changed, state=self.refresh,
                            shown_seat=self.on_shown_seat)

    # -- what the shell asks -------------------------------------------------------------------

    def bar_parts(self) -> BarParts:
        """The hint, the main button and Undo, for the shell's pinned action bar
        (``ActionSource``)."""
        return BarParts(self.main_button, (self.undo_button,), self.hint)

    # -- reacting to the table -----------------------------------------------------------------

    def refresh(self) -> None:
        """Re-project the table: every widget from ``table.view()``."""
        raise NotImplementedError

    def on_changed(self, events: list[Event]) -> None:
        """The events just applied ([] after undo, load or hand-off: nothing to show moving)."""
        self.refresh()

    def on_shown_seat(self, seat: int) -> None:
        self.refresh()

    def show_bar_buttons(self, shown: bool) -> None:
        """The main button and Undo in the bar, or none at all (a finished game has nothing
        to press and nothing to take back)."""
        for button in (self.main_button, self.undo_button):
            button.setVisible(shown)

    # -- the buttons ---------------------------------------------------------------------------

    def press_main(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        if self.table.can_undo():
            self.table.undo()

    def submit(self, seat: int | None, action: Action | None) -> bool:
        """Play ``action`` for ``seat``; a refused one changes nothing and the table says why
        (over the board, or in a lesson's bubble)."""
        if seat is None or action is None:
            return False
        return self.table.submit(seat, action)

    def refusal(self, action: Action) -> str | None:
        """Why the shown seat cannot play ``action`` now, in words; None: it can."""
        seat = self.table.shown_seat
        if seat is None:
            return None
        return self.table.explain(seat, action)

    # -- language ------------------------------------------------------------------------------

    def undo_help(self) -> str:
        raise NotImplementedError

    def retranslate(self) -> None:
        self.undo_button.setText(words.undo())
        self.undo_button.setToolTip(self.undo_help())
        self.refresh()

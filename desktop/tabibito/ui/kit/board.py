"""The board scene every game's board builds on, and the items a player clicks on it.

A board projects ``table.view()`` (it keeps no copy of the state) and projects it again whenever
the table changes. What it offers a click now, its targets (each known by a key into the state),
is lit and pulses. The mouse and the keyboard act through one method, ``activate(key)``: a click
released on a ``ClickableItem``, or Enter/Space on the target the keyboard cursor is on (the
arrows and Tab move the cursor, Escape backs out). Whatever the player points at, with the mouse
or the keyboard, the board explains beside it (``point_at``): one hover card at a time, for the
item pointed at last; a refused click says why in the rules' own words (``refusal_reason``) and
flashes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)
from shiboken6 import isValid

from .animation import animate

if TYPE_CHECKING:
    from tabibito.engine import Action, Event

    from ..plugin_api import Table

K = TypeVar("K")
# Items taken off the board wait here until the event that removed them is over: an item may be
# removed by its own click (the move it makes re-projects the board).
_RETIRED: list[QGraphicsItem] = []

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1)}
TABS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
PULSE_MS = 1100  # a lit target's glow: up and down again
FLASH_MS = 650  # a refused click: the item flashes and fades
FIT_MARGIN = 12  # scene units of air the view leaves around the board (board_view.BoardView)


def table_object(table: Table) -> QObject:
    """The table as the QObject it is (plugin_api.Table): what a match's board and helpers are
    parented to, so that they end with the match."""
    if not isinstance(table, QObject):
        raise TypeError(f"a table is a QObject, not {type(table).__name__}")
    return table


def unparent(item: QGraphicsItem) -> None:
    """Make ``item`` a top-level item of its scene again."""
    item.setParentItem(None)  # type: ignore[arg-type]  # PySide's stub forgets that None is allowed


def retire(item: QGraphicsItem) -> None:
    """Take ``item`` off the board now; it is deleted once control is back in the event loop
    (it may be the item whose click is being handled)."""
    item.hide()
    if item.parentItem() is not None:
        unparent(item)
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
    if not _RETIRED:
        QTimer.singleShot(0, _bury)
    _RETIRED.append(item)


def _bury() -> None:
    _RETIRED.clear()


class ClickableItem(QGraphicsObject, Generic[K]):
    """A board item the player clicks, known by ``key``: a left press and release on its shape
    activate it on its board, and hovering it points at it (the board explains it beside it).

    It shows what the board tells it: ``lit`` (a target now; ``pulse`` 0..1 while lit), the
    keyboard cursor (``focused``), the mouse over it (``hovered``) and a refused click (``flash``
    from 1 fading to 0). Outside a ``BoardSceneBase`` (a rules picture) it only paints."""

    def __init__(self, key: K, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.lit = False
        self.pulse = 1.0
        self.focused = False
        self.hovered = False
        self.flash = 0.0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def board(self) -> BoardSceneBase[K] | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardSceneBase) else None

    # -- what the board sets -------------------------------------------------------------------

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.pulse = 1.0  # lit again later with the pulse at rest, it is lit in full
            self.setCursor(Qt.CursorShape.PointingHandCursor if lit
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_pulse(self, value: float) -> None:
        self.pulse = value
        if self.lit:
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_flash(self, value: float) -> None:
        self.flash = value
        self.update()

    # -- the mouse -----------------------------------------------------------------------------

    def clicked(self) -> None:
        """What a click on the item does: its board activates its key."""
        board = self.board()
        if board is not None:
            board.activate(self.key)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(event.pos()):
            self.clicked()
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(False)
        super().hoverLeaveEvent(event)

    def set_hovered(self, entered: bool) -> None:
        """The mouse entered or left the item: its board points at it, or away."""
        self.hovered = entered
        self.update()
        board = self.board()
        if board is not None:
            board.hover(self, entered)


class BoardSceneBase(QGraphicsScene, Generic[K]):
    """A game's board; see the module docstring. A game's board implements ``refresh`` and
    ``retranslate`` (plugin_api.BoardScene), and for its targets ``focusable``, ``target_item``,
    ``activate``, ``lit_items`` and ``point_at``/``point_away``, and calls ``targets_changed``
    whenever it has lit other targets."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else table_object(table))
        self.table = table
        self.key_focus: K | None = None  # the target the keyboard cursor is on
        self._hovered: ClickableItem[K] | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._on_pulse)
        table.changed.connect(self._on_changed)
        # Bound methods, not lambdas: Qt drops them with this object when the match is closed.
        table.shown_seat_changed.connect(self._on_table_state)
        table.busy_changed.connect(self._on_table_state)
        table.handoff_changed.connect(self._on_table_state)

    # -- what a game's board implements --------------------------------------------------------

    def refresh(self) -> None:
        """Project ``table.view()`` again (plugin_api.BoardScene)."""
        raise NotImplementedError

    def arrange_for(self, room: QSizeF) -> None:
        """The view is about to fit the board into ``room`` (its viewport, in pixels): a board
        with more than one shape takes the one that suits it (its scene rectangle). Nothing by
        default."""

    def retranslate(self) -> None:
        """Re-label every item in the new language (plugin_api.BoardScene)."""
        raise NotImplementedError

    def focusable(self) -> list[K]:
        """The targets the keyboard cursor visits, in the order Tab takes them."""
        raise NotImplementedError

    def target_item(self, key: K) -> ClickableItem[K] | None:
        """The item showing ``key`` now, or None."""
        raise NotImplementedError

    def activate(self, key: K) -> None:
        """What a click on ``key``'s item does; Enter on it does the same."""
        raise NotImplementedError

    def lit_items(self) -> Sequence[ClickableItem[K]]:
        """The items lit for a click now: they pulse."""
        return ()

    def point_at(self, item: ClickableItem[K]) -> None:
        """The player points at ``item``: say beside it what it is, what a click on it does or
        why it cannot be clicked now."""

    def point_away(self) -> None:
        """Nothing is pointed at any more: put the hover card away."""

    # -- the table -----------------------------------------------------------------------------

    def view(self) -> Any:
        """The shown seat's view of the state: what the board may project (its own game's state,
        which the board reads by its attributes)."""
        return self.table.view()

    def _on_changed(self, events: list[Event]) -> None:
        self.refresh()

    def _on_table_state(self, _value: object) -> None:
        self.refresh()

    def targets_changed(self) -> None:
        """After the board lit other targets: the keyboard cursor stays on its target if that is
        still one, the lit items pulse, and what is pointed at is explained anew."""
        if self.key_focus is not None:
            if self.key_focus in self.focusable():
                self._show_focus(self.key_focus, True)
            else:
                self.set_key_focus(None)
        self._update_pulse()
        self.point_again()

    def refusal_reason(self, seat: int | None, action: Action) -> str:
        """Why ``seat`` may not take ``action`` now, in the rules' words ("" when it may)."""
        return (self.table.explain(seat, action) or "") if seat is not None else ""

    def flash(self, item: ClickableItem[Any]) -> None:
        """A refused click: the item flashes and fades."""

        def show(value: float) -> None:
            if isValid(item):  # the move of another seat may have taken it off the board
                item.set_flash(value)

        animate(self.table, FLASH_MS, lambda progress: show(1.0 - progress),
                easing=QEasingCurve.Type.InQuad, done=lambda: show(0.0))

    # -- pulse ---------------------------------------------------------------------------------

    def _update_pulse(self) -> None:
        wanted = bool(self.lit_items()) and self.table.animation_factor > 0
        if wanted and self._pulse.state() != QVariantAnimation.State.Running:
            self._pulse.start()
        elif not wanted:
            self._pulse.stop()
            self._on_pulse(1.0)

    @property
    def pulsing(self) -> bool:
        return self._pulse.state() == QVariantAnimation.State.Running

    def _on_pulse(self, value: float) -> None:
        for item in self.lit_items():
            item.set_pulse(float(value))

    # -- pointing: the mouse and the keyboard --------------------------------------------------

    @property
    def hovered(self) -> K | None:
        """The key of the item under the mouse, or None."""
        item = self._hovered_item()
        return item.key if item is not None else None

    def _hovered_item(self) -> ClickableItem[K] | None:
        item = self._hovered
        if item is not None and (not isValid(item) or item.scene() is not self):
            self._hovered = item = None  # taken off the board while the mouse was on it
        return item

    def hover(self, item: ClickableItem[K], entered: bool) -> None:
        """The mouse entered or left ``item``."""
        if entered:
            self._hovered = item
            self.point_at(item)
        elif self._hovered is item:
            self._hovered = None
            self.point_again()

    def point_again(self) -> None:
        """Explain again what is pointed at: the item under the mouse, else the keyboard's."""
        item = self._hovered_item()
        if item is None and self.key_focus is not None:
            item = self.target_item(self.key_focus)
        if item is not None:
            self.point_at(item)
        else:
            self.point_away()

    # -- the keyboard --------------------------------------------------------------------------
    #
    # Arrows and Tab move the cursor over the targets; Enter or Space activate the one it is on.
    # With the cursor on none the board leaves Enter and Space alone: they belong to the shell's
    # main action (Confirm, Pass, Next card).

    def keyboard_item(self) -> QGraphicsItem | None:
        """The item the keyboard cursor is on (plugin_api.KeyboardItem): F1 opens its rules."""
        return self.target_item(self.key_focus) if self.key_focus is not None else None

    def set_key_focus(self, key: K | None) -> None:
        """Put the keyboard cursor on ``key`` (None: on no target) and explain it."""
        if self.key_focus is not None:
            self._show_focus(self.key_focus, False)
        self.key_focus = key
        if key is None:
            return
        item = self._show_focus(key, True)
        if item is not None:
            self.point_at(item)

    def _show_focus(self, key: K, focused: bool) -> ClickableItem[K] | None:
        item = self.target_item(key)
        if item is not None:
            item.set_focused(focused)
        return item

    def activate_by_key(self, key: K) -> None:
        """Enter or Space on the target the cursor is on: what a click on it does."""
        self.activate(key)

    def can_back_out(self) -> bool:
        """Whether Escape has something to take back: by default the cursor itself."""
        return self.key_focus is not None

    def back_out(self) -> None:
        """Escape: the cursor leaves the targets."""
        self.set_key_focus(None)
        self.point_again()

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent):
            if event.type() == QEvent.Type.ShortcutOverride and self._wants_key(event):
                event.accept()  # the key is the board's: no shortcut may take it
                return True
            if event.type() == QEvent.Type.KeyPress and event.key() in TABS:
                forward = event.key() == Qt.Key.Key_Tab and not (
                    event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                if self._tab(forward):
                    event.accept()
                    return True
                event.ignore()  # past the last target: the focus leaves the board
                return False
        return super().event(event)

    def _wants_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in ACTIVATE_KEYS:
            return self.key_focus is not None
        if key == Qt.Key.Key_Escape:
            return self.can_back_out()
        return key in ARROWS and bool(self.focusable())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in ACTIVATE_KEYS and self.key_focus is not None:
            self.activate_by_key(self.key_focus)
        elif key == Qt.Key.Key_Escape and self.can_back_out():
            self.back_out()
        elif key in ARROWS and self.focusable():
            self._move_key_focus(*ARROWS[key])
        else:
            event.ignore()
            return
        event.accept()

    def _tab(self, forward: bool) -> bool:
        order = self.focusable()
        if not order:
            return False
        if self.key_focus not in order:
            self.set_key_focus(order[0 if forward else -1])
            return True
        index = order.index(self.key_focus) + (1 if forward else -1)
        if not 0 <= index < len(order):
            self.set_key_focus(None)
            self.point_again()
            return False
        self.set_key_focus(order[index])
        return True

    def _move_key_focus(self, dx: int, dy: int) -> None:
        order = self.focusable()
        if self.key_focus not in order:  # onto the first target, or going back the last
            self.set_key_focus(order[0 if dx + dy > 0 else -1])
            return
        step = self.next_target(self.key_focus, dx, dy, order)
        if step is not None:
            self.set_key_focus(step)

    def next_target(self, key: K, dx: int, dy: int, order: list[K]) -> K | None:
        """Where an arrow takes the cursor from ``key``: to the nearest target in its direction
        (None: there is none)."""
        here = self._centre(key)
        if here is None:
            return None

        def cost(other: K) -> float:
            there = self._centre(other)
            if there is None:
                return math.inf
            delta = there - here
            along = delta.x() * dx + delta.y() * dy
            across = abs(delta.x() * dy - delta.y() * dx)
            return math.inf if along <= 0 else along + 2 * across

        best = min(order, key=cost)
        return best if cost(best) < math.inf else None

    def _centre(self, key: K) -> QPointF | None:
        """Where a target lies, in scene coordinates, whether it is grown or not."""
        item = self.target_item(key)
        if item is None:
            return None
        middle = item.pos() + item.boundingRect().center()
        parent = item.parentItem()
        return parent.mapToScene(middle) if parent is not None else middle

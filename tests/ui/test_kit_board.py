"""The kit's board scene on a board of three dots (a, b to its right, c below a), over the test
game's table: the keyboard cursor (arrows to the nearest target that way, Tab in order and out
past the last, Enter activates, Escape backs out), a click on an item activates it, what is
pointed at is explained, a refresh keeps the cursor only on a target still lit, and lit targets
pulse only while motion is on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tabibito.engine import Match, Seat
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.board import BoardSceneBase, ClickableItem
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.toy_ui import PLUGIN as TOY_UI

PLACES = {"a": QPointF(0, 0), "b": QPointF(100, 0), "c": QPointF(0, 100)}


class Dot(ClickableItem[str]):
    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, 20, 20)

    def paint(self, painter, option, widget=None) -> None:
        pass


class DotBoard(BoardSceneBase[str]):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.dots = {}
        for key, place in PLACES.items():
            dot = Dot(key)
            dot.setPos(place)
            self.addItem(dot)
            self.dots[key] = dot
        self.lit = set(PLACES)
        self.activated: list[str] = []
        self.pointed: list[str | None] = []
        self.refresh()

    def refresh(self) -> None:
        for key, dot in self.dots.items():
            dot.set_lit(key in self.lit)
        self.targets_changed()

    def retranslate(self) -> None:
        pass

    def focusable(self) -> list[str]:
        return sorted(self.lit)

    def target_item(self, key: str) -> Dot | None:
        return self.dots.get(key)

    def activate(self, key: str) -> None:
        self.activated.append(key)

    def lit_items(self) -> list[Dot]:
        return [self.dots[key] for key in self.focusable()]

    def point_at(self, item) -> None:
        self.pointed.append(item.key)

    def point_away(self) -> None:
        self.pointed.append(None)


@pytest.fixture
def board(qtbot):
    match = Match(TOY_GAME, {}, [Seat("Aiko"), Seat("Bence", "easy")], 1)
    table = MatchController(match, TOY_UI, animation_factor=0.0)
    made = DotBoard(table)
    yield made
    table.dispose()


def press(board: DotBoard, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
    """Send ``key`` to the board as a view does: the shortcut check, then the key. Whether the
    board claimed the key at the shortcut check."""
    override = QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers)
    override.ignore()
    QApplication.sendEvent(board, override)
    QApplication.sendEvent(board, QKeyEvent(QEvent.Type.KeyPress, key, modifiers))
    return override.isAccepted()


def test_the_arrows_go_to_the_nearest_target_that_way_and_enter_activates(board):
    assert not press(board, Qt.Key.Key_Return)  # no cursor yet: Enter is the shell's
    assert board.activated == []
    assert press(board, Qt.Key.Key_Right)
    assert board.key_focus == "a" and board.dots["a"].focused
    press(board, Qt.Key.Key_Right)
    assert board.key_focus == "b" and not board.dots["a"].focused
    press(board, Qt.Key.Key_Right)  # nothing further right: the cursor stays
    assert board.key_focus == "b"
    press(board, Qt.Key.Key_Left)
    press(board, Qt.Key.Key_Down)
    assert board.key_focus == "c" and board.pointed[-1] == "c"
    assert press(board, Qt.Key.Key_Return)
    assert board.activated == ["c"]
    assert press(board, Qt.Key.Key_Escape)
    assert board.key_focus is None and board.pointed[-1] is None
    assert not press(board, Qt.Key.Key_Escape)  # nothing to back out of: the shell's key


def test_tab_goes_in_order_and_leaves_past_the_last(board):
    for key in ("a", "b", "c"):
        press(board, Qt.Key.Key_Tab)
        assert board.key_focus == key
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)
    assert not board.event(event)  # past the last: the focus leaves the board
    assert board.key_focus is None
    press(board, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert board.key_focus == "c"


def test_a_click_activates_and_a_refresh_keeps_the_cursor_only_on_a_lit_target(board):
    board.dots["b"].clicked()
    assert board.activated == ["b"]
    board.set_key_focus("c")
    board.lit = {"a", "c"}
    board.refresh()
    assert board.key_focus == "c" and board.dots["c"].focused
    board.lit = {"a"}
    board.refresh()
    assert board.key_focus is None and not board.dots["c"].focused
    assert not board.dots["b"].lit and board.dots["a"].lit


def test_the_mouse_over_an_item_is_explained_before_the_cursor(board):
    board.set_key_focus("a")
    board.hover(board.dots["b"], True)
    assert board.hovered == "b" and board.pointed[-1] == "b"
    board.hover(board.dots["b"], False)  # the mouse left: the cursor's target again
    assert board.hovered is None and board.pointed[-1] == "a"
    board.back_out()
    assert board.pointed[-1] is None


def test_lit_targets_pulse_only_while_motion_is_on(board):
    assert not board.pulsing
    board.table.animation_factor = 1.0
    board.refresh()
    assert board.pulsing
    board.lit = set()
    board.refresh()
    assert not board.pulsing
    assert all(dot.pulse == 1.0 for dot in board.dots.values())

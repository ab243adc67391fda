"""Next Station: Tokyo, one key or one click never loses a card: Space and Enter never pass while
a section can be drawn, the main button takes no click for a moment after it turned from Pass
into Next card (or back), and the keyboard rests on the board, never on Pass."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.nextstation import texts
from tests.ui import test_nextstation_board as base
from tests.ui.test_nextstation_board import PASS, board, draws, panel, played, start

# The board tests' fixtures: the real main window, animations off, no double-click guard (the
# guard's own tests put it back on a clock they step).
settings, window, no_double_click_guard = base.settings, base.window, base.no_double_click_guard


class Clock:
    """The guard's clock, stepped by the test: no timed waits. It starts at the real clock's
    time (the decision on screen was noted by it)."""

    def __init__(self) -> None:
        self.now = time.monotonic() * 1000.0

    def __call__(self) -> float:
        return self.now


def guarded(monkeypatch, window) -> Clock:
    """The double-click guard back at its real length, on a clock the test steps."""
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 400)
    clock = Clock()
    panel(window).guard.clock = clock
    return clock


def to_a_card_with_draws(qtbot, window, controller, clock: Clock | None = None) -> None:
    """Pass (and flip) until the card on the table lets the player draw."""
    side = panel(window)
    for _ in range(40):
        if draws(controller):
            return
        if clock is not None:
            clock.now += 1000
        if controller.resolution_held():
            controller.resolve()
        else:
            qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not controller.busy)
    raise AssertionError("no card with a section to draw came up")


def key_on_board(window, key: Qt.Key) -> None:
    view = window.game_screen.board
    view.setFocus()
    QTest.keyClick(view, key)


def test_space_and_enter_never_pass_while_a_section_can_be_drawn(qtbot, window):
    controller = start(qtbot, window)
    to_a_card_with_draws(qtbot, window, controller)
    log = played(controller.match)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        key_on_board(window, key)
    assert played(controller.match) == log  # nothing passed
    assert not controller.resolution_held()
    toast = window.game_screen.toast
    assert toast.isVisible() and toast.text() == texts.pass_by_click()  # and it says why
    # The same with the keyboard nowhere (the window takes the key).
    window.game_screen.board.clearFocus()
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert played(controller.match) == log


def test_a_click_on_pass_still_passes_and_enter_then_flips_the_next_card(qtbot, window):
    controller = start(qtbot, window)
    to_a_card_with_draws(qtbot, window, controller)
    side = panel(window)
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    assert played(controller.match)[-1] == (0, PASS)
    assert side.pass_button.text() == texts.confirm_text()
    step = controller.match.step
    key_on_board(window, Qt.Key.Key_Return)  # "Next card" is the way on: its key works
    assert controller.match.step == step + 1


def test_when_passing_is_the_only_move_enter_passes(qtbot, window):
    controller = start(qtbot, window)
    side = panel(window)
    for _ in range(60):
        if not controller.resolution_held() and not draws(controller):
            break
        if controller.resolution_held():
            controller.resolve()
        else:
            controller.submit(0, draws(controller)[0])
        qtbot.waitUntil(lambda: not controller.busy)
    else:
        raise AssertionError("no card without a draw came up")
    assert side.pass_button.property("keyRefusal") == ""
    key_on_board(window, Qt.Key.Key_Space)
    assert played(controller.match)[-1] == (0, PASS)


def test_a_double_click_on_pass_does_not_flip_the_next_card(qtbot, window, monkeypatch):
    """The review's double-click: the first click passes, the button turns into Next card under
    the pointer, and the second click must not flip the card away."""
    controller = start(qtbot, window)
    clock = guarded(monkeypatch, window)
    to_a_card_with_draws(qtbot, window, controller, clock)
    clock.now += 1000  # the card has been read
    side = panel(window)
    step = controller.match.step
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    assert played(controller.match)[-1] == (0, PASS)
    clock.now += 150  # the double-click's second click
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    assert controller.match.step == step and controller.resolution_held()  # no card flipped
    assert controller.can_undo()  # the pass can still be taken back
    clock.now += 300  # 450 ms after the role changed: a click meant for Next card
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    assert controller.match.step == step + 1


def test_a_click_leaves_the_keyboard_on_the_board(qtbot, window):
    controller = start(qtbot, window)
    to_a_card_with_draws(qtbot, window, controller)
    window.game_screen.board.setFocus()
    side = panel(window)
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)  # pass
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)  # next card
    assert QApplication.focusWidget() is window.game_screen.board
    assert not side.pass_button.hasFocus()


def test_after_a_move_made_from_the_button_the_keyboard_goes_back_to_the_board(qtbot, window):
    """Tab reaches Pass (a keyboard player passes so); once the button means something else the
    keyboard is back on the board, so a second Space cannot press it again by chance."""
    controller = start(qtbot, window)
    to_a_card_with_draws(qtbot, window, controller)
    side = panel(window)
    side.pass_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert side.pass_button.hasFocus()
    QTest.keyClick(side.pass_button, Qt.Key.Key_Space)
    assert played(controller.match)[-1] == (0, PASS)
    assert QApplication.focusWidget() is window.game_screen.board
    assert board(window) is window.game_screen.scene

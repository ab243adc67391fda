"""Every game can be played from the keyboard alone: Space or Enter for the main action (the
next card, the reveal, the hand-off), H for the hint and Enter to play it, from the first move
to the final scores, with no mouse and no call behind the window's back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError as WaitedInVain

from tabibito.engine import Seat
from tabibito.ui.letsgo import PLUGIN as LETSGO
from tabibito.ui.nextstation import PLUGIN as NEXTSTATION
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tests.ui.play import one_game_window

TABLES = {
    "nextstation": (NEXTSTATION, [Seat("Aiko")]),
    "tokaido": (TOKAIDO, [Seat("Aiko"), Seat("Kenji", "easy")]),
    "letsgo": (LETSGO, [Seat("Aiko"), Seat("Kenji", "easy")]),
}
TRIES = 5  # a key pressed again: the action slot ignores keys for a moment after it changes


def key(window, pressed: Qt.Key) -> None:
    """A key as the window system delivers it: to the widget with the keyboard, through the
    window's shortcuts (H asks for a hint)."""
    QTest.keyClick(QApplication.focusWidget() or window, pressed)


def progress(controller) -> tuple[int, int, bool]:
    """What a key that did something changes: the moves made, the events seen, a hand-off."""
    match = controller.match
    return len(match.log), len(match.events), controller.pending_handoff is None


def one_key_move(qtbot, window, controller) -> str:
    """The next step of the game by keys alone; which keys it took."""
    before = progress(controller)
    hints = window.game_screen.hints
    for _ in range(TRIES):
        if controller.resolution_held() or controller.pending_handoff is not None:
            key(window, Qt.Key.Key_Space)
            kind = "main"
        else:
            key(window, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: hints.bubble.isVisible()
                            and hints.bubble.play_button.isEnabled(), timeout=30_000)
            key(window, Qt.Key.Key_Return)
            kind = "hint"
        try:
            qtbot.waitUntil(lambda: progress(controller) != before, timeout=500)
            return kind
        except WaitedInVain:
            continue
    raise AssertionError(f"no key moved the game on: {controller.state().prompt(0)}, "
                         f"held {controller.resolution_held()}, keyboard at "
                         f"{QApplication.focusWidget()}")


@pytest.mark.parametrize("game_id", TABLES)
def test_a_whole_game_is_played_from_the_keyboard(qtbot, game_id):
    plugin, seats = TABLES[game_id]
    window = one_game_window(qtbot, plugin)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.start_match(game_id, {}, seats, seed=11)
    controller = window.controller
    keys = {"main": 0, "hint": 0}
    while not controller.match.is_over() and sum(keys.values()) < 600:
        qtbot.waitUntil(lambda: not controller.busy, timeout=10_000)
        if not controller.match.is_over():
            keys[one_key_move(qtbot, window, controller)] += 1
    assert controller.match.is_over(), keys
    assert keys["hint"] > 10  # the seat's own decisions, every one of them by H then Enter
    qtbot.waitUntil(window.game_screen.score_sheet.isVisible)  # the final scores, no mouse

"""The main window with a game in it: opened for one game, a whole match played, a tutorial left and
resumed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow


def one_game_window(qtbot, plugin, languages=None, size=(1280, 800)) -> MainWindow:
    """The main window with one game's board, animations off (a learner's clicks need not
    wait for them), shown at ``size``."""
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, {plugin.game_id: plugin}, settings=settings,
                        languages=languages)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def all_games_window(qtbot, size=(1280, 820)) -> MainWindow:
    """The main window with every game, animations off, shown at ``size``."""
    from tabibito.ui.plugins import ui_plugins

    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY), settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def finished_match(game_id: str, options: Mapping[str, Any], seats: Sequence[Seat],
                   seed: int) -> Match:
    """A match of ``game_id`` played to its end off screen, the easy computer player choosing
    for every seat."""
    match = Match(REGISTRY.get(game_id), dict(options), list(seats), seed)
    easy = match.game.make_bot("easy")
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        request = match.bot_request(seat)
        request.bot = easy
        match.apply(seat, request.run())
    return match


def play_to_the_end(qtbot, window: MainWindow, game_id: str, options: Mapping[str, Any],
                    seats: Sequence[Seat], seed: int, moves: int = 3000):
    """The humans take their first legal choice and confirm every reveal and hand-off; the
    computer players answer. Returns the controller of the finished match."""
    assert window.start_match(game_id, dict(options), list(seats), seed=seed)
    return play_on(qtbot, window.controller, moves)


def play_on(qtbot, controller, moves: int = 3000):
    """The match on screen played to its end as ``play_to_the_end`` plays it."""
    for _ in range(moves):
        qtbot.waitUntil(lambda: not controller.busy, timeout=5000)
        if controller.match.is_over():
            return controller
        if controller.resolution_held():
            assert controller.resolve()
        elif controller.pending_handoff is not None:
            controller.accept_handoff()
        else:
            seat = controller.shown_seat
            assert controller.submit(seat, controller.state().legal_actions(seat)[0])
    raise AssertionError(f"{controller.match.game.id} did not end in {moves} moves")


def leave_and_come_back(qtbot, window: MainWindow, start):
    """Leave the tutorial on screen for home, let its game go as closing the app would, and
    ``start(qtbot, window)`` it again: the run that resumes."""
    window.lessons.run.bubble.leave.click()
    assert window.screens.currentWidget() is window.home
    window.lessons.stop()
    window._drop_controller()
    return start(qtbot, window)


def settle(qtbot, passes: int = 8) -> None:
    """Let the layouts take in what was just shown. They run from the event loop, one pass
    posting the next (a label's new text, then its box, then the column): counted passes, so a
    busy machine that lets a timed wait run only once still gets them all; then a short wait
    for anything on a timer."""
    for _ in range(passes):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    qtbot.wait(20)


def press(window: MainWindow, key: Qt.Key) -> bool:
    """A key press on the board as the window system delivers it: first the shortcut check (the
    shell's own keys), then the key. Returns whether the board took the key."""
    view = window.game_screen.board
    view.setFocus()
    override = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.NoModifier)
    override.ignore()
    QApplication.sendEvent(view, override)
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view, event)
    return override.isAccepted()

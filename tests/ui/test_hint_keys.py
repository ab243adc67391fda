"""The hint's bubble has the keyboard while it is open, in every game: Enter plays the hinted
move ("Play it"), Esc closes the bubble (and stays in the game), and neither key reaches the
screen behind it (where Enter would pass in Next Station)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabibito.engine import Seat
from tabibito.ui import hints as hints_module
from tabibito.ui.letsgo import PLUGIN as LETSGO
from tabibito.ui.nextstation import PLUGIN as NEXTSTATION
from tabibito.ui.plugin_api import Hint
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tests.ui.play import one_game_window

TABLES = {
    "nextstation": (NEXTSTATION, [Seat("Aiko")]),
    "tokaido": (TOKAIDO, [Seat("Aiko"), Seat("Kenji", "easy")]),
    "letsgo": (LETSGO, [Seat("Aiko"), Seat("Kenji", "easy")]),
}


def started(qtbot, game_id: str):
    plugin, seats = TABLES[game_id]
    window = one_game_window(qtbot, plugin)
    window.activateWindow()  # the keyboard is the active window's
    qtbot.waitUntil(window.isActiveWindow)
    assert window.start_match(game_id, {}, seats, seed=5)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy, timeout=10_000)
    assert controller.pending_handoff is None and controller.shown_seat == 0
    return window, controller


def hinted(window, controller, action) -> None:
    """The Hint button's bubble as the controller's answer opens it: thinking, then the move
    (the hard computer player's choice itself is the hint tests' business)."""
    hints = window.game_screen.hints
    hints.thinking()
    hints.show_hint(0, action, Hint("Play this.", target=None))


def key(window, pressed: Qt.Key) -> None:
    """A key as the window system delivers it: to the widget with the keyboard, through the
    window's shortcuts (Esc goes home, H asks for a hint)."""
    QTest.keyClick(QApplication.focusWidget() or window, pressed)


def first_choice(controller):
    """The seat's first legal move; in Next Station a section, never a pass."""
    legal = controller.state().legal_actions(0)
    return next((action for action in legal if action.kind == "draw"), legal[0])


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("enter", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_in_the_hint_plays_the_hinted_move(qtbot, game_id, enter):
    window, controller = started(qtbot, game_id)
    window.game_screen.board.setFocus()
    action = first_choice(controller)
    hinted(window, controller, action)
    bubble = window.game_screen.hints.bubble
    assert bubble.isVisible() and bubble.has_keys()
    key(window, enter)
    assert [move.action for move in controller.match.log if move.seat == 0][:1] == [action]
    assert not bubble.isVisible()
    assert window.game_screen.board.hasFocus()  # the keyboard back on the board


@pytest.mark.parametrize("game_id", TABLES)
def test_esc_closes_the_hint_and_stays_in_the_game(qtbot, game_id):
    window, controller = started(qtbot, game_id)
    window.game_screen.board.setFocus()
    hinted(window, controller, first_choice(controller))
    bubble = window.game_screen.hints.bubble
    bubble.play_button.setFocus()  # also from its buttons
    key(window, Qt.Key.Key_Escape)
    assert not bubble.isVisible()
    assert window.screens.currentWidget() is window.game_screen  # Esc did not go home
    assert [move for move in controller.match.log if move.seat == 0] == []
    assert window.game_screen.board.hasFocus()
    key(window, Qt.Key.Key_Escape)  # nothing open any more: Esc goes home as before
    assert window.screens.currentWidget() is window.home


def test_enter_while_the_hint_is_thought_over_does_nothing(qtbot):
    """The review's loss: Enter with the bubble open passed the card. While the computer player
    still thinks, Enter waits; it never passes instead."""
    window, controller = started(qtbot, "nextstation")
    window.game_screen.board.setFocus()
    hints = window.game_screen.hints
    hints.thinking()
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Space)
    assert controller.match.log == [] and not controller.resolution_held()
    assert hints.bubble.isVisible()


LONG_HINT = (  # as long as the longest hints say (Hungarian, Let's Go, a walk and its slot)
    "Dobd el egy sétáért (<b>Kiotó</b>-pakli) ezt a kártyát: <b>Kapszulahotel</b>. Egy "
    "lefordított kártya kerül az útitervedbe, és kapsz 1 felfedezésjelzőt. Tedd le a nap "
    "(Szerda) első kártyájaként ezt a kártyát: <b>Séta (kiotói pakli)</b>. Az utazáson az elő- "
    "vagy a hátoldalát (1 GyP és Zöld villám) pontozod, amelyik többet ér neked. Jobb, mint "
    "„Gésa-előadás a Gion Cornerben”: nagyjából 79 GyP-t érő tervezett utazás, a másikkal csak "
    "nagyjából 72 GyP. A gépi játékos mindegyik lépést 16 alkalommal játszotta végig.")


@pytest.mark.parametrize("game_id", TABLES)
def test_a_long_hint_is_never_cut_at_1024_by_700(qtbot, game_id):
    """Issue 24 §3: the hints now say why, at length; the bubble shows every word, inside the
    window, at the smallest size the app supports."""
    window, controller = started(qtbot, game_id)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    hints = window.game_screen.hints
    hints.thinking()
    hints.show_hint(0, first_choice(controller), Hint(LONG_HINT, target=None))
    bubble = hints.bubble
    assert bubble.isVisible()
    needed = bubble.body.totalHeightForWidth(bubble.width())
    assert bubble.height() >= needed  # every line of its words, and its buttons
    inside = window.game_screen.rect()
    assert inside.contains(bubble.geometry())


@pytest.mark.parametrize("from_edge", [90, 300])
@pytest.mark.parametrize("game_id", TABLES)
def test_the_hint_leaves_the_side_column_uncovered_at_1920_by_1080(qtbot, monkeypatch, game_id,
                                                                   from_edge):
    """A ring in the board's right part had its bubble set right of it, over the side
    column's controls (seen at 1920×1080); the bubble now sits on the board, off the ring."""
    window, controller = started(qtbot, game_id)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    screen = window.game_screen
    board = QRect(screen.board.mapTo(screen, QPoint(0, 0)), screen.board.size())
    ring = QRect(board.right() - from_edge, board.center().y() - 40, 80, 80)
    monkeypatch.setattr(hints_module, "target_on_screen", lambda _screen, _key: ring)
    hints = screen.hints
    hints.thinking()
    hints.show_hint(0, first_choice(controller), Hint(LONG_HINT, target="somewhere"))
    bubble = hints.bubble.geometry()
    side = QRect(screen.side.mapTo(screen, QPoint(0, 0)), screen.side.size())
    assert hints.bubble.isVisible() and screen.rect().contains(bubble)
    assert not bubble.intersects(side), (bubble, side)
    assert not bubble.intersects(ring)

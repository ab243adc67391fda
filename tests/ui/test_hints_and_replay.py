"""The Hint button (the hard computer player's move from the player's own view, in the game's
words, counted in the save and on the end screen) and the replay of a finished game."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from tabibito.engine import Action, Match, Registry, SaveError, Seat
from tabibito.engine.saves import check_save
from tabibito.ui.hints import offers_hints
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import Hint
from tabibito.ui.replay import ReplayController
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.play import play_on
from tests.ui.toy_ui import PLUGIN as TOY_UI
from tests.ui.toy_ui import ToyUI

TABLE = [Seat("Ann"), Seat("Hana", "easy")]


class HintingToyUI(ToyUI):
    """The test game with words for its hints: the move and what the view says of it."""

    seen: list = []

    def hint(self, view, seat, action, rng=None):
        HintingToyUI.seen.append((view, seat, action, rng))
        return Hint(f"Play {action.kind} {dict(action.args)}", target="board")


@pytest.fixture
def window(qtbot) -> MainWindow:
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(Registry([TOY_GAME]), {TOY_GAME.id: HintingToyUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    return window


def _start(qtbot, window, seed: int = 7):
    assert window.start_match(TOY_GAME.id, {}, TABLE, seed=seed)
    qtbot.waitUntil(lambda: not window.controller.busy)
    return window.controller


def _hint(qtbot, window):
    window.actions_by_name["hint"].trigger()
    hints = window.game_screen.hints
    qtbot.waitUntil(lambda: hints.action is not None, timeout=10_000)
    return hints


def test_only_a_game_with_words_for_hints_offers_them():
    assert offers_hints(HintingToyUI())
    assert not offers_hints(TOY_UI)


def test_the_hint_rings_the_move_says_it_and_plays_it(qtbot, window):
    controller = _start(qtbot, window)
    HintingToyUI.seen.clear()
    hints = _hint(qtbot, window)
    view, seat, action, rng = HintingToyUI.seen[-1]
    assert seat == 0 and action in controller.state().legal_actions(0)
    # The words get the very stream the move was drawn with: a game that replays the hard
    # player's search to explain it (Tokaido) finds the same move first.
    assert rng.next_u64() == controller.match.bot_rng(0).next_u64()
    assert hints.bubble.isVisible() and hints.bubble.text.text().startswith("Play pick")
    assert hints.ring.isVisible()  # around the board, the hint's target
    qtbot.mouseClick(hints.bubble.play_button, Qt.MouseButton.LeftButton)
    assert [move.action for move in controller.match.log if move.seat == 0] == [action]
    assert not hints.bubble.isVisible()
    assert controller.match.hints == [1, 0]


@pytest.fixture
def slow_hint(monkeypatch):
    """The toy's words wait until the test lets them go: the hint is still worked out."""
    release = threading.Event()

    def hint(self, view, seat, action, rng=None):
        release.wait(10)
        return Hint("Play this late.", target="board")

    monkeypatch.setattr(HintingToyUI, "hint", hint)
    yield release
    release.set()


@pytest.mark.parametrize("how", ["click elsewhere", "close"])
def test_a_hint_turned_away_from_while_worked_out_is_cancelled_visibly(qtbot, window, slow_hint,
                                                                       how):
    """Issue 24 §3: the bubble says at once that the hint is worked out; a click elsewhere (or
    Close) takes it away, its answer never shows, and another may be asked."""
    controller = _start(qtbot, window)
    window.actions_by_name["hint"].trigger()
    hints = window.game_screen.hints
    assert hints.bubble.isVisible() and hints.action is None  # "thinking it over", at once
    assert not controller.can_hint()
    if how == "close":
        qtbot.mouseClick(hints.bubble.close_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(window.game_screen.board.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.game_screen.board.viewport().rect().bottomRight())
    assert not hints.bubble.isVisible()
    assert controller.can_hint()  # another may be asked at once
    slow_hint.set()
    qtbot.wait(500)
    assert not hints.bubble.isVisible() and hints.action is None  # the late answer stays away
    assert controller.match.hints == [0, 0]


def test_a_click_on_the_thinking_bubble_itself_leaves_it(qtbot, window, slow_hint):
    controller = _start(qtbot, window)
    window.actions_by_name["hint"].trigger()
    hints = window.game_screen.hints
    qtbot.mouseClick(hints.bubble.text, Qt.MouseButton.LeftButton)
    assert hints.bubble.isVisible() and not controller.can_hint()
    slow_hint.set()
    qtbot.waitUntil(lambda: hints.action is not None, timeout=10_000)
    assert hints.bubble.text.text() == "Play this late."


def test_the_hint_reads_only_the_players_own_view(qtbot, window):
    _start(qtbot, window)
    HintingToyUI.seen.clear()
    _hint(qtbot, window)
    view = HintingToyUI.seen[-1][0]
    assert all(card == 0 for card in view.hands[1])  # the rival's hand stays face down
    assert view.deck == [] or all(card == 0 for card in view.deck)


def test_asking_again_takes_the_hint_away(qtbot, window):
    _start(qtbot, window)
    hints = _hint(qtbot, window)
    window.actions_by_name["hint"].trigger()
    assert not hints.bubble.isVisible()


def test_a_hint_that_came_too_late_is_dropped(qtbot, window):
    controller = _start(qtbot, window)
    window.actions_by_name["hint"].trigger()
    legal = controller.state().legal_actions(0)
    assert controller.submit(0, legal[-1])  # the player moved before the answer came
    hints = window.game_screen.hints
    qtbot.waitUntil(lambda: controller.can_hint() or controller.match.is_over(), timeout=10_000)
    assert hints.action is None and not hints.bubble.isVisible()
    assert controller.match.hints == [0, 0]


def test_hints_are_kept_in_the_save_and_counted_on_the_end_screen(qtbot, window, tmp_path):
    controller = _start(qtbot, window)
    _hint(qtbot, window).play()
    qtbot.waitUntil(lambda: not controller.busy)
    path = tmp_path / "hinted.tabibito"
    controller.match.save(path)
    assert Match.load(path, Registry([TOY_GAME])).hints == [1, 0]
    play_on(qtbot, controller)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.hints_note.isVisible()
    assert sheet.hints_note.text() == "Hints used: Ann: 1"


def test_a_game_without_hints_says_nothing_of_them(qtbot, window):
    controller = _start(qtbot, window)
    assert "hints" not in controller.match.to_save()
    play_on(qtbot, controller)
    assert not window.game_screen.score_sheet.hints_note.isVisible()


@pytest.mark.parametrize("hints", [[-1, 0], [1], [True, 0], [0, 0], "2", [1, 10**7]])
def test_a_save_with_impossible_hint_counts_is_refused(hints):
    match = Match(TOY_GAME, {}, TABLE, 7)
    data = {**match.to_save(), "hints": hints}
    with pytest.raises(SaveError):
        check_save(data)


# -- replay -----------------------------------------------------------------------------------------

def _replaying(qtbot, window):
    controller = _start(qtbot, window, seed=3)
    play_on(qtbot, controller)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.replay_button.isVisible()
    finished = controller.match
    qtbot.mouseClick(sheet.replay_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.controller, ReplayController)
    return finished, window.controller, window._replay_bar


def test_the_replay_starts_at_the_start_and_steps_through_every_move(qtbot, window):
    finished, replay, bar = _replaying(qtbot, window)
    assert replay.position == 0 and replay.match.log == []
    assert bar.where.text() == f"Move 0 of {len(finished.log)}"
    bar.buttons["forward"].click()
    assert replay.position == 1 and replay.match.log == finished.log[:1]
    assert bar.where.text() == f"Move 1 of {len(finished.log)}"
    bar.buttons["last"].click()
    assert replay.match.is_over()
    assert replay.match.state.snapshot() == finished.state.snapshot()
    bar.buttons["back"].click()
    assert replay.match.log == finished.log[:-1]
    bar.buttons["first"].click()
    assert replay.match.log == [] and not bar.buttons["back"].isEnabled()


def test_the_arrow_keys_step_the_replay(qtbot, window):
    _finished, replay, bar = _replaying(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    board = window.game_screen.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # before the board's own keyboard cursor
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert replay.position == 2
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert replay.position == 1


def test_a_replay_takes_no_moves(qtbot, window):
    _finished, replay, _bar = _replaying(qtbot, window)
    move = replay.match.state.legal_actions(0)[0]
    assert not replay.submit(0, move)
    assert replay.match.log == []
    assert not window.actions_by_name["save"].isEnabled()


def test_leaving_the_replay_brings_the_final_scores_back(qtbot, window):
    finished, _replay, bar = _replaying(qtbot, window)
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert window.controller.match is finished
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert window._replay_bar is None


def test_the_replay_line_names_the_move_in_the_logs_words(qtbot, window):
    finished, replay, bar = _replaying(qtbot, window)
    bar.buttons["forward"].click()
    assert bar.line.text() != ""
    assert bar.line.text() != replay.move_line.__doc__
    assert Action.from_json(finished.log[0].action.to_json()) == replay.match.log[0].action


def test_a_language_switch_relabels_the_replay_bar(qtbot, window):
    _finished, _replay, bar = _replaying(qtbot, window)
    window.languages.set_language("de")
    try:
        qtbot.waitUntil(lambda: bar.close_button.text() == "Zurück zur Wertung")
        assert bar.where.text().startswith("Zug 0 von")
    finally:
        window.languages.set_language("en")


def test_a_replay_plays_by_itself_at_a_chosen_speed_and_pauses(qtbot, window, monkeypatch):
    """Issue 22 §4: play and pause, with a speed; a step by hand pauses."""
    from tabibito.ui import replay as replay_module

    _finished, replay, bar = _replaying(qtbot, window)
    assert bar.speed_button.text() == "1×"
    bar.next_speed()
    assert bar.speed_button.text() == "2×"
    monkeypatch.setattr(replay_module, "SPEEDS", (5, 5, 5))  # fast, for the test
    bar.play.click()
    assert bar.playing()
    qtbot.waitUntil(lambda: replay.position >= 2)
    bar.buttons["back"].click()  # by hand: the playing stops
    assert not bar.playing()
    bar.play.click()
    qtbot.waitUntil(lambda: not bar.playing(), timeout=10_000)  # it stops at the end
    assert replay.position == len(replay.moves)


def test_a_replay_shows_nothing_live_and_leaves_the_board_uncovered(qtbot, window):
    """No prompt in the status, greyed buttons, and the bar under the board, not over it."""
    _finished, _replay, bar = _replaying(qtbot, window)
    screen = window.game_screen
    assert screen.status.text() == "Replay of a finished game"
    assert not screen.action_bar.isEnabled()
    view = screen.board
    bottom = view.mapFromScene(view.scene().sceneRect().bottomLeft()).y()
    assert view.viewport().mapTo(screen, view.viewport().rect().topLeft()).y() + bottom \
        <= bar.geometry().top()
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert screen.action_bar.isEnabled() and view.viewportMargins().bottom() == 0

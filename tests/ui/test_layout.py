"""The game screen's layout and its table manners (issue 7): the pinned action bar, one scroll
area, every player listed, a first window that fits the screen, the main action on the keyboard,
the "your turn" strip of public pass-and-play, the question before a new game replaces a waiting
one, and no undo once a game is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QMessageBox, QWidget

from tabibito.engine import Action, Seat
from tabibito.games import REGISTRY
from tabibito.ui import main_window as main_window_module
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow, fit_to_screen
from tabibito.ui.new_game import NewGameDialog
from tabibito.ui.nextstation import PLUGIN
from tabibito.ui.nextstation.items import pencil_colour
from tests.ui.play import settle
from tests.ui.toy_ui import PLUGIN as TOY_UI

FOUR = [Seat("Aiko"), Seat("Bence"), Seat("Csilla"), Seat("Yuki", "easy")]
TWO_HUMANS = [Seat("Aiko"), Seat("Bence")]
SIZES = [(1024, 700), (1920, 1080)]
LAPTOP = QRect(0, 0, 1366, 728)  # a 1366×768 screen without its 40-px task bar


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


def open_window(qtbot, settings, plugins=None, registry=REGISTRY, size=(1280, 820)) -> MainWindow:
    window = MainWindow(registry, plugins or {PLUGIN.game_id: PLUGIN}, settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot, settings) -> MainWindow:
    return open_window(qtbot, settings)


@pytest.fixture
def toy_window(qtbot, settings, toy_registry, toy_plugins) -> MainWindow:
    return open_window(qtbot, settings, toy_plugins, toy_registry, (1200, 800))


def start(qtbot, window: MainWindow, seats, game="nextstation", seed=11, **options):
    assert window.start_match(game, options, seats, seed=seed)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    return controller


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


# -- nothing needed to play out of sight ---------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [[Seat("Aiko")], FOUR], ids=["solo", "4 players"])
def test_the_main_action_is_pinned_inside_the_window(qtbot, settings, size, seats):
    window = open_window(qtbot, settings, size=size)
    start(qtbot, window, seats, effects=True, objectives=True)
    qtbot.waitUntil(lambda: window.width() == size[0])
    settle(qtbot)
    screen = window.game_screen
    for button in (screen.panel.pass_button, screen.panel.undo_button):
        assert button.isVisible()
        assert window.rect().contains(rect_in(button, window))
        assert not screen.side_scroll.isAncestorOf(button)  # pinned: it never scrolls away
    hint = screen.panel.hint
    assert hint.isVisible() and window.rect().contains(rect_in(hint, window))


def test_the_side_column_has_one_scroll_area(window, qtbot):
    start(qtbot, window, FOUR, effects=True, objectives=True)
    screen = window.game_screen
    scrolling = [area for area in screen.side.findChildren(QAbstractScrollArea)
                 if area.isVisible()
                 and area.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff]
    # The panel's one scroll area, and the game log's own lines below it (issue 22 §3: the log
    # always in sight, never scrolled away with the panel).
    assert len(scrolling) == 2 and set(scrolling) == {screen.side_scroll, screen.log}
    assert screen.side_scroll.isAncestorOf(screen.panel)
    assert not screen.side_scroll.isAncestorOf(screen.log)


def test_every_player_is_listed(window, qtbot):
    start(qtbot, window, FOUR)
    board = window.game_screen.scoreboard
    assert board.rowCount() == 4
    for row in range(4):
        cell = board.visualRect(board.model().index(row, 0))
        assert board.viewport().rect().contains(cell)
    assert [board.item(row, 0).text().lstrip("▶ ") for row in range(4)] == [
        seat.name for seat in FOUR]


def test_the_buttons_keep_their_place_as_the_hint_changes(window, qtbot):
    start(qtbot, window, [Seat("Aiko")])
    panel = window.game_screen.panel
    settle(qtbot)
    before = rect_in(panel.pass_button, window)
    panel.hint.setText("Short.")
    settle(qtbot)
    assert rect_in(panel.pass_button, window) == before
    panel.hint.setText("A long explanation " * 12)
    settle(qtbot)
    assert rect_in(panel.pass_button, window) == before
    assert panel.hint.toolTip().startswith("A long explanation")  # cut text: whole in the tooltip


def test_the_first_window_fits_a_laptop_screen(qtbot, settings, monkeypatch):
    monkeypatch.setattr(MainWindow, "_available_geometry", lambda self: LAPTOP)
    window = MainWindow(REGISTRY, {PLUGIN.game_id: PLUGIN}, settings=settings)
    qtbot.addWidget(window)
    frame = QRect(window.pos(), window.size()).adjusted(
        0, 0, main_window_module.FRAME_ALLOWANCE.width(),
        main_window_module.FRAME_ALLOWANCE.height())
    assert LAPTOP.contains(frame)
    assert window.minimumWidth() >= 900 and window.minimumHeight() >= 560


def test_a_restored_window_too_large_for_the_screen_is_brought_back_in():
    assert fit_to_screen(QRect(500, 300, 1920, 1080), LAPTOP) == QRect(0, 0, 1366, 728)
    assert fit_to_screen(QRect(1200, 600, 800, 500), LAPTOP) == QRect(566, 228, 800, 500)
    assert fit_to_screen(QRect(10, 20, 800, 500), LAPTOP) == QRect(10, 20, 800, 500)


# -- Pass is secondary while a section can be drawn -----------------------------------------------

def test_pass_is_loud_only_when_it_is_the_only_move(window, qtbot):
    controller = start(qtbot, window, [Seat("Aiko")])
    panel = window.game_screen.panel
    for _ in range(30):
        legal = controller.state().legal_actions(0)
        if controller.resolution_held() or len(legal) == 1:
            assert panel.pass_button.property("role") == "primary"
        else:
            assert panel.pass_button.property("role") != "primary"
        if controller.resolution_held():
            controller.resolve()
        else:
            controller.submit(0, legal[-1])  # draws first, pass last: both kinds are seen
        qtbot.waitUntil(lambda: not controller.busy)


# -- keyboard ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_space_and_enter_press_the_main_action_on_the_board(toy_window, qtbot, key):
    controller = start(qtbot, toy_window, [Seat("Ann"), Seat("Hana", "easy")], "secretdraft", 7)
    for _ in range(2):  # pick and place: the reveal waits for Confirm
        seat = controller.shown_seat
        controller.submit(seat, controller.state().legal_actions(seat)[0])
        qtbot.waitUntil(lambda: not controller.busy)
    assert controller.resolution_held()
    step = controller.match.step
    board = toy_window.game_screen.board
    board.setFocus()
    QTest.keyClick(board, key)
    assert controller.match.step == step + 1 and not controller.resolution_held()


def test_space_passes_and_then_turns_the_next_card_in_next_station(window, qtbot):
    """From the keyboard alone: Tab to Pass (Space on the board never passes while a section
    can be drawn), Space, and the keyboard is back on the board, where Space turns the card."""
    controller = start(qtbot, window, [Seat("Aiko")])
    board = window.game_screen.board
    pass_button = window.game_screen.panel.pass_button
    pass_button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(pass_button, Qt.Key.Key_Space)
    assert controller.match.log[-1].action == Action.of("pass")
    assert board.hasFocus()
    assert controller.resolution_held() and controller.can_undo()  # held until "Next card"
    flipped = len(controller.state().flipped)
    QTest.keyClick(board, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not controller.busy)
    assert len(controller.state().flipped) == flipped + 1


def test_enter_on_a_focused_button_presses_that_button(window, qtbot):
    controller = start(qtbot, window, [Seat("Aiko")])
    window.game_screen.panel.pass_button.click()  # a pass, held until the next card
    undo = window.game_screen.panel.undo_button
    undo.setFocus()
    QTest.keyClick(undo, Qt.Key.Key_Return)
    assert controller.match.log == [] and not controller.resolution_held()


def test_settings_have_a_shortcut_on_every_platform(window):
    keys = [key.toString() for key in window.actions_by_name["settings"].shortcuts()]
    assert "Ctrl+," in keys and len(keys) == len(set(keys))


# -- pass-and-play without privacy ----------------------------------------------------------------

def test_public_pass_and_play_names_the_player_in_a_strip(window, qtbot):
    controller = start(qtbot, window, TWO_HUMANS)
    strip = window.game_screen.action_bar.strip
    assert controller.pending_handoff is None and window._handoff is None  # no privacy screen
    assert strip.isVisible() and strip.text() == "Your turn, Aiko"
    assert strip.colour == pencil_colour(controller.state().pencil(0))
    window.game_screen.panel.pass_button.click()
    qtbot.waitUntil(lambda: controller.shown_seat == 1)
    assert strip.text() == "Your turn, Bence"
    assert strip.colour == pencil_colour(controller.state().pencil(1))
    assert controller.can_undo()  # Aiko's pass can still be taken back


def test_no_strip_for_one_player(window, qtbot):
    start(qtbot, window, [Seat("Aiko")])
    assert not window.game_screen.action_bar.strip.isVisible()


def test_a_game_with_secrets_keeps_its_handoff_screen(toy_window, qtbot):
    controller = start(qtbot, toy_window, [Seat("Ann"), Seat("Ben")], "secretdraft", 7)
    assert toy_window.handoff.isVisible() and controller.pending_handoff == 0
    assert not toy_window.game_screen.action_bar.strip.isVisible()


# -- a new game asks first ------------------------------------------------------------------------

@pytest.fixture
def answers(monkeypatch):
    """Records the question, answers with the button named ``answers.choice``; the new-game dialog
    is cancelled, and counted."""
    class Answers:
        choice = "Cancel"
        asked: list[str] = []
        dialogs = 0

    def answer(box):
        Answers.asked.append(box.text())
        if Answers.choice == "Cancel":
            Answers.clicked = box.button(QMessageBox.StandardButton.Cancel)
        else:
            Answers.clicked = next(button for button in box.buttons()
                                   if button.text() == Answers.choice)
        return 0

    def dialog(self):
        Answers.dialogs += 1
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: Answers.clicked)
    monkeypatch.setattr(NewGameDialog, "exec", dialog)
    Answers.asked = []
    return Answers


@pytest.mark.parametrize("route", ["tile", "menu"])
def test_a_new_game_while_one_is_waiting_asks_first(window, qtbot, answers, route):
    controller = start(qtbot, window, [Seat("Aiko")])
    new_game = (lambda: window.new_game_of("nextstation")) if route == "tile" else (
        window.actions_by_name["new"].trigger)
    answers.choice = "Cancel"
    new_game()
    assert answers.asked == ["Start a new game?"] and answers.dialogs == 0
    assert window.controller is controller
    answers.choice = "Start a new game"
    new_game()
    assert answers.dialogs == 1


def test_opening_a_game_while_one_is_waiting_asks_first(window, qtbot, answers, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    opened = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: (opened.append(True), ("", ""))[1])
    controller = start(qtbot, window, [Seat("Aiko")])
    answers.choice = "Cancel"
    window.open_dialog()
    assert answers.asked == ["Open another game?"] and opened == []
    assert window.controller is controller
    answers.choice = "Open another game"
    window.open_dialog()
    assert opened == [True]


def test_no_question_when_no_game_is_waiting(window, qtbot, answers):
    window.new_game_of("nextstation")
    assert answers.asked == [] and answers.dialogs == 1


# -- no undo after the end ------------------------------------------------------------------------

def test_a_finished_game_offers_no_undo(toy_window, qtbot):
    controller = start(qtbot, toy_window, [Seat("Ann"), Seat("Hana", "easy")], "secretdraft", 7)
    while not controller.match.is_over():
        if controller.resolution_held():
            controller.resolve()
        else:
            seat = controller.shown_seat
            controller.submit(seat, controller.state().legal_actions(seat)[0])
        qtbot.waitUntil(lambda: not controller.busy)
    assert not controller.can_undo() and not controller.can_redo()
    assert not toy_window.actions_by_name["undo"].isEnabled()
    assert not toy_window.game_screen.undo_button.isEnabled()
    steps = len(controller.match.log)
    controller.undo()
    assert len(controller.match.log) == steps and controller.match.is_over()


def test_the_toy_plugin_gets_the_shells_confirm_in_the_bar(toy_window, qtbot):
    start(qtbot, toy_window, [Seat("Ann"), Seat("Hana", "easy")], "secretdraft", 7)
    bar = toy_window.game_screen.action_bar
    assert bar.main is toy_window.game_screen.confirm_button
    assert TOY_UI.game_id == "secretdraft"


def test_a_finished_next_station_game_cannot_be_reopened_by_undo(window, qtbot):
    controller = start(qtbot, window, [Seat("Aiko")])
    while not controller.match.is_over():
        if controller.resolution_held():
            controller.resolve()
        else:
            controller.submit(0, controller.state().legal_actions(0)[0])
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.match.can_undo()  # the match could go back; the table does not offer it
    assert not controller.can_undo() and not window.game_screen.panel.undo_button.isEnabled()
    assert not window.actions_by_name["undo"].isEnabled()


def test_bar_buttons_show_menu_texts_without_their_mnemonics():
    from tabibito.ui.game_screen import without_mnemonic

    assert without_mnemonic("元に戻す(&U)") == "元に戻す"
    assert without_mnemonic("&Undo") == "Undo"
    assert without_mnemonic("Save && quit") == "Save & quit"


def test_a_hint_of_exactly_its_lines_shows_whole_and_a_longer_one_ends_in_an_ellipsis(qtbot):
    from tabibito.ui.kit.action_bar import HintLabel

    hint = HintLabel(lines=3)
    qtbot.addWidget(hint)
    hint.setFixedWidth(300)
    hint.show()
    words = "word " * 200
    three = ""
    while True:  # the longest run of words that wraps into three lines at this width
        longer = words[:len(three) + 5]
        if hint._height_of(longer) > hint._height_of("X\nX\nX"):
            break
        three = longer
    hint.setText(three.strip())
    assert QLabel.text(hint) == three.strip() and hint.toolTip() == ""
    hint.setText(words.strip())
    shown = QLabel.text(hint)
    assert shown.endswith("…") and len(shown) > len(three) // 2
    assert hint.text() == words.strip() and hint.toolTip() == words.strip()


def test_two_lines_of_japanese_show_whole_in_a_two_line_hint(qtbot):
    """Japanese glyphs come from a fallback font with taller lines than the UI font's: measured
    against two lines of "X", two lines of Japanese never fitted, and the top bar's prompt ended
    in "…" at 1024×700 ("…パスしてく…") with room for all of it."""
    from tabibito.ui.kit.action_bar import HintLabel
    from tabibito.ui.kit.i18n import LanguageManager

    languages = LanguageManager()
    languages.set_language("ja")
    try:
        hint = HintLabel(lines=2)
        qtbot.addWidget(hint)
        hint.setFixedWidth(400)
        hint.show()
        text = "カードのシンボルの駅まで区間を引くか、パスしてください。" * 2
        while hint._height_of(text) > hint._height_of(text[:2] + "\n" + text[:2]):
            text = text[:-1]  # the longest that wraps into two lines at this width
        hint.setText(text)
        assert QLabel.text(hint) == text and hint.toolTip() == ""
        assert hint.sizeHint().height() >= hint._height_of(text)  # and no line is clipped
    finally:
        languages.set_language("en")


def test_a_solo_game_shows_no_players_list(window, qtbot):
    start(qtbot, window, [Seat("Aiko")])
    assert not window.game_screen.scoreboard.isVisibleTo(window)
    start(qtbot, window, FOUR)
    assert window.game_screen.scoreboard.isVisibleTo(window)

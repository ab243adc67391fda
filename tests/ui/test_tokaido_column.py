"""Tokaido's side column (issue 22): the travellers' cards never show cut by the view's foot,
and the game log under them reads its lines. Four players at 1024×700 showed a sliver of the
first card over a scroll bar and one entry of the log; the panel now says what its view needs
(ViewNeeds, ViewRoom, ViewFit): one row per traveller where whole cards do not fit, whole
cards where they do, and the log takes the rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.app import autoplay
from tabibito.ui.kit.i18n import LanguageManager
from tests.ui.letsgo.test_play import drawn_lines
from tests.ui.play import all_games_window, settle

NAMES = ["Anna", "Bence", "Chie", "Dai", "Emi"]
SMALL = (1024, 700)


@pytest.fixture
def speak():
    languages = LanguageManager()
    yield languages.set_language
    languages.set_language("en")


def table(qtbot, size, players, moves=40):
    """A Crossroads game of one human and computer players, ``moves`` decisions in."""
    window = all_games_window(qtbot, size)
    seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
    window.attach(Match(REGISTRY.get("tokaido"), {"crossroads": True}, seats, 11), save_path=None)
    autoplay(window.controller, moves)
    settle(qtbot)
    qtbot.wait(50)
    settle(qtbot)
    return window


def in_view(widget, screen) -> bool:
    view = screen.side_scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def assert_every_card_whole(screen) -> None:
    cards = screen.panel.cards
    assert all(card.isVisible() and in_view(card, screen) for card in cards), \
        [(card.objectName(), card.compact) for card in cards if not in_view(card, screen)]
    assert screen.side_scroll.verticalScrollBar().maximum() == 0  # nothing below the fold


@pytest.mark.parametrize(("language", "players"), [("en", 4), ("de", 4), ("ja", 4), ("hu", 4),
                                                    ("en", 5), ("de", 3)])
def test_at_1024x700_every_traveller_shows_whole_over_four_lines_of_the_log(qtbot, speak,
                                                                           language, players):
    speak(language)
    screen = table(qtbot, SMALL, players).game_screen
    assert_every_card_whole(screen)
    assert all(card.compact for card in screen.panel.cards)  # one row each
    log = screen.log
    assert log.viewport().height() >= 4 * log.fontMetrics().lineSpacing()  # it drew 2 (58 px)
    assert drawn_lines(log) >= 3  # a wrapped line over the whole ones may stay undrawn
    for part in (screen.action_bar, screen.scoreboard):
        assert screen.rect().contains(QRect(part.mapTo(screen, QPoint(0, 0)), part.size()))


@pytest.mark.parametrize(("size", "players"), [((1920, 1080), 2), ((1366, 768), 2),
                                               ((1920, 1080), 4), ((1366, 768), 5)])
def test_a_card_is_whole_where_it_fits_and_the_log_takes_the_rest(qtbot, size, players):
    """Whole cards from the top (the seat at the screen first) while they fit, the others a
    row each; no band left blank between the cards and the log."""
    screen = table(qtbot, size, players).game_screen
    panel = screen.panel
    assert_every_card_whole(screen)
    compact = [card.compact for card in panel._ordered()]
    assert compact == sorted(compact)  # whole ones first
    if size == (1920, 1080) and players == 2:
        assert compact == [False, True]  # Anna's whole card, Bence's row
    assert screen.side_scroll.viewport().height() <= panel.view_needs() + 2
    log = screen.log
    assert log.viewport().height() >= 4 * log.fontMetrics().lineSpacing()


@pytest.mark.parametrize("size", [SMALL, (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_nothing_in_the_column_moves_between_turns(qtbot, size, players):
    screen = table(qtbot, size, players, moves=20).game_screen

    def places() -> list[tuple[int, int]]:
        parts = [screen.hero, screen.action_bar, screen.scoreboard, screen.side_scroll,
                 screen.log_pane, *screen.panel.cards]
        return [(part.mapTo(screen, QPoint(0, 0)).y(), part.height()) for part in parts]

    before = places()
    for _ in range(8):
        autoplay(screen.controller, 1)
        settle(qtbot)
        assert places() == before


def test_a_row_opens_the_whole_card_beside_the_column(qtbot):
    screen = table(qtbot, SMALL, 4).game_screen
    panel = screen.panel
    row = next(card for card in panel.cards if card.seat == 2)
    assert row.compact and not row.tableau.isVisible()
    assert "Chie" in row.toolTip()
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.popup_card() is not None)
    whole = panel.popup_card()
    assert whole.seat == 2 and not whole.compact and whole.tableau.isVisible()
    popup = whole.window()
    assert popup.frameGeometry().right() <= row.mapToGlobal(QPoint(0, 0)).x()  # beside it
    assert popup.height() >= whole.tableau.height()
    popup.close()


@pytest.mark.parametrize("language", ["en", "ja", "hu"])
def test_five_travellers_at_1366x768_are_whole_over_four_lines_of_the_log(qtbot, speak,
                                                                           language):
    """A 738 px screen is short for five: Japanese had Emi's row under a scroll bar, English
    and Hungarian read the log's one line and a half."""
    speak(language)
    screen = table(qtbot, (1366, 768), 5).game_screen
    assert_every_card_whole(screen)
    log = screen.log
    assert log.viewport().height() >= 4 * log.fontMetrics().lineSpacing()
    assert drawn_lines(log) >= 3


@pytest.mark.parametrize("language", ["en", "de", "ja", "hu", "pl"])
def test_at_1024x700_the_move_instruction_reads_whole_in_the_hero(qtbot, speak, language):
    """The short column's hero is low: German's "Klicke auf ein hervorgehobenes Feld der
    Straße" did not fit it and floated over the board's score track as a one-row sheet; and a
    move after a list that went out (a temple's three gifts) stayed out, its room measured
    with the temple's words above it."""
    speak(language)
    window = all_games_window(qtbot, SMALL)
    seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:4]]
    window.attach(Match(REGISTRY.get("tokaido"), {}, seats, 12), save_path=None)
    controller, hero = window.controller, window.game_screen.panel.hero()
    moves, after_a_sheet, was_out = 0, 0, False
    while moves < 12 and not controller.match.is_over():
        prompt = controller.match.state.prompt(0)
        if prompt is not None:
            settle(qtbot)
            if prompt.kind == "move":
                assert not hero.sheet.out, moves
                assert not any(tile.is_cut() for tile in hero.grid.visible_tiles())
                moves, after_a_sheet = moves + 1, after_a_sheet + was_out
            was_out = hero.sheet.out
        autoplay(controller, 1)
    assert moves == 12
    if language == "de":
        assert after_a_sheet  # the stale room's case was met

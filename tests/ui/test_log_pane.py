"""The game log pane (ui/kit/log_pane.py) in the game screen: always in sight, lines wrapped and
whole with their points and totals, newest at the bottom in view, "since your last turn"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor

from tabibito.engine import Seat, ledger
from tabibito.games import REGISTRY
from tabibito.ui.app import autoplay
from tabibito.ui.kit.log_lines import LogLine, log_lines, since_last_turn
from tabibito.ui.kit.log_pane import POINTS_ROLE, ROWS_ROLE, SINCE_ROLE, LogList, points_text
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tests.wanderers import wanderer

SMALL = (1024, 700)


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


def open_window(qtbot, settings, registry, plugins, size=SMALL) -> MainWindow:
    window = MainWindow(registry, plugins, settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(qtbot, window, game, seats, seed=4, **options):
    assert window.start_match(game, options, seats, seed=seed)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    return controller


def rect_in(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def toy_game(qtbot, settings, toy_registry, toy_plugins, size=SMALL):
    window = open_window(qtbot, settings, toy_registry, toy_plugins, size)
    seats = [Seat("Aiko"), Seat("Botan", "easy"), Seat("Chie", "easy")]
    controller = start(qtbot, window, "secretdraft", seats)
    autoplay(controller, 12)  # Aiko's decisions too, by the computer's choice
    qtbot.waitUntil(lambda: not controller.busy)
    return window, controller


def test_lines_carry_the_ledgers_points_and_totals(qtbot, settings, toy_registry, toy_plugins):
    window, controller = toy_game(qtbot, settings, toy_registry, toy_plugins)
    log = window.game_screen.log
    match = controller.match
    expected = log_lines(match.events, controller.plugin, controller.seat_names, 0)
    assert log.shown == expected and log.lines() == [line.text for line in expected]
    scoring = [row for row, line in enumerate(expected) if line.points is not None]
    assert len(scoring) == len(ledger.entries(match.events, 3)) > 0
    for row, line in enumerate(expected):
        assert log.item(row).data(POINTS_ROLE) == points_text(line)
    line = expected[scoring[0]]
    assert points_text(line) == f"+{line.points} · {line.total}"


def test_no_line_is_cut_and_the_newest_is_in_view(qtbot, settings, toy_registry, toy_plugins):
    window, _ = toy_game(qtbot, settings, toy_registry, toy_plugins)
    log = window.game_screen.log
    assert log.textElideMode() == Qt.TextElideMode.ElideNone and log.wordWrap()
    long_row = log.count() - 1
    log.item(long_row).setText("Aiko " + "walks along the Tokaido road and " * 3 + "rests.")
    log.doItemsLayout()
    log.scrollToBottom()
    rect = log.visualRect(log.model().index(long_row, 0))
    metrics = log.fontMetrics()
    text_width = log.viewport().width() - 8
    assert metrics.horizontalAdvance(log.item(long_row).text()) > 2 * text_width  # too long…
    assert rect.height() >= 3 * metrics.lineSpacing()  # …so wrapped over lines, not elided
    assert log.viewport().rect().contains(rect)  # the newest row wholly in view


def test_since_my_last_turn_tints_exactly_the_others_lines(qtbot, settings, toy_registry,
                                                           toy_plugins):
    window, controller = toy_game(qtbot, settings, toy_registry, toy_plugins)
    pane = window.game_screen.log_pane
    lines = log_lines(controller.match.events, controller.plugin, controller.seat_names, 0)
    since = since_last_turn(lines, 0)
    assert since, "nothing happened since Aiko's turn: the test would show nothing"
    tinted = [pane.lines.shown[row] for row in range(pane.lines.count())
              if pane.lines.item(row).data(SINCE_ROLE)]
    assert tinted == since
    assert pane.since.isVisible() and pane.since.text().startswith("Since your last turn: ")
    for seat in {line.seat for line in since if line.points}:
        points = sum(line.points for line in since if line.seat == seat and line.points)
        assert f"{controller.seat_names[seat]} +{points}" in pane.since.text()


def test_the_log_folds_to_its_heading_and_back(qtbot, settings, toy_registry, toy_plugins):
    window, _ = toy_game(qtbot, settings, toy_registry, toy_plugins)
    pane = window.game_screen.log_pane
    pane.toggle.click()
    assert not pane.lines.isVisible() and not pane.since.isVisible()
    assert pane.maximumHeight() == pane.toggle.sizeHint().height()
    pane.toggle.click()
    assert pane.lines.isVisible()


@pytest.mark.parametrize(("game", "players", "moves", "options", "wander"), [
    ("tokaido", 4, 40, {"crossroads": True}, True),
    # The game's own easy players: after 40 moves the summary since Aiko's turn wraps to two
    # lines in the tight column, and took the log's third line (44 px of 54); it keeps one.
    ("tokaido", 4, 40, {"crossroads": True}, False),
    ("letsgo", 3, 30, {}, True),
    ("nextstation", 2, 10, {}, True),
], ids=["tokaido-4-crossroads", "tokaido-4-crossroads-easy", "letsgo-3", "nextstation-2"])
def test_the_log_stays_in_sight_at_1024x700(qtbot, settings, monkeypatch, game, players, moves,
                                            options, wander):
    if wander:  # wandering computer players (tests/wanderers.py): the test's first games
        monkeypatch.setattr(REGISTRY.get(game), "make_bot", lambda level: wanderer(game))
    window = open_window(qtbot, settings, REGISTRY, ui_plugins(REGISTRY))
    names = ("Aiko", "Kenji", "Hana", "Sora")
    seats = [Seat(names[0])] + [Seat(name, "easy") for name in names[1:players]]
    controller = start(qtbot, window, game, seats, **options)
    autoplay(controller, moves)
    qtbot.waitUntil(lambda: not controller.busy)
    screen = window.game_screen
    log = screen.log
    qtbot.waitUntil(lambda: log.count() > 0)
    assert window.rect().contains(rect_in(screen.log_pane, window))
    assert not screen.side_scroll.isAncestorOf(log)
    assert log.viewport().height() >= 3 * log.fontMetrics().lineSpacing()
    newest = log.visualRect(log.model().index(log.count() - 1, 0))
    assert log.viewport().rect().contains(newest)
    since = screen.log_pane.since
    if since.toolTip():  # elided to its one line: the whole summary in the tooltip
        assert since.text().endswith("…") and since.toolTip().startswith(since.text()[:-1])


def walked_log(qtbot, height: int, walks) -> LogList:
    """A pane 240 px wide and ``height`` tall, at the newest of twelve lines of ``walks(row)``
    stretches of road each, wrapped over rows."""
    log = LogList()
    qtbot.addWidget(log)
    log.resize(240, height)
    log.show()
    qtbot.waitExposed(log)
    walk = "Aiko walks along the Tokaido road and "
    lines = [LogLine(row % 2, f"{row}: " + walk * walks(row) + "rests.", 3, 3 * row)
             for row in range(12)]
    log.show_lines(lines, len(lines), lambda _seat: QColor("black"))
    qtbot.wait(20)
    return log


@pytest.mark.parametrize("height", [113, 130, 157, 171])
def test_the_top_line_at_the_newest_starts_at_its_beginning(qtbot, height):
    """Scrolled to the newest, the pane shows whole lines: the top one is never the tail of a
    wrapped line (seen at 1024×700: "…points." over the lines, its beginning scrolled away)."""
    log = walked_log(qtbot, height, lambda row: 1 + row % 3)
    viewport = log.viewport().rect()
    top = log.indexAt(QPoint(viewport.width() // 2, 1))
    assert top.isValid()
    assert log.visualRect(top).top() >= 0, "the top line is cut: its beginning is above the pane"
    newest = log.visualRect(log.model().index(log.count() - 1, 0))
    assert viewport.contains(newest)
    log.resize(240, height + 11)  # a taller or shorter pane: whole lines still
    qtbot.wait(20)
    top = log.indexAt(QPoint(log.viewport().width() // 2, 1))
    assert log.visualRect(top).top() >= 0
    assert log.viewport().rect().contains(
        log.visualRect(log.model().index(log.count() - 1, 0)))


@pytest.mark.parametrize("height", [96, 113, 130, 157, 171, 200])
def test_the_pane_at_the_newest_is_full_to_its_foot(qtbot, height):
    """Scrolling by whole lines left a blank band under the newest when the next older line
    did not fit whole (seen at 1024×700: one or two tall lines, then a gap). The line above
    the whole ones now shows its first rows in that room, its last row elided, the whole line
    in its tooltip: less than a row stays blank, and no row of text is cut."""
    log = walked_log(qtbot, height, lambda row: 2 + row % 2)
    viewport = log.viewport().rect()
    spacing = log.fontMetrics().lineSpacing()
    newest = log.visualRect(log.model().index(log.count() - 1, 0))
    assert viewport.contains(newest)
    assert viewport.bottom() - newest.bottom() < spacing, "a blank band under the newest line"
    top = log.indexAt(QPoint(viewport.width() // 2, 1))
    assert log.visualRect(top).top() >= 0
    shown = [row for row in range(log.count())
             if log.visualRect(log.model().index(row, 0)).intersects(viewport)]
    for row in shown:  # every line in sight is wholly in sight (its rows, never half a row)
        assert viewport.contains(log.visualRect(log.model().index(row, 0)))
    shortened = [row for row in shown if log.item(row).data(ROWS_ROLE)]
    assert shortened in ([], shown[:1])  # at most the oldest in sight, never the newer ones
    for row in shortened:
        item = log.item(row)
        assert item.toolTip().endswith(item.text())  # its whole words, for the shortened row
        assert log.sizeHintForRow(row) == item.data(ROWS_ROLE) * spacing + 8


def test_a_replay_tells_the_story_without_since_your_last_turn(qtbot, settings, toy_registry,
                                                                toy_plugins):
    """A replay is a finished game told again: no line is tinted as new to its reader and no
    summary of "since your last turn" shows (the live game showed one at the same move)."""
    window, controller = toy_game(qtbot, settings, toy_registry, toy_plugins)
    pane = window.game_screen.log_pane
    assert pane.since.text().startswith("Since your last turn: ")  # live, at this move
    moves = len(controller.match.log)
    autoplay(controller, None)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    qtbot.mouseClick(sheet.replay_button, Qt.MouseButton.LeftButton)
    replay = window.controller
    assert replay.replaying
    replay.step_to(moves)
    assert replay.match.log == controller.match.log[:moves]
    assert pane.since.text() == "" and not pane.since.isVisible()
    assert not any(pane.lines.item(row).data(SINCE_ROLE) for row in range(pane.lines.count()))


def _ink_in(log: LogList, rect: QRect) -> int:
    """How many pixels of ``rect`` in the pane's viewport are dark (text), not its paper."""
    image = log.viewport().grab().toImage()
    return sum(1 for x in range(rect.left(), rect.right() + 1)
               for y in range(rect.top(), rect.bottom() + 1)
               if QColor(image.pixel(x, y)).lightness() < 128)


@pytest.mark.parametrize("height", [130, 157, 171])
def test_the_line_above_the_whole_ones_is_not_drawn_cut(qtbot, height):
    """Issue 22 and the Let's Go review ("the text cut mid-line"): the line above the whole
    ones at the newest showed its first rows ending in "…". Its room is left blank now (its
    words in the tooltip over it), every line drawn is whole; scrolled back, it shows whole
    among the others, and back at the newest it gives way again."""
    log = walked_log(qtbot, height, lambda row: 2 + row % 2)
    viewport = log.viewport().rect()
    undrawn = [row for row in range(log.count()) if log.item(row).data(ROWS_ROLE)]
    assert len(undrawn) == 1, "this height leaves room over the whole lines"
    rect = log.visualRect(log.model().index(undrawn[0], 0)).intersected(viewport)
    assert rect.height() >= log.fontMetrics().lineSpacing()  # room enough for a row of text…
    assert _ink_in(log, rect) == 0  # …and none drawn in it
    below = log.visualRect(log.model().index(undrawn[0] + 1, 0))
    assert _ink_in(log, below) > 0  # the whole line under it is drawn
    bar = log.verticalScrollBar()
    bar.setValue(bar.value() - 1)  # the reader scrolls back a line
    qtbot.wait(20)
    assert not any(log.item(row).data(ROWS_ROLE) for row in range(log.count()))
    bar.setValue(bar.maximum())
    qtbot.wait(20)
    assert [row for row in range(log.count()) if log.item(row).data(ROWS_ROLE)] == undrawn

"""Next Station's table and the shell after issue 22's second pass: the hero keeps its room when
the log's "since your last turn" appears, one sentence for a card nothing can be drawn with,
and the other players' boards readable with four players at 1024×700."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from tabibito.engine import Seat
from tabibito.ui.kit.i18n import LanguageManager
from tests.ui.letsgo.test_play import drawn_lines
from tests.ui.play import all_games_window
from tests.ui.test_nextstation_objectives import app_look  # noqa: F401 (a fixture)
from tests.ui.test_nextstation_recheck import SMALL, start, step

FOUR_ONE_HUMAN = [Seat("Aiko"), Seat("Yuki", "easy"), Seat("Sora", "easy"), Seat("Kenji", "easy")]
FOUR_TWO_HUMANS = [Seat("Aiko"), Seat("Bence"), Seat("Yuki", "easy"), Seat("Sora", "easy")]
FOUR_HUMANS = [Seat("Aiko"), Seat("Bence"), Seat("Yuki"), Seat("Sora")]


@pytest.fixture
def speak():
    """Switch the app's language for a test; English again after it (with its formats)."""
    languages = LanguageManager()
    yield languages.set_language
    languages.set_language("en")


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    from tabibito.ui.kit import panel as kit_panel

    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


# -- the log's summary takes no room from the hero ------------------------------------------------

@pytest.mark.parametrize(("language", "seats"), [("en", FOUR_ONE_HUMAN), ("pl", FOUR_ONE_HUMAN),
                                                  ("en", FOUR_TWO_HUMANS), ("pl", FOUR_TWO_HUMANS)])
def test_the_summary_since_your_last_turn_leaves_the_hero_its_height(qtbot, speak, language,
                                                                    seats):
    """Four players at 1024×700, where the column is short: the summary (two lines in Polish)
    took its height from the card above the action bar."""
    speak(language)
    window = all_games_window(qtbot, SMALL)
    controller = start(qtbot, window, seats=seats, effects=True, objectives=True)
    screen = window.game_screen
    pane = screen.log_pane
    for _ in range(4):  # Aiko draws, the next card turns up, the others draw on it
        step(qtbot, controller)
        if pane.since.isVisible():
            break
    qtbot.wait(50)  # the column's layout takes in the summary
    assert pane.since.isVisible(), "the others drew nothing since Aiko's turn"
    with_summary = screen.hero.height()
    pane._show_since(None, [])  # as before anyone moved: no summary
    qtbot.wait(50)
    assert not pane.since.isVisible()
    assert screen.hero.height() == with_summary


# -- one sentence for a card nothing can be drawn with ----------------------------------------------

def _nothing_to_draw(controller) -> bool:
    seat = controller.shown_seat
    if seat is None or seat not in controller.match.human_to_act():
        return False
    return not any(action.kind == "draw" for action in controller.state().legal_actions(seat))


def test_the_top_bar_and_the_hint_agree_when_nothing_can_be_drawn(qtbot):
    """The top bar said "Draw a section on the card's symbol, or pass." over the panel's "No
    section can be drawn with this card: pass.": one sentence now, from the same source."""
    window = all_games_window(qtbot, SMALL)
    controller = start(qtbot, window, seed=3)
    for _ in range(120):
        if _nothing_to_draw(controller):
            break
        step(qtbot, controller)
    assert _nothing_to_draw(controller), "every card of this game let the player draw"
    screen = window.game_screen
    hint = screen.action_bar.parts.hint
    assert hint is not None
    said = "No section can be drawn with this card: pass."
    assert hint.text() == said
    assert screen.status.text() == said


# -- four players at 1024×700: the lines in sight --------------------------------------------------

def _in_view(widget, area) -> bool:
    viewport = area.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return widget.isVisible() and viewport.rect().contains(rect)


def three_steps_in(qtbot, size, seats):
    """The game screen of a game with ``seats`` (effects and objectives), three steps in."""
    window = all_games_window(qtbot, size)
    controller = start(qtbot, window, seats=seats, effects=True, objectives=True)
    for _ in range(3):
        step(qtbot, controller)
    qtbot.wait(50)
    return window.game_screen


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize(("language", "seats"), [("en", FOUR_TWO_HUMANS), ("pl", FOUR_TWO_HUMANS),
                                                  ("hu", FOUR_ONE_HUMAN)])
def test_four_players_at_1024x700_see_the_lines_of_the_sheet_shown(qtbot, speak, language,
                                                                   seats):
    """The side column showed only the sheet chooser and its total, which the list of scores
    above already gives; the line boxes (each line's points, the current one marked) scrolled
    away. Now they are in sight, for one's own sheet and for another player's looked at."""
    speak(language)
    screen = three_steps_in(qtbot, SMALL, seats)
    panel = screen.panel
    assert panel.mode == "tight"
    assert not panel.chooser_row.isVisible()  # the list of scores says whose and how much
    assert screen.scoreboard.isVisible()
    assert _in_view(panel.line_row, screen.side_scroll)
    screen.look.look_at(2)  # Yuki's board, from the list of scores
    qtbot.wait(50)
    assert panel.focus.sheet_seat() == 2
    assert _in_view(panel.line_row, screen.side_scroll)
    parts = [screen.hero, screen.action_bar, screen.scoreboard, screen.look_bar, screen.side_split]
    rects = [QRect(part.mapTo(screen, QPoint(0, 0)), part.size()) for part in parts
             if part.isVisible()]
    for above, below in zip(rects, rects[1:], strict=False):
        assert above.bottom() < below.top(), (above, below)
    assert rects[-1].bottom() <= screen.rect().bottom()


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize(("language", "seats"), [("en", FOUR_TWO_HUMANS), ("de", FOUR_ONE_HUMAN),
                                                  ("ja", FOUR_TWO_HUMANS), ("pl", FOUR_HUMANS)])
def test_four_players_at_1024x700_read_four_rows_of_the_log(qtbot, speak, language, seats):
    """The log under the sheet drew two lines (its least, the hero taking the column's rest):
    the panel says what its view needs (ViewNeeds, the tight sheet), the hero gives the log
    room for its readable lines down to its least, and the crowded column's log takes its
    heading in body type with the summary beside it: room for four rows, three at least drawn, the sheet's
    line and category boxes still in view."""
    speak(language)
    screen = three_steps_in(qtbot, SMALL, seats)
    qtbot.waitUntil(lambda: screen._curtain is None or not screen._curtain.isVisible())
    qtbot.wait(50)
    panel, log = screen.panel, screen.log
    assert panel.view_needs() > 0 and screen.log_pane.compact
    assert log.viewport().height() >= 4 * (log.fontMetrics().lineSpacing() + 2 * log.pad)
    assert drawn_lines(log) >= 3  # a wrapped line over the whole ones may stay undrawn
    assert _in_view(panel.line_row, screen.side_scroll)
    assert all(_in_view(box, screen.side_scroll) for box in panel.category_boxes.values())
    pane = screen.log_pane
    assert QRect(pane.mapTo(screen, QPoint(0, 0)), pane.size()).bottom() <= screen.rect().bottom()


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize(("language", "size", "seats"),
                         [("en", (1366, 768), FOUR_TWO_HUMANS), ("pl", (1366, 768), FOUR_TWO_HUMANS),
                          ("de", (1366, 768), FOUR_TWO_HUMANS), ("ja", (1920, 1080), FOUR_TWO_HUMANS),
                          ("en", SMALL, FOUR_TWO_HUMANS), ("de", SMALL, FOUR_TWO_HUMANS),
                          ("pl", SMALL, FOUR_TWO_HUMANS), ("ja", SMALL, FOUR_TWO_HUMANS),
                          ("en", SMALL, FOUR_HUMANS), ("en", SMALL, FOUR_ONE_HUMAN)])
def test_four_players_see_the_whole_sheet_with_its_categories(qtbot, speak, language, size,
                                                              seats):
    """At 1366×768 with four players the scroll view's foot ran across the category boxes
    (stations, interchanges, missed green, objectives), half of them out of sight: the hero
    now gives the view the tightest sheet's height, and the column's parts still never
    overlap. At 1024×700 with two or more players at the screen the boxes were one scroll
    below the line boxes: there the turn's strip takes smaller type and the hero comes down
    to its least."""
    speak(language)
    screen = three_steps_in(qtbot, size, seats)
    qtbot.waitUntil(lambda: screen._curtain is None or not screen._curtain.isVisible())
    qtbot.wait(50)  # the sheet of the player the curtain named, laid out
    panel = screen.panel
    assert panel.compact  # the categories as boxes in a row
    for box in panel.category_boxes.values():
        assert _in_view(box, screen.side_scroll), box.objectName()
    assert _in_view(panel.line_row, screen.side_scroll)
    parts = [screen.hero, screen.action_bar, screen.scoreboard, screen.side_split]
    rects = [QRect(part.mapTo(screen, QPoint(0, 0)), part.size()) for part in parts
             if part.isVisible()]
    for above, below in zip(rects, rects[1:], strict=False):
        assert above.bottom() < below.top(), (above, below)
    assert rects[-1].bottom() <= screen.rect().bottom()
    log = screen.log
    assert log.viewport().height() >= 3 * log.fontMetrics().lineSpacing()  # the log keeps its own


@pytest.mark.usefixtures("app_look")
@pytest.mark.parametrize("size", [SMALL, (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("seats", [FOUR_TWO_HUMANS, FOUR_HUMANS])
def test_nothing_in_the_column_moves_between_turns(qtbot, size, seats):
    """The room found for the category boxes at 1024×700 must not come from a part that
    changes size with the turn (a smaller turn strip chosen by the room left made the hero
    jump 13 px at 1366×768): the hero, the action bar and the scroll view keep their places
    over a round of turns, the turn's strip shown or hidden."""
    screen = three_steps_in(qtbot, size, seats)

    def places() -> list[tuple[int, int]]:
        parts = [screen.hero, screen.action_bar, screen.scoreboard, screen.side_scroll]
        return [(part.mapTo(screen, QPoint(0, 0)).y(), part.height()) for part in parts]

    before = places()
    for _ in range(8):
        step(qtbot, screen.controller)
        qtbot.wait(50)
        assert places() == before

"""Next Station: Tokyo after the December re-review (issue 22, nextstation-ux.md points 5, 9, 10
and 11, and §4's replays): the result's words beside the sealed total never cut, the live total
a player can read (green stations counted as they are missed, red below zero), the round's end
as a moment over the board, the hint bubble off the card and the action bar, the home tile's
memory and what was on offer in a replay."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFrame

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import NextStationState
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.i18n import LANGUAGES, LanguageManager, fill
from tabibito.ui.kit.settings import Settings
from tabibito.ui.nextstation import round_end, texts
from tabibito.ui.nextstation.hints import BUTTON_TARGET
from tabibito.ui.nextstation.items import DOUBLE_TAG_PX, STATION_HIT
from tabibito.ui.nextstation.round_end import round_facts
from tabibito.ui.plugin_api import Hint
from tests.ui.test_nextstation_motion import open_window
from tests.ui.test_nextstation_recheck import LARGE, SMALL, SOLO, clipped, start, step


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


def play_to_the_end(qtbot, controller) -> None:
    while not controller.match.is_over():
        step(qtbot, controller)


# -- the hero's result: never cut -------------------------------------------------------------------

@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_solo_result_beside_the_total_is_never_cut_at_1024x700(qtbot, settings, language,
                                                                   monkeypatch):
    languages = LanguageManager()
    languages.set_language(language)
    try:
        window = open_window(qtbot, settings, SMALL)
        controller = start(qtbot, window, effects=True, objectives=True)
        play_to_the_end(qtbot, controller)
        window.game_screen.score_sheet.hide()  # "Look at the board"
        # The rating with the longest name in this language, rated on fewer points (two modules).
        longest = max(range(len(texts.SOLO_RATINGS)), key=lambda index: len(texts.rated_name(index)))
        monkeypatch.setattr(NextStationState, "solo_rating", lambda state: longest)
        hero = window.game_screen.hero
        hero.refresh()
        assert texts.rated_name(longest) == hero.rating.text() and hero.rating_note.text()
        parts = (hero.rating_title, hero.rating, hero.rating_note)
        qtbot.waitUntil(lambda: not any(clipped(label) for label in parts), timeout=2000)
        for label in parts:
            assert label.isVisible()
            assert label.geometry().bottom() <= hero.rect().bottom()
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


# -- the live total: what a player understands ---------------------------------------------------

def test_the_green_stations_not_reached_yet_are_still_to_reach_until_the_end(qtbot, settings):
    """The rules count every green station not reached yet in the live total (−24 at the
    start); the sheet words that projection: "still to reach", not "missed", until the end."""
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window)
    side = window.game_screen.panel
    state = controller.state()
    breakdown = state.scores().breakdown[0]
    unreached = -breakdown["missed_green"] // scoring.GREEN_MISS_PENALTY
    assert side.total == sum(breakdown.values()) < 0  # the same total as the scores list
    assert side.category_formula["missed_green"].text() == texts.PLURALS.green_to_reach(unreached)
    assert side.category_formula["missed_green"].text() != texts.missed_text(unreached)
    while not controller.match.is_over():
        step(qtbot, controller)
    missed = -controller.state().scores().breakdown[0]["missed_green"] // scoring.GREEN_MISS_PENALTY
    assert side.category_formula["missed_green"].text() == texts.missed_text(missed)


def test_the_double_tag_is_readable_at_1024x700(qtbot, settings):
    """The "×2" tag on a station counting twice: its text at least 10 px on the screen on the
    smallest board (the old 15 scene px came to about 7)."""
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window)
    scale = window.game_screen.board.transform().m11()
    assert DOUBLE_TAG_PX * scale >= 10
    station = next(iter(window.game_screen.scene.stations.values()))
    tag_corner = -STATION_HIT - 14
    assert station.boundingRect().contains(QRectF(tag_corner, tag_corner, DOUBLE_TAG_PX * 2,
                                                  DOUBLE_TAG_PX * 1.4))


# -- the round's end: a moment over the board ---------------------------------------------------------

def summary_of(window):
    return window.game_screen.board.findChild(QFrame, "nextStationRoundSummary")


def end_the_round(qtbot, controller) -> None:
    """Play the round to its end, the motion of each move shown at once (as if watched)."""
    round_index = controller.state().round
    while controller.state().round == round_index:
        controller.animations.finish_all()
        step(qtbot, controller)


# Pass-and-play: no computer player whose move, waiting for the table, would outlast the summary.
THREE_AT_ONE_SCREEN = [Seat("Aiko"), Seat("Bence"), Seat("Chika")]


@pytest.mark.parametrize("seats", [SOLO, THREE_AT_ONE_SCREEN], ids=["solo", "3 players"])
def test_the_end_of_a_round_shows_its_line_score_over_the_board(qtbot, seats):
    settings = Settings()
    settings.animation_speed = "normal"
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window, seats, effects=True, objectives=True)
    end_the_round(qtbot, controller)
    summary = summary_of(window)
    qtbot.waitUntil(lambda: summary is not None and summary.isVisible(), timeout=5000)
    state = controller.state()
    shown = controller.shown_seat  # the sheet on the screen: the first to act on the new card
    line = state.sheet(shown).lines_in_order()[0]
    districts, most, points = scoring.scored_line(state.map, line)
    text = summary.body.text()
    assert fill(texts.PLURALS.round_line(districts), 1, texts.pencil_name(line.pencil), most,
                points) in text
    assert fill(texts.next_pencil_text(), 2, texts.pencil_name(state.pencil(shown))) in text
    assert summary.title.text() == fill(texts.round_over_title(), 1)
    view = window.game_screen.board
    assert view.rect().contains(summary.geometry())  # over the board, all of it in sight
    if len(seats) > 1:  # the others' figures under the shown sheet's
        for seat in set(range(len(seats))) - {shown}:
            other = scoring.scored_line(state.map, state.sheet(seat).lines_in_order()[0])[2]
            assert f"{seats[seat].name} {other}" in text
    # It goes by itself, and lets the table go on.
    qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not controller.animations.busy(), timeout=5000)


def summary_at_round_end(qtbot, speed: str):
    """A solo game at ``speed`` whose first round has just ended: (window, controller, the
    summary, shown)."""
    settings = Settings()
    settings.animation_speed = speed
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window)
    end_the_round(qtbot, controller)
    summary = summary_of(window)
    qtbot.waitUntil(lambda: summary is not None and summary.isVisible(), timeout=5000)
    return window, controller, summary


def test_a_key_closes_the_summary_at_once_and_does_nothing_else(qtbot):
    window, controller, summary = summary_at_round_end(qtbot, "normal")
    log = list(controller.match.log)
    QTest.keyClick(window.game_screen.board.viewport(), Qt.Key.Key_Space)
    assert not summary.isVisible()
    assert not controller.animations.busy()  # nothing holds the table back any more
    assert controller.match.log == log  # the Space did not pass the new card
    assert not controller.resolution_held()


def test_a_click_closes_the_summary(qtbot):
    _window, controller, summary = summary_at_round_end(qtbot, "fast")
    log = list(controller.match.log)
    qtbot.mouseClick(summary, Qt.MouseButton.LeftButton)
    assert not summary.isVisible() and controller.match.log == log


def test_with_animations_off_no_summary_shows(qtbot, settings, monkeypatch):
    shown = []
    monkeypatch.setattr(round_end.RoundSummary, "show", lambda summary: shown.append(summary))
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window)
    end_the_round(qtbot, controller)
    qtbot.wait(100)  # the summary is queued after this change's other motion
    assert controller.state().round == 1
    assert shown == []
    assert not controller.animations.busy()


def test_the_round_facts_count_what_the_line_brought():
    """A worked example: seed 5, solo; the line of round 1 and what it added to the sheet."""
    match = Match(REGISTRY.get("nextstation"), {"effects": False, "objectives": True},
                  SOLO, 5, hold_resolution=False)
    events: list = []
    while match.state.round == 0:
        legal = match.state.legal_actions(0)
        draws = [action for action in legal if action.kind == "draw"]
        action = draws[len(draws) // 2] if draws else legal[0]
        events = match.apply(0, action)
    state = match.state
    facts = round_facts(state, 0, events)
    assert facts is not None
    line = state.sheet(0).lines_in_order()[0]
    districts, most, points = scoring.scored_line(state.map, line)
    assert (facts.round, facts.pencil, facts.districts, facts.most, facts.points) == \
        (0, line.pencil, districts, most, points)
    at = scoring.lines_at_stations(state.map, [line])
    assert facts.interchanges == sum(1 for n in at.values() if n >= 3)  # the loop and line 1
    assert facts.stamps == len(scoring.stamped_districts(state.map, at))
    assert facts.next_pencil == state.pencil(0) and facts.others == ()
    assert round_facts(state, 0, []) is None  # no round ended: nothing to show


# -- the hint's bubble: over the board, never over the card or the action bar -----------------------

def rect_on(widget, screen) -> QRect:
    return QRect(widget.mapTo(screen, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x700", "1920x1080"])
@pytest.mark.parametrize("objectives", [False, True], ids=["map only", "objectives beside"])
def test_the_hint_bubble_leaves_the_card_and_the_action_bar_uncovered(qtbot, settings, size,
                                                                      objectives):
    window = open_window(qtbot, settings, size)
    controller = start(qtbot, window, effects=True, objectives=objectives)
    screen = window.game_screen
    hints = screen.hints
    # A section the hint names may end at any station; a pass points at the Pass button.
    legal = controller.state().legal_actions(0)
    targets = [BUTTON_TARGET] + [f"station:{station}" for station in screen.scene.stations]
    words = "Draw to the circle station in the inner district: it reaches a green station. " * 2
    for target in targets:
        hints.thinking()
        hints.show_hint(0, legal[0], Hint(words, target=target))
        bubble = hints.bubble.geometry()
        assert hints.bubble.isVisible()
        for part in (screen.hero, screen.action_bar, screen.panel):
            assert not bubble.intersects(rect_on(part, screen)), (target, part)
        assert rect_on(screen.board, screen).contains(bubble), target
        hints.close()


# -- a replay shows what was on offer -----------------------------------------------------------------

def test_a_replay_shows_the_card_of_each_move_and_the_stations_it_offered(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window)
    play_to_the_end(qtbot, controller)
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    qtbot.mouseClick(sheet.replay_button, Qt.MouseButton.LeftButton)
    replay, bar = window.controller, window._replay_bar
    screen = window.game_screen
    seen_draws = 0
    for _ in range(12):
        state = replay.match.state
        assert screen.hero.stage.cards == tuple(state.current_cards)  # the card flipped then
        offered = {action["to"] for action in state.legal_actions(0) if action.kind == "draw"}
        lit = {item.key for item in screen.scene.lit_items()}
        assert lit == offered  # what the player chose from, lit
        seen_draws += bool(offered)
        log = list(replay.match.log)
        for item in screen.scene.lit_items():  # read-only: a click draws nothing
            qtbot.mouseClick(screen.board.viewport(), Qt.MouseButton.LeftButton,
                             pos=screen.board.mapFromScene(item.scenePos()))
            break
        assert replay.match.log == log
        bar.buttons["forward"].click()
    assert seen_draws > 0


def test_a_new_game_on_the_same_window_leaves_no_summary_of_the_last(qtbot):
    """The round's summary lived as long as the board's view, which the shell keeps: a new
    game over a summary left the old one (and its table) on the view, and the new game's
    summary was not the one found there. The summary now goes with its board."""
    window, _controller, summary = summary_at_round_end(qtbot, "normal")
    second = start(qtbot, window, THREE_AT_ONE_SCREEN, effects=True, objectives=True)
    qtbot.waitUntil(lambda: not shiboken6.isValid(summary), timeout=2000)  # gone with its board
    end_the_round(qtbot, second)
    summaries = window.game_screen.board.findChildren(QFrame, "nextStationRoundSummary")
    assert len(summaries) == 1
    qtbot.waitUntil(lambda: summaries[0].isVisible(), timeout=5000)
    assert fill(texts.round_over_title(), 1) == summaries[0].title.text()

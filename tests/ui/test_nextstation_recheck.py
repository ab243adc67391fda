"""Next Station: Tokyo after the re-check of the UX review (issue 7): the score sheet down to its
total in view at 1024×700 and beside the cards flipped earlier at 1920×1080, Enter on a focused
station as the window system delivers it, the reasons that name the line's ends and show once,
negative totals, the solo ending's words and its rating band, a header that never clips, the
live total, the finished game's bar, and the round's count in sight. (The shared objectives,
which lie beside the map, are tested in test_nextstation_objectives.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from tabibito.engine import Action, Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import NextStationState
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit import style
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.nextstation import panel as panel_module
from tabibito.ui.nextstation import texts
from tabibito.ui.nextstation.panel import COMPACT, ROOMY
from tabibito.ui.nextstation.plugin import solo_result_text
from tabibito.ui.nextstation.texts import winners_text
from tests.ui.play import settle
from tests.ui.test_nextstation_motion import open_window

SOLO = [Seat("Aiko")]
THREE = [Seat("Aiko"), Seat("Bence"), Seat("Yuki", "easy")]
SMALL, LARGE = (1024, 700), (1920, 1080)


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)




def start(qtbot, window, seats=SOLO, seed=5, setup=None, **options):
    match = Match(REGISTRY.get("nextstation"), options, seats, seed, setup=setup,
                  hold_resolution=True)
    window.attach(match, save_path=None)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    qtbot.wait(50)  # the layouts take in the new panel
    return controller


def step(qtbot, controller) -> None:
    """One decision of every human at the screen: the middle legal section, else pass or stop;
    then the next card."""
    if controller.pending_handoff is not None:
        controller.accept_handoff()
    if controller.resolution_held():
        controller.resolve()
    elif controller.shown_seat in controller.match.human_to_act():
        seat = controller.shown_seat  # the player at the screen
        legal = controller.state().legal_actions(seat)
        draws = [action for action in legal if action.kind == "draw"]
        action = draws[len(draws) // 2] if draws else next(
            action for action in legal if action.kind in ("pass", "confirm"))
        assert controller.submit(seat, action)
    qtbot.waitUntil(lambda: not controller.busy)


def in_view(widget: QWidget, window: MainWindow) -> bool:
    """Whether the whole widget shows inside the side column's scroll view (not scrolled off)."""
    viewport = window.game_screen.side_scroll.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return widget.isVisible() and viewport.rect().contains(rect)


# -- 1. the score sheet and its total in view -----------------------------------------------------

def test_at_1024x700_the_whole_solo_sheet_is_in_view(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window, effects=True, objectives=True)
    side = window.game_screen.panel
    for _ in range(40):  # into the third round: lines drawn, cards flipped
        step(qtbot, controller)
        qtbot.wait(1)
        # Compact: the categories as one row of boxes; roomy: a named row each.
        categories = ([side.category_row] if side.compact
                      else list(side.category_points.values()))
        parts = [side.total_points, side.line_row, *categories]
        assert all(in_view(part, window) for part in parts)
    shown = {key: box.points for key, box in side.category_boxes.items()}
    assert shown == {key: int(label.text()) for key, label in side.category_points.items()}


def test_at_1920x1080_the_total_stays_in_view_beside_the_cards_flipped_earlier(qtbot, settings):
    window = open_window(qtbot, settings, LARGE)
    controller = start(qtbot, window, THREE, effects=True, objectives=True)
    side = window.game_screen.panel
    # With three players' sheets and the game log pinned under the panel (issue 22 §3), the
    # column's lower part (about 420 px) holds the sheet as boxes, never cut: compact, not tight.
    assert side.mode in (ROOMY, COMPACT)
    while not side.flipped_strip.isVisible():
        step(qtbot, controller)
    qtbot.wait(50)
    assert in_view(side.flipped_caption, window)
    assert in_view(side.total_points, window) and in_view(side.total_name, window)
    assert in_view(side.category_row if side.compact else side.category_table, window)
    log = window.game_screen.log_pane  # under the panel's scroll view, not inside it
    assert log.isVisible() and window.rect().contains(QRect(log.mapTo(window, QPoint(0, 0)),
                                                            log.size()))


def total_and_chooser_in_view(window: MainWindow, side) -> bool:
    """The shown sheet's total and the way to choose a sheet, in view: in the panel's head, or,
    tight with several players (issue 22: the head left no room for the lines), in the list of
    scores above it, whose row of that seat shows the same total and picks the sheet."""
    if side.chooser_row.isVisible():
        return in_view(side.total_points, window) and in_view(side.chooser, window)
    board = window.game_screen.scoreboard
    row = side.focus.sheet_seat()
    return side.mode == panel_module.TIGHT and board.isVisible() \
        and board.item(row, 1).text() == side.total_points.text()


@pytest.mark.parametrize("seats", [THREE, [*THREE[:2], Seat("Chie"), Seat("Yuki", "easy")]],
                         ids=["3 players", "4 players"])
def test_at_1024x700_the_total_stays_in_view_however_many_players(qtbot, settings, seats):
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window, seats, effects=True, objectives=True)
    side = window.game_screen.panel
    for _ in range(12):
        assert total_and_chooser_in_view(window, side)
        step(qtbot, controller)
    if side.mode == panel_module.TIGHT:  # the shell left little room: the total went up
        assert side.total_row.parentWidget() is side.chooser_row
        assert not side.total_rule.isVisible()


def test_the_sheet_comes_before_whatever_grows_below_it(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window)
    side = window.game_screen.panel
    assert side.sheet.geometry().bottom() < side.turn.geometry().top()


# -- 2. Enter on a focused station ----------------------------------------------------------------

def focus_order_starts_with_a_start(scene) -> bool:
    """The situation the review met: in reading order the line's start comes first."""
    points = {s: scene.stations[s].pos() for s in set(scene.starts) | set(scene.targets)}
    first = min(points, key=lambda s: (round(points[s].y()), points[s].x()))
    return first in scene.starts


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
@pytest.mark.parametrize("several_starts", [False, True], ids=["one start", "two starts"])
def test_enter_on_the_first_focused_station_draws(qtbot, settings, key, several_starts):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window, seed=1)
    scene = window.game_screen.scene
    for _ in range(80):
        if not controller.resolution_held() and scene.targets and focus_order_starts_with_a_start(
                scene) and (len(scene.starts) > 1) == several_starts:
            break
        step(qtbot, controller)
    else:
        raise AssertionError("the case never came up")
    view = window.game_screen.board
    view.setFocus()
    log = len(controller.match.log)
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first station the keyboard visits
    assert scene.key_focus is not None
    for _ in range(2):  # a start is chosen first when there are several
        if len(controller.match.log) > log:
            break
        keypad = Qt.KeyboardModifier.KeypadModifier if key == Qt.Key.Key_Enter \
            else Qt.KeyboardModifier.NoModifier
        QTest.keyClick(view, key, keypad)
    assert len(controller.match.log) == log + 1
    assert controller.match.log[-1].action.kind == "draw"
    assert controller.resolution_held()  # drawn, waiting for "Next card": not passed


def test_the_only_start_is_no_stop_for_the_keyboard(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window, seed=1)
    scene = window.game_screen.scene
    assert len(scene.starts) == 1
    assert scene.starts[0] not in scene.focusable()
    assert set(scene.focusable()) == set(scene.targets)
    assert controller.state().legal_actions(0)


def test_escape_lets_go_of_a_start_chosen_by_keyboard(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window, seed=1)
    scene = window.game_screen.scene
    for _ in range(80):
        if not controller.resolution_held() and len(scene.starts) > 1:
            break
        step(qtbot, controller)
    view = window.game_screen.board
    view.setFocus()
    start_station = scene.starts[0]
    scene.set_key_focus(start_station)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected == start_station and scene.key_focus in scene.targets
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected is None
    assert window.game_screen.isVisible()  # Esc did not leave the game


# -- 3. reasons that name the stations, shown once ------------------------------------------------

def test_no_guide_names_the_ends_of_the_line_and_shows_no_tooltip(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window, seed=1)
    scene = window.game_screen.scene
    why = station = None
    for _ in range(40):
        if not controller.resolution_held() and len(scene.starts) > 1:
            station = next((s for s in scene.stations if s not in scene.reach
                            and (w := scene.why_not(s)) is not None
                            and w.key == "nextstation.no_guide"), None)
            if station is not None:
                why = scene.why_not(station)
                break
        step(qtbot, controller)
    assert why is not None
    state = controller.state()
    for end in state.line(0).ends():
        assert texts.symbol_name(state.map.stations[end].symbol) in why.text
    assert "%" not in why.text
    scene.hover(scene.stations[station], True)
    assert scene.reason_tag.isVisible() and scene.reason_tag.text == why.text
    assert scene.stations[station].toolTip() == ""
    scene.hover(scene.stations[station], False)
    assert not scene.reason_tag.isVisible()
    assert why.text not in scene.stations[station].toolTip()
    assert scene.stations[station].toolTip()  # what the station is, back once the tag has gone


# -- 4. negative totals, and the rating's band --------------------------------------------------

def test_negative_totals_are_written_out(qtbot):
    # (no catalogue in the tests: the source's "point(s)")
    assert texts.PLURALS.solo_result(-6) == "%1 — -6 point(s)"
    assert texts.PLURALS.solo_result(-1) == "%1 — -1 point(s)"  # %1 untouched by the count
    assert texts.PLURALS.solo_result(7) == "%1 — 7 point(s)"
    assert "%n" not in texts.PLURALS.winner(-3) and "-3" in texts.PLURALS.winner(-3)
    assert "-2" in texts.PLURALS.shared_victory(-2)
    assert texts.PLURALS.player_points(-11) == "%1: -11 point(s)"


class PluralTranslator(QTranslator):
    """A catalogue whose translation carries %n with a digit elsewhere, as a translator may."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "NextStation" and source == "%1 — %n point(s)":
            # A negative count reaches a catalogue as the first form, as Qt's .qm files do.
            return "%1 (10 best) — %n pt" if n in (1, -1) else "%1 (10 best) — %n pts"
        return None

    def isEmpty(self) -> bool:
        return False


def test_a_negative_count_replaces_only_the_count(qtbot):
    translator = PluralTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        assert texts.PLURALS.solo_result(-10) == "%1 (10 best) — -10 pts"  # the form of 10
        assert texts.PLURALS.solo_result(-1) == "%1 (10 best) — -1 pt"
        assert texts.PLURALS.solo_result(10) == "%1 (10 best) — 10 pts"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_solo_result_names_the_band_and_a_negative_score(qtbot, settings, monkeypatch):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window)
    monkeypatch.setattr(NextStationState, "solo_rating", lambda state: 0)
    monkeypatch.setattr(NextStationState, "advanced_modules", property(lambda state: 0))
    text, next_band = solo_result_text(-6, controller.view()).split("\n")
    low, high = scoring.SOLO_RATINGS[0]
    assert text == f"{texts.solo_rating_name(0)} (below {high + 1}) — -6 point(s)"
    assert next_band.startswith(f"{high + 1 + 6} more point")
    monkeypatch.setattr(NextStationState, "solo_rating", lambda state: 4)
    assert solo_result_text(140, controller.view()).startswith(
        f"{texts.solo_rating_name(4)} (136–150) — 140")


def test_a_solo_result_with_modules_names_the_deduction_in_words_and_the_next_band(
        qtbot, settings, monkeypatch):
    """Review point 6: "Network planner (136–150) — 160 points" read as a contradiction: the
    rating and the score first, then 160 − 20 = 140 in the band, then the next rating."""
    window = open_window(qtbot, settings)
    controller = start(qtbot, window)
    monkeypatch.setattr(NextStationState, "solo_rating", lambda state: 4)
    monkeypatch.setattr(NextStationState, "advanced_modules", property(lambda state: 2))
    first, deduction, next_band = solo_result_text(160, controller.view()).split("\n")
    assert first.startswith(f"{texts.solo_rating_name(4)} — 160") and "136" not in first
    assert deduction.startswith("160 points − 20 for 2 advanced module")
    assert "= 140, in the band 136–150" in deduction
    assert next_band.startswith("11 more point") and texts.solo_rating_name(5) in next_band
    monkeypatch.setattr(NextStationState, "solo_rating", lambda state: 5)
    monkeypatch.setattr(NextStationState, "advanced_modules", property(lambda state: 0))
    assert "\n" not in solo_result_text(170, controller.view())  # the top rating: no next


def test_a_winner_with_a_negative_total(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window, THREE)
    scores = controller.state().scores()  # everybody below zero at the start
    assert all(total < 0 for total in scores.totals)
    text = winners_text(scores, controller.seat_names)
    assert "%n" not in text and str(scores.totals[scores.winners[0]]) in text


# -- 5. the solo ending's words -------------------------------------------------------------------

def play_to_the_end(qtbot, controller) -> None:
    while not controller.match.is_over():
        step(qtbot, controller)


def test_the_solo_end_does_not_offer_other_sheets(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window)
    play_to_the_end(qtbot, controller)
    side = window.game_screen.panel
    assert side.hint.text() == texts.game_over_hint(solo=True)
    assert side.hint.text() != texts.game_over_hint(solo=False)
    assert "sheet below to compare" not in side.hint.text()


# -- 6. the header over the card never clips ------------------------------------------------------

class LongTranslator(QTranslator):
    """Every text of the game twice as long, as German and Hungarian make them."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context not in ("NextStation", "Words"):  # the game's texts and the kit's words
            return None
        return f"{source} {source.replace('%', '')}" if n < 0 else None

    def isEmpty(self) -> bool:
        return False


def clipped(label: QLabel) -> bool:
    if not label.isVisible():
        return False
    if label.wordWrap():
        return label.height() < label.heightForWidth(label.width())
    return label.width() < label.fontMetrics().horizontalAdvance(label.text())


@pytest.mark.parametrize("long_texts", [False, True], ids=["English", "long"])
def test_the_round_and_pencil_over_the_card_are_never_cut(qtbot, settings, long_texts):
    window = open_window(qtbot, settings, SMALL)
    translator = LongTranslator()
    if long_texts:
        QCoreApplication.installTranslator(translator)
    try:
        controller = start(qtbot, window)
        hero = window.game_screen.hero
        for _ in range(scoring.ROUNDS):
            # Once the new round's texts are laid out (a few passes of the event loop, more on a
            # busy machine), neither is cut.
            qtbot.waitUntil(lambda: not clipped(hero.round_title)
                            and not clipped(hero.pencil_label), timeout=2000)
            header = hero.header
            assert header.geometry().bottom() < hero.stage.geometry().top()
            round_index = controller.state().round
            while controller.state().round == round_index and not controller.match.is_over():
                step(qtbot, controller)
    finally:
        QCoreApplication.removeTranslator(translator)


# -- 7. the live total, the objectives' marks, the finished game's bar -----------------------------

def test_the_live_total_is_red_below_zero_and_ink_above(qtbot, settings):
    """Reshaped after the December review (point 11): red means below zero, as on any account
    (it was the reverse)."""
    window = open_window(qtbot, settings)
    controller = start(qtbot, window)
    side = window.game_screen.panel
    assert side.total < 0
    assert style.VERMILION in side.total_points.styleSheet()
    assert side.total_points.toolTip() == texts.total_help()
    assert str(scoring.GREEN_MISS_PENALTY) in texts.total_help()
    while side.total <= 0:
        step(qtbot, controller)
    assert style.INK in side.total_points.styleSheet()


def test_a_finished_game_shows_no_buttons_and_says_game_over_once(qtbot, settings):
    window = open_window(qtbot, settings)
    controller = start(qtbot, window)
    side, hero = window.game_screen.panel, window.game_screen.hero
    play_to_the_end(qtbot, controller)
    window.game_screen.score_sheet.hide()  # "Look at the board"
    settle(qtbot)
    assert not side.pass_button.isVisible() and not side.undo_button.isVisible()
    assert not window.game_screen.action_bar.press_main()
    total = controller.state().scores().totals[0]
    assert hero.round_title.text() == texts.final_score_title()
    assert hero.stage.shown_result() == total
    saying = [label for label in window.findChildren(QLabel)
              if label.isVisible() and label.text() == texts.game_over_title()]
    assert len(saying) <= 1  # the shell's status line, if anything


# -- 8. the round's count plays where it is seen --------------------------------------------------

def test_the_round_end_count_plays_in_view_at_1024x700(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window, effects=True, objectives=True)
    side = window.game_screen.panel
    while not (controller.resolution_held() and controller.state().subway_left == 0):
        step(qtbot, controller)
    controller.animation_factor = 1.0  # Normal speed, for the round end only
    controller.resolve()
    box = side.line_boxes[0]
    qtbot.waitUntil(box.counting, timeout=3000)
    assert in_view(box, window)
    assert box.shown_points() < box.points or box.points == 0
    qtbot.waitUntil(lambda: not controller.animations.busy(), timeout=5000)
    assert box.shown_points() == box.points and not box.counting()
    assert side.line_row.mark.geometry() == side.line_boxes[1].geometry()
    assert in_view(side.line_row, window)


def test_undo_after_a_pass_keeps_the_compact_sheet(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    controller = start(qtbot, window, effects=True, objectives=True)
    side = window.game_screen.panel
    layout = side.compact
    controller.submit(0, Action.of("pass"))
    controller.undo()
    settle(qtbot)
    assert side.compact == layout and in_view(side.total_points, window)

"""The Next Station: Tokyo board and panel in the real main window: clicks, hovers, undo, pass,
language switching, the sheet chooser and a whole solo game to its score sheet."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt, QTranslator
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from tabibito.engine import Action, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import game as nextstation_game
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import NextStationState
from tabibito.games.nextstation.tokyo_map import MapError
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.nextstation import PLUGIN, texts
from tabibito.ui.nextstation.board import NextStationBoard
from tabibito.ui.nextstation.items import PLAIN, SYMBOL_SIZE, TARGET, LineBadgeItem
from tabibito.ui.nextstation.panel import NextStationPanel

PASS = Action.of("pass")
SOLO = [Seat("Aiko")]
TWO_HUMANS = [Seat("Aiko"), Seat("Ben")]
WITH_BOT = [Seat("Aiko"), Seat("Kenji", "easy")]


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"  # no pauses, no pulsing
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    """The tests click the main button faster than anybody could read a card; one test below puts
    the guard back."""
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


@pytest.fixture
def window(qtbot, settings) -> MainWindow:
    window = MainWindow(REGISTRY, {PLUGIN.game_id: PLUGIN}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1400, 950)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(qtbot, window: MainWindow, seats=SOLO, seed: int = 11, **options):
    assert window.start_match("nextstation", options, seats, seed=seed)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    if controller.pending_handoff is not None:
        qtbot.waitUntil(window.handoff.guard.passed)  # the screen takes no click at once
        window.handoff.ready.click()
    return controller


def board(window) -> NextStationBoard:
    return window.game_screen.scene


def panel(window) -> NextStationPanel:
    return window.game_screen.panel


def station_point(window, station_id: str) -> QPoint:
    view = window.game_screen.board
    return view.mapFromScene(board(window).stations[station_id].scenePos())


def click_station(qtbot, window, station_id: str) -> None:
    view = window.game_screen.board
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=station_point(window, station_id))


def hover_station(window, station_id: str) -> None:
    """A mouse move over the station, delivered to the view like one from the window system.

    (QTest.mouseMove goes through the cursor, which the offscreen platform keeps on its small
    virtual screen.)"""
    viewport = window.game_screen.board.viewport()
    pos = QPointF(station_point(window, station_id))
    move = QMouseEvent(QEvent.Type.MouseMove, pos, QPointF(viewport.mapToGlobal(pos)),
                       Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, move)


def played(match) -> list[tuple[int, Action]]:
    """The log as (seat, action) pairs: what the tests compare, without the steps."""
    return [(move.seat, move.action) for move in match.log]


def draws(controller, seat: int = 0) -> list[Action]:
    return [a for a in controller.state().legal_actions(seat) if a.kind == "draw"]


def draw_by_clicks(qtbot, window, action: Action) -> None:
    """As a player would: one click on the lit target, and a second on the start only when the
    board asks which of several starts to draw from."""
    scene = board(window)
    assert scene.stations[action["to"]].mode == TARGET
    click_station(qtbot, window, action["to"])
    if scene.asking == action["to"]:
        assert action["frm"] in scene.candidates and len(scene.candidates) > 1
        click_station(qtbot, window, action["frm"])


def pass_until_a_draw(qtbot, window, controller, seat: int = 0) -> list[Action]:
    while not draws(controller, seat):
        qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not controller.busy)
    return draws(controller, seat)


def sections(window) -> set[tuple[str, str]]:
    return set(board(window)._sections)


# -- drawing, passing, taking back ----------------------------------------------------------------

def test_clicking_a_start_then_a_lit_target_draws_the_section(qtbot, window):
    controller = start(qtbot, window)
    legal = pass_until_a_draw(qtbot, window, controller)
    scene = board(window)
    starts = {a["frm"] for a in legal}
    assert set(scene.starts) == starts
    if len(starts) == 1:
        assert scene.selected in starts  # the only start is chosen already
    action = legal[-1]
    pencil = controller.state().pencil(0)
    track = controller.state().map.track_between(action["frm"], action["to"]).id
    if scene.selected != action["frm"]:  # choosing the start first still works
        click_station(qtbot, window, action["frm"])
        assert scene.selected == action["frm"]
    assert scene.stations[action["to"]].mode == TARGET
    click_station(qtbot, window, action["to"])
    assert controller.match.log[-1][::2] == (0, action)
    assert (pencil, track) in sections(window)
    line = controller.state().sheet(0).lines[pencil]
    assert action["to"] in line.stations


def test_only_legal_targets_light_up(qtbot, window):
    controller = start(qtbot, window)
    legal = pass_until_a_draw(qtbot, window, controller)
    scene = board(window)
    click_station(qtbot, window, legal[0]["frm"])
    targets = {a["to"] for a in legal if a["frm"] == legal[0]["frm"]}
    lit = {key for key, item in scene.stations.items() if item.mode == TARGET}
    assert lit == targets


def test_a_pass_that_throws_a_section_away_waits_for_the_next_card(qtbot, window):
    controller = start(qtbot, window)
    button = panel(window).pass_button
    assert draws(controller) and button.isEnabled() and button.text() == "Pass"
    flipped = len(controller.state().flipped)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert played(controller.match) == [(0, PASS)]
    assert controller.resolution_held() and button.text() == "Next card"
    assert len(controller.state().flipped) == flipped and controller.can_undo()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not controller.resolution_held() and not controller.can_undo()
    assert len(controller.state().flipped) > flipped or controller.state().round == 1


def test_undo_in_the_panel_takes_a_section_back_before_the_next_card(qtbot, window):
    controller = start(qtbot, window, TWO_HUMANS)
    assert controller.shown_seat == 0
    legal = draws(controller)
    assert legal, "this seed gives the first card a station next to the departure"
    action = legal[0]
    pencil = controller.state().pencil(0)
    track = controller.state().map.track_between(action["frm"], action["to"]).id
    flipped = controller.state().flipped
    draw_by_clicks(qtbot, window, action)
    assert played(controller.match) == [(0, action)]
    assert controller.state().flipped == flipped  # Ben has not decided: no new card yet
    # Every sheet is public: Ben goes on at once on the same screen, no privacy screen.
    assert controller.shown_seat == 1 and controller.pending_handoff is None
    undo = panel(window).undo_button
    assert undo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert controller.match.log == []
    assert (pencil, track) not in sections(window)
    assert controller.shown_seat == 0 and action in draws(controller)
    assert not undo.isEnabled()


def test_a_solo_section_can_be_taken_back_until_the_next_card(qtbot, window):
    controller = start(qtbot, window)
    legal = pass_until_a_draw(qtbot, window, controller)
    flipped = controller.state().flipped
    draw_by_clicks(qtbot, window, legal[0])
    buttons = panel(window)
    assert controller.state().flipped == flipped  # no new card before the player confirms
    assert buttons.undo_button.isEnabled()
    assert buttons.pass_button.text() == "Next card"
    qtbot.mouseClick(buttons.undo_button, Qt.MouseButton.LeftButton)
    assert legal[0] in draws(controller)
    draw_by_clicks(qtbot, window, legal[0])
    qtbot.mouseClick(buttons.pass_button, Qt.MouseButton.LeftButton)
    assert len(controller.state().flipped) > len(flipped) or controller.state().round > 0
    assert not buttons.undo_button.isEnabled()  # the next card showed: the section is final
    assert buttons.pass_button.text() == "Pass"


# -- every illegal station explains itself -------------------------------------------------------

def test_hovering_an_illegal_target_gives_the_reason(qtbot, window):
    controller = start(qtbot, window)
    legal = pass_until_a_draw(qtbot, window, controller)
    scene = board(window)
    frm = legal[0]["frm"]
    if scene.selected != frm:
        click_station(qtbot, window, frm)
    tokyo = controller.state().map
    neighbours = [other for other, _track in tokyo.neighbours(frm)]
    illegal = [s for s in neighbours if s not in scene.targets] or [
        s for s in tokyo.stations if s not in scene.targets and s != frm]
    station = illegal[0]
    why = scene.why_not(station)  # the engine's refusal, from the start that says the most
    assert why is not None and why.key.startswith("nextstation.")
    if why.frm is not None:
        problem = controller.state().why_illegal(0, Action.of("draw", frm=why.frm, to=station))
        assert problem is not None and problem.key == why.key
        assert controller.explain(0, Action.of("draw", frm=why.frm, to=station))
    reason = why.text
    assert reason
    hover_station(window, station)
    assert scene.hovered == station
    assert panel(window).hint.text() == reason
    assert scene.reason_tag.isVisible() and scene.reason_tag.text == reason  # beside the station
    assert scene.stations[station].toolTip() == ""  # not a second time in a lingering tooltip
    target = sorted(scene.targets)[0]
    hover_station(window, target)
    assert not scene.reason_tag.isVisible()
    assert scene.stations[station].toolTip() and reason not in scene.stations[station].toolTip()
    assert scene.stations[target].toolTip().startswith(texts.hint_draw_here())
    assert scene._preview is not None  # the section to be drawn shows as a ghost


def test_clicking_an_illegal_station_changes_nothing_and_says_why(qtbot, window):
    controller = start(qtbot, window)
    pass_until_a_draw(qtbot, window, controller)
    scene = board(window)
    log = list(controller.match.log)
    station = next(s for s in scene.stations
                   if s not in scene.targets and s not in scene.starts)
    click_station(qtbot, window, station)
    assert controller.match.log == log
    assert panel(window).hint.text() == scene._reason(station)


# -- the language switches at runtime -------------------------------------------------------------

GAME_CONTEXTS = ("NextStation", "Words")  # the game's texts and the kit's words


class MarkerTranslator(QTranslator):
    """Stands in for a catalogue: every text of the game comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"‹{source}›" if context in GAME_CONTEXTS else None

    def isEmpty(self) -> bool:
        return False


def test_switching_the_language_mid_game_relabels_board_and_panel(qtbot, window):
    start(qtbot, window, effects=True, objectives=True)
    qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    if window.controller.resolution_held():  # the pass threw a section away: "Next card"
        qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    scene, side = board(window), panel(window)
    station = next(iter(scene.stations))
    stamp = next(iter(scene.stamps.values()))
    assert side.pass_button.text() == "Pass"
    assert scene.caption.text() == "Map sheet of Aiko"
    translator = MarkerTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: side.pass_button.text() == "‹Pass›")
        assert side.undo_button.text() == "‹Undo›"
        hero = window.game_screen.hero
        assert hero.round_title.text() == "‹Round 1 of 4›"
        assert side.sheet_title.text() == "‹Score sheet›"
        assert side.category_names["stamps"].text() == "‹Tourist stamps›"
        assert hero.subway_label.text().startswith("‹") and "%n" not in hero.subway_label.text()
        assert hero.effect_label.text().startswith("‹")
        assert hero.effect_row.toolTip().startswith("‹First")
        assert scene.objective_cards()[0].text.endswith("›")
        assert side.line_boxes[0].toolTip().startswith("‹Line 1 · ‹")
        assert scene.caption.text() == "‹Map sheet of Aiko›"
        assert "‹" in scene.stations[station].toolTip()
        assert stamp.toolTip().startswith("‹Tourist stamp")
        assert PLUGIN.title() == "‹Next Station: Tokyo›"
        assert window.game_screen.title.text() == "‹Next Station: Tokyo›"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: side.pass_button.text() == "Pass")
    assert scene.caption.text() == "Map sheet of Aiko"
    assert "‹" not in scene.stations[station].toolTip()


# -- other sheets, computer players, the end of the game -----------------------------------------

def test_the_sheet_chooser_shows_a_computer_players_sheet_read_only(qtbot, window):
    controller = start(qtbot, window, WITH_BOT)
    side, scene = panel(window), board(window)
    for _ in range(6):  # the bot draws at once on every card; Aiko passes
        qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not controller.busy)
    assert side.chooser.isVisible() and side.chooser.count() == 2
    side.chooser.activated.emit(1)
    state = controller.state()
    bot_tracks = {(line.pencil, t) for line in state.sheet(1).lines_in_order()
                  for t in line.tracks}
    assert sections(window) == bot_tracks
    assert all(item.mode == PLAIN for item in scene.stations.values())
    assert not side.pass_button.isEnabled()
    assert scene.caption.text() == "Map sheet of Kenji"
    side.chooser.activated.emit(0)
    assert side.pass_button.isEnabled() and scene.caption.text() == "Map sheet of Aiko"


def play_solo_to_the_end(qtbot, window, controller) -> None:
    side = panel(window)
    while not controller.match.is_over():
        legal = draws(controller)
        if legal:
            draw_by_clicks(qtbot, window, legal[len(legal) // 2])
        else:
            qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)


# The lines of the seed-5 game below, worked out by hand from the map: (stations, D, M, D × M).
SEED_5_LINES = [
    # inner_n s10 s14 s15, centre s20 s21 s30, inner_e s22 s11, side_e s23: 4 × 3
    (("s10", "s14", "s15", "s20", "s21", "s22", "s23", "s11", "s30"), 4, 3, 12),
    # inner_e s28 s22, side_e s34 s40, side_s s46 s50, inner_s s42 s43, side_n s07 s06: 5 × 2
    (("s28", "s34", "s40", "s46", "s22", "s50", "s42", "s43", "s07", "s06"), 5, 2, 10),
    # inner_s s42 s43, side_s s45 s46 s44, side_w s36: 3 × 3
    (("s42", "s43", "s45", "s46", "s44", "s36"), 3, 3, 9),
    # inner_w s25 s41 s18, side_w s36 s17 s37 s24 s13, inner_n s14: 3 × 5
    (("s25", "s36", "s17", "s41", "s37", "s24", "s13", "s14", "s18"), 3, 5, 15),
]


def test_a_finished_solo_game_shows_the_breakdown_and_the_rating(qtbot, window):
    controller = start(qtbot, window, seed=5)
    side = panel(window)
    play_solo_to_the_end(qtbot, window, controller)
    scores = controller.match.state.scores()
    total, breakdown = scores.totals[0], scores.breakdown[0]
    assert total > 0
    assert side.total == total and side.total_points.text() == str(total)
    lines = controller.state().sheet(0).lines_in_order()
    for index, box in enumerate(side.line_boxes):
        stations, districts, most, points = SEED_5_LINES[index]
        assert lines[index].stations == stations and not lines[index].doubled
        assert (box.districts, box.most, box.points) == (districts, most, points)
        assert breakdown[scoring.LINE_CATEGORIES[index]] == points
    for key in ("interchanges", "stamps", "missed_green", "objectives"):
        assert side.category_points[key].text() == str(breakdown[key])
    assert sum(breakdown.values()) == total
    rating = texts.solo_rating_name(scoring.solo_rating(total))
    hero = window.game_screen.hero
    assert hero.rating.isVisible() and rating in hero.rating.text()
    assert hero.stage.shown_result() == total  # sealed where the card lay
    assert not side.pass_button.isVisible() and not side.undo_button.isVisible()
    sheet = window.game_screen.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.table.total(0) == total
    assert sheet.table.verticalHeaderItem(4).text() == "Interchanges"


# -- the look -------------------------------------------------------------------------------------

def test_line_badges_overlap_neither_each_other_nor_stations(qtbot, window):
    start(qtbot, window)
    scene = board(window)
    badges = [item for item in scene.items() if isinstance(item, LineBadgeItem)]
    assert len(badges) == 4 and all(badge.isVisible() for badge in badges)
    assert sorted(badge.number for badge in badges) == ["1", "2", "3", "4"]
    for badge in badges:
        centre = badge.scenePos()
        for other in badges:
            if other is not badge:
                assert not badge.sceneBoundingRect().intersects(other.sceneBoundingRect())
        for station in scene.stations.values():
            gap = math.dist((centre.x(), centre.y()), (station.x(), station.y()))
            assert gap >= LineBadgeItem.RADIUS + SYMBOL_SIZE * 1.1


def test_art_files_are_valid_svg():
    from PySide6.QtSvg import QSvgRenderer

    from tabibito.ui.kit.paths import resource_path

    folder = resource_path("art", "nextstation")
    names = sorted(path.name for path in folder.glob("*.svg"))
    assert {"circle.svg", "triangle.svg", "square.svg", "pentagon.svg", "tile.svg"} <= set(names)
    for name in names:
        assert QSvgRenderer(str(folder / name)).isValid(), name
    assert PLUGIN.tile_art().endswith("tile.svg")


def test_legal_targets_pulse_only_while_animations_are_on(qtbot, window):
    controller = start(qtbot, window)
    pass_until_a_draw(qtbot, window, controller)
    scene = board(window)
    if scene.selected is None:
        click_station(qtbot, window, scene.starts[0])
    assert scene.targets and not scene.pulsing  # the tests' setting: animations off
    window.apply_settings(window.languages.language, "normal")
    scene.refresh()
    assert scene.pulsing
    window.apply_settings(window.languages.language, "off")
    scene.refresh()
    assert not scene.pulsing
    assert all(scene.stations[s].pulse == 1.0 for s in scene.targets)  # a steady full halo


def test_a_new_game_replaces_the_board_cleanly(qtbot, window):
    first = start(qtbot, window, WITH_BOT)
    old_scene = board(window)
    qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    second = start(qtbot, window, SOLO, seed=3)
    assert second is not first and board(window) is not old_scene
    qtbot.mouseClick(panel(window).pass_button, Qt.MouseButton.LeftButton)
    assert played(second.match) == [(0, PASS)]
    assert board(window).caption.text() == "Map sheet of Aiko"


# -- review findings ------------------------------------------------------------------------------

def test_a_double_click_on_the_main_button_plays_only_one_move(qtbot, window, monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 400)
    controller = start(qtbot, window)
    side = panel(window)
    qtbot.wait(450)  # the first card has been on the table for a while
    legal = draws(controller)
    while not legal:
        qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
        qtbot.wait(450)
        legal = draws(controller)
    draw_by_clicks(qtbot, window, legal[0])
    assert side.pass_button.text() == "Next card"
    qtbot.wait(450)  # the button turned from Pass into Next card: a click now is meant for it
    log, step = list(controller.match.log), controller.match.step
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)  # the double-click's second
    assert controller.match.log == log and controller.match.step == step + 1  # one next card
    assert side.pass_button.text() == "Pass"  # the new card waits for a decision somebody saw
    qtbot.wait(450)
    qtbot.mouseClick(side.pass_button, Qt.MouseButton.LeftButton)
    assert controller.match.log[-1][::2] == (0, PASS)


def test_after_loading_a_drawn_section_the_hint_does_not_offer_undo(qtbot, window, tmp_path):
    controller = start(qtbot, window)
    legal = pass_until_a_draw(qtbot, window, controller)
    draw_by_clicks(qtbot, window, legal[0])
    assert panel(window).hint.text() == texts.hint_confirm()
    path = tmp_path / "drawn.tabibito"
    assert window.save_to(path)

    assert window.open_file(path)

    loaded, side, scene = window.controller, panel(window), board(window)
    assert loaded.resolution_held() and not loaded.can_undo()
    assert not side.undo_button.isEnabled()
    assert side.hint.text() == "Section drawn. Go on to the next card."
    station = next(s for s in scene.stations if s not in scene.starts and s not in scene.targets)
    assert scene._reason(station) == "Section drawn. Go on to the next card."


def broken_map(monkeypatch) -> None:
    def load_map():
        raise MapError("map.missing", "resources/maps/tokyo.json")

    monkeypatch.setattr(nextstation_game, "load_map", load_map)


def messages_shown(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: shown.append((box.text(), box.informativeText())))
    return shown


MAP_TEXT = "The map of Tokyo could not be loaded; reinstall Tabibito."


def test_a_missing_map_when_starting_is_explained(qtbot, window, monkeypatch):
    shown = messages_shown(monkeypatch)
    broken_map(monkeypatch)
    assert not window.start_match("nextstation", {}, SOLO)
    assert shown == [("The game could not be started.", MAP_TEXT)]
    assert window.controller is None and window.screens.currentWidget() is window.home


def test_a_missing_map_when_opening_is_not_called_a_damaged_save(qtbot, window, tmp_path,
                                                                monkeypatch):
    controller = start(qtbot, window)
    path = tmp_path / "trip.tabibito"
    assert window.save_to(path)
    shown = messages_shown(monkeypatch)
    broken_map(monkeypatch)
    assert not window.open_file(path)
    assert shown == [("“trip.tabibito” could not be opened.", MAP_TEXT)]
    assert window.controller is controller


def test_new_error_keys_have_their_texts():
    from tabibito.engine import IllegalAction, SaveError
    from tabibito.ui.messages import error_text

    assert error_text(IllegalAction("nextstation.not_on_line", station="s1"), PLUGIN) == (
        "Start from a station of this round's line.")
    assert error_text(SaveError("save.too_large", path="x", size=10**9), PLUGIN) == (
        "This file is too large to be a Tabibito saved game.")


def test_the_panel_asks_the_state_whether_the_switch_is_ignored(qtbot, window, monkeypatch):
    controller = start(qtbot, window)
    side = panel(window)
    assert texts.switch_ignored_text() not in side.card_text.text()
    monkeypatch.setattr(NextStationState, "switch_ignored", property(lambda state: True))
    monkeypatch.setattr(NextStationState, "branching", property(lambda state: False))
    side.refresh()
    assert texts.switch_ignored_text() in side.card_text.text()
    assert controller.state().current_cards  # whatever card it is: the state decides


def test_the_solo_rating_and_its_modules_come_from_the_state(qtbot, window, monkeypatch):
    controller = start(qtbot, window, seed=5)
    play_solo_to_the_end(qtbot, window, controller)
    side = panel(window)
    total = side.total
    assert controller.match.options == {"effects": False, "objectives": False}
    monkeypatch.setattr(NextStationState, "solo_rating", lambda state: 5)
    monkeypatch.setattr(NextStationState, "advanced_modules", property(lambda state: 2))
    hero = window.game_screen.hero
    hero.refresh()
    assert texts.solo_rating_name(5) in hero.rating.text()
    adjusted = total - 2 * scoring.SOLO_MODULE_PENALTY
    assert texts.rating_modules_text(adjusted, 2, scoring.SOLO_MODULE_PENALTY) == \
        hero.rating_note.text()


def test_interchange_help_takes_the_points_from_the_rules(monkeypatch):
    assert texts.interchange_help([1, 2, 0]) == (
        "Stations with 3 lines: 1 (5 points each)\n"
        "with 4 lines: 2 (15 points each)\nwith 5 lines: 0 (30 points each)")
    monkeypatch.setattr(scoring, "INTERCHANGE_POINTS", {3: 6, 4: 16, 5: 31})
    assert texts.interchange_help([1, 2, 0]) == (
        "Stations with 3 lines: 1 (6 points each)\n"
        "with 4 lines: 2 (16 points each)\nwith 5 lines: 0 (31 points each)")
    assert not hasattr(texts, "effect_title")  # no text nobody shows


def test_every_guide_is_repainted_wherever_its_band_reaches(qtbot, window):
    """A guide's paper band is wider than its dots: its bounds hold the whole band, so no
    repaint nearby (a station lighting up) bites a piece out of it."""
    from PySide6.QtGui import QPainterPathStroker

    from tabibito.ui.nextstation.items import GUIDE_BAND, GUIDE_DOT, GuideItem

    start(qtbot, window)
    guides = [item for item in board(window).tracks.values() if isinstance(item, GuideItem)]
    assert guides
    stroker = QPainterPathStroker()
    stroker.setWidth(GUIDE_DOT * GUIDE_BAND)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    for guide in guides:
        band = stroker.createStroke(guide.path()).boundingRect()
        assert guide.boundingRect().contains(band), guide.key

"""The Next Station: Tokyo tutorial: its script against the engine (every lesson finds the position
its words describe), its targets on the real screen, a whole walk by a learner's clicks, a wrong
move explained, leaving and resuming, and the scripted start in a save."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from tabibito.engine import Match, OptionError, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import PASS
from tabibito.ui.app import wait_idle
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.paths import tutorial_save_path
from tabibito.ui.main_window import MainWindow
from tabibito.ui.nextstation import PLUGIN
from tabibito.ui.nextstation import panel as panel_module
from tabibito.ui.nextstation import tutorial as script
from tabibito.ui.nextstation.tutorial import TUTORIAL, draw
from tabibito.ui.plugin_api import CONFIRM, FREE, MOVE, READ, SHELL_TARGETS
from tabibito.ui.tutorial.auto import walk_through
from tabibito.ui.tutorial.progress import LEARNER, Progress, new_match, rehearse
from tests.ui.play import leave_and_come_back, one_game_window


def shown_lessons() -> list[tuple[int, object]]:
    """Walk the script as the ``--auto`` check does and keep, for every lesson, a copy of the
    state as the lesson is shown: (lesson index, state)."""
    match = new_match(TUTORIAL, REGISTRY)
    progress = Progress(TUTORIAL)
    shown = []
    while not progress.done:
        progress.changed(match.state.view(LEARNER))
        if progress.done:
            break
        shown.append((progress.index, match.state.clone()))
        kind = progress.kind
        if kind == READ:
            progress.read()
        elif kind == CONFIRM or (kind == FREE and match.resolution_held()):
            match.resolve()
            progress.confirmed(match.state.view(LEARNER))
        else:
            legal = match.state.legal_actions(LEARNER)
            match.apply(LEARNER, progress.scripted_move(match.state.view(LEARNER), legal))
            if len(legal) == 1 and match.resolution_held():
                match.resolve()  # a forced move's next card falls at once
            progress.moved(match.state.view(LEARNER))
    return shown


@pytest.fixture(scope="module")
def states() -> dict[int, object]:
    return dict(shown_lessons())


def lesson_at(fragment: str) -> int:
    """The index of the one lesson whose English text holds ``fragment``."""
    found = [i for i, lesson in enumerate(TUTORIAL.lessons) if fragment in lesson.text]
    assert len(found) == 1, fragment
    return found[0]


def refusal(state, frm: str, to: str) -> str | None:
    problem = state.why_illegal(LEARNER, draw(frm, to))
    return None if problem is None else problem.key


def lines_at(state) -> dict[str, int]:
    return scoring.lines_at_stations(state.map, state.sheet(LEARNER).lines_in_order())


# -- the script, without a window --------------------------------------------------------------

def test_the_plugin_offers_the_base_game_tutorial_for_one_learner():
    (tutorial,) = PLUGIN.tutorials()
    assert tutorial is TUTORIAL
    assert (tutorial.game, tutorial.key, tutorial.context) == (
        "nextstation", "base", "NextStationTutorial")
    assert tutorial.seats == (Seat("", None),)
    assert REGISTRY.get("nextstation").resolve_options(tutorial.options, 1) == \
        REGISTRY.get("nextstation").resolve_options({}, 1)  # the default (base) game


def test_the_script_rehearses_to_its_end():
    assert rehearse(TUTORIAL, REGISTRY) == []


def test_every_lesson_is_shown_and_the_game_ends_before_the_final_table(states):
    assert sorted(states) == list(range(len(TUTORIAL.lessons)))
    assert states[lesson_at("The game is over")].is_over()
    assert not states[lesson_at("The game is over") - 1].is_over()


def test_move_lessons_say_why_not_and_point_at_the_section_they_ask_for():
    for lesson in TUTORIAL.lessons:
        if lesson.kind != MOVE:
            continue
        assert lesson.why_not
        (action,) = lesson.expect
        wanted = "confirm" if action == PASS else f"section:{action['frm']}-{action['to']}"
        assert lesson.target == wanted


def test_every_target_is_the_shells_or_a_key_the_board_or_panel_knows():
    own = {"card", "subway_left", "pencil", "departure", *scoring.LINE_CATEGORIES,
           "interchanges", "stamps", "missed_green", "objectives"}
    for lesson in TUTORIAL.lessons:
        key = lesson.target
        assert key in SHELL_TARGETS or key in own or key.split(":")[0] in (
            "station", "section", "stamp"), key


def test_the_first_card_is_the_circle_the_texts_name(states):
    state = states[lesson_at("This is the flipped card")]
    assert state.current_cards == ("street_circle",)
    assert state.line(LEARNER).departure == script.BLUE_DEPARTURE


def test_the_subway_lesson_shows_a_subway_triangle(states):
    state = states[lesson_at("A triangle with a red band")]
    assert state.current_cards == ("subway_triangle",)
    assert state.subway_left == 4


def test_the_pass_lesson_passes_though_a_section_could_be_drawn(states):
    state = states[lesson_at("Press <b>Pass</b> this time")]
    assert any(action.kind == "draw" for action in state.legal_actions(LEARNER))
    assert state.current_cards == ("subway_pentagon",)


def test_the_new_district_lesson_reaches_a_district_the_line_has_not_visited(states):
    state = states[lesson_at("lies in a new district")]
    districts = {state.map.stations[s].district for s in state.line(LEARNER).stations}
    assert state.map.stations[script.INTERCHANGE].district not in districts
    assert state.map.stations[script.INTERCHANGE].green


def test_the_joker_lights_every_symbol(states):
    state = states[lesson_at("A <b>joker</b>: you choose")]
    reached = {state.map.stations[a["to"]].symbol
               for a in state.legal_actions(LEARNER) if a.kind == "draw"}
    assert reached == {"circle", "triangle", "square", "pentagon"}


def test_each_round_ends_on_the_lesson_that_says_so(states):
    for index, lesson in enumerate(TUTORIAL.lessons):
        if lesson.text == script.ROUND_ENDS:
            assert states[index].subway_left == 0
            assert states[index + 1].round == states[index].round + 1


def test_the_new_round_has_a_new_pencil_at_its_own_departure(states):
    state = states[lesson_at("A new round, a new pencil")]
    assert (state.round, state.pencil(LEARNER)) == (1, "pink")
    assert state.line(LEARNER).departure == script.PINK_DEPARTURE


def test_the_dark_pentagon_would_cross_the_blue_line(states):
    state = states[lesson_at("would cross")]
    assert state.map.stations[script.BLOCKED_BY_BLUE].symbol == "pentagon"
    assert state.current_cards == ("subway_pentagon",)
    assert refusal(state, script.PINK_DEPARTURE, script.BLOCKED_BY_BLUE) == "nextstation.crossing"


def test_three_lines_meet_at_the_interchange_the_text_names(states):
    index = lesson_at("a station where lines meet is an")
    state = states[index + 1]  # the section drawn
    assert lines_at(state)[script.INTERCHANGE] == 3  # the green loop, blue and pink


def test_the_dark_square_is_a_station_the_line_already_visits(states):
    state = states[lesson_at("already visits it")]
    assert state.map.stations[script.PINK_DEPARTURE].symbol == "square"
    assert state.current_cards == ("subway_square",)
    assert script.PINK_DEPARTURE not in state.line(LEARNER).ends()
    assert refusal(state, "s34", script.PINK_DEPARTURE) == "nextstation.revisit"


def test_double_track_runs_along_the_blue_line_and_earns_the_stamp(states):
    index = lesson_at("brings <b>double track</b>")
    state = states[index]
    assert state.double_track
    guide = state.net.guide(script.INTERCHANGE, script.EDGE_MEETING)
    assert guide.track in state.sheet(LEARNER).lines["blue"].tracks
    after = states[index + 1]
    assert script.EDGE_DISTRICT in scoring.stamped_districts(after.map, lines_at(after))
    assert script.EDGE_DISTRICT not in scoring.stamped_districts(state.map, lines_at(state))


def test_the_switch_branches_from_the_middle_of_the_line(states):
    state = states[lesson_at("The <b>switch</b>!")]
    assert state.current_cards == ("street_switch", "subway_circle")
    assert state.branching
    assert script.INTERCHANGE not in state.line(LEARNER).ends()
    branch = TUTORIAL.lessons[lesson_at("Start in the middle")].expect[0]
    assert branch["frm"] == script.INTERCHANGE and branch in state.legal_actions(LEARNER)


def test_the_score_sheet_lessons_find_points_in_every_category_they_explain(states):
    breakdown = states[lesson_at("Now your score sheet")].breakdown(LEARNER)
    assert breakdown["interchanges"] > 0
    assert breakdown["stamps"] > 0
    assert breakdown["missed_green"] < 0
    assert breakdown["objectives"] == 0


def test_the_learner_plays_rounds_three_and_four(states):
    third, fourth = states[lesson_at("Round 3")], states[lesson_at("The last round")]
    assert (third.round, third.pencil(LEARNER)) == (2, "purple")
    assert (fourth.round, fourth.pencil(LEARNER)) == (3, "brown")
    free = [lesson for lesson in TUTORIAL.lessons if lesson.kind == FREE]
    assert [lesson.until(fourth) for lesson in free] == [True, False]


def test_free_play_ends_with_its_round_or_the_game():
    playing = SimpleNamespace(round=2, is_over=lambda: False)
    next_round = SimpleNamespace(round=3, is_over=lambda: False)
    over = SimpleNamespace(round=3, is_over=lambda: True)
    assert not script.round_over(2)(playing)
    assert script.round_over(2)(next_round) and script.round_over(2)(over)
    assert not script.game_over(next_round) and script.game_over(over)


def test_each_free_round_is_five_subway_cards_long():
    for deck in (script.ROUND_3, script.ROUND_4):
        assert sum(card.startswith("subway") for card in deck) == 5
        assert deck[-1].startswith("subway")


def test_the_scripted_start_survives_a_save(states):
    match = new_match(TUTORIAL, REGISTRY)
    for action in (draw("s10", "s14"),):
        match.apply(LEARNER, action)
    match.resolve()
    loaded = Match.from_save(match.to_save(), REGISTRY)
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.state.current_cards == ("subway_triangle",)


def test_a_deck_the_box_does_not_hold_is_refused():
    broken = {"decks": [deck[:-1] for deck in script.SETUP["decks"]]}
    with pytest.raises(OptionError) as refused:
        Match(REGISTRY.get("nextstation"), TUTORIAL.options, [Seat("You")], TUTORIAL.seed,
              setup=broken)
    assert refused.value.key == "setup.invalid"


# -- on the screen -------------------------------------------------------------------------------

def open_window(qtbot, monkeypatch, languages: LanguageManager | None = None) -> MainWindow:
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)  # clicks faster than a reader
    return one_game_window(qtbot, PLUGIN, languages)


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return open_window(qtbot, monkeypatch)


@pytest.fixture
def japanese():
    """The Japanese catalogues, taken out again afterwards; the tests that need the tutorial's
    words find them in the catalogue."""
    languages = LanguageManager()
    languages.set_language("ja")
    yield languages
    for translator in languages._installed:
        QCoreApplication.removeTranslator(translator)


def needs_tutorial_words(languages: LanguageManager) -> None:
    assert languages.has_translation(TUTORIAL.context, TUTORIAL.title)


def started(qtbot, window):
    assert window.learn("nextstation")
    run = window.lessons.run
    window.controller.animation_factor = 0
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    wait_idle(window.controller)
    return run


def station_point(window, station_id: str) -> QPoint:
    view = window.game_screen.board
    return view.mapFromScene(window.game_screen.scene.stations[station_id].scenePos())


def click_station(qtbot, window, station_id: str) -> None:
    qtbot.mouseClick(window.game_screen.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=station_point(window, station_id))


def click_draw(qtbot, window, frm: str, to: str) -> None:
    """One click on the lit target, and one on the start if the board asks which."""
    click_station(qtbot, window, to)
    if window.game_screen.scene.asking == to:
        click_station(qtbot, window, frm)


def click_main_button(qtbot, window) -> None:
    """Pass / Next card: the button in the shell's bar."""
    qtbot.mouseClick(window.game_screen.panel.pass_button, Qt.MouseButton.LeftButton)


def test_the_check_finds_every_target_on_the_screen(qtbot, window):
    walk = walk_through(window, TUTORIAL)
    assert walk.problems == []
    assert walk.steps == len(TUTORIAL.lessons)


def play_by_clicks(qtbot, window, run, until: int | None = None) -> None:
    """A learner's walk: Next on the bubble, clicks on the map and on the bar's button."""
    controller = window.controller
    stop = len(TUTORIAL.lessons) if until is None else until
    for _ in range(400):
        wait_idle(controller)
        if run.progress.index >= stop:
            return
        lesson = run.progress.lesson
        assert run.target_rect() is not None or lesson.target is None, lesson.text
        if lesson.kind == READ:
            qtbot.mouseClick(run.bubble.next, Qt.MouseButton.LeftButton)
        elif lesson.kind == CONFIRM or controller.resolution_held():
            click_main_button(qtbot, window)
        elif lesson.kind == MOVE and lesson.expect[0] != PASS:
            click_draw(qtbot, window, lesson.expect[0]["frm"], lesson.expect[0]["to"])
        elif lesson.kind == MOVE:
            click_main_button(qtbot, window)
        else:  # free play: the first section the rules allow, or a pass
            sections = [a for a in controller.state().legal_actions(LEARNER) if a.kind == "draw"]
            if sections:
                click_draw(qtbot, window, sections[0]["frm"], sections[0]["to"])
            else:
                click_main_button(qtbot, window)
    raise AssertionError(f"the tutorial did not end: stuck at lesson {run.progress.index + 1}, "
                         f"{run.bubble.note.text()!r}")


def test_a_learner_clicks_through_to_the_end(qtbot, window):
    run = started(qtbot, window)
    play_by_clicks(qtbot, window, run)
    assert run.progress.done
    assert window.controller.match.is_over()
    assert run.bubble.primary.isVisible()  # "Play a real game"


def test_a_learner_clicks_through_in_japanese(qtbot, monkeypatch, japanese):
    needs_tutorial_words(japanese)
    window = open_window(qtbot, monkeypatch, japanese)
    assert walk_through(window, TUTORIAL).problems == []  # every step's words and targets
    window.lessons.stop()
    window._drop_controller()
    tutorial_save_path(TUTORIAL.game, TUTORIAL.key).unlink(missing_ok=True)
    run = started(qtbot, window)
    assert run.progress.index == 0
    play_by_clicks(qtbot, window, run)
    assert run.progress.done and window.controller.match.is_over()


def test_another_section_is_explained_and_not_drawn(qtbot, window):
    run = started(qtbot, window)
    play_by_clicks(qtbot, window, run, until=lesson_at("Your line has two ends now"))
    controller = window.controller
    other = draw(script.BLUE_DEPARTURE, "s01")
    assert other in controller.state().legal_actions(LEARNER)
    moves = len(controller.match.log)
    assert not controller.submit(LEARNER, other)
    assert len(controller.match.log) == moves
    assert run.bubble.note.text() == script.BUILD_ON
    assert run.progress.index == lesson_at("Your line has two ends now")


def test_leaving_and_coming_back_resumes_the_lesson(qtbot, window):
    run = started(qtbot, window)
    where = lesson_at("would cross")
    play_by_clicks(qtbot, window, run, until=where)
    snapshot = window.controller.match.state.snapshot()
    run = leave_and_come_back(qtbot, window, started)
    assert run.progress.index == where
    assert window.controller.match.state.snapshot() == snapshot


def test_the_board_and_the_panel_know_their_keys_and_no_others(qtbot, window):
    started(qtbot, window)
    scene, panel = window.game_screen.scene, window.game_screen.panel
    assert scene.tutorial_target("departure") is scene.stations[script.BLUE_DEPARTURE]
    both = scene.tutorial_target("section:s10-s14")
    assert both.contains(scene.stations["s10"].sceneBoundingRect())
    assert both.contains(scene.stations["s14"].sceneBoundingRect())
    assert scene.tutorial_target("stamp:" + script.EDGE_DISTRICT) is scene.stamps["side_e"]
    for unknown in ("section:s10-nowhere", "section:s10", "station:nowhere", "card", "x"):
        assert scene.tutorial_target(unknown) is None
    assert panel.tutorial_target("card") is panel.hero().stage
    assert panel.tutorial_target("line2") is panel.line_boxes[1]
    panel._set_mode(panel_module.COMPACT)
    assert panel.tutorial_target("stamps") is panel.category_boxes["stamps"]
    panel._set_mode(panel_module.ROOMY)
    assert panel.tutorial_target("stamps") is panel.category_names["stamps"]
    assert panel.tutorial_target("station:s10") is None

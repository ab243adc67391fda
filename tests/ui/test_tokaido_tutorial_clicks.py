"""Tokaido's tutorials completed by a learner's clicks in the main window (issue 10 §4), in
English and in Japanese: Next on the bubble for reading, a stop on the road for a move, the
decision hero's tiles and chips for the stops' choices, the bar's main button for "Done buying"
and every confirmation; free play clicks the first legal choice the road or the hero offers.
Nothing goes through ``controller.submit`` or the bubble's "Show me"."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QWidget

from tabibito.engine import Action
from tabibito.ui.app import wait_idle
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import CONFIRM, MOVE, READ
from tabibito.ui.tokaido.plugin import PLUGIN
from tabibito.ui.tokaido.tutorial import BASE_TUTORIAL, CROSSROADS_TUTORIAL, FIRST_INN
from tabibito.ui.tutorial.auto import untranslated
from tabibito.ui.tutorial.progress import LEARNER
from tests.ui.play import one_game_window

TUTORIALS = {"base": BASE_TUTORIAL, "crossroads": CROSSROADS_TUTORIAL}
MAX_CLICKS = 1500  # a journey to Edo takes a few hundred; more means the learner is stuck


def started(qtbot, window: MainWindow, key: str):
    assert window.learn(PLUGIN.game_id, key)
    run = window.lessons.run
    window.controller.animation_factor = 0
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    wait_idle(window.controller)
    return run


def click(qtbot, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    assert widget.width() > 0 and widget.height() > 0, widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_stop(qtbot, window: MainWindow, stop: int) -> None:
    """A click on the stop's disc on the road, through the board view's viewport."""
    view = window.game_screen.board
    item = window.game_screen.scene.stops[stop]
    point: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    assert view.viewport().rect().contains(point), f"stop {stop} is out of sight"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def set_chips(qtbot, hero, wanted: frozenset[str]) -> None:
    """Switch the hero's variant chips (Health, Devotion...) to exactly ``wanted``."""
    for chip in hero.chips:
        if chip.isVisible() and chip.isChecked() != (chip.property("key") in wanted):
            click(qtbot, chip)
    assert hero.variants == wanted


def clicks_for(window: MainWindow, action: Action):
    """How a learner plays ``action`` on the screen: ("stop", N), ("tile", key, variants),
    ("extra", button) or ("main", button); None when nothing on the screen plays it."""
    scene, panel = window.game_screen.scene, window.game_screen.panel
    hero = panel.hero()
    if action.kind == "move" and action in scene.lit.get(action.get("stop"), ()) \
            and action == Action.of("move", stop=action["stop"]):
        return "stop", action["stop"]
    for tile in hero.grid.visible_tiles():
        if tile.spec.reason or tile.spec.face_down:
            continue
        for variants, offered in tile.spec.actions.items():
            if offered == action:
                return "tile", tile.spec.key, variants
    for button in hero.extras:
        if button.isVisible() and button.property("action") == action:
            return "extra", button
    main = panel.spec.main
    if main is not None and not main.resolve and main.action == action:
        return "main", panel.main_button
    return None


def play(qtbot, window: MainWindow, action: Action) -> str:
    """Click what plays ``action``; returns what was clicked ("stop", "tile", "chip+tile"...)."""
    way = clicks_for(window, action)
    assert way is not None, f"nothing on the screen plays {action}"
    hero = window.game_screen.panel.hero()
    if way[0] == "stop":
        click_stop(qtbot, window, way[1])
    elif way[0] == "tile":
        _, key, variants = way
        set_chips(qtbot, hero, variants)
        click(qtbot, hero.grid.tile(key))
        return "chip+tile" if variants else "tile"
    else:
        click(qtbot, way[1])
    return way[0]


def first_choice(window: MainWindow, lesson) -> Action:
    """Free play: the first legal choice the lesson accepts that the road or the hero offers."""
    view = window.controller.view()
    for action in view.legal_actions(LEARNER):
        if lesson.accepts(view, action) and clicks_for(window, action) is not None:
            return action
    raise AssertionError(f"no legal choice can be clicked: {view.legal_actions(LEARNER)}")


def play_by_clicks(qtbot, window: MainWindow, run) -> Counter:
    """A learner's walk to the end of the tutorial, every pointer on the screen on the way;
    returns how often each kind of thing was clicked."""
    controller = window.controller
    panel = window.game_screen.panel
    clicked: Counter = Counter()
    shown = -1
    for _ in range(MAX_CLICKS):
        wait_idle(controller)
        if run.progress.done:
            return clicked
        lesson = run.progress.lesson
        if run.progress.index != shown:  # as the check looks: when the lesson comes up
            shown = run.progress.index
            assert lesson.target is None or run.target_rect() is not None, \
                (shown + 1, lesson.target)
        if lesson.kind == READ:
            click(qtbot, run.bubble.next)
            clicked["next"] += 1
        elif lesson.kind == CONFIRM or controller.resolution_held():
            click(qtbot, panel.main_button)  # "Open the market", "See the meals", ...
            clicked["confirm"] += 1
        elif lesson.kind == MOVE:
            view = controller.view()
            action = run.progress.scripted_move(view, view.legal_actions(LEARNER))
            assert action is not None, (shown + 1, lesson.text)
            clicked[play(qtbot, window, action)] += 1
        else:
            clicked[play(qtbot, window, first_choice(window, lesson))] += 1
    raise AssertionError(f"stuck at lesson {run.progress.index + 1}: {run.bubble.note.text()!r}")


@pytest.fixture
def no_guard(monkeypatch):
    """The hero ignores a click in the first moments of a decision (a double-click's second
    half); the test clicks faster than any reader."""
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("key", TUTORIALS)
def test_a_learner_clicks_through_the_tutorial(qtbot, no_guard, key, language):
    tutorial = TUTORIALS[key]
    languages = LanguageManager()
    languages.set_language(language)
    try:
        assert untranslated(tutorial, languages) == []
        window = one_game_window(qtbot, PLUGIN, languages)
        run = started(qtbot, window, key)
        assert run.progress.index == 0
        clicked = play_by_clicks(qtbot, window, run)
        # Every way of playing was a click: the road, the hero's tiles, the bar's buttons.
        assert {"next", "stop", "tile", "confirm"} <= set(clicked)
        assert ("main" if key == "base" else "chip+tile") in clicked  # Done buying; Health
        assert run.progress.done
        match = window.controller.match
        if key == "base":
            assert match.is_over()
        else:
            assert match.state.stop[LEARNER] >= FIRST_INN
        assert run.bubble.primary.isVisible()  # "Play a real game"
        assert run.bubble.primary.text() == QCoreApplication.translate(
            "Tutorial", "Play a real game")
    finally:
        languages.set_language("en")
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


def test_a_stop_the_lesson_does_not_ask_for_invites_no_click(qtbot, no_guard):
    """Review point 13: while the lesson asks for the village, another stop's card says no
    "Click to stop here." (the bubble would refuse that click); the village's card does."""
    from tabibito.ui.tokaido.board import click_hint
    from tabibito.ui.tokaido.tutorial import VILLAGE

    window = one_game_window(qtbot, PLUGIN, LanguageManager())
    run = started(qtbot, window, "base")
    while run.progress.lesson.kind == READ:
        click(qtbot, run.bubble.next)
    assert run.progress.lesson.kind == MOVE
    scene = window.game_screen.scene
    others = sorted(stop for stop in scene.lit if stop != VILLAGE)
    assert VILLAGE in scene.lit and others
    scene.point_at(scene.stops[others[0]])
    assert scene.label.hint == ""
    scene.point_at(scene.stops[VILLAGE])
    assert scene.label.hint == click_hint()

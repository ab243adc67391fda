"""Every registered game's UI plugin keeps the shell's side of the contract (``plugin_api``).

The shell tests play the test game; these run the same checks over each real game UI in the
catalogue, so a new game is covered the moment it is registered.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene, QWidget

from tabibito.engine import Match, Seat, TabibitoError
from tabibito.ui import plugins
from tabibito.ui.controller import MatchController
from tabibito.ui.plugin_api import BoardScene, GameUI, Panel, Tutorial
from tabibito.ui.plugins import default_registry, ui_plugins

PLUGINS = ui_plugins()


@pytest.fixture(params=sorted(PLUGINS), ids=str)
def plugin(request) -> GameUI:
    return PLUGINS[request.param]


@pytest.fixture
def game(plugin):
    return default_registry().get(plugin.game_id)


@pytest.fixture
def controller(qtbot, game, plugin):
    """A new match with one human (and computer players if the game needs more)."""
    seats = [Seat("Ann")] + [Seat("Hana", "easy")] * (game.min_players - 1)
    controller = MatchController(Match(game, {}, seats, 11), plugin)
    yield controller
    controller.dispose()


def words(text: object) -> bool:
    """A finished sentence or name: not empty, no unfilled placeholder."""
    return isinstance(text, str) and bool(text.strip()) and "%" not in text


def test_every_registered_game_has_a_plugin_or_a_coming_soon_tile():
    """A game whose rules land before its board is registered (the command line plays it) and
    shown on the home screen as coming soon; none is left without either."""
    from tabibito.ui.home import COMING_SOON

    registered = set(default_registry().ids())
    without_board = registered - set(PLUGINS)
    assert set(PLUGINS) <= registered
    assert without_board <= {soon.game_id for soon in COMING_SOON}


def test_the_plugins_keep_the_protocol(plugin):
    assert isinstance(plugin, GameUI)
    assert isinstance(plugin.screenshot_moves, int) and plugin.screenshot_moves >= 0


def test_its_cover_says_what_the_game_and_its_plugin_say(plugin, game):
    """The home screen shows a game from its cover, before its rules or plugin are imported."""
    cover = PLUGINS.cover(plugin.game_id)
    assert cover.game_id == game.id
    assert (cover.min_players, cover.max_players) == (game.min_players, game.max_players)
    assert cover.tutorial == bool(plugin.tutorials())
    assert cover.art == plugin.tile_art() and Path(cover.art).is_file()


def test_a_plugin_that_cannot_be_imported_fails_loudly(plugin, monkeypatch):
    """Instead of vanishing from the home screen."""
    package = type(plugin).__module__.rsplit(".", 1)[0]
    monkeypatch.setitem(sys.modules, package, None)
    with pytest.raises(ImportError):
        plugins._known_plugins()


def test_it_names_its_game_and_has_tile_art(plugin):
    assert words(plugin.title()) and words(plugin.tagline())
    art = Path(plugin.tile_art())
    assert art.is_file() and art.suffix == ".svg"


def test_it_names_every_option_and_value(plugin, game):
    for spec in game.options:
        assert words(plugin.option_label(spec.key)) and plugin.option_label(spec.key) != spec.key
        for value in spec.choices:
            assert words(plugin.option_value_label(spec.key, value))


def test_it_names_the_categories_and_rivals_of_a_finished_game(plugin, game):
    seats = [Seat("Hana", "easy")] * game.min_players
    match = Match(game, game.full_options, seats, 5)
    match.play_bots()
    assert match.is_over()
    scores = match.state.scores()
    keys = {key for breakdown in scores.breakdown for key in breakdown}
    keys |= {key for rival in scores.rivals for key in rival.breakdown}
    assert keys
    for key in keys:
        assert words(plugin.category_label(key)) and plugin.category_label(key) != key
    for rival in scores.rivals:
        assert words(plugin.rival_label(rival.id))


def test_it_words_what_the_first_player_decides(plugin, controller):
    prompt = controller.match.state.prompt(0)
    assert prompt is not None
    assert words(plugin.prompt_text(prompt, controller.seat_names))


def test_unknown_errors_are_left_to_the_shell(plugin):
    assert plugin.error_text(TabibitoError("no.such_key")) is None


def test_board_and_panel_of_a_new_match_refresh_and_retranslate(qtbot, plugin, controller):
    board = plugin.create_board(controller)
    panel = plugin.create_panel(controller)
    if panel is not None:
        qtbot.addWidget(panel)
    controller.start()
    qtbot.waitUntil(lambda: not controller.busy)
    assert isinstance(board, QGraphicsScene) and isinstance(board, BoardScene)
    board.refresh()
    board.retranslate()
    assert board.items()  # something to look at
    if panel is not None:
        assert isinstance(panel, QWidget) and isinstance(panel, Panel)
        panel.retranslate()
    board.deleteLater()


def test_the_optional_hooks_answer_in_their_shape(plugin):
    picture = plugin.rules_picture("no-such-picture")
    assert picture is None or (isinstance(picture, QImage) and not picture.isNull())
    tutorials = plugin.tutorials()
    assert all(isinstance(tutorial, Tutorial) and tutorial.game == plugin.game_id
               and tutorial.lessons for tutorial in tutorials)
    assert len({tutorial.key for tutorial in tutorials}) == len(tutorials)

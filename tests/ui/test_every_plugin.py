"""Every registered game's UI plugin keeps the shell's side of the contract (``plugin_api``).

The shell tests play the test game; these run the same checks over each real game UI in the
catalogue, so a new game is covered the moment it is registered.
"""

from __future__ import annotations

import gc
import sys
import weakref
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene, QWidget

from tabibito.engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    Match,
    Prompt,
    Rng,
    Seat,
    State,
    TabibitoError,
)
from tabibito.ui import messages, plugins
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.words import on_off
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


def test_every_registered_game_has_a_plugin():
    """A registered game without a board would be playable from the command line only."""
    assert set(PLUGINS) == set(default_registry().ids())


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


class KitWordsMarked(QTranslator):
    """A catalogue that marks the kit's words only."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"‹{source}›" if context == "Words" else None

    def isEmpty(self) -> bool:
        return False


def test_a_switch_says_on_or_off_in_the_kits_words(qapp, plugin, game):
    """One message for all games, so that no game's "On" reads differently."""
    switches = [spec for spec in game.options if set(spec.choices) == {False, True}]
    assert switches
    translator = KitWordsMarked()
    QCoreApplication.installTranslator(translator)
    try:
        for spec in switches:
            assert plugin.option_value_label(spec.key, True) == on_off(True) == "‹On›"
            assert plugin.option_value_label(spec.key, False) == on_off(False) == "‹Off›"
    finally:
        QCoreApplication.removeTranslator(translator)


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


def test_a_panel_let_go_is_deleted_at_once(qtbot, plugin, controller):
    """Not left to Python's cycle collector, which may free it while Qt walks its widgets (a
    crash): nothing of the panel may hold the panel itself."""
    panel = plugin.create_panel(controller)
    if panel is None:
        return
    gc.disable()
    try:
        gone = weakref.ref(panel)
        del panel
        assert gone() is None
    finally:
        gc.enable()


def test_the_optional_hooks_answer_in_their_shape(plugin):
    picture = plugin.rules_picture("no-such-picture")
    assert picture is None or (isinstance(picture, QImage) and not picture.isNull())
    tutorials = plugin.tutorials()
    assert all(isinstance(tutorial, Tutorial) and tutorial.game == plugin.game_id
               and tutorial.lessons for tutorial in tutorials)
    assert len({tutorial.key for tutorial in tutorials}) == len(tutorials)


# -- every key a game emits has words --------------------------------------------------------

TRIES = 3  # refused actions tried per seat and step
SEEDS = range(10)  # games per player count: enough for Tokaido's rarest events (a bet not paid)


@dataclass
class Heard:
    """What a played game gave the UI to word: its events, its prompts and its refusals."""

    names: list[str]
    events: list[Event] = field(default_factory=list)
    prompts: list[Prompt] = field(default_factory=list)
    refusals: list[IllegalAction] = field(default_factory=list)


def play_and_listen(game: Game, players: int, seed: int, heard: Heard) -> None:
    """A seeded game of computer players with every option on; at each step, besides the
    prompts, it asks why the state refuses actions offered earlier in the game (a station, a
    stop, a card once playable), from seats to act and seats that are not."""
    seats = [Seat(name, "easy") for name in heard.names]
    match = Match(game, game.full_options, seats, seed)
    heard.events += match.events
    rng, offered, known = Rng(seed), [], set()
    heard.refusals += refused_resolution(match.state)
    while not match.is_over():
        state = match.state
        acting = state.to_act()
        for seat in acting:
            heard.prompts.append(state.prompt(seat))
            fresh = [action for action in state.legal_actions(seat) if action not in known]
            offered += fresh
            known.update(fresh)
        heard.refusals += refusals(state, players, offered, rng)
        if acting:
            heard.events += match.apply(acting[0], match.bot_action(acting[0]))
        else:
            heard.events += match.resolve()


def refusals(state: State, players: int, offered: list[Action], rng: Rng) -> list[IllegalAction]:
    tried = [(seat, rng.choice(offered)) for seat in range(players) for _ in range(TRIES)]
    found = [state.why_illegal(seat, action) for seat, action in tried]
    return [problem for problem in found if problem is not None]


def refused_resolution(state: State) -> list[IllegalAction]:
    """The refusal of a resolution that is not due (a "Confirm" pressed too early)."""
    assert not state.needs_resolution()
    try:
        state.resolve()
    except IllegalAction as refusal:
        return [refusal]
    raise AssertionError("a resolution that is not due was taken")


LISTENED = [(game.id, players) for game in default_registry()
            for players in range(game.min_players, game.max_players + 1)]


@pytest.fixture(scope="module", params=LISTENED, ids=[f"{g}-{n}p" for g, n in LISTENED])
def heard(request) -> tuple[GameUI, Heard]:
    """What games of every seed at one player count gave the game's UI to word."""
    game_id, players = request.param
    heard = Heard([f"Bot {seat + 1}" for seat in range(players)])
    for seed in SEEDS:
        play_and_listen(default_registry().get(game_id), players, seed, heard)
    return PLUGINS[game_id], heard


def audience(event: Event) -> list[int | None]:
    """Who reads the event's line: everyone's log (None) when it is public, else each seat
    that may see it."""
    return [None] if event.visible_to is None else sorted(event.visible_to)


def test_every_event_has_a_line_unless_silent_on_purpose(qapp, heard):
    plugin, played = heard
    assert played.events
    unworded = {(event.kind, viewer) for event in played.events
                if event.kind not in plugin.silent_events for viewer in audience(event)
                if not words(plugin.event_text(event, played.names, viewer))}
    assert unworded == set()


def test_a_silent_event_has_no_line_for_anyone(qapp, heard):
    plugin, played = heard
    viewers = [None, *range(len(played.names))]
    said = {event.kind for event in played.events if event.kind in plugin.silent_events
            for viewer in viewers if plugin.event_text(event, played.names, viewer) is not None}
    assert said == set()


def test_every_prompt_has_its_own_words(qapp, heard):
    """Words of its own, not the game's fallback for a prompt it does not know."""
    plugin, played = heard
    fallback = plugin.prompt_text(Prompt("tests.no_such_prompt"), played.names)
    assert played.prompts
    unworded = {prompt.kind for prompt in played.prompts
                if not words(text := plugin.prompt_text(prompt, played.names)) or text == fallback}
    assert unworded == set()


def test_every_refusal_has_words(qapp, heard):
    """The game's words or the shell's, never "Something went wrong (key)"."""
    plugin, played = heard
    unknown = TabibitoError("tests.no_such_key")
    fallback = messages.error_text(unknown, plugin)
    assert played.refusals
    unworded = {refusal.key for refusal in played.refusals
                if not words(text := messages.error_text(refusal, plugin))
                or text == fallback.replace(unknown.key, refusal.key)}
    assert unworded == set()

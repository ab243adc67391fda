"""The shell's table after nextstation-ux.md (issue 22): one Undo on the table, a replay with no
live-looking button, the ▶ of the list of scores explained in words, a column that never overlaps
itself with four players at 1024×700, and the home tiles' memory (review point 10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QToolButton, QWidget

from tabibito.engine import Match, Registry, Seat
from tabibito.games import REGISTRY
from tabibito.records import Records
from tabibito.records.memory import game_memories
from tabibito.ui.home import home_memories
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.paths import data_dir
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.play import all_games_window, finished_match
from tests.ui.test_hints_and_replay import HintingToyUI, _replaying, _start
from tests.ui.test_nextstation_recheck import LARGE, SMALL, start

FOUR = [Seat("Aiko"), Seat("Bence"), Seat("Yuki", "hard"), Seat("Sora", "easy")]


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture
def toy_window(qtbot, settings) -> MainWindow:
    """The test game's window, as the replay tests open it."""
    window = MainWindow(Registry([TOY_GAME]), {TOY_GAME.id: HintingToyUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    return window


@pytest.fixture
def speak():
    """Switch the app's language for a test; English again after it (with its formats)."""
    languages = LanguageManager()
    yield languages.set_language
    languages.set_language("en")


def bar_buttons(window: MainWindow) -> dict[str, QToolButton]:
    """The game screen's top bar buttons, by the name of their window action."""
    buttons = window.game_screen.findChildren(QToolButton)
    return {button.defaultAction().objectName().removeprefix("action-"): button
            for button in buttons if button.defaultAction() is not None}


def rect_on(widget: QWidget, within: QWidget) -> QRect:
    return QRect(widget.mapTo(within, QPoint(0, 0)), widget.size())


# -- one Undo ---------------------------------------------------------------------------------------

def test_the_table_has_one_undo_button_beside_the_move(qtbot, toy_window):
    _start(qtbot, toy_window)
    buttons = bar_buttons(toy_window)
    assert "undo" not in buttons and "redo" not in buttons  # the top bar's are gone
    assert {"home", "hint", "save"} <= set(buttons)
    undo = toy_window.game_screen.action_bar.parts.others
    assert len(undo) == 1 and undo[0].isVisible()  # the action bar's, by the move
    # Redo stays within reach: the Edit menu and its keys.
    assert toy_window.actions_by_name["redo"] in toy_window.menus["edit"].actions()


# -- a replay shows nothing live ----------------------------------------------------------------------

def test_a_replay_hides_the_live_buttons_and_brings_them_back_after(qtbot, toy_window):
    _finished, _replay, bar = _replaying(qtbot, toy_window)
    screen = toy_window.game_screen
    buttons = bar_buttons(toy_window)
    assert not screen.action_bar.isVisible()  # no Confirm, no Undo, no main action
    assert not buttons["hint"].isVisible() and not buttons["save"].isVisible()
    assert buttons["home"].isVisible()
    assert bar.play.isVisible() and bar.speed_button.isVisible()
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert screen.action_bar.isVisible() and buttons["hint"].isVisible()


def test_the_replays_note_shows_above_its_bar(qtbot, toy_window):
    _finished, replay, bar = _replaying(qtbot, toy_window)
    replay.lesson_guard.allows(0, replay.match.state.legal_actions(0)[0])  # a click on the board
    toast = toy_window.game_screen.toast
    assert toast.isVisible()
    assert toast.geometry().bottom() < bar.geometry().top()


# -- the ▶ of the list of scores -----------------------------------------------------------------------

def test_the_mark_of_the_players_still_to_play_is_explained(qtbot):
    window = all_games_window(qtbot)
    controller = start(qtbot, window, seats=[Seat("Aiko"), Seat("Bence")])
    screen = window.game_screen
    board = screen.scoreboard
    marked = [row for row in range(board.rowCount()) if board.item(row, 0).text().startswith("▶")]
    assert marked  # every player draws on the card: both still to play
    assert screen._turn_legend.isVisible() and "still to play" in screen._turn_legend.text()
    for row in marked:
        name = controller.seat_names[row]
        assert f"{name} still has to play" in board.item(row, 0).toolTip()


# -- the column at 1024×700 with four players ----------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "pl", "hu"])
def test_four_players_at_1024x700_leave_every_part_of_the_column_apart(qtbot, language,
                                                                       speak):
    """Polish wraps the log's summary onto two lines: the action bar was squeezed by 26 px."""
    speak(language)
    window = all_games_window(qtbot, SMALL)
    start(qtbot, window, seats=FOUR, effects=True, objectives=True)
    screen = window.game_screen
    qtbot.wait(50)
    hint = screen.action_bar.parts.hint
    assert hint is not None and hint.height() >= hint.minimumSizeHint().height()  # its lines
    parts = [screen.hero, screen.action_bar, screen.scoreboard, screen.side_split]
    rects = [rect_on(part, screen) for part in parts]
    for above, below in zip(rects, rects[1:], strict=False):
        assert above.bottom() < below.top(), (above, below)
    assert rects[-1].bottom() <= rect_on(screen.side, screen).bottom()


# -- the home tiles' memory ----------------------------------------------------------------------------

def _finished(seats, seed: int, **options) -> Match:
    return finished_match("nextstation", options, seats, seed)


def test_the_records_remember_games_played_the_best_person_and_solo_rating(tmp_path):
    solo = [_finished([Seat("Aiko")], seed) for seed in (1, 2)]
    duel = _finished([Seat("Bence"), Seat("Yuki", "hard")], 3)
    with Records.open(tmp_path, REGISTRY) as records:
        for match in (*solo, duel):
            records.record_match(match)
        memory = game_memories(records.db)["nextstation"]
        ratings = [row[0] for row in records.db.execute("SELECT solo_rating FROM games")]
    assert memory.played == 3
    people = [(match.state.scores().totals[0], match.seats[0].name) for match in (*solo, duel)]
    assert (memory.best, memory.best_by) == max(people, key=lambda pair: pair[0])
    assert memory.best_solo_rating == max(rating for rating in ratings if rating is not None)


def test_a_home_tile_says_what_the_records_remember(qtbot, settings):
    languages = LanguageManager()
    languages.set_language("en")  # English's own catalogue: its plural forms
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY), settings=settings, languages=languages)
    qtbot.addWidget(window)
    window.show()
    tile = window.home.tiles["nextstation"]
    qtbot.wait(50)
    assert not tile.memory.isVisible()  # nothing played yet: no memory, and no records made
    assert not list(data_dir().glob("records*"))
    with Records.open(data_dir(), REGISTRY) as records:
        records.record_match(_finished([Seat("Aiko")], 1))
    remembered = home_memories(REGISTRY, window.plugins, settings)
    memory, _label = remembered["nextstation"]
    window.screens.setCurrentWidget(window.game_screen)  # a screen to come home from
    window.go_home()
    qtbot.waitUntil(tile.memory.isVisible)
    text = tile.memory.text()
    assert text == tile.memory_text(memory, window.plugins["nextstation"].solo_rating_label)
    assert text.startswith("1 game played") and f"Best score: {memory.best} (Aiko)" in text
    assert "Best solo rating: " in text
    assert not window.home.tiles["tokaido"].memory.isVisible()
    # Beside the taller tile, the others' words start under their titles as its do, the room
    # left under them (the tagline sat in the middle of it, a blank line under the title).
    qtbot.wait(50)
    gaps = {game: other.tagline.y() - other.title.geometry().bottom()
            for game, other in window.home.tiles.items()}
    assert len(set(gaps.values())) == 1, gaps
    for other in window.home.tiles.values():
        words = other.tagline
        assert words.height() <= words.heightForWidth(words.width()) + 2


@pytest.mark.parametrize(("size", "seats", "words_shown"), [
    (SMALL, FOUR, False), (SMALL, [Seat("Aiko"), Seat("Bence"), Seat("Yuki", "hard")], True),
    (LARGE, FOUR, True), (SMALL, [Seat("Aiko")], True)])
def test_the_card_facts_are_never_cut_in_a_short_hero(qtbot, size, seats, words_shown):
    """The words under the subway dots give way before the round's effect is cut."""
    window = all_games_window(qtbot, size)
    start(qtbot, window, seats=seats, effects=True, objectives=True)
    hero = window.game_screen.hero
    qtbot.wait(50)
    assert hero.effect_row.isVisible()
    assert rect_on(hero.effect_row, hero).bottom() <= hero.height()
    assert hero.effect_row.height() >= hero.effect_row.minimumSizeHint().height()  # not squeezed
    assert hero.subway_label.isVisible() == words_shown
    assert hero.subway_pips.toolTip() == hero.subway_label.text()

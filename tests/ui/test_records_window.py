"""The window records every game finished in it (issue 26 §1): the autosave of a finished game
goes, the records keep it; nothing about the records stops the window."""

import os
from pathlib import Path

from tabibito.engine import Seat
from tabibito.games import REGISTRY
from tabibito.records import DATABASE_NAME, Records
from tabibito.records.queries import achievements_earned, player_stats, recent_games
from tabibito.ui.plugins import ui_plugins
from tests.ui.play import one_game_window, play_to_the_end

SEATS = [Seat("Aiko"), Seat("Bot 2", "easy")]


def finish_a_game(qtbot):
    window = one_game_window(qtbot, ui_plugins(REGISTRY)["nextstation"])
    controller = play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=3)
    return window, controller


def data_folder():
    return os.environ["TABIBITO_DATA_DIR"]


def test_a_game_finished_in_the_window_is_recorded_once(qtbot):
    window, controller = finish_a_game(qtbot)
    scores = controller.match.state.scores()
    with Records.open(data_folder()) as records:
        assert records.profiles() == ["Aiko"]
        stats = player_stats(records.db, "Aiko", "nextstation")
        assert (stats.played, stats.best) == (1, scores.totals[0])
        (game,) = recent_games(records.db)
        assert [(seat.name, seat.level) for seat in game.seats] == [("Aiko", None),
                                                                     ("Bot 2", "easy")]
    controller.game_over.emit()  # the end shown again: still one game
    with Records.open(data_folder()) as records:
        assert len(recent_games(records.db)) == 1


def test_damaged_records_at_the_end_of_a_game_are_kept_and_the_game_recorded(qtbot):
    folder = data_folder()
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, DATABASE_NAME), "wb") as damaged:
        damaged.write(b"not a database" * 100)
    window, controller = finish_a_game(qtbot)
    assert window.isVisible()
    kept = [name for name in os.listdir(folder) if name.startswith(f"{DATABASE_NAME}.damaged-")
            and not name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1
    with Records.open(folder) as records:
        assert player_stats(records.db, "Aiko", "nextstation").played == 1


def test_the_end_of_a_game_shows_the_achievements_earned_in_it(qtbot):
    """Seed 3 (Aiko takes every first choice): four stations where three lines meet, and every
    line worth 10 points; the sheet names both under its scores, with their badges."""
    window, controller = finish_a_game(qtbot)
    sheet = window.game_screen.score_sheet
    assert sheet.isVisible()
    assert sheet.badges.isVisible()
    assert sheet.badges.names == ["City of interchanges", "No pencil wasted"]
    with Records.open(data_folder()) as records:
        assert {item.achievement for item in achievements_earned(records.db, "Aiko")} == {
            "four_big_interchanges", "every_line_counts"}
    controller.game_over.emit()  # the end shown again: the same badges, not twice
    assert sheet.badges.names == ["City of interchanges", "No pencil wasted"]


def test_a_game_that_earns_nothing_shows_no_badges(qtbot):
    window = one_game_window(qtbot, ui_plugins(REGISTRY)["nextstation"])
    play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=2)
    sheet = window.game_screen.score_sheet
    assert sheet.isVisible()
    assert not sheet.badges.isVisible()
    assert sheet.badges.names == []


def test_the_first_start_records_the_finished_games_among_the_saves_once(qtbot, tmp_path):
    """The data folder's finished games and those in the folder the player last saved to are
    recorded when the window first opens the records; the database marks it done."""
    from tabibito.ui.kit.settings import Settings
    from tabibito.ui.main_window import MainWindow
    from tests.records.helpers import finished_save, write

    folder = data_folder()
    os.makedirs(folder, exist_ok=True)
    write(Path(folder) / "autosave-nextstation-1.json", finished_save(seed=1, people={0: "Aiko"}))
    saved = tmp_path / "my games"
    saved.mkdir()
    write(saved / "evening.tabibito", finished_save("tokaido", seed=3, people={0: "Aiko"}))
    settings = Settings()
    settings.last_folder = str(saved)
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY), settings=settings)
    qtbot.addWidget(window)
    window.show_records()
    screen = window.records.screen
    assert sorted(screen.recent.item(row, 1).text() for row in range(2)) == [
        "Next Station: Tokyo", "Tokaido"]
    write(saved / "later.tabibito", finished_save("tokaido", seed=4, people={0: "Aiko"}))
    window.go_home()
    window.show_records()  # not the first time: nothing is read again
    assert screen.recent.rowCount() == 2


def test_a_game_played_from_its_start_is_recorded_with_its_length(qtbot):
    window, controller = finish_a_game(qtbot)
    with Records.open(data_folder()) as records:
        (game,) = recent_games(records.db)
    assert game.seconds is not None and 0 < game.seconds < 600


def test_a_game_resumed_from_a_save_has_no_known_length(qtbot, tmp_path):
    """The time before it was saved is nowhere: the record says so rather than guess."""
    from tabibito.engine import Match
    from tests.ui.play import play_on

    match = Match(REGISTRY.get("nextstation"), {}, SEATS, 3)
    seat = match.human_to_act()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    match.save(tmp_path / "halfway.tabibito")
    window = one_game_window(qtbot, ui_plugins(REGISTRY)["nextstation"])
    assert window.open_file(tmp_path / "halfway.tabibito")
    play_on(qtbot, window.controller)
    with Records.open(data_folder()) as records:
        (game,) = recent_games(records.db)
    assert game.seconds is None


def test_the_length_is_told_in_minutes(qapp):
    from tabibito.ui.records_screen import length_text

    assert [length_text(seconds) for seconds in (None, 20, 170, 3900)] == [
        "–", "1 min", "3 min", "1 h 05 min"]


def test_a_short_window_shows_the_badges_small_beside_the_buttons(qtbot):
    """At 1024×700 the final scores need the height: the badges stand in a row beside the
    buttons (their words in their tooltips); a tall window has them under the scores."""
    from tabibito.ui.kit.badge import COMPACT_SIZE, Badge

    window = one_game_window(qtbot, ui_plugins(REGISTRY)["nextstation"], size=(1024, 700))
    play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=3)
    sheet = window.game_screen.score_sheet
    assert sheet.badges.compact and sheet._buttons.indexOf(sheet.badges) >= 0
    badges = [badge for badge in sheet.badges.findChildren(Badge) if badge.isVisibleTo(sheet)]
    assert [badge.width() for badge in badges] == [COMPACT_SIZE, COMPACT_SIZE]
    assert "City of interchanges" in badges[0].toolTip()
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: window.game_screen.height() >= 800)
    sheet.show_table(window.controller)  # the end shown again, in a tall window
    assert not sheet.badges.compact and sheet._buttons.indexOf(sheet.badges) < 0
    assert sheet.badges.heading.isVisibleTo(sheet)


def test_a_language_switch_renames_the_badges_at_the_end(qtbot):
    from PySide6.QtWidgets import QApplication

    from tabibito.ui.kit.i18n import LanguageManager

    languages = LanguageManager(QApplication.instance())
    window = one_game_window(qtbot, ui_plugins(REGISTRY)["nextstation"], languages=languages)
    play_to_the_end(qtbot, window, "nextstation", {}, SEATS, seed=3)
    sheet = window.game_screen.score_sheet
    languages.set_language("de")
    try:
        qtbot.waitUntil(lambda: sheet.badges.names == ["Stadt der Umsteigemöglichkeiten",
                                                       "Kein Strich zu viel"])
    finally:
        languages.set_language("en")
    qtbot.waitUntil(lambda: sheet.badges.names == ["City of interchanges", "No pencil wasted"])

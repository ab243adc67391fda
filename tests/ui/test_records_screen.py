"""The Records screen (issue 26 §2, §4): the figures of seeded records, the filters, a recent game
opening on its final scores, the CSV export, and the sentence about damaged records."""

import csv
import os

import pytest

from tabibito.games import REGISTRY
from tabibito.records import DATABASE_NAME, Records
from tabibito.records.queries import player_stats
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.records_screen import ACHIEVEMENT_ROLE, GAME_ID_ROLE, when_text
from tests.records.helpers import finished_save


@pytest.fixture
def seeded(private_folders):
    """Aiko played two Next Station games against an easy bot and a Tokaido game against Ben."""
    saves = [
        finished_save("nextstation", seed=1, people={0: "Aiko"}),
        finished_save("nextstation", seed=2, people={0: "Aiko"}),
        finished_save("tokaido", seed=3, people={0: "Aiko", 1: "Ben"}),
    ]
    with Records.open(private_folders) as records:
        for day, save in enumerate(saves, start=1):
            records.record_save(save, finished=f"2026-11-0{day}T10:00:00Z")
    return saves


def totals(save, seat):
    from tabibito.engine import Match

    return Match.from_save(save, REGISTRY).state.scores().totals[seat]


def records_window(qtbot):
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.home.records_button.click()
    screen = window.records.screen
    assert screen is not None and window.screens.currentWidget() is screen
    return window, screen


def choose(box, data):
    box.setCurrentIndex(box.findData(data))


def test_the_screen_shows_a_players_figures_per_game(qtbot, seeded):
    window, screen = records_window(qtbot)
    assert [screen.player.itemData(i) for i in range(screen.player.count())] == [
        None, "Aiko", "Bot 2", "Ben"]
    choose(screen.player, "Aiko")
    assert set(screen.figure_cards) == {"nextstation", "tokaido"}
    station = screen.figure_cards["nextstation"].values
    scores = [totals(seeded[0], 0), totals(seeded[1], 0)]
    assert station["played"] == "2"
    assert station["best"] == str(max(scores))
    mean = sum(scores) / 2
    assert station["mean"] == (str(int(mean)) if mean.is_integer() else f"{mean:.1f}")
    assert "against:easy" in station and "against:people" not in station
    tokaido = screen.figure_cards["tokaido"].values
    assert tokaido["played"] == "1" and tokaido["against:people"].endswith("1 won")


def test_the_filters_choose_the_recent_games(qtbot, seeded):
    window, screen = records_window(qtbot)
    assert screen.recent.rowCount() == 3
    ids = screen.game_ids()
    assert ids == sorted(ids, reverse=True)  # the newest first
    choose(screen.game, "tokaido")
    assert screen.recent.rowCount() == 1
    assert "Ben" in screen.recent.item(0, 2).text()
    choose(screen.game, None)
    choose(screen.player, "Ben")
    assert screen.recent.rowCount() == 1
    choose(screen.player, "Bot 2")
    choose(screen.game, "tokaido")
    assert screen.recent.rowCount() == 0 and not screen.empty.isHidden()


def test_a_recent_game_opens_on_its_final_scores(qtbot, seeded):
    window, screen = records_window(qtbot)
    choose(screen.game, "tokaido")
    screen.recent.selectRow(0)
    screen.open_button.click()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.is_over())
    assert window.screens.currentWidget() is window.game_screen
    assert window.controller.match.game.id == "tokaido"
    qtbot.waitUntil(window.game_screen.score_sheet.isVisible)
    assert window.records.records is None  # let go while a game is shown


def test_the_history_exports_as_csv(qtbot, seeded, tmp_path):
    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    target = tmp_path / "history.csv"
    assert window.records.export_to(target)
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert len(rows) == 2 + 2 + 2  # every seat of Aiko's three games
    assert {row["game"] for row in rows} == {"nextstation", "tokaido"}
    assert "history.csv" in screen.notice.text() and screen.notice.isVisibleTo(screen)


def test_damaged_records_are_kept_aside_and_the_player_told(qtbot, private_folders):
    os.makedirs(private_folders, exist_ok=True)
    (private_folders / DATABASE_NAME).write_bytes(b"not a database" * 100)
    window, screen = records_window(qtbot)
    assert window.isVisible() and screen.notice.isVisibleTo(screen)
    assert "damaged" in screen.notice.text() and "kept aside" in screen.notice.text()
    assert any(name.startswith(f"{DATABASE_NAME}.damaged-")
               for name in os.listdir(private_folders))
    screen.home_button.click()
    assert window.screens.currentWidget() is window.home


def test_the_new_game_dialog_completes_the_names_already_played(qtbot, seeded, monkeypatch):
    from tabibito.ui.new_game import NewGameDialog

    shown = []

    def look(dialog):
        shown.append(dialog.rows[0].name.completer().model().stringList())
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY))
    qtbot.addWidget(window)
    window.new_game_of("tokaido")
    # The people who sat at the table, the latest first; never the computer players.
    assert shown == [["Aiko", "Ben"]]


def test_damaged_records_at_a_games_end_are_told_over_the_board(qtbot, private_folders):
    from tests.ui.test_records_window import finish_a_game

    os.makedirs(private_folders, exist_ok=True)
    (private_folders / DATABASE_NAME).write_bytes(b"not a database" * 100)
    window, controller = finish_a_game(qtbot)
    toast = window.game_screen.toast
    assert "damaged" in toast.text() and DATABASE_NAME in toast.text()


def test_the_moving_mean_takes_the_last_five_games():
    from tabibito.ui.records_charts import moving_mean

    assert moving_mean([10, 20, 30, 40, 50, 60, 70]) == [10, 15, 20, 25, 30, 40, 50]


def test_the_charts_show_the_players_games(qtbot, seeded):
    from PySide6.QtCharts import QBarSeries, QHorizontalBarSeries, QLineSeries, QScatterSeries

    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    scores, make_up, win_rate = screen.figure_cards["nextstation"].charts
    series = scores.chart().series()
    dots = [point.y() for s in series if isinstance(s, QScatterSeries) for point in s.points()]
    assert sorted(dots) == sorted([totals(seeded[0], 0), totals(seeded[1], 0)])
    (mean,) = [s for s in series if isinstance(s, QLineSeries)
               and not isinstance(s, QScatterSeries)]
    assert mean.count() == 2
    (bars,) = make_up.chart().series()
    assert isinstance(bars, QHorizontalBarSeries) and bars.count() == 2  # mean and latest
    (rate,) = win_rate.chart().series()
    assert isinstance(rate, QBarSeries)
    stats_won = screen.figure_cards["nextstation"].values["against:easy"]
    assert rate.barSets()[0].at(0) in (0, 50, 100) and stats_won.endswith("2 won")


def test_the_records_list_a_players_achievements_with_the_game_that_earned_them(qtbot, seeded):
    from tabibito.records.queries import achievements_earned

    with Records.open(os.environ["TABIBITO_DATA_DIR"]) as records:
        earned = achievements_earned(records.db, "Aiko", "tokaido")
    assert len(earned) == 3, "the seeded Tokaido game earns Aiko three achievements"
    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    choose(screen.game, "tokaido")
    shown = screen.figure_cards["tokaido"].achievements
    assert shown.count() == 10  # all ten: the earned ones first, the rest in grey
    lines = [shown.item(row) for row in range(shown.count())]
    first = {item.achievement: item for item in earned}
    assert [line.data(ACHIEVEMENT_ROLE) for line in lines[:len(earned)]] == list(first)
    for line in lines[:len(earned)]:
        item = first[line.data(ACHIEVEMENT_ROLE)]
        assert line.data(GAME_ID_ROLE) == item.first_game_id
        assert when_text(item.first_finished) in line.text()
    assert all(line.data(GAME_ID_ROLE) is None for line in lines[len(earned):])
    shown.itemClicked.emit(lines[0])  # the game that earned it opens on its final scores
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.is_over())
    assert window.controller.match.game.id == "tokaido"


def test_next_stations_solo_ratings_are_charted(qtbot, private_folders):
    from PySide6.QtCharts import QCategoryAxis, QScatterSeries

    with Records.open(private_folders) as records:
        for day, seed in enumerate((1, 2, 3), start=1):
            records.record_save(finished_save("nextstation", players=1, seed=seed,
                                              people={0: "Aiko"}),
                                finished=f"2026-11-0{day}T10:00:00Z")
        ratings = [rating for _, rating in
                   player_stats(records.db, "Aiko", "nextstation").solo_ratings]
    assert len(ratings) == 3
    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    solo = screen.figure_cards["nextstation"].charts[-1].chart()
    assert solo.title() == "Solo rating over time"
    (dots,) = [s for s in solo.series() if isinstance(s, QScatterSeries)]
    assert [point.y() for point in dots.points()] == ratings
    (bands,) = [axis for axis in solo.axes() if isinstance(axis, QCategoryAxis)]
    assert bands.categoriesLabels()[0] == "Trainee" and bands.count() == 6


def test_renaming_a_player_keeps_their_games(qtbot, seeded):
    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    played = screen.figure_cards["nextstation"].values["played"]
    assert window.records.rename("Aiko", "Aiko T.")
    assert screen.player.currentData() == "Aiko T."
    assert screen.player.findData("Aiko") == -1
    assert screen.figure_cards["nextstation"].values["played"] == played
    assert "Aiko T." in screen.notice.text()
    with Records.open(os.environ["TABIBITO_DATA_DIR"]) as records:
        assert player_stats(records.db, "Aiko T.", "tokaido").played == 1


@pytest.mark.parametrize(("new", "words"), [("Ben", "already a player called Ben"),
                                            ("   ", "needs a name")])
def test_renaming_to_a_name_taken_or_empty_is_refused(qtbot, seeded, new, words):
    window, screen = records_window(qtbot)
    choose(screen.player, "Aiko")
    assert not window.records.rename("Aiko", new.strip())
    assert words in screen.notice.text() and screen.notice.isVisibleTo(screen)
    assert screen.player.currentData() == "Aiko"
    with Records.open(os.environ["TABIBITO_DATA_DIR"]) as records:
        assert records.profiles() == ["Aiko", "Ben"]


def test_the_rename_button_asks_for_the_chosen_players_new_name(qtbot, seeded, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    asked = []

    def answer(parent, title, label, text=""):
        asked.append(text)
        return "Aiko Tanaka", True

    monkeypatch.setattr(QInputDialog, "getText", answer)
    window, screen = records_window(qtbot)
    assert not screen.rename_button.isEnabled()  # nobody chosen: everyone's games
    choose(screen.player, "Aiko")
    screen.rename_button.click()
    assert asked == ["Aiko"]
    assert screen.player.currentData() == "Aiko Tanaka"


def test_everyone_shows_each_games_table_of_players_and_a_row_opens_a_player(qtbot, seeded):
    window, screen = records_window(qtbot)
    choose(screen.player, None)
    assert not screen.figure_cards
    assert set(screen.standing_cards) == {"nextstation", "tokaido"}
    tokaido = screen.standing_cards["tokaido"]
    aiko_won = player_stats(screen.db, "Aiko", "tokaido").won
    first, second = ("Aiko", "Ben") if aiko_won else ("Ben", "Aiko")
    assert tokaido.players() == [first, second]  # the winner of the one game first
    assert tokaido.table.item(0, 2).text() == "1" and tokaido.table.item(1, 2).text() == "0"
    assert tokaido.table.item(0, 1).text() == "1"
    station = screen.standing_cards["nextstation"]
    assert station.players()[0] in {"Aiko", "Bot 2"}
    assert station.table.item(station.players().index("Aiko"), 1).text() == "2"
    choose(screen.game, "tokaido")
    assert set(screen.standing_cards) == {"tokaido"}
    table = screen.standing_cards["tokaido"].table
    table.itemActivated.emit(table.item(1, 0))
    assert screen.player.currentData() == second
    assert set(screen.figure_cards) == {"tokaido"}

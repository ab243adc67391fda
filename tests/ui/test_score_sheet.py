"""The score sheet: columns by rank, rivals beside the seats, live scores a game may hide, and the
game's own result (Next Station's solo rating, D × M per line) at the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from tabibito.engine import Match, Rival, Scores, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring
from tabibito.ui.controller import MatchController
from tabibito.ui.nextstation import PLUGIN as NEXT_STATION
from tabibito.ui.nextstation import texts
from tabibito.ui.nextstation.texts import winners_text
from tabibito.ui.score_sheet import ScoreSheet
from tests.engine.toygame import GAME as TOY_GAME
from tests.engine.toygame import SecretDraftState
from tests.ui.toy_ui import PLUGIN as TOY_UI
from tests.wanderers import easy_wandering

NAMES = ["Ann", "Ben", "Cid"]


@pytest.fixture
def sheet(qtbot) -> ScoreSheet:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(900, 700)
    parent.show()
    sheet = ScoreSheet(parent)
    sheet.host = parent  # the overlay's parent must outlive the fixture
    return sheet


def headers(sheet: ScoreSheet) -> list[str]:
    """Each column's name line (a compact sheet adds the total on a line of its own)."""
    table = sheet.table
    return [table.horizontalHeaderItem(column).text().split("\n")[0]
            for column in range(table.columnCount())]


def row_labels(sheet: ScoreSheet) -> list[str]:
    table = sheet.table
    return [table.verticalHeaderItem(row).text() for row in range(table.rowCount())]


@pytest.fixture
def controller_for():
    """Controllers over matches that are never started: no computer player moves meanwhile."""
    made: list[MatchController] = []

    def make(match: Match, plugin=TOY_UI) -> MatchController:
        # Motion off, as the tests run the app: the final numbers stand at once (the count-up
        # itself is tested in test_score_sheet_countup).
        made.append(MatchController(match, plugin, animation_factor=0))
        return made[-1]

    yield make
    for controller in made:
        controller.dispose()


def test_several_players_are_ranked_the_winner_first(sheet):
    scores = Scores((5, 12, 9), ({"cards": 5}, {"cards": 12}, {"cards": 9}), winners=(1,))
    sheet.show_scores(scores, NAMES, TOY_UI)
    assert headers(sheet) == ["★ Ben", "Cid", "Ann"]
    assert row_labels(sheet) == ["Cards", "Total"]
    assert [sheet.table.total(seat) for seat in range(3)] == [5, 12, 9]
    assert sheet.table.column_of(1) == 0
    assert sheet._winners.text() == "Ben wins!"
    assert sheet._heading.text() == "Final scores" and not sheet.note.isVisibleTo(sheet)


def test_a_winner_by_tie_break_comes_before_a_level_total(sheet):
    scores = Scores((9, 9), ({"cards": 9}, {"cards": 9}), winners=(1,))
    sheet.show_scores(scores, NAMES[:2], TOY_UI)
    assert headers(sheet) == ["★ Ben", "Ann"]


def test_a_solo_game_shows_its_one_column(sheet):
    sheet.show_scores(Scores((7,), ({"cards": 7},), winners=(0,)), ["Ann"], TOY_UI)
    assert headers(sheet) == ["Ann"]  # no star: alone, there is nobody to beat
    assert sheet.table.total(0) == 7


def test_a_rival_gets_a_column_of_its_own_and_may_win(sheet):
    scores = Scores((18,), ({"cards": 18},), winners=(),
                    rivals=(Rival("house", 22, {"cards": 15, "bonus": 7}),),
                    rival_winners=("house",))
    sheet.show_scores(scores, ["Ann"], TOY_UI)
    assert headers(sheet) == ["Ann", "★ The house"]  # alone, the player stays first
    assert row_labels(sheet) == ["Cards", "bonus", "Total"]
    column = sheet.table.rival_column("house")
    assert [sheet.table.item(row, column).text() for row in range(3)] == ["15", "7", "22"]
    assert sheet.table.item(1, 0).text() == "0"  # a category only the rival scores
    assert sheet._winners.text() == "The house wins!"


def test_rivals_take_their_rank_among_several_players(sheet):
    scores = Scores((5, 12), ({"cards": 5}, {"cards": 12}), winners=(1,),
                    rivals=(Rival("house", 8, {"cards": 8}),))
    sheet.show_scores(scores, NAMES[:2], TOY_UI)
    assert headers(sheet) == ["★ Ben", "The house", "Ann"]


def test_a_shared_victory_names_seats_and_rivals(sheet):
    scores = Scores((10, 10), ({"cards": 10}, {"cards": 10}), winners=(0,),
                    rivals=(Rival("house", 10),), rival_winners=("house",))
    sheet.show_scores(scores, NAMES[:2], TOY_UI)
    both = QLocale().createSeparatedList(["Ann", "The house"])  # the locale's own "and"
    assert sheet._winners.text() == f"Shared victory: {both}"


def test_during_play_the_sheet_shows_what_the_seat_on_screen_sees(sheet, controller_for):
    match = Match(TOY_GAME, {}, [Seat("Ann"), Seat("Hana", "easy")], 7)
    controller = controller_for(match)
    sheet.show_table(controller)
    live = controller.view().live_scores()
    assert sheet._heading.text() == "Scores so far"
    assert [sheet.table.total(seat) for seat in range(2)] == list(live.totals)
    assert not any(header.startswith("★") for header in headers(sheet))  # nobody has won yet
    assert not sheet._winners.isVisibleTo(sheet) and not sheet._again.isVisibleTo(sheet)


def test_hidden_live_scores_hide_the_totals_with_a_note(sheet, controller_for, monkeypatch):
    monkeypatch.setattr(SecretDraftState, "live_scores", lambda state: None)
    match = Match(TOY_GAME, {}, [Seat("Ann"), Seat("Hana", "easy")], 7)
    controller = controller_for(match)
    sheet.show_table(controller)
    assert sheet.table.rowCount() == 0
    assert headers(sheet) == ["Ann", "Hana"]
    assert sheet.note.isVisibleTo(sheet)
    assert sheet.note.text() == "The scores are counted at the end of the game."


def test_at_the_end_the_sheet_shows_the_final_scores(sheet, controller_for):
    match = Match(TOY_GAME, {}, [Seat("Hana", "easy"), Seat("Kenji", "easy")], 3)
    match.play_bots()
    assert match.is_over()
    controller = controller_for(match)
    sheet.show_table(controller)
    final = match.state.scores()
    assert sheet._heading.text() == "Final scores" and sheet._again.isVisibleTo(sheet)
    assert [sheet.table.total(seat) for seat in range(2)] == list(final.totals)
    assert headers(sheet)[0].startswith("★")


def test_a_language_switch_renames_the_rivals(sheet, monkeypatch):
    scores = Scores((1,), ({"cards": 1},), rivals=(Rival("house", 2),), rival_winners=("house",))
    sheet.show_scores(scores, ["Ann"], TOY_UI)
    monkeypatch.setattr(type(TOY_UI), "rival_label", lambda self, rival: "La maison")
    sheet.retranslate()
    sheet.table.retranslate()
    assert headers(sheet) == ["Ann", "★ La maison"]
    assert sheet._winners.text() == "La maison wins!"


# -- Next Station: the game's own result and how each number was counted ---------------------------

def finished_next_station(controller_for, seats, seed, **options) -> MatchController:
    match = easy_wandering(Match(REGISTRY.get("nextstation"), options, seats, seed))
    match.play_bots()
    assert match.is_over()
    return controller_for(match, NEXT_STATION)


def test_a_solo_game_ends_with_its_rating_not_a_win(sheet, controller_for):
    controller = finished_next_station(controller_for, [Seat("Aiko", "easy")], 5,
                                       effects=True, objectives=True)
    sheet.show_table(controller)
    state = controller.state()
    total = state.scores().totals[0]
    headline, note = sheet.result_text().split("\n", 1)
    assert texts.solo_rating_name(state.solo_rating()) in headline and str(total) in headline
    assert "wins" not in headline
    rated = scoring.rated_score(total, 2)  # both advanced modules: 10 points off each
    assert str(rated) in note and sheet._result_note.isVisibleTo(sheet)
    assert headers(sheet) == ["Aiko"]


def test_each_line_shows_districts_times_most_and_interchanges_their_counts(sheet,
                                                                            controller_for):
    controller = finished_next_station(controller_for, [Seat("Aiko", "easy")], 5)
    sheet.show_table(controller)
    state = controller.state()
    for row, line in enumerate(state.sheet(0).lines_in_order()):
        districts, most, points = scoring.line_score(state.map, line.stations, line.doubled)
        assert sheet.table.item(row, 0).text() == str(points)
        assert sheet.table.detail(row, 0) == f"{districts} × {most}"
    interchanges = row_labels(sheet).index("Interchanges")
    assert sheet.table.detail(interchanges, 0).startswith("③")
    assert sheet.table.detail(sheet.table.rowCount() - 1, 0) is None  # the total is the total


def test_three_players_end_ranked_with_the_winner_and_score_on_the_banner(sheet,
                                                                          controller_for):
    seats = [Seat("Aiko", "easy"), Seat("Bence", "easy"), Seat("Yuki", "easy")]
    controller = finished_next_station(controller_for, seats, 7)
    sheet.show_table(controller)
    final = controller.state().scores()
    ranked = sorted(range(3), key=lambda seat: (seat not in final.winners, -final.totals[seat]))
    assert [sheet.table.column_of(seat) for seat in ranked] == [0, 1, 2]
    winner = final.winners[0]
    assert headers(sheet)[0] == "★ " + seats[winner].name
    assert seats[winner].name in sheet.result_text()
    assert str(final.totals[winner]) in sheet.result_text()
    assert not sheet._result_note.isVisibleTo(sheet)


def test_a_tie_the_tie_break_leaves_is_a_shared_victory():
    scores = Scores((40, 40, 12), ({}, {}, {}), winners=(0, 1))
    text = winners_text(scores, ["Aiko", "Bence", "Yuki"])
    assert text.startswith("Shared victory") and "Aiko" in text and "Bence" in text
    assert "Yuki" not in text and "40" in text


def test_without_a_view_a_solo_sheet_claims_no_win(sheet):
    scores = Scores((70,), ({"line1": 70},), winners=(0,))
    sheet.show_scores(scores, ["Aiko"], NEXT_STATION)  # no state: the rating is unknown
    assert sheet.result_text() == "" and not sheet._winners.isVisibleTo(sheet)
    assert sheet.table.detail(0, 0) is None

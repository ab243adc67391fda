"""The score sheet: columns by rank, rivals beside the seats, and live scores a game may hide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from tabibito.engine import Match, Rival, Scores, Seat
from tabibito.ui.controller import MatchController
from tabibito.ui.score_sheet import ScoreSheet
from tests.engine.toygame import GAME as TOY_GAME
from tests.engine.toygame import SecretDraftState
from tests.ui.toy_ui import PLUGIN as TOY_UI

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
    table = sheet.table
    return [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]


def row_labels(sheet: ScoreSheet) -> list[str]:
    table = sheet.table
    return [table.verticalHeaderItem(row).text() for row in range(table.rowCount())]


@pytest.fixture
def controller_for():
    """Controllers over matches that are never started: no computer player moves meanwhile."""
    made: list[MatchController] = []

    def make(match: Match) -> MatchController:
        made.append(MatchController(match, TOY_UI))
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
    assert headers(sheet) == ["★ Ann"]
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

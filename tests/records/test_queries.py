"""The Records screen's figures, worked out by hand from the games recorded."""

import csv
import io
import statistics

import pytest

from tabibito.engine import Match
from tabibito.games import REGISTRY
from tabibito.records import Records
from tabibito.records.queries import (
    PEOPLE,
    Tally,
    export_csv,
    games_played,
    player_stats,
    players,
    recent_games,
    saved_game,
)

from .helpers import finished_save

# (seed, Aiko's opponent: a computer level or a person), Aiko at seat 0 of Next Station.
TABLES = [(1, "easy"), (2, "easy"), (3, "normal"), (4, "Ken"), (5, "hard")]


def _scores(save):
    return Match.from_save(save, REGISTRY).state.scores()


@pytest.fixture
def played(tmp_path):
    """Aiko's five two-player games, a solo Next Station game of hers, two solo Let's Go games
    against the agency (easy, hard) and a Tokaido game without her; each save with its date."""
    saves = []
    for day, (seed, rival) in enumerate(TABLES, start=1):
        person = rival == "Ken"
        save = finished_save("nextstation", 2, seed, people={0: "Aiko", **({1: "Ken"} if person
                                                                           else {})},
                             levels=("easy", "easy" if person else rival))
        saves.append((f"2026-11-0{day}T10:00:00Z", save))
    saves.append(("2026-11-06T10:00:00Z", finished_save("nextstation", 1, 7, people={0: "Aiko"})))
    for day, (seed, level) in enumerate([(8, "easy"), (9, "hard")], start=7):
        saves.append((f"2026-11-0{day}T10:00:00Z",
                      finished_save("letsgo", 1, seed, people={0: "Aiko"},
                                    options={"agency": level})))
    saves.append(("2026-11-09T10:00:00Z", finished_save("tokaido", 2, 3)))
    with Records.open(tmp_path) as records:
        for finished, save in saves:
            records.record_save(save, finished=finished)
        yield records, saves


def test_played_won_best_and_mean_of_a_player_at_a_game(played):
    records, saves = played
    aiko = [_scores(save) for _, save in saves[:6]]
    totals = [scores.totals[0] for scores in aiko]
    stats = player_stats(records.db, "Aiko", "nextstation")
    assert stats.played == 6
    assert stats.won == sum(0 in scores.winners for scores in aiko)
    assert stats.best == max(totals)
    assert stats.mean == round(statistics.fmean(totals), 2)
    assert [point.score for point in stats.scores] == totals
    assert [point.finished for point in stats.scores] == [finished for finished, _ in saves[:6]]


def test_wins_against_each_computer_level_and_against_people(played):
    records, saves = played
    won = [0 in _scores(save).winners for _, save in saves[:5]]
    stats = player_stats(records.db, "Aiko", "nextstation")
    assert stats.against == {"easy": Tally(2, won[0] + won[1]), "normal": Tally(1, won[2]),
                             PEOPLE: Tally(1, won[3]), "hard": Tally(1, won[4])}


def test_the_mean_make_up_adds_up_to_the_mean_score_in_sheet_order(played):
    records, saves = played
    breakdowns = [_scores(save).breakdown[0] for _, save in saves[:6]]
    stats = player_stats(records.db, "Aiko", "nextstation")
    assert list(stats.mean_breakdown) == list(breakdowns[0])
    for category, mean in stats.mean_breakdown.items():
        assert mean == round(sum(b.get(category, 0) for b in breakdowns) / 6, 2)
    assert sum(stats.mean_breakdown.values()) == pytest.approx(stats.mean, abs=0.1)


def test_solo_ratings_over_time_and_wins_against_each_agency(played):
    records, saves = played
    solo = Match.from_save(saves[5][1], REGISTRY).state.solo_rating()
    stats = player_stats(records.db, "Aiko", "nextstation")
    assert stats.solo_ratings == [("2026-11-06T10:00:00Z", solo)]
    assert stats.against_rivals == {}
    letsgo = player_stats(records.db, "Aiko", "letsgo")
    won = [0 in _scores(save).winners for _, save in saves[6:8]]
    assert letsgo.against_rivals == {"easy": Tally(1, won[0]), "hard": Tally(1, won[1])}
    assert letsgo.solo_ratings == [] and letsgo.against == {}


def test_a_name_that_never_played_has_an_empty_record(played):
    records, _ = played
    stats = player_stats(records.db, "Nobody", "tokaido")
    assert (stats.played, stats.won, stats.best, stats.mean) == (0, 0, None, None)
    assert stats.mean_breakdown == {} and stats.scores == []


def test_recent_games_newest_first_with_filters(played):
    records, saves = played
    everything = recent_games(records.db)
    assert [game.finished for game in everything] == sorted(
        (finished for finished, _ in saves), reverse=True)
    newest = everything[0]
    scores = _scores(saves[-1][1])
    assert newest.game == "tokaido"
    assert [(seat.name, seat.level, seat.score, seat.winner) for seat in newest.seats] == [
        ("Bot 1", "easy", scores.totals[0], 0 in scores.winners),
        ("Bot 2", "easy", scores.totals[1], 1 in scores.winners)]
    assert [game.game for game in recent_games(records.db, player="Aiko", limit=3)] == [
        "letsgo", "letsgo", "nextstation"]
    assert len(recent_games(records.db, game="nextstation", player="Ken")) == 1
    assert recent_games(records.db, game="tokaido", player="Aiko") == []
    agency = recent_games(records.db, game="letsgo")[0].rivals
    assert [(rival["id"], rival["level"]) for rival in agency] == [("agency", "hard")]


def test_a_recent_game_opens_its_save(played):
    records, saves = played
    latest = recent_games(records.db, limit=1)[0]
    assert saved_game(records.db, latest.game_id) == saves[-1][1]
    assert saved_game(records.db, 10**6) is None


def test_counts_and_players(played):
    records, _ = played
    assert games_played(records.db) == {"letsgo": 2, "nextstation": 6, "tokaido": 1}
    assert games_played(records.db, "Ken") == {"nextstation": 1}
    assert players(records.db)[0] == "Aiko"
    assert set(players(records.db, "tokaido")) == {"Bot 1", "Bot 2"}


def test_the_csv_export_has_a_row_per_seat_of_every_game(played):
    records, saves = played
    stream = io.StringIO()
    assert export_csv(records.db, stream) == 5 * 2 + 1 + 2 + 2
    rows = list(csv.DictReader(io.StringIO(stream.getvalue())))
    first = rows[0]
    breakdown = _scores(saves[0][1]).breakdown[0]
    assert first["finished"] == "2026-11-01T10:00:00Z" and first["game"] == "nextstation"
    assert (first["seat"], first["player"], first["level"]) == ("1", "Aiko", "human")
    assert first["categories"] == ";".join(f"{k}={v}" for k, v in breakdown.items())
    assert int(first["score"]) == sum(breakdown.values())
    letsgo = [row for row in rows if row["game"] == "letsgo"]
    assert "agency=easy" in letsgo[0]["options"].split(";")
    only_ken = io.StringIO()
    assert export_csv(records.db, only_ken, player="Ken") == 2


def test_achievements_earned_first_and_how_often(tmp_path):
    from tabibito.records.queries import achievements_earned

    with Records.open(tmp_path) as records:
        # seed 4: the hard traveller (Aiko, seat 1) scores a highlight on every day
        records.record_save(finished_save("letsgo", 2, 4, people={1: "Aiko"},
                                          levels=("easy", "hard")), finished="2026-11-01T10:00:00Z")
        records.record_save(finished_save("letsgo", 2, 1, people={0: "Aiko"},
                                          levels=("hard", "hard")), finished="2026-11-02T10:00:00Z")
        earned = {item.achievement: item for item in achievements_earned(records.db, "Aiko")}
        first = earned["highlight_every_day"]
        assert (first.game, first.first_finished) == ("letsgo", "2026-11-01T10:00:00Z")
        assert first.times == sum(
            (seat, "highlight_every_day") in records._known(game_id).achievements
            for game_id, seat in [(1, 1), (2, 0)])
        assert achievements_earned(records.db, "Aiko", "tokaido") == []

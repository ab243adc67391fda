"""Recording finished games: what a record holds, once per game, profiles, the schema."""

import json
import sqlite3

import pytest

from tabibito.engine import Match, SaveError
from tabibito.games import REGISTRY
from tabibito.records import DATABASE_NAME, ProfileError, Records, schema_version
from tabibito.records.database import APPLICATION_ID

from .helpers import finished_match, finished_save, unfinished_save, write


@pytest.fixture
def records(tmp_path):
    with Records.open(tmp_path) as opened:
        yield opened


def test_a_finished_match_is_recorded_with_everything_a_record_holds(records):
    match = finished_match("tokaido", 3, seed=4, levels=("easy", "normal", "hard"))
    match.hints[1] = 2
    recorded = records.record_match(match, finished="2026-12-06T09:00:00Z", seconds=312.5)
    assert recorded is not None and recorded.new
    game = records.db.execute(
        "SELECT game, finished, options, players, moves, seconds, save FROM games "
        "JOIN saves ON saves.game_id = games.id").fetchone()
    assert game[:2] == ("tokaido", "2026-12-06T09:00:00Z")
    assert json.loads(game[2]) == dict(match.options)
    assert game[3:6] == (3, len(match.log), 312.5)
    assert json.loads(game[6]) == match.to_save()
    scores = match.state.scores()
    seats = records.db.execute(
        "SELECT seat, name, level, total, winner, hints FROM seats ORDER BY seat").fetchall()
    assert seats == [(seat, f"Bot {seat + 1}", level, scores.totals[seat],
                      int(seat in scores.winners), 2 if seat == 1 else 0)
                     for seat, level in enumerate(("easy", "normal", "hard"))]
    for seat in range(3):
        rows = records.db.execute(
            "SELECT category, points FROM seat_scores WHERE seat = ? ORDER BY position",
            (seat,)).fetchall()
        assert rows == list(scores.breakdown[seat].items())
        assert sum(points for _, points in rows) == scores.totals[seat]


def test_the_recorded_save_reopens_on_the_final_scores(records):
    match = finished_match("letsgo", 2, seed=3)
    records.record_match(match)
    (text,) = records.db.execute("SELECT save FROM saves").fetchone()
    reopened = Match.from_save(json.loads(text), REGISTRY)
    assert reopened.is_over()
    assert reopened.state.scores() == match.state.scores()


def test_the_same_game_twice_is_recorded_once(records, tmp_path):
    match = finished_match("nextstation", 2, seed=5)
    first = records.record_match(match)
    again = records.record_match(match)
    from_save = records.record_save(json.loads(json.dumps(match.to_save())))
    assert first.new and not again.new and not from_save.new
    assert first.game_id == again.game_id == from_save.game_id
    assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    assert records.db.execute("SELECT count(*) FROM seats").fetchone()[0] == 2


def test_a_hint_asked_for_after_the_end_changes_nothing_of_the_game(records):
    match = finished_match("nextstation", 2, seed=5)
    records.record_match(match)
    match.hints[0] += 1
    assert not records.record_match(match).new


def test_games_in_progress_and_tutorials_are_not_recorded(records):
    assert records.record_save(unfinished_save()) is None
    scripted = finished_save("tokaido", 2)
    scripted["setup"] = {}  # a scripted start that replays to the same end
    assert Match.from_save(scripted, REGISTRY).is_over()
    assert records.record_save(scripted) is None
    assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 0


def test_a_damaged_save_is_refused_with_the_saves_own_error(records):
    save = finished_save()
    save["fingerprint"] = "0" * 64
    with pytest.raises(SaveError) as error:
        records.record_save(save)
    assert error.value.key == "save.fingerprint"
    assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 0


def test_solo_games_keep_the_rating_and_the_agency(records):
    records.record_match(finished_match("nextstation", 1, seed=2))
    agency = finished_match("letsgo", 1, seed=2, options={"agency": "hard"})
    records.record_match(agency)
    ratings = dict(records.db.execute("SELECT game, solo_rating FROM games").fetchall())
    solo = finished_match("nextstation", 1, seed=2).state.solo_rating()
    assert ratings == {"nextstation": solo, "letsgo": None}
    assert isinstance(solo, int)
    (rivals,) = records.db.execute("SELECT rivals FROM games WHERE game = 'letsgo'").fetchone()
    (rival,) = agency.state.scores().rivals
    assert json.loads(rivals) == [{"id": "agency", "level": "hard", "total": rival.total,
                                   "breakdown": dict(rival.breakdown),
                                   "winner": "agency" in agency.state.scores().rival_winners}]


def test_a_name_is_a_profile_and_renaming_keeps_its_history(records):
    records.record_save(finished_save(seed=1, people={0: "Aiko"}))
    records.record_save(finished_save(seed=2, people={1: "Aiko"}))
    assert records.profiles() == ["Aiko"]
    assert set(records.profiles(humans_only=False)) == {"Aiko", "Bot 1", "Bot 2"}
    records.rename_profile("Aiko", "Aiko T.")
    assert records.profiles() == ["Aiko T."]
    games = records.db.execute(
        "SELECT count(*) FROM seats JOIN profiles ON profiles.id = seats.profile_id "
        "WHERE profiles.name = 'Aiko T.'").fetchone()[0]
    assert games == 2
    records.record_save(finished_save(seed=3, people={0: "Aiko"}))  # the old name: a new profile
    assert records.profiles() == ["Aiko", "Aiko T."]


@pytest.mark.parametrize(("old", "new", "key"), [
    ("Aiko", "Bot 2", "profile.taken"), ("Nobody", "Ken", "profile.unknown"),
    ("Aiko", " ", "seats.name_empty"), ("Aiko", "x" * 25, "seats.name_long")])
def test_a_rename_that_cannot_be_says_why_and_changes_nothing(records, old, new, key):
    records.record_save(finished_save(people={0: "Aiko"}))
    with pytest.raises(ProfileError) as error:
        records.rename_profile(old, new)
    assert error.value.key == key
    assert set(records.profiles(humans_only=False)) == {"Aiko", "Bot 2"}


def test_the_schema_has_its_version_foreign_keys_and_wal(records, tmp_path):
    db = records.db
    assert db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO seats VALUES (99, 0, 99, 'x', NULL, 0, 0, 0)")


def test_a_failed_write_leaves_nothing_half_recorded(records, monkeypatch):
    match = finished_match()
    original = records._profile

    def second_seat_fails(name):
        if name == "Bot 2":
            raise sqlite3.OperationalError("disk I/O error")
        return original(name)

    monkeypatch.setattr(records, "_profile", second_seat_fails)
    with pytest.raises(sqlite3.OperationalError):
        records.record_match(match)
    for table in ("games", "saves", "seats", "seat_scores", "profiles"):
        assert records.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0, table


def test_the_first_start_records_the_finished_games_among_the_saves(tmp_path):
    write(tmp_path / "autosave-nextstation-1.json", finished_save(seed=1))
    write(tmp_path / "autosave-nextstation-2.json", unfinished_save())
    (tmp_path / "tutorials").mkdir()
    write(tmp_path / "tutorials" / "tokaido-basics.json", finished_save("tokaido", seed=2))
    with Records.open(tmp_path) as records:
        assert (records.rebuilt.recorded, records.rebuilt.unfinished) == (1, 1)
        assert records.db.execute("SELECT game FROM games").fetchall() == [("nextstation",)]
    write(tmp_path / "autosave-nextstation-3.json", finished_save(seed=3))
    with Records.open(tmp_path) as records:  # not the first start: nothing is imported
        assert records.rebuilt is None
        assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    assert (tmp_path / DATABASE_NAME).is_file()


def test_the_achievements_earned_are_recorded_with_the_game(records):
    from tabibito.engine.achievements import earned
    from tabibito.games.letsgo.achievements import ACHIEVEMENTS

    # Seed 4's hard traveller scores a highlight on all six days (a grand tour too).
    match = finished_match("letsgo", 2, seed=4, levels=("easy", "hard"))
    expected = tuple((seat, achievement) for seat in range(2)
                     for achievement in earned(ACHIEVEMENTS, match.state, seat))
    assert (1, "highlight_every_day") in expected
    recorded = records.record_match(match)
    assert recorded.achievements == expected
    assert records.record_match(match).achievements == expected  # known: read back
    rows = records.db.execute("SELECT seat, achievement FROM achievements ORDER BY rowid")
    assert tuple(rows) == expected


def test_a_version_1_database_is_migrated_keeping_its_games(tmp_path, monkeypatch):
    from tabibito.records import database, store

    monkeypatch.setattr(database, "MIGRATIONS", database.MIGRATIONS[:1])
    monkeypatch.setattr(store, "achievements_of", lambda game_id: ())  # version 1 had none
    with Records.open(tmp_path) as old:
        old.record_match(finished_match(seed=1))
        assert old.db.execute("PRAGMA user_version").fetchone()[0] == 1
    monkeypatch.undo()
    with Records.open(tmp_path) as records:
        assert records.kept_aside is None
        assert records.db.execute("PRAGMA user_version").fetchone()[0] == schema_version()
        assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
        assert records.db.execute("SELECT count(*) FROM achievements").fetchone()[0] == 0
        assert records.record_match(finished_match(seed=2)).new


def test_a_version_2_database_is_migrated_to_read_the_figures_from_covering_indexes(
        tmp_path, monkeypatch):
    """Version 3 adds indexes only: the games stay, and a player's scores and their make-up
    by category are read from the indexes without visiting the tables' rows."""
    from tabibito.records import database, queries

    monkeypatch.setattr(database, "MIGRATIONS", database.MIGRATIONS[:2])
    with Records.open(tmp_path) as old:
        old.record_match(finished_match(seed=1))
        assert old.db.execute("PRAGMA user_version").fetchone()[0] == 2
        before = queries.player_stats(old.db, "Bot 1", "nextstation")
        assert before.played == 1
    monkeypatch.undo()
    with Records.open(tmp_path) as records:
        assert records.kept_aside is None
        assert records.db.execute("PRAGMA user_version").fetchone()[0] == 3
        assert queries.player_stats(records.db, "Bot 1", "nextstation") == before
        plan = " ".join(row[3] for row in records.db.execute(
            "EXPLAIN QUERY PLAN SELECT c.category, sum(c.points) FROM seat_scores c "
            "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
            "JOIN profiles p ON p.id = s.profile_id WHERE p.name = ? "
            "GROUP BY c.category ORDER BY min(c.position)", ("Bot 1",)))
        assert "COVERING INDEX seats_by_profile_scored" in plan
        assert "COVERING INDEX seat_scores_points" in plan

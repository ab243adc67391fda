"""A damaged records database never stops the app or the command: it is kept aside under a new
name (never deleted) and a new one is rebuilt from the saves; a locked one is waited for, never
moved; two processes writing at once never corrupt it."""

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabibito import cli
from tabibito.records import DATABASE_NAME, Records, RecordsBusy
from tabibito.records import database as records_database

from .helpers import finished_save, write

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


@pytest.fixture
def data(tmp_path):
    """A data folder with three finished autosaves and records of them."""
    for seed in (1, 2, 3):
        write(tmp_path / f"autosave-nextstation-{seed}.json", finished_save(seed=seed))
    with Records.open(tmp_path) as records:
        assert records.rebuilt.recorded == 3
    return tmp_path


def kept(folder):
    """The databases kept aside (their WAL files beside them not counted)."""
    return sorted(path.name for path in folder.iterdir()
                  if ".damaged-" in path.name and not path.name.endswith(("-wal", "-shm")))


def reopened_after(folder, damage):
    path = folder / DATABASE_NAME
    original = path.read_bytes()
    damage(path)
    damaged = path.read_bytes()
    with Records.open(folder) as records:
        assert records.kept_aside is not None
        assert records.kept_aside.read_bytes() == damaged  # kept as it was, not deleted
        assert records.rebuilt.recorded == 3
        assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 3
        assert records.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        reason = records.damage
    assert damaged != original
    return reason


def test_a_truncated_database_is_kept_aside_and_rebuilt(data):
    def truncate(path):
        size = path.stat().st_size
        with path.open("r+b") as stream:
            stream.truncate(size // 2)

    reopened_after(data, truncate)
    assert len(kept(data)) == 1


def test_garbage_is_kept_aside_and_rebuilt(data):
    reason = reopened_after(data, lambda path: path.write_bytes(os.urandom(8192)))
    assert reason == "SQLITE_NOTADB"


def test_a_newer_schema_is_kept_aside_and_rebuilt(data):
    def newer(path):
        db = sqlite3.connect(path)
        db.execute("PRAGMA user_version = 99")
        db.close()

    assert reopened_after(data, newer) == "newer"


def test_another_programs_database_is_kept_aside(data):
    def foreign(path):
        path.unlink()
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE recipes (name TEXT)")
        db.commit()
        db.close()

    assert reopened_after(data, foreign) == "foreign"


def test_a_folder_in_the_way_is_moved_aside(data):
    path = data / DATABASE_NAME
    path.unlink()
    path.mkdir()
    (path / "inside.txt").write_text("kept", encoding="utf-8")
    with Records.open(data) as records:
        assert records.rebuilt.recorded == 3
        assert (records.kept_aside / "inside.txt").read_text(encoding="utf-8") == "kept"


def test_the_wal_files_go_aside_with_their_database(data):
    path = data / DATABASE_NAME
    path.write_bytes(b"garbage" * 1000)
    Path(f"{path}-wal").write_bytes(b"old log")
    with Records.open(data) as records:
        assert Path(f"{records.kept_aside}-wal").read_bytes() == b"old log"
        assert records.db.execute("SELECT count(*) FROM games").fetchone()[0] == 3


def test_damage_twice_keeps_both_copies(data):
    for _ in range(2):
        (data / DATABASE_NAME).write_bytes(b"garbage" * 1000)
        Records.open(data).close()
    assert len(kept(data)) == 2


def test_a_database_another_copy_writes_to_is_read_and_waited_for_never_moved(data, monkeypatch):
    monkeypatch.setattr(records_database, "BUSY_SECONDS", 0.2)
    other = sqlite3.connect(data / DATABASE_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("DELETE FROM seat_scores")  # a write not committed yet
    try:
        with Records.open(data) as records:
            assert records.kept_aside is None
            assert records.db.execute("SELECT count(*) FROM seat_scores").fetchone()[0] > 0
            with pytest.raises(RecordsBusy):
                records.record_save(finished_save(seed=9))
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert kept(data) == []
    with Records.open(data) as records:  # once free, the write goes through
        assert records.record_save(finished_save(seed=9)).new


def test_an_exclusively_locked_database_is_busy_and_the_command_says_so(data, monkeypatch,
                                                                        capsys):
    monkeypatch.setattr(records_database, "BUSY_SECONDS", 0.2)
    other = sqlite3.connect(data / DATABASE_NAME, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(RecordsBusy):
            Records.open(data)
        assert cli.main(["stats", "--data-dir", str(data)]) == cli.EXIT_RECORDS_BUSY
        assert "in use by another copy" in capsys.readouterr().err
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert kept(data) == []


def test_the_command_reports_a_rebuilt_database_in_one_line_and_goes_on(data, capsys):
    (data / DATABASE_NAME).write_bytes(b"\0" * 4096 + b"garbage")
    assert cli.main(["stats", "--data-dir", str(data), "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1
    assert "damaged" in captured.err and "3 game(s) recorded again" in captured.err
    assert '"nextstation": 3' in captured.out


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from tabibito.records import Records
    data, saves = Path(sys.argv[1]), Path(sys.argv[2])
    for _ in range(3):
        with Records.open(data, saves=saves) as records:
            report = records.import_folder(saves)
            assert not report.unreadable, report.unreadable
    print("done")
""")


def test_two_processes_writing_at_once_never_corrupt_it(tmp_path):
    """Two copies record overlapping folders of saves at once (three times each, so that their
    writes interleave): every game is there once, and the file is sound."""
    data, first, second = tmp_path / "data", tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    for seed in range(1, 9):
        save = finished_save(seed=seed)
        if seed <= 5:
            write(first / f"game-{seed}.json", save)
        if seed >= 3:
            write(second / f"game-{seed}.json", save)
    env = {**os.environ, "PYTHONPATH": str(DESKTOP)}
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(data), str(saves)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
               for saves in (first, second)]
    for writer in writers:
        out, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err
        assert out == "done\n"
    db = sqlite3.connect(data / DATABASE_NAME)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 8
    assert db.execute("SELECT count(*) FROM seats").fetchone()[0] == 16
    db.close()
    assert kept(data) == []


def test_a_database_read_through_once_is_not_read_through_again_until_it_changes(data):
    """The window opens the records at every game's end and every showing of the Records
    screen: the pages are read through once per run, the header every time, and a change to
    the file (its size, its time) has it read through again."""
    path = data / DATABASE_NAME
    Records.open(data).close()
    assert records_database._identity(path) in records_database._CHECKED
    with path.open("r+b") as stream:
        stream.truncate(path.stat().st_size // 2)
    with Records.open(data) as records:
        assert records.kept_aside is not None  # the change was read through, and found

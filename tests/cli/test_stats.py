"""``tabibito stats``: the records of the saves that ``tabibito simulate --save-dir`` writes."""

import csv
import json

import pytest

from tabibito import cli
from tabibito.engine import Match
from tabibito.games import REGISTRY


@pytest.fixture
def saves(tmp_path, capsys):
    """Three two-player games of Next Station and Tokaido, two solo Let's Go games against the
    hard agency, and one file that is no save."""
    folder = tmp_path / "saves"
    for args in (["--game", "nextstation", "--players", "2", "--games", "3"],
                 ["--game", "tokaido", "--players", "2", "--games", "3"],
                 ["--game", "letsgo", "--players", "1", "--games", "2", "--option",
                  "agency=hard"]):
        assert cli.main(["simulate", *args, "--save-dir", str(folder)]) == 0
    (folder / "notes.json").write_text("{\"shopping\": []}", encoding="utf-8")
    capsys.readouterr()
    return folder


def stats(capsys, data, *args):
    code = cli.main(["stats", "--data-dir", str(data), *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_importing_the_saves_twice_records_them_once(saves, tmp_path, capsys):
    data = tmp_path / "data"
    code, out, err = stats(capsys, data, "--import", str(saves), "--json")
    assert code == 0 and err == ""
    assert json.loads(out) == {"folder": str(saves), "recorded": 8, "already_recorded": 0,
                               "unfinished": 0, "unreadable": [
                                   {"file": str(saves / "notes.json"), "error": "save.foreign"}]}
    code, out, err = stats(capsys, data, "--import", str(saves))
    assert code == 0
    assert out == (f"{saves}: 0 finished game(s) recorded, 8 recorded before, 0 unfinished or "
                   "tutorial, 1 unreadable\n")
    assert err.startswith(f"tabibito: {saves / 'notes.json'}: ")


def test_stats_json_gives_every_players_record(saves, tmp_path, capsys):
    data = tmp_path / "data"
    stats(capsys, data, "--import", str(saves))
    code, out, _ = stats(capsys, data, "--json")
    report = json.loads(out)
    assert code == 0
    assert report["games"] == {"letsgo": 2, "nextstation": 3, "tokaido": 3}
    first = {entry["player"]: entry for entry in report["players"]}["Easy 1"]
    matches = [Match.load(saves / f"tokaido-{seed}.tabibito", REGISTRY) for seed in (1, 2, 3)]
    totals = [match.state.scores().totals[0] for match in matches]
    tokaido = first["games"]["tokaido"]
    assert (tokaido["played"], tokaido["best"]) == (3, max(totals))
    assert tokaido["won"] == sum(0 in match.state.scores().winners for match in matches)
    assert tokaido["against"] == {"easy": {"played": 3, "won": tokaido["won"]}}
    letsgo = first["games"]["letsgo"]
    assert list(letsgo["against_rivals"]) == ["hard"]
    assert letsgo["against_rivals"]["hard"]["played"] == 2
    assert len(report["recent"]) == 8


def test_stats_for_one_player_in_words(saves, tmp_path, capsys):
    data = tmp_path / "data"
    stats(capsys, data, "--import", str(saves))
    code, out, _ = stats(capsys, data, "--player", "Easy 2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "6 finished game(s) recorded: nextstation 3, tokaido 3"
    assert lines[1] == "Easy 2"
    assert lines[2].startswith("  nextstation: 3 played, ")
    assert lines[3].startswith("    won against: easy ") and lines[3].endswith("/3")


def test_the_history_as_csv(saves, tmp_path, capsys):
    data = tmp_path / "data"
    stats(capsys, data, "--import", str(saves))
    target = tmp_path / "history.csv"
    code, out, _ = stats(capsys, data, "--csv", str(target))
    assert code == 0 and out == f"{3 * 2 + 3 * 2 + 2} row(s) written to {target}\n"
    with target.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert {row["game"] for row in rows} == {"letsgo", "nextstation", "tokaido"}
    assert all(row["level"] == "easy" for row in rows)


def test_a_fresh_data_folder_records_its_own_saves_first(saves, tmp_path, capsys):
    code, out, _ = stats(capsys, saves, "--json")  # the saves' folder as the data folder
    assert code == 0
    assert json.loads(out)["games"] == {"letsgo": 2, "nextstation": 3, "tokaido": 3}

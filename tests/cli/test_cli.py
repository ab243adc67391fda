"""The headless command line: simulate, replay and their errors (on the test game)."""

import errno
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabibito import bench, cli, ladder
from tabibito.engine import MAX_SAVE_BYTES, Match, Registry, SaveError, Seat, read_save
from tests.engine.toygame import GAME


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch):
    monkeypatch.setattr(cli, "_registry", lambda: Registry([GAME]))


def run_json(capsys, *args):
    assert cli.main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_json_shape_and_determinism(capsys):
    args = ["simulate", "--game", "secretdraft", "--players", "3", "--games", "4", "--seed", "9",
            "--json"]
    first = run_json(capsys, *args)
    assert set(first) == {"game", "players", "seed", "games", "summary", "timing"}
    assert [game["seed"] for game in first["games"]] == [9, 10, 11, 12]
    assert all(set(g) == {"seed", "scores", "winners", "actions", "rivals"}
               for g in first["games"])
    assert all(g["rivals"] == [] for g in first["games"])  # Next Station has no rival
    second = run_json(capsys, *args)
    first.pop("timing"), second.pop("timing")
    assert first == second


def test_simulate_summary_is_computed_from_the_games(capsys):
    report = run_json(capsys, "simulate", "--game", "secretdraft", "--players", "2",
                      "--games", "3", "--seed", "1", "--json")
    scores = [game["scores"] for game in report["games"]]
    assert report["summary"]["mean_scores"][0] == round(sum(s[0] for s in scores) / 3, 2)
    assert sum(report["summary"]["wins"]) >= 3


def test_simulate_ladder_puts_each_level_against_the_one_below(capsys):
    """One of a level against the others of the level below (the test game seats three), the
    measured seat going round the table, its wins and means computed from the seeded games."""
    args = ["simulate", "--game", "secretdraft", "--ladder", "--games", "6", "--seed", "3",
            "--json"]
    report = run_json(capsys, *args)
    runs = report["runs"]
    assert list(runs) == ["normal_vs_easy", "hard_vs_normal", "expert_vs_hard"]
    registry = Registry([GAME])
    games = [ladder.play(registry, "secretdraft",
                         ["expert" if seat == n % 3 else "hard" for seat in range(3)], {},
                         3 + n, n % 3) for n in range(6)]
    assert {game.seat for game in games} == {0, 1, 2}
    assert runs["expert_vs_hard"] == ladder.Run("expert_vs_hard", tuple(games)).figures()
    assert runs["expert_vs_hard"]["games"] == 6
    assert runs["expert_vs_hard"]["mean"] == round(
        sum(game.totals[game.seat] for game in games) / 6, 2)
    again = run_json(capsys, *args)
    report.pop("seconds"), again.pop("seconds")
    assert report == again


def test_the_ladder_of_lets_go_also_plays_alone_and_against_the_agencies():
    from tabibito.games import REGISTRY

    runs = ladder.runs(REGISTRY.get("letsgo"), games=2, seed=1)
    assert [name for name in runs if name.startswith("agency:")] == [
        "agency:hard:normal", "agency:hard:hard", "agency:expert:normal", "agency:expert:hard"]
    assert runs["solo:easy"] == [("letsgo", ["easy"], {}, 1, 0), ("letsgo", ["easy"], {}, 2, 0)]
    assert runs["agency:expert:hard"][1] == ("letsgo", ["expert"], {"agency": "hard"}, 2, 0)
    assert runs["hard_vs_normal"][1] == ("letsgo", ["normal", "hard", "normal", "normal"], {},
                                         2, 1)


def test_a_shared_win_counts_as_a_share():
    game = ladder.Run("x", (ladder.Played((5, 5), 0, 0.5), ladder.Played((7, 3), 1, 0.0)))
    assert game.figures() == {"games": 2, "win_rate": 0.25, "mean": 4.0, "others_mean": 6.0}


def test_simulate_with_an_option_and_save_dir_then_replay(capsys, tmp_path):
    report = run_json(capsys, "simulate", "--game", "secretdraft", "--players", "2",
                      "--seed", "4", "--option", "hand=2", "--save-dir", str(tmp_path), "--json")
    saved = tmp_path / "secretdraft-4.tabibito"
    replayed = run_json(capsys, "replay", str(saved), "--json")
    assert replayed["over"] is True
    assert replayed["scores"] == report["games"][0]["scores"]
    assert replayed["actions"] == report["games"][0]["actions"]
    assert replayed["breakdown"][0] == {"cards": replayed["scores"][0]}


@pytest.mark.parametrize("args", [
    ["simulate", "--game", "chess", "--players", "2"],
    ["simulate", "--game", "secretdraft", "--players", "7"],
    ["simulate", "--game", "secretdraft", "--players", "2", "--option", "hand=12"],
    ["simulate", "--game", "secretdraft", "--players", "2", "--option", "colour"],
    ["simulate", "--game", "secretdraft", "--players", "2", "--bots", "easy,genius"],
])
def test_impossible_simulations_exit_2_with_a_reason(capsys, args):
    assert cli.main(args) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("tabibito:") and len(error.splitlines()) == 1


def test_replay_of_a_bad_file_exits_2_with_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.tabibito"
    bad.write_text('{"format": "tabibito-save", "ver', encoding="utf-8")
    assert cli.main(["replay", str(bad)]) == 2
    error = capsys.readouterr().err.strip()
    assert len(error.splitlines()) == 1 and str(bad) in error


def test_replay_of_a_save_that_fails_unforeseen_says_it_is_damaged(capsys, tmp_path, monkeypatch):
    """Whatever goes wrong in loading, a line saying the file is damaged, never a traceback."""
    monkeypatch.setattr(cli, "_error_text", lambda error: error.key)
    report = run_json(capsys, "simulate", "--game", "secretdraft", "--players", "2",
                      "--seed", "4", "--save-dir", str(tmp_path), "--json")
    assert report["games"]
    saved = tmp_path / "secretdraft-4.tabibito"

    def fails(*args, **kwargs):
        raise KeyError("something nobody foresaw")

    monkeypatch.setattr(Match, "from_save", fails)
    assert cli.main(["replay", str(saved)]) == 2
    assert capsys.readouterr().err.strip() == f"tabibito: {saved}: save.corrupt"


def test_replay_of_a_too_large_file_exits_2_with_one_line(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(cli, "_error_text", lambda error: error.key)
    big = tmp_path / "big.tabibito"
    with big.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)  # sparse: a real size without the disk space
    assert cli.main(["replay", str(big)]) == 2
    error = capsys.readouterr().err.strip()
    assert error == f"tabibito: {big}: save.too_large"


def test_replay_of_a_save_cut_between_actions_exits_2_as_truncated(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(cli, "_error_text", lambda error: error.key)
    report = run_json(capsys, "simulate", "--game", "secretdraft", "--players", "2",
                      "--seed", "4", "--save-dir", str(tmp_path), "--json")
    saved = tmp_path / "secretdraft-4.tabibito"
    text = saved.read_text(encoding="utf-8")
    saved.write_text(text[:text.rindex("}", 0, len(text) - 2) + 1], encoding="utf-8")
    assert report["games"][0]["actions"] > 1
    assert cli.main(["replay", str(saved)]) == 2
    assert capsys.readouterr().err.strip() == f"tabibito: {saved}: save.truncated"


@pytest.fixture
def stubbed_startup(monkeypatch):
    """The bench's start-up measures answer at once (their figures are measured, never
    asserted), over a small folder of damaged autosaves."""
    monkeypatch.setattr(bench, "_startup", lambda kind, runs=3: 0.5)
    monkeypatch.setattr(bench, "_startup_cpu", lambda folder, runs: 0.25)
    monkeypatch.setattr(bench, "DAMAGED_AUTOSAVE_BYTES", 10_000)
    monkeypatch.setattr(bench, "_compile_package", lambda: None)
    monkeypatch.setattr(bench, "_bare_cpu", lambda: 0.125)


def test_bench_reports_every_registered_game(capsys, monkeypatch, stubbed_startup):
    """The report's shape; the figures themselves are measured, never asserted."""
    monkeypatch.setattr(bench, "RECORDS_BENCH_GAMES", 40)
    report = run_json(capsys, "bench", "--json", "--seconds", "0.05")
    assert set(report) == {"python", "warm_up_seconds", "timing", "startup_seconds",
                           "bare_window_seconds", "startup_cpu_seconds", "games",
                           "startup_ratio", "bare_window_cpu_seconds", "startup_cpu_ratio",
                           "records_query_seconds", "records_open_seconds",
                           "records_screen_seconds", "records_screen_first_seconds",
                           "records_player_seconds"}
    assert report["records_query_seconds"] > 0 and report["records_open_seconds"] > 0
    # The screen is timed in a window of its own process, over the same records.
    assert 0 < report["records_screen_seconds"] <= report["records_screen_first_seconds"]
    assert report["records_player_seconds"] > 0
    assert report["startup_ratio"] == 1.0 and report["startup_cpu_ratio"] == 2.0
    assert report["startup_cpu_seconds"] == {"empty_folder": 0.25, "one_autosave": 0.25,
                                             "damaged_folder": 0.25}
    assert report["python"].startswith("CPython 3.") and "best of 5 rounds" in report["timing"]
    figures = report["games"]["secretdraft"]
    assert set(figures) == {"players", "random_games_per_second", "playouts_per_second",
                            "with_expansions", "bot_decision_seconds",
                            "stale_decision_delay_seconds", "peak_mib"}
    assert figures["players"] == 3  # the test game seats at most 3
    assert figures["playouts_per_second"] > 0 and figures["stale_decision_delay_seconds"] >= 0
    full = figures["with_expansions"]
    assert set(full) == {"options", "random_games_per_second", "playouts_per_second"}
    assert isinstance(full["options"], dict) and full["random_games_per_second"] > 0
    assert set(figures["bot_decision_seconds"]) == {"easy", "normal", "hard", "expert"}
    assert all(t["decisions"] > 0 and t["median"] <= t["max"]
               for t in figures["bot_decision_seconds"].values())
    assert figures["peak_mib"] > 0


def test_the_bench_starts_the_app_with_a_folder_of_damaged_autosaves_and_one_good(
        tmp_path, monkeypatch):
    monkeypatch.setattr(bench, "DAMAGED_AUTOSAVE_BYTES", 20_000)
    bench._write_autosaves(tmp_path, bench.DAMAGED_AUTOSAVES, cli._registry())
    newest_first = sorted(tmp_path.iterdir(), key=lambda path: path.stat().st_mtime, reverse=True)
    *damaged, good = newest_first
    assert len(damaged) == bench.DAMAGED_AUTOSAVES
    registry = cli._registry()
    assert Match.load(good, registry).human_to_act() == (0,)  # a game waiting for its player
    for path in damaged:
        assert 20_000 <= path.stat().st_size < 30_000
        assert read_save(path)["seats"] == read_save(good)["seats"]  # reads as a save ...
        with pytest.raises(SaveError):  # ... and does not replay
            Match.load(path, registry)


def test_bench_times_every_start_as_a_new_players_first(monkeypatch, tmp_path):
    """No start the bench times reads the user's own settings or data folder: their autosaves
    would put a list of games on the home screen, their settings a language or a size."""
    import subprocess

    seen = []

    def run(command, **options):
        env = options["env"]
        config, data = Path(env["XDG_CONFIG_HOME"]), Path(env["TABIBITO_DATA_DIR"])
        seen.append((config.is_dir() and not any(config.iterdir()),
                     data.is_dir() and not any(data.iterdir())))
        cpu_only = "--measure-startup-cpu" in command
        return subprocess.CompletedProcess(command, 0, stdout="0.2\n" if cpu_only else "1.0 0.2\n",
                                           stderr="")

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "mine"))
    monkeypatch.setenv("TABIBITO_DATA_DIR", str(tmp_path / "my-games"))
    monkeypatch.setattr(subprocess, "run", run)
    for kind in ("app", "bare", "frozen"):
        bench._startup(kind, runs=2, executable=tmp_path / "tabibito")
    bench._startup_cpu(tmp_path / "empty", runs=1)
    assert seen == [(True, True)] * 7


def test_bench_times_a_frozen_build_against_the_source_run(capsys, monkeypatch, tmp_path):
    timed = []

    def startup(kind, runs=3, executable=None):
        timed.append((kind, executable))
        return {"app": 1.6, "bare": 0.7, "frozen": 2.0}[kind]

    monkeypatch.setattr(bench, "_startup", startup)
    monkeypatch.setattr(bench, "_compile_package", lambda: None)
    monkeypatch.setattr(bench, "_bench_game", lambda game, seconds: {})  # the test above has it
    monkeypatch.setattr(bench, "_bare_cpu", lambda: 0.125)
    frozen = tmp_path / "tabibito"
    report = run_json(capsys, "bench", "--json", "--seconds", "0.05", "--frozen", str(frozen))
    assert ("frozen", frozen) in timed
    assert report["frozen_startup_seconds"] == 2.0
    assert report["frozen_to_source_ratio"] == 1.25
    assert report["startup_ratio"] == round(1.6 / 0.7, 3)  # the source run's, as the goal says


# -- output that must not break ------------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
# The command line with the test game, in a process of its own (a pipe needs a real stdout).
CHILD = """
import sys
from tabibito import cli
from tabibito.engine import Registry
from tests.engine.toygame import GAME
cli._registry = lambda: Registry([GAME])
sys.exit(cli.main(sys.argv[1:]))
"""


def child(*args, **kwargs) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "desktop"), str(ROOT)])}
    env.update(kwargs.pop("env", {}))
    return subprocess.Popen([sys.executable, "-c", CHILD, *args], cwd=ROOT, env=env, **kwargs)


def test_a_reader_that_leaves_early_ends_the_output_quietly():
    """``tabibito simulate ... | head -1``: far more output than a pipe holds, read one line."""
    process = child("simulate", "--game", "secretdraft", "--players", "2", "--games", "3000",
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # as head does after its line
    error = process.stderr.read()
    process.stderr.close()
    assert process.wait(timeout=120) in (0, cli.EXIT_BROKEN_PIPE)
    assert first.startswith(b"secretdraft: 3000 game(s)")
    assert error == b""


def test_a_closed_pipe_in_process_exits_quietly(capsys, monkeypatch):
    def gone(*args, **kwargs):
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli, "_print_simulation", gone)
    assert cli.main(["simulate", "--game", "secretdraft", "--players", "2"]) == 141
    assert capsys.readouterr().err == ""


def test_a_closed_pipe_on_windows_exits_quietly(capsys, monkeypatch):
    """Windows reports a reader gone as OSError(EINVAL), not BrokenPipeError."""
    def gone(*args, **kwargs):
        raise OSError(errno.EINVAL, "Invalid argument")

    monkeypatch.setattr(cli, "_print_simulation", gone)
    monkeypatch.setattr(sys, "platform", "win32")
    assert cli.main(["simulate", "--game", "secretdraft", "--players", "2"]) == 141
    assert capsys.readouterr().err == ""


def test_an_invalid_argument_elsewhere_is_not_taken_for_a_closed_pipe(monkeypatch):
    def fails(*args, **kwargs):
        raise OSError(errno.EINVAL, "Invalid argument")

    monkeypatch.setattr(cli, "_print_simulation", fails)
    monkeypatch.setattr(sys, "platform", "linux")
    with pytest.raises(OSError):
        cli.main(["simulate", "--game", "secretdraft", "--players", "2"])


def saved_game(tmp_path, names) -> Path:
    match = Match(GAME, {}, [Seat(name, "easy") for name in names], 3)
    match.play_bots()
    path = tmp_path / "odd.tabibito"
    match.save(path)
    return path


def test_replay_prints_names_that_the_terminal_cannot_show(tmp_path, monkeypatch):
    """An ASCII terminal gets escapes instead of a UnicodeEncodeError."""
    path = saved_game(tmp_path, ["花子", "Zoë \u200dx"])
    out = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, encoding="ascii"))
    assert cli.main(["replay", str(path)]) == 0
    sys.stdout.flush()
    lines = out.getvalue().decode("ascii").splitlines()
    assert lines[1].startswith("  \\u82b1\\u5b50: ")
    assert lines[2].startswith("  Zo\\xeb \\u200dx: ")


def test_replay_in_an_ascii_terminal_in_a_process_of_its_own(tmp_path):
    path = saved_game(tmp_path, ["花子", "Ben"])
    process = child("replay", str(path), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                    env={"PYTHONIOENCODING": "ascii"})
    out, error = process.communicate(timeout=120)
    assert process.returncode == 0, error
    assert b"\\u82b1\\u5b50: " in out


@pytest.mark.parametrize("text", [
    '{"format": "tabibito-save", "version": 1, "game": "secret\\ndraft\\u001b[2J", "options": {},'
    ' "seats": [{"name": "Ann"}], "seed": 1, "actions": []}',
    '{"format": "tabibito-save", "version": 1, "game": "secretdraft", "options": {},'
    ' "seats": [{"name": "Ann\\n\\u001b[31mBen"}], "seed": 1, "actions": []}',
    '{"format": "tabibito-save", "version": 1, "\\nkey\\u2028": 1}',
])
def test_replay_reasons_stay_on_one_line(capsys, tmp_path, text):
    bad = tmp_path / "bad\nname\x1b[1m.tabibito" if os.name != "nt" else tmp_path / "bad.tabibito"
    bad.write_text(text, encoding="utf-8")
    assert cli.main(["replay", str(bad)]) == 2
    error = capsys.readouterr().err
    assert error.endswith("\n") and len(error.splitlines()) == 1 and "\x1b" not in error
    assert error.startswith("tabibito: ")


def test_bench_times_lets_go_on_the_four_player_table_its_goal_names():
    from tabibito.games import REGISTRY

    assert len(bench._bench_seats(REGISTRY.get("letsgo"))) == 4
    assert len(bench._bench_seats(REGISTRY.get("nextstation"))) == 4
    assert len(bench._bench_seats(REGISTRY.get("tokaido"))) == 5


def test_a_speed_is_its_fastest_round_once_warm(monkeypatch):
    """Each run takes 0.1 s of CPU time, but 0.05 s in the third round (as if the others had
    been slowed by a busy machine): two runs warm up (a third of 0.6 s), each of the five
    rounds of 0.12 s makes at least three runs, and the fastest round counts."""
    now = [0.0]
    runs = []

    def run(seed):
        runs.append(seed)
        now[0] += 0.05 if 8 <= seed <= 10 else 0.1

    monkeypatch.setattr(bench.time, "process_time", lambda: now[0])
    assert bench._rate(run, 0.6) == 20.0  # three runs in 0.15 s; the other rounds make 10 a second
    assert runs == list(range(17))  # two warm-up runs, then three a round, the seeds going on


def test_version_names_the_package_version(capsys):
    import tabibito

    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"tabibito {tabibito.__version__}\n"


def test_a_file_to_open_that_does_not_exist_exits_2_naming_it(capsys, tmp_path):
    with pytest.raises(SystemExit) as done:
        cli.main([str(tmp_path / "gone.tabibito")])
    assert done.value.code == 2
    assert "no such file" in capsys.readouterr().err


def test_a_save_to_open_goes_without_a_command(capsys, tmp_path):
    save = saved_game(tmp_path, ["Ann", "Ben"])
    with pytest.raises(SystemExit) as done:
        cli.main([str(save), "simulate", "--game", "secretdraft", "--players", "2"])
    assert done.value.code == 2


@pytest.mark.parametrize("before", [["--language", "de"], ["--screenshot", "shots"]])
def test_the_windows_options_may_stand_before_the_save(tmp_path, before):
    """`tabibito --language de FILE` said "invalid choice" for the file."""
    save = str(saved_game(tmp_path, ["Ann", "Ben"]))
    assert cli._save_first([*before, save]) == [save, *before]
    assert cli._save_first([save, *before]) == [save, *before]
    assert cli._save_first(["replay", save, "--log"]) == ["replay", save, "--log"]
    assert cli._save_first(["--language", save]) == ["--language", save]  # a word of an option


def test_the_commands_the_file_check_knows_are_the_parsers():
    import argparse

    parser = cli._parser()
    commands = next(action for action in parser._actions
                    if isinstance(action, argparse._SubParsersAction))
    assert tuple(commands.choices) == cli.COMMANDS


@pytest.mark.parametrize("args", [[], ["--measure-startup"], ["--measure-startup-cpu"]])
def test_a_plain_start_has_the_options_the_parser_would_give(args):
    assert cli._plain_start(args) == cli._parser().parse_args(args)


def test_a_save_to_open_alone_starts_plainly_with_the_parsers_options(tmp_path):
    save = saved_game(tmp_path, ["Ann", "Ben"])
    assert cli._plain_start([str(save)]) == cli._parser().parse_args([])


@pytest.mark.parametrize("args", [["--self-test"], ["--measure-startup", "--self-test"],
                                  ["bench"], ["gone.tabibito"], ["--screenshot", "shots"]])
def test_anything_else_is_left_to_the_parser(args):
    assert cli._plain_start(args) is None


def test_the_bench_can_time_the_start_up_alone(capsys, monkeypatch, stubbed_startup):
    monkeypatch.setattr(bench, "_bench_game", lambda game, seconds: pytest.fail("a game timed"))
    report = run_json(capsys, "bench", "--json", "--startup-only")
    assert set(report) == {"python", "startup_seconds", "bare_window_seconds", "startup_ratio",
                           "startup_cpu_seconds", "bare_window_cpu_seconds",
                           "startup_cpu_ratio"}
    assert report["startup_ratio"] == 1.0 and report["startup_cpu_ratio"] == 2.0
    assert cli.main(["bench", "--startup-only"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("start-up to first frame: 0.5 s") and "2.0x" in printed[1]

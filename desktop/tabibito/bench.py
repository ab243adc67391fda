"""``tabibito bench``: the speeds, start-up times, memory and records figures that the README's
table and the issues' goals name. Speeds are process CPU time, best of a few rounds, never
asserted by tests (the machines are noisy)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabibito import engine

if TYPE_CHECKING:
    from tabibito.engine import Registry, Seat

WARM_UP_SECONDS = 1.0  # untimed play before a speed is measured (a third of it at most)
# A speed is timed in rounds, in the CPU time of this process, and the fastest round counts:
# another program on the machine (or the host of a virtual one) slows a round down, never up.
RATE_ROUNDS = 5


def run(options: argparse.Namespace, registry: Registry) -> int:
    """``tabibito bench``: the figures of the README's table, printed or as JSON."""
    _compile_package()
    import json
    import platform

    report: dict[str, Any] = {"python": f"{platform.python_implementation()} "
                                        f"{platform.python_version()}",
                              "warm_up_seconds": WARM_UP_SECONDS,
                              "timing": f"process CPU time, best of {RATE_ROUNDS} rounds",
                              **_startup_against_bare(),
                              "startup_cpu_seconds": _startup_cpu_by_folder(registry),
                              "games": {}}
    report["startup_cpu_ratio"] = _ratio(report["startup_cpu_seconds"]["empty_folder"],
                                         report["bare_window_cpu_seconds"])
    if options.frozen is not None:
        # Taken in turns, source and frozen, so a busy moment of the machine falls on both.
        source = frozen = None
        for _ in range(FROZEN_COMPARISON_RUNS):
            source = _best(source, _startup("app", runs=1))
            frozen = _best(frozen, _startup("frozen", runs=1, executable=options.frozen))
        report["startup_seconds"] = source
        report["frozen_startup_seconds"] = frozen
        report["frozen_to_source_ratio"] = _ratio(frozen, source)
        report["startup_ratio"] = _ratio(source, report["bare_window_seconds"])
    if options.startup_only:  # a minute, not the games' and records' few more
        del report["warm_up_seconds"], report["timing"], report["games"]
        print(json.dumps(report, indent=2) if options.json else _startup_lines(report))
        return 0
    games = [registry.get(game_id) for game_id in options.game] if options.game else list(registry)
    for game in games:
        report["games"][game.id] = _bench_game(game, options.seconds)
    report.update(_records_query_seconds())
    if options.json:
        print(json.dumps(report, indent=2))
    else:
        _print_bench(report)
    return 0


RECORDS_BENCH_GAMES = 10_000
RECORDS_BENCH_PLAYER = "Aiko"


def _records_query_seconds() -> dict[str, float | None]:
    """The Records screen's queries (each game's figures for one player, her achievements, the
    recent games, the counts) over RECORDS_BENCH_GAMES recorded games, and opening the records
    (their check included); CPU time, best of RATE_ROUNDS. The games are copies of a few real
    ones of each game, the player at every table. Then the screen itself, in a window of its
    own process (``_records_screen_seconds``)."""
    import tempfile

    from tabibito.games import REGISTRY
    from tabibito.records import Records, queries
    from tabibito.records.generated import replicate

    def screen(records: Records) -> None:
        for game in REGISTRY.ids():
            queries.player_stats(records.db, RECORDS_BENCH_PLAYER, game)
        queries.achievements_earned(records.db, RECORDS_BENCH_PLAYER)
        queries.recent_games(records.db)
        queries.games_played(records.db)
        queries.players(records.db)

    with tempfile.TemporaryDirectory(prefix="tabibito-records-") as folder:
        with Records.open(folder, REGISTRY) as records:
            for game in REGISTRY:
                for players, seed in ((game.min_players, 1), (game.max_players, 2)):
                    seats = [engine.Seat(RECORDS_BENCH_PLAYER, "easy")] + [
                        engine.Seat(f"bot {i}", "easy") for i in range(1, players)]
                    match = engine.Match(game, {}, seats, seed)
                    match.play_bots()
                    records.record_match(match)
            replicate(records, RECORDS_BENCH_GAMES)
        opened = _best_time(lambda: Records.open(folder, REGISTRY).close())
        with Records.open(folder, REGISTRY) as records:
            queried = _best_time(lambda: screen(records))
        shown = _records_screen_seconds(Path(folder))
    return {"records_query_seconds": queried, "records_open_seconds": opened, **shown}


def _records_screen_seconds(folder: Path) -> dict[str, float | None]:
    """In a fresh process with the window (offscreen where there is no display), over the
    records in ``folder``: the wall-clock seconds from the home screen's Records button to the
    screen laid out, and then to one player's figures, charts and achievements for every game
    chosen; best of RATE_ROUNDS after a first, cold opening (QtCharts' import), also given."""
    import json
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix="tabibito-settings-") as settings:
        env = {**os.environ, "TABIBITO_DATA_DIR": str(folder), "XDG_CONFIG_HOME": settings}
        if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        done = subprocess.run(
            [sys.executable, "-c", "from tabibito.bench import time_records_screen; "
                                   "time_records_screen()"],
            capture_output=True, text=True, timeout=600, env=env)
    keys = ("records_screen_seconds", "records_screen_first_seconds", "records_player_seconds")
    if done.returncode != 0 or not done.stdout.strip():
        return dict.fromkeys(keys)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return {key: figures[key] for key in keys}


def time_records_screen() -> None:
    """The child of ``_records_screen_seconds``: prints its figures as a line of JSON."""
    import json

    from PySide6.QtCore import QCoreApplication

    from tabibito.games import REGISTRY
    from tabibito.ui.app import create_app
    from tabibito.ui.main_window import MainWindow
    from tabibito.ui.plugins import ui_plugins

    app = create_app([])
    window = MainWindow(REGISTRY, ui_plugins(REGISTRY))
    window.resize(1280, 800)
    window.show()
    QCoreApplication.processEvents()

    def open_screen() -> float:
        window.go_home()
        QCoreApplication.processEvents()
        tick = time.perf_counter()
        window.home.records_button.click()
        QCoreApplication.processEvents()
        return time.perf_counter() - tick

    def choose_player() -> float:
        screen = window.records.screen
        assert screen is not None
        tick = time.perf_counter()
        screen.player.setCurrentIndex(screen.player.findData(RECORDS_BENCH_PLAYER))
        QCoreApplication.processEvents()
        took = time.perf_counter() - tick
        screen.player.setCurrentIndex(0)
        return took

    first = open_screen()
    opened = min(open_screen() for _ in range(RATE_ROUNDS))
    chosen = min(choose_player() for _ in range(RATE_ROUNDS))
    print(json.dumps({"records_screen_seconds": round(opened, 4),
                      "records_screen_first_seconds": round(first, 4),
                      "records_player_seconds": round(chosen, 4)}))
    window.close()
    app.quit()


def _best_time(run) -> float:
    best = None
    for _ in range(RATE_ROUNDS):
        tick = time.process_time()
        run()
        best = _best(best, time.process_time() - tick)
    return round(best or 0.0, 4)


# The reference: the smallest PySide6 program that paints a window, timed the same way as ours:
# it prints the wall-clock time of its first frame and the CPU time it took to get there.
_BARE_WINDOW = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    def paintEvent(self, event):
        QTimer.singleShot(0, lambda: (print(f"{time.time():.6f} {time.process_time():.6f}"),
                                      app.quit()))

app = QApplication(["bare"])
window = Window()
window.resize(640, 480)
window.show()
app.exec()
"""


def _compile_package() -> None:
    """Byte-compile our modules first, as an installed or frozen app has them: start-up is
    then timed as players meet it, not with a compile of every module on the first run."""
    import compileall

    compileall.compile_dir(Path(__file__).resolve().parent, quiet=1)


FROZEN_COMPARISON_RUNS = 8
STARTUP_RUNS = 5  # of the app and of the bare window, in turns


def _startup_against_bare() -> dict[str, float | None]:
    """The start-up to the first frame, the bare PySide6 window's, and their ratio (the goal:
    at most 1.5); best of STARTUP_RUNS each, taken in turns so that a busy moment of the
    machine falls on both. The bare window's CPU time too, the reference of the CPU figures."""
    app = bare = None
    for _ in range(STARTUP_RUNS):
        app = _best(app, _startup("app", runs=1))
        bare = _best(bare, _startup("bare", runs=1))
    return {"startup_seconds": app, "bare_window_seconds": bare,
            "startup_ratio": _ratio(app, bare), "bare_window_cpu_seconds": _bare_cpu()}


def _ratio(time_taken: float | None, reference: float | None) -> float | None:
    return round(time_taken / reference, 3) if time_taken and reference else None


def _best(best: float | None, time_taken: float | None) -> float | None:
    if time_taken is None:
        return best
    return time_taken if best is None else min(best, time_taken)


def _startup(kind: str, runs: int = 3, executable: Path | None = None) -> float | None:
    """Seconds from starting a fresh process to its first painted frame; best of a few runs,
    so a cold disk cache does not decide the figure. None where nothing is painted (no
    display: the offscreen platform paints no frame)."""
    import subprocess
    import tempfile

    command = {"app": [sys.executable, "-m", "tabibito", "--measure-startup"],
               "bare": [sys.executable, "-c", _BARE_WINDOW],
               "frozen": [str(executable), "--measure-startup"]}[kind]
    results = []
    with tempfile.TemporaryDirectory(prefix="tabibito-bench-") as temp:
        env = first_start_env(Path(temp))
        for _ in range(runs):
            started = time.time()
            done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
            if done.returncode != 0 or not done.stdout.strip():
                return None
            results.append(float(done.stdout.strip().splitlines()[-1].split()[0]) - started)
    return round(min(results), 4)


def first_start_env(folder: Path, data_folder: Path | None = None) -> dict[str, str]:
    """The environment of a timed start: no settings of the user's (in ``folder``) and an empty
    data folder (or ``data_folder``), as a new player starts. The machine's own folders would
    let whoever runs the bench decide its figures: their autosaves put a list of games on the
    home screen (a third more CPU time to the first frame), their settings a language or a
    window size."""
    config = folder / "config"
    data = data_folder if data_folder is not None else folder / "data"
    for made in (config, data):
        made.mkdir(parents=True, exist_ok=True)
    return {**os.environ, "XDG_CONFIG_HOME": str(config), "TABIBITO_DATA_DIR": str(data)}


def _bare_cpu(runs: int = 3) -> float | None:
    """Best of ``runs``: the CPU seconds of the bare window until its first frame (offscreen
    where there is no display, as ``_startup_cpu``)."""
    import subprocess

    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    results = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", _BARE_WINDOW], capture_output=True,
                              text=True, timeout=120, env=env)
        if done.returncode != 0 or not done.stdout.strip():
            return None
        results.append(float(done.stdout.strip().splitlines()[-1].split()[1]))
    return round(min(results), 4)


# The data folder the reliability run left: nine damaged autosaves of 15 MiB (their moves go
# on long after the game could), newer than the one good game to continue.
DAMAGED_AUTOSAVES = 9
DAMAGED_AUTOSAVE_BYTES = 15 * 2**20


def _startup_cpu_by_folder(registry: Registry, runs: int = 3) -> dict[str, float | None]:
    """The process CPU time until the first painted frame, with an empty data folder, with one
    good autosave ("Continue" offers it), and with it and DAMAGED_AUTOSAVES newer damaged ones;
    best of a few runs, offscreen where there is no display."""
    import tempfile

    folders = {"empty_folder": None, "one_autosave": 0, "damaged_folder": DAMAGED_AUTOSAVES}
    figures = {}
    with tempfile.TemporaryDirectory(prefix="tabibito-bench-") as temp:
        for name, damaged in folders.items():
            folder = Path(temp, name)
            folder.mkdir()
            if damaged is not None:
                _write_autosaves(folder, damaged, registry)
            figures[name] = _startup_cpu(folder, runs)
    return figures


def _write_autosaves(folder: Path, damaged: int, registry: Registry) -> None:
    """One good game in progress, and ``damaged`` newer copies of it whose moves were repeated
    to DAMAGED_AUTOSAVE_BYTES: each reads as a save, and only its replay fails."""
    import json

    game = next(iter(registry))
    seats = [engine.Seat("Ann")] + [engine.Seat(f"bot {i}", "easy")
                                    for i in range(max(game.min_players, 2) - 1)]
    match = engine.Match(game, {}, seats, 1)
    match.play_bots()
    match.apply(0, match.state.legal_actions(0)[0])
    match.play_bots()
    good = match.to_save()
    entry = len(json.dumps(good["actions"][0])) + 1
    repeats = DAMAGED_AUTOSAVE_BYTES // entry // len(good["actions"]) + 1
    too_long = json.dumps({**good, "actions": good["actions"] * repeats}).encode()
    for number in range(damaged + 1):  # the good one first, the oldest
        path = folder / f"autosave-{game.id}-20240102T{number:06d}.000000Z.json"
        if number:
            path.write_bytes(too_long)
        else:
            match.save(path)
        os.utime(path, (1_700_000_000 + number,) * 2)


def _startup_cpu(data_folder: Path, runs: int) -> float | None:
    """Best of ``runs`` fresh processes: CPU seconds until the first frame (None if the window
    cannot start here)."""
    import subprocess

    env = first_start_env(data_folder.parent / f"{data_folder.name}-settings", data_folder)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    results = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-m", "tabibito", "--measure-startup-cpu"],
                              capture_output=True, text=True, timeout=600, env=env)
        if done.returncode != 0 or not done.stdout.strip():
            return None
        results.append(float(done.stdout.strip().splitlines()[-1]))
    return round(min(results), 4)


def _bench_game(game, seconds: float) -> dict[str, Any]:
    full = dict(game.full_options)
    return {**game.bench_figures(quick=seconds < 1), "players": len(_bench_seats(game)),
            "random_games_per_second": _games_per_second(game, seconds),
            "playouts_per_second": _playouts_per_second(game, seconds),
            "with_expansions": {
                "options": full,
                "random_games_per_second": _games_per_second(game, seconds, full),
                "playouts_per_second": _playouts_per_second(game, seconds, full)},
            "bot_decision_seconds": {level: _decision_times(game, level, seconds)
                                     for level in game.bot_levels},
            "stale_decision_delay_seconds": _stale_delay(game),
            "peak_mib": _peak_mib(game)}


def _rate(run, seconds: float) -> float:
    """How many times a second ``run(n)`` runs once warm: first untimed for a while (what a
    running app has done before: the games' caches of shared cards and events filled, the
    interpreter's own warmed up), then in RATE_ROUNDS rounds sharing ``seconds`` of CPU time,
    each at least three runs; the fastest round's rate."""
    clock = time.process_time
    warm_until = clock() + min(WARM_UP_SECONDS, seconds / 3)
    count = 0
    while clock() < warm_until:
        run(count)
        count += 1
    best = 0.0
    for _ in range(RATE_ROUNDS):
        started, played = clock(), 0
        while clock() - started < seconds / RATE_ROUNDS or played < 3:
            run(count)
            count += 1
            played += 1
        best = max(best, played / max(clock() - started, 1e-9))
    return round(best, 2)


def _bench_seats(game) -> list[Seat]:
    """The table a bench plays: the game's own bench count (Let's Go's goal is for 4 players),
    else the most the game seats."""
    return [engine.Seat(f"bot {i}", "easy") for i in range(game.bench_players or game.max_players)]


def _games_per_second(game, seconds: float, options: dict[str, Any] | None = None) -> float:
    """Whole games of easy bots through the match: checks, events and the log included."""
    seats = _bench_seats(game)
    return _rate(lambda seed: engine.Match(game, options or {}, seats, seed).play_bots(), seconds)


def _mid_game(game, options: dict[str, Any] | None, seed: int):
    """A state some way into a game of easy bots: where search bots start their playouts."""
    seats = _bench_seats(game)
    match = engine.Match(game, options or {}, seats, seed)
    for _ in range(20):
        if match.is_over():
            break
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    return match.state


def _playouts_per_second(game, seconds: float, options: dict[str, Any] | None = None) -> float:
    """Random playouts on the trusted path (no checks, no events) from clones of a mid-game
    state, as a search bot runs them."""
    from tabibito.engine import Rng, random_playout

    start = _mid_game(game, options, 1)
    return _rate(lambda seed: random_playout(start.clone(), Rng(seed)), seconds)


def _stale_delay(game, runs: int = 5) -> float:
    """After an undo, how long the next decision waits for a stale one: a long search is
    cancelled and a new decision started at once; seconds until the new one is answered,
    worst of a few runs."""
    from tabibito.engine import BotRequest, Budget, RandomBot, Rng, SearchBot, Worker, decision

    state = _mid_game(game, None, 2)
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    worker, worst = Worker(), 0.0
    try:
        for run in range(runs):
            stale = BotRequest(SearchBot(playouts=10_000), state.view(seat), legal, Rng(run),
                               seat, Budget(None))
            worker.submit(stale.budget, decision(stale))
            time.sleep(0.05)  # let it get deep into its search
            tick = time.perf_counter()
            worker.cancel_all()
            fresh = BotRequest(RandomBot(), state.view(seat), legal, Rng(run), seat, Budget())
            worker.submit(fresh.budget, decision(fresh)).result(timeout=30)
            worst = max(worst, time.perf_counter() - tick)
    finally:
        worker.shutdown()
    return round(worst, 4)


def _decision_times(game, level: str, seconds: float) -> dict[str, float]:
    """Time every decision of one seat of ``level`` against easy opponents, over whole games."""
    import statistics

    seats = [engine.Seat("bench", level)] + [engine.Seat(f"bot {i}", "easy")
                                             for i in range(game.min_players - 1)]
    times: list[float] = []
    started, seed = time.perf_counter(), 0
    while time.perf_counter() - started < seconds or not times:
        match = engine.Match(game, {}, seats, seed)
        while not match.is_over():
            seat = match.bots_to_act()[0]
            tick = time.perf_counter()
            action = match.bot_action(seat)
            if seat == 0:
                times.append(time.perf_counter() - tick)
            match.apply(seat, action)
        seed += 1
    return {"median": round(statistics.median(times), 6), "max": round(max(times), 6),
            "decisions": len(times)}


def _peak_mib(game) -> float:
    """Peak resident memory of a fresh headless process playing full games with the most
    players and hard bots, the interpreter included (Python's own heap where the OS cannot
    tell a child's peak)."""
    import os
    import subprocess

    if not hasattr(os, "wait4"):
        return _heap_peak_mib(game)
    command = [sys.executable, "-m", "tabibito", "simulate", "--game", game.id,
               "--players", str(game.max_players), "--games", "3", "--bots", "hard"]
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)  # reaps the child and tells its own peak
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:  # a game the child cannot play (not in its registry): measure here
        return _heap_peak_mib(game)
    per_mib = (1 << 20) if sys.platform == "darwin" else 1024  # macOS counts bytes, Linux KiB
    return round(usage.ru_maxrss / per_mib, 1)


def _heap_peak_mib(game) -> float:
    import tracemalloc

    seats = [engine.Seat(f"bot {i}", "hard") for i in range(game.max_players)]
    tracemalloc.start()
    try:
        engine.Match(game, {}, seats, 1).play_bots()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return round(peak / (1 << 20), 2)


def _startup_lines(report: dict[str, Any]) -> str:
    cpu = report["startup_cpu_seconds"]
    return (f"start-up to first frame: {report['startup_seconds']} s "
            f"(bare PySide6 window: {report['bare_window_seconds']} s; "
            f"{report['startup_ratio']}x, the goal at most 1.5x)\n"
            f"start-up CPU time: {cpu['empty_folder']} s with an empty data folder "
            f"(bare window: {report['bare_window_cpu_seconds']} s; "
            f"{report['startup_cpu_ratio']}x), "
            f"{cpu['one_autosave']} s with one autosave, {cpu['damaged_folder']} s with it and "
            f"{DAMAGED_AUTOSAVES} damaged ones of {DAMAGED_AUTOSAVE_BYTES >> 20} MiB"
            + (f"\nfrozen build: {report['frozen_startup_seconds']} s "
               f"({report['frozen_to_source_ratio']}x the source run)"
               if "frozen_startup_seconds" in report else ""))


def _print_bench(report: dict[str, Any]) -> None:
    print(f"{report['python']}; speeds in {report['timing']}")
    print(_startup_lines(report))
    print(f"records screen's queries over {RECORDS_BENCH_GAMES} games: "
          f"{report['records_query_seconds']} s (opening the records: "
          f"{report['records_open_seconds']} s); the screen opens in "
          f"{report['records_screen_seconds']} s (the first time: "
          f"{report['records_screen_first_seconds']} s, the goal at most 0.3 s), a player's "
          f"figures in {report['records_player_seconds']} s")
    for game_id, figures in report["games"].items():
        full = figures["with_expansions"]
        print(f"{game_id}: {figures['random_games_per_second']} random games/s, "
              f"{figures['playouts_per_second']} playouts/s; with {full['options']}: "
              f"{full['random_games_per_second']} games/s, {full['playouts_per_second']} "
              f"playouts/s; peak {figures['peak_mib']} MiB; stale decision delay "
              f"{figures['stale_decision_delay_seconds'] * 1000:.1f} ms")
        for level, times in figures["bot_decision_seconds"].items():
            print(f"  {level:>6}: median {times['median'] * 1000:.2f} ms, "
                  f"worst {times['max'] * 1000:.2f} ms ({times['decisions']} decisions)")
        for name, timed in figures.items():  # what the game times of its own
            if name.endswith("_seconds") and isinstance(timed, dict) and "median" in timed:
                count = next(f"{value} {key}" for key, value in timed.items()
                             if key not in ("median", "max"))
                print(f"  {name.removesuffix('_seconds').replace('_', ' ')}: median "
                      f"{timed['median'] * 1000:.1f} ms, worst {timed['max'] * 1000:.1f} ms "
                      f"({count})")

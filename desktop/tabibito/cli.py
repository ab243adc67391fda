"""The command line: the GUI by default, and headless tools for simulation, replay and benchmarks."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabibito import __version__
from tabibito.engine import BOT_LEVELS, Match, OptionError, SaveError, Seat, TabibitoError
from tabibito.engine.saves import escape_for_line

EXIT_BAD_INPUT = 2
WARM_UP_SECONDS = 1.0  # untimed play before a speed is measured (a third of it at most)
# A speed is timed in rounds, in the CPU time of this process, and the fastest round counts:
# another program on the machine (or the host of a virtual one) slows a round down, never up.
RATE_ROUNDS = 5
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a reader that went away
COMMANDS = ("simulate", "replay", "tutorial", "bench")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = _parser()
    if args and not args[0].startswith("-") and args[0] not in COMMANDS:
        return _open_save(parser, args)
    options = parser.parse_args(args)
    if options.command is None:
        return _gui(options, args)
    _tolerant_streams()
    try:
        code = options.run(options)
        sys.stdout.flush()  # a closed pipe shows here for output still in the buffer
    except OSError as error:
        if not _is_closed_pipe(error):
            raise
        return _reader_gone()
    except TabibitoError as error:
        _say(f"tabibito: {_line(_error_text(error))}")
        return EXIT_BAD_INPUT
    return code


def _open_save(parser: argparse.ArgumentParser, args: list[str]) -> int:
    """``tabibito FILE``: the window opens with that save (what Windows' file association, a
    file dropped on the app and a shell pass); the window says why a save cannot be opened."""
    path = Path(args[0])
    if not path.is_file():
        parser.error(f"no such file: {_line(path)} (a command is one of {', '.join(COMMANDS)})")
    options = parser.parse_args(args[1:])
    if options.command is not None:
        parser.error("a save to open goes alone, without a command")
    return _gui(options, args)


def _tolerant_streams() -> None:
    """A name that the terminal's encoding cannot show is written escaped, not a crash."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            # A stream that cannot change (already written to, or no real stream) stays as is.
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")


def _is_closed_pipe(error: OSError) -> bool:
    """Writing to a pipe whose reader has gone: BrokenPipeError, or on Windows an OSError with
    EINVAL (cpython#79935)."""
    return isinstance(error, BrokenPipeError) or (
        sys.platform == "win32" and error.errno == errno.EINVAL)


def _reader_gone() -> int:
    """The reader of our output left (``tabibito simulate | head -1``): stop quietly, as a
    program killed by SIGPIPE would. Output still buffered goes nowhere, so that the
    interpreter's own flush at exit has nothing to complain about."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real file behind stdout (tests)
        pass
    return EXIT_BROKEN_PIPE


def _say(text: str) -> None:
    """A line to stderr that never raises: reporting a problem must not become a new one."""
    with contextlib.suppress(OSError, ValueError):
        print(text, file=sys.stderr)


def _line(text: object) -> str:
    """Text from a file or the user on one line of the terminal (see ``escape_for_line``)."""
    return escape_for_line(str(text))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabibito", description=(
        "Play Let's Go! To Japan, Tokaido and Next Station: Tokyo offline. "
        "Without a command, the window opens; `tabibito FILE` opens it with that saved game."))
    parser.add_argument("--version", action="version", version=f"tabibito {__version__}")
    parser.add_argument("--self-test", nargs="?", const="full", choices=("full", "quick"),
                        help="open every game offscreen, paint, save and reload, and walk every "
                             "tutorial (quick: without the tutorials); exit 0 if all is well")
    parser.add_argument("--screenshot", metavar="DIR",
                        help="write PNGs of the home screen and of each game's board to DIR")
    parser.add_argument("--language", choices=("en", "de", "ja", "hu", "pl"),
                        help="language of the screenshots (default: English)")
    parser.add_argument("--measure-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--measure-startup-cpu", action="store_true", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command")

    simulate = commands.add_parser("simulate", help="play computer games to the end")
    simulate.add_argument("--game", required=True)
    simulate.add_argument("--players", type=int, required=True)
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--bots", default="easy",
                          help="levels per seat, comma separated (one level: every seat)")
    simulate.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    simulate.add_argument("--save-dir", type=Path)
    simulate.add_argument("--json", action="store_true")
    simulate.set_defaults(run=_simulate)

    replay = commands.add_parser("replay", help="load a save, replay it and print the scores")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true")
    replay.set_defaults(run=_replay)

    tutorial = commands.add_parser("tutorial", help="open a game's tutorial (--auto: check it)")
    tutorial.add_argument("--game", required=True)
    tutorial.add_argument("--tutorial", metavar="KEY",
                          help="which of the game's tutorials (default: the base game's)")
    tutorial.add_argument("--language", choices=("en", "de", "ja", "hu", "pl"), default="en")
    tutorial.add_argument("--auto", action="store_true",
                          help="play it offscreen to its end, checking every step; exit 0 and "
                               "print the number of steps if all is well")
    tutorial.add_argument("--screenshots", type=Path, metavar="DIR",
                          help="with --auto: a PNG of every step in DIR")
    tutorial.set_defaults(run=_tutorial)

    bench = commands.add_parser("bench", help="measure speed and memory")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    bench.add_argument("--game", action="append", metavar="ID",
                       help="measure only this game (again for more); default: every game")
    bench.add_argument("--frozen", metavar="EXE", type=Path,
                       help="also time the start-up of this frozen build (dist/tabibito/tabibito)")
    bench.set_defaults(run=_bench)
    return parser


def _registry():
    from tabibito.games import REGISTRY

    return REGISTRY


def _error_text(error: TabibitoError) -> str:
    """The English text of an error (the CLI speaks the source language)."""
    try:
        from tabibito.ui.messages import error_text
    except ImportError:  # a Qt-less install still reports the key
        return str(error)
    return error_text(error)


# -- GUI entry points ------------------------------------------------------------------------------

def _gui(options: argparse.Namespace, args: list[str]) -> int:
    from tabibito.ui import app

    if options.measure_startup:
        print(f"{app.measure_startup():.6f}")
        return 0
    if options.measure_startup_cpu:
        print(f"{app.measure_startup_cpu():.6f}")
        return 0
    if options.self_test:
        return app.self_test(tutorials=options.self_test == "full")
    if options.screenshot:
        return app.write_screenshots(Path(options.screenshot), language=options.language or "en")
    return app.run_gui([sys.argv[0], *args])


def _tutorial(options: argparse.Namespace) -> int:
    from tabibito.ui.app import tutorial_command

    return tutorial_command(options.game, options.tutorial, options.language, options.auto,
                            options.screenshots)


# -- simulate --------------------------------------------------------------------------------------

def _parse_value(text: str) -> Any:
    """Option values as typed on the command line: JSON literals, else plain text."""
    import json  # the tools' imports wait until a tool runs: the GUI starts without them

    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError("option.syntax", option=pair)
        options[key] = _parse_value(value)
    return options


def _seats(players: int, bots: str) -> list[Seat]:
    levels = [level.strip() for level in bots.split(",") if level.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise OptionError("seats.levels_count", count=len(levels), players=players)
    for level in levels:
        if level not in BOT_LEVELS:
            raise OptionError("seats.level", level=level)
    return [Seat(f"{level.capitalize()} {index + 1}", level) for index, level in enumerate(levels)]


def _simulate(options: argparse.Namespace) -> int:
    import json

    game = _registry().get(options.game)
    seats = _seats(options.players, options.bots)
    rule_options = _parse_options(options.option)
    if options.games < 1:
        raise OptionError("simulate.games", games=options.games)
    started = time.perf_counter()
    games = []
    for index in range(options.games):
        seed = options.seed + index
        match = Match(game, rule_options, seats, seed)
        match.play_bots()
        scores = match.state.scores()
        games.append({"seed": seed, "scores": list(scores.totals),
                      "winners": list(scores.winners), "actions": len(match.log),
                      "rivals": [{"id": rival.id, "score": rival.total}
                                 for rival in scores.rivals]})
        if options.save_dir:
            match.save(options.save_dir / f"{game.id}-{seed}.tabibito")
    seconds = time.perf_counter() - started
    report = {"game": game.id, "players": len(seats), "seed": options.seed, "games": games,
              "summary": _summary(games, len(seats)),
              "timing": {"seconds": round(seconds, 4),
                         "games_per_second": round(len(games) / seconds, 2)}}
    if options.json:
        print(json.dumps(report, indent=2))
    else:
        _print_simulation(report, seats)
    return 0


def _summary(games: list[dict[str, Any]], players: int) -> dict[str, Any]:
    import statistics

    per_seat = list(zip(*(game["scores"] for game in games), strict=True))
    return {
        "mean_scores": [round(statistics.fmean(scores), 2) for scores in per_seat],
        "min_scores": [min(scores) for scores in per_seat],
        "max_scores": [max(scores) for scores in per_seat],
        "wins": [sum(seat in game["winners"] for game in games) for seat in range(players)],
        "mean_actions": round(statistics.fmean(game["actions"] for game in games), 2),
    }


def _print_simulation(report: dict[str, Any], seats: Sequence[Seat]) -> None:
    print(f"{_line(report['game'])}: {len(report['games'])} game(s), "
          f"{report['players']} player(s)")
    for game in report["games"]:
        winners = ", ".join(_line(seats[seat].name) for seat in game["winners"])
        scores = " ".join(f"{score:>4}" for score in game["scores"])
        print(f"  seed {game['seed']:>6}: {scores}   winner: {winners}   ({game['actions']} actions)")
    summary = report["summary"]
    print("  mean:        " + " ".join(f"{score:>7.2f}" for score in summary["mean_scores"]))
    print("  wins:        " + " ".join(f"{wins:>7}" for wins in summary["wins"]))
    print(f"  {report['timing']['games_per_second']} games/s")


# -- replay ----------------------------------------------------------------------------------------

def _replay(options: argparse.Namespace) -> int:
    import json

    try:
        match = Match.load(options.file, _registry())
    except SaveError as error:
        _say(f"tabibito: {_line(options.file)}: {_line(_error_text(error))}")
        return EXIT_BAD_INPUT
    except Exception:  # noqa: BLE001 - a save we did not foresee: damaged, as the window says
        _say(f"tabibito: {_line(options.file)}: {_line(_error_text(SaveError('save.corrupt')))}")
        return EXIT_BAD_INPUT
    scores = match.state.scores()
    report = {"game": match.game.id, "over": match.is_over(), "actions": len(match.log),
              "scores": list(scores.totals), "breakdown": [dict(b) for b in scores.breakdown]}
    if options.json:
        print(json.dumps(report, indent=2))
        return 0
    state = "finished" if report["over"] else "in progress"
    print(f"{_line(report['game'])}: {state} after {report['actions']} actions")
    for seat, (total, breakdown) in enumerate(zip(scores.totals, scores.breakdown, strict=True)):
        parts = ", ".join(f"{_line(key)} {value}" for key, value in breakdown.items())
        print(f"  {_line(match.seats[seat].name)}: {total}  ({parts})")
    return 0


# -- bench -----------------------------------------------------------------------------------------

def _bench(options: argparse.Namespace) -> int:
    _compile_package()
    import json
    import platform

    report: dict[str, Any] = {"python": f"{platform.python_implementation()} "
                                        f"{platform.python_version()}",
                              "warm_up_seconds": WARM_UP_SECONDS,
                              "timing": f"process CPU time, best of {RATE_ROUNDS} rounds",
                              **_startup_against_bare(),
                              "startup_cpu_seconds": _startup_cpu_by_folder(), "games": {}}
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
    games = [_registry().get(game_id) for game_id in options.game] if options.game else list(
        _registry())
    for game in games:
        report["games"][game.id] = _bench_game(game, options.seconds)
    if options.json:
        print(json.dumps(report, indent=2))
    else:
        _print_bench(report)
    return 0


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

    command = {"app": [sys.executable, "-m", "tabibito", "--measure-startup"],
               "bare": [sys.executable, "-c", _BARE_WINDOW],
               "frozen": [str(executable), "--measure-startup"]}[kind]
    results = []
    for _ in range(runs):
        started = time.time()
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode != 0 or not done.stdout.strip():
            return None
        results.append(float(done.stdout.strip().splitlines()[-1].split()[0]) - started)
    return round(min(results), 4)


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


def _startup_cpu_by_folder(runs: int = 3) -> dict[str, float | None]:
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
                _write_autosaves(folder, damaged)
            figures[name] = _startup_cpu(folder, runs)
    return figures


def _write_autosaves(folder: Path, damaged: int) -> None:
    """One good game in progress, and ``damaged`` newer copies of it whose moves were repeated
    to DAMAGED_AUTOSAVE_BYTES: each reads as a save, and only its replay fails."""
    import json

    game = next(iter(_registry()))
    seats = [Seat("Ann")] + [Seat(f"bot {i}", "easy") for i in range(max(game.min_players, 2) - 1)]
    match = Match(game, {}, seats, 1)
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

    env = {**os.environ, "TABIBITO_DATA_DIR": str(data_folder)}
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
    extra = ({"trip_planner_seconds": _trip_planner_seconds(game, 100 if seconds >= 1 else 4)}
             if game.id == "letsgo" else {})
    return {**extra, "players": len(_bench_seats(game)),
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
    return [Seat(f"bot {i}", "easy") for i in range(game.bench_players or game.max_players)]


def _games_per_second(game, seconds: float, options: dict[str, Any] | None = None) -> float:
    """Whole games of easy bots through the match: checks, events and the log included."""
    seats = _bench_seats(game)
    return _rate(lambda seed: Match(game, options or {}, seats, seed).play_bots(), seconds)


def _mid_game(game, options: dict[str, Any] | None, seed: int):
    """A state some way into a game of easy bots: where search bots start their playouts."""
    seats = _bench_seats(game)
    match = Match(game, options or {}, seats, seed)
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


def _trip_planner_seconds(game, itineraries: int = 100) -> dict[str, float]:
    """Let's Go's trip planner: seconds for its first answer (the whole trip searched) on the
    finished itineraries of seeded random drafts, median and worst, in the CPU time of this
    process like the speeds (a quick run with short measurements takes a handful of
    itineraries only)."""
    import statistics

    from tabibito.games.letsgo.planner import best_choices

    times = []
    for trip in _finished_trips(game, itineraries):
        tick = time.process_time()
        best_choices(trip)
        times.append(time.process_time() - tick)
    return {"median": round(statistics.median(times), 6), "max": round(max(times), 6),
            "itineraries": len(times)}


def _finished_trips(game, count: int) -> list:
    """The trips of seeded games of easy bots at the bench's table (Let's Go: 4 players), taken
    as the draft ends (half of them with the Passport expansion)."""
    seats = _bench_seats(game)
    trips: list = []
    seed = 0
    while len(trips) < count:
        options = {"passport": seed % 2 == 1}
        match = Match(game, options, seats, seed)
        while not match.is_over() and not getattr(match.state, "trips", None):
            seat = match.bots_to_act()[0]
            match.apply(seat, match.bot_action(seat))
        trips.extend(trip.clone() for trip in getattr(match.state, "trips", ()))
        seed += 1
    return trips[:count]


def _stale_delay(game, runs: int = 5) -> float:
    """After an undo, how long the next decision waits for a stale one: a long search is
    cancelled and a new decision started at once; seconds until the new one is answered,
    worst of a few runs."""
    from tabibito.engine import BotRequest, BotWorker, Budget, RandomBot, Rng, SearchBot

    state = _mid_game(game, None, 2)
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    worker, worst = BotWorker(), 0.0
    try:
        for run in range(runs):
            stale = BotRequest(SearchBot(playouts=10_000), state.view(seat), legal, Rng(run),
                               seat, Budget(None))
            worker.submit(stale)
            time.sleep(0.05)  # let it get deep into its search
            tick = time.perf_counter()
            worker.cancel_all()
            fresh = BotRequest(RandomBot(), state.view(seat), legal, Rng(run), seat, Budget())
            worker.submit(fresh).result(timeout=30)
            worst = max(worst, time.perf_counter() - tick)
    finally:
        worker.shutdown()
    return round(worst, 4)


def _decision_times(game, level: str, seconds: float) -> dict[str, float]:
    """Time every decision of one seat of ``level`` against easy opponents, over whole games."""
    import statistics

    seats = [Seat("bench", level)] + [Seat(f"bot {i}", "easy") for i in range(game.min_players - 1)]
    times: list[float] = []
    started, seed = time.perf_counter(), 0
    while time.perf_counter() - started < seconds or not times:
        match = Match(game, {}, seats, seed)
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

    seats = [Seat(f"bot {i}", "hard") for i in range(game.max_players)]
    tracemalloc.start()
    try:
        Match(game, {}, seats, 1).play_bots()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return round(peak / (1 << 20), 2)


def _print_bench(report: dict[str, Any]) -> None:
    print(f"{report['python']}; speeds in {report['timing']}")
    print(f"start-up to first frame: {report['startup_seconds']} s "
          f"(bare PySide6 window: {report['bare_window_seconds']} s; "
          f"{report['startup_ratio']}x, the goal at most 1.5x)")
    cpu = report["startup_cpu_seconds"]
    print(f"start-up CPU time: {cpu['empty_folder']} s with an empty data folder "
          f"(bare window: {report['bare_window_cpu_seconds']} s; "
          f"{report['startup_cpu_ratio']}x), "
          f"{cpu['one_autosave']} s with one autosave, {cpu['damaged_folder']} s with it and "
          f"{DAMAGED_AUTOSAVES} damaged ones of {DAMAGED_AUTOSAVE_BYTES >> 20} MiB")
    if "frozen_startup_seconds" in report:
        print(f"frozen build: {report['frozen_startup_seconds']} s "
              f"({report['frozen_to_source_ratio']}x the source run)")
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
        if "trip_planner_seconds" in figures:
            planner = figures["trip_planner_seconds"]
            print(f"  trip planner: median {planner['median'] * 1000:.1f} ms, worst "
                  f"{planner['max'] * 1000:.1f} ms ({planner['itineraries']} itineraries)")

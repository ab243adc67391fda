"""The command line: the GUI by default, and headless tools for simulation, replay and benchmarks."""

from __future__ import annotations

import argparse
import contextlib
import errno
import gc
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabibito import __version__, engine  # the engine's parts load when a tool first uses them
from tabibito.engine.errors import OptionError, SaveError, TabibitoError

if TYPE_CHECKING:
    from tabibito.engine import Seat

EXIT_BAD_INPUT = 2
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a reader that went away
COMMANDS = ("simulate", "replay", "tutorial", "bench", "stats")
EXIT_RECORDS_BUSY = 75  # EX_TEMPFAIL: another copy of the app holds the records; try again


def main(argv: Sequence[str] | None = None) -> int:
    args = _save_first(list(sys.argv[1:] if argv is None else argv))
    window = _plain_start(args)
    if window is not None:
        return _gui(window, args)
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


# The bench's flags: the window starts as for a player and says when its first frame was painted.
START_UP_FLAGS = ("--measure-startup", "--measure-startup-cpu")


def _plain_start(args: list[str]) -> argparse.Namespace | None:
    """The options of a plain start of the window: no arguments, a save to open alone, or one
    of START_UP_FLAGS; None for anything else, which the parser reads. Building the parser
    (every command's options) costs milliseconds that the first frame need not wait for."""
    flag = args[0] if len(args) == 1 and args[0] in START_UP_FLAGS else None
    save = (len(args) == 1 and not args[0].startswith("-") and args[0] not in COMMANDS
            and Path(args[0]).is_file())
    if args and flag is None and not save:
        return None
    return argparse.Namespace(self_test=None, screenshot=None, language=None,
                              measure_startup=flag == "--measure-startup",
                              measure_startup_cpu=flag == "--measure-startup-cpu", command=None)


# The window's options that take a word after them: that word is never a save to open.
WORDED_OPTIONS = ("--language", "--screenshot", "--self-test")


def _save_first(args: list[str]) -> list[str]:
    """``tabibito --language de FILE`` read as ``tabibito FILE --language de``: the window's
    options may stand before the save to open (the parser took the file for a command)."""
    for index, arg in enumerate(args):
        if arg in COMMANDS:
            return args
        after_option = index > 0 and args[index - 1] in WORDED_OPTIONS
        if not arg.startswith("-") and not after_option and Path(arg).is_file():
            return [arg, *args[:index], *args[index + 1:]]
    return args


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
    return engine.escape_for_line(str(text))


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
                        help="language of the window for this start (default: the one "
                             "chosen in the app) or of the screenshots (default: English)")
    parser.add_argument("--measure-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--measure-startup-cpu", action="store_true", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command")

    simulate = commands.add_parser("simulate", help="play computer games to the end")
    simulate.add_argument("--game", required=True)
    simulate.add_argument("--players", type=int, help="required unless --ladder")
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--bots", default="easy",
                          help="levels per seat, comma separated (one level: every seat)")
    simulate.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    simulate.add_argument("--save-dir", type=Path)
    simulate.add_argument("--json", action="store_true")
    simulate.add_argument("--ladder", action="store_true",
                          help="measure the levels instead: each against three of the level "
                               "below, alone, and against the travel agency (--games a run)")
    simulate.add_argument("--jobs", type=int, default=1, help="processes for --ladder")
    simulate.set_defaults(run=_simulate)

    replay = commands.add_parser("replay", help="load a save, replay it and print the scores "
                                                "(--log: the game's log, as the app shows it)")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true")
    replay.add_argument("--log", action="store_true",
                        help="print the game's log: a line per decision, with its points and "
                             "the player's total (with --json: the lines and the final scores)")
    replay.add_argument("--language", default="en", metavar="LANG",
                        help="with --log: the log's language (en, de, ja, hu, pl)")
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
    bench.add_argument("--startup-only", action="store_true",
                       help="time only the start-up to the first frame (a minute, not several)")
    bench.set_defaults(run=_bench)

    stats = commands.add_parser("stats", help="print the record of finished games")
    stats.add_argument("--json", action="store_true")
    stats.add_argument("--player", metavar="NAME", help="only this player's record")
    stats.add_argument("--import", dest="import_folder", type=Path, metavar="FOLDER",
                       help="record the finished games among the saves in FOLDER (a game "
                            "recorded before is not recorded again)")
    stats.add_argument("--csv", type=Path, metavar="FILE",
                       help="write the history to FILE as CSV, a row per seat of every game")
    stats.add_argument("--data-dir", type=Path, metavar="DIR",
                       help="the data folder whose records to use (default: the app's)")
    stats.set_defaults(run=_stats)
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
    if options.self_test or options.screenshot:
        from tabibito.ui import app

        if options.self_test:
            return app.self_test(tutorials=options.self_test == "full")
        return app.write_screenshots(Path(options.screenshot), language=options.language or "en")
    # Python's collector looks for cycles among every object that the imports, Qt's types and
    # the window make, and finds none worth its milliseconds: it rests until the first frame
    # (``run_gui`` wakes it when its event loop first runs).
    gc.disable()
    try:
        from tabibito.ui import app

        if options.measure_startup:
            print(f"{app.measure_startup():.6f}")
            return 0
        if options.measure_startup_cpu:
            print(f"{app.measure_startup_cpu():.6f}")
            return 0
        return app.run_gui([sys.argv[0], *args], options.language)
    finally:
        gc.enable()


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
        if level not in engine.BOT_LEVELS:
            raise OptionError("seats.level", level=level)
    return [engine.Seat(f"{level.capitalize()} {index + 1}", level)
            for index, level in enumerate(levels)]


def _simulate(options: argparse.Namespace) -> int:
    import json

    game = _registry().get(options.game)
    if options.games < 1:
        raise OptionError("simulate.games", games=options.games)
    if options.ladder:
        return _ladder(game, options)
    if options.players is None:
        raise SystemExit("tabibito simulate: --players is needed (or --ladder)")
    seats = _seats(options.players, options.bots)
    rule_options = _parse_options(options.option)
    started = time.perf_counter()
    games = []
    for index in range(options.games):
        seed = options.seed + index
        match = engine.Match(game, rule_options, seats, seed)
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


def _ladder(game, options: argparse.Namespace) -> int:
    import json

    from tabibito import ladder

    started = time.perf_counter()
    runs = ladder.measure(_registry(), game, options.games, options.seed, max(1, options.jobs))
    report = {"game": game.id, "games_per_run": options.games, "seed": options.seed,
              "runs": runs, "seconds": round(time.perf_counter() - started, 1)}
    if options.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{_line(game.id)}: the ladder, {options.games} game(s) a run from seed {options.seed}")
    for name, figures in runs.items():
        print(f"  {name:<24} {_ladder_line(name, figures)}")
    print(f"  {report['seconds']} s")
    return 0


def _ladder_line(name: str, figures: dict[str, Any]) -> str:
    if name.startswith("solo:"):
        return f"mean {figures['mean']:.2f}"
    if name.startswith("agency:"):
        return (f"beat the agency in {100 * figures['win_rate']:.1f} %, "
                f"mean {figures['mean']:.2f} against {figures['rival_mean']:.2f}")
    return (f"won {100 * figures['win_rate']:.1f} % (one against the others), "
            f"mean {figures['mean']:.2f} against {figures['others_mean']:.2f}")


# -- replay ----------------------------------------------------------------------------------------

def _replay(options: argparse.Namespace) -> int:
    import json

    if options.log:
        from tabibito.ui.replay_log import replay_log

        return replay_log(options.file, options.language, options.json, _registry())
    try:
        match = engine.Match.load(options.file, _registry())
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


# -- stats -----------------------------------------------------------------------------------------

def _stats(options: argparse.Namespace) -> int:
    import sqlite3

    from tabibito.records import Records, RecordsBusy

    folder = options.data_dir or _data_folder()
    try:
        with Records.open(folder, _registry()) as records:
            _say_rebuilt(records)
            if options.import_folder is not None:
                _print_import(options.import_folder,
                              records.import_folder(options.import_folder), options.json)
            if options.csv is not None:
                _write_csv(records, options.csv, options.player)
            if options.import_folder is None and options.csv is None:
                _print_stats(records, options.player, options.json)
    except RecordsBusy:
        _say(f"tabibito: the records in {_line(folder)} are in use by another copy of Tabibito; "
             "try again in a moment")
        return EXIT_RECORDS_BUSY
    except (sqlite3.Error, OSError) as error:  # a full disk, a folder that cannot be written
        if isinstance(error, OSError) and _is_closed_pipe(error):
            raise  # the reader of our output left: main ends quietly
        _say(f"tabibito: the records in {_line(folder)} cannot be written: {_line(error)}")
        return 1
    return 0


def _data_folder() -> Path:
    """The app's data folder, where the window keeps its saves and records: the one the
    TABIBITO_DATA_DIR variable names, else the system's folder for the app (Qt's)."""
    override = os.environ.get("TABIBITO_DATA_DIR")
    if override:
        return Path(override)
    try:
        from PySide6.QtCore import QCoreApplication

        from tabibito.ui.kit.paths import data_dir
    except ImportError as error:
        raise SystemExit("tabibito: without Qt the app's data folder is unknown: "
                         "name it with --data-dir") from error
    QCoreApplication.setOrganizationName("Tabibito")  # as the window names itself
    QCoreApplication.setApplicationName("Tabibito")
    return data_dir()


def _say_rebuilt(records) -> None:
    if records.kept_aside is not None:
        rebuilt = records.rebuilt.recorded if records.rebuilt else 0
        _say(f"tabibito: the records were damaged ({_line(records.damage)}): kept as "
             f"{_line(records.kept_aside)}, and {rebuilt} game(s) recorded again from the saves")


def _print_import(folder: Path, report, as_json: bool) -> None:
    import json

    if as_json:
        print(json.dumps({"folder": str(folder), "recorded": report.recorded,
                          "already_recorded": report.already, "unfinished": report.unfinished,
                          "unreadable": [{"file": path, "error": error.key}
                                         for path, error in report.unreadable]}, indent=2))
        return
    for path, error in report.unreadable:
        _say(f"tabibito: {_line(path)}: {_line(_error_text(error))}")
    print(f"{_line(folder)}: {report.recorded} finished game(s) recorded, {report.already} "
          f"recorded before, {report.unfinished} unfinished or tutorial, "
          f"{len(report.unreadable)} unreadable")


def _write_csv(records, path: Path, player: str | None) -> None:
    from tabibito.records.queries import export_csv

    if str(path) == "-":
        export_csv(records.db, sys.stdout, player=player)
        return
    with path.open("w", encoding="utf-8", newline="") as stream:
        rows = export_csv(records.db, stream, player=player)
    print(f"{rows} row(s) written to {_line(path)}")


def _stats_report(records, player: str | None) -> dict[str, Any]:
    from dataclasses import asdict

    from tabibito.records.queries import (
        achievements_earned,
        games_played,
        player_stats,
        players,
        recent_games,
    )

    db = records.db
    names = [player] if player else players(db)
    return {
        "database": str(records.path),
        "games": games_played(db, player),
        "players": [{"player": name,
                     "games": {game: asdict(player_stats(db, name, game))
                               for game in games_played(db, name)},
                     "achievements": [asdict(item) for item in achievements_earned(db, name)]}
                    for name in names],
        "recent": [asdict(game) for game in recent_games(db, player=player, limit=10)],
    }


def _print_stats(records, player: str | None, as_json: bool) -> None:
    import json

    report = _stats_report(records, player)
    if as_json:
        for entry in report["players"]:  # the line over time is for charts, not for reading
            for figures in entry["games"].values():
                figures.pop("scores")
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return
    total = sum(report["games"].values())
    counts = ", ".join(f"{_line(game)} {count}" for game, count in report["games"].items())
    print(f"{total} finished game(s) recorded" + (f": {counts}" if counts else ""))
    for entry in report["players"]:
        print(_line(entry["player"]))
        for game, figures in entry["games"].items():
            _print_player_game(game, figures)
        if entry["achievements"]:
            earned = ", ".join(f"{_line(item['game'])} {_line(item['achievement'])}"
                               for item in entry["achievements"])
            print(f"  achievements: {earned}")


def _print_player_game(game: str, figures: dict[str, Any]) -> None:
    print(f"  {_line(game)}: {figures['played']} played, {figures['won']} won, best "
          f"{figures['best']}, mean {figures['mean']}")
    against = ", ".join(f"{_line(kind)} {tally['won']}/{tally['played']}"
                        for kind, tally in figures["against"].items())
    if against:
        print(f"    won against: {against}")
    agencies = ", ".join(f"{_line(level)} {tally['won']}/{tally['played']}"
                         for level, tally in figures["against_rivals"].items())
    if agencies:
        print(f"    won against the travel agency: {agencies}")
    if figures["solo_ratings"]:
        ratings = " ".join(str(rating) for _, rating in figures["solo_ratings"])
        print(f"    solo ratings, oldest first: {ratings}")


# -- bench -----------------------------------------------------------------------------------------

def _bench(options: argparse.Namespace) -> int:
    from tabibito import bench  # the measurements, in a module of their own

    return bench.run(options, _registry())

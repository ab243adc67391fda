"""The instructions to the first frame (issue 21 §6), of the app and of the bench's bare PySide6
window, counted by valgrind's callgrind: unlike the wall clock, the count does not move with
the machine's load. Each process stops (os._exit) where the bench's stopwatch reads the
first painted frame, so the exit is not counted.

    .venv/bin/python -m compileall -q desktop
    .venv/bin/python packaging/tools/callgrind_startup.py [app|bare|both] [--language ja]

Offscreen, niced, one valgrind at a time; an empty data folder and settings of their own (the
language given). The callgrind.out files stay in the printed folder for callgrind_annotate.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Both stop where they read time.process_time(): the bench's stopwatch, after the first frame.
_STOP = "import os, sys, time\ntime.process_time = lambda: (sys.stdout.flush(), os._exit(0))\n"
_APP = _STOP + ("import runpy\nsys.argv = ['tabibito', '--measure-startup']\n"
                "runpy.run_module('tabibito', run_name='__main__', alter_sys=True)\n")


def _bare() -> str:
    sys.path.insert(0, str(ROOT / "desktop"))
    from tabibito.bench import _BARE_WINDOW

    return _STOP + _BARE_WINDOW


def count(kind: str, folder: Path, language: str) -> int:
    """The instructions of one run of ``kind`` (app or bare) to its first frame."""
    config = folder / f"config-{kind}"
    (config / "Tabibito").mkdir(parents=True, exist_ok=True)
    (config / "Tabibito" / "Tabibito.ini").write_text(f"[General]\nlanguage={language}\n",
                                                        encoding="utf-8")
    data = folder / f"data-{kind}"
    data.mkdir(exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config),
           "TABIBITO_DATA_DIR": str(data), "PYTHONPATH": str(ROOT / "desktop")}
    out = folder / f"callgrind.out.{kind}"
    code = _APP if kind == "app" else _bare()
    done = subprocess.run(["nice", "-n", "5", "valgrind", "--tool=callgrind",
                           f"--callgrind-out-file={out}", sys.executable, "-c", code],
                          capture_output=True, text=True, env=env, cwd=folder)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if not found:
        raise RuntimeError(done.stderr[-2000:])
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", nargs="?", default="both", choices=("app", "bare", "both"))
    parser.add_argument("--language", default="en")
    parser.add_argument("--folder", type=Path, default=None)
    options = parser.parse_args()
    folder = options.folder or Path(tempfile.mkdtemp(prefix="tabibito-callgrind-"))
    folder.mkdir(parents=True, exist_ok=True)
    figures = {}
    for kind in ("app", "bare") if options.kind == "both" else (options.kind,):
        figures[kind] = count(kind, folder, options.language)
        print(f"{kind}: {figures[kind] / 1e6:.1f} M instructions", flush=True)
    if len(figures) == 2:
        print(f"ratio: {figures['app'] / figures['bare']:.3f}")
    print(f"callgrind files in {folder}")


if __name__ == "__main__":
    main()

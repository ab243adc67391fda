"""Compile the Qt Linguist sources (i18n/*.ts) into .qm catalogues (resources/i18n/).

Uses pyside6-lrelease from the environment of the interpreter that runs this file (run it
with the project's virtual environment: `.venv/bin/python packaging/build_qm.py`). Only
catalogues whose source is newer than the compiled file are rebuilt, unless --force.
The .qm files are build output: never commit them.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "resources" / "i18n"


class ToolMissing(RuntimeError):
    pass


def lrelease_command() -> list[str]:
    """The command that runs lrelease for this interpreter's PySide6.

    Looks for the pyside6-lrelease launcher next to sys.executable (bin/ or Scripts/), then
    falls back to PySide6's own entry point, so it works in any environment with PySide6.
    """
    exe_dir = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        cand = exe_dir / name
        if cand.is_file() and os.access(cand, os.X_OK):
            return [str(cand)]
    try:
        import PySide6.scripts.pyside_tool  # noqa: F401
    except ImportError as exc:
        raise ToolMissing(
            f"pyside6-lrelease not found: PySide6 is not installed for {sys.executable} "
            "(run `python3 packaging/dev.py test` once, or pip install PySide6-Essentials)"
        ) from exc
    code = "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.exit(lrelease())"
    return [sys.executable, "-c", code]


def compile_ts(ts: Path, qm: Path) -> None:
    """Compile one .ts file into one .qm file; raise CalledProcessError with lrelease's output."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    cmd = [*lrelease_command(), "-silent", str(ts), "-qm", str(qm)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0 or not qm.is_file():
        raise subprocess.CalledProcessError(
            proc.returncode or 1, cmd, output=proc.stdout, stderr=proc.stderr
        )


def qm_name(ts: Path) -> str:
    return ts.with_suffix(".qm").name


def build(force: bool = False, ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR) -> list[Path]:
    """Compile every catalogue that is missing or older than its source; return all .qm paths."""
    sources = sorted(ts_dir.glob("*.ts"))
    if not sources:
        print(f"qm: no .ts files in {ts_dir}")
        return []
    built, out = [], []
    for ts in sources:
        qm = qm_dir / qm_name(ts)
        out.append(qm)
        if force or not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            compile_ts(ts, qm)
            built.append(qm.name)
    if built:
        print(f"qm: compiled {', '.join(built)}")
    else:
        print(f"qm: {len(out)} catalogue(s) up to date")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="recompile every catalogue")
    args = ap.parse_args(argv)
    try:
        build(force=args.force)
    except ToolMissing as exc:
        print(f"qm: ERROR: {exc}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"qm: ERROR: lrelease failed: {' '.join(exc.cmd)}", file=sys.stderr)
        print(exc.output or "", exc.stderr or "", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

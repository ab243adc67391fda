#!/usr/bin/env python3
"""Tabibito developer commands. Needs only Python 3.11+; sets up everything else itself.

usage: python3 packaging/dev.py COMMAND [ARGS...]

commands:
  run [ARGS]     set up, then start Tabibito; ARGS go to the app
                 (e.g. --self-test, simulate ..., --screenshot DIR)
  test [ARGS]    set up, then ruff, lint-imports, mypy and pytest; ARGS go to pytest
                 (QT_QPA_PLATFORM=offscreen unless already set; on every core with
                 pytest-xdist unless ARGS hold -n, -p or --pdb)
  build [ARGS]   set up, then build the frozen app into dist/tabibito/ with PyInstaller;
                 ARGS go to PyInstaller
  package        build, then the Linux packages from dist/tabibito/: dist/tabibito_<version>_amd64.deb
                 and dist/tabibito-<version>-linux-x86_64.tar.gz (Windows and macOS installers are
                 built by the release workflow, .github/workflows/release.yml)
  setup          only set up: .venv, the editable install, translations and fonts
  qm             only compile the translations (i18n/*.ts -> resources/i18n/*.qm)
  fonts          regenerate the committed font subsets (resources/fonts/) from the system's
                 Noto fonts: only when a translation needs a character they lack
  lupdate        refresh i18n/*.ts from the sources with pyside6-lupdate (for translators)

Setting up means: create .venv in the repository with the standard library's venv if it is
missing; `pip install -e ".[test,build]"` into it when pyproject.toml changed since the last
install; compile the .qm catalogues. Each step is skipped when it is already up to date.
The fonts the app ships are committed in resources/fonts/; no system font is needed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
WINDOWS = os.name == "nt"
BIN = VENV / ("Scripts" if WINDOWS else "bin")
PYTHON = BIN / ("python.exe" if WINDOWS else "python")
STAMP = VENV / ".tabibito-install-stamp"
EXTRAS = "test,build"
COMMANDS = ("run", "test", "build", "package", "setup", "qm", "fonts", "lupdate")
LANGUAGES = ("de", "ja", "hu", "pl")
PYTEST_NO_TESTS = 5


class Failure(Exception):
    """A step failed; the message says which and why."""


def say(msg: str) -> None:
    # Progress goes to stderr: what the app prints (``run simulate --json``) stays pipeable.
    print(f"dev: {msg}", file=sys.stderr, flush=True)


def tool(name: str) -> str:
    exe = BIN / (f"{name}.exe" if WINDOWS else name)
    if not exe.exists():
        raise Failure(f"{name} is missing from {BIN}; delete {STAMP.name} in .venv and retry")
    return str(exe)


def call(cmd: list[str], *, env: dict[str, str] | None = None, progress: bool = False) -> int:
    """Run ``cmd`` in the project; a ``progress`` step (set-up) prints to stderr, so that what
    ``run`` starts owns stdout (``run simulate --json | jq`` gets JSON only)."""
    try:
        return subprocess.call(cmd, cwd=ROOT, env=env, stdout=sys.stderr if progress else None)
    except KeyboardInterrupt:
        return 130


# --- set-up -------------------------------------------------------------------------------


def ensure_venv() -> None:
    if PYTHON.exists() and subprocess.call([str(PYTHON), "-c", "pass"], cwd=ROOT) == 0:
        return
    try:
        import ensurepip  # noqa: F401
    except ImportError:
        raise Failure(
            "this Python cannot create virtual environments (no ensurepip); "
            "on Debian/Ubuntu: apt-get install python3-venv"
        ) from None
    say(
        f"creating {VENV.relative_to(ROOT)} with {sys.executable} (Python {sys.version.split()[0]})"
    )
    import venv

    venv.EnvBuilder(with_pip=True, clear=VENV.exists(), upgrade_deps=False).create(VENV)
    STAMP.unlink(missing_ok=True)


def install_fingerprint() -> str:
    h = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    # The installed metadata's version comes from here (pyproject's dynamic version).
    h.update((ROOT / "desktop" / "tabibito" / "__init__.py").read_bytes())
    h.update(f"{ROOT}|{EXTRAS}|{sys.version_info[:2]}".encode())
    return h.hexdigest()


def ensure_installed() -> None:
    fingerprint = install_fingerprint()
    if STAMP.is_file() and STAMP.read_text(encoding="utf-8").strip() == fingerprint:
        return
    say(f'installing -e ".[{EXTRAS}]" into .venv (pyproject.toml changed or first run)')
    t0 = time.monotonic()
    rc = call(
        [
            str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check",
            "--quiet", "--editable", f".[{EXTRAS}]",
        ],
        progress=True,
    )  # fmt: skip
    if rc != 0:
        raise Failure(f"pip install failed (exit {rc})")
    STAMP.write_text(fingerprint + "\n", encoding="utf-8")
    say(f"installed in {time.monotonic() - t0:.0f} s")


def build_qm() -> None:
    rc = call([str(PYTHON), str(ROOT / "packaging" / "build_qm.py")], progress=True)
    if rc != 0:
        raise Failure("compiling translations failed")


def setup() -> None:
    ensure_venv()
    ensure_installed()
    build_qm()


# --- commands -----------------------------------------------------------------------------


def cmd_run(args: list[str]) -> int:
    setup()
    missing = [] if headless(args) else missing_libraries()
    if missing:
        explain_missing(missing)
        return 1
    say("starting tabibito " + " ".join(args))
    return call([str(PYTHON), "-m", "tabibito", *args])


# --- Qt's system libraries (Linux) -----------------------------------------------------------

SYSTEM_PACKAGES = ROOT / "packaging" / "qt-system-packages.txt"
# The app's commands that open no window (the self-test and the screenshots go offscreen by
# themselves where there is no display).
HEADLESS = ("simulate", "replay", "--version", "-h", "--help")


def headless(args: list[str]) -> bool:
    return bool(args) and args[0] in HEADLESS


def system_packages() -> dict[str, str]:
    """Library -> Debian package, from packaging/qt-system-packages.txt (the one list)."""
    table = {}
    for line in SYSTEM_PACKAGES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            package, *libraries = line.split()
            table.update(dict.fromkeys(libraries, package))
    return table


def platform_plugins(env: dict[str, str]) -> list[str]:
    """The window-system plugins Qt will try, in its order: those QT_QPA_PLATFORM names, else
    Wayland first in a Wayland session, and X11's xcb."""
    if env.get("QT_QPA_PLATFORM"):
        return [name.split(":")[0] for name in env["QT_QPA_PLATFORM"].split(";") if name]
    wayland = env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY")
    return ["wayland", "xcb"] if wayland else ["xcb"]


def not_found(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` could not find (its lines ``libfoo.so.1 => not found``)."""
    return [line.split()[0] for line in ldd_output.splitlines() if "=> not found" in line]


def missing_libraries(env: dict[str, str] | None = None) -> list[str]:
    """On Linux, the system libraries that every window-system plugin Qt tries lacks (ldd on
    the plugin): then Qt would only say that it "could not load the Qt platform plugin". Empty
    when a plugin has all it needs, or with nothing to check (another system, no ldd, a plugin
    such as offscreen that needs no window system)."""
    env = dict(os.environ) if env is None else env
    if not sys.platform.startswith("linux") or shutil.which("ldd", path=env.get("PATH")) is None:
        return []
    missing: list[str] = []
    for plugin in platform_plugins(env):
        found = sorted(VENV.glob(f"lib/python3*/site-packages/PySide6/Qt/plugins/platforms/"
                                 f"libq{plugin}.so"))
        if plugin not in ("xcb", "wayland") or not found:
            return []
        lacking = not_found(subprocess.run(["ldd", str(found[-1])], capture_output=True,
                                           text=True, env=env).stdout)
        if not lacking:
            return []
        missing += [library for library in lacking if library not in missing]
    return missing


def explain_missing(libraries: list[str]) -> None:
    """Name the Debian packages of the missing ``libraries`` and the command that installs them."""
    table = system_packages()
    packages = list(dict.fromkeys(table[name] for name in libraries if name in table))
    unknown = [name for name in libraries if name not in table]
    say(f"Qt cannot open a window: this system lacks {', '.join(libraries)}.")
    if packages:
        say("On Debian or Ubuntu, install them with: sudo apt-get install " + " ".join(packages))
    if unknown:
        say(f"No package is known here for {', '.join(unknown)}: look it up with your "
            "system's package search (on Debian or Ubuntu: apt-file search)")
    say("README.md (Requirements) lists every package Qt needs.")


def cmd_test(args: list[str]) -> int:
    setup()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    results: list[tuple[str, int]] = []

    lint_dirs = [d for d in ("desktop", "tests", "packaging") if (ROOT / d).is_dir()]
    say("ruff check " + " ".join(lint_dirs))
    results.append(("ruff", call([tool("ruff"), "check", *lint_dirs], env=env)))

    say("lint-imports")
    results.append(("lint-imports", call([tool("lint-imports")], env=env)))

    say("mypy (the settings in pyproject.toml)")
    results.append(("mypy", call([tool("mypy")], env=env)))

    args = [*parallel_args(args), *args]
    say("pytest " + " ".join(args))
    rc = call([str(PYTHON), "-m", "pytest", *args], env=env)
    if rc == PYTEST_NO_TESTS:
        say("pytest ran no tests: counted as a failure")
    results.append(("pytest", rc))

    failed = [f"{name} (exit {rc})" for name, rc in results if rc != 0]
    if failed:
        say("FAILED: " + ", ".join(failed))
        return 1
    say("all checks passed")
    return 0


def parallel_args(args: list[str]) -> list[str]:
    """pytest-xdist on every core, the tests handed to whichever worker falls idle, unless the
    developer asked otherwise: -n, --pdb (which needs the one process) or -p (which may turn
    xdist off)."""
    asked = any(arg.startswith(("-n", "--numprocesses", "--pdb", "-p")) for arg in args)
    return [] if asked else ["-n", "auto", "--dist", "worksteal"]


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def cmd_build(args: list[str]) -> int:
    setup()
    dist, work = ROOT / "dist", ROOT / "build" / "pyinstaller"
    say("pyinstaller packaging/tabibito.spec")
    rc = call(
        [
            str(PYTHON), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
            "--distpath", str(dist), "--workpath", str(work),
            str(ROOT / "packaging" / "tabibito.spec"), *args,
        ]
    )  # fmt: skip
    if rc != 0:
        say(f"PyInstaller failed (exit {rc})")
        return rc
    return check_size(dist / "tabibito")


# The frozen one-folder app with every game, its art and its sound stays within this (issue 21's
# line; issue 23's budget for art and sound is 135).
FROZEN_LIMIT_MIB = 120


def check_size(folder: Path) -> int:
    """Say the built folder's size; fail the build (1) when it is over FROZEN_LIMIT_MIB."""
    size = dir_size(folder) / 2**20
    say(f"built {os.path.relpath(folder, ROOT)}: {size:.1f} MiB")
    if size > FROZEN_LIMIT_MIB:
        say(f"ERROR: the frozen app is over its {FROZEN_LIMIT_MIB} MiB: see what the spec keeps "
            "(packaging/tabibito.spec) and packaging/README.md")
        return 1
    return 0


def cmd_package(args: list[str]) -> int:
    if not sys.platform.startswith("linux"):
        say(
            "package builds the Linux packages; Windows and macOS installers come from the "
            "release workflow (.github/workflows/release.yml)"
        )
        return 2
    rc = cmd_build([])
    if rc != 0:
        return rc
    return call([str(PYTHON), str(ROOT / "packaging" / "linux.py"), str(ROOT / "dist" / "tabibito"),
                 *args])  # fmt: skip


def cmd_setup(args: list[str]) -> int:
    setup()
    say(f"ready: {PYTHON.relative_to(ROOT)}")
    return 0


def cmd_qm(args: list[str]) -> int:
    ensure_venv()
    ensure_installed()
    build_qm()
    return 0


def cmd_fonts(args: list[str]) -> int:
    ensure_venv()
    ensure_installed()
    rc = call([str(PYTHON), str(ROOT / "packaging" / "fonts.py"), *args])
    if rc != 0:
        raise Failure("regenerating the fonts failed")
    return 0


def cmd_lupdate(args: list[str]) -> int:
    ensure_venv()
    ensure_installed()
    catalogues = [f"i18n/tabibito_{lang}.ts" for lang in LANGUAGES]
    (ROOT / "i18n").mkdir(exist_ok=True)
    say("pyside6-lupdate desktop/tabibito -> " + " ".join(catalogues))
    # No source locations: they change with every edit and only add noise to the diffs.
    cmd = [
        tool("pyside6-lupdate"),
        "-extensions",
        "py",
        "-locations",
        "none",
        "-no-obsolete",
        "desktop/tabibito",
        *args,
        "-ts",
    ]
    # The English catalogue holds only the plural forms of the %n messages ("1 card", "2 cards").
    return call(cmd + catalogues) or call(cmd[:-1] + ["-pluralonly", "-ts", "i18n/tabibito_en.ts"])


def usage() -> str:
    return __doc__.split("\n", 2)[2].strip() + "\n"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(usage(), end="")
        return 0 if argv else 2
    # dev.py may be started by any python3 on the PATH: say so plainly if it is too old.
    if sys.version_info < (3, 11):  # noqa: UP036
        say(f"ERROR: Python 3.11+ is required, this is {sys.version.split()[0]}")
        return 1
    command, args = argv[0], argv[1:]
    if command not in COMMANDS:
        print(f"dev: unknown command {command!r}\n\n{usage()}", end="", file=sys.stderr)
        return 2
    handler = globals()[f"cmd_{command}"]
    try:
        return handler(args)
    except Failure as exc:
        say(f"ERROR: {exc}")
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())

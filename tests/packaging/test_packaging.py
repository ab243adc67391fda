"""The build tooling: dev.py's commands, the .qm build, the font subset and the PyInstaller spec.

No __init__.py in this folder on purpose: `tests/` is on sys.path (pyproject's pythonpath), so a
package `tests/packaging/` would shadow the `packaging` library that pip and PyInstaller import.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "tabibito.spec"
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"


def load(name: str):
    """Import a packaging/ script under a private name (its own names are generic: fonts, dev)."""
    spec = importlib.util.spec_from_file_location(f"_tabibito_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def spec_namespace() -> dict:
    """The spec's constants and helper functions, without running the build it describes."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    namespace = {"os": os, "sys": sys, "Path": Path}
    for node in tree.body:
        constant = (
            isinstance(node, ast.Assign)
            and all(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets)
            and not any(isinstance(n, (ast.Call, ast.Name)) for n in ast.walk(node.value))
        )
        if constant or isinstance(node, ast.FunctionDef):
            module = ast.Module(body=[node], type_ignores=[])
            exec(compile(module, str(SPEC), "exec"), namespace)
    return namespace


# --- dev.py -------------------------------------------------------------------------------


def test_dev_help_lists_the_commands():
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "dev.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    for command in ("run", "test", "build"):
        assert re.search(rf"^\s+{command}\b", out.stdout, re.M), f"{command} missing:\n{out.stdout}"


def test_dev_rejects_an_unknown_command():
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "dev.py"), "frobnicate"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2
    assert "unknown command" in out.stderr


def test_dev_run_leaves_stdout_to_the_app():
    """The set-up's progress lines go to stderr: ``dev.py run ... --json`` prints JSON only."""
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "dev.py"), "run", "simulate", "--game", "nextstation",
         "--players", "2", "--games", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert len(json.loads(out.stdout)["games"]) == 1
    assert "dev: starting tabibito simulate" in out.stderr


FAKE_LDD = """#!/bin/sh
printf '\tlinux-vdso.so.1 (0x00007ffd)\n'
printf '\tlibxcb-cursor.so.0 => not found\n'
printf '\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f10)\n'
printf '\tlibxcb-icccm.so.4 => not found\n'
printf '\tlibfoo-unheard-of.so.3 => not found\n'
"""


def fake_ldd(folder: Path) -> dict[str, str]:
    """An environment whose ``ldd`` finds the xcb plugin without three of its libraries."""
    (folder / "ldd").write_text(FAKE_LDD, encoding="utf-8")
    (folder / "ldd").chmod(0o755)
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    return {**env, "PATH": f"{folder}{os.pathsep}{os.environ['PATH']}", "DISPLAY": ":0"}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's system libraries: Linux")
def test_dev_run_names_the_missing_debian_packages_instead_of_starting(tmp_path):
    out = subprocess.run([sys.executable, str(PACKAGING / "dev.py"), "run"], capture_output=True,
                         text=True, timeout=120, env=fake_ldd(tmp_path))
    assert out.returncode == 1, out.stderr
    assert "lacks libxcb-cursor.so.0, libxcb-icccm.so.4, libfoo-unheard-of.so.3" in out.stderr
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4\n" in out.stderr
    assert "No package is known here for libfoo-unheard-of.so.3" in out.stderr
    assert "starting tabibito" not in out.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's system libraries: Linux")
def test_dev_run_checks_only_what_qt_will_load(tmp_path):
    dev = load("dev")
    env = fake_ldd(tmp_path)
    assert dev.missing_libraries(env) == ["libxcb-cursor.so.0", "libxcb-icccm.so.4",
                                          "libfoo-unheard-of.so.3"]
    assert dev.missing_libraries({**env, "QT_QPA_PLATFORM": "offscreen"}) == []
    assert dev.headless(["simulate", "--game", "tokaido"]) and not dev.headless(["--self-test"])
    assert dev.platform_plugins({"QT_QPA_PLATFORM": "wayland;xcb:display=:1"}) == ["wayland",
                                                                                   "xcb"]
    assert dev.platform_plugins({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "w"}) == [
        "wayland", "xcb"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's system libraries: Linux")
def test_with_every_listed_package_installed_qt_lacks_nothing():
    """CI installs the list (.ci/run): the check, with the real ldd, finds nothing missing for
    the xcb or the Wayland plugin, and its table names the packages CI installs."""
    dev = load("dev")
    assert dev.missing_libraries({**os.environ, "DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}) == []
    assert dev.missing_libraries({**os.environ, "QT_QPA_PLATFORM": "wayland"}) == []
    listed = set(dev.system_packages().values())
    assert listed == set(ci_system_packages())


def _fake_test_run(monkeypatch, exit_codes: dict[str, int]) -> tuple[int, list, dict]:
    dev = load("dev")
    calls, envs = [], {}
    monkeypatch.setattr(dev, "setup", lambda **_: None)
    monkeypatch.setattr(dev, "tool", lambda name: name)

    def fake_call(cmd, *, env=None):
        name = "pytest" if "pytest" in cmd else Path(cmd[0]).name
        calls.append(cmd)
        envs[name] = env
        return exit_codes.get(name, 0)

    monkeypatch.setattr(dev, "call", fake_call)
    return dev.cmd_test(["-k", "smoke"]), calls, envs


def test_dev_test_runs_ruff_lint_imports_mypy_and_pytest_with_args(monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    rc, calls, envs = _fake_test_run(monkeypatch, {})
    assert rc == 0
    assert [Path(c[0]).name if "pytest" not in c else "pytest" for c in calls] == [
        "ruff",
        "lint-imports",
        "mypy",
        "pytest",
    ]
    assert calls[0][1:] == ["check", "desktop", "tests", "packaging"]
    assert calls[2] == ["mypy"]  # what it checks, and how strictly, is pyproject.toml's
    assert calls[3][-2:] == ["-k", "smoke"]
    assert envs["pytest"]["QT_QPA_PLATFORM"] == "offscreen"


def test_dev_test_runs_pytest_on_every_core_unless_asked_otherwise(monkeypatch):
    _, calls, _ = _fake_test_run(monkeypatch, {})
    pytest_args = calls[3][calls[3].index("pytest") + 1:]
    assert pytest_args == ["-n", "auto", "--dist", "worksteal", "-k", "smoke"]
    dev = load("dev")
    for asked in (["-n0"], ["-n", "1"], ["--pdb"], ["-p", "no:xdist"], ["--numprocesses=3"]):
        assert dev.parallel_args([*asked, "tests/engine"]) == [], asked


def test_dev_test_keeps_a_platform_already_chosen(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    _, _, envs = _fake_test_run(monkeypatch, {})
    assert envs["pytest"]["QT_QPA_PLATFORM"] == "xcb"


@pytest.mark.parametrize(
    "codes",
    [{"pytest": 5}, {"pytest": 1}, {"ruff": 1}, {"lint-imports": 1}, {"mypy": 1}],
    ids=["no-tests-ran", "tests-failed", "ruff", "lint-imports", "mypy"],
)
def test_dev_test_fails_on_any_failure_including_no_tests(monkeypatch, codes):
    rc, calls, _ = _fake_test_run(monkeypatch, codes)
    assert rc != 0
    assert len(calls) == 4, "every check runs, so one report shows all failures"


# --- translations -------------------------------------------------------------------------

TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Home</name>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
</context>
</TS>
"""


def lrelease_or_fail(build_qm) -> list[str]:
    try:
        return build_qm.lrelease_command()
    except build_qm.ToolMissing as exc:
        pytest.fail(f"pyside6-lrelease is not available: {exc}")


def test_qm_build_turns_a_ts_into_a_working_catalogue(tmp_path):
    build_qm = load("build_qm")
    lrelease_or_fail(build_qm)
    (tmp_path / "ts").mkdir()
    (tmp_path / "ts" / "tabibito_ja.ts").write_text(TINY_TS, encoding="utf-8")

    built = build_qm.build(ts_dir=tmp_path / "ts", qm_dir=tmp_path / "qm")

    assert [p.name for p in built] == ["tabibito_ja.qm"]
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(built[0]))
    assert translator.translate("Home", "Play") == "遊ぶ"


def test_qm_build_skips_up_to_date_catalogues(tmp_path, capsys):
    build_qm = load("build_qm")
    lrelease_or_fail(build_qm)
    (tmp_path / "ts").mkdir()
    (tmp_path / "ts" / "tabibito_de.ts").write_text(TINY_TS, encoding="utf-8")
    build_qm.build(ts_dir=tmp_path / "ts", qm_dir=tmp_path / "qm")
    capsys.readouterr()
    build_qm.build(ts_dir=tmp_path / "ts", qm_dir=tmp_path / "qm")
    assert "up to date" in capsys.readouterr().out


def test_every_project_catalogue_compiles(tmp_path):
    build_qm = load("build_qm")
    lrelease_or_fail(build_qm)
    sources = sorted((ROOT / "i18n").glob("*.ts"))
    for ts in sources:
        build_qm.compile_ts(ts, tmp_path / build_qm.qm_name(ts))
    assert sorted(p.name for p in tmp_path.glob("*.qm")) == sorted(
        build_qm.qm_name(ts) for ts in sources
    )


# --- fonts --------------------------------------------------------------------------------

POLISH_HUNGARIAN_GERMAN = ("Zażółć gęślą jaźń", "Árvíztűrő tükörfúrógép", "Größe", "Łódź")
JAPANESE = ("たびびと", "トウキョウ", "東京駅", "東海道", "旅人", "。、「」ー・")


def test_font_charsets_cover_the_app_languages():
    fonts = load("fonts")
    latin, cjk = fonts.wanted_codepoints(fonts.LATIN), fonts.wanted_codepoints(fonts.CJK)
    for text in POLISH_HUNGARIAN_GERMAN:
        assert {ord(c) for c in text} <= latin, text
    for text in JAPANESE:
        assert {ord(c) for c in text} <= cjk, text
    assert len(fonts.jis_kanji()) == 6355


def bundled_font(fonts, family, weight="Regular"):
    """The committed subset of ``family``: the app, the tests and the frozen build use it."""
    path = fonts.FONTS_DIR / family.output.format(weight=weight)
    assert path.is_file(), f"{path.name} is not committed in resources/fonts/"
    return path


def test_the_fonts_and_their_licences_are_committed():
    fonts = load("fonts")
    assert fonts.missing_bundled() == []
    for family in fonts.FAMILIES:
        licence = (fonts.FONTS_DIR / family.license_name).read_text(encoding="utf-8")
        assert "SIL Open Font License" in licence or "OFL" in licence


@pytest.mark.parametrize(
    ("family_attr", "text"),
    [("LATIN", "Aő Łódź"), ("CJK", "A旅人のトウキョウ")],
)
def test_font_subset_keeps_the_family_and_the_wanted_glyphs(tmp_path, family_attr, text):
    fonts = load("fonts")
    family = getattr(fonts, family_attr)
    from fontTools.ttLib import TTFont

    target = tmp_path / "subset.font"
    fonts.subset(bundled_font(fonts, family), target, {ord(c) for c in text}, family.name)

    font = TTFont(str(target))
    assert font["name"].getDebugName(1) == family.name
    cmap = set(font.getBestCmap())
    assert {ord(c) for c in text} <= cmap
    assert ord("Z") not in cmap
    assert target.stat().st_size < 100_000


def test_bundled_fonts_cover_every_translated_character():
    """A translation that needs a character the committed subsets lack fails here: regenerate
    them with `python3 packaging/dev.py fonts` and commit resources/fonts/."""
    fonts = load("fonts")
    from fontTools.ttLib import TTFont

    covered: set[int] = set()
    for family in fonts.FAMILIES:
        for weight in fonts.WEIGHTS:
            covered |= set(TTFont(str(bundled_font(fonts, family, weight))).getBestCmap())
    text = "".join(POLISH_HUNGARIAN_GERMAN + JAPANESE)
    for ts in sorted((ROOT / "i18n").glob("*.ts")):
        text += "".join(
            re.findall(r"<translation[^>]*>(.*?)</translation>", ts.read_text("utf-8"), re.S)
        )
    for pattern in ("*.json", "*.md"):  # the games' data and the rules documents
        for path in sorted((ROOT / "resources").rglob(pattern)):
            text += path.read_text("utf-8")
    lacking = sorted({c for c in text if ord(c) > 0x7E and ord(c) not in covered})
    assert not lacking, f"characters no bundled font has: {''.join(lacking)}"


# --- the PyInstaller spec ----------------------------------------------------------------


def test_spec_parses_and_builds_the_app_from_its_entry_point():
    source = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(source)
    ns = spec_namespace()
    assert ns["APP_NAME"] == "tabibito"
    assert 'ROOT / "desktop" / "tabibito" / "__main__.py"' in source
    assert 'pathex=[str(ROOT / "desktop")]' in source
    calls = {
        n.func.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= calls, "one-folder build: EXE + COLLECT"
    exe = next(
        n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "EXE"
    )
    kwargs = {k.arg: k.value for k in exe.keywords}
    assert isinstance(kwargs["exclude_binaries"], ast.Constant) and kwargs["exclude_binaries"].value


def test_spec_excludes_every_unused_qt_module():
    ns = spec_namespace()
    used, excluded = set(ns["QT_MODULES_USED"]), set(ns["EXCLUDED_QT_MODULES"])
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used
    assert not used & excluded
    must_go = {
        "QtNetworkAuth", "QtQml", "QtQuick", "Qt3DCore", "QtWebEngineCore",
        "QtMultimediaWidgets", "QtPdf", "QtOpenGL", "QtSql", "QtDesigner", "QtTest",
    }  # fmt: skip
    # The sounds (issue 23), and QtNetwork, which QtMultimedia's binding imports; the FFmpeg
    # media plugin stays out (below).
    assert {"QtMultimedia", "QtNetwork"} <= used
    assert must_go <= excluded

    import PySide6

    installed = {
        p.name.split(".")[0]
        for p in Path(PySide6.__file__).parent.iterdir()
        if p.name.startswith("Qt") and p.suffix in (".pyi", ".so", ".pyd")
    }
    unaccounted = installed - used - excluded
    assert not unaccounted, f"new PySide6 modules: add them to EXCLUDED_QT_MODULES: {unaccounted}"


def test_app_imports_only_the_qt_modules_the_frozen_build_ships():
    ns = spec_namespace()
    used = set(ns["QT_MODULES_USED"])
    pattern = re.compile(r"^\s*(?:from|import)\s+PySide6\.(\w+)", re.M)
    found: dict[str, set[str]] = {}
    for path in (ROOT / "desktop" / "tabibito").rglob("*.py"):
        for module in pattern.findall(path.read_text(encoding="utf-8")):
            found.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    extra = {m: sorted(files) for m, files in found.items() if m not in used}
    assert not extra, f"Qt modules the frozen app would lack (add to QT_MODULES_USED): {extra}"


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so", False),
        # The sounds are WAV, played without the FFmpeg backend (and the Qt Quick it needs).
        ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", False),
        ("PySide6/plugins/multimedia/ffmpegmediaplugin.dll", False),
        ("PySide6/Qt/lib/libQt6Multimedia.so.6", True),
        ("PySide6/Qt/lib/libavcodec.so.61", True),  # kept here, dropped with its only user
        ("resources/sounds/music-tokaido.wav", True),
        ("libssl.so.3", False),  # OpenSSL for a TLS plugin the app does not ship
        ("libcrypto.so.3", False),
        ("libssl-3-x64.dll", False),
        ("libcrypt.so.1", True),
        ("libsqlite3.so.0", True),
        ("PySide6/Qt/translations/qtbase_ja.qm", True),
        ("PySide6/Qt/translations/qtbase_pl.qm", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qt_de.qm", False),
        ("PySide6/Qt/translations/qtmultimedia_de.qm", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("resources/fonts/NotoSansCJKjp-Tabibito-Regular.otf", True),
        # Windows: Qt's software OpenGL and the native styles (the app runs in Fusion).
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/Qt6Gui.dll", True),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", False),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", True),
    ],
)
def test_spec_keeps_only_the_needed_plugins_and_qt_catalogues(dest, kept):
    assert spec_namespace()["keep"](dest) is kept


def test_the_frozen_app_carries_every_sound():
    namespace = spec_namespace()
    namespace["ROOT"] = ROOT  # the spec's own, set from its folder when PyInstaller runs it
    datas = {Path(source).name: dest for source, dest in namespace["resource_datas"]()}
    sounds = sorted((ROOT / "resources" / "sounds").glob("*.wav"))
    assert sounds and all(datas.get(path.name) == str(Path("resources", "sounds"))
                          for path in sounds)


def test_the_build_fails_when_the_frozen_app_outgrows_its_size(tmp_path):
    dev = load("dev")
    folder = tmp_path / "tabibito"
    folder.mkdir()
    with open(folder / "libQt6Gui.so.6", "wb") as big:  # sparse: no disk is used
        big.truncate(dev.FROZEN_LIMIT_MIB * 2**20 - 4096)
    assert dev.check_size(folder) == 0
    (folder / "one-more.dat").write_bytes(b"x" * 8192)
    assert dev.check_size(folder) == 1


def test_on_linux_the_build_leaves_the_systems_libraries_to_the_system():
    ns = spec_namespace()
    listing = (PACKAGING / "qt-system-packages.txt").read_text(encoding="utf-8")
    system = ns["qt_system_libraries"](listing) | set(ns["SYSTEM_LIBRARY_DEPENDENCIES"])
    assert {"libX11.so.6", "libxcb-cursor.so.0", "libdbus-1.so.3", "libstdc++.so.6"} <= system
    binaries = [("libX11.so.6", "/usr/lib/x86_64-linux-gnu/libX11.so.6", "BINARY"),
                ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
                ("PySide6/Qt/lib/libQt6Gui.so.6", "/site/PySide6/Qt/lib/libQt6Gui.so.6",
                 "BINARY"),
                ("libsystemd.so.0", "/usr/lib/x86_64-linux-gnu/libsystemd.so.0", "BINARY"),
                ("libpulsecommon-16.1.so", "/usr/lib/x86_64-linux-gnu/pulseaudio/"
                 "libpulsecommon-16.1.so", "BINARY"),
                ("libsndfile.so.1", "/usr/lib/x86_64-linux-gnu/libsndfile.so.1", "BINARY")]
    kept = ns["leave_to_the_system"](binaries, system)
    assert [entry[0] for entry in kept] == ["libpython3.11.so.1.0", "PySide6/Qt/lib/libQt6Gui.so.6"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the system's libraries: Linux")
def test_every_library_left_to_the_system_comes_with_the_packages_ci_installs():
    """.ci/run installs the list and nothing else of it: each library the frozen app takes
    from the system is there (the list's packages, or what they depend on)."""
    ns = spec_namespace()
    listing = (PACKAGING / "qt-system-packages.txt").read_text(encoding="utf-8")
    system = ns["qt_system_libraries"](listing) | set(ns["SYSTEM_LIBRARY_DEPENDENCIES"])
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    known = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=True).stdout
    present = {line.split()[0] for line in known.splitlines()[1:] if line.strip()}
    assert sorted(system - present) == []


def fake_framework(site: Path, name: str) -> Path:
    """A Qt .framework as the PySide6 wheel for macOS holds it: the library in Versions/A, the
    Info.plist in the top-level Resources (wheels cannot hold the links)."""
    framework = site / "PySide6" / "Qt" / "lib" / f"{name}.framework"
    (framework / "Versions" / "A").mkdir(parents=True)
    (framework / "Versions" / "A" / name).write_bytes(b"\xcf\xfa\xed\xfe")
    (framework / "Resources").mkdir()
    (framework / "Resources" / "Info.plist").write_bytes(b"<plist/>")
    return framework


def framework_entries(site: Path, names: tuple[str, ...]) -> tuple[list, list]:
    """What PyInstaller's analysis makes on macOS of the frameworks' libraries (its own
    collect_files_from_framework_bundles), split into binaries and datas as Analysis does,
    with the top-level link to each library that its dependency scan adds."""
    from PyInstaller.utils.osx import collect_files_from_framework_bundles

    toc = []
    for name in names:
        library = fake_framework(site, name) / "Versions" / "A" / name
        dest = str(library.relative_to(site))
        toc += [(dest, str(library), "BINARY"), (name, dest, "SYMLINK")]
    toc = collect_files_from_framework_bundles(toc)
    binaries = [e for e in toc if e[2] == "BINARY"]
    return binaries, [e for e in toc if e[2] != "BINARY"]


def materialise(entries: list, folder: Path) -> None:
    """Write the kept entries as the one-folder build would: files, and links as given."""
    for dest, source, kind in sorted(entries, key=lambda e: e[2] == "SYMLINK"):
        path = folder / dest
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "SYMLINK":
            path.symlink_to(source)
        else:
            path.write_bytes(Path(source).read_bytes())


@pytest.mark.skipif(sys.platform == "win32", reason="the build's symbolic links are macOS's")
def test_the_spec_keeps_every_link_a_kept_framework_needs_to_be_signed(tmp_path):
    """PyInstaller adds Versions/Current -> A, QtCore -> Versions/Current/QtCore and
    Resources -> Versions/Current/Resources to each framework; without them codesign fails
    (the review's prune_check.py saw all three dropped). QtNetwork's library is dropped by
    prune_binaries: its framework goes whole."""
    binaries, datas = framework_entries(tmp_path / "site", ("QtCore", "QtNetwork"))
    assert {e[0] for e in datas if e[2] == "SYMLINK"} >= {
        "PySide6/Qt/lib/QtCore.framework/Versions/Current", "PySide6/Qt/lib/QtCore.framework/QtCore",
        "PySide6/Qt/lib/QtCore.framework/Resources", "QtCore"}
    kept_binaries = [e for e in binaries if "QtNetwork" not in e[0]]

    kept = spec_namespace()["prune_datas"](datas, kept_binaries)

    assert sorted(kept) == sorted(e for e in datas if "QtNetwork" not in e[0])
    build = tmp_path / "build"
    materialise(kept_binaries + kept, build)
    framework = build / "PySide6" / "Qt" / "lib" / "QtCore.framework"
    assert (framework / "Versions" / "Current").resolve() == (framework / "Versions" / "A")
    assert (framework / "QtCore").resolve().is_file()
    assert (framework / "Resources" / "Info.plist").is_file()
    assert (build / "QtCore").resolve() == (framework / "Versions" / "A" / "QtCore")
    assert not (build / "PySide6" / "Qt" / "lib" / "QtNetwork.framework").exists()


# --- README and CI agree ------------------------------------------------------------------


def quick_start_commands() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = re.search(r"^## Quick start\n(.*?)(?=^## )", text, re.M | re.S)
    assert section, "README.md has no '## Quick start' section"
    blocks = re.findall(r"```(?:sh|bash|console)?\n(.*?)```", section.group(1), re.S)
    return [
        line.strip()
        for block in blocks
        for line in block.splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]


def test_readme_quick_start_has_exactly_two_commands_and_ci_runs_the_test_one():
    commands = quick_start_commands()
    assert commands == ["python3 packaging/dev.py run", "python3 packaging/dev.py test"]
    ci_lines = [line.strip() for line in CI_RUN.read_text(encoding="utf-8").splitlines()]
    assert commands[1] in ci_lines, ".ci/run must run the README's test command as written"


def ci_system_packages() -> list[str]:
    """The packages .ci/run installs: its APT_PACKAGES line run as bash runs it."""
    line = next(line for line in CI_RUN.read_text(encoding="utf-8").splitlines()
                if line.startswith("mapfile -t APT_PACKAGES"))
    done = subprocess.run(["bash", "-c", f'{line}\nprintf "%s\\n" "${{APT_PACKAGES[@]}}"'],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_readme_and_ci_install_the_same_system_packages():
    ci_pkgs = set(ci_system_packages())
    assert len(ci_pkgs) > 20 and "libxcb-cursor0" in ci_pkgs
    readme = README.read_text(encoding="utf-8")
    block = re.search(r"apt-get install(.*?)```", readme, re.S)
    assert block, "README.md lists no apt-get install command"
    words = block.group(1).replace("\\", " ").split()
    readme_pkgs = {w for w in words if not w.startswith("-")}
    # .ci/run adds python3-venv only where the interpreter lacks ensurepip.
    assert readme_pkgs == ci_pkgs | {"python3-venv"}


def test_gitignore_keeps_built_files_out_of_git():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    for pattern in ("resources/i18n/*.qm", ".venv/", "/dist/", "/build/"):
        assert pattern in ignored, pattern


# --- one version ---------------------------------------------------------------------------


def test_the_version_has_one_source_the_package():
    import tomllib

    import tabibito

    version = load("version")
    assert version.current() == tabibito.__version__
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "tabibito.__version__"}


def test_a_release_tag_must_name_the_version(capsys):
    version = load("version")
    current = version.current()
    assert version.main(["--tag", f"v{current}"]) == 0
    assert capsys.readouterr().out == f"{current}\n"
    assert version.main(["--tag", f"v{current}.1"]) == 1
    assert f"does not name the version {current}" in capsys.readouterr().err
    assert version.main(["--tag", current]) == 1  # the v is part of a release tag


def test_a_version_must_be_three_numbers(tmp_path):
    version = load("version")
    init = tmp_path / "__init__.py"
    for text, ok in (("1.2.3", True), ("1.2", False), ("1.2.3rc1", False), ("v1.2.3", False)):
        init.write_text(f'"""x"""\n\n__version__ = "{text}"\n', encoding="utf-8")
        if ok:
            assert version.current(init) == text and version.numbers(text) == (1, 2, 3, 0)
        else:
            with pytest.raises(version.VersionError):
                version.current(init)


# --- what the spec builds on each system ----------------------------------------------------


class Target:
    """Stands in for one of PyInstaller's build steps: records how the spec called it."""

    made: list[Target] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.binaries, self.datas, self.pure, self.scripts = [], [], [], []
        self.kind = type(self).__name__
        Target.made.append(self)


def run_spec(monkeypatch, tmp_path, platform: str) -> dict[str, list[Target]]:
    """Run packaging/tabibito.spec as PyInstaller would on ``platform``, with its build steps
    recorded instead of run (and the icons and catalogues it prepares left out)."""
    import types

    # What reads the system when first imported (PyInstaller, multiprocessing for fonts.py) is
    # imported on this one, before the pretending starts.
    import PyInstaller.depend.bindepend  # noqa: F401

    icons = types.SimpleNamespace(build=lambda folder: {"ico": tmp_path / "t.ico",
                                                       "icns": tmp_path / "t.icns"})
    modules = {"build_qm": types.SimpleNamespace(build=lambda: []), "icons": icons,
               "fonts": load("fonts"), "version": load("version")}
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in ("bundle", "version_info"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    steps = {name: type(name, (Target,), {}) for name in
             ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    Target.made = []
    namespace = {"SPECPATH": str(PACKAGING), "workpath": str(tmp_path / "work"),
                 "DISTPATH": str(tmp_path / "dist"), "__name__": "__main__", **steps}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    made: dict[str, list[Target]] = {}
    for target in Target.made:
        made.setdefault(target.kind, []).append(target)
    for name in ("bundle", "version_info"):
        sys.modules.pop(name, None)
    return made


def test_on_linux_the_spec_builds_one_executable_and_no_bundle(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, "linux")
    (exe,) = made["EXE"]
    assert exe.kwargs["name"] == "tabibito" and exe.kwargs["version"] is None
    assert "BUNDLE" not in made
    assert made["COLLECT"][0].args[0] is exe


def test_the_spec_bundles_every_registered_game(monkeypatch, tmp_path):
    """The app imports a game's rules and UI when the game is first opened: the build names them."""
    from tabibito.games import REGISTRY

    (analysis,) = run_spec(monkeypatch, tmp_path, "linux")["Analysis"]
    hidden = set(analysis.kwargs["hiddenimports"])
    for game_id in REGISTRY.ids():
        assert {f"tabibito.games.{game_id}", f"tabibito.ui.{game_id}.plugin"} <= hidden
        assert importlib.util.find_spec(f"tabibito.ui.{game_id}.plugin") is not None


def test_on_macos_the_spec_builds_a_universal_regular_app_sealed_with_its_names(
        monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, "darwin")
    (exe,) = made["EXE"]
    assert exe.kwargs["console"] is False  # console=True would make it background-only
    assert exe.kwargs["target_arch"] == "universal2"
    (bundle,) = made["BUNDLE"]
    info = bundle.kwargs["info_plist"]
    assert info["LSMinimumSystemVersion"] == "13.0" and info["LSBackgroundOnly"] is False
    assert bundle.kwargs["version"] == load("version").current()
    # The localised names go in as data, so BUNDLE copies them before it signs.
    datas = dict((dest, Path(src)) for src, dest in made["Analysis"][0].kwargs["datas"]
                 if dest.endswith(".lproj"))
    assert sorted(datas) == sorted(f"{lang}.lproj" for lang in ("en", "de", "ja", "hu", "pl"))
    assert all(path.is_file() and path.name == "InfoPlist.strings" for path in datas.values())


def test_nothing_is_written_into_the_bundle_after_it_is_signed():
    """BUNDLE seals and ad-hoc signs the app: the spec's last statement is the BUNDLE."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    last = tree.body[-1]
    assert isinstance(last, ast.If) and len(last.body) == 1
    call = last.body[0].value
    assert isinstance(call, ast.Call) and call.func.id == "BUNDLE"


def pyinstaller_versioninfo(monkeypatch):
    """PyInstaller's reader of version files, on any system (its Windows-only imports stubbed:
    reading the text and building the resource need neither)."""
    import types

    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    module = importlib.import_module("PyInstaller.utils.win32.versioninfo")
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo")
    return module


def test_on_windows_the_spec_builds_a_windowed_and_a_console_exe_with_versions(
        monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, "win32")
    gui, console = made["EXE"]
    assert (gui.kwargs["name"], gui.kwargs["console"]) == ("tabibito", False)
    assert (console.kwargs["name"], console.kwargs["console"]) == ("tabibito-console", True)
    assert list(made["COLLECT"][0].args[:2]) == [gui, console]  # one folder for both
    version = load("version").current()
    versioninfo = pyinstaller_versioninfo(monkeypatch)
    for exe in (gui, console):
        assert exe.kwargs["icon"].endswith(".ico")
        info = versioninfo.load_version_info_from_text_file(exe.kwargs["version"])
        raw = info.toRaw()
        for text in ("FileVersion", "ProductVersion", version, f"{exe.kwargs['name']}.exe"):
            assert text.encode("utf-16-le") in raw, text
        major, minor, patch = (int(n) for n in version.split("."))
        assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (
            major << 16 | minor, patch << 16)

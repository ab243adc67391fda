"""Linux packages of the frozen one-folder app (dist/tabibito/): a .deb and a .tar.gz.

- ``dist/tabibito_<version>_amd64.deb``: the app under /opt/tabibito, a ``tabibito`` launcher
  in /usr/bin, a desktop entry with its name and comment in the five languages, the icon in the
  hicolor sizes, the licence texts (Qt, PySide6, Python, the fonts) in /usr/share/doc/tabibito,
  and Qt's system libraries as ``Depends`` (the same list .ci/run installs).
- ``dist/tabibito-<version>-linux-x86_64.tar.gz``: the one-folder app with its own desktop
  entry and an install note, for any distribution.

Standard library only, plus ``dpkg-deb`` for the .deb (Debian/Ubuntu) and packaging/icons.py
(PySide6) for the icons. dev.py's ``package`` command runs it after the frozen build:

    .venv/bin/python packaging/linux.py dist/tabibito
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import icons  # noqa: E402
import version as project_version  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
APP = "tabibito"
INSTALL_DIR = Path("/opt") / APP
MAINTAINER = "Tabibito developers <tabibito@localhost>"

# The system libraries Qt needs: their Debian packages, from the one list (.ci/run installs the
# same, dev.py run names the missing ones, README.md lists them).
QT_DEPENDS = tuple(line.split()[0] for line in (ROOT / "packaging" / "qt-system-packages.txt")
                   .read_text(encoding="utf-8").splitlines()
                   if line.strip() and not line.startswith("#"))

# The desktop entry's texts, by language (English first: the untranslated keys).
GENERIC_NAME = {
    "en": "Board games",
    "de": "Brettspiele",
    "ja": "ボードゲーム",
    "hu": "Társasjátékok",
    "pl": "Gry planszowe",
}
COMMENT = {
    "en": "Let's Go! To Japan, Tokaido and Next Station: Tokyo, offline: alone against the "
    "computer or passing one screen around",
    "de": "Auf nach Japan, Tokaido und Next Station: Tokyo offline spielen: allein gegen den "
    "Computer oder reihum an einem Bildschirm",
    "ja": "「日本に行こう」「東海道」「ネクストステーション：トーキョー」をオフラインで。"
    "コンピューターと一人で、または一台の画面をみんなで回して",
    "hu": "Irány Japán!, Tokaido és Next Station: Tokyo offline: egyedül a számítógép ellen "
    "vagy egy képernyőt körbeadva",
    "pl": "Jedziemy do Japonii, Tokaido i Next Station: Tokyo offline: samemu z komputerem "
    "albo przekazując sobie jeden ekran",
}
NAME = {"en": "Tabibito", "ja": "旅人 Tabibito"}
KEYWORDS = {
    "en": "board game;Tokaido;Tokyo;Japan;solo;",
    "de": "Brettspiel;Tokaido;Tokyo;Japan;Solo;",
    "ja": "ボードゲーム;東海道;東京;日本;ソロ;",
    "hu": "társasjáték;Tokaido;Tokió;Japán;egyszemélyes;",
    "pl": "gra planszowa;Tokaido;Tokio;Japonia;solo;",
}
INSTALL_NOTE = """Tabibito {version} for Linux (x86_64)

Run it from this folder:
    ./tabibito/tabibito

To add it to your desktop's menu, copy the desktop entry and the icon:
    cp tabibito.desktop ~/.local/share/applications/
    cp tabibito/_internal/resources/art/app-icon.svg ~/.local/share/icons/tabibito.svg
and edit the Exec= line of the copied tabibito.desktop to the full path of tabibito/tabibito.

Qt needs these system libraries (Debian/Ubuntu package names):
    {depends}
Debian and Ubuntu users can install the .deb instead: sudo apt install ./tabibito_{version}_amd64.deb
"""


def version() -> str:
    return project_version.current()


def _localised(key: str, texts: dict[str, str]) -> list[str]:
    lines = [f"{key}={texts['en']}"]
    lines += [f"{key}[{lang}]={text}" for lang, text in texts.items() if lang != "en"]
    return lines


def desktop_entry(exec_line: str, icon: str) -> str:
    """A freedesktop desktop entry for the app, its texts in the five languages."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.5"]
    lines += _localised("Name", NAME)
    lines += _localised("GenericName", GENERIC_NAME)
    lines += _localised("Comment", COMMENT)
    lines += _localised("Keywords", KEYWORDS)
    lines += [f"Exec={exec_line}", f"Icon={icon}", "Terminal=false",
              "Categories=Game;BoardGame;", "StartupWMClass=tabibito"]  # fmt: skip
    return "\n".join(lines) + "\n"


def control(version_text: str, installed_kib: int) -> str:
    return "\n".join([
        f"Package: {APP}",
        f"Version: {version_text}",
        "Section: games",
        "Priority: optional",
        "Architecture: amd64",
        f"Maintainer: {MAINTAINER}",
        f"Installed-Size: {installed_kib}",
        f"Depends: {', '.join(QT_DEPENDS)}",
        "Description: Japan-travel board games, offline",
        " Let's Go! To Japan, Tokaido with Crossroads and Next Station: Tokyo: play alone",
        " against the computer or pass one screen around the table, in English, German,",
        " Japanese, Hungarian or Polish.",
    ]) + "\n"  # fmt: skip


def _size_kib(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) // 1024 + 1


def _stage_deb(app_dir: Path, stage: Path, version_text: str) -> None:
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(app_dir, stage / INSTALL_DIR.relative_to("/"), symlinks=True)
    launcher = stage / "usr" / "bin" / APP
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(INSTALL_DIR / APP)
    share = stage / "usr" / "share"
    entry = share / "applications" / f"{APP}.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text(desktop_entry(APP, APP), encoding="utf-8")
    icons.build(stage / "tmp-icons")
    shutil.copytree(stage / "tmp-icons" / "hicolor", share / "icons" / "hicolor")
    shutil.rmtree(stage / "tmp-icons")
    doc = share / "doc" / APP
    doc.mkdir(parents=True)
    resources = app_dir / "_internal" / "resources"
    licences = [*(resources / "fonts").glob("*OFL.txt"), *(resources / "licences").glob("*.txt")]
    for licence in licences:
        shutil.copy2(licence, doc / licence.name)
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(version_text, _size_kib(stage)), encoding="utf-8")
    for path in stage.rglob("*"):  # packages want 0755 folders and no group/world writes
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)


def build_deb(app_dir: Path, out_dir: Path) -> Path:
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("linux: dpkg-deb is missing (Debian/Ubuntu: apt-get install dpkg)")
    version_text = version()
    target = out_dir / f"{APP}_{version_text}_amd64.deb"
    # A private staging folder beside the output: two builds at once never share one.
    with tempfile.TemporaryDirectory(dir=out_dir, prefix=".deb-stage-") as folder:
        stage = Path(folder) / f"{APP}_{version_text}_amd64"
        _stage_deb(app_dir, stage, version_text)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(stage), str(target)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return target


def build_tarball(app_dir: Path, out_dir: Path) -> Path:
    version_text = version()
    target = out_dir / f"{APP}-{version_text}-linux-x86_64.tar.gz"
    top = f"{APP}-{version_text}"
    extras = {
        f"{top}/{APP}.desktop": desktop_entry(f"{APP}/{APP}", APP),
        f"{top}/INSTALL.txt": INSTALL_NOTE.format(version=version_text,
                                                  depends=" ".join(QT_DEPENDS)),
    }  # fmt: skip
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(app_dir, arcname=f"{top}/{APP}")
        for name, text in extras.items():
            data = text.encode("utf-8")
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app_dir", type=Path, help="the frozen one-folder app (dist/tabibito)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--no-deb", action="store_true", help="only the .tar.gz")
    args = parser.parse_args(argv)
    if not (args.app_dir / APP).is_file():
        raise SystemExit(f"linux: {args.app_dir} holds no frozen app; run dev.py build first")
    made = [build_tarball(args.app_dir, args.out)]
    if not args.no_deb:
        made.append(build_deb(args.app_dir, args.out))
    for path in made:
        print(f"linux: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{path.stat().st_size / 2**20:.1f} MiB")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

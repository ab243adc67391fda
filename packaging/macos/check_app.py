"""Check the built dist/Tabibito.app where only a Mac can build it: the release workflow's macOS
job runs it after the build (beside `codesign --verify` and `lipo -archs`).

- a regular app: not background-only (no Dock icon, no menu bar) nor an agent;
- its LSMinimumSystemVersion no older than the macOS the bundled Qt wheel is built for
  (PySide6-Essentials' wheel tag, e.g. macosx_13_0_universal2: on an older macOS the app would
  die while importing Qt, from Finder without a word);
- every language's InfoPlist.strings inside Contents/Resources (sealed with the bundle);
- the executable the Info.plist names, and the .tabibito document type.

    .venv/bin/python packaging/macos/check_app.py dist/Tabibito.app
"""

from __future__ import annotations

import argparse
import plistlib
import re
import sys
from importlib import metadata
from pathlib import Path

QT_WHEEL = "PySide6-Essentials"


def version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def wheel_minimum_macos(wheel_text: str) -> tuple[int, ...] | None:
    """The oldest macOS in a WHEEL file's tags (``Tag: cp310-abi3-macosx_13_0_universal2``)."""
    found = [(int(major), int(minor))
             for major, minor in re.findall(r"^Tag: .*-macosx_(\d+)_(\d+)_\w+$", wheel_text, re.M)]
    return min(found) if found else None


def installed_qt_minimum() -> tuple[int, ...]:
    minimum = wheel_minimum_macos(metadata.distribution(QT_WHEEL).read_text("WHEEL") or "")
    if minimum is None:
        raise SystemExit(f"check_app: the installed {QT_WHEEL} is not a macOS wheel")
    return minimum


def problems(app: Path, qt_minimum: tuple[int, ...]) -> list[str]:
    contents = app / "Contents"
    with open(contents / "Info.plist", "rb") as file:
        info = plistlib.load(file)
    found = []
    if info.get("LSBackgroundOnly") or info.get("LSUIElement"):
        found.append("the app is background-only or an agent: no Dock icon, no menu bar")
    minimum = info.get("LSMinimumSystemVersion", "0")
    if version_tuple(minimum) < qt_minimum:
        found.append(f"LSMinimumSystemVersion {minimum} is older than the "
                     f"{'.'.join(map(str, qt_minimum))} the bundled Qt wheel needs")
    for lang in info.get("CFBundleLocalizations", []):
        if not (contents / "Resources" / f"{lang}.lproj" / "InfoPlist.strings").is_file():
            found.append(f"Contents/Resources/{lang}.lproj/InfoPlist.strings is missing")
    if not (contents / "MacOS" / info.get("CFBundleExecutable", "?")).is_file():
        found.append(f"the executable {info.get('CFBundleExecutable')!r} is missing")
    if not info.get("CFBundleDocumentTypes"):
        found.append("no document type: Finder would not open .tabibito saves with the app")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path, help="the built bundle (dist/Tabibito.app)")
    app = parser.parse_args(argv).app
    found = problems(app, installed_qt_minimum())
    for problem in found:
        print(f"check_app: {problem}", file=sys.stderr)
    if not found:
        print(f"check_app: {app} ok")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

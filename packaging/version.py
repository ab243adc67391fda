#!/usr/bin/env python3
"""Tabibito's one version: ``__version__`` in desktop/tabibito/__init__.py.

pyproject.toml takes it from there (``dynamic = ["version"]``), the app shows it (the About box,
``tabibito --version``), and every build names what it makes with it: linux.py's packages, the
spec's Info.plist and Windows version resource, the release workflow's installers.

    python3 packaging/version.py                 prints the version
    python3 packaging/version.py --tag v1.2.3    exit 1 unless the release tag names it

Standard library only: the release workflow runs it before anything is installed.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_INIT = ROOT / "desktop" / "tabibito" / "__init__.py"
# Three numbers: what a Windows version resource and a macOS CFBundleVersion can hold.
FORM = re.compile(r"\d+\.\d+\.\d+")


class VersionError(Exception):
    """The version cannot be read, has the wrong form, or a tag does not name it."""


def current(init: Path = PACKAGE_INIT) -> str:
    """The ``__version__ = "X.Y.Z"`` of the package, read without importing it."""
    tree = ast.parse(init.read_text(encoding="utf-8"), filename=str(init))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "__version__"
                and isinstance(node.value, ast.Constant)):
            text = node.value.value
            if not isinstance(text, str) or not FORM.fullmatch(text):
                raise VersionError(f"{init.name}: __version__ {text!r} is not X.Y.Z")
            return text
    raise VersionError(f"{init} sets no __version__ = \"X.Y.Z\"")


def numbers(version: str) -> tuple[int, int, int, int]:
    """The version as a Windows version resource holds it: four numbers."""
    major, minor, patch = (int(part) for part in version.split("."))
    return major, minor, patch, 0


def check_tag(tag: str, version: str) -> None:
    """A release tag is ``v`` and the version: v1.2.3 publishes tabibito-1.2.3-..."""
    if tag != f"v{version}":
        raise VersionError(f"the tag {tag} does not name the version {version} of "
                           f"desktop/tabibito/__init__.py: tag v{version}, or change __version__")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Print Tabibito's version, or check a tag.")
    parser.add_argument("--tag", help="a release tag (v1.2.3) that must name the version")
    options = parser.parse_args(argv)
    try:
        version = current()
        if options.tag is not None:
            check_tag(options.tag, version)
    except VersionError as error:
        print(f"version: {error}", file=sys.stderr)
        return 1
    print(version)
    return 0


if __name__ == "__main__":
    sys.exit(main())

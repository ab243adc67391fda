"""Every message of the shell and of the tutorials reaches the translators with a comment that
says where it shows and what its placeholders are (issue 25: an editor slipped wherever a
message came bare). The games' own packages are not checked here: their texts modules carry
their comments by table."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "desktop" / "tabibito" / "ui"
GAME_PACKAGES = ("tokaido", "letsgo", "nextstation")


def checked_sources() -> list[Path]:
    """The shell's modules (ui/, ui/kit, ui/rules, ui/tutorial) and each game's tutorial."""
    shell = [path for path in UI.rglob("*.py")
             if path.relative_to(UI).parts[0] not in GAME_PACKAGES]
    return sorted(shell + [UI / game / "tutorial.py" for game in GAME_PACKAGES])


def lupdate() -> str:
    tool = Path(sys.executable).with_name("pyside6-lupdate")
    if not tool.exists():
        pytest.fail(f"{tool} is missing: PySide6's tools come with the project's install")
    return str(tool)


def test_every_shell_and_tutorial_message_has_a_translator_comment(tmp_path):
    ts = tmp_path / "checked.ts"
    subprocess.run([lupdate(), *map(str, checked_sources()), "-ts", str(ts)], check=True,
                   capture_output=True)
    bare = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            if message.find("extracomment") is None:
                where = [re.sub(r"^.*?/ui/", "ui/", location.get("filename", "?")) + ":"
                         + location.get("line", "?") for location in message.iter("location")]
                bare.append(f"{', '.join(where)} {message.findtext('source')!r}")
    assert len(bare) == 0, f"{len(bare)} messages without a comment:\n" + "\n".join(bare)
    assert sum(1 for _ in ET.parse(ts).getroot().iter("message")) > 400  # the files were read

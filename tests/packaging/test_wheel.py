"""A wheel built from the repository (``pip wheel .``) is the whole app: the package carries
``resources/`` with the translations compiled, so an app installed with pip plays every game
and speaks every language without the checkout beside it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

from tabibito.games import REGISTRY

pytestmark = pytest.mark.slow  # pip builds the wheel in an environment of its own (~30 s)

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "ja", "hu", "pl")  # and English, whose catalogue holds only plural forms
RESOURCES = "tabibito/resources/"


def checkout_files() -> list[str]:
    """The repository's files as a fresh clone has them (and new ones not yet committed)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode()
    return [name for name in listed.split("\0") if name and (ROOT / name).is_file()]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel pip builds from a copy of the checkout: no catalogue compiled beforehand."""
    folder = tmp_path_factory.mktemp("wheel")
    for name in checkout_files():
        (folder / "checkout" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, folder / "checkout" / name)
    assert not list((folder / "checkout").rglob("*.qm"))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                           "--wheel-dir", str(folder / "dist"), str(folder / "checkout")],
                          capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = (folder / "dist").glob("tabibito-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """The wheel unpacked as pip installs it: a folder to put on the path."""
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def ts_translation(language: str, context: str, source: str) -> str:
    tree = ElementTree.parse(ROOT / "i18n" / f"tabibito_{language}.ts")
    for found in tree.getroot().iter("context"):
        if found.findtext("name") == context:
            for message in found.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation")
    raise LookupError(f"{context}/{source} is not in tabibito_{language}.ts")


def test_the_wheel_carries_every_resource_but_the_readme_pictures(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {name.removeprefix("resources/") for name in checkout_files()
               if name.startswith("resources/") and not name.startswith("resources/screenshots/")}
    assert shipped and {RESOURCES + name for name in shipped} <= names
    assert not [name for name in names if "screenshots" in name]


def test_the_wheel_carries_a_compiled_catalogue_for_every_language(installed):
    from PySide6.QtCore import QTranslator

    for language in ("en", *LANGUAGES):
        translator = QTranslator()
        assert translator.load(str(installed / RESOURCES / "i18n" / f"tabibito_{language}.qm"))
        if language != "en":
            expected = ts_translation(language, "Home", "Rules")
            assert expected and translator.translate("Home", "Rules") == expected


def run_installed(installed: Path, *args: str, language: str = "en") -> str:
    """``python -m tabibito ARGS`` from the unpacked wheel, far from the checkout."""
    env = {**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen",
           "LANG": f"{language}.UTF-8", "TABIBITO_DATA_DIR": str(installed / "data")}
    done = subprocess.run([sys.executable, "-m", "tabibito", *args], cwd=installed, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_installed_app_is_the_wheel_s_and_finds_its_resources(installed):
    env = {**os.environ, "PYTHONPATH": str(installed)}
    done = subprocess.run([sys.executable, "-c", "import tabibito.engine as e; "
                           "print(e.__file__); print(e.datafiles.resources_root())"],
                          cwd=installed, env=env, capture_output=True, text=True, check=True)
    module, resources = done.stdout.split()
    assert Path(module).is_relative_to(installed)
    assert Path(resources) == installed / "tabibito" / "resources"


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_the_installed_app_plays_every_game(installed, game_id):
    game = REGISTRY.get(game_id)
    out = run_installed(installed, "simulate", "--game", game_id, "--players",
                        str(max(2, game.min_players)), "--games", "1")
    assert "games/s" in out


def test_the_installed_app_passes_its_self_test_in_every_language(installed):
    """Every game opened, saved and reloaded, every tutorial walked, and its words found in
    each language's catalogue (a missing catalogue fails it)."""
    assert run_installed(installed, "--self-test").startswith("self-test: ok")

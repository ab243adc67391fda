"""What a wheel of Tabibito carries besides its code: ``resources/`` inside the package
(``tabibito/resources/``: data, art, fonts, rules, licences) with the translations compiled from
``i18n/*.ts``, which are built, never committed. The app finds them there when it is installed
(``engine.datafiles.resources_root``).

``setup.py`` hands setuptools the build step below. pip builds a wheel in an environment of its
own whose requirements (``[build-system]`` in pyproject.toml) include PySide6, for its lrelease.
An editable install (dev.py's) reads ``resources/`` from the checkout instead, where dev.py
compiles the catalogues.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent
# The README's pictures stay out, and so do catalogues a checkout may hold from an older .ts.
LEFT_OUT = shutil.ignore_patterns("screenshots", "*.qm", ".*")


def _build_qm():
    """packaging/build_qm.py, loaded by its path: this folder is not on the build's path."""
    spec = importlib.util.spec_from_file_location("_tabibito_build_qm",
                                                  ROOT / "packaging" / "build_qm.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def copy_resources(target: Path) -> list[Path]:
    """``resources/`` into ``target``, with every catalogue compiled afresh; the .qm paths."""
    shutil.copytree(ROOT / "resources", target, ignore=LEFT_OUT, dirs_exist_ok=True)
    return _build_qm().build(force=True, qm_dir=target / "i18n")


class BuildPy(build_py):
    """The package's modules, then its resources."""

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            copy_resources(Path(self.build_lib) / "tabibito" / "resources")

"""The one build step pyproject.toml cannot declare: the package carries ``resources/`` and the
compiled translations (packaging/wheel_resources.py). Everything else is in pyproject.toml."""

import importlib.util
from pathlib import Path

from setuptools import setup

_spec = importlib.util.spec_from_file_location(
    "_tabibito_wheel_resources", Path(__file__).resolve().parent / "packaging" / "wheel_resources.py")
_wheel_resources = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_wheel_resources)

setup(cmdclass={"build_py": _wheel_resources.BuildPy})

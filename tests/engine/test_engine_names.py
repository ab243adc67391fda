"""The engine package names its public parts lazily (engine/__init__.py): every name it lists
resolves to the object its module defines, and a name it does not list is an AttributeError."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import tabibito.engine as engine

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def test_every_listed_name_is_its_modules_object():
    homes = engine._HOMES
    assert engine.__all__ == sorted(homes)  # the literal list the type checker reads
    for name, home in homes.items():
        module = importlib.import_module(f"tabibito.engine.{home}")
        own_name = engine._RENAMED.get(name, name)
        assert getattr(engine, name) is getattr(module, own_name), name


def test_its_modules_are_its_attributes_too():
    assert engine.datafiles is importlib.import_module("tabibito.engine.datafiles")


def test_a_name_it_does_not_list_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Matchh'"):
        engine.Matchh  # noqa: B018
    with pytest.raises(ImportError):
        from tabibito.engine import Matchh  # noqa: F401


def test_importing_the_errors_imports_no_match():
    """The shell's first frame needs the errors and the registry, not the match and its bots."""
    script = ("import sys, tabibito.engine.errors, tabibito.engine.registry; "
              "print(sorted(m for m in sys.modules if m.startswith('tabibito.engine')))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env={"PYTHONPATH": str(DESKTOP)}, timeout=120, check=True)
    assert done.stdout.split() == [
        "['tabibito.engine',", "'tabibito.engine.errors',", "'tabibito.engine.registry']"]

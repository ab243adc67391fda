"""The boundaries inside the package: the engine and the games run without Qt, and no two
modules of the engine or of the shell import each other, even only for type checking."""

import copy
import subprocess
import sys
import textwrap
from pathlib import Path

import grimp
import pytest

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def test_engine_and_games_import_with_pyside6_blocked():
    script = textwrap.dedent("""
        import sys
        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt is blocked in this test: " + name)
        sys.meta_path.insert(0, BlockQt())
        import tabibito.engine
        import tabibito.games
        import tabibito.records
        from tabibito.engine import Match, Seat
        for game in tabibito.games.REGISTRY:
            seats = [Seat("bot", "easy")] * game.min_players
            match = Match(game, {}, seats, 1)
            match.play_bots()
            assert match.is_over(), game.id
        assert not any(m.split(".")[0] == "PySide6" for m in sys.modules)
        print("ok", len(list(tabibito.games.REGISTRY)))
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env={"PYTHONPATH": str(DESKTOP)}, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok ")
    assert int(result.stdout.split()[1]) >= 1


# -- import cycles --------------------------------------------------------------------------------


def game_ui_packages() -> set[str]:
    """The games' UI packages, from the catalogue: they hang off the shell through it, and the
    shell is checked without them."""
    from tabibito.ui.plugins import ui_plugins

    return {type(plugin).__module__.rpartition(".")[0] for plugin in ui_plugins().values()}


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    """Every import inside tabibito, those made only for type checking included: a cycle of
    annotations still ties the modules together."""
    return grimp.build_graph("tabibito", cache_dir=None)


def cycles(graph: grimp.ImportGraph, package: str) -> set[tuple[str, str]]:
    """Imports that close a cycle among ``package``'s children (each child with its own
    children), as grimp nominates them for breaking; empty when the package has no cycle."""
    return graph.nominate_cycle_breakers(package)


def shell(graph: grimp.ImportGraph) -> grimp.ImportGraph:
    shell_only = copy.deepcopy(graph)
    for package in game_ui_packages():
        for module in shell_only.find_descendants(package) | {package}:
            shell_only.remove_module(module)
    return shell_only


def test_the_engine_has_no_import_cycle(graph):
    assert cycles(graph, "tabibito.engine") == set()


def test_the_shell_has_no_import_cycle(graph):
    assert cycles(shell(graph), "tabibito.ui") == set()


def test_a_cycle_would_be_found(graph):
    looped = copy.deepcopy(graph)
    looped.add_import(importer="tabibito.engine.game", imported="tabibito.engine.bots")
    looped.add_import(importer="tabibito.engine.bots", imported="tabibito.engine.game")
    assert cycles(looped, "tabibito.engine")

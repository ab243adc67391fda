"""The engine and the games must import and run with Qt unavailable."""

import subprocess
import sys
import textwrap
from pathlib import Path

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

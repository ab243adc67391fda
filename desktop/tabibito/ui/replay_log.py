"""``tabibito replay SAVE --log``: a saved game's log as the window shows it, in a language of the
app, printed without a window (a headless Qt core application for the catalogues).

The log is read as the table reads it once the game is over and nobody's hand is private any
more: the public view (viewer None), every public event; a private draw or hand shows no line,
except that every score change has one (``log_lines``), so the totals add up.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QLocale

from .kit.i18n import LANGUAGES, LanguageManager, fill
from .kit.log_lines import LogLine, log_lines, signed

if TYPE_CHECKING:
    from tabibito.engine import Match, Registry

    from .plugin_api import GameUI

EXIT_BAD_INPUT = 2


def replay_log(path: Path, language: str, as_json: bool, registry: Registry,
               plugins: Mapping[str, GameUI] | None = None) -> int:
    """Print the log of the save at ``path`` (a game of ``registry``, worded by ``plugins``,
    by default the app's); 0, or EXIT_BAD_INPUT with a message on stderr."""
    if language not in LANGUAGES:  # no catalogue to say it in: the languages' own names help
        choices = ", ".join(LANGUAGES)
        print(f"tabibito: unknown language {language!r}; one of {choices}", file=sys.stderr)
        return EXIT_BAD_INPUT
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    locale = QLocale()
    languages = LanguageManager()  # its translators go with it (a test's app carries on)
    languages.set_language(language)
    try:
        return _print_log(path, as_json, registry, plugins)
    finally:
        shiboken6.delete(languages)
        QLocale.setDefault(locale)
        del app


def _print_log(path: Path, as_json: bool, registry: Registry,
               plugins: Mapping[str, GameUI] | None) -> int:
    match = _load(path, registry)
    if match is None:
        return EXIT_BAD_INPUT
    if plugins is None:
        from .plugins import ui_plugins

        plugins = ui_plugins(registry)
    plugin = plugins[match.game.id]
    names = [seat.name for seat in match.seats]
    # Told its game, as the window's pane tells it: a log may read more than its events (the
    # inns along Tokaido's road).
    lines = log_lines(match.events, plugin, names, None, match.state)
    scores = list(match.state.scores().totals)
    if as_json:
        print(json.dumps(log_report(lines, scores), ensure_ascii=False, indent=2))
    else:
        for line in lines:
            print(printed(line))
    return 0


def _load(path: Path, registry: Registry) -> Match | None:
    from tabibito.engine import Match
    from tabibito.engine.errors import SaveError

    from .messages import error_text

    try:
        return Match.load(path, registry)
    except SaveError as error:
        problem = error
    except Exception:  # noqa: BLE001 - a save we did not foresee: damaged, as the window says
        problem = SaveError("save.corrupt")
    print(f"tabibito: {path}: {error_text(problem)}", file=sys.stderr)
    return None


def log_report(lines: list[LogLine], scores: list[int]) -> dict[str, Any]:
    """``--json``: the lines as seat, text, points and total, and the final scores."""
    return {"log": [{"seat": line.seat, "text": line.text, "points": line.points,
                     "total": line.total} for line in lines],
            "scores": scores}


def printed(line: LogLine) -> str:
    """A line as the terminal shows it: its words, then its points and the total after them."""
    if line.points is None or line.total is None:
        return line.text
    #: replay --log: %1 a log line, %2 its points with their sign ("+3"), %3 the player's total
    return fill(QCoreApplication.translate("GameLog", "%1  %2 (%3)"), line.text,
                signed(line.points), line.total)

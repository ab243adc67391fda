"""What the home screen shows of Let's Go! To Japan before the game is first opened (see
``plugin_cover.Cover``). It imports nothing of the game's rules, board or words: the catalogue
reads it at start, the rest of the package when the game is first opened."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.paths import resource_path
from ..plugin_cover import Cover

GAME_TITLE = QT_TRANSLATE_NOOP("LetsGo", "Let's Go! To Japan")
TAGLINE = QT_TRANSLATE_NOOP(
    "LetsGo", "Plan a week in Tokyo and Kyoto card by card, then set off on the trip.")

COVER = Cover(
    game_id="letsgo",
    title=partial(QCoreApplication.translate, "LetsGo", GAME_TITLE),
    tagline=partial(QCoreApplication.translate, "LetsGo", TAGLINE),
    art=str(resource_path("art", "letsgo", "tile.svg")),
    min_players=1,
    max_players=5,
    tutorial=True,
)

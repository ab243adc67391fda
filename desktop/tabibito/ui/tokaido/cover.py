"""What the home screen shows of Tokaido before the game is first opened (see
``plugin_cover.Cover``). It imports nothing of the game's rules, board or words: the catalogue
reads it at start, the rest of the package when the game is first opened."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.paths import resource_path
from ..plugin_cover import Cover

GAME_TITLE = QT_TRANSLATE_NOOP("Tokaido", "Tokaido")
TAGLINE = QT_TRANSLATE_NOOP(
    "Tokaido", "Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.")

COVER = Cover(
    game_id="tokaido",
    title=partial(QCoreApplication.translate, "Tokaido", GAME_TITLE),
    tagline=partial(QCoreApplication.translate, "Tokaido", TAGLINE),
    art=str(resource_path("art", "tokaido", "tile.svg")),
    min_players=2,
    max_players=5,
    tutorial=True,
)

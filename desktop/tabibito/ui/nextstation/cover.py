"""What the home screen shows of Next Station: Tokyo before the game is first opened (see
``plugin_cover.Cover``). It imports nothing of the game's rules, board or words: the catalogue
reads it at start, the rest of the package when the game is first opened."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.paths import resource_path
from ..plugin_cover import Cover

GAME_TITLE = QT_TRANSLATE_NOOP("NextStation", "Next Station: Tokyo")
TAGLINE = QT_TRANSLATE_NOOP(
    "NextStation", "Draw four subway lines across Tokyo, one flipped card at a time.")

COVER = Cover(
    game_id="nextstation",
    title=partial(QCoreApplication.translate, "NextStation", GAME_TITLE),
    tagline=partial(QCoreApplication.translate, "NextStation", TAGLINE),
    art=str(resource_path("art", "nextstation", "tile.svg")),
    min_players=1,
    max_players=4,
    tutorial=True,
)

"""Tokaido's icons: small SVG drawings of our own, one file per name under
``resources/art/tokaido/icons/``.

Every icon is drawn on a square 64 × 64 canvas without words (the UI is translated), so the same
picture serves every language. A renderer is parsed once per name and kept; a file that is missing
or broken draws nothing (a warning is logged once), so a lost picture never stops a game.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..kit.paths import resource_path

log = logging.getLogger(__name__)

STOP_ICONS = (
    "village", "temple", "encounter", "paddy_panorama", "mountain_panorama", "sea_panorama",
    "hot_spring", "farm", "inn",
)
FAMILY_ICONS = ("small_objects", "food_and_drink", "clothing", "art")
ENCOUNTER_ICONS = ("shokunin", "annaibito", "samurai", "kuge", "miko")
AMULET_ICONS = ("vitality", "fortune", "health", "friendship", "hospitality", "devotion")
CROSSROADS_ICONS = (
    "amulet_hidden", "cherry_tree", "bath_house", "gaming_room", "die", "legendary", "calligraphy",
)

ICON_NAMES: tuple[str, ...] = (
    STOP_ICONS
    + ("coin", "point")
    + FAMILY_ICONS
    + ("meal",)
    + ENCOUNTER_ICONS
    + ("achievement",)
    + AMULET_ICONS
    + CROSSROADS_ICONS
    + ("traveller",)
)

# One parsed renderer per name; None for a name whose file is missing or does not parse.
_renderers: dict[str, QSvgRenderer | None] = {}


def icon_path(name: str) -> str:
    return str(resource_path("art", "tokaido", "icons", f"{name}.svg"))


def _renderer(name: str) -> QSvgRenderer | None:
    if name in _renderers:
        return _renderers[name]
    path = icon_path(name)
    # A missing file is checked first: Qt would otherwise also print its own complaint.
    renderer = QSvgRenderer(path) if os.path.isfile(path) else None
    if renderer is None or not renderer.isValid():  # missing or broken: said once, drawn as nothing
        log.warning("no Tokaido icon %r at %s", name, path)
        renderer = None
    _renderers[name] = renderer
    return renderer


def _square_in(rect: QRectF) -> QRectF:
    """The largest square centred in ``rect``: icons are never stretched."""
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def render_icon(painter: QPainter, rect: QRectF, name: str) -> None:
    """Draw icon ``name`` into ``rect`` (centred, square); nothing if it cannot be read."""
    renderer = _renderer(name)
    if renderer is not None and not rect.isEmpty():
        renderer.render(painter, _square_in(rect))


def icon_pixmap(name: str, size: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """Icon ``name`` as a ``size`` × ``size`` pixmap (logical pixels), sharp on a screen of the
    given pixel ratio; transparent if the icon cannot be read."""
    ratio = device_pixel_ratio if device_pixel_ratio > 0 else 1.0
    side = max(1, round(size * ratio))
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(ratio)
    if _renderer(name) is not None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        render_icon(painter, QRectF(0, 0, side / ratio, side / ratio), name)
        painter.end()
    return pixmap

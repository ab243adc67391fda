"""Tokaido's icons and home-screen tile: every named icon is on disk, is a square 64 × 64 drawing
that actually paints, and a missing one draws nothing instead of failing."""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tabibito.ui.kit.paths import resource_path
from tabibito.ui.tokaido import art

SVG = "{http://www.w3.org/2000/svg}"
TILE = resource_path("art", "tokaido", "tile.svg")
NEXT_STATION_TILE = resource_path("art", "nextstation", "tile.svg")


def painted_pixels(image: QImage) -> int:
    """How many pixels carry some colour (alpha above zero)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 0)


def test_the_names_are_the_briefs_and_unique():
    assert len(set(art.ICON_NAMES)) == len(art.ICON_NAMES) == 36
    for name in ("village", "inn", "coin", "point", "meal", "miko", "amulet_hidden", "die",
                 "traveller", "gaming_room", "devotion"):
        assert name in art.ICON_NAMES


@pytest.mark.parametrize("name", art.ICON_NAMES)
def test_each_icon_is_a_small_square_svg_without_words(name):
    path = Path(art.icon_path(name))
    assert path.is_file(), path
    assert path.stat().st_size < 4096, "icons are small hand-written drawings"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 64 64"
    assert root.find(f".//{SVG}text") is None, "no words in icons: the UI is translated"


@pytest.mark.parametrize("name", art.ICON_NAMES)
def test_each_icon_paints_at_small_and_sharp_sizes(qapp, name):
    small = art.icon_pixmap(name, 24)
    assert (small.width(), small.height()) == (24, 24)
    assert painted_pixels(small.toImage()) > 24 * 24 // 8
    sharp = art.icon_pixmap(name, 24, device_pixel_ratio=2.0)
    assert (sharp.width(), sharp.height()) == (48, 48)
    assert sharp.devicePixelRatio() == 2.0


def test_render_icon_keeps_the_icon_square_in_a_wide_rect(qapp):
    image = QImage(96, 32, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    art.render_icon(painter, QRectF(0, 0, 96, 32), "coin")
    painter.end()
    columns = [x for x in range(96) if any(image.pixelColor(x, y).alpha() for y in range(32))]
    assert columns and min(columns) >= 32 and max(columns) < 64  # centred, not stretched


def test_a_missing_icon_draws_nothing_and_warns_once(qapp, caplog, tmp_path, monkeypatch):
    monkeypatch.setattr(art, "icon_path", lambda name: str(tmp_path / f"{name}.svg"))
    monkeypatch.setattr(art, "_renderers", {})
    with caplog.at_level(logging.WARNING, logger=art.__name__):
        pixmap = art.icon_pixmap("village", 32)
        art.icon_pixmap("village", 48)
        image = QImage(32, 32, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        art.render_icon(painter, QRectF(0, 0, 32, 32), "village")
        painter.end()
    assert (pixmap.width(), pixmap.height()) == (32, 32)
    assert painted_pixels(pixmap.toImage()) == 0
    assert painted_pixels(image) == 0
    assert len([r for r in caplog.records if "village" in r.getMessage()]) == 1


def test_a_broken_icon_file_is_treated_as_missing(qapp, tmp_path, monkeypatch):
    (tmp_path / "temple.svg").write_text("<svg not really", encoding="utf-8")
    monkeypatch.setattr(art, "icon_path", lambda name: str(tmp_path / f"{name}.svg"))
    monkeypatch.setattr(art, "_renderers", {})
    assert painted_pixels(art.icon_pixmap("temple", 16).toImage()) == 0


def test_the_tile_has_the_next_station_tiles_shape_and_paints(qapp):
    assert TILE.is_file()
    root = ET.parse(TILE).getroot()
    assert root.get("viewBox") == ET.parse(NEXT_STATION_TILE).getroot().get("viewBox")
    renderer = QSvgRenderer(str(TILE))
    assert renderer.isValid()
    image = QImage(200, 130, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 200, 130))
    painter.end()
    assert painted_pixels(image) == 200 * 130  # it covers its whole area, as the others do

"""Every Let's Go site's own picture, by site key: Tokyo's, Kyoto's and those of the yellow
cards found in either city. A picture is recorded once (a QPicture, vectors) and replayed
scaled into the card's middle, so it stays crisp at any card size."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPicture

from .site_kit import PICTURE_H, PICTURE_W, Gallery, Ink
from .sites_anywhere import GALLERY as ANYWHERE
from .sites_kyoto import GALLERY as KYOTO
from .sites_tokyo import GALLERY as TOKYO

PICTURES = Gallery({**TOKYO, **KYOTO, **ANYWHERE})


def paint_site(painter: QPainter, site: str, area: QRectF) -> None:
    """The picture of ``site`` filling ``area`` (scaled from the PICTURE_W × PICTURE_H canvas)."""
    painter.save()
    painter.setClipRect(area, Qt.ClipOperation.IntersectClip)
    painter.translate(area.topLeft())
    painter.scale(area.width() / PICTURE_W, area.height() / PICTURE_H)
    painter.drawPicture(0, 0, _recording(site))
    painter.restore()


@cache
def _recording(site: str) -> QPicture:
    picture = QPicture()
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    PICTURES[site](Ink(painter))
    painter.end()
    return picture

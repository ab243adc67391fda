"""The frame every game's rules pictures share (issue 10 §2): their size, their sharpness, and
the two ways a game fills one, painting it directly or rendering a small scene of its board's
own items."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

PICTURE_SIZE = QSize(640, 300)  # logical pixels, as the rules documents' contract asks
PICTURE_DPR = 2.0  # sharp on high-density screens, and when the viewer zooms


def painted_picture(paint: Callable[[QPainter], None]) -> QImage:
    """A transparent picture that ``paint`` draws on, in logical pixels of PICTURE_SIZE."""
    image = QImage(round(PICTURE_SIZE.width() * PICTURE_DPR),
                   round(PICTURE_SIZE.height() * PICTURE_DPR),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(PICTURE_DPR)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        paint(painter)
    finally:
        painter.end()
    return image


def scene_picture(scene: QGraphicsScene, source: QRectF) -> QImage:
    """``source`` of the scene, scaled to fit the picture and centred."""
    return painted_picture(lambda painter: scene.render(
        painter, fitted(source), source, Qt.AspectRatioMode.IgnoreAspectRatio))


def fitted(source: QRectF) -> QRectF:
    """Where ``source`` lies in the picture: as large as fits, centred both ways."""
    width, height = PICTURE_SIZE.width(), PICTURE_SIZE.height()
    scale = min(width / max(source.width(), 1.0), height / max(source.height(), 1.0))
    w, h = source.width() * scale, source.height() * scale
    return QRectF((width - w) / 2, (height - h) / 2, w, h)


SceneBuilder = Callable[[QGraphicsScene], QRectF]  # fills a scene, returns the part to show


def built_picture(builders: dict[str, SceneBuilder], key: str) -> QImage | None:
    """The picture of ``key`` from a game's builders of small board scenes; None for a key the
    game has no picture of."""
    build = builders.get(key)
    if build is None:
        return None
    scene = QGraphicsScene()
    return scene_picture(scene, build(scene))

"""A traveller's panorama as the landscape it assembles (issue 23 §1): its parts side by side,
each collected part in its colours, each missing one a pale ghost of the same view, so that the
journey fills in the sea, the mountain or the paddy fields part by part."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap

from tabibito.games.tokaido.data import PANORAMA_PARTS

from ..kit import style
from . import art

PART_ASPECT = 32 / 48  # a part's picture: an upright card (make_tokaido_art.py)
GHOST = 0.2  # a part not collected yet: seen through the paper
LANDSCAPE_GAP = 5.0  # between two panoramas side by side


def landscape_size(panorama: str, height: float) -> QSizeF:
    """The room of a whole panorama at ``height``: its parts edge to edge."""
    return QSizeF(PANORAMA_PARTS[panorama] * height * PART_ASPECT, height)


def part_rect(rect: QRectF, panorama: str, index: int) -> QRectF:
    """Where part ``index`` (from 0) of the panorama lies in its landscape ``rect``."""
    width = rect.width() / PANORAMA_PARTS[panorama]
    return QRectF(rect.left() + index * width, rect.top(), width, rect.height())


def paint_landscape(painter: QPainter, rect: QRectF, panorama: str, taken: int) -> None:
    """The panorama's landscape in ``rect``: the first ``taken`` parts collected, the rest
    ghosts in a dashed frame; a completed one in a gold frame."""
    parts = PANORAMA_PARTS[panorama]
    for index in range(parts):
        slot = part_rect(rect, panorama, index)
        name = art.panorama_part(panorama, index + 1)
        if index < taken:
            art.render_icon(painter, slot, name)
        else:
            _paint_ghost(painter, slot, name)
    if taken >= parts:
        painter.setPen(QPen(QColor(style.OCHRE), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 2, 2)


def _paint_ghost(painter: QPainter, slot: QRectF, name: str) -> None:
    """The part's picture drawn whole and then laid on pale (drawn shape by shape at a low
    opacity, its overlapping shapes would show through each other), in a dashed frame."""
    ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
    image = QImage(max(1, round(slot.width() * ratio)), max(1, round(slot.height() * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(ratio)
    ghost = QPainter(image)
    ghost.setRenderHint(QPainter.RenderHint.Antialiasing)
    art.render_icon(ghost, QRectF(0, 0, slot.width(), slot.height()), name)
    ghost.end()
    opacity = painter.opacity()
    painter.setOpacity(opacity * GHOST)
    painter.drawImage(slot.topLeft(), image)
    painter.setOpacity(opacity)
    painter.setPen(QPen(style.color(style.INK_SOFT, 170), 1.0, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(slot.adjusted(0.5, 0.5, -0.5, -0.5))


def landscapes_pixmap(taken: list[int], height: int, ratio: float = 1.0) -> QPixmap | None:
    """The landscapes of every panorama begun (``taken``: the parts of each, in PANORAMA_PARTS
    order) side by side, as the final scores show them; None when none is begun."""
    begun = [(name, parts) for name, parts in zip(PANORAMA_PARTS, taken, strict=True) if parts]
    if not begun:
        return None
    widths = [landscape_size(name, height).width() for name, _ in begun]
    width = sum(widths) + LANDSCAPE_GAP * (len(begun) - 1) + 2
    pixmap = QPixmap(max(1, round(width * ratio)), round((height + 2) * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = 1.0
    for (name, parts), room in zip(begun, widths, strict=True):
        paint_landscape(painter, QRectF(x, 1, room, height), name, parts)
        x += room + LANDSCAPE_GAP
    painter.end()
    return pixmap

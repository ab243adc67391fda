"""The painted pieces of a traveller's card (``journeys.JourneyCard``): a group's icons with
their numbers (``Chip``), the panorama tracks, the souvenir sets, the glow of a number that went
up, and the flowing layout that wraps the groups to the card's width.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import (
    QAbstractAnimation,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QWidget,
    QWidgetItem,
)

from tabibito.games.tokaido.data import PANORAMA_PARTS, SOUVENIR_FAMILIES

from ..kit import style
from ..kit.animation import progress_motion
from . import art, rules_links
from .landscape import landscape_size, paint_landscape

if TYPE_CHECKING:
    pass

W = TypeVar("W", bound=QWidget)  # a widget added to a FlowLayout, returned as it is
ICON = 18  # a group's icons, logical pixels
SET_ICON = 16  # the family icons inside a souvenir set
LANDSCAPE = 24  # a panorama's landscape, high (its parts are upright cards)
PULSE_MS = 700  # a number that went up glows and fades (speed 1; none with motion off)
# The Buppatsu and Ema of Crossroads count as a fifth family; they are legendary objects.
FAMILY_ICONS = (*SOUVENIR_FAMILIES, "legendary")

# --- the painted pieces -------------------------------------------------------------------------


# The mixin always sits before a QWidget class; the checker is told so.
if TYPE_CHECKING:
    _Widget = QWidget
else:
    _Widget = object


class Glow(_Widget):
    """Mixin for a painted piece: a short warm glow behind it when its number went up."""

    _glow = 0.0
    _glow_motion: QVariantAnimation | None = None

    def pulse(self, table: Any) -> None:
        factor = getattr(table, "animation_factor", 0.0)
        if factor <= 0:  # motion off: the new number is all there is to see
            return
        if self._glow_motion is not None:
            self._glow_motion.stop()
        motion = progress_motion(self, self._set_glow, self._glow_done)
        motion.setDuration(max(1, int(PULSE_MS * factor)))
        self._glow_motion = motion
        motion.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _set_glow(self, progress: float) -> None:
        self._glow = math.sin(math.pi * max(0.0, min(float(progress), 1.0)))
        self.update()

    def _glow_done(self) -> None:
        self._glow_motion = None
        self._glow = 0.0
        self.update()

    def paint_glow(self, painter: QPainter, rect: QRectF) -> None:
        if self._glow > 0.01:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.color(style.OCHRE, int(150 * self._glow)))
            painter.drawRoundedRect(rect, 5, 5)


@dataclass(frozen=True)
class Glyph:
    """One icon of a group and the number or word after it."""

    icon: str = ""
    text: str = ""
    badge: str = ""  # a small count at the icon's lower right ("2")
    faded: bool = False  # drawn pale: an amulet not usable yet


class Chip(Glow, QWidget):
    """A group of the tableau: a few icons with their numbers, one tooltip for all of them.

    Key: the group's name (``key``); drawn pale while it holds nothing."""

    def __init__(self, key: str, parent: QWidget | None = None, *, big: bool = False) -> None:
        super().__init__(parent)
        self.key = key
        self.big = big
        self.snug = False  # no padding over and under: in a traveller's one-row card
        self.glyphs: tuple[Glyph, ...] = ()
        self.value: int | None = None
        self.dim = False
        self.section = rules_links.journey_section(key)
        if self.section is not None:
            rules_links.link_widget(self, self.section)
        self.setObjectName(f"journey_{key}")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_glyphs(self, glyphs: Sequence[Glyph], tooltip: str, value: int, table: Any, *,
                    dim: bool | None = None) -> None:
        grew = self.value is not None and value > self.value
        self.glyphs, self.value = tuple(glyphs), value
        self.dim = value == 0 if dim is None else dim
        self.setToolTip(rules_links.hinted(tooltip) if self.section is not None else tooltip)
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.updateGeometry()
        self.update()
        if grew:
            self.pulse(table)

    def text(self) -> str:
        """What the chip reads as (its numbers and words), for tests and screen readers."""
        return " ".join(part for glyph in self.glyphs for part in (glyph.text, glyph.badge)
                        if part)

    def icons(self) -> list[str]:
        return [glyph.icon for glyph in self.glyphs if glyph.icon]

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        if self.big:
            font.setPointSizeF(font.pointSizeF() * 1.15)
        return font

    def _icon_size(self) -> int:
        return ICON + 2 if self.big else ICON

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self._font())
        icon = self._icon_size()
        width = 4
        for glyph in self.glyphs:
            if glyph.icon:
                width += icon + (5 if glyph.badge else 1)
            if glyph.text:
                width += 2 + metrics.horizontalAdvance(glyph.text)
            width += 4
        return QSize(max(width, icon + 8), max(icon, metrics.height()) + (0 if self.snug else 6))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        if self.dim:
            painter.setOpacity(0.4)
        font = self._font()
        metrics = QFontMetrics(font)
        icon = self._icon_size()
        top = (self.height() - icon) / 2
        x = 4.0
        for glyph in self.glyphs:
            if glyph.icon:
                x = self._paint_icon(painter, glyph, QRectF(x, top, icon, icon))
            if glyph.text:
                painter.setFont(font)
                painter.setPen(QColor(style.INK))
                width = metrics.horizontalAdvance(glyph.text)
                painter.drawText(QRectF(x + 2, 0, width + 2, self.height()),
                                 Qt.AlignmentFlag.AlignVCenter, glyph.text)
                x += 2 + width
            x += 4
        painter.end()

    def _paint_icon(self, painter: QPainter, glyph: Glyph, rect: QRectF) -> float:
        opacity = painter.opacity()
        if glyph.faded:  # not usable yet: pale, in a dashed ring
            painter.setOpacity(opacity * 0.45)
        art.render_icon(painter, rect, glyph.icon)
        painter.setOpacity(opacity)
        if glyph.faded:
            painter.setPen(QPen(style.color(style.INK_SOFT), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-1.5, -1.5, 1.5, 1.5))
        if glyph.badge:
            self._paint_badge(painter, rect, glyph.badge)
        return rect.right() + (5 if glyph.badge else 1)

    def _paint_badge(self, painter: QPainter, rect: QRectF, badge: str) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(9)
        width = max(11.0, QFontMetrics(font).horizontalAdvance(badge) + 5.0)
        spot = QRectF(rect.right() - width / 2 + 1, rect.bottom() - 9, width, 11)
        painter.setPen(QPen(QColor(style.CARD), 1))
        painter.setBrush(QColor(style.INK))
        painter.drawRoundedRect(spot, 5.5, 5.5)
        painter.setFont(font)
        painter.setPen(QColor(style.CARD))
        painter.drawText(spot, Qt.AlignmentFlag.AlignCenter, badge)


class Portrait(QWidget):
    """The traveller's portrait at the head of their card: the wayfarer while they choose."""

    SIDE = 38

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = art.traveller_picture(None)
        self.setObjectName("journeyPortrait")
        self.setFixedSize(self.SIDE, self.SIDE)

    def show_traveller(self, traveller: str | None) -> None:
        picture = art.traveller_picture(traveller)
        if picture != self.picture:
            self.picture = picture
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.render_icon(painter, QRectF(self.rect()), self.picture)
        painter.end()


class PanoramaTrack(Glow, QWidget):
    """One panorama type: the landscape its parts assemble (collected parts in colour, the
    others pale), and the achievement card beside it for the traveller who completed it
    first."""

    def __init__(self, panorama: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panorama = panorama
        self.parts = PANORAMA_PARTS[panorama]
        self.taken = 0
        self.achieved = False
        self._shown: int | None = None
        rules_links.link_widget(self, rules_links.JOURNEY_SECTIONS["panoramas"])
        self.setObjectName(f"journey_{panorama}_panorama")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_parts(self, taken: int, achieved: bool, tooltip: str, table: Any) -> None:
        grew = self._shown is not None and taken > self._shown
        self.taken, self.achieved, self._shown = taken, achieved, taken
        self.setToolTip(rules_links.hinted(tooltip))
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.update()
        if grew:
            self.pulse(table)

    def sizeHint(self) -> QSize:
        # The achievement's room is always kept: the tracks never shift when one is won.
        width = landscape_size(self.panorama, LANDSCAPE).width()
        return QSize(4 + math.ceil(width) + 3 + 15, LANDSCAPE + 5)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        size = landscape_size(self.panorama, LANDSCAPE)
        view = QRectF(4, (self.height() - LANDSCAPE) / 2, size.width(), size.height())
        paint_landscape(painter, view, self.panorama, self.taken)
        x = view.right() + 3
        if self.achieved:
            art.render_icon(painter, QRectF(x + 1, (self.height() - 14) / 2, 14, 14),
                            "achievement")
        painter.end()


class SouvenirSets(Glow, QWidget):
    """The souvenirs in the sets the scoring builds (one card of a family per set, each card in
    the first set still missing its family): a tray per set with its family icons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sets: list[list[int]] = []
        self._shown: int | None = None
        rules_links.link_widget(self, rules_links.JOURNEY_SECTIONS["souvenirs"])
        self.setObjectName("journey_souvenirs")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_sets(self, sets: list[list[int]], tooltip: str, table: Any) -> None:
        count = sum(len(group) for group in sets)
        grew = self._shown is not None and count > self._shown
        self.sets, self._shown = sets, count
        self.setToolTip(rules_links.hinted(tooltip))
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.update()
        if grew:
            self.pulse(table)

    def count(self) -> int:
        return sum(len(group) for group in self.sets)

    def sizeHint(self) -> QSize:
        icons = max(self.count(), 1)
        return QSize(8 + icons * (SET_ICON + 2) + len(self.sets) * 12, SET_ICON + 10)

    def minimumSizeHint(self) -> QSize:
        return QSize(ICON + 8, SET_ICON + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        if not self.sets:  # none yet: the village's icon and a 0, pale, like an empty group
            self._paint_none(painter)
            painter.end()
            return
        icon = self._fitted_icon()
        height = icon + 6
        top = (self.height() - height) / 2
        x = 2.0
        for group in self.sets:
            width = 6 + len(group) * (icon + 2)
            tray = QRectF(x, top, width, height)
            painter.setPen(QPen(style.color(style.RULE), 1.0))
            full = len(group) >= len(SOUVENIR_FAMILIES)
            painter.setBrush(style.color(style.OCHRE, 60) if full else QColor(style.PAPER))
            painter.drawRoundedRect(tray, 4, 4)
            for index, family in enumerate(group):
                spot = QRectF(x + 4 + index * (icon + 2), top + 3, icon, icon)
                art.render_icon(painter, spot, FAMILY_ICONS[family])
            x += width + 5
        painter.end()

    def _paint_none(self, painter: QPainter) -> None:
        painter.setOpacity(0.4)
        art.render_icon(painter, QRectF(4, (self.height() - ICON) / 2, ICON, ICON), "village")
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(style.INK))
        painter.drawText(QRectF(ICON + 8, 0, 40, self.height()), Qt.AlignmentFlag.AlignVCenter,
                         "0")

    def _fitted_icon(self) -> float:
        """The icons shrink, never overflow, when a long collection meets a narrow column."""
        room = self.width() - 4 - len(self.sets) * 11
        return max(9.0, min(float(SET_ICON), room / max(self.count(), 1) - 2))


class FlowLayout(QLayout):
    """Chips left to right, wrapping to another line when the column is narrow."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, widget: W) -> W:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))
        return widget

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line; narrower, heightForWidth says how tall the lines get."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        if not shown:
            return QSize(0, 0)
        width = sum(hint.width() for hint in shown) + self._spacing * (len(shown) - 1)
        return QSize(width, max(hint.height() for hint in shown))

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():  # a hidden chip takes no room
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()

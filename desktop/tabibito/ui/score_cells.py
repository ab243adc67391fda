"""A cell of the score sheet: its points, with a game's picture beside them and the detail line
in smaller, softer print underneath. The picture is small in the cell (the sheet keeps its rows
low); a game that draws it with more pixels than the cell shows (a higher device pixel ratio)
has the cell's tooltip show it with all of them, big enough to look at."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)

from .kit import style

DETAIL_ROLE = Qt.ItemDataRole.UserRole + 1
DETAIL_SCALE = 0.82  # the detail's font size against the points'
DETAIL_PADDING = 16  # room beside a detail line inside its cell
PICTURE_GAP = 20  # room kept beside a game's picture for the points in its cell
TOOLTIP_SHARE = 0.6  # a picture in a tooltip is at most this share of the window wide


def picture_tooltip(picture: QPixmap, text: str, screen_ratio: float, widest: float) -> str:
    """A tooltip that shows ``picture`` with all its pixels (on a screen of ``screen_ratio``),
    at most ``widest`` wide, above the cell's own words."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    picture.save(buffer, "PNG")
    size = picture.size().toSizeF() / screen_ratio
    if size.width() > widest:
        size *= widest / size.width()
    encoded = bytes(data.toBase64().data()).decode()
    image = (f'<img src="data:image/png;base64,{encoded}"'
             f' width="{round(size.width())}" height="{round(size.height())}">')
    words = html.escape(text).replace("\n", "<br>")
    return f"<p>{image}</p><p>{words}</p>" if words else f"<p>{image}</p>"


class DetailDelegate(QStyledItemDelegate):
    """Paints a cell's points with its detail line in smaller, softer print underneath."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        """A game's picture beside the points gives way to them: it shrinks to the room the
        number leaves (Tokaido's three landscapes hid the points of a 4-player sheet)."""
        super().initStyleOption(option, index)
        if not option.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration:
            return
        number = QFontMetricsF(option.font).horizontalAdvance(option.text)
        room = option.rect.width() - math.ceil(number) - PICTURE_GAP
        size = option.decorationSize
        if 0 < room < size.width():
            option.decorationSize = QSize(room, max(1, size.height() * room // size.width()))

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        """A cell whose picture has more pixels than the cell shows: its tooltip shows them."""
        picture = index.data(Qt.ItemDataRole.DecorationRole)
        screen = view.devicePixelRatioF()
        if (event.type() != QEvent.Type.ToolTip or not isinstance(picture, QPixmap)
                or picture.isNull() or picture.devicePixelRatio() <= screen):
            return super().helpEvent(event, view, option, index)
        text = index.data(Qt.ItemDataRole.ToolTipRole)
        widest = view.window().width() * TOOLTIP_SHARE
        QToolTip.showText(event.globalPos(),
                          picture_tooltip(picture, str(text or ""), screen, widest),
                          view.viewport(), view.visualRect(index))
        return True

    def _detail(self, index: QModelIndex | QPersistentModelIndex) -> str | None:
        """The line under the points; none when the sheet had to be compact, nor beside a
        game's picture, which says it in its own way (the points were drawn over the picture;
        the cell's tooltip still has the line)."""
        if getattr(self.parent(), "compact", False):
            return None
        if isinstance(index.data(Qt.ItemDataRole.DecorationRole), QPixmap):
            return None
        return index.data(DETAIL_ROLE)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        detail = self._detail(index)
        if not detail:
            super().paint(painter, option, index)
            return
        styled = QStyleOptionViewItem(option)
        self.initStyleOption(styled, index)
        points, styled.text = styled.text, ""  # the style paints the cell, we paint the words
        widget = styled.widget
        (widget.style() if widget else QApplication.style()).drawControl(
            QStyle.ControlElement.CE_ItemViewItem, styled, painter, widget)
        small = _detail_font(styled.font)
        big_height = QFontMetricsF(styled.font).height()
        small_height = QFontMetricsF(small).height()
        area = QRectF(option.rect)
        top = area.center().y() - (big_height + small_height) / 2
        painter.save()
        painter.setPen(styled.palette.text().color())
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if isinstance(foreground, QBrush):
            painter.setPen(foreground.color())
        painter.setFont(styled.font)
        painter.drawText(QRectF(area.left(), top, area.width(), big_height),
                         Qt.AlignmentFlag.AlignCenter, points)
        painter.setFont(small)
        painter.setPen(QColor(style.INK_SOFT))
        # A window too narrow for the longest detail elides it; the cell's tooltip has it all.
        line = QFontMetricsF(small).elidedText(str(detail), Qt.TextElideMode.ElideRight,
                                               area.width() - DETAIL_PADDING)
        painter.drawText(QRectF(area.left(), top + big_height, area.width(), small_height),
                         Qt.AlignmentFlag.AlignCenter, line)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        detail = self._detail(index)
        if not detail:
            return size
        metrics = QFontMetricsF(_detail_font(option.font))
        # Rounded up, and the grid line beside the cell counted: the painted line must not elide.
        return QSize(max(size.width(),
                         math.ceil(metrics.horizontalAdvance(str(detail))) + DETAIL_PADDING + 1),
                     size.height() + round(metrics.height()))


def _detail_font(font: QFont) -> QFont:
    small = QFont(font)
    small.setBold(False)
    small.setPointSizeF(font.pointSizeF() * DETAIL_SCALE)
    return small

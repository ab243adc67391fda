"""Where the hero's list of cards shows when it is longer than the hero (issue 22 §2): a sheet
over the board beside the side column, as tall as the window allows, so that six amulets or
calligraphies read whole, each with its effect and its worth, without scrolling at 1024 × 700.

The hero keeps the decision (its title, coins, message and buttons); only the tiles' scroller
moves out to the sheet and back. The sheet floats in the game screen, under what floats over
the table (a lesson's or a hint's bubble and ring, the final scores, a curtain) and under the
window's hand-off screen. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QBoxLayout, QGraphicsDropShadowEffect, QScrollArea, QWidget
from shiboken6 import isValid

from ..kit import style
from ..kit.bubble import Bubble
from ..kit.relabel import Overlay

SHEET_GAP = 10  # between the sheet and the side column, and from the window's edges
SHEET_WIDTH = 560  # at most: rows wider than this read worse, not better
SHEET_MIN_WIDTH = 300
HOST_NAME = "gameScreen"  # the object name of the screen the sheet floats in (else the window)
SHEET_STYLE = (f"QScrollArea#tokaidoSheet {{ background: {style.PAPER}; "
               f"border: 2px solid {style.INK}; border-radius: 10px; }}")


class SheetPointer(QWidget):
    """The tiles' room in the hero while they are out in the sheet: a soft arrow towards the
    sheet on its left, so the room reads as "over there", not as something missing."""

    def paintEvent(self, event: QPaintEvent) -> None:
        size = min(self.height() * 0.5, 36.0)
        if size < 8:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.color(style.INK_SOFT, 70))
        middle = QPointF(self.width() / 2, self.height() / 2)
        painter.drawPolygon(QPolygonF([middle + QPointF(-size / 2, 0),
                                       middle + QPointF(size / 2, -size / 2),
                                       middle + QPointF(size / 2, size / 2)]))


class ListSheet(QObject):
    """Moves ``scroller`` (the hero's tiles) between its place in the hero's ``layout`` and a
    sheet over the game screen, left of the hero; ``update`` decides where it belongs now.
    ``moved`` says whether the tiles are out in the sheet now."""

    moved = Signal(bool)

    def __init__(self, hero: QWidget, scroller: QScrollArea, layout: QBoxLayout,
                 list_height: Callable[[int], int], needs_list: Callable[[QSize], bool]) -> None:
        super().__init__(hero)
        self.hero, self.scroller, self.layout = hero, scroller, layout
        self.list_height = list_height  # the height of the list at a width
        self.needs_list = needs_list  # whether the tiles are a list in a room (else cards)
        self.index = layout.indexOf(scroller)
        self.host: QWidget | None = None  # the game screen the sheet floats in, while out
        self.ancestors: list[QWidget] = []  # between the hero and the host, while out
        self.wanted = False
        self.inset = 0  # the scroller's frame and scroll bar beside its view, in the hero
        # Hidden (the screen detaches it, or goes home), the hero takes its tiles back: never a
        # sheet left behind on the window.
        hero.installEventFilter(self)
        self.placeholder = SheetPointer(hero)  # the tiles' room in the hero while they are out
        self.placeholder.hide()
        self.shadow = QGraphicsDropShadowEffect(scroller)  # on only while it floats
        self.shadow.setBlurRadius(18)
        self.shadow.setOffset(0, 3)
        self.shadow.setColor(style.color(style.INK, 90))
        self.shadow.setEnabled(False)
        scroller.setGraphicsEffect(self.shadow)

    @property
    def out(self) -> bool:
        return self.host is not None

    def update(self, wanted: bool) -> None:
        """In the sheet if ``wanted`` and the tiles are a list in the hero's room for them (asked
        for, or cards too small for their words) longer than that room, else in the hero."""
        self.wanted = wanted
        if not wanted or not self.hero.isVisible():
            self._put_back()
            return
        # The room in the hero as this decision lays it out: a room remembered from the
        # decision that took the tiles out went stale when the words above them changed (four
        # players at 1024 × 700: a move's one-row instruction stayed out over the board after a
        # temple's list). While they are out, the pointer holds their place, as tall as it.
        layout = self.hero.layout()
        if layout is not None:
            layout.activate()
        if self.out:
            room = QSize(self.placeholder.width() - self.inset, self.placeholder.height())
        else:
            self.inset = self.scroller.width() - self.scroller.viewport().width()
            room = QSize(self.scroller.viewport().width(), self.scroller.height())
        if self.needs_list(room) and self.list_height(room.width()) > room.height():
            self._take_out()
            self._place()
        else:
            self._put_back()

    def _take_out(self) -> None:
        host = self._host()
        if self.host is host:
            self.scroller.show()
            return
        self.layout.removeWidget(self.scroller)
        self.layout.insertWidget(self.index, self.placeholder, 1)
        self.placeholder.show()
        self.scroller.setParent(host)
        self.scroller.setObjectName("tokaidoSheet")
        self.scroller.setStyleSheet(SHEET_STYLE)
        self.shadow.setEnabled(True)
        self.host = host
        host.installEventFilter(self)
        # The hero moves with the side column when a part of the window is laid out again
        # (a game shown at a chooser): its ancestors' moves re-place the sheet beside it.
        self.ancestors = self._ancestors()
        for ancestor in self.ancestors:
            ancestor.installEventFilter(self)
        self.scroller.show()
        self._raise()
        self.moved.emit(True)

    def _host(self) -> QWidget:
        widget = self.hero.parentWidget()
        while widget is not None and widget.objectName() != HOST_NAME:
            widget = widget.parentWidget()
        return widget if widget is not None else self.hero.window()

    def _ancestors(self) -> list[QWidget]:
        found, widget = [], self.hero.parentWidget()
        while widget is not None and widget is not self.host:
            found.append(widget)
            widget = widget.parentWidget()
        return found

    def _raise(self) -> None:
        """Over the board and the side column, and under what floats over the table: a
        lesson's bubble that stood there before the list came out stays readable."""
        self.scroller.raise_()
        host = self.host
        if host is None:
            return
        for child in host.children():
            if isinstance(child, (Bubble, Overlay)) and child.isVisible():
                child.raise_()

    def _put_back(self) -> None:
        if self.host is None:
            return
        self.host.removeEventFilter(self)
        for ancestor in self.ancestors:
            if isValid(ancestor):
                ancestor.removeEventFilter(self)
        self.ancestors = []
        self.host = None
        self.shadow.setEnabled(False)
        self.scroller.setStyleSheet("")
        self.scroller.setObjectName("")
        self.layout.removeWidget(self.placeholder)
        self.placeholder.hide()
        self.layout.insertWidget(self.index, self.scroller, 1)
        self.scroller.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroller.show()
        self.moved.emit(False)

    def _place(self) -> None:
        """Beside the hero, from its top down, as tall as the list; wider than ``SHEET_WIDTH``
        (up to the board's width) when that is what it takes for the list to fit the window."""
        host = self.host
        if host is None:
            return
        top_left = self.hero.mapTo(host, QPoint(0, 0))
        right = top_left.x() - SHEET_GAP
        room = max(SHEET_MIN_WIDTH, right - SHEET_GAP)
        tall = host.height() - SHEET_GAP - top_left.y()
        frame = 2 * self.scroller.frameWidth() + 4
        width = min(SHEET_WIDTH, room)
        if self.list_height(width - frame) + frame > tall:
            width = room  # wider rows wrap less (a Japanese calligraphy's last row at 1024 × 700)
        needed = self.list_height(width - frame) + frame
        # A list that fits never shows a scroll bar: one shown once would narrow the rows, wrap
        # them further and keep itself (the last row out of sight).
        self.scroller.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if needed <= tall
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroller.setGeometry(QRect(right - width, top_left.y(), width, min(tall, needed)))
        self._raise()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not (isValid(self.hero) and isValid(self.scroller)):
            return False
        kind = event.type()
        if watched is self.hero and kind == QEvent.Type.Hide:
            if self.hero.window().isVisible():
                self._put_back()  # the screen detaches the hero, or goes home
            # else the window is closing (or minimised): the sheet goes with it, moving nothing
        elif watched is self.hero and kind == QEvent.Type.Show and self.wanted or watched is self.hero and kind == QEvent.Type.Resize and self.wanted:
            self.update(True)
        elif self.out and kind in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False

"""The one way a board offers a choice: a chooser of a few labelled buttons by the item the choice
is about, the note that says why a click decided nothing, and the tag beside the item pointed at
(why it cannot be clicked, or what to click next).

Each button of a ``ChooserItem`` is a target of the board (a ``ClickableItem`` whose key the game
makes from the option's key), so a click and the keyboard's cursor reach it through the board
scene's one path (``activate``). A game gives the chooser its look (``ChoiceLook``): which
options stand out in vermilion as the usual choice, and which carry an icon.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import style
from .board import ClickableItem, retire

K = TypeVar("K")

IconPainter = Callable[[QPainter, QRectF], None]
CHOICE_FONT = 19  # scene units: the chooser's words and the note's
ICON_INDENT = 40.0  # the label starts after the place of an icon, with or without one


@dataclass(frozen=True)
class ChoiceLook:
    """How a game's chooser paints an option: ``primary`` keys (the usual choice) are vermilion
    with white words, the others card-coloured; ``icons`` paint a sign before a label."""

    primary: frozenset[str] = frozenset()
    icons: Mapping[str, IconPainter] = field(default_factory=dict)


class ChooserItem(QGraphicsObject, Generic[K]):
    """A few buttons by a board item; ``context`` says what they decide about (say, a card).
    ``target`` makes a button's board key from its option's key."""

    BUTTON_W, BUTTON_H = 250.0, 46.0

    def __init__(self, target: Callable[[str], K], look: ChoiceLook | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.look = look or ChoiceLook()
        self.options: list[tuple[str, str]] = []  # (key, label)
        self.context: Any = None
        self.button_w = self.BUTTON_W
        self.buttons: list[ChoiceItem[K]] = []
        self.setZValue(800)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.button_w, self.BUTTON_H * len(self.options) + 4)

    def offer(self, options: Sequence[tuple[str, str]], context: Any, anchor: QPointF,
              area: QRectF) -> None:
        """Show ``options`` (key, label) just above ``anchor`` (the middle of an item's top),
        inside ``area``."""
        self.prepareGeometryChange()
        self.options = list(options)
        self.context = context
        metrics = QFontMetricsF(style.font(CHOICE_FONT, bold=True))
        widest = max((metrics.horizontalAdvance(label) for _key, label in self.options),
                     default=0.0)
        self.button_w = max(self.BUTTON_W, widest + 60)
        self._retire_buttons()
        for n, (key, label) in enumerate(self.options):
            button = ChoiceItem(key, label, self)
            button.setPos(0, n * self.BUTTON_H)
            self.buttons.append(button)
        height = self.boundingRect().height()
        x = min(max(anchor.x() - self.button_w / 2, area.left()), area.right() - self.button_w)
        y = max(anchor.y() - height - 8, area.top())
        self.setPos(x, y)
        self.show()
        self.update()

    def close(self) -> None:
        # Hidden first, then shrunk after telling the scene: else the view repaints only the
        # shrunk rectangle, and the buttons stay on screen as a ghost over the board.
        self.hide()
        self.prepareGeometryChange()
        self.options, self.context = [], None
        self._retire_buttons()

    def _retire_buttons(self) -> None:
        for button in self.buttons:  # one of them may be the button clicked just now
            retire(button)
        self.buttons = []

    def keys(self) -> list[str]:
        return [key for key, _label in self.options]

    def button(self, key: str) -> ChoiceItem[K] | None:
        return next((button for button in self.buttons if button.choice == key), None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass  # the buttons paint themselves

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # between two buttons: nothing, and not the board under it either


class ChoiceItem(ClickableItem[K]):
    """One button of a chooser, in its chooser's look."""

    def __init__(self, key: str, label: str, chooser: ChooserItem[K]) -> None:
        super().__init__(chooser.target(key), chooser)
        self.choice = key
        self.label = label
        self.width = chooser.button_w
        self.look = chooser.look

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, ChooserItem.BUTTON_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 2, self.width, ChooserItem.BUTTON_H - 4)
        primary = self.choice in self.look.primary
        painter.setPen(QPen(QColor(style.INDIGO), 4.0) if self.focused  # the keyboard's cursor
                       else QPen(QColor(style.INK), 1.2))
        painter.setBrush(QColor(style.VERMILION if primary else style.CARD))
        painter.drawRoundedRect(rect, 10, 10)
        icon = self.look.icons.get(self.choice)
        if icon is not None:
            icon(painter, QRectF(rect.left() + 6, rect.top() + 6, 30, 30))
        painter.setPen(QColor("white" if primary else style.INK))
        painter.setFont(style.font(CHOICE_FONT, bold=True))
        painter.drawText(rect.adjusted(ICON_INDENT, 0, -8, 0), Qt.AlignmentFlag.AlignVCenter,
                         self.label)


class NoteItem(QGraphicsObject):
    """Why a click decided nothing, in a bubble by the thing clicked."""

    WIDTH = 360.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.height = 60.0
        self.setZValue(900)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.height)

    def say(self, text: str, anchor: QPointF, area: QRectF) -> None:
        """Show ``text`` above ``anchor`` (below it where the top of ``area`` is too near)."""
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(style.font(CHOICE_FONT))
        box = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 24, 1000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        self.height = box.height() + 22
        x = min(max(anchor.x() - self.WIDTH / 2, area.left()), area.right() - self.WIDTH)
        y = anchor.y() - self.height - 10
        if y < area.top():
            y = anchor.y() + 10
        self.setPos(x, y)
        self.show()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(style.VERMILION), 2.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor(style.INK))
        painter.setFont(style.font(CHOICE_FONT))
        painter.drawText(rect.adjusted(12, 11, -12, -11), Qt.TextFlag.TextWordWrap, self.text)


def paint_tag(painter: QPainter, frame: QRectF, edge: QColor, *, rim: QColor, paper: int,
              radius: float, shadow: QColor | None = None) -> None:
    """The paper of a tag in ``frame``: card-coloured (``paper``: its opacity), ruled in
    ``rim``, with a stripe of ``edge`` down its left side that says what kind of word it is."""
    if shadow is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawRoundedRect(frame.translated(1.5, 2.5), radius, radius)
    painter.setPen(QPen(rim, 1.2))
    painter.setBrush(style.color(style.CARD, paper))
    painter.drawRoundedRect(frame, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(QRectF(frame.left(), frame.top(), 4, frame.height()), 2, 2)


class TagItem(QGraphicsItem):
    """A small paper label beside a board item: why it cannot be clicked, or what to click next.

    It ignores the view's scale, so its text stays the size of the app's text at any window size.
    """

    MAX_WIDTH = 300.0
    PAD = 8.0
    GAP = 18.0  # from the anchor, in pixels

    def __init__(self, z: float) -> None:
        super().__init__()
        self.text = ""
        self.refusal = True  # a refusal has a vermilion edge; a question an indigo one
        self._to_left = False
        self._text_rect = QRectF()
        self._font = style.font(15)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z)
        self.hide()

    def show_text(self, text: str, anchor: QPointF, *, to_left: bool, refusal: bool) -> None:
        self.prepareGeometryChange()
        self.text, self.refusal, self._to_left = text, refusal, to_left
        metrics = QFontMetricsF(self._font)
        flags = int(Qt.TextFlag.TextWordWrap)
        self._text_rect = metrics.boundingRect(QRectF(0, 0, self.MAX_WIDTH, 1000), flags, text)
        self.setPos(anchor)
        self.setVisible(bool(text))
        self.update()

    def _frame(self) -> QRectF:
        width = self._text_rect.width() + 2 * self.PAD + 4
        height = self._text_rect.height() + 2 * self.PAD
        left = -self.GAP - width if self._to_left else self.GAP
        return QRectF(left, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self._frame().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self._frame()
        edge = QColor(style.VERMILION if self.refusal else style.INDIGO)
        paint_tag(painter, frame, edge, rim=style.color(style.INK, 200), paper=245, radius=6)
        painter.setFont(self._font)
        painter.setPen(QColor(style.INK))
        text = frame.adjusted(self.PAD + 4, self.PAD, -self.PAD, -self.PAD)
        painter.drawText(text, int(Qt.TextFlag.TextWordWrap), self.text)

"""The shared objectives as cards lying beside the map sheet, as on the table of the paper game.

They sit on the board, not in the side column: the column has no room left for them at 1024×700
with four players (the players list, the card and the action bar come first), and the board has
room to spare beside the map at every window shape the game is played in, because the map is as
tall as it is wide and the window is wider than tall. A card shows what it asks, its points and
whether the shown sheet has met it; a card met just now glows (``set_glow``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabibito.games.nextstation import scoring

from ..kit import style
from . import rules_links, texts
from .items import UNIT
from .sheet import objective_points_text, paint_check, paint_pennant

# The column beside the map: as wide as the board has to spare beside a square map in a 1024×700
# window (measured: 280 scene units), so that the cards never make the map smaller there.
COLUMN_WIDTH = 2.7 * UNIT
COLUMN_GAP = 0.1 * UNIT  # between the margin of the stamps and the cards
CARD_PADDING = 14.0
CARD_SPACING = 22.0  # between two cards, and under the heading
HEAD_HEIGHT = 44.0  # the card's head: the mark and the points
TEXT_PX, POINTS_PX, HEADING_PX = 30, 30, 32  # scene pixels: about 12-13 px at 1024×700
SMALLEST_TEXT_PX = 22  # a long compound word ("Touristenstempel") shrinks the text this far
CARD_RADIUS = 12.0
Z_CARD = 5


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _wrapped_height(text: str, font: QFont, width: float) -> float:
    flags = int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()


def unbreakable_words(text: str) -> list[str]:
    """The words a line may not break inside: Qt breaks Japanese between any two characters."""
    return [word for word in text.split() if all(ord(char) < 0x2E80 for char in word)]


def text_font(text: str, width: float) -> QFont:
    """The card's text font: smaller when its longest word would not fit the card's width, since
    word wrap never breaks a word and German compounds are long."""
    pixels, words = TEXT_PX, unbreakable_words(text)
    while pixels > SMALLEST_TEXT_PX:
        metrics = QFontMetricsF(_font(pixels))
        if max((metrics.horizontalAdvance(word) for word in words), default=0) <= width:
            break
        pixels -= 1
    return _font(pixels)


class ObjectiveCard(QGraphicsObject):
    """One shared objective: a paper card with an ochre head, the pennant (a check once the shown
    sheet met it) and the points in the head, what it asks written below. Key: the objective."""

    def __init__(self, objective: str, width: float) -> None:
        super().__init__()
        self.key = objective
        self.width = width
        self.met = False
        self.glow = 0.0
        self.text = ""
        self.height = HEAD_HEIGHT
        self.setZValue(Z_CARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def show_text(self, text: str) -> None:
        """What the objective asks, in the current language: the card grows to hold it."""
        inner = self.width - 2 * CARD_PADDING
        height = HEAD_HEIGHT + _wrapped_height(text, text_font(text, inner), inner) + 2 * CARD_PADDING
        if text != self.text or height != self.height:
            self.prepareGeometryChange()
            self.text, self.height = text, height
        self.setToolTip(rules_links.hinted(f"{text}\n{texts.objectives_title()}"))

    def set_met(self, met: bool) -> None:
        if met != self.met:
            self.met = met
            self.update()

    def set_glow(self, progress: float) -> None:
        """Met just now: the card lights up in ochre and the light fades; nothing moves."""
        self.glow = 0.0 if progress >= 1.0 else 1.0 - progress
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.boundingRect().adjusted(2, 2, -2, -2)
        rim = QColor(style.PINE) if self.met else QColor(style.INK)
        painter.setPen(QPen(rim, 4.0 if self.met else 2.5))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(card, CARD_RADIUS, CARD_RADIUS)
        head = QRectF(card.left(), card.top(), card.width(), HEAD_HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.color(style.OCHRE, 90))
        painter.drawRoundedRect(head.adjusted(3, 3, -3, 0), CARD_RADIUS - 3, CARD_RADIUS - 3)
        if self.glow > 0.0:
            painter.setBrush(style.color(style.OCHRE, round(210 * self.glow)))
            painter.drawRoundedRect(card, CARD_RADIUS, CARD_RADIUS)
        mark = QPointF(head.left() + CARD_PADDING + 14, head.center().y() + 2)
        if self.met:
            paint_check(painter, mark, 30)
        else:
            paint_pennant(painter, mark, 28, style.color(style.OCHRE, 200))
        painter.setFont(_font(POINTS_PX, bold=True))
        painter.setPen(rim if self.met else QColor(style.INK_SOFT))
        painter.drawText(head.adjusted(0, 2, -CARD_PADDING, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         objective_points_text(scoring.OBJECTIVE_POINTS))
        body = QRectF(card.left() + CARD_PADDING, head.bottom() + CARD_PADDING * 0.6,
                      card.width() - 2 * CARD_PADDING, card.bottom() - head.bottom())
        painter.setFont(text_font(self.text, body.width()))
        painter.setPen(QColor(style.INK))
        painter.drawText(body, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                                   | Qt.AlignmentFlag.AlignTop), self.text)


class ObjectiveHeading(QGraphicsObject):
    """"Shared objectives" over the cards, wrapped to the column's width."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.text = ""
        self.height = 0.0
        self.setZValue(Z_CARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def show_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.height = _wrapped_height(text, _font(HEADING_PX, bold=True), self.width)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(_font(HEADING_PX, bold=True))
        painter.setPen(QColor(style.INK))
        painter.drawText(self.boundingRect(), int(Qt.TextFlag.TextWordWrap
                                                  | Qt.AlignmentFlag.AlignLeft), self.text)


class ObjectiveColumn:
    """The heading and one card per objective of the game, stacked from ``top`` at ``left``."""

    def __init__(self, objectives: Sequence[str], left: float, top: float) -> None:
        width = COLUMN_WIDTH - COLUMN_GAP
        self.left, self.top = left + COLUMN_GAP, top
        self.heading = ObjectiveHeading(width)
        self.cards = [ObjectiveCard(objective, width) for objective in objectives]
        for item in self.items():
            rules_links.link(item, rules_links.OBJECTIVES)

    def items(self) -> list[QGraphicsObject]:
        return [self.heading, *self.cards]

    def show(self, met: frozenset[str] | set[str]) -> None:
        for card in self.cards:
            card.set_met(card.key in met)

    def retranslate(self) -> None:
        """New words, new heights: the cards are stacked again under the heading."""
        self.heading.show_text(texts.option_label("objectives"))
        self.heading.setPos(self.left, self.top)
        y = self.top + self.heading.height + CARD_SPACING * 0.6
        for card in self.cards:
            card.show_text(texts.objective_text(card.key))
            card.setPos(self.left, y)
            y += card.height + CARD_SPACING

    def bottom(self) -> float:
        last = self.cards[-1] if self.cards else self.heading
        return last.y() + last.height

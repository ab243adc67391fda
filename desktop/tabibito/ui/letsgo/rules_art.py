"""Pictures for the rules of Let's Go! To Japan, drawn from the board's own art (no words on
them: the rules' caption says what they show, in every language).

``rules_picture(key)`` answers the picture keys of the rules contract: "card" (a card's parts:
a Tokyo, a Kyoto and a yellow card), "day" (a day's column: overlapping cards, the highlight
last, the lit slots above, between and below), "walk" (a hand card discarded, a face-down card
placed, a research token gained), "tracks" (the experience tracks and the mood track).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from tabibito.games.letsgo.data import EXPERIENCES, KYOTO, LetsGoData, load_data

from ..kit import style
from ..kit.rules_pictures import PICTURE_SIZE, painted_picture
from . import art, texts

WIDTH = PICTURE_SIZE.width()
# Cards chosen for the pictures: a Tokyo card, a Kyoto card, a yellow one; a day's column.
CARD_EXAMPLES = ("T3", "K7", "T75")
DAY_EXAMPLE = ("K12", "T5", "K40")
WALK_EXAMPLE = "T60"
TRACK_EXAMPLE = (5, 8, 3, 11, 2)  # where each experience marker stands in the picture
MOOD_EXAMPLE = 1


def rules_picture(key: str) -> QImage | None:
    """The picture of ``key`` (about 640 × 300 logical pixels at ratio 2), None for a key this
    game has no picture of."""
    painter_of = PICTURES.get(key)
    if painter_of is None:
        return None
    return painted_picture(lambda painter: painter_of(painter, load_data()))


def _card(painter: QPainter, data: LetsGoData, card_id: str, rect: QRectF) -> None:
    card = data.cards[card_id]
    art.paint_card(painter, rect, card, texts.card_title(card_id, data))


def _card_rect(x: float, y: float, width: float) -> QRectF:
    return QRectF(x, y, width, width * art.CARD_H / art.CARD_W)


def _arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    pen = QPen(QColor(style.INK), 4.0)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(start, end)
    direction = 1 if end.x() > start.x() else -1
    painter.drawLine(end, end + QPointF(-12 * direction, -10))
    painter.drawLine(end, end + QPointF(-12 * direction, 10))


def paint_cards(painter: QPainter, data: LetsGoData) -> None:
    """A Tokyo card, a Kyoto card and a yellow card side by side."""
    width = 190.0
    gap = (WIDTH - 3 * width) / 4
    for n, card_id in enumerate(CARD_EXAMPLES):
        _card(painter, data, card_id, _card_rect(gap + n * (width + gap), 16, width))


def paint_day(painter: QPainter, data: LetsGoData) -> None:
    """Left: a day of three cards as they overlap, the highlight whole at the bottom. Right: a
    day of two cards opened up with its three lit slots."""
    width = 130.0
    strip = art.STRIP_H * width / art.CARD_W
    for n, card_id in enumerate(DAY_EXAMPLE):
        _card(painter, data, card_id, _card_rect(80, 8 + n * strip, width))
    gap = 16.0
    left = 400.0
    lit = QColor(style.PINE)
    tops = [34 + n * (strip + gap) for n in range(2)]
    for top, card_id in zip(tops, DAY_EXAMPLE[:2], strict=True):
        _card(painter, data, card_id, _card_rect(left, top, width))
    height = width * art.CARD_H / art.CARD_W
    for centre in (tops[0] - gap / 2, tops[1] - gap / 2, tops[1] + height + gap / 2):
        painter.setPen(QPen(QColor("white"), 2.0))
        painter.setBrush(lit)
        painter.drawRoundedRect(QRectF(left, centre - 7, width, 14), 7, 7)
    _arrow(painter, QPointF(250, 150), QPointF(350, 150))


def paint_walk(painter: QPainter, data: LetsGoData) -> None:
    """A hand card goes to the discard, a card comes face down, a research token is gained."""
    width = 160.0
    card = _card_rect(30, 22, width)
    _card(painter, data, WALK_EXAMPLE, card)
    painter.setPen(QPen(QColor(style.VERMILION), 8.0))
    painter.drawLine(card.topLeft() + QPointF(20, 20), card.bottomRight() - QPointF(20, 20))
    _arrow(painter, QPointF(210, 130), QPointF(290, 130))
    art.paint_back(painter, _card_rect(310, 22, width), KYOTO, data.walk_back,
                   title=texts.walk_title())
    painter.setPen(QPen(QColor(style.INK), 4.0))
    painter.drawLine(QPointF(505, 130), QPointF(535, 130))
    painter.drawLine(QPointF(520, 115), QPointF(520, 145))
    art.paint_icon(painter, art.RESEARCH, QRectF(550, 100, 64, 64))


def paint_tracks(painter: QPainter, data: LetsGoData) -> None:
    """Five experience tracks (0 to 12) with their markers, the thresholds that score marked;
    under them the mood track from stress (-3) to happiness (+3)."""
    left, top, cell, row = 56.0, 12.0, 40.0, 40.0
    thresholds = {4, 7, 10, 12}
    for n, kind in enumerate(EXPERIENCES):
        y = top + n * row
        art.paint_icon(painter, kind, QRectF(10, y + 4, 32, 32))
        for step in range(13):
            rect = QRectF(left + step * cell + 2, y + 6, cell - 4, row - 12)
            painter.setPen(QPen(QColor(style.RULE), 1.0))
            painter.setBrush(QColor(style.PAPER_DEEP if step in thresholds else style.CARD))
            painter.drawRoundedRect(rect, 5, 5)
        marker = QPointF(left + TRACK_EXAMPLE[n] * cell + cell / 2, y + row / 2)
        painter.setPen(QPen(QColor(style.INK), 1.5))
        painter.setBrush(art.icon_colour(kind))
        painter.drawEllipse(marker, 11, 11)
    y = top + len(EXPERIENCES) * row + 16
    mood_left = left + 3 * cell
    for step in range(-3, 4):
        rect = QRectF(mood_left + (step + 3) * cell + 2, y, cell - 4, 34)
        colour = art.GREEN_INK if step == 3 else art.RED_INK if step == -3 else style.CARD
        painter.setPen(QPen(QColor(style.RULE), 1.0))
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(rect, 5, 5)
    art.paint_icon(painter, "aL", QRectF(mood_left - 42, y + 1, 32, 32))
    art.paint_icon(painter, "hL", QRectF(mood_left + 7 * cell + 10, y + 1, 32, 32))
    marker = QPointF(mood_left + (MOOD_EXAMPLE + 3) * cell + cell / 2, y + 17)
    painter.setPen(QPen(QColor(style.INK), 1.5))
    painter.setBrush(QColor(style.INDIGO))
    painter.drawEllipse(marker, 11, 11)


PICTURES: dict[str, Callable[[QPainter, LetsGoData], None]] = {
    "card": paint_cards, "day": paint_day, "walk": paint_walk, "tracks": paint_tracks,
}
PICTURE_KEYS = tuple(PICTURES)


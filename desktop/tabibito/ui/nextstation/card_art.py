"""Next Station's station cards as the side column draws them: a card's face (street cards
pink, subway cards red with a band) and back, a small card of the round (``CardFace``), and the
big card(s) of the decision (``CardStage``), which turn over when a card is flipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QWidget,
)

from tabibito.games.nextstation.cards import CARDS

from ..kit import style
from ..kit.i18n import fill
from . import rules_links, texts
from .items import paint_symbol
from .motion import halves

if TYPE_CHECKING:
    pass


STREET_FACE = "#f7dbe3"
# Round-ending (subway) cards are red, as the editions print them; green stays the loop's colour.
SUBWAY_FACE = "#f5dcd3"
SUBWAY_RED = "#b3332a"
CARD_BACK = style.INDIGO  # the backs are aizome, as the rest of the woodblock palette
CARD_WIDTH, CARD_HEIGHT = 56, 78  # a card's proportions, and the size it is painted at
PARTNER_SHIFT = 0.42  # of a card's width: how far the switch's partner lies to the right
JOKER_SYMBOLS = ("circle", "triangle", "square", "pentagon")


def paint_card(painter: QPainter, rect: QRectF, card_id: str, *, small: bool = False,
               highlight: bool = False, font: QFont | None = None) -> None:
    """A station card in our own style: street cards pink, subway cards red with a band; an
    unknown id is the dashed outline of a face-down placeholder."""
    card = CARDS.get(card_id)
    radius = 4 if small else 9
    ink = QColor(style.INK)
    if card is None:
        painter.setPen(QPen(style.color(style.INK_SOFT), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        return
    painter.setPen(QPen(QColor(style.VERMILION) if highlight else ink, 3.0 if highlight else 1.8))
    painter.setBrush(QBrush(QColor(SUBWAY_FACE if card.subway else STREET_FACE)))
    painter.drawRoundedRect(rect, radius, radius)
    if card.subway:
        _paint_subway_band(painter, rect, radius, None if small else font)
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.42)
    size = rect.width() * (0.26 if not small else 0.3)
    fill_colour = QColor(style.CARD)
    width = 2.5 if not small else 1.5
    if card.symbol is not None:
        paint_symbol(painter, card.symbol, centre, size, fill_colour, ink, width)
    elif card.joker:
        _paint_joker(painter, centre, size, width, rails=not small)
    else:  # the switch: one track forking in two
        painter.setPen(QPen(ink, width * 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        bottom = centre + QPointF(0, size * 1.3)
        fork = centre + QPointF(0, size * 0.1)
        painter.drawLine(bottom, fork)
        painter.drawLine(fork, centre + QPointF(-size, -size * 1.1))
        painter.drawLine(fork, centre + QPointF(size, -size * 1.1))


def _paint_subway_band(painter: QPainter, rect: QRectF, radius: float,
                       font: QFont | None) -> None:
    """The red band of the subway cards: these end the round (labelled when there is room)."""
    band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.2, rect.width(),
                  rect.height() * 0.2)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(band, QColor(SUBWAY_RED))
    painter.restore()
    if font is not None:
        painter.setPen(QColor(style.CARD))
        band_font = QFont(font)
        band_font.setPixelSize(9)
        band_font.setBold(True)
        painter.setFont(band_font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, texts.card_band_text())


def _paint_joker(painter: QPainter, centre: QPointF, size: float, width: float,
                 rails: bool) -> None:
    ink, fill_colour = QColor(style.INK), QColor(style.CARD)
    step = size * 0.95
    for index, symbol in enumerate(JOKER_SYMBOLS):
        dx = -step if index % 2 == 0 else step
        dy = -step if index < 2 else step
        paint_symbol(painter, symbol, centre + QPointF(dx, dy), size * 0.62, fill_colour,
                     ink, width * 0.8)
    if rails:  # double track: two rails under the symbols
        y = centre.y() + step * 2.1
        painter.setPen(QPen(ink, 2.2))
        for offset in (-3.0, 3.0):
            painter.drawLine(QPointF(centre.x() - step * 1.6, y + offset),
                             QPointF(centre.x() + step * 1.6, y + offset))


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a station card: indigo, a paper rim and a station on a track."""
    painter.setPen(QPen(QColor(style.INK), 1.8))
    painter.setBrush(QColor(CARD_BACK))
    painter.drawRoundedRect(rect, 9, 9)
    rim = rect.adjusted(5, 5, -5, -5)
    painter.setPen(QPen(QColor(style.CARD), 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rim, 6, 6)
    centre = rect.center()
    painter.drawLine(QPointF(rim.left() + 6, centre.y()), QPointF(rim.right() - 6, centre.y()))
    painter.setBrush(QColor(style.CARD))
    painter.drawEllipse(centre, rect.width() * 0.14, rect.width() * 0.14)


class CardFace(QWidget):
    """A station card at a fixed small size (the earlier cards of the round).

    Key: the card id (empty: a face-down placeholder).
    """

    def __init__(self, card: str = "", small: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.small = small
        self.highlight = False
        size = QSize(20, 28) if small else QSize(CARD_WIDTH, CARD_HEIGHT)
        self.setFixedSize(size)

    def set_card(self, card: str, highlight: bool = False) -> None:
        self.card, self.highlight = card, highlight
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setToolTip(_card_tooltip(self.card))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        paint_card(painter, rect, self.card, small=self.small, highlight=self.highlight,
                   font=self.font())
        painter.end()


def _card_tooltip(card: str) -> str:
    if not card:
        return ""
    return fill(texts.card_tooltip(), texts.card_name(card), texts.card_kind(card))


class CardStage(QWidget):
    """The card(s) of this decision drawn big, as they lie on the table: the switch's partner
    overlaps it to the right. It turns over when a new card is flipped (``set_turn``).

    Its size depends on the card height it is given alone, never on the cards shown, so that
    neither a second card nor the flip moves anything beside it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[str, ...] = ()
        self.turn = 1.0  # the flip's progress: 1 = face up and still
        self.result: int | None = None  # once the game is over: the total, sealed in its place
        rules_links.link_widget(self, rules_links.CARDS)
        self.set_card_height(CARD_HEIGHT)

    def set_card_height(self, height: int) -> None:
        self.card_size = QSize(round(height * CARD_WIDTH / CARD_HEIGHT), height)
        self.setFixedSize(round(self.card_size.width() * (1 + PARTNER_SHIFT)) + 4, height + 4)
        self.update()

    def set_cards(self, cards: tuple[str, ...]) -> None:
        self.cards = cards
        named = [_card_tooltip(card) for card in cards]
        self.setToolTip(rules_links.hinted("\n".join([*named, texts.hero_card_text()])
                                           if named else ""))
        self.update()

    def set_turn(self, progress: float) -> None:
        self.turn = progress
        self.update()

    def set_result(self, points: int | None) -> None:
        self.result = points
        self.update()

    def shown_result(self) -> int | None:
        return self.result

    def retranslate(self) -> None:
        self.set_cards(self.cards)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.result is not None:
            self._paint_seal(painter)
            painter.end()
            return
        face_up, width = halves(self.turn)
        slots = self._slots()
        for index, slot in enumerate(slots):
            card = self.cards[index] if index < len(self.cards) else ""
            self._paint_slot(painter, slot, card, face_up, width)
        painter.end()

    def _paint_seal(self, painter: QPainter) -> None:
        """The final total as a round vermilion seal where the card lay."""
        radius = min(self.width(), self.height()) / 2 - 4
        centre = QRectF(self.rect()).center()
        seal = QColor(style.VERMILION)
        painter.setPen(QPen(seal, 3.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(seal, 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius - 6, radius - 6)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(14, round(radius * 0.72)))
        painter.setFont(font)
        painter.setPen(seal)
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, str(self.shown_result()))

    def _slots(self) -> list[QRectF]:
        """Where the cards lie: one centred, or the switch and its partner overlapping."""
        w, h = self.card_size.width(), self.card_size.height()
        if len(self.cards) < 2:
            return [QRectF((self.width() - w) / 2, 2, w, h)]
        shift = w * PARTNER_SHIFT
        return [QRectF(2, 2, w, h), QRectF(2 + shift, 2, w, h)]

    def _paint_slot(self, painter: QPainter, slot: QRectF, card: str, face_up: bool,
                    width: float) -> None:
        # Painted at the small face's size and scaled: the big card is the same card, its
        # strokes and the band's words grow with it.
        painter.save()
        painter.translate(slot.center())
        painter.scale(max(width, 0.001) * slot.width() / CARD_WIDTH, slot.height() / CARD_HEIGHT)
        base = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        base = base.adjusted(1.5, 1.5, -1.5, -1.5)
        if face_up and card:
            paint_card(painter, base, card, font=self.font())
        elif card or not face_up:
            paint_card_back(painter, base)
        else:
            paint_card(painter, base, "")
        painter.restore()



"""A walk turned over on the trip: the decision shows the card's front beside the walk's back,
each under its name, so that the player compares what each face scores before choosing (the
board still shows the back until the choice is made)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabibito.games.letsgo.data import LetsGoData
from tabibito.games.letsgo.rules import city_of

from ..kit import style
from . import art, texts
from .cards import card_of, card_title, translate

GAP = 14.0  # between the two cards
CAPTION = 20.0  # the line under each card
MAX_CARD_W = 150.0  # a card no wider than this, however wide the panel


class WalkFaces(QWidget):
    """See the module docstring. ``show_walk`` sets the card; the widget keeps the cards'
    proportions at the panel's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkFaces")
        self._data: LetsGoData | None = None
        self.card_id = ""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_walk(self, data: LetsGoData, card_id: str) -> None:
        self._data, self.card_id = data, card_id
        card = card_of(data, card_id)
        self.setToolTip(texts.card_explanation(card) if card is not None else "")
        self.updateGeometry()
        self.update()

    def _card_width(self, width: float) -> float:
        return min(MAX_CARD_W, (width - GAP) / 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The layout of the panel's card gives heightForWidth no say: the height follows the
        # width here (it never changes the width, so this settles at once).
        super().resizeEvent(event)
        self.setMinimumHeight(self.heightForWidth(self.width()))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(self._card_width(width) * art.CARD_H / art.CARD_W + CAPTION + 4)

    def sizeHint(self) -> QSize:
        width = round(2 * MAX_CARD_W + GAP)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.heightForWidth(160))

    def faces(self) -> tuple[QRectF, QRectF]:
        """Where the front and the back are painted."""
        fits = (self.height() - CAPTION - 4) * art.CARD_W / art.CARD_H  # never cut at the foot
        card_w = min(self._card_width(self.width()), fits)
        card_h = card_w * art.CARD_H / art.CARD_W
        left = (self.width() - 2 * card_w - GAP) / 2
        front = QRectF(left, 0, card_w, card_h)
        return front, front.translated(card_w + GAP, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        data = self._data
        card = card_of(data, self.card_id) if data is not None else None
        if data is None or card is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        front, back = self.faces()
        art.paint_card(painter, front, card, card_title(self.card_id, data))
        art.paint_back(painter, back, city_of(self.card_id), data.walk_back,
                       title=texts.walk_title())
        painter.setPen(QColor(style.INK))
        painter.setFont(art.font(13, bold=True))
        #: under the card's front, beside its back, in the walk decision of the trip
        self._caption(painter, front, translate("LetsGo", "Front"))
        #: under the walk's back, beside the card's front, in the walk decision of the trip
        self._caption(painter, back, translate("LetsGo", "Back"))

    def _caption(self, painter: QPainter, card: QRectF, text: str) -> None:
        line = QRectF(card.left(), card.bottom() + 2, card.width(), CAPTION)
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)

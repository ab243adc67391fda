"""A walk turned over on the trip: the decision shows the card's front beside the walk's back,
each under its name, so that the player compares what each face scores before choosing (the
board still shows the back until the choice is made).

Both faces stay whole in the side column's scroll view: they are no taller than the room from
their top to the view's foot (at 1024×700 the panel's view ended across them), down to
``LEAST_CARD_H``; shorter still, they leave out their captions (the buttons above say "Front: …"
and "Back: …"), and below that the view scrolls instead. The tooltip says the front whole."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from tabibito.games.letsgo.data import LetsGoData
from tabibito.games.letsgo.rules import city_of

from ..kit import style
from ..kit.panel import ScrollView
from . import art, texts
from .cards import card_of, card_title, translate

GAP = 14.0  # between the two cards
CAPTION = 20.0  # the line under each card
CAPTION_PX, LEAST_CAPTION_PX = 13, 9  # its words' size, and the least it shrinks to
MAX_CARD_W = 150.0  # a card no wider than this, however wide the panel
LEAST_CARD_H = 80.0  # a card no shorter than this: its picture and icons still read
FOOT = 6  # below the faces in the view: the spacing before the decision's next row, which then
# starts below the fold, never half in sight


class WalkFaces(QWidget):
    """See the module docstring. ``show_walk`` sets the card; the widget keeps the cards'
    proportions at the panel's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkFaces")
        self._data: LetsGoData | None = None
        self.card_id = ""
        self._view = ScrollView(self, self._fit)  # the scroll view the faces sit in
        self.caption = CAPTION  # the captions' height, 0 when the room leaves none
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
        super().resizeEvent(event)
        self._fit()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._view.find()  # the scroll view around the panel (the window's height)
        self._fit()

    def _fit(self) -> None:
        # The layout of the panel's card gives heightForWidth no say: the height follows the
        # width and the room here (neither depends on the height, so this settles at once).
        self.caption = self._card_and_caption(self.width())[1]
        height = self.heightForWidth(self.width())
        self.setMinimumHeight(height)
        self.setMaximumHeight(height)

    def _room(self) -> int | None:
        """The height from the faces' top to the foot of the scroll view, or None (no view)."""
        area = self._view.area
        content = area.widget() if isinstance(area, QScrollArea) else None
        if area is None or content is None or not content.isAncestorOf(self):
            return None
        top = self.mapTo(content, QPoint(0, 0)).y()
        return area.viewport().height() - top - FOOT

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        card_h, caption = self._card_and_caption(width)
        return round(card_h + caption + 4)

    def full_height(self, width: int) -> int:
        """The faces' height at ``width`` with the room to show them at full size."""
        return round(self._card_width(width) * art.CARD_H / art.CARD_W + CAPTION + 4)

    def _card_and_caption(self, width: int) -> tuple[float, float]:
        """A card's height at ``width`` in the room there is, and the captions' (or 0)."""
        card_h = self._card_width(width) * art.CARD_H / art.CARD_W
        room = self._room()
        if room is None or card_h + CAPTION + 4 <= room:
            return card_h, CAPTION
        caption = CAPTION if room - CAPTION - 4 >= LEAST_CARD_H else 0.0
        return min(card_h, max(LEAST_CARD_H, room - caption - 4)), caption

    def sizeHint(self) -> QSize:
        width = round(2 * MAX_CARD_W + GAP)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.heightForWidth(160))

    def faces(self) -> tuple[QRectF, QRectF]:
        """Where the front and the back are painted."""
        fits = (self.height() - self.caption - 4) * art.CARD_W / art.CARD_H  # never cut at the foot
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
        if not self.caption:
            return
        painter.setPen(QColor(style.INK))
        for line, font, text in self.captions():
            painter.setFont(font)
            painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)

    def captions(self) -> list[tuple[QRectF, QFont, str]]:
        """Each caption's line, font and words: the line as wide as its card and its half of
        the gap, the font shrunk until the words fit it (a narrow card cut the German
        "Vorderseite" at both ends at 1024×700), down to LEAST_CAPTION_PX, then elided."""
        #: under the card's front, beside its back, in the walk decision of the trip
        front_word = translate("LetsGo", "Front")
        #: under the walk's back, beside the card's front, in the walk decision of the trip
        back_word = translate("LetsGo", "Back")
        shown = []
        for card, text in zip(self.faces(), (front_word, back_word), strict=True):
            line = QRectF(card.left() - GAP / 2, card.bottom() + 2, card.width() + GAP,
                          self.caption)
            size = CAPTION_PX
            font = art.font(size, bold=True)
            while size > LEAST_CAPTION_PX and \
                    QFontMetricsF(font).horizontalAdvance(text) > line.width():
                size -= 1
                font = art.font(size, bold=True)
            metrics = QFontMetricsF(font)
            shown.append((line, font, metrics.elidedText(text, Qt.TextElideMode.ElideRight,
                                                         line.width())))
        return shown

"""The pass-and-play screen: covers the whole window until the next player says they are there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .kit import style
from .kit.i18n import fill
from .kit.paths import resource_path
from .kit.relabel import Overlay


class HandoffOverlay(Overlay):
    """Opaque on purpose: nothing of the previous player's view may show through."""

    accepted = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._over = parent  # the widget it covers
        self.setObjectName("handoff")
        self._name = ""
        self._card = QFrame(self)
        self._card.setProperty("role", "card")
        self._art = QSvgWidget(str(resource_path("art", "handoff.svg")))
        self._art.setFixedSize(QSize(160, 120))
        self._heading = QLabel()
        self._heading.setProperty("role", "title")
        self._heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._heading.setWordWrap(True)
        self._hint = QLabel()
        self._hint.setProperty("role", "subtle")
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self.ready = QPushButton()
        self.ready.setProperty("role", "primary")
        self.ready.setDefault(True)
        self.ready.clicked.connect(self.accepted)
        self.take_back = QPushButton()
        self.take_back.clicked.connect(self.undo_requested)
        self._lay_out()
        self.hide()
        self.retranslate()

    def _lay_out(self) -> None:
        inner = QVBoxLayout(self._card)
        inner.setContentsMargins(40, 32, 40, 32)
        inner.setSpacing(16)
        inner.addWidget(self._art, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addWidget(self._heading)
        inner.addWidget(self._hint)
        inner.addSpacing(8)
        inner.addWidget(self.ready, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addWidget(self.take_back, 0, Qt.AlignmentFlag.AlignHCenter)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self._card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        # A fixed width lets the wrapped heading ask for the height it needs (heightForWidth);
        # with a free width Qt sizes the card before the text wraps and the lines overlap.
        self._card.setFixedWidth(560)

    def show_for(self, name: str, can_take_back: bool) -> None:
        self._name = name
        self.take_back.setVisible(can_take_back)
        self.retranslate()
        self.setGeometry(self._over.rect())
        self.show()
        self.raise_()
        self.ready.setFocus()

    def set_can_take_back(self, can_take_back: bool) -> None:
        self.take_back.setVisible(can_take_back)

    def retranslate(self) -> None:
        self._heading.setText(fill(self.tr("Pass the device to %1"), self._name))
        self._hint.setText(fill(self.tr(
            "Only %1 should look at the screen now. Their cards stay hidden until they are ready."),
            self._name))
        self.ready.setText(fill(self.tr("I am %1: show my turn"), self._name))
        self.take_back.setText(self.tr("Take back the last move"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.paper_brush())
        # A wide indigo band behind the card, like a noren curtain in a doorway.
        band = QRectF(0, self.height() * 0.18, self.width(), self.height() * 0.64)
        painter.fillRect(band, style.color(style.INDIGO))
        waves = QRectF(band.left(), band.bottom() - 90, band.width(), 90)
        style.paint_waves(painter, waves, ink=style.PAPER, ground=style.INDIGO, strength=30)
        painter.end()

"""Pass-and-play: the screen that covers the whole window until the next player says they are
there (a turn with something private to hide), and the curtain that names the next player when the
screen goes straight to their sheet (a public turn, ``TurnCurtain``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .kit import style
from .kit.i18n import fill
from .kit.panel import DecisionGuard
from .kit.relabel import Overlay
from .plugin_api import Table, TurnColours


def _pen(colour: str, width: float) -> QPen:
    pen = QPen(style.color(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def handoff_colours(table: Table, panel: object,
                    seat: int) -> tuple[QColor | None, QColor | None]:
    """The colours of the player handing the device on (the last human who moved) and of
    ``seat``, taking it, as the game's panel gives them (None where it gives none)."""
    if not isinstance(panel, TurnColours):
        return None, None
    match = table.match
    giver = next((move.seat for move in reversed(match.log)
                  if match.seats[move.seat].is_human and move.seat != seat), None)
    return (panel.turn_colour(giver) if giver is not None else None), panel.turn_colour(seat)


class HandoffArt(QWidget):
    """Two travellers in the two players' own colours, the one at the screen turning it to the
    next: a laptop between them (a desktop app: no phone)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(QSize(160, 120))
        self.colours: tuple[QColor | None, QColor | None] = (None, None)

    def set_colours(self, giver: QColor | None, taker: QColor | None) -> None:
        self.colours = (giver, taker)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_pen(style.INK, 3))
        for x, colour in zip((28.0, 132.0), self.colours, strict=True):
            painter.setBrush(colour if colour is not None else style.color(style.INK_SOFT))
            painter.drawEllipse(QPointF(x, 40), 13, 13)
            body = QPainterPath(QPointF(x - 22, 104))
            body.quadTo(QPointF(x - 20, 62), QPointF(x, 60))
            body.quadTo(QPointF(x + 20, 62), QPointF(x + 22, 104))
            body.closeSubpath()
            painter.drawPath(body)
        # the laptop: its screen lit in indigo, its keyboard below
        painter.setBrush(style.color(style.CARD))
        painter.drawRoundedRect(QRectF(56, 54, 48, 32), 3, 3)
        painter.fillRect(QRectF(61, 59, 38, 22), style.color(style.INDIGO))
        keyboard = QPainterPath(QPointF(50, 94))
        for corner in ((56, 86), (104, 86), (110, 94)):
            keyboard.lineTo(QPointF(*corner))
        keyboard.closeSubpath()
        painter.drawPath(keyboard)
        # the arrow from one to the other
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(style.VERMILION, 4))
        arc = QPainterPath(QPointF(58, 26))
        arc.quadTo(QPointF(80, 10), QPointF(102, 26))
        painter.drawPath(arc)
        head = QPainterPath(QPointF(96, 18))
        head.lineTo(QPointF(103, 27))
        head.lineTo(QPointF(92, 29))
        painter.drawPath(head)
        painter.end()


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
        self._art = HandoffArt()
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
        self.ready.clicked.connect(self._ready)
        # The screen comes up under the previous player's pointer: their hurried second click
        # must not show the next player's turn to them.
        self.guard = DecisionGuard()
        self._shown = 0  # counts the hand-offs shown: each one a new decision for the guard
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

    colours = staticmethod(handoff_colours)  # for the window, which imports this module late

    def show_for(self, name: str, can_take_back: bool,
                 colours: tuple[QColor | None, QColor | None] = (None, None)) -> None:
        """Cover the screen for ``name``; ``colours``: the player handing the device on and the
        one taking it (None: a game without seat colours, drawn in ink)."""
        self._art.set_colours(*colours)
        self._shown += 1
        self.guard.note(self._shown)
        self._name = name
        self.take_back.setVisible(can_take_back)
        self.retranslate()
        self.setGeometry(self._over.rect())
        self.show()
        self.raise_()
        self.ready.setFocus()

    def _ready(self) -> None:
        if self.guard.passed():
            self.accepted.emit()

    def set_can_take_back(self, can_take_back: bool) -> None:
        self.take_back.setVisible(can_take_back)

    def retranslate(self) -> None:
        #: the hand-off screen between two people's turns: %1 the next player's name
        self._heading.setText(fill(self.tr("Pass the device to %1"), self._name))
        #: the hand-off screen under its heading: %1 the next player's name
        self._hint.setText(fill(self.tr(
            "Only %1 should look at the screen now. Their cards stay hidden until they are ready."),
            self._name))
        #: the hand-off screen's button the next player presses: %1 their name
        self.ready.setText(fill(self.tr("I am %1: show my turn"), self._name))
        #: the hand-off screen's button for the player who just moved (their move is undone)
        self.take_back.setText(self.tr("Take back the last move"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.paper_brush())
        # An indigo noren over the whole doorway: nothing of the paper's edge at any size.
        band = QRectF(self.rect())
        painter.fillRect(band, style.color(style.INDIGO))
        waves = QRectF(band.left(), band.bottom() - 90, band.width(), 90)
        style.paint_waves(painter, waves, ink=style.PAPER, ground=style.INDIGO, strength=30)
        painter.end()


CURTAIN_MS = 900        # the whole curtain at normal speed: in, the name held, out
CURTAIN_STILL_MS = 450  # with animations off: the name shown still, as long as a click takes
CURTAIN_VEIL = 150      # how much of the paper colour veils the screen at the curtain's height


class TurnCurtain(Overlay):
    """The switch to another player's sheet at a shared screen, made visible: for a moment the
    screen is veiled and "Your turn, Ben" stands over it in Ben's colour, and a click meant for
    the sheet that was there (a hurried double-click) lands on the curtain and does nothing."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._over = parent  # the screen it veils
        self.setObjectName("turnCurtain")
        self.text = ""
        self.colour: QColor | None = None
        self._level = 0.0  # 0: clear, 1: the veil and the name at full strength
        self._moving = False  # fading in and out (animations on), or shown still
        self._run = QVariantAnimation(self, startValue=0.0, endValue=1.0)
        self._run.valueChanged.connect(self._step)
        self._run.finished.connect(self.finish)
        self.hide()

    def retranslate(self) -> None:
        pass  # the screen gives the words, in the language of the moment

    def show_turn(self, text: str, colour: QColor | None, animation_factor: float) -> None:
        """Show ``text`` (the next player's turn), edged in ``colour``, for a moment."""
        self.text, self.colour = text, colour
        moving = animation_factor > 0
        self._run.stop()
        self._run.setDuration(round(CURTAIN_MS * animation_factor) if moving
                              else CURTAIN_STILL_MS)
        self._moving = moving
        self.setGeometry(self._over.rect())
        self._step(0.0)
        self.show()
        self.raise_()
        self._run.start()

    def showing(self) -> bool:
        return self.isVisible()

    def finish(self) -> None:
        """The curtain is gone: the new sheet takes clicks again."""
        self._run.stop()
        self.hide()

    def _step(self, value: object) -> None:
        progress = float(value) if isinstance(value, float) else 0.0
        # In over the first fifth, held, out over the last two fifths; still: held throughout.
        self._level = 1.0 if not self._moving else min(1.0, progress * 5, (1.0 - progress) * 2.5)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # meant for the sheet that was there: it does nothing

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), style.color(style.PAPER, round(CURTAIN_VEIL * self._level)))
        font = style.font(max(22.0, self.height() / 18), bold=True)
        painter.setFont(font)
        words = painter.fontMetrics().boundingRect(self.text)
        band = QRectF(0, 0, words.width() + 96, words.height() + 40)
        band.moveCenter(QRectF(self.rect()).center())
        shape = QPainterPath()
        shape.addRoundedRect(band, 16, 16)
        alpha = round(255 * self._level)
        painter.fillPath(shape, style.color(style.CARD, alpha))
        edge = QColor(self.colour) if self.colour is not None else style.color(style.INK_SOFT)
        edge.setAlpha(alpha)
        painter.setPen(edge)
        painter.drawPath(shape)
        painter.fillRect(QRectF(band.left(), band.top() + 12, 10, band.height() - 24), edge)
        painter.setPen(style.color(style.INK, alpha))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.end()

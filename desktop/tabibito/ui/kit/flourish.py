"""The winner's flourish: petals, ginkgo leaves or paper confetti of our own drawing that drift
down over the final scores once the result has come in, in the winners' colours.

It is a moment, not a screen: it lets every click through to the sheet under it, ends by itself
after a few seconds, follows the animation speed (none with animations off) and does not hold
back anything queued on the table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from . import style
from .animation import FirstFrame, progress_motion

PETALS, LEAVES, CONFETTI = "petals", "leaves", "confetti"
KINDS = (PETALS, LEAVES, CONFETTI)
PIECES = 70
SECONDS = 3.2  # at normal speed
ACCENTS = ("#d9a441", "#f6efe2", style.VERMILION)  # ochre, washi white, vermilion


@dataclass(frozen=True)
class Piece:
    """One falling piece: where it starts (0..1 across), when (a share of the flourish), how it
    sways and turns, its size in pixels and its colour."""

    x: float
    delay: float
    sway: float
    phase: float
    spin: float
    size: float
    colour: QColor


def scatter(colours: Sequence[QColor], seed: int = 7) -> list[Piece]:
    """The pieces: two in three in the winners' colours, the rest in the woodblock accents.
    Seeded, so the same result flourishes alike (and tests can count the colours)."""
    rng = random.Random(seed)
    winners = [QColor(colour) for colour in colours] or [QColor(style.VERMILION)]
    accents = [QColor(accent) for accent in ACCENTS]
    pieces = []
    for index in range(PIECES):
        colour = winners[index % len(winners)] if index % 3 else rng.choice(accents)
        pieces.append(Piece(x=rng.random(), delay=rng.random() * 0.4,
                            sway=0.015 + rng.random() * 0.03, phase=rng.random() * math.tau,
                            spin=(rng.random() - 0.5) * 4.0, size=10.0 + rng.random() * 8.0,
                            colour=colour))
    return pieces


def petal(size: float) -> QPainterPath:
    """A cherry petal: a rounded drop with the notch of its tip."""
    path = QPainterPath(QPointF(0, size * 0.5))
    path.cubicTo(size * 0.6, size * 0.3, size * 0.55, -size * 0.45, size * 0.12, -size * 0.5)
    path.lineTo(0, -size * 0.32)
    path.lineTo(-size * 0.12, -size * 0.5)
    path.cubicTo(-size * 0.55, -size * 0.45, -size * 0.6, size * 0.3, 0, size * 0.5)
    return path


def ginkgo(size: float) -> QPainterPath:
    """A ginkgo leaf: a fan with a cleft, on a short stalk."""
    path = QPainterPath(QPointF(0, size * 0.55))
    path.lineTo(-size * 0.55, -size * 0.2)
    path.quadTo(-size * 0.3, -size * 0.6, -size * 0.05, -size * 0.45)
    path.lineTo(0, -size * 0.25)
    path.lineTo(size * 0.05, -size * 0.45)
    path.quadTo(size * 0.3, -size * 0.6, size * 0.55, -size * 0.2)
    path.closeSubpath()
    return path


class Flourish(FirstFrame, QWidget):
    """Covers its parent; ``play`` starts the flourish, which hides itself when it is done."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.kind = PETALS
        self.pieces: list[Piece] = []
        self.progress = 0.0
        self._motion = progress_motion(self, self._advance, self.hide)
        self.hide()

    def play(self, colours: Sequence[QColor], kind: str, factor: float) -> bool:
        """Start the flourish in ``colours`` (the winners'); ``factor`` is the table's animation
        factor (0: animations off, so no flourish). Whether it plays."""
        self._motion.stop()
        if factor <= 0:
            self.hide()
            return False
        self.kind = kind if kind in KINDS else PETALS
        self.pieces = scatter(colours)
        self.progress = 0.0
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._motion.setDuration(round(SECONDS * 1000 * factor))
        self.show()
        self.raise_()
        self._motion.start()
        return True

    def playing(self) -> bool:
        return self._motion.state() == QVariantAnimation.State.Running

    def stop(self) -> None:
        self._motion.stop()
        self.hide()

    def _advance(self, value: float) -> None:
        self.progress = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.shown_now()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        for piece in self.pieces:
            self._paint_piece(painter, area, piece)
        painter.end()

    def _paint_piece(self, painter: QPainter, area: QRectF, piece: Piece) -> None:
        local = (self.progress - piece.delay) / (1.0 - piece.delay)
        if local <= 0.0:
            return
        fall = local * 1.15 - 0.08  # from just above the top to just below the bottom
        x = (piece.x + piece.sway * math.sin(piece.phase + local * 9.0)) * area.width()
        colour = QColor(piece.colour)
        colour.setAlphaF(min(1.0, (1.0 - local) * 5.0) * 0.9)  # fades over its last fifth
        painter.save()
        painter.translate(area.left() + x, area.top() + fall * area.height())
        painter.rotate(math.degrees(piece.phase + piece.spin * local * math.tau))
        painter.setBrush(colour)
        outline = style.color(style.INK, round(colour.alpha() * 0.35))  # a thin sumi line
        painter.setPen(QPen(outline, 0.8))
        if self.kind == CONFETTI:
            flip = abs(math.cos(piece.phase + local * 14.0))  # a paper strip turning over
            painter.drawRect(QRectF(-piece.size * 0.5 * flip, -piece.size * 0.25,
                                    piece.size * flip, piece.size * 0.5))
        else:
            painter.drawPath(ginkgo(piece.size) if self.kind == LEAVES else petal(piece.size))
        painter.restore()

"""The pieces of Next Station's score sheet in the side column, drawn like the paper sheet: the
four line boxes (D × M and the points) with the pencil mark on this round's box, the category
boxes of the compact sheet, and the marks of the shared objectives (their cards lie on the
board, see ``objectives``).

Each piece comes in two sizes: the roomy one, and a compact one for short windows, where the
whole sheet down to its total must fit above the fold of the side column.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from tabibito.games.nextstation import scoring

from ..kit import style
from . import texts
from .items import paint_line, pencil_colour
from .motion import counted

LINE_BOX_HEIGHT, COMPACT_LINE_BOX_HEIGHT = 62, 42
CATEGORY_BOX_HEIGHT = 28
COMPACT_CATEGORIES = ("interchanges", "stamps", "missed_green", "objectives")


def _count_glow(progress: float) -> QColor:
    """The box being counted lights up in ochre and fades as the count ends."""
    alpha = round(110 * math.sin(math.pi * max(0.0, min(progress, 1.0))))
    return style.color(style.OCHRE, alpha)


class LineBox(QWidget):
    """One line's box of the score sheet: its number and pencil, D × M, and the points.

    ``count`` (0..1) is how far the points are counted up: the round end counts them in, the box
    glowing meanwhile."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.pencil = "blue"
        self.districts: int | None = None
        self.most: int | None = None
        self.points: int | None = None
        self.current = False
        self.count = 1.0
        self.compact = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_compact(False)

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        self.setFixedHeight(COMPACT_LINE_BOX_HEIGHT if compact else LINE_BOX_HEIGHT)
        self.setMinimumWidth(44)
        self.update()

    def show_line(self, pencil: str, districts: int | None, most: int | None,
                  points: int | None, current: bool) -> None:
        self.pencil, self.districts, self.most = pencil, districts, most
        self.points, self.current = points, current
        self.retranslate()
        self.update()

    def set_count(self, progress: float) -> None:
        self.count = progress
        self.update()

    def shown_points(self) -> int | None:
        """The points as the box shows them now (counting up, or counted)."""
        return None if self.points is None else counted(self.points, self.count)

    def counting(self) -> bool:
        return self.points is not None and self.count < 1.0

    def retranslate(self) -> None:
        text = texts.line_label(self.number, self.pencil)
        if self.points is not None and self.districts is not None and self.most is not None:
            text += "\n" + texts.line_score_text(self.districts, self.most, self.points)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setPen(QPen(QColor(style.INK), 1.4))  # the round's own box: PencilMark
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 6, 6)
        if self.counting():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_count_glow(self.count))
            painter.drawRoundedRect(rect, 6, 6)
        top = rect.top() + 11
        self._paint_header(painter, rect, top)
        if self.compact:
            self._paint_compact_score(painter, rect, top)
        else:
            self._paint_score(painter, rect, top)
        painter.end()

    def _paint_header(self, painter: QPainter, rect: QRectF, top: float) -> None:
        """The line number on the pencil's own stroke (pattern included)."""
        stroke = QPainterPath(QPointF(rect.left() + 24, top))
        stroke.lineTo(QPointF(rect.right() - 7, top))
        paint_line(painter, stroke, self.pencil, 8.0)
        badge = QPointF(rect.left() + 12, top)
        painter.setPen(QPen(QColor(style.INK), 1.2))
        painter.setBrush(pencil_colour(self.pencil))
        painter.drawEllipse(badge, 8.5, 8.5)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(QColor(style.CARD))
        painter.drawText(QRectF(badge.x() - 9, badge.y() - 9, 18, 18),
                         Qt.AlignmentFlag.AlignCenter, str(self.number))

    def _points_font(self, size: int) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(size)
        return font

    def _points_pen(self) -> QColor:
        # Counting: vermilion until the points stand, like a number being written in.
        return QColor(style.VERMILION if self.counting() else style.INK)

    def _points_text(self) -> str:
        shown = self.shown_points()
        return "–" if shown is None else str(shown)

    def _paint_score(self, painter: QPainter, rect: QRectF, top: float) -> None:
        middle = QRectF(rect.left(), top + 8, rect.width(), 18)
        font = QFont(self.font())
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor(style.INK_SOFT))
        if self.points is not None:
            painter.drawText(middle, Qt.AlignmentFlag.AlignCenter,
                             f"{self.districts} × {self.most}")
        bottom = QRectF(rect.left(), middle.bottom() - 2, rect.width(),
                        rect.bottom() - middle.bottom())
        painter.setFont(self._points_font(17))
        painter.setPen(self._points_pen())
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, self._points_text())

    def _paint_compact_score(self, painter: QPainter, rect: QRectF, top: float) -> None:
        """D × M and the points on one row under the stroke."""
        row = QRectF(rect.left() + 5, top + 9, rect.width() - 10, rect.bottom() - top - 10)
        painter.setFont(self._points_font(15))
        painter.setPen(self._points_pen())
        if self.points is None:
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, "–")
            return
        points = self._points_text()
        painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, points)
        # Room measured for the points in full, so that D × M stays put while they count up.
        room = row.width() - painter.fontMetrics().horizontalAdvance(str(self.points)) - 4
        font = QFont(self.font())
        font.setPixelSize(11)
        formula = f"{self.districts}×{self.most}"
        painter.setFont(font)
        if painter.fontMetrics().horizontalAdvance(formula) <= room:  # else: in the tooltip
            painter.setPen(QColor(style.INK_SOFT))
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             formula)


class PencilMark(QWidget):
    """The highlight around the line box of this round, drawn over the boxes, not in their
    layout: it slides to the next box when a round starts and no box moves meanwhile."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.VERMILION), 2.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        painter.end()


class LineRow(QWidget):
    """The four line boxes side by side, with the pencil mark on the box of this round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.boxes = [LineBox(number) for number in range(1, scoring.ROUNDS + 1)]
        for line_box in self.boxes:
            layout.addWidget(line_box)
            line_box.installEventFilter(self)
        self.mark = PencilMark(self)
        self.mark.hide()
        self._slide: tuple[int, int] | None = None  # (from, to) box, None: no current line
        self._progress = 1.0

    def set_compact(self, compact: bool) -> None:
        for line_box in self.boxes:
            line_box.set_compact(compact)

    def show_current(self, index: int | None) -> None:
        """Put the mark on box ``index`` at once (None: no line is being drawn)."""
        self._slide = None if index is None else (index, index)
        self.slide_to(1.0)

    def start_slide(self, before: int, after: int) -> None:
        self._slide = (before, after)
        self.slide_to(0.0)

    def slide_to(self, progress: float) -> None:
        self._progress = progress
        self._place()

    def current_index(self) -> int | None:
        """The box the mark stands on (or is heading for)."""
        return None if self._slide is None else self._slide[1]

    def _place(self) -> None:
        if self._slide is None:
            self.mark.hide()
            return
        frm, to = (self.boxes[index].geometry() for index in self._slide)
        t = self._progress
        self.mark.setGeometry(round(frm.x() + (to.x() - frm.x()) * t), to.y(),
                              round(frm.width() + (to.width() - frm.width()) * t), to.height())
        self.mark.show()
        self.mark.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The boxes' geometry is known only once laid out, and changes with the column's width.
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False


# --- the compact sheet's categories -------------------------------------------------------------


def paint_category_icon(painter: QPainter, key: str, centre: QPointF, size: float) -> None:
    """A category drawn as the paper sheet marks it: lines meeting at a station, a tourist
    stamp, a green station missed, a shared objective's pennant."""
    ink = QColor(style.INK)
    r = size / 2
    painter.save()
    if key == "interchanges":
        for angle, pencil in ((90, "blue"), (30, "pink"), (150, "purple")):
            rad = math.radians(angle)
            offset = QPointF(math.cos(rad), math.sin(rad)) * r
            painter.setPen(QPen(pencil_colour(pencil), 2.6, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(centre - offset, centre + offset)
        painter.setPen(QPen(ink, 1.3))
        painter.setBrush(QColor(style.CARD))
        painter.drawEllipse(centre, r * 0.42, r * 0.42)
    elif key == "stamps":
        seal = QColor(style.VERMILION)
        painter.setPen(QPen(seal.darker(130), 1.2))
        painter.setBrush(seal)
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(QColor(style.CARD), 1.1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r * 0.66, r * 0.66)
    elif key == "missed_green":
        painter.setPen(QPen(pencil_colour("green"), 2.6))
        painter.setBrush(QColor(style.CARD))
        painter.drawEllipse(centre, r * 0.8, r * 0.8)
        painter.setPen(QPen(QColor(style.VERMILION), 2.0, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        d = r * 0.42
        painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d))
        painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d))
    else:  # objectives
        paint_pennant(painter, centre, size, QColor(style.OCHRE))
    painter.restore()


def paint_pennant(painter: QPainter, centre: QPointF, size: float, flag: QColor) -> None:
    """A small pennant on a pole: a goal still to reach."""
    r = size / 2
    pole = centre.x() - r * 0.55
    painter.setPen(QPen(QColor(style.INK), 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(pole, centre.y() - r), QPointF(pole, centre.y() + r))
    path = QPainterPath(QPointF(pole, centre.y() - r))
    path.lineTo(QPointF(centre.x() + r * 0.8, centre.y() - r * 0.45))
    path.lineTo(QPointF(pole, centre.y() + r * 0.1))
    path.closeSubpath()
    painter.setPen(QPen(QColor(style.INK), 1.0))
    painter.setBrush(flag)
    painter.drawPath(path)


def paint_check(painter: QPainter, centre: QPointF, size: float) -> None:
    """An objective met: a pine-green disc with a paper check mark, like a stamp."""
    r = size / 2
    painter.setPen(QPen(QColor(style.PINE).darker(125), 1.0))
    painter.setBrush(QColor(style.PINE))
    painter.drawEllipse(centre, r, r)
    check = QPainterPath(centre + QPointF(-r * 0.5, r * 0.02))
    check.lineTo(centre + QPointF(-r * 0.12, r * 0.42))
    check.lineTo(centre + QPointF(r * 0.52, -r * 0.4))
    painter.setPen(QPen(QColor(style.CARD), max(1.6, size * 0.13), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(check)


class CategoryBox(QWidget):
    """One category of the compact sheet: its icon and its points; the name and what was
    counted are in the tooltip. Key: the category."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.points: int | None = None
        self.setFixedHeight(CATEGORY_BOX_HEIGHT)
        self.setMinimumWidth(44)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_points(self, points: int, detail: str) -> None:
        if points != self.points:
            self.points = points
            self.update()
        text = texts.category_label(self.key)
        if detail:
            text += "\n" + detail
        self.setToolTip(text)
        self.setAccessibleName(f"{text}\n{points}")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.0, 1.0, -1.0, -1.0)
        painter.setPen(QPen(style.color(style.INK, 150), 1.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 5, 5)
        icon = rect.height() - 10
        paint_category_icon(painter, self.key, QPointF(rect.left() + 5 + icon / 2,
                                                       rect.center().y()), icon)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(14)
        painter.setFont(font)
        painter.setPen(QColor(style.INK))
        text_rect = rect.adjusted(icon + 8, 0, -6, 0)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         "–" if self.points is None else str(self.points))
        painter.end()


# --- the shared objectives ----------------------------------------------------------------------


def objective_points_text(points: int) -> str:
    """An objective's points as the sheet writes them: "+10"."""
    return f"+{points}"

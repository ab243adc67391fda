"""What the learner sees of a tutorial: a pointer ring over the part a lesson is about, the rest of
the screen dimmed a little, and a speech bubble with the lesson and its buttons.

The ring's cover lets every click through (the learner plays on the real board); only the bubble
takes clicks. Where the bubble goes is worked out from the ring: beside it, never over it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..kit import style
from ..kit.relabel import Overlay
from ..plugin_api import SHELL_TARGETS, TutorialTargets

RING_MARGIN = 8      # px between the part pointed at and the ring
RING_PEN = 4.0
DIM_ALPHA = 70       # how dark the rest gets: the board stays readable around the lesson
PULSE_MS = 1400      # one breath of the ring
BUBBLE_GAP = 14      # px between ring and bubble
BUBBLE_CHARS = 46    # the bubble's width in average characters, within the bounds below
BUBBLE_MIN, BUBBLE_MAX = 280, 440
EDGE = 10            # px the bubble keeps from the screen's edges


class PointerRing(Overlay):
    """The dimmed cover with a breathing ring around ``target`` (None: no ring, no dimming)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setObjectName("tutorialRing")
        self.target: QRect | None = None
        self._pulse = 0.0
        self._breath = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=PULSE_MS,
                                         loopCount=-1)
        self._breath.valueChanged.connect(self._breathe)
        self.setGeometry(parent.rect())

    def retranslate(self) -> None:
        pass  # no words

    def point_at(self, target: QRect | None, *, moving: bool) -> None:
        self.target = None if target is None or target.isEmpty() else QRect(target)
        if moving and self.target is not None:
            self._breath.start()
        else:
            self._breath.stop()
            self._pulse = 0.0
        self.setVisible(self.target is not None)
        self.raise_()
        self.update()

    def _breathe(self, value: float) -> None:
        self._pulse = 1.0 - abs(2.0 * value - 1.0)  # 0 → 1 → 0
        self.update()

    def ring_rect(self) -> QRectF:
        grow = RING_MARGIN + 4.0 * self._pulse
        return QRectF(self.target).adjusted(-grow, -grow, grow, grow)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self.ring_rect()
        hole = QPainterPath()
        hole.addRoundedRect(ring, 12, 12)
        cover = QPainterPath()
        cover.addRect(QRectF(self.rect()))
        painter.fillPath(cover.subtracted(hole), QColor(0, 0, 0, DIM_ALPHA))
        painter.setPen(QPen(style.color(style.VERMILION, 150 + round(100 * self._pulse)),
                            RING_PEN))
        painter.drawRoundedRect(ring, 12, 12)
        painter.end()


class SpeechBubble(QFrame):
    """The lesson: where it stands ("3 / 28"), its words, and what the learner can press."""

    next_pressed = Signal()
    show_me_pressed = Signal()
    leave_pressed = Signal()
    restart_pressed = Signal()
    skip_pressed = Signal()
    primary_pressed = Signal()  # the finishing card's "Play a real game"
    language_changed = Signal()  # the run re-labels the bubble in the new language

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialBubble")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"QFrame#tutorialBubble {{ background: {style.CARD}; border: 2px solid {style.INK};"
            " border-radius: 14px; }"
            f" QLabel#tutorialNote {{ color: {style.VERMILION}; font-weight: 600; }}")
        self.step = QLabel()
        self.step.setObjectName("tutorialStep")
        self.step.setProperty("role", "subtle")
        self.text = QLabel()
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel()  # why a move was held back, or the rules' own objection
        self.note.setObjectName("tutorialNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.more = QToolButton()
        self.more.setObjectName("tutorialMore")
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.more)
        self.restart_action = menu.addAction("")
        self.restart_action.triggered.connect(self.restart_pressed)
        self.skip_action = menu.addAction("")
        self.skip_action.triggered.connect(self.skip_pressed)
        self.more.setMenu(menu)
        self.leave = QPushButton()
        self.leave.setObjectName("tutorialLeave")
        self.leave.clicked.connect(self.leave_pressed)
        self.show_me = QPushButton()
        self.show_me.setObjectName("tutorialShowMe")
        self.show_me.clicked.connect(self.show_me_pressed)
        self.next = QPushButton()
        self.next.setObjectName("tutorialNext")
        self.next.setProperty("role", "primary")
        self.next.clicked.connect(self.next_pressed)
        self.primary = QPushButton()
        self.primary.setObjectName("tutorialPlay")
        self.primary.setProperty("role", "primary")
        self.primary.clicked.connect(self.primary_pressed)
        self.primary.hide()
        head = QHBoxLayout()
        head.addWidget(self.step, 1)
        head.addWidget(self.more)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.show_me)
        buttons.addWidget(self.next)
        buttons.addWidget(self.primary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.setSpacing(8)
        layout.addLayout(head)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addLayout(buttons)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
        super().changeEvent(event)

    def show_note(self, text: str | None) -> None:
        self.note.setText(text or "")
        self.note.setVisible(bool(text))

    def fitted_size(self, room: QSize) -> QSize:
        return fitted_size(self, room, BUBBLE_CHARS, BUBBLE_MIN, BUBBLE_MAX)


def fitted_size(bubble: QWidget, room: QSize, chars: int, low: int, high: int) -> QSize:
    """A bubble's size on a screen of ``room``: ``chars`` average characters wide (within
    ``low`` and ``high`` pixels), as tall as its words need at that width."""
    width = max(low, min(high, bubble.fontMetrics().averageCharWidth() * chars,
                         room.width() - 2 * EDGE))
    layout = bubble.layout()
    layout.activate()
    height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() \
        else layout.totalSizeHint().height()
    return QSize(width, min(height, room.height() - 2 * EDGE))


def bubble_place(size: QSize, ring: QRect | None, room: QRect) -> QPoint:
    """Where the bubble goes: right of the ring, else left, below, above, fully inside ``room``
    and off the ring; with no ring (or no room beside it) the board's lower left corner."""
    inner = room.adjusted(EDGE, EDGE, -EDGE, -EDGE)
    if ring is not None:
        around = ring.adjusted(-RING_MARGIN - BUBBLE_GAP, -RING_MARGIN - BUBBLE_GAP,
                               RING_MARGIN + BUBBLE_GAP, RING_MARGIN + BUBBLE_GAP)
        middle_y = ring.center().y() - size.height() // 2
        middle_x = ring.center().x() - size.width() // 2
        # QRect's right() and bottom() are its last pixels: the bubble starts one past them.
        for x, y in ((around.right() + 1, middle_y), (around.left() - size.width(), middle_y),
                     (middle_x, around.bottom() + 1), (middle_x, around.top() - size.height())):
            place = _clamped(QRect(QPoint(x, y), size), inner)
            if inner.contains(place) and not place.intersects(around):
                return place.topLeft()
        corners = (inner.bottomLeft() - QPoint(0, size.height()),
                   inner.topLeft(),
                   inner.bottomRight() - QPoint(size.width(), size.height()),
                   inner.topRight() - QPoint(size.width(), 0))
        for corner in corners:
            if not QRect(corner, size).intersects(ring):
                return corner
    return inner.bottomLeft() - QPoint(0, size.height() - 1)


def _clamped(rect: QRect, inner: QRect) -> QRect:
    """``rect`` slid (not resized) to lie within ``inner`` where it fits."""
    x = min(max(rect.x(), inner.x()), inner.right() - rect.width() + 1)
    y = min(max(rect.y(), inner.y()), inner.bottom() - rect.height() + 1)
    return QRect(QPoint(x, y), rect.size())


# -- where a key is on the game screen ----------------------------------------------------------

def target_on_screen(screen, key: str) -> QRect | None:
    """Where ``key`` (a lesson's or a hint's target) is on the game ``screen``, in its
    coordinates: a shell part, else what the board scene and then the panel say; None when it
    is not in sight."""
    if key in SHELL_TARGETS:
        return _widget_rect(screen, _shell_widget(screen, key))
    scene = screen.scene
    if isinstance(scene, TutorialTargets):
        found = scene.tutorial_target(key)
        if found is not None:
            return _scene_rect(screen, found)
    panel = screen.panel
    if isinstance(panel, TutorialTargets):
        return _widget_rect(screen, panel.tutorial_target(key))
    return None


def _shell_widget(screen, key: str) -> QWidget | None:
    if key == "confirm":
        if screen.confirm_button.isVisible():
            return screen.confirm_button
        return screen.action_bar.main
    if key == "scores":
        return screen.score_sheet if screen.score_sheet.isVisible() else screen.scoreboard
    return {"status": screen.status, "log": screen.log, "panel": screen.panel,
            "hero": screen.hero, "board": screen.board}[key]


def _widget_rect(screen, widget: QWidget | None) -> QRect | None:
    if widget is None or not widget.isVisible() or widget.window() is not screen.window():
        return None
    _scroll_into_view(widget)
    top_left = widget.mapTo(screen, widget.rect().topLeft())
    rect = QRect(top_left, widget.size()).intersected(screen.rect())
    return None if rect.isEmpty() else rect


def _scroll_into_view(widget: QWidget) -> None:
    """A target in a scrolled column (a seat's card low in the side panel) is scrolled up to,
    so the ring never circles half a thing."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget, 0, 12)
            return
        parent = parent.parentWidget()


def _scene_rect(screen, found) -> QRect | None:
    area = found.sceneBoundingRect() if isinstance(found, QGraphicsItem) else found
    view = screen.board
    rect = view.mapFromScene(area).boundingRect().intersected(view.viewport().rect())
    if rect.isEmpty():
        return None
    return QRect(view.viewport().mapTo(screen, rect.topLeft()), rect.size())

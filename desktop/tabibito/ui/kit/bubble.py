"""The speech bubble of the game screen, one for every use: the hint's answer and a tutorial's
lesson. A ``Bubble`` is a card-coloured frame with its words wrapped; ``fitted_size`` and
``bubble_place`` size it to its words and set it beside the part it speaks of, which a
``PointerRing`` circles (the rest of the screen dimmed a little).

The ring's cover lets every click through (the player plays on the real board); only the bubble
takes clicks. Where the bubble goes is worked out from the ring: beside it, never over it.

A bubble that answers a question (the hint's) takes the keyboard while it is open
(``take_keys``): Enter presses its default button, Esc its close button, and neither reaches the
screen behind it, where Enter would play the main action and Esc leave the game. A lesson's
bubble leaves the keyboard on the board, where the learner plays.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from . import style
from .relabel import Overlay

RING_MARGIN = 8      # px between the part pointed at and the ring
RING_PEN = 4.0
DIM_ALPHA = 70       # how dark the rest gets: the board stays readable around the lesson
PULSE_MS = 1400      # one breath of the ring
BUBBLE_GAP = 14      # px between ring and bubble
BUBBLE_CHARS = 46    # the bubble's width in average characters, within the bounds below
BUBBLE_MIN, BUBBLE_MAX = 280, 440
EDGE = 10            # px the bubble keeps from the screen's edges
# Widths tried when the bubble's own covers what it must leave in sight: narrower (and taller)
# for a band beside it, wider (and lower) for a band above or below it.
OTHER_WIDTHS = (320, 280, 250, 520, 640, 760)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class PointerRing(Overlay):
    """The dimmed cover with a breathing ring around ``target`` (None: no ring, no dimming)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setObjectName("tutorialRing")
        self.target: QRect | None = None
        self._pulse = 0.0
        self._breath = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=PULSE_MS)
        self._breath.setLoopCount(-1)  # breathes until it points elsewhere
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
        return QRectF(self.target or QRect()).adjusted(-grow, -grow, grow, grow)

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


class Bubble(QFrame):
    """A speech bubble: card-coloured, rounded, edged in ``edge``; ``text`` holds its words
    (rich text: <b>, <i>, <br>), ``body`` is its layout for the parts a use adds around them.
    ``sheet`` adds style rules for those parts. Its width is ``CHARS`` average characters,
    within ``MIN_WIDTH`` and ``MAX_WIDTH`` pixels."""

    CHARS, MIN_WIDTH, MAX_WIDTH = BUBBLE_CHARS, BUBBLE_MIN, BUBBLE_MAX

    def __init__(self, parent: QWidget, name: str, edge: str, sheet: str = "") -> None:
        super().__init__(parent)
        self._screen = parent  # the bubble and its ring sit over the whole of it
        self.setObjectName(name)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"QFrame#{name} {{ background: {style.CARD}; border: 2px solid {edge};"
            f" border-radius: 14px; }}{sheet}")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(16, 10, 16, 12)
        self.body.setSpacing(8)
        self._keys: tuple[QAbstractButton, QAbstractButton] | None = None  # Enter's, Esc's

    # -- the keyboard, for a bubble that answers (``take_keys``) ---------------------------------

    def take_keys(self, default: QAbstractButton, escape: QAbstractButton) -> None:
        """From now on the bubble takes the keyboard when it opens (``open_with_keys``): Enter
        presses ``default`` (when it is enabled), Esc presses ``escape``."""
        self._keys = (default, escape)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def open_with_keys(self) -> None:
        """Show the bubble with the keyboard on it (if it takes keys)."""
        self.show()
        self.raise_()
        if self._keys is not None and not self.has_keys():
            self.setFocus(Qt.FocusReason.PopupFocusReason)

    def has_keys(self) -> bool:
        """Whether the keyboard is on the bubble or one of its buttons."""
        focused = QApplication.focusWidget()
        return focused is not None and (focused is self or self.isAncestorOf(focused))

    def close_giving_keys_to(self, widget: QWidget) -> None:
        """Hide the bubble; the keyboard it had goes to ``widget`` (the board), not to whatever
        Qt would pick next."""
        had = self.has_keys()
        self.hide()
        if had:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _key_button(self, event: QKeyEvent) -> QAbstractButton | None:
        if self._keys is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return None
        default, escape = self._keys
        if event.key() in ENTER_KEYS:
            return default
        return escape if event.key() == Qt.Key.Key_Escape else None

    def event(self, event: QEvent) -> bool:
        # Esc is the window's shortcut (back home): the bubble claims it, and Enter, first.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._key_button(event) is not None:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        button = self._key_button(event)
        if button is None:
            super().keyPressEvent(event)
            return
        event.accept()  # a disabled "Play it" (still thinking) swallows Enter: no Pass instead
        if button.isEnabled() and button.isVisible():
            button.click()

    def fitted_size(self, room: QSize, width: int | None = None) -> QSize:
        """Its size on a screen of ``room``: as wide as its class says (or ``width``), as tall
        as its words need at that width."""
        if width is None:
            width = max(self.MIN_WIDTH, min(self.MAX_WIDTH,
                                            self.fontMetrics().averageCharWidth() * self.CHARS,
                                            room.width() - 2 * EDGE))
        layout = self.body
        layout.activate()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() \
            else layout.totalSizeHint().height()
        return QSize(width, min(height, room.height() - 2 * EDGE))

    def speak_of(self, ring: PointerRing, target: QRect | None, *, moving: bool,
                 within: QRect | None = None, keep: Sequence[QRect] = (),
                 clear: QRect | None = None) -> None:
        """Circle ``target`` (in the coordinates of the screen both are on; None: nothing to
        point at) with ``ring``, breathing when ``moving``, and sit beside it, sized to the
        words, leaving ``keep`` (the other parts its words name) in sight too; inside
        ``within`` (the board, say) when given, else anywhere on the screen; and off ``clear``
        (the side column's controls) wherever there is room elsewhere."""
        screen = self._screen.rect()
        ring.setGeometry(screen)
        ring.point_at(target, moving=moving)
        room = screen if within is None else within.intersected(screen)
        size, place = self._placed(target, room, keep)
        if clear is not None:
            off_clear = [*keep, clear]
            other_size, other_place = self._placed(target, room, off_clear)
            if not _covers(QRect(other_place, other_size), target, off_clear):
                size, place = other_size, other_place
        self.resize(size)
        self.move(place)
        self.raise_()

    def _placed(self, target: QRect | None, room: QRect,
                keep: Sequence[QRect]) -> tuple[QSize, QPoint]:
        """The bubble's size and place beside ``target`` off ``keep``: at the words' width,
        else at another width that leaves them all in sight."""
        size = self.fitted_size(room.size())
        place = bubble_place(size, target, room, keep)
        if keep and _covers(QRect(place, size), target, keep):
            for width in (width for width in OTHER_WIDTHS
                          if width != size.width() and width <= room.width() - 2 * EDGE):
                other = self.fitted_size(room.size(), width)
                spot = bubble_place(other, target, room, keep)
                if not _covers(QRect(spot, other), target, keep):
                    return other, spot
        return size, place


def bubble_place(size: QSize, ring: QRect | None, room: QRect,
                 keep: Sequence[QRect] = ()) -> QPoint:
    """Where the bubble goes: right of the ring, else left, below, above, fully inside ``room``
    and off the ring and off ``keep`` (what else it speaks of); then beside the ring and
    ``keep`` together, then in a corner off them; with nothing to leave in sight the board's
    lower left corner. Where nothing is free, the place that covers least of the ring, then
    of ``keep``."""
    inner = room.adjusted(EDGE, EDGE, -EDGE, -EDGE)
    lower_left = inner.bottomLeft() - QPoint(0, size.height() - 1)
    shown = ([] if ring is None else [ring]) + list(keep)
    if not shown:
        return lower_left
    gap = RING_MARGIN + BUBBLE_GAP
    clear = [part.adjusted(-gap, -gap, gap, gap) for part in shown[:1] if ring is not None]
    clear += [part.adjusted(-BUBBLE_GAP, -BUBBLE_GAP, BUBBLE_GAP, BUBBLE_GAP) for part in keep]
    together = clear[0]
    for part in clear[1:]:
        together = together.united(part)
    places = [_clamped(place, inner) for place in (*_beside(size, clear[0]),
                                                   *_beside(size, together))]
    for place in places:
        if inner.contains(place) and not any(place.intersects(part) for part in clear):
            return place.topLeft()
    corners = [QRect(corner, size) for corner in (
        lower_left - QPoint(0, 1), inner.topLeft(),
        inner.bottomRight() - QPoint(size.width(), size.height()),
        inner.topRight() - QPoint(size.width(), 0))]
    for corner in corners:
        if not any(corner.intersects(part) for part in shown):
            return corner.topLeft()
    if not keep:
        return lower_left
    return min(places + corners, key=lambda place: (
        0 if ring is None else _covered(place, ring),
        sum(_covered(place, part) for part in keep))).topLeft()


def _beside(size: QSize, around: QRect) -> tuple[QRect, ...]:
    """Right of ``around``, left, below and above, centred on it."""
    middle_y = around.center().y() - size.height() // 2
    middle_x = around.center().x() - size.width() // 2
    # QRect's right() and bottom() are its last pixels: the bubble starts one past them.
    return tuple(QRect(QPoint(x, y), size) for x, y in (
        (around.right() + 1, middle_y), (around.left() - size.width(), middle_y),
        (middle_x, around.bottom() + 1), (middle_x, around.top() - size.height())))


def _covers(place: QRect, ring: QRect | None, keep: Sequence[QRect]) -> bool:
    return any(place.intersects(part) for part in ([] if ring is None else [ring]) + list(keep))


def _covered(place: QRect, part: QRect) -> int:
    overlap = place.intersected(part)
    return overlap.width() * overlap.height() if not overlap.isEmpty() else 0


def _clamped(rect: QRect, inner: QRect) -> QRect:
    """``rect`` slid (not resized) to lie within ``inner`` where it fits."""
    x = min(max(rect.x(), inner.x()), inner.right() - rect.width() + 1)
    y = min(max(rect.y(), inner.y()), inner.bottom() - rect.height() + 1)
    return QRect(QPoint(x, y), rect.size())

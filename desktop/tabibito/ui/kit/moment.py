"""A moment of the journey: a short banner over the table, and a warm glow on the board where it
happens (an inn's lantern, a day's column), when a round of the journey ends (Tokaido's inn
reached, Let's Go's day closed).

Like the winner's flourish (``flourish``), it is a moment, not a screen: every click and key
goes through to the table (and cuts the moment short), it never holds back the next move or a
choice (it plays beside the animation queue, not on it: only a mark of 1 ms is queued), it
starts once the motion queued before it has played (the pawn at the inn, the card in its
column), follows the animation speed,
never plays with animations off, and ends with the motion when the queue is skipped (undo, a
load, a replay scrubbed), its sound with it. Its sound is the game's cue for it, rung here
unless the move's own events already rang it (``cue_heard``): one bell per moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from . import style
from .animation import AnimationQueue, progress_motion
from .sound_cues import Cue

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import GameUI, Table

MOMENT_MS = 1600  # at normal speed: time to read a name, short enough never to be in the way
FADE = 0.18  # the share of the moment the banner takes to come, and again to go
BANNER_TOP = 0.06  # the banner's top, as a share of the view's height (over the board's edge)
GLOW_ALPHA = 200  # the glow at its brightest
WORDS_INSET = 48  # the banner's words keep clear of its seal, and as much on the other side


def fade(progress: float) -> float:
    """How present the moment is at ``progress`` (0..1): it comes, stays, and goes."""
    if progress <= 0.0 or progress >= 1.0:
        return 0.0
    return min(1.0, progress / FADE, (1.0 - progress) / FADE)


def cue_heard(plugin: GameUI, events: Sequence[Event], cue: Cue) -> bool:
    """Whether the move's own events already ring ``cue`` (then the moment stays quiet)."""
    return any(plugin.event_sound(event) == cue for event in events)


class MomentBanner(QWidget):
    """The banner: a strip of card with a sumi edge and a vermilion seal, a title and a line
    under it, at the top of the view; transparent to the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("momentBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.title = ""
        self.line = ""
        self.seal = ""
        self.presence = 0.0
        self.hide()

    def say(self, title: str, line: str, seal: str = "") -> None:
        """``seal``: the one kanji cut into the hanko (宿 for an inn, 日 for a day), drawn as
        a picture, like the art: a seal reads the same in every language."""
        self.title, self.line, self.seal = title, line, seal
        self.place()

    def _fonts(self) -> tuple[QFont, QFont]:
        parent = self.parentWidget()
        height = parent.height() if parent is not None else 600
        big = style.font(max(18, min(34, height * 0.045)), bold=True)
        small = style.font(max(13, min(22, height * 0.028)))
        return big, small

    def place(self) -> None:
        """Wide enough for its words (never wider than the view), centred near the top."""
        parent = self.parentWidget()
        if parent is None:
            return
        big, small = self._fonts()
        wide = max(QFontMetrics(big).horizontalAdvance(self.title),
                   QFontMetrics(small).horizontalAdvance(self.line))
        width = min(parent.width() - 24, wide + 2 * WORDS_INSET + 8)
        height = QFontMetrics(big).height() + QFontMetrics(small).height() + 28
        self.setGeometry((parent.width() - width) // 2, round(parent.height() * BANNER_TOP),
                         width, height)

    def set_presence(self, presence: float) -> None:
        self.presence = presence
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(self.presence)
        box = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setPen(QPen(QColor(style.INK), 2.5))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(box, 10, 10)
        seal = QRectF(box.left() + 14, box.center().y() - 14, 28, 28)  # a hanko's red square
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(style.VERMILION))
        painter.drawRoundedRect(seal, 5, 5)
        if self.seal:
            painter.setPen(QColor(style.CARD))
            painter.setFont(style.font(19, bold=True))
            painter.drawText(seal, Qt.AlignmentFlag.AlignCenter, self.seal)
        big, small = self._fonts()
        words = box.adjusted(WORDS_INSET, 8, -WORDS_INSET, -8)
        painter.setPen(QColor(style.INK))
        painter.setFont(big)
        title_height = painter.fontMetrics().height()
        painter.drawText(QRectF(words.left(), words.top(), words.width(), title_height),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(small)
        painter.setPen(QColor(style.INK_SOFT))
        line = painter.fontMetrics().elidedText(self.line, Qt.TextElideMode.ElideRight,
                                                int(words.width()))
        painter.drawText(QRectF(words.left(), words.top() + title_height, words.width(),
                                words.height() - title_height),
                         Qt.AlignmentFlag.AlignCenter, line)
        painter.end()


class Glow(QGraphicsObject):
    """A warm light on the board where the moment happens: round (a lantern) or a rounded
    strip (a day's column). It takes no clicks."""

    def __init__(self, rect: QRectF, *, round_light: bool, colour: str = style.OCHRE) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.round_light = round_light
        self.colour = QColor(colour)
        self.presence = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_presence(self, presence: float) -> None:
        self.presence = presence
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.presence <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = self.rect.center()
        light = QRadialGradient(centre, max(self.rect.width(), self.rect.height()) / 2)
        light.setColorAt(0.0, style.color(self.colour.name(), round(GLOW_ALPHA * self.presence)))
        light.setColorAt(1.0, style.color(self.colour.name(), 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        if self.round_light:
            painter.drawEllipse(self.rect)
            return
        painter.setBrush(style.color(self.colour.name(), round(GLOW_ALPHA * 0.45 * self.presence)))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QPen(style.color(self.colour.name(), round(220 * self.presence)), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)


@dataclass(frozen=True)
class Spot:
    """Where a moment's glow lights the board: ``rect`` in ``item``'s coordinates, round (a
    lantern) or not (a column)."""

    item: QGraphicsItem
    rect: QRectF
    round_light: bool = False

    def light(self) -> Glow | None:
        """The glow, put in the item's scene (None: the item has left its scene)."""
        scene = self.item.scene()
        if scene is None:
            return None
        glow = Glow(self.item.mapRectToScene(self.rect), round_light=self.round_light)
        scene.addItem(glow)
        board_item = self.item.topLevelItem() or self.item
        glow.setZValue(board_item.zValue())
        glow.stackBefore(board_item)  # right under it: over the paper, under what it lights
        return glow


class Moment(QObject):
    """Plays moments over ``view`` (the board's view); see the module docstring. One per view:
    a new moment cuts the one before short."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self.banner = MomentBanner(view)
        self.glow: Glow | None = None
        self._due: tuple[str, str, Cue | None, Spot | None, str] | None = None  # waiting its turn
        self._queue: AnimationQueue | None = None
        self._motion = progress_motion(self, self._advance, self._end)

    def play(self, table: Table, title: str, line: str, cue: Cue | None = None,
             spot: Spot | None = None, seal: str = "") -> bool:
        """Show ``title`` and ``line`` (and light ``spot``) once the motion the table has
        queued so far has played; ring ``cue`` as it comes (None: the move's events rang it).
        Whether it will play (not with animations off)."""
        self.skip()
        factor = table.animation_factor
        if factor <= 0:
            return False
        self._follow(getattr(table, "animations", None))
        self._due = (title, line, cue, spot, seal)
        self._motion.setDuration(max(1, round(MOMENT_MS * factor)))
        if self._queue is None:
            self._begin()
            return True
        # A mark in the queue behind the motion already queued (the pawn's walk, the card's
        # glide): the moment begins as that ends, and plays beside whatever comes after it.
        mark = QVariantAnimation()
        mark.setDuration(1)
        mark.finished.connect(self._begin)
        self._queue.play(mark)
        return True

    def playing(self) -> bool:
        return self.banner.isVisible()

    def _follow(self, queue: object) -> None:
        """Listen to ``queue``'s skips (a moment cut short goes with the motion)."""
        if queue is self._queue:
            return
        if self._queue is not None and isValid(self._queue):  # the game before's table's
            self._queue.skipped.disconnect(self.skip)
        self._queue = queue if isinstance(queue, AnimationQueue) else None
        if self._queue is not None:
            self._queue.skipped.connect(self.skip)

    def _begin(self) -> None:
        if self._due is None:  # skipped while it waited
            return
        title, line, cue, spot, seal = self._due
        self._due = None
        self.glow = spot.light() if spot is not None else None
        self.banner.say(title, line, seal)
        self.banner.set_presence(0.0)
        self.banner.show()
        self.banner.raise_()
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        if cue is not None:
            from .sound import director_of  # the director lives with the window

            director = director_of(self.view)
            if director is not None:
                director.play(cue)
        self._motion.start()

    def _advance(self, value: float) -> None:
        presence = fade(float(value))
        self.banner.set_presence(presence)
        if self.glow is not None:
            self.glow.set_presence(presence)

    def skip(self) -> None:
        """End the moment now (a click, a key, the motion skipped), or the one still due."""
        self._due = None
        if self._motion.state() == QVariantAnimation.State.Running:
            self._motion.stop()
        self._end()

    def _end(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.banner.hide()
        if self.glow is not None:
            scene = self.glow.scene()
            if scene is not None:
                scene.removeItem(self.glow)
            self.glow.deleteLater()
            self.glow = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.skip()
        return False  # the click or key still does what it does: the moment is never in the way


def moment_on(board: QGraphicsScene) -> Moment | None:
    """The moments of ``board``'s view (made the first time), None before the board is shown."""
    views = board.views()
    if not views:
        return None
    moment = views[0].findChild(Moment, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return moment if moment is not None else Moment(views[0])

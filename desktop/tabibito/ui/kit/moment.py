"""A moment of the journey: a short banner over the table, and a warm glow on the board where it
happens (an inn's lantern, a day's column), when a round of the journey ends (Tokaido's inn
reached, Let's Go's day closed).

Like the winner's flourish (``flourish``), it is a moment, not a screen: every click and key
goes through to the table (and cuts the moment short), it never holds back the next move or a
choice (it plays beside the animation queue, not on it: only a mark of 1 ms is queued), it
starts once the motion queued before it has played (the pawn at the inn, the card in its
column), follows the animation speed,
never plays with animations off, and ends with the motion when the queue is skipped (undo, a
load, a replay scrubbed), its sound with it. Its sound is the game's cue for it, rung as its
first picture is painted (the glow or the banner: a busy machine may paint it a good while
after the moment begins), never as the move is applied: the window's sound director leaves
that cue of the move's events to the moment (``SoundDirector.leave_to_moment``). One bell per
moment, heard as it is seen, and none for a moment skipped.

The banner goes where it hides nothing the player reads at that moment: the board names what
to keep clear (a score track, the day headers, the spot itself) and which band it would rather
have it over (``Moment.play``). A moment may be light, the glow alone (a later arrival at the
same inn), and a few may follow one another (the days one move of a trip travelled).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from . import style
from .animation import AnimationQueue, FirstFrame, progress_motion
from .sound_cues import Cue

if TYPE_CHECKING:
    from ..plugin_api import Table
    from .sound import SoundDirector

MOMENT_MS = 1600  # at normal speed: time to read a name, short enough never to be in the way
IN_A_ROW = 0.6  # a moment that follows another of the same move (a trip's next day): shorter
FADE = 0.18  # the share of the moment the banner takes to come, and again to go
GLOW_ALPHA = 200  # the glow at its brightest
WORDS_INSET = 48  # the banner's words keep clear of its seal, and as much on the other side
EDGE = 8  # the banner keeps this far from the view's edges (pixels)
PLACES = 40  # the banner's places tried along each side of the view (and one more)
MIDDLE = QPointF(0.5, 0.5)  # where a banner would rather be, as shares of the view: its middle
LOWER_BAND = QPointF(0.5, 0.9)  # or its lower band
PRESS = 0.22  # the share of the moment the stamp takes to be pressed on
STAMP_SIZE = 64.0  # the stamp's side, in the spot's units (scene units)


def fade(progress: float) -> float:
    """How present the moment is at ``progress`` (0..1): it comes, stays, and goes."""
    if progress <= 0.0 or progress >= 1.0:
        return 0.0
    return min(1.0, progress / FADE, (1.0 - progress) / FADE)


def banner_place(room: QRect, width: int, height: int, clear_of: Sequence[QRect],
                 prefer: QPointF) -> QRect:
    """The banner's rect in ``room``: of all its places, the one that hides least of
    ``clear_of``, and of those the nearest to ``prefer`` (shares of ``room``)."""
    goal = QPointF(room.left() + room.width() * prefer.x() - width / 2,
                   room.top() + room.height() * prefer.y() - height / 2)
    lefts = _steps(room.left() + EDGE, room.right() - EDGE - width)
    tops = _steps(room.top() + EDGE, room.bottom() - EDGE - height)

    def distance(place: QRect) -> float:
        return (place.left() - goal.x()) ** 2 + (place.top() - goal.y()) ** 2

    def cost(place: QRect) -> tuple[int, float]:
        hidden = 0
        for rect in clear_of:
            overlap = place.intersected(rect)
            if not overlap.isEmpty():
                hidden += overlap.width() * overlap.height()
        return hidden, distance(place)

    nearest = QRect(min(lefts, key=lambda left: abs(left - goal.x())),
                    min(tops, key=lambda top: abs(top - goal.y())), width, height)
    if cost(nearest)[0] == 0:
        return nearest  # the place it would rather have is free: the search would end there
    return min((QRect(left, top, width, height) for left in lefts for top in tops), key=cost)


def _steps(first: int, last: int) -> list[int]:
    """``PLACES`` + 1 places from ``first`` to ``last`` (just ``first`` if there is no room)."""
    if last <= first:
        return [first]
    return sorted({first + (last - first) * n // PLACES for n in range(PLACES + 1)})


class MomentBanner(FirstFrame, QWidget):
    """The banner: a strip of card with a sumi edge and a vermilion seal, a title and a line
    under it, where ``place`` puts it over the view; transparent to the mouse."""

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

    def place(self, clear_of: Sequence[QRect] = (), prefer: QPointF = MIDDLE) -> None:
        """Wide enough for its words (never wider than the view), where it meets none of
        ``clear_of`` (the view's pixels), nearest to ``prefer`` (shares of the view); where
        every place meets one, where it hides least of them."""
        parent = self.parentWidget()
        if parent is None:
            return
        big, small = self._fonts()
        wide = max(QFontMetrics(big).horizontalAdvance(self.title),
                   QFontMetrics(small).horizontalAdvance(self.line))
        width = min(parent.width() - 2 * EDGE, wide + 2 * WORDS_INSET + 8)
        height = QFontMetrics(big).height() + QFontMetrics(small).height() + 20
        self.setGeometry(banner_place(parent.rect(), width, height, clear_of, prefer))

    def set_presence(self, presence: float) -> None:
        self.presence = presence
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.presence > 0:
            self.shown_now()
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
        words = box.adjusted(WORDS_INSET, 5, -WORDS_INSET, -5)
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


class OnTheBoard(FirstFrame, QGraphicsObject):
    """What a moment puts on the board: it comes and goes with it (``presence``, 0..1) and
    takes no clicks nor hovers, which go to what lies under it."""

    def __init__(self) -> None:
        super().__init__()
        self.presence = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_presence(self, presence: float) -> None:
        self.presence = presence
        self.update()


class Glow(OnTheBoard):
    """A warm light on the board where the moment happens: round (a lantern) or a rounded
    strip (a day's column)."""

    def __init__(self, rect: QRectF, *, round_light: bool, colour: str = style.OCHRE) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.round_light = round_light
        self.colour = QColor(colour)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.presence <= 0:
            return
        self.shown_now()
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


def pressed(progress: float) -> float:
    """How far the stamp is pressed on at ``progress`` of its moment: it comes down from above,
    overshoots a touch as it meets the paper, and rests (0: in the air, 1: on the paper)."""
    if progress >= PRESS:
        return 1.0
    t = max(0.0, progress) / PRESS
    return t * t * (3.0 - 2.0 * t) * (1.0 + 0.12 * math.sin(math.pi * t))


class Stamp(OnTheBoard):
    """A hanko pressed on the spot as the moment settles it (a day's column closed): it comes
    down large and light, meets the paper and rests there until the moment goes."""

    def __init__(self, centre: QPointF, seal: str) -> None:
        super().__init__()
        self.seal = seal
        self.progress = 0.0
        self.setPos(centre)

    def boundingRect(self) -> QRectF:
        side = STAMP_SIZE * 1.6
        return QRectF(-side / 2, -side / 2, side, side)

    def set_progress(self, progress: float, presence: float) -> None:
        self.progress = progress
        self.setScale(1.0 + 0.6 * (1.0 - pressed(progress)))
        self.set_presence(presence)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.presence <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(self.presence * (0.35 + 0.65 * pressed(self.progress)))
        square = QRectF(-STAMP_SIZE / 2, -STAMP_SIZE / 2, STAMP_SIZE, STAMP_SIZE)
        painter.setPen(QPen(style.color(style.CARD), 3.0))
        painter.setBrush(QColor(style.VERMILION))
        painter.drawRoundedRect(square, 9, 9)
        painter.setPen(QPen(style.color(style.CARD), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(square.adjusted(6, 6, -6, -6), 5, 5)  # the seal's inner edge
        painter.setPen(QColor(style.CARD))
        painter.setFont(style.font(34, bold=True))
        painter.drawText(square, Qt.AlignmentFlag.AlignCenter, self.seal)


@dataclass(frozen=True)
class Spot:
    """Where a moment's glow lights the board: ``rect`` in ``item``'s coordinates, round (a
    lantern) or not (a column); ``stamp``: the moment's seal is pressed at its foot too."""

    item: QGraphicsItem
    rect: QRectF
    round_light: bool = False
    stamp: bool = False

    def scene_rect(self) -> QRectF:
        return self.item.mapRectToScene(self.rect)

    def light(self) -> Glow | None:
        """The glow, put in the item's scene (None: the item has left its scene)."""
        scene = self.item.scene()
        if scene is None:
            return None
        glow = Glow(self.scene_rect(), round_light=self.round_light)
        scene.addItem(glow)
        board_item = self.item.topLevelItem() or self.item
        glow.setZValue(board_item.zValue())
        glow.stackBefore(board_item)  # right under it: over the paper, under what it lights
        return glow

    def press(self, seal: str) -> Stamp | None:
        """The stamp at the spot's foot, over what it marks (None: no stamp, or no scene)."""
        scene = self.item.scene()
        if not self.stamp or scene is None:
            return None
        rect = self.scene_rect()
        stamp = Stamp(QPointF(rect.center().x(), rect.bottom() - STAMP_SIZE * 0.75), seal)
        board_item = self.item.topLevelItem() or self.item
        stamp.setZValue(board_item.zValue() + 1)
        scene.addItem(stamp)
        return stamp


@dataclass(frozen=True)
class Showing:
    """One moment to show: its banner's words (no title: a light moment, the glow alone), its
    cue, its spot and seal, what its banner keeps clear of (scene rects) and where it would
    rather be (``MIDDLE``, ``LOWER_BAND``)."""

    title: str
    line: str = ""
    cue: Cue | None = None
    spot: Spot | None = None
    seal: str = ""
    clear_of: tuple[QRectF, ...] = field(default_factory=tuple)
    prefer: QPointF = field(default_factory=lambda: QPointF(MIDDLE))


class Moment(QObject):
    """Plays moments over ``view`` (the board's view); see the module docstring. One per view:
    a new moment cuts the ones before short."""

    over = Signal()  # the moments have ended, played or skipped: none shows, none is due

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self.banner = MomentBanner(view)
        self.glow: Glow | None = None
        self.stamp: Stamp | None = None
        self.showing: Showing | None = None  # the moment on show
        self._due: list[Showing] = []  # waiting their turn, in order
        self._factor = 1.0
        self._round = 0  # one more at each skip: a mark of a moment skipped begins nothing
        self._bell: object | None = None  # the bell of the moment showing, until it rings
        self._queue: AnimationQueue | None = None
        self.motion = progress_motion(self, self._advance, self._next)

    def play(self, table: Table, title: str, line: str, cue: Cue | None = None,
             spot: Spot | None = None, seal: str = "", *, clear_of: Sequence[QRectF] = (),
             prefer: QPointF = MIDDLE) -> bool:
        """Show ``title`` and ``line`` (and light ``spot``) once the motion the table has
        queued so far has played, the banner clear of ``clear_of`` (scene rects) and of the
        spot, near ``prefer``; ring ``cue`` as it comes (None: silent).
        Whether it will play (not with animations off)."""
        return self.play_all(table, [Showing(title, line, cue, spot, seal, tuple(clear_of),
                                             prefer)])

    def play_all(self, table: Table, moments: Sequence[Showing]) -> bool:
        """``moments`` one after another (those after the first shorter), from the end of the
        motion queued so far; see ``play``. Light ones (no banner) never cut a banner short
        that shows or is due: they are left out."""
        factor = table.animation_factor
        if factor <= 0 or not moments:
            return False
        if not any(showing.title for showing in moments) and self._banner_ahead():
            return False
        self.skip()
        self._factor = factor
        self._follow(getattr(table, "animations", None))
        self._due = list(moments)
        self._claim_cues()
        if self._queue is None:
            self._next()
            return True
        # A mark in the queue behind the motion already queued (the pawn's walk, the card's
        # glide): the moment begins as that ends, and plays beside whatever comes after it.
        # It begins a turn of the event loop later: a queue skipped ends its mark first and
        # says so after, and a moment skipped must not have rung its bell in between.
        mark = QVariantAnimation()
        mark.setDuration(1)
        mark.finished.connect(partial(self._soon, self._round))
        self._queue.play(mark)
        return True

    def playing(self) -> bool:
        return self.showing is not None

    def ahead(self) -> bool:
        """Whether a moment shows, or waits its turn."""
        return self.showing is not None or bool(self._due)

    def rang_before(self, cue: Cue) -> None:
        """``cue``, which the move being applied makes, rang with a moment of an earlier move
        (a day's bell as the day closed, its bonus chosen after): the move leaves it."""
        if (director := self._director()) is not None:
            director.leave_to_moment(cue)

    def _claim_cues(self) -> None:
        """The cues due ring with their moments: the move being applied leaves them here."""
        director = self._director()
        if director is not None:
            for showing in self._due:
                if showing.cue is not None:
                    director.leave_to_moment(showing.cue)

    def _director(self) -> SoundDirector | None:
        from .sound import director_of  # the director lives with the window

        return director_of(self.view)

    def _banner_ahead(self) -> bool:
        """Whether a banner shows, or waits its turn."""
        return any(showing.title for showing in [*self._due, self.showing] if showing)

    def _follow(self, queue: object) -> None:
        """Listen to ``queue``'s skips (a moment cut short goes with the motion)."""
        if queue is self._queue:
            return
        if self._queue is not None and isValid(self._queue):  # the game before's table's
            self._queue.skipped.disconnect(self.skip)
        self._queue = queue if isinstance(queue, AnimationQueue) else None
        if self._queue is not None:
            self._queue.skipped.connect(self.skip)

    def _soon(self, round_: int) -> None:
        QTimer.singleShot(0, self, partial(self._begin, round_))  # none once the view is gone

    def _begin(self, round_: int) -> None:
        if round_ == self._round:  # not skipped, nor followed by another since
            self._next()

    def _next(self) -> None:
        """The moment due next begins (the one before, if any, has ended)."""
        first = self.showing is None
        self._end()
        if not self._due:  # skipped while it waited, or the last has played
            self.over.emit()
            return
        showing = self.showing = self._due.pop(0)
        spot = showing.spot
        self.glow = spot.light() if spot is not None else None
        self.stamp = spot.press(showing.seal) if spot is not None else None
        if showing.title:
            self._show_banner(showing)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        if showing.cue is not None:
            self._ring_as_shown(showing.cue, self.banner if showing.title else None, self.glow)
        share = 1.0 if first else IN_A_ROW
        self.motion.setDuration(max(1, round(MOMENT_MS * self._factor * share)))
        self.motion.start()

    def _ring_as_shown(self, cue: Cue, *pictures: FirstFrame | None) -> None:
        """``cue`` rings once, as the first of the moment's ``pictures`` shows (at once if it
        has none); not if the moment is skipped before."""
        bell = self._bell = object()  # this moment's: a skip, or the next moment, forgets it
        ring = partial(self._ring, bell, cue)
        shown = [picture for picture in pictures if picture is not None]
        for picture in shown:
            picture.first_frame = ring
        if not shown:
            ring()

    def _ring(self, bell: object, cue: Cue) -> None:
        if bell is self._bell:
            self._bell = None
            if (director := self._director()) is not None:
                director.play(cue)

    def _show_banner(self, showing: Showing) -> None:
        clear_of = list(showing.clear_of)
        if showing.spot is not None:
            clear_of.append(showing.spot.scene_rect())
        self.banner.say(showing.title, showing.line, showing.seal)
        self.banner.place(self._in_view(clear_of), showing.prefer)
        self.banner.set_presence(0.0)
        self.banner.show()
        self.banner.raise_()

    def _in_view(self, rects: Sequence[QRectF]) -> list[QRect]:
        """``rects`` of the scene as the view shows them now (its pixels)."""
        view = self.view
        if not isinstance(view, QGraphicsView):
            return []
        corner = view.viewport().mapTo(view, QPoint(0, 0))  # the banner lies on the view
        return [view.mapFromScene(rect).boundingRect().translated(corner) for rect in rects]

    def _advance(self, value: float) -> None:
        presence = fade(float(value))
        self.banner.set_presence(presence)
        # A board cleared or closed under the moment has deleted its glow and stamp with it.
        if self.glow is not None and isValid(self.glow):
            self.glow.set_presence(presence)
        if self.stamp is not None and isValid(self.stamp):
            self.stamp.set_progress(float(value), presence)

    def skip(self) -> None:
        """End the moments now (a click, a key, the motion skipped), and those still due."""
        self._round += 1
        self._bell = None
        ahead, self._due = self.ahead(), []
        if self.motion.state() == QVariantAnimation.State.Running:
            self.motion.stop()
        self._end()
        if ahead:
            self.over.emit()

    def _end(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.showing = None
        self.banner.hide()
        for item in (self.glow, self.stamp):
            if item is None or not isValid(item):  # gone with its board
                continue
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
            item.deleteLater()
        self.glow = self.stamp = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.skip()
        return False  # the click or key still does what it does: the moment is never in the way


def after_moments(table: Table, view: QWidget, then: Callable[[], None]) -> None:
    """``then()`` once the moments on ``view`` (the board's view) have played, and the motion
    ``table`` queued before them: at once when no moment shows or is due (animations off, a
    game opened finished, a last move without one: then what still moves is for ``then`` to
    cut short). The game's end waits so: its final scores and the winner's flourish come
    after the last day's or inn's moment, never over it."""
    moment = view.findChild(Moment, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if moment is None or not moment.ahead():
        then()
        return
    queue = getattr(table, "animations", None)
    if isinstance(queue, AnimationQueue) and queue.busy():
        # The last mark starts its moment a turn of the loop after the queue falls idle.
        queue.when_idle(partial(QTimer.singleShot, 0, view, partial(_after_moment, view, then)))
    else:
        _after_moment(view, then)


def _after_moment(view: QWidget, then: Callable[[], None]) -> None:
    moment = view.findChild(Moment, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if moment is None or not moment.ahead():
        then()
    else:
        moment.over.connect(then, Qt.ConnectionType.SingleShotConnection)


def moment_on(board: QGraphicsScene) -> Moment | None:
    """The moments of ``board``'s view (made the first time), None before the board is shown."""
    views = board.views()
    if not views:
        return None
    moment = views[0].findChild(Moment, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return moment if moment is not None else Moment(views[0])

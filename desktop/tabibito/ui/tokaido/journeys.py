"""One traveller's tableau in the side column (issue 8 §4, "A panel per traveller").

A JourneyCard projects ``table.view().journeys[seat]`` and the points of the view's scores: the
seat and its traveller, points and coins; the panoramas with their parts; the souvenirs in the
sets the scoring builds; meals, hot springs, encounters, temple coins and achievement cards; with
Crossroads the cherry trees, bath houses, legendary objects, calligraphies and the amulets (the
shown seat's own by name, another seat's only as a hidden count, as the view gives them). Every
group's tooltip says what it scored. The card keeps no copy of the state, only the numbers it
showed last, so that a number that went up can light up for a moment.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from tabibito.games.tokaido import insights
from tabibito.games.tokaido.data import PANORAMA_PARTS, SOUVENIR_FAMILIES

from ..kit import style
from ..kit.i18n import fill
from ..kit.relabel import Relabelled
from . import art, rules_links, texts
from .colours import seat_colour
from .labels import ElidedLabel

if TYPE_CHECKING:
    from ..plugin_api import Table

ICON = 18  # a group's icons, logical pixels
SET_ICON = 16  # the family icons inside a souvenir set
PIP = 8  # one panorama part
PULSE_MS = 700  # a number that went up glows and fades (speed 1; none with motion off)
STRIPE = 6  # the seat colour along the card's left edge
RADIUS = 7
TURN_TINT = 34  # alpha of the seat colour over the card while that seat decides
PANORAMA_ICONS = {name: f"{name}_panorama" for name in PANORAMA_PARTS}
# The Buppatsu and Ema of Crossroads count as a fifth family; they are legendary objects.
FAMILY_ICONS = (*SOUVENIR_FAMILIES, "legendary")
FAMILY_KEYS = (*SOUVENIR_FAMILIES, "fifth")




# --- the words of the card ----------------------------------------------------------------------


def group_text(category: str, count: str, points: int) -> str:
    #: A group of a traveller's tableau in its tooltip: %1 the score category ("Souvenirs"),
    #: %2 what it holds ("2 sets"), %3 its points ("12 points").
    return fill(QCoreApplication.translate("Tokaido", "%1: %2, %3"),
                texts.category_label(category), count, texts.points_text(points))


def points_line(category: str, points: int) -> str:
    #: One line of a score breakdown: %1 the score category, %2 its points ("12 points").
    return fill(QCoreApplication.translate("Tokaido", "%1: %2"),
                texts.category_label(category), texts.points_text(points))


def total_text(total: int) -> str:
    #: The heading of a traveller's score breakdown: %1 is "23 points".
    return fill(QCoreApplication.translate("Tokaido", "Total: %1"), texts.points_text(total))


def choosing_text() -> str:
    return QCoreApplication.translate("Tokaido", "Choosing a traveller…")


def computer_text() -> str:
    return QCoreApplication.translate("Tokaido", "Computer player")


def thinking_text() -> str:
    #: A computer player deciding now; a short tag beside its traveller (about 12 characters).
    return QCoreApplication.translate("Tokaido", "Thinking…")


def to_move_text() -> str:
    #: The player deciding now; a short tag beside the traveller (about 12 characters).
    return QCoreApplication.translate("Tokaido", "Deciding")


def winner_text() -> str:
    #: The end of the game: the player with the most points (ties: several); a short tag.
    return QCoreApplication.translate("Tokaido", "Winner")


def moves_neutral_text() -> str:
    #: Two players: the leading player moves the neutral traveller; a short tag.
    return QCoreApplication.translate("Tokaido", "Moves the neutral")


def panorama_text(panorama: str, taken: int, parts: int) -> str:
    #: %1 a panorama ("Sea panorama"), %2 the parts taken, %3 the parts it has (3, 4 or 5).
    return fill(QCoreApplication.translate("Tokaido", "%1: %2 of %3 parts"),
                texts.panorama_name(panorama), taken, parts)


def achieved_text(achievement: str, points: int) -> str:
    #: %1 an achievement card's name, %2 its points ("3 points").
    return fill(QCoreApplication.translate("Tokaido", "Achievement card: %1 (%2)"),
                texts.achievement_name(achievement), texts.points_text(points))


def set_text(number: int, families: str) -> str:
    #: One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.
    return fill(QCoreApplication.translate("Tokaido", "Set %1: %2"), number, families)


def fresh_text() -> str:
    return QCoreApplication.translate("Tokaido", "Bought this turn: usable from the next turn on.")


def at_the_end_text() -> str:
    return QCoreApplication.translate("Tokaido", "Scored at the end of the journey.")


def named_text(name: str, effect: str) -> str:
    #: A card in a tooltip: %1 its name, %2 what it does.
    return fill(QCoreApplication.translate("Tokaido", "%1 — %2"), name, effect)


def counted_names(names: Iterable[str]) -> str:
    """Names with how often each occurs ("Samurai ×2, Miko"), in the order first seen."""
    counts = Counter(names)
    return texts.listed(texts.counted(name, n) for name, n in counts.items())


# --- the painted pieces -------------------------------------------------------------------------


class Glow:
    """Mixin for a painted piece: a short warm glow behind it when its number went up."""

    _glow = 0.0
    _glow_motion: QVariantAnimation | None = None

    def pulse(self, table: Any) -> None:
        factor = getattr(table, "animation_factor", 0.0)
        if factor <= 0:  # motion off: the new number is all there is to see
            return
        if self._glow_motion is not None:
            self._glow_motion.stop()
        motion = QVariantAnimation(self)
        motion.setStartValue(0.0)
        motion.setEndValue(1.0)
        motion.setDuration(max(1, int(PULSE_MS * factor)))
        motion.valueChanged.connect(self._set_glow)
        motion.finished.connect(self._glow_done)
        self._glow_motion = motion
        motion.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _set_glow(self, progress: float) -> None:
        self._glow = math.sin(math.pi * max(0.0, min(float(progress), 1.0)))
        self.update()

    def _glow_done(self) -> None:
        self._glow_motion = None
        self._glow = 0.0
        self.update()

    def paint_glow(self, painter: QPainter, rect: QRectF) -> None:
        if self._glow > 0.01:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.color(style.OCHRE, int(150 * self._glow)))
            painter.drawRoundedRect(rect, 5, 5)


@dataclass(frozen=True)
class Glyph:
    """One icon of a group and the number or word after it."""

    icon: str = ""
    text: str = ""
    badge: str = ""  # a small count at the icon's lower right ("2")
    faded: bool = False  # drawn pale: an amulet not usable yet


class Chip(Glow, QWidget):
    """A group of the tableau: a few icons with their numbers, one tooltip for all of them.

    Key: the group's name (``key``); drawn pale while it holds nothing."""

    def __init__(self, key: str, parent: QWidget | None = None, *, big: bool = False) -> None:
        super().__init__(parent)
        self.key = key
        self.big = big
        self.glyphs: tuple[Glyph, ...] = ()
        self.value: int | None = None
        self.dim = False
        self.section = rules_links.journey_section(key)
        if self.section is not None:
            rules_links.link_widget(self, self.section)
        self.setObjectName(f"journey_{key}")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_glyphs(self, glyphs: Sequence[Glyph], tooltip: str, value: int, table: Any, *,
                    dim: bool | None = None) -> None:
        grew = self.value is not None and value > self.value
        self.glyphs, self.value = tuple(glyphs), value
        self.dim = value == 0 if dim is None else dim
        self.setToolTip(rules_links.hinted(tooltip) if self.section is not None else tooltip)
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.updateGeometry()
        self.update()
        if grew:
            self.pulse(table)

    def text(self) -> str:
        """What the chip reads as (its numbers and words), for tests and screen readers."""
        return " ".join(part for glyph in self.glyphs for part in (glyph.text, glyph.badge)
                        if part)

    def icons(self) -> list[str]:
        return [glyph.icon for glyph in self.glyphs if glyph.icon]

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        if self.big:
            font.setPointSizeF(font.pointSizeF() * 1.15)
        return font

    def _icon_size(self) -> int:
        return ICON + 2 if self.big else ICON

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self._font())
        icon = self._icon_size()
        width = 4
        for glyph in self.glyphs:
            if glyph.icon:
                width += icon + (5 if glyph.badge else 1)
            if glyph.text:
                width += 2 + metrics.horizontalAdvance(glyph.text)
            width += 4
        return QSize(max(width, icon + 8), max(icon, metrics.height()) + 6)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        if self.dim:
            painter.setOpacity(0.4)
        font = self._font()
        metrics = QFontMetrics(font)
        icon = self._icon_size()
        top = (self.height() - icon) / 2
        x = 4.0
        for glyph in self.glyphs:
            if glyph.icon:
                x = self._paint_icon(painter, glyph, QRectF(x, top, icon, icon))
            if glyph.text:
                painter.setFont(font)
                painter.setPen(QColor(style.INK))
                width = metrics.horizontalAdvance(glyph.text)
                painter.drawText(QRectF(x + 2, 0, width + 2, self.height()),
                                 Qt.AlignmentFlag.AlignVCenter, glyph.text)
                x += 2 + width
            x += 4
        painter.end()

    def _paint_icon(self, painter: QPainter, glyph: Glyph, rect: QRectF) -> float:
        opacity = painter.opacity()
        if glyph.faded:  # not usable yet: pale, in a dashed ring
            painter.setOpacity(opacity * 0.45)
        art.render_icon(painter, rect, glyph.icon)
        painter.setOpacity(opacity)
        if glyph.faded:
            painter.setPen(QPen(style.color(style.INK_SOFT), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-1.5, -1.5, 1.5, 1.5))
        if glyph.badge:
            self._paint_badge(painter, rect, glyph.badge)
        return rect.right() + (5 if glyph.badge else 1)

    def _paint_badge(self, painter: QPainter, rect: QRectF, badge: str) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(9)
        width = max(11.0, QFontMetrics(font).horizontalAdvance(badge) + 5.0)
        spot = QRectF(rect.right() - width / 2 + 1, rect.bottom() - 9, width, 11)
        painter.setPen(QPen(QColor(style.CARD), 1))
        painter.setBrush(QColor(style.INK))
        painter.drawRoundedRect(spot, 5.5, 5.5)
        painter.setFont(font)
        painter.setPen(QColor(style.CARD))
        painter.drawText(spot, Qt.AlignmentFlag.AlignCenter, badge)


class PanoramaTrack(Glow, QWidget):
    """One panorama type: its icon, a pip per part (filled as taken), and the achievement card
    beside it for the traveller who completed it first."""

    def __init__(self, panorama: str, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panorama = panorama
        self.parts = PANORAMA_PARTS[panorama]
        self.colour = colour
        self.taken = 0
        self.achieved = False
        self._shown: int | None = None
        rules_links.link_widget(self, rules_links.JOURNEY_SECTIONS["panoramas"])
        self.setObjectName(f"journey_{panorama}_panorama")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_parts(self, taken: int, achieved: bool, tooltip: str, table: Any) -> None:
        grew = self._shown is not None and taken > self._shown
        self.taken, self.achieved, self._shown = taken, achieved, taken
        self.setToolTip(rules_links.hinted(tooltip))
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.update()
        if grew:
            self.pulse(table)

    def sizeHint(self) -> QSize:
        # The achievement's room is always kept: the tracks never shift when one is won.
        return QSize(4 + ICON + 4 + self.parts * (PIP + 3) + 2 + 15, ICON + 6)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        top = (self.height() - ICON) / 2
        if not self.taken:
            painter.setOpacity(0.55)
        art.render_icon(painter, QRectF(4, top, ICON, ICON), PANORAMA_ICONS[self.panorama])
        painter.setOpacity(1.0)
        x = 4 + ICON + 4.0
        done = self.taken >= self.parts
        for index in range(self.parts):
            pip = QRectF(x, (self.height() - PIP - 3) / 2, PIP, PIP + 3)  # a card, upright
            if index < self.taken:
                painter.setPen(QPen(QColor(style.INK), 1.0))
                painter.setBrush(QColor(style.PINE) if done else self.colour)
            else:
                painter.setPen(QPen(style.color(style.INK_SOFT, 150), 1.0))
                painter.setBrush(style.color(style.PAPER_DEEP, 120))
            painter.drawRoundedRect(pip, 1.5, 1.5)
            x += PIP + 3
        if self.achieved:
            art.render_icon(painter, QRectF(x + 1, (self.height() - 14) / 2, 14, 14),
                            "achievement")
        painter.end()


class SouvenirSets(Glow, QWidget):
    """The souvenirs in the sets the scoring builds (one card of a family per set, each card in
    the first set still missing its family): a tray per set with its family icons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sets: list[list[int]] = []
        self._shown: int | None = None
        rules_links.link_widget(self, rules_links.JOURNEY_SECTIONS["souvenirs"])
        self.setObjectName("journey_souvenirs")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_sets(self, sets: list[list[int]], tooltip: str, table: Any) -> None:
        count = sum(len(group) for group in sets)
        grew = self._shown is not None and count > self._shown
        self.sets, self._shown = sets, count
        self.setToolTip(rules_links.hinted(tooltip))
        self.setAccessibleName(tooltip.replace("\n", "; "))
        self.update()
        if grew:
            self.pulse(table)

    def count(self) -> int:
        return sum(len(group) for group in self.sets)

    def sizeHint(self) -> QSize:
        icons = max(self.count(), 1)
        return QSize(8 + icons * (SET_ICON + 2) + len(self.sets) * 12, SET_ICON + 10)

    def minimumSizeHint(self) -> QSize:
        return QSize(ICON + 8, SET_ICON + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter, QRectF(self.rect()))
        if not self.sets:  # none yet: the village's icon and a 0, pale, like an empty group
            self._paint_none(painter)
            painter.end()
            return
        icon = self._fitted_icon()
        height = icon + 6
        top = (self.height() - height) / 2
        x = 2.0
        for group in self.sets:
            width = 6 + len(group) * (icon + 2)
            tray = QRectF(x, top, width, height)
            painter.setPen(QPen(style.color(style.RULE), 1.0))
            full = len(group) >= len(SOUVENIR_FAMILIES)
            painter.setBrush(style.color(style.OCHRE, 60) if full else QColor(style.PAPER))
            painter.drawRoundedRect(tray, 4, 4)
            for index, family in enumerate(group):
                spot = QRectF(x + 4 + index * (icon + 2), top + 3, icon, icon)
                art.render_icon(painter, spot, FAMILY_ICONS[family])
            x += width + 5
        painter.end()

    def _paint_none(self, painter: QPainter) -> None:
        painter.setOpacity(0.4)
        art.render_icon(painter, QRectF(4, (self.height() - ICON) / 2, ICON, ICON), "village")
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(style.INK))
        painter.drawText(QRectF(ICON + 8, 0, 40, self.height()), Qt.AlignmentFlag.AlignVCenter,
                         "0")

    def _fitted_icon(self) -> float:
        """The icons shrink, never overflow, when a long collection meets a narrow column."""
        room = self.width() - 4 - len(self.sets) * 11
        return max(9.0, min(float(SET_ICON), room / max(self.count(), 1) - 2))


class FlowLayout(QLayout):
    """Chips left to right, wrapping to another line when the column is narrow."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, widget: QWidget) -> QWidget:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))
        return widget

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line; narrower, heightForWidth says how tall the lines get."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        if not shown:
            return QSize(0, 0)
        width = sum(hint.width() for hint in shown) + self._spacing * (len(shown) - 1)
        return QSize(width, max(hint.height() for hint in shown))

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():  # a hidden chip takes no room
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()


# --- the card -----------------------------------------------------------------------------------


class JourneyCard(Relabelled, QWidget):
    """One traveller's tableau; see the module docstring."""

    def __init__(self, table: Table, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.seat = seat
        self.colour = seat_colour(seat)
        self.deciding = False
        self.setObjectName(f"journeyCard{seat}")
        # As tall as its lines at the column's width (the groups wrap when it is narrow).
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._build()
        # The controller names the thinking computer just after its signals (busy_changed comes
        # first, the next bot starts after changed): look again once they have run.
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(0)
        self._again.timeout.connect(self.refresh)
        table.changed.connect(self._on_table)
        table.busy_changed.connect(self._on_table)
        table.shown_seat_changed.connect(self._on_table)
        self.refresh()

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(STRIPE + 8, 6, 8, 7)
        layout.setSpacing(3)
        layout.addLayout(self._build_header())
        layout.addLayout(self._build_subline())
        panoramas = FlowLayout(spacing=2)  # one line from about 290 px, two below
        self.panoramas = [panoramas.add(PanoramaTrack(name, self.colour, self))
                          for name in PANORAMA_PARTS]
        layout.addLayout(panoramas)
        self.souvenirs = SouvenirSets(self)
        layout.addWidget(self.souvenirs)
        self.road_flow = FlowLayout(spacing=3)
        self.meals = self.road_flow.add(Chip("meals", self))
        self.hot_springs = self.road_flow.add(Chip("hot_springs", self))
        self.encounters = self.road_flow.add(Chip("encounters", self))
        self.temple = self.road_flow.add(Chip("temples", self))
        self.achievements = self.road_flow.add(Chip("achievements", self))
        layout.addLayout(self.road_flow)
        self.crossroads_rule = QWidget(self)
        self.crossroads_rule.setFixedHeight(1)
        self.crossroads_rule.setAutoFillBackground(False)
        layout.addWidget(self.crossroads_rule)
        self.crossroads_flow = FlowLayout(spacing=3)
        self.cherry_trees = self.crossroads_flow.add(Chip("cherry_trees", self))
        self.bath_houses = self.crossroads_flow.add(Chip("bath_houses", self))
        self.legendary = self.crossroads_flow.add(Chip("legendary_objects", self))
        self.calligraphies = self.crossroads_flow.add(Chip("calligraphies", self))
        self.amulets = self.crossroads_flow.add(Chip("amulets", self))
        layout.addLayout(self.crossroads_flow)
        layout.addStretch(1)  # a card given more height than its lines keeps them together

    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(4)
        self.name_label = ElidedLabel(self)
        font = QFont(self.name_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.name_label.setFont(font)
        row.addWidget(self.name_label, 1)
        self.robot = QLabel(self)
        self.robot.setPixmap(style.icon("robot").pixmap(QSize(16, 16)))
        row.addWidget(self.robot)
        self.points = Chip("points", self, big=True)
        self.coins = Chip("coins", self, big=True)
        row.addWidget(self.points)
        row.addWidget(self.coins)
        return row

    def _build_subline(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(6)
        self.traveller_label = ElidedLabel(self, cut_in_tooltip=False)  # its tooltip: the ability
        self.traveller_label.setProperty("role", "subtle")
        row.addWidget(self.traveller_label, 1)
        self.tag = QLabel(self)
        self.tag.setObjectName("journeyTag")
        row.addWidget(self.tag)
        return row

    # -- projecting the view -------------------------------------------------------------------

    def _on_table(self, *_args: object) -> None:
        self.refresh()
        self._again.start()

    def retranslate(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        view = self.table.view()
        journey = view.journeys[self.seat]
        scores = view.scores()
        points = scores.breakdown[self.seat]
        self._show_header(view, journey, points, scores.totals[self.seat])
        self._show_turn(view, self.seat in scores.winners)
        self._show_panoramas(view, journey, points)
        self._show_souvenirs(view, journey, points)
        self._show_road(view, journey, points)
        self._show_crossroads(view, journey, points)
        self.updateGeometry()
        self.update()

    def _show_header(self, view: Any, journey: Any, points: dict[str, int], total: int) -> None:
        self.name_label.set_full_text(self.table.seat_names[self.seat])
        bot = self.seat not in self.table.human_seats
        self.robot.setVisible(bot)
        self.robot.setToolTip(computer_text())
        breakdown = "\n".join(points_line(key, value) for key, value in points.items() if value)
        self.points.show_glyphs([Glyph("point", str(total))],
                                (total_text(total) + "\n" + breakdown).strip(), total,
                                self.table, dim=False)
        self.coins.show_glyphs([Glyph("coin", str(journey.coins))],
                               texts.coins_text(journey.coins), journey.coins, self.table,
                               dim=False)
        if journey.traveller is not None:
            self.traveller_label.set_full_text(texts.traveller_name(journey.traveller))
            self.traveller_label.setToolTip(texts.traveller_ability(journey.traveller))
        else:  # choosing, or no travellers at all (Initiation)
            self.traveller_label.set_full_text("" if view.initiation else choosing_text())
            self.traveller_label.setToolTip("")

    def _show_turn(self, view: Any, winner: bool) -> None:
        """The tag beside the traveller: thinking, deciding (perhaps for the neutral traveller),
        or at the end the winner."""
        over = view.is_over()
        self.deciding = not over and self.seat in view.to_act()
        if over and winner:
            text, colour = winner_text(), style.OCHRE
        elif self.table.thinking_seat == self.seat:
            text, colour = thinking_text(), style.PLUM
        elif self.deciding and view.queue and view.actor == view.rules.neutral:
            text, colour = moves_neutral_text(), self.colour.name()
        elif self.deciding:
            text, colour = to_move_text(), self.colour.name()
        else:
            text, colour = "", None
        self.tag.setText(text)
        self.tag.setVisible(bool(text))
        if colour is not None:
            ink = style.INK if colour == style.OCHRE else style.CARD  # dark words on the gold
            self.tag.setStyleSheet(
                f"QLabel#journeyTag {{ background: {colour}; color: {ink};"
                " border-radius: 8px; padding: 0px 7px; font-weight: 600; }")

    def _show_panoramas(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        achieved = {name for name, seat in view.achievers.items() if seat == self.seat}
        worth = achievement_points(view)
        for index, track in enumerate(self.panoramas):
            name = track.panorama
            lines = [panorama_text(name, journey.panoramas[index], track.parts)]
            if name in achieved:
                lines.append(achieved_text(name, worth.get(name, 0)))
            lines.append(points_line("panoramas", points.get("panoramas", 0)))
            track.show_parts(journey.panoramas[index], name in achieved, "\n".join(lines),
                             self.table)

    def _show_souvenirs(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        sets = insights.souvenir_sets(view, self.seat)
        lines = [group_text("souvenirs", texts.PLURALS.sets(len(sets)), points.get("souvenirs", 0))]
        lines.append(texts.PLURALS.souvenirs_count(sum(journey.families)))
        lines += [set_text(number, texts.listed(texts.family_name(FAMILY_KEYS[f]) for f in group))
                  for number, group in enumerate(sets, start=1)]
        self.souvenirs.show_sets(sets, "\n".join(lines), self.table)

    def _show_road(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        cards = view.rules.cards
        meals = journey.meals
        dishes = counted_names(texts.meal_name(cards.meals[m].dish) for m in meals)
        self.meals.show_glyphs(
            [Glyph("meal", str(len(meals)))],
            _lines(group_text("meals", texts.PLURALS.meals_count(len(meals)), points.get("meals", 0)),
                   dishes), len(meals), self.table)
        springs = len(journey.hot_springs)
        self.hot_springs.show_glyphs(
            [Glyph("hot_spring", str(springs))],
            group_text("hot_springs", texts.PLURALS.hot_spring_cards(springs), points.get("hot_springs", 0)),
            springs, self.table)
        self._show_encounters(view, journey, points)
        given = view.temple[self.seat]
        temple = [group_text("temples", texts.PLURALS.coins_given(given), points.get("temples", 0))]
        if view.is_over():
            temple.append(points_line("temple_ranking", points.get("temple_ranking", 0)))
        self.temple.show_glyphs([Glyph("temple", str(given))], "\n".join(temple), given,
                                self.table)
        self._show_achievements(view)

    def _show_encounters(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        cards = view.rules.cards
        kinds = Counter(cards.encounters[card].kind for card in journey.encounters)
        total = len(journey.encounters)
        glyphs = [Glyph(kind, "", str(n) if n > 1 else "") for kind, n in kinds.items()]
        if glyphs:  # the count after the kinds, as every other group shows one
            glyphs[-1] = Glyph(glyphs[-1].icon, str(total), glyphs[-1].badge)
        tooltip = _lines(
            group_text("encounters", texts.PLURALS.encounters_count(total), points.get("encounters", 0)),
            counted_names(texts.encounter_name(card) for card in journey.encounters))
        self.encounters.show_glyphs(glyphs or [Glyph("encounter", "0")], tooltip, total,
                                    self.table)

    def _show_achievements(self, view: Any) -> None:
        held = view.achievements()[self.seat]
        worth = achievement_points(view)
        lines = [texts.PLURALS.achievements(len(held))]
        lines += [achieved_text(name, worth.get(name, 0)) for name in held]
        self.achievements.show_glyphs([Glyph("achievement", str(len(held)))], "\n".join(lines),
                                      len(held), self.table)

    def _show_crossroads(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        on = bool(view.crossroads)
        self.crossroads_rule.setVisible(on)
        for chip in (self.cherry_trees, self.bath_houses, self.legendary, self.calligraphies,
                     self.amulets):
            chip.setVisible(on)
        if not on:
            return
        trees, baths = journey.cherry_trees, journey.bath_houses
        self.cherry_trees.show_glyphs(
            [Glyph("cherry_tree", str(trees))],
            group_text("cherry_trees", texts.PLURALS.cherry_trees_count(trees), points.get("cherry_trees", 0)),
            trees, self.table)
        self.bath_houses.show_glyphs(
            [Glyph("bath_house", str(baths))],
            group_text("bath_houses", texts.PLURALS.bath_houses_count(baths), points.get("bath_houses", 0)),
            baths, self.table)
        objects = journey.legendary
        self.legendary.show_glyphs(
            [Glyph("legendary", str(len(objects)))],
            _lines(group_text("legendary_objects", texts.PLURALS.legendary(len(objects)),
                              points.get("legendary_objects", 0)),
                   *(named_text(texts.legendary_name(o),
                                texts.legendary_effect(o, view.rules.data.crossroads))
                     for o in objects)),
            len(objects), self.table)
        self._show_calligraphies(view, journey, points)
        self._show_amulets(journey)

    def _show_calligraphies(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        names = journey.calligraphies
        lines = [group_text("calligraphies", texts.PLURALS.calligraphies(len(names)),
                            points.get("calligraphies", 0))]
        lines += [named_text(texts.calligraphy_name(c), texts.calligraphy_effect(c))
                  for c in names]
        if names and not view.is_over():
            lines.append(at_the_end_text())
        self.calligraphies.show_glyphs([Glyph("calligraphy", str(len(names)))],
                                       "\n".join(lines), len(names), self.table)

    def _show_amulets(self, journey: Any) -> None:
        """The shown seat's own amulets by name; another seat's only as the view counts them."""
        if journey.hidden_amulets:
            hidden, fresh = journey.hidden_amulets, journey.hidden_fresh
            lines = [texts.PLURALS.hidden_amulets(hidden)]
            if fresh:
                lines.append(texts.PLURALS.hidden_fresh(fresh))
            self.amulets.show_glyphs([Glyph("amulet_hidden", str(hidden))], "\n".join(lines),
                                     hidden, self.table)
            return
        fresh = Counter(journey.fresh)
        glyphs, lines = [], [texts.PLURALS.amulets(len(journey.amulets))]
        for amulet in journey.amulets:
            new = fresh[amulet] > 0
            fresh[amulet] -= 1
            glyphs.append(Glyph(amulet, faded=new))
            line = named_text(texts.amulet_name(amulet), texts.amulet_effect(amulet))
            lines.append(line + ("\n  " + fresh_text() if new else ""))
        self.amulets.show_glyphs(glyphs or [Glyph("amulet_hidden", "0")], "\n".join(lines),
                                 len(journey.amulets), self.table)

    def owned_amulets(self) -> list[str]:
        """The amulets the card names (the shown seat's own), for tests."""
        return [g.icon for g in self.amulets.glyphs if g.icon != "amulet_hidden"]

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(self.colour if self.deciding else style.color(style.RULE),
                            2.0 if self.deciding else 1.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.deciding:
            tint = QColor(self.colour)
            tint.setAlpha(TURN_TINT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        self._paint_stripe(painter, rect)
        if self.crossroads_rule.isVisible():
            line = self.crossroads_rule.geometry()
            painter.setPen(QPen(style.color(style.RULE), 1.0, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(line.left(), line.center().y() + 0.5),
                             QPointF(line.right(), line.center().y() + 0.5))
        painter.end()

    def _paint_stripe(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setClipRect(QRectF(rect.left(), rect.top(), STRIPE, rect.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        painter.restore()


def achievement_points(view: Any) -> dict[str, int]:
    """What each achievement card is worth, from the game's data."""
    return {card.id: card.points for card in view.rules.data.achievements}


def _lines(*parts: str) -> str:
    return "\n".join(part for part in parts if part)

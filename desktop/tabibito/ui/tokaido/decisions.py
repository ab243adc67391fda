"""Tokaido's decision hero: the decision of the moment, pinned above the action bar.

The village market's souvenirs, the inn's meals, the two traveller tiles, the Crossroads
either/or... each legal choice is a big card tile that submits its action when clicked; what
cannot be taken is greyed with why. Variant chips (Devotion, Zen-emon's one coin, Health)
change what a tile click does. While another seat decides the same tiles show, disabled, with
who decides; a held resolution shows the backs of the cards to come; a finished game, its winner.

The shell gives the hero a fixed height (110–260 px) and the side column's width (30–54
characters): the tiles wrap into rows of up to three and lay their icon beside the words when
low. What to show comes from ``decisions_spec``; reveals and gains move through
``decisions_motion`` on the table's animation queue.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Action

from ..kit import style
from ..kit.animation import animate
from ..kit.panel import DecisionGuard
from ..kit.relabel import Relabelled
from . import art
from .decisions_motion import TILE_FLIP_MS, flipped_keys, reveal_for
from .decisions_sheet import ListSheet
from .decisions_spec import Chip, DecisionSpec, Extra
from .decisions_tiles import (
    Reveal,
    RevealOverlay,
    Tile,
    TileSpec,
    elided_lines,
    face_cut,
    row_height,
)
from .decisions_words import word
from .labels import ElidedLabel

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table

MAX_COLUMNS = 3
TILE_GAP = 6
ROW_GAP = 4
MAX_TILE_WIDTH = 150
MIN_TILE_WIDTH = 64
WIDE_TILE_WIDTH = 108  # the narrowest tile in a grid of several rows
TITLE_STYLE = "font-size: 11.5pt; font-weight: 700;"
CHIP_STYLE = f"""
QPushButton#tokaidoChip {{
    background: {style.CARD}; color: {style.INK}; border: 1.5px solid {style.INK_SOFT};
    border-radius: 11px; padding: 2px 9px; font-weight: 600; font-size: 9pt;
}}
QPushButton#tokaidoChip:hover {{ border-color: {style.INK}; background: {style.PAPER_DEEP}; }}
QPushButton#tokaidoChip:checked {{
    background: {style.INDIGO}; color: {style.CARD}; border-color: {style.INDIGO};
}}
QPushButton#tokaidoChip:focus {{ border: 2px solid {style.INDIGO}; padding: 1px 8px; }}
QPushButton#tokaidoChip:disabled {{ color: {style.INK_SOFT}; border-color: {style.RULE}; }}
"""


class SeatDot(QWidget):
    """The colour of the seat deciding, as its pawn on the road."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour: str | None = None
        self.setFixedSize(14, 14)

    def set_colour(self, colour: str | None) -> None:
        self.colour = colour
        self.setVisible(colour is not None)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.colour is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.INK), 1.2))
        painter.setBrush(QColor(self.colour))
        painter.drawEllipse(QRectF(1.5, 1.5, 11, 11))
        painter.end()


class Purse(QWidget):
    """The coins (and road points) of the seat deciding, as icons and numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coins: int | None = None
        self.points: int | None = None
        self.setFixedHeight(20)

    def show_purse(self, coins: int | None, points: int | None) -> None:
        self.coins, self.points = coins, points
        self.setVisible(coins is not None or points is not None)
        self.setFixedWidth(self._width())
        self.update()

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(14)
        return font

    def _parts(self) -> list[tuple[str, str]]:
        parts = []
        if self.coins is not None:
            parts.append(("coin", str(self.coins)))
        if self.points is not None:
            parts.append(("point", str(self.points)))
        return parts

    def _width(self) -> int:
        metrics = QFontMetricsF(self._font())
        return round(sum(18 + 3 + metrics.horizontalAdvance(text) + 8 for _, text in self._parts()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self._font()
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        x = 0.0
        for icon, text in self._parts():
            art.render_icon(painter, QRectF(x, 1, 18, 18), icon)
            x += 21
            painter.setPen(QColor(style.INK))
            width = metrics.horizontalAdvance(text)
            painter.drawText(QRectF(x, 0, width + 2, 20),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            x += width + 8
        painter.end()


class Celebration(QWidget):
    """The end of the road: the winner's laurels in their colour, and the result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.colour = style.OCHRE
        self.petals = 1.0  # the falling petals: 0 = just begun, 1 = settled

    def show_result(self, text: str, colour: str | None) -> None:
        self.text, self.colour = text, colour or style.OCHRE
        self.setToolTip(text)
        self.update()

    def set_petals(self, progress: float) -> None:
        self.petals = progress
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(style.INK), 1.5))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 10, 10)
        self._paint_petals(painter, rect)
        side = min(rect.height() * 0.62, rect.width() * 0.3)
        centre = QPointF(rect.left() + 14 + side / 2, rect.center().y())
        disc = QColor(self.colour)
        disc.setAlpha(60)
        painter.setPen(QPen(QColor(self.colour), 3))
        painter.setBrush(disc)
        painter.drawEllipse(centre, side * 0.62, side * 0.62)
        art.render_icon(painter, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                        "achievement")
        left = centre.x() + side * 0.62 + 12
        area = QRectF(left, rect.top() + 6, rect.right() - left - 10, rect.height() - 12)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(12, min(22, round(rect.height() * 0.16))))
        lines = elided_lines(self.text, font, area.width(), 4)
        height = QFontMetricsF(font).height()
        top = area.center().y() - height * len(lines) / 2
        painter.setFont(font)
        painter.setPen(QColor(style.INK))
        for line in lines:
            painter.drawText(QRectF(area.left(), top, area.width(), height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            top += height
        painter.end()

    def _paint_petals(self, painter: QPainter, rect: QRectF) -> None:
        """Cherry petals scattered over the card (falling into place when the game ends)."""
        painter.save()
        painter.setClipRect(rect.adjusted(2, 2, -2, -2))
        painter.setPen(Qt.PenStyle.NoPen)
        for index in range(18):
            seed = (index * 7919) % 101 / 101
            x = rect.left() + rect.width() * ((index * 0.137 + seed * 0.31) % 1.0)
            rest = rect.top() + rect.height() * ((index * 0.283 + seed * 0.5) % 1.0)
            y = rest - (1.0 - self.petals) * rect.height() * (0.6 + seed)
            petal = QColor("#e9a3b4")
            petal.setAlpha(110 + round(seed * 90))
            painter.setBrush(petal)
            painter.save()
            painter.translate(x, y)
            painter.rotate(index * 47 + self.petals * 90)
            painter.drawEllipse(QRectF(-4, -2.4, 8, 4.8))
            painter.restore()
        painter.restore()


class TileGrid(QWidget):
    """The tiles of the decision in rows of up to three, as big as the room allows, centred."""

    chosen = Signal(object)  # the Action of the tile clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[Tile] = []
        self.rows = False  # the decision asks for a list
        self.sheeted = False  # out in the sheet over the board: a list, whatever the decision
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_tiles(self, specs: list[TileSpec], variants: frozenset[str],
                   interactive: bool, rows: bool = False) -> None:
        self.rows = rows
        while len(self.tiles) < len(specs):
            tile = Tile(self)
            tile.clicked.connect(lambda _=False, t=tile: self._clicked(t))
            self.tiles.append(tile)
        for index, tile in enumerate(self.tiles):
            shown = index < len(specs)
            if shown:
                if tile.spec.key != specs[index].key:
                    tile.turn = 1.0  # another card in this place: no flip half-way
                tile.show_spec(specs[index], variants, interactive)
            tile.setVisible(shown)
        self._place()

    def visible_tiles(self) -> list[Tile]:
        return [tile for tile in self.tiles if not tile.isHidden()]

    def tile(self, key: str) -> Tile | None:
        return next((tile for tile in self.visible_tiles() if tile.spec.key == key), None)

    def set_turn(self, keys: list[str], progress: float) -> None:
        """Turn the tiles of ``keys`` over, one a little after the other."""
        count = max(1, len(keys))
        for index, key in enumerate(keys):
            tile = self.tile(key)
            if tile is not None:
                start = index * 0.5 / count
                tile.set_turn(min(1.0, max(0.0, (progress - start) / (1.0 - 0.5 + 0.5 / count))))

    def _clicked(self, tile: Tile) -> None:
        action = tile.current_action()
        if action is not None:
            self.chosen.emit(action)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._place()

    def set_sheeted(self, sheeted: bool) -> None:
        self.sheeted = sheeted
        self._place()

    def _columns(self, count: int, width: int) -> int:
        """Up to three side by side; four as two by two; five or six in three columns when the
        tiles stay readable that narrow, else in two."""
        columns = 2 if count == 4 else min(count, MAX_COLUMNS)
        least = MIN_TILE_WIDTH if count <= MAX_COLUMNS else WIDE_TILE_WIDTH
        while columns > 1 and (width - TILE_GAP * (columns - 1)) / columns < least:
            columns -= 1
        return max(1, columns)

    def _room(self) -> int:
        """The height cards fill: the scroller's view (the grid grows past it as a list)."""
        view = self.parentWidget()
        return view.height() if view is not None else self.height()

    def _place(self) -> None:
        """As cards in a grid while every word of them shows; else (or when the decision asks
        for it) as a list, one row per card with all its words, scrolling if it must."""
        tiles = self.visible_tiles()
        if not tiles:
            return
        if not (self.rows or self.sheeted):
            for tile, rect in zip(tiles, self._card_rects(len(tiles), self.width(), self._room()),
                                  strict=True):
                tile.row = False
                tile.setGeometry(rect)
            if not any(tile.is_cut() for tile in tiles):
                self.setMinimumHeight(0)
                return
        self._place_rows(tiles)

    def needs_list(self, room: QSize) -> bool:
        """Whether the tiles are a list in ``room``: asked for, or cards that would cut a word
        (four players' meals at 1024 × 700)."""
        tiles = self.visible_tiles()
        if self.rows or not tiles:
            return self.rows
        rects = self._card_rects(len(tiles), room.width(), room.height())
        return any(face_cut(QRectF(rect).adjusted(2, 2, -2, -2), tile.spec, tile.font())
                   for tile, rect in zip(tiles, rects, strict=True))

    def _card_rects(self, count: int, width: int, room: int) -> list[QRect]:
        columns = self._columns(count, width)
        rows = -(-count // columns)
        tiles = self.visible_tiles()
        widest = MAX_TILE_WIDTH if not (tiles and tiles[0].spec.info) else width
        tile_width = min(widest, (width - TILE_GAP * (columns - 1)) / columns)
        height = (room - TILE_GAP * (rows - 1)) / rows
        rects = []
        for row in range(rows):
            in_row = min(columns, count - row * columns)
            used = in_row * tile_width + TILE_GAP * (in_row - 1)
            left = (width - used) / 2
            rects += [QRect(round(left + index * (tile_width + TILE_GAP)),
                            round(row * (height + TILE_GAP)), round(tile_width), round(height))
                      for index in range(in_row)]
        return rects

    def _place_rows(self, tiles: list[Tile]) -> None:
        top = 0
        for tile in tiles:
            tile.row = True
            height = self._row_height(tile, self.width())
            tile.setGeometry(0, top, self.width(), height)
            tile.update()
            top += height + ROW_GAP
        self.setMinimumHeight(top - ROW_GAP)

    def list_height(self, width: int) -> int:
        """The height of the tiles as a list ``width`` wide."""
        tiles = self.visible_tiles()
        return sum(self._row_height(tile, width) for tile in tiles) + ROW_GAP * (len(tiles) - 1)

    @staticmethod
    def _row_height(tile: Tile, width: int) -> int:
        return round(row_height(tile.spec, tile.font(), width - 4)) + 4


class DecisionHero(Relabelled, QWidget):
    """See the module docstring. ``show_spec`` puts a decision up; the panel owns when, and
    builds the spec again when the language changes (``relabel``)."""

    relabel = Signal()

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.spec = DecisionSpec("idle", "")
        self.variants: frozenset[str] = frozenset()
        self.guard = DecisionGuard()  # a double-click on "Open the market" stays in the market
        self.setObjectName("tokaidoHero")
        self.setStyleSheet(CHIP_STYLE)
        self.setMinimumWidth(200)
        self._build()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        header = QHBoxLayout()
        header.setSpacing(6)
        self.dot = SeatDot(self)
        self.title = ElidedLabel(self, shrink_to=0.8)  # "Neutral traveller: First inn" in Polish
        self.title.setObjectName("tokaidoHeroTitle")
        self.title.setStyleSheet(TITLE_STYLE)
        self.purse = Purse(self)
        header.addWidget(self.dot)
        header.addWidget(self.title, 1)
        header.addWidget(self.purse)
        layout.addLayout(header)
        self.caption = ElidedLabel(self)
        self.caption.setProperty("role", "subtle")
        self.caption.setStyleSheet("font-size: 9pt;")
        layout.addWidget(self.caption)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("tokaidoHeroMessage")
        self.message.setStyleSheet(f"color: {style.INDIGO}; font-weight: 600;")
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        layout.addWidget(self.message)
        self.grid = TileGrid(self)
        self.grid.chosen.connect(self._submit)
        self.scroller = QScrollArea(self)  # a list longer than the hero scrolls, cut never
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.grid)
        self.scroller.viewport().setAutoFillBackground(False)
        self.grid.setAutoFillBackground(False)
        layout.addWidget(self.scroller, 1)
        self.sheet = ListSheet(self, self.scroller, layout, self.grid.list_height,
                               self.grid.needs_list)
        self.sheet.moved.connect(self.grid.set_sheeted)
        self.celebration = Celebration(self)
        layout.addWidget(self.celebration, 1)
        self.chip_row = QHBoxLayout()
        self.chip_row.setSpacing(4)
        # What the chips are for, beside them: in the bar's hint it made the hint too long for
        # its three lines in German and Japanese (cut with "…").
        self.chip_note = QLabel(self)
        self.chip_note.setWordWrap(True)
        self.chip_note.setProperty("role", "subtle")
        self.chip_note.setStyleSheet("font-size: 9pt;")
        self.chip_row.addWidget(self.chip_note, 1)
        layout.addLayout(self.chip_row)
        self.chips: list[QPushButton] = []
        self.extras: list[QPushButton] = []
        self.overlay = RevealOverlay(self)

    # -- showing a decision --------------------------------------------------------------------

    def show_spec(self, spec: DecisionSpec) -> None:
        if self.guard.note(self._decision_key(spec)):
            self.variants = frozenset()
        self.spec = spec
        offered = {chip.key for chip in spec.chips}
        self.variants = frozenset(key for key in self.variants if key in offered)
        self.dot.set_colour(spec.colour)
        self.title.set_full_text(spec.title)
        # Another player's draw is headed in their colour: it is never the watcher's step.
        others = spec.kind == "others_draw" and spec.colour is not None
        self.title.setStyleSheet(TITLE_STYLE + (f" color: {spec.colour};" if others else ""))
        self.caption.set_full_text(spec.caption)
        self.caption.setVisible(bool(spec.caption))
        self.message.setText(spec.message)
        over = spec.kind == "game_over"
        self.message.setVisible(bool(spec.message) and not over)
        self.purse.show_purse(spec.coins, spec.points if not over else None)
        self.scroller.setVisible(not over)
        self.celebration.setVisible(over)
        if over:
            self.celebration.show_result(spec.message, spec.colour)
        self._show_chips(spec.chips, spec.extras, spec.interactive)
        self.grid.show_tiles(spec.tiles, self.variants, spec.interactive, spec.rows)
        # Only the seat choosing now covers the board with a long list; another's choice, or
        # a replay's, stays in the hero (scrolled to the card taken).
        self.sheet.update(spec.interactive and not over)
        taken = next((tile for tile in self.grid.visible_tiles() if tile.spec.chosen), None)
        if taken is not None:
            self.scroller.ensureWidgetVisible(taken)

    def _decision_key(self, spec: DecisionSpec) -> tuple[Any, ...]:
        match = self.table.match
        return (spec.kind, spec.seat, spec.interactive, match.step, len(match.log))

    def guard_passed(self) -> bool:
        """Whether a click now is meant for the decision on screen (``DecisionGuard``)."""
        return self.guard.passed()

    def _show_chips(self, chips: list[Chip], extras: list[Extra], interactive: bool) -> None:
        self.chips = self._fill_buttons(self.chips, len(chips), checkable=True)
        for button, chip in zip(self.chips, chips, strict=False):  # the pool may be longer
            button.blockSignals(True)
            button.setText(chip.label)
            button.setToolTip(chip.tooltip)
            button.setIcon(self._icon(chip.icon))
            button.setProperty("key", chip.key)
            button.setChecked(chip.key in self.variants)
            button.setEnabled(interactive)
            button.blockSignals(False)
        self.chip_note.setText(word("chips_note"))
        self.chip_note.setVisible(bool(chips) and interactive)
        self.extras = self._fill_buttons(self.extras, len(extras), checkable=False)
        for button, extra in zip(self.extras, extras, strict=False):
            button.setText(extra.label)
            button.setToolTip(extra.tooltip)
            button.setIcon(self._icon(extra.icon))
            button.setProperty("action", extra.action)
            button.setEnabled(interactive)

    def _fill_buttons(self, buttons: list[QPushButton], count: int,
                      checkable: bool) -> list[QPushButton]:
        while len(buttons) < count:
            button = QPushButton(self)
            button.setObjectName("tokaidoChip")
            button.setCheckable(checkable)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setIconSize(QSize(16, 16))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            if checkable:
                button.toggled.connect(lambda on, b=button: self._chip_toggled(b, on))
            else:
                button.clicked.connect(lambda _=False, b=button: self._extra_clicked(b))
            self.chip_row.insertWidget(self.chip_row.count() - 1, button)
            buttons.append(button)
        for index, button in enumerate(buttons):
            button.setVisible(index < count)
        return buttons

    def _icon(self, name: str) -> QIcon:
        if not name:
            return QIcon()
        return QIcon(art.icon_pixmap(name, 16, self.devicePixelRatioF()))

    def _chip_toggled(self, button: QPushButton, on: bool) -> None:
        key = button.property("key")
        variants = set(self.variants)
        if on:
            variants.add(key)
        else:
            variants.discard(key)
        if frozenset(variants) != self.variants:
            self.variants = frozenset(variants)
            self.grid.show_tiles(self.spec.tiles, self.variants, self.spec.interactive,
                                 self.spec.rows)

    def _extra_clicked(self, button: QPushButton) -> None:
        action = button.property("action")
        if isinstance(action, Action):
            self._submit(action)

    def _submit(self, action: Action) -> None:
        seat = self.spec.seat
        if not self.spec.interactive or seat is None or not self.guard_passed():
            return
        self.table.submit(seat, action)

    # -- motion --------------------------------------------------------------------------------

    def play(self, events: list[Event]) -> None:
        """The motion of a batch of events: tiles turning over, cards and the die revealed,
        what they gave. Called after ``show_spec`` showed the state they led to."""
        shown = self.table.shown_seat
        keys = [key for event in events if event.visible_for(shown)
                for key in flipped_keys(event) if self.grid.tile(key) is not None]
        if keys:
            animate(self.table, TILE_FLIP_MS + 90 * len(keys),
                    lambda p: self.grid.set_turn(keys, p), easing=QEasingCurve.Type.InOutSine)
        for event in events:
            if event.kind == "game_over":
                animate(self.table, 1600, self.celebration.set_petals,
                        easing=QEasingCurve.Type.OutCubic)
                continue
            if not event.visible_for(shown):
                continue
            found = reveal_for(event, self.table, shown)
            if found is not None:
                reveal, duration = found
                animate(self.table, duration, partial(self._show_reveal, reveal),
                        easing=QEasingCurve.Type.Linear)

    def _show_reveal(self, reveal: Reveal, progress: float) -> None:
        self.overlay.show_reveal(reveal, progress)

    def retranslate(self) -> None:
        """The words come with the spec: the panel builds it again in the new language."""
        self.relabel.emit()

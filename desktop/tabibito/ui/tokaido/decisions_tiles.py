"""The painted pieces of Tokaido's decision hero: the card tiles a player clicks (a souvenir, a
meal, a traveller, an either/or), the fortune die, and the overlay that turns a revealed card over
or rolls the die and then says what it gave ("+3 points").

Everything here only paints what it is given (``TileSpec``, ``Reveal``); what a tile means and
whether it may be clicked is decided by ``decisions_spec`` from the table's legal actions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPicture,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QAbstractButton, QWidget

from tabibito.engine import Action
from tabibito.games.tokaido import rules

from ..kit import style
from . import art, texts

# Tile accents: a souvenir family's colour, a stop's, the Crossroads' own (woodblock palette).
FAMILY_ACCENTS = {"small_objects": "#3b6aa0", "food_and_drink": "#c98a1e", "clothing": "#9b4a6e",
                  "art": "#3f7d58", "fifth": "#7a6a3a"}
ACCENTS = {"meal": "#b8562f", "traveller": style.INDIGO, "temple": "#b33a2a",
           "crossroads": "#6b4c8a", "encounter": "#8a6a2e", "panorama": "#3f6e8a",
           "hot_spring": "#3a7f8c", "plain": style.INK_SOFT, "coin": style.OCHRE}
CARD_BACK = "#2b4c7e"
COMPACT_BELOW = 92  # px: a tile lower than this lays its icon beside the words
RADIUS = 8.0


@dataclass
class TileSpec:
    """One clickable choice. ``actions`` maps the set of variant chips switched on (Devotion,
    Zen-emon's one coin, Health...) to the action the tile submits then; a set without an entry
    leaves the tile disabled while those chips are on."""

    key: str
    icon: str
    title: str
    note: str = ""
    price: int | None = None  # coins it costs (0: free)
    points: int | None = None  # points it scores now
    coins: int | None = None  # coins it brings now (besides what it costs)
    purse: int | None = None  # coins a traveller sets off with
    accent: str = ACCENTS["plain"]
    actions: dict[frozenset[str], Action] = field(default_factory=dict)
    # The price, points and coins under variants, as the rules preview them.
    prices: dict[frozenset[str], int] = field(default_factory=dict)
    points_by: dict[frozenset[str], int] = field(default_factory=dict)
    coins_by: dict[frozenset[str], int] = field(default_factory=dict)
    reason: str = ""  # why it cannot be chosen (greyed); empty: a legal choice
    chosen: bool = False  # already chosen (the traveller kept), highlighted
    face_down: bool = False  # a card still to come: its back
    info: bool = False  # words in a tile's frame, nothing to click (where to click instead)
    worth: str = ""  # what it is worth, in words ("4 points at the end, counted now"): rows only

    def action(self, variants: frozenset[str]) -> Action | None:
        return self.actions.get(variants)

    def price_with(self, variants: frozenset[str]) -> int | None:
        return self.prices.get(variants, self.price)

    def points_with(self, variants: frozenset[str]) -> int | None:
        return self.points_by.get(variants, self.points)

    def coins_with(self, variants: frozenset[str]) -> int | None:
        return self.coins_by.get(variants, self.coins)


def _laid_out(text: str, font: QFont, width: float) -> list[tuple[int, int, float]]:
    """``text`` wrapped at word boundaries to ``width``: each line's start, length and natural
    width (a word wider than ``width`` stays whole, and wider)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    found: list[tuple[int, int, float]] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        found.append((line.textStart(), line.textLength(), line.naturalTextWidth()))
    layout.endLayout()
    return found


def elided_lines(text: str, font: QFont, width: float, lines: int) -> list[str]:
    """``text`` wrapped to ``width``, at most ``lines`` lines, the last one elided if cut."""
    if not text or lines <= 0 or width <= 4:
        return []
    found = _laid_out(text, font, width)
    shown = [text[start:start + length].strip() for start, length, _ in found[:lines]]
    if len(found) > lines:
        rest = text[found[lines - 1][0]:]
        shown[-1] = QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return shown


def wrapped(text: str, font: QFont, width: float) -> list[tuple[str, float]]:
    """``text`` wrapped at word boundaries to ``width``: every line and its natural width."""
    if not text or width <= 4:
        return []
    return [(text[start:start + length].strip(), natural)
            for start, length, natural in _laid_out(text, font, width)]


def is_cut(text: str, font: QFont, width: float, lines: int) -> bool:
    """Whether ``text`` in at most ``lines`` lines of ``width`` loses anything: a line too many,
    or a word wider than the line ("Not enou coins")."""
    found = wrapped(text, font, width)
    return len(found) > lines or any(natural > width + 0.5 for _line, natural in found)


def _font(base: QFont, pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def paint_back(painter: QPainter, rect: QRectF, icon: str = "") -> None:
    """A card's back: indigo, a paper rim, the kind's icon pale in the middle."""
    painter.setPen(QPen(QColor(style.INK), 1.6))
    painter.setBrush(QColor(CARD_BACK))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    rim = rect.adjusted(4, 4, -4, -4)
    painter.setPen(QPen(style.color(style.CARD, 200), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rim, RADIUS - 3, RADIUS - 3)
    side = min(rim.width(), rim.height()) * 0.5
    centre = rim.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.color(style.CARD, 40))
    painter.drawEllipse(centre, side * 0.62, side * 0.62)
    if icon:
        painter.save()
        painter.setOpacity(painter.opacity() * 0.55)
        art.render_icon(painter, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                        icon)
        painter.restore()


def paint_badge(painter: QPainter, left: float, top: float, height: float, icon: str,
                text: str, colour: str, font: QFont, right_align: bool = False) -> float:
    """An icon and a number (a coin and "2", "+5 ★"); returns its width. ``left`` is its right edge
    when ``right_align``."""
    metrics = QFontMetricsF(font)
    width = height + 2 + metrics.horizontalAdvance(text)
    x = left - width if right_align else left
    art.render_icon(painter, QRectF(x, top, height, height), icon)
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(QRectF(x + height + 2, top - 2, width, height + 4),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    return width


class Tile(QAbstractButton):
    """A card tile: the accent band, the icon on a pale disc, the name, a short note and the
    price and points along the bottom. Tall tiles put the icon on top, low ones beside the words.
    ``turn`` (0..1) turns it over from its back (a reveal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = TileSpec("", "", "")
        self.variants: frozenset[str] = frozenset()
        self.turn = 1.0
        self.row = False  # a row of a list (every word whole), else a card
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)

    def show_spec(self, spec: TileSpec, variants: frozenset[str], interactive: bool) -> None:
        self.spec, self.variants = spec, variants
        self.setEnabled(interactive and self.current_action() is not None)
        self.setCursor(Qt.CursorShape.ArrowCursor if spec.info
                       else Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self._tooltip())
        self.setAccessibleName(spec.title)
        self.update()

    def current_action(self) -> Action | None:
        if self.spec.reason or self.spec.face_down:
            return None
        return self.spec.action(self.variants)

    def set_turn(self, progress: float) -> None:
        self.turn = progress
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(96, 112)

    def face_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(2, 2, -2, -2)

    def is_cut(self) -> bool:
        """Whether its face at its size cuts a word of its name or its words."""
        return face_cut(self.face_rect(), self.spec, self.font(), self.row)

    def _tooltip(self) -> str:
        spec = self.spec
        if spec.face_down:
            return ""
        return "\n".join(part for part in (spec.title, spec.note, spec.worth, spec.reason)
                         if part)

    def _border(self) -> QPen:
        if self.spec.chosen:
            return QPen(QColor(style.OCHRE), 3.0)
        if self.spec.info:
            return QPen(QColor(style.INK), 1.5)
        if self.isEnabled() and self.hasFocus():
            return QPen(QColor(style.INDIGO), 2.6)
        if self.isEnabled() and (self.underMouse() or self.isDown()):
            return QPen(QColor(style.VERMILION), 2.6)
        return QPen(QColor(style.INK if self.isEnabled() else style.INK_SOFT), 1.5)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.face_rect()
        face_up, width = _halves(self.turn)
        painter.translate(rect.center())
        painter.scale(max(width, 0.001), 1.0)
        painter.translate(-rect.center())
        if self.spec.face_down or not face_up:  # turning over, the back tells nothing yet
            paint_back(painter, rect, self.spec.icon if self.spec.face_down else "")
        else:
            look = Look(self.font(), self.variants, self.isEnabled(), self._border())
            paint_face(painter, rect, self.spec, look, self.row)
        painter.end()


@dataclass(frozen=True)
class Look:
    """How a tile's face is painted beyond its spec: the widget's font, the variant chips on,
    whether it can be clicked, its border (hover, focus, chosen)."""

    font: QFont
    variants: frozenset[str] = frozenset()
    enabled: bool = True
    border: QPen | None = None


def paint_face(painter: QPainter, rect: QRectF, spec: TileSpec, look: Look,
               row: bool = False) -> bool:
    """The tile's face in ``rect``: a card (tall or compact by its height) or a row of a list
    (``row``: every word whole); returns whether a word of its name or note had to be cut."""
    greyed = not look.enabled and not spec.chosen and not spec.info
    painter.save()
    painter.setOpacity(painter.opacity() * (0.5 if greyed and spec.reason else
                                            0.72 if greyed else 1.0))
    painter.setPen(look.border or QPen(QColor(style.INK), 1.5))
    painter.setBrush(QColor(style.CARD))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    compact = row or rect.height() < COMPACT_BELOW
    _paint_band(painter, rect, spec.accent, compact)
    if row:
        cut = _paint_row(painter, rect, spec, look)
    elif compact:
        cut = _paint_compact(painter, rect, spec, look)
    else:
        cut = _paint_tall(painter, rect, spec, look)
    painter.restore()
    return cut


def face_cut(rect: QRectF, spec: TileSpec, font: QFont, row: bool = False) -> bool:
    """Whether the face of ``spec`` in ``rect`` would cut a word (painted nowhere)."""
    picture = QPicture()
    painter = QPainter(picture)
    cut = paint_face(painter, rect, spec, Look(font), row)
    painter.end()
    return cut


def _paint_band(painter: QPainter, rect: QRectF, accent: str, compact: bool) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, RADIUS, RADIUS)
    band = (QRectF(rect.left(), rect.top(), 6, rect.height()) if compact
            else QRectF(rect.left(), rect.top(), rect.width(), 6))
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(band, QColor(accent))
    painter.restore()


def _paint_icon(painter: QPainter, centre: QPointF, side: float, spec: TileSpec) -> None:
    disc = QColor(spec.accent)
    disc.setAlpha(40)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(disc)
    painter.drawEllipse(centre, side * 0.62, side * 0.62)
    art.render_icon(painter, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                    spec.icon)


def fitted_font(base: QFont, pixels: float, text: str, width: float,
                smallest: float = 9.0) -> QFont:
    """A bold font of ``pixels`` shrunk (down to ``smallest``) until ``text`` fits ``width``:
    a long name ("Nigirimeshi") stays whole in a narrow tile."""
    font = _font(base, pixels, bold=True)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        font = _font(base, max(smallest, pixels * width / advance), bold=True)
    return font


def _paint_tall(painter: QPainter, rect: QRectF, spec: TileSpec, look: Look) -> bool:
    """Icon on top, the name, the note in the room left (the icon shrinks for a long note),
    price and points along the bottom; whether a word was cut."""
    inner = rect.adjusted(6, 10, -6, -5)
    scale = min(1.3, max(0.85, rect.height() / 125))
    title_font = fitted_font(look.font, 12.5 * scale, spec.title, inner.width(), 10.5 * scale)
    titles = elided_lines(spec.title, title_font, inner.width(), 2)  # a long name wraps
    title_h = QFontMetricsF(title_font).height() * max(1, len(titles))
    badge_h = 14 * scale if _has_badges(spec) else 0.0
    note_font = _font(look.font, 10 * scale, italic=bool(spec.reason))
    line_h = QFontMetricsF(note_font).height()
    lines = elided_lines(spec.reason or spec.note, note_font, inner.width(), 5)
    biggest = min(inner.width() * 0.48, inner.height() * (0.36 if lines else 0.44))
    smallest = min(biggest, max(20.0, inner.height() * 0.2))
    room = inner.height() - title_h - badge_h - 6
    while lines and room - line_h * len(lines) < smallest * 1.24:
        lines = elided_lines(spec.reason or spec.note, note_font, inner.width(), len(lines) - 1)
    note = spec.reason or spec.note
    cut = (is_cut(spec.title, title_font, inner.width(), 2)
           or bool(note) and is_cut(note, note_font, inner.width(), len(lines)))
    side = max(smallest, min(biggest, (room - line_h * len(lines)) / 1.3))
    # The icon, the name and the note as one block, centred above the price and points.
    block = side * 1.28 + 1 + title_h + line_h * len(lines)
    shift = max(0.0, (room - block) / 2)
    centre = QPointF(inner.center().x(), inner.top() + shift + side * 0.62)
    _paint_icon(painter, centre, side, spec)
    top = centre.y() + side * 0.66 + 1
    painter.setFont(title_font)
    painter.setPen(QColor(style.INK))
    height = QFontMetricsF(title_font).height()
    for line in titles:
        painter.drawText(QRectF(inner.left(), top, inner.width(), height),
                         Qt.AlignmentFlag.AlignCenter, line)
        top += height
    _paint_lines(painter, QRectF(inner.left(), top, inner.width(), line_h * len(lines)), lines,
                 note_font, spec, Qt.AlignmentFlag.AlignHCenter)
    if badge_h:
        _paint_badges(painter, inner.left(), inner.right(), inner.bottom() - badge_h, badge_h,
                      spec, look, _font(look.font, 11.5 * scale, bold=True))
    return cut


def _paint_compact(painter: QPainter, rect: QRectF, spec: TileSpec, look: Look) -> bool:
    """Icon on the left; the name on top, the note below it with price and points on its
    right; whether a word was cut."""
    inner = rect.adjusted(10, 4, -6, -4)
    side = min(inner.height() * 0.74, 30.0)
    centre = QPointF(inner.left() + side * 0.62, inner.center().y())
    _paint_icon(painter, centre, side, spec)
    left = centre.x() + side * 0.62 + 6
    text = QRectF(left, inner.top(), inner.right() - left, inner.height())
    badge_font = _font(look.font, 11, bold=True)
    badge_h = 13.0
    badges = _badges_width(spec, look, badge_font, badge_h)
    title_font = fitted_font(look.font, 11.5, spec.title, text.width(), smallest=9.5)
    metrics = QFontMetricsF(title_font)
    note_font = _font(look.font, 9.5, italic=bool(spec.reason))
    line_h = max(QFontMetricsF(note_font).height(), badge_h + 2)
    room = int((text.height() - metrics.height()) // line_h)  # lines below the name
    rows = max(1, room)
    beside_title = bool(badges) and (QFontMetricsF(title_font).horizontalAdvance(spec.title)
                                     + badges + 8 <= text.width())
    note_width = text.width() - (badges + 6 if badges and not beside_title else 0)
    lines = elided_lines(spec.reason or spec.note, note_font, note_width, rows)
    cut = (metrics.horizontalAdvance(spec.title) > text.width() + 0.5
           or is_cut(spec.reason or spec.note, note_font, note_width, rows))
    below = len(lines) or (1 if badges and not beside_title else 0)
    cut = cut or below > room  # a price or a note under the name, below the card's edge
    used = metrics.height() + line_h * below
    top = text.top() + max(0.0, (text.height() - used) / 2)
    painter.setFont(title_font)
    painter.setPen(QColor(style.INK))
    painter.drawText(QRectF(text.left(), top, text.width(), metrics.height()),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     metrics.elidedText(spec.title, Qt.TextElideMode.ElideRight, text.width()))
    if beside_title:
        _paint_badges(painter, text.right() - badges, text.right(),
                      top + (metrics.height() - badge_h) / 2, badge_h, spec, look, badge_font)
    top += metrics.height()
    if badges and not beside_title:
        _paint_badges(painter, text.right() - badges, text.right(),
                      top + (line_h - badge_h) / 2, badge_h, spec, look, badge_font)
    _paint_lines(painter, QRectF(text.left(), top, note_width, line_h * len(lines)), lines,
                 note_font, spec, Qt.AlignmentFlag.AlignLeft)
    return cut


# -- a row of a list: every word whole -------------------------------------------------------------

ROW_PAD, ROW_ICON, ROW_BADGE = 6.0, 30.0, 14.0


@dataclass(frozen=True)
class RowFonts:
    title: QFont
    note: QFont
    worth: QFont
    reason: QFont
    badge: QFont


def row_fonts(base: QFont) -> RowFonts:
    return RowFonts(_font(base, 13.5, bold=True), _font(base, 11.5), _font(base, 11.5, bold=True),
                    _font(base, 11.5, italic=True), _font(base, 12, bold=True))


def row_paragraphs(spec: TileSpec, fonts: RowFonts) -> list[tuple[str, QFont, str]]:
    """What a row says under its name, whole: the note, what it is worth, why not."""
    found = [(spec.note, fonts.note, style.INK_SOFT), (spec.worth, fonts.worth, style.PINE),
             (spec.reason, fonts.reason, style.VERMILION)]
    return [part for part in found if part[0]]


def _row_badged(spec: TileSpec) -> TileSpec:
    """What a row's badges show: the price, and the gain only if no words say its worth."""
    return replace(spec, points=None, coins=None, points_by={}, coins_by={}) if spec.worth \
        else spec


def _row_columns(width: float, spec: TileSpec, fonts: RowFonts) -> tuple[float, float, float]:
    """The left of the words, their width, and the width of the title beside the badges."""
    left = 10 + ROW_ICON * 1.24 + 8
    words = max(20.0, width - left - 8)
    badges = _badges_width(_row_badged(spec), Look(fonts.badge), fonts.badge, ROW_BADGE)
    return left, words, max(20.0, words - (badges + 8 if badges else 0))


def row_height(spec: TileSpec, font: QFont, width: float) -> float:
    """The height of ``spec``'s row at ``width``: its name and every line of its words."""
    fonts = row_fonts(font)
    _left, words, title_width = _row_columns(width, spec, fonts)
    height = QFontMetricsF(fonts.title).height() * max(1, len(wrapped(spec.title, fonts.title,
                                                                      title_width)))
    for text, part_font, _colour in row_paragraphs(spec, fonts):
        height += QFontMetricsF(part_font).height() * len(wrapped(text, part_font, words))
    return max(ROW_ICON * 1.24, height) + 2 * ROW_PAD


def _paint_row(painter: QPainter, rect: QRectF, spec: TileSpec, look: Look) -> bool:
    """Icon on the left; the name with price and points on its right, then the note, what it is
    worth and why not, each whole on as many lines as it takes. Cuts nothing."""
    fonts = row_fonts(look.font)
    left, words, title_width = _row_columns(rect.width(), spec, fonts)
    _paint_icon(painter, QPointF(rect.left() + 10 + ROW_ICON * 0.62,
                                 rect.top() + ROW_PAD + ROW_ICON * 0.62), ROW_ICON, spec)
    x, top = rect.left() + left, rect.top() + ROW_PAD
    title_h = QFontMetricsF(fonts.title).height()
    badged = _row_badged(spec)
    badges = _badges_width(badged, look, fonts.badge, ROW_BADGE)
    if badges:
        right = rect.right() - 8
        _paint_badges(painter, right - badges, right, top + (title_h - ROW_BADGE) / 2, ROW_BADGE,
                      badged, look, fonts.badge)
    cut = False
    for width, paragraphs in ((title_width, [(spec.title, fonts.title, style.INK)]),
                              (words, row_paragraphs(spec, fonts))):
        for text, font, colour in paragraphs:
            height = QFontMetricsF(font).height()
            painter.setFont(font)
            painter.setPen(QColor(colour))
            for line, natural in wrapped(text, font, width):
                cut = cut or natural > width + 0.5
                painter.drawText(QRectF(x, top, width, height),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
                top += height
    return cut


def _paint_lines(painter: QPainter, area: QRectF, lines: list[str], font: QFont, spec: TileSpec,
                 align: Qt.AlignmentFlag) -> None:
    """The note (or the reason it cannot be chosen), its lines centred in ``area``."""
    if not lines:
        return
    height = QFontMetricsF(font).height()
    painter.setFont(font)
    painter.setPen(QColor(style.VERMILION if spec.reason else style.INK_SOFT))
    top = area.top() + max(0.0, (area.height() - height * len(lines)) / 2)
    for index, line in enumerate(lines):
        painter.drawText(QRectF(area.left(), top + index * height, area.width(), height),
                         align | Qt.AlignmentFlag.AlignVCenter, line)


def badge_width(text: str, font: QFont, height: float) -> float:
    return height + 2 + QFontMetricsF(font).horizontalAdvance(text)


def _badges_width(spec: TileSpec, look: Look, font: QFont, height: float) -> float:
    widths = [badge_width(text, font, height) for _icon, text, _colour in _badges(spec, look)]
    return sum(widths) + 6 * max(0, len(widths) - 1)


def _badges(spec: TileSpec, look: Look) -> list[tuple[str, str, str]]:
    """The price on the left, then what the tile brings on the right: (icon, text, colour)."""
    found = []
    price = spec.price_with(look.variants)
    if price is not None:
        found.append(("coin", str(price), style.INK))
    points, coins = spec.points_with(look.variants), spec.coins_with(look.variants)
    if points:
        found.append(("point", gain_text(points), style.PINE))
    if coins:
        found.append(("coin", gain_text(coins), style.PINE))
    if not points and not coins and spec.purse is not None:
        found.append(("coin", str(spec.purse), style.INK))
    return found


def gain_text(number: int) -> str:
    """A number gained ("+3") or lost ("−2") beside its icon."""
    return texts.gained(number) if number >= 0 else texts.lost(-number)


def _has_badges(spec: TileSpec) -> bool:
    return (spec.price is not None or spec.purse is not None
            or any((spec.points, spec.coins, *spec.points_by.values(), *spec.coins_by.values(),
                    *spec.prices.values())))


def _paint_badges(painter: QPainter, left: float, right: float, top: float, height: float,
                  spec: TileSpec, look: Look, font: QFont) -> None:
    badges = _badges(spec, look)
    if badges and spec.price_with(look.variants) is not None:
        icon, text, colour = badges.pop(0)
        paint_badge(painter, left, top, height, icon, text, colour, font)
    for icon, text, colour in reversed(badges):  # what it brings, from the right edge
        right -= paint_badge(painter, right, top, height, icon, text, colour, font,
                             right_align=True) + 6


def _halves(progress: float) -> tuple[bool, float]:
    """Turning over: the back narrows to an edge in the first half, the face widens after."""
    if progress < 0.5:
        return False, 1.0 - 2.0 * progress
    return True, 2.0 * progress - 1.0


# -- the fortune die -------------------------------------------------------------------------------

# The faces the tumbling die flashes, and the face of a multiplier (the rules' die, decision 5).
DIE_FACES = tuple(rules.DIE_MULTIPLIER)
FACE_OF_TIMES = {times: face for face, times in rules.DIE_MULTIPLIER.items()}


def paint_die(painter: QPainter, centre: QPointF, side: float, face: str,
              angle: float = 0.0) -> None:
    """The fortune die showing ``face``: ivory, an ink rim, "×0" in vermilion or "×2" in ink
    (× is in the bundled fonts; a dingbat cross is not)."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    rect = QRectF(-side / 2, -side / 2, side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.color(style.INK, 50))
    painter.drawRoundedRect(rect.translated(2.5, 3.5), side * 0.18, side * 0.18)
    painter.setPen(QPen(QColor(style.INK), max(1.5, side * 0.04)))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawRoundedRect(rect, side * 0.18, side * 0.18)
    lose = face == "lose"
    font = QFont()
    font.setPixelSize(max(8, round(side * 0.42)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(style.VERMILION if lose else style.INK))
    text = "×0" if lose else "×" + face.removeprefix("times_")
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# -- the reveal overlay ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Reveal:
    """What the overlay shows: a card turned over (icon, name, note), the die rolled onto
    ``die_face``, or only a gain; ``feedback`` is the gain in words ("+3 points")."""

    icon: str = ""
    title: str = ""
    note: str = ""
    accent: str = ACCENTS["plain"]
    die_face: str = ""
    feedback: str = ""
    good: bool = True  # the feedback in green; a loss in vermilion
    who: str = ""  # another seat's name, over the feedback in its colour
    who_colour: str = style.INK


FLIP_END, HOLD_END = 0.22, 0.84  # parts of a reveal: turning over, showing, fading away
ROLL_END = 0.55  # the die tumbles until here, then lies still on its face


class RevealOverlay(QWidget):
    """Over the whole hero, never in its layout and never catching a click: a revealed card
    turning over, the die tumbling onto its face, then what it gave rising beside it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.reveal: Reveal | None = None
        self.progress = 1.0
        self.hide()

    def show_reveal(self, reveal: Reveal, progress: float) -> None:
        """One frame of ``reveal`` (0: not yet in sight, 1: gone again)."""
        self.reveal, self.progress = reveal, progress
        visible = 0.0 < progress < 1.0
        hero = self.parentWidget()
        if visible and hero is not None:
            self.setGeometry(hero.rect())
            self.raise_()
        self.setVisible(visible)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        reveal = self.reveal
        if reveal is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = self.progress
        fade = 1.0 if p < HOLD_END else max(0.0, 1.0 - (p - HOLD_END) / (1.0 - HOLD_END))
        painter.setOpacity(fade * min(1.0, p / 0.06))
        wash = QColor(style.PAPER)
        wash.setAlpha(225)
        painter.fillRect(self.rect(), wash)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        if reveal.die_face:
            self._paint_roll(painter, area, reveal, p)
        elif reveal.icon:
            self._paint_card(painter, area, reveal, p)
        else:
            self._paint_feedback(painter, area, reveal, p, area.center().x())
        painter.end()

    def _card_rect(self, area: QRectF) -> QRectF:
        height = area.height()
        width = min(height * 0.78, area.width() * 0.5)
        return QRectF(area.left() + area.width() * 0.32 - width / 2, area.top(), width, height)

    def _paint_card(self, painter: QPainter, area: QRectF, reveal: Reveal, p: float) -> None:
        card = self._card_rect(area)
        turn = min(1.0, p / FLIP_END)
        face_up, width = _halves(turn)
        painter.save()
        painter.translate(card.center())
        painter.scale(max(width, 0.001), 1.0)
        painter.translate(-card.center())
        if face_up:
            tile = TileSpec("", reveal.icon, reveal.title, reveal.note, accent=reveal.accent)
            paint_face(painter, card, tile, Look(self.font()))
        else:
            paint_back(painter, card, reveal.icon)
        painter.restore()
        if p >= FLIP_END:
            self._paint_feedback(painter, area, reveal, p, card.right() + (area.right()
                                                                           - card.right()) / 2)

    def _paint_roll(self, painter: QPainter, area: QRectF, reveal: Reveal, p: float) -> None:
        side = min(area.height() * 0.62, area.width() * 0.3)
        x = area.left() + area.width() * 0.3
        if p < ROLL_END:
            t = p / ROLL_END
            bounce = abs(math.sin(t * math.pi * 3)) * (1.0 - t) * area.height() * 0.22
            face = DIE_FACES[int(t * 17) % len(DIE_FACES)]
            angle = (1.0 - (1.0 - t) ** 2) * 540.0
            paint_die(painter, QPointF(x, area.center().y() - bounce), side, face, angle)
            return
        paint_die(painter, QPointF(x, area.center().y()), side, reveal.die_face)
        self._paint_feedback(painter, area, reveal, p, x + side / 2 + (area.right() - x - side / 2)
                             / 2)

    def _paint_feedback(self, painter: QPainter, area: QRectF, reveal: Reveal, p: float,
                        x: float) -> None:
        """The name of the card (or die face) and what it gave, rising into place beside it."""
        start = ROLL_END if reveal.die_face else FLIP_END if reveal.icon else 0.0
        rise = min(1.0, (p - start) / 0.2)
        width = max(40.0, min(area.right() - x, x - area.left()) * 2 - 8)
        lines: list[tuple[str, QFont, str]] = []
        small = _font(self.font(), min(15.0, area.height() * 0.11), bold=True)
        if reveal.who:
            lines += [(line, small, reveal.who_colour)
                      for line in elided_lines(reveal.who, small, width, 1)]
        if reveal.die_face and reveal.title:
            lines += [(line, small, style.INK) for line in elided_lines(reveal.title, small,
                                                                         width, 1)]
        big = _font(self.font(), min(26.0, area.height() * 0.19), bold=True)
        colour = style.PINE if reveal.good else style.VERMILION
        lines += [(line, big, colour) for line in elided_lines(reveal.feedback, big, width, 2)]
        if not lines:
            return
        heights = [QFontMetricsF(font).height() for _, font, _ in lines]
        top = area.center().y() - sum(heights) / 2 + (1.0 - rise) * 14
        painter.save()
        painter.setOpacity(painter.opacity() * rise)
        for (line, font, ink), height in zip(lines, heights, strict=True):
            painter.setFont(font)
            painter.setPen(QColor(ink))
            painter.drawText(QRectF(x - width / 2, top, width, height),
                             Qt.AlignmentFlag.AlignCenter, line)
            top += height
        painter.restore()

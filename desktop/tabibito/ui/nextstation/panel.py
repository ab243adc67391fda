"""The side column of Next Station: Tokyo: the card to follow, the round, and the live score sheet.

The hero on top shows the flipped card(s) of this decision big, the round and its pencil, how
many subway cards may still end the round and the round's symbol + effect pair; once the game is
over, the sheet's total and the solo rating (or who won). The panel below it holds the score
sheet of the shown map sheet laid out like the paper one (four line boxes with D × M,
interchanges, tourist stamps, missed green, the shared objectives' points and the total), then
the card's name and what it allows and the cards flipped earlier in the round; Pass and Undo go
to the shell's action bar. The shared objectives themselves lie beside the map on the board
(``objectives``), where there is room for them at every window size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Action
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import CARDS, SUBWAY_PER_ROUND
from tabibito.games.nextstation.rules import PASS, STOP
from tabibito.games.nextstation.tokyo_map import PENCILS

from ..kit import style, words
from ..kit.action_bar import HintLabel
from ..kit.animation import animate
from ..kit.i18n import fill
from ..kit.relabel import Relabelled
from ..plugin_api import BarParts
from . import rules_links, texts
from .items import paint_line, paint_symbol, pencil_colour
from .motion import COUNT_MS, FLIP_MS, SLIDE_MS, halves
from .sheet import COMPACT_CATEGORIES, CategoryBox, LineRow
from .sheet_focus import confirm_hint, focus_for

if TYPE_CHECKING:
    from ..plugin_api import Table

STREET_FACE = "#f7dbe3"
# Round-ending (subway) cards are red, as the editions print them; green stays the loop's colour.
SUBWAY_FACE = "#f5dcd3"
SUBWAY_RED = "#b3332a"
CARD_BACK = style.INDIGO  # the backs are aizome, as the rest of the woodblock palette
CARD_WIDTH, CARD_HEIGHT = 56, 78  # a card's proportions, and the size it is painted at
PARTNER_SHIFT = 0.42  # of a card's width: how far the switch's partner lies to the right
MIN_CARD_HEIGHT = 60  # the hero's card never gets smaller than this, however short the window
HERO_SPACING = 6
JOKER_SYMBOLS = ("circle", "triangle", "square", "pentagon")
# The main button says "Next card" and then, on the card it flipped, "Pass": for this long after the
# decision changes it does nothing, so the second click of a double-click never passes a card
# nobody has seen.
DECISION_GUARD_MS = 400
# How much of the score sheet the side column has room for (NextStationPanel._fit_sheet).
ROOMY, COMPACT, TIGHT = "roomy", "compact", "tight"
# A tutorial's keys for the hero's parts (NextStationPanel.tutorial_target): the attribute.
HERO_TARGETS = {"card": "stage", "subway_left": "subway_pips", "pencil": "pencil_box"}


# --- small painted widgets ----------------------------------------------------------------------


# Not a rule's action: the main button's "Next card", which takes the resolution the match holds
# for the human once everybody has decided (the shell's Confirm step).
NEXT_CARD = Action.of("next_card")

def paint_card(painter: QPainter, rect: QRectF, card_id: str, *, small: bool = False,
               highlight: bool = False, font: QFont | None = None) -> None:
    """A station card in our own style: street cards pink, subway cards red with a band; an
    unknown id is the dashed outline of a face-down placeholder."""
    card = CARDS.get(card_id)
    radius = 4 if small else 9
    ink = QColor(style.INK)
    if card is None:
        painter.setPen(QPen(style.color(style.INK_SOFT), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        return
    painter.setPen(QPen(QColor(style.VERMILION) if highlight else ink, 3.0 if highlight else 1.8))
    painter.setBrush(QBrush(QColor(SUBWAY_FACE if card.subway else STREET_FACE)))
    painter.drawRoundedRect(rect, radius, radius)
    if card.subway:
        _paint_subway_band(painter, rect, radius, None if small else font)
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.42)
    size = rect.width() * (0.26 if not small else 0.3)
    fill_colour = QColor(style.CARD)
    width = 2.5 if not small else 1.5
    if card.symbol is not None:
        paint_symbol(painter, card.symbol, centre, size, fill_colour, ink, width)
    elif card.joker:
        _paint_joker(painter, centre, size, width, rails=not small)
    else:  # the switch: one track forking in two
        painter.setPen(QPen(ink, width * 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        bottom = centre + QPointF(0, size * 1.3)
        fork = centre + QPointF(0, size * 0.1)
        painter.drawLine(bottom, fork)
        painter.drawLine(fork, centre + QPointF(-size, -size * 1.1))
        painter.drawLine(fork, centre + QPointF(size, -size * 1.1))


def _paint_subway_band(painter: QPainter, rect: QRectF, radius: float,
                       font: QFont | None) -> None:
    """The red band of the subway cards: these end the round (labelled when there is room)."""
    band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.2, rect.width(),
                  rect.height() * 0.2)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(band, QColor(SUBWAY_RED))
    painter.restore()
    if font is not None:
        painter.setPen(QColor(style.CARD))
        band_font = QFont(font)
        band_font.setPixelSize(9)
        band_font.setBold(True)
        painter.setFont(band_font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, texts.card_band_text())


def _paint_joker(painter: QPainter, centre: QPointF, size: float, width: float,
                 rails: bool) -> None:
    ink, fill_colour = QColor(style.INK), QColor(style.CARD)
    step = size * 0.95
    for index, symbol in enumerate(JOKER_SYMBOLS):
        dx = -step if index % 2 == 0 else step
        dy = -step if index < 2 else step
        paint_symbol(painter, symbol, centre + QPointF(dx, dy), size * 0.62, fill_colour,
                     ink, width * 0.8)
    if rails:  # double track: two rails under the symbols
        y = centre.y() + step * 2.1
        painter.setPen(QPen(ink, 2.2))
        for offset in (-3.0, 3.0):
            painter.drawLine(QPointF(centre.x() - step * 1.6, y + offset),
                             QPointF(centre.x() + step * 1.6, y + offset))


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a station card: indigo, a paper rim and a station on a track."""
    painter.setPen(QPen(QColor(style.INK), 1.8))
    painter.setBrush(QColor(CARD_BACK))
    painter.drawRoundedRect(rect, 9, 9)
    rim = rect.adjusted(5, 5, -5, -5)
    painter.setPen(QPen(QColor(style.CARD), 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rim, 6, 6)
    centre = rect.center()
    painter.drawLine(QPointF(rim.left() + 6, centre.y()), QPointF(rim.right() - 6, centre.y()))
    painter.setBrush(QColor(style.CARD))
    painter.drawEllipse(centre, rect.width() * 0.14, rect.width() * 0.14)


class CardFace(QWidget):
    """A station card at a fixed small size (the earlier cards of the round).

    Key: the card id (empty: a face-down placeholder).
    """

    def __init__(self, card: str = "", small: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.small = small
        self.highlight = False
        size = QSize(20, 28) if small else QSize(CARD_WIDTH, CARD_HEIGHT)
        self.setFixedSize(size)

    def set_card(self, card: str, highlight: bool = False) -> None:
        self.card, self.highlight = card, highlight
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setToolTip(_card_tooltip(self.card))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        paint_card(painter, rect, self.card, small=self.small, highlight=self.highlight,
                   font=self.font())
        painter.end()


def _card_tooltip(card: str) -> str:
    if not card:
        return ""
    return fill(texts.card_tooltip(), texts.card_name(card), texts.card_kind(card))


class CardStage(QWidget):
    """The card(s) of this decision drawn big, as they lie on the table: the switch's partner
    overlaps it to the right. It turns over when a new card is flipped (``set_turn``).

    Its size depends on the card height it is given alone, never on the cards shown, so that
    neither a second card nor the flip moves anything beside it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[str, ...] = ()
        self.turn = 1.0  # the flip's progress: 1 = face up and still
        self.result: int | None = None  # once the game is over: the total, sealed in its place
        rules_links.link_widget(self, rules_links.CARDS)
        self.set_card_height(CARD_HEIGHT)

    def set_card_height(self, height: int) -> None:
        self.card_size = QSize(round(height * CARD_WIDTH / CARD_HEIGHT), height)
        self.setFixedSize(round(self.card_size.width() * (1 + PARTNER_SHIFT)) + 4, height + 4)
        self.update()

    def set_cards(self, cards: tuple[str, ...]) -> None:
        self.cards = cards
        named = [_card_tooltip(card) for card in cards]
        self.setToolTip(rules_links.hinted("\n".join([*named, texts.hero_card_text()])
                                           if named else ""))
        self.update()

    def set_turn(self, progress: float) -> None:
        self.turn = progress
        self.update()

    def set_result(self, points: int | None) -> None:
        self.result = points
        self.update()

    def shown_result(self) -> int | None:
        return self.result

    def retranslate(self) -> None:
        self.set_cards(self.cards)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.result is not None:
            self._paint_seal(painter)
            painter.end()
            return
        face_up, width = halves(self.turn)
        slots = self._slots()
        for index, slot in enumerate(slots):
            card = self.cards[index] if index < len(self.cards) else ""
            self._paint_slot(painter, slot, card, face_up, width)
        painter.end()

    def _paint_seal(self, painter: QPainter) -> None:
        """The final total as a round vermilion seal where the card lay."""
        radius = min(self.width(), self.height()) / 2 - 4
        centre = QRectF(self.rect()).center()
        seal = QColor(style.VERMILION)
        painter.setPen(QPen(seal, 3.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(seal, 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius - 6, radius - 6)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(14, round(radius * 0.72)))
        painter.setFont(font)
        painter.setPen(seal)
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, str(self.shown_result()))

    def _slots(self) -> list[QRectF]:
        """Where the cards lie: one centred, or the switch and its partner overlapping."""
        w, h = self.card_size.width(), self.card_size.height()
        if len(self.cards) < 2:
            return [QRectF((self.width() - w) / 2, 2, w, h)]
        shift = w * PARTNER_SHIFT
        return [QRectF(2, 2, w, h), QRectF(2 + shift, 2, w, h)]

    def _paint_slot(self, painter: QPainter, slot: QRectF, card: str, face_up: bool,
                    width: float) -> None:
        # Painted at the small face's size and scaled: the big card is the same card, its
        # strokes and the band's words grow with it.
        painter.save()
        painter.translate(slot.center())
        painter.scale(max(width, 0.001) * slot.width() / CARD_WIDTH, slot.height() / CARD_HEIGHT)
        base = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        base = base.adjusted(1.5, 1.5, -1.5, -1.5)
        if face_up and card:
            paint_card(painter, base, card, font=self.font())
        elif card or not face_up:
            paint_card_back(painter, base)
        else:
            paint_card(painter, base, "")
        painter.restore()


class PencilSwatch(QWidget):
    """A short stroke of a pencil's line, pattern included, as in the board."""

    def __init__(self, pencil: str = "blue", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pencil = pencil
        self.setFixedSize(34, 16)

    def set_pencil(self, pencil: str) -> None:
        if pencil != self.pencil:
            self.pencil = pencil
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(QPointF(6, 8))
        path.lineTo(QPointF(28, 8))
        paint_line(painter, path, self.pencil, 8.0)
        painter.end()


class SymbolIcon(QWidget):
    def __init__(self, symbol: str = "circle", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.symbol = symbol
        self.setFixedSize(26, 26)

    def set_symbol(self, symbol: str) -> None:
        self.symbol = symbol
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_symbol(painter, self.symbol, QPointF(13, 13), 9.5, QColor("#2b6cc4"),
                     QColor(style.INK), 1.8)
        painter.end()


class SubwayPips(QWidget):
    """Five pips: the subway cards still to come this round are full."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.left = SUBWAY_PER_ROUND
        self.setFixedSize(SUBWAY_PER_ROUND * 18 + 4, 20)

    def set_left(self, left: int) -> None:
        self.left = left
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index in range(SUBWAY_PER_ROUND):
            centre = QPointF(11 + index * 18, 10)
            if index < self.left:
                painter.setPen(QPen(QColor(style.INK), 1.5))
                painter.setBrush(QColor(SUBWAY_RED))
            else:
                painter.setPen(QPen(style.color(style.INK_SOFT, 150), 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, 6.5, 6.5)
        painter.end()


def sheet_seat(table: Table, focus: Any) -> int:
    """The seat whose sheet the side column shows (the first one if the focus is out of range)."""
    seat = focus.sheet_seat()
    return seat if 0 <= seat < table.view().players else 0


def _label(role: str | None = None, wrap: bool = False) -> QLabel:
    label = QLabel()
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


def _section(title: QLabel) -> QFrame:
    frame = QFrame()
    frame.setProperty("role", "card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 8, 12, 10)
    layout.setSpacing(6)
    title.setProperty("role", "heading")
    title.setWordWrap(True)
    layout.addWidget(title)
    return frame


# --- the hero: the card at the top of the side column --------------------------------------------


class HeroHeader(QWidget):
    """The round and the pencil over the card: on one row when both fit at their longest (any
    round, any pencil), else the pencil under the round, wrapping if it must. Never clipped, and
    decided for the language and the width, not for this round: the card keeps its size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_title = _label("heading")
        self.pencil_swatch = PencilSwatch()
        self.pencil_label = _label()
        self.pencil_box = QWidget()
        pencil = QHBoxLayout(self.pencil_box)
        pencil.setContentsMargins(0, 0, 0, 0)
        pencil.setSpacing(6)
        pencil.addWidget(self.pencil_swatch, 0, Qt.AlignmentFlag.AlignVCenter)
        pencil.addWidget(self.pencil_label, 1)
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(0, 0, 0, 0)
        self._rows.setSpacing(2)
        self._first = QHBoxLayout()
        self._first.setSpacing(8)
        self._first.addWidget(self.round_title, 1)
        self._first.addWidget(self.pencil_box, 0)
        self._rows.addLayout(self._first)
        self.two_rows = False

    def fit(self, width: int) -> None:
        """One row or two, for this width and the longest texts of the language."""
        self.ensurePolished()
        heading = self.round_title.fontMetrics()
        plain = self.pencil_label.fontMetrics()
        rounds = max(heading.horizontalAdvance(words.round_of(r + 1, scoring.ROUNDS))
                     for r in range(scoring.ROUNDS))
        pencils = max(plain.horizontalAdvance(fill(texts.pencil_line_text(),
                                                   texts.pencil_name(name), line))
                      for name in PENCILS for line in range(1, scoring.ROUNDS + 1))
        needed = rounds + 8 + self.pencil_swatch.width() + 6 + pencils + 4
        two_rows = needed > width
        if two_rows == self.two_rows:
            return
        self.two_rows = two_rows
        self._first.removeWidget(self.pencil_box)
        self._rows.removeWidget(self.pencil_box)
        self.pencil_label.setWordWrap(two_rows)
        if two_rows:
            self._rows.addWidget(self.pencil_box)
        else:
            self._first.addWidget(self.pencil_box, 0)

    def height_for(self, width: int) -> int:
        height = self.heightForWidth(width)
        return height if height > 0 else self.sizeHint().height()


class NextStationHero(Relabelled, QWidget):
    """This decision's card(s) drawn big, pinned above the action bar: the round and the pencil
    over them, the subway cards still to come and the round's effect card beside them. A new
    card turns over (motion.FLIP_MS); a shared objective met is announced over the card. Once
    the game is over the sheet's total lies sealed where the card was, and beside it the solo
    rating (or who won).

    The shell gives it a fixed height from the window's; the cards are sized from it."""

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.focus = focus_for(table)
        self.setObjectName("nextStationHero")
        self._build()
        table.changed.connect(self._on_changed)
        table.game_over.connect(self.refresh)
        self.focus.changed.connect(self.refresh)
        self.focus.celebrating.connect(self._show_banner)  # the board plays the celebration
        self.retranslate()

    @property
    def round_title(self) -> QLabel:
        return self.header.round_title

    @property
    def pencil_label(self) -> QLabel:
        return self.header.pencil_label

    @property
    def pencil_swatch(self) -> PencilSwatch:
        return self.header.pencil_swatch

    @property
    def pencil_box(self) -> QWidget:
        return self.header.pencil_box

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(HERO_SPACING)
        self.header = HeroHeader()
        layout.addWidget(self.header)
        table = QHBoxLayout()
        table.setSpacing(12)
        self.stage = CardStage()
        table.addWidget(self.stage, 0, Qt.AlignmentFlag.AlignTop)
        table.addLayout(self._build_facts(), 1)
        layout.addLayout(table, 1)
        self.banner = QLabel(self)  # over the card, not in the layout: nothing moves for it
        self.banner.setObjectName("nextStationBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            f"QLabel#nextStationBanner {{ background: {style.OCHRE}; color: {style.INK};"
            f" border: 2px solid {style.INK}; border-radius: 8px; padding: 4px 10px;"
            " font-weight: bold; }")
        self.banner.hide()

    def _build_facts(self) -> QVBoxLayout:
        """Beside the card: the subway cards still to come (the row of dots) and the effect;
        at the end of the game the rating."""
        facts = QVBoxLayout()
        facts.setSpacing(4)
        self.subway_pips = SubwayPips()
        self.subway_label = _label("subtle", wrap=True)
        facts.addWidget(self.subway_pips)
        facts.addWidget(self.subway_label)
        self.effect_row = QWidget()
        effect_layout = QHBoxLayout(self.effect_row)
        effect_layout.setContentsMargins(0, 2, 0, 0)
        self.effect_symbol = SymbolIcon()
        self.effect_label = _label(wrap=True)
        effect_layout.addWidget(self.effect_symbol, 0, Qt.AlignmentFlag.AlignTop)
        effect_layout.addWidget(self.effect_label, 1)
        facts.addWidget(self.effect_row)
        self.rating_title = _label("subtle", wrap=True)
        self.rating = _label(wrap=True)
        self.rating.setObjectName("nextStationRating")
        font = QFont(self.rating.font())
        font.setBold(True)
        self.rating.setFont(font)
        self.rating_note = _label("subtle", wrap=True)
        for widget in (self.rating_title, self.rating, self.rating_note):
            widget.hide()
            facts.addWidget(widget)
        facts.addStretch(1)
        return facts

    # -- re-projecting and motion --------------------------------------------------------------

    def _on_changed(self, events: list) -> None:
        self.refresh()
        if any(event.kind == "card_flipped" for event in events) and self.stage.cards:
            animate(self.table, FLIP_MS, self.stage.set_turn,
                    easing=QEasingCurve.Type.InOutSine)

    def _show_banner(self, progress: float) -> None:
        """An objective met (the board's card glows meanwhile): announced over the card."""
        self.banner.setText(QCoreApplication.translate("NextStation", "Objective met!"))
        self.banner.adjustSize()
        self.banner.move((self.width() - self.banner.width()) // 2,
                         self.stage.geometry().center().y() - self.banner.height() // 2)
        self.banner.setVisible(progress < 1.0)
        self.banner.raise_()

    def refresh(self) -> None:
        state = self.table.view()
        seat = sheet_seat(self.table, self.focus)
        over = state.is_over()
        # "Game over" is the shell's status line already: here, what the game came to.
        self.round_title.setText(texts.final_score_title() if over
                                 else words.round_of(state.round + 1, state.rounds))
        pencil = state.pencil(seat) if not over else state.pencil_in(seat, state.rounds - 1)
        self.pencil_swatch.set_pencil(pencil)
        self.pencil_label.setText(fill(texts.pencil_line_text(), texts.pencil_name(pencil),
                                       state.round + 1))
        for widget in (self.header.pencil_box, self.subway_pips, self.subway_label):
            widget.setVisible(not over)
        self.stage.set_cards(tuple(state.current_cards))
        self.stage.set_result(sum(state.scores().breakdown[seat].values()) if over else None)
        self.subway_pips.set_left(state.subway_left)
        self.subway_label.setText(texts.subway_left_text(state.subway_left))
        self._show_effect(state)
        self._show_result(state, seat)

    def _show_result(self, state: Any, seat: int) -> None:
        """Beside the sealed total: the solo rating with its band, or who won."""
        index = state.solo_rating() if state.is_over() else None
        shown = state.is_over()
        for widget in (self.rating_title, self.rating, self.rating_note):
            widget.setVisible(shown)
        if not shown:
            return
        note = ""
        if index is not None:
            title, text = texts.solo_rating_title(), texts.rated_name(index)
            modules = state.advanced_modules
            if modules:
                total = sum(state.scores().breakdown[seat].values())
                note = texts.rating_modules_text(scoring.rated_score(total, modules), modules,
                                                 scoring.SOLO_MODULE_PENALTY)
        else:
            names = self.table.seat_names
            title = fill(texts.caption_text(), names[seat] if seat < len(names) else "")
            text = texts.winners_text(state.scores(), self.table.seat_names) or ""
        self.rating_title.setText(title)
        self.rating.setText(text)
        self.rating_note.setText(note)
        self.rating_note.setVisible(bool(note))

    def _show_effect(self, state: Any) -> None:
        """The round's effect card: its symbol and effect, loud while it applies to this card,
        faded once used; the whole sentence in the tooltip."""
        pair = state.round_pair
        self.effect_row.setVisible(pair is not None and not state.is_over())
        if pair is None:
            return
        symbol, effect = pair
        now = state.active_effect == effect and not state.is_over()
        if now:
            status, colour = texts.effect_now_text(), style.VERMILION
        elif state.effect_fired:
            status, colour = texts.effect_used_text(), style.INK_SOFT
        else:
            status, colour = texts.effect_waiting_text(), style.INK
        self.effect_symbol.set_symbol(symbol)
        self.effect_label.setText(texts.effect_name(effect))
        self.effect_label.setStyleSheet(
            f"color: {colour}; font-weight: {'bold' if now else 'normal'};")
        self.effect_row.setToolTip(
            fill(texts.pair_text(), texts.symbol_name(symbol), texts.effect_name(effect), status)
            + "\n" + texts.effect_help(effect))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_cards()

    def _fit_cards(self) -> None:
        """The card as tall as the room under the header, and no wider than half the column
        (the facts beside it need the rest)."""
        self.header.fit(self.width())
        header = self.header.height_for(self.width()) + HERO_SPACING
        tall = self.height() - header - 4
        wide = self.width() * 0.5 / (1 + PARTNER_SHIFT) * CARD_HEIGHT / CARD_WIDTH
        self.stage.set_card_height(max(MIN_CARD_HEIGHT, int(min(tall, wide))))

    def retranslate(self) -> None:
        self.stage.retranslate()
        self.refresh()
        self._fit_cards()  # another language, other widths: one row or two


# --- the panel ----------------------------------------------------------------------------------


class NextStationPanel(Relabelled, QWidget):
    """See the module docstring. Reads everything from ``table.view()`` on each change.

    A plain widget: the shell owns the one scroll area of the side column, and pins the hint with
    Pass / Next card and Undo in its action bar (``bar_parts``), out of the part that scrolls.
    The score sheet comes first, so that nothing shown below it (the cards flipped earlier, the
    log) ever pushes its total out of sight; when the roomy sheet does not fit the room the
    scroll area shows, the compact one is shown (``compact``)."""

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.focus = focus_for(table)
        self._decision: tuple[Any, ...] | None = None  # what the main button decides on
        self._decision_clock = QElapsedTimer()  # since when
        self._hero: NextStationHero | None = None
        self._area: QAbstractScrollArea | None = None  # the shell's scroll area around the panel
        self._fitted: tuple[Any, ...] | None = None  # what the sheet's size was decided for
        self._language = 0  # counts language changes: texts of other lengths, fitted again
        self._fit_timer = QTimer(self, singleShot=True, interval=0)
        self._fit_timer.timeout.connect(self._fit_sheet)
        self.mode = ROOMY
        self.compact = False
        self.total = 0
        self.points: dict[str, int] = {}
        self.interchange_counts: list[int] = []
        self.setObjectName("nextStationPanel")
        self.setMinimumWidth(240)
        self.setStyleSheet(
            '#nextStationPanel QLabel[role="heading"] { font-size: 11pt; }'
            ' #nextStationPanel QLabel[role="status"] { font-size: 10pt; }')
        self._build(self)
        self._build_bar()
        table.changed.connect(self._on_changed)
        table.undo_changed.connect(self._update_buttons)
        # Bound methods, not lambdas: Qt drops them with this object when the match is closed.
        table.busy_changed.connect(self._on_table_state)
        table.handoff_changed.connect(self._on_table_state)
        table.game_over.connect(self.refresh)
        self.focus.changed.connect(self.refresh)
        self.focus.hint_changed.connect(self._show_hint)
        self.retranslate()

    def hero(self) -> NextStationHero:
        """The flipped card drawn big, for the top of the shell's side column (``HeroSource``)."""
        if self._hero is None:
            self._hero = NextStationHero(self.table)
        return self._hero

    def bar_parts(self) -> BarParts:
        """The hint, Pass / Next card and Undo, for the shell's pinned action bar."""
        return BarParts(self.pass_button, (self.undo_button,), self.hint)

    def turn_colour(self, seat: int) -> QColor | None:
        """The pencil ``seat`` draws with this round: the colour of the "your turn" strip."""
        state = self.table.view()
        if not 0 <= seat < state.players or state.is_over():
            return None
        return QColor(pencil_colour(state.pencil(seat)))

    def tutorial_target(self, key: str) -> QWidget | None:
        """What a tutorial's lesson may point at in the side column (TutorialTargets): the
        hero's ``card``, ``subway_left`` (the dots) and ``pencil``; the score sheet's ``line1``
        to ``line4``, its categories (as the sheet shows them now, roomy or compact) and
        ``total``. None for any other key."""
        hero = self._hero
        if hero is not None and key in HERO_TARGETS:
            return getattr(hero, HERO_TARGETS[key])
        if key in scoring.LINE_CATEGORIES:
            return self.line_boxes[scoring.LINE_CATEGORIES.index(key)]
        if key in COMPACT_CATEGORIES:
            return self.category_boxes[key] if self.compact else self.category_names[key]
        if key == "total":
            return self.total_row
        return None

    # -- layout --------------------------------------------------------------------------------

    def _build(self, inner: QWidget) -> None:
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(8)
        self.sheet = self._build_sheet()
        layout.addWidget(self.sheet)
        self.turn = self._build_turn()
        layout.addWidget(self.turn)
        layout.addStretch(1)

    def _build_sheet(self) -> QFrame:
        """The score sheet of the shown map sheet, laid out like the paper one."""
        self.sheet_title = _label()
        sheet = _section(self.sheet_title)
        box = sheet.layout()
        # The sheet's head: whose sheet it is, and (when room is tightest) the total beside it.
        self.chooser_row = QWidget()
        self.head_layout = QHBoxLayout(self.chooser_row)
        self.head_layout.setContentsMargins(0, 0, 0, 0)
        self.chooser_label = _label("subtle")
        self.chooser = QComboBox()
        self.chooser.setObjectName("nextStationSheetChooser")
        self.chooser.activated.connect(self._chosen)
        self.head_layout.addWidget(self.chooser_label)
        self.head_layout.addWidget(self.chooser, 1)
        box.addWidget(self.chooser_row)
        self.line_row = LineRow()
        self.line_boxes = self.line_row.boxes
        box.addWidget(self.line_row)
        # Roomy: one row per category, with what was counted; compact: four boxes in a row.
        self.category_table = QWidget()
        self.grid = QGridLayout(self.category_table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(0)
        self.category_names: dict[str, QLabel] = {}
        self.category_formula: dict[str, QLabel] = {}
        self.category_points: dict[str, QLabel] = {}
        # What was counted goes under the category's name, not beside it: a name of one long
        # word ("Umsteigemöglichkeiten") keeps the column's whole width.
        for row, key in enumerate(COMPACT_CATEGORIES):
            name = _label(wrap=True)
            formula = _label("subtle", wrap=True)
            points = self._points_label()
            self.grid.addWidget(name, 2 * row, 0)
            self.grid.addWidget(formula, 2 * row + 1, 0)
            self.grid.addWidget(points, 2 * row, 1, 2, 1)
            self.category_names[key] = name
            self.category_formula[key] = formula
            self.category_points[key] = points
        self.grid.setColumnStretch(0, 1)
        box.addWidget(self.category_table)
        self.category_row = QWidget()
        row_layout = QHBoxLayout(self.category_row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.setSpacing(4)
        self.category_boxes = {key: CategoryBox(key) for key in COMPACT_CATEGORIES}
        for category_box in self.category_boxes.values():
            row_layout.addWidget(category_box)
        self.category_row.hide()
        box.addWidget(self.category_row)
        self.total_rule = QFrame()
        self.total_rule.setFrameShape(QFrame.Shape.HLine)
        self.total_rule.setStyleSheet(f"color: {style.INK};")
        box.addWidget(self.total_rule)
        self.total_row = QWidget()
        total_layout = QHBoxLayout(self.total_row)
        total_layout.setContentsMargins(0, 0, 0, 0)
        self.total_name = _label()
        self.total_points = self._points_label(big=True)
        total_layout.addWidget(self.total_name, 1)
        total_layout.addWidget(self.total_points)
        box.addWidget(self.total_row)
        return sheet

    def _build_turn(self) -> QFrame:
        """What the hero above does not show: the card's name and what it allows, the cards
        flipped earlier this round."""
        self.cards_title = _label()
        turn = _section(self.cards_title)
        box = turn.layout()
        self.card_text = _label(wrap=True)
        box.addWidget(self.card_text)
        self.flipped_caption = _label("subtle", wrap=True)
        box.addWidget(self.flipped_caption)
        self.flipped_strip = QWidget()  # the cards flipped earlier this round, small
        self.flipped_row = QHBoxLayout(self.flipped_strip)
        self.flipped_row.setContentsMargins(0, 0, 0, 0)
        self.flipped_row.setSpacing(2)
        self.flipped_faces: list[CardFace] = []
        for _ in range(len(CARDS)):
            face = CardFace(small=True)
            face.hide()
            self.flipped_faces.append(face)
            self.flipped_row.addWidget(face)
        self.flipped_row.addStretch(1)
        box.addWidget(self.flipped_strip)
        return turn

    def _build_bar(self) -> None:
        # What to do now and the buttons: parented here, laid out in the shell's action bar.
        self.hint = HintLabel(parent=self)
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("nextStationPass")
        self.pass_button.clicked.connect(self._pass)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("nextStationUndo")
        self.undo_button.clicked.connect(self._undo)
        for widget in (self.hint, self.pass_button, self.undo_button):
            widget.hide()  # until the bar shows them

    def _points_label(self, big: bool = False) -> QLabel:
        label = QLabel()
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = QFont(label.font())
        font.setBold(True)
        if big:
            font.setPointSizeF(font.pointSizeF() * 1.3)
        label.setFont(font)
        # Room for the widest score from the start: a tally rolling up never widens the column.
        label.setMinimumWidth(QFontMetrics(font).horizontalAdvance("−000") + 4)
        return label

    # -- the room of the side column -------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.Show):
            self._watch_area()
        return super().event(event)

    def _watch_area(self) -> None:
        """Follow the height of the shell's scroll area: the sheet must fit its view."""
        area = self.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is self._area:
            return
        if self._area is not None:
            self._area.viewport().removeEventFilter(self)
        self._area = area
        if area is not None:
            area.viewport().installEventFilter(self)
        self._fit_soon()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._area is not None and watched is self._area.viewport() \
                and event.type() == QEvent.Type.Resize:
            self._fit_soon()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_soon()

    def _fit_soon(self) -> None:
        """Fit the sheet once the layouts have settled: showing and hiding rows from inside a
        resize would lay the column out again while it is being laid out."""
        self._fit_timer.start()

    def _fit_sheet(self) -> None:
        """The roomiest sheet that fits the room above the fold: every row named, or compact
        (the categories as boxes in a row), or tight (the total moved up beside whose sheet it
        is, so that it stays in sight however little room the shell leaves). Decided anew only
        when the room, the width or what the sheet holds changes, never for a new card: the
        sheet does not change its layout in the middle of a round."""
        room = self._area.viewport().height() if self._area is not None else None
        holds = len(self.table.seat_names) > 1  # a sheet chooser in the head, or none
        key = (room, self.width(), holds, self._language)
        if room is None or key == self._fitted:
            return
        self._fitted = key
        top = self.layout().contentsMargins().top()
        for mode in (ROOMY, COMPACT):
            self._set_mode(mode)
            if top + self._height_of(self.sheet, self.width()) <= room:
                return
        self._set_mode(TIGHT)

    @staticmethod
    def _height_of(widget: QWidget, width: int) -> int:
        layout = widget.layout()
        if layout is not None:
            if layout.hasHeightForWidth():
                return layout.totalHeightForWidth(width)
            return layout.totalSizeHint().height()
        return widget.sizeHint().height()

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.compact = mode != ROOMY
        self.line_row.set_compact(self.compact)
        self.category_table.setVisible(not self.compact)
        self.category_row.setVisible(self.compact)
        self.sheet_title.setVisible(not self.compact)  # the line boxes and the total say it
        box = self.sheet.layout()
        margins = (10, 6, 10, 6) if self.compact else (12, 8, 12, 10)
        box.setContentsMargins(*margins)
        box.setSpacing(4 if self.compact else 6)
        tight = mode == TIGHT
        self.head_layout.removeWidget(self.total_row)
        box.removeWidget(self.total_row)
        if tight:  # up to the head of the sheet, beside the chooser
            self.head_layout.addWidget(self.total_row, 0)
        else:
            box.addWidget(self.total_row)
        self.total_rule.setVisible(not tight)
        self._show_head()
        self._show_round(self.table.view(), sheet_seat(self.table, self.focus))

    def _show_head(self) -> None:
        several = len(self.table.seat_names) > 1
        tight = self.mode == TIGHT
        self.chooser_row.setVisible(several or tight)
        self.chooser.setVisible(several)
        self.chooser_label.setVisible(several and not tight)

    # -- actions -------------------------------------------------------------------------------

    def _finish_turn(self) -> Action | None:
        """What the main button does now: the next card (the held resolution, see _next_card),
        stop going straight on, or pass."""
        if self.table.resolution_held():
            return NEXT_CARD
        seat = self.focus.acting_seat()
        if seat is None:
            return None
        legal = self.table.state().legal_actions(seat)
        return STOP if STOP in legal else PASS if PASS in legal else None

    def _pass(self) -> None:
        if self._decision_clock.isValid() and self._decision_clock.elapsed() < DECISION_GUARD_MS:
            return  # the decision has just changed: this click was meant for the one before
        seat, action = self.focus.acting_seat(), self._finish_turn()
        if action == NEXT_CARD:
            self.table.resolve()
        elif seat is not None and action is not None:
            self.table.submit(seat, action)

    def _undo(self) -> None:
        if self.table.can_undo():
            self.table.undo()

    def _chosen(self, index: int) -> None:
        seat = self.chooser.itemData(index)
        self.focus.choose(seat if isinstance(seat, int) else None)

    # -- re-projecting the state ---------------------------------------------------------------

    def _on_changed(self, events: list) -> None:
        marked = self.line_row.current_index()
        self.refresh()
        if events:  # [] after undo, load or hand-off: nothing happened that could be shown
            self._animate(events, marked)

    def _animate(self, events: list, marked: int | None) -> None:
        """The round end as it happens on the shown sheet: the line's score counted, the pencil
        mark moving on. (The game end counts up on the shell's final table, the objectives met
        glow on the board.)"""
        state, seat = self.table.view(), sheet_seat(self.table, self.focus)
        for event in events:
            if event.kind == "line_scored" and event.params.get("seat") == seat:
                index = self._line_index(state, seat, event.params.get("pencil"))
                if index is not None:
                    animate(self.table, COUNT_MS, self.line_boxes[index].set_count,
                            easing=QEasingCurve.Type.OutCubic)
        now = self.line_row.current_index()
        if any(event.kind == "round_started" for event in events) and None not in (marked, now) \
                and marked != now:
            self.line_row.start_slide(marked, now)
            animate(self.table, SLIDE_MS, self.line_row.slide_to)

    @staticmethod
    def _line_index(state: Any, seat: int, pencil: object) -> int | None:
        """The box of the line drawn with ``pencil`` (the event names the pencil, not the round)."""
        return next((index for index in range(state.rounds)
                     if state.pencil_in(seat, index) == pencil), None)

    def _show_points(self) -> None:
        """Every category's points and the total, in the rows and in the compact boxes."""
        for key, label in self.category_points.items():
            points = self.points.get(key, 0)
            label.setText(str(points))
            self.category_boxes[key].show_points(points, self._category_detail(key))
        self.total_points.setText(str(self.total))

    def _on_table_state(self, _value: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        state = self.table.view()
        seat = sheet_seat(self.table, self.focus)
        self._note_decision(state)
        self._show_round(state, seat)
        self._show_chooser(seat)
        self._show_sheet(state, seat)
        self._update_buttons()
        self._show_hint(self.focus.hint)
        self._fit_soon()

    def _note_decision(self, state: Any) -> None:
        # A new card, or another player at the screen: having decided is no new decision.
        decision = (state.round, tuple(state.current_cards), len(state.flipped),
                    self.table.shown_seat)
        if decision != self._decision:
            self._decision = decision
            self._decision_clock.start()

    def _show_round(self, state: Any, seat: int) -> None:
        over = state.is_over()
        cards = tuple(state.current_cards)
        # Over: the hero says what the game came to; the card box only shows the last round.
        self.cards_title.setText(" + ".join(texts.card_name(card) for card in cards))
        # Short of room the hero's big card says which it is (its name in the tooltip).
        self.cards_title.setVisible(bool(cards) and not over and not self.compact)
        self.card_text.setText(self._card_text(state, seat))
        self.card_text.setVisible(bool(self.card_text.text()))
        flipped = tuple(state.flipped)
        earlier = flipped[:len(flipped) - len(cards)] if cards else flipped
        self.flipped_caption.setText(texts.flipped_last_round_title() if over
                                     else texts.flipped_title())
        for widget in (self.flipped_caption, self.flipped_strip):
            widget.setVisible(bool(earlier))
        for index, face in enumerate(self.flipped_faces):
            face.setVisible(index < len(earlier))
            if index < len(earlier):
                face.set_card(earlier[index])
        self.turn.setVisible(self.cards_title.isVisibleTo(self) or bool(earlier)
                             or bool(self.card_text.text()))

    def _card_text(self, state: Any, seat: int) -> str:
        """What this decision's card allows beyond its symbol (the name is the box's title)."""
        if not state.current_cards:
            return ""
        lines = []
        if state.double_track:
            lines.append(texts.double_track_text())
        if state.branching:
            lines.append(texts.branching_text())
        elif state.switch_ignored:
            lines.append(texts.switch_ignored_text())
        if state.pending_straight_on(seat) is not None:
            lines.append(texts.effect_name("straight_on"))
        return "\n".join(lines)

    def _show_sheet(self, state: Any, seat: int) -> None:
        tokyo = state.map
        lines = state.sheet(seat).lines_in_order()
        breakdown = state.scores().breakdown[seat]
        self.points = dict(breakdown)
        current = None if state.is_over() else state.round
        for index, line_box in enumerate(self.line_boxes):
            pencil = state.pencil_in(seat, index)
            if index < len(lines):
                line = lines[index]
                districts, most, _points = scoring.line_score(tokyo, line.stations, line.doubled)
                points = breakdown.get(scoring.LINE_CATEGORIES[index], _points)
                line_box.show_line(pencil, districts, most, points, index == current)
            else:
                line_box.show_line(pencil, None, None, None, False)
        if self.line_row.current_index() != current:  # a mark on its way there goes on
            self.line_row.show_current(current)
        lines_at = scoring.lines_at_stations(tokyo, lines)
        counts = [sum(1 for n in lines_at.values() if n == lines_count)
                  for lines_count in sorted(scoring.INTERCHANGE_POINTS)]
        self.interchange_counts = counts
        self.category_formula["interchanges"].setText(
            "  ".join(f"{mark}{count}" for mark, count in zip("③④⑤", counts, strict=True)))
        self.category_formula["interchanges"].setToolTip(texts.interchange_help(counts))
        self.category_names["interchanges"].setToolTip(texts.interchange_help(counts))
        stamped = scoring.stamped_districts(tokyo, lines_at)
        self.category_formula["stamps"].setText(texts.stamps_text(len(stamped)))
        missed = scoring.missed_green(tokyo, lines_at)
        self.category_formula["missed_green"].setText(texts.missed_text(len(missed)))
        achieved = scoring.achieved_objectives(tokyo, lines, state.objectives)
        self.category_formula["objectives"].setText(
            f"{len(achieved)} / {len(state.objectives)}" if state.objectives else "")
        self.total = sum(breakdown.values())
        self._show_points()
        self._show_total(state)

    def _category_detail(self, key: str) -> str:
        """What a compact category box says in its tooltip under its name: what was counted."""
        detail = self.category_formula[key].text()
        if key == "interchanges" and self.interchange_counts:
            detail += "\n" + texts.interchange_help(self.interchange_counts)
        return detail

    def _show_total(self, state: Any) -> None:
        """Ink until the total is worth something: it starts below zero (every green station
        not reached yet counts against it), which the tooltip explains."""
        colour = style.VERMILION if self.total > 0 else style.INK
        self.total_points.setStyleSheet(f"color: {colour};")
        help_text = "" if state.is_over() else texts.total_help()
        for widget in (self.total_name, self.total_points):
            widget.setToolTip(help_text)

    def _show_chooser(self, seat: int) -> None:
        names = self.table.seat_names
        self.chooser.blockSignals(True)
        if self.chooser.count() != len(names):
            self.chooser.clear()
            for index, name in enumerate(names):
                self.chooser.addItem(name, index)
        else:
            for index, name in enumerate(names):
                self.chooser.setItemText(index, name)
        self.chooser.setCurrentIndex(seat)
        self.chooser.blockSignals(False)
        self._show_head()

    def _update_buttons(self) -> None:
        action = self._finish_turn()
        self.pass_button.setEnabled(action is not None)
        self._label_pass_button(action)
        # Loud only when it is the one sensible move: while a section can be drawn, passing is
        # the exception and must not look like the way on.
        style.set_role(self.pass_button, "primary" if self._only_move(action) else None)
        self.undo_button.setEnabled(self.table.can_undo())
        # A finished game has nothing to pass and nothing to take back: no buttons for it.
        over = self.table.match.is_over()
        for button in (self.pass_button, self.undo_button):
            if button.parentWidget() is not self:  # in the shell's bar
                button.setVisible(not over)

    def _only_move(self, action: Action | None) -> bool:
        if action is None:
            return False
        if action == NEXT_CARD:
            return True
        seat = self.focus.acting_seat()
        return seat is not None and len(self.table.state().legal_actions(seat)) == 1

    def _label_pass_button(self, action: Action | None) -> None:
        if action in (STOP, NEXT_CARD):
            self.pass_button.setText(texts.confirm_text())
            self.pass_button.setToolTip(texts.confirm_help())
        else:
            self.pass_button.setText(texts.pass_text())
            self.pass_button.setToolTip(texts.pass_help())

    def _show_hint(self, text: str) -> None:
        if self.table.match.is_over():
            text = texts.game_over_hint(solo=len(self.table.seat_names) == 1)
        elif not text and self.focus.acting_seat() is None:
            text = self._waiting_text()
        self.hint.setText(text)

    def _waiting_text(self) -> str:
        table = self.table
        if table.busy:
            return texts.bots_drawing_text()
        if self.focus.chosen is not None:
            return texts.other_sheet_text()
        seat = table.shown_seat
        if table.resolution_held():
            return confirm_hint(table)
        if seat is not None and table.view().decided(seat):
            return texts.waiting_text()
        return ""

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._language += 1
        self._label_pass_button(self._finish_turn())
        self.undo_button.setText(words.undo())
        self.undo_button.setToolTip(texts.undo_help())
        self.sheet_title.setText(texts.sheet_title())
        self.chooser_label.setText(texts.chooser_text())
        for key, label in self.category_names.items():
            label.setText(texts.category_label(key))
        for line_box in self.line_boxes:
            line_box.retranslate()
        self.total_name.setText(words.total())
        for face in self.flipped_faces:
            face.retranslate()
        self.refresh()

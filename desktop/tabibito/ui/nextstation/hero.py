"""Next Station's hero, pinned above the action bar: the round and the pencil over this
decision's card(s) drawn big, the subway cards still to come and the round's effect card beside
them; once the game is over, the sheet's total sealed where the card lay and the solo rating (or
who won) beside it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import SUBWAY_PER_ROUND
from tabibito.games.nextstation.rules import NextStationState
from tabibito.games.nextstation.tokyo_map import PENCILS

from ..kit import style, words
from ..kit.animation import animate
from ..kit.i18n import fill
from ..kit.relabel import Relabelled
from ..kit.views import view_as
from . import texts
from .card_art import CARD_HEIGHT, CARD_WIDTH, PARTNER_SHIFT, SUBWAY_RED, CardStage
from .items import paint_line, paint_symbol
from .motion import FLIP_MS
from .sheet_focus import focus_for

if TYPE_CHECKING:
    from ..plugin_api import Table


# The hero's card never gets smaller than this, however short the window (four players at
# 1024×700 leave the hero 104 px: the card fits under the header whole).
MIN_CARD_HEIGHT = 48
HERO_SPACING = 6
FACTS_GAP = 12  # between the card and the words beside it
# A tutorial's keys for the hero's parts (NextStationPanel.tutorial_target): the attribute.
HERO_TARGETS = {"card": "stage", "subway_left": "subway_pips", "pencil": "pencil_box"}


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
    return seat if 0 <= seat < view_as(table.view(), NextStationState).players else 0


def text_label(role: str | None = None, wrap: bool = False) -> QLabel:
    label = QLabel()
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label




class HeroHeader(QWidget):
    """The round and the pencil over the card: on one row when both fit at their longest (any
    round, any pencil), else the pencil under the round, wrapping if it must. Never clipped, and
    decided for the language and the width, not for this round: the card keeps its size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_title = text_label("heading")
        self.pencil_swatch = PencilSwatch()
        self.pencil_label = text_label()
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
        table.setSpacing(FACTS_GAP)
        self.stage = CardStage()
        table.addWidget(self.stage, 0, Qt.AlignmentFlag.AlignTop)
        self.facts = self._build_facts()
        table.addLayout(self.facts, 1)
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
        self.subway_label = text_label("subtle", wrap=True)
        facts.addWidget(self.subway_pips)
        facts.addWidget(self.subway_label)
        self.effect_row = QWidget()
        effect_layout = QHBoxLayout(self.effect_row)
        effect_layout.setContentsMargins(0, 2, 0, 0)
        self.effect_symbol = SymbolIcon()
        self.effect_label = text_label(wrap=True)
        effect_layout.addWidget(self.effect_symbol, 0, Qt.AlignmentFlag.AlignTop)
        effect_layout.addWidget(self.effect_label, 1)
        facts.addWidget(self.effect_row)
        self.rating_title = text_label("subtle", wrap=True)
        self.rating = text_label(wrap=True)
        self.rating.setObjectName("nextStationRating")
        font = QFont(self.rating.font())
        font.setBold(True)
        self.rating.setFont(font)
        self.rating_note = text_label("subtle", wrap=True)
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
        state = view_as(self.table.view(), NextStationState)
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
        self.subway_pips.setToolTip(self.subway_label.text())
        self._show_effect(state)
        self._show_result(state, seat)
        # The result's words beside the card take the room they need; while playing, the
        # words under the dots may have grown a line.
        self._fit_cards()

    def _show_result(self, state: NextStationState, seat: int) -> None:
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

    def _show_effect(self, state: NextStationState) -> None:
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
        (the facts beside it need the rest). Once the game is over the sealed total gives way
        to the result's words beside it: the rating and its note are never cut."""
        self.header.fit(self.width())
        header = self.header.height_for(self.width()) + HERO_SPACING
        tall = self.height() - header - 4
        wide = self.width() * 0.5 / (1 + PARTNER_SHIFT) * CARD_HEIGHT / CARD_WIDTH
        height = max(MIN_CARD_HEIGHT, int(min(tall, wide)))
        if self.rating.isVisibleTo(self):
            while height > MIN_CARD_HEIGHT and self._facts_height(height) > tall:
                height = max(MIN_CARD_HEIGHT, height - 6)
        elif self.subway_pips.isVisibleTo(self):
            # A short hero (three or four players at 1024×700): the words under the dots give
            # way before the effect is cut; the dots say the same, their tooltip in words.
            self.subway_label.show()
            self.subway_label.setVisible(self._facts_height(height) <= tall)
        self.stage.set_card_height(height)

    def _facts_height(self, card_height: int) -> int:
        """How tall the words beside a card of ``card_height`` are at the width left to them."""
        stage = round(round(card_height * CARD_WIDTH / CARD_HEIGHT) * (1 + PARTNER_SHIFT)) + 4
        width = self.width() - stage - FACTS_GAP
        self.facts.invalidate()  # its words may have changed since it was last measured
        return self.facts.totalHeightForWidth(width) if self.facts.hasHeightForWidth() \
            else self.facts.totalSizeHint().height()

    def retranslate(self) -> None:
        self.stage.retranslate()
        self.refresh()
        self._fit_cards()  # another language, other widths: one row or two



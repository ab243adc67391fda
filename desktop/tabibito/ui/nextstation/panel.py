"""The side panel of Next Station: Tokyo: the card to follow, the round, and the live score sheet.

It shows the flipped card(s) of this decision and the cards flipped earlier in the round, how many
subway cards may still end the round, the round's pencil, the symbol + effect pair and whether it
has fired, the shared objectives, Pass and Undo, and the score sheet of the shown map sheet laid
out like the paper one: four line boxes (D × M), interchanges, tourist stamps, missed green,
objectives and the total, with the solo rating once a solo game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Action
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import CARDS, SUBWAY_PER_ROUND
from tabibito.games.nextstation.rules import PASS, STOP, pencil_for

from .. import style
from ..i18n import fill
from ..relabel import Relabelled
from . import texts
from .board import focus_for
from .items import paint_line, paint_symbol, pencil_colour

if TYPE_CHECKING:
    from ..plugin_api import Table

STREET_FACE = "#f7dbe3"
# Round-ending (subway) cards are red, as the editions print them; green stays the loop's colour.
SUBWAY_FACE = "#f5dcd3"
SUBWAY_RED = "#b3332a"
JOKER_SYMBOLS = ("circle", "triangle", "square", "pentagon")
# The main button says "Next card" and then, on the card it flipped, "Pass": for this long after the
# decision changes it does nothing, so the second click of a double-click never passes a card
# nobody has seen.
DECISION_GUARD_MS = 400


# --- small painted widgets ----------------------------------------------------------------------


# Not a rule's action: the main button's "Next card", which takes the resolution the match holds
# for the human once everybody has decided (the shell's Confirm step).
NEXT_CARD = Action.of("next_card")

class CardFace(QWidget):
    """A station card drawn in our own style: street cards pink, subway cards red with a band.

    Key: the card id (empty: a face-down placeholder).
    """

    def __init__(self, card: str = "", small: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.small = small
        self.highlight = False
        size = QSize(20, 28) if small else QSize(56, 78)
        self.setFixedSize(size)

    def set_card(self, card: str, highlight: bool = False) -> None:
        self.card, self.highlight = card, highlight
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        if self.card:
            self.setToolTip(fill(texts.card_tooltip(),
                                 texts.card_name(self.card), texts.card_kind(self.card)))
        else:
            self.setToolTip("")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        card = CARDS.get(self.card)
        radius = 4 if self.small else 9
        ink = QColor(style.INK)
        if card is None:
            painter.setPen(QPen(style.color(style.INK_SOFT), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            return
        painter.setPen(QPen(QColor(style.VERMILION) if self.highlight else ink,
                            3.0 if self.highlight else 1.8))
        painter.setBrush(QBrush(QColor(SUBWAY_FACE if card.subway else STREET_FACE)))
        painter.drawRoundedRect(rect, radius, radius)
        if card.subway:  # the subway band: these cards end the round
            band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.2, rect.width(),
                          rect.height() * 0.2)
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            painter.save()
            painter.setClipPath(path)
            painter.fillRect(band, QColor(SUBWAY_RED))
            painter.restore()
            if not self.small:
                painter.setPen(QColor(style.CARD))
                font = QFont(self.font())
                font.setPixelSize(9)
                font.setBold(True)
                painter.setFont(font)
                painter.drawText(band, Qt.AlignmentFlag.AlignCenter,
                                 texts.card_kind(self.card).upper())
        centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.42)
        size = rect.width() * (0.26 if not self.small else 0.3)
        fill_colour = QColor(style.CARD)
        width = 2.5 if not self.small else 1.5
        if card.symbol is not None:
            paint_symbol(painter, card.symbol, centre, size, fill_colour, ink, width)
        elif card.joker:
            step = size * 0.95
            for index, symbol in enumerate(JOKER_SYMBOLS):
                dx = -step if index % 2 == 0 else step
                dy = -step if index < 2 else step
                paint_symbol(painter, symbol, centre + QPointF(dx, dy), size * 0.62, fill_colour,
                             ink, width * 0.8)
            if not self.small:  # double track: two rails under the symbols
                y = centre.y() + step * 2.1
                painter.setPen(QPen(ink, 2.2))
                for offset in (-3.0, 3.0):
                    painter.drawLine(QPointF(centre.x() - step * 1.6, y + offset),
                                     QPointF(centre.x() + step * 1.6, y + offset))
        else:  # the switch: one track forking in two
            painter.setPen(QPen(ink, width * 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            bottom = centre + QPointF(0, size * 1.3)
            fork = centre + QPointF(0, size * 0.1)
            painter.drawLine(bottom, fork)
            painter.drawLine(fork, centre + QPointF(-size, -size * 1.1))
            painter.drawLine(fork, centre + QPointF(size, -size * 1.1))
        painter.end()


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


class LineBox(QWidget):
    """One line's box of the score sheet: its number and pencil, D × M, and the points."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.pencil = "blue"
        self.districts: int | None = None
        self.most: int | None = None
        self.points: int | None = None
        self.current = False
        self.setMinimumSize(50, 62)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_line(self, pencil: str, districts: int | None, most: int | None,
                  points: int | None, current: bool) -> None:
        self.pencil, self.districts, self.most = pencil, districts, most
        self.points, self.current = points, current
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        text = texts.line_label(self.number, self.pencil)
        if self.points is not None:
            text += "\n" + fill(texts.line_score_help(), self.districts, self.most, self.points)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        ink = QColor(style.INK)
        painter.setPen(QPen(QColor(style.VERMILION) if self.current else ink,
                            2.6 if self.current else 1.4))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, 6, 6)
        # The header: the line number on the pencil's own stroke (pattern included).
        top = rect.top() + 11
        stroke = QPainterPath(QPointF(rect.left() + 24, top))
        stroke.lineTo(QPointF(rect.right() - 7, top))
        paint_line(painter, stroke, self.pencil, 8.0)
        badge = QPointF(rect.left() + 12, top)
        painter.setPen(QPen(ink, 1.2))
        painter.setBrush(pencil_colour(self.pencil))
        painter.drawEllipse(badge, 8.5, 8.5)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(QColor(style.CARD))
        painter.drawText(QRectF(badge.x() - 9, badge.y() - 9, 18, 18),
                         Qt.AlignmentFlag.AlignCenter, str(self.number))
        middle = QRectF(rect.left(), top + 8, rect.width(), 18)
        font.setBold(False)
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor(style.INK_SOFT))
        if self.points is not None:
            painter.drawText(middle, Qt.AlignmentFlag.AlignCenter,
                             f"{self.districts} × {self.most}")
        bottom = QRectF(rect.left(), middle.bottom() - 2, rect.width(), rect.bottom() - middle.bottom())
        font.setBold(True)
        font.setPixelSize(17)
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter,
                         "–" if self.points is None else str(self.points))
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


# --- the panel ----------------------------------------------------------------------------------


class NextStationPanel(Relabelled, QScrollArea):
    """See the module docstring. Reads everything from ``controller.view()`` on each change."""

    def __init__(self, controller: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.focus = focus_for(controller)
        self._decision: tuple[Any, ...] | None = None  # what the main button decides on
        self._decision_clock = QElapsedTimer()  # since when
        self.setObjectName("nextStationPanel")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(240)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        inner = QWidget()
        inner.setObjectName("nextStationPanelInner")
        inner.setStyleSheet(
            "#nextStationPanelInner { background: transparent; }"
            ' QLabel[role="heading"] { font-size: 11pt; }'
            ' QLabel[role="status"] { font-size: 10pt; }')
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QScrollArea#nextStationPanel { background: transparent; }")
        self._build(inner)
        self.setWidget(inner)
        controller.changed.connect(self._on_changed)
        controller.undo_changed.connect(self._update_buttons)
        # Bound methods, not lambdas: Qt drops them with this object when the match is closed.
        controller.busy_changed.connect(self._on_controller_state)
        controller.handoff_changed.connect(self._on_controller_state)
        controller.game_over.connect(self.refresh)
        self.focus.changed.connect(self.refresh)
        self.focus.hint_changed.connect(self._show_hint)
        self.retranslate()

    def sizeHint(self) -> QSize:
        # All of the content if there is room (the shell's log gives way); else it scrolls.
        inner = self.widget()
        if inner is None:
            return QSize(240, 400)
        hint = inner.sizeHint()
        width = self.viewport().width() if self.isVisible() else hint.width()
        height = inner.heightForWidth(width) if inner.hasHeightForWidth() else -1
        return QSize(hint.width(), max(height, hint.height()) + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 200)

    # -- layout --------------------------------------------------------------------------------

    def _build(self, inner: QWidget) -> None:
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(8)

        # The round: which pencil, which card, what is still to come, the round's effect.
        self.round_title = _label()
        turn = _section(self.round_title)
        box = turn.layout()
        pencil_row = QHBoxLayout()
        self.pencil_swatch = PencilSwatch()
        self.pencil_label = _label(wrap=True)
        pencil_row.addWidget(self.pencil_swatch)
        pencil_row.addWidget(self.pencil_label, 1)
        box.addLayout(pencil_row)
        cards_row = QHBoxLayout()
        cards_row.setSpacing(6)
        self.card_faces = [CardFace(), CardFace()]
        for face in self.card_faces:
            cards_row.addWidget(face, 0, Qt.AlignmentFlag.AlignTop)
        self.card_text = _label(wrap=True)
        self.card_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        cards_row.addWidget(self.card_text, 1)
        box.addLayout(cards_row)
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
        self.subway_row = QWidget()
        subway_row = QHBoxLayout(self.subway_row)
        subway_row.setContentsMargins(0, 0, 0, 0)
        self.subway_pips = SubwayPips()
        self.subway_label = _label("subtle", wrap=True)
        subway_row.addWidget(self.subway_pips)
        subway_row.addWidget(self.subway_label, 1)
        box.addWidget(self.subway_row)
        self.effect_row = QWidget()
        effect_layout = QHBoxLayout(self.effect_row)
        effect_layout.setContentsMargins(0, 2, 0, 0)
        self.effect_symbol = SymbolIcon()
        self.effect_label = _label(wrap=True)
        effect_layout.addWidget(self.effect_symbol, 0, Qt.AlignmentFlag.AlignTop)
        effect_layout.addWidget(self.effect_label, 1)
        box.addWidget(self.effect_row)
        self.objective_labels = [_label(wrap=True), _label(wrap=True)]
        for label in self.objective_labels:
            box.addWidget(label)
        layout.addWidget(turn)

        # What to do now.
        self.hint = _label("status", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("nextStationPass")
        self.pass_button.setProperty("role", "primary")
        self.pass_button.clicked.connect(self._pass)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("nextStationUndo")
        self.undo_button.clicked.connect(self._undo)
        buttons.addWidget(self.pass_button, 1)
        buttons.addWidget(self.undo_button, 1)
        layout.addLayout(buttons)

        # The score sheet of the shown map sheet, laid out like the paper one.
        self.sheet_title = _label()
        sheet = _section(self.sheet_title)
        box = sheet.layout()
        chooser_row = QHBoxLayout()
        self.chooser_label = _label("subtle")
        self.chooser = QComboBox()
        self.chooser.setObjectName("nextStationSheetChooser")
        self.chooser.activated.connect(self._chosen)
        chooser_row.addWidget(self.chooser_label)
        chooser_row.addWidget(self.chooser, 1)
        box.addLayout(chooser_row)
        boxes = QHBoxLayout()
        boxes.setSpacing(4)
        self.line_boxes = [LineBox(number) for number in range(1, scoring.ROUNDS + 1)]
        for line_box in self.line_boxes:
            boxes.addWidget(line_box)
        box.addLayout(boxes)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(3)
        self.category_names: dict[str, QLabel] = {}
        self.category_formula: dict[str, QLabel] = {}
        self.category_points: dict[str, QLabel] = {}
        for row, key in enumerate(("interchanges", "stamps", "missed_green", "objectives")):
            name, formula, points = _label(wrap=True), _label("subtle", wrap=True), self._points_label()
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(formula, row, 1)
            self.grid.addWidget(points, row, 2)
            self.category_names[key] = name
            self.category_formula[key] = formula
            self.category_points[key] = points
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {style.INK};")
        self.grid.addWidget(rule, 4, 0, 1, 3)
        self.total_name = _label()
        self.total_points = self._points_label(big=True)
        self.total_points.setStyleSheet(f"color: {style.VERMILION};")
        self.grid.addWidget(self.total_name, 5, 0, 1, 2)
        self.grid.addWidget(self.total_points, 5, 2)
        self.grid.setColumnStretch(0, 1)
        box.addLayout(self.grid)
        self.rating = _label("heading", wrap=True)
        self.rating.setObjectName("nextStationRating")
        self.rating.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.rating)
        layout.addWidget(sheet)
        layout.addStretch(1)

    def _points_label(self, big: bool = False) -> QLabel:
        label = QLabel()
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label.setMinimumWidth(30)
        font = QFont(label.font())
        font.setBold(True)
        if big:
            font.setPointSizeF(font.pointSizeF() * 1.3)
        label.setFont(font)
        return label

    # -- actions -------------------------------------------------------------------------------

    def _finish_turn(self) -> Action | None:
        """What the main button does now: the next card (the held resolution, see _next_card),
        stop going straight on, or pass."""
        if self.controller.resolution_held():
            return NEXT_CARD
        seat = self.focus.acting_seat()
        if seat is None:
            return None
        legal = self.controller.state().legal_actions(seat)
        return STOP if STOP in legal else PASS if PASS in legal else None

    def _pass(self) -> None:
        if self._decision_clock.isValid() and self._decision_clock.elapsed() < DECISION_GUARD_MS:
            return  # the decision has just changed: this click was meant for the one before
        seat, action = self.focus.acting_seat(), self._finish_turn()
        if action == NEXT_CARD:
            self.controller.resolve()
        elif seat is not None and action is not None:
            self.controller.submit(seat, action)

    def _undo(self) -> None:
        if self.controller.can_undo():
            self.controller.undo()

    def _chosen(self, index: int) -> None:
        seat = self.chooser.itemData(index)
        self.focus.choose(seat if isinstance(seat, int) else None)

    # -- re-projecting the state ---------------------------------------------------------------

    def _on_changed(self, _events: list) -> None:
        self.refresh()

    def _on_controller_state(self, _value: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.view()
        seat = self.focus.sheet_seat()
        seat = seat if 0 <= seat < state.players else 0
        self._note_decision(state)
        self._show_round(state, seat)
        self._show_module(state, seat)
        self._show_sheet(state, seat)
        self._show_chooser(seat)
        self._update_buttons()
        self._show_hint(self.focus.hint)
        self.updateGeometry()

    def _note_decision(self, state: Any) -> None:
        # A new card, or another player at the screen: having decided is no new decision.
        decision = (state.round, tuple(state.current_cards), len(state.flipped),
                    self.controller.shown_seat)
        if decision != self._decision:
            self._decision = decision
            self._decision_clock.start()

    def _show_round(self, state: Any, seat: int) -> None:
        over = state.is_over()
        if over:
            self.round_title.setText(texts.game_over_title())
        else:
            self.round_title.setText(texts.round_label(state.round, state.rounds))
        pencil = state.pencil(seat) if not over else pencil_for(seat, state.rounds - 1)
        self.pencil_swatch.set_pencil(pencil)
        self.pencil_swatch.setVisible(not over)
        self.pencil_label.setVisible(not over)
        self.pencil_label.setText(fill(texts.pencil_line_text(), texts.pencil_name(pencil),
                                       state.round + 1))
        cards = tuple(state.current_cards)
        for index, face in enumerate(self.card_faces):
            card = cards[index] if index < len(cards) else ""
            face.set_card(card, highlight=bool(card) and index == len(cards) - 1)
            face.setVisible(bool(card))
        self.card_text.setText(self._card_text(state, seat, cards))
        self.card_text.setVisible(bool(cards))
        flipped = tuple(state.flipped)
        earlier = flipped[:len(flipped) - len(cards)] if cards else flipped
        self.flipped_strip.setToolTip(texts.flipped_last_round_title() if over
                                      else texts.flipped_title())
        self.flipped_strip.setVisible(bool(earlier))
        for index, face in enumerate(self.flipped_faces):
            face.setVisible(index < len(earlier))
            if index < len(earlier):
                face.set_card(earlier[index])
        self.subway_row.setVisible(not over)
        self.subway_pips.set_left(state.subway_left)
        self.subway_label.setText(texts.subway_left_text(state.subway_left))

    def _card_text(self, state: Any, seat: int, cards: tuple[str, ...]) -> str:
        if not cards:
            return ""
        parts = [texts.card_name(card) for card in cards]
        text = " + ".join(parts)
        lines = [text]
        if state.double_track:
            lines.append(texts.double_track_text())
        if state.branching:
            lines.append(texts.branching_text())
        elif state.switch_ignored:
            lines.append(texts.switch_ignored_text())
        if state.pending_straight_on(seat) is not None:
            lines.append(texts.effect_name("straight_on"))
        return "\n".join(lines)

    def _show_module(self, state: Any, seat: int) -> None:
        pair = state.round_pair
        self.effect_row.setVisible(pair is not None)
        if pair is not None:
            symbol, effect = pair
            self.effect_symbol.set_symbol(symbol)
            if state.active_effect == effect and not state.is_over():
                status = texts.effect_now_text()
            elif state.effect_fired:
                status = texts.effect_used_text()
            else:
                status = texts.effect_waiting_text()
            self.effect_label.setText(fill(texts.pair_text(), texts.symbol_name(symbol),
                                           texts.effect_name(effect), status))
            self.effect_row.setToolTip(texts.effect_help(effect))
        objectives = tuple(state.objectives)
        lines = state.sheet(seat).lines_in_order()
        done = set(scoring.achieved_objectives(state.map, lines, objectives))
        for index, label in enumerate(self.objective_labels):
            label.setVisible(index < len(objectives))
            if index < len(objectives):
                mark = "✔" if objectives[index] in done else "○"
                label.setText(fill(texts.objective_line(), mark,
                                   texts.objective_text(objectives[index]),
                                   scoring.OBJECTIVE_POINTS))
                label.setToolTip(texts.objectives_title())

    def _show_sheet(self, state: Any, seat: int) -> None:
        tokyo = state.map
        lines = state.sheet(seat).lines_in_order()
        breakdown = state.scores().breakdown[seat]
        self.points = dict(breakdown)
        current = None if state.is_over() else state.round
        for index, line_box in enumerate(self.line_boxes):
            pencil = pencil_for(seat, index)
            if index < len(lines):
                line = lines[index]
                districts, most, _points = scoring.line_score(tokyo, line.stations, line.doubled)
                points = breakdown.get(scoring.LINE_CATEGORIES[index], _points)
                line_box.show_line(pencil, districts, most, points, index == current)
            else:
                line_box.show_line(pencil, None, None, None, False)
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
        for key, label in self.category_points.items():
            label.setText(str(breakdown.get(key, 0)))
        self.total = sum(breakdown.values())
        self.total_points.setText(str(self.total))
        self._show_rating(state, seat, self.total)

    def _show_rating(self, state: Any, seat: int, total: int) -> None:
        index = state.solo_rating() if state.is_over() else None
        if index is None:  # rated once a solo game is over
            self.rating.hide()
            return
        modules = state.advanced_modules
        low, high = scoring.SOLO_RATINGS[index]
        if low is None:
            band = fill(texts.band_below(), high + 1)
        elif high is None:
            band = fill(texts.band_above(), low - 1)
        else:
            band = f"{low}–{high}"
        text = fill(texts.rating_text(), texts.solo_rating_name(index), band)
        if modules:
            adjusted = scoring.rated_score(total, modules)
            text += "\n" + texts.rating_modules_text(adjusted, modules,
                                                         scoring.SOLO_MODULE_PENALTY)
        self.rating.setText(text)
        self.rating.show()

    def _show_chooser(self, seat: int) -> None:
        names = self.controller.seat_names
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
        several = len(names) > 1
        self.chooser.setVisible(several)
        self.chooser_label.setVisible(several)

    def _update_buttons(self) -> None:
        action = self._finish_turn()
        self.pass_button.setEnabled(action is not None)
        self._label_pass_button(action)
        self.undo_button.setEnabled(self.controller.can_undo())

    def _label_pass_button(self, action: Action | None) -> None:
        if action in (STOP, NEXT_CARD):
            self.pass_button.setText(texts.confirm_text())
            self.pass_button.setToolTip(texts.confirm_help())
        else:
            self.pass_button.setText(texts.pass_text())
            self.pass_button.setToolTip(texts.pass_help())

    def _show_hint(self, text: str) -> None:
        if self.controller.match.is_over():
            text = texts.game_over_hint()
        elif not text and self.focus.acting_seat() is None:
            text = self._waiting_text()
        self.hint.setText(text)

    def _waiting_text(self) -> str:
        controller = self.controller
        if controller.busy:
            return texts.bots_drawing_text()
        if self.focus.chosen is not None:
            return texts.other_sheet_text()
        seat = controller.shown_seat
        if controller.resolution_held():
            # Point to Undo only when it works (not right after loading a game: all final).
            return texts.hint_confirm() if controller.can_undo() else texts.hint_confirm_final()
        if seat is not None and controller.view().decided(seat):
            return texts.waiting_text()
        return ""

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._label_pass_button(self._finish_turn())
        self.undo_button.setText(texts.undo_text())
        self.undo_button.setToolTip(texts.undo_help())
        self.sheet_title.setText(texts.sheet_title())
        self.chooser_label.setText(texts.chooser_text())
        for key, label in self.category_names.items():
            label.setText(texts.category_label(key))
        for line_box in self.line_boxes:
            line_box.retranslate()
        self.total_name.setText(texts.total_text())
        for face in self.card_faces + self.flipped_faces:
            face.retranslate()
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the wrapped texts need another height at this width


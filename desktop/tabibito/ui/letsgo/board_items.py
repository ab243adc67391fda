"""The small items of Let's Go's board around the itinerary: the round board's cells, boxes of
words (the round's, the itinerary's owner, the incoming piles), the tokens and piles of the side
column, and the look of the kit's chooser that opens by a card or a slot (its buttons are targets
of the board). They paint what the board gives them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import CITIES
from tabibito.games.letsgo.rules import ROUNDS

from ..kit import style, words
from ..kit.chooser import ChoiceLook, ChooserItem
from ..kit.i18n import fill
from ..kit.rules_links import hinted, link
from . import art, texts
from .cards import RESEARCH, TRIP_MOOD, TRIP_TRAINS, TRIP_WILDS, translate
from .cards import ROUNDS as ROUNDS_SECTION
from .itinerary import ITINERARY_W
from .targets import GIVE_PLAIN, PLACE, WALK_KYOTO, WALK_TOKYO, ChooserOption, Target

BOARD_W = 1400.0
ROUND_H = 86.0
CELL_W = 64.0
SIDE_X = ITINERARY_W + 12
SIDE_W = BOARD_W - SIDE_X
SIDE_BLOCK_W = 2 * SIDE_W + 12  # the side column as a block of two in the hand row (layout.py)


class RoundCellItem(QGraphicsObject):
    """One round of the round board: its number, where the hand comes from, which way the rest
    goes; the current round stands out."""

    def __init__(self, round_: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.round = round_
        self.current = False
        self.past = False
        self.solo = False
        link(self, ROUNDS_SECTION)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL_W - 4, ROUND_H - 8)

    def set_state(self, current: bool, past: bool, solo: bool) -> None:
        self.current, self.past, self.solo = current, past, solo
        self.retranslate()

    def retranslate(self) -> None:
        lines = [words.round_of(self.round, rules.ROUNDS), texts.round_source_text(self.round),
                 texts.pass_direction_text(self.round, self.solo)]
        self.setToolTip(hinted("\n".join(lines)))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        fill_colour = style.VERMILION if self.current else (
            style.PAPER_DEEP if self.past else style.CARD)
        painter.setPen(QPen(QColor(style.INK if self.current else style.RULE), 1.2))
        painter.setBrush(QColor(fill_colour))
        painter.drawRoundedRect(rect, 9, 9)
        ink = QColor("white" if self.current else style.INK)
        painter.setPen(ink)
        painter.setFont(art.font(24, bold=True))
        painter.drawText(QRectF(0, 2, rect.width(), 30), Qt.AlignmentFlag.AlignCenter,
                         str(self.round))
        plan = rules.ROUND_TABLE[self.round]
        self._paint_source(painter, plan, QRectF(4, 34, rect.width() - 8, 20))
        self._paint_pass(painter, QRectF(4, 56, rect.width() - 8, 20), ink)

    def _paint_source(self, painter: QPainter, plan: rules.RoundPlan, box: QRectF) -> None:
        """Small card backs: Tokyo and Kyoto drawn, a chosen deck, or the piles picked up."""
        backs: list[str] = ["tokyo"] * plan.tokyo + ["kyoto"] * plan.kyoto
        width, height = 11.0, 15.0
        if plan.chosen:
            backs += ["chosen"] * plan.chosen
        if plan.picks_up:
            backs += ["passed"] * len(plan.picks_up)
        step = min(width + 2, box.width() / max(len(backs), 1))
        left = box.center().x() - step * len(backs) / 2
        for n, back in enumerate(backs):
            rect = QRectF(left + n * step, box.top() + 2, width, height)
            colour = (art.city_colour(back) if back in CITIES
                      else QColor(art.YELLOW_CARD if back == "chosen" else style.INK_SOFT))
            painter.setPen(QPen(QColor("white"), 1.0))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 2, 2)

    def _paint_pass(self, painter: QPainter, box: QRectF, ink: QColor) -> None:
        """The pass arrow: left in rounds 1-7, right from 8 on; none after the last round."""
        if self.round >= ROUNDS and not self.solo:
            return
        painter.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        y = box.center().y()
        left, right = box.left() + 10, box.right() - 10
        tip, tail = (left, right) if rules.pass_direction(self.round) == rules.LEFT else (
            right, left)
        painter.drawLine(QPointF(tail, y), QPointF(tip, y))
        head = 6 if tip > tail else -6
        painter.drawLine(QPointF(tip, y), QPointF(tip - head, y - 5))
        painter.drawLine(QPointF(tip, y), QPointF(tip - head, y + 5))


TEXT_MIN_SCALE, TEXT_SCALE_STEP = 0.7, 0.05  # how far a box's words may shrink to fit


class TextItem(QGraphicsObject):
    """Lines of text in a box (the round's words, the itinerary's owner)."""

    def __init__(self, width: float, height: float, size: float = 19,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.height, self.size = width, height, size
        self.lines: list[tuple[str, bool]] = []
        self.colour = QColor(style.INK)

    def set_lines(self, lines: Sequence[tuple[str, bool]]) -> None:
        self.lines = list(lines)
        self.update()

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # Longer languages wrap onto more lines: the words shrink until all of them fit.
        scale = 1.0
        while scale > TEXT_MIN_SCALE and self._laid_out(painter, scale) > self.height:
            scale -= TEXT_SCALE_STEP
        self._laid_out(painter, scale, draw=True)

    def _laid_out(self, painter: QPainter, scale: float, *, draw: bool = False) -> float:
        """The height the lines take at ``scale`` of the size (drawn too when ``draw``)."""
        y = 0.0
        for text, bold in self.lines:
            painter.setFont(art.font(self.size * scale * (1.1 if bold else 1.0), bold))
            box = QRectF(0, y, self.width, max(self.height - y, 1.0))
            used = painter.boundingRect(QRectF(0, y, self.width, 10_000),
                                        Qt.TextFlag.TextWordWrap, text)
            if draw:
                painter.setPen(self.colour if bold else QColor(style.INK_SOFT))
                painter.drawText(box, Qt.TextFlag.TextWordWrap, text)
            y += used.height() + 2
        return y


class TokenItem(QGraphicsObject):
    """A token or pile of the side column: its picture and how many there are."""

    def __init__(self, code: str, section: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.code = code
        self.count = ""
        self.label = ""
        link(self, section)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SIDE_W, 44)

    def set_count(self, count: str, label: str, tooltip: str) -> None:
        self.count, self.label = count, label
        self.setToolTip(hinted(tooltip))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        icon = QRectF(2, 4, 36, 36)
        if self.code in CITIES:
            art.paint_back(painter, QRectF(9, 2, 28, 40), self.code)
        elif self.code == "discard":
            painter.setPen(QPen(QColor(style.INK_SOFT), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(9, 2, 28, 40), 4, 4)
        else:
            art.paint_icon(painter, self.code, icon)
        painter.setPen(QColor(style.INK))
        painter.setFont(art.font(24, bold=True))
        painter.drawText(QRectF(44, 0, 42, 44), Qt.AlignmentFlag.AlignVCenter, self.count)
        box = QRectF(86, 0, SIDE_W - 88, 44)
        # A long word shrinks a little before it loses its end.
        painter.setFont(art.shrunk(self.label, 15, box.width(), 11))
        painter.setPen(QColor(style.INK_SOFT))
        text = painter.fontMetrics().elidedText(self.label, Qt.TextElideMode.ElideRight,
                                                int(box.width()))
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, text)


def card_chooser() -> ChooserItem[Target]:
    """The chooser by a card or a slot: placing and giving stand first in vermilion, a walk
    carries the walking traveller."""
    return ChooserItem(ChooserOption, CHOICE_LOOK)


def _walk_icon(painter: QPainter, rect: QRectF) -> None:
    art.paint_icon(painter, art.WALK, rect)


CHOICE_LOOK = ChoiceLook(primary=frozenset((PLACE, GIVE_PLAIN)),
                         icons={WALK_TOKYO: _walk_icon, WALK_KYOTO: _walk_icon})


PERSONAL_TOKENS = ("research", "wilds", "luxury", "mood")
OWNER_H = 84.0  # the itinerary's owner over the side column (two or three lines)
BLOCK_OWNER_H = 56.0  # the same over the block in the hand row, twice as wide (two lines)
TOKEN_PITCH = 46.0
PILES = len(PERSONAL_TOKENS)  # the decks and the discard come after the seat's own tokens
PILES_GAP = 12.0


class SideColumnItem(QGraphicsObject):
    """The column beside the itinerary: whose itinerary it is, the seat's tokens, the decks and
    the discard (``tokens``, by name), and the face-down piles passed to the seat (``incoming``),
    each with the round it is picked up in."""

    def __init__(self, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.height = height
        self.owner = TextItem(SIDE_W, OWNER_H, 17, self)
        self.tokens: dict[str, TokenItem] = {}
        rows = (("research", art.RESEARCH, RESEARCH), ("wilds", "wild", TRIP_WILDS),
                ("luxury", art.LUXURY, TRIP_TRAINS), ("mood", "hL", TRIP_MOOD),
                ("tokyo", "tokyo", ROUNDS_SECTION), ("kyoto", "kyoto", ROUNDS_SECTION),
                ("discard", "discard", RESEARCH))
        for key, code, section in rows:
            self.tokens[key] = TokenItem(code, section, self)
        self.incoming = TextItem(SIDE_W, height, 16, self)
        link(self.incoming, ROUNDS_SECTION)
        self.block = False
        self.arrange(block=False, height=height)

    def arrange(self, *, block: bool, height: float) -> None:
        """A column of ``height`` beside the days, or (``block``) a block of two columns in the
        hand row, ``height`` high: the owner across it, the seat's own tokens under it on the
        left, the decks, the discard and the incoming piles on the right."""
        self.block = block
        self.owner.resize(SIDE_BLOCK_W if block else SIDE_W, BLOCK_OWNER_H if block else OWNER_H)
        top = BLOCK_OWNER_H if block else OWNER_H
        for n, token in enumerate(self.tokens.values()):
            if not block:
                token.setPos(0, top + n * TOKEN_PITCH + (PILES_GAP if n >= PILES else 0))
            elif n < PILES:
                token.setPos(0, top + n * TOKEN_PITCH)
            else:
                token.setPos(SIDE_W + 12, top + (n - PILES) * TOKEN_PITCH)
        piles = len(self.tokens) - PILES
        incoming_top = (top + piles * TOKEN_PITCH + 8 if block
                        else top + len(self.tokens) * TOKEN_PITCH + 20)
        self.incoming.setPos(SIDE_W + 12 if block else 0, incoming_top)
        self.incoming.resize(SIDE_W, height - incoming_top)

    def boundingRect(self) -> QRectF:
        return QRectF()  # its parts paint

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass

    def show_sheet(self, view: Any, seat: int, name: str, *, at_round_start: bool,
                   trip: Mapping[str, Any] | None = None) -> None:
        """``seat``'s column in ``view``; ``at_round_start``: the itinerary is shown as it stood
        at the round's start (another player's, looked at during the draft)."""
        sheet = view.sheets[seat]
        #: over the itinerary the board shows: %1 the player
        lines = [(fill(translate("LetsGo", "%1's itinerary"), name), True)]
        if at_round_start:
            #: under the name when another player's itinerary is looked at
            lines.append((translate("LetsGo", "as it stood at the round's start"), False))
        self.owner.set_lines(lines)
        self._personal(True)
        self._show_tokens(sheet, trip)
        for city in CITIES:
            count = len(view.decks[city])
            left = texts.PLURALS.deck_left(count)
            self.tokens[city].set_count(str(count), texts.city_name(city),
                                        fill(left, texts.city_name(city)))
        discarded = len(view.discard)
        self.tokens["discard"].set_count(
            str(discarded), translate("LetsGo", "Discard"),
            texts.PLURALS.discard_count(discarded))
        self._show_incoming(sheet)

    def show_agency(self, view: Any, name: str, swappable: bool) -> None:
        """The travel agency's itinerary is shown (solo): its name, and (``swappable``: not
        while the player decides for it) how to see one's own again; it has no tokens."""
        lines = [(name, True)]
        if swappable:
            #: under the travel agency's name when its itinerary is shown full size
            lines.append((translate("LetsGo", "Click its strip below to see yours again."), False))
        self.owner.set_lines(lines)
        self._personal(False)

    def _personal(self, shown: bool) -> None:
        """The seat's own tokens and incoming piles, beside the seat's itinerary only."""
        for key in PERSONAL_TOKENS:
            self.tokens[key].setVisible(shown)
        self.incoming.setVisible(shown)

    def _show_tokens(self, sheet: Any, trip: Mapping[str, Any] | None) -> None:
        """The seat's tokens; on the trip (``trip``: its snapshot) the wild tokens and luxury
        trains it still holds, as the side panel counts them, not those won in the draft."""
        tokens = self.tokens
        wild_count = sheet.wilds if trip is None else trip["wilds"]
        luxury_count = sheet.luxury if trip is None else trip["luxury_trains"]
        #: tooltip of the research tokens: %1 how many
        research = translate("LetsGo", "Research tokens: %1. Before placing a card, spend one "
                             "to draw 3 cards (each from either deck), then discard 3. Each "
                             "one left scores 1 point at the end.")
        tokens["research"].set_count(str(sheet.research), translate("LetsGo", "Research"),
                                     fill(research, sheet.research))
        #: tooltip of the wild tokens: %1 how many
        wilds = translate("LetsGo", "Wild tokens: %1. On the trip each one moves an experience "
                          "track one step.")
        tokens["wilds"].set_count(str(wild_count), texts.icon_name("wild"),
                                  fill(wilds, wild_count))
        #: tooltip of the luxury trains: %1 how many
        luxury = translate("LetsGo", "Luxury trains: %1. On the trip one used at a city "
                           "change scores 2 points and a green lightning.")
        tokens["luxury"].set_count(str(luxury_count), translate("LetsGo", "Luxury trains"),
                                   fill(luxury, luxury_count))
        mood = f"{sheet.mood:+d}" if sheet.mood else "0"
        #: tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps
        marker = translate("LetsGo", "Mood marker: %1, happiness steps: %2. A day bonus of "
                           "one matching icon moves it toward happiness.")
        tokens["mood"].set_count(mood, translate("LetsGo", "Mood"),
                                 fill(marker, mood, sheet.happiness))

    def _show_incoming(self, sheet: Any) -> None:
        """The face-down piles passed to the seat, each with the round it is picked up in."""
        lines: list[tuple[str, bool]] = []
        tips = []
        waiting: dict[int, int] = {}  # the round they are picked up in -> cards
        for passed, pile in enumerate(sheet.incoming, start=1):
            if not pile:
                continue
            pickup = next((r for r, plan in rules.ROUND_TABLE.items()
                           if passed in plan.picks_up), 0)
            cards = len(pile)
            waiting[pickup] = waiting.get(pickup, 0) + cards
            tip = texts.PLURALS.passed_pile(cards)
            tips.append(fill(tip, passed, pickup or "-"))
        for pickup, cards in sorted(waiting.items()):
            text = texts.PLURALS.cards_for_round(cards)
            lines.append((fill(text, pickup or "-"), False))
        if lines:
            lines.insert(0, (translate("LetsGo", "Incoming"), True))
        self.incoming.set_lines(lines)
        self.incoming.setToolTip(hinted("\n".join(tips)))

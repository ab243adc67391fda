"""The Crossroads supply on Tokaido's board (issue 22 §1): a strip beside the temple tally with the
five stacks (cherry trees, bath houses, legendary objects, amulets, calligraphies) and how many
are left of each; hovering a stack lists the cards still there. Amulets are hidden cards: their
stack says how many, and which ones only to the traveller looking through them.

What is left is the rules' to say (``offers.crossroads_supply`` of the shown seat's view); the
strip only paints it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabibito.games.tokaido.offers import CrossroadsSupply

from ..kit import style
from ..kit.style import font
from . import art, rules_links, texts
from .road_items import Z_INN_LABEL, ink

# The stacks in the order of the Crossroads board: their icon and the rules' section.
STACKS = (("cherry_trees", "cherry_tree", "score-cherry_trees"),
          ("bath_houses", "bath_house", "score-bath_houses"),
          ("legendary_objects", "legendary", "score-legendary_objects"),
          ("amulets", "amulet_hidden", "crossroads"),
          ("calligraphies", "calligraphy", "score-calligraphies"))
STACK_WIDTH, STRIP_HEIGHT, PADDING = 66.0, 88.0, 10.0


class TokaidoSupply(QObject):
    """The strip's sentences with a count (the QObject's class name is their context)."""

    def cherry_trees(self, n: int) -> str:
        #: the Crossroads supply on the board, a stack's tooltip
        return self.tr("%n cherry tree(s) left", "", n)

    def bath_houses(self, n: int) -> str:
        #: the Crossroads supply on the board, a stack's tooltip
        return self.tr("%n bath house(s) left", "", n)

    def legendary_objects(self, n: int) -> str:
        #: the Crossroads supply on the board, a stack's tooltip, followed by their names
        return self.tr("%n legendary object(s) left", "", n)

    def calligraphies(self, n: int) -> str:
        #: the Crossroads supply on the board, a stack's tooltip, followed by their names
        return self.tr("%n calligraphy/calligraphies left", "", n)

    def amulets(self, n: int) -> str:
        #: the Crossroads supply on the board: the amulets are face down, only their number is known
        return self.tr("%n amulet(s) left, face down", "", n)

    def rare(self, n: int) -> str:
        #: the Crossroads supply's tooltip with the "Rare and precious" variant
        return self.tr("Rare and precious: %n of each in this game", "", n)

    def amulets_in_game(self) -> str:
        #: the Crossroads supply's amulet tooltip: the amulets laid out at the start follow,
        #: one per line (some may be held by travellers now)
        return self.tr("In this game (bought ones included):")

    def amulets_you_see(self) -> str:
        #: the Crossroads supply's amulet tooltip while you look through the amulets to buy one
        return self.tr("You see:")


WORDS = TokaidoSupply()


def stack_lines(supply: CrossroadsSupply, stack: str) -> list[str]:
    """A stack's tooltip: how many are left, then the names of the cards still there."""
    if stack == "cherry_trees":
        return [WORDS.cherry_trees(supply.cherry_trees)]
    if stack == "bath_houses":
        return [WORDS.bath_houses(supply.bath_houses)]
    if stack == "legendary_objects":
        return [WORDS.legendary_objects(len(supply.legendary_objects)),
                *bulleted(texts.legendary_name(card) for card in supply.legendary_objects)]
    if stack == "calligraphies":
        return [WORDS.calligraphies(len(supply.calligraphies)),
                *bulleted(texts.calligraphy_name(card) for card in supply.calligraphies)]
    lines = [WORDS.amulets(supply.amulets)]
    if supply.amulets_seen:
        lines += [WORDS.amulets_you_see(),
                  *bulleted(texts.amulet_name(card) for card in supply.amulets_seen)]
    elif supply.rare_and_precious:  # which few were laid out is public, not where they went
        lines += [WORDS.amulets_in_game(),
                  *bulleted(texts.amulet_name(card) for card in supply.amulets_in_game)]
    return lines


def bulleted(names: Iterable[str]) -> list[str]:
    return [f"• {name}" for name in names]


def stack_count(supply: CrossroadsSupply, stack: str) -> int:
    counts = {"cherry_trees": supply.cherry_trees, "bath_houses": supply.bath_houses,
              "legendary_objects": len(supply.legendary_objects), "amulets": supply.amulets,
              "calligraphies": len(supply.calligraphies)}
    return counts[stack]


class SupplyStackItem(QGraphicsItem):
    """One stack: its icon on a pale disc and how many are left below it (greyed when none)."""

    def __init__(self, stack: str, icon: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.stack, self.icon, self.count = stack, icon, 0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-STACK_WIDTH / 2, -STRIP_HEIGHT / 2 + 4, STACK_WIDTH, STRIP_HEIGHT - 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.4 if self.count == 0 else 1.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.color(style.PAPER_DEEP, 160))
        painter.drawEllipse(QPointF(0, -13), 27, 27)
        art.render_icon(painter, QRectF(-22, -35, 44, 44), self.icon)
        painter.setFont(font(20, bold=True))
        painter.setPen(ink())
        painter.drawText(QRectF(-STACK_WIDTH / 2, 13, STACK_WIDTH, 28),
                         Qt.AlignmentFlag.AlignCenter, str(self.count))


class SupplyStripItem(QGraphicsItem):
    """The five stacks in a card beside the temple tally; ``show_supply`` projects the view's."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_INN_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.stacks: dict[str, SupplyStackItem] = {}
        left = -self._width() / 2 + PADDING + STACK_WIDTH / 2
        for number, (stack, icon, section) in enumerate(STACKS):
            item = SupplyStackItem(stack, icon, self)
            item.setPos(left + number * STACK_WIDTH, 0)
            rules_links.link(item, section)
            self.stacks[stack] = item

    @staticmethod
    def _width() -> float:
        return STACK_WIDTH * len(STACKS) + 2 * PADDING

    def show_supply(self, supply: CrossroadsSupply | None) -> None:
        """The view's supply (None: no Crossroads, no strip)."""
        self.setVisible(supply is not None)
        if supply is None:
            return
        rare = [WORDS.rare(supply.rare_and_precious)] if supply.rare_and_precious else []
        for stack, item in self.stacks.items():
            item.set_count(stack_count(supply, stack))
            item.setToolTip(rules_links.hinted("\n".join([*stack_lines(supply, stack), *rare])))

    def boundingRect(self) -> QRectF:
        width = self._width()
        return QRectF(-width / 2 - 2, -STRIP_HEIGHT / 2 - 2, width + 4, STRIP_HEIGHT + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self._width()
        painter.setPen(QPen(ink(150), 1.6))
        painter.setBrush(QColor(style.color(style.CARD, 235)))
        painter.drawRoundedRect(QRectF(-width / 2, -STRIP_HEIGHT / 2, width, STRIP_HEIGHT),
                                10, 10)

"""A GameUI plugin for the test game Secret Draft: the smallest board the shell can host."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QLabel,
)

from tabibito.engine import Action, Event, Prompt, TabibitoError
from tabibito.ui.kit import style
from tabibito.ui.kit.i18n import fill
from tabibito.ui.kit.paths import resource_path
from tabibito.ui.plugin_api import GameUI

CARD_W, CARD_H = 90, 130
# The options of the test games (see tests/ui/test_new_game_options.py for the ones beyond "hand").
OPTION_NAMES = {
    "hand": QT_TRANSLATE_NOOP("ToyUI", "Hand size"),
    "jokers": QT_TRANSLATE_NOOP("ToyUI", "Jokers"),
    "wild_jokers": QT_TRANSLATE_NOOP("ToyUI", "Wild jokers"),
    "duel": QT_TRANSLATE_NOOP("ToyUI", "Duel scoring"),
    "stakes": QT_TRANSLATE_NOOP("ToyUI", "Stakes"),
    "house": QT_TRANSLATE_NOOP("ToyUI", "Play against the house"),
}
RIVAL_NAMES = {"house": QT_TRANSLATE_NOOP("ToyUI", "The house")}


class ClickableCard(QGraphicsRectItem):
    """A card or button on the table that submits ``action`` for ``seat`` when clicked."""

    def __init__(self, rect: QRectF, label: str, controller, seat: int | None,
                 action: Action | None, fill_color: str) -> None:
        super().__init__(rect)
        self.controller, self.seat, self.action = controller, seat, action
        legal = action is not None and seat is not None and controller.explain(seat, action) is None
        self.setBrush(QBrush(QColor(fill_color)))
        self.setPen(QPen(QColor(style.PINE if legal else style.INK), 4 if legal else 2))
        text = QGraphicsSimpleTextItem(label, self)
        font = QFont()
        font.setPointSize(18)
        font.setBold(True)
        text.setFont(font)
        box = text.boundingRect()
        text.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)
        if action is not None and seat is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(controller.explain(seat, action) or "")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.action is not None and self.seat is not None:
            # Submitting rebuilds the scene, which deletes this item: do it after the event.
            controller, seat, action = self.controller, self.seat, self.action
            QTimer.singleShot(0, lambda: controller.submit(seat, action))
        event.accept()


class ToyBoard(QGraphicsScene):
    def __init__(self, controller) -> None:
        super().__init__(0, 0, 800, 500)
        self.controller = controller
        self.refreshes = 0
        controller.changed.connect(self.refresh)
        controller.shown_seat_changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        self.refreshes += 1
        self.clear()
        view = self.controller.view()
        seat = self.controller.shown_seat
        self.addRect(QRectF(10, 10, 780, 480), QPen(QColor(style.INK), 3),
                     QBrush(QColor(style.CARD)))
        for index, other in enumerate(range(view.players)):
            self._backs(view, other, 40 + index * 250)
        if seat is not None:
            self._hand(view, seat)

    def _backs(self, view, other: int, x: float) -> None:
        label = QGraphicsSimpleTextItem(self.controller.seat_names[other])
        label.setPos(x, 30)
        self.addItem(label)
        picked = view.picked[other]
        text = "?" if picked == 0 else ("" if picked is None else str(picked))
        self.addItem(ClickableCard(QRectF(x, 60, CARD_W, CARD_H), text, self.controller, None,
                                   None, style.INDIGO if picked is not None else style.PAPER))

    def _hand(self, view, seat: int) -> None:
        picking = view.picked[seat] is None
        for index, card in enumerate(view.hands[seat]):
            action = Action.of("pick", card=card) if picking else None
            rect = QRectF(40 + index * 110, 320, CARD_W, CARD_H)
            item = ClickableCard(rect, str(card), self.controller, seat, action, style.PAPER)
            item.setData(0, f"card-{card}")
            self.addItem(item)
        if not picking and view.placed[seat] is None:
            for index, where in enumerate(("bank", "bid")):
                label = (QCoreApplication.translate("ToyBoard", "Bank") if where == "bank"
                         else QCoreApplication.translate("ToyBoard", "Bid"))
                rect = QRectF(540 + index * 120, 340, 100, 60)
                item = ClickableCard(rect, label, self.controller, seat,
                                     Action.of("place", where=where), style.OCHRE)
                item.setData(0, where)
                self.addItem(item)

    def retranslate(self) -> None:
        self.refresh()


class ToyUI(GameUI):
    """Subclasses the protocol, so the optional hooks (rules page, tutorial) keep their defaults."""

    game_id = "secretdraft"
    folded_events = frozenset({"picked"})  # "You picked 3." leads up to "Ann placed a card."
    screenshot_moves = 5

    def title(self) -> str:
        return QCoreApplication.translate("ToyUI", "Secret Draft")

    def tagline(self) -> str:
        return QCoreApplication.translate("ToyUI", "Pick a card, bank it or bid it.")

    def tile_art(self) -> str:
        return str(resource_path("art", "nextstation.svg"))

    def option_label(self, key: str) -> str:
        return QCoreApplication.translate("ToyUI", OPTION_NAMES[key]) if key in OPTION_NAMES else key

    def option_value_label(self, key: str, value: Any) -> str:
        if key == "hand":
            return fill(QCoreApplication.translate("ToyUI", "%1 cards"), value)
        return fill(QCoreApplication.translate("ToyUI", "×%1"), value)

    def category_label(self, key: str) -> str:
        return QCoreApplication.translate("ToyUI", "Cards") if key == "cards" else key

    def rival_label(self, rival_id: str) -> str:
        if rival_id in RIVAL_NAMES:
            return QCoreApplication.translate("ToyUI", RIVAL_NAMES[rival_id])
        return rival_id

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        if prompt.kind == "pick":
            return QCoreApplication.translate("ToyUI", "Pick a card.")
        return QCoreApplication.translate("ToyUI", "Bank your card or bid it.")

    def event_text(self, event: Event, seat_names: Sequence[str], viewer: int | None) -> str | None:
        if event.kind == "picked":
            return fill(QCoreApplication.translate("ToyUI", "You picked %1."), event["card"])
        if event.kind == "placed":
            return fill(QCoreApplication.translate("ToyUI", "%1 placed a card."),
                        seat_names[event["seat"]])
        if event.kind == "scored":
            return fill(QCoreApplication.translate("ToyUI", "%1 scores %2."),
                        seat_names[event["seat"]], event["points"])
        if event.kind == "revealed":
            return fill(QCoreApplication.translate("ToyUI", "Revealed: %1"),
                        ", ".join(map(str, event["cards"])))
        return None

    def error_text(self, error: TabibitoError) -> str | None:
        if error.key == "toy.already_picked":
            return QCoreApplication.translate("ToyUI", "You already picked a card.")
        return None

    def create_board(self, controller) -> ToyBoard:
        return ToyBoard(controller)

    def create_panel(self, controller) -> QLabel:
        panel = QLabel(QCoreApplication.translate("ToyUI", "Highest bid scores double."))
        panel.setWordWrap(True)
        panel.retranslate = lambda: panel.setText(
            QCoreApplication.translate("ToyUI", "Highest bid scores double."))
        return panel


PLUGIN = ToyUI()

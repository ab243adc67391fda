"""The side panel of Let's Go! To Japan: the decisions that are not places on the board, the
planner's advice on the trip, the tokens and the running scores; and the action bar's parts.

Cards, slots and walks are chosen on the board; the panel offers, as buttons, the choices that
have no place there: the passport to keep, the deck of round 13's card and of each research
draw, a research token instead of drawing (while the seat has one), the day bonus's rewards
(every tier reached and the lower ones; the bonus walk is a slot on the board) and, on the trip,
every choice of each decision. On the trip each button carries the final total the planner finds
for it (the best one marked); the advice can be switched off and the player may always choose
otherwise. Everything is re-projected from the table on each change; legality comes from
``legal_actions`` of the state, never from here.

The bar's main button takes a held resolution ("Confirm": the cards are drawn, the round goes on),
except a research draw's: the deck's button draws at once (the card it reveals ends Undo anyway).
The hint says what to do now.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Action
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.trip import WALK as TRIP_WALK

from ..kit import style, words
from ..kit.i18n import fill
from ..kit.panel import PanelBase, scroll_area_around
from ..kit.settings import open_store
from ..kit.views import view_as
from . import texts, walk_faces
from .planner_view import PlannerAdvice, best_of, decision_token, itinerary_key
from .texts import panel_word as word
from .trip_items import pad_column
from .walk_faces import WalkFaces

if TYPE_CHECKING:
    from tabibito.engine import Prompt

    from ..plugin_api import Table

ADVICE_SETTING = "letsgo/planner_advice"  # the settings' key: the planner's advice is shown
BEST_MARK = "★"
TRIP_PREFIXES = ("trip_", rules.AGENCY + "_")
PANEL_MIN_WIDTH = 220
DRAWN_AT_ONCE = (rules.RESEARCH, rules.RESEARCH_DECK)  # research: a deck's button draws its card


BEST_STYLE = f"""
QPushButton[advice="best"] {{ border: 3px solid {style.PINE}; background: #e2ecd9; }}
QPushButton[advice="best"]:hover {{ background: #d3e3c6; }}
"""


# A choice button's padding over and under its words, and the gap between buttons: six trip
# choices (which experience a wild token moves) stand whole over the game log's least height
# with four players at 1024×700 in Japanese (at 6 and 5 px the last one was cut by 9 px).
CHOICE_PAD, CHOICE_GAP = 4, 4


class ChoiceButton(QPushButton):
    """A button whose words wrap (a passport's effect, a long site name), with the planner's
    total at its right; the planner's best choice gets a pine-green frame. Its labels let
    clicks through to the button."""

    def __init__(self, action: Action, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.action = action
        self.best = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setStyleSheet(BEST_STYLE)
        self.words = QLabel(self)
        self.detail = QLabel(self)
        self.advice = QLabel(self)
        for label, extra in ((self.words, "font-weight: 600;"), (self.detail, "font-size: 9pt;"),
                             (self.advice, "font-weight: 700;")):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            label.setStyleSheet(f"background: transparent; border: none; padding: 0; {extra}")
        self.words.setWordWrap(True)
        self.detail.setWordWrap(True)
        self.advice.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        column = QVBoxLayout()
        column.setSpacing(1)
        column.addWidget(self.words)
        column.addWidget(self.detail)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(10, CHOICE_PAD, 10, CHOICE_PAD)
        row.addLayout(column, 1)
        row.addWidget(self.advice)
        self.detail.hide()
        self.advice.hide()

    def set_words(self, words: str, detail: str = "") -> None:
        self.words.setText(words)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.setAccessibleName(f"{words} {detail}".strip())
        self.setToolTip(detail or words)
        self._fit()

    def set_advice(self, total: int | None, best: bool) -> None:
        """The planner's final total for this choice (None: none shown), best ones marked."""
        self.best = best and total is not None
        self.advice.setVisible(total is not None)
        if total is not None:
            self.advice.setText(f"{BEST_MARK} {total}" if self.best else str(total))
        if self.property("advice") != ("best" if self.best else None):
            self.setProperty("advice", "best" if self.best else None)
            self.style().unpolish(self)
            self.style().polish(self)
        self._fit()

    def text(self) -> str:  # what a player reads on it (tests, accessibility)
        return self.words.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self.row.totalHeightForWidth(width)
        return height if height > 0 else self.row.totalSizeHint().height()

    def sizeHint(self) -> QSize:
        width = max(self.width(), 120)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(80, self.heightForWidth(max(self.width(), 80)))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.row.setGeometry(self.rect())  # a button's own layout does not follow it
        if self.minimumHeight() != self.heightForWidth(self.width()):
            QTimer.singleShot(0, self._fit)  # not from within the resize itself

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.row.setGeometry(self.rect())

    def _fit(self) -> None:
        """Wrapped words need the height of their width: keep the button that tall."""
        height = self.heightForWidth(max(self.width(), 80))
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)
        self.updateGeometry()


# The travellers' colours, one a seat: apart from the cities' blue, pink and yellow and from one
# another for the common colour-vision deficiencies.
TRAVELLER_COLOURS = ("#1f7a6d", "#d0792a", "#6a4fa3", "#8c6d1f", "#3d5a80")


class LetsGoPanel(PanelBase):
    """See the module docstring. Exposed for tests: ``choice_buttons()``, ``advice``."""

    MAIN_NAME, UNDO_NAME = "letsgoMain", "letsgoUndo"

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(table, parent)
        self.setObjectName("letsgoPanel")
        self.setMinimumWidth(PANEL_MIN_WIDTH)
        self.advice = PlannerAdvice(self)
        self.advice.ready.connect(self._on_advice)
        self._buttons: dict[Action, ChoiceButton] = {}
        self._token: Hashable | None = None  # the trip decision on screen (planner token)
        self._agency_decision = False
        self._told = 0  # the view's needs the shell was last told of
        self._build()
        self.watch_table()
        self.retranslate()

    # -- what the shell asks -------------------------------------------------------------------

    def choice_buttons(self) -> dict[Action, ChoiceButton]:
        """The decision's buttons on show, by the action each submits."""
        return dict(self._buttons)

    def turn_colour(self, seat: int) -> QColor | None:
        """``seat``'s traveller colour (plugin_api.TurnColours): the hand-off screen's figures,
        the "your turn" strip, the log's names."""
        view = view_as(self.table.view(), rules.LetsGoState)
        if not 0 <= seat < view.players or view.is_over():
            return None
        return QColor(TRAVELLER_COLOURS[seat % len(TRAVELLER_COLOURS)])

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(8)
        self.decision = QFrame(self)
        self.decision.setProperty("role", "card")
        box = QVBoxLayout(self.decision)
        box.setContentsMargins(10, 8, 10, 10)
        box.setSpacing(6)
        self.question = QLabel(self.decision)
        self.question.setWordWrap(True)
        self.question.setStyleSheet("font-weight: 600;")
        box.addWidget(self.question)
        self.choices = QVBoxLayout()
        self.choices.setSpacing(CHOICE_GAP)
        box.addLayout(self.choices)
        # Under the buttons: in a short window the faces may go below the fold, never the
        # buttons (the faces' tooltip says the front's whole effect).
        self.walk_faces = WalkFaces(self.decision)
        self.walk_faces.hide()
        box.addWidget(self.walk_faces)
        self.note = QLabel(self.decision)
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        box.addWidget(self.note)
        self.advice_switch = QCheckBox(self.decision)
        self.advice_switch.setChecked(_advice_wanted())
        self.advice_switch.toggled.connect(self._on_advice_switch)
        box.addWidget(self.advice_switch)
        self.thinking = QLabel(self.decision)
        self.thinking.setProperty("role", "subtle")
        self.thinking.setWordWrap(True)
        box.addWidget(self.thinking)
        layout.addWidget(self.decision)

        self.tokens_heading = QLabel(self)
        self.tokens_heading.setProperty("role", "heading")
        self.tokens_heading.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.tokens_heading)
        self.tokens = QLabel(self)
        self.tokens.setWordWrap(True)
        self.tokens.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.tokens)
        self.scores_heading = QLabel(self)
        self.scores_heading.setProperty("role", "heading")
        self.scores_heading.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.scores_heading)
        self.scores = QGridLayout()
        self.scores.setHorizontalSpacing(10)
        self.scores.setVerticalSpacing(2)
        layout.addLayout(self.scores)
        self._score_labels: list[QLabel] = []
        layout.addStretch(1)

    # -- reacting to the table -----------------------------------------------------------------

    def refresh(self) -> None:
        view = self.table.view()
        seat = self._seat()
        prompt = self._open_prompt()
        self._show_bar(view, prompt)
        self._show_decision(view, seat, prompt)
        self._show_tokens(view, seat, prompt)
        self._show_scores(view)
        self._tell_room()

    def _seat(self) -> int | None:
        return self.table.shown_seat

    def _open_prompt(self) -> Prompt | None:
        """The shown seat's decision, when it is the seat's to take now (not a computer's turn,
        not behind a hand-off, not waiting for a Confirm)."""
        if self.table.resolution_held() or self.table.pending_handoff is not None:
            return None
        return self.table.prompt()

    def _show_bar(self, view: Any, prompt: Prompt | None) -> None:
        held = self.table.resolution_held()
        self.main_button.setEnabled(held)
        style.set_role(self.main_button, "primary" if held else None)
        self.undo_button.setEnabled(self.table.can_undo())
        self.show_bar_buttons(not view.is_over())
        self.hint.setText(self._hint(view, prompt, held))

    def _hint(self, view: Any, prompt: Prompt | None, held: bool) -> str:
        if view.is_over():
            return word("over")
        if held:
            return word("held")
        thinking = self.table.thinking_seat
        if thinking is not None and self.table.busy:
            return words.thinking(self.table.seat_names[thinking])
        if prompt is not None and prompt.kind.startswith(TRIP_PREFIXES):
            # the question itself stands above its buttons: a long one never ends in "…"
            return word("agency_hint" if prompt.params.get("agency") else "trip_hint")
        if prompt is not None:
            return self.table.plugin.prompt_text(prompt, self.table.seat_names)
        if self.table.pending_handoff is not None or self.table.replaying:
            return ""
        return word("waiting")

    # -- the decision --------------------------------------------------------------------------

    def _show_decision(self, view: Any, seat: int | None, prompt: Prompt | None) -> None:
        """The decision's question and its buttons; hidden when the choice is on the board."""
        spec = None if seat is None or prompt is None else self._spec(view, seat, prompt)
        self._token = None
        if seat is None or prompt is None or spec is None:
            self.decision.hide()
            self._set_buttons([])
            return
        question, note, entries = spec
        self.question.setText(question)
        # The bar's hint says the prompt already: the card repeats no question.
        self.question.setVisible(bool(question) and question != self.hint.text())
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self._set_buttons(entries)
        trip_decision = prompt.kind.startswith(TRIP_PREFIXES)
        if self._show_walk_faces(view, prompt, trip_decision) and not self._room_for_question():
            # The window's heading asks it, the buttons and the faces' captions name each face:
            # in a short column its room goes to the faces, whole under the buttons at 1024×700.
            self.question.hide()
        self.advice_switch.setVisible(trip_decision)
        self.thinking.setVisible(trip_decision)
        if trip_decision:
            self._ask_planner(view, seat, prompt)
        self.decision.show()

    def _show_walk_faces(self, view: Any, prompt: Prompt, trip_decision: bool) -> bool:
        """A walk turned over: its front beside its back while front or back is chosen
        (True: they show)."""
        walk = trip_decision and prompt.kind.split("_", 1)[1] == TRIP_WALK
        if walk:
            self.walk_faces.show_walk(view.data, prompt.params["card"])
        self.walk_faces.setVisible(walk)
        return walk

    def _room_for_question(self) -> bool:
        """Whether the side view holds the question over the buttons and the faces at their
        full size (the view's top down: the decision card is the panel's first part)."""
        area = scroll_area_around(self)
        if area is None:
            return True
        width = max(1, self.decision.width() - 20)  # inside the card's margins
        buttons = [button for button in self._buttons.values() if not button.isHidden()]
        needed = 4 + 8 + self.question.heightForWidth(width) + 6 + walk_faces.FOOT \
            + sum(button.heightForWidth(width) + CHOICE_GAP for button in buttons) + 6 \
            + self.walk_faces.full_height(width)
        return needed <= area.viewport().height()

    def view_needs(self) -> int:
        """The decision card whole, a walk's faces at their least (ViewNeeds): the game log
        under the panel reads more lines where the card leaves room (four players at
        1024×700 read one or two), never taking the card's buttons out of sight."""
        if self.decision.isHidden():
            return 0
        width = max(self.width(), PANEL_MIN_WIDTH) - 20  # inside the card's margins
        parts: list[QWidget] = [button for button in self._buttons.values()
                                if not button.isHidden()]
        parts += [label for label in (self.question, self.note) if not label.isHidden()]
        height = 4 + 8 + sum(part.heightForWidth(width) + 6 for part in parts) + 10
        if not self.walk_faces.isHidden():  # they shrink to the room, down to their least
            height += round(walk_faces.LEAST_CARD_H + walk_faces.CAPTION + 4) + walk_faces.FOOT
        return height

    def _tell_room(self) -> None:
        """A new decision card: the shell sizes its scroll view and the log again."""
        least = self.view_needs()
        if least == self._told:
            return
        self._told = least
        area = scroll_area_around(self)
        if area is not None:
            area.updateGeometry()

    def _spec(self, view: Any, seat: int, prompt: Prompt
              ) -> tuple[str, str, list[tuple[Action, str, str]]] | None:
        """(question, note, [(action, words, detail)]) of a decision taken in the panel."""
        kind = prompt.kind
        legal = self.table.state().legal_actions(seat)
        if kind.startswith(TRIP_PREFIXES):
            return self._trip_spec(prompt, legal)
        if kind == rules.CHOOSE_PASSPORT:
            entries = [(a, texts.passport_name(a["number"]), texts.passport_effect(a["number"]))
                       for a in legal]
            return "", "", entries  # the bar's hint asks the question
        if kind in (rules.CHOOSE_DECK, rules.RESEARCH_DECK):
            entries = [(a, fill(word("deck"), texts.city_name(a["deck"])), "") for a in legal]
            return "", "", entries  # the bar's hint asks the question
        if kind == rules.PLAY:
            research = [a for a in legal if a.kind == rules.RESEARCH]
            if not research:
                return None
            entries = [(a, fill(word("deck"), texts.city_name(a["deck"])), "") for a in research]
            question = texts.PLURALS.research_offer(rules.RESEARCH_DRAWS)
            return question, word("or_play"), entries
        if kind == rules.BONUS:
            return self._bonus_spec(prompt, legal)
        return None

    def _bonus_spec(self, prompt: Prompt, legal: list[Action]
                    ) -> tuple[str, str, list[tuple[Action, str, str]]]:
        rewards = [a for a in legal if a.kind == rules.BONUS and a.get("position") is None]
        walk = any(a.get("position") is not None for a in legal)
        entries = [(a, texts.bonus_reward_label(a["reward"]), "") for a in rewards]
        day = texts.day_name(prompt.params.get("day", -1))
        note = fill(word("or_walk"), day) if walk else ""
        return "", note, entries  # the bar's hint asks the question

    def _trip_spec(self, prompt: Prompt, legal: list[Action]
                   ) -> tuple[str, str, list[tuple[Action, str, str]]]:
        kind = prompt.kind
        decision = kind.split("_", 1)[1]
        params = prompt.params
        question = texts.trip_decision_text(decision, params)
        self._agency_decision = bool(params.get("agency"))
        note = word("agency_note") if self._agency_decision else ""
        entries = [(a, texts.trip_choice_label(decision, a["choice"], params), "")
                   for a in legal]
        return question, note, entries

    def _set_buttons(self, entries: Sequence[tuple[Action, str, str]]) -> None:
        """Keep the buttons of an unchanged choice (focus, no flicker); else build them anew."""
        actions = [action for action, _, _ in entries]
        if actions != list(self._buttons):
            for button in self._buttons.values():
                self.choices.removeWidget(button)
                button.hide()  # gone at once, not only when the event loop deletes it
                button.deleteLater()
            self._buttons = {}
            for action in actions:
                button = ChoiceButton(action, self.decision)
                button.clicked.connect(lambda _=False, a=action: self._choose(a))
                self.choices.addWidget(button)
                button.show()  # a layout shows a new child only on the next event loop turn
                self._buttons[action] = button
        for action, label, detail in entries:
            self._buttons[action].set_words(label, detail)
            self._buttons[action].set_advice(None, False)

    def _choose(self, action: Action) -> None:
        # A research draw reveals its card, which no Undo can take back: the draw needs no
        # Confirm, the click draws.
        if self.submit(self._seat(), action) and action.kind in DRAWN_AT_ONCE:
            self.table.resolve()

    # -- the planner ---------------------------------------------------------------------------

    def _trip_of(self, view: Any, seat: int, prompt: Prompt):
        agency = prompt.kind.startswith(rules.AGENCY + "_")
        return view.agency_trip if agency else view.trips[seat]

    def _ask_planner(self, view: Any, seat: int, prompt: Prompt) -> None:
        trip = self._trip_of(view, seat, prompt)
        self._token = decision_token(seat, trip)
        if not self.advice_switch.isChecked():
            self.thinking.setText("")
            return
        outcomes = self.advice.ask(self._token, itinerary_key(seat, trip), trip)
        if outcomes is None:
            self.thinking.setText(word("planner_thinking"))
        else:
            self._show_advice(outcomes)

    def _on_advice(self, token: Hashable, outcomes: dict) -> None:
        if token != self._token or not self.advice_switch.isChecked():
            return  # a stale answer: the decision on screen is another one now
        self._show_advice(outcomes)

    def _show_advice(self, outcomes: dict) -> None:
        best = best_of(outcomes, self._agency_decision)
        for action, button in self._buttons.items():
            choice = action.get("choice")
            button.set_advice(outcomes.get(choice), choice in best)
        self.thinking.setText(word("advice_shown")
                              if outcomes else word("no_advice"))

    def tutorial_target(self, key: str) -> QWidget | None:
        """Where a tutorial lesson points (plugin_api.TutorialTargets), None when not shown now:
        "decision" (the decision's question and buttons: research, decks, the day bonus, the
        trip), "planner" (the same card while the planner advises a trip decision),
        "research" (the same card: the decks' buttons draw), "confirm_button" (the bar's main
        button), "tokens"."""
        widget: QWidget | None = None
        if key in ("decision", "research"):
            widget = self.decision
        elif key == "planner":
            widget = self.decision if self.advice_switch.isVisibleTo(self.decision) else None
        elif key == "confirm_button":
            widget = self.main_button
        elif key == "tokens":
            widget = self.tokens
        return widget if widget is not None and widget.isVisible() else None

    def decision_token(self) -> Hashable | None:
        """The trip decision on screen, as the planner names it (None: no trip decision)."""
        return self._token

    def advice_shown(self) -> bool:
        """Whether the buttons carry the planner's totals now (for tests)."""
        return any(button.advice.isVisibleTo(self) for button in self._buttons.values())

    def _on_advice_switch(self, on: bool) -> None:
        open_store().setValue(ADVICE_SETTING, on)
        if not on:
            for button in self._buttons.values():
                button.set_advice(None, False)
            self.thinking.setText("")
        self.refresh()

    # -- tokens and scores ---------------------------------------------------------------------

    def _show_tokens(self, view: Any, seat: int | None, prompt: Prompt | None) -> None:
        # While the passports are chosen (the game's first decision) every token is 0: the two
        # passports take the view alone, where at 1024×700 the tokens' heading showed cut.
        choosing_passport = prompt is not None and prompt.kind == rules.CHOOSE_PASSPORT
        if seat is None or not 0 <= seat < len(view.sheets) or choosing_passport:
            self.tokens_heading.hide()
            self.tokens.hide()
            return
        self.tokens_heading.show()
        self.tokens.show()
        self.tokens.setText(self._tokens_text(view, seat))

    def _tokens_text(self, view: Any, seat: int) -> str:
        sheet = view.sheets[seat]
        lines = []
        if view.phase in (rules.TRIP, rules.OVER) and view.trips:
            shot = view.trips[seat].snapshot()
            lines.append(fill(word("wilds"), shot["wilds"]))
            lines.append(fill(word("luxury"), shot["luxury_trains"]))
            lines.append(fill(word("research"), sheet.research))
        else:
            lines.append(words.round_of(view.round, rules.ROUNDS))
            lines.append(fill(word("research"), sheet.research))
            lines.append(fill(word("wilds"), sheet.wilds))
            lines.append(fill(word("luxury"), sheet.luxury))
            lines.append(fill(word("mood"), f"{sheet.mood:+d}",
                              sheet.happiness))
        if sheet.passport:
            lines.append(fill(word("passport"), texts.passport_name(sheet.passport)))
        return "<br>".join(_escaped(line) for line in lines)

    def _show_scores(self, view: Any) -> None:
        """Each traveller's points so far on the trip (the agency's too), final once over."""
        trips = view.trips if view.phase in (rules.TRIP, rules.OVER) else []
        rows = [(name, trip) for name, trip in zip(self.table.seat_names, trips, strict=False)]
        if trips and view.agency_trip is not None:
            rows.append((texts.agency_name(), view.agency_trip))
        self.scores_heading.setVisible(bool(rows))
        while len(self._score_labels) < 2 * len(rows):
            label = QLabel(self)
            if len(self._score_labels) % 2:
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
                label.setStyleSheet("font-weight: 700;")
            n = len(self._score_labels)
            self.scores.addWidget(label, n // 2, n % 2)
            self._score_labels.append(label)
        for n, label in enumerate(self._score_labels):
            label.setVisible(n < 2 * len(rows))
        for row, (name, trip) in enumerate(rows):
            # the score pad's sum: the categories settled so far, every one at the end
            column = pad_column(trip)
            points = fill(word("final"), trip.total()) if column.over else fill(
                word("so_far"), sum(column.filled.values()))
            self._score_labels[2 * row].setText(name)
            self._score_labels[2 * row + 1].setText(points)

    # -- the buttons ---------------------------------------------------------------------------

    def press_main(self) -> None:
        if self.table.resolution_held():
            self.table.resolve()

    # -- language ------------------------------------------------------------------------------

    def undo_help(self) -> str:
        return word("undo_help")

    def retranslate(self) -> None:
        self.main_button.setText(word("confirm"))
        self.advice_switch.setText(word("advice"))
        self.advice_switch.setToolTip(word("advice_help"))
        self.tokens_heading.setText(word("tokens"))
        self.scores_heading.setText(word("scores"))
        super().retranslate()


def _advice_wanted() -> bool:
    value = open_store().value(ADVICE_SETTING, True)
    return value not in (False, "false", "0", 0)


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

"""The new-game dialog: who sits at the table (human or computer, and how strong) and the rules.

Only the options that apply are shown: a variant needs its expansion switched on, a solo rule
needs one player. The dialog re-checks whenever a switch or the player count changes.
"""

from __future__ import annotations

import html
from collections.abc import Collection, Mapping, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Game, OptionSpec, Seat

from .home import ArtView
from .kit import style
from .kit.i18n import QT_TRANSLATE_NOOP, fill
from .kit.relabel import Relabelled
from .kit.settings import Settings
from .plugin_api import GameUI, Tutorial

HUMAN = "human"
LEVEL_NAMES = {
    #: the new-game dialog: a seat's choice, played by a person at this screen
    HUMAN: QT_TRANSLATE_NOOP("NewGame", "Human"),
    #: the new-game dialog: a seat's choice, a computer player at the easy level
    "easy": QT_TRANSLATE_NOOP("NewGame", "Computer: easy"),
    #: the new-game dialog: a seat's choice, a computer player at the normal level
    "normal": QT_TRANSLATE_NOOP("NewGame", "Computer: normal"),
    #: the new-game dialog: a seat's choice, a computer player at the hard level
    "hard": QT_TRANSLATE_NOOP("NewGame", "Computer: hard"),
    #: the new-game dialog: a seat's choice, a computer player at the expert level (above hard)
    "expert": QT_TRANSLATE_NOOP("NewGame", "Computer: expert"),
}
# Travellers' names for computer players: names, so never translated.
BOT_NAMES = ("Hana", "Kenji", "Yuki", "Sora", "Aiko", "Taro")
NAME_LENGTH = 24
BANNER_HEIGHT = 140
TALL_SCREEN = 860  # below this the banner gives its room to the players and rules
SWITCH_COLUMNS = 2
WINDOW_FRAME = 40  # the window manager's title bar and frame around the dialog
SHORT_SWITCH_SPACING = 4


def settled_options(specs: Sequence[OptionSpec], values: Mapping[str, Any],
                    players: int) -> dict[str, Any]:
    """``values`` with every option that does not apply back at its default.

    Repeated until nothing changes: an option falling back may take away what another requires,
    and only the settled values are ones ``Game.resolve_options`` accepts.
    """
    settled = {spec.key: values.get(spec.key, spec.default) for spec in specs}
    changed = True
    while changed:
        changed = False
        for spec in specs:
            if settled[spec.key] != spec.default and not spec.applies(settled, players):
                settled[spec.key] = spec.default
                changed = True
    return settled


def default_name(index: int, bot: str | None) -> str:
    if bot is not None:
        return BOT_NAMES[index % len(BOT_NAMES)]
    #: the name a new seat gets: %1 the seat's number, from 1
    return fill(QCoreApplication.translate("NewGame", "Player %1"), index + 1)


class SeatRow:
    """The widgets of one seat: its number, its name, and who plays it."""

    def __init__(self, index: int, levels: tuple[str, ...]) -> None:
        self.index = index
        self.number = QLabel(str(index + 1))
        self.number.setObjectName("seatNumber")
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LENGTH)
        self.kind = QComboBox()
        for level in (HUMAN, *levels):
            self.kind.addItem("", level)
        self.kind.currentIndexChanged.connect(self._update_placeholder)
        # In the room of a seat not played: the way to add it (an empty band there read as a
        # gap in the dialog, nextstation-ux §11).
        self.add = QPushButton()
        self.add.setObjectName("addSeat")
        self.add.setCursor(Qt.CursorShape.PointingHandCursor)
        self.add.setStyleSheet(
            f"QPushButton#addSeat {{ border: 1.5px dashed {style.RULE}; background: transparent;"
            f" color: {style.INK_SOFT}; text-align: left; padding-left: 12px; }}"
            f" QPushButton#addSeat:hover {{ border-color: {style.INDIGO}; color: {style.INK}; }}")
        # The row's own size, whatever a button's would be: the seats and rules never move.
        self.add.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.add.hide()

    def widgets(self) -> list[QWidget]:
        return [self.number, self.name, self.kind]

    def keep_room(self) -> None:
        """Hidden, the seat keeps its room: with fewer players the rules below stay where they
        were, and a click meant for one of their boxes never lands on the row that moved up."""
        for widget in self.widgets():
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)
        self.add.setVisible(not visible)

    def load(self, seat: Seat) -> None:
        level = seat.bot or HUMAN
        found = self.kind.findData(level)
        self.kind.setCurrentIndex(max(found, 0))
        if seat.name != default_name(self.index, seat.bot):
            self.name.setText(seat.name)
        self._update_placeholder()

    def seat(self) -> Seat:
        level = self.kind.currentData()
        bot = None if level == HUMAN else level
        name = self.name.text().strip() or default_name(self.index, bot)
        return Seat(name, bot)

    def retranslate(self) -> None:
        for row in range(self.kind.count()):
            key = self.kind.itemData(row)
            self.kind.setItemText(row, QCoreApplication.translate("NewGame", LEVEL_NAMES[key]))
        #: the new-game dialog: in the room of a seat not played, the button that adds it;
        #: %1 the seat's number
        self.add.setText(fill(QCoreApplication.translate("NewGame", "+ Add player %1"),
                              self.index + 1))
        self._update_placeholder()

    def _update_placeholder(self) -> None:
        level = self.kind.currentData()
        self.name.setPlaceholderText(default_name(self.index, None if level == HUMAN else level))


class WholeScroll(QScrollArea):
    """A scroll area that asks for its whole content's height (QScrollArea caps its size
    hint): it scrolls only when the dialog is capped by the screen."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("newGameScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        self.setWidget(content)
        self.content = content

    def sizeHint(self) -> QSize:
        content = self.content.sizeHint()
        height = content.height()
        layout = self.content.layout()
        width = self.viewport().width()
        if layout is not None and layout.hasHeightForWidth() and width > 0:
            # Wrapped words (a lesson's offer, a long language) at the width they have: the
            # plain hint counts them on one line and the offer's last line would scroll away.
            height = max(height, layout.totalHeightForWidth(width))
        return QSize(content.width() + self.verticalScrollBar().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.content.minimumSizeHint().width(), 120)


class LessonOffer(QFrame):
    """Under the rules: an expansion just ticked has a lesson of its own; the way into it."""

    chosen = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("lessonOffer")
        self.setProperty("role", "card")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("learnLesson")
        self.button.clicked.connect(self.chosen)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.addWidget(self.note, 1)
        row.addWidget(self.button)
        self.lesson: Tutorial | None = None
        self.hide()

    def offer(self, lesson: Tutorial | None) -> None:
        self.lesson = lesson
        self.setVisible(lesson is not None)
        self.retranslate()

    def retranslate(self) -> None:
        if self.lesson is None:
            return
        name = QCoreApplication.translate(self.lesson.context, self.lesson.title)
        #: in the new-game dialog once an expansion is ticked: %1 the expansion ("the Crossroads
        #: expansion"), %2 the lesson's minutes
        self.note.setText(fill(self.tr("New to %1? A lesson teaches it while you play, in "
                                       "about %2 minutes."), name, self.lesson.minutes))
        #: the button beside it
        self.button.setText(self.tr("Start the lesson"))


LEARN_FIRST = 2  # the dialog's result when the player chose the tutorial instead


class NewGameDialog(Relabelled, QDialog):
    """Builds the seats and options of a new game; remembers the table for next time."""

    def __init__(self, game: Game, plugin: GameUI, settings: Settings,
                 parent: QWidget | None = None, *, offer_tutorial: bool = False,
                 known_names: Sequence[str] = (), lessons: Sequence[Tutorial] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game, self.plugin, self.settings = game, plugin, settings
        # A game's first start: "new to it?" and the way into its tutorial, above the table.
        self.learn_note = QLabel()
        self.learn_note.setWordWrap(True)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnToPlay")
        self.learn_button.clicked.connect(self._learn_base)
        self._offer_tutorial = offer_tutorial
        # An expansion's lesson, offered when its expansion is ticked (not learned yet).
        self.lessons = tuple(lessons)
        self.lesson_offer = LessonOffer()
        self.lesson_offer.chosen.connect(lambda: self.done(LEARN_FIRST))
        self.learn_key: str | None = None  # the lesson chosen with LEARN_FIRST; None: the base
        self.offered_lessons: set[str] = set()  # the lessons the dialog offered
        self._heading = QLabel()
        self._heading.setProperty("role", "title")
        self._tagline = QLabel()
        self._tagline.setProperty("role", "subtle")
        self._tagline.setWordWrap(True)
        self._players_label = QLabel()
        self._players_label.setProperty("role", "heading")
        self._rules_label = QLabel()
        self._rules_label.setProperty("role", "heading")
        self.count_buttons = QButtonGroup(self)
        self.rows = [SeatRow(i, game.bot_levels) for i in range(game.max_players)]
        # The names already played (the records' profiles) complete what is typed.
        self.names = QCompleter(list(known_names), self)
        self.names.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        for row in self.rows:
            row.name.setCompleter(self.names)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._options_form: QFormLayout | None = None
        self._rules_rule: QFrame | None = None
        self._content = QWidget()  # what the body scrolls
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setProperty("role", "primary")
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        self._lay_out()
        self._load_last()
        self._connect_options()
        self._show_applicable_options()
        self._fit_screen()
        self.retranslate()

    # -- layout --------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        """The banner on top, the seats and rules in a body that scrolls when the screen is
        too short for all of them, and Start and Cancel pinned under it, always in reach."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 20)
        layout.setSpacing(12)
        self._banner = ArtView(self.plugin.tile_art())
        self._banner.setFixedHeight(BANNER_HEIGHT)
        layout.addWidget(self._banner)
        content = self._content
        content.setObjectName("newGameBody")
        body = QVBoxLayout(content)
        body.setContentsMargins(28, 4, 28, 0)
        body.setSpacing(12)
        body.addWidget(self._heading)
        body.addWidget(self._tagline)
        if self._offer_tutorial:
            body.addWidget(self._learn_offer())
        body.addWidget(self._rule())
        body.addWidget(self._players_label)
        body.addLayout(self._count_row())
        body.addLayout(self._seat_grid())
        if self.game.options:
            self._rules_rule = self._rule()
            body.addWidget(self._rules_rule)
            body.addWidget(self._rules_label)
            self._options_form = self._build_options_form()
            body.addLayout(self._switch_grid)
            body.addWidget(self.lesson_offer)
            body.addLayout(self._options_form)
        body.addStretch(1)
        self.body = WholeScroll(content)
        layout.addWidget(self.body, 1)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(28, 0, 28, 0)
        buttons.addWidget(self._buttons)
        layout.addLayout(buttons)
        self.setMinimumWidth(520)

    def _learn_base(self) -> None:
        self.learn_key = None
        self.done(LEARN_FIRST)

    def _tutorial_minutes(self) -> int:
        tutorials = self.plugin.tutorials()
        return tutorials[0].minutes if tutorials else 0

    def _learn_offer(self) -> QFrame:
        offer = QFrame()
        offer.setObjectName("learnOffer")
        offer.setProperty("role", "card")
        row = QHBoxLayout(offer)
        row.setContentsMargins(12, 8, 12, 8)
        row.addWidget(self.learn_note, 1)
        row.addWidget(self.learn_button)
        return offer

    def _rule(self) -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setObjectName("rule")
        return line

    def _count_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(6)
        for count in range(self.game.min_players, self.game.max_players + 1):
            button = QPushButton(str(count))
            button.setCheckable(True)
            button.setObjectName("countButton")
            self.count_buttons.addButton(button, count)
            row.addWidget(button)
        row.addStretch(1)
        self.count_buttons.idToggled.connect(self._count_toggled)
        return row

    def _seat_grid(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        grid.setColumnStretch(1, 1)
        for row in self.rows:
            row.keep_room()
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, row.index, column)
            grid.addWidget(row.add, row.index, 1)  # in the name's room
            row.add.clicked.connect(partial(self._add_seat, row))
        return grid

    def _add_seat(self, row: SeatRow) -> None:
        """Every seat up to ``row``'s played, its name ready to type."""
        self.set_player_count(row.index + 1)
        row.name.setFocus()

    def _build_options_form(self) -> QFormLayout:
        """Switches in two columns (Tokaido has seven), then the options with a choice."""
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._switch_grid = QGridLayout()
        self._switch_grid.setHorizontalSpacing(16)
        self._switch_grid.setVerticalSpacing(8)
        for spec in self.game.options:
            widget: QCheckBox | QComboBox
            if spec.is_switch:
                # In the body from the start (a widget moved to another parent is hidden);
                # placed by _flow_switches once it is known to apply.
                widget = QCheckBox(self._content)
                widget.setChecked(bool(spec.default))
            else:
                widget = QComboBox()
                for value in spec.choices:
                    widget.addItem("", value)
                widget.setCurrentIndex(spec.choices.index(spec.default))
                label = QLabel()
                self._option_labels[spec.key] = label
                form.addRow(label, widget)
            widget.setObjectName(f"option-{spec.key}")
            self.option_widgets[spec.key] = widget
        return form

    def _connect_options(self) -> None:
        """After the last table is loaded, so loading does not re-check once per widget."""
        for widget in self.option_widgets.values():
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(self._show_applicable_options)
            else:
                widget.currentIndexChanged.connect(self._show_applicable_options)

    def _show_applicable_options(self, *_: object) -> None:
        """Show the options that apply to the values and the player count chosen now.

        A hidden widget keeps what the player chose, so switching an expansion off and on again
        brings its variants back as they were; ``options()`` reports the default meanwhile.
        """
        if self._options_form is None:
            return
        self._show_options(self.applicable_options())
        self._offer_lesson()
        self._fit_contents()
        # The offer's words wrap once laid out at the dialog's width: fit again after that pass.
        QTimer.singleShot(0, self._fit_contents)

    def _show_options(self, shown: Collection[str]) -> None:
        """Show the options named, hide the others; the switches flow into their columns."""
        if self._options_form is None:
            return
        switches = []
        for spec in self.game.options:
            widget = self.option_widgets[spec.key]
            if isinstance(widget, QCheckBox):
                widget.setVisible(spec.key in shown)
                switches.append(widget)
            else:
                self._options_form.setRowVisible(widget, spec.key in shown)
        self._flow_switches([w for w in switches if not w.isHidden()])
        for part in (self._rules_rule, self._rules_label):
            if part is not None:
                part.setVisible(bool(shown))

    def _offer_lesson(self) -> None:
        """The lesson of an expansion just ticked, if the player has not learned it yet."""
        chosen = self.options()
        lesson = next((tutorial for tutorial in self.lessons
                       if all(chosen.get(key) == value for key, value in tutorial.options.items())),
                      None)
        self.learn_key = None if lesson is None else lesson.key
        self.lesson_offer.offer(lesson)
        if lesson is not None:
            self.offered_lessons.add(lesson.key)

    def _flow_switches(self, shown: list[QCheckBox]) -> None:
        """The shown switches fill the two columns row by row, with no gap for hidden ones."""
        for widget in self.option_widgets.values():
            if isinstance(widget, QCheckBox):
                self._switch_grid.removeWidget(widget)
        for index, widget in enumerate(shown):
            self._switch_grid.addWidget(widget, index // SWITCH_COLUMNS, index % SWITCH_COLUMNS)

    def _fit_screen(self) -> None:
        """On a short screen (a 1024×700 window, a 1366×768 laptop) the banner gives its room
        to the seats and rules, and the dialog is never taller than the screen: its body
        scrolls instead, with the start button in reach under it."""
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        if screen is not None:
            self.fit_room(screen.availableGeometry().height())

    def fit_room(self, room: int) -> None:
        """Fit a screen ``room`` pixels high (its available height)."""
        tall = room >= TALL_SCREEN
        self._banner.setVisible(tall)
        self._tagline.setVisible(tall)  # the home tile has just shown it
        if self._options_form is not None:
            self._switch_grid.setVerticalSpacing(8 if tall else SHORT_SWITCH_SPACING)
        self.setMaximumHeight(room - WINDOW_FRAME)
        self._fit_contents()

    # -- values --------------------------------------------------------------------------------

    def player_count(self) -> int:
        return self.count_buttons.checkedId()

    def set_player_count(self, count: int) -> None:
        self.count_buttons.button(count).setChecked(True)

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows[:self.player_count()]]

    def options(self) -> dict[str, Any]:
        """The rules chosen, with every option that does not apply at its default."""
        return settled_options(self.game.options, self._chosen_options(), self.player_count())

    def applicable_options(self) -> list[str]:
        """The keys of the options that apply now (the ones shown), in the game's order."""
        settled = self.options()
        players = self.player_count()
        return [spec.key for spec in self.game.options if spec.applies(settled, players)]

    def _chosen_options(self) -> dict[str, Any]:
        """What the widgets hold, shown or not."""
        values: dict[str, Any] = {}
        for spec in self.game.options:
            widget = self.option_widgets[spec.key]
            values[spec.key] = (widget.isChecked() if isinstance(widget, QCheckBox)
                                else widget.currentData())
        return values

    def _count_toggled(self, count: int, checked: bool) -> None:
        if checked:
            for row in self.rows:
                row.set_visible(row.index < count)
            self._show_applicable_options()

    def showEvent(self, event: QShowEvent) -> None:
        # Qt sizes a window at its first showing, capped at two thirds of the screen.
        super().showEvent(event)
        self._fit_contents()

    def _fit_contents(self) -> None:
        """As tall as it is with every seat and option shown, whatever is chosen now: the
        dialog never jumps while the player sets it up, and Start stays where it was (a
        shorter table leaves its seats' room empty, so the rules' boxes stay put too)."""
        # Not adjustSize: it caps a window at two thirds of the screen.
        self.resize(self.width(), min(self._tallest(), self.maximumHeight()))
        self._keep_on_screen()

    def _tallest(self) -> int:
        """The dialog's height with every seat, every option and an expansion's lesson offer
        shown; what is chosen now is shown again before anything is painted."""
        count = self.player_count()
        for row in self.rows:
            row.set_visible(True)
        self._show_options([spec.key for spec in self.game.options])
        if self.lessons and self._options_form is not None:
            self.lesson_offer.offer(self.lessons[0])
        self._lay_out_now()
        tallest = self.sizeHint().height()
        for row in self.rows:
            row.set_visible(row.index < count)
        if self._options_form is not None:
            self._show_options(self.applicable_options())
            self._offer_lesson()
        self._lay_out_now()
        return tallest

    def _lay_out_now(self) -> None:
        for layout in (self._content.layout(), self.layout()):
            if layout is not None:
                layout.invalidate()
                layout.activate()
        self.body.updateGeometry()

    def _keep_on_screen(self) -> None:
        """Grown downwards (more seats, an expansion's rules): moved up as far as needed."""
        screen = self.screen()
        if screen is None or not self.isVisible():
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry()
        top = max(room.top(), min(frame.top(), room.bottom() + 1 - frame.height()))
        if top != frame.top():
            self.move(frame.left(), top)

    def _load_last(self) -> None:
        """Last time's table for this game, else one human and computer players."""
        seats = self.settings.last_seats(self.game.id)
        if not self.game.min_players <= len(seats) <= self.game.max_players:
            count = max(self.game.min_players, min(2, self.game.max_players))
            seats = [Seat("", None)] + [Seat("", "normal")] * (count - 1)
        for row, seat in zip(self.rows, seats, strict=False):
            row.load(seat)
        for row in self.rows[len(seats):]:
            row.load(Seat("", "normal"))
        self.set_player_count(len(seats))
        self._load_options(self.settings.last_options(self.game.id))

    def _load_options(self, saved: dict[str, Any]) -> None:
        for spec in self.game.options:
            value = saved.get(spec.key, spec.default)
            if value not in spec.choices:
                continue  # an option whose values changed since: keep the default
            widget = self.option_widgets[spec.key]
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setCurrentIndex(spec.choices.index(value))

    def accept(self) -> None:
        self.settings.set_last_seats(self.game.id, self.seats())
        self.settings.set_last_options(self.game.id, self.options())
        super().accept()

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        title = self.plugin.title()
        #: the new-game dialog's window title: %1 the game's title
        self.setWindowTitle(fill(self.tr("New game: %1"), title))
        self._heading.setText(title)
        self._tagline.setText(self.plugin.tagline())
        #: the new-game dialog: the heading over the seats
        self._players_label.setText(self.tr("Players"))
        #: %1 the game's title, %2 about how many minutes the tutorial takes
        self.learn_note.setText(fill(self.tr("New to %1? The tutorial teaches it while you "
                                             "play, in about %2 minutes."), title,
                                     self._tutorial_minutes()))
        #: the new-game dialog: the button that starts the game's tutorial instead
        self.learn_button.setText(self.tr("Learn to play"))
        self.lesson_offer.retranslate()
        #: the new-game dialog: the heading over the game's options (expansions, modules, solo
        #: level)
        self._rules_label.setText(self.tr("Rules"))
        #: the new-game dialog: the button that starts the game
        self.start_button.setText(self.tr("Start"))
        for row in self.rows:
            row.retranslate()
            #: the new-game dialog: the tooltip of a seat's name box, whose grey placeholder is the
            #: name used when it stays empty
            row.name.setToolTip(self.tr("Leave empty for the name shown in grey"))
        for spec in self.game.options:
            self._retranslate_option(spec)

    def _retranslate_option(self, spec: OptionSpec) -> None:
        widget = self.option_widgets[spec.key]
        label = self.plugin.option_label(spec.key)
        help_text = getattr(self.plugin, "option_help", lambda _key: None)(spec.key)
        # What the option changes, in the game's words: a paragraph, which Qt wraps (a plain
        # tooltip is one line as wide as its text, across the window in German).
        widget.setToolTip(f"<p>{html.escape(help_text)}</p>" if help_text else "")
        if isinstance(widget, QCheckBox):
            widget.setText(label)
            return
        self._option_labels[spec.key].setText(label)
        for index, value in enumerate(spec.choices):
            widget.setItemText(index, self.plugin.option_value_label(spec.key, value))


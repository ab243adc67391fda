"""What the learner sees of a tutorial: the kit's pointer ring over the part a lesson is about,
and a speech bubble with the lesson and its buttons; and where a lesson's (or a hint's) target
is on the game screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Signal
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

from ..kit import style
from ..kit.bubble import Bubble
from ..plugin_api import SHELL_TARGETS, TutorialTargets
from ..result_banner import ResultBanner


class SpeechBubble(Bubble):
    """The lesson: where it stands ("3 / 28"), its words, and what the learner can press."""

    next_pressed = Signal()
    show_me_pressed = Signal()
    leave_pressed = Signal()
    restart_pressed = Signal()
    skip_pressed = Signal()
    primary_pressed = Signal()  # the finishing card's "Play a real game"
    language_changed = Signal()  # the run re-labels the bubble in the new language

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "tutorialBubble", style.INK,
                         f" QLabel#tutorialNote {{ color: {style.VERMILION}; font-weight: 600; }}")
        self.step = QLabel()
        self.step.setObjectName("tutorialStep")
        self.step.setProperty("role", "subtle")
        self.text.setObjectName("tutorialText")
        self.note = QLabel()  # why a move was held back, or the rules' own objection
        self.note.setObjectName("tutorialNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.more = QToolButton()
        self.more.setObjectName("tutorialMore")
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.more)
        self.restart_action = menu.addAction("")
        self.restart_action.triggered.connect(self.restart_pressed)
        self.skip_action = menu.addAction("")
        self.skip_action.triggered.connect(self.skip_pressed)
        self.more.setMenu(menu)
        self.leave = QPushButton()
        self.leave.setObjectName("tutorialLeave")
        self.leave.clicked.connect(self.leave_pressed)
        self.show_me = QPushButton()
        self.show_me.setObjectName("tutorialShowMe")
        self.show_me.clicked.connect(self.show_me_pressed)
        self.next = QPushButton()
        self.next.setObjectName("tutorialNext")
        self.next.setProperty("role", "primary")
        self.next.clicked.connect(self.next_pressed)
        self.primary = QPushButton()
        self.primary.setObjectName("tutorialPlay")
        self.primary.setProperty("role", "primary")
        self.primary.clicked.connect(self.primary_pressed)
        self.primary.hide()
        head = self._head = QHBoxLayout()
        head.addWidget(self.step, 1)
        head.addWidget(self.more)
        buttons = self._buttons = QHBoxLayout()
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.show_me)
        buttons.addWidget(self.next)
        buttons.addWidget(self.primary)
        self.body.addLayout(head)
        self.body.addWidget(self.text)
        self.body.addWidget(self.note)
        self.body.addLayout(buttons)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
        super().changeEvent(event)

    def fitted_size(self, room: QSize, width: int | None = None) -> QSize:
        """As the kit's bubble, but never narrower than its row of buttons (at 320 px the
        German finishing card cut "Echte Partie spielen" to "e Partie spi")."""
        size = super().fitted_size(room, width)
        least = self.body.minimumSize().width()
        return size if size.width() >= least else super().fitted_size(room, least)

    def set_compact(self, compact: bool) -> None:
        """Without its heading, its menu beside "Leave": the finishing card (its words say it
        is over) and every step shown over the final scores. The line it saves lets it stand
        clear of the result over them (in Japanese the finishing card covered
        "プレイヤーが96点で勝利！", step 34 of the base lesson "Player wins" at 1024×700)."""
        self.step.setVisible(not compact)
        row, other = (self._buttons, self._head) if compact else (self._head, self._buttons)
        if row.indexOf(self.more) < 0:
            other.removeWidget(self.more)
            if compact:
                row.insertWidget(1, self.more)  # after "Leave"
            else:
                row.addWidget(self.more)

    def show_note(self, text: str | None) -> None:
        self.note.setText(text or "")
        self.note.setVisible(bool(text))


# -- where a key is on the game screen ----------------------------------------------------------

def target_on_screen(screen, key: str) -> QRect | None:
    """Where ``key`` (a lesson's or a hint's target) is on the game ``screen``, in its
    coordinates: a shell part, else what the board scene and then the panel say; None when it
    is not in sight."""
    if key in SHELL_TARGETS:
        return _widget_rect(screen, _shell_widget(screen, key))
    scene = screen.scene
    if isinstance(scene, TutorialTargets):
        found = scene.tutorial_target(key)
        if found is not None:
            return _scene_rect(screen, found)
    panel = screen.panel
    if isinstance(panel, TutorialTargets):
        return _widget_rect(screen, panel.tutorial_target(key))
    return None


def always_in_sight(screen) -> list[QRect]:
    """What no lesson's bubble may cover, whatever it speaks of: the final scores, and the way
    on from them (look at the board, replay, home, play again)."""
    sheet = screen.score_sheet
    if not sheet.isVisible():
        return []
    table = _widget_rect(screen, sheet.table)
    buttons = _on_screen(screen, sheet, sheet.buttons_rect())
    return ([] if table is None else [table]) + [buttons]


def result_in_sight(screen) -> QRect | None:
    """The words of the result over the final scores ("Player wins with 96 points!"), which a
    lesson's bubble leaves in sight wherever there is room for it (the finishing card stood on
    them); None while they are not shown."""
    banner = screen.score_sheet.findChild(ResultBanner)
    if banner is None or not banner.isVisible() or not banner.text():
        return None
    return _on_screen(screen, banner, banner.words_rect())


def _on_screen(screen, widget: QWidget, rect: QRect) -> QRect:
    """``rect`` of ``widget`` in the ``screen``'s coordinates, through the display's (the
    sheet is the window's child, not the screen's)."""
    return QRect(screen.mapFromGlobal(widget.mapToGlobal(rect.topLeft())), rect.size())


def _shell_widget(screen, key: str) -> QWidget | None:
    if key == "confirm":
        if screen.confirm_button.isVisible():
            return screen.confirm_button
        return screen.action_bar.main
    if key == "scores":  # the final scores' table (with its totals), else the side's list
        sheet = screen.score_sheet
        return sheet.table if sheet.isVisible() else screen.scoreboard
    return {"status": screen.status, "log": screen.log, "panel": screen.panel,
            "hero": screen.hero, "board": screen.board}[key]


def _widget_rect(screen, widget: QWidget | None) -> QRect | None:
    if widget is None or not widget.isVisible() or widget.window() is not screen.window():
        return None
    _scroll_into_view(widget)
    # Through the screen's coordinates of the display: a list over the board (Tokaido's sheet)
    # is a child of the window, not of the screen.
    top_left = screen.mapFromGlobal(widget.mapToGlobal(widget.rect().topLeft()))
    rect = QRect(top_left, widget.size()).intersected(screen.rect())
    return None if rect.isEmpty() else rect


def _scroll_into_view(widget: QWidget) -> None:
    """A target in a scrolled column (a seat's card low in the side panel) is scrolled up to,
    so the ring never circles half a thing."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget, 0, 12)
            return
        parent = parent.parentWidget()


def _scene_rect(screen, found) -> QRect | None:
    area = found.sceneBoundingRect() if isinstance(found, QGraphicsItem) else found
    view = screen.board
    rect = view.mapFromScene(area).boundingRect().intersected(view.viewport().rect())
    if rect.isEmpty():
        return None
    return QRect(view.viewport().mapTo(screen, rect.topLeft()), rect.size())

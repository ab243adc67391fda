"""The action bar: whose turn it is, what to do now, the main action and undo, pinned in the side
column of the game screen so that nothing needed to play ever scrolls out of sight.

The shell builds the bar for every game. A game's panel that has its own main action (Next
Station's "Pass" / "Next card") hands its parts over through ``ActionSource``; other games get the
shell's own Confirm and Undo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QRect, QSize, Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..plugin_api import BarParts
from . import style

HINT_LINES = 3  # room the hint always keeps, so the buttons below never move as it changes
# A main button's property: why Space and Enter do not press it now ("" or unset: they do). A
# key pressed by chance must never throw a move away (Next Station's Pass while a section can
# be drawn); the button itself still takes a click, and a key once the keyboard is on it.
KEY_REFUSAL = "keyRefusal"


def refuse_keys(button: QAbstractButton, why: str) -> None:
    """Space and Enter on the board do not press ``button`` while ``why`` is not empty."""
    button.setProperty(KEY_REFUSAL, why)


CJK_SCRIPTS = {QLocale.Script.JapaneseScript, QLocale.Script.HanScript,
               QLocale.Script.SimplifiedHanScript, QLocale.Script.TraditionalHanScript,
               QLocale.Script.KoreanScript}


def _sample_line() -> str:
    """A line as tall as the language's text: Japanese glyphs come from a fallback font whose
    lines are taller than the UI font's (24 px against 22), so two lines of Japanese measured
    against two lines of "X" never fitted and the top bar ended its prompt in "…"."""
    return "X国" if QLocale().script() in CJK_SCRIPTS else "X"


class HintLabel(QLabel):
    """A wrapped text with a fixed height of ``lines`` lines: a longer or shorter hint never pushes
    the buttons under it. A text too long for the room shows whole in the tooltip."""

    def __init__(self, lines: int = HINT_LINES, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = lines
        self.setProperty("role", "status")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _room(self) -> int:
        self.ensurePolished()  # the stylesheet's font decides the line height
        margins = self.contentsMargins()
        height = self.fontMetrics().lineSpacing() * self.lines
        if _sample_line() != "X":  # taller fallback lines: as tall as a block of them
            unwrapped = QRect(0, 0, 1 << 20, 1 << 20)
            lines = "\n".join([_sample_line()] * self.lines)
            height = max(height, self.fontMetrics().boundingRect(unwrapped, 0, lines).height())
        return height + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._room())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._room())

    def hasHeightForWidth(self) -> bool:
        return False  # the height is fixed whatever the text

    def setText(self, text: str) -> None:
        self._full = text
        super().setText(text)
        self._fit()

    def text(self) -> str:
        """The whole text, also when the label shows it shortened."""
        return getattr(self, "_full", super().text())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()  # moved into the bar, the label takes the bar's font: measure again

    def _fit(self) -> None:
        """A text too long for the room ends in "…" instead of being clipped mid-line, and
        shows whole in the tooltip."""
        full = self.text()
        if self.width() <= 0:
            return
        shown = self._shortened(full)
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(full if shown != full else "")

    def _shortened(self, text: str) -> str:
        # The room measured the way the text is: line spacing and a block's height differ.
        room = self._height_of("\n".join([_sample_line()] * self.lines))
        if self._height_of(text) <= room:
            return text
        # Cut between words; a language written without spaces (Japanese) between characters.
        pieces = text.split(" ") if " " in text.strip() else list(text)
        joiner = " " if " " in text.strip() else ""
        low, high = 0, len(pieces)
        while low < high:  # the most pieces that still fit with the ellipsis
            middle = (low + high + 1) // 2
            if self._height_of(joiner.join(pieces[:middle]) + "…") <= room:
                low = middle
            else:
                high = middle - 1
        return joiner.join(pieces[:low]).rstrip(" ,;:.") + "…"

    def _height_of(self, text: str) -> int:
        width = self.contentsRect().width()
        margins = self.contentsMargins()
        box = self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 1 << 20),
                                              Qt.TextFlag.TextWordWrap, text)
        return box.height() + margins.top() + margins.bottom()


class TurnStrip(QLabel):
    """ "Your turn, Aiko": a slim line naming the player at the shared screen, in their colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnStrip")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.colour: QColor | None = None
        self.compact = False
        self.hide()

    def set_compact(self, compact: bool) -> None:
        """Smaller type in a short window (four players with two at the screen at 1024×700):
        the room it gives keeps the score sheet's boxes in sight. Set by the window's height
        alone, never by the turn: the parts below it never move between turns."""
        if compact != self.compact:
            self.compact = compact
            self._restyle()

    def keep_room(self, keep: bool) -> None:
        """Hidden, the strip keeps its room (several players at the screen) or gives it up."""
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.setSizePolicy(policy)
        self.setText(self.text() or " ")  # a line's height before the first turn is named
        self._restyle()

    def show_turn(self, text: str, colour: QColor | None) -> None:
        self.setText(text)
        self.colour = colour
        self._restyle()
        self.show()

    def _restyle(self) -> None:
        colour = self.colour
        edge = colour.name() if colour is not None else style.INK_SOFT
        # Seen at a glance between public turns (review 17): large, on a wash of the player's
        # colour with a thick edge of it; the text stays ink, readable for every pencil.
        wash = (f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, 46)"
                if colour is not None else style.CARD)
        size, padding = ("11pt", "1px 10px") if self.compact else ("14pt", "6px 10px")
        self.setStyleSheet(f"QLabel#turnStrip {{ border-left: 12px solid {edge}; "
                           f"background: {wash}; font-size: {size}; padding: {padding}; }}")
        self.ensurePolished()  # hidden, it still tells the column the room it keeps


class ActionBar(QFrame):
    """See the module docstring. ``main`` is what Space and Enter press."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.strip = TurnStrip()
        self._hint_slot = QVBoxLayout()
        self._hint_slot.setContentsMargins(0, 0, 0, 0)
        self._buttons = QHBoxLayout()
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons.setSpacing(8)
        self.parts = BarParts(None)
        self._owner: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.strip)
        layout.addLayout(self._hint_slot)
        layout.addLayout(self._buttons)

    @property
    def main(self) -> QAbstractButton | None:
        return self.parts.main

    def set_parts(self, parts: BarParts, owner: QWidget | None = None) -> None:
        """Show ``parts`` (taking them into the bar's layout); the earlier ones are let go.

        ``owner`` (the panel that made them) gets them back when they are let go, so that they end
        with it; the shell's own parts have none and stay with the bar."""
        self.release_parts()
        self.parts, self._owner = parts, owner
        if parts.hint is not None:
            self._hint_slot.addWidget(parts.hint)
            parts.hint.show()
        for button in (parts.main, *parts.others):
            if button is not None:
                # Fixed shares of a width set by the window: a relabelled button keeps its place;
                # the main action gets the larger one ("Következő kártya" is long).
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                self._buttons.addWidget(button, 3 if button is parts.main else 2)
                button.show()

    def release_parts(self) -> None:
        """Take the parts out of the bar and hand them back to their owner."""
        parts, owner = self.parts, self._owner
        for widget in (parts.hint, parts.main, *parts.others):
            if widget is None:
                continue
            self._hint_slot.removeWidget(widget)
            self._buttons.removeWidget(widget)
            widget.hide()
            if owner is not None:
                widget.setParent(owner)
        self.parts, self._owner = BarParts(None), None

    def press_main(self) -> bool:
        """Space / Enter: press the main action if it can be pressed now and by a key."""
        button = self.main
        if button is None or not button.isVisible() or not button.isEnabled() \
                or self.key_refusal():
            return False
        button.click()
        return True

    def key_refusal(self) -> str:
        """Why Space and Enter do not press the main action now ("": they do, or there is none)."""
        button = self.main
        why = button.property(KEY_REFUSAL) if button is not None and button.isVisible() \
            and button.isEnabled() else None
        return why if isinstance(why, str) else ""

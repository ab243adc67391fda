"""A word-wrapped label that remembers its height at the widths it was asked about."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

REMEMBERED_WIDTHS = 8  # a window being resized asks at ever new widths: the oldest are dropped


class WrappedLabel(QLabel):
    """A QLabel with word wrap whose height at a width is worked out once, until its words,
    font or style change. Qt's layouts ask a wrapped label its height at the same few widths
    tens of times while a screen is first laid out (the home screen's labels about 180 times
    before its first frame), and QLabel lays its paragraph out anew for each answer.

    The answers hold for the words set (``setText`` forgets them) and for the label's size hint
    (its words on one line), which Qt keeps and works out anew when the font, the style (a
    stylesheet's padding and border) or the margins change. Not from a changeEvent: PySide6
    builds all Qt's event classes for the first event of Qt's base class it passes to Python
    (see relabel.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}
        self._for: tuple[int, int] | None = None  # the size hint the heights are for

    def heightForWidth(self, width: int) -> int:
        hint = self.sizeHint()
        if (hint.width(), hint.height()) != self._for:
            self._heights.clear()
            self._for = (hint.width(), hint.height())
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) >= REMEMBERED_WIDTHS:
                self._heights.clear()
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def setText(self, text: str) -> None:
        self._heights.clear()
        super().setText(text)

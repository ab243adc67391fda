"""A word-wrapped label lays its words out once per width it is asked about (the home screen's
labels were asked about 180 times before the first frame), and answers anew when its words,
font or style change."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from tabibito.games import REGISTRY
from tabibito.ui.home import HomeScreen
from tabibito.ui.kit.wrapped import WrappedLabel
from tabibito.ui.plugins import covers, ui_plugins

WORDS = "Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way."


@pytest.fixture
def laid_out(monkeypatch):
    """Counts the paragraphs QLabel lays out for a height."""
    asked: list[int] = []
    measure = QLabel.heightForWidth

    def counted(label, width):
        asked.append(width)
        return measure(label, width)

    monkeypatch.setattr(QLabel, "heightForWidth", counted)
    return asked


def plain(words: str, style: str = "") -> QLabel:
    label = QLabel(words)
    label.setWordWrap(True)
    label.setStyleSheet(style)
    return label


def test_a_wrapped_label_lays_its_words_out_once_per_width(qtbot, laid_out):
    label = WrappedLabel()
    qtbot.addWidget(label)
    label.setText(WORDS)
    heights = [label.heightForWidth(width) for width in (200, 200, 120, 200, 120)]
    assert laid_out == [200, 120]
    assert heights == [plain(WORDS).heightForWidth(width) for width in (200, 200, 120, 200, 120)]


def test_a_wrapped_label_answers_anew_for_new_words_font_or_style(qtbot):
    """Each change made to a wrapped label and to a plain QLabel alike: the same heights."""
    label, twin = WrappedLabel(), QLabel()
    twin.setWordWrap(True)
    qtbot.addWidget(label)
    qtbot.addWidget(twin)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    changes = [lambda widget: widget.setText("Tokaido"),
               lambda widget: widget.setText(WORDS),
               lambda widget: widget.setFont(font),
               lambda widget: widget.setStyleSheet("padding: 20px"),
               lambda widget: widget.setStyleSheet("border: 9px solid black"),
               lambda widget: widget.setContentsMargins(30, 0, 30, 0)]
    heights = []
    for change in changes:
        change(label)
        change(twin)
        twin.ensurePolished()  # as a layout has its widgets (the wrapped label polishes itself)
        for width in (200, 120):
            assert label.heightForWidth(width) == twin.heightForWidth(width)
            assert label.heightForWidth(width) == twin.heightForWidth(width)  # from memory
        heights.append((label.heightForWidth(200), label.heightForWidth(120)))
    assert len(set(heights)) == len(heights)  # each change changed the height


def test_the_home_screens_wrapped_words_are_wrapped_labels(qtbot):
    home = HomeScreen(covers(REGISTRY, ui_plugins()))
    qtbot.addWidget(home)
    wrapped = [label for label in home.findChildren(QLabel) if label.wordWrap()]
    assert len(wrapped) >= 1 + 4 * len(REGISTRY.ids())  # the motto; each tile's four
    assert all(isinstance(label, WrappedLabel) for label in wrapped)

"""Tokaido's one-line labels of the side column: a title a little too long shrinks to fit."""

from __future__ import annotations

from tabibito.ui.tokaido.decisions import TITLE_STYLE
from tabibito.ui.tokaido.labels import ElidedLabel

TITLE = "Neutralny podróżnik: Pierwsza karczma"


def title_label(qtbot, shrink_to: float, room: float) -> ElidedLabel:
    """A hero-title label whose width is ``room`` times the width its text wants."""
    label = ElidedLabel(shrink_to=shrink_to)
    label.setStyleSheet(TITLE_STYLE)
    qtbot.addWidget(label)
    label.ensurePolished()
    label.set_full_text(TITLE)
    label.resize(int(label.fontMetrics().horizontalAdvance(TITLE) * room), 30)
    label.show()
    return label


def test_a_title_a_tenth_too_long_shrinks_whole_instead_of_ending_in_dots(qtbot):
    label = title_label(qtbot, shrink_to=0.8, room=0.9)
    assert label.text() == TITLE and label.toolTip() == ""
    assert label.shown_font().pointSizeF() < label.font().pointSizeF() * 0.92
    assert label.grab().width() > 0  # painted by hand at its smaller size

    fixed = title_label(qtbot, shrink_to=1.0, room=0.9)
    assert fixed.text().endswith("…") and fixed.toolTip() == TITLE


def test_a_title_far_too_long_shrinks_as_far_as_allowed_then_ends_in_dots(qtbot):
    label = title_label(qtbot, shrink_to=0.8, room=0.5)
    assert label.text().endswith("…") and label.toolTip() == TITLE
    assert label.shown_font().pointSizeF() == label.font().pointSizeF() * 0.8


def test_a_title_a_hair_too_long_shrinks_past_the_sizes_drawn_alike(qtbot):
    """A font's sizes are drawn in steps: shrunk by a few hundredths it can be as wide as at
    its own size, and the label kept shrinking only one notch, so the German hero title
    'Legendäre Gegenstände', 2 % too wide at 1024 × 700, ended in 'Gegenstän…'. Whatever
    the room between four fifths and the whole width, the title shows whole."""
    label = title_label(qtbot, shrink_to=0.8, room=1.0)
    whole = label.fontMetrics().horizontalAdvance(TITLE)
    for percent in range(82, 100):
        label.resize(int(whole * percent / 100), 30)
        assert label.text() == TITLE, percent

"""Next Station's landmarks are our own drawings of Tokyo: each reads as what it is."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tabibito.ui.nextstation.landmarks import LANDMARKS


def test_tokyo_tower_wears_its_paint_bands_across_shaft_and_legs():
    """Tokyo Tower is told from a plain letter A by the bands of its paint: gaps across the
    shaft and both legs, with the tower whole just above and below each gap."""
    tower = LANDMARKS["tokyo_tower"][0]()
    for x, band in ((0.0, -0.189), (0.3, 0.391), (-0.3, 0.391)):
        assert not tower.contains(QPointF(x, band))
        assert tower.contains(QPointF(x, band - 0.03))
        assert tower.contains(QPointF(x, band + 0.03))


def test_the_four_landmarks_each_fill_their_box():
    shapes = {name: build() for name, (build, _, _) in LANDMARKS.items()}
    assert {"tokyo_tower", "skytree", "torii", "rainbow_bridge"} <= set(shapes)
    for name, shape in shapes.items():
        box = shape.boundingRect()
        assert box.width() > 0.8 and box.height() > 0.8, name

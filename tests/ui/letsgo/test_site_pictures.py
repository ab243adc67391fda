"""Let's Go's site pictures: every card shows its own site's picture (the tower, the gate, the
bowl …), no two sites share one, and each still reads at the hand's size at 1024×700."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tabibito.games.letsgo.data import load_data
from tabibito.ui.letsgo import art
from tabibito.ui.letsgo.site_pictures import PICTURES, paint_site

HAND_CARD_W = 88  # a card's width in pixels in the hand and the itinerary at 1024×700


@pytest.fixture(scope="module")
def data():
    return load_data()


def card_at_hand_size(card) -> QImage:
    height = round(HAND_CARD_W * art.CARD_H / art.CARD_W)
    image = QImage(HAND_CARD_W, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    art.paint_card(painter, QRectF(0, 0, HAND_CARD_W, height), card, card.name)
    painter.end()
    return image


def picture_of(image: QImage) -> QImage:
    """The middle of a painted card: its picture, between the strip and the highlight."""
    scale = image.width() / art.CARD_W
    top, bottom = round(art.STRIP_H * scale) + 1, round(art.HIGHLIGHT_TOP * scale) - 1
    return image.copy(3, top, image.width() - 6, bottom - top)


def test_every_card_has_its_sites_own_picture_and_no_picture_is_spare(data):
    sites = {card.site for card in data.cards.values()}
    assert len(sites) == 87
    assert set(PICTURES) == sites


def test_cards_of_different_sites_never_show_the_same_picture_at_the_hands_size(qtbot, data):
    pictures: dict[bytes, set[str]] = {}
    for card in data.cards.values():
        crop = picture_of(card_at_hand_size(card))
        pixels = bytes(crop.constBits())
        pictures.setdefault(pixels, set()).add(card.site)
    shared = [sites for sites in pictures.values() if len(sites) > 1]
    assert not shared
    assert len(pictures) == 87


def test_every_picture_fills_its_place_with_a_drawing_at_the_hands_size(qtbot, data):
    """No picture is an empty wash: at the hand's size each has several colours, none of them
    covering most of the picture."""
    for site in PICTURES:
        image = QImage(HAND_CARD_W, round(HAND_CARD_W * 106 / 180), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_site(painter, site, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        colours = Counter(_coarse(image.pixelColor(x, y)) for x in range(image.width())
                          for y in range(image.height()))
        total = image.width() * image.height()
        assert len([c for c, n in colours.items() if n > total * 0.01]) >= 5, site
        assert colours.most_common(1)[0][1] < total * 0.6, site


def _coarse(colour: QColor) -> tuple[int, int, int]:
    return colour.red() // 32, colour.green() // 32, colour.blue() // 32


def test_a_picture_stays_inside_its_place(qtbot):
    """A picture drawn into the middle of a card never spills over the strip or the
    highlight, whatever its shapes reach for."""
    image = QImage(180, 300, QImage.Format.Format_RGB32)
    for site in PICTURES:
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_site(painter, site, QRectF(0, 100, 180, 106))
        painter.end()
        for x in range(0, 180, 3):
            assert image.pixelColor(x, 99) == QColor("white"), site
            assert image.pixelColor(x, 207) == QColor("white"), site

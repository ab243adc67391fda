"""Tokaido's pictures (issue 23 §1): every traveller, dish, souvenir, amulet, calligraphy and
legendary object of the game's data has a picture file of its own that parses and paints, no two
are the same drawing, the committed files are what the generator draws, the choosers and the
traveller cards show each card by its own picture, and a panorama shows as the landscape of the
parts collected."""

from __future__ import annotations

import hashlib
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from tabibito.games.tokaido import rules
from tabibito.games.tokaido.data import PANORAMA_PARTS, load_data
from tabibito.ui.score_sheet import ScoreTable, categories
from tabibito.ui.tokaido import PLUGIN, art
from tabibito.ui.tokaido.decisions_now import decision_spec
from tabibito.ui.tokaido.landscape import (
    landscape_size,
    landscapes_pixmap,
    paint_landscape,
    part_rect,
)
from tabibito.ui.tokaido.plugin import SHEET_LANDSCAPE
from tests.ui.test_tokaido_art import painted_pixels
from tests.ui.test_tokaido_journeys import (
    CROSSROADS,
    NAMES,
    cards_for,
    new_match,
    play_until,
)
from tests.ui.test_tokaido_journeys import table as table  # noqa: F401 - the fixture
from tests.ui.test_tokaido_previews import aiko_decisions

SVG = "{http://www.w3.org/2000/svg}"
TOOLS = Path(__file__).resolve().parents[2] / "packaging" / "tools"
DATA = load_data()
CARDS = {
    "traveller": [t.id for t in DATA.travellers],
    "dish": sorted({m.dish for m in DATA.meals}),
    "souvenir": [s.id for s in DATA.souvenirs],
    "legendary": [o.id for o in DATA.crossroads.legendary_objects],
    "calligraphy": list(DATA.crossroads.calligraphies),
}
# Every card's picture: the generated ones by kind and id, and the amulets' own icons.
PICTURES = [art.picture(kind, card) for kind, cards in CARDS.items() for card in cards] + list(
    DATA.crossroads.amulets)
PARTS = [art.panorama_part(name, part) for name, parts in PANORAMA_PARTS.items()
         for part in range(1, parts + 1)]


def test_the_data_has_every_card_the_rules_count():
    assert [len(CARDS[kind]) for kind in CARDS] == [16, 14, 24, 6, 6]
    assert len(PICTURES) == 72 and len(PARTS) == 12


@pytest.mark.parametrize("name", PICTURES + PARTS)
def test_each_card_has_a_picture_that_parses_and_paints(qapp, name):
    path = Path(art.icon_path(name))
    assert path.is_file(), path
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == ("0 0 32 48" if name.startswith("panorama_") else "0 0 64 64")
    assert root.find(f".//{SVG}text") is None, "no words in pictures: the UI is translated"
    assert root.find(f".//{SVG}image") is None, "drawn here, no embedded outside art"
    small = art.icon_pixmap(name, 24)
    assert painted_pixels(small.toImage()) > 24 * 24 // 6


def test_no_two_pictures_are_the_same_drawing():
    everything = PICTURES + PARTS + list(art.ICON_NAMES)
    digests = {hashlib.sha256(Path(art.icon_path(name)).read_bytes()).hexdigest(): name
               for name in everything}
    assert len(digests) == len(set(everything))


def test_no_two_pictures_look_the_same_at_the_choosers_size(qapp):
    """Told apart where they are used (a 24 px icon), not only by their bytes."""
    looks = {bytes(art.icon_pixmap(name, 24).toImage().constBits()): name for name in PICTURES}
    assert len(looks) == len(PICTURES)


def test_the_committed_pictures_are_the_generators_drawings(monkeypatch):
    monkeypatch.syspath_prepend(str(TOOLS))
    import make_tokaido_art
    from tokaido_art_things import things

    drawn = {f"traveller_{name}": text for name, text in make_tokaido_art.travellers().items()}
    drawn |= things()
    assert set(drawn) == set(PICTURES + PARTS) - set(DATA.crossroads.amulets)
    for name, text in drawn.items():
        assert Path(art.icon_path(name)).read_text(encoding="utf-8") == text, name
    sys.modules.pop("make_tokaido_art", None)
    sys.modules.pop("tokaido_art_things", None)


def paint(panorama: str, taken: int, height: int = 48) -> tuple[QImage, QRectF]:
    size = landscape_size(panorama, height)
    image = QImage(round(size.width()) + 4, height + 4, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    rect = QRectF(2, 2, size.width(), size.height())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_landscape(painter, rect, panorama, taken)
    painter.end()
    return image, rect


def inner_alpha(image: QImage, slot: QRectF) -> float:
    """The mean opacity inside a part's slot, its frame left out."""
    inner = slot.adjusted(3, 3, -3, -3)
    alphas = [image.pixelColor(x, y).alpha()
              for y in range(round(inner.top()), round(inner.bottom()))
              for x in range(round(inner.left()), round(inner.right()))]
    return sum(alphas) / len(alphas)


@pytest.mark.parametrize("panorama", list(PANORAMA_PARTS))
def test_the_landscape_shows_the_parts_collected(qapp, panorama):
    parts = PANORAMA_PARTS[panorama]
    for taken in range(parts + 1):
        image, rect = paint(panorama, taken)
        for index in range(parts):
            alpha = inner_alpha(image, part_rect(rect, panorama, index))
            if index < taken:
                assert alpha > 250, (panorama, taken, index)  # the part in its colours
            else:
                assert 20 < alpha < 90, (panorama, taken, index)  # a ghost of the view


def test_a_missing_part_picture_leaves_the_landscape_harmless(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(art, "icon_path", lambda name: str(tmp_path / f"{name}.svg"))
    monkeypatch.setattr(art, "_renderers", {})
    image, rect = paint("sea", 2)  # no pictures at all: only the ghosts' dashed frames
    assert inner_alpha(image, part_rect(rect, "sea", 0)) == 0


def expected_picture(kind: str, card: str, cards) -> str:
    """A tile's picture: a meal card shows its dish, an amulet its own icon."""
    if kind == "dish":
        return art.picture("dish", cards.dish[card])
    return card if kind == "amulet" else art.picture(kind, card)


def test_the_choosers_show_each_card_by_its_picture(qtbot):
    """Through a Crossroads game, every card tile of a chooser carries its own picture."""
    kinds = {rules.CHOOSE_TRAVELLER: "traveller", rules.BUY_SOUVENIR: "souvenir",
             rules.BUY_MEAL: "dish", rules.BUY_LEGENDARY: "legendary",
             rules.BUY_CALLIGRAPHY: "calligraphy", rules.BUY_AMULET: "amulet"}
    seen: set[str] = set()
    for controller in aiko_decisions(3, 12, {"crossroads": True}):
        spec = decision_spec(controller)
        road = [tile for tile in spec.tiles if tile.key == "road"]
        if road:  # on the road: the mover's portrait
            traveller = controller.state().journeys[0].traveller
            assert road[0].icon == art.picture("traveller", traveller)
            seen.add("road")
        kind = kinds.get(spec.kind)
        if kind is None:
            continue
        cards = controller.state().rules.cards
        for tile in spec.tiles:
            assert tile.icon == expected_picture(kind, tile.key, cards), (spec.kind, tile.key)
            assert Path(art.icon_path(tile.icon)).is_file()
        seen.add(kind)
    assert {"traveller", "souvenir", "dish", "road"} <= seen


def test_the_traveller_card_shows_the_portrait_landscape_and_objects(qtbot, table):
    match = new_match(3, seed=5, options=CROSSROADS)
    controller = table(match)

    def far_enough(state) -> bool:
        journey = state.journeys[0]
        return any(journey.panoramas) and bool(journey.legendary or journey.calligraphies)

    play_until(match, far_enough, limit=4000)
    cards = cards_for(qtbot, controller)
    for seat, card in enumerate(cards):
        card.refresh()
        journey = match.state.journeys[seat]
        assert card.portrait.picture == art.picture("traveller", journey.traveller)
        assert [track.taken for track in card.panoramas] == journey.panoramas
    own = cards[0]
    journey = match.state.journeys[0]
    shown = [g.icon for g in own.legendary.glyphs + own.calligraphies.glyphs
             if g.icon not in ("legendary", "calligraphy")]
    assert shown == ([art.picture("legendary", o) for o in journey.legendary]
                     + [art.picture("calligraphy", c) for c in journey.calligraphies])


def test_the_final_scores_show_the_landscapes_assembled(qtbot, table):
    match = new_match(3, seed=4)
    controller = table(match)
    play_until(match, lambda state: state.is_over(), limit=6000)
    view = controller.view()
    sheet = ScoreTable()
    qtbot.addWidget(sheet)
    sheet.show_scores(view.scores(), list(NAMES[:3]), PLUGIN, view)
    keys = categories(sheet._columns)
    row = keys.index("panoramas")
    for index, column in enumerate(sheet._columns):
        taken = view.journeys[column.seat].panoramas
        picture = sheet.item(row, index).data(Qt.ItemDataRole.DecorationRole)
        if not any(taken):
            assert picture is None
            continue
        assert isinstance(picture, QPixmap)
        begun = [name for name, parts in zip(PANORAMA_PARTS, taken, strict=True) if parts]
        width = sum(landscape_size(name, SHEET_LANDSCAPE).width() for name in begun)
        assert picture.deviceIndependentSize().width() >= width  # each begun panorama, whole
        assert sheet.item(row + 1, index).data(Qt.ItemDataRole.DecorationRole) is None


def test_the_sheets_picture_is_the_landscape_of_the_parts_taken(qapp):
    none = landscapes_pixmap([0, 0, 0], SHEET_LANDSCAPE)
    sea_only = landscapes_pixmap([0, 0, 2], SHEET_LANDSCAPE)
    all_three = landscapes_pixmap([1, 4, 5], SHEET_LANDSCAPE)
    assert none is None and sea_only is not None and all_three is not None
    assert sea_only.width() < all_three.width()
    image = sea_only.toImage()
    rect = QRectF(1, 1, landscape_size("sea", SHEET_LANDSCAPE).width(), SHEET_LANDSCAPE)
    assert inner_alpha(image, part_rect(rect, "sea", 1)) > 250
    assert inner_alpha(image, part_rect(rect, "sea", 2)) < 90

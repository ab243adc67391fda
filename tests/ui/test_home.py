"""The home screen: a tile per game, tiles that fit the window, and a "Continue" card that never
clips its words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint

from tabibito.engine import Seat
from tabibito.games import REGISTRY
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugins import ui_plugins
from tests.ui.play import settle

LONG_DETAIL = ("Next Station: Tokyo with Aiko, Bence, Yuki and Kenji-Alexander von Hohenberg, "
               "saved 12/1/26 7:27 AM")


@pytest.fixture
def window(qtbot) -> MainWindow:
    window = MainWindow(REGISTRY, ui_plugins(), settings=Settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_every_registered_game_has_a_tile(qtbot, window):
    home = window.home
    assert list(home.tiles) == list(REGISTRY.ids())
    assert [tile.title.text() for tile in home.tiles.values()] == [
        plugin.title() for plugin in ui_plugins().values()]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("resume", [False, True])
def test_three_tiles_side_by_side_fit_without_scrolling(qtbot, window, size, resume):
    window.home.show_resume(LONG_DETAIL if resume else None)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().height() == size[1])
    home = window.home
    settle(qtbot)
    tiles = list(home.tiles.values())
    tops = {tile.geometry().top() for tile in tiles}
    assert max(tops) - min(tops) <= 4  # one row
    for tile in tiles:
        assert tile.isVisible()
        assert home.rect().contains(tile.geometry())  # nothing below the fold
        footer = tile.players.mapTo(home, QPoint(0, tile.players.height()))
        assert footer.y() <= home.height()
        assert tile.art.height() >= 90
    assert tiles[0].geometry().right() < tiles[1].geometry().left()


def test_the_tiles_grow_with_the_window(qtbot, window):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    small = window.home.tiles["nextstation"].width()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    assert window.home.tiles["nextstation"].width() > small * 1.5


def test_the_continue_card_wraps_its_detail_instead_of_clipping_it(qtbot, window):
    window.resize(1024, 700)
    window.home.show_resume(LONG_DETAIL)
    qtbot.waitUntil(lambda: window.width() == 1024)
    settle(qtbot)
    card = window.home.resume_card
    detail = card.detail
    assert detail.height() >= detail.heightForWidth(detail.width())
    assert detail.heightForWidth(detail.width()) > detail.fontMetrics().height()  # it wraps
    bottom = detail.mapTo(card, QPoint(0, detail.height())).y()
    assert bottom <= card.height()
    heading = card._heading.mapTo(card, QPoint(0, card._heading.height())).y()
    assert heading <= detail.mapTo(card, QPoint(0, 0)).y()  # no overlap with the heading


@pytest.mark.parametrize("size", [(1024, 700), (1008, 660)])  # 1008×660: a 1024×700 screen's window
@pytest.mark.parametrize("language", ["de", "hu", "ja", "pl"])
def test_every_tile_is_as_tall_as_its_words_in_a_long_language(qtbot, language, size):
    """At 1024×700 a German or Hungarian tagline wraps once more than an English one, and a
    Hungarian motto takes a second line in the header: each tile still gets the height its
    words need, its title under its picture and its footer inside."""
    window = MainWindow(REGISTRY, settings=Settings())
    qtbot.addWidget(window)
    window.languages.set_language(language)
    try:
        window.resize(*size)
        window.show()
        qtbot.waitUntil(lambda: window.width() == size[0])
        # The tallest home: a game to continue (left for home, as Esc leaves it).
        assert window.start_match("nextstation", {}, [Seat("Aiko")], seed=1)
        window.back()
        settle(qtbot)
        assert window.home.resume_card.isVisible()
        home = window.home
        assert window.home.tiles["tokaido"].play.text() != "Play"  # the language is on
        for tile in list(home.tiles.values()):
            assert tile.height() >= tile.heightForWidth(tile.width()), tile.game_id
            art_bottom = tile.art.geometry().bottom()
            assert tile.title.geometry().top() > art_bottom, tile.game_id
            assert tile.title.height() >= tile.title.heightForWidth(tile.title.width())
            assert tile.tagline.height() >= tile.tagline.heightForWidth(tile.tagline.width())
            assert tile.players.geometry().bottom() < tile.height()
    finally:
        window.languages.set_language("en")


def test_a_drawing_gives_its_size_from_its_first_line_or_leaves_it_to_the_renderer(tmp_path):
    from tabibito.ui.home import drawing_size

    def drawn(head: str):
        path = tmp_path / "tile.svg"
        path.write_text(head + '<rect width="10" height="10"/></svg>', encoding="utf-8")
        size = drawing_size(str(path))
        return None if size is None else (size.width(), size.height())

    assert drawn('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" '
                 'width="400" height="260">') == (400, 260)
    assert drawn('<?xml version="1.0"?>\n<svg width="300px" height="200px">') == (300, 200)
    # Sizes in other units, or none at all, are the renderer's to work out.
    assert drawn('<svg width="10cm" height="5cm">') is None
    assert drawn('<svg width="100%" height="100%">') is None
    assert drawn('<svg viewBox="0 0 400 260">') is None
    assert drawing_size(str(tmp_path / "missing.svg")) is None


def test_a_new_language_relabels_the_home_screen_and_the_menus_at_once(qtbot, window):
    """The first frame's widgets (the window, the home screen, its tiles) are relabelled by the
    language manager's switch itself, not by Qt's LanguageChange events (kit/relabel.py:
    RelabelledOnSwitch): their words change before the event loop runs again, whichever
    manager switched."""
    from tabibito.ui.kit.i18n import LanguageManager

    tile = window.home.tiles["tokaido"]
    english = (tile.play.text(), tile.title.text(), window.menus["file"].title())
    other = LanguageManager()
    other.set_language("ja")
    japanese = (tile.play.text(), tile.title.text(), window.menus["file"].title())
    for translator in other._installed:
        QCoreApplication.removeTranslator(translator)
    window.languages.set_language("en")
    assert japanese == ("プレイ", "東海道", "ファイル(&F)")
    assert (tile.play.text(), tile.title.text(), window.menus["file"].title()) == english

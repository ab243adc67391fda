"""Tokaido's choosers read whole (issue 22 §2, review points 1 and 11): the amulets, calligraphies
and legendary objects to buy and the traveller tiles are a list, one row per card with its whole
effect from the catalogue and its worth (the rules' preview now, a calligraphy's end points as the
journey stands), never a cut word, in all five languages and at 1024 × 700, 1280 × 820 and
1920 × 1080; a list longer than the hero opens over the board, whole; a card grid that would cut
a word ("Not enou coins") turns into a list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QFont

from tabibito.engine import Match
from tabibito.games.tokaido import insights, offers, rules
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.tokaido import texts
from tabibito.ui.tokaido.decisions_crossroads import WORDS
from tabibito.ui.tokaido.decisions_spec import DecisionSpec
from tabibito.ui.tokaido.decisions_tiles import TileSpec, face_cut, row_height
from tests.ui import test_tokaido_panel as panel_tests
from tests.ui.play import all_games_window, settle
from tests.ui.test_tokaido_panel import (
    attach,
    can,
    deciding,
    find,
    hero,
    new_match,
    screen_in_a_window,
    steer,
)

screen = panel_tests.screen  # the game screen at 1024 × 700, and no double-click guard
no_double_click_guard = panel_tests.no_double_click_guard

SIZES = ((1024, 700), (1280, 820), (1920, 1080))
LANGUAGES = ("en", "de", "ja", "hu", "pl")
CHOOSERS = {rules.BUY_LEGENDARY: "village", rules.BUY_AMULET: "temple",
            rules.BUY_CALLIGRAPHY: "encounter"}
_MATCHES: dict[str, Match] = {}


def chooser_match(kind: str) -> Match:
    """A four-player Crossroads match where Aiko chooses from the whole supply of ``kind``."""
    if kind not in _MATCHES:
        full = {rules.BUY_LEGENDARY: "objects", rules.BUY_AMULET: "amulets",
                rules.BUY_CALLIGRAPHY: "calligraphies"}[kind]
        _MATCHES[kind] = find(
            deciding(kind, lambda m: len(m.state.prompt(0).params[full]) == 6),
            steer(stops=(CHOOSERS[kind],), effect="crossroads"), players=4, crossroads=True)
    return _MATCHES[kind]


def catalogue_text(kind: str, card: str, view) -> str:
    if kind == rules.BUY_LEGENDARY:
        return texts.legendary_effect(card, view.rules.data.crossroads)
    if kind == rules.BUY_AMULET:
        return texts.amulet_effect(card)
    if kind == rules.BUY_CALLIGRAPHY:
        return texts.calligraphy_effect(card)
    return texts.traveller_ability(card)


def in_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.fixture
def language():
    manager = LanguageManager()
    yield manager.set_language
    manager.set_language("en")


def check_whole(qtbot, screen, kind: str) -> None:
    """Every card of the decision in a row of its own, its name and whole effect, nothing cut,
    every row inside the window and the list without a scroll bar."""
    settle(qtbot)
    top = hero(screen)
    view = screen.controller.view()
    tiles = top.grid.visible_tiles()
    assert len(tiles) == (2 if kind == rules.CHOOSE_TRAVELLER else 6)
    for tile in tiles:
        assert tile.row and not tile.is_cut(), tile.spec.title
        assert tile.spec.note == catalogue_text(kind, tile.spec.key, view)
        needed = row_height(tile.spec, tile.font(), tile.width() - 4)
        assert tile.height() >= needed  # the row holds every line of its words
        assert screen.rect().contains(in_window(tile, screen)), tile.spec.title
    assert top.scroller.verticalScrollBar().maximum() == 0  # all of it in sight at once


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kind", list(CHOOSERS))
def test_the_crossroads_choosers_show_every_card_whole(qtbot, screen, language, kind, size):
    screen.resize(*size)
    attach(qtbot, screen, chooser_match(kind))
    for code in LANGUAGES:
        language(code)
        check_whole(qtbot, screen, kind)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_traveller_tiles_show_the_whole_ability(qtbot, screen, language, size):
    screen.resize(*size)
    attach(qtbot, screen, new_match(3, 4, crossroads=True))
    for code in LANGUAGES:
        language(code)
        check_whole(qtbot, screen, rules.CHOOSE_TRAVELLER)


def check_in_window(qtbot, window, screen, count: int) -> None:
    """Every tile of the decision whole and inside the window, with nothing to scroll."""
    settle(qtbot)
    top = hero(screen)
    tiles = top.grid.visible_tiles()
    assert len(tiles) == count
    for tile in tiles:
        assert not tile.is_cut(), tile.spec.title
        if tile.row:
            assert tile.height() >= row_height(tile.spec, tile.font(), tile.width() - 4)
        assert window.rect().contains(in_window(tile, window)), tile.spec.title
    assert top.scroller.verticalScrollBar().maximum() == 0, "the list scrolls"


@pytest.mark.parametrize("kind", [*CHOOSERS, rules.CHOOSE_TRAVELLER])
def test_no_chooser_scrolls_in_a_1024_by_700_window(qtbot, language, kind):
    """The game screen of a real 1024 × 700 window (670 px under the menus): the Japanese
    calligraphies' last row went out of sight, the rows narrowed by a scroll bar that stayed."""
    window, screen = screen_in_a_window(qtbot)
    match = new_match(3, 4, crossroads=True) if kind == rules.CHOOSE_TRAVELLER \
        else chooser_match(kind)
    attach(qtbot, screen, match)
    for code in LANGUAGES:
        language(code)
        check_in_window(qtbot, window, screen, 2 if kind == rules.CHOOSE_TRAVELLER else 6)
    screen.detach()


def test_a_list_that_fits_again_drops_its_scroll_bar(qtbot, language):
    """A window made short then tall again: the calligraphies fit once more and show no scroll
    bar (one that stayed narrowed the rows, wrapped them further and kept itself, the Japanese
    calligraphies' last row out of sight at 1024 × 700)."""
    window, screen = screen_in_a_window(qtbot)
    attach(qtbot, screen, chooser_match(rules.BUY_CALLIGRAPHY))
    for code in LANGUAGES:
        language(code)
        window.resize(1024, 380)
        screen.setGeometry(0, 0, 1024, 380)
        settle(qtbot)
        assert hero(screen).scroller.verticalScrollBar().maximum() > 0  # too short for them
        window.resize(1024, 670)
        screen.setGeometry(0, 0, 1024, 670)
        check_in_window(qtbot, window, screen, 6)
    screen.detach()


def test_four_players_meals_are_chosen_without_scrolling(qtbot, language):
    """Four players at 1024 × 700 leave the hero too little room for five meals as cards: they
    open as a list over the board, every meal whole and in sight (they scrolled in the hero)."""
    window, screen = screen_in_a_window(qtbot)

    def five_meals(match: Match) -> bool:  # the first of four to reach an inn sees five
        return can("eat")(match) and len(match.state.prompt(0).params["meals"]) == 5

    match = find(deciding(rules.BUY_MEAL, five_meals), steer(), players=4,
                 crossroads=True)
    attach(qtbot, screen, match)
    meals = len(match.state.prompt(0).params["meals"])
    assert meals == 5
    for code in LANGUAGES:
        language(code)
        check_in_window(qtbot, window, screen, meals)
        assert hero(screen).sheet.out
    # Their room in the hero points to the list (it was an empty band).
    pointer = hero(screen).sheet.placeholder
    assert pointer.isVisible() and pointer.height() >= 16
    image = pointer.grab().toImage()
    middle, corner = image.pixelColor(image.width() // 2, image.height() // 2), image.pixelColor(1, 1)
    assert middle != corner
    screen.detach()


def test_a_lesson_rings_a_card_in_the_list_over_the_board(qtbot):
    """The Crossroads lesson's ring around Murasame stood below the list, on the board: the
    sheet is the window's child, not the game screen's."""
    from tabibito.ui.tutorial.overlay import target_on_screen

    window, screen = screen_in_a_window(qtbot)
    attach(qtbot, screen, chooser_match(rules.BUY_CALLIGRAPHY))
    top = hero(screen)
    assert top.sheet.out
    tile = top.grid.visible_tiles()[-1]
    ring = target_on_screen(screen, f"tile:{tile.spec.key}")
    assert ring == QRect(screen.mapFromGlobal(tile.mapToGlobal(QPoint(0, 0))), tile.size())
    assert in_window(tile, window).topLeft() == screen.mapTo(window, ring.topLeft())
    screen.detach()


def test_a_long_list_opens_beside_the_hero_over_the_board(qtbot, screen):
    attach(qtbot, screen, chooser_match(rules.BUY_CALLIGRAPHY))
    settle(qtbot)
    top = hero(screen)
    assert top.sheet.out and top.scroller.parentWidget() is screen
    sheet, column = in_window(top.scroller, screen), in_window(top, screen)
    assert sheet.right() < column.left() and sheet.top() == column.top()
    assert top.title.isVisible()  # the decision stays in the hero


def test_the_list_goes_back_into_the_hero_when_the_decision_is_taken(qtbot, screen):
    match = find(deciding(rules.BUY_AMULET), steer(stops=("temple",), effect="crossroads"),
                 players=4, crossroads=True)  # its own: the click plays on
    controller = attach(qtbot, screen, match)
    top = hero(screen)
    assert top.sheet.out
    tile = next(t for t in top.grid.visible_tiles() if t.isEnabled())
    tile.click()
    qtbot.waitUntil(lambda: not controller.busy)
    settle(qtbot)
    assert not top.sheet.out and top.scroller.parentWidget() is not screen
    assert top.isAncestorOf(top.scroller)


def test_the_calligraphies_say_what_the_rules_count_at_the_end(qtbot, screen):
    """Each calligraphy's worth in words is ``offers.calligraphy_worth`` of Aiko's view: none for
    Patience (the arrival order is not known yet)."""
    attach(qtbot, screen, chooser_match(rules.BUY_CALLIGRAPHY))
    view = screen.controller.view()
    for tile in hero(screen).grid.visible_tiles():
        worth = offers.calligraphy_worth(view, 0, tile.spec.key)
        expected = "" if worth is None else WORDS.worth_at_end(worth)
        assert tile.spec.worth == expected
        assert (tile.spec.key == "patience") == (worth is None)


def test_the_legendary_objects_say_what_the_rules_score_now(qtbot, screen):
    attach(qtbot, screen, chooser_match(rules.BUY_LEGENDARY))
    view = screen.controller.view()
    for tile in hero(screen).grid.visible_tiles():
        action = next(iter(tile.spec.actions.values()), None)
        if action is None:  # too dear: nothing to preview, the reason says why
            assert tile.spec.reason and not tile.spec.worth
            continue
        gain = insights.gain_now(view, 0, action)
        assert tile.spec.worth == WORDS.worth_now(gain.points)


def test_a_card_grid_that_would_cut_a_word_is_a_list(qtbot, screen):
    """The review's "Not enou coins": a compact card too narrow for "enough" is cut; the hero
    then shows its tiles as rows, where every word is whole."""
    font = QFont()
    narrow = TileSpec("ema", "legendary", "Ema", "Counts as a souvenir", price=2,
                      reason="Not enough coins")
    assert face_cut(QRectF(0, 0, 104, 60), narrow, font)
    assert not face_cut(QRectF(0, 0, 400, row_height(narrow, font, 400)), narrow, font, row=True)
    attach(qtbot, screen, chooser_match(rules.BUY_LEGENDARY))
    top = hero(screen)
    top.show_spec(DecisionSpec("test", "Ema", 0, True, tiles=[narrow] * 6))  # cards asked for
    settle(qtbot)
    # Six rows are longer than four players' hero: they open over the board, whole (they
    # stayed in the hero and scrolled before; issue 22, the meals at 1024 × 700).
    assert top.sheet.out and top.scroller.verticalScrollBar().maximum() == 0
    assert all(tile.row and not tile.is_cut() for tile in top.grid.visible_tiles())


def test_a_low_card_whose_price_falls_below_its_edge_is_cut(qapp):
    """At 1024 × 700 with four players the meals' cards are one line high: a name too long for
    its price and points beside it pushes them under the name, off the card ("Nigirimeshi" with
    no price); that is cut, so the hero lists the meals instead."""
    font = QFont()
    meal = TileSpec("nigirimeshi", "meal", "Nigirimeshi", price=1, points=6)
    assert face_cut(QRectF(0, 0, 130, 26), meal, font)
    assert not face_cut(QRectF(0, 0, 130, 60), meal, font)
    assert not face_cut(QRectF(0, 0, 400, 26), meal, font)  # all on the name's line
    assert not face_cut(QRectF(0, 0, 400, row_height(meal, font, 400)), meal, font, row=True)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 820)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_game_shown_at_a_chooser_puts_the_list_beside_the_hero_not_on_it(qtbot, size):
    """A game opened (or resumed) at a Crossroads chooser: the main window lays its side
    column out after the list went out to the sheet, and the hero moves with it; the sheet
    follows, so it covers none of the hero's words (at 1920 × 1080 it stood 160 px over the
    hero's title, the bar's hint and its main button)."""
    window = all_games_window(qtbot, size)
    window.attach(chooser_match(rules.BUY_LEGENDARY), save_path=None)
    qtbot.waitUntil(lambda: not window.controller.busy)
    settle(qtbot)
    top = window.game_screen.hero
    assert top.sheet.out
    sheet, column = in_window(top.scroller, window), in_window(top, window)
    assert sheet.right() < column.left(), (sheet, column)
    assert sheet.top() == column.top()


@pytest.mark.parametrize("kind", list(CHOOSERS))
def test_the_choosers_title_reads_whole_beside_the_purse_at_1024(qtbot, screen, language, kind):
    """The hero's title over a Crossroads chooser ("Legendary objects") reads whole beside the
    purse in a 1024 × 700 window, in the five languages (the German "Legendäre Gegenstände"
    ended in "Gegenstän…")."""
    attach(qtbot, screen, chooser_match(kind))
    for code in LANGUAGES:
        language(code)
        settle(qtbot)
        title = hero(screen).title
        assert title.text() == title.full_text(), (code, title.text())


def test_a_bubble_over_the_table_stays_over_the_list(qtbot):
    """The list comes out over the board under what floats over the table: in the Crossroads
    lesson (step 14 at 1280 × 800) the list came out over the lesson's bubble, which already
    stood there, and hid its words but for its buttons. The list now floats in the game screen
    and leaves a bubble, ring or cover above it, whichever came first."""
    window = all_games_window(qtbot, (1280, 800))
    window.attach(chooser_match(rules.BUY_CALLIGRAPHY), save_path=None)
    qtbot.waitUntil(lambda: not window.controller.busy)
    settle(qtbot)
    screen = window.game_screen
    top = screen.hero
    assert top.sheet.out
    bubble = screen.hints.bubble  # a bubble over the table, where the list stands
    bubble.resize(300, 120)
    bubble.move(screen.mapFrom(window, in_window(top.scroller, window).center()))
    bubble.show()
    window.resize(1281, 800)  # the list is placed again, after the bubble came
    settle(qtbot)
    middle = in_window(bubble, window).center()
    topmost = window.childAt(middle)
    assert topmost is bubble or bubble.isAncestorOf(topmost), topmost

"""Next Station's shared objectives lie as cards beside the map (issue 7 point 1): at 1024×700 the
side column has no room left for them with four players, so they are on the board, fully in view
at 1024×700 and 1920×1080 for one to four players, in every language, with the app's own look
(its fonts and style sheet, as the real window shows them), and the map is no smaller for them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QFontMetricsF

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.cards import OBJECTIVES
from tabibito.ui.app import app_font, load_fonts
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit import style
from tabibito.ui.kit.i18n import LANGUAGES, LanguageManager
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.nextstation import PLUGIN, texts
from tabibito.ui.nextstation.objectives import (
    CARD_PADDING,
    COLUMN_GAP,
    COLUMN_WIDTH,
    ObjectiveCard,
    text_font,
    unbreakable_words,
)

PLAYERS = [Seat("Aiko"), Seat("Bence"), Seat("Csilla"), Seat("Yuki", "easy")]
# The two objectives with the longest texts: they wrap over the most lines.
LONG = ["interchanges", "all_districts"]
SMALL, LARGE = (1024, 700), (1920, 1080)
_fonts: list[str] = []


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


@pytest.fixture
def app_look(qapp):
    """The fonts and the style sheet of the real app (the tests' bare look is smaller, and
    everything fitted in it), put back afterwards for the other tests."""
    before = (qapp.styleSheet(), qapp.palette(), qapp.font(), qapp.style().name())
    if not _fonts:
        _fonts.extend(load_fonts() or ["none"])
    qapp.setFont(app_font(qapp.font()))
    style.apply_style(qapp)
    yield
    sheet, palette, font, base = before
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)
    qapp.setStyle(base)


def open_window(qtbot, settings, size) -> MainWindow:
    window = MainWindow(REGISTRY, {PLUGIN.game_id: PLUGIN}, settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.width() == size[0])
    return window


def start(qtbot, window, seats, objectives=True, setup=None):
    match = Match(REGISTRY.get("nextstation"), {"effects": True, "objectives": objectives},
                  seats, 11, setup=setup, hold_resolution=True)
    window.attach(match, save_path=None)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    qtbot.wait(50)  # the layouts take in the new board and panel
    return controller


def step(qtbot, controller) -> None:
    """One decision of the first seat (the middle legal section, else pass), then the next
    card."""
    if controller.resolution_held():
        controller.resolve()
    elif 0 in controller.match.human_to_act():
        legal = controller.state().legal_actions(0)
        draws = [action for action in legal if action.kind == "draw"]
        assert controller.submit(0, draws[len(draws) // 2] if draws else next(
            action for action in legal if action.kind in ("pass", "stop")))
    qtbot.waitUntil(lambda: not controller.busy)


def on_screen(card: ObjectiveCard, window: MainWindow) -> bool:
    """Whether the whole card shows in the board's view, and the view inside the window."""
    view = window.game_screen.board
    shown = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    in_window = QRect(view.viewport().mapTo(window, QPoint(0, 0)), view.viewport().size())
    return (card.isVisible() and view.viewport().rect().contains(shown)
            and window.rect().contains(in_window))


def cards(window: MainWindow) -> list[ObjectiveCard]:
    return window.game_screen.scene.objective_cards()


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x700", "1920x1080"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_objectives_are_in_view_in_the_real_look(qtbot, settings, app_look, size, players):
    window = open_window(qtbot, settings, size)
    controller = start(qtbot, window, PLAYERS[:players], setup={"objectives": LONG})
    assert [card.key for card in cards(window)] == LONG
    for _ in range(6):  # a few cards in: lines drawn, the hint changed
        assert all(on_screen(card, window) for card in cards(window))
        step(qtbot, controller)
    assert all(on_screen(card, window) for card in cards(window))


def test_at_1024x700_the_side_column_could_not_have_held_them(qtbot, settings, app_look):
    """Why they are on the board: with four players the scroll view of the side column is not
    as tall as the score sheet and the two cards together."""
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, PLAYERS, setup={"objectives": LONG})
    room = window.game_screen.side_scroll.viewport().height()
    side = window.game_screen.panel
    view = window.game_screen.board
    needed = side.sheet.height() + sum(
        view.mapFromScene(card.sceneBoundingRect()).boundingRect().height()
        for card in cards(window))
    assert needed > room


def test_the_map_is_no_smaller_for_the_cards_beside_it(qtbot, settings, app_look):
    scales = []
    for objectives in (False, True):
        window = open_window(qtbot, settings, SMALL)
        start(qtbot, window, PLAYERS, objectives=objectives)
        scales.append(window.game_screen.board.transform().m11())
        assert len(cards(window)) == (2 if objectives else 0)
    assert scales[1] >= scales[0] * 0.99


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_language_fits_its_cards_beside_the_map(qtbot, settings, language):
    languages = LanguageManager()
    languages.set_language(language)
    try:
        window = open_window(qtbot, settings, SMALL)
        start(qtbot, window, PLAYERS, setup={"objectives": LONG})
        scene = window.game_screen.scene
        column = scene.objectives
        assert column.heading.text == texts.option_label("objectives")
        assert column.bottom() < scene.sceneRect().bottom()  # inside the board, under the heading
        for card in cards(window):
            assert card.text == texts.objective_text(card.key)
            assert card.y() >= column.heading.y() + column.heading.height
        assert all(on_screen(card, window) for card in cards(window))
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_word_of_an_objective_overflows_its_card(qtbot, language):
    """Word wrap never breaks a word: a long one ("Touristenstempel") makes the text smaller."""
    languages = LanguageManager()
    languages.set_language(language)
    try:
        card = ObjectiveCard("all_stamps", COLUMN_WIDTH - COLUMN_GAP)
        inner = card.width - 2 * CARD_PADDING
        for objective in OBJECTIVES:
            text = texts.objective_text(objective)
            metrics = QFontMetricsF(text_font(text, inner))
            words = unbreakable_words(text) or [""]
            assert max(metrics.horizontalAdvance(word) for word in words) <= inner, text
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


def test_a_card_says_what_it_asks_and_is_marked_met_for_the_sheet_shown(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    # Seed 35, drawing the middle section each time, meets the green loop in round 3.
    match = Match(REGISTRY.get("nextstation"), {"objectives": True},
                  [Seat("Aiko"), Seat("Yuki", "easy")], 35,
                  setup={"objectives": ["all_districts", "green_loop"]}, hold_resolution=True)
    window.attach(match, save_path=None)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy)
    loop = cards(window)[1]
    assert loop.key == "green_loop" and not loop.met
    assert loop.text == texts.objective_text("green_loop")
    assert not any(glyph in loop.text for glyph in "○✔")  # drawn marks, not glyphs to click
    assert texts.objectives_title() in loop.toolTip()
    while not scoring.achieved_objectives(controller.state().map,
                                          controller.state().sheet(0).lines_in_order(),
                                          ("green_loop",)):
        assert not controller.match.is_over()
        step(qtbot, controller)
    assert loop.met and not cards(window)[0].met
    window.game_screen.panel.focus.choose(1)  # the other player's sheet: their own marks
    met_by_yuki = "green_loop" in scoring.achieved_objectives(
        controller.state().map, controller.state().sheet(1).lines_in_order(), ("green_loop",))
    assert loop.met == met_by_yuki
    assert window.game_screen.panel.category_formula["objectives"].text().endswith("/ 2")


def test_without_the_module_the_board_has_no_cards_and_no_column(qtbot, settings):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, PLAYERS[:1], objectives=False)
    scene = window.game_screen.scene
    assert scene.objectives is None and cards(window) == []
    width, _height = scene.map.size
    assert scene.sceneRect().right() < (width + 0.5) * 100  # no room kept beside the map


"""The rules inside the app: the document format, the viewer and every way to reach it.

The documents here are small ones of the tests' own, in a temporary folder; the real ones are
checked by test_rules_documents.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QCursor, QImage, QTextDocument
from PySide6.QtWidgets import QGraphicsRectItem, QScrollBar, QWidget

from tabibito.engine import Registry, Scores
from tabibito.ui.home import HomeScreen
from tabibito.ui.kit import rules_links
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import RULES_SECTION_PROPERTY, RULES_SECTION_ROLE, GameUI
from tabibito.ui.plugins import cover_of
from tabibito.ui.rules import document as docs
from tabibito.ui.rules import viewer as viewer_module
from tabibito.ui.rules.document import BULLETS, NUMBERS, PARAGRAPH, PICTURE, DocumentError, parse
from tabibito.ui.rules.viewer import NORMAL_ZOOM, ZOOM_STEPS, RulesViewer
from tabibito.ui.score_sheet import ScoreSheet
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui.toy_ui import ToyUI

GAME = "secretdraft"

RULES_EN = """# Secret Draft

A small game of hidden cards. Begin with [the setup](#setup).

## Overview {#overview}

Each player picks a card in secret and **banks** it or *bids* it.

![The cards on the table](picture:cards)

## Setup {#setup}

- Shuffle the deck.
- Deal five cards to each player,
  face down.

### Dealing {#dealing}

1. The youngest player deals.
2. Deal one card at a time.

## Scoring {#scoring}

Read [how cards score](#score-cards). <b>Typed tags</b> stay characters.

### Cards {#score-cards}

A banked card scores its number.
"""

RULES_DE = """# Geheimer Zug

Ein kleines Spiel verdeckter Karten. Beginnt mit [dem Aufbau](#setup).

## Überblick {#overview}

Alle wählen geheim eine Karte und **legen** sie ab oder *bieten* sie.

![Die Karten auf dem Tisch](picture:cards)

## Aufbau {#setup}

- Mischt den Stapel.
- Jeder bekommt fünf Karten.

### Austeilen {#dealing}

1. Die jüngste Person teilt aus.
2. Immer eine Karte nach der anderen.

## Wertung {#scoring}

Lest, [wie Karten zählen](#score-cards).

### Karten {#score-cards}

Eine abgelegte Karte zählt ihren Wert.
"""

QUICK_EN = """# Secret Draft

## A turn {#turn}

- Pick, then bank or bid.

## Scoring {#scoring}

- Banked cards score their numbers.
"""


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / GAME / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def folder(tmp_path) -> Path:
    root = tmp_path / "rules"
    write(root, "rules.en.md", RULES_EN)
    write(root, "rules.de.md", RULES_DE)
    write(root, "quick.en.md", QUICK_EN)
    return root


class PictureUI(ToyUI):
    """The test game with a picture for the rules, drawn as the contract says: 640×300 logical
    pixels at a device pixel ratio of 2."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def rules_picture(self, key: str) -> QImage | None:
        self.asked.append(key)
        if key != "cards":
            return None
        image = QImage(1280, 600, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#2b4c7e"))
        image.setDevicePixelRatio(2)
        return image


@pytest.fixture
def plugin() -> PictureUI:
    return PictureUI()


@pytest.fixture
def viewer(qtbot, folder, plugin) -> RulesViewer:
    viewer = RulesViewer({GAME: plugin}, "en", folder)
    qtbot.addWidget(viewer)
    return viewer


# -- the format ---------------------------------------------------------------------------------

def test_a_document_reads_into_its_title_intro_and_sections():
    document = parse(RULES_EN)
    assert document.title == "Secret Draft"
    assert [block.kind for block in document.intro] == [PARAGRAPH]
    assert document.ids() == ["overview", "setup", "dealing", "scoring", "score-cards"]
    assert [section.level for section in document.sections] == [2, 2, 3, 2, 3]
    assert document.section("setup").title == "Setup"
    overview, setup, dealing = document.sections[:3]
    assert [block.kind for block in overview.blocks] == [PARAGRAPH, PICTURE]
    assert overview.blocks[1].key == "cards" and overview.blocks[1].text == "The cards on the table"
    # An indented line goes on with the item above it.
    assert setup.blocks[0].kind == BULLETS
    assert setup.blocks[0].items == ("Shuffle the deck.",
                                     "Deal five cards to each player, face down.")
    assert dealing.blocks[0].kind == NUMBERS and len(dealing.blocks[0].items) == 2


def test_pictures_and_links_are_listed_in_order():
    document = parse(RULES_EN)
    assert document.pictures() == ["cards"]
    assert document.links() == ["setup", "score-cards"]


@pytest.mark.parametrize(("text", "line"), [
    ("Secret Draft\n\n## Setup {#setup}\n", 1),           # no "# Title" first
    ("# T\n\n## Setup\n", 3),                              # a heading without its id
    ("# T\n\n## Setup {#Set up}\n", 3),                   # an id that is not an id
    ("# T\n\n## A {#a}\n\n### B {#a}\n", 5),              # an id twice
    ("# T\n\n#### Deep {#deep}\n", 3),                    # a heading level we do not have
    ("# T\n\nSee ![x](picture:cards) here\n", 3),         # a picture inside a paragraph
])
def test_a_document_that_breaks_the_format_says_where(text, line):
    with pytest.raises(DocumentError) as caught:
        parse(text)
    assert caught.value.line == line


def test_an_empty_document_is_an_error():
    with pytest.raises(DocumentError):
        parse("\n\n")


def test_the_html_escapes_typed_tags_and_marks_bold_italic_links_and_anchors():
    page = docs.to_html(parse(RULES_EN))
    assert "&lt;b&gt;Typed tags&lt;/b&gt;" in page and "<b>Typed tags</b>" not in page
    assert "<b>banks</b>" in page and "<i>bids</i>" in page
    assert '<a href="#score-cards">how cards score</a>' in page
    assert '<h3><a name="dealing">Dealing</a></h3>' in page
    # Without a picture the caption stands alone; with one, the image at the width given.
    assert "<img" not in page and "The cards on the table" in page
    assert '<img src="picture:cards" width="300">' in docs.to_html(parse(RULES_EN), {"cards": 300})
    # Japanese runs its words together: the marks still hold; a product of numbers is no italic.
    assert docs.inline_html("*例：*食事") == "<i>例：</i>食事"
    assert docs.inline_html("2*3*4") == "2*3*4"


def test_plain_text_and_words_are_what_a_reader_reads():
    text = docs.plain_text(parse(QUICK_EN))
    assert text.splitlines() == ["Secret Draft", "A turn", "Pick, then bank or bid.", "Scoring",
                                 "Banked cards score their numbers."]
    assert docs.word_count(text) == 15
    assert docs.plain("Read [the **setup**](#setup)") == "Read the setup"


def test_loading_falls_back_to_english_and_says_so(folder):
    german = docs.load(folder, GAME, docs.RULES, "de")
    assert german.language == "de" and not german.missing and german.document.title == (
        "Geheimer Zug")
    polish = docs.load(folder, GAME, docs.RULES, "pl")
    assert polish.missing and polish.language == "en" and polish.document.title == "Secret Draft"
    nothing = docs.load(folder, "nosuchgame", docs.RULES, "ja")
    assert nothing.document is None and nothing.missing and nothing.error is None


def test_loading_a_broken_document_reports_it_instead_of_raising(folder):
    write(folder, "rules.hu.md", "# Titok\n\n## Nincs azonosító\n")
    loaded = docs.load(folder, GAME, docs.RULES, "hu")
    assert loaded.document is None and isinstance(loaded.error, DocumentError)
    assert loaded.error.line == 3
    (folder / GAME / "rules.ja.md").write_bytes(b"\xff\xfe\x00broken")
    assert docs.load(folder, GAME, docs.RULES, "ja").error is not None


def test_a_board_tooltip_gets_the_f1_line():
    assert rules_links.with_rules_hint("A station") == "A station\n" + rules_links.rules_hint()
    assert rules_links.with_rules_hint("<b>A station</b>").endswith(f"<br><i>{rules_links.rules_hint()}</i>")
    assert rules_links.with_rules_hint("") == rules_links.rules_hint()


def test_the_default_hooks_of_a_plugin():
    toy = ToyUI()
    assert toy.rules_picture("cards") is None
    assert toy.category_rules_section("cards") == "score-cards"
    assert not hasattr(GameUI, "rules_page")


# -- the viewer ---------------------------------------------------------------------------------

def toc_entries(viewer: RulesViewer) -> list[tuple[str, list[str]]]:
    toc = viewer.toc
    return [(toc.topLevelItem(index).data(0, Qt.ItemDataRole.UserRole),
             [toc.topLevelItem(index).child(child).data(0, Qt.ItemDataRole.UserRole)
              for child in range(toc.topLevelItem(index).childCount())])
            for index in range(toc.topLevelItemCount())]


def test_it_opens_at_the_section_asked_for_with_the_contents_beside(viewer):
    viewer.open(GAME, "dealing")
    assert viewer.isVisible() and not viewer.isModal()
    assert viewer.current_section() == "dealing"
    assert toc_entries(viewer) == [("overview", []), ("setup", ["dealing"]),
                                   ("scoring", ["score-cards"])]
    assert viewer.toc.currentItem().data(0, Qt.ItemDataRole.UserRole) == "dealing"
    assert viewer.heading.text() == "Secret Draft"
    assert "Secret Draft" in viewer.windowTitle()


def test_an_unknown_section_opens_the_start(viewer):
    viewer.open(GAME, "no-such-section")
    assert viewer.current_section() is None


def test_a_link_goes_to_its_section_and_back_and_forward_return(viewer):
    viewer.open(GAME)
    assert not viewer.back_button.isEnabled()
    viewer.text.anchorClicked.emit(QUrl("#score-cards"))
    assert viewer.current_section() == "score-cards"
    assert viewer.back_button.isEnabled() and not viewer.forward_button.isEnabled()
    viewer.back()
    assert viewer.current_section() is None
    assert viewer.forward_button.isEnabled()
    viewer.forward()
    assert viewer.current_section() == "score-cards"


def test_the_contents_go_to_a_section(viewer):
    viewer.open(GAME)
    setup = viewer.toc.topLevelItem(1)
    viewer.toc.itemClicked.emit(setup, 0)
    assert viewer.current_section() == "setup"


def test_scrolling_follows_the_section_at_the_top(qtbot, viewer, folder):
    long_text = "\n\n".join(["A line of rules text to read."] * 30)
    write(folder, "rules.en.md", f"# Long\n\nA start.\n\n## First {{#first}}\n\n{long_text}\n\n"
                                 f"## Last {{#last}}\n\n{long_text}\n")
    viewer.resize(700, 420)
    viewer.open(GAME)
    qtbot.waitExposed(viewer)
    bar = viewer.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # laid out: longer than the window
    bar.triggerAction(QScrollBar.SliderAction.SliderToMaximum)
    qtbot.waitUntil(lambda: viewer.current_section() == "last")
    bar.triggerAction(QScrollBar.SliderAction.SliderToMinimum)
    qtbot.waitUntil(lambda: viewer.current_section() is None)
    qtbot.keyClick(viewer.text, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: viewer.current_section() == "first")
    assert viewer.toc.currentItem().data(0, Qt.ItemDataRole.UserRole) == viewer.current_section()


def test_the_quick_reference_is_a_view_of_its_own(viewer):
    viewer.open(GAME, quick=True)
    assert viewer.kind == docs.QUICK and viewer.quick_tab.isChecked()
    assert "Pick, then bank or bid." in viewer.text.toPlainText()
    viewer.rules_tab.click()
    assert viewer.kind == docs.RULES and "Shuffle the deck." in viewer.text.toPlainText()
    viewer.back()
    assert viewer.kind == docs.QUICK


def test_the_text_zooms_with_the_keys_and_back(qtbot, viewer):
    viewer.open(GAME, "setup")
    normal = viewer.text_point_size()
    qtbot.keyClick(viewer.text, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert viewer.zoom == NORMAL_ZOOM + 1
    assert viewer.text_point_size() == pytest.approx(normal * ZOOM_STEPS[NORMAL_ZOOM + 1])
    for _ in range(len(ZOOM_STEPS)):
        qtbot.keyClick(viewer.text, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert viewer.zoom == 0 and not viewer.smaller_button.isEnabled()
    assert viewer.text_point_size() < normal
    viewer.zoom_reset()
    assert viewer.text_point_size() == pytest.approx(normal)
    assert viewer.current_section() == "setup"  # zooming keeps the reader's place


def test_a_language_switch_reads_the_new_documents_and_keeps_the_section(viewer):
    viewer.open(GAME, "dealing")
    viewer.set_language("de")
    assert viewer.heading.text() == "Geheimer Zug"
    assert "Die jüngste Person teilt aus." in viewer.text.toPlainText()
    assert viewer.current_section() == "dealing"
    assert not viewer.notice.isVisible()


def test_a_language_without_its_document_gets_english_and_a_notice(viewer):
    viewer.open(GAME, "setup")
    viewer.set_language("ja")
    assert viewer.notice.isVisible() and viewer.notice.text()
    assert "Shuffle the deck." in viewer.text.toPlainText()
    assert viewer.current_section() == "setup"


def test_a_broken_document_is_a_message_not_a_crash(viewer, folder):
    write(folder, "rules.en.md", "# Secret Draft\n\n## Setup without an id\n")
    viewer.open(GAME, "setup")
    shown = viewer.text.toPlainText()
    assert "rules.en.md" in shown and "3" in shown
    assert not viewer.toc.isVisible()


def test_a_game_without_documents_says_so(viewer, folder):
    viewer.open("nosuchgame")
    assert viewer.document() is None
    assert viewer.text.toPlainText().strip()
    viewer.open(GAME, "setup")  # and the next game reads again
    assert viewer.current_section() == "setup"


def test_pictures_come_from_the_plugin_sized_for_the_text(qtbot, viewer, plugin):
    viewer.resize(900, 600)
    viewer.open(GAME)
    qtbot.waitExposed(viewer)
    assert plugin.asked == ["cards"]
    resource = viewer.text.document().resource(QTextDocument.ResourceType.ImageResource,
                                                QUrl("picture:cards"))
    assert isinstance(resource, QImage) and not resource.isNull()
    room = viewer.text.viewport().width()
    [wide] = viewer.picture_widths()
    assert wide <= 640 and wide < room
    viewer.resize(640, 500)  # narrower than the picture: it shrinks with the text
    qtbot.waitUntil(lambda: viewer.picture_widths()[0] < wide)
    assert viewer.picture_widths()[0] < viewer.text.viewport().width()


def test_a_picture_the_plugin_cannot_draw_leaves_its_caption(viewer, plugin, monkeypatch):
    def broken(key: str) -> QImage:
        raise RuntimeError("no art")

    monkeypatch.setattr(plugin, "rules_picture", broken)
    viewer.open(GAME)
    assert viewer.picture_widths() == []
    assert "The cards on the table" in viewer.text.toPlainText()


def test_it_fits_a_small_screen(viewer):
    viewer.open(GAME)
    assert viewer.minimumWidth() <= 1024 and viewer.minimumHeight() <= 700 - 48
    assert viewer.width() <= 1024 and viewer.height() <= 700


# -- reaching it --------------------------------------------------------------------------------

class OtherDraft(type(TOY_GAME)):
    """A second game at home, so that Help asks which game's rules to open."""

    id = "otherdraft"


class OtherUI(ToyUI):
    game_id = OtherDraft.id


@pytest.fixture
def window(qtbot, folder, plugin, monkeypatch) -> MainWindow:
    monkeypatch.setattr(viewer_module, "rules_folder", lambda: folder)
    settings = Settings()
    settings.animation_speed = "off"
    games = Registry([TOY_GAME, OtherDraft()])
    window = MainWindow(games, {GAME: plugin, OtherDraft.id: OtherUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_show_rules_keeps_one_window_and_raises_it_again(window):
    window.show_rules(GAME, "setup")
    first = window.rules_viewer
    assert first.isVisible() and first.current_section() == "setup"
    first.close()
    window.show_rules(GAME, "scoring")
    assert window.rules_viewer is first and first.isVisible()
    assert first.current_section() == "scoring"


def test_the_help_menu_has_the_rules_on_f1_and_the_quick_reference(window):
    help_menu = window.menus["help"].actions()
    rules_action, quick_action = window.actions_by_name["rules"], window.actions_by_name["quick"]
    assert rules_action in help_menu and quick_action in help_menu
    assert "F1" in [key.toString() for key in rules_action.shortcuts()]
    assert rules_action.text() and quick_action.text()


def test_f1_at_home_offers_a_choice_of_games(window):
    window.actions_by_name["rules"].trigger()
    chooser = window.rules_chooser
    assert chooser is not None
    games = [action.objectName() for action in chooser.actions()]
    assert f"rules-{GAME}" in games and len(games) == len(window.rules_games()) > 1
    chooser.actions()[games.index(f"rules-{GAME}")].trigger()
    assert window.rules_viewer.isVisible() and window.rules_viewer.game_id == GAME
    chooser.close()


def test_the_quick_reference_at_home_opens_it(window):
    window.actions_by_name["quick"].trigger()
    chooser = window.rules_chooser
    chooser.actions()[0].trigger()
    chooser.close()
    assert window.rules_viewer.kind == docs.QUICK


def start(qtbot, window: MainWindow):
    from tabibito.engine import Seat

    assert window.start_match(GAME, {}, [Seat("Ann"), Seat("Hana", "easy")], seed=3)
    qtbot.waitUntil(lambda: not window.controller.busy)
    return window.controller


def test_f1_in_a_game_opens_the_section_of_the_item_under_the_pointer(qtbot, window):
    start(qtbot, window)
    screen = window.game_screen
    scene = screen.scene
    station = QGraphicsRectItem(QRectF(300, 200, 200, 100))
    station.setData(RULES_SECTION_ROLE, "setup")
    dot = QGraphicsRectItem(QRectF(350, 230, 20, 20), station)  # a child: its parent's section
    dot.setZValue(10)
    scene.addItem(station)
    spot = screen.board.mapFromScene(QPointF(360, 240))
    QCursor.setPos(screen.board.viewport().mapToGlobal(spot))
    if screen.board.viewport().mapFromGlobal(QCursor.pos()) != spot:
        pytest.skip("this platform does not move the pointer")
    assert screen.rules_section() == "setup"
    window.actions_by_name["rules"].trigger()
    assert window.rules_viewer.game_id == GAME
    assert window.rules_viewer.current_section() == "setup"


def test_f1_away_from_the_board_opens_the_focused_items_section_or_the_start(qtbot, window):
    start(qtbot, window)
    screen = window.game_screen
    QCursor.setPos(window.mapToGlobal(QPoint(5, 5)))  # over the menu bar
    assert screen.rules_section() is None
    scene = screen.scene
    card = QGraphicsRectItem(QRectF(0, 0, 50, 50))
    card.setFlag(QGraphicsRectItem.GraphicsItemFlag.ItemIsFocusable)
    card.setData(RULES_SECTION_ROLE, "dealing")
    scene.addItem(card)
    scene.setFocusItem(card)
    assert screen.rules_section() == "dealing"
    window.rules_here()
    assert window.rules_viewer.current_section() == "dealing"


def test_a_panel_widget_names_its_section_as_a_property(qtbot, window):
    start(qtbot, window)
    screen = window.game_screen
    screen.panel.setProperty(RULES_SECTION_PROPERTY, "scoring")
    centre = screen.panel.rect().center()
    QCursor.setPos(screen.panel.mapToGlobal(centre))
    if screen.panel.mapFromGlobal(QCursor.pos()) != centre:
        pytest.skip("this platform does not move the pointer")
    assert screen.rules_section() == "scoring"


def test_the_quick_reference_in_a_game_is_the_games(qtbot, window):
    start(qtbot, window)
    window.actions_by_name["quick"].trigger()
    assert window.rules_viewer.game_id == GAME and window.rules_viewer.kind == docs.QUICK


def test_a_tiles_rules_button_opens_that_games_rules_without_starting_it(qtbot, window):
    tile = window.home.tiles[GAME]
    assert tile.rules.isVisible() and tile.rules.text() and tile.rules.toolTip()
    chosen = []
    tile.chosen.connect(chosen.append)
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    assert window.rules_viewer.isVisible() and window.rules_viewer.game_id == GAME
    assert chosen == [] and window.controller is None


def test_the_tiles_keys_still_choose_the_game_and_enter_on_rules_opens_the_rules(qtbot, plugin):
    home = HomeScreen([cover_of(TOY_GAME, plugin)])  # alone: a chosen game opens no dialog here
    qtbot.addWidget(home)
    home.show()
    tile = home.tiles[GAME]
    chosen, asked = [], []
    tile.chosen.connect(chosen.append)
    tile.rules_requested.connect(asked.append)
    tile.rules.setFocus()
    qtbot.keyClick(tile.rules, Qt.Key.Key_Return)
    assert asked == [GAME] and chosen == []
    tile.setFocus()
    qtbot.keyClick(tile, Qt.Key.Key_Return)
    assert chosen == [GAME]


def test_closing_the_app_closes_the_rules(window):
    window.show_rules(GAME)
    window.close()
    assert not window.rules_viewer.isVisible()


def test_a_language_switch_reloads_the_open_rules(qtbot, window):
    window.show_rules(GAME, "dealing")
    window.languages.set_language("de")
    try:
        viewer = window.rules_viewer
        assert viewer.language == "de" and viewer.heading.text() == "Geheimer Zug"
        assert viewer.current_section() == "dealing"
    finally:
        window.languages.set_language("en")
    assert window.rules_viewer.heading.text() == "Secret Draft"


def test_the_viewers_own_words_are_in_the_catalogues(qtbot, window):
    window.show_rules(GAME)
    window.languages.set_language("de")
    try:
        viewer = window.rules_viewer
        words = (viewer.rules_tab.text(), viewer.quick_tab.text(), viewer.back_button.toolTip())
    finally:
        window.languages.set_language("en")
    assert words == ("Regeln", "Kurzübersicht", "Zurück (Alt+Links)")


# -- the score sheet ----------------------------------------------------------------------------

@pytest.fixture
def sheet(qtbot) -> ScoreSheet:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(900, 700)
    parent.show()
    sheet = ScoreSheet(parent)
    sheet.host = parent
    return sheet


class SectionUI(ToyUI):
    def category_rules_section(self, category: str) -> str:
        return "scoring" if category == "cards" else super().category_rules_section(category)


def test_a_categorys_name_on_the_score_sheet_opens_its_scoring_rule(qtbot, sheet):
    scores = Scores((7, 3), ({"cards": 7}, {"cards": 3}), (0,))
    sheet.show_scores(scores, ["Ann", "Ben"], SectionUI())
    table = sheet.table
    header = table.verticalHeaderItem(0)
    assert not header.icon().isNull() and "Cards" in header.toolTip()  # a visible "?"
    assert table.verticalHeaderItem(1).icon().isNull()  # the total opens nothing
    asked = []
    sheet.rules_requested.connect(lambda game, section: asked.append((game, section)))
    table.verticalHeader().sectionClicked.emit(0)
    table.verticalHeader().sectionClicked.emit(1)
    assert asked == [(GAME, "scoring")]


def test_the_score_sheet_reaches_the_window_viewer(qtbot, window):
    controller = start(qtbot, window)
    screen = window.game_screen
    screen.score_sheet.show_table(controller)
    screen.score_sheet.table.verticalHeader().sectionClicked.emit(0)
    assert window.rules_viewer.game_id == GAME
    assert window.rules_viewer.current_section() == "score-cards"

"""The rules hooks (issue 10 §2): every game's pictures the rules show; and for Next Station and
Tokaido, the pictures drawn with the boards' own items, the scoring rule each score category
opens, and every board element saying what it is and which rules section F1 opens over it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QImage

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import scoring as ns_scoring
from tabibito.games.tokaido import scoring as tokaido_scoring
from tabibito.games.tokaido.data import STOP_KINDS
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.paths import resource_path
from tabibito.ui.kit.rules_links import rules_hint
from tabibito.ui.nextstation import PLUGIN as NS_PLUGIN
from tabibito.ui.nextstation import rules_links as ns_links
from tabibito.ui.nextstation import texts as ns_texts
from tabibito.ui.nextstation.board import NextStationBoard
from tabibito.ui.nextstation.card_art import CardStage
from tabibito.ui.plugin_api import RULES_SECTION_PROPERTY, KeyboardItem
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.rules import document as docs
from tabibito.ui.tokaido import PLUGIN as TOKAIDO_PLUGIN
from tabibito.ui.tokaido import rules_links as tokaido_links
from tabibito.ui.tokaido.board import TokaidoBoard

# The section ids every rules document of the game has (the rules contract's required lists).
NS_REQUIRED = frozenset({
    "overview", "setup", "cards", "effects", "drawing", "departure", "symbols", "joker",
    "restrictions", "switch", "double-track", "pass", "round-end", "pencils", "stations",
    "districts", "interchanges", "objectives", "solo", "end", "scoring", "score-lines",
    "score-interchanges", "score-stamps", "score-missed_green", "score-objectives"})
TOKAIDO_REQUIRED = frozenset({
    "overview", "setup", "movement", "stops", "stop-village", "stop-farm", "stop-panorama",
    "stop-hot-spring", "stop-temple", "stop-encounter", "inns", "meals", "achievements",
    "travellers", "two-players", "variants", "end", "scoring", "crossroads", "score-panoramas",
    "score-hot_springs", "score-souvenirs", "score-meals", "score-encounters", "score-temples",
    "score-panorama_achievements", "score-traveller", "score-temple_ranking", "score-gourmet",
    "score-collector", "score-bather", "score-chatterbox", "score-cherry_trees",
    "score-bath_houses", "score-legendary_objects", "score-calligraphies"})
PICTURE = QSize(1280, 600)  # 640 × 300 logical pixels at a device pixel ratio of 2
SEATS = [Seat("Aiko"), Seat("Ben", "easy")]


def painted_share(image: QImage, step: int = 8) -> tuple[float, int]:
    """The share of sampled pixels not transparent, and how many colours they show."""
    colours: set[int] = set()
    painted = samples = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            samples += 1
            pixel = image.pixelColor(x, y)
            if pixel.alpha() > 0:
                painted += 1
                colours.add(pixel.rgba())
    return painted / samples, len(colours)


@pytest.fixture
def table(qtbot):
    """make(game, options) -> (controller, board) of a fresh two-player match."""
    made = []

    def make(game_id: str, board_class, plugin, **options):
        match = Match(REGISTRY.get(game_id), options, SEATS, 5, hold_resolution=True)
        controller = MatchController(match, plugin, animation_factor=0.0)
        board = board_class(controller)
        controller.start()
        qtbot.waitUntil(lambda: not controller.busy)
        made.append(controller)
        return controller, board

    yield make
    for controller in made:
        controller.dispose()


# -- pictures ------------------------------------------------------------------------------------


PLUGINS = ui_plugins()


def picture_keys(game_id: str) -> list[str]:
    """The pictures a game's rules show: its English rules document names them."""
    path = docs.document_path(resource_path("rules"), game_id, docs.RULES, "en")
    return docs.parse(path.read_text(encoding="utf-8")).pictures()


@pytest.mark.parametrize(("plugin", "key"), [
    pytest.param(plugin, key, id=f"{game_id}-{key}")
    for game_id, plugin in PLUGINS.items() for key in picture_keys(game_id)])
def test_every_picture_key_renders_a_sharp_picture_of_the_right_size(qapp, plugin, key):
    image = plugin.rules_picture(key)
    assert image is not None
    assert image.size() == PICTURE
    assert image.devicePixelRatio() == 2.0
    share, colours = painted_share(image)
    assert share > 0.1, f"{plugin.game_id}/{key} is nearly blank"
    assert colours > 5, f"{plugin.game_id}/{key} is a flat colour"


@pytest.mark.parametrize("plugin", PLUGINS.values(), ids=PLUGINS.keys())
def test_an_unknown_picture_key_has_no_picture(qapp, plugin):
    assert plugin.rules_picture("no_such_picture") is None
    assert plugin.rules_picture("") is None


def test_a_picture_is_drawn_with_the_board_colours(qapp):
    """The interchange picture shows the pencils' own colours (the items drew it, not a stand-in)."""
    from tabibito.ui.nextstation.items import PENCIL_COLOURS

    image = NS_PLUGIN.rules_picture("interchange")
    found = {image.pixelColor(x, y).name() for y in range(0, image.height(), 3)
             for x in range(0, image.width(), 3)}
    for pencil in ("blue", "pink", "purple", "green"):
        assert QColor(PENCIL_COLOURS[pencil]).name() in found, pencil


# -- score categories ----------------------------------------------------------------------------


def test_the_four_lines_open_one_scoring_rule_and_the_others_their_own():
    for line in ns_scoring.LINE_CATEGORIES:
        assert NS_PLUGIN.category_rules_section(line) == "score-lines"
    assert NS_PLUGIN.category_rules_section("missed_green") == "score-missed_green"
    for category in ns_scoring.CATEGORIES:
        assert NS_PLUGIN.category_rules_section(category) in NS_REQUIRED


def test_every_tokaido_category_opens_its_own_scoring_rule():
    sections = [TOKAIDO_PLUGIN.category_rules_section(c) for c in tokaido_scoring.CATEGORIES]
    assert sections[0] == "score-" + tokaido_scoring.CATEGORIES[0]
    assert len(set(sections)) == len(sections)
    assert set(sections) <= TOKAIDO_REQUIRED


def test_the_old_rules_page_hook_is_gone_from_next_station():
    assert "rules_page" not in type(NS_PLUGIN).__dict__


# -- Next Station's board ------------------------------------------------------------------------


def test_next_station_board_elements_lead_to_required_sections(table):
    _controller, board = table("nextstation", NextStationBoard, NS_PLUGIN, objectives=True)
    groups = {
        "stations": board.stations.values(), "districts": board.districts.values(),
        "tracks": board.tracks.values(), "stamps": board.stamps.values(),
        "badges": board.badges.values(), "objectives": board.objective_cards(),
    }
    found = set()
    for name, items in groups.items():
        items = list(items)
        assert items, name
        for item in items:
            section = ns_links.section_of(item)
            assert section in NS_REQUIRED, (name, section)
            found.add(section)
    assert {"stations", "departure", "districts", "drawing", "double-track", "score-stamps",
            "pencils", "objectives", "score-missed_green"} <= found
    assert set(ns_links.BOARD_SECTIONS) <= NS_REQUIRED


def test_a_departure_and_a_green_station_say_what_they_are(table):
    _controller, board = table("nextstation", NextStationBoard, NS_PLUGIN)
    start = next(iter(board.map.starts.values()))
    assert ns_links.section_of(board.stations[start]) == "departure"
    green = next(s.id for s in board.map.stations.values() if s.green)
    assert board.station_section(green) in ("score-missed_green", "interchanges")
    assert ns_texts.PLURALS.green_penalty(ns_scoring.GREEN_MISS_PENALTY) in \
        board.station_description(green)


def test_where_two_lines_meet_the_station_is_an_interchange(table):
    _controller, board = table("nextstation", NextStationBoard, NS_PLUGIN)
    plain = next(s.id for s in board.map.stations.values() if not s.green and s.start is None)
    assert board.station_section(plain) == "stations"
    board._lines_at[plain] = ns_scoring.STAMP_MIN_LINES
    assert board.station_section(plain) == "interchanges"
    assert ns_texts.PLURALS.lines_meet(2) in board.station_description(plain)


def test_next_station_hover_tooltips_end_with_the_rules_hint(table):
    _controller, board = table("nextstation", NextStationBoard, NS_PLUGIN)
    hint = rules_hint()
    for station_id, item in board.stations.items():
        assert item.toolTip().endswith(hint), station_id
    items = [*board.districts.values(), *board.tracks.values(), *board.stamps.values()]
    assert all(item.toolTip().endswith(hint) for item in items)
    district = next(iter(board.districts.values()))
    assert district.toolTip() != hint  # it says what it is, too


def test_the_flipped_card_explains_itself(qapp):
    stage = CardStage()
    stage.set_cards(("street_circle",))
    assert stage.toolTip().endswith(rules_hint())
    assert ns_texts.hero_card_text() in stage.toolTip()
    assert stage.property(ns_links.WIDGET_PROPERTY) == "cards"
    stage.set_cards(())
    assert stage.toolTip() == ""


# -- Tokaido's board -----------------------------------------------------------------------------


def test_each_kind_of_stop_opens_its_own_rule():
    for kind in STOP_KINDS:
        assert tokaido_links.stop_section(kind) in TOKAIDO_REQUIRED, kind
    panoramas = {tokaido_links.stop_section(k) for k in STOP_KINDS if k.endswith("_panorama")}
    assert panoramas == {"stop-panorama"}
    assert tokaido_links.stop_section("inn") == "inns"


def test_tokaido_board_elements_lead_to_required_sections(table):
    _controller, board = table("tokaido", TokaidoBoard, TOKAIDO_PLUGIN)
    items = [*board.stops, *board.pawns, *board.markers, *board.inn_labels.values(),
             board.track, board.temples]
    sections = {tokaido_links.section_of(item) for item in items}
    assert sections <= TOKAIDO_REQUIRED
    assert {"movement", "inns", "scoring", "score-temple_ranking", "stop-panorama"} <= sections
    for stop in board.stops:
        assert tokaido_links.section_of(stop) == tokaido_links.stop_section(stop.kind)
    assert set(tokaido_links.BOARD_SECTIONS) <= TOKAIDO_REQUIRED


def test_tokaido_hover_tooltips_end_with_the_rules_hint(table):
    _controller, board = table("tokaido", TokaidoBoard, TOKAIDO_PLUGIN)
    hint = rules_hint()
    items = [*board.markers, *board.inn_labels.values(), board.track, board.temples]
    for item in items:
        tip = item.toolTip()
        assert tip.endswith(hint) and tip != hint, type(item).__name__
    # One popup at a time (review 10): a stop or a pawn shows the stop's card, which ends with
    # the rules hint (test_tokaido_board), never a tooltip over it.
    assert not any(item.toolTip() for item in [*board.stops, *board.pawns])


def test_the_score_track_answers_only_on_its_band(table):
    """The track's item spans the board, but the road inside it is not the score track's."""
    _controller, board = table("tokaido", TokaidoBoard, TOKAIDO_PLUGIN)
    middle = board.sceneRect().center() + QPointF(0, 60)
    assert board.track not in board.items(middle)
    edge = board.layout.track_point(3, board.track.length)
    assert board.track in board.items(edge)


# -- the keyboard's item and the side column -----------------------------------------------------


def test_f1_on_the_keyboard_s_station_or_stop_opens_its_section(table):
    _controller, ns_board = table("nextstation", NextStationBoard, NS_PLUGIN)
    assert isinstance(ns_board, KeyboardItem)
    assert ns_board.keyboard_item() is None
    station = ns_board.focusable()[0]
    ns_board.set_key_focus(station)
    assert ns_links.section_of(ns_board.keyboard_item()) == ns_board.station_section(station)
    _controller, road = table("tokaido", TokaidoBoard, TOKAIDO_PLUGIN)
    assert isinstance(road, KeyboardItem)
    stop = 1  # the keyboard goes only through lit stops; any stop will do for its section
    road.set_key_focus(stop)
    assert tokaido_links.section_of(road.keyboard_item()) == tokaido_links.stop_section(
        road.stops[stop].kind)


def test_a_traveller_s_tableau_links_its_groups_to_their_scoring_rules(table, qtbot):
    from tabibito.ui.tokaido.journeys import JourneyCard

    controller, _board = table("tokaido", TokaidoBoard, TOKAIDO_PLUGIN)
    card = JourneyCard(controller, 0)
    qtbot.addWidget(card)
    card.refresh()
    hint = rules_hint()
    for widget in (*card.panoramas, card.souvenirs, card.meals, card.temple):
        section = widget.property(RULES_SECTION_PROPERTY)
        assert section in TOKAIDO_REQUIRED, widget.objectName()
        assert widget.toolTip().endswith(hint), widget.objectName()
    assert card.panoramas[0].property(RULES_SECTION_PROPERTY) == "score-panoramas"
    assert set(tokaido_links.JOURNEY_SECTIONS.values()) <= TOKAIDO_REQUIRED

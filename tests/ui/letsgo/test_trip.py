"""The trip area: experience and mood markers where the trip has them, moving there on the
animation queue; the mood marker's run onto an end and back to the centre; the score pad
filling in day by day and category by category, the agency's column beside in solo; the final
total stamped; an undone decision empties its cells again."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from tabibito.games.letsgo import trip as trips
from tabibito.games.letsgo.data import EXPERIENCES
from tabibito.ui.controller import MatchController
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.letsgo.trip_items import (
    AREA_HEIGHT,
    AREA_WIDTH,
    EXPERIENCE_COLOURS,
    MARKER_RADIUS,
    MOOD_LEFT,
    MOOD_WIDTH,
    TRACK_CELL,
    TRACK_CELL_HEIGHT,
    TRACK_CELLS,
    TRACK_CELLS_LEFT,
    TRACK_PITCH,
    TRACK_TOP,
    TripArea,
    TripPicture,
    mood_path,
    settled_categories,
)

from .lgp_match import drive, find, first, in_trip

pytestmark = pytest.mark.usefixtures("qapp")


def trip_match(seed_range=range(1, 40), players: int = 1):
    """A solo match whose trip has decisions left for Aiko."""
    return find(lambda m: in_trip(m) and m.state.prompt(0) is not None, seed_range, players)


def table_for(match, factor: float = 0.0) -> MatchController:
    table = MatchController(match, LetsGoUI(), animation_factor=factor)
    table.start()
    return table


def area_for(table) -> TripArea:
    area = TripArea(table)
    scene = QGraphicsScene(table)  # the scene owns the item; the table keeps the scene
    scene.addItem(area)
    area.refresh()
    return area


def decide(table, choose=lambda legal: legal[0]) -> None:
    seat = 0
    assert table.submit(seat, choose(table.state().legal_actions(seat)))


def picture(mood=0, happiness=0, stress=0) -> TripPicture:
    return TripPicture(seat=0, agency=False, tracks={}, thresholds=(), mood=mood, happiness=happiness,
                       stress=stress, wilds=0, luxury=0, start_train=False,
                       trains_settled=True)


def test_the_area_has_the_size_the_board_places():
    area = area_for(table_for(trip_match()))
    assert (area.boundingRect().width(), area.boundingRect().height()) == (AREA_WIDTH,
                                                                          AREA_HEIGHT)


def test_a_mood_step_runs_onto_the_end_and_starts_again_from_the_centre():
    up = mood_path(picture(mood=2), picture(mood=1, happiness=1))
    assert up == [(2, 0, 0), (trips.MOOD_END, 0, 0), (0, 1, 0), (1, 1, 0)]
    down = mood_path(picture(mood=-1, happiness=1), picture(mood=0, happiness=1, stress=2))
    assert down == [(-1, 1, 0), (-trips.MOOD_END, 1, 0), (0, 1, 1), (-trips.MOOD_END, 1, 1),
                    (0, 1, 2), (0, 1, 2)]
    assert mood_path(picture(mood=1), picture(mood=-2)) == [(1, 0, 0), (-2, 0, 0)]


def test_categories_settle_day_by_day_and_the_rest_at_the_end():
    match = trip_match()
    shot = match.state.trips[0].snapshot()
    settled = settled_categories(shot)
    assert "research" in settled
    assert not settled & {"mood", "experience", "passport", *trips.DAY_KEYS}
    drive(match, lambda m: m.state.trips[0].snapshot()["highlights"][0] is not None, first)
    settled = settled_categories(match.state.trips[0].snapshot())
    assert {"monday", "trains", "research"} <= settled
    assert "experience" not in settled
    drive(match, lambda m: m.state.trips[0].is_over(), first)
    assert settled_categories(match.state.trips[0].snapshot()) == set(trips.CATEGORIES)


def test_markers_and_pad_follow_the_trip_to_the_final_stamp():
    table = table_for(trip_match())
    area = area_for(table)
    while table.state().trips[0].decision() is not None:
        decide(table)
        area.refresh()
        own = table.view().trips[0]
        if own.is_over():
            break
        shot = own.snapshot()
        assert {k: area.shown[k] for k in EXPERIENCES} == pytest.approx(shot["tracks"])
        assert area.shown["mood"] == shot["mood"]
        assert area.shown["mood_happiness"] == shot["happiness"]
        settled = settled_categories(shot)
        assert {key for (n, key) in area.pad_cells() if n == 0} == settled & set(
            shot["breakdown"])
    assert drive(table.match, lambda m: m.is_over(), first)
    table.refresh()
    area.refresh()
    final = table.state().trips[0]
    cells = area.pad_cells()
    assert {key: cells[(0, key)] for key in final.breakdown()} == final.breakdown()
    agency = table.state().agency_trip
    assert {key: cells[(1, key)] for key in agency.breakdown()} == agency.breakdown()
    assert area.stamp == 1.0


def test_markers_move_on_the_queue_from_where_they_were():
    table = table_for(trip_match(), factor=1.0)
    area = area_for(table)
    table.animations.finish_all()
    before = dict(area.shown)
    moved = False
    for _ in range(40):  # decisions until one moves a marker
        if table.state().trips[0].is_over():
            break
        decide(table, lambda legal: legal[-1])
        area.refresh()
        target = table.view().trips[0].snapshot()
        new = {**target["tracks"], "mood": target["mood"]}
        if any(before[k] != new[k] for k in new):
            moved = True
            # the motion starts where the markers stood; only the queue takes them on
            assert {k: area.shown[k] for k in new} == pytest.approx(
                {k: before[k] for k in new})
            table.animations.finish_all()
            assert {k: area.shown[k] for k in new} == pytest.approx(new)
            break
        table.animations.finish_all()
        before = dict(area.shown)
    assert moved


def test_the_final_total_is_stamped_by_an_animation():
    match = trip_match()
    assert drive(match, _one_left, first)
    table = table_for(match, factor=1.0)
    area = area_for(table)
    table.animations.finish_all()
    assert area.stamp == 0.0
    decide(table)
    area.refresh()
    assert area.stamp == 0.0  # queued: the seal comes down when the queue plays it
    table.animations.finish_all()
    assert area.stamp == 1.0


def _one_left(match) -> bool:
    """The player's last trip decision is open (the next choice ends the own trip)."""
    own = match.state.trips[0]
    if own.decision() is None or match.state.needs_resolution():
        return False
    child = own.clone()
    child.choose_trusted(own.choices()[0])
    return child.is_over()


def test_an_undone_decision_empties_its_cells_again():
    match = trip_match()
    table = table_for(match)
    area = area_for(table)
    assert drive(match, _monday_next, first)
    table.refresh()
    area.refresh()
    assert (0, "monday") not in area.pad_cells()
    decide(table)
    area.refresh()
    assert (0, "monday") in area.pad_cells()
    table.undo()
    area.refresh()
    assert (0, "monday") not in area.pad_cells()


def _monday_next(match) -> bool:
    """The next choice (the first one) scores Monday's highlight."""
    own = match.state.trips[0]
    if own.decision() is None or own.snapshot()["highlights"][0] is not None:
        return False
    child = own.clone()
    child.choose_trusted(own.choices()[0])
    return child.snapshot()["highlights"][0] is not None


def test_each_marker_is_painted_where_it_stands():
    table = table_for(trip_match())
    area = area_for(table)
    image = QImage(int(AREA_WIDTH), int(AREA_HEIGHT), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    area.paint(painter, None)
    painter.end()
    for row, kind in enumerate(EXPERIENCES):
        step = min(area.shown[kind], TRACK_CELLS - 1)
        x = TRACK_CELLS_LEFT + (step + 0.5) * TRACK_CELL - MARKER_RADIUS / 2
        y = TRACK_TOP + row * TRACK_PITCH + TRACK_CELL_HEIGHT / 2 + 3 - MARKER_RADIUS / 2
        assert image.pixelColor(int(x), int(y)).name() == EXPERIENCE_COLOURS[kind]


def test_a_settled_day_is_written_on_the_pad_by_the_queue():
    match = trip_match()
    assert drive(match, _monday_next, first)
    table = table_for(match, factor=1.0)
    area = area_for(table)
    table.animations.finish_all()
    decide(table)
    area.refresh()
    assert (0, "monday") not in area.pad_cells()  # waiting its turn on the queue
    table.animations.finish_all()
    assert area.pad_cells()[(0, "monday")] == table.state().trips[0].breakdown()["monday"]


def test_another_travellers_trip_can_be_looked_at():
    match = find(lambda m: in_trip(m) and m.state.prompt(0) is not None, range(1, 40),
                 players=2)
    assert drive(match, lambda m: m.is_over(), first)
    table = table_for(match)
    area = area_for(table)
    own, other = (table.state().trips[seat].breakdown() for seat in (0, 1))
    assert {key: area.pad_cells()[(0, key)] for key in own} == own
    area.focus_seat(1)
    assert {key: area.pad_cells()[(0, key)] for key in other} == other
    area.focus_seat(None)
    assert {key: area.pad_cells()[(0, key)] for key in own} == own


def test_the_agencys_passport_row_is_a_0_on_the_pad_as_on_the_final_table():
    """The agency holds no passport: its breakdown has no passport, and its cell on the pad's
    Passport row was blank while the final table said 0; its row's tooltip said nothing of
    the agency's 0 either."""
    match = find(lambda m: in_trip(m) and m.state.prompt(0) is not None, passport=True)
    table = table_for(match)
    area = area_for(table)
    assert drive(table.match, lambda m: m.is_over(), first)
    table.refresh()
    area.refresh()
    agency = table.state().agency_trip
    assert "passport" not in agency.breakdown()
    assert area.pad_cells()[(1, "passport")] == 0
    # and says why on the pad too, as on the final table (the research row likewise)
    assert "Agency: travels without a passport" in area.row_sum("passport").split("\n")
    assert "Agency: gets no research tokens" in area.row_sum("research").split("\n")


@pytest.mark.parametrize("language", ["en", "de", "ja", "hu", "pl"])
def test_nothing_of_the_area_is_painted_outside_it_in_any_language(language):
    """The line of tokens left under the mood track ("Wild tokens: 0 · Luxury trains: 0 ·
    Start train unused") shrinks to fit its room: in Polish its third line ran past the
    area's foot, cut by the board at 1024×700."""
    from PySide6.QtCore import QCoreApplication, Qt

    from tabibito.ui.kit.i18n import LanguageManager

    languages = LanguageManager()
    languages.set_language(language)
    try:
        table = table_for(trip_match())
        area = area_for(table)
        area.retranslate()
        assert area.picture is not None and area.picture.start_train
        image = QImage(int(AREA_WIDTH), int(AREA_HEIGHT) + 40, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        area.paint(painter, None)
        painter.end()
        below = [(x, y) for y in range(int(AREA_HEIGHT) + 1, image.height())
                 for x in range(0, image.width(), 2) if image.pixelColor(x, y).alpha()]
        assert below == [], (language, below[:3])
        # Nor is a line cut at the foot of its room (the tokens' line ends 4 px above the
        # area's): the room's last rows stay blank under the mood track.
        foot = int(AREA_HEIGHT) - 4
        paper = image.pixelColor(int(MOOD_LEFT) - 2, foot - 2)
        cut = [(x, y) for y in range(foot - 3, foot)
               for x in range(int(MOOD_LEFT), int(MOOD_LEFT + MOOD_WIDTH))
               if image.pixelColor(x, y) != paper]
        assert cut == [], (language, cut[:3])
        # The score pad's column heads are whole: the agency's head shrinks to fit (Reisebüro).
        from PySide6.QtGui import QFontMetricsF

        from tabibito.ui.letsgo.art import shrunk
        from tabibito.ui.letsgo.trip_items import PAD_VALUE_W, SMALLEST_HEAD

        name = area._labels["agency"]
        head = shrunk(name, 13, PAD_VALUE_W - 2, SMALLEST_HEAD, bold=True)
        assert QFontMetricsF(head).horizontalAdvance(name) <= PAD_VALUE_W - 2, (language, name)
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


def _terms(summed: str) -> int:
    """The points a sum's terms add up to ("Kanda Shrine 4 + highlight 10 = 14" -> 14)."""
    tokens = re.split(r" ([+−]) ", " + " + summed.split(" = ")[0])
    total = 0
    for sign, term in zip(tokens[1::2], tokens[2::2], strict=True):
        found = re.fullmatch(r".*? (−?)(\d+)(?: × (\d+))?", term)
        assert found is not None, term
        value = int(found[2]) * int(found[3] or 1) * (-1 if found[1] else 1)
        total += value if sign == "+" else -value
    return total


def test_every_row_of_the_pad_explains_its_sum_as_the_final_table_does():
    """Review point 5 (issue 22): a score-pad row showed one number and no breakdown; now its
    tooltip says "Kanda Shrine 4 + … + highlight 10 = 20", the traveller's over the agency's,
    in the final table's words, and a hover over the row shows it."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    from tabibito.ui.kit.sums import score_sum
    from tabibito.ui.letsgo.trip_items import PAD_LEFT, PAD_ROW, PAD_ROWS, PAD_TOP

    table = table_for(trip_match())
    area = area_for(table)
    assert drive(table.match, lambda m: m.is_over(), first)
    table.refresh()
    area.refresh()
    final, agency = table.state().trips[0], table.state().agency_trip
    for n, (key, points) in enumerate(final.breakdown().items()):
        lines = area.row_sum(key).split("\n")
        own = next(line for line in lines if line.startswith("Aiko: "))
        assert own == "Aiko: " + score_sum(table.match.events, 0, key, points, table.plugin)
        if " = " in own:
            assert own.endswith(f" = {points}") and _terms(own[6:]) == points, own
        theirs = agency.breakdown().get(key)
        if theirs:
            assert any(line.startswith("Agency: ") for line in lines), (key, lines)
        # The row under the pointer: blocks of PAD_ROWS rows side by side.
        block = (1392.0 - PAD_LEFT) / 2
        place = QPointF(PAD_LEFT + (n // PAD_ROWS) * block + 20,
                        PAD_TOP + (n % PAD_ROWS + 0.5) * PAD_ROW)
        assert area.row_at(place) == key
        hover = QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverMove)
        hover.setPos(place)
        area.hoverMoveEvent(hover)
        assert area.toolTip() == area.row_sum(key)
    monday = area.row_sum("monday")
    site = table.plugin.score_item(next(e for e in table.match.events
                                        if e.kind == "trip.card" and e.params.get("seat") == 0))
    assert site in monday and "highlight" in monday and " = " in monday


def final_sheet(qtbot, match):
    """The table of ``match`` played to its end, and its final score sheet at 1024×700."""
    from PySide6.QtWidgets import QWidget

    from tabibito.ui.score_sheet import ScoreSheet

    table = table_for(match)
    assert drive(table.match, lambda m: m.is_over(), first)
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 700)
    parent.show()
    sheet = ScoreSheet(parent)
    sheet.show_table(table)
    return table, sheet


def test_the_final_tables_agency_column_explains_its_sums(qtbot):
    """The final table's cells explained a traveller's sums but not the travel agency's: each of
    its cells now says what it adds up, as the agency's line on the pad does."""
    table, sheet = final_sheet(qtbot, trip_match())
    agency = table.state().agency_trip.breakdown()
    column = sheet.table.rival_column("agency")
    scored = 0
    for row in range(sheet.table.rowCount() - 1):
        cell = sheet.table.item(row, column)
        if int(cell.text()) == 0:
            continue
        summed = cell.toolTip().split("\n")[-1]  # "Kanda Shrine 4 + … = 20", or one item
        assert _terms(summed) == int(cell.text()), (row, summed)
        scored += 1
    assert scored == sum(1 for points in agency.values() if points) >= 3, agency


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_every_cell_of_the_agency_says_why_it_holds_its_points(qtbot, level):
    """The agency's 0 cells (Mood, Trains, Research tokens, Passport) had no tooltip while every
    other cell explained its sum: each now says why (no research tokens, no passport, no trains
    below the hard level, its mood steps), and its days and tracks read as a traveller's."""
    from tabibito.ui.letsgo import texts

    match = find(lambda m: in_trip(m) and m.state.prompt(0) is not None, range(1, 40), 1,
                 passport=True, agency=level)
    table, sheet = final_sheet(qtbot, match)
    column = sheet.table.rival_column("agency")
    tips = {}
    for row in range(sheet.table.rowCount() - 1):
        key = sheet.table.verticalHeaderItem(row).data(Qt.ItemDataRole.UserRole)
        tips[key] = sheet.table.item(row, column).toolTip()
        assert tips[key], key  # every cell explains itself
    agency = table.state().agency_trip
    assert agency.breakdown()["research"] == agency.breakdown().get("passport", 0) == 0
    assert tips["research"] == texts.agency_detail("research", level) == "gets no research tokens"
    assert tips["passport"] == "travels without a passport"
    snapshot = agency.snapshot()
    assert tips["mood"].startswith(texts.mood_detail(snapshot["happiness"], snapshot["stress"]))
    if level == "normal":
        assert agency.breakdown()["trains"] == 0
        assert tips["trains"] == "takes no trains at this level"
    else:  # the hard agency rides a luxury train at each change of city
        assert "luxury" in tips["trains"] or tips["trains"] == "no change of city, no train"
    assert tips["monday"].split("\n")[0] in ("highlight scored", "highlight missed")



def test_a_travellers_0_research_tokens_cell_says_so():
    """Issue 22 §3: every score cell of the final table explains its sum in its tooltip; a
    traveller's 0 Research tokens had none (the agency's says it gets none)."""
    from tabibito.engine import Match, Seat
    from tabibito.games import REGISTRY
    from tabibito.ui.letsgo import texts

    seats = [Seat(name, "normal") for name in ("Aiko", "Bence", "Csilla")]
    for seed in range(1, 40):
        match = Match(REGISTRY.get("letsgo"), {}, seats, seed)
        match.play_bots()
        scores = match.state.scores()
        none = [seat for seat in range(3) if not dict(scores.breakdown[seat]).get("research")]
        if none:
            break
    else:
        raise AssertionError("no traveller ended without a research token")
    plugin = LetsGoUI()
    assert plugin.breakdown_detail("research", none[0], match.state) == \
        texts.PLURALS.research_tokens(0)

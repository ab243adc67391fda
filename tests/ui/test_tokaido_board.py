"""The Tokaido road: every stop drawn, the pawns at their stops, the legal stops lit and clicked,
an illegal click explained, the walk along the road, the score track, keys and languages."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPointF, Qt, QTranslator
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tabibito.engine import Action, Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.board_view import BoardView
from tabibito.ui.controller import MatchController
from tabibito.ui.tokaido import PLUGIN, texts
from tabibito.ui.tokaido.board import TokaidoBoard, click_hint
from tabibito.ui.tokaido.road_layout import BOARD_HEIGHT, BOARD_WIDTH
from tests.wanderers import TokaidoWanderer, wandering

NAMES = ("Aiko", "Bence", "Csilla", "Dawid", "Emi")


def play(match: Match, moves: int, until=None) -> None:
    """Computer decisions for every seat (the humans' too, by a wanderer: tests/wanderers.py),
    ``moves`` of them, then on until seat 0 must move a traveller (and ``until(state)`` holds,
    if given)."""
    stand_in = TokaidoWanderer()
    played = 0
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        state = match.state
        seat = state.to_act()[0]
        if (played >= moves and seat == 0 and state.step() == "move"
                and (until is None or until(state))):
            return
        request = match.bot_request(seat)
        if match.seats[seat].is_human:
            request.bot = stand_in
        match.apply(seat, request.run())
        played += 1
    raise AssertionError("the game ended before seat 0 had to move")


@pytest.fixture
def table(qtbot):
    """make(players, moves=..., seed=..., options=..., until=...) -> (controller, board, view):
    seat 0 human, the others computer players, the board in a view of 1280 × 720."""
    made = []

    def make(players: int = 2, moves: int = 0, seed: int = 7, options=None, until=None,
             factor: float = 0.0):
        seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
        match = Match(REGISTRY.get("tokaido"), options or {}, seats, seed, hold_resolution=True)
        play(wandering(match), moves, until)
        controller = MatchController(match, PLUGIN, animation_factor=factor)
        board = TokaidoBoard(controller)
        view = BoardView()
        view.setScene(board)
        qtbot.addWidget(view)
        view.resize(1280, 720)
        view.show()
        qtbot.waitExposed(view)
        controller.start()
        qtbot.waitUntil(lambda: not controller.busy)
        made.append(controller)
        return controller, board, view

    yield make
    for controller in made:
        controller.dispose()


def stop_point(view: BoardView, board: TokaidoBoard, stop: int):
    return view.mapFromScene(board.stops[stop].scenePos())


def click_stop(qtbot, view, board, stop: int) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=stop_point(view, board, stop))


def hover_stop(view, board, stop: int) -> None:
    """A mouse move over the stop, delivered to the view like one from the window system."""
    viewport = view.viewport()
    pos = QPointF(stop_point(view, board, stop))
    event = QMouseEvent(QEvent.Type.MouseMove, pos, QPointF(viewport.mapToGlobal(pos)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def legal_stops(controller, seat: int = 0) -> set[int]:
    return {a["stop"] for a in controller.view().legal_actions(seat) if a.kind == "move"}


def illegal_stop(controller) -> int:
    """A stop ahead of the mover that it may not choose (or the one it stands on)."""
    view = controller.view()
    here = view.stop[view.actor]
    lit = legal_stops(controller)
    ahead = [i for i in range(here + 1, len(view.rules.kinds)) if i not in lit]
    return ahead[0] if ahead else here


def near(a: QPointF, b: QPointF, tolerance: float = 0.5) -> bool:
    return math.dist((a.x(), a.y()), (b.x(), b.y())) <= tolerance


# -- the road --------------------------------------------------------------------------------

def test_every_stop_of_the_road_is_drawn_on_a_landscape_board(table):
    controller, board, _view = table(3)
    road = controller.view().rules.road
    assert len(board.stops) == len(road.stops)
    assert [item.kind for item in board.stops] == [stop.kind for stop in road.stops]
    rect = board.sceneRect()
    assert 1.4 <= rect.width() / rect.height() <= 2.0
    centres = {(round(i.scenePos().x()), round(i.scenePos().y())) for i in board.stops}
    assert len(centres) == len(road.stops)
    for item in board.stops:
        assert rect.contains(item.sceneBoundingRect())
    assert set(board.inn_labels) == set(road.inns)
    assert board.inn_labels[0].text == texts.inn_name("kyoto")
    assert board.inn_labels[road.final].text == texts.inn_name("edo")


def test_no_two_stops_overlap(table):
    _controller, board, _view = table(5)
    for a in board.stops:
        for b in board.stops:
            if a.index < b.index:
                gap = math.dist((a.x(), a.y()), (b.x(), b.y()))
                assert gap > a.radius + b.radius + 10, (a.index, b.index)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_double_stops_show_their_second_slot_only_with_four_or_five(table, players):
    controller, board, _view = table(players)
    road = controller.view().rules.road
    doubles = {stop.index for stop in road.stops if stop.double}
    shown = {item.index for item in board.stops if item.double_slot}
    assert shown == (doubles if players >= 4 else set())
    assert len(doubles) == 24


def test_the_return_trip_starts_at_edo(table):
    controller, board, _view = table(2, options={"return_trip": True})
    road = controller.view().rules.road
    assert board.inn_labels[0].text == texts.inn_name("edo")
    assert board.inn_labels[road.final].text == texts.inn_name("kyoto")
    assert [item.kind for item in board.stops] == [stop.kind for stop in road.stops]


# -- pawns -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 5])
def test_pawns_stand_at_their_stops_after_a_refresh(table, players):
    controller, board, _view = table(players, moves=40)
    view = controller.view()
    assert len(board.pawns) == view.rules.pawns == (3 if players == 2 else players)
    places = set()
    for item in board.pawns:
        stop, slot = view.stop[item.pawn], view.slot[item.pawn]
        assert item.place == (stop, slot)
        assert near(item.pos(), board._point(stop, slot))
        centre = board.stops[stop].scenePos()
        # beside its stop; at an inn, in the row of numbered places under it
        reach = 150 if board.stops[stop].kind == "inn" else 90
        assert math.dist((item.x(), item.y()), (centre.x(), centre.y())) < reach
        places.add((round(item.x()), round(item.y())))
    assert len(places) == len(board.pawns)  # never two pawns on one spot


def test_the_neutral_traveller_is_grey_and_moved_by_the_leader(table):
    controller, board, _view = table(2, until=lambda s: s.actor == s.rules.neutral)
    view = controller.view()
    neutral = view.rules.neutral
    assert board.pawns[neutral].colour.name() == "#9a948a"
    assert board.pawns[neutral].lifted
    assert board.name_tag.text == texts.neutral_name()
    moves = legal_stops(controller)
    assert moves and set(board.lit) == moves


def test_the_moving_traveller_is_lifted_and_named(table):
    controller, board, _view = table(3, moves=10)
    view = controller.view()
    assert view.actor == 0
    assert [item.lifted for item in board.pawns] == [p == 0 for p in range(3)]
    assert board.name_tag.isVisible() and board.name_tag.text == NAMES[0]
    assert board.name_tag.parentItem() is board.pawns[0]


# -- choosing a stop -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_the_lit_stops_are_the_legal_moves(table, players):
    controller, board, _view = table(players, moves=20)
    lit = {item.index for item in board.stops if item.lit}
    assert lit == set(board.lit) == legal_stops(controller)
    assert lit


def test_clicking_a_lit_stop_moves_the_pawn(qtbot, table):
    controller, board, view = table(3, moves=12)
    target = max(legal_stops(controller))
    click_stop(qtbot, view, board, target)
    assert controller.state().stop[0] == target
    assert controller.match.log[-1].action == Action.of("move", stop=target)
    assert board.pawns[0].place[0] == target
    assert near(board.pawns[0].pos(), board._point(*board.pawns[0].place))


def test_clicking_an_illegal_stop_says_why_and_moves_nothing(qtbot, table):
    controller, board, view = table(4, moves=16)
    before = (list(controller.state().stop), len(controller.match.log))
    stop = illegal_stop(controller)
    click_stop(qtbot, view, board, stop)
    assert (list(controller.state().stop), len(controller.match.log)) == before
    reason = controller.explain(0, Action.of("move", stop=stop))
    assert reason
    assert board.refused == (stop, reason)
    assert board.label.isVisible() and board.label.reason == reason


def test_hovering_a_stop_names_it_and_says_why_not(table):
    controller, board, view = table(3, moves=8)
    stop = illegal_stop(controller)
    hover_stop(view, board, stop)
    kind = board.stops[stop].kind
    assert board.hovered == stop
    assert board.label.isVisible()
    assert board.label.title == (texts.inn_name(controller.view().rules.road.stops[stop].inn)
                                 if kind == "inn" else texts.stop_name(kind))
    assert board.label.lines[0] == texts.stop_effect(kind)
    assert board.label.reason == controller.explain(0, Action.of("move", stop=stop))
    lit = min(board.lit)
    hover_stop(view, board, lit)
    assert board.hovered == lit and board.label.reason == ""
    assert board.label.hint == click_hint()


def test_a_stop_reached_only_with_an_amulet_lights_up_but_leaves_the_amulet_to_the_panel(
        qtbot, table, monkeypatch):
    """Friendship: a move with an amulet onto a held stop lights it too, but a click does not
    spend the amulet behind the player's back: it says where to choose it."""
    controller, board, view = table(3, moves=6)
    state = controller.view()
    held = next(i for i in range(state.stop[0] + 1, state.rules.next_inn[state.stop[0]])
                if i in state.stop)
    friendship = Action.of("move", stop=held, amulet="friendship")
    real_view = controller.view

    def with_amulet():
        seen = real_view()
        legal = seen.legal_actions
        seen.legal_actions = lambda seat: legal(seat) + [friendship]
        return seen

    monkeypatch.setattr(controller, "view", with_amulet)
    submitted = []
    monkeypatch.setattr(controller, "submit", lambda seat, action: submitted.append(action))
    board.refresh()
    assert board.stops[held].lit
    click_stop(qtbot, view, board, held)
    assert submitted == []
    assert board.refused is not None and "Friendship" in board.refused[1]
    free = min(i for i in board.lit if i != held)
    click_stop(qtbot, view, board, free)
    assert submitted == [Action.of("move", stop=free)]


def test_nothing_is_lit_unless_the_shown_seat_must_move(qtbot, table):
    controller, board, view = table(3, moves=5)
    for _ in range(6):
        assert board.lit
        click_stop(qtbot, view, board, min(board.lit))
        while True:
            qtbot.waitUntil(lambda: not controller.busy)
            prompt = controller.prompt()
            moving = prompt is not None and prompt.kind == "move"
            assert bool(board.lit) == moving
            assert any(item.lit for item in board.stops) == moving
            if moving or controller.match.is_over():
                break
            if controller.resolution_held():
                controller.resolve()
            else:
                legal = controller.state().legal_actions(0)
                controller.submit(0, legal[-1])


def test_the_keyboard_goes_through_the_lit_stops_and_moves(qtbot, table):
    controller, board, view = table(3, moves=12)
    order = sorted(board.lit)
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert board.key_focus == order[0] and board.stops[order[0]].focused
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    expected = order[1 % len(order)]
    assert board.key_focus == expected
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert controller.state().stop[0] == expected


# -- motion ----------------------------------------------------------------------------------

def walk_through(controller, steps: int = 60) -> None:
    """Set the playing motion to each of ``steps`` times along it, in one go: the path is then
    sampled evenly however few frames a busy machine would have drawn of it."""
    playing = [motion for motion in controller.animations.findChildren(QAbstractAnimation)
               if motion.state() == QAbstractAnimation.State.Running]
    assert playing
    for motion in playing:
        for step in range(steps + 1):
            motion.setCurrentTime(motion.duration() * step // steps)


def test_a_moved_pawn_walks_the_road_and_ends_at_its_new_stop(qtbot, table):
    controller, board, view = table(3, moves=12, factor=1.0)
    pawn = board.pawns[0]
    start = QPointF(pawn.pos())
    here = controller.view().stop[0]
    target = max(legal_stops(controller))
    seen: list[QPointF] = []
    pawn.xChanged.connect(lambda: seen.append(QPointF(pawn.pos())))
    click_stop(qtbot, view, board, target)
    assert pawn.motion is not None  # walking
    assert near(pawn.pos(), start, 40)
    walk_through(controller)
    qtbot.waitUntil(lambda: pawn.motion is None, timeout=10000)
    end = board._point(target, controller.state().slot[0])
    assert near(pawn.pos(), end)
    assert target - here >= 2
    middle = board.stops[(here + target) // 2].scenePos()  # passed on the road, not beside it
    assert min(math.dist((p.x(), p.y()), (middle.x(), middle.y())) for p in seen) < 45


def inn_with_company(state) -> bool:
    """Seat 0 may go to an inn where another traveller waits already."""
    return any(a.kind == "move" and state.rules.kinds[a["stop"]] == "inn"
               and a["stop"] in state.stop for a in state.legal_actions(0))


def test_pawns_waiting_at_an_inn_keep_their_numbered_places_and_the_next_takes_the_next(
        qtbot, table):
    """Review point 15: the queue reads in arrival order, one numbered place each (the last to
    arrive leaves first); an arrival walks to the next free place, nobody else moves."""
    controller, board, view = table(4, moves=4, until=inn_with_company, factor=1.0)
    state = controller.view()
    inn = next(a["stop"] for a in state.legal_actions(0) if a.kind == "move"
               and state.rules.kinds[a["stop"]] == "inn" and a["stop"] in state.stop)
    waiting = [board.pawns[p] for p in range(4) if state.stop[p] == inn]
    before = [QPointF(item.pos()) for item in waiting]
    click_stop(qtbot, view, board, inn)
    qtbot.waitUntil(lambda: all(item.motion is None for item in board.pawns), timeout=10000)
    after = [item.pos() for item in waiting]
    assert all(near(item.pos(), board._point(*item.place)) for item in board.pawns)
    assert all(near(a, b) for a, b in zip(before, after, strict=True))
    assert near(board.pawns[0].pos(), board.layout.queue_point(inn, len(waiting)))
    spots = {(round(item.x()), round(item.y())) for item in board.pawns}
    assert len(spots) == len(board.pawns)
    queue = sorted(board.pawns[p].x() for p in range(4) if controller.view().stop[p] == inn)
    assert all(b - a >= 46 for a, b in zip(queue, queue[1:], strict=False))  # side by side


def test_finishing_the_motion_shows_the_final_state(qtbot, table):
    controller, board, view = table(3, moves=12, factor=1.0)
    target = max(legal_stops(controller))
    click_stop(qtbot, view, board, target)
    controller.animations.finish_all()
    pawn = board.pawns[0]
    assert pawn.motion is None
    assert near(pawn.pos(), board._point(target, controller.state().slot[0]))


# -- the score track -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 5])
def test_score_markers_stand_at_the_totals(table, players):
    controller, board, _view = table(players, moves=40)
    view = controller.view()
    totals = list(view.live_scores().totals)  # the engine's, the traveller's bonus included
    assert any(totals)
    assert len(board.markers) == players
    for marker, total in zip(board.markers, totals, strict=True):
        assert marker.target == total and marker.value == total
        point = board.layout.track_point(total, board.track.length)
        assert math.dist((marker.x(), marker.y()), (point.x(), point.y())) <= 24 * (players - 1)
        assert NAMES[marker.seat] in marker.toolTip()
    assert board.track.length >= max(totals) + 1


def panorama_ahead(state) -> bool:
    """Seat 0 may stop at a panorama now (its points come on arrival)."""
    return any(a.kind == "move" and state.rules.kinds[a["stop"]].endswith("_panorama")
               for a in state.legal_actions(0))


def test_a_marker_glides_to_the_new_total(qtbot, table):
    controller, board, view = table(3, moves=4, until=panorama_ahead, factor=1.0)
    kinds = controller.view().rules.kinds
    stop = next(i for i in sorted(board.lit) if kinds[i].endswith("_panorama"))
    marker = board.markers[0]
    before = marker.value
    click_stop(qtbot, view, board, stop)
    total = controller.view().live_scores().totals[0]
    assert total > before
    assert marker.target == total and marker.motion is not None and marker.value < total
    qtbot.waitUntil(lambda: marker.motion is None, timeout=10000)
    assert marker.value == total
    point = board.layout.track_point(total, board.track.length)
    assert math.dist((marker.x(), marker.y()), (point.x(), point.y())) <= 24 * 2


def test_the_temple_tally_counts_each_seats_coins(table):
    controller, board, _view = table(4, moves=40)
    view = controller.view()
    assert [coins for _colour, coins in board.temples.counts] == list(view.temple[:4])
    assert NAMES[0] in board.temples.toolTip()


def test_the_temple_tallys_counts_read_inside_its_frame(qapp):
    """Each stack's count stands clear of the tally's foot (at 1024×700 the digits touched the
    frame's line), and the tallest stack drawn stays under its top."""
    from PySide6.QtGui import QColor, QFontMetricsF

    from tabibito.ui.kit.style import font
    from tabibito.ui.tokaido.track_items import TempleTallyItem

    tally = TempleTallyItem()
    tally.set_counts([(QColor("#3366aa"), 10), (QColor("#cc6622"), 0), (QColor("#9a948a"), 3)])
    frame = tally.boundingRect().adjusted(2, 2, -4, -4)  # the frame drawn
    metrics = QFontMetricsF(font(17, bold=True))
    for number in range(3):
        base = tally.stack_base(number)
        box = tally.count_rect(base)
        digits = metrics.tightBoundingRect("10")
        bottom = box.center().y() + digits.height() / 2
        assert bottom <= frame.bottom() - 4, (number, bottom, frame.bottom())
        top_coin = base.y() - 4.5 * (TempleTallyItem.SHOWN - 1) - 3 - TempleTallyItem.COIN * 0.42
        assert top_coin >= frame.top() + 3


def test_the_temple_tally_shows_the_neutral_travellers_coins_in_grey(table):
    """With two players the neutral traveller's temple coins rank too (§10): a grey stack, and
    a line of the tooltip naming it."""
    controller, board, _view = table(2, until=lambda s: s.temple[s.rules.neutral] > 0)
    view = controller.view()
    neutral = view.rules.neutral
    assert [coins for _colour, coins in board.temples.counts] == list(view.temple)
    assert board.temples.counts[neutral][0].name() == "#9a948a"
    expected = f"{texts.neutral_name()}: {texts.coins_text(view.temple[neutral])}"
    assert expected in board.temples.toolTip()


def test_the_track_grows_past_a_hundred_points(table):
    _controller, board, _view = table(2)
    assert board.track.length == 100
    from tabibito.ui.tokaido.board import track_length

    assert track_length([12, 99]) == 100
    assert track_length([100, 3]) == 150
    assert track_length([151]) == 200


def test_the_track_runs_round_the_board_edge(table):
    _controller, board, _view = table(2)
    layout = board.layout
    points = [layout.track_point(v, 100) for v in range(100)]
    rect = layout.track_rect
    assert near(points[0], rect.topLeft())
    for point in points:
        on_edge = min(abs(point.x() - rect.left()), abs(point.x() - rect.right()),
                      abs(point.y() - rect.top()), abs(point.y() - rect.bottom()))
        assert on_edge < 0.5
    assert rect.width() < BOARD_WIDTH and rect.height() < BOARD_HEIGHT


# -- language --------------------------------------------------------------------------------

class MarkerTranslator(QTranslator):
    """Stands in for a catalogue: every text of the game comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"‹{source}›" if context == "Tokaido" else None

    def isEmpty(self) -> bool:
        return False


def test_a_language_switch_relabels_the_inns_and_the_open_label(table):
    controller, board, view = table(3, moves=8)
    stop = illegal_stop(controller)
    hover_stop(view, board, stop)
    translator = MarkerTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        board.retranslate()
        assert board.inn_labels[0].text == "‹Kyoto›"
        assert board.label.title.startswith("‹")
        assert board.name_tag.text == NAMES[0]  # a seat's name is never translated
    finally:
        QCoreApplication.removeTranslator(translator)
    board.retranslate()
    assert board.inn_labels[0].text == "Kyoto"


def test_pawns_show_initials_unless_two_names_share_one():
    from tabibito.ui.tokaido.board import seat_marks

    assert seat_marks(["Aiko", "Kenji", "yuki"], 3) == ["A", "K", "Y"]
    assert seat_marks(["Player 1", "Player 2"], 2) == ["1", "2"]  # "P" and "P" tell nobody apart
    assert seat_marks(["Aiko", " "], 2) == ["1", "2"]


def test_hovering_a_stop_shows_one_card_with_who_is_there_and_the_rules_key(table):
    """One popup at a time: the card says what a tooltip said (the travellers there, F1); the
    stops and pawns carry no tooltip of their own to open over it."""
    from tabibito.ui.kit.rules_links import rules_hint

    controller, board, view = table(3, moves=8)
    assert not any(item.toolTip() for item in board.stops)
    assert not any(pawn.toolTip() for pawn in board.pawns)
    stop = controller.view().stop[1]
    hover_stop(view, board, stop)
    assert board.label.lines[-1] == rules_hint()
    assert any(NAMES[1] in line for line in board.label.lines)


def test_a_crossroads_stop_says_how_many_of_its_stack_are_left(table):
    controller, board, view = table(3, moves=8, options={"crossroads": True})
    state = controller.view()
    kinds = state.rules.kinds
    panorama = next(i for i, kind in enumerate(kinds) if kind.endswith("_panorama"))
    hover_stop(view, board, panorama)
    assert f"Cherry trees: {state.cherry_left} left" in board.label.lines
    temple = kinds.index("temple")
    hover_stop(view, board, temple)
    left = len(state.amulet_supply) + state.hidden_supply
    assert f"Amulets: {left} left" in board.label.lines
    farm = kinds.index("farm")
    hover_stop(view, board, farm)
    assert not any(" left" in line for line in board.label.lines)

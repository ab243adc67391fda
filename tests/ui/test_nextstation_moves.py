"""Next Station: Tokyo, every legal move at once: all targets lit, one click to draw, a question
only when two starts reach a station, reasons beside the cursor, the keyboard, the landmarks and
the pencil's stroke."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPathStroker

from tabibito.engine import Action
from tabibito.ui.nextstation import reasons
from tabibito.ui.nextstation.items import (
    ASKED,
    CANDIDATE,
    STATION_HIT,
    TARGET,
    GuideItem,
    SectionItem,
)
from tests.ui import test_nextstation_board as base
from tests.ui.play import press
from tests.ui.test_nextstation_board import (
    board,
    click_station,
    draws,
    hover_station,
    panel,
    start,
)

# The board tests' fixtures: the real main window, animations off, no double-click guard.
settings, window, no_double_click_guard = base.settings, base.window, base.no_double_click_guard

SEED = 1  # this seed, played by ``advance``, meets every case below early in the game


def reach(controller) -> dict[str, set[str]]:
    """The engine's legal draws: every target with the starts reaching it."""
    found: dict[str, set[str]] = {}
    for action in draws(controller):
        found.setdefault(action["to"], set()).add(action["frm"])
    return found


def advance(controller, until, limit: int = 60) -> None:
    """Play on (the draws in turn, or pass) until ``until()`` holds at a decision."""
    for step in range(limit):
        if controller.resolution_held():
            controller.resolve()
            continue
        if until():
            return
        legal = draws(controller)
        action = legal[step % len(legal)] if legal else controller.state().legal_actions(0)[-1]
        assert controller.submit(0, action)
    raise AssertionError("the case never came up")


def refusal_at(scene, key: str) -> reasons.Reason | None:
    for station in scene.stations:
        why = scene.why_not(station) if station not in scene.reach else None
        if why is not None and why.key == key:
            return why
    return None


# -- every legal move visible at once -------------------------------------------------------------

def test_the_targets_of_every_start_light_up_together(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: len({a["frm"] for a in draws(controller)}) > 1)
    legal = reach(controller)
    assert {target: set(starts) for target, starts in scene.reach.items()} == legal
    lit = {key for key, item in scene.stations.items() if item.mode == TARGET}
    assert lit == set(legal) == scene.targets  # no start to choose first
    assert scene.selected is None
    assert all(scene._reason(target) is None for target in legal)  # never shown as forbidden
    assert not any(scene.stations[target].blocked for target in legal)


def test_one_click_draws_from_the_only_start_reaching_the_station(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: len({a["frm"] for a in draws(controller)}) > 1
            and any(len(s) == 1 for s in reach(controller).values()))
    target, starts = next((t, s) for t, s in reach(controller).items() if len(s) == 1)
    log = len(controller.match.log)
    click_station(qtbot, window, target)
    assert len(controller.match.log) == log + 1
    last = controller.match.log[-1].action
    assert (last["frm"], last["to"]) == (starts.pop(), target)
    assert scene.asking is None


def test_a_station_two_starts_reach_asks_which_one(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: any(len(s) > 1 for s in reach(controller).values()))
    target, starts = next((t, s) for t, s in reach(controller).items() if len(s) > 1)
    log = len(controller.match.log)
    click_station(qtbot, window, target)
    assert len(controller.match.log) == log  # nothing drawn yet: the board asks
    assert scene.asking == target and set(scene.candidates) == starts
    assert scene.stations[target].mode == ASKED
    assert all(scene.stations[s].mode == CANDIDATE for s in starts)
    assert panel(window).hint.text() == reasons.choose_start()
    assert len(scene._previews) == len(starts)  # both sections show as ghosts
    scene._let_go()  # what a right click or Escape does: the question is dropped
    assert scene.asking is None
    click_station(qtbot, window, target)
    frm = sorted(starts)[-1]
    click_station(qtbot, window, frm)
    last = controller.match.log[-1].action
    assert (last["frm"], last["to"]) == (frm, target)


# -- every refusal explains itself beside the cursor ---------------------------------------------

def hovered_reason(window, scene, why: reasons.Reason, station: str) -> None:
    hover_station(window, station)
    assert scene.reason_tag.isVisible() and scene.reason_tag.text == why.text
    assert panel(window).hint.text() == why.text
    assert scene.stations[station].toolTip() == ""  # said once, beside the cursor: no tooltip


def test_a_wrong_symbol_names_both_symbols(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    card = next(iter(controller.state().target_symbols(0)))
    station = next(s for s, st in controller.state().map.stations.items()
                   if st.symbol != card and s not in scene.starts)
    why = scene.why_not(station)
    symbol = controller.state().map.stations[station].symbol
    assert why.key == "nextstation.wrong_symbol"
    assert why.text == f"This station is a {symbol}; the card shows a {card}."
    hovered_reason(window, scene, why, station)


def test_a_crossing_names_the_line_in_the_way(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: refusal_at(scene, "nextstation.crossing") is not None)
    why = refusal_at(scene, "nextstation.crossing")
    station = next(s for s in scene.stations if scene.why_not(s) == why)
    problem = controller.state().why_illegal(0, _draw(why.frm, station))
    assert problem.key == why.key
    assert why.text == "This section would cross the blue line."
    hovered_reason(window, scene, why, station)


def test_a_revisit_and_an_already_drawn_section_say_so(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: refusal_at(scene, "nextstation.track_taken") is not None)
    taken = refusal_at(scene, "nextstation.track_taken")
    own = controller.state().pencil(0)
    others = {line.pencil for line in controller.state().sheet(0).lines_in_order()} - {own}
    assert taken.text in {reasons.track_taken(pencil) for pencil in others}
    line = controller.state().line(0)
    middle = next(s for s in line.stations if s not in scene.starts)
    revisit = scene.why_not(middle)
    symbol = controller.state().map.stations[middle].symbol
    assert revisit.text == f"Your line already passes through this {symbol} station."
    hovered_reason(window, scene, revisit, middle)
    action = draws(controller)[0]
    assert controller.submit(0, action)  # drawn for this card: the next card waits
    hover_station(window, middle)
    assert scene.reason_tag.text == "Section drawn. Take it back with Undo, or go to the next card."


def _draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


# -- the keyboard ---------------------------------------------------------------------------------

def test_the_keyboard_picks_and_draws_a_station(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: any(len(s) == 1 for s in reach(controller).values()))
    assert scene.key_focus is None
    press(window, Qt.Key.Key_Tab)
    assert scene.key_focus == scene.focusable()[0]
    assert scene.stations[scene.key_focus].focused  # the ring shows
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Down)
    assert scene.key_focus in scene.focusable()
    target = next(t for t, s in reach(controller).items() if len(s) == 1)
    scene.set_key_focus(target)
    log = len(controller.match.log)
    assert press(window, Qt.Key.Key_Return)  # a station has the focus: the key is the board's
    assert len(controller.match.log) == log + 1
    assert controller.match.log[-1].action["to"] == target
    assert scene.key_focus is None  # nothing left to draw on this card
    assert not press(window, Qt.Key.Key_Space)  # no station focused: Space is the shell's


# -- the look -------------------------------------------------------------------------------------

def test_landmarks_cover_no_station_and_no_guide(qtbot, window):
    start(qtbot, window)
    scene = board(window)
    assert len(scene.landmarks) >= 3
    guides = [item for item in scene.items() if isinstance(item, GuideItem)]
    for landmark in scene.landmarks.values():
        rect = landmark.sceneBoundingRect()
        for station in scene.stations.values():
            centre = station.scenePos()
            hit = QRectF(centre.x() - STATION_HIT, centre.y() - STATION_HIT,
                         2 * STATION_HIT, 2 * STATION_HIT)
            assert not rect.intersects(hit), (landmark.key, station.key)
        for guide in guides:
            stroker = QPainterPathStroker()
            stroker.setWidth(guide.pen().widthF())
            assert not stroker.createStroke(guide.path()).intersects(rect), (
                landmark.key, guide.key)
        for badge in scene.badges.values():
            assert not rect.intersects(badge.sceneBoundingRect())


# -- the pencil's stroke ---------------------------------------------------------------------------

def drawn_item(scene, controller) -> SectionItem:
    event = controller.match.log[-1].action
    track = controller.state().map.track_between(event["frm"], event["to"]).id
    return scene._sections[controller.state().pencil(0), track]


def test_with_animations_off_the_section_is_drawn_at_once(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    assert controller.animation_factor == 0
    advance(controller, lambda: bool(draws(controller)))
    assert controller.submit(0, draws(controller)[0])
    item = drawn_item(scene, controller)
    assert item.progress == 1.0 and not controller.animations.busy()


def test_the_stroke_grows_from_the_start_to_the_end(qtbot, window):
    controller = start(qtbot, window, seed=SEED)
    scene = board(window)
    advance(controller, lambda: bool(draws(controller)))
    controller.animation_factor = 1.0
    action = draws(controller)[0]
    assert controller.submit(0, action)
    item = drawn_item(scene, controller)
    assert controller.animations.busy() and item.progress < 1.0
    begin = scene.stations[action["frm"]].scenePos()
    first = item.drawn_path().pointAtPercent(0) if item.progress > 0 else begin
    assert _near(first, begin)  # the pencil sets down at the start
    qtbot.waitUntil(lambda: not controller.animations.busy(), timeout=3000)
    assert item.progress == 1.0
    end = scene.stations[action["to"]].scenePos()
    path = item.drawn_path()
    assert {_rounded(path.pointAtPercent(0)), _rounded(path.pointAtPercent(1))} == {
        _rounded(begin), _rounded(end)}


def _near(a: QPointF, b: QPointF, tolerance: float = 1.5) -> bool:
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def _rounded(point: QPointF) -> tuple[int, int]:
    return round(point.x()), round(point.y())

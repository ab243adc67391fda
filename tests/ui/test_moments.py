"""The moments of the journey (issue 23 §3): Tokaido's arrival at an inn and Let's Go's day
closing. Each plays in its seeded situation, names the right inn or day, lights the board where
it happens, never plays with animations off, and never stands in the way: clicks go through it
(and cut it short), and it holds back neither the next move nor a choice."""

from __future__ import annotations

import gc
import itertools
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtWidgets import QApplication, QWidget

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules as letsgo_rules
from tabibito.games.letsgo.itinerary import DAY_KEYS
from tabibito.ui.board_view import BoardView
from tabibito.ui.controller import MatchController
from tabibito.ui.kit import moment as kit_moment
from tabibito.ui.kit import sound
from tabibito.ui.kit.animation import AnimationQueue
from tabibito.ui.kit.i18n import fill
from tabibito.ui.kit.moment import Glow, Moment, MomentBanner, fade
from tabibito.ui.kit.settings import Settings
from tabibito.ui.kit.sound_cues import Cue
from tabibito.ui.letsgo import day_closing
from tabibito.ui.letsgo import texts as letsgo_texts
from tabibito.ui.letsgo.board import LetsGoBoard
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.main_window import MainWindow
from tabibito.ui.nextstation.round_end import SUMMARY_MS
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tabibito.ui.tokaido import inn_arrival
from tabibito.ui.tokaido import texts as tokaido_texts
from tabibito.ui.tokaido.board import TokaidoBoard

from .letsgo.clicks import click_slot, slot_items
from .letsgo.test_board import drive, step_is
from .test_nextstation_motion import open_window
from .test_nextstation_recheck import SMALL as NS_SMALL
from .test_nextstation_recheck import start
from .test_nextstation_review5 import end_the_round, summary_of
from .test_sound import Clock, Recorder, director_for
from .test_tokaido_board import NAMES, click_stop, inn_with_company, play


def moment_of(view) -> Moment | None:
    return view.findChild(Moment)


def playing_moment(qtbot, view) -> Moment:
    """The view's moment, once it plays."""
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
    return moment_of(view)


def first_frame_shown(qtbot, recorder, cue: Cue) -> None:
    """The moment's picture has painted its first visible frame: its bell rings then."""
    qtbot.waitUntil(lambda: cue in recorder.played, timeout=5000)


SMALL, LARGE = (1024, 700), (1920, 1080)


def shown(qtbot, controller, board, size=SMALL) -> BoardView:
    """``board`` in a view of ``size`` (1024 × 700) on screen, its table started."""
    view = BoardView()
    view.setScene(board)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    qtbot.waitUntil(lambda: not controller.busy)
    return view


@pytest.fixture
def road(qtbot):
    """road(players, until, factor) -> (controller, board, view): Tokaido seeded, seat 0 to
    move, the board in a view of 1024 × 700."""
    made = []

    def make(players: int, until, factor: float = 1.0, size=SMALL):
        seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
        match = Match(REGISTRY.get("tokaido"), {}, seats, 7, hold_resolution=True)
        play(match, 4, until)
        controller = MatchController(match, TOKAIDO, animation_factor=factor)
        board = TokaidoBoard(controller)
        view = shown(qtbot, controller, board, size)
        made.append(controller)
        return controller, board, view

    yield make
    for controller in made:
        controller.dispose()


def test_the_moment_comes_stays_and_goes():
    assert fade(0.0) == fade(1.0) == 0.0
    assert fade(0.5) == 1.0
    assert 0.0 < fade(0.05) < 1.0 and 0.0 < fade(0.95) < 1.0


def shared_inn(state) -> int:
    return next(a["stop"] for a in state.legal_actions(0) if a.kind == "move"
                and state.rules.kinds[a["stop"]] == "inn" and a["stop"] in state.stop)


def others_at(state, inn: int) -> int:
    return sum(1 for pawn, stop in enumerate(state.stop) if stop == inn and pawn != 0)


def inn_where_all_wait(state) -> bool:
    """Seat 0 may be the last to reach an inn: every other traveller waits there."""
    return any(a.kind == "move" and state.rules.kinds[a["stop"]] == "inn"
               and others_at(state, a["stop"]) == len(state.stop) - 1
               for a in state.legal_actions(0))


def inn_in_between(state) -> bool:
    """Seat 0 may reach an inn where some, not all, of the others wait."""
    return any(a.kind == "move" and state.rules.kinds[a["stop"]] == "inn"
               and 0 < others_at(state, a["stop"]) < len(state.stop) - 1
               for a in state.legal_actions(0))


def last_inn(state) -> int:
    """The inn where seat 0 arrives last (``inn_where_all_wait``)."""
    return next(a["stop"] for a in state.legal_actions(0) if a.kind == "move"
                and state.rules.kinds[a["stop"]] == "inn"
                and others_at(state, a["stop"]) == len(state.stop) - 1)


def test_reaching_an_inn_lights_its_lantern_and_names_it_with_the_queue(qtbot, road):
    """The last to arrive completes the queue: the whole moment, every traveller named."""
    controller, board, view = road(4, inn_where_all_wait)
    state = controller.view()
    inn = last_inn(state)
    waiting = sorted((state.slot[p], p) for p in range(4) if state.stop[p] == inn)
    click_stop(qtbot, view, board, inn)
    moment = playing_moment(qtbot, view)
    banner = moment.banner
    assert banner.title == tokaido_texts.inn_name(state.rules.road.stops[inn].inn)
    assert banner.seal == "宿"  # the inn's hanko
    arrived = [NAMES[p] for _slot, p in waiting] + [NAMES[0]]  # first come, first named
    assert banner.line == fill(tokaido_texts.tr(inn_arrival.ARRIVED), " · ".join(arrived))
    assert view.rect().contains(banner.geometry())
    lantern = moment.glow
    assert isinstance(lantern, Glow) and lantern.scene() is board
    assert lantern.boundingRect().contains(board.stops[inn].scenePos())
    assert not controller.animations.busy()  # the next move and the meal are not held back
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=5000)
    assert moment.glow is None and not [item for item in board.items()
                                        if isinstance(item, Glow)]


def test_a_board_cleared_under_the_moment_ends_it_without_an_error(qtbot, road):
    """Closing the window (or a new game) deletes the lantern's glow with the board's items
    while the moment still plays: its next frame and its end leave the deleted glow alone."""
    controller, board, view = road(4, inn_where_all_wait)
    click_stop(qtbot, view, board, last_inn(controller.view()))
    moment = playing_moment(qtbot, view)
    assert moment.glow is not None
    board.clear()
    moment._advance(0.5)  # the next frame of its motion
    moment.skip()
    assert moment.glow is None and not moment.banner.isVisible()


def reaches_the_end(state) -> bool:
    final = state.rules.road.inns[-1]
    return any(a.kind == "move" and a["stop"] == final for a in state.legal_actions(0))


def test_the_last_inn_is_named_the_final_inn(qtbot, road):
    controller, board, view = road(2, reaches_the_end)
    road_ = controller.view().rules.road
    click_stop(qtbot, view, board, road_.inns[-1])
    playing_moment(qtbot, view)
    assert moment_of(view).banner.title == fill(tokaido_texts.tr(inn_arrival.FINAL_INN),
                                                tokaido_texts.inn_name("edo"))


def test_a_click_goes_through_the_moment_and_cuts_it_short(qtbot, road):
    controller, board, view = road(4, inn_where_all_wait)
    click_stop(qtbot, view, board, last_inn(controller.view()))
    playing_moment(qtbot, view)
    banner = moment_of(view).banner
    assert banner.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    under = QApplication.widgetAt(view.mapToGlobal(banner.geometry().center()))
    assert under is not banner  # the click lands on the board under it
    pressed = []
    board.mousePressEvent = lambda event: pressed.append(event.scenePos())  # type: ignore
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.viewport().mapFrom(view, banner.geometry().center()))
    assert pressed and not banner.isVisible()


def test_with_animations_off_no_moment_plays(qtbot, road, monkeypatch):
    shown = []
    monkeypatch.setattr(MomentBanner, "show", lambda banner: shown.append(banner))
    controller, board, view = road(4, inn_with_company, factor=0.0)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    qtbot.wait(100)
    assert controller.view().stop[0] in controller.view().rules.road.inns  # it did arrive
    assert not shown


def test_a_skipped_motion_takes_the_moment_still_due_with_it(qtbot, road):
    controller, board, view = road(4, inn_with_company)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    assert controller.animations.busy()  # the pawn walks: the moment waits for it
    controller.animations.finish_all()  # an undo, a load, a replay scrubbed
    qtbot.wait(50)
    moment = moment_of(view)
    assert moment is not None and not moment.playing()


def test_no_moment_before_the_board_is_shown(qtbot):
    from PySide6.QtWidgets import QGraphicsScene

    assert kit_moment.moment_on(QGraphicsScene()) is None


# -- Let's Go: a day closing -----------------------------------------------------------------


def day_to_close(match: Match) -> bool:
    """Seat 0 places a card, and one of its days has two cards: the next one closes it."""
    return (step_is(letsgo_rules.SLOT)(match)
            and any(len(day) == letsgo_rules.DAY_CARDS - 1 for day in match.state.sheets[0].days))


@pytest.fixture
def trip(qtbot):
    """trip(factor, goal, size) -> (controller, board, view): a solo Let's Go seeded where
    ``goal`` holds (seat 0's next card may close a day), the board in a view of ``size``."""
    made = []

    def make(factor: float = 1.0, goal=day_to_close, size=SMALL):
        match = Match(REGISTRY.get("letsgo"), {}, [Seat(NAMES[0])], 3, hold_resolution=True)
        assert drive(match, goal, 3)
        controller = MatchController(match, LetsGoUI(), animation_factor=factor)
        board = LetsGoBoard(controller)
        view = shown(qtbot, controller, board, size)
        made.append((controller, board, view))
        return controller, board, view

    yield make
    for controller, board, view in made:
        controller.dispose()
        view.setScene(None)
        board.deleteLater()
    qtbot.wait(1)
    gc.collect()


def close_a_day(controller, board) -> int:
    days = controller.state().sheets[0].days
    day = next(slot.day for slot in slot_items(board)
               if len(days[slot.day]) == letsgo_rules.DAY_CARDS - 1)
    click_slot(board, day, 0)
    assert len(controller.state().sheets[0].days[day]) == letsgo_rules.DAY_CARDS
    return day


def test_closing_a_day_lights_its_column_and_names_it(qtbot, trip):
    controller, board, view = trip()
    day = close_a_day(controller, board)
    moment = playing_moment(qtbot, view)
    assert moment.banner.title == letsgo_texts.day_name(day)
    assert moment.banner.seal == "日"  # the day's hanko
    matches = board.itinerary.headers[day].matches
    assert moment.banner.line.startswith(day_closing.WORDS.day_closed(matches))
    column = moment.glow
    assert isinstance(column, Glow)
    assert column.boundingRect().contains(board.itinerary.headers[day].sceneBoundingRect())
    assert not controller.animations.busy()  # the bonus chooser and the next card come at once
    qtbot.waitUntil(lambda: not moment.banner.isVisible(), timeout=5000)


def test_a_card_that_leaves_its_day_open_closes_nothing(qtbot, trip):
    controller, board, view = trip()
    days = controller.state().sheets[0].days
    open_slots = [slot for slot in slot_items(board)
                  if len(days[slot.day]) < letsgo_rules.DAY_CARDS - 1]
    assert open_slots  # the seed leaves a day with room for two more cards
    click_slot(board, open_slots[0].day, 0)
    qtbot.wait(800)
    assert moment_of(view) is None or not moment_of(view).playing()


def test_with_animations_off_no_day_closes_with_a_moment(qtbot, trip, monkeypatch):
    shown = []
    monkeypatch.setattr(MomentBanner, "show", lambda banner: shown.append(banner))
    controller, board, _view = trip(0.0)
    close_a_day(controller, board)
    qtbot.wait(100)
    assert not shown


# -- one bell per moment -----------------------------------------------------------------------


def test_the_inn_rings_its_bell_once_as_its_moment_comes(qtbot, road, monkeypatch):
    """The arrival's event is the inn's bell: it rings once, as the lantern lights after the
    walk, not as the move is applied (the pawn still on its way)."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)  # as on a player's desktop
    controller, board, view = road(4, inn_with_company)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    assert controller.animations.busy()  # the pawn walks
    assert Cue.ROUND_END not in recorder.played and Cue.PAWN_STEP not in recorder.played
    moment = playing_moment(qtbot, view)
    first_frame_shown(qtbot, recorder, Cue.ROUND_END)
    assert recorder.played.count(Cue.ROUND_END) == 1
    qtbot.waitUntil(lambda: not moment.playing(), timeout=5000)
    assert recorder.played.count(Cue.ROUND_END) == 1


def test_an_arrival_in_between_rings_the_bell_as_its_lantern_lights(qtbot, road, monkeypatch):
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = road(4, inn_in_between)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    state = controller.view()
    click_stop(qtbot, view, board, next(
        a["stop"] for a in state.legal_actions(0) if a.kind == "move"
        and state.rules.kinds[a["stop"]] == "inn" and 0 < others_at(state, a["stop"]) < 3))
    assert Cue.ROUND_END not in recorder.played  # the walk first
    moment = playing_moment(qtbot, view)
    first_frame_shown(qtbot, recorder, Cue.ROUND_END)
    assert not moment.banner.isVisible() and recorder.played.count(Cue.ROUND_END) == 1


def test_an_inn_skipped_before_its_moment_rings_nothing(qtbot, road, monkeypatch):
    """An undo, a load, a replay scrubbed while the pawn walks: no moment, so no bell, though
    the move's own event is the bell."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = road(4, inn_with_company)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    controller.animations.finish_all()
    qtbot.wait(100)
    assert Cue.ROUND_END not in recorder.played


def test_a_day_closed_without_a_bonus_rings_its_bell_with_its_moment(qtbot, trip, monkeypatch):
    """No bonus event rang the day's bell (no icon matched): the moment rings it."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = trip()
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    day = close_a_day(controller, board)
    assert board.itinerary.headers[day].matches == 0  # the seeded day: nothing matched
    assert Cue.DAY_CLOSED not in recorder.played  # not yet: the card still glides
    playing_moment(qtbot, view)
    first_frame_shown(qtbot, recorder, Cue.DAY_CLOSED)
    assert recorder.played.count(Cue.DAY_CLOSED) == 1


def closing_with_a_choice(state):
    """Seat 0's placing that closes a day with a choice of bonus (two icons matched or more)."""
    for action in state.legal_actions(0):
        if action.kind == letsgo_rules.SLOT:
            after = state.clone()
            after.apply(0, action)
            if after.sheets[0].step == letsgo_rules.BONUS:
                return action
    return None


def day_to_close_with_a_choice(match: Match) -> bool:
    return day_to_close(match) and closing_with_a_choice(match.state) is not None


def test_a_day_bonus_chosen_after_the_days_moment_rings_no_second_bell(qtbot, trip, monkeypatch):
    """The day closes once (its third card, its moment): its bell rings once, not again as
    the player then chooses its bonus (a move of its own, whose event is the day's cue)."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = trip(goal=day_to_close_with_a_choice)
    recorder, clock = Recorder(), Clock()
    director = director_for(view, recorder, clock)
    director.follow(controller)
    closing = closing_with_a_choice(controller.state())
    click_slot(board, closing["day"], closing["position"])
    assert controller.state().sheets[0].step == letsgo_rules.BONUS
    playing_moment(qtbot, view)
    first_frame_shown(qtbot, recorder, Cue.DAY_CLOSED)
    bonus = next(action for action in controller.state().legal_actions(0)
                 if action.kind == letsgo_rules.BONUS)
    clock.now += 5000  # the player took a while to choose
    controller.submit(0, bonus)
    assert controller.state().sheets[0].step != letsgo_rules.BONUS
    qtbot.waitUntil(lambda: not any(timer.isActive() for timer in director._due), timeout=2000)
    assert recorder.played.count(Cue.DAY_CLOSED) == 1


def test_a_view_keeps_its_moments_from_one_table_to_the_next(qtbot):
    """The next game's table in the same view: the moments follow its queue (the first
    table's is gone)."""
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    moment = Moment(view)
    first = AnimationQueue(1.0)
    assert moment.play(SimpleNamespace(animation_factor=1.0, animations=first), "First inn", "")
    qtbot.waitUntil(moment.playing)
    shiboken6.delete(first)  # the game is left, its table goes
    second = AnimationQueue(0.5)
    assert moment.play(SimpleNamespace(animation_factor=0.5, animations=second), "Monday", "")
    qtbot.waitUntil(moment.playing)
    assert moment.banner.title == "Monday"
    second.play(QVariantAnimation())
    second.finish_all()  # an undo in the new game ends its moment
    assert not moment.playing()


# -- how often the inn's moment plays ----------------------------------------------------------


def test_a_four_player_game_plays_the_inns_banner_at_half_its_arrivals():
    """Worked example: seed 7, four easy travellers. Each of the four inns after Kyoto sees
    four arrivals, sixteen in all: the first and the last at each inn get the banner (eight),
    the two in between the lantern alone (eight)."""
    match = Match(REGISTRY.get("tokaido"), {}, [Seat(name, "easy") for name in NAMES[:4]], 7)
    whole: dict[int, list[bool]] = {}
    while not match.is_over():
        if match.state.needs_resolution():
            events = match.resolve()
        else:
            seat = match.state.to_act()[0]
            events = match.apply(seat, match.bot_request(seat).run())
        inn = inn_arrival.reached_inn(events)
        if inn is not None:
            whole.setdefault(inn, []).append(inn_arrival.whole_banner(match.state, inn))
    assert len(whole) == 4
    assert all(arrivals == [True, False, False, True] for arrivals in whole.values())


def test_an_arrival_in_between_lights_the_lantern_only(qtbot, road):
    controller, board, view = road(4, inn_in_between)
    state = controller.view()
    inn = next(a["stop"] for a in state.legal_actions(0) if a.kind == "move"
               and state.rules.kinds[a["stop"]] == "inn"
               and 0 < others_at(state, a["stop"]) < 3)
    click_stop(qtbot, view, board, inn)
    moment = playing_moment(qtbot, view)
    assert isinstance(moment.glow, Glow)
    assert moment.glow.boundingRect().contains(board.stops[inn].scenePos())
    assert not moment.banner.isVisible()
    qtbot.waitUntil(lambda: not moment.playing(), timeout=5000)
    assert not [item for item in board.items() if isinstance(item, Glow)]


# -- where the banner goes ---------------------------------------------------------------------


def on_view(view, scene_rect) -> QRect:
    """``scene_rect`` as the view shows it, in the view's own pixels (the banner's)."""
    rect = view.mapFromScene(scene_rect).boundingRect()
    return rect.translated(view.viewport().mapTo(view, QPoint(0, 0)))


SIZES = pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x700", "1920x1080"])


@SIZES
def test_the_inn_banner_leaves_the_score_track_and_the_inn_in_sight(qtbot, road, size):
    controller, board, view = road(4, inn_where_all_wait, size=size)
    inn = last_inn(controller.view())
    click_stop(qtbot, view, board, inn)
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).banner.isVisible(),
                    timeout=5000)
    banner = moment_of(view).banner.geometry()
    assert view.rect().contains(banner)
    track = board.track
    for value in range(track.length):  # every point of the track, and the markers on it
        point = board.layout.track_point(value, track.length)
        assert not banner.intersects(on_view(view, QRectF(point.x() - 16, point.y() - 16, 32,
                                                          32))), value
    for marker in board.markers:
        assert not banner.intersects(on_view(view, marker.sceneBoundingRect()))
    here = [item for item in board.pawns if controller.view().stop[item.pawn] == inn]
    assert len(here) == 4
    for item in (board.stops[inn], board.inn_labels[inn], *here):  # the inn and its queue
        assert not banner.intersects(on_view(view, item.sceneBoundingRect()))


def day_banner_clear(view, board, day: int) -> None:
    """The day's banner meets neither the day headers nor the round board, nor the column
    that closed, nor the hand."""
    banner = moment_of(view).banner.geometry()
    assert view.rect().contains(banner)
    for item in [*board.itinerary.headers, *board.cells, *board.hand]:
        assert not banner.intersects(on_view(view, item.sceneBoundingRect()))
    assert not banner.intersects(on_view(view, day_closing.column(board.itinerary, day)
                                         .scene_rect()))


@SIZES
def test_the_day_banner_leaves_the_day_headers_in_sight(qtbot, trip, size):
    controller, board, view = trip(size=size)
    day = close_a_day(controller, board)
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).banner.isVisible(),
                    timeout=5000)
    day_banner_clear(view, board, day)


# -- a day closed settles under its stamp -----------------------------------------------------


def test_the_stamp_comes_down_meets_the_paper_and_rests():
    assert kit_moment.pressed(0.0) == 0.0
    assert kit_moment.pressed(kit_moment.PRESS) == kit_moment.pressed(0.9) == 1.0
    assert max(kit_moment.pressed(n / 100) for n in range(100)) > 1.0  # it overshoots a touch


def test_a_closed_day_takes_its_stamp_at_the_foot_of_its_column(qtbot, trip):
    controller, board, view = trip()
    day = close_a_day(controller, board)
    moment = playing_moment(qtbot, view)
    stamp = moment.stamp
    assert isinstance(stamp, kit_moment.Stamp) and stamp.seal == "日"
    column = day_closing.column(board.itinerary, day).scene_rect()
    assert column.contains(stamp.scenePos()) and stamp.scenePos().y() > column.center().y()
    assert stamp.zValue() > board.itinerary.zValue()  # over the cards it marks
    assert stamp.acceptedMouseButtons() == Qt.MouseButton.NoButton
    qtbot.waitUntil(lambda: stamp.scale() == 1.0, timeout=5000)  # pressed on, at rest
    qtbot.waitUntil(lambda: not moment.playing(), timeout=5000)
    assert not [item for item in board.items() if isinstance(item, kit_moment.Stamp)]


# -- Let's Go's trip: each day travelled closes with its moment -------------------------------


def on_the_trip(match: Match) -> bool:
    state = match.state
    return (state.phase == letsgo_rules.TRIP and not state.needs_resolution()
            and 0 in state.to_act())


def travel_a_day(controller) -> list[int]:
    """Seat 0's trip choices (the first offered, the motion of each shown at once) until a
    choice travels a day to its end: the days it travelled."""
    for _ in range(40):
        controller.animations.finish_all()
        before = controller.state().trips[0].snapshot()["highlights"]
        assert controller.submit(0, controller.state().legal_actions(0)[0])
        after = controller.state().trips[0].snapshot()["highlights"]
        days = [day for day, (was, now) in enumerate(zip(before, after, strict=True))
                if was is None and now is not None]
        if days:
            return days
    raise AssertionError("the trip travelled no day")


@SIZES
def test_a_day_travelled_on_the_trip_closes_with_its_points(qtbot, trip, size):
    controller, board, view = trip(goal=on_the_trip, size=size)
    days = travel_a_day(controller)
    assert controller.animations.busy()  # the trip's markers move: the moment waits for them
    moment = playing_moment(qtbot, view)
    day = days[0]
    points = controller.state().trips[0].breakdown()[DAY_KEYS[day]]
    assert moment.banner.title == letsgo_texts.day_name(day)
    assert moment.banner.line == fill(QCoreApplication.translate("LetsGo", day_closing.TRAVELLED),
                                      letsgo_texts.vp_text(points))
    assert isinstance(moment.glow, Glow)
    assert moment.glow.boundingRect().contains(board.itinerary.headers[day].sceneBoundingRect())
    assert isinstance(moment.stamp, kit_moment.Stamp)
    assert not controller.animations.busy()  # the trip's next choice is not held back
    day_banner_clear(view, board, day)
    assert not moment.banner.geometry().intersects(on_view(view,
                                                           board.trip_area.sceneBoundingRect()))


def bare_moment(qtbot) -> Moment:
    """The moments of a plain widget of 800 × 600 on screen."""
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    return Moment(view)


def test_the_days_one_move_travelled_follow_one_another(qtbot):
    moment = bare_moment(qtbot)
    table = SimpleNamespace(animation_factor=0.5, animations=None)
    assert moment.play_all(table, [kit_moment.Showing("Monday", "11 VP"),
                                   kit_moment.Showing("Tuesday", "6 VP")])
    assert moment.banner.title == "Monday"
    assert moment.motion.duration() == kit_moment.MOMENT_MS * 0.5  # the speed setting's
    qtbot.waitUntil(lambda: moment.banner.title == "Tuesday", timeout=5000)
    assert moment.playing()
    assert moment.motion.duration() == round(kit_moment.MOMENT_MS * 0.5 * kit_moment.IN_A_ROW)
    qtbot.waitUntil(lambda: not moment.playing(), timeout=5000)
    assert not moment.play_all(SimpleNamespace(animation_factor=0.0, animations=None),
                               [kit_moment.Showing("Wednesday")])  # animations off


def test_a_click_ends_the_days_still_due_too(qtbot):
    moment = bare_moment(qtbot)
    table = SimpleNamespace(animation_factor=1.0, animations=None)
    moment.play_all(table, [kit_moment.Showing("Monday"), kit_moment.Showing("Tuesday")])
    qtbot.mouseClick(moment.view, Qt.MouseButton.LeftButton)
    assert not moment.playing()
    qtbot.wait(kit_moment.MOMENT_MS + 200)
    assert not moment.playing() and moment.banner.title == "Monday"


def test_a_later_arrival_never_cuts_the_inns_banner_short(qtbot):
    """A computer traveller reaching the inn while its banner shows: the banner plays on."""
    moment = bare_moment(qtbot)
    table = SimpleNamespace(animation_factor=1.0, animations=None)
    assert moment.play(table, "First inn", "Aiko")
    assert not moment.play_all(table, [kit_moment.Showing("")])  # the lantern alone: left out
    assert moment.banner.isVisible() and moment.banner.title == "First inn"
    moment.skip()
    assert moment.play_all(table, [kit_moment.Showing("")])  # no banner to cut short: it plays
    assert moment.playing() and not moment.banner.isVisible()


# -- speed and sound ---------------------------------------------------------------------------


def test_each_day_travelled_rings_its_bell_as_its_moment_comes(qtbot, trip, monkeypatch):
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = trip(factor=0.5, goal=on_the_trip)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    days = travel_a_day(controller)
    assert Cue.DAY_CLOSED not in recorder.played  # not yet: the trip's motion plays first
    playing_moment(qtbot, view)
    assert moment_of(view).motion.duration() == kit_moment.MOMENT_MS * 0.5
    first_frame_shown(qtbot, recorder, Cue.DAY_CLOSED)
    assert recorder.played.count(Cue.DAY_CLOSED) == 1
    qtbot.waitUntil(lambda: not moment_of(view).playing(), timeout=10000)
    assert recorder.played.count(Cue.DAY_CLOSED) == len(days)


def test_a_moment_skipped_before_it_plays_makes_no_sound(qtbot, trip, monkeypatch):
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = trip(goal=on_the_trip)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    travel_a_day(controller)
    controller.animations.finish_all()  # an undo, a load, a replay scrubbed
    qtbot.wait(100)
    assert Cue.DAY_CLOSED not in recorder.played
    assert moment_of(view) is None or not moment_of(view).playing()


def test_the_inn_moment_follows_the_animation_speed(qtbot, road):
    controller, board, view = road(4, inn_where_all_wait, factor=0.5)
    click_stop(qtbot, view, board, last_inn(controller.view()))
    playing_moment(qtbot, view)
    assert moment_of(view).motion.duration() == kit_moment.MOMENT_MS * 0.5


@pytest.mark.parametrize(("speed", "factor"), [("fast", 0.5), ("off", 0.0)])
def test_next_stations_line_counted_follows_the_speed_and_rings_its_bell(qtbot, monkeypatch,
                                                                         speed, factor):
    """The round's end on Next Station's sheet (the line counted, the pencil passing on): its
    summary plays at the speed set and the round's bell rings once with it; with animations
    off neither."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    settings = Settings()
    settings.animation_speed = speed
    window = open_window(qtbot, settings, NS_SMALL)
    controller = start(qtbot, window)
    recorder = Recorder()
    moves_apart = itertools.count(0, 1000).__next__  # every move heard, none "too fast"
    director_for(window, recorder, clock=moves_apart).follow(controller)
    end_the_round(qtbot, controller)
    summary = summary_of(window)
    if factor == 0:
        qtbot.wait(100)
        assert summary is None or not summary.isVisible()
        assert Cue.ROUND_END not in recorder.played
        return
    qtbot.waitUntil(lambda: summary is not None and summary.isVisible(), timeout=5000)
    first_frame_shown(qtbot, recorder, Cue.ROUND_END)
    assert recorder.played.count(Cue.ROUND_END) == 1
    showing = controller.animations._playing  # the summary's time on the queue
    assert showing is not None and showing.duration() == round(SUMMARY_MS * factor)


# -- the game's end comes after its last moments -----------------------------------------------


def test_the_final_scores_and_the_flourish_wait_for_the_last_days_moment(qtbot, monkeypatch):
    """Let's Go's last trip move travels its days and ends the game: the days' moments play
    first (their bells with them), then the final scores count up and the winner's flourish
    comes, its fanfare with it; never the flourish over a day's banner."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    settings = Settings()
    settings.animation_speed = "fast"
    window = MainWindow(REGISTRY, {"letsgo": LetsGoUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    qtbot.waitExposed(window)
    recorder = Recorder()
    # The window's director (as the app gives it one): the game screen has it follow the table.
    director_for(window, recorder, clock=itertools.count(0, 1000).__next__)
    # Seat 1 travels last: its Saturday ends the game (seeded).
    match = Match(REGISTRY.get("letsgo"), {}, [Seat(NAMES[0], "easy"), Seat(NAMES[1])], 4,
                  hold_resolution=True)
    assert drive(match, lambda m: m.state.phase == letsgo_rules.TRIP, 4)
    window.attach(match, save_path=None)
    controller = window.controller
    screen = window.game_screen
    view = screen.board

    def seat_1_or_the_end() -> bool:
        controller.animations.finish_all()  # the motion and the moments before the last move
        if controller.resolution_held():
            controller.resolve()
        return controller.match.is_over() or (not controller.busy
                                              and 1 in controller.state().to_act())

    while not controller.match.is_over():
        qtbot.waitUntil(seat_1_or_the_end, timeout=20000)
        if not controller.match.is_over():
            assert controller.submit(1, controller.state().legal_actions(1)[-1])
    moment = playing_moment(qtbot, view)  # the last days travelled
    sheet = screen.score_sheet
    first_frame_shown(qtbot, recorder, Cue.DAY_CLOSED)
    bells = recorder.played.count(Cue.DAY_CLOSED)
    assert bells >= 1 and not sheet.isVisible() and Cue.WINNER not in recorder.played
    seen_together = []
    sheet.flourish.showEvent = lambda event: seen_together.append(moment.ahead())  # type: ignore
    qtbot.waitUntil(lambda: not moment.ahead(), timeout=10000)
    qtbot.waitUntil(sheet.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: not sheet.counting(), timeout=10000)
    assert seen_together == [False]  # the flourish (the seeded game's winner) after the days
    first_frame_shown(qtbot, recorder, Cue.WINNER)  # its fanfare as it shows
    assert recorder.played.count(Cue.WINNER) == 1
    assert recorder.played.count(Cue.DAY_CLOSED) >= bells

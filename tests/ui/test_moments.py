"""The moments of the journey (issue 23 §3): Tokaido's arrival at an inn and Let's Go's day
closing. Each plays in its seeded situation, names the right inn or day, lights the board where
it happens, never plays with animations off, and never stands in the way: clicks go through it
(and cut it short), and it holds back neither the next move nor a choice."""

from __future__ import annotations

import gc
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6.QtCore import Qt, QVariantAnimation
from PySide6.QtWidgets import QApplication, QWidget

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules as letsgo_rules
from tabibito.ui.board_view import BoardView
from tabibito.ui.controller import MatchController
from tabibito.ui.kit import moment as kit_moment
from tabibito.ui.kit import sound
from tabibito.ui.kit.animation import AnimationQueue
from tabibito.ui.kit.i18n import fill
from tabibito.ui.kit.moment import Glow, Moment, MomentBanner, fade
from tabibito.ui.kit.sound_cues import Cue
from tabibito.ui.letsgo import day_closing
from tabibito.ui.letsgo import texts as letsgo_texts
from tabibito.ui.letsgo.board import LetsGoBoard
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tabibito.ui.tokaido import inn_arrival
from tabibito.ui.tokaido import texts as tokaido_texts
from tabibito.ui.tokaido.board import TokaidoBoard

from .letsgo.clicks import click_slot, slot_items
from .letsgo.test_board import drive, step_is
from .test_sound import Recorder, director_for
from .test_tokaido_board import NAMES, click_stop, inn_with_company, play


def moment_of(view) -> Moment | None:
    return view.findChild(Moment)


def shown(qtbot, controller, board) -> BoardView:
    """``board`` in a view of 1024 × 700 on screen, its table started."""
    view = BoardView()
    view.setScene(board)
    qtbot.addWidget(view)
    view.resize(1024, 700)
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

    def make(players: int, until, factor: float = 1.0):
        seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
        match = Match(REGISTRY.get("tokaido"), {}, seats, 7, hold_resolution=True)
        play(match, 4, until)
        controller = MatchController(match, TOKAIDO, animation_factor=factor)
        board = TokaidoBoard(controller)
        view = shown(qtbot, controller, board)
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


def test_reaching_an_inn_lights_its_lantern_and_names_it_with_the_queue(qtbot, road):
    controller, board, view = road(4, inn_with_company)
    state = controller.view()
    inn = shared_inn(state)
    waiting = sorted((state.slot[p], p) for p in range(4) if state.stop[p] == inn)
    click_stop(qtbot, view, board, inn)
    moment = moment_of(view)
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
    moment = moment_of(view)
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


def reaches_the_end(state) -> bool:
    final = state.rules.road.inns[-1]
    return any(a.kind == "move" and a["stop"] == final for a in state.legal_actions(0))


def test_the_last_inn_is_named_the_final_inn(qtbot, road):
    controller, board, view = road(2, reaches_the_end)
    road_ = controller.view().rules.road
    click_stop(qtbot, view, board, road_.inns[-1])
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
    assert moment_of(view).banner.title == fill(tokaido_texts.tr(inn_arrival.FINAL_INN),
                                                tokaido_texts.inn_name("edo"))


def test_a_click_goes_through_the_moment_and_cuts_it_short(qtbot, road):
    controller, board, view = road(4, inn_with_company)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
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
    """trip(factor) -> (controller, board, view): a solo Let's Go seeded where seat 0's next
    card may close a day, the board in a view of 1024 × 700."""
    made = []

    def make(factor: float = 1.0):
        match = Match(REGISTRY.get("letsgo"), {}, [Seat(NAMES[0])], 3, hold_resolution=True)
        assert drive(match, day_to_close, 3)
        controller = MatchController(match, LetsGoUI(), animation_factor=factor)
        board = LetsGoBoard(controller)
        view = shown(qtbot, controller, board)
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
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
    moment = moment_of(view)
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


def test_the_inn_rings_its_bell_once_with_its_moment(qtbot, road, monkeypatch):
    """The arrival's event rings the inn's bell: the moment rings no second one."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)  # as on a player's desktop
    controller, board, view = road(4, inn_with_company)
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    click_stop(qtbot, view, board, shared_inn(controller.view()))
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
    assert recorder.played.count(Cue.ROUND_END) == 1


def test_a_day_closed_without_a_bonus_rings_its_bell_with_its_moment(qtbot, trip, monkeypatch):
    """No bonus event rang the day's bell (no icon matched): the moment rings it."""
    monkeypatch.setattr(sound, "silent_here", lambda: False)
    controller, board, view = trip()
    recorder = Recorder()
    director_for(view, recorder).follow(controller)
    day = close_a_day(controller, board)
    assert board.itinerary.headers[day].matches == 0  # the seeded day: nothing matched
    assert Cue.DAY_CLOSED not in recorder.played  # not yet: the card still glides
    qtbot.waitUntil(lambda: moment_of(view) is not None and moment_of(view).playing(),
                    timeout=5000)
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

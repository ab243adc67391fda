"""The tutorial "Let's Go! To Japan": it plays to its end as the ``--auto`` check walks it, each
lesson's pointer is on the real board or panel when the lesson is shown, what the texts say of
the scripted start is true of the game, a move other than the lesson's is explained, and the
scripted start survives a save."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tabibito.engine import Action, Match, OptionError, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import load_data
from tabibito.ui.app import wait_idle
from tabibito.ui.board_view import BoardView
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.letsgo import tutorial as lg
from tabibito.ui.letsgo.board import GIVE_KEYS, PLACE, WALK_KEYS
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import CONFIRM, FREE, READ, SHELL_TARGETS
from tabibito.ui.tutorial.auto import untranslated, walk_through
from tabibito.ui.tutorial.progress import LEARNER, NOT_NOW, Progress, new_match, rehearse
from tests.ui.letsgo.clicks import chooser_keys, click_choice, click_hand, click_slot
from tests.ui.play import leave_and_come_back, one_game_window

TUTORIAL = lg.TUTORIAL
DATA = load_data()


def lesson_number(text_start: str) -> int:
    """The index of the lesson whose text begins so (the tests name lessons by their words)."""
    return next(n for n, lesson in enumerate(TUTORIAL.lessons) if lesson.text.startswith(
        text_start))


class BareTable:
    """A match played without a window: what the walker needs of a table."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def submit(self, seat: int, action) -> bool:
        self.match.apply(seat, action)
        return True

    def resolve(self) -> bool:
        self.match.resolve()
        return True

    def resolution_held(self) -> bool:
        return self.match.resolution_held()


class Walker:
    """The tutorial walked as ``rehearse`` walks it, stopping at each lesson as it is shown;
    ``table``: a MatchController or a BareTable."""

    def __init__(self, table) -> None:
        self.table = table
        self.match = table.match
        self.progress = Progress(TUTORIAL)

    def view(self):
        return self.match.state.view(LEARNER)

    def lessons(self):
        """Yields each lesson's index once, when it is first shown; moves on after."""
        shown = -1
        while True:
            self.progress.changed(self.view())
            if self.progress.done:
                return
            if self.progress.index != shown:
                shown = self.progress.index
                yield shown
                continue
            self.step()

    def step(self) -> None:
        progress = self.progress
        kind = progress.kind
        if kind == READ:
            progress.read()
            return
        if kind == CONFIRM or (kind == FREE and self.table.resolution_held()):
            assert self.table.resolve()
            progress.confirmed(self.view())
            return
        legal = self.match.state.legal_actions(LEARNER)
        action = progress.scripted_move(self.view(), legal)
        assert action is not None, f"lesson {progress.index + 1}: no legal move of its own"
        assert self.table.submit(LEARNER, action)
        progress.moved(self.view())


def test_the_plugin_offers_the_tutorial_of_the_base_game():
    offered = LetsGoUI().tutorials()[0]  # then the Passport lesson (test_passport_lesson.py)
    assert offered is TUTORIAL
    assert (offered.game, offered.key, offered.context) == ("letsgo", "base", "LetsGoTutorial")
    assert offered.seats == (Seat("", None),)  # solo: the learner against the travel agency
    assert offered.options[rules.AGENCY] == "easy"


def test_the_tutorial_plays_to_its_end():
    assert rehearse(TUTORIAL, REGISTRY) == []


def test_the_scripted_start_is_the_one_the_texts_describe():
    match = new_match(TUTORIAL, REGISTRY)
    state = match.state
    assert state.sheets[0].hand == [lg.SUMO, lg.RYOANJI]
    assert state.conditions[lg.MONDAY] == "happiness"
    assert DATA.cards[lg.SMALL_SHRINE].yellow and DATA.cards[lg.RAMEN].yellow
    assert not DATA.cards[lg.RYOANJI].yellow and DATA.cards[lg.RYOANJI].deck == "kyoto"
    assert DATA.cards[lg.UENO_PARK].deck == "tokyo"
    assert "hL" in DATA.cards[lg.RYOANJI].icons
    assert DATA.cards[lg.UENO_PARK].condition.at_least == (("hL", 1),)


def test_a_bad_scripted_start_is_refused():
    setup = {**lg.SETUP, "decks": {"tokyo": [lg.RYOANJI]}}  # a Kyoto card on the Tokyo deck
    with pytest.raises(OptionError) as caught:
        Match(REGISTRY.get("letsgo"), TUTORIAL.options, [Seat("You")], TUTORIAL.seed,
              setup=setup)
    assert caught.value.key == "setup.invalid"


def test_the_scripted_start_survives_a_save_and_a_reload():
    match = new_match(TUTORIAL, REGISTRY)
    walker = Walker(BareTable(match))
    stop = lesson_number("Round 5: no drawing")
    for index in walker.lessons():
        if index == stop:
            break
    assert match.state.round == 5
    again = Match.from_save(match.to_save(), REGISTRY)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.setup == lg.SETUP


def test_another_move_than_the_lessons_is_explained():
    match = new_match(TUTORIAL, REGISTRY)
    progress = Progress(TUTORIAL, lesson_number("Click <b>Ryōan-ji Temple</b>"))
    refusal = progress.refusal(match.state.view(LEARNER), rules.take_action(lg.SUMO))
    assert refusal is not None and refusal.key == NOT_NOW
    assert refusal.lesson_text == progress.lesson.why_not
    assert progress.refusal(match.state.view(LEARNER), rules.take_action(lg.RYOANJI)) is None


@pytest.fixture
def screen(qtbot):
    """The tutorial's match with its board (in a view) and its panel, no motion."""
    match = new_match(TUTORIAL, REGISTRY)
    controller = MatchController(match, LetsGoUI(), animation_factor=0.0)
    plugin = LetsGoUI()
    board = plugin.create_board(controller)
    panel = plugin.create_panel(controller)
    view = BoardView()
    view.setScene(board)
    for widget in (view, panel):
        qtbot.addWidget(widget)
        widget.show()
    view.resize(1280, 800)
    controller.start()
    yield controller, board, panel
    controller.dispose()
    view.setScene(None)
    board.deleteLater()
    qtbot.wait(1)
    gc.collect()


def test_every_lesson_points_at_something_on_the_board_or_the_panel(qtbot, screen):
    controller, board, panel = screen
    walker = Walker(controller)
    seen = []
    for index in walker.lessons():
        lesson = TUTORIAL.lessons[index]
        seen.append(index)
        key = lesson.target
        if key == "confirm":  # the shell's Confirm is the panel's main button, in the bar
            assert controller.resolution_held() and panel.main_button.isEnabled(), index
        elif key == "scores":
            assert controller.match.is_over(), index
        elif key not in SHELL_TARGETS:
            found = board.tutorial_target(key)
            if found is None:
                found = panel.tutorial_target(key)
            assert found is not None, f"lesson {index + 1}: {key} is not there"
    assert seen == list(range(len(TUTORIAL.lessons)))


def test_what_the_lessons_say_holds_when_they_are_shown():
    match = new_match(TUTORIAL, REGISTRY)
    walker = Walker(BareTable(match))
    checks = {
        lesson_number("The card you did not place, <b>Watch sumo</b>"):
            lambda s: s.agency_cards == [lg.SUMO],
        lesson_number("Only a day's last card"):
            lambda s: s.sheets[0].days[lg.MONDAY] == [lg.RYOANJI, lg.UENO_PARK],
        lesson_number("Monday has its third card"):
            lambda s: s.matches(s.sheets[0], lg.MONDAY) == 2,
        lesson_number("Your walk gave you"):
            lambda s: s.sheets[0].research == 1 and s.sheets[0].wilds == 1,
        lesson_number("Round 5: no drawing"):
            lambda s: len(s.sheets[0].hand) == 4 and s.round == 5,
        lesson_number("From round 8 on"):
            lambda s: rules.pass_direction(s.round) == rules.RIGHT,
        lesson_number("First the city of each yellow card"):
            lambda s: s.prompt(0).kind == "trip_yellow_city",
        lesson_number("Each change of city"):
            lambda s: s.prompt(0).kind == "trip_train",
        lesson_number("Now day by day, Monday first"):
            lambda s: s.prompt(0).kind == "trip_walk" and s.prompt(0).params["day"] == 0,
        lesson_number("Before each day's highlight"):
            lambda s: s.prompt(0).params.get("day") == "monday",
        lesson_number("Monday's highlight is checked"):
            lambda s: s.trips[0].snapshot()["highlights"][lg.MONDAY] is True,
        lesson_number("Go on day by day"):
            lambda s: not s.is_over(),
        lesson_number("Your trip is over"): lambda s: s.is_over(),
    }
    checked = set()
    for index in walker.lessons():
        if index in checks:
            assert checks[index](match.state), f"lesson {index + 1}"
            checked.add(index)
    assert checked == set(checks)


def test_a_target_that_is_not_on_the_screen_now_is_none(screen):
    controller, board, panel = screen
    assert board.tutorial_target(f"card:{lg.SUMO}") is not None  # in the hand
    assert board.tutorial_target(f"card:{lg.UENO_PARK}") is None  # still in its deck
    for key in ("slot:0:1", "slot:6:0", "highlight:0", "walk:0", "day:x", "incoming", "trip",
                "no such thing"):
        assert board.tutorial_target(key) is None, key
    assert board.tutorial_target("slot:0:0") is None  # no card chosen yet: nothing lit
    assert panel.tutorial_target("planner") is None  # the draft: no trip decision
    assert panel.tutorial_target("no such thing") is None
    controller.submit(LEARNER, rules.take_action(lg.RYOANJI))
    assert board.tutorial_target("slot:0:0") is not None


# -- in the main window, by a learner's clicks ---------------------------------------------------


@pytest.fixture
def window(qtbot) -> MainWindow:
    return one_game_window(qtbot, LetsGoUI())


def started(qtbot, window):
    assert window.learn("letsgo")
    run = window.lessons.run
    window.controller.animation_factor = 0
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    wait_idle(window.controller)
    return run


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_for(qtbot, window, action: Action) -> None:
    """The clicks a learner makes for ``action``: cards, the chooser by a card and slots on the
    board; decks, research, day bonus rewards and trip choices in the panel."""
    board, panel = window.game_screen.scene, window.game_screen.panel
    kind = action.kind
    if kind in (rules.TAKE, rules.WALK, rules.GIVE, rules.DISCARD):
        click_hand(board, action["card"])
        keys = chooser_keys(board)
        if kind == rules.TAKE:
            click_choice(board, PLACE)
        elif kind == rules.WALK:
            click_choice(board, WALK_KEYS[action["deck"]])
        elif keys:  # a yellow card given: the deck of the card in return
            click_choice(board, GIVE_KEYS[action["deck"]])
    elif kind == rules.SLOT:
        click_slot(board, action["day"], action["position"])
    elif kind == rules.BONUS and action.get("position") is not None:
        click_slot(board, board.step and window.controller.view().sheets[LEARNER].bonus_day,
                   action["position"])
        click_choice(board, WALK_KEYS[action["deck"]])
    else:
        click(qtbot, panel.choice_buttons()[action])


def play_by_clicks(qtbot, window, run, until: int | None = None) -> None:
    """Next on the bubble for reading, Confirm in the bar, the lesson's own move (free play: the
    first move it accepts) by clicks; every pointer on the screen on the way."""
    controller = window.controller
    stop = len(TUTORIAL.lessons) if until is None else until
    shown = -1
    for _ in range(600):
        wait_idle(controller)
        if run.progress.index >= stop:
            return
        lesson = run.progress.lesson
        if run.progress.index != shown:  # as the check looks: when the lesson comes up
            shown = run.progress.index
            assert lesson.target is None or run.target_rect() is not None, lesson.text
        if lesson.kind == READ:
            click(qtbot, run.bubble.next)
        elif lesson.kind == CONFIRM or controller.resolution_held():
            click(qtbot, window.game_screen.panel.main_button)
        else:
            view = controller.view()
            action = run.progress.scripted_move(view, view.legal_actions(LEARNER))
            assert action is not None, lesson.text
            click_for(qtbot, window, action)
    raise AssertionError(f"stuck at lesson {run.progress.index + 1}: {run.bubble.note.text()!r}")


def test_the_check_finds_every_target_on_the_screen(window):
    walk = walk_through(window, TUTORIAL)
    assert walk.problems == []
    assert walk.steps == len(TUTORIAL.lessons)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_learner_clicks_through_to_the_final_table(qtbot, language):
    languages = LanguageManager()
    languages.set_language(language)
    try:
        assert untranslated(TUTORIAL, languages) == []
        window = one_game_window(qtbot, LetsGoUI(), languages)
        run = started(qtbot, window)
        play_by_clicks(qtbot, window, run)
        assert run.progress.done and window.controller.match.is_over()
        assert run.bubble.primary.isVisible()  # "Play a real game"
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


def test_another_card_is_explained_and_not_taken(qtbot, window):
    run = started(qtbot, window)
    where = lesson_number("Click <b>Ryōan-ji Temple</b>")
    play_by_clicks(qtbot, window, run, until=where)
    moves = len(window.controller.match.log)
    board = window.game_screen.scene
    click_hand(board, lg.SUMO)
    click_choice(board, PLACE)
    assert len(window.controller.match.log) == moves
    assert run.bubble.note.text() == TUTORIAL.lessons[where].why_not
    assert run.progress.index == where


def test_leaving_and_coming_back_resumes_the_lesson(qtbot, window):
    run = started(qtbot, window)
    where = lesson_number("Monday has its third card")
    play_by_clicks(qtbot, window, run, until=where)
    snapshot = window.controller.match.state.snapshot()
    run = leave_and_come_back(qtbot, window, started)
    assert run.progress.index == where
    assert window.controller.match.state.snapshot() == snapshot


def test_the_ring_follows_its_target_when_the_window_is_resized(qtbot):
    """Review 10: resized to 1024 × 700 at the "incoming" lesson, the ring stayed where the
    piles had been (95 px to their left) and the bubble covered them."""
    window = one_game_window(qtbot, LetsGoUI(), size=(1366, 768))
    run = started(qtbot, window)
    play_by_clicks(qtbot, window, run, until=lesson_number("For each card you pass"))
    assert run.progress.lesson.target == "incoming"
    for size in ((1024, 700), (1920, 1080), (1366, 768)):
        window.resize(*size)
        qtbot.waitUntil(lambda: run.ring.target == run.target_rect())
        qtbot.wait(50)  # nothing moves it afterwards
        assert run.ring.target == run.target_rect()
        assert not run.bubble.geometry().intersects(run.target_rect())

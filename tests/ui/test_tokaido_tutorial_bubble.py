"""Tokaido's lesson bubble in the real window (tokaido-ux 12): it leaves in sight what its step
names (a choice's other cards, the road to the next inn, the final scores and the buttons under
them) at the smallest and a large window; a step's words wait for the computer players' moves
they tell of; the ring marks one pawn of a queue; the finishing card fits a game that is over;
a lesson started over a game says that game stays on the home screen, and it does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt

from tabibito.engine import Seat
from tabibito.ui.kit.bubble import RING_MARGIN
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import READ
from tabibito.ui.result_banner import ResultBanner
from tabibito.ui.tokaido.tutorial import (
    BASE_TUTORIAL,
    CROSSROADS_TUTORIAL,
    FIRST_INN,
    HANA,
    KENJI,
)
from tabibito.ui.tutorial.auto import walk_through
from tabibito.ui.tutorial.overlay import always_in_sight
from tabibito.ui.tutorial.progress import LEARNER

SIZES = [(1024, 700), (1920, 1080)]
TUTORIALS = {"base": BASE_TUTORIAL, "crossroads": CROSSROADS_TUTORIAL}
MURASAME = 4  # the Crossroads lesson's step 5 (from 0): buy Murasame; then Kenji reaches the inn


def shown_window(qtbot, size: tuple[int, int]) -> MainWindow:
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def covered(run) -> list[str]:
    """What the bubble covers of what its lesson names besides a whole part of the screen:
    the ring's target (a stop, a card, a pawn, the scores' table), ``beside``'s parts, the
    buttons under the final scores and the cards to choose from when they are out in the list
    over the board (Crossroads' step 14 stood on the two effects to take)."""
    lesson, bubble = run.progress.lesson, run.bubble.geometry()
    named: dict[str, QRect | None] = {}
    if lesson is not None and lesson.target not in (None, "board", "hero", "panel"):
        named[lesson.target] = run.target_rect()
    for key in lesson.beside if lesson is not None else ():
        named[key] = run.find_target(key)
    for number, rect in enumerate(always_in_sight(run.screen)):
        named[f"the score sheet's buttons {number}"] = rect
    hero = run.screen.hero
    sheet = getattr(hero, "sheet", None)
    if sheet is not None and sheet.out:  # the cards to choose from, out over the board
        named["the list over the board"] = QRect(
            hero.scroller.mapTo(run.screen, QPoint(0, 0)), hero.scroller.size())
    return [key for key, rect in named.items() if rect is not None and bubble.intersects(rect)]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("key", TUTORIALS)
def test_the_bubble_leaves_what_its_step_names_in_sight(qtbot, key, size):
    """Crossroads' step 4 named the village beside the legendary object, step 5 the other
    legendary objects, the base game's end the totals and the buttons: each was under the
    bubble (tok-183, tok-184, tok-170)."""
    window = shown_window(qtbot, size)
    faults: list[str] = []

    def look(run) -> None:
        faults.extend(f"step {run.progress.index + 1} covers {part}" for part in covered(run))

    walk = walk_through(window, TUTORIALS[key], look=look)
    assert walk.problems == []
    assert faults == []
    run = window.lessons.run
    assert run.progress.done and covered(run) == []  # the finishing card too
    over = window.controller.match.is_over()
    assert over == (key == "base")  # the Crossroads lesson ends at the first inn
    # "…or play this one to its end" only where there is an end to play to (tok-172).
    assert ("play this one to its end" in run.bubble.text.text()) == (not over)
    if over:  # the finishing card stood on the banner's "Player wins with 96 points!"
        assert banner_words_on_screen(run) not in (None, QRect())
        assert not run.bubble.geometry().intersects(banner_words_on_screen(run))


@pytest.mark.parametrize("language", ["ja", "de"])
def test_the_finishing_card_leaves_the_result_in_sight_and_its_buttons_whole(qtbot, language):
    """In Japanese the finishing card, its heading over two lines of words, was too tall to
    stand beside the result: it covered "プレイヤーが96点で勝利！" (tut-base-1024x700-ja-done.png).
    It goes without its heading, its menu beside "Leave" (restarting stays at hand), and is
    never narrower than that row (at 320 px German cut "Echte Partie spielen")."""
    window = shown_window(qtbot, (1024, 700))
    window.languages.set_language(language)
    try:
        walk = walk_through(window, BASE_TUTORIAL)
        assert walk.problems == []
        run = window.lessons.run
        assert run.progress.done and window.controller.match.is_over()
        words = banner_words_on_screen(run)
        assert words is not None and not words.isEmpty()
        assert not run.bubble.geometry().intersects(words)
        assert covered(run) == []
        assert run.bubble.more.isVisible() and not run.bubble.step.isVisible()
        for button in (run.bubble.leave, run.bubble.more, run.bubble.primary):
            assert button.width() >= button.minimumSizeHint().width(), button.text()
        # the game is over: the card offers no "play this one to its end" (tokaido-ux 12)
        over, going = (QCoreApplication.translate("Tutorial", source) for source in (
            "<b>Well done!</b> You know how to play %1. Play a real game against the easy "
            "computer player.",
            "<b>Well done!</b> You know how to play %1. Play a real game against the easy "
            "computer player, or play this one to its end."))
        assert over != going
        assert over.split("%1")[-1] in run.lesson_text()
        assert going.split("%1")[-1] not in run.lesson_text()
    finally:
        window.languages.set_language("en")


def banner_words_on_screen(run) -> QRect | None:
    """Where the final scores' banner prints its words, in the game screen's coordinates."""
    banner = run.screen.score_sheet.findChild(ResultBanner)
    if banner is None or not banner.isVisible() or not banner.text():
        return None
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    words = banner.fontMetrics().boundingRect(banner.contentsRect(), flags, banner.text())
    return QRect(run.screen.mapFromGlobal(banner.mapToGlobal(words.topLeft())), words.size())


def test_a_step_tells_of_the_computer_moves_once_they_are_shown(qtbot):
    """"Kenji right to the first inn… press See the meals" showed while Kenji was still in
    Kyoto, its buttons greyed for seconds (tok-185): now the step waits for his walk."""
    window = shown_window(qtbot, (1024, 700))
    assert window.learn("tokaido", "crossroads")
    run, controller = window.lessons.run, window.controller
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    while run.progress.index < MURASAME:
        (run.read if run.progress.kind == READ else run.show_me)()
        qtbot.waitUntil(lambda: not controller.busy and run.bubble.isVisible())
    controller.animation_factor = 0.3  # the walks play, quickly
    kenji = window.game_screen.scene.pawns[KENJI]
    run.show_me()  # Murasame: then Hana and Kenji walk
    seen = []
    for _ in range(2000):
        qtbot.wait(5)
        if run.progress.index > MURASAME and run.bubble.isVisible():
            seen.append((controller.busy, controller.animations.busy(), kenji.place[0],
                         kenji.motion is None))
            break
    assert seen == [(False, False, FIRST_INN, True)]
    assert run.bubble.show_me.isEnabled()  # what the words ask can be done at once


# A step's words, and the travellers and stops they tell of (the ring is on the main button).
TOLD_OF = {
    "base": {"Hana walked on to a hot spring": (f"pawn:{HANA}",),
             "The first traveller at an inn": (f"stop:{FIRST_INN}", f"pawn:{LEARNER}"),
             "Hana reaches the inn last": (f"stop:{FIRST_INN}", f"pawn:{HANA}")},
    "crossroads": {"Kenji right to the first inn": (f"stop:{FIRST_INN}", f"pawn:{KENJI}")},
}


@pytest.mark.parametrize("key", TUTORIALS)
def test_the_bubble_leaves_the_travellers_it_tells_of_in_sight(qtbot, key):
    """"Hana and Kenji walk on, Kenji right to the first inn. Press See the meals": the bubble
    stood over the first inn and Kenji there (tut-crossroads-1024x700-en-06.png), and over Hana
    at the inn in the base lesson (tut-base-1024x700-en-29.png)."""
    window = shown_window(qtbot, (1024, 700))
    seen: dict[str, list[str]] = {}

    def look(run) -> None:
        words, bubble = run.bubble.text.text(), run.bubble.geometry()
        for told, keys in TOLD_OF[key].items():
            if told in words:
                seen[told] = [part for part in keys
                              if (rect := run.find_target(part)) is None
                              or bubble.intersects(rect)]

    walk = walk_through(window, TUTORIALS[key], look=look)
    assert walk.problems == []
    assert seen == {told: [] for told in TOLD_OF[key]}


def test_the_press_a_step_waits_for_is_said_once(qtbot):
    """At the first inn the hero said "Press “See the meals” when you are ready." over the
    bar's "Press “See the meals” to go on.", and "Kenji will draw a card. Press “See the
    meals” to go on." over the same (tut-crossroads-1024x700-de-done.png, -06.png): the bar
    says what to press, the hero what waits, the meals left face down."""
    window = shown_window(qtbot, (1024, 700))
    screen = window.game_screen
    said_twice: list[str] = []
    backs: list[int] = []

    def look(run) -> None:
        main, hero = screen.panel.main_button, screen.hero
        pressed = f"“{main.text()}”"
        if main.isVisible() and pressed in screen.panel.hint.text():
            if hero.message.isVisible() and pressed in hero.message.text():
                said_twice.append(hero.message.text())
            if main.text() == "See the meals" and hero.title.full_text() == "First inn":
                backs.append(len(hero.grid.visible_tiles()))

    walk = walk_through(window, CROSSROADS_TUTORIAL, look=look)
    assert walk.problems == []
    assert said_twice == []
    assert backs and all(backs)  # the learner reaches the inn after Kenji: his leftovers


def test_the_ring_marks_the_learners_pawn_alone_in_the_queue_at_kyoto(qtbot):
    """The "you wait last in line" ring circled two pawns (tok-143): now the pawns stand in
    numbered places, and the ring hugs the learner's figure."""
    window = shown_window(qtbot, (1024, 700))
    assert window.learn("tokaido")
    run = window.lessons.run
    qtbot.waitUntil(lambda: run.bubble.isVisible())
    while "farthest behind" not in run.bubble.text.text():
        run.read()
    ring = run.target_rect().adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN)
    view = window.game_screen.board
    scene = window.game_screen.scene
    for pawn in scene.pawns:
        figure = pawn.mapToScene(pawn.shape()).boundingRect()
        centre = view.viewport().mapTo(window.game_screen, view.mapFromScene(figure.center()))
        assert ring.contains(centre) == (pawn.pawn == LEARNER), pawn.pawn


def test_a_lesson_over_a_game_says_it_stays_and_home_offers_it_after(
        qtbot, private_folders, monkeypatch):
    """The warning said the game ends unless saved, yet home offered it after (tok-173)."""
    from tests.ui.test_resume_list import Asked

    private_folders.mkdir(parents=True)
    window = shown_window(qtbot, (1024, 700))
    assert window.start_match("tokaido", {}, [Seat("Ann"), Seat("Hana", "easy")], seed=4)
    controller = window.controller
    assert controller.submit(0, controller.match.state.legal_actions(0)[0])  # kept from here
    autosave = controller.match.autosave_path
    asked = Asked(monkeypatch, "Start a new game")
    assert window.learn("tokaido", "crossroads")
    assert "Nothing is lost" in asked.details[0] and "ends here" not in asked.details[0]
    window.go_home()
    assert autosave is not None and autosave.exists()
    assert [offer.path for offer in window.scout.offers()] == [autosave]


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_step_stands_on_the_result(qtbot, size):
    """The base lesson's step 34 (the final scores) stood on the start of the banner's "Player
    wins with … points!" at 1024×700: every step shown over the final scores leaves the
    banner's words in sight, as the finishing card does."""
    window = shown_window(qtbot, size)
    over_result: list[int] = []
    faults: list[str] = []

    def look(run) -> None:
        words = banner_words_on_screen(run)
        if words is None or words.isEmpty():
            return
        over_result.append(run.progress.index + 1)
        if run.bubble.geometry().intersects(words):
            faults.append(f"step {run.progress.index + 1}: {run.bubble.geometry()} on {words}")

    walk = walk_through(window, BASE_TUTORIAL, look=look)
    assert walk.problems == []
    assert over_result, "a step shown over the final scores"
    assert faults == []

"""``tabibito tutorial --auto``: a tutorial played to its end in the real window objects, by the
bubble's own buttons, with every step checked on the way.

A step fails when its words are untranslated in the language shown, when its pointer target is
not on the screen, or when the move it asks for cannot be made; the failure names the step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..idle import wait_idle
from ..kit.i18n import SOURCE_LANGUAGE, LanguageManager
from ..plugin_api import CONFIRM, FREE, MOVE, READ, Lesson, Tutorial
from .progress import LEARNER
from .runner import TutorialRun

MAX_ACTIONS = 5000  # presses in one tutorial: more means a free lesson that never ends


@dataclass
class Walk:
    """What a walk through a tutorial saw: the lessons shown, and the first fault (if any)."""

    steps: int = 0
    presses: int = 0
    problems: list[str] = field(default_factory=list)


def untranslated(tutorial: Tutorial, languages: LanguageManager) -> list[str]:
    """The lessons (1-based, with what is missing) whose words the language in use lacks."""
    language = languages.language
    if language == SOURCE_LANGUAGE:
        return []
    found = []
    for number, lesson in enumerate(tutorial.lessons, 1):
        for text in (lesson.text, lesson.why_not):
            if text and not languages.has_translation(tutorial.context, text):
                found.append(f"step {number}: its text is not translated into {language}")
                break
    if not languages.has_translation(tutorial.context, tutorial.title):
        found.append(f"the title is not translated into {language}")
    return found


def walk_through(window, tutorial: Tutorial, screenshots: Path | None = None,
                 look: Callable[[TutorialRun], None] | None = None) -> Walk:
    """Play ``tutorial`` in ``window`` from its start, pressing what a learner would, in the
    window's language (whose words it checks first); ``look`` sees each lesson as it shows."""
    walk = Walk(problems=untranslated(tutorial, window.languages))
    if walk.problems:
        return walk
    if not window.lessons.start(tutorial, fresh=True):
        walk.problems.append("the tutorial's game did not start")
        return walk
    run: TutorialRun = window.lessons.run
    controller = window.controller
    controller.animation_factor = 0
    seen = -1
    while not run.progress.done:
        if not wait_idle(controller):
            walk.problems.append(f"step {run.progress.index + 1}: the computer players did "
                                 "not finish")
            return walk
        QCoreApplication.processEvents()
        if run.progress.done:
            break
        number, lesson = run.progress.index + 1, run.progress.lesson
        assert lesson is not None  # a run not done has a lesson on screen
        if run.progress.index != seen:
            seen = run.progress.index
            walk.steps += 1
            problem = _fault(run, lesson)
            if problem is not None:
                walk.problems.append(f"step {number}: {problem}")
                return walk
            if look is not None:
                look(run)
            if screenshots is not None:
                window.grab().save(str(screenshots / f"{tutorial.game}-{tutorial.key}-"
                                                     f"{number:02d}.png"))
        problem = _press(run, controller)
        if problem is not None:
            walk.problems.append(f"step {number}: {problem}")
            return walk
        walk.presses += 1
        if walk.presses > MAX_ACTIONS:
            walk.problems.append(f"step {number}: its free play never ends")
            return walk
    wait_idle(controller)
    return walk


def _fault(run: TutorialRun, lesson: Lesson) -> str | None:
    """What is wrong with the lesson on screen now, before anything is pressed."""
    if lesson.target is not None and run.target_rect() is None:
        return f"its pointer target “{lesson.target}” is not on the screen"
    controller = run.controller
    kind = lesson.kind
    if kind == CONFIRM and not controller.resolution_held():
        return "it waits for a confirmation, but nothing waits to be confirmed"
    if kind == MOVE:
        state = controller.match.state
        if LEARNER not in state.to_act():
            return "it asks for a move, but the learner has nothing to decide"
        if run.progress.scripted_move(controller.view(), state.legal_actions(LEARNER)) is None:
            return "none of the moves it asks for is legal now"
    return None


def _press(run: TutorialRun, controller) -> str | None:
    """Press the bubble's button for the lesson; a fault when nothing happened."""
    match = controller.match
    before = (run.progress.index, len(match.log), match.step)
    kind = run.progress.kind
    button = run.bubble.next if kind == READ else run.bubble.show_me
    if not (button.isVisible() and button.isEnabled()):
        return f"its “{button.text()}” button cannot be pressed"
    if kind == FREE and not controller.resolution_held() \
            and LEARNER not in match.state.to_act():
        return "its free play waits for a move the learner cannot make"
    button.click()
    QCoreApplication.processEvents()
    if (run.progress.index, len(match.log), match.step) == before:
        return f"pressing “{button.text()}” changed nothing"
    return None


def check_every_tutorial(window, languages) -> list[str]:
    """The self-test's part: each tutorial played through in English, and its words present in
    every other language."""
    from ..kit.i18n import LANGUAGES

    problems = []
    for game_id in window.plugins:
        for tutorial in window.lessons.tutorials(game_id):
            name = f"{game_id}/{tutorial.key}"
            walk = walk_through(window, tutorial)
            problems += [f"tutorial {name}: {problem}" for problem in walk.problems]
            for language in LANGUAGES:
                languages.set_language(language)
                problems += [f"tutorial {name}: {problem}"
                             for problem in untranslated(tutorial, languages)]
            languages.set_language("en")
    window.go_home()
    return problems

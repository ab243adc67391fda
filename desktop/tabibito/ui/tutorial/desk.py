"""The main window's side of learning to play: starting a tutorial fresh or where it was left,
keeping its place, restarting, skipping, and the real game that follows it.

A tutorial's game lives in its own save (``paths.tutorial_save_path``) and its lesson in the
settings; a save that no longer loads (damaged, or from an older script) starts it again.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from tabibito import engine  # the match's parts load when a tutorial first starts
from tabibito.engine.errors import TabibitoError

from ..kit.i18n import fill
from ..kit.paths import tutorial_save_path

# The tutorial's pointer, bubble and progress are imported when a tutorial is first shown, not
# for the window's first frame.
if TYPE_CHECKING:
    from tabibito.engine import Match

    from ..plugin_api import Tutorial
    from .runner import TutorialRun

log = logging.getLogger(__name__)

RIVAL = "Hana"  # the easy computer player of the real game after a tutorial


class TutorialDesk(QObject):
    """Owned by the main window; ``run`` is the tutorial on screen, if any."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.run: TutorialRun | None = None
        self.lesson_menu: QMenu | None = None  # the tiles' menu of a game's lessons, once shown

    def tutorials(self, game_id: str) -> tuple[Tutorial, ...]:
        plugin = self.window.plugins.get(game_id)
        return tuple(plugin.tutorials()) if plugin is not None else ()

    def expansion_lessons(self, game_id: str) -> list[Tutorial]:
        """The tutorials of the game's expansions that the player has not learned yet."""
        return [tutorial for tutorial in self.tutorials(game_id)[1:]
                if not self.window.settings.has_learned(game_id, tutorial.key)]

    def learn_from_home(self, game_id: str) -> None:
        """A tile's "Learn to play": the game's tutorial, or a menu of its lessons when it has
        several (Tokaido's Crossroads lesson)."""
        tutorials = self.tutorials(game_id)
        if len(tutorials) < 2:
            self.window.learn(game_id)
            return
        if self.lesson_menu is not None:
            self.lesson_menu.deleteLater()
        menu = QMenu(self.window)
        menu.setObjectName("lessonMenu")
        for tutorial in tutorials:
            action = menu.addAction(self.lesson_entry(tutorial))
            action.triggered.connect(
                lambda _=False, key=tutorial.key: self.window.learn(game_id, key))
        self.lesson_menu = menu  # for the tests
        tile = self.window.home.tiles.get(game_id)
        button = tile.learn if tile is not None else None  # under the tile's button
        place = (button.mapToGlobal(button.rect().bottomLeft()) if button is not None
                 else QCursor.pos())
        menu.popup(place)

    def lesson_entry(self, tutorial: Tutorial) -> str:
        """The words that offer ``tutorial`` ("Learn the Crossroads expansion")."""
        title = QCoreApplication.translate(tutorial.context, tutorial.title)
        #: an entry of "Learn to play" when a game has several tutorials, and of a finished
        #: lesson's "More" menu: %1 what it teaches ("Tokaido", "the Crossroads expansion")
        entry = fill(self.tr("Learn %1"), title)
        return entry[:1].upper() + entry[1:]  # "die Erweiterung …"

    def find(self, game_id: str, key: str | None = None) -> Tutorial | None:
        for tutorial in self.tutorials(game_id):
            if key is None or tutorial.key == key:
                return tutorial
        return None

    def lesson_left_at(self, tutorial: Tutorial) -> int:
        """The lesson to resume at (0: nothing to resume)."""
        try:
            kept = tutorial_save_path(tutorial.game, tutorial.key).is_file()
        except OSError:  # the system names no data folder
            kept = False
        if not kept:
            return 0
        return self.window.settings.tutorial_lesson(tutorial.game, tutorial.key,
                                                    len(tutorial.lessons))

    def learner_name(self) -> str:
        """The learner's seat takes the name the player last played under (the score sheet
        says "Ann wins", never "You wins"); a first start has the word for a player."""
        settings = self.window.settings
        for game_id in self.window.plugins:
            for seat in settings.last_seats(game_id):
                if seat.is_human and seat.name:
                    return seat.name
        #: the learner's name in a tutorial game when no profile name is known
        return QCoreApplication.translate("Tutorial", "Player")

    # -- starting ------------------------------------------------------------------------------

    def start(self, tutorial: Tutorial, *, fresh: bool = False) -> bool:
        """Show ``tutorial``: where it was left, unless ``fresh`` or its game no longer loads."""
        from .progress import new_match
        from .runner import TutorialRun

        index = 0 if fresh else self.lesson_left_at(tutorial)
        match = self._resumed(tutorial) if index else None
        if match is None:
            index = 0
            self._forget_game(tutorial)
            try:
                match = new_match(tutorial, self.window.registry, self.learner_name())
            except TabibitoError:  # the script does not fit the game: a fault of ours
                log.exception("tutorial %s/%s does not start", tutorial.game, tutorial.key)
                return False
        self.window.show_match(match, save_path=None,
                               autosave=lambda: tutorial_save_path(tutorial.game, tutorial.key))
        run = TutorialRun(tutorial, self.window.game_screen, self.window.controller, index)
        run.progressed.connect(lambda lesson: self._keep(tutorial, lesson))
        run.finished.connect(
            lambda: self.window.settings.set_learned(tutorial.game, tutorial.key))
        run.leave_requested.connect(self.window.go_home)
        run.restart_requested.connect(lambda: self.start(tutorial, fresh=True))
        run.skip_requested.connect(lambda: self.skip(tutorial))
        run.play_requested.connect(lambda: self.play_real_game(tutorial))
        run.lesson_requested.connect(lambda key: self.window.learn(tutorial.game, key))
        settings = self.window.settings  # the finishing card offers the lessons still to learn
        run.offer_lessons([(other.key, partial(self.lesson_entry, other))
                           for other in self.tutorials(tutorial.game) if other is not tutorial
                           and not settings.has_learned(tutorial.game, other.key)])
        self.run = run
        self._keep(tutorial, index)
        return True

    def _resumed(self, tutorial: Tutorial) -> Match | None:
        from .progress import seat_players

        try:
            match = engine.Match.load(tutorial_save_path(tutorial.game, tutorial.key),
                                      self.window.registry, hold_resolution=True)
        except TabibitoError as problem:
            log.warning("the tutorial's game could not be resumed: %s", problem)
            return None
        return seat_players(match, tutorial)

    @staticmethod
    def _forget_game(tutorial: Tutorial) -> None:
        """A fresh start: the tutorial's old game goes. A folder that cannot be written keeps
        it, and the new game is not kept (``show_match`` says so)."""
        try:
            tutorial_save_path(tutorial.game, tutorial.key).unlink(missing_ok=True)
        except NotADirectoryError:  # no folder where it would be, so no old game either
            pass
        except OSError as problem:
            log.warning("the tutorial's old game stays: %s", problem)

    def _keep(self, tutorial: Tutorial, lesson: int) -> None:
        self.window.settings.set_tutorial_lesson(tutorial.game, tutorial.key, lesson,
                                                 len(tutorial.lessons))

    def stop(self) -> None:
        """The game screen lets the tutorial's match go (home stays possible: it is kept)."""
        if self.run is not None:
            self.run.dispose()
            self.run = None

    # -- leaving it ----------------------------------------------------------------------------

    def skip(self, tutorial: Tutorial) -> None:
        """The player knows the game (or the expansion): no more offers, and back home."""
        self.window.settings.set_learned(tutorial.game, tutorial.key)
        self.window.go_home()

    def play_real_game(self, tutorial: Tutorial) -> None:
        """The game after the lesson: the learner against the easy computer player."""
        from .progress import LEARNER

        game = self.window.registry.get(tutorial.game)
        learner = self.window.controller.match.seats[LEARNER].name
        seats = [engine.Seat(learner)] + [engine.Seat(RIVAL, "easy")][:max(0, game.max_players - 1)]
        options = {"agency": "easy"} if len(seats) == 1 else {}
        self.window.start_match(tutorial.game, options, seats)

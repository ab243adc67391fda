"""The main window: home and game screens, menus and shortcuts, saves, hand-off and settings."""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QVBoxLayout, QWidget

from tabibito import engine  # the match's parts load when a game is first started or opened
from tabibito.engine.errors import OptionError, SaveError, TabibitoError
from tabibito.engine.registry import Registry

from . import menu_words, shortcuts
from .home import HomeScreen, home_memories
from .kit import style
from .kit.first_paint import FirstPaint
from .kit.i18n import LanguageManager, fill
from .kit.paths import (
    SAVE_SUFFIX,
    data_dir,
    is_autosave,
    new_autosave_path,
    prune_autosaves,
    writable_folder,
)
from .kit.relabel import RelabelledOnSwitch
from .kit.settings import BASE_LESSON, Settings
from .look_menu import LookMenu
from .plugins import covers, default_registry, ui_plugins
from .resume import ResumeScout
from .resume_list import ResumeEntry, entry_for, game_with_players, home_offer
from .tutorial.desk import TutorialDesk

# Start-up shows the home screen only: the game screen, the hand-off, the records, the dialogs, the
# errors and the match controller load (and are built) when first needed: not for the first frame.
if TYPE_CHECKING:
    from tabibito.engine import Match, Seat

    from .controller import MatchController
    from .game_screen import GameScreen
    from .handoff import HandoffOverlay
    from .plugin_api import GameUI
    from .records_desk import RecordsDesk
    from .replay import ReplayBar
    from .rules.viewer import RulesViewer

log = logging.getLogger(__name__)
_NOT_IN_FILE_NAMES = str.maketrans({char: " " for char in '<>:"/\\|?*'})


def _file_name(text: str) -> str:
    """A suggested file name without the characters some systems refuse (a title's colon)."""
    return " ".join(text.translate(_NOT_IN_FILE_NAMES).split())


DEFAULT_SIZE = QSize(1280, 820)
# What the title bar and the borders usually add around the window: before the first show the
# window system has not said yet.
FRAME_ALLOWANCE = QSize(16, 40)
# Below this the title is cut and the side column crowds the board out.
MINIMUM_SIZE = QSize(900, 580)
# The actions shown with an icon in the menus (resources/art/icons/<name>.svg).
ACTION_ICONS = ("new", "open", "save", "home", "settings", "undo", "redo", "hint", "fullscreen")


def fit_to_screen(frame: QRect, available: QRect) -> QRect:
    """``frame`` moved, and shrunk if need be, to lie within ``available`` (a screen's area without
    its task bars)."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    left = min(max(frame.left(), available.left()), available.right() - width + 1)
    top = min(max(frame.top(), available.top()), available.bottom() - height + 1)
    return QRect(left, top, width, height)


class MainWindow(RelabelledOnSwitch, FirstPaint, QMainWindow):
    def __init__(self, registry: Registry | None = None,
                 plugins: Mapping[str, GameUI] | None = None, *,
                 settings: Settings | None = None,
                 languages: LanguageManager | None = None, actions_now: bool = True) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.registry = default_registry() if registry is None else registry
        self.plugins = ui_plugins(self.registry) if plugins is None else plugins
        self.settings = settings if settings is not None else Settings()
        self.languages = languages if languages is not None else LanguageManager(self)
        self.controller: MatchController | None = None
        self.lessons = TutorialDesk(self)  # learning to play: the tutorial on screen, if any
        self._replay_bar: ReplayBar | None = None  # a finished game's replay controls, while replayed
        self.save_path: Path | None = None  # where Ctrl+S writes without asking
        # When the match shown was started, if it was started here (a game resumed from a save
        # has no known length: the time before it was saved is nowhere).
        self._started_at: float | None = None
        self.home = HomeScreen(covers(self.registry, self.plugins))
        # What "Continue" offers, checked without holding up the window: a plain start looks
        # after its first frame (``offer_resume``), for checking an autosave replays it, which
        # loads its game's rules and words (0.1 s of a 0.25 s start).
        self.scout = ResumeScout(self.registry, self.plugins, self)
        self.scout.changed.connect(self.refresh_home)
        self._resume_offered = actions_now
        self._game_screen: GameScreen | None = None  # built by the first game (see game_screen)
        self._handoff: HandoffOverlay | None = None  # built by the first hand-off (see handoff)
        self.rules_viewer: RulesViewer | None = None  # one for the app, built when first asked
        self.rules_chooser: QMenu | None = None  # at home: whose rules F1 opens
        self.screens = QStackedWidget()
        self._frame = QWidget()  # the central widget: the screens, and the hand-off over them
        layout = QVBoxLayout(self._frame)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.screens)
        self.setCentralWidget(self._frame)
        self.screens.addWidget(self.home)  # once in place: each move restyles all a widget holds
        self._records: RecordsDesk | None = None  # built when first asked for (see records)
        self.actions_by_name: dict[str, QAction] = {}
        self._make_actions()
        if actions_now:  # else finished by whoever starts the window (see finish_actions)
            self.finish_actions()
        self._make_menus()
        self._connect_screens()
        self._restore_geometry()
        self.retranslate()  # and the resume card, unless a plain start offers it later
        self.follow_language()
        self._update_actions()

    # -- actions and menus ---------------------------------------------------------------------

    def _make_actions(self) -> None:
        table: list[tuple[str, Any]] = [
            ("new", self.new_game), ("open", self.open_dialog), ("save", self.save),
            ("save_as", self.save_as), ("home", self.go_home), ("settings", self.open_settings),
            ("quit", self.close), ("undo", self.undo), ("redo", self.redo), ("hint", self.hint),
            ("fullscreen", self.toggle_full_screen), ("back", self.back),
            ("rules", self.rules_here), ("quick", self.quick_reference_here),
            ("about", self.about),
        ]
        for name, slot in table:
            action = QAction(self)
            action.setObjectName(f"action-{name}")
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        self.actions_by_name["fullscreen"].setCheckable(True)
        self.actions_by_name["settings"].setMenuRole(QAction.MenuRole.PreferencesRole)
        self.actions_by_name["quit"].setMenuRole(QAction.MenuRole.QuitRole)
        self.actions_by_name["about"].setMenuRole(QAction.MenuRole.AboutRole)
        self.addAction(self.actions_by_name["back"])  # Esc lives on the window, not in a menu

    def finish_actions(self) -> None:
        """The actions' keyboard shortcuts and their icons in the menus (a plain start gives
        them after its first frame: see ``shortcuts`` and ``style.icon``)."""
        shortcuts.bind(self.actions_by_name)
        for name in ACTION_ICONS:
            self.actions_by_name[name].setIcon(style.icon(name))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menus = {name: bar.addMenu("") for name in ("file", "edit", "view", "help")}
        for name in ("new", "open", None, "save", "save_as", None, "home", "settings", None,
                     "quit"):
            self._add(self.menus["file"], name)
        for name in ("undo", "redo", None, "hint"):
            self._add(self.menus["edit"], name)
        self._add(self.menus["view"], "fullscreen")
        LookMenu(self.menus["view"], lambda: self._game_screen.look if self._showing_game()
                 and self._game_screen is not None else None)
        for name in ("rules", "quick", None, "about"):
            self._add(self.menus["help"], name)

    def _add(self, menu, name: str | None) -> None:
        if name is None:
            menu.addSeparator()
        else:
            menu.addAction(self.actions_by_name[name])

    def _connect_screens(self) -> None:
        self.home.game_chosen.connect(self.new_game_of)
        self.home.resume_requested.connect(self.resume)
        self.home.resume_file_requested.connect(self.resume_file)
        self.home.open_requested.connect(self.open_dialog)
        self.home.settings_requested.connect(self.open_settings)
        self.home.records_requested.connect(self.show_records)
        self.home.rules_requested.connect(self.show_rules)
        self.home.learn_requested.connect(self.lessons.learn_from_home)
        self.home.recall = lambda: home_memories(self.registry, self.plugins, self.settings)

    @property
    def game_screen(self) -> GameScreen:
        """The game screen, built the first time a game is shown."""
        if self._game_screen is None:
            from .game_screen import GameScreen

            screen = GameScreen()
            screen.add_bar_actions([self.actions_by_name["home"]],
                                   [self.actions_by_name[name] for name in ("hint", "save")])
            sheet = screen.score_sheet
            sheet.closed.connect(sheet.hide)
            sheet.home_requested.connect(self.go_home)
            sheet.again_requested.connect(self.play_again)
            sheet.replay_requested.connect(self.replay)
            sheet.rules_requested.connect(self.show_rules)
            self.screens.addWidget(screen)
            self._game_screen = screen
        return self._game_screen

    @property
    def records(self) -> RecordsDesk:
        """The records' side of the window (the Records screen), built when first shown."""
        if self._records is None:
            from .records_desk import RecordsDesk

            self._records = RecordsDesk(self.screens, self.registry, self.plugins, self.settings,
                                        self._show_recorded, self.go_home)
        return self._records

    @property
    def handoff(self) -> HandoffOverlay:
        """The pass-and-play overlay over the whole window, built for the first hand-off."""
        if self._handoff is None:
            from .handoff import HandoffOverlay

            overlay = HandoffOverlay(self._frame)
            overlay.accepted.connect(self._accept_handoff)
            overlay.undo_requested.connect(self.undo)
            self._handoff = overlay
        return self._handoff

    def _hide_handoff(self) -> None:
        if self._handoff is not None:
            self._handoff.hide()

    def _playing(self) -> MatchController:
        """The controller of the match on screen: called only while one is attached."""
        assert self.controller is not None, "no match is attached"
        return self.controller

    def _showing_game(self) -> bool:
        return self._game_screen is not None and self.screens.currentWidget() is self._game_screen

    def _update_actions(self, *_: object) -> None:
        controller = self.controller
        playing = controller if self._showing_game() else None
        self.actions_by_name["undo"].setEnabled(playing is not None and playing.can_undo())
        self.actions_by_name["hint"].setEnabled(
            playing is not None and self._game_screen is not None and self._game_screen.can_hint())
        self.actions_by_name["redo"].setEnabled(playing is not None and playing.can_redo())
        for name in ("save", "save_as"):  # a replay is the saved game already
            self.actions_by_name[name].setEnabled(controller is not None
                                                  and self._replay_bar is None)
        self.actions_by_name["home"].setEnabled(playing is not None)
        if controller is not None and self._handoff is not None:
            self._handoff.set_can_take_back(controller.can_undo())

    # -- starting, loading and saving ----------------------------------------------------------

    def new_game(self) -> None:
        """Ctrl+N: a new game of the game on screen, of the only game, or pick one at home."""
        if self.controller is not None:
            self.new_game_of(self.controller.match.game.id)
        elif len(self.home.tiles) == 1:
            self.new_game_of(next(iter(self.home.tiles)))
        else:
            self.go_home()

    def new_game_of(self, game_id: str) -> None:
        from .new_game import LEARN_FIRST, NewGameDialog
        from .records_desk import known_names

        if not self._may_leave_game(new_slot=True):
            return
        dialog = NewGameDialog(self.registry.get(game_id), self.plugins[game_id], self.settings,
                               self, offer_tutorial=self._offers_tutorial(game_id),
                               known_names=known_names(self.registry, self.settings),
                               lessons=self.lessons.expansion_lessons(game_id))
        result = dialog.exec()
        dialog.deleteLater()
        if result == LEARN_FIRST:
            self._learn(game_id, dialog.learn_key)
        elif result == NewGameDialog.DialogCode.Accepted:
            # The tutorials were offered: this was the answer.
            for lesson in (BASE_LESSON, *dialog.offered_lessons):
                self.settings.set_learned(game_id, lesson)
            self.start_match(game_id, dialog.options(), dialog.seats())

    # -- learning to play ----------------------------------------------------------------------

    def _offers_tutorial(self, game_id: str) -> bool:
        """The first start of a game offers its tutorial (until it was finished or skipped)."""
        return bool(self.lessons.tutorials(game_id)) and not self.settings.has_learned(game_id)

    def learn(self, game_id: str, key: str | None = None) -> bool:
        """Start (or go on with) a tutorial of ``game_id``: the base game's unless ``key``."""
        run = self.lessons.run
        if run is not None and run.tutorial is self.lessons.find(game_id, key):
            self.resume()  # the very tutorial is open already: back to it as it was
            return True
        if not self._may_leave_game():
            return False
        return self._learn(game_id, key)

    def _learn(self, game_id: str, key: str | None = None) -> bool:
        tutorial = self.lessons.find(game_id, key)
        if tutorial is None:
            return False
        return self.lessons.start(tutorial)

    def start_match(self, game_id: str, options: dict[str, Any], seats: list[Seat],
                    seed: int | None = None) -> bool:
        import secrets

        plugin = self.plugins.get(game_id)
        try:
            if plugin is None:
                raise OptionError("game.unknown", game=game_id)
            match = engine.Match(self.registry.get(game_id), options, seats,
                          secrets.randbelow(2**31) if seed is None else seed,
                          hold_resolution=True)
        except TabibitoError as error:
            #: the headline of an error dialog when a new game cannot start; the reason follows
            #: under it
            self.show_error(self.tr("The game could not be started."), error, plugin)
            return False
        self.show_match(match, save_path=None, autosave=lambda: new_autosave_path(game_id))
        return True

    def _may_leave_game(self, *, opening: bool = False, new_slot: bool = False) -> bool:
        """A game still being played is not replaced without asking (by a new game, or by
        ``opening`` a saved one), nor is a ``new_slot`` (a new game's autosave) made while
        unfinished games wait on disk: the question says what becomes of them, and the game
        on screen may be saved first. A tutorial keeps its own place."""
        from .resume_list import LEAVE, SAVE_FIRST, ask_to_leave, pruned_by_a_new_slot

        waiting = self._open_match_waiting() and self.lessons.run is None
        unfinished = self.scout.offers() if new_slot else []
        if not waiting and not unfinished:
            return True
        kept = waiting and self._playing().match.autosave_path is not None
        pruned = [entry_for(offer, self.plugins, self._game_title).title
                  for offer in pruned_by_a_new_slot(unfinished)]
        answer = ask_to_leave(self, opening=opening, waiting=waiting,
                              lost_unless_saved=waiting and not kept, pruned=pruned)
        if answer == SAVE_FIRST:
            return self.save_as()
        return answer == LEAVE

    def replay(self) -> None:
        """The finished game on screen, move by move; closing it brings its scores back."""
        from .replay import open_replay

        if self.controller is not None and self.controller.match.is_over():
            self._replay_bar = open_replay(self, self.controller.match, self.save_path)
            self._update_actions()

    def play_again(self) -> None:
        match = self._playing().match
        self.start_match(match.game.id, dict(match.options), list(match.seats))

    def open_dialog(self) -> None:
        from .file_open import ask_save_to_open

        if self._may_leave_game(opening=True):
            path = ask_save_to_open(self, self.settings)
            if path is not None:
                self.open_file(path)

    def open_from_system(self, path: Path) -> None:
        """A save the system asks us to open (macOS's Finder): as Open… would, once the game
        being played may be left."""
        self.activateWindow()
        if self._may_leave_game(opening=True):
            self.open_file(path)

    def open_file(self, path: Path, *, remember_path: bool = True) -> bool:
        """Load a save; on any problem say why and leave the current game exactly as it was."""
        plugin = None
        try:
            data = engine.read_save(path)
            plugin = self.plugins.get(data["game"])
            if plugin is None:
                raise SaveError("save.unknown_game", game=data["game"])
            match = engine.Match.from_save(data, self.registry, hold_resolution=True)
        except TabibitoError as error:
            #: the headline of an error dialog when a saved game cannot be opened: %1 the file's
            #: name; the reason follows
            self.show_error(fill(self.tr("“%1” could not be opened."), path.name), error, plugin)
            return False
        except Exception:  # a save we did not foresee must not take the app down
            log.exception("unexpected problem loading %s", path)
            #: the headline of an error dialog when a saved game cannot be opened: %1 the file's
            #: name; the reason follows
            self.show_error(fill(self.tr("“%1” could not be opened."), path.name),
                            SaveError("save.corrupt"), plugin)
            return False
        # Continuing an autosave goes on in its own file; any other save gets a new slot, so
        # that it never writes over the autosave of another game.
        self.show_match(match, save_path=path if remember_path else None,
                        autosave=lambda: path if is_autosave(path)
                        else new_autosave_path(match.game.id))
        return True

    def show_match(self, match: Match, *, save_path: Path | None,
                   autosave: Callable[[], Path]) -> None:
        """Show a game that autosaves to the file ``autosave()`` names. When its folder cannot
        be written the game goes on without autosave, as it does when an autosave fails, and
        the player is told so once: over the board, or in a tutorial's bubble."""
        try:
            slot = autosave()
            writable_folder(slot.parent)
        except OSError as problem:
            log.warning("the game is not saved automatically: %s", problem)
            slot = None
        match.autosave_path = slot
        self.attach(match, save_path=save_path)
        if slot is None:
            # Once the game screen is laid out (the note is placed over the board) and a
            # tutorial's bubble is up.
            QTimer.singleShot(0, self._say_not_autosaved)

    def _say_not_autosaved(self) -> None:
        from . import messages

        try:
            folder = str(data_dir())  # a Path says itself with the system's separators
        except OSError:  # the system names no folder at all
            folder = "?"
        text = messages.error_text(TabibitoError(messages.DATA_FOLDER_UNWRITABLE, path=folder))
        if self.lessons.run is not None:
            self.lessons.run.tell(text)
        elif self.controller is not None:
            self.game_screen.show_toast(text)

    def attach(self, match: Match, *, save_path: Path | None,
               controller: MatchController | None = None) -> None:
        """Show ``match`` in the game screen with a fresh controller (or the one given)."""
        from .controller import MatchController

        self._drop_controller()
        if match.autosave_path is not None and is_autosave(Path(match.autosave_path)):
            prune_autosaves(Path(match.autosave_path))
        if controller is None:
            controller = MatchController(match, self.plugins[match.game.id],
                                         animation_factor=self.settings.animation_factor)
        self.controller = controller
        self.save_path = save_path
        self._started_at = time.monotonic() if not match.log else None
        controller.handoff_changed.connect(self._on_handoff)
        controller.undo_changed.connect(self._update_actions)
        controller.busy_changed.connect(self._update_actions)
        controller.game_over.connect(self._record_game)
        controller.game_over.connect(self.refresh_home)
        self.game_screen.attach(controller)
        self.screens.setCurrentWidget(self.game_screen)
        self.retranslate()
        # What the game before left for Python's collector goes now, on the window's thread:
        # collected on a computer player's thread it would free Qt objects there (a crash).
        gc.collect()
        controller.start()
        self._update_actions()

    def _drop_controller(self) -> None:
        if self.controller is None:
            return
        self.lessons.stop()
        if self._replay_bar is not None:
            self._replay_bar.dispose()
            self._replay_bar = None
        self.game_screen.detach()
        self.controller.dispose()
        self.controller = None
        self._hide_handoff()

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        from PySide6.QtCore import QDateTime  # Qt's types cost their first use: not at start
        from PySide6.QtWidgets import QFileDialog

        stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HH.mm")
        name = _file_name(f"{self.controller.plugin.title()} {stamp}")
        suggestion = Path(self.settings.last_folder or Path.home()) / f"{name}{SAVE_SUFFIX}"
        #: the title of the file dialog of File ▸ Save as…
        title = self.tr("Save the game")
        #: the Save dialog's filter: keep the pattern in brackets as it is
        path, _ = QFileDialog.getSaveFileName(self, title, str(suggestion),
                                              self.tr("Tabibito saved games (*.tabibito)"))
        if not path:
            return False
        target = Path(path)
        if target.suffix != SAVE_SUFFIX:
            target = target.with_name(target.name + SAVE_SUFFIX)
        self.settings.last_folder = str(target.parent)
        return self.save_to(target)

    def save_to(self, path: Path) -> bool:
        try:
            self._playing().match.save(path)
        except OSError as problem:
            from . import messages

            error = TabibitoError(messages.SAVE_FAILED, detail=problem.strerror or str(problem))
            #: the headline of an error dialog when a game cannot be saved: %1 the file's name; the
            #: reason follows
            self.show_error(fill(self.tr("“%1” could not be saved."), path.name), error,
                            self._playing().plugin)
            return False
        self.save_path = path
        #: a short note over the board after saving: %1 the file's name
        self.game_screen.show_toast(fill(self.tr("Saved as “%1”."), path.name))
        return True

    # -- home and resume -----------------------------------------------------------------------

    def show_records(self) -> None:
        if self._may_leave_game(opening=True):
            self.records.show()
            self._update_actions()

    def _show_recorded(self, match: Match) -> None:
        """A recorded game, on its final scores (its replay is one click away)."""
        self.attach(match, save_path=None)

    def go_home(self) -> None:
        if self._records is not None:
            self._records.close()
        self._hide_handoff()  # it comes back with the game: the hand-off is still pending
        self.screens.setCurrentWidget(self.home)
        self.refresh_home()
        self._update_actions()
        self.retranslate()

    def resume(self) -> None:
        if self._open_match_waiting():
            self.screens.setCurrentWidget(self.game_screen)
            self._on_handoff(self._playing().pending_handoff)
            self._update_actions()
            self.retranslate()
            return
        offer = self.scout.offer()
        if offer is not None and not self.open_file(offer.path, remember_path=False):
            self.scout.note_damaged(offer.path, "it no longer opens")
            self.refresh_home()

    def _record_game(self) -> None:
        """Keep a finished game in the records: its autosave goes once it is over, the records
        keep it (once, however often its end is shown). A tutorial is no game played. Nothing
        about the records may stop the window: a problem is logged and the game goes on."""
        controller = self.controller
        if controller is None or controller.lesson_guard is not None:
            return
        from .records_desk import record_finished

        seconds = None if self._started_at is None else time.monotonic() - self._started_at
        notice, badges = record_finished(self.registry, self.settings, controller.match, seconds)
        if notice is not None:
            self.game_screen.show_toast(notice)
        self.game_screen.score_sheet.show_achievements(controller.match, badges,
                                                       controller.plugin.achievement_look)

    def offer_resume(self) -> None:
        """A plain start's first frame is painted: the home screen may now offer the games to
        continue (see ``refresh_home``)."""
        self._resume_offered = True
        self.refresh_home()

    def refresh_home(self) -> None:
        """The card offers the game on screen, else the newest unfinished one; the others are
        listed under it."""
        if not self._resume_offered:
            return
        entries = [entry_for(offer, self.plugins, self._game_title)
                   for offer in self.scout.offers()]
        on_screen = None
        if self._open_match_waiting():
            match = self._playing().match
            on_screen = ResumeEntry(Path(match.autosave_path or ""), game_with_players(
                self._game_title(match.game.id), [seat.name for seat in match.seats]), "")
        card, others = home_offer(entries, on_screen)
        self.home.show_resume(card, in_memory=on_screen is not None, others=others)

    def _game_title(self, game_id: str) -> str:
        return self.home.tiles[game_id].cover.title()

    def resume_file(self, path: Path) -> None:
        """Continue the unfinished game autosaved in ``path`` (from the home screen's list)."""
        mine = self._playing().match.autosave_path if self._open_match_waiting() else None
        if mine is not None and Path(mine) == path:
            self.resume()  # the game on screen: back to it as it is
            return
        if not self._may_leave_game(opening=True):
            return
        if not self.open_file(path, remember_path=False):
            self.scout.note_damaged(path, "it no longer opens")
            self.refresh_home()

    def _open_match_waiting(self) -> bool:
        return self.controller is not None and not self.controller.match.is_over()

    # -- undo, hand-off, screens ---------------------------------------------------------------

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def hint(self) -> None:
        if self.controller is not None and self._showing_game():
            self.game_screen.ask_hint()
            self._update_actions()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def _on_handoff(self, seat: int | None) -> None:
        if seat is None or seat < 0 or not self._showing_game():
            self._hide_handoff()
            return
        self.handoff.show_for(self._playing().seat_names[seat], self._playing().can_undo(),
                              self.handoff.colours(self._playing(), self.game_screen.panel, seat))

    def _accept_handoff(self) -> None:
        self.handoff.hide()
        if self.controller is not None:
            self.controller.accept_handoff()

    def back(self) -> None:
        """Esc: close what is on top, step out of full screen, or go back home."""
        screen = self._game_screen
        if screen is not None and self._showing_game() and screen.close_topmost():
            return  # the final scores or a popup closed: the game stays
        if self.isFullScreen():
            self.toggle_full_screen()
        elif self._showing_game():
            self.go_home()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.actions_by_name["fullscreen"].setChecked(self.isFullScreen())

    # -- settings, language, messages ----------------------------------------------------------

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.chosen_language(), dialog.chosen_speed())
        dialog.deleteLater()

    def apply_settings(self, language: str, speed: str) -> None:
        self.settings.animation_speed = speed
        if self.controller is not None:
            self.controller.animation_factor = self.settings.animation_factor
        if language != self.languages.language:
            self.settings.language = self.languages.set_language(language)

    def show_error(self, headline: str, error: TabibitoError, plugin: GameUI | None) -> None:
        from PySide6.QtWidgets import QMessageBox

        from . import messages

        #: the window title of an error dialog (the app's name)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Tabibito"), headline,
                          QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(messages.error_text(error, plugin))
        box.exec()
        box.deleteLater()

    def about(self) -> None:
        from .about import show_about

        show_about(self, self.plugins)

    # -- the rules -----------------------------------------------------------------------------

    def show_rules(self, game_id: str, section: str | None = None, *,
                   quick: bool = False) -> None:
        """The rules window (one for the app, not modal) on ``game_id``'s rules at ``section``
        (the start when None), or on its quick reference."""
        if self.rules_viewer is None:
            from .rules.viewer import RulesViewer

            self.rules_viewer = RulesViewer(self.plugins, self.languages.language, parent=self)
            # The language is switched before the manager says which it is: its signal, not
            # the LanguageChange of retranslate, tells the viewer the new one.
            self.languages.language_changed.connect(self.rules_viewer.set_language)
        self.rules_viewer.open(game_id, section, quick=quick)

    def rules_here(self) -> None:
        """F1: the rules of the game on screen, at the section of the board item under the
        pointer (or the focused one); at home, a choice of the games."""
        if self._showing_game():
            self.show_rules(self._playing().match.game.id, self.game_screen.rules_section())
        else:
            self._choose_rules(quick=False)

    def quick_reference_here(self) -> None:
        if self._showing_game():
            self.show_rules(self._playing().match.game.id, quick=True)
        else:
            self._choose_rules(quick=True)

    def rules_games(self) -> list[str]:
        """The games whose rules Help offers at home: those with a tile."""
        return list(self.home.tiles)

    def _choose_rules(self, *, quick: bool) -> None:
        """At home a menu of the games pops up over the window (it does not wait: Esc or a
        click elsewhere closes it); with one game its rules open at once."""
        games = self.rules_games()
        if len(games) == 1:
            self.show_rules(games[0], quick=quick)
            return
        if self.rules_chooser is not None:
            self.rules_chooser.deleteLater()
        menu = QMenu(self)
        menu.setObjectName("rulesChooser")
        for game_id in games:
            action = menu.addAction(self.home.tiles[game_id].cover.title())
            action.setObjectName(f"rules-{game_id}")
            action.triggered.connect(
                lambda _=False, game_id=game_id: self.show_rules(game_id, quick=quick))
        self.rules_chooser = menu
        size = menu.sizeHint()
        corner = self.rect().center() - QPoint(size.width() // 2, size.height() // 2)
        menu.popup(self.mapToGlobal(corner))

    def retranslate(self) -> None:
        for name, text in menu_words.action_texts().items():
            self.actions_by_name[name].setText(text)
        self.actions_by_name["hint"].setToolTip(menu_words.hint_tooltip())
        for name, title in menu_words.menu_titles().items():
            self.menus[name].setTitle(title)
        showing = self.controller is not None and self._showing_game()
        self.setWindowTitle(menu_words.window_title(
            self.controller.plugin.title() if showing and self.controller else None))
        if self.rules_viewer is not None:
            self.rules_viewer.set_language(self.languages.language)
        self.refresh_home()

    # -- window state --------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        self.setMinimumSize(MINIMUM_SIZE)
        geometry = self.settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(DEFAULT_SIZE)
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """The first window fits the screen it opens on (a 1366×768 laptop too), title bar and
        frame included, which the window system adds around the geometry."""
        available = self._available_geometry()
        if available is None or self.isMaximized() or self.isFullScreen():
            return
        frame = QRect(self.pos(), self.size()).adjusted(0, 0, FRAME_ALLOWANCE.width(),
                                                        FRAME_ALLOWANCE.height())
        fitted = fit_to_screen(frame, available)
        self.resize(max(fitted.width() - FRAME_ALLOWANCE.width(), self.minimumWidth()),
                    max(fitted.height() - FRAME_ALLOWANCE.height(), self.minimumHeight()))
        self.move(fitted.topLeft())

    def _available_geometry(self) -> QRect | None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return None if screen is None else screen.availableGeometry()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # With no widget focused the keys come to the window: Space / Enter still play on.
        from .game_screen import main_action_key

        if self._showing_game() and main_action_key(event) and self.game_screen.press_main():
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        if self.rules_viewer is not None:
            self.rules_viewer.close()  # the rules of a closed app are not left on screen
        self._drop_controller()
        self.scout.stop()
        super().closeEvent(event)

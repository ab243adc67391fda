"""The home screen's unfinished games beyond the one its card offers: a button under "Continue"
that lists every other game that can be resumed (game, players, how far it came, when it was
saved) and continues the one chosen. Nothing started later hides an earlier game.

The words are made here from the scout's offers (``resume.Offer``) and the games' own
``progress_text``; the main window decides which offer is the card's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QFileInfo, QLocale, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QSizePolicy, QToolButton, QWidget

from .kit import style
from .kit.i18n import fill
from .kit.paths import MAX_AUTOSAVES, autosaves, data_dir
from .resume import Offer

if TYPE_CHECKING:  # the interface loads with the first game opened, not for the home screen
    from .plugin_api import GameUI

# What the player answers when a new game would replace or join unfinished ones (ask_to_leave).
SAVE_FIRST, LEAVE, STAY = "save first", "leave", "stay"


class ResumeEntry(NamedTuple):
    """One unfinished game in words: ``title`` (game and players) and ``detail`` (how far it
    came and when it was saved); ``path``: its autosave."""

    path: Path
    title: str
    detail: str


def game_with_players(game_title: str, names: Sequence[str]) -> str:
    """ "Tokaido with Aiko and Ben"."""
    #: a game to continue: %1 the game's title, %2 its players' names as a list ("Aiko and Ben")
    return fill(QCoreApplication.translate("MainWindow", "%1 with %2"), game_title,
                QLocale().createSeparatedList(list(names)))


def saved_when(path: Path) -> str:
    """When the autosave was last written, in the language's own short form."""
    from .kit.dates import moment_text  # QDateTime's enums: built for a game to continue only

    return moment_text(QFileInfo(str(path)).lastModified())


def pruned_by_a_new_slot(unfinished: Sequence[Offer]) -> list[Offer]:
    """The unfinished games a new autosave would remove to keep MAX_AUTOSAVES
    (``paths.prune_autosaves``)."""
    pruned = set(autosaves()[MAX_AUTOSAVES - 1:])
    return [offer for offer in unfinished if offer.path in pruned]


def saves_folder(fallback: str) -> str:
    """Where File > Open starts: the autosaves' folder (the app's data folder), else
    ``fallback`` (the last folder saved in)."""
    try:
        folder = data_dir()
    except OSError:  # the system names none
        return fallback
    return str(folder) if folder.is_dir() else fallback


def entry_for(offer: Offer, plugins: Mapping[str, GameUI],
              game_title: Callable[[str], str]) -> ResumeEntry:
    """``offer`` in words: its game and players, its progress (when the game says it and the
    save was replayed here) and its date."""
    plugin = plugins.get(offer.game_id)
    progress = plugin.progress_text(offer.state) if plugin is not None \
        and offer.state is not None else ""
    when = saved_when(offer.path)
    #: below a game to continue: %1 how far it is (such as "Round 3 of 13"), %2 when it was
    #: saved (a short date and time)
    detail = (fill(QCoreApplication.translate("ResumeList", "%1 · saved %2"), progress, when)
              #: below a game to continue: %1 when it was saved (a short date and time)
              if progress else fill(QCoreApplication.translate("ResumeList", "saved %1"), when))
    return ResumeEntry(offer.path, game_with_players(game_title(offer.game_id),
                                                     offer.seat_names), detail)


def home_offer(entries: Sequence[ResumeEntry], on_screen: ResumeEntry | None,
               ) -> tuple[str | None, list[ResumeEntry]]:
    """The home card's words (None: no card) and the games listed under it: the game open in
    the window (``on_screen``), else the newest of ``entries``; every other one listed."""
    if on_screen is not None:
        return on_screen.title, [entry for entry in entries if entry.path != on_screen.path]
    if not entries:
        return None, []
    return f"{entries[0].title}\n{entries[0].detail}", list(entries[1:])


class MoreGamesButton(QToolButton):
    """ "More unfinished games (2)": a menu with every other game that can be resumed."""

    chosen = Signal(object)  # the Path of the autosave to continue

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moreGames")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # Set by name: Qt's namespace is not built before the first frame (kit/style.py); the
        # home screen gives it the pointing hand.
        self.setProperty("toolButtonStyle", "ToolButtonTextOnly")
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        # A link under the card's words, with its own arrow: Qt's menu indicator would sit
        # on the text.
        self.setStyleSheet(
            f"QToolButton#moreGames {{ color: {style.INDIGO}; background: transparent;"
            " border: none; padding: 2px 0; font-weight: 600; }"
            " QToolButton#moreGames:hover, QToolButton#moreGames:focus"
            " { text-decoration: underline; }"
            " QToolButton#moreGames::menu-indicator { image: none; width: 0; }")
        self.games = QMenu(self)
        self.games.setObjectName("moreGamesMenu")
        self.games.triggered.connect(self._chosen)
        self.setMenu(self.games)
        self.entries: tuple[ResumeEntry, ...] = ()
        self.hide()

    def show_entries(self, entries: Sequence[ResumeEntry]) -> None:
        """List ``entries`` (hidden when there are none)."""
        self.entries = tuple(entries)
        self.games.clear()
        for entry in self.entries:
            action = self.games.addAction(f"{entry.title} — {entry.detail}")
            action.setData(str(entry.path))
        #: a button that opens a menu: %1 how many more unfinished games there are
        self.setText(fill(QCoreApplication.translate("ResumeList", "More unfinished games (%1)"),
                          len(self.entries)) + " ▾")
        self.setVisible(bool(self.entries))

    def _chosen(self, action: QAction) -> None:
        self.chosen.emit(Path(action.data()))


def ask_to_leave(parent: QWidget, *, opening: bool, waiting: bool, lost_unless_saved: bool,
                 pruned: Sequence[str]) -> str:
    """Ask before a new game (or ``opening`` another) while a game is ``waiting`` on screen or
    unfinished ones wait on disk, saying what becomes of them: they stay on the home screen,
    unless the game on screen has no autosave (``lost_unless_saved``) or a new autosave would
    remove the oldest (``pruned``, their names). SAVE_FIRST, LEAVE or STAY (the default)."""
    from PySide6.QtWidgets import QMessageBox  # its type costs its first use: not at start

    translate = QCoreApplication.translate
    if opening:
        #: the heading of the question before a saved game replaces the game on screen
        question = translate("MainWindow", "Open another game?")
    else:
        #: the heading of the question before a new game replaces the game on screen
        question = translate("MainWindow", "Start a new game?")
    #: the window title of that question: the app's name
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Tabibito"), question,
                      QMessageBox.StandardButton.NoButton, parent)
    if lost_unless_saved:
        #: the question before another game replaces one that has no autosave (a tutorial or a
        #: replay)
        words = [translate("MainWindow", "The game you are playing ends here. To come back to"
                                         " it later, save it first.")]
    else:
        #: the question before another game replaces the game on screen, which stays resumable
        words = [translate("ResumeList", "Nothing is lost: unfinished games stay on the home"
                                         " screen, where you can continue them whenever you"
                                         " like.")]
    if pruned:
        #: %1 the deleted game, or a list of them, each as "Tokaido with Aiko and Ben"
        words.append(fill(translate(
            "ResumeList", "To make room, the oldest unfinished game is deleted: %1."),
            QLocale().createSeparatedList(list(pruned))))
    box.setInformativeText("\n\n".join(words))
    #: a button of that question: save the game on screen first
    save = box.addButton(translate("MainWindow", "Save it first…"),
                         QMessageBox.ButtonRole.AcceptRole) if waiting else None
    #: a button of that question: go on and open the saved game
    leave = box.addButton(translate("MainWindow", "Open another game") if opening
                          #: a button of that question: go on and start the new game
                          else translate("MainWindow", "Start a new game"),
                          QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    chosen = box.clickedButton()
    box.deleteLater()
    if save is not None and chosen is save:
        return SAVE_FIRST
    return LEAVE if chosen is leave else STAY

"""The words of the main window's menus, actions and title, each with its translator comment
(in context "MainWindow", as they always were: the catalogues keep their translations)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .kit.i18n import fill


def action_texts() -> dict[str, str]:
    """Each action's label by its name; & marks the letter of its keyboard shortcut."""
    translate = QCoreApplication.translate
    return {
        #: File menu: a new game (opens the new-game dialog)
        "new": translate("MainWindow", "&New game…"),
        #: File menu: open a saved game from a file
        "open": translate("MainWindow", "&Open…"),
        #: File menu: save the game on screen
        "save": translate("MainWindow", "&Save"),
        #: File menu: save the game on screen under another name
        "save_as": translate("MainWindow", "Save &as…"),
        #: File menu and the top bar: back to the home screen (the game stays resumable)
        "home": translate("MainWindow", "&Home"),
        #: File menu: the Settings dialog (language, animations, sound)
        "settings": translate("MainWindow", "Se&ttings…"),
        #: File menu: close the app
        "quit": translate("MainWindow", "&Quit"),
        #: Edit menu: take the last move back
        "undo": translate("MainWindow", "&Undo"),
        #: Edit menu: make a move taken back again
        "redo": translate("MainWindow", "&Redo"),
        #: Edit menu and the top bar: what the hard computer player would do now
        "hint": translate("MainWindow", "Hin&t"),
        #: View menu: the window fills the screen
        "fullscreen": translate("MainWindow", "&Full screen"),
        #: View menu: leave the screen shown (a replay, the records) for the one before
        "back": translate("MainWindow", "Back"),
        #: Help menu: the About dialog
        "about": translate("MainWindow", "&About Tabibito"),
        #: Help menu: the rules of a game (a game is chosen when none is on screen)
        "rules": translate("MainWindow", "&Rules"),
        #: Help menu: a game's one-page summary of the rules
        "quick": translate("MainWindow", "&Quick reference"),
    }


def hint_tooltip() -> str:
    #: the tooltip of the Hint action and button; H is its key
    return QCoreApplication.translate("MainWindow", "What would the hard computer player do now? (H)")


def menu_titles() -> dict[str, str]:
    """Each menu's title by its name; & marks the letter that opens it with Alt."""
    translate = QCoreApplication.translate
    return {
        #: the menu of games and files
        "file": translate("MainWindow", "&File"),
        #: the menu of Undo, Redo and Hint
        "edit": translate("MainWindow", "&Edit"),
        #: the menu of the window's view
        "view": translate("MainWindow", "&View"),
        #: the menu of the rules and the About dialog
        "help": translate("MainWindow", "&Help"),
    }


def window_title(game_title: str | None) -> str:
    """The window's title: the app's name, after the game's title while a game is on screen."""
    if game_title is None:
        #: the window's title on the home screen (the app's name)
        return QCoreApplication.translate("MainWindow", "Tabibito")
    #: the window's title while a game is on screen: %1 the game's title
    return fill(QCoreApplication.translate("MainWindow", "%1 — Tabibito"), game_title)

"""The About box: the app's seal and version, who made each game of the collection, and what
the app is built with (the licences one button away).

The credits are the games' published facts (designers, publishers, years); a fact we do not know
is left out rather than guessed.
"""

from __future__ import annotations

import platform
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

import tabibito

from .home import seal_pixmap
from .kit.i18n import fill
from .licences import show_licences
from .plugin_api import GameUI

SEAL_SIZE = 72


@dataclass(frozen=True)
class Credit:
    """One game's makers: names, years and the expansion's name are not translated; None: not
    known from our sources, so not shown."""

    game_id: str
    designers: str | None = None
    publisher: str | None = None
    year: str | None = None
    expansion: tuple[str, str] | None = None  # (its name, its years)


CREDITS = (
    Credit("nextstation", "Matthew Dunstan", "Blue Orange", "2023"),
    Credit("tokaido", "Antoine Bauza", "Funforge", "2012", ("Crossroads", "2013/2014")),
    Credit("letsgo", "Matt Leacock", "AEG", "2024"),
)


def game_title(game_id: str, plugins: Mapping[str, GameUI]) -> str:
    """The title the home tile shows; the id of a game this build has no UI for."""
    plugin = plugins.get(game_id)
    return plugin.title() if plugin is not None else game_id


def credit_text(credit: Credit, plugins: Mapping[str, GameUI]) -> str:
    """One game's paragraph: its title, then its designers and publisher as far as known."""
    parts = []
    if credit.designers:
        #: %1 the game's designers, a list of names
        parts.append(fill(QCoreApplication.translate("About", "Designed by %1"), credit.designers))
    if credit.publisher:
        parts.append(
            fill(
                #: %1 the publisher, %2 the year of publication
                QCoreApplication.translate("About", "Published by %1 (%2)"),
                credit.publisher,
                credit.year,
            )
            if credit.year
            #: %1 the publisher (its year is not known)
            else fill(QCoreApplication.translate("About", "Published by %1"), credit.publisher)
        )
    if credit.expansion:
        parts.append(
            #: %1 the expansion's title, %2 its year or years
            fill(QCoreApplication.translate("About", "Expansion: %1 (%2)"), *credit.expansion)
        )
    return "<br>".join([f"<b>{game_title(credit.game_id, plugins)}</b>", *parts])


def about_text(plugins: Mapping[str, GameUI]) -> str:
    #: the About dialog: the app's one-line description under its name
    motto = QCoreApplication.translate(
        "About", "Japan-travel board games to play offline, alone or together."
    )
    #: the About dialog: where the pictures come from
    thanks = QCoreApplication.translate(
        "About",
        "All art in this app was drawn for it; the games belong to their authors and publishers.",
    )
    games = "".join(f"<p>{credit_text(credit, plugins)}</p>" for credit in CREDITS)
    #: %1 the Qt version, %2 the Python version (numbers such as 6.8.1)
    built = fill(QCoreApplication.translate(
        "About", "Built with Qt %1, Qt for Python and Python %2: free software, each under its "
        "own licence."), qVersion(), platform.python_version())
    return f"<p>{motto}</p>{games}<p>{thanks}</p><p>{built}</p>"


BODY_MIN_WIDTH = 420


class AboutDialog(QDialog):
    """A small card: the seal beside the name and version, the credits below."""

    def __init__(self, plugins: Mapping[str, GameUI], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        #: the About dialog's window title (Help menu)
        self.setWindowTitle(QCoreApplication.translate("About", "About Tabibito"))
        seal = QLabel()
        seal.setPixmap(seal_pixmap(SEAL_SIZE))
        seal.setAlignment(Qt.AlignmentFlag.AlignTop)
        #: the About dialog's heading: the app's name (旅人, “traveller”); keep it unless the edition
        #: writes it otherwise
        name = QLabel(QCoreApplication.translate("About", "Tabibito"))
        name.setProperty("role", "title")
        #: %1 the version of Tabibito (such as 1.4.0)
        self.version = QLabel(fill(QCoreApplication.translate("About", "Version %1"),
                                  tabibito.__version__))
        self.version.setProperty("role", "subtle")
        self.body = QLabel(about_text(plugins))
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        # A fixed width gives the wrapped text a definite height: with only a minimum width a
        # dialog sizes itself before the wrap and cuts the last paragraph.
        self.body.setFixedWidth(max(BODY_MIN_WIDTH, self.fontMetrics().averageCharWidth() * 64))
        self.body.setMinimumHeight(self.body.heightForWidth(self.body.width()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        #: a button of the About dialog that opens the list of licences
        self.licences = buttons.addButton(QCoreApplication.translate("About", "Licences…"),
                                          QDialogButtonBox.ButtonRole.ActionRole)
        self.licences.clicked.connect(lambda: show_licences(self))
        self._lay_out(seal, name, buttons)

    def _lay_out(self, seal: QLabel, name: QLabel, buttons: QDialogButtonBox) -> None:
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(name)
        words.addWidget(self.version)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(seal)
        top.addLayout(words, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.body)
        layout.addWidget(buttons)


def show_about(parent: QWidget | None, plugins: Mapping[str, GameUI]) -> None:
    """Help ▸ About: modal, gone when closed."""
    dialog = AboutDialog(plugins, parent)
    dialog.exec()
    dialog.deleteLater()

"""Saves the system hands the running app: on macOS a double-clicked ``.tabibito`` file or
Finder's "Open With" arrives as a QFileOpenEvent sent to the application, not as an argument
(Windows and a shell pass the file on the command line: ``tabibito FILE``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QFileDialog, QWidget

from .kit.paths import is_autosave
from .kit.settings import Settings
from .resume_list import saves_folder


class FileOpenRelay(QObject):
    """Installed on the QApplication: passes each file it is asked to open to ``open_file``."""

    def __init__(self, open_file: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if isinstance(event, QFileOpenEvent) and event.file():
            self._open_file(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


def ask_save_to_open(parent: QWidget, settings: Settings) -> Path | None:
    """File ▸ Open…: in the saves folder, where every unfinished game's autosave is, and showing
    them; a save from the player's own folder makes it the one Save as… suggests."""
    #: the title of the file dialog of File ▸ Open…
    title = QCoreApplication.translate("MainWindow", "Open a saved game")
    #: the file dialog's filters, separated by ;; — keep each pattern in brackets as it is
    filters = QCoreApplication.translate("MainWindow", "Tabibito saved games and autosaves "
                                                       "(*.tabibito autosave-*.json);;All files (*)")
    path, _ = QFileDialog.getOpenFileName(parent, title, saves_folder(settings.last_folder),
                                          filters)
    if not path:
        return None
    if not is_autosave(Path(path)):
        settings.last_folder = str(Path(path).parent)
    return Path(path)

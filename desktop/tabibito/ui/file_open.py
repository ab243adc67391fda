"""Saves the system hands the running app: on macOS a double-clicked ``.tabibito`` file or
Finder's "Open With" arrives as a QFileOpenEvent sent to the application, not as an argument
(Windows and a shell pass the file on the command line: ``tabibito FILE``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


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

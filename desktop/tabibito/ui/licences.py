"""The licences of what Tabibito is built with (Help ▸ About ▸ Licences…).

Qt and Qt for Python (PySide6) come under the GNU LGPL v3, which asks for its text and the GNU
GPL v3's with every copy and for a notice where the app shows its credits; Python under the PSF
licence; the bundled Noto fonts under the SIL OFL. The texts ship in resources/licences/ and
resources/fonts/ (so in every installer), and this dialog shows them.
"""

from __future__ import annotations

import platform
from collections.abc import Callable
from dataclasses import dataclass

import PySide6
from PySide6.QtCore import QCoreApplication, QSize, Qt, qVersion
from PySide6.QtGui import QFontDatabase, QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from .kit.i18n import QT_TRANSLATE_NOOP, fill
from .kit.paths import resource_path

ROW_SLACK = 4  # pixels
# The versions this copy runs, by the name a part's text uses.
VERSIONS: dict[str, Callable[[], str]] = {
    "qt": qVersion, "pyside": lambda: PySide6.__version__, "python": platform.python_version}


@dataclass(frozen=True)
class Part:
    """One part of the app and its licence: ``name`` is a source text in the "Licences" context
    whose %1, %2 are the ``versions`` named, ``licence`` the licence's own name (never
    translated), ``text`` its file under resources/, ``notice`` the copyright shown above it."""

    name: str
    licence: str
    text: tuple[str, ...]
    versions: tuple[str, ...] = ()
    notice: str = ""


PARTS = (
    #: a part in the Licences dialog's list: %1 the Qt version, %2 the PySide6 version
    Part(QT_TRANSLATE_NOOP("Licences", "Qt %1 and Qt for Python (PySide6) %2"),
         "GNU Lesser General Public License v3", ("licences", "LGPL-3.0.txt"), ("qt", "pyside"),
         "Copyright (C) The Qt Company Ltd. and other contributors."),
    #: a part in the Licences dialog's list: the licence text the LGPL refers to
    Part(QT_TRANSLATE_NOOP("Licences", "The GNU GPL v3, which the LGPL v3 builds on"),
         "GNU General Public License v3", ("licences", "GPL-3.0.txt")),
    #: a part in the Licences dialog's list: %1 the Python version
    Part(QT_TRANSLATE_NOOP("Licences", "Python %1"),
         "Python Software Foundation License v2", ("licences", "Python-LICENSE.txt"), ("python",),
         "Copyright (c) 2001 Python Software Foundation. All rights reserved."),
    #: a part in the Licences dialog's list: the Latin font the app brings
    Part(QT_TRANSLATE_NOOP("Licences", "The Noto Sans font"),
         "SIL Open Font License 1.1", ("fonts", "NotoSans-OFL.txt")),
    #: a part in the Licences dialog's list: the Japanese font the app brings
    Part(QT_TRANSLATE_NOOP("Licences", "The Noto Sans CJK JP font"),
         "SIL Open Font License 1.1", ("fonts", "NotoSansCJK-OFL.txt")),
)


def part_name(part: Part) -> str:
    """The part as shown: translated, with the versions this app runs."""
    return fill(QCoreApplication.translate("Licences", part.name),
                *(VERSIONS[name]() for name in part.versions))


def licence_text(part: Part) -> str:
    """The licence's text, its copyright notice first; a clear word if this copy lacks it."""
    path = resource_path(*part.text)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        #: the Licences dialog when a licence file is missing from the installation: %1 its file
        #: name
        return fill(QCoreApplication.translate(
            "Licences", "This copy of Tabibito lacks the licence text (%1)."), "/".join(part.text))
    return f"{part.notice}\n\n{text}" if part.notice else text


class LicencesDialog(QDialog):
    """The parts on the left, the chosen one's licence on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licences")
        #: the Licences dialog's window title
        self.setWindowTitle(QCoreApplication.translate("Licences", "Licences"))
        #: the Licences dialog's introduction over the list of parts
        intro = QLabel(QCoreApplication.translate(
            "Licences", "Tabibito is built with free software. Choose a part to read its licence."))
        intro.setWordWrap(True)
        self.parts = QListWidget()
        self.parts.setTextElideMode(Qt.TextElideMode.ElideNone)
        for part in PARTS:
            self.parts.addItem(f"{part_name(part)}\n{part.licence}")
        width = self.parts.sizeHintForColumn(0)
        self.parts.setFixedWidth(width + 32)
        for row in range(self.parts.count()):
            # A line with Japanese is a fraction of a pixel taller than the row's measure (the
            # Japanese font's line height): without room to spare its second line was cut.
            height = self.parts.sizeHintForRow(row) + ROW_SLACK
            self.parts.item(row).setSizeHint(QSize(width, height))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        # The texts are laid out in fixed-width lines (centred titles, indented clauses).
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setPointSizeF(self.font().pointSizeF())
        self.text.setFont(fixed)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setMinimumWidth(QFontMetrics(fixed).horizontalAdvance("M" * 80) + 32)
        self.parts.currentRowChanged.connect(self._show)
        self.parts.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        side_by_side = QHBoxLayout()
        side_by_side.addWidget(self.parts)
        side_by_side.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(side_by_side, 1)
        layout.addWidget(buttons)
        self.resize(self.sizeHint().width(), self.fontMetrics().height() * 32)

    def _show(self, row: int) -> None:
        self.text.setPlainText(licence_text(PARTS[row]) if 0 <= row < len(PARTS) else "")
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)


def show_licences(parent: QWidget | None) -> None:
    """About ▸ Licences…: modal, gone when closed."""
    dialog = LicencesDialog(parent)
    dialog.exec()
    dialog.deleteLater()

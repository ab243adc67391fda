"""The licences of what the app is built with: their texts ship with it and the About box
reaches them (the GNU LGPL v3 asks for its text, the GNU GPL v3's and a notice with the credits)."""

from __future__ import annotations

import platform

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QDialog

from tabibito.ui import licences
from tabibito.ui.about import AboutDialog
from tabibito.ui.kit import paths
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.licences import PARTS, LicencesDialog, licence_text, part_name
from tabibito.ui.tokaido import PLUGIN as TOKAIDO

# What each licence text must say (in capitals): its own title, so a wrong or cut file shows.
TITLES = {
    "LGPL-3.0.txt": ("GNU LESSER GENERAL PUBLIC LICENSE", "VERSION 3, 29 JUNE 2007"),
    "GPL-3.0.txt": ("GNU GENERAL PUBLIC LICENSE", "VERSION 3, 29 JUNE 2007",
                    "END OF TERMS AND CONDITIONS"),
    "Python-LICENSE.txt": ("PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",),
    "NotoSans-OFL.txt": ("SIL OPEN FONT LICENSE", "VERSION 1.1"),
    "NotoSansCJK-OFL.txt": ("SIL OPEN FONT LICENSE", "VERSION 1.1"),
}


def test_every_licence_text_ships_in_resources():
    assert {part.text[-1] for part in PARTS} == set(TITLES)
    for part in PARTS:
        text = paths.resource_path(*part.text).read_text(encoding="utf-8")
        for title in TITLES[part.text[-1]]:
            assert title in text.upper(), (part.text, title)


def test_the_parts_are_named_with_the_versions_this_copy_runs():
    names = [part_name(part) for part in PARTS]
    assert names[0] == f"Qt {qVersion()} and Qt for Python (PySide6) {PySide6.__version__}"
    assert f"Python {platform.python_version()}" in names
    assert all("%" not in name for name in names)


def test_the_dialog_shows_the_chosen_parts_licence(qtbot):
    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    assert dialog.parts.count() == len(PARTS)
    assert "GNU Lesser General Public License v3" in dialog.parts.item(0).text()
    assert "The Qt Company" in dialog.text.toPlainText()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    python = next(i for i, part in enumerate(PARTS) if part.text[-1] == "Python-LICENSE.txt")
    dialog.parts.setCurrentRow(python)
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in dialog.text.toPlainText()


def test_a_missing_licence_text_is_said_plainly(tmp_path, monkeypatch):
    monkeypatch.setattr(licences, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    assert licence_text(PARTS[0]) == (
        "This copy of Tabibito lacks the licence text (licences/LGPL-3.0.txt).")


def test_the_about_box_names_what_it_is_built_with_and_opens_the_licences(qtbot, monkeypatch):
    about = AboutDialog({TOKAIDO.game_id: TOKAIDO})
    qtbot.addWidget(about)
    assert f"Qt {qVersion()}" in about.body.text()
    assert f"Python {platform.python_version()}" in about.body.text()
    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    about.licences.click()
    assert len(shown) == 1 and isinstance(shown[0], LicencesDialog)
    assert shown[0].parent() is about


@pytest.fixture
def speaking():
    """Switches the app to a language; its catalogues are taken out again afterwards (the
    other tests read the source texts)."""
    managers: list[LanguageManager] = []

    def speak(language: str) -> None:
        managers.append(LanguageManager())
        managers[-1].set_language(language)

    yield speak
    for manager in managers:
        for translator in manager._installed:
            QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("language", ["de", "ja", "hu", "pl"])
def test_the_licence_dialog_speaks_every_language(qtbot, speaking, language):
    speaking(language)
    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() != "Licences"
    assert not dialog.parts.item(1).text().startswith("The GNU GPL v3")


def lines_height(text: str, font) -> float:
    """What the row's lines take as Qt lays them out (a Japanese line is taller than a Latin
    one: the Japanese font's line height)."""
    from PySide6.QtGui import QTextLayout

    total = 0.0
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(10_000)
        total += line.height()
        layout.endLayout()
    return total


def test_every_row_has_room_for_both_its_lines_in_japanese(qtbot, speaking):
    """In Japanese a row measured to the pixel lost its second line (the licence) to "…"."""
    speaking("ja")
    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    padding = 3 + 3 + 1  # the style's item padding and dotted rule (style.py)
    for row in range(dialog.parts.count()):
        item = dialog.parts.item(row)
        room = dialog.parts.visualItemRect(item).height() - padding
        assert room > lines_height(item.text(), dialog.parts.font()) + 1, item.text()

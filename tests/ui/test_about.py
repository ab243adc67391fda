"""The About box: the app's seal, its version, and the makers of each game as our sources name
them (nothing guessed)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

import tabibito
from tabibito.ui import about
from tabibito.ui.about import AboutDialog, show_about
from tabibito.ui.plugins import ui_plugins

PLUGINS = ui_plugins()


def test_the_about_box_names_version_designers_and_publishers(qtbot):
    dialog = AboutDialog(PLUGINS)
    qtbot.addWidget(dialog)
    text = dialog.body.text()
    for fact in ("Next Station: Tokyo", "Matthew Dunstan", "Blue Orange", "2023",
                 "Tokaido", "Antoine Bauza", "Funforge", "2012", "Crossroads", "2013/2014",
                 "Let's Go! To Japan", "Matt Leacock", "AEG", "2024"):
        assert fact in text
    # The package's own version, the one the frozen app has too (no installed metadata there).
    assert dialog.version.text() == f"Version {tabibito.__version__}"


def test_a_game_without_known_makers_gets_no_guessed_names(qtbot):
    unknown = about.Credit("letsgo")
    paragraph = about.credit_text(unknown, PLUGINS)
    assert "Designed by" not in paragraph and "Published by" not in paragraph


def test_the_seal_is_the_home_screen_one(qtbot):
    dialog = AboutDialog(PLUGINS)
    qtbot.addWidget(dialog)
    seal = dialog.findChildren(type(dialog.version))[0]
    assert not seal.pixmap().isNull()


def test_show_about_opens_a_modal_dialog(qtbot, monkeypatch):
    shown: list[AboutDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    show_about(None, PLUGINS)
    assert len(shown) == 1 and shown[0].windowTitle() == "About Tabibito"

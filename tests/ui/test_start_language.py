"""``tabibito --language de``: the window starts in that language for this start only; the
language chosen in the app stays saved as it was (the option was read for screenshots alone,
and `tabibito --language de FILE` took the file for a command)."""

from __future__ import annotations

from tabibito import cli
from tabibito.ui import app
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.settings import Settings


def test_the_command_line_language_reaches_the_window(monkeypatch):
    started = []
    monkeypatch.setattr(app, "run_gui", lambda argv, language=None: started.append(language) or 0)
    assert cli.main(["--language", "de"]) == 0
    assert started == ["de"]


def test_a_start_in_another_language_leaves_the_chosen_one(qapp):
    with app.private_folders():
        window = app.open_window(qapp, language="de")
        try:
            assert window.languages.language == "de"
            assert window.menuBar().actions()[0].text() == "&Datei"
            assert Settings().language == "en"  # the saved choice, untouched
        finally:
            window.close()
            LanguageManager(qapp).set_language("en")

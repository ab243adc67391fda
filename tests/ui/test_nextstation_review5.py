"""Next Station: Tokyo after the December re-review (issue 22, nextstation-ux.md points 5, 9, 10
and 11, and §4's replays): the result's words beside the sealed total never cut, the live total
a player can read (green stations counted as they are missed, red below zero), the round's end
as a moment over the board, the hint bubble off the card and the action bar, the home tile's
memory and what was on offer in a replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito.games.nextstation.rules import NextStationState
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.i18n import LANGUAGES, LanguageManager
from tabibito.ui.kit.settings import Settings
from tabibito.ui.nextstation import texts
from tests.ui.test_nextstation_motion import open_window
from tests.ui.test_nextstation_recheck import SMALL, clipped, start, step


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.animation_speed = "off"
    return settings


@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


def play_to_the_end(qtbot, controller) -> None:
    while not controller.match.is_over():
        step(qtbot, controller)


# -- the hero's result: never cut -------------------------------------------------------------------

@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_solo_result_beside_the_total_is_never_cut_at_1024x700(qtbot, settings, language,
                                                                   monkeypatch):
    languages = LanguageManager()
    languages.set_language(language)
    try:
        window = open_window(qtbot, settings, SMALL)
        controller = start(qtbot, window, effects=True, objectives=True)
        play_to_the_end(qtbot, controller)
        window.game_screen.score_sheet.hide()  # "Look at the board"
        # The rating with the longest name in this language, rated on fewer points (two modules).
        longest = max(range(len(texts.SOLO_RATINGS)), key=lambda index: len(texts.rated_name(index)))
        monkeypatch.setattr(NextStationState, "solo_rating", lambda state: longest)
        hero = window.game_screen.hero
        hero.refresh()
        assert texts.rated_name(longest) == hero.rating.text() and hero.rating_note.text()
        parts = (hero.rating_title, hero.rating, hero.rating_note)
        qtbot.waitUntil(lambda: not any(clipped(label) for label in parts), timeout=2000)
        for label in parts:
            assert label.isVisible()
            assert label.geometry().bottom() <= hero.rect().bottom()
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)

"""Achievement badges (issue 26 §3): every achievement of every game is named, described and
drawn, each game in its own seal, a badge not yet earned in grey."""

import pytest
from PySide6.QtGui import QColor

from tabibito.games import REGISTRY
from tabibito.records.achievements import achievements_of
from tabibito.ui.kit.badge import EMBLEMS, SEALS, badge_pixmap
from tabibito.ui.plugins import ui_plugins


@pytest.mark.parametrize("game_id", ["letsgo", "nextstation", "tokaido"])
def test_every_achievement_has_a_name_a_description_and_an_emblem_of_its_own(qapp, game_id):
    plugin = ui_plugins(REGISTRY)[game_id]
    looks = [plugin.achievement_look(item.id) for item in achievements_of(game_id)]
    assert len(looks) == 10
    assert all(look.name and look.description.endswith(".") for look in looks)
    assert len({look.name for look in looks}) == 10
    assert len({look.emblem for look in looks}) == 10  # a distinct picture each
    assert all(look.emblem in EMBLEMS and look.seal in SEALS for look in looks)
    assert len({look.seal for look in looks}) == 1  # one seal per game


def test_the_three_games_have_three_seals(qapp):
    plugins = ui_plugins(REGISTRY)
    seals = {plugins[game].achievement_look(achievements_of(game)[0].id).seal
             for game in ("letsgo", "nextstation", "tokaido")}
    assert len(seals) == 3


def test_an_unknown_achievement_shows_its_id(qapp):
    look = ui_plugins(REGISTRY)["tokaido"].achievement_look("from_a_newer_version")
    assert (look.name, look.description) == ("from_a_newer_version", "")


def test_a_badge_not_earned_is_grey(qapp):
    look = ui_plugins(REGISTRY)["tokaido"].achievement_look("long_soak")
    earned = badge_pixmap(look, True, 48).toImage()
    grey = badge_pixmap(look, False, 48).toImage()
    rim = (24, 2)  # the seal's ring, at the top
    ink = QColor(earned.pixel(*rim))
    assert ink.red() > ink.green() + 60  # vermilion
    faded = QColor(grey.pixel(*rim))
    assert abs(faded.red() - faded.green()) < 30  # no colour


def test_a_badge_is_painted_once_for_each_look_and_size(qapp):
    """The Records screen shows every badge again with each player: the picture is Qt's
    cached one, and a badge of another look, state or size is its own."""
    plugin = ui_plugins(REGISTRY)["tokaido"]
    look = plugin.achievement_look("long_soak")
    first = badge_pixmap(look, True, 48)
    assert badge_pixmap(look, True, 48).cacheKey() == first.cacheKey()
    others = [badge_pixmap(look, False, 48), badge_pixmap(look, True, 32),
              badge_pixmap(look, True, 48, 2.0)]
    assert len({pixmap.cacheKey() for pixmap in [first, *others]}) == 4
    assert [pixmap.width() for pixmap in others] == [48, 32, 96]

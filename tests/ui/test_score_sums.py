"""The final score sheet explains each cell's sum from the points ledger (ui/score_sums.py), with
each game's short names for what scored (GameUI.score_item)."""

from __future__ import annotations

import re

from tabibito.engine import Event, Match, Seat
from tabibito.ui.controller import MatchController
from tabibito.ui.letsgo import PLUGIN as LETS_GO
from tabibito.ui.letsgo.texts import card_title, icon_name, train_name
from tabibito.ui.score_sums import score_sum
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tabibito.ui.tokaido.texts import souvenir_name
from tests.engine.toygame import GAME as TOY_GAME
from tests.ui import test_score_sheet as sheet_tests
from tests.ui.toy_ui import PLUGIN as TOY_UI

sheet = sheet_tests.sheet  # the score sheet over a 900 × 700 window


def test_every_cell_tooltip_sums_to_the_cell(sheet):
    match = Match(TOY_GAME, {}, [Seat(name, "easy") for name in ("Ann", "Ben", "Cid")], 8)
    match.play_bots()
    controller = MatchController(match, TOY_UI, animation_factor=0)
    try:
        sheet.show_table(controller)
        table = sheet.table
        checked = 0
        for seat in range(3):
            cell = table.item(0, table.column_of(seat))
            tooltip = cell.toolTip()
            items, _, total = tooltip.rpartition(" = ")
            assert int(total) == int(cell.text()) == match.state.scores().breakdown[seat]["cards"]
            terms = [int(points) * int(times or 1)
                     for points, times in re.findall(r"Cards (\d+)(?: × (\d+))?", items)]
            assert len(items.split(" + ")) > 1 and sum(terms) == int(total)
            checked += 1
        assert checked == 3
    finally:
        controller.dispose()


def test_a_sum_that_disagrees_with_the_sheet_is_never_shown():
    events = [Event.of("scored", seat=0, points=4, category="cards"),
              Event.of("scored", seat=0, points=-1, category="cards"),
              Event.of("scored", seat=1, points=9, category="cards")]
    assert score_sum(events, 0, "cards", 3, TOY_UI) == "Cards 4 − Cards 1 = 3"
    assert score_sum(events, 0, "cards", 5, TOY_UI) is None  # the ledger does not tell it all
    assert score_sum(events, 1, "cards", 9, TOY_UI) == "Cards 9"
    again = [*events, Event.of("scored", seat=0, points=4, category="cards")]
    assert score_sum(again, 0, "cards", 7, TOY_UI) == "Cards 4 × 2 − Cards 1 = 7"
    minus = [Event.of("scored", seat=0, points=-2, category="cards")] * 2
    assert score_sum(minus, 0, "cards", -4, TOY_UI) == "Cards −2 × 2 = -4"
    assert score_sum(events, 2, "cards", 0, TOY_UI) is None


def test_the_games_name_what_scored():
    souvenir = Event.of("souvenir_gained", seat=0, souvenir="koma", points=3,
                        category="souvenirs")
    assert TOKAIDO.score_item(souvenir) == souvenir_name("koma")
    temple = Event.of("donated", seat=0, coins=2, points=2, category="temples")
    assert TOKAIDO.score_item(temple) == TOKAIDO.category_label("temples")
    day = [Event.of("trip.card", seat=0, card="T1", day="monday", face="front", points=4,
                    category="monday"),
           Event.of("trip.highlight", seat=0, card="T1", day="monday", met=True, points=10,
                    category="monday"),
           Event.of("trip.train", seat=0, card="T1", train="luxury", points=2,
                    category="trains")]
    assert [LETS_GO.score_item(event) for event in day] == [
        card_title("T1"), "highlight", train_name("luxury")]
    site = card_title("T1")
    assert score_sum(day, 0, "monday", 14, LETS_GO) == f"{site} 4 + highlight 10 = 14"


def test_an_experience_sum_names_each_tracks_step():
    """Review point 5: the experience cell said "7 · 4 · 6 · 4 · 3", steps without tracks or
    points; each track now says the step its points came from."""
    tracks = [Event.of("trip.experience", seat=0, experience=kind, track=track, points=points,
                       category="experience")
              for kind, track, points in (("R", 7, 8), ("G", 4, 4))]
    temples, food = (LETS_GO.score_item(event) for event in tracks)
    assert temples == f"{icon_name('R')} (7 on its track)"
    assert score_sum(tracks, 0, "experience", 12, LETS_GO) == f"{temples} 8 + {food} 4 = 12"
    assert food.endswith("(4 on its track)")

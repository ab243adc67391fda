"""Next Station's hint names two draws that would read alike so that the player can tell them
apart (issue 24 §3): stations of one symbol in districts of one kind ("the square station in
the edge district") are told by the way each section leads, or the best other one by the other
end of the line it starts from; worked examples from seeded solo games of the hard player."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito.engine import Action
from tabibito.games.nextstation import insights
from tabibito.games.nextstation.network import network
from tabibito.games.nextstation.tokyo_map import load_map
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.nextstation import hints
from tests.games.nextstation.test_hard_insight import hard_decisions


@pytest.fixture
def language(qapp):
    languages = LanguageManager(QCoreApplication.instance())
    yield languages.set_language
    languages.set_language("en")


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


def alike(seed: int, index: int, hinted: Action, other: Action, plain: str):
    """The hard player's ``index``-th decision in the solo game of ``seed``: its move is
    ``hinted``, its best other ``other``, and named alone each reads ``plain`` (as the hint
    said them before). Returns (view, seat)."""
    view, seat, action = hard_decisions(seed, index + 1)[index]
    told = insights.hard_insight(view, seat, action)
    assert (action, told.alternative) == (hinted, other)
    assert hints.move_name(view, seat, action) == hints.move_name(view, seat, other) == plain
    return view, seat


def test_two_draws_alike_are_told_apart_by_the_way_they_lead(language):
    language("en")
    action = draw("s15", "s16")
    plain = "Draw to the square station in the edge district"
    view, seat = alike(2, 3, action, draw("s18", "s17"), plain)
    text = hints.hint(view, seat, action).text
    assert text.startswith(f"<b>{plain}, heading east</b>")
    assert f"“{plain}, heading west”" in text
    language("de")
    german = hints.hint(view, seat, action).text
    assert "Richtung Osten</b>" in german and "Richtung Westen“" in german


def test_two_draws_alike_leading_the_same_way_name_the_other_end_of_the_line(language):
    language("en")
    action = draw("s20", "s14")
    plain = "Draw to the circle station in the inner district"
    view, seat = alike(3, 22, action, draw("s51", "s43"), plain)
    text = hints.hint(view, seat, action).text
    assert text.startswith(f"<b>{plain}</b>")
    assert f"“{plain}, from the other end of your line”" in text


def test_sections_from_one_station_to_stations_alike_never_lead_the_same_way():
    """Why the way a section leads tells such draws apart: on the map, no station has two
    sections to stations of one symbol in districts of one kind leading the same way."""
    tokyo = load_map()
    ways = defaultdict(list)
    for frm, to in network(tokyo).between:
        station = tokyo.stations[to]
        kind = tokyo.districts[station.district].kind
        ways[frm, station.symbol, kind, insights.heading(tokyo, frm, to)].append(to)
    assert ways and all(len(stations) == 1 for stations in ways.values())
    # North is up on the sheet: a section to a station above leads north.
    frm, to = next((a, b) for a, b in network(tokyo).between
                   if tokyo.stations[a].x == tokyo.stations[b].x
                   and tokyo.stations[b].y < tokyo.stations[a].y)
    assert insights.heading(tokyo, frm, to) == "north"

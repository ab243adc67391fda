"""Worked examples of Tokaido's points as events (engine/ledger.py): what the log must itemise
so that a player can check every score, each against the score it explains."""

from tabibito.engine import Action, ledger
from tabibito.games.tokaido import scoring
from tests.games.tokaido.helpers import DATA, place, play, started
from tests.games.tokaido.test_crossroads import CROSS, VILLAGE, arrive, crossroads


def scored(events) -> list[tuple[str, int, int, str]]:
    """(kind, seat, points, category) of each event that changes a score."""
    return [(event.kind, *change) for event in events
            if (change := ledger.scored(event)) is not None]


def test_shodo_s_point_for_a_later_souvenir_is_an_event_of_its_own():  # review point 4
    state = crossroads()
    arrive(state, VILLAGE, CROSS)
    play(state, 0, Action.of("legendary", id="shodo"))
    before = state.scores().totals[0]
    log: list = []
    state._gain_souvenir(0, DATA.souvenirs[0].id, log, paid=0)
    assert scored(log) == [("souvenir_gained", 0, 1, "souvenirs"),
                           ("souvenir_bonus", 0, 1, "legendary_objects")]
    assert log[1]["objects"] == ["shodo"]
    assert state.scores().totals[0] - before == sum(ledger.totals(log, 4)) == 2


def test_umegae_s_point_at_an_encounter_is_logged_as_her_ability():
    state = place(started(4, ["umegae"]), [0, 11, 12, 13])
    events = play(state, 0, Action.of("move", stop=3))  # an encounter
    assert ("traveller_points", 0, 1, "traveller") in scored(events)
    assert next(e for e in events if e.kind == "traveller_points")["traveller"] == "umegae"


def test_the_end_itemises_the_temple_ranking_the_achievements_and_the_calligraphies():
    state = started(3, crossroads=True)
    first, second, _third = state.journeys
    first.meals = ["unagi_1"]  # the Gourmet: the only meal
    first.calligraphies = ["foresight"]
    first.coins = 3
    second.hot_springs = ["hot_spring_3_1"]  # the Bather
    state.temple = [3, 1, 0]
    log: list = []
    state._end(log)
    assert scored(log) == [
        ("temple_ranked", 0, 10, "temple_ranking"),
        ("end_achievement", 0, scoring.ACHIEVEMENT_POINTS, "gourmet"),
        ("end_achievement", 0, scoring.ACHIEVEMENT_POINTS, "chatterbox"),  # the calligraphy
        ("calligraphy_scored", 0, 3 * scoring.FORESIGHT_PER_COIN, "calligraphies"),
        ("temple_ranked", 1, 7, "temple_ranking"),
        ("end_achievement", 1, scoring.ACHIEVEMENT_POINTS, "bather"),
    ]
    for seat in range(3):
        end = {category: points for category, points in state.scores().breakdown[seat].items()
               if category in scoring.END_CATEGORIES + scoring.CROSSROADS_END_CATEGORIES
               and points}
        assert ledger.by_category(log, seat) == end

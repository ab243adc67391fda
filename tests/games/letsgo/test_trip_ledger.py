"""Worked examples of the trip's points as events (engine/ledger.py): each card's VP, the
highlight, the research tokens, the mood and the experience tracks, item by item, so that every
cell of the score sheet can be checked from the log; the travel agency's as a rival's."""

from tabibito.engine import ledger
from tabibito.games.letsgo.draft import AGENCY
from tabibito.games.letsgo.trip import DONE, FRONT, SKIP, Traveller, Trip
from tests.games.letsgo.test_trip import ALWAYS, card, flat, week, world


def finish(trip: Trip, log: list, whose) -> Trip:
    while not trip.is_over():
        options = trip.choices()
        choice = next((c for c in (FRONT, DONE, SKIP) if c in options), options[0])
        trip.choose_logged(choice, log, whose)
    return trip


def nonzero(points: dict[str, int]) -> dict[str, int]:
    return {category: value for category, value in points.items() if value}


def test_each_trip_card_its_highlight_and_the_research_are_logged_on_their_row():
    cards = [card("a", points=3), card("b", points=2, condition=ALWAYS, reward=flat(5))]
    log: list = []
    trip = Trip.start(world(cards), Traveller(week(["blank"], ["a", "b"]), research=2), log, 0)
    finish(trip, log, 0)
    scored = [(event.kind, *change) for event in log
              if (change := ledger.scored(event)) is not None and change[1]]
    assert scored == [("trip.research", 0, 2, "research"), ("trip.card", 0, 3, "tuesday"),
                      ("trip.card", 0, 2, "tuesday"), ("trip.highlight", 0, 5, "tuesday")]
    first = next(event for event in log if event.kind == "trip.card" and event["points"] == 3)
    assert (first["card"], first["day"], first["traveller"]) == ("a", "tuesday", 0)
    assert nonzero(ledger.by_category(log, 0)) == nonzero(trip.breakdown()) == {
        "tuesday": 3 + 2 + 5, "research": 2}
    assert ledger.totals(log, 1) == [trip.total()] == [12]


def test_the_mood_and_the_experience_tracks_score_one_event_each_at_the_end():
    cards = [card("calm", "hL", "hL", "hL", "R", "R", "R", "R", points=1)]
    log: list = []
    trip = finish(Trip.start(world(cards), Traveller(week(["calm"])), log, 0), log, 0)
    end = [(event.kind, event["points"]) for event in log
           if event.kind in ("trip.mood", "trip.experience")]
    assert end == [("trip.mood", trip.breakdown()["mood"]),
                   ("trip.experience", trip.breakdown()["experience"])]
    assert end[0][1] > 0 and end[1][1] > 0
    assert ledger.totals(log, 1) == [trip.total()]


def test_the_agency_s_points_are_a_rival_s_not_a_seat_s():
    cards = [card("a", points=3), card("b", points=2, condition=ALWAYS, reward=flat(5))]
    log: list = []
    trip = Trip.for_agency(world(cards), week(["blank"], ["a", "b"]), "normal", False, log,
                           AGENCY)
    finish(trip, log, AGENCY)
    assert ledger.totals(log, 1) == [0]
    assert nonzero(ledger.rival_by_category(log, AGENCY)) == nonzero(trip.breakdown())
    assert sum(ledger.rival_by_category(log, AGENCY).values()) == trip.total() > 0

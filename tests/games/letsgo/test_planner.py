"""The trip planner is exact: nothing found by chance beats it, and its advice is reachable."""

from itertools import product

from tabibito.engine import Rng
from tabibito.games.letsgo.data import load_data
from tabibito.games.letsgo.planner import best_choices, best_total, dealt_traveller
from tabibito.games.letsgo.trip import AGENCY_LEVELS, Placed, Traveller, Trip

DATA = load_data()
ITINERARIES = 100
RANDOM_TRIES = 1000


def seeded_trip(seed: int) -> Trip:
    """Players' trips (every other one with a passport) and, one in four, an agency's."""
    rng = Rng(seed)
    if seed % 4 == 3:
        days = dealt_traveller(DATA, rng).days
        return Trip.for_agency(DATA, days, AGENCY_LEVELS[seed % 3], seed % 8 == 3)
    passport = 1 + rng.below(18) if seed % 2 else None
    return Trip.start(DATA, dealt_traveller(DATA, rng, passport))


def better(trip: Trip, a: int, b: int) -> bool:
    """``a`` beats ``b`` for whoever decides: the traveller wants more, the agency's player less."""
    return a < b if trip.agency is not None else a > b


def random_totals(trip: Trip, rng: Rng, tries: int) -> list[int]:
    """The totals of ``tries`` sequences of random choices. Tries that begin alike share the
    positions they pass through (a cache by the choices so far), so only new ground costs."""
    seen: dict[tuple, Trip] = {(): trip}
    totals = []
    for _ in range(tries):
        path: tuple = ()
        here = trip
        while not here.is_over():
            path += (rng.choice(here.choices()),)
            known = seen.get(path)
            if known is None:
                known = here.clone()
                known.choose_trusted(path[-1])
                seen[path] = known
            here = known
        totals.append(here.total())
    return totals


def test_no_random_trip_beats_the_planner():
    for seed in range(ITINERARIES):
        trip = seeded_trip(seed)
        best = best_total(trip)
        if not trip.is_over():
            values = best_choices(trip)
            assert set(values) == set(trip.choices())
            assert best == (min if trip.agency else max)(values.values())
        totals = random_totals(trip, Rng(10_000 + seed), RANDOM_TRIES)
        assert len(totals) == RANDOM_TRIES
        beaten = [total for total in totals if better(trip, total, best)]
        assert not beaten, (seed, beaten, best)


def test_following_the_advice_reaches_the_promised_total():
    for seed in range(0, ITINERARIES, 10):
        trip = seeded_trip(seed)
        promised = best_total(trip)
        while not trip.is_over():
            values = best_choices(trip)
            pick = (min if trip.agency else max)(values, key=values.get)
            assert values[pick] == promised
            trip.choose(pick)
        assert trip.total() == promised


def test_every_choice_gets_the_best_total_behind_it():
    trip = seeded_trip(1)
    values = best_choices(trip)
    for choice, value in values.items():
        child = trip.clone()
        child.choose(choice)
        assert best_total(child) == value


def _exhaustive(trip: Trip) -> int:
    """Every sequence of choices, no memo, no shortcuts (small trips only)."""
    if trip.is_over():
        return trip.total()
    pick = min if trip.agency else max
    outcomes = []
    for choice in trip.choices():
        child = trip.clone()
        child.choose_trusted(choice)
        outcomes.append(_exhaustive(child))
    return pick(outcomes)


def _small(seed: int, passport: int | None) -> Traveller:
    """Two cards a day, one walk, one yellow card, a wild and a luxury train."""
    rng = Rng(seed)
    cards = rng.shuffled([c for c in DATA.cards if not DATA.cards[c].yellow])
    days = [[Placed(cards[2 * d], False), Placed(cards[2 * d + 1], False)] for d in range(6)]
    days[rng.below(6)][0] = Placed(rng.choice(["T72", "K75", "T79"]), False)
    days[rng.below(6)][1] = Placed(cards[20], True)
    return Traveller(tuple(tuple(day) for day in days), wilds=1, luxury_trains=1,
                     mood=rng.below(5) - 2, passport=passport)


def test_the_planner_equals_an_exhaustive_search_on_small_trips():
    for seed, passport in product(range(2), (None, 10, 15)):
        trip = Trip.start(DATA, _small(seed, passport))
        assert best_total(trip) == _exhaustive(trip), (seed, passport)
    for seed, level in product(range(1), AGENCY_LEVELS):
        trip = Trip.for_agency(DATA, _small(seed, None).days, level, seed % 2 == 0)
        assert best_total(trip) == _exhaustive(trip), (seed, level)


def test_a_finished_trip_has_nothing_to_advise():
    trip = seeded_trip(0)
    while not trip.is_over():
        trip.choose(trip.choices()[0])
    assert best_choices(trip) == {}
    assert best_total(trip) == trip.total()


def test_dealt_itineraries_are_full_weeks():
    traveller = dealt_traveller(DATA, Rng(3))
    assert len(traveller.days) == 6
    assert all(3 <= len(day) <= 4 for day in traveller.days)
    assert sum(len(day) for day in traveller.days) in (18, 19)
    cards = [p.card for day in traveller.days for p in day]
    assert len(set(cards)) == len(cards)


def test_the_bench_times_the_planner_on_drafted_itineraries():
    from tabibito import cli
    from tabibito.games.letsgo import GAME as LETS_GO

    figures = cli._trip_planner_seconds(LETS_GO, itineraries=2)
    assert set(figures) == {"median", "max", "itineraries"}
    assert figures["itineraries"] == 2 and 0 <= figures["median"] <= figures["max"]

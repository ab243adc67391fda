"""The Passport expansion in the draft (§1.12): deal 2, keep 1, the start-of-game effects, and
the kept passport handed to the trip."""

from __future__ import annotations

import pytest

from tabibito.engine import Action, IllegalAction, Rng, random_playout
from tabibito.games.letsgo import rules
from tests.games.letsgo.helpers import DATA, started


def keep(state, numbers):
    for seat, number in enumerate(numbers):
        state.apply(seat, Action.of("passport", number=number))


def test_each_seat_is_dealt_two_different_passports_and_keeps_one():
    state = started(5, 3, passport=True)
    offers = [sheet.offer for sheet in state.sheets]
    assert all(len(offer) == rules.PASSPORTS_DEALT for offer in offers)
    dealt = [n for offer in offers for n in offer]
    assert len(set(dealt)) == len(dealt)
    assert state.phase == rules.PASSPORT and state.to_act() == (0, 1, 2, 3, 4)
    with pytest.raises(IllegalAction):
        state.apply(0, Action.of("take", card=state.sheets[0].hand[0]))
    taken = [offer[1] for offer in offers]
    keep(state, taken)
    assert state.phase == rules.DRAFT
    assert [sheet.passport for sheet in state.sheets] == taken
    assert all(sheet.offer == [] for sheet in state.sheets)


@pytest.mark.parametrize(("number", "field", "count"),
                         [(1, "luxury", 3), (4, "wilds", 3), (5, "research", 5)])
def test_start_of_game_effects(number, field, count):
    state = started(1, 3, passport=True)
    state.sheets[0].offer = [number, 18 if number != 18 else 17]
    keep(state, [number])
    assert getattr(state.sheets[0], field) == count
    assert DATA.passport(number).key  # the effect is the data's, by number


def test_other_seats_passports_stay_hidden_until_everyone_has_chosen():
    state = started(3, 3, passport=True)
    state.apply(1, Action.of("passport", number=state.sheets[1].offer[0]))
    view = state.view(0)
    assert view.sheets[1].offer == [0, 0] and view.sheets[1].passport == 0
    assert view.sheets[0].offer == state.sheets[0].offer
    world = view.determinize(0, Rng(1))
    assert world.sheets[1].passport in world.sheets[1].offer
    assert not set(world.sheets[1].offer) & set(state.sheets[0].offer)


def test_the_kept_passport_goes_to_the_trip():
    state = started(2, 4, passport=True)
    random_playout(state, Rng(9))
    kept = [sheet.passport for sheet in state.sheets]
    assert all(kept)
    assert [trip.snapshot()["passport"] for trip in state.trips] == kept
    assert all("passport" in breakdown for breakdown in state.scores().breakdown)


def test_without_the_expansion_no_passports():
    state = started(2, 4)
    assert state.phase == rules.DRAFT
    random_playout(state, Rng(9))
    assert all(sheet.passport is None for sheet in state.sheets)
    assert all("passport" not in breakdown for breakdown in state.scores().breakdown)

"""The scripted start of Let's Go! To Japan (``games.letsgo.setup``): stacked decks, the days'
favourable conditions, the passports dealt; what the box could not deal is refused; a setup game
saves, reloads and replays to the same snapshot."""

from __future__ import annotations

import pytest

from tabibito.engine import Match, OptionError, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo.data import CONDITION_TOKENS
from tabibito.games.letsgo.rules import CHOOSE_PASSPORT, DRAFT, ROUNDS

from .helpers import DATA

GAME = REGISTRY.get("letsgo")
WEEK = ["happiness", "R", "P", "G", "Y", "B"]


def new(setup, players: int = 1, seed: int = 3, **options):
    seats = [Seat(f"p{n}") for n in range(players)]
    return GAME.new_state(GAME.resolve_options(options), seats, seed, setup)


def test_no_setup_and_an_empty_one_deal_the_same_game():
    assert new({}).snapshot() == new(None).snapshot()


def test_empty_stacks_put_round_ones_hands_back_where_they_were():
    # The hands go back on their decks in the order they were drawn: drawn again, they are
    # the very same hands, and the decks below them lie as before.
    for players in (1, 3, 5):
        empty = {"decks": {"tokyo": [], "kyoto": []}}
        assert new(empty, players).snapshot() == new(None, players).snapshot()


def test_the_stacked_cards_are_dealt_first_in_their_order():
    setup = {"decks": {"tokyo": ["T16", "T33", "T5"], "kyoto": ["K3", "K76"]}}
    solo = new(setup)
    assert solo.sheets[0].hand == ["T16", "K3"]
    assert solo.decks["tokyo"][-2:] == ["T5", "T33"]  # the top of a deck is its end
    assert solo.decks["kyoto"][-1] == "K76"
    pair = new(setup, players=2)
    assert [sheet.hand for sheet in pair.sheets] == [["T16", "K3"], ["T33", "K76"]]


def test_a_stacked_deck_keeps_all_its_other_cards_below():
    state = new({"decks": {"kyoto": ["K80", "K1"]}})
    kyoto = state.decks["kyoto"] + [card for card in state.sheets[0].hand if card[0] == "K"]
    assert sorted(kyoto) == sorted(DATA.kyoto)
    # the Tokyo deck was not stacked: it is dealt as without a setup
    assert state.decks["tokyo"] == new(None).decks["tokyo"]


def test_the_conditions_are_laid_monday_first_and_announced():
    state = new({"conditions": WEEK})
    assert state.conditions == tuple(WEEK)
    assert state.opening_events()[0].params["days"] == WEEK


def test_the_passports_dealt_are_each_seats_offer():
    state = new({"passports": [[7, 2], [18, 1]]}, players=2, passport=True)
    assert [sheet.offer for sheet in state.sheets] == [[2, 7], [1, 18]]
    assert all(sheet.step == CHOOSE_PASSPORT for sheet in state.sheets)


@pytest.mark.parametrize("setup, players, options", [
    ({"deck": {}}, 1, {}),  # an unknown key
    (["decks"], 1, {}),  # not a mapping
    ({"decks": {"osaka": []}}, 1, {}),  # no such deck
    ({"decks": {"tokyo": ["K3"]}}, 1, {}),  # a Kyoto card on the Tokyo deck
    ({"decks": {"tokyo": ["T3", "T3"]}}, 1, {}),  # a card twice
    ({"decks": {"tokyo": ["T81"]}}, 1, {}),  # no such card
    ({"decks": {"tokyo": "T3"}}, 1, {}),  # a string is not a list of cards
    ({"conditions": WEEK[:5]}, 1, {}),  # a day without its token
    ({"conditions": ["R"] * 6}, 1, {}),  # a token twice
    ({"conditions": WEEK[:5] + ["wild"]}, 1, {}),  # no such token
    ({"passports": [[1, 2]]}, 1, {}),  # passports without the expansion
    ({"passports": [[1, 2]]}, 2, {"passport": True}),  # a seat without its offer
    ({"passports": [[1, 2], [2, 3]]}, 2, {"passport": True}),  # a passport dealt twice
    ({"passports": [[1, 19]]}, 1, {"passport": True}),  # no such passport
    ({"passports": [[1]]}, 1, {"passport": True}),  # one passport too few
    ({"passports": [[True, 2]]}, 1, {"passport": True}),
])
def test_what_the_box_could_not_deal_is_refused(setup, players, options):
    with pytest.raises(OptionError) as caught:
        new(setup, players, **options)
    assert caught.value.key == "setup.invalid"
    assert caught.value.params["game"] == "letsgo"


def test_the_box_has_six_condition_tokens_for_six_days():
    assert sorted(WEEK) == sorted(CONDITION_TOKENS)


def test_a_setup_game_saves_reloads_and_replays_to_the_same_snapshot():
    setup = {"decks": {"tokyo": ["T16", "T5", "T33"], "kyoto": ["K3", "K76", "K64"]},
             "conditions": WEEK}
    seats = [Seat("Aiko"), Seat("Hana", "easy")]
    match = Match(GAME, GAME.resolve_options({}), seats, 11, setup=setup)
    rng = Rng(5)
    while match.state.phase == DRAFT and match.state.round < ROUNDS - 8:
        if match.bots_to_act():
            match.play_bots()
        elif match.state.needs_resolution():
            match.resolve()
        else:
            legal = match.state.legal_actions(0)
            match.apply(0, legal[rng.below(len(legal))])
    saved = match.to_save()
    assert saved["setup"] == setup
    again = Match.from_save(saved, REGISTRY)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.state.conditions == tuple(WEEK)

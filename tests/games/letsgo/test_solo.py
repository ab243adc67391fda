"""Solo against the travel agency (§1.11): the cards passed fill its itinerary Monday slot 1
to 3, a face-down card of the same deck comes to the player's incoming pile, round 13's
18th card, and the agency as a rival on the score sheet."""

from __future__ import annotations

from tabibito.engine import Action, Rng, random_playout
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.rules import AGENCY, GIVE, ROUNDS
from tests.games.letsgo.helpers import DATA, give_hand, place, play_round_simply, started


def test_the_card_passed_goes_to_the_agency_and_a_card_of_its_deck_comes_back():
    state = started(1, 3)
    sheet = state.sheets[0]
    kept, passed = sorted(sheet.hand, key=lambda card: DATA.cards[card].yellow)
    if DATA.cards[passed].yellow:  # the seed deals no yellow card here; keep the test honest
        raise AssertionError("pick another seed")
    place(state, 0, kept, 0)
    assert state.agency_cards == [passed]
    assert sheet.incoming[0] == [passed[0] + rules.PENDING]
    assert state.needs_resolution()
    state.resolve()
    assert state.round == 2
    assert sheet.incoming[0][0][0] == passed[0] and sheet.incoming[0][0][1:].isdigit()


def test_passing_two_the_player_chooses_the_order_and_a_yellow_cards_deck():
    state = started(1, 3)
    while state.round < 6:
        play_round_simply(state)
    sheet = state.sheets[0]
    yellow = next(card.id for card in DATA.cards.values() if card.yellow and card.deck == "tokyo")
    give_hand(state, 0, [yellow])
    state.discard.append(sheet.hand.pop(0))  # four cards in hand, as the round deals
    others = sorted((card for card in sheet.hand if card != yellow),
                    key=lambda card: not DATA.cards[card].yellow)
    assert not DATA.cards[others[-1]].yellow
    place(state, 0, others[0], sheet.open_days()[0])
    place(state, 0, others[1], sheet.open_days()[0])
    assert sheet.step == GIVE
    gives = state.legal_actions(0)
    assert Action.of(GIVE, card=yellow, deck="kyoto") in gives
    assert Action.of(GIVE, card=yellow, deck="tokyo") in gives
    last = [card for card in sheet.hand if card != yellow][0]
    assert Action.of(GIVE, card=last, deck=rules.city_of(last)) in gives
    before = len(state.agency_cards)
    state.apply(0, Action.of(GIVE, card=yellow, deck="kyoto"))
    # the other card follows by itself: one card, one deck
    assert state.agency_cards[before:] == [yellow, last]
    assert sheet.incoming[5] == ["K" + rules.PENDING, last[0] + rules.PENDING]


def test_the_agency_fills_monday_to_saturday_three_cards_a_day():
    state = started(1, 11)
    rng = Rng(11)
    while state.phase == rules.DRAFT:
        play_round_simply(state, rng)
    assert len(state.agency_cards) == 18
    days = state.agency_days()
    assert [len(day) for day in days] == [3] * 6
    assert [placed.card for placed in days[0]] == state.agency_cards[:3]
    assert [placed.card for placed in days[5]] == state.agency_cards[15:]


def test_round_13_solo_the_last_card_goes_to_the_agency_and_nothing_comes_back():
    state = started(1, 12)
    rng = Rng(12)
    while state.round < ROUNDS:
        play_round_simply(state, rng)
    assert len(state.agency_cards) == 17
    play_round_simply(state, rng)
    assert len(state.agency_cards) == 18
    assert all(not pile for pile in state.sheets[0].incoming)


def test_the_agency_is_a_rival_on_the_score_sheet():
    for level in ("easy", "normal", "hard"):
        state = started(1, 21, agency=level)
        random_playout(state, Rng(4))
        scores = state.scores()
        assert [rival.id for rival in scores.rivals] == [AGENCY]
        agency = scores.rivals[0]
        assert agency.total == sum(agency.breakdown.values())
        best = max(scores.totals[0], agency.total)
        assert (AGENCY in scores.rival_winners) == (agency.total == best)
        assert (0 in scores.winners) == (scores.totals[0] == best)
        assert state.agency_trip.agency == level


def test_the_solo_player_decides_the_agencys_open_choices():
    state = started(1, 21)
    rng = Rng(2)
    while state.phase == rules.DRAFT or state.needs_resolution():
        if state.needs_resolution():
            state.resolve()
            continue
        state.apply(0, rng.choice(state.legal_actions(0)))
    kinds = set()
    while not state.is_over():
        legal = state.legal_actions(0)
        kinds.add(legal[0].kind)
        if legal[0].kind == AGENCY:
            assert state.trips[0].is_over()
        state.apply(0, legal[0])
    assert "trip" in kinds or AGENCY in kinds
    assert state.live_scores() == state.scores()

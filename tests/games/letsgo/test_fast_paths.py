"""The quick paths of a random game (remembered seats to act and legal actions, shared events,
slot lists made once, the planner's tables made on demand) change nothing of the game."""

import hashlib
import json

import pytest

from tabibito.engine import Action, Event, IllegalAction, Match, Rng, Seat, random_playout
from tabibito.games.letsgo import rules, shared
from tabibito.games.letsgo.game import LetsGoGame
from tabibito.games.letsgo.trip import TRIP_CARD, Trip
from tests.wanderers import wandering

GAME = LetsGoGame()
# The logs, events and scores of these seeded games of random players, taken before the quick
# paths were written (commit 86d69ae's rules): the same seed must still give the same game.
# Taken again when the trip's events came to name their traveller: without that parameter the
# games hashed as before, f02eab81c2f5….
FINGERPRINTED = ((1, False, 3), (1, True, 4), (2, True, 5), (4, False, 6), (5, True, 7))
# Taken again when every change to a score became an event (a category and the seat or rival on
# the scoring events; research, passport, mood and experience events): the same logs and scores,
# the events before that hashed 43ea3d8ada43….
FINGERPRINT = "a14fb84ebb3eadb71e029c4e0e654e7e2d2461a7a1c050a583dedb0ab68092d2"


def _match(players: int, seed: int, passport: bool = False) -> Match:
    seats = [Seat(f"bot {i}", "easy") for i in range(players)]
    return wandering(Match(GAME, {"passport": passport}, seats, seed))


def test_seeded_random_games_are_the_games_they_were():
    digest = hashlib.sha256()
    for players, passport, seed in FINGERPRINTED:
        match = _match(players, seed, passport)
        match.play_bots()
        digest.update(repr([(m.seat, m.step, m.action.to_json()) for m in match.log]).encode())
        digest.update(repr([(e.kind, sorted(e.params.items()), e.visible_to, e.reveals)
                            for e in match.events]).encode())
        digest.update(repr(match.state.scores()).encode())
    assert digest.hexdigest() == FINGERPRINT


def _fresh_to_act(state: rules.LetsGoState) -> tuple[int, ...]:
    """The seats to act by their definition: every seat with a decision open."""
    if state.phase == rules.TRIP:
        return tuple(seat for seat in range(state.players) if state._trip_kind(seat))
    if state.phase == rules.OVER:
        return ()
    return tuple(seat for seat, sheet in enumerate(state.sheets)
                 if sheet.step in rules.DECISIONS)


def _fresh_slots(sheet: rules.Sheet) -> list[Action]:
    return [rules.slot_action(day, position) for day in sheet.open_days()
            for position in range(len(sheet.days[day]) + 1)]


def test_remembered_seats_and_actions_match_fresh_ones_through_whole_games():
    for players, seed in ((1, 11), (3, 12), (5, 13)):
        match = _match(players, seed, passport=seed % 2 == 1)
        while not match.is_over():
            state = match.state
            assert state.to_act() == _fresh_to_act(state)
            for seat in range(players):
                assert state.legal_actions(seat) == state._find_legal_actions(seat)
                if state.phase == rules.DRAFT and state.sheets[seat].step == rules.SLOT:
                    assert state.legal_actions(seat) == _fresh_slots(state.sheets[seat])
            if state.needs_resolution():
                match.resolve()
                continue
            seat = match.bots_to_act()[0]
            match.apply(seat, match.bot_action(seat))
        assert match.state.to_act() == () and not match.state.needs_resolution()


def test_the_check_still_refuses_what_is_not_legal_once_actions_were_offered():
    state = _match(3, 21).state
    offered = state.legal_actions(0)
    assert state.why_illegal(0, offered[0]) is None
    # An equal action made elsewhere (a save's) is checked as usual, and is legal.
    assert state.why_illegal(0, Action.from_json(offered[0].to_json())) is None
    # Seat 1's actions were not offered to seat 0 with its own cards.
    foreign = [a for a in state.legal_actions(1) if a not in offered]
    assert foreign and state.why_illegal(0, foreign[0]) is not None
    with pytest.raises(IllegalAction):
        state.apply(0, foreign[0])
    state.apply(0, offered[0])
    assert state.why_illegal(0, offered[0]) is not None  # now placing a slot, not a card
    with pytest.raises(IllegalAction):
        state.apply(0, offered[0])


def test_views_and_clones_find_their_own_actions():
    state = _match(3, 22).state
    state.legal_actions(1)
    view = state.view(0)
    assert view.legal_actions(1) == view._find_legal_actions(1)
    assert all(action.get("card", "").endswith(rules.HIDDEN) or "card" not in dict(action.args)
               for action in view.legal_actions(1))
    world = view.determinize(0, Rng(5))
    assert world.legal_actions(1) == world._find_legal_actions(1)
    twin = state.clone()
    action = twin.legal_actions(0)[0]
    twin.apply(0, action)
    assert state.legal_actions(0) == state._find_legal_actions(0)
    assert twin.legal_actions(0) == twin._find_legal_actions(0)


def test_recurring_events_are_shared_and_equal_to_fresh_ones():
    made = rules.WALKED[1, "tokyo", 2, 0]
    again = rules.WALKED[1, "tokyo", 2, 0]
    assert made is again
    assert made == Event.of("walked", seat=1, deck="tokyo", day=2, position=0)
    hidden = rules.DRAWN[1, "T5"]
    assert hidden == Event.of("drawn", visible_to=(1,), reveals=True, seat=1, card="T5")
    assert rules.DRAWN[2, "T5"] != hidden  # another seat's draw, seen by that seat only


def _finished_trip(seed: int) -> Trip:
    match = _match(2, seed, passport=True)
    while match.state.phase != rules.TRIP and not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    return Trip.start(match.state.data, match.state.traveller(0))


def test_the_planners_tables_wait_for_the_planner_and_are_the_same():
    trip = _finished_trip(31)
    plan = trip._plan
    assert plan._tables is None  # a trip on its own never needs them
    played = trip.clone()
    while not played.is_over():
        played.choose_trusted(played.choices()[0])
    assert plan._tables is None
    trip.key()
    assert plan._tables is not None
    assert plan.buckets == tuple(plan._buckets(day) for day in range(rules.DAYS))
    assert plan.visited_buckets == tuple(plan._buckets(day, visited=True)
                                         for day in range(rules.DAYS))
    assert plan.caps == tuple(plan._caps(day) for day in range(rules.DAYS))


def test_playouts_from_clones_leave_the_state_as_it_was():
    match = _match(4, 41)
    for _ in range(30):
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    state = match.state
    before = state.snapshot()
    acting = state.to_act()
    for n in range(3):
        random_playout(state.clone(), Rng(n))
    assert state.snapshot() == before and state.to_act() == acting


# Seeded games taken before the second round of quick paths (the draft's own event caches, the
# seats to act kept through a decision, slot lists by the days' sizes, the trip's choices
# checked once): logs, events with their parameters' order, snapshots and scores. Taken again
# when the trip's events came to name their traveller (last): without it, f4b795d1ba4b….
# Taken again when every change to a score became an event (the same logs, snapshots and
# scores; the events before that hashed 42ff789b2255…).
FINGERPRINTED_AGAIN = ((1, True, 8), (2, False, 9), (3, True, 10), (4, False, 11), (4, True, 12),
                       (5, False, 13))
FINGERPRINT_AGAIN = "e57af972f1c9568a77e3255c3b2adb09f5cfd86cd043f813b678d48409a9eb2f"


def test_seeded_random_games_are_still_the_games_they_were():
    digest = hashlib.sha256()
    for players, passport, seed in FINGERPRINTED_AGAIN:
        match = _match(players, seed, passport)
        match.play_bots()
        digest.update(repr([(m.seat, m.step, m.action.to_json()) for m in match.log]).encode())
        digest.update(repr([(e.kind, list(e.params.items()), e.visible_to, e.reveals)
                            for e in match.events]).encode())
        digest.update(json.dumps(match.state.snapshot(), sort_keys=True).encode())
        digest.update(repr(match.state.scores()).encode())
    assert digest.hexdigest() == FINGERPRINT_AGAIN


def test_event_caches_give_event_of_events_shared():
    placed = rules.CARD_PLACED[1, "T7", 2, 0]
    assert placed == Event.of("card_placed", visible_to=(1,), seat=1, card="T7", day=2,
                              position=0)
    assert list(placed.params) == ["seat", "card", "day", "position"]  # a save's order
    assert rules.CARD_PLACED[1, "T7", 2, 0] is placed
    assert rules.DRAWN[3, "K2"] == Event.of("drawn", visible_to=(3,), reveals=True, seat=3,
                                            card="K2")
    assert rules.WALKED[0, "kyoto", 5, 1] == Event.of("walked", seat=0, deck="kyoto", day=5,
                                                       position=1)
    assert TRIP_CARD["T1", "monday", "back", 2, 0, "monday", 0] == Event.of(
        "trip.card", card="T1", day="monday", face="back", points=2, traveller=0,
        category="monday", seat=0)


def test_a_full_event_cache_starts_again(monkeypatch):
    monkeypatch.setattr(shared, "MAX_SHARED_EVENTS", 2)
    cache = shared.SharedEvents("research", ("seat",))
    first = cache[0,]
    cache[1,]
    assert len(cache) == 2
    assert cache[0,] is first  # a hit, even when full
    cache[2,]  # full: emptied, then this one made
    assert list(cache) == [(2,)]
    again = cache[0,]
    assert again == first and again is not first


def test_the_seats_to_act_kept_through_a_decision_are_the_seats_found_afresh():
    match = _match(4, 51)
    state = match.state
    while state.phase == rules.DRAFT:
        if state.needs_resolution():
            match.resolve()
            continue
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
        assert state.to_act() == _fresh_to_act(state)
        assert state._acting == state._find_to_act()


def test_a_choice_logged_makes_the_events_and_trip_a_checked_choice_makes():
    trip = _finished_trip(61)
    while not trip.is_over():
        logged, checked = trip.clone(), trip.clone()
        choice = trip.choices()[-1]
        log: list[Event] = []
        logged.choose_logged(choice, log)
        assert log == checked.choose(choice)
        assert logged.snapshot() == checked.snapshot()
        trip = checked

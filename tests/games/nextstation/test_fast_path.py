"""What the quick paths of the Next Station rules rely on: the legal actions a seat was offered
are trusted by apply (so the two must agree), a position changed by hand is never mistaken for
the one the offer was made in, and views and clones made the quick way are the same as ever."""

import pytest

from tabibito.engine import Action, IllegalAction, Match, Rng, Seat, fingerprint
from tabibito.games import REGISTRY
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.network import ALL_SYMBOLS, network, open_guides, open_sections
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tabibito.games.nextstation.tokyo_map import SYMBOLS, load_map
from tests.wanderers import easy_wandering

TOKYO = load_map()
NET = network(TOKYO)
OPTION_SETS = [{}, {"effects": True}, {"effects": True, "objectives": True}]


def positions(players: int, options: dict, seed: int, count: int):
    """``count`` positions where a seat must decide, from seeded random games."""
    rng = Rng(seed)
    made = 0
    while made < count:
        state = GAME.new_state(GAME.resolve_options(options, players),
                               [Seat(f"P{s}") for s in range(players)], seed + made)
        while not state.is_over() and made < count:
            if state.needs_resolution():
                state.resolve()
                continue
            seat = rng.choice(list(state.to_act()))
            yield state, seat
            made += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def every_draw_from(state: NextStationState, seat: int) -> list[Action]:
    """Every section the map has at the stations of the seat's line, legal or not."""
    return [guide.draw for station in state.line(seat).stations
            for guide in NET.guides[station]]


@pytest.mark.parametrize("players", [1, 4])
@pytest.mark.parametrize("options", OPTION_SETS, ids=["default", "effects", "full"])
def test_the_offered_actions_are_exactly_those_the_rules_allow(players, options):
    for state, seat in positions(players, options, 11, 150):
        offered = state.legal_actions(seat)
        for action in offered:
            assert state.why_illegal(seat, action) is None, action
        for action in [*every_draw_from(state, seat), PASS, STOP]:
            allowed = state.why_illegal(seat, action) is None
            assert allowed == (action in offered), action


def test_an_offered_action_is_checked_again_once_the_position_is_changed_by_hand():
    state = NextStationState(TOKYO, 1, Rng(3))
    draw = next(a for a in state.legal_actions(0) if a.kind == "draw")
    # The very section drawn already, as a tutorial might set a sheet up.
    state.sheets = (state.sheet_after(0, draw),)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(0, draw)
    assert state.snapshot() == before
    assert draw not in state.legal_actions(0)


def test_seats_to_act_set_by_hand_are_not_mistaken_for_the_offer():
    state = NextStationState(TOKYO, 2, Rng(3))
    offered = state.legal_actions(1)
    state._to_act = (0,)  # as a test or a tutorial may set a position up
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction):
        state.apply(1, offered[0])


def test_an_equal_action_made_elsewhere_plays_as_the_offered_one():
    for seed in range(4):
        offered, made_again = (NextStationState(TOKYO, 3, Rng(seed)) for _ in range(2))
        rng = Rng(seed)
        while not offered.is_over():
            if offered.needs_resolution():
                assert offered.resolve() == made_again.resolve()
                continue
            seat = offered.to_act()[-1]  # the last seat first: not the usual order
            action = rng.choice(offered.legal_actions(seat))
            twin = Action.from_json(action.to_json())
            assert twin == action and twin is not action
            assert offered.apply(seat, action) == made_again.apply(seat, twin)
            assert offered.snapshot() == made_again.snapshot()


def test_a_draw_made_with_its_arguments_in_another_order_reads_them_by_name():
    state = NextStationState(TOKYO, 1, Rng(5))
    draw = next(a for a in state.legal_actions(0) if a.kind == "draw")
    reversed_args = Action(draw.kind, tuple(reversed(draw.args)))
    twin = state.clone()
    state.apply(0, draw)
    twin.apply(0, reversed_args)
    assert twin.snapshot() == state.snapshot()


def test_a_view_shows_the_cards_left_in_order_after_every_flip_and_a_deck_set_by_hand():
    state = NextStationState(TOKYO, 1, Rng(9))
    while not state.is_over():
        assert state.view(0).remaining_cards == tuple(sorted(state.remaining_cards))
        if state.needs_resolution():
            state.resolve()
        else:
            state.apply(0, PASS)
    state = NextStationState(TOKYO, 1, Rng(9))
    state.view(0)
    state._deck = state._deck[:3]
    assert state.view(0).remaining_cards == tuple(sorted(state._deck))


def test_clones_and_views_are_states_of_their_own():
    state = NextStationState(TOKYO, 2, Rng(4), effects=True)
    twin, seen = state.clone(), state.view(0)
    assert type(twin) is type(seen) is NextStationState
    assert twin.rng is not state.rng and seen.rng is not state.rng
    twin.apply(0, PASS)
    seen.apply(1, PASS)
    assert state.to_act() == (0, 1)
    assert twin.to_act() == (1,) and seen.to_act() == (0,)


def test_games_of_the_match_replay_from_their_saves_to_the_same_end():
    """Bots play offered actions (trusted), a loaded save plays equal ones (checked): both
    paths must reach the same state."""
    seats = [Seat(f"bot {i}", "easy") for i in range(4)]
    for seed in range(3):
        match = easy_wandering(Match(GAME, {}, seats, seed))
        match.play_bots()
        replayed = Match.from_save(match.to_save(), REGISTRY)
        assert fingerprint(replayed.state.snapshot()) == fingerprint(match.state.snapshot())
        assert replayed.state.scores() == match.state.scores()


def test_open_sections_and_open_guides_name_the_same_sections():
    for state, seat in positions(2, {"effects": True}, 21, 60):
        sheet, line = state.sheet(seat), state.line(seat)
        for branching in (False, True):
            for double_track in (False, True):
                for targets in (ALL_SYMBOLS, frozenset(SYMBOLS[:1]), frozenset()):
                    sections = open_sections(NET, sheet, line, targets, branching=branching,
                                               double_track=double_track)
                    guides = open_guides(NET, sheet, line, targets, branching, double_track)
                    assert sections == [(guide.frm, guide) for guide in guides]
                    assert all(NET.guide(start, g.to) is g for start, g in sections)

"""Next Station's side of the engine contract: snapshots, views that hide what is still to come,
determinized worlds, prompts, invariants and the scripted start (``setup``)."""

import json

import pytest

from tabibito.engine import Action, OptionError, Prompt, Rng, Seat
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.cards import DECK, OBJECTIVES
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tabibito.games.nextstation.tokyo_map import SYMBOLS, load_map
from tests.engine.conformance import differences, reachable
from tests.games.nextstation.play import act, round_pairs

TOKYO = load_map()
FULL = dict(GAME.full_options)
CARD_IDS = [card.id for card in DECK]


def played(seed: int, moves: int, players: int = 3, **options) -> NextStationState:
    """A state after ``moves`` random decisions (with the resolutions they bring due)."""
    state = NextStationState(TOKYO, players, Rng(seed), **options)
    rng = Rng(seed + 1)
    for _ in range(moves):
        seat = rng.choice(state.to_act())
        act(state, seat, rng.choice(state.legal_actions(seat)))
    return state


def with_deck(state: NextStationState, deck: tuple[str, ...]) -> NextStationState:
    other = state.clone()
    other._deck = deck
    return other


# --- snapshots ----------------------------------------------------------------------------------


def test_equal_games_give_equal_snapshots():
    assert played(4, 30, **FULL).snapshot() == played(4, 30, **FULL).snapshot()
    state = played(4, 30, **FULL)
    assert state.clone().snapshot() == state.snapshot()
    assert json.loads(json.dumps(state.snapshot())) == state.snapshot()  # canonical JSON


def test_a_different_move_gives_a_different_snapshot():
    state = played(4, 5)
    seat = state.to_act()[0]
    passed, drawn = state.clone(), state.clone()
    passed.apply(seat, PASS)
    draws = [a for a in state.legal_actions(seat) if a.kind == "draw"]
    assert draws
    drawn.apply(seat, draws[0])
    assert passed.snapshot() != drawn.snapshot() != state.snapshot()


def test_the_deck_order_is_part_of_the_snapshot():
    state = played(2, 3)
    flipped = with_deck(state, tuple(reversed(state.remaining_cards)))
    assert flipped.snapshot() != state.snapshot()


# --- views and determinized worlds --------------------------------------------------------------


def test_two_states_differing_only_in_deck_order_give_equal_views():
    state = played(2, 3, **FULL)
    other = with_deck(state, tuple(reversed(state.remaining_cards)))
    assert other.snapshot() != state.snapshot()
    for seat in (None, 0, 1, 2):
        assert other.view(seat).snapshot() == state.view(seat).snapshot()


def test_a_view_holds_nothing_of_what_is_still_to_come():
    decks = [CARD_IDS[::-1]] * 4
    state = NextStationState(TOKYO, 2, Rng(11), decks=decks, pairs=round_pairs("circle", "switch"))
    seen = state.view(1)
    assert seen.viewer == 1
    assert seen.remaining_cards == tuple(sorted(state.remaining_cards))
    assert seen.symbol_pile == tuple(sorted(state.symbol_pile))
    assert seen.effect_pile == tuple(sorted(state.effect_pile))
    assert seen.snapshot()["stacked_decks"] is None  # a tutorial's later decks stay hidden
    assert seen.rng.state != state.rng.state  # nor can the later shuffles be foreseen
    assert seen.sheets == state.sheets and seen.current_cards == state.current_cards
    assert seen.legal_actions(1) == state.legal_actions(1)
    assert not any(state.has_secrets(seat) for seat in range(2))  # every sheet is public


def test_no_attribute_of_a_view_holds_the_order_of_the_cards_to_come():
    """The view's snapshot showed the cards left sorted, but an attribute beside it kept the
    deck in its true order (a cache of it next to the sorted one): any bot or screen handed the
    view could read the next card there (issue 19 §3)."""
    state = played(2, 3, **FULL)
    assert state.remaining_cards != tuple(sorted(state.remaining_cards))
    other = with_deck(state, tuple(reversed(state.remaining_cards)))
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        orders = [path for path, obj, _ in reachable(view).values()
                  if isinstance(obj, tuple | list) and len(obj) > 1
                  and tuple(obj) == state.remaining_cards]
        assert orders == [], f"view({seat}) holds the deck's order at {orders}"
        assert differences(view, other.view(seat)) == []  # every attribute, at any depth


def test_determinize_of_a_view_reproduces_what_the_view_shows():
    state = played(7, 20, players=4, **FULL)
    view = state.view(2)
    world = view.determinize(2, Rng(5))
    shown, sampled = view.snapshot(), world.snapshot()
    for key in ("deck", "symbol_pile", "effect_pile", "rng"):
        del shown[key], sampled[key]
    assert sampled == shown
    assert sorted(world.remaining_cards) == sorted(state.remaining_cards)
    assert sorted(world.symbol_pile) == sorted(state.symbol_pile)
    assert world.legal_actions(2) == state.legal_actions(2)


def test_determinize_is_consistent_and_reads_no_hidden_order():
    state = played(7, 20, players=4)
    view = state.view(0)
    first, again = view.determinize(0, Rng(9)), view.determinize(0, Rng(9))
    assert first.snapshot() == again.snapshot()  # the same view and stream: the same world
    # The true state behind the view gives the very same world: nothing hidden is read.
    assert state.determinize(0, Rng(9)).snapshot() == first.snapshot()
    other = with_deck(state, tuple(reversed(state.remaining_cards)))
    assert other.view(0).determinize(0, Rng(9)).snapshot() == first.snapshot()


def test_determinized_worlds_vary_with_the_stream():
    view = played(7, 4).view(0)
    orders = {view.determinize(0, Rng(seed)).remaining_cards for seed in range(20)}
    assert len(orders) > 1


def test_a_determinized_world_plays_to_the_end():
    world = played(3, 10, players=2, **FULL).view(1).determinize(1, Rng(4))
    rng = Rng(1)
    while not world.is_over():
        if world.needs_resolution():
            world.resolve_trusted()
            continue
        seat = world.to_act()[0]
        world.apply_trusted(seat, rng.choice(world.legal_actions(seat)))
        assert world.invariant_problems() == []
    assert len(world.sheet(0).lines) == 4


# --- prompts ------------------------------------------------------------------------------------


def test_the_prompt_names_the_decision():
    state = NextStationState(TOKYO, 2, Rng(3), decks=[["street_circle", *(
        c for c in CARD_IDS if c != "street_circle")]] * 4)
    assert state.prompt(0) == Prompt("draw_section", {
        "cards": ["street_circle"], "symbols": ["circle"], "branching": False,
        "double_track": False, "effect": None})
    state.apply(0, PASS)
    assert state.prompt(0) is None and state.prompt(1) is not None


def test_a_joker_prompts_any_symbol_with_double_track():
    state = NextStationState(TOKYO, 1, Rng(3), decks=[["street_joker", *(
        c for c in CARD_IDS if c != "street_joker")]] * 4)
    params = state.prompt(0).params
    assert params["symbols"] == sorted(SYMBOLS) and params["double_track"] is True


def test_straight_on_prompts_the_station_to_go_on_from():
    start = TOKYO.starts["blue"]
    target = next(other for other, _ in TOKYO.neighbours(start))
    symbol = TOKYO.stations[target].symbol
    first = f"street_{symbol}"
    state = NextStationState(TOKYO, 1, Rng(3), decks=[[first, *(
        c for c in CARD_IDS if c != first)]] * 4, pairs=round_pairs(symbol, "straight_on"))
    state.apply(0, Action.of("draw", frm=start, to=target))
    assert state.prompt(0) == Prompt("straight_on", {"station": target})
    assert state.legal_actions(0)[-1] == STOP


# --- invariants ---------------------------------------------------------------------------------


def test_a_fresh_and_a_played_state_keep_every_invariant():
    assert NextStationState(TOKYO, 4, Rng(1), **FULL).invariant_problems() == []
    assert played(5, 60, players=4, **FULL).invariant_problems() == []


def test_invariants_catch_a_broken_state():
    state = played(5, 10, players=2)
    broken = state.clone()
    broken._to_act = (0, 1)
    broken._decided = 0b01
    assert any("to_act" in p for p in broken.invariant_problems())
    broken = state.clone()
    broken._deck = broken._deck[1:]
    assert any("deck" in p for p in broken.invariant_problems())
    broken = state.clone()
    line = broken.line(0)
    broken.sheets = (broken.sheets[0].with_line(line._replace(termini=("nowhere",))),
                     *broken.sheets[1:])
    assert any("ends" in p for p in broken.invariant_problems())


# --- the scripted start -------------------------------------------------------------------------


def new(setup, **options):
    return GAME.new_state(GAME.resolve_options(options), [Seat("a"), Seat("b")], 1, setup)


def test_a_setup_stacks_the_decks_the_pairs_and_the_objectives():
    decks = [CARD_IDS[::-1], CARD_IDS, CARD_IDS[::-1], CARD_IDS]
    pairs = round_pairs("square", "straight_on")
    objectives = ["all_stamps", "green_loop"]
    state = new({"decks": decks, "pairs": pairs, "objectives": objectives}, **FULL)
    assert state.flipped == (CARD_IDS[-1],)
    assert state.round_pair == ("square", "straight_on")
    assert state.objectives == ("all_stamps", "green_loop")
    assert new(None, **FULL).snapshot() == GAME.new_state(FULL, [Seat("a")] * 2, 1).snapshot()


def test_a_setup_may_stack_only_some_of_the_cards():
    state = new({"objectives": list(OBJECTIVES[:2])}, objectives=True)
    assert state.objectives == OBJECTIVES[:2]
    assert new({}).snapshot() == new(None).snapshot()


@pytest.mark.parametrize("setup, options", [
    ({"deck": [CARD_IDS] * 4}, {}),  # an unknown key
    (["decks"], {}),  # not a mapping
    ({"decks": [CARD_IDS] * 3}, {}),  # a round without its deck
    ({"decks": [CARD_IDS[1:]] + [CARD_IDS] * 3}, {}),  # a card missing
    ({"decks": [CARD_IDS[:-1] + CARD_IDS[:1]] + [CARD_IDS] * 3}, {}),  # a card twice
    ({"decks": ["street_circle"] * 4}, {}),  # a string is not a deck
    ({"pairs": round_pairs("circle", "switch")}, {}),  # pairs without the effects module
    ({"pairs": [("circle", "switch")] * 4}, FULL),  # a symbol card used twice
    ({"pairs": [("star", "switch"), *round_pairs("circle", "switch")[1:]]}, FULL),
    ({"pairs": [("circle",)] * 4}, FULL),
    ({"objectives": ["green_loop", "all_stamps"]}, {}),  # objectives without the module
    ({"objectives": ["green_loop"]}, FULL),  # one objective too few
    ({"objectives": ["green_loop", "green_loop"]}, FULL),
    ({"objectives": ["green_loop", "fly"]}, FULL),
])
def test_an_impossible_setup_is_refused(setup, options):
    with pytest.raises(OptionError) as caught:
        new(setup, **options)
    assert caught.value.key == "setup.invalid"


def test_stacked_decks_given_to_the_state_are_checked_too():
    with pytest.raises(OptionError):
        NextStationState(TOKYO, 1, Rng(1), decks=[CARD_IDS[1:]] * 4)


def test_full_options_turn_every_module_on():
    assert FULL == {"effects": True, "objectives": True}
    state = GAME.new_state(FULL, [Seat("a")], 2)
    assert state.advanced_modules == 2


def test_actions_keep_their_saved_form():
    assert Action.of("confirm") == STOP and STOP.to_json() == {"kind": "confirm"}
    assert PASS.to_json() == {"kind": "pass"}

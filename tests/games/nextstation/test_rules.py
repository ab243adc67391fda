"""The rules of Next Station: Tokyo: turns, rounds, construction rules, the switch, double track,
the advanced effects, and the state's read API. Concrete stations are looked up on the real map,
so the tests hold whatever the map's ids are."""

from itertools import pairwise

import pytest

from tabibito.engine import (
    Action,
    Budget,
    Event,
    IllegalAction,
    Match,
    OptionError,
    RandomBot,
    Rng,
    Seat,
)
from tabibito.games import REGISTRY
from tabibito.games.nextstation import GAME, NextStationGame, scoring
from tabibito.games.nextstation import rules as R
from tabibito.games.nextstation.bots import GentleBot, GreedyBot, LookaheadBot
from tabibito.games.nextstation.cards import DECK
from tabibito.games.nextstation.network import Line, network
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tabibito.games.nextstation.tokyo_map import PENCILS, SYMBOLS, load_map
from tests.games.nextstation.play import act, round_pairs

TOKYO = load_map()
NET = network(TOKYO)


# --- helpers ------------------------------------------------------------------------------------


def deck(*first: str) -> list[str]:
    """A round's cards: ``first`` in that order, then the rest (street cards before subway)."""
    return [*first, *(c.id for c in DECK if c.id not in first)]


def new_game(*first: str, players: int = 1, **options) -> NextStationState:
    decks = [deck(*first)] + [deck() for _ in range(R.ROUNDS - 1)]
    return NextStationState(TOKYO, players, Rng(7), decks=decks, **options)


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


def symbol(station: str) -> str:
    return TOKYO.stations[station].symbol


def street(station: str) -> str:
    """The street card showing this station's symbol."""
    return f"street_{symbol(station)}"


def other_symbol_card(station: str) -> str:
    return next(f"street_{s}" for s in SYMBOLS if s != symbol(station))


def give_line(state: NextStationState, seat: int, pencil: str, stations: list[str]) -> None:
    """Put a line through ``stations`` on a seat's sheet, as if drawn before."""
    line = Line.at(pencil, stations[0])
    for a, b in pairwise(stations):
        guide = NET.guide(a, b)
        assert guide is not None, (a, b)
        line = line.extended(a, b, guide.track, guide.bit)
    sheets = list(state.sheets)
    sheets[seat] = sheets[seat].with_line(line)
    state.sheets = tuple(sheets)


def problem(state: NextStationState, action: Action, seat: int = 0) -> str | None:
    found = state.why_illegal(seat, action)
    return None if found is None else found.key


def guides(station: str, *, green: bool = False):
    return [g for g in NET.guides[station] if g.green == green]


def snapshot(state: NextStationState):
    return (state.sheets, state.to_act(), state.remaining_cards, state.flipped, state.round,
            state.current_cards, [state.pending_straight_on(s) for s in range(state.players)])


# Geometry found on the real map.


def departure_with(condition):
    """(pencil, departure, guide) for the first departure guide meeting ``condition``. The map is
    fixed, so a missing situation is a failure of the map, never a reason to skip."""
    found = next(((pencil, TOKYO.starts[pencil], guide)
                  for pencil in PENCILS for guide in guides(TOKYO.starts[pencil])
                  if condition(TOKYO.starts[pencil], guide)), None)
    assert found is not None, f"the map offers no departure guide meeting {condition.__name__}"
    return found


def crossing_setup():
    """A departure guide and another guide crossing it away from its stations."""
    def crossed(start, guide):
        return any(not TOKYO.tracks[t].green for t in TOKYO.crossings(guide.track))
    pencil, start, guide = departure_with(crossed)
    other = next(TOKYO.tracks[t] for t in sorted(TOKYO.crossings(guide.track))
                 if not TOKYO.tracks[t].green)
    return pencil, start, guide, other


def triangle_at(start: str):
    """Stations a, b with guides start-a, a-b and b-start."""
    found = next(((first.to, second.to) for first in guides(start) for second in guides(first.to)
                  if second.to != start and NET.guide(second.to, start) is not None), None)
    assert found is not None, f"the map has no triangle of guides at the departure {start}"
    return found


def seat_of(pencil: str) -> int:
    """The seat holding ``pencil`` in round 0 of a four-player game."""
    return next(seat for seat in range(4) if R.pencil_for(seat, 0) == pencil)


# --- rule constants (binding decisions) ---------------------------------------------------------


def test_binding_rule_constants():
    assert R.SWITCH_IGNORED_AS_CARD == (1, 2)
    assert R.SWITCH_EFFECT_IGNORED_AS_CARD == R.SWITCH_IGNORED_AS_CARD
    assert R.EFFECT_TRIGGER == "first" and R.JOKER_TRIGGERS_EFFECT is False
    assert R.MAX_LINES_PER_SECTION == 2 and R.DOUBLE_TRACK_REUSES_PER_CARD == 1
    assert R.OBJECTIVES_DEALT == 2 and R.ROUNDS == 4
    assert R.SOLO_PENCIL_ORDER == ("blue", "pink", "purple", "brown")


def test_pencils_pass_on_to_the_next_seat_each_round():
    """Rules §1.4 (27): at a new round seat s takes the pencil seat s - 1 used; seat 0 takes the
    last seat's in a four-player game and follows SOLO_PENCIL_ORDER."""
    assert R.PENCIL_PASSING == R.PASS_TO_NEXT_SEAT
    for round_index in range(1, 4):
        for seat in range(1, 4):
            assert R.pencil_for(seat, round_index) == R.pencil_for(seat - 1, round_index - 1)
        assert R.pencil_for(0, round_index) == R.pencil_for(3, round_index - 1)
    # The first round lays the pencils out so that handing each on gives seat 0 the next one.
    assert [R.pencil_for(seat, 0) for seat in range(4)] == ["blue", "brown", "purple", "pink"]
    assert [R.pencil_for(seat, 1) for seat in range(4)] == ["pink", "blue", "brown", "purple"]
    assert [R.pencil_for(0, r) for r in range(4)] == list(R.SOLO_PENCIL_ORDER)
    assert sorted(R.SOLO_PENCIL_ORDER) == sorted(PENCILS)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_seat_draws_with_each_pencil_once(players):
    """In a smaller game the spare pencils wait in the seats after the last one: seat 0 takes
    the spare, every other seat still takes its neighbour's pencil."""
    for seat in range(players):
        assert sorted(R.pencil_for(seat, r) for r in range(4)) == sorted(PENCILS)
    for round_index in range(4):
        held = [R.pencil_for(seat, round_index) for seat in range(players)]
        assert len(set(held)) == players


def test_old_saves_pass_the_pencils_to_the_previous_seat():
    """Rules versions 1 and 2 gave seat s the pencil seat s + 1 had used; solo is the same."""
    old = R.PASS_TO_PREVIOUS_SEAT
    for seat in range(4):
        for round_index in range(4):
            assert R.pencil_for(seat, round_index, old) == PENCILS[(seat + round_index) % 4]
    assert [R.pencil_for(0, r, old) for r in range(4)] == [R.pencil_for(0, r) for r in range(4)]
    assert [R.pencil_for(seat, 1, old) for seat in range(4)] == ["pink", "purple", "brown", "blue"]


def test_a_state_passes_the_pencils_the_way_it_was_set_up():
    new = NextStationState(TOKYO, 3, Rng(5))
    old = NextStationState(TOKYO, 3, Rng(5), pencils=R.PASS_TO_PREVIOUS_SEAT)
    assert new.pencil_passing == R.PENCIL_PASSING
    for state in (new, old):
        for seat in range(3):
            assert [state.pencil_in(seat, r) for r in range(4)] == [
                R.pencil_for(seat, r, state.pencil_passing) for r in range(4)]
    assert "pencils" not in new.snapshot() and new.snapshot().keys() == old.snapshot().keys()
    assert new.clone().pencil_in(1, 1) == "blue" and old.view(0).pencil_in(1, 1) == "purple"
    with pytest.raises(OptionError):
        NextStationState(TOKYO, 2, Rng(5), pencils="to_the_left")


def test_the_solo_pencil_order_is_the_one_in_force(monkeypatch):
    order = ("brown", "purple", "pink", "blue")
    monkeypatch.setattr(R, "SOLO_PENCIL_ORDER", order)
    assert [R.pencil_for(0, r) for r in range(4)] == list(order)
    assert [R.pencil_for(seat, 1) for seat in range(4)] == [order[1], order[0], order[3], order[2]]


def test_solo_game_uses_the_pencils_in_fixed_order():
    state = new_game()
    used = []
    while not state.is_over():
        if state.pencil(0) not in used:
            used.append(state.pencil(0))
        act(state, 0, PASS)
    assert used == ["blue", "pink", "purple", "brown"]
    assert list(state.sheet(0).lines) == used


# --- the game object ----------------------------------------------------------------------------


def test_game_object():
    assert isinstance(GAME, NextStationGame) and "nextstation" in REGISTRY
    assert (GAME.id, GAME.min_players, GAME.max_players) == ("nextstation", 1, 4)
    assert [(o.key, o.default) for o in GAME.options] == [("effects", False), ("objectives", False)]
    assert isinstance(GAME.make_bot("normal"), GreedyBot)
    assert isinstance(GAME.make_bot("hard"), LookaheadBot)
    state = GAME.new_state(GAME.resolve_options({"objectives": True}), [Seat("a")] * 3, 5)
    assert state.players == 3 and len(state.objectives) == 2 and state.round_pair is None


# --- turns: simultaneous decisions on one card --------------------------------------------------


def test_opening_events_start_the_round_and_flip_the_first_card():
    state = new_game("street_circle", players=2)
    # the empty sheets' missed green stations follow (points_scored: tests/games/test_ledger.py)
    kinds = [(e.kind, e.reveals) for e in state.opening_events() if e.kind != "points_scored"]
    assert kinds == [("round_started", False), ("card_flipped", True)]
    started = state.opening_events()[0]
    assert started["pencils"] == ["blue", "brown"] and started["pair"] is None
    assert state.current_cards == ("street_circle",) and state.flipped == ("street_circle",)


def test_every_seat_decides_before_the_next_card_is_flipped():
    state = new_game("street_circle", "street_square", players=3)
    assert state.to_act() == (0, 1, 2)
    assert act(state, 1, PASS)[0].kind == "passed"
    assert state.to_act() == (0, 2) and state.decided(1) and not state.decided(0)
    assert state.legal_actions(1) == []
    assert problem(state, PASS, seat=1) == "nextstation.not_your_turn"
    act(state, 0, PASS)
    events = act(state, 2, PASS)
    assert [e.kind for e in events] == ["passed", "card_flipped"]
    assert events[1].reveals and events[1]["card"] == "street_square"
    assert state.to_act() == (0, 1, 2) and state.current_cards == ("street_square",)


def test_the_last_decision_leaves_the_flip_to_the_resolution_step():
    state = new_game("street_circle", "street_square", players=2)
    assert not state.needs_resolution()
    state.apply(0, PASS)
    assert state.apply(1, PASS) == [Event.of("passed", seat=1)]  # nothing flipped inside apply
    assert state.to_act() == () and state.needs_resolution()
    assert state.flipped == ("street_circle",) and state.legal_actions(0) == []
    events = state.resolve()
    assert [(e.kind, e["card"]) for e in events] == [("card_flipped", "street_square")]
    assert state.to_act() == (0, 1) and not state.needs_resolution()
    with pytest.raises(IllegalAction) as caught:
        state.resolve()
    assert caught.value.key == "action.nothing_to_resolve"


def test_the_trusted_path_plays_the_same_game_without_events():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game("street_joker", players=2)
    trusted = state.clone()
    for seat, action in ((0, draw(start, target)), (1, PASS)):
        state.apply(seat, action)
        trusted.apply_trusted(seat, action)
    state.resolve()
    trusted.resolve_trusted()
    assert trusted.snapshot() == state.snapshot()


def test_passing_is_always_allowed():
    state = new_game("street_circle")
    assert PASS in state.legal_actions(0)
    assert problem(state, PASS) is None


def test_malformed_actions_are_refused():
    state = new_game("street_circle")
    for action in (Action.of("fly"), Action.of("draw", frm="x"), Action.of("pass", now=1)):
        assert problem(state, action) == "action.illegal"


def test_illegal_apply_raises_and_leaves_the_state_untouched():
    state = new_game("street_circle", players=2)
    before = snapshot(state)
    far = next(s for s in TOKYO.stations if s != TOKYO.starts["blue"]
               and NET.guide(TOKYO.starts["blue"], s) is None)
    with pytest.raises(IllegalAction) as caught:
        act(state, 0, draw(far, TOKYO.starts["blue"]))
    assert caught.value.key == "nextstation.not_a_line_end"
    assert snapshot(state) == before


# --- construction rules -------------------------------------------------------------------------


def test_first_section_starts_at_the_departure_station():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game(street(target))
    assert state.legal_starts(0) == (start,)
    assert problem(state, draw(start, target)) is None
    elsewhere = next(g for g in guides(target) if g.to != start)
    assert problem(state, draw(target, elsewhere.to)) == "nextstation.not_a_line_end"
    event = act(state, 0, draw(start, target))[0]
    assert event.kind == "section_drawn"
    assert (event["seat"], event["pencil"], event["frm"], event["to"]) == (0, "blue", start, target)
    assert event["double_track"] is False and event["effect"] is None
    assert event["symbol"] == TOKYO.stations[target].symbol  # the log names it, no map lookup
    assert state.line(0).stations == (start, target)


def test_later_sections_start_at_an_end_of_the_line():
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    state = new_game("street_joker")
    give_line(state, 0, "blue", [start, a, b])
    assert set(state.legal_starts(0)) == {start, b}
    assert state.line(0).ends() == (start, b)
    onward = next(g.to for g in guides(a) if g.to not in (start, b))
    assert problem(state, draw(a, onward)) == "nextstation.not_a_line_end"
    assert {a["frm"] for a in state.legal_actions(0) if a != PASS} <= {start, b}


def test_the_target_must_show_the_card_symbol():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game(other_symbol_card(target))
    assert problem(state, draw(start, target)) == "nextstation.wrong_symbol"
    assert state.target_symbols(0) == frozenset({state.current_cards[0].split("_")[1]})


def test_a_joker_allows_any_symbol():
    start = TOKYO.starts["blue"]
    state = new_game("street_joker")
    assert state.target_symbols(0) == frozenset(SYMBOLS)
    drawable = {a for a in state.legal_actions(0) if a != PASS}
    assert drawable == {draw(start, g.to) for g in guides(start)}


def test_a_section_follows_one_guide():
    start = TOKYO.starts["blue"]
    far = next(s for s in TOKYO.stations if s != start and NET.guide(start, s) is None
               and (start, s) not in NET.beyond)
    state = new_game("street_joker")
    assert problem(state, draw(start, far)) == "nextstation.no_guide"


def test_a_section_never_passes_through_a_station():
    def runs_past_a_station(start, guide):
        return any(frm == start for frm, _ in NET.beyond)
    pencil, start, _ = departure_with(runs_past_a_station)
    beyond = next(to for frm, to in sorted(NET.beyond) if frm == start)
    state = new_game("street_joker", players=4)
    assert problem(state, draw(start, beyond), seat_of(pencil)) == "nextstation.passes_station"


def test_a_line_never_revisits_a_station():
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    state = new_game("street_joker")
    give_line(state, 0, "blue", [start, a, b])
    assert problem(state, draw(b, start)) == "nextstation.revisit"


def test_other_lines_may_share_a_station():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    neighbour = next(g.to for g in guides(target) if g.to != start)
    state = new_game(street(target))
    give_line(state, 0, "pink", [neighbour, target])  # an earlier line ends at the target
    assert problem(state, draw(start, target)) is None


def test_sections_never_cross():
    pencil, start, guide, other = crossing_setup()
    seat = seat_of(pencil)
    state = new_game(street(guide.to), players=4)
    assert problem(state, draw(start, guide.to), seat) is None
    earlier = next(p for p in PENCILS if p != pencil)
    give_line(state, seat, earlier, [other.a, other.b])
    assert problem(state, draw(start, guide.to), seat) == "nextstation.crossing"
    assert draw(start, guide.to) not in state.legal_actions(seat)


def test_a_section_never_crosses_the_green_loop():
    state = new_game("street_joker")
    assert state.sheet(0).drawn & NET.green_mask == NET.green_mask  # the loop is on every sheet
    crossing_arcs = [g for s in TOKYO.stations for g in guides(s) if g.crossing & NET.green_mask]
    assert crossing_arcs == []  # the map keeps guides off the loop, so the rule is never needed
    assert all(NET.crossing[t] & NET.green_mask == 0 for t in TOKYO.tracks
               if not TOKYO.tracks[t].green)


def test_a_drawn_section_needs_double_track():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game(street(target), "street_joker")
    give_line(state, 0, "pink", [start, target])
    assert problem(state, draw(start, target)) == "nextstation.track_taken"
    act(state, 0, PASS)
    assert state.double_track and problem(state, draw(start, target)) is None
    event = act(state, 0, draw(start, target))[0]
    assert event["double_track"] is True


def test_double_track_carries_at_most_two_lines():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game("street_joker")
    give_line(state, 0, "pink", [start, target])
    give_line(state, 0, "purple", [target, start])
    assert problem(state, draw(start, target)) == "nextstation.track_taken"


def test_double_track_never_lies_on_the_own_colour():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game("street_joker")
    give_line(state, 0, "blue", [start, target])
    assert problem(state, draw(target, start)) == "nextstation.track_taken"


def green_arc_setup():
    def reaches_the_loop(start, guide):
        return TOKYO.stations[guide.to].green
    pencil, start, guide = departure_with(reaches_the_loop)
    arc = guides(guide.to, green=True)[0]
    return pencil, start, guide.to, arc


def test_a_green_arc_needs_double_track():
    pencil, start, green, arc = green_arc_setup()
    seat = seat_of(pencil)
    state = new_game(street(arc.to), "street_joker", players=4)
    give_line(state, seat, pencil, [start, green])
    assert problem(state, draw(green, arc.to), seat) == "nextstation.green_arc"
    for other in range(4):
        act(state, other, PASS)
    assert problem(state, draw(green, arc.to), seat) is None
    event = act(state, seat, draw(green, arc.to))[0]
    assert event["track"] == arc.track and event["double_track"] is True


def test_a_doubled_green_arc_is_full():
    pencil, start, green, arc = green_arc_setup()
    seat = seat_of(pencil)
    state = new_game("street_joker", players=4)
    give_line(state, seat, pencil, [start, green])
    earlier = next(p for p in PENCILS if p != pencil)
    give_line(state, seat, earlier, [green, arc.to])
    assert problem(state, draw(green, arc.to), seat) == "nextstation.track_taken"


# --- the switch ---------------------------------------------------------------------------------


def switch_game(position: int, paired: str = "street_joker") -> NextStationState:
    before = [c.id for c in DECK if c.id not in ("street_switch", paired) and not c.subway]
    first = before[:position - 1] + ["street_switch", paired]
    state = new_game(*first)
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    for _ in range(position - 1):
        act(state, 0, PASS)
    give_line(state, 0, "blue", [start, a, b])
    return state


def test_the_switch_flips_its_partner_at_once_and_lets_the_line_branch():
    state = switch_game(3)
    assert state.current_cards == ("street_switch", "street_joker")
    assert state.flipped[-2:] == ("street_switch", "street_joker")
    assert state.branching
    assert state.legal_starts(0) == state.line(0).stations
    middle = state.line(0).stations[1]
    branch = next(a for a in state.legal_actions(0) if a != PASS and a["frm"] == middle)
    act(state, 0, branch)
    assert len(state.line(0).ends()) == 3


@pytest.mark.parametrize("position", R.SWITCH_IGNORED_AS_CARD)
def test_the_switch_is_ignored_as_first_or_second_card(position):
    state = switch_game(position)
    assert state.current_cards == ("street_switch", "street_joker")
    assert not state.branching
    assert state.legal_starts(0) == state.line(0).ends()
    assert state.target_symbols(0) == frozenset(SYMBOLS)  # the partner still resolves


def test_the_switch_events():
    events = [e for e in switch_game(1).opening_events() if e.kind != "points_scored"]
    assert [e.kind for e in events] == ["round_started", "card_flipped", "card_flipped"]
    assert [e["card"] for e in events[1:]] == ["street_switch", "street_joker"]


# --- rounds -------------------------------------------------------------------------------------


def test_the_round_ends_after_the_turn_of_the_fifth_subway_card():
    state = new_game()  # street cards first, the subway joker last
    subway_left = []
    while state.round == 0:
        subway_left.append(state.subway_left)
        last = act(state, 0, PASS)
    assert subway_left == [5, 5, 5, 5, 5, 4, 3, 2, 1, 0]  # the switch pairs with a subway card
    assert [e.kind for e in last] == ["passed", "line_scored", "round_started", "card_flipped"]
    scored = last[1]
    assert (scored["seat"], scored["pencil"], scored["points"]) == (0, "blue", 0)
    assert state.round == 1 and state.pencil(0) == "pink" and state.subway_left == 5
    assert state.flipped == (deck()[0],)


def test_the_round_ends_when_the_switch_partner_is_the_fifth_subway_card():
    subway = ["subway_circle", "subway_triangle", "subway_square", "subway_pentagon"]
    state = new_game(*subway, "street_circle", "street_switch", "subway_joker")
    for _ in range(5):
        act(state, 0, PASS)
    assert state.current_cards == ("street_switch", "subway_joker") and state.subway_left == 0
    events = act(state, 0, PASS)
    assert "line_scored" in [e.kind for e in events] and state.round == 1


def test_line_scored_and_game_over_events():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = new_game("street_joker", players=2)
    act(state, 0, draw(start, target))
    act(state, 1, PASS)
    events = []
    while not state.is_over():
        for seat in state.to_act():
            events += act(state, seat, PASS)
    scored = [e for e in events if e.kind == "line_scored"]
    assert [(e["seat"], e["pencil"]) for e in scored[:2]] == [(0, "blue"), (1, "brown")]
    assert len(scored) == 2 * R.ROUNDS
    same = TOKYO.stations[start].district == TOKYO.stations[target].district
    assert (scored[0]["districts"], scored[0]["most"]) == ((1, 2) if same else (2, 1))
    assert scored[0]["points"] == 2 and scored[1]["points"] == 0
    assert events[-1].kind == "game_over" and events[-1]["totals"] == list(state.scores().totals)
    assert state.to_act() == () and state.current_cards == () and state.legal_starts(0) == ()


# --- the advanced effects -----------------------------------------------------------------------


def effect_game(effect: str, *first: str, sym: str = "circle", players: int = 1):
    return new_game(*first, players=players, pairs=round_pairs(sym, effect))


def test_round_pair_is_revealed_with_the_round():
    state = NextStationState(TOKYO, 2, Rng(3), effects=True)
    started = state.opening_events()[0]
    assert started.reveals and tuple(started["pair"]) == state.round_pair
    assert state.round_pair[0] in SYMBOLS and state.round_pair[1] in R.EFFECTS
    pairs = [state.round_pair]
    while not state.is_over():
        for seat in state.to_act():
            act(state, seat, PASS)
        if state.round_pair not in pairs:
            pairs.append(state.round_pair)
    assert sorted(s for s, _ in pairs) == sorted(SYMBOLS)  # drawn without replacement
    assert sorted(e for _, e in pairs) == sorted(R.EFFECTS)


def test_an_effect_fires_on_the_first_card_of_its_symbol_only():
    state = effect_game("joker_double", "street_joker", "street_circle", "subway_circle")
    assert state.active_effect is None and not state.effect_fired  # jokers do not count
    events = act(state, 0, PASS)
    triggered = [e for e in events if e.kind == "effect_triggered"]
    assert [(e["effect"], e["symbol"], e["card"]) for e in triggered] == [
        ("joker_double", "circle", "street_circle")]
    assert state.effect_fired and state.active_effect == "joker_double"
    act(state, 0, PASS)
    assert state.current_cards == ("subway_circle",) and state.active_effect is None


def test_joker_double_effect():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    trigger = f"street_{next(s for s in SYMBOLS if s != symbol(target))}"
    state = effect_game("joker_double", trigger, sym=trigger.split("_")[1])
    assert state.double_track and state.target_symbols(0) == frozenset(SYMBOLS)
    give_line(state, 0, "pink", [start, target])
    event = act(state, 0, draw(start, target))[0]
    assert event["effect"] == "joker_double" and event["double_track"] is True


def test_switch_effect_lets_the_line_branch():
    state = effect_game("switch", "street_triangle", "street_square", "street_circle")
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    give_line(state, 0, "blue", [start, a, b])
    assert not state.branching
    act(state, 0, PASS)
    act(state, 0, PASS)
    assert state.active_effect == "switch" and state.branching
    assert state.legal_starts(0) == state.line(0).stations


@pytest.mark.parametrize("position", R.SWITCH_EFFECT_IGNORED_AS_CARD)
def test_switch_effect_is_ignored_on_the_first_or_second_card(position):
    first = ["street_triangle", "street_circle"] if position == 2 else ["street_circle"]
    state = effect_game("switch", *first)
    for _ in range(position - 1):
        act(state, 0, PASS)
    assert state.active_effect == "switch" and state.effect_fired
    assert not state.branching


def test_double_station_effect_counts_the_station_twice():
    start = TOKYO.starts["blue"]
    target = guides(start)[0].to
    state = effect_game("double_station", street(target), sym=symbol(target))
    event = act(state, 0, draw(start, target))[0]
    assert event["effect"] == "double_station"
    line = state.line(0)
    assert line.doubled == (target,)
    same = TOKYO.stations[start].district == TOKYO.stations[target].district
    assert state.breakdown(0)["line1"] == (3 if same else 4)  # 1 × 3, or 2 × 2


def straight_on_setup():
    def goes_on(start, guide):
        onward = TOKYO.continuation(guide.track, start)
        return onward is not None and TOKYO.tracks[onward].other(guide.to) != start
    pencil, start, guide = departure_with(goes_on)
    onward = TOKYO.tracks[TOKYO.continuation(guide.track, start)].other(guide.to)
    return pencil, start, guide.to, onward


def test_straight_on_effect_offers_one_more_section_straight_ahead():
    pencil, start, target, onward = straight_on_setup()
    seat = seat_of(pencil)
    state = effect_game("straight_on", street(target), sym=symbol(target), players=4)
    for other in range(4):
        if other != seat:
            act(state, other, PASS)
    events = act(state, seat, draw(start, target))
    # no new card yet (the section's points follow as points_scored)
    assert [e.kind for e in events if e.kind != "points_scored"] == ["section_drawn"]
    assert state.to_act() == (seat,) and not state.decided(seat)
    assert state.pending_straight_on(seat) == target
    assert state.legal_starts(seat) == (target,)
    assert state.target_symbols(seat) == frozenset(SYMBOLS)
    assert state.legal_actions(seat) == [draw(target, onward), STOP]
    sideways = next(g.to for g in guides(target) if g.to not in (start, onward))
    assert problem(state, draw(target, sideways), seat) == "nextstation.not_straight_on"
    assert problem(state, PASS, seat) == "action.illegal"  # it drew: it cannot have passed
    events = [e for e in act(state, seat, draw(target, onward)) if e.kind != "points_scored"]
    assert events[0]["effect"] == "straight_on" and events[1].kind == "card_flipped"
    assert state.line(seat).stations == (start, target, onward)
    assert state.pending_straight_on(seat) is None


def test_straight_on_without_a_guide_ahead_leaves_only_the_stop():
    def dead_end(start, guide):
        return TOKYO.continuation(guide.track, start) is None
    pencil, start, guide = departure_with(dead_end)
    seat = seat_of(pencil)
    state = effect_game("straight_on", street(guide.to), sym=symbol(guide.to), players=4)
    act(state, seat, draw(start, guide.to))
    assert state.pending_straight_on(seat) == guide.to
    assert state.legal_actions(seat) == [STOP]


def test_every_seat_stops_straight_on_without_an_event():
    pencil, start, target, _ = straight_on_setup()
    seat = seat_of(pencil)
    state = new_game(street(target), players=4, pairs=round_pairs(symbol(target), "straight_on"))
    act(state, seat, draw(start, target))
    assert state.legal_actions(seat)[-1] == STOP and PASS not in state.legal_actions(seat)
    assert act(state, seat, STOP) == []  # no "passed" right after the section drawn
    assert state.decided(seat) and state.pending_straight_on(seat) is None
    assert state.line(seat).stations == (start, target)


@pytest.mark.parametrize("bot", [GreedyBot(), LookaheadBot(), GentleBot(), RandomBot()],
                         ids=["normal", "hard", "easy", "random"])
def test_bots_go_on_or_stop_after_straight_on(bot):
    pencil, start, target, onward = straight_on_setup()
    seat = seat_of(pencil)
    state = effect_game("straight_on", street(target), sym=symbol(target), players=4)
    act(state, seat, draw(start, target))
    legal = state.legal_actions(seat)
    assert legal == [draw(target, onward), STOP]
    for seed in range(5):
        assert bot.choose(state.view(seat), legal, Rng(seed), seat, Budget()) in legal


def test_sheet_after_a_pass_or_a_stop_is_the_sheet_itself():
    pencil, start, target, _ = straight_on_setup()
    seat = seat_of(pencil)
    state = effect_game("straight_on", street(target), sym=symbol(target), players=4)
    assert state.sheet_after(seat, PASS) is state.sheet(seat)
    act(state, seat, draw(start, target))
    assert state.sheet_after(seat, STOP) is state.sheet(seat)


# --- why a start is wrong -----------------------------------------------------------------------


def off_the_line(state: NextStationState, seat: int = 0) -> str:
    """A station with a guide, not on the seat's line."""
    return next(s for s in sorted(TOKYO.stations)
                if s not in state.line(seat).stations and guides(s))


def test_a_bad_start_is_not_a_line_end_without_the_switch():
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    state = new_game("street_joker")
    give_line(state, 0, "blue", [start, a, b])
    stranger = off_the_line(state)
    assert problem(state, draw(stranger, guides(stranger)[0].to)) == "nextstation.not_a_line_end"
    assert problem(state, draw(a, start)) == "nextstation.not_a_line_end"  # on it, not an end


@pytest.mark.parametrize("switch", ["card", "effect"])
def test_a_start_off_the_line_during_a_switch_is_not_on_line(switch):
    start = TOKYO.starts["blue"]
    a, b = triangle_at(start)
    if switch == "card":
        state = switch_game(3)
    else:
        state = effect_game("switch", "street_triangle", "street_square", "street_circle")
        give_line(state, 0, "blue", [start, a, b])
        act(state, 0, PASS)
        act(state, 0, PASS)
    assert state.branching
    stranger = off_the_line(state)
    found = state.why_illegal(0, draw(stranger, guides(stranger)[0].to))
    assert (found.key, found.params) == ("nextstation.not_on_line", {"station": stranger})
    assert problem(state, draw(a, start)) != "nextstation.not_on_line"  # a is on the line


def test_a_start_elsewhere_during_straight_on_is_not_straight_on():
    pencil, start, target, onward = straight_on_setup()
    seat = seat_of(pencil)
    state = effect_game("straight_on", street(target), sym=symbol(target), players=4)
    act(state, seat, draw(start, target))
    elsewhere = next(g.to for g in guides(start) if g.to != target)
    found = state.why_illegal(seat, draw(start, elsewhere))
    assert (found.key, found.params) == ("nextstation.not_straight_on",
                                         {"frm": start, "to": elsewhere})
    assert problem(state, draw(target, onward), seat) is None


# --- double track: one reuse per card -----------------------------------------------------------


def joker_straight_on_game(monkeypatch):
    """A joker that triggers straight on: the only way one card gives two sections that may
    both lie on drawn track (jokers trigger no effect under the binding decisions)."""
    monkeypatch.setattr(R, "JOKER_TRIGGERS_EFFECT", True)
    state = effect_game("straight_on", "street_joker", players=4)
    assert state.double_track and state.active_effect == "straight_on"
    return state


def test_double_track_reuses_one_section_per_card_even_with_straight_on(monkeypatch):
    pencil, start, target, onward = straight_on_setup()
    seat = seat_of(pencil)
    earlier = next(p for p in PENCILS if p != pencil)
    state = joker_straight_on_game(monkeypatch)
    give_line(state, seat, earlier, [start, target, onward])
    assert act(state, seat, draw(start, target))[0]["double_track"] is True
    assert problem(state, draw(target, onward), seat) == "nextstation.track_taken"
    assert state.legal_actions(seat) == [STOP]


def test_straight_on_may_reuse_when_the_card_has_not(monkeypatch):
    pencil, start, target, onward = straight_on_setup()
    seat = seat_of(pencil)
    earlier = next(p for p in PENCILS if p != pencil)
    state = joker_straight_on_game(monkeypatch)
    give_line(state, seat, earlier, [target, onward])
    assert act(state, seat, draw(start, target))[0]["double_track"] is False
    assert state.legal_actions(seat) == [draw(target, onward), STOP]
    assert act(state, seat, draw(target, onward))[0]["double_track"] is True


# --- views and clones ---------------------------------------------------------------------------


def test_view_hides_the_order_of_the_cards_to_come():
    state = NextStationState(TOKYO, 2, Rng(11), effects=True)
    seen = state.view(1)
    assert seen.viewer == 1
    assert seen.remaining_cards == tuple(sorted(state.remaining_cards))
    assert seen.rng.state != state.rng.state
    assert seen.symbol_pile == tuple(sorted(state.symbol_pile))
    assert seen.sheets == state.sheets and seen.current_cards == state.current_cards
    assert seen.legal_actions(1) == state.legal_actions(1)


def test_clone_is_independent():
    start = TOKYO.starts["blue"]
    state = new_game("street_joker")
    twin = state.clone()
    twin.apply(0, draw(start, guides(start)[0].to))
    assert state.line(0).stations == (start,) and state.to_act() == (0,)
    assert twin.rng is not state.rng


def test_match_of_this_game_plays_to_the_end():
    match = Match(GAME, {"effects": True, "objectives": True},
                  [Seat("a", "easy"), Seat("b", "normal"), Seat("c", "hard")], 21)
    match.play_bots()
    assert match.is_over()
    assert len(match.state.scores().totals) == 3


# --- what the board asks the state --------------------------------------------------------------


@pytest.mark.parametrize("position, ignored", [(1, True), (2, True), (3, False)])
def test_switch_ignored_as_first_or_second_card(position, ignored):
    state = switch_game(position)
    assert state.current_cards == ("street_switch", "street_joker")
    assert state.switch_ignored is ignored and state.branching is not ignored


def test_switch_ignored_only_with_the_switch_card():
    state = new_game("street_circle", "street_square")
    assert not state.switch_ignored and not state.branching
    act(state, 0, PASS)
    assert not state.switch_ignored


def test_switch_not_ignored_when_its_partner_triggers_the_switch_effect():
    state = effect_game("switch", "street_triangle", "street_switch", "street_circle")
    act(state, 0, PASS)  # the switch comes 2nd, its partner (3rd) triggers the switch effect
    assert state.current_cards == ("street_switch", "street_circle")
    assert state.active_effect == "switch" and state.branching
    assert not state.switch_ignored


def test_switch_ignored_is_false_once_the_game_is_over():
    state = switch_game(1)
    while not state.is_over():
        act(state, 0, PASS)
    assert not state.switch_ignored


@pytest.mark.parametrize("options, modules", [
    ({}, 0), ({"effects": True}, 1), ({"objectives": True}, 1),
    ({"effects": True, "objectives": True}, 2), ({"pairs": round_pairs("circle", "switch")}, 1),
])
def test_advanced_modules_counts_the_modules_in_use(options, modules):
    assert NextStationState(TOKYO, 1, Rng(2), **options).advanced_modules == modules


def test_solo_rating_is_none_with_more_players():
    assert new_game(players=2).solo_rating() is None


@pytest.mark.parametrize("options, band", [
    ({}, 1),  # 95 lies in 90-105
    ({"effects": True, "objectives": True}, 0),  # 95 - 2 x 10 = 75: below 90
])
def test_solo_rating_reads_the_table_with_the_module_penalty(monkeypatch, options, band):
    state = NextStationState(TOKYO, 1, Rng(2), **options)
    breakdown = dict.fromkeys(scoring.CATEGORIES, 0) | {"line1": 95}
    monkeypatch.setattr(state, "breakdown", lambda seat: breakdown)
    assert state.scores().totals == (95,)
    assert state.solo_rating() == band
    assert scoring.SOLO_RATINGS[band][0] in (None, 90)


def test_solo_rating_of_a_played_game():
    state = new_game("street_joker")
    start = TOKYO.starts["blue"]
    act(state, 0, draw(start, guides(start)[0].to))
    total = state.scores().totals[0]
    assert state.solo_rating() == scoring.solo_rating(total) == 0

"""Next Station: Tokyo's hints: every kind of move named in the game's words, with the reason and
the points it brings as the engine counts them, from the seat's own view only."""

from __future__ import annotations

from functools import cache

from tabibito.engine import Action, Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.nextstation import insights, scoring
from tabibito.games.nextstation.cards import CARDS
from tabibito.games.nextstation.rules import PASS, STOP, NextStationState
from tabibito.ui.nextstation import hints, texts
from tests.ui import test_nextstation_board as base
from tests.wanderers import easy_wandering

GAME = REGISTRY.get("nextstation")
FULL = {"effects": True, "objectives": True}
BASE = {"effects": False, "objectives": False}
# Seeded games between computer players (decisive ones, so the same positions every run):
# the seeds, the options, the table.
GAMES = ((1, FULL, 2), (2, FULL, 3), (3, BASE, 2), (4, FULL, 1), (5, BASE, 4), (20, FULL, 2))
MANY_STATES = 200


@cache
def decisions(seed: int, options: tuple,
              players: int) -> tuple[tuple[NextStationState, int], ...]:
    """(state, seat) at every decision of a seeded game, the greedy computer player and a
    wanderer (tests/wanderers.py: the random player) taking turns at the seats."""
    seats = [Seat(f"Bot {seat + 1}", "normal" if seat % 2 == 0 else "easy")
             for seat in range(players)]
    match = easy_wandering(Match(GAME, dict(options), seats, seed))
    found = []
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        found.append((match.state.clone(), seat))
        match.apply(seat, match.bot_action(seat))
    return tuple(found)


def samples(options: dict | None = None):
    for seed, game_options, players in GAMES:
        if options is None or game_options == options:
            yield from decisions(seed, tuple(sorted(game_options.items())), players)


def moves(options: dict | None = None):
    """(state, seat, action) for every legal action at every sampled decision."""
    for state, seat in samples(options):
        for action in state.legal_actions(seat):
            yield state, seat, action


def explain(state: NextStationState, seat: int, action: Action) -> str:
    """The hint's move, reason and set-up: its last sentence, the comparison with the best
    other move (test_hint_versus), is checked to be there and left off."""
    view = state.view(seat)
    text = hints.hint(view, seat, action).text
    told = insights.hard_insight(view, seat, action)
    versus = hints.versus_words(told, hints.told_apart(view, seat, action, told.alternative)[1])
    if versus is None:
        return text
    assert text.endswith(" " + versus)
    return text[:-len(versus) - 1]


def gain(state: NextStationState, seat: int, action: Action) -> int:
    """The points the move brings the seat, as the engine's scores count them."""
    after = state.clone()
    before = after.scores().totals[seat]
    after.apply(seat, action)
    return after.scores().totals[seat] - before


def category_gains(state: NextStationState, seat: int, action: Action) -> dict[str, int]:
    after = state.clone()
    after.apply(seat, action)
    old, new = state.breakdown(seat), after.breakdown(seat)
    gains: dict[str, int] = {}
    for category in old:
        key = "line" if category in scoring.LINE_CATEGORIES else category
        gains[key] = gains.get(key, 0) + new[category] - old[category]
    return gains


def first(found, what: str):
    for item in found:
        return item
    raise AssertionError(f"no sampled position has {what}")


def is_double_track(state: NextStationState, seat: int, action: Action) -> bool:
    guide = state.net.guide(action["frm"], action["to"])
    return bool(guide.bit & state.sheet(seat).drawn)


def is_branch(state: NextStationState, seat: int, action: Action) -> bool:
    return state.branching and action["frm"] not in state.line(seat).ends()


def starts_reaching(state: NextStationState, seat: int, action: Action) -> int:
    return sum(1 for a in state.legal_actions(seat) if a.kind == "draw" and a["to"] == action["to"])


def is_plain(state: NextStationState, seat: int, action: Action) -> bool:
    return (action.kind == "draw" and state.pending_straight_on(seat) is None
            and not is_branch(state, seat, action) and not is_double_track(state, seat, action))


def where(state: NextStationState, station: str) -> str:
    place = state.map.stations[station]
    district = texts.district_kind(state.map.districts[place.district].kind)
    return f"the {place.symbol} station in the {district}"


# -- every move gets words ------------------------------------------------------------------------

def test_every_legal_action_of_many_states_has_a_hint():
    states = list(samples())
    assert len(states) >= MANY_STATES
    step = len(states) // MANY_STATES
    for state, seat in states[::step][:MANY_STATES]:
        for action in state.legal_actions(seat):
            hint = hints.hint(state.view(seat), seat, action)
            assert hint.text.startswith("<b>") and len(hint.text) > 40, hint.text
            if action.kind == "draw":
                assert hint.target == f"section:{action['frm']}-{action['to']}"
            else:
                assert hint.target == hints.BUTTON_TARGET


def test_a_section_names_its_station_and_the_points_it_brings():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves() if is_plain(s, seat, a)
                                 and starts_reaching(s, seat, a) == 1 and gain(s, seat, a) > 0),
                                "a scoring section")
    text = explain(state, seat, action)
    assert text.startswith(f"<b>Draw to {where(state, action['to'])}</b>")
    assert f"+{gain(state, seat, action)} point(s) now" in text


def test_a_station_both_ends_reach_is_drawn_from_the_end_named():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves() if is_plain(s, seat, a)
                                 and starts_reaching(s, seat, a) > 1), "two starts, one station")
    start = state.map.stations[action["frm"]].symbol
    assert explain(state, seat, action).startswith(
        f"<b>Draw from the {start} station to {where(state, action['to'])}</b>")


def test_a_section_that_scores_nothing_says_so():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if a.kind == "draw" and gain(s, seat, a) == 0),
                                "a section scoring nothing")
    assert "No points now" in explain(state, seat, action)


def test_the_points_now_are_what_the_engine_counts_for_every_section():
    checked = 0
    for state, seat, action in moves(BASE):
        if action.kind == "draw":
            points = gain(state, seat, action)
            text = explain(state, seat, action)
            assert (f"+{points} point(s) now" in text) if points else "No points now" in text
            checked += 1
    assert checked > 100


def test_a_section_on_double_track_names_the_line_it_runs_along():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if a.kind == "draw" and is_double_track(s, seat, a)
                                 and s.pending_straight_on(seat) is None
                                 and not is_branch(s, seat, a)), "double track")
    guide = state.net.guide(action["frm"], action["to"])
    other = [p for p in state.sheet(seat).riders(guide) if p != state.pencil(seat)][0]
    along = "the green loop" if other == "green" else f"the {other} line"
    assert f"{where(state, action['to'])} on double track along {along}" in explain(
        state, seat, action)


def test_a_branch_of_the_switch_names_where_it_starts():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if a.kind == "draw" and is_branch(s, seat, a)), "a branch")
    start = state.map.stations[action["frm"]].symbol
    assert explain(state, seat, action).startswith(
        f"<b>Branch off at the {start} station and draw to {where(state, action['to'])}</b>")


def test_a_section_under_straight_on_says_one_more_may_follow():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if a.kind == "draw" and s.active_effect == "straight_on"
                                 and s.pending_straight_on(seat) is None), "straight on")
    assert explain(state, seat, action).endswith("; then you may go straight on.")


def test_the_section_straight_on_is_named():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if a.kind == "draw" and s.pending_straight_on(seat)),
                                "a section straight on")
    assert explain(state, seat, action).startswith(
        f"<b>Go straight on to {where(state, action['to'])}</b>")


def test_stopping_instead_of_going_straight_on_says_why():
    kinds = set()
    for state, seat, action in moves():
        if action != STOP:
            continue
        text = explain(state, seat, STOP)
        assert text.startswith("<b>Stop here</b>: ")
        draws = [a for a in state.legal_actions(seat) if a.kind == "draw"]
        if not draws:
            kinds.add("blocked")
            assert "the way straight on is blocked" in text
        elif gain(state, seat, draws[0]) == 0:
            kinds.add("nothing")
            assert "the section straight on would gain nothing" in text
        else:
            kinds.add("small")
            assert f"would gain only {gain(state, seat, draws[0])} point(s)" in text
    assert kinds == {"blocked", "nothing", "small"}


def test_a_pass_says_what_the_best_section_would_have_brought():
    kinds = set()
    for state, seat, action in moves():
        if action != PASS:
            continue
        text = explain(state, seat, PASS)
        assert text.startswith("<b>Pass</b>: ")
        best = max((gain(state, seat, a) for a in state.legal_actions(seat) if a.kind == "draw"),
                   default=None)
        if best is None:
            kinds.add("none")
            assert "no section can be drawn with this card" in text
        elif best == 0:
            kinds.add("nothing")
            assert "no section gains a point with this card" in text
        else:
            kinds.add("small")
            assert f"the best section would gain only {best} point(s) now" in text
    assert kinds == {"none", "nothing", "small"}


# -- the reasons ----------------------------------------------------------------------------------

def lines_at(state: NextStationState, seat: int, station: str) -> int:
    on_lines = sum(station in line.stations for line in state.sheet(seat).lines.values()
                   if line.tracks)
    return on_lines + (station in state.map.green_loop)


def expected_reason(state: NextStationState, seat: int, action: Action) -> tuple[str, str]:
    """The kind of reason, and the words it must hold: those of the category gaining most (ties:
    the hints' REASON_ORDER), with the numbers the engine gives."""
    gains = category_gains(state, seat, action)
    best = max(hints.REASON_ORDER, key=lambda c: (gains[c], -hints.REASON_ORDER.index(c)))
    after = state.clone()
    after.apply(seat, action)
    to = action["to"]
    if best == "objectives":
        return best, "it achieves the shared objective “"
    if best == "interchanges":
        return best, f"{lines_at(after, seat, to)} lines meet at this station"
    if best == "stamps":
        kind = state.map.districts[state.map.stations[to].district].kind
        words = "corner" if kind == "corner" else "edge"
        return kind, f"earns this {words} district's tourist stamp"
    if best == "missed_green":
        penalty = scoring.GREEN_MISS_PENALTY
        return best, f"it reaches a green station, which no longer costs −{penalty}"
    districts, most, _ = scoring.scored_line(after.map, after.line(seat))
    if not state.line(seat).tracks:
        return "first", f"your line leaves its departure station ({districts} × {most})"
    if districts > scoring.scored_line(state.map, state.line(seat))[0]:
        return "district", f"your line enters a new district ({districts} × {most})"
    if after.line(seat).doubled != state.line(seat).doubled:
        return "double", f"the double station counts twice in its district ({districts} × {most})"
    return "busiest", f"your line's busiest district gains a station ({districts} × {most})"


def test_every_scoring_section_names_the_part_of_the_sheet_that_gains_most():
    seen = set()
    for state, seat, action in moves():
        if action.kind != "draw" or gain(state, seat, action) == 0:
            continue
        kind, words = expected_reason(state, seat, action)
        assert words in explain(state, seat, action)
        seen.add(kind)
    assert seen == {"objectives", "interchanges", "corner", "side", "missed_green", "first",
                    "district", "double", "busiest"}


def test_a_section_meeting_an_earlier_line_says_a_third_line_would_score_it():
    def meets(state, seat, action):
        if action.kind != "draw" or gain(state, seat, action) != 0:
            return False
        after = state.clone()
        after.apply(seat, action)
        return lines_at(after, seat, action["to"]) == 2 and any(
            action["to"] in line.stations for pencil, line in state.sheet(seat).lines.items()
            if pencil != state.pencil(seat))

    state, seat, action = first(((s, seat, a) for s, seat, a in moves() if meets(s, seat, a)),
                                "a section meeting an earlier line")
    assert "line there; a third line later would score this interchange" in explain(
        state, seat, action)


# -- what the move sets up ------------------------------------------------------------------------

def next_card_gain(after: NextStationState, seat: int, symbol: str) -> int:
    """The most a section could add on a ``symbol`` card flipped next, played out by the engine:
    a world behind the seat's view with such a card on top, the others passing."""
    world = after.determinize(seat, Rng(1))
    card = next(c for c in world.remaining_cards if CARDS[c].symbol == symbol)
    world._deck = (card, *[c for c in world.remaining_cards if c != card])
    for other in world.to_act():
        world.apply(other, STOP if world.pending_straight_on(other) else PASS)
    world.resolve()
    return max([gain(world, seat, a) for a in world.legal_actions(seat) if a.kind == "draw"],
               default=0)


def test_the_next_card_named_brings_the_points_the_hint_promises():
    checked = 0
    for state, seat, action in moves(BASE):
        if action.kind != "draw" or state.subway_left == 0 or checked >= 25:
            continue
        text = explain(state, seat, action)
        if " card next would add " not in text:
            continue
        named = text.split("; a ")[1].split(" card next")[0]
        points = int(text.split("would add ")[1].split(" ")[0])
        after = state.clone()
        after.apply(seat, action)
        assert next_card_gain(after, seat, named) == points, text
        checked += 1
    assert checked >= 10


def test_the_last_card_of_a_round_says_so():
    state, seat, action = first(((s, seat, a) for s, seat, a in moves()
                                 if s.subway_left == 0 and a.kind == "draw"),
                                "a section on the round's last card")
    assert explain(state, seat, action).endswith("; this is the last card of the round.")


# -- only the seat's own view ---------------------------------------------------------------------

def test_the_hint_reads_nothing_hidden():
    checked = 0
    for state, seat in list(samples(FULL))[::7]:
        if state.subway_left == 0:
            continue
        for action in state.legal_actions(seat):
            view = state.view(seat)
            before = view.snapshot()
            text = hints.hint(view, seat, action).text
            assert view.snapshot() == before  # nothing played on the view itself
            assert hints.hint(state, seat, action).text == text  # the true order of the deck
            for shuffle in (1, 2):  # other worlds behind the same view
                world = state.determinize(seat, Rng(shuffle))
                assert hints.hint(world, seat, action).text == text
            checked += 1
    assert checked > 50


# -- the ring on the game screen ------------------------------------------------------------------

settings, window, no_double_click_guard = base.settings, base.window, base.no_double_click_guard


def test_the_hints_targets_are_found_on_the_game_screen(qtbot, window):
    from tabibito.ui.tutorial.overlay import target_on_screen

    controller = base.start(qtbot, window, seed=7)
    state = controller.state()
    legal = state.legal_actions(0)
    section = hints.hint(controller.view(), 0, next(a for a in legal if a.kind == "draw"))
    assert target_on_screen(window.game_screen, section.target) is not None
    passing = hints.hint(controller.view(), 0, PASS)
    assert target_on_screen(window.game_screen, passing.target) is not None


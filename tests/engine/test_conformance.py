"""The conformance suite: every registered game (and the toy test game) keeps the engine
contract, at every player count and with its option combinations.

Seeded random play with illegal attempts between the moves, every state's invariants, clones
that are independent, views that share nothing and leak nothing, determinized worlds that match
what their seat sees, trusted playouts that agree with checked play, and save round trips."""

from __future__ import annotations

import contextlib
import inspect
import json
import math
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabibito.engine import (
    Action,
    IllegalAction,
    Match,
    Registry,
    Rng,
    SaveError,
    Seat,
    State,
    fingerprint,
    mix_seed,
    random_playout,
)
from tests.engine.conformance import (
    Case,
    Emitted,
    Injected,
    Shared,
    all_games,
    applicable,
    assert_refused,
    cases,
    check_events,
    check_scores,
    check_state,
    differences,
    failing_at,
    hidden_events,
    json_roundtrip,
    lines_run,
    made_up_actions,
    malformed_actions,
    offered_exactly,
    reachable,
    reference_playout,
    registered_games,
    scramble,
    seat_twins,
    shared_mutables,
    step_randomly,
)

GAMES = all_games()
CASES = [case for game in GAMES for case in cases(game)]

# Random actions per game, spread over its set-ups: each with illegal attempts and checks.
ACTIONS_PER_GAME = 3000
# Mid-game positions per game, spread over its set-ups, for the costlier checks.
POSITIONS_PER_GAME = 120
PLAYOUTS_PER_GAME = 40
SAVES_PER_GAME = 24
# Worlds each view is compared with: any attribute that varies with the hidden truth shows.
WORLDS = 3
# In random play, one refusal in this many is checked attribute by attribute, not only by its
# snapshot (a deep copy of the state each time).
ATTRIBUTES_EVERY = 32
# Positions per game where every legal kind of action is sent malformed, and where apply is
# made to fail at points inside it; games per game in which undo is compared with a replay.
MALFORMED_POSITIONS = 40
FAILING_POSITIONS = 30
FAILURES_PER_POSITION = 12
UNDO_GAMES = 8
UNDO_EVERY = 10  # moves, on average, between two undos (each compared with a replay)


def share(total: int, case: Case) -> int:
    return max(1, math.ceil(total / len(cases(case.game))))


def by_id(case: Case) -> str:
    return case.id


def test_the_registry_imports():
    games, problem = registered_games()
    assert problem is None, f"tabibito.games does not import: {problem!r}"
    assert games, "no game is registered"


# -- random play with illegal attempts ---------------------------------------------------------


def attempt_illegal(case: Case, state: State, rng: Rng, foreign: list[Action],
                    shared: Shared) -> int:
    """Try what no rule allows now; every try must be refused and change nothing (its snapshot,
    and every attribute but the answers asking why fills in)."""
    players = case.players
    acting = state.to_act()
    tries = 0
    legal_by_seat = {seat: state.legal_actions(seat) for seat in acting}

    def sometimes() -> Shared | None:
        """Every attribute compared now and then (test_malformed_actions_... always does)."""
        return shared if rng.below(ATTRIBUTES_EVERY) == 0 else None

    def refused(seat: Any, action: Action, what: str) -> None:
        assert_refused(state, lambda: state.apply(seat, action), what,
                       lambda: state.why_illegal(seat, action), sometimes())

    for seat in acting:
        legal = legal_by_seat[seat]
        strangers = [a for a in foreign if a not in legal]
        if strangers:  # an action of another state
            action = rng.choice(strangers)
            refused(seat, action, f"seat {seat} playing {action} from another state")
            tries += 1
        for action in made_up_actions(legal, rng):
            if not offered_exactly(action, legal):  # true is not 1, though Python says so
                refused(seat, action, f"seat {seat} playing the made-up {action}")
                tries += 1
        if legal:  # the seat as another type (True for 1)
            twin = rng.choice(seat_twins(seat))
            refused(twin, legal[0], f"seat {twin!r} playing {legal[0]}")
            tries += 1
    idle = [seat for seat in range(players) if seat not in acting]
    offered = [a for seat in acting for a in legal_by_seat[seat]] or foreign
    if offered:
        for seat in [*idle, players, -1]:  # a seat not to act, and seats that do not exist
            action = rng.choice(offered)
            refused(seat, action, f"seat {seat}, not to act, playing {action}")
            tries += 1
    if not state.needs_resolution():
        assert_refused(state, state.resolve, "resolve() with no resolution due",
                       state.needs_resolution, sometimes())
        tries += 1
    return tries


def play_one_game(case: Case, seed: int, limit: int, foreign: list[Action],
                  shared: Shared) -> tuple[int, int]:
    """A seeded random game (or its first ``limit`` actions), checked after every step; the
    events it emitted never change afterwards."""
    rng = Rng(mix_seed(seed, 0xC0FFEE))
    state = case.new_state(seed)
    emitted = Emitted()
    check_events(state.opening_events(), case.players, emitted)
    check_state(case.game, state, case.players)
    actions = tries = 0
    while not state.is_over() and actions < limit:
        tries += attempt_illegal(case, state, rng, foreign, shared)
        if state.needs_resolution():
            check_events(state.resolve(), case.players, emitted)
        else:
            seat = rng.choice(list(state.to_act()))
            legal = state.legal_actions(seat)
            action = rng.choice(legal)
            foreign.extend(legal)
            del foreign[:-200]
            check_events(state.apply(seat, action), case.players, emitted)
            actions += 1
        check_state(case.game, state, case.players)
    if state.is_over():
        tries += attempt_illegal(case, state, rng, foreign, shared)
        final = state.scores()
        check_scores(case.game, final, case.players)
        assert state.scores() == final, "the final scores change when asked again"
        assert final.winners or final.rival_winners, "a game that is over has nobody winning"
    emitted.check_unchanged()
    return actions, tries


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_random_play_refuses_illegal_attempts_and_keeps_invariants(case):
    budget = share(ACTIONS_PER_GAME, case)
    foreign: list[Action] = []
    shared = Shared(case.new_state(987_654))
    # Actions of another set-up and seed are "from another state" from the first move on.
    play_one_game(case, 10_000, 20, foreign, shared)
    played = tries = finished = 0
    seed = 0
    while played < budget:
        actions, attempts = play_one_game(case, seed, budget - played, foreign, shared)
        played += actions
        tries += attempts
        finished += 1
        seed += 1
        assert actions or seed < 5, "games end without a single action"
    assert tries >= played, "illegal attempts were too few to mean anything"


# -- mid-game positions ------------------------------------------------------------------------


def positions(case: Case, count: int, seed: int = 1):
    """``count`` seeded positions spread over whole games: starts, middles, ends and the moments
    a resolution is due."""
    rng = Rng(mix_seed(seed, 0xBEEF))
    made = 0
    game_seed = seed * 1000
    while made < count:
        state = case.new_state(game_seed)
        game_seed += 1
        while made < count:
            if rng.below(4) == 0 or state.is_over():
                yield state, Rng(rng.next_u64())
                made += 1
            if state.is_over():
                break
            step_randomly(state, rng)


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_clones_are_independent_and_deterministic(case):
    for state, rng in positions(case, share(POSITIONS_PER_GAME, case)):
        before = state.snapshot()
        twin = state.clone()
        assert type(twin) is type(state)
        assert twin.snapshot() == before, "a clone differs from its original"
        assert fingerprint(twin.snapshot()) == fingerprint(before)
        if state.is_over():
            continue
        other = state.clone()
        choice = rng.next_u64()
        step_randomly(twin, Rng(choice))
        assert state.snapshot() == before, "changing a clone changed its original"
        step_randomly(other, Rng(choice))
        assert other.snapshot() == twin.snapshot(), "the same step on equal states differs"
        step_randomly(state, rng)
        assert other.snapshot() == twin.snapshot(), "changing the original changed a clone"


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_views_share_nothing_mutable_with_the_state(case):
    static = case.new_state(987_654)  # kept alive: the ids below stay its own
    common = set(reachable(static))
    for state, rng in positions(case, share(POSITIONS_PER_GAME, case) // 2 + 1):
        before = state.snapshot()
        for seat in [None, *range(case.players)]:
            view = state.view(seat)
            assert view is not state
            shared = shared_mutables(view, state, common)
            assert not shared, f"view({seat}) shares with the state: {shared[:5]}"
            scramble(view, common)
            assert state.snapshot() == before, f"mutating view({seat}) changed the state"
            view = state.view(seat)
            for _ in range(3):  # playing on a view (as far as a view plays) is its own business
                try:
                    step_randomly(view, rng)
                except Exception:  # noqa: BLE001 - a view need not be playable, only separate
                    break
            assert state.snapshot() == before, f"playing on view({seat}) changed the state"
    assert static.snapshot() is not None


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_views_show_what_their_seat_may_see(case):
    """A seat sees its own choices, the turn order and the end, and live scores (or none)."""
    for state, _ in positions(case, share(POSITIONS_PER_GAME, case) // 2 + 1, seed=2):
        for seat in [None, *range(case.players)]:
            view = state.view(seat)
            assert view.to_act() == state.to_act(), f"view({seat}) sees another turn"
            assert view.is_over() == state.is_over()
            if seat is not None:
                assert view.legal_actions(seat) == state.legal_actions(seat), (
                    f"view({seat}) offers its seat other actions")
                assert (view.prompt(seat) is None) == (state.prompt(seat) is None)
            live = view.live_scores()
            if live is not None:
                check_scores(case.game, live, case.players)
            snapshot = view.snapshot()
            assert json_roundtrip(snapshot) == snapshot, f"view({seat}).snapshot() not JSON"


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_views_leak_nothing_of_the_hidden_truth(case):
    """No attribute of a view, at any depth, holds or is derived from a hidden value: the view
    is equal, attribute by attribute (``__dict__`` and ``__slots__``, containers, nested
    objects; not its snapshot), to the same seat's view of worlds that differ from the state only
    in what that seat cannot see. And a view holds no event its seat may not see."""
    for state, rng in positions(case, share(POSITIONS_PER_GAME, case) // 2 + 1, seed=5):
        for seat in [None, *range(case.players)]:
            view = state.view(seat)
            events = hidden_events(view, seat)
            assert not events, f"view({seat}) holds events hidden from it: {events[:3]}"
            for _ in range(WORLDS):
                world = view.determinize(seat, Rng(rng.next_u64()))
                leaked = differences(view, world.view(seat))
                assert not leaked, (f"view({seat}) varies with what its seat cannot see: "
                                    f"{leaked[:5]}")


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_determinized_worlds_match_the_view_and_read_nothing_hidden(case):
    for state, rng in positions(case, share(POSITIONS_PER_GAME, case), seed=3):
        before = state.snapshot()
        for seat in [None, *range(case.players)]:
            key = rng.next_u64()
            view = state.view(seat)
            seen = view.snapshot()
            world = view.determinize(seat, Rng(key))
            assert view.snapshot() == seen, f"determinize({seat}) changed the view"
            check_state(case.game, world, case.players)
            # The world differs from the state only in what the seat cannot see.
            assert world.view(seat).snapshot() == seen, (
                f"a world determinized for seat {seat} looks different to it")
            assert world.to_act() == state.to_act()
            if seat is not None:
                assert world.legal_actions(seat) == state.legal_actions(seat), (
                    f"seat {seat} has other actions in its determinized world")
            # Determinizing the same view of other full states gives the same world: nothing
            # hidden was read.
            again = world.view(seat).determinize(seat, Rng(key))
            assert again.snapshot() == world.snapshot(), (
                f"determinize({seat}) depends on more than the view")
            other = view.determinize(seat, Rng(key ^ 0x5EED)).view(seat)
            assert other.determinize(seat, Rng(key)).snapshot() == world.snapshot(), (
                f"determinize({seat}) depends on more than the view")
        assert state.snapshot() == before, "determinizing a view changed the state"


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_trusted_playouts_end_and_agree_with_checked_play(case):
    for state, rng in positions(case, share(PLAYOUTS_PER_GAME, case), seed=4):
        before = state.snapshot()
        key = rng.next_u64()
        trusted = state.clone()
        random_playout(trusted, Rng(key))
        assert trusted.is_over(), "random_playout stopped before the end"
        checked = state.clone()
        reference_playout(checked, Rng(key), case.game, case.players)
        assert trusted.scores() == checked.scores(), "the trusted path scores differently"
        assert trusted.snapshot() == checked.snapshot(), "the trusted path plays differently"
        assert state.snapshot() == before, "a playout on a clone changed the original"
        seat = rng.below(case.players)
        world = state.view(seat).determinize(seat, Rng(key))
        random_playout(world, Rng(key ^ 1))
        assert world.is_over(), "a determinized world does not play to its end"
        check_state(case.game, world, case.players)


# Whole games per game, spread over its set-ups, in which every fast twin is held to its
# reference at every decision.
TWIN_GAMES = 12


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_every_fast_twin_answers_as_the_checked_method_it_stands_in_for(case):
    twins = type(case.new_state(0)).fast_twins
    compared = dict.fromkeys(twins, 0)
    for game_seed in range(share(TWIN_GAMES, case)):
        state, rng = case.new_state(game_seed), Rng(mix_seed(game_seed, 0x7714))
        while not state.is_over():
            for seat in state.to_act():
                for twin, reference in twins.items():
                    fast, checked = getattr(state, twin)(seat), getattr(state, reference)(seat)
                    assert fast == checked, f"{twin}({seat}) is not {reference}({seat})"
                    compared[twin] += 1
            step_randomly(state, rng)
    assert all(compared.values()), f"twins never compared: {compared}"


# The engine's written-out twins (Match's bot loop, the generator's draws) are declared as a
# state's are, and so are checked for every game: seeded matches of computer players (with a
# human seat now and then, whose resolutions are held) and playouts give the same logs, events
# and states with the twins as with every twin of the engine and the game swapped for its
# reference.
TWIN_MATCHES = 6
TWIN_PLAYOUTS = 6  # per match, from the first positions a human meets


@contextlib.contextmanager
def references_only(*classes: type) -> Iterator[None]:
    """Inside, every twin that ``classes`` declare (``fast_twins``) is its reference."""
    swapped = []
    for owner in classes:
        for twin, reference in owner.fast_twins.items():
            assert twin in vars(owner), f"{owner.__name__}.{twin} is declared elsewhere"
            swapped.append((owner, twin, vars(owner)[twin]))
            setattr(owner, twin, inspect.getattr_static(owner, reference))
    try:
        yield
    finally:
        for owner, twin, written_out in swapped:
            setattr(owner, twin, written_out)


def twin_play(case: Case, seed: int, human: int | None) -> dict[str, Any]:
    """A seeded match of easy bots (but the ``human`` seat, its resolutions held, its moves
    drawn at random) and playouts from its positions: all that shows of it, and what undo
    could take back after each turn of the bots."""
    seats = case.seats("easy")
    if human is not None:
        seats[human] = Seat(seats[human].name)
    match = Match(case.game, dict(case.options), seats, seed, hold_resolution=human is not None)
    rng, played, playouts = Rng(mix_seed(seed, 0x7717)), [], []
    while not match.is_over():
        played.append((match.play_bots(), match._floor, match._floor_step, match.can_undo()))
        if len(playouts) < TWIN_PLAYOUTS:
            playout = match.state.clone()
            random_playout(playout, Rng(rng.next_u64()))
            playouts.append(playout.snapshot())
        if match.state.needs_resolution():
            match.resolve()
        elif match.human_to_act():
            seat = match.human_to_act()[0]
            match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return {"save": match.to_save(), "events": match.events, "played": played,
            "state": match.state.snapshot(), "playouts": playouts}


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_the_engines_fast_twins_play_as_their_references(case):
    owners = (Match, Rng, type(case.new_state(0)))
    assert Match.fast_twins and Rng.fast_twins
    for seed in range(share(TWIN_MATCHES, case)):
        for human in (None, 0, case.players - 1):
            written_out = twin_play(case, seed, human)
            with references_only(*owners):
                reference = twin_play(case, seed, human)
            for part, value in written_out.items():
                assert value == reference[part], f"seed {seed}: the twins' {part} differ"


# -- malformed actions, and apply atomic ----------------------------------------------------


def one_of_each_shape(legal: list[Action]) -> list[Action]:
    """A legal action of each kind and set of argument names."""
    found: dict[tuple[str, tuple[str, ...]], Action] = {}
    for action in legal:
        found.setdefault((action.kind, tuple(name for name, _ in action.args)), action)
    return list(found.values())


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_malformed_actions_are_refused_before_anything_changes(case):
    """Each action kind declares its arguments: every legal kind's type twins (true for 1, 1.0
    for 1, "1" for 1), missing, extra and renamed arguments and unknown kinds are refused with
    IllegalAction and change nothing, snapshot and every attribute."""
    shared = Shared(case.new_state(987_654))
    for state, _ in positions(case, share(MALFORMED_POSITIONS, case), seed=6):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            for action in one_of_each_shape(legal):
                for malformed in malformed_actions(action):
                    if offered_exactly(malformed, legal):
                        continue
                    assert_refused(state, lambda t=state, s=seat, a=malformed: t.apply(s, a),
                                   f"seat {seat} playing {malformed!r}",
                                   lambda t=state, s=seat, a=malformed: t.why_illegal(s, a),
                                   shared)


def test_every_game_applies_through_the_engines_checked_atomic_apply():
    """A game carries its actions out (``perform``); checking them first and keeping the state
    as it was whatever goes wrong is the engine's ``apply``, one for all games."""
    for game in GAMES:
        state = cases(game)[0].new_state(1)
        assert type(state).apply is State.apply, f"{game.id} has an apply of its own"


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_apply_is_atomic_whatever_goes_wrong_inside(case):
    """An exception raised at any line of Python that applying a legal action runs (offered by
    legal_actions, or an equal one from a save) leaves the state as it was: snapshot and every
    attribute; and the action then applies as if nothing had happened."""
    shared = Shared(case.new_state(987_654))
    failed = 0
    for position, rng in positions(case, share(FAILING_POSITIONS, case), seed=7):
        state = shared.copy(position)
        if state.needs_resolution():
            state.resolve()
        if state.is_over():
            continue
        seat = rng.choice(list(state.to_act()))
        index = rng.below(len(state.legal_actions(seat)))
        clean = shared.copy(state)
        clean_action = clean.legal_actions(seat)[index]
        lines = lines_run(lambda: clean.apply(seat, clean_action))  # noqa: B023 - run at once
        after = clean.snapshot()
        for trial_index in range(FAILURES_PER_POSITION):
            trial = shared.copy(state)
            offered = trial.legal_actions(seat)[index]
            action = offered if trial_index % 2 else Action.from_json(
                json_roundtrip(offered.to_json()))
            kept, before = shared.copy(trial), trial.snapshot()
            try:
                failing_at(1 + rng.below(lines), lambda: trial.apply(seat, action))  # noqa: B023
            except Exception as problem:  # noqa: BLE001 - whatever went wrong
                assert isinstance(problem, Injected), f"apply made {problem!r} of the fault"
                failed += 1
                assert trial.snapshot() == before, "apply failed half-way and changed the state"
                changed = differences(trial, kept)
                assert not changed, f"apply failed half-way and changed {changed[:5]}"
                trial.apply(seat, action)
            assert trial.snapshot() == after, "after a failure the action applies otherwise"
    assert failed, "no fault fell inside apply"


# -- undo, and a fresh replay ----------------------------------------------------------------


def settled(state: State, players: int) -> State:
    """Ask a state what every caller asks (who acts, what they may do): answers a state keeps
    for speed are then the same in two equal states."""
    state.needs_resolution()
    for seat in range(players):
        state.legal_actions(seat)
    return state


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_undo_gives_the_state_a_fresh_replay_gives(case):
    """Random games with illegal tries between the moves, undone to random points: the state is
    the one a fresh replay of the save reaches, snapshot and every attribute."""
    reg = Registry([case.game])
    rng = Rng(mix_seed(case.players, 0x0D0))
    compared = 0
    for game_index in range(max(2, share(UNDO_GAMES, case))):
        hold = game_index % 2 == 0  # a held resolution can still be taken back
        match = Match(case.game, dict(case.options), case.seats(), seed=500 + game_index,
                      hold_resolution=hold)
        while not match.is_over():
            if match.state.needs_resolution():
                match.resolve()
                continue
            seat = rng.choice(list(match.state.to_act()))
            legal = match.state.legal_actions(seat)
            for malformed in list(malformed_actions(rng.choice(legal)))[:2]:
                if not offered_exactly(malformed, legal):
                    with contextlib.suppress(Exception):  # refused: tested above
                        match.apply(seat, malformed)
            if seat not in match.state.to_act():
                continue
            match.apply(seat, rng.choice(match.state.legal_actions(seat)))
            if rng.below(UNDO_EVERY) or not match.can_undo():
                continue
            for _ in range(1 + rng.below(3)):
                match.undo()
            fresh = Match.from_save(json_roundtrip(match.to_save()), reg, hold_resolution=hold)
            assert fresh.state.snapshot() == match.state.snapshot(), "undo is another state"
            changed = differences(settled(match.state, case.players),
                                  settled(fresh.state, case.players))
            assert not changed, f"undo differs from a fresh replay in {changed[:5]}"
            compared += 1
    assert compared, "nothing was undone"


# -- saves -----------------------------------------------------------------------------------


def assert_round_trip(match: Match, reg: Registry, tmp_path, name: str) -> None:
    data = json_roundtrip(match.to_save())
    expected = fingerprint(match.state.snapshot())
    assert data["fingerprint"] == expected
    again = Match.from_save(data, reg, hold_resolution=match.hold_resolution)
    assert again.state.snapshot() == match.state.snapshot(), "a loaded game is another state"
    assert again.log == match.log, "a loaded game has another log"
    assert again.step == match.step
    assert again.to_save() == match.to_save()
    path = tmp_path / f"{name}.tabibito"
    match.save(path)
    loaded = Match.load(path, reg)
    assert fingerprint(loaded.state.snapshot()) == expected
    assert loaded.log == match.log

    tampered = {**data, "fingerprint": "0" * 64}
    with pytest.raises(SaveError) as refused:
        Match.from_save(tampered, reg)
    assert refused.value.key == "save.fingerprint"
    extra = data["actions"][-1:]  # the last action once more
    state = match.state
    if not state.is_over() and state.to_act():
        seat = state.to_act()[-1]
        extra = [{"seat": seat, "step": match.step,
                  "action": state.legal_actions(seat)[0].to_json()}]
    if extra:
        with pytest.raises(SaveError):
            Match.from_save({**data, "actions": data["actions"] + extra}, reg)
    if data["actions"]:
        with pytest.raises(SaveError):
            Match.from_save({**data, "actions": data["actions"][:-1]}, reg)
        assert_malformed_actions_are_damage(data, reg)


def assert_malformed_actions_are_damage(data: dict, reg: Registry) -> None:
    """A save whose action is malformed (a type twin, an argument missing, extra or renamed,
    an unknown kind) is damaged: refused with the message every damaged save gets."""
    index = len(data["actions"]) // 2
    entry = data["actions"][index]
    for malformed in malformed_actions(Action.from_json(entry["action"])):
        damaged = json_roundtrip({**data, "actions": [
            *data["actions"][:index], {**entry, "action": malformed.to_json()},
            *data["actions"][index + 1:]]})
        with pytest.raises(SaveError) as refused:
            Match.from_save(damaged, reg)
        assert refused.value.key == "save.corrupt", (malformed, refused.value)


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_saves_load_to_the_same_state_and_refuse_tampering(case, tmp_path):
    reg = Registry([case.game])
    stops = share(SAVES_PER_GAME, case)
    rng = Rng(mix_seed(stops, 0x5A7E))
    match = Match(case.game, dict(case.options), case.seats(), seed=77)
    assert_round_trip(match, reg, tmp_path, "start")
    made = 1
    while made < stops:
        if match.is_over():
            assert_round_trip(match, reg, tmp_path, "end")
            made += 1
            match = Match(case.game, dict(case.options), case.seats(), seed=77 + made)
            continue
        seat = rng.choice(list(match.state.to_act()))
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
        assert not match.state.needs_resolution(), "a resolution was left for nobody to take"
        if rng.below(6) == 0:
            assert_round_trip(match, reg, tmp_path, f"save{made}")
            made += 1


@pytest.mark.parametrize("case", CASES, ids=by_id)
def test_a_held_resolution_survives_a_save(case):
    reg = Registry([case.game])
    rng = Rng(31)
    match = Match(case.game, dict(case.options), case.seats(), seed=5, hold_resolution=True)
    while not match.is_over() and not match.resolution_held():
        seat = rng.choice(list(match.state.to_act()))
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    if match.is_over():
        pytest.skip("this set-up has no resolution to hold")
    data = json_roundtrip(match.to_save())
    for hold in (True, False):
        loaded = Match.from_save(data, reg, hold_resolution=hold)
        assert loaded.state.snapshot() == match.state.snapshot()
        assert loaded.state.needs_resolution()
    loaded = Match.from_save(data, reg, hold_resolution=True)
    loaded.resolve()
    match.resolve()
    assert loaded.state.snapshot() == match.state.snapshot(), "the held resolution differs"


# -- hypothesis: set-ups, seeds and choices it picks (and shrinks) ---------------------------


@st.composite
def set_ups(draw, game):
    players = draw(st.integers(game.min_players, game.max_players))
    given = {spec.key: draw(st.sampled_from(spec.choices)) for spec in game.options}
    return Case(game, players, applicable(game, given, players), "drawn")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_drawn_games_keep_the_contract(game, data):
    case = data.draw(set_ups(game), label="set-up")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    state = case.new_state(seed)
    match = Match(game, dict(case.options), case.seats(), seed)
    rng = Rng(seed)
    for _ in range(data.draw(st.integers(0, 400), label="moves")):
        if state.is_over():
            break
        if state.needs_resolution():
            state.resolve()
            continue
        seat = data.draw(st.sampled_from(state.to_act()), label="seat")
        legal = state.legal_actions(seat)
        if data.draw(st.booleans(), label="try something illegal"):
            made_up = list(made_up_actions(legal, rng))
            action = data.draw(st.sampled_from(made_up), label="made-up action")
            if action not in legal:
                with pytest.raises(IllegalAction):
                    match.apply(seat, action)
        action = data.draw(st.sampled_from(legal), label="action")
        state.apply(seat, action)
        match.apply(seat, action)
        check_state(game, state, case.players)
        if state.needs_resolution():
            state.resolve()
        assert match.state.snapshot() == state.snapshot(), "a match plays another game"
    loaded = Match.from_save(json_roundtrip(match.to_save()), Registry([game]))
    assert loaded.state.snapshot() == match.state.snapshot()
    view_seat = data.draw(st.sampled_from([None, *range(case.players)]), label="viewer")
    view = state.view(view_seat)
    world = view.determinize(view_seat, Rng(seed + 1))
    assert world.view(view_seat).snapshot() == view.snapshot()


def test_every_game_names_full_options_that_exist():
    for game in GAMES:
        keys = {spec.key for spec in game.options}
        assert set(game.full_options) <= keys, game.id
        for players in range(game.min_players, game.max_players + 1):
            applicable(game, game.full_options, players)  # raises if a value is not allowed
        assert json.dumps(game.resolve_options({}, game.min_players))

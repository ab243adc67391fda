"""Helpers of the conformance suite: the games and set-ups it plays, and the checks it makes of
every state. Everything here speaks only the engine contract (``tabibito.engine.State`` and
``Game``), so a game passes by keeping the contract, never by being known to the suite."""

from __future__ import annotations

import copy
import itertools
import json
import sys
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, is_dataclass
from enum import Enum
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

from tabibito.engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    Prompt,
    Registry,
    Rng,
    Scores,
    Seat,
    State,
)
from tests.engine.toygame import GAME as TOY_GAME

# A game whose totals are not the sum of its breakdown (a breakdown shown beside a separately
# computed total) says so with this class attribute; by default totals must add up.
SUMS_ATTRIBUTE = "breakdown_sums_to_total"
# The option combinations of a game are all played when there are at most this many.
CHEAP_COMBINATIONS = 8


def registered_games() -> tuple[list[Game], Exception | None]:
    """The real registry's games, or the error that importing it raised (a port in progress)."""
    try:
        from tabibito.games import REGISTRY
    except Exception as problem:  # noqa: BLE001 - reported by the suite as a failing case
        return [], problem
    return list(REGISTRY), None


def all_games() -> list[Game]:
    games, _ = registered_games()
    return [*games, TOY_GAME]


def registry() -> Registry:
    return Registry(all_games())


# -- set-ups ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One set-up the suite plays: a game, a player count and resolved options."""

    game: Game
    players: int
    options: Mapping[str, Any]
    label: str

    @property
    def id(self) -> str:
        return f"{self.game.id}-{self.players}p-{self.label}"

    def seats(self, bots: str | None = None) -> list[Seat]:
        return [Seat(f"P{seat + 1}", bots) for seat in range(self.players)]

    def new_state(self, seed: int) -> State:
        return self.game.new_state(dict(self.options), self.seats(), seed, None)


def applicable(game: Game, given: Mapping[str, Any], players: int) -> dict[str, Any]:
    """``given`` resolved for ``players``, leaving out what does not apply at that count (an
    expansion's variant whose expansion is off, a solo-only rule at four players)."""
    options = dict(given)
    while True:
        resolved = {spec.key: options.get(spec.key, spec.default) for spec in game.options}
        dropped = [spec.key for spec in game.options
                   if spec.key in options and not spec.applies(resolved, players)]
        if not dropped:
            return game.resolve_options(options, players)
        for key in dropped:
            del options[key]


def option_sets(game: Game, players: int) -> list[tuple[str, dict[str, Any]]]:
    """Defaults, every expansion on, and every combination when there are few."""
    sets = [("default", applicable(game, {}, players)),
            ("full", applicable(game, game.full_options, players))]
    choices = [spec.choices for spec in game.options]
    count = 1
    for values in choices:
        count *= len(values)
    if count <= CHEAP_COMBINATIONS:
        for values in itertools.product(*choices):
            given = {spec.key: value for spec, value in zip(game.options, values, strict=True)}
            label = "-".join(f"{key}={value}" for key, value in given.items())
            sets.append((label, applicable(game, given, players)))
    unique: list[tuple[str, dict[str, Any]]] = []
    for label, options in sets:
        if all(options != seen for _, seen in unique):
            unique.append((label, options))
    return unique


def cases(game: Game) -> list[Case]:
    return [Case(game, players, options, label)
            for players in range(game.min_players, game.max_players + 1)
            for label, options in option_sets(game, players)]


# -- what every state must satisfy -----------------------------------------------------------


def json_roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value, sort_keys=True, allow_nan=False))


def check_scores(game: Game, scores: Any, players: int) -> None:
    assert isinstance(scores, Scores), f"scores() gave {type(scores).__name__}"
    assert len(scores.totals) == players, "one total per seat"
    assert len(scores.breakdown) == players, "one breakdown per seat"
    for total in scores.totals:
        assert isinstance(total, int) and not isinstance(total, bool), f"total {total!r}"
    sums = getattr(game, SUMS_ATTRIBUTE, True)
    for seat, (total, breakdown) in enumerate(zip(scores.totals, scores.breakdown, strict=True)):
        assert isinstance(breakdown, Mapping), f"breakdown of seat {seat}"
        for category, points in breakdown.items():
            assert isinstance(category, str), f"category {category!r}"
            assert isinstance(points, int) and not isinstance(points, bool), (category, points)
        if sums:
            assert total == sum(breakdown.values()), (
                f"seat {seat}: total {total} is not the sum of {dict(breakdown)}")
    assert all(0 <= seat < players for seat in scores.winners), scores.winners
    assert len(set(scores.winners)) == len(scores.winners), scores.winners
    rival_ids = [rival.id for rival in scores.rivals]
    assert len(set(rival_ids)) == len(rival_ids), rival_ids
    assert set(scores.rival_winners) <= set(rival_ids), scores.rival_winners
    for rival in scores.rivals:
        if sums and rival.breakdown:
            assert rival.total == sum(rival.breakdown.values()), rival


def check_state(game: Game, state: State, players: int) -> None:
    """The invariants the contract promises of every full state, between any two steps."""
    problems = state.invariant_problems()
    assert problems == [], f"invariant_problems(): {problems}"
    acting = state.to_act()
    over = state.is_over()
    assert isinstance(acting, tuple), f"to_act() gave {type(acting).__name__}"
    assert len(set(acting)) == len(acting), f"to_act() repeats a seat: {acting}"
    assert all(isinstance(seat, int) and 0 <= seat < players for seat in acting), acting
    if over:
        assert acting == (), f"the game is over but {acting} must act"
    assert state.needs_resolution() == (not acting and not over), (
        f"needs_resolution()={state.needs_resolution()} with to_act={acting}, over={over}")
    for seat in range(players):
        legal = state.legal_actions(seat)
        if seat in acting:
            assert legal, f"seat {seat} must act but has no legal action"
            assert all(isinstance(action, Action) for action in legal)
            assert len(set(legal)) == len(legal), f"seat {seat}: a legal action is listed twice"
            for action in legal:
                assert Action.from_json(json_roundtrip(action.to_json())) == action, action
                assert state.action_kinds.problem(action) is None, (
                    f"{action} is legal but not of a kind (and arguments) the game declares")
            prompt = state.prompt(seat)
            assert isinstance(prompt, Prompt), f"seat {seat} acts without a prompt"
        else:
            assert legal == [], f"seat {seat} is not to act but has legal actions"
            assert state.prompt(seat) is None, f"seat {seat} is not to act but is prompted"
    snapshot = state.snapshot()
    assert json_roundtrip(snapshot) == snapshot, "snapshot() is not canonical JSON"
    check_scores(game, state.scores(), players)


def check_events(events: Any, players: int, emitted: Emitted | None = None) -> None:
    assert isinstance(events, list), f"events are a {type(events).__name__}"
    for event in events:
        assert isinstance(event, Event), event
        assert event.visible_to is None or all(0 <= s < players for s in event.visible_to)
    if emitted is not None:
        emitted.record(events)


class Emitted:
    """The events a game emitted, each with how it read when it was emitted (its repr: every
    field and parameter, at any depth): an event's parameters never change afterwards, so the
    log shows them as they were."""

    def __init__(self) -> None:
        self.events: list[tuple[Event, str]] = []

    def record(self, events: list[Event]) -> None:
        self.events += [(event, repr(event)) for event in events]

    def check_unchanged(self) -> None:
        for index, (event, then) in enumerate(self.events):
            assert repr(event) == then, (
                f"event {index} changed after it was emitted: {then} is now {event!r}")


def assert_refused(state: State, attempt: Callable[[], Any], what: str,
                   query: Callable[[], Any] | None = None,
                   shared: Shared | None = None) -> None:
    """``attempt`` must raise IllegalAction with a message key and leave the state as it was: its
    snapshot, and (given ``shared``, what every state of the set-up shares) every attribute at
    any depth. ``query`` asks first what the refusal asks (``why_illegal``): answers a state
    keeps for speed may be filled in by asking, never by refusing."""
    before = state.snapshot()
    if query is not None:
        query()
    kept = None if shared is None else shared.copy(state)
    try:
        attempt()
    except IllegalAction as refusal:
        assert isinstance(refusal.key, str) and refusal.key, f"{what}: key {refusal.key!r}"
    except Exception as problem:  # noqa: BLE001 - the contract wants IllegalAction, nothing else
        raise AssertionError(f"{what} raised {problem!r}, not IllegalAction") from problem
    else:
        raise AssertionError(f"{what} was accepted")
    assert state.snapshot() == before, f"{what} was refused but changed the state"
    if kept is not None:
        changed = differences(state, kept)
        assert not changed, f"{what} was refused but changed {changed[:5]}"


def made_up_actions(legal: list[Action], rng: Rng) -> Iterator[Action]:
    """Actions no rule offers: an unknown kind, a legal action with an argument bent, and a few
    of a legal action's malformed twins (``malformed_actions``)."""
    yield Action.of("conformance.made_up", value=rng.below(1000))
    if legal:
        action = rng.choice(legal)
        if action.args:
            index = rng.below(len(action.args))
            name, value = action.args[index]
            for bent in _bent(value):
                args = list(action.args)
                args[index] = (name, bent)
                yield Action(action.kind, tuple(args))
        yield Action.of(action.kind, **{**dict(action.args), "conformance_extra": 1})
        twins = list(malformed_actions(action))
        for _ in range(min(3, len(twins))):
            yield twins[rng.below(len(twins))]


def _bent(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return [not value, None]
    if isinstance(value, int):
        return [value + 1000, -1 - abs(value)]
    if isinstance(value, str):
        return [value + "?", ""]
    if isinstance(value, tuple):
        return [(*value, "?"), ()]
    return ["?"]


def type_twins(value: Any) -> list[Any]:
    """Values of another JSON type that Python may take for ``value``: true for 1, 1.0 for 1,
    "1" for 1, a list of it, null. A bool is never a number, a float never a whole number."""
    if isinstance(value, bool):
        return [int(value), float(value), str(value).lower(), None, (value,)]
    if isinstance(value, int):
        return [float(value), True, False, str(value), None, (value,)]
    if isinstance(value, float):
        return [int(value), str(value), None]
    if isinstance(value, str):
        return [None, 1, True, (value,)]
    if isinstance(value, tuple):
        inner = [(*value[:index], twin, *value[index + 1:])
                 for index, item in enumerate(value[:2]) for twin in type_twins(item)[:2]]
        return [*inner, None, value[0] if value else 0]
    return [0, False, ""]


def malformed_actions(action: Action) -> Iterator[Action]:
    """Every way a well-formed ``action`` can be made malformed: each argument's type twins,
    each argument missing or renamed, an extra argument, and the kind unknown."""
    args = action.args
    for index, (name, value) in enumerate(args):
        for twin in type_twins(value):
            yield Action(action.kind, (*args[:index], (name, twin), *args[index + 1:]))
        yield Action(action.kind, args[:index] + args[index + 1:])
        renamed = tuple(sorted((*args[:index], (name + "_", value), *args[index + 1:])))
        yield Action(action.kind, renamed)
    yield Action(action.kind, tuple(sorted((*args, ("conformance_extra", 1)))))
    yield Action(action.kind + "_", args)
    yield Action(action.kind.upper(), args)


def offered_exactly(action: Action, legal: list[Action]) -> bool:
    """Whether ``action`` is one of ``legal`` in its JSON form too: Python takes true for 1
    and 1.0 for 1, a save never does."""
    form = json.dumps(action.to_json(), sort_keys=True)
    return any(form == json.dumps(offer.to_json(), sort_keys=True)
               for offer in legal if offer == action)


def seat_twins(seat: int) -> list[Any]:
    """Seats of another type that Python may take for ``seat`` (True for 1, 0.0 for 0)."""
    return [float(seat), str(seat), *([bool(seat)] if seat in (0, 1) else [])]


# -- comparing every attribute ---------------------------------------------------------------


def _attributes(obj: Any) -> dict[str, Any]:
    """An object's attributes: its __dict__ and its __slots__ (set ones only)."""
    found: dict[str, Any] = {}
    attributes = getattr(obj, "__dict__", None)
    if isinstance(attributes, dict):
        found.update(attributes)
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                found[name] = getattr(obj, name)
    return found


def differences(a: Any, b: Any, limit: int = 20) -> list[str]:
    """Where two object graphs differ, as paths from their roots: a type, an atom's value, a
    container's length or keys, an object's attributes (``__dict__`` and ``__slots__``), at any
    depth. Objects both graphs share are equal; a bool is not 1 and 1.0 is not 1."""
    found: list[str] = []
    compared: set[tuple[int, int]] = set()
    pending: list[tuple[str, Any, Any]] = [("", a, b)]
    while pending and len(found) < limit:
        path, x, y = pending.pop()
        if x is y:
            continue
        where = path or "<root>"
        if type(x) is not type(y):
            found.append(f"{where}: {type(x).__name__} / {type(y).__name__}")
            continue
        if isinstance(x, _ATOMS):
            if x != y:
                found.append(f"{where}: {x!r} / {y!r}")
            continue
        if isinstance(x, _OPAQUE):
            found.append(f"{where}: not the same {type(x).__name__}")
            continue
        pair = (id(x), id(y))
        if pair in compared:
            continue
        compared.add(pair)
        if isinstance(x, dict):
            if x.keys() != y.keys():
                found.append(f"{where}: keys {sorted(map(repr, x.keys() ^ y.keys()))}")
                continue
            pending.extend((f"{path}[{key!r}]", value, y[key]) for key, value in x.items())
        elif isinstance(x, list | tuple | deque):
            if len(x) != len(y):
                found.append(f"{where}: {len(x)} / {len(y)} items")
                continue
            pending.extend((f"{path}[{index}]", item, other)
                           for index, (item, other) in enumerate(zip(x, y, strict=True)))
        elif isinstance(x, set | frozenset | bytes | bytearray):
            if x != y:
                found.append(f"{where}: {x!r} / {y!r}")
        else:
            mine, theirs = _attributes(x), _attributes(y)
            if mine.keys() != theirs.keys():
                found.append(f"{where}: attributes {sorted(mine.keys() ^ theirs.keys())}")
                continue
            pending.extend((f"{path}.{name}", value, theirs[name])
                           for name, value in mine.items())
    return found


class Shared:
    """What every state of one set-up shares (the map, the card data, the rules' tables):
    copies of a state leave it shared, so that copying stays cheap and comparing finds no
    difference in it."""

    def __init__(self, static: State) -> None:
        self.static = static  # kept alive: the ids below stay its objects'
        self.objects = {key: obj for key, (_, obj, _) in reachable(static).items()}
        # What the static state owns itself is never reached from another state.

    def copy(self, state: State) -> State:
        """A deep copy of ``state`` that shares with it only what every state shares."""
        return copy.deepcopy(state, dict(self.objects))


def hidden_events(view: State, seat: int | None) -> list[str]:
    """Paths (in a view) of events that ``seat`` may not see: a view holds none."""
    return sorted(path or "<the view itself>" for path, obj, _ in reachable(view).values()
                  if isinstance(obj, Event) and not obj.visible_for(seat))


# -- something going wrong inside a step -----------------------------------------------------


class Injected(Exception):
    """The fault ``failing_at`` raises inside the code it runs."""


def _traced(call: Callable[[], Any], on_line: Callable[[int], None]) -> int:
    """Run ``call`` telling ``on_line`` the count of every line of Python it runs (in every frame
    below it); returns the count."""
    count = 0

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "line":
            count += 1
            on_line(count)
        return tracer

    sys.settrace(tracer)
    try:
        call()
    finally:
        sys.settrace(None)
    return count


def lines_run(call: Callable[[], Any]) -> int:
    """How many lines of Python ``call`` runs."""
    return _traced(call, lambda line: None)


def failing_at(line: int, call: Callable[[], Any]) -> None:
    """Run ``call`` with an exception raised at its ``line``-th line of Python (counted as
    ``lines_run`` counts): something going wrong anywhere inside it. Raises Injected (or what
    the code made of it)."""

    def fail(count: int) -> None:
        if count == line:
            raise Injected(f"line {line}")

    _traced(call, fail)


# -- sharing between a state and its views ---------------------------------------------------

_ATOMS = (str, bytes, int, float, complex, bool, type(None), range, Enum)
_OPAQUE = (type, ModuleType, FunctionType, MethodType, BuiltinFunctionType)
_CONTAINERS = (list, dict, set, bytearray, deque)


def _children(obj: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield f"[{key!r}]", value
            yield f"<key {key!r}>", key
    elif isinstance(obj, list | tuple | deque):
        for index, value in enumerate(obj):
            yield f"[{index}]", value
    elif isinstance(obj, set | frozenset):
        for value in obj:
            yield "{…}", value
    else:
        attributes = getattr(obj, "__dict__", None)
        if isinstance(attributes, dict):
            for name, value in attributes.items():
                yield f".{name}", value
        for cls in type(obj).__mro__:
            slots = cls.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                    yield f".{name}", getattr(obj, name)


def _frozen(obj: Any) -> bool:
    return is_dataclass(obj) and not isinstance(obj, type) and obj.__dataclass_params__.frozen


def reachable(root: Any) -> dict[int, tuple[str, Any, bool]]:
    """Every object reachable from ``root`` by id, with a path to it (for messages) and whether
    it is only reachable inside a frozen dataclass: a value by convention (a sheet that is
    replaced, never changed; an event's parameters), which states may share."""
    seen: dict[int, tuple[str, Any, bool]] = {}
    stack: list[tuple[str, Any, bool]] = [("", root, False)]
    while stack:
        path, obj, inside_value = stack.pop()
        if isinstance(obj, _ATOMS + _OPAQUE):
            continue
        known = seen.get(id(obj))
        if known is not None and (known[2] <= inside_value):
            continue
        seen[id(obj)] = (path, obj, inside_value)
        below = inside_value or _frozen(obj)
        for step, child in _children(obj):
            stack.append((path + step, child, below))
    return seen


def _mutable(obj: Any) -> bool:
    return isinstance(obj, (*_CONTAINERS, Rng))


def shared_mutables(view: State, state: State, common: set[int]) -> list[str]:
    """Paths (in the view) of mutable objects the view shares with the state, leaving out
    ``common``, what every state shares (the ids reachable from an unrelated state of the same
    set-up, e.g. a map) and what frozen values hold."""
    in_state = reachable(state)
    return sorted(path or "<the view itself>"
                  for key, (path, obj, inside_value) in reachable(view).items()
                  if key in in_state and key not in common and not inside_value
                  and _mutable(obj))


_PROBE = object()


def scramble(view: State, common: set[int]) -> int:
    """Mutate every mutable thing reachable from ``view`` (except ``common``, what every state
    shares, and what frozen values hold): the state it came from must not notice. Returns how many things
    were mutated."""
    count = 0
    for key, (_, obj, inside_value) in reachable(view).items():
        if key in common or inside_value:
            continue
        if isinstance(obj, list | deque):
            obj.append(_PROBE)
        elif isinstance(obj, dict):
            obj[_PROBE] = _PROBE
        elif isinstance(obj, set):
            obj.add(_PROBE)
        elif isinstance(obj, bytearray):
            obj.append(0)
        elif isinstance(obj, Rng):
            obj.next_u64()
        else:
            continue
        count += 1
    return count


# -- playing ---------------------------------------------------------------------------------


def reference_playout(state: State, rng: Rng, game: Game, players: int,
                      check: bool = True) -> None:
    """What ``random_playout`` does (first seat to act, a random legal action, resolutions as
    they fall due) on the checked path: ``apply`` and ``resolve``."""
    for _ in range(100_000):
        if state.is_over():
            return
        seats = state.to_act()
        if seats:
            seat = seats[0]
            check_events(state.apply(seat, rng.choice(state.legal_actions(seat))), players)
        else:
            check_events(state.resolve(), players)
        if check:
            check_state(game, state, players)
    raise AssertionError("a checked playout did not end")


def step_randomly(state: State, rng: Rng) -> None:
    """One random step of a state: a legal action of a seat to act, or the due resolution."""
    seats = state.to_act()
    if seats:
        seat = rng.choice(list(seats))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    elif state.needs_resolution():
        state.resolve()

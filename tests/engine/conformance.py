"""Helpers of the conformance suite: the games and set-ups it plays, and the checks it makes of
every state. Everything here speaks only the engine contract (``tabibito.engine.State`` and
``Game``), so a game passes by keeping the contract, never by being known to the suite."""

from __future__ import annotations

import itertools
import json
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
            prompt = state.prompt(seat)
            assert isinstance(prompt, Prompt), f"seat {seat} acts without a prompt"
        else:
            assert legal == [], f"seat {seat} is not to act but has legal actions"
            assert state.prompt(seat) is None, f"seat {seat} is not to act but is prompted"
    snapshot = state.snapshot()
    assert json_roundtrip(snapshot) == snapshot, "snapshot() is not canonical JSON"
    check_scores(game, state.scores(), players)


def check_events(events: Any, players: int) -> None:
    assert isinstance(events, list), f"events are a {type(events).__name__}"
    for event in events:
        assert isinstance(event, Event), event
        assert event.visible_to is None or all(0 <= s < players for s in event.visible_to)


def assert_refused(state: State, attempt: Callable[[], Any], what: str) -> None:
    """``attempt`` must raise IllegalAction with a message key and leave the state as it was."""
    before = state.snapshot()
    try:
        attempt()
    except IllegalAction as refusal:
        assert isinstance(refusal.key, str) and refusal.key, f"{what}: key {refusal.key!r}"
    except Exception as problem:  # noqa: BLE001 - the contract wants IllegalAction, nothing else
        raise AssertionError(f"{what} raised {problem!r}, not IllegalAction") from problem
    else:
        raise AssertionError(f"{what} was accepted")
    assert state.snapshot() == before, f"{what} was refused but changed the state"


def made_up_actions(legal: list[Action], rng: Rng) -> Iterator[Action]:
    """Actions no rule offers: an unknown kind, and a legal action with an argument bent."""
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

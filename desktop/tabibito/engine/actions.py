"""Actions and events: small immutable values with a stable JSON form, and the declaration of
the action kinds a game takes (each with its arguments and their JSON types)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction, SaveError

_SCALARS = (str, int, float, bool, type(None))


def _freeze(value: Any) -> Any:
    """Lists from JSON become tuples so that actions stay hashable and comparable."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(item) for item in value)
    if isinstance(value, _SCALARS):
        return value
    raise TypeError(f"not a plain JSON value: {value!r}")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(item) for item in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat, e.g. ``Action.of("draw", to="s17", symbol="circle")``."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, **args: Any) -> Action:
        return cls(kind, tuple(sorted((name, _freeze(value)) for name, value in args.items())))

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **{name: _thaw(value) for name, value in self.args}}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise SaveError("save.corrupt", detail="action")
        args = {name: value for name, value in data.items() if name != "kind"}
        try:
            return cls.of(data["kind"], **args)
        except TypeError as exc:
            raise SaveError("save.corrupt", detail="action") from exc

    def __str__(self) -> str:
        inner = ", ".join(f"{name}={value}" for name, value in self.args)
        return f"{self.kind}({inner})"


# -- the action kinds a game takes ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ListOf:
    """A list argument (a tuple in an Action) whose every item is of the JSON type ``item``."""

    item: Any

    def fits(self, value: Any) -> bool:
        return type(value) is tuple and all(fits(item, self.item) for item in value)


@dataclass(frozen=True, slots=True)
class Omittable:
    """An argument an action of the kind may leave out (never null: absent or of ``shape``)."""

    shape: Any


def fits(value: Any, shape: Any) -> bool:
    """Whether ``value`` is of the JSON type ``shape``: ``str``, ``int``, ``bool`` (exactly: a bool
    is never a number, a float never a whole number) or a ``ListOf``."""
    if type(shape) is type:
        return type(value) is shape
    return bool(shape.fits(value))


class ActionKinds:
    """The action kinds of a game, each with its arguments' names and JSON types, e.g.
    ``ActionKinds({"draw": {"frm": str, "to": str}, "pass": {}})``; an argument wrapped in
    ``Omittable`` may be left out. ``problem`` refuses anything else (an unknown kind; an argument
    missing, extra, renamed, or of another type) before a rule is even asked."""

    def __init__(self, kinds: Mapping[str, Mapping[str, Any]]) -> None:
        # kind -> (each argument's type, the arguments it must have): looked up once per action
        self._kinds = {
            kind: ({name: shape.shape if isinstance(shape, Omittable) else shape
                    for name, shape in arguments.items()},
                   frozenset(name for name, shape in arguments.items()
                             if not isinstance(shape, Omittable)))
            for kind, arguments in kinds.items()}

    def problem(self, action: Any) -> IllegalAction | None:
        """Why ``action`` is not of a declared kind and shape, or None: the refusal of any
        action that is not allowed ("action.illegal"), which no rule need look at."""
        if type(action) is not Action or action.kind not in self._kinds:
            return IllegalAction("action.illegal", action=str(action))
        shapes, required = self._kinds[action.kind]
        args = action.args
        found = 0
        for name, value in args:
            shape = shapes.get(name)
            if shape is None or not fits(value, shape):
                return IllegalAction("action.illegal", action=str(action))
            if name in required:
                found += 1
        # every argument it must have, and each name once (an Action made by hand may repeat one)
        if found != len(required) or len(args) > 1 and len({name for name, _ in args}) < len(
                args):
            return IllegalAction("action.illegal", action=str(action))
        return None


# -- events ---------------------------------------------------------------------------------------


class Params(dict[str, Any]):
    """An event's parameters, read-only: events are values, shared between the log, the
    animations and (cached) between games, so nothing may change them once emitted."""

    __slots__ = ()

    def _read_only(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("an event's parameters never change")

    __setitem__ = __delitem__ = __ior__ = _read_only  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _read_only  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:  # pickled and copied as a whole, never item by item
        return (Params, (dict(self),))


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: a kind plus parameters, never prose.

    ``visible_to`` names the seats that may see it (``None``: everybody); ``reveals`` marks the
    moment hidden information came into the open, which ends what can be undone.
    """

    kind: str
    params: Mapping[str, Any] = field(default_factory=Params)
    visible_to: tuple[int, ...] | None = None
    reveals: bool = False

    def __post_init__(self) -> None:
        if type(self.params) is not Params:
            _set_params(self, Params(self.params))

    @classmethod
    def of(cls, kind: str, *, visible_to: tuple[int, ...] | None = None,
           reveals: bool = False, **params: Any) -> Event:
        return cls.made(kind, params, visible_to, reveals)  # params: this call's own dict

    @classmethod
    def made(cls, kind: str, params: dict[str, Any], visible_to: tuple[int, ...] | None = None,
             reveals: bool = False) -> Event:
        """``Event(kind, params, visible_to, reveals)``, quicker: for the events a game makes by
        thousands (pass a dict of the event's own, e.g. a literal, holding no list the state
        keeps). Made field by field through the slots, where the frozen dataclass's __init__
        goes through object.__setattr__; the parameters become read-only (Params)."""
        event = _new_event(cls)
        _set_kind(event, kind)
        _set_params(event, Params(params))
        _set_visible_to(event, visible_to)
        _set_reveals(event, reveals)
        return event

    def visible_for(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def __getitem__(self, name: str) -> Any:
        return self.params[name]


_new_event = object.__new__
# The slots' descriptors (mypy sees the fields' values, not the slot descriptors behind them).
_set_kind = Event.__dict__["kind"].__set__
_set_params = Event.__dict__["params"].__set__
_set_visible_to = Event.__dict__["visible_to"].__set__
_set_reveals = Event.__dict__["reveals"].__set__

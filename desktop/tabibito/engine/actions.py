"""Actions and events: small immutable values with a stable JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import SaveError

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


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: a kind plus parameters, never prose.

    ``visible_to`` names the seats that may see it (``None``: everybody); ``reveals`` marks the
    moment hidden information came into the open, which ends what can be undone.
    """

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None
    reveals: bool = False

    @classmethod
    def of(cls, kind: str, *, visible_to: tuple[int, ...] | None = None,
           reveals: bool = False, **params: Any) -> Event:
        return cls.made(kind, params, visible_to, reveals)  # params: this call's own dict

    @classmethod
    def made(cls, kind: str, params: dict[str, Any], visible_to: tuple[int, ...] | None = None,
             reveals: bool = False) -> Event:
        """``Event(kind, params, visible_to, reveals)``, quicker: for the events a game makes by
        thousands (pass a dict of the event's own, e.g. a literal). Made field by field through
        the slots, where the frozen dataclass's __init__ goes through object.__setattr__."""
        event = _new_event(cls)
        _set_kind(event, kind)
        _set_params(event, params)
        _set_visible_to(event, visible_to)
        _set_reveals(event, reveals)
        return event

    def visible_for(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def __getitem__(self, name: str) -> Any:
        return self.params[name]


_new_event = object.__new__
_set_kind = Event.kind.__set__  # type: ignore[attr-defined]
_set_params = Event.params.__set__  # type: ignore[attr-defined]
_set_visible_to = Event.visible_to.__set__  # type: ignore[attr-defined]
_set_reveals = Event.reveals.__set__  # type: ignore[attr-defined]

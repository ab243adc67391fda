"""Typed errors that carry a message key instead of a sentence.

The engine holds no user-facing prose: the UI (and the command line) turn the key and its
parameters into translated text.
"""

from __future__ import annotations

from typing import Any


class TabibitoError(Exception):
    """An error with a stable message key and the values its message needs."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.key
        details = ", ".join(f"{name}={value!r}" for name, value in sorted(self.params.items()))
        return f"{self.key} ({details})"


class IllegalAction(TabibitoError):
    """The action breaks a rule; the state is left exactly as it was."""


class OptionError(TabibitoError):
    """An impossible game set-up: unknown option, bad value, wrong number of seats."""


class SaveError(TabibitoError):
    """A save file that cannot be loaded: unreadable, corrupt, truncated, foreign or newer."""

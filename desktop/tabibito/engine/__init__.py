"""The shared, Qt-free core: game contract, chance, match log, saves and bots.

Each name is imported from its module when first asked for (PEP 562), so that importing one
small part (the errors, the registry) does not import the bots, the match and the saves: the
window's first frame waits only for what it shows. ``from tabibito.engine import Match`` works
as before; the type checker reads the imports below.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

# Each public name and the module that defines it (its own name there where it differs).
_HOMES: dict[str, str] = {
    **dict.fromkeys(("Action", "ActionKinds", "Event", "ListOf", "Omittable", "Params"), "actions"),
    **dict.fromkeys(("BotRequest", "RandomBot", "SearchBot", "Worker", "WorldSearch", "bot_rng",
                     "decision", "margin"), "bots"),
    "Budget": "budget",
    **dict.fromkeys(("DataError", "data_folder", "read_data_file"), "datafiles"),
    **dict.fromkeys(("IllegalAction", "OptionError", "SaveError", "TabibitoError"), "errors"),
    **dict.fromkeys(("BOT_LEVELS", "Bot", "Game", "OptionSpec", "Prompt", "Rival", "Scores", "Seat",
                     "State", "fingerprint"), "game"),
    **dict.fromkeys(("MAX_NAME_LENGTH", "name_problem"), "names"),
    **dict.fromkeys(("BOT_SECONDS", "Match", "Move"), "match"),
    **dict.fromkeys(("Policy", "policy_playout", "random_playout"), "playout"),
    "Registry": "registry",
    **dict.fromkeys(("Rng", "mix_seed"), "rng"),
    **dict.fromkeys(("MAX_SAVE_BYTES", "SAVE_FORMAT", "SAVE_VERSION", "check_save",
                     "clean_stale_temp_files", "escape_for_line", "parse_save", "read_save",
                     "write_json_atomic"), "saves"),
}
_RENAMED = {"name_problem": "check_player_name"}

__all__ = [  # every name of _HOMES (a test keeps them equal)
    "Action", "ActionKinds", "BOT_LEVELS", "BOT_SECONDS", "Bot", "BotRequest",
    "Budget", "DataError", "Event", "Game", "IllegalAction", "ListOf", "MAX_NAME_LENGTH",
    "MAX_SAVE_BYTES", "Match", "Move", "Omittable", "OptionError", "OptionSpec", "Params",
    "Policy", "Prompt", "RandomBot", "Registry", "Rival", "Rng", "SAVE_FORMAT", "SAVE_VERSION", "SaveError",
    "Scores", "SearchBot", "Seat", "State", "TabibitoError", "Worker", "WorldSearch", "bot_rng", "check_save",
    "clean_stale_temp_files", "data_folder", "decision", "escape_for_line", "fingerprint",
    "margin", "mix_seed", "name_problem", "parse_save", "policy_playout", "random_playout", "read_data_file", "read_save",
    "write_json_atomic",
]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        return _submodule(name)
    value = getattr(import_module(f".{home}", __name__), _RENAMED.get(name, name))
    globals()[name] = value  # asked once: the next lookup is a plain attribute
    return value


def _submodule(name: str) -> object:
    """``engine.saves`` and the like, as a package that imported its modules would have them."""
    try:
        return import_module(f".{name}", __name__)
    except ModuleNotFoundError as missing:
        if missing.name != f"{__name__}.{name}":
            raise  # the module exists, and something it imports does not
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


if TYPE_CHECKING:
    from .actions import Action, ActionKinds, Event, ListOf, Omittable, Params
    from .bots import (
        BotRequest,
        RandomBot,
        SearchBot,
        Worker,
        WorldSearch,
        bot_rng,
        decision,
        margin,
    )
    from .budget import Budget
    from .datafiles import DataError, data_folder, read_data_file
    from .errors import IllegalAction, OptionError, SaveError, TabibitoError
    from .game import (
        BOT_LEVELS,
        Bot,
        Game,
        OptionSpec,
        Prompt,
        Rival,
        Scores,
        Seat,
        State,
        fingerprint,
    )
    from .match import BOT_SECONDS, Match, Move
    from .names import MAX_NAME_LENGTH
    from .names import check_player_name as name_problem
    from .playout import Policy, policy_playout, random_playout
    from .registry import Registry
    from .rng import Rng, mix_seed
    from .saves import (
        MAX_SAVE_BYTES,
        SAVE_FORMAT,
        SAVE_VERSION,
        check_save,
        clean_stale_temp_files,
        escape_for_line,
        parse_save,
        read_save,
        write_json_atomic,
    )

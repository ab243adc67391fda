"""The shared, Qt-free core: game contract, chance, match log, saves and bots."""

from .actions import Action, Event
from .bots import Bot, BotWorker, RandomBot
from .errors import IllegalAction, OptionError, SaveError, TabibitoError
from .game import BOT_LEVELS, Game, OptionSpec, Scores, Seat, State
from .match import Match
from .registry import Registry
from .rng import Rng, mix_seed
from .saves import (
    MAX_SAVE_BYTES,
    SAVE_FORMAT,
    SAVE_VERSION,
    parse_save,
    read_save,
    write_json_atomic,
)

__all__ = [
    "BOT_LEVELS", "MAX_SAVE_BYTES", "SAVE_FORMAT", "SAVE_VERSION", "Action", "Bot", "BotWorker",
    "Event", "Game", "IllegalAction", "Match", "OptionError", "OptionSpec", "RandomBot",
    "Registry", "Rng", "SaveError", "Scores", "Seat", "State", "TabibitoError", "mix_seed",
    "parse_save", "read_save", "write_json_atomic",
]

"""The shared, Qt-free core: game contract, chance, match log, saves and bots."""

from .actions import Action, ActionKinds, Event, ListOf, Omittable, Params
from .bots import BotRequest, BotWorker, RandomBot, SearchBot, bot_rng, margin
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
from .playout import random_playout
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

__all__ = [
    "BOT_LEVELS", "BOT_SECONDS", "MAX_NAME_LENGTH", "MAX_SAVE_BYTES", "SAVE_FORMAT",
    "SAVE_VERSION", "Action", "ActionKinds", "Bot", "BotRequest", "BotWorker", "Budget", "DataError", "Event", "Game",
    "IllegalAction", "ListOf", "Match", "Move", "Omittable", "OptionError", "OptionSpec", "Params",
    "Prompt", "RandomBot",
    "Registry", "Rival", "Rng", "SaveError", "Scores", "SearchBot", "Seat", "State",
    "TabibitoError", "bot_rng", "check_save", "clean_stale_temp_files", "data_folder", "escape_for_line", "fingerprint", "margin", "mix_seed", "name_problem",
    "parse_save", "random_playout", "read_data_file", "read_save", "write_json_atomic",
]

"""Every user-facing text of Let's Go! To Japan (and its Passport expansion), in one translation
context ("LetsGo"), in modules by role:

- ``common``: the context, ``tr``, ``translate`` and ``named`` (a NOOP table's name, translated);
- ``options``: the title, the options, the score categories and the score sheet's details;
- ``names``: the sites of the cards, cities, days, icons, passports, rewards and trains;
- ``cards``: a card in words (its condition, reward, what it is), and the rounds;
- ``plurals``: the sentences with a count (the QObject ``LetsGo``, ``PLURALS``);
- ``prompts``: the status line of each decision, the trip's questions and their choices;
- ``log``: the game log's lines, one per event;
- ``moves``: a draft move in the log's words, for the replay of a step with no line yet;
- ``panel``: the side panel's words;
- ``errors``: why a move is refused.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts
them) and are translated when shown; sentences are translated first and their placeholders (%1,
%2, ...) filled afterwards; counts use Qt's %n plural forms through the QObject ``LetsGo``
(PLURALS). A ``#:`` comment above a message reaches the translators as its extracomment.

Site names are the real places of the cards (Sensō-ji, Fushimi Inari, ...); the descriptive
ones ("Cooking class") are translated. Effects, conditions and rewards are said in our own
short words, read from the game's data (never a rule decided here).

Everything is imported here too: ``from .texts import site_name`` works as before.
"""

from __future__ import annotations

from .cards import *  # noqa: F403

# Every public name of every module: the rest of the game imports its words from here.
from .common import *  # noqa: F403
from .errors import *  # noqa: F403
from .log import *  # noqa: F403
from .moves import *  # noqa: F403
from .names import *  # noqa: F403
from .options import *  # noqa: F403
from .panel import *  # noqa: F403
from .plurals import *  # noqa: F403
from .prompts import *  # noqa: F403

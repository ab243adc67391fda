"""Every user-facing text of Tokaido (and its Crossroads expansion), in one translation context
("Tokaido"), in modules by role:

- ``common``: the context, ``tr`` and ``named`` (a NOOP table's name, translated);
- ``options``: the title, the options, the score categories and the small formatting words;
- ``road``: the stops, inns, panoramas and travellers, and what a board element is in brief;
- ``cards``: souvenirs, meals, encounters, hot springs and achievements;
- ``crossroads``: the Crossroads cards (amulets, legendary objects, calligraphies, the die) and
  the Crossroads option of each stop;
- ``plurals``: the sentences with a count (the QObject ``Tokaido``, ``PLURALS``) and the results;
- ``prompts``: the status line of each decision;
- ``log``: the game log's lines, one per event;
- ``errors``: why a move is refused.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts them)
and are translated when shown; sentences are translated first and their placeholders (%1, %2, …)
filled afterwards; counts use Qt's %n plural forms through the QObject ``Tokaido`` (PLURALS). A
``#:`` comment above a message reaches the translators as its extracomment: it says where a name
is inserted and which form the sentence needs.

Card and traveller names are those of the official game; the Japanese words (Koma, Dango,
Annaibito, …) are names and stay names. Effects are said in our own short words.

Everything is imported here too: ``from .texts import stop_name`` works as before.
"""

from __future__ import annotations

from .cards import *  # noqa: F403

# Every public name of every module: the rest of the game imports its words from here.
from .common import *  # noqa: F403
from .crossroads import *  # noqa: F403
from .errors import *  # noqa: F403
from .log import *  # noqa: F403
from .options import *  # noqa: F403
from .plurals import *  # noqa: F403
from .prompts import *  # noqa: F403
from .road import *  # noqa: F403

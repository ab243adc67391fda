"""Every user-facing text of Next Station: Tokyo, in one translation context ("NextStation"), in
modules by role:

- ``common``: the context, ``tr`` and ``named`` (a NOOP table's name, translated);
- ``options``: the title, the options, the score categories and the solo ratings;
- ``names``: symbols, pencils, stations, cards, effects, objectives and districts;
- ``plurals``: the sentences with a count (the QObject ``NextStation``, ``PLURALS``) and the
  results;
- ``log``: the game log's lines, one per event;
- ``bar``: the action bar's line on what to do now;
- ``board``: what the board's stations, districts, badges and cards are (their tooltips);
- ``panel``: the side column's words: the hero, the score sheet and the buttons;
- ``errors``: why a move is refused;
- ``round_end``: the summary over the board when a round ends.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts them)
and are translated when shown; sentences are translated first and their placeholders (%1, %2, …)
filled afterwards; counts use Qt's %n plural forms. A ``#:`` comment above a message reaches the
translators as its extracomment (pyside6-lupdate): it says where a name is inserted and which
grammatical form the sentence needs, or how much room a text has.

Everything is imported here too: ``from .texts import winners_text`` works as before.
"""

from __future__ import annotations

from .bar import *  # noqa: F403
from .board import *  # noqa: F403

# Every public name of every module: the rest of the game imports its words from here.
from .common import *  # noqa: F403
from .errors import *  # noqa: F403
from .log import *  # noqa: F403
from .names import *  # noqa: F403
from .options import *  # noqa: F403
from .panel import *  # noqa: F403
from .plurals import *  # noqa: F403
from .round_end import *  # noqa: F403

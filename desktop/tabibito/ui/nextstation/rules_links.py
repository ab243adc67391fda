"""Where each element of the Next Station board leads in the rules (issue 10 §2).

Every item a player hovers carries the id of the rules section that explains it
(``RULES_SECTION_ROLE``, F1 opens it) and ends its tooltip with the shell's "F1: rules" line.
The ids are those of the rules contract for "nextstation".
"""

from __future__ import annotations

from ..kit.rules_links import hinted, link, link_widget, section_of  # noqa: F401 (the game's names)
from ..plugin_api import RULES_SECTION_PROPERTY

STATIONS = "stations"
DEPARTURE = "departure"
GREEN_STATION = "score-missed_green"  # a green station matters for the penalty when missed
INTERCHANGE = "interchanges"
DISTRICTS = "districts"
GUIDE = "drawing"  # a section is drawn along a guide
GREEN_LOOP = "double-track"  # only a double track may run along the printed loop
STAMPS = "score-stamps"
BADGE = "pencils"  # the line number is the round the pencil is drawn in
OBJECTIVES = "objectives"
CARDS = "cards"
LINES = "score-lines"  # line1..line4 on the score sheet

# Every id the board hands out: the rules must have them all (tests/ui/test_rules_hooks.py).
BOARD_SECTIONS = (STATIONS, DEPARTURE, GREEN_STATION, INTERCHANGE, DISTRICTS, GUIDE, GREEN_LOOP,
                  STAMPS, BADGE, OBJECTIVES, CARDS)

# The shell's F1 finds an item's section through RULES_SECTION_ROLE; a widget (the hero's
# card) carries it as this dynamic property.
WIDGET_PROPERTY = RULES_SECTION_PROPERTY








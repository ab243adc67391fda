"""Where each element of the Tokaido board leads in the rules (issue 10 §2).

Every item a player hovers carries the id of the rules section that explains it
(``RULES_SECTION_ROLE``, F1 opens it) and ends its tooltip with the shell's "F1: rules" line.
The ids are those of the rules contract for "tokaido".
"""

from __future__ import annotations

from ..kit.rules_links import (  # noqa: F401 (the game's names)
    hinted,
    link,
    link_widget,
    rules_hint,
    section_of,
)

# A stop's section by its kind; the three panoramas share one.
STOP_SECTIONS = {
    "village": "stop-village",
    "farm": "stop-farm",
    "paddy_panorama": "stop-panorama",
    "mountain_panorama": "stop-panorama",
    "sea_panorama": "stop-panorama",
    "hot_spring": "stop-hot-spring",
    "temple": "stop-temple",
    "encounter": "stop-encounter",
    "inn": "inns",
}
STOPS = "stops"  # a kind of stop the rules do not know (never on the shipped road)
INNS = "inns"
PAWNS = "movement"  # the traveller furthest behind moves
SCORE_TRACK = "scoring"
TEMPLE_TALLY = "score-temple_ranking"

# The groups of a traveller's tableau in the side column, by the journey card's keys.
JOURNEY_SECTIONS = {
    "panoramas": "score-panoramas",
    "souvenirs": "score-souvenirs",
    "meals": "score-meals",
    "hot_springs": "score-hot_springs",
    "encounters": "score-encounters",
    "temples": "score-temples",
    "achievements": "achievements",
    "cherry_trees": "score-cherry_trees",
    "bath_houses": "score-bath_houses",
    "legendary_objects": "score-legendary_objects",
    "calligraphies": "score-calligraphies",
    "amulets": "crossroads",
    "points": "scoring",
}

# Every id the board hands out: the rules must have them all (tests/ui/test_rules_hooks.py).
BOARD_SECTIONS = (*dict.fromkeys(STOP_SECTIONS.values()), PAWNS, SCORE_TRACK, TEMPLE_TALLY)


def stop_section(kind: str) -> str:
    return STOP_SECTIONS.get(kind, STOPS)






def journey_section(key: str) -> str | None:
    return JOURNEY_SECTIONS.get(key)




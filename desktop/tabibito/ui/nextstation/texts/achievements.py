"""The names and descriptions of Next Station's achievements in the records
(``games/nextstation/achievements.py`` decides them), and the emblem on each one's badge."""

from __future__ import annotations

from functools import partial

from ...kit import badge
from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import CONTEXT

# The names, short: a few words beside a badge.
NAMES = {
    "interchange_of_five": QT_TRANSLATE_NOOP("NextStation", "Five-line interchange"),
    "every_stamp": QT_TRANSLATE_NOOP("NextStation", "Every tourist stamp"),
    "whole_green_loop": QT_TRANSLATE_NOOP("NextStation", "Around the green loop"),
    "every_district": QT_TRANSLATE_NOOP("NextStation", "All of Tokyo"),
    "four_big_interchanges": QT_TRANSLATE_NOOP("NextStation", "City of interchanges"),
    "big_line": QT_TRANSLATE_NOOP("NextStation", "Main line"),
    "every_line_counts": QT_TRANSLATE_NOOP("NextStation", "No pencil wasted"),
    "both_objectives": QT_TRANSLATE_NOOP("NextStation", "Both objectives"),
    "hundred_points": QT_TRANSLATE_NOOP("NextStation", "A hundred points"),
    "top_solo_rating": QT_TRANSLATE_NOOP("NextStation", "Legend"),
}

# What earns each, one sentence.
DESCRIPTIONS = {
    "interchange_of_five": QT_TRANSLATE_NOOP(
        "NextStation", "Build a station where 5 lines meet."),
    "every_stamp": QT_TRANSLATE_NOOP("NextStation", "Reach all 8 tourist stamps."),
    "whole_green_loop": QT_TRANSLATE_NOOP("NextStation", "Reach all 8 green stations."),
    "every_district": QT_TRANSLATE_NOOP(
        "NextStation", "Have a station in each of the 13 districts."),
    "four_big_interchanges": QT_TRANSLATE_NOOP(
        "NextStation", "Have at least 4 stations where 3 or more lines meet."),
    "big_line": QT_TRANSLATE_NOOP("NextStation", "Score 30 points or more with one line."),
    "every_line_counts": QT_TRANSLATE_NOOP(
        "NextStation", "Score 10 points or more with each of your four lines."),
    "both_objectives": QT_TRANSLATE_NOOP(
        "NextStation", "Playing with the shared objectives, meet both of them."),
    "hundred_points": QT_TRANSLATE_NOOP("NextStation", "Score 100 points or more."),
    "top_solo_rating": QT_TRANSLATE_NOOP(
        "NextStation", "Playing alone, reach the best solo rating."),
}

# The picture in the middle of each badge (kit.badge.EMBLEMS).
EMBLEMS = {
    "interchange_of_five": "hub", "every_stamp": "stamp", "whole_green_loop": "loop",
    "every_district": "grid", "four_big_interchanges": "nodes", "big_line": "line",
    "every_line_counts": "lines", "both_objectives": "check", "hundred_points": "hundred",
    "top_solo_rating": "medal",
}
SEAL = "square"  # a station sign's rounded square: the subway's map

# The name, description and badge of one achievement (GameUI.achievement_look).
achievement_look = partial(badge.look, CONTEXT, NAMES, DESCRIPTIONS, EMBLEMS, SEAL)

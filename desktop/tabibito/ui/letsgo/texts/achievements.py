"""The names and descriptions of Let's Go's achievements in the records (``games/letsgo/
achievements.py`` decides them), and the emblem on each one's badge."""

from __future__ import annotations

from functools import partial

from ...kit import badge
from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import CONTEXT

# The names, short: a few words beside a badge.
NAMES = {
    "highlight_every_day": QT_TRANSLATE_NOOP("LetsGo", "A highlight every day"),
    "perfect_mood": QT_TRANSLATE_NOOP("LetsGo", "Perfect mood"),
    "seasoned_traveller": QT_TRANSLATE_NOOP("LetsGo", "Seasoned traveller"),
    "first_class": QT_TRANSLATE_NOOP("LetsGo", "First class"),
    "scholar": QT_TRANSLATE_NOOP("LetsGo", "Well researched"),
    "big_day": QT_TRANSLATE_NOOP("LetsGo", "A day to remember"),
    "grand_tour": QT_TRANSLATE_NOOP("LetsGo", "Grand tour"),
    "beat_the_agency": QT_TRANSLATE_NOOP("LetsGo", "Better than the agency"),
    "beat_the_hard_agency": QT_TRANSLATE_NOOP("LetsGo", "Better than the hard agency"),
    "photo_finish": QT_TRANSLATE_NOOP("LetsGo", "Photo finish"),
}

# What earns each, one sentence.
DESCRIPTIONS = {
    "highlight_every_day": QT_TRANSLATE_NOOP(
        "LetsGo", "Score the highlight of the day on all six days, Monday to Saturday."),
    "perfect_mood": QT_TRANSLATE_NOOP(
        "LetsGo", "End the trip with happiness at the top of its track and no stress at all."),
    "seasoned_traveller": QT_TRANSLATE_NOOP(
        "LetsGo", "Score 15 points for experience, the best the table gives."),
    "first_class": QT_TRANSLATE_NOOP(
        "LetsGo", "End with trains that cost you nothing: luxury tickets make up for every "
                  "standard one."),
    "scholar": QT_TRANSLATE_NOOP("LetsGo", "Score 15 points or more with research tokens."),
    "big_day": QT_TRANSLATE_NOOP("LetsGo", "Score 20 points or more on a single day."),
    "grand_tour": QT_TRANSLATE_NOOP("LetsGo", "Score 120 points or more."),
    "beat_the_agency": QT_TRANSLATE_NOOP(
        "LetsGo", "Playing alone, plan a better trip than the travel agency."),
    "beat_the_hard_agency": QT_TRANSLATE_NOOP(
        "LetsGo", "Playing alone, plan a better trip than the hard travel agency."),
    "photo_finish": QT_TRANSLATE_NOOP("LetsGo", "Win by a single point."),
}

# The picture in the middle of each badge (kit.badge.EMBLEMS).
EMBLEMS = {
    "highlight_every_day": "sun", "perfect_mood": "smile", "seasoned_traveller": "compass",
    "first_class": "train", "scholar": "book", "big_day": "star", "grand_tour": "torii",
    "beat_the_agency": "flag", "beat_the_hard_agency": "crown", "photo_finish": "finish",
}
SEAL = "flower"  # a cherry blossom's outline: the trip of a season

# The name, description and badge of one achievement (GameUI.achievement_look).
achievement_look = partial(badge.look, CONTEXT, NAMES, DESCRIPTIONS, EMBLEMS, SEAL)

"""The names and descriptions of Tokaido's achievements in the records (``games/tokaido/
achievements.py`` decides them), and the emblem on each one's badge. Not the achievement cards
of the game itself (``cards``): these are the player's own honours, kept across games."""

from __future__ import annotations

from functools import partial

from ...kit import badge
from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import CONTEXT

# The names, short: a few words beside a badge.
NAMES = {
    "every_panorama": QT_TRANSLATE_NOOP("Tokaido", "Painter of the road"),
    "first_at_every_panorama": QT_TRANSLATE_NOOP("Tokaido", "First at every view"),
    "meal_at_every_inn": QT_TRANSLATE_NOOP("Tokaido", "A meal at every inn"),
    "greatest_donor": QT_TRANSLATE_NOOP("Tokaido", "The temples' greatest donor"),
    "every_souvenir_family": QT_TRANSLATE_NOOP("Tokaido", "A gift for everyone"),
    "long_soak": QT_TRANSLATE_NOOP("Tokaido", "A long soak"),
    "many_friends": QT_TRANSLATE_NOOP("Tokaido", "Friends along the road"),
    "three_accolades": QT_TRANSLATE_NOOP("Tokaido", "Three accolades"),
    "great_journey": QT_TRANSLATE_NOOP("Tokaido", "A great journey"),
    "photo_finish": QT_TRANSLATE_NOOP("Tokaido", "Photo finish"),
}

# What earns each, one sentence.
DESCRIPTIONS = {
    "every_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Complete all three panoramas: sea, mountains and rice paddies."),
    "first_at_every_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Be the first to complete each of the three panoramas."),
    "meal_at_every_inn": QT_TRANSLATE_NOOP(
        "Tokaido", "Eat a meal at each of the four inns after Kyoto."),
    "greatest_donor": QT_TRANSLATE_NOOP(
        "Tokaido", "Give the temples more coins than anyone else."),
    "every_souvenir_family": QT_TRANSLATE_NOOP(
        "Tokaido", "Buy souvenirs of all four kinds: small objects, clothing, art, food and "
                   "drink."),
    "long_soak": QT_TRANSLATE_NOOP("Tokaido", "Bathe in three or more hot springs."),
    "many_friends": QT_TRANSLATE_NOOP("Tokaido", "Have five or more encounters."),
    "three_accolades": QT_TRANSLATE_NOOP(
        "Tokaido", "Win three of the final achievement cards: Gourmet, Collector, Bather, "
                   "Chatterbox."),
    "great_journey": QT_TRANSLATE_NOOP("Tokaido", "Score 100 points or more."),
    "photo_finish": QT_TRANSLATE_NOOP("Tokaido", "Win by a single point."),
}

# The picture in the middle of each badge (kit.badge.EMBLEMS).
EMBLEMS = {
    "every_panorama": "mountain", "first_at_every_panorama": "first",
    "meal_at_every_inn": "bowl", "greatest_donor": "temple", "every_souvenir_family": "gift",
    "long_soak": "steam", "many_friends": "people", "three_accolades": "laurel",
    "great_journey": "road", "photo_finish": "finish",
}
SEAL = "round"  # a hanko's ring: the road of the Edo period


# The name, description and badge of one achievement (GameUI.achievement_look).
achievement_look = partial(badge.look, CONTEXT, NAMES, DESCRIPTIONS, EMBLEMS, SEAL)

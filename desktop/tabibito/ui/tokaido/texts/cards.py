"""The names of Tokaido's cards: souvenirs and their families, meals, encounters, hot springs
and achievements, with what each does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named, tr
from .road import PANORAMAS, panorama_name

# --- cards --------------------------------------------------------------------------------------

SOUVENIRS = {
    #: a souvenir card's name (a Japanese word kept as a name), inserted into "%1 buys %2"
    "koma": QT_TRANSLATE_NOOP("Tokaido", "Koma"),
    #: a souvenir card's name, like "Koma"
    "gofu": QT_TRANSLATE_NOOP("Tokaido", "Gofu"),
    #: a souvenir card's name, like "Koma"
    "yunomi": QT_TRANSLATE_NOOP("Tokaido", "Yunomi"),
    #: a souvenir card's name, like "Koma"
    "uchiwa": QT_TRANSLATE_NOOP("Tokaido", "Uchiwa"),
    #: a souvenir card's name, like "Koma"
    "hashi": QT_TRANSLATE_NOOP("Tokaido", "Hashi"),
    #: a souvenir card's name, like "Koma"
    "washi": QT_TRANSLATE_NOOP("Tokaido", "Washi"),
    #: a souvenir card's name, like "Koma"
    "manju": QT_TRANSLATE_NOOP("Tokaido", "Manju"),
    #: a souvenir card's name, like "Koma"
    "kamaboko": QT_TRANSLATE_NOOP("Tokaido", "Kamaboko"),
    #: a souvenir card's name, like "Koma"
    "konpeito": QT_TRANSLATE_NOOP("Tokaido", "Konpeito"),
    #: a souvenir card's name, like "Koma"
    "ocha": QT_TRANSLATE_NOOP("Tokaido", "Ocha"),
    #: a souvenir card's name, like "Koma"
    "sake": QT_TRANSLATE_NOOP("Tokaido", "Sake"),
    #: a souvenir card's name, like "Koma"
    "daifuku": QT_TRANSLATE_NOOP("Tokaido", "Daifuku"),
    #: a souvenir card's name, like "Koma"
    "haori": QT_TRANSLATE_NOOP("Tokaido", "Haori"),
    #: a souvenir card's name, like "Koma"
    "furoshiki": QT_TRANSLATE_NOOP("Tokaido", "Furoshiki"),
    #: a souvenir card's name, like "Koma"
    "sandogasa": QT_TRANSLATE_NOOP("Tokaido", "Sandogasa"),
    #: a souvenir card's name, like "Koma"
    "kanzashi": QT_TRANSLATE_NOOP("Tokaido", "Kanzashi"),
    #: a souvenir card's name, like "Koma"
    "geta": QT_TRANSLATE_NOOP("Tokaido", "Geta"),
    #: a souvenir card's name, like "Koma"
    "yukata": QT_TRANSLATE_NOOP("Tokaido", "Yukata"),
    #: a souvenir card's name, like "Koma"
    "netsuke": QT_TRANSLATE_NOOP("Tokaido", "Netsuke"),
    #: a souvenir card's name, like "Koma"
    "jubako": QT_TRANSLATE_NOOP("Tokaido", "Jubako"),
    #: a souvenir card's name, like "Koma"
    "shikki": QT_TRANSLATE_NOOP("Tokaido", "Shikki"),
    #: a souvenir card's name, like "Koma"
    "shamisen": QT_TRANSLATE_NOOP("Tokaido", "Shamisen"),
    #: a souvenir card's name, like "Koma"
    "sumie": QT_TRANSLATE_NOOP("Tokaido", "Sumie"),
    #: a souvenir card's name, like "Koma"
    "ukiyoe": QT_TRANSLATE_NOOP("Tokaido", "Ukiyoe"),
}

FAMILIES = {
    #: a family of souvenirs, used as a label (a set holds one souvenir of each family)
    "small_objects": QT_TRANSLATE_NOOP("Tokaido", "Small objects"),
    #: a family of souvenirs, like "Small objects"
    "food_and_drink": QT_TRANSLATE_NOOP("Tokaido", "Food and drink"),
    #: a family of souvenirs, like "Small objects"
    "clothing": QT_TRANSLATE_NOOP("Tokaido", "Clothing"),
    #: a family of souvenirs, like "Small objects"
    "art": QT_TRANSLATE_NOOP("Tokaido", "Art"),
    #: the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)
    "fifth": QT_TRANSLATE_NOOP("Tokaido", "Fifth family"),
}
FAMILY_ORDER = ("small_objects", "food_and_drink", "clothing", "art", "fifth")

DISHES = {
    #: a dish on a meal card (a Japanese word kept as a name), inserted into "%1 eats %2"
    "dango": QT_TRANSLATE_NOOP("Tokaido", "Dango"),
    #: a dish on a meal card, like "Dango"
    "nigirimeshi": QT_TRANSLATE_NOOP("Tokaido", "Nigirimeshi"),
    #: a dish on a meal card, like "Dango"
    "misoshiru": QT_TRANSLATE_NOOP("Tokaido", "Misoshiru"),
    #: a dish on a meal card, like "Dango"
    "tofu": QT_TRANSLATE_NOOP("Tokaido", "Tofu"),
    #: a dish on a meal card, like "Dango"
    "tempura": QT_TRANSLATE_NOOP("Tokaido", "Tempura"),
    #: a dish on a meal card, like "Dango"
    "sushi": QT_TRANSLATE_NOOP("Tokaido", "Sushi"),
    #: a dish on a meal card, like "Dango"
    "soba": QT_TRANSLATE_NOOP("Tokaido", "Soba"),
    #: a dish on a meal card, like "Dango"
    "yakitori": QT_TRANSLATE_NOOP("Tokaido", "Yakitori"),
    #: a dish on a meal card, like "Dango"
    "unagi": QT_TRANSLATE_NOOP("Tokaido", "Unagi"),
    #: a dish on a meal card, like "Dango"
    "udon": QT_TRANSLATE_NOOP("Tokaido", "Udon"),
    #: a dish on a meal card, like "Dango"
    "fugu": QT_TRANSLATE_NOOP("Tokaido", "Fugu"),
    #: a dish on a meal card, like "Dango"
    "tai_meshi": QT_TRANSLATE_NOOP("Tokaido", "Tai meshi"),
    #: a dish on a meal card, like "Dango"
    "sashimi": QT_TRANSLATE_NOOP("Tokaido", "Sashimi"),
    #: a dish on a meal card, like "Dango"
    "donburi": QT_TRANSLATE_NOOP("Tokaido", "Donburi"),
}

ENCOUNTERS = {
    #: an encounter card (a Japanese word kept as a name: the craftsman), used as a label
    "shokunin": QT_TRANSLATE_NOOP("Tokaido", "Shokunin"),
    #: an encounter card (the guide), like "Shokunin"
    "annaibito": QT_TRANSLATE_NOOP("Tokaido", "Annaibito"),
    #: an encounter card, like "Shokunin"
    "samurai": QT_TRANSLATE_NOOP("Tokaido", "Samurai"),
    #: an encounter card (the noble), like "Shokunin"
    "kuge": QT_TRANSLATE_NOOP("Tokaido", "Kuge"),
    #: an encounter card (the priestess), like "Shokunin"
    "miko": QT_TRANSLATE_NOOP("Tokaido", "Miko"),
}

ENCOUNTER_EFFECTS = {
    "shokunin": QT_TRANSLATE_NOOP("Tokaido", "The craftsman gives a souvenir from the deck."),
    "annaibito": QT_TRANSLATE_NOOP(
        "Tokaido", "The guide shows the next part of a panorama; once that panorama is complete, "
                   "of any panorama you choose."),
    "samurai": QT_TRANSLATE_NOOP("Tokaido", "The samurai's company is worth 3 points."),
    "kuge": QT_TRANSLATE_NOOP("Tokaido", "The noble gives 3 coins."),
    "miko": QT_TRANSLATE_NOOP(
        "Tokaido", "The priestess puts a coin from the bank on the temple for you: 1 point."),
}

ANNAIBITO_EFFECTS = {
    "paddy": QT_TRANSLATE_NOOP(
        "Tokaido", "The next part of the rice paddy panorama; once that one is complete, of any "
                   "panorama you choose."),
    "mountain": QT_TRANSLATE_NOOP(
        "Tokaido", "The next part of the mountain panorama; once that one is complete, of any "
                   "panorama you choose."),
    "sea": QT_TRANSLATE_NOOP(
        "Tokaido", "The next part of the sea panorama; once that one is complete, of any "
                   "panorama you choose."),
}

ACHIEVEMENTS = {
    #: an achievement card, for the first traveller to complete the rice paddy panorama
    "paddy": QT_TRANSLATE_NOOP("Tokaido", "Rice paddy panorama"),
    #: an achievement card, for the first to complete the mountain panorama
    "mountain": QT_TRANSLATE_NOOP("Tokaido", "Mountain panorama"),
    #: an achievement card, for the first to complete the sea panorama
    "sea": QT_TRANSLATE_NOOP("Tokaido", "Sea panorama"),
    #: an achievement card (the highest meal prices); also a category of the score sheet
    "gourmet": QT_TRANSLATE_NOOP("Tokaido", "Gourmet"),
    #: an achievement card (the most souvenirs); also a category of the score sheet
    "collector": QT_TRANSLATE_NOOP("Tokaido", "Collector"),
    #: an achievement card (the most hot springs); also a category of the score sheet
    "bather": QT_TRANSLATE_NOOP("Tokaido", "Bather"),
    #: an achievement card (the most encounters); also a category of the score sheet
    "chatterbox": QT_TRANSLATE_NOOP("Tokaido", "Chatterbox"),
}

ACHIEVEMENT_EFFECTS = {
    "paddy": QT_TRANSLATE_NOOP(
        "Tokaido", "3 points for the first traveller to complete the rice paddy panorama."),
    "mountain": QT_TRANSLATE_NOOP(
        "Tokaido", "3 points for the first traveller to complete the mountain panorama."),
    "sea": QT_TRANSLATE_NOOP(
        "Tokaido", "3 points for the first traveller to complete the sea panorama."),
    "gourmet": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 3 points for the highest total of meal prices."),
    "collector": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 3 points for the most souvenirs (legendary objects count)."),
    "bather": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 3 points for the most hot springs (bath houses count)."),
    "chatterbox": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 3 points for the most encounters (calligraphies count)."),
}


def souvenir_name(card_id: str) -> str:
    return named(SOUVENIRS, card_id)


def family_name(family: str | int) -> str:
    """A souvenir family by name or by its index (4: the fifth family of Crossroads)."""
    if isinstance(family, int):
        family = FAMILY_ORDER[family] if 0 <= family < len(FAMILY_ORDER) else str(family)
    return named(FAMILIES, family)


def meal_name(card_or_dish: str) -> str:
    if card_or_dish in DISHES:  # "tai_meshi" is a dish, not a card of "tai"
        return tr(DISHES[card_or_dish])
    return named(DISHES, card_or_dish.rsplit("_", 1)[0])


def encounter_parts(card_or_kind: str) -> tuple[str, str | None]:
    """(kind, panorama of an Annaibito card or None)."""
    parts = card_or_kind.split("_")
    kind = parts[0]
    panorama = parts[1] if kind == "annaibito" and len(parts) > 1 and parts[1] in PANORAMAS \
        else None
    return kind, panorama


def encounter_name(card_or_kind: str) -> str:
    """"Samurai"; an Annaibito card with the panorama it shows: "Annaibito (Sea panorama)"."""
    kind, panorama = encounter_parts(card_or_kind)
    name = named(ENCOUNTERS, kind)
    if panorama is None:
        return name
    #: an Annaibito (guide) card and the panorama it shows: "Annaibito (Sea panorama)"
    return fill(QCoreApplication.translate("Tokaido", "%1 (%2)"), name, panorama_name(panorama))


def encounter_effect(card_or_kind: str) -> str:
    kind, panorama = encounter_parts(card_or_kind)
    if panorama is not None:
        return tr(ANNAIBITO_EFFECTS[panorama])
    return named(ENCOUNTER_EFFECTS, kind)


def achievement_name(achievement_id: str) -> str:
    return named(ACHIEVEMENTS, achievement_id)


def achievement_effect(achievement_id: str) -> str:
    return named(ACHIEVEMENT_EFFECTS, achievement_id)


def hot_spring_name(card: str | None = None) -> str:
    """A hot spring card's name: every card has the same, ``card`` (its id) only says its
    points."""
    return QCoreApplication.translate("Tokaido", "Hot spring card")

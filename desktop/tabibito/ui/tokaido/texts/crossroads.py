"""The names of the Crossroads expansion: the Crossroads option of each stop, the amulets,
legendary objects and calligraphies with what they do, the faces of the fortune die, the cherry
trees, bath houses and the gaming room.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tabibito.games.tokaido import rules
from tabibito.games.tokaido.data import Crossroads

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named, tr
from .plurals import coins_text, points_text

# The numbers (%1, %2) come from the Crossroads tables of the game's data (crossroads.json).
#: %1 the points of a cherry tree ("2 points"), %2 its coins ("1 coin")
_CHERRY_TREE_INSTEAD = QT_TRANSLATE_NOOP(
    "Tokaido", "Crossroads: take a cherry tree instead: %1 and %2.")
CROSSROADS_EFFECTS = {
    "village": QT_TRANSLATE_NOOP("Tokaido", "Crossroads: buy one legendary object instead."),
    #: %1 the price of an amulet ("1 coin")
    "temple": QT_TRANSLATE_NOOP(
        "Tokaido", "Crossroads: pay %1 to the bank for an amulet of your choice instead."),
    #: %1 the price of a calligraphy ("1 coin")
    "encounter": QT_TRANSLATE_NOOP(
        "Tokaido", "Crossroads: pay %1 for a calligraphy of your choice instead."),
    "paddy_panorama": _CHERRY_TREE_INSTEAD,
    "mountain_panorama": _CHERRY_TREE_INSTEAD,
    "sea_panorama": _CHERRY_TREE_INSTEAD,
    #: %1 the price of a bath house ("1 coin"), %2 its points ("4 points")
    "hot_spring": QT_TRANSLATE_NOOP(
        "Tokaido", "Crossroads: pay %1 for a bath house instead: %2."),
    #: %1 the stake of the gaming room ("2 coins")
    "farm": QT_TRANSLATE_NOOP(
        "Tokaido", "Crossroads: bet %1 in the gaming room and roll the fortune die instead."),
    "inn": QT_TRANSLATE_NOOP("Tokaido", "Crossroads offers nothing else at an inn."),
}

# --- Crossroads ---------------------------------------------------------------------------------

AMULETS = {
    #: an amulet card (Crossroads), inserted into "%1 uses the %2 amulet."
    "vitality": QT_TRANSLATE_NOOP("Tokaido", "Vitality"),
    #: an amulet card, like "Vitality"
    "fortune": QT_TRANSLATE_NOOP("Tokaido", "Fortune"),
    #: an amulet card, like "Vitality"
    "health": QT_TRANSLATE_NOOP("Tokaido", "Health"),
    #: an amulet card, like "Vitality"
    "friendship": QT_TRANSLATE_NOOP("Tokaido", "Friendship"),
    #: an amulet card, like "Vitality"
    "hospitality": QT_TRANSLATE_NOOP("Tokaido", "Hospitality"),
    #: an amulet card, like "Vitality"
    "devotion": QT_TRANSLATE_NOOP("Tokaido", "Devotion"),
}

AMULET_EFFECTS = {
    "vitality": QT_TRANSLATE_NOOP(
        "Tokaido", "When a move takes you into the lead, you may move once more (not after "
                   "reaching an inn)."),
    "fortune": QT_TRANSLATE_NOOP(
        "Tokaido", "Before your move, roll the fortune die and take as many coins as it shows."),
    "health": QT_TRANSLATE_NOOP(
        "Tokaido", "Take both effects of the stop you reach, in the order you like."),
    "friendship": QT_TRANSLATE_NOOP(
        "Tokaido", "Stop at a single stop another traveller holds; you count as behind them."),
    "hospitality": QT_TRANSLATE_NOOP("Tokaido", "Your meal at an inn is free."),
    "devotion": QT_TRANSLATE_NOOP(
        "Tokaido", "The coins you pay for one card go onto the temple: 1 point each."),
}

LEGENDARY = {
    #: a legendary object card (Crossroads; a Japanese word kept as a name), like "Koma"
    "shodo": QT_TRANSLATE_NOOP("Tokaido", "Shodo"),
    #: a legendary object card, like "Shodo"
    "emaki": QT_TRANSLATE_NOOP("Tokaido", "Emaki"),
    #: a legendary object card, like "Shodo"
    "buppatsu": QT_TRANSLATE_NOOP("Tokaido", "Buppatsu"),
    #: a legendary object card, like "Shodo"
    "ema": QT_TRANSLATE_NOOP("Tokaido", "Ema"),
    #: a legendary object card, like "Shodo"
    "murasame": QT_TRANSLATE_NOOP("Tokaido", "Murasame"),
    #: a legendary object card, like "Shodo"
    "masamune": QT_TRANSLATE_NOOP("Tokaido", "Masamune"),
}

_SOUVENIR_POINTS_EFFECT = QT_TRANSLATE_NOOP(
    "Tokaido", "1 point for each souvenir and legendary object you own, then 1 more point for "
               "each later souvenir.")
_FIFTH_FAMILY_EFFECT = QT_TRANSLATE_NOOP(
    "Tokaido", "Counts as a souvenir of a fifth family in your sets.")
#: the effect of Murasame and Masamune: %1 their points ("8 points")
_POINTS_EFFECT = QT_TRANSLATE_NOOP("Tokaido", "%1.")
LEGENDARY_EFFECTS = {
    "shodo": _SOUVENIR_POINTS_EFFECT, "emaki": _SOUVENIR_POINTS_EFFECT,
    "buppatsu": _FIFTH_FAMILY_EFFECT, "ema": _FIFTH_FAMILY_EFFECT,
    "murasame": _POINTS_EFFECT, "masamune": _POINTS_EFFECT,
}

CALLIGRAPHIES = {
    #: a calligraphy card (Crossroads), a virtue, inserted into "%1 buys the calligraphy %2."
    "contemplation": QT_TRANSLATE_NOOP("Tokaido", "Contemplation"),
    #: a calligraphy card, like "Contemplation"
    "nostalgia": QT_TRANSLATE_NOOP("Tokaido", "Nostalgia"),
    #: a calligraphy card, like "Contemplation"
    "patience": QT_TRANSLATE_NOOP("Tokaido", "Patience"),
    #: a calligraphy card, like "Contemplation"
    "perfection": QT_TRANSLATE_NOOP("Tokaido", "Perfection"),
    #: a calligraphy card, like "Contemplation"
    "foresight": QT_TRANSLATE_NOOP("Tokaido", "Foresight"),
    #: a calligraphy card, like "Contemplation"
    "fasting": QT_TRANSLATE_NOOP("Tokaido", "Fasting"),
}

CALLIGRAPHY_EFFECTS = {
    "contemplation": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 3 points per completed panorama and 1 per cherry tree."),
    "nostalgia": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 2 points per legendary object and 1 per souvenir."),
    "patience": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 6 points for the last to reach the final inn, 4 for the one "
                   "before, 2 for everyone else."),
    "perfection": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 2 points per achievement card and 1 per calligraphy, this one "
                   "included."),
    "foresight": QT_TRANSLATE_NOOP("Tokaido", "At the end, 2 points per coin left."),
    "fasting": QT_TRANSLATE_NOOP(
        "Tokaido", "At the end, 2 points per meal not eaten (of the four of a journey)."),
}

DIE_FACES = {
    #: a face of the fortune die: the stake is lost (nothing comes back)
    "lose": QT_TRANSLATE_NOOP("Tokaido", "×0"),
    #: a face of the fortune die: the stake once (it comes back)
    "times_1": QT_TRANSLATE_NOOP("Tokaido", "×1"),
    #: a face of the fortune die: the stake twice
    "times_2": QT_TRANSLATE_NOOP("Tokaido", "×2"),
    #: a face of the fortune die: the stake three times
    "times_3": QT_TRANSLATE_NOOP("Tokaido", "×3"),
    #: a face of the fortune die: the stake four times
    "times_4": QT_TRANSLATE_NOOP("Tokaido", "×4"),
}
DIE_FACE_OF_TIMES = {times: face for face, times in rules.DIE_MULTIPLIER.items()}


def crossroads_effect(kind: str, tables: Crossroads) -> str:
    """The Crossroads option of a stop, with the prices and points of ``tables`` (the game's
    data: ``view.rules.data.crossroads``)."""
    numbers = {
        "temple": (coins_text(tables.amulet_price),),
        "encounter": (coins_text(tables.calligraphy_price),),
        "hot_spring": (coins_text(tables.bath_house_price), points_text(tables.bath_house_points)),
        "farm": (coins_text(tables.gaming_room_stake),),
    }
    if kind.endswith("_panorama"):
        return fill(tr(_CHERRY_TREE_INSTEAD), points_text(tables.cherry_tree_points),
                    coins_text(tables.cherry_tree_coins))
    return fill(named(CROSSROADS_EFFECTS, kind), *numbers.get(kind, ()))


def amulet_name(amulet_id: str) -> str:
    return named(AMULETS, amulet_id)


def amulet_effect(amulet_id: str) -> str:
    return named(AMULET_EFFECTS, amulet_id)


def legendary_name(object_id: str) -> str:
    return named(LEGENDARY, object_id)


def legendary_effect(object_id: str, tables: Crossroads) -> str:
    """What a legendary object does; the points of Murasame and Masamune from ``tables``."""
    points = next((o.points for o in tables.legendary_objects if o.id == object_id), 0)
    return fill(named(LEGENDARY_EFFECTS, object_id), points_text(points))


def calligraphy_name(calligraphy_id: str) -> str:
    return named(CALLIGRAPHIES, calligraphy_id)


def calligraphy_effect(calligraphy_id: str) -> str:
    return named(CALLIGRAPHY_EFFECTS, calligraphy_id)


def die_face_name(face: str) -> str:
    return named(DIE_FACES, face)


def cherry_tree_name() -> str:
    return QCoreApplication.translate("Tokaido", "Cherry tree")


def cherry_tree_effect(tables: Crossroads) -> str:
    #: what a cherry tree gives: %1 its points ("2 points"), %2 its coins ("1 coin")
    return fill(QCoreApplication.translate("Tokaido", "%1 and %2."),
                points_text(tables.cherry_tree_points), coins_text(tables.cherry_tree_coins))


def bath_house_name() -> str:
    return QCoreApplication.translate("Tokaido", "Bath house")


def bath_house_effect(tables: Crossroads) -> str:
    #: what a bath house gives: %1 its points ("4 points")
    return fill(QCoreApplication.translate("Tokaido", "%1; it counts as a hot spring for the "
                                                      "Bather."),
                points_text(tables.bath_house_points))


def gaming_room_name() -> str:
    return QCoreApplication.translate("Tokaido", "Gaming room")

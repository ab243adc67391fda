"""Every user-facing text of Tokaido (and its Crossroads expansion), in one translation context.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts them)
and are translated when shown; sentences are translated first and their placeholders (%1, %2, …)
filled afterwards; counts use Qt's %n plural forms through the QObject ``Tokaido`` (PLURALS). A
``#:`` comment above a message reaches the translators as its extracomment: it says where a name
is inserted and which form the sentence needs.

Card and traveller names are those of the official game; the Japanese words (Koma, Dango,
Annaibito, …) are names and stay names. Effects are said in our own short words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tabibito.engine import Event, Prompt, Scores, State, TabibitoError
from tabibito.games.tokaido import rules, scoring
from tabibito.games.tokaido.data import Crossroads, Road

from ..kit.i18n import QT_TRANSLATE_NOOP, fill

CONTEXT = "Tokaido"


def tr(text: str) -> str:
    """Translate a name or sentence taken from one of the NOOP tables below."""
    return QCoreApplication.translate(CONTEXT, text)


GAME_TITLE = QT_TRANSLATE_NOOP("Tokaido", "Tokaido")
TAGLINE = QT_TRANSLATE_NOOP(
    "Tokaido", "Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.")

#: the traveller that nobody plays in a two-player game, named like a player in the log
NEUTRAL_NAME = QT_TRANSLATE_NOOP("Tokaido", "Neutral traveller")

# --- the road -----------------------------------------------------------------------------------

STOPS = {
    #: a kind of stop on the road, used as a label and inserted into "%1 stops at: %2"
    "village": QT_TRANSLATE_NOOP("Tokaido", "Village"),
    #: a kind of stop on the road, used like "Village"
    "temple": QT_TRANSLATE_NOOP("Tokaido", "Temple"),
    #: a kind of stop on the road, used like "Village"
    "encounter": QT_TRANSLATE_NOOP("Tokaido", "Encounter"),
    #: a kind of stop on the road (a panorama of rice paddies), used like "Village"
    "paddy_panorama": QT_TRANSLATE_NOOP("Tokaido", "Rice paddy panorama"),
    #: a kind of stop on the road, used like "Village"
    "mountain_panorama": QT_TRANSLATE_NOOP("Tokaido", "Mountain panorama"),
    #: a kind of stop on the road, used like "Village"
    "sea_panorama": QT_TRANSLATE_NOOP("Tokaido", "Sea panorama"),
    #: a kind of stop on the road, used like "Village"
    "hot_spring": QT_TRANSLATE_NOOP("Tokaido", "Hot spring"),
    #: a kind of stop on the road, used like "Village"
    "farm": QT_TRANSLATE_NOOP("Tokaido", "Farm"),
    #: a kind of stop on the road (where every traveller must stop and may eat), like "Village"
    "inn": QT_TRANSLATE_NOOP("Tokaido", "Inn"),
}

INNS = {
    #: the inn at one end of the road (the start, or the end on the Return trip)
    "kyoto": QT_TRANSLATE_NOOP("Tokaido", "Kyoto"),
    #: the first of the three inns on the way (counted from Kyoto)
    "first_inn": QT_TRANSLATE_NOOP("Tokaido", "First inn"),
    #: the second of the three inns on the way (counted from Kyoto)
    "second_inn": QT_TRANSLATE_NOOP("Tokaido", "Second inn"),
    #: the third of the three inns on the way (counted from Kyoto)
    "third_inn": QT_TRANSLATE_NOOP("Tokaido", "Third inn"),
    #: the inn at the other end of the road (the end, or the start on the Return trip)
    "edo": QT_TRANSLATE_NOOP("Tokaido", "Edo"),
}

STOP_EFFECTS = {
    "village": QT_TRANSLATE_NOOP(
        "Tokaido", "Look at 3 souvenirs and buy any of them you can pay for."),
    "temple": QT_TRANSLATE_NOOP("Tokaido", "Give 1 to 3 coins to the temple: 1 point each."),
    "encounter": QT_TRANSLATE_NOOP("Tokaido", "Draw an encounter card and keep it."),
    "paddy_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Take the next part of your rice paddy panorama: its number in points."),
    "mountain_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Take the next part of your mountain panorama: its number in points."),
    "sea_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Take the next part of your sea panorama: its number in points."),
    "hot_spring": QT_TRANSLATE_NOOP("Tokaido", "Draw a hot spring card: 2 or 3 points."),
    "farm": QT_TRANSLATE_NOOP("Tokaido", "Take 3 coins from the bank."),
    "inn": QT_TRANSLATE_NOOP(
        "Tokaido", "Every traveller stops here and may buy one meal not eaten before: 6 points."),
}

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

PANORAMAS = {
    #: a panorama type, inserted into sentences: "part 2 of the %2", "the first to complete
    #: the %2"; it names the whole panorama (of rice paddies)
    "paddy": QT_TRANSLATE_NOOP("Tokaido", "Rice paddy panorama"),
    #: a panorama type, inserted like "Rice paddy panorama"
    "mountain": QT_TRANSLATE_NOOP("Tokaido", "Mountain panorama"),
    #: a panorama type, inserted like "Rice paddy panorama"
    "sea": QT_TRANSLATE_NOOP("Tokaido", "Sea panorama"),
}

# --- travellers ---------------------------------------------------------------------------------

TRAVELLERS = {
    #: a traveller's name (official English edition), inserted into "%1 chooses %2."
    "hiroshige": QT_TRANSLATE_NOOP("Tokaido", "Hiroshige"),
    #: a traveller's name, like "Hiroshige"
    "chuubei": QT_TRANSLATE_NOOP("Tokaido", "Chuubei"),
    #: a traveller's name, like "Hiroshige"
    "kinko": QT_TRANSLATE_NOOP("Tokaido", "Kinko"),
    #: a traveller's name, like "Hiroshige"
    "yoshiyasu": QT_TRANSLATE_NOOP("Tokaido", "Yoshiyasu"),
    #: a traveller's name, like "Hiroshige"
    "satsuki": QT_TRANSLATE_NOOP("Tokaido", "Satsuki"),
    #: a traveller's name, like "Hiroshige"
    "mitsukuni": QT_TRANSLATE_NOOP("Tokaido", "Mitsukuni"),
    #: a traveller's name, like "Hiroshige"
    "sasayakko": QT_TRANSLATE_NOOP("Tokaido", "Sasayakko"),
    #: a traveller's name, like "Hiroshige"
    "hirotada": QT_TRANSLATE_NOOP("Tokaido", "Hirotada"),
    #: a traveller's name, like "Hiroshige"
    "umegae": QT_TRANSLATE_NOOP("Tokaido", "Umegae"),
    #: a traveller's name, like "Hiroshige"
    "zen_emon": QT_TRANSLATE_NOOP("Tokaido", "Zen-emon"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "jirocho": QT_TRANSLATE_NOOP("Tokaido", "Jirocho"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "daigoro": QT_TRANSLATE_NOOP("Tokaido", "Daigoro"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "nampo": QT_TRANSLATE_NOOP("Tokaido", "Nampo"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "gotozaemon": QT_TRANSLATE_NOOP("Tokaido", "Gotozaemon"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "miyataka": QT_TRANSLATE_NOOP("Tokaido", "Miyataka"),
    #: a traveller's name (Crossroads), like "Hiroshige"
    "kita": QT_TRANSLATE_NOOP("Tokaido", "Kita"),
}

EPITHETS = {
    #: what the traveller is, shown under the name on the tile: "Hiroshige, the artist"
    "hiroshige": QT_TRANSLATE_NOOP("Tokaido", "the artist"),
    #: what the traveller is (Chuubei), like "the artist"
    "chuubei": QT_TRANSLATE_NOOP("Tokaido", "the messenger"),
    #: what the traveller is (Kinko), like "the artist"
    "kinko": QT_TRANSLATE_NOOP("Tokaido", "the ronin"),
    #: what the traveller is (Yoshiyasu), like "the artist"
    "yoshiyasu": QT_TRANSLATE_NOOP("Tokaido", "the functionary"),
    #: what the traveller is (Satsuki), like "the artist"
    "satsuki": QT_TRANSLATE_NOOP("Tokaido", "the orphan"),
    #: what the traveller is (Mitsukuni), like "the artist"
    "mitsukuni": QT_TRANSLATE_NOOP("Tokaido", "the old man"),
    #: what the traveller is (Sasayakko), like "the artist"
    "sasayakko": QT_TRANSLATE_NOOP("Tokaido", "the geisha"),
    #: what the traveller is (Hirotada), like "the artist"
    "hirotada": QT_TRANSLATE_NOOP("Tokaido", "the priest"),
    #: what the traveller is (Umegae), like "the artist"
    "umegae": QT_TRANSLATE_NOOP("Tokaido", "the street entertainer"),
    #: what the traveller is (Zen-emon), like "the artist"
    "zen_emon": QT_TRANSLATE_NOOP("Tokaido", "the merchant"),
    #: what the traveller is (Jirocho), like "the artist"
    "jirocho": QT_TRANSLATE_NOOP("Tokaido", "the yakuza"),
    #: what the traveller is (Daigoro), like "the artist"
    "daigoro": QT_TRANSLATE_NOOP("Tokaido", "the kid"),
    #: what the traveller is (Nampo), like "the artist"
    "nampo": QT_TRANSLATE_NOOP("Tokaido", "the gourmet"),
    #: what the traveller is (Gotozaemon), like "the artist"
    "gotozaemon": QT_TRANSLATE_NOOP("Tokaido", "the souvenir seller"),
    #: what the traveller is (Miyataka), like "the artist"
    "miyataka": QT_TRANSLATE_NOOP("Tokaido", "the superstitious woman"),
    #: what the traveller is (Kita), like "the artist"
    "kita": QT_TRANSLATE_NOOP("Tokaido", "the old woman"),
}

ABILITIES = {
    "hiroshige": QT_TRANSLATE_NOOP(
        "Tokaido", "At each of the three inns on the way, before the meal: the next part of a "
                   "panorama of his choice."),
    "chuubei": QT_TRANSLATE_NOOP(
        "Tokaido", "At each of the three inns on the way, before the meal: an encounter card."),
    "kinko": QT_TRANSLATE_NOOP(
        "Tokaido", "Every meal costs him 1 coin less, so 1-coin meals are free."),
    "yoshiyasu": QT_TRANSLATE_NOOP(
        "Tokaido", "At an encounter stop he draws two cards and keeps the one he likes."),
    "satsuki": QT_TRANSLATE_NOOP(
        "Tokaido", "At each inn the top meal of the deck is hers for free. She may turn it down "
                   "and buy a meal as usual."),
    "mitsukuni": QT_TRANSLATE_NOOP(
        "Tokaido", "1 more point for each hot spring card, bath house and achievement card."),
    "sasayakko": QT_TRANSLATE_NOOP(
        "Tokaido", "When she buys two souvenirs or more in a village, the cheapest is free: "
                   "its coins come back as she leaves."),
    "hirotada": QT_TRANSLATE_NOOP(
        "Tokaido", "At each temple the bank adds 1 coin to his gift: 1 more point."),
    "umegae": QT_TRANSLATE_NOOP(
        "Tokaido", "1 point and 1 coin at each encounter, before the card, and when she buys a "
                   "calligraphy."),
    "zen_emon": QT_TRANSLATE_NOOP(
        "Tokaido", "In each village, one souvenir costs him only 1 coin."),
    "jirocho": QT_TRANSLATE_NOOP(
        "Tokaido", "At each of the three inns on the way, before the meal, he may bet 1 coin on "
                   "the fortune die."),
    "daigoro": QT_TRANSLATE_NOOP(
        "Tokaido", "At each of the three inns on the way, before the meal: a souvenir from the "
                   "deck, free."),
    "nampo": QT_TRANSLATE_NOOP(
        "Tokaido", "Each meal he eats scores its price again, in points."),
    "gotozaemon": QT_TRANSLATE_NOOP(
        "Tokaido", "1 coin each time he stops at a panorama."),
    "miyataka": QT_TRANSLATE_NOOP(
        "Tokaido", "At a temple she may both give coins and buy an amulet."),
    "kita": QT_TRANSLATE_NOOP(
        "Tokaido", "At an encounter stop she may both draw an encounter and buy a calligraphy."),
}

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

# --- the score sheet and the options ------------------------------------------------------------

CATEGORIES = {
    #: a row of the score sheet: the points of the panorama parts
    "panoramas": QT_TRANSLATE_NOOP("Tokaido", "Panoramas"),
    #: a row of the score sheet
    "hot_springs": QT_TRANSLATE_NOOP("Tokaido", "Hot springs"),
    #: a row of the score sheet
    "souvenirs": QT_TRANSLATE_NOOP("Tokaido", "Souvenirs"),
    #: a row of the score sheet
    "meals": QT_TRANSLATE_NOOP("Tokaido", "Meals"),
    #: a row of the score sheet: Samurai and Miko
    "encounters": QT_TRANSLATE_NOOP("Tokaido", "Encounters"),
    #: a row of the score sheet: a point per coin given during the journey
    "temples": QT_TRANSLATE_NOOP("Tokaido", "Temple gifts"),
    #: a row of the score sheet: the first to complete each panorama
    "panorama_achievements": QT_TRANSLATE_NOOP("Tokaido", "Panorama achievements"),
    #: a row of the score sheet: what the traveller's own ability scored
    "traveller": QT_TRANSLATE_NOOP("Tokaido", "Traveller's ability"),
    #: a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)
    "temple_ranking": QT_TRANSLATE_NOOP("Tokaido", "Temple ranking"),
    #: a row of the score sheet (the achievement card Gourmet)
    "gourmet": QT_TRANSLATE_NOOP("Tokaido", "Gourmet"),
    #: a row of the score sheet (the achievement card Collector)
    "collector": QT_TRANSLATE_NOOP("Tokaido", "Collector"),
    #: a row of the score sheet (the achievement card Bather)
    "bather": QT_TRANSLATE_NOOP("Tokaido", "Bather"),
    #: a row of the score sheet (the achievement card Chatterbox)
    "chatterbox": QT_TRANSLATE_NOOP("Tokaido", "Chatterbox"),
    #: a row of the score sheet (Crossroads)
    "cherry_trees": QT_TRANSLATE_NOOP("Tokaido", "Cherry trees"),
    #: a row of the score sheet (Crossroads)
    "bath_houses": QT_TRANSLATE_NOOP("Tokaido", "Bath houses"),
    #: a row of the score sheet (Crossroads)
    "legendary_objects": QT_TRANSLATE_NOOP("Tokaido", "Legendary objects"),
    #: a row of the score sheet (Crossroads), scored at the end
    "calligraphies": QT_TRANSLATE_NOOP("Tokaido", "Calligraphies"),
}

OPTIONS = {
    #: an official variant: no traveller tiles, 7 coins each
    "initiation": QT_TRANSLATE_NOOP("Tokaido", "Initiation (first journey)"),
    #: an official variant: from Edo to Kyoto
    "return_trip": QT_TRANSLATE_NOOP("Tokaido", "Return trip"),
    #: an official variant: one meal fewer at each inn
    "gastronomy": QT_TRANSLATE_NOOP("Tokaido", "Gastronomy"),
    #: an official variant: starting coins by the order of departure
    "preparations": QT_TRANSLATE_NOOP("Tokaido", "Preparations"),
    #: the expansion (its official name)
    "crossroads": QT_TRANSLATE_NOOP("Tokaido", "Crossroads expansion"),
    #: a Crossroads variant: fewer cards of each new type
    "rare_and_precious": QT_TRANSLATE_NOOP("Tokaido", "Rare and precious"),
    #: a Crossroads variant: a random amulet at the start for 1 coin
    "good_luck": QT_TRANSLATE_NOOP("Tokaido", "Good luck"),
}

OPTION_HELP = {
    "initiation": QT_TRANSLATE_NOOP(
        "Tokaido", "No traveller tiles: everyone sets off with 7 coins."),
    "return_trip": QT_TRANSLATE_NOOP("Tokaido", "Travel the road the other way, from Edo."),
    "gastronomy": QT_TRANSLATE_NOOP(
        "Tokaido", "The first arrival at an inn draws one meal fewer."),
    "preparations": QT_TRANSLATE_NOOP(
        "Tokaido", "Starting coins change with the order of departure: the last to leave gets "
                   "more."),
    "crossroads": QT_TRANSLATE_NOOP(
        "Tokaido", "A second option at every stop but the inns, and six new travellers."),
    "rare_and_precious": QT_TRANSLATE_NOOP(
        "Tokaido", "Only a few cards of each Crossroads type are in the game."),
    "good_luck": QT_TRANSLATE_NOOP(
        "Tokaido", "Before departure, each traveller may pay 1 coin for a random amulet."),
}

# --- errors -------------------------------------------------------------------------------------

# The illegal-stop reasons are shown as a stop's tooltip: why it cannot be chosen now.
ERRORS = {
    "tokaido.no_such_stop": QT_TRANSLATE_NOOP("Tokaido", "There is no such stop on the road."),
    "tokaido.behind": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop is not ahead of the traveller: the road only leads forward."),
    "tokaido.past_inn": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop lies beyond the next inn, and every traveller must stop at "
                   "each inn."),
    "tokaido.occupied": QT_TRANSLATE_NOOP(
        "Tokaido", "This stop is full: other travellers hold every space of it."),
    "tokaido.village_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a village."),
    "tokaido.temple_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins."),
    "tokaido.panorama_complete": QT_TRANSLATE_NOOP(
        "Tokaido", "You have already completed this panorama."),
    "tokaido.no_souvenirs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The souvenir deck is empty: there is nothing to buy in this village."),
    "tokaido.no_encounters_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The encounter deck is empty: nobody is left to meet here."),
    "tokaido.no_hot_springs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The hot spring deck is empty."),
    "tokaido.not_your_turn": QT_TRANSLATE_NOOP(
        "Tokaido", "It is another traveller's turn."),
}
DATA_ERRORS = ("tokaido.data.missing", "tokaido.data.corrupt", "tokaido.data.invalid")
DATA_ERROR = QT_TRANSLATE_NOOP(
    "Tokaido", "The Tokaido game data could not be loaded; reinstall Tabibito.")
# With Crossroads a stop is closed only when neither of its options can be taken (binding
# decision 10), so the reason names both.
CROSSROADS_ERRORS = {
    "tokaido.village_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a village, for a souvenir or a legendary "
                   "object."),
    "tokaido.temple_needs_coin": QT_TRANSLATE_NOOP(
        "Tokaido", "You need at least 1 coin to stop at a temple, to give it or to buy an "
                   "amulet."),
    "tokaido.panorama_complete": QT_TRANSLATE_NOOP(
        "Tokaido", "You have already completed this panorama, and no cherry tree is left."),
    "tokaido.no_souvenirs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The souvenir deck is empty, and you cannot pay for any legendary object "
                   "left."),
    "tokaido.no_encounters_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The encounter deck is empty, and you cannot buy a calligraphy."),
    "tokaido.no_hot_springs_left": QT_TRANSLATE_NOOP(
        "Tokaido", "The hot spring deck is empty, and you cannot buy a bath house."),
}


# The second of both effects (Health, Miyataka, Kita) is paid when it falls due: the log line when
# the coins are not there (what the first effect brought was not enough).
CANNOT_PAY = {
    #: log: %1 a player, who took both effects of a village and now lacks the coins
    "legendary_object": QT_TRANSLATE_NOOP(
        "Tokaido", "%1 cannot pay for a legendary object now and buys none."),
    #: log: %1 a player, who took both effects of a temple and now lacks the coin
    "amulet": QT_TRANSLATE_NOOP("Tokaido", "%1 cannot pay for an amulet now and buys none."),
    #: log: %1 a player, who took both effects of an encounter stop and now lacks the coin
    "calligraphy": QT_TRANSLATE_NOOP(
        "Tokaido", "%1 cannot pay for a calligraphy now and buys none."),
    #: log: %1 a player, who took both effects of a hot spring and now lacks the coin
    "bath_house": QT_TRANSLATE_NOOP(
        "Tokaido", "%1 cannot pay for a bath house now and buys none."),
}


# --- names --------------------------------------------------------------------------------------


def _named(table: Mapping[str, str], key: str) -> str:
    text = table.get(key)
    return tr(text) if text is not None else str(key)


def neutral_name() -> str:
    return tr(NEUTRAL_NAME)


def pawn_name(pawn: int, seat_names: Sequence[str]) -> str:
    """A pawn's name: its seat's, or the neutral traveller's (its pawn number is the number of
    seats)."""
    if 0 <= pawn < len(seat_names):
        return seat_names[pawn]
    return neutral_name()


def stop_name(kind: str) -> str:
    return _named(STOPS, kind)


def inn_name(inn_id: str) -> str:
    return _named(INNS, inn_id)


def stop_effect(kind: str) -> str:
    return _named(STOP_EFFECTS, kind)


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
    return fill(_named(CROSSROADS_EFFECTS, kind), *numbers.get(kind, ()))


def panorama_name(panorama: str) -> str:
    return _named(PANORAMAS, panorama.removesuffix("_panorama"))


def traveller_name(traveller_id: str) -> str:
    return _named(TRAVELLERS, traveller_id)


def traveller_epithet(traveller_id: str) -> str:
    return _named(EPITHETS, traveller_id)


def traveller_ability(traveller_id: str) -> str:
    return _named(ABILITIES, traveller_id)


def souvenir_name(card_id: str) -> str:
    return _named(SOUVENIRS, card_id)


def family_name(family: str | int) -> str:
    """A souvenir family by name or by its index (4: the fifth family of Crossroads)."""
    if isinstance(family, int):
        family = FAMILY_ORDER[family] if 0 <= family < len(FAMILY_ORDER) else str(family)
    return _named(FAMILIES, family)


def meal_name(card_or_dish: str) -> str:
    if card_or_dish in DISHES:  # "tai_meshi" is a dish, not a card of "tai"
        return tr(DISHES[card_or_dish])
    return _named(DISHES, card_or_dish.rsplit("_", 1)[0])


def _encounter_parts(card_or_kind: str) -> tuple[str, str | None]:
    """(kind, panorama of an Annaibito card or None)."""
    parts = card_or_kind.split("_")
    kind = parts[0]
    panorama = parts[1] if kind == "annaibito" and len(parts) > 1 and parts[1] in PANORAMAS \
        else None
    return kind, panorama


def encounter_name(card_or_kind: str) -> str:
    """"Samurai"; an Annaibito card with the panorama it shows: "Annaibito (Sea panorama)"."""
    kind, panorama = _encounter_parts(card_or_kind)
    name = _named(ENCOUNTERS, kind)
    if panorama is None:
        return name
    #: an Annaibito (guide) card and the panorama it shows: "Annaibito (Sea panorama)"
    return fill(QCoreApplication.translate("Tokaido", "%1 (%2)"), name, panorama_name(panorama))


def encounter_effect(card_or_kind: str) -> str:
    kind, panorama = _encounter_parts(card_or_kind)
    if panorama is not None:
        return tr(ANNAIBITO_EFFECTS[panorama])
    return _named(ENCOUNTER_EFFECTS, kind)


def achievement_name(achievement_id: str) -> str:
    return _named(ACHIEVEMENTS, achievement_id)


def achievement_effect(achievement_id: str) -> str:
    return _named(ACHIEVEMENT_EFFECTS, achievement_id)


def amulet_name(amulet_id: str) -> str:
    return _named(AMULETS, amulet_id)


def amulet_effect(amulet_id: str) -> str:
    return _named(AMULET_EFFECTS, amulet_id)


def legendary_name(object_id: str) -> str:
    return _named(LEGENDARY, object_id)


def legendary_effect(object_id: str, tables: Crossroads) -> str:
    """What a legendary object does; the points of Murasame and Masamune from ``tables``."""
    points = next((o.points for o in tables.legendary_objects if o.id == object_id), 0)
    return fill(_named(LEGENDARY_EFFECTS, object_id), points_text(points))


def calligraphy_name(calligraphy_id: str) -> str:
    return _named(CALLIGRAPHIES, calligraphy_id)


def calligraphy_effect(calligraphy_id: str) -> str:
    return _named(CALLIGRAPHY_EFFECTS, calligraphy_id)


def die_face_name(face: str) -> str:
    return _named(DIE_FACES, face)


# The places of the temple ranking by the points they score (§8.4: 10, 7, 4, then 2).
TEMPLE_RANKS = dict(zip((*scoring.TEMPLE_RANK_POINTS, scoring.TEMPLE_OTHER_DONOR_POINTS), (
    #: score detail of the temple ranking: the donor of the most coins
    QT_TRANSLATE_NOOP("Tokaido", "most generous"),
    #: score detail of the temple ranking (dense ranking: ties share a place)
    QT_TRANSLATE_NOOP("Tokaido", "second most generous"),
    #: score detail of the temple ranking
    QT_TRANSLATE_NOOP("Tokaido", "third most generous"),
    #: score detail of the temple ranking: any donor after the third place
    QT_TRANSLATE_NOOP("Tokaido", "another donor"),
), strict=True))


def temple_rank_name(points: int) -> str | None:
    """The place in the temple ranking that scored ``points`` (10, 7, 4 or 2), or None."""
    text = TEMPLE_RANKS.get(points)
    return tr(text) if text is not None else None


def detail_pair() -> str:
    #: two short facts side by side in a score-sheet cell: "5 coins on the temples · most generous"
    return QCoreApplication.translate("Tokaido", "%1 · %2")


def plus_pair() -> str:
    #: two things together: the sizes of two souvenir sets in a score detail ("4 + 1"), or two
    #: switches a tile needs on at once ("Devotion + Zen-emon: for 1 coin")
    return QCoreApplication.translate("Tokaido", "%1 + %2")


def joined(pair: str, parts: Sequence[str]) -> str:
    """``parts`` joined two by two with ``pair`` (a translated "%1 · %2"): "a · b · c"."""
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = fill(pair, text, part)
    return text


def parts_of(taken: int, parts: int) -> str:
    #: a panorama in a score detail: %1 the parts taken, %2 the parts it has ("2/4")
    return fill(QCoreApplication.translate("Tokaido", "%1/%2"), taken, parts)


def counted(name: str, times: int) -> str:
    #: a card and how many of it, in a list: %1 its name, %2 how many ("Samurai ×2")
    return name if times == 1 else fill(QCoreApplication.translate("Tokaido", "%1 ×%2"), name,
                                        times)


def category_label(category: str) -> str:
    return _named(CATEGORIES, category)


def option_label(key: str) -> str:
    return _named(OPTIONS, key)


def option_help(key: str) -> str:
    return _named(OPTION_HELP, key)


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


def hot_spring_name(card: str | None = None) -> str:
    """A hot spring card's name: every card has the same, ``card`` (its id) only says its
    points."""
    return QCoreApplication.translate("Tokaido", "Hot spring card")


def error_text(error: TabibitoError, crossroads: bool = False) -> str | None:
    """The sentence for an error key; ``crossroads``: the wording when a stop offers two
    options (only the illegal-stop reasons differ)."""
    if error.key in DATA_ERRORS:
        return tr(DATA_ERROR)
    text = (CROSSROADS_ERRORS.get(error.key) if crossroads else None) or ERRORS.get(error.key)
    return tr(text) if text is not None else None


def error_key_text(key: str, crossroads: bool = False) -> str | None:
    """The same as ``error_text`` from a bare key (``TokaidoState.stop_problem`` gives keys)."""
    return error_text(TabibitoError(key), crossroads)


# --- sentences with a count ---------------------------------------------------------------------


class Tokaido(QObject):
    """The translation context of the game, for sentences with a count.

    pyside6-lupdate marks a text as plural (%n) only when it is passed to ``self.tr`` with a
    count, so these live on a QObject whose class name is the context.
    """

    def coins(self, n: int) -> str:
        #: a number of coins, inserted into other sentences ("buys Koma for %3")
        return self.tr("%n coin(s)", "", n)

    def points(self, n: int) -> str:
        #: a number of points, inserted into other sentences
        return self.tr("%n point(s)", "", n)

    def departure_part(self, coins: int) -> str:
        #: one traveller in the departure line: %1 the player, %2 the traveller's name, %n the
        #: starting coins
        return self.tr("%1 (%2, %n coin(s))", "", coins)

    def departure_part_initiation(self, coins: int) -> str:
        #: one player in the departure line of the Initiation variant: %1 the player, %n coins
        return self.tr("%1 (%n coin(s))", "", coins)

    def coins_gained(self, coins: int) -> str:
        #: log: %1 a player
        return self.tr("%1 takes %n coin(s).", "", coins)

    def panorama_part(self, part: int) -> str:
        #: log: %1 a player, %2 a panorama ("Sea panorama"); %n the part's number, which is
        #: also its points
        return self.tr("%1 takes part %n of the %2: %n point(s).", "", part)

    def achievement(self, points: int) -> str:
        #: log: %1 a player, %2 a panorama ("Sea panorama"), %n the achievement's points
        return self.tr("%1 is the first to complete the %2 and takes its achievement card: "
                       "%n point(s).", "", points)

    def donated(self, coins: int) -> str:
        #: log: %1 a player; %n the coins given, one point each
        return self.tr("%1 gives %n coin(s) to the temple: %n point(s).", "", coins)

    def souvenir_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a souvenir ("Koma"), %3 its price ("2 coins"), %n its points
        return self.tr("%1 buys %2 for %3: %n point(s).", "", points)

    def souvenir_given(self, points: int) -> str:
        #: log: a souvenir for free (from a Shokunin or Daigoro's ability): %1 a player, %2 the
        #: souvenir, %n its points
        return self.tr("%1 receives %2 for free: %n point(s).", "", points)

    def souvenir_refund(self, coins: int) -> str:
        #: log, Sasayakko's ability: %1 a player, %n the coins she gets back
        return self.tr("%1 gets the cheapest souvenir free: %n coin(s) back.", "", coins)

    def souvenir_refund_from_temple(self, coins: int) -> str:
        #: log, Sasayakko's ability when the Devotion amulet had paid the free souvenir onto the
        #: temple: %1 a player, %n the coins she takes back from there (and the points they scored)
        return self.tr("%1 gets the cheapest souvenir free: %n coin(s) back from the temple, "
                       "%n point(s) less.", "", coins)

    def hot_spring(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 bathes in a hot spring: %n point(s).", "", points)

    def samurai(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 meets a Samurai: %n point(s).", "", points)

    def kuge(self, coins: int) -> str:
        #: log: %1 a player
        return self.tr("%1 meets a Kuge, who gives %n coin(s).", "", coins)

    def miko(self, points: int) -> str:
        #: log: %1 a player; the Miko puts a bank coin on the temple in the player's colour
        return self.tr("%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).",
                       "", points)

    def meal_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a dish ("Dango"), %3 its price ("2 coins"), %n the points
        return self.tr("%1 eats %2 for %3: %n point(s).", "", points)

    def meal_free(self, points: int) -> str:
        #: log: %1 a player, %2 a dish ("Dango"), %n the points
        return self.tr("%1 eats %2 for free: %n point(s).", "", points)

    def cherry_tree(self, points: int) -> str:
        #: log: %1 a player, %2 the coins ("1 coin"), %n the points
        return self.tr("%1 takes a cherry tree: %n point(s) and %2.", "", points)

    def bath_house(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 buys a bath house: %n point(s).", "", points)

    def legendary_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a legendary object ("Shodo"), %3 its price ("2 coins"), %n the
        #: points it scores now
        return self.tr("%1 buys the legendary object %2 for %3: %n point(s).", "", points)

    def die_lost(self, stake: int) -> str:
        #: log: %1 a player, %2 the die face; %n the coins bet, lost
        return self.tr("%1 bets %n coin(s) and rolls %2: the stake is lost.", "", stake)

    def die_back(self, stake: int) -> str:
        #: log: %1 a player, %2 the die face; %n the coins bet, which come back
        return self.tr("%1 bets %n coin(s) and rolls %2: the stake comes back.", "", stake)

    def die_won(self, coins: int) -> str:
        #: log: %1 a player, %2 the coins bet ("2 coins"), %3 the die face; %n the coins paid
        #: out (the stake included)
        return self.tr("%1 bets %2 and rolls %3: %n coin(s) back.", "", coins)

    def fortune_roll(self, coins: int) -> str:
        #: log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken
        return self.tr("%1 rolls %2 on the fortune die: %n coin(s).", "", coins)

    def player_points(self, points: int) -> str:
        #: one traveller's final total in the game-over log line: %1 the player
        return self.tr("%1: %n point(s)", "", points)

    def winner(self, points: int) -> str:
        #: the result of a game: %1 is the winner's name
        return self.tr("%1 wins with %n point(s)!", "", points)

    def winner_tie_break(self, points: int) -> str:
        #: the result when the totals tie and the achievement cards decide: %1 the winner,
        #: %2 the number of achievement cards
        return self.tr("%1 wins with %n point(s), on the tie-break of achievement cards (%2)!",
                       "", points)

    def shared_victory(self, points: int) -> str:
        #: the result of a tie no tie-break settles: %1 lists the winners' names
        return self.tr("Shared victory with %n point(s): %1", "", points)

    def souvenirs_count(self, n: int) -> str:
        #: a count under a player's souvenirs or in a score detail
        return self.tr("%n souvenir(s)", "", n)

    def meals_count(self, n: int) -> str:
        return self.tr("%n meal(s)", "", n)

    def hot_springs_count(self, n: int) -> str:
        return self.tr("%n hot spring(s)", "", n)

    def encounters_count(self, n: int) -> str:
        return self.tr("%n encounter(s)", "", n)

    def sets_of(self, n: int) -> str:
        #: score detail under the souvenirs' points: %n sets, %1 their sizes ("4 + 3 + 1")
        return self.tr("%n set(s): %1", "", n)

    def meal_prices(self, coins: int) -> str:
        #: score detail of the Gourmet: the printed prices of the meals eaten, added up
        return self.tr("meals worth %n coin(s)", "", coins)

    def cherry_trees_count(self, n: int) -> str:
        return self.tr("%n cherry tree(s)", "", n)

    def bath_houses_count(self, n: int) -> str:
        return self.tr("%n bath house(s)", "", n)

    def temple_coins(self, n: int) -> str:
        #: score detail and tooltip: the coins a traveller has put on the temples
        return self.tr("%n coin(s) on the temples", "", n)

    def meal_hand_size(self, n: int) -> str:
        #: the meal cards face down at an inn
        return self.tr("%n meal(s) at the inn", "", n)

    # -- the counts of a traveller's journey card (journeys.py) --

    def sets(self, n: int) -> str:
        #: Souvenir sets (one card of each family at most), in a tooltip: "Souvenirs: 2 sets, …"
        return self.tr("%n set(s)", "", n)

    def hot_spring_cards(self, n: int) -> str:
        return self.tr("%n hot spring card(s)", "", n)

    def coins_given(self, n: int) -> str:
        #: Coins this traveller gave to the temples, in a tooltip: "Temples: 4 coins given, …"
        return self.tr("%n coin(s) given", "", n)

    def achievements(self, n: int) -> str:
        return self.tr("%n achievement card(s)", "", n)

    def legendary(self, n: int) -> str:
        return self.tr("%n legendary object(s)", "", n)

    def calligraphies(self, n: int) -> str:
        return self.tr("%n calligraphy card(s)", "", n)

    def amulets(self, n: int) -> str:
        return self.tr("%n amulet(s)", "", n)

    def hidden_amulets(self, n: int) -> str:
        #: Another player's amulets: only their number is known.
        return self.tr("%n hidden amulet(s)", "", n)

    def hidden_fresh(self, n: int) -> str:
        #: Of another player's hidden amulets, how many were bought this turn.
        return self.tr("%n of them bought this turn", "", n)


PLURALS = Tokaido()  # the sentences with a count, for this package


def coins_text(n: int) -> str:
    return PLURALS.coins(n)


def points_text(n: int) -> str:
    return PLURALS.points(n)


def winners_text(scores: Scores, seat_names: Sequence[str], view: State | None) -> str | None:
    """The winner with their points; when the totals tie, the achievement cards decided (binding
    decision 16), and a tie they leave is a shared victory."""
    if not scores.winners:
        return None
    points = scores.totals[scores.winners[0]]  # winners share their total
    if len(scores.winners) > 1:
        names = QLocale().createSeparatedList([seat_names[seat] for seat in scores.winners])
        return fill(PLURALS.shared_victory(points), names)
    winner = scores.winners[0]
    tied = sum(1 for total in scores.totals if total == points) > 1
    if tied and view is not None:
        cards = len(view.achievements()[winner])
        return fill(PLURALS.winner_tie_break(points), seat_names[winner], cards)
    return fill(PLURALS.winner(points), seat_names[winner])


def gained(amount: object) -> str:
    #: a gain: %1 a number beside its icon ("+3") or an amount ("+3 points", "+1 coin")
    return fill(QCoreApplication.translate("Tokaido", "+%1"), amount)


def lost(amount: object) -> str:
    #: a loss: %1 a number beside its icon ("−2") or an amount ("−2 coins")
    return fill(QCoreApplication.translate("Tokaido", "−%1"), amount)


# --- prompts ------------------------------------------------------------------------------------

PROMPTS = {
    "choose_traveller": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose your traveller: keep one of the two tiles."),
    "move": QT_TRANSLATE_NOOP("Tokaido", "Choose a stop ahead for your traveller."),
    "donate": QT_TRANSLATE_NOOP("Tokaido", "Give 1 to 3 coins to the temple."),
    "buy_souvenir": QT_TRANSLATE_NOOP(
        "Tokaido", "Buy souvenirs from the village display, or leave the village."),
    "keep_encounter": QT_TRANSLATE_NOOP("Tokaido", "Keep one of the two encounters."),
    "guide_panorama": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose the panorama that gets its next part."),
    "free_meal": QT_TRANSLATE_NOOP(
        "Tokaido", "Take the free meal, or turn it down and buy one from the inn."),
    "buy_meal": QT_TRANSLATE_NOOP(
        "Tokaido", "Buy one meal you have not eaten yet, or go without."),
    "choose_effect": QT_TRANSLATE_NOOP(
        "Tokaido", "Choose the usual effect of the stop or its Crossroads option."),
    "buy_legendary": QT_TRANSLATE_NOOP("Tokaido", "Choose a legendary object to buy."),
    "buy_amulet": QT_TRANSLATE_NOOP("Tokaido", "Choose an amulet to buy."),
    "buy_calligraphy": QT_TRANSLATE_NOOP("Tokaido", "Choose a calligraphy to buy."),
    "buy_bath_house": QT_TRANSLATE_NOOP("Tokaido", "Buy a bath house."),
    "vitality_move": QT_TRANSLATE_NOOP(
        "Tokaido", "You lead: use the Vitality amulet to move again, or keep it?"),
    "good_luck": QT_TRANSLATE_NOOP(
        "Tokaido", "Pay 1 coin for a random amulet before setting off?"),
    "gamble": QT_TRANSLATE_NOOP("Tokaido", "Bet 1 coin on the fortune die, or not?"),
}

# The same decisions taken for the neutral traveller of a two-player game: only moving it is
# one, taken by the player whose traveller leads.
NEUTRAL_MOVE = QT_TRANSLATE_NOOP(
    "Tokaido", "Your traveller leads: move the neutral traveller to a stop ahead.")


def prompt_text(prompt: Prompt, seat_names: Sequence[str]) -> str:
    """The status line of the decision in ``prompt`` (a step of rules.DECISIONS)."""
    params = prompt.params
    if prompt.kind == "move" and params.get("neutral"):
        return tr(NEUTRAL_MOVE)
    if prompt.kind == "choose_effect" and params.get("stop_kind"):
        #: prompt at a stop with Crossroads: %1 the stop ("Temple", "Sea panorama"…)
        text = QCoreApplication.translate(
            "Tokaido", "%1: choose its usual effect or its Crossroads option.")
        return fill(text, stop_name(params["stop_kind"]))
    text = PROMPTS.get(prompt.kind)
    if text is None:
        return QCoreApplication.translate("Tokaido", "Make your decision.")
    return tr(text)


# --- the log ------------------------------------------------------------------------------------


def _inn_ordinal(stop: int, road: Road) -> int | None:
    """Which inn of the journey a stop of ``road`` is (1-3 on the way, 4 the final inn), or
    None if it is none."""
    inns = road.inns
    return inns.index(stop) if stop in inns else None


INN_ARRIVALS = (
    #: log: %1 a player, or "The neutral traveller"
    QT_TRANSLATE_NOOP("Tokaido", "%1 arrives at the first inn."),
    #: log: %1 a player, or "The neutral traveller"
    QT_TRANSLATE_NOOP("Tokaido", "%1 arrives at the second inn."),
    #: log: %1 a player, or "The neutral traveller"
    QT_TRANSLATE_NOOP("Tokaido", "%1 arrives at the third inn."),
    #: log: %1 a player, or "The neutral traveller"; the end of the road
    QT_TRANSLATE_NOOP("Tokaido", "%1 reaches the final inn."),
)

STOPPED_AT = {
    #: log: %1 a player, or "The neutral traveller"
    "village": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a village."),
    #: log: %1 a player, or "The neutral traveller"
    "temple": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a temple."),
    #: log: %1 a player, or "The neutral traveller"
    "encounter": QT_TRANSLATE_NOOP("Tokaido", "%1 stops for an encounter."),
    #: log: %1 a player, or "The neutral traveller"
    "paddy_panorama": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a rice paddy panorama."),
    #: log: %1 a player, or "The neutral traveller"
    "mountain_panorama": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a mountain panorama."),
    #: log: %1 a player, or "The neutral traveller"
    "sea_panorama": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a sea panorama."),
    #: log: %1 a player, or "The neutral traveller"
    "hot_spring": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a hot spring."),
    #: log: %1 a player, or "The neutral traveller"
    "farm": QT_TRANSLATE_NOOP("Tokaido", "%1 stops at a farm."),
}

#: the neutral traveller as the subject of a log sentence, at its start: "%1 stops at a farm."
NEUTRAL_SUBJECT = QT_TRANSLATE_NOOP("Tokaido", "The neutral traveller")


def _moved_text(params: Mapping, seat_names: Sequence[str], road: Road | None) -> str:
    pawn = params["pawn"]
    neutral = pawn >= len(seat_names)
    who = tr(NEUTRAL_SUBJECT) if neutral else seat_names[pawn]
    kind = params["stop_kind"]
    ordinal = _inn_ordinal(params["stop"], road) if kind == "inn" and road else None
    if ordinal:  # without the game's road, the plain "stops at: Inn" below
        return fill(tr(INN_ARRIVALS[min(ordinal, len(INN_ARRIVALS)) - 1]), who)
    if neutral and kind == "temple":  # §10.2: its only deed on the road, with no event of its own
        return QCoreApplication.translate(
            "Tokaido", "The neutral traveller stops at a temple and puts a coin from the bank "
                       "on it.")
    text = STOPPED_AT.get(kind)
    if text is None:
        #: log: %1 a player, %2 a kind of stop
        return fill(QCoreApplication.translate("Tokaido", "%1 stops at: %2."), who, stop_name(kind))
    return fill(tr(text), who)


def listed(names: Iterable[str]) -> str:
    """The locale joins a list ("A, B and C"; Japanese uses its own separator)."""
    return QLocale().createSeparatedList(list(names))


def _departed_text(params: Mapping, name) -> str:
    travellers = params.get("travellers") or []
    coins = params.get("coins") or []
    parts = []
    for seat in params.get("order") or []:
        traveller = travellers[seat] if seat < len(travellers) else None
        purse = coins[seat] if seat < len(coins) else 0
        if traveller:
            parts.append(fill(PLURALS.departure_part(purse), name(seat),
                              traveller_name(traveller)))
        else:
            parts.append(fill(PLURALS.departure_part_initiation(purse), name(seat)))
    #: log: %1 lists the travellers in the order they leave ("Ann (Kinko, 7 coins), …")
    text = QCoreApplication.translate("Tokaido", "The journey begins. In order of departure: %1.")
    return fill(text, listed(parts))


def _encounter_text(params: Mapping, who: str) -> str:
    kind, panorama = _encounter_parts(params.get("card") or params.get("encounter", ""))
    kind = params.get("encounter", kind)
    if kind == "samurai":
        return fill(PLURALS.samurai(rules.SAMURAI_POINTS), who)
    if kind == "kuge":
        return fill(PLURALS.kuge(rules.KUGE_COINS), who)
    if kind == "miko":
        return fill(PLURALS.miko(rules.MIKO_TEMPLE_COINS), who)
    if kind == "shokunin":
        #: log: %1 a player; the craftsman's souvenir follows on the next line
        text = QCoreApplication.translate(
            "Tokaido", "%1 meets a Shokunin, who gives a souvenir from the deck.")
        return fill(text, who)
    if panorama is not None:
        #: log: %1 a player, %2 the panorama the guide shows ("Sea panorama"); the part it
        #: gives follows on the next line
        text = QCoreApplication.translate("Tokaido", "%1 meets an Annaibito, who shows the %2.")
        return fill(text, who, panorama_name(panorama))
    #: log: %1 a player, %2 an encounter card
    return fill(QCoreApplication.translate("Tokaido", "%1 meets: %2."), who, encounter_name(kind))


def _die_text(params: Mapping, who: str) -> str:
    times, stake, coins = params["times"], params["stake"], params["coins"]
    face = die_face_name(DIE_FACE_OF_TIMES.get(times, "lose"))
    if not stake:
        return fill(PLURALS.fortune_roll(coins), who, face)
    if times == 0:
        return fill(PLURALS.die_lost(stake), who, face)
    if times == 1:
        return fill(PLURALS.die_back(stake), who, face)
    return fill(PLURALS.die_won(coins), who, coins_text(stake), face)


def _effect_text(params: Mapping, who: str) -> str:
    choice = params.get("choice")
    if choice == "base":
        #: log: %1 a player, at a stop with Crossroads
        text = QCoreApplication.translate("Tokaido", "%1 takes the usual effect of the stop.")
    elif choice == "crossroads":
        #: log: %1 a player, at a stop with Crossroads
        text = QCoreApplication.translate("Tokaido", "%1 takes the Crossroads option.")
    elif params.get("first") == "crossroads":
        #: log: %1 a player (with the Health amulet or their ability)
        text = QCoreApplication.translate(
            "Tokaido", "%1 takes both effects of the stop, the Crossroads option first.")
    else:
        #: log: %1 a player (with the Health amulet or their ability)
        text = QCoreApplication.translate(
            "Tokaido", "%1 takes both effects of the stop, the usual one first.")
    return fill(text, who)


def _secret_text(event: Event, who: str, seen: bool) -> str | None:
    """The events only their seat may read: the full line for it, a neutral one for others."""
    params = event.params
    kind = event.kind
    if kind == "travellers_dealt":
        if seen:
            #: log: %1 a player, %2 and %3 two travellers' names
            text = QCoreApplication.translate("Tokaido", "%1 is dealt %2 and %3: keep one.")
            names = [traveller_name(t) for t in params["travellers"]] + ["", ""]
            return fill(text, who, names[0], names[1])
        #: log: %1 a player
        return fill(QCoreApplication.translate("Tokaido", "%1 is dealt two travellers."), who)
    if kind == "traveller_chosen":
        if seen:
            #: log: %1 a player, %2 a traveller's name
            text = QCoreApplication.translate("Tokaido", "%1 chooses %2.")
            return fill(text, who, traveller_name(params["traveller"]))
        return fill(QCoreApplication.translate("Tokaido", "%1 has chosen a traveller."), who)
    if kind == "encounters_drawn":
        if seen:
            #: log, Yoshiyasu's ability: %1 a player, %2 a list of encounter cards
            text = QCoreApplication.translate("Tokaido", "%1 draws %2 and keeps one.")
            return fill(text, who, listed([encounter_name(c) for c in params["cards"]]))
        text = QCoreApplication.translate("Tokaido", "%1 draws two encounters and keeps one.")
        return fill(text, who)
    if kind == "meal_hand":
        if seen:
            #: log: %1 a player, %2 the list of meals left at the inn
            text = QCoreApplication.translate("Tokaido", "%1 looks at the meals of the inn: %2.")
            return fill(text, who, listed([meal_name(m) for m in params["meals"]]))
        return fill(QCoreApplication.translate("Tokaido", "%1 looks at the meals of the inn."),
                    who)
    if kind == "free_meal_offered":
        if seen:
            #: log, Satsuki's ability: %1 a player, %2 a dish
            text = QCoreApplication.translate("Tokaido", "%1 is offered %2 for free.")
            return fill(text, who, meal_name(params["meal"]))
        return fill(QCoreApplication.translate("Tokaido", "%1 is offered a free meal."), who)
    if kind == "amulet_gained":
        if not seen:
            return None  # "amulet_taken" told everyone an amulet was taken
        #: log: %1 a player, %2 an amulet ("Fortune"); the others do not see which
        text = QCoreApplication.translate(
            "Tokaido", "%1 takes the %2 amulet, hidden from the others.")
        return fill(text, who, amulet_name(params["amulet"]))
    return None


SECRET_EVENTS = frozenset(("travellers_dealt", "traveller_chosen", "encounters_drawn",
                           "meal_hand", "free_meal_offered", "amulet_gained"))


def event_text(event: Event, seat_names: Sequence[str], viewer: int | None,
               road: Road | None = None) -> str | None:
    """One line of the game log for an event as ``viewer`` may read it, or None. ``road``: the
    game's (``view.rules.road``), to count the inns along it."""
    params = event.params

    def name(seat: int) -> str:
        return pawn_name(seat, seat_names)

    kind = event.kind
    if kind in SECRET_EVENTS:
        return _secret_text(event, name(params["seat"]), event.visible_for(viewer))
    if kind == "departed":
        return _departed_text(params, name)
    if kind == "moved":
        return _moved_text(params, seat_names, road)
    if kind == "game_over":
        parts = [fill(PLURALS.player_points(total), name(seat))
                 for seat, total in enumerate(params.get("totals") or [])]
        #: log: %1 lists every traveller's total ("Ann: 62 points, …")
        return fill(QCoreApplication.translate("Tokaido", "Journey's end at the final inn. %1"),
                    listed(parts))
    who = name(params["seat"]) if "seat" in params else ""
    line = _seat_event_text(kind, params, who)
    return line


def _seat_event_text(kind: str, params: Mapping, who: str) -> str | None:
    """The log lines of what one traveller did or gained."""
    if kind == "coins_gained":
        return fill(PLURALS.coins_gained(params["coins"]), who)
    if kind == "panorama_taken":
        return fill(PLURALS.panorama_part(params["part"]), who, panorama_name(params["panorama"]))
    if kind == "achievement":
        return fill(PLURALS.achievement(params["points"]), who,
                    panorama_name(params["achievement"]))
    if kind == "donated":
        return fill(PLURALS.donated(params["coins"]), who)
    if kind == "souvenirs_revealed":
        #: log: %1 a player, %2 the list of the three souvenirs on display
        text = QCoreApplication.translate("Tokaido", "%1 looks at the souvenirs of the village: "
                                                     "%2.")
        return fill(text, who, listed([souvenir_name(s) for s in params["souvenirs"]]))
    if kind == "souvenir_gained":
        if params.get("paid"):
            return fill(PLURALS.souvenir_bought(params["points"]), who,
                        souvenir_name(params["souvenir"]), coins_text(params["paid"]))
        return fill(PLURALS.souvenir_given(params["points"]), who,
                    souvenir_name(params["souvenir"]))
    if kind == "souvenir_free":
        if params.get("from_temple"):
            return fill(PLURALS.souvenir_refund_from_temple(params["coins"]), who)
        return fill(PLURALS.souvenir_refund(params["coins"]), who)
    if kind == "hot_spring":
        return fill(PLURALS.hot_spring(params["points"]), who)
    if kind == "encounter":
        return _encounter_text(params, who)
    if kind == "meal_eaten":
        meal = meal_name(params["meal"])
        if params.get("paid"):
            return fill(PLURALS.meal_bought(params["points"]), who, meal,
                        coins_text(params["paid"]))
        return fill(PLURALS.meal_free(params["points"]), who, meal)
    if kind == "meal_discarded":
        #: log, two players: %1 the player who moved the neutral traveller to the inn
        text = QCoreApplication.translate(
            "Tokaido", "For the neutral traveller, %1 puts a meal of the inn under the deck "
                       "unseen.")
        return fill(text, who)
    if kind == "meal_passed":
        return fill(QCoreApplication.translate("Tokaido", "%1 does not eat at this inn."), who)
    return _crossroads_event_text(kind, params, who)


def _crossroads_event_text(kind: str, params: Mapping, who: str) -> str | None:
    if kind == "amulet_used":
        #: log: %1 a player, %2 an amulet ("Fortune")
        text = QCoreApplication.translate("Tokaido", "%1 uses the %2 amulet.")
        return fill(text, who, amulet_name(params["amulet"]))
    if kind == "amulet_taken":
        #: log: %1 a player; which amulet stays hidden
        return fill(QCoreApplication.translate("Tokaido", "%1 takes an amulet."), who)
    if kind == "effect_chosen":
        return _effect_text(params, who)
    if kind == "cannot_pay":
        return fill(_named(CANNOT_PAY, params["option"]), who)
    if kind == "cherry_tree":
        return fill(PLURALS.cherry_tree(params["points"]), who, coins_text(params["coins"]))
    if kind == "bath_house":
        return fill(PLURALS.bath_house(params["points"]), who)
    if kind == "legendary_object":
        return fill(PLURALS.legendary_bought(params["points"]), who,
                    legendary_name(params["object"]), coins_text(params["paid"]))
    if kind == "calligraphy":
        #: log: %1 a player, %2 a calligraphy ("Patience")
        text = QCoreApplication.translate(
            "Tokaido", "%1 buys the calligraphy %2, which scores at the end.")
        return fill(text, who, calligraphy_name(params["calligraphy"]))
    if kind == "die_rolled":
        return _die_text(params, who)
    return None


# --- what a board element is, in brief (its tooltip; F1 opens the rules there) -------------------


def movement_text() -> str:
    """Under a pawn's name: who moves next."""
    return QCoreApplication.translate(
        "Tokaido", "The traveller furthest back on the road always moves next.")


def score_track_text() -> str:
    return QCoreApplication.translate("Tokaido", "Score track: every traveller's points so far.")


def temple_ranking_text() -> str:
    return QCoreApplication.translate(
        "Tokaido", "At the end, the most generous donors to the temples score extra points.")

"""The names of Tokaido's road: the stops and their effects, the inns, the panoramas, the
travellers and their abilities, the temple ranking; and what a board element is, in brief
(its tooltip).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tabibito.games.tokaido import scoring

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import named, tr

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


# --- names --------------------------------------------------------------------------------------


def neutral_name() -> str:
    return tr(NEUTRAL_NAME)


def pawn_name(pawn: int, seat_names: Sequence[str]) -> str:
    """A pawn's name: its seat's, or the neutral traveller's (its pawn number is the number of
    seats)."""
    if 0 <= pawn < len(seat_names):
        return seat_names[pawn]
    return neutral_name()


def stop_name(kind: str) -> str:
    return named(STOPS, kind)


def inn_name(inn_id: str) -> str:
    return named(INNS, inn_id)


def stop_effect(kind: str) -> str:
    return named(STOP_EFFECTS, kind)


def panorama_name(panorama: str) -> str:
    return named(PANORAMAS, panorama.removesuffix("_panorama"))


def traveller_name(traveller_id: str) -> str:
    return named(TRAVELLERS, traveller_id)


def traveller_epithet(traveller_id: str) -> str:
    return named(EPITHETS, traveller_id)


def traveller_ability(traveller_id: str) -> str:
    return named(ABILITIES, traveller_id)


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


# --- what a board element is, in brief (its tooltip; F1 opens the rules there) -------------------


def here_text() -> str:
    #: in the label beside a stop: %1 the travellers standing there ("Yuki and Aiko")
    return QCoreApplication.translate("Tokaido", "Here: %1")


def movement_text() -> str:
    """Under a pawn's name: who moves next."""
    return QCoreApplication.translate(
        "Tokaido", "The traveller furthest back on the road always moves next.")


def score_track_text() -> str:
    return QCoreApplication.translate("Tokaido", "Score track: every traveller's points so far.")


def temple_ranking_text() -> str:
    return QCoreApplication.translate(
        "Tokaido", "At the end, the most generous donors to the temples score extra points.")

"""Tokaido's game log: one line per event, as the seat looking may read it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from tabibito.engine import Event
from tabibito.games.tokaido import rules
from tabibito.games.tokaido.data import Road

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .cards import achievement_name, encounter_name, encounter_parts, meal_name, souvenir_name
from .common import named, tr
from .crossroads import (
    DIE_FACE_OF_TIMES,
    amulet_name,
    calligraphy_name,
    die_face_name,
    legendary_name,
)
from .options import category_label
from .plurals import PLURALS, coins_text
from .road import panorama_name, pawn_name, stop_name, traveller_name

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

#: log, a score that has no sentence of its own: %1 a player, %2 what scored (a traveller's
#: ability, a legendary object, an achievement card, a calligraphy, the temple ranking),
#: %3 the points ("Anna: Shodo, 1 point.")
SCORED = QT_TRANSLATE_NOOP("Tokaido", "%1: %2, %3.")

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
    kind, panorama = encounter_parts(params.get("card") or params.get("encounter", ""))
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
        return fill(named(CANNOT_PAY, params["option"]), who)
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
    return _score_text(kind, params, who)


def _score_text(kind: str, params: Mapping, who: str) -> str | None:
    """The points that come with no deed of their own: an ability's, Shodo's and Emaki's, and
    those of the journey's end."""
    if kind == "traveller_points":
        what = traveller_name(params["traveller"])
    elif kind == "souvenir_bonus":
        what = listed([legendary_name(card) for card in params["objects"]])
    elif kind == "temple_ranked":
        what = category_label("temple_ranking")
    elif kind == "end_achievement":
        what = achievement_name(params["achievement"])
    elif kind == "calligraphy_scored":
        what = calligraphy_name(params["calligraphy"])
    else:
        return None
    return fill(tr(SCORED), who, what, PLURALS.points(params["points"]))

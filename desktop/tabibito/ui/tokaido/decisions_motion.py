"""The motion of Tokaido's decision hero: the cards a step reveals turning over, the fortune die
tumbling onto its face, and the short "+3 points" that says what a card or a purchase gave.

Every motion is one QVariantAnimation from 0 to 1 handed to the table's animation queue, so it
follows the speed setting, waits its turn behind the pawns walking on the road, holds back the
next computer move while it plays, and with motion off (factor 0) jumps to its end at once. This
module says which events move what and for how long; the widgets only show "progress p".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabibito.engine import Event
from tabibito.games.tokaido import rules
from tabibito.games.tokaido.data import PANORAMA_PARTS, SOUVENIR_FAMILIES

from ..kit.i18n import fill
from . import art, texts
from .colours import seat_colour
from .decisions_tiles import ACCENTS, FACE_OF_TIMES, FAMILY_ACCENTS, Reveal
from .decisions_words import word

TILE_FLIP_MS = 420  # the souvenirs of a market, a meal hand: turning over one after another
REVEAL_MS = 1500  # a card drawn for the shown seat: turns over, shows, fades
OTHER_REVEAL_MS = 1050  # the same for another seat's card: the table goes on sooner
ROLL_MS = 1700  # the fortune die: tumbling, lying on its face, what it gave
FEEDBACK_MS = 800  # a gain without a card ("+6 points" for a meal)

# Events whose cards the hero's own tiles show: they turn over where they lie.
TILE_REVEALS = {"souvenirs_revealed": "souvenirs", "meal_hand": "meals",
                "encounters_drawn": "cards", "free_meal_offered": "meal"}

Step = Callable[[float], None]


def flipped_keys(event: Event) -> list[str]:
    """The tile keys (card ids) an event turns over in the hero, if it is one of those."""
    name = TILE_REVEALS.get(event.kind)
    if name is None:
        return []
    value = event.params.get(name)
    if isinstance(value, str):
        return [value]
    return list(value or [])


def points_gain(points: int) -> str:
    return texts.gained(texts.points_text(points)) if points >= 0 else \
        texts.lost(texts.points_text(-points))


def coins_gain(coins: int) -> str:
    return texts.gained(texts.coins_text(coins)) if coins >= 0 else \
        texts.lost(texts.coins_text(-coins))


def reveal_for(event: Event, table: Any, shown: int | None) -> tuple[Reveal, int] | None:
    """What the overlay shows for ``event`` and for how long, or None (nothing to show)."""
    seat = event.params.get("seat")
    if not isinstance(seat, int):
        return None
    mine = seat == shown
    builder = _CARDS.get(event.kind)
    if builder is not None:
        reveal = builder(event.params, table)
        if reveal is None:
            return None
        if not mine:
            reveal = _for_other(reveal, seat, table)
        duration = ROLL_MS if reveal.die_face else REVEAL_MS if mine else OTHER_REVEAL_MS
        return reveal, duration
    if not mine:  # a gain without a card: worth a moment only for the player on screen
        return None
    feedback = _gain_text(event)
    return (Reveal(feedback=feedback), FEEDBACK_MS) if feedback else None


def _for_other(reveal: Reveal, seat: int, table: Any) -> Reveal:
    names = table.seat_names
    who = names[seat] if 0 <= seat < len(names) else ""
    return Reveal(reveal.icon, reveal.title, reveal.note, reveal.accent, reveal.die_face,
                  reveal.feedback, reveal.good, who, seat_colour(seat).name())


def _gain_text(event: Event) -> str:
    params = event.params
    if event.kind == "souvenir_gained" and params.get("paid", 0) > 0:
        return points_gain(params.get("points", 0))
    if event.kind in ("meal_eaten", "bath_house", "legendary_object"):
        return points_gain(params.get("points", 0))
    if event.kind == "donated":
        return points_gain(params.get("coins", 0))
    if event.kind == "coins_gained":
        return coins_gain(params.get("coins", 0))
    if event.kind == "souvenir_free":
        coins = params.get("coins", 0)
        if params.get("from_temple"):  # the coins Devotion had put on the temple, and their points
            return fill(word("two_gains"), coins_gain(coins), points_gain(-coins))
        return coins_gain(coins)
    return ""


def _encounter(params: Mapping[str, Any], table: Any) -> Reveal:
    card = params.get("card", "")
    kind = params.get("encounter", "")
    gains = {"samurai": points_gain(rules.SAMURAI_POINTS), "kuge": coins_gain(rules.KUGE_COINS),
             "miko": points_gain(rules.MIKO_TEMPLE_COINS)}  # the Miko's coin scores its point
    return Reveal(kind, texts.encounter_name(card), texts.encounter_effect(card),
                  ACCENTS["encounter"], feedback=gains.get(kind, ""))


def _hot_spring(params: Mapping[str, Any], table: Any) -> Reveal:
    return Reveal("hot_spring", texts.hot_spring_name(params.get("card")), "",
                  ACCENTS["hot_spring"], feedback=points_gain(params.get("points", 0)))


def _panorama(params: Mapping[str, Any], table: Any) -> Reveal:
    panorama = params.get("panorama", "paddy")
    part = params.get("part", 1)
    note = fill(word("part_of"), part, PANORAMA_PARTS.get(panorama, part))
    return Reveal(art.panorama_part(panorama, part), texts.panorama_name(panorama), note,
                  ACCENTS["panorama"], feedback=points_gain(part))


def _achievement(params: Mapping[str, Any], table: Any) -> Reveal:
    achievement = params.get("achievement", "")
    return Reveal("achievement", texts.achievement_name(achievement),
                  texts.achievement_effect(achievement), ACCENTS["coin"],
                  feedback=points_gain(params.get("points", 0)))


def _die(params: Mapping[str, Any], table: Any) -> Reveal:
    times = params.get("times", 0)
    net = params.get("coins", 0) - params.get("stake", 0)
    face = FACE_OF_TIMES.get(times, "lose")
    return Reveal(die_face=face, feedback=coins_gain(net), good=net >= 0)


def _souvenir(params: Mapping[str, Any], table: Any) -> Reveal | None:
    if params.get("paid", 0) > 0:  # bought from the market: the tile was in sight already
        return None
    card = params.get("souvenir", "")
    family = table.view().rules.cards.family.get(card, 0)
    name = SOUVENIR_FAMILIES[family] if family < len(SOUVENIR_FAMILIES) else "small_objects"
    return Reveal(art.picture("souvenir", card), texts.souvenir_name(card), texts.family_name(name),
                  FAMILY_ACCENTS[name],
                  feedback=points_gain(params.get("points", 0)))


def _cherry_tree(params: Mapping[str, Any], table: Any) -> Reveal:
    feedback = fill(word("two_gains"), points_gain(params.get("points", 0)),
                    coins_gain(params.get("coins", 0)))
    tables = table.view().rules.data.crossroads
    return Reveal("cherry_tree", texts.cherry_tree_name(), texts.cherry_tree_effect(tables),
                  ACCENTS["crossroads"], feedback=feedback)


def _calligraphy(params: Mapping[str, Any], table: Any) -> Reveal:
    card = params.get("calligraphy", "")
    return Reveal(art.picture("calligraphy", card), texts.calligraphy_name(card),
                  texts.calligraphy_effect(card),
                  ACCENTS["crossroads"])


def _amulet(params: Mapping[str, Any], table: Any) -> Reveal:
    amulet = params.get("amulet", "")
    return Reveal(amulet, texts.amulet_name(amulet), texts.amulet_effect(amulet),
                  ACCENTS["crossroads"])


_CARDS: dict[str, Callable[[Mapping[str, Any], Any], Reveal | None]] = {
    "encounter": _encounter, "hot_spring": _hot_spring, "panorama_taken": _panorama,
    "achievement": _achievement, "die_rolled": _die, "souvenir_gained": _souvenir,
    "cherry_tree": _cherry_tree, "calligraphy": _calligraphy, "amulet_gained": _amulet,
    "amulet_used": _amulet,
}

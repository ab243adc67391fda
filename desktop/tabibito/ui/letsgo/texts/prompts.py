"""The status line of each Let's Go decision (``State.prompt``), and the trip's questions
with the words of their choices.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabibito.engine import Prompt
from tabibito.games.letsgo import rules, trip
from tabibito.games.letsgo.data import (
    LetsGoData,
)

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .cards import SET_JOINER
from .common import named, tr, translate
from .names import (
    TRAIN_CHOICES,
    card_title,
    city_name,
    day_name,
    day_on,
    game_data,
    icon_name,
    listed,
    walk_title,
)
from .plurals import PLURALS, vp_text

# --- prompts ------------------------------------------------------------------------------------

PROMPTS = {
    rules.CHOOSE_PASSPORT: QT_TRANSLATE_NOOP(
        "LetsGo", "Keep one of your two passport cards."),
    rules.CHOOSE_DECK: QT_TRANSLATE_NOOP(
        "LetsGo", "Last round: choose the deck to draw your card from."),
    rules.GIVE: QT_TRANSLATE_NOOP(
        "LetsGo", "Choose the next card for the travel agency's itinerary."),
}

TRIP_DECISIONS = {
    #: the question of a trip decision: %1 a yellow card's site, %2 its day with its
    #: preposition (“on Monday”)
    trip.YELLOW_CITY: QT_TRANSLATE_NOOP(
        "LetsGo", "%1 %2 is a yellow card: does it count for Tokyo or for Kyoto?"),
    #: the question of a trip decision: %1 the card the train arrives at, %2 its day with its
    #: preposition (“on Monday”)
    trip.TRAIN: QT_TRANSLATE_NOOP(
        "LetsGo", "The city changes at %1 %2: which train ticket do you use?"),
    #: the question of a trip decision: %1 the walk's card (now seen), %2 its day with its
    #: preposition (“on Monday”)
    trip.WALK: QT_TRANSLATE_NOOP(
        "LetsGo", "Your walk %2 turns out to be %1: score its front or its back?"),
    #: the question of a trip decision: %1 the highlight's card, %2 its day
    trip.FREE_HIGHLIGHT: QT_TRANSLATE_NOOP(
        "LetsGo", "The highlight of %2, %1, misses its condition: score it anyway with your "
                  "passport?"),
    #: the question of a trip decision in solo: %1 the highlight's card, %2 its day with its
    #: preposition (“on Monday”)
    trip.AGENCY_WILD: QT_TRANSLATE_NOOP(
        "LetsGo", "The travel agency wins a wild token %2 (%1): its highest experience "
                  "tracks are tied. Which one moves?"),
}
# The questions that name their day as the time of what happens ("on Monday"), not as a name.
DAY_AS_TIME = frozenset((trip.YELLOW_CITY, trip.TRAIN, trip.WALK, trip.AGENCY_WILD))
#: the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day with its
#: preposition (“on Monday”)
AGENCY_YELLOW = QT_TRANSLATE_NOOP(
    "LetsGo", "The travel agency's card “%1” %2 is a yellow card: does it count for Tokyo or "
              "for Kyoto?")


# --- trip decisions -----------------------------------------------------------------------------


def decision_card(params: Mapping, data: LetsGoData | None = None) -> str:
    """The card a trip decision is about, as the board shows it: a walk not turned over yet
    by its deck, never by its front (trains are chosen before the walks are turned: "The city
    changes at Walk (Kyoto deck)"); empty for none."""
    card = params.get("card")
    if not card:
        return ""
    return walk_title(rules.city_of(card)) if params.get("walk") else card_title(card, data)


def _card_and_day(params: Mapping, data: LetsGoData | None) -> tuple[str, str]:
    return decision_card(params, data), day_name(params.get("day", -1))


def trip_decision_text(kind: str, params: Mapping, data: LetsGoData | None = None) -> str:
    """The question of a trip decision (trip.TripDecision); ``params["agency"]``: the solo
    player decides it for the travel agency."""
    if kind == trip.WILD_TOKEN:
        return wild_question(params)
    card, day = _card_and_day(params, data)
    if kind in DAY_AS_TIME:
        day = day_on(params.get("day", -1))
    if kind == trip.YELLOW_CITY and params.get("agency"):
        return fill(tr(AGENCY_YELLOW), card, day)
    text = TRIP_DECISIONS.get(kind)
    if text is None:
        return translate("LetsGo", "Decide for your trip.")
    return fill(tr(text), card, day)


def wild_question(params: Mapping) -> str:
    wilds = int(params.get("wilds", 0))
    day = params.get("day")
    if day is None:
        #: where wild tokens are spent: the last chance, before the experience tracks score
        where = translate("LetsGo", "before the experience scoring")
    else:
        #: where wild tokens are spent: %1 a day
        where = fill(translate("LetsGo", "before the highlight of %1"), day_name(day))
    return fill(PLURALS.wilds_left(wilds), where)


def wild_choice_label(choice: str) -> str:
    """A wild token's button: an experience, two of them (passport 15), or done."""
    if choice == trip.DONE:
        #: a button of the wild token decision: spend no more now
        return translate("LetsGo", "Keep the rest")
    return SET_JOINER.join(icon_name(kind) for kind in choice.split("+"))


def trip_choice_label(kind: str, choice: Any, params: Mapping,
                      data: LetsGoData | None = None) -> str:
    """A button's label for one choice of a trip decision."""
    if kind == trip.YELLOW_CITY:
        return city_name(choice)
    if kind == trip.TRAIN:
        return named(TRAIN_CHOICES, choice)
    if kind == trip.WALK:
        if choice == trip.FRONT:
            #: a button of the walk decision: %1 the card's site
            return fill(translate("LetsGo", "Front: %1"), card_title(params.get("card", ""), data))
        back = game_data(data).walk_back
        #: a button of the walk decision: %1 its VP, %2 its icon
        return fill(translate("LetsGo", "Back: %1 and %2"), vp_text(back.points),
                    listed(icon_name(icon) for icon in back.icons))
    if kind in (trip.WILD_TOKEN, trip.AGENCY_WILD):
        return wild_choice_label(choice)
    if kind == trip.FREE_HIGHLIGHT:
        if choice == trip.SCORE:
            return PLURALS.free_left(int(params.get("left", 0)))
        #: a button of the free highlight decision
        return translate("LetsGo", "Keep it for a later highlight")
    return str(choice)


# --- prompts ------------------------------------------------------------------------------------


def prompt_text(prompt: Prompt, seat_names: Sequence[str] = (),
                data: LetsGoData | None = None) -> str:
    """The status line of the decision in ``prompt`` (a draft step or a trip decision)."""
    params = prompt.params
    kind = prompt.kind
    for prefix in ("trip_", rules.AGENCY + "_"):
        if kind.startswith(prefix):
            return trip_decision_text(kind[len(prefix):], params, data)
    if kind == rules.PLAY:
        left = int(params.get("place", 1)) - int(params.get("placed", 0))
        return fill(PLURALS.play(left), params.get("round", ""))
    if kind == rules.SLOT:
        if params.get("walk"):
            #: prompt: %1 the deck ("Tokyo") of the face-down card
            text = translate("LetsGo", "Choose the slot of your walk (%1 deck): a day, above, "
                                       "below or between its cards.")
            return fill(text, city_name(params["walk"]))
        #: prompt: %1 the card chosen
        text = translate("LetsGo", "Choose where %1 goes: a day, above, below or between its "
                                   "cards.")
        return fill(text, card_title(params.get("card", ""), data))
    if kind == rules.DISCARD:
        return PLURALS.discard_left(int(params.get("discards", 0)))
    if kind == rules.RESEARCH_DECK:
        return PLURALS.research_draws(int(params.get("draws", 0)))
    if kind == rules.BONUS:
        return fill(PLURALS.bonus(int(params.get("matches", 0))),
                    day_name(params.get("day", -1)))
    marked = PROMPTS.get(kind)
    if marked is None:
        return translate("LetsGo", "Make your decision.")
    return tr(marked)

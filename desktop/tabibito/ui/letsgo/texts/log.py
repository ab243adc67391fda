"""Let's Go's game log: one line per event, as the seat looking may read it."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from PySide6.QtCore import QLocale

from tabibito.engine import Event
from tabibito.games.letsgo import rules, trip
from tabibito.games.letsgo.data import (
    LetsGoData,
)

from ...kit.i18n import fill
from .cards import gains_text, round_source_text
from .common import translate
from .names import (
    bonus_reward_label,
    card_title,
    city_name,
    condition_name,
    day_name,
    day_on,
    icon_name,
    listed,
    passport_effect,
    passport_name,
    train_name,
)
from .options import agency_name, category_label
from .plurals import PLURALS
from .prompts import decision_card, wild_choice_label

# The cards placed face down as walks, asked for only by a line that needs them (trip.train).
Walks = Callable[[], Collection[str]]

# --- the log ------------------------------------------------------------------------------------


def _who(params: Mapping, seat_names: Sequence[str]) -> str:
    return _seat_name(params.get("seat"), seat_names)


def _seat_name(seat: object, seat_names: Sequence[str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seat_names):
        return seat_names[seat]
    return str(seat) if seat is not None else ""


def _cards(cards: Iterable[str], data: LetsGoData | None) -> str:
    return listed(card_title(card, data) for card in cards)


def event_text(event: Event, seat_names: Sequence[str], viewer: int | None,
               data: LetsGoData | None = None, walks: Walks = frozenset) -> str | None:
    """One line of the game log for an event as ``viewer`` may read it, or None. ``walks``:
    the game's cards placed face down (the events do not say it, the itineraries do)."""
    params = event.params
    kind = event.kind
    who = _who(params, seat_names)
    seen = event.visible_for(viewer)
    if kind in SILENT_EVENTS:
        return None
    if kind.startswith("trip."):
        return _with_traveller(_trip_event_text(kind, params, data, walks),
                               params.get("traveller"), seat_names)
    if kind in SECRET_EVENTS:
        return _secret_event_text(kind, params, who, seen, data)
    if kind == "placed":
        if viewer == params.get("seat"):
            return None  # the seat's own "card_placed" names the card
        #: log: %1 a player, %2 the day with its preposition (“on Monday”); the card stays
        #: hidden until the next round
        return fill(translate("LetsGo", "%1 places a card %2."), who, day_on(params["day"]))
    return _public_event_text(kind, params, who, data)


SECRET_EVENTS = frozenset(("hand", "passport_kept", "card_placed", "discarded", "drawn"))
# Left out of the log: the trip's own events that follow a trip choice say what was chosen.
SILENT_EVENTS = frozenset(("trip_choice",))


def _secret_event_text(kind: str, params: Mapping, who: str, seen: bool,
                       data: LetsGoData | None) -> str | None:
    """The lines of what only one seat may see: said in full to it, withheld from others."""
    if kind == "hand":
        #: log: %1 a player, %2 the cards of the hand
        if not seen:
            return None
        return fill(translate("LetsGo", "%1's hand: %2."), who, _cards(params["cards"], data))
    if kind == "passport_kept":
        if not seen:
            #: log: %1 a player; which passport stays hidden until everyone has chosen
            return fill(translate("LetsGo", "%1 has chosen a passport."), who)
        #: log: %1 a player, %2 the passport's title
        return fill(translate("LetsGo", "%1 keeps the passport %2."), who,
                    passport_name(params["number"]))
    if kind == "card_placed":
        if not seen:
            return None  # "placed" says it for the others
        #: log: %1 a player, %2 the card's title, %3 the day with its preposition (“on Monday”)
        return fill(translate("LetsGo", "%1 places %2 %3."), who,
                    card_title(params["card"], data), day_on(params["day"]))
    if kind == "discarded":
        if not seen:
            return None
        #: log: %1 a player, %2 the card
        return fill(translate("LetsGo", "%1 discards %2."), who, card_title(params["card"], data))
    if kind == "drawn":
        if not seen:
            #: log: %1 a player
            return fill(translate("LetsGo", "%1 draws a card."), who)
        #: log: %1 a player, %2 the card
        return fill(translate("LetsGo", "%1 draws %2."), who, card_title(params["card"], data))
    return None


def _public_event_text(kind: str, params: Mapping, who: str,
                       data: LetsGoData | None) -> str | None:
    if kind == "conditions":
        days = [fill(translate("LetsGo", "%1: %2"), day_name(day), condition_name(token))
                for day, token in enumerate(params["days"])]
        #: log at the start: %1 lists each day with its favourable condition
        return fill(translate("LetsGo", "The favourable conditions of the week: %1."), listed(days))
    if kind == "round_started":
        #: log: %1 the round, %2 where its hand comes from
        return fill(translate("LetsGo", "Round %1 begins. %2"), params["round"],
                    round_source_text(params["round"]))
    if kind == "round_ended":
        #: log: %1 the round
        return fill(translate("LetsGo", "Round %1 is over."), params["round"])
    if kind == "passport":
        #: log: %1 a player, %2 the passport's title, %3 its effect
        return fill(translate("LetsGo", "%1 travels with the passport %2: %3"), who,
                    passport_name(params["number"]), passport_effect(params["number"]))
    if kind == "walked":
        #: log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck ("Tokyo")
        text = translate("LetsGo", "%1 takes a walk %2 (a face-down card of the %3 deck) "
                                   "and gains a research token.")
        return fill(text, who, day_on(params["day"]), city_name(params["deck"]))
    if kind == "research":
        #: log: %1 a player
        text = translate("LetsGo", "%1 spends a research token: 3 cards to draw, then 3 to "
                                   "discard.")
        return fill(text, who)
    if kind == "day_bonus":
        return _bonus_text(params, who)
    if kind == "given":
        #: log in solo: %1 the player, %2 the card
        return fill(translate("LetsGo", "%1 gives %2 to the travel agency."), who,
                    card_title(params["card"], data))
    if kind == "trip_started":
        return translate("LetsGo", "Off to Japan! The trip begins, day by day.")
    return None


def _bonus_text(params: Mapping, who: str) -> str:
    reward = params["reward"]
    if reward == rules.EXTRA_WALK:
        #: log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck of the
        #: face-down card ("Tokyo")
        text = translate("LetsGo", "%1's day bonus: a bonus walk %2 from the %3 deck.")
        return fill(text, who, day_on(params["day"]), city_name(params["deck"]))
    #: log: %1 a player, %2 the reward ("2 research tokens")
    return fill(translate("LetsGo", "%1's day bonus: %2."), who, bonus_reward_label(reward))


def _with_traveller(line: str | None, traveller: object, seat_names: Sequence[str]) -> str | None:
    """A trip's line with whose trip it is: the travellers' trips run side by side (in solo
    the travel agency's beside the player's), and their lines mingle in the log."""
    if line is None or traveller is None:
        return line
    who = agency_name() if traveller == rules.AGENCY else _seat_name(traveller, seat_names)
    #: log of the trip: %1 the traveller (a player or the travel agency), %2 what happened
    return fill(translate("LetsGo", "%1 — %2"), who, line)


def _trip_event_text(kind: str, params: Mapping, data: LetsGoData | None,
                     walks: Walks) -> str | None:
    """The trip's own lines; ``_with_traveller`` says whose trip they belong to."""
    if kind == "trip.yellow":
        #: log of the trip: %1 a yellow card, %2 the city it counts for
        return fill(translate("LetsGo", "%1 counts for %2."), card_title(params["card"], data),
                    city_name(params["city"]))
    if kind == "trip.train":
        #: log of the trip: %1 the ticket ("Luxury train ticket"), %2 the card reached
        # The trains are all taken before the first walk is turned over: a train to a walk
        # names it as the board showed it then ("Walk (Kyoto deck)"), not by its front.
        reached = {"card": params["card"], "walk": params["card"] in walks()}
        return fill(translate("LetsGo", "%1 to %2."), train_name(params["train"]),
                    decision_card(reached, data))
    if kind == "trip.walk":
        if params["face"] == trip.FRONT:
            #: log of the trip: %1 the walk's card, scored from its front
            return fill(translate("LetsGo", "The walk turns out to be %1: scored from its front."),
                        card_title(params["card"], data))
        return fill(translate("LetsGo", "The walk (%1) is scored from its back."),
                    card_title(params["card"], data))
    if kind == "trip.card":
        if params.get("face") == trip.BACK:
            return fill(PLURALS.card_back_points(params["points"]), day_name(params["day"]))
        return fill(PLURALS.card_points(params["points"]), day_name(params["day"]),
                    card_title(params["card"], data))
    if kind == "trip.mood_step":
        if params["track"] == "happiness":
            #: log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)
            return fill(translate("LetsGo", "Happiness rises to step %1."), params["level"])
        #: log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)
        return fill(translate("LetsGo", "Stress rises to step %1."), params["level"])
    if kind == "trip.wild":
        kinds = wild_choice_label(params["kinds"])
        if params.get("day") is None:
            #: log of the trip: %1 the experience(s) moved
            return fill(translate("LetsGo", "A wild token moves %1 one step."), kinds)
        #: log of the trip: %1 the experience(s) moved, %2 a day
        text = translate("LetsGo", "A wild token moves %1 one step, before the highlight of %2.")
        return fill(text, kinds, day_name(params["day"]))
    if kind == "trip.highlight":
        return _highlight_text(params, data)
    if kind == "trip.over":
        return PLURALS.trip_over(params["total"])
    return _sheet_points_text(kind, params)


def _sheet_points_text(kind: str, params: Mapping) -> str | None:
    """The trip's points that come with no card: a row of the score sheet (or the passport,
    or the experience) and its points, so that every cell of the sheet can be checked."""
    if kind == "trip.research":
        what = category_label("research")
    elif kind == "trip.passport":
        what = passport_name(params["passport"])
    elif kind == "trip.mood":
        what = category_label("mood")
    elif kind == "trip.experience":
        what = icon_name(params["experience"])
    else:
        return None
    #: log of the trip: %1 what scored (a row of the score sheet, a passport, an experience),
    #: %2 its points, signed (stress loses points): "Research tokens: 3 VP"
    return fill(translate("LetsGo", "%1: %2 VP"), what, QLocale().toString(params["points"]))


def _highlight_text(params: Mapping, data: LetsGoData | None) -> str:
    day, card = day_name(params["day"]), card_title(params["card"], data)
    if not params["met"]:
        #: log of the trip: %1 a day, %2 the card
        text = translate("LetsGo", "Highlight of %1 (%2): its condition is not met.")
        return fill(text, day, card)
    if params.get("free"):
        return fill(PLURALS.highlight_free(params["points"]), day, card)
    if params.get("gains"):
        return fill(PLURALS.highlight_gains(params["points"]), day, card,
                    gains_text(params["gains"]))
    return fill(PLURALS.highlight_met(params["points"]), day, card)

"""The Hint button's words for Let's Go! To Japan: what the move is, why, and what it gains.

The rules work every number out from the seat's own view (``games.letsgo.insights``: the day
bonus a third card brings, a highlight's condition, the trip planner's best final totals); this
module only words their insight.

Sentences are literal ``translate("LetsGoHints", ...)`` calls or, with a count, ``self.tr`` on
the QObject ``LetsGoHints`` (the context's name), so pyside6-lupdate extracts them all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tabibito.engine import Action
from tabibito.engine.insights import Insight, Reason
from tabibito.games.letsgo import bots, insights, rules, trip
from tabibito.games.letsgo.rules import LetsGoState

from ..kit.i18n import fill
from ..kit.versus import versus_text
from ..plugin_api import Hint
from . import texts

translate = QCoreApplication.translate

# Where the ring goes (the board's and the panel's tutorial keys).
DECISION_TARGET = "decision"  # the panel's card with the decision's buttons


def card_target(card: str) -> str:
    return f"card:{card}"


def slot_target(day: int, position: int) -> str:
    return f"slot:{day}:{position}"



class LetsGoHints(QObject):
    """The hints' sentences with a count (pyside6-lupdate marks %n only on ``self.tr``)."""

    def completes(self, n: int) -> str:
        #: hint: %1 a day, %2 its day bonus ("2 research tokens or 1 wild token"); %n icons
        return self.tr("It completes %1 with %n matching icon(s): a day bonus of %2.", "", n)

    def matches(self, n: int) -> str:
        #: hint: %1 the day with its preposition ("on Monday"), %2 its favourable condition;
        #: %n of the card's icons match it
        return self.tr("It matches the favourable condition %1 (%2) with %n icon(s): a step "
                       "toward the day bonus.", "", n)

    def walks_more(self, n: int) -> str:
        #: hint: what a highlight's condition still lacks
        return self.tr("%n more walk(s)", "", n)

    def rides(self, n: int) -> str:
        #: hint: what a highlight's condition still lacks (rides are only known on the trip)
        return self.tr("%n train ride(s)", "", n)

    def research(self, n: int) -> str:
        #: hint: %1 the deck of the first card; %n the cards a research draws
        return self.tr("Spend a research token: draw %n card(s), the first from the <b>%1</b> "
                       "deck, then discard as many.", "", n)

    def tokens_kept(self, n: int) -> str:
        #: hint: %1 what an unused research token scores ("1 VP"); %n tokens left
        return self.tr("You keep %n research token(s), each worth %1 at the end if unused.",
                       "", n)

    def walk(self, n: int) -> str:
        #: hint: %1 the card discarded, %2 the deck ("Tokyo"); %n research tokens gained
        return self.tr("Discard <b>%1</b> for a walk from the <b>%2</b> deck: a face-down card "
                       "joins your itinerary and you gain %n research token(s).", "", n)

    def discard(self, n: int) -> str:
        #: hint during a research: %1 the card, %2 its VP; %n cards still to discard after it
        return self.tr("Discard <b>%1</b> (%2); %n more to discard after it.", "", n)

    def research_gained(self, n: int) -> str:
        #: hint: %1 what an unused token scores ("1 VP"); %n research tokens gained
        return self.tr("%n more research token(s): each one a research, or %1 at the end if "
                       "unused.", "", n)

    def gain(self, n: int) -> str:
        #: victory points a trip choice adds at once
        return self.tr("+%n VP", "", n)

    def loss(self, n: int) -> str:
        #: victory points a trip choice costs at once
        return self.tr("−%n VP", "", n)

    def planned(self, n: int) -> str:
        #: hint in the draft: %n the final total of the trip the computer player plans with the
        #: move (its mean over a few fillings of the empty slots, less what the travel agency
        #: gains in solo)
        return self.tr("a planned trip of about %n VP", "", n)

    def agency_margin(self, n: int) -> str:
        #: hint in solo, the round's last card (the rest go to the travel agency): %1 the best
        #: other move; %n how much more the computer player's plan makes of this one, counting
        #: what the agency's trip gains from the cards it gets
        return self.tr("Better than “%1” by about %n VP, counting the cards the travel agency "
                       "gets from you.", "", n)

    def about(self, n: int) -> str:
        #: hint in the draft: the best other move's planned total (after "a planned trip of
        #: about 112 VP, against")
        return self.tr("about %n VP", "", n)


PLURALS = LetsGoHints()


def hint(view: LetsGoState, seat: int, action: Action) -> Hint:
    """What ``action`` of ``seat`` does and gains, read from ``view`` (the seat's own view), and
    in the draft why the hard player's plan prefers it to the best other move."""
    told = insights.hard_insight(view, seat, action)
    if told.move is None:
        return Hint(translate("LetsGoHints", "The computer player would make this move."))
    if action.kind in ("trip", rules.AGENCY):
        return _trip(view, seat, told, told.move)
    said = _DRAFT[told.move.key](view, seat, told, told.move)
    versus = _versus(view, seat, told)
    return said if versus is None else Hint(texts.sentences([said.text, versus]), said.target)


def _versus(view: LetsGoState, seat: int, told: Insight) -> str | None:
    """The draft move against the best other, by the hard player's own measure (its planned
    trips; for the other decisions ``insights._VERSUS``'s)."""
    kind = told.action.kind
    if any(reason.key == "only_choice" for reason in told.reasons):
        if kind == rules.GIVE:  # its deck may still be chosen: the backs tell nothing
            #: hint in solo: the card given is the last of the hand
            return translate("LetsGoHints", "It is the only card left to give.")
        #: hint: the move has no alternative (a day bonus of a single reward)
        return translate("LetsGoHints", "There is no other choice here.")
    if kind in (rules.CHOOSE_DECK, rules.RESEARCH_DECK):
        return None  # the deck's own sentence says that either deck is as good
    other = told.alternative
    if other is None or told.alternative_value is None:
        return None
    name = _move_name(view, seat, other)
    margin = told.margin
    if any(reason.key == "agency_margin" for reason in told.reasons) and margin is not None \
            and margin >= 0:
        # Solo, the round's last card or the cards given: the values are margins over the
        # agency's planned trip, said as the difference alone.
        if margin == 0:
            #: hint in solo, the round's last card: %1 the best other move, worth as much
            text = translate("LetsGoHints", "“%1” would be just as good, counting the cards the "
                                            "travel agency gets from you.")
            return fill(text, name)
        return fill(PLURALS.agency_margin(margin), name)
    mine, theirs = _values(kind, told.measure, told.alternative_value)
    return versus_text(told.versus, name, None, mine, theirs)


def _values(kind: str, mine: int, theirs: int) -> tuple[str, str]:
    """The hinted move's value in full and the best other's short, in the hard player's measure
    of the decision (``insights.hard_insight``): planned trips, a passport's rank, or worths in
    tenths of a VP."""
    if kind == rules.CHOOSE_PASSPORT:
        #: hint, the passport kept: its place in the computer player's order of the passports
        #: (the effects that pay most often first): %1 its rank, %2 how many passports there are
        text = translate("LetsGoHints", "rank %1 of %2 in the computer player's order of "
                                        "passports")
        #: hint: the other passport's place in the computer player's order (after "rank 3 of
        #: 18 in the computer player's order of passports, against")
        other = translate("LetsGoHints", "rank %1")
        return fill(text, -mine, len(bots.PASSPORT_ORDER)), fill(other, -theirs)
    if kind == rules.RESEARCH:
        #: hint: %1 what the computer player counts a research as ("about 3 VP"): it researches
        #: when no card of the hand is worth that much in its best slot
        text = translate("LetsGoHints", "a research, which the computer player counts as %1")
        #: hint: the best card of the hand, worth %1 in its best slot (after "a research,
        #: which the computer player counts as about 3 VP, against")
        other = translate("LetsGoHints", "%1 for that card in its best place")
        return fill(text, _worth(mine)), fill(other, _worth(theirs))
    if kind == rules.DISCARD:
        #: hint during a research: %1 what the cards kept are worth, each in its best slot
        text = translate("LetsGoHints", "the cards you keep are worth %1 in their best places")
        return fill(text, _worth(mine)), _worth(theirs)
    if kind == rules.BONUS:
        #: hint: %1 what the computer player counts the day bonus's reward as ("about 2.6 VP")
        text = translate("LetsGoHints", "a reward the computer player counts as %1")
        return fill(text, _worth(mine)), _worth(theirs)
    return PLURALS.planned(mine), PLURALS.about(theirs)


def _worth(tenths: int) -> str:
    """A worth of the hard player's in tenths of a VP: "about 3 VP", "about 2.6 VP", "about
    −1 VP" (a card that costs more than it brings)."""
    decimals = 0 if tenths % insights.TENTHS == 0 else 1
    number = QLocale().toString(tenths / insights.TENTHS, "f", decimals).replace("-", "−")
    #: hint: a worth in VP, perhaps with a decimal or below zero ("about 2.6 VP"), as the
    #: computer player counts it
    return fill(translate("LetsGoHints", "about %1 VP"), number)


def _move_name(view: LetsGoState, seat: int, action: Action) -> str:
    """A draft move named short: a card taken (discarded, given) by its site, a walk by its
    deck, a slot by its day and place ("Wednesday, card 2 from the top"), a passport, a deck
    and a day bonus's reward by their names."""
    kind = action.kind
    if kind == rules.WALK:
        return texts.walk_title(action["deck"])
    if kind == rules.SLOT:
        #: a slot of the itinerary named in a hint: %1 a day, %2 its place from the top (1-3)
        return fill(translate("LetsGoHints", "%1, card %2 from the top"),
                    texts.day_name(action["day"]), action["position"] + 1)
    if kind == rules.CHOOSE_PASSPORT:
        return texts.passport_name(action["number"])
    if kind == rules.BONUS:
        return texts.bonus_reward_label(action["reward"])
    if kind in (rules.CHOOSE_DECK, rules.RESEARCH_DECK):
        return texts.city_name(action["deck"])
    return texts.card_title(action["card"], view.data)


# -- the draft: passports, decks, research --------------------------------------------------------


def _passport(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    number = move["number"]
    #: hint: %1 a passport card's title, %2 its effect
    text = translate("LetsGoHints", "Keep the passport <b>%1</b>: %2")
    return Hint(fill(text, texts.passport_name(number), texts.passport_effect(number)),
                DECISION_TARGET)


def _deck(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    if told.action.kind == rules.CHOOSE_DECK:
        #: hint in round 13: %1 a deck ("Tokyo")
        text = translate("LetsGoHints", "Draw your last card from the <b>%1</b> deck: the backs "
                                        "tell nothing more, so either deck is as good.")
    else:
        #: hint during a research: %1 a deck ("Tokyo")
        text = translate("LetsGoHints", "Draw your next research card from the <b>%1</b> deck: "
                                        "the backs tell nothing more, so either deck is as good.")
    return Hint(fill(text, texts.city_name(move["deck"])), DECISION_TARGET)


def _research(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    first = fill(PLURALS.research(move["draws"]), texts.city_name(move["deck"]))
    kept = told.reasons[0]
    second = fill(PLURALS.tokens_kept(kept["tokens"]), texts.vp_text(kept["points"]))
    return Hint(texts.sentences([first, second]), DECISION_TARGET)


# -- the draft: cards and slots --------------------------------------------------------------------


def _take(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    card = move["card"]
    title, points = texts.card_title(card, view.data), texts.vp_text(view.data.cards[card].points)
    if move["day"] is not None:  # the day is the computer player's to choose next: an example
        #: hint: %1 a card of the hand, %2 its VP ("3 VP"), %3 a day where it gains (said next),
        #: with its preposition ("on Thursday")
        text = translate("LetsGoHints", "Place <b>%1</b> from your hand (%2), for instance %3.")
        words = fill(text, title, points, texts.day_on(move["day"]))
    else:
        #: hint: %1 a card of the hand, %2 its VP ("3 VP")
        words = fill(translate("LetsGoHints", "Place <b>%1</b> from your hand (%2)."), title,
                     points)
    return Hint(texts.sentences([words, fact_words(view, told.reasons[0])]), card_target(card))


def _take_to(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    """A card taken with the slot the hard player's plan puts it in: one decision."""
    card = move["card"]
    title, points = texts.card_title(card, view.data), texts.vp_text(view.data.cards[card].points)
    #: hint: %1 a card of the hand, %2 its VP ("3 VP"); the next sentence says where it goes
    take = fill(translate("LetsGoHints", "Take <b>%1</b> from your hand (%2)."), title, points)
    day, position = move["day"], move["position"]
    put = slot_move(view, view.sheets[seat].days[day], title, day, position)
    return Hint(texts.sentences([take, put, fact_words(view, told.reasons[0])]),
                card_target(card))


def _walk(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    card = move["card"]
    words = fill(PLURALS.walk(move["research"]), texts.card_title(card, view.data),
                 texts.city_name(move["deck"]))
    day = move.params.get("day")
    if day is None:
        return Hint(texts.sentences([words, _walk_sides(view)]), card_target(card))
    put = slot_move(view, view.sheets[seat].days[day], texts.walk_title(move["deck"]), day,
                     move["position"])  # where the hard player's plan puts it, said at once
    return Hint(texts.sentences([words, put, _walk_sides(view)]), card_target(card))


def _walk_sides(view: LetsGoState) -> str:
    back = view.data.walk_back
    #: hint: %1 the VP of a card's back, %2 its icon; a walk scores its better side
    text = translate("LetsGoHints", "On the trip it scores its front or its back (%1 and %2), "
                                    "whichever serves you better.")
    return fill(text, texts.vp_text(back.points), _icons(back.icons))


def _slot(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    day, position = move["day"], move["position"]
    if move["deck"] is not None:
        title = texts.walk_title(move["deck"])
    else:
        title = texts.card_title(move["card"], view.data)
    words = slot_move(view, view.sheets[seat].days[day], title, day, position)
    return Hint(texts.sentences([words, fact_words(view, told.reasons[0])]),
                slot_target(day, position))


def slot_move(view: LetsGoState, cards: Sequence[str], title: str, day: int,
              position: int) -> str:
    """Where a card (or a walk) titled ``title`` goes: ``position`` among ``cards``, the day's
    cards so far."""
    name = texts.day_name(day)
    if not cards:
        #: hint: %1 a card (or a walk), %2 an empty day with its preposition ("on Monday")
        return fill(translate("LetsGoHints", "Put <b>%1</b> %2, as the day's first card."),
                    title, texts.day_on(day))
    if position == 0:
        #: hint: %1 a card (or a walk), %2 a day
        return fill(translate("LetsGoHints", "Put <b>%1</b> at the top of %2."), title, name)
    if position == len(cards):
        #: hint: %1 a card (or a walk), %2 a day; the last card is the day's highlight
        return fill(translate("LetsGoHints", "Put <b>%1</b> at the bottom of %2, as its last "
                                             "card."), title, name)
    #: hint: %1 a card (or a walk), %2 a day with its preposition ("on Monday"), %3 and %4 the
    #: cards it goes between
    text = translate("LetsGoHints", "Put <b>%1</b> %2, between %3 and %4.")
    return fill(text, title, texts.day_on(day), texts.card_title(cards[position - 1], view.data),
                texts.card_title(cards[position], view.data))


def fact_words(view: LetsGoState, fact: Reason) -> str:
    """What a card (or a walk) placed on a day gains, as the rules found it."""
    key = fact.key
    if key == "no_bonus":
        #: hint: %1 a day closed by its third card without a matching icon
        text = translate("LetsGoHints", "It closes %1 with no matching icon: no day bonus.")
        return fill(text, texts.day_name(fact["day"]))
    if key == "completes":
        rewards = _either(texts.bonus_reward_label(r) for r in fact["rewards"])
        return fill(PLURALS.completes(fact["matches"]), texts.day_name(fact["day"]), rewards)
    if key == "walk_highlight":
        #: hint: %1 a day, %2 the VP a walk's back gives as a highlight
        text = translate("LetsGoHints", "As the last card of %1 a walk is the day's "
                                        "highlight: its back always gives %2.")
        return fill(text, texts.day_name(fact["day"]), texts.vp_text(fact["points"]))
    if key.startswith("highlight_"):
        return highlight_words(view, fact)
    if key == "matches":
        return fill(PLURALS.matches(fact["matches"]), texts.day_on(fact["day"]),
                    texts.condition_name(fact["token"]))
    if key == "walk_sides":
        return _walk_sides(view)
    if key == "no_icons":
        return translate("LetsGoHints", "It has no icons: only its points count.")
    #: hint: %1 a card's icons
    return fill(translate("LetsGoHints", "It brings %1 to your trip."), _icons(fact["icons"]))


def highlight_words(view: LetsGoState, fact: Reason) -> str:
    """A day's last card: whether the cards up to its day meet its highlight's condition."""
    card = view.data.cards[fact["card"]]
    name, reward = texts.day_name(fact["day"]), texts.reward_text(card)
    if fact.key == "highlight_broken":
        #: hint: %1 a day, %2 the highlight's condition, already broken by a card up to the day
        text = translate("LetsGoHints", "As the last card of %1 it would be the day's "
                                        "highlight, but its condition can no longer be met "
                                        "(%2).")
        return fill(text, name, texts.condition_text(card))
    if fact.key == "highlight_met":
        #: hint: %1 a day, %2 the highlight's reward
        text = translate("LetsGoHints", "As the last card of %1 it is the day's highlight, and "
                                        "your cards up to %1 already meet its condition: %2.")
        return fill(text, name, reward)
    lacking = [texts.gains_text(fact["missing"])] if fact["missing"] else []
    if fact["walks"]:
        lacking.append(PLURALS.walks_more(fact["walks"]))
    if fact["trains"]:
        lacking.append(PLURALS.rides(fact["trains"]))
    #: hint: %1 a day, %2 the highlight's reward, %3 what the condition still lacks
    text = translate("LetsGoHints", "As the last card of %1 it is the day's highlight: %2 "
                                    "once your cards up to %1 add %3.")
    return fill(text, name, reward, texts.listed(lacking))


def _discard(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    card = move["card"]
    parts = [fill(PLURALS.discard(move["left"]), texts.card_title(card, view.data),
                  texts.vp_text(view.data.cards[card].points))]
    if any(reason.key == "no_use" for reason in told.reasons):  # on no open day would it gain
        parts.append(translate("LetsGoHints", "On your open days it would complete no day "
                                              "bonus and meet no highlight."))
    return Hint(texts.sentences(parts), card_target(card))


# -- the draft: the day bonus and the travel agency ---------------------------------------------


def _bonus(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    #: hint: %1 the reward chosen ("2 research tokens"), %2 the day
    words = fill(translate("LetsGoHints", "Take <b>%1</b> as the day bonus of %2."),
                 texts.bonus_reward_label(move["reward"]), texts.day_name(move["day"]))
    gain = told.reasons[0]
    if gain.key == "happiness":
        #: hint: %1 the happiness step reached, %2 its VP after Saturday
        text = translate("LetsGoHints", "Happiness rises to step %1 at once: %2 after "
                                        "Saturday.")
        said = fill(text, gain["step"], texts.vp_text(gain["points"]))
    elif gain.key == "mood_nearer":
        said = translate("LetsGoHints", "Your mood marker starts the trip one step nearer "
                                        "happiness.")
    elif gain.key == "research_gained":
        said = fill(PLURALS.research_gained(gain["tokens"]), texts.vp_text(gain["points"]))
    elif gain.key == "wild":
        said = translate("LetsGoHints", "On the trip a wild token moves any experience marker "
                                        "one step: toward a highlight's condition or the next "
                                        "threshold.")
    else:
        #: hint: %1 what a luxury train ticket scores, %2 what a standard one costs
        text = translate("LetsGoHints", "At a change of city it scores %1 and a green "
                                        "lightning, where a standard ticket costs %2.")
        said = fill(text, texts.vp_text(gain["points"]), texts.vp_text(gain["cost"]))
    return Hint(texts.sentences([words, said]), DECISION_TARGET)


def _bonus_walk(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    deck, position = texts.city_name(move["deck"]), move["position"]
    name = texts.day_name(move["day"])
    target = slot_target(move["day"], position)
    if move["highlight"]:
        #: hint: %1 a deck, %2 a day, %3 the VP a walk's back gives as the day's highlight
        text = translate("LetsGoHints", "Take the bonus walk: a face-down card of the <b>%1</b> "
                                        "deck goes at the bottom of %2 as its new highlight, "
                                        "which gives at least %3.")
        return Hint(fill(text, deck, name, texts.vp_text(view.data.walk_back.highlight_points)),
                    target)
    #: hint: %1 a deck, %2 a day
    text = translate("LetsGoHints", "Take the bonus walk: a face-down card of the <b>%1</b> deck "
                                    "goes into %2 as its 4th card.")
    return Hint(texts.sentences([fill(text, deck, name), _walk_sides(view)]), target)


def _give(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    card = move["card"]
    day = texts.day_name(move["day"])
    title = texts.card_title(card, view.data)
    if move["highlight"]:
        #: hint in solo: %1 the card, %2 the agency's day, %3 the highlight's reward
        text = translate("LetsGoHints", "Give <b>%1</b> to the travel agency: it becomes its "
                                        "highlight of %2 (%3).")
        parts = [fill(text, title, day, texts.reward_text(view.data.cards[card]))]
    else:
        #: hint in solo: %1 the card, %2 the agency's day, %3 the card's VP
        text = translate("LetsGoHints", "Give <b>%1</b> to the travel agency: it goes into its "
                                        "%2, worth %3 to it, not as the day's highlight.")
        parts = [fill(text, title, day, texts.vp_text(move["points"]))]
    for back in (reason for reason in told.reasons if reason.key == "comes_back"):
        #: hint in solo: %1 the deck of the face-down card coming back, %2 the round
        text = translate("LetsGoHints", "A face-down card of the %1 deck comes back to you for "
                                        "round %2.")
        parts.append(fill(text, texts.city_name(back["deck"]), back["round"]))
    return Hint(texts.sentences(parts), card_target(card))


_DRAFT = {
    "passport": _passport, "deck": _deck, "research": _research, "take": _take,
    "take_to": _take_to, "walk": _walk,
    "slot": _slot, "discard": _discard, "bonus": _bonus, "bonus_walk": _bonus_walk,
    "give": _give,
}


# -- the trip ------------------------------------------------------------------------------------


def _trip(view: LetsGoState, seat: int, told: Insight, move: Reason) -> Hint:
    agency = told.action.kind == rules.AGENCY
    journey = view.agency_trip if agency else view.trips[seat]
    assert journey is not None  # a trip choice is offered only on a trip
    words = _trip_move(view, journey, move.key, told.action["choice"], move.params)
    return Hint(texts.sentences([words, planner_verdict(view, told, move)]), DECISION_TARGET)


def _signed(points: int) -> str:
    if points > 0:
        return PLURALS.gain(points)
    if points < 0:
        return PLURALS.loss(-points)
    return texts.vp_text(0)


def _trip_move(view: LetsGoState, journey: trip.Trip, kind: str, choice: str,
               params: Mapping) -> str:
    data = view.data
    title = texts.decision_card(params, data)
    day = texts.day_on(params["day"]) if params.get("day") is not None else ""
    if kind == trip.YELLOW_CITY:
        #: hint on the trip: %1 a yellow card, %2 its day with its preposition ("on Monday"),
        #: %3 the city chosen
        text = translate("LetsGoHints", "Count <b>%1</b> %2 for <b>%3</b>.")
        return fill(text, title, day, texts.city_name(choice))
    if kind == trip.TRAIN:
        #: hint on the trip: %1 a train ticket, %2 the card reached, %3 its day with its
        #: preposition ("on Monday"), %4 the ride's VP
        text = translate("LetsGoHints", "Use the <b>%1</b> to reach %2 %3: %4 for this ride.")
        return fill(text, texts.train_name(choice), title, day,
                    _signed(trip.TRAIN_POINTS[choice]))
    if kind == trip.WALK:
        if choice == trip.FRONT:
            info = data.cards[params["card"]]  # a walk scored from its front is a card
            #: hint on the trip: %1 the walk's day with its preposition ("on Monday"), %2 the
            #: walk's card, %3 its VP, %4 its icons
            text = translate("LetsGoHints", "Score your walk %1 from its front, <b>%2</b>: "
                                            "%3 and %4.")
            return fill(text, day, title, texts.vp_text(info.points), _icons(info.icons))
        back = data.walk_back
        #: hint on the trip: %1 the walk's day with its preposition ("on Monday"), %2 the
        #: back's VP, %3 its icon
        text = translate("LetsGoHints", "Score your walk %1 from its back: %2 and %3.")
        return fill(text, day, texts.vp_text(back.points), _icons(back.icons))
    if kind == trip.WILD_TOKEN:
        return _wild_move(journey, choice, params)
    if kind == trip.FREE_HIGHLIGHT:
        if choice == trip.SCORE:
            #: hint on the trip: %1 a day, %2 its highlight's card, %3 the VP now
            text = translate("LetsGoHints", "Score the highlight of %1, <b>%2</b>, without its "
                                            "condition: %3 now.")
            return fill(text, texts.day_name(params["day"]), title, _signed(params["points"]))
        #: hint on the trip: %1 a day with its preposition ("on Monday"), %2 its highlight's
        #: card
        text = translate("LetsGoHints", "Keep your free highlight for a later day instead of "
                                        "%2 %1.")
        return fill(text, day, title)
    #: hint on the trip in solo: %1 the experience track moved
    text = translate("LetsGoHints", "Move the travel agency's <b>%1</b> track with its wild "
                                    "token.")
    return fill(text, texts.wild_choice_label(choice))


def _wild_move(journey: trip.Trip, choice: str, params: Mapping) -> str:
    day = params.get("day")
    if choice == trip.DONE:
        if day is None:
            return translate("LetsGoHints", "Keep the rest of your wild tokens, though a "
                                            "leftover wild token is worth nothing.")
        #: hint on the trip: %1 a day
        text = translate("LetsGoHints", "Keep your wild tokens past the highlight of %1.")
        return fill(text, texts.day_name(day))
    kinds = texts.wild_choice_label(choice)
    if day is not None:
        #: hint on the trip: %1 the experience(s), %2 a day
        text = translate("LetsGoHints", "Spend a wild token on <b>%1</b> before the highlight "
                                        "of %2.")
        return fill(text, kinds, texts.day_name(day))
    #: one experience track moved by a wild token: %1 the experience, %2 its place now, %3 after
    moved = translate("LetsGoHints", "%1 %2 → %3")
    assert isinstance(choice, str)
    steps = [fill(moved, texts.icon_name(kind), journey.track(kind), journey.track(kind) + 1)
             for kind in choice.split("+")]
    #: hint on the trip: %1 the experience(s), %2 the tracks moved ("Shopping 6 → 7")
    text = translate("LetsGoHints", "Spend a wild token on <b>%1</b> before the experience "
                                    "scoring: %2.")
    return fill(text, kinds, texts.listed(steps))


def planner_verdict(view: LetsGoState, told: Insight, move: Reason) -> str:
    """The planner's word on the choice: the best final total it still allows (for the travel
    agency, the lowest it can be held to), against the best of the other choices."""
    agency = told.action.kind == rules.AGENCY
    total = texts.vp_text(told.measure)
    if told.alternative is None or told.margin is None:
        return fill(translate("LetsGoHints", "The best final total you can still reach: %1."),
                    total)
    label = texts.trip_choice_label(move.key, told.alternative["choice"], move.params, view.data)
    difference = texts.vp_text(abs(told.margin))
    ahead = -told.margin if agency else told.margin
    if agency:
        if ahead > 0:
            #: hint, solo: %1 the lowest final total the agency can be held to, %2 the
            #: difference, %3 the best other choice
            text = translate("LetsGoHints", "With it the travel agency can be held to %1, %2 "
                                            "less than with “%3”.")
        elif ahead < 0:
            text = translate("LetsGoHints", "With it the travel agency can be held to %1, %2 "
                                            "more than with “%3”.")
        else:
            #: hint, solo: %1 the agency's lowest final total, %3 an equally good choice
            text = translate("LetsGoHints", "With it the travel agency can be held to %1, as "
                                            "with “%3”.")
        return fill(text, total, difference, label)
    if ahead > 0:
        #: hint: %1 the best final total still reachable, %2 the difference, %3 the best
        #: other choice
        text = translate("LetsGoHints", "The best final total you can still reach with it: %1, "
                                        "%2 more than with “%3”.")
    elif ahead < 0:
        text = translate("LetsGoHints", "The best final total you can still reach with it: %1, "
                                        "%2 less than with “%3”.")
    else:
        #: hint: %1 the best final total still reachable, %3 an equally good choice
        text = translate("LetsGoHints", "The best final total you can still reach with it: %1, "
                                        "as with “%3”.")
    return fill(text, total, difference, label)


# -- helpers --------------------------------------------------------------------------------------


def _icons(icons: Sequence[str]) -> str:
    if not icons:
        #: hint: a card without icons
        return translate("LetsGoHints", "no icons")
    return texts.gains_text(icons)


def _either(names: Iterable[str]) -> str:
    """Alternatives: "A or B"."""
    listed = list(names)
    text = listed[0]
    for name in listed[1:]:
        #: two alternatives of a day bonus: %1 or %2
        text = fill(translate("LetsGoHints", "%1 or %2"), text, name)
    return text

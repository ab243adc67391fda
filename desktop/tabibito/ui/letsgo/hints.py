"""The Hint button's words for Let's Go! To Japan: what the move is, why, and what it gains.

Every number is worked out from the seat's own view, never guessed: in the draft by playing the
move on a copy of the view (the day bonus a third card brings, the tokens a reward adds) and by
the rules' own counts (the icons of a day that match its favourable condition, a highlight's
condition against the cards up to its day); on the trip by the trip planner, the exact search
that knows the best final total each choice can still reach. The view hides the other hands and
the face-down walks, so nothing here can read them.

Sentences are literal ``translate("LetsGoHints", ...)`` calls or, with a count, ``self.tr`` on
the QObject ``LetsGoHints`` (the context's name), so pyside6-lupdate extracts them all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from tabibito.engine import Action
from tabibito.games.letsgo import bots, planner, rules, trip
from tabibito.games.letsgo.data import Card, favourable_matches
from tabibito.games.letsgo.rules import FACE_DOWN, LetsGoState

from ..kit.i18n import fill
from ..plugin_api import Hint
from . import texts
from .itinerary import entry_icons

translate = QCoreApplication.translate

# Where the ring goes (the board's and the panel's tutorial keys).
DECISION_TARGET = "decision"  # the panel's card with the decision's buttons


def card_target(card: str) -> str:
    return f"card:{card}"


def slot_target(day: int, position: int) -> str:
    return f"slot:{day}:{position}"


# How much a placement's fact tells (the one said for a card still to be placed): a day bonus
# of a higher tier first, then a highlight already met, then the smaller bonus, then matching
# icons toward a bonus, then the card's own icons; a highlight still short of its condition and
# a day closed without a match are worth saying only of the chosen slot.
RANK_NO_BONUS, RANK_SHORT, RANK_PLAIN, RANK_MATCHES, RANK_MOOD, RANK_MET = -2, -1, 0, 1, 2, 3
RANK_BONUS = {2: 4, 3: 5}  # by the day bonus tier reached


class LetsGoHints(QObject):
    """The hints' sentences with a count (pyside6-lupdate marks %n only on ``self.tr``)."""

    def completes(self, n: int) -> str:
        #: hint: %1 a day, %2 its day bonus ("2 research tokens or 1 wild token"); %n icons
        return self.tr("It completes %1 with %n matching icon(s): a day bonus of %2.", "", n)

    def matches(self, n: int) -> str:
        #: hint: %1 a day, %2 its favourable condition; %n of the card's icons match it
        return self.tr("On %1, %n of its icons match the favourable condition (%2): a step "
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


PLURALS = LetsGoHints()


def hint(view: LetsGoState, seat: int, action: Action) -> Hint:
    """What ``action`` of ``seat`` does and gains, read from ``view`` (the seat's own view)."""
    kind = action.kind
    if kind in ("trip", rules.AGENCY):
        return _trip(view, seat, action)
    explain = _DRAFT.get(kind)
    if explain is None:
        return Hint(translate("LetsGoHints", "The computer player would make this move."))
    return explain(view, seat, action)


# -- the draft: passports, decks, research --------------------------------------------------------


def _passport(view: LetsGoState, seat: int, action: Action) -> Hint:
    number = action["number"]
    #: hint: %1 a passport card's title, %2 its effect
    text = translate("LetsGoHints", "Keep the passport <b>%1</b>: %2")
    return Hint(fill(text, texts.passport_name(number), texts.passport_effect(number)),
                DECISION_TARGET)


def _last_deck(view: LetsGoState, seat: int, action: Action) -> Hint:
    #: hint in round 13: %1 a deck ("Tokyo")
    text = translate("LetsGoHints", "Draw your last card from the <b>%1</b> deck: the backs "
                                    "tell nothing more, so either deck is as good.")
    return Hint(fill(text, texts.city_name(action["deck"])), DECISION_TARGET)


def _research_deck(view: LetsGoState, seat: int, action: Action) -> Hint:
    #: hint during a research: %1 a deck ("Tokyo")
    text = translate("LetsGoHints", "Draw your next research card from the <b>%1</b> deck: "
                                    "the backs tell nothing more, so either deck is as good.")
    return Hint(fill(text, texts.city_name(action["deck"])), DECISION_TARGET)


def _research(view: LetsGoState, seat: int, action: Action) -> Hint:
    after = _after(view, seat, action)
    first = fill(PLURALS.research(after.sheets[seat].draws_left),
                 texts.city_name(action["deck"]))
    kept = fill(PLURALS.tokens_kept(after.sheets[seat].research),
                texts.vp_text(trip.RESEARCH_POINTS))
    return Hint(texts.sentences([first, kept]), DECISION_TARGET)


# -- the draft: cards and slots --------------------------------------------------------------------


def _take(view: LetsGoState, seat: int, action: Action) -> Hint:
    card = action["card"]
    title, points = texts.card_title(card, view.data), texts.vp_text(view.data.cards[card].points)
    rank, day, fact = best_placement(view, seat, action)
    if rank > RANK_PLAIN:  # the day is the computer player's to choose next: an example
        #: hint: %1 a card of the hand, %2 its VP ("3 VP"), %3 a day where it gains (said next)
        text = translate("LetsGoHints", "Place <b>%1</b> from your hand (%2), for instance on "
                                        "%3.")
        move = fill(text, title, points, texts.day_name(day))
    else:
        #: hint: %1 a card of the hand, %2 its VP ("3 VP")
        move = fill(translate("LetsGoHints", "Place <b>%1</b> from your hand (%2)."), title,
                    points)
    return Hint(texts.sentences([move, fact]), card_target(card))


def _walk(view: LetsGoState, seat: int, action: Action) -> Hint:
    card = action["card"]
    move = fill(PLURALS.walk(rules.WALK_RESEARCH), texts.card_title(card, view.data),
                texts.city_name(action["deck"]))
    return Hint(texts.sentences([move, _walk_sides(view)]), card_target(card))


def _walk_sides(view: LetsGoState) -> str:
    back = view.data.walk_back
    #: hint: %1 the VP of a card's back, %2 its icon; a walk scores its better side
    text = translate("LetsGoHints", "On the trip it scores its front or its back (%1 and %2), "
                                    "whichever serves you better.")
    return fill(text, texts.vp_text(back.points), _icons(back.icons))


def _slot(view: LetsGoState, seat: int, action: Action) -> Hint:
    sheet = view.sheets[seat]
    day, position = action["day"], action["position"]
    if sheet.walk_deck is not None:
        title = texts.walk_title(sheet.walk_deck)
    else:
        title = texts.card_title(sheet.hand[sheet.chosen], view.data)
    move = _slot_move(view, sheet.days[day], title, day, position)
    after = _after(view, seat, action)
    _, fact = placement_fact(view, seat, after, day, position)
    return Hint(texts.sentences([move, fact]), slot_target(day, position))


def _slot_move(view: LetsGoState, cards: Sequence[str], title: str, day: int,
               position: int) -> str:
    name = texts.day_name(day)
    if not cards:
        #: hint: %1 a card (or a walk), %2 an empty day
        return fill(translate("LetsGoHints", "Put <b>%1</b> on %2, the day's first card."),
                    title, name)
    if position == 0:
        #: hint: %1 a card (or a walk), %2 a day
        return fill(translate("LetsGoHints", "Put <b>%1</b> at the top of %2."), title, name)
    if position == len(cards):
        #: hint: %1 a card (or a walk), %2 a day; the last card is the day's highlight
        return fill(translate("LetsGoHints", "Put <b>%1</b> at the bottom of %2, as its last "
                                             "card."), title, name)
    #: hint: %1 a card (or a walk), %2 a day, %3 and %4 the cards it goes between
    text = translate("LetsGoHints", "Put <b>%1</b> on %2, between %3 and %4.")
    return fill(text, title, name, texts.card_title(cards[position - 1], view.data),
                texts.card_title(cards[position], view.data))


def best_placement(view: LetsGoState, seat: int, choice: Action) -> tuple[int, int, str]:
    """The most telling fact of ``choice`` (a card taken, or discarded for a walk) over every
    open day, at its top and at its bottom (a slot between two cards tells the same as the
    top): (rank, day, sentence)."""
    best: tuple[int, int, str] | None = None
    for day in view.sheets[seat].open_days():
        size = len(view.sheets[seat].days[day])
        for position in sorted({0, size}):
            after = _after(view, seat, choice, rules.slot_action(day, position))
            rank, fact = placement_fact(view, seat, after, day, position,
                                        short_highlights=False)
            if best is None or rank > best[0]:
                best = rank, day, fact
    assert best is not None  # a seat with a card to place has an open day
    return best


def placement_fact(view: LetsGoState, seat: int, after: LetsGoState, day: int, position: int,
                   short_highlights: bool = True) -> tuple[int, str]:
    """What a card (or a walk) placed at ``day``/``position`` gains, read from ``after`` (the
    view with the placement made): (rank, sentence). ``short_highlights``: a highlight still
    short of its condition is said (of the chosen slot), else the card's icons are."""
    data = view.data
    cards = after.sheets[seat].days[day]
    entry = cards[position]
    name = texts.day_name(day)
    if len(cards) == rules.DAY_CARDS:  # the third card: the day bonus is counted now
        matches = after.matches(after.sheets[seat], day)
        if matches == 0:
            #: hint: %1 a day closed by its third card without a matching icon
            text = translate("LetsGoHints", "It closes %1 with no matching icon: no day bonus.")
            return RANK_NO_BONUS, fill(text, name)
        tier = min(matches, len(rules.BONUS_TIERS))
        rewards = _either(texts.bonus_reward_label(r) for r in rules.BONUS_TIERS[tier - 1])
        rank = RANK_BONUS.get(tier, RANK_MOOD)
        return rank, fill(PLURALS.completes(matches), name, rewards)
    if position == len(cards) - 1:
        if entry.startswith(FACE_DOWN):
            #: hint: %1 a day, %2 the VP a walk's back gives as a highlight
            text = translate("LetsGoHints", "As the last card of %1 a walk is the day's "
                                            "highlight: its back always gives %2.")
            return RANK_PLAIN, fill(text, name, texts.vp_text(data.walk_back.highlight_points))
        fact = highlight_fact(after, seat, data.cards[entry], day)
        if fact[0] > RANK_SHORT or short_highlights:
            return fact
    icons = entry_icons(data, entry)
    token = after.conditions[day]
    matching = favourable_matches(token, icons)
    if matching:
        text = fill(PLURALS.matches(matching), name, texts.condition_name(token))
        return RANK_MATCHES, text
    if entry.startswith(FACE_DOWN):
        return RANK_PLAIN, _walk_sides(view)
    if not icons:
        return RANK_PLAIN, translate("LetsGoHints", "It has no icons: only its points count.")
    #: hint: %1 a card's icons
    return RANK_PLAIN, fill(translate("LetsGoHints", "It brings %1 to your trip."), _icons(icons))


def collected(view: LetsGoState, seat: int, day: int) -> tuple[Counter, int]:
    """What a highlight on ``day`` sees of the seat's itinerary so far: the icons of its cards
    from Monday through ``day`` (a walk's back for a face-down card, the passport's own) and the
    walks."""
    sheet = view.sheets[seat]
    icons: Counter = Counter()
    if sheet.passport:
        icons.update(view.data.passport(sheet.passport).icons)
    walks = 0
    for cards in sheet.days[:day + 1]:
        for entry in cards:
            walks += entry.startswith(FACE_DOWN)
            icons.update(entry_icons(view.data, entry))
    return icons, walks


def highlight_fact(after: LetsGoState, seat: int, card: Card, day: int) -> tuple[int, str]:
    """A day's last card: whether the cards up to its day meet its highlight's condition."""
    icons, walks = collected(after, seat, day)
    condition = card.condition
    name, reward = texts.day_name(day), texts.reward_text(card)
    if any(icons[icon] for icon in condition.absent):
        #: hint: %1 a day, %2 the highlight's condition, already broken by a card up to the day
        text = translate("LetsGoHints", "As the last card of %1 it would be the day's "
                                        "highlight, but its condition can no longer be met "
                                        "(%2).")
        return RANK_SHORT, fill(text, name, texts.condition_text(card))
    missing = [icon for icon, n in condition.at_least for _ in range(n - icons[icon])]
    lacking = [texts.gains_text(missing)] if missing else []
    if walks < condition.walks:
        lacking.append(PLURALS.walks_more(condition.walks - walks))
    if condition.trains:
        lacking.append(PLURALS.rides(condition.trains))
    if not lacking:
        #: hint: %1 a day, %2 the highlight's reward
        text = translate("LetsGoHints", "As the last card of %1 it is the day's highlight, and "
                                        "your cards up to %1 already meet its condition: %2.")
        return RANK_MET, fill(text, name, reward)
    #: hint: %1 a day, %2 the highlight's reward, %3 what the condition still lacks
    text = translate("LetsGoHints", "As the last card of %1 it is the day's highlight: %2 "
                                    "once your cards up to %1 add %3.")
    return RANK_SHORT, fill(text, name, reward, texts.listed(lacking))


def _discard(view: LetsGoState, seat: int, action: Action) -> Hint:
    card = action["card"]
    after = _after(view, seat, action)
    move = fill(PLURALS.discard(after.sheets[seat].discards_left),
                texts.card_title(card, view.data), texts.vp_text(view.data.cards[card].points))
    rank, _, _ = best_placement(view, seat, rules.take_action(card))
    parts = [move]
    if rank <= RANK_PLAIN:
        parts.append(translate("LetsGoHints", "On your open days it would complete no day "
                                              "bonus and meet no highlight."))
    return Hint(texts.sentences(parts), card_target(card))


# -- the draft: the day bonus and the travel agency ---------------------------------------------


def _bonus(view: LetsGoState, seat: int, action: Action) -> Hint:
    sheet = view.sheets[seat]
    reward, day = action["reward"], sheet.bonus_day
    if reward == rules.EXTRA_WALK:
        return _bonus_walk(view, sheet.days[day], day, action)
    #: hint: %1 the reward chosen ("2 research tokens"), %2 the day
    move = fill(translate("LetsGoHints", "Take <b>%1</b> as the day bonus of %2."),
                texts.bonus_reward_label(reward), texts.day_name(day))
    after = _after(view, seat, action).sheets[seat]
    if reward == rules.MOOD:
        if after.happiness > sheet.happiness:
            #: hint: %1 the happiness step reached, %2 its VP after Saturday
            text = translate("LetsGoHints", "Happiness rises to step %1 at once: %2 after "
                                            "Saturday.")
            gain = fill(text, after.happiness, texts.vp_text(trip.HAPPINESS_POINTS[
                after.happiness]))
        else:
            gain = translate("LetsGoHints", "Your mood marker starts the trip one step nearer "
                                            "happiness.")
    elif reward == rules.RESEARCH:
        gain = fill(PLURALS.research_gained(after.research - sheet.research),
                    texts.vp_text(trip.RESEARCH_POINTS))
    elif reward == rules.WILD:
        gain = translate("LetsGoHints", "On the trip a wild token moves any experience marker "
                                        "one step: toward a highlight's condition or the next "
                                        "threshold.")
    else:
        #: hint: %1 what a luxury train ticket scores, %2 what a standard one costs
        text = translate("LetsGoHints", "At a change of city it scores %1 and a green "
                                        "lightning, where a standard ticket costs %2.")
        gain = fill(text, texts.vp_text(trip.TRAIN_POINTS[trip.LUXURY_TRAIN]),
                    texts.vp_text(-trip.TRAIN_POINTS[trip.STANDARD_TRAIN]))
    return Hint(texts.sentences([move, gain]), DECISION_TARGET)


def _bonus_walk(view: LetsGoState, cards: Sequence[str], day: int, action: Action) -> Hint:
    deck, position, name = texts.city_name(action["deck"]), action["position"], texts.day_name(day)
    target = slot_target(day, position)
    if position == len(cards):
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


def _give(view: LetsGoState, seat: int, action: Action) -> Hint:
    card = action["card"]
    info = view.data.cards[card]
    slot = len(view.agency_cards)
    day = texts.day_name(slot // rules.AGENCY_DAY_CARDS)
    title = texts.card_title(card, view.data)
    if slot % rules.AGENCY_DAY_CARDS == rules.AGENCY_DAY_CARDS - 1:
        #: hint in solo: %1 the card, %2 the agency's day, %3 the highlight's reward
        text = translate("LetsGoHints", "Give <b>%1</b> to the travel agency: it becomes its "
                                        "highlight of %2 (%3).")
        parts = [fill(text, title, day, texts.reward_text(info))]
    else:
        #: hint in solo: %1 the card, %2 the agency's day, %3 the card's VP
        text = translate("LetsGoHints", "Give <b>%1</b> to the travel agency: it goes into its "
                                        "%2, worth %3 to it, not as the day's highlight.")
        parts = [fill(text, title, day, texts.vp_text(info.points))]
    deck = action.get("deck")
    back = pick_up_round(view.round)
    if deck is not None and back is not None:
        #: hint in solo: %1 the deck of the face-down card coming back, %2 the round
        text = translate("LetsGoHints", "A face-down card of the %1 deck comes back to you for "
                                        "round %2.")
        parts.append(fill(text, texts.city_name(deck), back))
    return Hint(texts.sentences(parts), card_target(card))


def pick_up_round(round_: int) -> int | None:
    """The round that picks up the cards passed (or given back) in ``round_``."""
    return next((later for later, plan in rules.ROUND_TABLE.items() if round_ in plan.picks_up),
                None)


_DRAFT = {
    rules.CHOOSE_PASSPORT: _passport, rules.CHOOSE_DECK: _last_deck,
    rules.RESEARCH_DECK: _research_deck, rules.RESEARCH: _research, rules.TAKE: _take,
    rules.WALK: _walk, rules.SLOT: _slot, rules.DISCARD: _discard, rules.BONUS: _bonus,
    rules.GIVE: _give,
}


# -- the trip ------------------------------------------------------------------------------------


def _trip(view: LetsGoState, seat: int, action: Action) -> Hint:
    agency = action.kind == rules.AGENCY
    journey = view.agency_trip if agency else view.trips[seat]
    decision = journey.decision()
    params = {"agency": agency, **dict(decision.params)}
    choice = action["choice"]
    move = _trip_move(view, journey, decision.kind, choice, params)
    outcomes = planner.best_choices(journey, bots.planner_memo(journey))
    verdict = planner_verdict(decision.kind, choice, params, outcomes, agency, view)
    return Hint(texts.sentences([move, verdict]), DECISION_TARGET)


def points_now(journey: trip.Trip, choice: Any, category: str) -> int:
    """The points ``choice`` adds to one category of the score sheet at once."""
    child = journey.clone()
    child.choose_trusted(choice)
    return child.breakdown()[category] - journey.breakdown()[category]


def _signed(points: int) -> str:
    if points > 0:
        return PLURALS.gain(points)
    if points < 0:
        return PLURALS.loss(-points)
    return texts.vp_text(0)


def _trip_move(view: LetsGoState, journey: trip.Trip, kind: str, choice: Any,
               params: dict) -> str:
    data = view.data
    card = params.get("card")
    title = texts.card_title(card, data) if card else ""
    day = texts.day_name(params.get("day"))
    if kind == trip.YELLOW_CITY:
        #: hint on the trip: %1 a yellow card, %2 its day, %3 the city chosen
        text = translate("LetsGoHints", "Count <b>%1</b> on %2 for <b>%3</b>.")
        return fill(text, title, day, texts.city_name(choice))
    if kind == trip.TRAIN:
        #: hint on the trip: %1 a train ticket, %2 the card reached, %3 its day, %4 the ride's VP
        text = translate("LetsGoHints", "Use the <b>%1</b> to reach %2 on %3: %4 for this ride.")
        return fill(text, texts.train_name(choice), title, day,
                    _signed(trip.TRAIN_POINTS[choice]))
    if kind == trip.WALK:
        if choice == trip.FRONT:
            info = data.cards[card]
            #: hint on the trip: %1 a day, %2 the walk's card, %3 its VP, %4 its icons
            text = translate("LetsGoHints", "Score your walk on %1 from its front, <b>%2</b>: "
                                            "%3 and %4.")
            return fill(text, day, title, texts.vp_text(info.points), _icons(info.icons))
        back = data.walk_back
        #: hint on the trip: %1 a day, %2 the back's VP, %3 its icon
        text = translate("LetsGoHints", "Score your walk on %1 from its back: %2 and %3.")
        return fill(text, day, texts.vp_text(back.points), _icons(back.icons))
    if kind == trip.WILD_TOKEN:
        return _wild_move(journey, choice, params)
    if kind == trip.FREE_HIGHLIGHT:
        if choice == trip.SCORE:
            points = points_now(journey, choice, trip.DAY_KEYS[params["day"]])
            #: hint on the trip: %1 a day, %2 its highlight's card, %3 the VP now
            text = translate("LetsGoHints", "Score the highlight of %1, <b>%2</b>, without its "
                                            "condition: %3 now.")
            return fill(text, day, title, _signed(points))
        #: hint on the trip: %1 a day, %2 its highlight's card
        text = translate("LetsGoHints", "Keep your free highlight for a later day instead of "
                                        "%2 on %1.")
        return fill(text, day, title)
    #: hint on the trip in solo: %1 the experience track moved
    text = translate("LetsGoHints", "Move the travel agency's <b>%1</b> track with its wild "
                                    "token.")
    return fill(text, texts.wild_choice_label(choice))


def _wild_move(journey: trip.Trip, choice: str, params: dict) -> str:
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
    steps = [fill(moved, texts.icon_name(kind), journey.track(kind), journey.track(kind) + 1)
             for kind in choice.split("+")]
    #: hint on the trip: %1 the experience(s), %2 the tracks moved ("Shopping 6 → 7")
    text = translate("LetsGoHints", "Spend a wild token on <b>%1</b> before the experience "
                                    "scoring: %2.")
    return fill(text, kinds, texts.listed(steps))


def planner_verdict(kind: str, choice: Any, params: dict, outcomes: dict, agency: bool,
                    view: LetsGoState) -> str:
    """The planner's word on ``choice``: the best final total it still allows (for the travel
    agency, the lowest it can be held to), against the best of the other choices."""
    mine = outcomes[choice]
    others = {c: total for c, total in outcomes.items() if c != choice}
    sign = -1 if agency else 1
    total = texts.vp_text(mine)
    if not others:
        return fill(translate("LetsGoHints", "The best final total you can still reach: %1."),
                    total)
    rival = max(others, key=lambda c: sign * others[c])
    label = texts.trip_choice_label(kind, rival, params, view.data)
    difference = texts.vp_text(abs(mine - others[rival]))
    ahead = sign * (mine - others[rival])
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


def _after(view: LetsGoState, seat: int, *actions: Action) -> LetsGoState:
    """The view with the seat's ``actions`` played (no card is drawn: nothing hidden is read)."""
    world = view.clone()
    for action in actions:
        world.apply_trusted(seat, action)
    return world


def _icons(icons: Sequence[str]) -> str:
    if not icons:
        #: hint: a card without icons
        return translate("LetsGoHints", "no icons")
    return texts.gains_text(icons)


def _either(names) -> str:
    """Alternatives: "A or B"."""
    names = list(names)
    text = names[0]
    for name in names[1:]:
        #: two alternatives of a day bonus: %1 or %2
        text = fill(translate("LetsGoHints", "%1 or %2"), text, name)
    return text

"""What a move does and gains in Let's Go! To Japan, said by the rules so that the UI only words
it (the Hint button; issue 21).

Every number is worked out from the seat's own view, never guessed: in the draft by playing the
move on a copy of the view (the day bonus a third card brings, the tokens a reward adds) and by
the rules' own counts (the icons of a day that match its favourable condition, a highlight's
condition against the cards up to its day); on the trip by the trip planner, the exact search
that knows the best final total each choice can still reach. The view hides the other hands and
the face-down walks, so nothing here can read them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tabibito.engine import Action
from tabibito.engine.insights import Insight, Reason

from . import bots, planner, rules, trip
from .data import Card, favourable_matches
from .rules import FACE_DOWN, HIDDEN, PENDING, LetsGoState

# How much a placement's fact tells (the one said for a card still to be placed): a day bonus
# of a higher tier first, then a highlight already met, then the smaller bonus, then matching
# icons toward a bonus, then the card's own icons; a highlight still short of its condition and
# a day closed without a match are worth saying only of the chosen slot.
RANK_NO_BONUS, RANK_SHORT, RANK_PLAIN, RANK_MATCHES, RANK_MOOD, RANK_MET = -2, -1, 0, 1, 2, 3
RANK_BONUS = {2: 4, 3: 5}  # by the day bonus tier reached
RANKS = {"no_bonus": RANK_NO_BONUS, "highlight_broken": RANK_SHORT, "highlight_short": RANK_SHORT,
         "walk_highlight": RANK_PLAIN, "walk_sides": RANK_PLAIN, "no_icons": RANK_PLAIN,
         "icons": RANK_PLAIN, "matches": RANK_MATCHES, "highlight_met": RANK_MET}


def rank(fact: Reason) -> int:
    """How much a placement's fact tells (RANKS; a completed day by its bonus tier)."""
    if fact.key == "completes":
        return RANK_BONUS.get(fact["tier"], RANK_MOOD)
    return RANKS[fact.key]


def after(view: LetsGoState, seat: int, *actions: Action) -> LetsGoState:
    """The view with the seat's ``actions`` played (no card is drawn: nothing hidden is read)."""
    world = view.clone()
    for action in actions:
        world.apply_trusted(seat, action)
    return world


# -- where a card goes in the itinerary -----------------------------------------------------------


def placement_fact(view: LetsGoState, seat: int, placed: LetsGoState, day: int, position: int,
                   short_highlights: bool = True) -> Reason:
    """What a card (or a walk) placed at ``day``/``position`` gains, read from ``placed`` (the
    view with the placement made). ``short_highlights``: a highlight still short of its
    condition is the fact (of the chosen slot), else the card's icons are."""
    data = view.data
    cards = placed.sheets[seat].days[day]
    entry = cards[position]
    if len(cards) == rules.DAY_CARDS:  # the third card: the day bonus is counted now
        matches = placed.matches(placed.sheets[seat], day)
        if matches == 0:
            return Reason.of("no_bonus", day=day)
        tier = min(matches, len(rules.BONUS_TIERS))
        return Reason.of("completes", day=day, matches=matches, tier=tier,
                         rewards=tuple(rules.BONUS_TIERS[tier - 1]))
    if position == len(cards) - 1:
        if entry.startswith(FACE_DOWN):
            return Reason.of("walk_highlight", day=day, points=data.walk_back.highlight_points)
        fact = highlight_fact(placed, seat, data.cards[entry], day)
        if rank(fact) > RANK_SHORT or short_highlights:
            return fact
    icons = entry_icons(view, entry)
    token = placed.conditions[day]
    matching = favourable_matches(token, icons)
    if matching:
        return Reason.of("matches", day=day, matches=matching, token=token)
    if entry.startswith(FACE_DOWN):
        return Reason.of("walk_sides")
    if not icons:
        return Reason.of("no_icons")
    return Reason.of("icons", icons=tuple(icons))


def entry_icons(view: LetsGoState, entry: str) -> tuple[str, ...]:
    """The icons an itinerary's entry brings: a walk shows its back's; a hidden card none."""
    if entry.startswith(FACE_DOWN):
        return tuple(view.data.walk_back.icons)
    card = None if entry.endswith((HIDDEN, PENDING)) else view.data.cards.get(entry)
    return () if card is None else tuple(card.icons)


def best_placement(view: LetsGoState, seat: int, choice: Action) -> tuple[int, Reason]:
    """The most telling fact of ``choice`` (a card taken, or discarded for a walk) over every
    open day, at its top and at its bottom (a slot between two cards tells the same as the
    top): (day, fact)."""
    best: tuple[int, Reason] | None = None
    for day in view.sheets[seat].open_days():
        size = len(view.sheets[seat].days[day])
        for position in sorted({0, size}):
            placed = after(view, seat, choice, rules.slot_action(day, position))
            fact = placement_fact(view, seat, placed, day, position, short_highlights=False)
            if best is None or rank(fact) > rank(best[1]):
                best = day, fact
    assert best is not None  # a seat with a card to place has an open day
    return best


def collected(view: LetsGoState, seat: int, day: int) -> tuple[Counter[str], int]:
    """What a highlight on ``day`` sees of the seat's itinerary so far: the icons of its cards
    from Monday through ``day`` (a walk's back for a face-down card, the passport's own) and the
    walks."""
    sheet = view.sheets[seat]
    icons: Counter[str] = Counter()
    if sheet.passport:
        icons.update(view.data.passport(sheet.passport).icons)
    walks = 0
    for cards in sheet.days[:day + 1]:
        for entry in cards:
            walks += entry.startswith(FACE_DOWN)
            icons.update(entry_icons(view, entry))
    return icons, walks


def highlight_fact(placed: LetsGoState, seat: int, card: Card, day: int) -> Reason:
    """A day's last card: whether the cards up to its day meet its highlight's condition, and
    what it still lacks (icons, walks, train rides: rides are only known on the trip)."""
    icons, walks = collected(placed, seat, day)
    condition = card.condition
    if any(icons[icon] for icon in condition.absent):
        return Reason.of("highlight_broken", day=day, card=card.id)
    missing = tuple(icon for icon, n in condition.at_least for _ in range(n - icons[icon]))
    walks_missing = max(0, condition.walks - walks)
    if not missing and not walks_missing and not condition.trains:
        return Reason.of("highlight_met", day=day, card=card.id)
    return Reason.of("highlight_short", day=day, card=card.id, missing=missing,
                     walks=walks_missing, trains=condition.trains)


# -- the draft ----------------------------------------------------------------------------------


def _passport(view: LetsGoState, seat: int, action: Action) -> Insight:
    return Insight(action, move=Reason.of("passport", number=action["number"]))


def _deck(view: LetsGoState, seat: int, action: Action) -> Insight:
    """A deck to draw from: the backs tell nothing more."""
    return Insight(action, move=Reason.of("deck", deck=action["deck"]))


def _research(view: LetsGoState, seat: int, action: Action) -> Insight:
    sheet = after(view, seat, action).sheets[seat]
    return Insight(action, move=Reason.of("research", deck=action["deck"],
                                          draws=sheet.draws_left),
                   reasons=(Reason.of("tokens_kept", tokens=sheet.research,
                                      points=trip.RESEARCH_POINTS),))


def _take(view: LetsGoState, seat: int, action: Action) -> Insight:
    day, fact = best_placement(view, seat, action)
    example = day if rank(fact) > RANK_PLAIN else None  # the day is the bot's to choose next
    return Insight(action, move=Reason.of("take", card=action["card"], day=example),
                   reasons=(fact,), value=rank(fact))


def _walk(view: LetsGoState, seat: int, action: Action) -> Insight:
    return Insight(action, move=Reason.of("walk", card=action["card"], deck=action["deck"],
                                          research=rules.WALK_RESEARCH),
                   reasons=(Reason.of("walk_sides"),))


def _slot(view: LetsGoState, seat: int, action: Action) -> Insight:
    sheet = view.sheets[seat]
    day, position = action["day"], action["position"]
    card = None if sheet.walk_deck is not None else sheet.hand[sheet.chosen]
    fact = placement_fact(view, seat, after(view, seat, action), day, position)
    return Insight(action, move=Reason.of("slot", card=card, deck=sheet.walk_deck, day=day,
                                          position=position),
                   reasons=(fact,), value=rank(fact))


def _discard(view: LetsGoState, seat: int, action: Action) -> Insight:
    card = action["card"]
    left = after(view, seat, action).sheets[seat].discards_left
    _, fact = best_placement(view, seat, rules.take_action(card))
    reasons = (Reason.of("no_use"),) if rank(fact) <= RANK_PLAIN else ()
    return Insight(action, move=Reason.of("discard", card=card, left=left), reasons=reasons)


def _bonus(view: LetsGoState, seat: int, action: Action) -> Insight:
    sheet = view.sheets[seat]
    reward, day = action["reward"], sheet.bonus_day
    if reward == rules.EXTRA_WALK:
        bottom = action["position"] == len(sheet.days[day])
        return Insight(action, move=Reason.of("bonus_walk", deck=action["deck"], day=day,
                                              position=action["position"], highlight=bottom))
    now = after(view, seat, action).sheets[seat]
    if reward == rules.MOOD and now.happiness > sheet.happiness:
        gain = Reason.of("happiness", step=now.happiness,
                         points=trip.HAPPINESS_POINTS[now.happiness])
    elif reward == rules.MOOD:
        gain = Reason.of("mood_nearer")
    elif reward == rules.RESEARCH:
        gain = Reason.of("research_gained", tokens=now.research - sheet.research,
                         points=trip.RESEARCH_POINTS)
    elif reward == rules.WILD:
        gain = Reason.of("wild")
    else:
        gain = Reason.of("luxury", points=trip.TRAIN_POINTS[trip.LUXURY_TRAIN],
                         cost=-trip.TRAIN_POINTS[trip.STANDARD_TRAIN])
    return Insight(action, move=Reason.of("bonus", reward=reward, day=day), reasons=(gain,))


def _give(view: LetsGoState, seat: int, action: Action) -> Insight:
    """Solo: the card given to the travel agency, the day of its itinerary it goes to (as its
    highlight or not), and the face-down card that comes back for a later round."""
    slot = len(view.agency_cards)
    highlight = slot % rules.AGENCY_DAY_CARDS == rules.AGENCY_DAY_CARDS - 1
    card = action["card"]
    reasons: tuple[Reason, ...] = ()
    deck, back = action.get("deck"), pick_up_round(view.round)
    if deck is not None and back is not None:
        reasons = (Reason.of("comes_back", deck=deck, round=back),)
    return Insight(action, move=Reason.of("give", card=card,
                                          day=slot // rules.AGENCY_DAY_CARDS,
                                          highlight=highlight,
                                          points=view.data.cards[card].points),
                   reasons=reasons)


def pick_up_round(round_: int) -> int | None:
    """The round that picks up the cards passed (or given back) in ``round_``."""
    return next((later for later, plan in rules.ROUND_TABLE.items() if round_ in plan.picks_up),
                None)


_DRAFT: dict[str, Callable[[LetsGoState, int, Action], Insight]] = {
    rules.CHOOSE_PASSPORT: _passport, rules.CHOOSE_DECK: _deck, rules.RESEARCH_DECK: _deck,
    rules.RESEARCH: _research, rules.TAKE: _take, rules.WALK: _walk, rules.SLOT: _slot,
    rules.DISCARD: _discard, rules.BONUS: _bonus, rules.GIVE: _give,
}


# -- the trip -------------------------------------------------------------------------------------


def points_now(journey: trip.Trip, choice: Any, category: str | None = None) -> int:
    """The points ``choice`` adds at once: to one category of the score sheet, or in all."""
    child = journey.clone()
    child.choose_trusted(choice)
    before, now = journey.breakdown(), child.breakdown()
    if category is not None:
        return now[category] - before[category]
    return sum(now.values()) - sum(before.values())


def _trip(view: LetsGoState, seat: int, action: Action) -> Insight:
    """A trip choice: the best final total it still allows (for the travel agency, the lowest
    it can be held to), against the best of the other choices, by the trip planner."""
    agency = action.kind == rules.AGENCY
    journey = view.agency_trip if agency else view.trips[seat]
    assert journey is not None  # a trip choice is offered only on a trip
    decision = journey.decision()
    assert decision is not None  # the trip waits for this very choice
    choice = action["choice"]
    params = {"agency": agency, **dict(decision.params)}
    if decision.kind == trip.FREE_HIGHLIGHT and choice == trip.SCORE:
        params["points"] = points_now(journey, choice, trip.DAY_KEYS[params["day"]])
    outcomes = planner.best_choices(journey, bots.planner_memo(journey))
    others = {c: total for c, total in outcomes.items() if c != choice}
    sign = -1 if agency else 1
    rival = max(others, key=lambda c: sign * others[c]) if others else None
    return Insight(action, points_now(journey, choice), outcomes[choice],
                   move=Reason(decision.kind, params), value=outcomes[choice],
                   alternative=None if rival is None else rules.trip_action(action.kind, rival),
                   alternative_value=None if rival is None else others[rival])


def insight(view: LetsGoState, seat: int, action: Action) -> Insight:
    """What ``action`` of ``seat`` does and gains, read from ``view`` (the seat's own view).
    ``move`` says what the move is (its key: the decision's kind), ``reasons`` what it gains
    (for a card placed, the most telling fact, whose ``rank`` is the value compared); on the
    trip ``value`` is the best final total the choice still allows and the alternative is the
    best other choice."""
    kind = action.kind
    if kind in ("trip", rules.AGENCY):
        return _trip(view, seat, action)
    explain = _DRAFT.get(kind)
    if explain is None:
        return Insight(action)
    return explain(view, seat, action)


# -- the hard player's draft choice against its best other ----------------------------------------


def hard_insight(view: LetsGoState, seat: int, action: Action) -> Insight:
    """``insight``, and for a card taken, a walk or a slot the hard player's own comparison
    (``bots.Judge``: each candidate valued by the planned trip of the itinerary it makes, less
    what the travel agency gains): ``value`` the choice's planned total, the alternative the
    best other candidate with its own; the other decisions of the draft against their best
    other by the hard player's own measure (``_VERSUS``). A card taken is placed where that
    plan puts it (move ``take_to``: the card, ``day`` and ``position``; its fact is that
    slot's), so that the card and its slot come from one decision; a walk's move gains the
    ``day`` and ``position`` its card goes to. Where ``action`` is not the plan's choice (a
    lesson's move) nothing is compared."""
    told = insight(view, seat, action)
    compare = _VERSUS.get(action.kind)
    if compare is not None and told.move is not None:
        return compare(view, seat, told)
    sheet = view.sheets[seat]
    if action.kind in (rules.TAKE, rules.WALK) and sheet.step == rules.PLAY:
        options = bots.Judge(view, seat, hard=True).planned_play(view.legal_actions(seat))
    elif action.kind == rules.SLOT:
        options = bots.Judge(view, seat, hard=True).planned_slots(sheet.hand[sheet.chosen],
                                                                  sheet.walk_deck)
    else:
        return told
    if options[0].action != action:
        return told
    chosen = options[0]
    if action.kind == rules.TAKE and chosen.slot is not None:
        day, position = chosen.slot["day"], chosen.slot["position"]
        placed = after(view, seat, action, chosen.slot)
        told = replace(told, move=Reason.of("take_to", card=action["card"], day=day,
                                            position=position),
                       reasons=(placement_fact(view, seat, placed, day, position),))
    elif action.kind == rules.WALK and chosen.slot is not None and told.move is not None:
        told = replace(told, move=Reason(told.move.key, {**told.move.params,
                                                         "day": chosen.slot["day"],
                                                         "position": chosen.slot["position"]}))
    if action.kind != rules.SLOT and bots.Judge(view, seat, hard=True).gives_to_agency():
        # The round's last placement in solo: the cards left go to the travel agency, so the
        # values are margins over its planned trip.
        told = replace(told, reasons=(*told.reasons, Reason.of("agency_margin")))
    if len(options) < 2:
        return replace(told, value=round(chosen.value), alternative=None, alternative_value=None)
    other = options[1]
    return replace(told, value=round(chosen.value), alternative=other.action,
                   alternative_value=round(other.value))


# -- the hard player's other draft decisions against their best other -----------------------------
#
# Each ``value`` is the hard player's own measure, the higher the better (an int, as Insight has
# it): a passport by its place in the bots' order (minus its rank: 1 is the best liked); a
# research, a discard and a day bonus by the worth the hard player gives them, in tenths of a VP
# (a research: the worth below which the hard player researches, against the best card's in its
# best slot; a discard: the worth of the cards it keeps, each in its best slot; a bonus: its
# reward's worth); the card given to the travel agency by minus the agency's planned total with
# the cards in that order (the reason ``agency_margin`` says so). A deck to draw from has no
# measure: the hard player draws from either, the backs tell nothing, so every deck is worth 0.

TENTHS = 10


def tenths(worth: float) -> int:
    """A worth of the hard player's (in VP) in tenths of a VP, the unit of the values above."""
    return round(worth * TENTHS)


def _against(told: Insight, mine: int, others: list[tuple[Action, int]]) -> Insight:
    """``told`` valued ``mine`` against the best of ``others`` (the first of equals); with no
    other at all, the reason ``only_choice`` says so. A move the hard player would not make (a
    lesson's) is compared with nothing, as a card taken is."""
    if not others:
        return replace(told, value=mine, alternative=None, alternative_value=None,
                       reasons=(*told.reasons, Reason.of("only_choice")))
    other, value = max(others, key=lambda item: item[1])
    if value > mine:
        return replace(told, value=mine, alternative=None, alternative_value=None)
    return replace(told, value=mine, alternative=other, alternative_value=value)


def _others(view: LetsGoState, seat: int, action: Action) -> list[Action]:
    return [other for other in view.legal_actions(seat) if other != action]


def _passport_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    def rank(action: Action) -> int:
        return bots.PASSPORT_ORDER.index(action["number"]) + 1

    return _against(told, -rank(told.action),
                    [(other, -rank(other)) for other in _others(view, seat, told.action)])


def _deck_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    return _against(told, 0, [(other, 0) for other in _others(view, seat, told.action)])


def _research_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    """A research against the best card to place: the hard player researches when no card of
    the hand is worth ``bots.HARD_RESEARCH_BELOW`` in its best slot (less, in solo on the
    round's last placement, what the cards left give the travel agency)."""
    judge = bots.Judge(view, seat, hard=True)
    hand = view.sheets[seat].hand

    def worth(card: str) -> float:
        rest = [other for other in hand if other != card]
        return judge.card_value(card) - (judge.agency_cost(rest) if judge.gives_to_agency()
                                         else 0.0)

    takes = [(action, tenths(worth(action["card"]))) for action in view.legal_actions(seat)
             if action.kind == rules.TAKE]
    return _against(told, tenths(bots.HARD_RESEARCH_BELOW), takes)


def _discard_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    """A discard against another: by the worth of the cards it keeps, each in its best slot."""
    judge = bots.Judge(view, seat, hard=True)
    hand = view.sheets[seat].hand

    def kept(action: Action) -> int:
        return tenths(sum(judge.card_value(card) for card in hand if card != action["card"]))

    return _against(told, kept(told.action),
                    [(other, kept(other)) for other in _others(view, seat, told.action)])


def _bonus_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    """A day bonus against the best other reward (a bonus walk's other decks and places are the
    same reward: the hint's move says where it goes)."""
    judge = bots.Judge(view, seat, hard=True)
    reward = told.action["reward"]
    others = [(other, tenths(judge.bonus_value(other))) for other in view.legal_actions(seat)
              if other["reward"] != reward]
    best_of_each: dict[str, tuple[Action, int]] = {}
    for other, value in others:  # one move a reward: its best
        if other["reward"] not in best_of_each or value > best_of_each[other["reward"]][1]:
            best_of_each[other["reward"]] = (other, value)
    return _against(told, tenths(judge.bonus_value(told.action)), list(best_of_each.values()))


def _give_versus(view: LetsGoState, seat: int, told: Insight) -> Insight:
    """Solo: the card given first against another card first, by the travel agency's planned
    trip with the cards in that order (the deck of the card coming back changes nothing)."""
    judge = bots.Judge(view, seat, hard=True)
    hand = view.sheets[seat].hand

    def held_to(action: Action) -> int:
        first = action["card"]
        return -round(judge.agency_planned([first, *(c for c in hand if c != first)]))

    card = told.action["card"]
    others: dict[str, Action] = {}
    for other in view.legal_actions(seat):
        if other["card"] != card:
            others.setdefault(other["card"], other)
    told = replace(told, reasons=(*told.reasons, Reason.of("agency_margin")))
    return _against(told, held_to(told.action),
                    [(other, held_to(other)) for other in others.values()])


_VERSUS: dict[str, Callable[[LetsGoState, int, Insight], Insight]] = {
    rules.CHOOSE_PASSPORT: _passport_versus, rules.CHOOSE_DECK: _deck_versus,
    rules.RESEARCH_DECK: _deck_versus, rules.RESEARCH: _research_versus,
    rules.DISCARD: _discard_versus, rules.BONUS: _bonus_versus, rules.GIVE: _give_versus,
}

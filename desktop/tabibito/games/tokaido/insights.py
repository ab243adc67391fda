"""What the board shows of a journey, said by the rules so that the UI never decides one
(issue 8): the souvenir sets as the scoring builds them, the counts the end achievements
compare, what a decision brings now, travellers' abilities included, and why the hard player
prefers its move to the best other (``hard_choice``: the hint's move and comparison from one
search).

Every function reads a state or a seat's view and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabibito.engine import Action, Budget, Rng
from tabibito.engine.insights import Insight, Reason

from . import bots, rules, scoring
from .data import PANORAMA_PARTS
from .rules import TokaidoState

# The categories scored at Edo: a preview of "now" leaves them out, even for the last meal.
END_CATEGORIES = frozenset(scoring.END_CATEGORIES + scoring.CROSSROADS_END_CATEGORIES)


@dataclass(frozen=True)
class Gain:
    """What one decision brings its traveller at once: the points scored, the coins received
    and the coins paid, up to the next decision or the next card drawn or die rolled (what
    chance brings is not known yet)."""

    points: int = 0
    coins: int = 0
    paid: int = 0

    @property
    def purse(self) -> int:
        """The change of the traveller's coins."""
        return self.coins - self.paid


# -- the souvenir sets and the end achievements ----------------------------------------------


def souvenir_sets(state: TokaidoState, seat: int) -> list[list[int]]:
    """The seat's souvenir sets (§8.2), each a list of family indexes; the fifth family
    (``rules.FIFTH_FAMILY``) is Buppatsu and Ema of Crossroads."""
    return scoring.souvenir_sets(state.journeys[seat].families)


def set_sizes(state: TokaidoState, seat: int) -> list[int]:
    return [len(group) for group in souvenir_sets(state, seat)]


def achievement_counts(state: TokaidoState, seat: int) -> dict[str, int]:
    """What each end achievement counts for the seat (§8.3 and §12)."""
    prices = {card: meal.price for card, meal in state.rules.cards.meals.items()}
    return scoring.achievement_counts(state.journeys[seat], prices)


def end_counts(state: TokaidoState) -> dict[str, list[int]]:
    """Every seat's count for each end achievement: the highest takes the card
    (``scoring.most``)."""
    counts = [achievement_counts(state, seat) for seat in range(len(state.journeys))]
    return {name: [count[name] for count in counts] for name in scoring.END_ACHIEVEMENTS}


# -- what a decision brings now --------------------------------------------------------------


def road_points(state: TokaidoState, seat: int) -> int:
    """The seat's points scored on the road so far: its breakdown without what Edo adds (the
    temple ranking, the end achievements, the calligraphies), the travellers' bonuses in."""
    on_road = [[name for name, taker in state.achievers.items() if taker == other]
               for other in range(len(state.journeys))]
    breakdown = state.breakdown(seat, on_road)
    return sum(points for category, points in breakdown.items()
               if category not in END_CATEGORIES)


def cost(state: TokaidoState, seat: int, action: Action) -> int:
    """The coins ``action`` pays at once: a card's price as this traveller pays it (Zen-emon's
    one coin, Kinko's cheaper meals, nothing with Hospitality), a gift to the temple."""
    if state.actor != seat or state.actor >= len(state.journeys):
        return 0  # the neutral traveller pays for nothing
    journey = state.journeys[seat]
    cards = state.rules.cards
    tables = state.rules.data.crossroads
    kind = action.kind
    if kind == "buy":
        price = cards.souvenirs[action["card"]].price
        return rules.ZEN_EMON_PRICE if action.get("one_coin") else price
    if kind == "eat":
        if action.get("amulet") == rules.HOSPITALITY:
            return 0
        return state.meal_price(journey, action["card"])
    if kind == "donate":
        return action["coins"]
    if kind == "legendary":
        return cards.legendary[action["id"]].price
    prices = {"amulet_buy": tables.amulet_price, "calligraphy": tables.calligraphy_price,
              "bath_house": tables.bath_house_price}
    if kind in prices:
        return prices[kind]
    if kind == "good_luck" and action["take"]:
        return rules.GOOD_LUCK_PRICE
    return 0


def gain_now(state: TokaidoState, seat: int, action: Action) -> Gain | None:
    """What ``action`` of ``seat`` brings now (None if it is not legal): the rules play it on
    a clone up to the next decision or chance, so every ability counts as it will (Nampo's
    meal price, Hirotada's bank coin, Mitsukuni's bonuses, Umegae's calligraphy, a panorama's
    achievement, the Shodo and Emaki bonus...)."""
    if state.why_illegal(seat, action) is not None:
        return None
    paid = cost(state, seat, action)
    twin = state.clone()
    twin.apply_trusted(seat, action)
    points = road_points(twin, seat) - road_points(state, seat)
    purse = twin.journeys[seat].coins - state.journeys[seat].coins
    # A purchase taken at once after an either/or (the only bath house on offer) pays too.
    paid = max(paid, -purse)
    return Gain(points, purse + paid, paid)


def gains_now(state: TokaidoState, seat: int) -> dict[Action, Gain]:
    """What each of the seat's legal actions brings now (see ``gain_now``)."""
    found = {}
    for action in state.legal_actions(seat):
        gain = gain_now(state, seat, action)
        if gain is not None:
            found[action] = gain
    return found


# -- what a panorama's part sets up ----------------------------------------------------------------


def panorama_prospect(before: TokaidoState, after: TokaidoState, seat: int) -> Reason | None:
    """What taking a panorama's part (``before`` to ``after``) leaves to come: reason
    ``panorama_later`` with the panorama, the points of its parts still to take (each part
    scores its number: 3, 4, 5) and whether the seat now leads the race to complete it first
    (its achievement still free, every rival fewer parts); None where no part was taken or the
    panorama is complete."""
    if seat >= len(before.journeys):
        return None
    for index, name in enumerate(rules.PANORAMAS):
        parts = after.journeys[seat].panoramas[index]
        if parts <= before.journeys[seat].panoramas[index]:
            continue
        left = tuple(range(parts + 1, PANORAMA_PARTS[name] + 1))
        if not left:
            return None
        rivals = [journey.panoramas[index] for other, journey in enumerate(after.journeys)
                  if other != seat]
        leads = name not in after.achievers and all(count < parts for count in rivals)
        return Reason.of("panorama_later", panorama=name, parts=left, leads=leads)
    return None


# -- the hard player's choice against its best other -------------------------------------------


def hard_choice(view: TokaidoState, seat: int, rng: Rng, budget: Budget | None = None) -> Insight:
    """The hard player's decision for ``seat`` on its ``view`` and why, from its one search
    (``bots.SearchingBot.appraise``, drawn with ``rng``, the stream the player decides with;
    ``budget`` its cancel switch): the insight's action is the search's choice, compared as
    ``hard_insight`` compares. The hint asks this once, so its move and its words come from
    the same evaluation and the search is not run a second time to explain the first."""
    appraisals = bots.SearchingBot().appraise(view, view.legal_actions(seat), rng, seat,
                                              budget or Budget(None))
    return compared(view, seat, appraisals[0].action, appraisals)


def hard_insight(view: TokaidoState, seat: int, action: Action, rng: Rng) -> Insight:
    """``action`` for ``seat`` on its ``view`` (a lesson's move, or one chosen before) against
    the hard player's own evaluation, searched with ``rng`` (see ``compared``)."""
    appraisals = bots.SearchingBot().appraise(view, view.legal_actions(seat), rng, seat,
                                              Budget(None))
    return compared(view, seat, action, appraisals)


def compared(view: TokaidoState, seat: int, action: Action,
             appraisals: list[bots.Appraisal]) -> Insight:
    """``action`` against the best other candidate of the hard player's ``appraisals`` (its
    choice first). ``now``: the points it brings at once. Played out to the end: ``later``
    the seat's mean final points, ``value`` its mean lead over the best rival (reason
    ``playouts``: their count, the other's final points); else ``value`` is the greedy value
    (reason ``greedy``). No alternative where the action is not the evaluation's choice (a
    lesson's move) or is the only candidate: nothing is compared."""
    gain = gain_now(view, seat, action) or Gain()
    if appraisals[0].action != action or len(appraisals) < 2:
        return Insight(action, gain.points)
    chosen, other = appraisals[0], appraisals[1]
    other_now = (gain_now(view, seat, other.action) or Gain()).points
    if chosen.points is None or chosen.lead is None or other.points is None \
            or other.lead is None:
        return Insight(action, gain.points, reasons=(Reason.of("greedy"),),
                       value=round(chosen.prior), alternative=other.action,
                       alternative_value=round(other.prior), alternative_now=other_now)
    played = Reason.of("playouts", count=chosen.playouts, alternative_points=round(other.points))
    return Insight(action, gain.points, round(chosen.points), reasons=(played,),
                   value=round(chosen.lead), alternative=other.action,
                   alternative_value=round(other.lead), alternative_now=other_now)

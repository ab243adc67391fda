"""Computer players for Tokaido.

easy plays at random, but never stops where the stop would give it nothing while a useful stop is
in reach; normal is greedy: each action is valued by the points, coins and set progress it gives
now, and a move by what the stop is expected to give less the stops it leaves behind; hard
searches determinized worlds (sampled from its view) and plays each one out with a cheap version
of the normal policy for every traveller.

Every bot sees only its view. Actions of a kind the bots do not know (expansion decisions) are
valued generically: the action is tried on a sampled world and the seat's worth (points plus
coins) compared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tabibito.engine import Action, Bot, Budget, Rng, State

from . import scoring
from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES
from .rules import PANORAMAS, Journey, TokaidoState

# -- what things are worth ---------------------------------------------------------------------

# A coin's worth in points, for the n-th coin held: the first ones pay the next meals, the later
# ones only souvenirs and temples.
COIN_WORTH = (1.3, 1.2, 1.0, 0.9, 0.8, 0.7, 0.6, 0.55, 0.5)
LATE_COIN_WORTH = 0.45
HOT_SPRING_MEAN = 2.5
ENCOUNTER_CHAT = 0.4  # progress toward the chatterbox achievement, per encounter
BATH_PROGRESS = 0.4  # the same for the bather
GOURMET_PER_COIN = 0.25  # a pricier meal moves toward the gourmet achievement
TEMPLE_RANK_WEIGHT = 0.5  # the ranking is decided at the end: a donation's place may not last
# The cost of each stop passed over on the way: a stop left behind is one this traveller will
# never visit.
SKIP_COST = 1.1
UNKNOWN_STOP_GAIN = 2.0
MEAL_POINTS = scoring.MEAL_POINTS
# Travellers by how well the greedy play uses them: their coins, and what the ability adds.
ABILITY_WORTH = {
    "inn_panorama": 6, "inn_encounter": 5, "meal_discount": 3, "encounter_draw_two": 2,
    "free_meal": 6, "bath_and_achievement_bonus": 4, "cheapest_souvenir_free": 3,
    "temple_bank_coin": 3, "encounter_bonus": 4, "souvenir_for_one_coin": 4,
}
TRAVELLER_COINS = {"hiroshige": 3, "chuubei": 4, "kinko": 7, "yoshiyasu": 9, "satsuki": 2,
                   "mitsukuni": 6, "sasayakko": 5, "hirotada": 8, "umegae": 5, "zen_emon": 6}
TRAVELLER_ABILITY = {"hiroshige": "inn_panorama", "chuubei": "inn_encounter",
                     "kinko": "meal_discount", "yoshiyasu": "encounter_draw_two",
                     "satsuki": "free_meal", "mitsukuni": "bath_and_achievement_bonus",
                     "sasayakko": "cheapest_souvenir_free", "hirotada": "temple_bank_coin",
                     "umegae": "encounter_bonus", "zen_emon": "souvenir_for_one_coin"}
# The hard bot: how long it thinks, how many candidates it searches, how its playouts play.
# The hard player's work per decision, counted in playouts (never in seconds, so that its choice
# is the same on any machine): a move is worth more thought than the other decisions. About 0.5 s
# for a move on the slow reference machine (median), 2 s at worst early in a Crossroads game.
HARD_MOVE_PLAYOUTS = 64
HARD_OTHER_PLAYOUTS = 32
HARD_CANDIDATES = 4
# The expert: the same search over more worlds and more candidates (about 2 s a move on the
# slow reference machine early in a game).
EXPERT_MOVE_PLAYOUTS = 256
EXPERT_OTHER_PLAYOUTS = 96
EXPERT_CANDIDATES = 6
# How often the easy player walks to any useful stop instead of the best one (tuned: in 4-player
# games against three normal players it scores about 0.76 of their mean, 0.8 with Crossroads).
EASY_WANDER = 0.25
ROLLOUT_NOISE = 0.15  # how often a playout takes a random legal action instead of the greedy one
PRIOR_WEIGHT = 0.25  # the greedy value's say in the search's final choice, per point


def coin_worth(coins: int, late: bool) -> float:
    """What ``coins`` held are worth in points (concave: the first coins matter most)."""
    if late:
        return LATE_COIN_WORTH * min(coins, 3) + 0.1 * max(0, coins - 3)
    total = 0.0
    for n in range(coins):
        total += COIN_WORTH[n] if n < len(COIN_WORTH) else COIN_WORTH[-1]
    return total


class Appraiser:
    """The greedy values of one decision for the seat deciding it, read from a state the seat
    may see (its view, or a world of the search: nothing is read there that a view lacks)."""

    def __init__(self, state: TokaidoState, seat: int, *, fast: bool = False) -> None:
        self.state = state
        self.seat = seat
        self.fast = fast  # in playouts: skip the deck lookups
        self.pawn = state.actor
        # The neutral traveller (two players) has no journey: ``value`` answers for it before
        # anything reads one, so a blank journey stands in.
        self.neutral = self.pawn >= len(state.journeys)
        self.journey = Journey() if self.neutral else state.journeys[self.pawn]
        rules = state.rules
        here = state.stop[self.pawn]
        last_inns = sorted(rules.intermediate_inns)
        self.late = bool(last_inns) and here >= last_inns[-1]

    # -- coins

    def spend(self, price: int) -> float:
        coins = self.journey.coins
        return coin_worth(coins, self.late) - coin_worth(max(0, coins - price), self.late)

    def earn(self, gain: int) -> float:
        coins = self.journey.coins
        return coin_worth(coins + gain, self.late) - coin_worth(coins, self.late)

    # -- what each thing gives now

    def panorama_gain(self, panorama: int) -> float:
        journey = self.journey
        parts = journey.panoramas[panorama]
        total = PANORAMA_PARTS[PANORAMAS[panorama]]
        if parts >= total:
            return 0.0
        gain = parts + 1.0
        if parts + 1 == total and PANORAMAS[panorama] not in self.state.achievers:
            gain += scoring.ACHIEVEMENT_POINTS
        return gain

    def best_panorama_gain(self) -> float:
        return max((self.panorama_gain(p) for p in range(len(PANORAMAS))), default=0.0)

    def souvenir_gain(self, card: str, price: int) -> float:
        family = self.state.rules.cards.family[card]
        return scoring.souvenir_points(self.journey.families, family) - self.spend(price)

    def set_gain(self, family: int) -> int:
        return scoring.souvenir_points(self.journey.families, family)

    def donation_gain(self, coins: int) -> float:
        state, pawn = self.state, self.pawn
        before = scoring.temple_ranking(state.temple)[pawn]
        temple = list(state.temple)
        temple[pawn] += coins + (1 if self.journey.ability == "temple_bank_coin" else 0)
        after = scoring.temple_ranking(temple)[pawn]
        return coins + TEMPLE_RANK_WEIGHT * (after - before) - self.spend(coins)

    def meal_gain(self, price: int) -> float:
        return MEAL_POINTS + GOURMET_PER_COIN * price - self.spend(price)

    def encounter_gain(self, card: str) -> float:
        cards = self.state.rules.cards
        encounter = cards.encounters[card]
        kind = encounter.kind
        if kind == "annaibito":
            shown = self.panorama_gain(PANORAMAS.index(encounter.panorama))
            gain = shown if shown > 0 else self.best_panorama_gain()
        elif kind == "samurai":
            gain = 3.0
        elif kind == "kuge":
            gain = self.earn(3)
        elif kind == "miko":
            gain = 1.0 + TEMPLE_RANK_WEIGHT
        else:  # shokunin: a souvenir from the deck, for free
            gain = sum(self.set_gain(f) for f in range(len(SOUVENIR_FAMILIES))) / len(
                SOUVENIR_FAMILIES)
        return gain + ENCOUNTER_CHAT

    def stop_gain(self, to: int) -> float:
        """What stopping at ``to`` is expected to give the traveller who moves (in points)."""
        state, journey = self.state, self.journey
        kind = state.rules.kinds[to]
        if kind == "farm":
            return self.earn(3)
        if kind == "inn":
            if journey.coins < 1:
                return 0.0
            return self.meal_gain(min(2, journey.coins)) * 0.8
        if kind == "temple":
            return max(0.0, self.donation_gain(1)) + (
                1.0 if journey.ability == "temple_bank_coin" else 0.0)
        if kind == "hot_spring":
            gain = HOT_SPRING_MEAN + BATH_PROGRESS
            return gain + (1.0 if journey.ability == "bath_and_achievement_bonus" else 0.0)
        if kind == "encounter":
            gain = 3.0 + ENCOUNTER_CHAT
            if journey.ability == "encounter_bonus":
                gain += 1.0 + self.earn(1)
            return gain
        if kind == "village":
            return self.village_gain()
        panorama = state.rules.panorama_of[to]
        if panorama >= 0:
            return self.panorama_gain(panorama)
        return UNKNOWN_STOP_GAIN

    def gives_something(self, to: int) -> bool:
        """Whether stopping at ``to`` gives anything at all (easy's test of a wasted stop): a
        market with nothing affordable left, a completed panorama, an empty deck give nothing."""
        state, journey = self.state, self.journey
        kind = state.rules.kinds[to]
        if kind == "village":
            if journey.coins < 1:
                return False
            if journey.ability == "souvenir_for_one_coin":
                return len(state.souvenirs) > 0
            prices = state.rules.cards.souvenirs
            return any(prices[c].price <= journey.coins for c in state.souvenirs.unseen())
        if kind == "temple":
            return journey.coins >= 1
        if kind == "hot_spring":
            return len(state.hot_springs) > 0
        if kind == "encounter":
            return len(state.encounters) > 0 or journey.ability == "encounter_bonus"
        if kind in ("farm", "inn"):
            return True
        panorama = state.rules.panorama_of[to]
        return panorama < 0 or self.panorama_gain(panorama) > 0

    def village_gain(self) -> float:
        """The expected worth of a market: the best set a souvenir one can afford would join."""
        journey = self.journey
        coins = journey.coins
        if coins < 1:
            return 0.0
        if self.fast:
            cheapest, affordable = 1, 0.75 if coins < 2 else 1.0
        else:
            prices = [self.state.rules.cards.souvenirs[c].price
                      for c in self.state.souvenirs.unseen()]
            if journey.ability == "souvenir_for_one_coin":
                prices = [min(p, 1) for p in prices]
            within = [p for p in prices if p <= coins]
            if not within:
                return 0.0
            cheapest, affordable = min(within), len(within) / len(prices)
        best = max(self.set_gain(f) for f in range(len(SOUVENIR_FAMILIES)))
        price = max(cheapest, min(2, coins))
        return max(0.0, affordable * (0.85 * best - self.spend(price)))

    # -- the decisions

    def move_value(self, to: int) -> float:
        here = self.state.stop[self.pawn]
        return self.stop_gain(to) - SKIP_COST * (to - here - 1)

    def value(self, action: Action) -> float | None:
        """The greedy value of ``action``, or None for a kind these bots do not know."""
        kind = action.kind
        state = self.state
        if kind == "traveller":
            traveller = action.get("id")
            return (TRAVELLER_COINS.get(traveller, 4)
                    + ABILITY_WORTH.get(TRAVELLER_ABILITY.get(traveller, ""), 2))
        if self.neutral:  # the neutral traveller (two players): anywhere will do
            return 0.0 if kind == "move" else None
        if kind == "move":
            return self.move_value(action.get("stop"))
        if kind == "donate":
            return self.donation_gain(action.get("coins"))
        if kind == "buy":
            card = action.get("card")
            price = 1 if action.get("one_coin") else state.rules.cards.souvenirs[card].price
            return self.souvenir_gain(card, price)
        if kind == "stop" or kind == "pass":
            return 0.0
        if kind == "keep":
            return self.encounter_gain(action.get("card"))
        if kind == "panorama":
            return self.panorama_gain(PANORAMAS.index(action.get("panorama")))
        if kind == "free_meal":
            return MEAL_POINTS if action.get("take") else 0.0
        if kind == "eat":
            card = action.get("card")
            return self.meal_gain(state.meal_price(self.journey, card))
        return None


def worth(state: State, seat: int) -> float:
    """A seat's standing on a state: its points so far and what its coins will buy."""
    total = state.scores().totals[seat]
    journeys = getattr(state, "journeys", None)
    if journeys is None or seat >= len(journeys):
        return float(total)
    return total + coin_worth(journeys[seat].coins, False)


def tried_value(view: State, seat: int, action: Action, rng: Rng, samples: int = 2) -> float:
    """The generic value of an action of an unknown kind: the worth it adds on sampled worlds
    (chance steps it brings due are taken)."""
    total = 0.0
    for _ in range(samples):
        world = view.determinize(seat, Rng(rng.next_u64()))
        before = worth(world, seat)
        try:
            world.apply_trusted(seat, action)
            for _ in range(8):
                if world.is_over() or world.to_act():
                    break
                world.resolve_trusted()
        except Exception:  # noqa: BLE001 - a world the rules cannot play on values nothing
            return -1e6
        total += worth(world, seat) - before
    return total / samples


def greedy_values(state: TokaidoState, actions: Sequence[Action], seat: int, rng: Rng,
                  *, fast: bool = False) -> list[float]:
    """The greedy value of each action (unknown kinds tried on sampled worlds)."""
    appraiser = Appraiser(state, seat, fast=fast)
    values = []
    for action in actions:
        value = appraiser.value(action)
        if value is None:
            value = tried_value(state, seat, action, rng, samples=1 if fast else 2)
        values.append(value)
    return values


def _pick(actions: Sequence[Action], values: Sequence[float], rng: Rng) -> Action:
    top = max(values)
    best = [a for a, v in zip(actions, values, strict=True) if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


# -- the three levels ---------------------------------------------------------------------------


def useful_moves(view: TokaidoState, actions: Sequence[Action], seat: int) -> list[Action]:
    """The moves to stops that give something (all of them if none does, or if this is not a
    move of one's own traveller)."""
    if not actions or any(a.kind != "move" for a in actions):
        return list(actions)
    if view.actor >= len(view.journeys):
        return list(actions)
    appraiser = Appraiser(view, seat)
    useful = [a for a in actions if appraiser.gives_something(a.get("stop"))]
    return useful or list(actions)


class EasyBot(Bot[TokaidoState]):
    """Easy: a gentle traveller, not a careless one. At a stop it takes what the stop offers as
    the normal player would (it eats when it can afford a meal, buys the souvenir it likes,
    completes the panorama it is one part from); on the road it often wanders, to any stop that
    gives something (``wander`` of its moves), and so it ends behind."""

    def __init__(self, wander: float = EASY_WANDER) -> None:
        self.wander = wander

    def choose(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if legal_actions[0].kind == "move" and rng.random() < self.wander:
            return rng.choice(useful_moves(view, legal_actions, seat))
        return _pick(legal_actions, greedy_values(view, legal_actions, seat, rng), rng)


class PinnedBot(Bot[TokaidoState]):
    """A lesson's traveller: at a stop named in ``pins``, the first of its actions that is
    legal now; anywhere else ``then``'s choice. Keyed by where its traveller stands, so it keeps
    no memory of its own and plays the same after an undo or a resumed game."""

    def __init__(self, pins: Mapping[int, Sequence[Action]], then: Bot[TokaidoState]) -> None:
        self.pins = pins
        self.then = then

    def choose(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        pinned = self.pins.get(view.stop[view.actor], ())
        return next((action for action in pinned if action in legal_actions), None) \
            or self.then.choose(view, legal_actions, rng, seat, budget)


class GreedyBot(Bot[TokaidoState]):
    """Normal: the action of best greedy value (points, coins and set progress it gives now;
    for a move, the stop's expected gain less the stops it passes over)."""

    def choose(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        return _pick(legal_actions, greedy_values(view, legal_actions, seat, rng), rng)


def rollout(world: TokaidoState, rng: Rng, noise: float = ROLLOUT_NOISE) -> None:
    """Play ``world`` to its end on the trusted path, every seat with the fast greedy policy
    (a random action now and then, so the playouts differ)."""
    steps = 0
    while not world.is_over():
        steps += 1
        if steps > 5000:
            raise RuntimeError("a Tokaido rollout did not end")
        seats = world.to_act()
        if not seats:
            world.resolve_trusted()
            continue
        seat = seats[0]
        actions = world.legal_actions(seat)
        if len(actions) == 1:
            action = actions[0]
        elif rng.random() < noise:
            action = rng.choice(actions)
        else:
            action = _pick(actions, greedy_values(world, actions, seat, rng, fast=True), rng)
        world.apply_trusted(seat, action)


def final_margin(world: State, seat: int) -> float:
    """What the search maximises: a win, and the margin over the best rival."""
    scores = world.scores()
    others = max(t for s, t in enumerate(scores.totals) if s != seat)
    won = 1.0 if seat in scores.winners else 0.0
    return 10.0 * won + scores.totals[seat] - others


class SearchingBot(Bot[TokaidoState]):
    """Hard: the greedy policy's best few actions, each tried on the same sampled worlds (the
    view determinized: no hidden amulet or deck order is read) and played out to the end with
    the fast greedy policy; the action of best mean result wins, the greedy value breaking
    near-ties. It plays ``move_playouts`` playouts over a move and ``other_playouts`` over other
    decisions: a count, so its choice depends only on what it sees and its seed. The budget is
    a cancel switch and a safety ceiling, never its measure."""

    runs_apart = True  # the worker runs its decisions in a process of their own

    def __init__(self, move_playouts: int = HARD_MOVE_PLAYOUTS,
                 other_playouts: int = HARD_OTHER_PLAYOUTS,
                 candidates: int = HARD_CANDIDATES) -> None:
        self.move_playouts = move_playouts
        self.other_playouts = other_playouts
        self.candidates = candidates

    def choose(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        return self.appraise(view, legal_actions, rng, seat, budget)[0].action

    def appraise(self, view: TokaidoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
                 budget: Budget) -> list[Appraisal]:
        """The candidates as this player values them, its choice first (the hints' evaluation:
        ``insights.hard_choice`` words the first against the second)."""
        actions = list(legal_actions)
        if len(actions) == 1:
            return [Appraisal(actions[0], 0.0)]
        values = greedy_values(view, actions, seat, rng)
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])[:self.candidates]
        if len(ranked) == 1 or budget.expired():
            return [Appraisal(actions[i], values[i]) for i in ranked]
        limit = self.move_playouts if actions[0].kind == "move" else self.other_playouts
        played = [Played() for _ in ranked]
        playouts = 0
        while playouts < limit:
            seed = rng.next_u64()
            play_seed = rng.next_u64()
            for slot, index in enumerate(ranked):
                # A cancel stops at once; the safety ceiling only once every candidate had a
                # playout.
                if budget.is_cancelled() or played[-1].count and budget.expired():
                    return self._ranked(actions, ranked, played, values)
                world = view.determinize(seat, Rng(seed))
                world.apply_trusted(seat, actions[index])
                rollout(world, Rng(play_seed))
                played[slot].add(final_margin(world, seat), world.scores().totals, seat)
                playouts += 1
        return self._ranked(actions, ranked, played, values)

    @staticmethod
    def _ranked(actions: list[Action], ranked: list[int], played: list[Played],
                values: list[float]) -> list[Appraisal]:
        found = [Appraisal(actions[index], values[index], *played[slot].means())
                 for slot, index in enumerate(ranked)]
        if not played[0].count:
            return found
        return sorted(found, key=lambda appraisal: -appraisal.score)  # stable: ties keep order


@dataclass
class Played:
    """One candidate's playouts so far: how many, and the sums of their final margins, the
    seat's final points and its lead over the best rival."""

    count: int = 0
    margins: float = 0.0
    points: float = 0.0
    leads: float = 0.0

    def add(self, margin: float, totals: Sequence[int], seat: int) -> None:
        self.count += 1
        self.margins += margin
        self.points += totals[seat]
        self.leads += totals[seat] - max(t for s, t in enumerate(totals) if s != seat)

    def means(self) -> tuple[int, float | None, float | None, float | None]:
        if not self.count:
            return 0, None, None, None
        return (self.count, self.margins / self.count, self.points / self.count,
                self.leads / self.count)


@dataclass(frozen=True)
class Appraisal:
    """One candidate as the hard player values it: its greedy value (``prior``), and over its
    ``playouts`` the mean final margin over the best rival (what the search maximises, a win
    counting 10 more), the seat's mean final points and its mean lead over the best rival in
    points (None: not played out)."""

    action: Action
    prior: float
    playouts: int = 0
    margin: float | None = None
    points: float | None = None
    lead: float | None = None

    @property
    def score(self) -> float:
        """What the hard player's choice maximises: the mean margin, the greedy value breaking
        near-ties (a candidate never played out comes last)."""
        if self.margin is None:
            return float("-inf")
        return self.margin + PRIOR_WEIGHT * self.prior


def make_bot(level: str) -> Bot[TokaidoState]:
    if level == "expert":  # the hard player's search, with four times its work
        return SearchingBot(EXPERT_MOVE_PLAYOUTS, EXPERT_OTHER_PLAYOUTS, EXPERT_CANDIDATES)
    if level == "hard":
        return SearchingBot()
    if level == "normal":
        return GreedyBot()
    return EasyBot()

"""The rules of Tokaido (base game): the road, the stops, the inns, the travellers, two players.

The traveller farthest behind on the road always moves next (§4). Everything a stop does is a
queue of steps for the traveller who just moved: a decision (where to go, what to buy), a chance
step (a card drawn, a hand of meals) taken in the resolution step, or an automatic one. Once the
queue is empty the next rearmost traveller moves, until everyone has eaten at Edo.

Pawns are numbered like the seats; with two players a third pawn is the neutral traveller (§10),
moved by the seat whose traveller leads.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from tabibito.engine import Action, Event, IllegalAction, Prompt, Rng, Scores, State

from . import scoring
from .cards import CardIndex, Deck, card_index
from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES, Road, TokaidoData

MIN_PLAYERS, MAX_PLAYERS = 2, 5
PANORAMAS = tuple(PANORAMA_PARTS)  # paddy, mountain, sea
TRAVELLERS_DEALT = 2  # §2.2: deal two, keep one
INITIATION_COINS = 7  # §11: no travellers, 7 coins each
# Binding decision 14: Preparations, the coins given or taken by departure order from Kyoto.
PREPARATIONS = {2: (0, 1), 3: (-1, 0, 1), 4: (-1, 0, 1, 2), 5: (-1, -1, 0, 1, 2)}
DOUBLE_SLOTS_FROM = 4  # §4.3: the off-road slot of a double stop only with 4-5 players
NEUTRAL_AT = 2  # §10: a neutral traveller joins a two-player game
FARM_COINS = 3
VILLAGE_SOUVENIRS = 3
TEMPLE_MAX_DONATION = 3
NEUTRAL_TEMPLE_COINS = 1
SAMURAI_POINTS = 3
KUGE_COINS = 3
MIKO_TEMPLE_COINS = 1
# Travellers' abilities (§9), by the ability ids of the data.
HIROSHIGE, CHUUBEI = "inn_panorama", "inn_encounter"
KINKO_DISCOUNT = 1
YOSHIYASU_DRAWS = 2
SATSUKI = "free_meal"
MITSUKUNI = "bath_and_achievement_bonus"
SASAYAKKO, ZEN_EMON = "cheapest_souvenir_free", "souvenir_for_one_coin"
ZEN_EMON_PRICE = 1
HIROTADA_BANK_COINS = 1
UMEGAE_POINTS = UMEGAE_COINS = 1

# Steps: decisions, chance (taken in the resolution step) and automatic ones.
CHOOSE_TRAVELLER, MOVE, DONATE, BUY_SOUVENIR = "choose_traveller", "move", "donate", "buy_souvenir"
KEEP_ENCOUNTER, GUIDE_PANORAMA, FREE_MEAL, BUY_MEAL = (
    "keep_encounter", "guide_panorama", "free_meal", "buy_meal")
DEPART, REVEAL_SOUVENIRS, DRAW_HOT_SPRING, DRAW_ENCOUNTER = (
    "depart", "reveal_souvenirs", "draw_hot_spring", "draw_encounter")
CRAFTSMAN_SOUVENIR, DRAW_MEALS, PEEK_MEAL, NEUTRAL_MEAL = (
    "craftsman_souvenir", "draw_meals", "peek_meal", "neutral_meal")
LEAVE_TABLE = "leave_table"
DECISIONS = frozenset((CHOOSE_TRAVELLER, MOVE, DONATE, BUY_SOUVENIR, KEEP_ENCOUNTER,
                       GUIDE_PANORAMA, FREE_MEAL, BUY_MEAL))
CHANCES = frozenset((DEPART, REVEAL_SOUVENIRS, DRAW_HOT_SPRING, DRAW_ENCOUNTER,
                     CRAFTSMAN_SOUVENIR, DRAW_MEALS, PEEK_MEAL, NEUTRAL_MEAL))
HIDDEN = "hidden"  # what a view shows for another seat's secret choice

STOP_BUYING = Action.of("stop")
PASS_MEAL = Action.of("pass")
TAKE_FREE_MEAL = Action.of("free_meal", take=True)
REFUSE_FREE_MEAL = Action.of("free_meal", take=False)
PANORAMA_ACTIONS = {p: Action.of("panorama", panorama=p) for p in PANORAMAS}
DONATIONS = {n: Action.of("donate", coins=n) for n in range(1, TEMPLE_MAX_DONATION + 1)}


class Journey:
    """One seat's traveller and everything gathered on the road (the tableau of §8)."""

    __slots__ = ("traveller", "ability", "coins", "panoramas", "souvenirs", "families", "meals",
                 "hot_springs", "encounters", "points")

    def __init__(self) -> None:
        self.traveller: str | None = None
        self.ability: str | None = None
        self.coins = 0
        self.panoramas = [0] * len(PANORAMAS)  # parts taken per panorama type
        self.souvenirs: list[str] = []
        self.families = [0] * len(SOUVENIR_FAMILIES)
        self.meals: list[str] = []
        self.hot_springs: list[str] = []
        self.encounters: list[str] = []
        self.points = dict.fromkeys(scoring.JOURNEY_CATEGORIES, 0)

    def copy(self) -> Journey:
        twin = Journey.__new__(Journey)
        twin.traveller, twin.ability, twin.coins = self.traveller, self.ability, self.coins
        twin.panoramas = self.panoramas[:]
        twin.souvenirs = self.souvenirs[:]
        twin.families = self.families[:]
        twin.meals = self.meals[:]
        twin.hot_springs = self.hot_springs[:]
        twin.encounters = self.encounters[:]
        twin.points = self.points.copy()
        return twin

    def completed(self, panorama: int) -> bool:
        return self.panoramas[panorama] >= PANORAMA_PARTS[PANORAMAS[panorama]]

    def snapshot(self) -> dict[str, Any]:
        return {"traveller": self.traveller, "coins": self.coins,
                "panoramas": list(self.panoramas), "souvenirs": list(self.souvenirs),
                "meals": list(self.meals), "hot_springs": list(self.hot_springs),
                "encounters": list(self.encounters), "points": dict(self.points)}


def meal_hand_size(players: int, gastronomy: bool = False) -> int:
    """How many meals the first arrival at an inn draws (§6.1, §11 Gastronomy, decision 4)."""
    pawns = players + 1 if players == NEUTRAL_AT else players
    return pawns if gastronomy else pawns + 1


class Rules:
    """What every state of one set-up shares: the data, the road, its lookups and actions."""

    def __init__(self, data: TokaidoData, players: int, *, return_trip: bool = False,
                 gastronomy: bool = False) -> None:
        self.data = data
        self.cards: CardIndex = card_index(data)
        self.road: Road = data.road.reversed() if return_trip else data.road
        self.players = players
        self.pawns = players + 1 if players == NEUTRAL_AT else players
        self.neutral = players if players == NEUTRAL_AT else None
        self.meal_hand = meal_hand_size(players, gastronomy)
        stops = self.road.stops
        self.kinds = tuple(stop.kind for stop in stops)
        self.capacity = tuple(
            self.pawns if stop.kind == "inn"
            else 2 if stop.double and players >= DOUBLE_SLOTS_FROM else 1
            for stop in stops)
        self.panorama_of = tuple(
            PANORAMAS.index(stop.panorama) if stop.panorama else -1 for stop in stops)
        self.next_inn = tuple(self.road.next_inn(i) if i < self.road.final else i
                              for i in range(len(stops)))
        self.final = self.road.final
        self.intermediate_inns = frozenset(self.road.inns[1:-1])
        self.moves = tuple(Action.of("move", stop=i) for i in range(len(stops)))



class TokaidoState(State):
    """A game of Tokaido; see the module docstring for the turn structure."""

    def __init__(self, rules: Rules, rng: Rng, *, initiation: bool = False,
                 preparations: bool = False) -> None:
        self.rules = rules
        self.rng = rng
        self.initiation = initiation
        self.preparations = preparations
        self.viewer: int | None = None
        players, pawns = rules.players, rules.pawns
        self.journeys = [Journey() for _ in range(players)]
        self.stop = [0] * pawns
        self.slot = list(range(pawns))  # set at departure
        self.temple = [0] * pawns  # coins each pawn gave to the temples
        self.achievers: dict[str, int] = {}  # panorama achievement -> seat
        data = rules.data
        self.souvenirs = Deck(rng.shuffled([s.id for s in data.souvenirs]))
        self.encounters = Deck(rng.shuffled([e.id for e in data.encounters]))
        self.hot_springs = Deck(rng.shuffled([h.id for h in data.hot_springs]))
        self.meals = Deck(rng.shuffled([m.id for m in data.meals]))
        self.revealed: list[str] = []  # the souvenirs on display at a village
        self.village_prices: list[int] = []  # the full prices of what was bought there
        self.one_coin_used = False  # Zen-emon's one souvenir for 1 coin at this village
        self.drawn: list[str] = []  # Yoshiyasu's two encounters to keep one of
        self.hand: list[str] = []  # the inn's meal hand
        self.hand_drawn = False
        self.hand_seen: list[int] = []  # seats that looked at the hand
        self.peeked: str | None = None  # Satsuki's free meal on offer
        # What a view withholds (always empty in a full state).
        self.hidden_hand = 0
        self.hidden_drawn = 0
        self.hidden_peek = False
        self.actor = 0  # the pawn whose steps run
        self.queue: list[str] = []
        self.over = False
        self._to_act: tuple[int, ...] = ()
        self._final: Scores | None = None
        self.offers: list[tuple[str, ...]] = [() for _ in range(players)]
        self.chosen: list[str | None] = [None] * players
        self.box: list[str] = []
        opening: list[Event] = []
        self.hidden_offers: list[int] = []  # seats whose offer a view withholds
        if initiation:
            self._depart(opening)
        else:
            self._deal_travellers(opening)
            self.queue = [CHOOSE_TRAVELLER, DEPART]
        self._carry_on(opening, chance=False)
        self._opening = tuple(opening)

    # -- set-up --------------------------------------------------------------------------------

    def _deal_travellers(self, log: list[Event]) -> None:
        """§2.2: two travellers each; the set-up is the state's own chance (Next Station flips
        its first card the same way), so the first decision is already open."""
        tiles = self.rng.shuffled([t.id for t in self.rules.data.base_travellers()])
        for seat in range(self.rules.players):
            self.offers[seat] = tuple(tiles[:TRAVELLERS_DEALT])
            del tiles[:TRAVELLERS_DEALT]
            log.append(Event.of("travellers_dealt", visible_to=(seat,), seat=seat,
                                travellers=list(self.offers[seat])))
        self.box = tiles

    def _depart(self, log: list[Event] | None) -> None:
        """Reveal the travellers, give the coins, put the pawns at Kyoto in random order."""
        travellers = {t.id: t for t in self.rules.data.travellers}
        for seat, journey in enumerate(self.journeys):
            if self.initiation:
                journey.coins = INITIATION_COINS
            else:
                traveller = travellers[self.chosen[seat]]
                journey.traveller, journey.ability = traveller.id, traveller.ability
                journey.coins = traveller.coins
        self.offers = [() for _ in self.journeys]
        self.chosen = [None] * len(self.journeys)
        self.box = []
        self.slot = self.rng.shuffled(list(range(self.rules.pawns)))
        order = self.departure_order()
        if self.preparations:
            for change, seat in zip(PREPARATIONS[self.rules.players], order, strict=True):
                self.journeys[seat].coins = max(0, self.journeys[seat].coins + change)
        if log is not None:
            log.append(Event.of("departed", order=order,
                                travellers=[j.traveller for j in self.journeys],
                                coins=[j.coins for j in self.journeys], reveals=True))

    def departure_order(self) -> list[int]:
        """The seats in the order they leave Kyoto: the rearmost slot first (§2.4)."""
        return [p for p in sorted(range(self.rules.pawns), key=lambda p: -self.slot[p])
                if p != self.rules.neutral]

    # -- where the pawns are -------------------------------------------------------------------

    def _place(self, pawn: int) -> int:
        """Order on the road: farther on is more; at a stop the later arrival is behind."""
        return self.stop[pawn] * 8 - self.slot[pawn]

    def rearmost(self) -> int:
        return min(range(self.rules.pawns), key=self._place)

    def leader(self) -> int:
        """The seat whose traveller leads: it moves the neutral traveller (§10.1)."""
        return max(range(self.rules.players), key=self._place)

    def seat_of(self, pawn: int) -> int:
        return self.leader() if pawn == self.rules.neutral else pawn

    def occupants(self, stop: int) -> int:
        return self.stop.count(stop)

    def stop_problem(self, pawn: int, to: int) -> str | None:
        """Why ``pawn`` may not stop at ``to`` now, as a message key, or None (§4.2-4.5)."""
        rules = self.rules
        here = self.stop[pawn]
        if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= rules.final:
            return "tokaido.no_such_stop"
        if to <= here:
            return "tokaido.behind"
        if to > rules.next_inn[here]:
            return "tokaido.past_inn"
        if self.occupants(to) >= rules.capacity[to]:
            return "tokaido.occupied"
        if pawn == rules.neutral:
            return None  # the neutral traveller does nothing, so it may stop anywhere free
        return self._offer_problem(self.journeys[pawn], to)

    def _offer_problem(self, journey: Journey, to: int) -> str | None:
        """Binding decision 10: a stop whose only option cannot be taken is no destination."""
        kind = self.rules.kinds[to]
        if kind == "village":
            if journey.coins < 1:
                return "tokaido.village_needs_coin"
            return None if len(self.souvenirs) else "tokaido.no_souvenirs_left"
        if kind == "temple":  # decision 15: Hirotada too needs a coin of his own
            return None if journey.coins >= 1 else "tokaido.temple_needs_coin"
        if kind == "encounter":
            return None if len(self.encounters) else "tokaido.no_encounters_left"
        if kind == "hot_spring":
            return None if len(self.hot_springs) else "tokaido.no_hot_springs_left"
        panorama = self.rules.panorama_of[to]
        if panorama >= 0 and journey.completed(panorama):
            return "tokaido.panorama_complete"
        return None

    # -- the engine contract -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def is_over(self) -> bool:
        return self.over

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def step(self) -> str | None:
        return self.queue[0] if self.queue else None

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self._to_act:
            return []
        step = self.queue[0]
        if step == MOVE:
            return self._moves()
        if step == CHOOSE_TRAVELLER:
            return [Action.of("traveller", id=t) for t in self.offers[seat]]
        journey = self.journeys[self.actor]
        if step == DONATE:
            return [DONATIONS[n] for n in range(1, min(TEMPLE_MAX_DONATION, journey.coins) + 1)]
        if step == BUY_SOUVENIR:
            return self._souvenir_purchases(journey) + [STOP_BUYING]
        if step == KEEP_ENCOUNTER:
            return [Action.of("keep", card=card) for card in self.drawn]
        if step == GUIDE_PANORAMA:
            return [PANORAMA_ACTIONS[p] for p in self._open_panoramas(journey)]
        if step == FREE_MEAL:
            return [TAKE_FREE_MEAL, REFUSE_FREE_MEAL]
        return self._meal_purchases(journey) + [PASS_MEAL]

    def _moves(self) -> list[Action]:
        pawn = self.actor
        here = self.stop[pawn]
        moves = self.rules.moves
        return [moves[to] for to in range(here + 1, self.rules.next_inn[here] + 1)
                if self.stop_problem(pawn, to) is None]

    def _souvenir_purchases(self, journey: Journey) -> list[Action]:
        souvenirs = self.rules.cards.souvenirs
        actions = []
        for card in self.revealed:
            price = souvenirs[card].price
            if price <= journey.coins:
                actions.append(Action.of("buy", card=card))
            if (journey.ability == ZEN_EMON and not self.one_coin_used
                    and price > ZEN_EMON_PRICE and journey.coins >= ZEN_EMON_PRICE):
                actions.append(Action.of("buy", card=card, one_coin=True))
        return actions

    def _meal_purchases(self, journey: Journey) -> list[Action]:
        meals = self.rules.cards.meals
        eaten = {meals[card].dish for card in journey.meals}
        return [Action.of("eat", card=card) for card in self.hand
                if meals[card].dish not in eaten and self.meal_price(journey, card) <= journey.coins]

    def meal_price(self, journey: Journey, card: str) -> int:
        """What a meal costs this traveller: Kinko pays 1 coin less (§9)."""
        price = self.rules.cards.meals[card].price
        return max(0, price - KINKO_DISCOUNT) if journey.ability == "meal_discount" else price

    @staticmethod
    def _open_panoramas(journey: Journey) -> list[str]:
        return [p for index, p in enumerate(PANORAMAS) if not journey.completed(index)]

    def why_illegal(self, seat: int, action: Action) -> IllegalAction | None:
        if seat not in self._to_act:
            return IllegalAction("tokaido.not_your_turn", seat=seat)
        if self.queue[0] == MOVE and action.kind == "move" and len(action.args) == 1:
            problem = self.stop_problem(self.actor, action.get("stop"))
            return None if problem is None else IllegalAction(problem, stop=action.get("stop"))
        if action not in self.legal_actions(seat):
            return IllegalAction("action.illegal", action=str(action))
        return None

    def prompt(self, seat: int) -> Prompt | None:
        if seat not in self._to_act:
            return None
        step = self.queue[0]
        if step == CHOOSE_TRAVELLER:
            return Prompt(step, {"travellers": list(self.offers[seat])})
        params: dict[str, Any] = {"pawn": self.actor, "neutral": self.actor == self.rules.neutral}
        if step == BUY_SOUVENIR:
            params["souvenirs"] = list(self.revealed)
        elif step == KEEP_ENCOUNTER:
            params["encounters"] = list(self.drawn)
        elif step == FREE_MEAL:
            params["meal"] = self.peeked
        elif step == BUY_MEAL:
            params["meals"] = list(self.hand)
        return Prompt(step, params)

    def has_secrets(self, seat: int) -> bool:
        """A seat's view shows its own traveller offer, the meal hand it looked at, Satsuki's
        free meal or Yoshiyasu's two encounters."""
        if self.offers[seat] or seat in self.hand_seen and self.hand:
            return True
        return bool(self.peeked or self.drawn) and self.seat_of(self.actor) == seat

    # -- decisions -----------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check(seat, action)
        events: list[Event] = []
        self._act(seat, action, events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        self._act(seat, action, None)

    def _act(self, seat: int, action: Action, log: list[Event] | None) -> None:
        step = self.queue[0]
        if step == CHOOSE_TRAVELLER:
            self._choose_traveller(seat, action["id"], log)
        elif step == MOVE:
            self.queue.pop(0)
            self._arrive(self.actor, action["stop"], log)
        elif step == DONATE:
            self.queue.pop(0)
            self._donate(action["coins"], log)
        elif step == BUY_SOUVENIR:
            self._buy_souvenir(action, log)
        elif step == KEEP_ENCOUNTER:
            self.queue.pop(0)
            self._keep_encounter(action["card"], log)
        elif step == GUIDE_PANORAMA:
            self.queue.pop(0)
            self._take_panorama(self.actor, PANORAMAS.index(action["panorama"]), log)
        elif step == FREE_MEAL:
            self.queue.pop(0)
            self._free_meal(action["take"], log)
        else:
            self.queue.pop(0)
            if action.kind == "eat":
                self._eat(action["card"], log)
            elif log is not None:
                log.append(Event.of("meal_passed", seat=self.actor))
        self._carry_on(log, chance=False)

    def _choose_traveller(self, seat: int, traveller: str, log: list[Event] | None) -> None:
        self.chosen[seat] = traveller
        if log is not None:
            log.append(Event.of("traveller_chosen", visible_to=(seat,), seat=seat,
                                traveller=traveller))
        if all(self.chosen):
            self.queue.pop(0)

    # -- the resolution step -------------------------------------------------------------------

    def resolve(self) -> list[Event]:
        if not self.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        events: list[Event] = []
        self._carry_on(events, chance=True)
        return events

    def resolve_trusted(self) -> None:
        self._carry_on(None, chance=True)

    def _carry_on(self, log: list[Event] | None, *, chance: bool) -> None:
        """Run the queue until a decision is due, a chance step is due outside the resolution
        step, or the journey ends at Edo."""
        while True:
            if not self.queue:
                if all(stop == self.rules.final for stop in self.stop):
                    self._end(log)
                    return
                self.actor = self.rearmost()
                self.queue.append(MOVE)
            step = self.queue[0]
            if step in DECISIONS:
                if self._decided_alone(step, log):
                    continue
                self._to_act = self._deciders(step)
                return
            if step in CHANCES and not chance:
                self._to_act = ()
                return
            self.queue.pop(0)
            STEPS[step](self, log)

    def _deciders(self, step: str) -> tuple[int, ...]:
        if step == CHOOSE_TRAVELLER:
            return tuple(seat for seat, chosen in enumerate(self.chosen) if chosen is None)
        return (self.seat_of(self.actor),)

    def _decided_alone(self, step: str, log: list[Event] | None) -> bool:
        """A decision with nothing to decide is taken at once (and leaves the queue)."""
        if step in (MOVE, CHOOSE_TRAVELLER, DONATE, KEEP_ENCOUNTER):
            return False
        journey = self.journeys[self.actor]
        if step == BUY_SOUVENIR:
            if self.revealed and self._souvenir_purchases(journey):
                return False
            self.queue.pop(0)
            self._leave_village(log)
            return True
        if step == GUIDE_PANORAMA:
            open_panoramas = self._open_panoramas(journey)
            if len(open_panoramas) > 1:
                return False
            self.queue.pop(0)
            if open_panoramas:
                self._take_panorama(self.actor, PANORAMAS.index(open_panoramas[0]), log)
            return True
        if step == FREE_MEAL:
            if self.peeked is not None and not self._has_eaten(journey, self.peeked):
                return False
            self.queue.pop(0)
            self._free_meal(False, log)
            return True
        if self._meal_purchases(journey):  # BUY_MEAL
            return False
        self.queue.pop(0)
        return True

    def _end(self, log: list[Event] | None) -> None:
        self.over = True
        self._to_act = ()
        self._final = None
        self._final = self.scores()
        if log is not None:
            log.append(Event.of("game_over", totals=list(self._final.totals),
                                winners=list(self._final.winners)))

    # -- arriving at a stop (§5) ---------------------------------------------------------------

    def _arrive(self, pawn: int, to: int, log: list[Event] | None) -> None:
        self.slot[pawn] = self.occupants(to)
        self.stop[pawn] = to
        kind = self.rules.kinds[to]
        if log is not None:
            log.append(Event.of("moved", pawn=pawn, stop=to, slot=self.slot[pawn], stop_kind=kind))
        if pawn == self.rules.neutral:
            self._neutral_arrives(pawn, kind)
            return
        journey = self.journeys[pawn]
        if kind == "farm":
            self._gain_coins(journey, FARM_COINS, log)
        elif kind == "village":
            self.queue = [REVEAL_SOUVENIRS, BUY_SOUVENIR]
        elif kind == "temple":
            self.queue = [DONATE]
        elif kind == "hot_spring":
            self.queue = [DRAW_HOT_SPRING]
        elif kind == "encounter":
            if journey.ability == "encounter_bonus":  # Umegae, before the card (§9)
                journey.points["traveller"] += UMEGAE_POINTS
                journey.coins += UMEGAE_COINS
            self.queue = [DRAW_ENCOUNTER]
        elif kind == "inn":
            self.queue = self._inn_steps(journey, to)
        else:
            self._take_panorama(pawn, self.rules.panorama_of[to], log)

    def _neutral_arrives(self, pawn: int, kind: str) -> None:
        """§10.2: the neutral traveller gives a bank coin at a temple and spoils a meal at an
        inn; elsewhere it does nothing."""
        if kind == "temple":
            self.temple[pawn] += NEUTRAL_TEMPLE_COINS
        elif kind == "inn":
            self.queue = [NEUTRAL_MEAL, LEAVE_TABLE]

    def _inn_steps(self, journey: Journey, inn: int) -> list[str]:
        steps = []
        if inn in self.rules.intermediate_inns:  # §9: before eating, at the three inns between
            if journey.ability == HIROSHIGE:
                steps.append(GUIDE_PANORAMA)
            elif journey.ability == CHUUBEI:
                steps.append(DRAW_ENCOUNTER)
        steps.append(DRAW_MEALS)
        if journey.ability == SATSUKI:
            steps += [PEEK_MEAL, FREE_MEAL]
        steps += [BUY_MEAL, LEAVE_TABLE]
        return steps

    def _gain_coins(self, journey: Journey, coins: int, log: list[Event] | None) -> None:
        journey.coins += coins
        if log is not None:
            log.append(Event.of("coins_gained", seat=self.actor, coins=coins))

    def _take_panorama(self, seat: int, panorama: int, log: list[Event] | None) -> None:
        """The next part of a panorama scores its number; the first to complete a type takes its
        achievement (§5)."""
        journey = self.journeys[seat]
        journey.panoramas[panorama] += 1
        part = journey.panoramas[panorama]
        journey.points["panoramas"] += part
        name = PANORAMAS[panorama]
        if log is not None:
            log.append(Event.of("panorama_taken", seat=seat, panorama=name, part=part))
        if journey.completed(panorama) and name not in self.achievers:
            self.achievers[name] = seat
            journey.points["panorama_achievements"] += scoring.ACHIEVEMENT_POINTS
            if log is not None:
                log.append(Event.of("achievement", seat=seat, achievement=name,
                                    points=scoring.ACHIEVEMENT_POINTS))

    def _donate(self, coins: int, log: list[Event] | None) -> None:
        """§5 Temple: 1 to 3 coins, 1 point each; Hirotada adds a coin from the bank (§9)."""
        pawn = self.actor
        journey = self.journeys[pawn]
        journey.coins -= coins
        self.temple[pawn] += coins
        journey.points["temples"] += coins
        if journey.ability == "temple_bank_coin":
            self.temple[pawn] += HIROTADA_BANK_COINS
            journey.points["traveller"] += HIROTADA_BANK_COINS
        if log is not None:
            log.append(Event.of("donated", seat=pawn, coins=coins, total=self.temple[pawn]))

    # -- villages ------------------------------------------------------------------------------

    def _reveal_souvenirs(self, log: list[Event] | None) -> None:
        self.revealed = self.souvenirs.draw(self.rng, VILLAGE_SOUVENIRS)
        self.village_prices = []
        self.one_coin_used = False
        if log is not None:
            log.append(Event.of("souvenirs_revealed", seat=self.actor,
                                souvenirs=list(self.revealed), reveals=True))

    def _buy_souvenir(self, action: Action, log: list[Event] | None) -> None:
        if action.kind == "stop":
            self.queue.pop(0)
            self._leave_village(log)
            return
        card = action["card"]
        journey = self.journeys[self.actor]
        price = self.rules.cards.souvenirs[card].price
        paid = ZEN_EMON_PRICE if action.get("one_coin") else price
        self.one_coin_used = self.one_coin_used or bool(action.get("one_coin"))
        journey.coins -= paid
        self.village_prices.append(paid)
        self.revealed.remove(card)
        self._gain_souvenir(self.actor, card, log, paid=paid)

    def _gain_souvenir(self, seat: int, card: str, log: list[Event] | None, paid: int) -> None:
        journey = self.journeys[seat]
        family = self.rules.cards.family[card]
        points = scoring.souvenir_points(journey.families, family)
        journey.families[family] += 1
        journey.souvenirs.append(card)
        journey.points["souvenirs"] += points
        if log is not None:
            log.append(Event.of("souvenir_gained", seat=seat, souvenir=card, paid=paid,
                                points=points))

    def _leave_village(self, log: list[Event] | None) -> None:
        """Unbought souvenirs go under the deck; Sasayakko gets her cheapest one back (§9)."""
        journey = self.journeys[self.actor]
        if journey.ability == SASAYAKKO and len(self.village_prices) >= 2:
            refund = min(self.village_prices)
            journey.coins += refund
            if log is not None and refund:
                log.append(Event.of("souvenir_free", seat=self.actor, coins=refund))
        self.souvenirs.put_under(self.revealed)
        self.revealed = []
        self.village_prices = []
        self.one_coin_used = False

    # -- hot springs and encounters ------------------------------------------------------------

    def _draw_hot_spring(self, log: list[Event] | None) -> None:
        for card in self.hot_springs.draw(self.rng, 1):
            journey = self.journeys[self.actor]
            value = self.rules.cards.hot_springs[card]
            journey.hot_springs.append(card)
            journey.points["hot_springs"] += value
            if log is not None:
                log.append(Event.of("hot_spring", seat=self.actor, card=card, points=value,
                                    reveals=True))

    def _draw_encounter(self, log: list[Event] | None) -> None:
        journey = self.journeys[self.actor]
        at_encounter = self.rules.kinds[self.stop[self.actor]] == "encounter"
        count = YOSHIYASU_DRAWS if at_encounter and journey.ability == "encounter_draw_two" else 1
        cards = self.encounters.draw(self.rng, count)
        if len(cards) > 1:  # Yoshiyasu keeps one; the other goes under the deck unseen (§9)
            self.drawn = cards
            self.queue.insert(0, KEEP_ENCOUNTER)
            if log is not None:
                log.append(Event.of("encounters_drawn", visible_to=(self.actor,),
                                    seat=self.actor, cards=list(cards)))
        elif cards:
            self._meet(cards[0], log)

    def _keep_encounter(self, card: str, log: list[Event] | None) -> None:
        self.encounters.put_under([c for c in self.drawn if c != card])
        self.drawn = []
        self._meet(card, log)

    def _meet(self, card: str, log: list[Event] | None) -> None:
        """Keep the encounter card and apply it (§7.4)."""
        journey = self.journeys[self.actor]
        journey.encounters.append(card)
        encounter = self.rules.cards.encounters[card]
        if log is not None:
            log.append(Event.of("encounter", seat=self.actor, card=card, encounter=encounter.kind,
                                reveals=True))
        if encounter.kind == "shokunin":
            self.queue.insert(0, CRAFTSMAN_SOUVENIR)
        elif encounter.kind == "annaibito":
            panorama = PANORAMAS.index(encounter.panorama)
            if journey.completed(panorama):
                self.queue.insert(0, GUIDE_PANORAMA)  # any panorama of the traveller's choice
            else:
                self._take_panorama(self.actor, panorama, log)
        elif encounter.kind == "samurai":
            journey.points["encounters"] += SAMURAI_POINTS
        elif encounter.kind == "kuge":
            journey.coins += KUGE_COINS
        else:  # miko: a coin from the bank on the temple, 1 point
            self.temple[self.actor] += MIKO_TEMPLE_COINS
            journey.points["encounters"] += MIKO_TEMPLE_COINS

    def _craftsman_souvenir(self, log: list[Event] | None) -> None:
        for card in self.souvenirs.draw(self.rng, 1):
            self._gain_souvenir(self.actor, card, log, paid=0)

    # -- inns and meals (§6) -------------------------------------------------------------------

    def _draw_meals(self, log: list[Event] | None) -> None:
        """The first arrival draws the inn's hand; every arrival looks at what is left."""
        if not self.hand_drawn:
            self.hand = self.meals.draw(self.rng, self.rules.meal_hand)
            self.hand_drawn = True
        seat = self.actor
        if seat not in self.hand_seen:
            self.hand_seen = sorted((*self.hand_seen, seat))
        if log is not None:
            log.append(Event.of("meal_hand", visible_to=(seat,), seat=seat,
                                meals=list(self.hand), reveals=True))

    def _peek_meal(self, log: list[Event] | None) -> None:
        """Binding decision 8: Satsuki's free meal is the top card of the meal deck."""
        drawn = self.meals.draw(self.rng, 1)
        self.peeked = drawn[0] if drawn else None
        if log is not None and self.peeked is not None:
            log.append(Event.of("free_meal_offered", visible_to=(self.actor,), seat=self.actor,
                                meal=self.peeked, reveals=True))

    def _free_meal(self, take: bool, log: list[Event] | None) -> None:
        card, self.peeked = self.peeked, None
        if card is None:
            return
        if take:
            self._eat(card, log, paid=0)
            self.queue.remove(BUY_MEAL)  # never two meals
        else:
            self.meals.put_under([card])

    def _eat(self, card: str, log: list[Event] | None, paid: int | None = None) -> None:
        journey = self.journeys[self.actor]
        if paid is None:
            paid = self.meal_price(journey, card)
            self.hand.remove(card)
        journey.coins -= paid
        journey.meals.append(card)
        journey.points["meals"] += scoring.MEAL_POINTS
        if log is not None:
            log.append(Event.of("meal_eaten", seat=self.actor, meal=card, paid=paid,
                                points=scoring.MEAL_POINTS))

    def _has_eaten(self, journey: Journey, card: str) -> bool:
        meals = self.rules.cards.meals
        return meals[card].dish in {meals[c].dish for c in journey.meals}

    def _neutral_meal(self, log: list[Event] | None) -> None:
        """§10.2: the hand (drawn if the neutral arrives first) loses a random card, unseen."""
        if not self.hand_drawn:
            self.hand = self.meals.draw(self.rng, self.rules.meal_hand)
            self.hand_drawn = True
        if self.hand:
            card = self.hand.pop(self.rng.below(len(self.hand)))
            self.meals.put_under([card])
            if log is not None:
                log.append(Event.of("meal_discarded", seat=self.seat_of(self.actor)))

    def _leave_table(self, log: list[Event] | None) -> None:
        """Once everyone has arrived and eaten, the meals left go under the deck (§6.3)."""
        inn = self.stop[self.actor]
        if self.occupants(inn) < self.rules.pawns:
            return
        self.meals.put_under(self.hand)
        self.hand = []
        self.hand_drawn = False
        self.hand_seen = []

    # -- scores (§8) ---------------------------------------------------------------------------

    def achievements(self) -> list[list[str]]:
        """Each seat's achievement cards: the panoramas during play, the rest at the end."""
        held: list[list[str]] = [[] for _ in self.journeys]
        for name, seat in self.achievers.items():
            held[seat].append(name)
        if self.over:
            for name, takers in self._end_achievers().items():
                for seat, takes in enumerate(takers):
                    if takes:
                        held[seat].append(name)
        return held

    def _end_achievers(self) -> dict[str, list[bool]]:
        meals = self.rules.cards.meals
        journeys = self.journeys
        return {
            "gourmet": scoring.most([sum(meals[m].price for m in j.meals) for j in journeys]),
            "collector": scoring.most([len(j.souvenirs) for j in journeys]),
            "bather": scoring.most([len(j.hot_springs) for j in journeys]),
            "chatterbox": scoring.most([len(j.encounters) for j in journeys]),
        }

    def breakdown(self, seat: int, held: list[list[str]] | None = None) -> dict[str, int]:
        journey = self.journeys[seat]
        points = dict(journey.points)
        held = self.achievements() if held is None else held
        if journey.ability == MITSUKUNI:  # +1 per hot spring and per achievement card (§9)
            points["traveller"] += len(journey.hot_springs) + len(held[seat])
        end = dict.fromkeys(scoring.END_CATEGORIES, 0)
        if self.over:
            end["temple_ranking"] = scoring.temple_ranking(self.temple)[seat]
            for name in ("gourmet", "collector", "bather", "chatterbox"):
                if name in held[seat]:
                    end[name] = scoring.ACHIEVEMENT_POINTS
        points.update(end)
        return points

    def scores(self) -> Scores:
        if self._final is not None:
            return self._final
        held = self.achievements()
        breakdowns = tuple(self.breakdown(seat, held) for seat in range(len(self.journeys)))
        totals = tuple(sum(b.values()) for b in breakdowns)
        return Scores(totals, breakdowns, scoring.winners(totals, [len(h) for h in held]))

    # -- views, worlds, clones, snapshots ------------------------------------------------------

    def clone(self) -> TokaidoState:
        twin = object.__new__(TokaidoState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.clone()
        twin.journeys = [j.copy() for j in self.journeys]
        for name in ("stop", "slot", "temple", "revealed", "village_prices", "drawn", "hand",
                     "hand_seen", "queue", "offers", "chosen", "box", "hidden_offers"):
            setattr(twin, name, getattr(self, name)[:])
        twin.achievers = dict(self.achievers)
        for name in ("souvenirs", "encounters", "hot_springs", "meals"):
            setattr(twin, name, getattr(self, name).copy())
        return twin

    def view(self, seat: int | None) -> TokaidoState:
        """Open: the road, every tableau, the village display. Hidden: the order of every deck
        (and what went under it), the meal hand from those who did not look at it, Satsuki's
        free meal and Yoshiyasu's two encounters from the others, the other seats' traveller
        offers and choices before the departure, and the generator."""
        seen = self.clone()
        seen.viewer = seat
        seen.rng = Rng(0)
        meal_pool = self.meals.unseen()
        if seat not in self.hand_seen:
            meal_pool += self.hand
            seen.hidden_hand, seen.hand = len(self.hand), []
        decider = None if self.over or not self.queue else self.seat_of(self.actor)
        if self.peeked is not None and seat != decider:
            meal_pool.append(self.peeked)
            seen.hidden_peek, seen.peeked = True, None
        encounter_pool = self.encounters.unseen()
        if self.drawn and seat != decider:
            encounter_pool += self.drawn
            seen.hidden_drawn, seen.drawn = len(self.drawn), []
        seen.meals = Deck(sorted(meal_pool))
        seen.encounters = Deck(sorted(encounter_pool))
        seen.souvenirs = Deck(self.souvenirs.unseen())
        seen.hot_springs = Deck(self.hot_springs.unseen())
        box = list(self.box)
        seen.hidden_offers = []
        for other in range(len(self.journeys)):
            if other != seat and self.offers[other]:
                box += self.offers[other]
                seen.offers[other] = ()
                seen.chosen[other] = HIDDEN if self.chosen[other] else None
                seen.hidden_offers.append(other)
        seen.box = sorted(box)
        return seen

    def determinize(self, seat: int | None, rng: Rng) -> TokaidoState:
        """A full state behind this view: every hidden card dealt from what the seat has not
        seen, in a sampled order."""
        world = self.clone()
        world.viewer = None
        world.rng = Rng(rng.next_u64())
        meals = rng.shuffled(self.meals.unseen())
        world.hand = self.hand + meals[:self.hidden_hand]
        del meals[:self.hidden_hand]
        if self.hidden_peek:
            world.peeked = meals.pop()
        encounters = rng.shuffled(self.encounters.unseen())
        if self.hidden_drawn:
            world.drawn = encounters[-self.hidden_drawn:]
            del encounters[-self.hidden_drawn:]
        world.hidden_hand = world.hidden_drawn = 0
        world.hidden_peek = False
        world.meals, world.encounters = Deck(meals), Deck(encounters)
        world.souvenirs = Deck(rng.shuffled(self.souvenirs.unseen()))
        world.hot_springs = Deck(rng.shuffled(self.hot_springs.unseen()))
        box = rng.shuffled(self.box)
        for other in self.hidden_offers:
            world.offers[other] = tuple(box[:TRAVELLERS_DEALT])
            del box[:TRAVELLERS_DEALT]
            if self.chosen[other] == HIDDEN:
                world.chosen[other] = world.offers[other][rng.below(TRAVELLERS_DEALT)]
        world.box = box
        world.hidden_offers = []
        return world

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.rules.players,
            "options": {"initiation": self.initiation, "preparations": self.preparations},
            "rng": self.rng.state,
            "journeys": [j.snapshot() for j in self.journeys],
            "stop": list(self.stop), "slot": list(self.slot), "temple": list(self.temple),
            "achievers": dict(sorted(self.achievers.items())),
            "decks": {name: getattr(self, name).snapshot()
                      for name in ("souvenirs", "encounters", "hot_springs", "meals")},
            "revealed": list(self.revealed), "village_prices": list(self.village_prices),
            "one_coin_used": self.one_coin_used, "drawn": list(self.drawn),
            "hand": list(self.hand), "hand_drawn": self.hand_drawn,
            "hand_seen": list(self.hand_seen), "peeked": self.peeked,
            "hidden": [self.hidden_hand, self.hidden_drawn, self.hidden_peek,
                       list(self.hidden_offers)],
            "actor": self.actor, "queue": list(self.queue), "over": self.over,
            "to_act": list(self._to_act),
            "offers": [list(o) for o in self.offers], "chosen": list(self.chosen),
            "box": list(self.box),
        }

    # -- invariants ----------------------------------------------------------------------------

    def invariant_problems(self) -> list[str]:
        return self._card_problems() + self._pawn_problems() + self._journey_problems()

    def _card_problems(self) -> list[str]:
        data = self.rules.data
        journeys = self.journeys
        where = {
            "souvenirs": (self.souvenirs.unseen() + self.revealed
                          + [c for j in journeys for c in j.souvenirs], data.souvenirs),
            "encounters": (self.encounters.unseen() + self.drawn
                           + [c for j in journeys for c in j.encounters], data.encounters),
            "hot springs": (self.hot_springs.unseen()
                            + [c for j in journeys for c in j.hot_springs], data.hot_springs),
            "meals": (self.meals.unseen() + self.hand + ([self.peeked] if self.peeked else [])
                      + [c for j in journeys for c in j.meals], data.meals),
        }
        return [f"the {name} are not the deck's cards" for name, (cards, deck) in where.items()
                if sorted(cards) != sorted(card.id for card in deck)]

    def _pawn_problems(self) -> list[str]:
        problems = []
        places = list(zip(self.stop, self.slot, strict=True))
        if len(set(places)) != len(places):
            problems.append(f"two pawns share a slot: {places}")
        for pawn, (stop, slot) in enumerate(places):
            if not 0 <= slot < self.rules.capacity[stop]:
                problems.append(f"pawn {pawn} in slot {slot} of stop {stop}")
        if self.over and any(stop != self.rules.final for stop in self.stop):
            problems.append("the game ended before everyone reached the end")
        deciding = not self.over and self.queue and self.queue[0] in DECISIONS
        if deciding and self._to_act != self._deciders(self.queue[0]):
            problems.append(f"to_act {self._to_act} is not who decides {self.queue[0]}")
        return problems

    def _journey_problems(self) -> list[str]:
        problems = []
        meals = self.rules.cards.meals
        families = self.rules.cards.family
        for seat, journey in enumerate(self.journeys):
            if journey.coins < 0:
                problems.append(f"seat {seat} has {journey.coins} coins")
            dishes = [meals[card].dish for card in journey.meals]
            if len(set(dishes)) != len(dishes):
                problems.append(f"seat {seat} ate a dish twice")
            if any(parts > PANORAMA_PARTS[p] for p, parts in zip(PANORAMAS, journey.panoramas,
                                                                  strict=True)):
                problems.append(f"seat {seat} has too many panorama parts")
            expected = scoring.souvenir_total([families[c] for c in journey.souvenirs])
            if journey.points["souvenirs"] != expected:
                problems.append(f"seat {seat}'s souvenirs score {journey.points['souvenirs']}, "
                                f"not {expected}")
        return problems


STEPS = {
    DEPART: TokaidoState._depart,
    REVEAL_SOUVENIRS: TokaidoState._reveal_souvenirs,
    DRAW_HOT_SPRING: TokaidoState._draw_hot_spring,
    DRAW_ENCOUNTER: TokaidoState._draw_encounter,
    CRAFTSMAN_SOUVENIR: TokaidoState._craftsman_souvenir,
    DRAW_MEALS: TokaidoState._draw_meals,
    PEEK_MEAL: TokaidoState._peek_meal,
    NEUTRAL_MEAL: TokaidoState._neutral_meal,
    LEAVE_TABLE: TokaidoState._leave_table,
}


@lru_cache(maxsize=64)
def rules_for(data: TokaidoData, players: int, return_trip: bool, gastronomy: bool) -> Rules:
    """One Rules per set-up, shared by all its states (and their clones and views)."""
    return Rules(data, players, return_trip=return_trip, gastronomy=gastronomy)


def new_state(data: TokaidoData, players: int, seed: int,
              options: Mapping[str, Any] | None = None) -> TokaidoState:
    """A fresh game for ``players`` with the base variants of ``options``."""
    options = options or {}
    rules = rules_for(data, players, bool(options.get("return_trip")),
                      bool(options.get("gastronomy")))
    return TokaidoState(rules, Rng(seed), initiation=bool(options.get("initiation")),
                        preparations=bool(options.get("preparations")))

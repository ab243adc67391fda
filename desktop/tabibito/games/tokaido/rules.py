"""The rules of Tokaido: the road, the stops, the inns, the travellers, two players, and the
Crossroads expansion (§12) as an option: at each stop an explicit choice of the base or the
Crossroads effect, the amulets (hidden from the other seats), the new travellers and cards.
With Crossroads off nothing of the base game changes (snapshots, chance and all).

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
from itertools import compress
from operator import neg
from typing import Any

from tabibito.engine import Action, Event, IllegalAction, Prompt, Rng, Scores, State

from .cards import Deck
from .crossroads import Crossroads
from .data import TokaidoData

# rules.X stays the whole vocabulary of the game, here by star (steps, journey): its UI and tests
# read it from here.
from .journey import *  # noqa: F403
from .journey import Journey, Rules
from .journey_end import JourneyEnd
from .steps import *  # noqa: F403
from .steps import (
    ACTION_KINDS,
    BUY_AMULET,
    BUY_CALLIGRAPHY,
    BUY_LEGENDARY,
    BUY_MEAL,
    BUY_SOUVENIR,
    CHANCES,
    CHERRY_TREE,
    CHOOSE_EFFECT,
    CHOOSE_TRAVELLER,
    CRAFTSMAN_SOUVENIR,
    CROSSROADS_DECISIONS,
    DAIGORO_SOUVENIR,
    DECISIONS,
    DEPART,
    DEVOTION,
    DONATE,
    DONATIONS,
    DRAW_ENCOUNTER,
    DRAW_HOT_SPRING,
    DRAW_LUCKY_AMULET,
    DRAW_MEALS,
    FARM_STEP,
    FORTUNE,
    FREE_MEAL,
    FRIENDSHIP,
    GOOD_LUCK,
    GUIDE_PANORAMA,
    HOSPITALITY,
    INITIATION_COINS,
    KEEP_ENCOUNTER,
    KINKO,
    KINKO_DISCOUNT,
    LEAVE_TABLE,
    MOUNTAIN_PARTS,
    MOVE,
    NEUTRAL_MEAL,
    PADDY_PARTS,
    PANORAMA_ACTIONS,
    PANORAMA_CLASS,
    PANORAMA_SIZES,
    PANORAMA_STEP,
    PANORAMAS,
    PASS_MEAL,
    PEEK_MEAL,
    PLACES_PER_STOP,
    PREPARATIONS,
    PURCHASED_AT,
    RARE_AND_PRECIOUS,
    REFUSE_FREE_MEAL,
    REVEAL_SOUVENIRS,
    ROLL_FORTUNE,
    ROLL_GAMING_ROOM,
    ROLL_JIROCHO,
    RULES_VERSION,
    SEA_PARTS,
    STOP_BUYING,
    TAKE_FREE_MEAL,
    TAKEN_WHEN_ALONE,
    TEMPLE_MAX_DONATION,
    TRAVELLERS_DEALT,
    UMEGAE_BONUS,
    VILLAGE_CLASS,
    ZEN_EMON,
    ZEN_EMON_PRICE,
    card_choice,
)
from .stops import Stops
from .worlds import Worlds


class TokaidoState(Stops, Crossroads, JourneyEnd, Worlds, State):
    """A game of Tokaido; see the module docstring for the turn structure."""

    action_kinds = ACTION_KINDS
    fast_twins = {"_moves_fast": "_moves"}

    def __init__(self, rules: Rules, rng: Rng, *, initiation: bool = False,
                 preparations: bool = False, crossroads: bool = False,
                 rare_and_precious: bool = False, good_luck: bool = False) -> None:
        self.rules = rules
        self.rng = rng
        self.initiation = initiation
        self.preparations = preparations
        self.crossroads = crossroads
        self.rare_and_precious = crossroads and rare_and_precious
        self.good_luck = crossroads and good_luck
        self.viewer: int | None = None
        # Left out of the snapshot: a version-1 save must reach its own fingerprint.
        self.rules_version = RULES_VERSION
        players, pawns = rules.players, rules.pawns
        self.journeys = [Journey(crossroads) for _ in range(players)]
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
        self.village_devotion: int | None = None  # what Devotion paid for Sasayakko's souvenir
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
        # Crossroads supplies: cherry trees and bath houses are alike, the rest chosen by name.
        self.cherry_left = self.bath_left = 0
        self.amulets_in_game: tuple[str, ...] = ()
        self.amulet_supply: list[str] = []  # hidden but from the seat choosing one
        self.hidden_supply = 0
        self.legendary_supply: list[str] = []
        self.calligraphy_supply: list[str] = []
        self.luck_order: list[int] = []  # seats still to decide on Good luck
        if crossroads:
            self._lay_out_crossroads()
        if initiation:
            self._depart(opening)
        else:
            self._deal_travellers(opening)
            self.queue = [CHOOSE_TRAVELLER, DEPART]
        self._carry_on(opening, chance=False)
        self._opening = tuple(opening)

    # -- set-up --------------------------------------------------------------------------------

    def _lay_out_crossroads(self) -> None:
        """§12 set-up; "Rare and precious" keeps a random few of each type (decision 7)."""
        tables = self.rules.data.crossroads
        amulets = list(tables.amulets)
        legendary = [o.id for o in tables.legendary_objects]
        calligraphies = list(tables.calligraphies)
        self.cherry_left, self.bath_left = tables.cherry_trees, tables.bath_houses
        if self.rare_and_precious:
            keep = RARE_AND_PRECIOUS[self.rules.players]
            self.cherry_left = min(self.cherry_left, keep)
            self.bath_left = min(self.bath_left, keep)
            amulets = self.rng.shuffled(amulets)[:keep]
            legendary = self.rng.shuffled(legendary)[:keep]
            calligraphies = self.rng.shuffled(calligraphies)[:keep]
        self.amulets_in_game = tuple(sorted(amulets))
        self.amulet_supply = sorted(amulets)
        self.legendary_supply = sorted(legendary)
        self.calligraphy_supply = sorted(calligraphies)

    def _deal_travellers(self, log: list[Event]) -> None:
        """§2.2: two travellers each; the set-up is the state's own chance (Next Station flips
        its first card the same way), so the first decision is already open."""
        data = self.rules.data
        pool = data.travellers if self.crossroads else data.base_travellers()
        tiles = self.rng.shuffled([t.id for t in pool])
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
                chosen = self.chosen[seat]
                assert chosen is not None  # every seat has kept a traveller before the departure
                traveller = travellers[chosen]
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
        if self.good_luck:
            self.luck_order = order
            self.queue.append(GOOD_LUCK)
        if log is not None:
            log.append(Event.of("departed", order=list(order),  # its own: Good luck pops
                                travellers=[j.traveller for j in self.journeys],
                                coins=[j.coins for j in self.journeys], reveals=True))

    def departure_order(self) -> list[int]:
        """The seats in the order they leave Kyoto: the rearmost slot first (§2.4)."""
        return [p for p in sorted(range(self.rules.pawns), key=lambda p: -self.slot[p])
                if p != self.rules.neutral]

    # -- where the pawns are -------------------------------------------------------------------

    def _place(self, pawn: int) -> int:
        """Order on the road: farther on is more; at a stop the later arrival is behind."""
        return self.stop[pawn] * PLACES_PER_STOP - self.slot[pawn]

    def rearmost(self) -> int:
        """The pawn of least place: at the stop farthest behind, the last to arrive there (the
        highest slot). Asked at every turn, so the pawns are not placed one by one."""
        stop = self.stop
        last = min(stop)
        if stop.count(last) == 1:
            return stop.index(last)
        return min(zip(stop, map(neg, self.slot), range(len(stop)), strict=True))[2]

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
        if self.crossroads and kind != "inn":
            problem = self._base_problem(journey, to)
            if problem is None or self._crossroads_possible(journey, to):
                return None
            return problem
        return self._base_problem(journey, to)

    def _base_problem(self, journey: Journey, to: int, coins: int | None = None) -> str | None:
        """Why the stop's own effect cannot be taken with ``coins`` (those held: None)."""
        panorama = self.rules.panorama_of[to]
        if panorama >= 0:  # the most common stops first
            if journey.panoramas[panorama] >= PANORAMA_SIZES[panorama]:
                return "tokaido.panorama_complete"
            return None
        kind = self.rules.kinds[to]
        if coins is None:
            coins = journey.coins
        if kind == "village":
            if coins < 1:
                return "tokaido.village_needs_coin"
            return None if self.souvenirs else "tokaido.no_souvenirs_left"
        if kind == "temple":  # decision 15: Hirotada too needs a coin of his own
            return None if coins >= 1 else "tokaido.temple_needs_coin"
        if kind == "encounter":
            return None if self.encounters else "tokaido.no_encounters_left"
        if kind == "hot_spring":
            return None if self.hot_springs else "tokaido.no_hot_springs_left"
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
            return self._moves_fast(seat)
        if step == CHOOSE_EFFECT:  # the next most common: at every Crossroads stop
            return self._effect_choices()
        return self._legal(seat, step)

    def _legal(self, seat: int, step: str) -> list[Action]:
        if step == MOVE:
            return self._moves_fast(seat)
        if step in CROSSROADS_DECISIONS:
            return self._crossroads_actions(step)
        if step == CHOOSE_TRAVELLER:
            return [Action.of("traveller", id=t) for t in self.offers[seat]]
        journey = self.journeys[self.actor]
        if step == DONATE:
            return [DONATIONS[n] for n in range(1, min(TEMPLE_MAX_DONATION, journey.coins) + 1)]
        if step == BUY_SOUVENIR:
            return self._souvenir_purchases(journey) + [STOP_BUYING]
        if step == KEEP_ENCOUNTER:
            return [card_choice("keep", card) for card in self.drawn]
        if step == GUIDE_PANORAMA:
            return [PANORAMA_ACTIONS[p] for p in self._open_panoramas(journey)]
        if step == FREE_MEAL:
            return [TAKE_FREE_MEAL, REFUSE_FREE_MEAL]
        return self._meal_purchases(journey) + [PASS_MEAL]

    def _moves(self, seat: int) -> list[Action]:
        """The moves of the pawn ``seat`` moves (its own or the neutral traveller, the actor):
        the stops ``stop_problem`` allows up to the next inn, and the amulets' moves."""
        pawn = self.actor
        rules = self.rules
        here = self.stop[pawn]
        legal = [move for move in rules.reach[here]
                 if self.stop_problem(pawn, move.args[0][1]) is None]
        if self.crossroads and pawn != rules.neutral and self.journeys[pawn].amulets:
            legal += self._amulet_moves(pawn)
        return legal

    def _moves_fast(self, seat: int) -> list[Action]:
        """``_moves``, found without asking ``stop_problem`` stop by stop, by classes of stops
        (``_open_classes``): the search bots' playouts spend most of their time here, and
        `tabibito bench` plays a tenth more of them a second so. The conformance suite holds
        it to ``_moves`` (``fast_twins``)."""
        pawn = self.actor
        rules = self.rules
        stops = self.stop
        here = stops[pawn]
        classes = rules.reach_classes[here]
        if pawn == rules.neutral:  # it does nothing at a stop, so any free one will do
            wanted = [True] * len(classes)
        else:  # the stops of the classes open to the traveller
            wanted = list(map(self._open_classes(self.journeys[pawn]).__getitem__, classes))
        last, capacity = rules.next_inn[here], rules.capacity
        for stop in stops:  # only where the pawns are can a stop be full
            if here < stop <= last and stops.count(stop) >= capacity[stop]:
                wanted[stop - here - 1] = False
        legal = list(compress(rules.reach[here], wanted))
        if self.crossroads and pawn != rules.neutral and self.journeys[pawn].amulets:
            legal += self._amulet_moves(pawn)
        return legal

    def _open_classes(self, journey: Journey) -> list[bool]:
        """For each class of stop, whether its stops are destinations for ``journey``: what
        ``_offer_problem`` says of each of them."""
        coins = journey.coins
        souvenirs, encounters, springs = self.souvenirs, self.encounters, self.hot_springs
        paddy, mountain, sea = journey.panoramas  # not yet completed: open
        # A deck holds cards while it has some on top or under it (read here without a call).
        open_classes = [True, coins >= 1 and bool(souvenirs.cards or souvenirs.under),
                        coins >= 1, bool(encounters.cards or encounters.under),
                        bool(springs.cards or springs.under),
                        paddy < PADDY_PARTS, mountain < MOUNTAIN_PARTS, sea < SEA_PARTS]
        if self.crossroads and not all(open_classes):
            self._open_by_crossroads(journey, open_classes)
        return open_classes

    def _open_by_crossroads(self, journey: Journey, open_classes: list[bool]) -> None:
        """The Crossroads effect opens what the base effect leaves closed."""
        class_stop = self.rules.class_stop
        for cls in range(VILLAGE_CLASS, PANORAMA_CLASS):
            if not open_classes[cls]:
                open_classes[cls] = self._crossroads_possible(journey, class_stop[cls])
        if self.cherry_left:  # every panorama offers a cherry tree, a completed one too
            open_classes[PANORAMA_CLASS:] = [True] * len(PANORAMAS)

    def _souvenir_purchases(self, journey: Journey) -> list[Action]:
        souvenirs = self.rules.cards.souvenirs
        actions = []
        devotion = self.crossroads and bool(journey.amulets) and journey.usable(DEVOTION)
        for card in self.revealed:
            price = souvenirs[card].price
            if price <= journey.coins:
                actions.append(card_choice("buy", card))
                if devotion:
                    actions.append(Action.of("buy", card=card, devotion=True))
            if (journey.ability == ZEN_EMON and not self.one_coin_used
                    and price > ZEN_EMON_PRICE and journey.coins >= ZEN_EMON_PRICE):
                actions.append(Action.of("buy", card=card, one_coin=True))
                if devotion:
                    actions.append(Action.of("buy", card=card, one_coin=True, devotion=True))
        return actions

    def _meal_purchases(self, journey: Journey) -> list[Action]:
        cards = self.rules.cards
        dish, printed = cards.dish, cards.meal_price
        eaten = set(map(dish.__getitem__, journey.meals))
        # What meal_price allows, asked of the printed price (coins are never below 0).
        affordable = journey.coins + (KINKO_DISCOUNT if journey.ability == KINKO else 0)
        actions = [card_choice("eat", card) for card in self.hand
                   if dish[card] not in eaten and printed[card] <= affordable]
        if self.crossroads and journey.amulets:
            if journey.usable(DEVOTION):
                actions += [Action.of("eat", card=a["card"], devotion=True) for a in actions
                            if self.meal_price(journey, a["card"]) > 0]
            if journey.usable(HOSPITALITY):  # §12.9: the meal for free
                actions += [Action.of("eat", card=card, amulet=HOSPITALITY) for card in self.hand
                            if dish[card] not in eaten]
        return actions

    def meal_price(self, journey: Journey, card: str) -> int:
        """What a meal costs this traveller: Kinko pays 1 coin less (§9)."""
        price = self.rules.cards.meal_price[card]
        return max(0, price - KINKO_DISCOUNT) if journey.ability == KINKO else price

    @staticmethod
    def _open_panoramas(journey: Journey) -> list[str]:
        return [p for index, p in enumerate(PANORAMAS) if not journey.completed(index)]

    def rule_problem(self, seat: int, action: Action) -> IllegalAction | None:
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
        elif step == BUY_LEGENDARY:
            params["objects"] = list(self.legendary_supply)
        elif step == BUY_AMULET:
            params["amulets"] = list(self.amulet_supply)
        elif step == BUY_CALLIGRAPHY:
            params["calligraphies"] = list(self.calligraphy_supply)
        elif step == CHOOSE_EFFECT:
            params["stop_kind"] = self.rules.kinds[self.stop[self.actor]]
        return Prompt(step, params)

    def has_secrets(self, seat: int) -> bool:
        """A seat's view shows its own traveller offer, the meal hand it looked at, Satsuki's
        free meal or Yoshiyasu's two encounters."""
        if self.offers[seat] or seat in self.hand_seen and self.hand:
            return True
        if self.crossroads:  # amulets held, or the amulet supply being looked through
            if self.journeys[seat].amulets:
                return True
            if self.queue and self.queue[0] == BUY_AMULET and self.seat_of(self.actor) == seat:
                return True
        return bool(self.peeked or self.drawn) and self.seat_of(self.actor) == seat

    # -- decisions -----------------------------------------------------------------------------

    def perform(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._act(seat, action, events)
        return events

    def apply_trusted(self, seat: int, action: Action) -> None:
        DECIDE[self.queue[0]](self, seat, action, None)  # what _act does, a call less
        self._carry_on(None, chance=False)

    def _act(self, seat: int, action: Action, log: list[Event] | None) -> None:
        DECIDE[self.queue[0]](self, seat, action, log)
        self._carry_on(log, chance=False)

    # Each decision step's effect (DECIDE below): the decision leaves the queue, then acts.

    def _decide_move(self, seat: int, action: Action, log: list[Event] | None) -> None:
        if action.kind == "amulet":  # Fortune, before the move
            self._use_amulet(FORTUNE, log)
            self.queue.insert(0, ROLL_FORTUNE)
            return
        self.queue.pop(0)
        if self.crossroads and len(action.args) > 1 and action.get("amulet") == FRIENDSHIP:
            self._use_amulet(FRIENDSHIP, log)
        self._arrive(self.actor, action["stop"], log)

    def _decide_crossroads(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._crossroads_decision(self.queue[0], action, log)

    def _decide_traveller(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._choose_traveller(seat, action["id"], log)

    def _decide_donation(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._donate(action["coins"], log)

    def _decide_souvenir(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self._buy_souvenir(action, log)

    def _decide_encounter(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._keep_encounter(action["card"], log)

    def _decide_panorama(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._take_panorama(self.actor, PANORAMAS.index(action["panorama"]), log)

    def _decide_free_meal(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        self._free_meal(action["take"], log)

    def _decide_meal(self, seat: int, action: Action, log: list[Event] | None) -> None:
        self.queue.pop(0)
        if action.kind != "eat":
            if log is not None:
                log.append(Event.of("meal_passed", seat=self.actor))
            return
        card = action["card"]
        if not self.crossroads:  # no amulet pays for a base-game meal
            self._eat(card, log)
        elif action.get("amulet") == HOSPITALITY:
            self._use_amulet(HOSPITALITY, log)
            self.hand.remove(card)
            self._eat(card, log, paid=0)
        else:
            self._eat(card, log, devotion=bool(action.get("devotion")))

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
            queue = self.queue  # read again each time: arriving at a stop sets a new queue
            if not queue:
                self._next_turn(log)
                return
            step = queue[0]
            if step in DECISIONS:
                if step == GOOD_LUCK:
                    self.actor = self.luck_order[0]
                alone = ALONE.get(step)  # nothing to decide: taken at once
                if alone is not None and alone(self, step, log):
                    continue
                actor = self.actor
                if step == CHOOSE_TRAVELLER or actor == self.rules.neutral:
                    self._to_act = self._deciders(step)
                else:
                    self._to_act = (actor,)  # what _deciders gives, a call less
                return
            if step in CHANCES and not chance:
                self._to_act = ()
                return
            queue.pop(0)
            STEPS[step](self, log)

    def _next_turn(self, log: list[Event] | None) -> None:
        """The rearmost traveller moves (a move is always a decision), or the journey ends."""
        rules = self.rules
        if min(self.stop) == rules.final:  # everyone at the end: no stop is past it
            self._end(log)
            return
        actor = self.actor = self.rearmost()
        self.queue.append(MOVE)
        if actor == rules.neutral:
            self._to_act = (self.leader(),)  # seat_of: the leading seat moves the neutral
            return
        if self.crossroads:
            self.journeys[actor].fresh = []  # a new turn (decision 13)
        self._to_act = (actor,)

    def _deciders(self, step: str) -> tuple[int, ...]:
        if step == CHOOSE_TRAVELLER:
            return tuple(seat for seat, chosen in enumerate(self.chosen) if chosen is None)
        return (self.seat_of(self.actor),)

    # Each decision step that may have nothing to decide (ALONE below): whether it had not,
    # and was taken at once (it then leaves the queue); _carry_on asks them.

    def _crossroads_alone(self, step: str, log: list[Event] | None) -> bool:
        actions = self._effect_choices() if step == CHOOSE_EFFECT else self._crossroads_actions(
            step)
        if len(actions) > 1 or actions and step not in TAKEN_WHEN_ALONE:
            return False
        if actions:
            self._crossroads_decision(step, actions[0], log)
        else:
            self.queue.pop(0)
            if log is not None and step in PURCHASED_AT:  # the second of both, not payable now
                log.append(Event.of("cannot_pay", seat=self.actor, option=PURCHASED_AT[step]))
        return True

    def _donation_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.journeys[self.actor].coins >= 1:
            return False
        self.queue.pop(0)  # a Crossroads "both" with no coin left for the temple
        return True

    def _souvenir_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.revealed and self._souvenir_purchases(self.journeys[self.actor]):
            return False
        self.queue.pop(0)
        self._leave_village(log)
        return True

    def _panorama_alone(self, step: str, log: list[Event] | None) -> bool:
        open_panoramas = self._open_panoramas(self.journeys[self.actor])
        if len(open_panoramas) > 1:
            return False
        self.queue.pop(0)
        if open_panoramas:
            self._take_panorama(self.actor, PANORAMAS.index(open_panoramas[0]), log)
        return True

    def _free_meal_alone(self, step: str, log: list[Event] | None) -> bool:
        if self.peeked is not None and not self._has_eaten(self.journeys[self.actor],
                                                           self.peeked):
            return False
        self.queue.pop(0)
        self._free_meal(False, log)
        return True

    def _meal_alone(self, step: str, log: list[Event] | None) -> bool:
        if self._meal_purchases(self.journeys[self.actor]):
            return False
        self.queue.pop(0)
        return True

    def _end(self, log: list[Event] | None) -> None:
        self.over = True
        self._to_act = ()
        self._final = None
        self._final = self.scores()
        if log is not None:
            self._end_events(log)
            log.append(Event.of("game_over", totals=list(self._final.totals),
                                winners=list(self._final.winners)))


# What each decision does (TokaidoState._act), and for those that may offer a single choice or
# none, how they are taken alone (TokaidoState._carry_on; the others always wait).
DECIDE = {
    MOVE: TokaidoState._decide_move,
    CHOOSE_TRAVELLER: TokaidoState._decide_traveller,
    DONATE: TokaidoState._decide_donation,
    BUY_SOUVENIR: TokaidoState._decide_souvenir,
    KEEP_ENCOUNTER: TokaidoState._decide_encounter,
    GUIDE_PANORAMA: TokaidoState._decide_panorama,
    FREE_MEAL: TokaidoState._decide_free_meal,
    BUY_MEAL: TokaidoState._decide_meal,
    **dict.fromkeys(CROSSROADS_DECISIONS, TokaidoState._decide_crossroads),
}
ALONE = {
    DONATE: TokaidoState._donation_alone,
    BUY_SOUVENIR: TokaidoState._souvenir_alone,
    GUIDE_PANORAMA: TokaidoState._panorama_alone,
    FREE_MEAL: TokaidoState._free_meal_alone,
    BUY_MEAL: TokaidoState._meal_alone,
    **dict.fromkeys(CROSSROADS_DECISIONS, TokaidoState._crossroads_alone),
}

STEPS = {
    ROLL_GAMING_ROOM: TokaidoState._roll_gaming_room,
    ROLL_FORTUNE: TokaidoState._roll_fortune,
    ROLL_JIROCHO: TokaidoState._roll_jirocho,
    DRAW_LUCKY_AMULET: TokaidoState._draw_lucky_amulet,
    DAIGORO_SOUVENIR: TokaidoState._daigoro_souvenir,
    FARM_STEP: TokaidoState._farm_coins,
    PANORAMA_STEP: TokaidoState._panorama_part,
    CHERRY_TREE: TokaidoState._cherry_tree,
    UMEGAE_BONUS: TokaidoState._umegae_bonus,
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
                        preparations=bool(options.get("preparations")),
                        crossroads=bool(options.get("crossroads")),
                        rare_and_precious=bool(options.get("rare_and_precious")),
                        good_luck=bool(options.get("good_luck")))


def tokaido_state(state: State) -> TokaidoState:
    """``state`` as the Tokaido state it is: what the engine and the UI hold as a ``State``
    (a match's state, a seat's view), typed for this game's own reading."""
    if not isinstance(state, TokaidoState):
        raise TypeError(f"not a Tokaido state: {type(state).__name__}")
    return state

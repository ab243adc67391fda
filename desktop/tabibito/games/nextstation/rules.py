"""The rules of Next Station: Tokyo: sheets and lines, the round's cards, the construction rules.

Every player has a sheet of their own and all of them follow the same flipped station card: they
decide at once (draw one section or pass). Once the last of them has decided, the state waits for
its resolution step, which flips the next card (or scores the round and starts the next one, or
ends the game). Four rounds, one line per round, the pencils passed on between rounds.

The state holds only immutable values (tuples, ints, frozen sheets), so a clone is a shallow copy;
bots clone a great many states.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabibito.engine import Action, ActionKinds, Event, IllegalAction, Prompt, Rng, Scores, State

from . import scoring
from .cards import (
    CARDS,
    DECK,
    EFFECTS,
    OBJECTIVES,
    OBJECTIVES_DEALT,
    SUBWAY_PER_ROUND,
    SYMBOL_CARDS,
    Card,
)
from .network import (
    ALL_SYMBOLS,
    MAX_LINES_PER_SECTION,
    SYMBOL_TARGETS,
    Guide,
    Line,
    Sheet,
    network,
    open_guides,
    plain_draws,
    reuse_problem,
)
from .score_events import departures_drawn, line_scores, opening_points, section_points
from .setup import PASS_TO_NEXT_SEAT, PASS_TO_PREVIOUS_SEAT, ScriptedStart
from .tokyo_map import PENCILS, TokyoMap

ROUNDS = scoring.ROUNDS
# Binding decision 9: solo plays the pencils in this fixed order (the seat-0 pencil of each round).
SOLO_PENCIL_ORDER = PENCILS
# The round structure (rules §1.4, 27): at each new round every pencil passes on to the next
# player, so seat s takes the pencil seat s - 1 used in the round before. The four pencils go
# round four places, the seats first and the spare pencils after them: seat 0 takes the last
# seat's pencil in a four-player game, the spare one on its right in a smaller game, and the
# next pencil of SOLO_PENCIL_ORDER alone. Rules versions 1 and 2 passed them the other way
# (seat s took seat s + 1's pencil); their saves replay with that (setup "pencils").
PENCIL_PASSING = PASS_TO_NEXT_SEAT
# Binding decision 5: a switch flipped as the 1st or 2nd card of a round gives no branching.
SWITCH_IGNORED_AS_CARD = (1, 2)
# The switch effect follows the switch card's restriction, counted by the triggering card.
SWITCH_EFFECT_IGNORED_AS_CARD = SWITCH_IGNORED_AS_CARD
# Binding decision 6: an effect fires on the first card of its symbol in the round ("all": each).
EFFECT_TRIGGER = "first"
JOKER_TRIGGERS_EFFECT = False
# Binding decision 4: double track lays a section on one section of another colour (the green
# loop's arcs included), once per card, and a section never carries more than two lines
# (network.MAX_LINES_PER_SECTION). A card can give two sections (straight on), so the reuses are
# counted per seat and card.
DOUBLE_TRACK_REUSES_PER_CARD = 1
STRAIGHT_ON_ANY_SYMBOL = True

_DECK_IDS = tuple(card.id for card in DECK)  # the order a round's deck is shuffled from
PASS = Action.of("pass")
# Straight on gives a second decision on one card: after its first section the seat may draw on
# or stop. A pass there would read as if it had drawn nothing, so stopping is an action of its
# own; its saved form keeps the kind "confirm" of rules version 1.
STOP = Action.of("confirm")
# Every action of the game: a section drawn (Network._guide makes them), a pass, a stop.
ACTION_KINDS = ActionKinds({"draw": {"frm": str, "to": str}, "pass": {}, "confirm": {}})


def pencil_for(seat: int, round_index: int, passing: str | None = None) -> str:
    """The pencil ``seat`` draws with in round ``round_index``. Seat 0 (the solo player) takes
    the pencils in SOLO_PENCIL_ORDER, one per round. With PENCIL_PASSING each pencil passes on
    to the next seat: seat ``s`` holds the pencil seat ``s - 1`` held a round before. With the
    old passing of rules versions 1 and 2 (PASS_TO_PREVIOUS_SEAT), seat ``s`` held the pencil
    seat ``s + 1`` had held. None: PENCIL_PASSING."""
    order = SOLO_PENCIL_ORDER
    if (passing or PENCIL_PASSING) == PASS_TO_PREVIOUS_SEAT:
        return order[(round_index + seat) % len(order)]
    return order[(round_index - seat) % len(order)]


# --- the state ----------------------------------------------------------------------------------

# Events are immutable values, and most of a game's come again and again (a seat passing, a card
# flipped as the n-th of a round, a section drawn by a pencil, a line's score): each is made
# once and shared, which spares the making of one per decision. Bounded by the map: seats ×
# pencils × sections × (laid on a drawn one or not) × effects for the sections; the sections'
# store, the one that grows with the games played (about 6,000 after 1,500 games), is emptied
# whenever it reaches MAX_SHARED_SECTIONS.
MAX_SHARED_SECTIONS = 10_000
_PASSED_EVENTS: dict[int, Event] = {}
_FLIP_EVENTS: dict[tuple[str, int, int], Event] = {}
_SECTION_EVENTS: dict[tuple[int, str, str, str, bool, str | None], Event] = {}

FollowUp = tuple[str, str | None]  # straight on: the station just reached, the guide ahead


class NextStationState(State):
    """A game of Next Station: Tokyo; see the module docstring for the turn structure."""

    action_kinds = ACTION_KINDS
    fast_twins = {"_draws_fast": "_draws"}

    def __init__(self, tokyo: TokyoMap, players: int, rng: Rng, *, effects: bool = False,
                 objectives: bool = False, decks: Sequence[Sequence[str]] | None = None,
                 pairs: Sequence[Sequence[str]] | None = None,
                 shared_objectives: Sequence[str] | None = None,
                 pencils: str | None = None) -> None:
        """``decks`` (a card order per round), ``pairs`` (a symbol and effect per round) and
        ``shared_objectives`` stack the cards instead of shuffling them: what a scripted start
        (``Game.new_state``'s ``setup``) feeds, for tutorials and tests. Stacked pairs or
        objectives bring their module with them. ``pencils`` is how the pencils pass on
        (None: PENCIL_PASSING; an old save's PASS_TO_PREVIOUS_SEAT). The passing is not part of
        the snapshot: the sheets hold each seat's pencils, so an old save's fingerprint, taken
        before there was a choice, still matches."""
        stacked = ScriptedStart.of(decks, pairs, shared_objectives, pencils)
        self.pencil_passing = stacked.pencils or PENCIL_PASSING
        self.net = network(tokyo)
        self.map = tokyo
        self.players = players
        self.rng = rng
        self.effects = effects or stacked.pairs is not None
        self.viewer: int | None = None
        self._deal_objectives(objectives, stacked.objectives)
        self._deal_round_pairs(effects, stacked.pairs)
        self._stacked_decks = stacked.decks
        self.sheets = tuple(Sheet({}, self.net.green_mask) for _ in range(players))
        self.round = -1
        self.over = False
        # (seat, sheets, seats to act, actions): the last legal actions found.
        self._legal: tuple[int, tuple[Sheet, ...], tuple[int, ...], tuple[Action, ...]] | None
        self._legal = None
        self._sorted_deck: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        # Each card's (_next_card): straight-on follow-ups, reused sections, seats to decide.
        self._follow_ups: tuple[FollowUp | None, ...]
        self._reuses: tuple[int, ...]
        self._to_act: tuple[int, ...]
        opening: list[Event] = []
        self._start_round(opening)
        self._opening = (*opening, *opening_points(tokyo, players))

    def _deal_objectives(self, module: bool, stacked: tuple[str, ...] | None) -> None:
        # The shuffle happens whenever the module is on, so a seed deals the same game with or
        # without a stacked start elsewhere.
        self.objectives: tuple[str, ...] = ()
        if module:
            self.objectives = tuple(self.rng.shuffled(OBJECTIVES)[:OBJECTIVES_DEALT])
        if stacked is not None:
            self.objectives = stacked

    def _deal_round_pairs(self, module: bool, stacked: tuple[tuple[str, str], ...] | None) -> None:
        self.symbol_pile: tuple[str, ...] = ()
        self.effect_pile: tuple[str, ...] = ()
        if module:
            self.symbol_pile = tuple(self.rng.shuffled(SYMBOL_CARDS))
            self.effect_pile = tuple(self.rng.shuffled(EFFECTS))
        if stacked is not None:
            self.symbol_pile = tuple(symbol for symbol, _ in stacked)
            self.effect_pile = tuple(effect for _, effect in stacked)

    # -- read API for the board and the bots ------------------------------------------------------

    rounds = ROUNDS

    def pencil(self, seat: int) -> str:
        return self._pencils[seat]

    def pencil_in(self, seat: int, round_index: int) -> str:
        """The pencil ``seat`` draws (or drew, or will draw) with in round ``round_index``: the
        board and the score sheet ask this rather than ``pencil_for``, since an old save passes
        the pencils the old way."""
        return pencil_for(seat, round_index, self.pencil_passing)

    @property
    def current_cards(self) -> tuple[str, ...]:
        return () if self.over else self._cards

    @property
    def flipped(self) -> tuple[str, ...]:
        return self._flipped

    @property
    def subway_left(self) -> int:
        return self._subway_left

    @property
    def round_pair(self) -> tuple[str, str] | None:
        return self._pair

    @property
    def effect_fired(self) -> bool:
        return self._effect_fired

    @property
    def active_effect(self) -> str | None:
        """The effect applying to the current card, if the round's pair triggered on it."""
        return self._effect

    @property
    def branching(self) -> bool:
        """Whether this card lets a section start at any station of the line (switch)."""
        return self._branching

    @property
    def double_track(self) -> bool:
        """Whether this card is a joker with double track (card or effect)."""
        return self._joker

    @property
    def switch_ignored(self) -> bool:
        """Whether this decision's cards include the switch but it gives no branching because it
        was the 1st or 2nd card of the round (SWITCH_IGNORED_AS_CARD). False when the decision
        branches anyway (the switch effect of its partner card): then ``branching`` holds."""
        return not self.over and self._switch_ignored and not self._branching

    @property
    def advanced_modules(self) -> int:
        """How many advanced modules this game uses (effects, objectives): 0 to 2."""
        return int(self.effects) + int(bool(self.objectives))

    def solo_rating(self) -> int | None:
        """The index into scoring.SOLO_RATINGS of a solo game's current total, less the penalty
        of its advanced modules; None when more than one player plays."""
        if self.players != 1:
            return None
        return scoring.solo_rating(self.scores().totals[0], self.advanced_modules)

    @property
    def remaining_cards(self) -> tuple[str, ...]:
        """The cards not yet flipped this round (in a view: which ones, not their order)."""
        return self._deck

    def decided(self, seat: int) -> bool:
        return bool(self._decided >> seat & 1)

    def sheet(self, seat: int) -> Sheet:
        return self.sheets[seat]

    def line(self, seat: int) -> Line:
        return self.sheets[seat].lines[self.pencil(seat)]

    def target_symbols(self, seat: int) -> frozenset[str]:
        if self._follow_ups[seat] is not None and STRAIGHT_ON_ANY_SYMBOL:
            return ALL_SYMBOLS
        return self._targets

    def legal_starts(self, seat: int) -> tuple[str, ...]:
        if self.over or self.decided(seat):
            return ()
        follow_up = self._follow_ups[seat]
        if follow_up is not None:
            return (follow_up[0],)
        line = self.line(seat)
        return line.stations if self._branching else line.ends()

    def pending_straight_on(self, seat: int) -> str | None:
        follow_up = self._follow_ups[seat]
        return None if follow_up is None else follow_up[0]

    # -- the engine contract ----------------------------------------------------------------------

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def is_over(self) -> bool:
        return self.over

    def needs_resolution(self) -> bool:
        return not self._to_act and not self.over

    def has_secrets(self, seat: int) -> bool:
        return False  # every sheet lies open on the table; only the deck's order is hidden

    def prompt(self, seat: int) -> Prompt | None:
        if seat not in self._to_act:
            return None
        follow_up = self._follow_ups[seat]
        if follow_up is not None:
            return Prompt("straight_on", {"station": follow_up[0]})
        return Prompt("draw_section", {
            "cards": list(self._cards),
            "symbols": sorted(self._targets),
            "branching": self._branching,
            "double_track": self._double_track_for(seat),
            "effect": self._effect,
        })

    def legal_actions(self, seat: int) -> list[Action]:
        sheets, to_act, known = self.sheets, self._to_act, self._legal
        if known is not None and known[0] == seat and known[1] is sheets and known[2] is to_act:
            # Found for this very position: a seat asks for them and then plays one, and apply
            # need not check what was just offered. Every change of the decision drops them;
            # the sheets and the seats to act are compared too, so a position set up by hand
            # (tests, tutorials) is never mistaken for another.
            return list(known[3])
        if seat not in to_act:
            return []
        follow_up = self._follow_ups[seat]
        if follow_up is not None:
            actions = self._straight_on_actions(seat, *follow_up)
        else:
            actions = self._draws_fast(seat)
            actions.append(PASS)
        self._legal = (seat, sheets, to_act, tuple(actions))
        return actions

    def _draws(self, seat: int) -> list[Action]:
        """The sections ``seat`` may draw on this card (``open_guides``)."""
        sheet = self.sheets[seat]
        double_track = self._joker and self._reuses[seat] < DOUBLE_TRACK_REUSES_PER_CARD
        guides = open_guides(self.net, sheet, sheet.lines[self._pencils[seat]], self._targets,
                             self._branching, double_track)
        return [guide.draw for guide in guides]

    def _draws_fast(self, seat: int) -> list[Action]:
        """``_draws``, for the common card (no switch, no double track) by ``plain_draws``. The
        conformance suite holds it to ``_draws`` (``fast_twins``)."""
        toward = self._plain_toward
        if toward is None:
            return self._draws(seat)
        sheet = self.sheets[seat]
        return plain_draws(toward, sheet.drawn, sheet.lines[self._pencils[seat]])

    def _straight_on_actions(self, seat: int, station: str, onward: str | None) -> list[Action]:
        """Go on straight ahead, or stop."""
        if onward is not None:
            guide = self._onward_guide(station, onward)
            if self._section_problem(seat, guide) is None:
                return [self.net.draw[station, guide.to], STOP]
        return [STOP]

    def _double_track_for(self, seat: int) -> bool:
        """Whether the seat's next section on this card may lie on a drawn one."""
        return self._joker and self._reuses[seat] < DOUBLE_TRACK_REUSES_PER_CARD

    def _onward_guide(self, station: str, onward: str) -> Guide:
        return self.net.between[station, self.map.tracks[onward].other(station)]

    def rule_problem(self, seat: int, action: Action) -> IllegalAction | None:
        if seat not in self._to_act:
            return IllegalAction("nextstation.not_your_turn", seat=seat)
        if action.kind != "draw":  # a pass or a stop (ACTION_KINDS)
            # A seat may pass unless it goes straight on; then it may only stop.
            if (action == STOP) == (self._follow_ups[seat] is not None):
                return None
            return IllegalAction("action.illegal", action=str(action))
        frm, to = action["frm"], action["to"]
        follow_up = self._follow_ups[seat]
        if frm not in self.legal_starts(seat):
            return self._bad_start(seat, frm, to)
        guide = self.net.guide(frm, to)
        if guide is None:
            key = "passes_station" if (frm, to) in self.net.beyond else "no_guide"
            return IllegalAction(f"nextstation.{key}", frm=frm, to=to)
        if follow_up is not None and guide.track != follow_up[1]:
            return IllegalAction("nextstation.not_straight_on", frm=frm, to=to)
        problem = self._section_problem(seat, guide)
        if problem is not None:
            return IllegalAction(f"nextstation.{problem}", frm=frm, to=to)
        return None

    def _bad_start(self, seat: int, frm: str, to: str) -> IllegalAction:
        """Why a section may not start at ``frm``, in the terms of this decision."""
        if self._follow_ups[seat] is not None:  # straight on starts at the station just reached
            return IllegalAction("nextstation.not_straight_on", frm=frm, to=to)
        if self._branching:  # the switch allows any station of the line, and frm is none of them
            return IllegalAction("nextstation.not_on_line", station=frm)
        return IllegalAction("nextstation.not_a_line_end", station=frm)

    def _section_problem(self, seat: int, guide: Guide) -> str | None:
        """Which construction rule a section from a legal start along ``guide`` breaks, if any."""
        sheet = self.sheets[seat]
        line = sheet.lines[self._pencils[seat]]
        if self.net.symbol[guide.to] not in self.target_symbols(seat):
            return "wrong_symbol"
        if guide.bit & line.track_mask:  # the line's own section: never doubled, say so first
            return "track_taken"
        if guide.to in line.stations:
            return "revisit"
        if guide.crossing & sheet.drawn:
            return "crossing"
        if guide.bit & sheet.drawn:
            return reuse_problem(sheet, line, guide, self._double_track_for(seat))
        return None

    # -- decisions ---------------------------------------------------------------------------------

    def offered(self, seat: int, action: Action) -> bool:
        """One of the very objects legal_actions just offered for this position, not merely
        equal to one (an equal action from elsewhere, a save's, is checked as usual)."""
        known = self._legal
        if known is None or known[0] != seat or known[1] is not self.sheets or (
                known[2] is not self._to_act):
            return False
        for candidate in known[3]:
            if candidate is action:
                break
        else:
            return False
        return True

    def checkpoint(self, seat: int, action: Action) -> dict[str, Any]:
        """A decision draws nothing (chance waits for the resolution) and every other value is
        immutable: the attributes themselves are all ``restore`` needs."""
        return self.__dict__.copy()

    def perform(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "draw":
            frm, to = action["frm"], action["to"]
            pencil, before = self._pencils[seat], self.sheets[seat]
            guide, reused, effect = self._draw(seat, frm, to)
            key = (seat, pencil, frm, to, reused, effect)
            event = _SECTION_EVENTS.get(key)
            if event is None:
                if len(_SECTION_EVENTS) >= MAX_SHARED_SECTIONS:
                    _SECTION_EVENTS.clear()
                event = _SECTION_EVENTS[key] = Event.made("section_drawn", {
                    "seat": seat, "pencil": pencil, "frm": frm, "to": to,
                    "symbol": self.net.symbol[to], "track": guide.track, "double_track": reused,
                    "effect": effect})
            events = [event]
            section_points(self.map, self.objectives, seat, before, self.sheets[seat], pencil,
                           events)
            return events
        self._done(seat)
        if action == PASS:
            event = _PASSED_EVENTS.get(seat)
            if event is None:
                event = _PASSED_EVENTS[seat] = Event.made("passed", {"seat": seat})
            return [event]
        return []

    def apply_trusted(self, seat: int, action: Action) -> None:
        if action.kind == "draw":
            self._draw(seat, action["frm"], action["to"])
        else:
            self._done(seat)

    def _draw(self, seat: int, frm: str, to: str) -> tuple[Guide, bool, str | None]:
        """Draw the section; returns its guide, whether it lies on a drawn one, and the effect
        it was drawn under. The seat is done unless straight on offers one more section."""
        self._legal = None
        guide = self.net.between[frm, to]
        follow_up = self._follow_ups[seat] is not None
        sheet = self.sheets[seat]
        reused = bool(guide.bit & sheet.drawn)
        if reused:
            self._reuses = _replaced(self._reuses, seat, self._reuses[seat] + 1)
        effect = self._effect
        doubled = effect == "double_station" and not follow_up
        line = sheet.lines[self._pencils[seat]].extended(frm, to, guide.track, guide.bit,
                                                         doubled=doubled)
        self.sheets = _replaced(self.sheets, seat, sheet.with_line(line))
        if effect == "straight_on" and not follow_up:
            onward = None if guide.green else self.map.continuation(guide.track, frm)
            self._follow_ups = _replaced(self._follow_ups, seat, (to, onward))
        else:
            self._done(seat)
        return guide, reused, "straight_on" if follow_up else effect

    def sheet_after(self, seat: int, action: Action) -> Sheet:
        """The seat's sheet as it would be after a legal ``action`` (for previews and bots); a
        pass or a stop leaves it as it is."""
        if action.kind != "draw":
            return self.sheets[seat]
        frm, to = action["frm"], action["to"]
        guide = self.net.between[frm, to]
        follow_up = self._follow_ups[seat] is not None
        doubled = self._effect == "double_station" and not follow_up
        sheet = self.sheets[seat]
        line = sheet.lines[self.pencil(seat)].extended(frm, to, guide.track, guide.bit,
                                                       doubled=doubled)
        return sheet.with_line(line)

    def _done(self, seat: int) -> None:
        self._legal = None
        self._decided |= 1 << seat
        if self._follow_ups[seat] is not None:
            self._follow_ups = _replaced(self._follow_ups, seat, None)
        to_act = self._to_act
        if to_act[0] == seat:  # seats mostly decide in order
            self._to_act = to_act[1:]
        else:
            index = to_act.index(seat)
            self._to_act = to_act[:index] + to_act[index + 1:]

    # -- the resolution step: cards and rounds ----------------------------------------------------
    #
    # ``log`` collects the events; the trusted path passes None and no event is built.

    def resolve(self) -> list[Event]:
        """Every seat has decided: flip the next card, or score the round and start the next
        one, or end the game."""
        if not self.needs_resolution():
            raise IllegalAction("action.nothing_to_resolve")
        events: list[Event] = []
        self._next_card(events)
        return events

    def resolve_trusted(self) -> None:
        self._next_card(None)

    def _next_card(self, log: list[Event] | None) -> None:
        if self._subway_left > 0:
            self._flip_for_decision(log)
            return
        if log is not None:
            log.extend(line_scores(self.map, [self.line(seat) for seat in range(self.players)]))
        if self.round + 1 < ROUNDS:
            self._start_round(log)
            return
        self.over = True
        if log is not None:
            log.append(Event.of("game_over", totals=list(self.scores().totals)))

    def _start_round(self, log: list[Event] | None) -> None:
        self.round += 1
        pair = None
        if self.effects:
            pair = (self.symbol_pile[0], self.effect_pile[0])
            self.symbol_pile, self.effect_pile = self.symbol_pile[1:], self.effect_pile[1:]
        self._pair = pair
        self._pencils = tuple(self.pencil_in(seat, self.round) for seat in range(self.players))
        self._effect_fired = False
        if self._stacked_decks is not None:
            self._deck = self._stacked_decks[self.round]
        else:
            self._deck = tuple(self.rng.shuffled(_DECK_IDS))
        self._flipped: tuple[str, ...] = ()
        self._subway_left = SUBWAY_PER_ROUND
        sheets, self.sheets = self.sheets, tuple(
            sheet.with_line(Line.at(self.pencil(seat), self.map.starts[self.pencil(seat)]))
            for seat, sheet in enumerate(self.sheets)
        )
        if log is not None:
            departures_drawn(sheets, self.sheets)
            log.append(Event.of("round_started", round=self.round, pencils=list(self._pencils),
                                pair=list(pair) if pair else None, reveals=pair is not None))
        self._flip_for_decision(log)

    def _flip(self, log: list[Event] | None) -> Card:
        card = CARDS[self._deck[0]]
        self._deck = self._deck[1:]
        self._flipped += (card.id,)
        if card.subway:
            self._subway_left -= 1
        if log is not None:
            key = (card.id, self.round, self._subway_left)
            event = _FLIP_EVENTS.get(key)
            if event is None:
                event = _FLIP_EVENTS[key] = Event.made("card_flipped", {
                    "card": card.id, "round": self.round, "subway_left": self._subway_left},
                    reveals=True)
            log.append(event)
        return card

    def _flip_for_decision(self, log: list[Event] | None) -> None:
        """Flip the next card (and the switch's partner at once) and open a new decision."""
        self._legal = None
        card = self._flip(log)
        self._branching = False
        self._switch_ignored = False
        self._cards: tuple[str, ...] = (card.id,)
        if card.switch:
            self._switch_ignored = len(self._flipped) in SWITCH_IGNORED_AS_CARD
            self._branching = not self._switch_ignored
            card = self._flip(log)
            self._cards += (card.id,)
        self._effect = self._triggered_effect(card)
        if self._effect is not None and log is not None and self._pair is not None:
            log.append(Event.of("effect_triggered", effect=self._effect,
                                symbol=self._pair[0], card=card.id))
        if self._effect == "switch" and len(self._flipped) not in SWITCH_EFFECT_IGNORED_AS_CARD:
            self._branching = True
        self._joker = card.joker or self._effect == "joker_double"
        # The very sets the network is indexed by: the lookups find them at once.
        self._targets = (ALL_SYMBOLS if self._joker or card.symbol is None
                         else SYMBOL_TARGETS[card.symbol])
        # A card with neither switch nor double track (most): plain_draws finds its sections
        # among these guides; None sends legal_actions to open_guides.
        self._plain_toward = None if self._joker or self._branching else (
            self.net.toward.get(self._targets))
        self._decided = 0
        self._follow_ups = (None,) * self.players
        self._reuses = (0,) * self.players  # sections laid on a drawn one, per seat, this card
        self._to_act = tuple(range(self.players))

    def _triggered_effect(self, card: Card) -> str | None:
        if self._pair is None or (self._effect_fired and EFFECT_TRIGGER == "first"):
            return None
        symbol, effect = self._pair
        if card.symbol == symbol or (card.joker and JOKER_TRIGGERS_EFFECT):
            self._effect_fired = True
            return effect
        return None

    # -- scores ------------------------------------------------------------------------------------

    def breakdown(self, seat: int) -> dict[str, int]:
        return scoring.sheet_breakdown(self.map, self.sheets[seat].lines_in_order(),
                                       self.objectives)

    def scores(self) -> Scores:
        breakdowns = tuple(self.breakdown(seat) for seat in range(self.players))
        totals = tuple(sum(b.values()) for b in breakdowns)
        return Scores(totals, breakdowns, scoring.winners(totals, breakdowns))

    # -- views, clones, snapshots ------------------------------------------------------------------

    def view(self, seat: int | None) -> NextStationState:
        """Everything is open except what is still to come: the order of the round's cards left
        (sorted instead), the piles of round pairs (sorted), a tutorial's stacked decks (dropped)
        and the generator that would shuffle the later rounds (a dummy)."""
        deck = self._deck
        known = self._sorted_deck  # asked for every decision, changed by every flip: kept
        if known is None or known[0] is not deck:
            known = self._sorted_deck = (deck, tuple(sorted(deck)))
        fields = self.__dict__.copy()
        fields["viewer"] = seat
        fields["_deck"] = known[1]
        fields["_sorted_deck"] = (known[1], known[1])  # the view's own: not the true order
        if self.symbol_pile or self.effect_pile:
            fields["symbol_pile"] = tuple(sorted(self.symbol_pile))
            fields["effect_pile"] = tuple(sorted(self.effect_pile))
        fields["_stacked_decks"] = None
        fields["rng"] = Rng(0)
        return _with_fields(fields)

    def determinize(self, seat: int | None, rng: Rng) -> NextStationState:
        """A full state behind this view: the cards left and the piles in a sampled order, and a
        sampled generator for the rounds to come. It reads only what a view shows (which cards
        are left, not their order), so a view and the true state give the same worlds."""
        world = self.clone()
        world._deck = tuple(rng.shuffled(sorted(self._deck)))
        world.symbol_pile = tuple(rng.shuffled(sorted(self.symbol_pile)))
        world.effect_pile = tuple(rng.shuffled(sorted(self.effect_pile)))
        world._stacked_decks = None
        world.rng = Rng(rng.next_u64())
        return world

    def clone(self) -> NextStationState:
        fields = self.__dict__.copy()
        fields["rng"] = self.rng.clone()
        return _with_fields(fields)

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "effects": self.effects,
            "objectives": list(self.objectives),
            "rng": self.rng.state,
            "symbol_pile": list(self.symbol_pile),
            "effect_pile": list(self.effect_pile),
            "stacked_decks": None if self._stacked_decks is None
            else [list(deck) for deck in self._stacked_decks],
            "round": self.round,
            "over": self.over,
            "pair": None if self._pair is None else list(self._pair),
            "effect_fired": self._effect_fired,
            "deck": list(self._deck),
            "flipped": list(self._flipped),
            "subway_left": self._subway_left,
            "decision": self._decision_snapshot(),
            "sheets": [sheet.snapshot() for sheet in self.sheets],
        }

    def _decision_snapshot(self) -> dict[str, Any]:
        return {
            "cards": list(self._cards),
            "effect": self._effect,
            "branching": self._branching,
            "switch_ignored": self._switch_ignored,
            "double_track": self._joker,
            "targets": sorted(self._targets),
            "to_act": list(self._to_act),
            "decided": [seat for seat in range(self.players) if self.decided(seat)],
            "follow_ups": [None if f is None else list(f) for f in self._follow_ups],
            "reuses": list(self._reuses),
        }

    # -- invariants (asked by the conformance suite after every step) -----------------------------

    def invariant_problems(self) -> list[str]:
        problems = self._card_problems() + self._turn_problems()
        for seat in range(self.players):
            problems += [f"seat {seat}: {p}" for p in self._sheet_problems(seat)]
        return problems

    def _card_problems(self) -> list[str]:
        problems = []
        if sorted(self._flipped + self._deck) != sorted(card.id for card in DECK):
            problems.append("the flipped and remaining cards are not the deck")
        subway_seen = sum(CARDS[card].subway for card in self._flipped)
        if self._subway_left != SUBWAY_PER_ROUND - subway_seen or self._subway_left < 0:
            problems.append("subway_left does not count the subway cards flipped")
        if not 0 <= self.round < ROUNDS:
            problems.append(f"round {self.round} out of range")
        if self._flipped[-len(self._cards):] != self._cards:
            problems.append("the current cards are not the last ones flipped")
        return problems

    def _turn_problems(self) -> list[str]:
        undecided = tuple(s for s in range(self.players) if not self.decided(s))
        if self.over:
            return [] if not self._to_act else ["seats to act after the game's end"]
        if self._to_act != undecided:
            return [f"to_act {self._to_act} is not the undecided seats {undecided}"]
        if any(f is not None for s, f in enumerate(self._follow_ups) if self.decided(s)):
            return ["a seat that has decided still goes straight on"]
        return []

    def _sheet_problems(self, seat: int) -> list[str]:
        sheet = self.sheets[seat]
        problems = []
        expected = [self.pencil_in(seat, r) for r in range(self.round + 1)]
        if list(sheet.lines) != expected:
            problems.append(f"lines {list(sheet.lines)} are not the pencils {expected}")
        riders = {t: 1 for t, track in self.map.tracks.items() if track.green}
        drawn = self.net.green_mask
        for pencil, line in sheet.lines.items():
            problems += [f"{pencil} line: {p}" for p in self._line_problems(pencil, line)]
            for track in line.tracks:
                riders[track] = riders.get(track, 0) + 1
                drawn |= self.net.bit[track]
        if sheet.drawn != drawn:
            problems.append("the drawn mask is not the tracks of the lines")
        problems += [f"section {t} crosses another" for t in riders
                     if self.net.crossing[t] & drawn]
        problems += [f"section {t} carries {n} lines" for t, n in riders.items()
                     if n > MAX_LINES_PER_SECTION]
        return problems

    def _line_problems(self, pencil: str, line: Line) -> list[str]:
        """A line is a tree grown from its departure station, each station once."""
        problems = []
        if line.pencil != pencil or line.departure != self.map.starts[pencil]:
            problems.append("does not start at its departure station")
        if len(set(line.stations)) != len(line.stations):
            problems.append("visits a station twice")
        if len(line.tracks) != len(line.stations) - 1 or len(set(line.tracks)) != len(line.tracks):
            problems.append("tracks do not match its stations")
            return problems
        degree = dict.fromkeys(line.stations[:1], 0)
        for index, track_id in enumerate(line.tracks):
            track = self.map.tracks[track_id]
            new = line.stations[index + 1]
            if new not in (track.a, track.b) or track.other(new) not in line.stations[:index + 1]:
                problems.append(f"section {track_id} is not connected to the line")
            for end in (track.a, track.b):
                degree[end] = degree.get(end, 0) + 1
        ends = sorted(s for s, n in degree.items() if n == 1) if line.tracks else [line.departure]
        if sorted(line.termini) != ends:
            problems.append("its ends are not the stations with one section")
        if not set(line.doubled) <= set(line.stations):
            problems.append("a doubled station is not on it")
        return problems


def _with_fields(fields: dict[str, Any]) -> NextStationState:
    """A state holding ``fields`` (every value immutable but the generator, which the caller
    gave its own): clones and views are made this way, many thousands a second. Handing the
    new object its dict is about twice as quick as filling the one it comes with."""
    state = object.__new__(NextStationState)
    state.__dict__ = fields
    return state


def _replaced(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def next_station_state(state: State) -> NextStationState:
    """``state`` as the Next Station state it is: what the engine and the UI hold as a ``State``
    (a match's state, a seat's view), typed for this game's own reading."""
    if not isinstance(state, NextStationState):
        raise TypeError(f"not a Next Station state: {type(state).__name__}")
    return state

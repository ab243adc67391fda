"""Let's Go's expert: from round SEARCH_FROM on, the hard player's best few moves, each played on
the same worlds (the hidden cards dealt from the view by ``determinize``) to the end of the
draft on the trusted path; the move of best mean trip wins, the hard player's value breaking
near-ties.

The hard player values a slot by the quick trip of its itinerary with the empty slots filled by
random unseen cards. Two things it misses: the cards that fill them are the ones the player
will choose from the hands the round table deals and the neighbours pass, with the day bonuses'
rewards; and the trip is played by the planner, which scores an itinerary 13 points above the
quick trip on average and ranks itineraries differently (7 points of spread between the two).
A playout plays the first out: after the move, the expert's own seat drafts on as the normal
(greedy) player would, the other seats keep their cards of best static worth (what they pass on
is what the expert is dealt; their own itineraries never touch its score). At the end of the
draft its trip is valued by the planner, as it will be played. Solo, the travel agency's trip
(the cards given to it, its choices kept low as the player makes them) is taken off.

Measured against the hard player, that look pays when little of the draft is left and misleads
early: a greedy follow-up of many rounds judges a move by a player far weaker than the expert
(the greedy player scores about 100 where the hard one scores 130): searching from round 1 the
expert lost 2.5 points a game to the hard player. Before SEARCH_FROM it plays the hard player's
look widened (more cards, slots and sampled itineraries: ``ExpertJudge``).

Its work is a count of worlds, so its choice depends only on what it sees and its seed (the
budget is a cancel switch and a safety ceiling, never its measure). Trip decisions are the
planner's exact answer, as the hard player's; the decisions it does not search (a passport, the
research's discards, the cards given to the agency) are the wide hard player's."""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.engine import Action, Bot, Budget, Policy, Rng, State, policy_playout

from . import planner, rules
from .bots import AGENCY_ICON_SHARE, ExpertJudge, Judge, PlanningBot
from .data import LetsGoData
from .rules import LetsGoState, lets_go_state
from .trip import Trip

SEARCH_FROM = 7  # the first round searched: rounds 7-13 place the last ten cards or fewer
EXPERT_WORLDS = 16  # worlds every candidate is played on (the same worlds for each)
EXPERT_CARDS = 4  # the hard player's best cards (or walk) of a hand the expert plays out
EXPERT_SLOTS = 3  # with the best slots of each
# Solo, a playout's trip costs the planner several times more (a solo itinerary gathers more
# tokens to weigh): fewer worlds and moves keep a decision within its 2 s.
SOLO_WORLDS, SOLO_CARDS, SOLO_SLOTS = 8, 3, 2
# A safety net in work, not time: no new world once the planner has searched this many
# positions in the decision's playouts (itineraries rich in tokens cost it hundreds of times
# more than most; one decision took 5.5 s without it, 36,000 positions a second).
PLANNER_WORK = 50_000
EXPERT_SLOT_CANDIDATES = 4  # the hard player's best slots, once the card is chosen
PRIOR_WEIGHT = 0.1  # per point of the hard player's value: near-ties go its way
# The decisions searched: a card (or walk, or research), its slot, a day bonus's reward.
SEARCHED = (rules.PLAY, rules.SLOT, rules.BONUS)

_GREEDY = PlanningBot(hard=False)
_WIDE = PlanningBot(hard=True, judge=ExpertJudge)

Move = tuple[tuple[Action, ...], float]  # the actions played out, the hard player's value


class ExpertBot(Bot[LetsGoState]):
    """Search over determinized worlds; see the module docstring."""

    runs_apart = True  # the worker runs its decisions in a process of their own

    def choose(self, view: LetsGoState, legal_actions: Sequence[Action], rng: Rng, seat: int,
               budget: Budget) -> Action:
        actions = list(legal_actions)
        if len(actions) == 1:
            return actions[0]
        sheet = view.sheets[seat]
        if view.phase != rules.DRAFT or sheet.step not in SEARCHED or view.round < SEARCH_FROM:
            return _WIDE.choose(view, actions, rng, seat, budget)
        moves = candidates(view, seat, actions)
        if len(moves) == 1:
            return moves[0][0][0]
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        work = [0]  # the planner's positions searched so far
        for _ in range(SOLO_WORLDS if view.players == 1 else EXPERT_WORLDS):
            if work[0] > PLANNER_WORK:  # every move has met as many worlds
                break
            # Every move meets the same world and the same luck in it: their difference is the
            # move's, not the deal's.
            world_seed, play_seed = rng.next_u64(), rng.next_u64()
            for index, (played, _) in enumerate(moves):
                if budget.is_cancelled() or counts[-1] and budget.expired():
                    return _best(moves, totals, counts)
                world = view.determinize(seat, Rng(world_seed))
                for action in played:
                    world.apply_trusted(seat, action)
                totals[index] += draft_out(world, seat, Rng(play_seed), work)
                counts[index] += 1
        return _best(moves, totals, counts)


def _best(moves: list[Move], totals: list[float], counts: list[int]) -> Action:
    """The first action of the move of best mean (every move had a world; a cancel before
    the first leaves the hard player's best)."""
    def score(index: int) -> float:
        mean = totals[index] / counts[index] if counts[index] else 0.0
        return mean + PRIOR_WEIGHT * moves[index][1]

    return moves[max(range(len(moves)), key=score)][0][0]


def candidates(view: LetsGoState, seat: int, actions: list[Action]) -> list[Move]:
    """The moves played out, each with the hard player's value: a card with one of its best
    slots (the card and its slot are one plan: the slot is searched again once the card is
    chosen), a walk the same way, a research; a slot; a day bonus's reward."""
    sheet = view.sheets[seat]
    judge = Judge(view, seat, hard=True)
    if sheet.step == rules.SLOT:
        card = sheet.hand[sheet.chosen]
        planned = judge.planned_slots(card, sheet.walk_deck)[:EXPERT_SLOT_CANDIDATES]
        return [((option.action,), option.value) for option in planned]
    if sheet.step == rules.BONUS:
        return [((action,), 0.0) for action in _bonus_candidates(view, seat, actions)]
    moves: list[Move] = []
    cards, slots = (SOLO_CARDS, SOLO_SLOTS) if view.players == 1 else (EXPERT_CARDS, EXPERT_SLOTS)
    for option in judge.planned_play(actions)[:cards]:
        card, deck = option.action["card"], option.action.get("deck")
        for slot in judge.planned_slots(card, deck)[:slots]:
            moves.append(((option.action, slot.action), slot.value - judge._solo_cost(card)))
    research = [a for a in actions if a.kind == rules.RESEARCH]
    if research:  # the deck of a research says nothing more: the first
        moves.append(((research[0],), moves[0][1]))
    return moves


def _bonus_candidates(view: LetsGoState, seat: int, actions: list[Action]) -> list[Action]:
    """Every reward; the extra walk only at the day's start and end (from either deck): a
    card in the middle of a day changes nothing the trip counts."""
    sheet = view.sheets[seat]
    size = len(sheet.days[sheet.bonus_day])
    return [a for a in actions if a["reward"] != rules.EXTRA_WALK or a["position"] in (0, size)]


def draft_out(world: LetsGoState, seat: int, rng: Rng, work: list[int] | None = None
              ) -> float:
    """Play ``world``'s draft to its end on the trusted path (``seat`` as the greedy player,
    the others by ``keeper``) and value ``seat``'s trip as the planner plays it, less the
    agency's in a solo game. The planner's positions searched are added to ``work``."""
    policy_playout(world, _draft_policy(seat), rng, until=_drafted)
    data = world.data
    memo: dict[tuple, int] = {}
    value = planner.best_total(Trip.start(data, world.traveller(seat)), memo)
    if world.agency is not None:
        value -= planner.best_total(Trip.for_agency(data, world.agency_days(), world.agency,
                                                    world.passport))
    if work is not None:
        work[0] += len(memo)
    return float(value)


def _drafted(world: State) -> bool:
    return lets_go_state(world).phase != rules.DRAFT


def _draft_policy(seat: int) -> Policy:
    """``seat`` drafts as the greedy player, the other seats by ``keeper``."""
    def policy(world: State, actor: int, actions: Sequence[Action], rng: Rng) -> Action:
        state = lets_go_state(world)
        if actor == seat:
            return _GREEDY.choose(state, actions, rng, actor, Budget())
        return keeper(state, actions)

    return policy


def keeper(world: LetsGoState, actions: Sequence[Action]) -> Action:
    """Another seat in a playout: it places its card of best static worth (so that it passes
    on what a player would leave), in the first slot; any other choice is its first one."""
    if actions[0].kind != rules.TAKE:
        return actions[0]
    worth = card_worth(world.data)
    return max((a for a in actions if a.kind == rules.TAKE), key=lambda a: worth[a["card"]])


_WORTH: dict[int, dict[str, float]] = {}


def card_worth(data: LetsGoData) -> dict[str, float]:
    """A card's static worth to another seat: its points, icons and highlight's points."""
    known = _WORTH.get(id(data))
    if known is None:
        known = _WORTH[id(data)] = {
            card.id: card.points + len(card.icons) * AGENCY_ICON_SHARE + card.reward.points
            for card in data.cards.values()}
    return known

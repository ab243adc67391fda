"""The expert: a search over determinized worlds late in the draft, the wide hard player
before; its choice depends only on its view and its seed."""

from __future__ import annotations

from tabibito.engine import Budget, Rng
from tabibito.games.letsgo import GAME, bots, expert, planner, rules
from tests.games.letsgo.helpers import started


def drafted_to(round_: int, players: int = 3, seed: int = 4) -> rules.LetsGoState:
    """A game of normal players up to the first decision of ``round_``."""
    state = started(players, seed)
    normal = GAME.make_bot("normal")
    rng = Rng(seed)
    while state.round < round_ or state.needs_resolution():
        if state.needs_resolution():
            state.resolve_trusted()
            continue
        seat = state.to_act()[0]
        state.apply_trusted(seat, normal.choose(state.view(seat), state.legal_actions(seat), rng,
                                                seat, Budget()))
    return state


def test_the_expert_is_the_search():
    assert isinstance(GAME.make_bot("expert"), expert.ExpertBot)


def test_the_same_view_and_seed_give_the_same_move():
    state = drafted_to(expert.SEARCH_FROM)
    view, legal = state.view(0), state.legal_actions(0)
    chosen = {GAME.make_bot("expert").choose(view, legal, Rng(7), 0, Budget()) for _ in range(2)}
    assert len(chosen) == 1 and chosen <= set(legal)


def test_the_expert_never_reads_hidden_cards():
    """Two games that differ only in what seat 0 cannot see (the others' hands and the decks'
    order, dealt again behind its view) give it the same move."""
    state = drafted_to(expert.SEARCH_FROM + 1)
    other = state.view(0).determinize(0, Rng(99))
    assert other.sheets[1].hand != state.sheets[1].hand or other.decks != state.decks
    legal = state.legal_actions(0)
    assert other.legal_actions(0) == legal
    moves = [GAME.make_bot("expert").choose(game.view(0), legal, Rng(3), 0, Budget())
             for game in (state, other)]
    assert moves[0] == moves[1]


def test_a_playout_plays_the_draft_out_and_values_the_trip_as_the_planner_plays_it():
    """Not by the quick trip policy the hard player's look uses: the planner plays the trip,
    and it ranks itineraries differently."""
    state = drafted_to(expert.SEARCH_FROM)
    above_quick = 0
    for seed in range(6):
        world = state.view(1).determinize(1, Rng(seed))
        value = expert.draft_out(world, 1, Rng(seed))
        assert world.phase == rules.TRIP
        assert all(len(day) >= rules.DAY_CARDS for day in world.sheets[1].days)
        trip = bots.Trip.start(world.data, world.traveller(1))
        assert value == planner.best_total(trip) >= bots.play_trip(trip)
        above_quick += value > bots.play_trip(trip)
    assert above_quick


def test_the_search_weighs_each_card_with_its_best_slots():
    """The moves of a hand are a card and a slot together (the hard player's best cards, a few
    slots each), so that a card is judged where it would go."""
    state = drafted_to(expert.SEARCH_FROM)
    moves = expert.candidates(state.view(0), 0, state.legal_actions(0))
    cards = [played for played, _ in moves if played[0].kind in (rules.TAKE, rules.WALK)]
    assert all(len(played) == 2 and played[1].kind == rules.SLOT for played in cards)
    assert len({played[0] for played in cards}) == min(expert.EXPERT_CARDS, len(cards))


def test_before_the_search_the_expert_plays_the_wide_hard_player():
    state = drafted_to(2)
    view, legal = state.view(0), state.legal_actions(0)
    wide = bots.PlanningBot(hard=True, judge=bots.ExpertJudge)
    assert (GAME.make_bot("expert").choose(view, legal, Rng(1), 0, Budget())
            == wide.choose(view, legal, Rng(1), 0, Budget()))


def test_a_cancelled_search_answers_at_once_with_the_hard_players_best():
    state = drafted_to(expert.SEARCH_FROM)
    view, legal = state.view(0), state.legal_actions(0)
    budget = Budget()
    budget.cancel()
    moves = expert.candidates(view, 0, legal)
    best = max(moves, key=lambda move: move[1])[0][0]
    assert GAME.make_bot("expert").choose(view, legal, Rng(2), 0, budget) == best


def test_past_its_work_in_planner_positions_the_search_starts_no_new_world(monkeypatch):
    """A safety net counted in work, never in time: every move meets the same worlds."""
    state = drafted_to(expert.SEARCH_FROM)
    view, legal = state.view(0), state.legal_actions(0)
    played = []
    draft_out = expert.draft_out

    def counted(world, seat, rng, work=None):
        played.append(seat)
        return draft_out(world, seat, rng, work)

    monkeypatch.setattr(expert, "draft_out", counted)
    monkeypatch.setattr(expert, "PLANNER_WORK", 0)
    GAME.make_bot("expert").choose(view, legal, Rng(4), 0, Budget())
    assert len(played) == len(expert.candidates(view, 0, legal))

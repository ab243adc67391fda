"""What the board asks of the rules (insights): the souvenir sets, the end achievements' counts,
and what a decision brings now, checked against the decision really taken on the full state,
with a worked example for each traveller's bonus."""

import pytest

from tabibito.engine import Action, Rng
from tabibito.games.tokaido import insights, scoring
from tabibito.games.tokaido.rules import FIFTH_FAMILY, new_state
from tests.games.tokaido.helpers import DATA, FIRST_INN, place, stack, started

A, B, C, D = 0, 1, 2, 3
VILLAGE, TEMPLE, ENCOUNTER, PADDY, HOT_SPRING = 1, 2, 3, 4, 5
AHEAD = [11, 12, 13]
AT_INN = ([13, FIRST_INN, FIRST_INN, FIRST_INN], [0, 0, 1, 2])
CROSS = Action.of("effect", choice="crossroads")
BASE = Action.of("effect", choice="base")


def families(cards):
    counts = [0] * (FIFTH_FAMILY + 1)
    for card in cards:
        counts[card] += 1
    return counts


# -- the souvenir sets ------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "sets"), [
    ([A], [[A]]), ([A, A, B], [[A, B], [A]]), ([A, B, C, D], [[A, B, C, D]]),
    ([B, A, A, FIFTH_FAMILY], [[A, B, FIFTH_FAMILY], [A]]), ([], []),
])
def test_each_souvenir_joins_the_first_set_without_its_family(cards, sets):
    assert scoring.souvenir_sets(families(cards)) == sets


def test_the_sets_score_what_the_collection_scores():
    """A set of n cards scored 1 + 3 + ... = n² points: the grouping is the scoring's."""
    rng = Rng(3)
    for _ in range(200):
        cards = [rng.below(FIFTH_FAMILY + 1) for _ in range(rng.below(12))]
        sets = scoring.souvenir_sets(families(cards))
        assert sum(len(group) ** 2 for group in sets) == scoring.souvenir_total(cards)


# -- games played at random -------------------------------------------------------------------


def random_decisions(players, seed, options):
    """Every decision of a game played at random, as (state, seat) before it is taken."""
    state = new_state(DATA, players, seed, options)
    rng = Rng(seed)
    while not state.is_over():
        if state.needs_resolution():
            state.resolve_trusted()
            continue
        seat = state.to_act()[0]
        yield state, seat
        legal = state.legal_actions(seat)
        state.apply_trusted(seat, legal[rng.below(len(legal))])


def finished(players, seed, options):
    decisions = list(random_decisions(players, seed, options))
    state = decisions[-1][0]  # the same state throughout, played to the end
    assert state.is_over()
    return state


GAMES = [(4, 1, {}), (2, 2, {}), (4, 3, {"crossroads": True}),
         (5, 4, {"crossroads": True, "good_luck": True}), (3, 5, {"crossroads": True})]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_the_end_achievements_go_to_the_highest_counts(players, seed, options):
    state = finished(players, seed, options)
    counts = insights.end_counts(state)
    held = state.achievements()
    for name in scoring.END_ACHIEVEMENTS:
        takers = scoring.most(counts[name])
        assert takers == [name in held[seat] for seat in range(players)]
    assert counts["collector"] == [len(j.souvenirs) + len(j.legendary) for j in state.journeys]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_the_preview_of_a_seats_view_is_what_the_decision_brings(players, seed, options):
    """Every legal action, previewed on the deciding seat's view, against the same action
    applied (checked) on a clone of the full state: the points of its score, its coins."""
    checked = 0
    for state, seat in random_decisions(players, seed, options):
        gains = insights.gains_now(state.view(seat), seat)
        assert set(gains) == set(state.legal_actions(seat))
        before = state.scores().totals[seat], state.journeys[seat].coins
        for action, gain in gains.items():
            twin = state.clone()
            twin.apply(seat, action)
            if twin.is_over():  # Edo's bonuses are not the decision's
                continue
            assert gain.points == twin.scores().totals[seat] - before[0], action
            assert gain.purse == twin.journeys[seat].coins - before[1], action
            assert gain.coins >= 0 and gain.paid >= 0
            checked += 1
    assert checked > 100


def test_an_illegal_action_has_no_preview():
    state = place(started(4), [0, *AHEAD])
    assert insights.gain_now(state, 0, Action.of("donate", coins=1)) is None
    assert insights.gain_now(state, 1, Action.of("move", stop=5)) is None


# -- the travellers' bonuses in the preview ----------------------------------------------------


def at_inn(traveller, meals, **options):
    state = started(4, [traveller], **options)
    place(state, *AT_INN)
    stack(state.meals, meals)
    state.apply(0, Action.of("move", stop=FIRST_INN))
    state.resolve()
    return state


def test_nampo_s_meal_scores_its_price_again():
    state = at_inn("nampo", ["unagi_1", "dango_1", "sushi_1", "tofu_1", "soba_1"], crossroads=True)
    assert insights.gain_now(state, 0, Action.of("eat", card="unagi_1")) == insights.Gain(9, 0, 3)
    assert insights.gain_now(state, 0, Action.of("eat", card="dango_1")).points == 7


def test_kinko_s_meal_costs_a_coin_less():
    state = at_inn("kinko", ["unagi_1", "dango_1", "sushi_1", "tofu_1", "soba_1"])
    assert insights.gain_now(state, 0, Action.of("eat", card="unagi_1")) == insights.Gain(6, 0, 2)
    assert insights.gain_now(state, 0, Action.of("eat", card="dango_1")).paid == 0


def test_hirotada_s_gift_scores_the_bank_coin_too():
    state = place(started(4, ["hirotada"]), [0, *AHEAD])
    state.apply(0, Action.of("move", stop=TEMPLE))
    assert insights.gain_now(state, 0, Action.of("donate", coins=2)) == insights.Gain(3, 0, 2)


def test_mitsukuni_s_bath_house_scores_one_more():
    state = started(4, ["mitsukuni"], crossroads=True)
    place(state, [0, *AHEAD])
    state.apply(0, Action.of("move", stop=HOT_SPRING))
    # the only bath house on offer is bought with the either/or
    assert insights.gain_now(state, 0, CROSS) == insights.Gain(5, 0, 1)
    assert insights.gain_now(state, 0, BASE) == insights.Gain()  # the card is still to draw


def test_mitsukuni_completing_a_panorama_first_scores_the_achievement_and_his_bonus():
    state = place(started(4, ["mitsukuni"]), [0, *AHEAD])
    state.journeys[0].panoramas[0] = 2  # two parts of the rice paddy: the third completes it
    assert insights.gain_now(state, 0, Action.of("move", stop=PADDY)).points == 3 + 3 + 1


def test_umegae_s_calligraphy_brings_a_point_and_a_coin():
    state = started(4, ["umegae"], crossroads=True)
    place(state, [0, *AHEAD])
    state.apply(0, Action.of("move", stop=ENCOUNTER))
    state.apply(0, CROSS)
    gain = insights.gain_now(state, 0, Action.of("calligraphy", id="foresight"))
    assert gain == insights.Gain(1, 1, 1) and gain.purse == 0


def test_zen_emon_s_souvenir_for_one_coin_and_the_shodo_bonus():
    state = place(started(4, ["zen_emon"], crossroads=True), [0, *AHEAD])
    state.journeys[0].souvenir_bonus = 1  # he owns Shodo
    stack(state.souvenirs, ["ukiyoe", "sumie", "koma"])
    state.apply(0, Action.of("move", stop=VILLAGE))
    state.apply(0, BASE)
    state.resolve()
    assert insights.gain_now(state, 0, Action.of("buy", card="ukiyoe", one_coin=True)) == \
        insights.Gain(1 + 1, 0, 1)
    assert insights.gain_now(state, 0, Action.of("buy", card="ukiyoe")).paid == 3


def test_sasayakko_gets_her_cheapest_souvenir_back_when_she_leaves():
    state = place(started(4, ["sasayakko"]), [0, *AHEAD])
    stack(state.souvenirs, ["koma", "ukiyoe", "geta"])
    state.apply(0, Action.of("move", stop=VILLAGE))
    state.resolve()
    state.apply(0, Action.of("buy", card="ukiyoe"))
    state.apply(0, Action.of("buy", card="geta"))
    assert insights.gain_now(state, 0, Action.of("stop")) == insights.Gain(0, 2, 0)


def test_devotion_s_coins_score_on_the_temple():
    state = at_inn(None, ["unagi_1", "dango_1", "sushi_1", "tofu_1", "soba_1"], crossroads=True)
    state.amulet_supply.remove("devotion")
    state.journeys[0].amulets.append("devotion")
    assert insights.gain_now(state, 0, Action.of("eat", card="unagi_1", devotion=True)) == \
        insights.Gain(6 + 3, 0, 3)
    assert insights.gain_now(state, 0, Action.of("eat", card="unagi_1")).points == 6

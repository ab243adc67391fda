"""The resolution step through the match: the next card is flipped once every seat has decided,
held for a human's "Next card" click (so the section can still be taken back) or taken at once;
and version-1 saves, whose humans confirmed every section, load into the new flow."""

import json

import pytest

from tabibito.engine import Action, IllegalAction, Match, Rng, Seat
from tabibito.engine.saves import FormatOneSave, check_save
from tabibito.games import REGISTRY
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation.rules import PASS, STOP
from tabibito.games.nextstation.setup import PASS_TO_PREVIOUS_SEAT
from tests.wanderers import easy_wandering


def first_draw(match: Match, seat: int) -> Action:
    """Pass (and flip on) until the seat has a section to draw; return that draw."""
    while True:
        draws = [a for a in match.state.legal_actions(seat) if a.kind == "draw"]
        if draws:
            return draws[0]
        match.apply(seat, PASS)
        if match.resolution_held():
            match.resolve()


def test_a_human_section_waits_for_the_next_card_and_can_be_undone():
    match = Match(GAME, {}, [Seat("Aiko")], 5, hold_resolution=True)
    draw = first_draw(match, 0)
    flipped = match.state.flipped
    assert flipped == ("street_circle",)  # seed 5: a section on the first card of the round
    match.apply(0, draw)
    assert match.state.flipped == flipped  # no card revealed yet
    assert match.resolution_held() and match.state.needs_resolution()
    assert match.state.legal_actions(0) == [] and match.state.legal_starts(0) == ()
    assert match.can_undo()
    match.undo()
    assert draw in match.state.legal_actions(0) and not match.state.needs_resolution()
    match.apply(0, draw)
    match.resolve()
    assert match.state.round == 0 and match.state.flipped == ("street_circle", "street_square")
    assert not match.can_undo()  # the flip revealed a card


def test_without_holding_the_card_flips_at_once():
    match = Match(GAME, {}, [Seat("Aiko")], 5)
    match.apply(0, first_draw(match, 0))
    assert match.state.flipped == ("street_circle", "street_square")
    assert match.state.to_act() == (0,) and not match.resolution_held()


def test_a_second_decision_on_the_same_card_is_refused():
    match = Match(GAME, {}, [Seat("Aiko")], 5, hold_resolution=True)
    match.apply(0, first_draw(match, 0))
    with pytest.raises(IllegalAction) as caught:
        match.apply(0, PASS)
    assert caught.value.key == "nextstation.not_your_turn"


def test_stop_without_straight_on_is_illegal():
    match = Match(GAME, {}, [Seat("Aiko")], 5)
    with pytest.raises(IllegalAction) as caught:
        match.apply(0, STOP)
    assert caught.value.key == "action.illegal"


def test_computer_seats_never_wait_for_the_next_card():
    match = Match(GAME, {}, [Seat("Kuro", "hard")], 5, hold_resolution=True)
    match.play_bots()
    assert match.is_over()
    assert all(move.action != STOP for move in match.log)


def test_each_human_decides_on_their_own_sheet():
    match = Match(GAME, {}, [Seat("Aiko"), Seat("Ben")], 8, hold_resolution=True)
    draw = first_draw(match, 0)
    assert match.state.flipped == ("subway_joker",)  # seed 8: Aiko draws on the first card
    match.apply(0, draw)
    assert match.state.to_act() == (1,)  # Aiko is done; Ben has to decide
    match.apply(1, PASS)
    assert match.state.to_act() == () and match.resolution_held()
    match.resolve()
    # The next decision is the switch with its partner, still in the first round.
    assert match.state.flipped == ("subway_joker", "street_switch", "street_triangle")
    assert match.state.round == 0 and match.state.to_act() == (0, 1)


def test_a_computer_after_a_human_still_leaves_the_flip_to_the_human():
    match = Match(GAME, {}, [Seat("Aiko"), Seat("Kuro", "normal")], 8, hold_resolution=True)
    match.apply(0, first_draw(match, 0))
    match.play_bots()
    assert match.state.decided(1) and match.resolution_held()
    assert match.state.flipped == ("subway_joker",)
    match.resolve()
    assert match.state.to_act() == (0, 1)


# --- saves of rules version 1 -------------------------------------------------------------------


# Rules versions 1 and 2 passed the pencils to the previous seat: a game of their time is played
# the old way, as loading such a save replays it.
OLD_PENCILS = {"pencils": PASS_TO_PREVIOUS_SEAT}


def humans_and_a_bot(seed: int, options: dict) -> Match:
    """A finished match of two humans (random moves) and a computer seat, played under the
    pencil passing of rules version 1."""
    match = easy_wandering(Match(GAME, options, [Seat("Aiko"), Seat("Ben"), Seat("Kuro", "easy")],
                                 seed, setup=OLD_PENCILS))
    rng = Rng(seed)
    while not match.is_over():
        for seat in match.human_to_act():
            match.apply(seat, rng.choice(match.state.legal_actions(seat)))
        match.play_bots()
    return match


def version_1_actions(match: Match) -> list[dict]:
    """The match's moves as rules version 1 logged them: a human confirmed each section that
    ended their turn, straight on's second section included."""
    state = GAME.new_state(match.options, match.seats, match.seed, setup=match.setup)
    actions = []
    for move in match.log:
        while state.needs_resolution():
            state.resolve()
        state.apply(move.seat, move.action)
        actions.append({"seat": move.seat, **move.action.to_json()})
        human = match.seats[move.seat].is_human
        if human and move.action.kind == "draw" and state.decided(move.seat):
            actions.append({"seat": move.seat, "kind": "confirm"})
    return actions


def version_1_save(match: Match) -> dict:
    return {"format": "tabibito-save", "version": 1, "game": "nextstation",
            "options": dict(match.options), "seats": [s.to_json() for s in match.seats],
            "seed": match.seed, "actions": version_1_actions(match)}


def checked(save: dict) -> dict:
    """What ``engine.saves.check_save`` makes of a format-1 save: rules version 1, no set-up,
    no fingerprint, moves without a step, marked as converted (a format-2 file without a
    fingerprint and steps is damaged)."""
    return FormatOneSave({**save, "version": 2, "game_version": 1, "setup": None,
                          "fingerprint": None,
                          "actions": [{"seat": entry["seat"], "step": None,
                                       "action": {k: v for k, v in entry.items() if k != "seat"}}
                                      for entry in save["actions"]]})


@pytest.mark.parametrize("seed, options", [(3, {}), (0, {"effects": True, "objectives": True})])
def test_a_version_1_save_loads_without_its_confirmations(seed, options):
    match = humans_and_a_bot(seed, options)
    save = json.loads(json.dumps(version_1_save(match)))
    confirmations = sum(entry["kind"] == "confirm" for entry in save["actions"])
    assert confirmations > 0
    loaded = Match.from_save(checked(save), REGISTRY)
    assert loaded.is_over()
    assert loaded.state.snapshot() == match.state.snapshot()
    assert [(m.seat, m.action) for m in loaded.log] == [(m.seat, m.action) for m in match.log]


def test_the_hand_normalised_save_is_what_the_engine_makes_of_it():
    save = version_1_save(humans_and_a_bot(3, {}))
    assert check_save(json.loads(json.dumps(save))) == checked(save)
    loaded = Match.from_save(json.loads(json.dumps(save)), REGISTRY)  # as read from a file
    assert loaded.is_over()


def test_a_version_1_stop_after_straight_on_is_kept():
    """Seed 0 with effects: straight on fires and a human stops after the first section; that
    confirmation was a decision then and is one now."""
    match = humans_and_a_bot(0, {"effects": True, "objectives": True})
    stops = [m for m in match.log if m.action == STOP and match.seats[m.seat].is_human]
    assert stops
    loaded = Match.from_save(checked(version_1_save(match)), REGISTRY)
    assert sum(m.action == STOP for m in loaded.log) == sum(m.action == STOP for m in match.log)


def test_a_half_played_version_1_save_waits_for_the_next_human_decision():
    match = easy_wandering(Match(GAME, {}, [Seat("Aiko"), Seat("Kuro", "easy")], 12,
                                 setup=OLD_PENCILS))
    for _ in range(8):
        seat = match.human_to_act()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
        match.play_bots()
    loaded = Match.from_save(checked(version_1_save(match)), REGISTRY)
    assert loaded.state.snapshot() == match.state.snapshot()


def test_upgrade_drops_only_a_confirmation_that_is_no_longer_legal():
    state = GAME.new_state({"effects": False, "objectives": False}, [Seat("a")], 5)
    draw = next(a for a in state.legal_actions(0) if a.kind == "draw")
    assert GAME.upgrade_action(state, 0, STOP, 1) is None
    assert GAME.upgrade_action(state, 0, draw, 1) == draw
    assert GAME.upgrade_action(state, 0, PASS, 1) == PASS
    assert GAME.upgrade_action(state, 0, STOP, 2) == STOP  # a current save is kept as it is
    assert GAME.rules_version == 3

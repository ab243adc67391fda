"""Tokaido's hints: every kind of decision gets its own sentence, naming the move and what it
brings as applying it really does, reading nothing the seat cannot see, and ringing where the
move is played."""

from __future__ import annotations

import re
from functools import cache

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito.engine import Action, Match, Rng, Seat
from tabibito.engine.insights import Insight
from tabibito.games import REGISTRY
from tabibito.games.tokaido import insights, rules, scoring
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.i18n import fill
from tabibito.ui.kit.settings import Settings
from tabibito.ui.main_window import MainWindow
from tabibito.ui.plugin_api import SHELL_TARGETS
from tabibito.ui.tokaido import PLUGIN, texts
from tabibito.ui.tokaido.decisions_words import word
from tabibito.ui.tokaido.hints import SAYINGS, hint, stop_title, unknown_text
from tabibito.ui.tutorial.overlay import target_on_screen
from tests.games.tokaido.helpers import ONE, OTHER_ONE, TWO, play, sasayakko_at_a_village
from tests.wanderers import wandering

GAME = REGISTRY.get("tokaido")


@pytest.fixture(autouse=True)
def no_search(monkeypatch):
    """Every kind's own sentences are checked here without the hard player's search, which
    takes seconds a hint (its comparison has tests of its own, test_tokaido_hint_versus)."""
    monkeypatch.setattr(insights, "hard_insight", lambda view, seat, action, rng: Insight(action))

# Seeded games of wandering computer players (tests/wanderers.py) that between them reach every kind of decision: the
# neutral traveller (2 players), Yoshiyasu's two encounters, the Crossroads purchases, amulets,
# Good luck, Jirocho's bet, Hiroshige's panorama.
CROSSROADS = {"crossroads": True, "good_luck": True}
SET_UPS = ((2, 9, {}), (3, 2, {}), (4, 3, {"crossroads": True}), (3, 7, CROSSROADS),
           *((5, seed, CROSSROADS) for seed in range(1, 5)))
PER_KIND = 6  # decisions kept of each kind


def kind_of(state, action) -> str:
    """The action's kind, the neutral traveller's move and the amulets' variants apart."""
    if action.kind == "move":
        if state.actor == state.rules.neutral:
            return "move:neutral"
        return "move:friendship" if action.get("amulet") else "move"
    if action.kind == "effect":
        return "effect:" + action["choice"]
    return action.kind


def decisions(players: int, seed: int, options: dict):
    """Each decision of a seeded game of wanderers: (full state, seat)."""
    seats = [Seat(f"P{n}", "easy") for n in range(players)]
    match = wandering(Match(GAME, options, seats, seed))
    while not match.is_over():
        state = match.state
        if state.needs_resolution():
            match.resolve()
            continue
        seat = state.to_act()[0]
        yield state.clone(), seat
        match.apply(seat, match.bot_action(seat))


@cache
def samples() -> dict[str, list]:
    """A few real decisions of every kind: (full state, seat, action)."""
    found: dict[str, list] = {}
    for set_up in SET_UPS:
        for state, seat in decisions(*set_up):
            for action in state.legal_actions(seat):
                kept = found.setdefault(kind_of(state, action), [])
                if len(kept) < PER_KIND:
                    kept.append((state, seat, action))
    return found


@cache
def some_states(count: int = 200) -> list:
    """``count`` decisions of the seeded games, spread over them: (full state, seat)."""
    every = [found for set_up in SET_UPS for found in decisions(*set_up)]
    return every[::max(1, len(every) // count)][:count]


def told(state, seat, action) -> str:
    """The hint's text on the seat's own view."""
    return hint(state.view(seat), seat, action).text


def applied(state, seat, action):
    """The action really applied on the full state: the state after, the points scored and the
    coins received or paid (None: the journey ended, and its end bonuses count)."""
    after = state.clone()
    after.apply_trusted(seat, action)
    if after.is_over():
        return after, None, None
    points = after.scores().totals[seat] - state.scores().totals[seat]
    coins = after.journeys[seat].coins - state.journeys[seat].coins
    return after, points, coins


def plus_points(points: int) -> str:
    return texts.gained(texts.points_text(points))


def test_every_kind_of_decision_is_reached_and_has_a_sentence_of_its_own():
    kinds = {kind.partition(":")[0] for kind in samples()}
    assert kinds == set(SAYINGS)
    assert {"move:neutral", "move:friendship", "effect:base", "effect:crossroads",
            "effect:both"} <= set(samples())
    for kind, found in samples().items():
        for state, seat, action in found:
            assert told(state, seat, action) != unknown_text(), kind


@pytest.mark.parametrize("kind", ["buy", "eat", "bath_house", "legendary", "calligraphy",
                                  "amulet_buy", "donate"])
def test_a_purchase_names_the_card_its_price_and_the_points_it_scores(kind):
    for state, seat, action in samples()[kind]:
        text = told(state, seat, action)
        _after, points, coins = applied(state, seat, action)
        if points is None:
            continue
        assert texts.coins_text(-coins) in text, (action, text)
        if points:
            assert plus_points(points) in text, (action, text)
        if kind == "buy":
            assert texts.souvenir_name(action["card"]) in text
        elif kind == "eat":
            assert texts.meal_name(action["card"]) in text
        elif kind == "legendary":
            assert texts.legendary_name(action["id"]) in text
        elif kind == "calligraphy":
            assert texts.calligraphy_name(action["id"]) in text
        elif kind == "amulet_buy":
            assert texts.amulet_name(action["id"]) in text


def test_a_gift_to_the_temple_says_its_points_and_the_ranking_it_leads_to():
    for state, seat, action in samples()["donate"]:
        text = told(state, seat, action)
        after, points, _coins = applied(state, seat, action)
        ranking = scoring.temple_ranking(after.temple)[seat]
        assert plus_points(points) in text
        assert texts.temple_rank_name(ranking) in text and texts.points_text(ranking) in text


def test_a_move_names_the_stop_what_it_brings_now_and_rings_the_stop():
    for state, seat, action in samples()["move"]:
        stop = action["stop"]
        said = hint(state.view(seat), seat, action)
        after, points, coins = applied(state, seat, action)
        assert stop_title(state, stop) in said.text and said.target == f"stop:{stop}"
        if points:
            assert plus_points(points) in said.text
        if coins and coins > 0:
            assert texts.gained(texts.coins_text(coins)) in said.text
        again = after.rules.kinds[stop] != "inn" and after.rearmost() == state.actor
        assert ("so you move again" in said.text) == again, said.text


def test_a_panorama_part_says_its_number_and_points():
    checked = 0
    for kind in ("move", "panorama", "effect:base", "keep"):
        for state, seat, action in samples()[kind]:
            after, points, _coins = applied(state, seat, action)
            parts = [(p, new) for p, (old, new) in enumerate(zip(
                state.journeys[seat].panoramas, after.journeys[seat].panoramas, strict=True))
                if new > old]
            if not parts or points is None:
                continue
            panorama, part = parts[0]
            text = told(state, seat, action)
            assert texts.panorama_name(rules.PANORAMAS[panorama]) in text
            assert re.search(rf"\b[Pp]art {part} of the\b", text) and plus_points(points) in text
            checked += 1
    assert checked


def test_the_neutral_traveller_is_moved_to_a_stop_it_names():
    for state, seat, action in samples()["move:neutral"]:
        said = hint(state.view(seat), seat, action)
        assert "neutral traveller" in said.text
        assert stop_title(state, action["stop"]) in said.text
        assert said.target == f"stop:{action['stop']}"


def test_the_other_decisions_name_what_they_take():
    for state, seat, action in samples()["traveller"]:
        printed = {t.id: t.coins for t in state.rules.data.travellers}[action["id"]]
        text = told(state, seat, action)
        assert texts.traveller_name(action["id"]) in text and texts.coins_text(printed) in text
    for state, seat, action in samples()["keep"]:
        assert texts.encounter_name(action["card"]) in told(state, seat, action)
    for state, seat, action in samples()["free_meal"]:
        text = told(state, seat, action)
        assert texts.meal_name(state.peeked) in text
        if action["take"]:
            assert plus_points(applied(state, seat, action)[1]) in text
    for state, seat, action in samples()["effect:crossroads"]:
        kind = state.rules.kinds[state.stop[state.actor]]
        assert texts.stop_name(kind) in told(state, seat, action)
    for kind, amulet in (("vitality", "vitality"), ("amulet", "fortune"),
                         ("move:friendship", "friendship")):
        for state, seat, action in samples()[kind]:
            assert texts.amulet_name(amulet) in told(state, seat, action)


def test_leaving_or_going_without_keeps_the_coins_and_rings_the_main_button():
    for kind in ("stop", "pass"):
        for state, seat, action in samples()[kind]:
            said = hint(state.view(seat), seat, action)
            after, _points, _coins = applied(state, seat, action)
            assert said.target == "main"
            assert texts.coins_text(after.journeys[seat].coins) in said.text
    for state, seat, action in samples()["pass"]:
        prices = [applied(state, seat, eat)[2] for eat in state.legal_actions(seat)
                  if eat.kind == "eat"]
        text = told(state, seat, action)
        cheapest = -max(prices)  # the smallest payment
        assert (texts.coins_text(cheapest) in text.partition("cheapest")[2]) == (cheapest > 0)


def test_an_end_achievement_taken_the_lead_of_is_counted_as_applying_does():
    checked = 0
    for kind in ("buy", "eat", "free_meal", "bath_house", "legendary"):
        for state, seat, action in samples()[kind]:
            text = told(state, seat, action)
            if "ahead for the" not in text and "lead of the" not in text:
                continue
            after, _points, _coins = applied(state, seat, action)
            counts = insights.achievement_counts(after, seat)
            led = [name for name in scoring.END_ACHIEVEMENTS
                   if texts.achievement_name(name) in text]
            assert led and str(counts[led[0]]) in text
            checked += 1
    assert checked


def test_the_hint_reads_nothing_hidden():
    """The full state, its seat's view and worlds dealt differently from that view (other decks,
    other hidden amulets and meals) give the same words."""
    for state, seat in some_states(120):
        view = state.view(seat)
        worlds = [view.determinize(seat, Rng(n)) for n in (1, 2)]
        for action in state.legal_actions(seat):
            said = hint(view, seat, action)
            assert hint(state, seat, action) == said
            for world in worlds:
                assert hint(world, seat, action) == said


def test_every_legal_action_of_many_states_has_words_and_a_known_target():
    for state, seat in some_states(200):
        view = state.view(seat)
        for action in state.legal_actions(seat):
            said = hint(view, seat, action)
            assert said.text.strip()
            assert said.target in SHELL_TARGETS or said.target in ("main", "fortune") \
                or said.target.startswith(("stop:", "tile:"))


# How the learner's seat chooses on the way to a decision: the Crossroads option where it may
# (a bath house is bought only after it), else a seeded choice.
def _human_choice(state, rng: Rng):
    legal = state.legal_actions(0)
    if rules.TAKE_CROSSROADS in legal:
        return rules.TAKE_CROSSROADS
    return legal[rng.below(len(legal))]


def _human_decision(wanted) -> MatchController:
    """A match where the first seat (a human) faces a decision with a legal action that
    ``wanted(state, action)`` picks: the first of seeded games of wandering computer players."""
    for seed in range(1, 40):
        for players, options in ((3, {}), (3, CROSSROADS), (5, CROSSROADS)):
            seats = [Seat("Aiko")] + [Seat(f"P{n}", "easy") for n in range(1, players)]
            match = wandering(Match(GAME, options, seats, seed))
            rng = Rng(seed)
            while not match.is_over():
                state = match.state
                if state.needs_resolution():
                    match.resolve()
                elif match.bots_to_act():
                    match.play_bots()
                elif any(wanted(state, action) for action in state.legal_actions(0)):
                    return MatchController(match, PLUGIN, animation_factor=0)
                else:
                    match.apply(0, _human_choice(state, rng))
    raise AssertionError("no such decision")


def of_step(*steps: str):
    return lambda state, _action: state.step() in steps


def of_kind(kind: str):
    return lambda state, action: kind_of(state, action) == kind


@pytest.mark.parametrize("steps", [{rules.MOVE}, {rules.BUY_SOUVENIR}, {rules.BUY_MEAL}])
def test_the_target_is_what_the_board_or_panel_rings(qtbot, steps):
    controller = _human_decision(of_step(*steps))
    board = PLUGIN.create_board(controller)
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    try:
        view = controller.view()
        for action in view.legal_actions(0):
            target = hint(view, 0, action).target
            if target.startswith("stop:"):
                assert board.tutorial_target(target) is board.stops[action["stop"]]
            elif target == "main":  # the button plays the hinted action
                assert panel.tutorial_target(target) is panel.main_button
                assert panel.spec.main is not None and panel.spec.main.action == action
            else:
                assert target.startswith("tile:"), target
    finally:
        controller.dispose()


# Every kind of decision the hero's tiles or buttons play, and the action kinds in it.
HERO_DECISIONS = ["traveller", "move:friendship", "amulet", "vitality", "donate", "buy", "keep",
                  "panorama", "effect:base", "effect:crossroads", "effect:both", "eat",
                  "free_meal", "gamble", "good_luck", "legendary", "amulet_buy", "calligraphy",
                  "bath_house"]


def played_by(hero, widget, action) -> bool:
    """Whether clicking ``widget`` of the hero (with the right chips on) plays ``action``."""
    if widget in hero.extras:
        return widget.property("action") == action
    return action in widget.spec.actions.values() and not widget.spec.reason


@pytest.mark.parametrize("kind", HERO_DECISIONS)
def test_the_ring_circles_the_very_tile_the_hint_names(qtbot, kind):
    """A hint on a decision of the hero rings the one tile (or button) that plays its move,
    not the whole hero."""
    controller = _human_decision(of_kind(kind))
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    hero = panel.hero()
    try:
        view = controller.view()
        checked = 0
        for action in view.legal_actions(0):
            if kind_of(view, action) != kind:
                continue
            target = hint(view, 0, action).target
            assert target != "hero", action
            widget = panel.tutorial_target(target)
            assert widget is not None, (action, target)
            if target.startswith("tile:"):
                assert widget is hero.grid.tile(target.partition(":")[2])
            assert played_by(hero, widget, action), (action, target)
            checked += 1
        assert checked
    finally:
        controller.dispose()


def test_a_travellers_both_in_either_order_has_a_tile_and_a_hint_each(qtbot):
    """Miyataka and Kita take both effects in the order they like (issue 19): a tile for each
    order, each named by its own hint."""
    controller = _human_decision(
        lambda state, action: action == rules.TAKE_BOTH_CROSSROADS_FIRST)
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    hero = panel.hero()
    try:
        view = controller.view()
        texts_told = set()
        for action, tile in ((rules.TAKE_BOTH, "both"),
                             (rules.TAKE_BOTH_CROSSROADS_FIRST, "both_crossroads_first")):
            told = hint(view, 0, action)
            assert told.target == f"tile:{tile}"
            widget = panel.tutorial_target(told.target)
            assert widget is hero.grid.tile(tile) and played_by(hero, widget, action)
            texts_told.add(told.text)
        assert len(texts_told) == 2
    finally:
        controller.dispose()


def test_health_s_both_opens_the_stop_s_effect_first_while_the_crossroads_side_says_why_not(
        qtbot):
    """The Crossroads side that cannot be paid first is greyed with its reason; Health's chip
    on the stop's own effect plays both, that one first (issue 19)."""
    controller = _human_decision(
        lambda state, action: action == rules.HEALTH_BASE_FIRST
        and rules.TAKE_CROSSROADS not in state.legal_actions(0))
    panel = PLUGIN.create_panel(controller)
    qtbot.addWidget(panel)
    hero = panel.hero()
    try:
        base, cross = hero.grid.tile("base").spec, hero.grid.tile("crossroads").spec
        assert base.actions == {frozenset(): rules.TAKE_BASE,
                                frozenset({rules.HEALTH}): rules.HEALTH_BASE_FIRST}
        assert not cross.actions and cross.reason == word("not_enough_coins")
        assert [chip.key for chip in panel.spec.chips] == [rules.HEALTH]
        told = hint(controller.view(), 0, rules.HEALTH_BASE_FIRST)
        assert told.target == "tile:base"
    finally:
        controller.dispose()


def test_sasayakkos_hint_on_leaving_says_the_free_souvenir_comes_back_off_the_temple():
    """Devotion paid her cheapest souvenir onto the temple: its coin comes back from there, and
    its point goes (issue 19)."""
    state = sasayakko_at_a_village([ONE, TWO, OTHER_ONE])
    play(state, 0, Action.of("buy", card=ONE, devotion=True))
    play(state, 0, Action.of("buy", card=TWO))
    said = fill(QCoreApplication.translate(
        "TokaidoHints", "Sasayakko takes %1 back off the temple for the cheapest souvenir, "
                        "which Devotion paid there, and loses %2."),
        texts.coins_text(1), texts.points_text(1))
    assert said in told(state, 0, rules.STOP_BUYING)


def test_the_ring_of_a_tile_hint_is_on_that_tile_in_the_window(qtbot):
    """On the game screen, the hint's key is found where the tile is drawn."""
    controller = _human_decision(of_step(rules.BUY_SOUVENIR))
    match = controller.match
    controller.dispose()
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(REGISTRY, {PLUGIN.game_id: PLUGIN}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.attach(match, save_path=None)
    screen = window.game_screen
    view = window.controller.view()
    (action, *_) = [action for action in view.legal_actions(0) if action.kind == "buy"]
    target = hint(view, 0, action).target
    tile = screen.panel.hero().grid.tile(action["card"])
    assert target == f"tile:{action['card']}"
    ring = target_on_screen(screen, target)
    assert ring is not None
    assert ring.topLeft() == tile.mapTo(screen, tile.rect().topLeft())
    assert ring.size() == tile.size()
    assert ring != target_on_screen(screen, "hero")

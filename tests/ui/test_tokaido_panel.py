"""Tokaido's decision hero and side panel in the game screen: choosing a traveller by its tile, a
village purchase, an inn meal, the Crossroads either/or, a held resolution confirmed with the main
button, undo, a language switch mid-game, every decision fitting the column at 1024 × 700, and a
computer player's hidden draw that names its player and goes on by itself.

Each test plays a seeded match in the engine (the bots decide, the human follows a steering
policy) up to the decision it needs, then hands it to a MatchController in a GameScreen and acts
as a player would: a click on a tile, on the main button.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTranslator
from PySide6.QtWidgets import QLabel, QWidget

from tabibito.engine import Action, Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import rules
from tabibito.ui.controller import MatchController
from tabibito.ui.game_screen import GameScreen
from tabibito.ui.kit import panel as kit_panel
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.tokaido import PLUGIN, texts
from tabibito.ui.tokaido.colours import NEUTRAL_COLOUR, seat_colour
from tabibito.ui.tokaido.decisions import DecisionHero
from tabibito.ui.tokaido.panel import TokaidoPanel
from tests.ui.play import settle

NAMES = ("Aiko", "Hana", "Kenji", "Yuki", "Ren")
Goal = Callable[[Match], bool]
Policy = Callable[[Match, list[Action]], Action]


# -- playing a match to the decision a test needs -------------------------------------------------

def new_match(seed: int, players: int = 2, **options) -> Match:
    """Aiko (a human, seat 0) and computer players; resolutions wait for Aiko's confirmation."""
    seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
    return Match(REGISTRY.get("tokaido"), options, seats, seed, hold_resolution=True)


def steer(traveller: str | None = None, stops: tuple[str, ...] = (), effect: str = "base",
          buy: bool = False, eat: bool = False) -> Policy:
    """Aiko's choices: a traveller, the nearest stop of ``stops`` (else the nearest stop), the
    base or Crossroads effect, whether to buy souvenirs and meals; otherwise the first choice."""

    def choose(match: Match, legal: list[Action]) -> Action:
        step = match.state.step()
        if step == rules.CHOOSE_TRAVELLER:
            return next((a for a in legal if a["id"] == traveller), legal[0])
        if step == rules.MOVE:
            moves = sorted((a for a in legal if a.kind == "move" and len(a.args) == 1),
                           key=lambda a: a["stop"])
            kinds = match.state.rules.kinds
            wanted = [a for a in moves if kinds[a["stop"]] in stops]
            return (wanted or moves or legal)[0]
        if step == rules.CHOOSE_EFFECT:
            wanted = rules.TAKE_CROSSROADS if effect == "crossroads" else rules.TAKE_BASE
            return wanted if wanted in legal else legal[0]
        if step == rules.BUY_SOUVENIR:
            return legal[0] if buy else rules.STOP_BUYING
        if step == rules.BUY_MEAL:
            return legal[0] if eat else rules.PASS_MEAL
        return legal[0]

    return choose


def drive(match: Match, goal: Goal, policy: Policy, limit: int = 600) -> bool:
    """Play on until ``goal`` holds: bots decide, resolutions are taken, Aiko follows ``policy``."""
    for _ in range(limit):
        if goal(match):
            return True
        if match.is_over():
            return False
        if match.state.needs_resolution():
            match.resolve()
        elif match.bots_to_act():
            match.play_bots()
        else:
            legal = match.state.legal_actions(0)
            if not legal:
                return False
            match.apply(0, policy(match, legal))
    return False


def find(goal: Goal, policy: Policy, players: int = 2, seeds=range(1, 80), **options) -> Match:
    """The first seeded match that reaches ``goal``."""
    for seed in seeds:
        match = new_match(seed, players, **options)
        if drive(match, goal, policy):
            return match
    raise AssertionError("no seed reached the decision")


def deciding(kind: str, also: Goal = lambda match: True) -> Goal:
    def goal(match: Match) -> bool:
        prompt = match.state.prompt(0)
        return prompt is not None and prompt.kind == kind and also(match)
    return goal


def can(kind: str) -> Goal:
    """Aiko may take an action of ``kind`` now (a souvenir she can pay for, a meal)."""
    return lambda match: any(a.kind == kind for a in match.state.legal_actions(0))


# -- the screen -------------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def no_double_click_guard(monkeypatch):
    """The tests click faster than anybody could read a tile."""
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 0)


@pytest.fixture
def screen(qtbot):
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    yield screen
    if screen.controller is not None:
        controller = screen.controller
        screen.detach()
        controller.dispose()


def attach(qtbot, screen: GameScreen, match: Match) -> MatchController:
    controller = MatchController(match, PLUGIN, animation_factor=0)
    screen.attach(controller)
    controller.start()
    qtbot.waitUntil(lambda: not controller.busy)
    settle(qtbot)  # the layouts take in the hero's new tiles
    return controller


def panel(screen: GameScreen) -> TokaidoPanel:
    return screen.panel


def hero(screen: GameScreen) -> DecisionHero:
    return screen.hero


def tile(screen: GameScreen, key: str):
    found = hero(screen).grid.tile(key)
    assert found is not None, f"no tile {key}"
    return found


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def journey(controller: MatchController):
    return controller.state().journeys[0]


# -- the decisions ----------------------------------------------------------------------------------

def test_a_traveller_is_chosen_by_clicking_its_tile(qtbot, screen):
    match = new_match(3)
    controller = attach(qtbot, screen, match)
    offered = match.state.offers[0]
    assert [t.spec.key for t in hero(screen).grid.visible_tiles()] == list(offered)
    first = tile(screen, offered[1])
    assert first.isEnabled() and first.spec.title and first.spec.note
    click(qtbot, first)
    assert match.state.chosen[0] == offered[1]
    qtbot.waitUntil(controller.resolution_held)  # the computer chose too: the departure waits
    assert tile(screen, offered[1]).spec.chosen  # the kept tile stays in sight until then
    assert panel(screen).main_button.text() == "Set off"
    click(qtbot, panel(screen).main_button)
    qtbot.waitUntil(lambda: not controller.busy)
    travellers = {t.id: t for t in match.state.rules.data.travellers}
    assert journey(controller).traveller == offered[1]
    assert journey(controller).coins >= travellers[offered[1]].coins - 1  # Good luck aside


def test_buying_at_the_village_market_pays_and_collects(qtbot, screen):
    match = find(deciding(rules.BUY_SOUVENIR, can("buy")), steer(stops=("village",)))
    controller = attach(qtbot, screen, match)
    before = journey(controller)
    coins, souvenirs = before.coins, list(before.souvenirs)
    tiles = [t for t in hero(screen).grid.visible_tiles() if t.isEnabled()]
    assert tiles, "an affordable souvenir is lit"
    bought = tiles[0].spec
    price = bought.price_with(frozenset())
    assert bought.points >= 1 and bought.note  # what it scores now, its family
    assert panel(screen).main_button.text() == "Done buying"
    click(qtbot, tiles[0])
    after = journey(controller)
    assert after.coins == coins - price
    assert after.souvenirs == [*souvenirs, bought.key]
    if controller.state().step() == rules.BUY_SOUVENIR:  # still at the market: leave it
        assert hero(screen).grid.tile(bought.key) is None
        click(qtbot, panel(screen).main_button)
    assert controller.state().step() != rules.BUY_SOUVENIR or not controller.state().to_act()


def test_a_meal_at_the_inn_is_eaten_from_its_tile(qtbot, screen):
    match = find(deciding(rules.BUY_MEAL, can("eat")), steer())
    controller = attach(qtbot, screen, match)
    coins, meals = journey(controller).coins, list(journey(controller).meals)
    lit = [t for t in hero(screen).grid.visible_tiles() if t.isEnabled()]
    assert lit and panel(screen).main_button.text() == "No meal"
    eaten = {controller.state().rules.cards.meals[m].dish for m in meals}
    for greyed in (t for t in hero(screen).grid.visible_tiles() if not t.isEnabled()):
        assert greyed.spec.reason  # says why: eaten before, or too dear
    meal = lit[0].spec
    click(qtbot, lit[0])
    after = journey(controller)
    assert after.meals == [*meals, meal.key]
    assert after.coins == coins - meal.price
    assert controller.state().rules.cards.meals[meal.key].dish not in eaten


def test_the_crossroads_either_or_takes_the_side_clicked(qtbot, screen):
    match = find(deciding(rules.CHOOSE_EFFECT), steer(stops=("village", "temple", "farm")),
                 crossroads=True)
    attach(qtbot, screen, match)
    base, cross = tile(screen, "base"), tile(screen, "crossroads")
    assert base.spec.note and cross.spec.note and base.spec.note != cross.spec.note
    assert base.isEnabled() and cross.isEnabled()
    click(qtbot, cross)
    chosen = [move.action for move in match.log if move.seat == 0][-1]
    assert chosen == rules.TAKE_CROSSROADS


def test_a_held_resolution_waits_for_the_main_button(qtbot, screen):
    match = find(lambda m: m.resolution_held() and m.state.step() == rules.REVEAL_SOUVENIRS,
                 steer(stops=("village",)))
    controller = attach(qtbot, screen, match)
    main = panel(screen).main_button
    assert controller.resolution_held()
    assert main.text() == "Open the market" and main.isEnabled()
    assert main.property("role") == "primary"
    assert "Undo" in panel(screen).hint.text() and "Open the market" in panel(screen).hint.text()
    assert all(t.spec.face_down for t in hero(screen).grid.visible_tiles())
    click(qtbot, main)
    assert not controller.resolution_held()
    revealed = controller.state().revealed
    assert revealed and [t.spec.key for t in hero(screen).grid.visible_tiles()] == revealed


def test_undo_takes_the_move_back_and_the_hero_follows(qtbot, screen):
    match = find(deciding(rules.MOVE), steer())
    controller = attach(qtbot, screen, match)
    stop = match.state.stop[0]
    move = next(a for a in match.state.legal_actions(0) if a.kind == "move")
    assert controller.submit(0, move)
    qtbot.waitUntil(lambda: not controller.busy)
    assert match.state.stop[0] == move["stop"]
    assert panel(screen).undo_button.isEnabled()
    click(qtbot, panel(screen).undo_button)
    qtbot.waitUntil(lambda: not controller.busy)
    assert match.state.stop[0] == stop
    assert hero(screen).spec.kind == rules.MOVE and hero(screen).spec.interactive
    assert panel(screen).main_button.text() == "Choose a stop"


# -- the language switches at runtime ----------------------------------------------------------------

class MarkerTranslator(QTranslator):
    """Stands in for a catalogue: every text of the game comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context not in ("Tokaido", "Words"):  # the game's texts and the kit's words
            return None
        return f"‹{source.replace('%n', str(n))}›" if n >= 0 else f"‹{source}›"

    def isEmpty(self) -> bool:
        return False


def test_a_language_switch_mid_game_relabels_the_hero_and_the_bar(qtbot, screen):
    match = find(deciding(rules.BUY_SOUVENIR, can("buy")), steer(stops=("village",)))
    attach(qtbot, screen, match)
    side, top = panel(screen), hero(screen)
    key = top.grid.visible_tiles()[0].spec.key
    assert side.main_button.text() == "Done buying"
    assert top.title.full_text() == "Village market"
    translator = MarkerTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: side.main_button.text() == "‹Done buying›")
        assert top.title.full_text() == "‹Village market›"
        assert side.undo_button.text() == "‹Undo›"
        assert side.heading.text() == "‹Travellers›"
        assert side.hint.text().startswith("‹")
        assert top.grid.tile(key).spec.title.startswith("‹")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: side.main_button.text() == "Done buying")
    assert top.title.full_text() == "Village market"


# -- fitting the column --------------------------------------------------------------------------------

def test_the_hero_leaves_the_bar_in_sight_at_1024_by_700(qtbot, screen):
    match = find(deciding(rules.BUY_SOUVENIR, can("buy")), steer(stops=("village",)))
    attach(qtbot, screen, match)
    qtbot.wait(50)
    top, side = hero(screen), panel(screen)
    assert top.height() <= 260
    for widget in (side.main_button, side.undo_button, side.hint):
        assert widget.isVisible() and screen.rect().contains(rect_in(widget, screen))
    for shown in top.grid.visible_tiles():
        assert top.rect().contains(rect_in(shown, top))


# -- variants, other seats, motion, the end ---------------------------------------------------------

def offered(traveller: str, players: int = 2, **options) -> list[int]:
    """The seeds that deal ``traveller`` to Aiko."""
    return [seed for seed in range(1, 400)
            if traveller in new_match(seed, players, **options).state.offers[0]]


def test_zen_emon_buys_a_souvenir_for_one_coin_with_the_chip(qtbot, screen):
    one_coin = lambda m: any(a.get("one_coin") for a in m.state.legal_actions(0))  # noqa: E731
    match = find(deciding(rules.BUY_SOUVENIR, one_coin),
                 steer("zen_emon", stops=("village",)), seeds=offered("zen_emon"))
    controller = attach(qtbot, screen, match)
    chip = next(b for b in hero(screen).chips if b.isVisible() and b.property("key") == "one_coin")
    dear = next(t for t in hero(screen).grid.visible_tiles() if t.spec.price > 1)
    key, coins = dear.spec.key, journey(controller).coins
    click(qtbot, chip)
    assert chip.isChecked() and dear.spec.price_with(hero(screen).variants) == 1
    click(qtbot, dear)
    assert journey(controller).coins == coins - 1
    assert key in journey(controller).souvenirs


def test_the_bar_hint_is_whole_when_chips_are_offered(qtbot):
    """At 1024 × 700 the hint ended in "…" in German and Japanese when a chip was offered: what
    the chips are for now stands beside them, and the hint keeps to what to do."""
    one_coin = lambda m: any(a.get("one_coin") for a in m.state.legal_actions(0))  # noqa: E731
    match = find(deciding(rules.BUY_SOUVENIR, one_coin),
                 steer("zen_emon", stops=("village",)), seeds=offered("zen_emon"))
    window, screen = screen_in_a_window(qtbot)
    attach(qtbot, screen, match)

    def chip_note_shown(_code: str) -> None:
        top = hero(screen)
        assert top.chip_note.isVisible() and top.chip_note.text()
        assert window.rect().contains(rect_in(top.chip_note, window))
    try:
        assert_the_hint_whole_in_every_language(qtbot, screen, chip_note_shown)
    finally:
        screen.detach()


def test_the_traveller_choice_is_titled_whole_at_1024(qtbot):
    """Before a traveller is kept nobody has coins or points: the hero shows no purse, and its
    title reads whole in every language ("Wähle deinen Reisend…" beside "0 0" at 1024 × 700,
    4p-1024x700-de-hint_travellers.png)."""
    match = new_match(5, players=4, crossroads=True)
    _window, screen = screen_in_a_window(qtbot)
    attach(qtbot, screen, match)

    def title_whole(code: str) -> None:
        top = hero(screen)
        assert not top.purse.isVisible(), code
        assert top.title.text() == top.title.full_text(), code
    try:
        assert match.state.step() == rules.CHOOSE_TRAVELLER
        assert_the_hint_whole_in_every_language(qtbot, screen, title_whole)
    finally:
        screen.detach()


def test_the_move_hint_is_whole_at_1024(qtbot):
    """The bar said again what the hero's tile says ("Click a lit stop…") and ended in "…" in
    German and Hungarian at 1024 × 700 (4p-1024x700-de-first_move.png): it keeps to pointing
    at a stop, whole in every language."""
    match = find(deciding(rules.MOVE), steer(), players=4, crossroads=True)
    _window, screen = screen_in_a_window(qtbot)
    attach(qtbot, screen, match)
    try:
        assert_the_hint_whole_in_every_language(qtbot, screen)
    finally:
        screen.detach()


def test_while_another_seat_decides_the_hero_names_it_and_nothing_can_be_clicked(qtbot, screen):
    def bot_at_market(match: Match) -> bool:
        return bool(match.bots_to_act()) and match.state.step() == rules.BUY_SOUVENIR
    for seed in range(1, 80):
        match = new_match(seed)
        if drive_with_bots_paused(match, bot_at_market):
            break
    else:
        raise AssertionError("no bot reached a market")
    controller = MatchController(match, PLUGIN, animation_factor=0)
    screen.attach(controller)  # not started: the bot has not decided yet
    top = hero(screen)
    assert not top.spec.interactive and top.title.full_text().startswith("Hana")
    assert top.grid.visible_tiles() and not any(t.isEnabled() for t in top.grid.visible_tiles())
    assert not panel(screen).main_button.isEnabled()


def drive_with_bots_paused(match: Match, goal: Goal) -> bool:
    """Like ``drive``, but the bots decide one at a time, so a bot's decision can be the goal."""
    policy = steer(stops=("village",))
    for _ in range(600):
        if match.is_over():
            return False
        if match.state.needs_resolution():
            match.resolve()
            continue
        bots = match.bots_to_act()
        if bots:
            if goal(match):
                return True
            match.apply(bots[0], match.bot_action(bots[0]))
            continue
        match.apply(0, policy(match, match.state.legal_actions(0)))
    return False


def test_the_souvenirs_turn_over_when_the_market_opens(qtbot, screen):
    match = find(lambda m: m.resolution_held() and m.state.step() == rules.REVEAL_SOUVENIRS,
                 steer(stops=("village",)))
    controller = attach(qtbot, screen, match)
    controller.animation_factor = 1.0
    click(qtbot, panel(screen).main_button)
    tiles = hero(screen).grid.visible_tiles()
    assert [t.spec.key for t in tiles] == controller.state().revealed
    assert any(t.turn < 1.0 for t in tiles)  # face down, about to turn over
    qtbot.waitUntil(lambda: all(t.turn == 1.0 for t in tiles), timeout=4000)


def test_the_fortune_die_tumbles_onto_the_face_it_rolled(qtbot, screen):
    at_farm = lambda m: (m.state.rules.kinds[m.state.stop[0]] == "farm"  # noqa: E731
                         and rules.TAKE_CROSSROADS in m.state.legal_actions(0))
    match = find(deciding(rules.CHOOSE_EFFECT, at_farm), steer(stops=("farm",)), crossroads=True)
    controller = attach(qtbot, screen, match)
    click(qtbot, tile(screen, "crossroads"))
    main = panel(screen).main_button
    assert controller.resolution_held() and main.text() == "Roll the die"
    # the die is rolled, not turned over like the cards (tokaido-ux 13)
    assert hero(screen).caption.full_text() == "Press “Roll the die” to roll it."
    controller.animation_factor = 1.0
    events_before = len(match.events)
    click(qtbot, main)
    rolled = next(e for e in match.events[events_before:] if e.kind == "die_rolled")
    overlay = hero(screen).overlay
    qtbot.waitUntil(overlay.isVisible, timeout=2000)
    faces = {"lose": 0, "times_1": 1, "times_2": 2, "times_3": 3, "times_4": 4}
    assert faces[overlay.reveal.die_face] == rolled["times"]
    qtbot.waitUntil(lambda: not overlay.isVisible(), timeout=5000)


def test_the_end_of_the_road_celebrates_the_winner(qtbot, screen):
    match = new_match(4)
    drive(match, lambda m: m.is_over(), steer(buy=True, eat=True))
    assert match.is_over()
    attach(qtbot, screen, match)
    top = hero(screen)
    assert top.celebration.isVisible() and not top.grid.isVisible()
    winner = NAMES[match.state.scores().winners[0]]
    assert winner in top.celebration.text
    side = panel(screen)
    assert not side.main_button.isVisibleTo(screen) and not side.undo_button.isVisibleTo(screen)


def test_a_whole_crossroads_game_is_played_by_clicking_the_hero(qtbot, screen):
    """Every decision but the move (the road's) through the hero's tiles and the main button:
    every tile that can be clicked stands for a legal action."""
    match = new_match(7, crossroads=True, good_luck=True)
    controller = attach(qtbot, screen, match)
    for turn in range(600):
        qtbot.waitUntil(lambda: not controller.busy, timeout=5000)
        if match.is_over():
            break
        spec, top = panel(screen).spec, hero(screen)
        top.grab()  # every decision's tiles painted once
        if controller.others_draw() is not None:  # a computer player's draw goes on by itself
            assert not panel(screen).main_button.isEnabled()
            qtbot.waitUntil(lambda: controller.others_draw() is None, timeout=5000)
            continue
        if controller.resolution_held():
            click(qtbot, panel(screen).main_button)
            continue
        legal = controller.state().legal_actions(0)
        lit = [t for t in top.grid.visible_tiles() if t.isEnabled()]
        assert all(t.current_action() in legal for t in lit)
        if spec.kind == rules.MOVE:
            moves = sorted((a for a in legal if a.kind == "move" and len(a.args) == 1),
                           key=lambda a: a["stop"])
            assert controller.submit(0, moves[turn % len(moves)] if moves else legal[0])
        elif lit:
            click(qtbot, lit[turn % len(lit)])
        else:
            assert panel(screen).main_button.isEnabled(), spec.kind
            click(qtbot, panel(screen).main_button)
    assert match.is_over()


def test_a_double_click_on_open_the_market_does_not_leave_it(qtbot, screen, monkeypatch):
    monkeypatch.setattr(kit_panel, "DECISION_GUARD_MS", 400)
    match = find(lambda m: m.resolution_held() and m.state.step() == rules.REVEAL_SOUVENIRS
                 and m.state.journeys[0].coins >= 3, steer(stops=("village",)))
    controller = attach(qtbot, screen, match)
    main = panel(screen).main_button
    qtbot.wait(450)  # the held resolution has been on screen for a while
    click(qtbot, main)
    assert controller.state().step() == rules.BUY_SOUVENIR
    assert main.text() == "Done buying"
    click(qtbot, main)  # the second click of a double-click: meant for "Open the market"
    assert controller.state().step() == rules.BUY_SOUVENIR and 0 in controller.state().to_act()


def test_a_held_step_shows_as_many_backs_as_the_engine_turns_over():
    from types import SimpleNamespace

    from tabibito.games.tokaido import rules as tokaido_rules
    from tabibito.ui.tokaido.decisions_now import held_backs

    def view(ability=None, hand_drawn=False, hand=(), hidden_hand=0):
        journey = SimpleNamespace(ability=ability)
        return SimpleNamespace(actor=0, journeys=[journey], hand_drawn=hand_drawn,
                               hand=list(hand), hidden_hand=hidden_hand,
                               rules=SimpleNamespace(meal_hand=5))

    assert held_backs(view(), tokaido_rules.DRAW_MEALS) == ("meal", 5)
    assert held_backs(view(hand_drawn=True), tokaido_rules.DRAW_MEALS) == ("meal", 0)
    # A later arrival turns over what the first ones left: seen, or hidden from its view.
    assert held_backs(view(hand_drawn=True, hand=("soba", "fugu")),
                      tokaido_rules.DRAW_MEALS) == ("meal", 2)
    assert held_backs(view(hand_drawn=True, hidden_hand=3), tokaido_rules.DRAW_MEALS) == ("meal", 3)
    assert held_backs(view("encounter_draw_two"), tokaido_rules.DRAW_ENCOUNTER) == ("encounter", 2)
    assert held_backs(view(), tokaido_rules.DRAW_ENCOUNTER) == ("encounter", 1)
    assert held_backs(view(), tokaido_rules.REVEAL_SOUVENIRS) == ("village", 3)
    assert held_backs(view(), tokaido_rules.NEUTRAL_MEAL) == ("meal", 1)
    assert held_backs(view(), tokaido_rules.ROLL_FORTUNE) == ("die", 1)


# -- a computer player's hidden draw (issue 22 §4): held for the human's Undo, named as theirs,
# going on by itself; the human's own draw keeps its button

PAUSE = 0.3  # seconds: short, and the tests wait for the table rather than sleep


def bots_draw(match: Match) -> bool:
    owner = PLUGIN.draw_owner(match.state)
    return match.resolution_held() and owner is not None and owner != 0


def own_draw(match: Match) -> bool:
    return match.resolution_held() and PLUGIN.draw_owner(match.state) == 0


def neutral_draw(match: Match) -> bool:
    return match.resolution_held() and match.state.step() == rules.NEUTRAL_MEAL


def held_for_a_bot(qtbot, screen, goal: Goal = bots_draw, players: int = 3,
                   pause: float = PAUSE) -> tuple[MatchController, int]:
    match = find(goal, steer(), players=players)
    controller = MatchController(match, PLUGIN)
    screen.attach(controller)
    controller.animation_factor = 1  # the tests' settings have animations off: no pause
    controller.others_draw_seconds = pause
    controller.start()  # no events processed yet: the pause has not begun to run out
    owner = controller.others_draw()
    assert owner is not None and owner != 0
    return controller, owner


def test_another_players_draw_names_them_and_offers_no_button(qtbot, screen):
    controller, owner = held_for_a_bot(qtbot, screen)
    top, name = hero(screen), controller.seat_names[owner]
    assert top.title.full_text().startswith(f"{name}: ")
    assert seat_colour(owner).name() in top.title.styleSheet()
    assert top.dot.colour == seat_colour(owner).name()
    assert not top.purse.isVisible()  # never the watching player's coins and points
    # whose draw in the hero, in one line; how to take the move back in the bar's hint
    assert f"{name} will draw a card" in top.message.text() and "Undo" in panel(screen).hint.text()
    main = panel(screen).main_button
    assert not main.isEnabled() and main.property("role") != "primary"
    assert main.isHidden()  # no button at all: nothing of theirs is the watcher's to press
    assert all(t.spec.face_down for t in top.grid.visible_tiles())


def test_the_neutral_travellers_draw_is_its_own_and_goes_on_by_itself(qtbot, screen):
    controller, owner = held_for_a_bot(qtbot, screen, neutral_draw, players=2)
    match = controller.match
    assert owner == match.state.rules.neutral
    top = hero(screen)
    assert top.title.full_text().startswith(f"{texts.neutral_name()}: ")
    assert NEUTRAL_COLOUR in top.title.styleSheet() and top.dot.colour == NEUTRAL_COLOUR
    assert "The neutral traveller will draw a card" in top.message.text()
    assert "Undo" in panel(screen).hint.text()
    assert not top.purse.isVisible()
    assert panel(screen).main_button.isHidden()
    step = match.step
    qtbot.waitUntil(lambda: match.step > step, timeout=5000)


def test_another_players_draw_goes_on_by_itself(qtbot, screen):
    controller, _ = held_for_a_bot(qtbot, screen)
    step = controller.match.step
    qtbot.waitUntil(lambda: controller.match.step > step, timeout=5000)


def test_undo_in_the_pause_takes_the_move_back_before_anything_is_drawn(qtbot, screen):
    controller, _ = held_for_a_bot(qtbot, screen)
    match = controller.match
    step, events = match.step, len(match.events)
    moves = len(match.log)
    assert controller.can_undo()
    controller.undo()
    assert len(match.log) < moves and len(match.events) < events
    qtbot.wait(round(PAUSE * 1000) + 200)  # past the pause: nothing went on meanwhile
    assert match.step == step
    assert len(match.events) < events
    assert controller.prompt() is not None  # Aiko decides again


def test_the_players_own_draw_keeps_its_button(qtbot, screen):
    match = find(own_draw, steer(stops=("hot_spring", "encounter", "village")))
    controller = attach(qtbot, screen, match)
    assert controller.others_draw() is None and controller.resolution_held()
    main = panel(screen).main_button
    assert main.isEnabled() and main.property("role") == "primary"
    qtbot.wait(100)
    assert controller.resolution_held()  # it waits for the press


@pytest.mark.parametrize("goal", [bots_draw, neutral_draw], ids=["a player's", "the neutral's"])
def test_the_bar_says_whole_how_to_undo_before_another_draw(qtbot, goal):
    """At 1024 × 700 the Hungarian hint said again whose draw it was, then ended in "…" (the
    neutral traveller's draw, 2p-1024x700-hu-neutral_draw.png): the hero names the drawer, the
    bar says only how to take the move back, whole in every language."""
    _window, screen = screen_in_a_window(qtbot)
    controller, _owner = held_for_a_bot(qtbot, screen, goal, pause=30,  # while the test reads
                                        players=2 if goal is neutral_draw else 3)
    try:
        assert_the_hint_whole_in_every_language(qtbot, screen)
    finally:
        screen.detach()
        controller.dispose()


def assert_the_hint_whole_in_every_language(qtbot, screen: GameScreen,
                                            also: Callable[[str], None] | None = None) -> None:
    """The bar's hint, in each of the five languages, is shown as it is (not shortened);
    ``also`` checks more in each language."""
    languages = LanguageManager()
    try:
        for code in ("en", "de", "ja", "hu", "pl"):
            languages.set_language(code)
            settle(qtbot)
            hint = panel(screen).hint
            assert hint.text() and QLabel.text(hint) == hint.text(), code  # not shortened
            if also is not None:
                also(code)
    finally:
        languages.set_language("en")


def screen_in_a_window(qtbot) -> tuple[QWidget, GameScreen]:
    """The game screen of a 1024 × 700 window: a child, so it gets no more room than 670 px
    (the window is returned too: it must live as long as the screen)."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 670)
    screen = GameScreen(window)
    screen.setGeometry(0, 0, 1024, 670)
    window.show()
    return window, screen


@pytest.mark.parametrize("goal", [deciding(rules.BUY_SOUVENIR), bots_draw],
                         ids=["buying", "another's draw"])
def test_four_players_scores_never_lay_the_bar_under_the_hero(qtbot, goal):
    """A 1024 × 700 window leaves its game screen some 670 px: with four players' scores and the
    log pinned below, the hero gives up room rather than cover the bar's hint and buttons."""
    _window, screen = screen_in_a_window(qtbot)
    match = find(goal, steer(stops=("village",)), players=4, crossroads=True)
    controller = attach(qtbot, screen, match)
    qtbot.wait(50)
    top, bar = rect_in(hero(screen), screen), rect_in(screen.action_bar, screen)
    assert top.bottom() < bar.top()
    assert bar.bottom() < rect_in(screen.scoreboard, screen).top()
    assert top.height() >= 110
    screen.detach()
    controller.dispose()



def test_another_players_draw_reads_whole_in_a_low_hero(qtbot):
    """Four players at 1024 × 700 leave the hero some 116 px: the line that names whose draw it
    is stays whole above the cards' backs (the Hungarian three-line one was cut under them)."""
    _window, screen = screen_in_a_window(qtbot)
    match = find(bots_draw, steer(), players=4, crossroads=True)
    controller = MatchController(match, PLUGIN)
    screen.attach(controller)
    controller.animation_factor = 1
    controller.others_draw_seconds = 10  # it waits while the test looks
    controller.start()
    settle(qtbot)
    message = hero(screen).message
    lines = message.heightForWidth(message.width()) // message.fontMetrics().lineSpacing()
    assert lines == 1 and message.height() >= message.heightForWidth(message.width())
    screen.detach()
    controller.dispose()

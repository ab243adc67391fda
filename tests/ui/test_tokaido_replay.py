"""A Tokaido replay shows at each move what the player chose from (issue 22 §4): the souvenirs on
the market, the Crossroads cards on offer, read-only, the one taken framed, nothing to press."""

from __future__ import annotations

import pytest

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.ui.game_screen import GameScreen
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.replay import ReplayController
from tabibito.ui.tokaido import PLUGIN
from tests.ui.play import settle
from tests.wanderers import wandering

SEATS = [Seat(name, "easy") for name in ("Aiko", "Kenji", "Yuki", "Sora")]
_FINISHED: dict[int, Match] = {}
AMULETS_BOUGHT, ENCOUNTERS_KEPT = 2, 8  # seeds where Aiko buys an amulet, keeps an encounter


def finished(seed: int) -> Match:
    """A four-player Crossroads game the computer played to its end (made once a seed)."""
    if seed not in _FINISHED:
        match = wandering(Match(REGISTRY.get("tokaido"), {"crossroads": True}, SEATS, seed))
        match.play_bots()
        assert match.is_over()
        _FINISHED[seed] = match
    return _FINISHED[seed]


@pytest.fixture
def replay(qtbot, request):
    seed = getattr(request, "param", AMULETS_BOUGHT)
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 820)
    screen.show()
    qtbot.waitExposed(screen)
    controller = ReplayController(finished(seed), PLUGIN, 0, animation_factor=0)
    screen.attach(controller)
    controller.start()
    yield screen, controller
    screen.detach()
    controller.dispose()


def first_move(controller: ReplayController, kinds: tuple[str, ...], seat: int | None = None):
    """The position before the first move of one of ``kinds`` (by ``seat``, if given)."""
    return next(position for position, move in enumerate(controller.moves)
                if move.action.kind in kinds and seat in (None, move.seat))


@pytest.mark.parametrize("kinds, card", [(("buy",), "card"),
                                         (("legendary", "calligraphy"), "id")])
def test_the_replay_shows_the_cards_on_offer_and_the_one_taken(qtbot, replay, kinds, card):
    screen, controller = replay
    position = first_move(controller, kinds)
    controller.step_to(position)
    settle(qtbot)
    move = controller.moves[position]
    spec = screen.panel.spec
    assert spec.seat == move.seat and not spec.interactive and spec.main is None
    keys = [tile.key for tile in spec.tiles]
    decided = controller.next_decision()
    assert decided is not None and decided[0] == move
    offered = decided[1].prompt(move.seat).params
    on_offer = offered.get("souvenirs") or offered.get("objects") or offered.get("calligraphies")
    assert keys == list(on_offer) or sorted(keys) == sorted(on_offer)
    chosen = [tile.key for tile in spec.tiles if tile.chosen]
    assert chosen == [move.action[card]]
    assert SEATS[move.seat].name in spec.title and spec.caption
    tiles = screen.hero.grid.visible_tiles()
    assert tiles and not any(tile.isEnabled() for tile in tiles)  # read-only
    assert not screen.hero.sheet.out  # the board stays uncovered
    assert screen.panel.hint.text() == ""  # nothing asks the watcher to act


def test_the_viewers_own_amulets_on_offer_show_in_the_replay(qtbot, replay):
    screen, controller = replay
    position = first_move(controller, ("amulet_buy",), seat=0)
    controller.step_to(position)
    settle(qtbot)
    spec = screen.panel.spec
    assert [tile.key for tile in spec.tiles if tile.chosen] == [controller.moves[position]
                                                                 .action["id"]]


@pytest.mark.parametrize("replay", [ENCOUNTERS_KEPT], indirect=True)
def test_the_two_encounters_yoshiyasu_chose_from_show_in_the_replay(qtbot, replay):
    screen, controller = replay
    position = first_move(controller, ("keep",), seat=0)
    controller.step_to(position)
    settle(qtbot)
    spec = screen.panel.spec
    assert len(spec.tiles) == 2
    assert [tile.key for tile in spec.tiles if tile.chosen] == [controller.moves[position]
                                                                 .action["card"]]


def test_the_end_of_the_replay_shows_the_end_of_the_road(qtbot, replay):
    screen, controller = replay
    controller.step_to(len(controller.moves))
    settle(qtbot)
    assert screen.panel.spec.kind == "game_over"


def test_the_replay_shows_no_buttons_to_press(qtbot, replay):
    """A replay only shows what was played: no greyed "Go on" or "Undo" that look live."""
    screen, controller = replay
    for position in (0, first_move(controller, ("buy",))):
        controller.step_to(position)
        settle(qtbot)
        assert screen.panel.main_button.isHidden() and screen.panel.undo_button.isHidden()


def test_the_replay_tells_what_a_player_did_never_what_to_do(qtbot, replay):
    """Move 0 said "Kenji: Choose your traveller", a live prompt; now "Kenji keeps a
    traveller"."""
    screen, controller = replay
    position = first_move(controller, ("traveller",))
    controller.step_to(position)
    settle(qtbot)
    name = SEATS[controller.moves[position].seat].name
    assert screen.panel.spec.title == f"{name} keeps a traveller"


def test_what_a_player_chose_from_reads_whole_at_1024(qtbot, replay):
    """"What Anna chose from: the framed one was tak…" in a 1024-px window
    (2p-1024x700-en-replay1.png), in German "…genommen wurde das…": the caption says it in a
    few words, whole in each language."""
    screen, controller = replay
    screen.resize(1024, 670)
    controller.step_to(first_move(controller, ("traveller",), seat=0))
    languages = LanguageManager()
    try:
        for code in ("en", "de", "ja", "hu", "pl"):
            languages.set_language(code)
            settle(qtbot)
            caption = screen.hero.caption
            assert caption.isVisible() and "Aiko" in caption.full_text(), code
            assert caption.text() == caption.full_text(), code
    finally:
        languages.set_language("en")


def test_the_board_the_cards_and_the_hero_read_one_position(qtbot, replay):
    """After the last traveller was chosen the game revealed them at once; the replay showed
    the travellers' cards still "Choosing a traveller…" with no coins while the hero already
    showed the first road move with the coins (4p-1024x700-de-replay4.png)."""
    screen, controller = replay
    chosen = max(position for position, move in enumerate(controller.moves)
                 if move.action.kind == "traveller") + 1
    controller.step_to(chosen)
    settle(qtbot)
    seat = controller.moves[chosen].seat  # the hero shows this traveller's next decision
    journey = controller.match.state.journeys[seat]
    assert journey.traveller is not None  # revealed, as the game went on
    card = next(card for card in screen.panel.cards if card.seat == seat)
    assert card.traveller_label.text() != "Choosing a traveller…"
    assert card.coins.text() == str(journey.coins) == str(screen.panel.spec.coins)

"""Whole games of Let's Go! To Japan in the main window, by the clicks a player makes: a solo game
against the travel agency and a two-player pass-and-play game, from the first card of the draft
to the score pad of the finished trip.

Cards, walks, slots, discards and the agency's cards are clicked on the board (the chooser by a
card included); decks, research, day bonus rewards and every trip decision are the panel's
buttons; a held resolution is confirmed with the bar's main button and a hand-off with the
overlay's button. Nothing is submitted to the table directly.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea

from tabibito.engine import Rng, Seat
from tabibito.games.letsgo import rules
from tabibito.games.letsgo import trip as trip_rules
from tabibito.games.letsgo.draft import DONE, DRAWING
from tabibito.games.letsgo.trip import CATEGORIES
from tabibito.ui.kit.log_pane import READABLE_LINES, ROWS_ROLE
from tabibito.ui.letsgo import walk_faces
from tabibito.ui.letsgo.board import PLACE, WALK_KYOTO, WALK_TOKYO
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.letsgo.texts import panel_word
from tabibito.ui.main_window import MainWindow
from tests.ui.letsgo.clicks import chooser_keys, click_choice, click_hand, click_slot, slot_items
from tests.ui.play import press

from .lgp_match import drive, new_match, seeded

WALK_KEYS = {rules.TOKYO: WALK_TOKYO, rules.KYOTO: WALK_KYOTO}
MOVES = 800


@pytest.fixture
def window(qtbot, settings) -> MainWindow:
    window = MainWindow(plugins={"letsgo": LetsGoUI()}, settings=settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


@pytest.fixture
def settings(tmp_path):
    from PySide6.QtCore import QSettings

    from tabibito.ui.kit.settings import Settings

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.animation_speed = "off"
    return settings


def screen_parts(window):
    screen = window.game_screen
    return screen.scene, screen.panel


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def act(qtbot, window, turn: int) -> None:
    """One thing a player does now, by a click on the board or the panel."""
    controller = window.controller
    board, panel = screen_parts(window)
    if controller.pending_handoff is not None:
        qtbot.waitUntil(window.handoff.guard.passed)  # the screen takes no click at once
        click(qtbot, window.handoff.ready)
        return
    if controller.resolution_held():
        click(qtbot, panel.main_button)
        return
    seat = controller.shown_seat
    prompt = controller.prompt()
    assert prompt is not None, "a human has nothing to do and nothing to confirm"
    step = prompt.kind
    sheet = controller.view().sheets[seat]
    buttons = panel.choice_buttons()
    if step in (rules.PLAY, rules.DISCARD, rules.GIVE) and not (
            step == rules.PLAY and buttons and turn % 5 == 0):
        card = sheet.hand[turn % len(sheet.hand)]
        click_hand(board, card)
        keys = chooser_keys(board)
        if keys:  # place it, or (now and then) walk from a deck
            walks = [key for key in keys if key != PLACE]
            key = walks[turn % len(walks)] if walks and turn % 4 == 1 else keys[0]
            click_choice(board, key)
        return
    if step == rules.SLOT:
        slots = slot_items(board)
        assert slots, "no slot lights up for the chosen card"
        slot = slots[turn % len(slots)]
        click_slot(board, slot.day, slot.position)
        return
    if step == rules.BONUS and (not buttons or turn % 3 == 0):
        legal = controller.state().legal_actions(seat)
        walk = [a for a in legal if a.get("position") is not None]
        if walk:
            click_slot(board, sheet.bonus_day, walk[0]["position"])
            click_choice(board, WALK_KEYS[walk[0]["deck"]])
            return
    assert buttons, f"no button for {step}"
    choices = list(buttons.values())
    click(qtbot, choices[turn % len(choices)])


def moment(controller) -> tuple:
    return (len(controller.match.log) if hasattr(controller.match, "log") else None,
            controller.state().snapshot(), controller.resolution_held(),
            controller.pending_handoff, controller.shown_seat)


def play_to_the_score_pad(qtbot, window):
    controller = window.controller
    for turn in range(MOVES):
        qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
        if controller.match.is_over():
            return controller
        before = moment(controller)
        act(qtbot, window, turn)
        assert moment(controller) != before, "a click changed nothing"
    raise AssertionError(f"no end in {MOVES} clicks")


def assert_score_pad_complete(window, rivals: bool):
    controller = window.controller
    board, panel = screen_parts(window)
    area = board.trip_area
    assert area is not None and area.isVisible()
    seat = controller.shown_seat
    if seat is None:  # over, nobody's turn: the pad shows the last traveller who decided
        seat = controller.match.log[-1].seat
    assert area.picture is not None and area.picture.seat == seat
    final = controller.state().trips[seat]
    cells = area.pad_cells()
    assert {key: cells[(0, key)] for key in final.breakdown()} == final.breakdown()
    assert set(final.breakdown()) <= set(CATEGORIES)
    if rivals:
        agency = controller.state().agency_trip
        assert {key: cells[(1, key)] for key in agency.breakdown()} == agency.breakdown()
    assert area.stamp == 1.0  # the final total sealed
    assert controller.match.state.scores().totals[seat] == final.total()
    assert panel.choice_buttons() == {}


def test_a_solo_game_from_the_draft_to_the_score_pad(qtbot, window):
    assert window.start_match("letsgo", {"agency": "normal"}, [Seat("Aiko")], seed=11)
    play_to_the_score_pad(qtbot, window)
    assert window.controller.match.is_over()
    assert_score_pad_complete(window, rivals=True)


def test_a_pass_and_play_game_from_the_draft_to_the_score_pad(qtbot, window):
    seats = [Seat("Aiko"), Seat("Bence")]
    assert window.start_match("letsgo", {"passport": True}, seats, seed=5)
    play_to_the_score_pad(qtbot, window)
    assert window.controller.match.is_over()
    assert_score_pad_complete(window, rivals=False)


def test_the_hand_off_screen_shows_the_two_travellers_in_their_colours(qtbot, window):
    """Pass-and-play: the figures of the hand-off screen are the player handing the device on
    and the one taking it, each in their traveller's colour (they were grey: no seat colours)."""
    seats = [Seat("Aiko"), Seat("Bence")]
    assert window.start_match("letsgo", {}, seats, seed=5)
    controller = window.controller
    handoffs = []
    for turn in range(MOVES):
        qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
        if controller.pending_handoff is not None:
            handoffs.append((controller.pending_handoff, window.handoff._art.colours))
            if len(handoffs) == 2:
                break
        act(qtbot, window, turn)
    panel = window.game_screen.panel
    (first, (nobody, taker)), (second, (giver, next_taker)) = handoffs
    assert None not in (taker, giver, next_taker) and first != second and giver != next_taker
    assert nobody is None and taker == panel.turn_colour(first)  # nobody handed it on yet
    assert (giver, next_taker) == (panel.turn_colour(first), panel.turn_colour(second))


def test_a_card_is_placed_in_the_window_by_keys_alone(qtbot, window):
    """In the game window the board takes the arrows and, while its cursor is on a target,
    Enter: a hand card, "Place", a day; the card is in the itinerary, no mouse used."""
    assert window.start_match("letsgo", {"agency": "normal"}, [Seat("Aiko")], seed=11)
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    card = controller.state().sheets[0].hand[0]
    assert press(window, Qt.Key.Key_Right)
    for _ in range(3):  # the card, "Place" on the chooser, the first lit day
        assert press(window, Qt.Key.Key_Return)
    assert controller.state().sheets[0].days[0] == [card]


def test_a_trip_decision_with_most_choices_fits_the_side_column_at_1024x700(qtbot, window):
    def most_choices(match) -> bool:
        prompt = match.state.prompt(0)
        return (prompt is not None and prompt.kind == "trip_wild"
                and not match.state.needs_resolution())

    seed = next(seed for seed in range(1, 60)
                if drive(new_match(seed, passport=True), most_choices, seeded(seed)))
    assert window.start_match("letsgo", {"passport": True}, [Seat("Aiko")], seed=seed)
    controller = window.controller
    assert drive(controller.match, most_choices, seeded(seed))
    controller.refresh()
    _, panel = screen_parts(window)
    buttons = list(panel.choice_buttons().values())
    assert len(buttons) >= 6  # five experiences and "keep the rest"
    qtbot.waitUntil(lambda: all(b.height() >= b.heightForWidth(b.width()) for b in buttons))
    scroll = panel.parentWidget()
    while not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    seen = scroll.viewport().rect()
    for button in buttons:
        place = button.rect().translated(button.mapTo(scroll.viewport(), QPoint(0, 0)))
        assert seen.contains(place), "a choice lies out of sight"
    assert scroll.horizontalScrollBar().maximum() == 0  # no sideways scrolling


def at_a_walk(qtbot, window, players: int):
    """Aiko's game with ``players`` travellers, at a walk of hers turned over on the trip; its
    panel, once the planner's advice shows and the side column's layouts settled."""
    seats = [Seat("Aiko")] + [Seat(name, "easy") for name in ("Kenji", "Hana", "Sora")][
        :players - 1]
    assert window.start_match("letsgo", {}, seats, seed=424242)
    controller = window.controller

    def walk(match) -> bool:
        prompt = match.state.prompt(0)
        return (prompt is not None and prompt.kind == f"trip_{trip_rules.WALK}"
                and not match.state.needs_resolution())

    assert drive(controller.match, walk, seeded(7))
    controller.refresh()
    _board, panel = screen_parts(window)
    qtbot.waitUntil(lambda: panel.walk_faces.isVisible() and panel.advice_shown(), timeout=30000)
    qtbot.wait(50)  # the side column's layouts settle
    return panel


@pytest.mark.parametrize("players", [2, 4])
def test_a_walk_turned_over_keeps_its_buttons_in_sight_at_1024x700(qtbot, window, players):
    """The front and back buttons stand above the two faces, never below the fold (they were,
    under the faces, at 1024×700); the faces under them are whole too, each under its caption,
    and big enough to read (the view's foot cut them in half)."""
    panel = at_a_walk(qtbot, window, players)
    scroll = window.game_screen.side_scroll
    room = scroll.viewport().rect()
    buttons = list(panel.choice_buttons().values())
    assert len(buttons) == 2
    for button in buttons:
        place = button.mapTo(scroll.viewport(), button.rect().topLeft())
        assert room.contains(QRect(place, button.size())), (place, button.size(), room)
    assert panel.walk_faces.toolTip()  # the front's whole effect
    faces = panel.walk_faces
    assert not panel.question.isVisible()  # the window's heading asks it: room for the faces
    corner = faces.mapTo(scroll.viewport(), QPoint(0, 0))
    for face in faces.faces():
        shown = face.toRect().translated(corner).adjusted(0, 0, 0, round(faces.caption))
        assert room.contains(shown), (shown, room)
        assert face.height() >= walk_faces.LEAST_CARD_H - 1


def test_a_walk_turned_over_keeps_its_question_in_a_tall_column(qtbot, window):
    """The question gives its room to the faces only where the column is short: at 1920×1080
    it stands over the buttons and the faces at their full size."""
    window.resize(1920, 1080)
    panel = at_a_walk(qtbot, window, 2)
    assert panel.question.isVisible() and panel.question.text()
    faces = panel.walk_faces
    assert faces.caption and faces.height() == faces.full_height(faces.width())


def offers_research(match) -> bool:
    """Aiko places a card, or spends a research token: the panel's card offers the decks."""
    state = match.state
    prompt = state.prompt(0)
    return (prompt is not None and prompt.kind == rules.PLAY and not state.needs_resolution()
            and any(action.kind == rules.RESEARCH for action in state.legal_actions(0)))


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("research", [True, False], ids=["research-offered", "placing"])
def test_four_players_read_the_log_with_the_choices_in_sight(qtbot, window, size, research):
    """With four players at 1024×700 the log under the panel showed one or two lines (its
    0.4 of the column, a wrapped line over more rows than were left undrawn): the panel now
    says what its decision card needs (ViewRoom) and the log takes the rest, up to lines
    enough to read at least four, the decks' buttons still whole in the panel's view."""
    window.resize(*size)
    seats = [Seat("Aiko")] + [Seat(name, "easy") for name in ("Kenji", "Hana", "Sora")]
    assert window.start_match("letsgo", {}, seats, seed=5)
    controller = window.controller
    goal = offers_research if research else (
        lambda match: match.state.phase == rules.DRAFT and match.state.round >= 6
        and not offers_research(match) and match.state.prompt(0) is not None
        and match.state.prompt(0).kind == rules.PLAY and not match.state.needs_resolution())
    assert drive(controller.match, goal, seeded(5))
    controller.refresh()
    screen = window.game_screen
    _, panel = screen_parts(window)
    buttons = list(panel.choice_buttons().values())
    assert len(buttons) == (2 if research else 0)
    qtbot.waitUntil(lambda: all(b.height() >= b.heightForWidth(b.width()) for b in buttons))
    qtbot.wait(50)  # the side column's layouts settle
    log = screen.log
    spacing = log.fontMetrics().lineSpacing()
    assert log.viewport().height() >= READABLE_LINES * spacing
    assert drawn_lines(log) >= 4
    window_rect = window.rect()
    for part in (screen.log_pane, screen.board, screen.side_scroll):
        assert window_rect.contains(QRect(part.mapTo(window, QPoint(0, 0)), part.size())), part
    room = screen.side_scroll.viewport().rect()
    for part in [*buttons, panel.note] if research else []:
        place = part.mapTo(screen.side_scroll.viewport(), QPoint(0, 0))
        assert room.contains(QRect(place, part.size())), (part, room)


def drawn_lines(log) -> int:
    """The rows of words the log draws: its lines wholly in view, but the one over them left
    undrawn (its words wrapped over more rows than are left there)."""
    room, spacing, drawn = log.viewport().rect(), log.fontMetrics().lineSpacing(), 0
    for row in range(log.count()):
        rect = log.visualRect(log.model().index(row, 0))
        if room.contains(rect) and (log.item(row).data(ROWS_ROLE) is None
                                    or row == log.count() - 1):
            drawn += (rect.height() - 2 * log.pad) // spacing  # its rows' own padding
    return drawn


OTHERS_DRAW_SEATS = [Seat("Aiko"), Seat("Ben", "easy"), Seat("Chie", "easy"), Seat("Dai", "easy")]


def test_no_button_is_pressed_for_another_players_draw(qtbot, window):
    """Issue 22 §4: a computer player's hidden draw is never presented as the human's. Every
    draw waits for nobody but the player who drew: the computer players' research draws are
    taken at once, and the only button the human presses, Confirm, follows the human's own move
    of that step (it can still be undone), saying so. A seeded four-player game where the
    computer players research while the human places its cards."""
    bots_drew_with_the_human_done = 0
    assert window.start_match("letsgo", {}, OTHERS_DRAW_SEATS, seed=3)
    controller, panel = window.controller, window.game_screen.panel
    rng = Rng(3)
    while controller.state().phase == rules.DRAFT:
        qtbot.waitUntil(lambda: not controller.busy)
        state = controller.match.state
        if controller.resolution_held():
            own = state.sheets[0].step
            # The Confirm is the human's: its own draw, or the round it has played.
            assert own in (DRAWING, DONE)
            assert controller.can_undo() and controller.others_draw() is None
            assert panel.main_button.isEnabled()
            assert panel.hint.text() == panel_word("held")
            others = [sheet.step for sheet in state.sheets[1:]]
            bots_drew_with_the_human_done += own == DONE and DRAWING in others
            controller.resolve()
            continue
        assert 0 in state.to_act(), "the table waits for nobody: a draw was held for a bot"
        legal = state.legal_actions(0)
        controller.submit(0, legal[rng.below(len(legal))])
    assert bots_drew_with_the_human_done  # the game reached a computer player's draw

"""The Let's Go board: the right hand shown, a card placed by clicks (and by a drag), a walk,
a research's discards, the bonus walk, another seat's itinerary as it stood at the round's
start, illegal clicks explained without a change, every hover explained and linked to the rules,
the trip's ticks and crosses, and the scene looked at in both window sizes."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from tabibito.engine import Match, Rng, Seat
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules
from tabibito.games.letsgo import trip as trip_rules
from tabibito.ui.board_view import BoardView
from tabibito.ui.controller import MatchController
from tabibito.ui.letsgo import texts
from tabibito.ui.letsgo.board import (
    PLACE,
    WALK_KYOTO,
    WALK_TOKYO,
    LetsGoBoard,
    start_of_round,
)
from tabibito.ui.letsgo.board_items import card_chooser
from tabibito.ui.letsgo.cards import BOARD_SECTIONS, MET, MISSED, card_of
from tabibito.ui.letsgo.plugin import LetsGoUI
from tabibito.ui.letsgo.targets import ChooserOption, DaySlot, HandCard
from tabibito.ui.plugin_api import RULES_SECTION_ROLE
from tests.ui.letsgo.clicks import (
    chooser_keys,
    click_choice,
    click_hand,
    click_slot,
    hand_items,
    slot_items,
)

NAMES = ("Aiko", "Bence", "Csilla", "Dawid", "Emi")
# The rules contract's section ids for "letsgo" the board may link to.
CONTRACT_SECTIONS = {
    "overview", "setup", "cards", "rounds", "placing", "highlight", "day-bonus", "walks",
    "research", "closed-days", "trip", "trip-cities", "trip-trains", "trip-walks",
    "trip-wilds", "trip-highlights", "trip-mood", "trip-experience", "planner", "agency",
    "passport", "end", "scoring", "score-days", "score-mood", "score-experience",
    "score-trains", "score-research", "score-passport"}


def drive(match: Match, goal, seed: int, prefer=None, limit: int = 4000) -> bool:
    """Bots and a random person (seat 0) play until ``goal(match)``; ``prefer`` picks seat 0's
    action when it returns one."""
    rng = Rng(seed)
    bot = match.game.make_bot("easy")
    for _ in range(limit):
        if goal(match):
            return True
        if match.is_over():
            return False
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        if seat == 0:
            legal = match.state.legal_actions(0)
            action = prefer(match.state, legal) if prefer is not None else None
            match.apply(0, action or legal[rng.below(len(legal))])
        else:
            request = match.bot_request(seat)
            if match.seats[seat].is_human:
                request.bot = bot
            match.apply(seat, request.run())
    return False


def step_is(step: str):
    def goal(match: Match) -> bool:
        return (not match.state.needs_resolution() and 0 in match.state.to_act()
                and match.state.sheets[0].step == step)
    return goal


@pytest.fixture
def table(qtbot):
    """make(players, goal=None, seeds=..., prefer=None) -> (controller, board): seat 0 human,
    the others easy computer players, the board in a view of 1280 × 800, no motion."""
    made = []

    def make(players: int = 1, goal=None, seeds=range(1, 30), prefer=None):
        for seed in seeds:
            seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:players]]
            match = Match(REGISTRY.get("letsgo"), {}, seats, seed, hold_resolution=True)
            if goal is None or drive(match, goal, seed, prefer):
                break
        else:
            raise AssertionError("no seed reached the moment")
        controller = MatchController(match, LetsGoUI(), animation_factor=0.0)
        board = LetsGoBoard(controller)
        view = BoardView()
        view.setScene(board)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        controller.start()
        qtbot.waitUntil(lambda: not controller.busy)
        made.append((controller, board, view))
        return controller, board

    yield make
    for controller, board, view in made:  # as the game screen closes a match
        controller.dispose()
        view.setScene(None)
        board.deleteLater()
    qtbot.wait(1)
    gc.collect()  # cycles of items go now, while Qt still holds everything they point to


def sheet(controller):
    return controller.state().sheets[0]


def test_a_fresh_solo_game_shows_the_two_cards_dealt_lit(table):
    controller, board = table(1)
    hand = sheet(controller).hand
    assert [item.entry for item in hand_items(board)] == hand
    assert len(hand) == 2 and {card[0] for card in hand} == {"T", "K"}
    assert all(item.lit for item in hand_items(board))
    assert all("drag it onto a day" in item.toolTip() for item in hand_items(board))
    assert board.agency is not None and slot_items(board) == []


def test_three_players_each_see_only_their_own_hand(table):
    controller, board = table(3)
    assert [item.entry for item in hand_items(board)] == sheet(controller).hand
    assert all(not item.entry.endswith("?") for item in hand_items(board))
    assert board.agency is None


def test_a_hand_card_then_a_lit_slot_places_it(qtbot, table):
    controller, board = table(1)
    card = sheet(controller).hand[0]
    click_hand(board, card)
    assert chooser_keys(board) == [PLACE, WALK_TOKYO, WALK_KYOTO]
    view = board.views()[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(QPointF(board.sceneRect().right() - 20, 40)))
    assert chooser_keys(board) == []  # a click on the bare board puts the chooser away
    click_hand(board, card)
    click_choice(board, PLACE)
    assert sheet(controller).step == rules.SLOT
    assert sorted((s.day, s.position) for s in slot_items(board)) == [(d, 0) for d in range(6)]
    assert board.card_item(card).chosen
    click_slot(board, 2, 0)
    assert sheet(controller).days[2] == [card]
    assert board.itinerary.entries[2] == [card] and slot_items(board) == []


def test_a_card_clicked_lights_its_places_and_a_click_there_places_it(qtbot, table):
    """Review point 7: card, then place, two clicks (BGA's); "Place" and the walks stay in the
    chooser by the card, and the places go out with it."""
    controller, board = table(1)
    card = sheet(controller).hand[0]
    click_hand(board, card)
    assert chooser_keys(board) == [PLACE, WALK_TOKYO, WALK_KYOTO]
    assert sheet(controller).step == rules.PLAY  # nothing taken yet
    assert sorted((s.day, s.position) for s in slot_items(board)) == [(d, 0) for d in range(6)]
    board.back_out()  # Escape: the chooser and its places go
    assert chooser_keys(board) == [] and slot_items(board) == []
    click_hand(board, card)
    click_slot(board, 3, 0)
    assert sheet(controller).days[3] == [card]
    assert chooser_keys(board) == [] and board.itinerary.entries[3] == [card]


def test_a_replay_lights_no_place_and_no_card(table):
    """Issue 22 §4: a replay shows the hand on offer and the itinerary, nothing live (its
    places were lit, green, as for a player to choose)."""
    controller, board = table(1)
    click_hand(board, sheet(controller).hand[0])
    click_choice(board, PLACE)
    assert slot_items(board)  # the chosen card waits for its place
    controller.replaying = True
    board.refresh()
    assert slot_items(board) == [] and not any(item.lit for item in hand_items(board))
    assert len(hand_items(board)) == len(sheet(controller).hand)  # what was on offer


def test_a_card_is_placed_by_the_keyboard_alone(qtbot, table):
    """The arrows go to a lit hand card, Enter opens its chooser with the cursor on "Place",
    Escape takes the chooser back to the card; Enter twice takes the card, an arrow goes from the
    first lit day to the next, Enter places the card there. The mouse is never used."""
    controller, board = table(1)
    card = sheet(controller).hand[0]
    view = board.views()[0]
    view.setFocus()

    def press(key: Qt.Key) -> None:
        qtbot.keyClick(view.viewport(), key)

    press(Qt.Key.Key_Right)
    assert board.key_focus == HandCard(card) and board.card_item(card).focused
    press(Qt.Key.Key_Return)
    assert chooser_keys(board) == [PLACE, WALK_TOKYO, WALK_KYOTO]
    assert board.key_focus == ChooserOption(PLACE)
    press(Qt.Key.Key_Escape)
    assert chooser_keys(board) == [] and board.key_focus == HandCard(card)
    press(Qt.Key.Key_Return)
    press(Qt.Key.Key_Return)
    assert sheet(controller).step == rules.SLOT
    assert board.key_focus == DaySlot(0, 0)
    press(Qt.Key.Key_Right)
    assert board.key_focus == DaySlot(1, 0)
    press(Qt.Key.Key_Return)
    assert sheet(controller).days[1] == [card]
    assert board.key_focus is None and slot_items(board) == []


def test_a_closed_chooser_leaves_no_ghost_of_its_buttons(qtbot):
    """Closing the chooser repaints all of it: the scene reports its whole former rectangle
    changed (had it shrunk unannounced, a real window would go on showing the buttons)."""
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene(0, 0, 2000, 1500)
    chooser = card_chooser()
    scene.addItem(chooser)
    changed: list[QRectF] = []
    scene.changed.connect(changed.extend)
    options = [(PLACE, "Place"), (WALK_TOKYO, "Walk"), (WALK_KYOTO, "Walk")]
    chooser.offer(options, "T1", QPointF(500, 800), scene.sceneRect())
    qtbot.waitUntil(lambda: bool(changed))
    shown = chooser.sceneBoundingRect()
    changed.clear()
    chooser.close()
    qtbot.waitUntil(lambda: bool(changed))
    assert any(rect.contains(shown) for rect in changed)
    assert not chooser.isVisible() and chooser.keys() == []


def test_a_card_dragged_onto_a_slot_is_taken_and_placed(table):
    controller, board = table(1)
    card = sheet(controller).hand[1]
    item = board.card_item(card)
    item.on_drag(item, item.scenePos())
    targets = {(s.day, s.position): s for s in slot_items(board)}
    assert set(targets) == {(d, 0) for d in range(6)}
    item.on_drop(item, targets[(4, 0)].sceneBoundingRect().center())
    assert sheet(controller).days[4] == [card]


def test_a_card_dropped_anywhere_on_a_day_goes_to_its_nearest_slot(table):
    controller, board = table(1)
    card = sheet(controller).hand[0]
    before = controller.state().snapshot()
    item = board.card_item(card)
    item.on_drag(item, item.scenePos())
    item.on_drop(item, board.tokens["discard"].sceneBoundingRect().center())  # off the days
    assert controller.state().snapshot() == before and slot_items(board) == []
    item.on_drag(item, item.scenePos())
    column = board.itinerary.columns[5]
    item.on_drop(item, column.sceneBoundingRect().center())
    assert sheet(controller).days[5] == [card]


def test_a_walk_puts_a_face_down_card_and_gives_a_research_token(table):
    controller, board = table(1)
    card = sheet(controller).hand[0]
    click_hand(board, card)
    click_choice(board, WALK_KYOTO)
    assert board.card_item(card).walking
    click_slot(board, 0, 0)
    assert sheet(controller).days[0] == ["~K+"]
    assert sheet(controller).research == 1
    assert board.itinerary.cards[0][0].entry == "~K+"


def research_first(state, legal):
    return next((a for a in legal if a.kind == rules.RESEARCH), None)


def test_a_research_discards_the_clicked_hand_cards(table):
    controller, board = table(1, step_is(rules.DISCARD), prefer=research_first)
    before = list(sheet(controller).hand)
    assert len(before) >= 3 and all(item.lit for item in hand_items(board))
    assert all("Click to discard it." in item.toolTip() for item in hand_items(board))
    click_hand(board, before[0])
    assert before[0] not in sheet(controller).hand
    assert sheet(controller).discards_left == rules.RESEARCH_DISCARDS - 1
    assert [item.entry for item in hand_items(board)] == sheet(controller).hand


def bonus_walk_open(match: Match) -> bool:
    state = match.state
    return (step_is(rules.BONUS)(match)
            and any(a.kind == rules.BONUS and a["reward"] == rules.EXTRA_WALK
                    for a in state.legal_actions(0)))


def test_the_bonus_walk_lights_the_bonus_day_and_asks_for_the_deck(table):
    controller, board = table(1, bonus_walk_open, seeds=range(1, 200))
    day = sheet(controller).bonus_day
    slots = slot_items(board)
    assert {s.day for s in slots} == {day} and len(slots) == rules.DAY_CARDS + 1
    click_slot(board, day, 3)
    assert set(chooser_keys(board)) == {WALK_TOKYO, WALK_KYOTO}
    click_choice(board, WALK_TOKYO)
    assert len(sheet(controller).days[day]) == rules.DAY_CARDS + 1
    assert sheet(controller).days[day][3] == "~T+"


def other_placed_this_round(match: Match) -> bool:
    state = match.state
    return (state.round >= 3 and state.phase == rules.DRAFT and bool(state.sheets[1].fresh)
            and not state.needs_resolution() and 0 in state.to_act()
            and state.sheets[0].step == rules.PLAY)


def test_focus_on_another_seat_shows_its_itinerary_at_the_round_start(table):
    controller, board = table(3, other_placed_this_round)
    full = controller.state().sheets[1]
    board.focus_seat(1)
    shown = board.itinerary.entries
    seen = controller.state().view(0).sheets[1].days
    assert shown == [start_of_round(day) for day in seen]
    this_round = [e for day in full.days for e in day
                  if e in full.fresh or e.endswith(rules.PENDING)]
    assert this_round and sum(map(len, shown)) == sum(map(len, full.days)) - len(this_round)
    assert not any(entry in full.fresh for day in shown for entry in day)
    assert all(item.dim and not item.lit for item in hand_items(board))
    assert len(hand_items(board)) == len(full.hand)
    hand = [item.entry for item in hand_items(board)]
    click_hand(board, hand[0])  # looking only: nothing is chosen
    assert chooser_keys(board) == [] and board.refusal
    board.focus_seat(None)
    assert [item.entry for item in hand_items(board)] == sheet(controller).hand
    board.retranslate()  # a language switch re-labels and keeps what is shown
    assert [item.entry for item in hand_items(board)] == sheet(controller).hand


def test_illegal_clicks_change_nothing_but_say_why(table):
    controller, board = table(1)
    before = controller.state().snapshot()
    click_slot(board, 3, 0)  # no card chosen yet
    assert board.refusal and board.note.isVisible()
    card = sheet(controller).hand[0]
    click_hand(board, card)
    click_choice(board, PLACE)
    taken = controller.state().snapshot()
    assert before != taken


def test_another_hand_card_switches_the_chosen_one(table):
    """Review point 7: a click on another hand card while the chosen one waits for its slot
    takes that one up instead (BGA's "change card"); on the chosen card again, none."""
    controller, board = table(1)
    first, second = sheet(controller).hand[:2]
    click_hand(board, first)
    click_choice(board, PLACE)
    assert sheet(controller).hand[sheet(controller).chosen] == first
    click_hand(board, second)
    assert chooser_keys(board)  # the new card's chooser: Place, or a walk
    click_choice(board, PLACE)
    assert sheet(controller).hand[sheet(controller).chosen] == second and slot_items(board)
    click_hand(board, second)  # the chosen card again: back to choosing a card
    assert sheet(controller).chosen in (None, -1) and not slot_items(board)


def day_closed(match: Match) -> bool:
    state = match.state
    return (step_is(rules.SLOT)(match)
            and any(len(day) >= rules.DAY_CARDS for day in state.sheets[0].days))


def test_a_click_on_a_closed_day_says_it_is_closed(table):
    controller, board = table(1, day_closed)
    day = next(d for d, cards in enumerate(sheet(controller).days)
               if len(cards) >= rules.DAY_CARDS)
    before = controller.state().snapshot()
    click_slot(board, day, 0)
    assert board.refusal and controller.state().snapshot() == before
    assert day not in {s.day for s in slot_items(board)}


def test_every_hover_explains_itself_and_names_a_rules_section(table):
    controller, board = table(1, step_is(rules.SLOT))
    tipped = [item for item in board.items() if item.toolTip()]
    assert len(tipped) > 20
    for item in tipped:
        owner = item
        while owner is not None and not owner.data(RULES_SECTION_ROLE):
            owner = owner.parentItem()
        assert owner is not None, item.toolTip()
        assert owner.data(RULES_SECTION_ROLE) in CONTRACT_SECTIONS
    assert set(BOARD_SECTIONS) <= CONTRACT_SECTIONS
    for column in board.itinerary.cards:  # a day's last card face up is its highlight
        for n, item in enumerate(column):
            expected = ("walks" if item.entry.startswith("~")
                        else "highlight" if n == len(column) - 1 else "cards")
            assert item.data(RULES_SECTION_ROLE) == expected


def test_the_trip_ticks_and_crosses_each_highlight(table):
    controller, board = table(1, lambda match: match.is_over(), seeds=range(3, 4))
    trip = controller.state().trips[0].snapshot()
    marks = [column[-1].mark for column in board.itinerary.cards]
    assert marks == [MET if met else MISSED for met in trip["highlights"]]
    items = board.itinerary.card_items()
    yellow = [n for n, item in enumerate(items) if item.card is not None and item.card.yellow]
    assert yellow and all(items[n].city == trip["cities"][n] for n in yellow)
    assert hand_items(board) == []
    if board.trip_area is not None:
        assert board.trip_area.isVisible()
    agency = controller.state().agency_trip.snapshot()["highlights"]
    assert sum(item.mark is not None for item in board.agency.cards) == len(agency)
    assert {header.data(RULES_SECTION_ROLE) for header in board.itinerary.headers} == {
        "score-days"}


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_nothing_needed_leaves_the_scene(table, size):
    """The view fits the scene: every card, slot and token lies inside the scene rectangle."""
    controller, board = table(1, step_is(rules.SLOT))
    area = board.sceneRect()
    for item in [*hand_items(board), *slot_items(board), *board.tokens.values(),
                 *board.cells]:
        assert area.contains(item.sceneBoundingRect().adjusted(4, 4, -4, -4)), item
    hovered = hand_items(board)[-1]
    hovered.enlarge(True)
    assert area.adjusted(-1, -1, 1, 1).contains(
        hovered.mapRectToScene(QRectF(hovered.card_rect())))
    hovered.enlarge(False)


def test_a_placed_card_glides_from_the_hand_to_its_day(table):
    controller, board = table(1)
    controller.animation_factor = 1.0
    card = sheet(controller).hand[0]
    click_hand(board, card)
    click_choice(board, PLACE)
    start = board.card_item(card).scenePos()  # chosen: risen above the hand
    click_slot(board, 1, 0)
    placed = board.itinerary.cards[1][0]
    assert placed.entry == card and controller.animations.busy()
    assert (placed.scenePos() - start).manhattanLength() < 2  # the glide starts at the hand
    controller.animations.finish_all()
    assert (placed.scenePos() - placed.parentItem().mapToScene(placed.home)).manhattanLength() < 1
    assert placed.scenePos().y() < start.y()


def test_a_five_player_passport_game_projects_at_every_step_to_the_end(qtbot):
    """Every state of a whole game, passports and trip included, projects without a fault: the
    hand is always the shown seat's, every lit slot is a legal place."""
    seats = [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:5]]
    match = Match(REGISTRY.get("letsgo"), {"passport": True}, seats, 11, hold_resolution=True)
    controller = MatchController(match, LetsGoUI(), animation_factor=0.0)
    board = LetsGoBoard(controller)
    rng, seen = Rng(11), set()
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
        else:
            seat = match.state.to_act()[0]
            if seat == 0:
                legal = match.state.legal_actions(0)
                match.apply(0, legal[rng.below(len(legal))])
            else:
                request = match.bot_request(seat)
                match.apply(seat, request.run())
        board.refresh()
        seen.add(match.state.phase)
        if match.state.phase == rules.DRAFT:
            assert [i.entry for i in hand_items(board)] == match.state.sheets[0].hand
        legal = set(match.state.legal_actions(0))
        for slot in slot_items(board):
            assert (rules.slot_action(slot.day, slot.position) in legal
                    or rules.bonus_walk_action("tokyo", slot.position) in legal)
    assert seen >= {rules.PASSPORT, rules.DRAFT, rules.OVER}
    assert all(column[-1].mark is not None for column in board.itinerary.cards)
    controller.dispose()
    board.deleteLater()
    qtbot.wait(1)


def test_real_clicks_place_a_card(qtbot, table):
    """The mouse, not the test hooks: a hand card, the chooser's first button, a lit slot."""
    controller, board = table(1)
    view = board.views()[0]

    def click_at(point: QPointF) -> None:
        qtbot.mouseMove(view.viewport(), view.mapFromScene(point))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(point))

    card = hand_items(board)[0]
    entry = card.entry
    click_at(card.mapToScene(card.card_rect().center()))
    assert chooser_keys(board)[0] == PLACE
    chooser = board.chooser
    click_at(chooser.mapToScene(QPointF(chooser.button_w / 2, chooser.BUTTON_H / 2)))
    assert sheet(controller).step == rules.SLOT
    slot = next(s for s in slot_items(board) if s.day == 3)
    click_at(slot.mapToScene(slot.boundingRect().center()))
    assert sheet(controller).days[3] == [entry]


def test_board_and_trip_area_show_one_seat_the_first_at_the_device(qtbot):
    """One seat focus for the itinerary and the trip: before the device was given to anyone
    (two players at it, a computer player in seat 0) both show the first player at the device,
    and another seat looked at is looked at by both."""
    seats = [Seat(NAMES[0], "easy"), Seat(NAMES[1]), Seat(NAMES[2])]
    match = Match(REGISTRY.get("letsgo"), {}, seats, 3, hold_resolution=True)
    controller = MatchController(match, LetsGoUI(), animation_factor=0.0)
    board = LetsGoBoard(controller)
    assert controller.shown_seat is None
    assert board.shown() == 1 and board.trip_area.seats.seat() == 1
    board.focus_seat(2)
    assert board.shown() == 2 and board.trip_area.seats is board.seats
    controller.dispose()
    board.deleteLater()


def _agency_deciding(match: Match) -> bool:
    prompt = match.state.prompt(0)
    return (match.state.phase == rules.TRIP and prompt is not None
            and bool(prompt.params.get("agency")) and not match.state.needs_resolution())


def test_the_agency_itinerary_is_full_size_while_the_player_decides_for_it(table):
    """Solo: the agency's yellow cities and ties are decided looking at its itinerary, shown
    as big as the player's (issue 22 §1)."""
    controller, board = table(1, _agency_deciding, seeds=range(1, 60))
    view = controller.state()
    cards = view.agency_cards
    assert board.agency_in_sight(view)
    shown = [[card.lstrip("~") for card in day] for day in board.itinerary.entries]
    assert shown == [cards[day * 3:(day + 1) * 3] for day in range(6)]
    assert board.side.owner.lines[0][0] == "Travel agency"
    assert len(board.side.owner.lines) == 1  # no "click its strip": it cannot be swapped now
    assert not board.side.tokens["research"].isVisible()
    assert board.agency.shown_above
    board.swap_agency()  # while it decides for the agency, its itinerary stays
    assert board.agency_in_sight(controller.state())


def test_after_the_game_a_click_on_the_agency_strip_swaps_the_itineraries(table):
    controller, board = table(1, lambda match: match.is_over(), seeds=range(3, 4))
    view = controller.state()
    own = [list(day) for day in board.itinerary.entries]
    assert not board.agency_in_sight(view) and board.agency.swap_offered
    press(board.agency.cards[4])  # on one of its cards, as a player clicks the strip
    assert board.agency_in_sight(controller.state()) and board.agency.shown_above
    assert board.side.owner.lines[1][0] == "Click its strip below to see yours again."
    assert [[c.lstrip("~") for c in day] for day in board.itinerary.entries] == [
        view.agency_cards[day * 3:(day + 1) * 3] for day in range(6)]
    press(board.agency)  # between its cards
    assert [list(day) for day in board.itinerary.entries] == own
    assert board.side.tokens["research"].isVisible()


def test_the_agency_itinerary_chosen_after_the_game_shows_its_tracks_too(table):
    """Seen at 1920×1080 after a solo game: the agency's itinerary on the board over the
    player's experience tracks and mood (7 · 4 · 6 · 4 · 3, 'Experience'): the tracks follow
    the itinerary shown, titled as the agency's, and come back with the player's."""
    controller, board = table(1, lambda match: match.is_over(), seeds=range(3, 4))
    area = board.trip_area
    view = controller.state()
    own_tracks = dict(view.trips[0].snapshot()["tracks"])
    assert area.picture is not None and not area.picture.agency
    assert area.picture.tracks == own_tracks
    press(board.agency.cards[4])
    assert area.picture.agency
    assert area.picture.tracks == dict(view.agency_trip.snapshot()["tracks"]) != own_tracks
    assert area.pad_cells()  # the pad still has both columns, the player's first
    press(board.agency)
    assert not area.picture.agency and area.picture.tracks == own_tracks


def test_during_the_draft_the_agency_strip_stays_a_strip(table):
    controller, board = table(1)
    press(board.agency)
    assert not board.agency_in_sight(controller.state()) and not board.agency.swap_offered


def press(item) -> None:
    """A click on ``item``'s middle through the scene, as the view delivers it."""
    scene = item.scene()
    point = item.mapToScene(item.boundingRect().center())
    for kind in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseRelease):
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(point)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(Qt.MouseButton.LeftButton if kind == QEvent.Type.GraphicsSceneMousePress
                         else Qt.MouseButton.NoButton)
        QApplication.sendEvent(scene, event)


def test_on_the_trip_the_column_counts_the_tokens_still_held(table):
    """Review point 9: the luxury trains and wild tokens beside the itinerary are those left
    on the trip (as the side panel says), not those won in the draft."""
    for seed in range(1, 30):
        controller, board = table(1, lambda match: match.is_over(), seeds=range(seed, seed + 1))
        view = controller.state()
        trip = view.trips[0].snapshot()
        if view.sheets[0].luxury != trip["luxury_trains"]:
            break
    else:
        raise AssertionError("no game used a luxury train")
    assert board.side.tokens["luxury"].count == str(trip["luxury_trains"])
    assert board.side.tokens["wilds"].count == str(trip["wilds"])


def test_the_trip_draws_each_train_ticket_on_the_join_it_was_used(table):
    """Issue 22 §3 / review point 5: which ticket took the traveller to which card is drawn on
    the itinerary, not only told in the log."""
    controller, board = table(1, lambda match: match.is_over(), seeds=range(3, 4))
    trains = controller.state().trips[0].snapshot()["trains"]
    used = [(n, train) for n, train in enumerate(trains) if train is not None]
    marks = board.itinerary.train_marks
    assert used and [mark.train for mark in marks] == [train for _, train in used]
    items = board.itinerary.card_items()
    for (index, _train), mark in zip(used, marks, strict=True):
        top = items[index].mapToScene(items[index].card_rect().topLeft())
        assert abs(mark.scenePos().y() - top.y()) < 1  # on the card's top edge
        assert mark.toolTip() and mark.zValue() > items[index].zValue()


def walk_turning(match: Match) -> bool:
    prompt = None if match.state.needs_resolution() else match.state.prompt(0)
    return prompt is not None and prompt.kind == f"trip_{trip_rules.WALK}"


def test_a_walk_being_turned_over_tells_its_front_on_the_board(table):
    """Review point 3: while the player chooses front or back, the walk on the board (still
    its back) says its front in its tooltip too; once chosen, it says what it shows again."""
    controller, board = table(1, walk_turning)
    card_id = controller.prompt().params["card"]
    item = next(i for i in board.itinerary.card_items() if i.entry == rules.FACE_DOWN + card_id)
    front = texts.card_explanation(card_of(controller.state().data, card_id))
    assert texts.walk_back_explanation() in item.toolTip()  # what the board shows
    assert front in item.toolTip()  # and what turning it over would show
    back = next(a for a in controller.state().legal_actions(0) if a["choice"] == trip_rules.BACK)
    controller.submit(0, back)
    item = next(i for i in board.itinerary.card_items() if i.entry == rules.FACE_DOWN + card_id)
    assert front not in item.toolTip()

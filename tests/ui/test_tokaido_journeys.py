"""Tokaido's traveller cards: what a JourneyCard shows is the journey of the shown seat's view
(coins, points, panorama parts, souvenir sets, the road's groups, Crossroads cards), other seats'
amulets only as hidden counts, the turn and the computer players marked, and new words after a
language switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import insights
from tabibito.ui.controller import MatchController
from tabibito.ui.tokaido import PLUGIN, texts
from tabibito.ui.tokaido.journeys import JourneyCard, fresh_text
from tests.wanderers import wandering

NAMES = ("Aiko", "Ben", "Chiyo", "Daichi", "Emi")
CROSSROADS = {"crossroads": True, "good_luck": True}


def new_match(players: int, seed: int, options=None) -> Match:
    """The first seat a human (its view is shown), the others computer players."""
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "easy") for i in range(1, players)]
    return wandering(Match(REGISTRY.get("tokaido"), options or {}, seats, seed))


def play(match: Match, moves: int) -> None:
    """``moves`` decisions, each seat's taken by a wanderer (the human's too), and every
    resolution that falls due, as the controller would take it."""
    for _ in range(moves):
        if match.is_over():
            break
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_action(seat))
    while match.state.needs_resolution():
        match.resolve()


def play_until(match: Match, done, limit: int = 2000) -> None:
    for _ in range(limit):
        if done(match.state) or match.is_over():
            return
        play(match, 1)
    raise AssertionError("the game never got there")


@pytest.fixture
def table(qtbot):
    """Builds a controller over a match (no bot threads: the test moves the match itself)."""
    made: list[MatchController] = []

    def build(match: Match, factor: float = 0.0) -> MatchController:
        controller = MatchController(match, PLUGIN, animation_factor=factor)
        made.append(controller)
        return controller

    yield build
    for controller in made:
        controller.dispose()
    _COLUMNS.clear()


_COLUMNS: list[QWidget] = []  # kept alive until the test ends (qtbot closes them)


def cards_for(qtbot, controller: MatchController, width: int = 340) -> list[JourneyCard]:
    """The cards stacked in a scrolling column ``width`` wide, as the side column holds them."""
    column = QWidget()
    layout = QVBoxLayout(column)
    cards = [JourneyCard(controller, seat) for seat in range(len(controller.match.seats))]
    for card in cards:
        layout.addWidget(card)
    layout.addStretch(1)
    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    _COLUMNS.append(scroll)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(column)
    scroll.resize(width, 700)
    scroll.show()
    qtbot.waitExposed(scroll)
    return cards


def test_the_card_shows_the_journey(qtbot, table):
    match = new_match(2, seed=3)
    controller = table(match)
    cards = cards_for(qtbot, controller)
    play(match, 45)
    view = controller.view()
    scores = view.scores()
    for seat, card in enumerate(cards):
        card.refresh()
        journey = view.journeys[seat]
        assert card.coins.text() == str(journey.coins)
        assert card.points.text() == str(scores.totals[seat])
        if journey.ability != "bath_and_achievement_bonus":  # Mitsukuni's bonus: in breakdown
            assert scores.totals[seat] == sum(journey.points.values())
        assert [track.taken for track in card.panoramas] == journey.panoramas
        assert card.souvenirs.count() == len(journey.souvenirs) == sum(journey.families)
        assert card.souvenirs.sets == insights.souvenir_sets(view, seat)
        assert card.meals.text() == str(len(journey.meals))
        assert card.hot_springs.text() == str(len(journey.hot_springs))
        assert card.temple.text() == str(view.temple[seat])
        shown_encounters = sum(int(g.badge or 1) for g in card.encounters.glyphs
                               if g.icon != "encounter")
        assert shown_encounters == len(journey.encounters)
        assert texts.traveller_name(journey.traveller) == card.traveller_label.full_text()
        assert card.traveller_label.toolTip() == texts.traveller_ability(journey.traveller)
        assert card.name_label.full_text() == NAMES[seat]
        assert card.deciding == (seat in view.to_act())
        assert card.robot.isVisibleTo(card) == (seat != 0)  # the computer player is marked
        assert not card.cherry_trees.isVisibleTo(card)  # no Crossroads, no Crossroads cards
    souvenirs = cards[0].souvenirs.toolTip()
    assert texts.category_label("souvenirs") in souvenirs
    assert texts.points_text(view.journeys[0].points["souvenirs"]) in souvenirs


def test_the_seat_to_act_and_a_thinking_computer_are_marked(qtbot, table, monkeypatch):
    match = new_match(3, seed=8)
    controller = table(match)
    play_until(match, lambda state: state.to_act() == (1,))
    cards = cards_for(qtbot, controller)
    assert cards[1].deciding and not cards[0].deciding
    assert cards[1].tag.text() == "Deciding"
    assert cards[2].tag.isHidden()
    monkeypatch.setattr(MatchController, "thinking_seat", property(lambda self: 1))
    controller.busy_changed.emit(True)  # the card listens to the table itself
    qtbot.waitUntil(lambda: cards[1].tag.text() == "Thinking…")
    assert cards[2].tag.isHidden()


def test_choosing_a_traveller_is_said_whole_without_a_tag(qtbot, table):
    """While the traveller is chosen the subline says so; a "Deciding" tag beside it cut it to
    "Choosing a travel…" in the 1024-px window's column (tokaido-ux 11)."""
    match = new_match(2, seed=8)
    controller = table(match)
    assert 0 in match.state.to_act() and match.state.journeys[0].traveller is None
    card = cards_for(qtbot, controller, width=290)[0]
    qtbot.waitUntil(lambda: card.traveller_label.width() > 0)
    assert card.deciding
    assert card.tag.isHidden()
    assert card.traveller_label.full_text() == "Choosing a traveller…"
    assert card.traveller_label.text() == card.traveller_label.full_text()


def test_other_seats_amulets_are_only_counted(qtbot, table):
    match = new_match(5, seed=2, options=CROSSROADS)
    controller = table(match)
    full = match.state

    def spread(state) -> bool:
        return bool(state.journeys[0].amulets) and any(j.amulets for j in state.journeys[1:])

    play_until(match, spread)
    cards = cards_for(qtbot, controller)
    own = full.journeys[0].amulets
    assert cards[0].owned_amulets() == own
    assert all(texts.amulet_name(amulet) in cards[0].amulets.toolTip() for amulet in own)
    for seat in range(1, 5):
        held = full.journeys[seat].amulets
        card = cards[seat]
        assert card.owned_amulets() == []
        assert card.amulets.icons() == ["amulet_hidden"]
        assert card.amulets.text() == str(len(held))
        for amulet in held:
            assert texts.amulet_name(amulet) not in card.amulets.toolTip()
        assert card.cherry_trees.text() == str(full.journeys[seat].cherry_trees)
        assert card.legendary.text() == str(len(full.journeys[seat].legendary))
        assert card.calligraphies.text() == str(len(full.journeys[seat].calligraphies))
        assert card.bath_houses.text() == str(full.journeys[seat].bath_houses)


def test_a_fresh_amulet_is_usable_from_the_next_turn(qtbot, table):
    match = new_match(5, seed=4, options=CROSSROADS)
    controller = table(match)
    play_until(match, lambda state: bool(state.journeys[0].fresh))
    cards = cards_for(qtbot, controller)
    fresh = match.state.journeys[0].fresh
    faded = [glyph.icon for glyph in cards[0].amulets.glyphs if glyph.faded]
    assert faded == fresh
    assert fresh_text() in cards[0].amulets.toolTip()


def test_the_end_of_the_game(qtbot, table):
    match = new_match(4, seed=5, options={"crossroads": True})
    controller = table(match)
    play(match, 100_000)
    assert match.is_over()
    cards = cards_for(qtbot, controller)
    view = controller.view()
    scores = view.scores()
    held = view.achievements()
    for seat, card in enumerate(cards):
        assert card.points.text() == str(scores.totals[seat])
        assert card.achievements.text() == str(len(held[seat]))
        assert not card.deciding
        assert (card.tag.text() == "Winner") == (seat in scores.winners)
        assert texts.category_label("temple_ranking") in card.temple.toolTip()


def test_a_number_that_went_up_glows_only_with_motion(qtbot, table):
    for factor, glows in ((0.0, False), (1.0, True)):
        match = new_match(2, seed=3)
        controller = table(match, factor)
        card = cards_for(qtbot, controller)[0]
        before = match.state.journeys[0].coins
        play_until(match, lambda state, start=before: state.journeys[0].coins > start)
        card.refresh()
        assert (card.coins._glow_motion is not None) == glows
        assert card.coins.text() == str(match.state.journeys[0].coins)


def test_a_narrow_column_wraps_instead_of_overflowing(qtbot, table):
    match = new_match(5, seed=4, options=CROSSROADS)
    controller = table(match)
    play(match, 110)
    for card in cards_for(qtbot, controller, width=240):
        qtbot.waitUntil(lambda card=card: card.width() > 0)
        for chip in (*card.panoramas, card.meals, card.encounters, card.achievements,
                     card.amulets, card.calligraphies):
            assert chip.geometry().right() <= card.width()
        lowest = max(track.geometry().bottom() for track in card.panoramas)
        assert card.souvenirs.geometry().top() > lowest  # wrapped lines push the next down


class MarkerTranslator(QTranslator):
    """Stands in for a catalogue: every text of the game comes back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "Tokaido":
            return None
        return f"‹{source.replace('%n', str(n))}›"

    def isEmpty(self) -> bool:
        return False


def test_a_language_switch_relabels_the_card(qtbot, table):
    match = new_match(5, seed=2, options=CROSSROADS)
    controller = table(match)
    play_until(match, lambda state: state.to_act() == (1,) and bool(state.journeys[0].amulets))
    card, other = cards_for(qtbot, controller)[:2]
    assert other.tag.text() == "Deciding"
    before = card.traveller_label.full_text()
    translator = MarkerTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: other.tag.text() == "‹Deciding›")
        assert card.traveller_label.full_text().startswith("‹")
        assert card.souvenirs.toolTip().startswith("‹")
        assert card.points.toolTip().startswith("‹Total")
        assert card.amulets.toolTip().startswith("‹")
        assert other.amulets.toolTip().startswith("‹")
        assert card.panoramas[0].toolTip().startswith("‹")
        assert card.robot.toolTip() == "" or card.robot.toolTip().startswith("‹")
        assert other.robot.toolTip() == "‹Computer player›"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: other.tag.text() == "Deciding")
    assert card.traveller_label.full_text() == before

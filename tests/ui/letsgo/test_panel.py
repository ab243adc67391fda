"""The Let's Go side panel: the decisions that are not places on the board as buttons (the
passport kept, the deck of round 13, a research token, the day bonus's rewards, every trip
choice), the planner's advice on them (the best marked, switched off, a stale answer dropped),
the bar's Confirm and Undo, the tokens and the running scores, and a column of 300 px."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tabibito.games.letsgo import planner, rules
from tabibito.games.letsgo import trip as trip_rules
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.settings import open_store
from tabibito.ui.letsgo import texts
from tabibito.ui.letsgo.panel import ADVICE_SETTING, BEST_MARK, LetsGoPanel, word
from tabibito.ui.letsgo.plugin import LetsGoUI

from .lgp_match import deciding, find, in_trip

COLUMN = 300  # the shell's side column at 1024 × 700


@pytest.fixture
def make_panel(qtbot):
    def make(match):
        table = MatchController(match, LetsGoUI(), animation_factor=0)
        table.start()
        panel = LetsGoPanel(table)
        qtbot.addWidget(panel)
        panel.setFixedWidth(COLUMN)
        panel.show()
        return table, panel
    return make


def trip_decision(kind_prefix: str = "trip_", seeds=range(1, 80)):
    return find(lambda m: in_trip(m) and m.state.prompt(0) is not None
                and m.state.prompt(0).kind.startswith(kind_prefix), seeds)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_two_passports_are_buttons_with_their_effects(qtbot, make_panel):
    match = find(deciding(rules.CHOOSE_PASSPORT), passport=True)
    table, panel = make_panel(match)
    buttons = panel.choice_buttons()
    offer = match.state.sheets[0].offer
    assert sorted(action["number"] for action in buttons) == sorted(offer)
    for action, button in buttons.items():
        assert button.text() == texts.passport_name(action["number"])
        assert button.detail.text() == texts.passport_effect(action["number"])
    kept = next(iter(buttons))
    click(qtbot, buttons[kept])
    assert match.state.sheets[0].passport == kept["number"]
    assert kept not in panel.choice_buttons()


def test_the_passports_take_the_view_alone_then_the_tokens_name_the_kept_one(qtbot,
                                                                            make_panel):
    """Every token is 0 while the passports are chosen: at 1024×700 the tokens' heading showed
    cut under them."""
    match = find(deciding(rules.CHOOSE_PASSPORT), passport=True)
    table, panel = make_panel(match)
    assert panel.tokens.isHidden() and panel.tokens_heading.isHidden()
    kept = next(iter(panel.choice_buttons()))
    click(qtbot, panel.choice_buttons()[kept])
    table.resolve()
    assert not panel.tokens.isHidden()
    assert texts.passport_name(kept["number"]) in panel.tokens.text()


def test_round_13_asks_for_the_deck_in_the_panel(qtbot, make_panel):
    match = find(deciding(rules.CHOOSE_DECK))
    table, panel = make_panel(match)
    buttons = panel.choice_buttons()
    assert {action["deck"] for action in buttons} == set(rules.CITIES)
    click(qtbot, buttons[rules.DECK_ACTIONS[rules.CHOOSE_DECK][rules.KYOTO]])
    assert match.state.sheets[0].step != rules.CHOOSE_DECK or table.resolution_held()


def test_a_research_token_offers_both_decks_and_none_without_one(qtbot, make_panel):
    match = find(lambda m: any(a.kind == rules.RESEARCH for a in m.state.legal_actions(0)))
    table, panel = make_panel(match)
    research = {a for a in panel.choice_buttons() if a.kind == rules.RESEARCH}
    assert {a["deck"] for a in research} == set(rules.CITIES)
    assert panel.decision.isVisible()
    assert panel.question.text() == "Research (1 token): draw 3, discard 3"
    assert {b.text() for b in panel.choice_buttons().values()} == {"Tokyo deck", "Kyoto deck"}
    hand = len(match.state.sheets[0].hand)
    click(qtbot, panel.choice_buttons()[rules.DECK_ACTIONS[rules.RESEARCH][rules.TOKYO]])
    # The click draws: no Confirm waits (the card it reveals ends Undo anyway).
    assert not table.resolution_held()
    assert len(match.state.sheets[0].hand) == hand + 1
    assert match.state.sheets[0].step == rules.RESEARCH_DECK
    assert {a.kind for a in panel.choice_buttons()} == {rules.RESEARCH_DECK}


def test_research_draws_three_cards_in_three_clicks_then_asks_for_three_discards(
        qtbot, make_panel):
    """Each card may come from either deck (rules §research): Kyoto, Tokyo, Kyoto."""
    match = find(lambda m: any(a.kind == rules.RESEARCH for a in m.state.legal_actions(0)))
    table, panel = make_panel(match)
    sheet = match.state.sheets[0]
    hand, decks = len(sheet.hand), [rules.KYOTO, rules.TOKYO, rules.KYOTO]
    for n, deck in enumerate(decks):
        kind = rules.RESEARCH if n == 0 else rules.RESEARCH_DECK
        click(qtbot, panel.choice_buttons()[rules.DECK_ACTIONS[kind][deck]])
        assert len(match.state.sheets[0].hand) == hand + n + 1
    assert not table.resolution_held()
    assert match.state.sheets[0].step == rules.DISCARD
    assert panel.choice_buttons() == {}  # the discards are clicks on the hand, on the board


def test_placing_a_card_has_no_buttons_in_the_panel(qtbot, make_panel):
    match = find(lambda m: deciding(rules.PLAY)(m) and m.state.sheets[0].research == 0)
    table, panel = make_panel(match)
    assert panel.choice_buttons() == {}
    assert not panel.decision.isVisible()
    assert panel.hint.text() == texts.prompt_text(table.prompt())


def test_the_day_bonus_offers_each_reward_reached_and_the_walk_on_the_board(qtbot, make_panel):
    match = find(lambda m: deciding(rules.BONUS)(m) and m.state.sheets[0].bonus_matches >= 2,
                 seeds=range(1, 120))
    table, panel = make_panel(match)
    legal = table.state().legal_actions(0)
    rewards = {a["reward"] for a in panel.choice_buttons()}
    assert rewards == {a["reward"] for a in legal if a.get("position") is None}
    assert rules.MOOD in rewards and rules.RESEARCH in rewards  # lower tiers stay open
    walk = any(a.get("position") is not None for a in legal)
    assert panel.note.isVisible() == walk
    research = match.state.sheets[0].research
    click(qtbot, panel.choice_buttons()[rules.BONUS_ACTIONS[rules.RESEARCH]])
    assert match.state.sheets[0].research == research + rules.BONUS_RESEARCH


def test_every_trip_choice_is_a_button_with_the_planners_total(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    trip = match.state.trips[0]
    outcomes = planner.best_choices(trip)
    buttons = panel.choice_buttons()
    assert {a["choice"] for a in buttons} == set(trip.choices())
    prompt = table.prompt()
    decision = prompt.kind.removeprefix("trip_")
    assert panel.question.isVisible()  # the whole question above its buttons
    assert panel.question.text() == texts.trip_decision_text(decision, prompt.params)
    assert panel.hint.text() == word("trip_hint")
    # the search runs off the GUI thread: its answer arrives through the event loop
    assert not panel.advice_shown()
    assert panel.thinking.text() == word("planner_thinking")
    qtbot.waitUntil(panel.advice_shown, timeout=30000)
    best = max(outcomes.values())
    for action, button in buttons.items():
        total = outcomes[action["choice"]]
        assert button.advice.text().endswith(str(total))
        assert button.best == (total == best)
        assert button.advice.text().startswith(BEST_MARK) == (total == best)


def test_the_agency_trip_marks_its_lowest_total(qtbot, make_panel):
    match = trip_decision(rules.AGENCY + "_")
    table, panel = make_panel(match)
    outcomes = planner.best_choices(match.state.agency_trip)
    qtbot.waitUntil(panel.advice_shown, timeout=30000)
    lowest = min(outcomes.values())
    for action, button in panel.choice_buttons().items():
        assert button.best == (outcomes[action["choice"]] == lowest)
    assert panel.note.isVisible()


def test_the_player_may_choose_otherwise_than_the_planner(qtbot, make_panel):
    def unequal(match) -> bool:
        prompt = match.state.prompt(0)
        return (in_trip(match) and prompt is not None and prompt.kind.startswith("trip_")
                and len(set(planner.best_choices(match.state.trips[0]).values())) > 1)

    match = find(unequal)
    table, panel = make_panel(match)
    qtbot.waitUntil(panel.advice_shown, timeout=30000)
    buttons = panel.choice_buttons()
    other = next(a for a, b in buttons.items() if not b.best)
    expected = match.state.trips[0].clone()
    expected.choose(other["choice"])
    click(qtbot, buttons[other])
    assert match.state.trips[0].snapshot()["breakdown"] == expected.snapshot()["breakdown"]
    assert match.state.trips[0].total() == expected.total()


def test_advice_switched_off_shows_no_totals_and_is_remembered(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    qtbot.waitUntil(panel.advice_shown, timeout=30000)
    panel.advice_switch.setChecked(False)
    assert not panel.advice_shown()
    assert open_store().value(ADVICE_SETTING) in (False, "false")
    second = LetsGoPanel(table)
    qtbot.addWidget(second)
    assert not second.advice_switch.isChecked()
    assert not second.advice_shown()


def test_a_stale_answer_is_not_shown_on_the_next_decision(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    old = panel.decision_token()
    assert old is not None
    assert table.submit(0, table.state().legal_actions(0)[0])
    assert panel.decision_token() != old
    if not panel.choice_buttons():
        pytest.skip("the trip ended with that choice")
    fake = {action["choice"]: 999 for action in panel.choice_buttons()}
    panel.advice.ready.emit(old, fake)
    assert all("999" not in b.advice.text() for b in panel.choice_buttons().values())


def test_the_main_button_confirms_a_held_resolution(qtbot, make_panel):
    match = find(deciding(rules.PLAY))
    table, panel = make_panel(match)
    assert not panel.main_button.isEnabled()
    for _ in range(20):  # place the round's cards through the table, as the board would
        if table.resolution_held():
            break
        table.submit(0, table.state().legal_actions(0)[0])
    assert table.resolution_held()
    assert panel.main_button.isEnabled()
    round_ = match.state.round
    panel.main_button.click()
    assert not table.resolution_held()
    assert match.state.round == round_ + 1 or match.state.phase != rules.DRAFT


def test_undo_takes_back_a_trip_choice(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    before = match.state.trips[0].snapshot()
    click(qtbot, next(iter(panel.choice_buttons().values())))
    assert panel.undo_button.isEnabled()
    panel.undo_button.click()
    assert match.state.trips[0].snapshot() == before


def test_tokens_and_running_scores_in_the_trip(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    shot = match.state.trips[0].snapshot()
    assert str(shot["wilds"]) in panel.tokens.text()
    assert panel.scores_heading.isVisible()
    shown = [label.text() for label in panel._score_labels if label.isVisible()]
    assert texts.agency_name() in shown  # solo: the agency's score beside
    assert any(str(match.state.trips[0].total()) in text for text in shown)


def test_every_decision_fits_the_narrow_column(qtbot, make_panel):
    match = find(deciding(rules.CHOOSE_PASSPORT), passport=True)
    table, panel = make_panel(match)
    qtbot.waitExposed(panel)
    buttons = panel.choice_buttons().values()
    qtbot.waitUntil(lambda: all(b.height() >= b.heightForWidth(b.width()) for b in buttons))
    for button in buttons:
        assert button.width() <= COLUMN
        assert button.geometry().right() <= panel.width()
        # the effect wraps within the button instead of widening it
        assert button.detail.height() > button.detail.fontMetrics().lineSpacing()
        assert button.height() >= button.heightForWidth(button.width())
    assert panel.minimumSizeHint().width() <= COLUMN


def test_an_answer_comes_back_at_once_after_undo(qtbot, make_panel):
    match = trip_decision()
    table, panel = make_panel(match)
    qtbot.waitUntil(panel.advice_shown, timeout=30000)
    shown = {a: b.advice.text() for a, b in panel.choice_buttons().items()}
    click(qtbot, next(iter(panel.choice_buttons().values())))
    table.undo()
    assert panel.advice_shown()  # known already: no second search
    assert {a: b.advice.text() for a, b in panel.choice_buttons().items()} == shown


def test_a_walk_turned_over_shows_its_front_beside_its_back(qtbot, make_panel):
    """Front or back is chosen seeing both faces (the board shows only the back)."""
    match = trip_decision("trip_" + trip_rules.WALK)
    table, panel = make_panel(match)
    card = table.prompt().params["card"]
    faces = panel.walk_faces
    assert faces.isVisible() and faces.card_id == card
    front, back = faces.faces()
    assert front.width() >= 100 and back.left() >= front.right()  # side by side, readable
    assert faces.rect().contains(back.toRect())
    image = faces.grab().toImage()
    assert image.pixelColor(front.center().toPoint()) != image.pixelColor(faces.rect().topLeft())
    choice = next(action for action in panel.choice_buttons() if action["choice"] == trip_rules.FRONT)
    click(qtbot, panel.choice_buttons()[choice])
    if table.prompt() is None or not table.prompt().kind.endswith(trip_rules.WALK):
        assert not faces.isVisible()


def test_other_trip_decisions_show_no_walk(qtbot, make_panel):
    match = trip_decision("trip_" + trip_rules.TRAIN)
    table, panel = make_panel(match)
    assert not panel.walk_faces.isVisible()


@pytest.mark.parametrize("language", ["en", "de", "ja", "hu", "pl"])
def test_a_walks_captions_are_whole_under_narrow_faces(qtbot, language):
    """Seen at 1024×700 with two travellers in German: the faces were about 70 px wide and
    their captions, drawn in the card's width, lost both ends ("orderseit"). Each caption now
    fits the line under its card (its card and half the gap), shrinking first; the two lines
    neither overlap nor leave the widget."""
    from PySide6.QtGui import QFontMetricsF

    from tabibito.games.letsgo.data import load_data
    from tabibito.ui.kit.i18n import LanguageManager
    from tabibito.ui.letsgo.walk_faces import LEAST_CAPTION_PX, WalkFaces

    languages = LanguageManager()
    languages.set_language(language)
    try:
        faces = WalkFaces()
        qtbot.addWidget(faces)
        data = load_data()
        faces.show_walk(data, data.tokyo[0])
        faces.resize(250, 120)  # the faces as short as the column left them: about 70 px wide
        assert faces.faces()[0].width() < 75 and faces.caption
        (front_line, front_font, front), (back_line, _, back) = faces.captions()
        assert not front_line.intersects(back_line)
        for line, font, text in faces.captions():
            assert faces.rect().toRectF().contains(line)
            assert QFontMetricsF(font).horizontalAdvance(text) <= line.width()
            assert font.pixelSize() >= LEAST_CAPTION_PX
        assert "…" not in front + back  # shrunk, never elided, in the five languages
    finally:
        languages.set_language("en")

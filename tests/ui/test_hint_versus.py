"""The hint's last sentence in every game: why the hard player's move beats its best other,
naming that move and both values, worded from the rules' comparison (Insight.versus), in
English and in German; the worked examples are the games' own (tests/games/*/test_hard_insight).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito.engine import Rng
from tabibito.games.letsgo import insights as letsgo_insights
from tabibito.games.nextstation import insights as nextstation_insights
from tabibito.games.tokaido import insights as tokaido_insights
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.letsgo import hints as letsgo_hints
from tabibito.ui.letsgo import texts as letsgo_texts
from tabibito.ui.nextstation import hints as nextstation_hints
from tabibito.ui.tokaido import hints as tokaido_hints
from tests.games.letsgo.test_hard_insight import hard_draft
from tests.games.nextstation.test_hard_insight import hard_decisions
from tests.games.tokaido.test_hard_insight import first_panorama_choice, hard_choice


@pytest.fixture
def language(qapp):
    """Switches the app's catalogues (English holds the plural forms); English again after."""
    languages = LanguageManager(QCoreApplication.instance())
    yield languages.set_language
    languages.set_language("en")


@pytest.fixture(scope="module")
def panorama():
    state, seat = first_panorama_choice()
    view = state.view(seat)
    action = hard_choice(view, seat, 0)
    return view, seat, action, tokaido_insights.hard_insight(view, seat, action, Rng(0))


def test_tokaido_s_panorama_beats_the_cherry_tree_in_the_end(language, panorama):
    language("en")
    view, seat, action, told = panorama
    text = tokaido_hints.hint(view, seat, action, Rng(0)).text
    assert told.later is not None and told.measure < 0 < told.measure - told.alternative_value
    assert text.endswith(
        "The computer player played each move to the end 16 times. “Cherry tree” would bring "
        "more now (+2 points and +1 coin), but this move is worth more in the end: "
        f"{told.later} points at the end, {-told.measure} behind your best rival, against "
        f"{told.reason['alternative_points']} points, {-told.alternative_value} behind.")
    # Asked again with the same stream: the same hint.
    assert tokaido_hints.hint(view, seat, action, Rng(0)).text == text


def test_tokaido_s_comparison_in_german(language, panorama):
    language("de")
    view, seat, action, told = panorama
    text = tokaido_hints.hint(view, seat, action, Rng(0)).text
    assert "Der Computergegner hat jeden Zug 16-mal bis zum Ende durchgespielt. " in text
    assert "„Kirschbaum“ brächte jetzt mehr (+2 Punkte" in text
    # "insgesamt": the value itself ends in "am Ende"; the other move is named once.
    assert (f"aber dieser Zug ist insgesamt mehr wert: {told.later} Punkte am Ende, "
            f"{-told.measure} Punkte hinter deinem stärksten Gegner, mit dem anderen Zug nur "
            f"{told.reason['alternative_points']} Punkte, {-told.alternative_value} Punkte "
            "zurück.") in text


def test_next_station_s_section_worth_less_now_but_more_in_all(language):
    language("en")
    view, seat, action = hard_decisions(3, 3)[2]
    told = nextstation_insights.hard_insight(view, seat, action)
    assert told.alternative is not None
    how = nextstation_insights.how_drawn(view, seat, told.alternative)
    other = nextstation_hints.move_words(view, how)
    text = nextstation_hints.hint(view, seat, action).text
    assert text.endswith(
        f"“{other}” would bring more now (+5 points), but this move is worth more in the end: "
        "about 13 points, now and from the cards to come, against about 12 points.")
    language("de")
    german = nextstation_hints.hint(view, seat, action).text
    assert german.endswith(
        "(+5 Punkte), aber dieser Zug ist insgesamt mehr wert: etwa 13 Punkte, jetzt und durch "
        "die kommenden Karten, mit dem anderen Zug nur etwa 12 Punkte.")
    assert german.count(f"„{nextstation_hints.move_words(view, how)}“") == 1


def test_let_s_go_names_the_card_its_slot_and_the_best_other_card(language):
    language("en")
    view, action, _, slot = next(found for found in hard_draft(4, 2, 10)
                                 if found[1].kind == "take")
    told = letsgo_insights.hard_insight(view, 0, action)
    text = letsgo_hints.hint(view, 0, action).text
    title = letsgo_texts.card_title(action["card"], view.data)
    assert text.startswith(f"Take <b>{title}</b> from your hand (")
    day = letsgo_texts.day_name(slot["day"])
    assert f"Put <b>{title}</b> " in text and day in text
    assert told.alternative is not None and told.alternative_value is not None
    other = letsgo_texts.card_title(told.alternative["card"], view.data) \
        if told.alternative.kind == "take" else letsgo_texts.walk_title(told.alternative["deck"])
    if told.measure > told.alternative_value:
        assert text.endswith(f"Better than “{other}”: a planned trip of about {told.measure} VP, "
                             f"against about {told.alternative_value} VP.")
    else:
        assert text.endswith(f"“{other}” would be just as good: a planned trip of about "
                             f"{told.measure} VP either way.")
    language("pl")
    polish = letsgo_hints.hint(view, 0, action).text
    assert f"zaplanowana podróż za około {told.measure} PZ" in polish


def test_tokaido_s_comparison_in_hungarian_says_in_the_end_once(language, panorama):
    """The sentence said "a végén" (in the end) twice: once for the move's worth, once in its
    value ("a végén 62 pont…"); it says "összességében" (all in all) for the first now."""
    language("hu")
    view, seat, action, _ = panorama
    text = tokaido_hints.hint(view, seat, action, Rng(0)).text
    versus = text[text.index("„Cseresznyefa”"):]
    assert versus.count("a végén") == 1
    assert "de ez a lépés összességében többet ér: a végén " in versus

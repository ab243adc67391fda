"""Tokaido's words: a log line for every event of real games (as each seat may read it), a status
line for every decision, a sentence for every error key, a name for every card, and plural
sentences that follow their count."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito.engine import Event, Match, Prompt, Scores, Seat, TabibitoError
from tabibito.games import REGISTRY
from tabibito.games.tokaido import rules, scoring
from tabibito.games.tokaido.data import load_data
from tabibito.ui.kit.i18n import LanguageManager, fill
from tabibito.ui.tokaido import PLUGIN, texts
from tabibito.ui.tokaido.decisions_motion import reveal_for
from tabibito.ui.tokaido.decisions_words import word

GAME = REGISTRY.get("tokaido")
DATA = load_data()
SOURCES = Path(rules.__file__).parent
NAMES = ("Ann", "Bence", "Yuki", "Kenji", "Ola")
PLACEHOLDER = re.compile(r"%\d|%n")

# (players, options): two players with the neutral traveller, the base variants, Crossroads.
SET_UPS = (
    (2, {}),
    (2, {"crossroads": True, "good_luck": True}),
    (3, {"initiation": True, "preparations": True, "return_trip": True, "gastronomy": True}),
    (4, {}),
    (4, {"crossroads": True, "rare_and_precious": True}),
    (5, GAME.full_options),
)
SEEDS = range(1, 9)


def play(players: int, options: dict, seed: int) -> tuple[Match, list[Prompt]]:
    """A whole game of easy bots, with the prompt of every decision taken."""
    match = Match(GAME, options, [Seat(NAMES[i], "easy") for i in range(players)], seed)
    prompts = []
    while not match.is_over():
        seat = match.bots_to_act()[0]
        prompts.append(match.state.prompt(seat))
        if prompts[-1].kind == "move":
            STOP_PROBLEMS.update(closed_stops(match.state))
        match.apply(seat, match.bot_action(seat))
    return match, prompts


def closed_stops(state) -> set[tuple[str, bool]]:
    """Why each stop of the road is closed to the traveller about to move (with Crossroads?)."""
    problems = (state.stop_problem(state.actor, to) for to in range(len(state.rules.kinds)))
    return {(problem, state.crossroads) for problem in problems if problem}


STOP_PROBLEMS: set[tuple[str, bool]] = set()  # filled by the games played


@pytest.fixture(scope="module")
def games() -> list[tuple[Match, list[Prompt]]]:
    return [play(players, options, seed) for players, options in SET_UPS for seed in SEEDS]


def emitted_kinds() -> set[str]:
    """The event kinds the rules' modules make (the state is split by role among them)."""
    found = set()
    for source in SOURCES.glob("*.py"):
        found |= set(re.findall(r'Event\.(?:of|made)\("([a-z_]+)"', source.read_text(encoding="utf-8")))
    return found


def error_keys() -> set[str]:
    found = set()
    for source in SOURCES.glob("*.py"):
        found |= set(re.findall(r'"(tokaido\.[a-z_.]+)"', source.read_text(encoding="utf-8")))
    return found


def assert_line(line: str | None) -> None:
    assert line and line.strip()
    assert not PLACEHOLDER.search(line), line


# -- the log -------------------------------------------------------------------------------------

# One of each event kind rules.py emits, as it emits them (the neutral traveller is pawn 2 of two).
SAMPLES = (
    Event.of("travellers_dealt", visible_to=(0,), seat=0, travellers=["kinko", "kita"]),
    Event.of("traveller_chosen", visible_to=(0,), seat=0, traveller="kinko"),
    Event.of("departed", order=[1, 0], travellers=["kinko", "umegae"], coins=[7, 5]),
    Event.of("departed", order=[1, 0], travellers=[None, None], coins=[7, 7]),
    Event.of("moved", pawn=0, stop=3, slot=0, stop_kind="encounter"),
    Event.of("moved", pawn=2, stop=2, slot=0, stop_kind="temple"),
    Event.of("moved", pawn=2, stop=14, slot=1, stop_kind="inn"),
    Event.of("moved", pawn=1, stop=54, slot=0, stop_kind="inn"),
    Event.of("coins_gained", seat=0, coins=3),
    Event.of("panorama_taken", seat=1, panorama="sea", part=2),
    Event.of("achievement", seat=1, achievement="paddy", points=3),
    Event.of("donated", seat=0, coins=2, total=3),
    Event.of("souvenirs_revealed", seat=0, souvenirs=["koma", "sake", "ukiyoe"]),
    Event.of("souvenir_gained", seat=0, souvenir="sake", paid=2, points=3),
    Event.of("souvenir_gained", seat=0, souvenir="koma", paid=0, points=1),
    Event.of("souvenir_free", seat=0, coins=1),
    Event.of("souvenir_free", seat=0, coins=1, from_temple=True),
    Event.of("hot_spring", seat=0, card="hot_spring_3_1", points=3),
    Event.of("encounters_drawn", visible_to=(0,), seat=0, cards=["samurai_1", "kuge_2"]),
    *(Event.of("encounter", seat=0, card=card.id, encounter=card.kind)
      for card in DATA.encounters),
    Event.of("meal_hand", visible_to=(1,), seat=1, meals=["dango_1", "tai_meshi_1"]),
    Event.of("free_meal_offered", visible_to=(1,), seat=1, meal="fugu_1"),
    Event.of("meal_eaten", seat=1, meal="fugu_1", paid=0, points=6),
    Event.of("meal_eaten", seat=1, meal="soba_2", paid=2, points=6),
    Event.of("meal_discarded", seat=0),
    Event.of("meal_passed", seat=1),
    Event.of("amulet_used", seat=0, amulet="health"),
    Event.of("amulet_taken", seat=0),
    Event.of("amulet_gained", visible_to=(0,), seat=0, amulet="health"),
    Event.of("effect_chosen", seat=0, choice="base", first=None),
    Event.of("effect_chosen", seat=0, choice="crossroads", first=None),
    Event.of("effect_chosen", seat=0, choice="both", first="base"),
    Event.of("effect_chosen", seat=0, choice="both", first="crossroads"),
    *(Event.of("cannot_pay", seat=0, option=option) for option in rules.PURCHASED_AT.values()),
    Event.of("cherry_tree", seat=1, points=2, coins=1),
    Event.of("bath_house", seat=1, points=4),
    Event.of("legendary_object", seat=1, object="buppatsu", paid=2, points=5),
    Event.of("calligraphy", seat=1, calligraphy="fasting"),
    *(Event.of("die_rolled", seat=1, times=times, stake=stake, coins=stake * times if stake
               else times) for times in range(5) for stake in (0, 1, 2)),
    Event.of("traveller_points", seat=0, traveller="umegae", points=1, category="traveller"),
    Event.of("souvenir_bonus", seat=1, objects=["shodo", "emaki"], points=2,
             category="legendary_objects"),
    Event.of("temple_ranked", seat=0, coins=5, points=10, category="temple_ranking"),
    Event.of("end_achievement", seat=1, achievement="gourmet", points=3, category="gourmet"),
    Event.of("calligraphy_scored", seat=1, calligraphy="patience", points=6,
             category="calligraphies"),
    Event.of("game_over", totals=[52, 61], winners=[1]),
)


def test_the_samples_cover_every_event_kind_the_rules_emit():
    assert {event.kind for event in SAMPLES} == emitted_kinds()


@pytest.mark.parametrize("event", SAMPLES, ids=lambda event: event.kind)
def test_every_event_kind_has_a_line_for_whoever_may_read_it(event):
    for viewer in (0, 1, None):
        line = texts.event_text(event, NAMES[:2], viewer)
        if event.visible_for(viewer) or event.kind != "amulet_gained":
            assert_line(line)


def test_every_event_of_real_games_gets_a_line_for_each_seat_that_sees_it(games):
    seen = set()
    for match, _prompts in games:
        names = [seat.name for seat in match.seats]
        for event in match.events:
            seen.add(event.kind)
            for viewer in (*range(len(names)), None):
                if event.visible_for(viewer):
                    assert_line(PLUGIN.event_text(event, names, viewer))
    # the bots' games reach nearly every kind; the samples above check the rest
    assert len(seen) >= len(emitted_kinds()) - 3, emitted_kinds() - seen


def test_a_secret_is_not_told_to_the_other_seats():
    dealt, chosen, drawn, hand, offered, gained = (event for event in SAMPLES
                                                   if event.visible_to and event.kind != "moved")
    assert "Kinko" in texts.event_text(dealt, NAMES, 0)
    assert "Kinko" not in texts.event_text(dealt, NAMES, 1)
    assert "Kinko" not in texts.event_text(chosen, NAMES, 1)
    assert "Samurai" not in texts.event_text(drawn, NAMES, 1)
    assert "Dango" in texts.event_text(hand, NAMES, 1)
    assert "Dango" not in texts.event_text(hand, NAMES, 0)
    assert "Fugu" not in texts.event_text(offered, NAMES, 0)
    assert "Health" in texts.event_text(gained, NAMES, 0)
    assert texts.event_text(gained, NAMES, 1) is None  # "takes an amulet" said it


def test_the_lines_say_what_was_scored():
    by_kind = {event.kind: event for event in SAMPLES}
    assert "3" in texts.event_text(by_kind["coins_gained"], NAMES, 0)
    assert "Koma" in texts.event_text(by_kind["souvenir_gained"], NAMES, 0)  # the last sample
    line = texts.event_text(by_kind["legendary_object"], NAMES, 0)
    assert "Buppatsu" in line and "5" in line and "2" in line
    assert "4" in texts.event_text(by_kind["bath_house"], NAMES, 0)
    assert "52" in texts.event_text(by_kind["game_over"], NAMES, 0)
    line = texts.event_text(by_kind["souvenir_bonus"], NAMES, 0)
    assert NAMES[1] in line and "Shodo" in line and "Emaki" in line and "2" in line
    line = texts.event_text(by_kind["end_achievement"], NAMES, 0)
    assert "Gourmet" in line and "3" in line
    assert "Umegae" in texts.event_text(by_kind["traveller_points"], NAMES, 0)
    assert "Patience" in texts.event_text(by_kind["calligraphy_scored"], NAMES, 0)
    assert "Temple ranking" in texts.event_text(by_kind["temple_ranked"], NAMES, 0)


def test_the_neutral_traveller_is_named_as_such():
    neutral_move = Event.of("moved", pawn=2, stop=5, slot=0, stop_kind="farm")
    line = texts.event_text(neutral_move, NAMES[:2], 0)
    assert "neutral" in line.lower()
    assert texts.pawn_name(2, NAMES[:2]) == texts.neutral_name()
    assert texts.pawn_name(1, NAMES[:2]) == "Bence"


def moved_to(stop: int) -> Event:
    return Event.of("moved", pawn=0, stop=stop, slot=0, stop_kind="inn")


def test_the_inns_are_counted_along_the_game_s_road_both_ways():
    for road in (DATA.road, DATA.road.reversed()):
        lines = [texts.event_text(moved_to(inn), NAMES, 0, road) for inn in road.inns[1:]]
        assert ["first" in lines[0], "second" in lines[1], "third" in lines[2],
                "final" in lines[3]] == [True] * 4
    # The Return trip's first inn is no inn of the road from Kyoto: the road is the game's.
    first_back = DATA.road.reversed().inns[1]
    assert "first" not in texts.event_text(moved_to(first_back), NAMES, 0, DATA.road)
    assert texts.event_text(moved_to(first_back), NAMES, 0) == "Ann stops at: Inn."


def test_the_log_counts_the_inns_of_the_road_of_the_game_it_words(qtbot):
    """The Return trip's road runs the other way: its first inn is the forward road's last."""
    from tabibito.ui.kit.log_lines import worded_for

    seats = [Seat(NAMES[0]), Seat(NAMES[1], "easy")]
    back = Match(GAME, {"return_trip": True}, seats, 1)
    forward = Match(GAME, {}, seats, 1)
    first_back = DATA.road.reversed().inns[1]
    with worded_for(PLUGIN, back.state):
        assert "first inn" in PLUGIN.event_text(moved_to(first_back), NAMES[:2], 0)
    with worded_for(PLUGIN, forward.state):
        assert "first inn" not in PLUGIN.event_text(moved_to(first_back), NAMES[:2], 0)


# -- prompts -------------------------------------------------------------------------------------


def test_every_decision_has_its_own_prompt():
    fallback = texts.prompt_text(Prompt("no_such_step"), NAMES)
    for step in rules.DECISIONS:
        assert step in texts.PROMPTS
        assert texts.prompt_text(Prompt(step, {"pawn": 0, "neutral": False}), NAMES) != fallback


def test_every_prompt_of_real_games_has_a_text(games):
    fallback = texts.prompt_text(Prompt("no_such_step"), NAMES)
    kinds = set()
    for match, prompts in games:
        names = [seat.name for seat in match.seats]
        for prompt in prompts:
            kinds.add(prompt.kind)
            text = PLUGIN.prompt_text(prompt, names)
            assert_line(text)
            assert text != fallback
    assert {"choose_traveller", "move", "buy_meal", "choose_effect"} <= kinds


def test_moving_the_neutral_traveller_says_so():
    own = texts.prompt_text(Prompt("move", {"pawn": 0, "neutral": False}), NAMES)
    neutral = texts.prompt_text(Prompt("move", {"pawn": 2, "neutral": True}), NAMES)
    assert "neutral" in neutral and neutral != own


def test_the_effect_choice_names_the_stop():
    text = texts.prompt_text(Prompt("choose_effect", {"stop_kind": "hot_spring"}), NAMES)
    assert texts.stop_name("hot_spring") in text


# -- errors --------------------------------------------------------------------------------------


def test_every_error_key_of_the_game_has_a_sentence():
    keys = error_keys()
    assert "tokaido.occupied" in keys and "tokaido.data.corrupt" in keys
    for key in keys:
        assert_line(PLUGIN.error_text(TabibitoError(key)))
        assert_line(texts.error_key_text(key, crossroads=True))
    assert PLUGIN.error_text(TabibitoError("action.illegal")) is None  # the shell's words


def test_the_data_errors_ask_for_a_reinstall():
    for key in texts.DATA_ERRORS:
        assert "reinstall" in PLUGIN.error_text(TabibitoError(key))


def test_every_stop_closed_in_real_games_has_a_tooltip_reason(games):
    """The board shows why a stop cannot be chosen; every reason met in play has its words."""
    assert {"tokaido.behind", "tokaido.past_inn", "tokaido.occupied"} <= {
        key for key, _crossroads in STOP_PROBLEMS}
    for key, crossroads in STOP_PROBLEMS:
        assert_line(texts.error_key_text(key, crossroads))
    assert texts.error_key_text("tokaido.behind") != texts.error_key_text("tokaido.past_inn")


# -- names ---------------------------------------------------------------------------------------


def test_every_card_and_traveller_of_the_data_has_a_name():
    tables = (
        ([s.id for s in DATA.souvenirs], texts.SOUVENIRS),
        ([t.id for t in DATA.travellers], texts.TRAVELLERS),
        ([t.id for t in DATA.travellers], texts.ABILITIES),
        ([t.id for t in DATA.travellers], texts.EPITHETS),
        ([a.id for a in DATA.achievements], texts.ACHIEVEMENTS),
        ([a.id for a in DATA.achievements], texts.ACHIEVEMENT_EFFECTS),
        (list(DATA.crossroads.amulets), texts.AMULETS),
        (list(DATA.crossroads.amulets), texts.AMULET_EFFECTS),
        ([o.id for o in DATA.crossroads.legendary_objects], texts.LEGENDARY),
        ([o.id for o in DATA.crossroads.legendary_objects], texts.LEGENDARY_EFFECTS),
        (list(DATA.crossroads.calligraphies), texts.CALLIGRAPHIES),
        (list(DATA.crossroads.calligraphies), texts.CALLIGRAPHY_EFFECTS),
        (list(DATA.crossroads.fortune_die), texts.DIE_FACES),
        ({s.kind for s in DATA.road.stops}, texts.STOPS),
        ({s.kind for s in DATA.road.stops}, texts.STOP_EFFECTS),
        ({s.kind for s in DATA.road.stops}, texts.CROSSROADS_EFFECTS),
        ({s.inn for s in DATA.road.stops if s.inn}, texts.INNS),
        ({m.dish for m in DATA.meals}, texts.DISHES),
        ({e.kind for e in DATA.encounters}, texts.ENCOUNTERS),
        ({e.kind for e in DATA.encounters}, texts.ENCOUNTER_EFFECTS),
        (rules.PANORAMAS, texts.PANORAMAS),
    )
    for ids, table in tables:
        assert set(ids) <= set(table), set(ids) - set(table)


def test_cards_are_named_from_their_ids():
    assert texts.meal_name("tai_meshi_1") == "Tai meshi"
    assert texts.meal_name("dango_2") == texts.meal_name("dango") == "Dango"
    assert texts.encounter_name("samurai_1") == texts.encounter_name("samurai") == "Samurai"
    assert "Sea" in texts.encounter_name("annaibito_sea_3")
    assert "sea" in texts.encounter_effect("annaibito_sea_3")
    assert texts.encounter_effect("kuge_2") == texts.encounter_effect("kuge")
    assert texts.family_name(rules.FIFTH_FAMILY) == texts.family_name("fifth")
    assert texts.panorama_name("sea_panorama") == texts.panorama_name("sea")


def test_every_category_and_option_has_a_label():
    categories = (scoring.CATEGORIES + scoring.CROSSROADS_CATEGORIES
                  + scoring.CROSSROADS_END_CATEGORIES)
    for key in categories:
        assert key in texts.CATEGORIES
    for spec in GAME.options:
        assert spec.key in texts.OPTIONS and spec.key in texts.OPTION_HELP
        assert PLUGIN.option_label(spec.key) != spec.key


# -- plurals -------------------------------------------------------------------------------------


def plural_methods():
    return [(name, method) for name, method in inspect.getmembers(texts.PLURALS, inspect.ismethod)
            if name in texts.Tokaido.__dict__]


def test_plural_sentences_follow_their_count():
    methods = plural_methods()
    assert len(methods) > 30
    for name, method in methods:
        one, many = method(1), method(2)
        assert one != many, name
        assert "2" in many, name


def test_the_english_catalogue_words_the_plurals(qapp):
    languages = LanguageManager()
    languages.set_language("en")
    try:
        assert texts.coins_text(1) == "1 coin" and texts.coins_text(3) == "3 coins"
        assert texts.points_text(1) == "1 point"
    finally:
        for translator in languages._installed:
            QCoreApplication.removeTranslator(translator)


# -- the plugin ----------------------------------------------------------------------------------


def test_the_plugin_names_the_game():
    assert PLUGIN.game_id == "tokaido" and PLUGIN.shows_confirm
    assert PLUGIN.title() == "Tokaido" and PLUGIN.tagline()
    assert Path(PLUGIN.tile_art()).is_file()
    assert PLUGIN.confirm_label()
    assert PLUGIN.option_value_label("crossroads", True) != PLUGIN.option_value_label(
        "crossroads", False)


def test_the_result_names_the_winner_a_tie_break_or_a_shared_victory(games):
    names = NAMES[:3]
    assert "Bence" in PLUGIN.result_text(Scores((40, 52, 30), ({}, {}, {}), (1,)), names, None)
    shared = PLUGIN.result_text(Scores((52, 52, 30), ({}, {}, {}), (0, 1)), names, None)
    assert "Ann" in shared and "Bence" in shared and "52" in shared
    match, _ = games[0]
    view = match.state.view(0)
    cards = len(view.achievements()[1])
    tie_break = PLUGIN.result_text(Scores((52, 52), ({}, {}), (1,)), names[:2], view)
    assert "Bence" in tie_break and "tie-break" in tie_break and str(cards) in tie_break
    for match, _ in games:
        view = match.state.view(0)
        text = PLUGIN.result_text(match.state.scores(), [s.name for s in match.seats], view)
        assert_line(text)


def test_the_score_details_are_short_lines(games):
    for match, _ in games:
        view = match.state.view(0)
        for seat in range(len(match.seats)):
            for category in view.breakdown(seat):
                detail = PLUGIN.breakdown_detail(category, seat, view)
                assert detail is None or (detail.strip() and len(detail) < 60), (category, detail)
    assert PLUGIN.breakdown_detail("souvenirs", 0, None) is None


def test_a_refund_off_the_temple_shows_the_coin_back_and_the_point_gone():
    """Sasayakko's free souvenir that Devotion had paid onto the temple (issue 19)."""
    refund = Event.of("souvenir_free", seat=0, coins=1, from_temple=True)
    reveal, _duration = reveal_for(refund, None, 0)
    assert reveal.feedback == fill(word("two_gains"), texts.gained(texts.coins_text(1)),
                                   texts.lost(texts.points_text(1)))
    plain, _duration = reveal_for(Event.of("souvenir_free", seat=0, coins=1), None, 0)
    assert plain.feedback == texts.gained(texts.coins_text(1))


@pytest.mark.parametrize("language", ["en", "de", "ja", "hu", "pl"])
def test_rare_and_precious_says_how_few_cards_are_in_the_game(qapp, language):
    """The review read "only a few of each type" and had to guess 4 or 5: the new-game
    option's help names both counts, from the rules, in every language."""
    languages = LanguageManager()
    languages.set_language(language)
    try:
        help_text = PLUGIN.option_help("rare_and_precious")
        assert str(rules.RARE_AND_PRECIOUS[2]) in help_text
        assert str(rules.RARE_AND_PRECIOUS[4]) in help_text
        assert "%" not in help_text
    finally:
        languages.set_language("en")

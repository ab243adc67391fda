"""Let's Go! To Japan's words: a name for every site of the cards, a status line for every
decision of the draft and the trip (the agency's too), a log line for every event as each seat
may read it, a sentence for every error key, and the plugin's names, results and details."""

from __future__ import annotations

import inspect
import re
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tabibito.engine import Event, Match, Prompt, Rival, Scores, Seat, TabibitoError
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules, trip
from tabibito.games.letsgo.data import CONDITION_TOKENS, ICONS, load_data
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.letsgo import PLUGIN, texts
from tabibito.ui.letsgo.plugin import LetsGoUI

GAME = REGISTRY.get("letsgo")
DATA = load_data()
SOURCES = Path(rules.__file__).parent
NAMES = ("Ann", "Bence", "Yuki", "Kenji", "Ola")
PLACEHOLDER = re.compile(r"%\d|%n")

# (players, options): solo at each level, with and without the passports, and 2 and 5 players.
SET_UPS = (
    (1, {"agency": "easy"}),
    (1, {"agency": "normal", "passport": True}),
    (1, {"agency": "hard", "passport": True}),
    (2, {}),
    (2, {"passport": True}),
    (5, {"passport": True}),
)
SEEDS = range(1, 3)


def play(players: int, options: dict, seed: int) -> tuple[Match, list[Prompt]]:
    """A whole game of easy bots, with the prompt of every decision taken."""
    match = Match(GAME, options, [Seat(NAMES[i], "easy") for i in range(players)], seed)
    prompts = []
    while not match.is_over():
        seat = match.bots_to_act()[0]
        prompts.append(match.state.prompt(seat))
        match.apply(seat, match.bot_action(seat))
    return match, prompts


@pytest.fixture(scope="module")
def games() -> list[tuple[Match, list[Prompt]]]:
    return [play(players, options, seed) for players, options in SET_UPS for seed in SEEDS]


def emitted_kinds() -> set[str]:
    # Events are made by Event.of / Event.made, the trip's _emit and _score_logged, or a cache
    # of shared events.
    made = r'(?:Event\.of|Event\.made|_emit|_score_logged|SharedEvents)\("([a-z_.]+)"'
    return {kind for source in SOURCES.glob("*.py")
            for kind in re.findall(made, source.read_text(encoding="utf-8"))}


def error_keys() -> set[str]:
    found = set()
    for source in SOURCES.glob("*.py"):
        found |= set(re.findall(r'"(letsgo\.[a-z_.]+)"', source.read_text(encoding="utf-8")))
    return found


def assert_line(line: str | None) -> None:
    assert line and line.strip()
    assert not PLACEHOLDER.search(line), line


FALLBACK_PROMPT = texts.prompt_text(Prompt("no_such_step"), NAMES)


# -- names of the data ---------------------------------------------------------------------------


def test_every_site_of_the_cards_has_its_name():
    sites = DATA.sites()
    assert len(sites) > 80
    assert set(sites) == set(texts.SITES), set(sites) ^ set(texts.SITES)
    for key, english in sites.items():
        assert texts.site_name(key) == english  # the catalogues' source is the data's name


def test_every_card_has_a_title_and_an_explanation():
    for card in DATA.cards.values():
        assert texts.card_title(card.id, DATA) == texts.site_name(card.site)
        explanation = texts.card_explanation(card)
        assert_line(explanation)
        assert texts.site_name(card.site) in explanation
        assert ("Tokyo or Kyoto" in explanation) == card.yellow


def test_a_card_explanation_says_its_icons_points_condition_and_reward():
    zojoji = DATA.cards["T3"]  # R + green yen, 3 VP; 2 shopping and 2 temples -> 8 VP
    text = texts.card_explanation(zojoji)
    assert "Temples & shrines" in text and "Green yen" in text and "3 VP" in text
    assert "at least 2 × Shopping" in text and "8 VP" in text
    sets = texts.reward_text(DATA.cards["T1"])  # 2 VP per set of shopping + unique
    assert "per set of Shopping + Unique experiences" in sets


def test_the_backs_of_cards_are_named_by_their_deck():
    assert texts.card_title("~T+", DATA) == "Walk (Tokyo deck)"
    assert texts.card_title("~K?", DATA) == "Walk (Kyoto deck)"
    assert texts.card_title("T?", DATA) == "Face-down card (Tokyo deck)"
    assert texts.card_title("K+", DATA) == "Face-down card (Kyoto deck)"
    assert texts.card_title("~K3", DATA) == "Ryōan-ji Temple"  # a walk seen on the trip
    assert_line(texts.walk_back_explanation(DATA))


def test_icons_conditions_cities_days_and_passports_have_names():
    for icon in (*ICONS, "wild"):
        assert icon in texts.ICON_NAMES and texts.icon_name(icon) != icon
    for token in CONDITION_TOKENS:
        assert_line(texts.condition_name(token))
    assert texts.condition_name("happiness") != texts.icon_name("hL")
    assert [texts.city_name(c) for c in ("tokyo", "kyoto")] == ["Tokyo", "Kyoto"]
    assert [texts.day_name(d) for d in (0, 5)] == ["Monday", "Saturday"]
    assert texts.day_name("wednesday") == texts.day_name(2)
    for passport in DATA.passports:
        assert passport.number in texts.PASSPORT_NAMES
        assert_line(texts.passport_name(passport.number))
        assert_line(texts.passport_effect(passport.number))
    assert len(set(texts.PASSPORT_NAMES.values())) == len(DATA.passports)
    for tier in rules.BONUS_TIERS:
        for reward in tier:
            assert reward in texts.BONUS_REWARDS


# -- rounds --------------------------------------------------------------------------------------


def test_every_round_says_where_its_hand_comes_from():
    for round_ in rules.ROUND_TABLE:
        assert_line(texts.round_source_text(round_))
        assert_line(texts.pass_direction_text(round_))
    assert "rounds 1–4" in texts.round_source_text(5)
    assert "round 9" in texts.round_source_text(10)
    assert "deck of your choice" in texts.round_source_text(13)


def test_the_pass_direction_switches_in_round_8_and_ends_in_round_13():
    assert "left" in texts.pass_direction_text(rules.SWITCH_ROUND - 1)
    assert "right" in texts.pass_direction_text(rules.SWITCH_ROUND)
    assert "not passed" in texts.pass_direction_text(rules.ROUNDS)
    assert "travel agency" in texts.pass_direction_text(3, solo=True)


# -- prompts -------------------------------------------------------------------------------------

TRIP_KINDS = (trip.YELLOW_CITY, trip.TRAIN, trip.WALK, trip.WILD_TOKEN, trip.FREE_HIGHLIGHT,
              trip.AGENCY_WILD)
TRIP_PARAMS = {"card": "T72", "day": 1, "wilds": 2, "left": 1, "start": True, "luxury": 1,
               "tied": ("R", "G")}


def test_every_draft_step_has_its_own_prompt():
    params = {"round": 3, "place": 2, "placed": 1, "day": 2, "matches": 2, "discards": 3,
              "draws": 2, "card": "T5", "walk": None}
    lines = {texts.prompt_text(Prompt(step, params), NAMES) for step in rules.DECISIONS}
    assert FALLBACK_PROMPT not in lines and len(lines) == len(rules.DECISIONS)


@pytest.mark.parametrize("prefix", ["trip", rules.AGENCY])
def test_every_trip_decision_has_its_question(prefix):
    for kind in TRIP_KINDS:
        params = {"agency": prefix == rules.AGENCY, **TRIP_PARAMS}
        line = texts.prompt_text(Prompt(f"{prefix}_{kind}", params), NAMES)
        assert_line(line)
        assert line != FALLBACK_PROMPT
        assert line == texts.trip_decision_text(kind, params)
    last_wilds = texts.prompt_text(Prompt("trip_wild", {"day": None, "wilds": 2}))
    assert "experience scoring" in last_wilds and "2" in last_wilds
    agency = texts.prompt_text(Prompt("agency_yellow_city", {"agency": True, **TRIP_PARAMS}))
    assert "travel agency" in agency and "Festival" in agency


def test_every_prompt_of_real_games_has_a_text(games):
    kinds = set()
    for match, prompts in games:
        names = [seat.name for seat in match.seats]
        for prompt in prompts:
            kinds.add(prompt.kind)
            text = PLUGIN.prompt_text(prompt, names)
            assert_line(text)
            assert text != FALLBACK_PROMPT
    assert {"passport", "play", "slot", "give", "choose_deck", "trip_train",
            "agency_yellow_city"} <= kinds


def test_every_choice_of_a_trip_decision_has_a_distinct_label():
    for kind, choices in ((trip.YELLOW_CITY, ("tokyo", "kyoto")),
                          (trip.TRAIN, ("start", "luxury", "standard")),
                          (trip.WALK, ("front", "back")),
                          (trip.WILD_TOKEN, (*trip.WILD_PAIRS, "R", "B", trip.DONE)),
                          (trip.FREE_HIGHLIGHT, (trip.SCORE, trip.SKIP)),
                          (trip.AGENCY_WILD, ("R", "G"))):
        labels = [texts.trip_choice_label(kind, choice, TRIP_PARAMS, DATA) for choice in choices]
        for label in labels:
            assert_line(label)
        assert len(set(labels)) == len(labels), labels
    assert "Festival" in texts.trip_choice_label(trip.WALK, "front", TRIP_PARAMS, DATA)


def test_the_research_and_the_bonus_prompts_say_their_counts():
    assert "3" in texts.prompt_text(Prompt("discard", {"discards": 3}))
    bonus = texts.prompt_text(Prompt("bonus", {"day": 4, "matches": 3}))
    assert "Friday" in bonus and "3" in bonus
    walk = texts.prompt_text(Prompt("slot", {"card": "T5", "walk": "kyoto"}))
    assert "Kyoto" in walk and "Sensō-ji" not in walk
    place = texts.prompt_text(Prompt("slot", {"card": "T5", "walk": None}))
    assert "Sensō-ji" in place


# -- the log -------------------------------------------------------------------------------------

SAMPLES = (
    Event.of("conditions", days=["R", "G", "P", "Y", "B", "happiness"]),
    Event.of("round_started", round=5, reveals=True),
    Event.of("hand", visible_to=(0,), seat=0, cards=["T5", "K7"]),
    Event.of("passport_kept", visible_to=(0,), seat=0, number=4),
    Event.of("passport", seat=0, number=4),
    Event.of("card_placed", visible_to=(0,), seat=0, card="T5", day=1, position=0),
    Event.of("placed", seat=0, day=1),
    Event.of("walked", seat=0, deck="tokyo", day=2, position=1),
    Event.of("discarded", visible_to=(0,), seat=0, card="K7"),
    Event.of("research", seat=1),
    Event.of("day_bonus", seat=1, reward="research"),
    Event.of("day_bonus", seat=1, reward="walk", day=3, deck="kyoto", position=0),
    Event.of("given", seat=0, card="K72", deck="kyoto"),
    Event.of("drawn", visible_to=(1,), reveals=True, seat=1, card="K3"),
    Event.of("round_ended", round=5),
    Event.of("trip_started", reveals=True, walks=[["T9"], []]),
    Event.of("trip_choice", seat=0, agency=False, choice="kyoto"),
    Event.of("trip.yellow", card="T72", city="kyoto"),
    Event.of("trip.train", card="K3", train="luxury"),
    Event.of("trip.walk", card="T9", face="front"),
    Event.of("trip.walk", card="T9", face="back"),
    Event.of("trip.card", card="T9", day="monday", face="back", points=1),
    Event.of("trip.card", card="K3", day="monday", face="front", points=3),
    Event.of("trip.mood_step", track="happiness", level=1),
    Event.of("trip.mood_step", track="stress", level=2),
    Event.of("trip.wild", kinds="R+G", day="monday"),
    Event.of("trip.wild", kinds="P", day=None),
    Event.of("trip.highlight", card="K3", day="monday", met=True, free=False, points=6,
             gains=("G", "G", "wild")),
    Event.of("trip.highlight", card="K3", day="monday", met=True, free=True, points=6, gains=()),
    Event.of("trip.highlight", card="K3", day="monday", met=False, free=False, points=0,
             gains=()),
    Event.of("trip.research", tokens=3, points=3, category="research", traveller=0, seat=0),
    Event.of("trip.passport", passport=7, points=2, category="passport", traveller=0, seat=0),
    Event.of("trip.mood", track="stress", points=-3, category="mood", traveller="agency",
             rival="agency"),
    Event.of("trip.experience", experience="R", track=7, points=8, category="experience",
             traveller=1, seat=1),
    Event.of("trip.over", total=97, breakdown={}),
)
QUIET = {"trip_choice"}  # the trip's own events that follow say what was chosen


def test_the_samples_cover_every_event_kind_the_engine_emits():
    assert {event.kind for event in SAMPLES} == emitted_kinds()


@pytest.mark.parametrize("event", SAMPLES, ids=lambda event: event.kind)
def test_every_event_kind_has_a_line_for_whoever_may_read_it(event):
    for viewer in (0, 1, None):
        line = texts.event_text(event, NAMES[:2], viewer, DATA)
        if event.kind in QUIET:
            assert line is None
        elif event.visible_for(viewer) and not (event.kind == "placed" and viewer == 0):
            assert_line(line)


def test_every_event_of_real_games_gets_a_line_for_each_seat_that_sees_it(games):
    seen = set()
    for match, _prompts in games:
        names = [seat.name for seat in match.seats]
        for event in match.events:
            seen.add(event.kind)
            if event.kind in QUIET:
                continue
            for viewer in (*range(len(names)), None):
                own_placing = event.kind == "placed" and viewer == event.params["seat"]
                if event.visible_for(viewer) and not own_placing:
                    assert_line(PLUGIN.event_text(event, names, viewer))
    # the bots' games reach nearly every kind; the samples above check the rest
    assert len(seen) >= len(emitted_kinds()) - 2, emitted_kinds() - seen


def test_a_secret_is_not_told_to_the_other_seats():
    by_kind = {event.kind: event for event in SAMPLES}
    hand, kept = by_kind["hand"], by_kind["passport_kept"]
    assert "Sensō-ji" in texts.event_text(hand, NAMES, 0, DATA)
    assert texts.event_text(hand, NAMES, 1, DATA) is None
    assert "Free spirit" in texts.event_text(kept, NAMES, 0, DATA)
    assert "Free spirit" not in texts.event_text(kept, NAMES, 1, DATA)
    placed = by_kind["card_placed"]
    assert "Sensō-ji" in texts.event_text(placed, NAMES, 0, DATA)
    assert texts.event_text(placed, NAMES, 1, DATA) is None
    assert "Tuesday" in texts.event_text(by_kind["placed"], NAMES, 1, DATA)
    assert texts.event_text(by_kind["placed"], NAMES, 0, DATA) is None  # said with the card
    drawn = by_kind["drawn"]
    assert "Ryōan-ji" in texts.event_text(drawn, NAMES, 1, DATA)
    assert "Ryōan-ji" not in texts.event_text(drawn, NAMES, 0, DATA)


def test_the_trip_lines_say_what_was_scored():
    by_kind = {}
    for event in SAMPLES:
        by_kind.setdefault(event.kind, event)
    highlight = texts.event_text(by_kind["trip.highlight"], NAMES, 0, DATA)
    assert "Monday" in highlight and "6 VP" in highlight and "Wild token" in highlight
    assert "back" in texts.event_text(by_kind["trip.card"], NAMES, 0, DATA)
    front = Event.of("trip.card", card="K3", day="friday", face="front", points=3)
    assert "Ryōan-ji" in texts.event_text(front, NAMES, 0, DATA)
    assert "97" in texts.event_text(by_kind["trip.over"], NAMES, 0, DATA)
    train = texts.event_text(by_kind["trip.train"], NAMES, 0, DATA)
    assert "Luxury" in train and "Ryōan-ji" in train
    assert "Unique experiences" in texts.event_text(by_kind["conditions"], NAMES, 0, DATA)
    research = texts.event_text(by_kind["trip.research"], NAMES, 0, DATA)
    assert NAMES[0] in research and "Research tokens" in research and "3 VP" in research
    experience = texts.event_text(by_kind["trip.experience"], NAMES, 0, DATA)
    assert NAMES[1] in experience and "8 VP" in experience
    assert "-3" in texts.event_text(by_kind["trip.mood"], NAMES, 0, DATA)


# -- errors --------------------------------------------------------------------------------------


def test_every_error_key_of_the_game_has_a_sentence():
    keys = error_keys()
    assert "letsgo.trip.illegal" in keys and "letsgo.data.corrupt" in keys
    for key in keys | set(texts.DATA_ERRORS):
        assert_line(PLUGIN.error_text(TabibitoError(key)))
    for key in texts.DATA_ERRORS:
        assert "reinstall" in PLUGIN.error_text(TabibitoError(key))
    assert_line(PLUGIN.error_text(TabibitoError("action.nothing_to_resolve")))
    assert PLUGIN.error_text(TabibitoError("action.illegal")) is None  # the shell's words


# -- the plugin ----------------------------------------------------------------------------------


def test_the_plugin_names_the_game_its_options_and_categories():
    assert isinstance(PLUGIN, LetsGoUI) and PLUGIN.game_id == GAME.id
    assert PLUGIN.title() == "Let's Go! To Japan" and PLUGIN.tagline()
    assert Path(PLUGIN.tile_art()).is_file()
    for spec in GAME.options:
        assert PLUGIN.option_label(spec.key) != spec.key
        assert_line(PLUGIN.option_help(spec.key))
    assert [PLUGIN.option_value_label("agency", level) for level in rules.AGENCY_LEVELS] == [
        "Easy", "Normal", "Hard"]
    assert PLUGIN.option_value_label("passport", True) != PLUGIN.option_value_label(
        "passport", False)
    for category in trip.CATEGORIES:
        assert category in texts.CATEGORIES and PLUGIN.category_label(category) != category
    assert PLUGIN.rival_label(rules.AGENCY) == "Travel agency"


def test_the_score_categories_open_their_rules():
    assert {PLUGIN.category_rules_section(day) for day in trip.DAY_KEYS} == {"score-days"}
    assert PLUGIN.category_rules_section("mood") == "score-mood"
    assert PLUGIN.category_rules_section("passport") == "score-passport"


def test_the_board_and_panel_are_imported_only_when_a_game_starts():
    source = inspect.getsource(LetsGoUI.create_board) + inspect.getsource(
        LetsGoUI.create_panel)
    assert "from .board import" in source and "from .panel import" in source
    plugin_source = Path(inspect.getfile(LetsGoUI)).read_text(encoding="utf-8")
    assert not re.search(r"^from \.(board|panel|rules_art) import", plugin_source, re.M)


def test_the_solo_result_is_the_player_against_the_travel_agency():
    def agency(total: int) -> tuple[Rival, ...]:
        return (Rival(rules.AGENCY, total, {}),)

    win = PLUGIN.result_text(Scores((120,), ({},), (0,), agency(101)), NAMES[:1], None)
    assert "Ann" in win and "120" in win and "101" in win
    loss = PLUGIN.result_text(Scores((90,), ({},), (), agency(101), (rules.AGENCY,)),
                              NAMES[:1], None)
    assert "travel agency wins" in loss and "90" in loss and "101" in loss
    tie = PLUGIN.result_text(Scores((99,), ({},), (0,), agency(99), (rules.AGENCY,)),
                             NAMES[:1], None)
    assert "tie" in tie and "99" in tie
    assert win != loss != tie


def test_the_result_names_the_winner_or_a_shared_victory(games):
    names = NAMES[:3]
    assert "Bence" in PLUGIN.result_text(Scores((40, 52, 30), ({}, {}, {}), (1,)), names, None)
    shared = PLUGIN.result_text(Scores((52, 52, 30), ({}, {}, {}), (0, 1)), names, None)
    assert "Ann" in shared and "Bence" in shared and "52" in shared
    for match, _ in games:
        view = match.state.view(0)
        text = PLUGIN.result_text(match.state.scores(), [s.name for s in match.seats], view)
        assert_line(text)


def test_the_score_details_are_short_lines(games):
    details = set()
    for match, _ in games:
        view = match.state.view(0)
        scores = view.scores()
        for seat in range(len(match.seats)):
            for category in scores.breakdown[seat]:
                detail = PLUGIN.breakdown_detail(category, seat, view)
                assert detail is None or (detail.strip() and len(detail) < 60), (category, detail)
                details.add((category, detail is not None))
    assert ("experience", True) in details and ("mood", True) in details
    assert PLUGIN.breakdown_detail("mood", 0, None) is None


def test_the_rules_pictures_come_from_the_board_art(qapp):
    from tabibito.ui.letsgo import rules_art

    for key in ("card", "day", "walk", "tracks"):
        picture = PLUGIN.rules_picture(key)
        expected = rules_art.rules_picture(key)
        assert (picture is None) == (expected is None)
        if picture is not None:
            assert picture.size() == expected.size() and not picture.isNull()


# -- plurals and languages -----------------------------------------------------------------------


def plural_methods():
    return [(name, method) for name, method in inspect.getmembers(texts.PLURALS, inspect.ismethod)
            if name in texts.LetsGo.__dict__]


def test_plural_sentences_follow_their_count():
    methods = plural_methods()
    assert len(methods) > 30
    for name, method in methods:
        one, many = method(1), method(2)
        assert one != many, name
        assert "2" in many, name


def _catalogue(tmp_path: Path, source: str, translation: str) -> Path | None:
    """A one-message German catalogue of the game's context, compiled with lrelease."""
    lrelease_command = _lrelease_command()
    if lrelease_command is None:
        return None
    ts = tmp_path / "letsgo_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="de"><context><name>LetsGo</name><message>'
        f"<source>{source}</source><translation>{translation}</translation>"
        "</message></context></TS>\n", encoding="utf-8")
    qm = tmp_path / "letsgo_de.qm"
    result = subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)],
                            check=False)
    return qm if result.returncode == 0 and qm.is_file() else None


def _lrelease_command():
    import importlib.util

    root = Path(__file__).resolve().parents[3]
    spec = importlib.util.spec_from_file_location("build_qm", root / "packaging" / "build_qm.py")
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, "lrelease_command", None)


def test_the_words_follow_the_language_of_the_moment(qapp, tmp_path):
    """Nothing is translated once at import: a catalogue installed later re-words the names."""
    qm = _catalogue(tmp_path, "Sensō-ji Temple and Nakamise", "Sensō-ji-Tempel und Nakamise")
    if qm is None:
        pytest.skip("no lrelease in this environment")
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert texts.site_name("sensoji_nakamise") == "Sensō-ji-Tempel und Nakamise"
        assert "Sensō-ji-Tempel und Nakamise" in texts.card_explanation(DATA.cards["T5"])
    finally:
        QCoreApplication.removeTranslator(translator)
    assert texts.site_name("sensoji_nakamise") == "Sensō-ji Temple and Nakamise"


def test_every_trip_line_of_a_game_names_whose_trip_it_is():
    """The trips run side by side and their lines mingle in the log: each names its traveller,
    and a traveller's closing line is that traveller's final score (two players and, solo, the
    player beside the travel agency)."""
    for players, seed in ((2, 5), (1, 6)):
        seats = [Seat(NAMES[n], "easy") for n in range(players)]
        match = Match(REGISTRY.get("letsgo"), {}, seats, seed)
        match.play_bots()
        names = [seat.name for seat in match.seats]
        scores = match.state.scores()
        finals = {seat: scores.totals[seat] for seat in range(players)}
        if players == 1:
            finals[rules.AGENCY] = scores.rivals[0].total
        ended = {}
        for event in match.events:
            if not event.kind.startswith("trip."):
                continue
            traveller = event["traveller"]
            who = texts.agency_name() if traveller == rules.AGENCY else names[traveller]
            line = texts.event_text(event, names, 0, DATA)
            assert line is None or line.startswith(f"{who} — "), line
            if event.kind == "trip.over":
                ended[traveller] = event["total"]
                assert f"{event['total']} VP" in line
        assert ended == finals


def _hungarian() -> dict[tuple[str, str], list[str]]:
    """The Hungarian catalogue's Let's Go entries: (context, source) -> its forms."""
    import xml.etree.ElementTree as ET
    root = ET.parse(SOURCES.parents[3] / "i18n" / "tabibito_hu.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        if not name.startswith("LetsGo"):
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") in ("vanished", "obsolete"):
                continue  # no longer shown
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found[(name, message.findtext("source") or "")] = forms or [translation.text or ""]
    return found


def test_hungarian_names_the_round_of_the_passed_cards_with_its_article():
    """Rounds 10 and 13 pick up the cards of rounds 9 and 12: "a 9. fordulóban", never "in
    this round" (ebben a fordulóban)."""
    assert {rules.ROUND_TABLE[r].picks_up for r in (10, 13)} == {(9,), (12,)}
    (line,) = _hungarian()[("LetsGo", "Pick up the cards passed to you in round %1.")]
    assert "a %1. fordulóban" in line and "ebben" not in line


def test_hungarian_let_s_go_never_falls_back_to_a_z():
    """A(z) is the fallback for an article that depends on the word after it: Let's Go's
    sentences name their decks and rounds so that the article is known or not needed."""
    slips = [(source, form) for (_, source), forms in _hungarian().items()
             for form in forms if "a(z)" in form.lower()]
    assert slips == []


def _lets_go_catalogue(language: str) -> dict[str, str]:
    """The LetsGo context of a language's catalogue: source -> translation."""
    import xml.etree.ElementTree as ET
    root = ET.parse(SOURCES.parents[3] / "i18n" / f"tabibito_{language}.ts").getroot()
    return {message.findtext("source") or "": message.findtext("translation") or ""
            for context in root.iter("context") if context.findtext("name") == "LetsGo"
            for message in context.iter("message")}


@pytest.mark.parametrize("language", ["en", "de", "ja", "hu", "pl"])
def test_the_rules_name_each_passport_as_the_game_shows_it(language):
    """Review 12: Help ▸ Rules listed the 18 passports by number only, while the game shows
    them by name ("A taste of everything")."""
    from tabibito.ui.letsgo.texts.names import PASSPORT_NAMES
    from tabibito.ui.rules.document import parse, plain
    text = (SOURCES.parents[3] / "resources" / "rules" / "letsgo" / f"rules.{language}.md")
    section = parse(text.read_text(encoding="utf-8")).section("passport")
    items = [plain(piece) for block in section.blocks for piece in block.texts()]
    shown = _lets_go_catalogue(language) if language != "en" else {}
    for number, name in PASSPORT_NAMES.items():
        title = shown.get(name) or name
        assert any(item.startswith(title) for item in items), (number, title)


@pytest.mark.parametrize(("language", "placed", "walked"), [
    ("en", "Ann places a card on Tuesday.", "Ann takes a walk on Friday"),
    ("de", "Ann legt am Dienstag eine Karte aus.", "Ann macht am Freitag einen Spaziergang"),
    ("hu", "Ann kedden lerak egy kártyát.", "Ann pénteken sétál"),
    ("pl", "Ann zagrywa kartę we wtorek.", "Ann idzie na spacer w piątek"),
    ("ja", "Annは火曜日にカードを1枚プレイしました。", "Annは金曜日に散歩アクション"),
])
def test_a_day_as_the_time_of_a_move_takes_each_languages_own_form(qapp, language, placed,
                                                                     walked):
    """The editors' review (issue 25): a day inserted as "on %2" forced Hungarian and Polish
    into "(kedd)" and German into "zum Dienstag". The day comes whole, with its preposition
    or case ("on Tuesday", "am Dienstag", "kedden", "we wtorek", "火曜日に")."""
    languages = LanguageManager()
    languages.set_language(language)
    try:
        placed_line = texts.event_text(Event.of("placed", seat=0, day=1), NAMES, 1, DATA)
        walk = Event.of("walked", seat=0, day=4, deck="kyoto")
        assert placed_line == placed
        assert texts.event_text(walk, NAMES, 0, DATA).startswith(walked)
    finally:
        languages.set_language("en")


@pytest.mark.parametrize(("language", "first", "between"), [
    ("en", "Put <b>Ryokan</b> on Tuesday, as the day's first card.",
     "Put <b>Ryokan</b> on Friday, between Tokyo Tower and Ueno Park."),
    ("de", "Lege <b>Ryokan</b> am Dienstag als erste Karte des Tages aus.",
     "Lege <b>Ryokan</b> am Freitag zwischen „Tokyo Tower“ und „Ueno-Park“."),
    ("hu", "Tedd le kedden a nap első kártyájaként ezt a kártyát: <b>Ryokan</b>.",
     "Tedd le pénteken „Tokiói torony” és „Ueno park” közé ezt a kártyát: <b>Ryokan</b>."),
    ("pl", "Połóż <b>Ryokan</b> we wtorek jako pierwszą kartę dnia.",
     "Połóż <b>Ryokan</b> w piątek między kartami „Tokyo Tower” i „Park Ueno”."),
    ("ja", "<b>Ryokan</b>を火曜日に、その日の最初のカードとして置きます。",
     "<b>Ryokan</b>を金曜日に、「東京タワー」と「上野恩賜公園」の間に置きます。"),
])
def test_a_hint_says_the_day_of_a_placement_in_each_languages_own_form(qapp, language, first,
                                                                         between):
    """Issue 25: the hints said "on %2" with the day's bare name, which forced Hungarian and
    Polish into "a nap (kedd)" and "(wtorek)"; they take the day with its preposition or case,
    as the log does ("on Tuesday", "am Dienstag", "kedden", "we wtorek", "火曜日に")."""
    from types import SimpleNamespace

    from tabibito.ui.letsgo.hints import slot_move

    tower, park = (next(c.id for c in DATA.cards.values() if c.site == site)
                   for site in ("tokyo_tower", "ueno_park"))
    view = SimpleNamespace(data=DATA)
    languages = LanguageManager()
    languages.set_language(language)
    try:
        assert slot_move(view, [], "Ryokan", 1, 0) == first
        assert slot_move(view, [tower, park], "Ryokan", 4, 1) == between
    finally:
        languages.set_language("en")


@pytest.mark.parametrize(("language", "agency"), [
    ("en", "The travel agency's card “Tokyo Tower” on Tuesday is a yellow card: does it count "
           "for Tokyo or for Kyoto?"),
    ("de", "Die Karte „Tokyo Tower“ des Reisebüros am Dienstag ist gelb: Zählt sie für Tokio "
           "oder für Kyoto?"),
    ("hu", "Az utazási iroda kedden lévő kártyája, „Tokiói torony”, sárga kártya: Tokióhoz vagy "
           "Kiotóhoz számítson?"),
    ("pl", "Karta biura podróży „Tokyo Tower” we wtorek jest żółta: czy liczy się jako Tokio, "
           "czy jako Kioto?"),
    ("ja", "旅行代理店が火曜日に訪れる「東京タワー」は汎用アクティビティです。"
           "東京と京都のどちらとして扱いますか？"),
])
def test_the_yellow_card_question_says_its_day_in_each_languages_own_form(qapp, language,
                                                                           agency):
    """Seen at 1024×700 (issue 22 §4): "The travel agency's A gift from an interesting shop on
    Monday is a yellow card"; the card is named as a card, and its day takes the language's
    preposition or case (Hungarian and Polish put the bare day in brackets before)."""
    tower = next(c.id for c in DATA.cards.values() if c.site == "tokyo_tower")
    languages = LanguageManager()
    languages.set_language(language)
    try:
        asked = texts.trip_decision_text(trip.YELLOW_CITY, {"card": tower, "day": 1,
                                                            "agency": True}, DATA)
        assert asked == agency
        own = texts.trip_decision_text(trip.YELLOW_CITY, {"card": tower, "day": 1}, DATA)
        assert texts.day_on(1) in own and texts.day_name(1) not in own.replace(
            texts.day_on(1), "")
    finally:
        languages.set_language("en")


def test_a_train_to_a_walk_not_turned_over_names_the_walk_not_its_front():
    """Trains are chosen before the walks are turned over; the question (and the hint's move)
    named the card under a face-down walk ("The city changes at Department stores in Ginza on
    Monday" over a board showing a walk), giving its front away before its turn."""
    from .lgp_match import find

    def at_a_walk(match) -> bool:  # the trip's own itinerary says the card is face down
        prompt = match.state.prompt(0)
        if (prompt is None or prompt.kind != f"trip_{trip.TRAIN}"
                or match.state.needs_resolution()):
            return False
        days = match.state.trips[0].snapshot()["itinerary"]
        return {"card": prompt.params["card"], "face_down": True} in sum(days, [])

    match = find(at_a_walk, seeds=range(1, 60), players=2)
    prompt = match.state.prompt(0)
    card = prompt.params["card"]
    question = PLUGIN.prompt_text(prompt, NAMES)
    front = texts.card_title(card)
    assert front not in question
    assert texts.walk_title(rules.city_of(card)) in question
    assert texts.decision_card(prompt.params) == texts.walk_title(rules.city_of(card))
    plain = {**prompt.params, "walk": False}  # a card face up is named as before
    assert front in texts.trip_decision_text(trip.TRAIN, plain)

"""The rules documents in resources/rules/ keep the rules contract, in every language.

For each game: all ten files (rules and quick reference × five languages) exist and parse; the
same section ids in the same order in every language; the contract's required ids are there;
each picture key once in the full rules and none in the quick reference; every link goes to a
section that exists; no paragraph or list item is left in English in another language; the quick
reference fits one screen; and every score category opens a section that exists.
"""

from __future__ import annotations

import pytest

from tabibito.games import REGISTRY
from tabibito.games.letsgo import trip as letsgo_trip
from tabibito.games.nextstation import scoring as nextstation_scoring
from tabibito.games.tokaido import scoring as tokaido_scoring
from tabibito.ui.kit.paths import resource_path
from tabibito.ui.plugins import ui_plugins
from tabibito.ui.rules import document as docs
from tabibito.ui.rules.document import QUICK, RULES, Document

GAMES = tuple(REGISTRY.ids())
LANGUAGES = ("en", "de", "ja", "hu", "pl")
OTHER_LANGUAGES = tuple(language for language in LANGUAGES if language != "en")
KINDS = (RULES, QUICK)

# Each game's rules contract: the required section ids (writers may add more; every game also
# has COMMON_IDS), its pictures and its score categories.
COMMON_IDS = ("overview", "setup", "end", "scoring")
REQUIRED_IDS = {
    "nextstation": (
        "cards", "effects", "drawing", "departure", "symbols", "joker", "restrictions", "switch",
        "double-track", "pass", "round-end", "pencils", "stations", "districts", "interchanges",
        "objectives", "solo", "score-lines", "score-interchanges", "score-stamps",
        "score-missed_green", "score-objectives"),
    "tokaido": (
        "movement", "stops", "stop-village", "stop-farm", "stop-panorama", "stop-hot-spring",
        "stop-temple", "stop-encounter", "inns", "meals", "achievements", "travellers",
        "two-players", "variants", "crossroads", "score-panoramas", "score-hot_springs",
        "score-souvenirs", "score-meals", "score-encounters", "score-temples",
        "score-panorama_achievements", "score-traveller", "score-temple_ranking",
        "score-gourmet", "score-collector", "score-bather", "score-chatterbox",
        "score-cherry_trees", "score-bath_houses", "score-legendary_objects",
        "score-calligraphies"),
    "letsgo": (
        "cards", "rounds", "placing", "highlight", "day-bonus", "walks", "research",
        "closed-days", "trip", "trip-cities", "trip-trains", "trip-walks", "trip-wilds",
        "trip-highlights", "trip-mood", "trip-experience", "planner", "agency", "passport",
        "score-days", "score-mood", "score-experience", "score-trains", "score-research",
        "score-passport"),
}
PICTURE_KEYS = {
    "nextstation": ("cards", "section", "interchange", "districts"),
    "tokaido": ("stops", "inn", "traveller"),
    "letsgo": ("card", "day", "walk", "tracks"),
}
# Every category a game's score sheet can show (its rules' scoring, expansions included).
SCORE_CATEGORIES = {
    "nextstation": nextstation_scoring.CATEGORIES,
    "tokaido": (tokaido_scoring.CATEGORIES + tokaido_scoring.CROSSROADS_CATEGORIES
                + tokaido_scoring.CROSSROADS_END_CATEGORIES),
    "letsgo": letsgo_trip.CATEGORIES,
}
# One screen: the English quick reference in words; Japanese, written without spaces, in
# characters; the other languages take a few more words than English for the same text.
QUICK_MAX_WORDS = {"en": 260, "de": 300, "hu": 300, "pl": 300}
QUICK_MAX_JAPANESE_CHARACTERS = 900
# A piece this short may well read the same in two languages (a name, "Kyoto: 3").
SAME_WORDS_ALLOWED = 3


def read(game_id: str, kind: str, language: str) -> Document:
    path = docs.document_path(resource_path("rules"), game_id, kind, language)
    assert path.is_file(), f"{path} is missing"
    return docs.parse(path.read_text(encoding="utf-8"))


def pieces(document: Document) -> list[str]:
    """Every paragraph, list item and caption, as read (marks taken out), stripped."""
    return [docs.plain(text).strip() for block in document.blocks() for text in block.texts()]


@pytest.fixture(params=GAMES)
def game_id(request) -> str:
    return request.param


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_file_exists_and_parses(game_id, kind, language):
    document = read(game_id, kind, language)
    assert document.title.strip()
    assert document.sections, "a document without sections has nothing for the contents"


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_ids_in_the_same_order_in_every_language(game_id, kind):
    english = read(game_id, kind, "en").ids()
    for language in OTHER_LANGUAGES:
        assert read(game_id, kind, language).ids() == english, language


def test_the_contracts_ids_are_there(game_id):
    ids = set(read(game_id, RULES, "en").ids())
    missing = [section for section in COMMON_IDS + REQUIRED_IDS[game_id] if section not in ids]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_picture_once_in_the_rules_and_none_in_the_quick_reference(game_id, language):
    pictures = read(game_id, RULES, language).pictures()
    assert sorted(pictures) == sorted(PICTURE_KEYS[game_id])
    assert pictures == read(game_id, RULES, "en").pictures()  # the same order everywhere
    assert read(game_id, QUICK, language).pictures() == []


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_link_goes_to_a_section(game_id, kind, language):
    document = read(game_id, kind, language)
    ids = set(document.ids())
    assert [link for link in document.links() if link not in ids] == []


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_nothing_is_left_in_english(game_id, kind, language):
    english = {piece for piece in pieces(read(game_id, kind, "en"))
               if docs.word_count(piece) > SAME_WORDS_ALLOWED}
    left = [piece for piece in pieces(read(game_id, kind, language)) if piece in english]
    assert left == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_quick_reference_fits_one_screen(game_id, language):
    text = docs.plain_text(read(game_id, QUICK, language))
    if language == "ja":
        assert len("".join(text.split())) <= QUICK_MAX_JAPANESE_CHARACTERS
    else:
        assert docs.word_count(text) <= QUICK_MAX_WORDS[language]


def test_every_game_has_its_rules_contract_written_here():
    """A new game's documents are checked by every test above; its contract needs writing down."""
    for contract in (REQUIRED_IDS, PICTURE_KEYS, SCORE_CATEGORIES):
        assert set(contract) == set(GAMES)


def test_every_score_category_opens_a_section_of_its_rules(game_id):
    plugin = ui_plugins()[game_id]
    ids = set(read(game_id, RULES, "en").ids())
    unknown = {category: plugin.category_rules_section(category)
               for category in SCORE_CATEGORIES[game_id]
               if plugin.category_rules_section(category) not in ids}
    assert unknown == {}


def test_the_contracts_score_sections_are_the_games_categories():
    """The constants above and the games agree: each category has a required section (lines and
    days share one)."""
    shared = {"nextstation": {"line1", "line2", "line3", "line4"},
              "letsgo": set(letsgo_trip.DAY_KEYS)}
    for game_id, categories in SCORE_CATEGORIES.items():
        for category in set(categories) - shared.get(game_id, set()):
            assert f"score-{category}" in REQUIRED_IDS[game_id], (game_id, category)

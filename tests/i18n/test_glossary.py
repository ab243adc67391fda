"""Each edition's own terms stay in its catalogue (issue 25): a message whose English names a glossary
concept uses that edition's word, the words the translation review replaced do not come back, and a
source shown in several places reads the same everywhere. The terms are in glossary_terms.toml."""

import re
import tomllib
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CATALOGUES = HERE.parents[1] / "i18n"
LANGUAGES = ("de", "ja", "hu", "pl")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    texts: tuple[str, ...]  # the translation, or each of its plural forms


def catalogue(language: str, folder: Path = CATALOGUES) -> list[Message]:
    found = []
    for context in ET.parse(folder / f"tabibito_{language}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            forms = translation.findall("numerusform")
            texts = tuple(form.text or "" for form in forms) if forms else (translation.text or "",)
            found.append(Message(name, message.findtext("source") or "", texts))
    return found


def glossary() -> dict:
    with (HERE / "glossary_terms.toml").open("rb") as file:
        return tomllib.load(file)


def missing_terms(language: str, messages: list[Message], terms: list[dict]) -> list[str]:
    """Messages of a term's game whose English names the concept but whose translation lacks the term."""
    problems = []
    for term in terms:
        if language not in term:
            continue
        english = re.compile(term["english"], re.IGNORECASE)
        wanted = re.compile(term[language], re.IGNORECASE)
        for message in messages:
            if (message.context.startswith(term["game"]) and english.search(message.source)
                    and message.source not in term.get("except", ())):
                problems += [f"{message.source!r} → {text!r} lacks /{term[language]}/"
                             for text in message.texts if not wanted.search(text)]
    return problems


def replaced_words(language: str, messages: list[Message], rules: list[dict]) -> list[str]:
    problems = []
    for rule in rules:
        if rule["language"] != language:
            continue
        pattern = re.compile(rule["pattern"], re.IGNORECASE)
        source = re.compile(rule.get("source", ""))
        for message in messages:
            if message.context.startswith(rule.get("game", "")) and source.search(message.source):
                problems += [f"{message.source!r} → {text!r}: {rule['why']}"
                             for text in message.texts if pattern.search(text)]
    return problems


def differing_forms(messages: list[Message], sources: list[str]) -> list[str]:
    seen: dict[str, set[tuple[str, ...]]] = {}
    for message in messages:
        if message.source in sources:
            seen.setdefault(message.source, set()).add(message.texts)
    return [f"{source!r} is translated {sorted(texts)}" for source, texts in seen.items() if len(texts) > 1]


@pytest.fixture(scope="module")
def terms() -> dict:
    return glossary()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_message_naming_a_glossary_concept_uses_the_editions_term(language, terms):
    problems = missing_terms(language, catalogue(language), terms["term"])
    assert not problems, f"{len(problems)} in {language}:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_the_review_replaced_do_not_come_back(language, terms):
    problems = replaced_words(language, catalogue(language), terms["forbidden"])
    assert not problems, f"{len(problems)} in {language}:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_source_reads_the_same_in_every_context(language, terms):
    messages = catalogue(language)
    problems = [p for rule in terms["same"] for p in differing_forms(messages, rule["sources"])]
    assert not problems, f"{language}: " + "; ".join(problems)


def test_every_term_applies_to_some_message(terms):
    """A term whose English matches nothing checks nothing: its pattern or its game is wrong."""
    sources = [(m.context, m.source) for m in catalogue("de")]
    idle = [term["english"] for term in terms["term"]
            if not any(context.startswith(term["game"]) and re.search(term["english"], source, re.I)
                       for context, source in sources)]
    assert not idle, idle


def test_the_checks_catch_a_drifted_translation(terms):
    """The rules bite: a green loop called 緑の環状線, a two-sentence colon, a "dupla vágány"."""
    drifted = {
        "ja": [Message("NextStation", "This section would cross the green loop.", ("この区間は緑の環状線と交差します。",)),
               Message("LetsGo", "Press <b>Confirm</b>: the round ends.", ("<b>確定</b>を押してください：ラウンドが終わります。",))],
        "hu": [Message("NextStation", "Joker + double track", ("Dzsóker + dupla vágány",))],
        "pl": [Message("LetsGoHints", "Spend a wild token on <b>%1</b> before the highlight of %2.",
                       ("Wydaj żeton dżokera na: <b>%1</b> przed atrakcją dnia (%2).",))],
        "de": [Message("Words", "On", ("An",)), Message("Settings", "On", ("Ein",))],
    }
    assert len(missing_terms("ja", drifted["ja"], terms["term"])) == 1
    assert len(replaced_words("ja", drifted["ja"], terms["forbidden"])) == 2
    assert missing_terms("hu", drifted["hu"], terms["term"]) and replaced_words("hu", drifted["hu"], terms["forbidden"])
    assert replaced_words("pl", drifted["pl"], terms["forbidden"])
    assert differing_forms(drifted["de"], ["On"])

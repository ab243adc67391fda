"""The four catalogues are complete: every marked string is in each, and each is translated."""

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "ja", "hu", "pl")
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%n|%L?\d")


def lupdate() -> str:
    here = Path(sys.executable).parent
    for candidate in (here / "pyside6-lupdate", here / "pyside6-lupdate.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which("pyside6-lupdate")
    assert found, "pyside6-lupdate not found: install the project with its test extra"
    return found


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(ts)
    found = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source"))] = message
    return found


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


@pytest.fixture(scope="module")
def marked_strings(tmp_path_factory) -> set[tuple[str, str]]:
    """What pyside6-lupdate finds in the source right now."""
    fresh = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    subprocess.run([lupdate(), "-extensions", "py", "-locations", "none",
                    str(ROOT / "desktop"), "-ts", str(fresh)],
                   check=True, capture_output=True, timeout=300)
    return set(messages(fresh))


def test_there_are_marked_strings(marked_strings):
    assert len(marked_strings) > 50


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_string_is_in_the_catalogue(language, marked_strings):
    catalogue = set(messages(ROOT / "i18n" / f"tabibito_{language}.ts"))
    missing = sorted(marked_strings - catalogue)
    assert not missing, f"{len(missing)} strings missing from {language}: {missing[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_or_empty_entries(language):
    problems = []
    for key, message in messages(ROOT / "i18n" / f"tabibito_{language}.ts").items():
        if message.find("translation").get("type") == "unfinished":
            problems.append(("unfinished", key))
        elif not all(text.strip() for text in translations_of(message)):
            problems.append(("empty", key))
    assert not problems, f"{len(problems)} in {language}: {problems[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_survive_translation(language):
    problems = []
    for (context, source), message in messages(ROOT / "i18n" / f"tabibito_{language}.ts").items():
        wanted = sorted(set(PLACEHOLDER.findall(source)) - {"%n"})
        for text in translations_of(message):
            if sorted(set(PLACEHOLDER.findall(text)) - {"%n"}) != wanted:
                problems.append((context, source, text))
    assert not problems, f"{len(problems)} in {language}: {problems[:3]}"


def test_english_catalogue_gives_every_plural_message_its_forms(marked_strings):
    """English is the source, but "%n card(s)" needs a catalogue to become "1 card" / "2 cards"."""
    english = messages(ROOT / "i18n" / "tabibito_en.ts")
    fresh_plurals = {key for key in marked_strings if "%n" in key[1]}
    assert fresh_plurals <= set(english), sorted(fresh_plurals - set(english))
    for key, message in english.items():
        forms = translations_of(message)
        assert len(forms) == 2 and all("(s)" not in form for form in forms), key
        # A sentence may choose its words by a count without printing it ("the end(s)").
        assert all("%n" in form for form in forms) or "%n" not in key[1], key


# The Polish edition's own terms (glossary.md), as patterns so that inflected forms count too.
POLISH_GLOSSARY = ("mapa metra", "stacj", r"lini[aeiy] metra", "odcin", "kredk", "początkowy punkt",
                   "wykropkowan", "dżoker", "podwójny tor", "zwrotnic", "pomarańczow",
                   "niebieski", "czerwon", "dzielnic", "węz", "przesiadkow",
                   "turystyczne pieczątki", "narożn", "przy krawędzi", "zielon",
                   "chybione zielone", "cele", "punkt")


@pytest.mark.parametrize("term", POLISH_GLOSSARY)
def test_polish_catalogue_uses_the_glossary_terms(term):
    texts = " ".join(" ".join(translations_of(message)) for message in
                     messages(ROOT / "i18n" / "tabibito_pl.ts").values()).lower()
    assert re.search(term, texts)


def test_dates_follow_the_language_shown_in_the_systems_variant_when_it_speaks_it():
    """Issue 22 §5: a British system keeps day/month dates in English; a German game on a
    British system writes German dates; an Austrian system keeps its German variant."""
    from PySide6.QtCore import QLocale

    from tabibito.ui.kit.i18n import language_locale

    british = QLocale("en_GB")
    assert language_locale("en", british).name() == "en_GB"
    assert language_locale("de", british).name() == "de_DE"
    assert language_locale("de", QLocale("de_AT")).name() == "de_AT"
    assert language_locale("ja", QLocale("C")).name() == "ja_JP"


@pytest.fixture
def default_locale():
    """Sets the app's locale for a test, as the language manager does; the old one after it."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    yield QLocale.setDefault
    QLocale.setDefault(before)


def test_english_dates_name_the_month_unless_the_system_speaks_an_english_variant(default_locale):
    """Review (nextstation-ux 11f): English on a system that gives no English variant showed
    "12/6/26 4:11 AM", read as 12 June in most of the world. There the month is named now; a
    British or American system still writes its own dates, and German stays German."""
    from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime

    from tabibito.ui.kit.dates import day_format, moment_text
    from tabibito.ui.kit.i18n import language_locale
    from tabibito.ui.records_screen import when_text

    moment = QDateTime(QDate(2026, 12, 6), QTime(4, 11))
    for system in (QLocale("C"), QLocale("de_DE"), QLocale("ja_JP")):
        default_locale(language_locale("en", system))
        assert moment_text(moment, system) == "6 Dec 2026, 04:11"
        assert QLocale().toString(moment.date(), day_format(system)) == "6 Dec 2026"
    for system, written in ((QLocale("en_GB"), "06/12/2026"), (QLocale("en_US"), "12/6/26")):
        default_locale(language_locale("en", system))
        assert moment_text(moment, system).startswith(written)
        assert QLocale().toString(moment.date(), day_format(system)) == written
    default_locale(language_locale("de", QLocale("C")))
    assert moment_text(moment, QLocale("C")).startswith("06.12.26")
    assert QLocale().toString(moment.date(), day_format(QLocale("C"))) == "06.12.26"
    default_locale(language_locale("en", QLocale.system()))  # the records' dates use it
    finished = "2026-12-06T04:11:00Z"
    assert when_text(finished) == moment_text(
        QDateTime.fromString(finished, Qt.DateFormat.ISODate).toLocalTime())

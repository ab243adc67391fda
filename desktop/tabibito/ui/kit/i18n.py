"""Translation loading and small helpers for placeholders.

English is the source language. Our catalogue (``tabibito_<lang>.qm``) comes from the build step;
Qt's own (``qtbase_<lang>.qm``) translates standard buttons and dialogs. A missing file is logged and
the app carries on in English: a missing translation must never stop anybody from playing.
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from .paths import resource_path
from .relabel import language_switches

log = logging.getLogger(__name__)

# Language names are shown in their own language (autonyms), so they are never translated.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "ja": "日本語",
    "hu": "Magyar",
    "pl": "Polski",
}
SOURCE_LANGUAGE = "en"

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(text: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` placeholders in one pass (a value containing "%2" stays as is)."""

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(replace, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and give it back unchanged, to be translated
    where it is shown (``QCoreApplication.translate(context, text)``). pyside6-lupdate finds the
    call by this name, whoever defines it; PySide's own is typed as returning ``object``."""
    return text


def named(context: str, table: Mapping[Any, str], key: object) -> str:
    """The name ``table`` keeps for ``key`` (a text marked in ``context``), translated; the key
    itself where the table has none, so that a name the data gained later shows, never nothing."""
    text = table.get(key)
    return QCoreApplication.translate(context, text) if text is not None else str(key)


def system_language() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: our resources, Qt's installation, a frozen bundle."""
    # Asked only for a language other than English: PySide6 builds the class's enums when it
    # is first used, and an English start needs none of it.
    from PySide6.QtCore import QLibraryInfo

    folders = [resource_path("i18n"),
               Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders += [Path(bundle) / "PySide6" / "Qt" / "translations",
                    Path(sys.executable).resolve().parent / "translations"]
    return folders


def language_locale(code: str, system: QLocale) -> QLocale:
    """Dates and numbers in the language shown: the system's own variant when it speaks that
    language (a British English or Austrian German system keeps its formats), else the
    language's main one."""
    wanted = QLocale(code)
    return system if system.language() == wanted.language() else wanted


class LanguageManager(QObject):
    """Installs the translators for one language at a time; Qt then re-labels every widget."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, code: str) -> str:
        """Switch at runtime; returns the language actually in use."""
        if code not in LANGUAGES:
            log.warning("unknown language %r, using English", code)
            code = SOURCE_LANGUAGE
        app = QCoreApplication.instance()
        assert app is not None, "languages are switched in a running app"
        touched = bool(self._installed)
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        # English has a catalogue too: it holds only the plural forms of the %n messages.
        self._install(resource_path("i18n", f"tabibito_{code}.qm"))
        if code != SOURCE_LANGUAGE:
            for folder in qt_translation_dirs():
                if self._install(folder / f"qtbase_{code}.qm", quiet=True):
                    break
        self._language = code
        QLocale.setDefault(language_locale(code, QLocale.system()))
        if not touched and not self._installed:
            # Qt only announces a change of translators; dates and numbers follow the locale too.
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
        self.language_changed.emit(code)
        language_switches().emit(code)  # the first frame's widgets (relabel.RelabelledOnSwitch)
        return code

    def has_translation(self, context: str, text: str) -> bool:
        """Whether the language in use has its own entry for ``text`` (even one spelt as the
        English is: "Tokaido" is "Tokaido" in German too)."""
        return any(translator.translate(context, text) for translator in self._installed
                   if translator.language() != SOURCE_LANGUAGE)

    def _install(self, path: Path, *, quiet: bool = False) -> bool:
        translator = QTranslator(self)
        if not path.is_file() or not translator.load(str(path)):
            if not quiet:
                log.info("no translation catalogue at %s; that part stays in English", path)
            return False
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)
        return True

"""Dates as the player reads them: in the locale of the language shown (``i18n.language_locale``:
the system's own variant when it speaks that language). English on a system that speaks another
language has no variant to follow, and Qt's default English writes "12/6/26 4:11 AM", month
first, which a European reads as 12 June: there the day is written with the month's name.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale

PLAIN_ENGLISH_DAY = "d MMM yyyy"  # 6 Dec 2026
PLAIN_ENGLISH_MOMENT = "d MMM yyyy, HH:mm"  # 6 Dec 2026, 04:11


def _plain_english(system: QLocale | None) -> bool:
    """English shown on a system that gives no English variant of its own."""
    english = QLocale.Language.English
    system = QLocale.system() if system is None else system
    return QLocale().language() == english and system.language() != english


def moment_text(moment: QDateTime, system: QLocale | None = None) -> str:
    """``moment`` as a short date and time (``system``: the system's locale, by default the
    running system's)."""
    if _plain_english(system):
        return QLocale().toString(moment, PLAIN_ENGLISH_MOMENT)
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def day_format(system: QLocale | None = None) -> str:
    """The format of a short date without its time (a chart's axis)."""
    if _plain_english(system):
        return PLAIN_ENGLISH_DAY
    return QLocale().dateFormat(QLocale.FormatType.ShortFormat)

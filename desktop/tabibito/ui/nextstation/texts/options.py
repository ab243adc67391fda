"""Next Station's options, its score categories and the solo ratings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tabibito.games.nextstation import scoring

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .common import named, tr
from .plurals import PLURALS

CATEGORIES = {
    "line1": QT_TRANSLATE_NOOP("NextStation", "Line 1"),
    "line2": QT_TRANSLATE_NOOP("NextStation", "Line 2"),
    "line3": QT_TRANSLATE_NOOP("NextStation", "Line 3"),
    "line4": QT_TRANSLATE_NOOP("NextStation", "Line 4"),
    "interchanges": QT_TRANSLATE_NOOP("NextStation", "Interchanges"),
    "stamps": QT_TRANSLATE_NOOP("NextStation", "Tourist stamps"),
    "missed_green": QT_TRANSLATE_NOOP("NextStation", "Missed green"),
    "objectives": QT_TRANSLATE_NOOP("NextStation", "Objectives"),
}

OPTIONS = {
    "effects": QT_TRANSLATE_NOOP("NextStation", "Symbol and effect cards"),
    "objectives": QT_TRANSLATE_NOOP("NextStation", "Shared objectives"),
}

# %1: the points a module costs a solo game's rating (scoring.SOLO_MODULE_PENALTY); %2 what an
# objective met scores (scoring.OBJECTIVE_POINTS).
OPTION_HELP = {
    "effects": QT_TRANSLATE_NOOP(
        "NextStation", "Advanced module: each round a blue symbol card and an orange effect "
                       "card are revealed; the first card of that symbol flipped in the round "
                       "brings the effect. In solo, %1 points off before the rating is read."),
    "objectives": QT_TRANSLATE_NOOP(
        "NextStation", "Advanced module: two shared objectives are revealed at the start, in "
                       "sight all game; each one your map meets at the end scores %2 points. In "
                       "solo, %1 points off before the rating is read."),
}

# Binding decision 9: one title per band of scoring.SOLO_RATINGS, lowest first.
SOLO_RATINGS = (
    QT_TRANSLATE_NOOP("NextStation", "Trainee"),
    QT_TRANSLATE_NOOP("NextStation", "Ticket inspector"),
    QT_TRANSLATE_NOOP("NextStation", "Train driver"),
    QT_TRANSLATE_NOOP("NextStation", "Station master"),
    QT_TRANSLATE_NOOP("NextStation", "Network planner"),
    QT_TRANSLATE_NOOP("NextStation", "Legend of the Tokyo subway"),
)


def category_label(category: str) -> str:
    return named(CATEGORIES, category)


def option_label(option: str) -> str:
    return named(OPTIONS, option)


def option_help(option: str) -> str | None:
    text = OPTION_HELP.get(option)
    if text is None:
        return None
    return fill(tr(text), scoring.SOLO_MODULE_PENALTY, scoring.OBJECTIVE_POINTS)


def solo_rating_name(index: int) -> str:
    return tr(SOLO_RATINGS[max(0, min(index, len(SOLO_RATINGS) - 1))])


def band_below() -> str:
    return QCoreApplication.translate("NextStation", "below %1")


def band_above() -> str:
    return QCoreApplication.translate("NextStation", "above %1")


def rating_text() -> str:
    return QCoreApplication.translate("NextStation", "Solo rating: %1 (%2)")


def rating_band(index: int) -> str:
    """The scores of a solo rating's band: "below 90", "136–150", "above 150"."""
    low, high = scoring.SOLO_RATINGS[max(0, min(index, len(scoring.SOLO_RATINGS) - 1))]
    if low is None and high is not None:
        return fill(band_below(), high + 1)
    if high is None and low is not None:
        return fill(band_above(), low - 1)
    return f"{low}–{high}"


def rated_name(index: int) -> str:
    """The solo rating's title with its band of scores: "Trainee (below 90)"."""
    #: a solo rating with its band of scores: %1 the title ("Trainee"), %2 the band
    #: ("below 90", "136–150", "above 150")
    text = QCoreApplication.translate("NextStation", "%1 (%2)")
    return fill(text, solo_rating_name(index), rating_band(index))


def solo_rating_title() -> str:
    return QCoreApplication.translate("NextStation", "Solo rating")


def rating_modules_text(adjusted: int, modules: int, penalty: int) -> str:
    return fill(PLURALS.rated_with_modules(modules), adjusted, penalty)

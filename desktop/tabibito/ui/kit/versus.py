"""Why a hinted move beats the best other one, in the same words in every game (the Hint
button's last sentence, issue 24 §3): the game names the other move and words both values; the
kind of comparison is the rules' (``Insight.versus``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tabibito.engine.insights import Reason

from .i18n import fill


def versus_text(versus: Reason | None, other: str, other_now: str | None, mine: str,
                theirs: str) -> str | None:
    """The sentence that says why the hinted move beats the best other one, every game alike:
    ``versus`` the kind (``Insight.versus``), ``other`` the other move's name, ``other_now``
    what it would bring at once, ``mine`` and ``theirs`` the two moves' values in the game's
    words (the hinted one's in full, "62 points at the end, 4 ahead of your best rival"; the
    other's short, "59 points, 2 behind"). None: no other move."""
    if versus is None:
        return None
    key = versus.key
    if key == "more_later" and other_now is not None:
        #: hint, why not the best other move: %1 its name, %2 what it brings at once ("+2
        #: points and +1 coin"), %3 the hinted move's value, %4 the other's (in the game's
        #: words: "62 points at the end, 4 ahead of your best rival", "59 points, 2 behind")
        text = QCoreApplication.translate(
            "Hints", "“%1” would bring more now (%2), but this move is worth more in the end: "
                     "%3, against %4.")
    elif key == "more_now":
        #: hint, why not the best other move: %1 its name, %3 the hinted move's value, %4 the
        #: other's; the other sets up more for later, the hinted one brings more now
        text = QCoreApplication.translate(
            "Hints", "“%1” would set up more for later, but this move brings more now and is "
                     "worth more in all: %3, against %4.")
    elif key in ("more_both", "more_later") and other_now is not None:
        #: hint, why not the best other move: %1 its name, %3 the hinted move's value, %4 the
        #: other's; the hinted move brings at least as much now and more later
        text = QCoreApplication.translate(
            "Hints", "Better than “%1”, now and in the end: %3, against %4.")
    elif key == "as_good":
        #: hint: %1 the best other move, worth as much; %3 the value of either
        text = QCoreApplication.translate("Hints", "“%1” would be just as good: %3 either way.")
    elif key == "close":
        #: hint: %1 the best other move, all but as good as the hinted one
        text = QCoreApplication.translate(
            "Hints", "“%1” comes a close second: the computer player weighs the two almost alike.")
    else:
        #: hint, why not the best other move: %1 its name, %3 the hinted move's value, %4 the
        #: other's
        text = QCoreApplication.translate("Hints", "Better than “%1”: %3, against %4.")
    return fill(text, other, other_now or "", mine, theirs)

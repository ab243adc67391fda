"""Short names for what a score event of a Let's Go trip scored, for the final score sheet's
sums ("Kanda Shrine 4 + Kiyomizu-dera 2 + highlight 10 = 20"): the card, ticket, passport,
mood track or experience it names, else the row's own label."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Event

from ...kit.i18n import QT_TRANSLATE_NOOP, fill
from .names import card_title, icon_name, passport_name, train_name

# The mood's two tracks (the score pad's words for them).
TRACK_NAMES = {"happiness": QT_TRANSLATE_NOOP("LetsGo", "Happiness"),
               "stress": QT_TRANSLATE_NOOP("LetsGo", "Stress")}


def score_item(event: Event, category_label: Callable[[str], str]) -> str:
    """The item ``event`` scored, in a word or two."""
    params, kind = event.params, event.kind
    if kind == "trip.card":
        return card_title(params["card"])
    if kind == "trip.highlight":
        #: final scores, a day's sum: the points of the day's highlight ("… + highlight 10 = 20")
        return QCoreApplication.translate("LetsGo", "highlight")
    if kind == "trip.train":
        return train_name(params["train"])
    if kind == "trip.passport":
        return passport_name(params["passport"])
    if kind == "trip.mood" and params.get("track") in TRACK_NAMES:
        return QCoreApplication.translate("LetsGo", TRACK_NAMES[params["track"]])
    if kind == "trip.experience":
        # The track's step beside its points: "Temples & shrines (7 on its track) 8" says how
        # the points came (the steps alone, "7 · 4 · 6", named no track and no points).
        #: final scores, the experience sum: %1 an experience (Temples & shrines), %2 the
        #: step its marker reached on its track, before that track's points ("… (7 on its
        #: track) 8 + …")
        return fill(QCoreApplication.translate("LetsGo", "%1 (%2 on its track)"),
                    icon_name(params["experience"]), params["track"])
    return category_label(str(params.get("category", "")))

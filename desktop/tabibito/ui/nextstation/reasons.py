"""Why a station cannot be reached now, in words a player can act on.

The rules say which refusal is the most telling and what it names (``insights.refusal``: the
card's symbol, the station's own symbol, the line that is in the way); these sentences word it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale

from tabibito.engine import IllegalAction
from tabibito.engine.insights import Reason as Facts
from tabibito.games.nextstation import insights
from tabibito.games.nextstation.rules import NextStationState

from ..kit.i18n import fill
from . import texts


@dataclass(frozen=True)
class Reason:
    """A refusal: the engine's key, the start it was tried from, and the sentence to show."""

    key: str
    frm: str | None
    text: str


# --- the sentences ------------------------------------------------------------------------------


def wrong_symbol(station_symbol: str, card_symbols: Sequence[str]) -> str:
    """%1 the station's symbol, %2 the card's (e.g. "a square; the card shows a circle")."""
    text = QCoreApplication.translate("NextStation", "This station is a %1; the card shows a %2.")
    shown = QLocale().createSeparatedList([texts.symbol_name(s) for s in sorted(card_symbols)])
    return fill(text, texts.symbol_name(station_symbol), shown)


def crossing(pencil: str) -> str:
    if pencil == "green":
        return QCoreApplication.translate("NextStation", "This section would cross the green loop.")
    return fill(
        QCoreApplication.translate("NextStation", "This section would cross the %1 line."),
        texts.pencil_name(pencil),
    )


def revisit(station_symbol: str) -> str:
    return fill(
        QCoreApplication.translate(
            "NextStation", "Your line already passes through this %1 station."
        ),
        texts.symbol_name(station_symbol),
    )


def own_track() -> str:
    return QCoreApplication.translate("NextStation", "Your line already runs along this section.")


def track_taken(pencil: str) -> str:
    text = QCoreApplication.translate(
        "NextStation",
        "The %1 line already runs along this section; only a joker's double track may share it.",
    )
    return fill(text, texts.pencil_name(pencil))


def track_full() -> str:
    return QCoreApplication.translate("NextStation", "This section already carries two lines.")


def green_arc() -> str:
    return QCoreApplication.translate(
        "NextStation", "Only a joker's double track may run along the green loop."
    )


def no_guide(station_symbol: str, branching: bool, end_symbols: Sequence[str] = ()) -> str:
    """Names the ends of the line a section would have to start from, by their symbols (the
    board rings them): "…to the ends of your line: the triangle and square stations"."""
    if branching:
        text = QCoreApplication.translate(
            "NextStation", "No dotted guide joins this %1 station to a station of your line."
        )
        return fill(text, texts.symbol_name(station_symbol))
    if not end_symbols:
        text = QCoreApplication.translate(
            "NextStation", "No dotted guide joins this %1 station to an end of your line."
        )
        return fill(text, texts.symbol_name(station_symbol))
    names = QLocale().createSeparatedList(
        [texts.symbol_name(symbol) for symbol in dict.fromkeys(end_symbols)])
    return fill(texts.PLURALS.ends_of_line(len(end_symbols)), texts.symbol_name(station_symbol),
                names)


def passes_station(between_symbol: str) -> str:
    return fill(
        QCoreApplication.translate(
            "NextStation", "This section would pass through the %1 station in between."
        ),
        texts.symbol_name(between_symbol),
    )


def not_straight_on() -> str:
    return QCoreApplication.translate("NextStation", "The extra section must go straight on.")


def choose_start() -> str:
    """Asked when more than one start reaches the clicked station."""
    return QCoreApplication.translate(
        "NextStation",
        "More than one station of your line reaches this one: click the one to draw from.",
    )


def idle_targets() -> str:
    return QCoreApplication.translate(
        "NextStation", "Click a lit station to draw the section to it."
    )


# --- the reason ---------------------------------------------------------------------------------


def why_not(state: NextStationState, seat: int, station: str,
            starts: Sequence[str]) -> Reason | None:
    """Why no start in ``starts`` reaches ``station`` on this card, or None if one does."""
    refused = insights.refusal(state, seat, station, starts)
    if refused is None:
        return None
    return Reason(refused.key, refused.frm, sentence(refused.facts))


def sentence(facts: Facts) -> str:
    """A refusal's words, from what the rules say it names."""
    key = facts.key
    if key == "wrong_symbol":
        return wrong_symbol(facts["symbol"], facts["card"])
    if key == "crossing":
        return crossing(facts["pencil"])
    if key == "own_track":
        return own_track()
    if key == "track_full":
        return track_full()
    if key == "track_taken":
        return track_taken(facts["pencil"])
    if key == "green_arc":
        return green_arc()
    if key == "revisit":
        return revisit(facts["symbol"])
    if key == "passes_station":
        return passes_station(facts["symbol"])
    if key == "no_guide":
        return no_guide(facts["symbol"], facts["branching"], facts["ends"])
    if key == "not_straight_on":
        return not_straight_on()
    return texts.error_text(IllegalAction(facts["key"])) or ""

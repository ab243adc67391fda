"""Why a station cannot be reached now, in words a player can act on.

The engine answers with a typed key (``why_illegal``); these sentences add what the key alone does
not say: the card's symbol, the station's own symbol, the line that is in the way. The station to
explain is hovered on the board, so the section is tried from every start of the line and the most
telling refusal is the one named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from tabibito.engine import Action, IllegalAction

from ..kit.i18n import fill
from . import texts

# When several starts refuse for different reasons, the one a player can least guess is named:
# a section that exists but is blocked says more than "no guide".
_TELLING = (
    "nextstation.crossing",
    "nextstation.track_taken",
    "nextstation.green_arc",
    "nextstation.revisit",
    "nextstation.not_straight_on",
    "nextstation.passes_station",
    "nextstation.no_guide",
)


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


# --- choosing the reason ------------------------------------------------------------------------


def why_not(state: Any, seat: int, station: str, starts: Sequence[str]) -> Reason | None:
    """Why no start in ``starts`` reaches ``station`` on this card, or None if one does."""
    line = state.line(seat)
    symbol = state.map.stations[station].symbol
    if station in line.stations:  # hovering the line itself: no guide can lead back to it
        return Reason("nextstation.revisit", None, revisit(symbol))
    card = state.target_symbols(seat)
    if symbol not in card:  # the first thing a player checks, and true from every start
        return Reason("nextstation.wrong_symbol", None, wrong_symbol(symbol, card))
    refusals = []
    for frm in starts:
        problem = state.why_illegal(seat, Action.of("draw", frm=frm, to=station))
        if problem is None:
            return None
        refusals.append((frm, problem))
    if not refusals:
        return None
    frm, problem = min(refusals, key=lambda pair: _rank(pair[1].key))
    return Reason(problem.key, frm, _sentence(state, seat, frm, station, problem.key))


def _rank(key: str) -> int:
    return _TELLING.index(key) if key in _TELLING else len(_TELLING)


def _sentence(state: Any, seat: int, frm: str, to: str, key: str) -> str:
    net, sheet, line = state.net, state.sheet(seat), state.line(seat)
    symbol = state.map.stations[to].symbol
    guide = net.guide(frm, to)
    if key == "nextstation.crossing" and guide is not None:
        return crossing(_crossed_line(net, sheet, guide))
    if key == "nextstation.track_taken" and guide is not None:
        if guide.bit & line.track_mask:
            return own_track()
        riders = [p for p in sheet.riders(guide) if p != line.pencil]
        return track_full() if len(riders) >= 2 or not riders else track_taken(riders[0])
    if key == "nextstation.green_arc":
        return green_arc()
    if key == "nextstation.revisit":
        return revisit(symbol)
    if key == "nextstation.passes_station":
        between = _station_between(state.map, frm, to)
        if between is not None:
            return passes_station(state.map.stations[between].symbol)
    if key == "nextstation.no_guide":
        ends = [state.map.stations[end].symbol for end in line.ends()]
        return no_guide(symbol, bool(state.branching), ends)
    if key == "nextstation.not_straight_on":
        return not_straight_on()
    return texts.error_text(IllegalAction(key)) or ""


def _crossed_line(net: Any, sheet: Any, guide: Any) -> str:
    """The pencil of a line that the section would cross ("green" for the loop)."""
    for line in sheet.lines_in_order():
        if guide.crossing & line.track_mask:
            return line.pencil
    return "green"


def _station_between(tokyo: Any, frm: str, to: str) -> str | None:
    """The first station on the straight run of guides from ``frm`` towards ``to``."""
    for near, track in tokyo.neighbours(frm):
        if tokyo.tracks[track].green:
            continue
        station, current = frm, track
        while current is not None:
            station = tokyo.tracks[current].other(station)
            if station == to:
                return near
            current = tokyo.continuation(current, tokyo.tracks[current].other(station))
    return None

"""Next Station's game log: one line per event, as the seat looking may read it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from tabibito.engine import Event

from ...kit.i18n import fill
from .names import card_kind, card_name, effect_name, pencil_name, symbol_name
from .options import category_label
from .plurals import PLURALS, subway_left_text


def event_text(event: Event, seat_names: Sequence[str], viewer: int | None) -> str | None:
    """One line of the game log for an event, or None for events the log leaves out."""
    params = event.params

    def name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else str(seat)

    kind = event.kind
    if kind == "round_started":
        pair = params.get("pair")
        if not pair:
            return fill(QCoreApplication.translate("NextStation", "Round %1 begins."),
                        params["round"] + 1)
        # One sentence pair per message: languages differ in how sentences are joined.
        #: %1 the round (1-4), %2 the round's blue symbol (a card with that symbol), %3 the
        #: orange effect it triggers
        text = QCoreApplication.translate(
            "NextStation", "Round %1 begins. The first %2 card brings “%3”.")
        return fill(text, params["round"] + 1, symbol_name(pair[0]), effect_name(pair[1]))
    if kind == "card_flipped":
        #: %1 the card ("Circle", "Joker"…), %2 its kind ("Street" or "Subway"), %3 the
        #: sentence "%n subway card(s) left this round"
        text = QCoreApplication.translate("NextStation", "Card flipped: %1 (%2). %3")
        return fill(text, card_name(params["card"]), card_kind(params["card"]),
                    subway_left_text(params["subway_left"]))
    if kind == "section_drawn":
        if params.get("double_track"):
            #: %1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)
            text = QCoreApplication.translate(
                "NextStation", "%1 drew a %2 section to a %3 station on double track.")
        else:
            #: %1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)
            text = QCoreApplication.translate("NextStation", "%1 drew a %2 section to a %3 station.")
        return fill(text, name(params["seat"]), pencil_name(params["pencil"]),
                    symbol_name(params["symbol"]))
    if kind == "passed":
        return fill(QCoreApplication.translate("NextStation", "%1 passed."), name(params["seat"]))
    if kind == "effect_triggered":
        #: %1 an orange effect's name, %2 a symbol (of the card)
        text = QCoreApplication.translate("NextStation", "“%1” applies to this %2 card.")
        return fill(text, effect_name(params["effect"]), symbol_name(params["symbol"]))
    if kind == "line_scored":
        text = PLURALS.line_scored(params["districts"])  # a line may lie in one district
        return fill(text, name(params["seat"]), pencil_name(params["pencil"]),
                    params["most"], params["points"])
    if kind in ("points_scored", "objective_achieved"):
        #: log: a change to a row of the score sheet as a section is drawn: %1 a player,
        #: %2 the row ("Interchanges", "Line 2"); the points follow ("Ann — Interchanges: 5 points")
        who = fill(QCoreApplication.translate("NextStation", "%1 — %2"), name(params["seat"]),
                   category_label(params["category"]))
        return fill(PLURALS.player_points(params["points"]), who)
    if kind == "game_over":
        totals = params.get("totals") or []
        parts = [fill(PLURALS.player_points(total), name(seat))
                 for seat, total in enumerate(totals)]
        # The locale joins the list ("A, B and C"; Japanese uses its own separator).
        return fill(QCoreApplication.translate("NextStation", "Game over. %1"),
                    QLocale().createSeparatedList(parts))
    return None

"""The Next Station: Tokyo plugin of the shell: names, prompts, log lines, errors, board, panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Action, Event, Prompt, Rng, Scores, State, TabibitoError
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import NextStationState

from ..kit import words
from ..kit.i18n import fill
from ..kit.views import view_as
from ..plugin_api import AchievementLook, GameUI, Hint, Table, Tutorial
from . import sounds, texts
from .cover import COVER
from .hints import hint as explain  # here, not on the worker thread that words a hint
from .texts import achievements

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

    from .board import NextStationBoard
    from .panel import NextStationPanel

MAP_ERRORS = ("map.missing", "map.corrupt", "map.invalid")


class NextStationUI(GameUI):
    """The GameUI of "nextstation" (see ``tabibito.ui.plugin_api``)."""

    game_id = "nextstation"
    cover = COVER
    screenshot_moves = 40  # decisions before the mid-game screenshot: two to three lines drawn
    shows_confirm = True  # the panel's main button turns the next card
    flourish = "confetti"  # the winner's moment: paper confetti, like a new line opening
    hint_over_board = True  # the hint speaks of the card in the side column: never over it

    def option_label(self, key: str) -> str:
        return texts.option_label(key)

    def option_help(self, key: str) -> str | None:
        return texts.option_help(key)

    def option_value_label(self, key: str, value: Any) -> str:
        return words.on_off(value) if isinstance(value, bool) else str(value)

    def category_label(self, key: str) -> str:
        return texts.category_label(key)

    def achievement_look(self, achievement: str) -> AchievementLook:
        return achievements.achievement_look(achievement)

    def solo_rating_label(self, index: int) -> str | None:
        return texts.solo_rating_name(index) if 0 <= index < len(texts.SOLO_RATINGS) else None

    def rival_label(self, rival_id: str) -> str:
        return rival_id  # every player scores on a seat of their own: no rivals to name

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        if prompt.kind == "draw_section":
            return QCoreApplication.translate(
                "NextStation", "Draw a section on the card's symbol, or pass.")
        if prompt.kind == "straight_on":
            return QCoreApplication.translate(
                "NextStation", "Draw one more section straight on, or go to the next card.")
        return QCoreApplication.translate("NextStation", "Make your move.")

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        return texts.event_text(event, seat_names, viewer)

    def error_text(self, error: TabibitoError) -> str | None:
        if error.key in MAP_ERRORS:
            return QCoreApplication.translate(
                "NextStation", "The map of Tokyo could not be loaded; reinstall Tabibito.")
        return texts.error_text(error)

    # Board and panel are imported when a game starts: the home screen needs only the texts above.
    def create_board(self, table: Table) -> NextStationBoard:
        from .board import NextStationBoard

        return NextStationBoard(table)

    def create_panel(self, table: Table) -> NextStationPanel:
        from .panel import NextStationPanel

        return NextStationPanel(table)

    # -- the rules (issue 10 §2) ---------------------------------------------------------------

    def rules_picture(self, key: str) -> QImage | None:
        """A picture of the rules drawn with the board's own items (``rules_art.KEYS``)."""
        from .rules_art import picture

        return picture(key)

    def category_rules_section(self, category: str) -> str:
        """The four lines share one scoring rule; every other category has its own."""
        if category in scoring.LINE_CATEGORIES:
            return "score-lines"
        return "score-" + category

    # -- learning to play (issue 10 §1) -------------------------------------------------------

    def tutorials(self) -> Sequence[Tutorial]:
        from .tutorial import TUTORIAL

        return (TUTORIAL,)

    def hint(self, view: State, seat: int, action: Action, rng: Rng | None = None) -> Hint:
        """The hard computer player's move in the game's words (``hints``)."""
        return explain(view_as(view, NextStationState), seat, action)

    # -- the ending ----------------------------------------------------------------------------

    def result_text(self, scores: Scores, seat_names: Sequence[str],
                    view: State | None) -> str | None:
        if len(seat_names) == 1:
            return solo_result_text(
                scores.totals[0], None if view is None else view_as(view, NextStationState))
        return texts.winners_text(scores, seat_names)

    def breakdown_detail(self, category: str, seat: int, view: State | None) -> str | None:
        if view is None:
            return None
        state = view_as(view, NextStationState)
        if category in scoring.LINE_CATEGORIES:
            return line_detail(state, seat, scoring.LINE_CATEGORIES.index(category))
        return category_detail(category, state, seat)

    def event_sound(self, event: Event) -> str | None:
        return sounds.event_sound(event)

    def progress_text(self, state: State) -> str:
        ns = view_as(state, NextStationState)
        return words.round_of(max(ns.round, 0) + 1, ns.rounds)


def solo_result_text(total: int, view: NextStationState | None) -> str | None:
    """A solo game is won against the rating table, not a rival: the rating and the score
    first ("Station master (121–135) — 137 points"), then in words what advanced modules took
    off before the table was read (rules §1.11), and how far the next rating was."""
    if view is None:  # no state: the modules used are unknown, so is the band
        return None
    index = view.solo_rating()
    if index is None:  # several players: a solo result only for a solo game
        return None
    modules = view.advanced_modules
    rated = scoring.rated_score(total, modules)
    if not modules:
        lines = [fill(texts.PLURALS.solo_result(total), texts.rated_name(index))]
    else:  # the band beside the score it was not read with would read as a contradiction
        lines = [fill(texts.PLURALS.solo_result(total), texts.solo_rating_name(index)),
                 fill(texts.PLURALS.rated_after_modules(modules), total,
                      scoring.SOLO_MODULE_PENALTY * modules, rated, texts.rating_band(index))]
    if index + 1 < len(scoring.SOLO_RATINGS):
        low = scoring.SOLO_RATINGS[index + 1][0] or 0
        lines.append(fill(texts.PLURALS.next_rating(low - rated),
                          texts.solo_rating_name(index + 1)))
    return "\n".join(lines)


def line_detail(view: NextStationState, seat: int, index: int) -> str | None:
    """D × M of the ``index``th line the seat drew, as the paper sheet writes it."""
    lines = view.sheet(seat).lines_in_order()
    if index >= len(lines):
        return None
    line = lines[index]
    districts, most, _points = scoring.line_score(view.map, line.stations, line.doubled)
    return f"{districts} × {most}" if districts else None


def category_detail(category: str, view: NextStationState, seat: int) -> str | None:
    """What the other categories counted: interchanges by size, stamps, missed green stations,
    objectives met (the same counts the side panel shows)."""
    lines = view.sheet(seat).lines_in_order()
    lines_at = scoring.lines_at_stations(view.map, lines)
    if category == "interchanges":
        counts = [sum(1 for n in lines_at.values() if n == size)
                  for size in sorted(scoring.INTERCHANGE_POINTS)]
        return "  ".join(f"{mark}{count}" for mark, count in zip("③④⑤", counts, strict=True))
    if category == "stamps":
        return texts.stamps_text(len(scoring.stamped_districts(view.map, lines_at)))
    if category == "missed_green":
        return texts.PLURALS.missed_count(len(scoring.missed_green(view.map, lines_at)))
    if category == "objectives" and view.objectives:
        achieved = scoring.achieved_objectives(view.map, lines, view.objectives)
        return f"{len(achieved)} / {len(view.objectives)}"
    return None


PLUGIN = NextStationUI()

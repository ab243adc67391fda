"""The Let's Go! To Japan plugin of the shell: names, prompts, log lines, errors, results, the
rules' pictures, board and panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale

from tabibito.engine import Action, Event, Prompt, Rng, Scores, State, TabibitoError
from tabibito.games.letsgo import trip
from tabibito.games.letsgo.data import EXPERIENCES
from tabibito.games.letsgo.rules import AGENCY, OVER, ROUNDS, TRIP, LetsGoState

from ..kit import words
from ..kit.i18n import fill
from ..kit.views import view_as
from ..plugin_api import RULES_SCORE_PREFIX, AchievementLook, GameUI, Hint, Table, Tutorial
from . import sounds, texts
from .cover import COVER
from .hints import hint as explain  # here, not on the worker thread that words a hint
from .texts import achievements, score_items

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QGraphicsScene, QWidget

# The score sheet's day rows all open the one rule of a day's scoring.
DAY_SECTION = RULES_SCORE_PREFIX + "days"


class LetsGoUI(GameUI):
    """The GameUI of "letsgo" (see ``tabibito.ui.plugin_api``)."""

    game_id = "letsgo"
    cover = COVER
    screenshot_moves = 30  # decisions before the mid-game screenshot: some days filled
    shows_confirm = True  # the panel's main button takes a held resolution (cards drawn)
    flourish = "leaves"  # the winner's moment: ginkgo leaves of an autumn trip
    silent_events = texts.SILENT_EVENTS

    def __init__(self) -> None:
        # The game whose log is worded: a train's line reads from the itineraries whether the
        # card it reached was a walk, which its event does not say (saves keep their events).
        # Every caller tells it (log_context).
        self._logged: State | None = None

    def option_label(self, key: str) -> str:
        return texts.option_label(key)

    def option_help(self, key: str) -> str | None:
        return texts.option_help(key)

    def option_value_label(self, key: str, value: Any) -> str:
        return texts.option_value_label(key, value)

    def category_label(self, key: str) -> str:
        return texts.category_label(key)

    def score_item(self, event: Event) -> str:
        return score_items.score_item(event, self.category_label)

    def achievement_look(self, achievement: str) -> AchievementLook:
        return achievements.achievement_look(achievement)

    def rival_label(self, rival_id: str) -> str:
        return texts.agency_name() if rival_id == "agency" else rival_id

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        return texts.prompt_text(prompt, seat_names)

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        return texts.event_text(event, seat_names, viewer, walks=self._walks)

    def move_text(self, state: State, seat: int, action: Action, seat_names: Sequence[str],
                  viewer: int | None) -> str | None:
        """A draft move in the log's words, its secret kept from the others (MoveWords)."""
        name = seat_names[seat] if 0 <= seat < len(seat_names) else str(seat)
        return texts.move_text(action, name, viewer == seat, view_as(state, LetsGoState).data)

    def log_context(self, state: State | None) -> None:
        """The game whose events are worded next (LogContext), None when done."""
        self._logged = state

    def _walks(self) -> frozenset[str]:
        """The cards of the logged game placed face down as walks: during the trip every
        itinerary is open, and a train's event comes from a trip."""
        state = self._logged
        if state is None:  # no game told: trains name the fronts
            return frozenset()
        game = view_as(state, LetsGoState)
        return frozenset(placed.card for seat in range(len(game.sheets))
                         for day in game.traveller(seat).days for placed in day
                         if placed.face_down)

    def error_text(self, error: TabibitoError) -> str | None:
        return texts.error_text(error)

    # Board and panel are imported when a game starts: the home screen needs only the texts above.
    def create_board(self, table: Table) -> QGraphicsScene:
        from .board import LetsGoBoard

        return LetsGoBoard(table)

    def create_panel(self, table: Table) -> QWidget | None:
        from .panel import LetsGoPanel

        return LetsGoPanel(table)

    # -- the rules (issue 10) ------------------------------------------------------------------

    def rules_picture(self, key: str) -> QImage | None:
        """A picture of the rules drawn from our own board art (``rules_art``)."""
        from .rules_art import rules_picture

        return rules_picture(key)

    def category_rules_section(self, category: str) -> str:
        return DAY_SECTION if category in trip.DAY_KEYS else RULES_SCORE_PREFIX + category

    # -- the tutorial (issue 10) ---------------------------------------------------------------

    def tutorials(self) -> Sequence[Tutorial]:
        from .tutorial import tutorials

        return tutorials()

    def hint(self, view: State, seat: int, action: Action, rng: Rng | None = None) -> Hint:
        """The hard computer player's move in the game's words (``hints``)."""
        return explain(view_as(view, LetsGoState), seat, action)

    # -- the ending ----------------------------------------------------------------------------

    def result_text(self, scores: Scores, seat_names: Sequence[str],
                    view: State | None) -> str | None:
        return result_text(scores, seat_names)

    def breakdown_detail(self, category: str, seat: int, view: State | None) -> str | None:
        trips = view_as(view, LetsGoState).trips if view is not None else None
        if not trips or not 0 <= seat < len(trips):
            return None
        detail = category_detail(category, trips[seat].snapshot())
        if detail is None and category == "research":  # none left: its 0 says so too
            return texts.PLURALS.research_tokens(0)
        return detail

    def rival_breakdown_detail(self, category: str, rival: str,
                               view: State | None) -> str | None:
        """The travel agency's cells as a traveller's, and why those it never scores are 0."""
        journey = view_as(view, LetsGoState).agency_trip if view is not None else None
        if journey is None or rival != AGENCY:
            return None
        return (category_detail(category, journey.snapshot())
                or texts.agency_detail(category, journey.agency))

    def event_sound(self, event: Event) -> str | None:
        return sounds.event_sound(event)

    def progress_text(self, state: State) -> str:
        game = view_as(state, LetsGoState)
        if game.phase in (TRIP, OVER):
            return QCoreApplication.translate("LetsGo", "The trip")
        return words.round_of(game.round, ROUNDS)


def result_text(scores: Scores, seat_names: Sequence[str]) -> str | None:
    """Solo: the player against the travel agency; else the winner, or the shared victory
    (binding decision 12: ties share it)."""
    if not scores.winners and not scores.rival_winners:
        return None
    if scores.rivals:
        return _solo_result(scores, seat_names)
    points = scores.totals[scores.winners[0]]
    if len(scores.winners) > 1:
        names = QLocale().createSeparatedList([seat_names[seat] for seat in scores.winners])
        return fill(texts.PLURALS.shared_victory(points), names)
    return fill(texts.PLURALS.winner(points), seat_names[scores.winners[0]])


def _solo_result(scores: Scores, seat_names: Sequence[str]) -> str:
    mine, agency = scores.totals[0], scores.rivals[0].total
    name = seat_names[0] if seat_names else ""
    if scores.winners and scores.rival_winners:
        return fill(texts.PLURALS.solo_tie(mine), name)
    if scores.winners:
        return fill(texts.PLURALS.solo_win(mine), name, agency)
    return fill(texts.PLURALS.solo_loss(agency), mine)


def category_detail(category: str, sheet: dict) -> str | None:
    """How a category was counted, read from the trip's snapshot (never a rule recomputed)."""
    if category in trip.DAY_KEYS:
        highlights = sheet.get("highlights") or []
        day = trip.DAY_KEYS.index(category)
        return texts.highlight_detail(highlights[day] if day < len(highlights) else None)
    if category == "mood":
        return texts.mood_detail(sheet.get("happiness", 0), sheet.get("stress", 0))
    if category == "experience":
        tracks = sheet.get("tracks") or {}
        return texts.experience_detail({kind: tracks.get(kind, 0) for kind in EXPERIENCES})
    if category == "trains":
        trains = sheet.get("trains") or []
        return texts.trains_detail(trains.count(trip.LUXURY_TRAIN),
                                   trains.count(trip.STANDARD_TRAIN))
    if category == "research":
        tokens = sheet.get("breakdown", {}).get("research", 0) // trip.RESEARCH_POINTS
        return texts.PLURALS.research_tokens(tokens) if tokens else None
    if category == "passport" and sheet.get("passport"):
        return texts.passport_name(sheet["passport"])
    return None


PLUGIN = LetsGoUI()

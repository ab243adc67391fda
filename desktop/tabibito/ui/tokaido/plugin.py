"""The Tokaido plugin of the shell: names, prompts, log lines, errors, results, board, panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabibito.engine import Action, Budget, Event, Prompt, Rng, Scores, State, TabibitoError
from tabibito.games.tokaido import insights
from tabibito.games.tokaido.data import PANORAMA_PARTS, Road
from tabibito.games.tokaido.rules import TokaidoState
from tabibito.games.tokaido.steps import CHANCES, DEPART

from ..kit import words
from ..kit.i18n import fill
from ..kit.views import view_as
from ..plugin_api import AchievementLook, GameUI, Hint, Table, Tutorial
from . import sounds, texts
from .cover import COVER
from .hints import decided_hint  # here, not on the worker thread that words a hint
from .hints import hint as explain
from .texts import achievements, score_items

SHEET_LANDSCAPE = 20  # px: the panoramas' landscapes on the final scores, high
SHEET_LANDSCAPE_ZOOM = 4  # and this many times that in the tooltip of their cell

if TYPE_CHECKING:
    from PySide6.QtGui import QImage, QPixmap

    from .board import TokaidoBoard
    from .panel import TokaidoPanel


class TokaidoUI(GameUI):
    """The GameUI of "tokaido" (see ``tabibito.ui.plugin_api``)."""

    game_id = "tokaido"
    cover = COVER
    screenshot_moves = 60  # decisions before the mid-game screenshot: past the second inn
    shows_confirm = True  # the panel's main button also takes a held resolution (a card drawn)
    # Where a traveller stopped, which effect and what was on offer lead up to what they did
    # there: one line a stop ("Anna buys a Furoshiki…"), the rest in its tooltip.
    folded_events = frozenset(("moved", "effect_chosen", "souvenirs_revealed", "meal_hand",
                               "encounters_drawn"))

    def __init__(self) -> None:
        # The game whose log is worded: the log reads its road (the Return trip's runs the
        # other way), since event_text is given no view; every caller tells it (log_context).
        self._logged: State | None = None

    def option_label(self, key: str) -> str:
        return texts.option_label(key)

    def option_help(self, key: str) -> str | None:
        return texts.option_help(key)

    def option_value_label(self, key: str, value: Any) -> str:
        return words.on_off(value) if isinstance(value, bool) else str(value)

    def category_label(self, key: str) -> str:
        return texts.category_label(key)

    def score_item(self, event: Event) -> str:
        return score_items.score_item(event, self.category_label)

    def achievement_look(self, achievement: str) -> AchievementLook:
        return achievements.achievement_look(achievement)

    def rival_label(self, rival_id: str) -> str:
        return rival_id  # every traveller has a seat (the neutral one scores nothing)

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        return texts.prompt_text(prompt, seat_names)

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        return texts.event_text(event, seat_names, viewer, self._road())

    def log_context(self, state: State | None) -> None:
        """The game whose events are worded next (LogContext), None when done."""
        self._logged = state

    def _road(self) -> Road | None:
        """The logged game's road; None (no game told): the log counts no inns."""
        return getattr(getattr(self._logged, "rules", None), "road", None)

    def error_text(self, error: TabibitoError) -> str | None:
        return texts.error_text(error)

    def draw_owner(self, state: State) -> int | None:
        """Whose hidden draw the due resolution is (DrawOwner): the traveller at the stop, the
        die or the inn; setting off from Kyoto is everyone's."""
        tokaido = view_as(state, TokaidoState)
        step = tokaido.step()
        return tokaido.actor if step in CHANCES and step != DEPART else None

    def confirm_label(self) -> str:
        """The word of the shell's Confirm (ConfirmWording): a drawn card or roll comes next."""
        return QCoreApplication.translate("Tokaido", "Go on")

    # Board and panel are imported when a game starts: the home screen needs only the texts above.
    def create_board(self, table: Table) -> TokaidoBoard:
        from .board import TokaidoBoard

        return TokaidoBoard(table)

    def create_panel(self, table: Table) -> TokaidoPanel:
        from .panel import TokaidoPanel

        return TokaidoPanel(table)

    # -- the rules (issue 10 §2) ---------------------------------------------------------------

    def rules_picture(self, key: str) -> QImage | None:
        """A picture of the rules drawn with the road's own items (``rules_art.KEYS``)."""
        from .rules_art import picture

        return picture(key)

    def category_rules_section(self, category: str) -> str:
        """Every score category has a scoring rule of its own."""
        return "score-" + category

    # -- learning to play (issue 10 §1) --------------------------------------------------------

    def tutorials(self) -> Sequence[Tutorial]:
        """The first journey, then the Crossroads one (``tutorial.TUTORIALS``)."""
        from .tutorial import TUTORIALS

        return TUTORIALS

    def hint(self, view: State, seat: int, action: Action, rng: Rng | None = None) -> Hint:
        """The hard computer player's move in the game's words (``hints``)."""
        return explain(view_as(view, TokaidoState), seat, action, rng)

    def decided_hint(self, view: State, seat: int, rng: Rng,
                     budget: Budget) -> tuple[Action, Hint | None]:
        """The hard player's move and its words from its one search (``hints.decided_hint``)."""
        return decided_hint(view_as(view, TokaidoState), seat, rng, budget)

    # -- the ending ----------------------------------------------------------------------------

    def result_text(self, scores: Scores, seat_names: Sequence[str],
                    view: State | None) -> str | None:
        return texts.winners_text(scores, seat_names, view)

    def breakdown_detail(self, category: str, seat: int, view: State | None) -> str | None:
        if view is None:
            return None
        state = view_as(view, TokaidoState)
        if not 0 <= seat < len(state.journeys):
            return None
        return category_detail(category, state, seat)

    def breakdown_picture(self, category: str, seat: int, view: State | None) -> QPixmap | None:
        """The panoramas' row shows the landscapes the traveller assembled."""
        if category != "panoramas" or view is None:
            return None
        state = view_as(view, TokaidoState)
        if not 0 <= seat < len(state.journeys):
            return None
        from PySide6.QtGui import QGuiApplication  # the art is loaded when a sheet needs it

        from .landscape import landscapes_pixmap

        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
        # With the pixels to show them big: the cell's tooltip does (score_cells).
        return landscapes_pixmap(list(state.journeys[seat].panoramas), SHEET_LANDSCAPE,
                                 ratio * SHEET_LANDSCAPE_ZOOM)

    def event_sound(self, event: Event) -> str | None:
        return sounds.event_sound(event)

    def progress_text(self, state: State) -> str:
        """The inn the rearmost traveller is bound for: the journey's four legs."""
        journey = view_as(state, TokaidoState)
        road, rearmost = journey.rules, min(journey.stop)
        inn = 1 + sum(1 for index in road.intermediate_inns if index <= rearmost)
        return fill(QCoreApplication.translate("Tokaido", "On the way to inn %1 of %2"),
                    inn, len(road.intermediate_inns) + 1)


def category_detail(category: str, view: TokaidoState, seat: int) -> str | None:
    """How a category was counted, short enough for a score-sheet cell: the cards or coins
    behind the points, read from the view (never a rule recomputed)."""
    detail = DETAILS.get(category)
    return detail(view, seat, view.journeys[seat]) if detail else None


def _count(text, n: int) -> str | None:
    return text(n) if n else None


def _listed(names: Sequence[str]) -> str | None:
    return texts.listed(names) if names else None  # no detail line for none


def _panoramas(view, seat, journey) -> str | None:
    """Parts taken of each panorama, rice paddy · mountain · sea as on the tableau: "3/3 · 2/4"."""
    if not any(journey.panoramas):
        return None
    return texts.joined(texts.detail_pair(), [texts.parts_of(parts, size) for parts, size in zip(
        journey.panoramas, PANORAMA_PARTS.values(), strict=True)])


def _souvenirs(view, seat, journey) -> str | None:
    """The sets as the scoring builds them, and their sizes: "2 sets: 4 + 1"."""
    sizes = insights.set_sizes(view, seat)
    if not sizes:
        return None
    return fill(texts.PLURALS.sets_of(len(sizes)),
                texts.joined(texts.plus_pair(), [str(size) for size in sizes]))


def _temples(view, seat, journey) -> str | None:
    return _count(texts.PLURALS.temple_coins, view.temple[seat])


def _temple_ranking(view, seat, journey) -> str | None:
    coins = view.temple[seat]
    if not coins:
        return None
    points = view.breakdown(seat).get("temple_ranking", 0) if view.is_over() else 0
    rank = texts.temple_rank_name(points)
    # The coins without "on the temples": the temples' row above says where they are, and
    # "4 coins on the temples · second most generous" was cut short in a 4-player sheet.
    coins_text = texts.PLURALS.coins(coins)
    # Two players: the neutral traveller's coins compete in the ranking (§8.4) and may push a
    # traveller down a rank; then that is said beside the rank (the coins are the temples' row).
    neutral = view.temple[len(view.journeys):]
    if neutral and neutral[0] > coins:
        return fill(texts.detail_pair(), rank or coins_text,
                    texts.PLURALS.neutral_ahead(neutral[0]))
    return fill(texts.detail_pair(), coins_text, rank) if rank else coins_text


def _achievements(view, seat, journey) -> str | None:
    return _listed([texts.panorama_name(name) for name, taker in view.achievers.items()
                    if taker == seat])


def _traveller(view, seat, journey) -> str | None:
    return texts.traveller_name(journey.traveller) if journey.traveller else None


def _counted(text, achievement: str):
    """The count an end achievement compares, as the rules count it (§8.3, §12)."""
    return lambda view, seat, journey: _count(
        text, insights.achievement_counts(view, seat)[achievement])


DETAILS = {
    "panoramas": _panoramas,
    "hot_springs": lambda view, seat, j: _count(texts.PLURALS.hot_springs_count,
                                                len(j.hot_springs)),
    "souvenirs": _souvenirs,
    "meals": lambda view, seat, j: _count(texts.PLURALS.meals_count, len(j.meals)),
    "encounters": lambda view, seat, j: _count(texts.PLURALS.encounters_count, len(j.encounters)),
    "temples": _temples,
    "panorama_achievements": _achievements,
    "traveller": _traveller,
    "temple_ranking": _temple_ranking,
    "gourmet": _counted(texts.PLURALS.meal_prices, "gourmet"),
    "collector": _counted(texts.PLURALS.souvenirs_count, "collector"),
    "bather": _counted(texts.PLURALS.hot_springs_count, "bather"),
    "chatterbox": _counted(texts.PLURALS.encounters_count, "chatterbox"),
    "cherry_trees": lambda view, seat, j: _count(texts.PLURALS.cherry_trees_count,
                                                 j.cherry_trees),
    "bath_houses": lambda view, seat, j: _count(texts.PLURALS.bath_houses_count, j.bath_houses),
    "legendary_objects": lambda view, seat, j: _listed([texts.legendary_name(o)
                                                        for o in j.legendary]),
    "calligraphies": lambda view, seat, j: _listed([texts.calligraphy_name(c)
                                                    for c in j.calligraphies]),
}


PLUGIN = TokaidoUI()

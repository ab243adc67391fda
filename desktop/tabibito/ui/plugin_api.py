"""The one typed interface between the shell and a game's UI package.

A game UI turns the game's keys into translated words (options, score categories, rivals, prompts,
log lines, errors), draws its board scene and may add a side panel. The shell knows nothing else
about a game. Boards and panels talk to the match only through a ``Table`` (the shell's match
controller), so this module needs nothing of the project but the engine: it sits below both the
shell and every game UI, and neither has to import the other.

Qt names appear only in annotations: the interface is a contract, not an implementation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QColor, QImage, QPixmap
    from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QGraphicsScene, QLabel, QWidget

    from tabibito.engine import (
        Action,
        Bot,
        Budget,
        Event,
        Match,
        Prompt,
        Rng,
        Scores,
        Seat,
        State,
        TabibitoError,
    )


# A board item names the rules section F1 opens over it: item.setData(RULES_SECTION_ROLE, "id");
# an item without one takes its nearest ancestor's. (QGraphicsItem keys are plain ints; this one
# is far from the small ones games use for their own data.)
RULES_SECTION_ROLE = 0x7AB1
# A widget (a panel's card) names its section as this dynamic property: widget.setProperty(...).
RULES_SECTION_PROPERTY = "rulesSection"
RULES_SCORE_PREFIX = "score-"  # a score category's section: "score-" + its key, by default


@runtime_checkable
class BoardScene(Protocol):
    """What the shell asks of the scene ``GameUI.create_board`` returns (a QGraphicsScene).

    The board listens to the table's signals itself; the shell calls these when the match was
    changed behind the table's back (a screenshot, a loaded game) or the language changed.
    """

    def refresh(self) -> None:
        """Re-project ``table.view()``: the board holds keys into the state, never copies."""
        ...

    def retranslate(self) -> None:
        """Re-label every item carrying text in the new language."""
        ...


@runtime_checkable
class SeatFocus(Protocol):
    """Optional on a board: games with a board per seat (a map sheet, a travel journal) let the
    player look at another seat's board; games with one shared table do not offer it."""

    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s board (read only if it is not the shown seat); None: the shown seat's."""
        ...


@runtime_checkable
class KeyboardItem(Protocol):
    """Optional on a board that moves a keyboard cursor of its own instead of Qt's item focus:
    the item it points at, whose rules section F1 opens when the pointer is not on the board."""

    def keyboard_item(self) -> QGraphicsItem | None: ...


@runtime_checkable
class Panel(Protocol):
    """What the shell asks of the widget ``GameUI.create_panel`` returns (a QWidget)."""

    def retranslate(self) -> None: ...


# -- tutorials -----------------------------------------------------------------------------------

# What a lesson waits for: the learner reads and presses "Next"; makes one of the lesson's moves;
# plays freely (any move the lesson accepts) until its condition holds; or confirms the held
# resolution (the shell's Confirm / "Next card").
READ, MOVE, FREE, CONFIRM = "read", "move", "free", "confirm"

LEARNER = 0  # the seat a tutorial's learner plays (the others are computer players)

# Parts of the game screen a lesson may point at besides the board's and the panel's own keys.
SHELL_TARGETS = frozenset({"confirm", "scores", "status", "log", "panel", "hero", "board"})


@dataclass(frozen=True)
class Lesson:
    """One step of a tutorial.

    ``text`` is the English source, marked with QT_TRANSLATE_NOOP in the tutorial's
    ``context`` and translated when shown (so a language switch re-labels the bubble); it may
    hold <b>, <i> and <br>. ``target`` is what the pointer ring circles: one of SHELL_TARGETS,
    or a key the board scene or the panel resolves (``TutorialTargets``); None: no ring.

    ``expect``: the learner's moves the lesson waits for (any one of them). ``accepts`` with
    ``until``: free play; any legal move ``accepts(view, action)`` allows, until ``until(view)``
    holds of the learner's view after a change (None: one move). ``confirm``: the lesson waits
    for the held resolution to be confirmed. None of them: the learner reads and presses Next.
    ``why_not``: what to say when the learner makes another legal move (a default otherwise).
    ``beside``: the other parts the text names (keys as for ``target``), which the bubble
    leaves in sight too. The callables read only the learner's view: a tutorial never peeks
    either.
    """

    text: str
    target: str | None = None
    expect: tuple[Action, ...] = ()
    accepts: Callable[[State, Action], bool] | None = None
    until: Callable[[State], bool] | None = None
    confirm: bool = False
    why_not: str | None = None
    beside: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        if self.expect:
            return MOVE
        if self.accepts is not None:
            return FREE
        return CONFIRM if self.confirm else READ


@dataclass(frozen=True)
class Tutorial:
    """A guided game on a scripted start: seat LEARNER (0) is a human, the other seats are
    computer players (their level in ``Seat.bot``; ``players`` pins the moves the lessons tell
    of); ``setup`` is the save format's scripted start. ``key`` tells a game's tutorials apart ("base",
    "crossroads"); ``title`` is its QT_TRANSLATE_NOOP'd name in ``context``."""

    game: str
    key: str
    title: str
    context: str
    options: Mapping[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    setup: Mapping[str, Any] | None
    lessons: tuple[Lesson, ...]
    minutes: int = 10  # how long a new player takes, as the home screen says
    # The computer players whose moves the lessons tell of, by seat, instead of their level's:
    # the narration holds whatever that level comes to play.
    players: Mapping[int, Bot[Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Hint:
    """What the hard computer player would do now, in the game's words: ``text`` names the move,
    why, and what it gains ("this section crosses a 4th district: +4 points now"), translated;
    ``target`` is a key the board or the panel resolves as a lesson's target, to ring the move;
    None: no ring."""

    text: str
    target: str | None = None


@runtime_checkable
class TutorialTargets(Protocol):
    """Optional on a board scene (a QRectF in scene coordinates, or an item) and on a panel (a
    QWidget): where a lesson's ``target`` key is now; None: not on this board (or not now)."""

    def tutorial_target(self, key: str) -> Any: ...


class Table(Protocol):
    """What a board or a panel may use of the match it shows: the shell's match controller.

    The table is also a QObject: a board may parent per-match helpers to it so they end with it.
    Signals carry ints where a seat may be none (-1).
    """

    changed: SignalInstance             # list[Event] just applied ([] after undo, load, hand-off)
    shown_seat_changed: SignalInstance  # int: the seat whose private view is shown
    game_over: SignalInstance
    error: SignalInstance               # str: a translated message
    busy_changed: SignalInstance        # bool: a computer player is thinking
    handoff_changed: SignalInstance     # int: the seat the device must go to now
    undo_changed: SignalInstance        # can_undo(), can_redo(), resolution_held() may differ

    @property
    def match(self) -> Match: ...

    @property
    def animation_factor(self) -> float:
        """How boards scale their motion: 1 normal, 0 none (tests, the "off" setting)."""
        ...

    @property
    def plugin(self) -> GameUI: ...

    @property
    def shown_seat(self) -> int | None: ...

    @property
    def pending_handoff(self) -> int | None: ...

    @property
    def busy(self) -> bool: ...

    @property
    def replaying(self) -> bool:
        """A finished game played back: nothing is being decided, nobody is waited for."""
        ...

    @property
    def thinking_seat(self) -> int | None:
        """The computer seat deciding now, or None."""
        ...

    @property
    def human_seats(self) -> tuple[int, ...]: ...

    @property
    def seat_names(self) -> list[str]: ...

    def view(self) -> State:
        """The shown seat's view: what the board may project."""
        ...

    def state(self) -> State: ...

    def message(self, error: TabibitoError) -> str: ...

    def submit(self, seat: int, action: Action) -> bool: ...

    def explain(self, seat: int, action: Action) -> str | None: ...

    def lesson_allows(self, seat: int, action: Action) -> bool:
        """Whether a tutorial's lesson would take ``action`` now (always outside a lesson)."""
        ...

    def prompt(self) -> Prompt | None:
        """What the shown seat is deciding now (the status line), or None."""
        ...

    def resolution_held(self) -> bool:
        """Whether the table waits for the shown human's "Confirm" (the next card, a reveal)."""
        ...

    def resolve(self) -> bool:
        """The human confirms: the held resolution is taken (False: none was held)."""
        ...

    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def accept_handoff(self) -> None: ...


@dataclass(frozen=True)
class AchievementLook:
    """How one of a game's achievements is shown: its name and what earns it (in the current
    language), and its badge: the emblem in its middle and the seal around it (the kit's
    ``badge`` draws both; each game has a seal of its own)."""

    name: str
    description: str
    emblem: str = "star"
    seal: str = "round"


class TileCover(Protocol):
    """What a game's home tile says (``plugin_cover.Cover``, which the first frame reads without
    this module)."""

    @property
    def title(self) -> Callable[[], str]: ...

    @property
    def tagline(self) -> Callable[[], str]: ...

    @property
    def art(self) -> str: ...


@runtime_checkable
class GameUI(Protocol):
    """What the shell needs from a game's UI package (one instance per game, in the catalogue).

    Every text method returns words in the current language: the shell asks again after a
    language switch instead of keeping them. The hooks at the end have defaults for plugins that
    subclass this protocol; a plugin that does not must define them too.
    """

    game_id: str
    screenshot_moves: int  # bot moves to play for the mid-game screenshot
    # Whether the board or the panel offers the "Confirm" of a held resolution itself; the
    # shell then shows no button of its own.
    shows_confirm: bool = False
    # Whether the hint's bubble stays over the board, leaving the side column (the card the
    # hint speaks of, the action bar) uncovered.
    hint_over_board: bool = False
    # What drifts down over the final scores for the winner (kit.flourish: "petals", "leaves" or
    # "confetti"), in the winners' colours.
    flourish: str = "petals"
    # The event kinds the game log leaves out on purpose (``event_text`` gives None for them);
    # every other kind has a line for whoever may see it (the plugin suite checks both).
    silent_events: frozenset[str] = frozenset()
    # The event kinds whose line only leads up to the seat's next one ("Anna stops at a
    # village." before "Anna buys a Furoshiki"): the log folds it into that line as its detail,
    # so one decision reads as one line. Standing alone (no next line of that seat), it shows.
    folded_events: frozenset[str] = frozenset()

    # The game's home tile (its ``cover`` module): the plugin says the same title, tagline and
    # art as the tile the home screen showed before the game was first opened.
    cover: TileCover

    def title(self) -> str:
        return self.cover.title()

    def tagline(self) -> str:
        return self.cover.tagline()

    def tile_art(self) -> str:
        """The path of the home tile's SVG."""
        return self.cover.art

    def option_label(self, key: str) -> str: ...

    def option_value_label(self, key: str, value: Any) -> str: ...

    def category_label(self, key: str) -> str: ...

    def rival_label(self, rival_id: str) -> str:
        """The name of a rival that scores without a seat (the solo travel agency)."""
        ...

    def prompt_text(self, prompt: Prompt, seat_names: Sequence[str]) -> str:
        """The status line for what a seat is deciding (``State.prompt``)."""
        ...

    def event_text(self, event: Event, seat_names: Sequence[str],
                   viewer: int | None) -> str | None:
        """A log line for ``event`` as ``viewer`` may read it; None: not worth a line."""
        ...

    def error_text(self, error: TabibitoError) -> str | None:
        """The game's own words for an error key; None: the shell's words."""
        ...

    def create_board(self, table: Table) -> QGraphicsScene:
        """A scene that is also a ``BoardScene`` (and may be a ``SeatFocus``)."""
        ...

    def create_panel(self, table: Table) -> QWidget | None:
        """A side panel that is also a ``Panel``, or None."""
        ...

    # -- optional hooks ------------------------------------------------------------------------

    def option_help(self, key: str) -> str | None:
        """One or two sentences on what option ``key`` changes (the new-game dialog's tooltip);
        None: the label says it all."""
        return None

    def rules_picture(self, key: str) -> QImage | None:
        """The picture ``key`` of the rules documents (``![caption](picture:key)``), drawn from
        the game's own art: about 640×300 logical pixels at a device pixel ratio of 2, on a
        transparent or paper ground; None: the caption alone is shown."""
        return None

    def category_rules_section(self, category: str) -> str:
        """The rules section a score category's row on the score sheet opens."""
        return RULES_SCORE_PREFIX + category

    def hint(self, view: State, seat: int, action: Action, rng: Rng | None = None) -> Hint | None:
        """Explain ``action``, the hard computer player's choice for ``seat`` from ``view``
        (that seat's own view), drawn with ``rng`` (a copy of the stream it chose with, for a
        game whose explanation replays its search; None: a fixed one); None: this game gives no
        hints (the shell offers none)."""
        return None

    def decided_hint(self, view: State, seat: int, rng: Rng,
                     budget: Budget) -> tuple[Action, Hint | None] | None:
        """The hard computer player's move for ``seat`` and its hint from one decision, for a
        game whose hint words that decision's own evaluation (a search that would otherwise
        run once to choose and again to explain): drawn with ``rng`` (the stream the player
        decides with), ``budget`` its cancel switch. None: the shell asks the hard player for
        the move, then ``hint``."""
        return None

    def tutorials(self) -> Sequence[Tutorial]:
        """The game's tutorials, the one teaching the base game first (then an expansion's)."""
        return ()

    def result_text(self, scores: Scores, seat_names: Sequence[str],
                    view: State | None) -> str | None:
        """The headline of a finished game in the game's own terms (a solo rating, a winner
        with their score); None: the shell's "Ann wins!". ``view`` is the shown seat's view of
        the final state, None when the shell has only the scores."""
        return None

    def breakdown_detail(self, category: str, seat: int, view: State | None) -> str | None:
        """A short line under ``seat``'s points in ``category`` on the score sheet, saying how
        they were counted ("6 × 4"); None: the points alone."""
        return None

    def rival_breakdown_detail(self, category: str, rival: str,
                               view: State | None) -> str | None:
        """``breakdown_detail`` for a rival without a seat (Let's Go's travel agency): how its
        points in ``category`` were counted, or why it has none; None: the points alone."""
        return None

    def breakdown_picture(self, category: str, seat: int, view: State | None) -> QPixmap | None:
        """A small picture beside ``seat``'s points in ``category`` on the score sheet (what the
        points were won with, drawn); None: the points alone."""
        return None

    def score_item(self, event: Event) -> str:
        """A short name for what a scoring event scored ("Kanda Shrine", "highlight"), for the
        score sheet's sums; by default its category's label."""
        return self.category_label(str(event.params.get("category", "")))

    def achievement_look(self, achievement: str) -> AchievementLook:
        """The name, description and badge of one of the game's achievements (ids in
        ``games/<g>/achievements.py``); one this version does not know shows its id."""
        return AchievementLook(achievement, "")

    def solo_rating_label(self, index: int) -> str | None:
        """The name of a solo rating band (the index the records keep); None: the game has no
        solo rating."""
        return None

    def event_sound(self, event: Event) -> str | None:
        """The sound ``event`` makes on the table: the name of one of the kit's cues
        (``kit.sound_cues.Cue``), or None: it makes none (the default: a silent game)."""
        return None

    def progress_text(self, state: State) -> str:
        """How far a game in progress has come, for the home screen's list of unfinished games
        ("Round 2 of 4"); "": the list names game, players and date only."""
        return ""


@runtime_checkable
class DrawOwner(Protocol):
    """Optional on a GameUI: whose own hidden draw the due resolution is (Tokaido: the traveller
    at the hot spring), None where it is the whole table's (a shared card flip, a round's deal);
    a number past the seats is a traveller nobody plays (Tokaido's two-player neutral one). A
    computer player's held draw, or that traveller's, then goes on by itself after a pause,
    unless a human undoes."""

    def draw_owner(self, state: State) -> int | None: ...


@runtime_checkable
class LogContext(Protocol):
    """Optional on a GameUI: the game whose events ``event_text`` words, where a line needs more
    than its event (Tokaido's "the second inn" counts the inns of the game's road). Whoever
    words events tells it the state of its own table first, None when done
    (``kit.log_lines.worded_for``): two tables shown at once never read each other's game."""

    def log_context(self, state: State | None) -> None: ...


@runtime_checkable
class MoveWords(Protocol):
    """Optional on a GameUI: one move in the log's words as ``viewer`` may read it ("Aiko
    researches in the Kyoto deck."), for a move whose events have no line of their own (Let's
    Go's secret draft: its cards turn over when everyone has chosen); None: no words. The
    replay bar says each step with it. ``state``: the game after the move."""

    def move_text(self, state: State, seat: int, action: Action, seat_names: Sequence[str],
                  viewer: int | None) -> str | None: ...


@runtime_checkable
class ConfirmWording(Protocol):
    """Optional on a GameUI: the game's own word for the shell's "Confirm" ("Next card")."""

    def confirm_label(self) -> str: ...


# -- optional on a game's panel: what it puts into the shell's pinned column --------------------

@dataclass(frozen=True)
class BarParts:
    """What a panel puts into the bar: the main action (Space/Enter press it), further buttons
    beside it (undo), and its "what to do now" line."""

    main: QAbstractButton | None
    others: Sequence[QAbstractButton] = field(default_factory=tuple)
    hint: QLabel | None = None


@runtime_checkable
class ActionSource(Protocol):
    """Optional on a panel: it offers its own main action for the pinned bar."""

    def bar_parts(self) -> BarParts: ...


@runtime_checkable
class HeroSource(Protocol):
    """Optional on a panel: the widget pinned above the bar (the one thing everybody looks
    at: Next Station's flipped card). The shell takes it out of the
    panel into the pinned part of the column."""

    def hero(self) -> QWidget | None: ...


@runtime_checkable
class ViewRoom(Protocol):
    """Optional on a panel: the least height of the side column's scroll view that keeps
    what the panel must show whole (Next Station: the tightest score sheet, which the view's
    foot cut in half at 1366×768 with four players); the hero gives up room for it."""

    def least_view_height(self) -> int: ...


@runtime_checkable
class ViewNeeds(Protocol):
    """Optional on a panel: the height of the side column's scroll view that keeps all it
    needs to play in sight (Let's Go: its decision card; 0 without one). The game log below
    then takes the rest of the column, up to its readable lines (four players at 1024×700
    read one or two); a panel without it leaves the log its fixed share."""

    def view_needs(self) -> int: ...


@runtime_checkable
class ViewFit(Protocol):
    """Optional on a panel with ViewNeeds: told the height the side column's split can give
    its view with the game log at its readable lines (again whenever it changes), the panel
    fits what it shows to it (Tokaido: a traveller's whole card where it fits, else one row)
    and says that height in ``view_needs``; the log then takes all the rest, no band left
    blank between them."""

    def fit_view(self, room: int) -> None: ...


@runtime_checkable
class PromptWords(Protocol):
    """Optional on a panel: the status line for the decision on screen when the panel knows
    better than the prompt alone (Next Station: no section can be drawn with the card), so that
    the top bar and the panel say the same; None: the game's ``prompt_text``."""

    def prompt_words(self, prompt: Prompt) -> str | None: ...


@runtime_checkable
class TurnColours(Protocol):
    """Optional on a panel: the colour a seat plays with now (Next Station: its pencil)."""

    def turn_colour(self, seat: int) -> QColor | None: ...

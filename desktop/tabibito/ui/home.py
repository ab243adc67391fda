"""The home screen: an illustrated tile per game, and the way back into the last game."""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .kit import style
from .kit.i18n import fill
from .kit.paths import resource_path
from .kit.relabel import Relabelled, RelabelledOnSwitch
from .kit.wrapped import WrappedLabel
from .resume_list import MoreGamesButton, ResumeEntry

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

    from tabibito.engine.registry import Registry
    from tabibito.records.memory import GameMemory

    from .kit.settings import Settings
    from .plugin_api import GameUI
    from .plugin_cover import Cover

# A game's memory on its tile: what the records keep of it, and the name of a solo rating band.
RatingLabel = Callable[[int], "str | None"]
Recall = Callable[[], "Mapping[str, tuple[GameMemory, RatingLabel]]"]

log = logging.getLogger(__name__)

TILE_MIN_WIDTH = 240  # three tiles side by side in a 1024-px window
TILE_MAX_WIDTH = 540  # beyond this the pictures get coarse and the row too wide to take in
RULES_INSET = 8  # the Rules label's distance from the picture's corner


def player_count_text(low: int, high: int) -> str:
    if low == high:
        # Every game of the collection seats at least two when the count is fixed: no plural forms.
        #: a game tile on the home screen: %1 the only possible number of players (2 or more)
        return fill(QCoreApplication.translate("Home", "%1 players"), high)
    if low == 1:
        #: a game tile on the home screen: %1 the largest number of players
        return fill(QCoreApplication.translate("Home", "Solo or up to %1 players"), high)
    #: a game tile on the home screen: %1 the fewest, %2 the most players
    return fill(QCoreApplication.translate("Home", "%1–%2 players"), low, high)


def home_memories(registry: Registry, plugins: Mapping[str, GameUI],
                  settings: Settings | None = None) -> dict[str, tuple[GameMemory, RatingLabel]]:
    """What the home tiles remember of each game, with its solo ratings' names; nothing while
    no records were kept yet (the home screen never creates them) or they cannot be read."""
    # With the first painted home screen, never before (the window's first frame waits for
    # no records).
    from tabibito.records import DATABASE_NAME
    from tabibito.records.memory import game_memories

    from .kit.paths import data_dir
    from .records_desk import open_records

    try:
        if not (data_dir() / DATABASE_NAME).exists():
            return {}
    except OSError:  # the system names no data folder: there are no records to remember
        return {}
    records, _ = open_records(registry, settings)
    if records is None:
        return {}
    try:
        memories = game_memories(records.db)
    except Exception:  # noqa: BLE001 - the records are a bonus: never in the way
        log.exception("the home screen's memories could not be read")
        return {}
    finally:
        records.close()
    return {game: (memory, plugins[game].solo_rating_label)
            for game, memory in memories.items() if game in plugins}


class ArtView(QWidget):
    """An SVG illustration that covers its area (cropped, never stretched), with rounded top.

    Its first paint is a plain block of paper, and the picture follows on the next turn of the
    event loop: the window's first frame neither reads nor draws the drawing (a third of its
    paint), only its size, from the drawing's first line.
    """

    resized = Signal()  # its picture's corners moved: what is pinned there follows

    def __init__(self, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._renderer: QSvgRenderer | None = None
        size = drawing_size(path)  # None: not a plain size, which the drawing itself says
        self._size = size if size is not None else self._drawing().defaultSize()
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._waiting = True  # until its first paint has been shown

    def _drawing(self) -> QSvgRenderer:
        """The drawing, read when first needed."""
        if self._renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            self._renderer = QSvgRenderer(self._path, self)
            if not self._renderer.isValid():  # a missing picture must not leave a hole
                log.warning("no tile art at %s", self._path)
                self._renderer.load(str(resource_path("art", "app-icon.svg")))
        return self._renderer

    def aspect(self) -> float:
        """Height over width of the drawing itself."""
        size = self._size
        return size.height() / size.width() if size.width() > 0 else 0.65

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        clip = style.rounded(area, 8)
        if self._waiting:
            painter.fillPath(clip, style.solid(style.PAPER_DEEP))
            painter.end()
            QTimer.singleShot(0, self._show_picture)
            return
        painter.setClipPath(clip)
        renderer = self._drawing()
        size = renderer.defaultSize()
        if size.isEmpty():
            return
        scale = max(area.width() / size.width(), area.height() / size.height())
        width, height = size.width() * scale, size.height() * scale
        renderer.render(painter, QRectF(area.center().x() - width / 2,
                                        area.center().y() - height / 2, width, height))
        painter.end()

    def _show_picture(self) -> None:
        self._waiting = False
        self.update()


_SVG_SIZE = re.compile(r"<svg\b[^>]*?\swidth=\"(\d+)(?:px)?\"[^>]*?\sheight=\"(\d+)(?:px)?\"")


def drawing_size(path: str) -> QSize | None:
    """The size an SVG drawing gives itself on its root element (``width="400"
    height="260"``), as ``QSvgRenderer.defaultSize`` reads it; None when the file cannot be
    read or gives no plain size in pixels (the renderer must then read the whole drawing)."""
    try:
        with open(path, encoding="utf-8") as file:
            start = file.read(1024)
    except (OSError, UnicodeDecodeError):
        return None
    found = _SVG_SIZE.search(start)
    return QSize(int(found[1]), int(found[2])) if found else None


def corner_style(name: str) -> str:
    """A small paper label pinned to a tile's picture (Rules, Learn to play)."""
    return (f"QToolButton#{name} {{ background: {style.CARD}; color: {style.INDIGO};"
            f" border: 1.5px solid {style.INDIGO}; border-radius: 11px; padding: 2px 10px;"
            " font-weight: 600; }"
            f" QToolButton#{name}:hover {{ background: {style.PAPER_DEEP}; }}"
            f" QToolButton#{name}:focus {{ border: 2.5px solid {style.INDIGO}; }}")


class GameTile(RelabelledOnSwitch, QFrame):
    """A game's tile: its picture, name, a line about it and the player counts, and its Play
    button; the whole tile, Play and Enter start a new game of it. Small labels pinned to the
    picture's corners open the game's rules and its tutorial."""

    chosen = Signal(str)
    rules_requested = Signal(str)
    learn_requested = Signal(str)

    def __init__(self, cover: Cover, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cover = cover
        self.game_id = cover.game_id
        self.setObjectName(f"tile-{cover.game_id}")
        self.setProperty("role", "tile")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(TILE_MIN_WIDTH)
        self.setMaximumWidth(TILE_MAX_WIDTH)
        # Qt's enum properties set by name: the first frame builds no Qt namespace (style.py).
        # The stylesheet's :hover look makes Qt track the pointer over the tile (WA_Hover).
        self.setProperty("focusPolicy", "StrongFocus")
        self.max_art_height = 10_000  # the home screen lowers it when the window is short
        self.art = ArtView(cover.art)
        self._build_words()
        self._build_corners()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 16)
        layout.setSpacing(8)
        layout.addWidget(self.art)
        layout.addWidget(self.title)
        layout.addWidget(self.tagline)
        layout.addWidget(self.memory)
        # The room a taller tile beside it leaves goes under the words: stretched, the
        # tagline sat in the middle of it, a blank line under the title of a tile with no
        # memory beside one with its memory.
        layout.addStretch(1)
        layout.addLayout(self.footer)
        self.retranslate()
        self.follow_language()

    def _build_words(self) -> None:
        self.title = WrappedLabel()
        self.title.setProperty("role", "heading")
        self.tagline = WrappedLabel()
        self.tagline.setProperty("role", "subtle")
        # What the records keep of the game (played, best score, best solo rating); hidden
        # until a game of it was finished.
        self.memory = WrappedLabel()
        self.memory.setObjectName("tileMemory")
        self.memory.hide()
        self.remembered: tuple[GameMemory, RatingLabel] | None = None
        self.players = WrappedLabel()  # a narrow tile wraps the count, never clips it
        self.players.setObjectName("players")
        self.play = QPushButton()
        self.play.setProperty("role", "primary")
        self.play.clicked.connect(lambda: self.chosen.emit(self.game_id))
        self.footer = QHBoxLayout()
        self.footer.addWidget(self.players, 1)
        self.footer.addWidget(self.play)

    def _build_corners(self) -> None:
        """How to play without starting a game, and the tutorial where the game has one (it
        goes on where it was left): small paper labels pinned to the picture's corners, so the
        words and buttons under the picture keep their room."""
        self.rules = self._corner_button("tileRules")
        self.rules.clicked.connect(lambda: self.rules_requested.emit(self.game_id))
        self.art.resized.connect(self._place_corners)
        self.learn: QToolButton | None = None
        if self.cover.tutorial:
            self.learn = self._corner_button("tileLearn")
            self.learn.clicked.connect(lambda: self.learn_requested.emit(self.game_id))

    def _corner_button(self, name: str) -> QToolButton:
        button = QToolButton(self.art)
        button.setObjectName(name)
        button.setProperty("focusPolicy", "TabFocus")
        button.setStyleSheet(corner_style(name))
        return button

    def retranslate(self) -> None:
        self.title.setText(self.cover.title())
        self.tagline.setText(self.cover.tagline())
        #: a game tile on the home screen: the button that opens the new-game dialog
        self.play.setText(self.tr("Play"))
        if self.learn is not None:
            #: a game tile on the home screen: the button that offers the game's tutorials
            self.learn.setText(self.tr("Learn to play"))
        self.players.setText(player_count_text(self.cover.min_players, self.cover.max_players))
        self._show_memory()
        self.setAccessibleName(self.title.text())
        #: a game tile on the home screen: the button that opens the game's rules
        self.rules.setText(QCoreApplication.translate("Home", "Rules"))
        #: tooltip of a game tile's Rules button: %1 the game's title
        self.rules.setToolTip(fill(QCoreApplication.translate("Home", "How to play %1"),
                                   self.title.text()))
        self._place_corners()  # the words' width changes with the language

    def remember(self, remembered: tuple[GameMemory, RatingLabel] | None) -> None:
        """Show what the records keep of the game (None: nothing yet)."""
        self.remembered = remembered
        self._show_memory()

    def _show_memory(self) -> None:
        if self.remembered is not None:
            self.memory.setText(self.memory_text(*self.remembered))
        self.memory.setVisible(self.remembered is not None)

    def memory_text(self, memory: GameMemory, rating_label: RatingLabel) -> str:
        """What the records keep of the game: "4 games played · Best score: 160 (Aiko) · Best
        solo rating: Network planner" (the parts they hold)."""
        #: a game tile on the home screen: how many games of it were finished
        parts = [self.tr("%n game(s) played", "", memory.played)]
        if memory.best is not None:
            #: a game tile on the home screen: %1 the best score a person made, %2 their name
            parts.append(fill(self.tr("Best score: %1 (%2)"), memory.best, memory.best_by or ""))
        rating = (rating_label(memory.best_solo_rating)
                  if memory.best_solo_rating is not None else None)
        if rating:
            #: a game tile on the home screen: %1 the best solo rating reached ("Network planner")
            parts.append(fill(self.tr("Best solo rating: %1"), rating))
        return " · ".join(parts)

    def _rules_focused(self) -> bool:
        return self.window().focusWidget() is self.rules

    def _place_corners(self) -> None:
        self.rules.adjustSize()
        self.rules.move(self.art.width() - self.rules.width() - RULES_INSET, RULES_INSET)
        if self.learn is not None:
            self.learn.adjustSize()
            self.learn.move(RULES_INSET, RULES_INSET)

    def text_height(self) -> int:
        """What the tile needs under its picture at its width: title, tagline, footer."""
        return self.heightForWidth(max(self.width(), TILE_MIN_WIDTH)) - self.art.height()

    def fit_art(self) -> None:
        """The picture keeps its own proportions, cropped only when the window is too short."""
        self.art.setFixedHeight(min(round(self.art.width() * self.art.aspect()),
                                    self.max_art_height))

    def sizeHint(self) -> QSize:
        """As tall as the tile's words need at the width it has: the row aligns its tiles to
        the top, and an aligned widget gets its size hint's height, which Qt works out at the
        preferred width (a German tagline wraps once more in a narrow tile)."""
        hint = super().sizeHint()
        if self.width() > 0:
            hint.setHeight(max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_art()
        self._place_corners()
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height the words need changed with the width

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        inside = self.rect().contains(event.position().toPoint())
        if event.button() == QtCore.Qt.MouseButton.LeftButton and inside:
            self.chosen.emit(self.game_id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = QtCore.Qt.Key
        pressed = event.key() in (keys.Key_Return, keys.Key_Enter, keys.Key_Space)
        if self._rules_focused():
            # A tool button takes Space but not Enter, which would reach the tile and start
            # a game.
            if event.key() in (keys.Key_Return, keys.Key_Enter):
                self.rules.click()
                return
            super().keyPressEvent(event)
            return
        if pressed and self.learn is not None and self.window().focusWidget() is self.learn:
            self.learn.click()  # Enter on "Learn to play" learns; it never starts a game
            return
        if pressed:
            self.chosen.emit(self.game_id)
            return
        super().keyPressEvent(event)


class ResumeCard(Relabelled, QFrame):
    """"Continue last game": which game, who plays, when it was left; and every other
    unfinished game, one click further (``more``)."""

    resume = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeCard")
        self.setProperty("role", "card")
        self._heading = QLabel()
        self._heading.setProperty("role", "heading")
        self.detail = QLabel()
        self.detail.setProperty("role", "subtle")
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setProperty("role", "primary")
        self.button.clicked.connect(self.resume)
        self.more = MoreGamesButton()
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self._heading)
        text.addWidget(self.detail)
        # On the left, as wide as its words (its size policy), in a row of its own: in the
        # column itself its width capped the column's, and the card's words wrapped to the
        # link's width, four lines beside a Continue button stretched over the rest.
        link = QHBoxLayout()
        link.addWidget(self.more)
        link.addStretch(1)
        text.addLayout(link)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(20, 12, 16, 12)
        layout.addLayout(text, 1)
        layout.addWidget(self.button)
        self._in_memory = False
        self.retranslate()

    def set_in_memory(self, in_memory: bool) -> None:
        """A game still open in this window is "back to", one on disk is "continue"."""
        self._in_memory = in_memory
        self.retranslate()

    def retranslate(self) -> None:
        if self._in_memory:
            #: the home screen's card of the game left a moment ago (still open in this window)
            self._heading.setText(self.tr("Your game is waiting"))
            #: that card's button
            self.button.setText(self.tr("Back to the game"))
        else:
            #: the home screen's card of the newest unfinished game (from its autosave)
            self._heading.setText(self.tr("Continue last game"))
            #: that card's button
            self.button.setText(self.tr("Continue"))


class FittingLayout(QVBoxLayout):
    """The home screen's layout, which calls ``fit`` each time it has placed the screen's
    parts: a tile's words or the card's detail wrapped anew (a language, a width, a game to
    continue), and the pictures give up what the words now need. Not the screen's event():
    PySide6 builds all Qt's event classes for the first event of Qt's base class it passes to
    Python (see kit/relabel.py)."""

    def __init__(self, parent: QWidget, fit: Callable[[], None]) -> None:
        super().__init__(parent)
        self._fit = fit

    def setGeometry(self, area: QRect) -> None:
        super().setGeometry(area)
        self._fit()


class HomeScreen(RelabelledOnSwitch, QWidget):
    """The first screen: brand, the way back into a game, and one tile per game."""

    game_chosen = Signal(str)
    rules_requested = Signal(str)
    learn_requested = Signal(str)
    resume_requested = Signal()
    resume_file_requested = Signal(object)  # the Path of an unfinished game's autosave
    open_requested = Signal()
    settings_requested = Signal()
    records_requested = Signal()

    def __init__(self, covers: Sequence[Cover], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self._brand = QLabel()
        self._brand.setProperty("role", "title")
        self._motto = WrappedLabel()
        self._motto.setProperty("role", "subtle")
        self.open_button = self._tool_button("open")
        self.open_button.clicked.connect(self.open_requested)
        self.records_button = self._tool_button("records")
        self.records_button.clicked.connect(self.records_requested)
        self.settings_button = self._tool_button("settings")
        self.settings_button.clicked.connect(self.settings_requested)
        self._resume_card: ResumeCard | None = None  # built for the first game to continue
        self.tiles: dict[str, GameTile] = {}
        for cover in covers:
            tile = GameTile(cover)
            tile.chosen.connect(self.game_chosen)
            tile.rules_requested.connect(self.rules_requested)
            tile.learn_requested.connect(self.learn_requested)
            self.tiles[cover.game_id] = tile
        self._empty = QLabel()
        self._empty.setProperty("role", "subtle")
        self._empty.setVisible(not self.tiles)
        # What the tiles remember, read from the records once the screen is painted (never
        # before the first frame), and again each time home shows (a game just finished).
        self.recall: Recall | None = None
        self._recall_due = False
        self._pointing = False  # the pointing hand over what a click opens, from the first frame
        self._lay_out()
        self.retranslate()
        self.follow_language()

    @property
    def resume_card(self) -> ResumeCard:
        """"Continue last game", built when first asked for: a first start has no game to
        continue, and its first frame does not wait for the card."""
        if self._resume_card is None:
            card = ResumeCard()
            card.resume.connect(self.resume_requested)
            card.more.chosen.connect(self.resume_file_requested)
            card.setMaximumWidth(900)
            card.hide()
            self._resume_row.insertWidget(1, card, 6)  # between the stretches that centre it
            self._resume_card = card
            if self._pointing:
                _point_at(card.more)
        return self._resume_card

    def _tool_button(self, icon_name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(f"{icon_name}Button")  # its icon is the stylesheet's (style.icon)
        button.setIconSize(QSize(28, 28))
        button.setProperty("toolButtonStyle", "ToolButtonTextUnderIcon")
        return button

    def _lay_out(self) -> None:
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self._brand)
        words.addWidget(self._motto)
        # The buttons at the top of the header: a stretch under them, not an alignment (Qt's
        # alignments belong to the namespace the first frame never builds, see style.py).
        buttons = QHBoxLayout()
        for button in (self.open_button, self.records_button, self.settings_button):
            buttons.addWidget(button)
        corner = QVBoxLayout()
        corner.addLayout(buttons)
        corner.addStretch(1)
        header = QHBoxLayout()
        header.addSpacing(SEAL_SIZE + 18)  # the seal is painted in this space
        header.addLayout(words, 1)
        header.addLayout(corner)
        tiles = QHBoxLayout()
        tiles.setSpacing(28)
        # The tiles take nearly all the width (up to their maximum); the stretches only centre.
        tiles.addStretch(1)
        for tile in self.tiles.values():
            tiles.addWidget(tile, 12)
        tiles.addWidget(self._empty)
        tiles.addStretch(1)
        # Stretches beside the card, not an alignment: an aligned widget gets its size hint's
        # height, and a wrapped detail needs more than that (the clipped card of the review).
        resume = QHBoxLayout()
        resume.addStretch(1)
        resume.addStretch(1)
        self._header, self._resume_row = header, resume
        layout = FittingLayout(self, self._fit_tiles)
        layout.setContentsMargins(48, 32, 48, 72)  # room at the bottom for the waves
        layout.setSpacing(22)
        layout.addLayout(header)
        layout.addStretch(1)
        layout.addLayout(resume)
        layout.addLayout(tiles)
        layout.addStretch(2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_tiles()

    def _fit_tiles(self) -> None:
        """In a short window the pictures give up height, so the tiles' words and buttons stay
        in view: everything fits between the header and the waves without scrolling."""
        layout = self.layout()
        assert layout is not None  # laid out in __init__
        margins = layout.contentsMargins()
        used = margins.top() + margins.bottom() + 2 * layout.spacing()
        used += max(SEAL_SIZE, self._header_height(self.width() - margins.left()
                                                   - margins.right()))
        card = self._resume_card
        if card is not None and card.isVisibleTo(self):
            width = card.width() or card.sizeHint().width()
            used += card.heightForWidth(width) + layout.spacing()
        tiles = self.tiles.values()
        words = max((tile.text_height() for tile in tiles), default=0)
        art_height = max(90, self.height() - used - words)
        for tile in tiles:
            tile.max_art_height = art_height
            tile.fit_art()

    def _header_height(self, width: int) -> int:
        """The header's height at ``width``: the motto wraps to a second line in a narrow
        window or a long language (Hungarian), and the tiles must give up that much more."""
        header = self._header
        if header.hasHeightForWidth():
            return header.heightForWidth(width)
        return header.sizeHint().height()

    def show_resume(self, detail: str | None, *, in_memory: bool = False,
                    others: Sequence[ResumeEntry] = ()) -> None:
        """Offer the last game (``detail`` says which) and the ``others`` that can be resumed,
        or hide the offer when None."""
        if detail is not None or self._resume_card is not None:  # else no card to hide yet
            card = self.resume_card
            card.setVisible(detail is not None)
            if detail is not None:
                card.detail.setText(detail)
                card.set_in_memory(in_memory)
            card.more.show_entries(others if detail is not None else ())
        self._fit_tiles()

    def retranslate(self) -> None:
        #: the home screen's heading: the app's name (旅人, “traveller”)
        self._brand.setText(self.tr("Tabibito"))
        #: the home screen's line under the app's name
        self._motto.setText(self.tr(
            "Japan-travel board games to play offline: alone against the computer, "
            "or passing one screen around the table."))
        #: the home screen's button that opens a saved game from a file
        self.open_button.setText(self.tr("Open…"))
        #: the tooltip of that button
        self.open_button.setToolTip(self.tr("Open a saved game"))
        #: the home screen's button to the Records screen
        self.records_button.setText(self.tr("Records"))
        #: the tooltip of that button
        self.records_button.setToolTip(self.tr("Your finished games, figures and achievements"))
        #: the home screen's button to the Settings dialog
        self.settings_button.setText(self.tr("Settings"))
        #: the home screen when the app finds no game (a broken installation)
        self._empty.setText(self.tr("No games are installed."))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._recall_due = True

    def _point_at_clickables(self) -> None:
        """The pointing hand over the tiles and the buttons, once the first frame is painted
        (a cursor's shape is one of Qt's enums: the first frame builds none, see style.py)."""
        clickables: list[QWidget] = [self.open_button, self.records_button, self.settings_button]
        for tile in self.tiles.values():
            clickables += [tile, tile.rules] + ([tile.learn] if tile.learn is not None else [])
        if self._resume_card is not None:
            clickables.append(self._resume_card.more)
        for widget in clickables:
            _point_at(widget)

    def recall_memories(self) -> None:
        """Give each tile what the records keep of its game."""
        memories = self.recall() if self.recall is not None else {}
        for game_id, tile in self.tiles.items():
            tile.remember(memories.get(game_id))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._recall_due and self.recall is not None:
            self._recall_due = False
            QTimer.singleShot(0, self.recall_memories)
        if not self._pointing:
            self._pointing = True
            QTimer.singleShot(0, self._point_at_clickables)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        style.paint_waves(painter, QRectF(0, self.height() - WAVES_HEIGHT, self.width(),
                                          WAVES_HEIGHT))
        _paint_seal(painter, QRectF(48, 36, SEAL_SIZE, SEAL_SIZE), self.devicePixelRatioF())
        painter.end()


SEAL_SIZE = 64
WAVES_HEIGHT = 64  # the seigaiha along the bottom (packaging/tools/make_waves.py prints them)
ALIGN_CENTER = 0x0084  # Qt.AlignmentFlag.AlignCenter, as the int QPainter.drawText takes


def _point_at(widget: QWidget) -> None:
    widget.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)


def seal_pixmap(size: int) -> QPixmap:
    """The 旅 seal as a picture (the About box shows the same stamp as the home screen)."""
    ratio = 2  # drawn at twice the size, so it stays crisp on high-density screens
    image = style.clear_image(size * ratio, size * ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(ratio, ratio)
    _paint_seal(painter, QRectF(2, 2, size - 4, size - 4), ratio)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _paint_seal(painter: QPainter, area: QRectF, scale: float) -> None:
    """A vermilion hanko with 旅 (journey), as a woodblock printer would sign a print, at
    ``scale`` device pixels to one of ``area`` (the painter's own transform is left unread:
    PySide6 would build QTransform's enums for the first frame).

    Filled and stroked paths, with no pen or brush set: the home screen's first frame paints
    it, and builds no Qt namespace (see style.py)."""
    stamp = style.rounded(area, 6)
    painter.fillPath(stamp, style.solid(style.VERMILION))
    painter.strokePath(stamp, style.outline(style.VERMILION, 3))
    painter.strokePath(style.rounded(area.adjusted(4, 4, -4, -4), 4), style.outline(style.CARD, 1.5))
    painter.drawImage(area.topLeft(), _seal_letter(painter.font(), area.size(), scale))


def _seal_letter(font: QFont, size: QSizeF, scale: float) -> QImage:
    """旅 in the card's colour, ``size`` large at ``scale`` device pixels to one: the letter
    printed for the home screen's seal where there is one (the first frame opens no Japanese
    font for it), else drawn in ``font``; recoloured from black (a text takes its pen's colour,
    and setting a pen builds Qt's namespace)."""
    image = printed_letter(size, scale)
    if image.isNull():
        image = draw_letter(font, size, scale)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillPath(style.box(QRectF(QPointF(0, 0), size)), style.solid(style.CARD))
    painter.end()
    return image


def printed_letter(size: QSizeF, scale: float) -> QImage:
    """The seal's letter as packaging/tools/make_seal.py prints it for the home screen (its
    seal's size, at the common screen scales): black on clear, premultiplied as painted; a
    null image for any other size or scale."""
    image = QImage(str(resource_path("art", "seal", letter_name(size, scale))))
    if image.isNull():
        return image
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    return image


def letter_name(size: QSizeF, scale: float) -> str:
    """The file of the seal's letter printed ``size`` large at ``scale``."""
    return f"letter-{size.width():g}x{size.height():g}@{scale:g}x.png"


def draw_letter(base: QFont, size: QSizeF, scale: float) -> QImage:
    """旅 in black in ``base``'s family, bold and sized to the seal (drawn art, not body text),
    centred on a clear image ``size`` large at ``scale`` device pixels to one."""
    font = QFont(base)
    font.setPixelSize(int(size.height() * 0.62))
    font.setBold(True)
    image = style.clear_image(math.ceil(size.width() * scale), math.ceil(size.height() * scale))
    image.setDevicePixelRatio(scale)
    painter = QPainter(image)
    painter.setFont(font)
    painter.drawText(QRectF(QPointF(0, 0), size), ALIGN_CENTER, "旅")
    painter.end()
    return image

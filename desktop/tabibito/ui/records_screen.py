"""The Records screen: per player and game the figures of the record, the recent games (each
opening on its final scores) with filters by game and player, and the history as CSV.

It reads the records when shown (``show_records``) and keeps no connection open: the window
records the next finished game in the meantime."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDateTime,
    QLocale,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabibito.records import queries
from tabibito.records.achievements import achievements_of

from .kit import style
from .kit.badge import badge_pixmap
from .kit.dates import moment_text
from .kit.i18n import fill
from .kit.relabel import Relabelled
from .plugin_api import GameUI

# The recent games' table: a row's first item keeps the recorded game's id; so does an earned
# achievement's line (the game that first earned it).
GAME_ID_ROLE = Qt.ItemDataRole.UserRole
ACHIEVEMENT_ROLE = Qt.ItemDataRole.UserRole + 1  # an achievement line's id
ACHIEVEMENT_ICON = 40
FITTED_COLUMNS = (0, 1, 3)  # the recent games' date, game and length; the players stretch
FIGURES_WIDTH = 330
OPPONENTS = {
    #: the Records screen: a row of a player's wins, games against human players only
    queries.PEOPLE: QT_TRANSLATE_NOOP("Records", "Against people"),
    #: the Records screen: a row of a player's wins, games against easy computer players
    "easy": QT_TRANSLATE_NOOP("Records", "Against the easy computer"),
    #: the Records screen: a row of a player's wins, games against normal computer players
    "normal": QT_TRANSLATE_NOOP("Records", "Against the normal computer"),
    #: the Records screen: a row of a player's wins, games against hard computer players
    "hard": QT_TRANSLATE_NOOP("Records", "Against the hard computer"),
    #: the Records screen: a row of a player's wins, games against expert computer players
    "expert": QT_TRANSLATE_NOOP("Records", "Against the expert computer"),
}


def when_text(finished: str) -> str:
    """A record's date (UTC, ISO) in the locale's short format and the local time zone."""
    moment = QDateTime.fromString(finished, Qt.DateFormat.ISODate)
    return moment_text(moment.toLocalTime())


def number_text(value: float | None) -> str:
    if value is None:
        return "–"
    return QLocale().toString(float(value), "f", 0 if float(value).is_integer() else 1)


def length_text(seconds: float | None) -> str:
    """A game's length in whole minutes ("1 h 05 min"); a dash when it is not known (a game
    resumed from a save, or recorded from one)."""
    if seconds is None:
        return "–"
    hours, minutes = divmod(max(1, round(seconds / 60)), 60)
    if not hours:
        #: a time spent playing: %1 minutes
        return fill(QCoreApplication.translate("Records", "%1 min"), QLocale().toString(minutes))
    #: a time spent playing: %1 hours, %2 minutes (two digits)
    return fill(QCoreApplication.translate("Records", "%1 h %2 min"), QLocale().toString(hours),
                f"{minutes:02d}")


def wins_text(tally: queries.Tally) -> str:
    #: a cell of the records: %1 games won, %2 games played
    return fill(QCoreApplication.translate("Records", "%1 of %2 won"),
                QLocale().toString(tally.won),
                QLocale().toString(tally.played))


def opponent_label(kind: str) -> str:
    """Who the games were against: people, or a computer level (a level unknown to this
    version, from a newer one, by its id)."""
    words = OPPONENTS.get(kind)
    return QCoreApplication.translate("Records", str(words)) if words else kind


class GameFigures(QFrame):
    """One game's figures for one player: played, won, scores, opponents, rivals."""

    def __init__(self, stats: queries.PlayerStats, plugin: GameUI) -> None:
        super().__init__()
        self.setObjectName(f"figures-{stats.game}")
        self.setProperty("role", "tile")
        layout = self.column = QVBoxLayout(self)
        title = QLabel(plugin.title())
        title.setProperty("role", "heading")
        layout.addWidget(title)
        form = QFormLayout()
        layout.addLayout(form)
        self.values: dict[str, str] = {}
        locale = QLocale()
        #: the Records screen: a figure of one player in one game
        self._row(form, "played", self.tr("Games played"), locale.toString(stats.played))
        #: the Records screen: a figure of one player in one game
        self._row(form, "won", self.tr("Games won"), locale.toString(stats.won))
        #: the Records screen: a figure of one player in one game
        self._row(form, "best", self.tr("Best score"), number_text(stats.best))
        #: the Records screen: a figure of one player in one game (the average)
        self._row(form, "mean", self.tr("Mean score"), number_text(stats.mean))
        for kind, tally in stats.against.items():
            self._row(form, f"against:{kind}", opponent_label(kind), wins_text(tally))
        for level, tally in stats.against_rivals.items():
            self._row(form, f"rival:{level}", plugin.rival_label(level), wins_text(tally))
        self.charts: list[QWidget] = []
        self.achievements: QListWidget | None = None

    def add_charts(self, stats: queries.PlayerStats, latest: dict[str, int],
                   plugin: GameUI) -> None:
        """The charts under the figures (QtCharts comes with the first of them)."""
        from . import records_charts as charts

        labels = {kind: opponent_label(kind) for kind in stats.against}
        self.charts = [charts.scores_chart(stats.scores),
                       charts.make_up_chart(latest, stats.mean_breakdown, plugin)]
        if stats.against:
            self.charts.append(charts.win_rate_chart(stats.against, labels))
        if stats.solo_ratings and plugin.solo_rating_label(0) is not None:
            self.charts.append(charts.solo_rating_chart(stats.solo_ratings, plugin))
        for chart in self.charts:
            self.column.addWidget(chart)

    def add_achievements(self, earned: Sequence[queries.EarnedAchievement],
                         plugin: GameUI) -> QListWidget:
        """The game's achievements: those earned first, with the date and the game that first
        earned them (a click opens it), then the rest in grey, with what earns them."""
        #: the Records screen: the heading over the badges a player has earned in a game
        heading = QLabel(self.tr("Achievements"))
        heading.setProperty("role", "heading")
        self.column.addWidget(heading)
        shown = self.achievements = QListWidget()
        shown.setObjectName(f"achievements-{plugin.game_id}")
        shown.setIconSize(QSize(ACHIEVEMENT_ICON, ACHIEVEMENT_ICON))
        shown.setTextElideMode(Qt.TextElideMode.ElideRight)  # the tooltip has it all
        shown.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        shown.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        ratio = self.devicePixelRatioF()
        firsts = {item.achievement: item for item in earned}
        ids = [item.id for item in achievements_of(plugin.game_id)]
        for achievement in [*firsts, *(key for key in ids if key not in firsts)]:
            look = plugin.achievement_look(achievement)
            first = firsts.get(achievement)
            line = QListWidgetItem(shown)
            line.setIcon(badge_pixmap(look, first is not None, ACHIEVEMENT_ICON, ratio))
            line.setData(ACHIEVEMENT_ROLE, achievement)
            line.setToolTip(look.description)
            if first is None:
                line.setText(f"{look.name}\n{look.description}")
                line.setForeground(style.color(style.INK_SOFT))
            else:
                #: below an achievement's name in the records: %1 when it was first earned
                line.setText(f"{look.name}\n" + fill(self.tr("First earned %1"),
                                                      when_text(first.first_finished)))
                line.setData(GAME_ID_ROLE, first.first_game_id)
        rows = sum(max(shown.sizeHintForRow(row), ACHIEVEMENT_ICON + 6)
                   for row in range(shown.count()))
        shown.setFixedHeight(rows + 2 * shown.frameWidth())
        self.column.addWidget(shown)
        return shown

    def _row(self, form: QFormLayout, key: str, label: str, value: str) -> None:
        shown = QLabel(value)
        shown.setObjectName(key)
        form.addRow(label, shown)
        self.values[key] = value


class GameStandings(QFrame):
    """One game's table of everyone who played it (the figures while "Everyone" is chosen): a
    row per player, most games won first; activating a row shows that player's figures."""

    def __init__(self, game_id: str, played: int, lines: Sequence[queries.Standing],
                 plugin: GameUI) -> None:
        super().__init__()
        self.setObjectName(f"standings-{game_id}")
        self.setProperty("role", "tile")
        layout = QVBoxLayout(self)
        title = QLabel(plugin.title())
        title.setProperty("role", "heading")
        layout.addWidget(title)
        #: below the player's name in the records: how many finished games the records hold
        count = QLabel(self.tr("%n game(s) recorded", "", played))
        count.setProperty("role", "subtle")
        layout.addWidget(count)
        self.table = QTableWidget(len(lines), 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalHeaderLabels([
            #: the Records screen, “Everyone” table: the column of player names
            self.tr("Player"),
            #: the Records screen, “Everyone” table: the column of games played
            self.tr("Played"),
            #: the Records screen, “Everyone” table: the column of games won
            self.tr("Won"),
            #: the Records screen, “Everyone” table: the column of best scores
            self.tr("Best"),
        ])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        locale = QLocale()
        for row, line in enumerate(lines):
            name = QTableWidgetItem(line.player)
            name.setData(Qt.ItemDataRole.UserRole, line.player)
            self.table.setItem(row, 0, name)
            for column, value in enumerate((line.played, line.won, line.best), start=1):
                cell = QTableWidgetItem(locale.toString(value))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, cell)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        self.table.setFixedHeight(rows + header.sizeHint().height() + 2 * self.table.frameWidth())
        layout.addWidget(self.table)

    def players(self) -> list[str]:
        """The names in the table's order."""
        items = (self.table.item(row, 0) for row in range(self.table.rowCount()))
        return [item.text() for item in items if item is not None]


class RecordsScreen(Relabelled, QWidget):
    """What the player sees of the records. ``game_opened`` asks the window to open a recorded
    game (its id in the records) on its final scores."""

    home_requested = Signal()
    game_opened = Signal(int)
    export_requested = Signal()
    rename_requested = Signal(str)  # the player chosen, to be renamed

    def __init__(self, plugins: Mapping[str, GameUI], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("records")
        self.plugins = plugins
        self.db: sqlite3.Connection | None = None
        self.heading = QLabel()
        self.heading.setProperty("role", "title")
        self.home_button = QPushButton()
        self.home_button.clicked.connect(self.home_requested)
        self.player = QComboBox()
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("renamePlayer")
        self.rename_button.clicked.connect(self._rename_current)
        self.game = QComboBox()
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_requested)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setProperty("role", "status")
        self.notice.hide()
        self.figures = QWidget()
        self.figures_layout = QVBoxLayout(self.figures)
        self.figures_layout.setContentsMargins(0, 0, 0, 0)
        self.recent = QTableWidget(0, 4)
        self.recent.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.recent.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.recent.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.recent.verticalHeader().hide()
        header = self.recent.horizontalHeader()
        for column in FITTED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.recent.itemActivated.connect(self._open_row)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self._open_current)
        self.empty = QLabel()
        self.empty.setProperty("role", "subtle")
        self._lay_out()
        self.player.currentIndexChanged.connect(self.refresh)
        self.game.currentIndexChanged.connect(self.refresh)
        self.retranslate()

    def _lay_out(self) -> None:
        bar = QHBoxLayout()
        bar.addWidget(self.home_button)
        bar.addWidget(self.heading, 1)
        self._player_label, self._game_label = QLabel(), QLabel()
        for label, box in ((self._player_label, self.player), (self._game_label, self.game)):
            label.setBuddy(box)
            bar.addWidget(label)
            bar.addWidget(box)
            if box is self.player:
                bar.addWidget(self.rename_button)
        bar.addWidget(self.export_button)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.figures)
        scroll.setMinimumWidth(FIGURES_WIDTH)
        games = QVBoxLayout()
        self._recent_label = QLabel()
        self._recent_label.setProperty("role", "heading")
        games.addWidget(self._recent_label)
        games.addWidget(self.empty)
        games.addWidget(self.recent, 1)
        games.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        body = QHBoxLayout()
        body.addWidget(scroll, 2)
        body.addLayout(games, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(bar)
        layout.addWidget(self.notice)
        layout.addLayout(body, 1)

    # -- what is shown -------------------------------------------------------------------------

    def show_records(self, db: sqlite3.Connection | None, notice: str | None = None) -> None:
        """Show the records read from ``db`` (None: none could be read; ``notice`` says why)."""
        self.db = db
        self.tell(notice)
        self._fill_filters()
        self.refresh()

    def tell(self, text: str | None) -> None:
        """A sentence over the records (what the export did, why there are none), or none."""
        self.notice.setVisible(bool(text))
        self.notice.setText(text or "")

    def _fill_filters(self) -> None:
        names = queries.players(self.db) if self.db is not None else []
        chosen_player, chosen_game = self.player.currentData(), self.game.currentData()
        for box in (self.player, self.game):
            box.blockSignals(True)
            box.clear()
        #: the Records screen: the first entry of the player filter, the table of everyone who played
        self.player.addItem(self.tr("Everyone"), None)
        for name in names:
            self.player.addItem(name, name)
        #: the Records screen: the first entry of the game filter
        self.game.addItem(self.tr("All games"), None)
        for game_id, plugin in self.plugins.items():
            self.game.addItem(plugin.title(), game_id)
        for box, chosen in ((self.player, chosen_player), (self.game, chosen_game)):
            box.setCurrentIndex(max(0, box.findData(chosen)))
            box.blockSignals(False)

    def choose_player(self, name: str | None) -> None:
        """Read the names again (one was renamed) and show ``name``'s records."""
        self._fill_filters()
        self.player.setCurrentIndex(max(0, self.player.findData(name)))
        self.refresh()

    def _rename_current(self) -> None:
        if self.player.currentData() is not None:
            self.rename_requested.emit(self.player.currentData())

    def refresh(self) -> None:
        player, game = self.player.currentData(), self.game.currentData()
        self.rename_button.setEnabled(player is not None and self.db is not None)
        self._show_figures(player, game)
        games = (queries.recent_games(self.db, game=game, player=player)
                 if self.db is not None else [])
        self._show_recent(games)

    def _show_figures(self, player: str | None, game: str | None) -> None:
        while self.figures_layout.count():
            item = self.figures_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.figure_cards: dict[str, GameFigures] = {}
        self.standing_cards: dict[str, GameStandings] = {}
        if self.db is not None and player is None:
            self._show_standings(game)
        if self.db is not None and player is not None:
            for game_id, plugin in self.plugins.items():
                if game not in (None, game_id):
                    continue
                stats = queries.player_stats(self.db, player, game_id)
                if stats.played:
                    card = GameFigures(stats, plugin)
                    card.add_charts(stats, queries.latest_breakdown(self.db, player, game_id),
                                    plugin)
                    shown = card.add_achievements(
                        queries.achievements_earned(self.db, player, game_id), plugin)
                    shown.itemActivated.connect(self._open_achievement)
                    shown.itemClicked.connect(self._open_achievement)
                    self.figure_cards[game_id] = card
                    self.figures_layout.addWidget(card)
        if not self.figure_cards and not self.standing_cards:
            #: the Records screen before any game has been finished
            hint = QLabel(self.tr("No games recorded yet."))
            hint.setWordWrap(True)
            hint.setProperty("role", "subtle")
            self.figures_layout.addWidget(hint)
        self.figures_layout.addStretch(1)

    def _show_standings(self, game: str | None) -> None:
        """Everyone's lines per game; a row chosen shows that player's own figures."""
        assert self.db is not None
        played = queries.games_played(self.db)
        for game_id, plugin in self.plugins.items():
            if game not in (None, game_id) or not played.get(game_id):
                continue
            card = GameStandings(game_id, played[game_id], queries.standings(self.db, game_id),
                                 plugin)
            card.table.itemActivated.connect(self._choose_row_player)
            self.standing_cards[game_id] = card
            self.figures_layout.addWidget(card)

    def _choose_row_player(self, item: QTableWidgetItem) -> None:
        table = item.tableWidget()
        first = table.item(item.row(), 0) if table is not None else None
        name = first.data(Qt.ItemDataRole.UserRole) if first is not None else None
        if isinstance(name, str):
            self.player.setCurrentIndex(max(0, self.player.findData(name)))

    def _show_recent(self, games: Sequence[queries.GameSummary]) -> None:
        # Columns fitted to their contents once, not again at every item (0.2 s for 50 rows).
        header = self.recent.horizontalHeader()
        for column in FITTED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.recent.setRowCount(len(games))
        for row, summary in enumerate(games):
            plugin = self.plugins.get(summary.game)
            date = QTableWidgetItem(when_text(summary.finished))
            date.setData(GAME_ID_ROLE, summary.game_id)
            self.recent.setItem(row, 0, date)
            self.recent.setItem(row, 1, QTableWidgetItem(
                plugin.title() if plugin is not None else summary.game))
            self.recent.setItem(row, 2, QTableWidgetItem(self._seats_text(summary)))
            length = QTableWidgetItem(length_text(summary.seconds))
            length.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.recent.setItem(row, 3, length)
        for column in FITTED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.recent.setVisible(bool(games))
        self.open_button.setVisible(bool(games))
        self.empty.setVisible(not games)

    @staticmethod
    def _seats_text(summary: queries.GameSummary) -> str:
        # A name and its score: no words to translate; the winners starred.
        parts = [f"{'★ ' if seat.winner else ''}{seat.name} {QLocale().toString(seat.score)}"
                 for seat in summary.seats]
        return ", ".join(parts)

    def game_ids(self) -> list[int]:
        """The recorded games listed, top to bottom."""
        items = (self.recent.item(row, 0) for row in range(self.recent.rowCount()))
        return [int(item.data(GAME_ID_ROLE)) for item in items if item is not None]

    def _open_achievement(self, item: QListWidgetItem) -> None:
        """An earned achievement opens the game that first earned it."""
        game_id = item.data(GAME_ID_ROLE)
        if game_id is not None:
            self.game_opened.emit(int(game_id))

    def _open_row(self, item: QTableWidgetItem) -> None:
        self.game_opened.emit(self.game_ids()[item.row()])

    def _open_current(self) -> None:
        row = self.recent.currentRow()
        if 0 <= row < self.recent.rowCount():
            self.game_opened.emit(self.game_ids()[row])

    def retranslate(self) -> None:
        #: the heading of the Records screen (reached from the home screen)
        self.heading.setText(self.tr("Records"))
        #: the Records screen's button back to the home screen
        self.home_button.setText(self.tr("Home"))
        #: the Records screen: the label of the player filter (& marks the shortcut letter)
        self._player_label.setText(self.tr("&Player"))
        #: the Records screen: the label of the game filter (& marks the shortcut letter)
        self._game_label.setText(self.tr("&Game"))
        #: the Records screen's button that writes the history to a CSV file
        self.export_button.setText(self.tr("Export CSV…"))
        #: the Records screen's button that renames the chosen player
        self.rename_button.setText(self.tr("Rename…"))
        #: the tooltip of the Records screen's Rename button
        self.rename_button.setToolTip(self.tr("Give this player another name; their games stay "
                                              "theirs."))
        #: the Records screen: the heading of the list of recent games
        self._recent_label.setText(self.tr("Recent games"))
        self.recent.setHorizontalHeaderLabels([
            #: the Records screen, recent games: the column of dates
            self.tr("Date"),
            #: the Records screen, recent games: the column of game titles
            self.tr("Game"),
            #: the Records screen, recent games: the column listing each player with their score
            self.tr("Players and scores"),
            #: the Records screen, recent games: the column of how long each game took
            self.tr("Length"),
        ])
        #: the Records screen's button that opens the chosen game on its final scores
        self.open_button.setText(self.tr("Open the game"))
        #: the Records screen before any game has been finished
        self.empty.setText(self.tr("No games recorded yet."))
        if self.db is not None:
            self._fill_filters()
            self.refresh()

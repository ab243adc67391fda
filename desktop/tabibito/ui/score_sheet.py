"""The score breakdown: categories × players (and rivals), totals, winners highlighted.

At the end it shows the final scores under a banner with the result in the game's own words (a
solo rating, the winner and their score); during play, what ``State.live_scores`` lets a seat
see, which may be nothing at all (Let's Go counts only on the trip). A game may add how each
number was counted (``GameUI.breakdown_detail``) under it; its tooltip sums it up (``score_sums``).

The end of a game is celebrated here, big and in the middle of the window, for every game: the
categories count up one after another, then the totals, then the ribbon with the result comes in
(``CountUp``). It plays on the match's animation queue, so it follows the speed setting, and with
motion off every number stands at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QEasingCurve,
    QLocale,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QImage,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabibito.engine import Event, Scores, State

from .kit import sound, style, words
from .kit.animation import animate
from .kit.badge import EarnedBadges
from .kit.flourish import Flourish
from .kit.i18n import fill
from .kit.relabel import Overlay, Relabelled
from .plugin_api import AchievementLook, GameUI, Table
from .result_banner import ResultBanner
from .score_cells import (  # noqa: F401  (the tests read the detail's font and room here too)
    DETAIL_PADDING,
    DETAIL_ROLE,
    DetailDelegate,
    _detail_font,
)
from .score_count import (  # noqa: F401  (the tests read the count-up's times here too)
    COUNT_ROW_MS,
    COUNT_ROWS_MS,
    COUNT_TOTAL_MS,
    REVEAL_MS,
    CountUp,
    counted,
)
from .score_sums import cell_tooltip, live_scores

WINNER_MARK = "★ "
# A cell's "how it was counted" line ("6 × 4"), kept beside the points so tests and the
# delegate read the same item.
_WRITING_ROLE = Qt.ItemDataRole.UserRole + 2  # the cell is being counted up (vermilion)
CARD_MIN_WIDTH = 560
OVERLAY_MARGIN = 40  # the dimmed board shows around the card
SNUG_MARGIN = 10  # and around a card whose rows are snug (see ScoreTable.set_snug)
# The table's print grows with the window from STAGE_HEIGHT up, to at most STAGE_MAX_SCALE: on a
# big screen the result is the big thing in the middle of it.
STAGE_HEIGHT = 800
STAGE_MAX_SCALE = 1.3
_COUNT_EASING = QEasingCurve(QEasingCurve.Type.OutCubic)


@dataclass(frozen=True)
class Column:
    """One scorer on the sheet: a seat (``seat`` set) or a rival (``rival`` set)."""

    name: str
    total: int
    breakdown: dict[str, int]
    wins: bool
    seat: int | None = None
    rival: str | None = None


def columns(scores: Scores, names: Sequence[str], plugin: GameUI) -> list[Column]:
    """The sheet's columns: with several players the winner first, then down the totals; a solo
    player stays first, before the rivals they play against."""
    seats = [Column(names[seat], scores.totals[seat], breakdown, seat in scores.winners, seat=seat)
             for seat, breakdown in enumerate(scores.breakdown)]
    rivals = [Column(plugin.rival_label(rival.id), rival.total, rival.breakdown,
                     rival.id in scores.rival_winners, rival=rival.id)
              for rival in scores.rivals]
    if len(seats) == 1:
        return seats + rivals
    return sorted(seats + rivals, key=lambda column: (not column.wins, -column.total))


def categories(sheet: Sequence[Column]) -> list[str]:
    """Every category in sheet order (the first column's order, then any only others have)."""
    keys: list[str] = []
    for column in sheet:
        keys += [key for key in column.breakdown if key not in keys]
    return keys


RULE_MARK_SIZE = 14  # the "?" beside a category's name, in logical pixels


def rule_mark() -> QIcon:
    """The small indigo "?" that says a category's name opens its scoring rule."""
    ratio = 2
    image = QImage(RULE_MARK_SIZE * ratio, RULE_MARK_SIZE * ratio,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(ratio, ratio)
    area = QRectF(1, 1, RULE_MARK_SIZE - 2, RULE_MARK_SIZE - 2)
    painter.setPen(style.pen(style.INDIGO, 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(area)
    font = QFont(QApplication.font())
    font.setPixelSize(round(RULE_MARK_SIZE * 0.72))  # drawn into the mark, not body text
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, "?")
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return QIcon(pixmap)


class ScoreTable(Relabelled, QTableWidget):
    """Rows are categories and the total, columns are players and rivals; winners' columns glow
    ochre. Without scores (hidden during play) only the players' names show. A category's name
    opens its scoring rule (``rules_requested``: the game and the section)."""

    rules_requested = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        header = self.verticalHeader()
        header.setSectionsClickable(True)
        header.setCursor(Qt.CursorShape.PointingHandCursor)
        header.sectionClicked.connect(self._category_clicked)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setItemDelegate(DetailDelegate(self))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self._scores: Scores | None = None
        self._names: Sequence[str] = ()
        self._plugin: GameUI | None = None
        self._view: State | None = None
        self.events: Sequence[Event] = ()  # the match's, to explain each cell (score_sums)
        self._columns: list[Column] = []
        self.compact = False  # the detail lines left to the tooltips, for a short window
        self.snug = False  # rows without room around their print, for a long sheet
        self._count: CountUp | None = None  # the final count-up while it plays
        self._elapsed = 0.0  # how far into it, in ms at speed 1

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            if self._scores is not None:
                self._label_columns()
            self.resizeRowsToContents()
            self.updateGeometries()
            self.viewport().update()

    def set_tight(self, tight: bool) -> None:
        """Rows without their padding: the last resort of a short window, so the total row
        stays in sight (Next Station's nine rows in a 1008×660 window)."""
        if bool(self.property("tight")) != tight:
            self.setProperty("tight", tight)
            header = self.verticalHeader()
            header.style().unpolish(header)
            header.style().polish(header)
            self.resizeRowsToContents()
            self.updateGeometries()

    def set_snug(self, snug: bool) -> None:
        """Every row as tall as a line of its print: after the details and the padding, what is
        left to give before a long sheet would scroll (Tokaido with Crossroads has twenty rows,
        at 1024×700 and 1366×768)."""
        self.snug = snug
        header = self.verticalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed if snug
                                    else QHeaderView.ResizeMode.ResizeToContents)
        if snug:
            self._snug_rows()
        self.updateGeometries()

    def _snug_rows(self) -> None:
        line = self.fontMetrics().height() + 1
        self.verticalHeader().setMinimumSectionSize(line)
        for row in range(self.rowCount()):
            self.setRowHeight(row, line)
        total = self.item(self.rowCount() - 1, 0) if self.rowCount() else None
        if total is not None:  # the totals are printed bigger
            self.setRowHeight(self.rowCount() - 1, QFontMetrics(total.font()).height() + 1)

    def full_height(self) -> int:
        """The height that shows every row, the total included, without scrolling."""
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        return self.horizontalHeader().height() + rows + 2 * self.frameWidth()

    def show_scores(self, scores: Scores | None, names: Sequence[str], plugin: GameUI,
                    view: State | None = None) -> None:
        """``view`` (the shown seat's) lets the game say how each number was counted."""
        self._scores, self._names, self._plugin, self._view = scores, names, plugin, view
        self.retranslate()

    def wanted_width(self) -> int:
        """The width that shows every column's points and detail lines unclipped: the columns
        share the width equally, so each needs the room of the widest."""
        widest = max((self._column_width(c) for c in range(self.columnCount())), default=0)
        return (self.verticalHeader().sizeHint().width() + widest * self.columnCount()
                + 2 * self.frameWidth())

    def _column_width(self, column: int) -> int:
        """The widest cell of ``column``, every row counted (Qt's sizeHintForColumn counts only
        the rows in view, and the sheet is measured before it is shown)."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        delegate = self.itemDelegate()
        return max((delegate.sizeHint(option, self.model().index(row, column)).width()
                    for row in range(self.rowCount())), default=0)

    def set_scale(self, scale: float) -> None:
        """The numbers and names ``scale`` times the application's size (a big window's final
        table is printed big)."""
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        for widget in (self, self.horizontalHeader(), self.verticalHeader()):
            widget.setFont(font)
        # The app's style sheet styles the table and its headers' sections, and so decides their
        # print size: it is said there too.
        size = f"font-size: {font.pointSizeF():.1f}pt;"
        self.setStyleSheet(f"QTableWidget {{ {size} }} QHeaderView::section {{ {size} }}")
        self.retranslate()  # the totals' own fonts are made from the table's

    def column_of(self, seat: int) -> int:
        """Where ``seat``'s column is (columns go by rank)."""
        return next(index for index, column in enumerate(self._columns) if column.seat == seat)

    def rival_column(self, rival_id: str) -> int:
        return next(index for index, column in enumerate(self._columns)
                    if column.rival == rival_id)

    def total(self, seat: int) -> int:
        """The number in the total row, as shown (tests read the table, not the engine)."""
        return int(self._shown_item(self.rowCount() - 1, self.column_of(seat)).text())

    def shown(self, row: int, column: int) -> int:
        """The number a cell shows now (counting up, or counted)."""
        return int(self._shown_item(row, column).text())

    def counting(self) -> bool:
        return self._count is not None

    def start_count(self) -> CountUp:
        """Every number back to 0, to count up from (``count_to``)."""
        self._count = CountUp(max(self.rowCount() - 1, 0))
        self.count_to(0.0)
        return self._count

    def count_to(self, elapsed: float) -> None:
        """The count-up ``elapsed`` ms (speed 1) in; at its end every number stands."""
        if self._count is None:
            return
        self._elapsed = elapsed
        done = elapsed >= self._count.duration
        if done:
            self._count = None
        self._show_counts()

    def _row_progress(self, row: int) -> float:
        if self._count is None:
            return 1.0
        return _COUNT_EASING.valueForProgress(self._count.row(row, self._elapsed))

    def _show_counts(self) -> None:
        """Each cell's number as far as its row has counted; a row being counted is written in
        vermilion, as a number being written in."""
        if self._scores is None:
            return
        keys = categories(self._columns)
        for row in range(len(keys) + 1):
            progress = self._row_progress(row)
            for index, column in enumerate(self._columns):
                item = self._shown_item(row, index)
                value = column.total if row == len(keys) else column.breakdown.get(keys[row], 0)
                text = str(counted(value, progress))
                if item.text() != text:
                    item.setText(text)
                writing = 0.0 < progress < 1.0
                if writing or item.data(_WRITING_ROLE):
                    item.setData(_WRITING_ROLE, writing)
                    item.setForeground(QBrush(QColor(style.VERMILION)) if writing
                                       else self._ink(column, total=row == len(keys)))
        if self.compact:
            self._label_columns()  # the totals over the columns count up with the total row

    def _shown_item(self, row: int, column: int) -> QTableWidgetItem:
        """The item of a cell that the sheet filled (every cell of the shown scores)."""
        item = self.item(row, column)
        assert item is not None, (row, column)
        return item

    def detail(self, row: int, column: int) -> str | None:
        """The detail line shown under a cell's points, if any."""
        return self._shown_item(row, column).data(DETAIL_ROLE)

    def retranslate(self) -> None:
        if self._plugin is None:
            return
        self.clear()
        if self._scores is None:
            self._show_names_only()
            return
        self._columns = columns(self._scores, self._names, self._plugin)
        keys = categories(self._columns)
        self.setRowCount(len(keys) + 1)
        self.setColumnCount(len(self._columns))
        self._label_columns()
        self._label_rows(self._plugin, keys)
        for index, column in enumerate(self._columns):
            for row, key in enumerate(keys):
                points, detail = column.breakdown.get(key, 0), self._detail(key, column)
                item = self._cell(row, index, points, column.wins)
                item.setData(DETAIL_ROLE, detail)  # and whole in the tooltip, with the sum
                if column.seat is not None:  # the game's picture of the points, if it draws one
                    item.setData(Qt.ItemDataRole.DecorationRole,
                                 self._plugin.breakdown_picture(key, column.seat, self._view))
                item.setToolTip(cell_tooltip(self.events, column.seat, key, detail, self._plugin,
                                             points, rival=column.rival))
            self._cell(len(keys), index, column.total, column.wins, total=True)
        if self.snug:
            self._snug_rows()  # rows made anew take the header's default height
        if self._count is not None:
            self._show_counts()  # new words in the middle of the count: it goes on

    def _label_rows(self, plugin: GameUI, keys: list[str]) -> None:
        """Each category's name, marked and explained as the way to its scoring rule; then the
        total's."""
        mark = rule_mark()
        for row, key in enumerate(keys):
            label = plugin.category_label(key)
            item = QTableWidgetItem(mark, label)
            #: the tooltip of a score category's row head: %1 the category's name
            item.setToolTip(fill(self.tr("How “%1” is scored: click for the rule"), label))
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.setVerticalHeaderItem(row, item)
        self.setVerticalHeaderItem(len(keys), QTableWidgetItem(words.total()))

    def category_section(self, row: int) -> str | None:
        """The rules section the name of row ``row`` opens (None: the total, or no scores)."""
        item = self.verticalHeaderItem(row)
        key = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if not key or self._plugin is None:
            return None
        return self._plugin.category_rules_section(key)

    def _category_clicked(self, row: int) -> None:
        section = self.category_section(row)
        if section is not None and self._plugin is not None:
            self.rules_requested.emit(self._plugin.game_id, section)

    def _label_columns(self) -> None:
        """Names over the columns; a compact sheet that may still scroll names the totals there
        too, so they are in sight at once."""
        # Alone against nobody, a star on the only column says nothing: the result says it all.
        contest = len(self._columns) > 1
        total = self._row_progress(self.rowCount() - 1)
        self.setHorizontalHeaderLabels(
            [(WINNER_MARK if column.wins and contest else "") + column.name
             + (f"\n{counted(column.total, total)}" if self.compact and self._scores is not None
                else "")
             for column in self._columns])

    def _detail(self, key: str, column: Column) -> str | None:
        if self._plugin is None:
            return None
        if column.seat is None:  # a rival: how it scores is the game's to say
            return (None if column.rival is None
                    else self._plugin.rival_breakdown_detail(key, column.rival, self._view))
        return self._plugin.breakdown_detail(key, column.seat, self._view)

    def _show_names_only(self) -> None:
        self._columns = [Column(name, 0, {}, False, seat=seat)
                         for seat, name in enumerate(self._names)]
        self.setRowCount(0)
        self.setColumnCount(len(self._names))
        self.setHorizontalHeaderLabels(list(self._names))

    def _cell(self, row: int, column: int, value: int, winner: bool,
              total: bool = False) -> QTableWidgetItem:
        item = QTableWidgetItem(str(value))
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if winner:
            item.setBackground(QBrush(style.color(style.OCHRE, 70 if not total else 150)))
        if total:
            font = QFont(self.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            item.setFont(font)
            item.setForeground(QBrush(QColor(style.VERMILION if winner else style.INK)))
        self.setItem(row, column, item)
        return item

    @staticmethod
    def _ink(column: Column, total: bool) -> QBrush:
        """A cell's own colour once counted (see _cell)."""
        if total:
            return QBrush(QColor(style.VERMILION if column.wins else style.INK))
        return QBrush(QApplication.palette().text().color())


def stage_scale(height: int) -> float:
    """How big the final table is printed in a window ``height`` pixels tall."""
    return max(1.0, min(height / STAGE_HEIGHT, STAGE_MAX_SCALE))


class ScoreSheet(Overlay):
    """An overlay over the game screen with the final breakdown and what to do next."""

    closed = Signal()
    home_requested = Signal()
    again_requested = Signal()
    replay_requested = Signal()  # the finished game move by move
    rules_requested = Signal(str, str)  # a category's scoring rule: the game, the section

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._over = parent  # the widget it covers, whose size it fits
        self.setObjectName("scoreSheet")
        # The sheet itself takes the keyboard first: a Space or Enter still meant for the last
        # move must not press "Play again" before the result was even seen (Tab reaches it).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._card = QFrame(self)
        self._card.setProperty("role", "card")
        self._heading = QLabel()
        self._heading.setProperty("role", "title")
        self._heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._winners = ResultBanner()
        self._result_note = QLabel()  # a result's second thought (how a rating was read)
        self._result_note.setProperty("role", "subtle")
        self._result_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._result_note.setWordWrap(True)
        self.table = ScoreTable()
        self.table.rules_requested.connect(self.rules_requested)
        self.note = QLabel()  # why there are no totals yet
        self.note.setProperty("role", "subtle")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        self._look = QPushButton()
        self._look.clicked.connect(self.closed)
        self._home = QPushButton()
        self._home.clicked.connect(self.home_requested)
        self._again = QPushButton()
        self._again.setProperty("role", "primary")
        self._again.clicked.connect(self.again_requested)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayGame")
        self.replay_button.clicked.connect(self.replay_requested)
        self.replay_button.hide()
        self.hints_note = QLabel()  # the hints each player asked for, when anybody did
        self.hints_note.setObjectName("hintsUsed")
        self.hints_note.setProperty("role", "subtle")
        self.hints_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hints_note.setWordWrap(True)
        self.hints_note.hide()
        self.badges = EarnedBadges()  # the achievements earned in the game shown
        self._badges_of: object | None = None  # the match they were earned in
        self._hints: list[tuple[str, int]] = []
        self._scores: Scores | None = None
        self._names: Sequence[str] = ()
        self._plugin: GameUI | None = None
        self._view: State | None = None
        self._final = True
        self._count_run = 0  # bumped by every presentation: an older count-up stops writing
        # The result comes in when the count is done: faded, not hidden, so nothing moves.
        self._reveal = [QGraphicsOpacityEffect(label) for label in (self._winners,
                                                                    self._result_note)]
        for label, effect in zip((self._winners, self._result_note), self._reveal, strict=True):
            effect.setEnabled(False)
            label.setGraphicsEffect(effect)
        self._lay_out()
        self.flourish = Flourish(self)  # the winner's moment, once the result has come in
        self._celebration: list[QColor] | None = None
        self.hide()
        self.retranslate()

    def _lay_out(self) -> None:
        buttons = self._buttons = QHBoxLayout()
        buttons.addWidget(self._look)
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self._home)
        buttons.addWidget(self._again)
        inner = self._card_layout = QVBoxLayout(self._card)
        inner.setContentsMargins(32, 24, 32, 24)
        inner.setSpacing(14)
        inner.addWidget(self._heading)
        inner.addWidget(self._winners)
        inner.addWidget(self._result_note)
        inner.addWidget(self.table)
        inner.addWidget(self.hints_note)
        inner.addWidget(self.badges)
        inner.addWidget(self.note)
        inner.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(OVERLAY_MARGIN, OVERLAY_MARGIN, OVERLAY_MARGIN, OVERLAY_MARGIN)
        outer.addStretch(1)
        outer.addWidget(self._card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self._card.setMinimumWidth(CARD_MIN_WIDTH)

    def show_scores(self, scores: Scores, names: Sequence[str], plugin: GameUI,
                    view: State | None = None) -> None:
        """The final scores of a finished game; ``view`` (the final state as the shown seat
        sees it) lets the game name the result and explain the numbers."""
        self._hints, self.table.events = [], ()
        self.badges.show_earned(())
        self.replay_button.hide()  # no match at hand to replay
        self._present(scores, names, plugin, view, final=True)

    def show_table(self, table: Table) -> None:
        """The scores of ``table``'s match as its shown seat may see them: final once it is
        over, else live (which may hide the totals until the end)."""
        scores, final = live_scores(table), table.match.is_over()
        if scores is not None and not final:
            scores = replace(scores, winners=(), rival_winners=())  # leading is not winning
        match = table.match
        self._hints = [(seat.name, match.hints[index]) for index, seat in enumerate(match.seats)
                       if seat.is_human] if any(match.hints) else []
        self.replay_button.setVisible(final and bool(match.log))
        self.table.events = match.events
        if not final or self._badges_of is not match:
            self.badges.show_earned(())
        self._present(scores, table.seat_names, table.plugin, table.view(), final=final)
        if final and scores is not None:
            self._count_up(table)

    def show_achievements(self, match: object, earned: Sequence[tuple[str, str]],
                          look: Callable[[str], AchievementLook]) -> None:
        """The achievements earned in ``match`` ((the player's name, or ""; its id), ``look``
        words and draws each), shown with its final scores (recorded just before they show)."""
        self._badges_of = match
        self.badges.show_earned(earned, look)

    def celebrate(self, colours: Sequence[QColor]) -> None:
        """The next final count-up ends with the winners' flourish in ``colours``."""
        self._celebration = list(colours)

    def _present(self, scores: Scores | None, names: Sequence[str], plugin: GameUI,
                 view: State | None, final: bool) -> None:
        self._count_run += 1
        self.table.count_to(float("inf"))  # a count-up still playing ends here
        self._show_revealed(1.0)
        self._scores, self._names, self._plugin, self._final = scores, names, plugin, final
        self._view = view
        self.table.show_scores(scores, names, plugin, view)
        self.table.set_scale(stage_scale(self._over.height()))
        self.retranslate()
        self._fit_card()  # for the final numbers: the count-up never widens a column
        self._fit_height()
        self.setGeometry(self._over.rect())
        self.show()
        self.raise_()
        (self if final else self._look).setFocus()

    def _count_up(self, table: Table) -> None:
        """The game end's celebration on this table: what still moves behind it (the last
        line's score on a side panel) jumps to its end, then every number counts up."""
        queue = getattr(table, "animations", None)
        if queue is not None and hasattr(queue, "finish_all"):
            queue.finish_all()
        count = self.table.start_count()
        run = self._count_run
        # The step keeps no reference to the table: a finished match's controller must be free
        # to go once it is disposed (the queue may hold the step a little longer).
        flourish = (table.plugin.flourish, table.animation_factor)

        def step(progress: float) -> None:
            if run == self._count_run:  # not a count-up of an earlier presentation
                elapsed = progress * count.duration
                self.table.count_to(elapsed)
                self._show_revealed(count.reveal(elapsed))
                if progress >= 1.0:
                    self._flourish(*flourish)

        animate(table, round(count.duration), step, easing=QEasingCurve.Type.Linear)

    def _flourish(self, kind: str, factor: float) -> None:
        celebration, self._celebration = self._celebration, None
        won = self._scores is not None and bool(self._scores.winners or self._scores.rival_winners)
        if celebration is None or not won:
            return
        director = sound.director_of(self)
        # The fanfare as the petals first show.
        self.flourish.first_frame = director.celebrate if director is not None else None
        if not self.flourish.play(celebration, kind, factor):
            self.flourish.first_frame = None  # animations off: no flourish, no fanfare

    def counting(self) -> bool:
        """Whether the final count-up is still playing."""
        return self.table.counting()

    def revealed(self) -> float:
        """How far the result has come in (1: in full)."""
        effect = self._reveal[0]
        return effect.opacity() if effect.isEnabled() else 1.0

    def _show_revealed(self, progress: float) -> None:
        for effect in self._reveal:
            effect.setOpacity(progress)
            effect.setEnabled(progress < 1.0)  # at rest the text is drawn crisp, unfiltered

    def _fit_card(self) -> None:
        """Wide enough for the longest detail line, never wider than the window allows."""
        margins = self._card_layout.contentsMargins()
        self._card.ensurePolished()
        border = self._card.width() - self._card.contentsRect().width()  # the card's own rim
        # A column a pixel short elides its detail: the stretched columns share rounded widths.
        wanted = (self.table.wanted_width() + margins.left() + margins.right() + border
                  + self.table.columnCount())
        room = self._over.width() - 2 * OVERLAY_MARGIN - 8
        self._card.setMinimumWidth(max(CARD_MIN_WIDTH, min(wanted, room)))

    def _fit_height(self) -> None:
        """The total row must be in sight without scrolling: when the sheet with its detail
        lines is taller than the window allows (Tokaido's 18 rows at 1024×700), the badges
        earned make way first (small, beside the buttons), then the details go into the cells'
        tooltips."""
        table = self.table
        table.set_snug(False)
        self._set_snug_card(False)
        table.set_compact(False)
        table.set_tight(False)
        table.resizeRowsToContents()
        room = self._room(compact_badges=self._over.height() < STAGE_HEIGHT)
        if table.full_height() > room and not self.badges.compact:
            room = self._room(compact_badges=True)
        table.set_compact(table.full_height() > room)
        table.set_tight(table.compact and table.full_height() > room)
        if table.property("tight") and table.full_height() > room:
            self._set_snug_card(True)
            room = self._room(compact_badges=True)
            table.set_snug(table.full_height() > room)
        # A badge's wrapped words give the card a height for its width, which may squeeze it.
        table.setMinimumHeight(min(table.full_height(), max(room, 0)))

    def _set_snug_card(self, snug: bool) -> None:
        """Less dimmed board around the card and less paper inside it, for a long sheet."""
        margin = SNUG_MARGIN if snug else OVERLAY_MARGIN
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, margin, margin, margin)
        self._card_layout.setContentsMargins(32, 12 if snug else 24, 32, 12 if snug else 24)
        self._card_layout.setSpacing(8 if snug else 14)

    def _room(self, compact_badges: bool) -> int:
        """The table's height at most, with the badges placed so: the card's other rows at the
        card's width (a badge's words wrap), and the margins, taken from the window's."""
        self._place_badges(compact_badges)
        card = self._card_layout
        height = card.totalHeightForWidth(self._card.minimumWidth()) if (
            self.badges.isVisibleTo(self) and not compact_badges) else card.sizeHint().height()
        outer = self.layout()
        margin = outer.contentsMargins().top() if outer is not None else OVERLAY_MARGIN
        return self._over.height() - 2 * margin - (height - self.table.sizeHint().height())

    def _place_badges(self, compact: bool) -> None:
        """Under the scores, each badge with its words; in a short window, where the scores
        need the height, a row of small ones beside the buttons (their words in tooltips)."""
        self.badges.set_compact(compact)
        for layout in (self._buttons, self._card_layout):
            layout.removeWidget(self.badges)
        if compact:
            self._buttons.insertWidget(2, self.badges)  # after the replay, before the stretch
        else:
            self._card_layout.insertWidget(self._card_layout.indexOf(self.hints_note) + 1,
                                           self.badges)

    def buttons_rect(self) -> QRect:
        """Where the buttons under the scores are, in the sheet's coordinates (a lesson's
        bubble leaves them in sight)."""
        area = self._buttons.geometry()
        return QRect(self._card.mapTo(self, area.topLeft()), area.size())

    def result_text(self) -> str:
        """The result as shown: the banner, then the note under it (empty during play)."""
        return "\n".join(label.text() for label in (self._winners, self._result_note)
                         if label.text())

    def retranslate(self) -> None:
        if self._final:
            #: the heading of the score sheet at the end of a game
            self._heading.setText(self.tr("Final scores"))
        else:
            #: the heading of the score sheet opened during a game (the scores as they stand)
            self._heading.setText(self.tr("Scores so far"))
        #: the score sheet's button that closes it to show the board
        self._look.setText(self.tr("Look at the board"))
        #: the score sheet's button back to the home screen
        self._home.setText(self.tr("Home"))
        #: the score sheet's button that starts a new game with the same players and options
        self._again.setText(self.tr("Play again"))
        self._again.setVisible(self._final)  # "again" means nothing in the middle of a game
        #: the score sheet's button that replays the finished game move by move
        self.replay_button.setText(self.tr("Replay the game"))
        self.hints_note.setText(self._hints_text())
        self.hints_note.setVisible(bool(self._hints))
        #: the score sheet during a game whose scores stay hidden until the end (Let's Go)
        self.note.setText(self.tr("The scores are counted at the end of the game."))
        self.note.setVisible(self._scores is None)
        # The first line is the headline on the ribbon; any further ones are small print.
        headline, _, note = (self._result_text() if self._final else "").partition("\n")
        self._winners.setText(headline)
        self._winners.setVisible(bool(headline))
        self._result_note.setText(note)
        self._result_note.setVisible(bool(note))

    def _hints_text(self) -> str:
        """"Hints used: Ann 2, Ben 0": what each player asked the computer for."""
        if not self._hints:
            return ""
        #: one player in “Hints used”: %1 their name, %2 how many hints they asked for
        counts = [fill(self.tr("%1: %2"), name, count) for name, count in self._hints]
        #: a line under the final scores: %1 the players and their hint counts, as a list
        return fill(self.tr("Hints used: %1"), QLocale().createSeparatedList(counts))

    def _result_text(self) -> str:
        """The game's own words for the result, else who won."""
        if self._scores is None or self._plugin is None:
            return ""
        own = self._plugin.result_text(self._scores, self._names, self._view)
        return own if own is not None else self._winners_text()

    def _winners_text(self) -> str:
        if self._scores is None or self._plugin is None:
            return ""
        scores = self._scores
        if len(scores.totals) == 1 and not scores.rivals:
            return ""  # "Ann wins!" alone against nobody says nothing (the game may rate it)
        winners = [self._names[seat] for seat in scores.winners]
        winners += [self._plugin.rival_label(rival) for rival in scores.rival_winners]
        if not winners:
            return ""
        #: the result on the final scores' ribbon: %1 the winner's name
        one = self.tr("%1 wins!")
        #: the result on the final scores' ribbon: %1 the winners' names, as a list
        shared = self.tr("Shared victory: %1")
        return fill(one if len(winners) == 1 else shared, QLocale().createSeparatedList(winners))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.color(style.INK, 120))  # the board dims behind
        painter.end()

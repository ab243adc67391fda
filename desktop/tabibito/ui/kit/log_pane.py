"""The game log, one pane for every game: a heading that folds it away, what happened since the
shown seat's last turn, and the log's lines (``log_lines``) as that seat may read them.

Oldest at the top, newest at the bottom, the view kept at the newest (unless the reader scrolled
back): the log reads as a story, in the order ``tabibito replay --log`` prints it, and the
lines since your last turn are the last ones, right above where you look. Each line shows its
points and the player's total after them ("+3 · 46") on the right, in the player's colour; a line
is never cut: it wraps, and the pane scrolls by whole lines. At the newest, the lines that fit
wholly fill the pane from the bottom, and the one above them keeps the room left over them
undrawn (the whole line in its tooltip): the newest line sits at the pane's foot, never over a
blank band, and no line shows cut mid-way (only the newest, in a pane too short for it, shows its
first rows, the last ending in "…"). The game screen keeps the pane in the side column's lower part, outside
the panel's scroll area, so it is always in sight.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QResizeEvent, QTextLayout
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import style
from .i18n import fill
from .log_lines import LogLine, gains, log_lines, signed, since_last_turn
from .panel import Watch, watch
from .relabel import Relabelled

if TYPE_CHECKING:
    from tabibito.engine import Event

    from ..plugin_api import Table

POINTS_ROLE = Qt.ItemDataRole.UserRole + 1  # the line's "+3 · 46", or ""
SINCE_ROLE = Qt.ItemDataRole.UserRole + 2  # True: another's line since the viewer's last turn
COLOUR_ROLE = Qt.ItemDataRole.UserRole + 3  # the player's colour, for the points
ROWS_ROLE = Qt.ItemDataRole.UserRole + 4  # the rows of room a line left undrawn keeps, or None
PAD = 4  # around a line's text
TIGHT_PAD = 2  # in a short, crowded column (``LogPane.set_compact``)
GAP = 10  # between the text and its points
SPACING = 4  # between the heading, the summary and the lines
MIN_LINES = 3  # the least the unfolded pane shows, below its heading and summary
READABLE_LINES = 6  # what it shows where the panel above says what it needs (readable_height)

Index = QModelIndex | QPersistentModelIndex


def points_text(line: LogLine) -> str:
    """"+3 · 46": the line's points with their sign and the player's total after them."""
    if line.points is None or line.total is None:
        return ""
    #: game log, right of a line: %1 the points with their sign ("+3"), %2 the player's total
    return fill(QCoreApplication.translate("GameLog", "%1 · %2"), signed(line.points), line.total)


def tooltip(line: LogLine, *, shortened: bool) -> str:
    """What the line folded in (where the player stopped, what was on offer) over its words;
    the whole words of a line left undrawn (``shortened``) even with nothing folded in."""
    if not line.details and not shortened:
        return ""
    return "\n".join((*line.details, line.text))


class LineDelegate(QStyledItemDelegate):
    """Paints a line: its words wrapped on the left, its points on the right in the player's
    colour, the others' lines since your last turn on a tinted ground."""

    def __init__(self, view: LogList) -> None:
        super().__init__(view)
        self.view = view

    def _points_font(self, option: QStyleOptionViewItem) -> QFont:
        font = QFont(option.font)
        font.setBold(True)
        return font

    def _text_width(self, option: QStyleOptionViewItem, points: str) -> int:
        width = self.view.viewport().width() - 2 * self.view.pad
        if points:
            width -= QFontMetrics(self._points_font(option)).horizontalAdvance(points) + GAP
        return max(width, 40)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        points = index.data(POINTS_ROLE) or ""
        metrics = QFontMetrics(option.font)
        box = metrics.boundingRect(QRect(0, 0, self._text_width(option, points), 100000),
                                   Qt.TextFlag.TextWordWrap, index.data() or "")
        height = box.height()
        rows = index.data(ROWS_ROLE)
        if rows:
            height = min(height, rows * metrics.lineSpacing())
        return QSize(self.view.viewport().width(), height + 2 * self.view.pad)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        rows = index.data(ROWS_ROLE)
        if rows and index.row() < self.view.count() - 1:
            return  # only partly in room: drawn at all, it would read as cut mid-line (issue 22)
        rect: QRect = option.rect
        painter.save()
        if index.data(SINCE_ROLE):
            painter.fillRect(rect, QColor(style.PAPER_DEEP))
        pad = self.view.pad
        inner = rect.adjusted(pad, pad, -pad, -pad)
        points = index.data(POINTS_ROLE) or ""
        if points:
            painter.setFont(self._points_font(option))
            painter.setPen(index.data(COLOUR_ROLE) or QColor(style.INK))
            painter.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, points)
        painter.setFont(option.font)
        painter.setPen(QColor(style.INK))
        text_rect = QRect(inner.left(), inner.top(), self._text_width(option, points),
                          inner.height())
        if rows:  # the newest line, taller than the whole pane: its first rows
            self._paint_shortened(painter, option.font, text_rect, index.data() or "", rows)
        else:
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, index.data() or "")
        painter.restore()

    @staticmethod
    def _paint_shortened(painter: QPainter, font: QFont, rect: QRect, text: str,
                         rows: int) -> None:
        """The first ``rows`` rows of ``text`` wrapped in ``rect``, the last ending in "…"."""
        metrics = QFontMetrics(font)
        layout = QTextLayout(text, font)
        layout.beginLayout()
        starts: list[int] = []
        while len(starts) < rows:
            row = layout.createLine()
            if not row.isValid():
                break
            row.setLineWidth(rect.width())
            starts.append(row.textStart())
        layout.endLayout()
        for at, start in enumerate(starts):
            last = at == len(starts) - 1
            end = len(text) if last else starts[at + 1]
            words = text[start:end].rstrip()
            if last:
                words = metrics.elidedText(text[start:], Qt.TextElideMode.ElideRight,
                                           rect.width())
            painter.drawText(QRect(rect.left(), rect.top() + at * metrics.lineSpacing(),
                                   rect.width(), metrics.lineSpacing()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, words)


class LogList(QListWidget):
    """The log's lines, oldest first, wrapped, scrolling on their own; the view stays at the
    newest line unless the reader scrolled back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrap lines when the column resizes
        self.setUniformItemSizes(False)
        # Line by line, never by pixels: the top of the pane is always a line's beginning (by
        # pixels, the newest at the bottom left the tail of a wrapped line on top, cut mid-line).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setItemDelegate(LineDelegate(self))
        self.shown: list[LogLine] = []
        self.pad = PAD  # around a line's text
        self._filling = False
        self._undrawn: int | None = None  # the row left undrawn over the whole lines, if any
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)

    def show_lines(self, lines: Sequence[LogLine], since: int,
                   colour_of: Callable[[int], QColor]) -> None:
        """Show ``lines``; those from ``since`` on that are not the viewer's are tinted. Lines
        already shown stay (a new event adds a line or changes the last)."""
        at_newest = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum()
        kept = 0
        while kept < min(len(lines), len(self.shown)) and lines[kept] == self.shown[kept]:
            kept += 1
        while self.count() > kept:
            self.takeItem(self.count() - 1)
        for line in lines[kept:]:
            self.addItem(self._item(line, colour_of))
        for row in range(len(lines)):
            item = self.item(row)
            if item is not None:
                item.setData(SINCE_ROLE, row >= since)
        self.shown = list(lines)
        if at_newest or not kept:
            self.keep_at_newest()

    def keep_at_newest(self) -> None:
        self._fill()
        self.scrollToBottom()

    def _fill(self) -> None:
        """The lines that fit wholly at the bottom, and the one above them given the rows left
        over them, undrawn (none: the pane would show a blank band under whole lines, as it
        scrolls by whole lines; seen at 1024×700 with one or two tall lines and a gap). Drawn
        shortened, it ended in "…": the Let's Go review read a log "cut mid-line"."""
        if self._filling:  # the layout showed or hid the scroll bar: a resize comes back here
            return
        self._filling = True
        try:
            width = self.viewport().width()
            self._fill_rows()
            if self.viewport().width() != width:  # the bar came or went: measure again
                self._fill_rows()
        finally:
            self._filling = False

    def _fill_rows(self) -> None:
        self._draw_whole()
        self.doItemsLayout()  # the rows' wrapped heights first: the bottom is where they end
        room = self.viewport().height()
        row = self.count() - 1
        while row >= 0 and self.sizeHintForRow(row) <= room:
            room -= self.sizeHintForRow(row)
            row -= 1
        rows = (room - 2 * self.pad) // self.fontMetrics().lineSpacing()
        if row >= 0 and rows > 0:
            self._shorten(row, rows)
            self._undrawn = row
            self.doItemsLayout()

    def _draw_whole(self) -> None:
        """The line left undrawn takes its whole room again."""
        if self._undrawn is not None:
            self._shorten(self._undrawn, None)
            self._undrawn = None

    def _on_scrolled(self, value: int) -> None:
        """Scrolled back, the line left undrawn shows whole among the others (never a blank
        band in the story); back at the newest, the pane fills from its foot again."""
        if self._filling:
            return
        if value < self.verticalScrollBar().maximum():
            if self._undrawn is not None:
                self._draw_whole()
                self.doItemsLayout()
        elif self._undrawn is None:
            self._fill()

    def _shorten(self, row: int, rows: int | None) -> None:
        item = self.item(row)
        if item is None or item.data(ROWS_ROLE) == rows:
            return
        item.setData(ROWS_ROLE, rows)
        line = self.shown[row] if row < len(self.shown) else None
        if line is not None:
            item.setToolTip(tooltip(line, shortened=rows is not None))

    def _item(self, line: LogLine, colour_of: Callable[[int], QColor]) -> QListWidgetItem:
        item = QListWidgetItem(line.text)
        item.setData(POINTS_ROLE, points_text(line))
        if line.seat is not None:
            item.setData(COLOUR_ROLE, colour_of(line.seat))
        item.setToolTip(tooltip(line, shortened=False))
        return item

    def clear(self) -> None:
        super().clear()
        self.shown = []
        self._undrawn = None

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return [item.text() for item in map(self.item, range(self.count())) if item is not None]

    def minimum_height(self) -> int:
        return self.fontMetrics().lineSpacing() * MIN_LINES + 2 * self.pad + 2 * self.frameWidth()

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_newest = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if at_newest:  # a taller or narrower pane still ends at the newest line
            self.keep_at_newest()


class LogPane(Relabelled, QWidget):
    """See the module docstring. ``attach`` a table to follow it, ``detach`` to let it go;
    ``colour_of`` gives a player's colour (the game's, where it has them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPane")
        self.table: Table | None = None
        self._watch: Watch | None = None
        self.colour_of: Callable[[int], QColor] = lambda _seat: QColor(style.INK)
        self.toggle = QToolButton()
        self.toggle.setObjectName("logToggle")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.toggled.connect(self.show_lines)
        self.since = QLabel()  # "Since your last turn: Yuki +3, Kenji +5"
        self.since.setObjectName("logSince")
        self.since.setWordWrap(True)
        self.since.hide()
        self._summary = ""  # the summary whole, the label may show it elided
        self.lines = LogList()
        self.compact = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        self.heading = QHBoxLayout()  # the toggle; compact, the summary beside it
        self.heading.setSpacing(GAP)
        self.heading.addWidget(self.toggle)
        layout.addLayout(self.heading)
        layout.addWidget(self.since)
        layout.addWidget(self.lines, 1)
        self.show_lines(True)
        self.retranslate()

    def show_lines(self, shown: bool) -> None:
        """Unfold the lines, or fold them away under the heading."""
        self.lines.setVisible(shown)
        self.since.setVisible(shown and bool(self.since.text()))
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self._label_toggle()
        self._fit()

    def set_compact(self, compact: bool) -> None:
        """A short, crowded column (four players at 1024×700, where the log read two lines):
        the heading in body type with the summary beside it on its row (in the heading's
        place: its words go to the arrow's tooltip), and the lines closer together: four of
        them in sight."""
        if compact == self.compact:
            return
        self.compact = compact
        self.toggle.setProperty("compact", compact)
        self.toggle.style().unpolish(self.toggle)
        self.toggle.style().polish(self.toggle)
        self.since.setWordWrap(not compact)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        if compact:
            layout.removeWidget(self.since)
            self.heading.addWidget(self.since, 1)
        else:
            self.heading.removeWidget(self.since)
            layout.insertWidget(1, self.since)
        self.lines.pad = TIGHT_PAD if compact else PAD
        self._label_toggle()
        self._fit()
        self._fit_summary()
        self.lines.keep_at_newest()

    def _fit(self) -> None:
        """Room for the heading, a line of summary and MIN_LINES lines, or the heading alone.
        The summary's line is kept whether it shows or not: its coming and going never changes
        the pane's least height, so it never takes the room of the column's parts above (the
        game's card); a summary wrapped longer takes its lines from the log's. Compact, the
        summary is on the heading's row."""
        heading = self.toggle.sizeHint().height()
        shown = not self.lines.isHidden()
        summary = 0 if self.compact else self.since.fontMetrics().lineSpacing() + SPACING
        self.setMinimumHeight(heading + (SPACING + summary + self.lines.minimum_height()
                                         if shown else 0))
        self.setMaximumHeight(16777215 if shown else heading)

    # -- following a table ---------------------------------------------------------------------

    def attach(self, table: Table) -> None:
        self.detach()
        self.table = table
        self._watch = watch(table, changed=self._on_changed, shown_seat=self.rebuild)
        self.rebuild()

    def detach(self) -> None:
        if self._watch is not None:
            self._watch.stop()
        self.table, self._watch = None, None
        self.lines.clear()
        self._show_since(None, [])

    def _on_changed(self, _events: list[Event]) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """The lines as the shown seat may read them (what it may read depends on who looks)."""
        table = self.table
        if table is None:
            return
        viewer = table.shown_seat
        lines = log_lines(table.match.events, table.plugin, table.seat_names, viewer,
                          table.state())
        since = len(lines)
        # A replay tells a finished story: nothing happened "since your turn" in it.
        if table.replaying:
            viewer = None
        if viewer is not None and any(line.seat == viewer for line in lines):
            since -= len(since_last_turn(lines, viewer))
        self.lines.show_lines(lines, since, self.colour_of)
        self._show_since(viewer, lines[since:])

    def _show_since(self, viewer: int | None, others: Sequence[LogLine]) -> None:
        """The summary of the others' lines since the viewer's last turn (none: hidden)."""
        table = self.table
        if viewer is None or not others or table is None:
            self.since.setText("")
        else:
            scored = gains(others)
            parts = ", ".join(f"{table.seat_names[seat]} {signed(points)}"
                              for seat, points in scored.items())
            if parts:
                #: game log: %1 the others' points since, e.g. "Yuki +3, Kenji +5"
                text = fill(QCoreApplication.translate("GameLog", "Since your last turn: %1"),
                            parts)
            else:
                #: the game log's summary line over what the others did since the reader's last
                #: move, when nobody scored
                text = QCoreApplication.translate("GameLog",
                                                  "Since your last turn: no points scored")
            self.since.setText(text)
        self._summary = self.since.text()
        self.since.setVisible(not self.lines.isHidden() and bool(self.since.text()))
        self._label_toggle()
        self._fit()
        self._fit_summary()

    def readable_height(self) -> int:
        """Its height with READABLE_LINES lines: at least four of them drawn, though a line
        wrapped over more rows than are left over the whole ones stays undrawn (the column
        gives it that where the panel above leaves room, ``SideSplit``)."""
        if self.lines.isHidden():
            return self.minimumHeight()
        more = READABLE_LINES - MIN_LINES
        return self.minimumHeight() + more * self.lines.fontMetrics().lineSpacing()

    def _fit_summary(self) -> None:
        """The summary wraps while the pane has room for it over MIN_LINES of the log; in a
        tight column (four travellers at 1024×700) it keeps the one line reserved for it,
        elided, and says the rest in its tooltip: the log's lines come first."""
        label, whole = self.since, self._summary
        metrics = label.fontMetrics()
        width = max(1, label.width())
        room = self.height() - self.minimumHeight() + metrics.lineSpacing()
        wrapped = metrics.boundingRect(QRect(0, 0, width, 10_000),
                                       Qt.TextFlag.TextWordWrap, whole).height()
        if self.compact:  # one row beside the heading
            wrapped, room = metrics.horizontalAdvance(whole), width
        fits = wrapped <= room or not self.isVisible()
        label.setText(whole if fits else metrics.elidedText(whole, Qt.TextElideMode.ElideRight,
                                                            width))
        label.setToolTip("" if fits else whole)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._summary:
            self._fit_summary()

    # -- language ------------------------------------------------------------------------------

    def _label_toggle(self) -> None:
        """The heading's words; compact with a summary beside it, its arrow alone (the words
        in its tooltip): the summary takes the row, whole where it fits."""
        #: the heading of the game log pane beside the board (collapsible)
        name = QCoreApplication.translate("GameScreen", "Game log")
        bare = self.compact and bool(self._summary) and not self.lines.isHidden()
        self.toggle.setText("" if bare else name)
        self.toggle.setToolTip(name if bare else "")
        self.toggle.setAccessibleName(name)

    def retranslate(self) -> None:
        self._label_toggle()
        self.lines.clear()  # every line in the new language
        self.rebuild()

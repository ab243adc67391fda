"""The rules window: a game's rules beside their table of contents, and its quick reference.

One window for the whole app, never modal: a player reads the rules while the game waits, and
asking again (F1, a tile's Rules button, a score category) raises it at the section asked for.
It reads ``resources/rules/<game>/{rules,quick}.<lang>.md`` (see ``document``), shows the
game's pictures from ``GameUI.rules_picture``, follows links between sections with back and
forward, zooms the text, and on a language switch reads the new language's documents and stays
at the section the reader was at. A missing or broken document is a message, never a crash.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QKeySequence,
    QShortcut,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..kit import style
from ..kit.i18n import fill
from ..kit.paths import resource_path
from ..kit.relabel import Relabelled
from ..plugin_api import GameUI
from . import document as docs
from .document import QUICK, RULES, Document, Loaded

log = logging.getLogger(__name__)

DEFAULT_SIZE = QSize(900, 640)
MINIMUM_SIZE = QSize(620, 420)
# The text's size against the app's, step by step (Ctrl + / Ctrl −; Ctrl 0 goes back to 1).
ZOOM_STEPS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
NORMAL_ZOOM = ZOOM_STEPS.index(1.0)
TOC_CHARS = 26  # the table of contents' width, in average characters
PICTURE_MARGIN = 12  # pixels kept free beside a picture inside the text's width
SECTION_ROLE = Qt.ItemDataRole.UserRole

_VIEWER_STYLE = """
#rulesViewer QTreeWidget {
    background: @CARD; border: 1px solid @RULE; border-radius: 4px; padding: 4px 2px;
    outline: none;
}
#rulesViewer QTreeWidget::item { padding: 3px 2px; border: none; }
#rulesViewer QTreeWidget::item:selected { background: @PAPER_DEEP; color: @INDIGO; }
#rulesViewer QTreeWidget::item:hover { color: @INDIGO; }
#rulesViewer QTextBrowser {
    background: @CARD; border: 1px solid @RULE; border-radius: 4px; padding: 6px 10px;
}
#rulesViewer QPushButton#rulesTab { padding: 4px 14px; border-radius: 12px; }
#rulesViewer QPushButton#rulesTab:focus { padding: 3px 13px; }
#rulesViewer QPushButton#rulesTab:checked {
    background: @INDIGO; color: @CARD; border-color: @INDIGO;
}
#rulesViewer QLabel#rulesNotice {
    background: @PAPER_DEEP; color: @INK; border-left: 4px solid @OCHRE; border-radius: 4px;
    padding: 6px 10px;
}
#rulesViewer QToolButton { font-weight: 700; min-width: 26px; }
"""

# Qt's rich text knows a few CSS properties only: colours, weights, sizes relative to the
# document's font (so that zooming scales the headings too) and margins.
_TEXT_STYLE = """
h1 { color: @INK; font-size: xx-large; font-weight: 700; margin-bottom: 6px; }
h2 { color: @INDIGO; font-size: x-large; font-weight: 700; margin-top: 18px; margin-bottom: 4px; }
h3 { color: @INK; font-size: large; font-weight: 700; margin-top: 12px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
a { color: @INDIGO; }
p.picture { margin-top: 10px; margin-bottom: 0px; }
p.caption { color: @INK_SOFT; font-style: italic; margin-top: 2px; margin-bottom: 12px; }
p.problem { color: @INK; font-size: large; margin-top: 24px; }
"""


def _colours(text: str) -> str:
    names = {"PAPER_DEEP": style.PAPER_DEEP, "PAPER": style.PAPER, "CARD": style.CARD,
             "INK_SOFT": style.INK_SOFT, "INK": style.INK, "RULE": style.RULE,
             "INDIGO": style.INDIGO, "OCHRE": style.OCHRE}
    for name in sorted(names, key=len, reverse=True):  # @PAPER must not eat @PAPER_DEEP
        text = text.replace(f"@{name}", names[name])
    return text


def translate(context: str, text: str) -> str:
    """The words of the viewer (a literal at each call, so lupdate sees every one)."""
    return QCoreApplication.translate(context, text)


def rules_folder() -> Path:
    return resource_path("rules")


@dataclass(frozen=True)
class Place:
    """Where the reader is: which document, at which section (None: its start)."""

    kind: str
    section: str | None = None


class RulesViewer(Relabelled, QWidget):
    """The rules window (see the module's words). ``language`` is read when documents are
    loaded; ``folder`` holds the documents (tests give their own)."""

    def __init__(self, plugins: Mapping[str, GameUI], language: str = docs.FALLBACK_LANGUAGE,
                 folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rulesViewer")
        self.setStyleSheet(_colours(_VIEWER_STYLE))
        self.plugins = plugins
        self.language = language
        self.folder = folder if folder is not None else rules_folder()
        self.game_id: str | None = None
        self.loaded: dict[str, Loaded] = {}
        self.kind = RULES
        self.zoom = NORMAL_ZOOM
        self._pictures: dict[str, QImage | None] = {}
        self._history: list[Place] = []
        self._at = -1  # the history's current entry
        self._section: str | None = None  # where the reader is (None: the start)
        self._make_widgets()
        self._lay_out()
        self._make_shortcuts()
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(MINIMUM_SIZE)
        self.retranslate()

    # -- building ------------------------------------------------------------------------------

    def _make_widgets(self) -> None:
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.tabs = QButtonGroup(self)
        self.rules_tab, self.quick_tab = QPushButton(), QPushButton()
        for index, (button, kind) in enumerate(((self.rules_tab, RULES),
                                                (self.quick_tab, QUICK))):
            button.setObjectName("rulesTab")
            button.setCheckable(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, kind=kind: self.show_kind(kind))
            self.tabs.addButton(button, index)
        self.rules_tab.setChecked(True)
        self.back_button = self._tool(Qt.ArrowType.LeftArrow, self.back)
        self.forward_button = self._tool(Qt.ArrowType.RightArrow, self.forward)
        self.smaller_button = self._tool(None, self.zoom_out, "A−")
        self.larger_button = self._tool(None, self.zoom_in, "A+")
        self.notice = QLabel()
        self.notice.setObjectName("rulesNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.toc = QTreeWidget()
        self.toc.setHeaderHidden(True)
        self.toc.setIndentation(14)
        self.toc.setUniformRowHeights(True)  # an even list, whatever a title's script
        self.toc.setTextElideMode(Qt.TextElideMode.ElideRight)  # the tooltip has it all
        self.toc.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toc.itemActivated.connect(self._toc_chosen)
        self.toc.itemClicked.connect(self._toc_chosen)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)  # our links go to sections, through our own history
        self.text.anchorClicked.connect(self._link_clicked)
        self.text.document().setDefaultStyleSheet(_colours(_TEXT_STYLE))
        self.text.document().setDocumentMargin(14)
        # The reader scrolls with the bar, the wheel or the keys; the page also moves by
        # itself (a new width, a zoom), and then the reader stays at their section.
        self.text.verticalScrollBar().actionTriggered.connect(self._reader_scrolled)
        self.text.installEventFilter(self)
        self.text.viewport().installEventFilter(self)
        self.text.document().documentLayout().documentSizeChanged.connect(self._relaid_out)

    def _tool(self, arrow: Qt.ArrowType | None, slot, text: str = "") -> QToolButton:
        button = QToolButton()
        if arrow is not None:
            button.setArrowType(arrow)
        else:
            button.setText(text)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.heading, 1)
        top.addWidget(self.rules_tab)
        top.addWidget(self.quick_tab)
        top.addSpacing(12)
        for button in (self.back_button, self.forward_button, self.smaller_button,
                       self.larger_button):
            top.addWidget(button)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.toc)
        self.splitter.addWidget(self.text)
        self.splitter.setStretchFactor(1, 1)
        toc_width = self.fontMetrics().averageCharWidth() * TOC_CHARS
        self.toc.setMinimumWidth(toc_width * 2 // 3)
        self.splitter.setSizes([toc_width, DEFAULT_SIZE.width() - toc_width])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)

    def _make_shortcuts(self) -> None:
        for key in (QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")):
            if not key.isEmpty():
                QShortcut(key, self).activated.connect(self.close)
        # The page's own keys (zoom, back, forward) are taken before the text browser, which
        # has its own zoom and history for them (see eventFilter).
        self.toc.installEventFilter(self)

    def _key_slot(self, event: QKeyEvent) -> Callable[[], None] | None:
        """What one of the viewer's keys does, or None: Ctrl + / = / − / 0 zoom (with or
        without the Shift a keyboard may need for "+"), Alt+Left / Alt+Right go back and
        forward, as do the Back and Forward keys."""
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        slots: dict[int, Callable[[], None]]  # by key (Qt.Key is an int)
        if modifiers == Qt.KeyboardModifier.ControlModifier:
            slots = {Qt.Key.Key_Plus: self.zoom_in, Qt.Key.Key_Equal: self.zoom_in,
                     Qt.Key.Key_Minus: self.zoom_out, Qt.Key.Key_Underscore: self.zoom_out,
                     Qt.Key.Key_0: self.zoom_reset}
        elif modifiers == Qt.KeyboardModifier.AltModifier:
            slots = {Qt.Key.Key_Left: self.back, Qt.Key.Key_Right: self.forward}
        else:
            slots = {Qt.Key.Key_Back: self.back, Qt.Key.Key_Forward: self.forward}
        return slots.get(event.key())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        slot = self._key_slot(event)
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()
        event.accept()

    # -- opening -------------------------------------------------------------------------------

    def open(self, game_id: str, section: str | None = None, *, quick: bool = False) -> None:
        """Show ``game_id``'s rules at ``section`` (its start when None or unknown), or its
        quick reference; the window comes up in front."""
        if game_id != self.game_id:
            self.game_id = game_id
            self._history, self._at = [], -1
            self._load()
        kind = QUICK if quick else RULES
        self._go(Place(kind, self._known(kind, section)))
        self.retranslate()
        self._bring_up()

    def _bring_up(self) -> None:
        if not self.isVisible():
            self._fit_to_screen()
            self._centre_over_parent()
        self.show()
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def _fit_to_screen(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry().size() - QSize(24, 48)  # the frame and title bar
        self.resize(max(min(self.width(), room.width()), MINIMUM_SIZE.width()),
                    max(min(self.height(), room.height()), MINIMUM_SIZE.height()))

    def _centre_over_parent(self) -> None:
        """Over the middle of the main window, within the screen."""
        parent = self.parentWidget()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if parent is None or screen is None:
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        frame.moveCenter(parent.window().frameGeometry().center())
        left = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
        top = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
        self.move(left, top)

    def set_language(self, language: str) -> None:
        """The app speaks ``language`` now: its documents are read, the section stays."""
        if language == self.language:
            return
        place = self.place()
        self.language = language
        if self.game_id is not None:
            self._load()
            self._render(place.kind)
            self._scroll_to(place.section)
        self.retranslate()

    def _load(self) -> None:
        assert self.game_id is not None, "a game's documents load once the game is chosen"
        self._pictures = {}  # pictures may carry words: drawn again for a new language
        self.loaded = {kind: docs.load(self.folder, self.game_id, kind, self.language)
                       for kind in (RULES, QUICK)}
        self.kind = ""  # nothing rendered yet

    def _known(self, kind: str, section: str | None) -> str | None:
        document = self.loaded[kind].document
        if section is None or document is None or document.section(section) is None:
            return None
        return section

    # -- where the reader is -------------------------------------------------------------------

    def document(self) -> Document | None:
        """The document shown now (None: a message instead)."""
        loaded = self.loaded.get(self.kind)
        return loaded.document if loaded is not None else None

    def place(self) -> Place:
        return Place(self.kind, self.current_section())

    def current_section(self) -> str | None:
        """The section the reader is at: the one last gone to, or, once they scroll, the one
        whose text is at the top of the page (None: the start, above the first section)."""
        return self._section if self.document() is not None else None

    def _section_at_top(self) -> str | None:
        """The last heading at or above the page's top line."""
        document = self.document()
        if document is None:
            return None
        ids = set(document.ids())
        block = self.text.cursorForPosition(QPoint(4, 4)).block()
        while block.isValid():
            found = _anchor_of(block, ids)
            if found is not None:
                return found
            block = block.previous()
        return None

    def _go(self, place: Place, *, record: bool = True) -> None:
        if record:
            if 0 <= self._at < len(self._history):
                self._history[self._at] = self.place()  # back comes to where the reader was
            self._history = self._history[:self._at + 1] + [place]
            self._at = len(self._history) - 1
        if place.kind != self.kind:
            self._render(place.kind)
        self._scroll_to(place.section)
        self._update_buttons()

    def show_section(self, section: str) -> None:
        """Go to ``section`` of the document shown (a link, the table of contents)."""
        self._go(Place(self.kind, self._known(self.kind, section)))

    def show_kind(self, kind: str) -> None:
        """The full rules or the quick reference, from its start."""
        if kind != self.kind:
            self._go(Place(kind))
        self._update_buttons()

    def back(self) -> None:
        if self._at > 0:
            self._history[self._at] = self.place()
            self._at -= 1
            self._go(self._history[self._at], record=False)

    def forward(self) -> None:
        if self._at < len(self._history) - 1:
            self._history[self._at] = self.place()
            self._at += 1
            self._go(self._history[self._at], record=False)

    def can_go_back(self) -> bool:
        return self._at > 0

    def can_go_forward(self) -> bool:
        return self._at < len(self._history) - 1

    def _link_clicked(self, url: QUrl) -> None:
        if not url.scheme() and url.fragment():
            self.show_section(url.fragment())

    def _toc_chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        section = item.data(0, SECTION_ROLE)
        if section and section != self.current_section():
            self.show_section(section)

    def _scroll_to(self, section: str | None) -> None:
        if section is None:
            self.text.verticalScrollBar().setValue(0)
        else:
            self.text.scrollToAnchor(section)
        self._section = section
        self._select_in_toc(section)

    def _reader_scrolled(self, *_: object) -> None:
        # The bar's action has moved the slider, not yet the page: look once it has.
        QTimer.singleShot(0, self, self._follow_reader)

    def _follow_reader(self) -> None:
        if self.document() is not None:
            self._section = self._section_at_top()
            self._select_in_toc(self._section)

    def _select_in_toc(self, section: str | None) -> None:
        found = None
        for item in _tree_items(self.toc):
            if item.data(0, SECTION_ROLE) == section:
                found = item
        self.toc.blockSignals(True)
        if found is None:
            self.toc.clearSelection()
        else:
            self.toc.setCurrentItem(found)
            self.toc.scrollToItem(found)
        self.toc.blockSignals(False)

    # -- drawing the page ----------------------------------------------------------------------

    def _render(self, kind: str) -> None:
        self.kind = kind
        loaded = self.loaded[kind]
        document = loaded.document
        self._apply_zoom()
        if document is None:
            self.text.setHtml(f'<p class="problem">{self._problem(loaded)}</p>')
        else:
            self.text.setHtml(docs.to_html(document, self._picture_widths(document),
                                           title=False))  # the heading above says it
        self._fill_toc(document)
        self._name_page()
        # The quick reference is one screen of its own: the whole width is for its text.
        self.toc.setVisible(kind == RULES and document is not None and bool(document.sections))
        self._show_notice(loaded)
        self._update_buttons()

    def _picture_widths(self, document: Document) -> dict[str, int]:
        """The pictures the game draws, put among the page's resources, with the width each is
        shown at."""
        widths = {}
        resources = self.text.document()
        for key in document.pictures():
            image = self._picture(key)
            if image is None:
                continue
            resources.addResource(QTextDocument.ResourceType.ImageResource,
                                  QUrl(docs.picture_url(key)), image)
            widths[key] = self._picture_width(image)
        return widths

    def _picture(self, key: str) -> QImage | None:
        if key not in self._pictures:
            plugin = self.plugins.get(self.game_id or "")
            image = None
            if plugin is not None:
                try:
                    image = plugin.rules_picture(key)
                except Exception:  # a picture that fails to draw leaves its caption, no crash
                    log.exception("the picture %r of %s could not be drawn", key, self.game_id)
            self._pictures[key] = image if image is not None and not image.isNull() else None
        return self._pictures[key]

    def _picture_width(self, image: QImage) -> int:
        """As wide as drawn, narrower when the text is: a picture never makes the page scroll
        sideways."""
        natural = image.width() / max(image.devicePixelRatio(), 1.0)
        room = (self.text.viewport().width() - 2 * self.text.document().documentMargin()
                - PICTURE_MARGIN)
        return max(1, round(min(natural, room)))

    def _fit_pictures(self) -> None:
        """Every picture of the page re-sized for the text's width now."""
        page = self.text.document()
        block = page.begin()
        while block.isValid():
            iterator = block.begin()
            while not iterator.atEnd():
                fragment = iterator.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    self._fit_picture(page, fragment.position(),
                                      fragment.charFormat().toImageFormat())
                iterator += 1
            block = block.next()

    def _fit_picture(self, page: QTextDocument, position: int, picture: QTextImageFormat) -> None:
        image = page.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture.name()))
        if not isinstance(image, QImage) or image.isNull():
            return
        width = self._picture_width(image)
        if round(picture.width()) == width:
            return
        picture.setWidth(width)
        picture.setHeight(width * image.height() / max(image.width(), 1))
        cursor = QTextCursor(page)
        cursor.setPosition(position)
        cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(picture)

    def picture_widths(self) -> list[int]:
        """The widths the page's pictures are shown at now, in order (for tests and checks)."""
        widths = []
        block = self.text.document().begin()
        while block.isValid():
            iterator = block.begin()
            while not iterator.atEnd():
                fragment = iterator.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    widths.append(round(fragment.charFormat().toImageFormat().width()))
                iterator += 1
            block = block.next()
        return widths

    def _fill_toc(self, document: Document | None) -> None:
        self.toc.clear()
        if document is None:
            return
        parent: QTreeWidgetItem | None = None
        for section in document.sections:
            words = docs.plain(section.title)
            if section.level == 2 or parent is None:
                item = QTreeWidgetItem(self.toc, [words])
                parent = item
                font = QFont(item.font(0))
                font.setBold(True)
                item.setFont(0, font)
            else:
                item = QTreeWidgetItem(parent, [words])
            item.setData(0, SECTION_ROLE, section.id)
            item.setToolTip(0, words)
        self.toc.expandAll()

    def _problem(self, loaded: Loaded) -> str:
        if loaded.error is None:
            #: the rules window when a link leads to a part that is missing from the installation
            return translate("Rules", "This part of the rules is not available yet.")
        line = getattr(loaded.error, "line", 0)
        path = docs.document_path(self.folder, self.game_id or "", self.kind, loaded.language)
        #: %1 the file name of the rules page, %2 a line number in it
        return fill(translate("Rules", "This part of the rules could not be shown: its file (%1) is damaged "
                        "near line %2."), path.name, line)

    def _show_notice(self, loaded: Loaded) -> None:
        """Said above the text when the reader gets English instead of their language."""
        english = loaded.missing and loaded.document is not None and loaded.language != (
            self.language)
        if english:
            #: a note at the top of the rules window when a page is shown in English
            self.notice.setText(translate("Rules", "This text is not translated into your language yet, so it "
                                    "is shown in English."))
        self.notice.setVisible(english)

    # -- zoom ----------------------------------------------------------------------------------

    def zoom_in(self) -> None:
        self._set_zoom(self.zoom + 1)

    def zoom_out(self) -> None:
        self._set_zoom(self.zoom - 1)

    def zoom_reset(self) -> None:
        self._set_zoom(NORMAL_ZOOM)

    def _set_zoom(self, step: int) -> None:
        step = max(0, min(step, len(ZOOM_STEPS) - 1))
        if step == self.zoom:
            return
        self.zoom = step
        self._apply_zoom()
        self._scroll_to(self._section)
        self._update_buttons()

    def _apply_zoom(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(self.font().pointSizeF(), 1.0) * ZOOM_STEPS[self.zoom])
        self.text.document().setDefaultFont(font)

    def text_point_size(self) -> float:
        return self.text.document().defaultFont().pointSizeF()

    # -- the rest ------------------------------------------------------------------------------

    def _update_buttons(self) -> None:
        self.back_button.setEnabled(self.can_go_back())
        self.forward_button.setEnabled(self.can_go_forward())
        self.smaller_button.setEnabled(self.zoom > 0)
        self.larger_button.setEnabled(self.zoom < len(ZOOM_STEPS) - 1)
        button = self.quick_tab if self.kind == QUICK else self.rules_tab
        button.setChecked(True)

    def game_title(self) -> str:
        plugin = self.plugins.get(self.game_id or "")
        return plugin.title() if plugin is not None else self.game_id or ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.text.viewport():
            if kind == QEvent.Type.Resize:
                self._refit()
            return False
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        slot = self._key_slot(event) if isinstance(event, QKeyEvent) else None
        if slot is not None:
            if kind == QEvent.Type.KeyPress:
                slot()
            event.accept()
            return True
        if watched is self.text and kind == QEvent.Type.KeyPress:
            self._reader_scrolled()  # Page Down, the arrows, Home and End move the page
        return False

    def _refit(self) -> None:
        """The text got another width: pictures follow it."""
        self._fit_pictures()

    def _relaid_out(self, *_: object) -> None:
        """The text wrapped anew (a width, a zoom, a picture): the reader stays at their
        section."""
        if self.document() is not None and self._section is not None:
            self._scroll_to(self._section)

    def _name_page(self) -> None:
        """The window is named after the game; the heading is the shown document's title."""
        if self.game_id is None:
            #: the rules window's title when no game is chosen
            self.setWindowTitle(translate("Rules", "Rules"))
            return
        title = self.game_title()
        #: the rules window's title: %1 the game's title
        self.setWindowTitle(fill(translate("Rules", "%1 — Rules"), title))
        shown = self.document()
        self.heading.setText(docs.plain(shown.title) if shown is not None else title)

    def retranslate(self) -> None:
        #: the rules window's tab of the full rules
        self.rules_tab.setText(translate("Rules", "Rules"))
        #: the rules window's tab of the one-page summary
        self.quick_tab.setText(translate("Rules", "Quick reference"))
        #: the tooltip of a button of the rules window, with its shortcut
        self.back_button.setToolTip(translate("Rules", "Back (Alt+Left)"))
        #: the tooltip of a button of the rules window, with its shortcut
        self.forward_button.setToolTip(translate("Rules", "Forward (Alt+Right)"))
        #: the tooltip of a button of the rules window, with its shortcut
        self.smaller_button.setToolTip(translate("Rules", "Smaller text (Ctrl+−)"))
        #: the tooltip of a button of the rules window, with its shortcut
        self.larger_button.setToolTip(translate("Rules", "Larger text (Ctrl++)"))
        #: the screen reader's name of the rules window's list of sections beside the text
        self.toc.setAccessibleName(translate("Rules", "Contents"))
        self._name_page()
        if self.kind in self.loaded:
            loaded = self.loaded[self.kind]
            self._show_notice(loaded)
            if loaded.document is None:  # the message is in words of the new language
                self.text.setHtml(f'<p class="problem">{self._problem(loaded)}</p>')


def _anchor_of(block, ids: set[str]) -> str | None:
    """The section id a heading's block carries as its anchor, if any."""
    iterator = block.begin()
    while not iterator.atEnd():
        fragment = iterator.fragment()
        if fragment.isValid():
            for name in fragment.charFormat().anchorNames():
                if name in ids:
                    return name
        iterator += 1
    return None


def _tree_items(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    items = []
    for index in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(index)
        if top is None:
            continue
        items.append(top)
        items += [child for index in range(top.childCount())
                  if (child := top.child(index)) is not None]
    return items

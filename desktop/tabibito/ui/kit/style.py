"""The look of Tabibito: washi paper, sumi ink and a woodblock-print palette.

Colours live here once; the stylesheet, the palette, the paper texture and the boards all read them.
Sizes of text are in points (never pixels) so that they follow the screen's scale.

Qt's namespace (``QtCore.Qt``: its alignments, cursors, pen styles, keys...) is built whole by
PySide6 the first time anything touches it: 93 enums, a tenth of the start's work. The home
screen's first frame never needs it, so this module reaches it only inside the functions that
use it, and what that frame paints goes through the helpers below (``outline``, ``solid``,
``clear_image``), which pass no Qt enum: ``QPainter.setPen``/``setBrush``, ``QBrush(colour)`` and
``QImage.fill`` do, for PySide6 weighs their overloads that take Qt's styles and colours.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication, QWidget

from .paths import resource_path

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from PySide6.QtGui import QIcon

PAPER = "#f3ebda"         # washi: the background of every screen
PAPER_DEEP = "#e6d8bb"    # bars, headers, pressed paper
CARD = "#fbf7ee"          # cards and fields lying on the paper
INK = "#2a2623"           # sumi: outlines and text
INK_SOFT = "#6b6158"      # secondary text
RULE = "#cdbf9f"          # faint rules between things
INDIGO = "#2b4c7e"        # aizome: selection, focus, links
VERMILION = "#cf432b"     # shu: the one call to action per screen
PINE = "#3f6e4a"          # good news: winners, legal moves
OCHRE = "#c99a2e"         # highlights, the winner's column
PLUM = "#7a3b5e"          # computer players


def color(name: str, alpha: int = 255) -> QColor:
    value = QColor(name)
    value.setAlpha(alpha)
    return value


def outline(name: str, width: float, alpha: int = 255) -> QPen:
    """A plain pen (square caps, bevel joins, as ``QPen(colour, width)``) for
    ``QPainter.strokePath``, made without Qt's namespace."""
    value = QPen()
    value.setColor(color(name, alpha))
    value.setWidthF(width)
    return value


def solid(name: str, alpha: int = 255) -> QBrush:
    """A solid brush for ``QPainter.fillPath``, made without Qt's namespace: a plain pen's."""
    return outline(name, 1.0, alpha).brush()


def clear_image(width: int, height: int) -> QImage:
    """A transparent image to paint on (premultiplied ARGB), made without Qt's namespace."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    painter.eraseRect(image.rect())
    painter.end()
    return image


def box(area: QRectF) -> QPainterPath:
    """``area`` as a path, to fill or stroke."""
    path = QPainterPath()
    path.addRect(area)
    return path


def rounded(area: QRectF, radius: float) -> QPainterPath:
    """``area`` with rounded corners, as a path."""
    path = QPainterPath()
    path.addRoundedRect(area, radius, radius)
    return path


def font(pixels: float, bold: bool = False) -> QFont:
    """The app's font ``pixels`` high: on a board these are scene units, which the view scales
    with the window (a widget's text is sized in points instead, by the stylesheet)."""
    value = QFont()
    value.setPixelSize(max(1, round(pixels)))
    value.setBold(bold)
    return value


PAPER_FILE = ("art", "paper.rgb32.deflate")  # the tile's pixels, compressed
PAPER_SIZE = 384  # pixels a side


@cache
def paper_texture() -> QImage:
    """A tile of washi: flat paper with faint fibres, painted once by
    packaging/tools/make_paper.py (reading it is a third of painting it at every start). Kept
    as its pixels (RGB32, raw deflate: no checksum to add up): inflated in a fifth of the
    instructions a PNG of them decodes in."""
    import zlib

    pixels = zlib.decompress(resource_path(*PAPER_FILE).read_bytes(), -zlib.MAX_WBITS)
    return QImage(pixels, PAPER_SIZE, PAPER_SIZE, PAPER_SIZE * 4, QImage.Format.Format_RGB32).copy()


def paper_brush() -> QBrush:
    return QBrush(paper_texture())


def icon(name: str) -> QIcon:
    """One of our SVG icons from resources/art/icons (crisp at any scale).

    PySide6 builds QIcon with its enums (150 theme icons' names) when Python first touches
    it: the first frame never does. Its icons are given by the stylesheet (``qproperty-icon``),
    which Qt reads, and the menus' icons follow that frame."""
    from PySide6.QtGui import QIcon

    return QIcon(str(resource_path("art", "icons", f"{name}.svg")))


def app_icon() -> QIcon:
    from PySide6.QtGui import QIcon  # never for the first frame (see icon)

    return QIcon(str(resource_path("art", "app-icon.svg")))


def _palette() -> QPalette:
    palette = QPalette()
    roles = {
        QPalette.ColorRole.WindowText: INK,
        QPalette.ColorRole.Text: INK,
        QPalette.ColorRole.ButtonText: INK,
        QPalette.ColorRole.Base: CARD,
        QPalette.ColorRole.AlternateBase: PAPER,
        QPalette.ColorRole.Button: CARD,
        QPalette.ColorRole.Highlight: INDIGO,
        QPalette.ColorRole.HighlightedText: CARD,
        QPalette.ColorRole.ToolTipBase: INK,
        QPalette.ColorRole.ToolTipText: PAPER,
        QPalette.ColorRole.PlaceholderText: INK_SOFT,
        QPalette.ColorRole.Link: INDIGO,
    }
    for role, value in roles.items():
        palette.setColor(role, QColor(value))
    palette.setBrush(QPalette.ColorRole.Window, paper_brush())
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor(INK_SOFT))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor(INK_SOFT))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor(INK_SOFT))
    return palette


def _url(*parts: str) -> str:
    # Qt stylesheets want forward slashes, also on Windows.
    return resource_path(*parts).as_posix()


STYLESHEET = """
/* The window's and the home screen's icons, which Qt reads before the first frame without
   Python (see icon()); the app's own icon, for every other window, follows that frame. */
QMainWindow { qproperty-windowIcon: url(@ART/app-icon.svg); }
QToolButton#openButton { qproperty-icon: url(@ICONS/open.svg); }
QToolButton#recordsButton { qproperty-icon: url(@ICONS/records.svg); }
QToolButton#settingsButton { qproperty-icon: url(@ICONS/settings.svg); }
QMainWindow::separator { background: @RULE; width: 1px; height: 1px; }
QMenuBar { background: @PAPER_DEEP; border-bottom: 1px solid @RULE; padding: 2px 6px; }
QMenuBar::item { background: transparent; padding: 4px 10px; border-radius: 4px; }
QMenuBar::item:selected { background: @INDIGO; color: @CARD; }
QMenu { background: @CARD; border: 1px solid @INK; padding: 4px; }
QMenu::item { padding: 5px 28px 5px 22px; border-radius: 3px; }
QMenu::item:selected { background: @INDIGO; color: @CARD; }
QMenu::item:disabled { color: @RULE; }
QMenu::separator { height: 1px; background: @RULE; margin: 4px 8px; }

QLabel[role="title"] { font-size: 22pt; font-weight: 700; color: @INK; }
QLabel[role="heading"] { font-size: 14pt; font-weight: 700; color: @INK; }
QLabel[role="subtle"] { color: @INK_SOFT; }
QLabel[role="status"] { font-size: 12pt; font-weight: 600; color: @INDIGO; }

QPushButton {
    background: @CARD; color: @INK; border: 2px solid @INK; border-radius: 6px;
    padding: 6px 18px; font-weight: 600;
}
QPushButton:hover { background: @PAPER_DEEP; }
QPushButton:pressed { background: @RULE; }
/* A focus ring that shows from across the table; border + padding stay 8 px, so nothing moves. */
QPushButton:focus { border: 3px solid @INDIGO; padding: 5px 17px; }
QPushButton:disabled { color: @INK_SOFT; border-color: @RULE; background: @PAPER; }
QPushButton[role="primary"] { background: @VERMILION; color: @CARD; border-color: #7d2414; }
QPushButton[role="primary"]:hover { background: #b93822; }
QPushButton[role="primary"]:focus { border: 3px solid @INDIGO; padding: 5px 17px; }
QPushButton[role="primary"]:disabled { background: @RULE; color: @PAPER; border-color: @RULE; }

QToolButton {
    background: transparent; border: 1.5px solid transparent; border-radius: 6px; padding: 4px;
}
QToolButton:hover { border-color: @INK; background: @CARD; }
QToolButton:pressed { background: @PAPER_DEEP; }
QToolButton:focus { border-color: @INDIGO; }
QToolButton:disabled { background: transparent; border-color: transparent; }
QToolButton#logToggle { font-size: 14pt; font-weight: 700; color: @INK; padding: 2px 0; }
QToolButton#logToggle[compact="true"] { font-size: 11pt; padding: 0; }
QToolButton#logToggle:hover { background: transparent; border-color: transparent; color: @INDIGO; }

QLineEdit, QComboBox, QSpinBox {
    background: @CARD; color: @INK; border: 1.5px solid @INK_SOFT; border-radius: 4px;
    padding: 4px 8px; selection-background-color: @INDIGO; selection-color: @CARD;
}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus { border-color: @INDIGO; }
QLineEdit:disabled, QComboBox:disabled { color: @INK_SOFT; border-color: @RULE; background: @PAPER; }
QComboBox::drop-down { border: none; width: 22px; }
QComboBox::down-arrow { image: url(@ICONS/chevron-down.svg); width: 12px; height: 12px; }
QComboBox QAbstractItemView {
    background: @CARD; border: 1px solid @INK; selection-background-color: @INDIGO;
    selection-color: @CARD; outline: none;
}

QCheckBox { spacing: 8px; }
QCheckBox::indicator {
    width: 16px; height: 16px; border: 2px solid @INK; border-radius: 3px; background: @CARD;
}
QCheckBox::indicator:checked { background: @INDIGO; border-color: @INDIGO;
    image: url(@ICONS/check.svg); }
QCheckBox::indicator:focus { border-color: @INDIGO; }

QTableWidget, QTableView {
    background: @CARD; border: 1.5px solid @INK; border-radius: 4px; gridline-color: @RULE;
    selection-background-color: transparent; selection-color: @INK;
}
QHeaderView::section {
    background: @PAPER_DEEP; color: @INK; border: none; border-bottom: 2px solid @INK;
    padding: 4px 8px; font-weight: 700;
}
QHeaderView::section:vertical {
    border-bottom: 1px solid @RULE; border-right: 2px solid @INK; text-align: left;
}
QTableWidget[tight="true"] QHeaderView::section:vertical { padding: 0px 8px; }
QTableCornerButton::section { background: @PAPER_DEEP; border: none; border-bottom: 2px solid @INK; }

QListWidget {
    background: @CARD; border: 1px solid @RULE; border-radius: 4px; padding: 2px;
}
QListWidget::item { padding: 3px 4px; border-bottom: 1px dotted @RULE; }
QListWidget::item:selected { background: @PAPER_DEEP; color: @INK; }

QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QScrollBar:horizontal { background: transparent; height: 10px; margin: 2px; }
QScrollBar::handle { background: @RULE; border-radius: 4px; min-height: 24px; min-width: 24px; }
QScrollBar::handle:hover { background: @INK_SOFT; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }

QToolTip { background: @INK; color: @PAPER; border: none; padding: 5px 8px; }

QFrame[role="card"] {
    background: @CARD; border: 1.5px solid @INK; border-radius: 10px;
}
QFrame[role="panel"] {
    background: rgba(251, 247, 238, 200); border-left: 1.5px solid @RULE;
}
QFrame[role="bar"] { background: @PAPER_DEEP; border-bottom: 1.5px solid @INK; }
QFrame[role="tile"] {
    background: @CARD; border: 3px solid @INK; border-radius: 12px;
}
QFrame[role="tile"]:hover { border: 3px solid @VERMILION; }
QFrame[role="tile"]:focus { border: 3px solid @INDIGO; }
QLabel#players { color: @PLUM; font-weight: 600; }
QFrame#rule { background: @RULE; border: none; max-height: 1px; min-height: 1px; }
QLabel#seatNumber {
    background: @INDIGO; color: @CARD; border-radius: 12px; font-weight: 700;
    min-width: 24px; max-width: 24px; min-height: 24px; max-height: 24px;
}
QPushButton#countButton { min-width: 28px; padding: 4px 10px; border-radius: 12px; }
QPushButton#countButton:checked { background: @INDIGO; color: @CARD; border-color: @INDIGO; }
QLabel#toast {
    background: @INK; color: @PAPER; border-left: 6px solid @VERMILION; border-radius: 6px;
    padding: 10px 16px; font-weight: 600;
}
QDialog { background: @PAPER; }
QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
/* The board's focus ring: always 2 px, only coloured with focus, so the board never refits. */
QGraphicsView { border: 2px solid transparent; border-radius: 6px; background: transparent; }
QGraphicsView:focus { border-color: rgba(43, 76, 126, 150); }
QScrollArea#sideScroll, QWidget#sideContent { background: transparent; border: none; }
QLabel#turnStrip {
    background: @CARD; color: @INK; border: 1px solid @RULE; border-radius: 4px;
    padding: 3px 8px; font-weight: 700;
}
#actionBar QLabel[role="status"] { font-size: 10.5pt; }
#actionBar QPushButton { padding: 6px 6px; }
#actionBar QPushButton:focus { padding: 5px 5px; }
"""


def stylesheet() -> str:
    names = {
        "PAPER_DEEP": PAPER_DEEP, "PAPER": PAPER, "CARD": CARD, "INK_SOFT": INK_SOFT,
        "INK": INK, "RULE": RULE, "INDIGO": INDIGO, "VERMILION": VERMILION, "PINE": PINE,
        "OCHRE": OCHRE, "PLUM": PLUM, "ICONS": _url("art", "icons"), "ART": _url("art"),
    }
    text = STYLESHEET
    # Longest names first, so that @PAPER does not eat the start of @PAPER_DEEP.
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(f"@{name}", names[name])
    return text


BASE_STYLE = "Fusion"  # the same base on every OS; our stylesheet does the rest


def apply_style(app: QApplication, *, base: bool = True) -> None:
    """Our look on ``app``; ``base=False`` when it already started in BASE_STYLE."""
    if base:
        app.setStyle(BASE_STYLE)
    app.setPalette(_palette())
    app.setStyleSheet(stylesheet())


WAVE_RADIUS = 22.0
_WAVE_MARGIN = 2  # device pixels around a scale for half the pen and the antialiased edge


def paint_waves(painter: QPainter, area: QRectF, ink: str = INDIGO, ground: str | None = PAPER,
                strength: int = 40) -> None:
    """Seigaiha: rows of overlapping wave scales, fading in towards the bottom of ``area``.

    The scales of a row look alike, so each is drawn once into a small image and stamped where it
    goes, in the order drawing every circle would lay them: hundreds of antialiased circles took
    longer than all the rest of the home screen's first frame. The home screen's are read as
    printed (``printed_wave_scales``).
    """
    dpr = painter.device().devicePixelRatioF()
    painter.save()
    painter.setClipRect(area)
    for left, top, alpha, x, y in wave_stamps(area, dpr, strength):
        painter.drawImage(QPointF(left / dpr, top / dpr), _wave_scale(ink, ground, alpha, x, y, dpr))
    painter.restore()


def wave_stamps(area: QRectF, dpr: float,
                strength: int) -> Iterator[tuple[int, int, int, float, float]]:
    """Where ``paint_waves`` stamps each scale over ``area`` at ``dpr`` device pixels a point:
    its image's top left corner (device pixels), its alpha, and its centre in its image."""
    radius = WAVE_RADIUS
    rows = math.ceil(area.height() / (radius * 0.55)) + 1
    for row in range(rows):
        y = area.top() + row * radius * 0.55 + radius
        offset = radius if row % 2 else 0.0
        alpha = min(255, strength + row * 25)
        for index in range(math.ceil(area.width() / (2 * radius)) + 2):
            x = area.left() + index * 2 * radius - offset
            # Stamp on whole device pixels; the scale's image carries the fraction.
            left = math.floor((x - radius) * dpr) - _WAVE_MARGIN
            top = math.floor((y - radius) * dpr) - _WAVE_MARGIN
            yield left, top, alpha, round(x * dpr - left, 3), round(y * dpr - top, 3)


@lru_cache(maxsize=128)
def _wave_scale(ink: str, ground: str | None, alpha: int, x: float, y: float,
                dpr: float) -> QImage:
    printed = printed_wave_scales(dpr).get((ink, ground, alpha, x, y))
    return printed if printed is not None else draw_wave_scale(ink, ground, alpha, x, y, dpr)


def draw_wave_scale(ink: str, ground: str | None, alpha: int, x: float, y: float,
                    dpr: float) -> QImage:
    """One scale: a disc of ``ground`` with three rings, centred (x, y) device pixels in."""
    radius = WAVE_RADIUS
    side = wave_scale_side(dpr)
    image = clear_image(side, side)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    center = QPointF(x / dpr, y / dpr)
    if ground:
        painter.fillPath(_circle(center, radius), solid(ground))
    rings = outline(ink, 1.6, alpha)
    for ring in (1.0, 0.72, 0.44):
        painter.strokePath(_circle(center, radius * ring), rings)
    painter.end()
    return image


def wave_scale_side(dpr: float) -> int:
    """The side of a scale's image, in device pixels."""
    return math.ceil(2 * WAVE_RADIUS * dpr) + 2 * _WAVE_MARGIN + 1


# The home screen's waves, printed by packaging/tools/make_waves.py at these screen scales.
PRINTED_WAVE_SCALES = (1, 2)


def printed_waves_file(dpr: float) -> Path:
    return resource_path("art", f"waves@{dpr:g}x.deflate")


@cache
def printed_wave_scales(dpr: float) -> dict[tuple[str, str | None, int, float, float], QImage]:
    """The home screen's wave scales at ``dpr``, as packaging/tools/make_waves.py drew them
    (``draw_wave_scale``), by (ink, ground, alpha, x, y): read before the first frame instead of
    painted (a seventh of that frame's painting). Each file holds a line of their keys, then
    their premultiplied ARGB32 pixels; raw deflate."""
    import zlib

    path = printed_waves_file(dpr)
    if dpr not in PRINTED_WAVE_SCALES or not path.is_file():
        return {}
    index, _, pixels = zlib.decompress(path.read_bytes(), -zlib.MAX_WBITS).partition(b"\n")
    side = wave_scale_side(dpr)
    size = side * side * 4
    scales = {}
    for number, entry in enumerate(index.decode().split(";")):
        ink, ground, alpha, x, y = entry.split()
        image = QImage(pixels[number * size:(number + 1) * size], side, side, side * 4,
                       QImage.Format.Format_ARGB32_Premultiplied).copy()
        image.setDevicePixelRatio(dpr)
        scales[(ink, None if ground == "-" else ground, int(alpha), float(x), float(y))] = image
    return scales


def _circle(center: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(center, radius, radius)
    return path


def set_role(widget: QWidget, role: str | None) -> None:
    """Give ``widget`` another stylesheet role ("primary", or None for the plain look) and
    re-apply the stylesheet, which Qt does not do by itself when a property changes."""
    if widget.property("role") == role:
        return
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def pen(name: str, width: float = 1.5) -> QPen:
    value = QPen(QColor(name), width)
    value.setCapStyle(QtCore.Qt.PenCapStyle.RoundCap)
    value.setJoinStyle(QtCore.Qt.PenJoinStyle.RoundJoin)
    return value

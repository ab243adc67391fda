"""The board of Next Station: Tokyo: one player's map sheet as a QGraphicsScene.

The scene is built once from the map (districts, guides, the green loop, stations) and re-projected
from ``controller.view()`` on every change: the drawn lines of the shown sheet, the tourist stamps it
earned, and which stations can be clicked. Drawing a section takes two clicks: the station it starts
from (preselected when there is only one), then one of the lit targets. Hovering any other station
says why it is not possible.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from tabibito.engine import Action
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.rules import pencil_for
from tabibito.games.nextstation.tokyo_map import PENCILS, TokyoMap

from .. import style
from ..i18n import fill
from . import texts
from .items import (
    LINE_WIDTH,
    PLAIN,
    SELECTED,
    SHARED_LINE_WIDTH,
    SHARED_OFFSET,
    START,
    TARGET,
    UNIT,
    DistrictItem,
    GreenArcItem,
    GuideItem,
    LineBadgeItem,
    SectionItem,
    StampItem,
    StationItem,
    offset_polyline,
    scene_point,
    track_points,
)

if TYPE_CHECKING:
    from ..plugin_api import Table

MARGIN = 0.9 * UNIT  # room around the map for the stamps
CAPTION_ROOM = 0.5 * UNIT  # and below them for the caption
STAMP_OUT = 0.46 * UNIT  # how far outside the map edge the stamps sit
BADGE_DISTANCE = 0.44 * UNIT
GREEN_DOUBLE_OFFSET = 9.0  # a line doubling a green arc runs beside it, on the outer side
PULSE_MS = 1100
FOCUS_NAME = "nextStationFocus"


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


class SheetFocus(QObject):
    """What the board and the panel of one match share: whose sheet is shown, and the hint line.

    By default the board follows the seat acting on this device; the panel's sheet chooser can show
    another player's sheet (read only) until the device passes to the next player.
    """

    changed = Signal()
    hint_changed = Signal(str)

    def __init__(self, controller: Table) -> None:
        super().__init__(controller)
        self._controller = controller
        self._chosen: int | None = None
        self._last_shown = controller.shown_seat if controller.shown_seat is not None else 0
        self.hint = ""
        controller.shown_seat_changed.connect(self._on_shown_seat)

    @property
    def chosen(self) -> int | None:
        return self._chosen

    def choose(self, seat: int | None) -> None:
        if seat == self._own_seat():
            seat = None
        if seat != self._chosen:
            self._chosen = seat
            self.changed.emit()

    def sheet_seat(self) -> int:
        """The seat whose sheet the board shows."""
        return self._chosen if self._chosen is not None else self._own_seat()

    def acting_seat(self) -> int | None:
        """The seat that may draw on the board now, or None (bots, hand-off, another sheet)."""
        controller = self._controller
        seat = controller.shown_seat
        if seat is None or self._chosen not in (None, seat) or controller.busy:
            return None
        if controller.pending_handoff is not None or controller.match.is_over():
            return None
        return seat if seat in controller.match.human_to_act() else None

    def set_hint(self, text: str) -> None:
        if text != self.hint:
            self.hint = text
            self.hint_changed.emit(text)

    def _own_seat(self) -> int:
        seat = self._controller.shown_seat
        return self._last_shown if seat is None else seat

    def _on_shown_seat(self, seat: int) -> None:
        if seat >= 0:
            self._last_shown = seat
            self._chosen = None  # the device went to someone: show their own sheet
        self.changed.emit()


def focus_for(controller: Table) -> SheetFocus:
    """The one SheetFocus of a controller (created by whichever of board and panel comes first).

    It lives as a child of the controller, so it goes when the match goes.
    """
    focus = controller.findChild(SheetFocus, FOCUS_NAME)
    if focus is None:
        focus = SheetFocus(controller)
        focus.setObjectName(FOCUS_NAME)
    return focus


class NextStationBoard(QGraphicsScene):
    """The map sheet of the shown seat; see the module docstring."""

    def __init__(self, controller: Table, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.focus = focus_for(controller)
        self._state: Any = controller.view()  # the view of the last refresh, for hovers
        self.map: TokyoMap = self._state.map
        self.selected: str | None = None
        self.starts: tuple[str, ...] = ()
        self.targets: frozenset[str] = frozenset()
        self.hovered: str | None = None
        self._seat: int | None = None  # the acting seat at the last refresh
        self._pencil = PENCILS[0]
        self._preview: SectionItem | None = None
        self._sections: dict[tuple[str, str], SectionItem] = {}
        self.stations: dict[str, StationItem] = {}
        self.stamps: dict[str, StampItem] = {}
        self.badges: dict[str, LineBadgeItem] = {}
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._build()
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._on_pulse)
        controller.changed.connect(self._on_changed)
        # Bound methods, not lambdas: Qt drops them with this object when the match is closed.
        controller.busy_changed.connect(self._on_controller_state)
        controller.handoff_changed.connect(self._on_controller_state)
        self.focus.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- building the map once -----------------------------------------------------------------

    def _build(self) -> None:
        tokyo = self.map
        width, height = tokyo.size
        left, top = -0.5 * UNIT, -0.5 * UNIT
        right, bottom = (width - 0.5) * UNIT, (height - 0.5) * UNIT
        self.setSceneRect(QRectF(left - MARGIN, top - MARGIN, right - left + 2 * MARGIN,
                                 bottom - top + 2 * MARGIN + CAPTION_ROOM))
        self.setBackgroundBrush(style.paper_brush())
        sheet = QGraphicsRectItem(QRectF(left - 14, top - 14, right - left + 28, bottom - top + 28))
        sheet.setBrush(QBrush(QColor(style.CARD)))
        sheet.setPen(QPen(QColor(style.INK), 3.0))
        sheet.setZValue(-1)
        self.addItem(sheet)
        for district in tokyo.districts.values():
            self.addItem(DistrictItem(district.id, district.kind, district.polygon))
        for track in tokyo.tracks.values():
            points = track_points(track.path)
            self.addItem(GreenArcItem(track.id, points) if track.green
                         else GuideItem(track.id, points))
        for station in tokyo.stations.values():
            item = StationItem(station.id, station.symbol, station.green, station.start,
                               self.station_clicked, self.station_hovered)
            item.setPos(scene_point(station.x, station.y))
            self.addItem(item)
            self.stations[station.id] = item
        for district in tokyo.edge_districts():
            stamp = StampItem(district.id, district.stamp)
            stamp.setPos(self._stamp_position(district.polygon, (left, top, right, bottom)))
            self.addItem(stamp)
            self.stamps[district.id] = stamp
        for pencil, station_id in tokyo.starts.items():
            badge = LineBadgeItem(pencil)
            badge.setPos(self._badge_position(station_id))
            self.addItem(badge)
            self.badges[pencil] = badge
        self.caption = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setBrush(QBrush(QColor(style.INK)))
        self.caption.setZValue(20)
        self.addItem(self.caption)
        self._caption_anchor = QPointF((left + right) / 2, bottom + MARGIN + CAPTION_ROOM * 0.45)

    @staticmethod
    def _stamp_position(polygon: Iterable[tuple[float, float]],
                        frame: tuple[float, float, float, float]) -> QPointF:
        """Just outside the map edge, in the middle of the district's stretch of edge."""
        left, top, right, bottom = frame
        points = [scene_point(x, y) for x, y in polygon]
        xs, ys = [p.x() for p in points], [p.y() for p in points]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        out = STAMP_OUT
        on_left, on_right = min(xs) <= left + 1, max(xs) >= right - 1
        on_top, on_bottom = min(ys) <= top + 1, max(ys) >= bottom - 1
        x = left - out if on_left and not on_right else right + out if on_right else cx
        y = top - out if on_top and not on_bottom else bottom + out if on_bottom else cy
        if (on_left or on_right) and (on_top or on_bottom):  # a corner: sit on the diagonal
            x = left - out * 0.8 if on_left else right + out * 0.8
            y = top - out * 0.8 if on_top else bottom + out * 0.8
        return QPointF(x, y)

    def _badge_position(self, station_id: str) -> QPointF:
        """Beside the departure station, in the diagonal gap farthest from its guides."""
        station = self.map.stations[station_id]
        centre = scene_point(station.x, station.y)
        headings = []
        for _other, track_id in self.map.neighbours(station_id):
            path = self.map.tracks[track_id].path
            near = path[1] if (path[0][0], path[0][1]) == (station.x, station.y) else path[-2]
            headings.append(math.atan2(near[1] - station.y, near[0] - station.x))

        def clearance(angle: float) -> float:
            gaps = [abs(math.remainder(angle - heading, math.tau)) for heading in headings]
            return min(gaps, default=math.pi)

        candidates = [math.radians(a) for a in range(-180, 180, 15)]
        best = max(candidates, key=lambda a: (round(clearance(a), 3), -abs(a + math.pi / 4)))
        return centre + QPointF(math.cos(best), math.sin(best)) * BADGE_DISTANCE

    # -- re-projecting the state ---------------------------------------------------------------

    def _on_changed(self, _events: list) -> None:
        self.refresh()

    def _on_controller_state(self, _value: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        state = self._state = self.controller.view()
        seat = self.focus.sheet_seat()
        seat = seat if 0 <= seat < state.players else 0
        acting = self.focus.acting_seat()
        if acting != self._seat:
            self.selected = None
        self._seat = acting
        self._pencil = state.pencil(seat) if not state.is_over() else self._pencil
        self._show_sheet(state, seat)
        self._show_choices(state, acting)
        self._show_caption(state, seat)

    def _show_sheet(self, state: Any, seat: int) -> None:
        sheet = state.sheet(seat)
        riders: dict[str, list[str]] = {}
        for line in sheet.lines_in_order():
            for track_id in line.tracks:
                riders.setdefault(track_id, []).append(line.pencil)
        wanted: dict[tuple[str, str], tuple[list[QPointF], float]] = {}
        for track_id, pencils in riders.items():
            track = self.map.tracks[track_id]
            points = track_points(track.path)
            if track.green:
                side = self._outward(points)
                for pencil in pencils:
                    wanted[pencil, track_id] = (
                        offset_polyline(points, side * GREEN_DOUBLE_OFFSET), SHARED_LINE_WIDTH)
            elif len(pencils) == 1:
                wanted[pencils[0], track_id] = (points, LINE_WIDTH)
            else:
                for index, pencil in enumerate(pencils):
                    shift = SHARED_OFFSET * (2 * index - (len(pencils) - 1))
                    wanted[pencil, track_id] = (offset_polyline(points, shift), SHARED_LINE_WIDTH)
        for key in list(self._sections):
            if key not in wanted:
                self.removeItem(self._sections.pop(key))
        for key, (points, width) in wanted.items():
            item = self._sections.get(key)
            if item is not None and item.width == width and item.points == points:
                continue
            if item is not None:
                self.removeItem(item)
            item = SectionItem(key[0], key[1], points, width)
            self.addItem(item)
            self._sections[key] = item
        lines_at = scoring.lines_at_stations(self.map, sheet.lines_in_order())
        stamped = set(scoring.stamped_districts(self.map, lines_at))
        for district_id, stamp in self.stamps.items():
            stamp.set_earned(district_id in stamped)
        doubled = {station for line in sheet.lines_in_order() for station in line.doubled}
        for station_id, item in self.stations.items():
            item.set_doubled(station_id in doubled)
        for pencil, badge in self.badges.items():
            number = next((r + 1 for r in range(state.rounds)
                           if pencil_for(seat, r) == pencil), None)
            active = not state.is_over() and pencil == state.pencil(seat)
            badge.show_number(number, active)

    def _outward(self, points: list[QPointF]) -> float:
        """+1 or -1: the side of an arc's left normal that points away from the map's centre."""
        width, height = self.map.size
        centre = scene_point((width - 1) / 2, (height - 1) / 2)
        middle = points[len(points) // 2]
        moved = offset_polyline(points, 1.0)[len(points) // 2]
        before = (middle - centre).manhattanLength()
        return 1.0 if (moved - centre).manhattanLength() >= before else -1.0

    def _show_choices(self, state: Any, seat: int | None) -> None:
        draws: list[Action] = []
        if seat is not None:
            draws = [a for a in state.legal_actions(seat) if a.kind == "draw"]
        starts: list[str] = []
        for action in draws:
            if action["frm"] not in starts:
                starts.append(action["frm"])
        self.starts = tuple(starts)
        if self.selected not in self.starts:
            self.selected = None
        if self.selected is None and len(self.starts) == 1:
            self.selected = self.starts[0]
        self.targets = frozenset(a["to"] for a in draws if a["frm"] == self.selected)
        pencil = state.pencil(seat) if seat is not None else self._pencil
        for station_id, item in self.stations.items():
            if station_id == self.selected:
                mode = SELECTED
            elif station_id in self.targets:
                mode = TARGET
            elif station_id in self.starts:
                mode = START
            else:
                mode = PLAIN
            item.set_mode(mode, pencil)
        animate = bool(self.targets) and self.controller.animation_factor > 0
        if animate and self._pulse.state() != QVariantAnimation.State.Running:
            self._pulse.start()
        elif not animate:
            self._pulse.stop()
            self._on_pulse(1.0)
        if self.hovered is not None:
            self.station_hovered(self.hovered, True)
        else:
            self._clear_preview()
            self.focus.set_hint(self._idle_hint(state, seat))
        self.retranslate_tooltips()

    @property
    def pulsing(self) -> bool:
        return self._pulse.state() == QVariantAnimation.State.Running

    def _on_pulse(self, value: float) -> None:
        for station_id in self.targets:
            self.stations[station_id].set_pulse(float(value))

    def _show_caption(self, state: Any, seat: int) -> None:
        names = self.controller.seat_names
        name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        self.caption.setText(fill(texts.caption_text(), name))
        rect = self.caption.boundingRect()
        self.caption.setPos(self._caption_anchor - QPointF(rect.width() / 2, rect.height() / 2))

    # -- the interaction -----------------------------------------------------------------------

    def _idle_hint(self, state: Any, seat: int | None) -> str:
        if self.controller.resolution_held():
            return self._confirm_hint()
        if seat is None:
            return ""
        if state.pending_straight_on(seat) is not None:
            return texts.hint_straight_on() if self.targets else texts.hint_straight_on_blocked()
        if not self.starts:
            return texts.hint_no_section()
        if self.selected is None:
            return texts.hint_choose_start()
        return texts.hint_choose_target()

    def _confirm_hint(self) -> str:
        """Everybody has decided and the next card waits for the player: point to Undo only
        when it works (not right after loading a game, whose moves are all final)."""
        return texts.hint_confirm() if self.controller.can_undo() else texts.hint_confirm_final()

    def station_clicked(self, station_id: str) -> None:
        seat = self._seat
        if seat is None:
            return
        if self.selected is not None and station_id in self.targets:
            self.controller.submit(seat, draw(self.selected, station_id))
            return
        if station_id in self.starts:
            if station_id == self.selected and len(self.starts) > 1:
                self.selected = None
            else:
                self.selected = station_id
            self._show_choices(self._state, seat)
            return
        reason = self._reason(station_id)
        if reason:
            self.focus.set_hint(reason)

    def station_hovered(self, station_id: str, entered: bool) -> None:
        self.stations[station_id].set_blocked(False)
        if not entered:
            if self.hovered == station_id:
                self.hovered = None
                self._clear_preview()
                self.focus.set_hint(self._idle_hint(self._state, self._seat))
            return
        self.hovered = station_id
        item = self.stations[station_id]
        if self._seat is None:  # nothing to draw: the hint says why (e.g. the next card waits)
            item.setToolTip(self.tooltip_for(station_id))
            self.focus.set_hint(self._idle_hint(self._state, None))
            return
        if self.selected is not None and station_id in self.targets:
            self._show_preview(self.selected, station_id)
            self.focus.set_hint(texts.hint_draw_here())
        else:
            self._clear_preview()
            reason = self._reason(station_id)
            item.set_blocked(bool(reason))
            self.focus.set_hint(reason or self._idle_hint(self._state, self._seat))
        item.setToolTip(self.tooltip_for(station_id))

    def _reason(self, station_id: str) -> str | None:
        """Why the station cannot be clicked now (translated), or None if it can."""
        if self.controller.resolution_held():
            return self._confirm_hint()
        seat = self._seat
        if seat is None or station_id in self.targets or station_id in self.starts:
            return None
        if self.selected is None:
            if not self.starts:
                return texts.hint_no_section()
            if station_id in self._state.legal_starts(seat):
                return texts.hint_dead_end()
            return self.controller.explain(seat, draw(station_id, station_id)) or (
                texts.hint_choose_start())
        return self.controller.explain(seat, draw(self.selected, station_id))

    def tooltip_for(self, station_id: str) -> str:
        station = self.map.stations[station_id]
        description = texts.station_text(station, self.map.districts[station.district])
        if self.stations[station_id].doubled:
            description += "\n" + texts.doubled_text()
        if self._seat is None:
            return description
        if station_id in self.targets:
            return f"{texts.hint_draw_here()}\n{description}"
        if station_id in self.starts:
            return f"{texts.hint_start_here()}\n{description}"
        reason = self._reason(station_id)
        return f"{reason}\n{description}" if reason else description

    def _show_preview(self, frm: str, to: str) -> None:
        track = self.map.track_between(frm, to)
        if track is None:
            return
        pencil = self._state.pencil(self._seat) if self._seat is not None else self._pencil
        if self._preview is not None and self._preview.key == (pencil, track.id):
            return
        self._clear_preview()
        self._preview = SectionItem(pencil, track.id, track_points(track.path), preview=True)
        self.addItem(self._preview)

    def _clear_preview(self) -> None:
        if self._preview is not None:
            self.removeItem(self._preview)
            self._preview = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A right click anywhere lets go of the chosen start (when there is a choice)."""
        if (event.button() == Qt.MouseButton.RightButton and self.selected is not None
                and len(self.starts) > 1):
            self.selected = None
            self._show_choices(self._state, self._seat)
            event.accept()
            return
        super().mousePressEvent(event)

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Re-label every item: the caption, the hint and all tooltips."""
        self._show_caption(self._state, self.focus.sheet_seat())
        self._show_choices(self._state, self._seat)  # the hint and every tooltip

    def retranslate_tooltips(self) -> None:
        for station_id, item in self.stations.items():
            item.setToolTip(self.tooltip_for(station_id))
        for district_id, stamp in self.stamps.items():
            stamp.setToolTip(texts.stamp_text(self.map.districts[district_id], stamp.earned))
        for pencil, badge in self.badges.items():
            badge.setToolTip(texts.badge_text(badge.number, pencil))

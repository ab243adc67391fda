"""The board of Next Station: Tokyo: one player's map sheet as a QGraphicsScene.

The scene is built once from the map (districts, guides, the green loop, stations) and re-projected
from ``table.view()`` on every change: the drawn lines of the shown sheet, the tourist stamps it
earned, and which stations can be clicked. Every station a section can reach from any start of the
line is lit at once, and one click on it draws the section; only when more than one start reaches
it does the board ask, by lighting those starts for the next click. Clicking a start first narrows
the lit targets to its own. Hovering any other station says beside it why it is not possible, and
the keyboard can do all of it (arrows or Tab, then Enter or Space). With the shared objectives
in play their cards lie beside the map (``objectives``), marked for the shown sheet; one it has
just met glows while the hero announces it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from tabibito.engine import Action
from tabibito.games.nextstation import scoring
from tabibito.games.nextstation.tokyo_map import PENCILS, TokyoMap

from ..kit import style
from ..kit.animation import animate
from ..kit.board import BoardSceneBase, ClickableItem
from ..kit.chooser import TagItem
from ..kit.i18n import fill
from . import reasons, rules_links, texts
from .items import (
    ASKED,
    CANDIDATE,
    LINE_WIDTH,
    PLAIN,
    SELECTED,
    SHARED_LINE_WIDTH,
    SHARED_OFFSET,
    START,
    STATION_HIT,
    TARGET,
    UNIT,
    Z_TAG,
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
from .landmarks import LandmarkItem, landmark_spots
from .motion import FLASH_MS, ObjectiveWatch
from .objectives import COLUMN_WIDTH, ObjectiveCard, ObjectiveColumn
from .round_end import RoundEnd
from .sheet_focus import confirm_hint, focus_for, no_section_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from ..plugin_api import Table

MARGIN = 0.9 * UNIT  # room around the map for the stamps
CAPTION_ROOM = 0.5 * UNIT  # and below them for the caption
STAMP_OUT = 0.46 * UNIT  # how far outside the map edge the stamps sit
BADGE_DISTANCE = 0.44 * UNIT
GREEN_DOUBLE_OFFSET = 9.0  # a line doubling a green arc runs beside it, on the outer side
STROKE_MS = 220  # the pencil's stroke: this long for a start, and STROKE_MS_PER_UNIT per lattice step
STROKE_MS_PER_UNIT = 160


def draw(frm: str, to: str) -> Action:
    return Action.of("draw", frm=frm, to=to)


class NextStationBoard(BoardSceneBase[str]):
    """The map sheet of the shown seat; see the module docstring. Its targets: the stations, by
    id. It shows another player's sheet on request (plugin_api.SeatFocus)."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(table, parent)
        self.focus = focus_for(table)
        self._state = self.view()  # the view of the last refresh, for hovers
        self.map: TokyoMap = self._state.map
        self.selected: str | None = None  # the start the player chose (or the only one)
        self.starts: tuple[str, ...] = ()
        self.reach: dict[str, tuple[str, ...]] = {}  # every legal target: the starts reaching it
        self.targets: frozenset[str] = frozenset()  # the lit targets (of the chosen start, if any)
        self.asking: str | None = None  # a clicked target that more than one start reaches
        self.candidates: tuple[str, ...] = ()  # those starts, one of which the next click picks
        self._tagged: str | None = None  # the station the reason tag speaks of (no tooltip then)
        self._seat: int | None = None  # the acting seat at the last refresh
        self._pencil = PENCILS[0]
        self._previews: list[SectionItem] = []
        self._sections: dict[tuple[str, str], SectionItem] = {}
        self.stations: dict[str, StationItem] = {}
        self.districts: dict[str, DistrictItem] = {}
        self.tracks: dict[str, GuideItem | GreenArcItem] = {}
        self._lines_at: dict[str, int] = {}  # lines at each station of the shown sheet, green too
        self.stamps: dict[str, StampItem] = {}
        self.badges: dict[str, LineBadgeItem] = {}
        self.landmarks: dict[str, LandmarkItem] = {}
        self.objectives: ObjectiveColumn | None = None  # the shared objectives beside the map
        self._watch = ObjectiveWatch()
        self._newly_met: frozenset[str] = frozenset()  # by the last batch of events
        self._ending: RoundEnd | None = None  # the round's summary, once the board has a view
        self._build()
        self.focus.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- building the map once -----------------------------------------------------------------

    def _build(self) -> None:
        tokyo = self.map
        width, height = tokyo.size
        left, top = -0.5 * UNIT, -0.5 * UNIT
        right, bottom = (width - 0.5) * UNIT, (height - 0.5) * UNIT
        self._map_centre_x = (left + right) / 2
        objectives = tuple(self._state.objectives)
        column = COLUMN_WIDTH if objectives else 0.0  # the shared objectives lie beside the map
        self.setSceneRect(QRectF(left - MARGIN, top - MARGIN, right - left + 2 * MARGIN + column,
                                 bottom - top + 2 * MARGIN + CAPTION_ROOM))
        if objectives:
            self.objectives = ObjectiveColumn(objectives, right + MARGIN, top - 14)
            for item in self.objectives.items():
                self.addItem(item)
        self.setBackgroundBrush(style.paper_brush())
        sheet = QGraphicsRectItem(QRectF(left - 14, top - 14, right - left + 28, bottom - top + 28))
        sheet.setBrush(QBrush(QColor(style.CARD)))
        sheet.setPen(QPen(QColor(style.INK), 3.0))
        sheet.setZValue(-1)
        self.addItem(sheet)
        self._add_map(tokyo)
        self._add_margins(tokyo, (left, top, right, bottom))
        self._add_landmarks()
        self.reason_tag = TagItem(Z_TAG)
        self.addItem(self.reason_tag)
        self.caption = QGraphicsSimpleTextItem()
        self.caption.setFont(style.font(40, bold=True))
        self.caption.setBrush(QBrush(QColor(style.INK)))
        self.caption.setZValue(20)
        self.addItem(self.caption)
        self._caption_anchor = QPointF((left + right) / 2, bottom + MARGIN + CAPTION_ROOM * 0.45)

    def _add_map(self, tokyo: TokyoMap) -> None:
        """The districts, the guides and the green loop, and the stations."""
        for district in tokyo.districts.values():
            area = DistrictItem(district.id, district.kind, district.polygon)
            rules_links.link(area, rules_links.DISTRICTS)
            self.addItem(area)
            self.districts[district.id] = area
        for track in tokyo.tracks.values():
            points = track_points(track.path)
            guide = GreenArcItem(track.id, points) if track.green else GuideItem(track.id, points)
            rules_links.link(guide, rules_links.GREEN_LOOP if track.green else rules_links.GUIDE)
            self.addItem(guide)
            self.tracks[track.id] = guide
        for station in tokyo.stations.values():
            item = StationItem(station.id, station.symbol, station.green, station.start)
            item.setPos(scene_point(station.x, station.y))
            self.addItem(item)
            self.stations[station.id] = item

    def _add_margins(self, tokyo: TokyoMap, frame: tuple[float, float, float, float]) -> None:
        """The tourist stamps outside the map's edge and the line badges by the departures."""
        for district in tokyo.edge_districts():
            stamp = StampItem(district.id, district.stamp)
            stamp.setPos(self._stamp_position(district.polygon, frame))
            rules_links.link(stamp, rules_links.STAMPS)
            self.addItem(stamp)
            self.stamps[district.id] = stamp
        for pencil, station_id in tokyo.starts.items():
            badge = LineBadgeItem(pencil)
            badge.setPos(self._badge_position(station_id))
            rules_links.link(badge, rules_links.BADGE)
            self.addItem(badge)
            self.badges[pencil] = badge

    def _add_landmarks(self) -> None:
        badges = tuple((b.pos().x(), b.pos().y()) for b in self.badges.values())
        for name, (x, y, scale) in landmark_spots(self.map, badges).items():
            item = LandmarkItem(name, scale)
            item.setPos(x, y)
            self.addItem(item)
            self.landmarks[name] = item

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

    def _on_changed(self, events: list) -> None:
        self.refresh()
        for event in events:
            if event.kind == "section_drawn" and event.params.get("seat") == self._sheet_seat():
                self._stroke(event.params)
        met = [card for card in self.objective_cards() if card.key in self._newly_met]
        if events and met:  # queued after the pencil's stroke of the line that met it
            animate(self.table, FLASH_MS, lambda progress: self._celebrate(met, progress))
        ending = self._round_end()
        if events and ending is not None:
            ending.show_round(self._state, self._sheet_seat(), events)

    def _round_end(self) -> RoundEnd | None:
        """The round's summary over the view the board is shown in (none before it is)."""
        views = self.views()
        if not views:
            return None
        if self._ending is None or self._ending.summary.parent() is not views[0]:
            self._ending = RoundEnd(self.table, views[0], self)
        return self._ending

    def _celebrate(self, cards: list[ObjectiveCard], progress: float) -> None:
        for card in cards:
            card.set_glow(progress)
        self.focus.celebrating.emit(progress)

    def objective_cards(self) -> list[ObjectiveCard]:
        return self.objectives.cards if self.objectives is not None else []

    def _sheet_seat(self) -> int:
        seat = self.focus.sheet_seat()
        return seat if 0 <= seat < self._state.players else 0

    def refresh(self) -> None:
        state = self._state = self.view()
        seat = self._sheet_seat()
        acting = self.focus.acting_seat()
        if acting != self._seat:
            self.selected = None
        self._seat = acting
        self.asking = None  # a new state asks anew
        self._pencil = state.pencil(seat) if not state.is_over() else self._pencil
        self._show_sheet(state, seat)
        self._show_objectives(state, seat)
        self._show_choices(state, acting)
        self._show_caption(state, seat)

    def _show_objectives(self, state: Any, seat: int) -> None:
        """Which shared objectives the shown sheet has met, and which of them are new since the
        last batch (those glow)."""
        lines = state.sheet(seat).lines_in_order()
        met = frozenset(scoring.achieved_objectives(self.map, lines, state.objectives))
        self._newly_met = self._watch.update(seat, met)
        if self.objectives is not None:
            self.objectives.show(met)

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
            drawn = self._sections.get(key)
            if drawn is not None and drawn.width == width and drawn.points == points:
                continue
            if drawn is not None:
                self.removeItem(drawn)
            drawn = SectionItem(key[0], key[1], points, width)
            self.addItem(drawn)
            self._sections[key] = drawn
        lines_at = scoring.lines_at_stations(self.map, sheet.lines_in_order())
        self._lines_at = dict(lines_at)
        for station_id, item in self.stations.items():
            rules_links.link(item, self.station_section(station_id))
        stamped = set(scoring.stamped_districts(self.map, lines_at))
        for district_id, stamp in self.stamps.items():
            stamp.set_earned(district_id in stamped)
        doubled = {station for line in sheet.lines_in_order() for station in line.doubled}
        for station_id, item in self.stations.items():
            item.set_doubled(station_id in doubled)
        for pencil, badge in self.badges.items():
            number = next((r + 1 for r in range(state.rounds)
                           if state.pencil_in(seat, r) == pencil), None)
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

    def _stroke(self, params: dict) -> None:
        """The new section grows from its start to its end, like a pencil stroke."""
        item = self._sections.get((params.get("pencil", ""), params.get("track", "")))
        queue = getattr(self.table, "animations", None)
        if item is None or queue is None or not hasattr(queue, "play"):
            return  # no queue to follow the speed setting: no motion
        track = self.map.tracks[item.key[1]]
        item.reverse = params.get("frm") == track.b  # a track's path runs from a to b
        length = item.path.length() / UNIT
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(int(STROKE_MS + STROKE_MS_PER_UNIT * length))
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(item.set_progress)
        item.set_progress(0.0)
        queue.play(animation)

    def _show_choices(self, state: Any, seat: int | None) -> None:
        draws: list[Action] = []
        if seat is not None:
            draws = [a for a in state.legal_actions(seat) if a.kind == "draw"]
        reach: dict[str, list[str]] = {}
        for action in draws:
            reach.setdefault(action["to"], []).append(action["frm"])
        self.reach = {target: tuple(starts) for target, starts in reach.items()}
        starts = tuple(dict.fromkeys(action["frm"] for action in draws))
        if self.selected not in starts or starts != self.starts:
            self.selected = None  # another decision (a new card): no start chosen for it yet
        self.starts = starts
        if self.selected is None and len(self.starts) == 1:
            self.selected = self.starts[0]  # the only start: chosen already
        if self.asking not in self.reach:
            self.asking = None
        self.candidates = self.reach[self.asking] if self.asking is not None else ()
        self.targets = frozenset(target for target, starts in self.reach.items()
                                 if self.selected is None or self.selected in starts)
        self._show_modes(state, seat)
        self.targets_changed()
        self.retranslate_tooltips()

    def _show_modes(self, state: Any, seat: int | None) -> None:
        pencil = state.pencil(seat) if seat is not None else self._pencil
        for station_id, item in self.stations.items():
            item.set_mode(self._mode(station_id), pencil)

    def _mode(self, station_id: str) -> str:
        if station_id == self.asking:
            return ASKED
        if station_id in self.candidates:
            return CANDIDATE
        if station_id == self.selected and len(self.starts) > 1:
            return SELECTED  # chosen by the player, so the targets are its own
        if station_id in self.targets:
            return TARGET
        if station_id == self.selected or station_id in self.starts:
            return START
        return PLAIN

    def focusable(self) -> list[str]:
        """The stations the keyboard visits, in reading order: the lit ones, and the starts when
        there is more than one to choose from (the only start is chosen already)."""
        lit = set(self.candidates) | set(self.targets)
        if len(self.starts) > 1:
            lit |= set(self.starts)
        points = {s: self.stations[s].pos() for s in lit}
        return sorted(lit, key=lambda s: (round(points[s].y()), points[s].x()))

    def lit_items(self) -> list[StationItem]:
        return [self.stations[station] for station in self.targets | set(self.candidates)]

    def _show_caption(self, state: Any, seat: int) -> None:
        names = self.table.seat_names
        name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        self.caption.setText(fill(texts.caption_text(), name))
        rect = self.caption.boundingRect()
        self.caption.setPos(self._caption_anchor - QPointF(rect.width() / 2, rect.height() / 2))

    # -- the interaction -----------------------------------------------------------------------

    def _idle_hint(self, state: Any, seat: int | None) -> str:
        if self.table.resolution_held():
            return self._confirm_hint()
        if seat is None:
            return ""
        straight_on = state.pending_straight_on(seat) is not None
        blocked = no_section_text(state, seat, straight_on)  # the top bar's words too
        if blocked:
            return blocked
        if straight_on:
            return texts.hint_straight_on()
        if self.asking is not None:
            return reasons.choose_start()
        return reasons.idle_targets()

    def _confirm_hint(self) -> str:
        return confirm_hint(self.table)

    def target_item(self, key: str) -> StationItem | None:
        return self.stations.get(key)

    def activate(self, key: str) -> None:
        """A click on a station: draw to a target, pick a start, or say why not."""
        station_id, seat = key, self._seat
        if seat is None:
            return
        if self.asking is not None and station_id in self.candidates:
            self._draw(station_id, self.asking)
        elif station_id in self.targets:
            self._choose_target(station_id)
        elif station_id in self.starts:
            self._toggle_start(station_id)
        elif self.asking is not None:
            self._stop_asking()
        else:
            reason = self._reason(station_id)
            if reason:
                self.focus.set_hint(reason)

    def _choose_target(self, target: str) -> None:
        """One start reaches the target (or the player chose one): draw; more: ask which."""
        starts = self.reach[target]
        if self.selected in starts:
            starts = (self.selected,)
        if len(starts) == 1:
            self._draw(starts[0], target)
            return
        self.asking = target
        self._show_choices(self._state, self._seat)
        if self.key_focus is not None:  # the keyboard goes on to the starts to pick from
            self.set_key_focus(starts[0])

    def _toggle_start(self, start: str) -> None:
        """Clicking a start narrows the lit targets to its own; clicking it again widens them."""
        if start == self.selected and len(self.starts) > 1:
            self.selected = None
        else:
            self.selected = start
        self.asking = None
        self._show_choices(self._state, self._seat)

    def _stop_asking(self) -> None:
        self.asking = None
        self._show_choices(self._state, self._seat)

    def _draw(self, frm: str, to: str) -> None:
        seat = self._seat
        if seat is not None:
            self.asking = None
            self.table.submit(seat, draw(frm, to))

    def point_at(self, item: ClickableItem[str]) -> None:
        self._point_at(item.key)

    def point_away(self) -> None:
        for item in self.stations.values():
            item.set_blocked(False)
        self._clear_preview()
        self._hide_tag()
        self.focus.set_hint(self._idle_hint(self._state, self._seat))

    def _point_at(self, station_id: str) -> None:
        """The mouse or the keyboard points at a station: preview what a click would draw, or
        say beside the station why nothing can be drawn there."""
        for item in self.stations.values():
            item.set_blocked(False)
        item = self.stations[station_id]
        item.setToolTip(self.tooltip_for(station_id))
        if self._seat is None:  # nothing to draw: say why (e.g. the next card waits)
            self._clear_preview()
            hint = self._idle_hint(self._state, None)
            self._show_tag(station_id, hint, refusal=True)
            self.focus.set_hint(hint)
            return
        sections = self._sections_from(station_id)
        if sections:
            self._show_previews(sections)
            question = self.asking is not None and station_id == self.asking
            self._show_tag(station_id, reasons.choose_start() if question else "", refusal=False)
            self.focus.set_hint(reasons.choose_start() if question else texts.hint_draw_here())
            return
        self._clear_preview()
        reason = self._reason(station_id)
        item.set_blocked(bool(reason) and station_id not in self.starts)
        # While the next card waits, the hint says so in the panel: no label over the new line.
        tag = "" if self.table.resolution_held() else reason or ""
        self._show_tag(station_id, tag, refusal=True)
        self.focus.set_hint(reason or self._idle_hint(self._state, self._seat))

    def _sections_from(self, station_id: str) -> list[tuple[str, str]]:
        """The sections a click on the station would draw or offer, as (start, target)."""
        if self.asking is not None and station_id in self.candidates:
            return [(station_id, self.asking)]
        if station_id in self.targets:
            starts = self.reach[station_id]
            return [(self.selected, station_id)] if self.selected in starts else [
                (start, station_id) for start in starts]
        if station_id in self.starts:
            return [(station_id, target) for target, starts in self.reach.items()
                    if station_id in starts]
        return []

    def _show_tag(self, station_id: str, text: str, *, refusal: bool) -> None:
        if not text:
            self._hide_tag()
            return
        if self._tagged not in (None, station_id):
            self._hide_tag()
        centre = self.stations[station_id].scenePos()
        to_left = centre.x() > self._map_centre_x  # open towards the map's middle
        side = -STATION_HIT if to_left else STATION_HIT
        self.reason_tag.show_text(text, centre + QPointF(side, 0), to_left=to_left,
                                  refusal=refusal)
        # The tag says it beside the cursor: a tooltip saying it again would linger over the
        # buttons after the cursor has gone on.
        self._tagged = station_id
        self.stations[station_id].setToolTip("")

    def _hide_tag(self) -> None:
        self.reason_tag.hide()
        tagged, self._tagged = self._tagged, None
        if tagged is not None and tagged in self.stations:
            self.stations[tagged].setToolTip(self.tooltip_for(tagged))

    def _reason(self, station_id: str) -> str | None:
        """Why the station cannot be clicked now (translated), or None if it can."""
        if self.table.resolution_held():
            return self._confirm_hint()
        seat = self._seat
        if seat is None or station_id in self.targets or station_id in self.candidates:
            return None
        if station_id in self.starts:
            if any(station_id in starts for starts in self.reach.values()):
                return None
            return texts.hint_dead_end()
        if not self.starts:
            return texts.hint_no_section()
        reason = self.why_not(station_id)
        return reason.text if reason is not None else None

    def why_not(self, station_id: str) -> reasons.Reason | None:
        """The engine's refusal for the station, tried from every start of the line."""
        if self._seat is None:
            return None
        return reasons.why_not(self._state, self._seat, station_id, self.starts)

    def tooltip_for(self, station_id: str) -> str:
        """What the station is, and what a click on it does, and the rules line. Why it cannot
        be clicked is the reason tag's to say (beside the cursor), never the tooltip's as well."""
        if station_id == self._tagged:
            return ""
        description = rules_links.hinted(self.station_description(station_id))
        if self._seat is None:
            return description
        if station_id in self.targets or station_id in self.candidates:
            return f"{texts.hint_draw_here()}\n{description}"
        if station_id in self.starts and self._reason(station_id) is None:
            return f"{texts.hint_start_here()}\n{description}"
        return description

    def station_description(self, station_id: str) -> str:
        """What the station is on the shown sheet, in brief: its symbol and district, the
        green loop or a departure, an interchange; a plain one says what its symbol is for."""
        station = self.map.stations[station_id]
        lines = [texts.station_text(station, self.map.districts[station.district])]
        if self.stations[station_id].doubled:
            lines.append(texts.doubled_text())
        meeting = self._lines_at.get(station_id, 0)
        if meeting >= scoring.STAMP_MIN_LINES:  # two lines meeting make an interchange
            lines.append(texts.PLURALS.lines_meet(meeting))
        if station.green:
            lines.append(texts.PLURALS.green_penalty(scoring.GREEN_MISS_PENALTY))
        if self.station_section(station_id) == rules_links.STATIONS:
            lines.append(texts.station_rules_text())
        return "\n".join(lines)

    def station_section(self, station_id: str) -> str:
        """The rules section F1 opens over the station: what matters most about it."""
        station = self.map.stations[station_id]
        if self._lines_at.get(station_id, 0) >= scoring.STAMP_MIN_LINES:
            return rules_links.INTERCHANGE
        if station.start is not None:
            return rules_links.DEPARTURE
        if station.green:
            return rules_links.GREEN_STATION
        return rules_links.STATIONS

    def _show_previews(self, sections: Sequence[tuple[str, str]]) -> None:
        pencil = self._state.pencil(self._seat) if self._seat is not None else self._pencil
        keys = [(pencil, track.id) for frm, to in sections
                if (track := self.map.track_between(frm, to)) is not None]
        if [item.key for item in self._previews] == keys:
            return
        self._clear_preview()
        for key in keys:
            item = SectionItem(pencil, key[1], track_points(self.map.tracks[key[1]].path),
                               preview=True)
            self.addItem(item)
            self._previews.append(item)

    def _clear_preview(self) -> None:
        for item in self._previews:
            self.removeItem(item)
        self._previews = []

    @property
    def _preview(self) -> SectionItem | None:
        """The first ghost section shown (the tests look for one)."""
        return self._previews[0] if self._previews else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A right click anywhere lets go of the question or of the chosen start."""
        if event.button() == Qt.MouseButton.RightButton and self._let_go():
            event.accept()
            return
        super().mousePressEvent(event)

    def _let_go(self) -> bool:
        if self.asking is not None:
            self._stop_asking()
            return True
        if self.selected is not None and len(self.starts) > 1:
            self.selected = None
            self._show_choices(self._state, self._seat)
            return True
        return False

    # -- the keyboard -------------------------------------------------------------------------
    #
    # Enter or Space on a start chooses it, and the cursor goes on to the start's first target,
    # so that the next Enter draws the section. Escape lets go of the question or of the chosen
    # start first.

    def activate_by_key(self, key: str) -> None:
        choosing = key in self.starts and key not in self.targets and key not in self.candidates
        self.activate(key)
        if choosing and self.selected == key:
            order = [station for station in self.focusable() if station in self.targets]
            if order:
                self.set_key_focus(order[0])

    def can_back_out(self) -> bool:
        return (self.asking is not None or (self.selected is not None and len(self.starts) > 1)
                or super().can_back_out())

    def back_out(self) -> None:
        if not self._let_go():
            super().back_out()

    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s sheet, read only (plugin_api.SeatFocus); None: the shown seat's."""
        self.focus.choose(seat)

    # -- what a tutorial's lesson points at (plugin_api.TutorialTargets) -------------------------

    def tutorial_target(self, key: str) -> QGraphicsItem | QRectF | None:
        """``station:<id>`` and ``stamp:<district>``: that station or tourist stamp;
        ``section:<from>-<to>``: both ends of a section (so that nothing covers either);
        ``departure``: the departure station of the pencil drawing now. None for any other
        key (the panel's) or a station the map does not have."""
        kind, _, name = key.partition(":")
        if kind == "station":
            return self.stations.get(name)
        if kind == "stamp":
            return self.stamps.get(name)
        if kind == "section":
            ends = [self.stations.get(station) for station in name.split("-")]
            first, second = ends if len(ends) == 2 else (None, None)
            if first is None or second is None:
                return None
            return first.sceneBoundingRect().united(second.sceneBoundingRect())
        if key == "departure":
            return self.stations.get(self.map.starts.get(self._pencil, ""))
        return None

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Re-label every item: the caption, the hint and all tooltips."""
        self._show_caption(self._state, self.focus.sheet_seat())
        self._label_map()
        if self.objectives is not None:
            self.objectives.retranslate()
        self._show_choices(self._state, self._seat)  # the hint and every tooltip

    def _label_map(self) -> None:
        """The tooltips of what never changes on the map: districts, guides, the green loop."""
        for district_id, district in self.districts.items():
            district.setToolTip(rules_links.hinted(
                texts.district_text(self.map.districts[district_id].kind)))
        for item in self.tracks.values():
            item.setToolTip(rules_links.hinted(
                texts.green_loop_text() if isinstance(item, GreenArcItem) else texts.guide_text()))

    def retranslate_tooltips(self) -> None:
        for station_id, item in self.stations.items():
            item.setToolTip(self.tooltip_for(station_id))
        for district_id, stamp in self.stamps.items():
            stamp.setToolTip(rules_links.hinted(
                texts.stamp_text(self.map.districts[district_id], stamp.earned)))
        for pencil, badge in self.badges.items():
            badge.setToolTip(rules_links.hinted(texts.badge_text(badge.number, pencil)))

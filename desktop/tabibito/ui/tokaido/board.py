"""The board of Tokaido: the road from Kyoto to Edo as a QGraphicsScene, and the score track
around it.

The scene is built once from the road (``view.rules.road``: on the Return trip it runs the other
way) and re-projected from ``table.view()`` on every change: where each pawn stands, who moves
now, the stops the moving traveller may choose, and every seat's points on the track. The board
holds no copy of the state; the walk of a pawn along the road and the glide of a score marker are
decoration on top, played through the table's animation queue, and after it (or with motion off)
the projected state shows.

When the shown seat must move, the stops it may choose are lit and a click moves there. Hovering
any stop says what it gives and, if the traveller may not stop there now, why (the rules' own
reason through ``table.explain``); clicking such a stop says so and flashes it. The keyboard can
do it too: the arrows go through the lit stops, Enter moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from tabibito.engine import Action, Event
from tabibito.games.tokaido import offers

from ..kit import style
from ..kit.animation import animate
from ..kit.board import BoardSceneBase, ClickableItem, unparent
from ..kit.bubble import RING_MARGIN
from ..kit.i18n import fill
from . import colours, inn_arrival, rules_links, texts
from .road_items import (
    BackdropItem,
    InnLabelItem,
    InnQueueItem,
    NameTagItem,
    PawnItem,
    RoadItem,
    StopItem,
    StopLabelItem,
    hop,
)
from .road_layout import (
    END_LABEL_DROP,
    END_QUEUE_FOOT,
    INN_RADIUS,
    OFF_ROAD,
    SLOT_RADIUS,
    TURN_LABEL_RISE,
    RoadLayout,
)
from .supply import SupplyStripItem
from .track_items import ScoreMarkerItem, ScoreTrackItem, TempleTallyItem

if TYPE_CHECKING:
    from ..plugin_api import Table

MOVE = "move"
WALK_MS_PER_STOP = 120  # a pawn's walk: this long for each stop it passes, at speed 1
WALK_MIN_MS = 260
SHUFFLE_MS = 260  # pawns changing places at a stop
GLIDE_MS = 450  # a score marker gliding to its new total
TRACK_POINTS = 100  # the score track's length; it grows by TRACK_GROWTH when a total passes it
TRACK_GROWTH = 50
MARKER_STEP = 24.0  # markers on the same total sit side by side, into the board
NAME_RISE = 76.0  # the mover's name tag above its feet
TALLY_AT = QPointF(800.0, 990.0)  # the temple tally, under the last row
SUPPLY_AT = QPointF(1190.0, 990.0)  # the Crossroads supply, right of the tally


def move(stop: int) -> Action:
    return Action.of(MOVE, stop=stop)


def click_hint() -> str:
    #: in the label beside a stop of the road that the moving traveller may choose now
    return QCoreApplication.translate("Tokaido", "Click to stop here.")


def initial_of(name: str) -> str:
    name = name.strip()
    return name[0].upper() if name else ""


def seat_marks(names: list[str], seats: int) -> list[str]:
    """What each seat's pawn and marker show: the name's initial, or the seat number when two
    names share an initial ("Player 1", "Player 2") and the initials would tell nobody apart."""
    initials = [initial_of(names[seat]) if seat < len(names) else "" for seat in range(seats)]
    if all(initials) and len(set(initials)) == len(initials):
        return initials
    return [str(seat + 1) for seat in range(seats)]


def seat_totals(view: Any, seats: int) -> list[int]:
    """The totals the score track shows: the engine's live scores (the traveller's bonus and,
    at Edo, the end bonuses included), the same numbers as the scoreboard."""
    scores = view.live_scores()
    return list(scores.totals) if scores is not None else [0] * seats


def track_length(totals: list[int]) -> int:
    """The score track: 0..100, and longer by steps once a total passes its end."""
    length = TRACK_POINTS
    while totals and max(totals) >= length:
        length += TRACK_GROWTH
    return length


Track = Callable[[float], tuple[QPointF, float]]  # progress -> (where a pawn is, its hop)


def _stepping(item: PawnItem, start: QPointF, end: QPointF, duration: int,
              own: int) -> tuple[PawnItem, Track]:
    """A pawn stepping aside from ``start`` to ``end`` in the last ``own`` ms of a motion of
    ``duration`` ms (as the walker arrives)."""
    share = min(1.0, own / max(duration, 1))

    def track(progress: float) -> tuple[QPointF, float]:
        t = max(0.0, (progress - (1.0 - share)) / share)
        return start + (end - start) * t, 0.0

    return item, track


class TokaidoBoard(BoardSceneBase[int]):
    """The road and the score track; see the module docstring. Its targets: the stops, by
    index."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(table, parent)
        self._view = self.view()  # the view of the last refresh, for hovers and clicks
        rules = self._view.rules
        self.road = rules.road
        self.layout = RoadLayout(rules.kinds, rules.road.inns, rules.pawns)
        self.neutral: int | None = rules.neutral
        self.stops: list[StopItem] = []
        self.pawns: list[PawnItem] = []
        self.markers: list[ScoreMarkerItem] = []
        self.inn_labels: dict[int, InnLabelItem] = {}
        self.lit: dict[int, list[Action]] = {}  # stop -> the move actions onto it
        self.seat: int | None = None  # the seat choosing a stop now
        self.refused: tuple[int, str] | None = None  # the last refused click and its reason
        self._build(rules)
        self.retranslate()
        self.refresh()

    # -- building the board once ---------------------------------------------------------------

    def _build(self, rules: Any) -> None:
        self.setSceneRect(self.layout.rect)
        self.setBackgroundBrush(style.paper_brush())
        self.addItem(BackdropItem(self.layout))
        self.track = ScoreTrackItem(self.layout)
        rules_links.link(self.track, rules_links.SCORE_TRACK)
        self.addItem(self.track)
        self.addItem(RoadItem(self.layout.road_path()))
        for index, kind in enumerate(rules.kinds):
            double = kind != "inn" and rules.capacity[index] >= 2
            item = StopItem(index, kind, double)
            item.setPos(self.layout.centres[index])
            rules_links.link(item, rules_links.stop_section(kind))
            self.addItem(item)
            self.stops.append(item)
        for inn in rules.road.inns:
            self._add_inn_label(inn)
        for pawn in range(rules.pawns):
            figure = PawnItem(pawn, colours.pawn_colour(pawn, self.neutral))
            rules_links.link(figure, rules_links.PAWNS)
            self.addItem(figure)
            self.pawns.append(figure)
        for seat in range(rules.players):
            marker = ScoreMarkerItem(seat, colours.seat_colour(seat))
            rules_links.link(marker, rules_links.SCORE_TRACK)
            self.addItem(marker)
            self.markers.append(marker)
        self.temples = TempleTallyItem()
        self.temples.setPos(TALLY_AT)
        rules_links.link(self.temples, rules_links.TEMPLE_TALLY)
        self.addItem(self.temples)
        self.supply = SupplyStripItem()
        self.supply.setPos(SUPPLY_AT)
        self.addItem(self.supply)
        self.name_tag = NameTagItem()
        self.addItem(self.name_tag)
        self.label = StopLabelItem()
        self.addItem(self.label)

    def _add_inn_label(self, inn: int) -> None:
        """Under the two ends of the road; inside the bend at a turn, where the road leaves
        room."""
        centre = self.layout.centres[inn]
        if not self.layout.is_turn(inn):
            label = InnLabelItem(Qt.AlignmentFlag.AlignHCenter)
            label.setPos(centre + QPointF(0, END_QUEUE_FOOT + END_LABEL_DROP))
        elif self.layout.turns_right(inn):
            label = InnLabelItem(Qt.AlignmentFlag.AlignRight)
            label.setPos(centre - QPointF(INN_RADIUS + 12, TURN_LABEL_RISE))
        else:
            label = InnLabelItem(Qt.AlignmentFlag.AlignLeft)
            label.setPos(centre + QPointF(INN_RADIUS + 12, -TURN_LABEL_RISE))
        rules_links.link(label, rules_links.INNS)
        self.addItem(label)
        self.addItem(InnQueueItem(self.layout, inn))
        self.inn_labels[inn] = label

    def _show_initials(self) -> None:
        """Each seat's initial on its pawn and marker (the neutral pawn has none)."""
        marks = seat_marks(list(self.table.seat_names), len(self.markers))
        for seat, marker in enumerate(self.markers):
            marker.set_initial(marks[seat])
            self.pawns[seat].set_initial(marks[seat])

    # -- re-projecting the state ---------------------------------------------------------------

    def _on_changed(self, events: list[Event]) -> None:
        places = {item.pawn: item.place for item in self.pawns}
        starts = {item.pawn: item.pos() for item in self.pawns}
        values = [marker.value for marker in self.markers]
        self.refresh()
        if events:
            self._walk(events, places, starts)
            self._glide_markers(values)
            inn_arrival.mark(self, events, self.road, self.stops)  # an inn reached: its moment, after the walk

    def refresh(self) -> None:
        view = self._view = self.view()
        self._project_pawns(view)
        self._project_scores(view)
        self._show_mover(view)
        self._project_choices(view)

    def _project_pawns(self, view: Any) -> None:
        """Every pawn at its stop and slot; a pawn walking there now walks on."""
        for item in self.pawns:
            if item.pawn < len(view.journeys):  # the neutral traveller has no portrait
                item.set_traveller(view.journeys[item.pawn].traveller)
            place = (view.stop[item.pawn], view.slot[item.pawn])
            if item.motion is not None and place == item.place:
                continue
            item.motion = None
            item.set_hop(0.0)
            item.place = place
            point = self._point(*place)
            item.set_depth(point.y())
            item.setPos(point)

    def _point(self, stop: int, slot: int) -> QPointF:
        """Where a pawn in ``slot`` of ``stop`` stands now; at an inn, in a row with those
        waiting there, in its numbered place of arrival."""
        view = self._view
        if self.stops[stop].kind != "inn":
            return self.layout.slot_point(stop, slot)
        here = sorted(view.slot[p] for p in range(len(view.stop)) if view.stop[p] == stop)
        rank = here.index(slot) if slot in here else len(here)
        return self.layout.slot_point(stop, rank)

    def _project_scores(self, view: Any) -> None:
        totals = seat_totals(view, len(self.markers))
        self.track.set_length(track_length(totals))
        for marker, total in zip(self.markers, totals, strict=True):
            marker.target = total
            marker.setToolTip(rules_links.hinted(self._marker_text(marker.seat, total)))
        for marker in self.markers:
            if marker.motion is None:
                marker.value = float(marker.target)
            self._place_marker(marker)
        self._project_temples(view)
        self.supply.show_supply(offers.crossroads_supply(view))

    def _project_temples(self, view: Any) -> None:
        """One stack per pawn: with two players the neutral traveller's coins rank too, in grey."""
        pawns = range(len(view.temple))
        self.temples.set_counts([(colours.pawn_colour(pawn, view.rules.neutral), view.temple[pawn])
                                 for pawn in pawns])
        lines = [texts.stop_name("temple")]
        lines += [self._seat_line(pawn, texts.coins_text(view.temple[pawn])) for pawn in pawns]
        lines.append(texts.temple_ranking_text())
        self.temples.setToolTip(rules_links.hinted("\n".join(lines)))

    def _marker_text(self, seat: int, total: int) -> str:
        return self._seat_line(seat, texts.points_text(total))

    def _seat_line(self, seat: int, amount: str) -> str:
        name = texts.pawn_name(seat, self.table.seat_names)
        #: a traveller's points or coins in a tooltip: %1 the name, %2 "12 points" or "3 coins"
        return fill(QCoreApplication.translate("Tokaido", "%1: %2"), name, amount)

    def _place_marker(self, marker: ScoreMarkerItem) -> None:
        """On its total; markers sharing a total stand side by side, towards the board."""
        same = [m.seat for m in self.markers if m.target == marker.target]
        point = self.layout.track_point(marker.value, self.track.length)
        step = self.layout.inward(point) * MARKER_STEP
        marker.setPos(point + step * same.index(marker.seat))

    def _show_mover(self, view: Any) -> None:
        """The pawn that moves now is lifted, with a halo and its seat's name above it."""
        mover = view.actor if not view.is_over() and view.step() == MOVE else None
        for item in self.pawns:
            item.set_lifted(item.pawn == mover)
        if mover is None or not 0 <= mover < len(self.pawns):
            unparent(self.name_tag)
            self.name_tag.hide()
            return
        pawn = self.pawns[mover]
        self.name_tag.setParentItem(pawn)
        self.name_tag.setPos(0, -NAME_RISE)
        self.name_tag.show_name(texts.pawn_name(mover, self.table.seat_names), pawn.colour)

    def _acting_seat(self) -> int | None:
        """The shown seat, when it is the one choosing where a traveller goes."""
        prompt = self.table.prompt()
        if prompt is None or prompt.kind != MOVE or self.table.resolution_held():
            return None
        return self.table.shown_seat

    def _project_choices(self, view: Any) -> None:
        self.seat = seat = self._acting_seat()
        self.lit = {}
        if seat is not None:
            for action in view.legal_actions(seat):
                if action.kind == MOVE:
                    self.lit.setdefault(action["stop"], []).append(action)
        colour = self._lit_colour(view)
        for item in self.stops:
            item.set_lit(item.index in self.lit, colour)
        if self.refused is not None and (seat is None or self.refused[0] in self.lit):
            self.refused = None
        self.targets_changed()

    def _lit_colour(self, view: Any) -> QColor:
        """The moving pawn's colour; the pale neutral traveller's choices lit in indigo."""
        actor = view.actor
        if actor == self.neutral or not 0 <= actor < len(self.pawns):
            return QColor(style.INDIGO)
        return colours.pawn_colour(actor, self.neutral)

    # -- motion --------------------------------------------------------------------------------

    def _walk(self, events: list[Event], places: dict[int, tuple[int, int]],
              starts: dict[int, QPointF]) -> None:
        """Each pawn that moved walks the road to its new place, through every stop between;
        pawns that only changed places (making room at an inn) step over as it arrives."""
        legs: dict[int, list[tuple[int, int]]] = {}
        for event in events:
            if event.kind == "moved" and 0 <= event.params.get("pawn", -1) < len(self.pawns):
                params = event.params
                legs.setdefault(params["pawn"], []).append((params["stop"], params["slot"]))
        walkers = [item for item in self.pawns if item.pawn in legs]
        stepping = [(item, starts[item.pawn], item.pos()) for item in self.pawns
                    if item.pawn not in legs
                    and (item.pos() - starts[item.pawn]).manhattanLength() >= 1]
        for number, item in enumerate(walkers):
            last = number == len(walkers) - 1
            self._walk_pawn(item, places[item.pawn], legs[item.pawn], starts[item.pawn],
                            stepping if last else [])
        if not walkers and stepping:
            self._play(SHUFFLE_MS, [_stepping(*move, SHUFFLE_MS, SHUFFLE_MS)
                                    for move in stepping])

    def _walk_pawn(self, item: PawnItem, place: tuple[int, int], legs: list[tuple[int, int]],
                   start: QPointF, stepping: list[tuple[PawnItem, QPointF, QPointF]]) -> None:
        path, point, stops, passed = QPainterPath(start), start, place[0], 0
        for stop, slot in legs:
            end = self._point(stop, slot)
            path.connectPath(self.layout.walk_path(point, stops, stop, end))
            passed += abs(stop - stops)
            point, stops = end, stop
        length = path.length()
        if length < 1:
            return
        duration = max(WALK_MIN_MS, WALK_MS_PER_STOP * passed)

        def walking(progress: float) -> tuple[QPointF, float]:
            return path.pointAtPercent(path.percentAtLength(progress * length)), hop(
                progress, passed)

        tracks: list[tuple[PawnItem, Track]] = [(item, walking)]
        tracks += [_stepping(*move, duration, SHUFFLE_MS) for move in stepping]
        self._play(duration, tracks)

    def _play(self, duration: int, tracks: list[tuple[PawnItem, Track]]) -> None:
        """One motion of some pawns: each follows its track from 0 to 1, then stands at its
        place; a later refresh or motion of a pawn takes it over."""
        token = object()
        for item, _track in tracks:
            item.motion = token

        def step(progress: float) -> None:
            for item, track in tracks:
                if item.motion is token:
                    point, lift = track(progress)
                    item.setPos(point)
                    item.set_hop(lift)

        def done() -> None:
            for item, _track in tracks:
                self._land(item, token)

        animate(self.table, duration, step, easing=QEasingCurve.Type.InOutSine, done=done)

    def _land(self, item: PawnItem, token: object) -> None:
        if item.motion is token:
            item.motion = None
            item.set_hop(0.0)
            item.setPos(self._point(*item.place))

    def _glide_markers(self, values: list[float]) -> None:
        """Markers whose total changed glide along the track to it, all at once."""
        moving = [(marker, start) for marker, start in zip(self.markers, values, strict=True)
                  if abs(marker.target - start) > 1e-6]
        if not moving:
            return
        token = object()
        for marker, _start in moving:
            marker.motion = token

        def step(progress: float) -> None:
            for marker, start in moving:
                if marker.motion is token:
                    marker.value = start + (marker.target - start) * progress
                    self._place_marker(marker)

        def done() -> None:
            for marker, _start in moving:
                if marker.motion is token:
                    marker.motion = None
                    marker.value = float(marker.target)
                    self._place_marker(marker)

        animate(self.table, GLIDE_MS, step, easing=QEasingCurve.Type.OutCubic, done=done)

    # -- the targets: the stops, by index -------------------------------------------------------

    def focusable(self) -> list[int]:
        """The lit stops, in road order."""
        return sorted(self.lit)

    def target_item(self, key: int) -> StopItem | None:
        return self.stops[key] if 0 <= key < len(self.stops) else None

    def lit_items(self) -> list[StopItem]:
        return [self.stops[stop] for stop in self.lit]

    def activate(self, key: int) -> None:
        """A click on a stop: a lit one moves there, another says why not and flashes."""
        stop, seat = key, self.seat
        if seat is None:
            return
        actions = self.lit.get(stop)
        plain = move(stop)
        if actions and plain in actions:
            self.refused = None
            self.table.submit(seat, plain)
            return
        if actions:  # lit only for the Friendship amulet: spending it is the panel's choice
            reason = QCoreApplication.translate(
                "Tokaido", "Only with the Friendship amulet: choose it in the panel to stop here.")
        else:
            reason = self.refusal_reason(seat, plain)
        self.refused = (stop, reason)
        self._show_label(stop)
        self.flash(self.stops[stop])

    def hover(self, item: ClickableItem[int], entered: bool) -> None:
        if not entered and self.hovered == item.key:
            self.refused = None  # the refusal was said to the mouse: it has gone on
        super().hover(item, entered)

    def point_at(self, item: ClickableItem[int]) -> None:
        self._show_label(item.key)

    def point_away(self) -> None:
        if self.refused is None:
            self.label.hide()

    def _show_label(self, stop: int) -> None:
        """The stop's name and effect; if the mover may not stop there now, why."""
        view = self._view
        kind = self.stops[stop].kind
        title = self.stop_title(stop)
        lines = [texts.stop_effect(kind)]
        if getattr(view, "crossroads", False):
            lines.append(texts.crossroads_effect(kind, view.rules.data.crossroads))
            left = offers.left_at(view, kind)
            if left is not None:
                lines.append(texts.supply_left(kind, left))
        # One popup at a time: the card, never a tooltip over it, says who stands here (and
        # who moves next) and that F1 opens the rules.
        here = [texts.pawn_name(pawn, self.table.seat_names)
                for pawn, at in enumerate(getattr(view, "stop", ())) if at == stop]
        if here:
            lines.append(fill(texts.here_text(), texts.listed(here)))
            lines.append(texts.movement_text())
        lines.append(rules_links.rules_hint())
        reason = hint = ""
        if self.seat is not None:
            if stop in self.lit:  # a lesson asking for another stop invites no click here
                hint = click_hint() if self.table.lesson_allows(self.seat, move(stop)) else ""
            elif self.refused is not None and self.refused[0] == stop:
                reason = self.refused[1]
            else:
                reason = self.refusal_reason(self.seat, move(stop))
        item = self.stops[stop]
        centre = item.scenePos()
        above = centre.y() > self.sceneRect().center().y()  # towards the middle of the board
        reach = item.radius + 14
        if above and item.double_slot:
            reach = -OFF_ROAD.y() + SLOT_RADIUS + 6
        anchor = centre + QPointF(0, -reach if above else reach)
        self.label.show_text(title, lines, reason, hint, anchor, above=above)
        self._keep_label_inside(anchor)

    def stop_title(self, stop: int) -> str:
        """A stop's name: the inn's own, or its kind's."""
        kind = self.stops[stop].kind
        return texts.inn_name(self.road.stops[stop].inn) if kind == "inn" else texts.stop_name(kind)

    def _keep_label_inside(self, anchor: QPointF) -> None:
        """Shift the label sideways so it stays on the board at the view's scale."""
        views = self.views()
        scale = views[0].transform().m11() if views else 1.0
        half = self.label.frame_width() / 2 / max(scale, 1e-6)
        rect = self.sceneRect()
        shift = max(0.0, rect.left() - (anchor.x() - half))
        shift -= max(0.0, anchor.x() + half - rect.right())
        self.label.set_shift(shift * scale)

    # -- the keyboard: the arrows go along the road through the lit stops ----------------------

    def next_target(self, key: int, dx: int, dy: int, order: list[int]) -> int | None:
        """Right and Down: the next lit stop on the road; Left and Up: the one before (round)."""
        step = 1 if dx + dy > 0 else -1
        return order[(order.index(key) + step) % len(order)]

    # -- the tutorial's pointer ----------------------------------------------------------------

    def tutorial_target(self, key: str) -> QGraphicsItem | QRectF | None:
        """Where a lesson points on the road (TutorialTargets): "stop:N" and "pawn:N" by number,
        "figure:N" (pawn N's figure alone, a ring around it hugging it: in a queue the pawns
        stand side by side), "mover" (the pawn that moves now), "lit" (the stops it may
        choose), "ahead:N" (pawn N and the road ahead of it to the next inn, with the inn's name),
        "temples" (the temple tally), "track" (the score track); None for any other key."""
        name, _, number = key.partition(":")
        groups: dict[str, Sequence[QGraphicsItem]] = {"stop": self.stops, "pawn": self.pawns}
        items = groups.get(name)
        if items is not None:
            index = int(number) if number.isdigit() else -1
            return items[index] if 0 <= index < len(items) else None
        if name == "figure" and number.isdigit() and int(number) < len(self.pawns):
            return self._hugged(self.pawns[int(number)])
        if key == "mover":
            return next((item for item in self.pawns if item.lifted), None)
        if key == "lit":
            return _united([self.stops[stop] for stop in sorted(self.lit)])
        if name == "ahead" and number.isdigit() and int(number) < len(self._view.stop):
            here = self._view.stop[int(number)]
            inn = min((inn for inn in self.inn_labels if inn > here), default=here)
            return _united([self.pawns[int(number)], *self.stops[here:inn + 1],
                            self.inn_labels[inn]]) if inn > here else None
        return {"temples": self.temples, "track": self.track}.get(key)

    def _hugged(self, pawn: PawnItem) -> QRectF:
        """The pawn's figure, drawn in by the ring's margin on the screen: the ring then lies
        on its outline, not over the pawns beside it."""
        figure = pawn.mapToScene(pawn.shape()).boundingRect()
        views = self.views()
        scale = views[0].transform().m11() if views else 1.0
        inset = min(RING_MARGIN / max(scale, 0.01), figure.width() / 2 - 1,
                    figure.height() / 2 - 1)
        return figure.adjusted(inset, inset, -inset, -inset)

    # -- language ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Re-label the inns, the mover's name, the markers' tooltips and an open label."""
        for inn, label in self.inn_labels.items():
            label.set_text(texts.inn_name(self.road.stops[inn].inn))
            label.setToolTip(rules_links.hinted(
                f"{texts.inn_name(self.road.stops[inn].inn)}\n{texts.stop_effect('inn')}"))
        self.track.setToolTip(rules_links.hinted(texts.score_track_text()))
        self._show_initials()
        self._show_mover(self._view)
        self._project_scores(self._view)
        if self.label.isVisible():
            self.point_again()


def _united(items: Sequence[QGraphicsItem]) -> QRectF | None:
    """The scene's rectangle around ``items`` (None for none)."""
    united = QRectF()
    for item in items:
        united = united.united(item.sceneBoundingRect())
    return united if items else None

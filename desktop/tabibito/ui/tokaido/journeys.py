"""One traveller's tableau in the side column (issue 8 §4, "A panel per traveller").

A JourneyCard projects ``table.view().journeys[seat]`` and the points of the view's scores: the
seat and its traveller, points and coins; the panoramas with their parts; the souvenirs in the
sets the scoring builds; meals, hot springs, encounters, temple coins and achievement cards; with
Crossroads the cherry trees, bath houses, legendary objects, calligraphies and the amulets (the
shown seat's own by name, another seat's only as a hidden count, as the view gives them). Every
group's tooltip says what it scored. The card keeps no copy of the state, only the numbers it
showed last, so that a number that went up can light up for a moment.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabibito.games.tokaido import insights
from tabibito.games.tokaido.data import PANORAMA_PARTS, SOUVENIR_FAMILIES
from tabibito.games.tokaido.rules import TokaidoState

from ..kit import style
from ..kit.i18n import fill
from ..kit.relabel import Relabelled
from ..kit.views import view_as
from . import art, texts
from .colours import seat_colour
from .journey_pieces import Chip, FlowLayout, Glyph, PanoramaTrack, Portrait, SouvenirSets
from .labels import ElidedLabel

if TYPE_CHECKING:
    from ..plugin_api import Table

STRIPE = 6  # the seat colour along the card's left edge
MARGINS = {False: (STRIPE + 8, 6, 8, 7), True: (STRIPE + 5, 1, 5, 1)}  # by compact
COMPACT_PORTRAIT = 18
RADIUS = 7
TURN_TINT = 34  # alpha of the seat colour over the card while that seat decides
# The Buppatsu and Ema of Crossroads count as a fifth family; they are legendary objects.
FAMILY_KEYS = (*SOUVENIR_FAMILIES, "fifth")

# --- the words of the card ----------------------------------------------------------------------


def group_text(category: str, count: str, points: int) -> str:
    #: A group of a traveller's tableau in its tooltip: %1 the score category ("Souvenirs"),
    #: %2 what it holds ("2 sets"), %3 its points ("12 points").
    return fill(QCoreApplication.translate("Tokaido", "%1: %2, %3"),
                texts.category_label(category), count, texts.points_text(points))


def points_line(category: str, points: int) -> str:
    #: One line of a score breakdown: %1 the score category, %2 its points ("12 points").
    return fill(QCoreApplication.translate("Tokaido", "%1: %2"),
                texts.category_label(category), texts.points_text(points))


def total_text(total: int) -> str:
    #: The heading of a traveller's score breakdown: %1 is "23 points".
    return fill(QCoreApplication.translate("Tokaido", "Total: %1"), texts.points_text(total))


def choosing_text() -> str:
    return QCoreApplication.translate("Tokaido", "Choosing a traveller…")


def choosing_traveller(view: Any, seat: int) -> bool:
    """The seat has its two traveller tiles and keeps one now (none in Initiation)."""
    return not view.initiation and view.journeys[seat].traveller is None


def open_text(name: str) -> str:
    #: tooltip of a traveller's one-row card in a short side column: %1 the player
    return fill(QCoreApplication.translate("Tokaido", "Click to see %1's whole journey"), name)


def computer_text() -> str:
    return QCoreApplication.translate("Tokaido", "Computer player")


def thinking_text() -> str:
    #: A computer player deciding now; a short tag beside its traveller (about 12 characters).
    return QCoreApplication.translate("Tokaido", "Thinking…")


def to_move_text() -> str:
    #: The player deciding now; a short tag beside the traveller (about 12 characters).
    return QCoreApplication.translate("Tokaido", "Deciding")


def winner_text() -> str:
    #: The end of the game: the player with the most points (ties: several); a short tag.
    return QCoreApplication.translate("Tokaido", "Winner")


def moves_neutral_text() -> str:
    #: Two players: the leading player moves the neutral traveller; a short tag.
    return QCoreApplication.translate("Tokaido", "Moves the neutral")


def panorama_text(panorama: str, taken: int, parts: int) -> str:
    #: %1 a panorama ("Sea panorama"), %2 the parts taken, %3 the parts it has (3, 4 or 5).
    return fill(QCoreApplication.translate("Tokaido", "%1: %2 of %3 parts"),
                texts.panorama_name(panorama), taken, parts)


def achieved_text(achievement: str, points: int) -> str:
    #: %1 an achievement card's name, %2 its points ("3 points").
    return fill(QCoreApplication.translate("Tokaido", "Achievement card: %1 (%2)"),
                texts.achievement_name(achievement), texts.points_text(points))


def set_text(number: int, families: str) -> str:
    #: One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.
    return fill(QCoreApplication.translate("Tokaido", "Set %1: %2"), number, families)


def fresh_text() -> str:
    return QCoreApplication.translate("Tokaido", "Bought this turn: usable from the next turn on.")


def at_the_end_text() -> str:
    return QCoreApplication.translate("Tokaido", "Scored at the end of the journey.")


def named_text(name: str, effect: str) -> str:
    #: A card in a tooltip: %1 its name, %2 what it does.
    return fill(QCoreApplication.translate("Tokaido", "%1 — %2"), name, effect)


def counted_names(names: Iterable[str]) -> str:
    """Names with how often each occurs ("Samurai ×2, Miko"), in the order first seen."""
    counts = Counter(names)
    return texts.listed(texts.counted(name, n) for name, n in counts.items())


# --- the card -----------------------------------------------------------------------------------


class JourneyCard(Relabelled, QWidget):
    """One traveller's tableau; see the module docstring. Compact, one row (``set_compact``)
    that says ``opened`` on a click."""

    opened = Signal(int)  # a compact card clicked: its seat

    def __init__(self, table: Table, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.seat = seat
        self.colour = seat_colour(seat)
        self.deciding = False
        self.compact = False
        self.setObjectName(f"journeyCard{seat}")
        # As tall as its lines at the column's width (the groups wrap when it is narrow).
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._build()
        # The controller names the thinking computer just after its signals (busy_changed comes
        # first, the next bot starts after changed): look again once they have run.
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(0)
        self._again.timeout.connect(self.refresh)
        table.changed.connect(self._on_table)
        table.busy_changed.connect(self._on_table)
        table.shown_seat_changed.connect(self._on_table)
        self.refresh()

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS[False])
        layout.setSpacing(3)
        top = QHBoxLayout()  # the portrait beside the name and the traveller's lines
        top.setSpacing(6)
        self.portrait = Portrait(self)
        top.addWidget(self.portrait, 0, Qt.AlignmentFlag.AlignTop)
        lines = QVBoxLayout()
        lines.setSpacing(3)
        lines.addLayout(self._build_header())
        lines.addLayout(self._build_subline())
        top.addLayout(lines, 1)
        layout.addLayout(top)
        # What the traveller collected, under the head: folded away in a compact card.
        self.tableau = tableau = QWidget(self)
        parts = QVBoxLayout(tableau)
        parts.setContentsMargins(0, 0, 0, 0)
        parts.setSpacing(3)
        panoramas = FlowLayout(spacing=2)  # one line from about 290 px, two below
        self.panoramas = [panoramas.add(PanoramaTrack(name, tableau))
                          for name in PANORAMA_PARTS]
        parts.addLayout(panoramas)
        self.souvenirs = SouvenirSets(tableau)
        parts.addWidget(self.souvenirs)
        self.road_flow = FlowLayout(spacing=3)
        self.meals = self.road_flow.add(Chip("meals", tableau))
        self.hot_springs = self.road_flow.add(Chip("hot_springs", tableau))
        self.encounters = self.road_flow.add(Chip("encounters", tableau))
        self.temple = self.road_flow.add(Chip("temples", tableau))
        self.achievements = self.road_flow.add(Chip("achievements", tableau))
        parts.addLayout(self.road_flow)
        self.crossroads_rule = QWidget(tableau)
        self.crossroads_rule.setFixedHeight(1)
        self.crossroads_rule.setAutoFillBackground(False)
        parts.addWidget(self.crossroads_rule)
        self.crossroads_flow = FlowLayout(spacing=3)
        self.cherry_trees = self.crossroads_flow.add(Chip("cherry_trees", tableau))
        self.bath_houses = self.crossroads_flow.add(Chip("bath_houses", tableau))
        self.legendary = self.crossroads_flow.add(Chip("legendary_objects", tableau))
        self.calligraphies = self.crossroads_flow.add(Chip("calligraphies", tableau))
        self.amulets = self.crossroads_flow.add(Chip("amulets", tableau))
        parts.addLayout(self.crossroads_flow)
        layout.addWidget(tableau)
        layout.addStretch(1)  # a card given more height than its lines keeps them together

    def _build_header(self) -> QHBoxLayout:
        row = self._header = QHBoxLayout()
        row.setSpacing(4)
        self.name_label = ElidedLabel(self)
        font = QFont(self.name_label.font())
        font.setBold(True)
        self._name_size = font.pointSizeF()
        font.setPointSizeF(self._name_size * 1.1)
        self.name_label.setFont(font)
        row.addWidget(self.name_label, 1)
        self.robot = QLabel(self)
        self.robot.setPixmap(style.icon("robot").pixmap(QSize(16, 16)))
        row.addWidget(self.robot)
        self.points = Chip("points", self, big=True)
        self.coins = Chip("coins", self, big=True)
        row.addWidget(self.points)
        row.addWidget(self.coins)
        return row

    def _build_subline(self) -> QHBoxLayout:
        row = self._subline = QHBoxLayout()
        row.setSpacing(6)
        self.traveller_label = ElidedLabel(self, cut_in_tooltip=False)  # its tooltip: the ability
        self.traveller_label.setProperty("role", "subtle")
        row.addWidget(self.traveller_label, 1)
        self.tag = QLabel(self)
        self.tag.setObjectName("journeyTag")
        row.addWidget(self.tag)
        return row

    def set_compact(self, compact: bool) -> None:
        """One row or the whole card. Compact (a short column, many travellers: whole cards
        were cut by the view's foot), the card keeps what the list of scores does not show:
        a small portrait, the name with the traveller beside it, the turn's tag and the coins;
        what the traveller collected is folded away (the whole card on a click, ``opened``)."""
        if compact == self.compact:
            return
        self.compact = compact
        self.tableau.setVisible(not compact)
        self.points.setVisible(not compact)  # the list of scores shows them
        self.coins.big, self.coins.snug = not compact, compact
        self.coins.updateGeometry()
        font = QFont(self.name_label.font())
        font.setPointSizeF(self._name_size * (1.0 if compact else 1.1))
        self.name_label.setFont(font)
        side = COMPACT_PORTRAIT if compact else Portrait.SIDE
        self.portrait.setFixedSize(side, side)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(*MARGINS[compact])
        # The traveller and the tag move up beside the name, or back under it.
        moved = (self.traveller_label, self.tag)
        for widget in moved:
            (self._subline if compact else self._header).removeWidget(widget)
        if compact:
            self._header.insertWidget(1, self.traveller_label, 1)
            self._header.insertWidget(2, self.tag)
        else:
            self._subline.addWidget(self.traveller_label, 1)
            self._subline.addWidget(self.tag)
        self.setCursor(Qt.CursorShape.PointingHandCursor if compact
                       else Qt.CursorShape.ArrowCursor)
        self.setToolTip(open_text(self.table.seat_names[self.seat]) if compact else "")
        self.updateGeometry()
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.compact and event.button() == Qt.MouseButton.LeftButton \
                and self.rect().contains(event.position().toPoint()):
            self.opened.emit(self.seat)
        super().mouseReleaseEvent(event)

    # -- projecting the view -------------------------------------------------------------------

    def _on_table(self, *_args: object) -> None:
        self.refresh()
        self._again.start()

    def retranslate(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        view = view_as(self.table.view(), TokaidoState)
        journey = view.journeys[self.seat]
        scores = view.scores()
        points = scores.breakdown[self.seat]
        self._show_header(view, journey, points, scores.totals[self.seat])
        self._show_turn(view, self.seat in scores.winners)
        self._show_panoramas(view, journey, points)
        self._show_souvenirs(view, journey, points)
        self._show_road(view, journey, points)
        self._show_crossroads(view, journey, points)
        self.updateGeometry()
        self.update()

    def _show_header(self, view: Any, journey: Any, points: dict[str, int], total: int) -> None:
        self.name_label.set_full_text(self.table.seat_names[self.seat])
        bot = self.seat not in self.table.human_seats
        self.robot.setVisible(bot)
        self.robot.setToolTip(computer_text())
        breakdown = "\n".join(points_line(key, value) for key, value in points.items() if value)
        self.points.show_glyphs([Glyph("point", str(total))],
                                (total_text(total) + "\n" + breakdown).strip(), total,
                                self.table, dim=False)
        self.coins.show_glyphs([Glyph("coin", str(journey.coins))],
                               texts.coins_text(journey.coins), journey.coins, self.table,
                               dim=False)
        self.portrait.setVisible(not view.initiation)  # the lesson before travellers: none
        self.portrait.show_traveller(journey.traveller)
        if journey.traveller is not None:
            self.traveller_label.set_full_text(texts.traveller_name(journey.traveller))
            self.traveller_label.setToolTip(texts.traveller_ability(journey.traveller))
        else:  # choosing, or no travellers at all (Initiation)
            self.traveller_label.set_full_text("" if view.initiation else choosing_text())
            self.traveller_label.setToolTip("")

    def _show_turn(self, view: Any, winner: bool) -> None:
        """The tag beside the traveller: thinking, deciding (perhaps for the neutral traveller),
        or at the end the winner."""
        over = view.is_over()
        self.deciding = not over and self.seat in view.to_act()
        if over and winner:
            text, colour = winner_text(), style.OCHRE
        elif self.table.thinking_seat == self.seat:
            text, colour = thinking_text(), style.PLUM
        elif self.deciding and view.queue and view.actor == view.rules.neutral:
            text, colour = moves_neutral_text(), self.colour.name()
        elif self.deciding and choosing_traveller(view, self.seat):
            # The subline says it ("Choosing a traveller…"): a tag beside it would only cut it
            # ("Choosing a travel…" in a 1024-px window, tokaido-ux 11).
            text, colour = "", None
        elif self.deciding:
            text, colour = to_move_text(), self.colour.name()
        else:
            text, colour = "", None
        self.tag.setText(text)
        self.tag.setVisible(bool(text))
        if colour is not None:
            ink = style.INK if colour == style.OCHRE else style.CARD  # dark words on the gold
            self.tag.setStyleSheet(
                f"QLabel#journeyTag {{ background: {colour}; color: {ink};"
                " border-radius: 8px; padding: 0px 7px; font-weight: 600; }")

    def _show_panoramas(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        achieved = {name for name, seat in view.achievers.items() if seat == self.seat}
        worth = achievement_points(view)
        for index, track in enumerate(self.panoramas):
            name = track.panorama
            lines = [panorama_text(name, journey.panoramas[index], track.parts)]
            if name in achieved:
                lines.append(achieved_text(name, worth.get(name, 0)))
            lines.append(points_line("panoramas", points.get("panoramas", 0)))
            track.show_parts(journey.panoramas[index], name in achieved, "\n".join(lines),
                             self.table)

    def _show_souvenirs(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        sets = insights.souvenir_sets(view, self.seat)
        lines = [group_text("souvenirs", texts.PLURALS.sets(len(sets)), points.get("souvenirs", 0))]
        lines.append(texts.PLURALS.souvenirs_count(sum(journey.families)))
        lines += [set_text(number, texts.listed(texts.family_name(FAMILY_KEYS[f]) for f in group))
                  for number, group in enumerate(sets, start=1)]
        self.souvenirs.show_sets(sets, "\n".join(lines), self.table)

    def _show_road(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        cards = view.rules.cards
        meals = journey.meals
        dishes = counted_names(texts.meal_name(cards.meals[m].dish) for m in meals)
        self.meals.show_glyphs(
            [Glyph("meal", str(len(meals)))],
            _lines(group_text("meals", texts.PLURALS.meals_count(len(meals)), points.get("meals", 0)),
                   dishes), len(meals), self.table)
        springs = len(journey.hot_springs)
        self.hot_springs.show_glyphs(
            [Glyph("hot_spring", str(springs))],
            group_text("hot_springs", texts.PLURALS.hot_spring_cards(springs), points.get("hot_springs", 0)),
            springs, self.table)
        self._show_encounters(view, journey, points)
        given = view.temple[self.seat]
        temple = [group_text("temples", texts.PLURALS.coins_given(given), points.get("temples", 0))]
        if view.is_over():
            temple.append(points_line("temple_ranking", points.get("temple_ranking", 0)))
        self.temple.show_glyphs([Glyph("temple", str(given))], "\n".join(temple), given,
                                self.table)
        self._show_achievements(view)

    def _show_encounters(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        cards = view.rules.cards
        kinds = Counter(cards.encounters[card].kind for card in journey.encounters)
        total = len(journey.encounters)
        glyphs = [Glyph(kind, "", str(n) if n > 1 else "") for kind, n in kinds.items()]
        if glyphs:  # the count after the kinds, as every other group shows one
            glyphs[-1] = Glyph(glyphs[-1].icon, str(total), glyphs[-1].badge)
        tooltip = _lines(
            group_text("encounters", texts.PLURALS.encounters_count(total), points.get("encounters", 0)),
            counted_names(texts.encounter_name(card) for card in journey.encounters))
        self.encounters.show_glyphs(glyphs or [Glyph("encounter", "0")], tooltip, total,
                                    self.table)

    def _show_achievements(self, view: Any) -> None:
        held = view.achievements()[self.seat]
        worth = achievement_points(view)
        lines = [texts.PLURALS.achievements(len(held))]
        lines += [achieved_text(name, worth.get(name, 0)) for name in held]
        self.achievements.show_glyphs([Glyph("achievement", str(len(held)))], "\n".join(lines),
                                      len(held), self.table)

    def _show_crossroads(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        on = bool(view.crossroads)
        self.crossroads_rule.setVisible(on)
        for chip in (self.cherry_trees, self.bath_houses, self.legendary, self.calligraphies,
                     self.amulets):
            chip.setVisible(on)
        if not on:
            return
        trees, baths = journey.cherry_trees, journey.bath_houses
        self.cherry_trees.show_glyphs(
            [Glyph("cherry_tree", str(trees))],
            group_text("cherry_trees", texts.PLURALS.cherry_trees_count(trees), points.get("cherry_trees", 0)),
            trees, self.table)
        self.bath_houses.show_glyphs(
            [Glyph("bath_house", str(baths))],
            group_text("bath_houses", texts.PLURALS.bath_houses_count(baths), points.get("bath_houses", 0)),
            baths, self.table)
        objects = journey.legendary
        self.legendary.show_glyphs(
            owned_glyphs("legendary", objects),
            _lines(group_text("legendary_objects", texts.PLURALS.legendary(len(objects)),
                              points.get("legendary_objects", 0)),
                   *(named_text(texts.legendary_name(o),
                                texts.legendary_effect(o, view.rules.data.crossroads))
                     for o in objects)),
            len(objects), self.table)
        self._show_calligraphies(view, journey, points)
        self._show_amulets(journey)

    def _show_calligraphies(self, view: Any, journey: Any, points: dict[str, int]) -> None:
        names = journey.calligraphies
        lines = [group_text("calligraphies", texts.PLURALS.calligraphies(len(names)),
                            points.get("calligraphies", 0))]
        lines += [named_text(texts.calligraphy_name(c), texts.calligraphy_effect(c))
                  for c in names]
        if names and not view.is_over():
            lines.append(at_the_end_text())
        self.calligraphies.show_glyphs(owned_glyphs("calligraphy", names),
                                       "\n".join(lines), len(names), self.table)

    def _show_amulets(self, journey: Any) -> None:
        """The shown seat's own amulets by name; another seat's only as the view counts them."""
        if journey.hidden_amulets:
            hidden, fresh = journey.hidden_amulets, journey.hidden_fresh
            lines = [texts.PLURALS.hidden_amulets(hidden)]
            if fresh:
                lines.append(texts.PLURALS.hidden_fresh(fresh))
            self.amulets.show_glyphs([Glyph("amulet_hidden", str(hidden))], "\n".join(lines),
                                     hidden, self.table)
            return
        fresh = Counter(journey.fresh)
        glyphs, lines = [], [texts.PLURALS.amulets(len(journey.amulets))]
        for amulet in journey.amulets:
            new = fresh[amulet] > 0
            fresh[amulet] -= 1
            glyphs.append(Glyph(amulet, faded=new))
            line = named_text(texts.amulet_name(amulet), texts.amulet_effect(amulet))
            lines.append(line + ("\n  " + fresh_text() if new else ""))
        self.amulets.show_glyphs(glyphs or [Glyph("amulet_hidden", "0")], "\n".join(lines),
                                 len(journey.amulets), self.table)

    def owned_amulets(self) -> list[str]:
        """The amulets the card names (the shown seat's own), for tests."""
        return [g.icon for g in self.amulets.glyphs if g.icon != "amulet_hidden"]

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(self.colour if self.deciding else style.color(style.RULE),
                            2.0 if self.deciding else 1.0))
        painter.setBrush(QColor(style.CARD))
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.deciding:
            tint = QColor(self.colour)
            tint.setAlpha(TURN_TINT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        self._paint_stripe(painter, rect)
        if self.crossroads_rule.isVisible():
            line = QRect(self.crossroads_rule.mapTo(self, QPoint(0, 0)),
                         self.crossroads_rule.size())
            painter.setPen(QPen(style.color(style.RULE), 1.0, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(line.left(), line.center().y() + 0.5),
                             QPointF(line.right(), line.center().y() + 0.5))
        painter.end()

    def _paint_stripe(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setClipRect(QRectF(rect.left(), rect.top(), STRIPE, rect.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        painter.restore()


def owned_glyphs(kind: str, owned: list[str]) -> list[Glyph]:
    """Each card owned by its own picture, the count after the last; the kind's icon and 0 for
    none."""
    if not owned:
        return [Glyph(kind, "0")]
    glyphs = [Glyph(art.picture(kind, card)) for card in owned]
    glyphs[-1] = Glyph(glyphs[-1].icon, str(len(owned)))
    return glyphs


def achievement_points(view: Any) -> dict[str, int]:
    """What each achievement card is worth, from the game's data."""
    return {card.id: card.points for card in view.rules.data.achievements}


def _lines(*parts: str) -> str:
    return "\n".join(part for part in parts if part)

"""What a trip knows before its first decision: the scoring's numbers and the passports'
effects (spec §1.7-§1.12), the cards of an itinerary as the trip reads them (Placed, Traveller),
and the plan computed once per itinerary (its slots, icons, buckets and the passport's rewards),
which every clone of a trip shares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from tabibito.engine import IllegalAction

from .data import (
    CHEAP,
    DAYS,
    EXPENSIVE,
    EXPERIENCES,
    GREEN_MOOD,
    ICONS,
    KYOTO,
    PER_CITY_DAYS,
    PER_TRAINS,
    RELAXING,
    STRENUOUS,
    TOKYO,
    UNIQUE,
    WILD,
    Card,
    LetsGoData,
)

DAY_KEYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
CATEGORIES = DAY_KEYS + ("mood", "experience", "trains", "research", "passport")

# Binding decision 4 (§1.8): the mood marker lives on -3..+3; reaching an end resets it to the
# centre and moves happiness or stress one step; three scoring steps each, further steps lost.
MOOD_END = 3
MOOD_STEPS = 3
HAPPINESS_POINTS = (0, 5, 12, 20)
STRESS_POINTS = (0, -3, -8, -15)
# §1.9: experience per kind, the highest threshold reached (track value, points).
EXPERIENCE_TABLE = ((12, 15), (10, 12), (7, 8), (4, 4))
# Binding decision 6: trains.
START_TRAIN, LUXURY_TRAIN, STANDARD_TRAIN = "start", "luxury", "standard"
TRAIN_POINTS = {START_TRAIN: 0, LUXURY_TRAIN: 2, STANDARD_TRAIN: -2}
LUXURY_ICON = RELAXING
RESEARCH_POINTS = 1
# §1.11: the travel agency.
AGENCY_LEVELS = ("easy", "normal", "hard")
AGENCY_UNCONDITIONAL = frozenset({"normal", "hard"})  # highlights scored without conditions
AGENCY_LUXURY = frozenset({"hard"})                   # a luxury train at every city change
AGENCY_EXPERIENCE_START = 2
AGENCY_PASSPORT_EXPERIENCE_START = 3
# Our reading (not in the seeds): the agency's head start is a place on the experience tracks,
# not icons, so it counts for experience scoring and for "its highest track" but not for
# highlight conditions and per-icon rewards (else "no temple icon" could never hold).
AGENCY_START_COUNTS_FOR_HIGHLIGHTS = False

# §1.12 passports with a trip effect, by number.
CHEAP_DOUBLE = 2           # green yen: two mood steps and 1 VP each
STRENUOUS_START = 3        # the first highlights score double VP
DOUBLED_HIGHLIGHTS = 2
CAREFREE_SPENDING = 7      # red yen: no mood step, 1 VP each
LIGHTNING_POINTS = 8       # 1 VP per green lightning, 2 VP per red lightning
UNIQUE_JOY = 9             # a unique experience also lifts the mood and scores 1 VP
FREE_HIGHLIGHTS = 10       # two highlights without their conditions
FREE_HIGHLIGHT_COUNT = 2
DOUBLE_MOOD = 11           # happiness and stress result doubled
DOUBLE_GAINS = 12          # highlight icons and wilds doubled
RICH_EXPERIENCE = 13
RICH_EXPERIENCE_TABLE = ((10, 22), (7, 13), (4, 4))
VARIED_DAYS = 14
VARIED_DAY_KINDS, VARIED_DAY_POINTS = 4, 6
DOUBLE_WILDS = 15          # a wild moves two different experiences
SPECIALIST = 16
SPECIALIST_LOW, SPECIALIST_LOW_POINTS = 3, 6
BALANCED_CITIES = 17
BALANCED_POINTS = 14
MUSEUMS_AND_CLASSES = 18
MUSEUM_POINTS = 4

# Passports 2, 7, 8, 9: VP per icon collected, scored as each icon comes.
_ICON_POINTS: dict[tuple[int | None, str], int] = {(CHEAP_DOUBLE, CHEAP): 1, (CAREFREE_SPENDING, EXPENSIVE): 1,
                (LIGHTNING_POINTS, RELAXING): 1, (LIGHTNING_POINTS, STRENUOUS): 2,
                (UNIQUE_JOY, UNIQUE): 1}

# Decision kinds and their choices.
YELLOW_CITY, TRAIN, WALK, WILD_TOKEN, FREE_HIGHLIGHT, AGENCY_WILD = (
    "yellow_city", "train", "walk", "wild", "free_highlight", "agency_wild")
FRONT, BACK = "front", "back"
DONE = "done"
SCORE, SKIP = "score", "skip"
WILD_PAIRS = tuple(f"{a}+{b}" for i, a in enumerate(EXPERIENCES) for b in EXPERIENCES[i + 1:])

_INDEX = {icon: n for n, icon in enumerate(ICONS)}
_EXP = range(len(EXPERIENCES))
_MOODS_FROM = len(EXPERIENCES)  # ICONS[_MOODS_FROM:]: the mood icons, after the experiences
# Internal steps of the state machine.
_TABLE_LENGTH = 64  # experience points looked up for tracks up to here (the table ends at 12)
_EXACT = 1 << 30  # a cap no count reaches: the planner's key keeps the count as it is


@dataclass(frozen=True, slots=True)
class Placed:
    card: str          # card id (for a face-down walk: the card that was drawn unseen)
    face_down: bool    # a walk


@dataclass(frozen=True)
class Traveller:
    """What a seat brings to the trip (built by the draft at the end of round 13)."""

    days: tuple[tuple[Placed, ...], ...]   # 6 days, each in column order (last = highlight)
    research: int = 0      # unused research tokens
    wilds: int = 0
    luxury_trains: int = 0  # owned, unused so far
    mood: int = 0          # mood marker -2..+2 after the draft
    happiness: int = 0     # steps reached during the draft (0..3)
    stress: int = 0
    passport: int | None = None


@dataclass(frozen=True)
class TripDecision:
    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)


class _Slot(NamedTuple):
    """One card of the itinerary as the trip sees it (a named tuple: a trip's start makes one
    per card, each in a single call)."""

    day: int
    card: Card
    face_down: bool
    last: bool          # the day's highlight


_new_tuple = tuple.__new__  # _Slot's fields in order, without NamedTuple's keyword handling


@lru_cache(maxsize=1024)
def _icon_order(icons: tuple[str, ...], unique_first: bool) -> tuple[int, ...]:
    """A card's icons as indices into ICONS in the order they apply: greens first (with
    passport 9, a unique experience among them)."""
    order = _green_or_unique_first if unique_first else _green_first
    return tuple(_INDEX[i] for i in sorted(icons, key=order))


@lru_cache(maxsize=32)
def _passport_icons(passport: int | None) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Per icon of ICONS: its mood arrows and its VP, with this passport."""
    return (tuple(_arrows(icon, passport) for icon in ICONS),
            tuple(_ICON_POINTS.get((passport, icon), 0) for icon in ICONS))


class _Plan:
    """What never changes during one trip: the itinerary and who travels."""

    __slots__ = ("data", "slots", "day_first", "walks", "yellows", "agency", "passport",
                 "head_start", "museums", "front_icons", "back_icons", "arrows",
                 "icon_points", "museum_slots", "_tables", "bucketed")

    def __init__(self, data: LetsGoData, days: tuple[tuple[Placed, ...], ...],
                 agency: str | None, passport: int | None, head_start: int) -> None:
        if len(days) != DAYS or any(not day for day in days):
            raise IllegalAction("letsgo.trip.itinerary", days=len(days))
        self.data = data
        cards = data.cards
        slots: list[_Slot] = []
        firsts, walks = [], []
        for d, day in enumerate(days):
            first = len(slots)
            firsts.append(first)
            last = len(day) - 1
            slots += [_new_tuple(_Slot, (d, cards[placed.card], placed.face_down, n == last))
                      for n, placed in enumerate(day)]
            walks.append(tuple([i for i in range(first, len(slots)) if slots[i].face_down]))
        firsts.append(len(slots))
        self.slots = tuple(slots)
        self.day_first = tuple(firsts)
        self.walks = tuple(walks)
        self.yellows = tuple([i for i, s in enumerate(slots) if s.card.yellow and not s.face_down])
        self.agency = agency
        self.passport = passport
        self.head_start = head_start
        self.museums = frozenset(data.passport(MUSEUMS_AND_CLASSES).sites) if passport else ()
        unique_first = passport == UNIQUE_JOY
        # Icons as indices into ICONS, greens first: the trip's inner loop.
        self.front_icons = tuple([_icon_order(s.card.icons, unique_first) for s in slots])
        self.back_icons = _icon_order(data.walk_back.icons, unique_first)
        self.arrows, self.icon_points = _passport_icons(passport)
        self.museum_slots = frozenset(
            i for i, s in enumerate(self.slots)
            if passport == MUSEUMS_AND_CLASSES and s.card.site in self.museums)
        # The planner's tables (caps, buckets, table points) are made when the planner first
        # asks: a trip played without it (a random game, a playout) never reads them, and
        # they were most of the cost of starting a trip.
        self._tables: tuple | None = None
        self.bucketed: dict[tuple, tuple] = {}  # the planner's cache of bucketed tracks

    def balanced_cities(self) -> bool:
        """Passport 17: as many Tokyo as Kyoto cards, face-up yellow cards not counted."""
        cities = [s.card.deck for s in self.slots if s.face_down or not s.card.yellow]
        return cities.count(TOKYO) == cities.count(KYOTO)

    def _planner_tables(self) -> tuple:
        tables = self._tables
        if tables is None:
            table = (RICH_EXPERIENCE_TABLE if self.passport == RICH_EXPERIENCE
                     else EXPERIENCE_TABLE)
            tables = self._tables = (
                tuple(self._caps(day) for day in range(DAYS)),
                tuple(self._buckets(day) for day in range(DAYS)),
                tuple(self._buckets(day, visited=True) for day in range(DAYS)),
                tuple(experience_points(t, table) for t in range(_TABLE_LENGTH)))
        return tables

    @property
    def caps(self) -> tuple:
        """Per day: how much of each mood icon's count, the walks and the rides the highlights
        from then on tell apart (_caps)."""
        return self._planner_tables()[0]

    @property
    def buckets(self) -> tuple:
        """Per day, before its cards: the experience counts still told apart (_buckets)."""
        return self._planner_tables()[1]

    @property
    def visited_buckets(self) -> tuple:
        """Per day, its cards behind and its highlight ahead (_buckets, visited)."""
        return self._planner_tables()[2]

    @property
    def table_points(self) -> tuple[int, ...]:
        """Experience points by track value, up to _TABLE_LENGTH."""
        return self._planner_tables()[3]

    def _buckets(self, day: int, visited: bool = False) -> tuple:
        """Which experience counts the rest of the trip can no longer tell apart (planner key).

        Per experience: None when it must stay exact (a counted reward ahead, passport 16, an
        agency's wild that looks for its highest track), else the thresholds still ahead (the
        conditions' and the final table's) and the most icons of it still to come. With the
        wilds of the moment added, two counts with no threshold between them and the larger
        plus what may still come score the same to the end. Returns (classes, wild gains).
        ``visited``: the day's cards are behind, its highlight is not.
        """
        slots = self.slots[self.day_first[day + 1 if visited else day]:]
        highlights = [self.slots[self.day_first[d + 1] - 1].card for d in range(day, DAYS)]
        gains_per_wild = 2 if self.passport == DOUBLE_GAINS else 1
        wild_gains = gains_per_wild * sum(card.reward.gains.count(WILD) for card in highlights)
        if self.passport == SPECIALIST or (self.agency is not None and wild_gains):
            return None, wild_gains
        table = RICH_EXPERIENCE_TABLE if self.passport == RICH_EXPERIENCE else EXPERIENCE_TABLE
        classes: list[tuple[tuple[int, ...], int] | None] = []
        for kind in EXPERIENCES:
            if any(kind in card.reward.per_icons for card in highlights):
                classes.append(None)
                continue
            thresholds = {threshold - self.head_start for threshold, _ in table}
            for card in highlights:
                thresholds |= {n for icon, n in card.condition.at_least if icon == kind}
                thresholds |= {1 for icon in card.condition.absent if icon == kind}
            front = sum(max(s.card.icons.count(kind), 0) for s in slots)
            gained = gains_per_wild * sum(card.reward.gains.count(kind) for card in highlights)
            classes.append((tuple(sorted(thresholds)), front + gained))
        return tuple(classes), wild_gains

    def _caps(self, day: int) -> tuple:
        """How much of each count the highlights from ``day`` on can still tell apart.

        For the planner's key: a mood icon, the walks or the rides that no later highlight
        counts exactly only matter up to the largest threshold still ahead (None: exactly).
        Experience tracks always count exactly (the final scoring sees them).
        """
        cards = [self.slots[self.day_first[d + 1] - 1].card for d in range(day, DAYS)]
        caps: list[int | None] = [None] * _MOODS_FROM + [0] * (len(ICONS) - _MOODS_FROM)
        walks = 0
        rides: int | None = 0
        pure = False
        for card in cards:
            condition, reward = card.condition, card.reward
            for icon, n in condition.at_least:
                caps[_INDEX[icon]] = _raise(caps[_INDEX[icon]], n)
            for icon in condition.absent:
                caps[_INDEX[icon]] = _raise(caps[_INDEX[icon]], 1)
            for icon in reward.per_icons:
                caps[_INDEX[icon]] = None
            walks = max(walks, condition.walks)
            rides = None if rides is None or reward.per == PER_TRAINS else max(
                rides, condition.trains)
            pure = pure or reward.per == PER_CITY_DAYS
        exact = _EXACT  # the mood icons' caps only: the experiences count exactly
        return (tuple(exact if c is None else c for c in caps[_MOODS_FROM:]), walks,
                exact if rides is None else rides, pure)


def experience_points(track: int, table: tuple[tuple[int, int], ...] = EXPERIENCE_TABLE) -> int:
    """One experience track's points: the highest threshold reached."""
    return next((points for threshold, points in table if track >= threshold), 0)


def _arrows(icon: str, passport: int | None) -> tuple[int, ...]:
    """The mood steps one icon makes, one arrow at a time (§1.8, passports 2, 7, 9)."""
    if icon in GREEN_MOOD:
        return (1, 1) if icon == CHEAP and passport == CHEAP_DOUBLE else (1,)
    if icon == STRENUOUS or (icon == EXPENSIVE and passport != CAREFREE_SPENDING):
        return (-1,)
    return (1,) if icon == UNIQUE and passport == UNIQUE_JOY else ()


def _green_first(icon: str) -> int:
    """Within one card green mood icons apply before red ones (binding decision 4)."""
    return 0 if icon in GREEN_MOOD else 1


def _green_or_unique_first(icon: str) -> int:
    """With passport 9 a unique experience lifts the mood like a green icon."""
    return 0 if icon in GREEN_MOOD or icon == UNIQUE else 1


def _bucket(count: int, bucket: tuple | None, wilds: int) -> int:
    """The smallest count that scores like ``count`` to the end of the trip (see _buckets)."""
    if bucket is None:
        return count
    thresholds, still = bucket
    below = 0
    for threshold in thresholds:
        if threshold > count:
            return below if count + still + wilds < threshold else count
        below = threshold
    return below  # past every threshold: all the same


def _raise(cap: int | None, n: int) -> int | None:
    return None if cap is None else max(cap, n)

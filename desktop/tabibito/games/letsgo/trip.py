"""The trip: the end-of-game scoring of one itinerary, decision by decision (spec §1.7-§1.12).

A Trip is a small deterministic one-player puzzle: once the draft is over every card is known,
so the trip's only uncertainty is the traveller's own choices. The decisions come in the order
of the seeds: each face-up yellow card's city, a train at each city change, then day by day the
face-down walks (front or back), wild tokens before the highlight, the highlight itself (with
passport 10: score it without its condition), and after Saturday the wilds before experience
scoring.

A decision with a single legal choice is taken automatically (a train once only standard trains
are left, an agency wild without a tie): ``decision()`` only ever shows a real choice.

The state is a handful of ints and tuples, so ``clone`` is cheap and ``key`` (everything that
still matters for the rest of the trip, nothing already scored) lets the planner memoise.

Readings where the notes leave a gap (each a constant or a function below):
* a wild's step counts for conditions and per-icon rewards like an icon of that experience;
* a used luxury train's icon comes just before the card the train arrives at;
* a highlight's VP are counted before its gained icons arrive (card order for the gains);
* passports 3, 5 and 6 give their icons at the start of the trip: they count, but move no
  marker; passport 3's "first two highlights" are the first two scored (a walk's back too);
* passport 14 looks at the icons of the day's cards as played, 17 counts face-down walks by
  their deck whatever their face, 18 counts a walk shown from its front;
* the easy and normal agencies ride no trains at all (a "rides" condition fails for them).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from tabibito.engine import Event, IllegalAction

from .data import (
    DAYS,
    EXPERIENCES,
    ICONS,
    KYOTO,
    PER_CITY_DAYS,
    PER_SETS,
    PER_TRAINS,
    TOKYO,
    WILD,
    Card,
    LetsGoData,
)

# trip.X stays the whole vocabulary of the trip, here by star (itinerary): the rules, the UI
# and the tests read it from here.
from .itinerary import *  # noqa: F403
from .itinerary import (
    _EXP,
    _INDEX,
    _MOODS_FROM,
    AGENCY_EXPERIENCE_START,
    AGENCY_LEVELS,
    AGENCY_LUXURY,
    AGENCY_PASSPORT_EXPERIENCE_START,
    AGENCY_START_COUNTS_FOR_HIGHLIGHTS,
    AGENCY_UNCONDITIONAL,
    AGENCY_WILD,
    BACK,
    BALANCED_CITIES,
    BALANCED_POINTS,
    CATEGORIES,
    DAY_KEYS,
    DONE,
    DOUBLE_GAINS,
    DOUBLE_MOOD,
    DOUBLE_WILDS,
    DOUBLED_HIGHLIGHTS,
    EXPERIENCE_TABLE,
    FREE_HIGHLIGHT,
    FREE_HIGHLIGHT_COUNT,
    FREE_HIGHLIGHTS,
    FRONT,
    HAPPINESS_POINTS,
    LUXURY_ICON,
    LUXURY_TRAIN,
    MOOD_END,
    MOOD_STEPS,
    MUSEUM_POINTS,
    RESEARCH_POINTS,
    RICH_EXPERIENCE,
    RICH_EXPERIENCE_TABLE,
    SCORE,
    SKIP,
    SPECIALIST,
    SPECIALIST_LOW,
    SPECIALIST_LOW_POINTS,
    STANDARD_TRAIN,
    START_TRAIN,
    STRENUOUS_START,
    STRESS_POINTS,
    TRAIN,
    TRAIN_POINTS,
    VARIED_DAY_KINDS,
    VARIED_DAY_POINTS,
    VARIED_DAYS,
    WALK,
    WILD_PAIRS,
    WILD_TOKEN,
    YELLOW_CITY,
    Placed,
    Traveller,
    TripDecision,
    _bucket,
    _Plan,
    experience_points,
)
from .marks import AGENCY_CARD, TRIP_CARD, TRIP_WALK, TripMarks

# The trip's steps, its trains' codes, and its sheet's rows after the days.
_YELLOW, _TRAIN, _FLIP, _WILD, _FREE, _AGENCY_WILD, _FINAL_WILD, _OVER, _LATE_TRAIN = range(9)
_CITIES_OPEN = frozenset((_YELLOW, _TRAIN))  # steps at which the cities still change trains
_AT_HIGHLIGHT = frozenset((_WILD, _FREE, _AGENCY_WILD, _FINAL_WILD))  # a day's cards behind it
_NO_TRAIN, _START, _LUXURY, _STANDARD, _PENDING = range(5)
_TRAIN_CODE = {START_TRAIN: _START, LUXURY_TRAIN: _LUXURY, STANDARD_TRAIN: _STANDARD}
_TRAIN_NAME = {code: name for name, code in _TRAIN_CODE.items()}
_MOOD, _EXPERIENCE, _TRAINS, _RESEARCH, _PASSPORT = range(DAYS, DAYS + 5)
_LUXURY_INDEX = _INDEX[LUXURY_ICON]


class Trip(TripMarks):
    """One itinerary's trip; see the module docstring for the order of decisions."""

    __slots__ = ()  # TripMarks' slots

    # --- construction ---------------------------------------------------------------------------

    @classmethod
    def start(cls, data: LetsGoData, traveller: Traveller, log: list[Event] | None = None,
              whose: int | None = None) -> Trip:
        """The trip of ``traveller``; with ``log``, what it scores before its first decision
        is logged there as the trip of seat ``whose``."""
        plan = _Plan(data, traveller.days, None, traveller.passport, 0)
        trip = cls._new(plan)
        trip._log, trip._traveller = log, whose
        trip._wilds, trip._luxury = traveller.wilds, traveller.luxury_trains
        trip._mood, trip._happy, trip._stress = (traveller.mood, traveller.happiness,
                                                 traveller.stress)
        trip._points[_RESEARCH] = traveller.research * RESEARCH_POINTS
        if log is not None and traveller.research:
            trip._score_logged("trip.research", {"tokens": traveller.research, "category":
                                                 "research", "points": trip._points[_RESEARCH]})
        if traveller.passport is not None:
            for icon in data.passport(traveller.passport).icons:
                trip._icons[_INDEX[icon]] += 1  # owned from the start; they move no marker
            if traveller.passport == BALANCED_CITIES and trip._plan.balanced_cities():
                trip._passport_points(BALANCED_POINTS)
        return trip._started()

    @classmethod
    def for_agency(cls, data: LetsGoData, days: tuple[tuple[Placed, ...], ...], level: str,
                   passport: bool, log: list[Event] | None = None,
                   whose: str | None = None) -> Trip:
        """The solo travel agency's trip; its open decisions are the solo player's. With
        ``log``, what it scores before its first decision is logged there as the trip of the
        rival ``whose``."""
        if level not in AGENCY_LEVELS:
            raise IllegalAction("letsgo.trip.agency", level=level)
        start = AGENCY_PASSPORT_EXPERIENCE_START if passport else AGENCY_EXPERIENCE_START
        trip = cls._new(_Plan(data, days, level, None, start))
        trip._log, trip._traveller = log, whose
        return trip._started()

    def _started(self) -> Trip:
        self._advance_from(_YELLOW)
        self._log = self._traveller = None
        return self

    @classmethod
    def _new(cls, plan: _Plan) -> Trip:
        trip = cls.__new__(cls)
        trip._plan = plan
        trip._step, trip._cursor, trip._day = _YELLOW, 0, 0
        trip._cities = tuple(s.card.deck for s in plan.slots)
        trip._changes = ()
        trip._trains = (_NO_TRAIN,) * len(plan.slots)
        trip._faces = tuple(not s.face_down for s in plan.slots)
        trip._icons = [0] * len(ICONS)
        trip._extra = [0] * len(EXPERIENCES)   # wild steps on the experience tracks
        trip._mood = trip._happy = trip._stress = trip._wilds = trip._luxury = 0
        trip._start = True
        trip._points = [0] * len(CATEGORIES)
        trip._free = FREE_HIGHLIGHT_COUNT if plan.passport == FREE_HIGHLIGHTS else 0
        trip._doubled = DOUBLED_HIGHLIGHTS if plan.passport == STRENUOUS_START else 0
        trip._walks = trip._rides = 0
        trip._pure = (0, 0)
        trip._gains = ()
        trip._tied = ()
        trip._highlights = (None,) * DAYS
        trip._late = False
        trip._log = trip._traveller = None
        return trip

    # --- the public contract --------------------------------------------------------------------

    @property
    def agency(self) -> str | None:
        return self._plan.agency

    def is_over(self) -> bool:
        return self._step == _OVER

    def decision(self) -> TripDecision | None:
        """The open decision, or None when the trip is over."""
        step, plan = self._step, self._plan
        if step == _OVER:
            return None
        if step == _YELLOW:
            slot = plan.slots[plan.yellows[self._cursor]]
            return TripDecision(YELLOW_CITY, {"card": slot.card.id, "day": slot.day})
        if step in (_TRAIN, _LATE_TRAIN):
            index = self._changes[self._cursor] if step == _TRAIN else self._cursor
            slot = plan.slots[index]
            # "walk": the card reached is still a face-down walk (trains come before the
            # walks are turned over), which a question must not name by its front.
            return TripDecision(TRAIN, {"card": slot.card.id, "day": slot.day,
                                        "start": self._start, "luxury": self._luxury,
                                        "walk": slot.face_down})
        if step == _FLIP:
            slot = plan.slots[plan.walks[self._day][self._cursor]]
            return TripDecision(WALK, {"card": slot.card.id, "day": slot.day})
        if step in (_WILD, _FINAL_WILD):
            day = DAY_KEYS[self._day] if step == _WILD else None
            return TripDecision(WILD_TOKEN, {"day": day, "wilds": self._wilds})
        slot = plan.slots[plan.day_first[self._day + 1] - 1]
        if step == _FREE:
            return TripDecision(FREE_HIGHLIGHT, {"card": slot.card.id, "day": slot.day,
                                                 "left": self._free})
        return TripDecision(AGENCY_WILD, {"card": slot.card.id, "day": slot.day,
                                          "tied": self._tied})

    def choices(self) -> tuple[Any, ...]:
        step = self._step
        if step == _YELLOW:
            return (TOKYO, KYOTO)
        if step in (_TRAIN, _LATE_TRAIN):
            return self._train_choices()
        if step == _FLIP:
            return (FRONT, BACK)
        if step in (_WILD, _FINAL_WILD):
            kinds = WILD_PAIRS if self._plan.passport == DOUBLE_WILDS else EXPERIENCES
            return kinds + (DONE,)
        if step == _FREE:
            return (SCORE, SKIP)
        if step == _AGENCY_WILD:
            return self._tied
        return ()

    def choose(self, choice: Any) -> list[Event]:
        """Take a legal choice; returns what happened, up to the next real decision."""
        if self._step == _OVER:
            raise IllegalAction("letsgo.trip.over")
        if choice not in self.choices():
            raise IllegalAction("letsgo.trip.illegal", choice=choice)
        events: list[Event] = []
        self.choose_logged(choice, events)
        return events

    def choose_logged(self, choice: Any, log: list[Event],
                      traveller: int | str | None = None) -> None:
        """``choose`` for a choice known to be legal (the game's state checked its action):
        no second check, its events added to ``log``, naming ``traveller`` (the seat, or
        "agency"; the game's state knows whose trip this is)."""
        self._log, self._traveller = log, traveller
        self._apply(choice)
        self._log = self._traveller = None

    def choose_trusted(self, choice: Any) -> None:
        """Take a choice known to be legal: no checks, no events (playouts, the planner)."""
        self._apply(choice)

    def breakdown(self) -> dict[str, int]:
        """Points so far in the score sheet's order; "passport" only with a passport."""
        sheet = dict(zip(CATEGORIES, self._points, strict=True))
        if self._plan.passport is None:
            del sheet["passport"]
        return sheet

    def total(self) -> int:
        return sum(self._points)

    def key(self) -> tuple:
        """Everything that still matters for the rest of the trip (for the planner's memo)."""
        plan = self._plan
        day, step = self._day, self._step
        first, end = plan.day_first[day], plan.day_first[day + 1]
        caps, walks, rides, pure = plan.caps[day]
        # Once the trains are known, cities only matter for the days spent in one city.
        cities = self._cities[first:] if pure or step in _CITIES_OPEN else None
        owned = self._icons
        moods = tuple(map(min, owned[_MOODS_FROM:], caps))
        # An experience counts the same from an icon or from a wild: only the sum matters.
        tracks = tuple(map(int.__add__, owned, self._extra))  # the extras: experiences only
        after = step in _AT_HIGHLIGHT
        classes, wild_gains = (plan.visited_buckets if after else plan.buckets)[day]
        if classes is not None:
            reach = (self._wilds + wild_gains) * (2 if plan.passport == DOUBLE_WILDS else 1)
            seen = (after, day, reach, tracks)
            bucketed = plan.bucketed.get(seen)
            if bucketed is None:
                bucketed = tuple(map(_bucket, tracks, classes, (reach,) * _MOODS_FROM))
                plan.bucketed[seen] = bucketed
            tracks = bucketed
        return (step, self._cursor, day, cities, self._trains[first:],
                self._faces[first:end], tracks + moods, self._mood, self._happy,
                self._stress, self._wilds, self._luxury, self._start, self._free, self._doubled,
                min(self._walks, walks), min(self._rides, rides),
                self._pure if pure else None, self._gains, self._tied)

    def planning_copy(self) -> Trip:
        """A copy for the planner: trains still open are chosen when their card is reached.

        Deferring changes no outcome (a train acts only from its card on, its VP add up), but
        equal positions meet far more often, so the memoised search stays small.
        """
        copy = self.clone()
        copy._late = True
        if copy._step == _TRAIN:
            copy._defer_trains()
            copy._begin_day(0)
        return copy

    def worth_a_wild(self) -> frozenset[str]:
        """The experiences on which a wild spent now can change today's highlight.

        A wild matters today only if it helps meet the condition (an experience still short)
        or adds to a counted reward; any other wild can wait for the final scoring with the
        same outcome (and never helps a "not a single" condition). So the planner spends wilds
        before a highlight only on these.
        """
        index = self._highlight_slot()
        if not self._faces[index]:
            return frozenset()
        card = self._plan.slots[index].card
        condition = card.condition
        counted = {icon for icon in card.reward.per_icons if icon in EXPERIENCES}
        short = {icon: n - self.count(icon) for icon, n in condition.at_least
                 if self.count(icon) < n}
        if not short:
            return frozenset(counted)
        reach = self._wilds * (2 if self._plan.passport == DOUBLE_WILDS else 1)
        reachable = (all(icon in EXPERIENCES for icon in short) and sum(short.values()) <= reach
                     and all(self.count(icon) == 0 for icon in condition.absent)
                     and self._walks >= condition.walks and self._rides >= condition.trains)
        if reachable:
            return frozenset(counted | set(short))
        return frozenset(counted) if self._free else frozenset()

    def search_choices(self) -> tuple[Any, ...]:
        """The choices the planner must try; the others never do better than one of these.

        A standard train while the start train is left: taking the start train now and a
        standard one where the start train would have gone gives the same trip, 2 VP more.
        A wild before a highlight where it changes nothing today: see ``worth_a_wild``.
        """
        step = self._step
        if step in (_TRAIN, _LATE_TRAIN) and self._start:
            return tuple(c for c in self._train_choices() if c != STANDARD_TRAIN)
        if step != _WILD:
            return self.choices()
        worth = self.worth_a_wild()
        return tuple(c for c in self.choices()
                     if c == DONE or worth.intersection(c.split("+")))

    def at_last_wilds(self) -> bool:
        return self._step == _FINAL_WILD

    def best_finish(self) -> int:
        """At the last wilds: the most points the rest of the trip can still add."""
        passport = self._plan.passport
        if passport not in (DOUBLE_WILDS, SPECIALIST):
            return self._best_spread()
        kinds = WILD_PAIRS if passport == DOUBLE_WILDS else EXPERIENCES
        best = self._end_points(self._extra)  # no wild spent
        for n in range(1, self._wilds + 1):
            for spent in combinations_with_replacement(kinds, n):
                extra = self._extra[:]
                for choice in spent:
                    for kind in choice.split("+"):
                        extra[_INDEX[kind]] += 1
                best = max(best, self._end_points(extra))
        return best

    def _best_spread(self) -> int:
        """The best spread of the last wilds when each experience scores on its own: the most
        points of the first k experiences with w wilds, one experience at a time."""
        points = self._plan.table_points
        top = len(points) - 1
        wilds = self._wilds
        best = [0] + [-1] * wilds    # best[w]: the most points with exactly w wilds spent
        for track in self._tracks(self._extra):
            gains = [points[min(track + w, top)] for w in range(wilds + 1)]
            best = [max(best[w - x] + gains[x] for x in range(w + 1) if best[w - x] >= 0)
                    for w in range(wilds + 1)]
        return max(best)

    def snapshot(self) -> dict[str, Any]:
        plan = self._plan
        decision = self.decision()
        itinerary = [[{"card": s.card.id, "face_down": s.face_down}
                      for s in plan.slots[plan.day_first[d]:plan.day_first[d + 1]]]
                     for d in range(DAYS)]
        return {
            "itinerary": itinerary,
            "agency": plan.agency,
            "passport": plan.passport,
            "decision": None if decision is None else {"kind": decision.kind,
                                                       **dict(decision.params)},
            "day": DAY_KEYS[self._day] if self._day < DAYS else None,
            "cities": list(self._cities),
            "trains": [_TRAIN_NAME.get(t) for t in self._trains],
            "faces": [FRONT if up else BACK for up in self._faces],
            "icons": dict(zip(ICONS, self._icons, strict=True)),
            "tracks": {kind: self.track(kind) for kind in EXPERIENCES},
            "mood": self._mood, "happiness": self._happy, "stress": self._stress,
            "wilds": self._wilds, "luxury_trains": self._luxury, "start_train": self._start,
            "walks": self._walks, "rides": self._rides,
            "highlights": list(self._highlights),
            "breakdown": self.breakdown(),
        }

    # --- counts ---------------------------------------------------------------------------------

    def track(self, kind: str) -> int:
        """An experience marker's place: icons, wild steps and the agency's head start."""
        n = _INDEX[kind]
        return self._icons[n] + self._extra[n] + self._plan.head_start

    def count(self, icon: str) -> int:
        """What a highlight sees of an icon now: experience icons with wild steps; mood icons."""
        n = _INDEX[icon]
        if n >= len(EXPERIENCES):
            return self._icons[n]
        head = self._plan.head_start if AGENCY_START_COUNTS_FOR_HIGHLIGHTS else 0
        return self._icons[n] + self._extra[n] + head

    # --- the state machine ----------------------------------------------------------------------

    def _apply(self, choice: Any) -> None:
        step = self._step
        if step == _YELLOW:
            index = self._plan.yellows[self._cursor]
            cities = list(self._cities)
            cities[index] = choice
            self._cities = tuple(cities)
            self._emit("trip.yellow", card=self._plan.slots[index].card.id, city=choice)
            self._cursor += 1
            self._advance_from(_YELLOW)
        elif step == _TRAIN:
            self._set_train(self._changes[self._cursor], choice)
            self._cursor += 1
            self._advance_from(_TRAIN)
        elif step == _LATE_TRAIN:
            self._set_train(self._cursor, choice)
            self._visit_day()
        elif step == _FLIP:
            index = self._plan.walks[self._day][self._cursor]
            faces = list(self._faces)
            faces[index] = choice == FRONT
            self._faces = tuple(faces)
            if self._log is not None:
                self._log.append(TRIP_WALK[self._plan.slots[index].card.id, choice,
                                           self._traveller])
            self._cursor += 1
            self._advance_from(_FLIP)
        elif step in (_WILD, _FINAL_WILD):
            self._spend_wild(choice)
        elif step == _FREE:
            self._resolve_highlight(free=choice == SCORE)
        elif step == _AGENCY_WILD:
            self._extra[_INDEX[choice]] += 1
            self._emit("trip.wild", kinds=choice, day=DAY_KEYS[self._day])
            self._tied = ()
            self._run_gains()

    def _advance_from(self, step: int) -> None:
        """Run the automatic part of the trip from ``step`` up to the next real decision."""
        if step == _YELLOW:
            if self._cursor < len(self._plan.yellows):
                self._step = _YELLOW
                return
            self._begin_trains()
            step = _TRAIN
        if step == _TRAIN:
            while self._cursor < len(self._changes):
                options = self._train_choices()
                if len(options) > 1:
                    self._step = _TRAIN
                    return
                self._set_train(self._changes[self._cursor], options[0])
                self._cursor += 1
            self._begin_day(0)
            return
        if step == _FLIP and self._cursor == len(self._plan.walks[self._day]):
            self._after_flips()

    # trains (binding decision 6)

    def _begin_trains(self) -> None:
        plan = self._plan
        cities = self._cities
        changes = tuple(i for i in range(1, len(cities)) if cities[i] != cities[i - 1])
        if plan.agency is not None and plan.agency not in AGENCY_LUXURY:
            changes = ()  # the easy and normal agencies use no trains
        self._changes = changes
        self._cursor = 0
        if plan.agency in AGENCY_LUXURY:
            trains = list(self._trains)
            for i in changes:
                trains[i] = _LUXURY
                self._points[_TRAINS] += TRAIN_POINTS[LUXURY_TRAIN]
                self._train_logged(i, LUXURY_TRAIN)
            self._trains = tuple(trains)
            self._cursor = len(changes)
        elif self._late:
            self._defer_trains()

    def _train_choices(self) -> tuple[str, ...]:
        options = []
        if self._start:
            options.append(START_TRAIN)
        if self._luxury:
            options.append(LUXURY_TRAIN)
        options.append(STANDARD_TRAIN)
        return tuple(options)

    def _defer_trains(self) -> None:
        """The planner's order: each open train is chosen when its card is reached."""
        trains = list(self._trains)
        for i in self._changes[self._cursor:]:
            trains[i] = _PENDING
        self._trains = tuple(trains)
        self._cursor = len(self._changes)

    def _set_train(self, index: int, train: str) -> None:
        trains = list(self._trains)
        trains[index] = _TRAIN_CODE[train]
        self._trains = tuple(trains)
        if train == START_TRAIN:
            self._start = False
        elif train == LUXURY_TRAIN:
            self._luxury -= 1
        self._points[_TRAINS] += TRAIN_POINTS[train]
        self._train_logged(index, train)

    # days

    def _begin_day(self, day: int) -> None:
        self._day, self._cursor = day, 0
        if self._plan.walks[day]:
            self._step = _FLIP
            return
        self._after_flips()

    def _after_flips(self) -> None:
        self._cursor = self._plan.day_first[self._day]
        self._visit_day()

    def _visit_day(self) -> None:
        """Visit the day's cards from the cursor on; a deferred train may stop the walk."""
        plan = self._plan
        day = self._day
        first, end = plan.day_first[day], plan.day_first[day + 1]
        while self._cursor < end:
            index = self._cursor
            if self._trains[index] == _PENDING:
                options = self._train_choices()
                if len(options) > 1:
                    self._step = _LATE_TRAIN
                    return
                self._set_train(index, options[0])
            self._visit(index)
            self._cursor += 1
        cities = self._cities[first:end]
        if cities.count(TOKYO) == len(cities):
            self._pure = (self._pure[0] + 1, self._pure[1])
        elif cities.count(KYOTO) == len(cities):
            self._pure = (self._pure[0], self._pure[1] + 1)
        if plan.passport == VARIED_DAYS:
            kinds = {icon for i in range(first, end) if self._faces[i]
                     for icon in plan.slots[i].card.icons if icon in EXPERIENCES}
            if len(kinds) >= VARIED_DAY_KINDS:
                self._passport_points(VARIED_DAY_POINTS)
        self._before_highlight()

    def _visit(self, index: int) -> None:
        """One card of the day: its train, its VP, its icons (greens before reds)."""
        plan = self._plan
        slot = plan.slots[index]
        train = self._trains[index]
        if train != _NO_TRAIN:
            self._rides += 1
            if train == _LUXURY:
                self._gain((_LUXURY_INDEX,))
        day, card, face_down, _ = slot
        if face_down:
            self._walks += 1
        sheet = self._points
        front = self._faces[index]
        if front:
            points, icons = card.points, plan.front_icons[index]
            if index in plan.museum_slots:
                self._passport_points(MUSEUM_POINTS)
        else:
            points, icons = plan.data.walk_back.points, plan.back_icons
        sheet[day] += points
        self._gain(icons)
        if self._log is not None:
            whose, key = self._traveller, DAY_KEYS[day]
            events = TRIP_CARD if type(whose) is int else AGENCY_CARD
            self._log.append(events[card.id, key, FRONT if front else BACK, points, whose, key,
                                    whose])

    def _gain_icon(self, icon: str) -> None:
        self._gain((_INDEX[icon],))

    def _gain(self, icons: tuple[int, ...]) -> None:
        """Icons collected (indices into ICONS): each its passport VP and its mood arrows. A
        card's icons in one call, the lookups bound once: the trip's inner loop (a call per
        icon cost Let's Go a fifth of its random games a second in `tabibito bench`)."""
        owned, plan = self._icons, self._plan
        icon_points, arrows = plan.icon_points, plan.arrows
        for n in icons:
            owned[n] += 1
            if icon_points[n]:
                self._passport_points(icon_points[n])
            for step in arrows[n]:
                self._move_mood(step)

    def _move_mood(self, step: int) -> None:
        """One arrow; reaching an end resets the marker before the next arrow (decision 4)."""
        mood = self._mood + step
        if mood >= MOOD_END:
            mood = 0
            if self._happy < MOOD_STEPS:
                self._happy += 1
                self._emit("trip.mood_step", track="happiness", level=self._happy)
        elif mood <= -MOOD_END:
            mood = 0
            if self._stress < MOOD_STEPS:
                self._stress += 1
                self._emit("trip.mood_step", track="stress", level=self._stress)
        self._mood = mood

    # wilds (binding decision 7)

    def _before_highlight(self) -> None:
        if self._wilds and self._plan.agency is None:
            self._step = _WILD
            return
        self._check_free()

    def _spend_wild(self, choice: str) -> None:
        final = self._step == _FINAL_WILD
        if choice != DONE:
            for kind in choice.split("+"):
                self._extra[_INDEX[kind]] += 1
            self._wilds -= 1
            self._emit("trip.wild", kinds=choice, day=None if final else DAY_KEYS[self._day])
            if self._wilds:
                return
        if final:
            self._finish()
        else:
            self._check_free()

    # highlights (binding decision 8)

    def _highlight_slot(self) -> int:
        return self._plan.day_first[self._day + 1] - 1

    def _check_free(self) -> None:
        index = self._highlight_slot()
        if self._free and self._faces[index] and not self._met(self._plan.slots[index].card):
            self._step = _FREE
            return
        self._resolve_highlight(free=False)

    def _met(self, card: Card) -> bool:
        condition = card.condition
        return (all(self.count(icon) >= n for icon, n in condition.at_least)
                and all(self.count(icon) == 0 for icon in condition.absent)
                and self._walks >= condition.walks and self._rides >= condition.trains)

    def _resolve_highlight(self, free: bool) -> None:
        plan = self._plan
        index = self._highlight_slot()
        card = plan.slots[index].card
        gains: tuple[str, ...] = ()
        if not self._faces[index]:
            met, points = True, plan.data.walk_back.highlight_points
        else:
            met = plan.agency in AGENCY_UNCONDITIONAL or free or self._met(card)
            if free:
                self._free -= 1
            points = self._reward_points(card) if met else 0
            if met:
                gains = card.reward.gains * (2 if plan.passport == DOUBLE_GAINS else 1)
        if met and self._doubled:
            self._doubled -= 1
            points *= 2
        self._points[self._day] += points
        highlights = list(self._highlights)
        highlights[self._day] = met
        self._highlights = tuple(highlights)
        if self._log is not None:
            self._score_logged("trip.highlight", {
                "card": card.id, "day": DAY_KEYS[self._day], "met": met, "free": free,
                "points": points, "gains": gains, "category": DAY_KEYS[self._day]})
        self._gains = gains
        self._run_gains()

    def _reward_points(self, card: Card) -> int:
        """The reward's VP, counting only what exists now."""
        reward = card.reward
        if reward.per == PER_SETS:
            counted = min(self.count(icon) for icon in reward.per_icons)
        elif reward.per == PER_TRAINS:
            counted = self._rides
        elif reward.per == PER_CITY_DAYS:
            counted = self._pure[0 if reward.per_city == TOKYO else 1]
        else:
            counted = 0
        return reward.points + reward.per_points * counted

    def _run_gains(self) -> None:
        """The highlight's gains in card order; an agency's wild may wait for a tie-break."""
        while self._gains:
            gain, self._gains = self._gains[0], self._gains[1:]
            if gain != WILD:
                self._gain_icon(gain)
            elif self._plan.agency is None:
                self._wilds += 1
            else:
                tracks = [self.track(kind) for kind in EXPERIENCES]
                best = max(tracks)
                tied = tuple(k for k, t in zip(EXPERIENCES, tracks, strict=True) if t == best)
                if len(tied) > 1:
                    self._tied = tied
                    self._step = _AGENCY_WILD
                    return
                self._extra[_INDEX[tied[0]]] += 1
        self._end_day()

    def _end_day(self) -> None:
        if self._day + 1 < DAYS:
            self._begin_day(self._day + 1)
            return
        self._day = DAYS - 1
        times = 2 if self._plan.passport == DOUBLE_MOOD else 1
        happy, stress = HAPPINESS_POINTS[self._happy] * times, STRESS_POINTS[self._stress] * times
        self._points[_MOOD] = happy + stress
        if self._log is not None:
            self._mood_logged(happy, stress)
        if self._wilds and self._plan.agency is None:
            self._step = _FINAL_WILD
            return
        self._finish()

    # the end (§1.7 steps 4-7)

    def _finish(self) -> None:
        tracks = self._tracks(self._extra)
        table = self._table()
        earned = [experience_points(track, table) for track in tracks]
        self._points[_EXPERIENCE] = sum(earned)
        self._step = _OVER
        if self._log is not None:  # the planner ends thousands of trips: no sheet for them
            self._experiences_logged(tracks, earned)
        self._passport_points(self._passport_end(tracks))
        if self._log is not None:
            self._emit("trip.over", total=self.total(), breakdown=self.breakdown())

    def _table(self) -> tuple[tuple[int, int], ...]:
        return RICH_EXPERIENCE_TABLE if self._plan.passport == RICH_EXPERIENCE else EXPERIENCE_TABLE

    def _tracks(self, extra: list[int]) -> list[int]:
        head = self._plan.head_start
        return [self._icons[n] + extra[n] + head for n in _EXP]

    def _end_points(self, extra: list[int]) -> int:
        tracks = self._tracks(extra)
        table = self._table()
        return sum(experience_points(t, table) for t in tracks) + self._passport_end(tracks)

    def _passport_end(self, tracks: list[int]) -> int:
        if self._plan.passport != SPECIALIST:
            return 0  # the per-icon passports score as the icons come (_ICON_POINTS)
        return max(tracks) + SPECIALIST_LOW_POINTS * sum(t <= SPECIALIST_LOW for t in tracks)

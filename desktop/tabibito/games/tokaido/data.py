"""Tokaido's data: the road from Kyoto to Edo, the cards, the travellers, the Crossroads tables.

The data lives in ``resources/tokaido/*.json``; this module loads it once, checks it against the
counts of the rules (``shared/rules/tokaido.md`` §3, §7, §9, §12) and turns it into frozen
values. A broken file fails with a DataError carrying a message key and a detail for the logs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabibito.engine import DataError, data_folder, read_data_file

VERSION = 1
FILES = ("road", "cards", "travellers", "crossroads")

# §3: five inns, 13 / 12 / 13 / 12 road stops between them, 24 of them double.
INNS = ("kyoto", "first_inn", "second_inn", "third_inn", "edo")
STOPS_PER_LEG = (13, 12, 13, 12)
DOUBLE_STOPS = 24
STOP_KINDS = ("village", "temple", "encounter", "paddy_panorama", "mountain_panorama",
              "sea_panorama", "hot_spring", "farm")
STOPS_PER_KIND = {"village": 7, "temple": 6, "encounter": 7, "paddy_panorama": 5,
                  "mountain_panorama": 6, "sea_panorama": 7, "hot_spring": 6, "farm": 6}
# §5, §7.5: panorama types with their parts, five copies of each part.
PANORAMA_PARTS = {"paddy": 3, "mountain": 4, "sea": 5}
PANORAMA_COPIES = 5
PANORAMA_CARDS = 60
HOT_SPRING_CARDS = 12
SOUVENIR_FAMILIES = ("small_objects", "food_and_drink", "clothing", "art")
SOUVENIRS_PER_FAMILY = 6
MEAL_CARDS = 25
ENCOUNTER_KINDS = ("shokunin", "annaibito", "samurai", "kuge", "miko")
ENCOUNTER_COPIES = {"shokunin": 2, "annaibito": 6, "samurai": 2, "kuge": 2, "miko": 2}
ACHIEVEMENTS = ("paddy", "mountain", "sea", "gourmet", "collector", "bather", "chatterbox")
BASE_TRAVELLERS = 10
CROSSROADS_TRAVELLERS = 6
CROSSROADS_CARDS_PER_TYPE = 6
# Binding decision 5.
FORTUNE_DIE = ("lose", "lose", "times_1", "times_2", "times_3", "times_4")


@dataclass(frozen=True, slots=True)
class Stop:
    index: int
    kind: str  # "inn" or one of STOP_KINDS
    double: bool = False
    inn: str | None = None  # the inn's id at an inn

    @property
    def panorama(self) -> str | None:
        return self.kind.removesuffix("_panorama") if self.kind.endswith("_panorama") else None


@dataclass(frozen=True)
class Road:
    """The stops in travel order: an inn first and last, three inns between."""

    stops: tuple[Stop, ...]

    @property
    def inns(self) -> tuple[int, ...]:
        return tuple(stop.index for stop in self.stops if stop.kind == "inn")

    @property
    def final(self) -> int:
        return len(self.stops) - 1

    def next_inn(self, index: int) -> int:
        """The first inn after ``index``: nobody may travel past it."""
        return next(i for i in self.inns if i > index)

    def reversed(self) -> Road:
        """The road of the Return trip (Edo to Kyoto): the same stops the other way."""
        count = len(self.stops)
        return Road(tuple(Stop(count - 1 - s.index, s.kind, s.double, s.inn)
                          for s in reversed(self.stops)))


@dataclass(frozen=True, slots=True)
class Souvenir:
    id: str
    family: str
    price: int


@dataclass(frozen=True, slots=True)
class Meal:
    id: str  # one card: the dish and a copy number, "dango_2"
    dish: str
    price: int


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    kind: str
    panorama: str | None = None  # the panorama an Annaibito shows


@dataclass(frozen=True, slots=True)
class HotSpring:
    id: str
    value: int


@dataclass(frozen=True, slots=True)
class Achievement:
    id: str
    when: str  # "first_to_complete" (during play) or "end"
    points: int
    panorama: str | None = None


@dataclass(frozen=True, slots=True)
class Traveller:
    id: str
    coins: int
    ability: str
    expansion: str


@dataclass(frozen=True, slots=True)
class LegendaryObject:
    id: str
    price: int
    effect: str
    points: int = 0


@dataclass(frozen=True)
class Crossroads:
    """The Crossroads tables (§12); their rules are in rules.py."""

    cherry_trees: int
    cherry_tree_points: int
    cherry_tree_coins: int
    bath_houses: int
    bath_house_price: int
    bath_house_points: int
    gaming_room_stake: int
    fortune_die: tuple[str, ...]
    amulets: tuple[str, ...]
    amulet_price: int
    legendary_objects: tuple[LegendaryObject, ...]
    calligraphies: tuple[str, ...]
    calligraphy_price: int


@dataclass(frozen=True)
class TokaidoData:
    road: Road
    panoramas: tuple[tuple[str, int, int], ...]  # (panorama, value, copies)
    hot_springs: tuple[HotSpring, ...]
    souvenirs: tuple[Souvenir, ...]
    meals: tuple[Meal, ...]
    encounters: tuple[Encounter, ...]
    achievements: tuple[Achievement, ...]
    travellers: tuple[Traveller, ...]
    crossroads: Crossroads

    def base_travellers(self) -> tuple[Traveller, ...]:
        return tuple(t for t in self.travellers if t.expansion == "base")


# --- loading ------------------------------------------------------------------------------------


def default_folder() -> Path:
    """Where the shipped data lives: beside the frozen app, or at the repository root."""
    return data_folder("tokaido")


def load_data(folder: str | Path | None = None) -> TokaidoData:
    """Load and check the data; the shipped data (``folder=None``) is loaded only once."""
    if folder is None:
        return _load_default()
    return _load(Path(folder))


@lru_cache(maxsize=1)
def _load_default() -> TokaidoData:
    return _load(default_folder())


def _read(folder: Path, name: str) -> dict[str, Any]:
    return read_data_file(folder, "tokaido", name, VERSION)


def _load(folder: Path) -> TokaidoData:
    raw = {name: _read(folder, name) for name in FILES}
    try:
        data = TokaidoData(
            road=_road(raw["road"]),
            panoramas=tuple((p["panorama"], int(p["value"]), int(p["copies"]))
                            for p in raw["cards"]["panoramas"]),
            hot_springs=_hot_springs(raw["cards"]["hot_springs"]),
            souvenirs=tuple(Souvenir(s["id"], s["family"], int(s["price"]))
                            for s in raw["cards"]["souvenirs"]),
            meals=_meals(raw["cards"]["meals"]),
            encounters=_encounters(raw["cards"]["encounters"]),
            achievements=tuple(Achievement(a["id"], a["when"], int(a["points"]),
                                           a.get("panorama"))
                               for a in raw["cards"]["achievements"]),
            travellers=tuple(Traveller(t["id"], int(t["coins"]), t["ability"], t["expansion"])
                             for t in raw["travellers"]["travellers"]),
            crossroads=_crossroads(raw["crossroads"]),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DataError("tokaido.data.corrupt", f"{folder}: {exc!r}") from exc
    problems = validate(data)
    if problems:
        raise DataError("tokaido.data.invalid", "; ".join(problems))
    return data


def _road(raw: dict[str, Any]) -> Road:
    return Road(tuple(Stop(index, s["kind"], bool(s.get("double", False)), s.get("inn"))
                      for index, s in enumerate(raw["stops"])))


def _copies(entries: list[dict[str, Any]], make: Callable[[dict[str, Any], int], Any]) -> tuple:
    return tuple(make(entry, copy) for entry in entries
                 for copy in range(1, int(entry["copies"]) + 1))


def _hot_springs(entries: list[dict[str, Any]]) -> tuple[HotSpring, ...]:
    return _copies(entries, lambda e, n: HotSpring(f"hot_spring_{e['value']}_{n}",
                                                   int(e["value"])))


def _meals(entries: list[dict[str, Any]]) -> tuple[Meal, ...]:
    return _copies(entries, lambda e, n: Meal(f"{e['dish']}_{n}", e["dish"], int(e["price"])))


def _encounters(entries: list[dict[str, Any]]) -> tuple[Encounter, ...]:
    def make(entry: dict[str, Any], copy: int) -> Encounter:
        panorama = entry.get("panorama")
        name = entry["encounter"] if panorama is None else f"{entry['encounter']}_{panorama}"
        return Encounter(f"{name}_{copy}", entry["encounter"], panorama)
    return _copies(entries, make)


def _crossroads(raw: dict[str, Any]) -> Crossroads:
    return Crossroads(
        cherry_trees=int(raw["cherry_trees"]["copies"]),
        cherry_tree_points=int(raw["cherry_trees"]["points"]),
        cherry_tree_coins=int(raw["cherry_trees"]["coins"]),
        bath_houses=int(raw["bath_houses"]["copies"]),
        bath_house_price=int(raw["bath_houses"]["price"]),
        bath_house_points=int(raw["bath_houses"]["points"]),
        gaming_room_stake=int(raw["gaming_room"]["stake"]),
        fortune_die=tuple(raw["fortune_die"]),
        amulets=tuple(a["id"] for a in raw["amulets"]),
        amulet_price=int(raw["amulet_price"]),
        legendary_objects=tuple(LegendaryObject(o["id"], int(o["price"]), o["effect"],
                                                int(o.get("points", 0)))
                                for o in raw["legendary_objects"]),
        calligraphies=tuple(c["id"] for c in raw["calligraphies"]),
        calligraphy_price=int(raw["calligraphy_price"]),
    )


# --- validation ---------------------------------------------------------------------------------


def validate(data: TokaidoData) -> list[str]:
    """Every way the data breaks the counts of the rules, in words for a developer."""
    return (_road_problems(data.road) + _card_problems(data) + _traveller_problems(data)
            + _crossroads_problems(data.crossroads))


def _road_problems(road: Road) -> list[str]:
    problems = []
    inns = [stop for stop in road.stops if stop.kind == "inn"]
    if tuple(stop.inn for stop in inns) != INNS:
        problems.append(f"the inns are {[stop.inn for stop in inns]}, not {list(INNS)}")
    if not road.stops or road.stops[0].kind != "inn" or road.stops[-1].kind != "inn":
        problems.append("the road must start and end at an inn")
        return problems
    legs = [b - a - 1 for a, b in zip(road.inns, road.inns[1:], strict=False)]
    if tuple(legs) != STOPS_PER_LEG:
        problems.append(f"the legs have {legs} stops, not {list(STOPS_PER_LEG)}")
    kinds = Counter(stop.kind for stop in road.stops if stop.kind != "inn")
    unknown = set(kinds) - set(STOP_KINDS)
    if unknown:
        problems.append(f"unknown stop kinds {sorted(unknown)}")
    if dict(kinds) != STOPS_PER_KIND and not unknown:
        problems.append(f"stops per kind {dict(kinds)} are not {STOPS_PER_KIND}")
    doubles = sum(stop.double for stop in road.stops)
    if doubles != DOUBLE_STOPS:
        problems.append(f"{doubles} double stops, not {DOUBLE_STOPS}")
    if any(stop.double for stop in inns):
        problems.append("an inn is marked double")
    return problems


def _card_problems(data: TokaidoData) -> list[str]:
    problems = []
    parts: Counter[str] = Counter()
    for panorama, value, copies in data.panoramas:
        if panorama not in PANORAMA_PARTS or not 1 <= value <= PANORAMA_PARTS[panorama]:
            problems.append(f"panorama {panorama} {value} does not exist")
        if copies != PANORAMA_COPIES:
            problems.append(f"panorama {panorama} {value} has {copies} copies")
        parts[panorama] += 1
    if sum(copies for *_, copies in data.panoramas) != PANORAMA_CARDS:
        problems.append(f"the panoramas are not {PANORAMA_CARDS} cards")
    if dict(parts) != PANORAMA_PARTS:
        problems.append(f"panorama parts {dict(parts)} are not {PANORAMA_PARTS}")
    if len(data.hot_springs) != HOT_SPRING_CARDS or any(
            h.value not in (2, 3) for h in data.hot_springs):
        problems.append(f"the hot springs are not {HOT_SPRING_CARDS} cards worth 2 or 3")
    families = Counter(s.family for s in data.souvenirs)
    if dict(families) != dict.fromkeys(SOUVENIR_FAMILIES, SOUVENIRS_PER_FAMILY):
        problems.append(f"souvenirs per family {dict(families)}")
    if any(not 1 <= s.price <= 3 for s in data.souvenirs):
        problems.append("a souvenir costs other than 1 to 3 coins")
    if len(data.meals) != MEAL_CARDS or any(not 1 <= m.price <= 3 for m in data.meals):
        problems.append(f"the meals are not {MEAL_CARDS} cards of 1 to 3 coins")
    kinds = Counter(e.kind for e in data.encounters)
    if dict(kinds) != ENCOUNTER_COPIES:
        problems.append(f"encounters {dict(kinds)} are not {ENCOUNTER_COPIES}")
    if any((e.kind == "annaibito") != (e.panorama in PANORAMA_PARTS) for e in data.encounters):
        problems.append("every Annaibito, and only an Annaibito, shows a panorama")
    if tuple(a.id for a in data.achievements) != ACHIEVEMENTS:
        problems.append(f"the achievements are not {list(ACHIEVEMENTS)}")
    ids = [card.id for group in (data.hot_springs, data.souvenirs, data.meals, data.encounters)
           for card in group]
    if len(set(ids)) != len(ids):
        problems.append("two cards share an id")
    return problems


def _traveller_problems(data: TokaidoData) -> list[str]:
    editions = Counter(t.expansion for t in data.travellers)
    problems = []
    if dict(editions) != {"base": BASE_TRAVELLERS, "crossroads": CROSSROADS_TRAVELLERS}:
        problems.append(f"travellers per edition {dict(editions)}")
    if len({t.id for t in data.travellers}) != len(data.travellers):
        problems.append("two travellers share an id")
    if any(t.coins < 0 for t in data.travellers):
        problems.append("a traveller starts with fewer than 0 coins")
    return problems


def _crossroads_problems(cards: Crossroads) -> list[str]:
    counts = {"cherry trees": cards.cherry_trees, "bath houses": cards.bath_houses,
              "amulets": len(set(cards.amulets)), "legendary objects": len(cards.legendary_objects),
              "calligraphies": len(set(cards.calligraphies))}
    problems = [f"{count} {name}, not {CROSSROADS_CARDS_PER_TYPE}"
                for name, count in counts.items() if count != CROSSROADS_CARDS_PER_TYPE]
    if cards.fortune_die != FORTUNE_DIE:
        problems.append(f"the fortune die is {list(cards.fortune_die)}, not {list(FORTUNE_DIE)}")
    return problems

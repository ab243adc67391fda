"""Let's Go! To Japan's data: the 160 activity cards, the walk back and the 18 passports.

The data lives in ``resources/letsgo/*.json`` (facts of the published game, binding decision 1:
icons, points, highlight conditions and rewards; a site is a stable snake_case key the catalogues
translate, with its English name beside it). This module loads it once, checks it against the
counts of the rules (``shared/rules/letsgo-japan.md`` §1.1, §1.3, §1.12) and turns it into frozen
values. A broken file fails with a DataError carrying a message key and a detail for the logs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tabibito.engine import DataError, data_folder, read_data_file

VERSION = 1
FILES = ("cards", "passports")

# The icon codes of the card table: five experiences, two green and two red moods.
TEMPLE, FOOD, NATURE, SHOPPING, UNIQUE = "R", "G", "P", "Y", "B"
EXPERIENCES = (TEMPLE, FOOD, NATURE, SHOPPING, UNIQUE)
RELAXING, CHEAP, STRENUOUS, EXPENSIVE = "hL", "hY", "aL", "aY"
GREEN_MOOD, RED_MOOD = (RELAXING, CHEAP), (STRENUOUS, EXPENSIVE)
ICONS = EXPERIENCES + GREEN_MOOD + RED_MOOD
HAPPINESS = "happiness"                        # the sixth favourable-condition token
CONDITION_TOKENS = EXPERIENCES + (HAPPINESS,)  # one per day, all different (§1.2)
WILD = "wild"                                  # a highlight may give a wild token
GAINS = ICONS + (WILD,)
TOKYO, KYOTO = "tokyo", "kyoto"
CITIES = (TOKYO, KYOTO)
DAYS = 6

# §1.1, §1.3: 80 cards per deck, the yellow ones are numbers 72-80 of each deck.
CARDS_PER_DECK = 80
YELLOW_NUMBERS = range(72, 81)
DECK_PREFIX = {TOKYO: "T", KYOTO: "K"}
MAX_CARD_POINTS = 7
PASSPORTS = 18
# Rewards that count something: complete sets of icons, train rides, days spent in one city.
PER_SETS, PER_TRAINS, PER_CITY_DAYS = "sets", "trains", "city_days"
PER_KINDS = (PER_SETS, PER_TRAINS, PER_CITY_DAYS)

_KEY = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")


@dataclass(frozen=True, slots=True)
class Condition:
    """A highlight's condition; every part must hold. No part at all: always met."""

    at_least: tuple[tuple[str, int], ...] = ()  # (icon, n): at least n of that icon
    absent: tuple[str, ...] = ()                # not a single one of these icons
    walks: int = 0                              # walked at least this often
    trains: int = 0                             # at least this many train rides

    @property
    def always(self) -> bool:
        return not (self.at_least or self.absent or self.walks or self.trains)


@dataclass(frozen=True, slots=True)
class Reward:
    """A highlight's reward: ``points`` plus ``per_points`` per counted thing, then the gains."""

    points: int = 0
    per: str | None = None          # PER_SETS | PER_TRAINS | PER_CITY_DAYS
    per_points: int = 0
    per_icons: tuple[str, ...] = ()  # PER_SETS: one complete set is one of each of these
    per_city: str | None = None     # PER_CITY_DAYS: the city of the days that count
    gains: tuple[str, ...] = ()     # icons (and WILD) gained, in card order


@dataclass(frozen=True, slots=True)
class Card:
    id: str                 # "T1".."T80", "K1".."K80"
    deck: str               # TOKYO | KYOTO (a yellow card's deck too)
    yellow: bool            # generic card: city chosen on the trip when face up
    site: str               # stable snake_case key of the site name (translation key)
    name: str               # the English site name, for the catalogues
    icons: tuple[str, ...]  # icon codes, in card order
    points: int             # the top-right VP
    condition: Condition
    reward: Reward


@dataclass(frozen=True, slots=True)
class WalkBack:
    """The back of every card, scored for a face-down walk (binding decision 5)."""

    icons: tuple[str, ...]
    points: int
    highlight_points: int   # its highlight when it is the day's last card: always met


@dataclass(frozen=True, slots=True)
class Passport:
    number: int                      # 1..18
    key: str                         # snake_case translation key
    name: str                        # short English text, for the catalogues
    luxury_trains: int = 0           # start of game effects, resolved in the draft
    wilds: int = 0
    research: int = 0
    icons: tuple[str, ...] = ()      # icons owned from the start (count for the trip)
    sites: tuple[str, ...] = ()      # passport 18: the museums and classes


@dataclass(frozen=True)
class LetsGoData:
    cards: Mapping[str, Card]
    tokyo: tuple[str, ...]   # card ids of the deck, in number order
    kyoto: tuple[str, ...]
    walk_back: WalkBack
    passports: tuple[Passport, ...]

    def deck(self, city: str) -> tuple[str, ...]:
        return self.tokyo if city == TOKYO else self.kyoto

    def passport(self, number: int) -> Passport:
        return self.passports[number - 1]

    def sites(self) -> dict[str, str]:
        """Every site key with its English name (one translation per site)."""
        return {card.site: card.name for card in self.cards.values()}


def favourable_matches(token: str, icons: Iterable[str]) -> int:
    """How many icons match a day's favourable condition (§1.6): happiness counts both greens."""
    wanted = GREEN_MOOD if token == HAPPINESS else (token,)
    return sum(icon in wanted for icon in icons)


# --- loading ------------------------------------------------------------------------------------


def default_folder() -> Path:
    """Where the shipped data lives: beside the frozen app, or at the repository root."""
    return data_folder("letsgo")


def load_data(folder: str | Path | None = None) -> LetsGoData:
    """Load and check the data; the shipped data (``folder=None``) is loaded only once."""
    if folder is None:
        return _load_default()
    return _load(Path(folder))


@lru_cache(maxsize=1)
def _load_default() -> LetsGoData:
    return _load(default_folder())


def _read(folder: Path, name: str) -> dict[str, Any]:
    return read_data_file(folder, "letsgo", name, VERSION)


def _load(folder: Path) -> LetsGoData:
    raw = {name: _read(folder, name) for name in FILES}
    try:
        cards = tuple(_card(entry) for entry in raw["cards"]["cards"])
        back = raw["cards"]["walk_back"]
        walk_back = WalkBack(tuple(back["icons"]), int(back["points"]),
                             int(back["highlight_points"]))
        passports = tuple(_passport(entry) for entry in raw["passports"]["passports"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DataError("letsgo.data.corrupt", f"{folder}: {exc!r}") from exc
    by_id = {card.id: card for card in cards}
    data = LetsGoData(
        cards=by_id,
        tokyo=_deck_order(cards, TOKYO),
        kyoto=_deck_order(cards, KYOTO),
        walk_back=walk_back,
        passports=tuple(sorted(passports, key=lambda p: p.number)),
    )
    problems = validate(data, len(cards))
    if problems:
        raise DataError("letsgo.data.invalid", "; ".join(problems))
    return data


def _number(card_id: str) -> int:
    digits = card_id[1:]
    return int(digits) if digits.isdigit() else 0


def _deck_order(cards: tuple[Card, ...], city: str) -> tuple[str, ...]:
    return tuple(c.id for c in sorted((c for c in cards if c.deck == city),
                                      key=lambda c: _number(c.id)))


def _card(entry: dict[str, Any]) -> Card:
    return Card(
        id=str(entry["id"]),
        deck=str(entry["deck"]),
        yellow=bool(entry["yellow"]),
        site=str(entry["site"]),
        name=str(entry["name"]),
        icons=tuple(str(icon) for icon in entry["icons"]),
        points=int(entry["points"]),
        condition=_condition(entry["condition"]),
        reward=_reward(entry["reward"]),
    )


def _condition(raw: dict[str, Any]) -> Condition:
    unknown = set(raw) - {"at_least", "none", "walks", "trains"}
    if unknown:
        raise ValueError(f"unknown condition parts {sorted(unknown)}")
    return Condition(
        at_least=tuple((str(icon), int(n)) for icon, n in raw.get("at_least", {}).items()),
        absent=tuple(str(icon) for icon in raw.get("none", ())),
        walks=int(raw.get("walks", 0)),
        trains=int(raw.get("trains", 0)),
    )


def _reward(raw: dict[str, Any]) -> Reward:
    unknown = set(raw) - {"points", "per", "gain"}
    if unknown:
        raise ValueError(f"unknown reward parts {sorted(unknown)}")
    per = raw.get("per") or {}
    return Reward(
        points=int(raw.get("points", 0)),
        per=per.get("count"),
        per_points=int(per.get("points", 0)),
        per_icons=tuple(str(icon) for icon in per.get("icons", ())),
        per_city=per.get("city"),
        gains=tuple(str(gain) for gain in raw.get("gain", ())),
    )


def _passport(entry: dict[str, Any]) -> Passport:
    start = entry.get("start", {})
    return Passport(
        number=int(entry["number"]),
        key=str(entry["key"]),
        name=str(entry["name"]),
        luxury_trains=int(start.get("luxury_trains", 0)),
        wilds=int(start.get("wilds", 0)),
        research=int(start.get("research", 0)),
        icons=tuple(str(icon) for icon in start.get("icons", ())),
        sites=tuple(str(site) for site in entry.get("sites", ())),
    )


# --- validation ---------------------------------------------------------------------------------


def validate(data: LetsGoData, card_rows: int | None = None) -> list[str]:
    """Every way the data breaks the rules' counts, in words for a developer."""
    problems = []
    if card_rows is not None and card_rows != len(data.cards):
        problems.append(f"{card_rows - len(data.cards)} cards share an id")
    for city in CITIES:
        expected = tuple(f"{DECK_PREFIX[city]}{n}" for n in range(1, CARDS_PER_DECK + 1))
        if data.deck(city) != expected:
            problems.append(f"the {city} deck is not {expected[0]}..{expected[-1]}")
    for card in data.cards.values():
        problems.extend(f"{card.id}: {p}" for p in _card_problems(card))
    names: dict[str, str] = {}
    for card in data.cards.values():
        if names.setdefault(card.site, card.name) != card.name:
            problems.append(f"site {card.site} has two English names")
    back = data.walk_back
    if any(icon not in ICONS for icon in back.icons) or back.points < 0:
        problems.append("the walk back has unknown icons or negative points")
    problems.extend(_passport_problems(data))
    return problems


def _card_problems(card: Card) -> list[str]:
    problems = []
    if card.deck not in CITIES or not card.id.startswith(DECK_PREFIX.get(card.deck, "?")):
        problems.append(f"deck {card.deck!r} does not fit the id")
    if card.yellow != (_number(card.id) in YELLOW_NUMBERS):
        problems.append("only numbers 72-80 are yellow")
    if not _KEY.match(card.site) or not card.name:
        problems.append(f"site key {card.site!r} is not snake_case or has no name")
    if any(icon not in ICONS for icon in card.icons):
        problems.append(f"unknown icons {card.icons}")
    if not 0 <= card.points <= MAX_CARD_POINTS:
        problems.append(f"{card.points} VP")
    condition = card.condition
    if any(icon not in ICONS or n < 1 for icon, n in condition.at_least) or any(
            icon not in ICONS for icon in condition.absent):
        problems.append("a condition names an unknown icon or a count below 1")
    if condition.walks < 0 or condition.trains < 0 or condition.always:
        problems.append("a card's highlight condition is empty or negative")
    reward = card.reward
    if any(gain not in GAINS for gain in reward.gains):
        problems.append(f"unknown gains {reward.gains}")
    if reward.per is not None and (reward.per not in PER_KINDS or reward.per_points < 1):
        problems.append(f"unknown counted reward {reward.per!r}")
    if (reward.per == PER_SETS) != bool(reward.per_icons) or any(
            icon not in ICONS for icon in reward.per_icons):
        problems.append("a set reward needs known icons, and only a set reward has them")
    if (reward.per == PER_CITY_DAYS) != (reward.per_city in CITIES):
        problems.append("a city-day reward needs a city, and only it has one")
    return problems


def _passport_problems(data: LetsGoData) -> list[str]:
    problems = []
    numbers = tuple(p.number for p in data.passports)
    if numbers != tuple(range(1, PASSPORTS + 1)):
        problems.append(f"the passports are numbered {list(numbers)}, not 1..{PASSPORTS}")
    keys = [p.key for p in data.passports]
    if len(set(keys)) != len(keys) or not all(_KEY.match(key) for key in keys):
        problems.append("passport keys must be distinct and snake_case")
    sites = {card.site for card in data.cards.values()}
    for passport in data.passports:
        if any(icon not in ICONS for icon in passport.icons):
            problems.append(f"passport {passport.number} starts with unknown icons")
        if min(passport.luxury_trains, passport.wilds, passport.research) < 0:
            problems.append(f"passport {passport.number} starts with a negative count")
        unknown = set(passport.sites) - sites
        if unknown:
            problems.append(f"passport {passport.number} names unknown sites {sorted(unknown)}")
    return problems

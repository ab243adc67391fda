"""Short names for what a Tokaido score event scored, for the final score sheet's sums
("Furoshiki 5 + Kanzashi 3 + Shodo 1 = 9"): the souvenir, dish, panorama, legendary object,
calligraphy or traveller it names, else the row's own label."""

from __future__ import annotations

from collections.abc import Callable

from tabibito.engine import Event

from .cards import encounter_name, meal_name, souvenir_name
from .crossroads import calligraphy_name, legendary_name
from .road import panorama_name, traveller_name

# Per event kind: the parameter that names the item and the words for it.
NAMED_BY: dict[str, tuple[str, Callable[[str], str]]] = {
    "souvenir_gained": ("souvenir", souvenir_name),
    "meal_eaten": ("meal", meal_name),
    "encounter": ("card", encounter_name),
    "panorama_taken": ("panorama", panorama_name),
    "achievement": ("achievement", panorama_name),
    "legendary_object": ("object", legendary_name),
    "calligraphy_scored": ("calligraphy", calligraphy_name),
    "traveller_points": ("traveller", traveller_name),
}


def score_item(event: Event, category_label: Callable[[str], str]) -> str:
    """The item ``event`` scored, in a word or two."""
    param, name = NAMED_BY.get(event.kind, ("", str))
    value = event.params.get(param)
    if isinstance(value, str):
        return name(value)
    return category_label(str(event.params.get("category", "")))

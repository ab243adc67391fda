"""How many cards or tiles of a stop's Crossroads stack are left (§12), as any seat may know it:
the stop's info card says it. Amulets are hidden cards, but how many remain is public.

(A tiny reader of its own: the supply strip's fuller ``offers.crossroads_supply`` comes on
another branch; this one reads the same fields.)
"""

from __future__ import annotations

from .rules import TokaidoState


def left_at(state: TokaidoState, kind: str) -> int | None:
    """What is left of the Crossroads stack a stop of ``kind`` sells from (None: no Crossroads,
    or a stop without a stack, as the farm's gaming room)."""
    if not state.crossroads:
        return None
    if kind.endswith("_panorama"):
        return state.cherry_left
    stacks = {"hot_spring": state.bath_left, "village": len(state.legendary_supply),
              "temple": len(state.amulet_supply) + state.hidden_supply,
              "encounter": len(state.calligraphy_supply)}
    return stacks.get(kind)

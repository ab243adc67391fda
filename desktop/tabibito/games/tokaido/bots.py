"""Computer players for Tokaido: for now, easy plays at random and the higher levels search
determinized worlds with the engine's SearchBot (their own heuristics come with issue 8 §3)."""

from __future__ import annotations

from tabibito.engine import Bot, RandomBot, SearchBot

SEARCH_PLAYOUTS = {"normal": 16, "hard": 64}


def make_bot(level: str) -> Bot:
    if level in SEARCH_PLAYOUTS:
        return SearchBot(playouts=SEARCH_PLAYOUTS[level])
    return RandomBot()

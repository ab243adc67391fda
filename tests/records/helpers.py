"""Finished games to record: seeded games of easy bots, some seats turned into named people."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY


def finished_match(game_id: str = "nextstation", players: int = 2, seed: int = 1,
                   options: dict[str, Any] | None = None, levels: tuple[str, ...] = ()) -> Match:
    levels = levels or ("easy",) * players
    seats = [Seat(f"Bot {seat + 1}", level) for seat, level in enumerate(levels)]
    match = Match(REGISTRY.get(game_id), options or {}, seats, seed)
    match.play_bots()
    assert match.is_over()
    return match


def finished_save(game_id: str = "nextstation", players: int = 2, seed: int = 1,
                  people: dict[int, str] | None = None, options: dict[str, Any] | None = None,
                  levels: tuple[str, ...] = ()) -> dict[str, Any]:
    """The save of a finished game; the seats in ``people`` played by the people named."""
    save = finished_match(game_id, players, seed, options, levels).to_save()
    for seat, name in (people or {}).items():
        save["seats"][seat] = {"name": name, "bot": None}
    return save


def unfinished_save(game_id: str = "nextstation", seed: int = 1) -> dict[str, Any]:
    match = Match(REGISTRY.get(game_id), {}, [Seat("Bot 1", "easy"), Seat("Bot 2", "easy")], seed)
    for _ in range(3):
        seat = match.bots_to_act()[0]
        match.apply(seat, match.bot_action(seat))
    return match.to_save()


def write(path: Path, save: dict[str, Any]) -> Path:
    path.write_text(json.dumps(save), encoding="utf-8")
    return path

"""Whether saves replay, judged here or in a process of their own: the check behind "Continue"."""

from __future__ import annotations

import json
import multiprocessing

from tabibito.engine import Match, Registry, Seat
from tabibito.engine.replay_check import ReplayCheck, Verdict, replay_verdict
from tests.engine.toygame import GAME

REGISTRY = Registry([GAME])
GAMES = (GAME.id,)


def saved(tmp_path, name: str, seed: int = 3) -> str:
    match = Match(GAME, {}, [Seat("Ann"), Seat("Hana", "easy")], seed)
    match.play_bots()
    path = tmp_path / name
    match.save(path)
    return str(path)


def damaged(tmp_path, name: str) -> str:
    """Reads as a save; a move of it goes against the rules."""
    data = json.loads((tmp_path / saved(tmp_path, name)).read_text(encoding="utf-8"))
    data["actions"] = data["actions"] * 3
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_verdict_names_the_game_and_players_or_says_why_not(tmp_path):
    good, bad = saved(tmp_path, "good.json"), damaged(tmp_path, "bad.json")

    assert replay_verdict(good, REGISTRY, GAMES) == Verdict(GAME.id, ("Ann", "Hana"))
    verdict = replay_verdict(bad, REGISTRY, GAMES)
    assert not verdict.replays and "save.illegal_action" in verdict.problem
    assert "no board" in replay_verdict(good, REGISTRY, ()).problem  # a game nobody can show
    size = (tmp_path / "good.json").stat().st_size
    assert "save.too_large" in replay_verdict(good, REGISTRY, GAMES, limit=size - 1).problem
    assert replay_verdict(good, REGISTRY, GAMES, limit=size).replays


def test_a_check_apart_judges_newest_first_up_to_the_first_that_replays(tmp_path):
    paths = [damaged(tmp_path, "newest.json"), saved(tmp_path, "good.json"),
             saved(tmp_path, "older.json", seed=4)]

    found = ReplayCheck(paths, REGISTRY, GAMES).wait(60)

    assert [path for path, _ in found] == paths[:2]  # the older one is not needed
    assert not found[0][1].replays and found[1][1] == Verdict(GAME.id, ("Ann", "Hana"))


def test_a_stopped_check_ends_its_process(tmp_path):
    check = ReplayCheck([saved(tmp_path, "good.json")], REGISTRY, GAMES)
    check.stop()
    assert check.done and check.verdicts() == []
    assert not any(child.name == "tabibito-replay-check"
                   for child in multiprocessing.active_children())

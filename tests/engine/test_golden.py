"""Golden playthroughs: seeded bot games stored as saves (tests/golden/). Replaying each must reach
the stored fingerprint and scores, so that a rule change nobody intended fails loudly. When a rule
change is intended, regenerate them with ``tests/golden/make_golden.py`` (see its docstring)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabibito.engine import Action, Match, Registry, Seat, fingerprint, read_save
from tests.engine.conformance import all_games
from tests.golden.make_golden import EXPECTED, SUFFIX, play_match, seated

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SAVES = sorted(GOLDEN.glob(f"*{SUFFIX}"))
REGISTRY = Registry(all_games())
HINT = ("a rule change altered a golden playthrough; if it was intended, run "
        "tests/golden/make_golden.py and commit the new files")


def expected_for(path: Path) -> dict:
    return json.loads(path.with_name(path.name[: -len(SUFFIX)] + EXPECTED).read_text("utf-8"))


def replay(data: dict) -> Match:
    """The saved actions played one by one through the rules, resolutions taken where the save
    says they were (independent of ``Match.from_save``)."""
    game = REGISTRY.get(data["game"])
    seats = [Seat.from_json(seat) for seat in data["seats"]]
    match = Match(game, data["options"], seats, data["seed"], setup=data.get("setup"))
    for entry in data["actions"]:
        while match.step < entry["step"]:
            match.resolve()
        match.apply(entry["seat"], Action.from_json(entry["action"]))
    return match


def test_the_golden_folder_holds_playthroughs():
    assert SAVES, f"no golden saves in {GOLDEN}"
    for path in SAVES:
        assert path.with_name(path.name[: -len(SUFFIX)] + EXPECTED).exists(), path.name


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_every_game_keeps_golden_playthroughs(game):
    stored = [path for path in SAVES if read_save(path)["game"] == game]
    assert stored, f"{game} has no golden playthrough: run tests/golden/make_golden.py {game}"


@pytest.mark.parametrize("path", SAVES, ids=lambda path: path.stem)
def test_golden_playthrough_replays_to_the_stored_end(path):
    data = read_save(path)
    expected = expected_for(path)
    assert data["fingerprint"] == expected["fingerprint"], "the save and its sidecar disagree"
    match = replay(data)
    assert match.is_over(), HINT
    scores = match.state.scores()
    assert list(scores.totals) == expected["totals"], HINT
    assert list(scores.winners) == expected["winners"], HINT
    assert {rival.id: rival.total for rival in scores.rivals} == expected["rivals"], HINT
    assert (len(match.log), match.step) == (expected["moves"], expected["steps"]), HINT
    assert fingerprint(match.state.snapshot()) == expected["fingerprint"], HINT
    loaded = Match.load(path, REGISTRY)  # the app's way: replay and check the fingerprint
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.to_save() == data


@pytest.mark.parametrize("path", SAVES, ids=lambda path: path.stem)
def test_bots_play_the_golden_game_again(path):
    expected = expected_for(path)
    if not expected.get("rerun"):
        pytest.skip("too long a game to let the bots play it again here")
    data = read_save(path)
    game = REGISTRY.get(data["game"])
    seats = [Seat.from_json(seat) for seat in data["seats"]]
    match = play_match(seated(path.stem, Match(game, data["options"], seats, data["seed"])))
    assert match.to_save()["actions"] == data["actions"], (
        "the bots play this seed differently now (a bot or a rule changed); if intended, run "
        "tests/golden/make_golden.py")

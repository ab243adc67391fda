"""Saves: atomic writes, autosave after every action, and typed errors for bad files."""

import json

import pytest

from tabibito.engine import SAVE_VERSION, Match, Registry, SaveError, Seat, read_save
from tests.engine.toygame import GAME

REGISTRY = Registry([GAME])


def played_match(autosave=None):
    match = Match(GAME, {"hand": 2}, [Seat("a", "easy"), Seat("b")], 21, autosave=autosave)
    match.play_bots()
    match.apply(1, match.state.legal_actions(1)[0])
    return match


def test_save_and_load_round_trip(tmp_path):
    match = played_match()
    path = tmp_path / "game.tabibito"
    match.save(path)
    loaded = Match.load(path, REGISTRY)
    assert loaded.log == match.log
    assert loaded.options == {"hand": 2}
    assert loaded.seats == match.seats
    assert loaded.state.hands == match.state.hands


def test_save_has_the_documented_shape(tmp_path):
    data = played_match().to_save()
    assert set(data) == {"format", "version", "game", "options", "seats", "seed", "actions"}
    assert data["actions"][0] == {"seat": 0, "kind": "pick", "card": data["actions"][0]["card"]}


def test_autosave_after_every_action(tmp_path):
    auto = tmp_path / "auto.json"
    match = played_match(autosave=auto)
    assert len(read_save(auto)["actions"]) == len(match.log)
    match.apply(1, match.state.legal_actions(1)[0])
    assert len(read_save(auto)["actions"]) == len(match.log)
    match.undo()
    assert len(read_save(auto)["actions"]) == len(match.log)


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    played_match().save(tmp_path / "one.tabibito")
    assert [p.name for p in tmp_path.iterdir()] == ["one.tabibito"]


def write(tmp_path, text):
    path = tmp_path / "bad.tabibito"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, key", [
    ("", "save.truncated"),
    ('{"format": "tabibito-save", "version": 1, "game": "secr', "save.truncated"),
    ("not json at all", "save.corrupt"),
    ('{"format": "tabibito-save", "version": 1, "game": 5}', "save.corrupt"),
    ('{"name": "a spreadsheet"}', "save.foreign"),
    ("[1, 2, 3]", "save.foreign"),
    (json.dumps({"format": "tabibito-save", "version": SAVE_VERSION + 1}), "save.newer"),
])
def test_bad_files_give_typed_errors(tmp_path, text, key):
    with pytest.raises(SaveError) as caught:
        Match.load(write(tmp_path, text), REGISTRY)
    assert caught.value.key == key


def test_unknown_game_and_illegal_history(tmp_path):
    data = played_match().to_save()
    with pytest.raises(SaveError) as caught:
        Match.from_save({**data, "game": "chess"}, REGISTRY)
    assert caught.value.key == "save.unknown_game"
    data["actions"][0]["card"] = 999
    with pytest.raises(SaveError) as caught:
        Match.from_save(data, REGISTRY)
    assert caught.value.key == "save.illegal_action"
    assert caught.value.params["index"] == 0


def test_missing_file_is_unreadable(tmp_path):
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path / "nowhere.tabibito")
    assert caught.value.key == "save.unreadable"


def test_a_bad_file_leaves_other_saves_untouched(tmp_path):
    good = tmp_path / "good.tabibito"
    played_match().save(good)
    before = good.read_bytes()
    with pytest.raises(SaveError):
        Match.load(write(tmp_path, "{garbage"), REGISTRY)
    assert good.read_bytes() == before

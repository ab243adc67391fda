"""Saves: atomic writes, autosave after every action, and typed errors for bad files."""

import json
import os
import stat
from pathlib import Path

import pytest

from tabibito.engine import (
    MAX_SAVE_BYTES,
    SAVE_VERSION,
    Match,
    Registry,
    SaveError,
    Seat,
    parse_save,
    read_save,
    saves,
)
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


# --- files cut short ------------------------------------------------------------------------------


def test_a_save_cut_between_two_actions_is_truncated(tmp_path):
    """The cut falls right after an action's "}": the text looks closed, the JSON is not."""
    text = json.dumps(played_match().to_save())
    cut = text[:text.rindex("}", 0, len(text) - 2) + 1]
    assert cut.endswith("}") and cut.count("{") > cut.count("}")
    with pytest.raises(SaveError) as caught:
        Match.load(write(tmp_path, cut + "\n"), REGISTRY)
    assert caught.value.key == "save.truncated"


def test_every_cut_of_a_save_is_truncated():
    data = {**played_match().to_save(), "options": {"on": True, "off": False, "none": None,
                                                     "ratio": -12.5e-3, "name": 'k\u00f6ln "\\ x'}}
    text = json.dumps(data, ensure_ascii=False)
    for end in range(len(text)):
        with pytest.raises(SaveError) as caught:
            parse_save(text[:end])
        assert caught.value.key == "save.truncated", text[:end]


@pytest.mark.parametrize("text", [
    '{"format": "tabibito-save"}}',  # a whole object, then more
    '{"format": tx}',  # a word that no JSON literal starts like
    '{"format": "tabibito-save", "version": 1,, "game": "x"}',
    "{garbage",
])
def test_scrambled_text_is_corrupt_not_truncated(text):
    with pytest.raises(SaveError) as caught:
        parse_save(text)
    assert caught.value.key == "save.corrupt"


# --- size and permissions -------------------------------------------------------------------------


def test_a_file_beyond_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.tabibito"
    with path.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)  # sparse: no disk space, a real size
    opened = []
    monkeypatch.setattr(Path, "open", lambda self, *a, **k: opened.append(self))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert (caught.value.key, caught.value.params) == (
        "save.too_large", {"path": str(path), "size": MAX_SAVE_BYTES + 1})
    assert opened == []
    assert MAX_SAVE_BYTES == 16 * 1024 * 1024


def test_the_size_limit_is_inclusive(tmp_path, monkeypatch):
    path = write(tmp_path, json.dumps(played_match().to_save()))
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", path.stat().st_size - 1)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.key == "save.too_large"
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", path.stat().st_size)
    assert read_save(path)["game"] == GAME.id


@pytest.fixture
def umask():
    """Set the process umask for one test, and put the old one back."""
    old = os.umask(0o022)
    yield os.umask
    os.umask(old)


@pytest.mark.skipif(os.name == "nt", reason="Windows has no Unix permission bits")
@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o027, 0o640), (0o002, 0o664)])
def test_the_autosave_has_the_permissions_of_a_new_file(tmp_path, umask, mask, mode):
    umask(mask)
    auto = tmp_path / "auto.json"
    match = played_match(autosave=auto)
    assert stat.S_IMODE(auto.stat().st_mode) == mode
    match.apply(1, match.state.legal_actions(1)[0])  # replaced by the next autosave: still so
    assert stat.S_IMODE(auto.stat().st_mode) == mode
    assert saves._umask() == mask

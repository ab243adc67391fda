"""Saves: atomic writes, autosave after every action, and typed errors for bad files."""

import json
import os
import stat

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
    assert set(data) == {"format", "version", "game", "game_version", "options", "seats", "seed",
                         "setup", "actions", "fingerprint"}
    card = data["actions"][0]["action"]["card"]
    assert data["actions"][0] == {"seat": 0, "step": 0, "action": {"kind": "pick", "card": card}}


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
    data["actions"][0]["action"]["card"] = 999
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
    read = []
    monkeypatch.setattr(saves, "_read_at_most", lambda stream, limit: read.append(limit))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert (caught.value.key, caught.value.params) == (
        "save.too_large", {"path": str(path), "size": MAX_SAVE_BYTES + 1})
    assert read == []
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


# --- the two formats ------------------------------------------------------------------------------

FORMAT_1 = {"format": "tabibito-save", "version": 1, "game": "secretdraft", "options": {"hand": 2},
            "seats": [{"name": "Ann", "bot": "easy"}, {"name": "Ben"}], "seed": 21,
            "actions": [{"seat": 0, "kind": "pick", "card": 14},
                        {"seat": 1, "kind": "mark", "cells": [[1, 2], [3, 4]]}]}
FORMAT_2 = {"format": "tabibito-save", "version": 2, "game": "secretdraft", "game_version": 3,
            "options": {"hand": 2}, "seats": [{"name": "Ann", "bot": "easy"}, {"name": "Ben",
                                                                              "bot": None}],
            "seed": 21, "setup": {"map": "tokyo", "cards": [1, 2]},
            "actions": [{"seat": 0, "step": 0, "action": {"kind": "pick", "card": 14}},
                        {"seat": 1, "step": 2, "action": {"kind": "mark", "cells": [[1, 2]]}}],
            "fingerprint": "0123456789abcdef" * 4}


def test_format_1_is_read_in_the_shape_of_format_2():
    assert SAVE_VERSION == 2
    assert saves.check_save(FORMAT_1) == {
        "format": "tabibito-save", "version": 2, "game": "secretdraft", "game_version": 1,
        "options": {"hand": 2},
        "seats": [{"name": "Ann", "bot": "easy"}, {"name": "Ben", "bot": None}], "seed": 21,
        "setup": None,
        "actions": [{"seat": 0, "step": None, "action": {"kind": "pick", "card": 14}},
                    {"seat": 1, "step": None,
                     "action": {"kind": "mark", "cells": [[1, 2], [3, 4]]}}],
        "fingerprint": None}


def test_format_2_is_read_as_written_and_the_result_is_a_copy():
    checked = saves.check_save(FORMAT_2)
    assert checked == FORMAT_2
    checked["actions"][1]["action"]["cells"][0].append(9)
    checked["setup"]["cards"].append(3)
    assert FORMAT_2["actions"][1]["action"]["cells"] == [[1, 2]]
    assert FORMAT_2["setup"]["cards"] == [1, 2]


def test_parse_and_read_return_the_checked_shape(tmp_path):
    assert parse_save(json.dumps(FORMAT_1)) == saves.check_save(FORMAT_1)
    path = write(tmp_path, json.dumps(FORMAT_2))
    assert read_save(path) == FORMAT_2


@pytest.mark.parametrize("change", [
    {"game_version": 0}, {"game_version": True}, {"game_version": "1"},
    {"setup": []}, {"setup": {"deep": json.loads("[" * 20 + "1" + "]" * 20)}},
    {"fingerprint": "0" * 63}, {"fingerprint": "A" * 64}, {"fingerprint": None},
    {"seats": []}, {"seats": [{"name": "Ann", "bot": "genius"}]},
    {"seats": [{"bot": "easy"}]}, {"options": {"hand": [2]}}, {"options": []},
    {"game": ""}, {"game": "secret draft"}, {"actions": {}},
    {"actions": [{"seat": 2, "step": 0, "action": {"kind": "pick"}}]},
    {"actions": [{"seat": -1, "step": 0, "action": {"kind": "pick"}}]},
    {"actions": [{"seat": 0, "step": -1, "action": {"kind": "pick"}}]},
    {"actions": [{"seat": 0, "action": {"kind": "pick"}}]},
    {"actions": [{"seat": 0, "step": 0, "action": {"card": 1}}]},
    {"actions": [{"seat": 0, "step": 0, "action": {"kind": ""}}]},
    {"actions": [{"seat": 0, "step": 0, "action": ["pick"]}]},
    {"actions": [{"seat": 0, "step": 0, "action": {"kind": "pick", "card": {"n": 1}}}]},
    {"actions": [{"seat": 0, "step": 0, "action": {"kind": "pick", "card": [{"n": 1}]}}]},
])
def test_format_2_fields_are_checked(change):
    with pytest.raises(SaveError) as caught:
        saves.check_save({**FORMAT_2, **change})
    assert caught.value.key == "save.corrupt"


def test_a_format_2_save_without_fingerprint_and_steps_is_damaged():
    """It loaded as a converted format-1 save, with no integrity check at all (issue 19 §6)."""
    unchecked = {**FORMAT_2, "fingerprint": None,
                 "actions": [{**entry, "step": None} for entry in FORMAT_2["actions"]]}
    with pytest.raises(SaveError) as caught:
        saves.check_save(unchecked)
    assert caught.value.key == "save.corrupt"
    match = Match(GAME, {}, [Seat("Ann"), Seat("Ben")], 3)
    match.apply(0, match.state.legal_actions(0)[0])
    saved = match.to_save()
    unchecked = {**saved, "fingerprint": None,
                 "actions": [{**entry, "step": None} for entry in saved["actions"]]}
    with pytest.raises(SaveError) as caught:
        Match.from_save(json.loads(json.dumps(unchecked)), Registry([GAME]))
    assert caught.value.key == "save.corrupt"


def test_a_format_1_save_may_not_hold_format_2_fields():
    with pytest.raises(SaveError) as caught:
        saves.check_save({**FORMAT_1, "fingerprint": "0" * 64})
    assert (caught.value.key, caught.value.params["detail"]) == ("save.corrupt", "fingerprint")


# --- one line of text -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, line", [
    ("plain 旅", "plain 旅"),
    ("a\nb\r\tc", "a\\nb\\r\\tc"),
    ("\x1b[31mred", "\\x1b[31mred"),
    ("lone \ud800", "lone \\ud800"),
    ("\u2028\u202e\x85", "\\u2028\\u202e\\x85"),
    ("C:\\saves\\a.tabibito", "C:\\saves\\a.tabibito"),
])
def test_escape_for_line(text, line):
    assert saves.escape_for_line(text) == line
    assert len(saves.escape_for_line(text).splitlines()) == 1


# --- writing --------------------------------------------------------------------------------------

def test_the_folder_is_synced_after_the_replace(tmp_path, monkeypatch):
    synced, replaced = [], []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (replaced.append(b), real_replace(a, b)))
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append((bool(replaced), fd)),
                                                 real_fsync(fd)))
    saves.write_json_atomic(tmp_path / "a.json", {"a": 1})
    assert [after for after, _fd in synced] == [False, True] or os.name == "nt"
    assert json.loads((tmp_path / "a.json").read_text(encoding="utf-8")) == {"a": 1}


def test_a_value_that_json_cannot_hold_leaves_the_old_file(tmp_path):
    path = tmp_path / "a.json"
    saves.write_json_atomic(path, {"a": 1})
    with pytest.raises(ValueError):
        saves.write_json_atomic(path, {"a": float("nan")})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_what_check_save_returns_passes_again_unchanged():
    for data in (FORMAT_1, FORMAT_2):
        checked = saves.check_save(data)
        assert saves.check_save(checked) == checked
    converted = saves.check_save(FORMAT_1)
    with pytest.raises(SaveError):  # a converted save has no steps: a step needs a fingerprint
        saves.check_save({**converted, "actions": FORMAT_2["actions"]})

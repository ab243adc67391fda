"""Damaged saves: every way a file can be broken gives a SaveError, never another exception,
never a hang, and never a message that spills over more than one line."""

from __future__ import annotations

import json
import os
import random
import threading
import time

import pytest

from tabibito.engine import Match, Registry, SaveError, Seat, saves
from tabibito.engine.saves import (
    check_save,
    clean_stale_temp_files,
    escape_for_line,
    parse_save,
    read_save,
)
from tests.engine.toygame import GAME

REGISTRY = Registry([GAME])


def format_2() -> dict:
    match = Match(GAME, {"hand": 3}, [Seat("Ann"), Seat("Kenji", "easy"), Seat("Hana", "hard")], 5)
    for _ in range(4):  # a few tricks: several steps, reveals and draws
        match.play_bots()
        if match.is_over():
            break
        match.apply(0, match.state.legal_actions(0)[0])
    match.play_bots()
    return match.to_save()


def format_1(data: dict) -> dict:
    """The same game as the app wrote it before format 2."""
    kept = {key: data[key] for key in ("format", "game", "options", "seats", "seed")}
    actions = [{"seat": entry["seat"], **entry["action"]} for entry in data["actions"]]
    return {**kept, "version": 1, "actions": actions}


@pytest.fixture(scope="module")
def real_saves() -> list[dict]:
    data = format_2()
    return [data, format_1(data)]


def refused(text: str, key: str = "save.corrupt") -> SaveError:
    with pytest.raises(SaveError) as caught:
        parse_save(text, "x.tabibito")
    assert caught.value.key == key
    return caught.value


def with_change(data: dict, **change) -> str:
    return json.dumps({**data, **change})


# -- 1. what the JSON decoder cannot take --------------------------------------------------------

@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deep_nesting_is_corrupt(depth):
    refused("[" * depth + "]" * depth)
    refused('{"a": ' * depth + "1" + "}" * depth)


def test_a_deep_action_argument_is_corrupt(real_saves):
    data = real_saves[0]
    deep = json.loads("[" * 50 + "]" * 50)
    entry = {**data["actions"][0], "action": {"kind": "pick", "card": deep}}
    refused(with_change(data, actions=[entry]))


@pytest.mark.parametrize("number", ["1" * 4_301, "-" + "9" * 100_000, "1" * 41])
def test_huge_integers_are_corrupt(real_saves, number):
    text = with_change(real_saves[0], seed=0).replace('"seed": 0', f'"seed": {number}')
    assert number in text
    refused(text)


@pytest.mark.parametrize("number", ["1e999", "-1e999", "NaN", "Infinity", "-Infinity"])
def test_numbers_no_save_holds_are_corrupt(real_saves, number):
    data = real_saves[0]
    refused(json.dumps({**data, "options": {"hand": 3, "x": 0.5}}).replace("0.5", number))


# -- 2. names that no player has -----------------------------------------------------------------

@pytest.mark.parametrize("name", ["Ann\\ud800", "\\udfff", "x" * 1_000_000, "", "  ",
                                  "Ann\\nBen", "\\u001b[2J", "Ann\\u202e"])
def test_impossible_seat_names_are_corrupt(real_saves, name):
    for data in real_saves:
        text = json.dumps(data).replace('"Ann"', f'"{name}"', 1)
        error = refused(text)
        assert error.params["detail"] == "seats[0].name"


def test_a_lone_surrogate_anywhere_is_corrupt(real_saves):
    """It decodes, but the next autosave could not write it back."""
    data = real_saves[0]
    refused(with_change(data, options={"hand": 3, "x": "\ud800"}))
    refused(with_change(data, setup={"map": "\udc00"}))
    entry = {**data["actions"][0], "action": {"kind": "pick\ud800", "card": 1}}
    refused(with_change(data, actions=[entry]))


# -- 3. values of the wrong type, and keys the app never writes ------------------------------------

@pytest.mark.parametrize("version", [0, -1, -(2 ** 70), True, False, 1.0, "2", None])
def test_impossible_versions_are_corrupt(real_saves, version):
    refused(with_change(real_saves[0], version=version))


@pytest.mark.parametrize("field, value", [
    ("seed", True), ("seed", False), ("seed", 1.5), ("seed", "1"),
    ("game_version", True), ("game_version", 0), ("game", True), ("options", True),
])
def test_booleans_and_numbers_do_not_stand_in_for_each_other(real_saves, field, value):
    refused(with_change(real_saves[0], **{field: value}))


@pytest.mark.parametrize("field, value", [
    ("seat", True), ("seat", False), ("seat", 0.0), ("seat", "0"), ("seat", None),
    ("step", True), ("step", False), ("step", 0.0), ("step", None),
])
def test_an_action_entry_has_whole_numbers(real_saves, field, value):
    data = real_saves[0]
    entry = {**data["actions"][0], field: value}
    refused(with_change(data, actions=[entry, *data["actions"][1:]]))
    if field == "seat":
        old = real_saves[1]
        refused(with_change(old, actions=[{**old["actions"][0], "seat": value}]))


@pytest.mark.parametrize("where", ["top", "seat", "entry"])
def test_unknown_keys_are_corrupt(real_saves, where):
    new, old = real_saves
    for data in real_saves:
        if where == "top":
            text = with_change(data, cheat=True)
        elif where == "seat":
            text = with_change(data, seats=[{**data["seats"][0], "colour": "red"},
                                            *data["seats"][1:]])
        elif data is new:
            text = with_change(data, actions=[{**data["actions"][0], "time": 3}])
        else:  # format 1 keeps arguments beside the seat: an extra key is an argument
            text = with_change(data, actions=[{**data["actions"][0], "step": 0, "action": {}}])
        refused(text)


def test_a_newer_version_is_newer_not_corrupt(real_saves):
    refused(with_change(real_saves[0], version=3), key="save.newer")


# -- 4. files that are not files -------------------------------------------------------------------

def read_in_time(path, seconds: float = 5.0) -> SaveError:
    """read_save on another thread, so that a blocking open fails the test instead of hanging it."""
    outcome: list[BaseException | object] = []

    def read() -> None:
        try:
            outcome.append(read_save(path))
        except BaseException as error:  # noqa: BLE001 -- handed to the test thread
            outcome.append(error)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"reading {path} blocked"
    assert isinstance(outcome[0], SaveError), outcome[0]
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "autosave-secretdraft.json"
    os.mkfifo(fifo)
    error = read_in_time(fifo)
    assert (error.key, error.params["detail"]) == ("save.unreadable", "not a file")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this platform")
def test_a_device_is_refused():
    assert read_in_time("/dev/zero").key == "save.unreadable"


def test_a_folder_is_refused(tmp_path):
    assert read_in_time(tmp_path).key == "save.unreadable"


def test_a_path_no_system_can_open_is_unreadable(tmp_path):
    assert read_in_time(str(tmp_path / "a\0b.tabibito")).key == "save.unreadable"


# -- 5. one line per reason ------------------------------------------------------------------------

@pytest.mark.parametrize("change", [
    {"game": "secret\ndraft"}, {"game": "\x1b[31mred"}, {"sneaky\nkey\x1b[2J": 1},
    {"options": {"hand\n\x1b]0;title\x07": [1]}},
])
def test_values_from_the_file_stay_on_one_line(real_saves, change):
    error = refused(with_change(real_saves[0], **change))
    assert len(str(error).splitlines()) == 1
    assert all(len(escape_for_line(str(value)).splitlines()) == 1 and "\x1b" not in str(value)
               for value in error.params.values())


def test_a_long_key_from_the_file_is_shortened_in_the_reason(real_saves):
    error = refused(with_change(real_saves[0], **{"k" * 100_000: 1}))
    assert len(error.params["detail"]) <= 60


# -- 6. temporary files of a write that was killed -----------------------------------------------

def test_stale_temporary_files_are_removed_and_young_ones_kept(tmp_path):
    old = time.time() - 3600
    stale = [tmp_path / ".autosave-a.json.k2j4h1x9.tmp", tmp_path / ".game.tabibito.a_b0c9d8.tmp"]
    young = tmp_path / ".autosave-b.json.zz9a7b6c.tmp"
    others = [tmp_path / "autosave-a.json", tmp_path / "notes.tmp", tmp_path / ".hidden",
              tmp_path / ".somebody.else.tmp"]
    for path in [*stale, young, *others]:
        path.write_text("{", encoding="utf-8")
    for path in [*stale, *others]:
        os.utime(path, (old, old))
    (tmp_path / ".folder.x1234567.tmp").mkdir()  # not a file: never ours to remove

    assert clean_stale_temp_files(tmp_path) == 2

    assert not any(path.exists() for path in stale)
    assert young.exists() and all(path.exists() for path in others)
    assert (tmp_path / ".folder.x1234567.tmp").is_dir()
    assert clean_stale_temp_files(tmp_path / "missing") == 0


def test_a_killed_write_leaves_the_old_save_and_a_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "autosave-a.json"
    saves.write_json_atomic(path, {"a": 1})
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        saves.write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # cleaned when it can be


# -- fuzz: real saves damaged a thousand ways ------------------------------------------------------

SWAPS = [None, True, False, 0, 1, -1, 2 ** 63, 1.5, "", "x", "\ud800", [], [[]], {}, {"kind": 1}]


def _swap_a_value(data, rng: random.Random):
    """``data`` with one value somewhere inside replaced by one of another type."""
    data = json.loads(json.dumps(data))
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return data
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, dict | list) and child and rng.random() < 0.7:
            node = child
            continue
        node[key] = rng.choice(SWAPS)
        return data


def mutations(data: dict, rng: random.Random, count: int):
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    for _ in range(count):
        way = rng.randrange(6)
        if way == 0:
            yield raw[:rng.randrange(len(raw))]
        elif way == 1:
            flipped = bytearray(raw)
            for _ in range(rng.randint(1, 4)):
                flipped[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
            yield bytes(flipped)
        elif way == 2:
            start = rng.randrange(len(raw))
            yield raw[:start] + raw[start + rng.randint(1, 40):]
        elif way == 3:
            at = rng.randrange(len(raw))
            yield raw[:at] + rng.choice([b"[", b"{", b"]", b'"', b",", b"\\", b"\xff", b"-"]) + raw[at:]
        elif way == 4:
            yield json.dumps(_swap_a_value(data, rng)).encode("utf-8")
        else:
            start = rng.randrange(len(raw))
            yield raw[:start] + raw[start:start + rng.randint(1, 60)] + raw[start:]


def test_a_thousand_damaged_saves_load_or_raise_a_save_error(real_saves, tmp_path):
    rng = random.Random(20240611)
    path = tmp_path / "damaged.tabibito"
    outcomes = {"loaded": 0, "refused": 0}
    for data in real_saves:
        for damaged in mutations(data, rng, 500):
            path.write_bytes(damaged)
            try:
                checked = read_save(path)
            except SaveError as error:
                assert len(str(error).splitlines()) == 1
                outcomes["refused"] += 1
                continue
            assert check_save(checked) == checked  # what was checked passes again, unchanged
            try:
                Match.from_save(checked, REGISTRY)
            except SaveError:
                outcomes["refused"] += 1
                continue
            outcomes["loaded"] += 1
    assert sum(outcomes.values()) == 1000
    assert outcomes["refused"] > 500 and outcomes["loaded"] > 0

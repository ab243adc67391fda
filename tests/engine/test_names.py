"""Players' names: what a seat, a save or a setting may call a player."""

import pytest

from tabibito.engine import names


@pytest.mark.parametrize("name, problem", [
    ("Ann", None), ("花子", None), ("Zoë", None), ("x" * names.MAX_NAME_LENGTH, None),
    ("क्\u200dष", None),  # a joiner that the script needs
    ("", "seats.name_empty"), ("   ", "seats.name_empty"), (None, "seats.name_empty"),
    (7, "seats.name_empty"), ("x" * (names.MAX_NAME_LENGTH + 1), "seats.name_long"),
    ("Ann\ud800", "seats.name_character"), ("Ann\nBen", "seats.name_character"),
    ("\x1b[31mAnn", "seats.name_character"), ("Ann\u202e", "seats.name_character"),
    ("\ue000", "seats.name_character"), ("\U000e0001", "seats.name_character"),
])
def test_player_names(name, problem):
    assert names.check_player_name(name) == problem

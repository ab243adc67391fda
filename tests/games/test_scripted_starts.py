"""One form for the games' scripted starts (``engine.scripted``, issue 21 §2): every game reads
its ``setup`` through the ``ScriptedStart`` of its ``setup.py``, refuses a setup that is not a
mapping of its keys in the same words, and a game started from a script before the form still
loads and replays to the state it was saved in.

``fixtures/scripted-*.tabibito`` were written by commit 599b537, before the form: the starts of
the tutorials (Tokaido's two, Let's Go's, Next Station's) and, per game, a setup that names each
of its keys, each played to the end by easy computer players.
"""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

import pytest

from tabibito.engine import Match, OptionError, Seat, read_save
from tabibito.engine.scripted import ScriptedStart
from tabibito.games import REGISTRY

GAMES = REGISTRY.ids()
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCRIPTED = sorted(FIXTURES.glob("scripted-*.tabibito"))


def start_of(game_id: str) -> type[ScriptedStart]:
    start: type[ScriptedStart] = import_module(f"tabibito.games.{game_id}.setup").ScriptedStart
    return start


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_reads_its_setup_through_its_scripted_start(game_id):
    start = start_of(game_id)
    game = REGISTRY.get(game_id)
    players = game.min_players
    options = game.resolve_options({}, players)
    assert issubclass(start, ScriptedStart) and start.game == game_id
    # No setup and an empty one are the empty start: everything dealt.
    assert start.from_setup(None, options, players) == start()
    assert start.from_setup({}, options, players) == start()


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("setup", [[], "decks", 3, {"no_such_key": []}],
                         ids=["list", "string", "number", "unknown key"])
def test_a_setup_not_of_the_games_keys_is_refused_alike(game_id, setup):
    game = REGISTRY.get(game_id)
    seats = [Seat(f"bot {n}", "easy") for n in range(game.min_players)]
    with pytest.raises(OptionError) as caught:
        game.new_state(game.resolve_options({}, len(seats)), seats, 1, setup)
    assert caught.value.key == "setup.invalid"
    assert caught.value.params == {"game": game_id, "detail": "keys"}


def test_every_game_has_games_started_from_a_script_before_the_form():
    assert {read_save(path)["game"] for path in SCRIPTED} == set(GAMES)
    assert all(read_save(path)["setup"] for path in SCRIPTED)


@pytest.mark.parametrize("path", SCRIPTED, ids=lambda path: path.stem)
def test_a_game_started_from_a_script_before_the_form_replays_to_its_state(path):
    data = read_save(path)
    match = Match.load(path, REGISTRY)  # checks the stored fingerprint on the way
    assert match.is_over() and len(match.log) == len(data["actions"])
    saved = json.loads(json.dumps(match.to_save()))
    assert saved["setup"] == data["setup"] and saved["fingerprint"] == data["fingerprint"]

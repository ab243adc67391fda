"""`tabibito replay SAVE --log [--language L] [--json]`: the log as the window shows it."""

from __future__ import annotations

import json

import pytest
import shiboken6
from PySide6.QtCore import QLocale

from tabibito import cli
from tabibito.engine import Match, Registry, Seat
from tabibito.ui import plugins as ui_plugins_module
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.log_lines import log_lines
from tabibito.ui.replay_log import printed
from tests.engine.toygame import GAME
from tests.ui.toy_ui import PLUGIN

NAMES = ["Aiko", "Botan", "Chie"]


@pytest.fixture
def toy_cli(monkeypatch):
    monkeypatch.setattr(cli, "_registry", lambda: Registry([GAME]))
    monkeypatch.setattr(ui_plugins_module, "ui_plugins", lambda registry=None: {
        PLUGIN.game_id: PLUGIN})


@pytest.fixture
def saved(tmp_path, qapp) -> tuple[Match, str]:
    match = Match(GAME, {}, [Seat(name, "easy") for name in NAMES], 5)
    match.play_bots()
    path = tmp_path / "toy.tabibito"
    match.save(path)
    return match, str(path)



def window_log_in_english(match: Match, plugin) -> list[str]:
    """The lines the window's log pane shows of ``match``, in English and printed as the
    command prints them: the pane tells the plugin its table's game (Tokaido's road, Let's
    Go's walks)."""
    names = [seat.name for seat in match.seats]
    locale, languages = QLocale(), LanguageManager()  # English plurals, as the command's
    languages.set_language("en")
    try:
        return [printed(line)
                for line in log_lines(match.events, plugin, names, None, match.state)]
    finally:
        shiboken6.delete(languages)
        QLocale.setDefault(locale)

def test_json_log_totals_end_at_the_final_scores(toy_cli, saved, capsys):
    match, path = saved
    assert cli.main(["replay", path, "--log", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"log", "scores"}
    assert all(set(line) == {"seat", "text", "points", "total"} for line in report["log"])
    assert report["scores"] == list(match.state.scores().totals)
    for seat, final in enumerate(report["scores"]):
        totals = [line["total"] for line in report["log"]
                  if line["seat"] == seat and line["total"] is not None]
        assert totals and totals[-1] == final
    lines = log_lines(match.events, PLUGIN, NAMES, None)
    assert [line["text"] for line in report["log"]] == [line.text for line in lines]


def test_text_log_is_the_panes_lines_with_their_points(toy_cli, saved, capsys):
    match, path = saved
    assert cli.main(["replay", path, "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    lines = log_lines(match.events, PLUGIN, NAMES, None)
    assert out == [printed(line) for line in lines]
    scoring = next(line for line in lines if line.points)
    assert printed(scoring) == f"{scoring.text}  +{scoring.points} ({scoring.total})"


def test_unknown_language_and_damaged_save_exit_2_with_a_message(toy_cli, saved, capsys,
                                                                  tmp_path):
    _, path = saved
    assert cli.main(["replay", path, "--log", "--language", "xx"]) == 2
    assert "unknown language 'xx'" in capsys.readouterr().err
    bad = tmp_path / "bad.tabibito"
    bad.write_text("not a save", encoding="utf-8")
    assert cli.main(["replay", str(bad), "--log", "--language", "de"]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"tabibito: {bad}: ") and "Spielstand" in error


def test_a_real_game_log_prints_in_japanese(tmp_path, capsys, qapp):
    assert cli.main(["simulate", "--game", "tokaido", "--players", "3", "--seed", "2",
                     "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    save = str(tmp_path / "tokaido-2.tabibito")
    assert cli.main(["replay", save, "--log", "--json", "--language", "ja"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["log"] and any("宿" in line["text"] for line in report["log"])
    # one line a stop: where a traveller stopped folds into what they did there
    assert not any(line["text"].endswith("usual effect of the stop.") for line in report["log"])


def test_tokaidos_inns_are_named_as_the_window_names_them(tmp_path, capsys, qtbot):
    """The log printed without a window counts the inns along the game's road, as the pane
    does ("arrives at the second inn", never the bare "stops at: Inn")."""
    from tabibito.games import REGISTRY
    from tabibito.ui.tokaido import PLUGIN as TOKAIDO

    assert cli.main(["simulate", "--game", "tokaido", "--players", "3", "--seed", "2",
                     "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    save = tmp_path / "tokaido-2.tabibito"
    assert cli.main(["replay", str(save), "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    window = window_log_in_english(Match.load(save, REGISTRY), TOKAIDO)
    assert out == window
    assert any(line.endswith("reaches the final inn.") for line in out)
    assert not any("stops at: Inn" in line for line in out)

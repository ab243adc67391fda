"""Let's Go's log lines that need more than their event: a train to a walk names the walk as
the board showed it (the walks are turned over only after every train is taken), in the
window's pane and in ``tabibito replay SAVE --log`` alike, for saves of earlier versions too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tabibito import cli
from tabibito.engine import Match
from tabibito.games import REGISTRY
from tabibito.games.letsgo import rules
from tabibito.ui.controller import MatchController
from tabibito.ui.kit.i18n import fill
from tabibito.ui.kit.log_pane import LogPane
from tabibito.ui.letsgo import PLUGIN, texts
from tabibito.ui.replay import ReplayController
from tests.ui.test_replay_log import window_log_in_english

# A four-player game saved by an earlier version (its events say nothing of walks).
GOLDEN = Path(__file__).parents[2] / "golden" / "letsgo-4p-full.tabibito"
SOLO = GOLDEN.with_name("letsgo-solo-normal.tabibito")


def _reached(match: Match) -> list[tuple[str, str | None]]:
    """Each train's card as the log should name it, with the front it must not name (None
    for a card face up), in the order of the trains."""
    state = match.state
    walks = {placed.card for seat in range(len(state.sheets))
             for day in state.traveller(seat).days for placed in day if placed.face_down}
    reached: list[tuple[str, str | None]] = []
    for event in match.events:
        if event.kind == "trip.train":
            card = event.params["card"]
            front = texts.card_title(card)
            reached.append((texts.walk_title(rules.city_of(card)), front) if card in walks
                           else (front, None))
    return reached


def test_an_old_saves_trains_to_walks_name_the_walks_in_the_printed_log(capsys, qapp):
    """The log said "Standard train ticket to Manga museum" while the board showed a walk not
    yet turned over, giving its front away; now "… to Walk (Kyoto deck)", read from the
    itineraries (no event changed: this save's events are as an earlier version wrote them)."""
    reached = _reached(Match.load(GOLDEN, REGISTRY))
    hidden = [front for _, front in reached if front is not None]
    assert len(hidden) >= 3 and len(hidden) < len(reached)  # trains to walks and to cards
    assert cli.main(["replay", str(GOLDEN), "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert cli.main(["replay", str(GOLDEN), "--log", "--json"]) == 0
    report = [entry["text"] for entry in json.loads(capsys.readouterr().out)["log"]]
    assert len(out) == len(report)
    assert all(line.startswith(text) for line, text in zip(out, report, strict=True))
    trains = [text for text in report if " train ticket to " in text]
    assert len(trains) == len(reached)
    for text, (named, front) in zip(trains, reached, strict=True):
        assert text.endswith(f" to {named}."), text
        assert front is None or front not in text
    # Turned over later, the walk is named by its front: the trains gave nothing away before.
    for front in hidden:
        assert any(front in text and "walk" in text for text in report), front


def test_the_windows_log_names_the_walks_as_the_printed_log_does(capsys, qtbot):
    """The window's pane tells the plugin its game, as the command does without a window."""
    assert cli.main(["replay", str(GOLDEN), "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    window = window_log_in_english(Match.load(GOLDEN, REGISTRY), PLUGIN)
    assert out == window
    assert any(" train ticket to Walk (" in line for line in window)


def test_two_tables_shown_at_once_each_word_their_own_walks(qtbot):
    """A replay window beside a game: each log pane tells the plugin its own table's game, so
    a train to a card face down as a walk says "Walk (… deck)" only in the pane of the table
    where it is face down, whichever table was built or worded last."""
    four = Match.load(GOLDEN, REGISTRY)
    solo = Match.load(SOLO, REGISTRY)
    tables = [MatchController(match, PLUGIN) for match in (four, solo)]
    boards = [PLUGIN.create_board(table) for table in tables]
    panes = []
    for table in tables:
        pane = LogPane()
        qtbot.addWidget(pane)
        pane.attach(table)
        panes.append(pane)
    for _ in range(2):  # worded in turn: each rebuild reads its own game, not the last one
        for pane, match in zip(panes, (four, solo), strict=True):
            pane.rebuild()
            trains = [line.text for line in pane.lines.shown if " train ticket to " in line.text]
            reached = _reached(match)
            assert len(trains) == len(reached) > 0
            for text, (named, front) in zip(trains, reached, strict=True):
                assert text.endswith(f" to {named}."), text
                assert front is None or front not in text
    walked = {front for match in (four, solo) for _, front in _reached(match) if front}
    assert walked, "a train to a walk in one of the games"
    for pane in panes:
        pane.detach()
    del boards


@pytest.mark.parametrize("viewer", [0, 2, None])
def test_every_replayed_step_says_what_was_done(qtbot, viewer):
    """The replay bar said "Aiko decided" for a draft move with no line of its own yet (a card
    chosen, a deck researched: the draft's cards turn over when everyone has chosen); now the
    move says itself, its secret kept from the others."""
    finished = Match.load(GOLDEN, REGISTRY)
    replay = ReplayController(finished, PLUGIN, viewer, animation_factor=0)
    names = replay.seat_names
    fallback = {fill(QCoreApplication.translate("Replay", "%1 decided"), name) for name in names}
    captions = []
    for position in range(1, len(replay.moves) + 1):
        replay.step_to(position)
        captions.append(replay.move_line())
    replay.dispose()
    assert len(captions) > 200
    assert not fallback & set(captions)
    drafted = {move.action.kind for move in finished.log}
    assert {"take", "walk", "research_deck", "choose_deck", "discard"} <= drafted
    # Another's choice stays their secret: no card of theirs is named before it turns over.
    chosen = [(move, caption) for move, caption in zip(finished.log, captions, strict=True)
              if move.action.kind in ("take", "walk")]
    for move, caption in chosen:
        title = texts.card_title(move.action["card"])
        assert (title in caption) == (move.seat == viewer), caption

"""Tokaido's hint is one decision (issue 24 §1 and §3): the hard player's search chooses the
move, and the hint's words compare that search's own evaluation, so a hint costs one search
(not one to choose and a second to explain) and the same position gives the same hint again."""

from __future__ import annotations

from tabibito.engine import Match, Seat
from tabibito.games import REGISTRY
from tabibito.games.tokaido import bots
from tabibito.ui.controller import MatchController
from tabibito.ui.tokaido import PLUGIN

GAME = REGISTRY.get("tokaido")


def test_a_hint_asked_twice_is_the_same_move_and_words_from_one_search_each(qtbot, monkeypatch):
    searches = []
    appraise = bots.SearchingBot.appraise

    def counted(self, view, legal_actions, rng, seat, budget):
        searches.append(seat)
        return appraise(self, view, legal_actions, rng, seat, budget)

    monkeypatch.setattr(bots.SearchingBot, "appraise", counted)
    # The hard player's search in this process, where it is counted (it may run apart).
    monkeypatch.setattr(bots.SearchingBot, "runs_apart", False)
    controller = MatchController(Match(GAME, {}, [Seat("Ann"), Seat("Bo", "easy")], 5), PLUGIN,
                                 animation_factor=0)
    hints: list = []
    controller.hint_ready.connect(lambda *answer: hints.append(answer))
    controller.start()
    # Bo chooses his traveller first: then nothing changes between the two hints.
    qtbot.waitUntil(lambda: controller.can_hint() and not controller.busy, timeout=60_000)
    assert controller.match.decisions(1) == 1
    for asked in (1, 2):
        assert controller.ask_hint()
        qtbot.waitUntil(lambda asked=asked: len(hints) == asked, timeout=120_000)
        assert searches == [0] * asked  # one search a hint
    assert controller.match.decisions(1) == 1 and not controller.busy
    (seat, action, hint), again = hints
    assert seat == 0 and action is not None and hint is not None
    assert again == (seat, action, hint)  # the same move, the same words
    # Worded from that search's own comparison: its playouts and its best other move.
    # (The plural forms are the English catalogue's, not loaded here.)
    assert "The computer player played each move to the end 16 time" in hint.text
    assert "“Sasayakko”" in hint.text and " against " in hint.text
    controller.dispose()

"""The Crossroads supply on Tokaido's board (issue 22 §1, review point 3): the five stacks beside
the temple tally with how many are left, following "Rare and precious", counting down when a card
is taken, hovering naming the cards left (the amulets only as a count), and no strip without
Crossroads."""

from __future__ import annotations

from tabibito.games.tokaido import offers
from tabibito.games.tokaido.rules import RARE_AND_PRECIOUS
from tabibito.ui.tokaido import texts
from tabibito.ui.tokaido.supply import WORDS
from tests.ui.test_tokaido_board import table  # noqa: F401 (the fixture)

CROSSROADS = {"crossroads": True}


def counts(board) -> dict[str, int]:
    return {stack: item.count for stack, item in board.supply.stacks.items()}


def test_no_strip_without_crossroads(table):  # noqa: F811
    _controller, board, _view = table(4)
    assert not board.supply.isVisible()


def test_the_strip_shows_the_full_supply_beside_the_temple_tally(table):  # noqa: F811
    controller, board, _view = table(4, options=CROSSROADS)
    tables = controller.view().rules.data.crossroads
    assert board.supply.isVisible()
    assert counts(board) == {"cherry_trees": tables.cherry_trees,
                             "bath_houses": tables.bath_houses,
                             "legendary_objects": len(tables.legendary_objects),
                             "amulets": len(set(tables.amulets)),
                             "calligraphies": len(set(tables.calligraphies))}
    tally = board.temples.sceneBoundingRect()
    strip = board.supply.sceneBoundingRect()
    assert strip.left() > tally.right() and strip.intersects(tally.translated(
        strip.left() - tally.left(), 0))  # beside it, on the same band
    assert board.sceneRect().contains(strip)


def test_rare_and_precious_leaves_its_few_of_each(table):  # noqa: F811
    controller, board, _view = table(4, options={**CROSSROADS, "rare_and_precious": True})
    keep = RARE_AND_PRECIOUS[4]
    view = controller.view()
    assert counts(board)["calligraphies"] == keep - sum(
        len(journey.calligraphies) for journey in view.journeys)
    assert counts(board)["legendary_objects"] == keep - sum(
        len(journey.legendary) for journey in view.journeys)
    assert max(counts(board).values()) == keep
    tip = board.supply.stacks["cherry_trees"].toolTip()
    assert WORDS.cherry_trees(keep) in tip and WORDS.rare(keep) in tip


def test_the_counts_go_down_as_cards_are_taken(table):  # noqa: F811
    """A game played on (every seat by the computer) until some Crossroads cards are gone: each
    stack shows what the rules say is left."""
    controller, board, _view = table(
        4, options=CROSSROADS, seed=3,
        until=lambda s: len(s.legendary_supply) < 6 and s.cherry_left < 12)
    supply = offers.crossroads_supply(controller.view())
    assert counts(board)["legendary_objects"] == len(supply.legendary_objects) < 6
    assert counts(board)["cherry_trees"] == supply.cherry_trees < 12
    assert counts(board)["amulets"] == supply.amulets
    names = board.supply.stacks["legendary_objects"].toolTip().split("\n")
    left = set(supply.legendary_objects)
    for card in ("murasame", "masamune", "shodo", "emaki", "buppatsu", "ema"):
        # a whole line each: "Ema" is also the start of "Emaki"
        assert (f"• {texts.legendary_name(card)}" in names) == (card in left)


def test_the_amulets_stay_hidden_cards(table):  # noqa: F811
    controller, board, _view = table(4, options={**CROSSROADS, "rare_and_precious": True})
    tip = board.supply.stacks["amulets"].toolTip()
    assert WORDS.amulets(5) in tip
    assert WORDS.amulets_you_see() not in tip  # nobody is looking through them now
    laid_out = controller.view().amulets_in_game
    assert all(texts.amulet_name(card) in tip for card in laid_out)

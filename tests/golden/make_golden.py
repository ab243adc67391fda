"""Regenerate the golden playthroughs: seeded games of bots, saved by ``Match.save``.

Each playthrough is two files in this folder:

- ``<name>.tabibito``: the save (format 2: options, seats, seed, every action with its step, and
  the fingerprint of the final state), exactly as the app writes it;
- ``<name>.expected.json``: what the game must come to: the fingerprint, the final totals and
  winners, and the number of moves and resolutions; ``rerun`` says whether the test also lets
  the bots play the game again (only where that takes a few seconds).

``tests/engine/test_golden.py`` replays every save it finds here and fails when the rules no
longer reach the stored state and scores. Run this script ONLY when a rule change is intended
(and say so in the commit); a failing golden test after an unintended change is the point::

    .venv/bin/python tests/golden/make_golden.py            # every game that can be generated
    .venv/bin/python tests/golden/make_golden.py secretdraft  # one game

Bots decide without a deadline (``seconds=None``) so that the games do not depend on the
machine's speed. A game that is not registered (or whose port is unfinished) is skipped with a
message and its old files stay.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
for entry in (ROOT / "desktop", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from tabibito.engine import Match, Seat, fingerprint  # noqa: E402
from tests.wanderers import easy_wandering  # noqa: E402

HERE = Path(__file__).resolve().parent
SUFFIX = ".tabibito"
EXPECTED = ".expected.json"
# Bots play a golden game again in the test only when it took less than this to generate.
RERUN_SECONDS = 5.0

# name, game id, bot levels (one per seat), options ("full": the game's full_options), seed
PLAYTHROUGHS: list[tuple[str, str, tuple[str, ...], Any, int]] = [
    ("secretdraft-2p-hard", "secretdraft", ("hard", "hard"), {}, 2024),
    ("secretdraft-3p-full", "secretdraft", ("easy", "hard", "normal"), "full", 7),
    ("nextstation-solo-hard", "nextstation", ("hard",), {}, 2024),
    ("nextstation-4p-full", "nextstation", ("hard", "normal", "easy", "hard"), "full", 7),
    ("tokaido-2p-easy", "tokaido", ("easy", "easy"), {}, 2024),
    # The base game's variants (what "full" was before Crossroads): unchanged by it.
    ("tokaido-5p-full", "tokaido", ("easy", "normal", "easy", "easy", "easy"),
     {"return_trip": True, "gastronomy": True, "preparations": True}, 7),
    ("tokaido-4p-crossroads", "tokaido", ("easy", "normal", "easy", "easy"), "full", 8),
    ("letsgo-solo-normal", "letsgo", ("normal",), {}, 2024),
    ("letsgo-4p-full", "letsgo", ("easy", "normal", "easy", "easy"), "full", 7),
]


def games() -> dict[str, Any]:
    from tabibito.games import REGISTRY
    from tests.engine.toygame import GAME as TOY

    return {TOY.id: TOY, **{game.id: game for game in REGISTRY}}


# Playthroughs whose easy seats wander (tests/wanderers.py) as the easy player did when they
# were made: the random player, before Next Station's easy player became gentle (issue 24).
# Their saves keep the level "easy"; the test lets the same wanderer play them again.
EASY_WANDERS = frozenset({"nextstation-4p-full"})


def play(name: str, game: Any, levels: tuple[str, ...], options: Any, seed: int) -> Match:
    if options == "full":
        options = dict(game.full_options)
    seats = [Seat(f"{level.title()} {seat + 1}", level) for seat, level in enumerate(levels)]
    return play_match(seated(name, Match(game, options, seats, seed)))


def seated(name: str, match: Match) -> Match:
    """The match of playthrough ``name`` with its computer players (see EASY_WANDERS)."""
    return easy_wandering(match) if name in EASY_WANDERS else match


def play_match(match: Match) -> Match:
    """Let every (computer) seat play to the end, first seat to act first."""
    while not match.is_over():
        if match.state.needs_resolution():
            match.resolve()
            continue
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_request(seat, seconds=None).run())
    return match


def expected(match: Match, seconds: float) -> dict[str, Any]:
    scores = match.state.scores()
    return {
        "game": match.game.id,
        "rules_version": match.game.rules_version,
        "fingerprint": fingerprint(match.state.snapshot()),
        "totals": list(scores.totals),
        "winners": list(scores.winners),
        "rivals": {rival.id: rival.total for rival in scores.rivals},
        "moves": len(match.log),
        "steps": match.step,
        "rerun": seconds < RERUN_SECONDS,
    }


def main(only: list[str]) -> int:
    available = games()
    for name, game_id, levels, options, seed in PLAYTHROUGHS:
        if only and game_id not in only and name not in only:
            continue
        game = available.get(game_id)
        if game is None:
            print(f"skip {name}: {game_id} is not registered")
            continue
        started = time.monotonic()
        try:
            match = play(name, game, levels, options, seed)
        except Exception as problem:  # noqa: BLE001 - an unfinished port: keep the old files
            print(f"skip {name}: {game_id} does not play through ({problem!r})")
            continue
        seconds = time.monotonic() - started
        match.save(HERE / f"{name}{SUFFIX}")
        text = json.dumps(expected(match, seconds), indent=2, sort_keys=True) + "\n"
        (HERE / f"{name}{EXPECTED}").write_text(text, encoding="utf-8")
        print(f"wrote {name}: {len(match.log)} moves, totals {match.state.scores().totals}, "
              f"{seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

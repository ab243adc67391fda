"""A long history made up from a few recorded games, for ``tabibito bench``: each recorded game
copied under new fingerprints and earlier dates, one hour apart, until there are ``count``."""

from __future__ import annotations

from .database import transaction
from .store import Records

# Copies of a recorded game: its row, its seats, their scores and achievements, under a new id.
_COPY_GAME = (
    "INSERT INTO games (fingerprint, game, finished, options, players, moves, seconds, rivals, "
    "solo_rating) SELECT fingerprint || '-' || :n, game, "
    "strftime('%Y-%m-%dT%H:%M:%SZ', finished, '-' || :n || ' hours'), options, players, moves, "
    "seconds, rivals, solo_rating FROM games WHERE id = :template")
_COPY_ROWS = (
    "INSERT INTO saves SELECT :new, save FROM saves WHERE game_id = :template",
    "INSERT INTO seats SELECT :new, seat, profile_id, name, level, total, winner, hints "
    "FROM seats WHERE game_id = :template",
    "INSERT INTO seat_scores SELECT :new, seat, position, category, points "
    "FROM seat_scores WHERE game_id = :template",
    "INSERT INTO achievements SELECT :new, seat, achievement "
    "FROM achievements WHERE game_id = :template",
)


def replicate(records: Records, count: int) -> int:
    """Copy the recorded games in turn until ``count`` are recorded (in one transaction); the
    number of games recorded then."""
    db = records.db
    templates = [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]
    if not templates:
        raise ValueError("nothing recorded to copy")
    with transaction(db):
        have = db.execute("SELECT count(*) FROM games").fetchone()[0]
        for n in range(have, count):
            template = templates[n % len(templates)]
            new = db.execute(_COPY_GAME, {"n": n, "template": template}).lastrowid
            for statement in _COPY_ROWS:
                db.execute(statement, {"new": new, "template": template})
    return int(db.execute("SELECT count(*) FROM games").fetchone()[0])

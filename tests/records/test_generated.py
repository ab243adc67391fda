"""The bench's long history: copies of recorded games that the queries count as games."""

from tabibito.records import Records
from tabibito.records.generated import replicate
from tabibito.records.queries import achievements_earned, player_stats, recent_games, saved_game

from .helpers import finished_save


def test_copies_count_as_games_with_their_seats_scores_saves_and_achievements(tmp_path):
    with Records.open(tmp_path) as records:
        for seed in (1, 2):
            records.record_save(finished_save("letsgo", 2, seed, people={0: "Aiko"}),
                                finished="2026-11-01T10:00:00Z")
        once = player_stats(records.db, "Aiko", "letsgo")
        earned_once = {a.achievement: a.times for a in achievements_earned(records.db, "Aiko")}
        assert replicate(records, 10) == 10
        copied = player_stats(records.db, "Aiko", "letsgo")
        assert copied.played == 10 and copied.won == once.won * 5
        assert copied.best == once.best and copied.mean == once.mean
        assert copied.mean_breakdown == once.mean_breakdown
        earned = {a.achievement: a.times for a in achievements_earned(records.db, "Aiko")}
        assert earned == {achievement: times * 5 for achievement, times in earned_once.items()}
        oldest = recent_games(records.db, limit=1, offset=9)[0]
        assert oldest.finished == "2026-11-01T01:00:00Z"  # nine hours before the originals
        assert saved_game(records.db, oldest.game_id)["game"] == "letsgo"

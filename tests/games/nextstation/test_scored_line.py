"""A sheet's lines are scored once and remembered (scoring.scored_line): what is remembered is
exactly line_score's count, for the lines of real games and for lines given as lists."""

from tabibito.engine import Match, Seat
from tabibito.games.nextstation import GAME
from tabibito.games.nextstation import scoring as S
from tabibito.games.nextstation.tokyo_map import load_map
from tests.wanderers import easy_wandering

TOKYO = load_map()


def finished_lines(seed: int, options: dict) -> list:
    match = easy_wandering(Match(GAME, options, [Seat(f"bot {s}", "easy") for s in range(4)], seed))
    match.play_bots()
    return [line for seat in range(4) for line in match.state.sheet(seat).lines_in_order()]


def test_a_remembered_score_is_the_count_of_the_line():
    for seed, options in ((1, {}), (2, {"effects": True}), (3, {"effects": True})):
        for line in finished_lines(seed, options):
            expected = S.line_score(TOKYO, line.stations, line.doubled)
            assert S.scored_line(TOKYO, line) == expected
            assert S.scored_line(TOKYO, line) == expected  # and again, remembered


def test_a_line_that_differs_only_in_its_doubled_stations_is_not_taken_for_the_other():
    line = max(finished_lines(4, {}), key=lambda line: len(line.stations))
    plain = S.scored_line(TOKYO, line)  # remembered first
    # The departure station doubled as often as the line has stations: M must grow.
    doubled = line._replace(doubled=(line.stations[0],) * len(line.stations))
    assert S.scored_line(TOKYO, doubled) == S.line_score(TOKYO, doubled.stations,
                                                         doubled.doubled)
    assert S.scored_line(TOKYO, doubled)[1] > plain[1]


class Listed:
    """A line given as lists, as a test or a preview may: counted, not remembered."""

    def __init__(self, stations: list[str], doubled: list[str]) -> None:
        self.stations, self.doubled, self.tracks = stations, doubled, ("t",)


def test_a_line_given_as_lists_is_counted_as_ever():
    line = finished_lines(5, {})[0]
    listed = Listed(list(line.stations), [line.stations[-1]])
    assert S.scored_line(TOKYO, listed) == S.line_score(TOKYO, line.stations,
                                                        (line.stations[-1],))

"""Tokaido's achievements: the journey well travelled, beyond the points (issue 26 §3)."""

from __future__ import annotations

from tabibito.engine import Scores
from tabibito.engine.achievements import Achievement, photo_finish

from .data import PANORAMA_PARTS, SOUVENIR_FAMILIES
from .rules import TokaidoState
from .scoring import END_ACHIEVEMENTS, MEALS_IN_A_JOURNEY, TEMPLE_RANK_POINTS

LONG_SOAK_HOT_SPRINGS = 3
MANY_FRIENDS_ENCOUNTERS = 5
GREAT_JOURNEY_POINTS = 100
ACCOLADES = 3
PANORAMAS = tuple(PANORAMA_PARTS)  # in the order of a journey's panorama counts


def every_panorama(state: TokaidoState, scores: Scores, seat: int) -> bool:
    """The sea, the mountains and the rice paddies, each panorama completed."""
    journey = state.journeys[seat]
    return all(journey.completed(panorama) for panorama in range(len(PANORAMAS)))


def first_at_every_panorama(state: TokaidoState, scores: Scores, seat: int) -> bool:
    """The first to complete each of the three panoramas: all three achievement cards."""
    return all(state.achievers.get(name) == seat for name in PANORAMAS)


def meal_at_every_inn(state: TokaidoState, scores: Scores, seat: int) -> bool:
    return len(state.journeys[seat].meals) >= MEALS_IN_A_JOURNEY


def greatest_donor(state: TokaidoState, scores: Scores, seat: int) -> bool:
    """The temples' most generous donor (a tie shares the honour, as it shares the points)."""
    return scores.breakdown[seat].get("temple_ranking") == TEMPLE_RANK_POINTS[0]


def every_souvenir_family(state: TokaidoState, scores: Scores, seat: int) -> bool:
    """Small objects, food and drink, clothing and art: a full set of souvenirs."""
    return all(state.journeys[seat].families[:len(SOUVENIR_FAMILIES)])


def long_soak(state: TokaidoState, scores: Scores, seat: int) -> bool:
    return len(state.journeys[seat].hot_springs) >= LONG_SOAK_HOT_SPRINGS


def many_friends(state: TokaidoState, scores: Scores, seat: int) -> bool:
    return len(state.journeys[seat].encounters) >= MANY_FRIENDS_ENCOUNTERS


def three_accolades(state: TokaidoState, scores: Scores, seat: int) -> bool:
    """Three or more of the end cards: gourmet, collector, bather, chatterbox."""
    breakdown = scores.breakdown[seat]
    return sum(breakdown.get(card, 0) > 0 for card in END_ACHIEVEMENTS) >= ACCOLADES


def great_journey(state: TokaidoState, scores: Scores, seat: int) -> bool:
    return scores.totals[seat] >= GREAT_JOURNEY_POINTS


ACHIEVEMENTS = (
    Achievement("every_panorama", every_panorama),
    Achievement("first_at_every_panorama", first_at_every_panorama),
    Achievement("meal_at_every_inn", meal_at_every_inn),
    Achievement("greatest_donor", greatest_donor),
    Achievement("every_souvenir_family", every_souvenir_family),
    Achievement("long_soak", long_soak),
    Achievement("many_friends", many_friends),
    Achievement("three_accolades", three_accolades),
    Achievement("great_journey", great_journey),
    Achievement("photo_finish", photo_finish),
)

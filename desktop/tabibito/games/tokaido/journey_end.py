"""The end of the journey (§8): the achievements, each seat's breakdown and the final scores;
a part of TokaidoState."""

from __future__ import annotations

from operator import ge

from tabibito.engine import Event, Scores

from . import scoring
from .parts import StateParts
from .steps import MITSUKUNI, PANORAMA_SIZES


class JourneyEnd(StateParts):
    """TokaidoState's final count."""

    # -- scores (§8) ---------------------------------------------------------------------------

    def achievements(self) -> list[list[str]]:
        """Each seat's achievement cards: the panoramas during play, the rest at the end."""
        held: list[list[str]] = [[] for _ in self.journeys]
        for name, seat in self.achievers.items():
            held[seat].append(name)
        if self.over:
            for name, takers in self._end_achievers().items():
                for seat, takes in enumerate(takers):
                    if takes:
                        held[seat].append(name)
        return held

    def _end_achievers(self) -> dict[str, list[bool]]:
        price = self.rules.cards.meal_price.__getitem__
        gourmet, collector, bather, chatterbox = [], [], [], []  # counted in one pass
        for j in self.journeys:
            # §12: legendary objects count for the Collector, bath houses for the Bather,
            # calligraphies for the Chatterbox (all zero without Crossroads).
            gourmet.append(sum(map(price, j.meals)))
            collector.append(len(j.souvenirs) + len(j.legendary))
            bather.append(len(j.hot_springs) + j.bath_houses)
            chatterbox.append(len(j.encounters) + len(j.calligraphies))
        return {"gourmet": scoring.most(gourmet), "collector": scoring.most(collector),
                "bather": scoring.most(bather), "chatterbox": scoring.most(chatterbox)}

    def breakdown(self, seat: int, held: list[list[str]] | None = None,
                  ranking: list[int] | None = None) -> dict[str, int]:
        """The seat's points by category; ``held`` (the achievements) and ``ranking`` (the
        temple ranking's points) when already known for every seat."""
        journey = self.journeys[seat]
        points = dict(journey.points)
        held = self.achievements() if held is None else held
        if journey.ability == MITSUKUNI:  # +1 per hot spring, bath house, achievement (§9, §12)
            points["traveller"] += (len(journey.hot_springs) + journey.bath_houses
                                    + len(held[seat]))
        categories: tuple[str, ...] = scoring.END_CATEGORIES
        if self.crossroads:
            categories += scoring.CROSSROADS_END_CATEGORIES
        end = dict.fromkeys(categories, 0)
        if self.over:
            if ranking is None:
                ranking = scoring.temple_ranking(self.temple)
            end["temple_ranking"] = ranking[seat]
            for name in ("gourmet", "collector", "bather", "chatterbox"):
                if name in held[seat]:
                    end[name] = scoring.ACHIEVEMENT_POINTS
            if self.crossroads:
                end["calligraphies"] = self._calligraphy_points(seat, held[seat])
        points.update(end)
        return points

    def _calligraphy_points(self, seat: int, held: list[str]) -> int:
        journey = self.journeys[seat]
        if not journey.calligraphies:  # nothing to count (the end of every playout asks)
            return 0
        facts = self._journey_facts(seat, held)
        return sum(scoring.calligraphy_points(name, facts) for name in journey.calligraphies)

    def _journey_facts(self, seat: int, held: list[str]) -> scoring.JourneyFacts:
        """What the calligraphies count of the seat's journey; ``held``: its achievements."""
        journey = self.journeys[seat]
        return scoring.JourneyFacts(
            completed_panoramas=sum(map(ge, journey.panoramas, PANORAMA_SIZES)),
            cherry_trees=journey.cherry_trees, legendary_objects=len(journey.legendary),
            souvenirs=len(journey.souvenirs),
            arrived_after=self.rules.pawns - 1 - self.slot[seat],
            achievements=len(held), calligraphies=len(journey.calligraphies),
            coins=journey.coins, meals=len(journey.meals))

    def _end_events(self, log: list[Event]) -> None:
        """What Edo scores, item by item, for the log: each seat's place in the temple ranking,
        end achievements (with Mitsukuni's point for each) and calligraphies."""
        held = self.achievements()
        ranking = scoring.temple_ranking(self.temple)
        end_achievers = self._end_achievers()
        for seat, journey in enumerate(self.journeys):
            if ranking[seat]:
                log.append(Event.made("temple_ranked", {
                    "seat": seat, "coins": self.temple[seat], "points": ranking[seat],
                    "category": "temple_ranking"}))
            for name, takers in end_achievers.items():
                if takers[seat]:
                    log.append(Event.made("end_achievement", {
                        "seat": seat, "achievement": name,
                        "points": scoring.ACHIEVEMENT_POINTS, "category": name}))
                    self._mitsukuni_point(seat, log)
            if self.crossroads and journey.calligraphies:
                facts = self._journey_facts(seat, held[seat])
                for name in journey.calligraphies:
                    log.append(Event.made("calligraphy_scored", {
                        "seat": seat, "calligraphy": name,
                        "points": scoring.calligraphy_points(name, facts),
                        "category": "calligraphies"}))

    def scores(self) -> Scores:
        if self._final is not None:
            return self._final
        held = self.achievements()
        ranking = scoring.temple_ranking(self.temple) if self.over else None
        breakdowns = tuple(self.breakdown(seat, held, ranking)
                           for seat in range(len(self.journeys)))
        totals = tuple(sum(b.values()) for b in breakdowns)
        return Scores(totals, breakdowns, scoring.winners(totals, [len(h) for h in held]))

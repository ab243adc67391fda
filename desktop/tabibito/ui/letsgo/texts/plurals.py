"""Let's Go's sentences with a count, on the QObject whose class name is their context
(``PLURALS``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

# --- sentences with a count ---------------------------------------------------------------------


class LetsGo(QObject):
    """The translation context of the game, for sentences with a count.

    pyside6-lupdate marks a text as plural (%n) only when it is passed to ``self.tr`` with a
    count, so these live on a QObject whose class name is the context.
    """

    def vp(self, n: int) -> str:
        #: a number of victory points, inserted into other sentences
        return self.tr("%n VP", "", n)

    def deck_left(self, n: int) -> str:
        #: tooltip of a deck: %1 its city, %n how many cards are left in it
        return self.tr("%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in "
                       "the discard.", "", n)

    def discard_count(self, n: int) -> str:
        #: tooltip of the common discard: %n how many cards lie in it
        return self.tr("Discard: %n card(s) (research, walks and the last round's hands).", "", n)

    def passed_pile(self, n: int) -> str:
        #: tooltip of an incoming pile: %1 the round it was passed in, %n the cards,
        #: %2 the round they are picked up in
        return self.tr("Passed to you in round %1: %n card(s), face down until you pick them up "
                       "in round %2.", "", n)

    def cards_for_round(self, n: int) -> str:
        #: an incoming pile beside the itinerary: %n how many cards, %1 the round they are
        #: picked up in
        return self.tr("%n card(s) for round %1", "", n)

    def at_least(self, n: int) -> str:
        #: a part of a highlight condition: %1 an icon ("Food & drink"), %n how many
        return self.tr("at least %n × %1", "", n)

    def walks_at_least(self, n: int) -> str:
        #: a part of a highlight condition
        return self.tr("walked at least %n time(s)", "", n)

    def rides_at_least(self, n: int) -> str:
        #: a part of a highlight condition: trains ridden so far
        return self.tr("at least %n train ride(s)", "", n)

    def per_icon(self, n: int) -> str:
        #: a highlight reward: %n VP for each icon %1 collected so far
        return self.tr("%n VP per %1", "", n)

    def per_set(self, n: int) -> str:
        #: a highlight reward: %n VP for each complete set of the icons %1 ("Temples + Food")
        return self.tr("%n VP per set of %1", "", n)

    def per_ride(self, n: int) -> str:
        #: a highlight reward
        return self.tr("%n VP per train ride", "", n)

    def per_city_day(self, n: int) -> str:
        #: a highlight reward: %1 a city; a day counts when all its cards are in that city
        return self.tr("%n VP per day spent entirely in %1", "", n)

    def draw_both(self, n: int) -> str:
        #: where a round's hand comes from
        return self.tr("Draw %n Tokyo card(s) and %n Kyoto card(s).", "", n)

    def draw_chosen(self, n: int) -> str:
        #: where round 13's hand comes from
        return self.tr("Draw %n card(s) from the deck of your choice.", "", n)

    def place(self, n: int) -> str:
        #: how many cards a round places
        return self.tr("Place %n card(s).", "", n)

    def discard_left(self, n: int) -> str:
        #: prompt during a research
        return self.tr("Research: discard %n card(s) from your hand.", "", n)

    def research_draws(self, n: int) -> str:
        #: prompt during a research
        return self.tr("Research: choose the deck of your next card (%n to draw).", "", n)

    def bonus(self, n: int) -> str:
        #: prompt: %1 a day; %n the icons that match its favourable condition
        return self.tr("Day bonus for %1: %n matching icon(s). Choose your reward.", "", n)

    def play(self, n: int) -> str:
        #: prompt: %1 the round; %n the cards still to place this round
        return self.tr("Round %1: place a card, or discard one for a walk (%n to place).", "",
                       n)

    def card_points(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 a card's site; %n its VP
        return self.tr("%1: %2, %n VP.", "", n)

    def card_back_points(self, n: int) -> str:
        #: log of the trip: %1 a day; a walk scored from its back
        return self.tr("%1: a walk, scored from its back, %n VP.", "", n)

    def highlight_met(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the highlight's card
        return self.tr("Highlight of %1 (%2): %n VP.", "", n)

    def highlight_free(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the card; scored without its condition (passport)
        return self.tr("Highlight of %1 (%2), scored without its condition: %n VP.", "", n)

    def highlight_gains(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the card, %3 the icons gained
        return self.tr("Highlight of %1 (%2): %n VP and %3.", "", n)

    def trip_over(self, n: int) -> str:
        #: log: the end of one traveller's trip
        return self.tr("The trip is over: %n VP in all.", "", n)

    def player_points(self, n: int) -> str:
        #: one line of a result: %1 a player
        return self.tr("%1: %n VP", "", n)

    def winner(self, n: int) -> str:
        #: the result of a game: %1 is the winner's name
        return self.tr("%1 wins with %n VP!", "", n)

    def shared_victory(self, n: int) -> str:
        #: the result of a tie (ties share the victory): %1 lists the winners
        return self.tr("Shared victory with %n VP: %1", "", n)

    def solo_win(self, n: int) -> str:
        #: the result in solo: %1 the player, %2 the travel agency's VP; %n the player's
        return self.tr("%1 beats the travel agency: %n VP to %2!", "", n)

    def solo_loss(self, n: int) -> str:
        #: the result in solo: %1 the player's VP; %n the travel agency's
        return self.tr("The travel agency wins: %n VP to %1.", "", n)

    def solo_tie(self, n: int) -> str:
        #: the result in solo: %1 the player; both have %n VP
        return self.tr("%1 and the travel agency tie with %n VP: a shared victory!", "", n)

    def research_tokens(self, n: int) -> str:
        #: score detail: unused research tokens
        return self.tr("%n research token(s)", "", n)

    def standard_trains(self, n: int) -> str:
        #: score detail of the trains
        return self.tr("%n standard", "", n)

    def luxury_trains(self, n: int) -> str:
        #: score detail of the trains
        return self.tr("%n luxury", "", n)

    def wilds_left(self, n: int) -> str:
        #: the question of the wild tokens on the trip: %1 where ("before the Monday highlight")
        return self.tr("Spend wild tokens %1? You have %n.", "", n)

    def free_left(self, n: int) -> str:
        #: a button of the free highlight decision: %n free highlights left
        return self.tr("Score it without its condition (%n left)", "", n)


    # -- the side panel's decisions --

    def research_offer(self, n: int) -> str:
        #: the panel's heading over the two deck buttons while the seat holds a research token:
        #: one token draws %n cards (each from the deck clicked) and then discards %n
        return self.tr("Research (1 token): draw %n, discard %n", "", n)


PLURALS = LetsGo()  # the sentences with a count, for this package


def vp_text(n: int) -> str:
    return PLURALS.vp(n)

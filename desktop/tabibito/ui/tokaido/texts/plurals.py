"""Tokaido's sentences with a count, on the QObject whose class name is their context (``PLURALS``),
and the result of a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tabibito.engine import Scores, State
from tabibito.games.tokaido.rules import TokaidoState

from ...kit.i18n import fill
from ...kit.views import view_as

# --- sentences with a count ---------------------------------------------------------------------


class Tokaido(QObject):
    """The translation context of the game, for sentences with a count.

    pyside6-lupdate marks a text as plural (%n) only when it is passed to ``self.tr`` with a
    count, so these live on a QObject whose class name is the context.
    """

    def coins(self, n: int) -> str:
        #: a number of coins, inserted into other sentences ("buys Koma for %3")
        return self.tr("%n coin(s)", "", n)

    def points(self, n: int) -> str:
        #: a number of points, inserted into other sentences
        return self.tr("%n point(s)", "", n)

    def departure_part(self, coins: int) -> str:
        #: one traveller in the departure line: %1 the player, %2 the traveller's name, %n the
        #: starting coins
        return self.tr("%1 (%2, %n coin(s))", "", coins)

    def departure_part_initiation(self, coins: int) -> str:
        #: one player in the departure line of the Initiation variant: %1 the player, %n coins
        return self.tr("%1 (%n coin(s))", "", coins)

    # In the label beside a Crossroads stop: what is left of the stack it sells from.
    def cherry_trees_left(self, n: int) -> str:
        #: in the label beside a panorama (Crossroads): %n cherry trees left in the supply
        return self.tr("Cherry trees: %n left", "", n)

    def bath_houses_left(self, n: int) -> str:
        #: in the label beside a hot spring (Crossroads): %n bath houses left
        return self.tr("Bath houses: %n left", "", n)

    def legendary_objects_left(self, n: int) -> str:
        #: in the label beside a village (Crossroads): %n legendary objects left
        return self.tr("Legendary objects: %n left", "", n)

    def amulets_left(self, n: int) -> str:
        #: in the label beside a temple (Crossroads): %n amulets left (face down)
        return self.tr("Amulets: %n left", "", n)

    def calligraphies_left(self, n: int) -> str:
        #: in the label beside an encounter (Crossroads): %n calligraphies left
        return self.tr("Calligraphies: %n left", "", n)

    def coins_gained(self, coins: int) -> str:
        #: log: %1 a player
        return self.tr("%1 takes %n coin(s).", "", coins)

    def panorama_part(self, part: int) -> str:
        #: log: %1 a player, %2 a panorama ("Sea panorama"); %n the part's number, which is
        #: also its points
        return self.tr("%1 takes part %n of the %2: %n point(s).", "", part)

    def achievement(self, points: int) -> str:
        #: log: %1 a player, %2 a panorama ("Sea panorama"), %n the achievement's points
        return self.tr("%1 is the first to complete the %2 and takes its achievement card: "
                       "%n point(s).", "", points)

    def donated(self, coins: int) -> str:
        #: log: %1 a player; %n the coins given, one point each
        return self.tr("%1 gives %n coin(s) to the temple: %n point(s).", "", coins)

    def souvenir_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a souvenir ("Koma"), %3 its price ("2 coins"), %n its points
        return self.tr("%1 buys %2 for %3: %n point(s).", "", points)

    def souvenir_given(self, points: int) -> str:
        #: log: a souvenir for free (from a Shokunin or Daigoro's ability): %1 a player, %2 the
        #: souvenir, %n its points
        return self.tr("%1 receives %2 for free: %n point(s).", "", points)

    def souvenir_refund(self, coins: int) -> str:
        #: log, Sasayakko's ability: %1 a player, %n the coins she gets back
        return self.tr("%1 gets the cheapest souvenir free: %n coin(s) back.", "", coins)

    def souvenir_refund_from_temple(self, coins: int) -> str:
        #: log, Sasayakko's ability when the Devotion amulet had paid the free souvenir onto the
        #: temple: %1 a player, %n the coins she takes back from there (and the points they scored)
        return self.tr("%1 gets the cheapest souvenir free: %n coin(s) back from the temple, "
                       "%n point(s) less.", "", coins)

    def hot_spring(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 bathes in a hot spring: %n point(s).", "", points)

    def samurai(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 meets a Samurai: %n point(s).", "", points)

    def kuge(self, coins: int) -> str:
        #: log: %1 a player
        return self.tr("%1 meets a Kuge, who gives %n coin(s).", "", coins)

    def miko(self, points: int) -> str:
        #: log: %1 a player; the Miko puts a bank coin on the temple in the player's colour
        return self.tr("%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).",
                       "", points)

    def meal_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a dish ("Dango"), %3 its price ("2 coins"), %n the points
        return self.tr("%1 eats %2 for %3: %n point(s).", "", points)

    def meal_free(self, points: int) -> str:
        #: log: %1 a player, %2 a dish ("Dango"), %n the points
        return self.tr("%1 eats %2 for free: %n point(s).", "", points)

    def cherry_tree(self, points: int) -> str:
        #: log: %1 a player, %2 the coins ("1 coin"), %n the points
        return self.tr("%1 takes a cherry tree: %n point(s) and %2.", "", points)

    def bath_house(self, points: int) -> str:
        #: log: %1 a player
        return self.tr("%1 buys a bath house: %n point(s).", "", points)

    def legendary_bought(self, points: int) -> str:
        #: log: %1 a player, %2 a legendary object ("Shodo"), %3 its price ("2 coins"), %n the
        #: points it scores now
        return self.tr("%1 buys the legendary object %2 for %3: %n point(s).", "", points)

    def die_lost(self, stake: int) -> str:
        #: log: %1 a player, %2 the die face; %n the coins bet, lost
        return self.tr("%1 bets %n coin(s) and rolls %2: the stake is lost.", "", stake)

    def die_back(self, stake: int) -> str:
        #: log: %1 a player, %2 the die face; %n the coins bet, which come back
        return self.tr("%1 bets %n coin(s) and rolls %2: the stake comes back.", "", stake)

    def die_won(self, coins: int) -> str:
        #: log: %1 a player, %2 the coins bet ("2 coins"), %3 the die face; %n the coins paid
        #: out (the stake included)
        return self.tr("%1 bets %2 and rolls %3: %n coin(s) back.", "", coins)

    def fortune_roll(self, coins: int) -> str:
        #: log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken
        return self.tr("%1 rolls %2 on the fortune die: %n coin(s).", "", coins)

    def player_points(self, points: int) -> str:
        #: one traveller's final total in the game-over log line: %1 the player
        return self.tr("%1: %n point(s)", "", points)

    def winner(self, points: int) -> str:
        #: the result of a game: %1 is the winner's name
        return self.tr("%1 wins with %n point(s)!", "", points)

    def winner_tie_break(self, points: int) -> str:
        #: the result when the totals tie and the achievement cards decide: %1 the winner,
        #: %2 the number of achievement cards
        return self.tr("%1 wins with %n point(s), on the tie-break of achievement cards (%2)!",
                       "", points)

    def shared_victory(self, points: int) -> str:
        #: the result of a tie no tie-break settles: %1 lists the winners' names
        return self.tr("Shared victory with %n point(s): %1", "", points)

    def souvenirs_count(self, n: int) -> str:
        #: a count under a player's souvenirs or in a score detail
        return self.tr("%n souvenir(s)", "", n)

    def meals_count(self, n: int) -> str:
        return self.tr("%n meal(s)", "", n)

    def hot_springs_count(self, n: int) -> str:
        return self.tr("%n hot spring(s)", "", n)

    def encounters_count(self, n: int) -> str:
        return self.tr("%n encounter(s)", "", n)

    def sets_of(self, n: int) -> str:
        #: score detail under the souvenirs' points: %n sets, %1 their sizes ("4 + 3 + 1")
        return self.tr("%n set(s): %1", "", n)

    def meal_prices(self, coins: int) -> str:
        #: score detail of the Gourmet: the printed prices of the meals eaten, added up
        return self.tr("meals worth %n coin(s)", "", coins)

    def cherry_trees_count(self, n: int) -> str:
        return self.tr("%n cherry tree(s)", "", n)

    def bath_houses_count(self, n: int) -> str:
        return self.tr("%n bath house(s)", "", n)

    def temple_coins(self, n: int) -> str:
        #: score detail and tooltip: the coins a traveller has put on the temples
        return self.tr("%n coin(s) on the temples", "", n)

    def neutral_ahead(self, n: int) -> str:
        #: score detail of the temple ranking in a 2-player game, under a traveller whom the
        #: neutral traveller outgave: %n the neutral traveller's coins on the temples
        return self.tr("neutral traveller ahead, %n coin(s)", "", n)

    def meal_hand_size(self, n: int) -> str:
        #: the meal cards face down at an inn
        return self.tr("%n meal(s) at the inn", "", n)

    # -- the counts of a traveller's journey card (journeys.py) --

    def sets(self, n: int) -> str:
        #: Souvenir sets (one card of each family at most), in a tooltip: "Souvenirs: 2 sets, …"
        return self.tr("%n set(s)", "", n)

    def hot_spring_cards(self, n: int) -> str:
        return self.tr("%n hot spring card(s)", "", n)

    def coins_given(self, n: int) -> str:
        #: Coins this traveller gave to the temples, in a tooltip: "Temples: 4 coins given, …"
        return self.tr("%n coin(s) given", "", n)

    def achievements(self, n: int) -> str:
        return self.tr("%n achievement card(s)", "", n)

    def legendary(self, n: int) -> str:
        return self.tr("%n legendary object(s)", "", n)

    def calligraphies(self, n: int) -> str:
        return self.tr("%n calligraphy card(s)", "", n)

    def amulets(self, n: int) -> str:
        return self.tr("%n amulet(s)", "", n)

    def hidden_amulets(self, n: int) -> str:
        #: Another player's amulets: only their number is known.
        return self.tr("%n hidden amulet(s)", "", n)

    def hidden_fresh(self, n: int) -> str:
        #: Of another player's hidden amulets, how many were bought this turn.
        return self.tr("%n of them bought this turn", "", n)


PLURALS = Tokaido()  # the sentences with a count, for this package


def coins_text(n: int) -> str:
    return PLURALS.coins(n)


def points_text(n: int) -> str:
    return PLURALS.points(n)


def winners_text(scores: Scores, seat_names: Sequence[str], view: State | None) -> str | None:
    """The winner with their points; when the totals tie, the achievement cards decided (binding
    decision 16), and a tie they leave is a shared victory."""
    if not scores.winners:
        return None
    points = scores.totals[scores.winners[0]]  # winners share their total
    if len(scores.winners) > 1:
        names = QLocale().createSeparatedList([seat_names[seat] for seat in scores.winners])
        return fill(PLURALS.shared_victory(points), names)
    winner = scores.winners[0]
    tied = sum(1 for total in scores.totals if total == points) > 1
    if tied and view is not None:
        cards = len(view_as(view, TokaidoState).achievements()[winner])
        return fill(PLURALS.winner_tie_break(points), seat_names[winner], cards)
    return fill(PLURALS.winner(points), seat_names[winner])


def supply_left(kind: str, left: int) -> str:
    """In the label beside a Crossroads stop of ``kind``: what is left of its stack."""
    if kind.endswith("_panorama"):
        return PLURALS.cherry_trees_left(left)
    stacks = {"hot_spring": PLURALS.bath_houses_left, "village": PLURALS.legendary_objects_left,
              "temple": PLURALS.amulets_left}
    return stacks.get(kind, PLURALS.calligraphies_left)(left)


def gained(amount: object) -> str:
    #: a gain: %1 a number beside its icon ("+3") or an amount ("+3 points", "+1 coin")
    return fill(QCoreApplication.translate("Tokaido", "+%1"), amount)


def lost(amount: object) -> str:
    #: a loss: %1 a number beside its icon ("−2") or an amount ("−2 coins")
    return fill(QCoreApplication.translate("Tokaido", "−%1"), amount)

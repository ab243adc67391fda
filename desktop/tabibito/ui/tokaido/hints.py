"""Tokaido's words for a hint (issue 10 §3): what the hard computer player's move is, why, and
what it brings, in the terms of the rules and of ``texts``.

Everything a hint says is read off the seat's own view: what the move brings at once is the
rules' preview (``insights.gain_now``, travellers' abilities included), and what it sets up is
read off the move played on a clone of that view (the parts of a panorama, an achievement
taken, the lead for an end achievement, the temple ranking, whether the traveller is still the
farthest behind). What chance brings later (the card a stop will draw) is said as the stop's
effect, never as a number.

Targets are the board's stops (``stop:N``, where a move is clicked), the decision hero's very
tile the hint names (``tile:KEY``, the tile's spec key: a souvenir, a meal, "crossroads",
"donate_2" ...), the hero's Fortune button (``fortune``), the panel's main button (``main``:
leaving a village, going without a meal) and, for a move the hint cannot name, the whole hero
(``hero``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from tabibito.engine import Action, Budget, Rng
from tabibito.engine.insights import Insight, Reason
from tabibito.games.tokaido import insights, offers, rules, scoring
from tabibito.games.tokaido.data import SOUVENIR_FAMILIES
from tabibito.games.tokaido.rules import TokaidoState

from ..kit.i18n import fill
from ..kit.versus import versus_text
from ..plugin_api import Hint
from . import texts
from .decisions_crossroads import crossroads_title
from .hint_names import choice_name, stop_title

CONTEXT = "TokaidoHints"
HERO, MAIN = "hero", "main"  # the shell's decision hero, the panel's main button
FORTUNE = "fortune"  # the hero's button for the Fortune amulet
BASE_FAMILIES = range(len(SOUVENIR_FAMILIES))  # the four families a village sells


def tile(key: str) -> str:
    """The target of the hero's tile whose spec key is ``key`` (see decisions_spec)."""
    return f"tile:{key}"


class TokaidoHints(QObject):
    """The hint sentences with a count (pyside6-lupdate reads %n only from ``self.tr``)."""

    def walk_past(self, skipped: int) -> str:
        #: hint: %1 a stop ("Temple", "First inn"), %n the stops passed on the way
        return self.tr("Walk on to <b>%1</b>, passing %n stop(s).", "", skipped)

    def first_at_inn(self, meals: int) -> str:
        #: hint, a move to an inn nobody has reached yet: %n the meals drawn there
        return self.tr("First at the inn, you choose from all %n meal(s).", "", meals)

    def amulets_left(self, amulets: int) -> str:
        #: hint, the Good luck amulet before departure: %n the amulets it is drawn from
        return self.tr("It is drawn from the %n amulet(s) left.", "", amulets)

    def ahead(self, lead: int) -> str:
        #: hint, a move played out to the end: %1 the traveller's mean final points ("62
        #: points"), %n how far ahead of the best rival they end on average
        return self.tr("%1 at the end, %n ahead of your best rival", "", lead)

    def behind(self, lead: int) -> str:
        #: hint, a move played out to the end: %1 the mean final points, %n how far behind the
        #: best rival the traveller ends on average
        return self.tr("%1 at the end, %n behind your best rival", "", lead)

    def ahead_short(self, lead: int) -> str:
        #: hint, the best other move played out: %1 its mean final points, %n ahead of the
        #: best rival (after "62 points at the end, 4 ahead of your best rival, against")
        return self.tr("%1, %n ahead", "", lead)

    def behind_short(self, lead: int) -> str:
        #: hint, the best other move played out: %1 its mean final points, %n behind the best
        #: rival
        return self.tr("%1, %n behind", "", lead)

    def worth(self, points: int) -> str:
        #: hint, a move the computer player values without playing it out: %n its value
        return self.tr("worth about %n point(s) by the computer player's count", "", points)

    def played_out(self, playouts: int) -> str:
        #: hint: the computer player played each of its best moves to the end %n times, on
        #: journeys dealt from what you can see (the sentence before the comparison)
        return self.tr("The computer player played each move to the end %n time(s).", "",
                       playouts)


PLURALS = TokaidoHints()


@dataclass(frozen=True)
class Outcome:
    """The move played on a clone of the view, up to the next decision or chance."""

    view: TokaidoState
    seat: int
    action: Action
    gain: insights.Gain
    after: TokaidoState

    @property
    def pawn(self) -> int:
        return self.view.actor

    @property
    def journey(self) -> rules.Journey:
        return self.view.journeys[self.seat]


def outcome(view: TokaidoState, seat: int, action: Action) -> Outcome:
    gain = insights.gain_now(view, seat, action) or insights.Gain()
    after = view.clone()
    after.apply_trusted(seat, action)
    return Outcome(view, seat, action, gain, after)


def decided_hint(view: TokaidoState, seat: int, rng: Rng, budget: Budget) -> tuple[Action, Hint]:
    """The hard player's move for ``seat`` on its own ``view`` and its hint, from one search
    (``insights.hard_choice``, with ``rng`` the stream the player decides with): the words
    compare the very evaluation that chose the move."""
    chosen = insights.hard_choice(view, seat, rng, budget)
    return chosen.action, hint(view, seat, chosen.action, chosen=chosen)


def hint(view: TokaidoState, seat: int, action: Action, rng: Rng | None = None,
         chosen: Insight | None = None) -> Hint:
    """The hint for ``seat`` playing ``action`` on its own ``view``: what it does and brings,
    and why the hard player prefers it to its best other move: ``chosen``, the search that
    chose it, or else a search of its own (``insights.hard_insight``, with ``rng`` the stream
    the move was chosen with; None: a fixed one)."""
    if view.why_illegal(seat, action) is not None:
        return Hint(unknown_text())
    told = outcome(view, seat, action)
    words = SAYINGS.get(action.kind, say_unknown)
    text, target = words(told)
    later = prospect_words(insights.panorama_prospect(view, told.after, seat))
    if chosen is None:
        chosen = insights.hard_insight(view, seat, action, rng or Rng(0))
    versus = versus_words(view, seat, chosen)
    return Hint(sentences([part for part in [*text, later, versus] if part]) or unknown_text(),
                target)


def prospect_words(prospect: Reason | None) -> str | None:
    """A panorama's parts still to come, and the race to complete it first."""
    if prospect is None:
        return None
    total = "+".join(str(part) for part in prospect["parts"])  # "4+5": the same in every language
    name = texts.panorama_name(prospect["panorama"])
    if prospect["leads"]:
        #: hint: %1 a panorama ("Sea panorama"), %2 its parts still to take, worth their
        #: numbers in points ("3+4+5"); the traveller has more parts of it than anyone
        text = QCoreApplication.translate(
            "TokaidoHints", "The %1 is worth %2 more later, and you lead the race to complete it "
                            "first.")
    else:
        #: hint: %1 a panorama ("Sea panorama"), %2 its parts still to take ("3+4+5")
        text = QCoreApplication.translate("TokaidoHints", "The %1 is worth %2 more later.")
    return fill(text, name, total)


# -- why not the best other move -----------------------------------------------------------------


def versus_words(view: TokaidoState, seat: int, told: Insight) -> str | None:
    """The hard player's move against its best other: their points now, and played out to
    the end their final points and lead (or their greedy values)."""
    other = told.alternative
    if other is None or told.alternative_value is None:
        return None
    other_gain = insights.gain_now(view, seat, other) or insights.Gain()
    reason = told.reason
    if reason is not None and reason.key == "playouts":
        assert told.later is not None  # played out: the final points are known
        mine = final_text(told.later, told.measure)
        theirs = final_text(reason["alternative_points"], told.alternative_value, short=True)
        lead = PLURALS.played_out(reason["count"])
    else:
        mine, theirs = PLURALS.worth(told.measure), texts.points_text(told.alternative_value)
        lead = None
    said = versus_text(told.versus, choice_name(view, other), gain_text(other_gain), mine, theirs)
    return said if lead is None or said is None else sentences([lead, said])


def final_text(points: int, lead: int, short: bool = False) -> str:
    """A move's mean final points and lead over the best rival ("62 points at the end, 4
    ahead of your best rival"; short: "62 points, 4 ahead")."""
    final = texts.points_text(points)
    if lead > 0:
        return fill(PLURALS.ahead_short(lead) if short else PLURALS.ahead(lead), final)
    if lead < 0:
        return fill(PLURALS.behind_short(-lead) if short else PLURALS.behind(-lead), final)
    if short:
        #: hint, the best other move played out: %1 its mean final points, level with the
        #: best rival
        return fill(QCoreApplication.translate("TokaidoHints", "%1, level"), final)
    #: hint, a move played out to the end: %1 the mean final points, level with the best rival
    text = QCoreApplication.translate("TokaidoHints", "%1 at the end, level with your best rival")
    return fill(text, final)




def sentences(parts: list[str]) -> str:
    """The hint's sentences one after the other, as the language writes them (Japanese
    without a space)."""
    #: hint: two sentences of a hint one after the other (%1 the first, %2 the next)
    pair = QCoreApplication.translate("TokaidoHints", "%1 %2")
    return texts.joined(pair, parts)


# What a move's sayer gives: its sentences in order (a part it has nothing for is None, left
# out), and the board item the hint points at.
Said = tuple[list[str | None], str | None]


# -- the parts shared by many moves ------------------------------------------------------------


def gain_text(gain: insights.Gain) -> str | None:
    """The points and coins received now ("+3 points and +1 coin"), or None."""
    parts = []
    if gain.points:
        parts.append(texts.gained(texts.points_text(gain.points)) if gain.points > 0
                     else texts.lost(texts.points_text(-gain.points)))
    if gain.coins > 0:
        parts.append(texts.gained(texts.coins_text(gain.coins)))
    return texts.listed(parts) if parts else None


def brings_now(told: Outcome) -> str | None:
    """What the move brings at once: a panorama part said as such, else the gain."""
    gained = gain_text(told.gain)
    part = panorama_part(told)
    if part is not None and gained is not None:
        panorama, number = part
        #: hint: %1 the part's number, %2 a panorama ("Sea panorama"), %3 the gain ("+3 points")
        text = QCoreApplication.translate("TokaidoHints", "Part %1 of the %2: %3 now.")
        return fill(text, number, texts.panorama_name(panorama), gained)
    if gained is None:
        return None
    #: hint: %1 what the move brings at once ("+3 points and +1 coin")
    return fill(QCoreApplication.translate("TokaidoHints", "That brings %1 now."), gained)


def panorama_part(told: Outcome) -> tuple[str, int] | None:
    """The panorama whose next part the move takes, and that part's number."""
    before = told.view.journeys[told.seat].panoramas if told.seat < len(told.view.journeys) \
        else ()
    after = told.after.journeys[told.seat].panoramas if before else ()
    for index, (old, new) in enumerate(zip(before, after, strict=True)):
        if new > old:
            return rules.PANORAMAS[index], new
    return None


def achievement_text(told: Outcome) -> str | None:
    """A panorama achievement the move takes (its points are in the gain)."""
    taken = [name for name, taker in told.after.achievers.items()
             if taker == told.seat and name not in told.view.achievers]
    if not taken:
        return None
    #: hint: %1 a panorama ("Sea panorama") the traveller is the first to complete
    text = QCoreApplication.translate(
        "TokaidoHints", "You are the first to complete the %1: its achievement card is yours.")
    return fill(text, texts.panorama_name(taken[0]))


COUNT_TEXTS: dict[str, Callable[[int], str]] = {
    "gourmet": texts.PLURALS.meal_prices, "collector": texts.PLURALS.souvenirs_count,
    "bather": texts.PLURALS.hot_springs_count, "chatterbox": texts.PLURALS.encounters_count}


def lead_text(told: Outcome) -> str | None:
    """The end achievement the move makes the seat lead (or share the lead of), if any: only
    where a rival has some already (the first souvenir of the journey leads nothing yet)."""
    if told.seat >= len(told.view.journeys):
        return None
    before, after = insights.end_counts(told.view), insights.end_counts(told.after)
    for name in scoring.END_ACHIEVEMENTS:
        mine = after[name][told.seat]
        rivals = [count for other, count in enumerate(before[name]) if other != told.seat]
        if mine <= before[name][told.seat] or not scoring.most(after[name])[told.seat] \
                or not any(rivals):
            continue
        count = COUNT_TEXTS[name](mine)
        if after[name].count(mine) == 1:
            #: hint: %1 an end achievement ("Collector"), %2 the seat's count ("5 souvenirs")
            text = QCoreApplication.translate(
                "TokaidoHints", "That puts you ahead for the %1 (%2).")
        else:
            #: hint: %1 an end achievement ("Collector"), %2 the seat's count ("5 souvenirs")
            text = QCoreApplication.translate(
                "TokaidoHints", "That ties you for the lead of the %1 (%2).")
        return fill(text, texts.achievement_name(name), count)
    return None


def setup_text(told: Outcome) -> str | None:
    """What the move sets up: an achievement taken, else the lead for an end achievement."""
    return achievement_text(told) or lead_text(told)


# -- choosing the traveller ----------------------------------------------------------------------


def say_traveller(told: Outcome) -> Said:
    view, chosen = told.view, told.action["id"]
    coins = {t.id: t.coins for t in view.rules.data.travellers}
    other = next((t for t in view.offers[told.seat] if t != chosen), None)
    if other is None:
        #: hint: %1 a traveller ("Kinko"), %2 the coins printed on the tile ("7 coins")
        text = QCoreApplication.translate("TokaidoHints", "Keep <b>%1</b>, who sets off with %2.")
        first = fill(text, texts.traveller_name(chosen), texts.coins_text(coins[chosen]))
    else:
        #: hint: %1 the traveller to keep, %2 their starting coins; %3 the other tile's
        #: traveller, %4 theirs
        text = QCoreApplication.translate(
            "TokaidoHints", "Keep <b>%1</b>, who sets off with %2 (%3: %4).")
        first = fill(text, texts.traveller_name(chosen), texts.coins_text(coins[chosen]),
                     texts.traveller_name(other), texts.coins_text(coins[other]))
    return [first, texts.traveller_ability(chosen)], tile(chosen)


# -- moving ------------------------------------------------------------------------------------


def say_move(told: Outcome) -> Said:
    if told.pawn == told.view.rules.neutral:
        return say_neutral_move(told)
    stop = told.action["stop"]
    if told.action.get("amulet") == rules.FRIENDSHIP:
        first, target = friendship_text(told, stop), tile(f"friendship_{stop}")
    else:
        first, target = walk_text(told, stop), f"stop:{stop}"
    return [first, brings_now(told) or offer_text(told, stop),
            setup_text(told) or order_text(told, stop)], target


def walk_text(told: Outcome, stop: int) -> str:
    skipped = stop - told.view.stop[told.pawn] - 1
    name = stop_title(told.view, stop)
    if skipped:
        return fill(PLURALS.walk_past(skipped), name)
    #: hint: %1 the stop right ahead ("Village", "First inn")
    return fill(QCoreApplication.translate("TokaidoHints", "Walk on to the next stop, <b>%1</b>."),
                name)


def friendship_text(told: Outcome, stop: int) -> str:
    #: hint: %1 a stop ("Temple") another traveller holds; the Friendship amulet lets the
    #: traveller stop there too
    text = QCoreApplication.translate(
        "TokaidoHints", "Use the Friendship amulet and share <b>%1</b> with the traveller there.")
    return fill(text, stop_title(told.view, stop))


def offer_text(told: Outcome, stop: int) -> str | None:
    """What a stop offers when nothing is known yet (the card it draws, the market)."""
    kind = told.view.rules.kinds[stop]
    journey = told.after.journeys[told.seat]
    if kind == "village":
        best = max(scoring.souvenir_points(journey.families, f) for f in BASE_FAMILIES)
        #: hint, a move to a village: %1 the most a souvenir could score for the traveller's
        #: sets ("5 points"), %2 the coins to spend ("4 coins")
        text = QCoreApplication.translate(
            "TokaidoHints", "A souvenir there scores up to %1 for your sets; you have %2.")
        return fill(text, texts.points_text(best), texts.coins_text(journey.coins))
    if kind == "temple":
        gift = min(rules.TEMPLE_MAX_DONATION, journey.coins)
        #: hint, a move to a temple: %1 the most the traveller can give ("3 coins")
        text = QCoreApplication.translate(
            "TokaidoHints", "You can give up to %1 there: 1 point each.")
        return fill(text, texts.coins_text(gift))
    if kind == "inn":
        return inn_text(told, stop)
    return texts.stop_effect(kind)


def inn_text(told: Outcome, stop: int) -> str:
    view = told.view
    if not view.hand_drawn and view.stop.count(stop) == 0:
        return PLURALS.first_at_inn(view.rules.meal_hand)
    return texts.stop_effect("inn")


def order_text(told: Outcome, stop: int) -> str | None:
    """Who moves after the move: the traveller still farthest behind moves again; the last
    to reach an inn leaves it first."""
    after = told.after
    if after.rules.kinds[stop] == "inn":
        if after.stop.count(stop) == after.rules.pawns and not after.is_over():
            return QCoreApplication.translate(
                "TokaidoHints", "The last to arrive, you leave the inn first.")
        return None
    if after.rearmost() == told.pawn:
        return QCoreApplication.translate(
            "TokaidoHints", "You are still the farthest behind, so you move again.")
    return None


def say_neutral_move(told: Outcome) -> Said:
    stop = told.action["stop"]
    view = told.view
    #: hint, two players: %1 the stop the leading player sends the neutral traveller to
    text = QCoreApplication.translate(
        "TokaidoHints", "Move the neutral traveller to <b>%1</b>.")
    first = fill(text, stop_title(view, stop))
    kind = view.rules.kinds[stop]
    if kind == "temple":
        why = QCoreApplication.translate(
            "TokaidoHints", "The bank puts 1 coin on the temple in its colour, for the temple "
                            "ranking.")
    elif kind == "inn":
        why = QCoreApplication.translate(
            "TokaidoHints", "It takes one meal of the inn away, unseen.")
    elif told.after.occupants(stop) >= view.rules.capacity[stop]:
        why = QCoreApplication.translate(
            "TokaidoHints", "It does nothing there, but no other traveller can stop there now.")
    else:
        why = QCoreApplication.translate("TokaidoHints", "It does nothing there.")
    return [first, why], f"stop:{stop}"


def say_fortune(told: Outcome) -> Said:
    faces = told.view.rules.data.crossroads.fortune_die
    most = max(rules.DIE_MULTIPLIER[face] for face in faces)
    #: hint, the Fortune amulet before a move: %1 the most the die can give ("4 coins")
    text = QCoreApplication.translate(
        "TokaidoHints", "Use the Fortune amulet before you move: the fortune die gives up to %1.")
    return [fill(text, texts.coins_text(most))], FORTUNE


def say_vitality(told: Outcome) -> Said:
    if told.action["use"]:
        return [QCoreApplication.translate(
            "TokaidoHints", "Use the Vitality amulet: you lead, so you move once more.")], \
            tile("use")
    #: hint: %1 the stop the traveller stays at ("Farm")
    text = QCoreApplication.translate(
        "TokaidoHints", "Keep the Vitality amulet for later and stay at <b>%1</b>.")
    return [fill(text, stop_title(told.view, told.view.stop[told.pawn]))], tile("keep")


# -- the stops' decisions ----------------------------------------------------------------------


def say_donate(told: Outcome) -> Said:
    coins = told.action["coins"]
    #: hint: %1 the coins given ("2 coins"), %2 what they score now ("+2 points")
    text = QCoreApplication.translate("TokaidoHints", "Give %1 to the temple: %2 now.")
    first = fill(text, texts.coins_text(coins), gain_text(told.gain) or "")
    return [first, ranking_text(told)], tile(f"donate_{coins}")


def ranking_text(told: Outcome) -> str | None:
    """The seat's place in the temple ranking after the gift, as it would score at the end."""
    given = told.after.temple[told.pawn]
    points = scoring.temple_ranking(told.after.temple)[told.pawn]
    place = texts.temple_rank_name(points)
    if place is None:
        return None
    #: hint: %1 the coins on the temples ("5 coins"), %2 the place ("most generous"), %3 what
    #: that place scores at the end ("10 points")
    text = QCoreApplication.translate(
        "TokaidoHints", "Temple ranking with %1 on the temples: %2 (%3 at the end).")
    return fill(text, texts.coins_text(given), place, texts.points_text(points))


def say_buy(told: Outcome) -> Said:
    card, action = told.action["card"], told.action
    name, paid, gained = texts.souvenir_name(card), texts.coins_text(told.gain.paid), \
        gain_text(told.gain) or ""
    if action.get("devotion"):
        #: hint: %1 a souvenir ("Koma"), %2 its price ("2 coins"), paid onto the temple by the
        #: Devotion amulet; %3 what it scores now ("+3 points")
        text = QCoreApplication.translate(
            "TokaidoHints", "Buy <b>%1</b> for %2, paid onto the temple with Devotion: %3 now.")
    elif action.get("one_coin"):
        #: hint: %1 a souvenir, %2 its price ("1 coin") with Zen-emon's ability, %3 its points
        text = QCoreApplication.translate(
            "TokaidoHints", "Buy <b>%1</b> for %2, Zen-emon's one-coin souvenir: %3 now.")
    else:
        #: hint: %1 a souvenir ("Koma"), %2 its price ("2 coins"), %3 what it scores now
        text = QCoreApplication.translate("TokaidoHints", "Buy <b>%1</b> for %2: %3 now.")
    return [fill(text, name, paid, gained), lead_text(told) or set_text(told, card)], tile(card)


def set_text(told: Outcome, card: str) -> str:
    """Where a souvenir goes in the seat's sets: a new set, or the set it makes bigger."""
    family = told.view.rules.cards.family[card]
    place = scoring.souvenir_points(told.journey.families, family) // 2 + 1
    if place == 1:
        return QCoreApplication.translate("TokaidoHints", "It starts a new set.")
    #: hint: %1 the souvenir's place in its set (2 to 5): its points are 1, 3, 5, 7 by place
    return fill(QCoreApplication.translate("TokaidoHints", "It becomes card %1 of a set."), place)


def say_stop_buying(told: Outcome) -> Said:
    view, journey = told.view, told.journey
    #: hint: %1 the coins the traveller keeps ("4 coins")
    first = fill(QCoreApplication.translate(
        "TokaidoHints", "Leave the village and keep your %1."),
        texts.coins_text(journey.coins + told.gain.coins))
    if told.gain.coins and told.gain.points < 0:  # Devotion had paid the free one
        #: hint, Sasayakko's ability: %1 the coins she takes back off the temple, where the
        #: Devotion amulet had paid the cheapest souvenir ("1 coin"), %2 the points they scored
        why = fill(QCoreApplication.translate(
            "TokaidoHints", "Sasayakko takes %1 back off the temple for the cheapest souvenir, "
                            "which Devotion paid there, and loses %2."),
            texts.coins_text(told.gain.coins), texts.points_text(-told.gain.points))
        return [first, why], MAIN
    if told.gain.coins:
        #: hint, Sasayakko's ability: %1 the coins she gets back ("2 coins")
        why = fill(QCoreApplication.translate(
            "TokaidoHints", "Sasayakko gets %1 back for the cheapest souvenir."),
            texts.coins_text(told.gain.coins))
        return [first, why], MAIN
    left = [scoring.souvenir_points(journey.families, view.rules.cards.family[card])
            for card in view.revealed]
    if not left:
        return [first], MAIN
    #: hint: %1 the most a souvenir left on display would score ("1 point")
    why = fill(QCoreApplication.translate(
        "TokaidoHints", "The souvenirs left would score at most %1."),
        texts.points_text(max(left)))
    return [first, why], MAIN


def say_keep(told: Outcome) -> Said:
    card = told.action["card"]
    #: hint, Yoshiyasu's ability: %1 the encounter card he keeps ("Samurai")
    text = QCoreApplication.translate(
        "TokaidoHints", "Keep <b>%1</b>; the other card goes under the deck.")
    first = fill(text, texts.encounter_name(card))
    return [first, brings_now(told) or texts.encounter_effect(card), setup_text(told)], \
        tile(card)


def say_panorama(told: Outcome) -> Said:
    panorama = told.action["panorama"]
    part = told.journey.panoramas[rules.PANORAMAS.index(panorama)] + 1
    #: hint: %1 the part's number, %2 a panorama ("Sea panorama"), %3 its points ("+3 points")
    text = QCoreApplication.translate("TokaidoHints", "Take part %1 of the <b>%2</b>: %3 now.")
    first = fill(text, part, texts.panorama_name(panorama), gain_text(told.gain) or "")
    return [first, achievement_text(told)], tile(panorama)


def say_effect(told: Outcome) -> Said:
    view, action = told.view, told.action
    kind = view.rules.kinds[view.stop[told.pawn]]
    name = texts.stop_name(kind)
    choice = action["choice"]
    if choice == rules.BASE_EFFECT:
        #: hint at a stop with Crossroads: %1 the stop ("Temple")
        first = fill(QCoreApplication.translate(
            "TokaidoHints", "Take the usual effect of <b>%1</b>."), name)
        effect = texts.stop_effect(kind)
    elif choice == rules.CROSSROADS_EFFECT:
        #: hint at a stop with Crossroads: %1 the stop ("Temple"), %2 its Crossroads option
        #: ("Amulet", "Cherry tree")
        first = fill(QCoreApplication.translate(
            "TokaidoHints", "Take the Crossroads option of <b>%1</b>: %2."), name,
            crossroads_title("panorama" if kind.endswith("_panorama") else kind))
        effect = texts.crossroads_effect(kind, view.rules.data.crossroads)
    else:
        first = fill(both_text(action), name)
        effect = None
    return [first, brings_now(told) or effect, setup_text(told)], tile(effect_tile(action))


# The either/or tiles of a Crossroads stop (decisions_crossroads), by the effect they take.
EFFECT_TILES = {rules.BASE_EFFECT: "base", rules.CROSSROADS_EFFECT: "crossroads"}
# A traveller's own "both", by the effect taken first.
BOTH_TILES = {rules.BASE_EFFECT: "both", rules.CROSSROADS_EFFECT: "both_crossroads_first"}


def effect_tile(action: Action) -> str:
    """The either/or tile that plays ``action``: Health's "both" is the tile of the effect
    taken first (with its chip on); a traveller's own "both" has a tile for each order."""
    if action["choice"] != rules.BOTH_EFFECTS:
        return EFFECT_TILES[action["choice"]]
    if action.get("amulet") == rules.HEALTH:
        return EFFECT_TILES[action["first"]]
    return BOTH_TILES[action["first"]]


def both_text(action: Action) -> str:
    crossroads_first = action["first"] == rules.CROSSROADS_EFFECT
    if action.get("amulet") == rules.HEALTH:
        if crossroads_first:
            #: hint: %1 the stop ("Temple"); with the Health amulet, the Crossroads option first
            return QCoreApplication.translate(
                "TokaidoHints", "Use the Health amulet and take both effects of <b>%1</b>, the "
                                "Crossroads option first.")
        #: hint: %1 the stop; with the Health amulet, the usual effect first
        return QCoreApplication.translate(
            "TokaidoHints", "Use the Health amulet and take both effects of <b>%1</b>, the usual "
                            "one first.")
    if crossroads_first:
        #: hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects,
        #: the Crossroads option first
        return QCoreApplication.translate(
            "TokaidoHints", "Take both effects of <b>%1</b>, as your traveller may, the "
                            "Crossroads option first.")
    #: hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the
    #: usual one first
    return QCoreApplication.translate(
        "TokaidoHints", "Take both effects of <b>%1</b>, as your traveller may, the usual one "
                        "first.")


# -- the inns ----------------------------------------------------------------------------------


def say_eat(told: Outcome) -> Said:
    action = told.action
    meal = texts.meal_name(action["card"])
    gained = gain_text(told.gain) or ""
    if action.get("amulet") == rules.HOSPITALITY:
        #: hint: %1 a dish ("Dango"), free with the Hospitality amulet; %2 its points ("+6 points")
        text = QCoreApplication.translate(
            "TokaidoHints", "Eat <b>%1</b> for free with the Hospitality amulet: %2 now.")
        first = fill(text, meal, gained)
    elif not told.gain.paid:
        #: hint: %1 a dish ("Dango") that costs this traveller nothing, %2 its points
        text = QCoreApplication.translate("TokaidoHints", "Eat <b>%1</b> for free: %2 now.")
        first = fill(text, meal, gained)
    elif action.get("devotion"):
        #: hint: %1 a dish, %2 its price ("2 coins"), paid onto the temple by the Devotion
        #: amulet; %3 its points ("+8 points")
        text = QCoreApplication.translate(
            "TokaidoHints", "Eat <b>%1</b> for %2, paid onto the temple with Devotion: %3 now.")
        first = fill(text, meal, texts.coins_text(told.gain.paid), gained)
    else:
        #: hint: %1 a dish ("Dango"), %2 its price ("2 coins"), %3 its points ("+6 points")
        text = QCoreApplication.translate("TokaidoHints", "Eat <b>%1</b> for %2: %3 now.")
        first = fill(text, meal, texts.coins_text(told.gain.paid), gained)
    return [first, lead_text(told)], tile(action["card"])


def say_free_meal(told: Outcome) -> Said:
    meal = texts.meal_name(told.view.peeked) if told.view.peeked else ""
    if told.action["take"]:
        #: hint, Satsuki's ability: %1 the free dish ("Dango"), %2 its points ("+6 points")
        text = QCoreApplication.translate(
            "TokaidoHints", "Eat the free <b>%1</b>: %2 now, and your coins stay in your purse.")
        return [fill(text, meal, gain_text(told.gain) or ""), lead_text(told)], \
            tile(told.view.peeked or "")
    #: hint, Satsuki's ability: %1 the free dish she turns down
    text = QCoreApplication.translate(
        "TokaidoHints", "Turn the free <b>%1</b> down and choose one of the inn's meals instead.")
    return [fill(text, meal)], tile("refuse")


def say_pass(told: Outcome) -> Said:
    #: hint: %1 the coins the traveller keeps ("3 coins")
    first = fill(QCoreApplication.translate(
        "TokaidoHints", "Go without a meal at this inn and keep your %1."),
        texts.coins_text(told.journey.coins))
    fasting = "fasting" in told.journey.calligraphies
    return [first, cheapest_meal_text(told),
            texts.calligraphy_effect("fasting") if fasting else None], MAIN


def cheapest_meal_text(told: Outcome) -> str | None:
    """What the cheapest meal the traveller may eat here would cost (nothing said if one is
    free: going without then saves no coin)."""
    view = told.view
    prices = [insights.cost(view, told.seat, action) for action in view.legal_actions(told.seat)
              if action.kind == "eat"]
    if not prices or min(prices) == 0:
        return None
    #: hint, going without a meal: %1 the price of the cheapest meal the traveller may eat
    text = QCoreApplication.translate(
        "TokaidoHints", "The cheapest meal you may eat here costs %1.")
    return fill(text, texts.coins_text(min(prices)))


def say_gamble(told: Outcome) -> Said:
    stake = texts.coins_text(rules.JIROCHO_STAKE)
    if told.action["bet"]:
        faces = told.view.rules.data.crossroads.fortune_die
        times = sorted(rules.DIE_MULTIPLIER[face] for face in faces)
        low, high = (texts.die_face_name(texts.DIE_FACE_OF_TIMES[t]) for t in (times[0], times[-1]))
        #: hint, Jirocho's ability: %1 the stake ("1 coin"), %2 and %3 the die's lowest and
        #: highest faces ("×0", "×4")
        text = QCoreApplication.translate(
            "TokaidoHints", "Bet %1 on the fortune die: it pays the stake %2 to %3.")
        return [fill(text, stake, low, high)], tile("bet")
    #: hint, Jirocho's ability: %1 the stake he keeps ("1 coin")
    text = QCoreApplication.translate("TokaidoHints", "Keep your %1: no bet at this inn.")
    return [fill(text, stake)], tile("no_bet")


# -- Crossroads' purchases -----------------------------------------------------------------------


def say_good_luck(told: Outcome) -> Said:
    price = texts.coins_text(rules.GOOD_LUCK_PRICE)
    if told.action["take"]:
        #: hint, the Good luck variant: %1 the price ("1 coin")
        text = QCoreApplication.translate(
            "TokaidoHints", "Pay %1 for a random amulet before setting off.")
        supply = len(told.view.amulet_supply) + told.view.hidden_supply
        return [fill(text, price), PLURALS.amulets_left(supply)], tile("take")
    #: hint, the Good luck variant: %1 the coins kept ("3 coins")
    text = QCoreApplication.translate(
        "TokaidoHints", "Set off without an amulet and keep your %1.")
    return [fill(text, texts.coins_text(told.journey.coins))], tile("refuse")


def say_legendary(told: Outcome) -> Said:
    card = told.action["id"]
    tables = told.view.rules.data.crossroads
    #: hint: %1 a legendary object ("Shodo"), %2 its price ("3 coins")
    text = QCoreApplication.translate(
        "TokaidoHints", "Buy the legendary object <b>%1</b> for %2.")
    first = fill(text, texts.legendary_name(card), texts.coins_text(told.gain.paid))
    return [first, brings_now(told) or texts.legendary_effect(card, tables),
            lead_text(told)], tile(card)


def say_amulet(told: Outcome) -> Said:
    card = told.action["id"]
    #: hint: %1 an amulet ("Fortune"), %2 its price ("1 coin")
    text = QCoreApplication.translate(
        "TokaidoHints", "Buy the <b>%1</b> amulet for %2, to use from your next turn on.")
    return [fill(text, texts.amulet_name(card), texts.coins_text(told.gain.paid)),
            texts.amulet_effect(card)], tile(card)


def say_calligraphy(told: Outcome) -> Said:
    card = told.action["id"]
    #: hint: %1 a calligraphy ("Patience"), %2 its price ("1 coin")
    text = QCoreApplication.translate(
        "TokaidoHints", "Buy the calligraphy <b>%1</b> for %2.")
    first = fill(text, texts.calligraphy_name(card), texts.coins_text(told.gain.paid))
    worth = offers.calligraphy_worth(told.view, told.seat, card)
    if worth is None:
        second = texts.calligraphy_effect(card)
    else:
        #: hint: %1 what the calligraphy would score at the end ("6 points"), counted now
        second = fill(QCoreApplication.translate(
            "TokaidoHints", "Counted now, it would score %1 at the end."), texts.points_text(worth))
    return [first, second, brings_now(told)], tile(card)


def say_bath_house(told: Outcome) -> Said:
    #: hint: %1 the price ("1 coin"), %2 the points ("+4 points")
    text = QCoreApplication.translate("TokaidoHints", "Buy a bath house for %1: %2 now.")
    first = fill(text, texts.coins_text(told.gain.paid), gain_text(told.gain) or "")
    #: hint: %1 the end achievement of the most hot springs ("Bather")
    bather = QCoreApplication.translate("TokaidoHints", "It counts as a hot spring for the %1.")
    return [first, lead_text(told) or fill(bather, texts.achievement_name("bather"))], \
        tile("bath_house")


# -- anything else -------------------------------------------------------------------------------


def unknown_text() -> str:
    return QCoreApplication.translate("TokaidoHints", "The computer player would choose this.")


def say_unknown(told: Outcome) -> Said:
    return [unknown_text(), brings_now(told)], HERO


def say_amulet_use(told: Outcome) -> Said:
    """The only amulet used as a decision of its own is Fortune, before a move."""
    return say_fortune(told) if told.action["amulet"] == rules.FORTUNE else say_unknown(told)


SAYINGS: dict[str, Callable[[Outcome], Said]] = {
    "traveller": say_traveller, "move": say_move, "amulet": say_amulet_use,
    "vitality": say_vitality, "donate": say_donate, "buy": say_buy, "stop": say_stop_buying,
    "keep": say_keep, "panorama": say_panorama, "effect": say_effect, "eat": say_eat,
    "free_meal": say_free_meal, "pass": say_pass, "gamble": say_gamble,
    "good_luck": say_good_luck, "legendary": say_legendary, "amulet_buy": say_amulet,
    "calligraphy": say_calligraphy, "bath_house": say_bath_house,
}

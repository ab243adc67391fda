"""A Let's Go card in words (its condition, its reward, its city, what it is), and the rounds:
where a hand comes from and where the rest goes.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import (
    PER_CITY_DAYS,
    PER_SETS,
    PER_TRAINS,
    Card,
    LetsGoData,
)

from ...kit.i18n import fill
from .common import translate
from .names import city_name, game_data, icon_name, listed, site_name
from .plurals import PLURALS, vp_text

# --- cards in words -----------------------------------------------------------------------------

SET_JOINER = " + "  # the icons of a set, the parts of a reward: the same sign in every language


def condition_text(card: Card) -> str:
    """A highlight's condition in words; every part must hold."""
    condition = card.condition
    parts = [fill(PLURALS.at_least(n), icon_name(icon)) for icon, n in condition.at_least]
    #: a part of a highlight condition: %1 an icon
    absent = translate("LetsGo", "no %1 at all")
    parts += [fill(absent, icon_name(icon)) for icon in condition.absent]
    if condition.walks:
        parts.append(PLURALS.walks_at_least(condition.walks))
    if condition.trains:
        parts.append(PLURALS.rides_at_least(condition.trains))
    return listed(parts)


def reward_text(card: Card) -> str:
    """A highlight's reward in words: VP, VP counted per something, icons gained."""
    reward = card.reward
    parts = []
    if reward.points or not (reward.per or reward.gains):
        parts.append(vp_text(reward.points))
    if reward.per == PER_SETS:
        icons = [icon_name(icon) for icon in reward.per_icons]
        if len(icons) == 1:
            parts.append(fill(PLURALS.per_icon(reward.per_points), icons[0]))
        else:
            joined = SET_JOINER.join(icons)
            parts.append(fill(PLURALS.per_set(reward.per_points), joined))
    elif reward.per == PER_TRAINS:
        parts.append(PLURALS.per_ride(reward.per_points))
    elif reward.per == PER_CITY_DAYS and reward.per_city is not None:
        parts.append(fill(PLURALS.per_city_day(reward.per_points), city_name(reward.per_city)))
    if reward.gains:
        parts.append(gains_text(reward.gains))
    return SET_JOINER.join(parts)


def gains_text(gains: Sequence[str]) -> str:
    """Icons and wild tokens a highlight gives, counted: "2 × Food & drink and a wild token"."""
    counts: dict[str, int] = {}
    for gain in gains:
        counts[gain] = counts.get(gain, 0) + 1
    #: an icon gained, counted: %1 how many, %2 the icon ("2 × Food & drink")
    times = translate("LetsGo", "%1 × %2")
    return listed(icon_name(gain) if n == 1 else fill(times, n, icon_name(gain))
                  for gain, n in counts.items())


def card_city_text(card: Card) -> str:
    if card.yellow:
        #: a yellow card's city on its hover text
        return translate("LetsGo", "Yellow card: Tokyo or Kyoto, chosen on the trip")
    return city_name(card.deck)


def card_explanation(card: Card) -> str:
    """A card's hover text: city, icons, VP, and its highlight's condition and reward."""
    #: hover text of a card without icons
    icons = listed(map(icon_name, card.icons)) if card.icons else translate("LetsGo", "no icons")
    lines = [
        #: hover text of a card, first line: %1 the site, %2 its city
        fill(translate("LetsGo", "%1 (%2)"), site_name(card.site), card_city_text(card)),
        #: hover text of a card: %1 its icons, %2 its VP ("3 VP")
        fill(translate("LetsGo", "Icons: %1. Worth %2."), icons, vp_text(card.points)),
        #: hover text of a card: %1 the condition, %2 the reward
        fill(translate("LetsGo", "Highlight (as the day's last card): if %1, then %2."),
             condition_text(card), reward_text(card)),
    ]
    return "\n".join(lines)


def walk_back_explanation(data: LetsGoData | None = None) -> str:
    """The back of every card, as a face-down walk scores it on the trip."""
    back = game_data(data).walk_back
    #: hover text of a walk's back: %1 its VP, %2 its icon, %3 its highlight's VP
    text = translate("LetsGo", "Walk, scored from its back: %1 and %2; as the day's last card "
                               "its highlight always gives %3.")
    return fill(text, vp_text(back.points), listed(map(icon_name, back.icons)),
                vp_text(back.highlight_points))


# --- rounds -------------------------------------------------------------------------------------


def round_source_text(round_: int) -> str:
    """Where this round's hand comes from and how many cards are placed (rules.ROUND_TABLE)."""
    plan = rules.ROUND_TABLE[round_]
    parts = []
    if plan.tokyo or plan.kyoto:
        parts.append(PLURALS.draw_both(plan.tokyo))
    if plan.chosen:
        parts.append(PLURALS.draw_chosen(plan.chosen))
    if len(plan.picks_up) == 1:
        #: where a round's hand comes from: %1 a round's number
        parts.append(fill(translate("LetsGo", "Pick up the cards passed to you in round %1."),
                          plan.picks_up[0]))
    elif plan.picks_up:  # always rounds in a row (the round table)
        #: where a round's hand comes from: the rounds %1 to %2 ("rounds 1–4")
        parts.append(fill(translate("LetsGo", "Pick up the cards passed to you in rounds %1–%2."),
                          plan.picks_up[0], plan.picks_up[-1]))
    parts.append(PLURALS.place(plan.place))
    return sentences(parts)


def sentences(parts: Sequence[str]) -> str:
    """Sentences one after the other, as the language writes them (no space in Japanese)."""
    #: two sentences in a row: %1 the first, %2 the next (Japanese: no space between)
    pair = translate("LetsGo", "%1 %2")
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = fill(pair, text, part)
    return text


def pass_direction_text(round_: int, solo: bool = False) -> str:
    """Where the rest of the hand goes at the round's end (binding decision 2; solo: §1.11)."""
    if solo:
        return translate("LetsGo", "The rest goes to the travel agency.")
    if round_ >= rules.ROUNDS:
        return translate("LetsGo", "Last round: the rest is not passed on.")
    if rules.pass_direction(round_) == rules.LEFT:
        return translate("LetsGo", "Pass the rest to the left.")
    return translate("LetsGo", "Pass the rest to the right.")
